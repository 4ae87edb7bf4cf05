"""Peak memory per process of `engross ingest` on a long scanned PDF built from the samples' scanned pages.

    .venv/bin/python scripts/measure_memory.py --pages 200     # builds var/long_scan_200.pdf once, then ingests it
    nice .venv/bin/python scripts/measure_memory.py --pages 1000 --every 300   # and the peaks so far, now and then
    .venv/bin/python scripts/measure_memory.py --pages 1000 --assembly   # the main process's part alone, no OCR
    .venv/bin/python scripts/measure_memory.py --pages 1000 --no-ocr     # engross ingest's main process, no OCR
    .venv/bin/python scripts/measure_memory.py --pages 1000 --workers 2 --replay /tmp/recA /tmp/recC   # worker path

--workers N runs N `engross worker -c 1` (Redis, as scripts/bench_workers.py; an SQLite store in a temp folder) on
the file and reads the peak RSS of each worker's main process and of its pool process (which reads pages and
assembles). With --replay (folders of `scripts/measure_page_cpu.py record` over the samples' scanned pages, which
the long file repeats) the engine's answers are replayed: the whole page stage runs, the models are loaded as a
real worker loads them, only Tesseract's own recognition (its per-page working memory) is not run; with --no-ocr
the page tasks hand back the kept pages (as above), for the assembling process's peak in minutes; with neither
the workers OCR for real. Two runs of the same file at once must use different --broker databases (the
document's assemble lock is named by the file's hash). With --stages, the `give_back` line also gives glibc's
own count of the heap (in use / free but kept) and the process's threads.

Peak RSS is each process's own high-water mark (VmHWM in /proc), read every half second while it lives, for
the main process and every page process; run it at two sizes to see whether memory grows with the pages.
--assembly measures what the main process adds in minutes instead of hours: the samples' scanned pages are read
once (kept in var/), then repeated and renumbered up to --pages, held packed as `engross ingest` holds them, and
assembled in this process.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
import zlib
from pathlib import Path
from typing import Any

import pypdfium2 as pdfium

ROOT = Path(__file__).resolve().parents[1]
SCANS = ("statute_scan_clean.pdf", "statute_scan_degraded.pdf", "deed_scan.pdf", "my_act_scan.pdf", "long_scan.pdf")


def build(pages: int, out: Path) -> Path:
    """A PDF of `pages` pages: the samples' scanned pages over and over (image-only: every page is OCR'd)."""
    if out.is_file():
        return out
    sources = [pdfium.PdfDocument(str(ROOT / "samples" / name)) for name in SCANS]
    doc = pdfium.PdfDocument.new()
    k = 0
    while len(doc) < pages:
        src = sources[k % len(sources)]
        doc.import_pages(src, [(k // len(sources)) % len(src)])
        k += 1
    out.parent.mkdir(parents=True, exist_ok=True)
    doc.save(str(out))
    return out


def process_tree(pid: int) -> list[int]:
    """The process and all its descendants, from /proc."""
    children: dict[int, list[int]] = {}
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                ppid = int((entry / "stat").read_text().rsplit(")", 1)[1].split()[1])
            except (OSError, IndexError, ValueError):
                continue
            children.setdefault(ppid, []).append(int(entry.name))
    out, todo = [], [pid]
    while todo:
        p = todo.pop()
        out.append(p)
        todo += children.get(p, [])
    return out


def _peak_mb(pid: int) -> float | None:
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmHWM:"):
                return int(line.split()[1]) / 1024
    except OSError:
        return None
    return None


def _rss_mb(field: str = "VmRSS") -> float:
    return int(Path("/proc/self/status").read_text().split(f"{field}:")[1].split()[0]) / 1024


def kept_pages() -> list[dict[str, Any]]:
    """The samples' scanned pages as read (JSON), read once and kept in var/."""
    import pickle

    from engross.settings import get_settings
    from ingest.page_pack import pack
    from ingest.pipeline import new_document, page_pool, read_pages
    from schemas import PAGE_FORMAT

    settings = get_settings().options()
    kept = ROOT / "var" / f"scan_pages_v{PAGE_FORMAT}.pickle"  # delete it when the page stage changes
    if not kept.is_file():
        read: list[bytes] = []
        with page_pool(settings) as pool:
            for name in SCANS:
                pdf = ROOT / "samples" / name
                count = new_document(pdf, str(pdf), settings).page_count
                read += [pack(p) for p in read_pages(pdf, count, settings, executor=pool)]
        kept.parent.mkdir(parents=True, exist_ok=True)
        kept.write_bytes(pickle.dumps(read))
    return [json.loads(zlib.decompress(p)) for p in pickle.loads(kept.read_bytes())]


