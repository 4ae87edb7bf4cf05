"""Table samples read once per test module through the real page path (text layer or OCR)."""

from __future__ import annotations

from pathlib import Path

import pytest

from engross.evaluation.tables import TableScore, run_tables, score
from engross.settings import Settings
from schemas import Chunk, GroundTruth, Table

TABLES = Path(__file__).resolve().parents[2] / "samples" / "tables"
DIGITAL = ["tables_grid_once", "tables_grid_repeat", "tables_borderless", "tables_adjacent", "tables_prose"]


class Read:
    """One sample after the table stage: what it found, its chunks, and the figures against its truth."""

    def __init__(self, name: str, tables: list[Table], chunks: list[Chunk], truth: GroundTruth) -> None:
        self.name, self.tables, self.chunks, self.truth = name, tables, chunks, truth
        self.score: TableScore = score(name, truth, tables, chunks)


def read_samples(names: list[str]) -> dict[str, Read]:
    """Pages read by the pipeline's own reader (OCR in a process pool), then furniture, tables, chunks."""
    import pypdfium2 as pdfium

    from ingest.pipeline import page_pool, read_pages

    settings = Settings()
    out = {}
    with page_pool(settings) as pool:
        for name in names:
            data = (TABLES / f"{name}.pdf").read_bytes()
            pages = read_pages(data, len(pdfium.PdfDocument(data)), settings, executor=pool)
            tables, chunks = run_tables(pages, settings)
            truth = GroundTruth.model_validate_json((TABLES / f"{name}.truth.json").read_text())
            out[name] = Read(name, tables, chunks, truth)
    return out


@pytest.fixture(scope="session")
def digital() -> dict[str, Read]:
    return read_samples(DIGITAL)
