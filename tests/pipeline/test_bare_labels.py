"""A section read as its number alone sends its chunk to review (issue 10): seed 9997's my_act 11 read `10.` at the
top of a band OCR did not read, the band went to section 11 (whose box holds most of it), and `10.` was indexed at
confidence 0.96 under `PART III > 10` with its section's text in no chunk. The Act printed below is the truth."""

from __future__ import annotations

from engross.settings import Settings
from ingest import chunking
from ingest.bare_labels import flag_bare_labels
from ingest.structure import parse
from schemas import Document
from tests.structure.test_chunking import by_path
from tests.structure.test_harsh_alone_item_first import _ocr

ACT = """
PART III
PROTECTION OF DOMESTIC WORKERS
Rest day
9. Every domestic worker shall be allowed in each week a rest day of one whole day.
Hours of work
10. A domestic worker shall not be required to work for more than ten hours in a day.
Termination of contract
11. Either party may terminate a contract of service by giving the other one month's notice in writing.
Duties of employer
12. (1) Every employer shall provide the domestic worker with adequate food.
(2) An employer who acts against subsection (1) is guilty of an offence.
"""
LOST = ACT.replace("10. A domestic worker shall not be required to work for more than ten hours in a day.", "10.")


def _routed(snippet: str) -> dict[str, list[str]]:
    doc = Document(id="f" * 64, source="test.pdf", filename="test.pdf")
    chunks = chunking.make_chunks(doc, parse(_ocr(snippet), [], "my_statute"), [], Settings())
    flag_bare_labels(chunks)
    return {p: [r for r in c.review_reasons if "nothing after it" in r] for p, c in by_path(chunks).items()}


def test_a_section_read_as_its_number_alone_goes_to_review() -> None:
    routed = _routed(LOST)
    assert routed["PART III > 10"] and "its text was not read" in routed["PART III > 10"][0], routed
    assert not any(r for p, r in routed.items() if p != "PART III > 10"), routed


def test_the_act_read_whole_is_left_alone() -> None:
    routed = _routed(ACT)
    assert "PART III > 10" in routed and "PART III > 12" in routed and not any(routed.values()), routed