def assembly_only(pages: int) -> None:
    """This process's memory as the main process of `engross ingest` holds and assembles `pages` scanned pages."""
    from engross.settings import get_settings
    from ingest.assemble import assemble
    from ingest.page_pack import PackedPages
    from schemas import Document

    settings = get_settings().options()
    distinct = kept_pages()
    start = _rss_mb()
    packed = PackedPages()
    for number in range(1, pages + 1):
        page = _renumbered(distinct[(number - 1) % len(distinct)], number)
        packed.add_packed(number, zlib.compress(json.dumps(page).encode(), 6))
    held = _rss_mb()
    t = time.process_time()
    document = Document(id="0" * 64, source="long.pdf", filename="long.pdf", page_count=pages, state="processing")
    result = assemble(document, packed, settings)
    print(f"{pages} pages ({len(distinct)} distinct scanned pages of the samples), assembled in "
          f"{time.process_time() - t:.0f} CPU s into {len(result.chunks)} chunks; RSS {start:.0f} MB before the pages, "
          f"{held:.0f} MB with them packed, {_rss_mb():.0f} MB after assembly; peak {_rss_mb('VmHWM'):.0f} MB; "
          f"load average {' '.join(f'{x:.1f}' for x in os.getloadavg())}")


def _renumbered(value: Any, number: int) -> Any:
    """A packed page's JSON as page `number`: its own number and every word's, line's and mark's page."""
    if isinstance(value, list):
        return [_renumbered(v, number) for v in value]
    if isinstance(value, dict):
        return {k: number if k in ("page", "number") and isinstance(v, int) else _renumbered(v, number)
                for k, v in value.items()}
    return value


_DISTINCT: list[dict[str, Any]] = []  # in the page processes only, as a real run's main process holds no reader


def _kept_range(data: object, indices: list[int], settings: object) -> list[Any]:
    """What a page process hands back for these pages: the kept pages, renumbered (no OCR)."""
    from schemas import Page

    if not _DISTINCT:
        _DISTINCT.extend(kept_pages())
    return [Page.model_validate(_renumbered(_DISTINCT[i % len(_DISTINCT)], i + 1)) for i in indices]


def without_ocr(pages: int, jobs: int) -> None:
    """`engross ingest -j JOBS var/long_scan_N.pdf` in this process (validation, store, page pool, packed pages,
    assembly, save), its page processes handing back the kept pages instead of OCR: the main process's peak in
    minutes instead of hours."""
    import ingest.pipeline
    from engross.cli import main as cli

    kept_pages()  # read now if need be, before this process's peak is measured
    pdf = build(pages, ROOT / "var" / f"long_scan_{pages}.pdf")
    ingest.pipeline.read_range = _kept_range  # type: ignore[assignment]
    with tempfile.TemporaryDirectory() as home:
        os.environ["ENGROSS_HOME"] = home
        from engross.settings import get_settings

        get_settings.cache_clear()  # kept_pages() read the settings: a store under var/ would skip a file it holds
        start, rss = _rss_mb(), _rss_mb("VmHWM")
        sys.argv, code = ["engross", "ingest", str(pdf), "-j", str(jobs), "-q"], 0
        try:
            cli()
        except SystemExit as done:
            code = done.code
    print(f"{pages} pages, no OCR: exit {code}; main process RSS {start:.0f} MB at the start (peak {rss:.0f} so far), "
          f"peak {_rss_mb('VmHWM'):.0f} MB; load average {' '.join(f'{x:.1f}' for x in os.getloadavg())}")


def _peaks(roots: list[int], peaks: dict[int, float], roles: dict[int, str]) -> None:
    for n, root in enumerate(roots):
        for pid in process_tree(root):
            mb = _peak_mb(pid)
            if mb is not None:
                peaks[pid] = max(peaks.get(pid, 0.0), mb)
                roles.setdefault(pid, f"worker {n} {'main' if pid == root else 'pool process'}")


