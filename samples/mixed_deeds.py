"""Generated mixed deeds: an English deed whose schedule, declaration or endorsement is in Hindi or Marathi.

Each deed is written in the corpus' annotated text format (corpus/gold.py) from a seed: English head, recitals
and numbered clauses, then (in Hindi or Marathi) a numbered declaration, a schedule under a bold heading with its
items and a boundaries item whose sub-items are short lines with dotted blanks, English attestation and a Hindi
or Marathi registration endorsement. It is set and scanned as the language samples are (corpus/languages.py), so
its truth (each printed paragraph's text, language and unit path) comes from the generator, not from a reader.

Run: python -m samples.mixed_deeds --out /tmp/mixed/gen [--seeds 1-6] [--levels born,clean,moderate] [--check]
     (--check reads each deed and says, per level, how many of each language's printed words came back in a chunk
     of that language, how many units are under their true path, and which words were lost)
"""

from __future__ import annotations

import argparse
import hashlib
import random
import re
import sys
from dataclasses import dataclass
from pathlib import Path

if __package__ in (None, ""):  # run as a script: make the repository importable
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from corpus.build import Recipe, build_doc  # noqa: E402
from corpus.docs import Doc  # noqa: E402
from corpus.gold import Parsed, parse_text  # noqa: E402
from schemas import Chunk  # noqa: E402
from schemas.groundtruth import GroundTruth, TruthParagraph  # noqa: E402

KINDS = {
    "sale": ("SALE DEED", "VENDOR", "PURCHASER"),
    "gift": ("GIFT DEED", "DONOR", "DONEE"),
    "lease": ("DEED OF LEASE", "LESSOR", "LESSEE"),
    "mortgage": ("MORTGAGE DEED", "MORTGAGOR", "MORTGAGEE"),
}
CITIES = ("Lucknow", "Pune", "Nagpur", "Prayagraj", "Bhopal", "Jaipur", "Nashik", "Kanpur")
NAMES = ("Shri Ramesh Chandra Verma", "Shri Anil Kumar Gupta", "Shrimati Kavita Sharma", "Shri Suresh Patil",
         "Shrimati Sunita Deshmukh", "Shri Mahesh Prasad Srivastava", "Shri Vijay Kulkarni")
CLAUSES = (
    "The {a} hereby transfers to the {b} the property described in the Schedule below together with all rights, "
    "easements and appurtenances thereto.",
    "The {a} declares that the said property is free from all encumbrances, charges, liens and attachments of any "
    "kind whatsoever.",
    "The {b} shall pay all taxes, rates and outgoings in respect of the said property from the date of this deed.",
    "The {a} shall deliver to the {b} all the original title deeds relating to the said property on the execution "
    "of this deed.",
    "The stamp duty and registration charges on this deed shall be borne by the {b}.",
    "The {a} shall at the request and cost of the {b} do all acts and execute all documents for more perfectly "
    "assuring the said property.",
    "Any dispute arising out of this deed shall be subject to the jurisdiction of the courts at {city}.",
    "The {a} has handed over vacant and peaceful possession of the said property to the {b} this day.",
)


@dataclass(frozen=True)
class Indic:
    """One Indic language's parts of a deed: headings, items, boundaries and endorsements to choose from."""

    code: str
    schedule: str
    described: tuple[str, ...]
    items: tuple[str, ...]
    bounds: str
    sides: tuple[str, str, str, str]
    neighbours: tuple[str, ...]
    declaration: tuple[str, ...]
    endorsement: tuple[str, ...]
    officer: str


