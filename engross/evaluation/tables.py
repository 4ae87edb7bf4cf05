"""Table figures per sample against its generator's truth: `python -m engross.evaluation.tables samples/tables`."""

from __future__ import annotations

import argparse
import os
from dataclasses import dataclass, field
from pathlib import Path

from rapidfuzz import fuzz

from engross.evaluation.metrics import normalise
from engross.settings import Settings
from ingest.furniture import strip_furniture
from ingest.options import Knobs
from ingest.pipeline import page_pool, read_pages
from ingest.tables import find_tables, table_chunks
from schemas import Chunk, Document, GroundTruth, Page, Table, TruthTable

CELL_MATCH = 85  # per-cell fuzzy ratio that tolerates an OCR slip but not a cell from another column
ROW_MATCH = 70  # a read row is this truth row (for the structure figure) at this whole-row ratio


@dataclass
class TableScore:
    """What a user would notice about one sample's tables."""

    sample: str
    truth_tables: int = 0
    found_tables: int = 0
    truth_rows: int = 0
    rows_ok: int = 0  # truth rows found with every cell in its own column
    rows_exact: int = 0  # ... and every cell's text read right (OCR slips under CELL_MATCH allowed)
    header_ok: int = 0  # truth tables whose header rows were recognised as header
    header_as_data: int = 0  # data rows that are really a header row
    chunks: int = 0
    chunks_with_header: int = 0
    stitched_right: int = 0  # truth tables found as one table over exactly their pages
    extra_tables: int = 0  # found tables that match no truth table (prose read as a table)
    failures: list[str] = field(default_factory=list)

    @property
    def row_share(self) -> float:
        return self.rows_ok / self.truth_rows if self.truth_rows else 1.0

    @property
    def exact_share(self) -> float:
        return self.rows_exact / self.truth_rows if self.truth_rows else 1.0


def _cells(row: list) -> list[str]:
    return [normalise(c.text if hasattr(c, "text") else c) for c in row]


def _row_ok(truth: list[str], found: list[str]) -> bool:
    """Every cell read as its truth (an OCR slip allowed) and in its own column."""
    return len(truth) == len(found) and all(
        a == b or fuzz.ratio(a, b) >= CELL_MATCH for a, b in zip(truth, found, strict=True))


def _row_placed(truth: list[str], found: list[str]) -> bool:
    """Every cell in its own column: each read cell is nearer its own truth cell than any other cell of the row.

    This separates table structure (columns, rows, stitching) from OCR character errors, which
    _row_ok also counts.
    """
    if len(truth) != len(found) or fuzz.ratio(" ".join(truth), " ".join(found)) < ROW_MATCH:
        return False
    for i, cell in enumerate(found):
        if not truth[i]:
            continue
        sims = [fuzz.ratio(cell, t) for t in truth]
        if not cell or sims[i] < max(sims):
            return False
    return True


def _count(truth_rows: list[list[str]], found: list[list[str]], ok) -> int:  # noqa: ANN001
    pool, n = list(found), 0
    for row in truth_rows:
        hit = next((i for i, f in enumerate(pool) if ok(row, f)), None)
        if hit is not None:
            n += 1
            pool.pop(hit)
    return n


def _match(truth: TruthTable, tables: list[Table]) -> tuple[Table | None, int, int]:
    """The found table holding most of the truth rows; rows with cells placed right, rows read right."""
    want = [_cells(r) for r in truth.rows]
    best: tuple[Table | None, int, int] = (None, 0, 0)
    for table in tables:
        found = [_cells(r) for r in table.rows]
        placed = _count(want, found, _row_placed)
        if placed > best[1]:
            best = (table, placed, _count(want, found, _row_ok))
    return best


def score(name: str, truth: GroundTruth, tables: list[Table], chunks: list[Chunk]) -> TableScore:
    s = TableScore(sample=name, truth_tables=len(truth.tables), found_tables=len(tables))
    matched: set[str] = set()
    for tt in truth.tables:
        s.truth_rows += len(tt.rows)
        table, n, exact = _match(tt, tables)
        s.rows_ok += n
        s.rows_exact += exact
        if table is None:
            s.failures.append(f"{tt.id}: not found")
            continue
        if n < len(tt.rows):
            s.failures.append(f"{tt.id}: {len(tt.rows) - n} of {len(tt.rows)} rows not recovered with cells in place")
        if exact < n:
            s.failures.append(f"{tt.id}: {n - exact} rows in place but with a cell misread (OCR)")
        matched.add(table.id)
        header = [_cells(r) for r in table.header_rows]
        if len(header) == len(tt.header) and all(_row_placed(_cells(t), f) for t, f in zip(tt.header, header,
                                                                                           strict=True)):
            s.header_ok += 1
        else:
            s.failures.append(f"{tt.id}: header read as {[' | '.join(r) for r in header]}")
        pages = sorted({p.page for p in table.parts})
        if pages == tt.pages:
            s.stitched_right += 1
        else:
            s.failures.append(f"{tt.id}: found on pages {pages}, truth {tt.pages}")
        heads = [normalise(" ".join(h)) for h in tt.header]
        s.header_as_data += sum(1 for r in table.rows if any(fuzz.ratio(normalise(" ".join(_cells(r))), h) >= 85
                                                             for h in heads))
    s.extra_tables = len([t for t in tables if t.id not in matched])
    if s.extra_tables:
        s.failures.append(f"{s.extra_tables} table(s) matching no truth table: "
                          f"{[t.id + ' p' + str(t.page_start) for t in tables if t.id not in matched]}")
    for c in chunks:
        s.chunks += 1
        tt = truth.tables[0] if len(truth.tables) == 1 else next(
            (t for t in truth.tables if t.id == c.table_id), None)
        want = normalise(" ".join(tt.header[0])) if tt else ""
        got = normalise(" ".join(c.text.split("\n")[1:4]).replace("|", " "))
        s.chunks_with_header += bool(want) and fuzz.partial_ratio(want, got) >= 90
    return s


