"""Read the numbering markers at the start of a line (Section 4., PART II, 4.1, (a), (iv)) and repair OCR in them."""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field

from ingest.crossrefs import LOCAL_SECTION_WORDS
from ingest.structure.headings import CONJUNCTIONS, title_like
from ingest.structure.status import is_note_line
from schemas.level_words import LOCAL_CONTAINERS

# Leading junk OCR leaves before a marker (`~'`, `#`, emphasis runs) — stripped before matching, text kept as is.
_NOISE = re.compile(r"^(?:[\s#*_~`'|•·»]|\{(?=\[))+")  # `{[§467-4.5]`: a stray brace before a bracket

# Container keywords (rank: lower = outer). A container line is short: the label, maybe a heading after a dash.
# `RULE I` (implementing rules and regulations, the Rules of Court) stands where a chapter would.
# `ORDER 1` / `PARTIES TO SUITS` holds the rules of civil procedure rules in the Commonwealth (Kenya's Civil Procedure
# Rules, India's Code of Civil Procedure First Schedule, Singapore's and Malaysia's Rules of Court) as a Part would.
# `outline`: a roman-numbered heading with no keyword (`I. RATIONALE`), an administrative order's or a policy's parts.
# `form`: a statutory form (`FORM 1`, `Form A`), in a schedule as a rule; it numbers its paragraphs afresh.
CONTAINER_RANK = {"schedule": 0, "annexure": 0, "appendix": 0, "explanatory": 0, "form": 1, "book": 1, "title": 2,
                  "part": 3, "outline": 3, "chapter": 4, "rule": 4, "article": 5, "division": 5, "subpart": 6,
                  "subdivision": 7, "subchapter": 4.5, "order": 3, "section group": 4.6,
                  # a level no rule names, found by its own evidence (shape_levels): where a Part stands
                  "level": 3}
# Containers whose numbers run in a series among siblings (a misread numeral is checked against it).
NUMBERED_CONTAINERS = ("book", "title", "part", "outline", "chapter", "rule", "article", "division", "order")
_WORD_NUMBERS = "ONE|TWO|THREE|FOUR|FIVE|SIX|SEVEN|EIGHT|NINE|TEN|ELEVEN|TWELVE"
# A bill's explanatory statement: not law, numbered afresh (A13); kept as a tail container.
_EXPLANATORY = re.compile(r"^EXPLANATORY STATEMENT$", re.I)
_ORDINALS = "FIRST|SECOND|THIRD|FOURTH|FIFTH|SIXTH|SEVENTH|EIGHTH|NINTH|TENTH"
# The same levels in the languages the deeds and statutes are also written in (issue 14), as the kind they are: one
# list with the corpus gold's label convention (schemas/level_words.py).
# Numbers in words after a local level word (`भाग एक`, Marathi/Hindi one to five; Malay ordinals, `JADUAL PERTAMA`,
# `JADUAL KEDUA`: the First and Second Schedule of a Malaysian Act).
_LOCAL_WORD_NUMBERS = ("एक|दोन|दो|तीन|चार|पाच|पांच|PERTAMA|KEDUA|KETIGA|KEEMPAT|KELIMA|KEENAM|KETUJUH|KELAPAN|"
                       "KESEMBILAN|KESEPULUH")
# Ordinals before a local level word, as FIRST SCHEDULE in English (`முதல் பகுதி`, Part One of a Madras Act's Tamil
# text; `पहली अनुसूची`; `প্রথম তফসিল`): docs/languages.md, "Numbering conventions". First to fifth.
LOCAL_ORDINALS = {
    "Tamil": "முதல் இரண்டாம் மூன்றாம் நான்காம் ஐந்தாம்",
    "Hindi": "पहली दूसरी तीसरी चौथी पांचवीं",
    "Hindi (formal)": "प्रथम द्वितीय तृतीय चतुर्थ पंचम",
    "Marathi": "पहिली दुसरी तिसरी चौथी पाचवी",
    "Bengali": "প্রথম দ্বিতীয় তৃতীয় চতুর্থ পঞ্চম",
    "Telugu": "మొదటి రెండవ మూడవ నాల్గవ ఐదవ",
    "Kannada": "ಒಂದನೇ ಎರಡನೇ ಮೂರನೇ ನಾಲ್ಕನೇ ಐದನೇ",
}
_LOCAL_ORDINAL = "|".join(w for words in LOCAL_ORDINALS.values() for w in words.split())
# (`ANNEX.A` alone on its line: a dot OCR read for the space before a one-character number)
_CONTAINER = re.compile(
    rf"^(?P<the>THE\s+(?=(?:(?:{_ORDINALS})\s+)?SCHEDULE\b))?(?P<ord>(?:{_ORDINALS}|{_LOCAL_ORDINAL})\s+)?"
    r"(?P<kw>SCHEDULE|Schedule|ANNEXURE|Annexure|ANNEX|Annex|APPENDIX|Appendix|EXHIBIT|Exhibit|ATTACHMENT|Attachment|"
    r"FORM|Form|BOOK|Book|TITLE|PART|Part|CHAPTER|Chapter|RULE|Rule|ARTICLE|Article|DIVISION|Division|SUBDIVISION|Subdivision|SUBPART|"
    r"Subpart|SUBCHAPTER|Subchapter|ORDER|Order|"
    r"(?:" + "|".join(sorted(LOCAL_CONTAINERS, key=len, reverse=True)) + r")(?!\w))"
    # `பாகம்\u200c1`: the Tamil model's joiner after the pulli, the number glued to it
    r"[\u200c\u200d]?"
    rf"(?:\s*(?:[-–:]|\.(?=[A-Z0-9]\s*$))?\s*['\"‘’“”]?(?P<num>{_WORD_NUMBERS}|{_LOCAL_WORD_NUMBERS}|[IVXLC|]{{1,6}}|[IVXLCTHl1|]{{2,6}}|"
    # a letter glued to the word is the word's when text follows (`PARTY OF THE FIRST PART`), not alone (`PARTY`: OCR's
    # `PART V`)
    # `Part VIA`, `PART IIA`: a Part inserted by amendment after VI, II (Kenya, India, Malaysia); `A`, `B` no numerals
    # `Chapter 1361: Short-Term Rental Regulations` (Ohio's codified ordinances, the Ohio Revised Code's `Chapter
    # 5321`), `PART 1910—OCCUPATIONAL SAFETY` (the CFR): four digits with the heading after a colon or dash only
    r"\d{1,3}[A-Z]?|\d{4}(?=\s*[:–—-]\s*[A-Z])|[IVXLC]{1,6}[AB](?=[\s.:–—-]|$)|(?<![A-Z])[A-Z]|[A-Z](?=\s*$))"
    r"['\"‘’“”]?)?"
    # `ARTICLE IV; OFFICERS.`: a semicolon closing the label before a title in capitals (US bylaws), as a colon would
    r"(?P<rest>\s*(?:[-–—:.]\s*.*|;(?=\s*\{?[A-Z][A-Z\W]*$)\s*.*|(?<=\s)[A-Z][A-Z ,'’&-]{3,}\.?|"
    r"(?<=\s)\([^()]{3,80}\)|(?<=\s)\[[^\[\]]{3,120}\]|"
    r"(?<=\s)\[(?:Sections?|s\.|ss\.)\s?[^\[\]]{1,40}\)|"  # `[Section I.)`: a pointer its printer closed with `)`
    # `SCHEDULE (Paragraph 3(2)(f.1))`, `SCHEDULE I (Subsection 4(1))`: Canada's pointer, brackets inside it
    r"(?<=\s)\((?:Sections?|Subsections?|Paragraphs?|Subparagraphs?|Clauses?|Articles?|Rules?|Regulations?)"
    r"\s[^\[\]]{1,60}\))?)$",
    # a dash lost:
    # `CHAPTER II PUNISHABLE ACTS`, `FIRST SCHEDULE PROPERTY`; a subtitle in brackets: `SCHEDULE 'A' (Description ...)`
    re.IGNORECASE,
)
_ORDINAL_WORD = re.compile(rf"^(?:{_ORDINALS})$", re.IGNORECASE)
# `PRELIMINARY TITLE`, `PRELIMINARY CHAPTER`: a level before the first numbered one of its kind (the Penal Code's
# Book One opens with a Preliminary Title, then Title One); its heading on the same line after a dash, or below.
_PRELIMINARY_CONTAINER = re.compile(
    r"^(?P<label>PRELIMINARY\s+(?P<kw>BOOK|TITLE|PART|CHAPTER))(?P<rest>\s*(?:[-–—:.]\s*.*)?)$")
# `A. COMMON PROVISIONS`, `B. THE CIVIL SERVICE COMMISSION`: a lettered sub-part of an Article (the 1987
# Constitution's Article IX), its heading in capitals on the label's line; the builder checks the letters run.
# `PRELIMINARY ARTICLE.-This law shall be known as ...`: the provision before Article 1, its text glued on.
_PRELIMINARY_PROVISION = re.compile(
    r"^(?P<label>PRELIMINARY\s+(?P<kw>ARTICLE|Article|SECTION|Section))\s*[.:]?\s*[-–—]*\s*(?P<rest>\S.*)$")
_LETTERED_PART = re.compile(r"^(?P<v>[A-Z])\.\s+(?P<rest>[A-Z][A-Z ,;'’&()-]{3,}[A-Z)]\.?)$")
# `I. RATIONALE`, `IV. DEFINITION OF TERMS`: the outline of an administrative order, circular or policy (Philippine
# department orders, agency manuals): a roman numeral and a dot, no keyword, its heading in capitals on the line,
# lettered `A.` paragraphs and arabic `1.` items below. `I.`, `V.`, `C.` alone may be a lettered sub-part's letter:
# the builder decides by the series (`C. THE COMMISSION ON AUDIT` after `B.`).
# A stroke read `l` or `|` beside a clear one (`Il. OBJECTIVE`) is an I; a lone `l.` or `1.` is not read so.
_OUTLINE = re.compile(r"^(?P<v>(?=[l|]*[IVXLC])[IVXLCl|]{1,6})\.\s+(?P<rest>[A-Z][A-Z ,;'’&()/-]{2,}[A-Z)])$")

