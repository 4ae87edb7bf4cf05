"""What a reader of the tree notices beyond paths: headings, status notes, frames, families, tables, reasons."""

from __future__ import annotations

from ingest.structure import detect_family, explain, parse, title_of, unit_paths
from schemas import Table, TablePart
from tests.structure.snippets import lines_from, node_at, paths

PH_HEAD = """
Fifteenth Congress
REPUBLIC ACT NO. 10175
AN ACT DEFINING CYBERCRIME, PROVIDING FOR THE PREVENTION
AND SUPPRESSION THEREOF
Be it enacted by the Senate and House of Representatives of the Philippines in Congress assembled:
"""


def test_heading_split_over_two_lines_is_one_heading() -> None:
    tree = parse(lines_from("""
    Section 4. Cybercrime
    Offenses. – The following acts are cybercrime offenses:
    (a) Illegal Access. – Entering a computer system with no right to do so.
    """), [], "ph_statute")
    sec = node_at(tree, "Section 4")
    assert sec.heading == "Cybercrime Offenses"
    assert sec.text.startswith("The following acts")
    assert node_at(tree, "Section 4 > (a)").heading == "Illegal Access"


def test_section_without_heading_keeps_its_first_sentence_as_text() -> None:
    tree = parse(lines_from("""
    SEC. 6. All crimes defined in the Revised Penal Code fall within this Act when committed online.
    """), [], "ph_statute")
    assert node_at(tree, "SEC. 6").heading == ""
    assert node_at(tree, "SEC. 6").text.startswith("All crimes defined")


def test_status_notes_become_status_and_source_not_text() -> None:
    tree = parse(lines_from("""
    12. (1) An employer shall keep a register.
    (1A) The register shall be kept electronically. [Ins. Act A1754]
    (2) The register shall be open to inspection. [Subs. Act A1754]
    13. [Repealed by Act A1419]
    13A. (Deleted by Act A1651).
    14. The Minister may make regulations.
    """), [], "my_statute")
    assert (node_at(tree, "12 > (1A)").status, node_at(tree, "12 > (1A)").amended_by) == ("inserted", "Act A1754")
    assert node_at(tree, "12 > (2)").status == "substituted"
    assert "[Subs." not in node_at(tree, "12 > (2)").text
    assert (node_at(tree, "13").status, node_at(tree, "13").amended_by) == ("repealed", "Act A1419")
    assert node_at(tree, "13A").status == "deleted"
    assert node_at(tree, "14").status == "in_force"


def test_struck_down_and_amended_notes_on_their_own_line() -> None:
    tree = parse(lines_from("""
    SEC. 12. Real-Time Collection of Traffic Data. – The police may gather traffic data as it flows.
    [Declared unconstitutional by the Supreme Court in G.R. No. 203335]
    SEC. 13. Preservation of Data. – Traffic data shall be kept unaltered.
    [As amended by Republic Act No. 11111]
    """), [], "ph_statute")
    assert node_at(tree, "SEC. 12").status == "struck_down"
    assert node_at(tree, "SEC. 12").amended_by == "G.R. No. 203335"
    assert node_at(tree, "SEC. 13").status == "amended"
    assert node_at(tree, "SEC. 13").amended_by == "Republic Act No. 11111"


def test_closing_paragraph_goes_back_to_the_section_by_indentation() -> None:
    tree = parse(lines_from("""
    SEC. 7. Penalties. – The court may impose:
        (a) a fine;
        (b) imprisonment; or
        (c) both.

    The court shall consider the gravity of the offense.
    """), [], "ph_statute")
    assert "gravity" not in node_at(tree, "SEC. 7 > (c)").text
    sec = node_at(tree, "SEC. 7")
    assert any("gravity" in c.text for c in sec.children if c.kind == "text")


def test_closing_paragraph_after_a_closed_list_without_indentation() -> None:
    tree = parse(lines_from("""
    SEC. 7. Penalties. – The court may impose:
    (a) a fine;
    (b) imprisonment; or
    (c) both.

    The court shall consider the gravity of the offense.
    """), [], "ph_statute")
    assert "gravity" not in node_at(tree, "SEC. 7 > (c)").text
    assert any("gravity" in c.text for c in node_at(tree, "SEC. 7").children if c.kind == "text")


def test_second_paragraph_of_an_item_stays_with_the_item() -> None:
    tree = parse(lines_from("""
    SEC. 4. Offenses. – The following acts are punishable:
        (a) Identity Theft. – Knowingly obtaining another person's identifying details with no right to them.

        Provided, That where no harm has resulted so far, the penalty drops by one degree.
        (b) Libel. – Defamation published online.
    """), [], "ph_statute")
    assert "Provided, That" in node_at(tree, "SEC. 4 > (a)").text


