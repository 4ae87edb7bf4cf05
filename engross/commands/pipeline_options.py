"""The options that choose how a document is read and cut, declared once for every command that takes them
(`ingest` and `watch` all four, `reprocess` --chunking), so their names, help and choices cannot drift apart.
(`reprocess`, `promote` ... take --family / --doc-type as filters: engross/commands/versions_cmd.py.)"""

from __future__ import annotations

from typing import Annotated

import typer

from engross.commands.choices import Chunking, DocType, Family

FamilyOpt = Annotated[Family | None, typer.Option("--family", help="force the document family (default: detected)")]
DocTypeOpt = Annotated[DocType | None, typer.Option("--doc-type", help="force the document type (default: detected; "
                                                    "docs/extraction.md)")]
ChunkingOpt = Annotated[Chunking | None, typer.Option("--chunking", help="chunking strategy (default: "
                                                      "ENGROSS_CHUNKING, structure)")]
# where the models are checked differs (`ingest`: here, before any work; `watch`: by the workers that read)
LangOpt = Annotated[str | None, typer.Option("--lang", help="Tesseract languages to read every page in, e.g. eng+hin "
                                            "(default: ENGROSS_OCR_LANGUAGES, auto)")]
