"""The damaged set: scans whose damage really destroys text, with truth of which paragraphs lost which words.

Run: .venv/bin/python samples/make_damaged.py [DIR] [--seed S] [--generated N] [--real N] [--layouts N] [--force]
Writes DIR/tuning/*.pdf and DIR/heldout/*.pdf (default DIR: var/damaged), each with NAME.truth.json. Generated
statutes/deeds/Malaysian acts, excerpts of the real legal texts in /work/shared/corpus/legal_texts (read at
generation time, never copied into the repository) and of the repository corpus' tuning texts (corpus/texts)
get 2-4 damages each: fades over whole lines and
paragraphs, stamps over a clause, scribbles, a torn corner, a coffee ring, a fold line, at three strengths.
Then the layout documents (appended, so the documents before them are the same for a seed as before them): damage
where little around it shows the loss, on pages with no page number under the text, some in two columns: a fade
over one side of a paragraph, over a page's last line, over a one-line paragraph or heading (PART, CHAPTER, a lone
AND), over a table's last rows or a paragraph of a two-column page, and a torn corner on a white scanner lid.
Deterministic (seeded); a folder already holding this seed's set is left as it is (--force rewrites it).
"""

from __future__ import annotations

import argparse
import json
import random
import re
import sys
from dataclasses import dataclass
from pathlib import Path

if __package__ in (None, ""):  # run as a script: make the repository importable
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from samples import real_texts  # noqa: E402
from samples.deed import build_deed  # noqa: E402
from samples.flow import BOLD, Block, Flow, Layout, Placed, render  # noqa: E402
from samples.make_samples import FONTS, make, truth, write  # noqa: E402
from samples.malaysian import build_malaysian  # noqa: E402
from samples.scan import CLEAN, HARSH, MODERATE, Damage, ScanProfile, scan_with_truth  # noqa: E402
from samples.statute import build_statute  # noqa: E402
from samples.topics import PH_TOPICS  # noqa: E402
from samples.units import Style  # noqa: E402
from samples.wear import KINDS, STRENGTHS  # noqa: E402
from schemas.groundtruth import GroundTruth  # noqa: E402

VERSION = 2  # bump when the set's making changes: a cached folder of another version is rewritten
PROFILES = {"clean": CLEAN, "moderate": MODERATE, "harsh": HARSH}
REAL_PART_CHARS = 5200  # about two pages of a real text per document


@dataclass
class Doc:
    name: str
    layout: Layout
    pdf: bytes
    truth: GroundTruth


# --- where damage goes: boxes from where the lines really landed --------------------------------------------

def _blocks(layout: Layout) -> list[list[Placed]]:
    """Prose paragraphs of at least two lines, each on the page where most of its lines are."""
    groups: dict[int, list[Placed]] = {}
    for line in layout.lines:
        if line.row is None:
            groups.setdefault(line.block, []).append(line)
    out = []
    for lines in groups.values():
        pages = [ln.page for ln in lines]
        page = max(set(pages), key=pages.count)
        lines = [ln for ln in lines if ln.page == page]
        if len(lines) >= 2:
            out.append(lines)
    return out


def _box(lines: list[Placed], pad: float = 2.0) -> tuple[float, float, float, float]:
    return (min(p.bbox[0] for p in lines) - pad, min(p.bbox[1] for p in lines) - pad,
            max(p.bbox[2] for p in lines) + pad, max(p.bbox[3] for p in lines) + pad)


