"""Deeds and contracts through OCR (issue 11, session 10): each case a convention many instruments share, written as
the page prints it, asserting every unit's full path; the truth is the printed numbering, never the parser's output."""

from __future__ import annotations

from engross.evaluation import judge
from ingest.structure import explain, parse, unit_paths
from samples import deed_styles
from tests.structure.snippets import layout_lines, lines_from, node_at, paths


def test_decimal_clauses_that_skip_numbers_stay_clauses_with_the_gap_recorded() -> None:
    """A scheme or contract whose clause 9 prints 9.1, 9.2, then 9.5 (9.3 and 9.4 left out of the model): 9.5 opens
    after a sentence's end, where 9.2 stood; before, 9.5-9.8 were text of 9.2."""
    snippet = """
        THIS AGREEMENT is made between the Transferor Company and the Transferee Company.
        NOW IT IS HEREBY AGREED as follows:

        1. Definitions : In this Scheme, the Act means the Companies Act, 2013.
        9. Issue and Allotment Of Shares :
        9.1. Upon the Scheme becoming effective, the Transferee Company shall issue shares to the members.
        9.2. No fractional certificates shall be issued by the Transferee Company in respect of the
        fractional entitlements, if any, to which the shareholders may be entitled.
        9.5. Upon this Scheme becoming effective, the shares in the Transferor Company shall be deemed to have
        been cancelled.
        9.6. For the purpose aforesaid, the Transferee Company shall apply for the consent of the Reserve Bank.
        10. Dividends :
        10.1. The Transferor Company shall not declare any dividend.
    """
    assert paths(snippet, "in_deed") == ["1", "9", "9 > 9.1", "9 > 9.2", "9 > 9.5", "9 > 9.6", "10", "10 > 10.1"]
    tree = parse(lines_from(snippet), [], "in_deed")
    assert node_at(tree, "9 > 9.5").numbering_gap == "3-4"
    assert node_at(tree, "9 > 9.6").numbering_gap is None


def test_a_decimal_wrapped_to_a_line_start_mid_sentence_is_not_a_clause() -> None:
    """`... under clause` / `1.7 of the Scheme ...`: a number wrapped to a line's start after a line that runs on
    is text, gap or no gap."""
    snippet = """
        NOW IT IS HEREBY AGREED as follows:

        1. Shares :
        1.1. The Transferee Company shall issue shares in the manner set out in clause
        1.7 of the Scheme and not otherwise.
        1.2. No fractional certificates shall be issued.
    """
    assert paths(snippet, "in_deed") == ["1", "1 > 1.1", "1 > 1.2"]


def test_parties_numbered_in_the_description_are_front_matter_and_the_clauses_number_afresh() -> None:
    """`... by and between:` / `1. {lender}, residing at ... (the "Lender")` / `and` / `2. ...`: form deeds and
    agreements number their parties; the clauses after the operative words (wrapped onto a second line here) start
    again at 1. Before, the parties were clauses 1 and 2 and clauses 1 and 2 were items under the second party."""
    snippet = """
        LOAN AGREEMENT

        This Loan Agreement ("Agreement") is made and entered into on this 3rd day of May, 2024, by and between:

        1. Ravi Kumar, residing at 12 MG Road, Pune (hereinafter referred to as the
        "Lender"),
        and
        2. Asha Rao, residing at 4 FC Road, Pune (hereinafter referred to as the
        "Borrower").

        WHEREAS, the Lender agrees to provide a loan to the Borrower on the terms set forth in this Agreement;

        NOW, THEREFORE, in consideration of the mutual promises, covenants, and
        undertakings herein contained, the parties agree as follows:

        1. Loan Amount
        The Lender agrees to provide a loan of Rs. 5,00,000 to the Borrower.

        2. Interest Rate
        The Loan Amount shall accrue interest at the rate of nine per cent per annum.

        3. Repayment
        The Borrower shall repay the loan in twelve monthly instalments.
    """
    assert paths(snippet, "in_deed") == ["1", "2", "3"]
    tree = parse(lines_from(snippet), [], "in_deed")
    assert "Loan Amount" in node_at(tree, "1").heading + node_at(tree, "1").text
    head = " ".join(ln.text for c in tree.children if c.frame == "head" for n in [c, *c.children] for ln in n.lines)
    assert "Ravi Kumar" in head and "Asha Rao" in head


