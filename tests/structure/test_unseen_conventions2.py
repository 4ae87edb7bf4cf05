"""Drafting conventions of traditions the corpus had not held (session 21, helper conventions2, probing ahead of the
held-back half): code chapters and Commonwealth Parts numbered with a point or hyphen (`Chapter 59.18`, `CHAPTER 1-4`,
`Part 2-2`, `Subdivision 9-A`), a US state code's Articles over its `§` sections, an EU act's, UNCLOS' and the Council
of Europe's Sections over their Articles, Australia's Division-numbered sections (`9-5 Taxable supplies`), Minnesota's
`Subd. 2.`, an Article's heading after a dash, the Council of Europe's undotted paragraphs, legislation.gov.uk's
amendment notes before a label (`F2(2A)`), an excerpt of one or two undotted sections, PacLII's `SECTION 5 - ...
REGULATIONS` title, North Carolina's `(a1)` and non-breaking hyphens. Each snippet is a few lines of the real text, its
source named (the list in /work/notes/taken_sources.txt); each test asserts every unit's full path. Each failed
before (the path it gave is in its docstring)."""

from __future__ import annotations

from tests.structure.snippets import paths


def test_code_chapters_numbered_with_a_point_or_a_hyphen_keep_their_whole_number() -> None:
    """The Code of Virginia (law.lis.virginia.gov: `Title 55.1.` > `Chapter 12.` > `Article 1.` > `§ 55.1-1200.`)
    and Chicago's Municipal Code (codelibrary.amlegal.com: `CHAPTER 1-4` > `1-4-010`). Before: `Title 55`,
    `CHAPTER 1` (the number cut at its point or hyphen), and Virginia's Article held no section."""
    virginia = """
    Title 55.1. Property and Conveyances
    Subtitle III. Rental Conveyances.
    Chapter 12. Virginia Residential Landlord and Tenant Act.
    Article 1. General Provisions.
    § 55.1-1200. Definitions.
    As used in this chapter, unless the context requires a different meaning:
    "Action" means any recoupment, counterclaim, setoff, or other civil action and any other proceeding in which
    rights are determined, including actions for possession, rent, unlawful detainer, unlawful entry, and distress
    for rent.
    """
    assert paths(virginia, "generic") == [
        "Title 55.1", "Title 55.1 > Chapter 12", "Title 55.1 > Chapter 12 > Article 1",
        "Title 55.1 > Chapter 12 > Article 1 > § 55.1-1200"]
    chicago = """
    CHAPTER 1-4 CODE ADOPTION - ORGANIZATION
    1-4-010 Municipal Code of Chicago adopted.
    This ordinance, consisting of Titles 1 through 18, inclusive, shall be known as the "Municipal Code of Chicago"
    and shall be treated as a new and original comprehensive ordinance.
    1-4-020 Adoption of chapter and section numbers.
    The numbering of the chapters and sections of this Code is adopted.
    """
    assert paths(chicago, "generic") == ["CHAPTER 1-4", "CHAPTER 1-4 > 1-4-010", "CHAPTER 1-4 > 1-4-020"]


