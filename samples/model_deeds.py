"""The real model deeds of ../shared/corpus/legal_texts, filled in as a clerk would, rendered and scanned.

Read at build time, never copied into the repository: the Government of India model sale deed (MoUD/DoLR) with
its blanks filled from a seeded RNG (truth for every filled field), the RERA model agreement for sale as printed
(blank: only its type is known), and the Malaysian bills (statute / amendment: type only).
"""

from __future__ import annotations

import random
import re
from pathlib import Path

from ingest.amounts import in_words, indian_figures
from samples.flow import Block, Flow, render
from samples.property_docs import MONTHS, PLACES, _date, _iso, _land, _ordinal, _person
from samples.scan import CLEAN, MODERATE, scan
from schemas.groundtruth import GroundTruth

CORPUS = Path(__file__).resolve().parents[2] / "shared" / "corpus" / "legal_texts"
BLANK = re.compile(r"_{3,}")


def corpus_text(name: str, folder: Path = CORPUS) -> str:
    """The document's text: after the provenance header (up to the first blank line)."""
    raw = (folder / name).read_text(encoding="utf-8")
    return raw.split("\n\n", 1)[1]


def _markdown_free(text: str) -> str:
    text = re.sub(r"\*\*|__|(?<!\w)_(?!_)|(?<!_)_(?!\w)", "", text)
    return "\n".join(ln for ln in text.splitlines() if not re.fullmatch(r"\s*-{3,}\s*", ln))


