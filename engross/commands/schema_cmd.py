"""`engross schema NAME`: print the JSON Schema of a model, for indexers and integrators."""

from __future__ import annotations

import json

import typer

BASE = ("chunk", "document", "page", "span", "table", "node", "groundtruth", "field", "document_record",
        "amendments")


def register(app: typer.Typer) -> None:
    @app.command("schema")
    def schema(name: str = typer.Argument(..., help=f"one of: {', '.join(BASE)}, or a document type's record "
                                          "(sale_deed, encumbrance_certificate, ...)")) -> None:
        """Print the JSON Schema of a model (chunk, document, ...) or of a document type's record (sale_deed ...)."""
        from schemas import RECORDS, Chunk, Document, GroundTruth, Node, Page, Span, Table
        from schemas.amendment import AmendmentList
        from schemas.extraction import DocumentRecord, ExtractedField

        models = {"chunk": Chunk, "document": Document, "page": Page, "span": Span, "table": Table, "node": Node,
                  "groundtruth": GroundTruth, "field": ExtractedField, "document_record": DocumentRecord,
                  "amendments": AmendmentList, **RECORDS}
        model = models.get(name.lower())
        if model is None:
            raise typer.BadParameter(f"{name!r}: choose one of {', '.join(models)}", param_hint="NAME")
        typer.echo(json.dumps(model.model_json_schema(), indent=2))
