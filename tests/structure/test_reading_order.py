"""Reading order from the page: columns and positions decide, Tesseract's blocks are evidence, not the order."""

from __future__ import annotations

import pytest

from ingest.reading_order import find_gutter, order_lines
from ingest.structure import parse, unit_paths
from schemas import Line, Span


def line(text: str, x: float, y: float, width: float, block: int, page: int = 1) -> Line:
    return Line(text=text, page=page, bbox=(x, y, x + width, y + 10), confidence=0.95, block=block)


def texts(lines: list[Line]) -> list[str]:
    return [ln.text for ln in lines]


# One column; Tesseract put the definition's opening line (hanging indent, further left) in a later block
# than its own items, which it listed first.
DEFINITION_PAGE = [
    line("(n) Network refers to linked machines;", 72, 100, 420, 1),
    line("(1) the name of the holder;", 96, 128, 300, 2),
    line("(2) the address of the holder;", 96, 142, 300, 2),
    line("(o) Subscriber data refers to what a provider keeps about a holder, namely:", 72, 114, 430, 3),
    line("(p) Platform refers to a service used by many.", 72, 156, 400, 4),
]


def test_a_definitions_opening_line_precedes_its_items_whatever_the_block_order() -> None:
    ordered = order_lines(DEFINITION_PAGE)
    assert texts(ordered)[:3] == [
        "(n) Network refers to linked machines;",
        "(o) Subscriber data refers to what a provider keeps about a holder, namely:",
        "(1) the name of the holder;"]
    assert find_gutter(DEFINITION_PAGE) is None  # a hanging indent is no column
    tree = parse([line("SEC. 3. Definitions. – In this Act:", 72, 86, 300, 1)] + ordered, [], "ph_statute")
    assert [" > ".join(p) for p, _ in unit_paths(tree)] == [
        "SEC. 3", "SEC. 3 > (n)", "SEC. 3 > (o)", "SEC. 3 > (o) > (1)", "SEC. 3 > (o) > (2)", "SEC. 3 > (p)"]


def two_column_page(blocks_by_column: bool = True) -> list[Line]:
    """A title over both columns, then two columns of six lines each, listed row by row (as a y sort would)."""
    out = [line("PART II - LICENCES", 150, 60, 300, 1)]
    for row in range(6):
        y = 90 + 14 * row
        out.append(line(f"left column line {row + 1} of the text", 50, y, 230, 2 if blocks_by_column else 0))
        out.append(line(f"right column line {row + 1} of the text", 320, y, 230, 3 if blocks_by_column else 0))
    out.append(line("Page footer note spanning the columns of the page", 50, 200, 500, 4))
    return out


def test_two_columns_are_read_one_after_the_other_under_their_title() -> None:
    for blocks in (True, False):  # with Tesseract's blocks, and without any (a text layer)
        ordered = texts(order_lines(two_column_page(blocks)))
        assert ordered[0] == "PART II - LICENCES"
        assert ordered[1:7] == [f"left column line {n} of the text" for n in range(1, 7)]
        assert ordered[7:13] == [f"right column line {n} of the text" for n in range(1, 7)]
        assert ordered[-1].startswith("Page footer")


def test_one_column_prose_has_no_gutter_even_where_spaces_line_up() -> None:
    page = []
    for row in range(8):  # every row has a space near the middle, at ordinary word spacing
        words = [Span(text=w, page=1, bbox=(x, 100 + 14 * row, x + 40, 110 + 14 * row), confidence=0.9,
                      source="ocr") for w, x in zip("the holder shall keep the permit at hand".split(),
                                                     range(72, 600, 44), strict=False)]
        page.append(Line(text=" ".join(w.text for w in words), page=1, bbox=(72, 100 + 14 * row, 420, 110 + 14 * row),
                         confidence=0.9, words=words, block=1))
    assert find_gutter(page) is None
    assert order_lines(page) == page


