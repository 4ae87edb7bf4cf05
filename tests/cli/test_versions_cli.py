"""The version commands as an operator runs them: ingest, reprocess with a new soft cap, diff, promote,
rollback, results; and the workers' reprocess task on the same store. In process (typer's runner): the
subprocess start-up would cost more than the work."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from engross.cli import app
from tests.pipeline.pdfs import text_pdf

# made so that a soft cap of 10 tokens cuts Section 2's two paragraphs into chunks of their own
ACT = ["ORCHARD PROTECTION ACT",
       "Section 1. Short title. This Act may be cited as the Orchard Protection Act.",
       "Section 2. Definitions. In this Act, unless the context otherwise requires:",
       "(a) orchard means land planted with fruit trees for sale of their fruit;",
       "(b) grower means a person who tends an orchard and sells its fruit.",
       "Section 3. Penalty. A person who burns an orchard shall be fined."]


class Done:
    def __init__(self, code: int, stdout: str) -> None:
        self.returncode, self.stdout = code, stdout


def run_engross(*args: str, env: dict[str, str] | None = None) -> Done:
    """The command in this process, with these ENGROSS_* variables (the settings are read afresh)."""
    from engross.settings import get_settings

    get_settings.cache_clear()
    got = CliRunner().invoke(app, list(args), env=env)
    get_settings.cache_clear()
    return Done(got.exit_code, got.stdout)


def _feed(env: dict[str, str], tmp_path: Path, after: str = "") -> tuple[list[dict], str]:
    out = tmp_path / "feed.jsonl"
    done = run_engross("export", "--jsonl", str(out), "--after", after, env=env)
    assert done.returncode == 0, done.stdout
    return [json.loads(line) for line in out.read_text().splitlines()], done.stdout.split("next cursor: ")[1].strip()


def test_reprocess_diff_promote_rollback_from_the_command_line(tmp_path: Path, engross_home: Path) -> None:
    env = {"ENGROSS_HOME": str(engross_home)}
    pdf = tmp_path / "act.pdf"
    pdf.write_bytes(text_pdf(ACT))
    assert run_engross("ingest", str(pdf), "-q", env=env).returncode == 0
    [doc] = [json.loads(line) for line in run_engross("documents", "ls", "--json", env=env).stdout.splitlines()]
    assert doc["version"].startswith("0.1.0+r")
    _, cursor = _feed(env, tmp_path)

    split = {**env, "ENGROSS_CHUNK_SOFT_CAP_TOKENS": "10"}
    built = run_engross("reprocess", "--older-than", "99", env=split)
    assert built.returncode == 0 and "pages re-used, no OCR" in built.stdout, built.stdout
    d = json.loads(run_engross("diff", doc["id"][:12], "--json", env=env).stdout)
    assert sorted(c["path"][-1] for c in d["added"]) == ["(a)", "(b)"] and len(d["changed_text"]) == 1
    assert sorted(d["feed"]["upserts"]) == sorted([c["id"] for c in d["added"]] + [d["changed_text"][0]["id"]])

    assert run_engross("promote", doc["id"][:12], env=env).returncode == 0
    entries, cursor = _feed(env, tmp_path, cursor)
    assert sorted(e["id"] for e in entries) == sorted(d["feed"]["upserts"]) and {e["op"] for e in entries} == {
        "upsert"}
    assert run_engross("rollback", "--doc-type", doc["doc_type"], env=env).returncode == 0
    entries, _ = _feed(env, tmp_path, cursor)
    assert sorted((e["op"], e["id"]) for e in entries) == sorted(
        [("delete", c["id"]) for c in d["added"]] + [("upsert", d["changed_text"][0]["id"])])
    states = [json.loads(line)["state"] for line in run_engross("results", doc["id"][:12], "--json",
                                                                   env=env).stdout.splitlines()]
    assert states == ["served", "retired"]


@pytest.mark.services
def test_the_workers_reprocess_task_builds_beside(tmp_path: Path, engross_home: Path) -> None:
    from engross.settings import get_settings
    from review_queue import results
    from workers import tasks

    pdf = tmp_path / "act.pdf"
    pdf.write_bytes(text_pdf(ACT))
    assert run_engross("ingest", str(pdf), "-q").returncode == 0
    tasks.store.cache_clear()
    try:
        doc_id = tasks.store().list_documents()[0]["id"]
        get_settings.cache_clear()
        tasks.reprocess_task.apply(args=[doc_id])
        [first, second] = results.listing(tasks.store().engine, doc_id)
        assert (first["state"], second["state"], second["reused"]) == ("served", "built", ["pages"])
    finally:
        tasks.store.cache_clear()
