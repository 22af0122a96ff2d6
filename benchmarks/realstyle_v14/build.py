"""Render and encode one video of set v14 from its draw; returns its labels."""

from __future__ import annotations

import contextlib
import subprocess
from pathlib import Path

import imageio_ffmpeg
import numpy as np

from benchmarks.realstyle_v14 import look, scenes


def _encode(frames: list[np.ndarray], path: Path, draw: dict) -> None:
    """Encode RGB frames with ffmpeg, single-threaded and bit-exact so the bytes repeat."""
    h, w = frames[0].shape[:2]
    codec = draw["codec"]
    args = [
        imageio_ffmpeg.get_ffmpeg_exe(),
        "-y",
        "-loglevel",
        "error",
        "-f",
        "rawvideo",
        "-pix_fmt",
        "rgb24",
        "-s",
        f"{w}x{h}",
        "-r",
        str(draw["fps"]),
        "-i",
        "-",
        "-threads",
        "1",
        "-fflags",
        "+bitexact",
        "-map_metadata",
        "-1",
    ]
    if codec == "h264":
        args += [
            "-c:v",
            "libx264",
            "-b:v",
            f"{draw['kbps']}k",
            "-pix_fmt",
            draw["pix_fmt"],
            "-flags",
            "+bitexact",
        ]
    elif codec == "vp9":
        args += [
            "-c:v",
            "libvpx-vp9",
            "-b:v",
            f"{draw['kbps']}k",
            "-pix_fmt",
            "yuv420p",
            "-row-mt",
            "0",
            "-deadline",
            "realtime",
            "-cpu-used",
            "8",
        ]
    else:
        raise ValueError(f"codec={codec!r}: not one of h264, vp9")
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(".tmp.mp4")
    # Frame by frame into ffmpeg's pipe: a 1080p draw's frames joined into one bytes object
    # doubled the process's peak memory (1.1 GB -> 0.5 GB for v14_019). The same bytes reach
    # ffmpeg.
    encoder = subprocess.Popen([*args, str(tmp)], stdin=subprocess.PIPE)
    assert encoder.stdin is not None
    try:
        for frame in frames:
            encoder.stdin.write(np.ascontiguousarray(frame).data)  # tobytes() order
    except BrokenPipeError:
        pass  # ffmpeg stopped early: its exit status below says so
    finally:
        with contextlib.suppress(BrokenPipeError):
            encoder.stdin.close()
        encoder.wait()
    if encoder.returncode != 0:
        raise subprocess.CalledProcessError(encoder.returncode, encoder.args)
    tmp.replace(path)


def build(draw: dict, questions: Path, path: Path, seed: int) -> dict:
    """Render ``draw`` into ``path``; return the labels in the delivered video's numbering."""
    rng = np.random.default_rng([seed, draw["index"]])
    folder = questions / f"{draw['task']}_task" / draw["task_id"]
    other = questions / f"{draw['other'][0]}_task" / draw["other"][1] if draw["other"] else None
    frames, labels = scenes.make_scenario(draw["scenario"], folder, other, rng)
    # Frame-rate conversion by dropping / repeating frames: labels follow the source index.
    n_out = max(2, round(len(frames) * draw["rate"]))
    src = [min(len(frames) - 1, int(k / draw["rate"])) for k in range(n_out)]
    fss = labels["first_solved_frame"]
    if fss is not None:
        fss = next((k for k, s in enumerate(src) if s >= fss), None)
    n = len(src)
    out = []
    scratch: dict = {}  # grade's float frames, reused by every frame of the video
    for k, s in enumerate(src):
        t = k / max(1, n - 1)
        img = look.wobble(frames[s], draw["wobble"], 0.4 * k) if draw["wobble"] else frames[s]
        img = look.place(img, draw, t, k, rng)
        img = look.overlay(img, draw, t, k)
        out.append(look.grade(img, draw, t, k, rng, scratch))
    size = tuple(draw["size"])
    head: list[np.ndarray] = []
    if draw["start"] == "black":
        head = [np.zeros_like(out[0])] * 6
    elif draw["start"] == "card":
        head = [look.card(size, (20, 30, 90), "Veo")] * 8
    tail: list[np.ndarray] = []
    if draw["end"] == "card":
        tail = [look.card(size, (245, 245, 245), "made with AI")] * 10
    elif draw["end"] in ("white", "black"):
        level = 255.0 if draw["end"] == "white" else 0.0
        last = out[-1].astype(np.float32)
        tail = [(last * (1 - a) + level * a).astype(np.uint8) for a in np.linspace(0.25, 1, 6)]
    elif draw["end"] != "none":
        raise ValueError(f"end={draw['end']!r}: not one of none, card, white, black")
    if fss is not None:
        fss += len(head)
    labels["first_solved_frame"] = fss
    _encode(head + out + tail, path, draw)
    return labels
