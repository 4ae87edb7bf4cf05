"""The real corpus (corpus/): manifest, fixed split, gold files, and born-digital structure on two tuning texts."""

from __future__ import annotations

import json
import re
from collections import Counter
from pathlib import Path

import pytest

from corpus.docs import (
    FRESH,
    FRESH2,
    FRESH3,
    FRESH4,
    FRESH5,
    FRESH6,
    FRESH7,
    FRESH8,
    FRESH9,
    FRESH10,
    FRESH11,
    FRESH12,
    FRESH13,
    FRESH14,
    FRESH15,
    FRESH16,
    FRESH17,
    FRESH18,
    FRESH19,
    FRESH20,
    HALVES,
    LISTED,
    MANIFEST,
    born_digital,
    documents,
    half_of,
    load_manifest,
    truth_for,
)
from corpus.gold import GoldError, is_container, parse_text
from engross.evaluation import judge
from engross.settings import Settings
from ingest.pipeline import run
from schemas.groundtruth import GroundTruth

FAMILIES = ("ph_statute", "my_statute", "in_deed", "generic")


def test_manifest_records_the_fixed_split_and_enough_documents_per_family() -> None:
    manifest = json.loads(MANIFEST.read_text(encoding="utf-8"))
    entries = manifest["documents"]
    assert len(entries) >= 24
    assert len({e["id"] for e in entries}) == len(entries)
    for e in entries:
        if e["half"] not in LISTED:
            assert e["half"] == half_of(e["id"]) in HALVES, e["id"]  # the recorded half is the rule's half
        assert e["family"] in FAMILIES and e["source"] and e["licence"] and e["exercises"], e["id"]
    per = Counter((e["family"], e["half"]) for e in entries)
    for family in FAMILIES:
        assert per[(family, "tuning")] + per[(family, "heldout")] >= 6, family
        assert per[(family, "heldout")] >= 3, family
        assert per[(family, FRESH)] >= 2, family  # the fresh texts of session 5: every family, never tuned on
        assert per[(family, FRESH2)] >= 3, family  # session 6's untuned set: every family, for the lead's single run
        assert per[(family, FRESH3)] >= 3, family  # session 7's untuned set: every family, for the lead's runs
        assert per[(family, FRESH4)] >= 4, family  # session 8's untuned set: every family, for the lead's runs
        assert per[(family, FRESH5)] >= 4, family  # sessions 9-10's untuned set: every family, for the lead's runs
        assert per[(family, FRESH6)] >= 4, family  # session 11's untuned set: every family, for the lead's runs
        assert per[(family, FRESH7)] >= 4, family  # session 12's untuned set: every family, for the lead's runs
        assert per[(family, FRESH8)] >= 4, family  # session 13's untuned set: every family, for the lead's runs
        assert per[(family, FRESH9)] >= 4, family  # session 14's untuned set: every family, for the lead's runs


def test_the_fresh_set_is_its_own_half_and_leaves_the_sha256_split_alone() -> None:
    """`--half fresh` gives the fresh texts only; tuning and held-back keep exactly the sha256 rule's texts."""
    fresh = {d.id for d in documents(FRESH)}
    assert len(fresh) >= 8 and all(d.entry["half"] == FRESH for d in documents(FRESH))
    for half in HALVES:
        docs = documents(half)
        assert docs and not fresh & {d.id for d in docs}
        assert all(half_of(d.id) == half for d in docs)


def test_fresh2_is_named_only_and_left_out_of_all() -> None:
    """`--half fresh2` gives the session-6 texts only; `all` (what a tuning run asks for) never includes them, so their
    figures come from the one run that names them. Only the gold is read here: no parser runs on them in the tests."""
    fresh2 = {d.id for d in documents(FRESH2)}
    assert len(fresh2) >= 12 and all(d.entry["half"] == FRESH2 for d in documents(FRESH2))
    assert not fresh2 & {d.id for d in documents("all")}
    assert {d.id for d in documents(FRESH)} <= {d.id for d in documents("all")}
    ids = {e["id"] for e in load_manifest_entries()}
    sources = [e["source"] for e in load_manifest_entries() if e["id"] in fresh2]
    assert len(set(sources)) == len(sources) and fresh2 <= ids
    older = {e["source"] for e in load_manifest_entries() if e["id"] not in fresh2}
    assert not older & set(sources)  # texts no earlier half holds


