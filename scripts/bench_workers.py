"""Benchmark: pages per minute through 1 and 2 Celery workers on the same scanned documents, against the
bare `tesseract` command on the same page images (300 DPI, OMP_THREAD_LIMIT=1). Medians of --runs runs.

    .venv/bin/python scripts/bench_workers.py            # needs Redis (scripts/services.sh)
    .venv/bin/python scripts/bench_workers.py --runs 1 --docs a.pdf b.pdf
"""

from __future__ import annotations

import argparse
import os
import re
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
import uuid
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

os.environ["OMP_THREAD_LIMIT"] = "1"

from engross.settings import Settings  # noqa: E402
from ingest.pdf import open_pdf, render_page, sha256_of  # noqa: E402
from review_queue.db import dispose  # noqa: E402
from review_queue.store import Store  # noqa: E402
from schemas import Document  # noqa: E402
from workers.app import make_app  # noqa: E402
from workers.queueing import enqueue_document  # noqa: E402

sys.path.insert(0, str(Path(__file__).parent))
from measure_memory import process_tree  # noqa: E402

CORPUS = Path(__file__).resolve().parents[1].parent / "shared" / "corpus"
# image-only scans (no text layer), so every page is rasterised and OCR'd: 6 pages (a 4-page decree, a
# 2-page oil and gas lease)
DEFAULT_DOCS = [CORPUS / "legal" / "deedocr_1460797_decree_final_settlement_scan.pdf",
                CORPUS / "legal" / "deedocr_oil_gas_lease_1140657-1.pdf"]
ENGROSS = str(Path(sys.executable).parent / "engross")
FINAL = ("chunked", "in_review", "failed")


def _cpu_of_tree(pids: list[int], tree: bool = True) -> float:
    """User + system CPU seconds of these processes and (`tree`) all their descendants so far, from /proc."""
    tick = os.sysconf("SC_CLK_TCK")
    total = 0.0
    for pid in {p for root in pids for p in (process_tree(root) if tree else [root])}:
        try:
            fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        total += (int(fields[11]) + int(fields[12])) / tick  # utime, stime
    return total


CPU: dict[str, list[float]] = {}  # CPU seconds of each worker run's process tree, by configuration
START: dict[str, list[float]] = {}  # of which start-up: the CPU the workers had used when they were ready
BUSY: dict[str, list[float]] = {}  # seconds the workers spent in tasks (their logs), over workers x wall
MAIN: dict[str, list[float]] = {}  # CPU seconds of the workers' main processes (queue, heartbeats) during the work
TASK_DONE = re.compile(rb"Task engross\.\w+\[[^]]+\] succeeded in ([0-9.]+)s")


def run_workers(docs: list[bytes], workers: int, broker: str, tmp: Path) -> float:
    """Seconds from queueing every document to the last one finished, with `workers` one-process workers
    (their processes' CPU seconds, start-up included, go into CPU)."""
    queue = f"bench-{uuid.uuid4().hex[:8]}"
    db = f"sqlite:///{tmp / (queue + '.db')}"
    env = {**os.environ, "ENGROSS_DATABASE_URL": db, "ENGROSS_BROKER_URL": broker, "ENGROSS_QUEUE": queue,
           "ENGROSS_HOME": str(tmp)}
    settings = Settings(home=tmp, database_url=db, broker_url=broker, queue=queue)
    store = Store(settings=settings)
    procs, logs = [], []
    try:
        for n in range(workers):
            log = tmp / f"{queue}-w{n}.log"
            logs.append(log)
            procs.append(subprocess.Popen([ENGROSS, "worker", "-c", "1", "-n", f"{queue}-{n}@bench", "-l", "info"],
                                          env=env, stdout=log.open("wb"), stderr=subprocess.STDOUT,
                                          start_new_session=True))
        _wait(lambda: all(_ready(p, log) for p, log in zip(procs, logs, strict=True)), 60)
        label = f"engross {workers} worker{'s' if workers > 1 else ''}"
        START.setdefault(label, []).append(_cpu_of_tree([p.pid for p in procs]))
        main_start = _cpu_of_tree([p.pid for p in procs], tree=False)
        app = make_app(settings)
        start = time.perf_counter()
        ids = []
        for i, data in enumerate(docs):
            doc = Document(id=sha256_of(data), source=f"bench{i}.pdf", filename=f"bench{i}.pdf")
            store.record_received(doc, data)
            enqueue_document(app, doc.id)
            ids.append(doc.id)
        _wait(lambda: all(store.get_document(d).state in FINAL for d in ids), 1800, every=0.2)
        elapsed = time.perf_counter() - start
        CPU.setdefault(label, []).append(_cpu_of_tree([p.pid for p in procs]))
        MAIN.setdefault(label, []).append(_cpu_of_tree([p.pid for p in procs], tree=False) - main_start)
        busy = sum(float(m) for log in logs for m in TASK_DONE.findall(log.read_bytes()))
        BUSY.setdefault(label, []).append(busy / (workers * elapsed))
        failed = [d for d in ids if store.get_document(d).state == "failed"]
        if failed:
            print(f"warning: {len(failed)} document(s) failed: {store.get_document(failed[0]).error}")
        return elapsed
    finally:
        for proc in procs:
            os.killpg(proc.pid, 9)
            proc.wait()
        dispose(db)


