"""Real-style video set v3: videos made the way image-to-video models render, from the
package's own exported questions, each labelled with what a careful person would say.

Written from docs/datasets.md's "Scoring videos" columns, the envelope's numbers
(``datagen.envelope.ENVELOPE`` / ``REAL_STYLE_LIMITS``) and the public API only; the scorer
and the earlier sets were not read. ``scenes.py`` draws what happens on the canvas (a solve, a
stop, a wrong turn, a slid or swapped square, a wall that opens, a player that teleports or
doubles, a cross-fade, a jump), ``look.py`` how a model delivers it (bars, camera, wobble,
marks, grading, grain, heads and tails), ``encode.py`` the codecs, and ``cases.py`` the random
draws, their groups (inside the envelope, beyond it, outside) and labels.
``benchmarks/realstyle_videos_v3.py`` renders and scores the set.
"""
