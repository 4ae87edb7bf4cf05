"""Form blanks are printed matter OCR drops: an underscored `Rs.______/-` (its rule taken for a ruling) or a dot
leader `No. ........` (its dots read as letters, `Placeob assembly vs ese ssecce`, or the whole line dropped as a
picture). Each is found on the cleaned page before OCR (a thin rule with no print over it, a row of dots), erased
from the image OCR reads, and put back after it where the page prints it, as the blank it is (a span of kind
`blank`: underscores or dots, never a word), so a form's clause keeps the text the page shows."""

from __future__ import annotations

import statistics
from dataclasses import dataclass

import numpy as np

from ingest import ocr
from ingest.boxes import overlap_share
from ingest.components import components
from ingest.lazy import LazyModule
from ingest.table_grid import grids as ruled_grids
from schemas import BBox, Line, Mark, Span, UnreadRegion

cv2 = LazyModule("cv2")  # OpenCV is imported by a scanned page's first call to it

PxBox = tuple[int, int, int, int]

BLANK_CONFIDENCE = 0.9  # a blank is seen by its geometry, not read: sure it is there, its length approximate
LINE_OVER_LETTER = 1.6  # a line's box (ascenders to descenders) over its median letter's height
DOT_MAX = 0.3  # a leader's dot is at most this many text heights across ...
DOT_MIN = 0.04  # ... and at least this many (grain is smaller)
DOT_GAP = 0.8  # dots of one leader stand at most this many text heights apart, centre to centre
DOT_ROW = 0.12  # ... and on one row within this many text heights
MIN_DOTS = 4  # a leader holds this many dots at least (an ellipsis `...` is OCR's to read)
MIN_DOTS_ALONE = 8  # a row of dots on a line of its own: this many, evenly spaced
EVEN = 0.5  # ... their spacing's deviation under this share of its mean (grain is not evenly spaced)
RULE_MIN = 1.2  # an underscored blank is at least this many text heights long (two underscores)
RULE_ALONE = 3.0  # ... and this long on a line of its own
RULE_THICK = 0.16  # its stroke at most this many text heights thick
EDGE = 0.04  # share of the page's width at each side no blank reaches into
FAINT = 30  # grey levels under the paper that show a letter's thin stroke
CLEAR = 0.1  # text heights round a leader's dots left to their blur ...
OVER = 0.25  # ... beyond which the columns over and under them hold ink in under this share (a letter's: most)
JOIN = 0.5  # stretches of a rule this many text heights apart or less are one rule the scan's grain broke
DASH_DROP = 0.2  # a dash's neighbours reach this many text heights below it; an underscore's stop above it
BASELINE = 0.4  # a blank belongs to a line when it lies this many text heights from the line's baseline
REACH = 4.0  # ... and starts or ends within this many text heights of the line's words
UNDERSCORE = 1.12  # an underscore's width over a proportional font's mean character (Times, Helvetica: 0.5 em)
MONO = 0.08  # words whose width per character varies under this share are set in a monospaced font


@dataclass
class Piece:
    """A blank seen on the page, in pixels of the full-resolution image: its kind and the ink it prints (each dot's
    box, or the rule's stretches)."""

    x0: int
    x1: int
    y: float  # its row: a rule's middle, the dots' mean centre
    kind: str  # "rule" | "dots"
    boxes: list[PxBox]
    th: float = 0.0  # the page's text height where it was found (pixels of the full page)


def find(half: np.ndarray, ppp: float, rulings: list[BBox]) -> list[Piece]:
    """The page's form blanks, before OCR, found on the page at half resolution (`half`; `ppp`: points per pixel
    of the full page, whose pixels the pieces are given in): rows of dots, and thin rules on a baseline with no
    print right above them (an underline's stretches under words are the words'), outside ruled tables."""
    paper = float(np.percentile(half[::4, ::4], 90))
    ink = (half < _threshold(paper)).astype(np.uint8)
    stats = components(ink).stats[1:]
    th = _text_height(stats)
    if th is None:
        return []
    faint = (half < paper - FAINT).astype(np.uint8)
    pieces = [p for p in _chains(_dots(stats, th), th) if _clear(faint, p, th)] + _rules(ink, faint, th)
    fenced = [_px(box, 2 * ppp) for box, _c, _s in ruled_grids(rulings)]
    return [_doubled(p, th) for p in pieces if not any(_touches(p, f, th) for f in fenced)]