def run_tables(pages: list[Page], settings: Knobs) -> tuple[list[Table], list[Chunk]]:
    """The table stage as the pipeline runs it: furniture stripped, tables found, chunks cut."""
    pages = [p.model_copy(deep=True) for p in pages]
    strip_furniture(pages)
    tables = find_tables(pages)
    doc = Document(id="eval", source="eval", filename="eval")
    chunks = [c for t in tables for c in table_chunks(t, doc, "Doc", [], None, f"{t.id}-", settings)]
    return tables, chunks


def evaluate(pdf: Path, settings: Knobs, executor=None) -> tuple[TableScore, list[Table]]:  # noqa: ANN001
    data = pdf.read_bytes()
    truth = GroundTruth.model_validate_json(pdf.with_suffix(".truth.json").read_text())
    import pypdfium2 as pdfium

    count = len(pdfium.PdfDocument(data))
    pages = read_pages(data, count, settings, executor=executor)
    tables, chunks = run_tables(pages, settings)
    return score(pdf.stem, truth, tables, chunks), tables


def print_scores(scores: list[TableScore]) -> None:
    print(f"{'sample':28} {'tables':>7} {'rows in place':>14} {'read right':>10} {'hdr':>5} {'hdr-as-data':>11} "
          f"{'chunks w/hdr':>12} {'stitched':>8} {'extra':>5}")
    for s in scores:
        print(f"{s.sample:28} {s.found_tables:>3}/{s.truth_tables:<3} {s.rows_ok:>4}/{s.truth_rows:<3}"
              f"{100 * s.row_share:5.1f}% {s.rows_exact:>4} {100 * s.exact_share:5.1f}% "
              f"{s.header_ok:>3}/{s.truth_tables} {s.header_as_data:>11} "
              f"{s.chunks_with_header:>6}/{s.chunks:<5} {s.stitched_right:>6}/{s.truth_tables} {s.extra_tables:>5}")
        for f in s.failures:
            print(f"    - {f}")
    for label, group in (("born-digital", [s for s in scores if "_scan" not in s.sample]),
                         ("scanned", [s for s in scores if "_scan" in s.sample])):
        rows = sum(s.truth_rows for s in group)
        if rows:
            print(f"{label}: rows in place {sum(s.rows_ok for s in group)}/{rows} "
                  f"({100 * sum(s.rows_ok for s in group) / rows:.1f}%), read right "
                  f"{sum(s.rows_exact for s in group)}/{rows}; chunks with header "
                  f"{sum(s.chunks_with_header for s in group)}/{sum(s.chunks for s in group)}; header rows as data "
                  f"{sum(s.header_as_data for s in group)}; tables stitched right "
                  f"{sum(s.stitched_right for s in group)}/{sum(s.truth_tables for s in group)}; "
                  f"tables from prose {sum(s.extra_tables for s in group)}")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("paths", type=Path, nargs="+", help="folders of samples and/or single PDFs with truth")
    ap.add_argument("--only", choices=["digital", "scanned"], help="limit to born-digital or scanned samples")
    ap.add_argument("--reasons", action="store_true", help="print each table's stitch reasons")
    args = ap.parse_args()
    os.environ["OMP_THREAD_LIMIT"] = "1"
    settings = Settings()
    pdfs = [p for path in args.paths for p in (sorted(path.glob("*.pdf")) if path.is_dir() else [path])]
    pdfs = [p for p in pdfs if p.with_suffix(".truth.json").exists()]
    if args.only:
        pdfs = [p for p in pdfs if ("_scan" in p.stem) == (args.only == "scanned")]
    scores = []
    with page_pool(settings) as pool:
        for pdf in pdfs:
            s, tables = evaluate(pdf, settings, pool)
            scores.append(s)
            if args.reasons:
                for t in tables:
                    print(f"{pdf.stem} {t.id} pages {t.page_start}-{t.page_end} caption={t.caption!r} "
                          f"rows={len(t.rows)} reasons={t.stitch_reasons}")
    print_scores(scores)


if __name__ == "__main__":
    main()
