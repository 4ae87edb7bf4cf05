"""Real legal texts in the languages deeds and statutes are written in, set born-digital and scanned, with truth.

Hindi, Marathi, Kannada, Tamil, Telugu, Bengali, Filipino and Malay texts (corpus/languages.json, annotated like the
English corpus: corpus/gold.py) are set with Debian's Noto fonts and HarfBuzz shaping (samples/shaped.py), then
scanned clean and moderate with the samples' scanner. The truth carries each unit's and each printed paragraph's
language (ISO 639-3 as Tesseract names it) and the document's languages.

Run: python -m corpus.languages --half tuning|heldout|fresh2|...|fresh20|all
     [--out var/lang] [--levels born,clean,moderate]
     [--list]
     python -m corpus.languages --manifest   (rewrites corpus/LANGUAGES.md)
Writes OUT/HALF/LEVEL/ID.pdf and ID.truth.json (a folder `engross eval` reads as it is); deterministic, and a file
is rewritten only when its text, manifest entry or scan profile changed. The split is the English corpus' rule
(corpus/docs.py half_of), fixed before any figure was taken; texts whose entry says `fresh2` (added in session 6, never
tuned on, run once by the lead), `fresh3` (added in session 7), `fresh4` (added in session 8), `fresh5` (added in
sessions 9 and 10), `fresh6` (added in session 11), `fresh7` (added in session 12), `fresh8` (added in
session 13), `fresh9` (added in session 14), `fresh10` (added in session 15), `fresh11` (added in
session 16), `fresh12` (added in session 17), `fresh13` (added in session 18), `fresh14`
(added in session 19), `fresh15` (added in session 20), `fresh16` (added in session 21), `fresh17`
(added in session 22), `fresh18` (added in session 23), `fresh19` (added in session 24) or `fresh20` (added in
session 25), all for the lead's untuned runs, are sets of their own, outside `all`.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
from collections.abc import Callable
from pathlib import Path

if __package__ in (None, ""):  # run as a script: make the repository importable
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import cv2  # noqa: E402

from corpus.build import LEVELS, Recipe, build  # noqa: E402
from corpus.docs import HALVES, UNTUNED, Doc, blocks, fresh_rules, table_row  # noqa: E402
from corpus.docs import documents as load_manifest_docs  # noqa: E402
from ingest.languages import for_script, script_of  # noqa: E402
from samples.flow import Layout  # noqa: E402
from samples.scan import PX, _moved  # noqa: E402
from samples.shaped import BOLD, REGULAR, ShapedFlow  # noqa: E402
from schemas.groundtruth import GroundTruth, TruthParagraph  # noqa: E402

ROOT = Path(__file__).resolve().parent
MANIFEST = ROOT / "languages.json"
DEFAULT_OUT = Path("var/lang")
LANG_LEVELS = ("born", "clean", "moderate")


def languages_of(doc: Doc) -> list[str]:
    """The document's languages, main one first: the manifest's `language` ("hin", or "eng+hin" for a mixed deed)."""
    return doc.entry["language"].split("+")


def language_of(text: str, langs: list[str]) -> str:
    """Which of the document's languages a printed text is in: the one written in the script most of its letters
    are in (the main language when several share it, or when the text has no letters)."""
    return (len(langs) > 1 and for_script(script_of(text), langs)) or langs[0]


def documents(half: str | None = None) -> list[Doc]:
    """The language manifest's documents whose text is present, of one half (or all)."""
    return load_manifest_docs(half, MANIFEST)


