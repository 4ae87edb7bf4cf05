"""The damaged set's generator really destroys what its truth says it destroyed, and keeps the rest readable."""

from __future__ import annotations

import os
import re
from collections import Counter

import pytest

from ingest.ocr import ocr_words
from ingest.pdf import render_page
from samples import real_texts
from samples.flow import Block, Flow, Layout, TableBlock, render
from samples.make_damaged import place, schedule
from samples.scan import CLEAN, scan_with_truth
from samples.wear import KINDS, STRENGTHS

os.environ.setdefault("OMP_THREAD_LIMIT", "1")

PARAS = [
    "1. The Lessee shall pay the monthly rent of forty five thousand rupees on or before the fifth day of "
    "every month into the account named by the Lessor in writing from time to time.",
    "2. Quarterly maintenance charges fixed by the residents association are borne by the Lessee, who shall "
    "produce receipts whenever the Lessor asks for them during the lease.",
    "3. Neither party may assign this lease without written consent, which consent shall not be withheld "
    "unreasonably when the proposed assignee is a reputable company of sound standing.",
    "4. Any notice under this deed goes by registered post to the address printed above, and is deemed "
    "served on the seventh day after posting unless returned undelivered.",
    "5. Disputes go to a sole arbitrator seated at Chennai whose award binds both parties finally.",
]


def words_of(text: str) -> list[str]:
    return re.findall(r"[a-z]{4,}", text.lower())


@pytest.fixture(scope="module")
def page() -> tuple[list, list[str]]:
    """One page of five paragraphs: a heavy fade over 2, a heavy stamp over 3, a light fade over 4, a clean scan."""
    flow = Flow("a4")
    for p in PARAS:
        flow.add(Block([(p, "Times-Roman")], 11.0, 0.0, "left", (p.split(".")[0],), 8.0))
    layout = flow.layout
    pdf = render(layout, None, None, "Helvetica", "damage test")
    blocks = {}
    for line in layout.lines:
        blocks.setdefault(line.block, []).append(line)
    lines = list(blocks.values())
    import random

    rng = random.Random(3)
    damage = [place("fade", "heavy", layout, lines[1], rng), place("stamp", "heavy", layout, lines[2], rng),
              place("fade", "light", layout, lines[3], rng)]
    damage[0] = type(damage[0])(**{**vars(damage[0]), "bbox": _whole(lines[1])})  # the whole paragraph
    done = scan_with_truth(pdf, 1, CLEAN, damage, 5, layout)
    image = render_page(done.pdf, 0, 300)
    read, _ = ocr_words(image, 1, 72 / 300, "eng", 120)
    return done.paragraphs, [w.text for w in read]


def _whole(lines: list) -> tuple[float, float, float, float]:
    return (min(p.bbox[0] for p in lines) - 2, min(p.bbox[1] for p in lines) - 2,
            max(p.bbox[2] for p in lines) + 2, max(p.bbox[3] for p in lines) + 2)


def found_share(words: list[str], read: list[str]) -> float:
    got = Counter(words_of(" ".join(read)))
    return sum(min(1, got[w]) for w in words) / len(words)


def test_truth_lists_the_destroyed_paragraphs_and_words(page: tuple[list, list[str]]) -> None:
    paragraphs, _ = page
    assert [p.unit_path for p in paragraphs] == [["1"], ["2"], ["3"], ["4"], ["5"]]
    by = {p.unit_path[0]: p for p in paragraphs}
    assert by["2"].damage == ["fade/heavy"] and by["2"].lost_words == by["2"].text.split()
    assert by["3"].damage == ["stamp/heavy"] and len(by["3"].lost_words) >= 8
    assert by["4"].damage == ["fade/light"] and not by["4"].lost_words, "a light fade leaves the print there"
    assert not by["1"].lost_words and not by["5"].lost_words and not by["1"].damage


def test_ocr_does_not_return_what_the_truth_says_was_destroyed(page: tuple[list, list[str]]) -> None:
    paragraphs, read = page
    by = {p.unit_path[0]: p for p in paragraphs}
    elsewhere = set(words_of(PARAS[0] + PARAS[4]))
    for unit in ("2", "3"):
        lost = [w for w in words_of(" ".join(by[unit].lost_words)) if w not in elsewhere]
        assert len(lost) >= 6
        assert found_share(lost, read) <= 0.1, (unit, lost)
    for unit in ("1", "5"):  # undamaged paragraphs read back
        assert found_share(words_of(by[unit].text), read) >= 0.9


def test_schedule_uses_every_kind_and_strength_evenly() -> None:
    plan = schedule(32, 1)
    seen = Counter(c for doc in plan for c in doc)
    assert set(seen) == {(k, s) for k in KINDS for s in STRENGTHS}
    assert min(seen.values()) >= 3 and all(2 <= len(doc) <= 4 for doc in plan)
    assert all(sum(k == "tear" for k, _ in doc) <= 1 and sum(k == "fold" for k, _ in doc) <= 1 for doc in plan)


