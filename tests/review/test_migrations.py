"""A store made by an older engross is upgraded in place on first use, its data kept."""

from __future__ import annotations

import time

import pytest
from alembic import command
from alembic.config import Config
from sqlalchemy import create_engine, text

from review_queue.db import MIGRATIONS, dispose
from review_queue.queue import ReviewQueue
from review_queue.store import Store


def test_upgrade_from_first_revision_keeps_data(store):
    url = store.url
    dispose(url)
    engine = create_engine(url)
    cfg = Config()
    cfg.set_main_option("script_location", str(MIGRATIONS))
    with engine.begin() as conn:  # back to revision 0001, then write a row the 0001 way
        cfg.attributes["connection"] = conn
        command.downgrade(cfg, "0001")
        now = time.time()
        conn.execute(text("INSERT INTO documents (id, source, filename, title, family, page_count, state, "
                          "transient, received_at, updated_at) VALUES ('d1', 's', 'f.pdf', '', 'generic', 1, "
                          "'in_review', false, :t, :t)"), {"t": now})
        conn.execute(text("INSERT INTO chunks (id, doc_id, ord, data, words, original_body, version, state, "
                          "reviewed, updated_at) VALUES ('c1', 'd1', 0, :data, '[]', 'old text', 1, 'review', "
                          "false, :t)"), {"t": now, "data": '{"id": "c1", "doc_id": "d1", "source": "s", '
                                                         '"body": "old text", "text": "old text"}'})
        conn.execute(text("INSERT INTO review_items (chunk_id, doc_id, state, confidence, reasons, created_at) "
                          "VALUES ('c1', 'd1', 'pending', 0.4, '[]', :t)"), {"t": now})
    engine.dispose()
    upgraded = Store(url, settings=store.settings)
    queue = ReviewQueue(upgraded)
    item = queue.claim_next("alice")
    assert queue.item(item)["low_confidence_spans"] == []  # the new column, empty for old rows
    queue.correct(item, "alice", "new text")
    assert upgraded.chunks("d1")[0].body == "new text"


def _open_store(url: str, out) -> None:  # runs in a child process
    try:
        Store(url)
        out.put("ok")
    except Exception as err:  # report, do not hang the parent
        out.put(f"{type(err).__name__}: {err}")


@pytest.mark.services
def test_several_processes_starting_on_an_empty_database(tmp_path):
    """Workers starting together on a fresh store: one creates the schema, the others wait and use it."""
    import multiprocessing

    from tests.review.conftest import _drop_schema, _store_url

    urls = [f"sqlite:///{tmp_path / 'fresh.db'}"]
    url, schema = _store_url("postgres", tmp_path)
    urls.append(url)
    ctx = multiprocessing.get_context("spawn")
    try:
        for url in urls:
            out = ctx.Queue()
            procs = [ctx.Process(target=_open_store, args=(url, out)) for _ in range(3)]
            for p in procs:
                p.start()
            results = [out.get(timeout=120) for _ in procs]
            for p in procs:
                p.join(30)
            assert results == ["ok"] * 3, results
    finally:
        _drop_schema(schema)
