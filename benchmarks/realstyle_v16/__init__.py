"""Set v16 of real-style videos, written blind to the scorer from the column list and envelope.

Set v16 differs from set v15 in what is drawn and how it is labelled: ``draws`` lists the set
(the rare scenarios four times each, more bar colours, a static stamp) and ``build`` makes one
video and its labels. The frames are made by set v15's renderer (:mod:`benchmarks.realstyle_v15`:
``scenes``, ``look`` with its ``stamp`` mark, ``timing``, ``bookends``, ``encode``). One seeded
numpy Generator per video.
"""
