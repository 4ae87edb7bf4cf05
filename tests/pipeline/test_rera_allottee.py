"""`allottee` is a word, not a line cut inside one: the buyer of a unit, a defined term of India's Real Estate
(Regulation and Development) Act 2016 (s. 2(d)), so of every state's model agreement for sale under it (and of
share allotments under the Companies Act 2013). The general word list lacks it, so two lines of a RERA agreement
ending on `allottees` sent the clause, read whole, to review for "2 lines stop on a broken word" (seed 9985
real11, clause 14 of the Kerala model agreement, clean scan). The lines are that clause as the generator printed
it (samples/real_texts.py, from /work/shared/corpus/legal_texts)."""

from __future__ import annotations

from engross.settings import Settings
from ingest.confidence import score_chunks
from schemas import Page
from tests.pipeline.test_confidence import _chunk

CLAUSE_14 = (
    "14. Right to enter the apartment for repairs: The Promoter/maintenance agency/association of allottees\n"
    "shall have rights of unrestricted access of all Common Areas, garages/closed parking's and parking spaces\n"
    "for providing necessary maintenance services and the Allottee agrees to permit the association of allottees\n"
    "and/or maintenance agency to enter into the (Apartment/Plot) or any part thereof, after due notice and\n"
    "during the normal working hours, unless the circumstances warrant otherwise, with a view to set right any\n"
    "defect.")


def test_lines_ending_on_allottees_are_whole() -> None:
    chunk = _chunk(CLAUSE_14, ["14"])
    score_chunks([chunk], [Page(number=1, width=612, height=792, source="ocr")], Settings())
    assert not any("broken word" in r for r in chunk.review_reasons), chunk.review_reasons


def test_lines_cut_short_in_the_same_clause_still_go_to_review() -> None:
    cut = CLAUSE_14.replace("association of allottees\n", "association of allottees mainten\n")  # a fade's edge
    chunk = _chunk(cut, ["14"])
    score_chunks([chunk], [Page(number=1, width=612, height=792, source="ocr")], Settings())
    assert any("lines stop on a broken word ('mainten', 'mainten'" in r for r in chunk.review_reasons), \
        chunk.review_reasons
