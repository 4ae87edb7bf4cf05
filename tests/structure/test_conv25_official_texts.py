"""Conventions of official texts the corpus had not held (session 25, helper conv25, probing court rules, Irish,
Scottish, Samoan, New South Wales, Kerala and EU texts; the probe table is in the session's notes). Each snippet is a
few lines written after the real text's shape, its source named; each test asserts every unit's full path and failed
before (the path it gave is in its docstring)."""

from __future__ import annotations

from tests.structure.snippets import paths


def test_court_rules_numbered_with_a_hyphen_or_a_colon() -> None:
    """The Maryland Rules number a rule by its title, a hyphen and the rule (`RULE 3-114. PROCESS--CONTENT`, title 3
    of the District Court rules); the Rules of the Supreme Court of Virginia by the Part, a colon and the rule
    (`Rule 3:7 - Bills of Particulars`); the New Jersey Court Rules add the subrule (`Rule 4:6-2.`). Before: every
    rule of a title was labelled `RULE 3` (the rest of its number dropped), so two rules shared one path."""
    maryland = """
    RULE 3-114. PROCESS--CONTENT
    (a) Generally. All process shall be under the seal of the court and signed by the clerk.
    (b) Summons. A summons shall contain the name of the court and the assigned docket reference.
    RULE 3-115. SERVICE OF PROCESS
    (a) Who may serve. Service of process may be made by a sheriff or by a competent private person.
    """
    assert paths(maryland) == ["RULE 3-114", "RULE 3-114 > (a)", "RULE 3-114 > (b)", "RULE 3-115",
                               "RULE 3-115 > (a)"]
    virginia = """
    Rule 3:7 - Bills of Particulars
    (a) Timing and Grounds. On motion made promptly, a bill of particulars may be ordered to amplify any pleading.
    (b) Striking of Pleading. If a bill of particulars is not filed when ordered, the court may strike the pleading.
    Rule 3:8 - Answers, Pleas, Demurrers and Motions
    (a) Time. A defendant shall file pleadings in response within 21 days after service of the summons.
    """
    assert paths(virginia) == ["Rule 3:7", "Rule 3:7 > (a)", "Rule 3:7 > (b)", "Rule 3:8", "Rule 3:8 > (a)"]
    new_jersey = """
    Rule 4:6-2. How Presented
    Every defense, legal or equitable, in law or fact, to a claim for relief shall be asserted in the answer.
    Rule 4:6-3. Preliminary Hearings
    The defenses specifically enumerated in R. 4:6-2 shall be heard and determined before trial on application.
    """
    assert paths(new_jersey) == ["Rule 4:6-2", "Rule 4:6-3"]


def test_a_rule_number_with_a_spaced_dash_keeps_its_heading() -> None:
    """`Rule 3 - Service` (a space before the dash) is rule 3 with its heading, not a hyphenated number; guards the
    rule above (passed before too)."""
    rules = """
    Rule 3 - Service
    (a) Service may be made by mail.
    Rule 4 - Summons
    The clerk shall issue a summons.
    """
    assert paths(rules) == ["Rule 3", "Rule 3 > (a)", "Rule 4"]


def test_comma_ended_items_opening_with_the_lead_ins_verb() -> None:
    """British Columbia's Regulations Regulation (B.C. Reg. 394/83, s. 2: `... whether or not a proposed regulation` /
    `(a) is authorized ...,` / `(b) is an unusual or unexpected use ...,` / `(c) trespasses ...`): items ending in a
    comma whose words open with the verb the lead-in leaves off. Before: `(b)` and `(d)` were read as references
    wrapped onto the line (`is` after a bracket), so `(b)` was lost into `(a)`'s text and `(d)` into `(c)`'s."""
    bc = """
    Interpretation
    1   In this regulation "Act" means the Regulations Act.
    Examination
    2   A person designated under section 2 of the Act must advise the regulation making authority whether or not a
    proposed regulation
    (a) is authorized by the enactment under which it is to be made,
    (b) is an unusual or unexpected use of the authority under which it is to be made,
    (c) trespasses unduly on existing rights and freedoms,
    (d) is consistent with the Canadian Charter of Rights and Freedoms, and
    (e) is drafted in accordance with the standards of the Chief Legislative Counsel.
    Index
    3   The registrar must maintain an index of deposited regulations.
    """
    assert paths(bc) == ["1", "2", "2 > (a)", "2 > (b)", "2 > (c)", "2 > (d)", "2 > (e)", "3"]


