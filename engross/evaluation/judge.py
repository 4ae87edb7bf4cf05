"""Hold engross's output against ground truth: OCR per page, each chunk's text, unit placement, tables.

How a chunk is mapped to its truth (used for routing and the reliability curve):
  * text chunk whose structure_path is a truth unit's path: compared whole with the best of the unit's own
    text, its printed form (label, heading, text) and its printed subtree (with its sub-units, in order);
    when several chunks share the path (a long unit split), they are held against it together: each against
    its own span, from where it starts in the unit to where the next one starts, so words lost at a cut count
    against the part before it (the first part also answers for the unit's start, the last for its end; a heading
    chunk for its heading alone, the part after it for what follows), unless a chunk among the parts holds the text
    between (split_similarities); a chunk longer than its subtree (merged with
    its siblings, or a fixed window that starts in the unit) may also align to its best window of the
    parent's subtree or of the whole document;
  * a chunk with no path (fixed windows) or a path the truth lacks: the best window of the whole
    document's truth page text (or of that text without the tables' rows, for prose around a table);
  * printed forms also include a shoulder note (heading before label) and, for heading chunks, the heading;
  * a chunk shorter than its unit whose words are nonetheless right (its best window of the document
    matches) is "misassembled": read right, cut wrong (e.g. "(i)" inside (h) taken for the next item).
    It counts as correct for routing (confidence cannot see it) and is counted and listed apart;
  * table chunk: its cells (one span per cell) against the truth table's header + the best window of rows.
Table figures (rows, header carry, stitching) are the tables area's own scorer, engross.evaluation.tables.score.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from rapidfuzz import fuzz, process

from engross.evaluation.metrics import (
    WRONG_BAR,
    EditCount,
    best_window,
    char_errors,
    containment,
    letters_digits,
    normalise,
    similarity,
    word_errors,
    words_missed,
)
from engross.evaluation.retrieval import path_key
from engross.evaluation.wrong_paths import true_paths
from ingest.assemble import body_lines
from schemas import Chunk, Node, Page, Table
from schemas.groundtruth import GroundTruth, TruthTable, TruthUnit

PLACED_TEXT = 0.8  # containment of the unit's truth text in the node found at its path


# ---------- OCR ----------

def page_text(page: Page, tables: Sequence[Table] = ()) -> str:
    """What engross delivers from a page, in reading order: its body lines outside the tables (running
    headers/footers already moved out by assemble) and, where each table part sits, that part's rows as
    the table stage read them (header rows where the page shows them)."""
    items = [(ln.bbox[1], ln.text) for ln in body_lines([page], list(tables))]
    for table in tables:
        for k, part in enumerate(table.parts):
            if part.page != page.number:
                continue
            rows = [r for r, p in zip(table.rows, table.row_pages, strict=False) if p == page.number]
            if k == 0 or part.header_repeated:
                rows = table.header_rows + rows
            items += [(part.bbox[1], " ".join(c.text for c in row)) for row in rows]
    return "\n".join(text for _, text in sorted(items, key=lambda it: it[0]))


@dataclass
class PageErrors:
    page: int
    source: str
    chars: EditCount
    words: EditCount
    missed: EditCount  # words lost whatever the order: tells misreading from reading-order trouble


def page_errors(pages: Sequence[Page], truth: GroundTruth, tables: Sequence[Table] = ()) -> list[PageErrors]:
    """CER/WER per truth page; a page engross did not return counts as read empty."""
    by_number = {p.number: p for p in pages}
    out = []
    for number, ref in enumerate(truth.pages, start=1):
        page = by_number.get(number)
        hyp = page_text(page, tables) if page else ""
        out.append(PageErrors(number, page.source if page else "missing", char_errors(ref, hyp),
                              word_errors(ref, hyp), words_missed(ref, hyp)))
    return out


# ---------- chunks against truth ----------

def printed(unit: TruthUnit) -> str:
    """A unit as the page shows it: label, heading, own text."""
    return " ".join(t for t in (unit.path[-1] if unit.path else "", unit.heading, unit.text) if t)


def subtree_text(units: Sequence[TruthUnit], path: Sequence[str]) -> str:
    key = path_key(path)
    return " ".join(printed(u) for u in units if path_key(u.path)[:len(key)] == key)


def table_text(rows: Sequence[Sequence[str]]) -> str:
    return " ".join(" ".join(c for c in row) for row in rows)


def table_cells_similarity(cells: str, table: TruthTable) -> float:
    """Cells read against a truth table: a leading header compared to the header, the rest to its best rows."""
    cells, header = letters_digits(cells), letters_digits(table_text(table.header))
    head_len = len(header)
    if header and len(cells) > head_len and best_window(cells[:head_len], header)[0] >= 0.8:
        head_sim, _ = best_window(cells[:head_len], header)
        body_sim, _ = best_window(cells[head_len:], letters_digits(table_text(table.rows)))
        body_len = len(cells) - head_len
        return (head_sim * head_len + body_sim * body_len) / len(cells)
    return best_window(cells, letters_digits(table_text(table.header + table.rows)))[0]


@dataclass
class ChunkJudgement:
    chunk_id: str
    doc: str
    strategy: str
    kind: str
    path: list[str]
    confidence: float
    route: str
    similarity: float
    mapped_by: str  # path | overlap | table | misassembled
    review_reasons: list[str] = field(default_factory=list)
    true_path: list[str] | None = None  # the unit whose words it holds, when its own path is another (wrong_paths)

    @property
    def really_wrong(self) -> bool:
        return self.similarity < WRONG_BAR


def printed_forms(unit: TruthUnit, heading_chunk: bool) -> list[str]:
    """The ways a unit may print: own text; label, heading, text; a shoulder note (heading before label)."""
    label = unit.path[-1] if unit.path else ""
    forms = [unit.text, printed(unit), " ".join(t for t in (unit.heading, label, unit.text) if t)]
    if heading_chunk:  # a heading chunk carries the heading alone; its text is another chunk's
        forms += [unit.heading, f"{label} {unit.heading}"]
    return [letters_digits(f) for f in forms]


def without_tables(doc_text: str, truth: GroundTruth) -> str:
    """The document text with the tables' rows taken out (they are judged as table chunks): prose that sits
    before and after a table in one chunk aligns with it."""
    for table in truth.tables:
        for row in [[table.caption]] + table.header:  # the caption goes with its table; headers may repeat
            doc_text = doc_text.replace(letters_digits(" ".join(row)), " ") if "".join(row) else doc_text
        for row in table.rows:
            doc_text = doc_text.replace(letters_digits(" ".join(row)), " ", 1)
    return letters_digits(doc_text)


def path_similarity(body: str, chunk: Chunk, units: Sequence[TruthUnit], split: bool,
                    doc_texts: Sequence[str]) -> tuple[float, bool] | None:
    """A text chunk against the unit at its path, and whether it is misassembled (its words are right but it
    does not hold its unit: text lost to or taken from a neighbour). None when the truth has no such unit."""
    path = chunk.structure_path
    key = path_key(path)
    unit = next((u for u in units if path_key(u.path) == key), None)
    if unit is None:
        return None
    subtree = letters_digits(subtree_text(units, path))
    if split:  # one of several chunks cut from a long unit: it holds a window of it ...
        sim = best_window(body, subtree)[0]
        if sim >= WRONG_BAR:
            return sim, False
        # ... or it is text from elsewhere given this path (a cross-reference's `Annexure 1.` wrapped to a line
        # start and taken for the annexure's heading): read right, cut wrong when the document holds it
        window = max(best_window(body, t)[0] for t in doc_texts)
        return (window, True) if window >= WRONG_BAR else (sim, False)
    # whole comparisons first, so a chunk that lost text is not excused by a window that matches
    sim = max(similarity(body, t) for t in [*printed_forms(unit, chunk.kind == "heading"), subtree])
    if sim >= WRONG_BAR:
        return sim, False
    parent = letters_digits(subtree_text(units, path[:-1])) if len(path) > 1 else ""
    window = max(best_window(body, parent)[0] if parent else 0.0, *(best_window(body, t)[0] for t in doc_texts))
    if len(body) > len(subtree):
        # it runs past its unit by design (merged with its siblings, or a fixed window that starts here)
        return max(sim, window), False
    if window >= WRONG_BAR:  # read right, cut wrong: a structure/chunking error, not a reading error
        return window, True
    return sim, False


def split_similarities(group: Sequence[Chunk], units: Sequence[TruthUnit], doc_texts: Sequence[str],
                       elsewhere: str = "", ends: Sequence[tuple[str, str]] = ()) -> list[tuple[float, bool]] | None:
    """The chunks one long unit was split into, held against the unit together: each against its own span of
    it, from where it starts to where the next one starts, so words lost at a cut count against the part before
    it (the first part also answers for the unit's start, the last for its end). A window of its own would excuse
    them: the part before the cut ends early, the part after it starts late, and each matches its window whole.
    Text between two parts (or before the first, after the last) that another chunk among the parts holds
    (`elsewhere`: their bodies) is not lost: a sub-unit with a chunk of its own, or text the structure put
    under another path; it is charged to no part. A part that is text from elsewhere (its window of the unit
    under the bar, of the document over it) stays misassembled and out of the spans. None when the truth has
    no unit at the shared path."""
    bodies = [letters_digits(c.body or c.text) for c in group]
    singles = [path_similarity(b, c, units, True, doc_texts) for b, c in zip(bodies, group, strict=True)]
    if any(s is None for s in singles):
        return None
    out: list[tuple[float, bool]] = [s for s in singles if s is not None]
    path = group[0].structure_path
    unit = next(u for u in units if path_key(u.path) == path_key(path))
    subtree = letters_digits(subtree_text(units, path))
    members = [i for i, (_, stray) in enumerate(out) if not stray and bodies[i]]
    members.sort(key=lambda i: _starts_at(bodies[i], subtree))
    refs = [*printed_forms(unit, any(c.kind == "heading" for c in group)), subtree]
    while True:  # until a cut leaves no stray (each round drops one at least, so it ends)
        if len(members) < 2:
            return out
        # a part left out of the spans (text from elsewhere, an echo, or a part whose window of the unit fell just
        # under the bar while the document's matched: seed 9993's my_act 02, the last definition `"workman" means
        # ... empl er ...`, 0.973) still holds what it holds: the text between the parts it covers is not lost at
        # the cut before it (the `"wages"` definition before it, read word for word, was charged it: 1.0 -> 0.62)
        out_of_spans = " ".join(bodies[i] for i in range(len(group)) if i not in members)
        spans = _best_spans([bodies[i] for i in members], refs, f"{elsewhere} {out_of_spans}".strip(), ends,
                            [group[i].kind == "heading" for i in members])
        # a part whose words are not in its span though they match the unit elsewhere is a duplicate or a stray
        # (`this Deed.`, the last line of 1.2, given 1.1's path: it matches 1.1's `In this Deed`): its own
        # window's verdict stands, and the spans are cut again without it
        strays = {i for i, span in zip(members, spans, strict=True)
                  if best_window(bodies[i], span)[0] < WRONG_BAR <= out[i][0]}
        if not strays:
            break
        members = [i for i in members if i not in strays]
    for i, span in zip(members, spans, strict=True):
        out[i] = (similarity(bodies[i], span), False)
    return out


GAP_HELD = 0.9  # text between two parts found this well in another chunk is held there, not lost


def _best_spans(parts: Sequence[str], refs: Sequence[str], elsewhere: str,
                ends: Sequence[tuple[str, str]] = (), headings: Sequence[bool] = ()) -> list[str]:
    """The parts' spans in the form that holds them best: where each part's words are found in its own span (by
    length), then the form the parts joined are most like (a part that lost words matches no form whole, and
    the unit's text without its label may then look closer than the printed form the first part opens with)."""
    joined = " ".join(normalise(p) for p in parts)

    def fit(spans: list[str]) -> float:
        return sum(best_window(p, s)[0] * len(p) for p, s in zip(parts, spans, strict=True))

    tried = [(_spans(parts, normalise(ref), elsewhere, ends, headings), similarity(joined, ref)) for ref in refs if ref]
    return max(tried, key=lambda t: (round(fit(t[0]), 6), t[1]))[0]


def _spans(parts: Sequence[str], ref: str, elsewhere: str, ends: Sequence[tuple[str, str]] = (),
           headings: Sequence[bool] = ()) -> list[str]:
    """Each part's span of the form: where it aligns, widened over the text after it up to the next part (before
    the first, after the last) unless a chunk among the parts holds that text. Two exceptions: a heading chunk
    (`headings`) holds its label and heading alone, so text lost after it is the next part's; and the next part's
    own opening words, where its window starts late (it lost words further on, and a window of its length slid
    past them: `The invest|igation ... shall follo to be issued`), are its own, not lost at the cut."""
    parts = [normalise(p) for p in parts]
    bounds, floor = [], 0
    for part in parts:  # each where it matches best, from where the part before it ends on
        if len(part) >= len(ref) - floor:
            start, end = floor, len(ref)
        else:
            al = fuzz.partial_ratio_alignment(part, ref[floor:])
            start, end = floor + al.dest_start, floor + al.dest_end
        bounds.append((start, end))
        floor = max(floor, end)

    def lost(a: int, b: int) -> bool:
        gap = ref[a:b].strip()
        if not any(ch.isalnum() for ch in gap) or elsewhere and containment(gap, elsewhere) >= GAP_HELD:
            return False
        return not any(_cut_short(gap, body, unit) for body, unit in ends)

    heading = [bool(h) for h in headings] + [False] * (len(parts) - len(headings))
    starts = [start for start, _ in bounds]
    for k in range(1, len(bounds)):
        before = bounds[k - 1][1]
        if starts[k] > before and lost(before, starts[k]):
            starts[k] = before if heading[k - 1] else starts[k] - _opening(ref[before:starts[k]], parts[k])
    spans = []
    for k, (start, end) in enumerate(bounds):
        start = starts[k]
        if k == 0 and lost(0, start):
            start = 0
        upto = starts[k + 1] if k + 1 < len(bounds) else len(ref)
        if upto > end and lost(end, upto):
            end = upto
        spans.append(ref[start:max(start, end)])
    return spans


def _opening(gap: str, part: str) -> int:
    """How many characters at the end of `gap` the part opens with: its window started that much too late. Either
    the gap ends with the part's first characters, or the part's opening (OPENS_GAP characters) is found in the gap:
    a part that lost words in its middle has a window as long as its text that starts past its opening (a definition
    `"wages" means basic wages and ... to a worker`, a line under a fade, started at `cash payable`: its first words
    were charged to the definition before it as lost at the cut, and a right chunk counted really wrong)."""
    exact = next((n for n in range(min(len(gap), len(part)), 0, -1) if gap.endswith(part[:n])), 0)
    if len(part) < OPENS_GAP or len(gap) < OPENS_GAP:
        return exact
    al = fuzz.partial_ratio_alignment(part[:OPENS_GAP], gap)
    return max(exact, len(gap) - al.dest_start if al.score >= 100 * GAP_HELD else 0)


OPENS_GAP = 20  # characters: a chunk this long found where a gap starts opens it (shorter ones match by chance)


def _cut_short(gap: str, body: str, unit: str) -> bool:
    """A sub-unit's chunk (`body`, its unit's printed text `unit`) opens the gap and the rest of the gap is its own
    unit's text: the chunk was cut short (its line's end lost), and its own verdict counts that."""
    body = normalise(body)
    if len(body) < OPENS_GAP or len(body) >= len(gap):
        return False
    al = fuzz.partial_ratio_alignment(body, gap)
    return al.score >= 100 * GAP_HELD and al.dest_start <= 3 and containment(gap[al.dest_end:], unit) >= GAP_HELD


def _starts_at(needle: str, haystack: str) -> int:
    needle, haystack = normalise(needle), normalise(haystack)
    if not needle or len(needle) >= len(haystack):
        return 0
    return fuzz.partial_ratio_alignment(needle, haystack).dest_start


def chunk_similarity(chunk: Chunk, truth: GroundTruth, split: bool = False,
                     doc_texts: Sequence[str] | None = None) -> tuple[float, str]:
    """How right a chunk's text is (0..1, letters and digits compared) and how it was mapped to its truth:
    table | path | overlap | misassembled (right words under a path that should hold other text)."""
    if chunk.kind == "table" and truth.tables:
        cells = " ".join(w.text for w in chunk.words) or chunk.body
        return max(table_cells_similarity(cells, t) for t in truth.tables), "table"
    if doc_texts is None:
        doc_texts = document_texts(truth)
    body = letters_digits(chunk.body or chunk.text)
    if chunk.structure_path:
        found = path_similarity(body, chunk, truth.units, split, doc_texts)
        if found is not None:
            return found[0], "misassembled" if found[1] else "path"
    return max(best_window(body, t)[0] for t in doc_texts), "overlap"


def misassembled_or_lost(chunk: Chunk, units: Sequence[TruthUnit], others: str, window: float) -> tuple[float, str]:
    """A chunk shorter than its unit whose words are right (`misassembled`, its window's similarity) is read right
    and cut wrong only if the rest of its unit is in another chunk (`others`: the document's other chunks): the
    unit's text before and after the chunk's best alignment with the form it is most like. Text that is in no
    chunk was lost from this one (a line under a fade, a stamp): it is judged whole against its unit, as a chunk
    that lost words is."""
    body = letters_digits(chunk.body or chunk.text)
    unit = next(u for u in units if path_key(u.path) == path_key(chunk.structure_path))
    forms = [*printed_forms(unit, chunk.kind == "heading"), letters_digits(subtree_text(units, chunk.structure_path))]
    whole, ref = max((similarity(body, f), normalise(f)) for f in forms if f)
    needle = normalise(body)
    if not needle or len(needle) >= len(ref):
        return window, "misassembled"
    al = fuzz.partial_ratio_alignment(needle, ref)
    rest = [g for g in (ref[:al.dest_start], ref[al.dest_end:]) if sum(ch.isalnum() for ch in g) >= MISSING_CHARS]
    if any(containment(g, others) < HELD_ELSEWHERE for g in rest):
        return whole, "path"
    return window, "misassembled"


MISSING_CHARS = 3  # text before or after a chunk's window of its unit this long is a word or more
HELD_ELSEWHERE = 0.8  # ... found this well in other chunks (misreads in them too): it was cut into them, not lost


def document_texts(truth: GroundTruth) -> list[str]:
    text = letters_digits(" ".join(truth.pages))
    return [text, without_tables(text, truth)] if truth.tables else [text]


def judge_chunks(chunks: Sequence[Chunk], truth: GroundTruth, doc: str, strategy: str) -> list[ChunkJudgement]:
    groups: dict[tuple[str, ...], list[Chunk]] = {}
    for c in chunks:
        if c.kind != "table" and c.structure_path:
            groups.setdefault(path_key(c.structure_path), []).append(c)
    texts = document_texts(truth)
    together: dict[int, tuple[float, str]] = {}
    at = {id(c): k for k, c in enumerate(chunks)}
    for group in (g for g in groups.values() if len(g) > 1):
        # what the chunks among the parts hold (a sub-unit's own chunk): a phrase found anywhere in the document
        # would excuse words lost at a cut whenever the document repeats them
        lo, hi = min(at[id(c)] for c in group), max(at[id(c)] for c in group)
        key = path_key(group[0].structure_path)
        held = " ".join(letters_digits(c.body or c.text) for k, c in enumerate(chunks) if all(c is not g for g in group)
                        and (lo - 1 <= k <= hi + 1 or path_key(c.structure_path)[:len(key)] == key))  # or a sub-unit's
        # a sub-unit's chunk that holds the start of the text between parts and lost the rest of its own line (seed
        # 9917 my_act 08: `2. (1) ... the context ca`, the line's end under a coffee ring) answers for that loss in
        # its own verdict; it is not charged again to the part before it (the heading `Interpretation`, 1.0 -> 0.11)
        units = {path_key(u.path): u for u in truth.units}
        ends = [(letters_digits(c.body or c.text), letters_digits(printed(units[path_key(c.structure_path)])))
                for c in chunks if all(c is not g for g in group) and path_key(c.structure_path)[:len(key)] == key
                and path_key(c.structure_path) in units]
        found = split_similarities(group, truth.units, texts, held, ends)
        for c, (sim, stray) in zip(group, found or [], strict=False):
            together[id(c)] = sim, "misassembled" if stray else "path"
    # a fixed window's path only says where it starts: only chunks cut along the structure claim a unit
    homes = true_paths([(c.body or c.text, c.structure_path if c.kind != "table" and strategy != "fixed" else [])
                        for c in chunks], truth.units)
    out = []
    for k, c in enumerate(chunks):
        sim, how = together.get(id(c)) or chunk_similarity(c, truth, False, texts)
        if how == "misassembled" and id(c) not in together:
            others = " ".join(letters_digits(o.body or o.text) for j, o in enumerate(chunks) if j != k)
            sim, how = misassembled_or_lost(c, truth.units, others, sim)
        out.append(ChunkJudgement(c.id, doc, strategy, c.kind, list(c.structure_path), c.confidence, c.route,
                                  sim, how, list(c.review_reasons), homes[k]))
    return out


# ---------- structure ----------

def node_paths(tree: Node | None) -> list[tuple[tuple[str, ...], Node]]:
    """Every node with a printed label, keyed by the labels from the root (unlabelled wrappers skipped)."""
    out: list[tuple[tuple[str, ...], Node]] = []

    def walk(node: Node, prefix: tuple[str, ...]) -> None:
        labelled = bool(node.label) and node.kind != "document"  # the root's label names the family, not a unit
        path = prefix + ((node.label,) if labelled else ())
        if labelled:
            out.append((path_key(path), node))
        for child in node.children:
            walk(child, path)

    if tree is not None:
        walk(tree, ())
    return out


@dataclass
class Placement:
    path: list[str]
    placed: bool
    found_at: list[str] | None = None  # where its text was found instead (None: nowhere)
    reason: str = ""  # "no node at its path" | "its path holds other text"


def node_text(node: Node) -> str:
    """A unit's label, heading and own text, its unlabelled paragraphs included (a wrap-up after its list is
    a `text` child in the tree, and part of the unit's own text in the truth)."""
    paras = [c.text for c in node.children if c.kind == "text" and not c.label]
    return " ".join(t for t in (node.label, node.heading, node.text, *paras) if t)


def placements(tree: Node | None, truth: GroundTruth) -> list[Placement]:
    """A unit is placed when a node sits at its true path and holds its text (or both have none)."""
    nodes = node_paths(tree)
    by_path = {}
    for key, node in nodes:
        by_path.setdefault(key, []).append(node)
    texts = [node_text(n) for _, n in nodes]
    out = []
    for unit in truth.units:
        key = path_key(unit.path)
        want = normalise(unit.text)
        here = by_path.get(key, [])
        if here and (not want or any(containment(want, node_text(n)) >= PLACED_TEXT for n in here)):
            out.append(Placement(unit.path, True))
            continue
        found = None
        if want and texts:
            best = process.extractOne(want, texts, scorer=fuzz.partial_ratio, score_cutoff=PLACED_TEXT * 100)
            if best is not None:
                found = list(nodes[best[2]][0])
        reason = "its path holds other text (lines missing or moved)" if here else "no node at its path"
        out.append(Placement(unit.path, False, found, reason))
    return out
