"""One error path for every command: one line saying what to do, and the exit code the README documents."""

from __future__ import annotations

import io
import re
from pathlib import Path

import pytest
from reportlab.pdfgen import canvas

from ingest.errors import EXIT_CODES
from tests.conftest import ROOT, run_engross
from tests.pipeline.pdfs import text_pdf
from tests.workers.workers_support import free_port


def encrypted_pdf() -> bytes:
    """A PDF that opens only with a password (reportlab's standard encryption)."""
    buf = io.BytesIO()
    pdf = canvas.Canvas(buf, encrypt="open-sesame")
    pdf.drawString(72, 720, "1. The Vendor sells the land.")
    pdf.showPage()
    pdf.save()
    return buf.getvalue()


def _one_line(out, code: int) -> str:  # type: ignore[no-untyped-def]
    assert out.returncode == code, (out.returncode, out.stderr[-2000:])
    lines = [ln for ln in out.stderr.strip().splitlines() if ln.strip()]
    assert len(lines) == 1 and "Traceback" not in out.stderr, out.stderr[-2000:]
    return lines[0]


def test_a_lone_file_exits_with_its_own_code(tmp_path: Path) -> None:
    env = {"ENGROSS_HOME": str(tmp_path / "home")}
    locked = tmp_path / "locked.pdf"
    locked.write_bytes(encrypted_pdf())
    out = run_engross("ingest", str(locked), env=env)
    assert out.returncode == 8, out.stderr
    assert f"FAILED {locked}: " in out.stderr and "password" in out.stderr and "(exit 8)" in out.stderr
    letter = tmp_path / "letter.pdf"
    letter.write_bytes(b"PK\x03\x04 a zip file, not a PDF" * 20)
    assert run_engross("ingest", str(letter), env=env).returncode == 2


def test_a_batch_exits_1_with_a_count_per_code(tmp_path: Path) -> None:
    folder = tmp_path / "inbox"
    folder.mkdir()
    (folder / "good.pdf").write_bytes(text_pdf())
    (folder / "locked.pdf").write_bytes(encrypted_pdf())
    (folder / "empty.pdf").write_bytes(b"")
    (folder / "letter.pdf").write_bytes(b"not a pdf at all" * 20)
    out = run_engross("ingest", str(folder), env={"ENGROSS_HOME": str(tmp_path / "home")})
    assert out.returncode == 1, out.stderr
    assert "failures by exit code: 2 (bad input) x2, 8 (encrypted PDF) x1" in out.stderr, out.stderr
    assert "4 files: 1 ingested, 3 failed" in out.stderr


def test_missing_language_data_is_found_before_any_page(tmp_path: Path) -> None:
    pdf = tmp_path / "deed.pdf"
    pdf.write_bytes(text_pdf())
    home = tmp_path / "home"
    line = _one_line(run_engross("ingest", str(pdf), "--lang", "eng+xyz", env={"ENGROSS_HOME": str(home)}), 3)
    assert "xyz" in line and "tesseract-ocr-xyz" in line
    assert not (home / "engross.db").exists()  # checked before the store was even opened


@pytest.mark.parametrize("args", [["ingest", "{pdf}"], ["user", "add", "ann", "--password", "pw-123456"],
                                  ["token", "create"], ["export", "--jsonl", "{out}"], ["documents", "ls"],
                                  ["status"]])
def test_store_unreachable_is_one_line_exit_6(args: list[str], tmp_path: Path) -> None:
    pdf = tmp_path / "deed.pdf"
    pdf.write_bytes(text_pdf())
    url = f"postgresql+psycopg://postgres@127.0.0.1:{free_port()}/engross"
    argv = [a.format(pdf=pdf, out=tmp_path / "out.jsonl") for a in args]
    line = _one_line(run_engross(*argv, env={"ENGROSS_DATABASE_URL": url, "ENGROSS_HOME": str(tmp_path)},
                                 timeout=120), 6)
    assert "cannot reach the store" in line and "ENGROSS_DATABASE_URL" in line


def test_an_unusable_home_is_one_line(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    out = run_engross("documents", "ls", env={"ENGROSS_HOME": str(blocker / "home")})
    assert out.returncode in (2, 6) and len(out.stderr.strip().splitlines()) == 1, out.stderr


@pytest.mark.services
def test_watch_once_exits_1_when_files_failed(tmp_path: Path) -> None:
    inbox = tmp_path / "inbox"
    inbox.mkdir()
    (inbox / "locked.pdf").write_bytes(encrypted_pdf())
    env = {"ENGROSS_HOME": str(tmp_path / "home"), "ENGROSS_BROKER_URL": "redis://127.0.0.1:6379/14",
           "ENGROSS_QUEUE": f"everyday-{free_port()}", "ENGROSS_WATCH_INTERVAL": "0.2"}
    assert run_engross("ingest", str(inbox), env=env).returncode == 8  # recorded as failed in the store
    out = run_engross("watch", str(inbox), "--once", env=env, timeout=120)
    assert out.returncode == 1, (out.stdout, out.stderr)
    assert "1 file(s) failed: locked.pdf" in out.stderr


def test_readme_exit_code_table_matches_the_code() -> None:
    readme = (ROOT / "README.md").read_text()
    section = readme.split("## Exit codes", 1)[1].split("\n## ", 1)[0]
    rows = dict(re.findall(r"^\| `(\d+)` \| (.+?) \|", section, re.M))
    assert {int(k): v for k, v in rows.items()} == {code: f"{short}: {long}" for code, (short, long) in
                                                    EXIT_CODES.items()}


def test_readme_command_table_matches_help() -> None:
    import typer

    from engross.cli import app

    root = typer.main.get_command(app)
    ctx = root.make_context("engross", [], resilient_parsing=True)

    def names(group, prefix: str) -> set[str]:  # type: ignore[no-untyped-def]
        out: set[str] = set()
        for name in group.list_commands(ctx):
            cmd = group.get_command(ctx, name)
            out |= names(cmd, f"{prefix}{name} ") if hasattr(cmd, "list_commands") else {f"{prefix}{name}"}
        return out

    readme = (ROOT / "README.md").read_text()
    section = readme.split("### Commands", 1)[1].split("\n#", 1)[0]
    assert set(re.findall(r"^\| `engross ([a-z -]+)` \|", section, re.M)) == names(root, "")


def test_eval_without_its_extra_says_what_to_install(tmp_path: Path) -> None:
    """bm25s comes with the [eval] extra; a plain install gets one line, exit 3 (sitecustomize hides it here)."""
    shadow = tmp_path / "shadow"
    shadow.mkdir()
    (shadow / "sitecustomize.py").write_text("import sys\nsys.modules['bm25s'] = None  # as if not installed\n")
    out = run_engross("eval", str(tmp_path), env={"PYTHONPATH": str(shadow)})
    line = _one_line(out, 3)
    assert "engross[eval]" in line
