"""Dataset folders on disk: deterministic PNGs, sha256 manifests and all-or-nothing writes.

A dataset folder (``<out>/<domain>_task/``) is built in a hidden sibling temporary folder
(``.<domain>_task.tmp-<pid>-*``, named by :func:`envs.io.mkdtemp`) and renamed into place only when
every question has been written, so an interrupted or failed export leaves nothing half-written
behind; what a killed export left is removed by the next export into the same ``<out>``
(:func:`envs.io.remove_stale_temps`). Files and folders get the permissions the umask allows. Its ``manifest.json`` records the package version, the export
arguments, the seed and the sha256 of every other file; the manifest's own bytes (the only file
holding a timestamp) are not hashed.
"""

from __future__ import annotations

import hashlib
import json
import os
import secrets
import shutil
import struct
import zlib
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import numpy as np

from envs.io import mkdtemp, temp_prefix

MANIFEST = "manifest.json"
PNG_COMPRESS_LEVEL = 6
PNG_BAND_ROWS = 8
BAND_CACHE_SIZE = 4096
PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"


class DatasetError(Exception):
    """A problem with data on disk (exit code 1 on the command line); the message names the path."""


class JSONTooDeepError(ValueError):
    """A JSON file nested deeper than Python's parser can follow (a RecursionError inside
    ``json.loads``): as unreadable as any other invalid JSON."""


def read_json(path: Path) -> Any:
    """The JSON value in ``path`` (UTF-8). Raises OSError, or ValueError for text that is not
    JSON, :class:`JSONTooDeepError` included."""
    text = path.read_text(encoding="utf-8")
    try:
        return json.loads(text)
    except RecursionError:
        raise JSONTooDeepError(f"{path} nests too deep to read") from None


class ArgumentError(ValueError):
    """A problem with the arguments (exit code 2 on the command line)."""


def check_input_dir(path: str | os.PathLike[str] | None, argument: str, allowed: str) -> Path:
    """``path`` as a Path when it is an existing folder.

    Args:
        path: what the user gave.
        argument: how they gave it (``"--videos"``, ``"videos"``), for the message.
        allowed: what the argument should be (``"a folder of <task_id>.mp4 videos"``).

    Raises:
        ArgumentError: naming ``argument``, the path, what is wrong and what is allowed.
    """
    text = "" if path is None else os.fspath(path)
    if not str(text).strip():
        raise ArgumentError(f"{argument}={text!r} is not allowed; allowed: {allowed}")
    folder = Path(text)
    try:
        is_dir, exists = folder.is_dir(), folder.exists()
    except OSError as exc:  # a path too long, or not ours to look at
        raise ArgumentError(
            f"{argument}={text!r} cannot be read ({exc.strerror or exc}); allowed: {allowed}"
        ) from None
    if not exists:
        raise ArgumentError(f"{argument}={text!r} does not exist; allowed: {allowed}")
    if not is_dir:
        raise ArgumentError(f"{argument}={text!r} is a file; allowed: {allowed}")
    return folder


def _chunk(tag: bytes, data: bytes) -> bytes:
    return struct.pack(">I", len(data)) + tag + data + struct.pack(">I", zlib.crc32(tag + data))


_band_cache: dict[object, tuple[bytes, int]] = {}
_ADLER_MOD = 65521


def _deflate_band(key: object, band: bytes) -> tuple[bytes, int]:
    """(raw deflate ending byte-aligned, Adler-32) of one band, cached under ``key``.

    Each band is compressed on its own (fresh compressor, sync flush, no shared history), so
    its bytes depend only on its content: the cache changes speed, never output.
    """
    hit = _band_cache.get(key)
    if hit is None:
        comp = zlib.compressobj(PNG_COMPRESS_LEVEL, zlib.DEFLATED, -15, 9)
        hit = (comp.compress(band) + comp.flush(zlib.Z_SYNC_FLUSH), zlib.adler32(band))
        if len(_band_cache) >= BAND_CACHE_SIZE:
            _band_cache.clear()
        _band_cache[key] = hit
    return hit


