"""Makes the multi-page table samples (born-digital and scanned) with the truth the table tests check.

Run: .venv/bin/python samples/make_tables.py [OUT_DIR]   (default samples/tables)
Deterministic: the same code writes the same tables, rows and truth every time (seeded random).
"""

from __future__ import annotations

import io
import random
import sys
from dataclasses import dataclass, field, replace
from pathlib import Path

from reportlab.lib.pagesizes import A4
from reportlab.lib.utils import simpleSplit
from reportlab.pdfgen import canvas

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from samples.scan import LIGHT, scan  # noqa: E402
from schemas.groundtruth import GroundTruth, TruthTable  # noqa: E402

W, H = A4
MARGIN = 56.0
TOP, BOTTOM = 70.0, H - 70.0  # body area; running header/footer sit outside it
FONT, BOLD = "Helvetica", "Helvetica-Bold"
BODY_SIZE, TABLE_SIZE = 10.0, 8.5

NAMES = ["R. Venkatesh", "S. Lakshmi", "M. Farooq", "K. Anitha", "P. Subramanian", "J. D'Souza", "A. Reddy",
         "N. Gowda", "T. Krishnan", "B. Fernandes", "H. Iyer", "V. Nair", "C. Mehta", "D. Kulkarni"]
DEEDS = ["Sale Deed", "Mortgage Deed", "Gift Deed", "Release Deed", "Lease Deed", "Partition Deed",
         "Settlement Deed", "Agreement of Sale"]


@dataclass
class Doc:
    """A document being laid out: the canvas, the cursor and what the truth will say."""

    name: str
    title: str
    footer: str
    c: canvas.Canvas = None  # type: ignore[assignment]
    buf: io.BytesIO = field(default_factory=io.BytesIO)
    page: int = 1
    y: float = TOP
    page_text: list[list[str]] = field(default_factory=lambda: [[]])
    tables: list[TruthTable] = field(default_factory=list)

    def __post_init__(self) -> None:
        self.c = canvas.Canvas(self.buf, pagesize=A4, invariant=1)
        self.c.setTitle(self.title)
        self._furniture()

    def _furniture(self) -> None:
        # running header and footer: the furniture stage must strip them; they are not body text
        self.c.setFont(FONT, 8)
        self.c.drawString(MARGIN, H - 40, self.title)
        self.c.drawCentredString(W / 2, 36, f"{self.footer} - Page {self.page}")

    def new_page(self) -> None:
        self.c.showPage()
        self.page += 1
        self.y = TOP
        self.page_text.append([])
        self._furniture()

    def para(self, text: str, size: float = BODY_SIZE, bold: bool = False, indent: float = 0.0,
             gap: float = 6.0) -> None:
        font = BOLD if bold else FONT
        lines = simpleSplit(text, font, size, W - 2 * MARGIN - indent)
        if self.y + len(lines) * size * 1.3 > BOTTOM:
            self.new_page()
        self.c.setFont(font, size)
        for ln in lines:
            self.y += size * 1.3
            self.c.drawString(MARGIN + indent, H - self.y, ln)
        self.y += gap
        self.page_text[-1].append(" ".join(lines))

    def save(self) -> bytes:
        self.c.save()
        return self.buf.getvalue()


@dataclass
class TableSpec:
    caption: str
    header: list[str]
    widths: list[float]
    rows: list[list[str]]
    gridded: bool = True
    repeat_header: bool = False
    right_align: set[int] = field(default_factory=set)  # columns of amounts


def _cell_lines(text: str, width: float, font: str) -> list[str]:
    return simpleSplit(text, font, TABLE_SIZE, width - 6) or [""]