def test_labels_and_values_side_by_side_are_one_column() -> None:
    page = [line(text, x, 100 + 14 * (k // 2), 60, 0)
            for k, (text, x) in enumerate([("Vendor:", 72, ), ("Ramesh Kumar", 330), ("Vendee:", 72),
                                           ("Anita Rao", 330), ("Village:", 72), ("Kothur", 330),
                                           ("Survey:", 72), ("No. 12", 330)])]
    assert texts(order_lines(page)) == ["Vendor:", "Ramesh Kumar", "Vendee:", "Anita Rao", "Village:", "Kothur",
                                        "Survey:", "No. 12"]


def test_pages_stay_in_page_order() -> None:
    lines = [line("second page", 72, 80, 200, 1, page=2), line("first page", 72, 300, 200, 1, page=1)]
    assert texts(order_lines(lines)) == ["first page", "second page"]


# --- through a real scan and Tesseract ---------------------------------------------------------------------

TWO_COLUMN_LEFT = [
    "PART II - LICENCES",
    "12. No trader shall set up a stall",
    "without a permit from the Council.",
    "13. A permit shall be shown to any",
    "officer who asks to see it.",
    "14. The Council may revoke a permit",
    "when its holder breaks these rules.",
]
TWO_COLUMN_RIGHT = [
    "15. A permit lapses at the end of",
    "every calendar year unless renewed.",
    "16. The fee for a permit is fixed by",
    "the Council in its yearly budget.",
    "17. A trader who breaks this Part",
    "commits an offence under this law.",
]


def _two_column_pdf() -> bytes:
    import io

    from reportlab.lib.pagesizes import A4
    from reportlab.pdfgen import canvas

    buf = io.BytesIO()
    pdf = canvas.Canvas(buf, pagesize=A4)
    pdf.setFont("Times-Roman", 12)
    top = A4[1] - 90
    pdf.drawString(230, top + 30, "LAWS OF MALAYSIA - MARKET BY-LAWS")
    for k, text in enumerate(TWO_COLUMN_LEFT):
        pdf.drawString(60, top - 18 * k, text)
    for k, text in enumerate(TWO_COLUMN_RIGHT):
        pdf.drawString(320, top - 18 * (k + 1), text)
    pdf.showPage()
    pdf.save()
    return buf.getvalue()


@pytest.mark.slow
def test_a_scanned_two_column_page_reads_column_by_column() -> None:
    from engross.settings import Settings
    from ingest.pages import ocr_page
    from samples.scan import CLEAN, scan

    scanned, _ = scan(_two_column_pdf(), 1, CLEAN, [], seed=3)
    page = ocr_page(scanned, 0, Settings())
    starts = [ln.text.split()[0] for ln in page.lines if ln.text.split() and ln.text.split()[0][:2].isdigit()]
    assert starts == ["12.", "13.", "14.", "15.", "16.", "17."]
    tree = parse(page.lines, [], "my_statute")
    assert [" > ".join(p) for p, _ in unit_paths(tree)] == ["PART II"] + [f"PART II > {n}" for n in range(12, 18)]


def test_pieces_of_one_printed_line_in_separate_blocks_are_one_line_again() -> None:
    def piece(text: str, x: float, y: float, block: int) -> Line:
        words, wx = [], x
        for w in text.split():
            words.append(Span(text=w, page=1, bbox=(wx, y, wx + 5 * len(w), y + 10), confidence=0.9, source="ocr"))
            wx += 5 * len(w) + 3
        return Line(text=text, page=1, bbox=(x, y, wx - 3, y + 10), confidence=0.9, words=words, block=block)

    page = [piece("8. The Judges rank as follows:", 72, 100, 1), piece("(a", 74, 118, 2),
            piece(") the Chief Justice;", 88, 118, 1), piece("(b) the President.", 74, 136, 2),
            piece("Margin note", 440, 136, 3)]
    assert texts(order_lines(page)) == ["8. The Judges rank as follows:", "(a ) the Chief Justice;",
                                        "(b) the President.", "Margin note"]
