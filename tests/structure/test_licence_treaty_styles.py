"""Drafting styles no rule had met (issue 11, session 11, helper styles): a public licence's `Section N -- Heading.`
over `a.` > `1.` > `a.` > `i.` told apart by indentation, and a treaty's Articles (`ARTICLE 1` alone on its line,
its heading below, paragraphs `1.`, `2.`) in a Bill's Schedule. Every snippet is written for this file; each case
asserts the full structure path of every unit and fails on the code before it."""

from __future__ import annotations

from ingest.structure import parse, unit_paths
from tests.structure.snippets import lines_from, node_at, paths

LICENCE = """
Section 2 -- Grant .
   a. Licence grant .
      1. Subject to this Licence, the Owner grants You a licence to exercise the Rights in the Work to:
         a. copy and share the Work, in whole or in part; and
         b. make and share Derived Works.
      2. Exceptions . Where an exception applies to Your use, this Licence does not apply.
      3. Term . The term of this Licence is set out in Section 5(a).
   b. Other rights .
      1. Moral rights are not licensed under this Licence.
      2. Trade mark rights are not licensed under this Licence.
Section 3 -- Conditions .
Your exercise of the Rights is made subject to the following conditions.
   a. Credit .
      1. If You share the Work, You must:
         a. keep the following if the Owner supplies it:
            i. the name of the author;
            ii. a copyright notice;
         b. say if You changed the Work; and
         c. say that the Work is under this Licence.
      2. You may meet the conditions in Section 3(a)(1) in any reasonable way.
   b. Same terms .
   In addition to the conditions in Section 3(a), if You share a Derived Work, the
   following conditions also apply.
      1. The licence You apply must have the same elements as this Licence.
      2. You must include the text of the licence You apply.
Section 4 -- Term .
   a. This Licence applies for the term of the Rights.
"""


def test_a_licence_numbers_its_levels_with_letters_again_told_apart_by_indentation() -> None:
    """`a.` > `1.` > `a.` > `i.`: an item that is only a heading (`a. Licence grant .`) heads the items indented under
    it; a first `a.` right of a `1.` opens a new list although letters are open above (before: `(A)`, or text);
    `a. Credit .` after a sentence opens its list because the next item at its indent is `b.`; `Section 2 -- Grant .`
    keeps its heading (the doubled hyphen is its dash)."""
    assert paths(LICENCE, "generic") == [
        "Section 2", "Section 2 > a", "Section 2 > a > 1", "Section 2 > a > 1 > a", "Section 2 > a > 1 > b",
        "Section 2 > a > 2", "Section 2 > a > 3", "Section 2 > b", "Section 2 > b > 1", "Section 2 > b > 2",
        "Section 3", "Section 3 > a", "Section 3 > a > 1", "Section 3 > a > 1 > a", "Section 3 > a > 1 > a > i",
        "Section 3 > a > 1 > a > ii", "Section 3 > a > 1 > b", "Section 3 > a > 1 > c", "Section 3 > a > 2",
        "Section 3 > b", "Section 3 > b > 1", "Section 3 > b > 2", "Section 4", "Section 4 > a"]


def test_the_same_licence_read_as_a_deed_keeps_its_numbered_items_under_their_letters() -> None:
    """A licence's `Licensor` / `Licensee` words make it a deed to the family detector, where bare numbers are clauses:
    `1.` `2.` indented under `a.` are still the letter's items, never clauses 1 and 2 of the document."""
    assert paths(LICENCE, "in_deed") == [
        "Section 2", "Section 2 > a", "Section 2 > a > 1", "Section 2 > a > 1 > a", "Section 2 > a > 1 > b",
        "Section 2 > a > 2", "Section 2 > a > 3", "Section 2 > b", "Section 2 > b > 1", "Section 2 > b > 2",
        "Section 3", "Section 3 > a", "Section 3 > a > 1", "Section 3 > a > 1 > a", "Section 3 > a > 1 > a > i",
        "Section 3 > a > 1 > a > ii", "Section 3 > a > 1 > b", "Section 3 > a > 1 > c", "Section 3 > a > 2",
        "Section 3 > b", "Section 3 > b > 1", "Section 3 > b > 2", "Section 4", "Section 4 > a"]


def test_a_section_heading_after_a_doubled_hyphen_is_the_heading() -> None:
    """`Section 2 -- Grant .`: the heading is `Grant`, not text beginning `- -`."""
    tree = parse(lines_from(LICENCE), [], "generic")
    heads = {" > ".join(p): n.heading for p, n in unit_paths(tree)}
    assert heads["Section 2"] == "Grant" and heads["Section 4"] == "Term"


