"""Options and settings are checked at the door: a wrong value stops before any work, in one line, exit 2 or 5."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from engross.commands.choices import families
from ingest.structure.families import FAMILIES
from tests.conftest import run_engross
from tests.pipeline.pdfs import text_pdf


@pytest.fixture
def pdf(tmp_path: Path) -> Path:
    path = tmp_path / "deed.pdf"
    path.write_bytes(text_pdf())
    return path


def _nothing_stored(home: Path) -> bool:
    """No store yet, or one without documents: no page was read."""
    db = home / "engross.db"
    if not db.exists():
        return True
    import sqlite3

    with sqlite3.connect(db) as conn:
        return conn.execute("select count(*) from documents").fetchone()[0] == 0


def test_help_lists_the_choices() -> None:
    out = run_engross("ingest", "--help", env={"COLUMNS": "200"})
    assert out.returncode == 0, out.stderr
    for word in ("fixed", "section", "structure", "index", "review", "--force-ocr", "--lang", "--jobs",
                 "--output-dir", "--quiet", "--verbose", *FAMILIES):
        assert word in out.stdout, word
    assert families() == FAMILIES  # the CLI reads the list from the source without importing the package


@pytest.mark.parametrize("option", [["--chunking", "bogus"], ["--family", "bogus"], ["--route", "everything"],
                                    ["--jobs", "0"]])
def test_a_bad_choice_stops_before_any_work(option: list[str], pdf: Path, tmp_path: Path) -> None:
    home = tmp_path / "home"
    out = run_engross("ingest", str(pdf), *option, env={"ENGROSS_HOME": str(home)})
    assert out.returncode == 2, out.stderr
    assert option[0] in out.stderr and "Traceback" not in out.stderr
    assert _nothing_stored(home)


def test_a_bad_setting_is_one_line_exit_5(pdf: Path, tmp_path: Path) -> None:
    home = tmp_path / "home"
    for env in ({"ENGROSS_REVIEW_THRESHOLD": "high"}, {"ENGROSS_CHUNKING": "bogus"}):
        out = run_engross("ingest", str(pdf), env={"ENGROSS_HOME": str(home), **env})
        assert out.returncode == 5, out.stderr
        lines = out.stderr.strip().splitlines()
        assert len(lines) == 1 and next(iter(env)) in lines[0], lines
    assert _nothing_stored(home)


def test_toml_unknown_key_and_missing_file(pdf: Path, tmp_path: Path) -> None:
    toml = tmp_path / "engross.toml"
    toml.write_text('reveiw_threshold = 0.9\n')
    out = run_engross("ingest", str(pdf), env={"ENGROSS_CONFIG": str(toml), "ENGROSS_HOME": str(tmp_path / "h")})
    assert out.returncode == 5 and out.stderr.strip().splitlines() == [
        f"error: {toml}: unknown key 'reveiw_threshold'; did you mean review_threshold?"], out.stderr
    out = run_engross("config", "show", env={"ENGROSS_CONFIG": str(tmp_path / "absent.toml")})
    assert out.returncode == 5 and len(out.stderr.strip().splitlines()) == 1 and "absent.toml" in out.stderr


def test_config_show_says_where_each_value_comes_from(tmp_path: Path) -> None:
    toml = tmp_path / "engross.toml"
    toml.write_text('review_threshold = 0.9\nsecret_key = "s3cret-from-file"\n')
    env = {"ENGROSS_CONFIG": str(toml), "ENGROSS_DPI": "200", "ENGROSS_HOME": str(tmp_path / "h")}
    out = run_engross("config", "show", "--json", env=env)
    assert out.returncode == 0, out.stderr
    shown = json.loads(out.stdout)
    assert shown["dpi"] == {"value": 200, "source": "env"}
    assert shown["review_threshold"] == {"value": 0.9, "source": str(toml)}
    assert shown["max_pages"]["source"] == "default"
    assert "s3cret" not in out.stdout  # secrets are masked
    text = run_engross("config", "show", env=env).stdout
    assert "dpi = 200  # env" in text


def test_version() -> None:
    from engross import __version__

    out = run_engross("--version")
    assert out.returncode == 0 and out.stdout.strip() == f"engross {__version__}"


def test_a_published_secret_key_stops_serve_with_exit_5(tmp_path: Path) -> None:
    out = run_engross("serve", "--port", "1", env={"ENGROSS_SECRET_KEY": "change-me-in-production",
                                                   "ENGROSS_HOME": str(tmp_path / "home")}, timeout=120)
    assert out.returncode == 5 and len(out.stderr.strip().splitlines()) == 1, out.stderr
    assert "ENGROSS_SECRET_KEY" in out.stderr
