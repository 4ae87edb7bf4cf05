"""Writes the sample PDFs (born-digital and scanned) and their NAME.truth.json; also a larger generated set.

Run: .venv/bin/python samples/make_samples.py [--out DIR]       (the fixed samples, default samples/)
     .venv/bin/python samples/make_samples.py --corpus DIR [--docs N --seed S --born-digital]  (a generated set)
Deterministic: a fixed seed per sample, so regenerating gives the same truth (and the same PDF bytes).
"""

from __future__ import annotations

import argparse
import random
import sys
from dataclasses import dataclass
from pathlib import Path

if __package__ in (None, ""):  # run as a script: make the repository importable
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from samples.deed import build_deed  # noqa: E402
from samples.flow import Layout, Placed, render  # noqa: E402
from samples.malaysian import build_malaysian  # noqa: E402
from samples.scan import CLEAN, DEGRADED, HARSH, LIGHT, MODERATE, Damage, ScanProfile, scan  # noqa: E402
from samples.statute import Built, build_statute  # noqa: E402
from samples.topics import COMPUTER, PH_TOPICS  # noqa: E402
from samples.units import Rendered, Style, render_items  # noqa: E402
from schemas.groundtruth import GroundTruth, TruthDamage, TruthQuestion  # noqa: E402

FONTS = ["Times-Roman", "Helvetica", "Courier"]


@dataclass
class Made:
    """A laid-out document: the born-digital PDF bytes and everything known about where its text is."""

    built: Built
    rendered: Rendered
    pdf: bytes

    @property
    def layout(self) -> Layout:
        return self.rendered.layout


def make(built: Built, style: Style) -> Made:
    rendered = render_items(built.items, style)

    def fmt(text: str):  # noqa: ANN202
        return (lambda page, pages: text.format(page=page, pages=pages)) if text else None

    furniture = "Helvetica" if style.font != "Helvetica" else "Times-Roman"
    pdf = render(rendered.layout, fmt(built.header), fmt(built.footer), furniture, built.title)
    return Made(built, rendered, pdf)


def truth(made: Made, file: str, damage: list[TruthDamage] | None = None) -> GroundTruth:
    lay = made.layout
    return GroundTruth(
        file=file, family=made.built.family, title=made.built.title, scanned=damage is not None,
        pages=[lay.page_text(n) for n in range(1, lay.pages + 1)],
        units=made.rendered.units, tables=made.rendered.tables, damage=damage or [],
        questions=[TruthQuestion(question=q, answer_path=list(p)) for q, p in made.built.questions])


def write(out: Path, name: str, pdf: bytes, gt: GroundTruth) -> Path:
    out.mkdir(parents=True, exist_ok=True)
    path = out / f"{name}.pdf"
    path.write_bytes(pdf)
    (out / f"{name}.truth.json").write_text(gt.model_dump_json(indent=1) + "\n")
    return path


# --- damage placement: boxes come from where the unit's lines really landed ---------------------------------

def _box(lines: list[Placed]) -> tuple[float, float, float, float]:
    return (min(p.bbox[0] for p in lines), min(p.bbox[1] for p in lines), max(p.bbox[2] for p in lines),
            max(p.bbox[3] for p in lines))


def unit_lines(made: Made, path: tuple[str, ...]) -> list[Placed]:
    """The unit's lines on the page where most of them are (damage stays on one page)."""
    lines = made.layout.lines_of(path)
    if not lines:
        raise KeyError(path)
    pages = [p.page for p in lines]
    page = max(set(pages), key=pages.count)
    return [p for p in lines if p.page == page]


def stamp_on(made: Made, path: tuple[str, ...], start: int = 1, n: int = 4, label: str = "RECEIVED",
             shape: str = "round", width: float | None = None) -> Damage:
    """A stamp over n lines of one unit, centred over the right half of the text."""
    lines = unit_lines(made, path)
    span = lines[min(start, max(0, len(lines) - n)):][:n]
    x0, top, x1, bottom = _box(span)
    h = bottom - top + 4
    w = width or h
    cx = x0 + (x1 - x0) * 0.62
    box = (round(cx - w / 2, 1), round(top - 2, 1), round(cx + w / 2, 1), round(top - 2 + h, 1))
    return Damage(span[0].page, box, "stamp", list(path), label, shape)


def over(made: Made, path: tuple[str, ...], kind: str) -> Damage:
    lines = unit_lines(made, path)
    x0, top, x1, bottom = _box(lines)
    return Damage(lines[0].page, (x0 - 2, top - 2, x1 + 2, bottom + 2), kind, list(path))


def signature_on(made: Made, prefix: str) -> Damage:
    line = next(p for p in made.layout.lines if p.text.startswith(prefix))
    x0, top, x1, bottom = line.bbox
    return Damage(line.page, (x0 + 250, top - 4, x0 + 420, bottom + 24), "signature", [])


def write_scan(made: Made, out: Path, name: str, profile: ScanProfile, damage: list[Damage], seed: int) -> Path:
    pdf, dmg = scan(made.pdf, made.layout.pages, profile, damage, seed)
    return write(out, name, pdf, truth(made, f"{name}.pdf", dmg))


# --- the fixed samples ---------------------------------------------------------------------------------------

def statute_sample() -> Made:
    return make(build_statute("statute", 10999, COMPUTER, random.Random(10999), n_filler=2), Style())


