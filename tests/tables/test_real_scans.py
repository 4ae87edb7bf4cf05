"""A real recorded deed scan (shared corpus): watermarks, a notary block and signatures are not tables, and
their words stay in the text (nothing is dropped when a "table" is refused)."""

from __future__ import annotations

import pytest

from engross.settings import Settings
from ingest.pipeline import page_pool, run
from tests.conftest import CORPUS

DEED = CORPUS / "legal" / "deedocr_3917312-1_special_warranty_deed_scan.pdf"  # 7 pages, 'UNOFFICIAL COPY'


@pytest.mark.slow
def test_watermarked_recorded_deed_gives_no_table() -> None:
    if not DEED.is_file():
        pytest.skip(f"{DEED} is absent (shared corpus not mounted)")
    settings = Settings()
    with page_pool(settings) as pool:
        result = run(DEED.read_bytes(), str(DEED), settings, executor=pool)
    assert result.tables == [], [(t.id, t.page_start) for t in result.tables]
    assert not [c for c in result.chunks if c.kind == "table"]
    body = " ".join(c.body for c in result.chunks).lower()
    # the notary's acknowledgment (page 2) and the permitted exceptions (page 4) are read as text
    assert "acknowledged" in body and "exceptions" in body
