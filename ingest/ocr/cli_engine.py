"""The pytesseract engine: the `tesseract` program per call (used where tesserocr is not installed)."""

from __future__ import annotations

import shutil
from functools import lru_cache

import pytesseract
from PIL import Image

from ingest.errors import MissingDependencyError, OcrError
from ingest.ocr.engine import Osd, RawWord, ReadOptions


@lru_cache(maxsize=1)
def _version() -> str:
    if shutil.which(pytesseract.pytesseract.tesseract_cmd) is None:
        raise MissingDependencyError(
            "tesseract is not installed; run `sudo apt-get install tesseract-ocr tesseract-ocr-eng` "
            "(or the README's setup command)"
        )
    return str(pytesseract.get_tesseract_version())


def _config(options: ReadOptions) -> str:
    extra = " ".join(f"-c {k}={v}" for k, v in options.variables.items())
    return f"--oem {options.oem} --psm {options.psm} {extra}".strip()


def _run(fn, *args, languages: str = "eng", **kwargs):  # type: ignore[no-untyped-def]
    _version()
    try:
        return fn(*args, **kwargs)
    except pytesseract.TesseractNotFoundError as err:
        raise MissingDependencyError("tesseract is not installed; run the README's setup command") from err
    except pytesseract.TesseractError as err:
        message = str(err)
        if "Failed loading language" in message or "Error opening data file" in message:
            raise MissingDependencyError(
                f"Tesseract language data missing ({message.strip()[:120]}); install it, e.g. "
                f"`apt-get install tesseract-ocr-{languages.split('+')[-1]}`, or set ENGROSS_OCR_LANGUAGES"
            ) from err
        raise OcrError(f"tesseract failed: {message.strip()[:200]}") from err
    except RuntimeError as err:  # pytesseract raises RuntimeError on its timeout
        raise OcrError(f"tesseract timed out ({err}); raise ENGROSS_TESSERACT_TIMEOUT for huge pages") from err


class CliEngine:
    """One `tesseract` process per read (pytesseract): a PNG round trip, but nothing to compile."""

    name = "pytesseract"

    def version(self) -> str:
        return _version()

    def read(self, image: Image.Image, languages: str, options: ReadOptions, timeout: int) -> list[RawWord]:
        data = _run(pytesseract.image_to_data, image, languages=languages, lang=languages, config=_config(options),
                    output_type=pytesseract.Output.DICT, timeout=timeout)
        out: list[RawWord] = []
        for i, text in enumerate(data["text"]):
            conf = float(data["conf"][i])
            # rows with conf -1 are blocks/lines, not words; empty text is layout filler
            if data["level"][i] != 5 or conf < 0 or not text.strip():
                continue
            out.append(RawWord(text.strip(), conf, data["left"][i], data["top"][i], data["width"][i],
                               data["height"][i], data["block_num"][i], data["par_num"][i], data["line_num"][i]))
        return out

    def osd(self, image: Image.Image, timeout: int) -> Osd:
        try:
            osd = _run(pytesseract.image_to_osd, image, config="--psm 0 -c min_characters_to_try=10",
                       output_type=pytesseract.Output.DICT, timeout=timeout)
        except OcrError:
            return Osd()  # too little text to tell
        return Osd(int(osd.get("rotate", 0)) % 360, float(osd.get("orientation_conf", 0)), str(osd.get("script", "")),
                   float(osd.get("script_conf", 0)))
