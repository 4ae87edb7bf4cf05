"""Hard cases for the clause parser: each snippet's units must land under exactly these structure paths."""

from __future__ import annotations

import pytest

from tests.structure.snippets import paths

S = "SEC. 3. Definition of Terms. – As used in this Act:"

CASES: list[tuple[str, str | None, str, list[str]]] = [
    ("A1 (i) after (h) is the ninth letter; inline (i)/(ii) stay inline", "ph_statute", f"""
{S}
(f) Fee refers to a charge;
(g) Game refers to a contest;
(h) Without right refers to: (i) conduct done with no authority; or (ii) conduct that no
recognized legal excuse makes lawful;
(i) Cyber refers to whatever happens over linked machines;
(j) Database refers to an ordered store of records.
""", ["SEC. 3", "SEC. 3 > (f)", "SEC. 3 > (g)", "SEC. 3 > (h)", "SEC. 3 > (i)", "SEC. 3 > (j)"]),

    ("A2 (i) after a heading-only (5) is roman; (aa) goes one level deeper", "ph_statute", """
SEC. 4. Cybercrime Offenses. – Each act listed below is a cybercrime offense:
(a) Offenses against the secrecy of data:
(4) System Interference. – Deliberately blocking how a system runs.
(5) Misuse of Devices.
(i) Making, selling or using, with no right to do so, any of these:
(aa) A tool, a computer program among them; or
(bb) A password to a computer;
(ii) Keeping anything described in paragraphs 5(i)(aa) or (bb) above.
(6) Cyber-squatting. – Taking a domain name in bad faith.
""", ["SEC. 4", "SEC. 4 > (a)", "SEC. 4 > (a) > (4)", "SEC. 4 > (a) > (5)", "SEC. 4 > (a) > (5) > (i)",
      "SEC. 4 > (a) > (5) > (i) > (aa)", "SEC. 4 > (a) > (5) > (i) > (bb)", "SEC. 4 > (a) > (5) > (ii)",
      "SEC. 4 > (a) > (6)"]),

    ("A3 (ii) after (hh) is a doubled letter", "ph_statute", f"""
{S}
(gg) Goods refers to movable things;
(hh) Holder refers to a bearer;
(ii) Instrument refers to a writing;
(jj) Judge refers to a magistrate.
""", ["SEC. 3", "SEC. 3 > (gg)", "SEC. 3 > (hh)", "SEC. 3 > (ii)", "SEC. 3 > (jj)"]),

    ("A4 (v) after (u) is a letter", "ph_statute", f"""
{S}
(u) User refers to a person;
(v) Virus refers to a program;
(w) Website refers to pages.
""", ["SEC. 3", "SEC. 3 > (u)", "SEC. 3 > (v)", "SEC. 3 > (w)"]),

    ("A4 (v) after (iv) is roman", "ph_statute", """
SEC. 5. Duties. – The officer shall:
(a) keep records of the following:
(i) names;
(ii) addresses;
(iii) dates;
(iv) amounts; and
(v) receipts.
(b) report monthly.
""", ["SEC. 5", "SEC. 5 > (a)", "SEC. 5 > (a) > (i)", "SEC. 5 > (a) > (ii)", "SEC. 5 > (a) > (iii)",
      "SEC. 5 > (a) > (iv)", "SEC. 5 > (a) > (v)", "SEC. 5 > (b)"]),

    ("A5 (v) after (u)>(iv) is a letter when (w) follows", "ph_statute", """
SEC. 6. Powers. – The Board may:
(t) hold hearings;
(u) issue orders for:
(i) inspection;
(ii) production;
(iii) retention; or
(iv) seizure;
(v) impose fines;
(w) do all other acts.
""", ["SEC. 6", "SEC. 6 > (t)", "SEC. 6 > (u)", "SEC. 6 > (u) > (i)", "SEC. 6 > (u) > (ii)",
      "SEC. 6 > (u) > (iii)", "SEC. 6 > (u) > (iv)", "SEC. 6 > (v)", "SEC. 6 > (w)"]),

    ("A5 (v) after (u)>(iv) is roman when (vi) follows", "ph_statute", """
SEC. 6. Powers. – The Board may:
(t) hold hearings;
(u) issue orders for:
(i) inspection;
(ii) production;
(iii) retention;
(iv) seizure;
(v) forfeiture; or
(vi) destruction.
""", ["SEC. 6", "SEC. 6 > (t)", "SEC. 6 > (u)", "SEC. 6 > (u) > (i)", "SEC. 6 > (u) > (ii)",
      "SEC. 6 > (u) > (iii)", "SEC. 6 > (u) > (iv)", "SEC. 6 > (u) > (v)", "SEC. 6 > (u) > (vi)"]),

    ("A6 (i) after (h)>(2) is the letter: the ancestor stack decides", "ph_statute", f"""
{S}
(g) Person refers to a natural person;
(h) Controller refers to a person who decides what happens to data. The term leaves out:
(1) A person who only acts as told by another; and
(2) An individual who handles data for private reasons;
(i) Processor refers to any person who handles data for another;
(j) Data subject refers to an individual.
""", ["SEC. 3", "SEC. 3 > (g)", "SEC. 3 > (h)", "SEC. 3 > (h) > (1)", "SEC. 3 > (h) > (2)", "SEC. 3 > (i)",
      "SEC. 3 > (j)"]),

    ("A6 (i) after (h)>(2) is roman when (2) introduces a list and (ii) follows", "ph_statute", f"""
{S}
(h) Controller refers to a person. The term leaves out:
(1) A person who only acts as told by another; and
(2) An individual who handles data:
(i) for private reasons; or
(ii) for his household.
""", ["SEC. 3", "SEC. 3 > (h)", "SEC. 3 > (h) > (1)", "SEC. 3 > (h) > (2)", "SEC. 3 > (h) > (2) > (i)",
      "SEC. 3 > (h) > (2) > (ii)"]),

    ("A7 (aa) after (z) is the 27th sibling", "ph_statute", f"""
{S}
(y) Yield refers to a return;
(z) Zone refers to an area;
(aa) Abandonment refers to a surrender;
(bb) Broker refers to an agent.
""", ["SEC. 3", "SEC. 3 > (y)", "SEC. 3 > (z)", "SEC. 3 > (aa)", "SEC. 3 > (bb)"]),

    ("A8 Malaysian inserted (aa) is a sibling of (a) and (b)", "my_statute", """
12. (1) An employer shall not—
(a) deduct wages;
(aa) withhold allowances; or
(b) impose fines.
(2) This section applies to all employers.
""", ["12", "12 > (1)", "12 > (1) > (a)", "12 > (1) > (aa)", "12 > (1) > (b)", "12 > (2)"]),

    ("A8 Malaysian inserted subsection (1A) and section 18A", "my_statute", """
18. (1) Wages shall be paid monthly.
(1A) Wages may be paid by transfer.
(2) The Minister may vary the period.
18A. Notwithstanding section 18, an employee may be paid daily.
19. Wages shall be paid within seven days.
""", ["18", "18 > (1)", "18 > (1A)", "18 > (2)", "18A", "19"]),

    ("A10 small-caps section numbers 18a. and 18b. print as 18A and 18B", "my_statute", """
18. Wages shall be paid monthly.
18a. Notwithstanding section 60i, an employee may be paid daily.
18b. (1) Subject to subsection (3), an employer shall keep records.
(2) The records shall be kept for six years.
19. Wages shall be paid within seven days.
""", ["18", "18A", "18B", "18B > (1)", "18B > (2)", "19"]),

    ("A11 a wrapped line starting with a clause number after 'Clause' is a reference", "in_deed", """
1. TERMS
1.7 The Allottee shall pay as per the schedule.
1.8 The Promoter agrees, subject to Clause
9.3 the Promoter shall complete the building.
1.9 The Allottee shall inspect the building.
""", ["1", "1 > 1.7", "1 > 1.8", "1 > 1.9"]),

    ("A12 4.2.1 then (a) then (iii); the later 'Clause 4.2.1(a)(iii)' opens nothing", "in_deed", """
4. OBLIGATIONS
4.1 The Vendor shall hand over possession.
4.2 The Vendor shall further:
4.2.1 The Vendor shall deliver the following:
(a) the title deeds, namely:
(i) the sale deed;
(ii) the gift deed; and
(iii) the mutation record;
(b) the tax receipts.
4.3 If the Vendor fails to deliver under Clause 4.2.1(a)(iii), the Vendee may claim damages.
""", ["4", "4 > 4.1", "4 > 4.2", "4 > 4.2 > 4.2.1", "4 > 4.2 > 4.2.1 > (a)", "4 > 4.2 > 4.2.1 > (a) > (i)",
      "4 > 4.2 > 4.2.1 > (a) > (ii)", "4 > 4.2 > 4.2.1 > (a) > (iii)", "4 > 4.2 > 4.2.1 > (b)", "4 > 4.3"]),

    ("A13 numbering restarts inside a Schedule", "my_statute", """
33. This Act binds the Government.
34. The Minister may make regulations.
FIRST SCHEDULE
1. The housing shall have a kitchen.
2. The housing shall have a toilet.
""", ["33", "34", "FIRST SCHEDULE", "FIRST SCHEDULE > 1", "FIRST SCHEDULE > 2"]),

    ("A14 (I) after (H) is the capital letter", "generic", """
1. The Licensee shall:
(A) keep accounts;
(B) file returns;
(C) pay fees;
(D) display licences;
(E) maintain stock;
(F) allow inspection;
(G) notify changes;
(H) insure goods; and
(I) renew the licence.
""", ["1", "1 > (A)", "1 > (B)", "1 > (C)", "1 > (D)", "1 > (E)", "1 > (F)", "1 > (G)", "1 > (H)", "1 > (I)"]),

    ("A15 (l) after (k) is the twelfth letter", "ph_statute", f"""
{S}
(j) Jurisdiction refers to authority;
(k) Key refers to a code;
(l) Law refers to a statute;
(m) Minor refers to a child.
""", ["SEC. 3", "SEC. 3 > (j)", "SEC. 3 > (k)", "SEC. 3 > (l)", "SEC. 3 > (m)"]),

    ("A15 OCR (l) right after (h) is the letter (i)", "ph_statute", f"""
{S}
(h) Holder refers to a bearer;
(l) Interception refers to listening;
(j) Judge refers to a magistrate.
""", ["SEC. 3", "SEC. 3 > (h)", "SEC. 3 > (i)", "SEC. 3 > (j)"]),

    ("A15 OCR (l) opening a digit list prints as (1)", "ph_statute", """
SEC. 4. Offenses. – The following acts are punishable:
(a) Offenses against data:
(l) Illegal Access. – Entering a system with no right to do so.
(2) Illegal Interception. – Capturing data while it travels.
""", ["SEC. 4", "SEC. 4 > (a)", "SEC. 4 > (a) > (1)", "SEC. 4 > (a) > (2)"]),

    ("A15 OCR (ili) and (il) print as roman (iii) and (ii)", "ph_statute", """
SEC. 5. Duties. – The officer shall:
(a) keep records of:
(i) names;
(il) addresses; and
(ili) dates.
""", ["SEC. 5", "SEC. 5 > (a)", "SEC. 5 > (a) > (i)", "SEC. 5 > (a) > (ii)", "SEC. 5 > (a) > (iii)"]),

    ("B1 section keyword variants keep their printed form", "ph_statute", """
SECTION 1. Title. – This Act is called the Data Act.
Section 2. Declaration of Policy. – It is the policy of the State to protect data.
Sec. 3. Scope. – This Act applies to all persons.
SEC. 4. Definitions. – In this Act words have their ordinary meaning.
""", ["SECTION 1", "Section 2", "Sec. 3", "SEC. 4"]),

    ("B2 OCR-damaged keywords print clean", "ph_statute", """
Sectlon 4. Offenses. – The following acts are punishable.
Secti0n 5. Penalties. – Any person shall be punished.
SECTlON 6. Liability. – The juridical person shall be liable.
5ection 7. Jurisdiction. – The courts shall have jurisdiction.
SEC.8. Venue. – The action may be filed anywhere.
""", ["Section 4", "Section 5", "SECTION 6", "Section 7", "SEC. 8"]),

    ("B2 CHAPTER | is CHAPTER I and CHAPTER Il is CHAPTER II", "ph_statute", """
CHAPTER |
PRELIMINARY PROVISIONS
SEC. 1. Title. – This Act is the Data Act.
CHAPTER Il
PUNISHABLE ACTS
SEC. 2. Offenses. – The following are offenses.
""", ["CHAPTER I", "CHAPTER I > SEC. 1", "CHAPTER II", "CHAPTER II > SEC. 2"]),

    ("B7 the head frame (congress, number, long title, enacting clause) opens no units", "ph_statute", """
Nineteenth Congress
Second Regular Session
Begun and held at Metro Manila, on the fourth day of July, two thousand twenty-two.
REPUBLIC ACT NO. 12345
AN ACT PROTECTING USERS OF ONLINE SERVICES, SETTING OUT OFFENSES AGAINST THEM,
AND PROVIDING PENALTIES FOR THOSE OFFENSES
Be it enacted by the Senate and House of Representatives of the Philippines in Congress assembled:
CHAPTER I
PRELIMINARY PROVISIONS
SECTION 1. Title. – This Act shall be called the Online Users Protection Act of 2022.
""", ["CHAPTER I", "CHAPTER I > SECTION 1"]),

    ("B8 signatures and attestation after the last section open no units", "ph_statute", """
SEC. 31. Effectivity. – This Act takes effect fifteen (15) days after it is published.
Approved,
(Sgd.) ROMEO D. VILLANUEVA
Speaker of the House of Representatives
This Act which is a consolidation of House Bill No. 4410 and Senate Bill No. 1187 was passed by both chambers.
1. Senate Bill No. 1187
""", ["SEC. 31"]),

    ("C3 an inline enumeration stays in its section", "ph_statute", """
SEC. 9. Corporate Liability. – Where an officer commits a punishable act relying on: (a) a right to
speak for the company; (b) a power to decide for it; or (c) a power to direct its affairs, the
company itself shall answer for the act.
SEC. 10. Law Enforcement Authorities. – The NBI shall enforce this Act.
""", ["SEC. 9", "SEC. 10"]),

    ("E1 a unit split over a page break keeps its place; the list continues on the next page", "ph_statute", """
SEC. 4. Offenses. – The following acts are punishable:
(a) Illegal Access. – Entering all or part of a computer system when one has no right to:
Provided, That where no
==page==
harm has resulted so far, the penalty drops by one degree.
(b) Illegal Interception. – Capturing a transmission by technical means.
""", ["SEC. 4", "SEC. 4 > (a)", "SEC. 4 > (b)"]),

    ("F1 a wrapped reference '(bb) above' is not a unit", "ph_statute", """
SEC. 4. Offenses. – The following acts are punishable:
(a) Misuse of Devices.
(i) The use of:
(aa) A device; or
(bb) A password;
(ii) Keeping anything described in paragraphs (i)(aa) or
(bb) above, meaning to use it.
(b) Cyber-squatting. – Taking a domain name in bad faith.
""", ["SEC. 4", "SEC. 4 > (a)", "SEC. 4 > (a) > (i)", "SEC. 4 > (a) > (i) > (aa)", "SEC. 4 > (a) > (i) > (bb)",
      "SEC. 4 > (a) > (ii)", "SEC. 4 > (b)"]),

    ("F1 a line starting with a number after 'section' is a reference, not a section", "my_statute", """
5. The employer shall comply with the requirements of section
6. of this Act at all times.
6. The Director General may inspect any premises.
""", ["5", "6"]),

    ("F7 a date or amount at a line start is not a clause", "in_deed", """
1. PAYMENT
1.1 The Vendee paid the first instalment on
03.08.2023 by cheque drawn on the State Bank.
1.2 The Vendee paid the balance on registration.
""", ["1", "1 > 1.1", "1 > 1.2"]),

    ("F2/F3 deed: recitals in the head, clauses, Schedule A with Parts, Annexure", "in_deed", """
SALE DEED
This sale deed is made at Bengaluru on 5 March 2024 BETWEEN Ramesh (the "Vendor") AND Lakshmi (the "Vendee").
WHEREAS the Vendor owns the property described in Schedule A;
AND WHEREAS the Vendor agreed to sell it;
NOW THIS DEED WITNESSETH AS UNDER:
1. That the full price has been received from the Vendee.
2. That the Vendor has delivered possession.
IN WITNESS WHEREOF the parties have signed.
WITNESSES:
1. Suresh
2. Mahesh
SCHEDULE A
(Description of the Property)
Part I
All that piece of land bearing Survey No. 123.
Part II
Bounded on the North by road.
ANNEXURE 1
Copy of the Encumbrance Certificate.
""", ["1", "2", "SCHEDULE A", "SCHEDULE A > Part I", "SCHEDULE A > Part II", "ANNEXURE 1"]),

    ("each Schedule numbers its Parts afresh (no 'repair' across schedules)", "in_deed", """
1. That the Vendee has paid.
SCHEDULE A
Part I
The land.
Part II
The building.
SCHEDULE B
Part I
The fixtures.
""", ["1", "SCHEDULE A", "SCHEDULE A > Part I", "SCHEDULE A > Part II", "SCHEDULE B", "SCHEDULE B > Part I"]),

    ("F6 after a roman list, 1.3 returns two levels up", "in_deed", """
1. TERMS
1.2 The price includes:
(a) the land cost, namely:
(i) the plot; and
(ii) the road share;
(b) the building cost.
1.3 The price is fixed.
""", ["1", "1 > 1.2", "1 > 1.2 > (a)", "1 > 1.2 > (a) > (i)", "1 > 1.2 > (a) > (ii)", "1 > 1.2 > (b)",
      "1 > 1.3"]),

    ("E3 junk before a marker is stripped", "my_statute", """
1. (1) This Act is called the Employment (Amendment) Act 2000.
~' (2) This Act starts on a day the Minister names.
""", ["1", "1 > (1)", "1 > (2)"]),

    ("E7 spaces inside the brackets", "ph_statute", """
SEC. 2. Scope. – This Act applies to:
( a) banks;
(b ) insurers; and
( c ) brokers.
""", ["SEC. 2", "SEC. 2 > (a)", "SEC. 2 > (b)", "SEC. 2 > (c)"]),

    ("B5 Malaysian shoulder headings above a section name the section", "my_statute", """
PART I
PRELIMINARY
Short title
1. (1) The short title of this Act is the Housing Act 1990.
(2) This Act comes into force on a date to be appointed.
Interpretation
2. In this Act, except where the context calls for another meaning—
"building" means a structure of any kind;
"workman" means any person employed.
""", ["PART I", "PART I > 1", "PART I > 1 > (1)", "PART I > 1 > (2)", "PART I > 2"]),

    ("C5 a definition's limbs (a) (b) under 'employer' are section 2's text, and so is the next definition",
     "my_statute", """
2. In this Act—
"employer" means—
(a) any person who employs a worker; or
(b) the manager of an estate;
"workman" means any person employed.
3. This Act applies to West Malaysia.
""", ["2", "3"]),

    ("D3 a deleted placeholder section keeps its place in the numbering", "my_statute", """
44. The Director General may issue directions.
44A. (Deleted by Act A1651).
45. Any person who fails to comply commits an offence.
""", ["44", "44A", "45"]),

    ("PH statute with Chapters, sections, items and an (aa) deeper level", "ph_statute", """
CHAPTER II
PUNISHABLE ACTS
SEC. 4. Cybercrime Offenses. – Each act listed below is a cybercrime offense:
(c) Content-related Offenses:
(3) Unsolicited Commercial Communications. – Sending advertising messages is barred unless:
(i) The recipient agreed in advance; or
(ii) The message mainly informs existing customers.
(4) Libel. – Defamation published by means of a computer system.
SEC. 5. Other Offenses. – These acts are offenses as well:
""", ["CHAPTER II", "CHAPTER II > SEC. 4", "CHAPTER II > SEC. 4 > (c)", "CHAPTER II > SEC. 4 > (c) > (3)",
      "CHAPTER II > SEC. 4 > (c) > (3) > (i)", "CHAPTER II > SEC. 4 > (c) > (3) > (ii)",
      "CHAPTER II > SEC. 4 > (c) > (4)", "CHAPTER II > SEC. 5"]),

    ("Malaysian Parts with sections, subsections and paragraphs", "my_statute", """
PART II
HOUSING
3. (1) Every employer shall provide housing.
(2) The Director General may, having regard to—
(a) the number of workers;
(b) the locality; and
(c) the cost,
exempt an employer from subsection (1).
4. No employer shall charge rent.
PART III
AMENITIES
5. Every employer shall provide water.
""", ["PART II", "PART II > 3", "PART II > 3 > (1)", "PART II > 3 > (2)", "PART II > 3 > (2) > (a)",
      "PART II > 3 > (2) > (b)", "PART II > 3 > (2) > (c)", "PART II > 4", "PART III", "PART III > 5"]),

    ("deed headings on their own line above the clause", "in_deed", """
1. That the Vendee has paid the consideration.
POSSESSION
2. That the Vendor has delivered vacant possession.
INDEMNITY
3. That the Vendor shall indemnify the Vendee.
""", ["1", "2", "3"]),

    ("a roman list opening under a digit item, then the digits continue", "ph_statute", """
SEC. 7. Penalties. – The following penalties apply:
(a) For offenses under Section 4:
(1) imprisonment of:
(i) six years; or
(ii) twelve years;
(2) a fine of no less than Two hundred thousand pesos.
(b) For other offenses, a fine.
""", ["SEC. 7", "SEC. 7 > (a)", "SEC. 7 > (a) > (1)", "SEC. 7 > (a) > (1) > (i)", "SEC. 7 > (a) > (1) > (ii)",
      "SEC. 7 > (a) > (2)", "SEC. 7 > (b)"]),

    ("(x) after (w) is a letter; (x) after (ix) is roman", "ph_statute", """
SEC. 8. Duties. – The Office shall:
(w) keep a register;
(x) publish reports listing:
(i) cases;
(ii) fines;
(iii) appeals;
(iv) pardons;
(v) arrests;
(vi) warrants;
(vii) seizures;
(viii) forfeitures;
(ix) dismissals; and
(x) convictions;
(y) perform other functions.
""", ["SEC. 8", "SEC. 8 > (w)", "SEC. 8 > (x)"] + [f"SEC. 8 > (x) > ({r})" for r in
      ("i", "ii", "iii", "iv", "v", "vi", "vii", "viii", "ix", "x")] + ["SEC. 8 > (y)"]),

    ("E7 a bracket lost to OCR: `g)` continues the open list, `a)` opens none", "ph_statute", f"""
{S}
(f) Fee refers to a charge;
g) Game refers to a contest;
(h) Holder refers to a bearer.
SEC. 4. Scope. – This Act applies to all persons.
a) This line only looks like an item.
""", ["SEC. 3", "SEC. 3 > (f)", "SEC. 3 > (g)", "SEC. 3 > (h)", "SEC. 4"]),

    ("D1 a quoted inserted structure stays in the amending unit; the next section closes it", "my_statute", """
6. The principal Act is amended in section 31—
(a) by substituting, in subsection (1), the words “wage period” for the word “month”; and
(b) by adding after subsection (2) the following subsections:
“(3) In this Part, “approved
lender” includes—
(a) a co-operative society; and
(b) a credit union.
(4) The Minister may vary this section by order.”.
7. Subsection 31A(3) of the principal Act is deleted.
""", ["6", "6 > (a)", "6 > (b)", "7"]),

    ("D6 a quoted section whose close was lost ends at the amending Act's next section", "ph_statute", """
SECTION 1. Republic Act No. 9999 is amended so that its Section 21 reads as follows:
"SEC. 21. Safekeeping of Evidence. – The Agency shall hold what is seized:
"(1) The arresting officers shall list every item taken;
"(2) Within twenty-four (24) hours the items shall be tested
SECTION 2. Effectivity. – This Act shall take effect after publication.
""", ["SECTION 1", "SECTION 2"]),

    ("A13 an explanatory statement restarts numbering outside the Act", "my_statute", """
45. Section 99 of the principal Act is deleted.
46. Any complaint pending shall be dealt with under the principal Act.
EXPLANATORY STATEMENT
This Bill proposes changes to the Employment Act 1955.
2. Clause 1 sets out the short title.
3. Clause 2 amends section 2.
""", ["45", "46", "EXPLANATORY STATEMENT", "EXPLANATORY STATEMENT > 2", "EXPLANATORY STATEMENT > 3"]),

    ("OCR look-alikes and garbled markers are repaired by the sequence: (q) (©) th) () (jy)", "ph_statute", f"""
{S}
(a) Access refers to the instruction;
(b) Alteration refers to the modification;
(©) Communication refers to the transmission;
(d) Computer refers to a device;
(c) Data refers to a representation;
(f) File refers to a record;
(q) Game refers to a contest;
th) Holder refers to a bearer;
() Interception refers to listening;
(jy) Judge refers to a magistrate.
""", ["SEC. 3"] + [f"SEC. 3 > ({x})" for x in "abcdefghij"]),

    ("OCR numbers: SECTION FL., SEC, 2., CHAPTER IIT / I / Y repaired where the sequence agrees", "ph_statute", """
CHAPTER II
PUNISHABLE ACTS
SECTION FL. Short Title. – This Act is the Data Act.
SEC, 2. Offenses. – The following are offenses.
CHAPTER IIT
PENALTIES
SEC. 3. Penalties. – The penalties are these.
CHAPTER IIT
SEC. 4. Venue. – The venue is Manila.
CHAPTER I
SEC. 5. Fees. – The fees are these.
CHAPTER Y
SEC. 6. Effectivity. – This Act takes effect at once.
""", ["CHAPTER II", "CHAPTER II > SECTION 1", "CHAPTER II > SEC. 2", "CHAPTER III", "CHAPTER III > SEC. 3",
      "CHAPTER III > SEC. 4", "CHAPTER IV", "CHAPTER IV > SEC. 5", "CHAPTER V", "CHAPTER V > SEC. 6"]),

    ("a generic contract falls back to numbered headings", "generic", """
1. Definitions
1.1 Agreement means this contract.
1.2 Services means the work.
2. Payment
2.1 The Client shall pay within 30 days.
""", ["1", "1 > 1.1", "1 > 1.2", "2", "2 > 2.1"]),
]


@pytest.mark.parametrize("name,family,snippet,expected", CASES, ids=[c[0][:40] for c in CASES])
def test_units_land_under_their_full_path(name: str, family: str | None, snippet: str, expected: list[str]) -> None:
    assert paths(snippet, family) == expected


def test_there_are_at_least_forty_hard_cases() -> None:
    assert len(CASES) + 6 >= 40  # the six below (test_parse_details.py) assert paths too