def through_workers(pages: int, workers: int, replay: list[Path], every: float, broker: str, kept: bool,
                    stages: bool = False) -> None:
    """The file through `workers` one-process workers, queued as the watcher queues it: peak RSS of every process."""
    import uuid

    from engross.settings import Settings
    from ingest.pdf import sha256_of
    from review_queue.db import dispose
    from review_queue.store import Store
    from schemas import Document
    from workers.app import make_app
    from workers.queueing import enqueue_document

    pdf = build(pages, ROOT / "var" / f"long_scan_{pages}.pdf")
    if kept:
        kept_pages()  # read once if need be, here, not in a worker
    with tempfile.TemporaryDirectory() as home:
        queue = f"mem-{uuid.uuid4().hex[:8]}"
        db = f"sqlite:///{home}/{queue}.db"
        env = {**os.environ, "ENGROSS_DATABASE_URL": db, "ENGROSS_BROKER_URL": broker, "ENGROSS_QUEUE": queue,
               "ENGROSS_HOME": home, "OMP_THREAD_LIMIT": "1"}
        settings = Settings(home=Path(home), database_url=db, broker_url=broker, queue=queue)
        store = Store(settings=settings)
        procs, logs = [], []
        try:
            for n in range(workers):
                logs.append(Path(home) / f"w{n}.log")
                argv = [sys.executable, __file__, "--as-worker", f"{queue}-{n}@mem", *(["--no-ocr"] if kept else []),
                        *(["--stages"] if stages else []), *(["--replay", *map(str, replay)] if replay else [])]
                procs.append(subprocess.Popen(argv, env=env, stdout=logs[-1].open("wb"), stderr=subprocess.STDOUT,
                                              start_new_session=True))
            while not all(b"ready." in log.read_bytes() for log in logs):
                if any(p.poll() is not None for p in procs):
                    raise SystemExit("a worker exited: " + " ".join(log.read_text()[-2000:] for log in logs))
                time.sleep(0.5)
            peaks: dict[int, float] = {}
            roles: dict[int, str] = {}
            _peaks([p.pid for p in procs], peaks, roles)
            ready = dict(peaks)
            doc = Document(id=sha256_of(pdf), source=pdf.name, filename=pdf.name)
            store.record_received(doc, pdf)
            start = said = time.perf_counter()
            enqueue_document(make_app(settings), doc.id)
            while (state := store.get_document(doc.id).state) not in ("chunked", "in_review", "failed"):
                _peaks([p.pid for p in procs], peaks, roles)
                if every and time.perf_counter() - said >= every:
                    said = time.perf_counter()
                    print(f"{said - start:.0f} s: {len(store.page_numbers(doc.id))} pages in; peak RSS so far "
                          + ", ".join(f"{roles[pid]} {mb:.0f}" for pid, mb in sorted(peaks.items())) + " MB; load "
                          + " ".join(f"{x:.1f}" for x in os.getloadavg()), flush=True)
                time.sleep(0.5)
            _peaks([p.pid for p in procs], peaks, roles)
            seconds = time.perf_counter() - start
            chunks = sum(store.chunk_counts(doc.id).values())
            error = store.get_document(doc.id).error if state == "failed" else ""
        finally:
            # the pool process's prints reach the log through Celery's logger: "[... WARNING/ForkPoolWorker-1] stage"
            traced = [line[line.index("stage "):] for log in logs for line in log.read_text().splitlines(keepends=True)
                      if "stage " in line]
            for proc in procs:
                os.killpg(proc.pid, 9)
                proc.wait()
            dispose(db)
            # killed as soon as the document is done, a worker may not have let go of its assemble lock yet: left,
            # it would keep the next run of the same file (same id) on this broker from assembling for 31 minutes
            if broker.startswith("redis"):
                import redis

                redis.Redis.from_url(broker).delete(f"engross:assemble:{sha256_of(pdf)}")
    how = "no OCR: the kept pages" if kept else "engine replayed" if replay else "real OCR"
    print(f"{pages} scanned pages through {workers} worker(s) ({how}): "
          f"{state} {error}in {seconds:.0f} s, {chunks} chunks; load average "
          f"{' '.join(f'{x:.1f}' for x in os.getloadavg())} at the end; peak RSS by process (at ready -> peak):")
    for pid, mb in sorted(peaks.items(), key=lambda kv: roles[kv[0]]):
        print(f"  {roles[pid]:<26} {ready.get(pid, 0):5.0f} -> {mb:5.0f} MB")
    for text in traced:
        print(text, end="")