def _draw_row(d: Doc, cells: list[str], spec: TableSpec, font: str) -> float:
    """Draw one row at the cursor; returns its height. Gridded rows are boxed, borderless ones are not."""
    wrapped = [_cell_lines(t, w, font) for t, w in zip(cells, spec.widths, strict=True)]
    height = max(len(w) for w in wrapped) * TABLE_SIZE * 1.2 + (8 if spec.gridded else 5)
    x = MARGIN
    d.c.setFont(font, TABLE_SIZE)
    for i, (lines, w) in enumerate(zip(wrapped, spec.widths, strict=True)):
        for k, ln in enumerate(lines):
            base = H - (d.y + 4 + (k + 1) * TABLE_SIZE * 1.2 - 2)
            if i in spec.right_align:
                d.c.drawRightString(x + w - 3, base, ln)
            else:
                d.c.drawString(x + 3, base, ln)
        x += w
    if spec.gridded:
        d.c.setLineWidth(0.8)
        xs = [MARGIN + sum(spec.widths[:i]) for i in range(len(spec.widths) + 1)]
        for xv in xs:
            d.c.line(xv, H - d.y, xv, H - (d.y + height))
        d.c.line(xs[0], H - (d.y + height), xs[-1], H - (d.y + height))
    return height


def _rule_top(d: Doc, spec: TableSpec) -> None:
    if spec.gridded:
        d.c.setLineWidth(0.8)
        d.c.line(MARGIN, H - d.y, MARGIN + sum(spec.widths), H - d.y)


def draw_table(d: Doc, spec: TableSpec, table_id: str, one_page: bool = False) -> None:
    """Lay a table out from the cursor, breaking to new pages (or stopping at the page end); records truth."""
    pages = [d.page]
    if spec.caption:
        d.para(spec.caption, size=10.5, bold=True, gap=4.0)
    _rule_top(d, spec)
    d.y += _draw_row(d, spec.header, spec, BOLD)
    d.page_text[-1].append(" ".join(spec.header))
    done = []
    for row in spec.rows:
        need = max(len(_cell_lines(t, w, FONT)) for t, w in zip(row, spec.widths, strict=True)) * 12 + 10
        if d.y + need > BOTTOM:
            if one_page:
                break
            d.new_page()
            pages.append(d.page)
            _rule_top(d, spec)
            if spec.repeat_header:
                d.y += _draw_row(d, spec.header, spec, BOLD)
                d.page_text[-1].append(" ".join(spec.header))
        d.y += _draw_row(d, row, spec, FONT)
        d.page_text[-1].append(" ".join(row))
        done.append(row)
    d.y += 14
    d.tables.append(TruthTable(id=table_id, caption=spec.caption, header=[spec.header], rows=done,
                               pages=pages, header_repeated=spec.repeat_header))


def _date(rng: random.Random, year: int) -> str:
    return f"{rng.randint(1, 28):02d}.{rng.randint(1, 12):02d}.{year}"


def _amount(rng: random.Random, lo: int, hi: int) -> str:
    return f"{rng.randint(lo, hi):,}.00"


def tax_rows(rng: random.Random, n: int) -> list[list[str]]:
    rows = []
    for i in range(n):
        year = 1946 + i
        rows.append([str(i + 1), _date(rng, year), f"TR/{year}/{rng.randint(1000, 99999)}",
                     f"{year}-{str(year + 1)[2:]}", rng.choice(NAMES), _amount(rng, 120, 48000)])
    return rows


def encumbrance_rows(rng: random.Random, n: int) -> list[list[str]]:
    rows = []
    for i in range(n):
        year = 1985 + i // 2
        a, b = rng.sample(NAMES, 2)
        rows.append([str(i + 1), _date(rng, year), f"{rng.randint(100, 9999)}/{year}", rng.choice(DEEDS),
                     a, b, _amount(rng, 5000, 4_500_000)])
    return rows


def instalment_rows(rng: random.Random, n: int) -> list[list[str]]:
    rows = []
    for i in range(n):
        p, r = rng.randint(8000, 20000), rng.randint(400, 3000)
        rows.append([str(i + 1), f"05.{(i % 12) + 1:02d}.{2021 + i // 12}", f"{p:,}.00", f"{r:,}.00",
                     f"{p + r:,}.00", f"SBI/{rng.randint(100000, 999999)}"])
    return rows


