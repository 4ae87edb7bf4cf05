"""Chunks a retriever can trust: one rule per chunk, parent links, context headers, soft cap, refs, strategies."""

from __future__ import annotations

import pytest

from engross.settings import Settings
from ingest import chunking
from ingest.structure import parse
from schemas import Cell, Chunk, Document, Table, TablePart
from tests.structure.snippets import lines_from

HEAD = """
REPUBLIC ACT NO. 10175
AN ACT DEFINING CYBERCRIME
Be it enacted by the Senate and House of Representatives of the Philippines in Congress assembled:
CHAPTER II
PUNISHABLE ACTS
"""
FILLER = " ".join(["The offense is carried out by means of a computer or some comparable device."] * 4)

STATUTE = HEAD + f"""
SEC. 4. Cybercrime Offenses. – Each act listed below is a cybercrime offense that this Act makes punishable:
(c) Content-related Offenses:
(1) Cybersex. – Knowingly staging an indecent sexual show for viewers online. {FILLER}
(2) Child Pornography. – Any act made punishable by Republic Act No. 9775. {FILLER}
(3) Unsolicited Commercial Communications. – Sending commercial electronic messages through a computer
system in order to promote goods or offer them for sale without being asked. {FILLER}
(4) Libel. – Defamation within the meaning of Article 355 of the Revised Penal Code,
as amended, when published by means of a computer system.
SEC. 5. Penalties. – Whoever is convicted of an act described in Section 4(c)(4)
shall be imprisoned. The penalties under Sections 4(a) and 4(b) are not affected.
SEC. 6. Definition of Terms. – In this Act:
(a) Access refers to making use of what a computer system offers;
(b) "Computer" means a machine that handles data electronically.
"""


def chunks_of(snippet: str, strategy: str | None = None, cap: int = 800, family: str | None = None,
              tables: list[Table] | None = None) -> tuple[Document, list[Chunk]]:
    doc = Document(id="f" * 64, source="test.pdf", filename="test.pdf")
    tree = parse(lines_from(snippet), tables or [], family)
    return doc, chunking.make_chunks(doc, tree, tables or [], Settings(chunk_soft_cap_tokens=cap), strategy)


def by_path(chunks: list[Chunk]) -> dict[str, Chunk]:
    return {" > ".join(c.structure_path): c for c in chunks if c.kind != "front_matter"}


def test_libel_is_its_own_chunk_and_never_rides_on_3() -> None:
    _, chunks = chunks_of(STATUTE)
    paths = by_path(chunks)
    libel = paths["CHAPTER II > SEC. 4 > (c) > (4)"]
    assert libel.heading == "Libel"
    assert libel.body.startswith("(4) Libel.")
    assert "Unsolicited" not in libel.body and "Libel" not in paths["CHAPTER II > SEC. 4 > (c) > (3)"].body


def test_parent_links_widen_to_the_provision() -> None:
    _, chunks = chunks_of(STATUTE)
    paths = by_path(chunks)
    ids = {c.id: c for c in chunks}
    libel = paths["CHAPTER II > SEC. 4 > (c) > (4)"]
    assert ids[libel.parent_id].structure_path == ["CHAPTER II", "SEC. 4", "(c)"]
    assert ids[ids[libel.parent_id].parent_id].structure_path == ["CHAPTER II", "SEC. 4"]
    assert all(c.parent_id is None or c.parent_id in ids for c in chunks)


def test_context_header_names_the_title_and_the_ancestors() -> None:
    doc, chunks = chunks_of(STATUTE)
    libel = by_path(chunks)["CHAPTER II > SEC. 4 > (c) > (4)"]
    assert doc.title == "Republic Act No. 10175 — An Act Defining Cybercrime"
    header, body = libel.text.split("\n\n", 1)
    assert header == ("Republic Act No. 10175 — An Act Defining Cybercrime > CHAPTER II PUNISHABLE ACTS > "
                      "SEC. 4 Cybercrime Offenses > (c) Content-related Offenses")
    assert body == libel.body


