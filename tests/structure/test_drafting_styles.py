"""A statute printed in each common-law drafting convention lands every unit under its true path.

Ground truth from the generator (samples/styles.py): the same provisions written as the United Kingdom, Australia
(Commonwealth, New South Wales), New Zealand, Canada, Singapore, Hong Kong, Ireland, South Africa, Kenya, Nigeria,
the US Code, a US state code and an Indian central Act print them, laid out born-digital with and without indented
levels, read as a text layer and as OCR'd lines. The truth is the annotated format's reading of the labels, never the
parser's output; the conventions are catalogued with real examples in docs/structure.md.
"""

from __future__ import annotations

import itertools

import pytest

from engross.evaluation import judge
from engross.evaluation.judge import node_text
from ingest.structure import parse, unit_paths
from samples import styles
from schemas import Line
from tests.structure.snippets import layout_lines, lines_from, node_at, paths

CASES = list(itertools.product([c.name for c in styles.CONVENTIONS], (True, False), ("text", "ocr")))


def _lines(name: str, indent: bool, source: str) -> list[Line]:
    return layout_lines(styles.layout(name, indent), source)


@pytest.mark.parametrize(("name", "indent", "source"), CASES, ids=[f"{n}-{'indented' if i else 'flat'}-{s}"
                                                                   for n, i, s in CASES])
def test_every_unit_of_a_statute_in_each_convention_lands_under_its_true_path(name, indent, source) -> None:
    truth = styles.truth(name)
    misplaced = [" > ".join(p.path) for p in judge.placements(parse(_lines(name, indent, source), []), truth)
                 if not p.placed]
    assert misplaced == []


def test_the_generator_writes_every_level_each_convention_names() -> None:
    """The truth holds what the convention prints: undotted `5A`, `Subdivision A`, `(2A)`, `§ 12-4`, `THE SCHEDULE`."""
    want = {"au_commonwealth": "Part 2 > Division 2 > Subdivision A > 4A",
            "uk": "Part 2 > 4 > (2) > (c) > (ii) > (B)",
            "nz": "Part 1 > Subpart 1 > 2 > (1)",
            "canada": "SCHEDULE > 2 > (1)",
            "us_state_code": "PART 2 > § 12-4 > (b) > (2A)",
            "india_central": "THE SCHEDULE > 2 > (2)",
            "south_africa": "CHAPTER 1 > 3 > (v)",
            "ph_irr": "RULE II > Section 4 > Section 4.2 > 4.2.4 > (b) > (i)",
            "ph_irr_bare": "Rule II > SECTION 5 > 5.1 > 5.1.3",
            "us_licence": "2 > 2.1 > (b) > (iv) > (B) > (1)",
            "us_contract_articles": "ARTICLE II > Section 2.03 > (a) > (ii)",
            "uk_si": "SCHEDULE 1 > 2 > (1)"}
    for name, path in want.items():
        assert path in [" > ".join(u.path) for u in styles.truth(name).units], name


def test_a_date_or_a_cited_part_at_a_line_start_opens_nothing() -> None:
    """An undotted number opens a provision only in sequence, with a heading on its line: a date line (`1 July
    2026`) in the front matter, a wrapped `10 Penalty units` and `Part 2 of the Act ...` stay text."""
    snippet = """
        ABC ACT 2026
        1 July 2026
        Part 1—Preliminary
        1 Short title
        This Act may be cited as the ABC Act 2026.
        2 Commencement
        This Act commences on the day after it receives the Royal Assent, and a person who breaks it is liable to
        10 Penalty units for each day the breach continues.
        Part 2 of the Act applies to every agency named in the register kept by the Minister.
        3 Application
        This Act binds the Crown.
        """
    assert paths(snippet) == ["Part 1", "Part 1 > 1", "Part 1 > 2", "Part 1 > 3"]


def test_a_part_heading_in_sentence_case_on_its_line_is_the_parts() -> None:
    """New South Wales: `Part 2 Registration of agencies` (no dash, sentence case) is the Part with its heading."""
    snippet = """
        Part 1 Preliminary
        1 Name of Act
        This Act is the Agencies Act 2026.
        Part 2 Registration of agencies
        2 Register
        The Secretary must keep a register of agencies.
        """
    assert paths(snippet) == ["Part 1", "Part 1 > 1", "Part 2", "Part 2 > 2"]