def test_fresh3_is_named_only_and_left_out_of_all() -> None:
    """`--half fresh3` gives the session-7 texts only (real texts no one had parsed, for the lead's untuned runs);
    `all` never includes them, and none repeats an earlier text's source or title. Only the gold is read here."""
    fresh3 = {d.id for d in documents(FRESH3)}
    assert len(fresh3) >= 16 and all(d.entry["half"] == FRESH3 for d in documents(FRESH3))
    assert not fresh3 & {d.id for d in documents("all")}
    entries = load_manifest_entries()
    mine = [e for e in entries if e["half"] == FRESH3]
    others = [e for e in entries if e["half"] != FRESH3]
    assert {e["id"] for e in mine} == fresh3  # every entry's text is present
    for key in ("source", "title"):
        assert len({e[key] for e in mine}) == len(mine) and not {e[key] for e in mine} & {e[key] for e in others}
    assert not any(n in e["title"] for e in mine for n in ("10175", "10173"))  # kept for independent checks


def test_fresh4_is_named_only_left_out_of_all_and_from_source_files_no_earlier_text_used() -> None:
    """`--half fresh4` gives the session-8 texts only (real texts no one had parsed, in drafting styles the corpus did
    not have, for the lead's untuned runs). Only the gold is read here: no parser runs on them in the tests."""
    assert_untuned_half_of_new_sources(FRESH4, at_least=16)


@pytest.mark.parametrize(("half", "at_least", "units"), [
    (FRESH5, 16, (20, 80)),  # sessions 9-10: drafting styles the corpus did not have
    (FRESH6, 16, (20, 60)),  # session 11: sources and jurisdictions the corpus did not have
    (FRESH7, 16, (12, 60)),  # session 12: sources, jurisdictions and drafting styles
    (FRESH8, 16, (9, 80)),  # session 13: sources and drafting styles (amending Acts, decimal sub-sections, ...)
    (FRESH9, 16, (8, 80)),  # session 14: sources and drafting styles (inserted Parts, repealed sections, ...)
    (FRESH10, 16, (8, 80)),  # session 15: jurisdictions and sources (Nigeria, Australia, Kenya, Singapore, ...)
    (FRESH11, 16, (8, 80)),  # session 16: jurisdictions and eras (Zimbabwe, Canada, a 1951 RA, 1990s bills, ...)
    (FRESH12, 16, (8, 80)),  # session 17: jurisdictions and layouts (New Zealand, a US state code, an 1873 Act, ...)
    (FRESH13, 16, (8, 80)),  # session 18: jurisdictions and eras (Ghana, Maine, New Hampshire, RAs of 1969-2001, ...)
    (FRESH14, 16, (8, 80)),  # session 19: jurisdictions and layouts (Alaska, Wyoming, Nebraska, a RERA form, ...)
    (FRESH15, 15, (8, 80)),  # session 20: jurisdictions and forms (Montana, Oklahoma, a Ghana E.I., a trust deed, ...)
    (FRESH16, 15, (8, 80)),  # session 21: jurisdictions and forms (an Ohio code, Barbados bills, a Malawi Act, ...)
    (FRESH17, 15, (8, 80)),  # session 22: jurisdictions and forms the corpus did not have
    (FRESH18, 14, (8, 80)),  # session 23: kinds of documents the corpus had few of
    (FRESH19, 16, (8, 80)),  # session 24
    (FRESH20, 14, (8, 80)),  # session 25: private instruments
])
def test_later_fresh_halves_are_named_only_left_out_of_all_and_from_source_files_no_earlier_text_used(
        half: str, at_least: int, units: tuple[int, int]) -> None:
    """`--half fresh5` to `fresh20` give one session's texts only (real texts no one had parsed, for the lead's untuned
    runs), each of units[0] to units[1] gold units with at least 6 questions. Only the gold is read here: no parser
    runs on them in the tests."""
    assert_untuned_half_of_new_sources(half, at_least=at_least)
    for doc in documents(half):
        parsed = doc.parsed()
        assert units[0] <= len(parsed.units) <= units[1] and len(parsed.questions) >= 6, doc.id