def test_small_parent_is_kept_whole() -> None:
    _, chunks = chunks_of("""
    12. (1) An employer shall keep a register of workers.
    (2) The register shall be open to inspection by the Director General.
    13. The Minister may make regulations.
    """, family="my_statute")
    paths = by_path(chunks)
    assert set(paths) == {"12", "13"}
    assert "(2) The register" in paths["12"].body


def test_short_siblings_merge_up_to_the_cap_when_the_parent_is_too_large() -> None:
    items = "\n".join(f"({chr(97 + k)}) the employer shall keep record number {k} of the workers employed by him;"
                      for k in range(20))
    _, chunks = chunks_of(f"12. (1) An employer shall keep the following records:\n{items}\n", cap=60,
                          family="my_statute")
    parts = [c for c in chunks if c.structure_path[:2] == ["12", "(1)"] and len(c.structure_path) == 3]
    assert 1 < len(parts) < 20
    assert all(len(c.body.split()) <= 60 for c in parts)
    assert sum(c.body.count("the employer shall keep record") for c in parts) == 20


def test_a_long_rule_is_cut_between_sentences_as_a_last_resort() -> None:
    sentences = "\n".join(f"The authority shall publish report number {k} within thirty days of the quarter."
                          for k in range(120))
    _, chunks = chunks_of(f"SEC. 9. Reports. – {sentences}\n", cap=200, family="ph_statute")
    parts = [c for c in chunks if c.structure_path == ["SEC. 9"]]
    assert len(parts) >= 4
    for c in parts:
        assert len(c.body.split()) <= 200
        assert c.body.rstrip().endswith(".")
        assert c.text.startswith("SEC. 9 Reports\n\n")  # every piece repeats the context header
    assert len({c.id for c in parts}) == len(parts)


def test_defines_are_filled() -> None:
    _, chunks = chunks_of(STATUTE)
    paths = by_path(chunks)
    assert paths["CHAPTER II > SEC. 6 > (a)"].defines == ["Access"]
    assert paths["CHAPTER II > SEC. 6 > (b)"].defines == ["Computer"]


def test_cross_refs_resolve_to_chunks_in_the_document_or_null_outside() -> None:
    _, chunks = chunks_of(STATUTE)
    paths = by_path(chunks)
    ids = {c.id: c for c in chunks}
    refs = {r.text: r.target for r in paths["CHAPTER II > SEC. 5"].cross_refs}
    assert ids[refs["Section 4(c)(4)"]].structure_path == ["CHAPTER II", "SEC. 4", "(c)", "(4)"]
    assert "Sections 4(a) and 4(b)" in refs  # printed phrase; 4(a)/4(b) are absent here, so it backs off to SEC. 4
    assert ids[refs["Sections 4(a) and 4(b)"]].structure_path == ["CHAPTER II", "SEC. 4"]
    libel = paths["CHAPTER II > SEC. 4 > (c) > (4)"]
    assert [(r.text, r.target) for r in libel.cross_refs] == [("Article 355 of the Revised Penal Code", None)]


def test_deed_refs_to_clauses_schedules_and_annexures() -> None:
    _, chunks = chunks_of("""
    SALE DEED
    NOW THIS DEED WITNESSETH AS UNDER:
    1. DEFINITIONS
    1.1 "Said Property" means the land described in Part I of Schedule A.
    2. PAYMENT
    2.1 The price is stated in Clause 1.1 and the tax receipts in Annexure 1.
    SCHEDULE A
    Part I
    All that piece of land bearing Survey No. 123.
    ANNEXURE 1
    Copy of the tax receipts.
    """, family="in_deed")
    ids = {c.id: c for c in chunks}
    every = {r.text: ids[r.target].structure_path for c in chunks for r in c.cross_refs if r.target}
    assert every["Part I of Schedule A"] == ["SCHEDULE A", "Part I"] or every["Part I of Schedule A"] == ["SCHEDULE A"]
    assert every["Annexure 1"] == ["ANNEXURE 1"]
    assert every["Clause 1.1"][0] == "1"
    assert [d for c in chunks for d in c.defines] == ["Said Property"]