HINDI = Indic(
    "hin", "अनुसूची", ("संपत्ति का विवरण", "ऊपर वर्णित संपत्ति का विवरण", "मकान का विवरण"),
    ("ग्राम ........., तहसील ........., जिला {district} में स्थित खसरा संख्या {n} का भूखंड, क्षेत्रफल {area} वर्ग "
     "मीटर, उससे संबंधित सभी अधिकारों सहित।",
     "मकान संख्या {n}, {district}, जिसका क्षेत्रफल लगभग {area} वर्ग मीटर है।",
     "भवन दो मंजिला पक्का बना हुआ है और उसमें बिजली तथा पानी का कनेक्शन है।",
     "संपत्ति का अनुमानित बाज़ार मूल्य रुपये {amount} है।"),
    "चौहद्दी :-", ("पूरब में", "पश्चिम में", "उत्तर में", "दक्षिण में"),
    ("बीस फुट चौड़ी सड़क", "मकान संख्या {n}", "पार्क", "श्री वर्मा का मकान", "खाली भूखंड"),
    ("यह कि {a} उक्त संपत्ति का एकमात्र पूर्ण एवं वैध स्वामी है तथा उस पर काबिज है।",
     "यह कि उक्त संपत्ति पर किसी प्रकार का कोई भार, बंधक या विवाद नहीं है।",
     "यह कि {a} ने आज ही उक्त संपत्ति का वास्तविक कब्ज़ा {b} को सौंप दिया है।",
     "यह कि भविष्य में {a} अथवा उसका कोई उत्तराधिकारी इस विलेख पर कोई आपत्ति नहीं करेगा।",
     "यह कि बिना किसी प्रतिफल (Without Monetary Consideration) तथा केवल प्रेम और स्नेह के कारण {a} उक्त संपत्ति "
     "{b} को अंतरित (Transfer) करता है।"),
    ("स्टाम्प शुल्क रुपये ......... अदा किया गया।",
     "यह विलेख आज दिनांक ......... को उप-पंजीयक, {district} के कार्यालय में पंजीकरण हेतु प्रस्तुत किया गया तथा "
     "पक्षकारों ने इसके निष्पादन को स्वीकार किया।"),
    "उप-पंजीयक")
MARATHI = Indic(
    "mar", "परिशिष्ट", ("मिळकतीचे वर्णन", "वर उल्लेख केलेल्या मिळकतीचे वर्णन"),
    ("जिल्हा {district}, तालुका ........., गाव ......... येथील सर्व्हे क्रमांक {n} मधील भूखंड, क्षेत्रफळ सुमारे "
     "{area} चौरस मीटर, त्यावरील बांधकामासह.",
     "सदनिका क्रमांक {n}, दुसरा मजला, {district} येथील इमारत, तिच्याशी संबंधित सर्व हक्कांसह.",
     "क्षेत्रफळ सुमारे ......... चौरस मीटर म्हणजेच ......... चौरस फूट.",
     "मिळकतीचे अंदाजे बाजारमूल्य रुपये {amount} आहे."),
    "चतुःसीमा :-", ("पूर्वेस", "पश्चिमेस", "दक्षिणेस", "उत्तरेस"),
    ("रस्ता", "श्री पाटील यांची मिळकत", "मोकळी जागा", "नाला", "सदनिका क्रमांक {n}"),
    ("लिहून देणार हे वरील मिळकतीचे एकमेव मालक असून मिळकत त्यांच्या ताब्यात आहे.",
     "वरील मिळकतीवर कोणताही बोजा, गहाण किंवा वाद नाही.",
     "लिहून देणार यांनी आजच मिळकतीचा प्रत्यक्ष ताबा लिहून घेणार यांना दिला आहे.",
     "भविष्यात लिहून देणार किंवा त्यांचे वारस या दस्ताबाबत कोणतीही हरकत घेणार नाहीत.",
     "लिहून देणार यांनी कोणताही मोबदला (Consideration) न घेता ही मिळकत स्वखुशीने हस्तांतरित (Transfer) केली आहे."),
    ("मुद्रांक शुल्क रुपये ......... भरले आहे.",
     "हा दस्त आज दिनांक ......... रोजी दुय्यम निबंधक, {district} यांच्या कार्यालयात नोंदणीसाठी सादर केला आणि "
     "दोन्ही पक्षांनी तो लिहून दिल्याचे कबूल केले."),
    "दुय्यम निबंधक")
INDIC = {"hin": HINDI, "mar": MARATHI}
DISTRICTS = {"hin": ("लखनऊ", "प्रयागराज", "कानपुर", "भोपाल"), "mar": ("पुणे", "नाशिक", "नागपूर", "सातारा")}
PARTIES = {"sale": ("विक्रेता", "क्रेता"), "gift": ("दाता", "ग्रहीता"), "lease": ("पट्टादाता", "पट्टेदार"),
           "mortgage": ("बंधककर्ता", "बंधकग्राही")}  # the Hindi declaration's parties (Marathi's name none)