def test_parties_numbered_with_the_operative_words_on_one_line_and_items_after_them() -> None:
    """The same with `BETWEEN` alone on its line, the operative words on one line and the clauses lettered."""
    snippet = """
        DEED OF ADOPTION

        This Deed of Adoption is made and executed at Pune on this 3rd day of May, 2024
        BETWEEN
        1. Ravi Kumar, son of Mohan Kumar, residing at Pune (hereinafter referred to as the "Adoptive Father");
        2. Asha Kumar, wife of Ravi Kumar, residing at Pune (hereinafter referred to as the "Adoptive Mother").

        NOW THIS DEED WITNESSETH AS FOLLOWS:
        (a) The Adoptive Father and the Adoptive Mother hereby adopt the child as their own.
        (b) The biological parents have given their free consent to the adoption.
    """
    assert paths(snippet, "in_deed") == ["(a)", "(b)"]


def test_dotted_romans_whose_strokes_ocr_read_as_l_are_the_items_the_sequence_needs() -> None:
    """A scheme's `1. ... shall:` / `i.` / `il.` / `ili.` / `iv.` on a clean scan (OCR reads a roman's stroke as `l`):
    before, `il.` and `ili.` were not markers, so ii-iv were text of i."""
    snippet = """
        NOW IT IS HEREBY AGREED as follows:

        1. Conduct Of Business : With effect from the Appointed Date, the Transferor Company shall:
        i. carry on its business for and on account of the Transferee Company;
        il. carry on its business with reasonable diligence;
        ili. not vary the terms of service of its permanent employees; and
        iv. not undertake any new business.
        2. Legal Proceedings : All suits shall be continued by the Transferee Company.
    """
    assert paths(snippet, "in_deed") == ["1", "1 > i", "1 > ii", "1 > iii", "1 > iv", "2"]


def _articles_with_numbers_lost(spoil: dict[str, str]) -> list:
    """The generator's indented model articles read as OCR'd lines, with the number of each article in `spoil`
    lost (`""`: the line starts where the heading's first word stands) or spoiled into a short token (`"ic"`)."""
    out = []
    for ln in layout_lines(deed_styles.layout("articles_of_association", True), "ocr"):
        number, _, heading = ln.text.partition(" ")
        if ln.bbox[0] < 80 and number.rstrip(".") in spoil:
            token = spoil[number.rstrip(".")]
            shift = 0.0 if token else 5.0 * len(number) + 3  # the words' boxes as layout_lines spaces them
            words = [w.model_copy(update={"bbox": (w.bbox[0] + shift, *w.bbox[1:])}) for w in ln.words[1:]]
            if token:
                words = [ln.words[0].model_copy(update={"text": token}), *words]
            text = f"{token} {heading}" if token else heading
            ln = ln.model_copy(update={"text": text, "words": words, "bbox": (ln.bbox[0] + shift, *ln.bbox[1:])})
        out.append(ln)
    return out


def test_an_article_whose_number_ocr_lost_is_the_next_article_when_its_paragraphs_restart_below_it() -> None:
    """Model articles on a scan: `2. Allotment of shares` read `ic Allotment of shares` and `4. Instrument of transfer`
    read without its number (the line starts at the heading): each is the next article, since its paragraphs number
    afresh from `1.` right below it and the lacking numbers are as many as such lines (3 and 5 are printed). Before,
    each lost article's paragraphs went to the article before it. Truth from the generator."""
    truth = deed_styles.truth("articles_of_association")
    tree = parse(_articles_with_numbers_lost({"2": "ic", "4": ""}), [])
    assert [" > ".join(p.path) for p in judge.placements(tree, truth) if not p.placed] == []
    assert node_at(tree, "PART 2 > 4").inferred.startswith("numbering misread by OCR")
    assert any("read as 4." in r for r in explain(_articles_with_numbers_lost({"2": "ic", "4": ""})))