def test_a_paragraph_list_under_a_subsection_that_introduces_it_is_not_read_as_spoiled_letters() -> None:
    """US Code: `(b) ... for each complaint—` then `(1)` `(2)` `(2A)` `(3)` `(A)` `(B)` at the letters' indent (no
    indentation in print) up to `(i)` are (b)'s paragraphs, not letters `(c)`-`(h)` a harsh scan spoiled (before, the
    run was read as letters, `(i)` the anchor)."""
    snippet = """
        § 4. Register
        (a) The Office must keep a register.
        (b) The register must record, for each complaint—
        (1) the name of the person who made it;
        (2) the date on which it was received;
        (2A) the officer to whom it was referred; and
        (3) the action taken on it, including—
        (A) any referral to another agency; and
        (B) any proceedings brought, whether—
        (i) civil; or
        (ii) criminal.
        (c) The register may be kept in electronic form.
        """
    assert paths(snippet) == ["§ 4", "§ 4 > (a)", "§ 4 > (b)", "§ 4 > (b) > (1)", "§ 4 > (b) > (2)",
                              "§ 4 > (b) > (2A)", "§ 4 > (b) > (3)", "§ 4 > (b) > (3) > (A)",
                              "§ 4 > (b) > (3) > (B)", "§ 4 > (b) > (3) > (B) > (i)", "§ 4 > (b) > (3) > (B) > (ii)",
                              "§ 4 > (c)"]


def test_an_excerpts_first_part_whose_numeral_ocr_read_in_lower_case_is_that_part() -> None:
    """A Commonwealth excerpt opens at `Part VII` over section 94; a clean scan read `Part Vil` (strokes as `i` and
    `l`): the Part is VII, its sections under it (before, the Part was labelled `Part Vil` and every unit lost)."""
    snippet = """
        Marriage Act 1961
        Part Vil — Offences
        94 Bigamy
        (1) A person who is married shall not marry again.
        95 Marrying person not of marriageable age etc.
        (1) A person shall not marry a person who is not of marriageable age.
        """
    assert paths(snippet) == ["Part VII", "Part VII > 94", "Part VII > 94 > (1)", "Part VII > 95",
                              "Part VII > 95 > (1)"]


def test_canadas_decimal_inserts_are_siblings_and_a_contracts_decimal_clauses_stay_children() -> None:
    """Canada numbers inserted provisions with a decimal: `(b.1)` after `(b)`, `(2.1)` after `(2)`, a section `4.1`
    under its marginal note after section `4`. A contract's `2 PAYMENT` / `2.1 The Buyer ...` (no note above the
    2.1, its text on its line) keeps 2.1 under clause 2."""
    canada = """
        PART 2
        Registration
        Register
        4 (1) The Office must keep a register.
        (2) The register must record, for each complaint,
        (a) the name;
        (b) the date;
        (b.1) the officer; and
        (c) the action.
        (2.1) The register may be kept in electronic form.
        Access to the register
        4.1 A person may inspect the register.
        Offences
        5 A person who falsifies the register commits an offence.
        """
    assert paths(canada) == ["PART 2"] + [f"PART 2 > {p}" for p in (
        "4", "4 > (1)", "4 > (2)", "4 > (2) > (a)", "4 > (2) > (b)", "4 > (2) > (b.1)", "4 > (2) > (c)", "4 > (2.1)",
        "4.1", "5")]
    contract = """
        1 DEFINITIONS
        In this agreement the Buyer means the party named above.
        2 PAYMENT
        2.1 The Buyer shall pay the price within thirty days.
        2.2 Payment shall be made by bank transfer.
        3 DELIVERY
        The Seller shall deliver the goods.
        """
    assert paths(contract) == ["1", "2", "2 > 2.1", "2 > 2.2", "3"]


def test_implementing_rules_number_their_sub_sections_under_their_section() -> None:
    """An IRR prints `RULE I` > `Section 2.` > `Section 2.1.` (or `8.1` without the keyword) > `8.1.1`: each
    decimal is a sub-section of the open section whose number it extends; a closing sentence after a `;`-list of
    sub-sections is the section's (before, every `Section 2.1` was a sibling of `Section 2` and RULE no level)."""
    snippet = """
        IMPLEMENTING RULES AND REGULATIONS OF REPUBLIC ACT NO. 10066
        RULE I
        TITLE AND CONSTRUCTION
        Section 1. Short Title. - These Rules shall be known as the Implementing Rules.
        Section 2. Objectives. - These Rules shall pursue the following objectives:
        Section 2.1. Protect the nation's cultural heritage;
        Section 2.2. Establish cultural institutions; and
        Section 2.3. Protect cultural workers.
        The State shall likewise endeavor to create a balanced atmosphere.
        RULE IV
        CULTURAL PROPERTY
        Section 8. Procedure. - The procedure shall be as follows:
        8.1 Filing. - A petition shall be filed with the Commission.
        8.1.1 The petition shall be verified.
        8.1.2 The Commission shall refer the matter to the agency.
        8.2 Fees. - The Commission may charge a fee.
        """
    assert paths(snippet) == ["RULE I", "RULE I > Section 1", "RULE I > Section 2", "RULE I > Section 2 > Section 2.1",
                              "RULE I > Section 2 > Section 2.2", "RULE I > Section 2 > Section 2.3", "RULE IV",
                              "RULE IV > Section 8", "RULE IV > Section 8 > 8.1", "RULE IV > Section 8 > 8.1 > 8.1.1",
                              "RULE IV > Section 8 > 8.1 > 8.1.2", "RULE IV > Section 8 > 8.2"]
    tree = parse(lines_from(snippet), [])
    assert "balanced atmosphere" in node_text(node_at(tree, "RULE I > Section 2"))
    assert "balanced atmosphere" not in node_at(tree, "RULE I > Section 2 > Section 2.3").text


