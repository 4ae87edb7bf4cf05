"""One label a harsh scan spoiled must not take its subtree (or the rest of the document) off its path.

Ground truth from the generator: a generated statute / Malaysian Act is laid out, its lines read as OCR'd lines,
one top label is spoiled the way HARSH scans spoil them (`3` read `8`, `14` read `1A`, `CHAPTER I` read
`CHAPTER 1`), and every unit must still stand under its true path. Real gaps keep their numbers.
"""

from __future__ import annotations

import re

import pytest

from engross.evaluation import judge
from ingest.structure import explain, parse, unit_paths
from samples.make_damaged import generated
from schemas import Line, Span
from tests.structure.snippets import lines_from, paths

SEED = 4321  # a generator seed no other test uses (generated() lays out PH statutes, deeds and Malaysian Acts)
LOOKALIKE = {"0": "9", "1": "7", "2": "7", "3": "8", "4": "1", "5": "3", "6": "5", "7": "1", "8": "3", "9": "8"}
TOP = re.compile(r"^(?P<kw>SECTION |SEC\. )?(?P<num>\d{1,3})\.\s")


def _ocr_lines(i: int) -> tuple[list[Line], object]:
    _, layout, _, truth = generated(i, SEED)
    out = []
    for p in layout.lines:
        words, x = [], p.bbox[0]
        for w in p.text.split():
            words.append(Span(text=w, page=p.page, bbox=(x, p.bbox[1], x + 5 * len(w), p.bbox[3]), confidence=0.9,
                              source="ocr"))
            x += 5 * len(w) + 3
        out.append(Line(text=p.text, page=p.page, bbox=p.bbox, confidence=0.9, words=words))
    return out, truth


def _misplaced(lines: list[Line], truth: object) -> list[str]:
    return [" > ".join(p.path) for p in judge.placements(parse(lines, []), truth) if not p.placed]  # type: ignore[arg-type]


def _spoiled_tops(lines: list[Line]) -> list[tuple[int, str]]:
    """(line, spoiled text) for every body unit with two more after it: its number's last digit a look-alike."""
    end = next((n for n, ln in enumerate(lines) if re.match(r"^(?:\w+ )?SCHEDULE\b|^IN WITNESS", ln.text)), len(lines))
    tops = [(n, m) for n, ln in enumerate(lines[:end]) if (m := TOP.match(ln.text))]  # schedules number afresh
    out = []
    for (n, m), _, _ in zip(tops, tops[1:], tops[2:], strict=False):
        num = m.group("num")
        spoiled = num[:-1] + LOOKALIKE[num[-1]]
        out.append((n, lines[n].text.replace(f"{num}.", f"{spoiled}.", 1)))
    return out


@pytest.mark.parametrize("doc", [0, 1, 5], ids=["ph_statute", "in_deed", "my_act"])
def test_one_misread_top_number_moves_no_other_unit(doc: int) -> None:
    lines, truth = _ocr_lines(doc)
    assert _misplaced(lines, truth) == []
    spoils = _spoiled_tops(lines)
    assert len(spoils) >= 5
    for n, text in spoils:
        spoiled = [*lines[:n], lines[n].model_copy(update={"text": text}), *lines[n + 1:]]
        assert _misplaced(spoiled, truth) == [], text
        assert any("read as" in d and "between" in d for d in explain(spoiled)), text  # the repair is logged


def test_a_first_chapter_read_in_digits_before_roman_ones_is_chapter_i() -> None:
    lines, truth = _ocr_lines(0)
    first = next(n for n, ln in enumerate(lines) if ln.text.strip() == "CHAPTER I")
    spoiled = [*lines[:first], lines[first].model_copy(update={"text": "CHAPTER 1"}), *lines[first + 1:]]
    assert _misplaced(spoiled, truth) == []


def test_articles_whose_numerals_lost_strokes_in_a_row_keep_their_sections() -> None:
    """RA 10165 on a harsh scan: `ARTICLE I`..`VI` read `ARTICLE 1`, `ARTICLE I`, `ARTICLE Il`, `ARTICLE TN`,
    `ARTICLE SY`, `ARTICLE VI`: the first is I (roman ahead), each later one goes forward."""
    snippet = "\n".join(f"""
        {label}
        HEADING {n}
        SEC. {n}. Heading {n}. - The text of section {n} runs on here.
        """ for n, label in enumerate(("ARTICLE 1", "ARTICLE I", "ARTICLE Il", "ARTICLE TN", "ARTICLE SY",
                                       "ARTICLE VI"), start=1))
    ocr = [ln.model_copy(update={"words": [w.model_copy(update={"source": "ocr"}) for w in ln.words],
                                 "bbox": (250.0, *ln.bbox[1:]) if ln.text.startswith(("ARTICLE", "HEADING"))
                                 else ln.bbox})
           for ln in lines_from(snippet)]
    got = [" > ".join(p) for p, _ in unit_paths(parse(ocr, []))]
    romans = ("I", "II", "III", "IV", "V", "VI")
    assert got == [x for n, r in enumerate(romans, start=1) for x in (f"ARTICLE {r}", f"ARTICLE {r} > SEC. {n}")]


