"""Set v16 of real-style videos, written blind to the scorer from the column list and envelope.

``scenes`` draws what the model rendered (canvas frames from the package's own renderers, with
what each frame shows), ``look`` delivers one frame the way a web video arrives (camera, bars,
grading, marks), ``timing`` converts the frame rate (drops, repeats, 3:2 pulldown, blends),
``bookends`` adds titles, fades and end cards, ``encode`` writes the file, ``draws`` lists the
set and ``build`` makes one video and its labels. One seeded numpy Generator per video.
"""