def test_real_texts_lose_their_markdown_and_keep_their_words() -> None:
    name = "my_employment_amendment_bill_2011.txt"
    if not (real_texts.LEGAL_TEXTS / name).exists():
        pytest.skip(f"{real_texts.LEGAL_TEXTS} is absent (the shared corpus is not mounted here)")
    paras = real_texts.paragraphs(name)
    text = " ".join(p.text for p in paras)
    assert "**" not in text and "-----" not in text and " _" not in text
    assert any(p.bold and p.text == "Short title and commencement" for p in paras)
    assert any(p.text.startswith("1. (1) This Act may be cited as the Employment (Amendment) Act 2011.")
               for p in paras)
    runs = real_texts.parts(paras, 5200)
    assert len(runs) >= 5 and sum(len(r) for r in runs) == len(paras)


def test_corpus_excerpts_keep_only_units_printed_whole() -> None:
    from samples.make_damaged import corpus_excerpt

    made = corpus_excerpt(1)
    if made is None:
        pytest.skip("the repository corpus has no tuning texts here")
    _, layout, _, gt = made
    assert layout.pages <= 2 and gt.units
    printed = " ".join(" ".join(p.split()) for p in gt.pages)
    for unit in gt.units:
        for para in filter(None, unit.text.split("\n")):
            assert " ".join(para.split()) in printed, unit.path


def _layout_page(columns: int = 1) -> Layout:

    flow = Flow("a4", columns=columns)
    flow.add(Block([("PART II", "Times-Bold")], 11.0, 0.0, "center", ("PART II",), 8.0))
    flow.add(Block([("AND", "Times-Bold")], 11.0, 0.0, "center", (), 8.0))
    for n, p in enumerate(PARAS * 3):
        flow.add(Block([(p + " " + PARAS[n % 5 - 1], "Times-Roman")], 11.0, 0.0, "left", (str(n),), 8.0))
    if columns == 1:
        flow.add_table(TableBlock(["Year", "Amount"], [[f"20{n:02d}", f"{n},000.00"] for n in range(10, 16)],
                                  [120.0, 120.0], 10.0, "Times-Roman", ("T",)))
    return flow.layout


def test_layout_damage_goes_where_little_shows_the_loss() -> None:
    """The layout documents' kinds: one side of a paragraph, a page's last line, a lone one-line paragraph, a
    table's last rows (samples.wear.LAYOUT_KINDS; placed by make_damaged.place_layout)."""
    import random

    from samples.make_damaged import place_layout

    layout = _layout_page()
    rng = random.Random(4)
    side = place_layout("fade_side", "heavy", layout, rng, set())
    para = [ln for ln in layout.lines if ln.page == side.page and side.bbox[1] < ln.bbox[3] < side.bbox[3]]
    left, right = min(ln.bbox[0] for ln in para), max(ln.bbox[2] for ln in para)
    assert side.bbox[2] - side.bbox[0] < 0.65 * (right - left), "one side of the lines, not all of them"
    last = place_layout("fade_last", "heavy", layout, rng, set())
    foot = [ln for ln in layout.lines if ln.page == last.page][-1]
    assert last.bbox[1] <= foot.bbox[1] and last.bbox[3] >= foot.bbox[3] and foot.row is None
    lone = place_layout("fade_line", "heavy", layout, rng, set())
    assert [ln.text for ln in layout.lines if ln.bbox[1] >= lone.bbox[1] and ln.bbox[3] <= lone.bbox[3]
            and ln.page == lone.page] == ["AND"]
    foot_rows = place_layout("fade_foot", "heavy", layout, rng, set())
    rows = [ln for ln in layout.lines if ln.row is not None and ln.page == foot_rows.page]
    assert foot_rows.bbox[3] >= rows[-1].bbox[3] and foot_rows.bbox[1] > rows[0].bbox[1], "the table's last rows"
    assert place_layout("tear_white", "heavy", layout, rng, set()).kind == "tear_white"


def test_two_columns_flow_down_the_left_column_first() -> None:
    layout = _layout_page(columns=2)
    page1 = [ln for ln in layout.lines if ln.page == 1]
    middle = layout.width / 2
    lefts = [n for n, ln in enumerate(page1) if ln.bbox[2] < middle]
    rights = [n for n, ln in enumerate(page1) if ln.bbox[0] > middle]
    assert lefts and rights and max(lefts) < min(rights), "reading order: the left column, then the right"
    assert len(lefts) + len(rights) == len(page1), "no line crosses the gutter"
