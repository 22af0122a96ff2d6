"""Set v22 of real-style videos, written blind to the scorer from the column list and envelope.

Set v22 keeps set v21's draws (:mod:`benchmarks.realstyle_v21.draws`), its clip looks and
variable frame rate, set v20's repost looks and dissolve between plays, set v19's motion blur
and fresh looks, set v18's new looks and replays, set v17's web looks, set v16's labels and set
v15's renderer (:mod:`benchmarks.realstyle_v15`: ``scenes``, ``look``, ``timing``,
``bookends``, ``encode``), and adds what video-model clips relayed around the web show that no
set drew: ``relay_looks`` (an editor's light leak, an adaptive stream's switch up from a lower
rung, a live stream's floating reactions, a filmed monitor's rolling band and an upload stored
sideways). ``draws`` lists the set and ``build`` makes one video and its labels. One seeded
numpy Generator per video.
"""