TREATY = """
Application of Act
4. This Act shall apply—
   (a) to any State which is a party to the Convention; and
   (b) to such other body as the Minister may by order specify.
                         SCHEDULE
                    [Subsection 2(1)]
        ARTICLES OF THE CONVENTION HAVING THE FORCE OF LAW
                         ARTICLE 1
                        Definitions
1. For the purposes of the present Convention, the following expressions shall have the meanings
hereunder given to them:
   (a) "mission" means any embassy, consulate or agency of a sending State;
   (b) "district" means the area assigned to a mission.
                         ARTICLE 4
                    Functions of a mission
The functions of a mission consist in:
(a) protecting the interests of the sending State;
(b) issuing passports to nationals of the sending State;
(c) acting as notary and civil registrar.
                         ARTICLE 12
              Temporary head of a mission
1. If the head of a mission cannot act, a temporary head may act in his place.
2. The name of the temporary head shall be notified to the receiving State.
                         ARTICLE 20
              Protection of premises
1. Where relations between two States are broken off:
   (a) the receiving State shall protect the premises of the mission;
   (b) the sending State may entrust the premises to a third State.
2. Where a mission is closed, paragraph 1 applies.
"""


def test_a_treatys_articles_alone_on_their_line_hold_their_paragraphs() -> None:
    """`ARTICLE 1` / `Definitions` / `1.` in a Bill's Schedule: an Article numbered in arabic alone on its line is the
    provision `Article 1.` would be, and its `1.`, `2.` are its paragraphs (before: every Article was text, its
    paragraphs the Schedule's, and Article 4's items under the definitions)."""
    assert paths(TREATY, "my_statute") == [
        "4", "4 > (a)", "4 > (b)", "SCHEDULE", "SCHEDULE > ARTICLE 1", "SCHEDULE > ARTICLE 1 > 1",
        "SCHEDULE > ARTICLE 1 > 1 > (a)", "SCHEDULE > ARTICLE 1 > 1 > (b)", "SCHEDULE > ARTICLE 4",
        "SCHEDULE > ARTICLE 4 > (a)", "SCHEDULE > ARTICLE 4 > (b)", "SCHEDULE > ARTICLE 4 > (c)",
        "SCHEDULE > ARTICLE 12", "SCHEDULE > ARTICLE 12 > 1", "SCHEDULE > ARTICLE 12 > 2", "SCHEDULE > ARTICLE 20",
        "SCHEDULE > ARTICLE 20 > 1", "SCHEDULE > ARTICLE 20 > 1 > (a)", "SCHEDULE > ARTICLE 20 > 1 > (b)",
        "SCHEDULE > ARTICLE 20 > 2"]
    cited = """
    1. This Act shall apply to every consular post, as provided in
    Article 5
    of the Convention, and to its members.
    2. This Act shall come into force on 1 May.
    """
    assert paths(cited, "my_statute") == ["1", "2"]  # a citation wrapped to a line of its own opens nothing


ORDINANCE = """
Section 4. Requisites .
   a) Must be a resident of the town aged 80 years old and above upon
   the approval of this ordinance
   b) Must be a registered member of the Office of Senior Citizens
   c) The list of beneficiaries shall be kept by the barangay officers, who shall
   report any new member by submitting a copy of the member's identification card or birth
   certificate
In addition, the grantee shall submit any two (2) of the following
documents:
   d) Certified copy of Birth Certificate
   e) Certified copy of Marriage Contract (if married)
Section 5. Awarding . The grant shall be given every December.
"""


def test_a_paragraph_back_at_the_sections_indent_after_an_item_is_the_sections() -> None:
    """`c) ... birth` / `certificate` / `In addition, the grantee shall ...:` at the section's indent: every item
    wrapped at its marker, so a capitalised line left of them is the section's paragraph, not item c's text (its
    words were under `(c)`); the list then goes on `d)`, `e)` under the section."""
    tree = parse(lines_from(ORDINANCE), [], "ph_statute")
    assert "In addition" not in node_at(tree, "Section 4 > (c)").text
    assert paths(ORDINANCE, "ph_statute") == [
        "Section 4", "Section 4 > (a)", "Section 4 > (b)", "Section 4 > (c)", "Section 4 > (d)", "Section 4 > (e)",
        "Section 5"]


AMENDING_REGULATION = """
Amendment of the Plant Varieties Act 1997
4.— (1) The Plant Varieties Act 1997 is amended as follows.
(2) In section 10 (meaning of “protected variety”)—
(a) in subsection (2), for the words from “may be sold” to the end substitute—
(a) may be sold in the United Kingdom by virtue of any retained rule of law, or
(b) has been put on the market in the United Kingdom by or with the consent of the holder.”;
(b) after subsection (2) insert—
(2A) In subsection (2)(a), a retained rule of law is to be read as a rule of assimilated law.”.
(3) In section 12 (exhaustion), for subsection (4) substitute—
(4) Nothing in subsection (3) applies to material which—
(a) has been sold by the holder, or
(b) has been sold with the holder's consent.”.
Amendment of the Seeds Regulations 2005
5. In regulation 3 of the Seeds Regulations 2005, omit paragraph (2).
"""


