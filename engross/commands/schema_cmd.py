"""`engross schema NAME`: print the JSON Schema of a model, for indexers and integrators."""

from __future__ import annotations

import json

import typer

from schemas import RECORDS, Chunk, Document, GroundTruth, Node, Page, Span, Table
from schemas.extraction import DocumentRecord, ExtractedField

MODELS = {"chunk": Chunk, "document": Document, "page": Page, "span": Span, "table": Table, "node": Node,
          "groundtruth": GroundTruth, "field": ExtractedField, "document_record": DocumentRecord, **RECORDS}


def register(app: typer.Typer) -> None:
    @app.command("schema")
    def schema(name: str = typer.Argument(..., help=f"one of: {', '.join(MODELS)}")) -> None:
        """Print the JSON Schema of a model (chunk, document, ...) or of a document type's record (sale_deed ...)."""
        model = MODELS.get(name.lower())
        if model is None:
            typer.echo(f"unknown schema {name!r}; choose one of: {', '.join(MODELS)}", err=True)
            raise typer.Exit(2)
        typer.echo(json.dumps(model.model_json_schema(), indent=2))
