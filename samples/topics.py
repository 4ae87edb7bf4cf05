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
    records: str  # what Section 12 makes service providers preserve
    q_def: str  # a question answered by definition (i); {act} is replaced by "Republic Act No. N"
    q_a1: str  # a question answered by Section 4 (a)(1)
    q_records: str  # a question answered by Section 12


COMPUTER = PhTopic(
    short_title="Computer Misuse Prevention Act",
    long_title="AN ACT DEFINING COMPUTER MISUSE OFFENSES, PROVIDING FOR THE PREVENTION, INVESTIGATION AND "
               "SUPPRESSION THEREOF AND THE IMPOSITION OF PENALTIES THEREFOR, AND FOR OTHER PURPOSES",
    subject="computer misuse",
    system="computer system",
    data="computer data",
    agency="National Bureau of Digital Investigation",
    dept="Department of Information and Communications Technology",
    policy="The State holds that the information and communications industries are central to building the "
           "nation, and that computer systems, and the secrecy and soundness of the data stored in them, deserve "
           "the protection of the law. To that end, the State shall give itself the powers it needs to find, "
           "investigate and prosecute the misuse of computers, at home and by working together with other "
           "countries.",
    defs=(
        ("Access", "refers to giving commands to, exchanging signals with, putting data into, taking data out "
                   "of, or in any other way using what a computer system or communication network offers."),
        ("Alteration", "refers to any change, whether of form or of substance, made to existing computer data or "
                       "to a program."),
        ("Communication", "refers to the sending of information over networks, electronic mail and text "
                          "messages included."),
        ("Computer", "refers to a machine, whether electronic, magnetic, optical, electrochemical or of another "
                     "kind, that handles data by carrying out logical, arithmetic, routing or storage operations."),
        ("Computer data", "refers to facts, information or ideas set down in any form that a computer system "
                          "is able to work on, including a program that is able to make a computer system "
                          "carry out some function."),
        ("Computer program", "refers to a list of instructions that a computer carries out to produce a wanted "
                             "outcome."),
        ("Computer system", "refers to a single device, or a number of linked or related devices, at least one "
                            "of which works on data automatically as a program directs."),
        ("Interception", "refers to overhearing, taping, watching or tracking what is said in communications, "
                         "or getting hold of what data contain, whether directly or by entering and using a "
                         "computer system."),
        ("Service provider", "refers to any public or private body that lets the users of its service talk to "
                             "one another through a computer system, and to any other body that handles or "
                             "stores computer data for such a service or for its users."),
        ("Traffic data", "refers only to where a communication started and ended, the path it took, its time, "
                         "date, size and length, and the kind of service it used, never to what it said or who "
                         "took part in it."),
    ),
    offense_heading="Computer Misuse Offenses",
    offense_noun="computer misuse",
    group_a="Offenses that threaten the secrecy, soundness or availability of computer data and systems",
    offenses_a=(
        ("Illegal Access", "Entering all or part of a computer system when one has no right to do so."),
        ("Illegal Interception", "Capturing by technical means, with no right to do so, a transmission of "
                                 "computer data that is not public, sent to, from or inside a computer system."),
        ("Data Interference", "Changing, harming, erasing or degrading computer data, an electronic document or "
                              "an electronic data message, on purpose or recklessly and without right, for "
                              "instance by planting or spreading viruses."),
        ("System Interference", "Deliberately changing, or recklessly blocking or disturbing, the way a computer "
                                "or computer network runs by feeding in, sending, harming, erasing, degrading, "
                                "changing or holding back computer data or programs, or electronic documents, "
                                "with no right or authority."),
    ),
    offense_a6=("Domain Squatting", "Taking a domain name on the internet in bad faith, to make money from it, "
                                    "to mislead, to harm a reputation, or to keep others from registering it."),
    group_b="Computer-related Offenses",
    offenses_b=(
        ("Computer-related Forgery", "Entering, changing or erasing computer data without right so that false "
                                     "data results, meaning for it to be treated or relied upon in legal "
                                     "matters as though it were genuine."),
        ("Computer-related Fraud", "Entering, changing or erasing computer data or a program without authority, "
                                   "or meddling with how a computer system works, with intent to defraud and "
                                   "so causing loss."),
    ),
    group_c="Content-related Offenses",
    offenses_c=(
        ("Sextortion", "The use of a computer system to threaten the release of intimate images of a person in "
                       "order to obtain money, favors or further images."),
        ("Online Scams", "The deceitful offer through a computer system of goods, investments or prizes that do "
                         "not exist, for the purpose of obtaining money from the persons deceived."),
        ("Unsolicited Commercial Communications", "Sending commercial electronic messages by means of a "
         "computer system to promote goods and services, or to sell them or offer them for sale, is forbidden "
         "unless the person receiving them agreed to it beforehand, or the message chiefly tells the sender's "
         "present users, subscribers or customers about service or administrative matters, or the message "
         "gives the person receiving it an easy, working and dependable way to refuse, free of charge, any more "
         "commercial messages from that sender or from anyone sending on its behalf. No such message shall "
         "knowingly hide who sent it or where it came from, nor knowingly carry false or misleading content, "
         "whether in its subject line or anywhere else in it, as a lure to get the person receiving it to open "
         "and read it, and the sender shall keep for one (1) year a record of every request to opt out."),
    ),
    fine_words="Two hundred thousand pesos",
    fine="PhP200,000.00",
    libel_fine="Eight hundred thousand pesos (PhP800,000.00)",
    preserve="six (6) months",
    budget="Seventy-five million pesos (PhP75,000,000.00)",
    records="traffic data and subscriber details that a service provider holds about the communication "
            "services it supplies",
    q_def="How does {act} define interception?",
    q_a1="What counts as illegal access to a computer system under {act}?",
    q_records="How long must service providers keep traffic data under {act}?",
)

