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


VARIABLE = re.compile(r"\bENGROSS_[A-Z0-9_]*[A-Z0-9]\b")


def _read_by_the_code() -> set[str]:
    """Every ENGROSS_* name the Python, the shell scripts and the container files name (a compose file's or a
    script's `${NAME:-default}` is read as surely as os.environ; names written here would count as read)."""
    folders = ("engross", "ingest", "workers", "review_queue", "schemas", "scripts", "corpus", "samples", "tests")
    paths = [path for folder in folders for pattern in ("*.py", "*.sh") for path in (ROOT / folder).rglob(pattern)]
    paths += [ROOT / "Dockerfile", ROOT / "docker-compose.yml"]
    return {m for path in paths for m in VARIABLE.findall(path.read_text(encoding="utf-8"))}


def test_every_engross_variable_the_code_or_the_tests_read_is_named_in_the_readme() -> None:
    """Not only the knobs: a script's or a test switch's ENGROSS_* variable is a setting someone must find too."""
    readme = (ROOT / "README.md").read_text()
    named = _read_by_the_code()
    knobs = {f"ENGROSS_{name.upper()}" for name in Settings.model_fields}
    assert named - knobs, "the scan found nothing outside the knobs: it no longer reads the code"
    missing = sorted(name for name in named if name not in readme)
    assert not missing, f"README lacks {missing}"


def test_every_engross_variable_the_readme_names_is_read_by_the_code() -> None:
    """The reverse: a setting the README documents but nothing reads (renamed or removed) misleads its reader."""
    knobs = {f"ENGROSS_{name.upper()}" for name in Settings.model_fields}
    stale = sorted(set(VARIABLE.findall((ROOT / "README.md").read_text())) - knobs - _read_by_the_code())
    assert not stale, f"README names {stale}, which nothing reads"


def test_the_readme_settings_table_is_the_one_the_code_prints() -> None:
    """Defaults and meanings too, not only the names: the table is `scripts/settings_table.py`'s output."""
    from scripts.settings_table import table

    assert f"<!-- SETTINGS-TABLE -->\n\n{table()}\n" in (ROOT / "README.md").read_text(), \
        "run .venv/bin/python scripts/settings_table.py --write"


def test_schema_chunk_prints_the_chunk_fields_an_indexer_reads() -> None:
    proc = run_engross("schema", "chunk")
    assert proc.returncode == 0, proc.stderr
    schema = json.loads(proc.stdout)
    for field in ("id", "doc_id", "structure_path", "text", "parent_id", "confidence", "route", "cross_refs"):
        assert field in schema["properties"], field
    assert "words" not in schema["properties"], "internal word spans must not leak into the exported schema"
