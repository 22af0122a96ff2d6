"""Set v8 of real-style videos (``benchmarks/realstyle_videos_v8.py``).

Written from docs/datasets.md's scoring columns, its envelope paragraph and the public API only:
``scenes`` draws what a model shows (canvas frames and what a person would label),
``looks`` how a generator delivers it (camera, bars, overlays, grading, timing, codec),
``plan`` the categories and one seeded draw per video.
"""