# Section keyword with OCR damage: Sectlon, Secti0n, SECTlON, 5ection, Sec tion, SEC.4, Sec 4.
_SECTION = re.compile(
    r"^(?P<kw>[S5][Ee][Cc]\s?[Tt][Ii1lI|][Oo0][Nn]|[S5][Ee][Cc][.,]|SEC|Sec|SE\.C\.?|ARTICLE|Article|ART\.|Art\.)"
    # `Sec. 47a-21.`, `Sec. 42-110b.`: the Connecticut General Statutes' chapter and section letters are small ones
    r"\s*(?P<num>\d{1,4}(?:[A-Z]|[a-hj-km-np-rt-z](?=[.-]))?(?:[.-]\d{1,4}(?:[A-Z]|[a-hj-km-np-rt-z](?=[.,:]))?){0,2}"
    r"(?:-[A-Z](?=[.,:]))?)"  # `Section 1.101.`, `Sec. 2-3.` (code
    # numbering); `SEC. 4-A.`: a section inserted by amendment, its letter after a hyphen (Philippine and Indian Acts)
    # `Section 1.01 Definitions.`: a decimal number needs no dot before its heading (ARTICLE I > Section 1.01)
    r"\s*(?P<punct>[.,:](?!\d)|\s(?:--|[-–—])|—|(?:(?<=\.\d)|(?<=\.\d\d)|(?<=\.\d\d\d))(?=\s+[A-Z(“\"]))(?P<rest>.*)$"
)
# `ARTICLE 1` / `Definitions` / `1. For the purposes ...`: a treaty's (or an EU act's) Article alone on its line, in
# arabic numerals, its heading below: the provision `Article 1.` would be with its dot (a roman `ARTICLE I` is a
# container, and among roman ones `ARTICLE 1` is a spoiled `ARTICLE I`: the builder drops the reading there). Read as
# that section; its paragraphs `1.`, `2.` are its own. `Section 4` alone over its `(1)` (both City of Ottawa by-laws
# as the city prints them, under a group heading `Sections 4 and 5 - Prohibitions`) is a provision the same way.
_ARTICLE_ALONE = re.compile(r"^(?P<kw>ARTICLE|Article|SECTION|Section)\s+(?P<num>\d{1,3}[A-Z]?)$")
# `Article 44 Purposes of Chapter`, `Article 45 Status of the Bank`: a treaty's Article with its heading on the line,
# no dot between (a treaty set in a Bill's Schedule). The heading is a title: capitalised words, no figures, the small
# words of a title between them, no closing punctuation; `Article 5 of the Agreement` (a citation) runs on in lower
# case.
_MADE_UNDER = re.compile(r"^[A-Z][A-Z0-9 ,'’&()-]*\b(?:REGULATIONS|RULES|ORDER|BY-LAWS|BYLAWS|NOTICE|DECREE)$")
_DASHED_TITLE = re.compile(r"^[A-Z][^.;:!?]{0,100}$")  # `Subject matter and scope` after `Article 1 -`: no sentence
_ARTICLE_TITLED = re.compile(
    r"^(?P<kw>ARTICLE|Article)\s+(?P<num>\d{1,3}[A-Z]?)\s+(?P<head>[A-Z][a-z]+(?:\s+(?:[A-Z][\w’'-]*|of|the|and|or|"
    r"for|from|in|on|to|with|by|a|an)){0,9})$")
# A provision under its local keyword, printed as it stands: `धारा 5.`, `कलम २`, `ধারা-১`, `SEKSYON 1.`, `Seksyen 4`,
# `अनुच्छेद १` (an article of the Constitution is a provision), alone on its line or before its text; an inserted
# article's letter may follow its number, spaced, on a line of its own (`अनुच्छेद ३०० क`), its colon after it as the
# labels beside it print theirs (`धारा ३क :`, the Foreigners Act's Hindi text, ajinkyainnovations.com).
# ... but `धारा 2 की उपधारा (1) के खंड (ख) में` ("sub-section (1) of section 2"), a line opening with a citation in
# the genitive or another postposition (a Hindi Act's clause (छ)(v) wrapped so, fresh4), cites; it opens nothing
# Malay and Filipino name the cited instrument right after the number (`Perkara 10 Perjanjian`, "Article 10 of the
# Agreement"; `Seksyen 33 Akta ibu`; Filipino `Seksyon 4 ng Batas`): such a line, wrapped so in a bill, cites too
_NOT_CITED = (r"(?!\s+(?:की|के|का|में|से|द्वारा|अन्वये|च्या|चे|ची|मध्ये|এর|অনুযায়ী|অধীন|Akta|Ordinan|Enakmen|Perjanjian|"
              r"Perlembagaan|Konvensyen|Kanun|Protokol|itu|ini|ng)(?=[\s,;.]|$))")
_AA_READ_AS_DANDA = "ধার৷"  # `ধারা` with its vowel sign `া` read as the danda `৷`
_LOCAL_SECTION = re.compile(
    r"^(?P<label>(?P<kw>" + "|".join(re.escape(k) for k in LOCAL_SECTION_WORDS) + r")\s*[-–]?\s*"
    r"(?P<num>\d{1,4}(?:[A-Z]|\s?[\u0915-\u0939](?=\s*[.:।]?\s*[-–—:]*\s*$))?))(?!\w)" + _NOT_CITED
    + r"\s*(?P<punct>[.,:।৷]?\s*[-–—:]*)\s*(?P<rest>.*)$")
# `SECTION FL. Short Title. —`, `SEC. $. Terms`: the keyword and the heading are clear, the number is not (HARSH scans).
_SECTION_GARBLED = re.compile(
    r"^(?P<kw>SECTION|Section|SEC\.|Sec\.|Article|ARTICLE)\s+(?P<num>[A-Za-z|!$§&?%]{1,3})[.,]\s+(?P<rest>[A-Z‘'].*)$")
# `18A.`; small caps print the suffix lower-case (`18a.`, `60fa.`) (A10): the label is upper-cased; `69,`: OCR;
# `१.`, `১৷` (a danda after the number, Bengali print), `2- इस अधिनियम` (Uttar Pradesh print)
# `2-A.`: India prints a section inserted by amendment with a hyphen before its letter (labelled as printed, `2A` in
# the sequence)
# `5.— Hindi mabibilango ...`, `20. — Ang República ...`: a dash between an article's number and its text, where a
# space would be (Spanish-era Philippine print: Mabini's 1898 programme; the Gutenberg transcription types it `--`)
# `৩।(১) ...`, `৬।(১) ...`: a Bangladesh Act's number and its first sub-section with no space after the danda
# (fresh16's tourism zones and fresh17's Defence Services Acts, born pages read by OCR): the danda ends the number, as
# a space would
_BARE = re.compile(r"^(?P<num>\d{1,3}(?:[A-Z]{1,2}|[a-z]{1,2}|-[A-Z](?=\.))?)(?P<dot>[.,।৷]|-(?=\s))"
                   r"(?:\s?(?:[—–]|--|-(?=\s))\s*|\s+|(?<=[।৷])(?=\(\d{1,3}\)))(?P<rest>\S.*)$")
# `1.1—(1) These Rules are a new procedural code ...`, `1.4—(1) The court must ...`: the Civil Procedure Rules 1998 (and
# the UK's other procedure rules after them) close a rule's number with a dash and no dot when its first paragraph
# runs on, as `6.—(1)` does a section's; only before that bracketed first paragraph (`1.1–1.4` is a range)
_DECIMAL = re.compile(r"^(?P<num>\d{1,3}(?:\.\d{1,3}){1,3})(?:\.?\s+|\.\s?[—–]\s*|\s?[—–]\s*(?=\(\d{1,3}\)\s))"
                      r"(?P<rest>\S.*)$")
# `I.1 - Name`, `IV.1.1 - Constitution`: a section numbered by its ARTICLE's roman numeral and its own figure, a
# sub-section by one more figure (student and society constitutions: `ARTICLE IV - AUTHORITATIVE DOCUMENTS` > `IV.1` >
# `IV.1.1`); its heading after a dash or a space. Romans I to XXXIX only (a lettered outline's `C.1`, `L.2` is no
# roman); labelled as printed, valued in figures (`4.1.1`) so it nests as `4.1.1` does under `ARTICLE 4`.
_ROMAN_DECIMAL = re.compile(r"^(?P<num>(?=[IVX])X{0,3}(?:IX|IV|V?I{0,3})(?:\.\d{1,3}){1,2})"
                            r"(?:\s+[-–—]\s+|\.?\s+)(?P<rest>[A-Z]\S*.*)$")
_DECIMAL_COMMA = re.compile(r"^(?P<num>\d{1,2}(?:[.,]\d{1,2}){1,3})\s+(?P<rest>[A-Z(“\"].*)$")  # OCR `6,1` for `6.1`
_BARE_ALONE = re.compile(r"^(?P<num>\d{1,3}[A-Z]{0,2})[.।৷-]\s*$")
# `7. to 12 [Repealed, R.S., 1985, c. 22 (1st Supp.), s. 5]`, `3.–5. Omitted.`: sections repealed or omitted together,
# printed as one entry (Canadian consolidations; reprints that omit spent sections): one unit, its label as printed,
# whose number for the sequence is the last (13 follows it); only before a status note, so `7 to 12 months` is text.
_BARE_RANGE = re.compile(r"^(?P<label>(?P<first>\d{1,3}[A-Z]{0,2})\.?(?:\s+to\s+|\s*[–-]\s*)"
                         r"(?P<last>\d{1,3}[A-Z]{0,2}))\.?\s+(?P<rest>(?:\[|(?:Repealed|Omitted|Spent|Deleted)\b).*)$")
# `1  Short title`, `5A  Application to ...`, `2 (1) The definitions ...`: a provision numbered without a dot (the
# Commonwealth, New Zealand, the United Kingdom, Canada), its heading or its first subsection on the number's line;
# an Indian form's declarations numbered bare in a cell of their own (`2 I/We/The Company am/are/is ...`).
# ASCII digits only (Indic series are read by indic_numbers); never a date (`1 July 2000`); the builder opens one only
# in sequence (docs/structure.md, "Drafting conventions").
_UNDOTTED = re.compile(
    r"^(?P<num>[0-9]{1,3}[A-Z]{0,2})\s+(?P<rest>(?!(?:January|February|March|April|May|June|July|August|September|"
    r"October|November|December)\b)(?:[A-Z][\w’'/-]*|\((?:[0-9]{1,2}[A-Z]?|[a-z])\)|"
    r"\[(?:Repealed|Revoked|Spent|Omitted)\b,?)(?:\s.*)?)$")  # `21 [Repealed, 1992, c. 54, s. 88]` (Canada)
# `4.The Company shall ...`: the space after the number lost (in print or to OCR); a capitalised word follows the
# dot directly. Only the very next number opens a unit so (builder), never a date or an amount (`4.5`, `1.Rs`).
_BARE_GLUED = re.compile(r"^(?P<num>\d{1,3})\.(?P<rest>(?!Rs\b)[A-Z][a-z]{1,}\b.*)$")
# `1.4.The Lodger may use ...`, `2.1.1.To pay ...`: a decimal clause number with the space after its closing dot lost
# the same way (a lodger's licence); a capitalised word follows the dot directly. Its place (a parent clause, the next
# in its run) is judged as any decimal's (builder), so a date or an amount (`12.05.2019`, `4.5`) never reads so.
_DECIMAL_GLUED = re.compile(r"^(?P<num>\d{1,3}(?:\.\d{1,3}){1,3})\.(?P<rest>[A-Z][a-z]{1,}\b.*)$")
# A Malaysian shoulder note spliced before the section number: `Interpretation. 3. In this Act ...` (B5, E3).
_SHOULDER = re.compile(
    r"^(?P<note>[A-Z][A-Za-z ,'’()-]{1,60}?)\.?\s+(?P<num>\d{1,3}[A-Z]{0,2})\.\s+(?P<rest>[(\"“A-Z].*)$")
