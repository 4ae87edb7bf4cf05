"""A generated mixed deed (samples/mixed_deeds.py: English deed, Hindi or Marathi declaration, schedule and endorsement)
read from a clean scan: each printed block's words come back in chunks of the block's language, and its units are
under their true paths. The truth is the generator's: each paragraph's text, language and unit path as set."""

from __future__ import annotations

from pathlib import Path

import pytest

from engross.evaluation import judge
from engross.settings import Settings
from ingest import languages
from ingest.pipeline import run
from samples import mixed_deeds
from schemas.groundtruth import GroundTruth


def test_the_generator_gives_each_paragraph_its_language_and_path() -> None:
    """Seed 3 is a Hindi deed: English clauses 1-3, a glossed Hindi declaration ४-७, then the schedule with its
    boundaries' sub-items; each set paragraph's language is its script's."""
    from corpus.languages import born_digital, truth_for
    from samples.shaped import fonts_present

    if not fonts_present():
        pytest.skip("Debian's fonts-noto-core is not installed")
    text, code = mixed_deeds.deed_text(3)
    assert code == "hin" and "(Without Monetary Consideration)" in text
    doc = mixed_deeds.MixedDeed(3)
    truth = truth_for(doc, "d.pdf", born_digital(doc)[1], "clean")
    paths = [tuple(u.path) for u in truth.units]
    assert paths[:4] == [("1",), ("2",), ("3",), ("४",)] and ("अनुसूची", "३", "(घ)") in paths
    for para in truth.paragraphs:
        assert para.language == ("hin" if languages.script_of(para.text) == "Devanagari" else "eng"), para.text


@pytest.mark.slow
@pytest.mark.parametrize("seed", [3])  # Hindi, a glossed declaration and dotted blanks (Marathi seed 2: see below)
def test_each_block_of_a_mixed_deed_is_read_in_its_language(engross_home: Path, tmp_path: Path, seed: int) -> None:
    """Seed 2 (Marathi) still fails here: its glossed item's second line `(Transfer) केली आहे.` loses two words in an
    indexed chunk (docs/languages.md, "Session 10 ... the mixed deeds"); not asserted until it is fixed."""
    from samples.shaped import fonts_present

    if not fonts_present():
        pytest.skip("Debian's fonts-noto-core is not installed")
    pdf = mixed_deeds.build([seed], ["clean"], tmp_path)["clean"][0]
    truth = GroundTruth.model_validate_json(pdf.with_suffix(".truth.json").read_text(encoding="utf-8"))
    result = run(pdf.read_bytes(), pdf.name, Settings())
    code = "hin" if seed % 2 else "mar"
    assert result.document.languages == ["eng", code]
    blocks = mixed_deeds.blocks_read(result.chunks, truth)
    assert {para.language for para, _ in blocks} == {"eng", code}
    for para, missing in blocks:  # a word OCR misspells may miss; a block read in the other language loses most
        words = mixed_deeds.words_of(para.text)
        assert len(missing) <= max(2, len(words) // 4), (para.language, para.text, missing)
        if len(missing) > 1:  # what is lost goes to review: the chunk holding the rest of the paragraph is flagged
            held = [c for c in result.chunks if c.language == para.language
                    and sum(w in mixed_deeds.words_of(c.body) for w in words) > len(words) / 2]
            assert held and all(c.route == "review" for c in held), (para.text, missing)
    assert result.tree is not None
    misplaced = [p.path for p in judge.placements(result.tree, truth) if not p.placed]
    assert len(misplaced) <= 1, misplaced
