"""Character error rate of each OpenCV clean-up variant on scanned samples: which steps earn their keep.

Usage: .venv/bin/python scripts/measure_cleanup.py samples/statute_scan_clean.pdf samples/deed_scan.pdf ...
(each PDF needs its NAME.truth.json beside it). Prints CER per variant and file, and overall.
"""

from __future__ import annotations

import os
import sys
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

os.environ["OMP_THREAD_LIMIT"] = "1"
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engross.evaluation.judge import page_errors  # noqa: E402
from engross.settings import Settings  # noqa: E402
from ingest.furniture import strip_furniture  # noqa: E402
from ingest.pages import ocr_page  # noqa: E402
from schemas.groundtruth import GroundTruth  # noqa: E402

VARIANTS = {
    "none": {"deskew": False},
    "deskew": {"deskew": True},
    "deskew+denoise": {"deskew": True, "denoise": True},
    "deskew+binarize": {"deskew": True, "binarize": True},
}


def measure(pdf: Path, variant: str) -> tuple[int, int]:
    data = pdf.read_bytes()
    truth = GroundTruth.model_validate_json(pdf.with_name(pdf.stem + ".truth.json").read_text())
    settings = Settings(**VARIANTS[variant])
    pages = strip_furniture([ocr_page(data, i, settings) for i in range(len(truth.pages))])
    errs = page_errors(pages, truth)
    return sum(e.chars.edits for e in errs), sum(e.chars.length for e in errs)


def main(pdfs: list[Path]) -> None:
    jobs = [(pdf, v) for v in VARIANTS for pdf in pdfs]
    with ProcessPoolExecutor(max_workers=os.cpu_count() or 1) as pool:
        results = dict(zip(jobs, pool.map(measure, *zip(*jobs, strict=True)), strict=True))
    print(f"{'variant':18}" + "".join(f"{p.stem[:22]:>24}" for p in pdfs) + f"{'all':>10}")
    for v in VARIANTS:
        cells = [results[(p, v)] for p in pdfs]
        total = sum(e for e, _ in cells) / max(1, sum(n for _, n in cells))
        print(f"{v:18}" + "".join(f"{e / max(1, n):>24.2%}" for e, n in cells) + f"{total:>10.2%}")


if __name__ == "__main__":
    main([Path(a) for a in sys.argv[1:]])