def _doubled(piece: Piece, th: float) -> Piece:
    """A piece found at half resolution (`th`: the text height there) in the full page's pixels."""
    return Piece(2 * piece.x0, 2 * piece.x1, 2 * piece.y, piece.kind,
                 [(2 * x0, 2 * y0, 2 * x1 + 1, 2 * y1 + 1) for x0, y0, x1, y1 in piece.boxes], 2 * th)


def erase(clean: np.ndarray, pieces: list[Piece]) -> np.ndarray:
    """The page with its blanks' pixels set to the paper: OCR reads the words beside a leader instead of taking its
    dots for letters or the line for a picture."""
    if not pieces:
        return clean
    out = clean.copy()
    paper = np.uint8(np.percentile(clean[::4, ::4], 90))
    for piece in pieces:
        for x0, y0, x1, y1 in piece.boxes:
            out[max(0, y0 - 1):y1 + 1, max(0, x0 - 1):x1 + 1] = paper
    return out


def restore(words: list[Span], lines: list[Line], pieces: list[Piece], marks: list[Mark], page: int,
            ppp: float) -> tuple[list[Span], list[Line], list[Line]]:
    """The page's words and lines with its form blanks put back where printed: a blank on a read line's baseline
    joins that line (a word OCR made of its remains is replaced); and the blanks on a row of their own, each a line
    of its own (for the caller to place in reading order)."""
    read = [ln for ln in lines if ln.page == page and ln.words and ln.confidence > 0.3]
    alone: list[Line] = []
    if not read or not pieces:
        return words, lines, alone
    th = statistics.median(ln.bbox[3] - ln.bbox[1] for ln in read) / ppp
    fenced = [_px(m.bbox, ppp) for m in marks if m.kind in ("stamp", "ink", "smudge")]
    column = (min(ln.bbox[0] for ln in read) / ppp - th, max(ln.bbox[2] for ln in read) / ppp + th)
    out_lines = list(lines)
    gone: set[int] = set()
    added: list[Span] = []
    bases = [_baseline(ln, ppp) for ln in read]  # each line's once, not once a piece (a leader page has hundreds)
    for piece in (p for p in pieces if not any(_touches(p, f, th) for f in fenced)):
        line = _line_of(piece, read, bases, th, ppp)
        if line is None:
            span = _alone(piece, th, column, ppp, page, read)
            if span is not None:
                added.append(span)
                alone.append(ocr.line_from_words([span]))
            continue
        drop = [w for w in line.words if _on_blank(w, piece, ppp)]
        kept = [w for w in line.words if w not in drop]
        spans = _uncovered(piece, kept, th, ppp, page, line, _advance(_sample(kept, line, read, th, ppp), th, ppp))
        if not spans:
            continue
        gone.update(id(w) for w in drop)
        added += spans
        i = next(i for i, ln in enumerate(out_lines) if ln is line)
        out_lines[i] = ocr.line_from_words(kept + spans, block=line.block)
        k = read.index(line)
        read[k], bases[k] = out_lines[i], _baseline(out_lines[i], ppp)
    if not added:
        return words, lines, alone
    return [w for w in words if id(w) not in gone] + added, out_lines, alone


def unplaced(pieces: list[Piece], words: list[Span], lines: list[Line], marks: list[Mark], page: int,
             ppp: float) -> list[UnreadRegion]:
    """Blanks `restore` could not put back (no read line on their row or near it: a page of answer lines and
    rules on which OCR read nothing), each an unread region: printed matter erased from what OCR read, in no
    line, so a person sees the page rather than nobody. Stamps' and scribbles' ink is theirs to judge; a blank
    near read lines that was not put back is a crease or a streak `restore` refused."""
    placed = [w.bbox for w in words if w.kind == "blank" and w.page == page]
    read = [ln.bbox for ln in lines if ln.page == page and ln.words and ln.confidence > 0.3]
    fenced = [_px(m.bbox, ppp) for m in marks if m.kind in ("stamp", "ink", "smudge")]
    out: list[UnreadRegion] = []
    for piece in pieces:
        th = piece.th
        box = (piece.x0 * ppp, (piece.y - 0.8 * th) * ppp, piece.x1 * ppp, (piece.y + 0.2 * th) * ppp)
        if any(_touches(piece, f, th) for f in fenced) or any(overlap_share(box, b) > 0 for b in placed):
            continue
        if any(abs((b[1] + b[3]) / 2 / ppp - piece.y) <= ALONE_REACH * th for b in read) or not _long(piece):
            continue
        out.append(UnreadRegion(page=page, bbox=box, kind="unknown", ink_share=1.0, lines=1,
                                reason=f"form blank not read, page {page}"))
    return out


