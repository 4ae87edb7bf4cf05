"""A harsh scan loses the thin dash that ends a lead-in (`... regulations may be made—`), and the first item's own
words (`to prescribe`, `shall be`) then read like a reference wrapped onto the line. The Malaysian Telemedicine
Bill's 6(2) (fresh11 harsh: `(a) to preseribe ...` after `... may be made`) kept (a)-(g) as 6(2)'s text. The
snippets are written from how Malaysian bills print a lead-in and its items (`made—` / `(a) to ...`), the dash lost
as the scan lost it.
"""

from __future__ import annotations

from ingest.structure import parse, unit_paths
from tests.structure.snippets import lines_from, paths

BILL = """
    6. (1) The Minister may make such regulations as appear to him to be necessary for carrying into effect the
    provisions of this Act.
    (2) Without prejudice to the generality of subsection (1), regulations may be made{dash}
        (a) to prescribe the minimum standards in respect of any facility used in the practice of telemedicine;
        (b) to provide for acceptable quality assurance in respect of telemedicine services;
        (c) to prescribe any other matter which is required by this Act to be prescribed.
    7. The Minister may give the Council directions of a general nature.
"""
WANT = ["6", "6 > (1)", "6 > (2)", "6 > (2) > (a)", "6 > (2) > (b)", "6 > (2) > (c)", "7"]


def test_first_item_after_a_lead_in_whose_dash_was_lost_opens_its_list() -> None:
    assert paths(BILL.format(dash="")) == WANT


def test_the_same_lead_in_with_its_dash_read() -> None:
    assert paths(BILL.format(dash="—")) == WANT


def test_a_reference_wrapped_after_a_citing_word_stays_text() -> None:
    """`... the powers in paragraph` / `(a) to (c) ...`: the line before ends with a word that cites, so the bracket
    on the next line is the reference's, even with another item below."""
    got = paths("""
        6. (1) The Minister may make regulations.
        (2) Regulations made under the powers conferred by paragraph
            (a) to (c) of subsection (1) shall be laid before Parliament.
        (3) The Minister may exempt any person from
            (b) the whole or any part of the regulations.
        7. The Minister may give directions.
    """)
    assert "6 > (2) > (a)" not in got
    assert [g for g in got if " > " not in g] == ["6", "7"]


def test_a_text_layer_keeps_its_reading() -> None:
    """A text layer prints its dash: a born line that stops on a word keeps `(a) to ...` as the reference reading
    the sequence gives it (only OCR'd lines lose a dash)."""
    lines = lines_from(BILL.format(dash=""))
    for ln in lines:
        for w in ln.words:
            w.source = "text"
    got = [" > ".join(p) for p, _ in unit_paths(parse(lines, []))]
    assert "6 > (2) > (a)" not in got


def test_half_bracketed_first_item_with_a_spoiled_second_after_a_lost_dash() -> None:
    """The Pingat Tentera Udara bill's 4(2) (fresh11 harsh): `... shall be paid Commencing` (the dash lost, the `c`
    read as a capital), `a) with the month ...` (its opening bracket lost), `(by) with the month ...` (the closing
    bracket of (b) read `y)`): the half bracket opens the list, its second item read through the stray letter."""
    got = paths("""
        4. (1) A remembrance allowance shall be paid to every recipient.
        (2) No remembrance allowance shall be paid Commencing
            a) with the month in which the death of the recipient takes place;
            (by) with the month in which the sentence for an offence is imposed on the recipient;
            (c) with the month in which the conferment of the Decoration is cancelled,
        as the case may be.
        (3) If there is an appeal against such sentence, the allowance shall not be paid.
        5. The Prime Minister may apportion the amount to be paid.
    """)
    assert got == ["4", "4 > (1)", "4 > (2)", "4 > (2) > (a)", "4 > (2) > (b)", "4 > (2) > (c)", "4 > (3)", "5"]


def test_lead_ins_ending_on_a_name_or_a_parenthesis_with_spoiled_first_items() -> None:
    """Nigeria's Counterfeit Currency Act (fresh12 harsh): lead-ins end `... accused)—` and `... outside Nigeria—`,
    the dashes lost; their first items read `GU imports` and `Gos to obtaining` (`(a)` read as `G` and letters), or
    `(ay any ...` before `(by any ...` (the closing brackets read `y`). Each list opens at its first item."""
    got = paths("""
        3. Importing and exporting counterfeit currency
        (1) Any person who, without lawful authority or excuse (the proof whereof shall lie on the person
        accused)
            GU imports into Nigeria any false bank note, knowing it to be false; or
            (b) exports from Nigeria any false bank note, knowing it to be false,
        is guilty of an offence under this Act.
        (2) If any person finds in any place whatsoever without lawful authority or excuse
            (ay any false bank note resembling any lawful bank note, or
            (by any instrument adapted and intended for counterfeiting,
        he shall seize it and carry it before a police officer.
        (3) Any person who makes any enquiry of any other person, whether in Nigeria or outside Nigeria
            Gos to obtaining any of the materials mentioned in this section; or
            (b) as to the making of any counterfeit bank note,
        is guilty of an offence under this Act.
        4. Any person who deals in counterfeit currency is guilty of an offence.
    """)
    want = ["3", "3 > (1)", "3 > (1) > (a)", "3 > (1) > (b)", "3 > (2)", "3 > (2) > (a)", "3 > (2) > (b)", "3 > (3)",
            "3 > (3) > (a)", "3 > (3) > (b)", "4"]
    assert got == want
