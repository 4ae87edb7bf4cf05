"""The amendment overlay over a document's chunks: find each target provision, add its new text version, answer as_of.

Pure: chunks in, chunks out. A provision is addressed as a reader cites it ("section 12", "12(1)(a)",
"First Schedule 3") and matched against the chunks' structure paths, ignoring the Parts and Chapters a
citation leaves out. Old text is never overwritten: an action closes the version in force on its date
(`valid_to`) and opens a new one; the chunk's own fields are its latest version, the others ride in
`text_versions`.
"""

from __future__ import annotations

import hashlib
import json
import re
from dataclasses import dataclass, field
from datetime import date
from pathlib import Path

import yaml
from pydantic import ValidationError

from ingest.errors import AmendmentError, InputFileError
from schemas import Chunk, TextVersion
from schemas.amendment import ACTION_STATUS, AmendmentList, ProvisionAmendment

_CONTAINER = re.compile(r"^(part|chapter|division|title|book|sub-part|subpart)\b")
_PREFIX = re.compile(r"^(section|sections|sec\.?|s\.|ss\.|article|art\.|clause|regulation|rule|paragraph|para\.?|"
                     r"subsection|subparagraph|item)\s+")
_CITE = re.compile(r"^(?P<num>\d+[a-z]*)(?P<subs>(\([0-9a-z]+\))*)$")
_SCHEDULE = re.compile(r"^(?P<sched>.*\bschedule\b[^,>]*?|schedule\s+\w+)\s+(?P<rest>\d.*)$")


def load_list(path: Path) -> AmendmentList:
    """An amendment list from a YAML or JSON file (JSON is YAML too); a bad file is the user's to fix (exit 2)."""
    try:
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
        return AmendmentList.model_validate(data)
    except (yaml.YAMLError, UnicodeDecodeError) as err:
        raise InputFileError(f"{path}: not YAML or JSON ({err}); see `engross schema amendments`") from err
    except ValidationError as err:
        first = err.errors()[0]
        where = ".".join(str(x) for x in first["loc"]) or "the list"
        raise InputFileError(f"{path}: {where}: {first['msg']} ({err.error_count()} problem(s); "
                             "`engross schema amendments` prints the schema)") from err


def digest(instrument: str, in_force: date, actions: list[ProvisionAmendment]) -> str:
    """The same actions of the same instrument on the same date: the same list, applied once."""
    body = {"instrument": instrument, "in_force": in_force.isoformat(),
            "actions": [a.model_dump(mode="json", exclude_none=True) for a in actions]}
    return hashlib.sha256(json.dumps(body, sort_keys=True).encode()).hexdigest()


def norm(component: str) -> str:
    """One path component as a citation names it: `Section 12.` -> `12`, `PART  III` -> `part iii`."""
    text = " ".join(component.lower().replace("\u2014", " ").split()).rstrip(".:")
    return _PREFIX.sub("", text).strip()


def parse_address(address: str) -> list[str]:
    """`section 12(1)(a)` -> [12, (1), (a)]; `First Schedule 3` -> [first schedule, 3]; `Part IV` -> [part iv]."""
    out: list[str] = []
    for piece in re.split(r"\s*[>,]\s*", address.strip()):
        piece = norm(piece)
        sched = _SCHEDULE.match(piece)
        parts = [sched.group("sched"), norm(sched.group("rest"))] if sched else [piece]
        for part in parts:
            cite = _CITE.match(part.replace(" ", ""))
            if cite:  # 12(1)(a): the number, then each bracket as its own unit
                out += [cite.group("num"), *re.findall(r"\([0-9a-z]+\)", cite.group("subs"))]
            elif part:
                out.append(part)
    return out


def _match_at(path: list[str], address: list[str]) -> int | None:
    """Where `address` starts in the normalised `path`, if only Parts/Chapters come before it."""
    for k in range(len(path) - len(address) + 1):
        if path[k:k + len(address)] == address:
            return k
        if not _CONTAINER.match(path[k]):
            return None
    return None


def resolve(chunks: list[Chunk], address: str) -> list[int]:
    """Indices of the chunks that make up the provision (its own chunk and those under it), in order."""
    want = parse_address(address)
    if not want:
        raise AmendmentError(f"provision {address!r} names no unit")
    return [i for i, c in enumerate(chunks) if _match_at([norm(x) for x in c.structure_path], want) is not None]


