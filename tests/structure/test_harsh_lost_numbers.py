"""Harsh-scan failures that lost whole runs of units (session 17, helper harsh; fresh11's worst harsh texts):
- a history note's noise read as a number that jumps (`2S SONS ORE ...` read as section 25 after 2, with the spoiled
  `301)` = 3 (1) next) took every later section of Canada's Importation of Intoxicating Liquors Act under it;
- `22A.` read `224A.` (a digit too many) after 22 with 23 next did the same to Singapore's Civil Service College Act;
- an excerpt's first section `18.` read `IS.` (both digits spoiled) was lost;
- `3 (1). A department ...` unread (a speck after its bracket), so `4 (1)` under its note jumped from 2.1 and was
  refused, and so was every later section (Canada's Surplus Crown Assets Act);
- `7 (1)` read `71)` under the sentence-case note `Search warrants` (6 unread): no title-case heading above it;
- `TITLE II` to `TITLE V` read `TEELE TE)`, `THIELE TE?`, `THIELE TV -`, `TEPLE V -` (RA 7306: the thin I and T of
  TITLE blurred into stems), so every section stayed under TITLE I.
Snippets written for this file in the layouts those texts print; each test asserts every unit's path and the log."""

from __future__ import annotations

from ingest.structure import explain, garbled, parse, unit_paths
from tests.structure.snippets import lines_from, paths

CANADA = """
Short title
1 This Act may be cited as the Example Act.
Definitions
2 In this Act, spirits has the same meaning as in section 2 of the Excise Act.
R.S., 1985, c. I-3, s. 2; 2002, c. 22, s. 395
{noise}
Prohibition
3 (1) No person shall import spirits into a province.
(2) Subsection (1) does not apply to a licensed distiller.
Burden of proof
4 The burden of proving the right to import is on the person accused.
Punishment
5 Every person who contravenes this Act is guilty of an offence.
Prosecution
6 A prosecution may be brought where the liquor was imported.
"""


def test_a_history_notes_noise_read_as_a_far_number_is_no_section() -> None:
    """`2S SONS ORE eT EF Tas, a` (a history note's line, read as 25 after 2) with 3 next: the sequence resumes
    from 2, so the line is text of 2 and 3 to 6 keep their paths."""
    snippet = CANADA.format(noise="2S SONS ORE eT EF Tas, a")
    assert paths(snippet) == ["1", "2", "3", "3 > (1)", "3 > (2)", "4", "5", "6"]
    assert any("the next number below is 3: not a unit" in d for d in explain(lines_from(snippet)))


SINGAPORE = """
Civil Service College Act 2001
{first} Financial year The financial year of the College begins on 1 April each year.
19. Estimates A summary of the annual estimates must be published in the Gazette.
20. Funds of College The funds of the College consist of all moneys transferred to the College.
22. Power to borrow The College may raise loans from the Government.
{inserted} Issue of shares, etc. The College must issue such shares as the Minister may direct.
23. Bank accounts The College must open one or more accounts with any bank.
24. Application of funds The funds of the College must be applied only in payment of its expenses.
"""


def test_a_first_section_with_both_digits_spoiled_and_a_digit_too_many() -> None:
    """`IS.` before 19 and 20 is 18 (I for 1, S for 8); `224A.` after 22 with 23 next is 22A: both logged."""
    snippet = SINGAPORE.format(first="IS.", inserted="224A.")
    assert paths(snippet) == ["18", "19", "20", "22", "22A", "23", "24"]
    why = explain(lines_from(snippet))
    assert any("'IS.' read as 18." in d for d in why)
    assert any("224A read as 22A" in d for d in why)


def test_a_digit_too_many_without_the_next_number_stays_as_read() -> None:
    """Without 23 next, nothing says the sequence resumes: `224A.` is not rewritten."""
    snippet = SINGAPORE.format(first="18.", inserted="224A.").replace("23. Bank", "The Bank").replace("24. App", "App")
    assert "22A" not in paths(snippet)


SURPLUS = """
Application
2.1 This Act does not apply in respect of real property.
Department dealing with surplus Crown assets
   3 (1). A department that has surplus Crown assets may request the Minister to dispose of them.
   (2) A federal body that has surplus Crown assets may request the Minister to dispose of them.
R.S., 1985, c. S-27, s. 3; 1992, c. 54, s. 3.
Refusal
   4 (1) The Minister may refuse a request made under section 3.
   (2) Where the Minister accepts surplus Crown assets, the Minister shall notify the department.
54, 3.
Responsibility continues
5 A department continues to be responsible for accepted surplus Crown assets.
Ministerial powers
6 With authority from the Governor in Council, the Minister may sell accepted surplus Crown assets.
"""


def test_a_lost_section_before_one_under_its_note_records_the_gap() -> None:
    """`3 (1).` unread, `4 (1)` under its note `Refusal` after 2.1, then 5 and 6: 4 opens its unit (a gap of 3
    recorded for routing), and 5 and 6 keep their paths."""
    snippet = "Short title\n1 This Act may be cited as the Surplus Crown Assets Act.\nDefinitions\n" \
              "2 In this Act, Minister means the Minister of Public Works.\n" + SURPLUS
    tree = parse(lines_from(snippet), [])
    got = {" > ".join(p): n for p, n in unit_paths(tree)}
    assert ["4", "4 > (1)", "4 > (2)", "5", "6"] == [p for p in got if p[:1] in "456"]
    assert got["4"].numbering_gap == "3"


WARRANTS = """
Punishment
5 Every person who contravenes this Act is guilty of an offence.
Prosecution in place where liquor imported
6 \\ prosecution for any offence may be brought in the place where the liquor was imported.
R.S., c. I-3, s. 6.
==page==
Search warrants
71) If it is proved on oath before a justice that liquor is in any premises, the justice may grant a warrant.
Forfeiture
(2) Where any person is convicted, the liquor seized is forfeited.
Exemption
8 Nothing in this Act prohibits the importing of liquor for sacramental purposes.
"""


