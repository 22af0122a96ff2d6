"""Set v13: a fresh real-style video set for the video scorer (issue 36), written from the public
API only: what the model drew (`scenes.py`), how it was delivered (`look.py`), how it was encoded
(`encode.py`) and the per-video draws (`draws.py`)."""
