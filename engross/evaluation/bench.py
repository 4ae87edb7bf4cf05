"""`engross bench`: pages per second, time by stage, peak memory, and the ratio to the bare `tesseract` command.

First, untimed, one page of each file in this process: what a fresh process pays once (imports, word lists,
the OCR model) is reported apart, as the first page's cost, not spread over the pages measured. Per repeat,
in this one process: every page read sequentially (read_page; wall and CPU seconds of each page), every
document assembled,
and every OCR'd page's image (rendered to PNG once, untimed) given to `tesseract IMG OUT -l
eng` sequentially with OMP_THREAD_LIMIT=1, so the engross/tesseract ratio compares like with like (one
core each). Then each document once more through `ingest.pipeline.run` with the page pool: the
end-to-end rate a user of `engross ingest` sees. Last, side by side on the scanned documents: as many bare
`tesseract` processes as OCR processes working through the same page images at once (as `xargs -P`), then
the documents end to end with the page pool once per OCR engine, in wall seconds and in CPU seconds of
every process involved (the figure to read on a shared machine), each engine's wall split into validation,
page reading (with the share of it the page processes spent inside pages) and assembly; the contenders' order
alternates between repeats so a change of the machine's load does not always fall on the same one. Medians
over the repeats.
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
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from engross.settings import Settings
from ingest import ocr
from ingest.assemble import assemble
from ingest.options import Knobs
from ingest.pages import first_read, read_page
from ingest.pdf import render_page
from ingest.pipeline import ingest_document, new_document, page_pool, run
from schemas import Page

Say = Callable[[str], None]


@dataclass
class Repeat:
    """One pass over every PDF."""

    seconds: dict[str, float] = field(default_factory=lambda: defaultdict(float))  # by page source
    page_wall: dict[str, list[float]] = field(default_factory=lambda: defaultdict(list))  # each page's seconds
    page_cpu: dict[str, list[float]] = field(default_factory=lambda: defaultdict(list))  # ... and CPU seconds
    pages: dict[str, int] = field(default_factory=lambda: defaultdict(int))
    stages: dict[str, float] = field(default_factory=lambda: defaultdict(float))
    assemble_s: float = 0.0
    tesseract_s: float = 0.0
    engross_ocr_pages_s: float = 0.0  # read_page time of the pages that were OCR'd
    end_to_end_s: float = 0.0
    scanned_wall_s: dict[str, float] = field(default_factory=dict)  # "bare tesseract" and each engine
    scanned_cpu_s: dict[str, float] = field(default_factory=dict)  # same runs, CPU seconds of every process
    scanned_parts: dict[str, dict[str, float]] = field(default_factory=dict)  # each engine's wall, by part


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
            t, c = time.perf_counter(), time.process_time()
            page = read_page(data, i, settings)
            spent = time.perf_counter() - t
            pages.append(page)
            rep.seconds[page.source] += spent
            rep.page_wall[page.source].append(spent)
            rep.page_cpu[page.source].append(time.process_time() - c)
            rep.pages[page.source] += 1
            for stage, s in page.timings.items():
                rep.stages[f"{page.source}/{stage}"] += s
            if page.source == "ocr":
                rep.engross_ocr_pages_s += spent
                png = page_png(pngs, pdf, data, i, settings, tmp)
                rep.tesseract_s += bare_tesseract(png, tmp / "out", first_languages(settings))
        t = time.perf_counter()
        result = assemble(document, pages, settings)
        rep.assemble_s += time.perf_counter() - t
        for stage, s in result.timings.items():
            rep.stages[f"assemble/{stage}"] += s
        t = time.perf_counter()
        run(data, str(pdf), settings, executor=pool)
        rep.end_to_end_s += time.perf_counter() - t
    return rep


def first_languages(settings: Settings) -> str:
    """What bare tesseract reads in for the comparison: engross's first read (English under `auto`)."""
    return first_read(settings)


def installed_engines() -> list[str]:
    """The real engines this machine can run, the configured default first."""
    names = []
    for name in ("tesserocr", "pytesseract"):
        try:
            ocr.get_engine(name)
            names.append(name)
        except Exception:  # noqa: BLE001 - an engine that cannot start is simply not compared
            continue
    return names


