"""Word-level errors the 0.95 similarity bar cannot see, counted on hand-made chunks against their truth."""

from __future__ import annotations

from engross.evaluation.loss import DocLoss, loss_figures, paragraph_fates, stream
from engross.evaluation.word_errors import chunk_faults, word_errors, worst_fault
from schemas import Chunk
from schemas.groundtruth import GroundTruth, TruthParagraph

HEAD = "PART I PRELIMINARY"
P1 = ("1. The Lessee shall pay a monthly rent of Rs. 45,000 to the Lessor on or before the fifth day of every "
      "month, and shall keep the premises in good repair during the whole term of this lease deed.")
P2 = "2. The Lessor shall pay all taxes and rates levied on the premises by any local authority."


def truth() -> GroundTruth:
    return GroundTruth(file="d.pdf", scanned=True, split="tuning", scan_profile="clean", paragraphs=[
        TruthParagraph(page=1, bbox=(72, 80, 520, 95), text=HEAD, unit_path=["PART I"]),
        TruthParagraph(page=1, bbox=(72, 100, 520, 130), text=P1, unit_path=["PART I", "1"]),
        TruthParagraph(page=1, bbox=(72, 140, 520, 170), text=P2, unit_path=["PART I", "2"])])


def chunk(path: list[str], body: str, route: str = "index") -> Chunk:
    return Chunk(id="/".join(path), doc_id="d", source="d.pdf", structure_path=path, body=body, route=route,
                 page_start=1, page_end=1)


def errors(chunks: list[Chunk]) -> list[tuple[int, str, str, str]]:
    s = stream(chunks)
    return [(e.chunk, e.truth, e.read, e.kind)
            for e in word_errors(paragraph_fates(chunks, truth(), "d.pdf", s), s, chunks, "d.pdf")]


def test_a_chunk_read_right_holds_no_word_error() -> None:
    assert errors([chunk(["PART I"], HEAD), chunk(["PART I", "1"], P1), chunk(["PART I", "2"], P2)]) == []


def test_a_real_word_swapped_a_digit_changed_and_a_glued_label_are_each_counted() -> None:
    wrong = P1.replace("Lessee", "Lessor").replace("45,000", "46,000")
    found = errors([chunk(["PART I"], "PARTI PRELIMINARY"), chunk(["PART I", "1"], wrong),
                    chunk(["PART I", "2"], P2.replace("local", "focal"))])
    assert (0, "part i", "parti", "label") in found
    assert (1, "lessee", "lessor", "real word") in found and (1, "45", "46", "number") in found
    assert (2, "local", "focal", "real word") in found
    # misreadings into non-words are plausibility's to see, and II read with a stroke swapped is the same label
    assert errors([chunk(["PART I"], HEAD), chunk(["PART I", "1"], P1.replace("monthly", "rnonthly")),
                   chunk(["PART I", "2"], P2)]) == []


def test_a_changed_label_too_unlike_to_align_is_a_substitution() -> None:
    assert (0, "i", "l", "") not in errors([chunk(["PART I"], "PART l PRELIMINARY")])
    found = errors([chunk(["PART I"], "PART V PRELIMINARY")])
    assert (0, "i", "v", "label") in found


def test_the_figures_count_indexed_chunks_holding_a_word_error_even_over_the_similarity_bar() -> None:
    chunks = [chunk(["PART I"], HEAD), chunk(["PART I", "1"], P1.replace("Lessee", "Lessor")),
              chunk(["PART I", "2"], P2.replace("local", "focal"), route="review")]
    figures = loss_figures([DocLoss("d.pdf", truth(), chunks, [1.0, 0.98, 0.99])])
    tally = figures["word_errors"]["clean/moderate"]
    assert (tally["chunks"], tally["to_review"], tally["indexed"], tally["over_bar_indexed"]) == (2, 1, 1, 1)
    assert [r["chunk"] for r in figures["word_errors_indexed"]] == ["PART I/1"]


def test_correct_chunks_sent_to_review_are_told_apart_by_what_a_reviewer_finds_in_them() -> None:
    # each chunk is over the 0.95 bar and in review; only the first is needless in every sense
    chunks = [chunk(["PART I"], HEAD, route="review"),
              chunk(["PART I", "1"], P1.replace("monthly", "rnonthly"), route="review"),
              chunk(["PART I", "2"], P2.replace("local", "focal"), route="review")]
    s = stream(chunks)
    faults = chunk_faults(paragraph_fates(chunks, truth(), "d.pdf", s), s, chunks, "d.pdf")
    assert [worst_fault(f) for f in faults] == ["truly clean", "misread", "word error"]
    lost = [chunk(["PART I"], HEAD), chunk(["PART I", "1"], P1.replace(" in good repair", ""))]
    s = stream(lost)
    faults = chunk_faults(paragraph_fates(lost, truth(), "d.pdf", s), s, lost, "d.pdf")
    assert [worst_fault(f) for f in faults] == ["truly clean", "words lost"], "a paragraph wholly lost spares both"
    figures = loss_figures([DocLoss("d.pdf", truth(), chunks, [1.0, 0.99, 0.99])])
    assert figures["needless_by_fault"]["clean/moderate"] == {
        "word error": 1, "words lost": 0, "misread": 1, "truly clean": 1, "flags a loss": 0}
    assert [n["fault"] for n in figures["needless"]] == ["truly clean", "misread", "word error"]