# `Clause 9. If at any time ...` wrapped from `... as provided in`: a reference word before the number cites it.
_CITING = re.compile(r"\b(?:[Cc]lauses?|[Ss]ections?|[Aa]rticles?|[Pp]aragraphs?|[Rr]ules?|[Ii]tems?|[Ss]ub-?clauses?|"
                     r"[Ss]ub-?sections?|No)$")
_PAREN = re.compile(r"^(?P<pre>(?:उपधारा|उप-धारा|উপধারা|Subseksyen|subseksyen)\s*[-–]?\s*)?"
                    r"[(\[{]\s*(?P<v>\d{1,3}\.\d{1,2}|[a-z]\.\d{1,2}|[a-z]-?\d{1,2}|\d{1,3}[A-Z]{0,3}|[A-Za-z]{1,5}|[ivxlc]{6,9}|(?=[ivxlc]*e)[ivxlce]{6,9}|[IVXLC]{6,9}|[ivxlI1]{1,6}|[\u0900-\u0DFF]{1,6}|"
                    r"[^\w\s()]{0,2})\s*[)\]}]\s*"
                    r"(?P<rest>.*)$")  # `()`, `(©)`: a marker OCR garbled; only the sequence can repair it
# `(ক) উপধারা (১) এ উল্লিখিত ...` / `उपधारा (2) में ...`: the keyword and number followed by a postposition (in, of,
# under, from) cite a sub-section, as an amending Act's items do at their start (fresh12's Trade Organisation
# (Amendment) and fresh17's Economic Zones (Amendment) Acts; fresh9's Secured Transactions Act, and Hindi's
# `उपधारा (1) में` in the Births and Deaths Registration and Child Rights Commissions Acts mid-line): no unit
_CITED = re.compile(r"^-?(?:এ|এর|হইতে|অনুযায়ী|অনুসারে|মোতাবেক|উল্লিখিত|में|के|की|का|से|द्वारा)(?=[\s,;:—–-]|$)")
# (`(xxxviii)`, `(clxxviii)`: a roman numeral past (xx) runs to eight letters, a running counter past (c) to nine;
# (`(3.1)`, `(g.8)`: Canada numbers a subsection or paragraph inserted after `(3)` or `(g)` with a decimal; North
# Carolina's General Statutes `(a1)` and Texas' codes `(a-1)` the subsection inserted after `(a)` with a digit)
# (native digits `(१)` match \d; Indic letters `(क)`, `(ক)`, `(அ)`, `(ಬಿ)` are read by native_ordinals)

# A bracket lost to OCR (`g) Computer system ...`, `(g Computer ...`): used only to continue an open list.
# `क)`, `१)`: Indic letters and native digits are printed with a closing bracket only too (the Hindi Constitution).
# A bank form's running roman counter printed so too (`cxxxiv)`, `cxxxviii)`: Karnataka Bank's AD-14 memorandum numbers
# its schedules' entries on from the forms before it): five to nine roman letters, which only the sequence reads; OCR
# reads its `c` as `e` or `ec` even on a clean scan (`exxxvii)`, `ecxxxviii)`: sequence._ocr_readings)
# `A)`, `B)`: a US code's capital subparagraph (`(A)` under `(4)`: Alaska's and Georgia's definitions in the corpus,
# the US Code's own `(A)` level) whose opening bracket OCR lost; one capital only, read by the sequence as the rest
_HALF_PAREN = re.compile(r"^(?:(?P<v>\d{1,3}|[a-z]{1,4}|[A-Z]|e?[ivxlc]{5,9}|e[ivxlc]{4}|[\u0900-\u0DFF]{1,3})\)"
                         r"|\((?P<w>[0-9]{1,3}|[a-z]{1,4})(?=\s))"
                         r"\s*(?P<rest>\S.*)$")
# A parenthetical wrapped to a line start: `(if permitted under the terms of Section 3).` after an item `e)` (EPL 2.0
# licence), `(as defined below)`, `(or any ...)`: an English word after the bracket and the bracket closed later on
# the line. Never a marker whose `)` OCR lost, nor a run of spoiled markers (`(or` for a spoiled `(c)` stays one:
# no bracket closes after it). `(by`, `(any`, `(and` are left out: their last letter is a `)` OCR read as a letter.
_PAREN_WORDS = frozenset({"if", "or", "as", "in", "to", "at", "of", "on", "is", "it", "be", "an", "so", "no", "the",
                          "for", "not", "but", "see", "per", "are", "was", "has", "its", "who", "now", "also", "each",
                          "such", "that", "this", "with", "from", "were", "been", "save", "than", "then", "when",
                          "into", "upon"})


def parenthetical(text: str) -> bool:
    """The line opens a parenthetical in words, closed on the line (`(if permitted ... Section 3).`)."""
    m = re.match(r"\((?P<w>[a-z]+)\s(?P<rest>.*)$", text.strip())
    if m is None or m.group("w") not in _PAREN_WORDS:
        return False
    depth = 1
    for c in m.group("rest"):
        depth += (c == "(") - (c == ")")
        if depth == 0:
            return True
    return False


# Dotted items of deeds and some Acts (`a. To pay the rent`, `ii. the Lessee`): labelled as printed, without the dot.
# `bb.`: OCR doubled; `il.`, `ili.`: a roman's stroke read as `l` (the sequence reads them, on OCR'd lines only)
_DOTTED = re.compile(r"^(?P<v>[a-z]|[ivx]{1,5}|[ivxl]{2,5}|(?P<d>[a-z])(?P=d))\.\s+(?P<rest>\S.*)$")
# `A. A fixed fee ...`, `II. Hourly rates`: capital dotted items (a schedule's options); a word follows, never an
# initial (`A. K. Sharma`): only a capitalised word of two letters or more, or a lower-case one.
# An acronym opening the text (`A. SIMC shall provide ...`) counts when a lower-case word follows it.
# A US state code's definitions open with the quoted term (New Hampshire's RSA `I. "Computerized data" means ...`,
# Maine's `A. "Term" means`), and a paragraph's first subparagraph may stand on its numeral's line (RSA 359-C:19
# `IV. (a) "Personal information" means ...`, as `12. (1) (a)`): both follow the dot as a word does. OCR reads a
# capital roman's stroke as `l` (`Ill.`, `Il.`): the sequence reads it (sequence.readings), never a word's `Ill`.
_DOTTED_CAPITAL = re.compile(
    r"^(?P<v>[A-Z]|[IVX]{2,4}|(?=[IVXl]{0,3}[IVX])(?=[IVXl]{0,3}l)[IVXl]{2,4})\.\s+(?P<rest>(?:(?:[A-Z][a-z]+|[a-z]{2,}|[AI]|[A-Z]{2,}(?=\s+[a-z]{2,}))\b"
    r"|[\"“][A-Z][a-z]+\b|\((?:a|1)\)\s).*)$")
# `First. Unlawful aggression;`, `Second. ...`: items numbered in words (the Penal Code's requisites under a numbered
# circumstance); labelled as printed without the dot, read by the sequence as a list of their own kind.
# `FIRST: I direct that ...`, `SECOND: I give ...`: a will's, a trust's and a Delaware or New York certificate of
# incorporation's articles (`FIRST: The name of the corporation is ...`) numbered so with a colon.
_DOTTED_ORDINAL = re.compile(rf"^(?P<v>(?:{_ORDINALS.title()}|{_ORDINALS}))[.:]\s+(?P<rest>\S.*)$")
# `ii.Filing the returns`, `h.Not to hire`: a dotted item whose space was lost (in print or to OCR); a capitalised
# word follows the dot. Only the very next item of an open list (or a first one after an introduction) opens so.
_DOTTED_GLUED = re.compile(r"^(?P<v>[a-z]|[ivx]{1,5})\.(?P<rest>[A-Z][a-z]+\b.*)$")
# `§521-7 Exclusions ...`, `[§481A-1] Title.`: a code section (the label keeps its brackets and the code part).
# `§ 359-C:19 Definitions`, `§ 21-J:3-a`: New Hampshire's RSA numbers a section after a colon, its chapter with a
# dashed capital (`358-A`, `507-H`) or none (`RSA 5:7`); the label keeps the whole code number.
_NH_PART = r"(?:-[A-Z]{1,2})?:\d{1,4}(?:-[a-z])?"
# `§ 240.10b-5`, `§ 240.14a-8`: the SEC's rules in 17 CFR carry one small letter inside a part of the number.
_PART_LETTERS = r"(?:[A-Z]{0,2}|[a-z](?=-))"
# `§ 1681a.`, `§ 2000e-2.`, `§ 78j-1` (the US Code), `§ 235-b.` (New York's consolidated laws), `§ 250.511a` (Purdon's
# Pennsylvania statutes): a section inserted after another carries a small letter, glued to its number or after a
# hyphen (_LOWER_SUFFIX); the label keeps it, the sequence reads it as `1681A`, `235B` (lower_suffix).
# Never i, l, o, s: OCR's readings of 1, 0 and 5 (`§ 52l-7`, `SEC. 1l.`), left to the sequence to repair.
_SMALL = "[a-hj-km-np-rt-z]"
_LOWER_PARTS = rf"(?:(?<=\d){_SMALL}{{1,2}}(?![\w:]))?(?:-{_SMALL}(?=[.\s]))?"
_CODE_SECTION = re.compile(
    r"^(?P<label>\[?[§$]{1,2}\s?\d[\d ]{0,4}(?:[A-Z]{0,2}|(?<=\d)" + _SMALL + r"{1,2}(?=-\d))(?:" + _NH_PART
    + r"|(?:[.-]\d{1,4}" + _PART_LETTERS + r"){0,3}" + _LOWER_PARTS + r")\]?)"
    r"\.?(?:\s*[–—]\s*|(?:\s*[-:])?\s+)"  # `§ 1.881-3—Conduit ...` (a CFR section): the long dash meets the heading
    r"(?P<rest>[A-Z(\[\"“].*)$")  # `§ 89-8-21 - Security deposits`: a dash or colon before the heading
