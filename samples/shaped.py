"""Text flow for scripts reportlab cannot shape (Devanagari, Kannada, Tamil, Telugu, Bengali): fpdf2 with HarfBuzz.

The same Block/Layout/Placed records as samples.flow, so the scanner and the truth code read both alike. Each word
is set in the Noto font of its script (Latin words in Noto Serif), so one line may mix English and Hindi. The PDF
is born-digital: real vector text, shaped as a print shop would set it. Its text layer is what such a PDF carries
(a shaping writer maps reordered or conjunct glyphs to no character: extractors then see `(cid:N)` junk), which is
what real Indian government PDFs look like; the truth is the Unicode text the page was set from.
"""

from __future__ import annotations

import datetime
from collections.abc import Callable
from functools import cache
from pathlib import Path

from fpdf import FPDF

from ingest.languages import script_of
from samples.flow import Block, Flow

NOTO = Path("/usr/share/fonts/truetype/noto")
# script (as ingest.languages names it) -> Noto family file stem; Latin covers English, Filipino and Malay
FAMILIES = {"Latin": "NotoSerif", "Devanagari": "NotoSerifDevanagari", "Kannada": "NotoSerifKannada",
            "Tamil": "NotoSerifTamil", "Telugu": "NotoSerifTelugu", "Bengali": "NotoSerifBengali"}
BOLD = "bold"
REGULAR = "regular"
_DATE = datetime.datetime(2026, 1, 1, tzinfo=datetime.UTC)  # fixed: regenerating gives the same bytes


def word_script(word: str, default: str = "Latin") -> str:
    """The script a word is set in (its letters'), else `default` (digits, punctuation, dandas)."""
    script = script_of(word)
    return script if script in FAMILIES else default


def font_file(script: str, style: str) -> Path:
    return NOTO / f"{FAMILIES[script]}-{'Bold' if style == BOLD else 'Regular'}.ttf"


@cache
def fonts_present() -> bool:
    """Debian's fonts-noto-core: the Indic samples cannot be made without it."""
    return all(font_file(s, st).is_file() for s in FAMILIES for st in (BOLD, REGULAR))


class _Pdf(FPDF):
    def __init__(self, width: float, height: float, title: str):
        super().__init__(unit="pt", format=(width, height))
        self.set_auto_page_break(False)
        self.set_margins(0, 0, 0)
        self.c_margin = 0
        self.set_creation_date(_DATE)
        self.set_title(title)
        self.set_author("engross sample generator")
        for script in FAMILIES:
            for style in (REGULAR, BOLD):
                self.add_font(script, "B" if style == BOLD else "", str(font_file(script, style)))
        # a word mixing scripts (a Tamil Part `Iஅ`, a danda after a Latin digit) is set in one script's font;
        # letters that font lacks are drawn from the others instead of being dropped from the page
        self.set_fallback_fonts(list(FAMILIES), exact_match=False)
        self.set_text_shaping(True)

    def use(self, script: str, style: str, size: float) -> None:
        self.set_font(script, "B" if style == BOLD else "", size)


class ShapedFlow(Flow):
    """Flow's layout with shaped words measured by HarfBuzz; records every line as Flow does.

    Block.runs carry (text, style) with style REGULAR or BOLD; the font is chosen per word from its script, and
    words with no letters (numbers, marks) follow the script of the block's first lettered word."""

    def __init__(self, page_size: str = "a4", margin: float = 72.0, leading: float = 1.5, title: str = ""):
        # Indic scripts need room above and below for matras and subscript conjuncts (leading 1.5)
        super().__init__(page_size, margin, leading)
        self.pdf = _Pdf(self.layout.width, self.layout.height, title)

    def words(self, block: Block) -> list[tuple[str, str]]:
        """(word, font key 'script/style') for every word; digits and marks follow the block's script."""
        words = [(w, style) for text, style in block.runs for w in text.split()]
        base = next((word_script(w) for w, _ in words if word_script(w, "") not in ("", "Latin")), "Latin")
        return [(w, f"{word_script(w, base)}/{style}") for w, style in words]

    def width(self, text: str, key: str, size: float) -> float:
        script, style = key.split("/")
        self.pdf.use(script, style, size)
        return self.pdf.get_string_width(text)

    def render(self, header: Callable[[int, int], str] | None = None,
               footer: Callable[[int, int], str] | None = None) -> bytes:
        """Draw the laid-out lines and a running header/footer (Latin, 9 pt) into a deterministic PDF."""
        lay, pdf = self.layout, self.pdf
        for page in range(1, lay.pages + 1):
            pdf.add_page()
            for text, y in ((header(page, lay.pages) if header else "", 40.0),
                            (footer(page, lay.pages) if footer else "", lay.height - 49.0)):
                if text:
                    key = f"{word_script(text)}/{REGULAR}"
                    pdf.set_xy((lay.width - self.width(text, key, 9)) / 2, y)
                    pdf.cell(h=9, text=text)
            for p in (p for p in lay.lines if p.page == page):
                for x, text, key in p.pieces:
                    script, style = key.split("/")
                    pdf.use(script, style, p.size)
                    pdf.set_xy(x, p.bbox[1])
                    pdf.cell(h=p.size, text=text)
        return bytes(pdf.output())