def test_status_travels_on_the_chunk_outside_its_text() -> None:
    _, chunks = chunks_of("""
    44. The Director General may issue directions. [Subs. Act A1754]
    44A. (Deleted by Act A1651).
    """, family="my_statute")
    paths = by_path(chunks)
    assert (paths["44"].status, paths["44"].amended_by) == ("substituted", "Act A1754")
    assert (paths["44A"].status, paths["44A"].amended_by) == ("deleted", "Act A1651")


def test_ids_are_stable_and_unique() -> None:
    _, first = chunks_of(STATUTE)
    _, again = chunks_of(STATUTE)
    assert [c.id for c in first] == [c.id for c in again]
    assert len({c.id for c in first}) == len(first)
    assert all(len(c.id) == 16 for c in first)


def test_words_and_regions_cover_the_chunk() -> None:
    _, chunks = chunks_of(STATUTE.replace("(4) Libel.", "==page==\n(4) Libel."))
    for c in chunks:
        assert [w.text for w in c.words] == c.body.split()
        assert len(c.regions) == len({w.page for w in c.words})
    libel = by_path(chunks)["CHAPTER II > SEC. 4 > (c) > (4)"]
    assert [r.page for r in libel.regions] == [2] and libel.page_start == libel.page_end == 2


def test_section_strategy_one_chunk_per_provision() -> None:
    _, chunks = chunks_of(STATUTE, "section")
    text = [c for c in chunks if c.kind == "text"]
    assert [c.structure_path for c in text] == [["CHAPTER II", "SEC. 4"], ["CHAPTER II", "SEC. 5"],
                                                  ["CHAPTER II", "SEC. 6"]]
    assert "(4) Libel" in text[0].body and "(3) Unsolicited" in text[0].body


def test_fixed_strategy_windows_ignore_structure() -> None:
    body = "\n".join(f"SEC. {k}. Rule. – " + " ".join(["word"] * 95) + "." for k in range(1, 13))
    _, chunks = chunks_of(body, "fixed", family="ph_statute")
    sizes = [len(c.body.split()) for c in chunks]
    assert sizes[0] == chunking.FIXED_WINDOW and len(chunks) == 3
    assert chunks[0].body.split()[-chunking.FIXED_OVERLAP:] == chunks[1].body.split()[:chunking.FIXED_OVERLAP]


def test_strategy_comes_from_settings_and_unknown_is_refused() -> None:
    doc = Document(id="a" * 64, source="t.pdf", filename="t.pdf")
    tree = parse(lines_from(STATUTE), [])
    fixed = chunking.make_chunks(doc, tree, [], Settings(chunking="fixed"))
    assert all(c.id != "" for c in fixed) and len(fixed) == 1
    with pytest.raises(ValueError, match="fixed, section or structure"):
        chunking.make_chunks(doc, tree, [], Settings(), "paragraph")


def test_tables_are_handed_to_the_table_stage_with_their_path(monkeypatch: pytest.MonkeyPatch) -> None:
    seen = {}

    def fake(table, document, header, path, parent_id, prefix, settings):
        seen.update(table=table.id, header=header, path=path, parent=parent_id)
        return [Chunk(id=prefix + "-0", doc_id=document.id, source=document.source, kind="table", body="|a|")]

    monkeypatch.setattr(chunking.table_stage, "table_chunks", fake)
    table = Table(id="t1", parts=[TablePart(page=1, bbox=(72, 400, 500, 500))])
    _, chunks = chunks_of("""
    SALE DEED
    NOW THIS DEED WITNESSETH AS UNDER:
    1. That the full price has been received from the Vendee.
    ANNEXURE 1
    STATEMENT OF PROPERTY TAX PAID
    """, family="in_deed", tables=[table])
    ids = {c.id: c for c in chunks}
    assert seen["table"] == "t1" and seen["path"] == ["ANNEXURE 1"]
    assert ids[seen["parent"]].structure_path == ["ANNEXURE 1"]
    assert seen["header"].endswith("ANNEXURE 1 STATEMENT OF PROPERTY TAX PAID")
    assert any(c.kind == "table" for c in chunks)


