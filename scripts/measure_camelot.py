"""Camelot on the born-digital table samples, scored by engross.evaluation.tables's own truth matching (the README's
reason camelot-py is not a dependency). Needs `pip install camelot-py` (not installed by setup.sh).

    .venv/bin/python scripts/measure_camelot.py stream lattice
"""

from __future__ import annotations

import sys
import time
from pathlib import Path
from types import SimpleNamespace

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import camelot  # noqa: E402

from engross.evaluation.tables import print_scores, score  # noqa: E402
from schemas import GroundTruth  # noqa: E402

SAMPLES = Path(__file__).resolve().parent.parent / "samples"


def tables_of(pdf: Path, flavor: str) -> list[SimpleNamespace]:
    """Camelot's tables in the shape score() reads: first row as header, one part on its page."""
    out = []
    for i, table in enumerate(camelot.read_pdf(str(pdf), pages="all", flavor=flavor)):
        rows = [[str(c) for c in r] for r in table.df.values.tolist()]
        if rows:
            out.append(SimpleNamespace(id=f"c{i}", rows=rows[1:], header_rows=rows[:1], page_start=int(table.page),
                                       parts=[SimpleNamespace(page=int(table.page))]))
    return out


def main() -> None:
    pdfs = [p for p in sorted((SAMPLES / "tables").glob("*.pdf")) if "_scan" not in p.stem] + [SAMPLES / "deed.pdf"]
    for flavor in sys.argv[1:] or ["stream", "lattice"]:
        start = time.perf_counter()
        scores = [score(pdf.stem, GroundTruth.model_validate_json(pdf.with_suffix(".truth.json").read_text()),
                        tables_of(pdf, flavor), []) for pdf in pdfs]
        print(f"== camelot {flavor} ({time.perf_counter() - start:.1f} s)")
        print_scores(scores)


if __name__ == "__main__":
    main()
