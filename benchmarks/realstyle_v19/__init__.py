"""Set v19 of real-style videos, written blind to the scorer from the column list and envelope.

Set v19 keeps set v18's draws (:mod:`benchmarks.realstyle_v18.draws`) and how it plays a
repost, set v16's labels, set v17's web looks and v18's new looks, and set v15's renderer
(:mod:`benchmarks.realstyle_v15`: ``scenes``, ``look``, ``timing``, ``bookends``, ``encode``),
and adds what re-posted video-model clips show that no set drew: ``fresh_looks`` (strong
chroma subsampling, a short-video platform's interface, a screen recording of a player, a GIF's
palette, a phone's keystone) and a motion blur along each move. ``draws`` lists the set and
``build`` makes one video and its labels. One seeded numpy Generator per video.
"""
