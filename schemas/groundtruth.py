"""Ground truth for a sample document: what the generator knows (text, units, tables, damage, questions)."""

from __future__ import annotations

from pydantic import BaseModel, Field

from schemas.models import BBox


class TruthUnit(BaseModel):
    path: list[str] = Field(description='structure path, labels as printed: ["Chapter II", "Section 4", "(c)"]')
    heading: str = ""
    text: str = Field(description="the unit's own text (without its children)")
    page: int = 0
    defines: list[str] = Field(default_factory=list)
    cross_refs: list[str] = Field(default_factory=list)
    status: str = "in_force"


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
    kind: str = Field(description="stamp | fade | scribble | blur | noise")
    unit_path: list[str] = Field(default_factory=list)


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
    doc_type: str | None = Field(None, description="the document's type, when the generator knows it")
    fields: dict[str, str] = Field(default_factory=dict, description="extracted field name -> true value, "
                                   "normalised as engross serves it (docs/extraction.md); absent = not printed")
