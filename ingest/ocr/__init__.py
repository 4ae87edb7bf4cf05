"""The one door to OCR: engines behind a seam (tesserocr in-process, pytesseract), words and lines out.

Callers get word spans in PDF points with 0..1 confidences and lines grouped the engine's way; which
engine read them is a setting (`ENGROSS_OCR_ENGINE`). Nothing else in engross talks to Tesseract.
"""

from __future__ import annotations

import logging
import os
import unicodedata
from collections.abc import Callable
from functools import lru_cache
from pathlib import Path

from PIL import Image

from ingest.errors import MissingDependencyError
from ingest.ocr.engine import Engine, Osd, RawWord, ReadOptions, tessdata_dir
from schemas import Line, Span

# OpenMP inside Tesseract oversubscribes the cores (3-4x slower on 2 cores); one thread per process. OpenCV's own
# thread pool (pthreads, one thread per core, read when cv2 is first imported) does the same to the clean-up around
# the read: engross runs one process per core, so each takes one thread (same pixels; ~10% less CPU in that work)
os.environ["OMP_THREAD_LIMIT"] = "1"
os.environ.setdefault("OPENCV_FOR_THREADS_NUM", "1")

# --psm 3 (automatic layout) after deskewing measured best here; --psm 4 was catastrophic on skewed pages
BASE_CONFIG = "--oem 1 --psm 3"
ENGINE_NAMES = ("auto", "tesserocr", "pytesseract")

_factories: dict[str, Callable[[], Engine]] = {}
_engines: dict[str, Engine] = {}
_last_osd: list[tuple[tuple[str, str, tuple[int, int]], bytes, Osd]] = []  # the last image's OSD: engine, its pixels


def _after_fork_in_child() -> None:
    """A forked page process keeps an engine that can renew its locks (the tesserocr engine: its loaded models
    come along, no second load) and makes the others anew (a parent's lock could be held by a thread that is
    not there)."""
    for name, engine in list(_engines.items()):
        renew = getattr(engine, "after_fork", None)
        if renew is None:
            del _engines[name]
        else:
            renew()


os.register_at_fork(after_in_child=_after_fork_in_child)


def _tesserocr() -> Engine:
    try:
        from ingest.ocr.api_engine import ApiEngine
    except ImportError as err:
        raise MissingDependencyError("the tesserocr engine is not installed (pip install tesserocr); "
                                     "set ENGROSS_OCR_ENGINE=pytesseract to use the tesseract program") from err
    engine = ApiEngine()
    _line_images(_raw_lines[0])
    return engine


_raw_lines = [True]  # this process's ENGROSS_OCR_RAW_LINES, as the pipeline's options last said (use_raw_lines)


def use_raw_lines(on: bool) -> None:
    """ENGROSS_OCR_RAW_LINES for this process: the tesserocr engine hands Tesseract's line images on raw (on) or
    leaves Tesseract as shipped, its PNG round trip per line (off; `ingest/ocr/raw_lines.py`). Applied when the
    engine is made, and at once to one made already; the `tesseract` program is never touched."""
    _raw_lines[0] = on
    if any(engine.name == "tesserocr" for engine in _engines.values()):
        _line_images(on)


def _line_images(on: bool) -> None:
    from ingest.ocr import raw_lines

    if on:
        raw_lines.keep_raw()
    else:
        raw_lines.undo()


def _pytesseract() -> Engine:
    from ingest.ocr.cli_engine import CliEngine

    return CliEngine()


def _auto() -> Engine:
    try:
        return _tesserocr()
    except MissingDependencyError:
        return _pytesseract()


def engine_names() -> list[str]:
    """Every name ENGROSS_OCR_ENGINE may take here (the built-in ones and any registered)."""
    return [*ENGINE_NAMES, *_factories]


def register_engine(name: str, factory: Callable[[], Engine]) -> None:
    """Make another engine choosable by name (tests register a fake and a crashing one)."""
    _factories[name] = factory
    _engines.pop(name, None)
    _last_osd.clear()


def get_engine(name: str = "auto") -> Engine:
    """The process's engine of that name, made once and reused (an API object holds the loaded model)."""
    if name not in _engines:
        factories = {"auto": _auto, "tesserocr": _tesserocr, "pytesseract": _pytesseract, **_factories}
        if name not in factories:
            raise ValueError(f"unknown OCR engine {name!r}; choose one of {', '.join(factories)}")
        _engines[name] = factories[name]()
    return _engines[name]


def release_models() -> None:
    """Drop this process's engines and the models they hold (English and OSD ~45 MB; every script model a
    language trial loaded, ~35 MB each): a page process about to assemble a long document gives them back first,
    and its next page loads what it reads again (~0.1-0.3 CPU s)."""
    _engines.clear()
    _last_osd.clear()


def load_models(languages: str, engine: str = "auto") -> None:
    """Load the models of `languages` (and OSD) in this process now, where the engine keeps them (tesserocr):
    a process that then forks its page processes loads them once for all of them."""
    load = getattr(get_engine(engine), "load", None)
    if load is not None:
        load(languages)


def installed_languages(engine: str = "auto") -> set[str]:
    """Tesseract's language codes on this machine (the traineddata files the engine would load)."""
    found = get_engine(engine)
    found.version()  # the engine's own Tesseract must be there first (MissingDependencyError says how to get it)
    if found.name == "pytesseract":
        return _program_languages()
    return {p.name.removesuffix(".traineddata") for p in Path(tessdata_dir()).glob("*.traineddata")}


@lru_cache(maxsize=1)
def _program_languages() -> set[str]:
    """What the `tesseract` program lists (it reads $TESSDATA_PREFIX or its built-in folder), asked once."""
    import pytesseract

    return set(pytesseract.get_languages(config=""))


