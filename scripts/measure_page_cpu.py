"""CPU seconds a page costs beyond the OCR engine: the page stage around its reads, and assembly, measured with the
engine's answers replayed (on a shared machine the engine's own seconds drown a change of a few per cent).

    .venv/bin/python scripts/measure_page_cpu.py record DIR a.pdf b.pdf     # read once with the engine; answers kept
    .venv/bin/python scripts/measure_page_cpu.py replay DIR --rounds 3      # CPU per page, the engine replayed
    PYTHONPATH=/path/to/other/checkout .venv/bin/python scripts/measure_page_cpu.py replay DIR   # the same, other code

`record` keeps in DIR every engine call's answer (keyed by the pixels, languages and options it was asked with) and
each page and document as read and assembled (JSON, timings left out); `replay` reads the same files with those
answers, prints CPU per page (page stage without the engine, assembly) and says whether every page and document came
out the same. A change that alters the pixels the engine is shown fails loudly (an answer is missing).
"""

from __future__ import annotations

import argparse
import hashlib
import importlib
import json
import os
import pickle
import statistics
import sys
import time
from pathlib import Path
from typing import Any

os.environ["OMP_THREAD_LIMIT"] = "1"
if not os.environ.get("PYTHONPATH"):  # this checkout's code; PYTHONPATH names another one to measure
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PIL import Image  # noqa: E402

from engross.settings import get_settings  # noqa: E402
from ingest import ocr, pages  # noqa: E402
from ingest.assemble import assemble  # noqa: E402
from ingest.ocr.engine import Osd, RawWord, ReadOptions  # noqa: E402
from ingest.page_pack import PackedPages  # noqa: E402
from ingest.pipeline import new_document  # noqa: E402


def _key(image: Image.Image, *asked: object) -> tuple[object, ...]:
    return (hashlib.blake2b(image.tobytes(), digest_size=16).hexdigest(), image.mode, image.size, *map(repr, asked))


class Recording:
    """The real engine, each answer kept."""

    def __init__(self, inner: Any) -> None:
        self.inner, self.name, self.answers = inner, inner.name, {}

    def version(self) -> str:
        return self.inner.version()

    def read(self, image: Image.Image, languages: str, options: ReadOptions, timeout: int) -> list[RawWord]:
        self.answers[_key(image, languages, options)] = found = self.inner.read(image, languages, options, timeout)
        return found

    def osd(self, image: Image.Image, timeout: int) -> Osd:
        self.answers[_key(image, "osd")] = found = self.inner.osd(image, timeout)
        return found


class Replay:
    """The kept answers, for the same questions; a new question is a KeyError (the pixels changed)."""

    name = "tesserocr"

    def __init__(self, answers: dict[tuple[object, ...], Any]) -> None:
        self.answers = answers

    def version(self) -> str:
        return "replay"

    def read(self, image: Image.Image, languages: str, options: ReadOptions, timeout: int) -> list[RawWord]:
        return self.answers[_key(image, languages, options)]

    def osd(self, image: Image.Image, timeout: int) -> Osd:
        return self.answers[_key(image, "osd")]


def _json(model: Any) -> str:
    def drop(value: Any) -> Any:
        if isinstance(value, dict):
            return {k: drop(v) for k, v in value.items() if k != "timings"}
        return [drop(v) for v in value] if isinstance(value, list) else value
    return json.dumps(drop(model.model_dump(mode="json")), sort_keys=True)


def _run(pdfs: list[Path], engine: str) -> tuple[dict[str, str], float, float, int]:
    """Every page read and every document assembled: outputs by name, CPU of the page stage and of assembly."""
    settings = get_settings().options(ocr_engine=engine)
    out, read_cpu, assemble_cpu, count = {}, 0.0, 0.0, 0
    for pdf in pdfs:
        document = new_document(pdf, pdf.name, settings)
        packed = PackedPages()
        for index in range(document.page_count):
            start = time.process_time()
            page = pages.read_page(pdf, index, settings)
            read_cpu += time.process_time() - start
            out[f"{pdf.name} p{index + 1}"] = _json(page)
            packed.add(page)
            count += 1
        start = time.process_time()
        result = assemble(document, packed, settings)
        assemble_cpu += time.process_time() - start
        out[pdf.name] = _json(result)
    return out, read_cpu, assemble_cpu, count


