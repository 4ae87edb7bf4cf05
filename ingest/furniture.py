"""Running headers, footers, page numbers and recorders' margin stamps: kept out of the body."""

from __future__ import annotations

import re
from collections import Counter

import numpy as np
from rapidfuzz import fuzz, process

from schemas import Line, Page

SMALL_PRINT = 0.9  # a zone line under this share of the body's line height is furniture on a one-page document
ZONE = 0.09  # top/bottom share of the page height where running furniture lives
ALIKE = 75  # zone lines this alike (rapidfuzz ratio of their shapes) on different pages are one running line ...
ALIKE_CHARS = 12  # ... when this long (`PART II` and `PART III` opening pages are not one)
PAGE_NUMBER = re.compile(
    r"^\s*(?:[-–—]\s*)?(?:page|pg\.?|p\.)?\s*[\divxlc]+\s*(?:(?:of|/)\s*\d+)?\s*(?:[-–—])?\s*$", re.IGNORECASE
)

# "Page 3", "AFS/2023/0192 - Page 1", "| page 2 of 9" (a sentence ending "at page 12" is body text)
PAGE_MENTION = re.compile(r"(^|[-–—|·•]\s*)page\s+\d+(\s*(of|/)\s*\d+)?\s*$", re.IGNORECASE)


# a county recorder's marks in a recorded deed's margin: "BK 4521 PG 118", "OR Book 12, Page 4",
# "Doc # 2019-0012345 Recorded 03/14/2019", "Instrument No. 887766 ... Register of Deeds"
RECORDER = re.compile(
    r"\b(?:o\.?\s?r\.?\s+)?(?:book|bk|liber|vol(?:ume)?)\.?\s*[#:]?\s*\d+\s*[,;]?\s*(?:page|pg|pp?)\.?\s*[#:]?\s*\d+"
    r"|\b(?:doc(?:ument)?|instrument|inst|reception|recording|file)\s*(?:no\.?|number|#)\s*[:#]?\s*[\w-]*\d"
    r"|\b(?:county\s+recorder|register\s+of\s+deeds|recorder\s+of\s+deeds|clerk\s+and\s+recorder)\b"
    r"|\brecorded\b.*\d{1,2}/\d{1,2}/\d{2,4}",
    re.IGNORECASE,
)
RECORDER_MAX_WORDS = 16  # a recorder's stamp is short; a sentence that mentions a book and page is body text


def _plausible_number(text: str, page_count: int) -> bool:
    """A bare number is a page number only if it could be one ("2000" near the margin is an amount)."""
    digits = re.fullmatch(r"\W*(\d+)\W*", text.strip())
    return digits is None or int(digits.group(1)) <= page_count + 10


def _shape(text: str) -> str:
    # "Page 3 of 7" and "Page 4 of 7" are the same furniture; OCR may misread a digit as a letter
    return re.sub(r"\s+", " ", re.sub(r"[0-9ivxlIOo]+\b", "#", text.lower())).strip()


def _zone_lines(page: Page) -> list[Line]:
    top, bottom = page.height * ZONE, page.height * (1 - ZONE)
    return [ln for ln in page.lines if ln.bbox[3] <= top or ln.bbox[1] >= bottom]


def strip_furniture(pages: list[Page]) -> list[Page]:
    """Move running headers/footers and page numbers from Page.lines into Page.furniture."""
    shapes = [{_shape(ln.text) for ln in _zone_lines(page)} - {""} for page in pages]
    counts: Counter[str] = Counter(shape for found in shapes for shape in found)
    need = max(2, (len(pages) + 1) // 2)
    repeated = [shape for shape, n in counts.items() if n >= need]
    # a running header misread another way on every page of a harsh scan (`Laws ol Malays Act 77S`, `Liiws of
    # Malaysia Act 778`) repeats only as a near-copy: counted on the pages that print one like it
    repeated += _near_copies([shape for shape in counts if shape not in repeated and len(shape) >= ALIKE_CHARS],
                             shapes, need)
    for page in pages:
        zone = {id(ln) for ln in _zone_lines(page)}
        small = _small_print(page) if len(pages) == 1 else set()
        keep: list[Line] = []
        for line in page.lines:
            if id(line) in zone and (_is_furniture(line.text, repeated, len(pages)) or id(line) in small):
                page.furniture.append(line)
            else:
                keep.append(line)
        page.lines = keep
    return pages


def _near_copies(candidates: list[str], shapes: list[set[str]], need: int) -> list[str]:
    """The candidates that a zone line ALIKE or more like them prints on `need` pages or more. Every pair is scored
    at once (`process.cdist`): pair by pair in Python, a 1,000-page scan's zone lines took minutes."""
    if not candidates:
        return []
    every = sorted(set().union(*shapes))
    at = {shape: k for k, shape in enumerate(every)}
    alike = process.cdist(candidates, every, scorer=fuzz.ratio, score_cutoff=ALIKE) >= ALIKE
    printed = np.zeros((len(every), len(shapes)), dtype=np.float32)  # which page prints which shape
    for page, found in enumerate(shapes):
        printed[[at[shape] for shape in found], page] = 1.0
    pages = ((alike.astype(np.float32) @ printed) > 0).sum(axis=1)  # per candidate, pages printing one like it
    return [shape for shape, n in zip(candidates, pages, strict=True) if n >= need]


def _small_print(page: Page) -> set[int]:
    """Zone lines printed smaller than the body: a running header or footer where nothing repeats
    (a one-page document), told apart from a title, which is printed larger."""
    heights = sorted(ln.bbox[3] - ln.bbox[1] for ln in page.lines)
    if len(heights) < 8:
        return set()
    body = heights[len(heights) // 2]
    return {id(ln) for ln in _zone_lines(page)
            if ln.bbox[3] - ln.bbox[1] < SMALL_PRINT * body and len(ln.text.split()) <= 12}


def _is_furniture(text: str, repeated: list[str], page_count: int) -> bool:
    if PAGE_NUMBER.match(text) and (page_count > 1 or "page" in text.lower()) and _plausible_number(text, page_count):
        return True
    # a footer that names its page ("AFS/2023/0192 - Page 1") is furniture even where nothing repeats
    if PAGE_MENTION.search(text) and len(text.split()) <= 10:
        return True
    if RECORDER.search(text) and len(text.split()) <= RECORDER_MAX_WORDS:
        return True  # the recorder's book/page or instrument number, stamped in the margin after signing
    shape = _shape(text)
    return any(fuzz.ratio(shape, r) >= 85 for r in repeated)
