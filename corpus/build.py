"""Renders each corpus text born-digital and scans it at three damage levels, with truth, into a cache folder.

Run: python -m corpus.build --half tuning|heldout|fresh|fresh2|...|fresh20|all
     [--out var/corpus] [--levels born,clean,moderate,harsh]   (`all` leaves fresh2 to fresh20 out: name them)
Writes OUT/LEVEL/ID.pdf and OUT/LEVEL/ID.truth.json (engross eval reads such a folder as it is). Deterministic:
the layout comes from the text and a per-document look, the scan from a seed derived from the id and level,
so a rebuild gives the same bytes; a file is rewritten only when its text or the scan profile changed.
"""

from __future__ import annotations

import argparse
import hashlib
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

if __package__ in (None, ""):  # run as a script: make the repository importable
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from corpus.docs import CHOICES, Doc, born_digital, documents, truth_for  # noqa: E402
from samples.scan import CLEAN, HARSH, MODERATE, ScanProfile, scan  # noqa: E402
from schemas.groundtruth import GroundTruth  # noqa: E402

LEVELS: dict[str, ScanProfile | None] = {"born": None, "clean": CLEAN, "moderate": MODERATE, "harsh": HARSH}
DEFAULT_OUT = Path("var/corpus")


def seed_of(doc_id: str, level: str) -> int:
    return int(hashlib.sha256(f"scan:{doc_id}:{level}".encode()).hexdigest()[:8], 16)


def stamp_of(doc: Doc, level: str) -> str:
    """What a built file depends on: the annotated text, the manifest entry and the scan profile."""
    parts = [doc.text_path.read_text(encoding="utf-8"), repr(sorted(doc.entry.items())), repr(LEVELS[level])]
    return hashlib.sha256("\x00".join(parts).encode()).hexdigest()


# (document, level) -> the born-digital PDF, its page count, and the truth for a file name
Born = Callable[[Doc, str], tuple[bytes, int, Callable[[str], GroundTruth]]]


@dataclass(frozen=True)
class Recipe:
    """How a set's documents are made: which there are, each one's born-digital PDF and truth, and what a built file
    depends on (the English corpus here; the language samples in corpus/languages.py)."""

    documents: Callable[[str], list[Doc]]
    born: Born
    stamp: Callable[[Doc, str], str]


def _born_english(doc: Doc, level: str) -> tuple[bytes, int, Callable[[str], GroundTruth]]:
    pdf, pages, texts, starts = born_digital(doc)
    return pdf, pages, lambda file: truth_for(doc, file, texts, starts, LEVELS[level] is not None)


ENGLISH = Recipe(documents, _born_english, stamp_of)


def build_doc(doc: Doc, level: str, out: Path, recipe: Recipe = ENGLISH) -> Path:
    """OUT/LEVEL/ID.pdf with its truth beside it; reused when its stamp is unchanged."""
    folder = out / level
    folder.mkdir(parents=True, exist_ok=True)
    pdf_path, truth_path, stamp_path = (folder / f"{doc.id}{ext}" for ext in (".pdf", ".truth.json", ".stamp"))
    stamp = recipe.stamp(doc, level)
    if pdf_path.is_file() and truth_path.is_file() and stamp_path.is_file() and stamp_path.read_text() == stamp:
        if _gold_of(GroundTruth.model_validate_json(truth_path.read_text(encoding="utf-8"))) != _gold_of(
                doc.truth(pdf_path.name)):
            # the text is the same but the gold loader reads it otherwise now (a note's closing bracket): the truth
            # is derived again from the born layout; the PDF, scanned or not, stays as it was
            _, _, truth_of = recipe.born(doc, level)
            truth_path.write_text(truth_of(pdf_path.name).model_dump_json(indent=1) + "\n", encoding="utf-8")
        return pdf_path
    pdf, pages, truth_of = recipe.born(doc, level)
    profile = LEVELS[level]
    if profile is not None:
        pdf, _ = scan(pdf, pages, profile, [], seed_of(doc.id, level))
    pdf_path.write_bytes(pdf)
    truth_path.write_text(truth_of(pdf_path.name).model_dump_json(indent=1) + "\n", encoding="utf-8")
    stamp_path.write_text(stamp)
    return pdf_path


def _gold_of(truth: GroundTruth) -> list[tuple[tuple[str, ...], str, str, str]]:
    """What the gold loader derives of each unit (pages and layout aside)."""
    return [(tuple(u.path), u.heading, u.text, u.status) for u in truth.units]


def build(half: str, out: Path, levels: list[str], say=print, recipe: Recipe = ENGLISH) -> dict[str, list[Path]]:
    """Every document of the half at every level; returns the PDFs by level (OUT/HALF/LEVEL)."""
    docs = recipe.documents(half)
    made: dict[str, list[Path]] = {}
    for level in levels:
        made[level] = [build_doc(d, level, out / half, recipe) for d in docs]
        say(f"{level}: {len(made[level])} documents in {out / half / level}")
    return made


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--half", choices=CHOICES, default="tuning")
    ap.add_argument("--out", type=Path, default=DEFAULT_OUT)
    ap.add_argument("--levels", default=",".join(LEVELS))
    args = ap.parse_args(argv)
    build(args.half, args.out, [lv for lv in args.levels.split(",") if lv])


if __name__ == "__main__":
    main()
