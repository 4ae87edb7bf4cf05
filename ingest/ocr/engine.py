"""The OCR engine seam: what every engine gives (words with boxes and confidences, page orientation)."""

from __future__ import annotations

import os
import shlex
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import NamedTuple, Protocol

from PIL import Image

from ingest.errors import MissingDependencyError

# where Debian and other distributions put the traineddata the `tesseract` program uses
TESSDATA_DIRS = ("/usr/share/tesseract-ocr/5/tessdata", "/usr/share/tesseract-ocr/4.00/tessdata",
                 "/usr/share/tessdata", "/usr/local/share/tessdata")


@lru_cache(maxsize=1)
def tessdata_dir() -> str:
    """The folder of *.traineddata Tesseract itself reads: $TESSDATA_PREFIX when set, else a usual system place."""
    if os.environ.get("TESSDATA_PREFIX"):
        # the `tesseract` program and tesserocr read only this folder when it is set, models or not (5.3: "Failed
        # loading language"); falling back to the system's here would read with models the user did not choose
        return os.environ["TESSDATA_PREFIX"]
    for folder in TESSDATA_DIRS:
        if (Path(folder) / "eng.traineddata").exists() or (Path(folder) / "osd.traineddata").exists():
            return folder
    raise MissingDependencyError("no Tesseract language data found (looked in "
                                 f"{', '.join(TESSDATA_DIRS)}); run the README's setup command")


class RawWord(NamedTuple):
    """One recognised word in image pixels, confidence 0..100, with its block/paragraph/line numbers."""

    text: str
    conf: float
    left: int
    top: int
    width: int
    height: int
    block: int
    par: int
    line: int


class Osd(NamedTuple):
    """Tesseract's orientation and script detection: degrees to turn the image clockwise to make it upright,
    the script it saw most of (OSD's names: Latin, Devanagari, Tamil ...), and a confidence for each."""

    rotate: int = 0
    confidence: float = 0.0
    script: str = ""
    script_confidence: float = 0.0


@dataclass(frozen=True)
class ReadOptions:
    """What a read asks of the engine, parsed once from a Tesseract-style config string."""

    psm: int = 3
    oem: int = 1
    variables: dict[str, str] = field(default_factory=dict)

    @classmethod
    def parse(cls, config: str) -> ReadOptions:
        """`--oem 1 --psm 6 -c name=value` -> options; unknown flags are refused, not dropped."""
        tokens, psm, oem, variables = shlex.split(config), 3, 1, {}
        i = 0
        while i < len(tokens):
            flag = tokens[i]
            if flag in ("--psm", "--oem", "-c") and i + 1 < len(tokens):
                value = tokens[i + 1]
                if flag == "--psm":
                    psm = int(value)
                elif flag == "--oem":
                    oem = int(value)
                else:
                    name, _, val = value.partition("=")
                    variables[name] = val
                i += 2
                continue
            raise ValueError(f"unsupported Tesseract option {flag!r} in {config!r}")
        return cls(psm=psm, oem=oem, variables=variables)


class Engine(Protocol):
    """An OCR engine: `read` a page or crop, tell its orientation and script (`osd`), report its `version`."""

    name: str

    def read(self, image: Image.Image, languages: str, options: ReadOptions, timeout: int) -> list[RawWord]: ...

    def osd(self, image: Image.Image, timeout: int) -> Osd:
        """Orientation and script; Osd() (all zero) when there is too little text to tell."""
        ...

    def version(self) -> str: ...
