"""Retrieval scoring on hand-made chunks and rankings: the answer rule, recall@k, word budget, expansion."""

import pytest

from engross.evaluation.retrieval import Question, bm25_rank, evaluate
from schemas import Chunk

LIBEL = "Libel: a defamatory statement published in writing is punishable with a fine."


def chunk(cid, body, path=(), parent=None, doc="d1", words=None):
    text = body if words is None else " ".join(["w"] * words)
    return Chunk(id=cid, doc_id=doc, source="x.pdf", body=body, text=text, structure_path=list(path),
                 parent_id=parent)


def chunks():
    return [
        chunk("s4", "Section 4. Offences.", ["Section 4"]),
        chunk("c3", "Sedition against the state is punishable.", ["Section 4", "(c)", "(3)"], parent="s4"),
        chunk("c4", LIBEL, ["Section 4", "(c)", "(4)"], parent="s4"),
        chunk("other", LIBEL, ["Section 4", "(c)", "(4)"], doc="d2"),  # same words, other document
        chunk("fixed", "... (3) Sedition against the state is punishable. (4) " + LIBEL + " Section 5 ..."),
    ]


Q = Question(doc_id="d1", question="what is libel",
             answer_path=["Section 4", "(c)", "(4)"], answer_text=LIBEL)


def test_perfect_ranking_scores_one():
    scores = evaluate([[2]], chunks(), [Q])
    assert scores.recall_at_1 == scores.recall_at_5 == scores.recall_in_budget == 1.0


def test_a_chunk_of_another_document_never_answers():
    scores = evaluate([[3, 1, 0, 2]], chunks(), [Q])
    assert scores.outcomes[0].rank == 4
    assert scores.recall_at_1 == 0.0 and scores.recall_at_5 == 1.0
    assert evaluate([[3, 1, 0, 2]], chunks(), [Q], any_doc=True).recall_at_1 == 1.0  # the diagnostic


def test_a_pathless_window_answers_by_what_it_contains():
    assert evaluate([[4]], chunks(), [Q]).recall_at_1 == 1.0
    cut = chunk("cut", "(4) Libel: a defamatory statement")  # the window boundary cut the answer
    assert evaluate([[0]], [cut], [Q]).recall_at_5 == 0.0


def test_a_fixed_window_is_not_credited_for_the_path_it_merely_starts_in():
    tail = chunk("w", "... punishable with a fine. Section 5. Repeal of inconsistent laws.",
                 ["Section 4", "(c)", "(4)"])
    assert evaluate([[0]], [tail], [Q]).recall_at_1 == 1.0  # cut along the structure: the path counts
    assert evaluate([[0]], [tail], [Q], use_path=False).recall_at_1 == 0.0
    assert evaluate([[4]], chunks(), [Q], use_path=False).recall_at_1 == 1.0  # holds the text: answered


def test_path_labels_compare_case_blind_without_trailing_dots():
    c = chunk("x", "text", ["SECTION 4.", "(c)", "(4)"])
    assert evaluate([[0]], [c], [Q]).recall_at_1 == 1.0


def test_recall_at_k_over_two_questions():
    q2 = Question("d1", "sedition", ["Section 4", "(c)", "(3)"], "Sedition against the state is punishable.")
    ranking = [[0, 3, 2], [0, 3, 0, 0, 0, 2, 1]]
    scores = evaluate(ranking, chunks(), [Q, q2])
    assert [o.rank for o in scores.outcomes] == [3, 4]  # repeated ids are not new results
    assert scores.recall_at_1 == 0.0 and scores.recall_at_5 == 1.0
    assert evaluate([[2], [0]], chunks(), [Q, q2]).recall_at_1 == 0.5


def test_word_budget_counts_words_of_everything_read_before_the_answer():
    cs = [chunk("big", "noise", words=990), chunk("ans", LIBEL, ["Section 4", "(c)", "(4)"], words=20)]
    scores = evaluate([[0, 1]], cs, [Q], budget=1000)
    assert scores.recall_at_5 == 1.0 and scores.recall_in_budget == 0.0
    assert evaluate([[1, 0]], cs, [Q], budget=1000).recall_in_budget == 1.0


def test_parent_expansion_turns_a_sibling_hit_into_an_answer_and_costs_its_words():
    cs = chunks()
    plain = evaluate([[1]], cs, [Q])
    expanded = evaluate([[1]], cs, [Q], expand=True)
    assert plain.recall_at_1 == 0.0
    assert expanded.recall_at_1 == 1.0  # (3) expands to Section 4 with (3) and (4)
    tight = evaluate([[1]], cs, [Q], expand=True, budget=len(LIBEL.split()))
    assert tight.recall_in_budget == 0.0  # the whole parent did not fit


def test_bm25_ranks_the_matching_chunk_first_and_drops_unrelated_ones():
    texts = ["the vendor sells the land", "libel defamatory statement punishable", "schedule of property"]
    ranked = bm25_rank(texts, ["is a defamatory statement punishable", "zebra"])
    assert ranked[0][0] == 1
    assert ranked[1] == []


@pytest.mark.parametrize("expand", [False, True])
def test_no_results_means_unanswered(expand):
    scores = evaluate([[]], chunks(), [Q], expand=expand)
    assert scores.recall_at_5 == 0.0 and scores.outcomes[0].rank is None
