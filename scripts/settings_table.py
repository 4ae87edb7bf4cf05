"""Print the README's configuration table from the Settings class, so the docs cannot drift from the code."""

from __future__ import annotations

import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engross.settings import Settings  # noqa: E402

MARK = "<!-- SETTINGS-TABLE -->"


def table() -> str:
    rows = ["| variable | default | meaning |", "| --- | --- | --- |"]
    for name, field in Settings.model_fields.items():
        default = "" if field.default is None else field.default
        rows.append(f"| `ENGROSS_{name.upper()}` | `{default}` | {field.description} |")
    return "\n".join(rows)


def update_readme(path: Path) -> None:
    """Replace the table that follows the marker in README.md."""
    text = path.read_text()
    block = f"{MARK}\n\n{table()}\n"
    pattern = re.compile(re.escape(MARK) + r"\n\n(\|.*\n)*", re.MULTILINE)
    path.write_text(pattern.sub(lambda _m: block, text, count=1) if pattern.search(text) else text)


if __name__ == "__main__":
    if "--write" in sys.argv:
        update_readme(Path(__file__).resolve().parent.parent / "README.md")
    else:
        print(table())
