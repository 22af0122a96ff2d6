"""Real-style videos on disk: :func:`write` encodes rendered frames as a look's codec asks,
:func:`stage` writes one test case (a copy of its question and its video) and returns its
truth, :func:`two_move_questions` exports the questions the scenarios need.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import numpy as np

from datagen.testing.realstyle import BASE_FPS, CODECS, Frame, Look, Scenario
from datagen.testing.realstyle_render import render
from datagen.testing.realstyle_truth import expect


def write(path_stem: str, frames: Sequence[Frame], look: Look) -> str:
    """Encode ``frames`` with ``look``'s codec, bitrate and frame rate; returns the path."""
    import imageio_ffmpeg

    if look.codec == "png":
        from pathlib import Path

        from PIL import Image

        folder = Path(path_stem)
        folder.mkdir(parents=True)
        for k, frame in enumerate(frames):
            Image.fromarray(np.ascontiguousarray(frame, dtype=np.uint8)).save(
                folder / f"{k:04d}.png"
            )
        return str(folder)
    suffix, encoder, quality = CODECS[look.codec]
    params = ["-b:v", look.bitrate] if look.bitrate else quality
    if look.codec == "vp9" and look.bitrate:
        params = [*params, "-deadline", "good", "-cpu-used", "5"]
    path = f"{path_stem}{suffix}"
    h, w = frames[0].shape[:2]
    fps = max(1, round(BASE_FPS * look.fps_ratio))
    writer = imageio_ffmpeg.write_frames(
        path, (w - w % 2, h - h % 2), fps=fps, codec=encoder, pix_fmt_in="rgb24",
        pix_fmt_out="yuv420p", macro_block_size=1, ffmpeg_log_level="error",
        output_params=[*params, "-threads", "1"],
    )  # fmt: skip
    writer.send(None)
    try:
        for frame in frames:
            writer.send(np.ascontiguousarray(frame[: h - h % 2, : w - w % 2], dtype=np.uint8))
    finally:
        writer.close()
    return path


def stage(
    root: Any, folder: Any, meta: dict[str, Any], task_id: str, scene: Scenario, look: Look,
    envelope: str,
) -> dict[str, Any]:  # fmt: skip
    """Write one case: a copy of the question in ``folder`` as ``task_id`` under
    ``root/q/<domain>_task/`` and its video under ``root/videos/``; returns :func:`expect`'s
    answer for it."""
    import json
    import shutil
    from pathlib import Path

    root, folder = Path(root), Path(folder)
    target = root / "q" / f"{meta['domain']}_task" / task_id
    target.mkdir(parents=True)
    for name in ("first_frame.png", "final_frame.png", "prompt.txt"):
        shutil.copyfile(folder / name, target / name)
    (target / "question_metadata.json").write_text(json.dumps({**meta, "task_id": task_id}))
    (root / "videos").mkdir(exist_ok=True)
    frames, source = render(scene, look)
    write(str(root / "videos" / task_id), frames, look)
    return expect(scene, look, source, envelope)


def two_move_questions(
    root: Any, domain: str, count: int, seed: int, **options: Any
) -> list[tuple[Any, dict]]:
    """``count`` questions of ``domain`` with two moves or more (the "stopped" scenario stops
    after the first), exported under ``root`` with the task's ``options``: (folder, metadata)
    pairs."""
    import json
    from pathlib import Path

    from datagen.export import create_dataset
    from datagen.registry import get_task

    task = get_task(domain)
    create_dataset(domain, num_samples=3 * count, seed=seed, out_dir=root, workers=1, **options)
    out = []
    for folder in sorted(Path(root).glob(f"{domain}_task/{domain}_*")):
        meta = json.loads((folder / "question_metadata.json").read_text())
        if len(task.video_frames(meta, 1)) >= 3:
            out.append((folder, meta))
    return out[:count]
