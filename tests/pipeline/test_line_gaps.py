"""A blank inside a line routes its chunk (`confidence.line_gaps`: words a coffee rim wiped, the rest read sure), but
not where print leaves one: a signature block set in two columns, the space after a run-in heading. Truth: how the
samples were made (samples/make_tables.py, samples/make_damaged.py), never the pipeline's own output."""

from __future__ import annotations

from engross.settings import Settings
from ingest.pipeline import run
from samples.make_damaged import generated_document
from schemas import GroundTruth
from tests.conftest import SAMPLES
from tests.pipeline.pdfs import one_page


def _no_gap(reasons: list[str]) -> bool:
    return not any(r.startswith("a blank inside a line") for r in reasons)


def test_a_signature_block_in_two_columns_is_no_blank_inside_a_line() -> None:
    # make_tables.prose() draws `VENDOR`, the parties' names and `Witness: ...` at the margin and again at the page's
    # middle (W / 2 + 20) on three lines: a mild office scan read it word for word, and the blank between the
    # columns sent the chunk to review (review-findings R3)
    truth = GroundTruth.model_validate_json((SAMPLES / "tables" / "tables_prose_scan.truth.json").read_text())
    assert "VENDOR PURCHASER Sri R. Venkatesh Smt. K. Anitha Witness: N. Gowda Witness: V. Nair" in truth.pages[0]
    result = run((SAMPLES / "tables" / "tables_prose_scan.pdf").read_bytes(), "prose.pdf", Settings())
    block = next(c for c in result.chunks if "Witness" in c.body)
    assert _no_gap(block.review_reasons), block.review_reasons


def test_the_space_after_a_run_in_heading_is_no_blank_inside_a_line() -> None:
    # damage seed 6273, statute 03 (harsh scan, no damage on page 3): `(6) Unauthorized Disclosure. The disclosure by
    # a ...`, the heading run into its text; on the harsh scan every space is wide and the one after the heading's
    # full stop 3.3 text heights (2.9 times the line's other spaces): read word for word, the item went to review
    _, pdf, truth = generated_document(3, 6273)
    unit = next(u for u in truth.units if u.heading == "Unauthorized Disclosure")
    assert unit.text.startswith("The disclosure by a controller") and truth.scan_profile == "harsh"
    assert not [d for d in truth.damage if d.page == 3]
    result = run(one_page(pdf, 3), "statute-p3.pdf", Settings())
    item = next(c for c in result.chunks if "Unauthorized Disclosure" in c.body)
    assert _no_gap(item.review_reasons), item.review_reasons