def test_commonwealth_parts_subdivisions_and_division_numbered_sections() -> None:
    """A New Tax System (Goods and Services Tax) Act 1999 (Cth) as the Federal Register of Legislation prints it:
    `Part 2-2` > `Division 9` > `Subdivision 9-A` > `9-5 Taxable supplies` (the section numbered within its
    Division, undotted); the Corporations Act 2001's `Part 2D.1`. Before: `Part 2`, `Subdivision 9` and no section
    (its (a) to (d) under the Subdivision); `Part 2D`."""
    gst = """
    Part 2-2—Supplies and acquisitions
    Division 9—Taxable supplies
    Subdivision 9-A—What are taxable supplies?
    9-5 Taxable supplies
    You make a taxable supply if:
    (a) you make the supply for consideration; and
    (b) the supply is made in the course or furtherance of an enterprise that you carry on; and
    (c) the supply is connected with the indirect tax zone; and
    (d) you are registered, or required to be registered.
    9-10 Meaning of supply
    (1) A supply is any form of supply whatsoever.
    (2) Without limiting subsection (1), supply includes any of these:
    (a) a supply of goods;
    (b) a supply of services.
    """
    s5 = "Part 2-2 > Division 9 > Subdivision 9-A > 9-5"
    s10 = "Part 2-2 > Division 9 > Subdivision 9-A > 9-10"
    assert paths(gst, "generic") == [
        "Part 2-2", "Part 2-2 > Division 9", "Part 2-2 > Division 9 > Subdivision 9-A", s5, f"{s5} > (a)",
        f"{s5} > (b)", f"{s5} > (c)", f"{s5} > (d)", s10, f"{s10} > (1)", f"{s10} > (2)", f"{s10} > (2) > (a)",
        f"{s10} > (2) > (b)"]
    corporations = """
    Chapter 2D—Officers and employees
    Part 2D.1—Duties and powers
    Division 1—General duties
    180 Care and diligence—civil obligation only
    (1) A director or other officer of a corporation must exercise their powers and discharge their duties with the
    degree of care and diligence that a reasonable person would exercise if they were a director or officer.
    181 Good faith—civil obligations
    (1) A director or other officer of a corporation must exercise their powers and discharge their duties:
    (a) in good faith in the best interests of the corporation; and
    (b) for a proper purpose.
    """
    d = "Chapter 2D > Part 2D.1 > Division 1"
    assert paths(corporations, "generic") == [
        "Chapter 2D", "Chapter 2D > Part 2D.1", d, f"{d} > 180", f"{d} > 180 > (1)", f"{d} > 181",
        f"{d} > 181 > (1)", f"{d} > 181 > (1) > (a)", f"{d} > 181 > (1) > (b)"]


def test_a_state_codes_article_holds_its_sections() -> None:
    """North Carolina's General Statutes, Chapter 42 Article 5 (law.justia.com, 2005; ncleg.gov prints the same):
    `Article 5.` / `Residential Rental Agreements.` over `§ 42‑38.` (a non-breaking hyphen, U+2011), with the
    inserted subsection `(a1)`. Before: `Article 5` read as a provision and no section at all (their subsections
    under it), `(a1)` lost into `(a)`."""
    text = """
    Chapter 42.
    Landlord and Tenant.
    Article 5.
    Residential Rental Agreements.
    § 42‑38.  Application.
    This Article determines the rights, obligations, and remedies under a rental agreement for a dwelling unit within
    this State. (1977, c. 770, s. 1.)
    § 42‑39.  Exclusions.
    (a)       The provisions of this Article shall not apply to transient occupancy in a hotel, motel, or similar
    lodging subject to regulation by the Commission for Health Services.
    (a1)     The provisions of this Article shall not apply to vacation rentals entered into under Chapter 42A of the
    General Statutes.
    (b)       Nothing in this Article shall apply to any dwelling furnished without charge or rent.
    """
    a = "Chapter 42 > Article 5"
    assert paths(text, "generic") == [
        "Chapter 42", a, f"{a} > § 42-38", f"{a} > § 42-39", f"{a} > § 42-39 > (a)", f"{a} > § 42-39 > (a1)",
        f"{a} > § 42-39 > (b)"]


