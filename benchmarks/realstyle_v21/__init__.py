"""Set v21 of real-style videos, written blind to the scorer from the column list and envelope.

Set v21 keeps set v20's draws (:mod:`benchmarks.realstyle_v20.draws`), its repost looks and
dissolve between plays, set v19's motion blur and fresh looks, set v18's new looks and replays,
set v17's web looks, set v16's labels and set v15's renderer (:mod:`benchmarks.realstyle_v15`:
``scenes``, ``look``, ``timing``, ``bookends``, ``encode``), and adds what video-model clips
passed around the web show that no set drew: ``clip_looks`` (an app's watermark that hops
between spots, an editor's zoom to fill the bars at a cut, cinematic bars slid in part-way, a
recorded web player's pause overlay) and a variable-frame-rate re-encode. ``draws`` lists the
set and ``build`` makes one video and its labels. One seeded numpy Generator per video.
"""
