"""Form blanks on a scanned page (issue 10: every printed thing in a chunk or before a reviewer): underscored blanks
(`Rs.______ /-`) and dot leaders (`Name: ........`) are printed matter OCR drops or garbles. A form page is set
here in Times and Courier and scanned as the corpus is (samples.scan); its truth is the text as set. Each blank must
come back in the chunks where it was printed, as underscores or dots of about its printed length, and no blank may
appear where the page prints none."""

from __future__ import annotations

import io
import re

import pytest
from reportlab.lib.pagesizes import A4
from reportlab.pdfgen import canvas

from engross.settings import Settings
from ingest.pipeline import run
from samples.scan import CLEAN, MODERATE, scan

# (font, text) as set, one printed line each; the blanks are the runs of `_` and `.` (three or more)
FORM = [
    ("Times-Bold", "FORM OF APPLICATION"),
    ("Times-Roman", "1. Name of the applicant: ................................................................"),
    ("Times-Roman", "." * 104),
    ("Times-Roman", "2. The paid up capital of the Company shall be Rs.______________ /- (Rupees ____________ Only)."),
    ("Times-Roman", "3. The Borrower shall pay interest on the advance at the rate agreed with the Bank."),
    ("Times-Roman", "4. Address of the registered office: ____________________________________________"),
    ("Times-Roman", "_" * 77),
    ("Times-Roman", f"5. Date of the assembly: {'.' * 32} Place: {'.' * 32}"),
    ("Courier", "_______________ Branch"),
    ("Courier", "6. at the request of ______________________________ (the Borrower)."),
    ("Times-Roman", "7. Signed before me on the day and year first above written."),
]
BLANK = re.compile(r"_{3,}(?:[ \t]*_+)*|\.{3,}(?:[ \t]*\.+)*")  # pieces of one blank on a line count as one


def form_pdf() -> bytes:
    buf = io.BytesIO()
    c = canvas.Canvas(buf, pagesize=A4, invariant=1)
    y = A4[1] - 90
    for font, text in FORM:
        c.setFont(font, 11 if font.startswith("Times") else 10)
        c.drawString(72, y, text)
        y -= 24
    c.showPage()
    c.save()
    return buf.getvalue()


def _blanks(text: str) -> list[tuple[str, int]]:
    """Each blank's kind and length (`…` is three dots)."""
    text = text.replace("\u2026", "...")
    return [(m.group(0)[0], len(m.group(0).replace(" ", ""))) for m in BLANK.finditer(text)]


@pytest.fixture(scope="module", params=["clean", "moderate"])
def read(request):  # type: ignore[no-untyped-def]
    profile = {"clean": CLEAN, "moderate": MODERATE}[request.param]
    pdf, _ = scan(form_pdf(), 1, profile, [], 7)
    return run(pdf, f"form-{request.param}.pdf", Settings())


def test_each_printed_blank_comes_back_where_it_was_printed(read) -> None:  # type: ignore[no-untyped-def]
    """Every blank of the form is in the chunks, in order, as the kind of blank printed (underscores or dots) and
    of about its printed length (within half to one and a half times: a rule's length is measured, not read)."""
    text = "\n".join(c.body for c in read.chunks)
    got = _blanks(text)
    want = [b for _, line in FORM for b in _blanks(line)]
    # the page's blanks in order: same kinds, lengths within [0.5, 1.5] of the printed count
    assert [k for k, _ in got] == [k for k, _ in want], (got, want)
    for (_, n), (_, m) in zip(got, want, strict=True):
        assert 0.5 * m <= n <= 1.5 * m, (got, want)


def test_words_beside_a_blank_stay_as_read_and_no_blank_is_invented(read) -> None:  # type: ignore[no-untyped-def]
    """The words around the blanks are read as before (`Rs.`, `/-`, `Branch`), and a line printing no blank gets
    none."""
    bodies = "\n".join(c.body for c in read.chunks)
    for needle in ("Branch", "Rupees", "Only", "Place:", "applicant:"):
        assert needle in bodies
    for line in bodies.splitlines():
        if "interest on the advance" in line or "first above written" in line:
            assert not BLANK.search(line), line
    blanks = [w for c in read.chunks for w in c.words if w.kind == "blank"]
    assert blanks and all(set(w.text) <= {"_", "."} for w in blanks)
