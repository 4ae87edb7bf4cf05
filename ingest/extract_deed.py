"""The facts of a deed (sale, mortgage, gift, lease, power of attorney, agreement for sale), each with its words.

Rules read the phrases conveyancers use ("hereinafter called the VENDOR", "aged about", "admeasuring",
"bounded on the North by", "Rs. ... (Rupees ... only)", the Sub-Registrar's endorsement), in both the
running-prose and the 'Name: / S/o: / R/o:' form layouts.
"""

from __future__ import annotations

import re

from ingest.dates import DATE_TEXT
from ingest.fieldtext import FieldText, Hit

ROLE_WORDS = (r"vendors?|vendees?|purchasers?|buyers?|sellers?|mortgagors?|mortgagees?|donors?|donees?|lessors?|"
              r"lessees?|licensors?|licensees?|landlords?|tenants?|principals?|attorneys?|promoters?|allottees?|"
              r"executants?|claimants?|borrowers?|lenders?|owners?")
# "hereinafter called / referred to as the "VENDOR"": the party's description is the text before it
ROLE_DECL = re.compile(rf"\(?\s*here\s*in\s*after\s+(?:jointly\s+|collectively\s+)?(?:called|referred\s+to\s+as|"
                       rf"styled)\s+(?:the\s+)?[\"'“”‘’]*\s*(?P<role>{ROLE_WORDS})\b", re.I)
# where a party's description starts: after BETWEEN / AND / BY / OF THE ONE PART;
PARTY_START = re.compile(r"(?:\bBETWEEN\b|\bBY\b\s*:?|^\s*AND\s*$|\bPART\s*[;.,]?\s*\n\s*AND\b|\bONE\s+PART\b[;.,]?|"
                         r"\bIN\s+FAVOUR\s+OF\b|^\s*(?:VENDOR|VENDEE|PURCHASER|MORTGAGOR|MORTGAGEE|DONOR|DONEE|"
                         r"LESSOR|LESSEE|LANDLORD|TENANT|PRINCIPAL|ATTORNEY)\b[^\n]*:\s*$)", re.I | re.M)
HONORIFIC = r"(?:Mr|Mrs|Ms|Miss|Shri|Sri|Smt|Kumari|Kum|Dr|M/s)\.?"
NAME = r"[A-Z][A-Za-z.'\-]*(?:\s+[A-Z][A-Za-z.'\-]*){0,5}"
LINE_NAME = r"[A-Z][A-Za-z.'\-]*(?:[ \t]+[A-Z][A-Za-z.'\-]*){0,5}"  # a form's "Name:" line ends with the name
FORM_NAME = re.compile(rf"\bName\s*:[ \t]*(?:{HONORIFIC}[ \t]+)?(?P<v>{LINE_NAME})", re.M)
LEAD_NAME = re.compile(rf"^\W*(?:{HONORIFIC}\s+)?(?P<v>{NAME})\s*(?:,|\(|$)", re.M)
AGE = re.compile(r"\b(?:aged\s+(?:about\s+)?|age\s*:\s*)(?P<v>\d{1,3})\s*(?:years|yrs)?", re.I)
ADDRESS = re.compile(r"\b(?:residing\s+at|resident\s+of|R/o\.?\s*:?|having\s+(?:its\s+)?(?:registered\s+)?"
                     r"office\s+at|address\s*:)\s*(?P<v>.+?)\s*(?=,?\s*(?:PAN\b|Aadhaar|\(?here\s*in\s*after|"
                     r"holding\b|\n\s*_{3,}|$))", re.I | re.S)
ID_NUMBER = re.compile(r"\b(?:PAN(?:\s+No\.?)?\s*:?\s*(?P<pan>[A-Z]{5}\s?\d{4}\s?[A-Z])|Aadhaar(?:\s+No\.?)?\s*:?\s*"
                       r"(?P<uid>\d{4}\s?\d{4}\s?\d{4}))")

SURVEY = re.compile(r"\b(?P<kind>Survey|Sy|S|Gat|Gut|Khasra|R\.?\s?S|C\.?\s?T\.?\s?S|Plot|Property|Flat)\.?\s*"
                    r"(?:No|Number|Nos)\.?\s*:?\s*(?P<v>\d[0-9A-Za-z]*(?:\s?[/-]\s?[0-9A-Za-z]+)*)", re.I)