ALONE_REACH = 4.0  # text heights: a blank this near a read line's row was restore's to place (or to refuse)


def _long(piece: Piece) -> bool:
    """A blank on a row of its own long enough to be one (as `_alone` asks): evenly spaced dots, a long rule."""
    if piece.kind == "dots":
        gaps = np.diff([(d[0] + d[2]) / 2 for d in piece.boxes])
        return len(piece.boxes) >= MIN_DOTS_ALONE and float(gaps.std()) <= EVEN * float(gaps.mean())
    return piece.x1 - piece.x0 >= RULE_ALONE * piece.th


# --- finding them -----------------------------------------------------------------------------------------------

def _threshold(paper: float) -> float:
    """Half way between the paper (its grey) and the print: a dot of a leader is as dark as a letter."""
    return paper - max(40.0, 0.45 * paper)


def _text_height(stats: np.ndarray) -> float | None:
    """A text line's height in pixels from the letters' own (a line's box, ascenders to descenders, is about
    LINE_OVER_LETTER times the median letter's height); None on a page with too few letters to tell."""
    h = stats[:, 3]
    letters = h[(h >= 6) & (stats[:, 4] >= 12) & (h <= 200)]
    if len(letters) < 20:
        return None
    return LINE_OVER_LETTER * float(np.median(letters))


def _dots(stats: np.ndarray, th: float) -> np.ndarray:
    """Boxes of the components shaped like a printed dot: small, about as tall as wide, mostly filled."""
    x, y, w, h, area = (stats[:, i] for i in range(5))
    small = (w <= DOT_MAX * th) & (h <= DOT_MAX * th) & (np.maximum(w, h) >= DOT_MIN * th)
    keep = small & (w <= 2.5 * h) & (h <= 2.5 * w) & (area >= 0.4 * w * h)
    return np.stack([x[keep], y[keep], x[keep] + w[keep], y[keep] + h[keep]], axis=1)


def _chains(dots: np.ndarray, th: float) -> list[Piece]:
    """Dots standing in a row, each within DOT_GAP of the next: a leader."""
    if not len(dots):
        return []
    cx, cy = (dots[:, 0] + dots[:, 2]) / 2.0, (dots[:, 1] + dots[:, 3]) / 2.0
    # Python floats in the loop: the same doubles as numpy's, at a fraction of a numpy scalar's cost (a scan's grain
    # makes thousands of dot-sized components a page)
    xs, ys, near, gap = cx.tolist(), cy.tolist(), DOT_ROW * th, DOT_GAP * th
    rows: list[list[int]] = []
    for i in np.lexsort((cx, np.round(cy / max(1.0, near)))).tolist():
        x, y = xs[i], ys[i]
        for row in rows[-6:]:
            j = row[-1]
            if abs(y - ys[j]) <= near and 0 < x - xs[j] <= gap:
                row.append(i)
                break
        else:
            rows.append([i])
    return [Piece(int(dots[r[0], 0]), int(dots[r[-1], 2]), float(cy[r].mean()), "dots",
                  [_box(dots[i]) for i in r]) for r in rows if len(r) >= MIN_DOTS]


def _clear(faint: np.ndarray, piece: Piece, th: float) -> bool:
    """A leader's dots stand on a baseline with nothing over or under them (the dots of a line's i's, the ears of its
    r's a blurred scan cut loose, have their letters' strokes right below or beside them)."""
    cols = slice(piece.x0, piece.x1 + 1)
    pad = int(CLEAR * th) + 1  # a blurred dot's halo
    top, bottom = min(b[1] for b in piece.boxes) - pad, max(b[3] for b in piece.boxes) + pad
    over = faint[max(0, int(piece.y - 0.75 * th)):max(0, top), cols].any(axis=0)
    under = faint[bottom:int(piece.y + 0.6 * th) + 1, cols].any(axis=0)
    return over.size > 0 and under.size > 0 and max(float(over.mean()), float(under.mean())) <= OVER


