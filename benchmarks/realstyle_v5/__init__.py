"""Real-style video set v5: ground-truth puzzle and maze content (``scenes``), the way an
image-to-video model delivers it (``looks``), and the categories that pair them (``cases``).

Written from the public API and docs/datasets.md's columns and envelope only, without reading
the scorer or the earlier sets, so it can test the scorer as someone else would.
"""