INTRO = ("This certificate is issued under Section 57 of the Registration Act, 1908 on the application of "
         "the purchaser, and records every transaction registered against the property described in the "
         "Schedule below during the period searched. The search was made in the books and indices kept in "
         "this office.")
OUTRO = ("Certified that the above is a true extract of the entries found in the books of this office. "
         "Acts, deeds and documents not registered in this office, and entries made after the date of "
         "search, are not covered by this certificate.")
TAX_HEADER = ["Sl. No.", "Date of Payment", "Receipt No.", "Assessment Year", "Paid By", "Amount (Rs.)"]
TAX_WIDTHS = [40.0, 78.0, 92.0, 78.0, 105.0, 90.0]
EC_HEADER = ["Sl. No.", "Date", "Document No.", "Nature of Deed", "Executant", "Claimant",
             "Consideration (Rs.)"]
EC_WIDTHS = [34.0, 58.0, 62.0, 82.0, 78.0, 78.0, 91.0]


def _certificate(name: str, ref: str, lead_in: str | None, spec: TableSpec) -> Doc:
    """An encumbrance certificate: title, intro, a ruled table over three pages, the closing certificate."""
    d = Doc(name, f"Encumbrance Certificate No. {ref}", ref)
    d.para("ENCUMBRANCE CERTIFICATE", size=13, bold=True)
    d.para(INTRO)
    if lead_in:
        d.para(lead_in)
    draw_table(d, spec, "t1")
    d.para(OUTRO)
    return d


def grid_once() -> Doc:
    spec = TableSpec("Property Tax Payments", TAX_HEADER, TAX_WIDTHS, tax_rows(random.Random(11), 80),
                     right_align={5})
    lead_in = ("The property tax paid on the Schedule property, as shown by the receipts produced, is set out "
               "below.")
    return _certificate("tables_grid_once", "EC/2019/004512", lead_in, spec)


def grid_repeat() -> Doc:
    spec = TableSpec("Encumbrances Registered", EC_HEADER, EC_WIDTHS, encumbrance_rows(random.Random(12), 80),
                     repeat_header=True, right_align={6})
    return _certificate("tables_grid_repeat", "EC/2020/000871", None, spec)


def borderless() -> Doc:
    rng = random.Random(13)
    d = Doc("tables_borderless", "Memorandum of Deposit of Title Deeds", "MODT/2021/3318")
    d.para("MEMORANDUM OF DEPOSIT OF TITLE DEEDS", size=13, bold=True)
    d.para("The borrower has deposited the title deeds of the Schedule property with the Bank as security "
           "for the loan, which shall be repaid in the instalments set out below, each falling due on the "
           "fifth "
           "day of the month.")
    d.para("The Bank may demand the whole of the outstanding amount if any two instalments remain unpaid.")
    spec = TableSpec("Schedule of Instalments",
                     ["Inst. No.", "Due Date", "Principal (Rs.)", "Interest (Rs.)", "Total (Rs.)",
                      "Ref. No."],
                     [55.0, 80.0, 90.0, 85.0, 85.0, 88.0], instalment_rows(rng, 48), gridded=False,
                     right_align={2, 3, 4})
    draw_table(d, spec, "t1")
    d.para("The borrower shall keep the property insured for its full value during the term of the loan.")
    return d


