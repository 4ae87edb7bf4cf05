"""The amendment overlay on hand-made chunks: addresses as readers cite them, a timeline of texts, all or nothing."""

from __future__ import annotations

from datetime import date

import pytest

from ingest import amendments as am
from ingest.errors import AmendmentError, InputFileError
from schemas import Chunk
from schemas.amendment import ProvisionAmendment

TITLE = "Workers Act 2026"


def _chunk(path: list[str], body: str, heading: str = "") -> Chunk:
    header = " > ".join([TITLE, *path[:-1]])
    return Chunk(id="-".join(path), doc_id="d", source="s", title=TITLE, structure_path=path, heading=heading,
                 body=body, text=f"{header}\n\n{body}")


ACT = [
    _chunk(["PART I"], "PART I\nPRELIMINARY", "PRELIMINARY"),
    _chunk(["PART I", "2"], "Interpretation", "Interpretation"),
    _chunk(["PART I", "2", "(1)"], "2. (1) In this Act \"wages\" means basic pay."),
    _chunk(["PART I", "2", "(2)"], "(2) A worker includes a probationer."),
    _chunk(["PART I", "3"], "Rest day\n3. A worker shall have one rest day a week.", "Rest day"),
    _chunk(["PART I", "4"], "Offences\n4. (1) A person who lies to an officer commits an offence if he—\n"
           "(a) lies in writing; or\n(b) lies on oath.\n(2) A person who hides a record commits an offence.",
           "Offences"),
    _chunk(["FIRST SCHEDULE"], "FIRST SCHEDULE\n1. Fee: ten ringgit.\n2. Renewal: five ringgit."),
]


def _do(action: str, provision: str, **kw) -> ProvisionAmendment:
    return ProvisionAmendment(action=action, provision=provision, **kw)


def test_addresses_as_cited():
    assert am.parse_address("section 2(1)") == ["2", "(1)"]
    assert am.parse_address("s. 12A") == ["12a"]
    assert am.parse_address("First Schedule, paragraph 2") == ["first schedule", "2"]
    assert am.parse_address("Part I") == ["part i"]
    assert am.resolve(ACT, "section 2") == [1, 2, 3]  # the section's own chunk and those under it
    assert am.resolve(ACT, "2(2)") == [3] and am.resolve(ACT, "First Schedule") == [6]


def test_every_miss_is_reported_and_nothing_applied():
    with pytest.raises(AmendmentError) as err:
        am.apply(ACT, [_do("delete", "section 3"), _do("delete", "section 9"),
                       _do("delete", "First Schedule 3")], "Act A1", date(2027, 1, 1))
    assert "'section 9'" in str(err.value) and "(FIRST SCHEDULE) but no line" in str(err.value)
    assert all(c.status == "in_force" and not c.text_versions for c in ACT)


def test_text_versions_form_a_timeline_whatever_the_order_applied():
    later = am.apply(ACT, [_do("substitute", "section 3", text="A worker shall have two rest days a week.")],
                     "Act A2", date(2028, 1, 1)).chunks
    both = am.apply(later, [_do("struck_down", "section 3")], "Court X", date(2027, 6, 1)).chunks
    s3 = both[4]
    day = {d: am.as_of(s3, date.fromisoformat(d)) for d in ("2027-01-01", "2027-07-01", "2028-02-01")}
    assert [(c.status, c.amended_by) for c in day.values()] == [
        ("in_force", None), ("struck_down", "Court X"), ("substituted", "Act A2")]
    assert "one rest day" in day["2027-07-01"].body and "two rest days" in day["2028-02-01"].body
    assert day["2028-02-01"].body.startswith("Rest day\n3. ") and day["2028-02-01"].text.startswith(TITLE)
    with pytest.raises(AmendmentError, match="already changes on"):
        am.apply(both, [_do("delete", "section 3")], "Act A3", date(2028, 1, 1))


def test_insert_after_and_a_substituted_section_spanning_chunks():
    out = am.apply(ACT, [_do("insert_after", "section 3", label="3A", heading="Leave", text="A worker has leave."),
                         _do("insert_after", "section 2(2)", label="(3)", text="A worker includes an apprentice."),
                         _do("substitute", "section 2", text="In this Act \"wages\" means all pay.")],
                   "Act A4", date(2027, 3, 1))
    paths = [c.structure_path for c in out.chunks]
    assert paths.index(["PART I", "2", "(3)"]) == paths.index(["PART I", "2", "(2)"]) + 1
    assert paths.index(["PART I", "3A"]) == paths.index(["PART I", "3"]) + 1
    new = out.chunks[paths.index(["PART I", "3A"])]
    assert (new.status, new.valid_from) == ("inserted", date(2027, 3, 1))
    assert new.text == f"{TITLE} > PART I\n\nLeave\n3A. A worker has leave."
    assert am.as_of(new, date(2027, 2, 28)) is None
    # the new text replaces the whole section: its own chunk takes it, the chunks under it keep none after
    assert [out.chunks[i].body for i in (1, 3)] == ["Interpretation\n2. In this Act \"wages\" means all pay.", ""]
    assert am.as_of(out.chunks[3], date(2027, 1, 1)).body == "(2) A worker includes a probationer."
    again = am.apply(out.chunks, [_do("insert_after", "section 2(2)", label="(3)", text="x"),
                                  _do("substitute", "section 2", text="y")], "Act A4", date(2027, 3, 1))
    assert not again.changed and not again.inserted  # a list the chunks already carry changes nothing


def test_bad_list_files_say_what_is_wrong(tmp_path):
    path = tmp_path / "a.yaml"
    path.write_text("instrument: Act A5\nin_force: 2027-01-01\ndocument: x.pdf\namendments:\n"
                    "  - {action: substitute, provision: section 3}\n")
    with pytest.raises(InputFileError, match="needs `text`"):
        am.load_list(path)
    path.write_text("instrument: [unclosed\n")
    with pytest.raises(InputFileError, match="not YAML or JSON"):
        am.load_list(path)


def test_units_merged_into_one_chunk_are_changed_inside_its_text():
    out = am.apply(ACT, [_do("substitute", "First Schedule 1", text="Fee: twenty ringgit."),
                         _do("delete", "First Schedule 2"),
                         _do("insert_after", "4(1)(a)", label="(aa)", text="lies by e-mail; or"),
                         _do("struck_down", "section 4(2)")], "Act A6", date(2027, 9, 1))
    sched, s4 = out.chunks[6], out.chunks[5]
    assert sched.body == "FIRST SCHEDULE\n1. Fee: twenty ringgit.\n2. [Deleted by Act A6]"
    assert s4.body.splitlines()[2:] == ["(a) lies in writing; or", "(aa) lies by e-mail; or", "(b) lies on oath.",
                                        "(2) A person who hides a record commits an offence.",
                                        "[(2) struck down: Act A6]"]
    assert (s4.status, s4.amended_by, sched.status, len(sched.text_versions)) == ("amended", "Act A6", "amended", 1)
    assert am.as_of(sched, date(2027, 8, 31)).body == ACT[6].body
    # a first subsection rides on its section's line, after a shoulder note the PDF put beside it
    shoulder = ACT[5].model_copy(update={"body": "Offences. 4. (1) A person who lies.\n(2) A person who hides."})
    struck = am.apply([shoulder], [_do("struck_down", "4(1)")], "Court Y", date(2028, 1, 1)).chunks[0]
    assert struck.body.splitlines()[1] == "[(1) struck down: Court Y]"
    again = am.apply(out.chunks, [_do("delete", "First Schedule 2")], "Act A6", date(2027, 9, 1))
    assert again.chunks[6] == sched and not again.changed