# A state code's section printed with no sign or keyword, its heading after it: Colorado and North Carolina number it
# title-article-section (`38-12-103. Return of security deposit.`, Arizona `33-1321.` with its point), New Jersey
# title:chapter-section (`46:8-19. Security deposit`, `2A:18-61.1`), Ohio and Minnesota chapter.section with a
# four-figure or lettered chapter (`5321.16 Security deposits.`, `504B.178 DAMAGE DEPOSITS`), Washington's RCW
# title.chapter.section (`RCW 59.18.260`); Florida's run-in heading ends in `.—`. No year range, decimal clause or time
# of day has these shapes (`1990-95`, `4.1.2`, `10:30`); a date (`12-05-2019`, `1-2-19`) or an amount (`5000.00`,
# `1250.50 Rs`) that has them is not taken.
_BARE_CODE = re.compile(
    # `44-7-30. Definitions.`, `89-8-21. Security deposits.` (Georgia's and Mississippi's codes): a date's shape whose
    # dot and capitalised heading follow is a code number (a date at a line's start runs on in words or figures)
    r"^(?!\d{1,2}-\d{1,2}-(?:(?:19|20)\d\d|\d\d(?!\.\s+[A-Z][a-z]))\b|\d+\.00\b|\d+\.\d+\s+\(?(?:Rupees|Rs|Dollars|Pesos|Ringgit|Taka|Sq)\b)"
    r"(?P<label>(?:RCW\s)?(?:\d{1,3}[A-Za-z]{0,2}-\d{1,4}[A-Za-z]{0,2}(?:-\d{1,4}[A-Za-z]{0,2}|(?=\.\s))"
    r"(?:\.\d{1,3})?|\d{1,3}[A-Z]?:\d{1,3}[A-Z]?-\d{1,4}(?:\.\d{1,3})?|(?:\d{4}|\d{2,4}[A-Z])\.\d{1,4}"
    r"|\d{1,3}[A-Z]?\.\d{2}[A-Z]?\.\d{3}))"
    r"(?:(?:\.?(?:\s*[–—]\s*|\s+)|\.(?=[A-Z][a-z]))(?P<rest>[A-Z(\"“].*)|\.)?$")  # `46:8-19.Security deposits`
# Florida's `83.49 Deposit money or advance rent; duty of landlord and tenant.—(1) Whenever ...`: chapter.section with
# the heading run in and closed by `.—` (`.--` in older copies); only that closing dash tells it from a decimal clause.
_FLORIDA_CODE = re.compile(r"^(?P<label>\d{2,3}\.\d{2,4})\s+(?P<rest>[A-Z][^—\n]{2,200}\.(?:—|--).*)$")
# `§§515-10 to 515-12 REPEALED.`: a range of code sections printed as one unit (repealed or reserved together); the
# label as printed, the range's last number the one the sequence runs on.
_CODE_RANGE = re.compile(
    r"^(?P<label>§§\s?(?P<first>\d{1,4}[A-Z]{0,2}-\d{1,4}[A-Z]{0,2})\s+(?:to|through|and|–|-)\s+"
    r"\d{1,4}[A-Z]{0,2}-\d{1,4}[A-Z]{0,2})\.?\s+(?P<rest>[A-Z(\[].*)$")
# `§ 89-8-21.` alone on its line, its heading on the next: a code number with its dash or dot parts is no amount.
_CODE_ALONE = re.compile(r"^(?P<label>\[?[§$]{1,2}\s?\d{1,4}[A-Z]{0,2}(?:" + _NH_PART
                         + r"|(?:[.-]\d{1,4}" + _PART_LETTERS + r"){1,3})\]?)\.?\s*$")
# `[S4SEA-1] Title`, `|S4SLEA-2] Definitions`: a code section whose chapter part OCR spoiled (HARSH scans) while
# the bracket, the dash and the running number survive; the builder supplies the chapter part from the sequence.
_CODE_GARBLED = re.compile(
    r"^(?P<open>[\[|(]?)\s?(?P<series>[§$S5][^\s\]|)\-]{1,6}(?: [^\s\]|)\-]{1,4})?)\s?-\s?(?P<num>\d{1,3})"
    r"(?P<close>[\]|)]?)\.?\s+(?P<rest>[A-Z(\[|].*)$")
_ROMAN = {"i": 1, "v": 5, "x": 10, "l": 50, "c": 100}


@dataclass
class Marker:
    """One marker read from a line start, before anyone decided what it means."""

    kind: str  # container | section | number | decimal | paren
    raw: str  # the token as it stands on the line
    value: str  # cleaned numbering value: "4", "4.1", "II", "a"
    keyword: str = ""  # container kind or the printed section keyword ("SEC.", "Section")
    label: str = ""  # the label as printed, OCR repaired ("Section 4", "PART II", "(a)")
    rest: str = ""  # the text after the marker(s) on this line
    ocr_fixed: bool = False
    extra: dict = field(default_factory=dict)


def roman_value(s: str) -> int | None:
    """Value of a lower-case roman numeral up to 399, or None when it is not a well-formed one."""
    s = s.lower()
    if not s or any(ch not in _ROMAN for ch in s):
        return None
    total, prev = 0, 0
    for ch in reversed(s):
        v = _ROMAN[ch]
        total += -v if v < prev else v
        prev = max(prev, v)
    return total if to_roman(total) == s else None


# Letters that number clauses in the other languages, in their order: `(क)` is the first, `(ख)` the second.
# Kannada and Telugu Acts, and Hindi law books of British India, also letter clauses with the names of the English
# letters (`(ಎ)`, `(ಬಿ)`, `(ए)`, `(बी)` = a, b: docs/languages.md, "Numbering conventions").
NATIVE_LETTERS = {
    "devanagari": "क ख ग घ ङ च छ ज झ ञ ट ठ ड ढ ण त थ द ध न प फ ब भ म य र ल व श ष स ह",
    "devanagari names": "ए बी सी डी ई एफ जी एच आई जे के एल एम एन ओ पी क्यू आर एस टी यू वी डब्ल्यू एक्स वाई जेड",
    # Marathi Acts and Marathi law books letter clauses with the English letters' sounds, `(अ)` `(ब)` `(क)` `(ड)` `(इ)`
    # `(फ)` = a, b, c, d, e, f (the Passports Act's Marathi text, ajinkyainnovations.com: 3 Explanation, 4(1), 4(2))
    "marathi": "अ ब क ड इ फ",
    "bengali": "ক খ গ ঘ ঙ চ ছ জ ঝ ঞ ট ঠ ড ঢ ণ ত থ দ ধ ন প ফ ব ভ ম য র ল শ ষ স হ",
    # Bangladesh Acts letter the items of a clause with the vowels, `(ক)` > `(অ)` `(আ)` (the Iodine Deficiency
    # Disorders Prevention Act 1989's 2(ক); the Constitution's art. 135 proviso, the VAT and Evidence Acts' print)
    "bengali vowels": "অ আ ই ঈ উ ঊ ঋ এ ঐ ও ঔ",
    "tamil": "அ ஆ இ ஈ உ ஊ எ ஏ ஐ ஒ ஓ ஔ க ங ச ஞ ட ண த ந ப ம ய ர ல வ ழ ள ற ன",
    "kannada": "ಅ ಆ ಇ ಈ ಉ ಊ ಋ ಎ ಏ ಐ ಒ ಓ ಔ",
    "kannada names": "ಎ ಬಿ ಸಿ ಡಿ ಇ ಎಫ್ ಜಿ ಎಚ್ ಐ ಜೆ ಕೆ ಎಲ್ ಎಂ ಎನ್ ಒ ಪಿ ಕ್ಯೂ ಆರ್ ಎಸ್ ಟಿ ಯು ವಿ ಡಬ್ಲ್ಯು ಎಕ್ಸ್ ವೈ ಝಡ್",
    "telugu": "అ ఆ ఇ ఈ ఉ ఊ ఋ ఎ ఏ ఐ ఒ ఓ ఔ",
    "telugu names": "ఎ బి సి డి ఇ ఎఫ్ జి హెచ్ ఐ జె కె ఎల్ ఎం ఎన్ ఓ పి క్యూ ఆర్ ఎస్ టి యు వి డబ్ల్యు ఎక్స్ వై జెడ్",
    # the same names spelt with long vowels, as Telugu also writes them (`(ఏ)`, `(బీ)`, `(సీ)`: the Cinematograph Act's
    # clauses in Telugu Wikisource; its inserted sections `2ఏ`, `5డీ`, `7ఎఫ్` so too)
    "telugu long names": "ఏ బీ సీ డీ ఈ ఎఫ్ జీ హెచ్ ఐ జే కే ఎల్ ఎం ఎన్ ఓ పీ క్యూ ఆర్ ఎస్ టీ యూ వీ డబ్ల్యూ ఎక్స్ వై జెడ్",
}
# What the Indic models read for a clause letter: a long vowel without its sign (`(அ)` for `(ஆ)`), or a letter as two
# (`(रव)` for `(ख)`). A reading the sequence may choose, never on shape alone.
NATIVE_LOOKALIKES = {"அ": "ஆ", "இ": "ஈ", "உ": "ஊ", "எ": "ஏ", "ஒ": "ஓ", "అ": "ఆ", "ఇ": "ఈ", "ఉ": "ఊ", "ఎ": "ఏ",
                     "ఒ": "ఓ", "ಅ": "ಆ", "ಇ": "ಈ", "ಉ": "ಊ", "ಎ": "ಏ", "ಒ": "ಓ", "रव": "ख",
                     # Tamil digits drawn as the letters they came from (`(௨)` for `(உ)`, `(௭)` for `(எ)`, `(௩)`
                     # for `(ங)`), and `(ஓ)` for `(ஒ)` (a sign read that is not there)
                     "௨": "உ", "௭": "எ", "௧": "க", "௩": "ங", "ஓ": "ஒ",
                     # Bengali `(ঙ)` read as the digit six it looks like (fresh5 Iodine Act 2(ঙ), every scan), or as
                     # the digit three (fresh9 Land Crimes Act 5(১)(ঙ), born page read by OCR)
                     "৬": "ঙ", "৩": "ঙ"}
# Items numbered in words (Marathi `(एक)`, `(दोन)` under a clause `(ख)`; Hindi `(एक)`, `(दो)`): a list of their own
# kind.
NATIVE_NUMBER_WORDS = {
    "marathi": "एक दोन तीन चार पाच सहा सात आठ नऊ दहा",
    "hindi": "एक दो तीन चार पांच छह सात आठ नौ दस",
}
# What the Indic models read for a Latin numeral in brackets (`(v)` as `(छ)` in a Hindi Act's roman items).
LATIN_LOOKALIKES = {"छ": "v", "ए": "v"}  # and `(ए)` for `(v)` after `(iv)` (a Hindi Act's sub-clauses, fresh4)
# Roman numerals typed in the KrutiDev font, which most Hindi government forms and deeds of Madhya Pradesh, Uttar
# Pradesh and Rajasthan are typed in: its keys i, v and x are the glyphs प, अ and ग, so `(ii)` prints `(पप)` and `(iv)`
# prints `(पअ)` (fresh6's model partnership deed of the Madhya Pradesh registration department; any such document's
# text layer or scan). The page prints them so: a label as printed, read as a roman numeral where the sequence says.
KRUTIDEV_ROMAN = str.maketrans({"प": "i", "अ": "v", "ग": "x"})
# Alphabets that letter a list inside another alphabet's list (Bengali `(ক)` > `(অ)`): a list type of their own, so
# that `(অ)`, a first item, opens under `(ক)` rather than restart the letters (`sequence` opens a level of a type
# not already open only)
NESTED_ALPHABETS = {"bengali vowels"}
# A section inserted after another, its letter written as the English letter's name in the script (Telugu `2ఏ.`,
# `5డీ.`, `7ఎఫ్.` for 2A, 5D, 7F: the Cinematograph Act in Telugu Wikisource; the names' first eight letters)
_NAMED_INSERT = re.compile(r"^(?P<num>\d{1,3})(?P<suf>" + "|".join(sorted(
    {n for name, letters in NATIVE_LETTERS.items() if name.endswith("names") for n in letters.split()[:8]},
    key=len, reverse=True)) + r")[\u200c\u200d]?\.(?:\s+(?P<rest>\S.*))?$")  # `7ఎఫ్‌.`: OCR's joiner after the virama