SURVEY_PRIORITY = {"survey": 0, "sy": 0, "s": 0, "gat": 0, "gut": 0, "khasra": 0, "rs": 0, "r.s": 0,
                   "cts": 0, "c.t.s": 0, "plot": 1, "property": 2, "flat": 2}
SURVEY_PATTERN = re.compile(r"^\d{1,5}[A-Z]?(?:/\d{1,4}[A-Z]?)*(?:-[A-Z0-9]{1,3})?$")
AREA = re.compile(r"\b(?:admeasuring|measuring|area\s+of|total\s+area\s*(?:of\s+plot\s*/?\s*flat)?\s*:?)\s*"
                  r"(?:about\s+|approximately\s+)?(?P<v>\d[\d,]*(?:\.\d+)?)\s*(?P<unit>sq(?:uare)?\.?\s*"
                  r"(?:m(?:e?t(?:re|er)?s?|trs?)?|f(?:ee)?t|yards?|yds?)\b\.?|acres?|hectares?|ha\b|gunthas?|"
                  r"cents?|ares?\b)", re.I)
PLACE = r"(?P<v>[A-Z][A-Za-z\-]+(?:\s+[A-Z][A-Za-z\-]+){0,2})"
VILLAGE = re.compile(rf"\b(?:Village|Mouje|Mauja|Mauza|Mouza)\s*:?\s*{PLACE}")
TALUKA = re.compile(rf"\b(?:Taluka|Taluk|Tehsil|Tahsil|Mandal)\s*:?\s*{PLACE}")
DISTRICT = re.compile(rf"\b(?:District|Dist\.|Zilla)\s*:?\s*{PLACE}")
SIDES = ("north", "south", "east", "west")
BOUND_LIST = re.compile(r"^\W*(?:on\s+or\s+towards\s+the\s+)?(?P<side>North|South|East|West)(?:ern\s+side)?\s*"
                        r"(?::|-|–|by\b)\s*(?:by\s+)?(?P<v>[^\n;]+?)\s*[;.,]?\s*$", re.I | re.M)
BOUND_PROSE = re.compile(r"\b(?:on\s+or\s+towards\s+the\s+|on\s+the\s+)(?P<side>North|South|East|West)(?:ern\s+side)?"
                         r"\s*,?\s*(?:by|:)\s*(?P<v>.+?)(?=\s*;|,?\s+and\s+(?:on|to)\b|"
                         r"(?<!\bNo)(?<!\bNos)(?<!\bSy)(?<!\bS)(?<!\bSt)(?<!\bRd)(?<!\bSmt)(?<!\bShri)(?<!\bMr)(?<!\bMrs)(?<!\bMs)"
                         r"(?<!\bDr)(?<!\bft)(?<!\bm)\.(?:\s|$)|\n\s*\n)", re.I | re.S)
AMOUNT = re.compile(r"\bRs\.?\s*:?\s*(?P<fig>\d[\d,]*(?:\.\d{2})?)\s*(?:/-)?\s*\(\s*(?:Rupees|Rs\.?)\s+"
                    r"(?P<words>[A-Za-z][A-Za-z\-\s,]*?)\s*(?:only)?\s*\)", re.I | re.S)
NOT_PRICE = re.compile(r"stamp\s+duty|registration\s+fee|advance|earnest|deposit|penalty|interest|booking|"
                       r"instal+ment|tax", re.I)
STAMP = re.compile(r"(?<!purpose\sof\s)(?<!purposes\sof\s)\bstamp\s+duty\b[^.\n]{0,40}?\bRs\.?\s*:?\s*"
                   r"(?P<v>\d[\d,]*(?:\.\d{2})?)", re.I)
EXECUTION = re.compile(rf"\b(?:made|executed|entered\s+into|signed)\b.{{0,80}}?\bon\s+(?:this\s+)?(?:the\s+)?"
                       rf"(?P<v>{DATE_TEXT})", re.I | re.S)