def _ready(proc: subprocess.Popen, log: Path) -> bool:
    if proc.poll() is not None:
        raise SystemExit(f"worker exited: {log.read_text()[-2000:]}")
    return b"ready." in log.read_bytes()


def _wait(check, timeout: float, every: float = 0.5) -> None:
    deadline = time.monotonic() + timeout
    while not check():
        if time.monotonic() > deadline:
            raise SystemExit("timed out")
        time.sleep(every)


def run_tesseract(images: list[Path], parallel: int, tmp: Path) -> float:
    """Seconds for the bare `tesseract IMAGE OUT -l eng` over every page image, `parallel` at a time."""
    def one(img: Path) -> None:
        subprocess.run(["tesseract", str(img), str(tmp / img.stem), "-l", "eng"], check=True,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    kids = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    with ThreadPoolExecutor(parallel) as pool:
        list(pool.map(one, images))
    elapsed = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    CPU.setdefault(f"tesseract x{parallel}", []).append(after.ru_utime + after.ru_stime - kids.ru_utime - kids.ru_stime)
    return elapsed


def _load() -> str:
    return " ".join(f"{x:.1f}" for x in os.getloadavg())


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--docs", nargs="*", type=Path, default=DEFAULT_DOCS)
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--broker", default=os.environ.get("ENGROSS_BENCH_BROKER", "redis://127.0.0.1:6379/12"))
    args = ap.parse_args()
    docs = [p.read_bytes() for p in args.docs]
    settings = Settings()
    pages = sum(open_pdf(d, settings).page_count for d in docs)
    tmp = Path(tempfile.mkdtemp(prefix="engross-bench-"))
    try:
        images = []
        for i, data in enumerate(docs):
            for index in range(open_pdf(data, settings).page_count):
                path = tmp / f"doc{i}-p{index + 1}.png"
                render_page(data, index, settings.dpi).save(path)
                images.append(path)
        print(f"{len(docs)} documents, {pages} pages, {args.runs} run(s); load average {_load()} at start")
        configs = {"tesseract x1": lambda: run_tesseract(images, 1, tmp),
                   "tesseract x2": lambda: run_tesseract(images, 2, tmp),
                   "engross 1 worker": lambda: run_workers(docs, 1, args.broker, tmp),
                   "engross 2 workers": lambda: run_workers(docs, 2, args.broker, tmp)}
        times: dict[str, list[float]] = {label: [] for label in configs}
        for _ in range(args.runs):  # interleaved, so every configuration sees the same background load
            for label, fn in configs.items():
                times[label].append(fn())
        results = {label: statistics.median(ts) for label, ts in times.items()}
        for label, ts in times.items():
            print(f"  {label:<18} {results[label]:7.1f} s  {pages / results[label] * 60:6.1f} pages/min  "
                  f"(runs: {', '.join(f'{t:.1f}' for t in ts)})")
        for label in configs:
            cpu = statistics.median(CPU[label])
            print(f"  {label:<18} {cpu:7.1f} CPU s  {cpu / pages:5.2f} CPU s/page (every process, start-up included)")
            if label in START:
                up = statistics.median(START[label])
                print(f"  {'':<18} {up:7.1f} CPU s of start-up (until ready); {cpu - up:.1f} CPU s of work = "
                      f"{(cpu - up) / pages:.2f} a page; workers in tasks {statistics.median(BUSY[label]):.0%} of the "
                      "time (idle: waiting for tasks, the queue or the store)")
                print(f"  {'':<18} of the work, the workers' main processes (queue, events, heartbeats): "
                      f"{statistics.median(MAIN[label]):.1f} CPU s")
        print(f"load average {_load()} at the end (2 cores here: above 2, other work shared the CPU)")
        print(f"engross 1 worker / tesseract x1: {results['tesseract x1'] / results['engross 1 worker']:.2f} "
              "of bare tesseract's speed")
        print(f"engross 2 workers / tesseract x2: {results['tesseract x2'] / results['engross 2 workers']:.2f} "
              "of bare tesseract's speed")
        print(f"2 workers / 1 worker: {results['engross 1 worker'] / results['engross 2 workers']:.2f}x")
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


if __name__ == "__main__":
    main()
