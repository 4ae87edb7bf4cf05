"""A deed's clause number that Tesseract's first read dropped and the ink accounting read back at the second try is
the clause's own label, confirmed by the numbers either side: no reason to send a clause read word for word right to
review. Truth: how the page was made (samples/make_damaged.py's generated deed, scanned clean, no damage at all)."""

from __future__ import annotations

import random
from functools import cache

from engross.settings import Settings
from ingest.boxes import overlap_share
from ingest.confidence import confirms_label, label_words, sibling_numbers
from ingest.pipeline import run
from samples.make_damaged import PROFILES, generated
from samples.scan import scan_with_truth
from schemas import IngestResult
from tests.pipeline.pdfs import one_page

SEED = 5  # a seed of the generator no eval set uses
DEED = 1  # generated() makes a deed of every third document from the second


@cache
def _undamaged_deed_page() -> IngestResult:
    _, layout, pdf, _ = generated(DEED, SEED)
    scan = scan_with_truth(pdf, layout.pages, PROFILES["clean"], [], random.Random(SEED).randrange(10**6), layout)
    assert not any(p.lost_words for p in scan.paragraphs), "the generator destroyed no word"
    return run(one_page(scan.pdf, 2), "deed-p2.pdf", Settings())


def _second_try_labels(result: IngestResult) -> list[str]:
    """Clauses whose opening number lies under a mark the ink accounting left over what it read at the second try."""
    marks = [m for p in result.pages for m in p.marks if m.explained is None]
    return [c.structure_path[-1] for c in result.chunks if c.structure_path and c.words
            and any(overlap_share(c.words[0].bbox, m.bbox) >= 0.5 for m in marks)]


def test_clause_numbers_read_at_the_second_try_do_not_send_an_undamaged_deed_to_review() -> None:
    result = _undamaged_deed_page()
    assert len(_second_try_labels(result)) >= 2, "the first read drops clause numbers, the re-read brings them back"
    assert [c.structure_path for c in result.chunks if c.route == "review"] == [], \
        [(c.structure_path, c.review_reasons) for c in result.chunks if c.route == "review"]


def test_a_second_try_mark_reaching_past_the_label_or_a_judged_mark_still_flags() -> None:
    result = _undamaged_deed_page()
    numbered = sibling_numbers(result.chunks)
    marks = [m for p in result.pages for m in p.marks if m.explained is None]
    held = [(c, m) for c in result.chunks for m in marks if confirms_label(m, c, label_words(c, numbered))]
    assert held, "some clause's own number is under a second-try mark"
    chunk, mark = held[0]
    labelled = label_words(chunk, numbered)
    # past the number into the heading's words or the blank beside them: what the mark covers may be lost
    wide = mark.model_copy(update={"bbox": (mark.bbox[0], mark.bbox[1], mark.bbox[2] + 60, mark.bbox[3])})
    assert not confirms_label(wide, chunk, labelled)
    # a mark the accounting judged (a stain it found unread print under) is judged by its words as before
    assert not confirms_label(mark.model_copy(update={"explained": False}), chunk, labelled)
    # nothing vouches for the number (no sibling prints its own): the mark flags as before
    assert not confirms_label(mark, chunk, set())