def place(kind: str, strength: str, layout: Layout, lines: list[Placed], rng: random.Random) -> Damage:
    """One damage of `kind` at `strength` over (or near) the paragraph `lines`."""
    page, path = lines[0].page, list(lines[0].path)
    x0, top, x1, bottom = _box(lines)
    if kind == "fade" and len(lines) > 3 and rng.random() < 0.5:  # a band of whole lines, not the paragraph
        k = rng.randint(1, 3)
        x0, top, x1, bottom = _box(lines[:k])
    if kind == "stamp":
        span = lines[:4]
        x0, top, x1, bottom = _box(span)
        if strength == "heavy":  # an ink pad block over the clause's first lines
            w = (x1 - x0) * rng.uniform(0.45, 0.7)
            cx = x0 + (x1 - x0) * rng.uniform(0.35, 0.65)
            return Damage(page, (cx - w / 2, top, cx + w / 2, bottom), kind, path, "CANCELLED", "rect", strength)
        h = bottom - top + 8
        w = max(h * 1.5, 110)
        cx = x0 + (x1 - x0) * rng.uniform(0.3, 0.7)
        return Damage(page, (cx - w / 2, top - 4, cx + w / 2, top - 4 + h), kind, path,
                      rng.choice(["RECEIVED", "CERTIFIED|TRUE COPY", "PAID", "REGISTERED"]), "round", strength)
    if kind == "tear":
        leg = {"light": 120, "medium": 170, "heavy": 240}[strength]
        w, h = layout.width, layout.height
        corner = rng.choice(["br", "tr", "bl"])
        bx = (w - leg, w) if corner in ("br", "tr") else (0.0, leg)
        by = (h - leg, h) if corner in ("br", "bl") else (0.0, leg)
        return Damage(page, (bx[0], by[0], bx[1], by[1]), kind, path, strength=strength)
    if kind == "coffee":
        d = {"light": 130, "medium": 150, "heavy": 170}[strength]
        cx, cy = (x0 + x1) / 2 + rng.uniform(-80, 80), (top + bottom) / 2
        return Damage(page, (cx - d / 2, cy - d / 2, cx + d / 2, cy + d / 2), kind, path, strength=strength)
    if kind == "fold":
        line = rng.choice(lines)
        return Damage(page, (0.0, line.bbox[1] - 2, layout.width, line.bbox[3] + 2), kind, path, strength=strength)
    return Damage(page, (x0, top, x1, bottom), kind, path, strength=strength)


def damage_for(layout: Layout, combos: list[tuple[str, str]], rng: random.Random) -> list[Damage]:
    """Each (kind, strength) on its own paragraph (tears and folds go where they fall)."""
    blocks = _blocks(layout)
    rng.shuffle(blocks)
    out = []
    for (kind, strength), lines in zip(combos, blocks, strict=False):
        out.append(place(kind, strength, layout, lines, rng))
    return out


# --- the documents ---------------------------------------------------------------------------------------------

def generated(i: int, seed: int) -> tuple[str, Layout, bytes, GroundTruth]:
    """A generated PH statute, Indian deed or Malaysian act (in turn), styled at random."""
    rng = random.Random(seed * 104729 + i)
    style = Style(font=rng.choice(FONTS), size=rng.choice([10.5, 11.0, 11.5]), page_size=rng.choice(["letter", "a4"]))
    if i % 3 == 0:
        name = f"dmg{seed}_{i:02d}_statute"
        built = build_statute(name, rng.randint(9000, 12999), rng.choice(PH_TOPICS), rng, 0, rng.randint(2012, 2027))
    elif i % 3 == 1:
        name = f"dmg{seed}_{i:02d}_deed"
        built = build_deed(name, rng, n_years=rng.randint(14, 20), extra=0)
    else:
        name = f"dmg{seed}_{i:02d}_my_act"
        built = build_malaysian(name, rng, rng.randint(700, 899), f"Act A{rng.randint(1500, 1799)}",
                                rng.randint(2015, 2027))
    made = make(built, style)
    return name, made.layout, made.pdf, truth(made, f"{name}.pdf", [])