def check_languages(languages: str, engine: str = "auto") -> None:
    """Before a batch: every language of `eng+hin` is installed, else one MissingDependencyError naming the
    Debian packages (one check, not one failure per page). A language read here (any installed one under `auto`)
    whose Hunspell dictionary is missing is warned about: it still reads, but is judged by fewer words."""
    installed = installed_languages(engine)
    from ingest import lexicon  # lazily: lexicon reaches back into ingest.ocr for the tessdata folder

    used = installed if languages == "auto" else set(languages.split("+"))
    if thin := lexicon.missing_hunspell(sorted(used & installed)):
        logging.getLogger(__name__).warning(lexicon.hunspell_warning(thin))
    if languages == "auto":
        languages = "eng"  # the first read of every page; other languages are used only where installed
    missing = [code for code in languages.split("+") if code and code not in installed]
    if missing or not languages.strip("+"):
        packages = " ".join(f"tesseract-ocr-{code.lower().replace('_', '-')}" for code in missing)
        install, where = f"install it (`sudo apt-get install {packages}`)", ""
        prefix = os.environ.get("TESSDATA_PREFIX")
        if prefix:  # apt's models land in the system's folder, which Tesseract does not read while this is set
            files = ", ".join(f"{code}.traineddata" for code in missing) or "the models"
            where = (f" in TESSDATA_PREFIX={prefix}{'' if Path(prefix).is_dir() else ' (no such folder)'}, the only "
                     "folder Tesseract reads when it is set")
            install = f"put {files} there, or unset TESSDATA_PREFIX and {install}"
        raise MissingDependencyError(
            f"Tesseract language data missing for {'+'.join(missing) or repr(languages)}{where} (installed: "
            f"{'+'.join(sorted(installed - {'osd'})) or 'none'}); {install}, or choose others with --lang / "
            "ENGROSS_OCR_LANGUAGES")


def ocr_words(image: Image.Image, page: int, points_per_pixel: float, languages: str, timeout: int,
              config: str = BASE_CONFIG, origin: tuple[int, int] = (0, 0),
              engine: str = "auto") -> tuple[list[Span], list[Line]]:
    """ONE engine read per page (or per crop, whose top-left pixel on the page is `origin`): word
    spans (bbox in PDF points, confidence 0..1) and their lines."""
    raw = get_engine(engine).read(image, languages, ReadOptions.parse(config), timeout)
    return words_and_lines(raw, page, points_per_pixel, origin)


def words_and_lines(raw: list[RawWord], page: int, points_per_pixel: float,
                    origin: tuple[int, int] = (0, 0)) -> tuple[list[Span], list[Line]]:
    """Engine words (pixels) -> spans in PDF points, grouped into the engine's lines."""
    lines: dict[tuple[int, int, int], list[Span]] = {}
    words: list[Span] = []
    for w in raw:
        text = word_text(w.text)
        if not text:
            continue
        x, y = w.left + origin[0], w.top + origin[1]
        p = points_per_pixel
        bbox = (x * p, y * p, (x + w.width) * p, (y + w.height) * p)
        span = Span(text=text, page=page, bbox=bbox,
                    confidence=max(0.0, min(1.0, w.conf / 100.0)), source="ocr")
        words.append(span)
        lines.setdefault((w.block, w.par, w.line), []).append(span)
    return words, [line_from_words(ws, block=key[0]) for key, ws in lines.items()]


def word_text(text: str) -> str:
    """NFC (one spelling of a word however the engine composed it: word lists and search compare strings),
    without the zero-width joiner Tesseract's Tamil model writes after a word-final pulli (invisible there)."""
    return unicodedata.normalize("NFC", text).rstrip("\u200c\u200d")


def line_from_words(words: list[Span], block: int = 0) -> Line:
    """A Line whose box is the union of its words' and whose confidence is their mean."""
    words = sorted(words, key=lambda w: w.bbox[0])
    bbox = (min(w.bbox[0] for w in words), min(w.bbox[1] for w in words),
            max(w.bbox[2] for w in words), max(w.bbox[3] for w in words))
    conf = sum(w.confidence for w in words) / len(words)
    return Line(text=" ".join(w.text for w in words), page=words[0].page, bbox=bbox, confidence=conf,
                words=words, block=block)


def detect_rotation(image: Image.Image, timeout: int, engine: str = "auto") -> int:
    """Degrees to turn the image clockwise to make it upright (Tesseract OSD); 0 when unsure."""
    found = _osd(image, timeout, engine)
    return found.rotate if found.confidence >= 2.0 else 0


def detect_script(image: Image.Image, timeout: int, engine: str = "auto") -> Osd:
    """Tesseract OSD on a page or crop: the script it saw most of (Latin, Devanagari, Tamil ...)."""
    return _osd(image, timeout, engine)


def _osd(image: Image.Image, timeout: int, engine: str) -> Osd:
    """One OSD pass per image: a page checked for rotation (an Indic page read in English is unsure, so it is
    checked) is not turned, and the language stage asks the same pixels for their script (0.2-0.5 CPU s each)."""
    # the pixels themselves are compared (a memcmp, ~1 ms a page; a digest of them cost ~15 ms, as does a dict's
    # hash of them)
    key, pixels = (engine, image.mode, image.size), image.tobytes()
    if not _last_osd or _last_osd[0][0] != key or _last_osd[0][1] != pixels:
        found = get_engine(engine).osd(image, timeout)
        _last_osd[:] = [(key, pixels, found)]
    return _last_osd[0][2]
