"""The damaged set: scans whose damage really destroys text, with truth of which paragraphs lost which words.

Run: .venv/bin/python samples/make_damaged.py [DIR] [--seed S] [--generated N] [--real N] [--force]
Writes DIR/tuning/*.pdf and DIR/heldout/*.pdf (default DIR: var/damaged), each with NAME.truth.json. Generated
statutes/deeds/Malaysian acts, excerpts of the real legal texts in /work/shared/corpus/legal_texts (read at
generation time, never copied into the repository) and of the repository corpus' tuning texts (corpus/texts)
get 2-4 damages each: fades over whole lines and
paragraphs, stamps over a clause, scribbles, a torn corner, a coffee ring, a fold line, at three strengths.
Deterministic (seeded); a folder already holding this seed's set is left as it is (--force rewrites it).
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from dataclasses import dataclass
from pathlib import Path

if __package__ in (None, ""):  # run as a script: make the repository importable
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from samples import real_texts  # noqa: E402
from samples.deed import build_deed  # noqa: E402
from samples.flow import Flow, Layout, Placed, render  # noqa: E402
from samples.make_samples import FONTS, make, truth, write  # noqa: E402
from samples.malaysian import build_malaysian  # noqa: E402
from samples.scan import CLEAN, HARSH, MODERATE, Damage, ScanProfile, scan_with_truth  # noqa: E402
from samples.statute import build_statute  # noqa: E402
from samples.topics import PH_TOPICS  # noqa: E402
from samples.units import Style  # noqa: E402
from samples.wear import KINDS, STRENGTHS  # noqa: E402
from schemas.groundtruth import GroundTruth  # noqa: E402

VERSION = 1  # bump when the set's making changes: a cached folder of another version is rewritten
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
          folder: Path = real_texts.LEGAL_TEXTS) -> list[Path]:
    """Write the set; every third generated or shared-corpus document is held back (not for tuning); the
    repository corpus' excerpts are all for tuning (that corpus keeps its own held-back half apart)."""
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


def ensure(out: Path, seed: int = 1, n_generated: int = 14, n_real: int = 12, n_corpus: int = 6,
           force: bool = False) -> list[Path]:
    """Build the set into `out` unless it already holds this seed's set of this version (a cache)."""
    stamp = out / "manifest.json"
    want = {"version": VERSION, "seed": seed, "generated": n_generated, "real": n_real, "corpus": n_corpus}
    if not force and stamp.is_file() and json.loads(stamp.read_text()).get("set") == want:
        return sorted(out.rglob("*.pdf"))
    paths = build(out, seed, n_generated, n_real, n_corpus)
    stamp.write_text(json.dumps({"set": want, "files": [str(p.relative_to(out)) for p in paths]}, indent=1))
    return paths


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("out", nargs="?", type=Path, default=Path("var/damaged"))
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--generated", type=int, default=14, help="generated documents")
    ap.add_argument("--real", type=int, default=12, help="excerpts of the shared corpus' real legal texts")
    ap.add_argument("--corpus", type=int, default=6, help="excerpts of the repository corpus' tuning texts")
    ap.add_argument("--force", action="store_true", help="rewrite even if the folder holds this set")
    args = ap.parse_args(argv)
    paths = ensure(args.out, args.seed, args.generated, args.real, args.corpus, args.force)
    for path in paths:
        gt = GroundTruth.model_validate_json(path.with_name(path.stem + ".truth.json").read_text())
        lost = sum(len(p.lost_words) for p in gt.paragraphs)
        print(f"{path} ({path.stat().st_size // 1024} KB, {gt.scan_profile}, "
              f"{', '.join(f'{d.kind}/{d.strength}' for d in gt.damage)}; {lost} words destroyed)")


if __name__ == "__main__":
    main()