_NATIVE_ORDINALS: dict[str, list[int]] = {}
for _name, _letters in NATIVE_LETTERS.items():
    for _n, _letter in enumerate(_letters.split(), start=1):
        if _name not in NESTED_ALPHABETS:
            _NATIVE_ORDINALS.setdefault(_letter, []).append(_n)
# Tamil statutes print the vowel `ஔ` as `ஒள` (`ஒ` and the letter `ள`, as it looks: the National Trust and Spices
# Board Acts' clause after `(ஓ)`): the same place
_NATIVE_ORDINALS["ஒள"] = _NATIVE_ORDINALS["ஔ"]


def native_places(value: str) -> list[tuple[str, int]]:
    """(alphabet, place) for each clause-letter alphabet that has the letter (`ಎ` -> Kannada names 1, vowels 8)."""
    return [(name, letters.split().index(value) + 1) for name, letters in NATIVE_LETTERS.items()
            if value in letters.split()]


def nested_ordinals(value: str) -> list[int]:
    """The places a letter has in an alphabet of NESTED_ALPHABETS (Bengali `আ` -> [2])."""
    return [place for name, place in native_places(value) if name in NESTED_ALPHABETS]


def nested_letter(n: int) -> str:
    """The n-th letter of the alphabet that letters a list inside another's (Bengali 2 -> `আ`); "" past its end."""
    letters = NATIVE_LETTERS[next(iter(NESTED_ALPHABETS))].split()
    return letters[n - 1] if 0 < n <= len(letters) else ""


def native_ordinals(value: str) -> list[int]:
    """The places a native clause letter can have (`ख` -> [2]; Kannada `ಎ` -> [1 as the name of a, 8 as a vowel])."""
    return sorted(set(_NATIVE_ORDINALS.get(value, [])))


def native_number_word(value: str) -> int | None:
    """`एक` -> 1, `दोन` / `दो` -> 2: an item numbered in Marathi or Hindi words (None for anything else)."""
    for words in NATIVE_NUMBER_WORDS.values():
        if value in words.split():
            return words.split().index(value) + 1
    return None


def to_roman(n: int) -> str:
    out = []
    for v, s in ((100, "c"), (90, "xc"), (50, "l"), (40, "xl"), (10, "x"), (9, "ix"), (5, "v"), (4, "iv"), (1, "i")):
        while n >= v:
            out.append(s)
            n -= v
    return "".join(out)


# markdown emphasis from converted text (E8): `**`, `_x_`, `__x__`; a run of three or more underscores is a form's
# blank (`Rs.__________ /-`), and one of three or more asterisks an omission mark (`4. ***`, a repealed section's
# place in a consolidation), printed text kept as it stands
_EMPHASIS = re.compile(r"(?<!\*)\*\*(?!\*)|(?<![\w_])_{1,2}(?!_)|(?<!_)_{1,2}(?![\w_])")


def strip_noise(text: str) -> str:
    # `§ 42‑38.`: a non-breaking hyphen (U+2011; U+2010 the plain hyphen character) keeps a code number on one line
    # (North Carolina's General Statutes print every section number so; Word's Ctrl+Shift+- in drafted documents):
    # read as the hyphen it is drawn as
    return _NOISE.sub("", _EMPHASIS.sub("", text)).translate(_HYPHENS)


_HYPHENS = str.maketrans({"\u2011": "-", "\u2010": "-"})


def _clean_section_keyword(kw: str) -> tuple[str, bool]:
    """`Sectlon` -> `Section`, `SECTlON` -> `SECTION`, `SEC.` kept; the flag says a misread was repaired."""
    compact = kw.replace(" ", "")
    if compact.rstrip(".") == "SE.C":
        return "SE.C", False  # the dot misprinted inside the keyword (`SE.C 13.`): a section, labelled as printed
    if compact.lower().startswith("art"):
        return compact, False  # `Article 1.`, `ART. 12.`: a code's provisions, printed as they are
    compact = compact.replace(",", ".")  # `SEC, 2.`
    if compact.lower().rstrip(".").replace("5", "s") == "sec":
        clean = "SEC." if compact[1:3].isupper() else "Sec."
        return clean, compact.rstrip(".") != clean.rstrip(".")
    upper = sum(ch.isupper() for ch in compact if ch.isalpha()) > len(compact) / 2
    clean = "SECTION" if upper else "Section"
    return clean, clean != compact


_SCHEDULE_OF = re.compile(r"(?:OF|ABOVE|HEREINABOVE)\b(?: [A-Z][A-Z'’-]*){1,5}\s*[.:–—-]*")


_POINTS_TO = re.compile(r"^\[(?:Sections?|Subsections?|Regulations?|Rules?|Paragraphs?|Clauses?|Articles?|ss?\.)\s?"
                        r"[^\[\]]{1,40}[\])]$")

# `(Paragraph 3(2)(f.1))`, `(Section 2)`, `(Subsection 4(1))`: Canada prints the provisions a schedule serves in
# parentheses beside its label (brackets of the citation inside them)
_POINTS_TO_PAREN = re.compile(r"^\((?:Sections?|Subsections?|Regulations?|Rules?|Paragraphs?|Subparagraphs?|Clauses?|"
                              r"Articles?|ss?\.)\s[^\[\]]{1,60}\)$")
# `Chapter 59.18 RCW`, `CHAPTER 13.2`, `Title 55.1.`, `CHAPTER 5-12 RESIDENTIAL LANDLORDS AND TENANTS`: a code's
# chapter or title numbered within its title (Washington's RCW, the Code of Virginia's titles and chapters inserted
# with a point, Chicago's Municipal Code `5-12`); Australia's Commonwealth Acts number Parts within their Chapters and
# Subdivisions within their Divisions (`Part 2D.1—Duties and powers` in the Corporations Act 2001, `PART 1-1--
# PRELIMINARY` in the CATSI Act 2006, `Part 2-10` and `Subdivision 40-B—Core provisions` in the Income Tax
# Assessment Act 1997): the number runs on past its point or hyphen, no space between.
_CODE_CHAPTER = re.compile(r"^(?P<more>[.-]\d{1,3}[A-Z]?|-[A-Z])(?=[\s.—–-]|$)")
# `RULE 1.110. GENERAL RULES OF PLEADING` (the Florida Rules of Civil Procedure), `Rule 3.1300. Time for filing ...`
# (the California Rules of Court), `Rule 1.7 Conflict of Interest` (the ABA's Model Rules of Professional Conduct and
# the states' rules after them): court and professional rules numbered within their chapter by a decimal; and by
# a hyphen or a colon, no space between: `RULE 3-114. PROCESS--CONTENT` (the Maryland Rules: title 3, rule 114),
# `Rule 3:7 - Bills of Particulars` (the Rules of the Supreme Court of Virginia: Part 3, rule 7), `Rule 4:6-2.`
# (the New Jersey Court Rules: part 4, rule 6, subrule 2). `Rule 3 - Heading` (a space before the dash) is not one.
_RULE_DECIMAL = re.compile(r"^(?P<more>\.\d{1,4}|-\d{1,4}|:\d{1,4}(?:-\d{1,4})?)(?=[\s.—–-]|$)")
REPEALED_NOTE = re.compile(r"^\[(?:Repealed|Revoked|Spent|Omitted)\b[^\[\]]{0,160}\]$")  # `(1st Supp.)` inside it