def test_a_heading_over_a_first_paragraph_with_no_number_lacking_stays_text() -> None:
    """Where the count does not agree nothing is inferred: 4's number lost and 5's line lost outright, so 6 follows
    one such heading line for two lacking numbers."""
    lines = _articles_with_numbers_lost({"4": ""})
    lines = [ln for ln in lines if not ln.text.startswith("5. ")]  # 5 lost too, but no line shows where it stood
    tree = parse(lines, [])
    assert "PART 2 > 4" not in [" > ".join(p) for p, _ in unit_paths(tree)]


def test_articles_printed_flat_number_paragraphs_at_the_articles_margin() -> None:
    """Articles (or a contract drafted on them) printed with no indentation: `2. Words importing ...` is article 1's
    second paragraph (a sentence), `2. Allotment of shares` the next article (only a heading, as article 1's line);
    a `1.` under a headed article cannot be the next article. Before, the paragraphs were taken for articles."""
    snippet = """
        ARTICLES OF ASSOCIATION OF SAMPLE INDUSTRIES LIMITED

        PART 1: INTERPRETATION
        1. Defined terms
        1. The meanings given to words and phrases in these articles are set out in the first schedule.
        2. Words importing the singular number include the plural number and vice versa.
        PART 2: SHARE CAPITAL
        2. Allotment of shares
        1. The shares shall be under the control of the Board, which may allot them:
        a. to such persons; and
        b. at such times as the Board thinks fit.
        2. No share shall be issued at a discount except as the Act allows.
        3. Share certificates
        Every member is entitled to receive one certificate for all the shares registered in the member's name.
    """
    assert paths(snippet) == ["PART 1", "PART 1 > 1", "PART 1 > 1 > 1", "PART 1 > 1 > 2", "PART 2", "PART 2 > 2",
                              "PART 2 > 2 > 1", "PART 2 > 2 > 1 > a", "PART 2 > 2 > 1 > b", "PART 2 > 2 > 2",
                              "PART 2 > 3"]


def test_signatories_numbered_under_signed_by_are_the_tail_not_items_of_the_last_clause() -> None:
    """A form deed's testimonium without `IN WITNESS WHEREOF`, then `Signed by:` / `1. {name}` / `Signature` /
    `2. ...`: the signatories are the tail; before, they were items 1-3 of the last clause."""
    snippet = """
        NOW THIS DEED WITNESSETH AS FOLLOWS:

        1. ADOPTION OF THE CHILD : The Adoptive Father and Adoptive Mother hereby adopt the child.

        2. GOVERNING LAW : This Deed shall be governed by the laws of India.

        The Parties have executed this Deed on the day and year first above written.

        Signed by:
        1. Ravi Kumar
        Signature
        2. Asha Kumar
        Signature
    """
    assert paths(snippet, "in_deed") == ["1", "2"]


def test_a_nested_list_numbered_afresh_goes_on_past_nine_under_its_clause() -> None:
    """A clause's definitions numbered 1.-11. afresh under `1. Definitions:` (an HTML list as a browser prints it, a
    word processor's restarted list): `10.` after the item `9.`, at the items' indent, is the list's next item, not
    clause 10 with 2-9 skipped (the line above it, `Lending Platform Directions, 2017`, looks like a heading). Before,
    10 and 11 became clauses and clauses 2 and 3 below were text of 11 (the fresh13 loan agreement: 13/42 born)."""
    snippet = """
    LOAN AGREEMENT
    1. Definitions:
        1. Fee shall have the meaning given in clause 5 hereunder.
        2. Due Date shall mean the date on which an instalment falls due.
        3. Escrow Account shall mean the account opened with the bank.
        4. Bank shall mean the bank named in the First Schedule.
        5. Instalment shall mean the amount payable every month.
        6. Lender shall mean each person lending on the platform.
        7. Loan shall mean the amount lent under this agreement.
        8. Platform shall mean the lending portal run by the company.
        9. Directions shall mean the Master Directions of the Reserve Bank
        Lending Platform Directions, 2017
        10. Penal Interest shall mean the rate payable on any overdue amount.
        11. Principal shall mean the amount of the loan granted.
    2. Purpose of Agreement
    The purpose of this Agreement is to record the terms of the loan.
    3. Tenure
    The tenure of the loan shall be twelve months.
    """
    assert paths(snippet, "in_deed") == ["1"] + [f"1 > {n}" for n in range(1, 12)] + ["2", "3"]