def cpu_seconds() -> float:
    """User + system CPU seconds of this process and of every child it has waited for (tesseract processes,
    page pools once shut down): on a shared machine the work done, whatever the load made the wall clock."""
    own, kids = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + kids.ru_utime + kids.ru_stime


def side_by_side(scanned: Sequence[Path], images: Sequence[Path], settings: Settings, tmp: Path,
                 engines_first: bool = False) -> tuple[dict[str, float], dict[str, float], dict[str, dict[str, float]]]:
    """Wall and CPU seconds on the same cores: N bare tesseract processes over the page images, then each
    engine's end-to-end run of the scanned documents with an N-process page pool (made and shut down inside
    the measurement, so its processes' start and their CPU count), its wall split by part (`end_to_end`).
    `engines_first` runs the engines before the bare processes (repeats alternate)."""
    n = settings.ocr_processes()
    wall: dict[str, float] = {}
    cpu: dict[str, float] = {}
    parts: dict[str, dict[str, float]] = {}

    def bare() -> None:
        t, c = time.perf_counter(), cpu_seconds()
        with ThreadPoolExecutor(n) as threads:  # each thread waits on its own tesseract process
            list(threads.map(lambda png: bare_tesseract(png, tmp / f"bare-{png.stem}", first_languages(settings)),
                             images))
        wall["bare tesseract"], cpu["bare tesseract"] = time.perf_counter() - t, cpu_seconds() - c

    def engines() -> None:
        for engine in installed_engines():
            t, c = time.perf_counter(), cpu_seconds()
            parts[engine] = end_to_end(scanned, settings.options(ocr_engine=engine))
            wall[engine], cpu[engine] = time.perf_counter() - t, cpu_seconds() - c

    for step in ((engines, bare) if engines_first else (bare, engines)):
        step()
    return wall, cpu, parts


def end_to_end(pdfs: Sequence[Path], settings: Knobs) -> dict[str, float]:
    """The documents through `engross ingest`'s path (the file's path to the page pool, as the CLI gives it),
    timed by part: the pool's start and end, validation and assembly in this process alone, and page reading,
    with the share of it the page processes spent inside pages (the rest: waiting for a page, tail, hand-overs)."""
    parts = dict.fromkeys(("pool", "validation", "reading", "assembly", "inside_pages"), 0.0)
    inside = [0.0]

    def count(page: Page) -> None:
        inside[0] += sum(page.timings.values())

    t = time.perf_counter()
    pool = page_pool(settings, warm=True)  # as `engross ingest` starts it for a scan: before validation
    parts["pool"] += time.perf_counter() - t
    try:
        for pdf in pdfs:
            t = time.perf_counter()
            document = new_document(pdf, str(pdf), settings)
            parts["validation"] += time.perf_counter() - t
            result = ingest_document(document, pdf.resolve(), settings, count, pool)
            parts["reading"] += result.timings["read_pages"]
            parts["assembly"] += result.timings["total"] - result.timings["read_pages"]
    finally:
        t = time.perf_counter()
        pool.shutdown(wait=True)
        parts["pool"] += time.perf_counter() - t
    processes = settings.ocr_processes()
    parts["inside_pages"] = inside[0] / (processes * parts["reading"]) if parts["reading"] else 0.0
    return parts


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
                              "seconds_per_page": med([r.seconds[source] / n for r in reps]),
                              # every page of every repeat: a page's own cost, whatever the mean's outliers
                              "median_page_seconds": med([s for r in reps for s in r.page_wall[source]]),
                              "median_page_cpu_seconds": med([s for r in reps for s in r.page_cpu[source]])}
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
        "scanned_side_by_side": side_by_side_summary(reps),
        "loss_checks_share_of_scanned_page": loss_checks_share(reps, pages),
    }