def read_container(text: str) -> Marker | None:
    """`CHAPTER II`, `PART III – TERMS OF SALE`, `SCHEDULE 'A'`, `FIRST SCHEDULE`, `Annexure-3` as a container."""
    if _EXPLANATORY.match(text.strip()):
        return Marker("container", text.strip(), "", "explanatory", text.strip().upper(), "")
    pre = _PRELIMINARY_CONTAINER.match(text.strip())
    if pre:
        return Marker("container", pre.group("label"), "0", pre.group("kw").lower(), pre.group("label"),
                      pre.group("rest").strip().lstrip("-–—:. ").strip())
    outline = _OUTLINE.match(text.strip())
    numeral = outline.group("v").replace("l", "I").replace("|", "I") if outline else ""
    if outline and roman_value(numeral.lower()):
        return Marker("container", f"{outline.group('v')}.", numeral, "outline", numeral, outline.group("rest").strip(),
                      ocr_fixed=numeral != outline.group("v"), extra={"outline": True})
    lettered = _LETTERED_PART.match(text.strip())
    if lettered:
        return Marker("container", f"{lettered.group('v')}.", lettered.group("v"), "subpart", lettered.group("v"),
                      lettered.group("rest").strip(), extra={"lettered": True})
    m = _CONTAINER.match(text.strip())
    if not m:
        return _garbled_container(text.strip())
    kw, num, ordword = m.group("kw"), m.group("num") or "", (m.group("ord") or "").strip()
    rest = m.group("rest").strip()
    if (m.group("the") or "")[:1].islower():
        return None  # `the First Schedule.`: a reference wrapped to a line's start (`... set out in` / `the First
        # Schedule.`); a schedule's label prints its article capitalised (`THE SCHEDULE`, `The First Schedule`)
    if (code := _CODE_CHAPTER.match(rest)) and re.fullmatch(r"\d{1,3}[A-Z]?", num) \
            and kw.lower() in ("chapter", "title", "part", "subdivision"):
        num, rest = num + code.group("more"), rest[code.end():].strip()
    elif (code := _RULE_DECIMAL.match(rest)) and num.isdigit() and kw.lower() == "rule":
        num, rest = num + code.group("more"), rest[code.end():].strip()
    if re.fullmatch(r"\d{4}", num) and kw.lower() not in ("chapter", "part", "title"):
        return None  # `Form 1040 - ...`, `Rule 1001: ...`: a number of four digits heads a code's chapter or part only
    if num.islower() and m.start("num") == m.end("kw"):
        return None  # `party.` (a deed's wrapped last word), `Parti`: a word, not `Part` with a number glued on
    if re.fullmatch(r"[IVXLC]{1,6}[AB]", num, re.I) and not (num.isupper() and roman_value(num[:-1].lower())):
        return None  # an inserted Part prints its numeral and letter in capitals (`Part Vib`, `PART IXA` are neither)
    # `EXHIBIT B`: a US agreement's exhibit, what Commonwealth drafting calls an annexure (Series Seed and NVCA
    # financing forms, US credit agreements); `Attachment 1`: the same, so named by US warrants (`the forms attached
    # hereto as Attachments 1 and 2`) and federal contracts (FAR 15.204-1, Section J's list of attachments)
    kind = LOCAL_CONTAINERS.get(kw) or {"annex": "annexure", "exhibit": "annexure", "attachment": "annexure"}.get(
        kw.lower(), kw.lower())
    if kind == "rule" and num and m.start("num") == m.end("kw"):
        return None  # `RULES` is a word (no rule was ever printed `RULEV`)
    if num == "S" and m.start("num") == m.end("kw") and not rest:
        return None  # `SCHEDULES`, `ANNEXURES` alone: the heading over a document's schedules (Nigeria's Laws of the
        # Federation print it before the FIRST SCHEDULE), never a schedule lettered `S` with its space lost; `PARTS`,
        # `CHAPTERS` alone (a heading over a deed's list of parts, a word a scan cut from its line) too (`PARTY` stays
        # a Part: a harsh scan reads `PART V` so, its space lost)
    if not num and not ordword and kind == "schedule" and kw.isupper() and _SCHEDULE_OF.fullmatch(rest):
        # `SCHEDULE OF PROPERTY`, `THE SCHEDULE ABOVE REFERRED TO`: a deed's schedule named in capitals, labelled as
        # printed (two schedules of one deed differ only by their words: `SCHEDULE OF PAYMENTS`)
        label = " ".join(m.group(0).split()).rstrip(" .:-–—")
        return Marker("container", m.group(0), "", kind, label, "")
    if not num and not ordword and kind == "schedule" and kw.isupper() and REPEALED_NOTE.match(rest):
        # `SCHEDULE [Repealed, R.S., 1985, c. 22 (1st Supp.), s. 10]`: a consolidation's repealed schedule, its note
        # its text (a status), no title
        return Marker("container", m.group(0), "", kind, kw, rest, extra={"note": True})
    if not num and not ordword:
        if kind not in ("schedule", "annexure", "appendix") or kw.islower() or kw.istitle() \
                or rest and not (kw.isupper() and (_POINTS_TO.match(rest) or _POINTS_TO_PAREN.match(rest))):
            return None  # `SCHEDULE`, `अनुसूची` alone on a line; `Schedule` alone is a word of prose; `SCHEDULE
            # (Paragraph 3(2)(f.1))`, `SCHEDULE [Section 4]`: the one schedule with the provisions it serves
    if ordword and kind != "schedule" and ordword.isascii():
        return None  # "FIRST PART" names a party in a deed, not a container (`முதல் பகுதி` is Part One)
    if re.fullmatch(r"[IVXLC][ivxlcIVXLC]{1,5}", num) and not num.isupper() and roman_value(num.lower()):
        num = num.upper()  # `ARTICLE Ix`: OCR read a numeral's stroke in lower case
    elif re.fullmatch(r"[IVXLC][ivxlcIVXLC]{1,5}", num) and "l" in num and roman_value(num.replace("l", "I").lower()):
        num = num.replace("l", "I").upper()  # `Part Vil`: strokes read `i` and `l` (the builder checks the series)
    if kind == "book" and not num.isupper() and not num.isdigit():
        return None  # `Book one of ...` in prose
    if kw.upper() == "PANGKAT" and num.isdigit():
        return None  # `PANGKAT 1. Layunin`: a Filipino ordinance's section (read_section); `PANGKAT I` groups
    # `Part IIt`, `Part ItL`: a stroke read `t`; `Part til` (III on a harsh Malaysian Bill): strokes only
    stroke_t = "t" not in num or bool(re.search(r"[IVXLC]", num)) or len(num) >= 2 and set(num) <= set("til|1")
    if num and kind in NUMBERED_CONTAINERS and re.fullmatch(r"[IVXLCTHYl1|ti]{1,6}", num) and stroke_t \
            and not num.isdigit() and any(ch in num for ch in "THYl1|t") and (num != "Y" or kind != "part"):
        # CHAPTER Il / | / IIT / HI / Y / til -> II / I / III / III / V / III; the builder checks the numbering agrees
        for bad, good in (("l", "I"), ("1", "I"), ("|", "I"), ("T", "I"), ("t", "I"), ("i", "I"), ("H", "II"),
                          ("Y", "V")):
            num = num.replace(bad, good)
    if kind == "article" and (not re.fullmatch(r"[IVXLC]{1,6}", num) or rest.strip(" .-–—:")[:1].islower()):
        return None  # `Article 1. This Code ...` is a provision (read as a section); `ARTICLE III` (`ARTICLE |`) one
    numbered = bool(num or ordword)
    if num and kind in NUMBERED_CONTAINERS and rest.startswith("[") and is_note_line(rest):
        # `Part III [Part repealed by ...]` (ZimLII): a repealed Part's label with its note, no title
        return Marker("container", m.group(0), num or ordword, kind, f"{kw} {num}", rest, extra={"note": True})
    if rest.endswith(".") and rest[:1].isalpha():  # `Article TL Terms and Definitions.`: the numeral's dot lost
        if not (num and not num.isdigit() and not kw.isupper() and _titled_stop(rest)):
            return None
    elif rest and not re.match(r"^[-–—:.]", rest) and not (numbered and rest.isupper()) \
            and not (num and not kw.isupper() and (_titled(rest) or _sentence_heading(rest))) \
            and not (numbered and kw.isupper() and rest.startswith("(") and rest.endswith(")")) \
            and not (numbered and kw.isupper() and _POINTS_TO.match(rest)) \
            and not (kw.isupper() and (_POINTS_TO.match(rest) or _POINTS_TO_PAREN.match(rest))):
        # `FIRST SCHEDULE [Section 1.]`, `SECOND SCHEDULE [Section 2 (1).]`: the provisions a schedule serves in
        # brackets on its label's line (Nigeria's Laws of the Federation; Malaysia prints them on the line below)
        return None  # `Chapter 90 Residential Landlord and Tenant` (its dash lost) is a heading still
    heading = rest.lstrip("-–—:;. ").strip()
    if heading and heading[:1].islower() and not (num and rest.startswith(":") and lower_title(heading)):
        return None  # "Part II of Schedule A provides" is prose, not a container; `Part I: general` is one (below)
    printed_kw = "Annexure" if kw.lower() == "annex" and not kw.isupper() else kw
    label = " ".join(x for x in ((m.group("the") or "").strip(), ordword, printed_kw, num) if x)
    if kw in LOCAL_CONTAINERS and num and not m.group("ord"):
        # as printed (`అధ్యాయము - 1`, `অধ্যায় ২`), with the numeral repaired (`அத்தியாயம் IT` -> `II`)
        label = " ".join((m.group(0)[: m.start("num")].replace("\u200c", " ").replace("\u200d", " ") + num).split())
    case_only = num != (m.group("num") or "") and num == (m.group("num") or "").upper()
    return Marker("container", m.group(0), num or ordword, kind, label, heading,
                  ocr_fixed=num != (m.group("num") or ""), extra={"case_only": True} if case_only else {})


def lower_title(text: str) -> bool:
    """`general`, `interpretation and definitions`, `call-back pay` after `Part I:`, `Article 2:`: the Treasury Board
    of Canada prints the titles of its collective agreements' Parts and Articles in lower case after a colon (every
    agreement on its web pages, `Article 1: purpose and scope of agreement`); prose cites a Part without the colon.
    Up to ten words, no figure, no closing or clause punctuation, no verb of prose."""
    words = text.split()
    return 1 <= len(words) <= 10 and text[:1].islower() and not re.search(r"[\d.;:,!?()]", text) \
        and not any(w in PROSE_WORDS | {"of", "the", "a"} for w in words[:1]) \
        and not any(w in PROSE_WORDS for w in words)


def _titled(text: str) -> bool:
    """`Residential Landlord and Tenant`: two to eight words, every long one capitalised, no sentence mark."""
    words = text.split()
    long = [w for w in words if len(w) > 3]
    return 2 <= len(words) <= 8 and bool(long) and not re.search(r"[.;:,]", text) \
        and all(w[:1].isupper() for w in long)


def _titled_stop(text: str) -> bool:
    """`Terms and Definitions.` after `Article TL` (`Article II. Terms and Definitions.` on a harsh scan, the numeral's
    dot lost): a heading in title case closed by its one full stop, no figure (`Sections 1 and 2.` is a citation)."""
    return text.endswith(".") and text.count(".") == 1 and not re.search(r"\d", text) and _titled(text[:-1])


def _sentence_heading(text: str) -> bool:
    """`Preliminary`, `Register and offences` after `Part 1 ` (New South Wales prints a Part's heading in sentence
    case on its label's line, no dash): up to ten words from a capital, none of them a verb of prose after the
    first, no number, no punctuation ending a clause (`Part 2 Division 3 of ...` is a citation)."""
    words = text.split()
    return 1 <= len(words) <= 10 and words[0][:1].isupper() and words[0].isalpha() \
        and not re.search(r"[.;:,]$|\d", text) and not any(w in PROSE_WORDS for w in words)


PROSE_WORDS = {"is", "are", "applies", "apply", "shall", "may", "must", "does", "provides", "has", "was"}


# `PART NX`, `CHAPTER IV]`: a container keyword alone on its line with a numeral OCR spoiled by one stray letter.
_GARBLED_CONTAINER = re.compile(r"^(?P<kw>PART|CHAPTER|TITLE|BOOK)\s+(?P<num>[A-Z1|\]\[]{2,5})$")


def _garbled_container(text: str) -> Marker | None:
    """The roman numeral left when one stray character is dropped (`NX` -> `X`); None unless exactly one is."""
    m = _GARBLED_CONTAINER.match(text)
    if not m:
        return None
    raw = m.group("num")
    kept = "".join(ch for ch in raw if ch in "IVXLC")
    if len(raw) - len(kept) != 1 or not kept or roman_value(kept.lower()) is None:
        return None
    kind = m.group("kw").lower()
    return Marker("container", text, kept, kind, f"{m.group('kw')} {kept}", "", ocr_fixed=True,
                  extra={"garbled": raw})


# `A1. Occupation by Tenant`, `A 2` alone over its text, `B3.1`: a UK tenancy's clauses numbered afresh under each
# lettered part (`A. Landlord's Obligations`, `B. Tenant's Obligations`), the part's letter printed before every
# clause number. A postcode (`W1D 3QF`, `M14 6BN`) has a letter after its figures or figures after its space. Never
# G, I, L, O, Q, S, T or Z: OCR's readings of 6, 1, 0, 5 or §, 7 and 2 (`T4` is a harsh scan's `2.4`, `S 12.` a §).
_PART = "(?P<part>[A-FHJKMNPRU-Y])"
_PART_CLAUSE = re.compile(r"^" + _PART + r"(?P<num>\d{1,2}(?:\.\d{1,2}){0,2})\.?\s+(?P<rest>[A-Z(“\"].*)$")
_PART_CLAUSE_ALONE = re.compile(r"^" + _PART + r"\s?(?P<num>\d{1,2}(?:\.\d{1,2}){0,2})\.?$")


def _part_clause(text: str) -> Marker | None:
    """`A1. Occupation by Tenant`, `B 3` alone: a clause under a lettered part, labelled with the part's letter."""
    m = _PART_CLAUSE.match(text) or _PART_CLAUSE_ALONE.match(text.strip())
    if not m:
        return None
    rest = m.groupdict().get("rest") or ""
    raw, num = (m.group(0)[: m.start("rest")] if rest else m.group(0)).strip(), m.group("num")
    label, extra = m.group("part") + num, {"part_clause": m.group("part")}
    if "." in num:  # `B 3.1` under `B 3`: a decimal clause, nested by its figures
        return Marker("decimal", raw, num, label=label, rest=rest, extra=extra)
    return Marker("section", raw, num, "", label, rest, extra=extra)


