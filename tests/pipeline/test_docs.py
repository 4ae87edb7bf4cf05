"""The README documents every knob the code reads, and the CLI's schema command prints real JSON Schema."""

from __future__ import annotations

import json
import re

from engross.settings import Settings
from tests.conftest import ROOT, run_engross


def test_every_setting_is_documented_in_the_readme() -> None:
    readme = (ROOT / "README.md").read_text()
    missing = [f"ENGROSS_{name.upper()}" for name in Settings.model_fields if f"ENGROSS_{name.upper()}" not in readme]
    assert not missing, f"README lacks {missing}; run .venv/bin/python scripts/settings_table.py --write"


def test_every_engross_variable_the_code_or_the_tests_read_is_named_in_the_readme() -> None:
    """Not only the knobs: a script's or a test switch's ENGROSS_* variable is a setting someone must find too."""
    readme = (ROOT / "README.md").read_text()
    folders = ("engross", "ingest", "workers", "review_queue", "schemas", "scripts", "corpus", "samples", "tests")
    named = {m for folder in folders for path in (ROOT / folder).rglob("*.py")
             for m in re.findall(r"\bENGROSS_[A-Z0-9_]*[A-Z0-9]\b", path.read_text(encoding="utf-8"))}
    knobs = {f"ENGROSS_{name.upper()}" for name in Settings.model_fields}
    assert named - knobs, "the scan found nothing outside the knobs: it no longer reads the code"
    missing = sorted(name for name in named if name not in readme)
    assert not missing, f"README lacks {missing}"


def test_schema_chunk_prints_the_chunk_fields_an_indexer_reads() -> None:
    proc = run_engross("schema", "chunk")
    assert proc.returncode == 0, proc.stderr
    schema = json.loads(proc.stdout)
    for field in ("id", "doc_id", "structure_path", "text", "parent_id", "confidence", "route", "cross_refs"):
        assert field in schema["properties"], field
    assert "words" not in schema["properties"], "internal word spans must not leak into the exported schema"