def test_a_clause_heading_alone_on_the_numbers_line_is_the_clauses_heading() -> None:
    """`2. Purpose of Agreement` / `The purpose of this Agreement ...`: a deed's bold clause heading printed alone on
    the number's line, the clause's text below (the model sale deed of MoUD / DoLR, the fresh13 loan agreement). The
    heading is the clause's, its text the paragraph below; a sentence wrapped from the number's line (3) and a line
    whose next goes on in lower case (4) stay text. Before, the heading stayed the first words of the text."""
    snippet = """
    THIS AGREEMENT is made between the Borrower and the Lender named in the First Schedule.
    NOW THEREFORE the Parties hereby agree as follows:
    1. Purpose of Agreement
    The purpose of this Agreement is to record in writing the terms and conditions of the loan.
    2. Tenure of the Loan
    The tenure of the loan shall be twelve months from the date of signing of this Agreement.
    3. The Borrower shall repay the loan by equal monthly instalments
    by the Designated Date in each month of the tenure.
    4. Notices to the Parties
    shall be sent to the addresses given in the First Schedule hereunder.
    """
    tree = parse(lines_from(snippet), [], "in_deed")
    got = [(node_at(tree, p).heading, node_at(tree, p).text.split()[0]) for p in ("1", "2", "3", "4")]
    assert got == [("Purpose of Agreement", "The"), ("Tenure of the Loan", "The"), ("", "The"), ("", "Notices")]


def test_a_model_form_printed_alone_opens_on_its_annexure_title_and_its_clauses_stand_at_the_root() -> None:
    """`ANNEXURE 'A'` / `[See rule 10]` / `AGREEMENT FOR SALE` / `2. Mode of Payment:`: the RERA Rules' model
    Agreement for Sale (a form appended to the Rules) printed as a document of its own, here an excerpt from clause 2
    with each clause titled alone on its number's line ending in a colon. Nothing comes before the Annexure to be
    appended to and no other Annexure follows: its heading is the document's title, not a container, and the
    clauses stand at the root (corpus fresh14 in_rera_agreement_for_sale_annexure_a_cl2_7). Before, every clause
    was text of `ANNEXURE A`. A second Annexure after it keeps both containers."""
    clauses = """
    2. Mode of Payment:
    Subject to the terms of the Agreement, the Allottee shall make all payments on demand by the Promoter.

    3. Compliance of Laws relating to remittances:
    3.1 The Allottee, if resident outside India, shall be solely responsible for complying with the formalities.
    3.2 The Promoter accepts no responsibility in this regard.

    4. Adjustment/Appropriation of payments:
    The Allottee authorizes the Promoter to adjust all payments made by him against lawful outstanding dues.
    """
    head = """
    ANNEXURE 'A'
    [See rule 10]
    AGREEMENT FOR SALE
    """
    want = ["2", "3", "3 > 3.1", "3 > 3.2", "4"]
    assert paths(head + clauses, "in_deed") == want
    assert paths(clauses, "in_deed") == want
    assert paths("\n    26\n" + head + clauses, "in_deed") == want  # a page number alone above it
    two = head + clauses.replace("2. Mode", "1. Mode", 1) + """
    ANNEXURE 'B'
    1. Specifications
    The specifications of the Apartment are as follows.
    """
    assert [p for p in paths(two, "in_deed") if " > " not in p] == ["ANNEXURE A", "ANNEXURE B"]