def born_digital(doc: Doc) -> tuple[bytes, Layout]:
    """The document set as a born-digital PDF (A4, Noto, size and indent fixed per document from its id)."""
    h = int(hashlib.sha256(("look:" + doc.id).encode()).hexdigest()[:8], 16)
    flow = ShapedFlow("a4", title=doc.title)
    for block in blocks(doc.parsed().paras, (11.0, 11.5, 12.0)[h % 3], bool(h // 3 % 2), REGULAR, BOLD):
        flow.add(block)
    running = doc.entry.get("running_header", "")
    pdf = flow.render(lambda page, _: running if running and page > 1 else "", lambda page, _: f"{page}")
    return pdf, flow.layout


def paragraphs(layout: Layout, langs: list[str], skew: float | None) -> list[TruthParagraph]:
    """Each printed paragraph of each page with its unit, text and language; boxes moved by the scan's skew."""
    rot = None
    if skew is not None:
        w, h = int(round(layout.width * PX)), int(round(layout.height * PX))
        rot = cv2.getRotationMatrix2D((w / 2, h / 2), skew, 1.0)
    groups: dict[tuple[int, int], list] = {}
    for line in layout.lines:
        groups.setdefault((line.page, line.block), []).append(line)
    out = []
    for (page, _), lines in groups.items():
        box = (min(ln.bbox[0] for ln in lines), lines[0].bbox[1], max(ln.bbox[2] for ln in lines), lines[-1].bbox[3])
        text = "\n".join(ln.text for ln in lines)
        out.append(TruthParagraph(page=page, bbox=_moved(box, rot) if rot is not None else box, text=text,
                                  unit_path=list(lines[0].path), language=language_of(text, langs)))
    return out


def truth_for(doc: Doc, file: str, layout: Layout, level: str) -> GroundTruth:
    profile = LEVELS[level]
    langs = languages_of(doc)
    gt = doc.truth(file)
    gt.pages = [layout.page_text(n) for n in range(1, layout.pages + 1)]
    gt.scanned = profile is not None
    gt.languages = langs
    gt.split = doc.half
    gt.scan_profile = "" if level == "born" else level
    starts: dict[tuple[str, ...], int] = {}
    for line in layout.lines:
        starts.setdefault(line.path, line.page)
    for unit in gt.units:
        key = tuple(unit.path)  # a unit printed on its first child's line ("3. (1) ...") starts where the child does
        unit.page = starts.get(key) or min((p for path, p in starts.items() if path[:len(key)] == key), default=0)
        unit.language = language_of(" ".join([unit.heading, unit.text]), langs)
    gt.paragraphs = paragraphs(layout, langs, profile.skew if profile is not None else None)
    return gt


def stamp_of(doc: Doc, level: str) -> str:
    """What a built file depends on: the annotated text, the manifest entry, the scan profile, the generator."""
    code = "".join(Path(__file__).parent.parent.joinpath(p).read_text(encoding="utf-8")
                   for p in ("corpus/languages.py", "samples/shaped.py"))
    parts = [doc.text_path.read_text(encoding="utf-8"), repr(sorted(doc.entry.items())), repr(LEVELS[level]), code]
    return hashlib.sha256("\x00".join(parts).encode()).hexdigest()


def _born(doc: Doc, level: str) -> tuple[bytes, int, Callable[[str], GroundTruth]]:
    pdf, layout = born_digital(doc)
    return pdf, layout.pages, lambda file: truth_for(doc, file, layout, level)


RECIPE = Recipe(documents, _born, stamp_of)


def manifest_markdown() -> str:
    """corpus/LANGUAGES.md: the language manifest as a table (`python -m corpus.languages --manifest`)."""
    m = json.loads(MANIFEST.read_text(encoding="utf-8"))
    out = ["# Language samples: manifest", "",
           "Real legal texts in the languages of issue 14 (`corpus/texts/ID.txt`, format in `corpus/gold.py`), and",
           "where no legal text was findable, real public text in the language inside a generated legal skeleton,",
           "marked LABELLED. Generated from `corpus/languages.json` by `python -m corpus.languages --manifest`.", "",
           f"Split rule: {m['rule']}.", "", *fresh_rules(m),
           "| id | language | family | half | title | extent | exercises | source | licence / status |",
           "| --- | --- | --- | --- | --- | --- | --- | --- | --- |"]
    out += [table_row([d["id"], d["language"], d["family"], d["half"], d["title"], d["extent"], d["exercises"],
                       d["source"], d["licence"]]) for d in m["documents"]]
    return "\n".join(out) + "\n"


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--half", choices=(*HALVES, *UNTUNED, "all"),  # the language set has no `fresh` half
                    default="tuning",
                    help=f"all: tuning and heldout; {UNTUNED[0]} to {UNTUNED[-1]} only when named")
    ap.add_argument("--out", type=Path, default=DEFAULT_OUT)
    ap.add_argument("--levels", default=",".join(LANG_LEVELS), help="any of born,clean,moderate,harsh")
    ap.add_argument("--list", action="store_true", help="list the documents with language and half, build nothing")
    ap.add_argument("--manifest", action="store_true", help="rewrite corpus/LANGUAGES.md from the manifest")
    args = ap.parse_args(argv)
    if args.manifest:
        (ROOT / "LANGUAGES.md").write_text(manifest_markdown(), encoding="utf-8")
        return
    if args.list:
        for d in documents(args.half):
            print(f"{d.id:40} {d.entry['language']:8} {d.half}")
        return
    build(args.half, args.out, [lv for lv in args.levels.split(",") if lv], recipe=RECIPE)


if __name__ == "__main__":
    main()
