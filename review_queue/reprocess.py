"""Re-run the pipeline on documents already in the store, building the new result beside the served one:
from the stored pages (no OCR) when only assembly settings changed, from the stored file when reading did."""

from __future__ import annotations

import json
import re
import tempfile
from concurrent.futures import Executor
from dataclasses import dataclass, field
from pathlib import Path

from sqlalchemy import select

from engross.settings import Settings
from ingest.assemble import assemble
from ingest.errors import NotFoundError
from ingest.options import Options
from ingest.page_pack import PackedPages
from ingest.pipeline import run
from review_queue import pipeline_version, results
from review_queue import tables as t
from review_queue.db import read
from review_queue.store import DONE_STATES, Store


@dataclass
class Built:
    """What one reprocess built: the new result's id, its version label, the stages it re-used."""

    doc_id: str
    result_id: int
    version: str
    reused: list[str] = field(default_factory=list)
    chunks: int = 0


def version_key(version: str) -> tuple[int, ...]:
    """`0.1.10` > `0.1.9`; an unknown version sorts first."""
    return tuple(int(n) for n in re.findall(r"\d+", version.split("+")[0]))


def select_documents(store: Store, ids: list[str] | None = None, family: str | None = None,
                     doc_type: str | None = None, older_than: str | None = None) -> list[str]:
    """Processed documents matching every filter given (ids may be unique prefixes)."""
    docs, res = t.documents, t.results
    query = (select(docs.c.id, res.c.code_version).outerjoin(res, res.c.id == docs.c.result_id)
             .where(docs.c.state.in_(DONE_STATES)).order_by(docs.c.received_at))
    if ids:
        query = query.where(docs.c.id.in_([store.find_document(i) for i in ids]))
    if family:
        query = query.where(docs.c.family == family)
    if doc_type:
        query = query.where(docs.c.doc_type == doc_type)
    with read(store.engine) as conn:
        rows = conn.execute(query).all()
    if older_than:
        rows = [r for r in rows if version_key(r.code_version or "") < version_key(older_than)]
    return [r.id for r in rows]


@dataclass
class Plan:
    """How a document will be built again: with which options and version, from its stored pages or not."""

    options: Options
    version: pipeline_version.PipelineVersion
    reuse_pages: bool


def plan(store: Store, doc_id: str, settings: Settings, reread: bool = False) -> Plan:
    """Re-use the stored pages when they were read with the current reading settings (and all are there)."""
    doc = store.get_document(doc_id)
    if doc is None or doc.state not in DONE_STATES:
        raise NotFoundError(f"no processed document {doc_id}")
    with read(store.engine) as conn:
        served = conn.execute(select(t.results).where(t.results.c.id == select(t.documents.c.result_id).where(
            t.documents.c.id == doc_id).scalar_subquery())).first()
        pages_digest = results.pages_digest(conn, doc_id)
    forced = json.loads(served.settings) if served is not None else {}
    # what the first ingest was told (a forced family or type), kept
    options = settings.options(family=forced.get("family"), doc_type=forced.get("doc_type"))
    version = pipeline_version.of(options)
    complete = len(store.page_numbers(doc_id)) == doc.page_count
    return Plan(options, version, not reread and pages_digest == version.reading and complete)


def reprocess(store: Store, doc_id: str, settings: Settings, reread: bool = False,
              executor: Executor | None = None) -> Built:
    """Build the document again with `settings`, beside the served result (nothing served changes): from the
    stored pages through ingest.assemble, or from the stored file through ingest.pipeline.run."""
    how = plan(store, doc_id, settings, reread)
    doc = store.get_document(doc_id)
    assert doc is not None  # plan() checked it
    if how.reuse_pages:
        result = assemble(doc, store.load_packed(doc_id, once=True), how.options)  # the pages carry all it needs
        reused, fresh = ["pages"], None
    else:
        read_now = PackedPages()
        # the stored file copied out in slices: the page processes get its path, never its bytes
        with tempfile.NamedTemporaryFile(prefix="engross-", suffix=".pdf") as pdf:
            store.blob_to_file(doc_id, pdf)
            result = run(Path(pdf.name), doc.source, how.options, executor=executor, into=read_now)
        reused, fresh = [], read_now
    result_id = results.save_beside(store.engine, result, how.version, reused, fresh)
    return Built(doc_id, result_id, how.version.label, reused, len(result.chunks))
