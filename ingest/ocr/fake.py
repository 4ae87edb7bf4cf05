"""Engines for tests: one that 'reads' lines it was given, one that dies the way a segfault ends a process."""

from __future__ import annotations

import os

from PIL import Image

from ingest.ocr.engine import Osd, RawWord, ReadOptions


class FakeEngine:
    """Reads every image as the given lines (one block, 20 px letters), so a test knows what OCR saw."""

    name = "fake"

    def __init__(self, lines: list[str], confidence: float = 95.0) -> None:
        self.lines, self.confidence, self.reads, self.osds = lines, confidence, 0, 0

    def version(self) -> str:
        return "fake"

    def read(self, image: Image.Image, languages: str, options: ReadOptions, timeout: int) -> list[RawWord]:
        self.reads += 1
        out: list[RawWord] = []
        for n, line in enumerate(self.lines, start=1):
            x = 100
            for word in line.split():
                out.append(RawWord(word, self.confidence, x, 100 + 40 * n, 20 * len(word), 28, 1, 1, n))
                x += 20 * len(word) + 20
        return out

    def osd(self, image: Image.Image, timeout: int) -> Osd:
        self.osds += 1
        return Osd()


class CrashingEngine(FakeEngine):
    """Takes its whole process down on the first read, as a segfault or the OOM killer would."""

    name = "crash"

    def __init__(self) -> None:
        super().__init__([])

    def read(self, image: Image.Image, languages: str, options: ReadOptions, timeout: int) -> list[RawWord]:
        os._exit(139)