ENDORSE = re.compile(r"(?:registered|registration|presented)[^\n]{0,40}(?:\n[^\n]*){0,4}", re.I)
REG_NUMBER = re.compile(r"\b(?:Registration|Regn|Document|Doc)\.?\s*(?:Serial\s+)?No\.?\s*:?\s*"
                        r"(?P<v>[A-Z0-9][A-Z0-9/\-]*\d[A-Z0-9/\-]*(?:[ \t]+[-/]?\d[A-Z0-9/\-]*)*)", re.I)
# (a number OCR split with a space, "RAH3-41 21-2024", is kept whole so its check can fail, never cut short)
REG_OFFICE = re.compile(r"\bSub[- ]?Registrar\s*(?:of\s+Assurances\s*)?,?\s*(?P<v>(?!Registered|Presented)"
                        r"[A-Z][A-Za-z\-]*(?:\s+(?:No\.\s*\d+|(?!Registered\b|Presented\b|On\b|As\b|Dated\b)"
                        r"[A-Z][A-Za-z\-]*|\d+)){0,4})")
REG_DATE = re.compile(rf"\b(?:registered|registration|Date\s+of\s+Registration)\b.{{0,160}}?(?:\bon|dated|:)\s*"
                      rf"(?:the\s+)?(?P<v>{DATE_TEXT})", re.I | re.S)
# a recital naming the vendor's earlier title deed is not this deed's registration
PRIOR_TITLE = re.compile(r"having\s+(?:purchased|acquired)|vide\s+registered|title\s+deed|previous|earlier|"
                         r"acquired\s+the\s+same|under\s+a\s+registered", re.I)

Found = dict[str, Hit]


def extract_deed(ft: FieldText) -> Found:
    """Every field found, by dotted name; a field not found is simply absent."""
    out: Found = {}
    out.update(_parties(ft))
    out.update(_property(ft))
    out.update(_money(ft))
    out.update(_dates_and_registration(ft))
    return out


def group_hit(ft: FieldText, m: re.Match[str], group: str = "v", offset: int = 0,
              value: str | None = None) -> Hit:
    return ft.hit(offset + m.start(group), offset + m.end(group), value)


# --- parties ------------------------------------------------------------------------------------------------

def _parties(ft: FieldText) -> Found:
    out: Found = {}
    text = ft.text
    roles_seen: set[str] = set()
    index = 0
    last_end = 0
    for decl in ROLE_DECL.finditer(text):
        role = _role(decl.group("role"))
        starts = [m.end() for m in PARTY_START.finditer(text, last_end, decl.start())]
        start = starts[-1] if starts else last_end
        last_end = decl.end()
        if role in roles_seen or decl.start() - start > 900:
            continue  # a second mention of the same role (the expression clause), or no description
        roles_seen.add(role)
        desc = text[start:decl.start()]
        prefix = f"parties.{index}."
        out[prefix + "role"] = group_hit(ft, decl, "role", value=role)
        m = FORM_NAME.search(desc) or LEAD_NAME.search(desc)
        if m:
            out[prefix + "name"] = group_hit(ft, m, offset=start, value=_clean_name(m.group("v")))
        if m := AGE.search(desc):
            out[prefix + "age"] = group_hit(ft, m, offset=start)
        if m := ADDRESS.search(desc):
            out[prefix + "address"] = group_hit(ft, m, offset=start, value=" ".join(m.group("v").split()).rstrip(",;"))
        if m := ID_NUMBER.search(desc):
            g = "pan" if m.group("pan") else "uid"
            out[prefix + "id_number"] = group_hit(ft, m, g, offset=start, value=m.group(g).replace(" ", ""))
        index += 1
    return out


def _role(word: str) -> str:
    word = word.lower()
    return word[:-1] if word.endswith("s") and not word.endswith("ss") else word


def _clean_name(name: str) -> str:
    words = name.split()
    while words and words[-1].lower() in {"son", "wife", "daughter", "s/o", "w/o", "d/o", "aged", "of", "and"}:
        words.pop()
    return " ".join(words).rstrip(".,")


# --- property -----------------------------------------------------------------------------------------------

