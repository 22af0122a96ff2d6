"""Set v17 of real-style videos, written blind to the scorer from the column list and envelope.

Set v17 keeps set v16's draws and labels and set v15's renderer (:mod:`benchmarks.realstyle_v15`:
``scenes``, ``look``, ``timing``, ``bookends``, ``encode``), and adds what re-posted video-model
clips show that no set drew: ``web_looks`` (two sites' bars at once, a vignette, banding, a
subtitle line, a picture-in-picture inset), 8-12 fps, H.265, a Ken-Burns zoom, a looped clip and
the ``leave`` scenario. ``draws`` lists the set and ``build`` makes one video and its labels.
One seeded numpy Generator per video.
"""
