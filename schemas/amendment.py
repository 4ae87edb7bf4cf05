"""An amendment list: what an amending instrument does to which provisions of a document, from which date."""

from __future__ import annotations

from datetime import date
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

AmendAction = Literal["insert_after", "substitute", "delete", "struck_down"]
InstrumentKind = Literal["act", "court_decision", "order", "other"]

# the status a provision takes when an action applies to it
ACTION_STATUS = {"insert_after": "inserted", "substitute": "substituted", "delete": "deleted",
                 "struck_down": "struck_down"}


class ProvisionAmendment(BaseModel):
    """One action on one provision."""

    model_config = ConfigDict(extra="forbid")

    action: AmendAction = Field(description="insert_after: a new unit after `provision`; substitute: new text for "
                                "it; delete: the legislature removes it; struck_down: a court holds it void")
    provision: str = Field(description='the unit as engross\'s structure names it: "section 12", "12(1)(a)", '
                           '"2(2)", "First Schedule", "First Schedule 3", "Part IV"')
    document: str | None = Field(None, description="the target document when it differs from the list's")
    label: str | None = Field(None, description='insert_after: the new unit\'s number as printed, e.g. "12B", '
                              '"(1A)", "4"')
    heading: str | None = Field(None, description="the new unit's heading (insert_after, substitute); on "
                                "substitute, omitted keeps the old heading")
    text: str | None = Field(None, description="the new text (insert_after, substitute): the unit's own words, "
                             "without its number")
    note: str | None = Field(None, description='where the instrument says it, e.g. "section 5 of Act A1800"')

    @model_validator(mode="after")
    def _needs_what_it_uses(self) -> ProvisionAmendment:
        if self.action in ("insert_after", "substitute") and not (self.text or "").strip():
            raise ValueError(f"{self.action} of {self.provision!r} needs `text`")
        if self.action == "insert_after" and not (self.label or "").strip():
            raise ValueError(f"insert_after {self.provision!r} needs `label` (the new unit's number)")
        return self


class AmendmentList(BaseModel):
    """What one instrument (an amending Act, a court decision) does, and from which date (YAML or JSON)."""

    model_config = ConfigDict(extra="forbid")

    instrument: str = Field(description='the amending instrument as a reader cites it: "Act A1800", '
                            '"Federal Court, Civil Appeal No. 01-12-2027"; becomes the units\' `amended_by`')
    kind: InstrumentKind = "act"
    in_force: date = Field(description="the date the changes take effect (ISO, e.g. 2027-07-01)")
    document: str = Field(description="the target document: its id (or a unique prefix, as `engross documents ls` "
                          "shows it) or its file name")
    amendments: list[ProvisionAmendment] = Field(min_length=1)