PAYMENTS = PhTopic(
    short_title="Electronic Payments Integrity Act",
    long_title="AN ACT PROTECTING THE INTEGRITY OF ELECTRONIC PAYMENT AND FUND TRANSFER SYSTEMS, PENALIZING "
               "FRAUD COMMITTED THROUGH THEM, AND APPROPRIATING FUNDS THEREFOR",
    subject="payment fraud",
    system="payment system",
    data="payment data",
    agency="Financial Crimes Investigation Office",
    dept="Monetary Supervisory Board",
    policy="The State recognizes that electronic payments have become the lifeblood of commerce and that the "
           "public must be able to trust them. It shall therefore protect payment systems, their operators and "
           "their users against fraud, theft of credentials and the diversion of funds, and shall hold to "
           "account every person who profits from such acts.",
    defs=(
        ("Account holder", "refers to a natural or juridical person in whose name a deposit, electronic money or "
                           "payment account is kept."),
        ("Authentication", "refers to the procedure by which an operator verifies the identity of a user or the "
                           "validity of a payment instruction, including one-time codes and biometric checks."),
        ("Credential", "refers to any password, code, card number, token or biometric record used to "
                       "authenticate an account holder."),
        ("Electronic money", "refers to monetary value stored electronically and accepted as a means of payment "
                             "by persons other than its issuer."),
        ("Fund transfer", "refers to the movement of funds from one account to another upon the instruction of "
                          "an account holder or a person claiming to act for one."),
        ("Money mule", "refers to a person who receives funds obtained through fraud into an account under his or "
                       "her control and moves them onward, whether or not for a fee."),
        ("Operator", "refers to any bank, electronic money issuer, clearing house or other entity that operates a "
                     "payment system or a part of one."),
        ("Payment instruction", "refers to an order, in whatever form, to place funds at the disposal of a "
                                "payee."),
        ("Phishing", "refers to the sending of a message that imitates a trusted sender in order to obtain "
                     "credentials or to induce a fund transfer."),
        ("Social engineering", "refers to the use of deceit, impersonation or pressure to induce a person to "
                               "reveal credentials or to authorize a payment instruction."),
    ),
    offense_heading="Payment Fraud Offenses",
    offense_noun="payment fraud",
    group_a="Offenses against accounts and credentials",
    offenses_a=(
        ("Account Takeover", "The use of another person's credentials, without right, to gain control of an "
                             "account and to issue payment instructions from it."),
        ("Credential Harvesting", "The collection of credentials of account holders by phishing, social "
                                  "engineering or any other deceitful means."),
        ("Mule Accounts", "The opening, renting, buying or selling of an account for the purpose of receiving "
                          "or moving funds obtained through any offense under this Act."),
        ("Transaction Tampering", "The alteration of the amount, payee or any other detail of a payment "
                                  "instruction after it has been authorized by the account holder."),
    ),
    offense_a6=("Skimming", "The copying of card data by a device attached to an automated teller machine, a "
                            "point-of-sale terminal or any similar machine."),
    group_b="Offenses of operators",
    offenses_b=(
        ("Concealment of Breach", "The failure of an operator to report to the Monetary Supervisory Board, within "
                                  "forty-eight (48) hours, a breach of its systems affecting account holders."),
        ("Negligent Authentication", "The processing of fund transfers by an operator without the authentication "
                                     "required by the rules issued under this Act."),
    ),
    group_c="Offenses by means of messages and content",
    offenses_c=(
        ("Impersonation of Operators", "The sending of messages that imitate the name, logo or number of an "
                                       "operator in order to obtain credentials."),
        ("Fake Payment Confirmations", "The making or sending of false confirmations of payment to induce the "
                                       "delivery of goods or services."),
        ("Investment Solicitations", "The solicitation through a payment system or any online platform of "
         "investments promising fixed or guaranteed returns is prohibited unless the solicitor holds a secondary "
         "license from the proper regulator and states the license number in every message, and the solicitor "
         "keeps a record of every person solicited, of every amount received and of every return paid. The "
         "solicitation shall not use the name of any operator or government agency without its written "
         "consent, nor state that any return is insured by the State, and the solicitor shall refund within "
         "thirty (30) days any amount received in breach of this paragraph."),
    ),
    fine_words="Three hundred thousand pesos",
    fine="PhP300,000.00",
    libel_fine="One million pesos (PhP1,000,000.00)",
    preserve="one (1) year",
    budget="One hundred million pesos (PhP100,000,000.00)",
    records="transaction logs, authentication records and account opening documents kept by an operator",
    q_def="What is a payment instruction under {act}?",
    q_a1="Is taking over someone else's payment account with their password an offense under {act}?",
    q_records="How long must operators keep transaction logs under {act}?",
)

