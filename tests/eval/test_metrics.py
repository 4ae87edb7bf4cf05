"""The figures' arithmetic on hand-made cases: a perfect answer scores 1.0, a known-bad one what it should."""

import pytest

from engross.evaluation.metrics import (
    WRONG_BAR,
    best_window,
    cer,
    char_errors,
    containment,
    normalise,
    recall_at,
    reliability_bins,
    routing_counts,
    similarity,
    wer,
)


def test_perfect_text_has_no_error():
    text = "Section 4. No person shall publish a libel."
    assert cer(text, text) == 0.0
    assert wer(text, text) == 0.0
    assert similarity(text, text) == 1.0


def test_cer_counts_one_substitution_over_reference_length():
    # "l" read as "1": one edit in 10 characters
    assert cer("the lessee", "the 1essee") == pytest.approx(1 / 10)


def test_cer_of_a_dropped_word_and_wer_of_a_wrong_word():
    assert cer("pay ten rupees", "pay rupees") == pytest.approx(4 / 14)  # "ten " deleted
    assert wer("the buyer shall pay", "the buyer sha11 pay") == pytest.approx(1 / 4)


def test_whitespace_and_typographic_quotes_are_not_errors():
    assert normalise("  “Lessee”  means\n\tthe  tenant — only ") == '"Lessee" means the tenant - only'
    assert cer("The  lessee\nshall pay", "The lessee shall pay") == 0.0


def test_document_cer_is_edits_over_all_reference_characters():
    total = char_errors("abcde", "abXde") + char_errors("fghij", "fghij")
    assert total.edits == 1 and total.length == 10
    assert total.rate == pytest.approx(0.1)


def test_empty_page_read_as_empty_is_perfect_and_text_on_empty_page_is_all_wrong():
    assert cer("", "") == 0.0
    assert cer("", "noise") == 1.0


def test_best_window_finds_a_chunk_inside_a_longer_truth():
    truth = "Section 1. Short title. Section 2. The buyer shall pay the price. Section 3. Repeal."
    sim, window = best_window("The buyer shall pay the price.", truth)
    assert sim == 1.0
    assert window == "The buyer shall pay the price."
    sim, _ = best_window("The bvyer shal1 pay the price.", truth)
    assert sim == pytest.approx(1 - 2 / 30)
    # a dropped word costs its characters once
    sim, window = best_window("The buyer shall pay price.", truth)
    assert window == "The buyer shall pay the price." and sim == pytest.approx(1 - 4 / 30)


def test_containment_of_whole_half_and_absent_answers():
    chunk = "(a) The vendor sells the land. (b) The buyer pays ten thousand rupees on signing."
    assert containment("The buyer pays ten thousand rupees on signing.", chunk) == 1.0
    # a window that cut the answer in half holds about half of it
    assert containment("The buyer pays ten thousand rupees on signing.", "The buyer pays ten") < 0.5
    assert containment("Nothing of the kind appears here at all.", chunk) < 0.6


def test_routing_recall_and_needless_review_on_a_hand_made_set():
    # (similarity to truth, sent to review)
    chunks = [(0.80, True), (0.90, True), (0.95, False),  # three really wrong, two caught
              (1.00, False), (0.99, True), (1.00, False), (0.98, False)]  # four right, one sent needlessly
    counts = routing_counts(chunks)
    assert counts.review_recall == pytest.approx(2 / 3)
    assert counts.needless_review == pytest.approx(1 / 4)
    perfect = routing_counts([(0.5, True), (1.0, False)])
    assert perfect.review_recall == 1.0 and perfect.needless_review == 0.0
    assert routing_counts([(1.0, False)]).review_recall is None  # nothing wrong: no recall to speak of


def test_the_wrong_bar_is_strict_below():
    assert routing_counts([(WRONG_BAR, False)]).wrong_index == 0
    assert routing_counts([(WRONG_BAR - 0.001, False)]).wrong_index == 1


def test_reliability_bins_group_by_confidence():
    bins = reliability_bins([(0.95, 1.0), (0.91, 0.9), (0.42, 0.5), (1.0, 1.0)], n_bins=10)
    assert len(bins) == 10
    top = bins[9]
    assert top["count"] == 3  # 1.0 falls in the last bin
    assert top["mean_error"] == pytest.approx(0.1 / 3)
    assert top["wrong_share"] == pytest.approx(1 / 3)
    assert bins[4]["count"] == 1 and bins[4]["mean_error"] == pytest.approx(0.5)
    assert bins[0]["count"] == 0 and bins[0]["mean_error"] is None


def test_recall_at_k_on_a_hand_made_ranking():
    ranks = [1, 3, None, 6]  # first answering result per question
    assert recall_at(ranks, 1) == 0.25
    assert recall_at(ranks, 5) == 0.5
    assert recall_at([1, 1], 1) == 1.0
    assert recall_at([], 5) == 0.0
