"""`engross reprocess | diff | promote | rollback | results`: a document's life across pipeline versions.

reprocess builds a new result beside the served one (from the stored pages when reading did not change);
diff shows what promoting it would change; promote serves it (one transaction, the feed gets exactly the
difference); rollback serves the previous result again. docs/corpus.md tells the whole story.
"""

from __future__ import annotations

import getpass
import json
import time
from typing import Any

import typer

from engross.commands.choices import DocType, Family
from engross.commands.pipeline_options import ChunkingOpt


def register(app: typer.Typer) -> None:
    app.command("reprocess")(reprocess)
    app.command("diff")(diff)
    app.command("promote")(promote)
    app.command("rollback")(rollback)
    app.command("results")(results)


Ids = typer.Argument(None, metavar="[ID...]", help="document ids (or unique prefixes); none: every document the "
                     "filters select")
FamilyFilter = typer.Option(None, "--family", help="only documents of this family")
DocTypeFilter = typer.Option(None, "--doc-type", help="only documents of this type")


def _select(ids: list[str] | None, family: Family | None, doc_type: DocType | None,
            older_than: str | None = None) -> tuple[Any, list[str]]:
    from engross.commands import get_settings
    from review_queue.reprocess import select_documents
    from workers.progress import open_store

    store = open_store(get_settings())
    if not (ids or family or doc_type or older_than):
        raise typer.BadParameter("name documents (ID...) or select them with --family, --doc-type or --older-than")
    found = select_documents(store, ids, family.value if family else None, doc_type.value if doc_type else None,
                             older_than)
    if not found:
        typer.echo("no processed document matches", err=True)
    return store, found


def reprocess(
    ids: list[str] | None = Ids,
    family: Family | None = FamilyFilter,
    doc_type: DocType | None = DocTypeFilter,
    older_than: str | None = typer.Option(None, "--older-than", metavar="VERSION",
                                          help="only documents whose served result's code version is older"),
    chunking: ChunkingOpt = None,
    reread: bool = typer.Option(False, "--reread", help="read the pages again from the stored file even when the "
                                "reading settings did not change (e.g. after a Tesseract upgrade)"),
    queue: bool = typer.Option(False, "--queue", help="hand each document to the Celery workers instead of "
                               "running here"),
) -> None:
    """Build each document's result again with the current pipeline, BESIDE the served one (nothing served
    changes until `engross promote`). Pages are re-used when the reading settings are the same (no OCR)."""
    from engross.commands import get_settings
    from ingest.pipeline import page_pool

    store, found = _select(ids, family, doc_type, older_than)
    settings = get_settings()
    if chunking:
        settings = settings.model_copy(update={"chunking": chunking.value})
    if queue:
        from workers.tasks import reprocess_task

        for doc_id in found:
            reprocess_task.delay(doc_id, reread)
        typer.echo(f"{len(found)} document(s) queued for reprocessing")
        return
    from review_queue.reprocess import plan
    from review_queue.reprocess import reprocess as build

    pool = None
    try:
        for doc_id in found:
            if pool is None and not plan(store, doc_id, settings, reread).reuse_pages:  # pages to read: in processes
                pool = page_pool(settings)
            start = time.perf_counter()
            built = build(store, doc_id, settings, reread=reread, executor=pool)
            how = "pages re-used, no OCR" if "pages" in built.reused else "pages read again"
            typer.echo(f"{doc_id[:12]}: result {built.version} built beside the served one ({built.chunks} chunks; "
                       f"{how}; {time.perf_counter() - start:.1f} s); see `engross diff {doc_id[:12]}`")
    finally:
        if pool is not None:
            pool.shutdown(wait=True, cancel_futures=True)


