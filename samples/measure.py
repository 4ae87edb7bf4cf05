"""How hard each scanned sample is: bare Tesseract (no clean-up) against the truth, CER per page and per file.

Run: .venv/bin/python samples/measure.py [NAME ...]   (default: every scanned sample in samples/)
A property of the samples, not of engross: `engross eval samples/` measures the pipeline itself.
"""

from __future__ import annotations

import sys
from pathlib import Path

if __package__ in (None, ""):  # run as a script: make the repository importable
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engross.evaluation.metrics import cer  # noqa: E402
from ingest.ocr import ocr_words  # noqa: E402
from ingest.pdf import render_page  # noqa: E402
from schemas.groundtruth import GroundTruth  # noqa: E402

HERE = Path(__file__).resolve().parent
BAND = 55.0  # points at the top and bottom where the running header/footer sit (left out, as in the truth)


def page_text(data: bytes, index: int, height: float) -> str:
    image = render_page(data, index, 300)
    _, lines = ocr_words(image, index + 1, 72 / 300, "eng", 300)
    return "\n".join(ln.text for ln in lines if BAND < ln.bbox[1] and ln.bbox[3] < height - BAND)


def measure(name: str) -> list[float]:
    truth = GroundTruth.model_validate_json((HERE / f"{name}.truth.json").read_text())
    data = (HERE / truth.file).read_bytes()
    height = render_page(data, 0, 72).height
    return [cer(ref, page_text(data, i, height)) for i, ref in enumerate(truth.pages)]


def main(names: list[str]) -> None:
    if not names:
        names = sorted(p.name.removesuffix(".truth.json") for p in HERE.glob("*.truth.json")
                       if GroundTruth.model_validate_json(p.read_text()).scanned)
    for name in names:
        rates = measure(name)
        pages = " ".join(f"{r:.1%}" for r in rates)
        print(f"{name:24s} CER {sum(rates) / len(rates):6.1%}   per page: {pages}", flush=True)


if __name__ == "__main__":
    main(sys.argv[1:])