def test_the_word_rules_and_a_cited_rule_open_nothing() -> None:
    """`RULES` alone (a heading word) and `Rule 3 of these Rules ...` at a line start are text, not a RULE level."""
    snippet = """
        RULE I
        GENERAL PROVISIONS
        Section 1. Title. - These Rules shall be cited as the Rules on Registration.
        RULES
        Section 2. Scope. - These Rules apply to every registrant, and the procedure in
        Rule 3 of these Rules applies to every application pending on their effectivity.
        """
    assert paths(snippet) == ["RULE I", "RULE I > Section 1", "RULE I > Section 2"]


def test_a_contract_citing_its_own_sections_at_a_line_start_opens_nothing() -> None:
    """A licence numbered 1. / 1.1 / (a) cites its clauses as `Section 3.2 (a)`; wrapped to a line's start after `as
    permitted by` or `See`, with its words running on in lower case, the citation is text (before, it opened a
    `Section 3` that took every later clause)."""
    snippet = """
        3. LICENSE, REQUIREMENTS, RESTRICTIONS.
        3.1 License. Adobe grants Distributor a license to distribute the Software as permitted by
        Section 3.2 (a) may suppress the display of the agreement in distributed copies. See
        Section 3.5 (i)(i) for information about systems that are not authorized.
        3.2 Distribution. Distributor may:
        (a) Make one copy of the Software; and
        (b) Distribute the Software on physical media.
        """
    assert paths(snippet) == ["3", "3 > 3.1", "3 > 3.2", "3 > 3.2 > (a)", "3 > 3.2 > (b)"]


def test_a_contracts_sections_are_numbered_by_article() -> None:
    """`ARTICLE I` > `Section 1.01 Defined Terms.` (no dot after the decimal number) > `(a)`; `Section 2.01` under
    `ARTICLE II` starts that article's series (before, `Section 1.01` read as `Section 1` and `01 Defined ...`)."""
    snippet = """
        SERVICES AGREEMENT
        ARTICLE I
        DEFINITIONS
        Section 1.01 Defined Terms. In this Agreement the following terms have these meanings:
        (a) Services means the services described in Schedule A; and
        (b) Fees means the amounts payable under Article II.
        Section 1.02 Interpretation. Headings do not affect interpretation.
        ARTICLE II
        FEES
        Section 2.01 Payment. The Customer shall pay the Fees within thirty days.
        """
    assert paths(snippet) == ["ARTICLE I", "ARTICLE I > Section 1.01", "ARTICLE I > Section 1.01 > (a)",
                              "ARTICLE I > Section 1.01 > (b)", "ARTICLE I > Section 1.02", "ARTICLE II",
                              "ARTICLE II > Section 2.01"]


def test_a_statutory_instruments_regulation_dashed_to_its_first_paragraph() -> None:
    """A UK statutory instrument prints `1.—(1) These Regulations ...` (a dash between the regulation's number and its
    first paragraph), its heading above, its front matter `Made` / `Coming into force` with dates."""
    snippet = """
        THE REGISTRATION REGULATIONS 2026
        Made 1st June 2026
        Coming into force 1st July 2026
        Citation and commencement
        1.—(1) These Regulations may be cited as the Registration Regulations 2026.
        (2) These Regulations come into force on 1st July 2026.
        Interpretation
        2. In these Regulations, the Act means the Registration Act 2020.
        Fees
        3.—(1) The fee for registration is twenty pounds.
        (2) The fee may be waived in cases of hardship.
        """
    assert paths(snippet) == ["1", "1 > (1)", "1 > (2)", "2", "3", "3 > (1)", "3 > (2)"]


