"""Writes property-document samples (each deed type and an encumbrance certificate), scanned, with field truth.

Run: .venv/bin/python samples/make_property.py                         (the fixed set, samples/property/)
     .venv/bin/python samples/make_property.py --corpus DIR --seed S --docs N [--profile moderate]
                                                                       (a generated set, e.g. held out for eval)
     .venv/bin/python samples/make_property.py --model-deeds DIR       (the real model deeds in
                                                 ../shared/corpus/legal_texts, filled in, rendered and scanned)
Deterministic for a seed. Field truth is written in NAME.truth.json (`doc_type`, `fields`).
"""

from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path

if __package__ in (None, ""):  # run as a script: make the repository importable
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from samples.flow import BOLD, Block, Flow, TableBlock, render  # noqa: E402
from samples.property_docs import PropertyDoc, build_deed, build_ec  # noqa: E402
from samples.scan import CLEAN, LIGHT, MODERATE, ScanProfile, scan  # noqa: E402
from schemas.groundtruth import GroundTruth  # noqa: E402

DEED_TYPES = ["sale_deed", "mortgage_deed", "gift_deed", "lease", "power_of_attorney", "agreement_for_sale"]
PROFILES = {"clean": CLEAN, "moderate": MODERATE, "light": LIGHT}
FONTS = ["Times-Roman", "Helvetica"]
OUT = Path(__file__).resolve().parent / "property"


def layout(doc: PropertyDoc, font: str) -> Flow:
    flow = Flow("a4", margin=64.0)
    bold = BOLD[font]
    for i, (style, text) in enumerate(doc.paragraphs):
        if style == "title":
            flow.add(Block([(text, bold)], 14, align="center", space_before=4, keep_next=True))
        elif style == "center":
            flow.add(Block([(text, font)], 10.5, align="center", space_before=5))
        elif style == "heading":
            flow.add(Block([(text, bold)], 10.5, space_before=9, keep_next=True))
        elif style == "list":
            flow.add(Block([(text, font)], 10.5, indent=24, space_before=2))
        else:
            flow.add(Block([(text, font)], 10.5, space_before=7))
        if doc.table is not None and i == doc.table_after:
            header, rows, widths = doc.table
            flow.add_table(TableBlock(header, rows, widths, 8.5, font, space_before=10))
    return flow


def make_pdf(doc: PropertyDoc, font: str) -> tuple[bytes, int, list[str]]:
    flow = layout(doc, font)
    lay = flow.layout
    pdf = render(lay, None, lambda page, pages: f"Page {page} of {pages}", "Helvetica", doc.title.title())
    return pdf, lay.pages, [lay.page_text(n) for n in range(1, lay.pages + 1)]


def write(doc: PropertyDoc, out: Path, name: str, profile: ScanProfile | None, seed: int, font: str) -> Path:
    """The scan (or the born-digital PDF when profile is None) and its truth."""
    pdf, pages, texts = make_pdf(doc, font)
    if profile is not None:
        pdf, _damage = scan(pdf, pages, profile, [], seed)
    out.mkdir(parents=True, exist_ok=True)
    path = out / f"{name}.pdf"
    path.write_bytes(pdf)
    truth = GroundTruth(file=path.name, family="in_deed", title=doc.title.title(), scanned=profile is not None,
                        pages=texts, doc_type=doc.doc_type, fields=doc.truth)
    (out / f"{name}.truth.json").write_text(truth.model_dump_json(indent=1) + "\n")
    return path


def build(kind: str, rng: random.Random) -> PropertyDoc:
    return build_ec(rng) if kind == "encumbrance_certificate" else build_deed(kind, rng)


def make_fixed(out: Path = OUT) -> list[Path]:
    """One scan of each deed type and an encumbrance certificate (seeds 101..107), clean and moderate scans."""
    paths = []
    for i, kind in enumerate([*DEED_TYPES, "encumbrance_certificate"]):
        rng = random.Random(101 + i)
        profile = CLEAN if i % 2 == 0 else MODERATE
        paths.append(write(build(kind, rng), out, f"{kind}_scan", profile, 101 + i, FONTS[i % 2]))
    return paths