def test_sections_of_an_eu_act_and_of_unclos_hold_their_articles() -> None:
    """The GDPR (Regulation (EU) 2016/679): `CHAPTER IV` > `Section 1` / `General obligations` > `Article 24`;
    UNCLOS as admiraltylawguide.com lays it out: `PART II` > `SECTION 2. LIMITS OF THE TERRITORIAL SEA` >
    `Article 3`. Before: no Section in the GDPR's paths; UNCLOS' Sections held nothing, the Articles beside them."""
    gdpr = """
    CHAPTER IV
    Controller and processor
    Section 1
    General obligations
    Article 24
    Responsibility of the controller
    1. Taking into account the nature, scope, context and purposes of processing, the controller shall implement
    appropriate technical and organisational measures.
    2. Where proportionate in relation to processing activities, the measures referred to in paragraph 1 shall
    include the implementation of appropriate data protection policies by the controller.
    Section 2
    Security of personal data
    Article 32
    Security of processing
    1. The controller and the processor shall implement appropriate technical and organisational measures,
    including inter alia as appropriate:
    (a) the pseudonymisation and encryption of personal data;
    (b) the ability to ensure the ongoing confidentiality of processing systems.
    """
    a24, a32 = "CHAPTER IV > Section 1 > Article 24", "CHAPTER IV > Section 2 > Article 32"
    assert paths(gdpr, "generic") == [
        "CHAPTER IV", "CHAPTER IV > Section 1", a24, f"{a24} > 1", f"{a24} > 2", "CHAPTER IV > Section 2", a32,
        f"{a32} > 1", f"{a32} > 1 > (a)", f"{a32} > 1 > (b)"]
    unclos = """
    PART II
    TERRITORIAL SEA AND CONTIGUOUS ZONE
    SECTION 1. GENERAL PROVISIONS
    Article 2
    Legal status of the territorial sea, of the air space over the territorial sea and of its bed and subsoil
    1. The sovereignty of a coastal State extends, beyond its land territory and internal waters, to an adjacent
    belt of sea, described as the territorial sea.
    2. This sovereignty extends to the air space over the territorial sea as well as to its bed and subsoil.
    SECTION 2. LIMITS OF THE TERRITORIAL SEA
    Article 3
    Breadth of the territorial sea
    Every State has the right to establish the breadth of its territorial sea up to a limit not exceeding 12
    nautical miles.
    """
    assert paths(unclos, "generic") == [
        "PART II", "PART II > SECTION 1", "PART II > SECTION 1 > Article 2", "PART II > SECTION 1 > Article 2 > 1",
        "PART II > SECTION 1 > Article 2 > 2", "PART II > SECTION 2", "PART II > SECTION 2 > Article 3"]


def test_council_of_europe_sections_titles_and_undotted_paragraphs() -> None:
    """The Convention on Cybercrime (ETS 185; opengov.gr's English text): `Chapter II – ...` > `Section 1 – ...` >
    `Title 1 – ...` > `Article 4 – Data interference`, its paragraphs `1`, `2` printed without a point. Before: the
    Section a provision holding nothing, the Titles beside it, no paragraph."""
    text = """
    Chapter II – Measures to be taken at the national level
    Section 1 – Substantive criminal law
    Title 1 – Offences against the confidentiality, integrity and availability of computer data and systems
    Article 2 – Illegal access
    Each Party shall adopt such legislative and other measures as may be necessary to establish as criminal
    offences under its domestic law, when committed intentionally, the access to the whole or any part of a
    computer system without right.
    Article 4 – Data interference
    1 Each Party shall adopt such legislative and other measures as may be necessary to establish as criminal
    offences under its domestic law the damaging, deletion, deterioration, alteration or suppression of computer
    data without right.
    2 A Party may reserve the right to require that the conduct described in paragraph 1 result in serious harm.
    """
    t = "Chapter II > Section 1 > Title 1"
    assert paths(text, "generic") == [
        "Chapter II", "Chapter II > Section 1", t, f"{t} > Article 2", f"{t} > Article 4", f"{t} > Article 4 > 1",
        f"{t} > Article 4 > 2"]


def test_an_articles_heading_after_a_dash_leaves_its_paragraphs_its_own() -> None:
    """Directive (EU) 2019/1024's legal provisions as the EU Monitor prints them: `Article 1 - Subject matter and
    scope` over `1.`, `2.`. Before: paragraph 1 was read as the Article's own number and `2.` stood beside it."""
    text = """
    CHAPTER I - GENERAL PROVISIONS
    Article 1 - Subject matter and scope
    1. In order to promote the use of open data and stimulate innovation in products and services, this Directive
    establishes a set of minimum rules governing the re-use of:
    (a) existing documents held by public sector bodies of the Member States;
    (b) research data pursuant to the conditions set out in Article 10.
    2. This Directive does not apply to:
    (a) documents the supply of which is an activity falling outside the scope of the public task of the public
    sector bodies concerned;
    (b) documents held by public undertakings.
    Article 2 - Definitions
    For the purposes of this Directive, the following definitions apply:
    """
    a = "CHAPTER I > Article 1"
    assert paths(text, "generic") == [
        "CHAPTER I", a, f"{a} > 1", f"{a} > 1 > (a)", f"{a} > 1 > (b)", f"{a} > 2", f"{a} > 2 > (a)",
        f"{a} > 2 > (b)", "CHAPTER I > Article 2"]


