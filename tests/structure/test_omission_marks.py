"""A repealed section's omission mark as OCR reads it (session 17, helper ocrmid).

ZimLII's consolidations print a repealed section as `4. ***` with the note that repealed it beside or below it.
Tesseract reads the three asterisks as `ok ok ok`, `oh 2k 2k`, `2K ok`, `#**`, `#e*`, `“**`, `x`, `ee`, `KKK`: the
section's text held other words than the page's mark, and its unit was lost at clean and moderate though placed at
born (the Moneylending and Rates of Interest Act, fresh11: 2A, 2B, 3-7 at both levels; the Dangerous Drugs Act,
fresh9: 5 at clean; the Stock Theft Prevention Act, fresh6: 4-6, 8, 9, 11, 12 at both). With the number lost too
(`i he 2 2 ok` for `7. ***`), section 7 ran into 6. The OCR'd lines below are the ones Tesseract returned for those
pages (the cached clean and moderate reads); each test asserts every unit's path and text; every repair is logged
and sends its unit to review."""

from __future__ import annotations

import pytest

from ingest.structure import explain, parse
from ingest.structure.omitted import mark_like
from tests.structure.snippets import lines_from, node_at, paths

HEAD = """
2. Interpretation In this Act—
“true name ” means, in relation to any person, that person’s own proper name, without any addition,
abstraction or other alteration whatever.
"""
TAIL = """
8. Maximum rates of interest
    (1) No lender shall stipulate for, demand or receive from the borrower interest at a rate greater
    than the prescribed rate of interest .
"""
NUMBERS = ["2A", "2B", "3", "4", "5", "6", "7"]


def moneylending(marks: list[str]) -> str:
    body = "".join(f"{mark}\n[section {n} repealed by Act No. 3 of 2013 ]\n" for n, mark in zip(NUMBERS, marks,
                                                                                                  strict=True))
    return HEAD + body + TAIL


CLEAN = ["2A. ok ok oe", "2B. oh 2k 2k", "3. ok ok ok", "4. ok oe", "5. ok ok", "6. ok 2 2", "7. ***"]
MODERATE = ["2A. 2K", "2B. #**", "3, x", "4, #e*", "5, ee", "6. 2K ok", "i he 2 2 ok"]
UNITS = ["2", *NUMBERS, "8", "8 > (1)"]


@pytest.mark.parametrize("marks", [CLEAN, MODERATE], ids=["clean", "moderate"])
def test_a_misread_omission_mark_is_read_as_the_mark(marks: list[str]) -> None:
    snippet = moneylending(marks)
    assert paths(snippet) == UNITS
    tree = parse(lines_from(snippet), [])
    for n in NUMBERS:
        node = node_at(tree, n)
        assert node.text.startswith("***"), (n, node.text)
        assert node.status == "repealed" and f"section {n} repealed" in (node.status_note or "")  # the note is
        # the section's status, out of its text (as the gold reads it: status.section_repeal, one pattern)
    for n, mark in zip(NUMBERS, marks, strict=True):
        if mark != "7. ***":
            assert "omission mark misread by OCR" in (node_at(tree, n).inferred or ""), n


def test_the_lost_number_is_the_one_the_note_names() -> None:
    """`i he 2 2 ok` over `[section 7 repealed ...]` after 6: section 7, its number from the note (logged)."""
    log = explain(lines_from(moneylending(MODERATE)))
    assert any("'i he 2 2 ok' read as 7. ***" in d and "naming section 7" in d for d in log)


def test_the_mark_beside_its_note_on_one_line() -> None:
    """The Dangerous Drugs Act prints the note on the section's line: `5. “** [section repealed by ...]`."""
    snippet = """
3. Application of Part II
This Part applies to coca leaves, being the leaves of any plant of the genus of the
erythroxylaceae from which cocaine can be extracted either directly or by chemical transformation.
[section as substituted by section 282 of Act 23 of 2004]
4. *** [section repealed by section 282 of Act 23 of 2004]
5. “** [section repealed by section 282 of Act 23 of 2004]
6. Regulations
    (1) The Minister may by regulation—
"""
    tree = parse(lines_from(snippet), [])
    assert paths(snippet) == ["3", "4", "5", "6", "6 > (1)"]
    assert node_at(tree, "5").text.startswith("***")
    assert "omission mark" in (node_at(tree, "5").inferred or "")


@pytest.mark.parametrize("line", ["3. Tax", "3. Fees", "3. (1) A lender", "3. The Act.", "Fees"])
def test_words_before_a_repeal_note_stay_as_read(line: str) -> None:
    """A heading (`Tax`), a subsection or a sentence before the note are words, not a mark; a line of words with no
    number is not given one."""
    snippet = f"""
2. Interpretation In this Act—
“true name ” means a person’s own proper name.
{line}
[section 3 repealed by Act No. 3 of 2013 ]
4. Licences
    (1) No person shall carry on business as a moneylender.
"""
    tree = parse(lines_from(snippet), [])
    assert all("***" not in (n.text or "") for n in [tree, *_nodes(tree)])


def test_a_note_naming_another_section_leaves_the_line() -> None:
    snippet = moneylending(MODERATE).replace("[section 7 repealed", "[section 9 repealed")
    assert "7" not in paths(snippet)


STOCK_THEFT = """
3. Powers of search
Any police officer may search any vehicle in which he suspects that stolen stock is being conveyed.
{four}
[section repealed by section 282 of Act 23 of 2004 ]
{five}
[section repealed by section 282 of Act 23 of 2004 ]
6. Register to be kept by butchers and buyers of skins or hides
Every butcher shall keep a register of all stock slaughtered by him.
==page==
10. Compensatory fine
A court convicting any person of stock theft may impose a compensatory fine.
{eleven}
[section repealed by section 282 of Act 23 of 2004 ]
{twelve}
[section repealed by section 282 of Act 23 of 2004 ]
"""


@pytest.mark.parametrize("four,five,eleven,twelve", [("4. **", "5. KKK", "1 1 . KKK", "12. KKK"),
                                                     ("4.**", "5. kee", "1 1 kkk", "12. kK")],
                         ids=["clean", "moderate"])
def test_stock_theft_marks_and_a_number_read_apart(four: str, five: str, eleven: str, twelve: str) -> None:
    """The Stock Theft Prevention Act (fresh6), as Tesseract read it: the mark as `**`, `KKK`, `kee`, glued to its
    number (`4.**`), and 11 read `1 1` (its digits apart) before the mark: 11, the next in the sequence."""
    snippet = STOCK_THEFT.format(four=four, five=five, eleven=eleven, twelve=twelve)
    assert paths(snippet) == ["3", "4", "5", "6", "10", "11", "12"]
    tree = parse(lines_from(snippet), [])
    for n in ("4", "5", "11", "12"):
        assert node_at(tree, n).text.startswith("***"), n
        assert "omission mark misread by OCR" in (node_at(tree, n).inferred or ""), n
    assert "digits read apart" in (node_at(tree, "11").inferred or "")


def test_the_shape_of_a_misread_mark() -> None:
    for s in ["ok ok ok", "oh 2k 2k", "2K", "#**", "x", "ee", "#e*", "“**", "i he 2 2 ok", "KKK", "wRRKK", "kee"]:
        assert mark_like(s), s
    for s in ["Tax", "Fees", "Repealed", "(1) A", "a rate.", "of the Minister", "Porte"]:
        assert not mark_like(s), s


def _nodes(node):
    for c in node.children:
        yield c
        yield from _nodes(c)