def real(i: int, seed: int, folder: Path) -> tuple[str, Layout, bytes, GroundTruth]:
    """An excerpt (about two pages) of one of the real texts, in turn, laid out in a random style."""
    rng = random.Random(seed * 7919 + 1000 + i)
    text = real_texts.TEXTS[i % len(real_texts.TEXTS)]
    runs = real_texts.parts(real_texts.paragraphs(text, folder), REAL_PART_CHARS)
    paras = runs[(i // len(real_texts.TEXTS) + rng.randrange(len(runs))) % len(runs)]
    font, size = rng.choice(FONTS), rng.choice([10.5, 11.0, 11.5])
    name = f"dmg{seed}_real{i:02d}_{text.split('_')[0]}_{Path(text).stem.split('_', 1)[1][:24]}"
    layout, pdf = real_texts.render_real(paras, font, size, rng.choice(["letter", "a4"]), name)
    family = "my_statute" if text.startswith("my_") else "in_deed"
    gt = GroundTruth(file=f"{name}.pdf", family=family, title=name, scanned=True,
                     pages=[layout.page_text(n) for n in range(1, layout.pages + 1)], source_text=text)
    return name, layout, pdf, gt


def corpus_excerpt(i: int) -> tuple[str, Layout, bytes, GroundTruth] | None:
    """The first two pages of the i-th text of the repository's real corpus, tuning half only (corpus/; its
    held-back half is never used here), with its hand-checked units cut to what those pages print."""
    from corpus.docs import blocks_of, documents, look_of  # the corpus' own layout, so its truth stays exact

    docs = documents("tuning")
    if not docs:
        return None
    doc = docs[i * 5 % len(docs)]  # spread over the families (the manifest lists them family by family)
    look = look_of(doc)
    blocks = blocks_of(doc)
    flow = Flow(look.page)
    for block in blocks:
        flow.add(block)
        if flow.layout.pages > 2:
            break
    kept = blocks[:max(1, flow.blocks - 1)] if flow.layout.pages > 2 else blocks
    flow = Flow(look.page)
    for block in kept:
        flow.add(block)
    layout = flow.layout
    name = f"dmg_corpus_{doc.id}"
    pdf = render(layout, None, lambda page, pages: f"{page}",
                 "Helvetica" if look.font != "Helvetica" else "Times-Roman", doc.title)
    printed = {ln.path for ln in layout.lines}
    cut = {b.path for b in blocks[len(kept):]}  # a unit with a paragraph past the cut is not whole here
    gt = doc.truth(f"{name}.pdf")
    starts: dict[tuple[str, ...], int] = {}
    for line in layout.lines:
        starts.setdefault(line.path, line.page)
    units = [u for u in gt.units if tuple(u.path) in printed and tuple(u.path) not in cut]
    for u in units:
        u.page = starts[tuple(u.path)]
    keep = {tuple(u.path) for u in units}
    gt = gt.model_copy(update={"units": units, "questions": [q for q in gt.questions if tuple(q.answer_path) in keep],
                               "tables": [], "pages": [layout.page_text(n) for n in range(1, layout.pages + 1)],
                               "source_text": f"corpus/texts/{doc.id}.txt"})
    return name, layout, pdf, gt


# --- the layout documents: damage where little around it shows the loss ------------------------------------------

# (document, columns, its damage kinds): the kinds each go where this layout has room for them
LAYOUT_RECIPES = (("statute", 1, ("fade_last", "fade_line", "fade_side")),
                  ("deed", 1, ("fade_foot", "fade_line", "tear_white")),
                  ("real", 2, ("fade_2col", "fade_side", "fade_last")),
                  ("my_act", 1, ("fade_line", "fade_last", "tear_white")),
                  ("statute", 2, ("fade_2col", "fade_line", "fade_side")),
                  ("real", 1, ("fade_last", "fade_side", "tear_white")),
                  ("deed", 1, ("fade_foot", "fade_last", "fade_side")),
                  ("my_act", 2, ("fade_2col", "fade_line", "fade_last")))
_ONE_LINER = re.compile(r"^(PART|CHAPTER|AND|WHEREAS|NOW|SCHEDULE|ANNEXURE)\b")
TEAR_LEGS = {"light": 170, "medium": 220, "heavy": 280}  # points: a white-lid tear that reaches the print


def _groups(layout: Layout) -> list[list[Placed]]:
    """Every flowed paragraph (or table row) with all its lines, in print order."""
    groups: dict[int, list[Placed]] = {}
    for line in layout.lines:
        groups.setdefault(line.block, []).append(line)
    return list(groups.values())


def _page_ends(layout: Layout) -> list[Placed]:
    """The last prose line of each page whose text runs down to the foot (a line more would not have fitted)."""
    out = []
    for page in range(1, layout.pages + 1):
        lines = [ln for ln in layout.lines if ln.page == page]
        if lines and lines[-1].row is None and lines[-1].bbox[3] > layout.height - layout.margin - 2.5 * lines[-1].size:
            out.append(lines[-1])
    return out


def place_layout(kind: str, strength: str, layout: Layout, rng: random.Random, taken: set[int]) -> Damage | None:
    """One layout damage (samples.wear.LAYOUT_KINDS) at `strength`, on paragraphs not in `taken` (None: no room)."""
    free = [g for g in _groups(layout) if g[0].block not in taken]
    prose = [g for g in free if g[0].row is None and len({ln.page for ln in g}) == 1]
    pick: list[Placed] = []
    box: tuple[float, float, float, float] | None = None
    if kind in ("fade_side", "fade_2col"):
        fits = [g for g in prose if len(g) >= (3 if kind == "fade_side" else 2)]
        if not fits:
            return None
        pick = rng.choice(fits)
        if kind == "fade_side":  # the left or the right part of 2-4 of its lines
            start = rng.randrange(len(pick) - 1)
            pick = pick[start:start + rng.randint(2, 4)]
            x0, top, x1, bottom = _box(pick)
            cut = x0 + (x1 - x0) * rng.uniform(0.4, 0.6)
            box = (x0, top, cut, bottom) if rng.random() < 0.5 else (cut, top, x1, bottom)
    elif kind == "fade_last":
        ends = [ln for ln in _page_ends(layout) if ln.block not in taken]
        if not ends:
            return None
        pick = [rng.choice(ends[:-1] or ends)]  # rather not the document's end: its last page is short
    elif kind == "fade_line":
        singles = [g for g in prose if len(g) == 1]
        lone = [g for g in singles if g[0].text in ("AND", "WHEREAS")]  # between a deed's parties
        named = [g for g in singles if _ONE_LINER.match(g[0].text)]
        if not singles:
            return None
        pick = rng.choice(lone or named or singles)
        after = [g for g in singles if g[0].block == pick[0].block + 1 and g[0].path == pick[0].path]
        if pick[0].text.startswith(("PART", "CHAPTER")) and after and rng.random() < 0.5:
            pick = pick + after[0]  # the label and its heading line under it
    elif kind == "fade_foot":
        rows = [ln for ln in layout.lines if ln.row is not None and ln.row >= 0 and ln.block not in taken]
        if not rows:
            return None
        last = [ln for ln in rows if ln.path == rows[-1].path and ln.page == rows[-1].page]
        pick = last[-rng.randint(1, min(3, len(last))):]
    elif kind == "tear_white":
        ends = _page_ends(layout)
        if not ends:
            return None
        page = rng.choice(ends).page
        leg = TEAR_LEGS[strength]
        w, h = layout.width, layout.height
        corner = rng.choice(["br", "tr", "bl"])
        bx = (w - leg, w) if corner in ("br", "tr") else (0.0, leg)
        by = (h - leg, h) if corner in ("br", "bl") else (0.0, leg)
        on = [ln for ln in layout.lines if ln.page == page]
        return Damage(page, (bx[0], by[0], bx[1], by[1]), kind, list(on[-1].path) if on else [], strength=strength)
    if not pick:
        return None
    taken.update(ln.block for ln in pick)
    return Damage(pick[0].page, box or _box(pick), kind, list(pick[0].path), strength=strength)


def layout_document(i: int, seed: int, folder: Path) -> tuple[str, Layout, bytes, GroundTruth, list[str]] | None:
    """The i-th layout document: a generated statute, deed or Malaysian act, or a real text, in one or two columns,
    with no page number under its text; returns it with the damage kinds it is to get."""
    kind, columns, kinds = LAYOUT_RECIPES[i % len(LAYOUT_RECIPES)]
    rng = random.Random(seed * 65537 + 500 + i)
    name = f"dmg{seed}_lay{i:02d}_{kind}{columns}col"
    if kind == "real":
        if not folder.is_dir():
            return None
        text = real_texts.TEXTS[(i // 2) % len(real_texts.TEXTS)]
        runs = real_texts.parts(real_texts.paragraphs(text, folder), REAL_PART_CHARS)
        paras = runs[rng.randrange(len(runs))]
        font, size = rng.choice(FONTS), rng.choice([10.5, 11.0])
        flow = Flow(rng.choice(["letter", "a4"]), columns=columns)
        for p in paras:
            indent = 20.0 if real_texts.marker(p.text).startswith("(") and columns == 1 else 0.0
            flow.add(Block([(p.text, BOLD.get(font, font) if p.bold else font)], size, indent, "left", (), 5.0))
        layout = flow.layout
        pdf = render(layout, None, None, "Helvetica" if font != "Helvetica" else "Times-Roman", name)
        gt = GroundTruth(file=f"{name}.pdf", family="my_statute" if text.startswith("my_") else "in_deed",
                         title=name, scanned=True, source_text=text,
                         pages=[layout.page_text(n) for n in range(1, layout.pages + 1)])
        return name, layout, pdf, gt, list(kinds)
    style = Style(font=rng.choice(FONTS), size=rng.choice([10.5, 11.0]) if columns == 1 else 9.5,
                  page_size=rng.choice(["letter", "a4"]), columns=columns, step=20.0 if columns == 1 else 10.0)
    if kind == "statute":
        built = build_statute(name, rng.randint(9000, 12999), rng.choice(PH_TOPICS), rng, 0, rng.randint(2012, 2027))
    elif kind == "deed":
        built = build_deed(name, rng, n_years=rng.randint(14, 20), extra=0)
    else:
        built = build_malaysian(name, rng, rng.randint(700, 899), f"Act A{rng.randint(1500, 1799)}",
                                rng.randint(2015, 2027))
    built.footer = ""  # no page number under the text: a faded last line leaves nothing below it
    made = make(built, style)
    return name, made.layout, made.pdf, truth(made, f"{name}.pdf", []), list(kinds)


def _layout_damaged(made: tuple[str, Layout, bytes, GroundTruth, list[str]], i: int,
                    seed: int) -> tuple[str, bytes, GroundTruth]:
    """The i-th layout document damaged (its kinds at strengths in turn) and scanned, with its truth."""
    name, layout, pdf, gt, kinds = made
    rng = random.Random(seed * 37 + 9000 + i)
    profile_name = ["clean", "moderate", "moderate", "harsh"][i % 4]
    taken: set[int] = set()
    damage = [d for k, kind in enumerate(kinds)
              if (d := place_layout(kind, STRENGTHS[(i + k) % 3], layout, rng, taken)) is not None]
    done = scan_with_truth(pdf, layout.pages, PROFILES[profile_name], damage, rng.randrange(10**6), layout)
    return name, done.pdf, gt.model_copy(update={"scanned": True, "damage": done.damage,
                                                "paragraphs": done.paragraphs, "scan_profile": profile_name})


def layout_damaged(i: int, seed: int, folder: Path = real_texts.LEGAL_TEXTS) -> tuple[str, bytes, GroundTruth] | None:
    """Just the i-th layout document of a seed's set, damaged and scanned exactly as `build` makes it (for tests)."""
    made = layout_document(i, seed, folder)
    return None if made is None else _layout_damaged(made, i, seed)


def schedule(n_docs: int, seed: int) -> list[list[tuple[str, str]]]:
    """2-4 (kind, strength) per document, cycling through all 18 so each appears about equally often."""
    rng = random.Random(seed)
    combos = [(k, s) for k in KINDS for s in STRENGTHS]
    pool: list[tuple[str, str]] = []
    out = []
    for _ in range(n_docs):
        want = rng.randint(2, 4)
        picks: list[tuple[str, str]] = []
        while len(picks) < want:
            # one tear and one fold a document at most: take the next combination that fits, refill when none does
            fits = [k for k, c in enumerate(pool) if not (c[0] in ("tear", "fold") and c[0] in {p[0] for p in picks})]
            if not fits:
                more = combos[:]
                rng.shuffle(more)
                pool = more + pool
                continue
            picks.append(pool.pop(fits[-1]))
        out.append(picks)
    return out


def build(out: Path, seed: int = 1, n_generated: int = 14, n_real: int = 12, n_corpus: int = 6,
          folder: Path = real_texts.LEGAL_TEXTS, n_layouts: int = 8) -> list[Path]:
    """Write the set; every third generated or shared-corpus document is held back (not for tuning); the
    repository corpus' excerpts are all for tuning (that corpus keeps its own held-back half apart); every third
    layout document is held back too."""
    makers = [lambda i=i: generated(i, seed) for i in range(n_generated)]
    if folder.is_dir():
        makers += [lambda i=i: real(i, seed, folder) for i in range(n_real)]
    n_held = len(makers)
    makers += [lambda i=i: corpus_excerpt(i) for i in range(n_corpus)]
    plan = schedule(len(makers), seed)
    paths = []
    for n, maker in enumerate(makers):
        made = maker()
        if made is None:
            continue
        name, pdf, gt = _damaged(made, n, plan[n], seed)
        split = "heldout" if n % 3 == 1 and n < n_held else "tuning"
        paths.append(write(out / split, name, pdf, gt.model_copy(update={"split": split})))
    for i in range(n_layouts):
        done = layout_damaged(i, seed, folder)
        if done is None:
            continue
        name, pdf, gt = done
        split = "heldout" if i % 3 == 1 else "tuning"
        paths.append(write(out / split, name, pdf, gt.model_copy(update={"split": split})))
    return paths


def _damaged(made: tuple[str, Layout, bytes, GroundTruth], n: int, combos: list[tuple[str, str]],
             seed: int) -> tuple[str, bytes, GroundTruth]:
    """The n-th document damaged and scanned, with its truth."""
    name, layout, pdf, gt = made
    rng = random.Random(seed * 31 + n)
    profile_name = ["clean", "moderate", "moderate", "harsh"][n % 4]
    profile: ScanProfile = PROFILES[profile_name]
    damage = damage_for(layout, combos, rng)
    done = scan_with_truth(pdf, layout.pages, profile, damage, rng.randrange(10**6), layout)
    return name, done.pdf, gt.model_copy(update={"scanned": True, "damage": done.damage,
                                                "paragraphs": done.paragraphs, "scan_profile": profile_name})


def generated_document(n: int, seed: int, n_generated: int = 14, n_real: int = 12,
                       n_corpus: int = 6) -> tuple[str, bytes, GroundTruth]:
    """Just the n-th (generated) document of the set `build` makes with these counts and the shared corpus
    present, exactly as build makes it: a test can take one damaged document without making all of them."""
    assert n < n_generated
    plan = schedule(n_generated + n_real + n_corpus, seed)
    return _damaged(generated(n, seed), n, plan[n], seed)


def real_document(i: int, seed: int, n_generated: int = 14, n_real: int = 12,
                  n_corpus: int = 6) -> tuple[str, bytes, GroundTruth]:
    """Just the i-th excerpt of the shared corpus' real texts, damaged and scanned exactly as `build` makes it."""
    assert i < n_real
    plan = schedule(n_generated + n_real + n_corpus, seed)
    return _damaged(real(i, seed, real_texts.LEGAL_TEXTS), n_generated + i, plan[n_generated + i], seed)


def corpus_document(i: int, seed: int, n_generated: int = 14, n_real: int = 12,
                    n_corpus: int = 6) -> tuple[str, bytes, GroundTruth] | None:
    """Just the i-th excerpt of the repository corpus' tuning texts, damaged and scanned exactly as `build` makes it
    (with the shared corpus present)."""
    assert i < n_corpus
    made = corpus_excerpt(i)
    n = n_generated + n_real + i
    return None if made is None else _damaged(made, n, schedule(n_generated + n_real + n_corpus, seed)[n], seed)


def ensure(out: Path, seed: int = 1, n_generated: int = 14, n_real: int = 12, n_corpus: int = 6,
           force: bool = False, n_layouts: int = 8) -> list[Path]:
    """Build the set into `out` unless it already holds this seed's set of this version (a cache)."""
    stamp = out / "manifest.json"
    want = {"version": VERSION, "seed": seed, "generated": n_generated, "real": n_real, "corpus": n_corpus,
            "layouts": n_layouts}
    if not force and stamp.is_file() and json.loads(stamp.read_text()).get("set") == want:
        return sorted(out.rglob("*.pdf"))
    paths = build(out, seed, n_generated, n_real, n_corpus, n_layouts=n_layouts)
    stamp.write_text(json.dumps({"set": want, "files": [str(p.relative_to(out)) for p in paths]}, indent=1))
    return paths


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("out", nargs="?", type=Path, default=Path("var/damaged"))
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--generated", type=int, default=14, help="generated documents")
    ap.add_argument("--real", type=int, default=12, help="excerpts of the shared corpus' real legal texts")
    ap.add_argument("--corpus", type=int, default=6, help="excerpts of the repository corpus' tuning texts")
    ap.add_argument("--layouts", type=int, default=8, help="layout documents (one-sided, last-line, one-line, "
                    "table-foot and two-column fades, white-lid tears); 0 = the set as before them")
    ap.add_argument("--force", action="store_true", help="rewrite even if the folder holds this set")
    args = ap.parse_args(argv)
    paths = ensure(args.out, args.seed, args.generated, args.real, args.corpus, args.force, args.layouts)
    for path in paths:
        gt = GroundTruth.model_validate_json(path.with_name(path.stem + ".truth.json").read_text())
        lost = sum(len(p.lost_words) for p in gt.paragraphs)
        print(f"{path} ({path.stat().st_size // 1024} KB, {gt.scan_profile}, "
              f"{', '.join(f'{d.kind}/{d.strength}' for d in gt.damage)}; {lost} words destroyed)")


if __name__ == "__main__":
    main()