def diff(
    ids: list[str] | None = Ids,
    family: Family | None = FamilyFilter,
    doc_type: DocType | None = DocTypeFilter,
    as_json: bool = typer.Option(False, "--json", help="one JSON object per document"),
) -> None:
    """Per document: what promoting its new result would change (chunks added, removed, changed text or path,
    review items, feed entries)."""
    from review_queue.diff import diff as compare

    store, found = _select(ids, family, doc_type)
    for doc_id in found:
        d = compare(store.engine, doc_id)
        if as_json:
            typer.echo(json.dumps(d, ensure_ascii=False))
            continue
        typer.echo(f"{doc_id[:12]}: {d['from']} -> {d['to']} (re-used: {', '.join(d['reused']) or 'nothing'})")
        for c in d["added"]:
            typer.echo(f"  + {_path(c['path'])}: {c['body'][:80]!r}")
        for c in d["removed"]:
            typer.echo(f"  - {_path(c['path'])}: {c['body'][:80]!r}")
        for c in d["changed_text"]:
            typer.echo(f"  ~ {_path(c['path'])}: {_change(c['before'], c['after'])}")
        for c in d["changed_path"]:
            typer.echo(f"  > {_path(c['path_before'])} -> {_path(c['path_after'])}")
        for r in d["review"]:
            shown = f" (previous decision: {r['previous'][-1]['decision']})" if r["previous"] else ""
            typer.echo(f"  ? review {r['id']}{shown}")
        typer.echo(f"  {d['unchanged']} unchanged; feed on promote: {len(d['feed']['upserts'])} upserts, "
                   f"{len(d['feed']['tombstones'])} tombstones")


def _change(before: str, after: str) -> str:
    """`53 -> 28 words; first change at word 1: 'REPUBLIC ACT ...'` (the whole texts are in --json)."""
    a, b = before.split(), after.split()
    at = next((i for i, (x, y) in enumerate(zip(a, b, strict=False)) if x != y), min(len(a), len(b)))
    if at >= len(b):
        return f"{len(a)} -> {len(b)} words; cut after word {len(b)}"
    return f"{len(a)} -> {len(b)} words; first change at word {at + 1}: {' '.join(b[at:at + 8])!r}"


def _path(path: list[str]) -> str:
    return " > ".join(path) or "(no path)"


def promote(
    ids: list[str] | None = Ids,
    family: Family | None = FamilyFilter,
    doc_type: DocType | None = DocTypeFilter,
) -> None:
    """Serve each selected document's new result, all in one transaction: indexers get upserts and tombstones
    for exactly the difference; reviewers' decisions follow their text."""
    from review_queue import results
    from review_queue.db import read
    from review_queue.promote import promote as switch

    store, found = _select(ids, family, doc_type)
    with read(store.engine) as conn:  # a filter selects the documents that have a new result
        found = [d for d in found if results.latest_built(conn, d) is not None] if not ids else found
    _report(switch(store.engine, found, _actor()), "promoted")


def rollback(
    ids: list[str] | None = Ids,
    family: Family | None = FamilyFilter,
    doc_type: DocType | None = DocTypeFilter,
) -> None:
    """Serve again the result each selected document served before its last promote (one transaction)."""
    from review_queue import results
    from review_queue.db import read
    from review_queue.promote import rollback as switch

    store, found = _select(ids, family, doc_type)
    if not ids:  # a filter selects the documents that have an earlier result
        with read(store.engine) as conn:
            found = [d for d in found if results.previous_id(conn, d) is not None]
        if not found:
            typer.echo("no selected document has an earlier result to roll back to", err=True)
    _report(switch(store.engine, found, _actor()), "rolled back")


def _report(done: list[dict], verb: str) -> None:
    for s in done:
        typer.echo(f"{s['doc_id'][:12]}: {verb} result {s['from']} -> {s['to']}; feed: {s['upserts']} upserts, "
                   f"{s['tombstones']} tombstones; {s['review']} waiting for review ({s['carried']} reviewer "
                   f"decisions carried over, {s['requeued']} back in the queue)")


def results(
    doc_id: str = typer.Argument(..., metavar="ID", help="document id or a unique prefix"),
    as_json: bool = typer.Option(False, "--json", help="one JSON object per result"),
) -> None:
    """A document's results, oldest first: version (code + settings digests), state, what each re-used."""
    from engross.commands import get_settings
    from review_queue import results as stored
    from workers.progress import open_store

    store = open_store(get_settings())
    for r in stored.listing(store.engine, store.find_document(doc_id)):
        if as_json:
            typer.echo(json.dumps(r))
        else:
            typer.echo(f"{r['number']:>3}  {r['state']:8} {r['version']:32} re-used: {', '.join(r['reused']) or '-'}")


def _actor() -> str:
    try:
        return f"cli:{getpass.getuser()}"
    except (KeyError, OSError):
        return "cli:unknown"
