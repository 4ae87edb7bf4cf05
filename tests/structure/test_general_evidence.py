"""Structure decided by evidence that holds across drafting styles (session 14), not by one text's convention: a
section printed with an abbreviated keyword (`SEC. 8.`) holds its decimal sub-sections as `Section 8.` does; a first
subsection whose marker ends its section's heading line; subsections inserted with two letters (`(3DA)` between
`(3D)` and `(3E)`); a roman running counter past `(xx)` opening a form's list at `(xxvi)`; an introduction to
definitions wrapped over two lines. Every snippet is written for this file (no corpus text verbatim); each case asserts
the full structure path of every unit and fails on the code before it."""

from __future__ import annotations

from ingest.structure import explain
from tests.structure.snippets import lines_from, paths

ABBREVIATED_KEYWORD = """
REPUBLIC ACT NO. 99001
Be it enacted by the Senate and House of Representatives of the Philippines in Congress assembled:
SEC. 4. Licences. — No person shall operate a fish port without a licence.
SEC. 5. Conditions. — Unless the Authority provides otherwise, the following conditions shall apply:
   5.1 Ownership — A licensee must be a domestic corporation.
   5.2 Capital — A licensee must have a paid-up capital of Ten million pesos.
   5.3 Insurance — A licensee must insure the port against fire.
SEC. 6. Penalties. — A violation of this Act is punished by a fine.
"""


def test_decimal_sub_sections_sit_under_a_section_whose_keyword_is_abbreviated() -> None:
    """`SEC. 5.` prints its number with the keyword abbreviated; `5.1`, `5.2` are its sub-sections as they are under
    `Section 5.` (before, the dot in `SEC.` made the label look unlike a keyword and the decimals stayed text)."""
    assert paths(ABBREVIATED_KEYWORD, "ph_statute") == [
        "SEC. 4", "SEC. 5", "SEC. 5 > 5.1", "SEC. 5 > 5.2", "SEC. 5 > 5.3", "SEC. 6"]


MARKER_ENDS_THE_LINE = """
7. Bets on races to be void — (1)
All bets on a race are void.
(2) No action lies to recover a bet.
(3) This section does not apply to a licensed totalisator.
8. Lotteries — (1) A lottery is unlawful.
(2) Subsection (1) does not apply to a charity draw.
"""


def test_a_first_subsection_whose_marker_ends_the_heading_line_opens() -> None:
    """`7. Bets on races to be void — (1)` / `All bets ...`: the first subsection's marker is the line's last word
    and its text wraps to the next line. Before, only a marker with words after it on the line was cut, so `(1)`
    stayed in the heading and `(2)`, `(3)` found no list to follow."""
    assert paths(MARKER_ENDS_THE_LINE, "generic") == [
        "7", "7 > (1)", "7 > (2)", "7 > (3)", "8", "8 > (1)", "8 > (2)"]


INSERTED_TWO_LETTERS = """
3. Exemptions — (1) Section 2 does not apply to a club.
(2) The Minister may exempt a society.
(2A) An exemption under subsection (2) is published.
(2B) The Minister may revoke an exemption.
(2BA) A revocation takes effect 30 days after it is published.
(2C) A person aggrieved may appeal.
(3) In this section, "club" means a registered club.
"""


def test_a_subsection_inserted_with_two_letters_stands_between_its_neighbours() -> None:
    """`(2BA)` was inserted between `(2B)` and `(2C)`: inserted numbers compare letter by letter, in any family.
    Before, a marker with two letters after its number was read as no list's item and its text (and `(2C)`'s
    place) went to `(2B)`."""
    assert paths(INSERTED_TWO_LETTERS, "generic") == [
        "3", "3 > (1)", "3 > (2)", "3 > (2A)", "3 > (2B)", "3 > (2BA)", "3 > (2C)", "3 > (3)"]


RUNNING_COUNTER = """
UNDERTAKING BY GUARANTOR
I, ______________ residing at ______________ hereby undertake and say as follows:
(xxvi) I am the absolute owner of the property described in the Schedule.
(xxvii) I have not created any charge on the property.
(xxviii) I shall not sell or lease the property while the loan is outstanding.
(xxix) I shall keep the property insured.
"""


