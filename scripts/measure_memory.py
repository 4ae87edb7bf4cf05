"""Peak memory per process of `engross ingest` on a long scanned PDF built from the samples' scanned pages.

    .venv/bin/python scripts/measure_memory.py --pages 200     # builds var/long_scan_200.pdf once, then ingests it
    nice .venv/bin/python scripts/measure_memory.py --pages 1000 --every 300   # and the peaks so far, now and then

Peak RSS is each process's own high-water mark (VmHWM in /proc), read every half second while it lives, for
the main process and every page process; run it at two sizes to see whether memory grows with the pages.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

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


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--pages", type=int, default=200)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--every", type=float, default=0, help="also print the peaks so far every this many seconds")
    args = ap.parse_args()
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
