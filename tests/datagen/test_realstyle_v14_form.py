"""Set v14's renderer: two tiny videos, same seed -> same bytes, and the labels' form."""

from __future__ import annotations

from pathlib import Path

import pytest

pytest.importorskip("cv2")
pytest.importorskip("imageio_ffmpeg")

from benchmarks.realstyle_v14 import build, draws

LABEL_KEYS = {
    "solved",
    "squares_kept",
    "first_frame_matches",
    "animated",
    "first_solved_frame",
    "stayed_solved",
}


@pytest.fixture(scope="module")
def questions(set_v14_questions: Path) -> Path:
    """Set v14's question folders (``conftest.py``: exported once, shared)."""
    return set_v14_questions


def _tiny(draw: dict) -> dict:
    d = dict(draw)
    d.update(size=[320, 240], kbps=300, codec="h264", pix_fmt="yuv420p")
    return d


def test_same_seed_same_bytes_and_label_form(questions, tmp_path):
    import cv2

    picked = [d for d in draws.make_draws(14, quick=True) if d["region"] == "inside"][:2]
    assert len(picked) == 2
    for d in picked:
        d = _tiny(d)
        a, b = tmp_path / f"{d['index']}a.mp4", tmp_path / f"{d['index']}b.mp4"
        la = build.build(d, questions, a, 14)
        lb = build.build(d, questions, b, 14)
        assert a.read_bytes() == b.read_bytes()
        assert la == lb
        assert set(la) == LABEL_KEYS
        for k in LABEL_KEYS - {"first_solved_frame"}:
            assert la[k] in (True, False, None)
        fss = la["first_solved_frame"]
        assert fss is None or (isinstance(fss, int) and fss >= 0)
        assert (fss is None) == (la["solved"] is not True and d["scenario"] != "reverse")
        # The frame count OpenCV reads (a probe in a second interpreter read the same, for
        # 0.3-0.5 CPU s of start-up and cv2's import).
        capture = cv2.VideoCapture(str(a))
        frames = int(capture.get(cv2.CAP_PROP_FRAME_COUNT))
        capture.release()
        assert frames > 0, a
        assert fss is None or fss < frames


def test_draws_mix_and_regions():
    full = draws.make_draws(14, quick=False)
    regions = [d["region"] for d in full]
    assert 80 <= len(full) <= 100
    assert regions.count("inside") / len(full) == pytest.approx(0.6, abs=0.05)
    assert {"inside", "beyond", "outside"} == set(regions)
    assert draws.make_draws(14, quick=False) == full
