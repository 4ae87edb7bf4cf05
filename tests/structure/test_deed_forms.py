"""Indian deeds and bank forms as their own print shows them (issue 11, session 15, helper deeds): each case a
convention several instruments share, written for this file as the page prints it, asserting every unit's full path;
the truth is the printed numbering, never the parser's output."""

from __future__ import annotations

from ingest.structure import explain
from tests.structure.snippets import lines_from, paths

COUNTER_AFTER_FACILITIES = """
    DEED OF GUARANTEE
    In consideration of the Bank having at my/our request granted to the borrower(s) the following facilities:
    1. Cash Credits at any one time up to the limit of Rs. ________ (Rupees ________ only)
    2. Overdrafts at any one time to the extent of Rs. ________ (Rupees ________ only)
    3. Term Loans at any one time of Rs. ________ (Rupees ________ only)
    hereinafter referred to as the loans, I/We hereby guarantee to the Bank the due payment of all moneys payable
    by the Borrower(s) subject to the terms and conditions hereinafter contained :
    (cxlii) I/We agree that the guarantee given hereunder is enforceable notwithstanding any dispute.
    (cxliii) That the guarantee shall operate as a continuing one for all loans of the borrower(s)
    notwithstanding any part of the loans being repaid.
    (cxliv) That the Bank may at its option treat me/us primarily liable for the dues.
    (cxlv) Any notice given through post at the address last known to the Bank shall be deemed served.
    Signed and delivered by the said Guarantor(s)
"""


def test_a_running_counter_after_the_forms_numbered_facilities_goes_on_at_the_root() -> None:
    """A bank's guarantee numbers the facilities `1.`-`3.`, then its conditions by the running counter of its book of
    forms (`(cxlii)`, ...: Karnataka Bank's SD-08 guarantee prints `(clxxi)`-`(clxxxiv)`, its declaration by a
    mortgagor `(xxx)`-`(xxxviii)`). A clause's own list would start at its first item and stand right of its number;
    before, `(cxlii)` fitted no list (romans past 39 had no reading and six letters no marker) and every condition
    was text of clause 3."""
    assert paths(COUNTER_AFTER_FACILITIES) == ["1", "2", "3", "(cxlii)", "(cxliii)", "(cxliv)", "(cxlv)"]
    assert any("running counter" in r for r in explain(lines_from(COUNTER_AFTER_FACILITIES)))


def test_a_list_under_a_clause_that_starts_at_its_first_item_stays_under_it() -> None:
    """The same form with the clause's own list `(i)`, `(ii)` indented under it: a list that starts at its first item
    is the clause's, the counter rule does not take it."""
    snippet = """
        NOW THIS DEED WITNESSETH AS FOLLOWS:
        1. The Guarantor agrees to the following conditions:
             (i) the guarantee is a continuing one;
             (ii) the Bank may vary the terms of the loans;
             (iii) the guarantee is not affected by the Borrower's death.
        2. This guarantee is governed by the laws of India.
    """
    assert paths(snippet, "in_deed") == ["1", "1 > (i)", "1 > (ii)", "1 > (iii)", "2"]


SALE_DEED_SCHEDULE = """
    NOW THIS DEED OF SALE WITNESSETH AS FOLLOWS:
    1. That in consideration of Rs. ________ paid by the Vendee, the Vendor hereby sells the property described in the
    schedule hereto.
    2. The present market value of the property is Rs. ________ (Rupees ________) only.
    Schedule
    All that piece and parcel of the land measuring ________ square meters in Survey No. ________ bounded by:
    East : ________
    West : ________
    IN WITNESS WHEREOF, the VENDOR and the VENDEE have signed this SALE DEED.
"""


def test_a_schedule_headed_in_title_case_alone_on_its_line_is_the_deeds_schedule() -> None:
    """A sale deed prints its property schedule under `Schedule` alone on a line (the form collection's general sale
    deed; tuning's model sale deed and fresh2's exchange deed print `SCHEDULE OF PROPERTY`, `FIRST SCHEDULE` in
    capitals), after the last clause's full stop, the parcels (`All that piece and parcel ...`) under it, and the deed
    refers to it (`described in the schedule hereto`). Before, the schedule was text of clause 2."""
    assert paths(SALE_DEED_SCHEDULE, "in_deed") == ["1", "2", "Schedule"]


def test_schedule_as_a_wrapped_word_of_prose_stays_text() -> None:
    """`... as set out in the` / `Schedule` / `hereto.`: the word wrapped alone onto a line mid-sentence is prose."""
    snippet = """
        NOW THIS DEED WITNESSETH AS FOLLOWS:
        1. The Vendor sells the property as set out in the
        Schedule
        hereto, free from encumbrances.
        2. The Vendee shall pay the stamp duty.
    """
    assert paths(snippet, "in_deed") == ["1", "2"]


def test_a_party_numbered_after_amongst_the_following_parties_is_front_matter() -> None:
    """A deed of dissolution lists its parties after `... amongst the following parties:-` (`1. ____ S/o ____ of the
    PARTY OF THE FIRST PART`, the others after `AND` unnumbered) and names itself in its operative words by the act it
    records (`NOW THEREFORE THIS DISSOLUTION WITNESSED AS UNDER:-`; partition, release and exchange deeds likewise).
    Before, the party was clause 1 and the real clause 1 its paragraph."""
    snippet = """
        DEED OF DISSOLUTION
        THIS DEED OF DISSOLUTION made and executed on the ____ Day of ________ at ______ amongst the following parties:-
        1. ____________ S/o ____________ aged about ____ years of the PARTY OF THE FIRST PART.
        AND
        ____________ S/o ____________ aged about ____ years of the PARTY OF THE SECOND PART.
        WHEREAS the parties had been carrying on business in partnership under a Deed of Partnership.
        AND WHEREAS the parties have decided to dissolve the firm.
        NOW THEREFORE THIS DISSOLUTION WITNESSED AS UNDER:-
        1. THAT the partnership firm stands dissolved as on ____ day of ________.
        2. THAT the assets and liabilities have been taken over by the continuing party.
        IN WITNESS whereof the parties have set their hands on the day above mentioned.
    """
    assert paths(snippet, "in_deed") == ["1", "2"]


def test_a_schedule_named_in_capitals_is_the_deeds_schedule_labelled_as_printed() -> None:
    """Indian sale deeds head the property's description `SCHEDULE OF PROPERTY` (or `THE SCHEDULE ABOVE REFERRED
    TO`), its boundaries under it. `SCHEDULE` with words after it and no number was refused (`Part II of Schedule A
    provides` is prose), so the schedule was text of the last clause; in capitals, naming what it schedules, alone
    on its line, it is the schedule, labelled as printed (two schedules of one deed differ only by those words)."""
    snippet = """
        NOW THIS DEED WITNESSETH AS FOLLOWS:
        1. The Vendor sells the property described in the schedule below to the Purchaser.
        2. The Purchaser has paid Rs. ______.
        SCHEDULE OF PROPERTY
        All that piece and parcel of land bounded by:
        North: Road
        South: Property of X
        IN WITNESS WHEREOF the parties have signed.
    """
    assert paths(snippet, "in_deed") == ["1", "2", "SCHEDULE OF PROPERTY"]
