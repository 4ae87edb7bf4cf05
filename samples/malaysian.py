"""A Malaysian-style principal Act: PART I > 12. > (1) > (a) > (i), schedules, and amendment notes."""

from __future__ import annotations

import random

from samples.units import Built, Plain, Unit

SUBJECTS = [  # title, worker, workers, agency, agencies, "an"/"a" before agency
    ("DOMESTIC WORKERS WELFARE ACT", "domestic worker", "domestic workers", "employment agency",
     "employment agencies", "an"),
    ("HOME CARE WORKERS PROTECTION ACT", "home care worker", "home care workers", "care placement agency",
     "care placement agencies", "a"),
]


def _s(label: str, heading: str, text: str = "", children: list[Unit] | None = None, status: str = "in_force",
       note: str = "") -> Unit:
    return Unit(label, "my_section", heading, text, children or [], status=status, note=note)


def _i(label: str, text: str = "", children: list[Unit] | None = None, status: str = "in_force",
       note: str = "") -> Unit:
    return Unit(label, "item", "", text, children or [], status=status, note=note)


def build_malaysian(name: str, rng: random.Random, act_no: int = 861, amend: str = "Act A1754",
                    year: int = 2026) -> Built:
    title, worker, workers, agency, agencies, an = rng.choice(SUBJECTS)
    short = f"{title.title()} {year}"
    fine = rng.choice(["fifty thousand ringgit", "thirty thousand ringgit", "one hundred thousand ringgit"])
    head = [
        Plain("LAWS OF MALAYSIA", "center", True, 2, 0),
        Plain(f"Act {act_no}", "center", True, 0, 8),
        Plain(f"{title} {year}", "center", True, 1, 10),
        Plain(f"An Act to provide for the registration of {agencies}, the protection of {workers} and for "
              f"matters connected therewith.", "left", False, 0, 14),
        Plain(f"[{rng.randint(1, 28)} {rng.choice(['March', 'June', 'September'])} {year}]", "center", False, 0, 6),
        Plain("ENACTED by the Parliament of Malaysia as follows:", "left", False, 0, 10),
    ]
    part1 = Unit("PART I", "chapter", "PRELIMINARY", children=[
        _s("1.", "Short title and commencement", children=[
            _i("(1)", f"This Act may be cited as the {short}."),
            _i("(2)", "This Act starts to operate on the date that the Minister fixes by a notification "
                      "published in the Gazette."),
        ]),
        _s("2.", "Interpretation", children=[
            _i("(1)", "In this Act, except where the context calls for another meaning—\n"
                      f"\"{{d:{worker}}}\" means any person employed wholly or mainly in or about a private "
                      f"dwelling house to cook, clean, care for children, the sick or the elderly, or do other "
                      f"household work;\n"
                      f"\"{{d:employer}}\" means any person who engages a {worker} under a contract of service;\n"
                      f"\"{{d:{agency}}}\" means any person who, for a fee, finds {workers} for employers or "
                      f"employers for {workers};\n"
                      "\"{d:Director General}\" means the officer holding the post of Director General of "
                      "Labour;\n"
                      "\"{d:wages}\" means basic wages and all other payments in cash payable to a worker for "
                      "work done under a contract of service, but does not include the value of food or "
                      "accommodation supplied;\n"
                      "\"{d:workman}\" means any person bound to an employer by a contract of service, "
                      "however much or little the wages may be."),
            _i("(2)", f"A reference in this Act to a {worker} includes a person serving a period of probation.",
               status="inserted", note=f"[Ins. {amend}]"),
        ]),
    ])
    part2 = Unit("PART II", "chapter", f"REGISTRATION OF {agencies.upper()}", children=[
        _s("3.", f"{agency.capitalize()} to be registered", children=[
            _i("(1)", f"No person shall carry on the business of {an} {agency} unless he is registered under this "
                      f"Act."),
            _i("(2)", f"A person who acts against {{r:subsection (1)}} is guilty of an offence and, once "
                      f"convicted, may be fined up to {fine} or sent to prison for up to two years, or "
                      f"both."),
        ]),
        _s("4.", "Application for registration", children=[
            _i("(1)", "An application for registration shall be made to the Director General and shall be "
                      "accompanied by—", children=[
                _i("(a)", "the fee prescribed in the {r:First Schedule};"),
                _i("(b)", "a copy of the applicant's certificate of incorporation; and"),
                _i("(c)", "evidence that the applicant has—", children=[
                    _i("(i)", "an office in Malaysia open to the public on working days;"),
                    _i("(ii)", "a paid-up capital of not less than two hundred thousand ringgit; and"),
                    _i("(iii)", "a security deposit lodged with the Director General."),
                ]),
            ]),
            _i("(2)", "The Director General shall decide on the application within sixty days of receiving it."),
        ]),
        _s("5.", "Refusal of registration", "The Director General may refuse to register an applicant who has "
           "been convicted of an offence involving fraud or dishonesty, or whose registration was revoked within "
           "the preceding three years."),
        _s("6.", "", status="deleted", note=f"[Deleted by {amend}]"),
    ])
    part3 = Unit("PART III", "chapter", f"PROTECTION OF {workers.upper()}", children=[
        _s("7.", "Contract of service", children=[
            _i("(1)", f"Every contract of service for a {worker} shall be in writing and signed by both "
                      f"parties."),
            _i("(2)", "The contract shall state the particulars set out in the {r:Second Schedule}."),
        ]),
        _s("8.", "Payment of wages", children=[
            _i("(1)", f"An employer shall pay the wages of a {worker} within seven days after each wage "
                      f"period ends, and no wage period shall be longer than one month.",
               status="substituted", note=f"[Subs. {amend}]"),
            _i("(2)", "Wages shall be paid into an account with a bank in the name of the worker."),
        ]),
        _s("9.", "Rest day", f"Every {worker} shall be allowed in each week a rest day of one whole day, and an "
           f"employer who requires a {worker} to work on a rest day shall pay twice the ordinary rate of pay."),
        _s("10.", "Hours of work", f"A {worker} shall not be required to work for more than ten hours in a day, "
           f"and shall be allowed a continuous period of rest of not less than eight hours in every day."),
        _s("11.", "Termination of contract", "Either party may terminate a contract of service by giving "
           "the other one month's notice in writing, or by paying wages in lieu of notice."),
        _s("12.", "Duties of employer", children=[
            _i("(1)", "Every employer shall—", children=[
                _i("(a)", f"provide the {worker} with—", children=[
                    _i("(i)", "adequate food, not less than three meals a day;"),
                    _i("(ii)", "accommodation with a room or space that affords privacy and is protected from "
                               "the weather; and"),
                    _i("(iii)", "reasonable means to communicate with family members;"),
                ]),
                _i("(b)", f"not keep the passport or identity document of the {worker} against the "
                          f"{worker}'s will; and"),
                _i("(c)", f"insure the {worker} against accident and injury arising out of employment."),
            ]),
            _i("(2)", f"An employer who acts against {{r:paragraph (1)(b)}} is guilty of an offence and, "
                      f"once convicted, may be fined up to {fine}."),
        ]),
        _s("12A.", "Medical care", f"An employer shall bear the cost of medical treatment of a {worker} for any "
           f"illness or injury suffered during the period of employment.", status="inserted",
           note=f"[Ins. {amend}]"),
    ])
    part4 = Unit("PART IV", "chapter", "MISCELLANEOUS", children=[
        _s("13.", "Powers of inspection", f"An officer given written authority by the Director General may at "
           f"any reasonable time enter the premises of {an} {agency} to inspect its registers, and may interview any "
           f"{worker} in private."),
        _s("14.", "Regulations", children=[
            _i("(1)", "The Minister may make regulations for carrying into effect the provisions of this Act."),
            _i("(2)", "Without prejudice to the generality of {r:subsection (1)}, regulations may prescribe the "
                      "fees payable under this Act and amend the {r:First Schedule}."),
        ]),
    ])
    sched1 = Unit("FIRST SCHEDULE", "schedule", "FEES", "[{r:Section 4}]", children=[
        Unit("1.", "subclause", "", f"Application for registration of {an} {agency}: one thousand ringgit."),
        Unit("2.", "subclause", "", "Renewal of registration, for each year: five hundred ringgit."),
        Unit("3.", "subclause", "", "Replacement of a lost certificate of registration: fifty ringgit."),
    ])
    sched2 = Unit("SECOND SCHEDULE", "schedule", "PARTICULARS OF CONTRACT OF SERVICE", "[{r:Subsection 7(2)}]",
                  children=[
        Unit("1.", "subclause", "", "Names and addresses of the employer and of the worker."),
        Unit("2.", "subclause", "", "The wages, the wage period and the manner of payment."),
        Unit("3.", "subclause", "", "The hours of work, the rest day and the annual leave."),
        Unit("4.", "subclause", "", "The period of notice for termination of the contract."),
    ])
    act = short
    questions = [
        (f"What is the short title of the {act}?", ("PART I", "1", "(1)")),
        (f"Who is a {worker} under the {act}?", ("PART I", "2", "(1)")),
        (f"Does a {worker} on probation count under the {act}?", ("PART I", "2", "(2)")),
        (f"What is the penalty for running an unregistered {agency} under the {act}?", ("PART II", "3", "(2)")),
        (f"What must accompany an application to register {an} {agency} under the {act}?",
         ("PART II", "4", "(1)")),
        (f"How much paid-up capital must {an} {agency} have under the {act}?", ("PART II", "4", "(1)", "(c)",
                                                                              "(ii)")),
        (f"When must an employer pay wages to a {worker} under the {act}?", ("PART III", "8", "(1)")),
        (f"How long may a {worker} be required to work each day under the {act}?", ("PART III", "10")),
        (f"Can an employer keep the passport of a {worker} under the {act}?", ("PART III", "12", "(1)", "(b)")),
        (f"Who pays for the medical treatment of a {worker} under the {act}?", ("PART III", "12A")),
        (f"What is the fee to register {an} {agency} under the {act}?", ("FIRST SCHEDULE", "1")),
        (f"What particulars must a contract of service state under the {act}?", ("SECOND SCHEDULE",)),
    ]
    anchors = {"defs": ("PART I", "2", "(1)"), "wages": ("PART III", "8", "(1)"),
               "apply": ("PART II", "4", "(1)")}
    return Built(name, "my_statute", f"{title} {year} (Act {act_no})", head + [part1, part2, part3, part4, sched1,
                                                                               sched2],
                 f"Laws of Malaysia – Act {act_no}", "{page}", questions, anchors, "")
