"""`engross ingest` of a born-digital PDF into an existing store starts without what only scanned pages or
PostgreSQL need (issue 12: start-up under 1.5 s; OpenCV and SQLAlchemy's PostgreSQL dialect were ~45 ms of it)."""

from __future__ import annotations

import json
from pathlib import Path

from tests.conftest import ROOT, run_engross


def test_a_born_digital_pdf_ingests_where_opencv_and_postgres_cannot_be_imported(tmp_path: Path,
                                                                                 engross_home: Path) -> None:
    shadow = tmp_path / "shadow"
    shadow.mkdir()  # sitecustomize makes both imports fail, as on a machine without them
    (shadow / "sitecustomize.py").write_text(
        "import sys\nsys.modules['cv2'] = None\nsys.modules['sqlalchemy.dialects.postgresql'] = None\n")
    assert run_engross("documents", "ls").returncode == 0  # the store first: making it runs Alembic (PostgreSQL too)
    out = tmp_path / "chunks.jsonl"
    done = run_engross("ingest", str(ROOT / "samples" / "statute.pdf"), "-q", "--jsonl", str(out),
                       env={"PYTHONPATH": str(shadow)})
    assert done.returncode == 0, done.stderr
    chunks = [json.loads(line) for line in out.read_text().splitlines()]
    assert chunks and all(c["text"].strip() for c in chunks)
