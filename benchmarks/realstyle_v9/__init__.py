"""Set v9 of real-style videos (``benchmarks/realstyle_videos_v9.py``).

Written from docs/datasets.md's scoring columns, its envelope paragraph and the public API only
(the scorer's internals and the earlier sets were not read): ``scenes`` draws what a model shows
(canvas frames, each tagged with what a person would say of it), ``looks`` how a generator
delivers it (placement in bars or a blurred fill, camera, overlays, grading, timing, codec) and
``plan`` the categories and one seeded draw per video.
"""
