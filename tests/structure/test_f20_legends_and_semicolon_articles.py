"""The opened half fresh20 (session 25 short round, helper f20struct): startup legal forms. Two drafting conventions
the untuned runs lost whole documents to:

- The Securities Act restrictive legend printed in capitals atop a warrant, a note or a stock certificate (`THE
  SECURITIES ... MAY NOT BE SOLD ... UNLESS ... THE SALE IS MADE IN ACCORDANCE WITH` / `RULE 144 UNDER THE ACT, OR
  ...`; the same legend form stands on Y Combinator's SAFE and on NVCA's stock purchase agreement's legends): a wrapped
  line of the legend that starts with `RULE 144` cites the rule; it opened a container every section fell under.
- Bylaws that close an Article's label with a semicolon before its title (`ARTICLE IV; OFFICERS.`), as a colon or a
  dash would: the Article was not read, so its sections stood under the Article before.
- A parenthetical wrapped to a line's start and closed on the next line (`... amounts paid in settlement` / `(if such
  settlement is approved ..., which approval shall not be` / `unreasonably withheld) of any Claim`): the EPL's `(if
  permitted ...)` closed on its line was kept as text already; across two lines `(if` was read as a garbled `(i)`.
- `Attachment 1` / `NOTICE OF EXERCISE`: the forms a US warrant appends (`in the forms attached hereto as Attachments 1
  and 2`), as federal contracts list theirs (FAR 15.204-1, Section J): an exhibit by another name, not read before.

Snippets abridged and reworded from the born-digital pages; each test failed before (what it gave is in its
docstring)."""

from __future__ import annotations

from ingest.structure.markers import read_container
from tests.structure.snippets import paths

WARRANT = """
THE SECURITIES EVIDENCED BY THIS INSTRUMENT HAVE NOT BEEN REGISTERED UNDER
THE SECURITIES ACT OF 1933, AS AMENDED, AND MAY NOT BE SOLD OR TRANSFERRED
UNLESS THERE IS AN EFFECTIVE REGISTRATION STATEMENT, THE SALE IS MADE IN ACCORDANCE WITH
RULE 144 UNDER THE ACT, OR THE ISSUER RECEIVES AN OPINION OF
COUNSEL THAT SUCH SALE IS EXEMPT FROM REGISTRATION.

WARRANT TO PURCHASE SHARES
1. Number of Shares. The Holder may purchase the shares set out below.
2. Definitions. In this Warrant:
(a) "Stock" means the common stock of the Issuer.
(b) "Price" means the price per share.
3. Transfer. This Warrant may not be transferred.
"""


def test_a_capital_legend_wrapped_before_rule_144_opens_no_rule() -> None:
    """Before: `RULE 144 UNDER THE ACT, OR ...` opened a container and every section stood under `RULE 144` (0/39
    on the warrant, every level)."""
    assert paths(WARRANT, "generic") == ["1", "2", "2 > (a)", "2 > (b)", "3"]


RULES = """
RULE 1 GENERAL PROVISIONS OF THE FIRST PART
1. These rules apply to every court.
RULE 2 FILING, SERVICE AND NOTICE
1. A paper is filed with the clerk.
"""


def test_a_rule_in_capitals_after_a_rule_still_opens() -> None:
    """Guard: a capital heading line ending with `OF THE FIRST PART` is no legend running on into the next rule."""
    assert paths(RULES, "generic")[:3] == ["RULE 1", "RULE 1 > 1", "RULE 2"]


TITLE = """
AN ACT TO PROVIDE FOR THE REGISTRATION AND REGULATION OF
PART I PRELIMINARY
1. This Act may be cited as the Registration Act.
"""


def test_a_part_after_a_long_title_in_capitals_still_opens() -> None:
    """Guard: a title in capitals ending on `OF`, then a Part whose heading has no comma and no open end, opens."""
    assert paths(TITLE, "generic") == ["PART I", "PART I > 1"]


BYLAWS = """
                    BYLAWS OF THE FOUNDATION
                    ARTICLE I; PRINCIPAL OFFICE.
The principal office of the Corporation shall be located at its place of business.
                    ARTICLE II; MEMBERSHIP.
The Corporation shall have no members.
                    ARTICLE III; BOARD OF DIRECTORS.
3.1 Composition. The affairs of the Corporation shall be managed by a Board of Directors.
3.2 Tenure. The term of a director shall be for three (3) years.
                    ARTICLE IV; OFFICERS.
4.1 Officers. The officers shall be a President and a Secretary.
"""


def test_an_article_label_closed_by_a_semicolon() -> None:
    """Before: `ARTICLE II; BOARD OF DIRECTORS.` was no container: the sections fell outside their Articles (the
    foundation bylaws 0/43 born)."""
    assert paths(BYLAWS, "generic") == ["ARTICLE I", "ARTICLE II", "ARTICLE III", "ARTICLE III > 3.1",
                                        "ARTICLE III > 3.2", "ARTICLE IV", "ARTICLE IV > 4.1"]
    marker = read_container("ARTICLE IV; OFFICERS.")
    assert marker is not None and marker.label == "ARTICLE IV" and marker.rest == "OFFICERS."


def test_a_semicolon_after_a_cited_article_stays_prose() -> None:
    """Guard: `Article II; the Board ...` in running text (lower case after the semicolon) cites."""
    assert read_container("Article II; the Board shall meet yearly.") is None
    assert read_container("ARTICLE II; and the Board shall meet yearly.") is None


ATTACHMENTS = """
11. Miscellaneous. This Warrant shall be governed by the laws of the State of Washington.
CORPORATION
Signature: ________________________
Attachment 1
NOTICE OF EXERCISE
TO: [Entity-name]
1. The undersigned hereby elects to purchase shares of the Warrant Stock.
2. Please issue a certificate representing said shares in the name of the undersigned.
Attachment 2
INVESTMENT REPRESENTATION STATEMENT
(a) The undersigned is acquiring the Securities for investment.
(b) The undersigned understands the Securities have not been registered.
"""


def test_a_warrants_attachments_are_its_exhibits() -> None:
    """Before: `Attachment 1` was text: its numbered paragraphs stood under section 11 or nowhere (12 units of the
    warrant)."""
    assert paths(ATTACHMENTS, "generic") == ["11", "Attachment 1", "Attachment 1 > 1", "Attachment 1 > 2",
                                             "Attachment 2", "Attachment 2 > (a)", "Attachment 2 > (b)"]
    assert read_container("Attachment 1 hereto sets out the form of notice.") is None


DEFINITIONS = """
1. Definitions. For purposes of this Agreement:
  (g) "Counsel" shall mean an attorney selected under Section 3.
  (h) "Other Liabilities" shall mean judgments, fines and amounts paid in settlement
  (if such settlement is approved by the Company, which approval shall not be
  unreasonably withheld) of any Claim regarding any Indemnifiable Event.
  (i) References to "other enterprises" shall include employee benefit plans.
  (j) "Reviewing Party" shall mean the Board.
"""


def test_a_parenthetical_closed_on_the_next_line_is_no_item() -> None:
    """Before: `(if such settlement ...` was a garbled `(i)`: (h) lost its tail and the real (i) went under it as a
    roman (indemnification agreement 1 > (h), 1 > (i) at every level)."""
    assert paths(DEFINITIONS, "generic") == ["1", "1 > (g)", "1 > (h)", "1 > (i)", "1 > (j)"]
