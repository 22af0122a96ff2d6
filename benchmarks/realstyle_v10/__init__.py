"""Set v10 of real-style videos (``benchmarks/realstyle_videos_v10.py``): scenes (what the
puzzle does), looks (how a generator delivers it) and the seeded plan of ~90 videos."""
