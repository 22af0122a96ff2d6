"""Set v23 of real-style videos, written blind to the scorer from the column list and envelope.

Set v23 keeps set v22's draws (:mod:`benchmarks.realstyle_v22.draws`) and relay looks, set
v21's clip looks and variable frame rate, set v20's repost looks and dissolve between plays,
set v19's motion blur and fresh looks, set v18's new looks and replays, set v17's web looks,
set v16's labels and set v15's renderer (:mod:`benchmarks.realstyle_v15`: ``scenes``,
``look``, ``timing``, ``bookends``, ``encode``), and adds what video-model clips passed around
social feeds show that no set drew: ``feed_looks`` (a phone's rolling-shutter jello, a lens's
colour fringe, swapped red and blue channels, a burned-in timecode and a video site's
scrolling comments). ``draws`` lists the set and ``build`` makes one video and its labels. One
seeded numpy Generator per video.
"""
