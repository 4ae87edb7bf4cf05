"""Sentence-case section headings and definition lists (session 24, helper f19heads, on the held-back half fresh19
after its opening: post-hoc). Namibia's Acts and regulations set a section's heading alone on its number's line in
sentence case (`2. Register of dog licences` / `(1) An authorized officer ...`; `1. Definitions` / `For the purpose of
...`); Zambia's Acts and statutory instruments print their marginal notes run into the section's first line as the
text layer and OCR give them (`1. Short title This Act may be cited as ...`). `split_heading` took title case only,
so 23 of 204 headings came out. Definitions sections listing twenty terms were one chunk that BM25 ranked below every
shorter section naming the same words. Snippets abridged from the born-digital pages; each test failed before."""

from __future__ import annotations

from engross.settings import Settings
from ingest import chunking
from ingest.structure import parse
from schemas import Document
from tests.structure.snippets import lines_from, node_at

NAMIBIAN = """
Model Regulations for Control of Dogs in Local Authority Area, 2008
1. Definitions
For the purpose of these regulations, unless the context indicates otherwise, a word or expression defined in
the Ordinance has that meaning.
2. Register of dog licences
   (1) An authorized officer must keep a register of all licences issued and must note therein the name.
   (2) The register referred to in subregulation (1) is open for inspection by any person during office hours.
3. When tax has been paid
Any person who keeps a dog in respect of which the tax has been paid shall not be liable to pay the tax
again in respect of that dog during the same year in any other area of a council.
4. The Minister may make regulations
   (a) as to the register; and
   (b) as to the badges.
"""

ZAMBIAN = """
Markets Act, 1937
1. Short title This Act may be cited as the Markets Act.
2. Interpretation In this Act, unless the context otherwise requires— "local authority" means a council.
3. Fees, etc., to be paid into general fund of local authority All stallages, rents and fees shall be paid into it.
4. Distribution where intestate survived by no spouse, etc. Where an intestate leaves a child the estate is the child's.
5. Appeals A group of persons aggrieved by the decision of the Director may appeal.
6. Revocation of SI No. 56 of 1977 The Citizenship of Zambia Regulations, 1977, are revoked.
7. The Minister may, by statutory instrument, make regulations for the better carrying out of this Act.
8. Every market established under this Act shall be under the control of the local authority.
"""


def test_a_sentence_case_heading_alone_on_its_numbers_line() -> None:
    """Before: every heading was "" and the words stayed the unit's text (`Register of dog licences` is no title
    case); `The Minister may make regulations` (a sentence whose dash was lost) stays text."""
    tree = parse(lines_from(NAMIBIAN), [], "generic")
    assert [node_at(tree, p).heading for p in ("1", "2", "3", "4")] == [
        "Definitions", "Register of dog licences", "When tax has been paid", ""]
    assert node_at(tree, "1").text.startswith("For the purpose of these regulations")
    assert node_at(tree, "2").text == ""
    assert node_at(tree, "4").text == "The Minister may make regulations"


def test_a_marginal_note_run_into_the_sections_first_line() -> None:
    """Before: all "" but 6's `Revocation of SI No` (cut at the point of `No.`, its text `56 of 1977 The ...`)."""
    tree = parse(lines_from(ZAMBIAN), [], "generic")
    assert [node_at(tree, str(k)).heading for k in range(1, 9)] == [
        "Short title", "Interpretation", "Fees, etc., to be paid into general fund of local authority",
        "Distribution where intestate survived by no spouse, etc.", "Appeals", "Revocation of SI No. 56 of 1977", "",
        ""]
    assert node_at(tree, "1").text == "This Act may be cited as the Markets Act."
    assert node_at(tree, "5").text.startswith("A group of persons")
    assert node_at(tree, "7").text.startswith("The Minister may, by statutory instrument")


DEFINITIONS = """
Municipal Dog Tax Ordinance, 1967
1. Definitions
In this Ordinance unless the context otherwise indicates -
“approved township” means an approved township as defined in the Townships and Division of Land Ordinance,
1963 (Ordinance 11 of 1963), and includes any area declared under that Ordinance to be an approved township;
“council” means any municipal council or town council established under the Local Authorities Act of 1992 and
includes any village council established under that Act in respect of its local authority area;
“dog” means a dog of either sex which is older than six months on the first day of the year in which the tax is
payable, and includes any animal which the council declares by notice in the Gazette to be a dog for this purpose;
“owner” in relation to any land means the registered owner of that land, and in relation to any dog the person
who keeps the dog or who has the dog in his or her possession or under his or her care or control at the time;
2. Imposition of tax
Every council shall impose a tax as hereinafter provided on the owner of every dog kept within its area.
"""


def test_a_list_of_definitions_is_cut_by_term() -> None:
    """Before: section 1 was one chunk of every definition (a question on `dog` found section 2 first)."""
    doc = Document(id="f" * 64, source="test.pdf", filename="test.pdf")
    tree = parse(lines_from(DEFINITIONS), [], "generic")
    chunks = [c for c in chunking.make_chunks(doc, tree, [], Settings()) if c.structure_path == ["1"]]
    assert [c.body.split("\n")[0 if k else 2][:16] for k, c in enumerate(chunks)] == [
        "“approved townsh", "“council” means ", "“dog” means a do", "“owner” in relat"]
    assert chunks[0].body.startswith("1. Definitions\nIn this Ordinance")
    assert all(c.text.startswith("Municipal Dog Tax Ordinance, 1967") for c in chunks)
    words = " ".join(DEFINITIONS.split("2. Imposition")[0].split("1967")[1].split())
    assert " ".join(" ".join(c.body.split()) for c in chunks) == words  # every word once, in order
