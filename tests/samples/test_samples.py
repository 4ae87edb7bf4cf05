"""The committed samples are what their truth files say: valid truth, real text, real damage, stable output."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pdfplumber
import pytest

from samples.make_samples import generate_corpus, make_fixed, statute_sample
from schemas.groundtruth import GroundTruth

SAMPLES = Path(__file__).resolve().parents[2] / "samples"
FIXED = ["statute", "statute_scan_clean", "statute_scan_degraded", "deed", "deed_scan", "long_scan", "my_act",
         "my_act_scan"]
TWIN = {"statute_scan_clean": "statute", "statute_scan_degraded": "statute", "deed_scan": "deed",
        "my_act_scan": "my_act"}


def truth(name: str, folder: Path = SAMPLES) -> GroundTruth:
    return GroundTruth.model_validate_json((folder / f"{name}.truth.json").read_text())


def norm(text: str) -> str:
    return " ".join(text.split())


def body_text(pdf: Path) -> str:
    """The text layer without the running header/footer band (top and bottom 55 points)."""
    with pdfplumber.open(pdf) as doc:
        return norm(" ".join(p.crop((0, 55, p.width, p.height - 55)).extract_text() or "" for p in doc.pages))


@pytest.mark.parametrize("name", FIXED)
def test_truth_files_validate_and_point_at_real_units(name: str) -> None:
    gt = truth(name)
    assert gt.file == f"{name}.pdf" and (SAMPLES / gt.file).is_file()
    with pdfplumber.open(SAMPLES / gt.file) as doc:
        assert len(doc.pages) == len(gt.pages)
    paths = [tuple(u.path) for u in gt.units]
    assert len(paths) == len(set(paths)), "unit paths must be unique"
    assert all(p[:-1] in paths for p in paths if len(p) > 1), "every parent path is itself a unit"
    if name != "long_scan":
        assert 8 <= len(gt.questions) <= 15
    assert all(tuple(q.answer_path) in paths for q in gt.questions)
    assert gt.scanned == (name not in ("statute", "deed", "my_act"))


@pytest.mark.parametrize("name", ["statute", "deed", "my_act"])
def test_every_unit_text_is_in_the_text_layer(name: str) -> None:
    text = body_text(SAMPLES / f"{name}.pdf")
    gt = truth(name)
    for unit in gt.units:
        for para in filter(None, unit.text.split("\n")):
            assert norm(para) in text, (unit.path, para)
        assert norm(unit.heading) in text
    pages = [norm(p) for p in gt.pages]
    assert norm(" ".join(pages)) == text, "page truth is the body text in reading order"


def test_statute_has_the_hard_cases() -> None:
    units = {tuple(u.path): u for u in truth("statute").units}
    sec3 = ("CHAPTER I", "SEC. 3")
    assert sec3 + ("(i)",) in units and sec3 + ("(j)",) in units, "(i) after (h) is the ninth letter"
    assert "(i) conduct" in units[sec3 + ("(h)",)].text and "(ii) conduct" in units[sec3 + ("(h)",)].text
    misuse = ("CHAPTER II", "SEC. 4", "(a)", "(5)")
    assert units[misuse].heading == "Misuse of Devices" and units[misuse].text == ""
    assert misuse + ("(i)", "(aa)") in units and misuse + ("(ii)",) in units
    libel = units[("CHAPTER II", "SEC. 4", "(c)", "(4)")]
    assert libel.heading == "Libel" and libel.cross_refs == ["Article 355 of the Revised Penal Code"]
    assert "Sections 4(a) and 4(b)" in units[("CHAPTER III", "SEC. 7")].cross_refs
    assert any(u.status == "amended" for u in units.values())
    layout = statute_sample().layout
    assert any(len({ln.page for ln in layout.lines_of(path)}) > 1 for path in units), "a unit crosses a page"


def test_malaysian_act_has_its_numbering_and_amendment_notes() -> None:
    units = {tuple(u.path): u for u in truth("my_act").units}
    assert ("PART III", "12", "(1)", "(a)", "(i)") in units and ("FIRST SCHEDULE", "1") in units
    assert units[("PART III", "12A")].status == "inserted" and units[("PART II", "6")].status == "deleted"
    assert units[("PART III", "8", "(1)")].status == "substituted"
    assert units[("PART I", "2")].text == "" and "workman" in units[("PART I", "2", "(1)")].defines
    assert units[("PART I", "1")].heading == "Short title and commencement"


@pytest.mark.parametrize("name", ["statute_scan_degraded", "deed_scan", "my_act_scan"])
def test_damage_boxes_cover_printed_lines_of_their_unit(name: str) -> None:
    gt, twin = truth(name), SAMPLES / f"{TWIN[name]}.pdf"
    assert gt.damage, "scanned samples with damage record it"
    units = {tuple(u.path) for u in gt.units}
    with pdfplumber.open(twin) as doc:
        for d in gt.damage:
            words = doc.pages[d.page - 1].extract_words()
            hit = [w for w in words if w["x0"] < d.bbox[2] and w["x1"] > d.bbox[0] and w["top"] < d.bbox[3]
                   and w["bottom"] > d.bbox[1]]
            assert len(hit) >= 3, d
            assert not d.unit_path or tuple(d.unit_path) in units
    kinds = {d.kind for d in gt.damage}
    if name == "statute_scan_degraded":
        assert {"stamp", "fade", "scribble"} <= kinds


def test_deed_tax_table_runs_over_pages_with_header_only_on_first() -> None:
    gt = truth("deed")
    (table,) = gt.tables
    assert len(table.pages) >= 2 and table.path == ["ANNEXURE 1"]
    assert table.header == [["Year", "Receipt No.", "Assessment No.", "Amount (Rs.)", "Date Paid"]]
    with pdfplumber.open(SAMPLES / "deed.pdf") as doc:
        texts = [doc.pages[p - 1].extract_text() for p in table.pages]
    assert "Receipt No." in texts[0] and all("Receipt No." not in t for t in texts[1:])
    assert " ".join(table.rows[-1]) in texts[-1], "the last row is on the last table page"


def test_regenerating_gives_identical_truth_and_pdfs(tmp_path: Path) -> None:
    make_fixed(tmp_path)
    for name in FIXED:
        assert json.loads((tmp_path / f"{name}.truth.json").read_text()) == json.loads(
            (SAMPLES / f"{name}.truth.json").read_text()), name
    for name in ("statute", "deed"):
        assert (tmp_path / f"{name}.pdf").read_bytes() == (SAMPLES / f"{name}.pdf").read_bytes()


def test_generated_corpus_is_varied_and_valid(tmp_path: Path) -> None:
    paths = generate_corpus(tmp_path, 3, seed=5, scanned=True)
    gts = [truth(p.stem, tmp_path) for p in paths]
    assert [g.family for g in gts] == ["ph_statute", "in_deed", "my_statute"]
    assert all(g.scanned and g.questions and g.units for g in gts)
    for g in gts:
        assert all(d.unit_path in [u.path for u in g.units] for d in g.damage), "damage names a real unit"


def test_generated_born_digital_text_layer_matches_truth(tmp_path: Path) -> None:
    """Other fonts (Helvetica, Courier), sizes and page sizes print exactly the truth's text."""
    pdfs = generate_corpus(tmp_path, 6, seed=11, scanned=False)
    again = generate_corpus(tmp_path / "again", 6, seed=11, scanned=False)
    assert [p.read_bytes() for p in pdfs] == [p.read_bytes() for p in again], "same seed, same documents"
    for pdf in pdfs:
        gt, text = truth(pdf.stem, tmp_path), body_text(pdf)
        assert text == norm(" ".join(gt.pages)), pdf.name
        paths = [u.path for u in gt.units]
        assert 8 <= len(gt.questions) <= 15 and all(q.answer_path in paths for q in gt.questions)
        for unit in gt.units:
            assert all(norm(p) in text for p in unit.text.split("\n") if p), unit.path


@pytest.mark.slow
def test_clean_scan_reads_with_low_character_error() -> None:
    import pytesseract
    from rapidfuzz.distance import Levenshtein

    from ingest.pdf import render_page

    os.environ["OMP_THREAD_LIMIT"] = "1"
    gt = truth("statute_scan_clean")
    image = render_page((SAMPLES / "statute_scan_clean.pdf").read_bytes(), 1, 300)
    lines = [ln for ln in pytesseract.image_to_string(image).splitlines()
             if ln.strip() and not ln.startswith(("Page ", "Republic Act No."))]
    ref = norm(gt.pages[1])
    assert Levenshtein.distance(norm(" ".join(lines)), ref) / len(ref) <= 0.02
