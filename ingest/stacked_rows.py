"""Lines OCR joined across rows: a tall mark (a brace, a bracket drawn over three items) can make Tesseract read
three printed rows as one line, their words interleaved column by column (`a) b) C) operate operate operate a a a
zoo; commercial circus ...`). The words' boxes still stand in rows; each row becomes a line of its own again.
Labels printed flush one above another (`(4)`, `(A)`, `(B)`, `(i)` at one margin, as Alaska's and other US codes'
nested paragraphs are) do the same: their opening brackets read as one column of faint pieces (`ee`, `eee`, `a`)
that stand between the rows, so only words read with some confidence make the rows."""

from __future__ import annotations

import re
from statistics import median

from ingest.ocr import line_from_words
from schemas import Line, Span

TALL = 1.8  # a line this many times the page's usual line height may hold several rows
ROW_GAP = 0.6  # word centres this many word heights apart start a new row
MIN_WORDS = 4
FAINT = 0.5  # a word read below this confidence, with no digit, is a piece of a mark, not a row's word


def split_stacked(lines: list[Line]) -> list[Line]:
    """Every line, with a line whose words stand in two or more rows cut into one line per row (top to bottom);
    the tall mark spanning the rows is left out when it holds no letter or digit (`{`, `—_~—~`), else it goes to
    the row its top stands in."""
    heights = [ln.bbox[3] - ln.bbox[1] for ln in lines if ln.words]
    if not heights:
        return lines
    usual = median(heights)
    out: list[Line] = []
    for ln in lines:
        rows = _rows(ln, usual) if ln.bbox[3] - ln.bbox[1] > TALL * usual and len(ln.words) >= MIN_WORDS else []
        if len(rows) > 1:
            out.extend(line_from_words(row, ln.block) for row in rows)
        else:
            out.append(ln)
    return out


def _rows(ln: Line, usual: float) -> list[list[Span]]:
    """The line's words grouped in rows by their centres; a word taller than a row joins the row of its top."""
    normal = [w for w in ln.words if w.bbox[3] - w.bbox[1] <= 1.5 * usual and not _faint(w)]
    if len(normal) < MIN_WORDS:
        return []
    size = median(w.bbox[3] - w.bbox[1] for w in normal)
    rows: list[list[Span]] = []
    for w in sorted(normal, key=_centre):
        if rows and _centre(w) - _centre(rows[-1][-1]) <= ROW_GAP * size:
            rows[-1].append(w)
        else:
            rows.append([w])
    if len(rows) < 2 or any(len(r) < 2 for r in rows):
        return []  # a superscript or a lone raised mark is no row of its own
    # a brace or bracket drawn over the rows is no word; `normal` is asked by identity first (`in` alone compared
    # the models field by field, pair after pair: a sixth of a noisy scan's assembly)
    kept = {id(w) for w in normal}
    for w in ln.words:
        if id(w) in kept or w in normal or not any(ch.isalnum() for ch in w.text):
            continue
        if not _faint(w):
            k = min(range(len(rows)), key=lambda r: abs(_centre(rows[r][0]) - (w.bbox[1] + size / 2)))
            rows[k].append(w)
        elif (row := _holding(rows, w)) is not None:
            row.append(w)
    return rows


def _holding(rows: list[list[Span]], w: Span) -> list[Span] | None:
    """The row a faint word is read in: the row whose height holds its centre, unless the word stands before the
    row's first word and that word is a label whose opening bracket is lost (`ee` before `4)`: that bracket's piece
    in the margin, no row's word). A faint word before any other first word is the row's own (`(b)` read at 0.4
    before `operate`: left out, the row's label and the unit would be lost). None: left out."""
    for row in rows:
        top, bottom = min(x.bbox[1] for x in row), max(x.bbox[3] for x in row)
        first = min(row, key=lambda x: x.bbox[0])
        if top <= _centre(w) <= bottom and (w.bbox[0] >= first.bbox[0] or not _HALF_LABEL.fullmatch(first.text)):
            return row
    return None


_HALF_LABEL = re.compile(r"[0-9A-Za-z]{1,4}\)")  # `4)`, `A)`, `ii)`: a label whose opening bracket is not in it


def _faint(w: Span) -> bool:
    """Read below FAINT with no digit: it makes no row (a bracket's or brace's piece, `ee`); it is read in the row
    that holds it, if any."""
    return w.confidence < FAINT and not any(ch.isdigit() for ch in w.text)


def _centre(w: Span) -> float:
    return (w.bbox[1] + w.bbox[3]) / 2
