"""The one vocabulary every part of engross speaks: pages, spans, tables, structure nodes, chunks."""

from __future__ import annotations

from datetime import date
from typing import Literal

from pydantic import BaseModel, Field
from pydantic.json_schema import SkipJsonSchema

from schemas.extraction import Extraction
from schemas.geometry import BBox

SpanSource = Literal["ocr", "text"]
Route = Literal["index", "review"]
Frame = Literal["head", "body", "tail"]
LegalStatus = Literal["in_force", "inserted", "substituted", "amended", "deleted", "repealed", "struck_down"]


class Span(BaseModel):
    """One word (or a line, when kind == 'line') with the box and the confidence it was read with; kind 'blank':
    a form's blank (underscores, a dot leader) seen on the page where OCR returned none (ingest.blanks)."""

    text: str
    page: int = Field(description="1-based page number")
    bbox: BBox
    confidence: float = Field(ge=0.0, le=1.0)
    source: SpanSource
    kind: Literal["word", "line", "blank"] = "word"


class Line(BaseModel):
    """A line of text in reading order, built from its words."""

    text: str
    page: int
    bbox: BBox
    confidence: float = Field(ge=0.0, le=1.0)
    words: list[Span] = Field(default_factory=list)
    block: int = 0  # Tesseract block / pdfplumber cluster id, for paragraph breaks


class Mark(BaseModel):
    """A region on the page image that is not print: a stamp, handwriting, a smudge."""

    page: int
    bbox: BBox
    kind: Literal["stamp", "ink", "smudge", "fade"] = "ink"
    score: float = 0.0
    explained: bool | None = Field(None, description="the ink accounting's verdict: True when it left no unread "
                                   "print under the mark, False when an unread (or re-read) region touches it, "
                                   "None when it did not judge the mark")


UnreadKind = Literal["faded", "stamped", "scribbled", "unknown"]


class UnreadRegion(BaseModel):
    """Printed matter on the page that no recognised word explains: text OCR did not return."""

    page: int = Field(description="1-based page number")
    bbox: BBox
    kind: UnreadKind = Field("unknown", description="what covers it: faded print, a stamp, a scribble, or unknown")
    ink_share: float = Field(0.0, ge=0.0, le=1.0, description="share of the box's ink no recognised word explains")
    lines: int = Field(1, description="about how many text lines the region holds")
    reason: str = Field("", description="what a reviewer is told, e.g. 'unread text under a stamp, page 3'")
    text: str | None = Field(None, description="what a reviewer typed for it, once filled")


# what a Page holds, for stored pages: raised when the page stage starts keeping something assembly needs
# (2: a scanned page's ruled grids re-read with the rules erased, Page.grid_words); older pages are read again
PAGE_FORMAT = 2


class Page(BaseModel):
    """One page as read: its words and lines, how it was read, and what was left out of the body."""

    number: int = Field(description="1-based")
    width: float = Field(description="points")
    height: float = Field(description="points")
    source: SpanSource
    rotation: int = 0  # degrees the image was turned to read upright (0/90/180/270)
    skew_angle: float = 0.0  # measured deskew angle, degrees
    dpi: int | None = None
    words: list[Span] = Field(default_factory=list)
    lines: list[Line] = Field(default_factory=list)
    furniture: list[Line] = Field(default_factory=list, description="running headers/footers/page numbers")
    marks: list[Mark] = Field(default_factory=list)
    rulings: list[BBox] = Field(default_factory=list, description="ruling lines (thin boxes), for table finding")
    grid_words: list[Span] | None = Field(None, description="scanned pages: the words of the ruled grids, read "
                                          "again with the rules erased (None: no grid)")
    unread: list[UnreadRegion] = Field(default_factory=list, description="printed matter OCR did not read")
    languages: list[str] = Field(default_factory=list, description="languages read on the page (Tesseract codes: "
                                 "eng, hin, tam ...), most text first")
    timings: dict[str, float] = Field(default_factory=dict, description="seconds by stage")
    notes: list[str] = Field(default_factory=list)


class Cell(BaseModel):
    text: str
    confidence: float = 1.0
    page: int = 0
    bbox: BBox | None = None


class TablePart(BaseModel):
    """Where one piece of a (possibly stitched) table sits."""

    page: int
    bbox: BBox
    header_repeated: bool = False


class Table(BaseModel):
    """A logical table, possibly stitched from parts on consecutive pages."""

    id: str
    caption: str | None = None
    parts: list[TablePart] = Field(default_factory=list)
    header_rows: list[list[Cell]] = Field(default_factory=list)
    rows: list[list[Cell]] = Field(default_factory=list)
    row_pages: list[int] = Field(default_factory=list, description="page of each data row")
    stitch_reasons: list[str] = Field(default_factory=list)
    source: SpanSource = "text"

    @property
    def page_start(self) -> int:
        return min(p.page for p in self.parts) if self.parts else 0

    @property
    def page_end(self) -> int:
        return max(p.page for p in self.parts) if self.parts else 0


class Repair(BaseModel):
    """A word of a chunk's text written otherwise than OCR read it, and why: a heading numeral whose upright strokes
    were read for one another (`PART Ill`) written as the numbering around it says (`PART III`). The chunk's word
    spans keep what OCR read; a reviewer sees both here."""

    page: int = Field(description="1-based page number")
    bbox: BBox
    read: str = Field(description="the word as OCR read it")
    text: str = Field(description="the word as the chunk's text now has it")
    reason: str = ""


