"""The pipeline's own options: what reading, assembling and routing one document may be told.

`engross.settings.Settings` inherits `Knobs` (so ENGROSS_* variables and the TOML file fill them); every
entry point (the CLI, the workers, eval, bench) hands the pipeline an `Options`: those knobs plus the
choices made for one document (a forced family or document type). `ingest/` never reads the app's settings.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator

# the one list of chunking strategies (the CLI's --chunking choices are read from this line)
ChunkingName = Literal["fixed", "section", "structure"]


class Knobs(BaseModel):
    """Documented in README.md, section "Configuration"; keep the two in step."""

    @field_validator("ocr_engine")
    @classmethod
    def _known_engine(cls, value: str) -> str:
        from ingest.ocr import engine_names  # light: the engines themselves load on first use

        if value not in engine_names():
            raise ValueError(f"unknown OCR engine {value!r}; choose one of {', '.join(engine_names())}")
        return value

    # reading pages
    ocr_languages: str = Field("auto", description="Tesseract languages to read every page in, e.g. 'eng+hin'; "
                               "'auto' = English, or the page's own languages where OSD and the word lists find "
                               "others (docs/languages.md)")
    ocr_engine: str = Field("auto", description="OCR engine: tesserocr (Tesseract in-process, faster), pytesseract "
                            "(the tesseract program), or auto (tesserocr when installed)")
    ocr_raw_lines: bool = Field(True, description="tesserocr: Tesseract's line images go to its recogniser as raw "
                                "pixels, not through a PNG encode and decode each (its library patched in memory: "
                                "the same words, ~15% less CPU a read); off leaves Tesseract as shipped "
                                "(docs/workers.md)")
    dpi: int = Field(300, description="rasterisation resolution for image pages")
    max_page_pixels: int = Field(60_000_000, description="refuse a page whose raster would exceed this")
    max_pages: int = Field(2000, description="refuse a PDF with more pages than this")
    workers: int = Field(0, description="OCR processes for `engross ingest` and `engross worker`; 0 = one per "
                         "usable core (a container's CPU quota counts)")
    tesseract_timeout: int = Field(300, description="seconds before one page's Tesseract run is abandoned")
    text_layer_min_chars: int = Field(20, description="fewer characters than this on a page = no usable text layer")
    text_layer_min_plausible: float = Field(0.6, description="share of dictionary words below which a text layer is "
                                            "treated as garbage and the page is OCR'd again")
    deskew: bool = Field(True, description="measure and correct skew before OCR")
    denoise: bool = Field(False, description="median-filter speckle before OCR (off: raised CER on the samples)")
    binarize: bool = Field(False, description="Otsu binarisation before OCR (off: raised CER on the samples)")
    smooth_starved: bool = Field(True, description="a deeply starved page (eroded, washed-out thin print: "
                                 "preprocess.ink_depth under 0.45, preprocess.SMOOTH_BELOW) is read with its paper "
                                 "grain smoothed off and its contrast stretched (preprocess.grain_off; strokes not "
                                 "grown): fewer misread words and markers on harsh scans of thin faces; pages "
                                 "starved less deeply (0.45-0.70) read as scanned (docs/eval.md 'Harsh pages read "
                                 "with their grain smoothed off'); clean and moderate pages are never starved")
    reread_starved: bool = Field(False, description="a starved page (eroded, washed-out print: preprocess.ink_depth "
                                 "under 0.70) whose read is unsure is read again darkened and thickened, the surer "
                                 "read kept (off until measured on whole halves: docs/structure.md 'Reading harsh "
                                 "scans')")
    reread_doubted: bool = Field(False, description="on a starved page, the words read under 0.85 are read again "
                                 "each alone, darkened and thickened (ingest.reread): a common word or number read "
                                 "the same at 0.90 or more, or an unknown word two re-reads give as the same listed "
                                 "word, is confirmed; a line whose doubted words are all confirmed takes them (off: "
                                 "on harsh seeds it freed 2 of 168 needless reviews for ~45% more reading time on "
                                 "starved pages, docs/eval.md 'Harsh needless review: doubted words read again')")

    # confidence and routing
    review_threshold: float = Field(0.80, description="a chunk whose confidence is under this goes to review")
    low_word_confidence: float = Field(0.60, description="a word under this OCR confidence counts as low")
    field_review_threshold: float = Field(0.80, description="an extracted field whose weakest word was read "
                                          "under this confidence goes to review (docs/extraction.md)")

    # chunking
    chunking: ChunkingName = Field("structure", description="fixed | section | structure")
    chunk_soft_cap_tokens: int = Field(800, description="soft cap on a chunk's size (whitespace tokens)")
    table_chunk_rows: int = Field(25, description="max data rows in one table chunk")

    def ocr_processes(self) -> int:
        """ENGROSS_WORKERS, else the cores this process may really use (a container's CPU quota included)."""
        return self.workers or usable_cpus()

    def options(self, **choices: Any) -> Options:
        """These knobs as the pipeline's Options, with per-document choices (family, doc_type) or overrides."""
        values = {name: getattr(self, name) for name in Knobs.model_fields}
        return Options.model_validate({**values, **{k: v for k, v in choices.items() if v is not None}})


class Options(Knobs):
    """What one ingestion runs with: the knobs, plus choices a caller made for this document."""

    model_config = ConfigDict(frozen=True, extra="forbid")  # a misspelt choice must not pass unseen

    family: str | None = Field(None, description="force the document family (default: detected)")
    doc_type: str | None = Field(None, description="force the document type (default: detected)")


def as_options(knobs: Knobs) -> Options:
    """Options as given, or plain knobs (a Settings) with no per-document choices."""
    return knobs if isinstance(knobs, Options) else knobs.options()


def usable_cpus(cgroup: Path = Path("/sys/fs/cgroup")) -> int:
    """Cores this process may use: its CPU affinity, capped by a cgroup CPU quota (`docker run --cpus 2`,
    compose `cpus:`), which os.cpu_count() ignores (4 workers on 8 host cores would start 32 Tesseracts)."""
    cores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else (os.cpu_count() or 1)
    quota = _cgroup_quota(cgroup)
    return max(1, min(cores, quota) if quota else cores)


def _cgroup_quota(root: Path) -> int | None:
    """ceil(quota / period) from cgroup v2 `cpu.max` or v1 `cpu.cfs_quota_us`; None when unlimited."""
    try:
        if (root / "cpu.max").is_file():
            quota, period = (root / "cpu.max").read_text().split()[:2]
        elif (root / "cpu" / "cpu.cfs_quota_us").is_file():
            quota = (root / "cpu" / "cpu.cfs_quota_us").read_text().strip()
            period = (root / "cpu" / "cpu.cfs_period_us").read_text().strip()
        else:
            return None
        if quota in ("max", "-1"):
            return None
        return max(1, -(-int(quota) // int(period)))
    except (OSError, ValueError):
        return None
