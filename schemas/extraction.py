"""Document types and the facts a property lawyer asks of each: typed records and per-field evidence."""

from __future__ import annotations

import datetime as dt
from typing import Literal

from pydantic import BaseModel, Field

from schemas.geometry import BBox

DocType = Literal[
    "sale_deed", "mortgage_deed", "gift_deed", "lease", "power_of_attorney", "agreement_for_sale",
    "encumbrance_certificate", "revenue_record", "statute", "amendment_act", "court_judgment", "other",
]
DOC_TYPES: tuple[str, ...] = DocType.__args__  # type: ignore[attr-defined]
DEED_TYPES = ("sale_deed", "mortgage_deed", "gift_deed", "lease", "power_of_attorney", "agreement_for_sale")

# confident: read well and passed its checks (served); review: waits for a person (not served);
# confirmed / corrected: a person decided it (served)
FieldStatus = Literal["confident", "review", "confirmed", "corrected"]
SERVED_STATUSES = ("confident", "confirmed", "corrected")


class Evidence(BaseModel):
    """Where a value was read: page, box (PDF points, top-left origin), the chunk holding it, the text."""

    page: int
    bbox: BBox
    chunk_id: str | None = None
    text: str = ""


class FieldCheck(BaseModel):
    """One consistency test of a value (words = figures, dates valid and ordered, pattern, same name)."""

    name: str
    passed: bool
    detail: str = ""


class ExtractedField(BaseModel):
    """One fact with its evidence. `name` is a dotted path into the type's record: `parties.0.name`."""

    name: str
    value: str | None = None
    confidence: float = Field(0.0, ge=0.0, le=1.0)
    evidence: list[Evidence] = Field(default_factory=list)
    checks: list[FieldCheck] = Field(default_factory=list)
    status: FieldStatus = "confident"
    review_reasons: list[str] = Field(default_factory=list)
    original_value: str | None = Field(None, description="the value as read, when a reviewer corrected it")


class Extraction(BaseModel):
    """A document's type (with the rules that decided it) and its fields."""

    doc_type: DocType = "other"
    doc_type_reasons: list[str] = Field(default_factory=list)
    fields: list[ExtractedField] = Field(default_factory=list)


# --- typed records: what `fields` add up to, one model per type (`engross schema sale_deed`) -----------------

class Party(BaseModel):
    role: str | None = Field(None, description="as the deed names it: vendor, purchaser, mortgagor, donee ...")
    name: str | None = None
    age: int | None = None
    address: str | None = None
    id_number: str | None = Field(None, description="PAN / Aadhaar / other identity number, if printed")


class Boundaries(BaseModel):
    north: str | None = None
    south: str | None = None
    east: str | None = None
    west: str | None = None


class Property(BaseModel):
    survey_number: str | None = Field(None, description="survey / gat / plot / khasra number as printed")
    area: str | None = Field(None, description="the number, e.g. 240 or 1,250.50")
    area_unit: str | None = Field(None, description="sq. m, sq. ft, acres, hectares, guntha ...")
    village: str | None = None
    taluka: str | None = None
    district: str | None = None
    boundaries: Boundaries = Field(default_factory=Boundaries)


class Consideration(BaseModel):
    figures: int | None = Field(None, description="rupees, as a whole number")
    words: str | None = Field(None, description="the amount in words, as printed")


class Registration(BaseModel):
    number: str | None = None
    office: str | None = Field(None, description="the Sub-Registrar's office")
    date: dt.date | None = None


class DeedRecord(BaseModel):
    """Sale, mortgage, gift, lease, power of attorney, agreement for sale."""

    parties: list[Party] = Field(default_factory=list)
    property: Property = Field(default_factory=Property)
    consideration: Consideration = Field(default_factory=Consideration)
    execution_date: dt.date | None = None
    registration: Registration = Field(default_factory=Registration)
    stamp_duty: int | None = Field(None, description="rupees")


class SaleDeed(DeedRecord):
    """A sale deed (conveyance): vendor(s) to purchaser(s) for a price."""


class MortgageDeed(DeedRecord):
    """A mortgage deed: the consideration is the loan secured."""


class GiftDeed(DeedRecord):
    """A gift deed: donor to donee; usually no consideration."""


class LeaseDeed(DeedRecord):
    """A lease / rent / leave and licence agreement: the consideration is the rent or licence fee."""


class PowerOfAttorney(DeedRecord):
    """A power of attorney: principal to attorney."""


class AgreementForSale(DeedRecord):
    """An agreement for sale (RERA model form): promoter and allottee."""


class EncumbranceEntry(BaseModel):
    date: str | None = Field(None, description="date of the transaction as printed")
    nature: str | None = Field(None, description="sale deed, mortgage, release ...")
    document_number: str | None = None
    parties: str | None = None
    consideration: str | None = None


class EncumbranceCertificate(BaseModel):
    """An encumbrance certificate: the period searched and the transactions found (a table, across pages)."""

    period_from: dt.date | None = None
    period_to: dt.date | None = None
    property: Property = Field(default_factory=Property)
    transactions: list[EncumbranceEntry] = Field(default_factory=list)


class Statute(BaseModel):
    """A statute, ordinance or bill (amendment Acts too)."""

    number: str | None = None
    year: int | None = None
    short_title: str | None = None
    assent_date: dt.date | None = None
    commencement: str | None = Field(None, description="a date, or the commencement clause as printed")


class AmendmentAct(Statute):
    """An Act (or Bill) that amends another."""


class DocumentRecord(BaseModel):
    """What `GET /api/v1/documents/{id}` serves: the type and the fields a person may rely on."""

    id: str
    filename: str
    doc_type: DocType
    doc_type_reasons: list[str] = Field(default_factory=list)
    record: dict = Field(default_factory=dict, description="the type's record (see `engross schema TYPE`), "
                         "built from served fields only")
    fields: list[ExtractedField] = Field(default_factory=list, description="served fields with their evidence")
    pending_fields: list[str] = Field(default_factory=list, description="fields waiting for review (not served)")
    version: int = 1


RECORDS: dict[str, type[BaseModel]] = {
    "sale_deed": SaleDeed, "mortgage_deed": MortgageDeed, "gift_deed": GiftDeed, "lease": LeaseDeed,
    "power_of_attorney": PowerOfAttorney, "agreement_for_sale": AgreementForSale,
    "encumbrance_certificate": EncumbranceCertificate, "statute": Statute, "amendment_act": AmendmentAct,
}
