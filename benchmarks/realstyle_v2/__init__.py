"""Real-style video set v2: the package's own puzzle and maze solutions, re-rendered the way
image-to-video models deliver them, with the answer a careful person would give for each.

Written from docs/datasets.md and the public API only (the tasks' metadata readers and the
environments' renderers), with transforms and random draws of its own; the scorer is run through
``python -m datagen score``. ``benchmarks/realstyle_videos_v2.py`` builds, scores and counts.

Modules: :mod:`.scenes` (what happens on the canvas, with the truth per frame), :mod:`.look`
(bars, camera, wobble, colour, overlays, cards: how a frame is delivered), :mod:`.cases` (the
categories, their draws, the labels, the encoding).
"""