def test_fixed_strategy_covers_head_and_tail_and_resolves_refs_to_windows() -> None:
    _, chunks = chunks_of(STATUTE + "Approved,\n(Sgd.) JUAN DELA CRUZ\n", "fixed")
    ids = {c.id for c in chunks}
    assert chunks[0].body.startswith("REPUBLIC ACT NO. 10175") and chunks[-1].body.endswith("DELA CRUZ")
    targets = [r.target for c in chunks for r in c.cross_refs if r.text == "Section 4(c)(4)"]
    assert targets and all(t in ids for t in targets)
    assert "Access" in [d for c in chunks for d in c.defines]


def test_a_long_introduction_is_cut_too_and_its_first_piece_is_the_parent() -> None:
    intro = "\n".join(f"The Title explains provision number {k} of the reform in plain words." for k in range(60))
    _, chunks = chunks_of(f"TITLE I\nGENERAL PROVISIONS\n{intro}\n1. The first rule applies.\n2. The second rule.\n",
                          cap=150, family="generic")
    ids = {c.id: c for c in chunks}
    parts = [c for c in chunks if c.structure_path == ["TITLE I"]]
    assert len(parts) >= 4 and all(len(c.body.split()) <= 150 for c in parts)
    rule = next(c for c in chunks if c.structure_path == ["TITLE I", "1"])
    assert ids[rule.parent_id] is parts[0]


@pytest.mark.parametrize("strategy", ["structure", "section"])
def test_every_word_lands_in_exactly_one_chunk(strategy: str) -> None:
    snippet = STATUTE + "Approved,\n(Sgd.) JUAN DELA CRUZ\n"
    lines = lines_from(snippet)
    doc = Document(id="e" * 64, source="t.pdf", filename="t.pdf")
    chunks = chunking.make_chunks(doc, parse(lines, []), [], Settings(), strategy)
    seen = [id(w) for c in chunks for w in c.words]
    assert sorted(seen) == sorted(id(w) for ln in lines for w in ln.words)


def test_a_document_of_a_table_alone_gives_its_table_chunks_and_no_empty_chunk() -> None:
    """A page holding only a table (no body line): before, an empty front-matter chunk went to the index beside the
    table's chunks (an indexer embedded an empty text)."""
    cells = [[Cell(text=t, page=1) for t in row] for row in (["Alpha", "100"], ["Beta", "200"])]
    table = Table(id="t1", parts=[TablePart(page=1, bbox=(72, 400, 500, 500))],
                  header_rows=[[Cell(text="Name", page=1), Cell(text="Amount", page=1)]], rows=cells, row_pages=[1, 1])
    for strategy in ("structure", "section"):
        _, chunks = chunks_of("", strategy, tables=[table])
        assert chunks and all(c.body.strip() for c in chunks), strategy
        assert [c.kind for c in chunks] == ["table"] * len(chunks) and "| Alpha | 100 |" in chunks[0].body


def test_an_english_citation_inside_a_bengali_sentence_does_not_cut_its_unit() -> None:
    """fresh9's Bangladesh Land Crimes Act 6(৩): a line mostly English (`... ভূমির State Acquisition and Tenancy Act,
    1950 (Act No. XXVIII of`) inside a Bengali sub-section stays in its chunk; a line wholly in another script (an
    English clause before a Hindi schedule) still starts a run of its own."""
    runs = chunking.script_runs(lines_from("""
        (৩) কোনো ব্যক্তির নামে ভূমির State Acquisition and Tenancy Act, 1950 (Act No. XXVIII of
        1951) এর section 143 বা 144 এর অধীন প্রণীত বা হালনাগাদকৃত বলবৎ সর্বশেষ খতিয়ান না থাকিলে
        তিনি উক্ত ভূমি হস্তান্তর করিতে পারিবেন না;
    """))
    assert len(runs) == 1
    runs = chunking.script_runs(lines_from("""
        12. The Vendor shall hand over possession of the property on the date of registration.
        अनुसूची संपत्ति का विवरण
        मकान का विवरण नीचे दिया गया है
    """))
    assert [len(r) for r in runs] == [1, 2]