class _Replayed:
    """The engine's recorded answers (scripts/measure_page_cpu.py), with the real models loaded beside them, so a
    worker holds what a real one holds (and gives them back as a real one does: `ocr.release_models` drops this
    engine, the next page makes a new one)."""

    name = "tesserocr"

    def __init__(self, answers: dict) -> None:
        sys.path.insert(0, str(Path(__file__).resolve().parent))
        from measure_page_cpu import Replay

        self._replay, self._real = Replay(answers), None
        self.read, self.osd, self.version = self._replay.read, self._replay.osd, self._replay.version

    def load(self, languages: str) -> None:
        from ingest.ocr.api_engine import ApiEngine

        self._real = self._real or ApiEngine()
        self._real.load(languages)

    def after_fork(self) -> None:
        if self._real is not None:
            self._real.after_fork()


def _heap() -> str:
    """glibc's own count of the heap (mallinfo2): bytes in use, bytes free but kept (what `malloc_trim` could not
    hand back: free space between live blocks), and the process's threads (each may have an arena of its own)."""
    import ctypes

    class Info(ctypes.Structure):
        _fields_ = [(f, ctypes.c_size_t) for f in ("arena", "ordblks", "smblks", "hblks", "hblkhd", "usmblks",
                                                   "fsmblks", "uordblks", "fordblks", "keepcost")]

    try:
        libc = ctypes.CDLL("libc.so.6")
        libc.mallinfo2.restype = Info
        info = libc.mallinfo2()
    except (OSError, AttributeError):
        return ""
    threads = Path("/proc/self/status").read_text().split("Threads:")[1].split()[0]
    mb = 1024 * 1024
    return (f"; malloc heap {info.arena / mb:.0f} MB: in use {info.uordblks / mb:.0f}, free but kept "
            f"{info.fordblks / mb:.0f} ({info.ordblks} free blocks), mmapped {info.hblkhd / mb:.0f}; threads {threads}")


def _trace_stages() -> None:
    """--stages: the assembling process's RSS at each stage boundary of `workers.tasks._assemble` and the peak
    inside each stage (VmHWM, reset after each stage through /proc/self/clear_refs), printed to the worker's log.
    A diagnostic: the measuring process's own peaks miss what a reset hides between two of its samples."""
    import workers.tasks
    from ingest import assemble, chunking, doctype, extraction, langid, memory, ocr, structure, tables
    from ingest.page_pack import PackedPages
    from review_queue.store import Store

    high = [0.0]

    def reset() -> None:
        high[0] = max(high[0], _rss_mb("VmHWM"))
        Path("/proc/self/clear_refs").write_text("5")

    def traced(label: str, func: Any) -> Any:
        def wrapper(*args: Any, **kwargs: Any) -> Any:
            before = _rss_mb("VmRSS")
            reset()
            try:
                return func(*args, **kwargs)
            finally:
                print(f"stage {label:<22} RSS {before:6.0f} -> {_rss_mb('VmRSS'):6.0f} MB, peak inside "
                      f"{_rss_mb('VmHWM'):6.0f}{_heap() if label == 'give_back' else ''}", file=sys.stderr, flush=True)
        return wrapper

    def whole(func: Any) -> Any:
        def wrapper(*args: Any, **kwargs: Any) -> Any:
            high[0] = 0.0
            print(f"stage (assemble task)          RSS {_rss_mb('VmRSS'):6.0f} MB at the start, peak before "
                  f"{_rss_mb('VmHWM'):6.0f}", file=sys.stderr, flush=True)
            try:
                return func(*args, **kwargs)
            finally:
                reset()
                print(f"stage (assemble task end)      RSS {_rss_mb('VmRSS'):6.0f} MB, peak of the task "
                      f"{high[0]:6.0f}", file=sys.stderr, flush=True)
        return wrapper

    places = [(Store, "load_packed"), (Store, "save_result"), (ocr, "release_models"), (memory, "give_back"),
              (PackedPages, "pages"), (langid, "document_languages"), (assemble, "strip_furniture"),
              (tables, "find_tables"), (assemble, "body_lines"), (structure, "parse"), (doctype, "classify"),
              (chunking, "make_chunks"), (assemble, "score_chunks"), (assemble, "attach_unread"),
              (assemble, "flag_holes"), (assemble, "flag_gaps"), (assemble, "flag_tables"),
              (extraction, "extract"), (workers.tasks, "lighten"), (workers.tasks, "assemble")]
    for owner, name in places:
        setattr(owner, name, traced(name, getattr(owner, name)))
    workers.tasks._assemble = whole(workers.tasks._assemble)  # type: ignore[assignment]


