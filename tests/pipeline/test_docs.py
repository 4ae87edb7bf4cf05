"""The README documents every knob the code reads, and the CLI's schema command prints real JSON Schema."""

from __future__ import annotations

import json

from engross.settings import Settings
from tests.conftest import ROOT, run_engross


def test_every_setting_is_documented_in_the_readme() -> None:
    readme = (ROOT / "README.md").read_text()
    missing = [f"ENGROSS_{name.upper()}" for name in Settings.model_fields if f"ENGROSS_{name.upper()}" not in readme]
    assert not missing, f"README lacks {missing}; run .venv/bin/python scripts/settings_table.py --write"


def test_schema_chunk_prints_the_chunk_fields_an_indexer_reads() -> None:
    proc = run_engross("schema", "chunk")
    assert proc.returncode == 0, proc.stderr
    schema = json.loads(proc.stdout)
    for field in ("id", "doc_id", "structure_path", "text", "parent_id", "confidence", "route", "cross_refs"):
        assert field in schema["properties"], field
    assert "words" not in schema["properties"], "internal word spans must not leak into the exported schema"
