"""A document's typed fields: the type's rules read them, the checks test them, doubtful ones go to a person."""

from __future__ import annotations

import datetime as dt
from typing import Any

from pydantic import BaseModel, ValidationError

from ingest.extract_deed import extract_deed
from ingest.extract_ec import extract_ec
from ingest.extract_statute import extract_statute
from ingest.field_checks import run_checks
from ingest.fieldtext import FieldText, Hit
from schemas import Chunk, Page, Table
from schemas.extraction import DEED_TYPES, RECORDS, SERVED_STATUSES, ExtractedField, Extraction

# fields a document of the type must have: one not found is a review item with no candidate, never a silence
REQUIRED: dict[str, tuple[str, ...]] = {
    "sale_deed": ("parties.0.name", "parties.1.name", "property.survey_number", "consideration.figures",
                  "consideration.words", "execution_date"),
    "mortgage_deed": ("parties.0.name", "parties.1.name", "property.survey_number", "consideration.figures",
                      "execution_date"),
    "gift_deed": ("parties.0.name", "parties.1.name", "property.survey_number", "execution_date"),
    "lease": ("parties.0.name", "parties.1.name", "consideration.figures", "execution_date"),
    "power_of_attorney": ("parties.0.name", "parties.1.name", "execution_date"),
    "agreement_for_sale": ("parties.0.name", "parties.1.name"),
    "encumbrance_certificate": ("period_from", "period_to", "property.survey_number"),
    "statute": ("short_title",),
    "amendment_act": ("short_title",),
}

TOGETHER = (("registration.number", "registration.office", "registration.date"),
            ("consideration.figures", "consideration.words"))


def extract(doc_type: str, reasons: list[str], pages: list[Page], chunks: list[Chunk], tables: list[Table],
            threshold: float, today: dt.date | None = None) -> Extraction:
    """Read, check and route every field of the type; a type without a schema has no fields."""
    ft = FieldText.build(pages, chunks)
    if doc_type in DEED_TYPES:
        hits = extract_deed(ft)
    elif doc_type == "encumbrance_certificate":
        hits = extract_ec(ft, tables)
    elif doc_type in ("statute", "amendment_act"):
        hits = extract_statute(ft)
    else:
        hits = {}
    fields = {name: _field(name, hit) for name, hit in hits.items()}
    required = list(REQUIRED.get(doc_type, ()))
    for group in TOGETHER:  # one part of an endorsement read means the others are printed too
        if any(name in fields for name in group):
            required += group
    for name in required:
        fields.setdefault(name, ExtractedField(name=name, value=None, confidence=0.0))
    run_checks(fields, ft.text, today)
    for field in fields.values():
        route(field, threshold, hits.get(field.name))
    return Extraction(doc_type=doc_type, doc_type_reasons=reasons, fields=list(fields.values()))


def _field(name: str, hit: Hit) -> ExtractedField:
    return ExtractedField(name=name, value=hit.value, confidence=round(hit.confidence, 4), evidence=hit.evidence)


def route(field: ExtractedField, threshold: float, hit: Hit | None) -> None:
    """confident, or review with every reason: not found, low confidence, under a mark, a failed check."""
    reasons = []
    if not field.value:
        reasons.append("not found in the document")
    elif field.confidence < threshold:
        reasons.append(f"read with confidence {field.confidence:.2f} (under {threshold:.2f})")
    if hit is not None and hit.marked:
        reasons.append("under a stamp, ink mark or faded band")
    reasons += [f"check {c.name} failed" + (f": {c.detail}" if c.detail else "") for c in field.checks if not c.passed]
    field.review_reasons = reasons
    field.status = "review" if reasons else "confident"


def record(doc_type: str, fields: list[ExtractedField], served_only: bool = True) -> dict[str, Any]:
    """The type's record (nested, typed) built from the fields; fields still under review are left out."""
    tree: dict[str, Any] = {}
    for f in fields:
        if f.value is None or (served_only and f.status not in SERVED_STATUSES):
            continue
        _put(tree, f.name.split("."), f.value)
    tree = _lists(tree)
    model = RECORDS.get(doc_type)
    if model is None:
        return tree
    return _validated(model, tree)


def _put(tree: dict[str, Any], path: list[str], value: str) -> None:
    for key in path[:-1]:
        tree = tree.setdefault(key, {})
    tree[path[-1]] = value


def _lists(node: Any) -> Any:
    """{"0": {...}, "1": {...}} -> [{...}, {...}] (party and transaction numbers become list positions)."""
    if not isinstance(node, dict):
        return node
    node = {k: _lists(v) for k, v in node.items()}
    if node and all(k.isdigit() for k in node):
        return [node[k] for k in sorted(node, key=int)]
    return node


def _validated(model: type[BaseModel], tree: dict[str, Any]) -> dict[str, Any]:
    """Typed where the value fits its type; a value that does not (a reviewer's free text) is kept as text."""
    try:
        return model.model_validate(tree).model_dump(mode="json", exclude_unset=True)
    except ValidationError:
        return tree