def _rules(ink: np.ndarray, faint: np.ndarray, th: float) -> list[Piece]:
    """Thin horizontal strokes RULE_MIN text heights long or more with no print right above them (`faint`: even a
    thin grey stroke; letters stand closer than half a text height): an underscored blank's rule, not the serifs of
    a line of print blurred together."""
    length = max(3, round(RULE_MIN * th * 0.8))
    runs = cv2.morphologyEx(ink, cv2.MORPH_OPEN, cv2.getStructuringElement(cv2.MORPH_RECT, (length, 1)))
    out = []
    edge = EDGE * ink.shape[1]
    for x, y, w, h, area in components(runs).stats[1:]:
        if w < RULE_MIN * th or area / max(w, 1) > RULE_THICK * th or h > 2 * RULE_THICK * th + 2:
            continue
        if x < edge or x + w > ink.shape[1] - edge:
            continue  # print keeps a margin: a stroke out to the paper's edge is a fold's crease or a scanner's streak
        above = faint[max(0, int(y - 0.7 * th)):max(0, int(y - 0.15 * th)), x:x + w].any(axis=0)
        reach = max(1, int(0.5 * th))
        above = np.convolve(above.astype(np.int32), np.ones(2 * reach + 1, dtype=np.int32), mode="same") > 0
        spans = _runs(~above, int(RULE_MIN * th))
        if len(spans) > 2:
            continue  # a stroke under print in three places or more: a table's rule its columns rise from
        for a, b in spans:
            if _dash(faint, x + a, x + b, y + h / 2.0, th):
                continue
            box = (int(x + a), int(y), int(x + b), int(y + h))
            out.append(Piece(box[0], box[2], y + h / 2.0, "rule", [box]))
    return _joined(out, th)


def _dash(ink: np.ndarray, x0: int, x1: int, y: float, th: float) -> bool:
    """A stroke at mid-letter height (a dash, `procession—`): the letters beside it reach well below it, where an
    underscore's neighbours stand on the baseline above it."""
    rows = slice(int(y + DASH_DROP * th), int(y + 0.6 * th) + 1)
    reach = int(0.6 * th)
    return bool(ink[rows, max(0, x0 - reach):max(0, x0 - 1)].any() or ink[rows, x1 + 1:x1 + reach].any())


def _runs(flags: np.ndarray, min_len: int) -> list[tuple[int, int]]:
    """Runs of True at least min_len long, as (start, end)."""
    edges = np.flatnonzero(np.diff(np.concatenate(([0], flags.astype(np.int8), [0]))))
    return [(int(a), int(b)) for a, b in zip(edges[::2], edges[1::2], strict=True) if b - a >= min_len]


def _joined(rules: list[Piece], th: float) -> list[Piece]:
    """Stretches of one rule the scan broke (grain, a faint pixel) are one blank."""
    out: list[Piece] = []
    for p in sorted(rules, key=lambda r: (round(r.y / max(1.0, 0.2 * th)), r.x0)):
        last = out[-1] if out else None
        if last and abs(last.y - p.y) <= 0.2 * th and 0 <= p.x0 - last.x1 <= JOIN * th:
            out[-1] = Piece(last.x0, p.x1, (last.y + p.y) / 2, "rule", last.boxes + p.boxes)
        else:
            out.append(p)
    return out


# --- putting them back ------------------------------------------------------------------------------------------

def _baseline(line: Line, ppp: float) -> float:
    return statistics.median(w.bbox[3] for w in line.words) / ppp


def _line_of(piece: Piece, lines: list[Line], bases: list[float], th: float, ppp: float) -> Line | None:
    """The read line whose baseline (`bases`, one a line) the blank stands on, with words within reach along the
    row."""
    best, gap = None, REACH * th
    for ln, base in zip(lines, bases, strict=True):
        hi = BASELINE + (RULE_THICK if piece.kind == "rule" else 0.0)
        if not -BASELINE * th <= piece.y - base <= hi * th:
            continue
        d = max(0.0, ln.bbox[0] / ppp - piece.x1, piece.x0 - ln.bbox[2] / ppp)
        if d <= gap:
            best, gap = ln, d
    return best


def _on_blank(word: Span, piece: Piece, ppp: float) -> bool:
    """A word OCR made of the blank's remains (`.....`, `—`): it lies on the blank and holds no letter or digit."""
    x0, x1 = word.bbox[0] / ppp, word.bbox[2] / ppp
    inside = max(0.0, min(x1, piece.x1) - max(x0, piece.x0)) / max(1.0, x1 - x0)
    return inside >= 0.7 and not any(c.isalnum() for c in word.text)


