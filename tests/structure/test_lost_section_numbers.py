"""A bare section number OCR lost from its own line (`3.` above `(1) ...`): put back when the restarts fill the gap."""

from ingest.structure import explain, parse, unit_paths
from tests.structure.snippets import lines_from

# `3.`, `4.` and `7.` alone on their lines were not read (`7.` read as a speck `Te`); the room of each lost line stays
LOST = """
1. The Administrator may declare any plant to be a weed for the purposes of this Ordinance.

2.
   (1) Every occupier or, where there is no occupier, every owner of land shall eradicate any weed
   growing on such land.

   (2) Any officer may by notice in writing require the occupier, or where there is no occupier, the owner
   of land upon which any weed is growing to eradicate such weed.



   (1) The Administrator may take such steps as he deems necessary in order to obtain information as to
   the presence of any weed on any land.

   (2) Any officer may enter upon any land.



   (1) If any occupier fails to eradicate such weed within that period, the Administrator may
   cause such weed to be eradicated by any officer.

   (2) The Administrator may recover the costs incurred.

5. A magistrate's court shall have jurisdiction to determine any action for the recovery from an
occupier or owner of land of any costs incurred in respect of such land.

Te
   (1) The Administrator may make regulations:-
      (a) as to the particulars to be furnished;
      (b) prescribing the times at which any weed shall be eradicated.

   (2) Different regulations may be made in respect of different weeds.

7. A local authority may incur such expenditure as may be necessary.
"""


def _paths(snippet: str) -> list[str]:
    return [" > ".join(p) for p, _ in unit_paths(parse(lines_from(snippet), []))]


def test_lost_section_numbers_put_back_where_numbering_starts_again():
    paths = _paths(LOST)
    assert paths == ["1", "2", "2 > (1)", "2 > (2)", "3", "3 > (1)", "3 > (2)", "4", "4 > (1)", "4 > (2)", "5", "6",
                     "6 > (1)", "6 > (1) > (a)", "6 > (1) > (b)", "6 > (2)", "7"]
    tree = parse(lines_from(LOST), [])
    lost = {" > ".join(p): n for p, n in unit_paths(tree)}
    assert lost["3"].inferred and lost["4"].inferred and lost["6"].inferred  # not read: each goes to review
    assert not lost["2"].inferred and not lost["5"].inferred
    assert any("section 3's number line not read" in d for d in explain(lines_from(LOST)))


def test_restarts_that_do_not_fill_the_gap_move_nothing():
    # two numbers missing (3, 4) but one restart: an excerpt's gap, nothing guessed
    snippet = LOST.replace("5. A magistrate", "6. A magistrate").replace("7. A local", "8. A local")
    one = snippet.split("\n\n\n\n   (1) If any occupier")[0] + "\n\n6. A magistrate's court shall sit.\n"
    paths = _paths(one)
    assert "3" not in paths and "4" not in paths


def test_a_text_layer_is_left_alone():
    lines = lines_from(LOST)
    for ln in lines:
        for w in ln.words:
            w.source = "text"
    paths = [" > ".join(p) for p, _ in unit_paths(parse(lines, []))]
    assert "3" not in paths


def test_a_dash_wrapped_alone_on_a_text_layer_is_no_spoiled_number():
    # `... referred to in` / `-` (a born PDF wraps the dash onto its own line) between sections 14 and 16
    snippet = """
    14. Penalties
    Any person convicted of an offence under this Ordinance shall be liable, in the case of an offence referred to in
    -
       (a) section 4(3) or section 11 to a fine not exceeding two hundred rand;
       (b) section 8(2) to a fine not exceeding five hundred rand.

    16. The Executive Committee may by proclamation apply the provisions of sections 1 to 15.
    """
    lines = lines_from(snippet)
    for ln in lines:
        for w in ln.words:
            w.source = "text"
    paths = [" > ".join(p) for p, _ in unit_paths(parse(lines, []))]
    assert paths == ["14", "14 > (a)", "14 > (b)", "16"]
