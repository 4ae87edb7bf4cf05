"""A schedule label in the middle of an Act, and a schedule's item numbers read as strokes (seed 9981's silent loss,
issue 10): on a scan `... set out i fly` / `Second Schedule .` (the wrapped end of a reference, its `in the` misread)
became a Schedule, and sections 8 to 14 with PART IV were indexed under it; the real SECOND SCHEDULE's items read
`|. Names ...`, `The wages ...` (numbers lost), its chunk indexed with a misread word in it. The printed text below is
the truth; the misreadings are what that scan gave."""

from __future__ import annotations

from ingest.misread_item_numbers import flag_stroke_items
from ingest.noise_lines import flag_noise_lines, noise_lines
from ingest.odd_containers import flag_odd_containers
from ingest.structure import parse
from tests.structure.snippets import lines_from
from tests.structure.test_chunking import chunks_of

ACT = """
    PART III
    PROTECTION OF WORKERS

    7. (1) Every contract of service shall be in writing and signed by both parties.

    (2) The contract shall state the particulars set out i fly
    Second Schedule .

    8. An employer shall pay the wages of a worker within seven days after the end of each wage period.

    9. A worker shall not be required to work for more than ten hours in one day.

    PART IV
    MISCELLANEOUS

    10. The Minister may make regulations for carrying into effect the provisions of this Act.

    FIRST SCHEDULE
    FEES

    1. Application for registration of an agency: one thousand ringgit.

    2. Renewal of registration, for each year: five hundred ringgit.

    SECOND SCHEDULE
    PARTICULARS OF CONTRACT OF SERVICE

    1. Names and addresses of the employer and of the worker.

    2. The wages, the wage period and the manner of payment.
"""


def _reasons(snippet: str, flag) -> dict[str, list[str]]:  # type: ignore[no-untyped-def]
    """Each chunk's path and the review reasons the check gave it."""
    tree = parse(lines_from(snippet), [])
    _, chunks = chunks_of(snippet)
    before = {id(c): len(c.review_reasons) for c in chunks}
    flag(chunks, tree) if flag is flag_odd_containers else flag(chunks)
    return {" > ".join(c.structure_path): c.review_reasons[before[id(c)]:] for c in chunks if c.structure_path}


def test_a_schedule_opening_on_the_acts_next_section_sends_what_it_holds_to_review() -> None:
    routed = _reasons(ACT, flag_odd_containers)
    held = [p for p in routed if p.startswith("Second Schedule >")]
    assert "Second Schedule > 8" in held and any("PART IV" in p for p in held), routed
    for path in held:
        assert any("'Second Schedule'" in r and "section 7" in r for r in routed[path]), (path, routed[path])
    assert not any(routed[p] for p in routed if p.startswith(("PART III", "FIRST SCHEDULE", "SECOND SCHEDULE"))), \
        routed


def test_schedules_after_the_body_and_a_reference_read_in_full_are_left_alone() -> None:
    clean = ACT.replace("set out i fly\n    Second Schedule .", "set out in the Second Schedule.")
    routed = _reasons(clean, flag_odd_containers)
    assert "SECOND SCHEDULE" in routed and "PART III > 8" in routed, routed
    assert not any(routed.values()), routed


def test_an_item_number_read_as_a_stroke_sends_the_schedule_to_review() -> None:
    read = ACT.replace("    1. Names", "    |. Names").replace("    2. The wages", "    The wages")
    routed = _reasons(read, flag_stroke_items)
    flagged = [p for p, r in routed.items() if any("'|. Names" in x and "read as a stroke" in x for x in r)]
    assert flagged and all(p.startswith("SECOND SCHEDULE") for p in flagged), routed
    assert not any(routed[p] for p in routed if not p.startswith("SECOND SCHEDULE")), routed
    assert not any(_reasons(ACT, flag_stroke_items).values())  # `1. Names` as printed: nothing