# the page stage's steps (ingest/pages.py's ocr_page), each by the function it is spent in, looked up where ocr_page
# calls it; a step's CPU is counted once, in the outermost step (the language plan's or the ink accounting's own
# reads are theirs, not "engine words to spans")
STAGES = [("rasterise", "ingest.pages", "render_array"), ("skew measurement", "ingest.preprocess", "measure_skew"),
          ("deskew", "ingest.preprocess", "deskew"), ("fades", "ingest.marks", "find_fades"),
          ("restore faded", "ingest.marks", "restore_faded"), ("halve", "ingest.preprocess", "half"),
          ("rulings", "ingest.rulings", "rulings_from_image"), ("blanks: find", "ingest.blanks", "find"),
          ("blanks: erase", "ingest.blanks", "erase"), ("engine words to spans", "ingest.ocr", "ocr_words"),
          ("language plan", "ingest.pages", "_in_its_languages"), ("marks (ink)", "ingest.marks", "find_ink"),
          ("ruled-grid re-read", "ingest.table_ocr", "grid_words"), ("blanks: restore", "ingest.blanks", "restore"),
          ("ink accounting", "ingest.ink", "account"), ("reading order", "ingest.pages", "_reading_order"),
          ("text layer check", "ingest.pages", "_read_text_layer"), ("read_page in all", "ingest.pages", "read_page")]


def _stages(pdfs: list[Path], count: int) -> None:
    """One more round with each step's function wrapped: CPU a page by step (process time, outermost step)."""
    total = STAGES[-1][0]
    spent = dict.fromkeys((label for label, _m, _f in STAGES), 0.0)
    depth = [0]  # steps running now, read_page not counted

    def timed(label: str, func: Any) -> Any:
        def wrapper(*args: Any, **kwargs: Any) -> Any:
            counted, inner = depth[0] == 0 or label == total, int(label != total)
            depth[0] += inner
            start = time.process_time()
            try:
                return func(*args, **kwargs)
            finally:
                depth[0] -= inner
                if counted:
                    spent[label] += time.process_time() - start
        return wrapper

    places = [(importlib.import_module(module), name) for _label, module, name in STAGES]
    originals = [getattr(module, name) for module, name in places]
    for (label, _m, _f), (module, name), func in zip(STAGES, places, originals, strict=True):
        setattr(module, name, timed(label, func))
    try:
        _run(pdfs, "replay")
    finally:
        for (module, name), func in zip(places, originals, strict=True):
            setattr(module, name, func)
    print("CPU a page by step (one more round; a step's own calls of another step count as its own):")
    for label, value in spent.items():
        print(f"  {label:<28} {value / count * 1000:7.1f} ms")
    print(f"  {'(the steps listed)':<28} {(sum(spent.values()) - spent[total]) / count * 1000:7.1f} ms")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("mode", choices=["record", "replay"])
    ap.add_argument("dir", type=Path)
    ap.add_argument("pdfs", nargs="*", type=Path)
    ap.add_argument("--rounds", type=int, default=3, help="replay: passes over the files (medians printed)")
    ap.add_argument("--stages", action="store_true", help="replay: CPU a page by page-stage step (one more round)")
    args = ap.parse_args()
    settings = get_settings().options()
    pages.prepare(settings)
    if args.mode == "record":
        args.dir.mkdir(parents=True, exist_ok=True)
        recording = Recording(ocr.get_engine(settings.ocr_engine))
        ocr.register_engine("recording", lambda: recording)
        outputs, *_ = _run(args.pdfs, "recording")
        (args.dir / "answers.pkl").write_bytes(pickle.dumps(recording.answers))
        (args.dir / "files.json").write_text(json.dumps([str(p.resolve()) for p in args.pdfs]))
        (args.dir / "outputs.json").write_text(json.dumps(outputs))
        print(f"{len(recording.answers)} engine answers and {len(outputs)} outputs kept in {args.dir}")
        return
    replay = Replay(pickle.loads((args.dir / "answers.pkl").read_bytes()))  # noqa: S301 - our own file
    ocr.register_engine("replay", lambda: replay)
    pdfs = [Path(p) for p in json.loads((args.dir / "files.json").read_text())]
    expected = json.loads((args.dir / "outputs.json").read_text())
    _run(pdfs[:1], "replay")  # a warm process: what a page process loads once is not a page's cost
    rounds = [_run(pdfs, "replay") for _ in range(args.rounds)]
    count = rounds[0][3]
    different = sorted(name for name, text in rounds[0][0].items() if expected.get(name) != text)
    print(f"{count} pages, {len(pdfs)} documents, {args.rounds} rounds; load average "
          f"{' '.join(f'{x:.1f}' for x in os.getloadavg())}")
    for label, k in (("page stage without the engine", 1), ("assembly", 2)):
        cpu = [r[k] / count for r in rounds]  # the fastest round is the one the machine's load touched least
        print(f"{label}: {statistics.median(cpu):.3f} CPU s a page (median), {min(cpu):.3f} (fastest round)")
    print("output: the same as recorded" if not different else f"output DIFFERS: {', '.join(different[:10])}")
    if args.stages:
        _stages(pdfs, count)


if __name__ == "__main__":
    main()
