"""Scanned property documents end to end (real Tesseract): the type, the fields, and no wrong field served.

Truth comes from the generator (samples/property_docs.py), never from the pipeline.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from engross.evaluation.fields import score_document
from engross.settings import Settings
from ingest.pipeline import run
from schemas import GroundTruth

PROPERTY = Path(__file__).resolve().parents[2] / "samples" / "property"
FAST = ["sale_deed_scan", "encumbrance_certificate_scan"]
SLOW = ["mortgage_deed_scan", "gift_deed_scan", "lease_scan", "power_of_attorney_scan", "agreement_for_sale_scan"]


def _check(name: str, tmp_path: Path) -> dict:
    truth = GroundTruth.model_validate_json((PROPERTY / f"{name}.truth.json").read_text())
    pdf = PROPERTY / truth.file
    result = run(pdf.read_bytes(), str(pdf), Settings(home=tmp_path))
    scored = score_document(result, truth)
    assert result.document.doc_type == truth.doc_type, result.document.doc_type_reasons
    assert all(c.doc_type == truth.doc_type for c in result.chunks)
    wrong_served = [r for r in scored["fields"] if not r["right"] and r["served"]]
    assert not wrong_served, "a wrong value would reach the API unflagged"
    truth_rows = [r for r in scored["fields"] if r["want"] is not None]
    right = sum(r["right"] for r in truth_rows)
    assert right >= 0.9 * len(truth_rows), [r for r in truth_rows if not r["right"]]
    return scored


@pytest.mark.parametrize("name", FAST)
def test_scanned_sale_deed_and_encumbrance_certificate(name, tmp_path):
    scored = _check(name, tmp_path)
    if name.startswith("encumbrance"):  # the transactions table runs over pages: every row is read
        rows = {r["name"].split(".")[1] for r in scored["fields"] if r["name"].startswith("transactions.")}
        truth = GroundTruth.model_validate_json((PROPERTY / f"{name}.truth.json").read_text())
        assert len(rows) == int(truth.fields["transactions_count"])


@pytest.mark.slow
@pytest.mark.parametrize("name", SLOW)
def test_scanned_deeds_of_every_type(name, tmp_path):
    _check(name, tmp_path)


def test_every_truth_names_its_type_and_fields():
    for path in sorted(PROPERTY.glob("*.truth.json")):
        truth = GroundTruth.model_validate_json(path.read_text())
        assert truth.doc_type and truth.fields and (PROPERTY / truth.file).is_file()
