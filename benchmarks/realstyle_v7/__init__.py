"""Set v7 of real-style videos: ``scenes`` (what a video shows), ``look`` (how a model delivers
it), ``draws`` (the categories, their draws and labels). Written from docs/datasets.md's
columns and envelope and the public API only; driven by ``benchmarks/realstyle_videos_v7.py``."""
