"""A section number hung in the left margin (`2.` before its heading, the body set further in, as Commonwealth Acts
and instruments print it) that the page OCR drops is narrower than a short word, so the ink accounting must still
look at it on its heading's row: re-read, the number is in and its units stand under their paths. The page is the
corpus' Ghanaian instrument scanned at the clean level (corpus.build: truth from the generator, never the
pipeline's reading)."""

from __future__ import annotations

from pathlib import Path

import pytest

from corpus.docs import documents
from engross.settings import Settings
from ingest.pipeline import run

DOC = "gen_gh_emergency_communications_system_instrument2020_ei63"


def test_a_hung_section_number_the_ocr_dropped_is_read_again(tmp_path: Path) -> None:
    """Before: `Central Subscriber Identity Module Register` read without its `2.` (no word, no unread region), so
    2 and 3 and their subsections had no path; now `2.` and `3.` are re-read and the units stand under them."""
    from corpus.build import build_doc

    doc = next((d for d in documents(None) if d.id == DOC), None)
    if doc is None:
        pytest.skip("the instrument is not in the corpus")
    pdf = build_doc(doc, "clean", tmp_path)
    result = run(pdf.read_bytes(), pdf.name, Settings())
    paths = {" > ".join(c.structure_path) for c in result.chunks}
    assert {"2", "3", "4"} <= {p.split(" > ")[0] for p in paths}, sorted(paths)
    first = result.pages[0]
    assert any(ln.text.startswith("2. Central Subscriber") for ln in first.lines)
    assert any(ln.text.startswith("3. Central Equipment") for ln in first.lines)