def _property(ft: FieldText) -> Found:
    out: Found = {}
    text = ft.text
    surveys = sorted(SURVEY.finditer(text), key=lambda m: (
        SURVEY_PRIORITY.get(m.group("kind").lower().replace(" ", ""), 3), m.start()))
    surveys = [m for m in surveys if not _in_boundary(text, m.start())]
    if surveys:
        m = surveys[0]
        out["property.survey_number"] = group_hit(ft, m, value=re.sub(r"\s+", "", m.group("v")))
    if m := AREA.search(text):
        out["property.area"] = group_hit(ft, m)
        out["property.area_unit"] = group_hit(ft, m, "unit", value=unit_name(m.group("unit")))
    for name, pattern in (("village", VILLAGE), ("taluka", TALUKA), ("district", DISTRICT)):
        if m := pattern.search(text):
            out[f"property.{name}"] = group_hit(ft, m, value=_place(m.group("v")))
    out.update(_boundaries(ft))
    return out


def _in_boundary(text: str, pos: int) -> bool:
    """A survey number named as a neighbour ('on the West by Survey No. 12') is not the property's."""
    before = text[max(0, pos - 60):pos].lower()
    return bool(re.search(r"(north|south|east|west)\w*\s*(side)?\s*(by|:|-)\s*(the\s+)?$", before))


def _place(v: str) -> str:
    words = v.split()
    stop = {"Taluka", "Taluk", "Tehsil", "District", "Dist", "Village", "State", "Within", "And", "In", "Pin"}
    kept = []
    for w in words:
        if w in stop:
            break
        kept.append(w)
    return " ".join(kept)


def unit_name(unit: str) -> str:
    u = re.sub(r"[\s.]", "", unit.lower())
    if u.startswith("acre"):
        return "acre"
    if u.startswith("hectare") or u == "ha":
        return "hectare"
    if u.startswith("guntha"):
        return "guntha"
    if u.startswith("cent"):
        return "cent"
    if u.startswith("are"):
        return "are"
    if "f" in u:
        return "sq. ft"
    if "y" in u:
        return "sq. yd"
    return "sq. m"


def _boundaries(ft: FieldText) -> Found:
    out: Found = {}
    for pattern in (BOUND_LIST, BOUND_PROSE):
        for m in pattern.finditer(ft.text):
            side = m.group("side").lower()
            key = f"property.boundaries.{side}"
            if key in out or side not in SIDES:
                continue
            value = " ".join(m.group("v").split()).strip(" ;,.")
            if value and not value.startswith("_"):
                out[key] = group_hit(ft, m, value=value)
    return out


# --- money ----------------------------------------------------------------------------------------------------

def _money(ft: FieldText) -> Found:
    out: Found = {}
    text = ft.text
    for m in AMOUNT.finditer(text):
        if NOT_PRICE.search(text[max(0, m.start() - 60):m.start()]):
            continue
        out["consideration.figures"] = group_hit(ft, m, "fig")
        out["consideration.words"] = group_hit(ft, m, "words", value=_words(m.group("words")))
        break
    if m := STAMP.search(text):
        out["stamp_duty"] = group_hit(ft, m)
    return out


def _words(words: str) -> str:
    return " ".join(words.split()).strip(" ,")


# --- dates and the registration endorsement -----------------------------------------------------------------

def _dates_and_registration(ft: FieldText) -> Found:
    out: Found = {}
    text = ft.text
    if m := EXECUTION.search(text):
        out["execution_date"] = group_hit(ft, m)
    blocks = [b for b in _endorsement_blocks(text)]
    for start, block in blocks:
        if "registration.number" not in out and (m := REG_NUMBER.search(block)):
            out["registration.number"] = group_hit(ft, m, offset=start)
        if "registration.office" not in out and (m := REG_OFFICE.search(block)):
            out["registration.office"] = group_hit(ft, m, offset=start, value=m.group("v").rstrip(" .,"))
        if "registration.date" not in out and (m := REG_DATE.search(block)):
            out["registration.date"] = group_hit(ft, m, offset=start)
    return out


def _endorsement_blocks(text: str) -> list[tuple[int, str]]:
    """Paragraph-sized windows naming the Sub-Registrar, minus recitals of the vendor's earlier title."""
    out = []
    for m in re.finditer(r"sub[- ]?registrar", text, re.I):
        start = text.rfind("\n\n", 0, m.start())
        start = max(start, m.start() - 400, 0)
        end = min(len(text), m.end() + 400)
        window = text[start:end]
        if PRIOR_TITLE.search(text[max(0, m.start() - 300):m.start()]):
            continue
        out.append((start, window))
    return out
