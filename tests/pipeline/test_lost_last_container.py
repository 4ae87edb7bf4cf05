"""The last CHAPTER's heading lost to a fade: no later Chapter shows the skip, so its sections are indexed under the
Chapter before, their words right (session 24 seed 5261's lay00, 9 chunks; session 25, issue 10). Made with the
generator: the seed's first layout document (a one-column statute, CHAPTER I-V) with a heavy fade over CHAPTER V
and its heading line, the truth of which words it destroyed measured from the generator's pixels; pages 5-6 read."""

from __future__ import annotations

from pathlib import Path

from engross.settings import Settings
from ingest.pipeline import run
from samples.make_damaged import PROFILES, layout_document
from samples.scan import Damage, scan_with_truth
from tests.pipeline.pdfs import some_pages

REASON = "a chapter heading may have stood there"


def _statute(fade: bool):  # type: ignore[no-untyped-def]
    _, layout, pdf, _, _ = layout_document(0, 5261, Path("/nonexistent"))
    last = [ln for ln in layout.lines if ln.text.startswith("CHAPTER")][-1]
    lines = [ln for ln in layout.lines if ln.block in (last.block, last.block + 1)]
    box = (min(ln.bbox[0] for ln in lines) - 2, min(ln.bbox[1] for ln in lines) - 2,
           max(ln.bbox[2] for ln in lines) + 2, max(ln.bbox[3] for ln in lines) + 2)
    damage = [Damage(last.page, box, "fade_line", [], strength="heavy")] if fade else []
    done = scan_with_truth(pdf, layout.pages, PROFILES["moderate"], damage, 7, layout)
    lost = [p.text for p in done.paragraphs if p.lost_words]
    return run(some_pages(done.pdf, [last.page - 1, last.page]), "lay00-p5-6.pdf", Settings()), lost


def test_the_sections_after_a_lost_last_chapter_heading_go_to_review_and_nothing_unfaded() -> None:
    result, lost = _statute(True)
    assert lost == ["CHAPTER V", "FINAL PROVISIONS"], "the fade destroyed the last Chapter's label and heading"
    after = [c for c in result.chunks if c.structure_path[-1:] and c.structure_path[-1] in
             ("SEC. 14", "SEC. 15", "SEC. 16", "SEC. 17", "SEC. 18")]
    assert len(after) == 5 and all(c.structure_path[0] == "CHAPTER IV" for c in after), \
        [c.structure_path for c in after]
    assert all(any(REASON in r for r in c.review_reasons) for c in after), \
        [(c.structure_path, c.route, c.review_reasons) for c in after]
    before = [c for c in result.chunks if c.structure_path[-1:] == ["SEC. 12"]]
    assert before and not any(REASON in r for c in before for r in c.review_reasons)
    result, lost = _statute(False)  # the same pages unfaded: no section is sent for a lost Chapter
    assert not lost
    assert not [c.structure_path for c in result.chunks if any(REASON in r for r in c.review_reasons)]
