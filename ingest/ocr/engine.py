"""The OCR engine seam: what every engine gives (words with boxes and confidences, page orientation)."""

from __future__ import annotations

import shlex
from dataclasses import dataclass, field
from typing import NamedTuple, Protocol

from PIL import Image


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
    """An OCR engine: `read` a page or crop, tell its `orientation`, report its `version`."""

    name: str

    def read(self, image: Image.Image, languages: str, options: ReadOptions, timeout: int) -> list[RawWord]: ...

    def orientation(self, image: Image.Image, timeout: int) -> tuple[int, float]:
        """(degrees to turn the image clockwise to make it upright, confidence)."""
        ...

    def version(self) -> str: ...