def _holder(chunks: list[Chunk], address: str) -> tuple[int, list[str]] | None:
    """A unit the pipeline merged into a chunk with its siblings: (that chunk's index, the unit's labels below the
    chunk's own unit), when the chunk's text has a line opening with each of them; None otherwise."""
    want = parse_address(address)
    for n in range(len(want) - 1, 0, -1):
        for i, c in enumerate(chunks):
            path = [norm(x) for x in c.structure_path]
            k = _match_at(path, want[:n])
            if k is not None and len(path) - k == n and _locate(c.body.split("\n"), want[n:]) is not None:
                return i, want[n:]
    return None


def _opener(label: str) -> re.Pattern[str]:
    """A line that opens unit `label`: `(2) ...`, `12. (1) ...` (a first subsection on its section's line, maybe
    after a shoulder note: `Regulations. 25. (1) ...`), `3. ...`."""
    if label.startswith("("):
        pre = r"(?P<pre>(?:\S+\s+){0,3}?\d+[A-Za-z]*\.\s+)?"
        return re.compile(r"^" + pre + r"(?P<mark>" + re.escape(label) + r")(\s|$)", re.I)
    return re.compile(r"^(?P<pre>)(?P<mark>" + re.escape(label) + r"\.)(\s|$)", re.I)


_ROMAN = ["i", "ii", "iii", "iv", "v", "vi", "vii", "viii", "ix", "x", "xi", "xii", "xiii", "xiv", "xv"]


def _next_labels(label: str) -> list[str]:
    """The labels a sibling after `label` may carry: (2) after (1), (b) after (a), (ii) after (i), 4 after 3."""
    inner, wrap = (label[1:-1], "({})") if label.startswith("(") else (label, "{}")
    out = []
    num = re.fullmatch(r"(\d+)([a-z]*)", inner)
    if num:
        out.append(str(int(num.group(1)) + 1))
        if num.group(2):
            out.append(num.group(1) + chr(ord(num.group(2)[-1]) + 1))
    if inner in _ROMAN[:-1]:
        out.append(_ROMAN[_ROMAN.index(inner) + 1])
    if len(inner) == 1 and inner.isalpha():
        out.append(chr(ord(inner) + 1))
    return [wrap.format(x) for x in out]


def _locate(lines: list[str], labels: list[str]) -> tuple[int, int] | None:
    """The lines [start, end) of the unit `labels` (outermost first) inside a chunk's text: each opens a line
    after its parent's start and runs to the line that opens its next sibling, or to its parent's end."""
    start, end = 0, len(lines)
    for label in labels:
        found = next((i for i in range(start, end) if _opener(label).match(lines[i].strip())), None)
        if found is None:
            return None
        siblings = [_opener(x) for x in _next_labels(label)]
        end = next((i for i in range(found + 1, end) if any(o.match(lines[i].strip()) for o in siblings)), end)
        start = found
    return start, end


def _why_missing(chunks: list[Chunk], address: str) -> str:
    want = parse_address(address)
    for c in chunks:
        path = [norm(x) for x in c.structure_path]
        for n in range(len(want) - 1, 0, -1):
            k = _match_at(path, want[:n])
            if k is not None and len(path) - k == n:
                return (f"it is inside chunk {c.id} ({' > '.join(c.structure_path)}) but no line of its text opens "
                        f"with {' '.join(want[n:])}; address that unit instead")
    return "no unit of the document has this path (see its chunks' structure_path)"


def as_of(chunk: Chunk, when: date) -> Chunk | None:
    """The chunk as it stood on `when`: that day's text, heading and status; None if it was not in force then."""
    for v in [_version(chunk), *chunk.text_versions]:
        if (v.valid_from is None or v.valid_from <= when) and (v.valid_to is None or when < v.valid_to):
            return _with_version(chunk, v)
    return None


@dataclass
class Overlay:
    """The document's chunks after the list, in reading order, and which of them changed or are new."""

    chunks: list[Chunk]
    changed: list[str] = field(default_factory=list)
    inserted: list[str] = field(default_factory=list)


