"""Real Tesseract on the scanned samples, judged against the generator's truth: OCR error and review routing."""

from __future__ import annotations

import pytest

from engross.evaluation.judge import judge_chunks, page_errors
from engross.evaluation.metrics import WRONG_BAR
from ingest.boxes import overlap_share

pytestmark = pytest.mark.slow

SCANNED = ("statute_scan_clean", "statute_scan_degraded", "deed_scan")


def _cer(result, truth) -> float:  # type: ignore[no-untyped-def]
    errs = page_errors(result.pages, truth)
    return sum(e.chars.edits for e in errs) / max(1, sum(e.chars.length for e in errs))


def test_clean_scan_character_error_rate_is_at_most_two_percent(ingested) -> None:  # type: ignore[no-untyped-def]
    result, truth = ingested("statute_scan_clean")
    assert all(p.source == "ocr" for p in result.pages)
    cer = _cer(result, truth)
    degraded = _cer(*ingested("statute_scan_degraded"))
    print(f"\nCER statute_scan_clean {cer:.2%}; statute_scan_degraded {degraded:.2%}")
    assert cer <= 0.02


def test_skew_is_measured_and_recorded(ingested) -> None:  # type: ignore[no-untyped-def]
    result, _truth = ingested("statute_scan_degraded")
    # the generator rotated these pages by about 2 degrees (1.4 on page 3)
    assert all(abs(p.skew_angle) >= 1.0 for p in result.pages), [p.skew_angle for p in result.pages]


def _damaged_chunks(result, truth):  # type: ignore[no-untyped-def]
    """Chunks whose region the generator damaged (stamp, fade, scribble), by geometry."""
    hit = []
    for chunk in result.chunks:
        for d in truth.damage:
            if any(r.page == d.page and overlap_share(d.bbox, r.bbox) > 0.2 for r in chunk.regions) or any(
                    w.page == d.page and overlap_share(w.bbox, d.bbox) > 0.5 for w in chunk.words):
                hit.append(chunk)
                break
    return hit


def test_damaged_regions_score_lower_and_go_to_review(ingested) -> None:  # type: ignore[no-untyped-def]
    for name in ("statute_scan_degraded", "deed_scan"):
        result, truth = ingested(name)
        damaged = _damaged_chunks(result, truth)
        assert damaged, f"{name}: no chunk covers a damaged region"
        clean = [c for c in result.chunks if c not in damaged and c.kind == "text"]
        clean_median = sorted(c.confidence for c in clean)[len(clean) // 2]
        for chunk in damaged:
            assert chunk.route == "review", (name, chunk.structure_path, chunk.signals)
            assert chunk.confidence < clean_median, (name, chunk.structure_path, chunk.confidence, clean_median)


def test_routing_catches_really_wrong_chunks_and_spares_correct_ones(ingested) -> None:  # type: ignore[no-untyped-def]
    judged = []
    for name in SCANNED:
        result, truth = ingested(name)
        judged += judge_chunks(result.chunks, truth, name, "structure")
    wrong = [j for j in judged if j.similarity < WRONG_BAR]
    right = [j for j in judged if j.similarity >= WRONG_BAR]
    caught = sum(j.route == "review" for j in wrong) / max(1, len(wrong))
    needless = sum(j.route == "review" for j in right) / max(1, len(right))
    print(f"\nrouting over {len(judged)} chunks of {', '.join(SCANNED)}: really wrong {len(wrong)}, sent to review "
          f"{caught:.0%}; correct {len(right)}, sent needlessly {needless:.0%}")
    for j in wrong:
        if j.route != "review":
            print(f"  missed: {j.doc} {j.path} similarity {j.similarity:.3f} confidence {j.confidence:.2f}")
    assert wrong, "the degraded samples must produce some really-wrong chunks"
    assert caught >= 0.90
    assert needless <= 0.10