def assert_untuned_half_of_new_sources(half: str, at_least: int) -> None:
    """An untuned half holds its own texts only: `all` and every other half leave them out, and none comes from a
    source file (repository and path, whatever the commit) or under a title another text has, nor names RA 10175 or
    RA 10173."""
    ids = {d.id for d in documents(half)}
    assert len(ids) >= at_least and all(d.entry["half"] == half for d in documents(half))
    for other in (*HALVES, *LISTED, "all"):
        if other != half:
            assert not ids & {d.id for d in documents(other)}, other
    entries = load_manifest_entries()
    mine = [e for e in entries if e["half"] == half]
    others = [e for e in entries if e["half"] != half]
    assert {e["id"] for e in mine} == ids  # every entry's text is present
    files = [source_file(e["source"]) for e in mine]
    assert len(set(files)) == len(files) and not set(files) & {source_file(e["source"]) for e in others}
    assert not {e["title"] for e in mine} & {e["title"] for e in others}
    assert not any(n in e["title"] + e["source"] for e in mine for n in ("10175", "10173"))  # kept for other checks


def source_file(source: str) -> str:
    """A manifest source's file, whatever the commit: 'github:o/r@abc p/f.md (note)' -> 'github:o/r p/f.md'; a file
    the code-search index names only by id ('... (code-search index id 19064217510; ...)') -> its id."""
    indexed = re.search(r"code-search index id (\d+)", source)
    return f"index id {indexed.group(1)}" if indexed else re.sub(r"@[0-9a-f]{7,40}\b", "", source.split(" (")[0])


def load_manifest_entries() -> list[dict]:
    return json.loads(MANIFEST.read_text(encoding="utf-8"))["documents"]


def test_every_present_text_gives_a_valid_gold_with_questions() -> None:
    docs = documents()
    assert {d.half for d in docs} >= {"tuning"}
    for doc in docs:
        gt = doc.truth(f"{doc.id}.pdf")
        again = GroundTruth.model_validate_json(gt.model_dump_json())  # the gold file a run writes validates
        assert again.family == doc.family and again.units, doc.id
        assert len(again.questions) >= 5, doc.id
        paths = {tuple(u.path) for u in again.units}
        assert all(tuple(q.answer_path) in paths for q in again.questions), doc.id
        for unit in again.units:  # a unit holds text, a heading, sub-units, or a status note
            has_children = any(tuple(u.path[:len(unit.path)]) == tuple(unit.path) and len(u.path) > len(unit.path)
                               for u in again.units)
            assert unit.text or unit.heading or has_children or unit.status != "in_force", (doc.id, unit.path)


def test_items_run_into_another_items_paragraph_are_its_text_in_every_gold() -> None:
    """The label convention for items run into a paragraph (corpus/MANIFEST.md: the fresh5 hypothecation agreement's
    clause 17 (ii)-(ix) run into (i), one unit as printed; RA 5487's SEC. 5 qualifications): a unit printed on the
    line of the unit before it (`*&`) is that unit's first child after its label or heading (`12. (1) ...`,
    `SEC. 3. Definition of Terms.— (a) Person.—...`), never a sibling after the text of another item. Before, RA
    5487's SEC. 3 (b)-(e) and SEC. 16 1.(b)-(c) were gold units run into (a)'s paragraph."""
    line = re.compile(r"^(\s*)\*&? [^|]*\|(.*)$")
    for path in sorted((Path(__file__).parents[2] / "corpus" / "texts").glob("*.txt")):
        rows = path.read_text(encoding="utf-8").split("\n")
        for before, after in zip(rows, rows[1:], strict=False):
            a, b = line.match(before), line.match(after)
            if a and b and after.lstrip().startswith("*& ") and len(a.group(1)) == len(b.group(1)):
                assert len(re.sub(r"\{[^{}]*\}", "", a.group(2)).strip(" .:—–-")) <= 30, (path.stem, after[:60])