def test_a_reference_wrapped_after_a_comma_stays_text() -> None:
    """`... as set out in paragraph (a),` / `(b) is not ...`: guards the rule above where the marker is no next item
    of the open list (the list is numbered, the wrapped bracket lettered): kept as the item's text (passed before)."""
    wrapped = """
    4 A licence may be refused where
    (1) the applicant fails to meet the requirements of subsection (2), paragraph (a),
    (b) is not met and the applicant has been so notified, or
    (2) the applicant has been convicted of an offence under this Act.
    """
    assert paths(wrapped) == ["4", "4 > (1)", "4 > (2)"]


def test_a_rule_number_closed_by_a_dash_before_its_first_paragraph() -> None:
    """The Civil Procedure Rules 1998 (England and Wales) close a rule's number with a dash and no dot when its first
    paragraph runs on (`1.1—(1) These Rules are a new procedural code ...`, `1.4—(1) The court must ...`), as Irish
    and older UK instruments close a section's (`6.—(1)`). Before: `1.1` and `1.4` were not read, so `(1)` was lost
    and `(2)` with its items fell under the Part (or under `1.3`)."""
    cpr = """
    PART 1
    OVERRIDING OBJECTIVE
    The overriding objective
    1.1—(1) These Rules are a new procedural code with the overriding objective of enabling the court to deal with
    cases justly.
    (2) Dealing with a case justly includes, so far as is practicable—
    (a) ensuring that the parties are on an equal footing;
    (b) saving expense;
    Duty of the parties
    1.3 The parties are required to help the court to further the overriding objective.
    Court's duty to manage cases
    1.4—(1) The court must further the overriding objective by actively managing cases.
    (2) Active case management includes identifying the issues at an early stage.
    """
    assert paths(cpr) == ["PART 1", "PART 1 > 1.1", "PART 1 > 1.1 > (1)", "PART 1 > 1.1 > (2)",
                          "PART 1 > 1.1 > (2) > (a)", "PART 1 > 1.1 > (2) > (b)", "PART 1 > 1.3", "PART 1 > 1.4",
                          "PART 1 > 1.4 > (1)", "PART 1 > 1.4 > (2)"]


def test_subsections_numbered_with_a_degree_sign() -> None:
    """The Constitution of Ireland numbers an Article's sections `1.`, `2.` and their subsections `1°`, `2°`
    (`2. 1° Titles of nobility shall not be conferred by the State.` / `2° No title of nobility ...`; cited Article
    40.2.1°). Before: `1°` was read as OCR's roman `i` (labelled `i°`), its `2°` kept as `i°`'s text, and under the next
    Article `1. 1°` lost its section (the `1°` on its line taken for the list's second item)."""
    constitution = """
    ARTICLE 40
    1. All citizens shall, as human persons, be held equal before the law.
    2. 1° Titles of nobility shall not be conferred by the State.
    2° No title of nobility or of honour may be accepted by any citizen except with the prior approval of the
    Government.
    ARTICLE 41
    1. 1° The State recognises the Family as the natural primary and fundamental unit group of Society.
    2° The State, therefore, guarantees to protect the Family in its constitution and authority.
    2. 1° In particular, the State recognises that by her life within the home, woman gives to the State a support.
    """
    assert paths(constitution) == ["ARTICLE 40", "ARTICLE 40 > 1", "ARTICLE 40 > 2", "ARTICLE 40 > 2 > 1°",
                                   "ARTICLE 40 > 2 > 2°", "ARTICLE 41", "ARTICLE 41 > 1", "ARTICLE 41 > 1 > 1°",
                                   "ARTICLE 41 > 1 > 2°", "ARTICLE 41 > 2", "ARTICLE 41 > 2 > 1°"]