def side_by_side_summary(reps: Sequence[Repeat]) -> dict[str, dict[str, float | None]]:
    """Median wall seconds per contender and its ratio to the bare tesseract processes (1.0 = as fast)."""
    names = [k for k in reps[0].scanned_wall_s]
    out: dict[str, dict[str, float | None]] = {}
    for name in names:
        ratios = [r.scanned_wall_s[name] / r.scanned_wall_s["bare tesseract"] for r in reps
                  if r.scanned_wall_s.get("bare tesseract")]
        cpu_ratios = [r.scanned_cpu_s[name] / r.scanned_cpu_s["bare tesseract"] for r in reps
                      if r.scanned_cpu_s.get("bare tesseract")]
        out[name] = {"seconds": med([r.scanned_wall_s[name] for r in reps]), "ratio_to_bare": med(ratios),
                     "cpu_seconds": med([r.scanned_cpu_s[name] for r in reps]), "cpu_ratio_to_bare": med(cpu_ratios)}
        if name in reps[0].scanned_parts:
            out[name]["parts_seconds"] = {part: med([r.scanned_parts[name][part] for r in reps])
                                          for part in reps[0].scanned_parts[name]}
    return out


def loss_checks_share(reps: Sequence[Repeat], pages: dict[str, int]) -> float | None:
    """What the no-silent-loss checks cost a scanned page: the page's ink accounting (with its re-reads)
    plus the document's unread/continuity/table checks spread over its pages, as a share of the page's time."""
    scanned = pages.get("ocr", 0)
    if not scanned:
        return None
    shares = [(r.stages.get("ocr/ink", 0.0) + r.stages.get("assemble/loss_checks", 0.0)) / r.seconds["ocr"]
              for r in reps if r.seconds.get("ocr")]
    return round(statistics.median(shares), 4) if shares else None


def peak_memory_mb() -> dict[str, float]:
    """ru_maxrss is in KiB on Linux; children = the largest finished child (pool workers, tesseract)."""
    own = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    kids = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024
    return {"this_process_mb": round(own, 1), "largest_child_mb": round(kids, 1)}


def warm_up(pdfs: Sequence[Path], settings: Settings) -> dict[str, float]:
    """One page of each file read untimed by the repeats: what a fresh process pays once (imports done on first
    use, word lists, the OCR model) is not a page's cost. Returns the first page's seconds (wall, CPU)."""
    first: dict[str, float] = {}
    for pdf in pdfs:
        t, c = time.perf_counter(), time.process_time()
        read_page(pdf, 0, settings)
        first = first or {"seconds": time.perf_counter() - t, "cpu_seconds": time.process_time() - c}
    return first


def bench(pdfs: Sequence[Path], settings: Settings, repeat: int = 3, say: Say = print) -> dict[str, Any]:
    if shutil.which("tesseract") is None:
        raise FileNotFoundError("the tesseract command is not on PATH; it is the baseline of the ratio")
    os.environ["OMP_THREAD_LIMIT"] = "1"
    load_start = os.getloadavg()
    first_page = warm_up(pdfs, settings)
    with tempfile.TemporaryDirectory(prefix="engross-bench-") as tmp_name:
        tmp = Path(tmp_name)
        pngs: dict[tuple[Path, int], Path] = {}
        reps = []
        with page_pool(settings) as pool:
            for n in range(repeat):
                reps.append(one_repeat(pdfs, pngs, settings, tmp, pool))
                scanned = sorted({pdf for pdf, _i in pngs}, key=lambda p: str(p))
                if scanned:
                    rep = reps[-1]
                    rep.scanned_wall_s, rep.scanned_cpu_s, rep.scanned_parts = side_by_side(
                        scanned, list(pngs.values()), settings, tmp, engines_first=n % 2 == 1)
                say(f"repeat {n + 1}/{repeat}: {sum(reps[-1].pages.values())} pages")
        summary = summarise(reps, reps[0].pages.get("ocr", 0))
    return {"files": [str(p) for p in pdfs], **summary, "first_page_in_a_fresh_process": first_page,
            "peak_memory": peak_memory_mb(), "ocr_processes": settings.ocr_processes(),
            "ocr_engine": ocr.get_engine(settings.ocr_engine).name, "load_average_start": load_start,
            "load_average": os.getloadavg()}