def test_gold_parser_refuses_a_text_that_breaks_the_format() -> None:
    with pytest.raises(GoldError):
        parse_text("* 1.| text\n      * (a)| too deep\n")
    with pytest.raises(GoldError):
        parse_text("* 1.| text\n? a question => 2\n")  # no unit at the answer path


def test_gold_reads_labels_headings_and_status_notes_as_printed() -> None:
    parsed = parse_text("* PART I|\n~ PRELIMINARY\n  > Interpretation\n  * 2.| In this Act—\n"
                        "    * a)| first;\n  * 5.| (Deleted by Act A606 ).\n"
                        "  * Section 6.| {Short Title}. - This Act [Am. Act A12] applies.\n")
    units = {u.path: u for u in parsed.units}
    assert units[("PART I",)].heading == ["PRELIMINARY"]
    assert units[("PART I", "2")].heading == ["Interpretation"]
    assert ("PART I", "2", "(a)") in units  # "a)" is cited, and labelled, "(a)"
    assert units[("PART I", "5")].status == "deleted" and not units[("PART I", "5")].texts
    zimlii = parse_text("* Part III| [Part repealed by section 282 of Act 23 of 2004]\n  * 7.| *** [section repealed by"
                        " section 282 of Act 23 of 2004]\n* Part II|\n  * 3.| {Application} This Part applies.\n"
                        "  + [section as substituted by section 282 of Act 23 of 2004]\n").units  # ZimLII's notes
    assert [u.status for u in zimlii] == ["repealed", "repealed", "in_force", "substituted"]
    assert zimlii[3].texts == ["This Part applies."]
    # a note inside a paragraph with words of its own (a consolidation's repealed definition in a live section) is
    # that paragraph's, not the unit's status; a note printed alone below the unit is the unit's (1213cca)
    live = parse_text("* 2.| In this Act,\n+ \"designated court\" [Repealed, 2001, c. 27, s. 2]\n"
                      "+ \"judge\" means a judge of the court.\n").units[0]
    assert (live.status, live.texts[1]) == ("in_force", '"designated court"')
    noted = parse_text("* 2.| In this Act,\n+ \"judge\" means a judge.\n+ [section amended by Act 3 of 2005]\n")
    assert noted.units[0].status == "amended"
    repealed = parse_text("* §502-2| REPEALED. L 2006, c 48, §9.\n").units[0]  # a code section's bare status word
    assert (repealed.status, repealed.texts) == ("repealed", ["L 2006, c 48, §9."])
    commonwealth = parse_text("* Part 2| — {Registering}\n  * Division 4| — {Registration}\n    * 8| {If}\n").units
    assert [u.path for u in commonwealth][-1] == ("Part 2", "Division 4", "8")
    assert is_container("Division 4") and is_container("Subdivision C")  # Commonwealth levels print like Parts
    form = parse_text("* 1.| {ADOPTION}: the parents adopt {{name_of_child}} as their own.\n").units[0]
    assert (form.heading, form.texts) == (["ADOPTION"], ["the parents adopt {{name_of_child}} as their own."])
    six = units[("PART I", "Section 6")]
    assert (six.heading, six.texts, six.status) == (["Short Title"], ["This Act applies."], "amended")


def test_gold_labels_a_long_running_counter_with_a_closing_bracket_like_a_short_one() -> None:
    """A running roman counter printed 'cxxxviii)' is cited '(cxxxviii)', as 'v)' is '(v)' (label convention)."""
    schedule = parse_text("* FIRST SCHEDULE|\n  * v)| a plot.\n  * cxxxv)| East: road.\n  * cxxxviii)| West: field.\n")
    assert [u.path for u in schedule.units][1:] == [
        ("FIRST SCHEDULE", "(v)"), ("FIRST SCHEDULE", "(cxxxv)"), ("FIRST SCHEDULE", "(cxxxviii)")]


