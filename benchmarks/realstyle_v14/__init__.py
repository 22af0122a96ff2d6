"""Set v14 of real-style videos: scenarios, looks and draws written apart from sets v1-v13.

``scenes`` turns a question's ground-truth frames into a scenario with its labels, ``look``
places each frame the way an image-to-video model delivers it, ``draws`` lists the set and
``build`` encodes one video. One seeded numpy Generator per video: same seed, same bytes.
"""