def apply(chunks: list[Chunk], actions: list[ProvisionAmendment], instrument: str, in_force: date) -> Overlay:
    """Every action or none: all targets are resolved first and every miss is reported together. A unit the
    pipeline merged into a chunk with its siblings is changed inside that chunk's text (status `amended`)."""
    missing = [f"{a.action} {a.provision!r}: {_why_missing(chunks, a.provision)}"
               for a in actions if not resolve(chunks, a.provision) and _holder(chunks, a.provision) is None]
    if missing:
        raise AmendmentError("; ".join(missing) + ". Nothing was applied")
    # chunks that carry this instrument's change already (the list laid again over a set that kept it)
    carried = {c.id for c in chunks if any(v.valid_from == in_force and v.amended_by == instrument
                                           for v in [_version(c), *c.text_versions])}
    out = Overlay(list(chunks))
    for a in actions:
        # a provision is what the document held before this list: a unit the list itself inserts is not part of it
        idx = [i for i in resolve(out.chunks, a.provision) if not _inserted_by(out.chunks[i], instrument, in_force)]
        if not idx:
            i, rest = _holder(out.chunks, a.provision)  # type: ignore[misc]  # checked above
            if out.chunks[i].id not in carried:
                out.chunks[i] = _amended_inside(out.chunks[i], rest, a, instrument, in_force)
                out.changed += [] if out.chunks[i].id in out.changed else [out.chunks[i].id]
            continue
        if a.action == "insert_after":
            new = _inserted(out.chunks, idx, a, instrument, in_force)
            if new is not None:
                out.chunks.insert(idx[-1] + 1, new)
                out.inserted.append(new.id)
            continue
        for n, i in enumerate(idx):
            if out.chunks[i].id in carried:
                continue
            out.chunks[i] = _amended(out.chunks[i], a, instrument, in_force, first=n == 0)
            if out.chunks[i].id not in out.changed:
                out.changed.append(out.chunks[i].id)
    return out


def _inserted_by(chunk: Chunk, instrument: str, in_force: date) -> bool:
    return chunk.status == "inserted" and chunk.amended_by == instrument and chunk.valid_from == in_force


def _version(chunk: Chunk) -> TextVersion:
    return TextVersion(valid_from=chunk.valid_from, valid_to=chunk.valid_to, status=chunk.status,
                       amended_by=chunk.amended_by, heading=chunk.heading, body=chunk.body, text=chunk.text)


def _with_version(chunk: Chunk, v: TextVersion) -> Chunk:
    return chunk.model_copy(update={"valid_from": v.valid_from, "valid_to": v.valid_to, "status": v.status,
                                    "amended_by": v.amended_by, "heading": v.heading, "body": v.body, "text": v.text})


def _timeline(chunk: Chunk, a: ProvisionAmendment, in_force: date,
              instrument: str | None) -> tuple[list[TextVersion], int]:
    """The chunk's versions by date and the one in force on `in_force`; a version that already starts that day is
    a conflict, unless `instrument` made it (the same list's earlier action on the same chunk)."""
    versions = sorted([_version(chunk), *chunk.text_versions], key=lambda v: v.valid_from or date.min)
    at = next((i for i, v in enumerate(versions) if (v.valid_from or date.min) <= in_force
               and (v.valid_to is None or in_force < v.valid_to)), None)
    if at is None or (versions[at].valid_from == in_force and versions[at].amended_by != instrument):
        why = "was not in force on" if at is None else "already changes on"
        raise AmendmentError(f"{a.action} {a.provision!r}: chunk {chunk.id} {why} {in_force}. Nothing was applied")
    return versions, at


def _amended(chunk: Chunk, a: ProvisionAmendment, instrument: str, in_force: date, first: bool) -> Chunk:
    """Close the version in force on `in_force` and open the action's one; later versions stay as they are."""
    versions, at = _timeline(chunk, a, in_force, instrument=None)
    old = versions[at]
    new = TextVersion(valid_from=in_force, valid_to=old.valid_to, status=ACTION_STATUS[a.action],  # type: ignore[arg-type]
                      amended_by=instrument, heading=old.heading, body=old.body, text=old.text)
    if a.action == "substitute":
        # the new text goes to the provision's own (first) chunk; the rest of the old provision has none after it
        heading = a.heading if a.heading is not None else old.heading
        body = _printed(chunk.structure_path[-1], heading, a.text or "") if first else ""
        header = _header(old)
        new = new.model_copy(update={"heading": heading if first else old.heading, "body": body,
                                     "text": f"{header}\n\n{body}" if header and body else body})
    versions[at] = old.model_copy(update={"valid_to": in_force})
    versions.insert(at + 1, new)
    latest = versions[-1]
    return _with_version(chunk, latest).model_copy(update={"text_versions": versions[:-1]})