DIGITS = "०१२३४५६७८९"
LETTERS = "कखगघ"


def native(n: int) -> str:
    return "".join(DIGITS[int(d)] for d in str(n))


def deed_text(seed: int) -> tuple[str, str]:
    """The annotated text of the deed for a seed, and its Indic language's code."""
    rng = random.Random(seed)
    indic = INDIC["hin" if seed % 2 else "mar"]
    kind = rng.choice(sorted(KINDS))
    title, a, b = KINDS[kind]
    city, district = rng.choice(CITIES), rng.choice(DISTRICTS[indic.code])
    fill = {"a": a.title(), "b": b.title(), "city": city, "district": district}

    def sub(text: str) -> str:
        return text.format(n=rng.randint(2, 400), area=rng.randint(60, 900), amount=f"{rng.randint(5, 90)},00,000/-",
                           **fill)

    out = [f"^ {title}",
           f"- This {title.capitalize()} is made at {city} on this ______ day of __________ between "
           f"{rng.choice(NAMES)}, hereinafter called the {a}, and {rng.choice(NAMES)}, hereinafter called the {b}.",
           f"- WHEREAS the {a} is the absolute owner of the property described in the Schedule below and has agreed "
           f"to transfer the same to the {b} on the terms that follow.",
           "^ NOW THIS DEED WITNESSETH AS FOLLOWS:"]
    clauses = rng.sample(CLAUSES, rng.randint(3, 6))
    out += [f"* {k}.| " + c.format(a=a.title(), b=b.title(), city=city) for k, c in enumerate(clauses, 1)]
    if rng.random() < 0.7:  # a numbered declaration in the Indic language, top level as the gift deed prints it
        start, number = len(clauses) + 1, native if rng.random() < 0.8 else str
        party_a, party_b = PARTIES[kind]
        for k, d in enumerate(rng.sample(indic.declaration, rng.randint(2, 4))):
            out.append(f"* {number(start + k)}.| " + d.format(a=party_a, b=party_b))
    out += [f"* {indic.schedule}|", f"~ {rng.choice(indic.described)}"]
    items = rng.sample(indic.items, rng.randint(2, 3))
    for k, item in enumerate(items, 1):
        out.append(f"  * {native(k)}.| {sub(item)}")
    out.append(f"  * {native(len(items) + 1)}.| {indic.bounds}")
    dotted = rng.random() < 0.6
    for k, side in enumerate(indic.sides):
        value = "........." if dotted else sub(rng.choice(indic.neighbours))
        out.append(f"    * ({LETTERS[k]})| {side} {value}{';' if k < 3 else ''}")
    out += [f"- IN WITNESS WHEREOF the parties have signed this deed on the day and year first above written at "
            f"{city}.",
            "- WITNESSES:", "- 1) __________", "- 2) __________", f"- {a}"]
    out += [f"- {sub(e)}" for e in indic.endorsement] + [f"- {indic.officer}"]
    return "\n".join(out) + "\n", indic.code


class MixedDeed(Doc):
    """A generated deed as a language-sample document (its text held, not read from corpus/texts)."""

    def __init__(self, seed: int):
        text, code = deed_text(seed)
        super().__init__(f"mixed_deed_{seed}", "in_deed", f"Mixed deed {seed}",
                         {"id": f"mixed_deed_{seed}", "language": f"eng+{code}", "half": "generated"})
        self.text = text

    @property
    def half(self) -> str:
        return "generated"

    def parsed(self) -> Parsed:
        return parse_text(self.text)


def _stamp(doc: Doc, level: str) -> str:
    """What a built deed depends on: its text, the scan profile, the generator and the setting code."""
    from corpus.languages import LEVELS

    root = Path(__file__).resolve().parent.parent
    code = "".join((root / p).read_text(encoding="utf-8")
                   for p in ("corpus/languages.py", "samples/shaped.py", "samples/mixed_deeds.py"))
    parts = [getattr(doc, "text", ""), repr(LEVELS[level]), code]
    return hashlib.sha256("\x00".join(parts).encode()).hexdigest()