def test_minnesota_sections_hold_their_subdivisions() -> None:
    """Minnesota Statutes § 10A.01 (print.casetext.com) and § 388.051 (revisor.mn.gov): a section's number and
    headnote in capitals over `Subdivision 1.`, `Subd. 2.`. Before: `Subdivision 1` a container holding the other
    subdivisions and the next section; `388.051 DUTIES.` no unit."""
    text = """
    388.051 DUTIES.
    Subdivision 1. General provisions.
    The county attorney shall:
    (a) appear in all cases in which the county is a party;
    (b) give opinions and advice, upon the request of the county board or any county officer, upon all matters in
    which the county is or may be interested;
    Subd. 2. Special provision for certain counties.
    (a) In Anoka, Carver, Dakota, Hennepin, Ramsey, Scott, and Washington Counties, only the county attorney shall
    prosecute gross misdemeanor violations.
    388.08 PROHIBITIONS.
    No county attorney shall receive any fee or reward from any person.
    """
    s = "388.051"
    assert paths(text, "generic") == [
        s, f"{s} > Subdivision 1", f"{s} > Subdivision 1 > (a)", f"{s} > Subdivision 1 > (b)", f"{s} > Subd. 2",
        f"{s} > Subd. 2 > (a)", "388.08"]


def test_revised_text_amendment_notes_before_a_label_and_a_two_section_excerpt() -> None:
    """The Scotland Act 1998 s 2 as legislation.gov.uk's revised text prints it: `[F1(a) ...` and `[F2(2A) ...`,
    the editor's bracket and note number before an inserted item's own label; the excerpt opens at the undotted
    section 2. Before: no unit at all (an excerpt of two undotted sections was not believed); with section 1
    before it, `(2A)` lost into `(b)`'s text."""
    text = """
    2 Ordinary general elections
    (1) The day on which the poll at the first ordinary general election shall be held shall be appointed by order
    made by the Secretary of State.
    (2) The poll at subsequent ordinary general elections shall be held on the first Thursday in May, unless—
    [F1(a) subsection (2A) prevents the poll being held on that day, or]
    (b) the day of the poll is determined by a proclamation under subsection (5).
    [F2(2A) The poll shall not be held on the same date as the date of the poll at—
    (a) a parliamentary general election, or
    (b) a European parliamentary general election.]
    (2B) Where subsection (2A) prevents the poll being held on the day specified in subsection (2), the poll shall
    be held on such day as the Scottish Ministers may by order specify.
    3 Extraordinary general elections
    (1) The Presiding Officer shall propose a day for the holding of a poll.
    """
    assert paths(text, "generic") == [
        "2", "2 > (1)", "2 > (2)", "2 > (2) > (a)", "2 > (2) > (b)", "2 > (2A)", "2 > (2A) > (a)", "2 > (2A) > (b)",
        "2 > (2B)", "3", "3 > (1)"]


def test_a_one_section_excerpt_of_an_act_of_the_scottish_parliament() -> None:
    """The Water Environment and Water Services (Scotland) Act 2003 (asp 8) s 54 (legislation.gov.uk): one undotted
    section under its Part. Before: its subsections under the Part, no section."""
    text = """
    Part 5
    General
    54 Orders and regulations
    (1) Any power of the Scottish Ministers to make orders or regulations under this Act is exercisable by
    statutory instrument.
    (2) Any such power includes power to make—
    (a) such incidental, supplemental, consequential, transitional, transitory or saving provision as the Scottish
    Ministers think necessary or expedient,
    (b) different provision for different purposes and different areas.
    """
    assert paths(text, "generic") == [
        "Part 5", "Part 5 > 54", "Part 5 > 54 > (1)", "Part 5 > 54 > (2)", "Part 5 > 54 > (2) > (a)",
        "Part 5 > 54 > (2) > (b)"]