@pytest.mark.parametrize("doc_id", ["my_act91_courts_of_judicature", "gen_us_bill_gun_owner_registration"])
def test_born_digital_tuning_text_every_unit_on_its_true_path(doc_id: str, tmp_path: Path) -> None:
    """Stated figure: 29/29 and 11/11 units of these two tuning texts, printed born-digital, under their path."""
    doc = next(d for d in load_manifest() if d.id == doc_id)
    assert doc.half == "tuning"
    pdf, _, pages, starts = born_digital(doc)
    truth = truth_for(doc, f"{doc_id}.pdf", pages, starts, scanned=False)
    result = run(pdf, f"{doc_id}.pdf", Settings(home=tmp_path))
    placed = judge.placements(result.tree, truth)
    missed = [p.path for p in placed if not p.placed]
    assert not missed, missed
    assert len(placed) == {"my_act91_courts_of_judicature": 29, "gen_us_bill_gun_owner_registration": 11}[doc_id]


def test_manifest_markdown_is_the_generated_one() -> None:
    from corpus.docs import ROOT, manifest_markdown

    assert (ROOT / "MANIFEST.md").read_text(encoding="utf-8") == manifest_markdown(), "run: python -m corpus.docs"


def test_the_page_cache_follows_page_reading_code_not_the_parser() -> None:
    """A parser or routing change keeps the corpus' read pages (re-reading 72 scans takes half an hour on two cores);
    a change of OCR, language or reading-order code reads them afresh. Routing's function-local import of the parser is
    not page reading, and page reading takes its box arithmetic from ingest.boxes, not from routing (ingest.confidence
    was in the hash only because ingest.ink imported overlap_share from it)."""
    from corpus.evaluate import reading_sources

    names = {p.as_posix().split("/ingest/")[-1] for p in reading_sources()}
    assert {"pages.py", "ocr/engine.py", "reading_order.py", "languages.py", "boxes.py"} <= names  # `as langs` too
    assert not any(n.startswith("structure/") for n in names) and "continuity.py" not in names
    assert "confidence.py" not in names and "assemble.py" not in names


@pytest.mark.parametrize("args", [["--half", "tuning"], ["--set", "lang", "--half", "fresh4"]])
def test_evaluate_refuses_docs_its_half_does_not_hold(args: list[str], tmp_path: Path) -> None:
    """`--docs` with a misspelt id stops before anything is built or read, naming the id (it ran over no document:
    the language set printed 0/0, the corpus set divided by zero); an id of the half is accepted."""
    from corpus.evaluate import _half_ids, _ids, main

    with pytest.raises(SystemExit, match="not in this half: no_such_doc"):
        main([*args, "--docs", "no_such_doc", "--out", str(tmp_path)])
    assert not any(tmp_path.iterdir())
    known = _half_ids(args[-1], "lang" in args)
    assert known and _ids(known[0], known) == [known[0]]


def test_a_built_truth_the_gold_loader_now_reads_otherwise_is_derived_again(tmp_path: Path) -> None:
    """A built file is reused while its text is unchanged; its truth is not when the gold loader reads the same text
    otherwise (a note ending at its own closing bracket, `[Repealed, R.S., 1985, c. 22 (1st Supp.), s. 5]`): the
    truth is derived again and the PDF kept (a stale truth held `s. 5]` as the text of `7. to 12`)."""
    from corpus.build import build_doc

    doc = next((d for d in documents(None) if d.id == "gen_ca_surplus_crown_assets_act"), None)
    if doc is None:
        pytest.skip("the Surplus Crown Assets Act is not in the corpus")
    pdf = build_doc(doc, "born", tmp_path)
    truth_path = pdf.with_suffix(".truth.json")
    stale = GroundTruth.model_validate_json(truth_path.read_text(encoding="utf-8"))
    seven = next(u for u in stale.units if u.path == ["7. to 12"])
    assert seven.text == "" and seven.status == "repealed"
    seven.text = "s. 5]"  # as the loader read it before
    truth_path.write_text(stale.model_dump_json(indent=1), encoding="utf-8")
    before = pdf.read_bytes()
    build_doc(doc, "born", tmp_path)
    again = GroundTruth.model_validate_json(truth_path.read_text(encoding="utf-8"))
    assert next(u for u in again.units if u.path == ["7. to 12"]).text == ""
    assert pdf.read_bytes() == before and [u.page for u in again.units] == [u.page for u in stale.units]
