"""Set v6: a fresh real-style video set for the video scorer, written from the public API only.

``scenes`` draws what the model shows (canvas frames with what each one is), ``look`` how a
video model's output departs from the canvas (camera, bars, overlays, timing, codec), ``draws``
the categories and the labels a careful person gives. ``benchmarks/realstyle_videos_v6.py``
makes the set and scores it with ``python -m datagen score``.
"""