def test_frames_head_body_tail_and_title() -> None:
    tree = parse(lines_from(PH_HEAD + """
    SECTION 1. Title. – This Act shall be called the Cybercrime Prevention Act of 2012.
    SEC. 2. Effectivity. – This Act shall take effect after publication.
    Approved,
    (Sgd.) MARIA L. SANTOS
    """), [], None)
    frames = [(c.kind, c.frame) for c in tree.children]
    assert frames[0] == ("preamble", "head") and frames[-1] == ("conclusion", "tail")
    assert node_at(tree, "SEC. 2").frame == "tail"  # effectivity closes the Act
    assert node_at(tree, "SECTION 1").frame == "body"
    assert title_of(tree) == ("Republic Act No. 10175 — An Act Defining Cybercrime, Providing for the Prevention "
                              "and Suppression Thereof")


def test_family_detection_and_forced_family() -> None:
    ph = lines_from(PH_HEAD + "SEC. 1. Title. – This Act is the Cybercrime Act.")
    my = lines_from("""
    LAWS OF MALAYSIA
    Act 446
    ENACTED by the Parliament of Malaysia as follows:
    1. The short title of this Act is the Housing Act 1990.
    """)
    deed = lines_from("""
    SALE DEED
    WHEREAS the Vendor is the owner of the property;
    NOW THIS DEED WITNESSETH AS UNDER:
    1. That the price of Rs. 10,00,000 has been paid by the Vendee.
    """)
    plain = lines_from("1. Services\n1.1 The Supplier shall provide the services.")
    us = lines_from("""
    One Hundred Fifth Congress of the United States of America
    Be it enacted by the Senate and House of Representatives of the United States of America in Congress assembled,
    SECTION 1. SHORT TITLE. This Act may be cited as the Digital Millennium Copyright Act.
    """)
    assert [detect_family(x) for x in (ph, my, deed, plain, us)] == [
        "ph_statute", "my_statute", "in_deed", "generic", "generic"]  # a US Act is not a Philippine one
    assert parse(ph, []).label == "ph_statute"
    assert parse(ph, [], "generic").label == "generic"


def test_table_node_sits_under_the_unit_where_it_starts() -> None:
    lines = lines_from("""
    1. That the Vendee has paid the consideration.
    ANNEXURE 1
    STATEMENT OF PROPERTY TAX PAID
    The Vendor has paid the property tax as follows:
    ==page==
    The figures above are certified.
    """)
    parts = [TablePart(page=1, bbox=(72, 200, 500, 300)), TablePart(page=2, bbox=(72, 60, 500, 70))]
    table = Table(id="t1", parts=parts)
    tree = parse(lines, [table], "in_deed")
    annex = node_at(tree, "ANNEXURE 1")
    assert annex.heading == "STATEMENT OF PROPERTY TAX PAID"
    assert [c.table_id for c in annex.children if c.kind == "table"] == ["t1"]
    assert all(n.kind != "table" for _, n in unit_paths(tree) if n is not annex and n.label != "ANNEXURE 1"
               and n.table_id)


def test_decisions_are_explained() -> None:
    reasons = explain(lines_from("""
    SEC. 3. Definition of Terms. – As used in this Act:
    (g) Game refers to a contest;
    (h) Without right refers to acting with no authority;
    (i) Cyber refers to whatever happens over linked machines;
    (j) Database refers to an ordered store of records.
    """), "ph_statute")
    assert any("(i) follows (h) (alpha)" in r and "next (j)" in r for r in reasons)


def test_marker_inside_a_sentence_is_a_reference_not_a_unit() -> None:
    assert paths("""
    SEC. 8. Penalty for Libel. – Whoever is convicted of libel under Section 4(c)(4) shall be punished. A
    person liable under Section 4(a) or
    (b) of this Act shall also pay damages.
    """, "ph_statute") == ["SEC. 8"]


def test_page_break_inside_an_item_keeps_one_unit_with_pages() -> None:
    tree = parse(lines_from("""
    SEC. 4. Offenses. – The following acts are punishable:
    (a) Illegal Access. – Entering all or part of a computer system when one has no right to, as
    ==page==
    defined in this Act.
    (b) Illegal Interception. – Capturing data while it travels.
    """), [], "ph_statute")
    a = node_at(tree, "SEC. 4 > (a)")
    assert (a.page_start, a.page_end) == (1, 2)
    assert "defined in this Act." in a.text
