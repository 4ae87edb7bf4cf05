"""A list's last item left open (`; or`, `,`) with nothing after it in its section: the closing words or last items
were lost (session 25, issue 10), so the chunk holding it goes to review; a list closed by its last item, by
closing words, or going on in an outer list sends nothing."""

from __future__ import annotations

from ingest.cut_lists import flag_open_lists
from ingest.structure import parse
from tests.structure.snippets import lines_from
from tests.structure.test_chunking import chunks_of

CLOSED = """
    PART I
    OFFENCES
    4. (1) Any person who—
    (a) enters the premises without leave;
    (b) damages any property of the Board; or
    (c) obstructs an officer in the course of his duty,
    shall be guilty of an offence and shall on conviction be liable to a fine.
    (2) A prosecution under this section needs the consent of—
    (a) the Public Prosecutor in the case of—
    (i) an offence under subsection (1); or
    (ii) an offence under any regulation; and
    (b) the Minister in any other case.
    5. The Minister may make regulations for—
    (a) fees; and
    (b) forms.
"""


def _flagged(snippet: str) -> dict[str, list[str]]:
    _, chunks = chunks_of(snippet, cap=40)
    flag_open_lists(chunks, parse(lines_from(snippet), []))
    return {" > ".join(c.structure_path): c.review_reasons for c in chunks if c.route == "review"}


def test_lists_closed_by_their_last_item_closing_words_or_an_outer_list_send_nothing() -> None:
    assert _flagged(CLOSED) == {}


def test_closing_words_lost_after_the_last_item_send_its_chunk_to_review() -> None:
    cut = CLOSED.replace("    shall be guilty of an offence and shall on conviction be liable to a fine.\n", "")
    cut = cut.replace("course of his duty,", "course of his duty; or")
    cut = cut.replace("    (2) A prosecution", "    5A. A prosecution").replace("    5. The", "    6. The")
    flagged = _flagged(cut)
    assert len(flagged) == 1 and "PART I > 4 > (1) > (c)".startswith(next(iter(flagged))), flagged
    assert "last item (c) ends open" in next(iter(flagged.values()))[0]


def test_a_last_item_lost_after_an_items_or_sends_its_chunk_to_review() -> None:
    cut = CLOSED.replace("    (b) the Minister in any other case.\n", "")
    flagged = _flagged(cut)
    assert len(flagged) == 1 and "PART I > 4 > (2) > (a) > (ii)".startswith(next(iter(flagged))), flagged
    assert "(ii) ends open ('... any regulation; and')" in next(iter(flagged.values()))[0]


def _comma_list(last: str) -> str:
    """CLOSED's section 4 as a penal section's comma list (items joined `,` / `, or`), its closing words wiped."""
    cut = CLOSED.replace("    shall be guilty of an offence and shall on conviction be liable to a fine.\n", "")
    cut = cut.replace("without leave;", "without leave,").replace("the Board; or", "the Board, or")
    cut = cut.replace("course of his duty,", last)
    return cut.replace("    (2) A prosecution", "    5A. A prosecution").replace("    5. The", "    6. The")


def test_a_comma_lists_last_item_ending_on_a_bare_comma_before_wiped_closing_words_goes_to_review() -> None:
    flagged = _flagged(_comma_list("course of his duty,"))
    assert len(flagged) == 1 and "PART I > 4 > (1) > (c)".startswith(next(iter(flagged))), flagged
    assert "last item (c) ends open ('... of his duty,')" in next(iter(flagged.values()))[0]


def test_a_semicolon_lists_last_item_whose_full_stop_was_read_as_a_comma_sends_nothing() -> None:
    cut = CLOSED.replace("    shall be guilty of an offence and shall on conviction be liable to a fine.\n", "")
    cut = cut.replace("course of his duty,", "course of his duty.").replace("(b) forms.", "(b) forms,")
    cut = cut.replace("    (2) A prosecution", "    5A. A prosecution").replace("    5. The", "    6. The")
    assert _flagged(cut) == {}
    assert _flagged(_comma_list("course of his duty.")) == {}