def adjacent() -> Doc:
    rng = random.Random(14)
    d = Doc("tables_adjacent", "Title Search Report - Survey No. 112/3", "TSR/2022/0045")
    d.para("TITLE SEARCH REPORT", size=13, bold=True)
    d.para("The following property tax receipts were examined for the Schedule property.")
    tax = [r[:3] + [r[5]] for r in tax_rows(rng, 60)]
    spec1 = TableSpec("Tax Receipts Examined", ["Sl. No.", "Date of Payment", "Receipt No.", "Amount (Rs.)"],
                      [50.0, 110.0, 130.0, 110.0], tax, right_align={3})
    draw_table(d, spec1, "t1", one_page=True)
    # the second table starts at the top of the next page, with no text between: only its columns differ
    d.new_page()
    spec2 = TableSpec("", EC_HEADER, EC_WIDTHS, encumbrance_rows(rng, 12), right_align={6})
    draw_table(d, spec2, "t2")
    d.para("No other encumbrance was found in the period searched.")
    return d


def prose() -> Doc:
    d = Doc("tables_prose", "Agreement for Sale - Flat No. B-304", "AFS/2023/0192")
    d.para("AGREEMENT FOR SALE", size=13, bold=True)
    d.para("THIS AGREEMENT FOR SALE is made at Bengaluru on this 12th day of March 2023 BETWEEN the Vendor "
           "and the Purchaser named below.")
    clauses = [
        ("1.", "Definitions. In this Agreement, unless the context otherwise requires:"),
        ("(a)", '"Apartment" means the flat bearing No. B-304 on the third floor of the building.'),
        ("(b)", '"Carpet Area" means the net usable floor area of the Apartment, excluding the walls.'),
        ("(c)", '"Common Areas" means the areas of the project set out in Schedule C.'),
        ("2.", "Sale. The Vendor agrees to sell and the Purchaser agrees to buy the Apartment for a total "
               "price of Rs. 84,50,000 (Rupees Eighty-four lakh fifty thousand only)."),
        ("3.", "Payment. The Purchaser shall pay the price in the instalments set out in Schedule D; time "
               "shall be of the essence for each payment."),
        ("4.", "Possession. The Vendor shall hand over possession on or before 31st December 2024, "
               "subject to Clause 9."),
        ("(i)", "any delay caused by force majeure shall extend this date;"),
        ("(ii)", "the Purchaser shall take possession within thirty days of notice."),
    ]
    for mark, text in clauses:
        indent = 0.0 if mark.endswith(".") else 24.0
        d.para(f"{mark}  {text}", indent=indent)
    d.para("IN WITNESS WHEREOF the parties have signed this Agreement on the day first written above.")
    # a two-column signature block: looks column-aligned but is prose, never a table
    d.c.setFont(FONT, BODY_SIZE)
    for left, right in [("VENDOR", "PURCHASER"), ("Sri R. Venkatesh", "Smt. K. Anitha"),
                        ("Witness: N. Gowda", "Witness: V. Nair")]:
        d.y += 16
        d.c.drawString(MARGIN, H - d.y, left)
        d.c.drawString(W / 2 + 20, H - d.y, right)
        d.page_text[-1].append(f"{left} {right}")
    return d


def write(d: Doc, out: Path, seed: int) -> None:
    pdf = d.save()
    pages = [" ".join(p) for p in d.page_text]
    # a mild office scan at 200 DPI: skew alternates in direction so the deskew is tested both ways
    profile = replace(LIGHT, skew=(0.6 if seed % 2 else -0.45), quality=35)
    scanned_pdf = scan(pdf, d.page, profile, [], seed)[0]
    for name, data, scanned in [(d.name, pdf, False), (f"{d.name}_scan", scanned_pdf, True)]:
        (out / f"{name}.pdf").write_bytes(data)
        truth = GroundTruth(file=f"{name}.pdf", title=d.title, scanned=scanned, pages=pages, tables=d.tables)
        (out / f"{name}.truth.json").write_text(truth.model_dump_json(indent=1) + "\n")


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).parent / "tables"
    out.mkdir(parents=True, exist_ok=True)
    for seed, make in enumerate([grid_once, grid_repeat, borderless, adjacent, prose]):
        write(make(), out, seed)


if __name__ == "__main__":
    main()
