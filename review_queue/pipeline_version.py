"""The pipeline version of a result: code version + digests of the settings that shape reading and assembly.

Computed here, in the adapter, from the options object the pipeline receives; `ingest/` never sees it. A
result whose reading digest matches the current one can be re-assembled from its stored pages (no OCR).
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass
from typing import Any

from engross import __version__
from ingest.options import Knobs, as_options
from schemas import PAGE_FORMAT

# the settings that change what a page read gives (words, lines, confidences). ocr_engine is left out: both
# engines run the same Tesseract with the same options (ocr_raw_lines too: the same pixels reach the recogniser);
# `engross reprocess --reread` re-reads after an upgrade
# and schemas.PAGE_FORMAT: pages stored in an older format are read again
READING = ("ocr_languages", "dpi", "deskew", "denoise", "binarize", "text_layer_min_chars",
           "text_layer_min_plausible")
# the settings that change what is built from the pages: structure and chunks, and where each chunk is routed
ASSEMBLY = ("chunking", "chunk_soft_cap_tokens", "table_chunk_rows", "review_threshold", "low_word_confidence",
            "field_review_threshold")


@dataclass(frozen=True)
class PipelineVersion:
    code: str
    reading: str
    assembly: str
    settings: dict[str, Any]

    @property
    def label(self) -> str:
        """`0.1.0+r1a2b3c.a4d5e6f`: code version, then the reading and assembly digests."""
        return f"{self.code}+r{self.reading[:7]}.a{self.assembly[:7]}"


def _digest(values: dict[str, Any]) -> str:
    return hashlib.sha256(json.dumps(values, sort_keys=True, default=str).encode()).hexdigest()[:16]


def of(options: Knobs) -> PipelineVersion:
    """The version the given options produce; a forced family or document type (Options) shapes assembly too."""
    options = as_options(options)
    reading = {name: getattr(options, name) for name in READING} | {"page_format": PAGE_FORMAT}
    assembly = {name: getattr(options, name) for name in ASSEMBLY} | {"family": options.family,
                                                                       "doc_type": options.doc_type}
    return PipelineVersion(__version__, _digest(reading), _digest(assembly), reading | assembly)


def label(row: Any) -> str:
    """The label of a stored result row."""
    return PipelineVersion(row.code_version, row.reading_digest, row.assembly_digest, {}).label