PRIVACY = PhTopic(
    short_title="Personal Information Security Act",
    long_title="AN ACT SECURING PERSONAL INFORMATION IN INFORMATION AND COMMUNICATIONS SYSTEMS, CREATING "
               "OFFENSES FOR ITS UNLAWFUL PROCESSING AND DISCLOSURE, AND FOR OTHER PURPOSES",
    subject="data protection",
    system="processing system",
    data="personal information",
    agency="Office of the Information Security Commissioner",
    dept="Department of Information and Communications Technology",
    policy="The State shall guard every person's basic right to keep his or her communications private, and "
           "shall at the same time let information move freely so that new ideas and the economy can grow. "
           "The State holds that information kept by the government and by private persons must be kept safe "
           "and correct and used only for the purposes for which it was gathered.",
    defs=(
        ("Consent", "refers to a free, specific and informed sign by which a data subject says yes to the "
                    "processing of personal information about him or her."),
        ("Controller", "refers to a person or organization who controls the collection, holding, processing or "
                       "use of personal information."),
        ("Data subject", "refers to the individual whom processed personal information is about."),
        ("Filing system", "refers to any collection of information about natural persons arranged so that "
                          "details about one particular person can be found easily."),
        ("Personal information", "refers to any information that shows who an individual is or from which that "
                                 "can fairly and directly be worked out."),
        ("Processing", "refers to anything done with personal information, such as gathering, recording, "
                       "storing, retrieving, using, disclosing or erasing it."),
        ("Processor", "refers to any person to whom a controller outsources the processing of personal "
                      "information."),
        ("Security incident", "refers to an event that affects or tends to affect the confidentiality, "
                              "integrity or availability of personal information."),
        ("Sensitive information", "refers to information about an individual's health, ethnic origin, religion, "
                                  "political affiliation, genetic data or government-issued identifiers."),
        ("Third party", "refers to any person other than the data subject, the controller and the processor."),
    ),
    offense_heading="Unlawful Processing Offenses",
    offense_noun="unlawful processing",
    group_a="Offenses against the security of personal information",
    offenses_a=(
        ("Unauthorized Processing", "Processing personal information when the data subject has not agreed to "
                                    "it and neither this Act nor any other law allows it."),
        ("Access due to Negligence", "Letting, through carelessness, a person who has no authority to see "
                                     "personal information get at it."),
        ("Improper Disposal", "Throwing away records that hold personal information in a place open to the "
                              "public, or in a rubbish bin, without destroying them first."),
        ("Concealment of Security Breaches", "The intentional failure of a controller to notify the "
                                             "Commissioner and the affected data subjects of a security "
                                             "incident involving sensitive information."),
    ),
    offense_a6=("Unauthorized Disclosure", "The disclosure by a controller or processor, to a third party, of "
                                           "personal information without the consent of the data subject."),
    group_b="Offenses of controllers and processors",
    offenses_b=(
        ("Processing for Unauthorized Purposes", "The processing of personal information for purposes not "
                                                 "declared to the data subject or not allowed by law."),
        ("Malicious Disclosure", "Revealing, out of malice or in bad faith, false or uncalled-for "
                                 "information about a data subject."),
    ),
    group_c="Offenses relating to the publication of personal information",
    offenses_c=(
        ("Doxxing", "The publication of the home address, telephone number or whereabouts of a person with "
                    "intent to expose him or her to harassment."),
        ("Sale of Personal Information", "The sale or offer for sale of personal information collected for "
                                         "another purpose."),
        ("Profiling without Notice", "The use of personal information to build profiles of data subjects for "
         "marketing, credit scoring or political messaging is prohibited unless the data subjects were told "
         "of the profiling in clear language at the time of collection, were given a simple means to object "
         "to it, and were not denied any service for objecting. The controller shall keep a record of the "
         "sources of the information used, of the categories of profiles built and of every objection "
         "received, and shall give a data subject, upon request and free of charge, a copy of the profile kept "
         "about him or her within fifteen (15) working days."),
    ),
    fine_words="Five hundred thousand pesos",
    fine="PhP500,000.00",
    libel_fine="Six hundred thousand pesos (PhP600,000.00)",
    preserve="three (3) years",
    budget="Forty million pesos (PhP40,000,000.00)",
    records="access logs and records of consent kept by a controller or processor",
    q_def="What is a security incident under {act}?",
    q_a1="Is processing personal information without consent an offense under {act}?",
    q_records="How long must controllers keep records of consent under {act}?",
)

PH_TOPICS = [COMPUTER, PAYMENTS, PRIVACY]