def read_section(text: str) -> Marker | None:
    """`SECTION 1.`, `Sec. 4.`, `SEC.4.`, `Sectlon 4.` (with the punctuation after the number)."""
    lettered = _part_clause(text)
    if lettered:
        return lettered
    pre = _PRELIMINARY_PROVISION.match(text)
    if pre:  # numbered 0: Article 1 follows it
        return Marker("section", pre.group("label"), "0", pre.group("kw"), pre.group("label"), pre.group("rest"))
    r = _CODE_RANGE.match(text)
    if r:
        return Marker("section", r.group("label"), last_number(r.group("label")), "§", r.group("label"),
                      r.group("rest"), extra={"range_first": last_number(r.group("first"))})
    c = _CODE_SECTION.match(text) or _CODE_ALONE.match(text.strip())
    if c:
        label = re.sub(r"(?<=\d) (?=\d)", "", c.group("label").replace("$", "§"))  # OCR: `$` for `§`, `52 1`
        label = label.replace("§§", "§") if "$" in c.group("label") else label  # `§$521-51`: one sign read twice
        return Marker("section", c.group("label"), lower_suffix(label, last_number(label)), "§", label,
                      c.groupdict().get("rest") or "", ocr_fixed=label != c.group("label"))
    # `4-5. Omitted.`: sections repealed or omitted together (`_BARE_RANGE`, read_number), no code number
    bare = None if _BARE_RANGE.match(text) else _BARE_CODE.match(text.strip()) or _FLORIDA_CODE.match(text)
    if bare:
        return Marker("section", bare.group("label"), last_number(bare.group("label")), "§", bare.group("label"),
                      bare.group("rest") or "", extra={"bare_code": True})  # in a code only: builder
    loc = _LOCAL_SECTION.match(text)
    if not loc and text.startswith(_AA_READ_AS_DANDA):  # `ধার৷-১ (...)` for `ধারা-১`: the Bengali model reads the vowel
        # sign `া` as the danda it looks like (heldout's Bengali Registration Act, clean and moderate scans; the same
        # slip as `উপ-ধার৷` in every Bangladesh Act's citations): the keyword with its `া` put back
        fixed = read_section(_AA_READ_AS_DANDA[:-1] + "া" + text[len(_AA_READ_AS_DANDA):])
        if fixed is not None and fixed.keyword == "ধারা":
            fixed.raw, fixed.ocr_fixed = text[: len(fixed.raw)], True
            return fixed
    if loc:
        label = " ".join(loc.group("label").split())
        return Marker("section", loc.group(0)[: loc.start("rest")].strip(), loc.group("num"), loc.group("kw"), label,
                      loc.group("rest"))
    m = _SECTION.match(text)
    garbled = _CODE_GARBLED.match(text) if not m else None
    if garbled and (garbled.group("open") or garbled.group("close") or re.search(r"[\d§$]", garbled.group("series"))):
        bracketed = garbled.group("close") == "]" or garbled.group("open") == "["
        return Marker("section", text[: garbled.start("rest")].strip(), garbled.group("num"), "§", "",
                      garbled.group("rest"), True, {"garbled_code": garbled.group("series"), "bracketed": bracketed})
    alone = _ARTICLE_ALONE.match(text.strip()) if not m else None
    if alone:
        return Marker("section", alone.group(0), alone.group("num"), alone.group("kw"),
                      f"{alone.group('kw')} {alone.group('num')}", "", extra={"alone": True})
    titled = _ARTICLE_TITLED.match(text.strip()) if not m else None
    if titled:
        return Marker("section", text.strip(), titled.group("num"), titled.group("kw"),
                      f"{titled.group('kw')} {titled.group('num')}", "",
                      extra={"alone": True, "heading": titled.group("head")})
    if not m:
        g = _SECTION_GARBLED.match(text)
        if not g:
            return None
        kw, _ = _clean_section_keyword(g.group("kw"))  # the number is for the sequence to supply
        return Marker("section", g.group(0)[: g.start("rest")].strip(), "", kw, kw, g.group("rest"), True,
                      {"garbled": g.group("num")})
    kw, fixed = _clean_section_keyword(m.group("kw"))
    label = f"{kw} {m.group('num')}"
    rest = m.group("rest").strip()
    if m.group("punct").strip() in "-–—" and m.group("punct").strip():
        if kw == "SECTION" and _MADE_UNDER.match(rest):
            return None  # `SECTION 5 - FIJIAN AFFAIRS (FIJIAN AFFAIRS BOARD) REGULATIONS`: the title of subsidiary
            # legislation made under section 5 of the Act (PacLII's consolidated subsidiary legislation of Fiji and
            # the other Pacific states heads each instrument so), not a section of it
        if kw in ("Article", "ARTICLE") and _DASHED_TITLE.match(rest) and len(rest.split()) <= 12:
            # `Article 1 – Definitions`, `Article 1 - Subject matter and scope`: a treaty's or an EU act's Article
            # with its heading after a dash on its line (the Council of Europe's conventions print it so, as EU acts'
            # legal provisions do on EUR-Lex's and the EU Monitor's pages): as `Article 1` alone over its heading,
            # its paragraphs `1.`, `2.` its own
            return Marker("section", m.group(0), last_number(m.group("num")), kw, label, "",
                          extra={"alone": True, "heading": rest})
        rest = f"{m.group('punct').strip()} {rest}".strip()
    if kw in ("Article", "ARTICLE") and m.group("punct") == ":" and lower_title(rest):
        # `Article 2: interpretation and definitions`: a Canadian federal collective agreement's Article, its title in
        # lower case after a colon (lower_title), its clauses `2.01`, `2.02` below: as `Article 2` over its heading
        return Marker("section", m.group(0), last_number(m.group("num")), kw, label, "",
                      extra={"alone": True, "heading": rest})
    return Marker("section", m.group(0), lower_suffix(label, last_number(m.group("num"))), kw, label, rest,
                  ocr_fixed=fixed)


_LOWER_SUFFIX = re.compile(r"(?:(?<=\d)|(?<=\d-))(?P<s>[a-z]{1,2})\]?$")


def lower_suffix(label: str, value: str) -> str:
    """`§ 235-b` after `§ 235-a`, `§ 1681a` after `§ 1681`: the small letter of an inserted section (_LOWER_PARTS) is
    part of the number the sequence runs on (`235B`, `1681A`); New Hampshire's `§ 21-J:3-a` keeps its own reading."""
    m = _LOWER_SUFFIX.search(label)
    return value + m.group("s").upper() if m and ":" not in label and not value.endswith(m.group("s").upper()) \
        else value


def last_number(label: str) -> str:
    """The part of a code number that runs in sequence: `521-7` -> `7`, `1.101` -> `101`, `[§481A-1]` -> `1`."""
    parts = re.findall(r"\d+(?:-?[A-Z]){0,2}", label)
    return parts[-1].replace("-", "") if parts else label


def read_number(text: str) -> Marker | None:
    """A bare `12.` (Malaysian section, deed clause) or a decimal `4.1` / `4.1.1` at line start."""
    m = _DECIMAL.match(text)
    if m:
        return Marker("decimal", m.group("num"), m.group("num"), label=m.group("num"), rest=m.group("rest"))
    m = _DECIMAL_GLUED.match(text)
    if m:
        return Marker("decimal", f"{m.group('num')}.", m.group("num"), label=m.group("num"), rest=m.group("rest"),
                      ocr_fixed=True, extra={"glued": True})
    m = _ROMAN_DECIMAL.match(text)
    if m and (head := roman_value(m.group("num").split(".")[0].lower())):
        value = ".".join([str(head), *m.group("num").split(".")[1:]])
        return Marker("decimal", m.group("num"), value, label=m.group("num"), rest=m.group("rest"),
                      extra={"roman": True})
    m = _DECIMAL_COMMA.match(text)
    if m and "," in m.group("num"):
        num = m.group("num").replace(",", ".")
        return Marker("decimal", m.group("num"), num, label=num, rest=m.group("rest"), ocr_fixed=True)
    m = _NAMED_INSERT.match(text)
    if m:  # `2ఏ.`: section 2A, its letter written as the letter's Telugu name
        place = next(place for name, place in native_places(m.group("suf")) if name.endswith("names"))
        value = m.group("num") + chr(64 + place)
        return Marker("number", m.group(0)[: m.start("rest")].strip() if m.group("rest") else text.strip(), value,
                      label=m.group("num") + m.group("suf"), rest=m.group("rest") or "")
    m = _BARE_RANGE.match(text)
    if m and int(g_first := re.sub(r"\D", "", m.group("first"))) < int(re.sub(r"\D", "", m.group("last"))):
        return Marker("number", m.group("label"), m.group("last").upper(), label=m.group("label"), rest=m.group("rest"),
                      extra={"range_first": g_first})
    m = _BARE.match(text) or _BARE_ALONE.match(text)
    glued = _BARE_GLUED.match(text) if not m else None
    if glued:
        return Marker("number", f"{glued.group('num')}.", glued.group("num"), label=glued.group("num"),
                      rest=glued.group("rest"), ocr_fixed=True, extra={"glued": True})
    if m:
        rest = m.groupdict().get("rest") or ""
        comma = m.groupdict().get("dot") == ","  # only the very next number may open a unit so (builder)
        return Marker("number", m.group("num"), m.group("num").replace("-", "").upper(), label=m.group("num").upper(),
                      rest=rest, ocr_fixed=comma, extra={"comma": True} if comma else {})
    m = _SHOULDER.match(text)
    if m and len(m.group("note").split()) <= 6 and not _CITING.search(m.group("note")):
        num = m.group("num").upper()
        return Marker("number", m.group(0)[: m.start("rest")].strip(), num, label=num, rest=m.group("rest"),
                      extra={"shoulder": m.group("note").strip()})
    m = _UNDOTTED.match(text)
    if m:
        return Marker("number", m.group("num"), m.group("num"), label=m.group("num"), rest=m.group("rest"),
                      extra={"undotted": True})
    return None


# `[(A)]`, `[(2)]`: an item whose marker a code's revisor bracketed (inserted after enactment); labelled as printed.
_BRACKETED_PAREN = re.compile(r"^\[\((?P<v>\d{1,3}[A-Z]?|[A-Za-z]{1,5})\)\]\s*(?P<rest>.*)$")
# `[F2(2A) The poll shall not ...]`, `F1(a) subsection (2A) prevents ...`, `2[(aa) "appropriate Government" means ...]`:
# words a revised edition marks as inserted by amendment open with the editor's bracket and note number before the
# item's own marker (legislation.gov.uk's revised Acts, `F` numbering its textual-amendment notes; India Code and
# Pakistan Code print the footnote's number, then the bracket): the item is `(2A)`, `(a)`, `(aa)` as enacted.
_AMENDED_PAREN = re.compile(r"^(?P<note>\[F\d{1,4}|F\d{1,4}\[?|\d{1,3}\[|\[)"
                            r"\((?P<v>\d{1,3}[A-Z]{0,2}|[a-z]{1,4}|[A-Z])\)\s+(?P<rest>\S.*)$")