def test_quoted_substitutions_whose_opening_quote_ocr_lost_stay_text() -> None:
    """`(a) ... substitute—` / `(a) may be sold ...` / `... holder.”;`: the amending words end the line before and a
    closing quote follows, so the substituted `(a)`, `(b)`, `(2A)`, `(4)` are quoted text of the amending item (OCR lost
    the opening `“`), not its items, and `(3)` is the regulation's next paragraph (before: `(4)` took the place of
    a paragraph and `(3)`'s words went under it)."""
    assert paths(AMENDING_REGULATION, "generic") == [
        "4", "4 > (1)", "4 > (2)", "4 > (2) > (a)", "4 > (2) > (b)", "4 > (3)", "5"]


def test_a_treaty_article_whose_one_ocr_read_as_a_stroke_is_still_article_1() -> None:
    """A harsh scan reads `ARTICLE 1` as `ARTICLE I` while `ARTICLE 4`, `12`, `20` read clean: among Articles alone on
    their lines numbered in digits, the roman one alone is Article 1 (a repair), holding its paragraph and items."""
    spoiled = TREATY.replace("ARTICLE 1\n", "ARTICLE I\n")
    assert paths(spoiled, "my_statute") == paths(TREATY, "my_statute")


ROWS_LOST = """
3. In these Regulations, electronic services include—
   (a) for music and films-
      (i) audio clip;
      ee ee v) vi) vii) ii) iii) iv) ringtone; jingle; song; live concert; podcast not
      (viii) documentary;
      (ix) home-made video;
      (x) streaming services;
      (xi) movie;
      (xii) games-
         (aa) internet-based game; and
         (bb) electronic betting;
   (b) for broadcasts and events.
4. A non-resident person shall apply for registration.
"""


def test_a_roman_list_resumes_after_six_rows_ocr_read_as_one_line() -> None:
    """OCR read rows (ii)-(vii) as one line of garbage: `(viii)` after `(i)`, with `(ix)`, `(x)`, `(xi)` next at its
    indent, resumes the list (the gap noted for review); before, (viii)-(xi) were text and `(xii)` was read as a
    garbled `(ii)`, taking `(aa)`, `(bb)` with it."""
    assert paths(ROWS_LOST, "generic") == [
        "3", "3 > (a)", "3 > (a) > (i)", "3 > (a) > (viii)", "3 > (a) > (ix)", "3 > (a) > (x)", "3 > (a) > (xi)",
        "3 > (a) > (xii)", "3 > (a) > (xii) > (aa)", "3 > (a) > (xii) > (bb)", "3 > (b)", "4"]


RULES = """
RULE I
PRELIMINARY PROVISIONS
Section 1. Short Title. - These Rules shall be known as the Implementing Rules.
Section 2. Scope. - These Rules apply to the Office of the Marshals.
RULE ITI
THE OFFICE OF THE MARSHALS
Section 1. Supervision. - The Office shall be under the control of the Court.
RULE III
POWERS AND FUNCTIONS
Section 1. Powers. - The Office shall have the following powers:
(a) to provide security; and
(b) to serve court processes.
"""


def test_a_rule_whose_numeral_gained_a_stroke_is_the_rule_before_the_clean_one_ahead() -> None:
    """`RULE ITI` (a stroke of `II` read `T`) after RULE I with a clean `RULE III` below: it is RULE II (the gap it
    would leave closes), not a second RULE III taking the sections of RULE II under the later one's path."""
    assert paths(RULES, "ph_statute") == [
        "RULE I", "RULE I > Section 1", "RULE I > Section 2", "RULE II", "RULE II > Section 1", "RULE III",
        "RULE III > Section 1", "RULE III > Section 1 > (a)", "RULE III > Section 1 > (b)"]


LAST_RULE = """
Rule 1.) General Provisions
Section 1. Title. - These Rules shall be known as the Rules of the Parliament.
Section 2. Scope. - These Rules govern the sessions of the Parliament.
Rule Hl. The Bangsamoro Government
Section 1. Seat. - The seat of the Government is in the City.
Section 2. Officers. - The Parliament shall elect its officers.
"""


def test_a_last_rule_read_with_joined_strokes_is_the_next_rule() -> None:
    """A harsh scan's `Rule Hl.` (`Rule II.`: two strokes run into an `H`, a serif read `l`) after Rule I (read
    `Rule 1.)`), no rule below it: RULE II, not RULE III over a lost II that nothing confirms."""
    assert paths(LAST_RULE, "ph_statute") == [
        "Rule I", "Rule I > Section 1", "Rule I > Section 2", "Rule II", "Rule II > Section 1", "Rule II > Section 2"]