def deed_sample() -> Made:
    return make(build_deed("deed", random.Random(2024), n_years=24), Style(size=11.5, page_size="a4"))


def my_act_sample() -> Made:
    return make(build_malaysian("my_act", random.Random(861)), Style(font="Times-Roman", size=11.0, page_size="a4"))


def long_sample() -> Made:
    """A ten-page act for the pages/second benchmark (the same statute stretched with filler sections)."""
    for n in range(6, 40):
        made = make(build_statute("long_scan", 11207, COMPUTER, random.Random(11207), n_filler=n),
                    Style(size=12.0))
        if made.layout.pages >= 10:
            return made
    raise RuntimeError("could not stretch the act to ten pages")


def statute_damage(made: Made) -> list[Damage]:
    a = made.built.anchors
    return [stamp_on(made, a["c3"], 1, 4, "CERTIFIED|TRUE COPY"), over(made, a["corporate"], "fade"),
            over(made, a["sec6"], "scribble")]


def make_fixed(out: Path) -> list[Path]:
    statute, deed = statute_sample(), deed_sample()
    paths = [write(out, "statute", statute.pdf, truth(statute, "statute.pdf")),
             write_scan(statute, out, "statute_scan_clean", CLEAN, [], 1),
             write_scan(statute, out, "statute_scan_degraded", DEGRADED, statute_damage(statute), 2),
             write(out, "deed", deed.pdf, truth(deed, "deed.pdf"))]
    a = deed.built.anchors
    registrar = stamp_on(deed, a["conveyance"], 0, 4, deed.built.stamp, "rect", width=290)
    vendor_signs = signature_on(deed, "SIGNED AND DELIVERED by the within named VENDOR")
    paths.append(write_scan(deed, out, "deed_scan", MODERATE, [registrar, vendor_signs], 3))
    paths.append(write_scan(long_sample(), out, "long_scan", LIGHT, [], 4))
    act = my_act_sample()
    paths.append(write(out, "my_act", act.pdf, truth(act, "my_act.pdf")))
    paths.append(write_scan(act, out, "my_act_scan", MODERATE, [stamp_on(act, act.built.anchors["defs"], 3, 3,
                                                                         "RECEIVED")], 5))
    return paths


# --- the larger generated evaluation set ---------------------------------------------------------------------

def _random_damage(made: Made, rng: random.Random) -> list[Damage]:
    units = [tuple(u.path) for u in made.rendered.units if len(made.layout.lines_of(tuple(u.path))) >= 3]
    picks = rng.sample(units, min(len(units), rng.randint(0, 3)))
    out = []
    for path in picks:
        kind = rng.choice(["stamp", "fade", "scribble"])
        if kind == "stamp":
            n = min(4, len(unit_lines(made, path)))
            out.append(stamp_on(made, path, 0, n, rng.choice(["RECEIVED", "CERTIFIED|TRUE COPY", "PAID"])))
        else:
            out.append(over(made, path, kind))
    return out


def generate_corpus(out_dir: Path, n_docs: int, seed: int, scanned: bool = True) -> list[Path]:
    """n_docs varied PH statutes, Indian deeds and Malaysian acts (in turn) with truth; scans get random damage."""
    paths = []
    for i in range(n_docs):
        rng = random.Random(seed * 7919 + i)
        style = Style(font=rng.choice(FONTS), size=rng.choice([10.5, 11.0, 11.5, 12.0]),
                      page_size=rng.choice(["letter", "a4"]))
        if i % 3 == 2:
            name = f"gen{seed}_{i:03d}_my_act"
            built = build_malaysian(name, rng, rng.randint(700, 899), f"Act A{rng.randint(1500, 1799)}",
                                    rng.randint(2015, 2027))
        elif i % 3 == 0:
            name = f"gen{seed}_{i:03d}_statute"
            built = build_statute(name, rng.randint(9000, 12999), rng.choice(PH_TOPICS), rng, rng.randint(0, 5),
                                  rng.randint(2012, 2027))
        else:
            name = f"gen{seed}_{i:03d}_deed"
            built = build_deed(name, rng, n_years=rng.randint(16, 30), extra=rng.randint(0, 3))
        made = make(built, style)
        if not scanned:
            paths.append(write(out_dir, name, made.pdf, truth(made, f"{name}.pdf")))
            continue
        profile = rng.choice([CLEAN, LIGHT, MODERATE, DEGRADED, HARSH])
        paths.append(write_scan(made, out_dir, name, profile, _random_damage(made, rng), rng.randrange(10**6)))
    return paths


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", type=Path, help="folder for the fixed samples (default: samples/, unless --corpus)")
    ap.add_argument("--corpus", type=Path, help="write a generated evaluation set to this folder")
    ap.add_argument("--docs", type=int, default=12, help="documents in the generated set")
    ap.add_argument("--seed", type=int, default=1, help="seed of the generated set")
    ap.add_argument("--born-digital", action="store_true", help="generated set without scanning")
    args = ap.parse_args(argv)
    written = []
    if args.out or not args.corpus:
        written += make_fixed(args.out or Path(__file__).resolve().parent)
    if args.corpus:
        written += generate_corpus(args.corpus, args.docs, args.seed, not args.born_digital)
    for path in written:
        print(f"wrote {path} ({path.stat().st_size // 1024} KB)")


if __name__ == "__main__":
    main()
