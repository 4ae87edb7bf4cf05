"""A Bengali list item `(ঙ)` or `(৩)` read as the sign it is drawn as, `(©)`, is the label as printed (no review)."""

from __future__ import annotations

from engross.settings import Settings
from ingest.confidence import score_chunks
from ingest.structure import parse, unit_paths
from schemas import Chunk, Page, Span
from tests.structure.snippets import lines_from, node_at

# fresh15's Village Defence Party Act (Bangladesh, 1995) s. 2, born and moderate scans: clause `(ঙ)` read `(©)`,
# given back by the count of the clauses before it (as fresh9's Secured Transactions Act's `(৩)` was)
SECTION = """
    ২। বিষয় বা প্রসঙ্গের পরিপন্থী কোন কিছু না থাকিলে, এই আইনে-
    (ক) “কমান্ড্যান্ট” অর্থ গ্রাম প্রতিরক্ষা দলের কমান্ড্যান্ট;
    (খ) “গ্রাম” অর্থ কোন ইউনিয়ন বা পৌরসভার কোন ওয়ার্ড;
    (গ) “দল” অর্থ এই আইনের অধীন গঠিত গ্রাম প্রতিরক্ষা দল;
    (ঘ) “নির্ধারিত” অর্থ বিধি দ্বারা নির্ধারিত;
    (©) “বিধি” অর্থ এই আইনের অধীন প্রণীত বিধি;
    (চ) “সদস্য” অর্থ দলের কোন সদস্য।
    ৩। সরকার প্রত্যেক গ্রামে একটি দল গঠন করিবে।
"""
CLAUSE = "(©) “বিধি” অর্থ এই আইনের অধীন প্রণীত বিধি;"


def _scored(body: str, path: list[str]) -> Chunk:
    words = [Span(text=t, page=1, bbox=(10.0 * i, 10, 10.0 * i + 8, 20), confidence=0.95, source="ocr")
             for i, t in enumerate(body.split())]
    chunk = Chunk(id="c", doc_id="d", source="s", body=body, text=body, words=words, language="ben",
                  structure_path=path)
    score_chunks([chunk], [Page(number=1, width=2000, height=800, source="ocr", words=words, languages=["ben"])],
                 Settings())
    return chunk


def test_a_bengali_clause_read_as_the_sign_it_is_drawn_as_is_indexed_under_its_letter() -> None:
    tree = parse(lines_from(SECTION), [])
    assert [" > ".join(p) for p, _ in unit_paths(tree)] == [
        "২", "২ > (ক)", "২ > (খ)", "২ > (গ)", "২ > (ঘ)", "২ > (ঙ)", "২ > (চ)", "৩"]
    assert node_at(tree, "২ > (ঙ)").inferred is None  # before: "numbering misread by OCR: (©) is garbled ..."
    chunk = _scored(CLAUSE, ["২", "(ঙ)"])
    assert chunk.route == "index", chunk.review_reasons  # before: "the page does not print '(ঙ)' as such"


def test_another_sign_or_another_item_still_is_a_misread_label() -> None:
    for body, label in ((CLAUSE, "(চ)"), (CLAUSE.replace("(©)", "(®)"), "(ঙ)"), (CLAUSE, "(c)")):
        chunk = _scored(body, ["২", label])
        assert any("numbering misread" in r for r in chunk.review_reasons), (body[:4], label, chunk.review_reasons)
