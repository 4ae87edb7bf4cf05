"""Ground truth for a sample document: what the generator knows (text, units, tables, damage, questions)."""

from __future__ import annotations

from pydantic import BaseModel, Field

from schemas.models import BBox


def _empty(value: object) -> bool:
    return not value


class TruthUnit(BaseModel):
    path: list[str] = Field(description='structure path, labels as printed: ["Chapter II", "Section 4", "(c)"]')
    heading: str = ""
    text: str = Field(description="the unit's own text (without its children)")
    page: int = 0
    defines: list[str] = Field(default_factory=list)
    cross_refs: list[str] = Field(default_factory=list)
    status: str = "in_force"
    language: str = Field("", exclude_if=_empty, description="ISO 639-3 as Tesseract names it (hin, mar, eng); "
                          "set by the language samples (corpus/languages.py), empty elsewhere")


class TruthTable(BaseModel):
    id: str
    caption: str = ""
    header: list[list[str]]
    rows: list[list[str]]
    pages: list[int]
    header_repeated: bool = False
    path: list[str] = Field(default_factory=list, description="structure path of the unit holding the table")


class TruthDamage(BaseModel):
    page: int
    bbox: BBox = Field(description="PDF points, top-left origin")
    kind: str = Field(description="stamp | fade | scribble | tear | coffee | fold | blur | noise")
    unit_path: list[str] = Field(default_factory=list)
    # the damaged set's extra truth (left out of the JSON when empty, so older truth files keep their bytes)
    strength: str = Field("", exclude_if=_empty, description="light | medium | heavy")
    words_hit: int = Field(0, exclude_if=_empty, description="printed words the damage touches")
    words_lost: int = Field(0, exclude_if=_empty, description="of them, words whose print it destroyed")


class TruthParagraph(BaseModel):
    """One printed paragraph (or table row) on one page: the unit silent loss is counted over."""

    page: int
    bbox: BBox = Field(description="PDF points, top-left origin, on the scanned page (moved by the skew)")
    text: str
    unit_path: list[str] = Field(default_factory=list, description="the truth unit it belongs to ([] = frame text)")
    label: str = Field("", description="a real text's leading marker ('3.', '(a)'), when it has no unit path")
    damage: list[str] = Field(default_factory=list, description="kind/strength of each damage touching it")
    lost_words: list[str] = Field(default_factory=list, description="printed words the damage destroyed")
    language: str = Field("", exclude_if=_empty, description="the language it is printed in (hin, eng, ...)")


class TruthQuestion(BaseModel):
    question: str
    answer_path: list[str]


class GroundTruth(BaseModel):
    """Written beside each sample PDF as NAME.truth.json; a user can write one by hand for eval."""

    file: str
    family: str = "generic"
    title: str = ""
    scanned: bool = False
    pages: list[str] = Field(default_factory=list, description="full body text of each page, in reading order")
    units: list[TruthUnit] = Field(default_factory=list)
    tables: list[TruthTable] = Field(default_factory=list)
    damage: list[TruthDamage] = Field(default_factory=list)
    questions: list[TruthQuestion] = Field(default_factory=list)
    doc_type: str | None = Field(None, exclude_if=_empty,
                                 description="the document's type, when the generator knows it")
    fields: dict[str, str] = Field(default_factory=dict, exclude_if=_empty,
                                   description="extracted field name -> true value, "
                                   "normalised as engross serves it (docs/extraction.md); absent = not printed")
    # the damaged set (samples/make_damaged.py); empty elsewhere and then left out of the JSON
    paragraphs: list[TruthParagraph] = Field(default_factory=list, exclude_if=_empty)
    split: str = Field("", exclude_if=_empty, description="tuning | heldout | fresh2")
    scan_profile: str = Field("", exclude_if=_empty, description="clean | moderate | degraded | harsh")
    source_text: str = Field("", exclude_if=_empty, description="the real text it was rendered from, if any")
    languages: list[str] = Field(default_factory=list, exclude_if=_empty,
                                 description="the languages printed in it, main one first (the language samples)")