def recipe(seeds: list[int]) -> Recipe:
    from corpus.languages import _born

    return Recipe(lambda _half: [MixedDeed(s) for s in seeds], _born, _stamp)


def build(seeds: list[int], levels: list[str], out: Path) -> dict[str, list[Path]]:
    """OUT/LEVEL/mixed_deed_SEED.pdf with its truth, for each seed and level."""
    rec = recipe(seeds)
    return {level: [build_doc(d, level, out, rec) for d in rec.documents("")] for level in levels}


WORD = re.compile(r"[\w\u0900-\u0963\u0971-\u097f]+")  # Devanagari signs, no dandas


def words_of(text: str) -> list[str]:
    """The lettered words of a text (numbers and dotted blanks left out: a misread digit is not a lost block)."""
    return [w for w in WORD.findall(text) if re.search(r"[A-Za-z\u0905-\u0939]", w)]


def blocks_read(chunks: list[Chunk], truth: GroundTruth) -> list[tuple[TruthParagraph, list[str]]]:
    """Each printed paragraph with its words that are in no chunk of its language (lost or read in another)."""
    said: dict[str, set[str]] = {}
    for chunk in chunks:
        said.setdefault(chunk.language, set()).update(words_of(chunk.body))
    return [(para, [w for w in words_of(para.text) if w not in said.get(para.language, set())])
            for para in truth.paragraphs]


def check(pdf: Path) -> dict[str, object]:
    """Read one built deed; per language, printed words found in chunks of that language, and units placed."""
    from engross.evaluation import judge
    from engross.settings import get_settings
    from ingest.pipeline import run

    truth = GroundTruth.model_validate_json(pdf.with_suffix(".truth.json").read_text(encoding="utf-8"))
    result = run(pdf.read_bytes(), pdf.name, get_settings())
    found: dict[str, list[int]] = {}
    lost: list[str] = []
    for para, missing in blocks_read(result.chunks, truth):
        n = len(words_of(para.text))
        found.setdefault(para.language, [0, 0])
        found[para.language][0] += n - len(missing)
        found[para.language][1] += n
        lost += [f"{para.language}:{w}" for w in missing]
    placed = judge.placements(result.tree, truth) if result.tree is not None else []
    review = [c for c in result.chunks if c.route == "review"]
    return {"found": found, "lost": lost, "placed": sum(p.placed for p in placed), "units": len(truth.units),
            "misses": [" > ".join(p.path) for p in placed if not p.placed], "review": len(review),
            "chunks": len(result.chunks)}


def _seeds(spec: str) -> list[int]:
    lo, _, hi = spec.partition("-")
    return list(range(int(lo), int(hi or lo) + 1))


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", type=Path, default=Path("var/mixed"))
    ap.add_argument("--seeds", default="1-6")
    ap.add_argument("--levels", default="born,clean,moderate")
    ap.add_argument("--check", action="store_true")
    args = ap.parse_args(argv)
    made = build(_seeds(args.seeds), args.levels.split(","), args.out)
    for level, pdfs in made.items():
        print(f"{level}: {len(pdfs)} deeds in {args.out / level}")
        if not args.check:
            continue
        total: dict[str, list[int]] = {}
        placed = units = 0
        for pdf in pdfs:
            got = check(pdf)
            for lang, (hit, n) in got["found"].items():  # type: ignore[union-attr]
                total.setdefault(lang, [0, 0])
                total[lang][0] += hit
                total[lang][1] += n
            placed, units = placed + got["placed"], units + got["units"]  # type: ignore[operator]
            print(f"  {pdf.stem}: words {got['found']} units {got['placed']}/{got['units']} review "
                  f"{got['review']}/{got['chunks']} lost {got['lost'][:12]} misses {got['misses'][:8]}")
        print(f"  {level}: " + ", ".join(f"{lang} {h}/{n}" for lang, (h, n) in total.items())
              + f"; units {placed}/{units}")


if __name__ == "__main__":
    main()
