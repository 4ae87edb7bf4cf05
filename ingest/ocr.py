"""The one wrapper around Tesseract (pytesseract): flags, time-outs and errors become Python values here."""

from __future__ import annotations

import os
import shutil
from functools import lru_cache

import pytesseract
from PIL import Image

from ingest.errors import MissingDependencyError, OcrError
from schemas import Line, Span

# OpenMP inside Tesseract oversubscribes the cores (3-4x slower on 2 cores); one thread per process.
os.environ["OMP_THREAD_LIMIT"] = "1"

# --psm 3 (automatic layout) after deskewing measured best here; --psm 4 was catastrophic on skewed pages
BASE_CONFIG = "--oem 1 --psm 3"


@lru_cache(maxsize=1)
def tesseract_version() -> str:
    if shutil.which(pytesseract.pytesseract.tesseract_cmd) is None:
        raise MissingDependencyError(
            "tesseract is not installed; run `sudo apt-get install tesseract-ocr tesseract-ocr-eng` "
            "(or the README's setup command)"
        )
    return str(pytesseract.get_tesseract_version())


def _run(fn, *args, **kwargs):  # type: ignore[no-untyped-def]
    tesseract_version()
    try:
        return fn(*args, **kwargs)
    except pytesseract.TesseractNotFoundError as err:
        raise MissingDependencyError("tesseract is not installed; run the README's setup command") from err
    except pytesseract.TesseractError as err:
        message = str(err)
        if "Failed loading language" in message or "Error opening data file" in message:
            raise MissingDependencyError(
                f"Tesseract language data missing ({message.strip()[:120]}); install it, e.g. "
                "`apt-get install tesseract-ocr-hin`, or set ENGROSS_OCR_LANGUAGES"
            ) from err
        raise OcrError(f"tesseract failed: {message.strip()[:200]}") from err
    except RuntimeError as err:  # pytesseract raises RuntimeError on its timeout
        raise OcrError(f"tesseract timed out ({err}); raise ENGROSS_TESSERACT_TIMEOUT for huge pages") from err


def ocr_words(image: Image.Image, page: int, points_per_pixel: float, languages: str, timeout: int,
              config: str = BASE_CONFIG, origin: tuple[int, int] = (0, 0)) -> tuple[list[Span], list[Line]]:
    """ONE image_to_data call per page (or per crop, whose top-left pixel on the page is `origin`): word
    spans (bbox in PDF points, confidence 0..1) and their lines."""
    data = _run(pytesseract.image_to_data, image, lang=languages, config=config,
                output_type=pytesseract.Output.DICT, timeout=timeout)
    lines: dict[tuple[int, int, int], list[Span]] = {}
    words: list[Span] = []
    for i, text in enumerate(data["text"]):
        conf = float(data["conf"][i])
        # rows with conf -1 are blocks/lines, not words; empty text is layout filler
        if data["level"][i] != 5 or conf < 0 or not text.strip():
            continue
        x, y = data["left"][i] + origin[0], data["top"][i] + origin[1]
        w, h = data["width"][i], data["height"][i]
        bbox = (x * points_per_pixel, y * points_per_pixel, (x + w) * points_per_pixel, (y + h) * points_per_pixel)
        span = Span(text=text.strip(), page=page, bbox=bbox, confidence=min(1.0, conf / 100.0), source="ocr")
        words.append(span)
        lines.setdefault((data["block_num"][i], data["par_num"][i], data["line_num"][i]), []).append(span)
    return words, [line_from_words(ws, block=key[0]) for key, ws in lines.items()]


def line_from_words(words: list[Span], block: int = 0) -> Line:
    """A Line whose box is the union of its words' and whose confidence is their mean."""
    words = sorted(words, key=lambda w: w.bbox[0])
    bbox = (min(w.bbox[0] for w in words), min(w.bbox[1] for w in words),
            max(w.bbox[2] for w in words), max(w.bbox[3] for w in words))
    conf = sum(w.confidence for w in words) / len(words)
    return Line(text=" ".join(w.text for w in words), page=words[0].page, bbox=bbox, confidence=conf,
                words=words, block=block)


def detect_rotation(image: Image.Image, timeout: int) -> int:
    """Degrees to turn the image clockwise to make it upright (Tesseract OSD); 0 when unsure."""
    try:
        osd = _run(pytesseract.image_to_osd, image, config="--psm 0 -c min_characters_to_try=10",
                   output_type=pytesseract.Output.DICT, timeout=timeout)
    except OcrError:
        return 0  # too little text to tell: leave the page as it is
    if float(osd.get("orientation_conf", 0)) < 2.0:
        return 0
    return int(osd.get("rotate", 0)) % 360
