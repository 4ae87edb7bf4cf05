"""A contract's headed decimal clauses (`1.` > `1.1. Job Title` > text) read the way HARSH scans read them keep their
paths.

Truth from how the contract was written (its annotated gold text, corpus/gold.py, never the parser's output): it is
laid out born-digital, its lines taken as OCR'd lines with their boxes, and its decimal numbers spoiled as the fresh5
harsh scan of an employment contract read them (session 11): `1.1.` read `|.|.`, `.|.` (the first stroke lost, the
token starting right of the decimals), `‘1.`, `}.1.`, `S.1.`, `#.1.`; `3.1.` read `4.1.`; `1.3.` read `|.4.`; or the
number lost and only the heading left, where the decimals' headings start.
"""

from __future__ import annotations

import pytest

from corpus.gold import parse_text
from engross.evaluation import judge
from ingest.structure import explain, parse
from samples.styles import convention_truth, laid_out
from schemas import Line, Span

CLAUSES = [
    ("POSITION AND DUTIES", [
        ("Job Title", "The Employee shall be appointed to the position named in the first schedule."),
        ("Reporting", "The Employee shall report to the manager the Employer names from time to time."),
        ("Duties", "The Employee shall perform the duties of the position with due diligence.")]),
    ("TERM OF EMPLOYMENT", [
        ("Commencement Date", "The employment shall commence on the date named in the first schedule."),
        ("Confirmation", "Upon completion of the probation period the Employer shall confirm the appointment.")]),
    ("COMPENSATION", [
        ("Salary", "The Employee shall receive the annual salary named in the first schedule."),
        ("Deductions", "The salary shall be subject to deductions as required by the applicable laws."),
        ("Salary Payment", "The salary shall be credited to the Employee's bank account every month.")]),
    ("WORKING HOURS", [
        ("Working Hours", "The Employee shall work the hours named in the first schedule each day."),
        ("Leave", "The Employee shall be entitled to leave as the Employer's policy provides.")]),
    ("CONFIDENTIALITY", [
        ("Confidentiality", "The Employee shall keep secret all information obtained during the employment."),
        ("Intellectual Property", "Any work made during the employment shall belong to the Employer.")]),
]


def _text() -> str:
    out = ["# an employment contract: clauses `1. HEADING`, headed decimals `1.1. Heading` over a paragraph",
           "^ EMPLOYMENT CONTRACT",
           "- This Contract is made between the Employer and the Employee named in the first schedule.",
           "- Both parties agree to the following terms and conditions:"]
    for c, (heading, subs) in enumerate(CLAUSES, start=1):
        out.append(f"* {c}.| {{{heading}}}")
        for s, (sub, text) in enumerate(subs, start=1):
            out += [f"  * {c}.{s}.| {{{sub}}}", f"  + {text}"]
    return "\n".join(out) + "\n"


def _lines(spoil: dict[str, str]) -> list[Line]:
    """The contract's laid-out lines as OCR'd lines; a line opening with a key of `spoil` opens with its value (an
    empty value: the number lost, the line starting where its heading's words start)."""
    out = []
    for p in laid_out(parse_text(_text())).lines:
        old = next((k for k in spoil if p.text.startswith(k + " ")), None)
        text, x = p.text, p.bbox[0]
        if old is not None:
            text = (spoil[old] + " " + p.text[len(old) + 1:]).strip()
            if not spoil[old]:
                x += 5 * len(old) + 3  # the heading's first word stands where it stood after the number
            elif spoil[old].startswith("."):
                x += 5  # the first stroke lost: the token starts right of the decimals
        words = []
        for w in text.split():
            words.append(Span(text=w, page=p.page, bbox=(x, p.bbox[1], x + 5 * len(w), p.bbox[3]), confidence=0.9,
                              source="ocr"))
            x += 5 * len(w) + 3
        out.append(Line(text=text, page=p.page, bbox=(words[0].bbox[0], *p.bbox[1:]), confidence=0.9, words=words))
    return out


def _misplaced(lines: list[Line]) -> list[str]:
    truth = convention_truth(parse_text(_text()), "headed_decimals", "in_deed")
    return [" > ".join(p.path) for p in judge.placements(parse(lines, []), truth) if not p.placed]


@pytest.mark.parametrize("spoil", [
    {"1.1.": "|.|.", "1.3.": "|.4.", "2.1.": "‘1.", "3.1.": "4.1.", "4.1.": "}.1.", "5.1.": "S.1."},
    {"1.1.": ".|.", "2.1.": "#.1.", "4.2.": "1.2."},
    {"2.2.": "", "3.2.": "", "3.3.": "", "5.2.": ""},  # the numbers lost, only the headings left
    {"1.1.": "|.|.", "2.2.": "", "3.1.": "4.1.", "3.2.": "", "3.3.": "", "4.1.": "}.1.", "5.2.": ""},
])
def test_a_headed_decimal_clause_spoiled_on_a_harsh_scan_keeps_its_path(spoil: dict[str, str]) -> None:
    """Before, each such clause's heading and paragraph went into the clause or decimal above it (the fresh5
    employment contract: 15 of 31 units placed on its harsh scan, 30 on its clean one)."""
    assert _misplaced(_lines({})) == []
    lines = _lines(spoil)
    spoiled = [v + " " for v in spoil.values() if v]
    assert sum(ln.text.startswith(tuple(spoiled)) for ln in lines) >= len(spoiled)
    assert _misplaced(lines) == []
    assert any("a decimal clause" in d for d in explain(lines))


def test_a_short_paragraph_at_the_headings_place_is_no_decimal_when_the_numbers_go_on() -> None:
    """A short heading-like line where the headings' words start, with the next decimal printed right after the one
    before it (`1.2.` after `1.1.`), is no lost `1.2`: it stays text."""
    lines = _lines({})
    k = next(i for i, ln in enumerate(lines) if ln.text.startswith("1.1. "))
    para = lines[k + 1]
    extra = para.model_copy(update={"text": "In Mumbai", "bbox": (lines[k].words[1].bbox[0], *para.bbox[1:]),
                                    "words": [w.model_copy(update={"bbox": (lines[k].words[1].bbox[0], *w.bbox[1:])})
                                              for w in para.words[:2]]})
    extra.words[0].text, extra.words[1].text = "In", "Mumbai"
    lines.insert(k + 2, extra)
    assert not any("a decimal clause" in d for d in explain(lines))
