"""Set v20 of real-style videos, written blind to the scorer from the column list and envelope.

Set v20 keeps set v19's draws (:mod:`benchmarks.realstyle_v19.draws`), its motion blur and
fresh looks, set v18's new looks and replays, set v17's web looks, set v16's labels and set
v15's renderer (:mod:`benchmarks.realstyle_v15`: ``scenes``, ``look``, ``timing``, ``bookends``,
``encode``), and adds what re-posted video-model clips show that no set drew:
``repost_looks`` (an HDR-to-SDR washout, a zoom punch-in, a meme caption bar, a reaction-video
layout, a circle crop, a phone lens's barrel distortion, JPEG blocking) and a slow dissolve
between two plays of the clip. ``draws`` lists the set and ``build`` makes one video and its
labels. One seeded numpy Generator per video.
"""
