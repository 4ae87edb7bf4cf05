"""A harsh scan reads a full stop as a comma at a sentence's end (`... in the register,`). Singapore's Advance Medical
Directive Act (fresh12 harsh): `S. Panel of specialists —— (1) ...` (8, spoiled) after `... in the register,` was
refused, and sections 8 and 9 (`9, Certification ...`) fell under 7 (5). The snippets are written from how the Act
prints its sections (`N. Heading —— (1) Text`), spoiled as the scan spoiled them.
"""

from __future__ import annotations

from ingest.structure import explain, parse, unit_paths
from tests.structure.snippets import lines_from


def _paths(snippet: str) -> list[str]:
    return [" > ".join(p) for p, _ in unit_paths(parse(lines_from(snippet), []))]


ACT = """
    6. Registry of directives —— (1) The Director-General must cause a register to be kept.
    (2) The Minister must appoint a Registrar.
    7. Revocation of directive —— (1) Any patient may revoke the directive.
    (2) The revocation must be registered with the Registrar.
    (3) Upon receipt of the notice the Registrar must mark the directive as a revoked directive
    in the register,
    {eight} Panel of specialists —— (1) The Minister must appoint a panel of specialists.
    (2) The Minister may at any time revoke the appointment of a member of the panel for the
    incapacity of the member,
    {nine} Certification of terminal illness —— (1) Where a medical practitioner has reason to believe
    that the person is suffering from a terminal illness he must certify it.
    (2) Upon receipt of a request the Registrar must cause a search.
    10. Objection by medical practitioner —— (1) A medical practitioner may object.
    (2) The objection must be registered.
"""
WANT = ["6", "6 > (1)", "6 > (2)", "7", "7 > (1)", "7 > (2)", "7 > (3)", "8", "8 > (1)", "8 > (2)", "9", "9 > (1)",
        "9 > (2)", "10", "10 > (1)", "10 > (2)"]


def test_sections_after_a_stop_read_as_a_comma_open_and_are_logged() -> None:
    snippet = ACT.format(eight="S.", nine="9,")
    assert _paths(snippet) == WANT
    why = [d for d in explain(lines_from(snippet)) if "read as" in d]
    assert any("'S.' read as 8." in d for d in why)


def test_clean_numbers_after_a_comma_still_open() -> None:
    assert _paths(ACT.format(eight="8.", nine="9.")) == WANT


def test_a_comma_line_without_the_sections_shape_stays_text() -> None:
    """`S. Ramesh, son of ...` after a comma, or a number with a comma that is not the next one, is no section."""
    got = _paths("""
        7. Revocation of directive —— (1) Any patient may revoke the directive.
        (2) The revocation must be witnessed in the presence of
        the patient's friend,
        S. Ramesh and the Registrar, who must record it.
        (3) The Registrar must mark the directive in the register,
        12, Certification of terminal illness —— (1) Where a medical practitioner has reason.
        (2) The practitioner must record it.
        8. Panel of specialists —— (1) The Minister must appoint a panel.
        (2) The panel must meet.
    """)
    assert [g for g in got if " > " not in g] == ["7", "8"]
    assert got[-3:] == ["8", "8 > (1)", "8 > (2)"]


def test_eleven_whose_first_one_read_h_is_eleven() -> None:
    """A harsh scan reads a one's stroke with a speck as `H` (`Hable` for liable, `Hmprisonment`): the Malaysian
    Pensions Trust Fund Bill's `11.` read `Hl.` under its heading, between 10 and 12, and was lost into 10."""
    got = _paths("""
        Investment of the moneys of the Fund.
        10. (1) The Investment Panel may invest money standing to the credit of the Fund.
        (2) The Minister may impose such terms or conditions as he may consider necessary.
        Administration fees.
        Hl. Any cost directly attributable to the administration of the Fund shall be charged to the Fund.
        Power of the Minister in relation to the Council.
        12. The Minister may give the Council such directions of a general nature.
    """)
    assert got == ["10", "10 > (1)", "10 > (2)", "11", "12"]