def test_a_form_numbered_with_a_running_roman_counter_opens_its_list_where_the_counter_stands() -> None:
    """A bank's form goes on numbering from the form before it: `(xxvi)` is its first item. A run of markers at one
    line start continuing one another in one shape (roman) after an introduction opens a list at the root whatever
    value it starts at; `(xxviii)`, a numeral of seven letters, is read as a marker. Before, nothing opened: the
    whole form was front matter."""
    assert paths(RUNNING_COUNTER, "in_deed") == ["(xxvi)", "(xxvii)", "(xxviii)", "(xxix)"]
    assert any("running counter" in r for r in explain(lines_from(RUNNING_COUNTER), "in_deed"))


WRAPPED_INTRODUCTION = """
SCHEDULE
ARTICLE I
Definitions
In these Rules the following words have the meanings given to them below,
that is to say-
"cargo" covers all goods carried under a contract of carriage;
"vessel" includes a barge;
"master" means the person in command of a vessel.
ARTICLE II
Scope
These Rules apply to every carriage of goods by sea.
"""


def test_definitions_go_to_the_article_whose_introduction_wraps_over_two_lines() -> None:
    """`In these Rules ... below,` / `that is to say-`: the Article's introduction ends on its second line; the
    definitions after it are the Article's paragraphs (before, only the first line was asked whether it introduced
    them, and the later definitions went to the Schedule)."""
    from ingest.structure import parse, unit_paths

    tree = parse(lines_from(WRAPPED_INTRODUCTION), [], "generic")
    units = {" > ".join(p): n for p, n in unit_paths(tree)}
    assert list(units) == ["SCHEDULE", "SCHEDULE > ARTICLE I", "SCHEDULE > ARTICLE II"]
    article = units["SCHEDULE > ARTICLE I"]
    text = article.text + " " + " ".join(c.text for c in article.children if c.kind == "text")
    assert '"vessel" includes a barge;' in text and '"master" means' in text
    assert '"vessel"' not in units["SCHEDULE"].text + " ".join(
        c.text for c in units["SCHEDULE"].children if c.kind == "text")


SPOILED_FIRST_NUMBER = """
          The Fair Trading Act, 2001
ake Short title and commencement.
    (1) This Act may be called the Fair Trading Act, 2001.
    (2) It comes into force on the day it is published.
    Definitions. In this Act, unless the context otherwise requires,—
    (a) "goods" means every kind of movable property;
    (b) "trader" means a person who sells goods.
3. Unfair practices. No trader shall refuse to sell goods on the ground of caste.
4. Penalty. A trader who contravenes section 3 is punishable with fine.
"""


def test_a_first_section_number_spoiled_into_a_short_token_opens_the_first_section() -> None:
    """On a clean scan of a typewriter-face Act, `1.` printed in bold was read `ake` and `2.` not at all. `ake` is no
    word, hangs left of its heading where the subsections' markers stand, with `(1)` right under it and the next
    section ahead `3.`: it is section 1; section 2's heading then opens where its number was lost (its list starts
    afresh, 3 ahead). Before, the first section stayed front matter and the Act's whole start lost its path."""
    assert paths(SPOILED_FIRST_NUMBER, "generic") == [
        "1", "1 > (1)", "1 > (2)", "2", "2 > (a)", "2 > (b)", "3", "4"]
    assert any("'ake' read as 1." in r for r in explain(lines_from(SPOILED_FIRST_NUMBER), "generic"))


DOUBLED_LETTERS_THROUGH_OCR = """
SEC. 3. Definition of Terms. — For the purposes of this Act:
(gg) "Market" refers to the stock exchange.
(hh) "Related Party" includes:
The director of the trust;
The sponsor of the trust.
(11) "Sponsor" means a person who sets up the trust.
(jj) "Subsidiary" means a corporation controlled by the trust.
(kk) "Unit" means a share in the trust.
"""


