"""The scale-out commands without a broker: one clear line saying what to start, and a distinct exit code."""

from __future__ import annotations

import pytest

from tests.conftest import run_engross
from tests.workers.workers_support import free_port


@pytest.mark.parametrize("args", [["worker"], ["watch", "."]])
def test_no_broker_says_what_to_start(tmp_path, args) -> None:
    # (`status` on the SQLite store needs no broker: tests/cli/test_documents.py)
    env = {"ENGROSS_BROKER_URL": f"redis://127.0.0.1:{free_port()}/0",
           "ENGROSS_HOME": str(tmp_path / "var")}
    out = run_engross(*args, env=env, timeout=60)
    assert out.returncode == 6
    lines = out.stderr.strip().splitlines()
    assert len(lines) == 1 and "cannot reach the broker" in lines[0] and "start Redis" in lines[0]


@pytest.mark.services
@pytest.mark.parametrize("args", [["worker"], ["status"]])
def test_no_database_says_what_to_start(tmp_path, args) -> None:
    env = {"ENGROSS_BROKER_URL": "redis://127.0.0.1:6379/11", "ENGROSS_HOME": str(tmp_path),
           "ENGROSS_DATABASE_URL": f"postgresql+psycopg://postgres@127.0.0.1:{free_port()}/engross"}
    out = run_engross(*args, env=env, timeout=60)
    assert out.returncode == 6
    lines = out.stderr.strip().splitlines()
    assert len(lines) == 1 and "cannot reach the store" in lines[0] and "start PostgreSQL" in lines[0]
