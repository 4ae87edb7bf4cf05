"""`engross bench`: pages per second, time by stage, peak memory, and the ratio to the bare `tesseract` command.

Per repeat, in this one process: every page read sequentially (read_page), every document assembled,
and every OCR'd page's image (rendered to PNG once, untimed) given to `tesseract IMG OUT -l
eng` sequentially with OMP_THREAD_LIMIT=1, so the engross/tesseract ratio compares like with like (one
core each). Then each document once more through `ingest.pipeline.run` with the page pool: the
end-to-end rate a user of `engross ingest` sees. Medians over the repeats.
"""

from __future__ import annotations

import os
import resource
import shutil
import statistics
import subprocess
import tempfile
import time
from collections import defaultdict
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from engross.settings import Settings
from ingest.assemble import assemble
from ingest.pages import read_page
from ingest.pdf import render_page
from ingest.pipeline import new_document, page_pool, run

Say = Callable[[str], None]


@dataclass
class Repeat:
    """One pass over every PDF."""

    seconds: dict[str, float] = field(default_factory=lambda: defaultdict(float))  # by page source
    pages: dict[str, int] = field(default_factory=lambda: defaultdict(int))
    stages: dict[str, float] = field(default_factory=lambda: defaultdict(float))
    assemble_s: float = 0.0
    tesseract_s: float = 0.0
    engross_ocr_pages_s: float = 0.0  # read_page time of the pages that were OCR'd
    end_to_end_s: float = 0.0


def page_png(pngs: dict[tuple[Path, int], Path], pdf: Path, data: bytes, index: int, settings: Settings,
             folder: Path) -> Path:
    """The page image the bare tesseract reads: rendered once (untimed) at settings.dpi, then reused."""
    key = (pdf, index)
    if key not in pngs:
        pngs[key] = folder / f"{len(pngs)}-{pdf.stem}-{index + 1}.png"
        render_page(data, index, settings.dpi).save(pngs[key])
    return pngs[key]


def bare_tesseract(png: Path, out_base: Path, languages: str) -> float:
    env = {**os.environ, "OMP_THREAD_LIMIT": "1"}
    t = time.perf_counter()
    subprocess.run(["tesseract", str(png), str(out_base), "-l", languages], check=True, env=env,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return time.perf_counter() - t


def one_repeat(pdfs: Sequence[Path], pngs: dict[tuple[Path, int], Path], settings: Settings, tmp: Path,
               pool: Any) -> Repeat:
    rep = Repeat()
    for pdf in pdfs:
        data = pdf.read_bytes()
        document = new_document(data, str(pdf), settings)
        pages = []
        for i in range(document.page_count):
            t = time.perf_counter()
            page = read_page(data, i, settings)
            spent = time.perf_counter() - t
            pages.append(page)
            rep.seconds[page.source] += spent
            rep.pages[page.source] += 1
            for stage, s in page.timings.items():
                rep.stages[f"{page.source}/{stage}"] += s
            if page.source == "ocr":
                rep.engross_ocr_pages_s += spent
                png = page_png(pngs, pdf, data, i, settings, tmp)
                rep.tesseract_s += bare_tesseract(png, tmp / "out", settings.ocr_languages)
        t = time.perf_counter()
        result = assemble(document, pages, data, settings)
        rep.assemble_s += time.perf_counter() - t
        for stage, s in result.timings.items():
            rep.stages[f"assemble/{stage}"] += s
        t = time.perf_counter()
        run(data, str(pdf), settings, executor=pool)
        rep.end_to_end_s += time.perf_counter() - t
    return rep


def med(values: Sequence[float]) -> float | None:
    return round(statistics.median(values), 4) if values else None


def stage_pages(stage: str, pages: dict[str, int]) -> int:
    """Page stages are averaged over the pages of their kind ("ocr/rasterise"), assemble stages over all."""
    source = stage.split("/", 1)[0]
    return pages.get(source) or sum(pages.values())


def summarise(reps: Sequence[Repeat], ocr_pages: int) -> dict[str, Any]:
    pages = reps[0].pages
    total_pages = sum(pages.values())
    per_source = {}
    for source, n in pages.items():
        per_source[source] = {"pages": n, "pages_per_second": med([n / r.seconds[source] for r in reps]),
                              "seconds_per_page": med([r.seconds[source] / n for r in reps])}
    stage_names = sorted({s for r in reps for s in r.stages})
    engross_ocr = med([r.engross_ocr_pages_s / ocr_pages for r in reps]) if ocr_pages else None
    bare = med([r.tesseract_s / ocr_pages for r in reps]) if ocr_pages else None
    return {
        "repeats": len(reps), "pages": total_pages, "by_source": per_source,
        "stages_seconds_per_page": {s: med([r.stages[s] / stage_pages(s, pages) for r in reps]) for s in stage_names},
        "assemble_seconds_per_document": med([r.assemble_s for r in reps]),
        "end_to_end_pages_per_second": med([total_pages / r.end_to_end_s for r in reps]),
        "scanned_engross_seconds_per_page": engross_ocr, "bare_tesseract_seconds_per_page": bare,
        "ratio_to_bare_tesseract": round(engross_ocr / bare, 3) if engross_ocr and bare else None,
    }


def peak_memory_mb() -> dict[str, float]:
    """ru_maxrss is in KiB on Linux; children = the largest finished child (pool workers, tesseract)."""
    own = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    kids = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024
    return {"this_process_mb": round(own, 1), "largest_child_mb": round(kids, 1)}


def bench(pdfs: Sequence[Path], settings: Settings, repeat: int = 3, say: Say = print) -> dict[str, Any]:
    if shutil.which("tesseract") is None:
        raise FileNotFoundError("the tesseract command is not on PATH; it is the baseline of the ratio")
    os.environ["OMP_THREAD_LIMIT"] = "1"
    with tempfile.TemporaryDirectory(prefix="engross-bench-") as tmp_name:
        tmp = Path(tmp_name)
        pngs: dict[tuple[Path, int], Path] = {}
        reps = []
        with page_pool(settings) as pool:
            for n in range(repeat):
                reps.append(one_repeat(pdfs, pngs, settings, tmp, pool))
                say(f"repeat {n + 1}/{repeat}: {sum(reps[-1].pages.values())} pages")
        summary = summarise(reps, reps[0].pages.get("ocr", 0))
    return {"files": [str(p) for p in pdfs], **summary, "peak_memory": peak_memory_mb(),
            "ocr_processes": settings.ocr_processes()}