def _uncovered(piece: Piece, kept: list[Span], th: float, ppp: float, page: int, line: Line,
               advance: float) -> list[Span]:
    """The blank's stretches no kept word of its line covers, each as a span of underscores or dots."""
    cuts = sorted((w.bbox[0] / ppp - 0.1 * th, w.bbox[2] / ppp + 0.1 * th) for w in kept)
    free, start = [], float(piece.x0)
    for a, b in cuts:
        if b <= start or a >= piece.x1:
            continue
        if a > start:
            free.append((start, a))
        start = max(start, b)
    if start < piece.x1:
        free.append((start, float(piece.x1)))
    out = []
    for a, b in free:
        text = _text(piece, a, b, th, advance)
        if text:
            out.append(_span(text, (a * ppp, line.bbox[1], b * ppp, line.bbox[3]), page))
    return out


def _text(piece: Piece, a: float, b: float, th: float, advance: float) -> str:
    """Dots: as many as the page prints there; a rule: as many underscores as its length holds."""
    if piece.kind == "dots":
        n = sum(a <= (d[0] + d[2]) / 2 <= b for d in piece.boxes)
        return "." * n if n >= MIN_DOTS else ""
    return "_" * max(3, round((b - a) / advance)) if b - a >= RULE_MIN * th else ""


def _sample(kept: list[Span], line: Line, lines: list[Line], th: float, ppp: float) -> list[Span]:
    """Words to measure a line's characters by: its own, or with a few words only those of the lines around it."""
    if sum(sum(c.isalnum() for c in w.text) >= 3 for w in kept) >= 3:
        return kept
    mid = (line.bbox[1] + line.bbox[3]) / 2
    return kept + [w for ln in lines if ln is not line and abs((ln.bbox[1] + ln.bbox[3]) / 2 - mid) <= 3 * th * ppp
                   for w in ln.words]


def _advance(words: list[Span], th: float, ppp: float) -> float:
    """The width of one underscore (pixels of the page), from the words' own characters: a monospaced form's
    underscore is one character wide, a proportional font's half an em, about UNDERSCORE of its mean character."""
    letters = [w for w in words if sum(c.isalnum() for c in w.text) >= 3]
    chars = sum(len(w.text) for w in letters)
    if not chars:
        return 0.5 * th
    mean = sum(w.bbox[2] - w.bbox[0] for w in letters) / chars / ppp
    each = [(w.bbox[2] - w.bbox[0]) / len(w.text) / ppp for w in letters]
    mono = len(each) >= 2 and statistics.pstdev(each) <= MONO * statistics.mean(each)
    return mean if mono else UNDERSCORE * mean


def _alone(piece: Piece, th: float, column: tuple[float, float], ppp: float, page: int,
           lines: list[Line]) -> Span | None:
    """A blank on a row of its own (a form's answer line): within the text column, among read lines, long enough
    and (dots) evenly spaced, so no crease, streak or grain."""
    if piece.x0 < column[0] or piece.x1 > column[1]:
        return None
    near = [ln for ln in lines if abs((ln.bbox[1] + ln.bbox[3]) / 2 / ppp - piece.y) <= 4 * th]
    if not near:
        return None
    if piece.kind == "dots":
        gaps = np.diff([(d[0] + d[2]) / 2 for d in piece.boxes])
        if len(piece.boxes) < MIN_DOTS_ALONE or float(gaps.std()) > EVEN * float(gaps.mean()):
            return None
        text = "." * len(piece.boxes)
    else:
        if piece.x1 - piece.x0 < RULE_ALONE * th:
            return None
        text = "_" * max(3, round((piece.x1 - piece.x0) / _advance([w for ln in near for w in ln.words], th, ppp)))
    return _span(text, (piece.x0 * ppp, (piece.y - 0.8 * th) * ppp, piece.x1 * ppp, (piece.y + 0.2 * th) * ppp), page)


def _span(text: str, bbox: BBox, page: int) -> Span:
    return Span(text=text, page=page, bbox=bbox, confidence=BLANK_CONFIDENCE, source="ocr", kind="blank")


def _box(row: np.ndarray) -> PxBox:
    return int(row[0]), int(row[1]), int(row[2]), int(row[3])


def _px(box: BBox, ppp: float) -> PxBox:
    return int(box[0] / ppp), int(box[1] / ppp), int(box[2] / ppp), int(box[3] / ppp)


def _touches(piece: Piece, box: PxBox, th: float) -> bool:
    pad = 0.5 * th
    return piece.x1 >= box[0] - pad and piece.x0 <= box[2] + pad and box[1] - pad <= piece.y <= box[3] + pad