def test_a_closing_paragraph_after_a_list_whose_first_item_introduced_its_own_goes_to_the_section() -> None:
    """Commonwealth: `If a religious practitioner: (a) does an activity: (i) ...; and (ii) ...; and (b) ...;` then
    `this Act applies as if ...` in lower case, where (b)'s line ended short: the words close the section's sentence
    (before, an item ending `:` over its own list kept the closing words with (b))."""
    snippet = """
        Division 3—Application of this Act
        5A Application to religious practitioners and religious institutions
        If a religious practitioner:
          (a) does an activity, or a series of activities, in the course of the practitioner's vocation:
            (i) in pursuit of his or her vocation as a religious practitioner; and
            (ii) as a member of a religious institution; and
          (b) does not do the activity as an employee of the institution;
        this Act applies as if the activity had been done by the religious institution and not by the practitioner.
        6 Entities
        An entity is any of the following.
        """
    assert paths(snippet) == ["Division 3"] + [f"Division 3 > {p}" for p in (
        "5A", "5A > (a)", "5A > (a) > (i)", "5A > (a) > (ii)", "5A > (b)", "6")]
    tree = parse(lines_from(snippet), [])
    assert "this Act applies" not in node_at(tree, "Division 3 > 5A > (b)").text
    assert "this Act applies" in node_text(node_at(tree, "Division 3 > 5A"))


def test_canadas_inserted_sections_go_on_without_a_note_and_an_introduction_runs_into_its_items() -> None:
    """Canada: `127.41`, `127.42` after the inserted `127.4` are its siblings though no marginal note stands above
    them (the inserts' series goes on; `128` follows); `(1) ... the policy of the Government of Canada to` runs into
    `(a) recognize ...` with no colon: `to` introduces the list (its `(b)` next), it cites nothing."""
    snippet = """
        PART I
        Income Tax
        Investment tax credit
        127 (1) There may be deducted the amount claimed.
        Definitions
        127.4 (1) In this section, the following definitions apply.
        127.41 A taxpayer may claim the credit once in each year.
        127.42 The Minister may reassess the taxpayer.
        128 Where a corporation is bankrupt, the trustee is its agent.
        129 (1) It is hereby declared to be the policy of the Government of Canada to
        (a) recognize the diversity of Canadian society; and
        (b) promote the participation of all individuals.
        """
    assert paths(snippet) == ["PART I"] + [f"PART I > {p}" for p in (
        "127", "127 > (1)", "127.4", "127.4 > (1)", "127.41", "127.42", "128", "129", "129 > (1)", "129 > (1) > (a)",
        "129 > (1) > (b)")]


def test_implementing_rules_with_headings_on_their_own_lines_number_decimals_under_the_section() -> None:
    """The DOST Magna Carta IRR's print: `Rule I` / `Coverage`, `SECTION 2. Definition of Terms` (no dot after the
    heading), then `2.1 Department` right under it, `2.3 ... namely:` over `2.3.1`, `2.3.2`."""
    snippet = """
        (REPUBLIC ACT 8439) IMPLEMENTING RULES AND REGULATIONS
        Pursuant to Section 22 of Republic Act No. 8439, the following Rules and Regulations are hereby adopted.
        Rule I
        Coverage
        SECTION 1. Declaration and Policy
        The State recognizes science and technology as an essential element of national development.
        SECTION 2. Definition of Terms
        2.1 Department
        Department refers to the Department of Science and Technology.
        2.2 Scientific and Technological Activities
        Scientific and Technological Activities refer to all systematic activities.
        2.3 STA are classified into three broad groups, namely:
        2.3.1 Research and Experimental Development
        2.3.2 Scientific and Technological Education and Training
        Rule II
        Incentives
        SECTION 3. Honoraria
        Honoraria shall be granted to personnel.
        """
    assert paths(snippet) == ["Rule I", "Rule I > SECTION 1", "Rule I > SECTION 2"] + [
        f"Rule I > SECTION 2 > {p}" for p in ("2.1", "2.2", "2.3", "2.3 > 2.3.1", "2.3 > 2.3.2")] + [
        "Rule II", "Rule II > SECTION 3"]


def test_a_text_layers_marker_is_read_as_printed_never_as_an_ocr_look_alike() -> None:
    """Bangsamoro Acts letter a section's items and number their own items `1.`-`5.`; on a text layer `(b)` after `5.`
    is the letter b as printed (before, the look-alike reading `(6)` continued the digits and took (b)'s items)."""
    snippet = """
        Section 7. Composition. – The Commission shall be composed of:
        (a) A Chairman and four regular Commissioners from:
        1. Province of Basilan;
        2. Province of Lanao del Sur;
        3. Province of Maguindanao;
        4. Province of Sulu; and
        5. Province of Tawi-tawi
        (b) two ex-officio Commissioners representing:
        1. Non-Moro indigenous peoples; and
        2. Settler Communities.
        """
    lines = lines_from(snippet)
    for ln in lines:
        ln.words = [w.model_copy(update={"source": "text"}) for w in ln.words]
    got = [" > ".join(p) for p, _ in unit_paths(parse(lines, [], "ph_statute"))]
    assert got == ["Section 7", "Section 7 > (a)"] + [f"Section 7 > (a) > {n}" for n in "12345"] + [
        "Section 7 > (b)", "Section 7 > (b) > 1", "Section 7 > (b) > 2"]