def _amended_inside(chunk: Chunk, labels: list[str], a: ProvisionAmendment, instrument: str,
                    in_force: date) -> Chunk:
    """Change one unit inside a chunk that holds it with its siblings: the chunk's new version is its text with
    that unit substituted, marked deleted or struck down, or followed by the inserted unit (status `amended`).
    Several actions of one list on one chunk edit the same new version."""
    versions, at = _timeline(chunk, a, in_force, instrument=instrument)
    same = versions[at].valid_from == in_force
    base = versions[at]
    lines = base.body.split("\n")
    span = _locate(lines, labels)
    if span is None:  # an earlier action of the list removed it
        raise AmendmentError(f"{a.action} {a.provision!r}: no longer in chunk {chunk.id}. Nothing was applied")
    start, end = span
    lines[start:end] = _edited(lines[start:end], labels[-1], a, instrument)
    body = "\n".join(lines)
    header = _header(base)
    new = TextVersion(valid_from=in_force, valid_to=base.valid_to, status=base.status if same else "amended",
                      amended_by=instrument, heading=base.heading, body=body,
                      text=f"{header}\n\n{body}" if header else body)
    if same:
        versions[at] = new
    else:
        versions[at] = base.model_copy(update={"valid_to": in_force})
        versions.insert(at + 1, new)
    return _with_version(chunk, versions[-1]).model_copy(update={"text_versions": versions[:-1]})


def _edited(unit: list[str], label: str, a: ProvisionAmendment, instrument: str) -> list[str]:
    """A unit's lines after the action, printed as a reprint prints it (`(2) [Deleted by Act A1800]`)."""
    found = _opener(label).match(unit[0].strip())
    pre, mark = (found.group("pre") or "", found.group("mark")) if found else ("", label)
    text = [" ".join(ln.split()) for ln in (a.text or "").strip().splitlines() if ln.strip()]
    if a.action == "substitute":
        return [f"{pre}{mark} {text[0]}", *text[1:]] if text else unit
    if a.action == "delete":
        return [f"{pre}{mark} [Deleted by {instrument}]"]
    if a.action == "struck_down":
        return [*unit, f"[{mark} struck down: {instrument}]"]
    new = (a.label or "").strip()
    new_mark = new if new.startswith("(") else f"{new}."
    return [*unit, f"{new_mark} {text[0]}", *text[1:]] if text else unit


def _printed(label: str, heading: str, text: str) -> str:
    """A unit's body as the pipeline reads one from print: `Rest day` / `9. Every ...`; `FIRST SCHEDULE` / `FEES`."""
    text = "\n".join(" ".join(ln.split()) for ln in text.strip().splitlines() if ln.strip())
    if re.fullmatch(r"\d+[A-Za-z]*", label):
        return "\n".join([*([heading] if heading else []), f"{label}. {text}"])
    if label.startswith("("):
        return "\n".join([*([heading] if heading else []), f"{label} {text}"])
    return "\n".join([label, *([heading] if heading else []), text])


def _header(v: TextVersion) -> str:
    """The context header in front of the body (`title > PART III > 12 Duties of employer`)."""
    if v.body and v.text.endswith(v.body):
        return v.text[: len(v.text) - len(v.body)].rstrip("\n")
    return v.text.split("\n\n", 1)[0] if "\n\n" in v.text else ""


def _inserted(chunks: list[Chunk], idx: list[int], a: ProvisionAmendment, instrument: str,
              in_force: date) -> Chunk | None:
    """A new unit after the provision, at its level: same ancestors, the new number, in force from `in_force`;
    None when this instrument inserted it already."""
    target = chunks[idx[0]]
    want = parse_address(a.provision)
    start = _match_at([norm(x) for x in target.structure_path], want) or 0
    depth = start + len(want)
    label = (a.label or "").strip()
    own = target.structure_path[depth - 1]
    printed = label if label.startswith("(") or not re.search(r"\d", own) else re.sub(r"\d+[A-Za-z]*", label, own,
                                                                                          count=1)
    path = [*target.structure_path[: depth - 1], printed]
    there = next((c for c in chunks if c.structure_path == path), None)
    if there is not None and _inserted_by(there, instrument, in_force):
        return None
    if there is not None:
        raise AmendmentError(f"insert_after {a.provision!r}: the document already has {' > '.join(path)}. "
                             "Nothing was applied")
    body = _printed(printed, a.heading or "", a.text or "")
    # the target's header names its ancestors (and, for a chunk below the unit, the units between): keep those
    segments = _header(_version(target)).split(" > ")
    header = " > ".join(segments[: len(segments) - (len(target.structure_path) - depth)])
    cid = hashlib.sha1(f"{target.doc_id}/{'/'.join(path)}/{instrument}".encode()).hexdigest()[:16]
    parent = chunks[idx[0]].parent_id if len(target.structure_path) == depth else None
    return Chunk(id=cid, doc_id=target.doc_id, source=target.source, title=target.title, kind="text",
                 structure_path=path, heading=a.heading or "", body=body,
                 text=f"{header}\n\n{body}" if header else body,
                 parent_id=parent, page_start=target.page_end, page_end=target.page_end, confidence=1.0,
                 route="index", status="inserted", amended_by=instrument, valid_from=in_force,
                 doc_type=target.doc_type)
