"""Pages as compact bytes while a long document is read, and back as few objects as they need for assembly.

A page read by OCR is 0.6-1 MB of Python objects (every word a model with its own set of field names), about
20 KB packed: a document's pages are held packed until every page is in, and unpacked once for assembly, each
word one object shared by `Page.words` and its line, every model of one shape sharing one field-name set.
"""

from __future__ import annotations

import zlib
from collections.abc import Iterator

from pydantic import BaseModel

from schemas import Line, Page, Span

# one set of explicitly set field names per distinct set, shared by every model that has it (a word's own set
# is ~700 bytes, more than its text, box and confidence together). Pydantic adds a name to it only when a field
# is assigned that was not set on load; nothing here reads `model_fields_set`, so sharing changes no output.
_FIELD_SETS: dict[frozenset[str], set[str]] = {}


def pack(page: Page) -> bytes:
    """A page as stored (zlib-compressed JSON, defaults left out): the store's format as well."""
    return zlib.compress(page.model_dump_json(exclude_defaults=True).encode(), 6)


def unpack(data: bytes, floats: dict[float, float] | None = None) -> Page:
    """A packed page back, compact: equal to the page that was packed, word for word."""
    return compact(Page.model_validate_json(zlib.decompress(data)), floats)


def compact(page: Page, floats: dict[float, float] | None = None) -> Page:
    """The page's words in `Page.words` become the very objects its lines hold (JSON has no shared objects, so
    a loaded page holds every word twice), and its models share their field-name sets. With `floats`, equal box
    coordinates and confidences become one object (a scan's boxes fall on its pixel grid: ~2,700 values in 41,000 on
    the samples' 28 scanned pages), shared by every page unpacked with the same dict, and every word's page number
    is the page's own (~50 bytes a word less in all)."""
    in_lines: dict[tuple[object, ...], Span] = {}
    for line in [*page.lines, *page.furniture]:
        for word in line.words:
            in_lines.setdefault(_key(word), word)
    page.words = [in_lines.get(_key(w), w) for w in page.words]
    for model in _models(page):
        share_field_names(model)
        if floats is None:
            continue
        # equal values, so no output changes (zeros kept as they are: -0.0 == 0.0)
        fields = model.__dict__
        if isinstance(box := fields.get("bbox"), tuple):
            fields["bbox"] = tuple([floats.setdefault(v, v) if v else v for v in box])
        if type(confidence := fields.get("confidence")) is float and confidence:
            fields["confidence"] = floats.setdefault(confidence, confidence)  # ~9,000 values in 110,000 words
        if fields.get("page") == page.number:  # a number past 256 is an object of its own in every word
            fields["page"] = page.number
    return page


def share_field_names(model: BaseModel) -> None:
    """The model's set of explicitly set field names becomes the one set every model with those names shares
    (assigning a field not set before grows a model's own set: ~1.2 KB more for each chunk of a document)."""
    names = model.__pydantic_fields_set__
    object.__setattr__(model, "__pydantic_fields_set__", _FIELD_SETS.setdefault(frozenset(names), set(names)))


def _key(word: Span) -> tuple[object, ...]:
    return word.text, word.page, word.bbox, word.confidence, word.source, word.kind


def _models(page: Page) -> Iterator[BaseModel]:
    yield page
    lines: list[Line] = [*page.lines, *page.furniture]
    yield from lines
    for line in lines:
        yield from line.words
    yield from page.words
    yield from page.grid_words or []
    yield from page.marks
    yield from page.unread


class PackedPages:
    """A document's pages packed, by number: what the page processes read goes here, not into memory as
    objects; `pages()` unpacks a fresh set for assembly (so the same packed pages can be assembled again).
    With `once`, they are unpacked a single time and each page's bytes go as it is unpacked: a 1,000-page scan's
    ~20 MB of packed pages are not held beside its pages as objects through the whole assembly."""

    def __init__(self, once: bool = False) -> None:
        self._packed: dict[int, bytes] = {}
        self.once = once
        self._spent = False  # `once` pages already unpacked: a second call must not look like an empty document

    def add(self, page: Page) -> None:
        self._packed[page.number] = pack(page)

    def add_packed(self, number: int, data: bytes) -> None:
        self._packed[number] = data

    def __len__(self) -> int:
        return len(self._packed)

    def packed(self) -> Iterator[tuple[int, bytes]]:
        """(number, packed page) in page order: saved to the store as they are, never unpacked for it."""
        for number in sorted(self._packed):
            yield number, self._packed[number]

    def pages(self) -> list[Page]:
        floats: dict[float, float] = {}
        if not self.once:
            return [unpack(data, floats) for _n, data in self.packed()]
        if self._spent:
            raise RuntimeError("these packed pages were unpacked once already (once=True): keep the first list")
        self._spent = True
        return [unpack(self._packed.pop(number), floats) for number in sorted(self._packed)]
