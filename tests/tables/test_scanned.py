"""Scanned table samples through the real OCR path: rows in their columns, stitching, header carry, confidences."""

from __future__ import annotations

import pytest

from engross.settings import Settings
from schemas.groundtruth import GroundTruth
from tests.tables.conftest import DIGITAL, Read, read_samples

pytestmark = pytest.mark.slow

SCANNED = [f"{name}_scan" for name in DIGITAL]


@pytest.fixture(scope="module")
def scanned() -> dict[str, Read]:
    return read_samples(SCANNED)  # 11 pages of OCR, once for the module


def test_at_least_97_percent_of_rows_recovered_with_cells_in_their_columns(scanned: dict[str, Read]) -> None:
    scores = [r.score for r in scanned.values()]
    ok, total = sum(s.rows_ok for s in scores), sum(s.truth_rows for s in scores)
    print(f"\nscanned rows in place {ok}/{total}; read right {sum(s.rows_exact for s in scores)}/{total}")
    assert ok >= 0.97 * total, [f for s in scores for f in s.failures]
    for s in scores:
        assert s.rows_ok >= 0.97 * s.truth_rows, s.failures


@pytest.mark.parametrize("name", SCANNED)
def test_every_scanned_table_chunk_carries_the_header_and_no_header_is_data(scanned: dict[str, Read],
                                                                           name: str) -> None:
    s = scanned[name].score
    assert s.chunks_with_header == s.chunks
    assert s.header_as_data == 0
    assert s.header_ok == s.truth_tables, s.failures


@pytest.mark.parametrize("name", SCANNED)
def test_scanned_tables_are_stitched_over_exactly_their_pages_and_nothing_else_is_a_table(
        scanned: dict[str, Read], name: str) -> None:
    s = scanned[name].score
    assert s.stitched_right == s.truth_tables, s.failures
    assert s.extra_tables == 0, s.failures


def test_repeated_header_on_a_scanned_continuation_is_recognised(scanned: dict[str, Read]) -> None:
    (table,) = scanned["tables_grid_repeat_scan"].tables
    assert [p.header_repeated for p in table.parts] == [False, True, True]


def test_cells_keep_their_ocr_confidence(scanned: dict[str, Read]) -> None:
    (table,) = scanned["tables_grid_once_scan"].tables
    cells = [c for r in table.rows for c in r if c.text]
    assert all(0.0 <= c.confidence <= 1.0 and c.bbox for c in cells)
    assert any(c.confidence < 1.0 for c in cells)  # OCR'd, not the text layer
    chunk = scanned["tables_grid_once_scan"].chunks[0]
    assert {w.source for w in chunk.words} == {"ocr"}



def test_an_undamaged_ruled_table_scan_sends_no_table_chunk_to_review_for_faded_text() -> None:
    # the generator put no damage on this scan (its truth lists none); the JPEG's ringing round the rules darkens
    # the blank between two rows, which the faint-row search took for a faded line: every table chunk went to
    # review. Ruled grids are re-read cell by cell (Page.grid_words), so their blanks are not searched
    import pypdfium2 as pdfium

    from ingest.assemble import assemble
    from ingest.pipeline import new_document, read_pages
    from tests.tables.conftest import TABLES

    settings = Settings()
    data = (TABLES / "tables_grid_repeat_scan.pdf").read_bytes()
    assert GroundTruth.model_validate_json((TABLES / "tables_grid_repeat_scan.truth.json").read_text()).damage == []
    pages = read_pages(data, len(pdfium.PdfDocument(data)), settings)
    result = assemble(new_document(data, "tables_grid_repeat_scan.pdf", settings), pages, settings)
    tables = [c for c in result.chunks if c.table_id]
    assert len(tables) >= 3
    faded = [(c.structure_path, r.page, r.bbox) for c in tables for r in c.unread_regions if r.kind == "faded"]
    assert not faded, faded


def test_a_ruled_cell_faded_white_is_flagged_and_a_cell_printed_blank_is_not(monkeypatch: pytest.MonkeyPatch) -> None:
    # The generator fades one cell's text to ~3% of its darkness (samples.wear heavy: destroyed) and paints another
    # cell's text out to plain paper (a cell printed empty). The grid re-read returns neither and the page-wide
    # searches leave grids out: the faded cell was an empty cell in a table chunk sent to the index (silent loss)
    import numpy as np
    import pypdfium2 as pdfium

    import samples.scan
    from ingest.assemble import assemble
    from ingest.pipeline import new_document, read_pages
    from samples.scan import LIGHT, Damage, scan
    from tests.tables.conftest import TABLES

    def blank(img: np.ndarray, d: Damage, _rng: object) -> None:
        x0, y0, x1, y1 = (int(round(v * 300 / 72)) for v in d.bbox)
        img[y0:y1, x0:x1] = 255

    monkeypatch.setitem(samples.scan.WEAR, "blank", blank)
    digital = (TABLES / "tables_grid_repeat.pdf").read_bytes()
    text = pdfium.PdfDocument(digital)[0].get_textpage()
    height = pdfium.PdfDocument(digital)[0].get_size()[1]

    def box_of(words: str) -> tuple[float, float, float, float]:
        first, count = text.search(words).get_next()
        left, bottom, _r, top = text.get_charbox(first)
        right = text.get_charbox(first + count - 1)[2]
        return (left - 2, height - top - 3, right + 2, height - bottom + 3)

    data, truth = scan(digital, 1, LIGHT, [Damage(1, box_of("B. Fernandes"), "fade", [], strength="heavy"),
                                           Damage(1, box_of("K. Anitha"), "blank", [], strength="heavy")], seed=1)
    faded, blanked = truth[0].bbox, truth[1].bbox
    settings = Settings()
    result = assemble(new_document(data, "faded_cell.pdf", settings), read_pages(data, 1, settings), settings)

    def meets(a: tuple[float, ...], b: tuple[float, ...]) -> bool:
        return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]

    row = next(c for c in result.chunks if c.table_id and "6123/1986" in c.body)
    printed = {key: next(line for line in row.body.splitlines() if key in line) for key in ("6123/1986", "1322/1986")}
    assert "Fernandes" not in printed["6123/1986"] and "Anitha" not in printed["1322/1986"]  # nothing to read
    assert row.route == "review" and any(meets(r.bbox, faded) for r in row.unread_regions), row.review_reasons
    regions = [r for c in result.chunks for r in c.unread_regions]
    assert not any(meets(r.bbox, blanked) for r in regions), [r.bbox for r in regions]
