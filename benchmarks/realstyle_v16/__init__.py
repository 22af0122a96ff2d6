"""Set v16 of real-style videos, written blind to the scorer from the column list and envelope.

Set v16 differs from set v15 in what is drawn: ``draws`` is set v16's recipe for set v15's
drawing code (the rare scenarios four times each, more bar colours, a static stamp) and
``build`` is set v15's renderer and labels under v16's name. The frames are made by set v15's renderer (:mod:`benchmarks.realstyle_v15`:
``scenes``, ``look`` with its ``stamp`` mark, ``timing``, ``bookends``, ``encode``). One seeded
numpy Generator per video.
"""
