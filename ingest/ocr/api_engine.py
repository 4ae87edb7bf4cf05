"""The tesserocr engine: Tesseract's C++ API in-process, API objects lent to one reader at a time and reused."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import tesserocr
from PIL import Image

from ingest.errors import MissingDependencyError, OcrError
from ingest.ocr.engine import Osd, RawWord, ReadOptions, tessdata_dir


def _check_languages(languages: str) -> None:
    missing = [lang for lang in languages.split("+") if not (Path(tessdata_dir()) / f"{lang}.traineddata").exists()]
    if missing:
        raise MissingDependencyError(
            f"Tesseract language data missing for {', '.join(missing)} in {tessdata_dir()}; install it, e.g. "
            f"`apt-get install tesseract-ocr-{missing[0]}`, or set ENGROSS_OCR_LANGUAGES")


class ApiEngine:
    """In-process Tesseract: no process start, no PNG encode/decode; the model is loaded once per thread."""

    name = "tesserocr"

    def __init__(self) -> None:
        # idle API objects by (languages, oem): a thread borrows one for a read and gives it back, so a model
        # is loaded once per process and per concurrent reader, not once per thread (threads come and go)
        self._idle: dict[tuple[str, int], list[tesserocr.PyTessBaseAPI]] = {}
        self._lock = threading.Lock()

    def version(self) -> str:
        return tesserocr.tesseract_version().split()[1]

    def load(self, languages: str) -> None:
        """Load the models of `languages` and OSD now: a process that forks its page processes afterwards hands
        them the loaded models (copy-on-write), instead of each child loading its own at its first page."""
        for key in ((languages, 1), ("osd", 1)):
            if key[0] != "osd" or _has("osd"):
                with self._api(*key):
                    pass

    def after_fork(self) -> None:
        """In a forked child: the idle API objects (and their models) stay; the lock is new, as the parent's
        could be held by a thread the child does not have (an API object borrowed then is not among the idle)."""
        self._lock = threading.Lock()

    @contextmanager
    def _api(self, languages: str, oem: int) -> Iterator[tesserocr.PyTessBaseAPI]:
        key = (languages, oem)
        with self._lock:
            idle = self._idle.setdefault(key, [])
            api = idle.pop() if idle else None
        if api is None:
            _check_languages(languages)
            api = tesserocr.PyTessBaseAPI(path=tessdata_dir(), lang=languages, oem=oem)
        try:
            yield api
        finally:
            api.Clear()
            with self._lock:
                self._idle[key].append(api)

    def read(self, image: Image.Image, languages: str, options: ReadOptions, timeout: int) -> list[RawWord]:
        with self._api(languages, options.oem) as api:
            api.SetPageSegMode(options.psm)
            for name, value in options.variables.items():
                api.SetVariable(name, value)
            _set_image(api, image)
            if not api.Recognize(timeout=timeout * 1000):
                raise OcrError(f"tesseract timed out after {timeout} s; raise ENGROSS_TESSERACT_TIMEOUT for huge "
                               "pages")
            return _words(api)

    def osd(self, image: Image.Image, timeout: int) -> Osd:
        if not _has("osd"):
            return Osd()
        with self._api("osd", 1) as api:
            api.SetPageSegMode(tesserocr.PSM.OSD_ONLY)
            api.SetVariable("min_characters_to_try", "10")
            _set_image(api, image)
            result = api.DetectOrientationScript()
        if not result:
            return Osd()  # too little text to tell
        # orient_deg is how far the page is turned clockwise; turning it back upright is the rest of the circle
        return Osd((360 - int(result["orient_deg"])) % 360, float(result["orient_conf"]),
                   str(result.get("script_name") or ""), float(result.get("script_conf") or 0.0))


def _has(language: str) -> bool:
    return (Path(tessdata_dir()) / f"{language}.traineddata").exists()


def _set_image(api: tesserocr.PyTessBaseAPI, image: Image.Image) -> None:
    """Raw 8-bit pixels straight into Tesseract (no PNG round trip)."""
    gray = image if image.mode == "L" else image.convert("L")
    api.SetImageBytes(gray.tobytes(), gray.width, gray.height, 1, gray.width)


def _words(api: tesserocr.PyTessBaseAPI) -> list[RawWord]:
    level, out = tesserocr.RIL.WORD, []
    block = par = line = 0
    iterator = api.GetIterator()
    if iterator is None:
        return out
    for r in tesserocr.iterate_level(iterator, level):
        if r.IsAtBeginningOf(tesserocr.RIL.BLOCK):
            block, par, line = block + 1, 0, 0
        if r.IsAtBeginningOf(tesserocr.RIL.PARA):
            par, line = par + 1, 0
        if r.IsAtBeginningOf(tesserocr.RIL.TEXTLINE):
            line += 1
        try:
            text = (r.GetUTF8Text(level) or "").strip()
        except RuntimeError:  # tesserocr raises "No text returned" for an empty word (layout filler)
            continue
        box = r.BoundingBox(level)
        if not text or box is None:
            continue
        x0, y0, x1, y1 = box
        out.append(RawWord(text, float(r.Confidence(level)), x0, y0, x1 - x0, y1 - y0, block, par, line))
    return out