def test_a_spoiled_section_under_a_sentence_case_note() -> None:
    """`71)` (7 (1)) after 5, 6 unread, under `Search warrants`: a marginal note heads it; 7 and 8 open."""
    snippet = "Short title\n1 This Act may be cited as the Example Act.\nDefinitions\n2 In this Act, spirits has " \
              "the meaning given in the Excise Act.\nProhibition\n3 No person shall import spirits into a province." \
              "\nBurden of proof\n4 The burden of proving the right to import is on the person accused.\n" + WARRANTS
    assert paths(snippet) == ["1", "2", "3", "4", "5", "7", "7 > (1)", "7 > (2)", "8"]


RA = """
{title}
{one}
SECTION 1. Title. - This Act shall be known as the Charter of the People's Television Network, Incorporated.
SEC. 2. Declaration of Policies. - The State recognizes the vital role of communication and information.
{two}
SEC. 3. Creation. - There shall be created a body corporate to be called the People's Television Network.
{three}
SEC. 4. Franchise Grant. - The Network is hereby granted a franchise to construct and operate stations.
{four}
SEC. 5. Powers of the Network. - The Network shall have the following powers and the following functions.
{five}
SEC. 6. The Board of Directors. - The corporate powers of the Network shall be exercised by the Board.
"""
WIDTH = 104  # characters of the widest body line: a label is centred on it


def ra(two: str, three: str, four: str, five: str) -> str:
    labels = {"title": "REPUBLIC ACT NO. 7306", "one": "TITLE I - GENERAL PROVISIONS",
              "two": f"{two} CREATION AND DOMICILE", "three": f"{three} FRANCHISE AND LICENSE TO OPERATE",
              "four": f"{four} POWERS AND FUNCTIONS", "five": f"{five} CORPORATE STRUCTURE"}
    return RA.format(**{k: " " * ((WIDTH - len(v)) // 2) + v for k, v in labels.items()})


def test_titles_with_their_thin_letters_blurred_go_on_from_title_i() -> None:
    """`TEELE TE)`, `THIELE TE?`, `THIELE TV -`, `TEPLE V -` after TITLE I: II, III, IV and V (the last one's own
    numeral confirms the count); each logged."""
    snippet = ra("TEELE TE)", "THIELE TE?", "THIELE TV -", "TEPLE V -")
    assert paths(snippet) == ["TITLE I", "TITLE I > SECTION 1", "TITLE I > SEC. 2", "TITLE II", "TITLE II > SEC. 3",
                              "TITLE III", "TITLE III > SEC. 4", "TITLE IV", "TITLE IV > SEC. 5",
                              "TITLE V", "TITLE V > SEC. 6"]
    assert sum("two thin letters of its word blurred" in d for d in set(explain(lines_from(snippet)))) == 4


def test_a_blurred_title_whose_numeral_reads_otherwise_is_not_numbered_by_the_sequence() -> None:
    """`TEPLE VII` after TITLE IV: the count says V, its own numeral VII: left as text (not TITLE V)."""
    got = paths(ra("TITLE II -", "TITLE III -", "TITLE IV -", "TEPLE VII -"))
    assert "TITLE V" not in got and "TITLE VII" not in got
    assert "TITLE IV > SEC. 6" in got


def test_wide_letters_are_no_blurred_strokes() -> None:
    """`TABLE` is two letters off `TITLE` too, but A and B are no blurred I and T."""
    assert garbled.spoiled_label("TABLE 1 FEES PAYABLE") is None
    assert garbled.spoiled_label("TEELE TE) CREATION AND DOMICILE") == ("TITLE", "TE)", "CREATION AND DOMICILE", 2)


DEED = """
                              SALE DEED
1. The Vendor sells the machine described below to the Purchaser for the price stated in clause 2.
2. The price is paid in full on the date of this deed.
                                PARTS
3. The machine is sold with its spare parts listed in the schedule.
4. The Vendor warrants the machine free of defects for one year.
"""


def test_parts_alone_is_a_word_not_a_part_lettered_s() -> None:
    """`PARTS` (a heading over a deed's list of parts, or a plural a scan cut from its line) is no `PART S`; a Part
    printed `PART S` with its space stays one (and `PARTY` stays what a harsh scan makes of `PART V`)."""
    assert paths(DEED) == ["1", "2", "3", "4"]
    assert "PART S" in paths(DEED.replace("PARTS", "PART S"))


AUSTRALIA = """
Competition and Consumer Act 2010
{first} Meetings of Commission
   (1) Subject to this section, the Chairperson shall convene such meetings of the Commission as he thinks fit.
   (2) Meetings of the Commission shall be held at such places as the Chairperson determines.
19 Chairperson may direct Commission to sit in Divisions
   (1) The Chairperson may direct that the Commission is to sit as a Division.
   (2) A Division is to consist of at least 2 members.
"""


def test_an_excerpts_first_section_undotted_with_both_digits_spoiled() -> None:
    """`IS Meetings of Commission` before `19 Chairperson ...` (the excerpt's last section) in an Act printing its
    numbers without a dot: 18, opening the excerpt (logged); in a dotted document `IS` alone stays text."""
    snippet = AUSTRALIA.format(first="IS")
    assert paths(snippet) == ["18", "18 > (1)", "18 > (2)", "19", "19 > (1)", "19 > (2)"]
    assert any("'IS' read as 18" in d for d in explain(lines_from(snippet)))
    dotted = snippet.replace("19 Chairperson", "19. Chairperson")
    assert "18" not in paths(dotted)
