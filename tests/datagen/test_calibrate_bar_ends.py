"""Issue 36, nineteenth round: a picture found against the end of the bars that a caption does
not reach (:func:`datagen.calibrate._bar_ends`)."""

from __future__ import annotations

import json
from typing import Any

import numpy as np
import pytest

from datagen.registry import get_task
from datagen.testing.realstyle_stage import two_move_questions

cv2 = pytest.importorskip("cv2")

PER_MOVE = 3


def _low_in_white_bars(frame: Any) -> Any:
    """``frame`` at 360x240 in a 360x640 portrait frame of white bars, placed at 0.8 of the
    height, a grey caption high in the top bar from near its left edge and a badge in its
    top-right corner (set v13's portrait: the caption ends the top bar's flat run and the
    left bar's, the badge leaves no right bar, and the picture's light background is no blob
    off the white)."""
    out = np.full((640, 360, 3), 255, np.uint8)
    top = round(0.8 * (640 - 240))
    out[top : top + 240] = cv2.resize(np.ascontiguousarray(frame), (360, 240),
                                      interpolation=cv2.INTER_AREA)  # fmt: skip
    cv2.putText(out, "AI generated", (4, 38), cv2.FONT_HERSHEY_SIMPLEX, 0.4, (150, 150, 150), 1,
                cv2.LINE_AA)  # fmt: skip
    out[6:18, 330:360] = (235, 235, 235)
    return out


def test_a_picture_low_in_white_bars_under_a_caption_calibrates(tmp_path: Any) -> None:
    """Set v13's v13_016: a portrait puzzle placed low in white bars, a caption high in the top
    bar. Its inside ran from the caption to the bottom bar, too tall for the canvas's aspect;
    boxed at the frame's middle, the first frame's fit squashed the canvas to 0.28 of its
    height and no frame registered: every verdict unknown (here, placed at 0.8 of the height,
    no start registers at all: correlation 0.55). Boxed against the bottom bar's end, which
    no caption reaches, it registers."""
    from PIL import Image

    from datagen.calibrate import content_area
    from datagen.score import score

    folder, meta = two_move_questions(tmp_path / "source", "rotation_puzzle", 1, seed=7)[0]
    walk = [np.asarray(f) for f in get_task("rotation_puzzle").video_frames(meta, PER_MOVE)]
    frames = [_low_in_white_bars(f) for f in [*walk, *[walk[-1]] * 3]]
    area = content_area(frames[0])
    assert area.found and area.box[1] < 100, area  # the caption ends the top bar
    target = tmp_path / "q" / "rotation_puzzle_task" / meta["task_id"]
    target.mkdir(parents=True)
    for file in ("first_frame.png", "final_frame.png", "prompt.txt"):
        (target / file).write_bytes((folder / file).read_bytes())
    (target / "question_metadata.json").write_text(json.dumps(meta))
    out = tmp_path / "videos" / meta["task_id"]
    out.mkdir(parents=True)
    for j, frame in enumerate(frames):
        # The least zlib effort: the same pixels (PNG is lossless), ~half the CPU.
        Image.fromarray(frame).save(out / f"{j:04d}.png", compress_level=1)
    row = next(r for r in score(tmp_path / "q", tmp_path / "videos").rows)
    assert row["status"] == "ok" and row["readable"] is True, row
    assert row["solved"] is True and row["first_frame_matches"] is True, row
    assert row["squares_kept"] is True, row