def test_paclii_title_of_subsidiary_legislation_made_under_a_section() -> None:
    """Fiji's Fijian Affairs (Fijian Affairs Board) Regulations as PacLII's consolidation heads them (`SECTION 5 -
    ... REGULATIONS`: made under section 5 of the Act). Before: read as a section 5 holding the regulations, `(1)`
    of regulation 2 read `(i)` and `(3)` outside it."""
    text = """
    CHAPTER 120
    FIJIAN AFFAIRS
    SECTION 5 - FIJIAN AFFAIRS (FIJIAN AFFAIRS BOARD) REGULATIONS
    Short title
    1. These Regulations may be cited as the Fijian Affairs (Fijian Affairs Board) Regulations.
    Membership
    2.-(1) The members of the Fijian Affairs Board shall be-
    (a) the Minister;
    (b) eight Fijian members of the House of Representatives;
    (Amended by Legal Notice 18 of 1970; 112 of 1970; 60 of 1973; 173 of 1977; 109 of 1984.)
    (2) (a) Members elected under the provisions of sub-paragraph (b) of paragraph (1) shall hold office until the
    dissolution of the House of Representatives;
    (b) Members elected under the provisions of sub-paragraph (c) of paragraph (1) shall hold office for two years.
    (3) The Chairman shall be the Minister or, in his absence, the person elected by the meeting to be chairman.
    """
    r = "CHAPTER 120 > 2"
    assert paths(text, "generic") == [
        "CHAPTER 120", "CHAPTER 120 > 1", r, f"{r} > (1)", f"{r} > (1) > (a)", f"{r} > (1) > (b)", f"{r} > (2)",
        f"{r} > (2) > (a)", f"{r} > (2) > (b)", f"{r} > (3)"]



def test_an_ocr_misread_eleven_is_still_repaired_beside_inserted_paragraphs() -> None:
    """`(l1)` after `(10)` is OCR's `(11)` (the first one read as `l`), as `(i1)` is often OCR's `(ii)`: the inserted
    paragraph reading `(l1)` (North Carolina's `(a1)`) must not shut out the OCR readings. Before the fix (4b8dfba
    offered the inserted reading alone) the last item was no unit: `1 > (11)` was missing and its words sat in (10)."""
    items = "".join(f"({n}) the item numbered {n};\n" for n in range(1, 11))
    text = ("1. Definitions\nIn this Act-\n" + items
            + "(l1) the last item.\n2. Commencement\nThis Act comes into force.\n")
    assert paths(text, "generic") == ["1", *(f"1 > ({n})" for n in range(1, 12)), "2"]


def test_a_misread_roman_two_is_not_taken_for_an_inserted_letter_item() -> None:
    """North Carolina's `(a1)` reading must not take over OCR's commonest roman misreads: on 4b8dfba `(ii)` read
    `(i1)` under a definition `(i)` went to `(i1)`, a sibling of the definitions, with `(iii)` under it. The sequence
    decides: a misread is repaired where the open roman list wants it; a real `(v1)` after `(v)`'s items stays."""
    scan = """
    2. Definitions.—In this Act, unless the context otherwise requires—
    (h) "land" means any land in the State;
    (i) "lessee" means a person who—
     (i) holds a lease of land from the lessor;
     (i1) pays the rent fixed under the lease; or
     (iii) occupies land under a licence;
    (j) "lessor" means the owner of the land.
    """
    assert paths(scan, "generic") == [
        "2", "2 > (h)", "2 > (i)", "2 > (i) > (i)", "2 > (i) > (ii)", "2 > (i) > (iii)", "2 > (j)"]
    inserted = """
    2. Definitions.—In this Act, unless the context otherwise requires—
    (u) "tenant" means a person who rents land;
    (v) "tenure" means the holding of land—
     (i) by a lease; or
     (ii) by a licence;
    (v1) "transfer" includes a sale and a gift;
    (w) "vendor" means the seller.
    """
    assert paths(inserted, "generic") == [
        "2", "2 > (u)", "2 > (v)", "2 > (v) > (i)", "2 > (v) > (ii)", "2 > (v1)", "2 > (w)"]