def adler32_combine(first: int, second: int, second_len: int) -> int:
    """The Adler-32 of ``x + y`` from the Adler-32s of ``x`` and ``y`` and ``len(y)``."""
    a1, b1 = first & 0xFFFF, first >> 16
    a2, b2 = second & 0xFFFF, second >> 16
    a = (a1 + a2 - 1) % _ADLER_MOD
    b = (b1 + b2 + second_len * (a1 - 1)) % _ADLER_MOD
    return (b << 16) | a


def png_bytes(image: np.ndarray) -> bytes:
    """Encode an ``H×W×3`` uint8 image as an RGB PNG with no timestamp or text chunks.

    The same pixels always give the same bytes. Rows use PNG's "Up" filter (identical rows
    become zeros, which frames of flat shapes are full of) and are deflated in bands of
    :data:`PNG_BAND_ROWS` rows; a band seen before (a background strip, a row of squares at the
    same angles) is not compressed again. Any PNG reader decodes the result exactly.
    """
    arr = np.ascontiguousarray(image, dtype=np.uint8)
    if arr.ndim != 3 or arr.shape[2] != 3:
        raise ValueError(f"image must be H×W×3 uint8, got shape {arr.shape}")
    h, w, _ = arr.shape
    rows = arr.reshape(h, w * 3)
    raw = np.empty((h, w * 3 + 1), dtype=np.uint8)
    raw[:, 0] = 2  # filter type Up; the row above the first counts as zeros
    raw[0, 1:] = rows[0]
    np.subtract(rows[1:], rows[:-1], out=raw[1:, 1:])
    starts = np.arange(0, h, PNG_BAND_ROWS)
    busy = np.add.reduceat(raw[:, 1:].any(axis=1), starts) > 0
    parts = []
    adler = 1
    for start, nonzero in zip(starts.tolist(), busy.tolist(), strict=True):
        n_rows = min(PNG_BAND_ROWS, h - start)
        band = raw[start : start + n_rows].tobytes()
        # All-zero bands (repeated rows) share one key without hashing their bytes.
        key = hashlib.sha1(band).digest() if nonzero else (raw.shape[1], n_rows)
        deflated, band_adler = _deflate_band(key, band)
        parts.append(deflated)
        adler = adler32_combine(adler, band_adler, len(band))
    # zlib header, the bands, an empty final block, then the Adler-32 of the whole.
    stream = b"\x78\x01" + b"".join(parts) + b"\x03\x00" + struct.pack(">I", adler)
    header = struct.pack(">IIBBBBB", w, h, 8, 2, 0, 0, 0)  # 8-bit RGB, no interlace
    return PNG_SIGNATURE + _chunk(b"IHDR", header) + _chunk(b"IDAT", stream) + _chunk(b"IEND", b"")


MAX_IMAGE_PIXELS = 7680 * 4320
"""The largest picture read (an 8K frame): a PNG's header says its size before any pixel is
decoded, so a decompression bomb (900 Mpx in 875 KB) is refused at no cost. Pillow's own guard
only warns below 179 Mpx (a 144 Mpx PNG took ``score`` to 1.6 GB)."""


def open_image(path: str | os.PathLike[str], max_pixels: int = MAX_IMAGE_PIXELS) -> np.ndarray:
    """Read an image file as an ``H×W×3`` uint8 array, refusing one of more than
    ``max_pixels`` pixels before decoding it.

    Raises:
        DatasetError: naming the file when it is missing, not a readable image, or too large.
    """
    import warnings

    from PIL import Image, UnidentifiedImageError

    try:
        with warnings.catch_warnings():
            # the size is checked below, with the numbers in the message
            warnings.simplefilter("ignore", Image.DecompressionBombWarning)
            with Image.open(path) as im:
                width, height = im.size
                if width * height > max_pixels:
                    raise DatasetError(
                        f"{path}: the image is {width}x{height} ({width * height} pixels); "
                        f"allowed: at most {max_pixels} pixels"
                    )
                return np.asarray(im.convert("RGB"), dtype=np.uint8)
    except FileNotFoundError:
        raise DatasetError(f"{path}: file is missing") from None
    except Image.DecompressionBombError:  # over twice Pillow's limit: refused while opening
        raise DatasetError(
            f"{path}: the image has too many pixels; allowed: at most {max_pixels} pixels"
        ) from None
    except (UnidentifiedImageError, OSError, ValueError, SyntaxError) as exc:
        raise DatasetError(f"{path}: not a readable image ({exc.__class__.__name__})") from None
    except MemoryError:
        raise DatasetError(f"{path}: the image is too large to read") from None


