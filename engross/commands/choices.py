"""The CLI's closed choices as enums, so `--help` lists them and a wrong value stops before any work (exit 2).

Built without importing the pipeline (pydantic, the structure package): `engross --help` must stay fast.
"""

from __future__ import annotations

import ast
import enum
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


class Route(enum.StrEnum):
    """Which chunks an output gets: `index` is what engross vouches for; `review` waits for a person."""

    index = "index"
    review = "review"
    all = "all"


def _names(path: Path, name: str) -> tuple[str, ...]:
    """A tuple of strings (`NAME = ("a", "b")` or `NAME = Literal["a", "b"]`) read from a module's source."""
    for node in ast.parse(path.read_text(encoding="utf-8")).body:
        if isinstance(node, ast.Assign | ast.AnnAssign):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            if any(getattr(t, "id", "") == name for t in targets) and node.value is not None:
                value = node.value.slice if isinstance(node.value, ast.Subscript) else node.value
                return tuple(ast.literal_eval(value))
    raise RuntimeError(f"no {name} in {path}")


def families() -> tuple[str, ...]:
    """ingest.structure.families.FAMILIES, read from the source (importing the package costs ~0.3 s)."""
    return _names(ROOT / "ingest" / "structure" / "families.py", "FAMILIES")


def doc_types() -> tuple[str, ...]:
    """schemas.extraction.DOC_TYPES (the DocType literal), read from the source."""
    return _names(ROOT / "schemas" / "extraction.py", "DocType")


def chunkings() -> tuple[str, ...]:
    """ingest.options.ChunkingName, read from the source."""
    return _names(ROOT / "ingest" / "options.py", "ChunkingName")


Chunking = enum.StrEnum("Chunking", {n: n for n in chunkings()})
Family = enum.StrEnum("Family", {n: n for n in families()})
DocType = enum.StrEnum("DocType", {n: n for n in doc_types()})