# `(6b) The Steering Committee ...`: an opening bracket OCR read twice, its second stroke as `6` or `G` (as the harsh
# scans' `1.61)` for `1. (1)`); the letter is the marker, and only the sequence can accept it
_STROKE_PAREN = re.compile(r"^\([6G](?P<v>[a-z])\)\s+(?P<rest>[A-Z“\"].*)$")
# `1° contributing bank: licensed bank ...`: items numbered with a degree sign (or the ordinal indicator `º`) under a
# lead-in ending in a colon, the civil-law drafting of Rwanda's laws (in English as in French and Kinyarwanda), France's
# and Belgium's codes (`1° Les personnes ...`); labelled as printed, the sequence reads the figure
_DEGREE_ITEM = re.compile(r"^(?P<v>\d{1,2})[°º]\s+(?P<rest>\S.*)$")


def read_paren(text: str) -> Marker | None:
    """`(a)`, `(iv)`, `(1A)`, `( f)`, `[b]`, `[(A)]`: the value is kept raw; the sequence decides what it is."""
    b = _BRACKETED_PAREN.match(text)
    if b:
        return Marker("paren", text[: b.start("rest")].strip(), b.group("v"), label=f"[({b.group('v')})]",
                      rest=b.group("rest"), extra={"bracketed": True})
    a = _AMENDED_PAREN.match(text)
    if a:
        return Marker("paren", text[: a.start("rest")].strip(), a.group("v"), label=f"({a.group('v')})",
                      rest=a.group("rest"), extra={"amended": a.group("note")})
    if deg := _DEGREE_ITEM.match(text):
        return Marker("paren", text[: deg.start("rest")].strip(), deg.group("v"), label=f"{deg.group('v')}°",
                      rest=deg.group("rest"), extra={"degree": True})
    m = _PAREN.match(text)
    if m and m.group("pre") and _CITED.match(m.group("rest")):
        return None  # `উপধারা (১) এ উল্লিখিত ...`: a sub-section cited, its postposition after it
    if not m and (st := _STROKE_PAREN.match(text)):
        return Marker("paren", text[: st.start("rest")].strip(), st.group("v"), label=f"({st.group('v')})",
                      rest=st.group("rest"), ocr_fixed=True, extra={"half": True})
    if not m:
        h = _HALF_PAREN.match(text)
        if h and h.group("w") and parenthetical(text):
            return None  # `(if permitted ... Section 3).`: a parenthetical wrapped to the line start
        if not h:
            d = _DOTTED.match(text) or _DOTTED_CAPITAL.match(text) or _DOTTED_ORDINAL.match(text)
            glued = _DOTTED_GLUED.match(text) if not d else None
            if not d and not glued:
                return None
            d = d or glued
            extra = {"half": True, "dotted": True, **({"glued": True} if glued else {})}
            return Marker("paren", text[: d.start("rest")].strip(), d.group("v"), label=d.group("v"),
                          rest=d.group("rest"), extra=extra)
        v = h.group("v") or h.group("w")
        return Marker("paren", text[: h.start("rest")].strip(), v, label=f"({v})", rest=h.group("rest"),
                      ocr_fixed=True, extra={"half": True})
    v = m.group("v")
    raw = m.group(0)[: len(m.group(0)) - len(m.group("rest"))].strip()
    extra = {"prefix": " ".join(m.group("pre").split())} if m.group("pre") else {}  # `উপধারা-(১)`: kept in the label
    return Marker("paren", raw, v, label=raw if m.group("pre") else f"({v})", rest=m.group("rest"), extra=extra)


_DIGIT_LOOKALIKE = str.maketrans({"O": "0", "o": "0", "S": "5", "s": "5", "I": "1", "l": "1"})


def digits_read_as_letters(value: str) -> str | None:
    """`1O` -> `10`, `1S` -> `15`, `2l` -> `21`: the all-digit reading of a number whose suffix may be a misread
    digit (None when there is none); the sequence decides between it and an inserted unit like `12A`."""
    fixed = value.translate(_DIGIT_LOOKALIKE)
    return fixed if fixed != value and fixed.isdigit() else None


# A section's heading, then its first subsection on the same line: `Short title. (1) This Act ...`; or its marker
# alone, ending the line, its text wrapped to the next (`SECTION 13. Naming of ... Structures . - (a)`).
_HEADED_FIRST = re.compile(r"^(?P<h>[A-Z][^.:()]{1,160}?)\s?\.\s*[-–—]?\s*(?P<p>\((?:a|1)\)\.?(?:\s+\S.*)?)$")
# The same with a short title-like heading ending in a colon (`1. On Membership : (a) No agency ...`, a Philippine
# Act's numbered paragraphs each headed so): a lead-in sentence (`unless he is: (a) a citizen; (b) ...`) is no title.
_COLON_HEADED_FIRST = re.compile(r"^(?P<h>[A-Z][^.:;,()]{1,60}?)\s?:\s*(?P<p>\((?:a|1)\)\s+\S.*)$")


# `(a) Reverse mortgage transactions subject to RESPA—(1)(i) Time of disclosures. In a reverse ...`: the Code of
# Federal Regulations heads a paragraph run in, an em dash after its heading, its first child's marker on at once;
# only a first marker (`(1)`, `(i)`, `(A)`) after the long dash (a hyphen or a dash before `(2)` is a citation's).
# Headings may chain (`(e) Mortgage loans secured by real property—Early disclosures—(1) Provision of disclosures—(i)
# Creditor. ...`): the words before the first marker head the paragraph, each item's own words before the next its own.
# The dash is set close, one long dash between words (`—— (1)`, spaced, is a Singapore heading's, after its number).
_DASHED_HEADING_FIRST = re.compile(r"^(?P<h>[A-Z][^()]{0,150}?[^\s—])—(?P<p>\((?:1|i|A)\)\S*\s+[A-Z\"“].*)$")


def _glued_word(text: str, marker: Marker) -> bool:
    """`(1)ನೇ ಉಪಪ್ರಕರಣದ`, `352ஆம்`: a bracket with an Indic suffix glued on is a reference ("sub-section (1)'s"),
    not a marker (a Latin letter glued on, `(a)To sue`, is a marker whose space was lost)."""
    after = text.lstrip("-–— ")[len(marker.raw):][:1]
    return bool(after) and not after.isascii() and (after.isalpha() or unicodedata.category(after) in ("Mn", "Mc"))


# `4.(1) The ...`, `1.¢1) This Act`, `1.01) This Act`: a section number glued to its first subsection, whose
# bracket OCR read as `¢`, `©` or `0`; spaced out so both markers read (`1. (1) This Act`). A harsh scan also
# reads the opening bracket of a first subsection as `6`, `1`, `C`, `G` or loses it (`1.61) This Act`, `7.11) A
# person`, `5.1) A person`): with the bracket's place empty or a look-alike, only a one is taken (a section's first
# subsection), never `1.2)`.
_GLUED_SUBSECTION = re.compile(r"^((?:(?:SECTION|Section|SEC\.|Sec\.)\s?)?\d{1,3}[A-Z]?\.)\s?"
                               r"(?:[0¢©({\[](\d{1,2}[)\]]\s)|[16CG]?(1[)\]]\s))")


# `1.—(1) These Regulations ...`: a UK statutory instrument (and older Acts) print a dash between the number of a
# regulation and its first paragraph; read as `1. (1) These ...`. A harsh scan may read the dash as two (`4.-— (1)`)
# or as a hyphen.
_DASHED_SUBSECTION = re.compile(r"^(\d{1,3}(?:\.\d{1,3}){0,2}[A-Z]{0,2}\.)\s?(?:[—–]|-[—–]?)\s?(?=\(\d{1,2}\)\s)")


# `6.1n regulation 1D of ...`: a number's first word `In` run into it, its capital read as a one (`6. In`): no
# decimal is printed with a lower-case letter glued to it.
_GLUED_IN = re.compile(r"^(\d{1,3}[A-Z]{0,2}\.)[1l|]n(?=\s)")
# `1(1) In this Act,`, `43(1) A landlord may not ...`: the prairie provinces (Alberta, Saskatchewan, Manitoba) print an
# undotted section number glued to its first subsection; spaced out as `1 (1) In ...` (the undotted convention).
_UNDOTTED_GLUED = re.compile(r"^(\d{1,3}(?:\.\d{1,2})?)(?=\(\d{1,2}\)\s+[A-Z])")


def read_line(text: str) -> tuple[list[Marker], str]:
    """All markers at the start of a line, outermost first (`12. (1) (a) text` gives three), and the rest."""
    text = _GLUED_IN.sub(r"\1 In", _DASHED_SUBSECTION.sub(r"\1 ", _UNDOTTED_GLUED.sub(r"\1 ", strip_noise(text))))
    text = _GLUED_SUBSECTION.sub(lambda m: f"{m.group(1)} ({m.group(2) or m.group(3)}", text)
    found: list[Marker] = []
    head = read_container(text) or read_section(text) or read_number(text) or read_paren(text)
    if head is None or head.kind == "paren" and _glued_word(text, head):
        return [], text
    found.append(head)
    rest = head.rest
    if head.kind == "container":
        return found, rest
    inline = _HEADED_FIRST.match(rest) if head.kind in ("section", "number") else None
    if inline is None and head.kind in ("section", "number") and (m := _COLON_HEADED_FIRST.match(rest)) \
            and title_like(m.group("h"), 4) and m.group("h").split()[0].lower() not in CONJUNCTIONS:
        # `1. On Membership : (a) No agency ...`: a short run-in heading ends in a colon, a sentence never; a
        # sentence's opening word is no heading's first, capitals or not (`2. Notwithstanding Section 4: (a) ...`)
        inline = m
    if inline is None and head.kind == "paren" and not head.extra.get("half") \
            and (m := _DASHED_HEADING_FIRST.match(rest)):
        inline = m  # `(a) Reverse mortgage transactions—(1)(i) Time of disclosures. ...` (the CFR)
    if inline and len(inline.group("h").split()) <= 20:
        # `[§481A-3] Deceptive trade practices . (a) A person ...`: the heading is the section's
        head.extra["heading"], rest = inline.group("h").strip(), inline.group("p")
    while len(found) < 4:
        nxt = read_paren(rest.lstrip("-–— "))
        # a marker with no text after it opens only as the first item after the section's heading (wrapped)
        alone = nxt is not None and not nxt.rest.strip() and not (inline and len(found) == 1)
        if nxt is None or alone or nxt.extra.get("dotted") or _glued_word(rest, nxt):
            break
        found.append(nxt)
        rest = nxt.rest
        if (m := _DASHED_HEADING_FIRST.match(rest)) and len(m.group("h").split()) <= 20:
            nxt.extra["heading"], rest = m.group("h").strip(), m.group("p")  # `(1) Provision of disclosures—(i) ...`
    return found, rest