def fill_model_sale_deed(rng: random.Random, folder: Path = CORPUS) -> tuple[str, dict[str, str]]:
    """Fill the model sale deed's blanks; returns the text and the truth of every field filled in."""
    text = corpus_text("in_model_sale_deed_moud_dolr.txt", folder)
    used: set[str] = set()
    vendor, vendee = _person(rng, "vendor", used), _person(rng, "vendee", used)
    land = _land(rng)
    village, taluka, district = rng.choice(PLACES)
    executed = _date(rng)
    price = rng.randrange(20_00_000 // 5000, 3_00_00_000 // 5000) * 5000
    duty = price * rng.choice([5, 6, 7]) // 100
    area = str(rng.randint(90, 900))
    plot = str(rng.randint(1, 240))
    truth = {"parties.0.role": "vendor", "parties.0.name": vendor.name, "parties.0.address": vendor.address,
             "parties.1.role": "vendee", "parties.1.name": vendee.name, "parties.1.address": vendee.address,
             "property.survey_number": plot, "property.area": area, "property.area_unit": "sq. m",
             "property.village": village, "property.taluka": taluka, "property.district": district,
             "consideration.figures": str(price), "consideration.words": in_words(price), "stamp_duty": str(duty),
             "execution_date": _iso(executed)}
    truth.update({f"property.boundaries.{s}": v for s, v in land.bounds.items()})
    subs = [
        ("Total Area of Plot/flat: _______ Sq. Meters/Sq. Feet/applicable plinth area",
         f"Total Area of Plot/flat: {area} Sq. Meters"),
        ("Stamp Duty paid Rs.: _______", f"Stamp Duty paid Rs.: {indian_figures(duty)}"),
        ("executed at (Name of place) on this ________ day of _______, _______",
         f"executed at {district} on this {_ordinal(executed[2])} day of {MONTHS[executed[1] - 1]}, {executed[0]}"),
        ("property no. _______, situated at _______________________________ measuring _______",
         f"property no. {plot}, situated at Village {village}, Taluka {taluka}, District {district} measuring "
         f"{area} Sq. Meters"),
        ("a sum of Rs. _______ (Rupees _______ only)", f"a sum of Rs. {indian_figures(price)}/- (Rupees "
                                                       f"{in_words(price)} only)"),
        ("for a sum of Rs. _______ for which", f"for a sum of Rs. {indian_figures(price)}/- for which"),
    ]
    for old, new in subs:
        assert old in text, old
        text = text.replace(old, new, 1)
    for side in ("EAST", "WEST", "NORTH", "SOUTH"):
        text = re.sub(rf"^{side}: _+$", f"{side}: {land.bounds[side.lower()]}", text, count=1, flags=re.M)
    for who in (vendor, vendee):
        rel = who.relation.split(" of ")[1]
        text = re.sub(r"^Name: _+$", f"Name: {who.honorific} {who.name}", text, count=1, flags=re.M)
        text = re.sub(r"^S/o: _+$", f"S/o: {rel}", text, count=1, flags=re.M)
        text = re.sub(r"^R/o: _+$", f"R/o: {who.address}", text, count=1, flags=re.M)
    # the vendor's earlier title deed, recited: not this deed's registration
    prior = _date(rng, executed[0] - rng.randint(3, 15))
    text = text.replace("document No. _______, Addl. Book _______, Vol. No. _______ pages _____ to _____, dated "
                        "_______ duly regd. in the office of Sub-Registrar _______, (Place)",
                        f"document No. {rng.randint(100, 9999)}, Addl. Book I, Vol. No. {rng.randint(10, 999)} pages "
                        f"{rng.randint(1, 40)} to {rng.randint(41, 90)}, dated {prior[2]:02d}.{prior[1]:02d}."
                        f"{prior[0]} duly regd. in the office of Sub-Registrar {taluka}, {district}")
    text = re.sub(r"^VENDOR: _+$", f"VENDOR: {vendor.name}", text, count=1, flags=re.M)
    text = re.sub(r"^VENDEE: _+$", f"VENDEE: {vendee.name}", text, count=1, flags=re.M)
    return text, truth


def layout_text(text: str, font: str = "Times-Roman") -> Flow:
    flow = Flow("a4", margin=64.0)
    for para in text.split("\n"):
        if not para.strip():
            continue
        title = para.isupper() and len(para) < 60
        flow.add(Block([(para.strip(), "Times-Bold" if title else font)], 12 if title else 10.5,
                       align="center" if title else "left", space_before=6))
    return flow


def write(out: Path, name: str, text: str, doc_type: str, truth: dict[str, str], seed: int, clean: bool) -> Path:
    flow = layout_text(text)
    lay = flow.layout
    pdf = render(lay, None, lambda page, pages: f"Page {page} of {pages}", "Helvetica", name)
    pdf, _ = scan(pdf, lay.pages, CLEAN if clean else MODERATE, [], seed)
    out.mkdir(parents=True, exist_ok=True)
    path = out / f"{name}.pdf"
    path.write_bytes(pdf)
    gt = GroundTruth(file=path.name, family="generic", title=name, scanned=True,
                     pages=[lay.page_text(n) for n in range(1, lay.pages + 1)], doc_type=doc_type, fields=truth)
    (out / f"{name}.truth.json").write_text(gt.model_dump_json(indent=1) + "\n")
    return path


BILLS = [("my_employment_amendment_bill_2011.txt", "amendment_act"),
         ("my_employment_amendment_bill_2021.txt", "amendment_act"),
         ("my_employment_amendment_bill_2000_ocr_noisy.txt", "amendment_act"),
         ("my_workers_minimum_housing_amenities_bill_1990.txt", "statute")]


def make_model_deeds(out: Path, seed: int = 2026, deeds: int = 4, folder: Path = CORPUS) -> list[Path]:
    if not folder.is_dir():
        raise FileNotFoundError(f"{folder} is not there (the shared corpus sits beside the repository; "
                                "name it with --texts)")
    rng = random.Random(seed)
    paths = []
    for n in range(deeds):
        text, truth = fill_model_sale_deed(rng, folder)
        paths.append(write(out, f"model_sale_deed_{n + 1}", text, "sale_deed", truth, seed + n, n % 2 == 0))
    rera = corpus_text("in_rera_kerala_agreement_for_sale_annexure_a.txt", folder)
    head = "\n".join(rera.splitlines()[:60])  # the first pages decide the type; the form's blanks have no truth
    paths.append(write(out, "model_agreement_for_sale", head, "agreement_for_sale", {}, seed, False))
    for name, doc_type in BILLS:
        text = "\n".join(_markdown_free(corpus_text(name, folder)).splitlines()[:90])
        paths.append(write(out, Path(name).stem, text, doc_type, {}, seed, True))
    return paths