def test_comma_ended_degree_items_opening_with_the_lead_ins_verb() -> None:
    """The comma-ended items above numbered with a degree sign (`1° are citizens ...,` / `2° are of good conduct
    ...,`; Rwanda's laws number items `1°`, `2°`, and civil-law codes do too): the degree item is read through its
    degree value (`2°`, sequence.readings), as the open list holds it. Before: `2°` was read as digit 2 and matched
    no degree list, so it was taken for a reference wrapped onto the line and lost into `1°`'s text."""
    rwanda = """
    Article 5: Members of the Board
    The members of the Board shall be persons who
    1° are citizens of Rwanda,
    2° are of good conduct and morals,
    3° have a degree in law.
    Article 6: Meetings
    The Board meets once a quarter.
    """
    assert paths(rwanda) == ["Article 5", "Article 5 > 1°", "Article 5 > 2°", "Article 5 > 3°", "Article 6"]


def test_procedure_rules_numbered_part_rule_without_their_part_line() -> None:
    """An excerpt of procedure rules numbered part.rule with no `PART 1` line over them: the Civil Procedure Rules'
    Part 1 as a court's guide quotes it (`The overriding objective` / `1.1—(1) These Rules ...`), a circuit court's
    small-claims rules (`1.5 Filing of Claims` / `1.6 Form of Summons in Small Claims`). Before: no unit at all (every
    line stayed in the head frame). A contents list (decimal after decimal) does not open the body."""
    cpr = """
    The overriding objective
    1.1—(1) These Rules are a new procedural code with the overriding objective of enabling the court to deal with
    cases justly.
    (2) Dealing with a case justly includes saving expense.
    Application by the court of the overriding objective
    1.2 The court must seek to give effect to the overriding objective when it—
    (a) exercises any power given to it by the Rules; or
    (b) interprets any rule.
    Duty of the parties
    1.3 The parties are required to help the court to further the overriding objective.
    """
    assert paths(cpr) == ["1.1", "1.1 > (1)", "1.1 > (2)", "1.2", "1.2 > (a)", "1.2 > (b)", "1.3"]
    small_claims = """
    CONTENTS
    1.5 Filing of Claims
    1.6 Form of Summons in Small Claims
    1.7 Return of Summons
    1.5 Filing of Claims
    A small claim shall be filed with the clerk of the court.
    1.6 Form of Summons in Small Claims
    Summons in small claims shall require each defendant to appear on a day specified in the summons.
    [Adopted May 17, 1976, effective July 1, 1976.]
    1.7 Return of Summons
    The summons shall be returned by the officer serving it.
    """
    assert paths(small_claims) == ["1.5", "1.6", "1.7"]


def test_degree_items_opening_with_to_and_no_closing_mark() -> None:
    """`The Fund has the mission` / `1° to guarantee deposits ...` / `2° to collect ...` with the items' closing `;`
    gone (a harsh scan's first loss): an infinitive item is the open degree list's next (`_infinitive_item` reads
    `2°` by its degree value). Before: `2°` was read as digit 2, no next of the degree list, so `2°` and `3°` were
    taken for references wrapped onto the line and lost into `1°`'s text."""
    mission = """
    Article 5: Mission
    The Fund has the mission
    1° to guarantee deposits of the members of the Fund
    2° to collect contributions from member banks
    3° to manage the resources of the Fund.
    Article 6: Board
    The Board meets once a quarter.
    """
    assert paths(mission) == ["Article 5", "Article 5 > 1°", "Article 5 > 2°", "Article 5 > 3°", "Article 6"]
