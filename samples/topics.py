"""Subject matter for generated statutes: each topic fills the same skeleton with its own words (our own texts)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class PhTopic:
    short_title: str
    long_title: str
    subject: str
    system: str
    data: str
    agency: str
    dept: str
    policy: str
    defs: tuple[tuple[str, str], ...]  # 10 terms: (a)-(g), then (i)-(k) around the fixed (h)
    offense_heading: str
    offense_noun: str
    group_a: str
    offenses_a: tuple[tuple[str, str], ...]  # (1)-(4)
    offense_a6: tuple[str, str]
    group_b: str
    offenses_b: tuple[tuple[str, str], ...]
    group_c: str
    offenses_c: tuple[tuple[str, str], ...]  # (1)-(3); (3) is long, so the one-line (4) Libel follows it
    fine_words: str
    fine: str
    libel_fine: str
    preserve: str
    budget: str
    q_def: str  # a question answered by definition (i)
    q_a1: str  # a question answered by Section 4 (a)(1)


COMPUTER = PhTopic(
    short_title="Computer Misuse Prevention Act of 2027",
    long_title="AN ACT DEFINING COMPUTER MISUSE OFFENSES, PROVIDING FOR THE PREVENTION, INVESTIGATION AND "
               "SUPPRESSION THEREOF AND THE IMPOSITION OF PENALTIES THEREFOR, AND FOR OTHER PURPOSES",
    subject="computer misuse",
    system="computer system",
    data="computer data",
    agency="National Bureau of Digital Investigation",
    dept="Department of Information and Communications Technology",
    policy="The State recognizes the vital role of information and communications industries in nation-building "
           "and the need to protect the integrity of computer systems and the confidentiality of the data they "
           "hold. Towards this end, the State shall adopt sufficient powers to detect, investigate and prosecute "
           "the misuse of computers, both domestically and through arrangements for international cooperation.",
    defs=(
        ("Access", "refers to the instruction, communication with, storing data in, retrieving data from, or "
                   "otherwise making use of any resources of a computer system or communication network."),
        ("Alteration", "refers to the modification or change, in form or substance, of an existing computer data "
                       "or program."),
        ("Communication", "refers to the transmission of information through networks, including electronic "
                          "mail and text messages."),
        ("Computer", "refers to an electronic, magnetic, optical, electrochemical, or other data processing "
                     "device performing logical, arithmetic, routing, or storage functions."),
        ("Computer data", "refers to any representation of facts, information, or concepts in a form suitable "
                          "for processing in a computer system, including a program suitable to cause a "
                          "computer system to perform a function."),
        ("Computer program", "refers to a set of instructions executed by the computer to achieve the intended "
                             "result."),
        ("Computer system", "refers to any device or group of interconnected or related devices, one or more "
                            "of which, pursuant to a program, performs automated processing of data."),
        ("Interception", "refers to listening to, recording, monitoring or surveillance of the content of "
                         "communications, including procuring of the content of data, either directly or "
                         "through access and use of a computer system."),
        ("Service provider", "refers to any public or private entity that provides to users of its service the "
                             "ability to communicate by means of a computer system, and any other entity that "
                             "processes or stores computer data on behalf of such service or its users."),
        ("Traffic data", "refers only to the communication's origin, destination, route, time, date, size, "
                         "duration, or type of underlying service, but not its content or the identities of "
                         "the persons involved."),
    ),
    offense_heading="Computer Misuse Offenses",
    offense_noun="computer misuse",
    group_a="Offenses against the confidentiality, integrity and availability of computer data and systems",
    offenses_a=(
        ("Illegal Access", "The access to the whole or any part of a computer system without right."),
        ("Illegal Interception", "The interception made by technical means without right of any non-public "
                                 "transmission of computer data to, from, or within a computer system."),
        ("Data Interference", "The intentional or reckless alteration, damaging, deletion or deterioration of "
                              "computer data, electronic document, or electronic data message, without right, "
                              "including the introduction or transmission of viruses."),
        ("System Interference", "The intentional alteration or reckless hindering or interference with the "
                                "functioning of a computer or computer network by inputting, transmitting, "
                                "damaging, deleting, deteriorating, altering or suppressing computer data or "
                                "program without right or authority."),
    ),
    offense_a6=("Domain Squatting", "The acquisition of a domain name over the internet in bad faith to profit, "
                                    "mislead, destroy reputation, and deprive others from registering the same."),
    group_b="Computer-related Offenses",
    offenses_b=(
        ("Computer-related Forgery", "The input, alteration, or deletion of any computer data without right "
                                     "resulting in inauthentic data with the intent that it be considered or "
                                     "acted upon for legal purposes as if it were authentic."),
        ("Computer-related Fraud", "The unauthorized input, alteration, or deletion of computer data or program "
                                   "or interference in the functioning of a computer system, causing damage "
                                   "thereby with fraudulent intent."),
    ),
    group_c="Content-related Offenses",
    offenses_c=(
        ("Sextortion", "The use of a computer system to threaten the release of intimate images of a person in "
                       "order to obtain money, favors or further images."),
        ("Online Scams", "The deceitful offer through a computer system of goods, investments or prizes that do "
                         "not exist, for the purpose of obtaining money from the persons deceived."),
        ("Unsolicited Commercial Communications", "The transmission of commercial electronic communication with "
         "the use of a computer system which seeks to advertise, sell, or offer for sale products and services "
         "is prohibited unless there is prior affirmative consent from the recipient, or the primary intent of "
         "the communication is for service or administrative announcements from the sender to its existing "
         "users, subscribers or customers, or the communication contains a simple, valid and reliable way for "
         "the recipient to reject the receipt of further commercial electronic messages from the same source. "
         "The commercial electronic communication shall not purposely disguise its source, nor purposely "
         "include misleading information in any part of the message in order to induce the recipients to read "
         "the message, and the sender shall keep for one (1) year a record of every request to opt out."),
    ),
    fine_words="Two hundred thousand pesos",
    fine="PhP200,000.00",
    libel_fine="Eight hundred thousand pesos (PhP800,000.00)",
    preserve="six (6) months",
    budget="Seventy-five million pesos (PhP75,000,000.00)",
    q_def="How does the Computer Misuse Prevention Act define interception?",
    q_a1="What is illegal access to a computer system?",
)

PH_TOPICS = [COMPUTER]
