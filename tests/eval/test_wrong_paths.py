"""Right words at a wrong path, on a hand-made Act: the evaluator names the unit a chunk's words belong to when its
path is another's, and counts those chunks indexed and in review apart from the text-only routing figures."""

from engross.evaluation.harness import routing_figures, wrong_path_figures
from engross.evaluation.judge import judge_chunks
from engross.evaluation.wrong_paths import true_paths
from schemas import Chunk
from schemas.groundtruth import GroundTruth, TruthUnit

S7 = "The Board shall meet at least four times in every year at such place as the chairman may fix."
S8 = "Every employer shall keep a register of the wages paid to each worker in the prescribed form."
S9 = "An inspector may enter any workplace at a reasonable hour to examine the register of wages."
A = "the name of the worker and the date on which the employment began;"
B = "the rate of wages and the intervals at which they are paid."


def act() -> GroundTruth:
    """PART II holds sections 7-9, section 8 two items; the SECOND SCHEDULE holds one item of its own."""
    units = [TruthUnit(path=["PART II"], heading="ADMINISTRATION", text=""),
             TruthUnit(path=["PART II", "7"], heading="Meetings", text=S7),
             TruthUnit(path=["PART II", "8"], heading="Registers", text=S8),
             TruthUnit(path=["PART II", "8", "(a)"], text=A),
             TruthUnit(path=["PART II", "8", "(b)"], text=B),
             TruthUnit(path=["PART II", "9"], heading="Inspection", text=S9),
             TruthUnit(path=["SECOND SCHEDULE"], heading="PARTICULARS", text=""),
             TruthUnit(path=["SECOND SCHEDULE", "1"], text="Names and addresses of the employer and of the worker.")]
    text = " ".join(" ".join(t for t in (u.path[-1], u.heading, u.text) if t) for u in units)
    return GroundTruth(file="act.pdf", units=units, pages=[text])


def chunk(cid: str, body: str, path: list[str], route: str = "index") -> Chunk:
    return Chunk(id=cid, doc_id="d", source="act.pdf", kind="text", body=body, text=body, structure_path=path,
                 route=route)


def test_a_chunk_of_the_right_words_at_its_own_path_is_at_the_right_path() -> None:
    homes = true_paths([(f"7. Meetings {S7}", ["PART II", "7"]),
                        (f"8. Registers {S8} (a) {A} (b) {B}", ["Part II", "8"]),  # its sub-units with it
                        (f"(a) {A}", ["PART II", "8", "(a)"]),
                        (f"(a) {A} (b) {B}", ["PART II", "8", "(a)"]),  # short siblings merged into the first one
                        (S8.replace("register", "rcgistcr").replace("wages", "wagcs"), ["PART II", "8"])],  # misread
                       act().units)
    assert homes == [None] * 5


def test_right_words_under_a_label_no_page_printed_are_at_a_wrong_path() -> None:
    """A wrapped reference `... set out in the` / `Second Schedule.` taken for a heading puts sections 8-9 under the
    Schedule (seed 9981's 11_my_act); a Part label misread puts a section under `PART Il`."""
    homes = true_paths([(f"8. Registers {S8}", ["SECOND SCHEDULE", "8"]),
                        (f"9. Inspection {S9}", ["PART Il", "9"])], act().units)
    assert homes == [["PART II", "8"], ["PART II", "9"]]


def test_another_units_words_at_a_path_the_truth_has_are_at_a_wrong_path() -> None:
    """Section 9's text given section 7's path (a number lost, the next unit's text read under the one before's
    path): its own unit holds other words, the unit that holds these is named."""
    homes = true_paths([(f"9. Inspection {S9}", ["PART II", "7"]),
                        (f"(b) {B}", ["PART II", "8", "(a)"])], act().units)
    assert homes == [["PART II", "9"], ["PART II", "8", "(b)"]]


def test_a_finer_cut_inside_the_right_unit_and_words_found_nowhere_say_nothing_of_the_path() -> None:
    homes = true_paths([(S9, ["PART II", "9", "(i)"]),  # an inline `(i)` taken for an item: the unit is right
                        ("Thc B0ard sh@ll m##t at l3ast f0ur t1mes 1n cv3ry ye@r", ["PART II", "9"]),  # garbled
                        ("9. Inspection", ["PART II", "7"])], act().units)  # too short to tell
    assert homes == [None, None, None]


def test_the_figure_counts_wrong_path_chunks_indexed_and_in_review_and_those_right_by_their_text() -> None:
    chunks = [chunk("a", f"7. Meetings {S7}", ["PART II", "7"]),
              chunk("b", f"8. Registers {S8}", ["SECOND SCHEDULE", "8"]),  # right words: "correct" by text
              chunk("c", f"9. Inspection {S9}", ["PART II", "7"], route="review"),
              chunk("d", f"9. Inspection {S9}", ["SECOND SCHEDULE", "9"])]
    judged = judge_chunks(chunks, act(), "act", "structure")
    fixed = judge_chunks(chunks, act(), "act", "fixed")  # a fixed window's path says only where it starts
    figure = wrong_path_figures(judged)
    assert (figure["chunks"], figure["indexed"], figure["sent_to_review"]) == (3, 2, 1)
    assert figure["indexed_correct_by_text"] == 2 and figure["list"][0]["true_path"] == ["PART II", "8"]
    assert wrong_path_figures(fixed)["chunks"] == 0


def test_routing_leaves_right_words_at_a_wrong_path_out_of_the_correct_chunks() -> None:
    """Session 21: a chunk at a wrong path is not correct, so its review is not needless; the share as it was (the
    chunk counted correct) is kept beside it."""
    chunks = [chunk("a", f"7. Meetings {S7}", ["PART II", "7"], route="review"),
              chunk("b", f"8. Registers {S8}", ["SECOND SCHEDULE", "8"], route="review"),
              chunk("c", f"9. Inspection {S9}", ["PART II", "9"])]
    f = routing_figures(judge_chunks(chunks, act(), "act", "structure"))
    assert (f["correct_sent_to_review"], f["correct_indexed"], f["needless_review"]) == (1, 1, 0.5)
    assert f["needless_review_incl_wrong_path"] == 2 / 3 and f["wrong_path"]["sent_to_review"] == 1


def test_the_languages_table_prints_the_needless_share_as_it_was_beside_the_new_one(tmp_path) -> None:
    """Issue 14's per-language 'correct -> review' follows session 21's definition too (a chunk at a wrong path is
    not correct), so the share as it was must be printed beside it there as well, or the series breaks unseen."""
    from rich.console import Console

    from engross.evaluation.harness import DocRun, Sample, language_figures
    from engross.evaluation.report import languages_table
    from schemas import Document, IngestResult

    truth = act().model_copy(update={"languages": ["msa"]})
    chunks = [chunk("a", f"7. Meetings {S7}", ["PART II", "7"], route="review"),
              chunk("b", f"8. Registers {S8}", ["SECOND SCHEDULE", "8"], route="review"),
              chunk("c", f"9. Inspection {S9}", ["PART II", "9"])]
    result = IngestResult(document=Document(id="d", source="act.pdf", filename="act.pdf", languages=["msa"]),
                          pages=[], chunks=chunks)
    rows = language_figures([DocRun(Sample(tmp_path / "act.pdf", truth), {"structure": result})], "structure")
    assert (rows[0]["needless_review"], rows[0]["needless_review_incl_wrong_path"]) == (0.5, 2 / 3)
    console = Console(width=250, record=True)
    console.print(languages_table({"languages": rows}))
    assert "1/2 = 50.0% (incl. wrong path 66.7%)" in console.export_text()
