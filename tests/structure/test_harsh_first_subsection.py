"""A harsh scan spoils a section's first subsection `(1)` under its heading line: the one read as `L` (`(L) A person
...`; the same scans print `Act L994`, `Midwives Act L906`), or the opening bracket and digit lost to a speck (`') A
person ...`). Kenya's Computer Misuse and Cybercrimes Act (fresh12 harsh, sentence-case headings on the section's
line): 16's `(L)` resumed a list at `(l)` and took every subsection of 16 under it; 17's `')` left (1) as 17's text.
The snippets are written from how the Act prints a section (`16. Unauthorised interference` / `(1) A person ...`).
"""

from __future__ import annotations

from ingest.structure import explain
from tests.structure.snippets import lines_from, paths

ACT = """
    15. Access with intent to commit further offence
    (1) A person who commits an offence under section 14 with intent to commit a further offence commits an
    offence.
    (2) For the purposes of subsection (1), it is immaterial that the further offence is committed later.
    16. Unauthorised interference
    {first} A person who intentionally and without authorisation does any act which causes an unauthorised
    interference to a computer system commits an offence.
    (2) For the purposes of this section, an interference is unauthorised if the person
    (a) is not entitled to cause that interference;
    (b) does not have consent to interfere from a person who is so entitled.
    17. Unauthorised interception
    (1) A person who intentionally intercepts the transmission of data commits an offence.
"""
WANT = ["15", "15 > (1)", "15 > (2)", "16", "16 > (1)", "16 > (2)", "16 > (2) > (a)", "16 > (2) > (b)", "17",
        "17 > (1)"]


def test_first_subsection_with_its_one_read_l() -> None:
    assert paths(ACT.format(first="(L)")) == WANT


def test_first_subsection_with_its_bracket_and_digit_lost_to_a_speck() -> None:
    snippet = ACT.format(first="')")
    assert paths(snippet) == WANT
    assert any("read as (1)" in d for d in explain(lines_from(snippet)))


def test_a_capital_l_in_a_list_of_capitals_stays_a_letter() -> None:
    """`(K)` then `(L)`: the letter after K, not a one."""
    got = paths("""
        5. The Board may
            (J) make rules;
            (K) appoint officers;
            (L) do anything incidental to its functions.
        6. The Minister may give directions.
    """)
    assert "5 > (L)" in got and "5 > (1)" not in got


def test_a_spoiled_first_subsection_on_the_section_line_is_one_when_two_comes_before_any_letter() -> None:
    """The Teachers' Superannuation Fund (Sabah) bill's 10 (fresh12 harsh): `10. \\) Notwithstanding ...` (`(1)` lost
    but its bracket), then (2), (3), (4) and, inside (4)'s definitions, a `(b)`: the section's next marker is (2), so
    the lost one is (1), not an (a) taken from the definitions further down."""
    got = paths("""
        9. (1) A person who was an eligible person shall be paid the amount recommended in the actuary's report.
        (2) The lump sum amount shall be paid out of the moneys referred to in section 6.
        10. \\) Notwithstanding any written law to the contrary, the amount remaining unpaid may be paid to his
        dependants.
        (2) Where there is more than one dependant, the payment shall be made in equal amounts.
        (3) Where there is no dependant, the amount shall become part of the deceased person's estate.
        (4) For the purpose of this section
            (a) "child" means a child who is under twenty-one years of age; and
            (b) "dependant" means a widow of a deceased eligible person.
        11. Where payment is made in good faith under section 10, the Government is discharged.
    """)
    assert got[3:8] == ["10", "10 > (1)", "10 > (2)", "10 > (3)", "10 > (4)"]
    assert "10 > (a)" not in got