def test_doubled_letters_go_on_through_unmarked_lines_and_a_misread_ii() -> None:
    """On a scan, `(ii)` after `(hh)` was read `(11)`, and the lines under `(hh) ... includes:` lost their markers
    (or never had any). `(11)` is `(ii)` there (a look-alike that makes the sequence whole), and a marker that stands
    where the open item's stands and continues its list means no first item of a new list was lost above it (before,
    an `(i)` was inferred for the unmarked line and `(jj)`, `(kk)` went under `(11)`)."""
    assert paths(DOUBLED_LETTERS_THROUGH_OCR, "ph_statute") == [
        "SEC. 3", "SEC. 3 > (gg)", "SEC. 3 > (hh)", "SEC. 3 > (ii)", "SEC. 3 > (jj)", "SEC. 3 > (kk)"]


ARTICLE_STROKE = """
1. This Act may be cited as the Carriage by Road Act.
2. The Rules in the Schedule have the force of law.
                    SCHEDULE
                    ARTICLE |
                    Definitions
In these Rules "carrier" means the owner of the vehicle.
                    ARTICLE II
                    Risks
The carrier is bound to make the vehicle roadworthy.
"""


def test_an_article_whose_numeral_ocr_read_as_a_stroke_is_the_article() -> None:
    """`ARTICLE |`: the one of `ARTICLE I` read as a stroke, as `PART |` and `CHAPTER |` already were. Before, the
    check that an Article's number is roman ran before the stroke was read as `I`, and Article I's text went to the
    Schedule."""
    assert paths(ARTICLE_STROKE, "generic") == ["1", "2", "SCHEDULE", "SCHEDULE > ARTICLE I", "SCHEDULE > ARTICLE II"]


SAME_MEANING = """
4. Exemptions — (1) In this section —
    “contract” excludes a contract which involves —
        (a) the lending of money for gaming; or
        (b) the giving of security for a bet;
    “licensee” has the same meaning as in the Gambling Act 2022;
    “club” means a registered club.
(2) This section applies to contracts made after 1 January 2020.
"""


def test_a_definition_by_reference_goes_to_the_unit_that_introduced_the_definitions() -> None:
    """`“licensee” has the same meaning as in ...` is a definition (Malaysia, Singapore): it goes to `4 > (1)` on a
    line of its own, not onto the tail of `(b)` of the definition before it (whose limbs are `4 > (1)`'s text too, a
    definition's limbs having no path of their own)."""
    from ingest.structure import parse, unit_paths

    tree = parse(lines_from(SAME_MEANING), [], "generic")
    units = {" > ".join(p): n for p, n in unit_paths(tree)}
    assert list(units) == ["4", "4 > (1)", "4 > (2)"]
    lines = units["4 > (1)"].text.split("\n")
    assert "(b) the giving of security for a bet;" in lines
    assert "“licensee” has the same meaning as in the Gambling Act 2022;" in lines


LOST_OPENING_QUOTE = """
5. Section 7 of the principal Act is amended —
    (a) by substituting for subsection (1) the following subsection:
    (1) Where it is shown to a Judge that a publication —
    (a) is likely to lead to violence; or
    (b) promotes ill will,
    the Judge shall make an order prohibiting it.”;
    (b) by deleting subsection (3).
6. The principal Act is amended by inserting after section 10 the following definition:
*“by electronic means”, in relation to a publication, means —
(a) broadcast to the public; or
(b) sent through a network;’.
7. Section 12 of the principal Act is repealed.
"""


def test_an_amendment_s_quoted_text_stays_quoted_when_ocr_lost_or_spoiled_its_opening_quote() -> None:
    """`by substituting for subsection (1) the following subsection:` / `(1) Where ...` (the `“` not read) / ...
    `it.”;`: amending words in that form introduce quoted text as `substitute—` does; and an outer `‘` read as `*`
    opens a quoted definition. The quoted items are the amending unit's text, never its units (before, the quoted
    `(a)`, `(b)` took the places of 5's own items and 6 got the definition's items)."""
    assert paths(LOST_OPENING_QUOTE, "my_statute") == ["5", "5 > (a)", "5 > (b)", "6", "7"]