def test_a_chapter_label_spoiled_against_its_code_sections_takes_their_number() -> None:
    """HRS 558 on a harsh scan: `CHAPTER 558` read `CHAPTER 358`, its sections `[SS558-1]`, `[§558-2]`, ...: the
    sections are read alike twice and more, so the chapter is the one spoiled."""
    ocr = [ln.model_copy(update={"words": [w.model_copy(update={"source": "ocr"}) for w in ln.words]})
           for ln in lines_from("""
        CHAPTER 358
        LAND TRUSTS
        [SS558-1] Title. This chapter shall be known as the Land Trust Act.
        [§558-2] Definitions. In this chapter the words below mean what is said.
        [§558-3] Trustee. Any trustee may hold title to real property.
    """)]
    got = [" > ".join(p) for p, _ in unit_paths(parse(ocr, []))]
    assert got == ["CHAPTER 558", "CHAPTER 558 > [§558-1]", "CHAPTER 558 > [§558-2]", "CHAPTER 558 > [§558-3]"]


def test_real_gaps_in_a_code_keep_their_numbers() -> None:
    """HRS 515: sections 5, 7, 9 printed (6 and 8 repealed); a history note wraps with `§9:` at a line's start. No
    section is renumbered to close a gap."""
    assert paths("""
        CHAPTER 515
        §515-5 Financial practices. It is a discriminatory practice for a person to refuse.
        [L 1967, c 193, §5]
        §515-7 Blockbusting. It is a discriminatory practice for a person to induce.
        [L 1967, c 193, §7]
        §515-9 Enforcement. (a) The civil rights commission has jurisdiction over the subject.
        (b) The commission may hear complaints under sections 368-17 and 515-13.
        §9: HRS §515-9: am L 1982, c 204, §8]
        §515-10 Remedies. If the commission finds a practice, it may order relief.
    """, "generic")[:6] == ["CHAPTER 515", "CHAPTER 515 > §515-5", "CHAPTER 515 > §515-7", "CHAPTER 515 > §515-9",
                            "CHAPTER 515 > §515-9 > (a)", "CHAPTER 515 > §515-9 > (b)"]


def _ocr(snippet: str) -> list[Line]:
    return [ln.model_copy(update={"words": [w.model_copy(update={"source": "ocr"}) for w in ln.words]})
            for ln in lines_from(snippet)]


def test_items_after_colons_a_harsh_scan_read_for_semicolons_stay_in_their_list() -> None:
    """RA 11222 SEC. 3 on a harsh scan: every `;` ending a definition read `:`, then `(f)` `(g)` read `(1)` `(2)`.
    The colons ended items with no items of their own, so they introduce nothing: `(1)` `(2)` are the list's next
    two items, not a list under `(e)`."""
    got = [" > ".join(p) for p, _ in unit_paths(parse(_ocr("""
        SEC. 3. Definition of Terms. - As used in this Act:
        (a) Certification refers to a document issued by the Secretary:
        (b) Child refers to a person below eighteen years of age:
        (c) Foundling refers to a child who is abandoned:
        (d) Regional Director refers to the head of a field office of the DSWD:
        (e) Secretary refers to the Secretary of the DSWD:
        (1) Simulation of birth record refers to the tampering of the civil registry: and
        (2) Social Welfare and Development Officer refers to the head of a social welfare office.
        SEC. 4. Rectification. - A person who simulated the birth of a child shall not be liable.
    """), []))]
    assert got == ["SEC. 3", *[f"SEC. 3 > ({c})" for c in "abcdefg"], "SEC. 4"]


def test_a_real_list_under_an_item_after_semicolons_still_opens() -> None:
    """The same list printed right: `(e)` introduces its own items with a colon after items ending `;`."""
    got = [" > ".join(p) for p, _ in unit_paths(parse(_ocr("""
        SEC. 3. Definition of Terms. - As used in this Act:
        (a) Certification refers to a document issued by the Secretary;
        (b) Child refers to a person below eighteen years of age;
        (c) Foundling refers to a child who is abandoned;
        (d) Secretary refers to any of the following:
        (1) the Secretary of the DSWD; and
        (2) the Secretary's representative.
        SEC. 4. Rectification. - A person who simulated the birth of a child shall not be liable.
    """), []))]
    assert got == ["SEC. 3", *[f"SEC. 3 > ({c})" for c in "abcd"], "SEC. 3 > (d) > (1)", "SEC. 3 > (d) > (2)", "SEC. 4"]


def test_a_list_resumes_after_lost_and_misread_items() -> None:
    """ORS 90.300 on a harsh scan: `(2)` lost (`ee Rucept as ...`), `(3) (a)` read `(4) (a)` at another indent,
    then `(4)`, `(5) ... necessary:` with its `(a)` read `(4)`. The list goes on at `(4)` (2-3 noted missing, for
    review), and `(5)`'s first item is `(a)`: before, every item after `(1)` was kept as text."""
    tree = parse(_ocr("""
        Chapter 90 Residential Landlord and Tenant
        90.300 Security deposits; prepaid rent
           (1) As used in this section, "security deposit" includes any last month's rent deposit.
           ee Rucept as otherwise provided in this section, a landlord may require a deposit.
              (4) (a) A landlord may not change the rental agreement to require a new deposit.
              (b) If a landlord requires a new deposit, the landlord shall allow three months.
           (4) The landlord may claim all or part of the security deposit only if it was made.
           (5) The landlord may claim from the security deposit only the amount reasonably necessary:
              (4) To remedy the tenant's defaults in the performance of the rental agreement; and
              (b) To repair damages to the premises caused by the tenant.
    """), [])
    got = [" > ".join(p) for p, _ in unit_paths(tree)]
    assert got[-5:] == ["Chapter 90 > 90.300 > (1)", "Chapter 90 > 90.300 > (4)", "Chapter 90 > 90.300 > (5)",
                        "Chapter 90 > 90.300 > (5) > (a)", "Chapter 90 > 90.300 > (5) > (b)"]
    four = next(n for p, n in unit_paths(tree) if p[-1] == "(4)")
    assert four.numbering_gap == "2-3"