def read_png(path: str | os.PathLike[str]) -> np.ndarray:
    """Read an image file as an ``H×W×3`` uint8 array (:func:`open_image`, with its pixel limit).

    Raises:
        DatasetError: when the file is missing, is not a readable image or is too large.
    """
    return open_image(path)


def json_bytes(obj: Any) -> bytes:
    """Stable JSON (sorted keys, two-space indent, trailing newline) as UTF-8 bytes."""
    return (json.dumps(obj, indent=2, sort_keys=True, ensure_ascii=False) + "\n").encode("utf-8")


def sha256_file(path: str | os.PathLike[str]) -> str:
    h = hashlib.sha256()
    with open(path, "rb") as fh:
        for chunk in iter(lambda: fh.read(1 << 20), b""):
            h.update(chunk)
    return h.hexdigest()


def write_bytes(path: Path, data: bytes) -> str:
    """Write ``data`` to ``path`` and return its sha256."""
    path.write_bytes(data)
    return hashlib.sha256(data).hexdigest()


def file_hashes(root: Path) -> dict[str, str]:
    """sha256 of every file below ``root`` except the manifest, keyed by POSIX relative path."""
    out = {}
    for p in sorted(root.rglob("*")):
        if p.is_file() and p.name != MANIFEST:
            out[p.relative_to(root).as_posix()] = sha256_file(p)
    return out


def read_manifest(folder: Path) -> dict[str, Any] | None:
    """The folder's manifest, or None when there is none or it is not valid JSON."""
    try:
        data = read_json(folder / MANIFEST)
    except (OSError, ValueError):
        return None
    return data if isinstance(data, dict) else None


def manifest_matches(folder: Path, identity: Mapping[str, Any]) -> bool:
    """True when ``folder`` holds a complete dataset made with exactly these arguments.

    ``identity`` holds the keys that define a dataset (package version, task, arguments, seed);
    every file listed in the manifest must exist with its recorded sha256.
    """
    manifest = read_manifest(folder)
    if manifest is None or any(manifest.get(k) != v for k, v in identity.items()):
        return False
    files = manifest.get("files")
    if not isinstance(files, dict):
        return False
    return file_hashes(folder) == files


@contextmanager
def atomic_folder(target: Path, overwrite: bool) -> Iterator[Path]:
    """Yield a temporary folder that replaces ``target`` only if the block succeeds.

    The temporary folder sits next to ``target`` (same filesystem, so the final rename is
    atomic) and is named ``.<target>.tmp-<pid>-*`` (:func:`envs.io.mkdtemp`). On an exception it is deleted and ``target`` is left as it was. With ``overwrite``,
    an existing ``target`` is moved aside first and deleted after the rename.

    Raises:
        ArgumentError: if ``target`` exists and ``overwrite`` is False.
    """
    target = Path(target)
    target.parent.mkdir(parents=True, exist_ok=True)
    tmp = mkdtemp(target.parent, target.name)  # umask permissions; pid in the name
    try:
        yield tmp
        if target.exists():
            if not overwrite:
                raise ArgumentError(f"{target}: already exists; pass --overwrite to replace it")
            # A temporary name too, so a kill before the rmtree below leaves nothing for good.
            old = target.parent / f"{temp_prefix(target.name)}old-{secrets.token_hex(4)}"
            os.replace(target, old)
            os.replace(tmp, target)
            shutil.rmtree(old, ignore_errors=True)
        else:
            os.replace(tmp, target)
    except BaseException:
        shutil.rmtree(tmp, ignore_errors=True)
        raise