def test_a_sentences_last_line_read_as_noise_sends_its_section_to_review() -> None:
    """Seed 8617's silent loss (11_my_act, a starved page): `Schedule.` at the end of 7(2) read `hecdit le` (0.24),
    the section's chunk otherwise sure enough to be indexed; the printed words there were not read."""
    read = ACT.replace("set out i fly\n    Second Schedule .", "set ont an the Second\n    hecdit le")
    routed = _reasons(read, flag_noise_lines)
    flagged = [p for p, r in routed.items() if any("'hecdit le'" in x and "read as no word" in x for x in r)]
    assert flagged and all(p.startswith("PART III > 7") for p in flagged), routed
    assert not any(routed[p] for p in routed if not p.startswith("PART III > 7")), routed
    clean = ACT.replace("set out i fly\n    Second Schedule .", "set out in the Second\n    Schedule.")
    assert not any(_reasons(clean, flag_noise_lines).values())  # as printed: nothing


def _noise(body: str, language: str) -> list[str]:
    """noise_lines of a chunk of one OCR'd word holding `body`."""
    from schemas import Chunk, Span

    word = Span(text="x", page=1, bbox=(0, 0, 1, 1), confidence=0.9, source="ocr")
    return noise_lines(Chunk(id="c", doc_id="d", source="s", body=body, text=body, words=[word], language=language))


def test_a_wrapped_line_of_a_correct_indic_or_malay_sentence_is_no_noise() -> None:
    """Each word is judged by its own script's lists: a Tamil or Hindi sentence read right, wrapped over three lines,
    is no line read as no word (by English's lists alone every such line was), in a chunk of its language or in one
    that reads as English (a Bangladesh Act's section opening on an English citation); letter noise still is."""
    tamil = "இந்தச் சட்டம் சிவில் நடைமுறைச் சட்டக் கோவை\nதிருத்தச் சட்டம் என அழைக்கப்படலாம் மற்றும்\nநடைமுறைக்கு வரும்."
    hindi = "यह अधिनियम भारतीय संविदा अधिनियम कहा जा सकेगा और\nइसका विस्तार सम्पूर्ण भारत पर है और यह\nप्रवृत्त होगा।"
    malay = ("Akta ini bolehlah dinamakan Akta Pembangunan Bandar dan\nhendaklah mula berkuat kuasa pada tarikh yang\n"
             "ditetapkan.")
    assert _noise(tamil, "tam") == [] and _noise(hindi, "hin") == [] and _noise(hindi, "eng") == []
    assert _noise(malay, "msa") == []
    assert _noise("set out in the Second\nhecdit fwrq le\nand the Third.", "eng") == ["hecdit fwrq le"]


def test_a_lead_in_colon_dash_and_dotted_initials_are_no_noise() -> None:
    """Language fresh14 (a Sri Lankan Tamil amending Act, read right on every scan): a lead-in's last word alone on
    its line before `:-` (South Asian print's colon-dash typed with a hyphen, as `:—` is already a line's end) and a
    bill's number after dotted initials (`ச.வ.ஓ. 63 / 2021`, as `S.C.` in English) are no line read as no word;
    letter noise between running lines still is, and a Tamil line of no known word mid-sentence too."""
    lead_in = "(3) அதன் (2) ஆம் உட்பிரிவை உடனடுத்துப் பின்வரும் உட்பிரிவை\nஉட்புகுத்துவதன்மூலமும்\u200c:-\n“(3) இப்பிரிவின்கீழான"
    citation = "[2023 ஆம் ஆண்டு நவெம்பர் மாதம் 17 ஆம் திகதி\nச.வ.ஓ. 63 / 2021\n(101 ஆம் அத்தியாயமான) குடியியல்"
    assert _noise(lead_in, "tam") == [] and _noise(citation, "tam") == []
    assert _noise("to be substituted namely\nS.C. 63 / 2021 hecdit\nand the Third.", "eng") == ["S.C. 63 / 2021 hecdit"]
    assert _noise("set out in the Second\nhecdit fwrq le:\nand the Third.", "eng") == []  # a line's end, as before
    assert _noise(lead_in.replace("உட்புகுத்துவதன்மூலமும்\u200c:-", "கொடர்புகவ்வ"), "tam") == ["கொடர்புகவ்வ"]