def as_worker(name: str, replay: list[str], kept: bool, stages: bool = False) -> None:
    """`engross worker -c 1 -n NAME` in this process, the engine replayed when folders are given, or (`kept`) its
    page tasks handing back the kept pages instead of reading (the assembling process's peak in minutes)."""
    if kept:
        import pickle

        import workers.tasks
        from schemas import PAGE_FORMAT, Page

        stored = ROOT / "var" / f"scan_pages_v{PAGE_FORMAT}.pickle"
        if not stored.is_file():
            kept_pages()  # read them once; the measuring process builds the file before it starts workers
        # held packed (0.5 MB), not as the pages' dicts: those would be 62 MB of every worker process
        packed = pickle.loads(stored.read_bytes())  # noqa: S301 - our own file
        workers.tasks.read_page = lambda _pdf, index, _opts: Page.model_validate(  # type: ignore[assignment]
            _renumbered(json.loads(zlib.decompress(packed[index % len(packed)])), index + 1))
    if replay:
        import pickle

        from ingest import ocr

        answers: dict = {}
        for folder in replay:
            answers.update(pickle.loads((Path(folder) / "answers.pkl").read_bytes()))  # noqa: S301 - ours
        for key in ("auto", "tesserocr"):
            ocr.register_engine(key, lambda: _Replayed(answers))
    if stages:
        _trace_stages()
    from engross.cli import main as cli

    sys.argv = ["engross", "worker", "-c", "1", "-n", name, "-l", "info"]
    cli()


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--pages", type=int, default=200)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--every", type=float, default=0, help="also print the peaks so far every this many seconds")
    ap.add_argument("--assembly", action="store_true", help="only the main process's part, without OCR (see above)")
    ap.add_argument("--no-ocr", action="store_true", help="the whole main process, page processes without OCR "
                    "(with --workers: page tasks hand back the kept pages)")
    ap.add_argument("--workers", type=int, default=0, help="through this many one-process workers (needs Redis)")
    ap.add_argument("--replay", nargs="*", type=Path, default=[], help="--workers: engine answers recorded here")
    ap.add_argument("--broker", default=os.environ.get("ENGROSS_BENCH_BROKER", "redis://127.0.0.1:6379/12"))
    ap.add_argument("--stages", action="store_true", help="--workers: the assembling process's RSS by stage, in "
                    "the workers' logs (printed at the end)")
    ap.add_argument("--as-worker", help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.as_worker:
        as_worker(args.as_worker, [str(p) for p in args.replay], args.no_ocr, args.stages)
        return
    if args.workers:
        through_workers(args.pages, args.workers, args.replay, args.every, args.broker, args.no_ocr, args.stages)
        return
    if args.assembly:
        assembly_only(args.pages)
        return
    if args.no_ocr:
        without_ocr(args.pages, args.jobs)
        return
    pdf = build(args.pages, ROOT / "var" / f"long_scan_{args.pages}.pdf")
    with tempfile.TemporaryDirectory() as home:
        env = {**os.environ, "ENGROSS_HOME": home, "OMP_THREAD_LIMIT": "1"}
        start = time.perf_counter()
        proc = subprocess.Popen([sys.executable, "-m", "engross.cli", "ingest", str(pdf), "-j", str(args.jobs), "-q"],
                                env=env, stdout=subprocess.DEVNULL)
        peaks: dict[int, float] = {}
        said = start
        while proc.poll() is None:
            if args.every and time.perf_counter() - said >= args.every:
                said = time.perf_counter()
                print(f"{said - start:.0f} s: peak RSS so far main {peaks.get(proc.pid, 0):.0f} MB, page processes "
                      f"{', '.join(f'{mb:.0f}' for pid, mb in peaks.items() if pid != proc.pid)} MB; load "
                      f"{' '.join(f'{x:.1f}' for x in os.getloadavg())}", flush=True)
            for pid in process_tree(proc.pid):
                mb = _peak_mb(pid)
                if mb is not None:
                    peaks[pid] = max(peaks.get(pid, 0.0), mb)
            time.sleep(0.5)
        seconds = time.perf_counter() - start
    pool = sorted((mb for pid, mb in peaks.items() if pid != proc.pid), reverse=True)
    print(f"{args.pages} scanned pages, -j {args.jobs}: exit {proc.returncode}, {seconds:.0f} s; peak RSS main "
          f"process {peaks.get(proc.pid, 0):.0f} MB, page processes {', '.join(f'{mb:.0f}' for mb in pool)} MB; "
          f"load average {' '.join(f'{x:.1f}' for x in os.getloadavg())} at the end")


if __name__ == "__main__":
    main()