class CrossRef(BaseModel):
    text: str
    target: str | None = None  # chunk id inside the same document, None for an outside reference


class Node(BaseModel):
    """A unit of the document's own structure: Chapter, Section, (a), Schedule, a table ..."""

    kind: str  # document, part, chapter, section, subsection, paragraph, subparagraph, item, clause,
    # schedule, annexure, recital, preamble, text, table
    label: str = ""  # as printed: "Section 4", "(c)", "1.1", "SCHEDULE A"
    heading: str = ""
    text: str = ""  # the unit's own text, without its children
    lines: list[Line] = Field(default_factory=list)
    children: list[Node] = Field(default_factory=list)
    frame: Frame = "body"
    status: LegalStatus = "in_force"
    status_note: str | None = None
    amended_by: str | None = None
    # numbers skipped just before this unit (`3-11` when section 12 follows section 2): an excerpt, omitted
    # repealed sections or a lost page; the unit is still placed, and routing may send it to review
    numbering_gap: str | None = None
    # why the unit was put back without its marker or heading line having been read (`PART VI heading not read;
    # its place inferred from numbering`): its label comes from the sequence, its chunk goes to review
    inferred: str | None = None
    table_id: str | None = None
    page_start: int = 0
    page_end: int = 0


class TextVersion(BaseModel):
    """One text of a provision over a span of dates: an amendment ends one version and starts the next."""

    valid_from: date | None = Field(None, description="first day in force; null: from the document's own start")
    valid_to: date | None = Field(None, description="first day no longer in force; null: still in force")
    status: LegalStatus = "in_force"
    amended_by: str | None = None
    heading: str = ""
    body: str = ""
    text: str = ""


class Chunk(BaseModel):
    """What an indexer embeds: one retrievable unit with its context, provenance and confidence."""

    id: str
    doc_id: str
    source: str
    title: str = Field("", description="the document's title, as in the context header of `text`")
    kind: Literal["text", "table", "heading", "front_matter"] = "text"
    structure_path: list[str] = Field(default_factory=list)
    heading: str = ""
    body: str = ""
    text: str = ""
    parent_id: str | None = None
    page_start: int = 0
    page_end: int = 0
    confidence: float = 1.0
    low_confidence_spans: list[Span] = Field(default_factory=list)
    route: Route = "index"
    review_reasons: list[str] = Field(default_factory=list)
    defines: list[str] = Field(default_factory=list)
    cross_refs: list[CrossRef] = Field(default_factory=list)
    status: LegalStatus = "in_force"
    amended_by: str | None = None
    valid_from: date | None = Field(None, description="first day this text is in force (set by `engross amend`); "
                                    "null: from the document's own start")
    valid_to: date | None = Field(None, description="first day this text is no longer in force; null: still is")
    text_versions: list[TextVersion] = Field(default_factory=list, description="the provision's other texts over "
                                             "time (kept when an amendment applies); `as_of` picks one")
    numbering_gap: str | None = None  # a unit in the chunk follows skipped numbers (Node.numbering_gap)
    table_id: str | None = None
    continuation: int | None = None  # index of this chunk among a table's chunks
    regions: list[TablePart] = Field(default_factory=list, description="page boxes the chunk covers")
    signals: dict[str, float] = Field(default_factory=dict, description="confidence signals, see README")
    doc_type: str = Field("other", description="the document's type (sale_deed, encumbrance_certificate, "
                          "statute ...), see docs/extraction.md")
    unread_regions: list[UnreadRegion] = Field(default_factory=list,
                                               description="printed matter in or beside the chunk OCR did not read")
    repairs: list[Repair] = Field(default_factory=list, description="words of `body`/`text` written otherwise than "
                                  "OCR read them (a heading numeral's look-alike strokes), each with what was read")
    language: str = Field("", description="the chunk's language, ISO 639-3 as Tesseract names it (eng, hin, mar, "
                          "kan, tam, tel, ben, fil, msa): of the document's languages, the one in the script most "
                          "of its letters are in")
    # internal: the chunk's word spans, for scoring; neither exported nor in the JSON Schema
    words: SkipJsonSchema[list[Span]] = Field(default_factory=list, exclude=True)


class Document(BaseModel):
    id: str = Field(description="sha256 of the file's bytes")
    source: str
    filename: str
    title: str = ""
    family: str = "generic"
    doc_type: str = "other"
    doc_type_reasons: list[str] = Field(default_factory=list, description="the rules that decided doc_type")
    languages: list[str] = Field(default_factory=list, description="the languages its pages were read in "
                                 "(Tesseract codes), most text first")
    page_count: int = 0
    state: Literal["received", "processing", "chunked", "in_review", "failed"] = "received"
    error: str | None = None


class IngestResult(BaseModel):
    """One document, end to end."""

    document: Document
    pages: list[Page]
    tables: list[Table] = Field(default_factory=list)
    tree: Node | None = None
    chunks: list[Chunk] = Field(default_factory=list)
    timings: dict[str, float] = Field(default_factory=dict)
    extraction: Extraction | None = None

    @property
    def review_count(self) -> int:
        return sum(1 for c in self.chunks if c.route == "review")


Node.model_rebuild()
