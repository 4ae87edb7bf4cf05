"""The LangChain and LlamaIndex loaders read the real pull API (`engross serve`) and load the samples' approved
chunks into each library's own in-memory vector store, parent relations intact, cursor kept between calls."""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.conftest import ROOT, SAMPLES, run_engross
from tests.workers.workers_support import free_port

pytest.importorskip("langchain_core")
pytest.importorskip("llama_index.core")

FLAT = (str, int, float, bool)


class Server:
    def __init__(self, url: str, token: str, env: dict[str, str]) -> None:
        self.url, self.token, self.env = url, token, env


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    home = tmp_path_factory.mktemp("loaders") / "home"
    env = {"ENGROSS_HOME": str(home), "ENGROSS_SECRET_KEY": "loader-test-secret",
           "ENGROSS_BROKER_URL": f"redis://127.0.0.1:{free_port()}/0"}
    pdfs = [str(SAMPLES / "deed.pdf"), str(SAMPLES / "statute.pdf")]
    assert run_engross("ingest", *pdfs, env=env).returncode == 0
    token = run_engross("token", "create", "--role", "indexer", env=env).stdout.strip()
    port = free_port()
    proc = subprocess.Popen([sys.executable, "-m", "engross.cli", "serve", "--port", str(port)], cwd=ROOT,
                            env={**os.environ, **env}, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        deadline = time.monotonic() + 120
        while time.monotonic() < deadline:
            try:
                socket.create_connection(("127.0.0.1", port), timeout=1).close()
                break
            except OSError:
                time.sleep(0.3)
        yield Server(f"http://127.0.0.1:{port}", token, env)
    finally:
        proc.terminate()
        proc.wait(timeout=30)


def _approved(server: Server, tmp_path: Path) -> dict[str, dict]:
    out = tmp_path / "approved.jsonl"
    assert run_engross("export", "--jsonl", str(out), "--format", "chunks", env=server.env).returncode == 0
    return {c["id"]: c for c in map(json.loads, out.read_text().splitlines())}


def test_langchain_in_memory_store_with_parents(server: Server, tmp_path: Path) -> None:
    from langchain_core.embeddings import DeterministicFakeEmbedding
    from langchain_core.vectorstores import InMemoryVectorStore

    from engross.loaders.langchain import EngrossLoader

    approved = _approved(server, tmp_path)
    loader = EngrossLoader(server.url, server.token, page_size=40)  # several pages of the feed
    docs = list(loader.lazy_load())
    assert {d.id for d in docs} == set(approved) and len(docs) == len(approved)
    for d in docs:
        chunk = approved[d.id]
        assert d.page_content == chunk["text"]
        assert all(isinstance(v, FLAT) for v in d.metadata.values()), d.metadata
        assert d.metadata["path"] == " > ".join(chunk["structure_path"])
        assert d.metadata["doc_id"] == chunk["doc_id"] and d.metadata["title"] == chunk["title"]

    store = InMemoryVectorStore(DeterministicFakeEmbedding(size=32))
    store.add_documents(docs)
    children = [d for d in docs if d.metadata.get("parent_id")]
    assert children
    for child in children:
        [parent] = store.get_by_ids([child.metadata["parent_id"]])
        # the parent provision is an ancestor in the document's own tree
        assert child.metadata["path"].startswith(parent.metadata["path"]) and parent.metadata["doc_id"] == \
            child.metadata["doc_id"]
    hit = store.similarity_search(docs[0].page_content, k=1)[0]
    assert hit.id == docs[0].id  # a fake embedding is deterministic per text

    assert list(loader.lazy_load()) == [] and loader.cursor  # the cursor is kept: nothing new since


def test_llamaindex_in_memory_index_with_parents(server: Server, tmp_path: Path) -> None:
    from llama_index.core import VectorStoreIndex
    from llama_index.core.embeddings import MockEmbedding

    from engross.loaders.llamaindex import EngrossReader

    approved = _approved(server, tmp_path)
    reader = EngrossReader(server.url, server.token, page_size=40)
    nodes = reader.load_data()
    assert {n.id_ for n in nodes} == set(approved)
    assert all(isinstance(v, FLAT) for n in nodes for v in n.metadata.values())

    index = VectorStoreIndex(nodes=nodes, embed_model=MockEmbedding(embed_dim=32))
    children = [n for n in nodes if approved[n.id_]["parent_id"]]
    assert children
    for child in children:
        stored = index.docstore.get_node(child.id_)
        parent = index.docstore.get_node(stored.parent_node.node_id)
        assert parent.id_ == approved[child.id_]["parent_id"]
        assert child.metadata["path"].startswith(parent.metadata["path"])
        assert stored.source_node.node_id == approved[child.id_]["doc_id"]
    hits = index.as_retriever(similarity_top_k=3).retrieve("consideration paid by the purchaser")
    assert hits and all(h.node.id_ in approved for h in hits)
    assert reader.load_data() == []


def test_loader_follows_new_chunks_and_deletions(server: Server, tmp_path: Path) -> None:
    from engross.loaders.langchain import EngrossLoader
    from tests.pipeline.pdfs import text_pdf

    loader = EngrossLoader(server.url, server.token)
    before = {d.id for d in loader.lazy_load()}
    late = tmp_path / "late.pdf"
    late.write_bytes(text_pdf())
    assert run_engross("ingest", str(late), env=server.env).returncode == 0
    new = {d.id for d in loader.lazy_load()}
    assert new and not new & before  # only what is new since the kept cursor
    newest = json.loads(run_engross("documents", "ls", "--json", env=server.env).stdout.splitlines()[0])
    assert newest["filename"] == "late.pdf"
    assert run_engross("documents", "rm", newest["id"], "--yes", env=server.env).returncode == 0
    assert list(loader.lazy_load()) == [] and set(loader.deleted) == new
