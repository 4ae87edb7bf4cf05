"""The facts of an encumbrance certificate: the period searched, the property, and its transactions table."""

from __future__ import annotations

import re

from ingest.dates import DATE_TEXT
from ingest.extract_deed import Found, _property, group_hit
from ingest.fieldtext import FieldText, Hit
from schemas import Table
from schemas.extraction import Evidence

PERIOD = re.compile(rf"\b(?:period|from)\b.{{0,40}}?(?P<a>{DATE_TEXT})\s*(?:to|till|until|-)\s*(?P<b>{DATE_TEXT})",
                    re.I | re.S)
# header words -> the transaction field of that column
COLUMNS = [("serial", re.compile(r"s[il1]\.?\s*no|serial|^#$", re.I)),
           ("date", re.compile(r"date", re.I)),
           ("nature", re.compile(r"nature|type|deed|instrument", re.I)),
           ("document_number", re.compile(r"doc(ument)?\.?\s*no|reg(istration|n)?\.?\s*no|number", re.I)),
           ("parties", re.compile(r"part(y|ies)|executant|claimant|name", re.I)),
           ("consideration", re.compile(r"consid|amount|value", re.I))]
EXPECTED = ("date", "nature", "document_number", "parties", "consideration")


def extract_ec(ft: FieldText, tables: list[Table]) -> Found:
    out: Found = {}
    if m := PERIOD.search(ft.text):
        out["period_from"] = group_hit(ft, m, "a")
        out["period_to"] = group_hit(ft, m, "b")
    out.update(_property(ft))
    table = next((t for t in tables if _columns(t)), None)
    if table is not None:
        out.update(_transactions(table))
    return out


def _columns(table: Table) -> dict[int, str]:
    """Column index -> field, from the header row; a table without date and document columns is not it."""
    if not table.header_rows:
        return {}
    header = [" ".join(c.text for c in col if c.text) for col in zip(*table.header_rows, strict=False)]
    found: dict[int, str] = {}
    for i, text in enumerate(header):
        for name, pattern in COLUMNS:
            if name not in found.values() and pattern.search(text):
                found[i] = name
                break
    return found if {"date", "document_number"} <= set(found.values()) else {}


def _transactions(table: Table) -> Found:
    out: Found = {}
    cols = _columns(table)
    serials: list[str] = []
    for n, row in enumerate(table.rows):
        for i, name in cols.items():
            if i >= len(row):
                continue
            cell = row[i]
            value = " ".join(cell.text.split())
            if name == "serial":
                serials.append(value)
                continue
            box = cell.bbox or (0.0, 0.0, 0.0, 0.0)
            out[f"transactions.{n}.{name}"] = Hit(value=value, words=[], read_with=cell.confidence,
                                                  evidence=[Evidence(page=cell.page, bbox=box, text=value)])
        for name in EXPECTED:  # a column not read in this row is a review item with no value, never a silence
            key = f"transactions.{n}.{name}"
            if key not in out and row:
                first = row[0]
                out[key] = Hit(value="", words=[], read_with=0.0, evidence=[
                    Evidence(page=first.page, bbox=first.bbox or (0.0, 0.0, 0.0, 0.0), text="")])
    if serials:
        # every serial read as a number sits at its place and the last is the count: no row lost or doubled
        # (a serial OCR spoilt, "IN)" for 15, says nothing either way)
        ok = serials[-1] == str(len(serials)) and all(v == str(i + 1) for i, v in enumerate(serials) if v.isdigit())
        out["transactions_count"] = Hit(value=str(len(table.rows)), words=[], read_with=1.0 if ok else 0.0,
                                        evidence=[Evidence(page=p.page, bbox=p.bbox, text="table")
                                                  for p in table.parts])
    return out
