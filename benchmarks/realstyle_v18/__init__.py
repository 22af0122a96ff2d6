"""Set v18 of real-style videos, written blind to the scorer from the column list and envelope.

Set v18 keeps set v17's draws (:mod:`benchmarks.realstyle_v17.draws`), set v16's labels and set
v15's renderer (:mod:`benchmarks.realstyle_v15`: ``scenes``, ``look``, ``timing``, ``bookends``,
``encode``), mixes v17's looks in at a natural rate, and adds what re-posted video-model clips
show that no set drew: ``new_looks`` (over-sharpening, rounded corners, a line along the
picture's edge, colour fringes) and a clip played forwards then backwards. ``draws`` lists the
set and ``build`` makes one video and its labels. One seeded numpy Generator per video.
"""