def generate_corpus(out: Path, seed: int, docs_per_type: int, profile: str) -> list[Path]:
    """A set for evaluation: every type `docs_per_type` times, seeds apart from the fixed set's."""
    rng = random.Random(seed)
    paths = []
    for kind in [*DEED_TYPES, "encumbrance_certificate"]:
        for n in range(docs_per_type):
            doc_seed = rng.randrange(10**6)
            doc = build(kind, random.Random(doc_seed))
            prof = PROFILES[profile] if profile != "mixed" else rng.choice([CLEAN, MODERATE])
            paths.append(write(doc, out, f"{kind}_{n + 1}", prof, doc_seed, rng.choice(FONTS)))
    return paths


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--corpus", type=Path, help="write a generated evaluation set here")
    ap.add_argument("--seed", type=int, default=2026)
    ap.add_argument("--docs", type=int, default=3, help="documents per type in --corpus")
    ap.add_argument("--profile", default="mixed", choices=[*PROFILES, "mixed"])
    ap.add_argument("--model-deeds", type=Path, help="render and scan the corpus's model deeds here")
    ap.add_argument("--statutes", type=Path, help="write --docs statutes with field truth here")
    ap.add_argument("--texts", type=Path, help="the corpus's legal_texts folder (default ../shared/corpus/legal_texts)")
    args = ap.parse_args(argv)
    if args.model_deeds:
        from samples.model_deeds import CORPUS, make_model_deeds

        paths = make_model_deeds(args.model_deeds, args.seed, folder=args.texts or CORPUS)
    elif args.statutes:
        paths = make_statutes(args.statutes, args.seed, args.docs)
    elif args.corpus:
        paths = generate_corpus(args.corpus, args.seed, args.docs, args.profile)
    else:
        paths = make_fixed()
    for p in paths:
        print(p)



def make_statutes(out: Path, seed: int, docs: int) -> list[Path]:
    """Statutes from the samples' own generators (Philippine Republic Acts, Malaysian Acts), scanned, with the
    truth of their fields: number, year, short title, commencement (assent is not printed: absent)."""
    from samples.make_samples import make, truth
    from samples.malaysian import SUBJECTS, build_malaysian
    from samples.statute import build_statute
    from samples.topics import PH_TOPICS
    from samples.units import Style

    rng = random.Random(seed)
    paths = []
    for n in range(docs):
        year = rng.randint(2015, 2027)
        doc_seed = rng.randrange(10**6)
        if n % 2 == 0:
            number, topic = rng.randint(9000, 12999), rng.choice(PH_TOPICS)
            made = make(build_statute(f"ph_{n}", number, topic, random.Random(doc_seed), 0, year), Style())
            fields = {"number": str(number), "year": str(year), "short_title": f"{topic.short_title} of {year}",
                      "commencement": "fifteen (15) days after it has been published in full in the Official "
                                      "Gazette or in two (2) or more newspapers of general circulation"}
        else:
            number = rng.randint(700, 899)
            title = random.Random(doc_seed).choice(SUBJECTS)[0]  # the generator's own first draw
            made = make(build_malaysian(f"my_{n}", random.Random(doc_seed), number, f"Act A{rng.randint(1500, 1799)}",
                                        year),
                        Style(font="Times-Roman", size=11.0, page_size="a4"))
            fields = {"number": str(number), "year": str(year), "short_title": f"{title.title()} {year}",
                      "commencement": "on the date that the Minister fixes by a notification published in the "
                                      "Gazette"}
        name = f"statute_{n + 1}"
        pdf, damage = scan(made.pdf, made.layout.pages, rng.choice([CLEAN, MODERATE]), [], doc_seed)
        out.mkdir(parents=True, exist_ok=True)
        (out / f"{name}.pdf").write_bytes(pdf)
        gt = truth(made, f"{name}.pdf", damage).model_copy(update={"doc_type": "statute", "fields": fields})
        (out / f"{name}.truth.json").write_text(gt.model_dump_json(indent=1, exclude_defaults=False) + "\n")
        paths.append(out / f"{name}.pdf")
    return paths


if __name__ == "__main__":
    main()
