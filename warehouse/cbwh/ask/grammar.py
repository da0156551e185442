"""The question language: constructions that combine freely, each one reading one piece of spec.

    anchor     the owner of the pet named 'X' | the owner of the vehicle with license plate 'X'
               | the user whose internet username is 'X' | whoever owns the dog 'X' ...
    predicate  live in the same state as <anchor> | share the same blood type as <anchor>
               | do not own any pets | own at least 2 vehicles | hold a Mastercard | started their job in 2025 ...
    group      <head> <clause>*: residents of the same city as <anchor>, vehicle owners living in ...,
               Mastercard holders who ..., the top 15 people by total bank balance who ...
    ranking    the most vehicles | the highest total bank balance | the oldest | whose policy expires first ...
    tie        If there's a tie (for <ranking>), <key> | Break ties by <key> | (using <key> as a tiebreaker) ...
    subject    the person with <ranking> among <group> (<tie>) | the oldest person among <group> | whoever ...
    question   name:    Among <group>, who <ranking|predicate>? | Who <ranking> among <group>? | Which <group> ...
               compare: Who <comparative>: <subject> or <subject>? | Between A and B, who ...? | Compare A with B: ...
               balance: What is the total bank balance of <subject> (and <subject>)?
               count:   How many <records> does <subject> have? | Counting <records> together, how many ...

Every rule returns all its readings (`cbwh.ask.parser`); a question is accepted only when
exactly one distinct spec reads all of it. The words themselves live in `cbwh.spec.words`.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, replace
from typing import Any, Literal, assert_never

from cbwh.ask.parser import Parser, Phrases, rule
from cbwh.ask.tokens import END, NUMBER, PUNCT, STRING, WORD
from cbwh.compile.sources import ATTRIBUTES
from cbwh.compile.sources import RECORDS as RECORD_TABLES
from cbwh.spec import words as W
from cbwh.spec.doubts import DATE_GRAIN, kind_expiry, tied_dates
from cbwh.spec.model import (
    ANCHORED_STEPS,
    Anchor,
    AnchorKind,
    Attribute,
    BalanceOf,
    Compare,
    CountIs,
    CurrentJobStartedIn,
    Holds,
    Key,
    Metric,
    NameOf,
    Order,
    OtherThan,
    Output,
    OwnerOf,
    Pick,
    RecordCount,
    Records,
    SameAs,
    StateLeader,
    Step,
    TopN,
    map_picks,
    output_picks,
)
from cbwh.tuples import Frozen, NamedTuple

Measure = Records | Metric
Steps = tuple


# --- phrase tables (all words from cbwh.spec.words) -----------------------------------

def _words(phrases: W.Said, what: str) -> Phrases[None]:
    return Phrases.words(phrases, what)


RECORDS = Phrases.of({r: n.all for r, n in W.RECORD_NOUNS.items()}, "a kind of record such as 'vehicles' or 'pets'")
RECORD_ONE = Phrases.of({r: n.singular for r, n in W.RECORD_NOUNS.items()}, "a kind of record such as 'vehicle'")
HOLDERS = Phrases.of({r: n.all for r, n in W.HOLDER_NOUNS.items()}, "'cardholders' or 'patients'")
ACCOUNT_HOLDERS = _words(W.ACCOUNT_HOLDERS.all, "'account holders'")
ATTRS = Phrases.of({a: W.ATTRIBUTE_NOUNS[a] + W.HOME_PLACE_NOUNS.get(a, ()) for a in W.ATTRIBUTE_NOUNS},
                   "an attribute such as 'state' or 'blood type'")  # (a place also by its home nouns: 'home state')
PLACES = Phrases.of({a: W.ATTRIBUTE_NOUNS[a] + W.HOME_PLACE_NOUNS[a] for a in W.PLACES}, "'state' or 'city'")
LIVES_IN = _words(W.LIVES_IN, "'lives in'")
THERE = _words(W.THERE, "'there'")
URLS = _words(W.URL_NOUNS, "'URL' or 'website'")
EXPIRY = _words(W.ATTRIBUTE_NOUNS[Attribute.CARD_EXPIRY] + W.CARD_EXPIRY_AFTER_CARD, "'expiry date'")
CARD_EXPIRES_SAME = _words(W.CARD_EXPIRES_SAME, "'expires on the same date'")
CARD_OF_ANCHOR = _words(W.CARD_OF_ANCHOR, "'as a card of'")
RANK_NOUN = Phrases.of(W.RANK_NOUNS, "a ranking such as 'the most vehicles' or 'the highest total bank balance'")
RANK_ADJ = Phrases.of(W.RANK_ADJECTIVES, "a superlative such as 'oldest' or 'richest'")
TOP_N_LEAD = _words(W.TOP_N_LEADS, "'top'")
RANK_VERB = Phrases.of(W.RANK_VERBS, "a ranking such as 'has the most pets' or 'is the oldest'")
RANK_WHOSE = Phrases.of(W.RANK_WHOSE, "a ranking such as 'insurance policy expires first'")
_BIRTH_LATER = tuple((order, Phrases.words(said, "'later' or 'earlier'")) for order, said in W.BIRTH_LATER.items())
_BIRTH_COMES = tuple((order, Phrases.words(said, "'comes first'")) for order, said in W.BIRTH_COMES.items())
EACH_TIE_RESOLVED = (W.EACH_TIE_RESOLVED[0], _words(W.EACH_TIE_RESOLVED[1], "'being resolved'"), W.EACH_TIE_RESOLVED[2],
                     _words(W.EACH_TIE_RESOLVED[3], "'in favour of'"))  # 'each selection being resolved, where tied, ...'
WHOSE_MORE = Phrases.of(W.WHOSE_MORE, "a comparison such as 'bank accounts hold more money'")
RANK_PART = Phrases.of(W.RANK_PARTICIPLES, "a ranking such as 'born first'")
RANK_BARE = Phrases.of(W.RANK_BARE, "a ranking such as 'total bank balance'")
CMP = Phrases.of(W.COMPARATIVES_READ, "a comparison such as 'owns more vehicles' or 'has a higher total bank balance'")
CMP_NOUN = Phrases.each(W.COMPARATIVES_READ, lambda phrases: tuple(
    p.split(" ", 2)[2] if p.split()[1] in ("a", "the") else p.split(" ", 1)[1] for p in phrases
    if p.split()[0] in ("has", "have")), "a comparison such as 'more vehicles'")  # (derived when first needed)
CMP_ADJ = Phrases.each(W.COMPARATIVES_READ, lambda phrases: tuple(
    p.split(" ", 1)[1] for p in phrases if p.split()[0] == "is" and len(p.split()) == 2), "a comparison such as 'older'")
CMP_WAS = Phrases.each(W.COMPARATIVES_READ, lambda phrases: tuple(  # ('born earlier', 'hired more recently': a terse
    p.split(" ", 1)[1] for p in phrases if p.split()[0] == "was"), "a comparison such as 'born earlier'")  # note's, e47s
BY_MEASURE = Phrases.of({Key(Metric.BALANCE, Order.HIGH): W.BALANCE_NOUNS,
                         Key(Metric.SALARY, Order.HIGH): W.SALARY_NOUNS,
                         **{Key(r, Order.HIGH): tuple(f"{w} {p}" for w in W.count_leads(r, "number|count")
                                                      for p in n.plural)
                            + tuple(f"{s} count" for s in n.singular) for r, n in W.RECORD_NOUNS.items()}},
                        "a measure such as 'total bank balance'")
_TARGETS: dict[Any, W.Said] = {
    # ('amount of pets', a28z; 'should their numbers of bank accounts be equal', c38k-held-79: two people's)
    **{r: n.all + tuple(f"{w} {p}" for w in W.count_leads(r, "number|numbers") for p in n.plural)
       for r, n in W.RECORD_NOUNS.items()},
    Metric.BALANCE: W.BALANCE_NOUNS, Metric.SALARY: W.SALARY_NOUNS, Metric.DOB: W.BIRTH_NOUNS + ("age",)}
TARGET = Phrases.of(_TARGETS, "what is tied, such as 'most credit cards'")
ALL_KINDS_ASIDE = Phrases.of(W.RECORD_ALL_KINDS_ASIDES, "an aside such as 'counting all species'")
# what a tie trigger names as tied, with a head noun two kinds share ('if they're tied on accounts'): each kind read
TIE_TARGET = Phrases.of({m: said + W.TIE_TARGET_MORE.get(m, ())
                         + tuple(h for h, kinds in W.TIE_SHARED_HEADS.items() if m in kinds)
                         + tuple(f"number of {h}" for h, kinds in W.TIE_SHARED_HEADS.items()
                                 if m in kinds and h.endswith("s"))
                         for m, said in _TARGETS.items()}
                        # a record's noun alone names a ranking by its date too ('tie on the car' after 'the oldest car':
                        # W.TIE_RECORD_DATES), read both ways: the sentence's rankings leave one, or the readings differ
                        | W.TIE_DATE_TARGETS,
                        "what is tied, such as 'most credit cards'")
STATES = Phrases.of({v: (v.lower(),) for v in W.US_STATES}, "a state such as 'Texas'")
DEMONYMS = Phrases.of({v: (d.lower(), d.lower()[:-1]) for v, d in W.STATE_DEMONYMS.items()}, "'Texans'")
SPECIES = Phrases.of({s.capitalize(): (s, s + "s") for s in W.SPECIES}, "a species such as 'dog'")
PROVIDERS = Phrases.of({v: (v.lower(), v.lower().replace(" digit", "-digit")) for v in W.CARD_PROVIDERS}
                       | {"Diners Club / Carte Blanche": ("diners club / carte blanche", "diners club", "carte blanche"),
                          "American Express": ("american express", "amex"), "Mastercard": ("mastercard", "master card")},
                       "a card provider such as 'Mastercard'")
POLICIES = Phrases.of({v: (v.lower(),) for v in W.POLICY_TYPES} | {"Auto": ("auto", "car", "vehicle")},
                      "a policy type such as 'Auto'")

YEAR_THOUSANDS = _words(W.YEAR_THOUSANDS, "'two thousand'")
YEAR_LEAD = _words(W.YEAR_LEAD, "'the year'")
PEOPLE = _words(W.PEOPLE + W.PERSON, "'people'")
PERSON = _words(W.PERSON, "'person'")
LIVE_VERBS = _words(W.LIVE_VERBS, "'live in'")
LIVING = _words(W.LIVING, "'living in'")
LIVING_SAME = _words(W.LIVING_SAME, "'living'")
LIVE_ADVERBS = _words(W.LIVE_ADVERBS, "'currently'")
RESIDENT = _words(W.RESIDENT_NOUNS, "'residents'")
TOP_RANKED_BY = _words(W.TOP_RANKED_BY, "'ranked by'")
TOP_RANKED_PEOPLE = _words(W.TOP_RANKED_PEOPLE, "'residents'")
HOME_IS_IN = _words(W.HOME_IS_IN, "'home is in'")
SHARE = _words(W.SHARE_VERBS, "'share the same'")
WORKS_SAME_JOB = _words(W.WORKS_SAME_JOB, "'works in the same profession'")
SHARE_A = _words(W.SHARE_A, "'share a'")
SHARING_A = _words(W.SHARING_A, "'sharing a'")
IN_COMMON_PRED = _words(W.IN_COMMON_PRED, "'have a'")
IN_COMMON_CLAUSE = _words(W.IN_COMMON_CLAUSE, "'having a'")
IN_COMMON_WITH = _words(W.IN_COMMON_WITH, "'in common with'")
DIAGNOSED_SAME_PRED = _words(W.DIAGNOSED_SAME_PRED, "'are diagnosed with the same'")
DIAGNOSED_SAME_CLAUSE = _words(W.DIAGNOSED_SAME_CLAUSE, "'diagnosed with the same'")
HAVE = _words(W.HAVE, "'has' or 'owns'")
MONEY_HAVE = _words(W.MONEY_HAVE, "'is sitting on'")
HAVING = _words(W.HAVING, "'with'")
SAME_VALUE_ON = _words(W.SAME_VALUE_ON, "'on'")
TIE_IN_THAT_RANKING = _words(W.TIE_IN_THAT_RANKING, "'there'")
PAIR_SCOPE_FIRST = _words(W.TIE_PAIR_SCOPE_FIRST, "'between the two'")
NOT_HAVE = _words(W.NOT_HAVE + W.HAVE_NO, "'does not own any'")
RECORD_WORDS = frozenset(w for n in W.RECORD_NOUNS.values() for phrase in n.plural + n.singular for w in phrase.split())
NEGATED_VERBS = frozenset(phrase.split()[-1] for phrase in W.NOT_HAVE) - {"any", "a", "an", "single"}
WITHOUT = _words(W.WITHOUT, "'without'")
OWNER_OF = _words(W.OWNER_OF, "'the owner of'")
TIED_TO = _words(W.TIED_TO, "'the person tied to'")
ANCHOR_AGAIN = _words(W.ANCHOR_AGAIN, "'that owner'")
OTHER_THAN = _words(W.OTHER_THAN, "'other than'")
SELF_SAID = _words(W.SELF_SAID, "'himself or herself'")
LEFT_OUT_AGAIN = _words(W.LEFT_OUT_AGAIN, "'him or her'")
LEFT_OUT_NOUN = _words(W.LEFT_OUT_NOUN, "'the owner'")
LEFT_OUT_SPLIT = _words(W.LEFT_OUT_SPLIT, "'leaving'")
LEFT_OUT_AFTER = _words(W.LEFT_OUT_AFTER, "'excluded'")
ELSE_SAID = _words(W.ELSE, "'else'")
PET_POSSESSOR = _words(W.PET_POSSESSOR, "'owner'")
PLATE_POSSESSOR = _words(W.PLATE_POSSESSOR, "'owner'")
PET = _words(W.PET_NOUNS, "'pet'")
PLATE = _words(W.PLATE_NOUNS + W.VEHICLE_WITH_PLATE, "'license plate'")
PLATE_NOUN = _words(W.PLATE_NOUNS, "'license plate'")
VEHICLE = _words(W.VEHICLE_NOUNS, "'vehicle'")
VEHICLE_PLATED = _words(W.VEHICLE_PLATED, "'plated'")
VEHICLE_HAS_PLATE = _words(W.VEHICLE_HAS_PLATE, "'with'")
PLATE_IS = _words(W.PLATE_IS, "'is'")
PLATE_PERSON = _words(W.PLATE_PERSON, "'the person'")
VEHICLE_HAS = _words(W.VEHICLE_HAS, "'has'")
VEHICLE_IS_PLATED = _words(W.VEHICLE_IS_PLATED, "'is plated'")
POSSESSIVE_VEHICLE = _words(W.POSSESSIVE_VEHICLE, "'car's'")
PLATE_PERSON_WITH = _words(W.PLATE_PERSON_WITH, "'with'")
PERSON_WITH = _words(W.PERSON_WITH, "'the person with'")
PERSON_WHOSE = _words(W.PERSON_WHOSE, "'the person whose'")
PET_NAME_IS = _words(W.PET_NAME_IS, "'is named'")
PET_NAMED = _words(W.PET_NAMED, "'named'")
BELONGS_TO_WHOM = _words(W.BELONGS_TO_WHOM, "'the person to whom'")
BELONGS_WHOM = _words(W.BELONGS_WHOM, "'the person whom'")
BELONGS = _words(W.BELONGS, "'belongs'")
USER_PERSON = _words(W.USER_PERSON, "'the person'")
USER_BY = _words(W.USER_BY, "'with'")
USER_WHOEVER = _words(W.USER_WHOEVER, "'whoever uses'")
USER_GOES_BY = _words(W.USER_GOES_BY, "'the person who goes by'")
USER_KNOWN_AS = _words(W.USER_KNOWN_AS, "'known as'")
ONLINE = _words(W.ONLINE, "'online'")
USERNAME_NOUN = _words(W.USERNAME_NOUN, "'username'")
USER_WITH = _words(W.USER_WITH + W.USERNAME_NOUNS, "'the person with internet username'")
USER_WHOSE = _words(W.USER_WHOSE, "'the user whose internet username is'")
USES_AS = _words(W.USES_AS, "'the person who uses'")
AT_LEAST = _words(W.AT_LEAST, "'at least'")
AT_MOST = _words(W.AT_MOST, "'at most'")
MORE_THAN = _words(W.MORE_THAN, "'more than'")
FEWER_THAN = _words(W.FEWER_THAN, "'fewer than'")
EXACTLY = _words(W.EXACTLY, "'exactly'")
OR_MORE = _words(W.OR_MORE, "'or more'")
OR_FEWER = _words(W.OR_FEWER, "'or fewer'")
AT_MOST_AFTER = _words(W.AT_MOST_AFTER, "'at most'")
IN_TOP = _words(W.IN_TOP, "'is one of'")
AT_LEAST_AFTER = _words(W.AT_LEAST_AFTER, "'at least'")
TOTAL = _words(W.TOTAL, "'in total'")
SUMMED = _words(W.SUMMED, "'combined'")
AGED_VEHICLE_OWNER = _words(W.AGED_VEHICLE_OWNER, "'the oldest car owner'")
GENERIC = _words(W.RECORDS_NOUN, "'records'")
IF_TIE = _words(W.IF_TIE + W.IF_SEVERAL + W.TIED_AT_EXTREME, "'if there's a tie'")
IF_SAME = _words(W.IF_SAME, "'if multiple people have the same'")
COMPARE_TIE = _words(W.COMPARE_TIE, "'if they are tied'")
TIE_VERBS = _words(W.TIE_VERBS, "'use' or 'pick'")
TIE_GERUNDS = _words(W.TIE_KEY_GERUNDS, "'choosing' or 'taking'")
BREAK_TIES = _words(W.BREAK_TIES, "'break ties by'")
AS_TIEBREAKER = _words(W.AS_TIEBREAKER, "'as a tiebreaker'")
TIEBREAKER = _words(W.TIEBREAKER, "'tiebreaker'")
TIE_LIST_LEAD = _words(W.TIE_LIST_LEAD, "'tiebreakers, in order:'")
TIE_GOES = _words(W.TIE_GOES, "'should go to'")
_WHOSE = _words(W.WHOSE, "'whose'")
EXPIRING = Phrases.of(W.EXPIRING_RECORDS, "'insurance policy' or 'credit card'")
EXPIRES_FIRST = _words(W.EXPIRES_FIRST, "'expires first'")
AMONG = _words(W.AMONG, "'among'")
SET_OFF_AMONG = _words(W.SET_OFF_AMONG, "'among/amongst/between'")
RANK_PERSON = Phrases.of(W.RANK_PERSON_NOUNS, "'the top earner'")
RANK_PEOPLE = Phrases.of(W.RANK_PEOPLE_NOUNS, "'the top earners'")
LEADER_PEOPLE = Phrases.of(W.LEADER_PEOPLE_NOUNS, "'the top pet owners'")
STATE_LEADERS_ADJ = _words(W.STATE_LEADERS_ADJ, "'state'")
PASSIVE_BY = _words(W.PASSIVE_BY, "'by whom'")
PASSIVE_BY_OF_TWO = _words(W.PASSIVE_BY_OF_TWO, "'by whom'")
PASSIVE_EARNED = _words(W.PASSIVE_EARNED, "'earned'")
LEADERS_EARNING = _words(W.LEADERS_EARNING, "'the people earning the'")
HOW_MANY_THEY_HOLD = _words(W.HOW_MANY_THEY_HOLD, "'they own'")
LIVES_THERE = _words(W.LIVES_THERE, "'lives'")
PASSIVE_HELD_ONLY = _words(W.PASSIVE_HELD_ONLY, "'held'")
PASSIVE_HELD = _words(W.PASSIVE_HELD, "'are owned'")
PASSIVE_HELD_MONEY = _words(W.PASSIVE_HELD_MONEY, "'is held'")
PASSIVE_TO = _words(W.PASSIVE_TO, "'to whom'")
PASSIVE_NONE = _words(W.PASSIVE_NONE, "'no'")
PASSIVE_BELONG = _words(W.PASSIVE_BELONG, "'belong'")
FIND = _words(W.FIND, "'find'")
FIND_TOPIC = _words(W.FIND_TOPIC, "'find'")
FIND_NAME_OF = _words(W.FIND_NAME_OF, "'the name of'")
FIND_THEN = _words(W.FIND_THEN, "'and'")
BALANCE_HELD_BY = _words(W.BALANCE_HELD_BY, "'held by'")
ACCOUNT_BALANCE = _words(W.ACCOUNT_BALANCE, "'account balance'")
BARE_EXPIRY = _words(W.BARE_EXPIRY, "'the same expiry date'")
ACCOUNT_BALANCE_SUMMED = "|".join(W.ACCOUNT_BALANCE_SUMMED)
AMONG_WORD = "|".join(sorted(W.AMONG_WORDS))  # (among|amongst)
ASK_LEAD = _words(W.ASK_LEAD, "'tell me'")
LEAD_ASIDE = _words(W.LEAD_ASIDE, "'quick question'")
LEAD_POLITE = _words(W.LEAD_POLITE, "'could you'")
LEAD_REQUEST = _words(W.LEAD_REQUEST, "'tell me'")
LEAD_REQUEST_DONE = _words(W.LEAD_REQUEST_DONE, "'told me'")
LEAD_COUNT = _words(W.LEAD_COUNT, "'count'")
COMPARE_LEAD = _words(W.COMPARE_LEAD, "'compare'")
SET_AGAINST = _words(W.SET_AGAINST, "'set'")
SET_AGAINST_WITH = _words(W.SET_AGAINST_WITH, "'against'")
COMPARE_WITH = _words(W.COMPARE_WITH, "'with'")
VERSUS = _words(W.VERSUS, "'or'")
AMONG_AFTER = _words(W.AMONG_AFTER, "'only consider'")
AMONG_AFTER_UNMARKED = _words(W.AMONG_AFTER_UNMARKED, "'if you only look at'")
EVERYONE = _words(W.EVERYONE, "'overall'")
POLITE = _words(W.POLITE, "'please'")
COMPARE_WHO = _words(W.COMPARE_WHO, "'who'")
MEASURE_LEAD_LEADS = _words(W.FRAME_MEASURE_LEADS, "'when it comes to'")
MEASURE_LEAD_IS = _words(W.MEASURE_LEAD_IS, "'are the measure here'")
MEASURE_LEAD_CMP = Phrases.of({Order.HIGH: W.MEASURE_LEAD_MORE, Order.LOW: W.MEASURE_LEAD_FEWER}, "'has more'")
COMPARE_ROLE_OF_TWO = _words(W.COMPARE_ROLE_OF_TWO, "'of the two'")
PAIR_NAMED_AGAIN = _words(W.PAIR_NAMED_AGAIN, "'the former or the latter'")
PAIR_LEAD = _words(W.PAIR_LEAD, "'candidates:'")
COMPARE_REQUEST = _words(W.COMPARE_REQUEST, "'return'")
COMPARE_WHICHEVER = _words(W.COMPARE_WHICHEVER, "'whichever'")
COMPARE_ONE_WITH = _words(W.COMPARE_ONE_WITH, "'the one with'")
MORE = _words(W.MORE, "'more'")
FEWER = _words(W.FEWER, "'fewer'")
MORE_OF = _words(W.MORE_OF, "'more'")
FEWER_OF = _words(W.FEWER_OF, "'fewer'")
WHOSE_BALANCE_TOTAL = _words(W.WHOSE_BALANCE_TOTAL, "'in total'")
COMPARED = Phrases.of({**{r: tuple(f"{w} {n}" for w in (*W.count_leads(r, "number|count"), "numbers of", "counts of")
                              for n in noun.plural) + noun.plural + tuple(f"{n} count" for n in noun.singular)
                           for r, noun in W.RECORD_NOUNS.items()},
                       Metric.BALANCE: W.BALANCE_NOUNS, Metric.SALARY: W.SALARY_NOUNS + ("salaries",),
                       Metric.DOB: W.BIRTH_NOUNS + ("ages", "age", "dates of birth", "birth dates")},
                      "a measure such as 'the number of pets'")
TOPIC = _words(W.TOPIC, "'consider'")
IN_ALL = _words(W.COUNTED_IN_ALL, "'in total'")
RANKING_SUM_AFTER = _words(W.RANKING_SUM_AFTER, "'in total'")
GROUP_NOUNS = _words(W.GROUP_NOUNS, "'the set of'")
RANKED_AMONG = _words(W.RANKED_AMONG, "'among'")
COMPARED_AMONG = _words(W.COMPARED_AMONG, "'among'")
PAIR_SAID = _words(W.PAIR_SAID, "'these two'")
PLACE_HOME = _words(W.PLACE_HOME, "'makes their home'")
ANSWER_LEAD = _words(W.ANSWER_LEAD, "'give'")
ANSWER_DETERMINER = _words(W.ANSWER_DETERMINER, "'just the'")
NAME_ANSWER = _words(W.NAME_ANSWER, "'name'")
COUNT_ANSWER = _words(W.COUNT_ANSWER, "'number'")
BALANCE_ANSWER = _words(W.BALANCE_ANSWER, "'amount'")
ANSWER_TAIL = _words(W.ANSWER_TAIL, "'only'")
ANSWER_ASIDE = _words(W.ANSWER_ASIDE, "'no explanation needed'")
MONEY_TAIL = _words(W.MONEY_TAIL, "'in dollars'")
UNSUPPORTED = Phrases.of(W.UNSUPPORTED, "")
ENDS = Phrases.of(W.ENDS, "'most' or 'fewest'")
THAN_ANYONE = _words(W.THAN_ANYONE, "'than anyone else'")
RANKED_THERE = _words(W.RANKED_THERE, "'there'")
OF_ALL = _words(W.OF_ALL, "'of all'")
END_WINS = _words(W.END_WINS, "'wins'")
AGE_ENDS = Phrases.of(W.AGE_ENDS, "'oldest' or 'youngest'")
_AGE_END_WORDS = frozenset(w for said in W.AGE_ENDS.values() for phrase in said for w in phrase.split())
_END_WORDS = frozenset(w for said in W.ENDS.values() for phrase in said for w in phrase.split())
CHAIN_EACH = _words(W.CHAIN_EACH, "'each time'")
EVERY_TIE = _words(W.TIE_EVERY, "'all ties'")
EACH_AND_BETWEEN = _words(W.TIE_EACH_AND_BETWEEN, "'within each group and between the two'")
EACH_THEN_BETWEEN = _words(W.TIE_EACH_THEN_BETWEEN, "'within each group, and between the two'")
PAIR_TIE_NOUN = _words(W.TIE_PAIR_NOUN, "'a tie between the two'")
PAIR_TIE_NOUN_BETWEEN = _words(W.TIE_PAIR_BETWEEN, "'between the two'")
TIE_BETWEEN_THE_TWO = _words(W.TIE_BETWEEN_THE_TWO, "'between the two'")
PAIR_TIE_TOO = _words(W.TIE_PAIR_TOO, "'and so too between the two'")
EACH_OR_BETWEEN = (W.TIE_EACH_OR_BETWEEN[0], _words(W.TIE_EACH_OR_BETWEEN[1], "'the two'"))  # 'a tie in either ...'
SCOPE_EACH = _words(W.TIE_SCOPE_EACH, "'within each state'")
SCOPE_PAIR = _words(W.TIE_SCOPE_PAIR, "'between the two'")
SCOPES_EVERY = _words(W.SCOPES_EVERY, "'everywhere -'")
EVERY_STEP = _words(W.TIE_EVERY_STEP, "'at every step'")
SCOPE_EACH_BARE = _words(W.EACH_DEED_BARE, "'picking each person'")
SCOPE_PAIR_BARE = _words(W.TIE_SCOPE_PAIR_BARE, "'the final comparison'")
_CLOSES = {"—": "—", "(": ")", ":": ","}  # (what closes the scopes of a tie rule set off by each: grammar.ties)
SCOPE_JOINT = _words(W.TIE_SCOPE_JOINT, "'and'")
SCOPE_OR = _words(W.TIE_SCOPE_OR, "'or'")
EACH_TIE_SUBJECT = _words(W.EACH_TIE_SUBJECT, "'each ranking'")
EACH_TIE_PREFERS = _words(W.EACH_TIE_PREFERS, "'prefers'")
EACH_PICK_TIED = _words(W.EACH_PICK_TIED, "'tied'")
EACH_PICK_IF_TIED = _words(W.EACH_PICK_IF_TIED, "', if tied,'")
PAIR_TIE_SUBJECT = _words(W.PAIR_TIE_SUBJECT, "'the final comparison'")
EACH_CHOSEN_BY = _words(W.EACH_CHOSEN_BY, "'each chosen by'")
CHOSEN_BY = _words(W.CHOSEN_BY, "'chosen by'")
FIRST_AMONG_EQUALS = _words(W.FIRST_AMONG_EQUALS, "'first among equals'")
ONLY_TIE_SUBJECT = Phrases.of(W.ONLY_TIE_SUBJECT, "'the first ranking'")
ONLY_TIE_VERB = _words(W.ONLY_TIE_VERB, "'is tie-broken by'")
ONLY_TIE_PICKED = Phrases.of(W.ONLY_TIE_PICKED, "'the first'")
ONLY_TIE_PICKED_BY = _words(W.ONLY_TIE_PICKED_BY, "'is chosen by'")
ONLY_TIE_POSSESSOR = Phrases.of(W.ONLY_TIE_POSSESSOR, "'the first person's'")
ONLY_TIE_FOR = Phrases.of(W.ONLY_TIE_FOR, "'for the first'")
ONLY_TIE_FOR_NOUN = Phrases.of(W.ONLY_TIE_FOR_NOUN, "'for the first person'")
EACH_TIE_POSSESSIVE = _words(W.EACH_TIE_POSSESSIVE, "'each group's tie'")
BOTH_TIES = _words(W.BOTH_TIES, "'both ties'")
PAIR_VALUES_LEAD = _words(W.PAIR_VALUES_LEAD, "'should their numbers of'")
PAIR_VALUES_EQUAL = _words(W.PAIR_VALUES_EQUAL, "'be equal'")
EITHER_HAS = _words(W.EITHER_HAS, "'has'")
CHAIN_WINS = _words(W.CHAIN_WINS, "'winning'")
CHAIN_PREFER = _words(W.CHAIN_PREFER, "'preferring'")
_CHAIN_ONE = "|".join(W.CHAIN_ONE) + "?"
ORDINALS = _words(W.ORDINALS, "")
THAT_PERSON = _words(W.THAT_PERSON, "'that person'")
FIRST_PLACE = _words(W.FIRST_PLACE, "'the person in first place'")
FIRST_PLACE_OF = _words(W.FIRST_PLACE_OF, "'the leader's'")
LEADER_ONE_WITH = _words(W.LEADER_ONE_WITH, "'resident with'")
THEIR = _words(W.THEIR, "'their'")
FOLLOW_UP_TOPIC = _words(W.FOLLOW_UP_TOPIC, "'that person'")
HAVE_VERBS = _words(W.HAVE_VERBS, "'have'")
HOW_MANY = _words(W.HOW_MANY, "'how many'")
COUNTING = _words(W.COUNTING, "'counting'")
COUNT_THERE = _words(W.COUNT_THERE, "'are there'")
PAIR_SUM_REPORTED = _words(W.PAIR_SUM_REPORTED, "'and report the total'")
PAIR_MEASURE_OF_TWO = _words(W.PAIR_MEASURE_OF_TWO, "'owned by two people'")
RECORDS_OF = _words(W.RECORDS_OF, "'of'")
SUM_OF = _words(W.SUM_OF, "'what is'")
BALANCE_Q = _words(W.BALANCE_QUESTION, "'the total bank balance'")
REACHED_BY = _words(W.REACHED_BY, "'anyone'")
REACHED_HAVE = _words(W.REACHED_HAVE, "'has'")
REACHED_PASSIVE = _words(W.REACHED_PASSIVE, "'owned by'")
REACHED_AGAIN = _words(W.REACHED_AGAIN, "'how many is that'")
BALANCE_NOUN = _words(W.BALANCE_NOUNS + W.BALANCE_SAVINGS, "'total bank balance'")
MONEY_IN_BANK = _words(W.MONEY_IN_BANK, "'in total'")
TOGETHER = _words(W.TOGETHER, "'combined'")
TAG_ANY = _words(W.TAG_ANY, "'do you know'")
EACH_STATE_ADJ = _words(W.EACH_STATE_ADJ, "'state-by-state'")
TAG_NAME = _words(W.TAG_NAME, "'who is it'")
TAG_COUNT = _words(W.TAG_COUNT, "'how many'")
TAG_AMOUNT = _words(W.TAG_AMOUNT, "'how much'")
SUM_ASIDE = _words(W.SUM_ASIDE, "'summed over both people'")
HOW_MUCH = _words(W.HOW_MUCH, "'how much money does'")
HOW_MUCH_HELD = _words(W.HOW_MUCH_HELD, "'how much money is held by'")
AMONG_LAST = _words(W.AMONG_LAST, "'among'")
LEARNER = Phrases.of(W.LEARNER_MORE, "'more'")
COUNT_OF = _words(W.COUNT_OF, "'owned by'")
ACCOUNT_AT = _words(W.ACCOUNT_AT, "'an internet account at the same'")
URL_ACCOUNT_OF = _words(W.URL_ACCOUNT_OF, "'an internet account of'")
MEASURE = Phrases.of({**W.MEASURE_NOUNS, Metric.DOB: W.AGE_NOUNS}, "a measure such as 'number of pets' or 'age'")
SUPERLATIVE = Phrases.of(W.SUPERLATIVES, "'highest' or 'lowest'")
COUNT_WORDS = _words(W.COUNT_WORDS, "'number'")
COUNT_AFTER = _words(W.COUNT_AFTER, "'count'")
RECORD_NUMBER_AFTER = _words(W.RECORD_NUMBER_AFTER, "'number'")
MONEY_NOUNS = _words(W.MONEY_NOUNS, "'money'")
MONEY_ACROSS = _words(W.MONEY_ACROSS, "'in the bank'")
MONEY_BANKED = _words(W.MONEY_BANKED, "'in the bank'")
MONEY_MORE = tuple((order, _words(W.MONEY_MORE[order], "'more'")) for order in W.MONEY_MORE)
AGE = _words(W.AGE_NOUNS, "'age'")
BALANCE_AFTER = _words(W.BALANCE_AFTER, "'in total'")
RANKS_IN = Phrases.of(W.RANKS_IN, "'ranks first in'")
IN_EACH_STATE = _words(W.IN_EACH_STATE, "'in their state'")
IN_EACH_STATE_AGAIN = _words(W.IN_EACH_STATE_AGAIN, "'in their state'")
PAIR_SETUP_NAMELY = _words(W.PAIR_SETUP_NAMELY, "'namely'")
COMPARE_NAME_ASKED = _words(W.COMPARE_NAME_ASKED, "'and state that person's name'")
IN_EACH_STATE_THEREIN = _words(W.IN_EACH_STATE_THEREIN, "'therein'")
LEAD_OWN_STATE = _words(W.LEAD_OWN_STATE, "'top their own state by'")
LEADER_STATE_POSSESSIVE = _words(W.LEADER_STATE_POSSESSIVE, "'their state's'")
IF_SAME_MEASURE = _words(W.IF_SAME_MEASURE + W.IF_SAME, "'if they have the same'")
TIE_WINS = _words(W.TIE_WINS, "'wins'")
TIE_AFTER = _words(W.TIE_AFTER, "'if there are several'")
TIE_WHEN = _words(W.TIE_WHEN, "'if'")
TIE_NOUN = _words(W.TIE_NOUN, "'a tie'")
TIE_THERE = _words(W.TIE_THERE, "'there is'")
TIE_IT = _words(W.TIE_IT, "'it is'")
TIED = _words(W.TIED, "'tied'")
TIE_MANY = _words(W.TIE_MANY, "'two'")
TIE_PEOPLE = _words(W.TIE_PEOPLE, "'people'")
TIE_SUCH = _words(W.TIE_SUCH, "'such'")
TIED_IN_RESPECT = _words(W.TIED_IN_RESPECT, "'in that respect'")
TIE_BE = _words(W.TIE_BE, "'are'")
TIE_SHARE = _words(W.TIE_SHARE, "'share the top spot'")
TIE_EARN_SAME = _words(W.TIE_EARN_SAME, "'earns that amount'")
TIE_EARN_SAME_END = Phrases.of(W.TIE_EARN_SAME_END, "'earn the same top salary'")
TIE_FRAGMENT = _words(W.TIE_FRAGMENT, "'tie'")
TIE_SAME = _words(W.TIE_SAME, "'have the same'")
TIE_EXTREME = _words(W.TIE_EXTREME, "'this minimum'")
TIE_SAME_BRACKETED = _words(W.TIE_SAME_BRACKETED, "'(likewise)'")
TIE_EXTREME_SHARED = _words(W.TIE_EXTREME_SHARED, "'is shared'")
TIE_SHARED = Phrases.of(W.TIE_SHARED, "what is shared, such as 'a birthday' or 'that number'")
TIE_SHARED_WHEN = Phrases.of(W.TIE_SHARED_WHEN, "what is shared, such as 'the same year'")
TIE_STARTED_SAME = Phrases.of(W.TIE_STARTED_SAME, "'started on the same date'")
ITEM_SECOND_LABEL = _words(W.APART_SECOND_LABELS, "'second'")
TIE_NOTE = _words(W.TIE_NOTE, "'note:'")
TIE_PROVISO = _words(W.TIE_PROVISO, "'provided that'")
TIE_CLAUSE_LEAD = _words(W.TIE_CLAUSE_LEAD, "'where'")
TIE_SHARED_VERB = _words(W.TIE_SHARED_VERB, "'share'")
TIE_SHARED_DET = _words(W.TIE_SHARED_DET, "'the same'")
TIE_SHARED_RECORDS = _words(W.TIE_SHARED_RECORDS, "'have vehicles of'")
TIE_MEASURE_NOUN = _words(W.TIE_MEASURE_NOUN, "'count'")
TIE_BARE_SAME = _words(W.TIE_BARE_SAME, "'same number'")
TIE_SAME_IS = _words(W.TIE_SAME_IS, "'is the same'")
TIE_DECIDING = _words(W.TIE_DECIDING, "'deciding ties'")
TIE_PAIR_OWNER = _words(W.TIE_PAIR_OWNER, "'the two people's'")


def _emphatic(p: Parser, i: int) -> int:
    """After an emphatic 'themselves' at i ('if the balances themselves are tied', e51k), or i."""
    return i + 1 if p.keys[i] in W.EMPHATIC_SELF else i
TIE_PART = Phrases.of(W.TIE_PARTICIPLES, "'born earlier'")
TIE_PERSON = Phrases.of(W.TIE_PERSON_NOUNS, "'the higher earner'")
CMP_PERSON = Phrases.of(W.COMPARE_PERSON_NOUNS, "'the higher earner'")
WINNING_TIES = _words(W.WINNING_TIES, "'winning ties'")
LETTING = _words(W.LETTING, "'letting'")
LETTING_WINS = _words(W.LETTING_WINS, "'win'")
LETTING_TIES = _words(W.LETTING_TIES, "'decide ties'")
TIE_KEY_CHOSEN = _words(W.TIE_KEY_CHOSEN, "'chosen'")
TIE_DECIDES = _words(W.TIE_DECIDES, "'decides ties'")
TIE_EACH_IS = _words(W.TIE_EACH_IS, "'each candidate is'")
TIE_END_REACHED = Phrases.of(W.TIE_END_REACHED, "'most' or 'fewest'")
TIE_BY = _words(W.TIE_BY, "'by'")
PREFERRED = _words(W.TIE_PREFERRED, "'wins'")
TIE_NEXT = _words(W.TIE_NEXT, "'next tie-breaker:'")
TIED_ONES = _words(W.TIED_ONES, "'of the tied people'")
NEITHER_MORE = _words(W.NEITHER_MORE, "'if neither has more'")
THAN_THE_OTHER = _words(W.THAN_THE_OTHER, "'than the other'")
END_PREFERRING = _words(W.END_PREFERRING, "'preferring the'")
TIED_ONE = _words(W.TIED_ONE, "'the tied person'")
TIED_ONE_WITH = _words(W.TIED_ONE_WITH, "'with/having/owning/holding/possessing'")
TIED_AFTER_THOSE = _words(W.TIED_AFTER_THOSE, "'level'")
TIED_THEM = _words(W.TIED_THEM, "'among them'")
TIED_PICK_HEADS = _words(W.TIED_PICK_HEADS, "'whichever'")
TIE_DATE_TARGETS = Phrases.of(W.TIE_DATE_TARGETS, "'vehicle-year'")
TIE_ONE_RECORD = Phrases.of(W.TIE_ONE_RECORD, "'the vehicle'")
PLACE_HOME_TO = _words(W.PLACE_HOME_TO, "'that is home to'")
GLOSS_BY = _words(W.GLOSS_BY, "'by'")
GLOSS_MEANS = _words(W.GLOSS_MEANS, "'I mean'")
GLOSS_BALANCE = _words(W.GLOSS_BALANCE, "'the highest sum over all their bank accounts'")
GLOSS_NOUN = Phrases.of(W.GLOSS_NOUNS, "a measure's noun such as 'wealth'")
GLOSS_VERB = _words(W.GLOSS_VERB, "'measure'")
GLOSS_VERB_BY = _words(W.GLOSS_VERB_BY, "'by'")
GLOSS_ALL_RANKED = _words(W.GLOSS_ALL_RANKED, "'both are ranked by'")
PAIR_COMPARED_ON = _words(W.PAIR_COMPARED_ON, "'two people are compared on'")
RANK_LIST_LEAD = _words(W.RANK_LIST_LEAD, "'rank'")
RANK_LIST_BY = _words(W.RANK_LIST_BY, "'by'")
RANK_LIST_THEN = _words(W.RANK_LIST_THEN, "', then by'")
RANK_LIST_ORDER = Phrases.of(W.RANK_LIST_ORDER, "'all highest first'")
SORT_DATES = Phrases.of(W.SORT_DATE_NOUNS, "a date such as 'employment start date'")
RANKED_PAIR_LEAD = _words(W.RANKED_PAIR_LEAD, "'ranked'")
RANKED_PAIR_WHOM = _words(W.RANKED_PAIR_WHOM, "'them'")
RANKED_AHEAD = _words(W.RANKED_AHEAD, "'comes out ahead'")
RANK_ITEM_HOW = Phrases.of(W.RANK_ITEM_HOW, "'how recently they started their current job'")
DATE_ORDER = Phrases.of(W.DATE_ORDER, "'newest first'")
AGE_ORDER = Phrases.of(W.AGE_ORDER, "'from oldest to youngest'")
RANK_LIST_FIRST = _words(W.RANK_LIST_FIRST, "'who comes out on top'")
SEVERAL_OF = _words(W.SEVERAL_OF, "'several'")
MAY = _words(W.MAY, "'may'")
OF_THOSE = _words(W.OF_THOSE, "'of those'")
THE_ONLY = _words(W.THE_ONLY, "'the only'")
NONE_AT_ALL = _words(W.NONE_AT_ALL, "'at all'")
RECORDS_HELD = _words(W.RECORDS_HELD, "'registered to them'")
LACKING = Phrases.of(W.LACKING_ADJECTIVES, "'carless'")
COUNT_NOUN_LEAD = _words(W.COUNT_NOUN_LEAD, "'the number of'")
COUNT_REQUEST = _words(W.COUNT_REQUEST, "'add up'")
ALL_RECORDS = _words(W.ALL_RECORDS, "'across all their records'")
COUNT_RESTATED = _words(W.COUNT_RESTATED, "'how many are there in total'")
SUM_RESTATED = _words(W.SUM_RESTATED, "'what do they come to'")
ADD_UP_TO = _words(W.ADD_UP_TO, "'add up to'")
ADDED_BEFORE = _words(W.ADDED_BEFORE, "'how much money in total do'")
ADDED_HOLD = _words(W.ADDED_HOLD, "'hold'")
MONEY_IS_IN = _words(W.MONEY_IS_IN, "'how much money is in'")
COUNT_THERE_FOR = _words(W.COUNT_THERE_FOR, "'are there for'")
WHO = _words(W.WHO_ASKING, "'who'")
WHO_IN_THE_GROUP = _words(W.WHO_IN_THE_GROUP, "'who in that group'")
GROUP_SAID_AGAIN = _words(W.GROUP_SAID_AGAIN, "'only counting the ones'")
LEADER_TOP_PEOPLE = _words(W.LEADER_TOP_PEOPLE, "'top people for'")
LEADER_TIES_SAID = _words(W.LEADER_TIES_SAID, "'ties included'")
LEADER_GLOSS = _words(W.LEADER_GLOSS, "'I mean'")
LEADER_STATE_SAID = _words(W.LEADER_STATE_SAID, "'one state at a time'")
LEADER_GATHERED = _words(W.LEADER_GATHERED, "'put together in one group'")

_STOP = frozenset({"and", "or", "who", "the", "a", "an", "whose", "among", "if", "of", "with"})
_DIGITS = frozenset("0123456789")
_USERNAME_WORD = r"[a-z]+[0-9]+"  # lisa19, robert78 (a username however it stands; compiled where first used, see tokens)
SEP = ",|:|—"
END_OF_SENTENCE = "?|.|;|!"


@rule
def provider(p: Parser, i: int) -> Iterator[tuple[str, int]]:
    """A card provider: one the corpus has ('mastercard' -> 'Mastercard'), or any name in quotes. A brand the files
    split by card length said bare ('Visa holders', 'a JCB card') names several providers: refused naming them (a
    holder of any of them is not a provider the spec holds; one of them would be a guess)."""
    found = list(p.phrase(i, PROVIDERS))
    yield from found
    if not found and (brand := _PROVIDER_BRANDS.get(p.keys[i] or "")):
        values = [v for v in W.CARD_PROVIDERS if v.split()[0].casefold() == brand]
        p.refuse(i, f"ambiguous: '{p.tokens[i].text}' names {len(values)} card providers in the files: "
                    f"{', '.join(values[:-1])} and {values[-1]}: say which ('{values[1]} card holders')")
    yield from p.string(i, "a card provider in quotes")


# card brands the files split by card length ('VISA 13 digit', 'VISA 16 digit', ...): said bare, several providers
_PROVIDER_BRANDS = {brand: brand for brand in ("visa", "jcb")}


_KNOWN_PROVIDERS = frozenset(v.casefold() for v in (*W.CARD_PROVIDERS, "Mastercard", "American Express", "Amex", "Visa"))


@rule
def policy_type(p: Parser, i: int) -> Iterator[tuple[str, int]]:
    yield from p.phrase(i, POLICIES)
    yield from p.string(i, "a policy type in quotes")


# --- anchors ---------------------------------------------------------------------------

def _species_after(p: Parser, i: int) -> Iterator[tuple[str | None, int]]:
    yield None, i
    for (species,), j in p.seq(i, ",? the", SPECIES):
        yield species, j
    for (species,), j in p.seq(i, ", a|an", SPECIES):  # 'Rex', a dog
        yield species, j
    for (species,), j in p.seq(i, "( a|an|the?", SPECIES, ")"):  # 'Rex' (a dog)
        yield species, j


def _plate_part(p: Parser, i: int) -> bool:
    """Could token i be (part of) a licence plate written without quotes: capitals, digits and hyphens ('FFS', '836',
    '1Z', 'XF624', '932-GUT'), not a word of the question ('OR', 'WHO' in a question written in capitals)?"""
    tok = p.tokens[i]
    return (tok.kind in (WORD, NUMBER) and len(tok.text) <= 8 and tok.text == tok.text.upper()
            and tok.low not in _NOT_USERNAME and tok.low not in _STOP)


def _plate(p: Parser, i: int) -> list[tuple[str, int]]:
    """A licence plate: in quotes, or written without them as one word with a digit ('932-GUT') or as two parts of
    capitals and digits with a digit between them ('FFS 836', '1Z XF624', '033 UHP'); never when the word after could
    continue it (a plate of three parts needs its quotes)."""
    if p.tokens[i].kind == END:
        return p.string(i, "a licence plate in quotes")
    tok, nxt = p.tokens[i], p.tokens[i + 1]
    joined = _joined_plate(p, i)
    if joined is not None:
        return [joined]
    digits = any(c.isdigit() for c in tok.text)
    if tok.kind in (WORD, NUMBER) and digits and tok.text[-2:] not in ("'s", "’s") and not (
            nxt.kind in (WORD, NUMBER) and (any(c.isdigit() for c in nxt.text) or nxt.text.isupper())):
        return [(tok.text, i + 1)]
    if _plate_part(p, i) and _plate_part(p, i + 1) and (digits or any(c.isdigit() for c in nxt.text)) \
            and not _plate_part(p, i + 2) and p.tokens[i + 1].pos == tok.pos + len(tok.text) + 1:
        return [(f"{tok.text} {nxt.text}", i + 2)]
    return p.string(i, "a licence plate in quotes")


def _joined_plate(p: Parser, i: int) -> tuple[str, int] | None:
    """A plate written without quotes whose parts the tokenizer splits at a hyphen, with no space anywhere in it
    ('783-025', '8-53140L'): its text as written, and where it ends."""
    k = i
    while p.tokens[k].kind in (WORD, NUMBER) or (p.keys[k] == "\u2014" and k > i):
        tok, nxt = p.tokens[k], p.tokens[k + 1]
        if nxt.pos != tok.pos + len(tok.text) or not (nxt.kind in (WORD, NUMBER) or nxt.key == "\u2014"):
            break
        k += 1
    if k == i or p.tokens[k].kind not in (WORD, NUMBER) or not all(_plate_part(p, m) for m in range(i, k + 1)
                                                                    if p.tokens[m].kind != PUNCT):
        return None
    text = p.said(i, k + 1)
    return (text, k + 1) if any(c.isdigit() for c in text) and "-" in text else None


@rule
def vehicle_plate(p: Parser, i: int) -> Iterator[tuple[str, int]]:
    """A vehicle by its plate, the plate's value: 'car plated 'X'', 'vehicle with license plate 'X'', 'license plate 'X'',
    'car whose plate is 'X'', 'car's plate is 'X'' (after 'the'/'a')."""
    for _, j in p.phrase(i, PLATE):
        yield from _plate(p, j)
    for _, j in p.phrase(i, VEHICLE):
        yield from _plate(p, j)  # the car '932-GUT', the vehicle FFS 836 (unquoted: with a digit)
        for _, k in p.phrase(j, VEHICLE_PLATED):
            yield from _plate(p, k)
        for _, k in p.seq(j, VEHICLE_HAS_PLATE, PLATE_NOUN):
            yield from _plate(p, k)
        for _, k in p.seq(j, "whose", PLATE_NOUN, PLATE_IS):
            yield from _plate(p, k)
    for _, j in p.seq(i, POSSESSIVE_VEHICLE, PLATE_NOUN, PLATE_IS):
        yield from _plate(p, j)


@rule
def owned(p: Parser, i: int) -> Iterator[tuple[Anchor, int]]:
    """What the anchor owns: a pet (by name, maybe species) or a vehicle (by plate)."""
    j = p.opt(i, "the|a|an")
    for _, k in p.phrase(j, PET):
        for start in _pet_named(p, k):
            for name, m in _pet_name(p, start):
                for species, n in _species_after(p, m):
                    yield Anchor(AnchorKind.PET, name, species), n
    for species, k in p.phrase(j, SPECIES):
        for start in _pet_named(p, k):
            for name, m in _pet_name(p, start):
                yield Anchor(AnchorKind.PET, name, species), m
    for name, k in p.string(j, "a pet name in quotes"):
        for species, m in _species_after(p, k):
            if species is not None:
                yield Anchor(AnchorKind.PET, name, species), m
        for _, m in p.seq(k, ",? the", PET):  # 'Eduardo' the pet (its noun after it, as 'Rex' the dog)
            yield Anchor(AnchorKind.PET, name), m
        # "the owner of 'Roger'": a name is a pet's; a licence plate always has a digit, a pet's name never
        yield Anchor(AnchorKind.PLATE if any(c.isdigit() for c in name) else AnchorKind.PET, name), k
    for name, k in p.name(j, "a pet name in quotes", _STOP):  # the owner of Dawn the dog
        if p.tokens[j].kind == WORD:
            for species, m in _species_after(p, k):
                if species is not None:
                    yield Anchor(AnchorKind.PET, name, species), m
            for _, m in p.seq(k, ",? the", PET):  # the owner of Eduardo the pet
                yield Anchor(AnchorKind.PET, name), m
            if j == i and _bare_pet_name(p, j):  # the owner of Rex
                yield Anchor(AnchorKind.PET, name), k
    for plate, k in vehicle_plate(p, j):
        yield Anchor(AnchorKind.PLATE, plate), k
    if j == i and p.tokens[i].kind in (WORD, NUMBER) and (any(c.isdigit() for c in p.tokens[i].text)
                                                           or _plate_part(p, i) and _plate_part(p, i + 1)):
        for plate, k in _plate(p, i):  # the owner of 943-CFS, the owner of 461 TYX: only a plate has a digit
            if len(plate) >= 5 and not p.phrase(k, RECORDS):  # (not 'the owner of 3 pets')
                yield Anchor(AnchorKind.PLATE, plate), k


# After a pet's name written in lower case, the words that may follow it (it ends the noun phrase)
_AFTER_NAME = frozenset({"who", "that", "and", "or", "but", "vs", "versus", "is", "has", "have", "does", "do", "did",
                         "own", "owns", "lives", "live", "'s", "own", "plus", "than"})


# Words after a pet noun that say how or when, never its name ('who own a pet too', 'a pet now')
_NOT_NAME = frozenset({"too", "now", "today", "only", "also", "still", "currently", "either", "as", "well", "here",
                       "there", "again", "anymore", "yet", "already", "then", "though", "alone", "together", "each",
                       "both", "all", "any", "none", "ever", "before", "since", "named", "called"})


def _pet_name(p: Parser, i: int) -> list[tuple[str, int]]:
    """A pet's name after its noun: quoted or capitalised ('pet 'Dawn'', 'the dog Rex'), or one word in lower case
    ('the owner of pet jeanette') that ends the noun phrase; `ask` finds 'Jeanette' for it (names match exactly)."""
    found = p.name(i, "a pet name in quotes", _STOP)
    if found or p.tokens[i].kind != WORD:
        return found
    tok, nxt = p.tokens[i], p.tokens[i + 1]
    said = p.keys[i - 1] in ("named", "called", "name") or (  # a name said as one, or right after 'pet' with no article
        p.keys[i - 1] in W.PET_NOUNS and p.keys[i - 2] not in ("a", "an", "the", "any", "some", "one", "no", "every"))
    if said and tok.text.isalpha() and tok.text.islower() and tok.low not in _STOP and tok.low not in _NOT_NAME \
            and tok.low not in _NOT_USERNAME and not p.phrase(i, SPECIES) and not p.phrase(i, RECORDS) \
            and (nxt.kind in (END, PUNCT) or nxt.key in _AFTER_NAME):
        found = [(tok.text, i + 1)]
    return found


def _pet_named(p: Parser, i: int) -> list[int]:
    """After a pet noun, where its name starts: right there ('pet 'Dawn''), or after 'named', 'whose name is' ..."""
    return [i, *(j for _, j in p.phrase(i, PET_NAMED))]


def _bare_pet_name(p: Parser, i: int) -> bool:
    """'the owner of Rex': one capitalised word, not a word of the vocabulary ('Texas', 'Mastercard') nor the first of
    several capitalised words (a name of two words needs its quotes)."""
    tok, nxt = p.tokens[i], p.tokens[i + 1]
    if any(c.isdigit() for c in tok.text) or (nxt.kind == WORD and nxt.text[:1].isupper()) or nxt.key == "'s":
        return False
    return not (p.phrase(i, STATES) or p.phrase(i, PROVIDERS) or p.phrase(i, POLICIES) or p.phrase(i, SPECIES))


@rule
def owned_named(p: Parser, i: int) -> Iterator[tuple[Anchor, int]]:
    """After 'owners of': 'pets named 'X'', 'dogs called 'X'', 'a pet named 'X'' (every pet of that name)."""
    j = p.opt(i, "the|a|an")
    for species, k in (*((None, k) for _, k in p.seq(j, "pets|animals")), *p.phrase(j, SPECIES)):
        for name, m in p.name(p.opt(k, "named|called"), "a pet name in quotes", _STOP):
            yield Anchor(AnchorKind.PET, name, species), m
    yield from owned(p, i)


def _possessive(p: Parser, i: int) -> Iterator[tuple[str, int]]:
    """"'Dawn''s" (a quoted name, then 's) or "Dawn's" written without quotes."""
    for name, j in p.string(i, "a pet name in quotes"):
        for _, k in p.seq(j, "'s"):
            yield name, k
    tok = p.tokens[i]
    if tok.kind == WORD and tok.text[:1].isupper() and p.keys[i + 1] == "'s":
        yield tok.text, i + 2


def _owned_said(p: Parser, i: int) -> Iterator[tuple[Anchor, int]]:
    """A pet or a car said with its noun, standing for its owner ('the same state as plate 'X'', '... as pet 'Rex'')."""
    k = p.opt(i, "the|a|an")
    if p.phrase(k, PET) or p.phrase(k, PLATE) or p.phrase(k, VEHICLE) or bool(p.phrase(k, SPECIES)):
        yield from owned(p, i)


@rule
def anchor(p: Parser, i: int) -> Iterator[tuple[Anchor, int]]:
    for a, j in _anchor(p, i):
        p.anchors[j] = min(i, p.anchors.get(j, i))  # for clause(): what a clause right after it could describe
        p.anchor_values.setdefault(j, set()).add(a)
        yield a, j


def _anchor(p: Parser, i: int) -> Iterator[tuple[Anchor, int]]:
    for _, j in p.phrase(i, OWNER_OF):
        yield from owned(p, j)
    # pet 'Dawn''s owner, the dog Rex's owner, license plate 'X''s owner
    j = p.opt(i, "the|a")
    before = ((None, k) for _, k in p.phrase(j, PET)), p.phrase(j, SPECIES)
    named = [(sp, m) for found in before for sp, k in found for m in (k, *(m for _, m in p.phrase(k, PET_NAMED)))]
    for start, species in ((j, None), *((k, sp) for sp, k in named)):  # Dawn's, the dog (named) Dawn's
        for name, k in _possessive(p, start):
            for _, m in p.phrase(k, PET_POSSESSOR):
                yield Anchor(AnchorKind.PET, name, species), m
    for plate, k in vehicle_plate(p, j):
        for _, m in p.seq(k, "'s", PLATE_POSSESSOR):
            yield Anchor(AnchorKind.PLATE, plate), m
    for species, k in (*((None, k) for _, k in p.phrase(j, PET)), *p.phrase(j, SPECIES)):  # pet 'Paige' owner, fish
        # 'Anita' owner (a compound, no possessive)
        for name, m in p.string(k, "a pet name in quotes"):
            for _, n in p.seq(m, "owner"):
                yield Anchor(AnchorKind.PET, name, species), n
    for plate, k in vehicle_plate(p, j):  # plate 'AO 1297' owner, the car '932-GUT' driver (a compound)
        for _, m in p.seq(k, "owner|driver"):
            yield Anchor(AnchorKind.PLATE, plate), m
        for _, m in p.seq(k, POSSESSIVE_VEHICLE, PLATE_POSSESSOR):  # the plate-'X' car's owner
            yield Anchor(AnchorKind.PLATE, plate), m
    tok = p.tokens[i]  # rex's owner: a question typed in lower case (the tokenizer splits a capitalised name's 's)
    if tok.kind == WORD and tok.low.endswith("'s") and tok.low[:-2].isalpha() and p.keys[i + 1] in ("owner", "owners") \
            and tok.low[:-2] not in _NOT_POSSESSED:
        yield Anchor(AnchorKind.PET, tok.text[:-2]), i + 2
    for name, k in p.name(i, "a pet name in quotes", _STOP):  # Rex the dog's owner
        for noun in (*W.PET_NOUNS, *W.SPECIES):
            if p.keys[k] == "the" and p.keys[k + 1] == noun + "'s":
                for _, m in p.seq(k + 2, "owner|owners"):
                    yield Anchor(AnchorKind.PET, name, None if noun in W.PET_NOUNS else noun.capitalize()), m
    # the person whose pet is named 'Dawn', the one whose dog's name is Rex
    for _, j in p.phrase(i, PERSON_WHOSE):
        yield from _whose_pet(p, j)
    # the person with a pet named 'Dawn', the one with the car plated 'X' (a bare quoted name could be anything)
    for _, j in p.phrase(i, PERSON_WITH):
        if p.tokens[p.opt(j, "the|a|an")].kind != STRING:
            yield from owned(p, j)
    # the person whose car has license plate 'X', the driver registered to plate 'X', the motorist with plate 'X'
    whose = [k for _, j in p.phrase(i, PLATE_PERSON) for _, k in p.seq(j, "whose")] + [k for _, k in p.seq(i, "whoever's")]
    for _, j in p.phrase(i, PLATE_PERSON):
        for _, k in p.phrase(j, PLATE_PERSON_WITH):
            for _, m in p.phrase(k, PLATE_NOUN):
                for plate, n in _plate(p, m):
                    yield Anchor(AnchorKind.PLATE, plate), n
    for k in whose:  # (the person whose | whoever's) car has plate | plate is | car is plated | car's plate is
        yield from _whose_plate(p, k)
    for table in (USER_WITH, USER_WHOSE):
        for _, j in p.phrase(i, table):
            for name, k in _username_after(p, j):
                yield Anchor(AnchorKind.USERNAME, name), k
    # the person to whom the pet 'Dawn' belongs, whoever the car with plate 'X' is registered to
    for lead, after in ((BELONGS_TO_WHOM, ""), (BELONGS_WHOM, "to")):
        for _, j in p.phrase(i, lead):
            for a, k in (*owned(p, j), *_named_username(p, j)):
                for _, m in p.seq(k, BELONGS, after) if after else p.seq(k, BELONGS):
                    yield a, m
    # the account holder registered under the handle 'X', whoever goes by the username X, the user whose login is 'X'
    for _, j in p.phrase(i, USER_PERSON):
        for ends in ((USER_BY, USERNAME_NOUN), ("whose", USERNAME_NOUN, "is|was")):
            for _, k in p.seq(j, *ends):
                for name, m in _username_after(p, k):
                    yield Anchor(AnchorKind.USERNAME, name), m
        for _, k in p.phrase(j, USER_KNOWN_AS):  # known as 'x' (online)
            for name, m in p.string(k, "a username in quotes") + _bare_username(p, k):
                yield Anchor(AnchorKind.USERNAME, name), m
                for _, n in p.phrase(m, ONLINE):
                    yield Anchor(AnchorKind.USERNAME, name), n
    for _, j in p.phrase(i, USER_GOES_BY):  # the person who goes by 'x' online, whoever is 'x' online ('online' said)
        for name, k in p.string(j, "a username in quotes"):
            for _, m in p.phrase(k, ONLINE):
                yield Anchor(AnchorKind.USERNAME, name), m
    for _, j in p.seq(i, "the? internet|online? user|account named|called"):  # the user named 'lisa19'
        for name, m in p.string(j, "a username in quotes"):
            yield Anchor(AnchorKind.USERNAME, name), m
    for name, j in p.string(i, "a username in quotes") + _bare_username(p, i):  # xanderson (the internet user)
        for _, k in p.seq(j, "( the|an|a? internet|online? user|username|handle|account )") if p.keys[j] == "(" else ():
            yield Anchor(AnchorKind.USERNAME, name), k
    tok = p.tokens[i]  # lisa19, robert78: a lower-case word ending in digits is a username, however it stands
    if tok.kind == WORD and tok.text[-1] in _DIGITS and re.fullmatch(_USERNAME_WORD, tok.text) and p.keys[i + 1] != "'s":
        yield Anchor(AnchorKind.USERNAME, tok.text), i + 1
    for _, j in p.seq(i, USER_WHOEVER, USERNAME_NOUN):
        for name, k in _username(p, j):
            yield Anchor(AnchorKind.USERNAME, name), k
    if p.phrase(i, ANCHOR_AGAIN):  # ... and have the same blood type as that owner: the one anchor said before
        said = _anchors_before(p, i)
        if len(said) == 1:
            for _, j in p.phrase(i, ANCHOR_AGAIN):
                yield next(iter(said)), j
    # the person tied to the username 'u', the individual associated with plate 'X', the guy linked to the dog Rex
    for _, j in p.phrase(i, TIED_TO):
        yield from _named_username(p, j)
        k = p.opt(j, "the|a|an")
        tables: tuple[Phrases[Any], ...] = (PET, SPECIES, PLATE, VEHICLE)
        if any(p.phrase(k, table) for table in tables):  # said what it is: not a bare name
            yield from owned(p, j)
    for (name,), j in p.seq(i, USES_AS, _quoted, "as their|his|her|a|the?", USERNAME_NOUN):  # who uses 'u' as their handle
        yield Anchor(AnchorKind.USERNAME, name), j
    for (a,), j in p.seq(i, _named_username, "'s owner|holder|user"):  # the username 'u''s owner
        yield a, j


def _anchors_before(p: Parser, i: int) -> set[Anchor]:
    """The anchors said before i (not one inside another: 'Adrian's owner' in 'the dog Adrian's owner')."""
    spans = [(k, end, a) for k in range(i) for a, end in anchor(p, k) if end <= i]
    return {a for k, end, a in spans if not any(k2 < k and end2 >= end for k2, end2, _ in spans)}


ELSE = OtherThan(Anchor(AnchorKind.USERNAME, "\0else"))  # 'who else': the one anchor the question names, found after
# the whole question is read (`questions`: `else_resolved`); no value a question can say (a token holds no NUL)


_LEAVES_OUT = frozenset(phrase.split()[0] for phrase in W.OTHER_THAN)
_LEAVES_OUT_SPLIT = frozenset(phrase.split()[0] for phrase in W.LEFT_OUT_SPLIT)
_LEFT_OUT_ENDS = frozenset({"out", "aside", *(phrase.split()[0] for phrase in W.LEFT_OUT_AFTER)})
_LEFT_OUT_STARTS: list[frozenset[str]] = []  # the first words of LEFT_OUT_AGAIN and LEFT_OUT_NOUN (`_left_out_start`)


def _left_out_start(word: str | None) -> bool:
    """Can the one person named before be named again as left out from word ('the owner', 'that person', 'him/her':
    words.LEFT_OUT_AGAIN, LEFT_OUT_NOUN)? The tables' first words, read when first needed (not at import)."""
    if not _LEFT_OUT_STARTS:
        _LEFT_OUT_STARTS.append(frozenset(phrase.split()[0] for phrase in (*W.LEFT_OUT_AGAIN, *W.LEFT_OUT_NOUN)))
    return word in _LEFT_OUT_STARTS[0]


def _person_left(p: Parser, i: int, at: int) -> Iterator[tuple[Anchor, int]]:
    """The person left out by words before i (starting at `at`): an anchor ('the owner of pet X'), or the one anchor
    said before named again ('him or her', 'that person', 'the owner' of a pet or a vehicle, 'the user' of an
    account), with 'himself or herself' after it."""
    found = list(anchor(p, i))
    if not found and (p.phrase(i, LEFT_OUT_AGAIN) or p.phrase(i, LEFT_OUT_NOUN)):
        said = _anchors_before(p, at)
        if len(said) == 1:
            one = next(iter(said))
            found += [(one, k) for _, k in p.phrase(i, LEFT_OUT_AGAIN)]
            found += [(one, k) for _, k in p.phrase(i, LEFT_OUT_NOUN)
                      if one.kind.value in W.LEFT_OUT_NOUNS.get(p.keys[k - 1] or "", ())]
        elif said:
            p.refuse(i, "ambiguous: the person left out could be any of the people named before: name them "
                        "('other than the owner of pet X')")
    for a, k in found:
        yield a, k
        for _, m in p.phrase(k, SELF_SAID):
            yield a, m


@rule
def excluded(p: Parser, i: int) -> Iterator[tuple[OtherThan, int]]:
    """A person left out: 'other than / apart from / besides / excluding / not counting the owner of pet X (himself or
    herself)', 'except that owner', 'not counting him or her' or 'the owner (themselves)' (the one anchor said
    before), 'leaving the owner out', 'with that person left out': everyone but that person. Tried only where its
    first word is (so a refusal's words expected elsewhere do not list it)."""
    if p.keys[i] in _LEAVES_OUT:
        for _, j in p.phrase(i, OTHER_THAN):
            for a, k in _person_left(p, j, i):
                yield OtherThan(a), k
    if p.keys[i] in _LEAVES_OUT_SPLIT or p.keys[i] == "with":
        starts = [i + 1] if p.keys[i] == "with" else [j for _, j in p.phrase(i, LEFT_OUT_SPLIT)]
        for j in starts:
            if not _LEFT_OUT_ENDS & set(p.keys[j + 1:j + 8]):  # (not 'with her', 'keep them': no person left out)
                continue
            for a, k in _person_left(p, j, i):
                for _, m in (p.phrase(k, LEFT_OUT_AFTER) if p.keys[i] == "with" else p.seq(k, "out|aside")):
                    yield OtherThan(a), m


@rule
def excluded_aside(p: Parser, i: int) -> Iterator[tuple[OtherThan, int]]:
    """A person left out, set off: ', other than X,' (the closing comma left to what follows), '(not counting X)',
    '— apart from X —', ', the owner excluded,'."""
    if p.keys[i] not in (",", "—", "("):
        return
    found = list(excluded(p, i + 1)) if p.keys[i + 1] in _LEAVES_OUT | _LEAVES_OUT_SPLIT | {"with"} else []
    if _LEFT_OUT_ENDS & set(p.keys[i + 2:i + 9]) and _left_out_start(p.keys[i + 1]):
        # ', the owner excluded,', '(that person left out)'
        found += [(OtherThan(a), m) for a, k in _person_left(p, i + 1, i) for _, m in p.phrase(k, LEFT_OUT_AFTER)]
    for step, j in found:
        if p.keys[i] == "(":
            yield from ((step, k) for _, k in p.seq(j, ")"))
            continue
        yield step, j
        for _, k in p.seq(j, p.keys[i]):
            yield step, k


def _whose_pet(p: Parser, j: int) -> Iterator[tuple[Anchor, int]]:
    """After 'whose': 'pet is named 'Dawn'', 'dog's name is Rex', 'pet is 'Dawn''."""
    nouns = [(None, k) for _, k in p.phrase(j, PET)] + list(p.phrase(j, SPECIES))
    names = [(species, k) for species, m in nouns for _, k in p.phrase(m, PET_NAME_IS)]
    for noun in (*W.PET_NOUNS, *W.SPECIES):
        if p.keys[j] == noun + "'s":
            names += [(None if noun in W.PET_NOUNS else noun.capitalize(), k) for _, k in p.seq(j + 1, "name is|was")]
    for species, k in names:
        for name, m in p.name(k, "a pet name in quotes", _STOP):
            yield Anchor(AnchorKind.PET, name, species), m


def _whose_plate(p: Parser, k: int) -> Iterator[tuple[Anchor, int]]:
    """After 'whose': 'car has plate 'X'', 'plate is 'X'', 'car is plated 'X'', 'car's plate is 'X''."""
    for ends in ((VEHICLE, VEHICLE_HAS, PLATE_NOUN), (PLATE_NOUN, PLATE_IS), (VEHICLE, VEHICLE_IS_PLATED),
                 (POSSESSIVE_VEHICLE, PLATE_NOUN, PLATE_IS)):
        for _, m in p.seq(k, *ends):
            for plate, n in _plate(p, m):
                yield Anchor(AnchorKind.PLATE, plate), n


def whose_anchor(p: Parser, i: int) -> Iterator[tuple[Anchor, int]]:
    """'Whose pet is named 'Dawn'?', 'Whose car has plate 'X'?', 'Whose internet username is robert78?': the anchor
    person asked for with 'whose' and what names them."""
    for _, j in p.seq(i, "whose"):
        yield from _whose_pet(p, j)
        yield from _whose_plate(p, j)
        for _, k in p.seq(j, USERNAME_NOUN, "is|was"):
            for name, m in _username_after(p, k):
                yield Anchor(AnchorKind.USERNAME, name), m


def _named_username(p: Parser, i: int) -> Iterator[tuple[Anchor, int]]:
    """'the username 'x'', 'the online account 'x'' (a username named by its noun)."""
    for _, j in p.seq(i, "the|a?", USERNAME_NOUN):
        for name, k in _username_after(p, j):
            yield Anchor(AnchorKind.USERNAME, name), k


_NOT_POSSESSED = frozenset({"pet", "dog", "cat", "fish", "bird", "rabbit", "animal", "car", "vehicle", "automobile",
                             "plate", "account", "everyone", "someone", "anyone", "nobody", "somebody", "anybody", "one",
                             "person", "user", "its", "whoever", "people", "who", "that", "this", "the", "house", "home"})

_NOT_USERNAME = frozenset({"is", "was", "and", "or", "who", "that", "which", "has", "have", "had", "does", "do", "did",
                           "the", "a", "an", "of", "with", "in", "among", "owns", "own", "lives", "live", "whose", "if",
                           "named", "called", "behind", "known", "registered", "signed", "going", "goes", "using", "uses",
                           "living", "residing", "from", "on", "at", "by", "as", "account", "name", "handle", "username",
                           "id", "login", "but", "plus", "vs", "versus", "than", "online", "internet",
                           # ('not counting the user themselves': the anchor's person, no username)
                           *(w for said in W.SELF_SAID for w in said.split()), "him", "her", "them", "they",
                           "he", "she", "out", "aside", "excluded"})


def _bare_username(p: Parser, i: int) -> list[tuple[str, int]]:
    """A username written without quotes where nothing names it as one: a word in lower case (letters, digits, '_')
    that ends the noun phrase ('known as xanderson, ...'), never a word of the question."""
    tok = p.tokens[i]
    if tok.kind != WORD:
        return []
    nxt = p.tokens[i + 1]
    if tok.text == tok.low and tok.low not in _NOT_USERNAME and tok.low not in _STOP \
            and tok.text[-2:] != "'s" and (nxt.kind in (END, PUNCT) or nxt.key in _AFTER_NAME or nxt.key == "online"):
        return [(tok.text, i + 1)]
    return []


def _username_after(p: Parser, i: int) -> list[tuple[str, int]]:
    """After a username noun: the username, or 'of|named|called' and a quoted one ('the account named 'u'')."""
    j = p.lit(i, "of|named|called")
    return _username(p, i) + (p.string(j, "a username in quotes") if j is not None else [])


def _username(p: Parser, i: int) -> list[tuple[str, int]]:
    """A username: in quotes, or one word written without them right after a username noun ('the handle lisa19')."""
    tok = p.tokens[i]
    if (p.keys[i - 1] in W.USERNAME_WORDS or (p.keys[i - 1] in ("is", "was") and p.keys[i - 2] in W.USERNAME_WORDS)) \
            and tok.kind in (WORD, NUMBER) and tok.low not in _NOT_USERNAME and tok.text[-2:] not in ("'s", "’s"):
        return [(tok.text, i + 1)]
    return p.string(i, "a username in quotes")


# --- counts, predicates, groups ---------------------------------------------------------

_COUNT_JOINERS = tuple(tuple(w.split()) for w in ("and", "or", "&", "plus", "+", "as well as", "along with", "together with",
                                                  "and also", "and/or"))


def _counted_before(p: Parser, i: int) -> bool:
    """Is the bare plural at i joined to a counted noun ('at least 3 pets and cars')? The number may count both kinds,
    the two together, or the first only (p12y #12): refused naming the readings."""
    joined = next((i - len(w) for w in _COUNT_JOINERS if i > len(w) and p.keys[i - len(w):i] == list(w)), None)
    if joined is None:  # ('plus', 'as well as', 'along with': 'at least 3 pets plus cars' may add them up, p12y #12)
        return False
    for k in range(joined - 1, max(joined - 6, -1), -1):
        if p.keys[k] in ("and", ",", "who", "with", "that") or (p.keys[k] == "or" and p.keys[k + 1] not in ("more", "fewer",
                                                                                                           "less")):
            return False
        if p.tokens[k].kind == NUMBER or (p.keys[k] in W.NUMBER_WORDS and p.keys[k] not in ("a", "an", "no", "one")):
            said = p.text[p.tokens[k].pos:p.tokens[min(i + 1, len(p.tokens) - 1)].pos].strip()
            p.refuse(i, f"ambiguous: the number in '{said}' could count each kind, both together, or the first only; "
                        "say it for each ('at least 3 pets and at least 3 cars', '... and at least one car')")
            return True
    return False


@rule
def count_np(p: Parser, i: int) -> Iterator[tuple[CountIs, int]]:
    """'at least one vehicle', '3 or more pets', 'exactly 6 bank accounts', 'a car', 'no pets'."""
    for table, op in ((AT_LEAST, ">="), (AT_MOST, "<="), (MORE_THAN, ">"), (FEWER_THAN, "<"), (EXACTLY, "=")):
        for _, j in p.phrase(i, table):
            for (n, records), k in p.seq(j, _number, RECORDS):
                yield CountIs(records, op, n), k
    for n, j in p.number(i):
        for table, op in ((OR_MORE, ">="), (OR_FEWER, "<=")):
            for (records,), k in p.seq(j, table, RECORDS):
                yield CountIs(records, op, n), k
        for records, k in p.phrase(j, RECORDS):
            bound = [(op, m) for table, op in ((OR_MORE, ">="), (OR_FEWER, "<="), (AT_LEAST_AFTER, ">="),
                                               (AT_MOST_AFTER, "<=")) for _, m in p.phrase(k, table)
                     if not p.phrase(m, RECORDS) and p.tokens[m].kind != NUMBER
                     and p.keys[m] not in W.NUMBER_WORDS]  # '2 pets or more', '3 pets at most' (said after the noun;
            # p12y #11), not '2 pets or more cars', '2 pets at least one ...'
            for op, m in bound:
                yield CountIs(records, op, n), m
            if n == 0:  # 'zero pets': at least zero says nothing, so exactly
                yield CountIs(records, "=", 0), k
            elif not bound:
                p.refuse(j, f"'{n} ...' could mean exactly {n} or at least {n}: say 'exactly {n}' or 'at least {n}'")
    for (records,), j in p.seq(i, "a|an|any|some", RECORDS):
        yield CountIs(records, ">=", 1), j
    for records, j in p.phrase(i, RECORDS):  # a bare plural: 'who have pets', 'people with cars'
        if " ".join(str(w) for w in p.keys[i:j]) in W.RECORD_NOUNS[records].plural and not _counted_before(p, i):
            yield CountIs(records, ">=", 1), j
    for (records,), j in p.seq(i, "one or more", RECORDS):
        yield CountIs(records, ">=", 1), j
    for (records,), j in (*p.seq(i, "no|zero", RECORDS), *p.seq(i, "not a|one single", RECORDS),
                          *p.seq(i, "not even one|a", RECORDS), *p.seq(i, "not any", RECORDS)):
        yield CountIs(records, "=", 0), j
        for _, k in p.phrase(j, NONE_AT_ALL):  # 'no pets whatsoever', 'zero cars at all'
            yield CountIs(records, "=", 0), k
    for (records,), j in p.seq(i, "multiple", RECORDS):  # more than one
        yield CountIs(records, ">", 1), j
    for (records,), j in (*p.seq(i, "a|one single", RECORDS), *p.seq(i, "only|just one|a|1 single?", RECORDS)):
        yield CountIs(records, "=", 1), j  # 'with a single credit card', 'with just one car': one, not more
    for after in (p.lit(i, "several|many"), p.lit(i, "a few")):
        if after is not None and p.phrase(after, RECORDS):
            p.refuse(i, f"'{p.tokens[i].text}' does not say how many: say e.g. 'at least 2' or 'at least 3'")


@rule
def holds(p: Parser, i: int) -> Iterator[tuple[Holds, int]]:
    """After 'has'/'with': 'a Mastercard', 'a VISA 16 digit card', 'an Auto insurance policy', 'Life insurance'."""
    j = p.opt(i, "a|an")
    for value, k in provider(p, j):
        end = p.opt(k, "credit? card|cards")
        if end == k and p.tokens[j].kind == STRING and value.casefold() not in _KNOWN_PROVIDERS:
            continue  # 'who owns 'Paige'': a quoted name no card is named by is a pet's, not a card provider's
        yield Holds(Attribute.CARD_PROVIDER, value), end
    for value, k in policy_type(p, j):
        for _, m in p.seq(k, "insurance|policy|coverage"):
            yield Holds(Attribute.POLICY_TYPE, value), p.opt(m, "policy|policies")
    yield from species_np(p, i)


@rule
def species_np(p: Parser, i: int) -> Iterator[tuple[Holds, int]]:
    """'a dog', 'at least one cat', 'pet rabbits', 'any fish': owning one pet of the species."""
    for lead in ("a|an|any|some pet?", "at least one|1 pet?", "one or more pet?", "pet?"):
        for (species,), j in p.seq(i, lead, SPECIES):
            if lead != "pet?" or p.keys[j - 1] == species.lower() + "s":  # a bare noun only in the plural: 'owns dogs'
                yield Holds(Attribute.PET_SPECIES, species), j


def _does(p: Parser, i: int) -> list[int]:
    """After 'the same state as X': where it ends, and after 'does' ('as X does'), which may also begin what follows."""
    return [i, *([i + 1] if p.keys[i] in ("does", "do") else [])]


@rule
def same_place(p: Parser, i: int) -> Iterator[tuple[SameAs, int]]:
    """After 'live in': 'the same state as <anchor>', 'the city where <anchor> lives'."""
    for lead in ("as|like where", "as|like in which"):  # the same state as where X lives
        for (attr, a), j in p.seq(i, "the? same", PLACES, lead, anchor, LIVES_IN):
            yield SameAs(attr, a), j
    for (attr, a), j in p.seq(i, "the? same", PLACES, "as|like|of|with|than", _owned_said):  # same state as plate 'X'
        yield SameAs(attr, a), j
    for (attr, a), j in p.seq(i, "the? same", PLACES, "as|like|of|with|than", anchor):  # (the) same state as|like|of X
        for k in _does(p, j):  # ... as X (does)
            yield SameAs(attr, a), k
        for _, k in p.phrase(j, LIVES_IN):  # ... as X lives in, ... as X resides
            yield SameAs(attr, a), k
    for (attr, a), j in p.seq(i, "the same", PLACES, "that|which?", anchor, "does|do"):  # the same state X does
        yield SameAs(attr, a), j
    for lead in ("where", "in which"):
        for (attr, a), j in p.seq(i, "the", PLACES, lead, anchor, "lives|live|resides|reside|is|are"):
            yield SameAs(attr, a), p.opt(j, "based|located")
        for (attr, a), j in p.seq(i, "the", PLACES, lead, anchor, PLACE_HOME):  # ... makes their home (e55d)
            yield SameAs(attr, a), j
    # a state where X (also) lives, the state where X also lives (a30z): one of X's, as 'the state where X lives' says
    for article, also in (("a", "also?"), ("the", "also")):
        for lead in ("where", "in which"):
            for (attr, a), j in p.seq(i, article, PLACES, lead, anchor, also, "lives|live|resides|reside"):
                yield SameAs(attr, a), j
    for lead in ("where", "in which"):  # the state where the pet named 'Dawn' lives: its owner's
        for (attr, a), j in p.seq(i, "the", PLACES, lead, owned, "lives|is"):
            if a.kind is AnchorKind.PET:
                yield SameAs(attr, a), p.opt(j, "based|located")
    # the state where the car plated 'X' is registered, the state the vehicle with plate 'X' is registered in: its owner's
    for lead in ("where|that|which", "in which", ""):
        for (attr, a), j in p.seq(i, "the", PLACES, lead, owned, "is registered|based|kept"):
            if a.kind is AnchorKind.PLATE:
                yield SameAs(attr, a), p.opt(j, "in")
    for (attr, a), j in p.seq(i, "the", PLACES, "of", anchor):
        yield SameAs(attr, a), j
    for (attr, a), j in p.seq(i, "the", PLACES, PLACE_HOME_TO, anchor):  # the state that is home to X (c38w)
        yield SameAs(attr, a), j
    for (a, attr), j in p.seq(i, anchor, "'s", PLACES):  # the owner of pet 'Dawn''s state
        yield SameAs(attr, a), j
    for _, j in p.phrase(i, USER_WITH):  # user mgomez's state (a possessive in lower case stays one word)
        tok = p.tokens[j]
        if tok.kind == WORD and tok.low.endswith("'s") and len(tok.low) > 3 and tok.low[:-2] not in _NOT_USERNAME:
            for attr, k in p.phrase(j + 1, PLACES):
                yield SameAs(attr, Anchor(AnchorKind.USERNAME, tok.text[:-2])), k
    # the state the owner of pet 'Dawn' lives in, the same city that X calls home, the same state where X lives
    for (attr, a), j in p.seq(i, "the same?", PLACES, "that|which?", anchor, LIVES_IN):
        yield SameAs(attr, a), j
    for (attr, a), j in p.seq(i, "whichever|whatever", PLACES, anchor, LIVES_IN):  # whichever state X lives in
        yield SameAs(attr, a), j
    for lead in ("where", "in which", "that|which"):
        for (attr, a), j in p.seq(i, "the same", PLACES, lead, anchor, LIVES_IN):
            yield SameAs(attr, a), j


def _same_said(p: Parser, i: int) -> Iterator[tuple[SameAs, int]]:
    """A place said by 'same' with no preposition before it: '(living) same state as X', '(live) the same state of X'."""
    if p.keys[i] == "same" or p.keys[i] == "the" and p.keys[i + 1] == "same":  # (no 'expected' noted: 'in' is)
        yield from same_place(p, i)


@rule
def where(p: Parser, i: int) -> Iterator[tuple[SameAs | Holds, int]]:
    """Where people live: 'the same state as <anchor>', 'the state where <anchor> lives', '<anchor>'s home state', 'Texas'."""
    yield from same_place(p, i)
    for value, j in p.phrase(i, STATES):
        yield Holds(Attribute.STATE, value), j
        if p.keys[j] == "state":  # Ohio state, New York State
            yield Holds(Attribute.STATE, value), j + 1
    for (value,), j in p.seq(i, "the state of", STATES):  # the state of Ohio
        yield Holds(Attribute.STATE, value), j


@rule
def residence(p: Parser, i: int) -> Iterator[tuple[SameAs | Holds, int]]:
    """After 'who': 'live in <where>', 'are residents of <where>', 'is a resident of ...', 'currently reside in ...',
    'come from ...', 'make their home in ...', 'are in <where>', 'are Texas residents', 'call Texas home'."""
    for start in (i, *(j for _, j in p.phrase(i, LIVE_ADVERBS))):
        for (step,), j in p.seq(start, LIVE_VERBS, where):
            yield step, j
        for (step,), j in p.seq(start, "are|is in", where):
            yield step, j
        for lead, noun in (("are", "residents|inhabitants|locals"), ("is a|an", "resident|inhabitant|local")):
            for (value,), j in p.seq(start, lead, STATES, noun):
                yield Holds(Attribute.STATE, value), j
        for (value,), j in p.seq(start, "call|calls", STATES, "home"):
            yield Holds(Attribute.STATE, value), j
        for (value,), j in p.seq(start, W.BE_A, DEMONYMS):  # are Texans, is a New Yorker
            yield Holds(Attribute.STATE, value), j
        for _, j in p.phrase(start, LIVING_SAME):  # who live same state as X (no 'in': 'same' says it)
            yield from _same_said(p, j)
            yield from _where_anchor_lives(p, j)  # who live where X lives
    shares: tuple[str | Phrases[None], ...] = (SHARE_A, "have|has the same", "share|shares the same")
    for share in shares:  # share a home state with X
        for (attr, a), j in p.seq(i, share, PLACES, "with|as", anchor):
            yield SameAs(attr, a), j


def _where_anchor_lives(p: Parser, i: int) -> Iterator[tuple[SameAs, int]]:
    """After 'living' / 'who live': 'where the owner of the bird named 'Diana' lives' could be X's state or X's city:
    refused naming both, as 'who live where X lives' is (`shared_pred`). (No step: a generator for its callers.)"""
    for _ in p.seq(i, "where", anchor, LIVES_THERE):
        p.refuse(i + 1, _WHERE_LIVES)
    yield from ()


@rule
def residing(p: Parser, i: int) -> Iterator[tuple[SameAs | Holds, int]]:
    """After a group's head noun: 'living in <where>', 'currently residing in ...', 'from ...', 'in ...',
    'whose home is in <where>', 'whose state is Texas', 'whose home state is the same as X's'."""
    for start in (i, *(j for _, j in p.phrase(i, LIVE_ADVERBS))):
        for (step,), j in p.seq(start, LIVING, where):
            yield step, j
        for _, j in p.phrase(start, LIVING_SAME):  # living same state as X, people live in the same state as X
            yield from _same_said(p, j)
            if p.keys[j - 1] in ("live", "reside", "stay"):  # (plural: 'people live in ...', with no 'who')
                for (step,), k in p.seq(j, "in|within", where):
                    yield step, k
            yield from _where_anchor_lives(p, j)  # people living where X lives
    yield from _same_said(p, i)  # people same state as X
    for (step,), j in p.seq(i, "whose", HOME_IS_IN, where):
        yield step, j
    # 'whose residence is same state as X' (a24y's 'whose living place is ...', the tokenizer's 'residence'): the place
    # said by 'same', with no 'in', as 'living same state as X' is
    if (home := p.lit(i, "whose home|residence|address is")) is not None:
        yield from _same_said(p, home)
    for (attr, value), j in p.seq(i, "whose", PLACES, "is", STATES):
        if attr is Attribute.STATE:
            yield Holds(attr, value), j
    for (attr, a), j in p.seq(i, "whose", PLACES, "is|matches|equals", anchor, "'s"):
        yield SameAs(attr, a), j
    for (attr, a), j in p.seq(i, "whose", PLACES, "is the same as|matches|equals that? of?", anchor):
        yield SameAs(attr, a), j
    for (attr, step), j in p.seq(i, "whose", PLACES, "is also?", same_place):  # whose state is (also) X's state
        if isinstance(step, SameAs) and step.attribute is attr:
            yield step, j


_USED = (Attribute.CARD_PROVIDER, Attribute.URL, Attribute.POLICY_TYPE, Attribute.VEHICLE_MAKE)  # 'use the same ...'


@rule
def shared_pred(p: Parser, i: int) -> Iterator[tuple[SameAs | tuple[SameAs, ...], int]]:
    """A verb phrase sharing an anchor's value: 'share X's blood type', 'have X's card provider', 'use the same card
    provider as X'. ('live where X lives' is refused: X's state or X's city.)"""
    for ((attr, a),), j in p.seq(i, "share|shares|have|has", attr_of):
        yield SameAs(attr, a), j
        # a second value shared, its verb left out ('has the same blood type as A and also the same job title as B',
        # a31x: each shared, as 'has ... and has ...' is read)
        for ((again, b),), k in p.seq(j, ",? and also?", attr_of):
            if (again, b) != (attr, a):
                yield (SameAs(attr, a), SameAs(again, b)), k
    # ('who use same credit card provider with X', a24y: a learner's 'with', as after 'share the same')
    for (attr, a), j in p.seq(i, "use|uses|carry|carries|hold|holds the same", ATTRS, "as|with", anchor):
        if attr in _USED or attr is Attribute.JOB_TITLE and p.keys[i] in ("hold", "holds"):  # (holds the same job title)
            for k in _does(p, j):
                yield SameAs(attr, a), k
    for steps, j in _two_shared(p, p.lit(i, "share|shares|have|has")):
        yield steps, j
    if p.keys[i] in ("live", "lives", "reside", "resides") and p.keys[i + 1] == "where":  # (no 'expected' noted)
        for _, k in anchor(p, i + 2):
            p.refuse(i + 2, _WHERE_LIVES)


_WHERE_LIVES = ("'where ... lives' could mean the same state or the same city: say 'in the same state as ...' or 'in the "
                "same city as ...'")


def _two_shared(p: Parser, i: int | None) -> Iterator[tuple[tuple[SameAs, SameAs], int]]:
    """After 'share'/'sharing'/'with': two of an anchor's values at once, 'both the blood type and the medical condition of
    X', 'the same blood type and condition as X' (people sharing each of them)."""
    if i is None:
        return
    for lead, link in (("both? the", "of"), ("both? the same", "as")):
        for (first, second, a), j in p.seq(i, lead, ATTRS, "and the? same?", ATTRS, link, anchor):
            if first != second:
                yield (SameAs(first, a), SameAs(second, a)), j


_IN_SAME = (Attribute.CONDITION, Attribute.BLOOD_TYPE, Attribute.JOB_TITLE)  # 'in the same X as A' (not 'in the same URL')


@rule
def shared_clause(p: Parser, i: int) -> Iterator[tuple[SameAs, int]]:
    """After a group's head noun: 'with X's blood type', 'sharing X's state', 'using the same card provider as X',
    'whose blood type is X's'."""
    for ((attr, a),), j in p.seq(i, "sharing|with|having", attr_of):
        yield SameAs(attr, a), j
    # whose medical record shows the same condition as A, whose employment record lists the same job title as A
    for (records, attr, a), j in p.seq(i, "whose", RECORD_ONE, "shows|show|lists|list|has|have|gives|give|records|states "
                                       "the same", ATTRS, "as", anchor):
        if ATTRIBUTES[attr].table == RECORD_TABLES[records]:
            yield SameAs(attr, a), j
    for ((attr, a),), j in p.seq(i, "holding", attr_of):  # holding the job title of A, holding A's insurance type
        if attr not in W.PLACES:
            yield SameAs(attr, a), j
    for (attr, a), j in p.seq(i, "using|carrying|holding the same", ATTRS, "as", anchor):
        if attr in _USED:
            for k in _does(p, j):
                yield SameAs(attr, a), k
    for (attr, a), j in p.seq(i, "in the? same", ATTRS, "as", anchor):  # terse: 'in same condition as X', 'in the same
        if attr in _IN_SAME:  # line of work as X' (a place: `where`)
            yield SameAs(attr, a), j
    for verb in ("matches|equals|is", "is the same as"):  # whose blood type is X's
        for (attr, a), j in p.seq(i, "whose", ATTRS, verb, anchor, "'s"):
            yield SameAs(attr, a), j


@rule
def attr_of(p: Parser, i: int) -> Iterator[tuple[tuple[Attribute, Anchor], int]]:
    """An anchor's value of an attribute, to share: "X's blood type", "the blood type of X", "the same blood type as X",
    "the card provider X uses|has" (a place: `same_place`)."""
    for (a, attr), j in p.seq(i, anchor, "'s", ATTRS):
        yield (attr, a), j
    for (a, attr), j in p.seq(i, anchor, "'s", PLACES):  # X's home state
        yield (attr, a), j
    for (attr, a), j in p.seq(i, "the", ATTRS, "of", anchor):
        yield (attr, a), j
    for (attr, a), j in p.seq(i, "the", PLACES, "of", anchor):  # the home state of X
        yield (attr, a), j
    for (attr, a), j in p.seq(i, "the? same", ATTRS, "as|like|than|with|of", anchor):  # ('same ... than|with|of': a learner's)
        for k in _does(p, j):
            yield (attr, a), k
    for (attr, a), j in p.seq(i, "the same? that|which?", ATTRS, anchor, "has|have|holds|hold|uses|use|does|do"):
        yield (attr, a), j
    for (attr, a), j in p.seq(i, "the", ATTRS, "that|which", anchor, "has|have|holds|hold|uses|use"):
        yield (attr, a), j  # the credit card provider that the owner of pet X uses
    for (attr, a), j in p.seq(i, "the", ATTRS, "used|held|had by", anchor):  # the provider used by the owner of X
        yield (attr, a), j


# what ties a credit card to the anchor's provider: 'from the same provider as X', 'issued by the same card provider as X'
_CARD_SAME_PROVIDER = "from|of|with|by|issued|through by? the? same credit? card? provider as|like"
_CARD_FROM = "a|an|any? credit? card|cards " + _CARD_SAME_PROVIDER
_MAKE_OF = ("as", "as a|the|any|one vehicle|car owned|driven by", "as the|a|any|one vehicle|car|vehicles|cars of",
            "as one|those owned|driven by", "as one|any of the vehicles|cars of",
            "as one|any of the vehicles|cars owned|driven|held by", "as one|any of the vehicles|cars belonging|registered to")


# A record a person holds, matched on one of its values with a record the anchor holds: 'a credit card from the same
# provider as one held by X', 'an insurance policy of the same type as one held by X', 'a job with the same title as one
# X holds', 'a policy of a type also held by X', 'a card from any provider that X uses', 'a policy whose type matches
# one held by X' (any of X's records: SameAs's meaning). Each: the attribute, its record's noun, the words tying the
# record to the value, the value's noun ('the same ___ as'). ('a different type from', 'the card with the highest limit
# held by X': not read.)
_RECORD_SAME = (
    (Attribute.CARD_PROVIDER, "credit? card|cards", "from|of|with|by|through|issued|carried by? a|an|the|any",
     "credit? card? provider|providers"),  # (not 'issuer', 'brand': the recorded provider splits VISA by length)
    (Attribute.POLICY_TYPE, "insurance? policy|policies", "of|with|in a|an|the|any",
     "insurance? policy? type|types|kind|kinds|category|categories"),
    (Attribute.JOB_TITLE, "job|jobs|position|positions|role|roles", "with|of|under|holding|carrying|bearing a|an|the|any",
     "job? title|titles"),
    (Attribute.CARD_EXPIRY, "credit? card|cards", "with|having|bearing a|an|the|any",
     "credit? card? expiry|expiration date|dates?"),
)
# ... the anchor's record after 'as' (each a row of word slots): 'one held by X', 'a card issued to X', 'one of the
# policies of X'
_HELD = "held|owned|used|had|carried|possessed|issued by"
_TO = "belonging|issued|registered to"
_ONE_HELD = (f"one|ones|any|those|some {_HELD}", f"the one {_HELD}", f"one|ones|any|those {_TO}", f"the one {_TO}",
             f"one|any of the? {{rec}} {_HELD}", "one|any of the {rec} of", f"one|any of the? {{rec}} {_TO}",
             f"a|an|any|the {{rec}} {_HELD}", f"a|an|any|the {{rec}} {_TO}", "that|those of")
_X_HOLDS = "also? holds|hold|has|have|uses|use|carries|carry|owns|own"
# ... or the value itself held by the anchor: 'a type also held by X', 'any provider that X uses'
_ALSO_HELD = "also? held|used|had|carried|chosen by"


def _one_held(p: Parser, j: int, rec: str) -> Iterator[tuple[Anchor, int]]:
    """After 'the same provider as': the anchor, or one of its records ('one held by X', 'a card belonging to X')."""
    for (a,), k in p.seq(j, anchor):
        yield a, k
    for lead in _ONE_HELD:
        for (a,), k in p.seq(j, lead.format(rec=rec), anchor):
            yield a, k
    for (a,), k in p.seq(j, "one|any|those that|which?", anchor, _X_HOLDS):  # one X holds
        yield a, k


@rule
def record_same(p: Parser, i: int) -> Iterator[tuple[SameAs, int]]:
    """A record matched on its value with one of the anchor's records: 'a credit card from the same provider as one held
    by X', 'an insurance policy of a type also held by X', 'a job whose title matches one held by X'."""
    for attr, rec, link, noun in _RECORD_SAME:
        # ('holding insurance of the same type as X', e48c: the record's mass noun, W.RECORD_MASS_NOUNS)
        mass = p.lit(i, W.RECORD_MASS_NOUNS[attr]) if attr in W.RECORD_MASS_NOUNS else None
        if mass is not None:
            for _, j in p.seq(mass, f"{link} same", noun, "as|like"):
                for a, k in _one_held(p, j, rec):
                    for m in _does(p, k):
                        yield SameAs(attr, a), m
        start = p.lit(i, f"a|an|any|one? {rec}")
        if start is None:
            continue
        for _, j in p.seq(start, f"{link} same", noun, "as|like"):
            for a, k in _one_held(p, j, rec):
                for m in _does(p, k):
                    yield SameAs(attr, a), m
        for _, j in p.seq(start, link, noun):
            for (a,), k in p.seq(j, "that|which? is|are?", _ALSO_HELD, anchor):  # a policy of a type also held by X
                yield SameAs(attr, a), k
            for (a,), k in p.seq(j, "that|which", anchor, _X_HOLDS):  # a card from any provider that X uses
                yield SameAs(attr, a), p.opt(k, "too|also")
                # 'a card from any provider that X also has a card from', '... a policy with' (a22x): the record's
                # own noun and link after the verb, its object left out
                if p.keys[k - 1] in ("has", "have", "holds", "hold", "carries", "carry"):
                    for _, m in p.seq(k, f"a|an|one? {rec}", link.split(" ", 1)[0]):
                        yield SameAs(attr, a), p.opt(m, "too|also")
            for verb in ("that|which also? issued|gave|provided|sold a|an|one card|policy|cards|policies to",
                         "that|which also? insures|insure|covers|cover|employs|employ"):
                for (a,), k in p.seq(j, verb, anchor):  # a provider that also issued a card to X
                    yield SameAs(attr, a), k
        for verb in ("matches|equals", "is the same as", "is shared with", "is|are also? that of", "also? matches that of"):
            for _, j in p.seq(start, "whose", noun, verb):
                for a, k in _one_held(p, j, rec):  # a policy whose type matches one held by X
                    yield SameAs(attr, a), k
        for _, j in p.seq(start, "whose", noun, "is|are"):
            for (a,), k in p.seq(j, _ALSO_HELD, anchor):  # a policy whose type is also held by X
                yield SameAs(attr, a), k


def _record_whose(p: Parser, i: int) -> Iterator[tuple[SameAs, int]]:
    """After a head noun: 'whose job has the same title as one held by X', 'whose card is from the same provider as X's'
    (any of the person's records: SameAs)."""
    if p.keys[i] != "whose":
        return
    for attr, rec, _, noun in _RECORD_SAME:
        for said in (rec, *((W.RECORD_MASS_NOUNS[attr],) if attr in W.RECORD_MASS_NOUNS else ())):
            for lead in (f"whose {said} has|have|shares|share the same",
                         f"whose {said} is|are|comes|come from|of|with the same",
                         f"whose {said} is|are issued by the same", f"whose {said} is|are the same"):
                for _, j in p.seq(i, lead, noun, "as|like"):
                    for a, k in _one_held(p, j, rec):
                        yield SameAs(attr, a), k


def _same_make(p: Parser, j: int) -> Iterator[tuple[SameAs, int]]:
    """After 'a car of the same make': '... as X', '... as a vehicle of X', '... as one driven by X'."""
    for lead in _MAKE_OF:
        for (a,), k in p.seq(j, lead, anchor):
            yield SameAs(Attribute.VEHICLE_MAKE, a), k


@rule
def pred(p: Parser, i: int) -> Iterator[tuple[Any, int]]:
    """A verb phrase saying who belongs (after 'who'/'that'/'and'): one step."""
    yield from residence(p, i)  # live in the same state as X, are residents of Texas (p12f: groups)
    for (attr, a), j in p.seq(i, SHARE, ATTRS, "as|with", anchor):
        yield SameAs(attr, a), j
    for (attr, a), j in p.seq(i, SHARE_A, ATTRS, "with", anchor):
        yield SameAs(attr, a), j
    for (a,), j in p.seq(i, WORKS_SAME_JOB, "as", anchor):  # work in the same profession as X
        yield SameAs(Attribute.JOB_TITLE, a), j
    for (attr, a), j in p.seq(i, "share|shares|have|has the", ATTRS, "of", anchor):
        yield SameAs(attr, a), j
    # 'who have the same blood type as X and no internet accounts' (a28x): 'have' taking a count as a second object, as
    # 'with the same blood type as X and no internet accounts' does (havings); counts only ('and a dog' is not read here)
    for (attr, a), j in p.seq(i, "have|has the same", ATTRS, "as", anchor):
        for (more,), k in p.seq(j, ",? and|but|plus", counts):
            if all(isinstance(s, CountIs) for s in more):
                yield (SameAs(attr, a), *more), k
    # ... and in the other order, a count first: 'who has 2 or more insurance policies and the same job title as X', 'who
    # has no credit cards and the same blood type as X' (a35c)
    for (more,), j in p.seq(i, HAVE, counts):
        if all(isinstance(s, CountIs) for s in more):
            for (attr, a), k in p.seq(j, ",? and|but|plus the same", ATTRS, "as", anchor):
                yield (*more, SameAs(attr, a)), k
    yield from shared_pred(p, i)  # share X's blood type, use the same card provider as X (p12c: anchors)
    for (a,), j in p.seq(i, "hold|holds|have|has|carry|carries|use|uses", _CARD_FROM, anchor):
        for k in _does(p, j):  # hold a card from the same provider as X
            yield SameAs(Attribute.CARD_PROVIDER, a), k
    for (step,), j in p.seq(i, "hold|holds|have|has|carry|carries|use|uses|own|owns|possess|possesses", record_same):
        yield step, j  # hold an insurance policy of the same type as one held by X
    for (attr, a), j in p.seq(i, DIAGNOSED_SAME_PRED, ATTRS, "as|like", anchor):
        if attr is Attribute.CONDITION:  # are diagnosed with the same condition as X
            yield SameAs(attr, a), j
    for (attr, a), j in p.seq(i, IN_COMMON_PRED, ATTRS, IN_COMMON_WITH, anchor):
        yield SameAs(attr, a), j  # have a card provider in common with X (a25x)
    for (attr, a), j in p.seq(i, "drive|drives|own|owns the same", ATTRS, "as", anchor):
        if attr is Attribute.VEHICLE_MAKE:
            yield SameAs(attr, a), j
    for (attr, a), j in p.seq(i, "have|has a|an|the", ATTRS, "matching", anchor):
        yield SameAs(attr, a), p.opt(j, "'s")
    for _, k in p.seq(i, HAVE, ACCOUNT_AT, URLS, "as"):
        for (a,), j in (*p.seq(k, anchor), *p.seq(k, URL_ACCOUNT_OF, anchor)):  # ('... as an internet account of A')
            yield SameAs(Attribute.URL, a), j
    for (a,), j in p.seq(i, "use|uses the same", URLS, "as", anchor):
        yield SameAs(Attribute.URL, a), j
    for lead in ("a|an credit? card with the same", "a|an credit? card that has the same"):
        for (a,), j in p.seq(i, HAVE, lead, EXPIRY, "as", anchor):
            yield SameAs(Attribute.CARD_EXPIRY, a), j
    for _, j in p.seq(i, "own|owns|have|has|drive|drives a|an vehicle|car of|with the same make"):
        yield from _same_make(p, j)
    # 'who has one of the same make as a vehicle owned by X' (a25y): 'one' a vehicle, as only vehicles have a make
    for _, j in p.seq(i, "own|owns|have|has|drive|drives one of|with the same make"):
        yield from _same_make(p, j)
    for (kinds,), j in p.seq(i, NOT_HAVE, none_of):
        yield kinds, _at_all(p, j)
    for (kinds,), j in p.seq(i, "is|are", WITHOUT, none_of):  # is without a single insurance policy
        yield kinds, _at_all(p, j)
    for (records,), j in p.seq(i, "is|are|was|were", LACKING):  # is carless, are pet-less
        yield CountIs(records, "=", 0), j
    for _, j in p.seq(i, NOT_HAVE, holds):
        p.refuse(i, W.NOT_HOLDING)
    for (steps,), j in p.seq(i, HAVE, "both?", counts):  # own at least 3 vehicles (but no pets), own both a car and a pet
        yield steps, j
    for (kinds,), j in p.seq(i, HAVE, "neither a|an|any?", none_of):  # have neither pets nor vehicles
        if len(kinds) > 1:
            yield kinds, j
    for (records,), j in p.seq(i, "is|are not|never a|an?", RECORD_ONE, "owner|owners|holder|holders"):
        yield CountIs(records, "=", 0), j
    for (records,), j in p.seq(i, "isn't|aren't a|an?", RECORD_ONE, "owner|owners|holder|holders"):
        yield CountIs(records, "=", 0), j
    for lead in ("is|are not|never a|an?", "isn't|aren't a|an?"):  # are not Mastercard holders
        for _ in p.seq(i, lead, provider, "card? holders|holder|cardholders|cardholder|customers|users"):
            p.refuse(i, W.NOT_HOLDING)
    for (a,), j in p.seq(i, HAVE, owned):  # own a pet named 'Michael'
        yield OwnerOf(a), j
    for (lo, hi, records), j in p.seq(i, HAVE, "between", _number, "and", _number, RECORDS):
        if lo <= hi:
            yield (CountIs(records, ">=", lo), CountIs(records, "<=", hi)), j
    for (step,), j in p.seq(i, HAVE, holds):
        yield step, j
    for (a, b), j in p.seq(i, HAVE, "both?", holds, "and", holds):  # owns (both) a dog and a cat
        if a != b and not _either_kind(p, i, j, (a, b)):
            yield (a, b), j
    for (value,), j in p.seq(i, "are|is", provider, "card? holders|holder|cardholders|cardholder|customers"):
        yield Holds(Attribute.CARD_PROVIDER, value), j
    for _, j in p.seq(i, W.BE_A):  # are dog owners, is a holder of a 'JCB 16 digit' card (a28z)
        yield from _role_said(p, j)
    # 'started their current job in Y': 'current' must be said ('their employment began' is their working life's start,
    # p12k WRONG #5; 'started their job in Y' / 'whose job started in Y' may be any of their jobs, p12y #1)
    for lead in ("started|began|start|begin their|his|her|the current|present|latest job in",  # ('the': a learner's)
                 "started|began|start|begin their|his|her|the current|present|latest employment in",
                 "started|began|start|begin current|present|latest employment|job|work in",
                 # ('who joined their current job in the year 2025', 'who has joined the present job in 2024', a23x)
                 "joined|join their|his|her|the current|present|latest job|employment|position|role in"):
        for (year,), j in p.seq(i, lead, _year):
            yield CurrentJobStartedIn(year), j
    for (year,), j in p.seq(i, "started|began working|work at|in their|his|her current job in", _year):
        yield CurrentJobStartedIn(year), j
    for lead in ("started|began|start|begin at|with their|his|her current|present company|employer|firm|workplace in",
                 "joined|join their|his|her current|present company|employer|firm|workplace in",
                 "started|began|start|begin working|work at|for their|his|her current|present company|employer|firm in"):
        for (year,), j in p.seq(i, lead, _year):  # started at their current company in 2022
            yield CurrentJobStartedIn(year), j
    for (step,), j in p.seq(i, HAVE, card_month):
        yield step, j
    for _, j in p.seq(i, HAVE, "a|an"):  # has a pet count of zero
        yield from _count_of(p, j, "of")


def _role_said(p: Parser, i: int) -> Iterator[tuple[Steps, int]]:
    """A role said as what people are, after 'who are (a)' or 'being (a)': a group's head noun phrase naming what they
    hold ('dog owners', 'a Mastercard holder', '(the) holders of a 'JCB 16 digit' card', 'owners of a cat', 'Auto
    insurance policy holders'), its steps. Not people said by a plain noun ('people of Ohio': residence is read as
    such), a top N, each state's first or 'the other ...'."""
    if p.keys[i] == "the":
        if p.keys[i + 1] not in W.ROLE_AFTER_THE:
            return
        i += 1
    if p.phrase(i, PEOPLE):
        return
    for (steps, kind), j in head(p, i):
        if kind == "plain" and steps and ELSE not in steps:
            yield steps, j


@rule
def card_month(p: Parser, i: int) -> Iterator[tuple[SameAs, int]]:
    """After 'has'/'with': 'a credit card that expires in the same month as X', 'a card expiring on the same date as a
    card of X', 'a credit card with the same expiry date as X' (words.CARD_EXPIRES_SAME)."""
    for lead in ("a|an|any credit? card that|which?", "at least one credit? card that|which?",
                 "one or more credit? cards that|which?"):
        for (a,), j in (*p.seq(i, lead, CARD_EXPIRES_SAME, CARD_OF_ANCHOR, anchor),
                        *p.seq(i, lead, "with the same", EXPIRY, CARD_OF_ANCHOR, anchor)):
            yield SameAs(Attribute.CARD_EXPIRY, a), _card_of(p, j)


def card_expires(p: Parser, i: int) -> Iterator[tuple[SameAs, int]]:
    """After a group's head: 'whose credit card expires on the same date as a card of X', 'holding a card expiring in the
    same month as X', 'with a credit card with the same expiration date as X'."""
    for (a,), j in p.seq(i, "whose credit? card|cards", CARD_EXPIRES_SAME, CARD_OF_ANCHOR, anchor):
        yield SameAs(Attribute.CARD_EXPIRY, a), _card_of(p, j)
    for _, j in p.seq(i, "with|having|holding|carrying|owning"):
        yield from card_month(p, j)


def _card_of(p: Parser, i: int) -> int:
    """After '... the same date as X': X's card said with a possessive ('as X's card', 'as X's')."""
    return p.lit(i, "'s credit? card|cards|one?") or i


def _at_all(p: Parser, i: int) -> int:
    """After a negation: 'at all', 'whatsoever', 'of any kind' (saying nothing more)."""
    found = p.phrase(i, NONE_AT_ALL)
    return found[0][1] if found else i


def _quoted(p: Parser, i: int) -> list[tuple[str, int]]:
    return p.string(i, "a value in quotes")


def _number(p: Parser, i: int) -> list[tuple[int, int]]:
    return p.number(i)


def _positive(p: Parser, i: int) -> list[tuple[int, int]]:
    found = [(n, j) for n, j in p.number(i) if n >= 1]
    if not found:
        p.expect(i, "a positive number")
    return found


def _year(p: Parser, i: int) -> list[tuple[int, int]]:
    for _, j in p.phrase(i, YEAR_LEAD):  # 'started the current job in the year 2024' (a18y)
        if p.tokens[j].kind == NUMBER:
            return _year(p, j)
    found = [(n, j) for n, j in p.number(i, "a year") if 1900 <= n <= 2100]
    if p.keys[i] in W.YEAR_CENTURIES or p.keys[i] == "two":
        found += _spoken_year(p, i)
    if not found:
        p.expect(i, "a year")
    return found


def _spoken_year(p: Parser, i: int) -> list[tuple[int, int]]:
    """A year said aloud (words.YEAR_CENTURIES): 'twenty twenty five', 'twenty twenty-five', 'nineteen ninety-nine',
    'twenty oh five', 'two thousand (and) five'. Only the longest reading: 'twenty twenty five' is never 2020."""
    century = W.YEAR_CENTURIES.get(p.keys[i] or "")
    starts = [(century, i + 1)] if century is not None else []
    starts += [(2000, j) for _, j in p.seq(i, YEAR_THOUSANDS)]
    found = []
    for base, j in starts:
        rest = p.keys[j] or ""
        if rest in W.YEAR_OH and p.keys[j + 1] in _UNIT_WORDS:  # twenty oh five
            found.append((base + W.NUMBER_WORDS[p.keys[j + 1] or ""], j + 2))
            continue
        n = W.NUMBER_WORDS.get(rest) if p.tokens[j].kind == WORD and rest not in ("a", "an", "no") else None
        if n is None or not (base == 2000 and century is None or n >= 10) or n > 99:
            continue
        if n in (20, 30, 40, 50, 60, 70, 80, 90) and p.keys[j + 1] in _UNIT_WORDS:  # twenty twenty five
            found.append((base + n + W.NUMBER_WORDS[p.keys[j + 1] or ""], j + 2))
        else:
            found.append((base + n, j + 1))
    return [(n, j) for n, j in found if 1900 <= n <= 2100]


_UNIT_WORDS = frozenset(("one", "two", "three", "four", "five", "six", "seven", "eight", "nine"))


@rule
def none_of(p: Parser, i: int) -> Iterator[tuple[Steps, int]]:
    """After 'no'/'without'/'does not own any': 'pets', 'pets or vehicles', 'pets and no vehicles'."""
    for r, j in p.phrase(i, RECORDS):
        yield (CountIs(r, "=", 0),), j
        k = p.lit(j, ",|or|and|nor")
        if k is not None and p.keys[k - 1] == "or" and p.keys[k] == "no":  # 'no pets or no vehicles': either one
            p.refuse(k, "'no X or no Y' is met by having either one: a condition joined by 'or' is not supported (say "
                        "'no X and no Y' for neither)")
        elif k is not None and p.keys[k - 1] == "and" and "a" in (_article(p, i - 1), _article(p, k)):
            # 'does not own a pet and a car', 'without a pet and a car': neither, or not both (p12y #5)
            p.refuse(k, "'not a X and a Y' could mean neither or not both: say 'no X and no Y' (or 'neither X nor Y') "
                        "for neither; 'not both' is not supported")
        elif k is not None and p.keys[k - 1] == "and" and _verb_negated(p, i):
            # 'who don't have pets and vehicles', 'who lack cards and policies': the verb's 'not' over 'X and Y' may be
            # neither or not both (w11 #3; 'with no pets and vehicles', 'without pets and cars' stay neither)
            p.refuse(k, "'not X and Y' could mean neither or not both: say 'no X and no Y' (or 'neither X nor Y') "
                        "for neither; 'not both' is not supported")
        elif k is not None and p.keys[k - 1] == "and" and _one_noun(p, i, j, r) and any(
                _one_noun(p, k, e, r2) for r2, e in p.phrase(k, RECORDS)):
            # 'with no pet and car': one of each, as 'no (pet and car)' may be not both (p12y #5 residue)
            p.refuse(k, "'no X and Y' in the singular could mean neither or not both: say 'no X and no Y' (or 'neither X "
                        "nor Y') for neither; 'not both' is not supported")
        elif k is not None:
            # 'without a pet or a car' is neither; 'without a pet and a car' may be 'not both' (p12y #5): 'a' after 'or'
            for more, m in none_of(p, p.opt(k, "no|any|a|an" if p.keys[k - 1] in ("or", "nor") else "no|any")):
                if all(s.records is not r for s in more):
                    yield (CountIs(r, "=", 0), *more), m


def _verb_negated(p: Parser, i: int) -> bool:
    """Is the list of records at i the object of a negated verb ('don't have pets, cars and ...'), not of 'no' or
    'without'?"""
    while 0 < i and (p.keys[i - 1] == "," or p.keys[i - 1] in RECORD_WORDS):  # back over the items listed before
        i -= 1
    return 0 < i and p.keys[i - 1] in NEGATED_VERBS


def _one_noun(p: Parser, i: int, j: int, r: Records) -> bool:
    """Is the record noun read from i to j singular ('pet', 'car', 'bank account')?"""
    return " ".join(str(w) for w in p.keys[i:j]) in W.RECORD_NOUNS[r].singular


def _article(p: Parser, i: int) -> str | None:
    """'a' for an indefinite article at i ('a', 'an', 'a single'), else None."""
    return "a" if 0 <= i < len(p.keys) and p.keys[i] in ("a", "an") else None


@rule
def counts(p: Parser, i: int) -> Iterator[tuple[Steps, int]]:
    """Counts after one verb: 'at least 3 vehicles', 'at least 3 vehicles but no pets', '2 cars as well as a pet'."""
    for step, j in count_np(p, i):
        yield (step,), j
        for k in (p.lit(j, ",? and|but|plus also?"), p.lit(j, ",? as well as")):
            for more, m in counts(p, k) if k is not None else ():
                yield (step, *more), m


@rule
def having(p: Parser, i: int) -> Iterator[tuple[Steps, int]]:
    """After 'with'/'having': '3 or more pets', 'between 2 and 4 pets', 'a Mastercard', 'the same city as X'."""
    for step, j in count_np(p, i):
        yield (step,), j
    for step, j in holds(p, i):
        yield (step,), j
    for (lo, hi, records), j in p.seq(i, "between", _number, "and", _number, RECORDS):
        if lo <= hi:
            yield (CountIs(records, ">=", lo), CountIs(records, "<=", hi)), j
    for (attr, a), j in p.seq(i, "the same", ATTRS, "as|like", anchor):
        yield (SameAs(attr, a),), j
    if p.keys[i] not in W.ARTICLES:  # ('... and pet 'X''s owner's blood type', a14x; 'with X's card provider'
        for (attr, a), j in attr_of(p, i):  # as shared_clause reads it: the same one)
            yield (SameAs(attr, a),), j
    for step, j in card_month(p, i):
        yield (step,), j
    for (a, b), j in p.seq(i, "both", holds, "and", holds):  # (owning) both a cat and a dog
        if a != b:
            yield (a, b), j


@rule
def havings(p: Parser, i: int) -> Iterator[tuple[Steps, int]]:
    for steps, j in having(p, i):
        yield steps, j
        for k in (p.lit(j, ",? and|but|plus also?"), p.lit(j, ",? as well as")):
            for more, m in havings(p, k) if k is not None else ():
                if not _either_kind(p, i, m, steps + more):
                    yield steps + more, m


def _either_kind(p: Parser, i: int, j: int, steps: Steps) -> bool:
    """'people who own dogs and cats', 'with dogs and cats': two species said as bare plurals could be owning both
    kinds or a pet of either kind, the owners of dogs and of cats (w12 WRONG #3: 'Among people who own dogs and cats, who
    is the richest?' answered Zachary Knight, who owns both; the richest owner of either is Erik Gonzalez): refused
    naming both (either is not in the spec). 'a dog and a cat', 'both dogs and cats' say both."""
    if sum(isinstance(s, Holds) and s.attribute is Attribute.PET_SPECIES for s in steps) < 2:
        return False
    bare = {f"{s}s" for s in W.SPECIES} | {"fish"}
    for n in range(i, j - 2):
        if p.keys[n] in bare and p.keys[n + 1] == "and" and p.keys[n + 2] in bare and p.keys[n - 1] != "both":
            said, first, second = p.said(n, n + 3).strip(), str(p.keys[n]), str(p.keys[n + 2])
            p.refuse(n, f"ambiguous: '{said}' could mean owning both kinds or a pet of either kind (the owners of "
                        f"{first} and those of {second}): say 'both {said}' (or 'a {first.rstrip('s')} and a "
                        f"{second.rstrip('s')}') for both; either kind is not supported")
            return True
    return False


def _none_again(p: Parser, steps: Steps, j: int) -> int | None:
    """Where a bracket saying a condition's 'none' again as a count ends ('who has never had any insurance (0
    policies)', 'w/o any vehicles (zero vehicles)', a21y): the same records, counted as none; None if there is none."""
    if p.keys[j] != "(" or not steps or not isinstance(last := steps[-1], CountIs) or (last.op, last.n) != ("=", 0):
        return None
    k = j + 1
    if p.keys[k] not in ("0", "zero", "no"):
        return None
    for r, m in p.phrase(k + 1, RECORDS):
        if r is last.records and p.keys[m] == ")":
            return m + 1
    return None


@rule
def preds(p: Parser, i: int) -> Iterator[tuple[Steps, int]]:
    """'live in the same state as X and own at least one vehicle': steps in order."""
    if p.keys[i] == "both":  # 'who both share a blood type with X and live in Y' (a24x): two or more joined by 'and'
        for steps, j in preds(p, i + 1):
            if "and" in p.keys[i + 1:j]:
                yield steps, j
        return
    for step, j in pred(p, p.opt(i, "also")):
        steps = step if isinstance(step, tuple) else (step,)
        if (again := _none_again(p, steps, j)) is not None:
            j = again
        yield steps, j
        for k in (p.lit(j, ",? and|but who|that?"), p.lit(j, ",? as well as"), p.lit(j, ",? and who|that? additionally"),
                  _listed(p, j)):
            if k is not None:
                found = preds(p, k)
                if found and p.keys[k - 1] in ("who", "that") and _relative_anchor(p, j) and _singular_verb(p, k):
                    # '... the same state as the person whose username is 'u' and who owns pet 'X'': the second
                    # relative clause may go on describing that person as the first does (w16 #4)
                    _refuse_attachment(p, p.anchors[j], j, max(m for _, m in found), p.lit(j, ",?") or j)
                    continue
                if found and p.keys[k - 1] not in ("who", "that") and _relative_anchor(p, j, free=True) \
                        and _singular_verb(p, k):
                    # '... a blood type with the person who has the username 'u' and owns no vehicles', '... with
                    # whoever has the username 'u' and owns no vehicles': with no 'who', the verb may go on in that
                    # person's own relative clause as well (r27 F6)
                    _refuse_attachment(p, p.anchors[j], j, max(m for _, m in found), p.lit(j, ",?") or j)
                    continue
                for more, m in found:
                    yield (*steps, *more), m


@rule
def asked_preds(p: Parser, i: int) -> Iterator[tuple[Steps, int]]:
    """Conditions after the question's own 'who' (`preds`); joined by 'and who' they ask a second question ('Among the
    15 richest people, who owns a dog and who owns a cat?'), not for one person with both: refused (w17)."""
    for steps, k in preds(p, i):
        second = next((n for n in range(i + 1, k) if p.keys[n] == "who" and p.keys[n - 1] in ("and", "but")), None)
        if second is not None:
            p.refuse(second, f"two questions: '{p.said(second - 1, k).strip()}' asks who again; cbwh ask answers one "
                             "question at a time: ask each on its own, or say 'who owns ... and owns ...' for one person")
            continue
        yield steps, k


def _relative_anchor(p: Parser, j: int, free: bool = False) -> bool:
    """Does an anchor end at j that is said with a relative clause of its own ('the person whose username is 'u'',
    'the one who owns pet 'X'')? Another relative clause joined to it by 'and who' may be its person's too. Not a free
    relative ('whoever has the username 'u'', a26z): it has no head noun a second 'who' could describe, and 'whoever
    has X and who ...' is no English, so 'and who' goes on with the clause before the anchor ('the oldest person who
    has the same type of insurance policy as whoever has the username 'u' and who doesn't have any internet
    accounts'). With `free`, a free relative too: 'whoever has X and owns no vehicles' (no 'who') is one clause."""
    if j not in p.anchors:
        return False
    said = p.keys[p.anchors[j]:j]
    return (free or said[:1] not in (["whoever"], ["whoever's"])) and any(
        k in ("who", "whose", "whom", "that", "whoever", "whoever's") for k in said)


def _listed(p: Parser, i: int) -> int | None:
    """'live in Texas, own a pet and have no cards': a comma between conditions, when a later one is joined by 'and'."""
    if p.keys[i] != "," or "and" not in p.keys[i + 1:]:
        return None
    return i + 1


@rule
def clause(p: Parser, i: int) -> Iterator[tuple[Steps, int]]:
    """A clause after a group's head noun (`_clause`). Right after a pet's anchor, a clause that is not a relative one
    ('with 3 pets', 'living in Ohio', 'without cars') could narrow the owners of that pet's name as well as describe
    the people ('the owner of pet 'Michael' with the most vehicles' narrows them): read for the people only if one
    person owns a pet of that name, which `cbwh ask` checks on the data (as `_one_owner` for 'who started ...')."""
    for steps, j in _clause(p, i):
        if len(steps) == 1 and isinstance(steps[0], OtherThan) and steps[0].anchor in (
                p.anchor_values.get(i, set()) | p.anchor_values.get(i - 1, set())):
            pass  # ('... the same state as X, other than X': X's owners are not narrowed by leaving X out)
        elif i in p.anchors and p.keys[i] not in ("who", "that"):
            _one_owner(p, p.anchors[i], i, j, steps)
        elif i - 1 in p.anchors and p.keys[i - 1] == "," and p.keys[i] not in ("who", "that"):
            _one_owner(p, p.anchors[i - 1], i - 1, j, steps)  # set off by a comma: "... pet 'X', living in Ohio, ..." (p12x #1)
        yield steps, j if (again := _none_again(p, steps, j)) is None else again


def _clause(p: Parser, i: int) -> Iterator[tuple[Steps, int]]:
    """What may follow a group's head noun: 'who ...', 'living in ...', 'with 3 or more pets', 'without pets'."""
    for _, j in p.seq(i, "who|that|which"):
        if p.keys[i] == "which" and (i in p.anchors or i - 1 in p.anchors):
            continue  # ('people which live in ...' as 'who'; after a pet or a car, 'which' may be about it)
        found = preds(p, j)
        if found and i in p.anchors and _singular_verb(p, j):
            if (head := _chosen_head(p, p.anchors[i])) and head[1]:  # ('the residents ... who has': the owner's)
                _refuse_owner_only(p, p.anchors[i], i, j, max(k for _, k in found), head[0])
                continue
            _refuse_attachment(p, p.anchors[i], i, max(k for _, k in found))  # (said if the sentence is not read)
            yield from _owner_clause(p, i, found)
            continue
        joined = i - 1 - (p.keys[i - 1] == "also")  # ('... whose username is 'u' and (also) who owns pet 'X'')
        joined -= p.keys[joined] in ("and", "but")
        if found and joined < i - 1 and _relative_anchor(p, joined + (p.keys[joined] != ",")) \
                and _singular_verb(p, j):
            # '... the same state as the person whose username is 'u' and who owns pet 'X'': the second relative
            # clause may go on describing that person as the first does (w16 #4)
            end = joined + (p.keys[joined] != ",")
            _refuse_attachment(p, p.anchors[end], end, max(k for _, k in found), end)
            continue
        if found and p.keys[i - 1] == "," and i - 1 in p.anchors and _singular_verb(p, j):
            # '... the owner of pet X, who has no credit cards, ...': set off by commas, about X's owner (p12x #13)
            _refuse_attachment(p, p.anchors[i - 1], i - 1, max(k for _, k in found), i)
            continue
        if found and i in p.anchors and _neutral_verb(p, j):
            for steps, k in found:
                _one_owner(p, p.anchors[i], i, k, steps)
        yield from found
    for step, j in residing(p, i):  # living in the same state as X, from Texas, whose home is in ... (p12f: groups)
        yield (step,), j
    for step, j in passive_none(p, i):  # (residents of X) by whom no vehicles are owned
        if i in p.anchors or (p.keys[i - 1] == "," and i - 1 in p.anchors):  # (X's owner, or the people chosen?)
            _refuse_attachment(p, p.anchors.get(i, p.anchors.get(i - 1, i)), i, j)
            continue
        yield (step,), j
    for steps, j in _clause_rest(p, i):
        if i in p.anchors:  # 'the owner of pet X with no vehicles': the same, for every other clause (p12x #1)
            _one_owner(p, p.anchors[i], i, j, steps)
        yield steps, j
    # residents of Ohio other than the owner of pet X; people in X's state, apart from X himself, ...; (not counting X)
    for step, j in (*excluded(p, i), *excluded_aside(p, i)):
        yield (step,), j


_OF_SAME_HEADS = frozenset({"people", "persons", "individuals", "everyone", "everybody", "those", "anyone", "ones",
                            "folks"})  # (before 'of the same ATTR as X': 'people of the same blood type as X')


def _clause_rest(p: Parser, i: int) -> Iterator[tuple[Steps, int]]:
    """The clauses after a head noun other than 'who ...' and residence: 'with ...', 'without ...', 'sharing ...',
    'whose current job started in Y'."""
    for (steps,), j in p.seq(i, HAVING, havings):
        yield steps, j
    for _, j in p.seq(i, W.BEING_A):  # (the persons) being holders of a Mastercard, being dog owners (a28z)
        yield from _role_said(p, j)
    for (a,), j in p.seq(i, HAVING, ACCOUNT_AT, URLS, "as", anchor):
        yield (SameAs(Attribute.URL, a),), j
    for (attr, a), j in p.seq(i, HAVING, "the same", ATTRS, "as", anchor):
        yield (SameAs(attr, a),), j
    for (attr, a), j in p.seq(i, SAME_VALUE_ON, "the same", ATTRS, "as", anchor):  # ('on the same policy type as X')
        yield (SameAs(attr, a),), j
    for (attr, a), j in p.seq(i, "sharing the? same", ATTRS, "as|with", anchor):
        yield (SameAs(attr, a),), j
    for (attr, a), j in p.seq(i, DIAGNOSED_SAME_CLAUSE, ATTRS, "as|like", anchor):
        if attr is Attribute.CONDITION:  # (people) diagnosed with the same condition as X (a25y)
            yield (SameAs(attr, a),), j
    for (attr, a), j in p.seq(i, IN_COMMON_CLAUSE, ATTRS, IN_COMMON_WITH, anchor):
        yield (SameAs(attr, a),), j  # (those) having a card provider in common with X (a25x)
    for _, j in (*p.seq(i, "with|having|owning|driving a|an vehicle|car of|with the same make"),
                 *p.seq(i, "having|owning|driving one of|with the same make")):  # ('owning one of the same make as X')
        for step, k in _same_make(p, j):  # with a vehicle of the same make as a vehicle of X
            yield (step,), k
    for lead in ("whose vehicle|car make|brand matches|is a|one make|brand owned|driven by",
                 "whose vehicle|car make|brand matches|is the make of a|one vehicle|car of"):
        for (a,), j in p.seq(i, lead, anchor):  # whose vehicle make matches a make owned by X
            yield (SameAs(Attribute.VEHICLE_MAKE, a),), j
    for (a,), j in p.seq(i, "holding|having|with|carrying|using", _CARD_FROM, anchor):  # a card from the same provider as X
        for k in _does(p, j):
            yield (SameAs(Attribute.CARD_PROVIDER, a),), k
    for (step,), j in p.seq(i, "holding|having|with|carrying|using|owning|possessing", record_same):
        yield (step,), j  # holding a policy of the same type as one held by X
    for step, j in _record_whose(p, i):  # whose job has the same title as one held by X
        yield (step,), j
    if i > 2 and p.keys[i - 1] in ("card", "cards") and {"holders", "holder"} & set(p.keys[i - 5:i - 1]):
        # (holders of a credit card) from the same provider as X (a18x)
        for (a,), j in p.seq(i, _CARD_SAME_PROVIDER, anchor):
            yield (SameAs(Attribute.CARD_PROVIDER, a),), j
    for (attr, a), j in p.seq(i, SHARING_A, ATTRS, "with", anchor):
        yield (SameAs(attr, a),), j
    for (attr, a), j in p.seq(i, "sharing|with the", ATTRS, "of", anchor):
        yield (SameAs(attr, a),), j
    if p.keys[i] == "of" and p.keys[i - 1] in _OF_SAME_HEADS:  # people of the same blood type as X, of X's blood type
        for (attr, a), j in (*p.seq(i, "of the same", ATTRS, "as", anchor), *p.seq(i, "of the", ATTRS, "of", anchor)):
            yield (SameAs(attr, a),), j
    for step, j in shared_clause(p, i):  # with X's blood type, whose state is X's (p12c: anchors)
        yield (step,), j
    for step, j in card_expires(p, i):  # whose credit card expires on the same date as a card of X
        yield (step,), j
    yield from _two_shared(p, p.lit(i, "sharing|with|having"))  # sharing both the blood type and the condition of X
    # ('whose blood type matches the owner of X', e38k2: 'that of' left out, as for a place)
    for (attr, a), j in p.seq(i, "whose", ATTRS, "matches|equals that? of?", anchor):
        yield (SameAs(attr, a),), j
    # the anchor's own value left unsaid ('whose blood type matches the owner of pet X', 'whose credit card provider
    # matches the person with username U', e38p2), as after 'is the same as'
    for (attr, a), j in p.seq(i, "whose", ATTRS, "matches|equals|mirrors", anchor):
        if p.keys[j] != "'s":  # (X's: `shared_clause`)
            yield (SameAs(attr, a),), j
    for (attr, a), j in p.seq(i, "whose", ATTRS, "is the same as that? of?", anchor):
        yield (SameAs(attr, a),), j
    for (kinds,), j in p.seq(i, WITHOUT, none_of):
        yield kinds, _at_all(p, j)
    if p.keys[i - 1] == "," and (p.tokens[i].kind == NUMBER or p.keys[i] in _TERSE_COUNT_FIRST):
        # ('ppl in same state as X, 0 credit cards -> ...', 'G, no pets, 2+ vehicles -> ...', a21y: a ticket's count
        # with no 'with', set off after the group)
        for steps, j in havings(p, i) if p.keys[i] not in ("0", "zero", "no") else ():
            if all(isinstance(s, CountIs) for s in steps):
                yield steps, j
        for (kinds,), j in p.seq(i, "no|zero|0", none_of):
            if len(kinds) == 1:  # (one kind: 'zero pets and cars' in a terse list could mean neither or not both, w21)
                yield kinds, j
    # ('ppl w/ same X as Y, current job started in 2023 -> ...', a21y: a ticket's condition with no verb, set off after
    # the group; 'G w/ current job started 2023')
    for start in ((i,) if p.keys[i - 1] in (",", "and") else ()) + ((i + 1,) if p.keys[i] in ("with", "having") else ()):
        for lead in ("current|present|latest job|employment", "current-job"):
            for (year,), j in p.seq(start, lead, "started|began|start|starts year|date? in|:?", _year):
                if start == i and p.keys[i - 1] == "and" and i - 1 in p.anchors:
                    _one_owner(p, p.anchors[i - 1], i - 1, j, (CurrentJobStartedIn(year),))  # ('owner of pet X and
                    # current job ...': X's owner's?)
                yield (CurrentJobStartedIn(year),), j
    for _, j in p.seq(i, WITHOUT, holds):
        p.refuse(i, W.NOT_HOLDING)
    for (year,), j in p.seq(i, "whose current|present|latest job started|began in", _year):  # ('whose job': p12y #1)
        yield (CurrentJobStartedIn(year),), j
    for (step,), j in p.seq(i, "whose", whose_count):  # whose number of pets is zero
        yield (step,), j
    for (year,), j in p.seq(i, "whose current|present|latest employment started|began in", _year):
        yield (CurrentJobStartedIn(year),), j


_SINGULAR = frozenset({"is", "was", "has", "does", "doesn't", "isn't", "wasn't", "hasn't"})


_NEUTRAL = frozenset({"had", "hadn't", "did", "didn't", "began", "got", "held", "drove", "bought", "took", "became",
                      "can", "could", "will", "would", "may", "might", "cannot", "can't", "won't"})


def _verb(p: Parser, i: int) -> str:
    word = p.tokens[i].low
    if word in ("also", "currently", "still", "only", "not", "never", "now") and i + 1 < len(p.tokens):
        word = p.tokens[i + 1].low
    return word


def _singular_verb(p: Parser, i: int) -> bool:
    """Is the verb at i (after 'who') singular ('has', 'owns', 'lives'), so it agrees with one anchor owner?"""
    word = _verb(p, i)
    return word in _SINGULAR or (word.endswith("s") and not word.endswith("ss") and p.tokens[i].kind == WORD)


_PLURAL = frozenset({"do", "don't", "have", "haven't", "own", "hold", "live", "are", "aren't", "were", "weren't",
                     "reside", "possess", "share", "drive", "carry", "earn"})  # (not 'use', 'keep': 'and use X as a
# tiebreaker', 'and keep only ...' are requests)


def _plural_verb(p: Parser, i: int) -> bool:
    """Is the verb at i plural only ('don't', 'have', 'live'), so it agrees with the people chosen, not one person?"""
    return _verb(p, i) in _PLURAL


def _singular_head(p: Parser, i: int) -> bool:
    """Is the nearest head noun before i singular ('the oldest resident of Ohio and have a dog': the plural verb agrees
    with no one there, and 'and' may add a condition on that one person, w9 #4)? A head inside an anchor ('as the owner
    of pet X', 'where the owner of X lives') is the anchor's, not the group's."""
    head = None
    for k in range(i - 1, -1, -1):
        word = p.keys[k]
        if word in ("as", "where", "whichever") or word == "with" and "same" in p.keys[max(k - 4, 0):k]:
            head = None  # (a learner's 'the same state with the owner of X', a22y, as 'as')
        elif head is None and word in W.PLURAL_HEADS | W.SINGULAR_HEADS:
            head = word
        elif head is None and _bare_superlative(p, k + 1):  # 'the richest in Ohio and who ...': one person (r35 H2);
            head = "people" if _positive(p, k - 1) else "one"  # 'the 3 richest in Ohio': several
    return head in W.SINGULAR_HEADS


def _bare_superlative(p: Parser, i: int) -> bool:
    """Is the word before i a superlative said with no head noun ('the richest in Ohio', 'richest in Ohio'): one
    person, as a singular head says (r35 H2, H4)?"""
    return i > 0 and any(e == i for _, e in p.phrase(i - 1, RANK_ADJ))


def _neutral_verb(p: Parser, i: int) -> bool:
    """Is the verb at i (after 'who') without number ('started', 'had', 'can'), agreeing with the anchor's owner
    and with the people being chosen alike?"""
    word = _verb(p, i)
    return word in _NEUTRAL or (word.endswith("ed") and not word.endswith("eed"))


def _one_owner(p: Parser, start: int, i: int, end: int, steps: Steps) -> None:
    """'... the same state as the owner of plate X with no insurance policies', '... as the owner of pet X who started
    their job in 2024': a clause right after an anchor that agrees with its owner and with the people chosen alike (not
    a relative clause, or one with a verb without number; a singular one is `_owner_clause`'s, a plural one describes
    the people). Read for the people, on two conditions `cbwh ask` checks on the data:

    - the anchor names one person: a pet's name may be shared by several owners, and then the clause could be choosing
      among them ('the owner of pet 'Michael' with the most vehicles'): refused, naming both readings;
    - the owner reading ('the owner of plate X with no insurance policies' as one person) names no one, or gives the
      same answer (`_check_owner`, as for a singular relative clause): else refused naming both, with each answer
      (r28 F4). Upstream cb-cloud-36's plate (a condition its owner does not meet) stays read for the people."""
    anchor_text = p.text[p.tokens[start].pos:p.tokens[i].pos].strip()
    clause_text = p.text[p.tokens[i].pos:p.tokens[end].pos].strip().strip(",").strip()
    for a in p.anchor_values.get(i, set()):
        if a.kind is AnchorKind.PET:
            pet = a.species.lower() if a.species else "pet"  # (a species said: only its pets count, `ask.service`)
            p.one_owner[a] = (f"ambiguous: several people own a {pet} named {a.value!r}, so '{clause_text}' could pick "
                              f"one of them ({anchor_text}) or describe the people being chosen; for the people, put it "
                              f"first (e.g. 'among people who ... and live in the same state as ...')")
    if not all(isinstance(s, OtherThan) for s in steps):  # ('X's state, other than X': leaves no owner to narrow)
        _check_owner(p, i, steps, end)


_PERSON_FILTERS = (CountIs, Holds, CurrentJobStartedIn, SameAs, OtherThan)  # (a condition on one person alone, not on
# the pool it is taken from, as a top N or a state's first is)


def _owner_clause(p: Parser, i: int, found: list[tuple[Steps, int]]) -> list[tuple[Steps, int]]:
    """'... the same state as the owner of plate 'X' who has no internet accounts' (a27x, a28x): a relative clause with a
    singular verb right after one anchor's owner could describe that owner or the people chosen, where their head is
    singular ('the oldest person', 'everyone'; a plural one is refused, `_refuse_owner_only`). Read for the people, on a
    condition `cbwh ask` checks on the data (`_check_owner`). Only for conditions on a person alone (a top N or a
    state's first depends on the pool: refused, `_refuse_attachment`)."""
    if not all(isinstance(s, _PERSON_FILTERS) for steps, _ in found for s in steps):
        return []
    return [(steps, end) for steps, end in found if steps and _check_owner(p, i, steps, end)]


def _check_owner(p: Parser, i: int, steps: Steps, end: int) -> bool:
    """A clause (tokens i .. end) after the anchor ending at i, read for the people chosen, kept on a condition `cbwh
    ask` checks on the data (`ask.service`): the owner reading names someone only if the anchor's owner meets the
    clause (else 'the owner of plate X who has no internet accounts' is no one), and then it is the question without
    the clause; the answer is given when that reading is void or gives the same answer. False (nothing kept) for a
    condition on the pool rather than on one person."""
    if not steps or not all(isinstance(s, (*_PERSON_FILTERS, OwnerOf)) for s in steps):
        return False
    anchor_text = p.text[p.tokens[p.anchors[i]].pos:p.tokens[i].pos].strip()
    clause_text = p.text[p.tokens[i].pos:p.tokens[end].pos].strip().strip(",").strip()
    for anchor in p.anchor_values.get(i, set()):
        said = p.owner_clause.get((anchor, tuple(steps)))
        if said is None or len(said[0]) < len(clause_text):  # (the longest said: 'no insurance policies', not '... insurance')
            p.owner_clause[(anchor, tuple(steps))] = (clause_text, anchor_text)
    return True


def _chosen_head(p: Parser, start: int) -> tuple[str, bool] | None:
    """The head of the people chosen, said before the anchor starting at `start`, and whether it is plural: the nearest
    head word before it in the sentence, other anchors skipped ('the residents of the same state as the owner of plate
    X', 'people sharing a blood type with the owner of pet Y and living in the same state as the user 'u''), or a top N
    said without a noun ('the two oldest in the same state as X', 'the top 3 by ...': several people, r29 F6); None if no
    head is said ('Who in the same state as X ...')."""
    k = start - 1
    while k >= 0 and p.keys[k] not in (".", "?", "!", ";"):
        if k + 1 in p.anchors and p.anchors[k + 1] <= k:
            k = p.anchors[k + 1] - 1
        elif (word := p.keys[k]) is not None and (word in W.CHOSEN_PLURAL or word in W.CHOSEN_SINGULAR):
            return word, word in W.CHOSEN_PLURAL
        elif (top := _top_said(p, k)) is not None:
            return top, True
        else:
            k -= 1
    return None


def _top_said(p: Parser, k: int) -> str | None:
    """A top N said without a noun at k: 'two oldest' ('the two oldest in ...'), 'top 3' ('the top 3 by ...')."""
    if not any(n >= 2 for n, _ in p.number(k)):
        return None
    if ranked := p.phrase(k + 1, RANK_ADJ):
        return p.said(k, ranked[0][1])
    return p.said(k - 1, k + 1) if k > 0 and p.phrase(k - 1, TOP_N_LEAD) else None


def _refuse_owner_only(p: Parser, start: int, i: int, j: int, end: int, head: str) -> None:
    """'the residents of the same state as the owner of plate X who has no internet accounts' (r28 F2): the singular
    verb does not agree with the plural head, so the clause describes the owner; a condition on the owner is not
    supported (where the owner does not meet it the question names no one)."""
    anchor_text = p.text[p.tokens[start].pos:p.tokens[i].pos].strip()
    clause_text = p.text[p.tokens[i].pos:p.tokens[end].pos].strip().rstrip(",")
    verb = p.said(j, j + 1 + (p.tokens[j].low != _verb(p, j)))  # ('has', 'currently lives')
    p.refuse(i, f"'{clause_text}' describes {anchor_text} ('{verb}' does not agree with '{head}'): a "
                f"condition on {anchor_text} is not supported; for the people, say it with a plural verb ('who have "
                f"...', 'who live ...') or put it first (e.g. 'among people who ... and live in the same state as ...')")


def _refuse_attachment(p: Parser, start: int, i: int, end: int, clause_start: int | None = None) -> None:
    """'... the same state as the owner of pet X who has no credit cards': the clause may describe X's owner."""
    anchor_text = p.text[p.tokens[start].pos:p.tokens[i].pos].strip()
    clause_text = p.text[p.tokens[i if clause_start is None else clause_start].pos:p.tokens[end].pos].strip().rstrip(",")
    p.refuse(i, f"ambiguous: '{clause_text}' could describe {anchor_text} or the people being chosen; for the people, "
                f"put it first (e.g. 'among people who ... and live in the same state as ...'); a condition on "
                f"{anchor_text} is not supported")


_LIST_LABEL = ("( NUM )", "NUM )", "NUM .", "—", "*")


def _list_label(p: Parser, i: int) -> list[int]:
    """Where a list item starts after its label ('(1)', 'a)', '2.', '-'), or i without one."""
    out = [i]
    for label in _LIST_LABEL:
        at = i
        for part in label.split():
            if part == "NUM":
                ok = p.tokens[at].kind == NUMBER or p.keys[at] in ("a", "b", "c", "i", "ii", "iii")
                at = at + 1 if ok else -1
            else:
                at = at + 1 if p.keys[at] == part else -1
            if at < 0:
                break
        if at > 0:
            out.append(at)
    return out


@rule
def _condition_items(p: Parser, i: int) -> Iterator[tuple[Steps, int]]:
    """'(1) they have at least one insurance policy; (2) they live in the same state as X': conditions listed, each
    said of the people ('they', 'who' or nothing), all of them holding."""
    for start in _list_label(p, i):
        for steps, j in preds(p, p.opt(start, "they|who|those|people|he|she")):
            yield steps, j
            for k in (p.lit(j, ";|,|.|— and?"), p.lit(j, "and")):
                for more, m in _condition_items(p, k) if k is not None else ():
                    yield (*steps, *more), m


_ALL_OF = ("who|that satisfy|satisfies|meet|meets|fulfil|fulfils|fulfill|fulfills|match|matches all|both|each? of? "
           "the|these|those? following? conditions|criteria|requirements? :|—",
           "satisfying|meeting|fulfilling|matching all|both|each? of? the|these|those? following? "
           "conditions|criteria|requirements? :|—")


@rule
def clauses(p: Parser, i: int) -> Iterator[tuple[Steps, int]]:
    yield (), i
    # people who satisfy all of: (1) they ...; (2) they ...   (conditions listed after a colon)
    for pattern in _ALL_OF:
        for _, j in p.seq(i, pattern):
            yield from _condition_items(p, j)
    # residents of X and don't own any vehicles   (no 'who': a plural verb, agreeing only with the people chosen)
    for _, j in p.seq(i, ",? and|but") if p.keys[i - 1] not in ("and", "but", ",") and _plural_verb(p, p.opt(
            p.opt(i, ","), "and|but")) and not _singular_head(p, i) else ():
        for steps, k in preds(p, j):
            yield steps, k
    # residents of X and who have no vehicles   (a relative clause joined by 'and' to the head's other words, y30)
    yield from _and_who(p, i)
    # people living in X and have no car   (after a clause that is not a 'who' one, a plural verb with no 'who': a22y)
    if p.keys[i - 1] in ("and", "but") and _plural_verb(p, i) and not _singular_head(p, i - 1) and \
            p.keys[i - 2] not in ("and", "but", ","):
        yield from preds(p, i)
    # people in Ohio, only counting the ones who have no pets   (the people said again, then narrowed: a20y; set off by
    # a dash too, 'folks in X - only counting people who ...', a32p)
    for _, j in p.phrase(i + (p.keys[i] in (",", "\u2014")), GROUP_SAID_AGAIN) \
            if {",", "\u2014"} & {p.keys[i], p.keys[i - 1]} else ():
        yield from _clause(p, j)  # (after a clause, `clauses` below is called past its comma)
    for steps, j in clause(p, i):
        after = p.opt(p.opt(p.opt(j, ","), "and|but"), "also")
        for _, k in p.seq(p.opt(j, ","), "and|but no|zero") if steps else ():
            for _, m in p.phrase(k, RECORDS)[:1]:  # 'people who live in Ohio and no pets' (a28x: the error named a
                # sign-off's 'no rush'): a count with no verb of its own, read only after 'have the same X as A'
                p.refuse(k - 1, f"cannot read '{p.said(k - 2, m).strip()}': a condition after 'and' needs a verb of "
                                f"its own here: say 'and have {p.said(k - 1, m).strip()}'")
        if not _relative_of_one(p, i, j, after):
            for more, k in clauses(p, after):
                if more and not _either_place(p, steps, more, j, after) and _stacked_on_owner(p, i, steps, more, k):
                    yield steps + more, k
        also = p.opt(p.opt(j, ","), "as well as")
        for more, k in clauses(p, also) if also == j or not _relative_of_one(p, i, j, also) else ():
            if more and _stacked_on_owner(p, i, steps, more, k):
                yield steps + more, k
        yield steps, j


def _relative_of_one(p: Parser, i: int, j: int, at: int) -> bool:
    """Is the relative clause at `at`, after a clause (i to j) that is none, joined to it by 'and' or set off by a comma
    after a singular head or a superlative with no noun ('Who is the richest person in Ohio(,) and who owns a dog?',
    'the oldest person in Ohio, who has no car')? It may ask who again (a second question) or say something of the one
    chosen as well as narrow the people they are chosen from: refused naming them (r34 H2, r35 H5; after a plural head
    it narrows them: `_and_who`, y30)."""
    relative = p.keys[at] in ("who", "that", "which") and p.keys[at - 1] in ("and", "but", ",")
    if not (relative or _set_off(p, at) and _ranked_head(p, i)) or p.keys[i] in ("who", "that", "which") or \
            not (_singular_head(p, i) or _bare_superlative(p, i)):
        return False
    _who_again(p, at, f" after '{p.said(i, j).strip(' ,')}'")
    return True


def _ranked_head(p: Parser, i: int) -> bool:
    """Is the nearest head before i a person already ranked ('the oldest person in Ohio', 'the top earner in Ohio', 'the
    richest in Ohio', 'the person with the most pets in Texas'), not one a question is yet to rank ('Which person with
    X, with no vehicles, has the fewest ...', a31x)?"""
    if _bare_superlative(p, i):
        return True
    for k in range(i - 1, 0, -1):
        if p.keys[k] in ("as", "where", "whichever"):
            return False
        if p.keys[k] in W.SINGULAR_HEADS:  # (ranked before it, or by a ranking after it: 'the person with the most
            # pets in Texas, and without a car', r38 H3)
            return any(p.keys[n] in _RANKED_WORDS for n in range(max(k - 3, 0), k)) or \
                any(p.keys[n] in _RANKED_WORDS and p.keys[n - 1] == "the" for n in range(k + 1, i))
    return False


_RANKED_WORDS = frozenset(w for said in (*W.RANK_ADJECTIVES.values(), *W.SUPERLATIVES.values()) for w in said
                          if " " not in w) | {"top"}


def _set_off(p: Parser, at: int) -> bool:
    """Is the clause at `at` set off by a comma ('the oldest person in Ohio, without a car / with a dog / having no
    pets / also owning a dog', r36 H1), not the people said again to narrow them ('..., only counting the ones who
    ...', a20y)?"""
    return p.keys[_joined_at(p, at)] == "," and not p.phrase(at, GROUP_SAID_AGAIN)


def _joined_at(p: Parser, at: int) -> int:
    """The word before the words joining a clause at `at` to what comes before it: ', also owning a dog', ', but with
    a dog', ', and (also) without a car', ', as well as having no car' (r38 H3; `_relative_of_one` asks it after a
    ranked person only: after a group, ', and with no vehicles' says another condition of its people, a31x)."""
    k = at - 1
    while k > 2 and (p.keys[k] in ("also", "but", "and") or p.keys[k - 2:k + 1] == ["as", "well", "as"]):
        k -= 3 if p.keys[k] == "as" else 1
    return k


def _who_again(p: Parser, at: int, after: str = "") -> bool:
    """Refuse the relative clause at `at` (after 'and' or a comma) that may ask who again, say something of the one
    chosen, or narrow the people they are chosen from (`_relative_of_one`, and after the question's own 'who' in
    `name_q`); False when no clause is read there."""
    end = max((k for more, k in clauses(p, at) if more), default=None)
    if end is None:
        return False
    said = p.said(min(at - 1, _joined_at(p, at) + 1), end).strip(" ,")
    p.refuse(at, f"ambiguous: '{said}'{after} may ask who again (a second question), say "
                 "something of the one chosen, or narrow the people the one is chosen from: say 'among people ... "
                 "who ..., who ...?'")
    return True


def _top_and_who(p: Parser, i: int, end: int) -> bool:
    """Is the clause after a top N at i joined to it by 'and who' ('the 10 richest people and who have no pets', 'the 5
    oldest residents of Texas and who own a dog')? Said so, the condition could narrow the pool the top is taken from
    or the top taken from everyone (`_and_who`): refused naming both."""
    # (or after the top's own place: 'the 3 richest people in Ohio and who have no pets', 'the 3 richest people in
    # Ohio - only counting people with cars', r34 H4; a relative clause of the top's own goes on with 'and who':
    # 'the 3 richest people who live in Ohio and who own a dog' is the top of those people)
    # (set off by a comma, a relative clause says something of the top, not of its pool: 'the 3 richest people in
    # Ohio, who have no pets', r35 H1)
    def joined(n: int) -> bool:  # (a relative clause at n, joined by 'and' or set off by a comma; any condition set
        # off by a comma alone: 'the 3 richest people in Ohio, without pets / with no pets / having no pets', r36 H2)
        # (a singular verb agrees with no one of the top's people, perhaps with the one chosen of them: 'the oldest of
        # the 3 richest people in Ohio who has no pets', r36 H3)
        return p.lit(n, ",? and|but who|that|which") is not None or p.lit(n, ", who|that|which") is not None or \
            p.keys[n] == "," and any(more and not all(isinstance(s, OtherThan) for s in more)
                                     for more, _ in clauses(p, n + 1)) or \
            p.keys[n] in ("who", "that") and _singular_verb(p, n + 1)

    joint: int | None = i if joined(i) else None if p.keys[i] in ("who", "that", "which") else next(
        (n for n in range(i + 1, end) if joined(n) and p.keys[n - 1] != "," or
         p.keys[n] in (",", "\u2014") and p.phrase(n + 1, GROUP_SAID_AGAIN)), None)
    if joint is None:
        return False
    said = p.said(joint, end).strip(" ,").lstrip("-\u2013\u2014 ")
    p.refuse(i, f"ambiguous: '{said}' after a top N could narrow the people the top is taken from "
                "or the top itself: say 'the 10 richest of the people who ...' or 'of the 10 richest people, those "
                "who ...'")
    return True


def _top_group_joined(p: Parser, i: int, end: int) -> bool:
    """`_top_and_who` for the group of a top N said after its ranking ('the 3 oldest people in Ohio and who have no
    cars', from i to end): from the end of the group's head noun."""
    head = next((n + 1 for n in range(i, end) if p.keys[n] in W.PLURAL_HEADS), None)
    return head is not None and head < end and _top_and_who(p, head, end)


def _and_who(p: Parser, i: int) -> Iterator[tuple[Steps, int]]:
    """'residents of the same state as X and who have no internet accounts', 'all residents of Ohio, and who do not own
    any vehicles', 'people in the same state as X and that started their current job in 2025' (y30): a relative clause
    joined by 'and' to the words after a plural head that are not a clause of their own (an 'of' or 'in' phrase), as
    'people living in X and who ...' joins one to a clause (`preds`). Right after an anchor, a singular verb agrees with
    the anchor's owner, not the people ('... as the owner of plate X and who has no cars'): refused naming both; a verb
    without number ('and who started ...') is read for the people on the data check of a clause after an anchor
    (`_one_owner`), a plural one ('and who have ...') for the people."""
    if p.keys[i] not in (",", "and", "but") or p.keys[i - 1] in ("and", "but", ",") or \
            p.lit(i, ",? and|but who|that") is None or _singular_head(p, i):
        return
    for _, j in p.seq(i, ",? and|but who|that"):
        found = preds(p, j)
        if not found:
            continue
        at = i if i in p.anchors else None
        if at is not None and _singular_verb(p, j):
            _refuse_attachment(p, p.anchors[at], at, max(k for _, k in found), p.opt(i, ","))
            continue
        for steps, k in found:
            if at is not None and not _plural_verb(p, j):
                _one_owner(p, p.anchors[at], at, k, steps)
            yield steps, k


def _stacked_on_owner(p: Parser, i: int, steps: Steps, more: Steps, k: int) -> bool:
    """'... the same state as the owner of plate X with a dog who has no insurance policies', '... with a dog and with no
    insurance policies': a clause after one that may describe the anchor's owner (kept on the data check,
    `_check_owner`) may describe the owner too (both the owner's): that reading is checked on the data as well. False
    (refused) where it cannot be: a condition on the pool, or a singular verb the plural head of the people chosen
    cannot take (then the owner's alone, not supported)."""
    end = i if i in p.anchors else i - 1 if p.keys[i - 1] == "," and i - 1 in p.anchors else None
    if end is None or not any((a, tuple(steps)) in p.owner_clause for a in p.anchor_values.get(end, set())):
        return True
    owner = p.text[p.tokens[p.anchors[end]].pos:p.tokens[end].pos].strip(" ,")
    head = _chosen_head(p, p.anchors[end])
    if head is not None and head[1] and any(p.keys[n] in ("who", "that") and _singular_verb(p, n + 1) for n in range(i, k)):
        p.refuse(i, f"'{p.said(i, k).strip(' ,')}' may describe {owner} (a singular verb the plural '{head[0]}' cannot "
                    f"take): a condition on {owner} is not supported; for the people, put it first (e.g. 'among people "
                    f"who ... and live in the same state as ...')")
        return False
    if not _check_owner(p, end, (*steps, *more), k):
        _refuse_attachment(p, p.anchors[end], end, k)
        return False
    return True


def _either_place(p: Parser, steps: Steps, more: Steps, j: int, k: int) -> bool:
    """'people in Kansas and in California': the people living in both, or (the people in Kansas and those in
    California) the people of either place; refused naming both. Not with a verb said again ('who live in Kansas and
    live in California': both)."""
    if p.keys[k] not in ("in", "from", "within") or "and" not in p.keys[j:k]:
        return False
    first, second = place_steps(steps), place_steps(more)
    if not first or not second or first == second or not any(
            a.attribute == b.attribute for a in first for b in second):
        return False
    p.refuse(k, "ambiguous: two places joined by 'and' ('in A and in B') could mean the people living in both or the "
                "people of either place: say 'who live in A and also live in B' for both, or ask about each place")
    return True


@rule
def only_one(p: Parser, i: int) -> Iterator[tuple[Steps, int]]:
    """'the only person among G who has no pets', 'the only resident of X without pets', 'the sole one who ... among G':
    the people meeting the condition, who must be one person (a name question without a ranking answers only then)."""
    for _, j in p.phrase(i, THE_ONLY):
        for _, k in p.phrase(j, PERSON):
            for (steps,), m in p.seq(k, ",? among|amongst|of|in|from all? the?", group):
                for _, n in p.seq(p.opt(m, ","), "who|that"):
                    # '... the same state as X who has no pets' is the only one's condition, not X's: the only
                    # person of a group is asked for only where it has one member meeting the condition
                    for more, o in preds(p, n):
                        yield _plain(steps + more), o
            for (more, steps), m in p.seq(k, "who|that", preds, ",? among|amongst|of|in all? the?", group):
                yield _plain(steps + more), m
            for steps, m in clause(p, k):  # the only person in the same state as X who has no pets (as above)
                if m in p.anchors:
                    for _, n in p.seq(p.opt(m, ","), "who|that"):
                        for more, o in preds(p, n):
                            yield _plain(steps + more), o
        for steps, k in group(p, j):  # the only resident of X without pets, the only Texan who ...
            if steps:
                yield steps, k


@rule
def several_then(p: Parser, i: int) -> Iterator[tuple[Steps, int]]:
    """'Several residents of X may have no pets; of those, ...', 'Some people in X own no car. Among them, ...': a
    group and a condition said first; the question after it asks among those (said: 'of those', 'who among them')."""
    for _, j in p.phrase(i, SEVERAL_OF):
        for steps, k in group(p, p.opt(j, "of")):
            for m in (k, *(e for _, e in p.phrase(p.opt(k, ","), MAY))):
                for more, n in preds(p, m):
                    sep = p.lit(n, ";|.|,|:|—")
                    if sep is None:
                        continue
                    for _, o in p.phrase(sep, OF_THOSE):
                        yield _plain(steps + more), p.opt(o, ",")
                    if p.lit(sep, "who|which one|person? among|amongst|of them|those|these") is not None:
                        yield _plain(steps + more), sep
                    elif not p.phrase(sep, OF_THOSE):
                        p.refuse(sep, "ambiguous: the question after the condition could be among those who meet it or "
                                      "among the whole group: say 'of those, who ...' or 'who among them ...'")


@rule
def head(p: Parser, i: int) -> Iterator[tuple[tuple[Steps, str], int]]:
    """A group's head noun phrase: (steps, kind) with kind 'plain', 'top' (clauses narrow the pool) or 'leader'.
    A state's leaders followed by a ranking ('Who is the richest person in each state with the latest hire date?') are
    refused naming both readings: in each state the richest of those with the latest hire date (a person a state, as
    'the richest resident of Ohio with a dog' reads), or of the states' richest the one hired last (p13y #6)."""
    for (steps, kind), j in _head(p, i):
        if kind in ("leader", "top") and any(True for _ in rank_mod(p, j)) and not _agrees_with_no_head(p, i, j):
            said = p.said(i, j).strip()
            among = f"'Among the {said.removeprefix('the ')}, who ...?'"
            if kind == "leader":
                readings = ("could rank the people of each state before their first is taken (one person a state) or "
                            f"rank the states' first people; for the second, put them first: {among}")
            else:
                # 'the 3 richest residents of Ohio with the most pets': the 3 richest of those with the most pets, or
                # of the 3 richest the one with the most pets (p13y #7: the combined balance of three people was
                # answered with one person's)
                readings = ("could pick the people the top is taken from (the top of those with it) or one person "
                            "among the top; put the ranking first ('the 3 richest of those with the most pets') or ask "
                            f"{among}")
            p.refuse(j, f"ambiguous: a ranking after '{said}' {readings}")
            continue
        yield (steps, kind), j


def _agrees_with_no_head(p: Parser, i: int, j: int) -> bool:
    """Is the clause at j a singular verb's ('who owns the oldest vehicle') after a plural head from i to j ('the people
    who have the highest total bank balance in their state')? It cannot rank those people ('people ... who owns'), so
    it is the question's own, its comma left out ('Out of the people who are the richest in their state who owns the
    oldest vehicle?', a35c: a crowd worker's slip); a singular head ('the richest person in each state who owns ...')
    stays refused naming both readings."""
    if p.keys[j] not in ("who", "that") or not _singular_verb(p, j + 1):
        return False
    noun = next((p.keys[n] for n in range(i, j) if p.keys[n] in W.PLURAL_HEADS | W.SINGULAR_HEADS), None)
    return noun in W.PLURAL_HEADS


def _head(p: Parser, i: int) -> Iterator[tuple[tuple[Steps, str], int]]:
    # everyone else in the same state as X, the other residents of X's state: the one anchor's person left out (`ELSE`)
    said_else = (p.keys[i] in W.EVERYONE_PRONOUNS or p.keys[i] == "all") and p.keys[i + 1] == "else"
    for _, j in p.seq(i, "everyone|everybody|anyone|anybody|all else") if said_else else ():
        yield ((ELSE,), "plain"), j
    for _, j in p.seq(i, "the|all? the? other") if "other" in p.keys[i:i + 3] else ():
        for (steps, kind), k in _head(p, j):
            if kind == "plain":
                yield ((*steps, ELSE), "plain"), k
    for _, j in p.phrase(i, PEOPLE):
        yield ((), "plain"), j
        for _, k in p.seq(j, "in|of the whole|entire dataset|database|corpus|data|warehouse"):  # (everyone)
            yield ((), "plain"), k
    for (step,), j in p.seq(i, RESIDENT, "of|in", where):  # residents of the same state as X, inhabitants of Ohio
        yield ((step,), "plain"), j
    for (a,), j in p.seq(i, anchor, "'s"):  # X's state's residents (a possessive in lower case stays one word)
        attr = {"state's": Attribute.STATE, "city's": Attribute.CITY, "town's": Attribute.CITY}.get(p.keys[j] or "")
        if attr is not None:
            for _, k in p.phrase(j + 1, RESIDENT):
                yield ((SameAs(attr, a),), "plain"), k
    for (step,), j in p.seq(i, "the? population of", where):  # the population of X's state
        yield ((step,), "plain"), j
    for (a, attr), j in p.seq(i, PEOPLE, "that|who|whom?", anchor, "shares|share a|the|their?", PLACES, "with"):
        yield ((SameAs(attr, a),), "plain"), j  # the people X shares a state with
    for (step,), j in p.seq(i, PEOPLE, "of|from", where):  # the people of Ohio, those of the state where X lives
        yield ((step,), "plain"), j  # (residents from the state of X: a learner's)
    # a place named as the people living there ('the richest of the state of pet X owner', 'the credit card champion
    # from the state where X lives', 'the oldest of the same state as X')
    # (not after a person's noun, 'the resident of the same state as X who ...': read as that noun's group, with its
    # checks of a clause after the anchor)
    trigger = i - 1 if p.keys[i - 1] in W.PLACE_AS_PEOPLE_AFTER else i - 2 if p.keys[i - 1] in ("the", "all") else -1
    # (nor after a determiner with no noun: 'the balance of the of the same state as X who ...', a word lost (v17 W2):
    # 'the 3 residents of', 'the people of' -- never one person read from 'the')
    if p.keys[i] in ("the", "state", "city", "same") and trigger >= 0 and p.keys[trigger] in W.PLACE_AS_PEOPLE_AFTER \
            and (trigger == 0 or p.keys[trigger - 1] not in W.PERSON_HEADS and
                 p.keys[trigger - 1] not in W.DETERMINERS_BARE):  # ('Among same blood type as X, who ...?': first)
        for step, j in where(p, i):
            yield ((step,), "plain"), j
        # the same for any shared attribute, said as tersely ('most credit cards among same blood type as owner of cat
        # 'John'', 'the oldest of the same card provider as user X': those with the same ..., a17y)
        for (attr, a), j in p.seq(i, "the? same", ATTRS, "as|like", anchor):
            if attr not in W.PLACES:
                yield ((SameAs(attr, a),), "plain"), j
    if trigger >= 0 and p.keys[trigger] in W.PLACE_AS_PEOPLE_AFTER:  # among blood type = that of X, current job ...
        for steps, j in _terse_condition(p, i):
            yield (steps, "plain"), j
            for (more,), k in p.seq(j, ",|;|&|+|and and?", _conditions):  # ... and state = that of Y
                yield (steps + more, "plain"), k
    # an attribute's group: 'the blood type group of pet X owner', 'the card provider group of X' (those with the same)
    for (attr, a), j in p.seq(i, "the?", ATTRS, "group|groups", "of", anchor):
        yield ((SameAs(attr, a),), "plain"), j
    for (attr, a), j in p.seq(i, "holders|holder|owners|owner|users|customers|customer of the same", ATTRS, "as", anchor):
        yield ((SameAs(attr, a),), "plain"), j  # ('the eldest customer of the same credit card provider as X', a15x)
    for (step,), j in p.seq(i, "holders|holder|owners|owner of", record_same):  # holders of a card from the same provider
        yield ((step,), "plain"), j  # as one held by X
    for ((attr, a),), j in p.seq(i, "holders|holder|users|customers|customer of", attr_of):  # holders of A's card provider
        if attr not in W.PLACES:
            yield ((SameAs(attr, a),), "plain"), j
    for ((attr, a),), j in p.seq(i, "cardholders|cardholder|card-holders|card-holder of", attr_of):
        if attr is Attribute.CARD_PROVIDER:  # the eldest cardholder of the provider that X uses
            yield ((SameAs(attr, a),), "plain"), j
    for (value,), j in p.seq(i, provider, "credit? card? holders|holder|cardholders|cardholder|owners|users|customers"):
        yield ((Holds(Attribute.CARD_PROVIDER, value),), "plain"), j
    for (value,), j in p.seq(i, "holders|holder|owners|owner of a|an?", provider, "credit? card|cards?"):
        yield ((Holds(Attribute.CARD_PROVIDER, value),), "plain"), j
    for (value,), j in p.seq(i, policy_type, "insurance? policy? holders|holder|policyholders|policyholder|customers"):
        yield ((Holds(Attribute.POLICY_TYPE, value),), "plain"), j
    for (value,), j in p.seq(i, "holders|holder of a|an?", policy_type, "insurance|policy|policies"):
        yield ((Holds(Attribute.POLICY_TYPE, value),), "plain"), p.opt(j, "policy|policies")
    for (a,), j in p.seq(i, "owners of", owned_named):  # the owners of pets named 'Michael'
        yield ((OwnerOf(a),), "plain"), j
    for (records,), j in p.seq(i, RECORD_ONE, "owners|owner|holders|holder"):
        yield ((CountIs(records, ">=", 1),), "plain"), j
    for records, j in p.phrase(i, HOLDERS):  # cardholders, patients, employees (with the same X as A)
        yield ((CountIs(records, ">=", 1),), "plain"), j
    for _, j in p.phrase(i, ACCOUNT_HOLDERS):  # the account holder with the highest total bank balance
        if W.ACCOUNTS_BANKED & set(p.keys):
            yield ((CountIs(Records.BANK_ACCOUNTS, ">=", 1),), "plain"), j
        else:
            p.refuse(i, f"ambiguous: '{p.said(i, j).strip()}' could mean holders of bank accounts or of internet "
                        f"accounts: say 'bank account holders' or 'internet account holders'")
    for (species,), j in p.seq(i, SPECIES, "owners|owner|keepers|keeper"):  # dog owners
        yield ((Holds(Attribute.PET_SPECIES, species),), "plain"), j
    for (step,), j in p.seq(i, "owners|owner|keepers|keeper of", species_np):  # owners of a cat, owners of cats
        yield ((step,), "plain"), j
    for (step,), j in p.seq(i, "owners|holders of", count_np):  # owners of multiple pets, holders of at least 2 cards
        yield ((step,), "plain"), j
    for _, j in p.seq(i, "employed"):  # the employed residents of X: those with a job on record (no record has an end)
        for (steps, kind), k in head(p, j):
            if kind == "plain":
                yield ((*steps, CountIs(Records.EMPLOYMENTS, ">=", 1)), "plain"), k
    for value, j in p.phrase(i, STATES):  # Iowa dog owners, Texas Mastercard holders (a state before a group's noun)
        for (steps, kind), k in head(p, j):
            if kind == "plain" and steps:
                yield ((Holds(Attribute.STATE, value), *steps), "plain"), k
    for records, j in p.phrase(i, LACKING):  # carless Texans, pet-free residents of Ohio, the oldest carless Texan
        for (steps, kind), k in head(p, j):
            if kind == "plain":
                yield ((*steps, CountIs(records, "=", 0)), "plain"), k
    for (value,), j in p.seq(i, STATES, "'s?", RESIDENT):  # Ohio residents, Ohio's residents
        yield ((Holds(Attribute.STATE, value),), "plain"), j
    for (value,), j in p.seq(i, STATES, "people|persons|folks|individuals|citizens|users|person|individual|citizen"
                                        "|user"):  # Wisconsin people, the oldest Ohio person (not 'Ohio natives':
        yield ((Holds(Attribute.STATE, value),), "plain"), j  # born there, which the files do not say, w24 F2)
    for value, j in p.phrase(i, DEMONYMS):  # Texans, the richest Ohioan
        yield ((Holds(Attribute.STATE, value),), "plain"), j
    # the top N
    for (n, key), j in p.seq(i, "the? top", _positive, "people|persons|individuals|users?", "by|in|for", BY_MEASURE):
        yield ((TopN(n, key),), "top"), j
    # ('the top 4 residents, ranked by total bank balance, in the same state as X', e47c: the measure set off)
    for mark in (",", "—"):
        for (n, key), j in p.seq(i, "the? top", _positive, TOP_RANKED_PEOPLE, mark, TOP_RANKED_BY, BY_MEASURE):
            if p.keys[j] == mark:
                yield ((TopN(n, key),), "top"), j + 1
            elif _ends_sentence(p, j):
                yield ((TopN(n, key),), "top"), j
    for (n,), j in p.seq(i, "the? top", _positive):  # the top three residents of Idaho by total bank balance
        for (steps, kind), k in head(p, j):
            if kind == "plain" and steps:
                for (key,), m in p.seq(k, "by|in|for", BY_MEASURE):
                    yield ((*steps, TopN(n, key)), "top"), m
    for (n, key), j in p.seq(i, "the? top", _positive, "people|persons|individuals|users?", "with|having|by the", rank_noun):
        yield ((TopN(n, key),), "top"), j
    for lead in ("with|having the", "who have|has the"):
        for (n, key), j in p.seq(i, "the?", _positive, PEOPLE, lead, rank_noun):
            yield ((TopN(n, key),), "top"), j
        for (n, key), j in p.seq(i, "the", _positive, lead, rank_noun):  # the 15 with the largest total bank balances
            yield ((TopN(n, key),), "top"), j
    for (n, measure), j in p.seq(i, "the?", _positive, PEOPLE, "whose", MEASURE):  # the fifteen people whose total bank
        if measure in (Metric.BALANCE, Metric.SALARY):  # balances are (the) largest
            for order, words in ((Order.HIGH, "largest|highest|greatest|biggest"), (Order.LOW, "lowest|smallest")):
                for _, k in p.seq(j, "is|are the?", words):
                    yield ((TopN(n, Key(measure, order)),), "top"), k
    for (n, key), j in p.seq(i, "the?", _positive, RANK_ADJ, PEOPLE):
        yield ((TopN(n, key),), "top"), _by_birth(p, j, key)  # the 3 richest people (by total bank balance)
    for (key, n), j in p.seq(i, "the?", RANK_ADJ, _positive, PEOPLE):  # the richest 3 people
        yield ((TopN(n, key),), "top"), _by_birth(p, j, key)
    for (n, key), j in p.seq(i, "the?", _positive, RANK_ADJ):  # 'which of the 15 richest lives in ...'
        yield ((TopN(n, key),), "top"), j
        for (steps, kind), k in head(p, j):  # the five oldest Texans, the 3 richest dog owners: the top of that pool
            if kind == "plain" and steps:  # (the 15 richest vehicle owners (ranked by total bank balance))
                yield ((*steps, TopN(n, key)), "top"), _by_birth(p, k, key)
    for (n, key), j in p.seq(i, "the? top", _positive, RANK_ADJ, PEOPLE):
        yield ((TopN(n, key),), "top"), j
    for (n, key), j in p.seq(i, "the? top", _positive, RANK_ADJ):  # 'from the top 30 richest, ...'
        yield ((TopN(n, key),), "top"), j
    for (n, key), j in p.seq(i, "the? top", _positive, RANK_PEOPLE):  # the top 10 earners
        yield ((TopN(n, key),), "top"), j
    for (n,), j in p.seq(i, "the?", _positive):  # the 10 highest earners (not 'the 10 earners')
        for key, k in p.phrase(j, RANK_PEOPLE):
            if k - j > 1:
                yield ((TopN(n, key),), "top"), k
    # the first of each state
    # ('the folks with the biggest total bank balance in their state', 'everybody who has the most pets in ...': a22z)
    for lead in ("", "people|persons|those|everyone|everybody|folks|individuals? with|having the",
                 "people|persons|those|everyone|everybody|folks|individuals who each? have|has the",
                 # formal (a18x): 'those persons who hold the highest aggregate bank balance in their respective states',
                 # 'the persons owning the most vehicles within their respective states'
                 "those|the? people|persons|individuals|folks who each? hold|own the",
                 "those people|persons|individuals|folks who each? have the",
                 "those|the? people|persons|individuals|folks holding|owning|keeping the", "those holding|owning|keeping the",
                 "those who each? hold|own the"):
        for (key,), j in p.seq(i, lead, rank_noun, IN_EACH_STATE):
            yield from _leader_ends(p, key, j)
    # the people earning the top salary in their state   (a24x: a salary said as what they earn)
    for (key,), j in p.seq(i, LEADERS_EARNING, rank_noun, IN_EACH_STATE):
        if key.measure is Metric.SALARY:
            yield from _leader_ends(p, key, j)
    for lead in ("the? person|resident|one|individual with|having the", "the? person|resident|one|individual who has the"):
        for (key,), j in p.seq(i, lead, rank_noun, IN_EACH_STATE):
            if _one_leader(p, i, j, key):
                yield from _leader_ends(p, key, j)
    for lead in ("for|in each|every state ,? take|consider|pick|find? the", "for|in each|every state ,?"):
        for (key,), j in p.seq(i, lead, _ONE, rank_mod):  # For each state take the resident with the highest X
            if _one_leader(p, i, j, key):
                yield from _leader_ends(p, key, j)
    for (key,), j in p.seq(i, "for|in each|every state ,? take|consider|pick|find? its|the", RANK_ADJ):
        yield from _leader_ends(p, key, p.opt(j, "resident|person|one|individual|inhabitant"))  # take its richest
    for (key,), j in p.seq(i, "the?", EACH_STATE_ADJ, RANK_ADJ, "people|persons|residents|ones|individuals?"):
        yield ((StateLeader(key),), "leader"), j  # state-by-state richest people
    for (key,), j in p.seq(i, "the?", RANK_ADJ, PEOPLE, IN_EACH_STATE):
        yield from _leader_ends(p, key, j)
    for (key,), j in p.seq(i, "the?", RANK_ADJ, IN_EACH_STATE):  # the richest per state
        yield from _leader_ends(p, key, j)
    # the superlative's measure said again in brackets or between commas before the state ('the richest person (by
    # total bank balance) in each state', e42p; 'the richest person, by total bank balance, in every state', 'the
    # wealthiest resident by total bank balance of each state', e44p): that very ranking, each state's first
    for (key,), j in p.seq(i, "the?", RANK_ADJ, PEOPLE):
        if (k := _by_birth(p, j, key)) != j:
            for _, m in p.phrase(k, IN_EACH_STATE):
                yield from _leader_ends(p, key, m)
    for (records,), j in p.seq(i, "the?", LEADER_TOP_PEOPLE, RECORDS, IN_EACH_STATE):  # the top people for cars in
        yield from _leader_ends(p, Key(records, Order.HIGH), j)  # each state (a20y)
    for table in (RANK_PEOPLE, LEADER_PEOPLE):  # the top earners of each state, the top pet owners of each state
        for (key,), k in p.seq(i, "the?", table):  # (the measure said again: 'the top earners, by salary, of each state')
            for _, j in p.phrase(_by_birth(p, k, key), IN_EACH_STATE):
                yield from _leader_ends(p, key, j)
        # the state-by-state vehicle leaders, the state top earners (not 'the state earners': everyone earning there)
        for adj in (EACH_STATE_ADJ, STATE_LEADERS_ADJ):
            for _, k in p.seq(i, "the?", adj):
                for key, j in p.phrase(k, table):
                    if table is not RANK_PEOPLE or j - k > 1:
                        yield from _leader_ends(p, key, j)
    for (key,), k in p.seq(i, "the?", RANK_PERSON):  # the top earner in each state, the top earner, by salary, of every
        for _, j in p.phrase(_by_birth(p, k, key), IN_EACH_STATE):  # state (the measure said again, e44p)
            if _one_leader(p, i, j, key):  # (one a state: 'the top pet owner of each state', r64 W2)
                yield from _leader_ends(p, key, j)
    for (key,), j in p.seq(i, PEOPLE, "who|that are|is the", RANK_ADJ, IN_EACH_STATE):
        yield from _leader_ends(p, key, j)
    for (key,), j in p.seq(i, PEOPLE, "who|that are the", RANK_PEOPLE, IN_EACH_STATE):  # those who are the highest
        yield from _leader_ends(p, key, j)  # earners in their state (a24x)
    # the state said as the leader's possessive after 'who are' ('people who are their state's top earner', 'those who
    # are their own state's richest residents', 'everyone who is their state's top pet owner', e45p)
    for _, k in p.seq(i, PEOPLE, "who|that each? are|is", LEADER_STATE_POSSESSIVE):
        for table in (RANK_PEOPLE, LEADER_PEOPLE, RANK_PERSON):
            for key, j in p.phrase(k, table):
                if table is not RANK_PEOPLE or j - k > 1:  # (not 'their state's earners': everyone earning there)
                    yield from _leader_ends(p, key, j)
        for key, j in p.phrase(k, RANK_ADJ):  # their state's richest (resident)
            yield from _leader_ends(p, key, p.opt(j, "resident|residents|person|people|individual|individuals|one|ones"))
    for _, k in p.seq(i, "each|every state's"):  # each state's top vehicle owners, each state's top earner (a27z)
        for table in (RANK_PEOPLE, LEADER_PEOPLE, RANK_PERSON):
            for key, j in p.phrase(k, table):
                if table is RANK_PERSON and not _one_leader(p, i, j, key):
                    continue  # (one a state by a count that ties: 'each state's pet-count leader', r64 W2)
                if table is not RANK_PEOPLE or j - k > 1:  # (not 'each state's earners': everyone earning there)
                    yield from _leader_ends(p, key, j)
    for (key,), j in p.seq(i, "each|every state's", RANK_ADJ):  # each state's richest (resident)
        yield from _leader_ends(p, key, p.opt(j, "resident|residents|person|people|individual|individuals|one|ones"))
    # each state's first said by what they have ('each state's resident with the highest total bank balance', 'every
    # state's person having the most pets', e42p): one a state, as 'the resident with R in each state' (`_one_leader`)
    for (key,), j in p.seq(i, "each|every state's", LEADER_ONE_WITH, rank_noun):
        if _one_leader(p, i, j, key):
            yield from _leader_ends(p, key, j)
    # the people with each state's highest total bank balance (a24x: each state's first, said by what they hold)
    for (key,), j in p.seq(i, "the? people|persons|those|everyone|everybody|folks|individuals with|having|holding "
                              "each|every state's", rank_noun):
        yield from _leader_ends(p, key, j)


    # 'the people who own the most pets in their respective states', 'those that earn the most in their state' (a17x)
    for (key,), j in p.seq(i, "the? people|persons|those|ones|individuals|folks|everybody|everyone who|that each?", rank_verb,
                           IN_EACH_STATE):
        if not _ahead_of_all_there(p, i, j):
            yield from _leader_ends(p, key, j)
    # the state said first, in an aside ('those persons who, within their respective State of residence, own the
    # greatest number of vehicles', 'the persons who, in each State, have the highest total bank balance therein', a35f)
    for lead in ("the|those|all? people|persons|ones|individuals|folks who|that ,?", "those|everybody|everyone who|that ,?"):
        for _, j in p.seq(i, lead, IN_EACH_STATE, ",?"):
            for key, k in rank_verb(p, j):
                if _ahead_of_all_there(p, i, k):
                    continue
                yield from _leader_ends(p, key, k)
                for _, m in p.phrase(k, IN_EACH_STATE_THEREIN):
                    yield from _leader_ends(p, key, m)
    # ('the set of people whose total bank balance is the largest in their state', 'those whose pet count is the highest
    # in their own state', e38k2: the ranking said with 'whose', as 'the one whose X is the largest' is)
    for _, j in p.seq(i, "the? people|persons|those|ones|individuals|folks|residents|everybody|everyone whose"):
        for key, k in whose_rank(p, j):
            for _, m in p.phrase(k, IN_EACH_STATE):
                if not _ahead_of_all_there(p, i, m):
                    yield from _leader_ends(p, key, m)
    # 'the people who top their own state by bank balances in total', 'those who lead their state in pets' (a25z: the
    # highest of a count, the balance or the salary)
    # ('the people who each lead their own state in vehicles owned', e42p)
    for _, j in p.seq(i, "the? people|persons|those|ones|individuals|folks|everybody|everyone who|that each?",
                      LEAD_OWN_STATE):
        # (the measure as any measure's noun: 'top their own state in vehicle count', 'by pet count', e44p)
        for measure, k in dict.fromkeys((*p.phrase(p.opt(j, "the|their"), TARGET),
                                         *p.phrase(p.opt(j, "the|their"), MEASURE))):
            if measure is not Metric.DOB:
                yield from _leader_ends(p, Key(measure, Order.HIGH), k)
                if isinstance(measure, Records) and p.keys[k] in ("owned", "held", "possessed", "kept"):
                    yield from _leader_ends(p, Key(measure, Order.HIGH), k + 1)  # ('lead their state in vehicles owned')


def _ahead_of_all_there(p: Parser, i: int, j: int) -> bool:
    """Is each state's first said by a comparative, from i to j ('the people who have more pets than anyone else in
    their state', r38 H1; 'those who, in their own state, own fewer vehicles than any other resident', r39 H1)? That is
    first alone, ahead of everyone there, where a state's first keeps everyone tied: refused."""
    if "than" not in p.keys[i:j]:
        return False
    p.refuse(j - 1, f"not supported: '{p.said(i, j).strip()}' counts only who is first alone in their state (a "
                    "state's first keeps everyone tied): say 'the people who have the most ... in their state'")
    return True


def _leader_ends(p: Parser, key: Key, j: int) -> Iterator[tuple[tuple[Steps, str], int]]:
    """The first of each state by `key`, ending at j, or after an aside saying that ranking again: '(whoever has the
    highest salary in their state)', '(highest total bank balance there)', '(the top pet owner in each state)', '(that
    is, the highest-salaried person in every state)' (a17x). An aside saying another ranking is not read."""
    p.leader_ends.add(j)
    yield ((StateLeader(key),), "leader"), j
    if (restated := _by_birth(p, j, key)) != j:  # the richest person in each state (by combined bank balance) (a24x)
        p.leader_ends.add(restated)
        yield ((StateLeader(key),), "leader"), restated
    # ', I mean whoever has the most cars in their state, ties included' (the ranking again, everyone tied: a20y)
    ends = [k for table in (LEADER_TIES_SAID, LEADER_STATE_SAID, LEADER_GATHERED) for _, k in p.seq(j, ",", table)]
    for _, k in p.seq(j, ",", LEADER_GLOSS):
        for said, m in _leader_said(p, k):
            if said == key:
                for _, n in p.seq(m, IN_EACH_STATE_AGAIN):
                    ends += [n, *(e for _, e in p.seq(n, ",", LEADER_TIES_SAID))]
    for k in ends:
        p.leader_ends.add(k)
        yield ((StateLeader(key),), "leader"), k
    if p.keys[j] != "(":
        return
    for k in (j + 1, *(k for _, k in p.seq(j + 1, "that is|means ,|:?"))):
        for said, m in _leader_said(p, k):
            if said == key:
                for _, n in p.seq(m, IN_EACH_STATE_AGAIN, ")"):
                    yield ((StateLeader(key),), "leader"), n


def _leader_said(p: Parser, i: int) -> Iterator[tuple[Key, int]]:
    """A ranking said again for a state's first: 'the highest salary', 'whoever has the highest salary', 'the one with
    the most pets', 'the richest one', 'the top pet owner', 'people who own the most pets'."""
    yield from rank_np(p, i)
    for lead in ("whoever|whichever", "the? one|person|people|ones|individual|individuals|those who|that"):
        for _, k in p.seq(i, lead):
            yield from rank_verb(p, k)
    for _, k in p.seq(i, "the? one|person|people|ones|individual|individuals|those? with|having"):
        yield from rank_np(p, k)
    # ('each state's top vehicle owners (those owning the most vehicles in their state)', c39-style)
    for lead in ("those|everyone owning|holding|keeping|earning",
                 "the? people|persons|ones|individuals|folks owning|holding|keeping|earning"):
        for _, k in p.seq(i, lead):
            yield from rank_np(p, k)
    for (key,), k in p.seq(i, "the?", RANK_ADJ, "one|person|people|ones|individual|individuals|resident|residents?"):
        yield key, k
    for (key,), k in p.seq(i, "the?", RANK_PERSON):  # ('the top earner', 'the top pet owner')
        yield key, k


def _one_leader(p: Parser, i: int, j: int, key: Key) -> bool:
    """'the person with the most pets in each state', 'For each state take the resident with the most vehicles': one
    person a state, by a count (or a year, a month) that often ties within a state (47 of 50 states tie on the most
    vehicles). Where several tie there is no such one person: all of them, or no answer (p13y #5: 'For each state take
    the resident with the most pets; of those, who is the richest?' answered Erik Gonzalez, tied first in both his
    states). Refused (False), naming the plural that says all of them; a balance, a date of birth ... do not tie."""
    if not ties_in_a_state(key):
        return True
    p.refuse(j, one_leader_refusal(p.said(i, j).strip(), key))
    return False


def ties_in_a_state(key: Key) -> bool:
    """Does a state's first by this ranking often tie (a count, a year, a month: 47 of 50 states tie on the most
    vehicles), so that 'the resident with R' in each state names no one where several tie? A balance, a date of
    birth ... do not tie."""
    return isinstance(key.measure, Records) or key.measure in (Metric.VEHICLE_YEAR, Metric.CARD_EXPIRY)


def one_leader_refusal(said: str, key: Key) -> str:
    """The refusal of one person a state said by a ranking that ties (`ties_in_a_state`): both readings, and the
    plural that says all of them."""
    return (f"ambiguous: '{said}' names one person a state, but where several tie for the {_ranked(key)} there is no "
            f"one: all of them, or no answer; say 'the people with the {_ranked(key)} in each state' for all of them")


def _plain(steps: Steps) -> Steps:
    """'people who have a credit card with the same expiry date as X': owning one is implied by the match."""
    if any(isinstance(s, (TopN, StateLeader)) for s in steps):
        return steps
    implied = {ATTRIBUTES[s.attribute].table for s in steps if isinstance(s, (SameAs, Holds))}
    return tuple(s for s in steps if not (isinstance(s, CountIs) and s.op == ">=" and s.n == 1
                                          and RECORD_TABLES[s.records] in implied))


def _top_set_off(p: Parser, i: int, steps: Steps) -> None:
    """A group set off by a comma after a top-N ('the 10 richest people, among residents of Ohio', 'the oldest of the
    10 richest people, among those with no pets') may be the pool the top is taken from or narrow the top N taken from
    everyone (w12 WRONG #1: read as the pool only): the cut is noted as said after its group, so the answer is withdrawn
    when the other reading gives another (`service._unless_top_of_everyone`, as for 'Among G, which of the 15 ...')."""
    if p.keys[i] == ",":
        p.top_after.update(s for s in steps if isinstance(s, TopN))


@rule
def group(p: Parser, i: int) -> Iterator[tuple[Steps, int]]:
    """Steps in order. Clauses on a top-N head narrow the pool the top is taken from."""
    starts = [p.opt(p.opt(p.opt(i, "only|just|solely"), "all|any"), "of? the")]  # (only) (all) (of) (the) people ...
    starts += [k for _, k in p.seq(i, "the|a?", GROUP_NOUNS, "all? the?")]  # the set of people in X: those people
    if p.keys[i] == "all" and p.keys[i + 1] in ("who", "that"):  # (among) all who share X's blood type: all people who
        for extra, m in clauses(p, i + 1):
            if extra:
                yield _plain(extra), m
    for j, ((steps, kind), k) in ((j, found) for j in starts for found in head(p, j)):
        overall = kind == "top" and p.keys[k] == "overall"
        if overall:  # (a group taken before it is refused: questions._sentence_reading)
            p.top_overall.update(s for s in steps if isinstance(s, TopN))
        if kind == "top":
            k = p.opt(k, "overall")  # the ten richest people overall
            for step, m in where(p, k + 1) if p.keys[k] == "of" and p.keys[k - 1] in W.PLURAL_HEADS else ():
                for extra, n in clauses(p, m):  # the five oldest residents of Texas: the pool, then the top
                    if not (extra and _top_and_who(p, m, n)):
                        yield (step, *extra) + steps, n
        if kind == "plain" and steps and not place_steps(steps):  # dog owners of New York, Visa holders of Ohio
            for step, m in where(p, k + 1) if p.keys[k] == "of" else ():
                for extra, n in clauses(p, m):
                    yield _plain((*steps, step, *extra)), n
        # (not after 'overall', which says the top of everyone: 'Who is one of the 15 wealthiest people overall among
        # residents of Ohio?' read as the 15 wealthiest Ohioans, v17 W5; nor a clause after it, below)
        if kind == "top" and not overall:  # the top 5 people by number of vehicles among residents of Kentucky: the top
            # of that group
            for (outer,), m in p.seq(k, ",? among|amongst|from|in all? the?", group):
                if not any(isinstance(t, (TopN, StateLeader)) for t in outer):
                    _top_set_off(p, k, steps)
                    yield outer + steps, m
        for extra, m in clauses(p, k):
            if kind == "top" and extra and _top_and_who(p, k, m):
                continue
            if kind == "top":
                if not (overall and extra):  # ('the 15 richest people overall who own a dog': not the dog owners' top)
                    yield extra + steps, m
                    left = tuple(s for s in extra if isinstance(s, OtherThan))
                    if left:  # 'the 5 richest people other than X': the top of everyone else, or the top without X
                        yield tuple(s for s in extra if not isinstance(s, OtherThan)) + steps + left, m
            elif kind == "leader" and extra:
                p.refuse(k, "a clause after 'the richest ... in their state' could narrow the state or the leaders: "
                            "put the condition first ('Among people who ..., who ...')")
            elif not steps and not extra and " ".join(str(key) for key in p.keys[j:k]) in W.DEMONSTRATIVE_PEOPLE and (
                    p.keys[m] in W.DEMONSTRATIVE_ENDS or p.keys[m] in W.DEMONSTRATIVE_ASKED[0] and
                    p.keys[m + 1] in W.DEMONSTRATIVE_ASKED[1]):
                # 'Of those, who has the most pets?' with no group said before (a set-up lost): not everyone (v20 W10)
                p.refuse(j, f"'{p.said(j, k).strip()}' refers to a group said before it, and none is: name the group "
                            "('Among residents of Ohio, who ...?')")
            else:
                yield _plain(steps + extra), m


# --- rankings --------------------------------------------------------------------------

def _by_birth(p: Parser, i: int, key: Key) -> int:
    """What may restate a superlative's measure: '(by date of birth)', 'by age' after 'the oldest';
    '(lowest total bank balance)', '(by total bank balance)' after 'the poorest'."""
    for pattern in (", likewise|similarly measured|ranked|judged ,", "( likewise|similarly measured|ranked|judged )"):
        end = p.lit(i, pattern)  # 'the wealthiest resident, by total bank balance, of X, or the wealthiest resident,
        if end is not None:  # likewise measured, of Y' (the superlative's own measure)
            return end
    if key.measure is Metric.DOB:
        for pattern in ("( by date of birth )", "( by birth date|dob|age )", "by date of birth", "by birth date|dob|age",
                        "in age", "in terms of age", "age-wise|agewise", "( in age )", ", by date of birth ,",
                        ", by birth date|dob|age ,"):
            end = p.lit(i, pattern)
            if end is not None:
                return end
    if key.measure is Metric.VEHICLE_YEAR:  # 'the oldest vehicle (model yr)', 'the oldest-vehicle (model year) owner'
        for pattern in ("( model year )", "( by|in model year )", ", by model year ,"):
            end = p.lit(i, pattern)
            if end is not None:
                return end
        # ... with the year's end said, the same as the ranking's ('the oldest vehicle (earliest model year; tie ->
        # oldest person)', e42p; never 'the oldest vehicle (latest model year)')
        ends = W.YEAR_LOW_SAID if key.order is Order.LOW else W.YEAR_HIGH_SAID
        for pattern in (f"( {ends} model year )", f"{ends} model year"):
            end = p.lit(i, pattern)
            if end is not None and (pattern.startswith("(") or p.keys[i - 1] == "("):
                return end
    if key.measure is Metric.BALANCE:  # 'the best-off financially'
        for pattern in ("financially", "money-wise|moneywise", "in terms of money|wealth", "( financially )"):
            end = p.lit(i, pattern)
            if end is not None:
                return end
    for start in (p.lit(i, "( by|in? the?"), p.lit(i, "by|in the?"), p.lit(i, "( measured|judged|ranked|assessed by the?"),
                  p.lit(i, "measured|judged|ranked|assessed by the?"), p.lit(i, ",|— by the?"),
                  p.lit(i, ",|— measured|judged|ranked|assessed by the?"),  # ('—measured by X—', e47c: set off by dashes)
                  # ('the wealthiest person, measured by that same aggregate balance, among ...', a18x)
                  p.lit(i, ", measured|judged|ranked|assessed by that|the same"),
                  # ('who's the wealthiest, going by total bank balance?', '... in terms of total bank balance', a17x)
                  p.lit(i, ",|(? going by the?"), p.lit(i, ",|(? in terms of the?")):  # ('the wealthiest (measured by
        for measure, j in p.phrase(start, TARGET) if start is not None else ():  # total bank balance)', '..., by total
            if measure == key.measure:  # balance,')
                if p.keys[i] in (",", "—"):  # (set off by commas, or ending the question: '..., by total bank balance?')
                    return j + 1 if p.keys[j] == p.keys[i] else j if _ends_sentence(p, j) else i
                return j if p.keys[i] != "(" else p.opt(j, ")") if p.keys[j] == ")" else i
    for (found,), j in p.seq(i, "( the?", rank_noun, ")"):  # the poorest (lowest total bank balance)
        if found == key:
            return j
    return i


def _aside_tied(p: Parser, i: int, key: Key) -> Iterator[tuple[Tie, int]]:
    """A tie rule in brackets inside a ranked person's words, before their group: with the ranking's measure said again
    ('the richest person (by total bank balance, ties to the oldest) living in ...', 'the richest resident (by total
    bank balance; ties to the oldest) of the state where ...', a26x), or alone ('the richest person (ties to the oldest)
    living in ...'). The rule stands inside one person's words, so it is that ranking's; a rule naming a scope ('in both
    cases') or the two compared is not read here."""
    if p.keys[i] != "(":
        return
    found = [*paren_tie(p, i)]
    said = _by_birth(p, i + 1, key)
    if said == i + 1 and isinstance(key.measure, Records):  # ('the top credit card holder (by number of cards, oldest
        for _, j in p.seq(i + 1, W.ASIDE_COUNT_OF):  # on ties)', e53d: the ranking's records counted, said again)
            said = next((k for records, k in p.phrase(j, RECORDS) if records == key.measure), said)
    if said > i + 1 and p.keys[said] in (",", ";"):  # (the measure said again, then the rule)
        found += [(t, k) for (t,), k in p.seq(said + 1, _tie_chain, ".? )")]
    for t, k in found:
        if p.keys[k - 1] == ")" and t.key is not None and not (t.each or t.between or t.only is not None):
            yield t, k


def _ends_sentence(p: Parser, j: int) -> bool:
    return p.tokens[j].kind == END or p.keys[j] in ("?", ".", "!")


@rule
def rank_noun(p: Parser, i: int) -> Iterator[tuple[Key, int]]:
    """`_rank_noun`, and a balance ranked restated: 'the highest balance across all accounts', '... bank balance total'."""
    for key, j in _rank_noun(p, i):
        yield key, j
        if key.measure is Metric.VEHICLE_YEAR:  # 'the oldest vehicle, by model year(,)', '..., going by model year'
            for _, k in p.seq(j, ", going? by the? model|vehicle|car? year"):
                if p.keys[k] == ",":
                    yield key, k + 1
                if p.keys[k] in (",", "(") or _ends_sentence(p, k):  # (an aside after it: '..., by model year (ties:
                    yield key, k  # the oldest person)', a26x)
            for _, k in p.seq(j, "going by the? model|vehicle|car? year"):
                yield key, k
        if key.measure is Metric.BALANCE:
            for _, k in p.phrase(j, BALANCE_AFTER):
                yield key, k
        if p.keys[j] == "(" and (k := _aside_restated(p, j, key)) > j:  # 'the most vehicles (by count)', 'the oldest
            yield key, k  # vehicle (lowest model year)': the ranking's own measure said again


def _aside_restated(p: Parser, i: int, key: Key) -> int:
    """After a ranking, an aside saying its measure again ('(by number of vehicles)', '(by count)', '(lowest model
    year)' after 'the oldest vehicle'): where it ends, or i (another measure is not read here)."""
    if (end := _by_birth(p, i, key)) > i:
        return end
    if isinstance(key.measure, Records):
        for _, k in p.seq(i, "( by|in count|number|quantity )"):
            return k
    if key.measure is Metric.VEHICLE_YEAR:
        ends = "lowest|earliest|oldest" if key.order is Order.LOW else "highest|latest|newest"
        for _, k in (*p.seq(i, f"( the? {ends} model|vehicle|car? year )"), *p.seq(i, "( by model|vehicle|car? year )")):
            return k
    return i


def _rank_noun(p: Parser, i: int) -> Iterator[tuple[Key, int]]:
    """A ranking as a noun phrase (after 'the'): a whole phrasing of RANK_NOUNS ('most vehicles', 'highest total bank
    balance'), or a superlative and a measure's noun: '<highest|max|top|...> <number|count|amount|total|...> of <pets>',
    '<top|max> <pet> <count>', '<largest> <sum of money|cash> (in the bank)', '<greatest|highest> <age>' (the highest
    age is the earliest birth)."""
    yield from p.phrase(i, RANK_NOUN)
    for order, j in p.phrase(i, SUPERLATIVE):
        for _, k in p.seq(j, COUNT_WORDS, "of"):
            for records, m in p.phrase(k, RECORDS):
                if " ".join(str(w) for w in p.keys[k:m]) in W.RECORD_NOUNS[records].plural:  # (of pets, not of pet)
                    yield Key(records, order), m
                elif p.tokens[m].kind in (END, PUNCT) or p.keys[m] in _AFTER_RANK:  # 'the largest number of credit
                    yield Key(records, order), m  # card', as a non-native author writes it (the noun ends there)
        for records, k in p.phrase(j, RECORD_ONE):
            for _, m in p.phrase(k, COUNT_AFTER):
                if " ".join(str(w) for w in p.keys[k:m]) in W.COUNT_OR_MONEY_AFTER.get(records, ()):
                    _count_or_id(p, records, order, j, k, m, money=True)
                    continue
                yield Key(records, order), m
            for _, m in p.phrase(k, RECORD_NUMBER_AFTER):  # 'the highest credit card number' (r28 F3)
                _count_or_id(p, records, order, j, k, m, money=False)
            if p.keys[i] in ("most", "fewest", "least") and (p.tokens[k].kind in (END, PUNCT) or p.keys[k] in _AFTER_RANK):
                yield Key(records, order), k  # 'who having most car in Texas?' (the singular, the noun ending there;
                # 'the one who has least credit card', a24y)
        for _, k in (*p.phrase(j, MONEY_NOUNS), *p.seq(j, W.SUM_ADJ, MONEY_NOUNS)):  # ('most total money in
            yield Key(Metric.BALANCE, order), k  # all bank accounts', a22y)
            for _, m in p.phrase(k, MONEY_ACROSS):
                yield Key(Metric.BALANCE, order), m
            for _, m in p.seq(k, "in|across|over all? them|those") if _bank_accounts_before(p, k) else ():
                yield Key(Metric.BALANCE, order), m  # 'the most bank accounts? If tied, the most money in them' (a17x)
        for _, k in p.seq(j, "amount|sum|total"):  # 'the highest amount in the bank'
            for _, m in p.phrase(k, MONEY_ACROSS):
                if p.keys[k] in ("in", "across", "banked", "saved"):
                    yield Key(Metric.BALANCE, order), m
        if p.keys[i] in ("maximum", "max", "minimum", "min"):  # 'the maximum cars'
            for records, k in p.phrase(j, RECORDS):
                if " ".join(str(w) for w in p.keys[j:k]) in W.RECORD_NOUNS[records].plural:
                    yield Key(records, order), k
        for _, k in p.phrase(j, AGE):
            yield _measure_key(Metric.DOB, order), k
        for _, k in p.phrase(j, BALANCE_NOUN):  # 'least bank balance', 'max balance', 'top total balance'
            yield Key(Metric.BALANCE, order), k
    yield from _learner_more(p, i)


def _count_or_id(p: Parser, records: Records, order: Order, j: int, k: int, m: int, money: bool) -> None:
    """'the highest credit card number', 'the smallest bank account number': a superlative before a record's noun and
    'number' (words.RECORD_NUMBER_AFTER) names the record's own number, which no ranking reads, not how many (r28 F3);
    'the highest bank account total' (words.COUNT_OR_MONEY_AFTER) how many or the money in them. Refused at k."""
    said = " ".join(str(w) for w in p.keys[j:m])
    plural = W.RECORD_NOUNS[records].plural[0]
    count = f"'the {'most' if order is Order.HIGH else 'fewest'} {plural}'"
    if money:
        p.refuse(k, f"ambiguous: '{said}' could be how many {plural} or the money in them: say {count} or 'the "
                    f"{'highest' if order is Order.HIGH else 'lowest'} total bank balance'")
    else:
        p.refuse(k, f"'{said}' names one {W.RECORD_NOUNS[records].singular[0]}'s own number, not how many {plural}: "
                    f"ranking by it is not supported; for the count say {count}")


def _learner_more(p: Parser, i: int, tie: bool = False, group_said: bool = False) -> Iterator[tuple[Key, int]]:
    """A learner's comparative for the first of a group (words.LEARNER_MORE): 'more pets', 'less insurance policies',
    'more money in total in the bank', 'more total bank balance', after 'the' or before the group's first word, or
    after the group said first (`group_said`: '..., or, between G, the one with more pets'), or anywhere in a tie rule
    ('if draw, the one with more total money in bank')."""
    the = tie or group_said or i > 0 and p.keys[i - 1] == "the"
    for order, j in p.phrase(i, LEARNER):
        ends = [(Key(records, order), k) for records, k in p.phrase(j, RECORDS)
                if " ".join(str(w) for w in p.keys[j:k]) in W.RECORD_NOUNS[records].plural]
        for _, k in p.phrase(p.opt(j, W.SUM_ADJ), MONEY_NOUNS):
            said = list(_money_said(p, k, True))  # (before a group only where the money's words end: 'has more money
            ends += [(Key(Metric.BALANCE, order), m) for m in said if the or m == max(said)]  # in the bank in X')
        ends += [(Key(Metric.BALANCE, order), k) for _, k in p.phrase(j, BALANCE_NOUN)]
        ends += [(_measure_key(Metric.DOB, order), k) for _, k in p.phrase(j, AGE)]  # 'the one with more age' (a34n)
        for key, k in ends:
            if the or p.keys[k] in W.LEARNER_GROUP_AFTER:
                p.compared_person = p.compared_person or not tie  # (a person set up before may be the one compared with)
                yield key, k


_RECORD_PLURAL_ENDS = frozenset(w.split()[-1] for n in W.RECORD_NOUNS.values() for w in n.plural)


def _bank_accounts_before(p: Parser, k: int) -> bool:
    """Are the last records named before k bank accounts ('them' after 'the most money in' is those accounts)?"""
    n = next((n for n in range(k - 1, -1, -1) if p.keys[n] in _RECORD_PLURAL_ENDS), None)
    return n is not None and n > 0 and p.keys[n] == "accounts" and p.keys[n - 1] == "bank"


_AFTER_RANK = frozenset({"in", "among", "amongst", "of", "from", "within", "who", "that", "living", "residing", "if",
                         "and", "but", "than"})  # a singular record noun ranked ends before these ('most car in Texas')


@rule
def rank_np(p: Parser, i: int) -> Iterator[tuple[Key, int]]:
    """'the most vehicles', 'the highest total bank balance', 'the oldest' (the article may be left out: 'with most
    pets', as a non-native author writes)."""
    for (key,), j in p.seq(i, "the?", rank_noun):
        yield key, j
    for (key,), j in p.seq(i, "the", RANK_ADJ):
        yield key, _by_birth(p, p.opt(j, "person|one|individual"), key)


@rule
def rank_verb(p: Parser, i: int) -> Iterator[tuple[Key, int]]:
    """After 'who': 'owns the most vehicles', 'is the oldest', 'earns the most', 'started their job most recently'
    (and 'of all' / 'overall' when the question ends there)."""
    for key, j in _rank_verb(p, i):
        yield key, j
        if isinstance(key.measure, Records):  # 'owns the most cars registered to them', 'the most pets on record'
            for _, k in p.phrase(j, RECORDS_HELD):
                yield key, k
        if isinstance(key.measure, Records) or key.measure in (Metric.BALANCE, Metric.DOB):  # (not a salary or a job)
            for _, k in p.seq(j, "right|just? now|currently|presently|today"):  # 'has the most pets right now'
                yield key, k
            for _, k in p.seq(j, "at the moment|present"):
                yield key, k
        if p.keys[j - 1] in ("them", "those") and p.keys[j] == "all":  # 'is the youngest of them all'
            j += 1
            yield key, j
        for _, k in p.phrase(j, OF_ALL):
            if p.tokens[k].kind in (END, PUNCT) and p.keys[k] != "(":
                yield key, k


def _rank_verb(p: Parser, i: int) -> Iterator[tuple[Key, int]]:
    for lead in ("the?", "by far the?"):  # (without 'the': 'who have most pets'; 'owns by far the most pets')
        for (key,), j in p.seq(i, HAVE, lead, rank_noun):
            yield key, j
    # money said as sat on ('who's sitting on the most money across their bank accounts', e42p): a balance's ranking only
    for (key,), j in p.seq(i, MONEY_HAVE, "the?", rank_noun):
        if key.measure is Metric.BALANCE:
            yield key, j
    for (key,), j in (*p.seq(i, "is|are the?", RANK_ADJ), *p.seq(i, "is|are by far the?", RANK_ADJ)):
        yield key, _by_birth(p, p.opt(p.opt(j, "person|one|individual|resident|inhabitant|member"), "of|among them|those"),
                             key)
    for (key,), j in p.seq(i, "is|are|was|were the", RANK_PERSON):  # is the top earner, was the most recent hire
        yield key, j
    for (key,), j in p.seq(i, "is|was the person|one|individual|resident", rank_mod):  # (Who in G) is the one with the most pets
        yield key, j
    for (key,), j in p.seq(i, "is|are|was|were the? one|person|individual?", RANK_PART):  # is the most recently hired
        yield key, j
    for (key,), j in p.seq(i, "has|have|holds|hold the record for the?", rank_noun):  # holds the record for most pets
        yield key, j
    for (key,), j in p.seq(i, "has|have had|held the", rank_noun):  # has held the most jobs
        if isinstance(key.measure, Records):
            yield key, j
    for key, j in (*p.phrase(i, CMP), *((k, j) for (k,), j in p.seq(i, "has|have got|owns|own|holds|hold", CMP_NOUN))):
        for _, k in p.phrase(j, THAN_ANYONE):  # has more vehicles than anyone else, has got more cars than ...
            if _than_everyone_in(p, j, k):
                continue
            if W.PLACE_SCOPED & set(p.keys[j:k]) or p.keys[k] in _A_PLACE_AFTER_THAN and not (
                    {"group", "them", "those", "it", "this", "these"} & set(p.keys[k + 1:k + 3])):
                p.than_place = True  # (the people of a place: questions._one_reading checks the group is no narrower)
            yield key, k
    for (key,), j in p.seq(i, "is|are the owner|holder|possessor of the", rank_noun):  # is the owner of the most pets
        if isinstance(key.measure, Records):
            yield key, j
    for (key,), j in p.seq(i, "is|was the owner of the", rank_noun):  # is the owner of the vehicle with the oldest
        if key == Key(Metric.VEHICLE_YEAR, Order.LOW):  # model year (a28z), as 'the owner of the oldest vehicle' reads
            yield key, _by_birth(p, j, key)
    for order, j in p.phrase(i, RANKS_IN):  # ranks first in number of pets, comes last by total bank balance
        for measure, k in (*p.phrase(p.opt(j, "the|their"), MEASURE), *p.phrase(p.opt(j, "the|their"), TARGET)):
            # age only with 'highest|lowest': the first by age (or by birth date) could be either end
            if measure is not Metric.DOB or (p.keys[k - 1] == "age" and {"highest", "lowest"} & set(p.keys[i:j])):
                yield _measure_key(measure, order), k
    yield from p.phrase(i, RANK_VERB)


def _compared_over(p: Parser, i: int) -> Iterator[tuple[Key, int]]:
    """A comparative ending the question, said of one person of a group the question names ('Among residents of X, who
    has more pets?', 'Who in X is older?', '... who has the higher bank balance?'): among any number of people, the one
    with more than the others is the one with the most (as 'than anyone else' says). Only at the end of the question
    (before a full stop, a comma or a question mark): 'more pets than <someone>' compares with a person, not the group."""
    found = [*p.phrase(i, CMP), *((k, j) for (k,), j in p.seq(i, "has|have got|owns|own|holds|hold", CMP_NOUN)),
             *((k, j) for (k,), j in p.seq(i, "is|was the", CMP_ADJ, "one|person?")), *more_money(p, i)]
    for key, j in found:
        if p.tokens[j].kind in (END, PUNCT) and p.keys[j] not in (":", "—", "-", "->", "→") \
                and p.keys[j + 1 if p.keys[j] == "(" else j] != "than":
            # (a person set up before the question may be what a comparative compares with: questions; not 'born first')
            p.compared_over = p.compared_over or any(k in ("more", "fewer", "less") or (k or "").endswith("er")
                                                     for k in p.keys[i:j])
            yield key, j


def _than_everyone_in(p: Parser, j: int, k: int) -> bool:
    """'more pets than everyone who lives in Texas' (no 'else'): the people compared against are named, but not the
    one asked for, who may live anywhere (more than every Texan), or in Texas (the most among them): refused."""
    said = set(p.keys[j:k])
    if said & {"else", "other", "others", "rest", "there", "here", "them"} or p.keys[k] not in _GROUP_AFTER:
        return False
    p.refuse(j, f"ambiguous: '{p.text[p.tokens[j].pos:p.tokens[k].pos].strip()} ...' may compare with a group the "
                "person asked for is not in, or rank within it: for the most within it, say 'among <group>, who has "
                "the most ...' (or 'than anyone else in <group>')")
    return True


_A_PLACE_AFTER_THAN = frozenset({"in", "within", "inside", "across"})
_GROUP_AFTER = frozenset({"who", "that", "in", "living", "residing", "from", "of", "among", "amongst", "within", "across",
                          "with", "whose", "based", "located", "who's"})


@rule
def rank_mod(p: Parser, i: int) -> Iterator[tuple[Key, int]]:
    """After 'the person': 'with the most pets', 'who is the oldest', 'whose policy expires first'."""
    for (key,), j in p.seq(i, HAVING, rank_np):
        yield key, j
    for (key,), j in p.seq(i, "who|that|which", rank_verb):  # ('which': as a non-native author writes it)
        yield key, j
    for (key,), j in p.seq(i, "whose", whose_rank):
        yield key, j
    yield from p.phrase(i, RANK_PART)
    yield from passive_rank(p, i)


@rule
def passive_rank(p: Parser, i: int) -> Iterator[tuple[Key, int]]:
    """A ranking in the passive after 'the person|one': 'by whom the most vehicles are owned', 'by whom the largest
    number of policies is held', 'by whom the highest total bank balance is held', 'to whom the most pets belong'."""
    for (key,), j in p.seq(i, PASSIVE_BY, "the?", rank_noun):
        if isinstance(key.measure, Records):
            yield from ((key, k) for _, k in p.phrase(j, PASSIVE_HELD))
        elif key.measure is Metric.BALANCE:
            yield from ((key, k) for _, k in p.phrase(j, PASSIVE_HELD_MONEY))
    for (key,), j in p.seq(i, PASSIVE_TO, "the?", rank_noun, PASSIVE_BELONG):
        if isinstance(key.measure, Records):
            yield key, j


@rule
def passive_none(p: Parser, i: int) -> Iterator[tuple[CountIs, int]]:
    """A condition in the passive after 'the person|one' or a group: 'by whom no credit card is held', 'by whom no
    vehicles are owned (at all)'."""
    for (records,), j in p.seq(i, PASSIVE_BY, PASSIVE_NONE, RECORDS):
        for _, k in p.phrase(j, PASSIVE_HELD):
            yield CountIs(records, "=", 0), _at_all(p, k)


@rule
def ranked_one(p: Parser, i: int) -> Iterator[tuple[Key, int]]:
    """A ranked person named by what they hold, as a noun phrase: 'the holder of the largest number of insurance
    policies', 'the owner of the most pets', 'the top owner of vehicles', 'the biggest pet owner', 'the top earner'
    (the most of a kind only: 'the owner of the fewest pets' could leave out those with none)."""
    for (key,), j in p.seq(i, "the? holder|owner|possessor|keeper of the?", rank_noun):
        if isinstance(key.measure, Records) and key.order is Order.HIGH:
            yield key, j
    for (key,), j in p.seq(i, "the? owner of the?", rank_noun):  # 'Identify, among G, the owner of the vehicle with the
        if key == Key(Metric.VEHICLE_YEAR, Order.LOW):  # earliest model year' (a22x), as a person's words read it
            yield key, _by_birth(p, j, key)
    for (key,), j in p.seq(i, "the?", RANK_PERSON):
        yield key, j


def _measure_key(measure: Measure, order: Order) -> Key:
    """A measure and the end that wins: the highest age is the earliest birth."""
    if measure is Metric.DOB:
        return Key(Metric.DOB, Order.LOW if order is Order.HIGH else Order.HIGH)
    return Key(measure, order)


@rule
def whose_rank(p: Parser, i: int) -> Iterator[tuple[Key, int]]:
    """After 'whose': a ranking of its own ('insurance policy expires first'), or a measure and the end that wins
    ('number of pets is the highest', 'pet count is the largest', 'age is the greatest')."""
    for key, j in p.phrase(i, RANK_WHOSE):
        yield key, j
        if key.measure is Metric.VEHICLE_YEAR and p.keys[j] == "(" and (k := _aside_restated(p, j, key)) > j:
            yield key, k  # ('whose vehicles are the oldest (earliest model year)', e44s: the year said again)
    for metric, j in p.phrase(i, EXPIRING):  # a record, then its expiry said first: 'insurance cover is the first to
        for _, k in p.phrase(j, EXPIRES_FIRST):  # lapse', 'credit card has the soonest expiration'
            yield Key(metric, Order.LOW), k
    for (measure, order), j in p.seq(i, MEASURE, "is|was the?", SUPERLATIVE):
        yield _measure_key(measure, order), p.opt(p.opt(j, "one|value|figure"), "of all|overall")
    for measure, j in p.phrase(i, MEASURE):  # 'the two people whose balances are lowest', '... whose vehicle counts are
        if (p.keys[j - 1] or "").endswith("s"):  # the highest' (a22x): a plural measure, its verb plural
            for (order,), k in p.seq(j, "are|were the?", SUPERLATIVE):
                yield _measure_key(measure, order), p.opt(p.opt(k, "ones|values|figures"), "of all|overall")
    for _, j in p.phrase(i, MONEY_NOUNS):  # 'whose money in the bank is the highest'
        for k in (j, *(k for _, k in p.phrase(j, MONEY_ACROSS))):
            for (order,), m in p.seq(k, "is|was the?", SUPERLATIVE):
                yield Key(Metric.BALANCE, order), p.opt(m, "of all|overall")
    for records, j in p.phrase(i, RECORDS):  # 'whose vehicles are the most numerous'
        if " ".join(str(w) for w in p.keys[i:j]) in W.RECORD_NOUNS[records].plural:
            for (order,), k in p.seq(j, "are|were the?", SUPERLATIVE, "numerous|many"):
                yield Key(records, order), k


def _count_of(p: Parser, i: int, verb: str) -> Iterator[tuple[CountIs, int]]:
    """A record count, the verb, then its value: 'number of pets is zero', 'pet count of at least 2', 'car count is 3'."""
    for measure, j in p.phrase(i, MEASURE):
        if not isinstance(measure, Records):
            continue
        for _, k in p.seq(j, verb):
            for _, m in p.seq(k, "zero|none|nil|nothing"):
                yield CountIs(measure, "=", 0), m
            for n, m in p.number(k):
                yield CountIs(measure, "=", n), m
            for table, op in _COUNT_OPS:
                for _, m in p.phrase(k, table):
                    for n, e in p.number(m):
                        yield CountIs(measure, op, n), e


@rule
def whose_count(p: Parser, i: int) -> Iterator[tuple[CountIs, int]]:
    """After 'whose': a count as a condition ('number of pets is zero', 'pet count is at least 2')."""
    yield from _count_of(p, i, "is|was|equals")


def _rank_item(p: Parser, i: int) -> Iterator[tuple[tuple[Measure, Order | None], int]]:
    """One key of a ranking list, with its direction ('number of pets (most first)', 'age, oldest first', 'the oldest')
    or without ('number of pets', 'age': the direction said once for all)."""
    j = p.opt(i, "the|their")
    bare = [(m, k) for m, k in (*p.phrase(j, TARGET), *p.phrase(j, MEASURE))
            if m is not Metric.DOB or p.keys[k - 1] == "age"]  # (the 'highest' date of birth is not the highest age)
    for measure, k in bare:
        yield (measure, None), k
        for order, m in _own_order(p, k):  # its own direction: 'pets in descending order', 'number of pets (desc)'
            yield (measure, _measure_key(measure, order).order), m
        if measure is Metric.DOB:  # 'by age, from oldest to youngest', 'age (youngest to oldest)'
            for lead in (",|—|:?", "("):
                for _, m in p.seq(k, lead):
                    for order, n in p.phrase(m, AGE_ORDER):
                        if lead != "(":
                            yield (measure, order), n
                        for _, o in p.seq(n, ")") if lead == "(" else ():
                            yield (measure, order), o
    for measure, k in p.phrase(j, TARGET):  # 'date of birth (asc)': a date's own order, said for it alone
        if measure is Metric.DOB and p.keys[k - 1] != "age":
            for order, m in (*_own_order(p, k), *_date_order(p, k)):
                yield (measure, order), m
    for (measure, current), k in p.phrase(j, SORT_DATES):  # 'employment start date descending', 'hire date, newest first'
        for order, m in (*_own_order(p, k), *_date_order(p, k)):
            if order in _SORTED_DATES.get((measure, current), ()):
                yield (measure, order), m
            else:
                p.refuse(m, f"not supported: '{p.said(j, m).strip()}' puts first the {_UNSORTED_DATES[measure]}: a "
                            "ranking can put first " + ("the latest start of a person's current job, or the earliest "
                                                        "with 'current job start date, earliest first'"
                                                        if measure is Metric.JOB_START else
                                                        f"the {W.describe_key(Key(measure, Order.LOW))}"))
    for key, k in tie_key(p, i):
        if all(k != e for _, e in bare):  # 'total bank balance' alone: a bare measure, its direction said after
            yield (key.measure, key.order), k
    for key, k in p.phrase(i, RANK_ITEM_HOW):  # 'by how recently they started their current job' (a25y)
        yield (key.measure, key.order), k
    for (records,), k in p.seq(i, "how many", RECORDS, HOW_MANY_THEY_HOLD):  # 'by how many pets they own': a count
        yield (records, None), k


# The directions a date sorted by can be read in: a person has several cards, policies, vehicles and jobs, and the spec
# keeps each one's earliest expiry (vehicle year) and latest job start; the earliest job start said only of the current
# job ('earliest current job start'). The other direction asks another date of theirs (a latest expiry, a first job).
_SORTED_DATES = {(Metric.JOB_START, False): (Order.HIGH,), (Metric.JOB_START, True): (Order.HIGH, Order.LOW),
                 (Metric.CARD_EXPIRY, False): (Order.LOW,), (Metric.POLICY_EXPIRY, False): (Order.LOW,),
                 (Metric.VEHICLE_YEAR, False): (Order.LOW,)}
_UNSORTED_DATES = {Metric.JOB_START: "earliest job start of anyone (a first job, or a current one?)",
                   Metric.CARD_EXPIRY: "latest card expiry (of any card, or of each person's first to expire?)",
                   Metric.POLICY_EXPIRY: "latest policy expiry (of any policy, or of each person's first to expire?)",
                   Metric.VEHICLE_YEAR: "newest vehicle (of any, or of each person's oldest?)"}


def _date_order(p: Parser, i: int) -> Iterator[tuple[Order, int]]:
    """A date's direction in its own words after it: ', newest first', '(earliest first)'."""
    for lead in (",?", "("):
        for _, j in p.seq(i, lead):
            for order, k in p.phrase(j, DATE_ORDER):
                yield order, (p.lit(k, ")") or k) if lead == "(" else k
            if lead == "(":
                break


def _own_order(p: Parser, i: int) -> Iterator[tuple[Order, int]]:
    """A list key's own direction after it: ', in descending order', '(asc)' (not 'all highest first': said for all)."""
    for lead in (",?", "("):
        for _, j in p.seq(i, lead):
            if p.keys[j] in ("all", "both", "each"):
                continue
            for order, k in p.phrase(j, RANK_LIST_ORDER):
                if lead == "(":
                    for _, m in p.seq(k, ")"):
                        yield order, m
                else:
                    yield order, k


@rule
def _rank_items(p: Parser, i: int) -> Iterator[tuple[tuple[tuple[Measure, Order | None], ...], int]]:
    for item, j in _rank_item(p, i):
        yield (item,), j
        for _, k in p.phrase(j, RANK_LIST_THEN):
            for more, m in _rank_items(p, k):
                yield (item, *more), m


def _keys_listed(p: Parser, at: int, i: int) -> Iterator[tuple[tuple[Key, ...], int]]:
    """After the people ranked: 'by X, then by Y (, all highest first)'."""
    for _, m in p.phrase(i, RANK_LIST_BY):
        for items, n in _rank_items(p, m):
            sep = p.opt(n, ",|—|(")
            said = p.phrase(sep, RANK_LIST_ORDER)  # (a direction said after the list: it is the list's)
            for order, e in said or ((None, n),):
                if order is not None and sep == n and p.keys[n] not in ("all", "both", "each", "always") and \
                        any(own is None for _, own in items[:-1]):
                    # 'order by # pets, age desc', 'by number of pets, then age descending': right after the last key,
                    # not set off, the direction may be that key's alone (SQL's ORDER BY: the others then ascending) as
                    # well as the list's (v18 W7: read as the list's, 'the most pets' where SQL says the fewest)
                    last = p.said(m, n).strip().split(",")[-1].strip()
                    p.refuse(n, f"ambiguous: '{p.said(n, e).strip()}' right after '{last}' could be for it alone (as in "
                                "SQL's ORDER BY, the keys before it then ascending) or for every key: say each key's "
                                "direction, or put a comma before it ('..., all highest first')")
                    continue
                keys = _list_keys(p, at, n, items, order)
                if keys is not None:
                    end = p.opt(e, ")") if p.keys[n] == "(" else e
                    yield keys, end
                    for more, f in _list_tie(p, end):  # '..., fewest first, and breaking ties by X' (t25)
                        if any(key in W.RANK_BARE and _low_end(keys[0], key) and _bare_in(p, key, end, f)
                               for key in more):
                            # 'by number of cars, fewest first, and breaking ties by salary': the highest salary, or
                            # the lowest as the list's first? (as apply_ties refuses after a low end, e44a)
                            _bare_after_low(p, next(k for k in more if k in W.RANK_BARE), keys[0], end, f)
                            continue
                        if not {key.measure for key in more} & {key.measure for key in keys}:
                            yield keys + more, f


def _list_tie(p: Parser, i: int) -> Iterator[tuple[tuple[Key, ...], int]]:
    """After a ranking list, its breaker said as a tie rule ('..., fewest first, and breaking ties by the largest total
    bank balance', '..., with the higher salary breaking ties', '(the elder taking any tie)') or as the first among
    equals ('..., fewest first and highest salary first among equals', t25): the keys it adds and where it ends."""
    bracket = p.keys[i] == "("
    start = p.opt(p.opt(i, ",|—|("), "and")
    if p.keys[start] in W.RANK_LIST_NEXT:
        return  # ('..., then by age': the list's next key, with the list's own direction, or refused without one)
    for t, k in tie(p, start):
        if t.key is not None and not t.between and not t.each and t.only is None and t.target is None:
            yield (t.key, *t.then), p.opt(k, ")") if bracket else k
    for (key,), k in p.seq(start, "with? the?", tie_key, FIRST_AMONG_EQUALS):
        yield (key,), p.opt(k, ")") if bracket else k


@rule
def rank_list(p: Parser, i: int) -> Iterator[tuple[tuple[Steps, tuple[Key, ...]], int]]:
    """A ranking by several keys in turn, asked for who comes first: 'Rank residents of X by number of pets, then by
    total bank balance, then by age, all highest first. Who comes out on top?', 'Who comes out on top if you sort
    people in X by age (oldest first), then by number of pets (most first)?'. A key without its direction takes the
    one said for all; a key without any is refused (a sort by total bank balance may be ascending: p12x #7)."""
    for _, j in p.phrase(i, RANK_LIST_LEAD):
        for (steps, keys), k in p.seq(j, "all?", group, lambda p, x: _keys_listed(p, j, x)):
            for _, m in p.phrase(_then(p, k), RANK_LIST_FIRST):
                yield (steps, keys), m
    # Sort everyone by total bank balance descending and give the first name.   (all people, said: as 'who owns the most
    # pets' is not read without a group or 'overall')
    for _, j in p.phrase(i, RANK_LIST_LEAD):
        everyone = [k for pattern in ("everyone|everybody", "all people|persons|residents", "all? the people|persons")
                    for k in (p.lit(j, pattern),) if k is not None]
        for keys, m in (found for k in everyone for found in _keys_listed(p, k, k)):
            for _, n in p.phrase(_then(p, m), RANK_LIST_FIRST):
                yield ((), keys), n
    # Among G, rank (them) by X (desc), then by Y (asc): who is ranked first?   Filter to G, sort by X descending and
    # give the first name.   Consider G; then order them by X, highest first. Who is first?   (the group first)
    groups = [found for lead in (AMONG, TOPIC) for found in p.seq(i, lead, group)]
    groups += [found for found in p.seq(i, group, ",|:|;|—|.")]  # (Residents of Ohio: sort by ...)
    for (steps,), j in groups:
        for _, k in p.phrase(_then(p, j), RANK_LIST_LEAD):
            k = p.opt(p.opt(p.opt(k, "them|those|these|everyone|everybody|people"), "the? list|results"), "all")
            for keys, m in _keys_listed(p, k, k):
                for _, n in p.phrase(_then(p, m), RANK_LIST_FIRST):
                    yield (steps, keys), n
    # Residents of Ohio ranked by total bank balance, highest first: who is first?   Among G, ordered by X descending;
    # give the first.   (the list said as a participle after the group)
    groups = [found for found in p.seq(i, AMONG, group, ",|:|;|—?")]
    groups += [found for found in p.seq(i, group, ",|—?")]
    for (steps,), j in groups:
        for _, k in p.seq(j, "when|once|if? ranked|sorted|ordered|arranged|listed"):
            for keys, m in _keys_listed(p, k, k):
                for _, n in p.phrase(_then(p, m), RANK_LIST_FIRST):
                    yield (steps, keys), n
    for _, j in p.seq(i, RANK_LIST_FIRST, ",?"):
        for _, k in p.phrase(j, RANK_LIST_LEAD):
            for (steps, keys), m in p.seq(k, "all?", group, lambda p, x: _keys_listed(p, k, x)):
                yield (steps, keys), m
        for (steps, keys), m in p.seq(j, "when|if|once", group, "are|is ranked|sorted|ordered",
                                      lambda p, x: _keys_listed(p, j, x)):
            yield (steps, keys), m


def _then(p: Parser, i: int) -> int:
    """Between the steps of an instruction: a mark, 'and', 'then' ('..., and then give the first')."""
    return p.opt(p.opt(p.opt(i, ".|:|;|,|—|?"), "and"), "then|next|finally")


def _list_keys(p: Parser, at: int, end: int, items: tuple[tuple[Measure, Order | None], ...],
               order: Order | None) -> tuple[Key, ...] | None:
    """The keys of a ranking list, each with its direction; None (and why noted) if one has none or one repeats."""
    measures = [measure for measure, _ in items]
    if len(set(measures)) < len(measures):
        p.refuse(end, "the ranking list names one measure twice")
        return None
    keys: list[Key] = []
    for measure, own in items:
        if own is None and order is None and not keys and _amount_ranked(p, end, measure) and \
                all(said is None for _, said in items):
            # 'Ranking G by number of pets, ... the person in first place': the most first, as any ranking by an amount
            # (the lead's decision, round 25); a key after it without its end stays refused (a tie-breaker's end), and so
            # does the first where another key has its own ('by number of pets, then age descending': SQL's ascending)
            keys.append(_measure_key(measure, Order.HIGH))
            continue
        if own is None and order is None:
            named = (W.render_records(measure) if isinstance(measure, Records)
                     else "age" if measure is Metric.DOB else W.describe_key(Key(measure, Order.HIGH)).split(" ", 1)[1])
            p.refuse(at, f"ambiguous: ranking by {named} does not say which end comes first: say 'most first' or "
                         "'fewest first' (for age, 'oldest first' or 'youngest first'), or 'all highest first' after "
                         "the list")
            return None
        keys.append(Key(measure, own) if own is not None else _measure_key(measure, order or Order.HIGH))
    return tuple(keys)


def _amount_ranked(p: Parser, end: int, measure: Measure) -> bool:
    """Is a ranking list ending at `end` a ranking ('rank', 'ranking', not 'sort' or 'order': ascending is usual there)
    by an amount (a count, a total bank balance, a salary), whose first place is its highest when no end is said?"""
    said = set(p.keys[:end])
    return (isinstance(measure, Records) or measure in (Metric.BALANCE, Metric.SALARY)) and bool(
        said & W.RANKED_WORDS) and not said & W.SORTED_WORDS


_COUNT_OPS = ((AT_LEAST, ">="), (AT_MOST, "<="), (MORE_THAN, ">"), (FEWER_THAN, "<"), (EXACTLY, "="))


def _elided_count(p: Parser, i: int, measure: Measure) -> Iterator[tuple[CountIs, int]]:
    """'(among those who own) at least one': the count of what the ranking counts, its noun left out."""
    if not isinstance(measure, Records):
        return
    for _, j in p.phrase(i, HAVE):
        for table, op in _COUNT_OPS:
            for (n,), k in p.seq(j, table, _number):
                yield CountIs(measure, op, n), k
        for _, k in p.seq(j, "any|some|one"):
            yield CountIs(measure, ">=", 1), k


def _ranked_in_place_only(p: Parser, k: int, m: int, steps: Steps) -> bool:
    """Is a ranking said to be among the people of a place ('richer than anyone else there', '... in that state',
    'than anyone else living there': words.PLACE_SCOPED) after conditions that are not all places ('lives in Ohio, owns a
    dog, and is richer than anyone else there')? Then the people ranked are the place's, and the person asked for must
    also meet the rest (no one, if the place's first does not); read as ranked among those meeting every condition, it
    was answered wrongly (r46 #1): no reading. So too 'than anyone else' said with no place after such conditions ('owns
    a dog and is richer than anyone else'): everyone, or those meeting them."""
    said = set(p.keys[k:m])
    places = place_steps(steps)
    return bool(W.PLACE_SCOPED & said or "than" in said) and any(t not in places for t in steps)


_GROUP_BEFORE = frozenset({"among", "amongst", "them", "those", ".", ";", ":", "?", "\u2014"})


def _ranked_of_them_all(p: Parser, i: int, k: int, m: int) -> bool:
    """A ranking said of a whole group after a condition, a group named before them both ('Among people living in
    Alabama, who owns a cat and is the oldest of them all?', '... and is the richest among them', '... of all', '... in
    the group'): the first of the group said before, if they meet the condition too, or the first of those meeting it;
    read as the latter, it was answered wrongly (r48): refused naming both. (With no group before, 'has the same
    condition as X and holds the most policies in that group' names those meeting the condition: e38w's reading.)"""
    if not (_GROUP_BEFORE & set(p.keys[:i]) or p.keys[0] in ("of", "from", "out", "in", "for")):
        return False  # (no group named before: 'Who has no pets and is the oldest of them all?')
    end = next((n for n in range(m, len(p.tokens)) if p.tokens[n].kind in (END, PUNCT) and p.keys[n] != "'s"),
               len(p.tokens))  # (to the clause's end: 'is the oldest' read, 'of them all' after it)
    if not W.RANKED_OF_WHOLE & set(p.keys[k:end]):
        return False
    p.refuse(k, "ambiguous: a ranking said of them all (or among them, of the group) after a condition could rank the "
                "whole group (the person asked for must then also meet the condition) or only those meeting it: for "
                "the latter say 'Among <group> who <condition>, who is the ...?'")
    return True


@rule
def _ranked_there(p: Parser, i: int) -> Iterator[tuple[tuple[Steps, Key], int]]:
    """A condition and a ranking said to be among those meeting it ('lives in X and owns more cars than anyone else
    there', '... and owns the most cars there', 'has the same condition as X and holds the most policies in that group',
    e38w): the ranking among them. 'there' (or 'that state') only after a place; without such words ('lives in X and
    owns the most cars') the ranking could be everyone's, the person living in X too: not read here (hand-p29)."""
    for steps, j in preds(p, i):
        for _, k in p.seq(j, ",? and|but"):
            for key, m in rank_verb(p, k):
                for end in (m, *(n for _, n in p.phrase(m, RANKED_THERE))):
                    said = set(p.keys[k:end])
                    if said & W.RANKED_THERE_PLACE and not said & W.RANKED_THERE_GROUP:
                        if place_steps(steps) and not _ranked_in_place_only(p, k, end, steps):
                            # (not after a condition that is no place: 'lives in Ohio, owns a dog, and is richer
                            # than anyone else there' ranks Ohio, r46 #1)
                            yield (steps, key), end
                    elif said & W.RANKED_THERE_GROUP and not _ranked_of_them_all(p, i, k, end):
                        yield (steps, key), end


@rule
def filtered_rank(p: Parser, i: int) -> Iterator[tuple[tuple[Steps, Key], int]]:
    """A condition and a ranking in one clause, the ranking taken among those meeting the condition:
    'has no vehicles and is the oldest', 'owns more than 2 cars and the most pets',
    'owns the fewest vehicles among those who own at least one'. The ranking first and the condition
    after ('owns the most pets and has no car') could also mean the top person overall, if they meet
    it: refused, naming both."""
    for (key,), j in p.seq(i, "is|was the", RANK_ADJ, "person|one|individual|resident"):  # the oldest person who has no pets
        for _, k in p.seq(j, "who|that"):
            for steps, m in preds(p, k):
                yield (steps, key), m
        for steps, k in clause(p, j):
            if p.keys[j] not in ("who", "that"):
                yield (steps, key), k
    for steps, j in preds(p, i):
        for _, k in p.seq(j, ",? and|but"):  # (not 'and who has the most cars': that may be a second question)
            for key, m in rank_verb(p, k):
                if _ranked_in_place_only(p, k, m, steps) or _ranked_of_them_all(p, i, k, m):
                    continue
                yield (steps, key), m
            for (key,), m in p.seq(k, "the", rank_noun):
                yield (steps, key), m
    yield from _ranked_there(p, i)
    # 'who, having no pets, owns the most cars', 'who without any pets owns the most cars': the condition set off first
    for lead, table, rest in ((",?", HAVING, havings), (",?", WITHOUT, none_of)):
        for (steps,), j in p.seq(i, lead, table, rest, ",?"):
            for end in (i, i - 1) if i in p.anchors or p.keys[i - 1] == "," else ():
                if end in p.anchors:  # ('Who in the same state as X with no pets is the oldest?', '..., as X, with no
                    _one_owner(p, p.anchors[end], end, j, steps)  # pets, ...': X's owner's, or the one asked for?)
                    break
            for key, k in rank_verb(p, j):
                yield (steps, key), k
    for key, j in rank_verb(p, i):
        leads = [",? among|amongst|of those|people|persons who|that", ",? among|amongst|of the ones who|that",
                 ",? among|amongst|of the people|persons|individuals|residents who|that"]
        if p.keys[j - 1] in ("those", "them"):  # 'is the oldest among those' was read by rank_verb
            leads.append("who|that")
        for lead in leads:
            for _, k in p.seq(j, lead):
                for steps, m in preds(p, k):
                    yield (steps, key), m
                for step, m in _elided_count(p, k, key.measure):
                    yield ((step,), key), m
        for (steps,), k in p.seq(j, ",? among|amongst|of those|people|persons", HAVING, havings):
            yield (steps, key), k
        for (steps,), k in p.seq(j, ",? among|amongst|of those|people|persons", WITHOUT, none_of):  # among those without pets
            yield (steps, key), k
        if p.keys[j - 1] in ("those", "them"):  # 'is the richest among those' (read by rank_verb) 'with no pets'
            for (steps,), k in p.seq(j, HAVING, havings):
                yield (steps, key), k
            for (steps,), k in p.seq(j, WITHOUT, none_of):
                yield (steps, key), k
        for _, k in p.seq(j, ",? but|though|yet|while still? has|have|owning|having? at least|minimum one|1"):
            if isinstance(key.measure, Records) and key.order is Order.LOW:  # 'the fewest pets but at least one'
                yield ((CountIs(key.measure, ">=", 1),), key), k
        for _, k in p.seq(j, ",? and|but"):
            for _, m in count_np(p, k) if not p.phrase(k, RECORDS) else ():  # 'has the most vehicles but no pets'
                # (not 'the most vehicles and pets': a bare noun may be ranked too)
                p.refuse(k, f"ambiguous: '{p.text[p.tokens[i].pos:p.tokens[m].pos].strip()}' could mean the first by the "
                            f"ranking among those meeting the condition, or the first overall if they meet it too; for "
                            f"the first, put the condition first ('who has no pets and the most ...') or say 'among "
                            f"those who ...'")
            for _, m in rank_verb(p, k):
                p.refuse(k, "two rankings joined by 'and' (the first person by both may not exist): rank by one and "
                            "give the other as a tiebreaker ('... ? If there's a tie, ...')")
            found = preds(p, k)
            if found:
                end = max(m for _, m in found)
                rank_text = p.text[p.tokens[i].pos:p.tokens[j].pos].strip()
                cond_text = p.text[p.tokens[k].pos:p.tokens[end].pos].strip()
                p.refuse(k, f"ambiguous: '{rank_text} and {cond_text}' could mean the first by the ranking among "
                            f"those meeting the condition, or the first overall if they meet it too; for the first, "
                            f"put the condition first ('who {cond_text} and ...') or say 'among those who ...'")


# --- tie-breakers ------------------------------------------------------------------------

@dataclass(init=False, repr=False, eq=False)
class Tie(Frozen):
    """A tie-breaker: its key, the measure it says is tied (if it says), and whether it is about the two compared.
    (A frozen dataclass's methods from `Frozen`: see there why.)"""

    key: Key | None  # None: 'use the same tiebreaker'
    target: Measure | None = None
    between: bool = False
    at: int = 0
    each: bool = False  # 'for each, break ties by ...': inside each compared person's ranking
    target_order: Order | None = None  # the direction the tie sentence names ('a tie for most pets'), if any
    then: tuple[Key, ...] = ()  # further breakers said in the same aside: '(ties broken by X, then by Y)'
    only: int | None = None  # inside one compared person's ranking: 'For the first one a tie goes to X' (0), the second (1)

    def __init__(self, key: Key | None, target: Measure | None = None, between: bool = False, at: int = 0,
                 each: bool = False, target_order: Order | None = None, then: tuple[Key, ...] = (),
                 only: int | None = None) -> None:
        set_ = object.__setattr__
        set_(self, "key", key)
        set_(self, "target", target)
        set_(self, "between", between)
        set_(self, "at", at)
        set_(self, "each", each)
        set_(self, "target_order", target_order)
        set_(self, "then", then)
        set_(self, "only", only)

    def names(self, key: Key) -> bool:
        """Is the tie this sentence names one on `key` (its measure, and its direction when it says one)?"""
        return self.target == key.measure and self.target_order in (None, key.order)


def _bare_in(p: Parser, key: Key, start: int, end: int) -> bool:
    """Whether the ranking `key` was named bare (without its end: 'break ties by salary') between start and end."""
    return any(start <= b < end and said == key for b, said in p.bare_keys)


def _bare_after_low(p: Parser, key: Key, first: Key, start: int, end: int) -> None:
    """Refuse a ranking named bare between start and end after a ranking won at the low end: 'the fewest pets? Break
    ties by total bank balance' (the highest, as after 'the most', or the lowest?)."""
    high, low = W.render_rank(key), W.render_rank(Key(key.measure, Order.LOW))
    if key.measure is Metric.BALANCE:
        p.refuse(start, f"ambiguous: the tiebreaker does not say which end wins after a ranking by {_ranked(first)}: "
                        f"{high} or {low}; say which (e.g. 'if tied, {low}')")
        return
    b = min(b for b, said in p.bare_keys if start <= b < end and said == key)
    said = p.said(b, next((k for _, k in p.phrase(b, RANK_BARE)), b + 1)).strip()
    p.refuse(start, f"ambiguous: '{said}' does not say which end wins the tie: {high} or {low} (after a ranking by "
                    f"{_ranked(first)}); say which (e.g. 'if tied, {low}')")


def _end_said_after(p: Parser, k: int, order: Order) -> bool:
    """A measure's end said right after it, as the one a bare ranking of it would take: 'total bank balance, highest
    wins', '(highest wins)'."""
    # ('total bank balance breaks ties, highest first', e38k: said after the rule's verb)
    starts = (k, *(m for _, m in p.phrase(k, TIE_DECIDES)), *(m for _, m in p.phrase(k, TIE_DECIDING)))  # (e51k)
    return any(said is order for start in starts
               for (said,), _ in (*p.seq(start, ",|—|:", ENDS, END_WINS), *p.seq(start, "(", ENDS, END_WINS, ")"),
                                  *p.seq(start, "(", ENDS, ")")))  # ('by pay (highest)', e53d)


@rule
def tie_key(p: Parser, i: int) -> Iterator[tuple[Key, int]]:
    """The key a tie-breaker names: 'the highest total bank balance', 'the oldest', 'more pets', 'whoever is older';
    the first of a chain said so: 'more credit cards first, then more money in the bank'."""
    for key, j in _tie_key(p, i):
        yield key, j
        if key.measure is Metric.BALANCE:  # 'the larger bank balance in total' (a25y), as after a ranking (rank_noun)
            for _, k in p.phrase(j, BALANCE_AFTER):
                yield key, k
        if p.keys[j] == "first" and p.keys[j + 1] in (",", ";") and p.keys[j + 2] in _THEN:
            yield key, j + 1
        if p.keys[j] in W.TIE_KEY_OWNED and isinstance(key.measure, Records) and p.keys[j - 1] in _RECORD_WORDS:
            yield key, j + 1  # 'by the most vehicles owned', 'the most cards held'
        for (order, c), e in _chain_tails(p, 0) if p.keys[j] == "," else ():
            if c == j and order is key.order:  # '..., then by Y, the larger value winning each time': said for each
                yield key, e


@rule
def _chain_tails(p: Parser, i: int) -> Iterator[tuple[tuple[Order, int], int]]:
    """Each direction said once at the end of a sentence of tie-breakers, for each of them (words.CHAIN_EACH): its end,
    where it starts (its comma) and where it ends ('..., then by the number of pets, the larger value winning each
    time', '..., in each case preferring more'). Not when the sentence also names the other end ('fewest', 'lower':
    refused by _chain_clash), nor a low end after a word of money (a bare 'total bank balance' is read as the highest).
    i: unused (memoized once)."""
    for (order, c, clash), e in _chain_tail_spans(p, 0):
        if not clash and not (order is Order.LOW and W.CHAIN_MONEY & set(p.keys[_sentence_start(p, c):c])):
            yield (order, c), e


def _sentence_start(p: Parser, c: int) -> int:
    return next((k + 1 for k in range(c - 1, -1, -1) if p.keys[k] in (".", "?", "!")), 0)


@rule
def _chain_tail_spans(p: Parser, i: int) -> Iterator[tuple[tuple[Order, int, bool], int]]:
    """Every direction said for each breaker at the end of a sentence (see _chain_tails): its end, its comma and
    whether the same sentence also names the other end, and where it ends. One scan a question, shared by
    _chain_tails and _chain_clash (i: unused)."""
    if not W.CHAIN_EACH_WORDS & set(p.keys):
        return
    best, wanted = p.best, list(p.wanted)
    for c, key in enumerate(p.keys):
        if key != ",":
            continue
        tails = [*p.seq(c + 1, "with? the?", ENDS, _CHAIN_ONE, CHAIN_WINS, CHAIN_EACH),
                 *p.seq(c + 1, CHAIN_EACH, ",?", CHAIN_PREFER, "the?", ENDS, _CHAIN_ONE),
                 *p.seq(c + 1, CHAIN_PREFER, "the?", ENDS, _CHAIN_ONE, CHAIN_EACH)]
        for (order,), e in tails:
            if not (p.tokens[e].kind == END or p.keys[e] in (".", "?", "!", ")")):
                continue
            other = {w for phrase in W.ENDS[Order.LOW if order is Order.HIGH else Order.HIGH] for w in phrase.split()}
            yield (order, c, bool(set(p.keys[_sentence_start(p, c):c]) & other)), e
    p.best, p.wanted = best, wanted


def _chain_clash(p: Parser) -> tuple[int, int, Order] | None:
    """'Ties are broken by the fewest pets, then by the number of cards, the larger value winning each time': the tail
    says the larger wins for every breaker, and a breaker before it says the smaller (g14, w14): where the tail is."""
    return next(((c + 1, e, order) for (order, c, clash), e in _chain_tail_spans(p, 0) if clash), None)


def _tie_key(p: Parser, i: int) -> Iterator[tuple[Key, int]]:
    j = p.opt(i, "the|a")
    if p.keys[p.opt(j, "most")] == "senior":  # 'the senior one': the older, or the longer in their job?
        p.refuse(j, "ambiguous: 'senior' could mean the older person or the one longest in their job: say 'the oldest' "
                    "(or 'the one who has been at their current job the longest')")
    yield from rank_noun(p, j)
    yield from _learner_more(p, j, tie=True)  # ('if draw, more total money in bank', a18y)
    for key, k in p.phrase(j, RANK_ADJ):
        if p.keys[k] == "such" and p.keys[k + 1] in W.GENERIC_PERSON_HEADS:  # '(the oldest such person if ...)'
            k += 1
        yield key, _by_birth(p, p.opt(p.opt(k, W.TIE_PERSON_NOUN), "of|among them|those|these"), key)
    for start in dict.fromkeys((i, j)):  # 'use (the) total bank balance'
        for key, k in p.phrase(start, RANK_BARE):
            if not _end_said_after(p, k, key.order) and p.keys[k] not in W.MEASURE_WISE:
                # ('total bank balance, highest wins': its end said; a22z. 'more money salary wise': the end said
                # before it, the noun an adverb of the measure)
                p.bare_keys.add((start, key))  # (its end is the first ranking's: see apply_ties)
            yield key, k
            for (order,), m in p.seq(k, "(", ENDS, ")"):  # ('by pay (highest)', e53d: its end in brackets after it)
                if order is key.order:
                    yield key, m
    # ('by age, oldest first', 'by salary (highest first)', 'the number of pets, fewest wins', e38k: a measure with its
    # end said after it)
    for measure, k in p.phrase(p.opt(i, "their|the"), TARGET) if p.keys[i] not in ("on", "in") else ():
        ends = _AGE_END_WORDS if measure is Metric.DOB else _END_WORDS
        if p.keys[k] not in (",", "—", "(") or p.keys[k + 1] not in ends:
            continue  # (looked at only where an end follows: the words expected elsewhere stay as they were)
        table = AGE_ENDS if measure is Metric.DOB else ENDS
        # ('by pay (highest)', 'by age (oldest)', e53d: the end alone in brackets)
        for (order,), m in (*p.seq(k, ",|—", table, END_WINS), *p.seq(k, "(", table, END_WINS, ")"),
                            *p.seq(k, "(", table, ")")):
            yield Key(measure, order), m
    yield from p.phrase(j, CMP_NOUN)
    for key, k in (*p.phrase(j, CMP_ADJ), *p.phrase(j, RANK_ADJ)):  # 'richer (one) by total bank balance' (the money named)
        if key.measure is Metric.BALANCE:
            for _, m in p.seq(p.opt(k, W.ONE_PERSON_NOUN), "by|in|on", "the|their?", BALANCE_NOUN):
                yield key, m
    for key, k in p.phrase(j, CMP_ADJ):  # 'the older one', 'the richer person', 'the older' (its noun left out)
        for pattern in ("one|person|individual|owner|resident|candidate", "of the two", "of them|those"):
            for _, m in p.seq(k, pattern):
                yield key, m
        if p.keys[k] in ("if", "on", "when", "should", "in"):  # 'wealthier if tied', 'older on a tie'
            yield key, k
        if p.tokens[k].kind in (END, PUNCT) or p.keys[k] in ("wins", "win", "takes", "gets", "breaks", "first", "is"):
            yield key, k
    for _, k in p.phrase(i, TIE_GERUNDS):
        yield from tie_key(p, k)
    # a breaker said as a gerund before its verb ('(being born first breaks a tie)', '(being older decides it)', a33j;
    # 'having more money in the bank breaks a tie')
    for _, k in p.seq(i, "being"):
        yield from p.phrase(k, RANK_PART)
        if p.keys[i - 1] in W.TIE_BREAKER_PREP.split("|"):  # ('..., the second by being the oldest', c44k)
            for key, m in p.phrase(p.opt(k, "the"), RANK_ADJ):
                yield key, _by_birth(p, p.opt(m, W.TIE_PERSON_NOUN), key)
        for key, m in p.phrase(k, CMP_ADJ):
            if p.keys[m] in W.TIE_GERUND_VERBS:
                yield key, m
    for _, k in p.seq(i, "having|owning|holding"):
        for key, m in p.phrase(k, CMP_NOUN):
            if p.keys[m] in W.TIE_GERUND_VERBS:
                yield key, m
    # 'by age, choosing the oldest', 'by age (oldest first)': a measure, then which end of it
    measures = [*p.phrase(i, TARGET), *p.phrase(p.opt(i, "the|their"), TARGET),
                *(found for found in p.phrase(p.opt(i, "the|their"), MEASURE) if found[0] is not Metric.DOB)]
    measures += [(measure, k + 1) for measure, k in measures  # 'by the number of vehicles owned (more is better)'
                 if isinstance(measure, Records) and p.keys[k] in W.TIE_KEY_OWNED and p.keys[k - 1] in _RECORD_WORDS]
    for measure, k in measures:
        for key, m in tie_key(p, p.opt(k, ",|—|:")):
            if key.measure == measure:
                yield key, p.opt(m, "first|wins")  # 'by age, oldest first', 'by age: older first'
        for _, m in p.seq(k, "("):
            for key, n in tie_key(p, m):
                if key.measure == measure:
                    for _, o in p.seq(p.opt(n, "first|wins"), ")"):
                        yield key, o
        if isinstance(measure, Records) or measure in (Metric.BALANCE, Metric.SALARY):  # 'total bank bal desc'
            for order, m in _own_order(p, k):  # (a sort's direction, as in a query: 'tiebreak: salary desc')
                yield Key(measure, order), m
        if measure is not Metric.DOB:  # 'by number of pets (most wins)', 'by salary, highest first', '(highest)'
            for (order, c), _ in _chain_tails(p, 0) if isinstance(measure, Records) else ():
                if c >= k and not {".", "?", "!"} & set(p.keys[k:c]):  # its end said at the end of the chain
                    yield Key(measure, order), k
            for (order,), m in (*p.seq(k, "(", ENDS, END_WINS, ")"), *p.seq(k, "(", ENDS, ")"),
                                *p.seq(k, "( again|also ,?", ENDS, END_WINS, ")")):  # '(again, more is better)'
                yield Key(measure, order), m
            for (order,), m in p.seq(k, ",|—|:", ENDS, END_WINS):
                yield Key(measure, order), m
            # ('if tied, go by salary, highest', d46p: the end alone, the rule's last word)
            for (order,), m in p.seq(k, ",|—|:", ENDS):
                if _ends_sentence(p, m) or p.keys[m] == ";":
                    yield Key(measure, order), m
            for (order,), m in p.seq(k, ",|—|: the", ENDS, "value|number|count|one|total|figure", END_WINS):
                yield Key(measure, order), m  # 'by vehicle count, the larger number winning'
            for (order,), m in p.seq(k, "( the?", ENDS, "value|number|count|one|total|figure?", END_WINS, ")"):
                yield Key(measure, order), m  # 'by total bank balance (larger wins)' '(the higher one wins)'

        elif p.keys[k - 1] != "age":  # a birth date: 'by date of birth, earliest first' (an age has no 'earliest')
            for lead in (",|—|:", "("):
                for _, m in p.seq(k, lead, "earliest|earlier|oldest|older first|wins?"):
                    yield Key(Metric.DOB, Order.LOW), p.opt(m, ")") if lead == "(" else m
                for _, m in p.seq(k, lead, "latest|later|most recent|newest first|wins?"):
                    yield Key(Metric.DOB, Order.HIGH), p.opt(m, ")") if lead == "(" else m
    for _, k in p.seq(i, "the? one|person|individual"):
        yield from p.phrase(k, RANK_PART)
        yield from p.phrase(k, TIE_PART)  # the one born earlier
    for _, k in p.seq(i, "whoever's|whichever's"):  # 'go with whoever's oldest' (whoever is)
        for key, m in p.phrase(p.opt(k, "the"), RANK_ADJ):
            yield key, m
        yield from p.phrase(k, CMP_ADJ)
        yield from p.phrase(k, TIE_PART)  # 'whoever's on the biggest salary', 'whoever's better paid'
    for key, k in p.phrase(j, TIE_PERSON):  # 'the higher earner', 'the better-paid one', 'the highest earner among them'
        yield key, p.opt(k, "of|among them|those|these")
        if p.keys[k - 2:k] != ["the", "two"]:  # 'the higher-salaried of the two', 'the better-paid of both' (c38k)
            yield from ((key, m) for m in (p.lit(k, "of the two"), p.lit(k, "of both")) if m is not None)
    for lead in ("the? one|person|individual|candidate with|having|owning|holding|possessing", "whoever|whichever has|have|owns",
                 # ('go with whichever person has the larger salary', e53d: the free relative with its noun)
                 "whichever one|person|individual|candidate has|owns|holds|earns",
                 # 'the answer is whichever of them has the higher salary' (a22x)
                 "whoever|whichever of them has|owns|holds|earns", "whoever|whichever of the two has|owns|holds|earns",
                 "whoever's|whichever's got",  # 'whoever's got more money' (whoever has)
                 # 'choose the one among them with the largest total bank balance' (a21z): those tied, said after 'one'
                 "the? one|person|individual|candidate among|amongst|of them|those|these with|having|owning|holding|possessing"):
        for (key,), k in p.seq(i, lead, tie_key):
            yield key, k
    leads = [k for lead in ("the? one|person|individual who|that", "whoever|whichever one?", "whoever|whichever of them",
                            "whoever|whichever of the two", "who among|of? them|those|these?",
                            "which one|person|individual? among|of? them|those|these?")
             for _, k in p.seq(i, lead)]
    # ('Should there be a tie, which of the tied people is the oldest?', 'who among those tied earns the most?', c44w)
    leads += [k for _, k in p.seq(i, "who|which one|person|individual?", TIED_ONES)]
    for k in leads:
        yield from rank_verb(p, k)
        yield from p.phrase(k, CMP)
        yield from more_money(p, k)
        for (key,), m in p.seq(k, "is|was the", CMP_ADJ, "one|person?"):  # 'who is the more old (older)?'
            yield key, m
    for _, k in p.seq(i, TIED_ONE):  # 'the tied person whose total bank balance is the highest', 'whichever tied one
        yield from _one_said(p, k)  # has the most cards' (a31m): the breaker after the pick's noun
    for _, k in p.seq(i, TIED_PICK_HEADS, TIED_THEM):  # 'whichever of the tied people has the highest salary', 'the
        yield from _one_said(p, k)  # one of them who earns the most', 'whoever among the tied has R' (e42g)
        yield from p.phrase(k, CMP)  # ('whichever of those has the larger salary')
        yield from more_money(p, k)
    # ('the individual among them whose bank accounts carry the greatest aggregate balance', a35f: those tied, said
    # after the noun)
    whose = "the? one|person|individual among|amongst|of? them|those|these? whose"
    # 'answer with the one whose total bank balance is higher', 'go with whoever's salary is higher' (c38p-held-30)
    for _, k in (*p.seq(i, whose), *p.seq(i, "whoever's|whichever's")):
        yield from whose_more(p, k)
        yield from p.phrase(k, WHOSE_MORE)  # ('... whose bank accounts hold the greater sum in total')
    for lead in (whose, "whoever's|whichever's"):  # '... whose bank accounts hold the most'
        for _, k in p.seq(i, lead):
            yield from p.phrase(k, RANK_WHOSE)


def _one_said(p: Parser, k: int) -> Iterator[tuple[Key, int]]:
    """After a tie's pick named ('the tied person'): its breaker, 'with the most X', 'whose X is the highest', 'who is
    the oldest', 'has the most X'."""
    for (key,), m in p.seq(k, TIED_ONE_WITH, tie_key):
        yield key, m
    for _, m in p.seq(k, "who|that"):
        yield from rank_verb(p, m)
        yield from p.phrase(m, CMP)
        yield from more_money(p, m)
    yield from rank_verb(p, k)
    for _, m in p.seq(k, "whose"):
        yield from whose_more(p, m)
        yield from p.phrase(m, WHOSE_MORE)
        yield from p.phrase(m, RANK_WHOSE)


def _target(p: Parser, i: int) -> Iterator[tuple[tuple[Measure | None, Order | None], int]]:
    """What a tie sentence says is tied: a measure, and its direction when it names one ('a tie for most pets')."""
    yield (None, None), i
    # the end the ranking reaches, said bare after several people tied ('Where several people tie for fewest', a37k):
    # that ranking's tie
    # that ranking's tie, only where every superlative said before it is of that end ('Who has the most pets? Where
    # several people tie for fewest, ...' names no ranking of the question)
    # ('if more than one person ties for the largest, ...', c61k: 'more than one' says several, as _several_said reads it)
    if _several_said(p.keys[max(0, i - 6):i]):
        for (order,), j in p.seq(i, "for|at the?", TIE_END_REACHED):
            said = {W.TIE_END_WORDS.get(k or "") for k in p.keys[:i]} - {None}
            if said == {order}:
                yield (None, None), j
            elif not said:  # (the rule said alone, its ranking in a sentence before: the end it says, checked against
                yield (None, order), j  # the ranking it is given to, as 'if several share the minimum' is; e47c)
    for _, j in p.seq(i, "has|have|share|shares|is|are tied? for? the"):
        for key, k in rank_noun(p, j):
            yield (key.measure, key.order), k
    for _, j in p.seq(i, "is|are the", ):
        for key, k in p.phrase(j, RANK_ADJ):
            yield (key.measure, key.order), k
    for _, j in p.seq(i, "for|on|in|at"):
        for key, k in tie_key(p, j):
            yield (key.measure, key.order), k
        for measure, k in p.phrase(p.opt(j, "the"), TIE_TARGET):
            yield (measure, None), k
        # ('Where there is a tie for the most accounts, use the oldest', e61k): a head two kinds share after the end
        # ranked, each kind read (as 'if several share the most accounts'; the sentence's ranking leaves one)
        for order, k in p.phrase(p.opt(j, "the"), SUPERLATIVE):
            for records in W.TIE_SHARED_HEADS.get(p.keys[k] or "", ()):
                yield (records, order), k + 1


@rule
def tie_action(p: Parser, i: int) -> Iterator[tuple[Key, int]]:
    """What to do on a tie: 'use the highest total bank balance (as a tiebreaker)', 'who among them is the oldest'."""
    verbs = [j for _, j in p.phrase(i, TIE_VERBS)]
    # 'select among them the one with ...' (a21z): those tied, said between the verb and what is chosen
    verbs += [k for j in verbs for _, k in p.seq(j, "among|amongst|from|of them|those|these")]
    for start in (i, *verbs):
        for key, j in tie_key(p, start):
            # 'the older one wins', '... is chosen', 'the larger total bank balance decides'
            # ('..., the larger total bank balance again decides', a22x: the same rule said again)
            after = j + 1 if p.keys[j] in _AGAIN_SAID else j
            for end in (j, *(k for _, k in p.phrase(after, TIE_WINS)), *(k for _, k in p.phrase(after, TIE_DECIDES))):
                for _, k in p.phrase(end, AS_TIEBREAKER):
                    yield key, k
                yield key, end
                if p.keys[end] in W.TIE_AGAIN and p.keys[end + 1] in (")", "?", ".", ",", ";", None):
                    yield key, end + 1  # ('(if equal, the more old also)': the same rule as before, a18y)
                if p.keys[end:end + 2] == ["as", "well"] and p.keys[end + 2] in (")", "?", ".", ",", ";", None):
                    yield key, end + 2  # ('..., the higher salary prevails as well', t25)
                if p.keys[end] in W.TIE_INSTEAD and p.keys[end + 1] in (")", "?", ".", ",", ";", None):
                    yield key, end + 1  # ('if the balances are equal, name the one with the higher salary instead', e48c)
                if p.keys[end] == "there" and p.keys[end + 1] in W.TIE_AGAIN and \
                        p.keys[end + 2] in (")", "?", ".", ",", ";", None):
                    yield key, end + 2  # ('..., the larger total bank balance wins there too', a27x: in that case too)
            # 'give the oldest of the tied people', 'take the one with the highest salary among them' (after the
            # trigger: 'them' are those tied, e42g)
            for _, k in p.phrase(j, TIED_THEM):
                yield key, k
                # ('the oldest of the tied people is the answer', 'the richest of those tied wins', c39w)
                for _, m in (*p.phrase(k, TIE_WINS), *p.phrase(k, TIE_DECIDES)):
                    yield key, m
            if p.keys[j - 1] == "those" and p.keys[j - 2] in ("of", "among", "amongst"):  # 'the eldest of those level'
                for _, k in p.phrase(j, TIED_AFTER_THOSE):
                    yield key, k
                    for _, m in (*p.phrase(k, TIE_WINS), *p.phrase(k, TIE_DECIDES)):
                        yield key, m


def _again_after(p: Parser, k: int) -> int:
    """After a tie's trigger, the words saying it is a tie again, and the mark after them ('if it's a tie there too, go
    with X', 'if there's a tie here as well, X', 'if it's a tie too, X', a37p); k when there are none."""
    for _, m in (*p.seq(k, "there|here? too|also|again"), *p.seq(k, "there|here? as well")):
        return p.opt(m, SEP)
    return k


@rule
def if_tie(p: Parser, i: int) -> Iterator[tuple[tuple[Measure | None, Order | None], int]]:
    """A tie's trigger (`_if_tie`), not ending in a degree word a noun follows: in 'if several share the same highest
    total bank balance' the trigger does not end at 'highest', leaving 'total bank balance' to read as what to do."""
    for said, k in _if_tie(p, i):
        if p.tokens[k].kind == WORD and any(e > k for _, e in (*p.phrase(k - 1, TARGET), *p.phrase(k - 1, MEASURE))):
            continue  # 'if several share the same total bank balance': not 'the same total', then 'bank balance'
        if p.keys[k - 1] in W.TIE_DEGREE:
            if p.tokens[k].kind == WORD:
                continue
            if said == (None, None) and (end := W.TIE_DEGREE.get(p.keys[k - 1] or "")):  # 'share the max': a tie at the top (#20)
                said = (None, end)
        yield said, k


def _if_tie(p: Parser, i: int) -> Iterator[tuple[tuple[Measure | None, Order | None], int]]:
    """A tie's trigger, and the measure it says is tied if it says one: a whole phrasing ('if there's a tie'), or a
    lead ('if', 'should', 'in case') and what is tied, in parts: 'there is a draw', 'it's a tie', 'equal', 'several
    people are level', 'two or more share the top spot', 'two people have the same number (of pets)'; or a fragment
    and a mark ('Tie?', 'Draw:', 'Same count —'). Never 'they' (in a comparison, the two compared: COMPARE_TIE)."""
    for _, j in p.phrase(i, IF_TIE):
        yield (None, None), j
    for _, j in p.phrase(i, TIE_WHEN):
        for _, k in p.phrase(j, TIE_THERE):
            for _, m in p.phrase(k, TIE_NOUN):
                yield (None, None), p.opt(m, "among|between them|those|these")
                for _, n in p.seq(m, "among|between"):  # 'if there is a tie between two or more residents'
                    for _, o in p.phrase(n, TIE_MANY):
                        yield (None, None), o
                        for _, e in p.phrase(o, TIE_PEOPLE):
                            yield (None, None), e
            for _, m in p.phrase(k, TIE_MANY):  # 'if there are several (people) with the same count'
                for who in dict.fromkeys((m, *(e for _, e in p.phrase(m, TIE_PEOPLE)))):
                    for pattern in ("with|having|sharing the same count|number|total|value|score?",
                                    "with|having|sharing an? equal|identical count|number|total|value|score?"):
                        for _, n in p.seq(who, pattern):
                            yield (None, None), n
                    for _, n in p.seq(who, "with|having|sharing the|an? same|equal|identical"):  # '... with equal pets'
                        for measure, o in (*p.phrase(n, TARGET), *p.phrase(n, MEASURE)):
                            yield (measure, None), o
                    for _, n in p.seq(who, "with|having|sharing the same"):  # '... with the same oldest vehicle year'
                        for key, o in rank_noun(p, n):  # (a27y)
                            yield (key.measure, key.order), p.opt(o, W.TIED_RANK_NOUN)
        for _, k in p.phrase(j, TIE_IT):
            for table in (TIE_NOUN, TIED):
                for _, m in p.phrase(k, table):
                    yield (None, None), m
        for table in (TIED, TIE_NOUN):  # 'if tied', 'if equal', 'should a draw happen'
            for _, k in p.phrase(j, table):
                yield (None, None), p.opt(k, "happens|occurs|arises|results|happen|occur|arise|result|exists|exist|remains|"
                                             "emerges|develops")
        for _, k in p.seq(j, "of? the? same|equal|identical"):  # 'if same birthday, ...', 'in case of equal balance, ...'
            for measure, m in (*p.phrase(k, TIE_SHARED), *p.phrase(k, TARGET), *p.phrase(k, MEASURE)):
                if measure is not None and p.keys[m] in (",", ":", "—", "then"):  # 'if equal number of pets, ...'
                    yield (measure, None), m
        # ('if the fewest-pets spot is shared', 'should the most-cars count be held by several', e53d: the ranking's
        # first place named by the ranking, its degree and records; cbwh.ask.tokens splits the compound)
        for _, k in p.seq(j, "the|this|that") if j + 1 < len(p.keys) and p.keys[j + 1] in W.RANK_SPOT_DEGREES else ():
            for key, m in rank_noun(p, k):
                for _, n in p.seq(m, "|".join(sorted(W.RANK_SPOT_NOUNS))):
                    for _, o in p.phrase(n, TIE_EXTREME_SHARED):
                        yield (key.measure, key.order), o
        for _, k in p.phrase(j, TIE_EXTREME):  # 'if this minimum is shared', 'should the maximum be attained by several'
            end = next((W.TIE_DEGREE[w] for w in p.keys[j:k] if w in W.TIE_DEGREE), None)  # (a31m)
            for _, m in p.phrase(k, TIE_EXTREME_SHARED):
                yield (None, end), m
        for _, k in p.phrase(j, TIE_BARE_SAME):  # 'if same count, ...', 'in case of same, ...' (a mark must follow)
            if p.keys[k] in (",", ":", "—", "then"):
                yield (None, None), k
        # 'if the counts are equal', 'if their numbers are the same', 'if the number of pets is the same'
        # ('if the two people's counts match', 'if the balances themselves are tied', e51k: the pair said as the
        # owner, and an emphatic 'themselves' after the measure)
        for _, k in (*p.seq(j, "the|their|both|these|those|his|her?"), *p.phrase(j, TIE_PAIR_OWNER)):
            for _, m in p.phrase(k, TIE_MEASURE_NOUN):
                for _, n in p.phrase(_emphatic(p, m), TIE_SAME_IS):
                    yield (None, None), n
            # 'if the (two) balances are equal', 'should both balances be equal' (a18x): their bank balances
            # ('if the final balances tie', 'should their final pet counts be equal', e64k: 'final', the comparison's
            # last step, said before a measure, which is checked against what is compared as without it; 'the final
            # counts' names none: words.COMPARE_TIE's, the two compared's only)
            for _, m in p.seq(p.opt(k, "final"), "two? balances"):
                for _, n in p.phrase(_emphatic(p, m), TIE_SAME_IS):
                    yield (Metric.BALANCE, None), n
            for measure, m in (*p.phrase(p.opt(k, "final"), TARGET), *p.phrase(p.opt(k, "final"), MEASURE)):
                for _, n in p.phrase(_emphatic(p, m), TIE_SAME_IS):
                    yield (measure, None), n
        for many in (j, *(k for _, k in p.phrase(j, TIE_MANY))):
            # ('in the event that two or more such persons are equal in that respect', a35f)
            such = [many, *(k for _, k in p.phrase(many, TIE_SUCH))] if many != j else [many]
            for who in dict.fromkeys((many, *(k for s in such for _, k in p.phrase(s, TIE_PEOPLE)))):
                if who == j:
                    continue
                for be in (who, *(k for _, k in p.phrase(who, TIE_BE))):
                    for _, k in p.phrase(p.opt(be, "so"), TIED):  # ('if two or more individuals are so tied')
                        yield (None, None), k
                        for _, m in p.phrase(k, TIED_IN_RESPECT):  # ('... are equal in that respect', a35f)
                            yield (None, None), m
                for _, k in p.phrase(who, TIE_SHARE):
                    yield (None, None), k
                for _, k in p.phrase(who, TIE_EARN_SAME):  # 'if more than one person earns that amount' (e47c)
                    yield (Metric.SALARY, None), k
                for order, k in p.phrase(who, TIE_EARN_SAME_END):  # '... earn the same top salary' (e48c)
                    yield (Metric.SALARY, order), k
                for _, k in p.phrase(who, TIE_SAME):  # 'if two or more have the same, ...' (a mark must follow)
                    if p.keys[k] in (",", ":", "—", "then"):
                        yield (None, None), k
                    for key, m in rank_noun(p, k):  # '... have the same most pets' (its direction said: p12z #7), '...
                        yield (key.measure, key.order), p.opt(m, W.TIED_RANK_NOUN)  # the same oldest vehicle year' (a27y)
                for _, k in p.seq(who, "have|has|hold|holds|own|owns|share|shares the|that"):
                    for key, m in rank_noun(p, k):  # 'if several people have the most pets', '... the oldest vehicle
                        # (year)': the ranking's first place tied, its direction said (as 'tied for the most pets')
                        yield (key.measure, key.order), p.opt(m, "year") if key.measure is Metric.VEHICLE_YEAR else m
                    for order, m in p.phrase(k, SUPERLATIVE):  # 'if several people share the most accounts' (a37s):
                        if p.keys[m] in W.TIE_SHARED_HEADS:  # a head two kinds share, each kind read (the ranking's
                            for records in W.TIE_SHARED_HEADS[p.keys[m] or ""]:  # words, said before, leave one)
                                yield (records, order), m + 1
                for _, k in (*p.seq(who, "have|has|hold|share|own the same|identical|equal"),
                             *p.seq(who, "have|has|hold|share|own an equal|identical")):  # ('an equal number of pets')
                    for measure, m in (*p.phrase(k, TARGET), *p.phrase(k, MEASURE)):
                        yield (measure, None), m
                for records, k in p.phrase(who, RECORDS):  # 'if two cars are the same age': the record's date is tied
                    if (dated := _DATED.get(records)) is not None:
                        for _, m in p.seq(k, "are|were|have|share the|an? same|equal|identical"):
                            for _, n in (*p.phrase(m, TIE_SHARED), *p.phrase(m, TIE_SHARED_WHEN)):
                                yield (dated, None), n
                for _, k in p.seq(who, "have|has|hold|own equally many|few"):  # '... have equally many cars'
                    for records, m in p.phrase(k, RECORDS):
                        yield (records, None), m
                    if p.keys[k] in (",", ":", "—", "then"):  # '... own equally few, T' (what is ranked)
                        yield (None, None), k
                yield from _shared(p, who)  # 'if two share a birthday', 'if several share that number'
    if i == 0 or p.keys[i - 1] in ("?", ".", "!", ";", ",", "(", ":", "—"):  # a fragment stands on its own
        for _, j in p.phrase(i, TIE_FRAGMENT):
            for _, k in p.seq(j, "?|:|—|,"):
                yield (None, None), k


def _compare_tie(p: Parser, i: int) -> list[int]:
    """A tie between the two compared (words.COMPARE_TIE), and the same with what they are equal in said after it
    ('should the two be equal in that respect', a35f: the measure compared)."""
    ends = [j for _, j in p.phrase(i, COMPARE_TIE)]
    ends += [k for _, j in p.phrase(i, NEITHER_MORE) for _, k in p.phrase(j, THAN_THE_OTHER)]  # ('if neither has more
    # than the other', e53d)
    return list(dict.fromkeys((*ends, *(k for j in ends for _, k in p.phrase(j, TIED_IN_RESPECT)))))


def _measure_preferring(p: Parser, i: int) -> Iterator[tuple[Key, int]]:
    """'on|by total bank balance, preferring the highest', 'by age, favouring the oldest' (e53d): a breaker's measure
    said bare, its end said after it as the one preferred (words.MEASURE_PREFERRING, END_PREFERRING)."""
    for _, j in p.seq(i, W.MEASURE_PREFERRING):
        for measure, k in p.phrase(j, TARGET):
            for _, m in p.phrase(k, END_PREFERRING):
                for (order,), n in p.seq(m, AGE_ENDS if measure is Metric.DOB else ENDS):
                    yield Key(measure, order), p.opt(n, W.END_PREFERRED_HEAD)


def _neither_more(p: Parser, i: int) -> Iterator[tuple[Records, int]]:
    """'If neither has more credit cards than the other' (e53d): a tie between the two compared on the records named."""
    for _, j in p.phrase(i, NEITHER_MORE):
        for records, k in p.phrase(j, RECORDS):
            for _, m in p.phrase(k, THAN_THE_OTHER):
                yield records, m


def _ties_for_first(p: Parser, j: int) -> Iterator[tuple[Key, int]]:
    """After a verb breaking ties ('breaking a tie', 'breaks ties'): the ranking whose first place is tied, 'for (the)
    most pets', 'for fewest bank accounts' (e64k; its direction checked against the ranking's as 'tied for' is)."""
    if p.keys[j - 1] in ("tie", "ties"):
        for _, k in p.seq(j, "for the?"):
            yield from rank_noun(p, k)


_DATED = {Records.VEHICLES: Metric.VEHICLE_YEAR, Records.CREDIT_CARDS: Metric.CARD_EXPIRY,
          Records.INSURANCE_POLICIES: Metric.POLICY_EXPIRY}  # the date a tie between records of a kind is on


def _ties_on(p: Parser, j: int) -> Iterator[tuple[Measure, int]]:
    """After a verb breaking ties ('breaks any tie', 'breaking a tie'): what is tied, 'on cards', 'in vehicles'."""
    if p.keys[j - 1] in ("tie", "ties", "draw", "draws"):
        for _, k in p.seq(j, "on|in|for|over the?"):
            for measure, m in p.phrase(k, TARGET):
                yield measure, m


def _shared(p: Parser, i: int) -> Iterator[tuple[tuple[Measure | None, Order | None], int]]:
    """After the people tied: what they share, named by a noun: 'share a birthday' (the birth date is tied), 'share
    that number' (whatever is ranked), 'have the same year' (a ranking by a year or a date: words.TIE_SHARED_WHEN),
    'were born on the same day', 'were born in the same year' (the birth date's, whatever is ranked)."""
    for _, j in p.phrase(i, TIE_SHARED_VERB):
        born = "born" in p.keys[i:j]  # ('were born in the same year': the birth date's, never what is ranked; r28 F6)
        for _, k in p.phrase(j, TIE_SHARED_DET):
            for measure, m in dict.fromkeys((*p.phrase(k, TIE_SHARED), *p.phrase(k, TIE_SHARED_WHEN))):
                if not born or measure is Metric.DOB:
                    # ('were born on that same latest date': the extreme said is checked against the ranking's end,
                    # r83 F2)
                    yield (measure, W.TIE_DATE_EXTREME_ORDER.get(p.keys[k] or "")), m
        for _, k in p.seq(j, "the same day|date"):
            if p.keys[j - 1] == "on":
                yield (Metric.DOB, None), k
    for _, j in p.phrase(i, TIE_SHARED_RECORDS):  # 'have vehicles of the same (oldest) model year' (a28z)
        for _, k in p.phrase(j, TIE_SHARED_DET):
            for measure, m in p.phrase(k, TIE_SHARED):
                if measure is Metric.VEHICLE_YEAR:
                    yield (measure, None), m
    # 'If a couple of them started on the same day' (a17x), 'If several started at the same time' (a21x):
    # ('If two persons joined on the same date', a23x; 'If more than one started on that same date', c39w)
    for order, k in p.phrase(i, TIE_STARTED_SAME):
        yield (Metric.JOB_START, order), k  # the start of their current job, the one ranked


_TIE_LEADS = frozenset({"if", "when", "whenever", "where", "should", "in", "on", "upon", "for", "with", "assuming",
                        "supposing", "after", "were"})  # a trigger said after its breaker starts with one: 'X if tied'


def _said_in(keys: Sequence[str | None], i: int, j: int, phrases: Iterable[tuple[str, ...]]) -> bool:
    """Does one of `phrases` (each a tuple of words) start at a position from i to j of `keys`?"""
    return any(tuple(keys[m:m + len(words)]) == words for m in range(i, j) for words in phrases)


def _above_two(keys: list, i: int, j: int) -> bool:
    """Does a tie trigger count more than two people tied ('if more than two tie': a tie of two left open, w10 #9)? Not
    after a rule of its own for two ('If two are tied, X; if more than two, Y': refused as rules per count)."""
    return _said_in(keys, i, j, W.TIE_ABOVE_TWO) and not any(
        keys[m] in ("two", "2") and keys[m - 1] != "than" for m in range(1, i))


def _each_pair_trigger(p: Parser, at: int, they: bool) -> bool:
    """Does a rule said for each ranking ('Each ranking prefers the eldest', 'each chosen by the oldest', 'the eldest
    prevailing in either selection') go on with a trigger naming the two compared ('should the two be level', 'if they
    are tied')? Its words then say two things that disagree (r25 F5: read as each ranking's tie): noted as a refusal."""
    if they:
        said = " ".join(_trigger_words(p, Tie(None, at=at)))
        p.refuse(at, f"ambiguous: {said!r} is said for each ranking, but its trigger names a tie between the two "
                     "compared: say 'if tied' for each ranking's rule, or 'if the two are tied, ...' after the question "
                     "for the comparison's")
    return they


@rule
def tie_trigger(p: Parser, i: int) -> Iterator[tuple[tuple[Measure | None, Order | None, bool], int]]:
    """A tie trigger as slots of word classes (spec/words.py TIE_SIGNS, TIE_FILLERS), in any order: 'in a tie', 'tie
    =', 'Ties on vehicles', 'If more than one person has a car from that year', 'If they own the same number', 'resolving
    any tie'. Yields what it says is tied (a measure named inside it, and its end when said: 'tied for most pets'; a
    record noun with a date word is that record's date), whether it says 'they' / 'both' (perhaps the two compared), and
    each place it may end. At least one sign of a tie; any word of no class ends it (a negation, a name, 'most')."""
    keys = p.keys
    lead = i + 1 if keys[i] in ("and", "but") else i
    if keys[lead] in _EACH_FIRST and _each(p, lead) is not None:
        return  # 'in both cases if there's a tie ...', 'for both of those, ...': a tie in each one's ranking (tie's leads)
    if keys[lead] == "both" and p.phrase(lead, BOTH_TIES):
        return  # 'Both ties go to X': the two rankings' ties (tie), not the two compared tying
    if keys[i] in W.TIE_IMPERATIVES and keys[i + 1] not in W.TIE_IMPERATIVES:  # Settle vehicle ties by ...
        yield from tie_trigger(p, i + 1)
        return
    first: list[tuple[int, frozenset[Measure]]] = [(i, frozenset())]
    ranked: list[tuple[int, frozenset[Measure], Order]] = []  # 'most-pets ties -> oldest': a ranking's ties, by its name
    if keys[i] not in W.TIE_SIGNS and keys[i] not in W.TIE_FILLERS:
        # 'Vehicle ties go to ...', 'Card ties: ...', 'vehicle count ties': what is tied named before the sign (or before
        # 'tied': 'Balances tied? Then X.', 'Pet counts tied? X.', a32p)
        if not _TIE_NOUNS_NAMED & set(keys[i + 1:i + 4]):
            return
        best, wanted = p.best, list(p.wanted)
        first = [(m, frozenset({measure})) for measure, m in (*p.phrase(i, TARGET), *p.phrase(i, MEASURE),
                                                               *p.phrase(i, TIE_DATE_TARGETS))
                 if keys[m] in _TIE_NOUNS or keys[m] == "tied" and keys[m + 1] in ("?", ",", ":", "\u2014")]
        if "-" in (keys[i] or "") and keys[i + 1] in _TIE_NOUNS:  # ('most-pets ties', 'fewest-pets ties')
            ranked = [(m, frozenset({key.measure}), key.order) for key, m in p.phrase(i, RANK_ADJ) if m == i + 1]
        p.best, p.wanted = best, wanted
        if not first and not ranked:
            return
    out: dict[tuple[tuple[Measure | None, Order | None, bool], int], None] = {}
    best, wanted = p.best, list(p.wanted)  # (a scan: the words it tried are not what the sentence lacked)
    # (position, signed, measures named, the end said, a date word, 'they', backed: a word beyond a count of people and
    # determiners: 'richest 3 -> X' is no tie rule 'if 3 tie, X' (p13y #3); 'If three, X', 'Several people: X' are)
    todo: list[tuple[int, bool, frozenset[Measure], Order | None, bool, bool, bool]] = [
        (k, False, named, None, False, False, False) for k, named in first if not ranked] + [
        (k, False, named, order, False, False, False) for k, named, order in ranked]
    seen: set[tuple[int, bool, frozenset[Measure], Order | None, bool, bool, bool]] = set()
    refused: list[int] = []  # ends of a trigger counting three or more tied (W.TIE_COUNT_MORE)
    while todo:
        state = todo.pop()
        if state in seen or state[0] - i > 24:
            continue
        seen.add(state)
        j, signed, named, order, dated, they, backed = state
        k = keys[j]
        prev = keys[j - 1] if j > i else None
        # it ends before a mark, or after a word that closes it ('in a tie take ...', 'if they own the same number pick
        # ...'), never after one a noun should follow ('if two have the same most pets' is no tie rule 'the most pets')
        # (or after a count's noun before an article: '(with equal number the oldest person)', a21x; 'the same total
        # bank balance' goes on)
        if signed and backed and j > i and (p.tokens[j].kind in (PUNCT, END) or prev in W.TIE_CLOSERS or named
                                            or (prev in W.TIE_MEASURE_WORDS and (k == "the" or k in W.TIE_AGAIN))):
            ok, target = _trigger_target(named, dated)
            above_two = W.TIE_COUNT_MORE & set(keys[i:j]) or _above_two(keys, i, j)
            if ok and above_two and (keys[i] in _TIE_LEADS or set(keys[i:j]) & (
                    W.TIE_SIGNS - W.TIE_COUNT_SIGNS) or not named and _said_in(keys, i, j, W.TIE_COUNT_COMPARED)):
                # (a tie said: 'if three', 'a tie of three', '>2 -> X'; not 'find the three')
                refused.append(j)
            elif ok and not (keys[i] in W.TIE_GROUP_LEADS and not set(keys[i:j]) & (W.TIE_SIGNS - W.TIE_COUNT_SIGNS)):
                # (an end said without a measure is a tie at that end: 'the same highest number'; 'Of (the) two people
                # oldest in Texas, who ...' is a group, the two oldest, not a tie of two: v17 W4)
                for target in _when_targets(keys[i:j]) if dated and not named else [target]:
                    out[(target, order if target is not None or not named else None, they), j] = None
        sign = k in W.TIE_SIGNS or (k == "one" and prev == "than")
        fits = sign or k in W.TIE_FILLERS
        if k == "or" and not (prev in ("two", "2") and keys[j + 1] == "more"):
            fits = False
        if (k == "than" and prev != "more") or (k in ("and", "but") and j > i):  # ('and', 'but' only as leads)
            fits = False
        if fits:
            todo.append((j + 1, signed or sign, named, order, dated or k in W.TIE_DATE_WORDS,
                         they or (k in W.TIE_THEY and not (k == "both" and prev in W.TIE_BOTH_SCOPE))
                         or (k == "two" and prev in ("the", "these", "those")),  # ('if those two are tied', a20y)
                         backed or k not in W.TIE_COUNT_SIGNS | W.TIE_WEAK))
        if k == "born":
            todo.append((j + 1, signed, named | {Metric.DOB}, order, dated, they, True))
        if k == "equally" and (measure := W.TIE_EQUALLY.get(keys[j + 1] or "")) is not None:
            # ('and if two are equally rich, go with ...', 'if two are equally old' (an age in years: refused naming
            # both readings, as 'the same age'), a32p): a tie on that measure
            todo.append((j + 2, True, named | {measure}, order, dated, they, True))
        if k in W.TIE_DEGREE and keys[j + 1] in W.TIE_MEASURE_WORDS:  # 'the same highest number': a tie at the top
            todo.append((j + 2, signed, named, W.TIE_DEGREE[k] or order, dated, they, True))
        if k in W.TIE_AGE_WORDS and any(isinstance(m, Records) for m in named):  # 'two cars the same age' (a car named
            todo.append((j + 1, signed, named, order, True, they, True))  # first: 'the same age' alone is a birth date)
        for measure, m in (*p.phrase(j, TIE_TARGET), *p.phrase(j, MEASURE),
                           *((mm, e) for mm, e in p.phrase(j, TIE_SHARED) if mm is not None),
                           *(p.phrase(j, TIE_DATE_TARGETS) if prev in _TIED_AT else ()),  # ('ties on model year', t25)
                           # ('a tie on the vehicle goes to X', c38p: one record named, its date)
                           *(p.phrase(j, TIE_ONE_RECORD) if prev == "the" and j - 2 >= i and
                             keys[j - 2] in _TIED_AT | W.TIE_ONE_RECORD_LEADS else ())):
            todo.append((m, signed, named | {measure}, order, dated, they, backed))
        if (keys[j - 2] if prev == "the" and j - 2 >= i else prev) in _TIED_AT:  # 'tied for (the) most pets': what is
            # tied, and at which end ('if several people share the most vehicles', a14y)
            for key, m in rank_noun(p, j):
                todo.append((m, signed, named | {key.measure}, key.order, dated, they, backed))
    p.best, p.wanted = best, wanted
    for j in refused[:1]:
        said = p.said(i, max(refused))
        p.refuse(i, f"ambiguous: '{said}' could be a rule for that many people tied only (a tie of two left open) or "
                    "for any tie: say 'if there's a tie' (or 'if two or more are tied')")
    yield from out


def _tagged_trigger(p: Parser, i: int) -> Iterator[tuple[tuple[Measure | None, Order | None, bool], int, bool]]:
    """A tie trigger, and the same trigger with a tag saying it is each one's after it ('Card ties in each state: X',
    'Break vehicle ties in each group by X', 'card ties for each: X', a14x): (trigger, end, each)."""
    for trigger, j in tie_trigger(p, i):
        yield trigger, j, False
        # (the tag set off by commas too: 'A tie on pets, in either group, goes to X', a17x)
        start = p.opt(j, ",")
        if p.keys[start] in _EACH_FIRST and not trigger[2]:  # (not after 'they' / 'both': 'if both tie in each ...')
            each = _each(p, start)
            if each is not None and not (each == start + 2 and p.keys[start + 1] == "both"):  # ('Ties for both: X'
                # could be the two compared tying as much: refused, w15 #1; 'in both states' is not)
                yield trigger, p.opt(each, ",") if start > j else each, True


def _between_said(p: Parser, triggers: Iterator[tuple[tuple[Measure | None, Order | None, bool], int, bool]]) -> \
        Iterator[tuple[tuple[Measure | None, Order | None, bool], int, bool, bool]]:
    """Each tagged trigger, and, when the two compared are said after it ('if the pets end up tied between the two',
    'if pets are tied between them', e38p2), the trigger to their end, said for the two (the last: True)."""
    for trigger, j, each in triggers:
        yield trigger, j, each, False
        if not each and p.keys[j - 1] in W.TIE_BETWEEN_AFTER:  # (not 'a tie between the two goes to X too': a
            # rule said again, near-miss-z27)
            for pattern in W.TIE_BETWEEN_PAIR:
                for _, k in p.seq(j, pattern):
                    yield trigger, k, each, True


_TIED_AT = frozenset({"for", "on", "in", "at", "share", "shares"})  # (before a ranking a trigger names: 'tied for most X')
_TIE_NOUNS = frozenset({"tie", "ties"})  # (after what is tied: 'vehicle ties')
_TIE_NOUNS_NAMED = _TIE_NOUNS | {"tied"}  # (... or 'tied' with a mark after it: 'Balances tied? Then X.')
_RECORD_WORDS = frozenset(w.split()[-1] for n in W.RECORD_NOUNS.values() for w in (*n.plural, *n.singular))
_SETTLE = frozenset(W.TIE_SETTLE)


def _when_targets(said: Sequence[str | None]) -> list[Measure | None]:
    """A trigger naming a year or a date bare ('If two of them have the same year'): a tie on each measure that word
    can be (words.TIE_SHARED_WHEN), never on whatever is ranked (after 'the most pets' it names no tie of that ranking:
    refused as a tie on another measure; r28 F6)."""
    words = {w for w in said if w in W.TIE_DATE_WORDS}
    return [m for m, forms_of in W.TIE_SHARED_WHEN.items() if words & set(forms_of)]


def _trigger_target(named: frozenset[Measure], dated: bool) -> tuple[bool, Measure | None]:
    """What a trigger's measure nouns say is tied (None: the ranking's own value), if they say one thing."""
    records = [m for m in named if isinstance(m, Records)]
    if dated and len(records) == 1:  # 'a car from that year', 'two cars the same age': the record's date
        return records[0] in _DATED, _DATED.get(records[0])
    if len(named) > 1:
        return False, None
    return True, next(iter(named), None)


@rule
def tie(p: Parser, i: int) -> Iterator[tuple[Tie, int]]:
    """A tie sentence (`_tie`); a tie on a record's date named by the record's noun ('tie on the car': TIE_TARGET) only
    where the trigger counts nothing ('the same number of cars' is the count's, c38p)."""
    for t, k in _tie(p, i):
        if t.target in _DATES_BY_NOUN and W.TIE_COUNT_SAID & set(_trigger_words(p, t)):
            continue
        yield t, k


_DATES_BY_NOUN = frozenset(W.TIE_RECORD_DATES.values())


def _noun_for_date(p: Parser, t: Tie) -> bool:
    """Is t a tie on a record's date read from the record's noun alone ('tie on the car': W.TIE_DATE_TARGETS), no word
    of a date said ('model year', 'a car from that year')? Where nothing is ranked by that date, the record's count is
    the other reading of the noun, refused (or read) on its own: this one says nothing."""
    if t.target not in _DATES_BY_NOUN:
        return False
    end = next((n for n in range(t.at, len(p.tokens)) if p.tokens[n].kind == END or p.keys[n] in (".", "?", "!", ";")),
               len(p.tokens))  # (the rule's sentence: 'In both groups, ties on model year go to X')
    return not any(w in W.TIE_DATE_SAID or w.rsplit("-", 1)[-1] in W.TIE_DATE_SAID for w in p.keys[t.at:end] if w)


def _tie(p: Parser, i: int) -> Iterator[tuple[Tie, int]]:
    """A tie sentence: a trigger ('If two people are tied', 'Should a tie occur', 'If the two are level') and what
    to do ('the older one wins', 'pick the person with the most pets'), in either order ('Pick the oldest if there are
    several'), or one phrase ('Break ties by ...', 'Ties go to the oldest', 'Tie-break: oldest')."""
    if p.keys[i] in W.TIE_AGAIN and (p.keys[i - 1] == "(" or p.keys[i - 1] == "," and p.keys[i] != "too"):
        # '(also the more old if draw)': the same rule said again for another person (a learner's; opening a bracket,
        # or 'also' / 'again' after a comma, '..., or B, also the oldest one if there's a tie', a23y: 'who own a dog
        # too, ...' is no tie rule)
        # ('..., again with ties going to the oldest', a37k: the tokens say 'again , ties going ...')
        for t, j in tie(p, p.opt(i + 1, ",")):
            if t.key is not None and not t.between:
                yield t, j
    if i > 0 and p.keys[i - 1] == "(":  # '..., or B (likewise)?': the rule said for the one before (a37s)
        for _, j in p.phrase(i, TIE_SAME_BRACKETED):
            if p.keys[j] == ")":
                yield Tie(None, None, False, i), j
    # the breaker, then those tied said as the ones it picks from, which says the tie ('(the oldest among any who are
    # tied)', 'the richest of the tied people', a37k)
    for key, j in tie_key(p, i):
        for _, k in p.phrase(j, TIED_ONES):
            yield Tie(key, None, False, i), k
    for said, j in if_tie(p, i):
        for (target, order), k in _target(p, j) if said == (None, None) else ((said, j),):
            # 'if still tied, (then) by X'; 'if there is equal also the more old' (a learner's 'also')
            for key, m in tie_action(p, p.opt(p.opt(p.opt(p.opt(_again_after(p, k), SEP), W.TIE_AGAIN_WORDS), "then"),
                                              "by")):
                yield Tie(key, target, False, i, target_order=order), m
            # '..., each candidate is the oldest of them' (a37k): the one each ranking finds, said for each
            for _, n in p.phrase(p.opt(k, SEP), TIE_EACH_IS):
                for key, m in tie_action(p, n):
                    yield Tie(key, target, False, i, each=True, target_order=order), m
    # 'Each of them is the eldest if there's a tie', 'each pick is the richest should several tie' (e48c): the one each
    # ranking finds, said before the trigger
    for _, j in p.phrase(i, TIE_EACH_IS):
        for key, k in tie_action(p, j):
            for (said, order), m in if_tie(p, p.opt(k, ",")):
                yield Tie(key, said, False, i, each=True, target_order=order), m
    for target, j in _pair_tie_noun(p, i):  # 'a tie between the two goes to the better paid' (a19y)
        # ('a tie between the two is also settled by X', a22x: the same breaker said again)
        # ('tie between those two -> higher salary', 'a tie between them: the older one', d46p: the breaker after a mark)
        marked = [k for _, k in p.seq(j, W.TIE_PAIR_NOUN_MARKS)] if target is None else []
        for _, k in (*p.phrase(j, TIE_GOES), *(p.phrase(j + 2, TIE_GOES) if p.keys[j] in ("is", "are", "gets", "get")
                                                and p.keys[j + 1] in _AGAIN_SAID else ()), *((None, k) for k in marked)):
            for key, m in tie_key(p, k):
                yield Tie(key, target, True, i), m
    for j in _compare_tie(p, i):
        for (target, order), k in _target(p, j):
            for key, m in tie_action(p, p.opt(p.opt(k, SEP), "then")):
                yield Tie(key, target, True, i, target_order=order), m
    for records, j in _neither_more(p, i):
        for key, m in tie_action(p, p.opt(p.opt(j, SEP), "then")):
            yield Tie(key, records, True, i), m
    # a trigger of word classes, then (a mark, 'then', a verb handing the tie over) the breaker: 'in a tie, take the
    # oldest', 'Ties should go to the youngest', 'Ties on vehicles: highest total bank balance', 'resolving any tie in
    # favour of the eldest', 'If they own the same number, pick the one with ...'
    found_tied: list[set[tuple[Measure, int]]] = []

    def named_tied() -> set[tuple[Measure, int]]:  # (found when first asked, once: the triggers tried in their order)
        """What a longer trigger from here names as tied, and where it ends ('Equal balances', 'tie on pay')."""
        if not found_tied:
            found_tied.append({(target, j) for (target, order, _), j, _, _ in _between_said(p, _tagged_trigger(p, i))
                               if target is not None and order is None})
        return found_tied[0]

    for (target, order, they), j, each, between in _between_said(p, _tagged_trigger(p, i)):
        said_again = _again_after(p, j)
        if said_again != j and any(w in W.TIE_SIGNS for w in p.keys[max(
                (n for n in range(i) if p.keys[n] == "?"), default=0):i]):
            said_again = j  # ('If the vehicles are tied, take the richest; if that ties as well, take the oldest': the
            # rule before's tie again, the ranking's next breaker, or a tie between the two: r47 #2, not read)
        k = p.opt(p.opt(p.opt(said_again, "?|" + SEP), W.TIE_AGAIN_LIKEWISE_WORDS), "then")  # ('Tied on
        # vehicles? Take the richest.', '(ties likewise broken by X)', a24x; 'if that ties as well, take X', e38p2)
        starts = [k, *(m for _, m in p.phrase(k, TIE_GOES))]
        if p.keys[j - 1] not in ("by", "with", "using"):  # 'Tie on vehicles by the highest total bank balance', 'breaking
            starts += [m for _, m in p.seq(j, "first|firstly|primarily? by|with|using")]  # a tie first by the most X
        if p.keys[j] == "to" and p.keys[j - 1] in ("tie", "ties", "it"):  # 'give ties to the richest', 'ties to X'
            starts.append(j + 1)
        if p.keys[j] in (",", ":", "—"):
            _undirected(p, k)  # 'In a tie, vehicles': which end? (and 'In a tie, by age')
        for begin in starts[1:]:
            _undirected(p, begin)  # 'Ties should be broken by the number of cards': which end?
        if p.keys[j] in (",", ":", "—"):
            starts += [m for _, m in p.seq(k, "by|with|using")]  # 'and if that still leaves a tie, by X'
            # ('Within each group, and between the two if they own equally many pets, ties are resolved in favour of
            # X', a22x: the rule said again after its trigger)
            starts += [m for _, m in p.phrase(k, BREAK_TIES)]
        # 'Equality in internet accounts is broken, in both groups, by X' (a28z): each one's scope set off inside the
        # rule, between its verb and its breaker
        for _, m in p.seq(k, W.TIE_PASSIVE_VERB) if not (each or they or between) else ():
            scoped = _each(p, m) if p.keys[m] == "," else None
            for _, n in p.phrase(scoped + 1, TIE_BY) if scoped is not None and p.keys[scoped] == "," else ():
                _undirected(p, n)
                for key, o in tie_key(p, n):
                    yield Tie(key, target, False, i, each=True, target_order=order), o
        # 'If the two have equal, ...': only the two compared (TIE_PAIR), never those tied inside a ranking
        pair = they and target is None and not each and _pair_said(p, i, j)
        for begin in starts:
            for key, m in tie_action(p, begin):
                if target is None and all(w in W.TIE_EQUAL_BARE for w in p.keys[i:j]) and any(
                        tied == key.measure and begin < end for tied, end in named_tied()):
                    # 'Equal total bank balances -> oldest', 'tie on pay -> oldest' (r82 F2): the measure read as the
                    # breaker is the words a longer trigger reads as what is tied
                    said = p.text[p.tokens[i].pos:p.tokens[m - 1].pos + len(p.tokens[m - 1].text)]
                    p.refuse(i, f"ambiguous: '{said}' could be a tie on {key.measure.value.replace('_', ' ')} or a tie "
                                f"broken by {_ranked(key)}: say 'if tied on ..., ...' for the first, 'tie -> "
                                f"{_ranked(key)}' for the second")
                    continue
                if between:  # ('if the pets end up tied between the two, X', e38p2): the two compared's
                    yield Tie(key, target, True, i, target_order=order), m
                    continue
                if not pair:
                    yield Tie(key, target, False, i, each=each, target_order=order), m
                if they and target is None and not each:  # 'they': perhaps the two compared
                    yield Tie(key, None, True, i), m
    # 'Settle vehicle ties by total bank balance', 'Break a tie on policies with the higher salary': a verb, then what
    # is tied (as tie_trigger reads it), then the breaker
    if p.keys[i] in _SETTLE:
        for _, j in p.phrase(i + 1, PAIR_TIE_NOUN):  # 'Break a tie between the two by age, oldest first'
            for _, k in p.phrase(j, TIE_BY):
                _undirected(p, k)
                for key, m in tie_key(p, k):
                    yield Tie(key, None, True, i), m
        # ('Break a tie in the first group by X and in the second by Y', e53d: one of the two's ranking named after the
        # verb; the other's rule follows as after 'For the first, ...' (ties))
        for _, j in p.seq(i + 1, "any|all|the|a? ties|tie"):
            # (not 'a tie for the second', which could be second place: refused where said so, hand-p26)
            for lead, nth in W.ONLY_TIE_SCOPE_LEADS if p.keys[j] in _ONLY_FIRST and p.keys[j] != "for" else ():
                for _, k in p.seq(j, lead):
                    for _, m in p.phrase(k, TIE_BY):
                        _undirected(p, m)
                        for key, n in tie_key(p, m):
                            yield Tie(key, None, False, i, only=nth), n
        for _, j in p.seq(i + 1, "any|all|the|a? ties|tie"):  # ('Break ties on total bank balance, preferring the
            for key, k in _measure_preferring(p, j):  # highest', e53d)
                yield Tie(key, None, False, i), k
        for (target, order, _they), j, each in _tagged_trigger(p, i + 1):
            for _, k in p.phrase(j, TIE_BY):
                _undirected(p, k)  # ('Settle vehicle ties by age': which end?)
                for key, m in tie_key(p, k):
                    yield Tie(key, target, False, i, each=each, target_order=order), m
    # 'If they have the same number of pets, the older one wins': who 'they' are follows from the measure (_compare)
    for _, j in p.phrase(i, IF_SAME_MEASURE):
        money = [(Metric.BALANCE, k) for _, m in p.phrase(j, MONEY_NOUNS) for k in _money_said(p, m, True)]
        for measure, k in (*p.phrase(j, TIE_TARGET), *p.phrase(j, MEASURE), *money):  # ('the same money (in the bank)')
            k = p.opt(p.opt(k, "as each other"), "as one another")  # ('if they own as many pets as each other')
            for key, m in tie_action(p, p.opt(p.opt(k, SEP), "then")):
                yield Tie(key, measure, False, i), m
    # 'Pick the oldest if there are several', 'The older one wins in case of a tie', 'The oldest wins ties'
    for _, j in p.phrase(i, TIE_VERBS):  # 'Use age if tied': which end?
        _undirected(p, j)
    for verb_end in (i, *(j for _, j in p.phrase(i, TIE_VERBS))):
        for key, j in tie_key(p, verb_end):
            for end in (j, *(k for _, k in p.phrase(j, TIE_WINS))):  # ('(oldest if several)')
                for _, k in p.phrase(p.opt(end, ","), TIE_AFTER):
                    yield Tie(key, None, False, i), k
                for (said, order), k in if_tie(p, p.opt(end, ",")):  # 'the oldest, should several qualify'
                    if p.keys[end] not in ("?", ":", "—"):
                        yield Tie(key, said, False, i, target_order=order), k
                after = p.opt(end, ",")
                if p.keys[after] in _TIE_LEADS and p.keys[end] not in ("?", ":", "—"):  # 'the youngest in a tie'
                    for (said, order, they), k in tie_trigger(p, after):
                        # ('the older one wins if they're tied', a35c: 'they' perhaps the two compared, as when the
                        # trigger is said first)
                        if not (they and said is None and _pair_said(p, after, k)):
                            yield Tie(key, said, False, i, target_order=order), k
                        if they and said is None:
                            yield Tie(key, None, True, i), k
                if p.keys[end] not in ("?", ":", "—"):  # 'pick the older one if the two are tied': the two compared
                    for _, k in p.phrase(after, COMPARE_TIE):
                        for (said, order), m in _target(p, k):
                            yield Tie(key, said, True, i, target_order=order), m
                # the tag for each between the breaker and its trigger: '(taking the oldest in either case if there's a
                # tie)', 'the eldest prevailing in either selection in the event of a tie' (a17x, a18x)
                scoped = _each(p, end) if p.keys[after] in _EACH_FIRST and p.keys[end] not in ("?", ":", "—") else None
                if scoped is not None:
                    for (said, order), k in if_tie(p, p.opt(scoped, ",")):
                        yield Tie(key, said, False, i, each=True, target_order=order), k
                    if p.keys[p.opt(scoped, ",")] in _TIE_LEADS:
                        for (said, order, they), k in tie_trigger(p, p.opt(scoped, ",")):
                            if not _each_pair_trigger(p, i, they):
                                yield Tie(key, said, False, i, each=True, target_order=order), k
            for _, k in p.seq(j, "should|will|would? wins|win|takes|take|gets|get|breaks|break|settles|settle any|all|a|the? "
                                 "ties|tie"):
                yield Tie(key, None, False, i), k
            # 'Wealthier wins vehicle ties', 'the oldest wins a tie on policies', 'the richest settles ties in pets'
            for _, k in p.seq(j, "should|will|would? wins|win|takes|take|gets|get|breaks|break|settles|settle any|all|a|the?"):
                for measure, m in (*p.phrase(k, TARGET), *p.phrase(k, RECORD_ONE)):
                    for _, n in p.seq(m, "ties|tie"):
                        yield Tie(key, measure, False, i), n
                for _, m in p.seq(k, "ties|tie on|in|for the?"):  # ('breaks a tie on model year', a27x: a date
                    for measure, n in (*p.phrase(m, TARGET), *p.phrase(m, TIE_DATE_TARGETS)):  # a ranking is by)
                        yield Tie(key, measure, False, i), n
                # ('the eldest breaks a tie for fewest bank accounts', 'the oldest wins a tie for the most pets', e64k:
                # the ranking's first place tied, its direction said, as 'if there's a tie for the most pets' reads it)
                for _, m in p.seq(k, "ties|tie for the?"):
                    for tied, n in rank_noun(p, m):
                        yield Tie(key, tied.measure, False, i, target_order=tied.order), n
    # '(with the oldest winning ties)', 'the oldest winning ties'; said again ('..., the larger total bank balance again
    # deciding a tie', t25: the rule said before, now the two compared's)
    # ('(with salary, highest first, breaking ties)', e48c: a comma after the breaker's end said after it)
    for (key,), j in p.seq(i, "with?", tie_key, ",? again|also|likewise|too?", WINNING_TIES):
        yield Tie(key, None, False, i), j
        for _, k in p.phrase(j, TIE_BETWEEN_THE_TWO):  # ('with higher pay breaking a tie between the two', e63k: the two
            yield Tie(key, None, True, i), k  # compared, not 'between them', which may be a ranking's tied people)
        for measure, k in _ties_on(p, j):  # '... breaking a tie on vehicles'
            yield Tie(key, measure, False, i), k
        for tied, k in _ties_for_first(p, j):  # '... breaking a tie for most pets' (e64k)
            yield Tie(key, tied.measure, False, i, target_order=tied.order), k
    # ('letting the eldest win if there's a tie', e48c: the breaker made to win, then the trigger)
    for (key,), j in p.seq(i, LETTING, tie_key, LETTING_WINS):
        for (said, order), k in if_tie(p, p.opt(j, ",")):
            yield Tie(key, said, False, i, target_order=order), k
    # ('..., chosen by highest combined bank balance if there's a tie', c61n: one person's participle, the breaker, then
    # a trigger that must follow; without one it is the ranking itself)
    for _, j in p.phrase(i, CHOSEN_BY) if p.keys[i - 1] == "," else ():
        _undirected(p, j)  # ('chosen by age if there's a tie': which end?)
        for key, k in tie_key(p, j):
            for (said, order), m in if_tie(p, p.opt(k, ",")):
                yield Tie(key, said, False, i, target_order=order), m
            for _, m in p.phrase(p.opt(k, ","), TIE_AFTER):
                yield Tie(key, None, False, i), m
    # ('letting the highest salary decide ties', 'let the oldest break any tie', e42p: the breaker made to decide)
    for (key,), j in p.seq(i, LETTING, tie_key, LETTING_TIES):
        yield Tie(key, None, False, i), j
        for measure, k in _ties_on(p, j):  # '... letting the oldest break a tie on vehicles'
            yield Tie(key, measure, False, i), k
    # '..., with the higher salary deciding if their balances are equal' (a22x): the breaker, then its trigger
    # ('..., with the eldest chosen should several be tied', '..., the higher-paid one being chosen if they hold the same
    # number', a24x: the breaker, a participle, then its trigger)
    for (key,), j in (*p.seq(i, "with?", tie_key, f"also|again|likewise? {W.TIE_KEY_DECIDING} ,?"),
                      # ('..., with the higher salary deciding the matter if they own the same number', e51k)
                      *p.seq(i, "with?", tie_key, f"also|again|likewise? {W.TIE_KEY_DECIDING} {W.TIE_KEY_DECIDED} ,?"),
                      *p.seq(i, "with?", tie_key, TIE_KEY_CHOSEN, ",?")):
        for (said, order), k in if_tie(p, j):
            yield Tie(key, said, False, i, target_order=order), k
        if p.keys[j] in _EACH_FIRST and (scoped := _each(p, j)) is not None:  # ('..., with the older person preferred
            for (said, order), k in if_tie(p, p.opt(scoped, ",")):  # in each ranking if tied', t25)
                yield Tie(key, said, False, i, each=True, target_order=order), k
        for k in _compare_tie(p, j):  # ('... deciding if they hold the same number', a22x: the two compared,
            for (target, order), m in _target(p, k):  # or, 'they' in a name question, those tied)
                if not _pair_said(p, j, k):
                    yield Tie(key, target, False, i, target_order=order), m
                yield Tie(key, target, True, i, target_order=order), m
        for _, k in p.phrase(j, TIE_AFTER):
            yield Tie(key, None, False, i), k
    # 'the final comparison favors the higher salary', 'the comparison itself breaks ties by X' (e38k): the two compared's
    for _, j in p.phrase(i, PAIR_TIE_SUBJECT) if p.keys[i] == "the" else ():
        for (key,), k in p.seq(j, EACH_TIE_PREFERS, tie_key):
            for m in (k, *(m for _, m in p.phrase(p.opt(k, ","), TIE_AFTER))):
                yield Tie(key, None, True, i), m
        for _, k in p.seq(j, W.EACH_TIE_VERB):
            for _, m in p.phrase(k, TIE_BY):
                _undirected(p, m)
                for key, n in tie_key(p, m):
                    yield Tie(key, None, True, i), n
    if p.keys[i] in W.EACH_TIE_FIRST:  # 'Each ranking breaks ties by X', '(settle each tie by X)': each one's ranking's
        for _, j in (*p.seq(i, EACH_TIE_SUBJECT, W.EACH_TIE_VERB),
                     *p.seq(i, "settle|break|resolve|decide each|every|both tie|ties")):
            for _, k in p.phrase(j, TIE_BY):
                for key, m in tie_key(p, k):
                    yield Tie(key, None, False, i, True), m
            for key, m in _measure_preferring(p, j):  # ('Both selections break ties on total bank balance, preferring
                yield Tie(key, None, False, i, True), m  # the highest', e53d)
        for _, j in (*p.phrase(i, EACH_TIE_POSSESSIVE), *p.phrase(i, BOTH_TIES)):  # '(each group's tie going to X)'
            # (t25), 'Both ties go to X' (a25x): each one's ranking's
            for _, k in p.phrase(j, TIE_GOES):
                _undirected(p, k)
                for key, m in tie_action(p, k):
                    yield Tie(key, None, False, i, True), m
        for _, j in p.phrase(i, EACH_CHOSEN_BY):  # '— each chosen by X if tied —' (t25): a trigger must follow
            for key, k in tie_key(p, j):
                for (said, order), m in if_tie(p, p.opt(k, ",")):
                    yield Tie(key, said, False, i, True, target_order=order), m
                for _, m in p.phrase(p.opt(k, ","), TIE_AFTER):
                    yield Tie(key, None, False, i, True), m
                if p.keys[p.opt(k, ",")] in _TIE_LEADS:
                    for (said, order, they), m in tie_trigger(p, p.opt(k, ",")):
                        if not _each_pair_trigger(p, i, they):
                            yield Tie(key, said, False, i, True, target_order=order), m
            for (key,), k in p.seq(j, "the?", tie_key, WINNING_TIES):  # 'each chosen with the eldest winning a tie'
                yield Tie(key, None, False, i, True), k
            # 'each chosen with the highest salary as the tie-breaker' (e50k): the breaker named as such
            for (key,), k in p.seq(j, "the?", tie_key, AS_TIEBREAKER):
                yield Tie(key, None, False, i, True), k
        for _, j in p.phrase(i, EACH_TIE_SUBJECT):
            # ('either pick tied -> take the oldest', 'both picks tied: oldest', e45p: the picks said tied, the breaker
            # after a mark): each one's ranking's
            for _, k in p.phrase(j, EACH_PICK_TIED):
                if p.keys[k] in W.EACH_PICK_TIED_MARKS:
                    for key, m in tie_action(p, k + 1):
                        yield Tie(key, None, False, i, True), m
            # ('Either selection, if tied, goes to the one with X', e61k: a trigger between commas, then where it goes)
            for _, k in p.phrase(j, EACH_PICK_IF_TIED):
                for _, m in p.phrase(k, TIE_GOES):
                    _undirected(p, m)
                    for key, n in tie_action(p, m):
                        yield Tie(key, None, False, i, True), n
            # 'Each ranking prefers the eldest on ties', 'Both rankings favour the eldest in a tie' (t25): the breaker,
            # then what is tied
            for (key,), k in p.seq(j, EACH_TIE_PREFERS, tie_key):
                for _, m in p.phrase(p.opt(k, ","), TIE_AFTER):
                    yield Tie(key, None, False, i, True), m
                if p.keys[p.opt(k, ",")] in _TIE_LEADS:
                    for (said, order, they), m in tie_trigger(p, p.opt(k, ",")):
                        if not _each_pair_trigger(p, i, they):
                            yield Tie(key, said, False, i, True, target_order=order), m
            # 'Both rankings use total bank balance as the tiebreaker, higher first' (t25): the plural's verb is the
            # imperative's, read as a tie rule of its own ('uses' as 'use')
            if p.keys[j] in ("use", "uses"):
                for t, k in tie(p, j):
                    if t.key is not None and not t.between and not t.each and t.only is None:
                        yield replace(t, at=i, each=True), k
        for _, j in p.seq(i, *EACH_TIE_RESOLVED):  # 'each selection being resolved, where tied, in favour of X'
            for key, k in tie_key(p, j):
                yield Tie(key, None, False, i, True), k
    # '(salary breaks ties, highest first)', 'the number of pets decides ties — more wins' (t25): a measure, then its end
    for (measure,), j0 in p.seq(p.opt(i, "the|their"), TARGET, TIE_DECIDES):
        # ('Salary breaks a tie in either state (higher wins)', e51k: each one's ranking's, its scope said after the verb)
        scoped = _each(p, j0) if p.keys[j0] in _EACH_FIRST else None
        for j, each in ((j0, False), *(((scoped, True),) if scoped is not None else ())):
            for key, k in tie_key(p, p.lit(j, ",|—|:") or j) if p.keys[j] in (",", "—", ":") else ():
                if key.measure == measure:  # ('Age decides ties, oldest first')
                    yield Tie(key, None, False, i, each), p.opt(k, "first|wins")
            for key, k in tie_key(p, j + 1) if p.keys[j] == "(" else ():  # ('age breaks ties (oldest first)', e47c)
                if key.measure == measure and p.keys[end := p.opt(k, "first|wins")] == ")":
                    yield Tie(key, None, False, i, each), end + 1
            if measure is not Metric.DOB:
                for (order,), k in p.seq(j, ",|—|:", ENDS, END_WINS):
                    yield Tie(Key(measure, order), None, False, i, each), k
                for (order,), k in p.seq(j, "(", ENDS, END_WINS, ")"):
                    yield Tie(Key(measure, order), None, False, i, each), k
    # '(..., salary deciding ties (higher wins))', 'pay settling any tie, highest first' (e51k): the participle, its end
    # said after it (the participle alone is read as an absolute phrase elsewhere)
    for (measure,), j in p.seq(p.opt(i, "the|their"), TARGET, TIE_DECIDING):
        if measure is not Metric.DOB:
            for (order,), k in (*p.seq(j, "(", ENDS, END_WINS, ")"), *p.seq(j, ",|—", ENDS, END_WINS)):
                yield Tie(Key(measure, order), None, False, i), k
    # '(salary, highest first, decides ties)', 'age — oldest first — breaks ties' (a37k): a measure, its end set off
    # after it, then the verb
    for (measure,), j in p.seq(p.opt(i, "the|their"), TARGET):
        ends: list[tuple[Order, int]] = []
        if measure is not Metric.DOB:
            ends += [(order, k) for (order,), k in p.seq(j, ",|—", ENDS, END_WINS, ",|—")]
            ends += [(order, k) for (order,), k in p.seq(j, "(", ENDS, END_WINS, ")")]
        for _, k in p.seq(j, ",|—|("):
            for key, m in tie_key(p, k):
                if key.measure == measure:
                    ends += [(key.order, n) for _, n in p.seq(p.opt(m, "first|wins"), ",|—|)")]
        for order, k in ends:
            if p.keys[k - 1] == ")" and p.keys[j] != "(" or p.keys[k - 1] != ")" and p.keys[k - 1] != p.keys[j]:
                continue  # (set off by the same marks on both sides)
            for _, m in p.phrase(k, TIE_DECIDES):
                yield Tie(Key(measure, order), None, False, i), m
                if (again := _said_again_end(p, m)) is not None:
                    yield Tie(Key(measure, order), None, False, i), again
    for (key,), j in p.seq(i, tie_key, TIE_DECIDES):  # 'Bank balance decides ties.', 'The older one decides.'
        yield Tie(key, None, False, i), j
        if (again := _said_again_end(p, j)) is not None:  # ('The higher salary decides ties as well', a37k)
            yield Tie(key, None, False, i), again
        for measure, k in _ties_on(p, j):  # 'Total bank balance breaks any tie on cards (higher wins)'
            yield Tie(key, measure, False, i), k
            for (order,), m in p.seq(k, "( the?", ENDS, "value|number|count|one|total|figure?", END_WINS, ")"):
                if order is key.order and not isinstance(key.measure, Records) and key.measure is not Metric.DOB:
                    yield Tie(key, measure, False, i), m
    for _, j in p.phrase(i, TIE_LIST_LEAD):  # 'Tiebreakers, in order: more credit cards; higher total bank balance'
        for (key, *then), k in _tie_list(p, j):
            yield Tie(key, None, False, i, then=tuple(then)), k
    for _, j in p.phrase(i, TIE_NEXT):  # 'Next tie-breaker: most credit cards.'
        for key, k in tie_action(p, j):
            yield Tie(key, None, False, i), k
        _undirected(p, j)  # 'Next tie-breaker: age' (which end?)
    # a preference said with no word for a tie, after a ranked question: 'The oldest wins.', 'The richer one is preferred.',
    # 'Prefer the oldest.' (only a tie can be what it settles; not 'Oldest first.', which could order by age first)
    for (key,), j in (*p.seq(i, tie_key, PREFERRED), *p.seq(i, "prefer|favour|favor|prioritize|prioritise", tie_key)):
        if p.tokens[j].kind in (END, PUNCT) and p.keys[j] not in (":", "—", "->", "→", "(") and not _contest_said(p, i):
            yield Tie(key, None, False, i), j
    for start in (i, p.lit(i, "the|their")):  # 'Age decides.': which end? (the balance alone is the highest: tie_key)
        if start is not None and any(True for _ in p.seq(start, TARGET, TIE_DECIDES)):
            _undirected(p, start)
    for _, j in p.phrase(i, BREAK_TIES):
        for key, k in tie_key(p, j):
            if p.keys[i] in ("tie", "ties") and p.keys[j - 1] == "on" and any(
                    tied == key.measure and j < end for tied, end in named_tied()) and (
                    any(True for _ in p.seq(k, "?|" + SEP, tie_action)) or p.phrase(k, TIE_GOES)):
                # 'tie on pay -> oldest' (r82 F2): ties broken on pay, then the oldest, or a tie on pay going to the
                # oldest ('Tie on pay.' alone is the first)
                said = p.text[p.tokens[i].pos:p.tokens[k - 1].pos + len(p.tokens[k - 1].text)].rstrip(" -—>:,")
                p.refuse(i, f"ambiguous: '{said}' could break ties by {_ranked(key)} or say what is tied (then the "
                            f"rule after it): say 'tie -> {_ranked(key)}' for the first, 'if tied on "
                            f"{key.measure.value.replace('_', ' ')}, ...' for the second")
                continue
            yield Tie(key, None, False, i), k
        # 'breaking ties by age (oldest wins)', 'break ties by salary (highest first)' (a26x): the measure, then its end
        # in brackets, as after 'use X as a tiebreaker'
        for (measure,), k in p.seq(p.opt(j, "the"), TARGET, "("):
            for key, m in tie_key(p, k):
                if key.measure == measure:
                    for _, n in p.seq(p.opt(m, "first|wins"), ")"):
                        yield Tie(key, None, False, i), n
    for start in (i, p.lit(i, "use|uses|using|with")):
        if start is None:
            continue
        # ('Use the highest total bank balance to resolve card-count ties', e53d: what is tied said before 'ties')
        for (used,), to in p.seq(start, tie_key, W.TIE_TO_BREAK):
            for measure, k in p.phrase(to, TARGET):
                for _, m in p.seq(p.opt(k, "|".join(sorted(W.COUNT_COMPOUND_ENDS))), "tie|ties|draw|draws"):
                    yield Tie(used, measure, False, i), m
        for (key,), j in p.seq(start, tie_key, AS_TIEBREAKER):
            yield Tie(key, None, False, i), j
            for said, k in if_tie(p, p.opt(j, ",")):
                for (target, order), m in _target(p, k) if said == (None, None) else ((said, k),):
                    yield Tie(key, target, False, i, target_order=order), m
            for _, k in p.seq(j, "for|on"):
                for (measure, order), m in _target(p, k - 1):
                    if measure is not None:
                        yield Tie(key, measure, False, i, target_order=order), m
            for _, k in p.phrase(p.opt(j, ","), IF_SAME):
                for key2, m in rank_noun(p, k):  # (its direction too: 'the same most pets' after 'the fewest'; p12z #7)
                    yield Tie(key, key2.measure, False, i, target_order=key2.order), p.opt(m, W.TIED_RANK_NOUN)
                for measure, m in p.phrase(k, TARGET):
                    yield Tie(key, measure, False, i), m
    for start in (i, p.lit(i, "use|uses|using|with")):
        if start is None:
            continue
        for (measure,), used in p.seq(p.opt(start, "the"), TARGET, AS_TIEBREAKER):
            # its end said after the rule, or after the people it is for: 'Use age as a tiebreaker in both cases, oldest
            # first.' (a26y): a tie in each one's ranking
            scoped = _each(p, used) if p.keys[used] in _EACH_FIRST | {","} else None
            for j, each in ((used, False), *(((scoped, True),) if scoped is not None else ())):
                if measure is not Metric.DOB:  # 'use the number of pets to break ties (more is better)'
                    for (order,), k in p.seq(j, "(", ENDS, END_WINS, ")"):
                        yield Tie(Key(measure, order), None, False, i, each=each), k
                    for (order,), k in p.seq(j, ",|—|:", ENDS, END_WINS):
                        yield Tie(Key(measure, order), None, False, i, each=each), k
                for _, k in p.seq(j, "("):
                    for key, m in tie_key(p, k):
                        if key.measure == measure:
                            for _, n in p.seq(p.opt(m, "first|wins"), ")"):
                                yield Tie(key, None, False, i, each=each), n
                for _, k in p.seq(j, ",|—|:"):
                    for key, m in tie_key(p, k):
                        if key.measure == measure:
                            yield Tie(key, None, False, i, each=each), p.opt(m, "first|wins")
                            for _, n in p.phrase(m, END_WINS):  # ('Use age as the tiebreaker, the oldest winning', e53d)
                                yield Tie(key, None, False, i, each=each), n
    for lead in ("for each|both|either of? them|those|these|person|people|one|subject ,|:?", "for each|both|either ,|:?",
                 "for each|both|either of the two ,|:?", "in each|both|either|every|all case|cases|instance|instances ,?",
                 "either way ,?",
                 # ('When picking either of them, a tie goes to ...', 'For picking each of them, ...': a22z)
                 "when|while|for|in picking|choosing|selecting|finding|ranking|identifying each|either|both of? them|"
                 "those|these|one|person ,?", "when|while|for|in picking|choosing|selecting|finding|ranking|identifying "
                 "each|either|both of the two ,?",
                 # ('When finding each leader, settle ties on number of cars by X', e53d: the one picked by its noun)
                 f"when|while|for|in picking|choosing|selecting|finding|ranking|identifying each|either|both "
                 f"{W.EACH_PICKED_NOUNS} ,?",
                 # (every noun of the things ranked: 'In each selection the oldest wins a tie', a37k)
                 f"in|inside|within|for each|both|every|either {W.EACH_SCOPE_NOUNS} ,?", f"{W.EACH_SCOPE_A} ,?",
                 "in both|each ,|:", "each|both time|times ,?",
                 # ('(both rankings: eldest wins a tie)', 'Each group: ties go to X', a27x: the scope as a label)
                 f"both|each|either|every {W.EACH_SCOPE_NOUNS} :|—",
                 # ('When ranking within each state, the older person wins a tie', a29x)
                 "when|while|in ranking|picking|choosing|selecting|searching within|in|inside each|both|either|every "
                 "group|groups|state|states|city|cities ,?",
                 # ('Within each state group, ties go to X', a28x: the groups named by their place)
                 f"in|inside|within|for each|both|every|either {W.EACH_SCOPE_COMPOUND} ,?",
                 # ('In each of the two groups, a tie goes to the oldest.', a22v)
                 f"in|inside|within|for each|both|either of the|these|those two? {W.EACH_SCOPE_NOUNS} ,?",
                 # (after the two people, '..., where in both groups a tie is resolved in favour of the oldest', a22v)
                 f"where in|inside|within|for each|both|either {W.EACH_SCOPE_NOUNS} ,?",
                 # ('on each side, tie on cars -> oldest', 'on both sides, break ties by X': a chat's sides, e45x)
                 *W.TIE_EACH_SIDE_LEADS):
        if p.keys[i] not in _EACH_FIRST:
            break  # (every lead starts with one of these words)
        for _, j in p.seq(i, lead):  # For each, break ties by the oldest.   In each case ties go to the oldest.
            for t, k in tie(p, j):  # ('In both group, if the card count is same, take ...': a tie on each one's ranking)
                if not t.between and t.key is not None:
                    yield Tie(t.key, t.target, False, i, each=True, target_order=t.target_order), k
    # 'For the first one a tie goes to the oldest, for the second a tie goes to the biggest salary' (a22z): a tie inside
    # the ranking of one of the two compared
    for lead, nth in W.ONLY_TIE_SCOPE_LEADS if p.keys[i] in _ONLY_FIRST else ():
        if p.keys[i] != "for" and p.keys[i - 1] not in W.ONLY_TIE_SCOPE_AFTER:
            continue  # ('In that second group a tie goes to X' opening a sentence or a clause; not '..., where in the
            # first group a tie ...', near-miss-a22v)
        for _, j in p.seq(i, lead):
            for t, k in tie(p, j):
                if not t.between and t.key is not None and not t.each and t.only is None:
                    yield Tie(t.key, t.target, False, i, target_order=t.target_order, then=t.then, only=nth), k
    # 'The first person's ties go to X', 'the latter's ties are broken by Y' (a25x): one of the two compared's ranking's
    # rule, said with a possessive (the other one's after it: ties)
    for nth, j in p.phrase(i, ONLY_TIE_POSSESSOR) if p.keys[i] == "the" else ():
        for _, k in p.seq(j, W.ONLY_TIE_NOUNS):
            for _, m in p.phrase(k, TIE_GOES):
                _undirected(p, m)
                for key, n in tie_action(p, m):
                    yield Tie(key, None, False, i, only=nth), n
    # 'The first ranking is tie-broken by X (highest), the second by Y' (t25): one ranking named as the subject
    for nth, j in p.phrase(i, ONLY_TIE_SUBJECT) if p.keys[i] == "the" else ():
        for _, k in p.phrase(j, ONLY_TIE_VERB):
            _undirected(p, k)
            for key, m in tie_key(p, k):
                yield Tie(key, None, False, i, only=nth), m
    # 'If either has a tie on cards, take ...', 'If either state ends in a tie on credit cards, pick ...': a tie in
    # each one's ranking (what is tied and the breaker then read as 'A tie on cards, take ...')
    for _, j in p.seq(i, "if|should|when either|each", EITHER_HAS):
        for t, k in tie(p, j):
            if not t.between and t.key is not None and not t.each:
                yield Tie(t.key, t.target, False, i, each=True, target_order=t.target_order), k
    for _, j in p.seq(i, "and|or|but ,?"):  # '... owns the most vehicles and, if there is a tie, is the oldest'
        if p.keys[i] != "and" and p.keys[j] not in ("if", "should", "when", "in", "where", "whenever"):
            continue
        for (said, order), k in if_tie(p, j):
            for key, m in rank_verb(p, p.opt(k, ",")):
                yield Tie(key, said, False, i, target_order=order), m
            for key, m in tie_action(p, p.opt(k, ",")):  # '— and if tied, which is oldest?'
                yield Tie(key, said, False, i, target_order=order), m
    # a second breaker after the first: '..., then (by) X', '..., and after that X', 'failing that, X'
    for lead in ("and? then by|with|to?", "— by|with?",  # ('Tie → X → Y': the arrow is read as a dash)
                 "and? after|following that ,? by|with|to?", "and? failing|beyond that ,? by|with|to?",
                 "and? next|afterwards|thereafter|subsequently|second|secondly ,? by|with?", "and? then after that by|with|to?"):
        for _, j in p.seq(i, lead):
            if p.keys[j] in ("who", "whose", "which"):  # 'Then who is the richest?' is a second question, not a tie rule
                continue
            for key, k in tie_key(p, j):
                _thing_asked(p, i, k)  # (the whole question refused: `questions`)
                yield Tie(key, None, False, i), k
    for _, j in p.seq(i, W.TIE_SAME_WAY):
        yield Tie(None, None, False, i), j
    for _, j in p.seq(i, "ties :|—"):
        for key, k in tie_action(p, j):
            yield Tie(key, None, False, i), k
        _undirected(p, j)
    for _, j in p.phrase(i, BREAK_TIES):
        _undirected(p, j)
    for _, j in if_tie(p, i):
        for _, k in _target(p, j):  # 'If tied, by age' (after a separator or a verb: 'if tied on X' names the tie)
            sep = p.lit(k, SEP)
            for start in (() if sep is None else (sep,)) + tuple(m for _, m in p.phrase(p.opt(k, SEP), TIE_VERBS)):
                _undirected(p, start)
    for start in (i, p.lit(i, "use|using|with")):
        if start is not None and any(True for _ in p.seq(start, TARGET, AS_TIEBREAKER)):  # 'using age as a tiebreaker'
            _undirected(p, start)
    for _, j in p.seq(i, "use|using|with|apply? the? same"):
        for _, k in p.phrase(j, TIEBREAKER):
            yield Tie(None, None, False, i), k
        for _, k in p.seq(j, "rule|rules|tie-break|tiebreak"):
            yield Tie(None, None, False, i), k
        for _, k in p.seq(j, "tie|ties|tiebreak|tie-break|tiebreaker|tie-breaker|tiebreaking|tie-breaking rule|rules|logic"):
            yield Tie(None, None, False, i), k  # (the same tie rule)


_AGAIN_SAID = W.TIE_AGAIN | W.TIE_LIKEWISE  # (a rule said again: 'is also / likewise settled by X')


def _said_again_end(p: Parser, j: int) -> int | None:
    """After a tie rule ending at j, a word saying it again ('too', 'also', 'as well') closing it: where it ends."""
    if p.keys[j] in W.TIE_AGAIN and p.keys[j + 1] in (")", "?", ".", ",", ";", None):
        return j + 1
    if p.keys[j:j + 2] == ["as", "well"] and p.keys[j + 2] in (")", "?", ".", ",", ";", None):
        return j + 2
    return None


def _pair_tie_noun(p: Parser, i: int) -> Iterator[tuple[Measure | None, int]]:
    """A tie between the two compared said as a noun, and what it says is tied: 'a tie between the two' (None), 'a tie
    between the two balances', 'a tie in balance between the two', 'a tie on pets between them' (a22x)."""
    for _, j in p.phrase(i, PAIR_TIE_NOUN):
        yield None, j
    for _, j in p.seq(i, "a|any tie|draw between the|their two?"):
        for measure, k in p.phrase(j, TIE_TARGET):
            yield measure, k
    for _, j in p.seq(i, "a|any tie|draw in|on|over the|their?"):
        for measure, k in p.phrase(j, TIE_TARGET):
            for _, m in p.phrase(k, PAIR_TIE_NOUN_BETWEEN):
                yield measure, m
    # the two said first, as the scope ('between the two, a tie on bank accounts goes to X', a33j; 'Between them, any
    # tie goes to X')
    for _, j in (*p.seq(i, "between the|those|these two|pair ,?"), *p.seq(i, "between them ,?")):
        for _, k in p.seq(j, "a|any tie|draw"):
            yield None, k
            for measure, m in p.phrase(p.opt(p.opt(k, "in|on|over"), "the|their"), TIE_TARGET):
                if m > k:
                    yield measure, m


def _tie_list(p: Parser, i: int) -> Iterator[tuple[tuple[Key, ...], int]]:
    """Tie-breakers listed in order, two or more: 'more credit cards; higher total bank balance', 'X, then Y, Y2'."""
    _undirected(p, i)  # ('Tiebreakers, in order: age; ...': which end?)
    for key, j in tie_key(p, i):
        for _, k in p.seq(j, ",|; and|then? by?"):
            _undirected(p, k)
            for more, m in (*_tie_list(p, k), *(((key2,), m) for key2, m in tie_key(p, k))):
                yield (key, *more), m


def _undirected(p: Parser, i: int) -> None:
    """'If tied, by age' / 'break ties by salary': a measure without the end that wins (the total bank balance
    alone is read as the highest): refused, naming both readings."""
    for measure, j in p.phrase(p.opt(p.opt(i, "by|on|using|with"), "the|their"), TARGET):
        if Key(measure, Order.HIGH) in W.RANK_BARE:
            continue
        if p.keys[j] in (",", "—", "(") and p.keys[j + 1] in (_AGE_END_WORDS if measure is Metric.DOB else _END_WORDS):
            continue  # ('by age, oldest first': its end said after it, _tie_key)
        if "on" in (p.keys[i], p.keys[i - 1]) and (p.phrase(j, TIE_GOES) or any(
                True for _ in p.seq(j, ":|—|,|by|with|using", tie_action))):
            continue  # 'Ties on vehicles: the richest', 'Tie on vehicles by X': what is tied (tie_trigger), not the breaker
        said = p.text[p.tokens[i].pos:p.tokens[j].pos].strip()
        p.refuse(i, f"ambiguous: '{said}' does not say which end wins the tie: {W.render_rank(Key(measure, Order.HIGH))} "
                    f"or {W.render_rank(Key(measure, Order.LOW))}; say which (e.g. 'if tied, "
                    f"{W.render_rank(Key(measure, Order.LOW))}')")


# labelled people: 'for (a) and (b)' without 'both' is left to the layer, which refuses it ('If equal for (a) and (b), T':
# each one's ranking's tie, or the two compared tying? discourse._labels_each, reviewer r24 F2)
_EACH = ("in both? ( a|1|i ) and|& ( b|2|ii )", "in both? a|1|i ) and|& b|2|ii )",
         "for both ( a|1|i ) and|& ( b|2|ii )", "for both a|1|i ) and|& b|2|ii )",
         "in|for both|all|each cases|case",
         # ('Settle a tie for either of those picks by X', 'Ties for both picks go to X', e38w: a pick is each one's
         # selection, never the two compared; before 'for either of those', which would end before the noun)
         "for both|each|either|all of? those|these|the two? picks|choices|lookups|searches|selections|rankings",
         "for both|each|either of? them|those|these|people|persons|of the two?",
         # ('Ties for either candidate go to X', a36d: each of the two people found, said by its noun; never 'for both
         # candidates', which could be the two tying)
         "for each|either candidate|person|individual|pick|one",
         "for both|each|either",
         # ('in both group': a learner's; 'in either group': each of the two)
         # ('within each state group', a28x: before the place noun alone, as the first pattern read is taken)
         f"in|for|inside|within both|each|either|all {W.EACH_SCOPE_COMPOUND}",
         f"in|for|inside|within both|each|either|all {W.EACH_SCOPE_NOUNS}", W.EACH_SCOPE_A,
         # ('Ties in both of these picks go to X', 'in either of the two selections', e38k2)
         f"in|for|inside|within both|each|either|all of the|these|those two? {W.EACH_SCOPE_NOUNS}",
         "( for|in both|each|either of? them|people|persons )",
         # ('(both)', '(both states)', '(in each state)', '(for each)': a tag in brackets, a14x)
         f"( for|in? both|each|either|all {W.EACH_SCOPE_NOUNS}? )",
         "in both|each",
         "each|both time|times", "in each|either|every instance|case", "on? both|each|either side|sides",
         # ('(each side: tie -> oldest)', 'both sides: tie -> oldest', d47p: each of the two compared, as a chat says it)
         "( on? both|each|either side|sides :? )",
         *W.EACH_DEED)  # ('Break ties by X when choosing each person', e38k)


def _pair_said(p: Parser, i: int, j: int) -> bool:
    """Does the tie trigger from i to j say its subject as the two compared ('if the two have equal': W.TIE_PAIR)?"""
    return _said_in(p.keys, i, j, W.TIE_PAIR)


# the leads of a tie rule for one of two people compared ('For the first one a tie goes to X', a22z): which one
_ONLY_FIRST = frozenset(w for pattern, _ in W.ONLY_TIE_SCOPE_LEADS for w in pattern.split()[0].split("|"))
# (first words of _EACH, leads)
_EACH_FIRST = frozenset({"in", "for", "inside", "within", "each", "both", "on", "either", "when", "while", "where",
                         "at", "during"})  # ('Ties at the selection stage go to X', e38k: W.EACH_DEED)


def _each(p: Parser, i: int) -> int | None:
    """'in both cases', 'for each of them' after a tie rule: said for each of the people compared."""
    for pattern in _EACH:
        end = p.lit(i, ",? " + pattern)
        if end is not None:
            return end
    return None


@rule
def _tie_chain(p: Parser, i: int) -> Iterator[tuple[Tie, int]]:
    """A tie rule and the further breakers after it in one aside: 'ties broken by X, then by Y', 'tie: X, then Y'."""
    for t, j in tie(p, i):
        yield t, j
        if t.key is None or t.between:
            continue
        for more, k in _tie_chain(p, p.opt(j, ",|;")):
            if more.key is not None and more.target is None and not more.between and p.keys[more.at] in _THEN:
                _thing_asked(p, more.at, k)  # (the whole question refused: `questions`)
                yield Tie(t.key, t.target, False, t.at, t.each, t.target_order, (*t.then, more.key, *more.then)), k


def _contest_said(p: Parser, i: int) -> bool:
    """Is a preference said with no word for a tie ('more pets wins') at i the terms of a contest between two people
    said tersely before it ('A vs B -> more pets wins, richer on tie', 'A or B -> more pets wins, richer'): after an
    arrow or a comma that follows 'vs' / 'versus' / 'or', with no question mark, question word or comparative said
    before it? There it says what the two are compared on, not a tie rule (w23)."""
    if i == 0 or p.keys[i - 1] not in ("\u2014", ","):
        return False
    before = p.keys[:i]
    return "?" not in before and any(k in ("vs", "vs.", "versus", "v.", "or") for k in before) and \
        not any(k in _CONTEST_WORDS for k in before)  # (not after 'Who is older, A or B, richer wins?', 'More pets: ...')


_CONTEST_WORDS = frozenset({"who", "which", "whose", "compare", "comparing", *W.PAIR_MORE, *W.PAIR_FEWER, "older",
                            "younger", "elder", "richer", "poorer", "wealthier", "earlier", "later"})


def _thing_asked(p: Parser, at: int, k: int) -> bool:
    """'G -> most vehicles, tie oldest -> total bal?': a thing of a person after an arrow that ends the text, with no
    question asked before it, could be a further tie-breaker or what is asked (w17): refused naming both."""
    if p.keys[at] != "—" or p.keys[at + 1] not in W.FRAGMENT_THING_STARTS or not _ends_text(p, k) or "?" in p.keys[:at]:
        return False
    p.thing_asked.append((at + 1, f"ambiguous: '{p.said(at + 1, k)}' after the tie rule could be a further tie-breaker "
                                  "or what is asked of the person: say 'then by ...' for the tie-breaker, or ask it in "
                                  "words of its own ('What is the total ... of ...?')"))
    return True


def _ends_text(p: Parser, k: int) -> bool:
    """Do only closing marks follow position k ('?', '.', '!')?"""
    while p.keys[k] in ("?", ".", "!"):
        k += 1
    return p.tokens[k].kind == END


_THEN = frozenset({"then", "and", "—", "after", "following", "failing", "beyond", "next", "afterwards", "thereafter",
                   "subsequently", "second", "secondly"})


@rule
def paren_tie(p: Parser, i: int) -> Iterator[tuple[Tie, int]]:
    for (t,), j in (*p.seq(i, "(", _tie_chain, ".? )"), *p.seq(i, "(", TIE_NOTE, _tie_chain, ".? )"),
                    # ('(higher salary breaking any tie there)', d46k: the ranking the aside follows, said again)
                    *p.seq(i, "(", _tie_chain, TIE_IN_THAT_RANKING, ".? )"),
                    *p.seq(i, "( also ,?", _tie_chain, ".? )"),  # ('(also the more old if draw)': a person's own, a18y)
                    # ('the one with the most pets (or, among those tied, the highest salary)', a36d: the rule as the
                    # alternative when the ranking leaves several)
                    *p.seq(i, "( or ,", _tie_chain, ".? )")):
        yield t, j  # '(ties by X, then by Y)', '(Note: if tied, oldest.)'
    for (t,), j in p.seq(i, "(", _tie_chain):  # '(break ties by total bank balance in both cases)', '(vehicle ties
        each = _each(p, j)  # broken by total bank balance in each)' (what is tied named: a tie in each one's ranking on it)
        if each is not None and t.key is not None and not t.between:
            for _, k in p.seq(each, ".? )"):
                yield Tie(t.key, t.target, False, t.at, True, t.target_order, t.then), k
    # ', each with total bank balance as the tiebreaker', '(both ties going to the higher total bank balance)': said for
    # each of the people before (resolve_subjects gives it to both when it follows the second)
    for lead, close in ((",|—|; each|both", ",|—?"), ("( each|both", ".? )")):
        for (t,), j in (*p.seq(i, lead, tie), *(p.seq(i, ",|—|;", TIE_CLAUSE_LEAD, lead.split()[1], tie)
                                                if lead[0] == "," else ())):  # ('..., where each tie goes to X', a28x)
            if t.key is not None and not t.between and t.target is None:
                for end in ([p.opt(j, close)] if close.endswith("?") else [k for _, k in p.seq(j, close)]):
                    yield Tie(t.key, None, False, t.at, True, t.target_order, t.then), end
    if p.keys[i] == "then":  # terse, no comma: '... owner then most bank accounts, then richest'
        for t, j in _tie_chain(p, i):
            if t.key is not None and t.target is None and not t.between:
                yield t, j
    # ('..., where ties go to X': the rule said from its lead, as said after the comma alone: grammar.picks' checks of
    # what stands right after a comma read it so)
    where = [(replace(t, at=i + 1), j) for (t,), j in p.seq(i, ",|—", TIE_CLAUSE_LEAD, tie)]
    for t, j in (*((t, j) for (t,), j in (*p.seq(i, ",|—", tie), *p.seq(i, ",|—|;", TIE_PROVISO, tie),
                                          # ('the one with the most cards, or, if several share the top count, the
                                          # eldest of them', e47c: the rule as the alternative, as '(or, ...)' is)
                                          *_or_if_tie(p, i))),
                 *where):  # ', ties to the oldest,' / '-- if
        yield t, p.opt(j, ",|—")  # tied, the oldest --' (the closing mark may also open what follows: '... -- if tied,
        # the oldest -- how many cars ...?'); ', provided that, in the event of a tie, T' (a formal proviso)
        if p.keys[j] in (",", "—"):
            yield t, j
        # ', ties broken by X in both cases', ', X as the tiebreaker for both': said for each (resolve_subjects)
        each = _each(p, j) if t.key is not None and not t.between and not t.each else None
        if each is not None:
            yield replace(t, each=True), p.opt(each, ",|—")
            if p.keys[each] in (",", "—"):
                yield replace(t, each=True), each


def _clause_end(p: Parser, i: int) -> int:
    """The first mark ending a sentence or an aside at or after i (or the end of the tokens; not a comma, which the
    tokenizer also puts before 'if')."""
    return next((n for n in range(i, len(p.tokens)) if p.tokens[n].kind == END
                 or p.keys[n] in (".", "?", "!", ";", ")")), len(p.tokens))


def _or_if_tie(p: Parser, i: int) -> Iterator[tuple[tuple[Tie], int]]:
    """', or, if several share the top count, the eldest of them' (e47c): a tie rule said as the alternative after a
    ranking, its trigger said first ('or' before anything else may start another person or choice: not read here)."""
    lead = p.lit(i, ",|— or ,?")
    # ('..., or the eldest one if there's a tie', e53d: the breaker first, its trigger after it)
    # ('..., or, among those tied, the one with the highest total bank balance', e53d: those tied said first)
    if lead is not None and (p.keys[lead] in ("if", "should", "when", "whenever", "where", "in", "among", "amongst")
                             or p.keys[lead] in W.OR_TIE_BREAKER_FIRST and p.keys[lead - 1] == "or"
                             and W.TIE_SIGNS & set(p.keys[lead:_clause_end(p, lead)])):
        for t, j in tie(p, lead):
            # (not a tie between two compared, 'Give the one with more pets, or, if both own equally many, the higher
            # earner', e44a: 'both', 'they', 'the two' say the pair's)
            if t.key is not None and not t.between and not W.OR_TIE_PAIR_WORDS & set(p.keys[lead:j]):
                yield (t,), j


@rule
def ties(p: Parser, i: int) -> Iterator[tuple[tuple[Tie, ...], int]]:
    """Tie sentences after a question: zero or more, each after a full stop, question mark or comma."""
    yield (), i
    a = p.opt(i, END_OF_SENTENCE)
    # 'Wealth here means total bank balance. If the pet counts match, ...' (a27x): a sentence glossing a ranking word
    # of the question (read as after the ties are, `_answer_form`) before its tie sentences
    for end in _gloss_before(p, a) if a > i and p.keys[a - 1] in (".", "?", "!") else ():
        for more, m in ties(p, end):
            if more:
                yield more, m
    for j in dict.fromkeys((a, p.opt(a, "and|then"), *(k for _, k in p.seq(a, ", and")),
                            *(k for _, k in p.seq(a, ", and?") if p.keys[k:k + 3] in (["for", "the", "second"],
                                                                                      ["for", "the", "latter"])),
                            *(k for _, k in p.phrase(a, TIE_NOTE)))):  # '?', '. Then', ', and', '? Note: ...'
        for t, k in tie(p, j):
            for more, m in ties(p, k):
                if more and _scope_cut(p, t, k, more[0]):
                    continue
                if not (more and _out_of_order(p, (t, more[0]))):
                    yield (t, *more), m
            # 'The higher salary wins a tie between the two.' (a24x): the scope said after the rule
            if t.key is not None and not t.between and not t.each and t.target is None:
                for _, m in p.phrase(k, PAIR_TIE_NOUN_BETWEEN):
                    for more, n in ties(p, m):
                        yield (replace(t, between=True), *more), n
            # 'Card ties go to X, and so does a tie on vehicles': the same breaker for a tie on another measure
            if t.key is not None and not t.between and t.target is not None and p.keys[k] == ",":
                for _, m in p.seq(k, ", and|as so? does|do a|any? tie|ties on|in|over the?"):
                    for measure, n in p.phrase(m, TARGET):
                        for more, o in ties(p, n):
                            yield (t, Tie(t.key, measure, False, m), *more), o
            # 'The higher salary breaks any tie, both within each group and between the two': the rule in each one's
            # ranking and between the two compared
            # (a26z: '..., in the groups and between the two', '... breaks ties everywhere - inside each group and
            # between the two', '..., in each group and between the two of them too')
            for m in _each_and_between(p, k) if t.key is not None and not t.between and not t.each else ():
                for more, n in ties(p, m):
                    if more and _scope_cut(p, replace(t, each=True), m, more[0], both=True):
                        continue
                    yield (replace(t, each=True), replace(t, between=True), *more), n
            for found, m in _after_each(p, t, k) if t.key is not None and t.each else ():
                yield found, m
            # 'The first ranking is tie-broken by X, the second by Y' (t25): the other ranking's breaker, its verb left out
            other = ("the second|latter", "the first|former")[t.only] if t.only is not None else None
            # ('For the former, a tie is broken by X; for the latter, by Y', e53d: the other's scope led by 'for', set off)
            # ('The first selection breaks ties by X and the second by Y', e53d: joined without a comma)
            for _, m in p.seq(k, f",|;? {W.TIE_RULES_JOIN}? for|in?", other, W.EACH_SCOPE_NOUNS + "|one?",
                              ",? by|with|using|on|via") if other is not None and t.key is not None else ():
                _undirected(p, m)
                for key, n in tie_key(p, m):
                    for more, o in ties(p, n):
                        yield (t, Tie(key, None, False, m, only=1 - (t.only or 0)), *more), o
                    # ('..., in the second group by Y, and between the two by Z', e53d: the pair's rule after theirs)
                    for _, q in p.seq(n, W.PAIR_RULE_AFTER):
                        _undirected(p, q)
                        for pair, r in tie_key(p, q):
                            for more, o in ties(p, r):
                                yield (t, Tie(key, None, False, m, only=1 - (t.only or 0)),
                                       Tie(pair, None, True, q), *more), o
            # 'Break ties by X in both cases.', 'Tie on vehicles: X, in both cases.' (a tie on each one's ranking)
            each = _each(p, k) if t.key is not None and not t.between else None
            for more, m in ties(p, each) if each is not None else ():
                yield (replace(t, each=True), *more), m
            # ('Use the highest salary to break ties in both groups, and also if the two are tied.', a26z)
            for found, m in _after_each(p, replace(t, each=True), each) if each is not None and not t.each else ():
                yield found, m
        for found, k in _own_rules(p, j):  # 'Ties go to X for the first and to Y for the second' (a25x)
            for more, m in ties(p, k):
                yield (*found, *more), m
        for t, k in paren_tie(p, j):
            for more, m in ties(p, k):
                if more and _scope_cut(p, t, k, more[0]):
                    continue  # '(Within each group, ties go to the richest.) Then to the oldest.' (r28 F1)
                yield (t, *more), m
        # '(For the first person, use the oldest as the tiebreaker; for the second, use X.)' (a28y): tie sentences
        # after the question set off in a bracket, read as said without it (one rule alone: paren_tie)
        for found, k in ties(p, j + 1) if p.keys[j] == "(" and j > i and p.keys[j - 1] in ("?", ".", "!") else ():
            if len(found) >= 2:
                for _, m in p.seq(k, ".|;? )"):
                    for more, n in ties(p, m):
                        yield (*found, *more), n
        for t, k in _gloss_ruled(p, j) if p.keys[j] not in ("(", ",") else ():  # 'Wealth is X, the elder preferred on ties'
            for more, m in ties(p, k):
                yield (t, *more), m
        # 'Between the two, a tie goes to the larger salary.' (a24x): the pair's rule, its scope said first
        for _, k in p.seq(j, PAIR_SCOPE_FIRST, ",|—"):
            for t, m in tie(p, k):
                # ('Between the two, if bank accounts are tied, choose X', d46k: what is tied said, checked against
                # what the two are compared on in `_tie_readings`)
                if t.key is not None and not t.each and not t.between and (
                        t.target is None or p.keys[k] in W.TIE_PAIR_SCOPE_TRIGGERS):
                    for more, n in ties(p, m):
                        yield (replace(t, between=True), *more), n
        # 'A tie in either group, or between the two, should go to X' (a19y): one rule in each ranking and between them
        for _, k in p.seq(j, *EACH_OR_BETWEEN):
            for _, m in (*p.phrase(k, TIE_GOES), *(p.phrase(k + 1, TIE_GOES) if p.keys[k] == "," else ())):
                for key, n in tie_key(p, m):
                    for more, o in ties(p, n):
                        if more and _scope_cut(p, Tie(key, None, False, j, each=True), n, more[0], both=True):
                            continue
                        yield (Tie(key, None, False, j, each=True), Tie(key, None, True, j), *more), o
        # 'Ties in each state and between the two are broken by X', 'Ties within a state, and a tie between the two, go
        # to X' (t25): the subject's two scopes said before the verb; 'In both states, and for the final comparison, ties
        # go to X': before the rule. Each one's ranking's rule and the two compared's.
        subjects = [k for _, k in p.seq(j, f"a|any|all|every|each? {W.TIE_NOUNS_SAID}")]
        # ('Any tie at any stage — picking either person or the final comparison — goes to X', e38k2: a word for every
        # step before the scopes set off)
        # (or by a comma: 'Ties at any point, whether when selecting either person or when comparing them, are settled
        # by X', e45p: the two scopes must follow)
        subjects += [m for k in subjects for _, m in p.phrase(p.opt(k, ","), EVERY_STEP) if p.keys[m] in ("—", "(", ",")]
        for k in subjects:  # ('Every tie, inside ..., goes to X', a36d)
            # ('Every tie — both in picking the two people and in the final comparison — is resolved in favor of X',
            # e38k: the scopes set off by dashes or a bracket)
            opened = p.keys[k] in ("—", "(")
            for m in _both_scopes(p, k + opened, bare=opened):
                m = p.opt(m, _CLOSES[str(p.keys[k])] if opened else ",")
                for begin in (m, *(n for _, n in p.seq(m, "are|were all|both"))):
                    for _, n in p.phrase(begin, TIE_GOES):
                        _undirected(p, n)  # ('... are broken by salary': which end?)
                        for key, o in tie_action(p, n):
                            for more, q in ties(p, o):
                                if more and _scope_cut(p, Tie(key, None, False, j, each=True), o, more[0], both=True):
                                    continue
                                yield (Tie(key, None, False, j, each=True), Tie(key, None, True, j), *more), q
        # 'Break every tie — inside each group and between the two — by X', 'Settle ties within each state and between
        # the two with X', 'Resolve all ties (in both groups and between the two) by X' (a36d): the verb first, the
        # two scopes said after its tie noun (set off by commas, dashes or a bracket, or not), then the breaker
        settled = [k for _, k in p.seq(j, f"{'|'.join(W.TIE_SETTLE)} a|any|all|every|each? {W.TIE_NOUNS_SAID}")] \
            if p.keys[j] in _SETTLE else []
        # ('Break ties at every step — when choosing each person and in the final comparison — by X', e38k: a word for
        # every step before the scopes set off)
        settled += [m for k in settled for _, m in p.phrase(k, EVERY_STEP) if p.keys[m] in ("—", "(", ":")]
        for k in settled:
            opened = p.keys[k] in ("—", "(", ":")
            for m in _both_scopes(p, k + opened, bare=p.keys[k] in ("—", "(")):
                m = p.opt(m, _CLOSES[str(p.keys[k])]) if opened else p.opt(m, ",") if p.keys[k] == "," else m
                for _, n in p.phrase(m, TIE_BY):
                    _undirected(p, n)
                    for key, o in tie_key(p, n):
                        for more, q in ties(p, o):
                            if more and _scope_cut(p, Tie(key, None, False, j, each=True), o, more[0], both=True):
                                continue
                            yield (Tie(key, None, False, j, each=True), Tie(key, None, True, j), *more), q
        # ('Throughout — picking each person as well as the final comparison — a tie is decided by X', e38k2: a word
        # for every step, then the scopes set off by dashes or a bracket before the rule)
        ends = [(k, 1) for k in _both_scopes(p, j)] + [
            (k, 0) for _, m in p.phrase(j, EVERY_STEP) if p.keys[m] in ("—", "(")
            for k in (p.opt(n, _CLOSES[str(p.keys[m])]) for n in _both_scopes(p, m + 1, bare=True)) if k > 0
            and p.keys[k - 1] == _CLOSES[str(p.keys[m])]]
        for k, comma in ends:
            if comma and (p.keys[k] != "," or any(e == k for _, e in p.phrase(j, EACH_THEN_BETWEEN))):
                continue  # ('Within each group, and between the two, T': read below)
            for t, m in tie(p, k + comma):
                if t.key is not None and not t.each and not t.between and t.target is None and t.only is None:
                    for more, n in ties(p, m):
                        if more and _scope_cut(p, replace(t, each=True), m, more[0], both=True):
                            continue
                        yield (replace(t, each=True), replace(t, between=True), *more), n
        # 'Within each group, and between the two should they keep the same number of pets, please prefer X' (a19y): the
        # scope said first, then the rule with the pair's trigger: in each one's ranking, and between the two compared
        for _, k in p.phrase(j, EACH_THEN_BETWEEN):
            for t, m in tie(p, k):
                if t.key is not None and not t.each:
                    for more, n in ties(p, m):
                        if more and _scope_cut(p, Tie(t.key, None, False, j, each=True), m, more[0], both=True):
                            continue
                        yield (Tie(t.key, None, False, j, each=True), replace(t, between=True), *more), n
        # 'Break a tie on cards, or on policies, by the larger total bank balance': one breaker for two ties
        for (target, order, _they), k in tie_trigger(p, j + 1) if p.keys[j] in _SETTLE else ():
            for _, m in p.seq(k, ",? or|and on|in the?") if target is not None else ():
                for measure, n in p.phrase(m, TARGET):
                    for _, o in p.phrase(p.opt(n, ","), TIE_BY):
                        for key, q in tie_key(p, o):
                            for more, r in ties(p, q):
                                yield (Tie(key, target, False, j, target_order=order), Tie(key, measure, False, j),
                                       *more), r


def _after_each(p: Parser, t: Tie, k: int) -> Iterator[tuple[tuple[Tie, ...], int]]:
    """After a rule for each one's ranking ending at k (`t`, its `each` said in the rule or after it: 'in both groups'),
    the two compared's rule said after it. The rules with what follows them."""
    if p.keys[k] not in (",", ";", "and"):  # ('and': the rule's subject going on, W.TIE_PAIR_TOO)
        return
    # 'A tie within either group should go to X, and a tie between the two to Y' (the verb left out), 'Within each
    # group a tie should go to X, and so too between the two(, should their numbers of cards be equal)' (a19y)
    for _, m in p.seq(k, ",|; and|but?", PAIR_TIE_NOUN, "to"):
        for key, n in tie_key(p, m):
            for more, o in ties(p, n):
                yield (t, Tie(key, None, True, m - 1), *more), o
    # 'Break ties within each group by X, and a tie between the two by Y', 'Resolve ties within each group by choosing
    # X, and ties between the two by choosing Y' (e38k: the verb said once, for both rules)
    for _, m in p.seq(k, ",|; and|but?", PAIR_TIE_NOUN):
        for _, n in p.phrase(m, TIE_BY) if p.keys[m] != "to" else ():
            _undirected(p, n)
            for key, o in tie_key(p, n):
                for more, q in ties(p, o):
                    yield (t, Tie(key, None, True, m), *more), q
    # 'In both groups, the eldest wins ties; between the two, a tie goes to the larger salary' (a24x): the pair's own
    # rule after a rule for each ranking
    for _, m in p.seq(k, ",|; and|but?", PAIR_SCOPE_FIRST, ",|—"):
        for t2, n in tie(p, m):
            if t2.key is not None and not t2.each and not t2.between and (  # (what is tied said too: d46k)
                    t2.target is None or p.keys[m] in W.TIE_PAIR_SCOPE_TRIGGERS):
                for more, o in ties(p, n):
                    yield (t, replace(t2, between=True), *more), o
    # 'Within each state, X wins ties; between the two, the higher salary does.', '...; between the two, the higher
    # salary.' (t25): the pair's breaker with the verb left out
    for _, m in p.seq(k, ",|; and|but?", SCOPE_PAIR, ",|—"):
        # ('...; between the two, to the higher salary', '...; when comparing them, by Y', e38k: the verb's preposition kept)
        for key, n in (*tie_key(p, m), *(kn for _, b in p.seq(m, "to|by|with|using") for kn in tie_key(p, b))):
            end = p.opt(n, "does|do|wins|one")
            if p.keys[end] in (".", "?", "!", ";") or p.tokens[end].kind == END:
                for more, o in ties(p, end):
                    yield (t, Tie(key, None, True, m), *more), o
    for _, m in p.phrase(k, PAIR_TIE_TOO):
        triggers = [((None, None), m)] if p.keys[m] in (".", "?", "!", ";") or p.tokens[m].kind == END else []
        for _, n in p.phrase(p.opt(m, ","), PAIR_VALUES_LEAD):
            for measure, o in p.phrase(n, TARGET):
                triggers += [((measure, None), q) for _, q in p.phrase(o, PAIR_VALUES_EQUAL)]
        # ('..., and the same rule decides the answer if the two have the same number of policies', a37k)
        triggers += [((target, order), n) for (target, order, _), n in tie_trigger(p, p.opt(m, ","))
                     if p.tokens[n].kind == END or p.keys[n] in (".", "?", "!", ";")]
        for said, n in (*triggers, *if_tie(p, p.opt(m, ","))):
            for more, o in ties(p, n):
                yield (t, replace(t, between=True, each=False, target=said[0], target_order=said[1]), *more), o
    # '..., and a tie between the two goes to the higher total bank balance too' (a26z): the pair's rule said in full,
    # with a word saying it is the same breaker (only then: 'too' after another breaker says nothing it could mean)
    for _, m in p.seq(k, ",|; and|but?"):
        for t2, n in tie(p, m):
            if t2.between and t2.key == t.key and not t2.each and t2.only is None:
                for end in _pair_too(p, n)[1:]:
                    for more, o in ties(p, end):
                        yield (t, t2, *more), o
    # '... in both groups, and also if the two are tied' (a26z): the pair's trigger alone after 'and', its subject the
    # two compared said as such ('the two', 'those two', 'both'; not 'they', which may be those tied)
    for _, m in p.seq(k, ",|;? and also|too|again? ,?"):
        for (target, order, _), n in tie_trigger(p, m):
            if (p.tokens[n].kind == END or p.keys[n] in (".", "?", "!", ";")) and _pair_named(p, m, n):
                for more, o in ties(p, n):
                    yield (t, Tie(t.key, target, True, m, target_order=order), *more), o


def _pair_named(p: Parser, i: int, j: int) -> bool:
    """Does the tie trigger from i to j name the two compared as its subject, 'the two', 'those / these two' or 'both'
    (never 'they', which may be the people tied inside a ranking)?"""
    keys = p.keys[i:j]
    return _pair_said(p, i, j) or "both" in keys or any(
        a in ("those", "these") and b == "two" for a, b in zip(keys, keys[1:]))


def _pair_too(p: Parser, j: int) -> tuple[int, ...]:
    """Where a scope naming the two compared ends at j, with a word adding it after it or not ('between the two too',
    '... also', '... as well', a26z: W.PAIR_TOO): j first, then each end with the word."""
    return (j, *(k for said in W.PAIR_TOO for _, k in p.seq(j, said)))


def _each_and_between(p: Parser, k: int) -> Iterator[int]:
    """After a tie rule ending at k, the scopes naming each one's ranking and the two compared: ', both within each group
    and between the two', ', in the groups and between the two', 'everywhere - inside each group and between the two'
    (a26z). Where they end."""
    ends: dict[int, None] = {}
    for start in (k, *(m for _, m in p.phrase(p.opt(k, ","), SCOPES_EVERY))):
        for _, m in p.phrase(start, EACH_AND_BETWEEN):
            ends |= dict.fromkeys(_pair_too(p, m))
        ends |= dict.fromkeys(m for m in _both_scopes(p, start) if m not in ends)
    yield from ends


def _only_tag(p: Parser, i: int) -> Iterator[tuple[int, int, bool]]:
    """Whose ranking a tie rule is, said with 'for' ('for the first', 'for the second person'): (which of the two
    compared, where it ends, whether said bare, 'for the first', that must have its partner said with it). 'The' must be
    said: 'a tie for first' is first place in a ranking."""
    if tuple(p.keys[i:i + 2]) != W.ONLY_TIE_TAG_LEAD:
        return
    nouns = p.phrase(i, ONLY_TIE_FOR_NOUN)
    for nth, j in nouns:
        yield nth, j, False
    for nth, j in p.phrase(i, ONLY_TIE_FOR) if not nouns else ():
        if p.keys[j] not in W.ONLY_TIE_FOR_NOT_AFTER:
            yield nth, j, True


def _pair_trigger(p: Parser, i: int, j: int) -> bool:
    """Does a trigger between i and j say 'they' / 'both' ('If they're tied, ...', 'if both are level'), perhaps the two
    compared (tie_trigger's flag)?"""
    return any(they for n in range(i, j) if p.keys[n] in _TIE_LEADS for (_, _, they), _ in tie_trigger(p, n))


def _own_rules(p: Parser, i: int) -> Iterator[tuple[tuple[Tie, ...], int]]:
    """A tie rule for each of the two compared's rankings said in one sentence, each tagged with whose it is (a25x):
    'Ties go to X for the first and to Y for the second', 'Break a tie for the first by X and for the second by Y',
    'The first person's ties go to X, the second's to Y'; one tagged alone only with its noun ('Ties go to X for the
    first person'): 'for the first' alone could be first place in a ranking, refused naming both. Each is that
    person's ranking's rule (`picks_tied`)."""
    firsts: list[tuple[Tie, int, bool, int]] = []  # (the rule, its end, tagged bare, where the tag starts)
    for t, k in tie(p, i):  # the rule, then whose: 'Ties go to X for the first'
        if t.key is not None and t.only is None and not t.each and not t.between:
            tagged = [(replace(t, only=nth), m, bare, k) for nth, m, bare in _only_tag(p, k)]
            if tagged and _pair_trigger(p, i, k):
                # 'If they're tied, go with the oldest for the first and the richest for the second' (r26 F3): 'they'
                # are the two compared, the tags each one's ranking
                said = p.said(i, k)
                p.refuse(i, f"ambiguous: {said!r} is said for one person's ranking, but its trigger names a tie "
                            "between the two compared: say 'if tied' for each ranking's rule, or 'if the two are "
                            "tied, ...' for the comparison's")
                continue
            firsts += tagged
    if p.keys[i] in _SETTLE:  # whose, then the breaker: 'Break a tie for the first by X'
        for _, j in p.seq(i + 1, f"a|any|the? {W.TIE_NOUNS_SAID}"):
            for nth, k, bare in _only_tag(p, j):
                for _, m in p.phrase(k, TIE_BY):
                    _undirected(p, m)
                    firsts += [(Tie(key, None, False, i, only=nth), n, bare, j) for key, n in tie_key(p, m)]
    for t, k, bare, tag in firsts:
        if not bare:
            yield (t,), k
        other, paired = 1 - (t.only or 0), False
        for _, j in p.seq(k, f",|;? {W.TIE_RULES_JOIN}?"):
            # the other one's: 'and to Y for the second', 'and by Y for the second', 'and for the second by Y', 'and ties
            # go to Y for the second'
            seconds: list[tuple[Key, int, int]] = []
            for _, m in p.seq(j, f"{W.TIE_BREAKER_PREP}?"):
                seconds += [(key, n, j) for key, n in tie_key(p, m)]
            for t2, m in tie(p, j):
                if t2.key is not None and t2.only is None and not t2.each and not t2.between and t2.target == t.target:
                    seconds.append((t2.key, m, j))
            for key, m, at in seconds:
                for nth, n, _ in _only_tag(p, m):
                    if nth == other:
                        paired = True
                        yield (t, replace(t, key=key, at=at, only=other, then=())), n
            for nth, m, _ in _only_tag(p, j):
                for _, n in p.phrase(m, TIE_BY) if nth == other else ():
                    _undirected(p, n)
                    for key, o in tie_key(p, n):
                        paired = True
                        yield (t, replace(t, key=key, at=j, only=other, then=())), o
        if bare and not paired:
            said = p.said(tag, k)
            p.refuse(k, f"ambiguous: '{said}' could be the {('first', 'second')[t.only or 0]} of the two people "
                          f"compared or a place in a ranking: say 'for the {('first', 'second')[t.only or 0]} person'")
    # 'On a tie, the first is chosen by X and the second by Y' (c44k): after a trigger, each of the two as the one its
    # breaker chooses; the second's verb may be left out ('and the second by Y', 'the second goes to Y')
    for (said, order), j in if_tie(p, i) if p.keys[i] not in ("the", "and", "or") else ():
        for nth, k in p.phrase(p.opt(j, ","), ONLY_TIE_PICKED):
            for _, m in p.phrase(k, ONLY_TIE_PICKED_BY):
                _undirected(p, m)
                for key, n in tie_key(p, m):
                    first = Tie(key, said, False, i, target_order=order, only=nth)
                    for _, o in p.seq(n, f",|;? {W.TIE_RULES_JOIN}?"):
                        for nth2, q in p.phrase(o, ONLY_TIE_PICKED) if o > n else ():
                            if nth2 != 1 - nth:
                                continue
                            for r in (*(r for _, r in p.phrase(q, ONLY_TIE_PICKED_BY)),
                                      *(r for _, r in p.seq(q, W.TIE_BREAKER_PREP))):
                                _undirected(p, r)
                                for key2, e in tie_key(p, r):
                                    if _pair_trigger(p, i, j):  # ('If they are tied, the first is chosen by X ...':
                                        # 'they' may be the two compared, the rules each one's ranking's)
                                        p.refuse(i, f"ambiguous: {p.said(i, e)!r} is said for each person's ranking, "
                                                    "but its trigger names a tie between the two compared: say 'if "
                                                    "tied' for each ranking's rule, or 'if the two are tied, ...' for "
                                                    "the comparison's")
                                        continue
                                    yield (first, Tie(key2, said, False, o, target_order=order, only=nth2)), e
    # 'The first person's ties go to X, the second's to Y', '... and the latter's ties go to Y'
    for t, k in tie(p, i) if p.keys[i] == "the" else ():
        if t.only is None or t.key is None or t.each or t.between:
            continue
        for _, j in p.seq(k, f",|;? {W.TIE_RULES_JOIN}?"):
            for nth, m in p.phrase(j, ONLY_TIE_POSSESSOR):
                if nth != 1 - t.only:
                    continue
                m = p.opt(m, W.ONLY_TIE_NOUNS)
                for _, n in (*p.phrase(m, TIE_GOES), *p.seq(m, "to")):
                    _undirected(p, n)
                    for key, o in tie_action(p, n):
                        yield (t, Tie(key, None, False, j, only=nth)), o


def _both_scopes(p: Parser, i: int, bare: bool = False) -> Iterator[int]:
    """A tie rule's two scopes said together, each ranking's and the two compared's, in either order ('in each state and
    between the two', 'within a state, and a tie between the two', 'in both states, and for the final comparison', 'both
    between the two and within each group'): where they end."""
    # (set off by commas after the subject: 'Ties, both within each state and between the two, go to X', a25y; said as
    # alternatives: 'Ties, whether within a group or between the two, go to X', a25x)
    # (a26z: set off by a comma with no such lead, 'Any tie, in either group or between the two, goes to X'; the joint
    # 'or' also without a lead: a tie in either scope; the pair's scope with a word adding it, 'and between the two too')
    for start in (i, p.opt(i, ",")) if p.keys[i] == "," else (i,):
        joints = (SCOPE_OR,) if p.keys[start] in W.TIE_SCOPE_EITHER else (SCOPE_JOINT,) if p.keys[start] == "both" else (
            SCOPE_JOINT, SCOPE_OR)
        start = p.opt(start, "|".join(W.TIE_SCOPE_LEADS))
        # (bare: set off by dashes or a bracket, each said as a bare gerund or noun, '— picking either person or the
        # final comparison —', e38k2)
        each, pair = ((SCOPE_EACH, SCOPE_EACH_BARE), (SCOPE_PAIR, SCOPE_PAIR_BARE)) if bare else ((SCOPE_EACH,), (SCOPE_PAIR,))
        for first, second in (*((e, q) for e in each for q in pair), *((q, e) for q in pair for e in each)):
            for joint in joints:
                for _, j in p.seq(start, first, joint, second):
                    yield from _pair_too(p, j)


def _bracket_at_end(p: Parser, i: int) -> int | None:
    """Where the bracket opens that closes just before `i`, when only end marks follow it ('... (ties: oldest)?')."""
    if i == 0 or p.keys[i - 1] != ")" or not _ends_text(p, i):
        return None
    return max((n for n in range(i - 1) if p.keys[n] == "("), default=None)


def _ranked(key: Key) -> str:
    return W.describe_key(key)


def _low_end(key: Key, bare: Key | None = None) -> bool:
    """Is the key a ranking by the least of an amount ('the fewest pets', 'the poorest', 'the lowest salary')? (Not
    'the oldest vehicle' or 'the oldest': the earliest date, which upstream breaks by the highest balance.) Before a
    bare salary ('the youngest? salary breaks ties', e44a) the youngest, the least age, is a low end too."""
    if bare is not None and bare.measure is Metric.SALARY and key == Key(Metric.DOB, Order.HIGH):
        return True
    return key.order is Order.LOW and (isinstance(key.measure, Records) or key.measure in (Metric.BALANCE, Metric.SALARY))


def _one_record_said(p: Parser, t: Tie) -> str | None:
    """The one record a tie rule names after 'on|in|for the' ('a tie on the vehicle', words.TIE_ONE_RECORD), read as its
    date or as the number of them; None when it names none."""
    if t.target not in (Records.VEHICLES, Metric.VEHICLE_YEAR):
        return None
    words = [k or "" for k in p.keys[t.at:_rule_end(p, t.at, len(p.tokens))]]  # ('in each group, a tie on the car')
    return next((b for a, the, b in zip(words, words[1:], words[2:]) if a in _TIED_AT | W.TIE_ONE_RECORD_LEADS and
                 the == "the" and
                 b in W.TIE_ONE_RECORD[Metric.VEHICLE_YEAR]), None)


def _one_record_both(p: Parser, t: Tie, picks: Sequence[Pick]) -> bool:
    """Refused: a tie on one record named ('the vehicle', `_one_record_said`) where people are ranked both by the number
    of those records and by their date ('Who has more pets: the person with the most vehicles in X, or the one with the
    oldest car in Y? In each group, a tie on the car goes to T.', c38p)."""
    record = _one_record_said(p, t)
    if record is None or len({pk.keys[0].measure for pk in picks if pk.keys} & {Records.VEHICLES,
                                                                               Metric.VEHICLE_YEAR}) < 2:
        return False
    said = p.said(t.at, _rule_end(p, t.at, len(p.tokens)))
    p.refuse(t.at, f"ambiguous: 'the {record}' in {said!r} could be the number of vehicles or the oldest vehicle's model "
                   "year, and people are ranked by each: say which ('a tie on model year', 'a tie on vehicle count')")
    return True


def _trigger_words(p: Parser, t: Tie) -> list[str]:
    """The words a tie rule opens with, up to its first mark: 'if still tied', 'second tiebreaker', 'the oldest wins',
    'in the event that two or more of them are still tied' (all of them: a formal trigger's 'still' or 'the same
    number' past its eighth word was not seen, and 'In the event that two or more of them are still tied, the richest.
    If there is a tie, the oldest.' read the richest first; v18)."""
    out: list[str] = []
    for n in range(t.at, len(p.tokens)):
        if p.tokens[n].kind in (PUNCT, END):
            break
        out.append(p.keys[n] or "")
    return out


def _shared_head(p: Parser, t: Tie) -> tuple[str, tuple[Records, ...]] | None:
    """The head two kinds share a tie rule names what is tied by ('If several share the most accounts': 'accounts', bank
    or internet), with the kinds, when it names no kind in full; None otherwise."""
    if not isinstance(t.target, Records):
        return None
    words = _trigger_words(p, t)
    said = f" {' '.join(words)} "
    nouns = W.RECORD_NOUNS.get(t.target)
    if nouns is not None and any(f" {noun} " in said for noun in (*nouns.plural, *nouns.singular) if " " in noun):
        return None
    return next(((w, kinds) for w in words if t.target in (kinds := W.TIE_SHARED_HEADS.get(w, ()))), None)


def _target_said(p: Parser, t: Tie, target: Measure) -> str:
    """What a tie rule says is tied, for a refusal: a head two kinds share named with both ('accounts (bank accounts or
    internet accounts)': each kind is read, and the refusal of the last one tried must not name that one alone)."""
    named = target.value.replace("_", " ")
    words = _trigger_words(p, t)
    nouns = W.RECORD_NOUNS[target] if isinstance(target, Records) and target in W.RECORD_NOUNS else None
    said = f" {' '.join(words)} "
    if nouns is not None and any(f" {noun} " in said for noun in (*nouns.plural, *nouns.singular) if " " in noun):
        return named  # ('tied on internet accounts': the kind said)
    for word in words:
        kinds = W.TIE_SHARED_HEADS.get(word, ())
        if target in kinds:
            return f"{word} ({' or '.join(k.value.replace('_', ' ') for k in kinds)})"
    # ('If two have the same year': each measure a bare year or date can be is read; name them all, r29 Q2)
    whens = _when_targets(words) if not _WHEN_OWNED & set(words) else []
    if target in whens and len(whens) > 1:
        word = next(w for w in words if w in W.TIE_DATE_WORDS)
        return f"the same {word} (a {' or a '.join(W.DATE_NOUNS[m] for m in whens if isinstance(m, Metric))})"
    return named


# The words of a trigger saying whose year or date is shared ('the same birth year', 'the same model year', 'born in
# the same year', 'joined on the same date'): a year or a date so said is that measure's, not each one a bare year can be
_WHEN_OWNED = frozenset(w for m in W.TIE_SHARED_WHEN for phrase in W.TIE_SHARED.get(m, ()) for w in phrase.split()
                        ) - W.TIE_DATE_WORDS - W.TIE_FILLERS | W.TIE_WHEN_VERBS


def _own_rule_inside(p: Parser, b: Subject, i: int) -> bool:
    """Does the second person compared carry a rule of their own said inside their words, not a bracket closing them
    and the question at once ('..., or B (ties: the oldest)?' may be both rankings': 2952f00)?"""
    if not (b.pick.keys and b.ties):
        return False
    if i > 0 and p.keys[i - 1] == ")":
        opened = max((n for n in range(i - 1) if p.keys[n] == "("), default=i)
        return all(t.at < opened for t in b.ties)
    return True


def _rule_said(p: Parser, t: Tie) -> list[str]:
    """All the words of a tie rule, its action and its trigger: to the bracket closing it when it is said in one ('(the
    eldest of them if several tie)'), else to the end of its sentence ('.', '?', '!', ';')."""
    bracket = p.keys[t.at - 1] == "(" or p.keys[t.at] == "("
    ends = (")",) if bracket else (".", "?", "!", ";")
    out: list[str] = []
    for n in range(t.at + (p.keys[t.at] == "("), len(p.tokens)):
        if p.tokens[n].kind == END or p.keys[n] in ends:
            break
        out.append(p.keys[n] or "")
    return out


def _bracket_several(p: Parser, t: Tie) -> bool:
    """Is the tie rule said in brackets, saying several people tied and never the two ('(the eldest of them if several
    tie)', '(the youngest if two or more tie)'; not '(if they own equally many, ...)', e61k)?"""
    said = _rule_said(p, t)
    return (p.keys[t.at - 1] == "(" or p.keys[t.at] == "(") and _several_said(said) and \
        not (W.TIE_SEVERAL_PAIR_WORDS & set(said))


def _several_said(said: Sequence[str | None]) -> bool:
    """Do a tie trigger's words say several people tied ('if several tie', 'if two or more are tied', 'more than one'):
    of the people a ranking finds, never only the two compared (words.TIE_SEVERAL_SAID)?"""
    return bool(W.TIE_SEVERAL_SAID & set(said)) or any(w == "more" and (a == "or" or b == "than")
                                                       for a, w, b in zip(["", *said], said, [*said[1:], ""]))


def _pair_comparative(p: Parser, t: Tie) -> bool:
    """Is a tie rule's breaker said with a comparative, of two, and with no superlative anywhere in the rule ('If equal,
    the one with the higher salary', 'tie -> higher total bal', 'In case of a tie, the older one'; not 'If tied, the
    oldest', 'the highest salary')? Its words up to the end of its sentence ('.', '?', '!', ';')."""
    said = _trigger_words(p, t)
    if _several_said(said):
        return False  # ('If there are several, the richer one', 'If two or more tie', 'more than one': a ranking's)
    comparative = False
    for n in range(t.at, len(p.tokens)):
        if p.tokens[n].kind == END or p.tokens[n].text in (".", "?", "!", ";"):
            break
        word = p.keys[n] or ""
        if word in W.TIE_RULE_GENERAL:  # ('Ties go to the richer one', 'The higher salary wins any tie': every tie)
            return False
        if word in W.TIE_BREAKER_SUPERLATIVE or (word.endswith("est") and len(word) > 4 and word not in ("interest",
                                                                                                           "request")):
            return False
        if word in W.TIE_BREAKER_COMPARATIVES and not (word == "more" and p.keys[n - 1] == "or"):  # ('two or more')
            comparative = True
    return comparative


def _compared_values_said(p: Parser, t: Tie) -> bool:
    """Does a tie rule's trigger name the values compared as a pair ('Should the numbers be equal': W.TIE_COMPARED_VALUES)?"""
    said = _trigger_words(p, t)
    return _said_in(said, 0, len(said), W.TIE_COMPARED_VALUES)


def _same_count_said(p: Parser, t: Tie, key: Key, subjects: list[Pick]) -> bool:
    """Does a tie rule's trigger say a count is the same ('If same number, T', 'In case of same number, T', a24y; 'Equal
    counts go to T', 'If the counts are equal, T', a25y: W.TIE_COUNT_NOUNS) after
    a comparison of counts, where no person compared is ranked by a count? Only the two compared have a number to
    share: the youngest or the richest of a group is tied on a date or an amount."""
    said = _trigger_words(p, t)
    if not isinstance(key.measure, Records) or any(isinstance(k.measure, Records) for s in subjects for k in s.keys):
        return False
    for n, w in enumerate(said):
        if w in W.TIE_COUNT_NOUNS and said[n + 1:n + 2] != ["of"] and (  # ('the same number of pets' names its measure)
                (n > 0 and said[n - 1] in W.TIE_COUNT_SAME_BEFORE)  # ('If same number', 'Equal counts go to T')
                or any(tuple(said[n + 1:n + 1 + len(after)]) == after for after in W.TIE_COUNT_SAME_AFTER)):
            return True  # ('If the counts are equal, T', 'Should their numbers match, T')
    return False


def _values_tied(p: Parser, t: Tie) -> bool:
    """Does a tie rule's trigger say a value is tied ('with equal counts', 'if two have the same number', 'if the
    totals match'), not only that several people qualify ('if several', 'if there's a tie')? Its words up to its
    first mark or the verb of what to do."""
    for word in _trigger_words(p, t):
        if word in W.TIE_VERB_WORDS:
            return False
        if word in W.TIE_VALUE_WORDS:
            return True
    return False


def _scope_cut(p: Parser, t: Tie, k: int, nxt: Tie, both: bool = False, scope: str | None = None,
               then_only: bool = False) -> bool:
    """'Within each group, ties go to the richest, then to the oldest.': a rule said for a scope (each one's ranking,
    the two compared, one of them) then a further breaker with no scope of its own, said as the next step ('then',
    'if still tied'): it may go on with the scoped rule's chain, or be a rule for the two compared. Refused naming
    both (r27 F2); a scope said with it ('..., then, between the two, the oldest') is read as it says. (After the two
    compared's own rule the two readings are one.) `scope`: the rule's scope said otherwise (a rule of each person's
    own inside the question: `_own_rule_then`); `then_only`: only a next step said ('then', 'after that'), not a rule
    said for a tie left ('if still tied', 'if that's tied too', 'again', 'Second tiebreaker: X': read both ways there,
    answered when they agree)."""
    if not (t.each or t.only is not None or scope) or nxt.each or nxt.between or nxt.only is not None or nxt.target is not None:
        return False
    said = set(p.keys[k:nxt.at + 1]) | set(_trigger_words(p, nxt))
    steps = _THEN - {"and", "—"} - W.TIE_ORDER_LATER if then_only else _THEN - {"and", "—"} | W.TIE_ORDER_LATER
    if not said & steps:
        return False
    scope = scope or ("each one's ranking and the two compared" if both else "each one's ranking" if t.each
                      else f"the {('first', 'second')[t.only or 0]} one's ranking")
    words = " ".join(w for w in (p.said(k, nxt.at).strip(" ,;.?!)") if nxt.at > k else "", *_trigger_words(p, nxt)) if w)
    pair = "the two compared only" if both else "the two compared"
    # (the ways to say each reading that are read: 'then, within each group, X' is not)
    chain = "'if still tied within each group, the oldest' for the next breaker, or " if scope.startswith("each") else ""
    p.refuse(nxt.at, f"ambiguous: '{words}' could go on with the rule for {scope} (its next breaker) or be a rule for "
                     f"{pair}: say its scope with it ({chain}'if the two are tied, the oldest' for the two compared)")
    return True


def _order_words(p: Parser, t: Tie) -> list[str]:
    """A tie rule's trigger words saying its place among the rules, its scope for one of the two left out ('In that
    second group a tie goes to X': 'second' names the group, not a second tiebreaker; d46k)."""
    said = _trigger_words(p, t)
    if t.only is None:
        return said
    ends = [j for lead, _ in W.ONLY_TIE_SCOPE_LEADS for _, j in p.seq(t.at, lead)]
    return said[max(ends) - t.at:] if ends else said


def _out_of_order(p: Parser, found: tuple[Tie, ...]) -> bool:
    """'Second tiebreaker: the richest. First tiebreaker: the oldest.', 'If still tied, the richest. If tied, the
    oldest.': a rule said for a tie left after another rule, before a rule for the first tie: applied in the order
    written, the rule said for later would break the first tie (v16 W3). Refused naming both orders."""
    for n in range(1, len(found)):
        earlier, later = _order_words(p, found[n - 1]), _order_words(p, found[n])
        first = any(w in W.TIE_ORDER_FIRST and nxt in W.TIE_ORDER_NOUNS for w, nxt in zip(later, later[1:]))
        if (W.TIE_ORDER_LATER & set(earlier) and not W.TIE_ORDER_LATER & set(later)) or first:
            p.refuse(found[n].at, f"ambiguous order of tiebreakers: '{' '.join(earlier)}' is said for a tie left after "
                                  f"another rule, before '{' '.join(later)}'; the rules could apply in the order written "
                                  "or in the order they name: say them in the order they apply")
            return True
    return False


def _rule_number(p: Parser, t: Tie) -> int | None:
    """The number a tie rule says it has ('third tiebreaker' 3, 'first tie-break' 1), if it says one."""
    said = _trigger_words(p, t)
    return next((W.TIE_ORDER_NUMBERS[w] for w, nxt in zip(said, said[1:])
                 if w in W.TIE_ORDER_NUMBERS and nxt in W.TIE_ORDER_NOUNS), None)


def _next_said_bare(p: Parser, t: Tie) -> bool:
    """'Who is the richest resident of Ohio? Then the oldest.': a sentence of its own after the question, a next step
    and a bare ranking (no 'by', no word of a tie), could be a further ranking for ties or a second question said short
    ('Then [who is] the oldest?'; w17 O1)."""
    start = t.at
    while start > 0 and p.keys[start - 1] in ("and", "then"):  # ('? And then the oldest.', read from 'then')
        start -= 1
    if start == 0 or p.keys[start - 1] not in ("?", ".", "!"):
        return False
    for lead in W.NEXT_STEP_BARE:
        for _, j in p.seq(t.at, lead):
            if p.keys[j] in ("by", "with", "to", "using", "on", "who", "whose", "which"):
                continue
            if any(p.tokens[k].kind == END or p.keys[k] in ("?", ".", "!") for _, k in tie_key(p, j)):
                return True
    return False


def _names_rankings(p: Parser, t: Tie, pair: bool) -> bool:
    """Does a tie rule said for each ranking name what it is each of by a place or a ranking ('Ties within each state
    ...', 'Each state's tie ...', 'Both rankings break ties ...', 'Either ranking resolves ties ...') or say 'each chosen
    by X' ('each' then no noun)? Over a ranking among each state's leaders these may name each state's ranking (r24 F8,
    r25 F4); 'In both cases' / 'Either way' after two compared name the two people's rankings only, and so do 'both
    rankings' / 'each chosen by X' when both compared are ranked (`pair`: 'Whose ... lower: S1, or the person with the
    most online accounts among those who earn the highest salary in their state? In both rankings the eldest wins a
    tie.', a24w D-092)."""
    said = p.keys[t.at:_rule_end(p, t.at, len(p.tokens))]
    nouns = [(k or "").removesuffix("'s").removesuffix("'") for k in said]  # ('each state's tie', 'both states' ties')
    # ('A tie in each goes to X', 'a tie in either ...': no noun, so each of whatever was said, each state too)
    bare = any(k in ("each", "either") and n and said[n - 1] in ("in", "within") and (
        n + 1 == len(nouns) or nouns[n + 1] not in W.EACH_SCOPE_NOUN_SET and nouns[n + 1] != "of")
        for n, k in enumerate(nouns))
    return any(k in W.PLACE_SCOPE_NOUNS for k in nouns) or not pair and (
        any(k in _RANKING_NOUNS for k in nouns) or any(True for _ in p.phrase(t.at, EACH_CHOSEN_BY)) or bare)


_RANKING_NOUNS = W.EACH_SCOPE_NOUN_SET - {"case", "cases"}


def _scope_place(p: Parser, t: Tie) -> Attribute | None:
    """The place a tie rule said for each ranking names its rankings by ('within each state', 'in both state groups',
    'When ranking within each city'), or None."""
    said = p.keys[t.at:_rule_end(p, t.at, len(p.tokens))]
    for place in W.PLACES:
        if {place.value, *(many for many, one in W.PLACE_PLURALS.items() if one == place.value)} & set(said):
            return place
    return None


def apply_ties(p: Parser, pick: Pick, found: tuple[Tie, ...], previous: tuple[Key, ...] = (),
               pair: bool = False) -> Pick | None:
    """The pick with each tie-breaker's key added; None (and the reason noted) if one does not fit. `pair`: the pick
    is one of two compared people, both ranked (a rule for 'both rankings' may be theirs)."""
    keys = list(pick.keys)
    if found and len(keys) == 1 and found[0].key is not None and not found[0].between and _next_said_bare(p, found[0]):
        end = next(n for n in range(found[0].at, len(p.tokens)) if p.tokens[n].kind == END or p.keys[n] in ("?", ".", "!"))
        said = p.text[p.tokens[found[0].at].pos:p.tokens[end].pos].strip()
        p.refuse(found[0].at, f"ambiguous: {said!r} after the question could be a tiebreaker (a tie on "
                              f"{_ranked(keys[0])} broken by {_ranked(found[0].key)}) or a second question: say 'if "
                              f"tied, {_ranked(found[0].key)}' for the tiebreaker, or ask the second question on its own")
        return None
    numbers = [_rule_number(p, t) for t in found]
    for n, t in enumerate(found):
        if t.only is not None:  # ('Who is the oldest in Ohio? For the first one a tie goes to ...')
            p.refuse(t.at, "'for the first / second' says which of two people compared a tie rule is for, but the "
                           "question compares no two people")
            return None
        if t.between:  # (inside one person's ranking, or after a question comparing no two people: it said 'only in
            # a who-has-more question' of a comparison's proviso whose words were not read, x23b)
            said = " ".join(_trigger_words(p, t))
            p.refuse(t.at, f"{said!r} is a tie between two people compared, but it stands where it would break a tie in "
                           "one person's ranking: say it after a question comparing two people ('Who has more pets, A "
                           "or B? If they are tied, ...'), or say whose ranking it is for ('if there's a tie for the most "
                           "pets, ...')")
            return None
        if (number := numbers[n]) is not None and number > n + len(pick.keys) + (0 if 1 in numbers else 1):
            # 'Who has the most pets in Ohio? Third tiebreaker: the oldest.' (the ranking may count as the first
            # criterion: a lone 'Second tiebreaker' is read), 'First tiebreaker: X. Third tiebreaker: Y.' (w18)
            said = " ".join(_trigger_words(p, t))
            missing = next((f"{w} rule" for w, k in W.TIE_ORDER_NUMBERS.items() if k == number - 1), "ranking")
            # ('Who has pets in Ohio? First tiebreaker: X.': no ranking at all before it; v18, a crash found by machine)
            p.refuse(t.at, f"'{said}' is said, but no {missing} comes before it: a rule may be missing; say each "
                           "rule in the order it applies")
            return None
        if t.each and pair and (place := _scope_place(p, t)) is not None and \
                not any(s.attribute is place for s in place_steps(pick.steps)):
            # 'Who has more pets: the person with the most cars in Ohio, or the Discover card holder with the most cars?
            # Within each state group, ties go to the oldest.' (r29 F3): a scope naming each state's ranking, and one
            # of the two is ranked in no state: that one's too, or not?
            said = " ".join(_trigger_words(p, t))
            p.refuse(t.at, f"ambiguous: {said!r} names each {place.value}'s ranking, but one of the two is not ranked "
                           f"within a {place.value}: it could be for both rankings or only the other's; say 'in both "
                           "rankings' for both, or give each person's rule")
            return None
        if t.each and keys and (leader := next((s for s in pick.steps if isinstance(s, StateLeader)), None)) and \
                _names_rankings(p, t, pair):
            # (a scope said by its place; 'In both cases, ...' after two compared is each one's ranking)
            # 'Who is the richest among the people with the most pets in each state? Ties within each state go to the
            # elder.' (r24 F8: read as the final ranking's tie): each state's tie for the first (one leader a state,
            # which a state's leaders cannot say: they keep their ties), or the final ranking's
            said = " ".join(_trigger_words(p, t))
            if t.target is not None and t.names(leader.key) and not t.names(keys[-1]):
                # ('If several people tie for the most pets within a state, use the oldest person': the leaders' own)
                p.refuse(t.at, f"not supported: {said!r} breaks each state's tie for {_ranked(leader.key)}, but all "
                               "the people tied first in a state are kept: ask without it")
                return None
            p.refuse(t.at, f"ambiguous: {said!r} could break each state's tie for {_ranked(leader.key)} (not supported: "
                           f"all the people tied first in a state are kept) or the tie for {_ranked(keys[-1])} among "
                           f"them: say 'if tied for {_ranked(keys[-1])}, ...' for the second, without a scope")
            return None
        if keys and (leader := next((s for s in pick.steps if isinstance(s, StateLeader)), None)) and \
                p.keys[t.at - 1] == "," and t.at - 1 in p.leader_ends:
            # 'Take the people who own the most vehicles in their own state, the elder winning ties. Of those, whoever
            # has the most internet accounts: ...?' (r25 F10): said right after each state's leaders, before the
            # final ranking: their per-state tie (not supported), or the final ranking's. (In brackets there it may
            # be the final ranking's moved by discourse's fold of 'Of those, whoever R (T): ...?', so not refused.)
            said = " ".join(_trigger_words(p, t))
            p.refuse(t.at, f"ambiguous: {said!r}, said right after {_ranked(leader.key)} in each state, could break "
                           f"each state's tie (not supported: all the people tied first in a state are kept) or the "
                           f"tie for {_ranked(keys[-1])} among them: say it after {_ranked(keys[-1])} for the second")
            return None
        if t.key is None:
            if not previous:
                p.refuse(t.at, "'the same tiebreaker' refers to no earlier tiebreaker")
                return None
            new: tuple[Key, ...] = previous
        else:
            new = (t.key, *t.then)
        if not keys and t.target is None and _values_tied(p, t):
            # 'Who has pets in Ohio? With equal counts, pick the youngest.' (v17 W1: 'the most' lost): a tie on a value
            # where no one is ranked by a value; the filter's several people ('If several, ...') are no tie on one
            said = " ".join(_trigger_words(p, t))
            p.refuse(t.at, f"the tiebreaker '{said}' is for people tied on a value, but that person is ranked by nothing "
                           "(a condition only): say the ranking ('the most pets'), or 'if several qualify, ...'")
            return None
        if t.target is None and t.target_order is not None and keys and keys[-1].order is not t.target_order:
            # 'the fewest pets? If several people share the max, ...': a tie at the other end (p12y #20)
            which = "highest" if t.target_order is Order.HIGH else "lowest"
            p.refuse(t.at, f"the tiebreaker is for a tie on the {which} value, but that person is ranked by {_ranked(keys[-1])}")
            return None
        if t.target is not None and (not keys or not t.names(keys[-1])) and _noun_for_date(p, t):
            return None  # (the record's count, the other reading of its noun, is refused on its own words)
        if t.target is not None and (not keys or not t.names(keys[-1])):
            ranked = _ranked(keys[-1]) if keys else "nothing"
            named = _target_said(p, t, t.target)
            if t.target_order is not None and keys and keys[-1].measure == t.target:  # 'for most pets' after 'fewest'
                named = _ranked(Key(t.target, t.target_order))
            p.refuse(t.at, f"the tiebreaker is for a tie on {named}, but that person is ranked by {ranked}")
            return None
        upto = _rule_end(p, t.at, found[n + 1].at if n + 1 < len(found) and found[n + 1].at > t.at else len(p.tokens))
        for key in new if t.key is not None else ():  # (each breaker of one rule: '(ties broken by X, then by Y)')
            if key in keys:
                p.refuse(t.at, f"the tiebreaker repeats a ranking already used ({_ranked(key)}): a tie on it stays a tie")
                return None
            if same := next((k for k in keys if k.measure == key.measure), None):
                # 'If tied, the youngest. If tied, the oldest.': the second never applies, or corrects the first (p12y #9)
                p.refuse(t.at, f"two rankings on one measure ({_ranked(same)} and {_ranked(key)}): a tie on the first "
                               "stays a tie on the second, or one corrects the other; say one")
                return None
            if key in W.RANK_BARE and keys and _low_end(keys[0], key) and _bare_in(p, key, t.at, upto):
                # 'the fewest pets? Break ties by total bank balance': the highest as after 'the most', or the lowest? (#2)
                _bare_after_low(p, key, keys[0], t.at, upto)
                return None
            keys.append(key)
        keys += [k for k in new if k not in keys]
    return Pick(pick.steps, tuple(keys), pick.top)


def _rule_end(p: Parser, at: int, upto: int) -> int:
    """Where the tie rule said at `at` ends, before `upto`: the bracket it is said in closing, or its sentence's end
    ('(if tie, person with biggest total bank balance), and tell me total money in bank accounts of this person', a24y:
    the balance asked after it is no bare breaker of its)."""
    depth = 0
    for k in range(at + 1, upto):
        key = p.keys[k]
        if key == "(":
            depth += 1
        elif key == ")":
            depth -= 1
            if depth < 0:
                return k
        elif key in (".", "?", "!") and depth == 0:
            return k
    return upto


# --- subjects ------------------------------------------------------------------------------

@dataclass(init=False, repr=False, eq=False)
class Subject(Frozen):
    """A person said by a ranking of a group and its tie rules (a frozen dataclass's methods from `Frozen`)."""

    pick: Pick
    ties: tuple[Tie, ...]
    # a ranking alone stands for its person ('most vehicles in Ohio'): alone as a question it could ask the value the
    # ranking reaches, so it is a name question only with 'who' or a tie rule (a tie between people says a person)
    bare: bool = False
    noun: tuple[str | None, ...] = ()  # the ranking's person noun as said ('card leader'), if said by one
    defines: bool = False  # its ties are the noun's definition's: '(most policies; ties: higher total bank balance)'

    def __init__(self, pick: Pick, ties: tuple[Tie, ...], bare: bool = False, noun: tuple[str | None, ...] = (),
                 defines: bool = False) -> None:
        set_ = object.__setattr__
        set_(self, "pick", pick)
        set_(self, "ties", ties)
        set_(self, "bare", bare)
        set_(self, "noun", noun)
        set_(self, "defines", defines)


def _subject_rest(p: Parser, i: int, keys: tuple[Key, ...], top: int = 1, among: Phrases[None] = RANKED_AMONG
                  ) -> Iterator[tuple[Subject, int]]:
    """'(tie) among <group> (tie)' after a subject's ranking."""
    for before, j in ((None, i), *paren_tie(p, i)):
        for _, k in p.phrase(j, among):
            for steps, m in group(p, k):
                yield Subject(Pick(steps, keys, top), (before,) if before else ()), m
                if before is None:
                    for after, n in paren_tie(p, m):
                        yield Subject(Pick(steps, keys, top), (after,)), n


@rule
def subject(p: Parser, i: int) -> Iterator[tuple[Subject, int]]:
    """One person (`_subject`), and a ranked one's tie rule set off after it: 'the person with the most pets in Texas
    (tie: oldest)', '..., ties by total bank balance,'."""
    for s, j in _subject(p, i):
        yield s, j
        if s.pick.keys and not s.ties:
            for t, k in paren_tie(p, j):
                yield replace(s, ties=(t,)), k


def _group_set_off(p: Parser, i: int, key: Key) -> Iterator[tuple[Subject, int]]:
    """A ranked person's group set off by commas on both sides right after the ranking, the sentence going on after it
    ('What does the person with the most pets, among those with the same condition as X, hold in total ...?', 'How many
    cars does the richest person, among residents of Ohio, own?', 'A, among G, or B', a36d): that ranking's group. Ends
    at the closing comma and after it."""
    for (steps,), n in p.seq(i, ", among|amongst all? the?", group, ","):
        if steps:
            yield Subject(Pick(_plain(steps), (key,)), ()), n - 1
            yield Subject(Pick(_plain(steps), (key,)), ()), n


def _subject(p: Parser, i: int) -> Iterator[tuple[Subject, int]]:
    """One person: 'the person with the most vehicles among <group>', 'the oldest person among <group>' ..."""
    if p.keys[i] in p.defined:  # a name given to a person before the question ('Let P1 be ...')
        yield p.defined[p.keys[i] or ""], i + 1
        return
    j = p.opt(i, "the")
    yield from _compared_person(p, j)
    for _, k in p.phrase(j, PERSON):
        for key, m in rank_mod(p, k):
            yield from _subject_rest(p, m, (key,))
            for t, a in _aside_tied(p, m, key):  # the person with the most vehicles (ties: the oldest) living in Ohio
                for steps, n in clauses(p, a):
                    if steps:
                        yield Subject(Pick(_plain(steps), (key,)), (t,)), n
            # the group set off by commas on both sides after the ranking, the sentence going on after it ('What does
            # the person with the most pets, among those with the same condition as X, hold in total ...?', 'How many
            # cars does the richest person, among residents of Ohio, own?', a36d): the group is that ranking's
            yield from _group_set_off(p, m, key)
            for steps, n in clause(p, m):  # the person with the most pets in the same state as X
                yield Subject(Pick(_plain(steps), (key,)), ()), n
                after = p.opt(p.opt(n, ","), "and")
                if after != n and _set_off(p, after) and any(more and not all(isinstance(s, OtherThan) for s in more)
                                                              for more, _ in clauses(p, after)) and _who_again(p, after):
                    continue  # (a condition set off by a comma after the person ranked: 'the person with the most pets
                    # in Texas, and without a car' may say it of them, or narrow the people ranked, r38 H3)
                for more, o in clauses(p, after):
                    if more and not _either_place(p, steps, more, n, after):  # (a bare 'and' joins the next person)
                        yield Subject(Pick(_plain(steps + more), (key,)), ()), o
        for _, m in p.seq(k, ",?", RANKED_AMONG):  # the person(, among G,) with the most X
            for steps, n in group(p, m):
                for key, o in rank_mod(p, p.opt(n, ",")):
                    yield Subject(Pick(steps, (key,)), ()), o
                    for t, q in paren_tie(p, o):
                        yield Subject(Pick(steps, (key,)), (t,)), q
        # the person who, among G, owns the oldest car (a19y), holds the most X (a18x)
        yield from _among_set_off(p, k, "who|that ,")
        # 'the person who lives in X and owns more cars than anyone else there' (e38w): a condition and a ranking in
        # one clause, the ranking among those meeting it, as 'whoever lives in X and has the most cars' reads
        for _, m in p.seq(k, "who|that"):
            for (steps, key), n in _ranked_there(p, m):
                if steps:
                    yield Subject(Pick(_plain(steps), (key,)), ()), n
    # the group said first, set off by commas, in a list of people: '..., or, among the top earners in each state, the
    # one with the fewest online accounts' (a17x): the person ranked in it, with no group of their own
    # (also the first person after a colon: 'Who has a smaller salary: between G, the one with more pets; or ...', a18y)
    set_off = p.keys[i - 1] in (",", ":", "—", ";") or p.keys[i] == "," and p.keys[i - 1] in ("or", "and") \
        or p.keys[i - 1] in ("or", "and") and p.keys[i - 2] in (",", ";") \
        or p.keys[i - 1] == ")" and p.keys[i - 3] == "(" and p.tokens[i - 2].kind in (NUMBER, WORD) \
        or p.keys[i - 1] == "of" and p.keys[i - 2] == "which"  # ('A; and among G, the one with R'; 'which of among G,
    # the one with R, and B' where 'The first is, amongst G, the one with R' was defined: discourse._pair_label)
    # ... or a place said first ('..., or, in the same state as the owner of X, the one with the most vehicles', 'who
    # has fewer X — in Texas, the oldest person, or in Ohio, the richest?', e42p: its people, as 'In Ohio, ...' opening)
    firsts = [*((steps, k) for (steps,), k in p.seq(i, ",?", SET_OFF_AMONG, group, ",")),
              *(((step,), k) for (step,), k in p.seq(i, ",?", "in|within", where, ","))] if set_off else []
    for steps, k in firsts:
        for s, m in subject(p, k):
            if s.pick.keys and not s.pick.steps and not s.bare:
                yield Subject(Pick(steps, s.pick.keys), s.ties), m
        for _, m in p.seq(k, "the? one|person|individual with|having"):  # '..., or, between G, the one with more pets'
            for key, n in _learner_more(p, m, group_said=True):  # (a18y: a learner's comparative, the group said first)
                yield Subject(Pick(steps, (key,)), ()), n
        for _, m in p.seq(k, W.WHOEVER):  # '..., or, among G, whoever has the most X (T)'
            for key, n in rank_verb(p, m):
                yield Subject(Pick(steps, (key,)), ()), n
                for t, o in paren_tie(p, n):
                    yield Subject(Pick(steps, (key,)), (t,)), o
        # '..., or, among G, the owner of the car with the earliest model year (T)', '... the holder of the most cards'
        # (a27z): a ranked person named by what they hold, as `ranked_one` reads it after 'Among G, name'
        for key, m in ranked_one(p, k):
            if p.keys[m] not in ("among", "amongst", "in", "of", "from", "within", "living", "residing", "who", "that",
                                 "with", "without", "sharing"):  # (no group of their own after it: read above)
                yield Subject(Pick(steps, (key,)), ()), m
    # the group said first as a topic with no 'among', at the start (a22y): 'People who has same medical condition as X,
    # the most old person of them, how much ...?', 'In the same state with owner of pet 'Heidi', the person who has most
    # vehicles (tie -> older one): how many ...?'
    if i == 0 or p.keys[i - 1] in (".", ";", ":"):
        for steps, k in _topics_first(p, i):
            for s, m in subject(p, k):
                if s.pick.keys and not s.pick.steps and not s.bare and not W.SCOPE_WORDS & set(p.keys[k:m]):
                    # (not a person ranked over everyone on purpose: 'People in Ohio, the oldest person among
                    # everyone / overall, what is ...?' is not the oldest in Ohio, r2 #2)
                    yield Subject(Pick(steps, s.pick.keys), s.ties), m
                    for _, n in p.seq(m, "of|among|amongst them|those"):
                        yield Subject(Pick(steps, s.pick.keys), s.ties), n
    for (value, key), k in p.seq(i, STATES, "'s", RANK_ADJ):  # Ohio's richest (person)
        yield Subject(Pick((Holds(Attribute.STATE, value),), (key,)), ()), p.opt(k, "person|one|individual|resident")
    for (key,), k in p.seq(j, "holder|owner|possessor of the?", rank_noun):  # the holder of the most credit cards
        if key == Key(Metric.VEHICLE_YEAR, Order.LOW) and p.keys[j] == "owner":  # the owner of the oldest vehicle
            k = _by_birth(p, k, key)  # (a person's vehicle year is their oldest one's; '(model yr)' said again: a17y)
        if isinstance(key.measure, Records) and key.order is Order.HIGH or key == Key(Metric.VEHICLE_YEAR, Order.LOW) \
                and p.keys[j] == "owner":
            yield from _subject_rest(p, k, (key,))
            for steps, m in clauses(p, k):
                if steps:
                    yield Subject(Pick(_plain(steps), (key,)), ()), m
    for key, k0 in p.phrase(j, RANK_PERSON):
        named = tuple(p.keys[j:k0])
        for k, defined in ((k0, ()), *((k, ()) for k in _restated(p, k0, key)), *_defined(p, k0, key)):
            # 'the vehicle champion (most vehicles)', 'the insurance leader (most policies; ties: X)': a definition of
            # the noun, its tie rule for each use of the noun in the question (resolve_subjects)
            for s, m in _rank_person_rest(p, k, key):
                yield replace(s, noun=named, ties=defined + s.ties, defines=bool(defined)), m
    for key, k in p.phrase(j, RANK_ADJ):
        noun = p.opt(k, "person|one|individual|resident")
        aside = _by_birth(p, noun, key)
        yield from _subject_rest(p, aside, (key,))
        if noun > k:  # ('How many cars does the richest person, among residents of Ohio, own?')
            yield from _group_set_off(p, aside, key)
        if aside > noun and noun > k:  # the richest person (by total bank balance) with the same condition as X
            for steps, m in clauses(p, aside):
                if steps:
                    yield Subject(Pick(_plain(steps), (key,)), ()), m
        for t, a in _aside_tied(p, noun, key) if noun > k else ():
            # the richest person (by total bank balance, ties to the oldest) living in ... (a26x), the richest resident
            # (ties to the oldest) of the state where ...
            for steps, m in clauses(p, a):
                if steps:
                    yield Subject(Pick(_plain(steps), (key,)), (t,)), m
            if p.keys[k] in ("resident", "inhabitant"):
                for (step,), m in p.seq(a, "of|in", where):
                    yield Subject(Pick((step,), (key,)), (t,)), m
            for _, m in p.phrase(a, RANKED_AMONG):
                for steps, n in group(p, m):
                    yield Subject(Pick(steps, (key,)), (t,)), n
        before = _by_birth(p, k, key) if p.keys[k] in ("(", "by") else k
        if before > k:  # the richest (total bank balance) person with ..., the richest by total bank balance in Ohio
            if not _plural_head(p, before):  # the wealthiest (by total bank balance) holder of X's card provider (a14x)
                for steps, m in group(p, before):
                    yield Subject(Pick(steps, (key,)), ()), m
            after = p.opt(before, "person|one|individual|resident")
            if after > before:
                yield from _subject_rest(p, after, (key,))
                for steps, m in clauses(p, after):
                    if steps:
                        yield Subject(Pick(_plain(steps), (key,)), ()), m
            for (step,), m in p.seq(after, "in|from|within|of", where):
                yield Subject(Pick((step,), (key,)), ()), m
        if p.keys[k] in ("with", "without", "sharing", "having", "living", "residing"):  # the wealthiest with the same
            # condition as X, the oldest living in the same state as X (its noun left out)
            for steps, m in clauses(p, k):
                if steps:
                    yield Subject(Pick(_plain(steps), (key,)), ()), m
        for (step,), m in p.seq(k, "in|from|within", where):  # the youngest in New Mexico (its noun left out)
            yield Subject(Pick((step,), (key,)), ()), m
            for extra, n in clauses(p, m):  # the oldest in Texas with a dog
                if extra and not _either_place(p, (step,), extra, m, m):
                    yield Subject(Pick(_plain((step, *extra)), (key,)), ()), n
        for _, m in p.seq(k, "resident|inhabitant"):  # the wealthiest resident (by total bank balance) of the same state as X
            m = _by_birth(p, m, key)
            if m > k + 1:
                for (step,), n in p.seq(m, "of|in", where):
                    yield Subject(Pick((step,), (key,)), ()), n
        for _, m in p.phrase(_by_birth(p, p.opt(k, "person|one|individual"), key), EVERYONE):  # the oldest person overall
            yield Subject(Pick((), (key,)), ()), m
        # 'the oldest resident of the same state as X', 'the richest Mastercard holder living in ...'
        plural = _plural_head(p, k) and p.keys[k] not in ("of", "among", "amongst")  # ('the richest of the persons
        for steps, m in group(p, k):  # that ...': one person, the superlative of a plural group)
            if plural:  # 'the richest people in Texas': several people, how many not said (p12x #10)
                p.refuse(k, f"'{p.text[p.tokens[j].pos:p.tokens[m].pos].strip()}' names several people without saying how "
                            f"many: say 'the {p.tokens[k - 1].text} person ...' for one, or a number ('the 3 "
                            f"{p.tokens[k - 1].text} ...')")
                continue
            yield Subject(Pick(steps, (key,)), ()), m
            if (n := _by_birth(p, m, key)) > m:  # 'the wealthiest Discover cardholder by total balance' (a17x)
                yield Subject(Pick(steps, (key,)), ()), n
            for (outer,), n in p.seq(m, ",? among|amongst|of|from all? the?", group):  # the youngest cat owner among G
                _top_set_off(p, m, steps)
                yield Subject(Pick(outer + steps, (key,)), ()), n
    # terse, the person's noun left out: 'most vehicles in same state as X', 'most recent job start in Ohio', 'most
    # policies among JCB 16 digit holders' (bare: see Subject)
    for key, k in rank_noun(p, j):
        for (step,), m in p.seq(k, "in|from|within", where):
            yield Subject(Pick((step,), (key,)), (), True), m
            for extra, n in clauses(p, m):  # most pets in Texas with no car
                if extra and not _either_place(p, (step,), extra, m, m):
                    yield Subject(Pick(_plain((step, *extra)), (key,)), (), True), n
        for s, m in _subject_rest(p, k, (key,)):
            yield replace(s, bare=True), m
    # 'the resident of the same city as X with the most pets'
    for steps, k in group(p, j):
        for key, m in rank_mod(p, k):
            if any(isinstance(s, (TopN, StateLeader)) for s in steps):
                # 'the 3 richest residents of Ohio with the most pets': the 3 richest of those with the most pets, or
                # one person, the one of the 3 richest with the most pets (p13y #7: read as the one)
                said = p.said(j, k).strip()
                p.refuse(k, f"ambiguous: a ranking after '{said}' could pick the people the top is taken from (the top "
                            f"of those with it) or one person among the top; put the ranking first ('the 3 richest of "
                            f"those with the most pets') or ask 'Among the {said.removeprefix('the ')}, who ...?'")
                continue
            yield Subject(Pick(steps, (key,)), ()), m
        # 'the VISA 13 digit cardholder, living in the same state as X, who has the fewest cards' (a22x): a clause set
        # off by commas between the group's noun and the ranking, narrowing the group as 'which person, living in X, ...'
        if p.keys[k] == "," and not any(isinstance(s, (TopN, StateLeader)) for s in steps):
            for more, m in clauses(p, k + 1):
                if more and p.keys[m] == ",":
                    for key, n in rank_mod(p, m + 1):
                        yield Subject(Pick(_plain(steps + more), (key,)), ()), n
    yield from _role_ranked(p, j)
    for _, k in p.seq(i, W.WHOEVER):
        for key, m in rank_verb(p, k):
            yield from _subject_rest(p, m, (key,))
            # whoever has the most vehicles (its group said before it: 'Look at G. Whoever has R has what total bank
            # balance?', a27x; as 'the person with the most vehicles' alone)
            yield Subject(Pick((), (key,)), ()), m
            for steps, n in clauses(p, m):  # whoever has the most vehicles in Alaska
                if steps:
                    yield Subject(Pick(_plain(steps), (key,)), ()), n
        for (steps, key), m in filtered_rank(p, k):  # whoever lives in Alaska and has the most vehicles
            yield Subject(Pick(_plain(steps), (key,)), ()), m
        for (steps, key), m in p.seq(k, ",?", clause, ",?", rank_verb):  # whoever in Alaska has the most vehicles
            yield Subject(Pick(_plain(steps), (key,)), ()), m
        yield from _among_set_off(p, k, ",")  # whoever, among G, owns the oldest car (a19y: 'whomever, amongst ...')
        for _, m in p.seq(k, AMONG_WORD):  # whoever among G has the most pets (a25z: the group not set off)
            for steps, n in group(p, m):
                for key, q in rank_verb(p, n):
                    yield Subject(Pick(steps, (key,)), ()), q
    # whichever Mastercard card holder owns the most pets (e50k): a singular role noun after 'whichever', as 'the
    # Mastercard card holder who owns the most pets' (or 'which Mastercard card holder owns the most pets' asked)
    for (steps, kind), k in head(p, i + 1) if p.keys[i] == "whichever" else ():
        if kind != "plain" or not steps or p.keys[k - 1] not in W.SINGULAR_HEADS:
            continue
        for key, m in rank_verb(p, k):
            yield Subject(Pick(steps, (key,)), ()), m
    # whoever's insurance policy expires first in Ohio, whoever's pet count is the highest among G
    for _, k in (*p.seq(i, "whoever's|whosoever's"), *p.seq(i, "whoever|whosoever 's")):
        for key, m in whose_rank(p, k):
            yield from _subject_rest(p, m, (key,))
            for steps, n in clauses(p, m):
                if steps:
                    yield Subject(Pick(_plain(steps), (key,)), ()), n
    yield from owner_subject(p, i)
    for steps, k in only_one(p, i):  # the only resident of X without pets (p12g: conditions)
        yield Subject(Pick(steps), ()), k


def _among_set_off(p: Parser, k: int, lead: str) -> Iterator[tuple[Subject, int]]:
    """A group set off by commas between a person's relative word and its ranking verb: 'the person who, amongst those
    living in X, owns the vehicle with the earliest model year', 'whomever, of the people in X, holds the most cards'
    (a19y): the person ranked in the group, as 'whoever owns ... among G'."""
    for _, m in p.seq(k, lead, "among|amongst|of|from|within"):
        for steps, n in group(p, m):
            for _, o in p.seq(n, ","):
                for key, q in rank_verb(p, o):  # (its tie rule set off after it: `subject`)
                    yield Subject(Pick(steps, (key,)), ()), q


def _compared_person(p: Parser, j: int) -> Iterator[tuple[Subject, int]]:
    """A comparative adjective for the first of a group, said of a person with their group after them ('the older
    person between the people living in X', 'the richer person among the dog owners', 'the person younger of G'; a
    learner's, as `_learner_more` reads 'the person with more pets between G'): among a group, the one older than the
    others is the oldest. Only with the group said (words.COMPARED_AMONG): 'the older person' alone compares with
    someone not said."""
    for _, k in p.phrase(j, PERSON):
        for key, m in p.phrase(k, CMP_ADJ):  # the person older among G
            for s, n in _subject_rest(p, m, (key,), among=COMPARED_AMONG):
                p.compared_person = True
                yield s, n
    for key, k in p.phrase(j, CMP_ADJ):  # the older person between G
        for _, m in p.phrase(k, PERSON):
            for s, n in _subject_rest(p, m, (key,), among=COMPARED_AMONG):
                p.compared_person = True
                yield s, n


def _role_ranked(p: Parser, j: int) -> Iterator[tuple[Subject, int]]:
    """A role noun ranked, its group after the ranking: 'the policyholder with the most policies among residents of
    X', 'the cardholder with the most credit cards living in the same state as A', 'the pet owner with the most pets
    in Texas', 'the dog owner with the highest total bank balance of all the 15 richest people'. The noun restricts
    as it does at the head of any group (a policyholder holds a policy, a pet owner a pet: `_head`); the group after
    the ranking is the pool, as after 'the person with R'. Only a bare singular role noun: one said with a clause of
    its own ('the resident of X with the most pets') is read by `_subject` as before."""
    for (steps, kind), k in head(p, j):
        if kind != "plain" or not steps or p.keys[k - 1] not in W.SINGULAR_HEADS:
            continue
        for key, m in rank_mod(p, k):
            for s, n in _subject_rest(p, m, (key,)):
                _top_set_off(p, m, s.pick.steps)
                yield replace(s, pick=Pick(_plain(s.pick.steps + steps), (key,))), n
            for more, n in clauses(p, m):
                if more and not _either_place(p, steps, more, m, m):
                    yield Subject(Pick(_plain(steps + more), (key,)), ()), n
        for (outer,), m in p.seq(k, ",", RANKED_AMONG, group, ","):  # the cardholder, among G, with the most cards
            for key, n in rank_mod(p, m):
                yield Subject(Pick(_plain(outer + steps), (key,)), ()), n


def _rank_person_rest(p: Parser, k: int, key: Key) -> Iterator[tuple[Subject, int]]:
    """A ranking's person noun's group: '(tie) among G', 'with ...', 'of|in X's state'."""
    yield from _subject_rest(p, k, (key,))
    for steps, m in clauses(p, k):
        if steps:
            yield Subject(Pick(_plain(steps), (key,)), ()), m
    for (step,), m in p.seq(k, "of|in|from|within", where):  # the CC leader of pet 'X''s owner's state, the top
        yield Subject(Pick((step,), (key,)), ()), m  # earner in Texas (a place's people)


def _defined(p: Parser, i: int, key: Key) -> Iterator[tuple[int, tuple[Tie, ...]]]:
    """A person noun defined in brackets by its ranking and a tie rule: 'the insurance leader (most policies; ties:
    higher total bank balance)', '(most vehicles, ties broken by the oldest)' (a14x): the end, and the rule. Only the
    ranking the noun names (another one, '(most pets)' after 'the vehicle leader', is no definition of it)."""
    if p.keys[i] != "(":
        return
    starts = [j for (again,), j in p.seq(i, "(", rank_noun, ";|,|:|—") if again == key]
    if isinstance(key.measure, Records):  # ('the top credit card holder (by number of cards, oldest on ties)', '(by
        for _, j in p.seq(i + 1, W.ASIDE_COUNT_OF):  # count, ties to the oldest)', e53d: its count said again)
            starts += [m for records, k in p.phrase(j, RECORDS) if records == key.measure for _, m in p.seq(k, ";|,|:|—")]
        starts += [k for _, k in p.seq(i, "( by|in count|number|quantity ;|,|:|—")]
    for j in dict.fromkeys(starts):
        for t, k in _tie_chain(p, j):
            if t.key is not None and not t.between and (t.target is None or t.target == key.measure):
                for _, m in p.seq(k, ".? )"):
                    yield m, (replace(t, target=None, target_order=None, each=False),)


def _restated(p: Parser, i: int, key: Key) -> Iterator[int]:
    """A person noun's ranking said again in parentheses: 'the vehicle champion (most vehicles)'; only the ranking the
    noun names. (Not with a tie rule, '(most cards; equal: richer)': a definition of the noun could hold for its other
    uses in the question too, 'the card champion (...) of X or the card champion of Y'.)"""
    for (again,), j in p.seq(i, "(", rank_noun, ")"):
        if again == key:
            yield j
    for (again,), j in p.seq(i, "by", rank_noun):  # 'the top earner by highest salary'
        if again == key:
            yield j
    if (end := _aside_restated(p, i, key)) > i:  # its measure said again: 'the owner of the oldest vehicle (model yr)',
        yield end  # 'the top earner (salary)', 'the top credit card holder (by count)' (e47s)


def _plural_head(p: Parser, i: int) -> bool:
    """Is the head noun of the group starting at i plural ('people', 'residents', 'dog owners', 'Mastercard holders')?"""
    for key in p.keys[i:i + 6]:
        if key in W.PLURAL_HEADS:
            return True
        if key in W.SINGULAR_HEADS:
            return False
    return False


def _bare_owner(s: Subject) -> bool:
    """Is the subject a plain anchor person ('the owner of pet X'), not a ranked or narrowed pick?"""
    return not s.pick.keys and len(s.pick.steps) == 1 and isinstance(s.pick.steps[0], OwnerOf)


@rule
def owner_subject(p: Parser, i: int) -> Iterator[tuple[Subject, int]]:
    """The anchor person themselves: 'the owner of pet 'Paige'', 'the user with internet username 'lisa19'';
    narrowed or ranked among the owners of a shared pet name: 'the owner of pet 'Lauren' who has no credit
    cards', 'the owner of pet 'Michael' with the most vehicles'."""
    for a, j in anchor(p, i):
        owner = (OwnerOf(a),)
        yield Subject(Pick(owner), ()), j
        for _, k in p.seq(j, ",? who|that"):
            if _singular_verb(p, k):  # agrees with the one owner
                for steps, m in preds(p, k):
                    yield Subject(Pick(owner + steps), ()), p.opt(m, ",")
        for (steps,), k in p.seq(j, HAVING, havings):
            yield Subject(Pick(owner + steps), ()), k
        for key, k in rank_mod(p, j):
            yield Subject(Pick(owner, (key,)), ()), k


def _subject_pair(p: Parser, i: int, joiner: str | Phrases[None]) -> Iterator[tuple[tuple[Subject, Subject], int]]:
    """'A and B', 'A or B', after the two announced ('these two: A and B'). Refused when A's group ends in an anchor
    and B is a plain anchor person: 'the richest resident of the same state as the owner of pet X and the owner of pet
    Y' could join Y to X (the state of both) as well as to the richest resident."""
    yield from _announced_pair(p, i, joiner)
    if p.keys[i] == "that" and p.keys[i + 1] == "of":  # 'Whose policy count is greater: that of A, or that of B?' (a15x)
        for a, j in subject(p, i + 2):
            for _, k in p.seq(p.opt(j, ","), joiner, "that of"):
                for b, m in subject(p, k):
                    for (a1,), b1 in _joined(p, ((a, i + 2, j),), b, k, m):
                        yield (a1, b1), m
    for a, j in subject(p, i):
        for _, k in p.seq(p.opt(j, ",|;"), joiner):  # ('A, ties being resolved by X; or B', a18x)
            for b, m in subject(p, k):
                for (a1,), b1 in _joined(p, ((a, i, j),), b, k, m):
                    yield (a1, b1), m
            yield from _elided_second(p, a, k)
            yield from _that_of_second(p, a, k, bare=joiner is VERSUS)
    yield from _bare_user_pair(p, i, joiner)
    yield from _shared_pair(p, i, joiner)


def _elided_second(p: Parser, a: Subject, k: int) -> Iterator[tuple[tuple[Subject, Subject], int]]:
    """A second person said by a superlative alone, the rest of its noun phrase left out: 'the oldest resident of Ohio
    or the youngest' (the youngest resident of Ohio: a bare adjective, with no noun of its own, borrows the first
    person's; 'or the youngest person' could be anyone's youngest, see _joinable). Only after a ranked person of a
    group, and only where the pair ends."""
    if len(a.pick.keys) != 1 or a.ties or not a.pick.steps or any(isinstance(s, OwnerOf) for s in a.pick.steps):
        return
    for (key,), m in p.seq(k, "the?", RANK_ADJ):  # (not 'the youngest one': see _joinable)
        if key != a.pick.keys[0] and p.tokens[m].kind in (END, PUNCT) and p.keys[m] != "(":
            yield (a, Subject(Pick(a.pick.steps, (key,), a.pick.top), ())), m


def _same_rule(said: Tie, again: Tie) -> bool:
    """Does tie rule `again` say what `said` says (its breakers and scope, wherever each is said)?"""
    return (said.key, said.then, said.target, said.between, said.each, said.only) == \
        (again.key, again.then, again.target, again.between, again.each, again.only) and said.key is not None


def _that_of_second(p: Parser, a: Subject, k: int, bare: bool = False) -> Iterator[tuple[tuple[Subject, Subject], int]]:
    """A second person said by their place alone, the first person's noun standing for theirs: 'the wealthiest
    resident of X's state or that of Y's state', '... or the one in Ohio', and with bare (after 'or' only: '... and in
    California' could be one person living in both) '... or in pet 'Y''s owner's state' (the first person's ranking
    and tie rule, in the second place). Only after a ranked person whose one group is a place."""
    if not a.pick.keys or len(a.pick.steps) != 1 or not (isinstance(a.pick.steps[0], SameAs | Holds) or
                                                           place_steps(a.pick.steps)):
        return
    # '... or the one among G' (k21: 'the second is found the same way, but among G', discourse): the first person's
    # ranking and tie rule over another group, the first one's group a place or a value shared ('the richest person
    # with the same blood type as A'), never a record held ('the richest dog owner'), whose owning could carry over;
    # the other group is one place or shared value too ('the one among people with no pets' could narrow the first
    # one's group; 'among residents of Texas who own no pets' could mean the condition for both, hand-d16-repeat-near)
    for (steps,), n in p.seq(k, "the one among|amongst|from|within all? the?", group):
        # (or the holders of another value of the first one's kind: 'among Discover cardholders, ... do the same among
        # Mastercard cardholders', a37p: said in place of the first one's value, never narrowing it)
        swapped = isinstance(steps[0], Holds) and isinstance(a.pick.steps[0], Holds) and \
            steps[0].attribute == a.pick.steps[0].attribute and steps[0].attribute not in W.PLACES if steps else False
        if len(steps) == 1 and steps != a.pick.steps and (isinstance(steps[0], SameAs) or place_steps(steps) or swapped) and \
                (isinstance(a.pick.steps[0], SameAs) or place_steps(a.pick.steps) or swapped):
            yield (a, replace(a, pick=replace(a.pick, steps=steps))), n
            # a tie rule said for each right after it ('..., and likewise among G (in each group, the oldest wins a
            # tie)', a37k): both rankings', as after a second person said in full; a bare one could be this one's
            # alone or both (refused, as there); the first one's rule said again after it, the same rule
            for t, o in paren_tie(p, n):
                if not a.ties and t.each and t.only is None and not t.between:
                    yield (a, Subject(Pick(steps, a.pick.keys, a.pick.top), (t,))), o
                elif len(a.ties) == 1 and _same_rule(a.ties[0], t):
                    yield (a, replace(a, pick=replace(a.pick, steps=steps))), o
                elif not a.ties and t.key is not None and not t.between and t.only is None:
                    p.refuse(t.at, "ambiguous: the tie rule after 'the one among ...' could be that person's ranking's "
                                   "only, or both rankings' (the second is found as the first is): say 'in each group, "
                                   "...' for both, or give each person their own rule")
                elif a.ties and t.key is not None:
                    p.refuse(t.at, "ambiguous: 'the one among ...' is found as the first person is, tie rule and all, "
                                   "and a rule of its own follows: is it in place of the first one's, or after it? "
                                   "Say the second person in full, with their rule")
    if not place_steps(a.pick.steps):
        return
    for m in (*(m for _, m in p.seq(k, "the one of|in|from|within")),
              *(m for _, m in p.seq(k, "that of|in|from|within")),  # (not 'the of Texas': a word left out, v16 W6)
              *(m for _, m in (p.seq(k, "of|in|from|within") if bare else ()))):
        for step, n in where(p, m):
            if step != a.pick.steps[0]:
                yield (a, replace(a, pick=replace(a.pick, steps=(step,)))), n


def _shared_pair(p: Parser, i: int, joiner: str | Phrases[None]) -> Iterator[tuple[tuple[Subject, Subject], int]]:
    """Two people who share words: 'the oldest and the youngest residents of X' (two rankings, one group: a plural
    noun or 'the' said again, never 'the oldest and richest person', who may be one person), and, after 'or', 'the
    richest person in Kansas or in California' (one ranking, two groups, the second said with its preposition)."""
    for (first,), j in p.seq(i, "the", RANK_ADJ):
        for _, k in p.seq(j, joiner):
            again = p.keys[k] == "the"
            for (second,), m in p.seq(k, "the?", RANK_ADJ):
                m = p.opt(m, "one")
                if second == first or not (again or _plural_head(p, m)):
                    continue
                for steps, n in group(p, m):
                    if steps:
                        yield (Subject(Pick(steps, (first,)), ()), Subject(Pick(steps, (second,)), ())), n
    if joiner is not VERSUS:
        return
    for (key,), j in p.seq(i, "the", RANK_ADJ, "person|one|individual|resident?"):
        for (steps,), k in p.seq(j, clause, ",?", VERSUS):
            if p.keys[k] not in ("in", "from", "among", "of", "within", "living", "residing"):
                continue  # (the second group said with its own preposition: 'or in California')
            for more, m in clause(p, k):
                if more and place_steps(steps) and place_steps(more) and more != steps:
                    yield (Subject(Pick(steps, (key,)), ()), Subject(Pick(more, (key,)), ())), m


_USERS_NOUN = "the|both? internet|online? users|usernames|handles|accounts"


def _bare_user_pair(p: Parser, i: int, joiner: str | Phrases[None]) -> Iterator[tuple[tuple[Subject, Subject], int]]:
    """Two usernames written without quotes and named as usernames once for both: 'xanderson or zmccoy (the internet
    users)', 'the users xanderson and zmccoy', 'usernames xanderson vs zmccoy'. (One bare word alone is never read as a
    username: nothing says what it is.)"""
    for start, said in ((i, False), *((j, True) for _, j in p.seq(i, _USERS_NOUN))):
        for a, j in _bare_username(p, start):
            for _, k in p.seq(p.opt(j, ","), joiner):
                for b, m in _bare_username(p, k):
                    ends = [m] if said else [n for _, n in p.seq(m, ",|( " + _USERS_NOUN + " )|,?")]
                    for n in ends:
                        if said or p.keys[n - 1] in (")", "users", "usernames", "handles", "accounts", ","):
                            yield (Subject(Pick((OwnerOf(Anchor(AnchorKind.USERNAME, a)),)), ()),
                                   Subject(Pick((OwnerOf(Anchor(AnchorKind.USERNAME, b)),)), ())), n


def _subject_list(p: Parser, i: int) -> Iterator[tuple[tuple[Subject, ...], int]]:
    """Two or more people: 'A and B', 'A, B and C', 'A, B, and C', 'A plus B'. Refused where the person after a
    joiner could also be a second anchor of the group before it (see `_subject_pair`)."""
    Spans = tuple[tuple[Subject, int, int], ...]  # each person so far, where it starts and ends
    for pair, j in _shared_pair(p, i, "and"):  # the oldest and the youngest residents of X
        yield pair, j
    yield from _announced_pair(p, i, "and|&|plus|+", summed=True)  # these two: A and B (a sum's 'A + B', a21y)
    frontier: list[Spans] = [((a, i, j),) for a, j in subject(p, i)]
    while frontier:
        grown: list[Spans] = []
        for spans in frontier:
            j = spans[-1][2]
            for sep, last in ((",", False), (",? and|plus|&|+", True), (", of|for", False), (",? and|plus|&|+ of|for", True)):
                k = p.lit(j, sep)
                if k is None or len(spans) >= 12:
                    continue
                for b, m in subject(p, k):
                    for people, b1 in _joined(p, spans, b, k, m):
                        if last:
                            yield (*people, b1), m
                        else:
                            grown.append((*((s, start, end) for s, (_, start, end) in zip(people, spans)), (b1, k, m)))
                if last and len(spans) == 1:  # the oldest resident of Ohio and that of Texas
                    yield from _that_of_second(p, spans[0][0], k)
        frontier = grown


def _kind(step: Any) -> tuple[str, object]:
    """What a step narrows by (its type and attribute), whatever the value."""
    return type(step).__name__, getattr(step, "attribute", None)


def _own_group(p: Parser, s: Subject, start: int, end: int) -> bool:
    """Do a person's words (start to end) give them a group of their own, which a group after a later person cannot be
    for too: 'the richest person in Ohio', 'the richest of the dog owners', 'the richest resident of Ohio'? Not a
    condition ('with a dog', 'who owns a dog', 'the richest owner of a dog', 'the richest resident with a dog')."""
    words = p.keys[start:end]
    places = {w for n, w in enumerate(words) if w != "in" or p.tokens[start + n + 1].kind != NUMBER}  # ('in 2020': p12y #24)
    if W.GROUP_WORDS & places or any(isinstance(t, OwnerOf) for t in s.pick.steps):  # (an anchor's owners)
        return True
    if any(w == "of" and nxt in W.GROUP_OF for w, nxt in zip(words, words[1:])):
        return True
    if "of" in words and s.pick.steps and all(isinstance(t, (Holds, SameAs)) and t.attribute in W.PLACES
                                               for t in s.pick.steps):
        return True  # a place of its own after 'of': 'the CC leader of Texas', 'the top earner of X's state'
    return bool(W.RESIDENT_WORDS & set(words)) and any(
        isinstance(t, StateLeader) or (isinstance(t, (Holds, SameAs)) and t.attribute in W.PLACES) for t in s.pick.steps)


def _relative_own(p: Parser, b: Subject, k: int, m: int) -> bool:
    """Is person b's group (b from k to m) said in a relative clause with a singular verb right after their singular head
    noun, with no group before it ('or the oldest person who has the same credit card provider as Y', '... whose
    state is ...', a37p)? Such a clause agrees with that one noun only: never the person before's too (a plural verb,
    'or the oldest person who live in Ohio', may be both's, as `_trailing_group` reads it)."""
    for h, e in subject(p, k):
        if k < e < m and not h.pick.steps and h.pick.keys == b.pick.keys and p.keys[e] in ("who", "that", "whose") and \
                next((w for w in reversed(p.keys[k:e]) if w in W.PLURAL_HEADS | W.SINGULAR_HEADS), None) \
                in W.SINGULAR_HEADS and (p.keys[e] == "whose" or _verb(p, e + 1) in _SINGULAR or
                                         _verb(p, e + 1) not in _PLURAL | _NEUTRAL and _verb(p, e + 1).endswith("s")):
            return True
    # 'or the person who, among G, owns R' (c39k): the group set off inside a relative clause on one singular head is
    # that person's own
    e = p.opt(k, "the")
    if p.keys[e] in W.SINGULAR_HEADS and p.keys[e + 1] in ("who", "that") and p.keys[e + 2] == "," and \
            p.keys[e + 3] in W.AMONG_WORDS and e + 3 < m:
        return True
    return False


def _trailing_group(p: Parser, k: int, m: int, untied: int | None = None) -> int | None:
    """Where a group said after a person's own group starts, when the person's words (k to m) end in one: 'the oldest
    resident of Texas(,) among dog owners' -> at '(,) among', '... of Texas who own a dog' (a plural verb) -> at 'who'
    (w17), '... of Texas, other than the owner of pet X' / '(excluding X)' -> at ',' / '(' (v19)."""
    for s, n in subject(p, k):
        if k < n < m and s.pick.keys and s.pick.steps and _own_group(p, s, k, n):
            who = p.opt(n, ",")
            # '... resident of Texas who own a dog': the plural verb agrees with both people, not the one
            head = next((w for w in reversed(p.keys[k:who]) if w in W.PLURAL_HEADS | W.SINGULAR_HEADS), None)
            if p.keys[who] in ("who", "that") and _plural_verb(p, who + 1) and (
                    head in W.SINGULAR_HEADS or head is None and any(_bare_superlative(p, e + 1) for e in range(k, who))):
                return n
            for _, o in (*p.seq(n, ",? among|amongst all? the?"), *p.seq(n, ", of|from all? the|those")):
                if any(q == m for _, q in group(p, o)):
                    return n
            # '... or the richest resident of Texas, other than the owner of pet X' (set off: said after both people,
            # it may leave X out of both; v19 W9, found by machine)
            if any(q in (m, untied) for _, q in excluded_aside(p, n)):  # (before a tie rule of the person's own too)
                return n
            # '... or the richest resident of Texas, only counting the ones with a dog' (the people said again and
            # narrowed, set off after both people: it may narrow both groups; w20, on a20y's spoken form)
            # (after a dash too, 'or the richest in Kentucky - only counting people with cars', r34 H1)
            if p.keys[n] in (",", "\u2014") and any(q in (m, untied) for _, o in p.phrase(n + 1, GROUP_SAID_AGAIN)
                                        for _, q in _clause(p, o)):
                return n
    return None


def _joined(p: Parser, before: tuple[tuple[Subject, int, int], ...], b: Subject, k: int, m: int
            ) -> list[tuple[tuple[Subject, ...], Subject]]:
    """Each reading of the people before b (from k to m) and b itself, as a list of them ('A, B and C', 'A or B'):
    none when b may not follow them (`_joinable`); two when a group said with one of two people could be the other's
    too ('the oldest VISA holder, or the youngest person in Ohio': in Ohio too, or any VISA holder?), in the second pass
    of `questions.parse_readings` (in the first such words are refused)."""
    widened: list[tuple[tuple[Subject, ...], Subject]] = []
    if not _joinable(p, before, b, k, m, widened):
        return []
    return [(tuple(s for s, _, _ in before), b), *widened]


def _widened(s: Subject, group: Steps) -> Subject:
    """Person s with the group said after the other person too (its steps of a kind s has none of)."""
    own = {_kind(t) for t in s.pick.steps}
    steps = tuple(t for t in group if _kind(t) not in own)
    return replace(s, pick=replace(s.pick, steps=s.pick.steps + steps))


def _said_after_head(p: Parser, b: Subject, k: int, m: int) -> Steps:
    """The steps of person b (from k to m) said after their head noun: the group that may be the person before's too
    ('the oldest Discover cardholder in Ohio': 'in Ohio', not 'Discover cardholder', which is b's own noun: w18, the
    richest bird owner 'in Ohio' was read as the richest bird owner with a Discover card in Ohio). The shortest reading
    of b with its ranking ending before m whose steps b's begin with is the head; none (empty) when b has no such."""
    heads = [len(h.pick.steps) for h, e in subject(p, k) if e < m and h.pick.keys == b.pick.keys
             and len(h.pick.steps) < len(b.pick.steps) and b.pick.steps[:len(h.pick.steps)] == h.pick.steps]
    return b.pick.steps[min(heads):] if heads else ()


def _parallel_head(p: Parser, s: Subject, start: int, end: int, b: Subject, k: int, m: int) -> Steps:
    """The steps said after the first person's head noun that the second's words, said in parallel, leave off: the same
    ranking (or both said as a superlative before the head), the second with a head of their own ('the oldest dog
    owner in Texas' and 'the oldest cat owner', 'the oldest Discover cardholder in Texas' and 'the oldest Auto insurance
    policyholder', 'the oldest dog owner among Texas residents' and 'the oldest cat owner', 'the oldest person in Texas
    with a dog' and 'the oldest person with a cat'; r55, r56): the steps of a kind the second has none of ('in Texas'),
    all said after the first's head, not in it ('the oldest resident of Texas'). None (empty) when not so: a first
    with no group in its head whose kinds the second's are not ('the oldest person in Ohio or the youngest Maestro
    card holder'), a second with a group set off of their own ('among G', 'between G') or said over everyone, or a
    shorter reading of the second ('or the oldest cat owner' of '... cat owner in Ohio')."""
    if not (b.pick.keys and s.pick.keys and b.pick.steps and not _bare_owner(s)):
        return ()
    if s.pick.keys != b.pick.keys and not all(p.phrase(p.opt(at, "the"), RANK_ADJ) for at in (start, k)):
        return ()  # (other rankings, both said before the head: 'the oldest dog owner in Texas or the youngest cat
        # owner'; not 'the Mastercard holder with the most pets in Texas, or the Maestro cardholder with R')
    if set(b.pick.steps) <= set(s.pick.steps) or set(s.pick.steps) <= set(b.pick.steps):
        return ()  # (one's group the other's and more: the more is the contrast, 'of the dog owners, the richest; of
        # the dog owners in Ohio, the richest', hand-f27; 'the richest of them or the oldest of them with a cat')
    said, theirs = p.keys[start:end], set(p.keys[k:m])
    # (said as 'the R of / among (the) G': G is the person's head, 'the oldest of the dog owners in Texas' and 'the
    # oldest of the cat owners' (r57), or 'the oldest cat owner' (r58); 'among' the second's head so said too, not a
    # group set off of their own)
    first_set_off = _set_off_head(p, start) and (_set_off_head(p, k) or not _people_set_off(p, start))
    head_said = said if first_set_off else said[:next((n for n, w in enumerate(said) if w in W.AMONG_WORDS),
                                                      len(said))]
    if (W.SCOPE_WORDS - W.AMONG_WORDS) & theirs or not _set_off_head(p, k) and (W.AMONG_WORDS | {"between"}) & theirs or \
            m != max(e for _, e in subject(p, k)):
        return ()

    def topic(t: Any) -> object:  # (a place is one topic however said: 'in Ohio', 'in the same state as X')
        attribute = getattr(t, "attribute", None)
        return "place" if attribute in W.PLACES or isinstance(t, StateLeader) else (type(t).__name__, attribute)

    own = {topic(t) for t in b.pick.steps}
    if W.RESIDENT_WORDS & theirs and "place" not in own:  # ('the oldest Texas resident with a dog or the oldest
        # resident with a cat': a resident of no place said points back to the first's, r57)
        return tuple(t for t in s.pick.steps if topic(t) == "place")
    if not first_set_off and (W.RESIDENT_WORDS & set(head_said) or "of" in head_said):
        return ()
    after = _said_after_head(p, s, start, end) or _trailing_steps(p, s, start, end) or ()
    if not after:  # ('the oldest dog owner among Texas residents': the longest head read alone)
        heads = [(e, h.pick.steps) for h, e in subject(p, start) if start < e < end and h.pick.keys == s.pick.keys
                 and h.pick.steps and set(h.pick.steps) < set(s.pick.steps)]
        after = tuple(t for t in s.pick.steps if heads and t not in max(heads, key=lambda h: h[0])[1])
    head = [t for t in s.pick.steps if t not in after]
    extra = tuple(t for t in after if topic(t) not in own)
    if not extra or not (head or own <= {topic(t) for t in s.pick.steps} and len(head_said) == len(said)):
        return ()  # (a head of no group: its group said with it, not set off, 'among people in Ohio, only ...')
    return extra


def _set_off_head(p: Parser, i: int) -> bool:
    """Is the person from i said as 'the R of / among (the) G' ('the oldest of the dog owners', 'the richest one among
    Mastercard holders'): a ranking word, then the group set off?"""
    return any(p.keys[p.opt(e, "one")] in ("of", "among", "amongst") for _, e in p.phrase(p.opt(i, "the"), RANK_ADJ))


def _people_set_off(p: Parser, i: int) -> bool:
    """Is the group set off after the ranking of the person from i said of people of no kind ('the richest among
    people with a cat in Ohio', 'the oldest of those in Texas', 'the richest of the residents of Ohio'): no head of
    its own a second person's could match, so nothing after it is said in parallel."""
    return any(p.keys[p.opt(p.opt(p.opt(e, "one"), "of|among|amongst"), "the|all|all the")] in W.PEOPLE_HEADS | {"those"}
               for _, e in p.phrase(p.opt(i, "the"), RANK_ADJ))


def _trailing_steps(p: Parser, b: Subject, k: int, m: int) -> Steps | None:
    """The steps of person b (from k to m) said after their head noun, as `_said_after_head`, and also where b has no
    reading of their head alone: a ranking's person noun ('the highest earner in the same state as X': every step
    after it) or a group's noun before b's ranking ('the Health insurance policyholder with the highest total bank
    balance', 'the JCB 15 digit cardholder with the most pets in Ohio': the steps after the noun, none and 'in Ohio');
    None when b's head is not found (p25: such a b's group, in their own head noun, is no group the person before can
    share)."""
    if after := _said_after_head(p, b, k, m):
        return after
    j = p.opt(k, "the")
    if any(key in b.pick.keys for key, _ in p.phrase(j, RANK_PERSON)):
        return b.pick.steps
    if any(key in b.pick.keys and e <= m for key, e in ranked_one(p, j)):  # ('the owner of the car with the earliest
        return b.pick.steps  # model year in the state of X', a27z: a person named by what they hold, no group in it)
    starts = [j, *(e for key, e in p.phrase(j, RANK_ADJ) if key in b.pick.keys)]
    heads = [(e, len(steps)) for at in starts for steps, e in group(p, at) if e <= m and steps
             and b.pick.steps[:len(steps)] == steps]
    if not heads:
        return None
    end, head = min(heads)  # (the shortest: 'the dog owner' of 'the dog owner in Ohio with ...', 'in Ohio' after it)
    return b.pick.steps[head:] if p.keys[end - 1] in W.ROLE_HEAD_ENDS else None


def _group_for_both(p: Parser, before: tuple[tuple[Subject, int, int], ...], widened: list | None, at: int,
                    message: str, reading: tuple[tuple[Subject, ...], Subject] | None) -> bool:
    """A group said with one of two people that could be the other's too: refused (`message`), or in the second pass
    of `questions.parse_readings` read both ways (`reading`, the other one's, added to `widened`)."""
    if widened is None or reading is None or len(before) != 1 or not p.both_readings():
        p.refuse(at, message)
        return False
    p.hints.append("give each person their group ('... among residents of ...'), or say 'among everyone'")
    widened.append(reading)
    return True


def _set_off_last(p: Parser, k: int, m: int) -> bool:
    """Do person b's words (k to m) end in a group set off by a comma ('(b) the oldest cat owner, among Missouri
    residents'): said after the list, it may be every person's, whatever closes the person before (r59)?"""
    return any(p.keys[x] == "," and p.keys[x + 1] in W.AMONG_WORDS and
               any(q == m for _, q in group(p, p.opt(p.opt(x + 2, "all"), "the"))) for x in range(k, m - 1))


def _group_closed(p: Parser, end: int, k: int, m: int | None = None) -> bool:
    """Is person b's group (b from k to m, the person before ending at end) b's alone, so that it cannot be the person
    before's too: a semicolon between the two ('A; or B among G', as for a group said first; '(a) A, or (b) B among G'
    is read so, discourse._labels_read_away), or the group set off inside b's words, before b's ranking ('the person,
    among G, who owns R', a18x). ('the youngest Mastercard holder and the resident of Ohio with R' stays refused naming
    both readings, as p12x #3 and k18 judged.)"""
    if m is not None and _set_off_last(p, k, m):
        return False
    return ";" in p.keys[end:k] or p.keys[k - 1] == ")" and p.keys[k - 3] == "(" or \
        any(p.seq(k, "the? person|one|individual , among|amongst"))  # ('(b) B': its label, as ';')


def _untied_end(p: Parser, b: Subject, k: int, m: int) -> int:
    """Where person b (from k to m) ends before a tie rule of their own ('the eldest Mastercard holder; provided that,
    in the event that ...': its words are no group of b's)."""
    return min((e for s, e in subject(p, k) if e <= m and s.pick == b.pick and not s.ties), default=m)


def _pro_head(p: Parser, k: int, m: int) -> int | None:
    """Where person b (from k to m) says 'one' or no noun at all after the ('the richest one in Ohio', 'the youngest in
    Ohio', 'the one with the most cars in Ohio'): the position of 'one', or of the word after the ranking; None when b
    says a noun of their own ('the richest person in Ohio', 'the oldest dog owner in Ohio', 'the oldest among dog
    owners', 'the richest of the residents of Ohio')."""
    if p.keys[k] != "the":
        return None
    at = k + 1
    for _, n in (*p.seq(at, RANK_ADJ), ((), at)):
        if n < m and p.keys[n] == "one":
            return n
        if n > at and n < m and p.keys[n] in W.PRO_HEAD_AFTER:
            return n
    return None


def _back_word(p: Parser, i: int) -> bool:
    """Does a pronoun for people said before start at i ('those', 'these', 'the ones')?"""
    return p.keys[i] in W.GROUP_BACK or p.keys[i:i + 2] == ["the", "ones"]


def _group_said_back(p: Parser, b: Subject, k: int, m: int) -> tuple[int, int] | None:
    """Where person b (from k to m) says their group by a pronoun and places alone ('the richest of those in Ohio',
    'among the ones living in Texas, the one with R', 'of those in the same state as X'): the pronoun's position
    ('those', or 'the' of 'the ones') and the group's end; None when b's group says a noun or a condition of its own
    ('among those sharing the diagnosis of X', 'those with a dog in Ohio'). A condition after the place ('of those in
    Ohio with at least two pets', 'those in Ohio who own a dog') leaves the pronoun and the place said first: read so
    too (the condition narrows the people said back, or everyone there: r26 F5)."""
    if not b.pick.steps or not place_steps(b.pick.steps):
        return None
    for g in range(k, m):
        if _back_word(p, g):
            parsed = [(set(steps), e) for steps, e in group(p, g) if e <= m and steps]
            if any(steps == set(b.pick.steps) for steps, _ in parsed) and \
                    any(steps <= set(b.pick.steps) and place_steps(tuple(steps)) == steps for steps, _ in parsed):
                return g, max(e for steps, e in parsed if steps == set(b.pick.steps))
    return None


def _back_to_noun(p: Parser, before: tuple[tuple[Subject, int, int], ...], b: Subject, k: int, m: int) -> bool:
    """'Of the cat owners in Texas, take the richest; of those in Ohio, take the richest' (r25 F3), 'the richest cat
    owner in Texas, or the richest of those in Ohio': a second person's group said by 'those' / 'the ones' and a place
    alone, after a person whose group has a noun or a condition (cat owners, Discover cardholders) and a place of its
    own, may be that noun's people in the new place (the cat owners in Ohio: one place set against another) or
    everyone there; refused naming both. Read as everyone there after a group with no place ('the richest among JCB
    cardholders, or the richest among those residing in the same state as X', a22x: 'those residing ...' says its
    people), and when the person before says their group by a pronoun too ('among those living in ..., or ... among
    those sharing ...': each 'those' is a group of its own)."""
    said_back = _group_said_back(p, b, k, m)
    if said_back is None:
        return True
    g, e = said_back
    # (said first, 'A: among dog owners, S1; B: among those in Ohio, S2' (r27 F5), as a set-up: the first group's noun
    # may be kept with no place of its own, as discourse._group_back refuses in the set-up layouts)
    first = p.keys[p.opt(k, ",")] in W.GROUP_FIRST_WORDS
    for s, start, end in before:
        kinds = [t for t in s.pick.steps if t not in b.pick.steps and not place_steps((t,)) and not isinstance(t, OwnerOf)]
        if kinds and (first or place_steps(s.pick.steps)) and not any(_back_word(p, x) for x in range(start, end)):
            back = p.text[p.tokens[g].pos:p.tokens[e].pos].strip().rstrip(",")
            alone = p.text[p.tokens[start].pos:p.tokens[end].pos].strip().rstrip(",;")
            p.refuse(g, f"ambiguous: '{back}' could keep the noun of '{alone}' (the same kind of people, in that "
                        f"place) or mean everyone there; say the second group in full, its noun again")
            return False
    return True


def _topics_first(p: Parser, i: int) -> list[tuple[Steps, int]]:
    """A topic said first and set off by a comma, at i ('People who has same medical condition as X, ...', 'In Ohio,
    ...'): its steps and where the words after the comma start."""
    topics = [(steps, k) for (steps,), k in p.seq(i, group, ",") if p.keys[p.opt(i, "the")] in W.PLURAL_HEADS]
    return topics + [((step,), k) for (step,), k in p.seq(i, "in|within", where, ",")]


def _topic_said_first(p: Parser, start: int, end: int) -> int | None:
    """Where a person's words (start to end) open with a topic set off by a comma at the sentence's start, as
    `_subject` reads one (`_topics_first`: 'In Alaska, the richest person', 'People who own a dog, the oldest one'): the
    comma's position; None when they do not."""
    if start != 0 and p.keys[start - 1] not in (".", ";", ":"):
        return None
    return min((k - 1 for _, k in _topics_first(p, start) if k < end), default=None)


def _joinable(p: Parser, before: tuple[tuple[Subject, int, int], ...], b: Subject, k: int, m: int,
              widened: list | None = None) -> bool:
    """May person b (from k to m) follow the people before it in a list ('A, B and C', 'A or B')? Not when b is a
    plain anchor person and the person just before ends in a group's anchor: 'the richest resident of the same state
    as the owner of pet X and the owner of pet Y' could join Y to X (the state of both); refused, naming both readings.
    (A group after the last person that could be for all of them: `questions`, `_unscoped`.) A group said with one of
    two people that could be the other's too is refused, or (`_joined`, second pass) read both ways into `widened`."""
    a, _, j = before[-1]
    if not _back_to_noun(p, before, b, k, m):
        return False
    if (pro := _pro_head(p, k, m)) is not None and not W.AMONG_WORDS & set(p.keys[pro:m]):
        # (not b with a group of their own said by 'among': 'the one with the fewest pets among residents of X', x20)
        for s, start, end in before:
            # 'the richest cat owner in Texas or the richest one in Ohio' (r25 F2: read as the richest PERSON in Ohio):
            # 'one', or a ranking with no noun, stands for the person before's noun, which may carry a group of its own
            # ('cat owner': the richest cat owner in Ohio) or only 'person'; refused naming both
            if not _bare_owner(s) and _pro_head(p, start, end) is None and [
                    t for t in s.pick.steps
                    if t not in b.pick.steps and not place_steps((t,)) and not isinstance(t, (SameAs, OwnerOf))]:
                pro_said = p.text[p.tokens[k].pos:p.tokens[m].pos].strip().rstrip(",")
                alone = p.text[p.tokens[start].pos:p.tokens[end].pos].strip().rstrip(",")
                p.refuse(pro, f"ambiguous: '{pro_said}' could stand for the same kind of person as '{alone}' (its noun and "
                              f"what it says) or for any person; say the noun ('the ... person ...' or the first "
                              f"one's noun again)")
                return False
    for s, start, end in before:
        # a group said first for a person ('Who has more pets, among residents of Ohio, the richest person, or the
        # oldest dog owner?'): said before the list, it could be for every person after it too, unless b has a group
        # of their own, or a semicolon or b's label closes the person before ('...: among G, whoever R (T); and B',
        # '(a) among G, A, or (b) B')
        if p.phrase(p.opt(start, ","), SET_OFF_AMONG) and ";" not in p.keys[end:k] \
                and p.keys[k - 1] != ")" and not _own_group(p, b, k, b_end := _untied_end(p, b, k, m)):
            said = next((p.text[p.tokens[start].pos:p.tokens[g].pos].strip(" ,") for _, g in
                         p.seq(start, ",?", SET_OFF_AMONG, group) if g <= end and p.keys[g] == ","), None)
            if said is not None:
                last = p.text[p.tokens[k].pos:p.tokens[b_end].pos].strip(" ,")
                first = said[:1].upper() + said[1:]
                p.refuse(m, f"ambiguous: '{said}', said before the first person, could be for '{last}' too; give each "
                            f"person their group ('... among residents of ...'), or say it once first ('{first}, who "
                            f"...?')")
                return False
        if (topic := _topic_said_first(p, start, end)) is not None and ";" not in p.keys[end:k] and \
                p.keys[k - 1] != ")" and not (p.keys[start] in ("in", "within") and place_steps(b.pick.steps)) and \
                not W.EVERYONE_WORDS & set(p.keys[k:m]):
            # 'In Alaska, the richest person and the oldest person with a cat: who has more vehicles?' (r52 F1: read
            # with Alaska the first's only), 'In Ohio, the oldest person or the owner of pet X': a topic said first, as
            # a sentence's frame, could be every person's after it; b's own place alone sets theirs
            said = p.text[p.tokens[start].pos:p.tokens[topic].pos].strip(" ,")
            last = p.text[p.tokens[k].pos:p.tokens[_untied_end(p, b, k, m) if b.ties else m].pos].strip(" ,")
            alone = p.text[p.tokens[topic + 1].pos:p.tokens[end].pos].strip(" ,")
            among = "" if p.keys[start] in ("in", "within") else "among "
            p.refuse(m, f"ambiguous: a group said first, before two people listed ('{said}'), could be for the first "
                        f"person only or for '{last}' too; give each person their group in their own words ('{alone} "
                        f"{among}{said[:1].lower() + said[1:]} and ...')")
            return False
    untied = _untied_end(p, b, k, m) if b.pick.keys else m
    if b.pick.keys and (cut := _trailing_group(p, k, m, untied)) is not None:
        # 'the richest resident of Ohio or the oldest resident of Texas, among dog owners': a group after the second
        # person's own could narrow both people's (a person's own group does not keep out another said after it)
        for s, start, end in before:
            if s.pick.keys and _trailing_group(p, start, end) is None:
                alone = p.text[p.tokens[start].pos:p.tokens[end].pos].strip().rstrip(",")
                last = p.text[p.tokens[k].pos:p.tokens[cut].pos].strip().rstrip(",")
                said = p.text[p.tokens[cut].pos:p.tokens[untied if p.keys[cut + 1] in _LEAVES_OUT else m].pos]
                said = said.strip().lstrip(",-\u2013\u2014 ")
                p.refuse(m, f"ambiguous: '{said}' could be for '{last}' only or for '{alone}' too; give each person "
                            f"their group ('... among ...' after each), or put it first ('Among ..., who ...')")
                return False
    if _bare_owner(b) and not _bare_owner(a) and j in p.anchors:
        p.refuse(k, f"ambiguous: '{p.text[p.tokens[p.anchors[j]].pos:p.tokens[m].pos].strip()}' could be two anchors "
                    f"of one group or the group's anchor and another person; name that person first, or put the "
                    f"group's person last")
        return False
    group_first = p.keys[p.opt(k, ",")] in W.GROUP_FIRST_WORDS  # ('..., or, among G, the one with R')
    if b.pick.steps and not _bare_owner(b) and not group_first:
        for s, start, end in before:
            # (not a person closed by a tie rule of their own, '(ties: the oldest)': a group after the next person
            # does not reach back over it)
            # (not b's group said after a head of no group, 'the oldest VISA holder, or the oldest person in Ohio',
            # 'or the highest earner among residents of X': the person before is ranked in a group of their own, and
            # b's words have their own head; a careful reader does not give the first both groups, x24; not when the
            # first's group too is said after a head of no group, 'the richest person with a dog or the oldest person
            # in Texas', which stays read both ways)
            # (nor a b whose every step is in their own head noun, 'or the Health insurance policyholder with the
            # highest total bank balance': no group trails b's ranking for the person before to share, p25)
            trailing = _trailing_steps(p, b, k, m)
            if (s.pick.steps and not _bare_owner(s) and not _own_group(p, s, start, end) and not s.ties
                    and not _relative_own(p, b, k, m)
                    and {_kind(t) for t in b.pick.steps} - {_kind(t) for t in s.pick.steps}
                    and not _group_closed(p, end, k, m) and trailing != ()
                    and (trailing is None or len(trailing) < len(b.pick.steps)
                         or len(_said_after_head(p, s, start, end)) == len(s.pick.steps))):
                # 'the richest dog owner and the oldest cat owner in Ohio': in Ohio too, or any dog owner?
                alone = p.text[p.tokens[start].pos:p.tokens[end].pos].strip().rstrip(",")
                last = p.text[p.tokens[k].pos:p.tokens[m].pos].strip()
                return _group_for_both(p, before, widened, m, f"ambiguous: the group in '{last}' could be for "
                                       f"'{alone}' too; give each person their group ('... among residents of ...')",
                                       ((_widened(s, trailing),), b) if s.pick.keys and trailing else None)
            if (left_off := _parallel_head(p, s, start, end, b, k, m)) and not _group_closed(p, end, k):
                # the mirror, b with a group of their own said as s's head is: 'the oldest dog owner in Texas or the
                # oldest cat owner' (r55: read with Texas the first's only; a careful reader may take the oldest cat
                # owner in Texas too, as in 'the tallest boy in the class or the tallest girl'): read both ways,
                # answered only when they agree
                alone = p.text[p.tokens[start].pos:p.tokens[end].pos].strip().rstrip(",")
                last = p.text[p.tokens[k].pos:p.tokens[m].pos].strip()
                return _group_for_both(p, before, widened, m, f"ambiguous: what is said after the head of '{alone}' "
                                       f"could be for '{last}' too; give each person their group ('... among "
                                       f"residents of ...'), or say '{last} among everyone'",
                                       ((s,), replace(b, pick=replace(b.pick, steps=b.pick.steps + left_off))))
            if _set_off_head(p, start) and not _group_closed(p, end, k) and \
                    (left_off := _parallel_head(p, b, k, m, s, start, end)):
                # ... and said after the second of two said as 'the R among G' ('the richest among Mastercard holders
                # or the richest among Discover cardholders in Texas', r57), or of a first alone said so ('the richest
                # of the dog owners or the richest cat owner in Ohio', r58): Texas the second's only, or both's
                alone = p.text[p.tokens[start].pos:p.tokens[end].pos].strip().rstrip(",")
                last = p.text[p.tokens[k].pos:p.tokens[m].pos].strip()
                return _group_for_both(p, before, widened, m, f"ambiguous: what is said after the group of '{last}' "
                                       f"could be for '{alone}' too; give each person their group ('... among "
                                       f"residents of ...')",
                                       ((replace(s, pick=replace(s.pick, steps=s.pick.steps + left_off)),), b))
            if s.pick.keys and not s.pick.steps:
                if W.SCOPE_WORDS & set(p.keys[start:end]):
                    p.everyone_said = True
                    continue
                alone = p.text[p.tokens[start].pos:p.tokens[end].pos].strip().rstrip(",")
                last = p.text[p.tokens[k].pos:p.tokens[m].pos].strip()
                return _group_for_both(p, before, widened, m, f"ambiguous: the group in '{last}' could be for "
                                       f"'{alone}' too, or '{alone}' could rank everyone; give each person their group "
                                       f"('... among residents of ...'), or say '{alone} among everyone'",
                                       None)  # (the reading over everyone is `_unscoped`'s to refuse: not read)
    elif b.pick.keys and not group_first and any(s.pick.steps and not _bare_owner(s) for s, _, _ in before):
        # the mirror: 'the richest person in Texas or the oldest person' (the oldest in Texas too, or of everyone?);
        # not a person whose group is said first, set off by commas ('..., or, between G, the one with R', a18y): the
        # group right before 'the one' is theirs
        if W.SCOPE_WORDS & set(p.keys[k:m]):
            p.everyone_said = True
            return True
        if m < max(end for _, end in subject(p, k)):  # a shorter reading of a person given a group: not this one
            return False
        alone = p.text[p.tokens[k].pos:p.tokens[m].pos].strip().rstrip(",")
        p.refuse(m, f"ambiguous: '{alone}' could be among the same people as the person before, or among everyone; "
                    f"give each person their group ('... among residents of ...'), or say '{alone} among everyone'")
        return False
    return True


def _and_pair(p: Parser, i: int) -> Iterator[tuple[tuple[Subject, Subject], int]]:
    return _subject_pair(p, i, "and|&")


def _plus_pair(p: Parser, i: int) -> Iterator[tuple[tuple[Subject, Subject], int]]:
    return _subject_pair(p, i, "+")


def _pair_after_two(p: Parser, i: int) -> Iterator[tuple[tuple[Subject, Subject], int]]:
    """'A and B' after 'between / of the two' said bare (no noun, no mark): only when A starts with a determiner, a
    quoted value or a person named ('between the two the owner of ...' is rare, but read). 'Between the two richest
    resident of Ohio and the oldest resident of Texas, who ...' is the two richest (a learner's singular after a
    number, as 'the total bank balance of the two oldest person' is read), never 'the two: (the) richest resident of
    Ohio, and ...' (w21)."""
    if p.keys[i - 1] == "two" and p.keys[i] not in W.DETERMINERS_BARE and p.tokens[i].kind != STRING and \
            not any(True for _ in anchor(p, i)):  # (a person named there: 'between the two user 'x' and ...', r2)
        said = p.text[p.tokens[i - 2].pos:p.tokens[min(i + 1, len(p.tokens) - 1)].pos].strip()
        p.refuse(i, f"not supported: '{said} ...' names two people (the first two by a ranking), where each person "
                    f"compared is one: say 'between A and B' with one person each (e.g. 'the richest resident of ...')")
        return
    yield from _and_pair(p, i)


def _announced_pair(p: Parser, i: int, joiner: str | Phrases[None] = "and|&", summed: bool = False
                    ) -> Iterator[tuple[tuple[Subject, Subject], int]]:
    """'two persons: A and B', 'these two: A or B' (only with the two announced: `_subject_pair` reads the rest);
    `summed`: the two's values added up ('these 2 people combined: A, and B')."""
    for _, j in p.phrase(i, PAIR_SAID):
        # ('of two people taken together: A, and B', '... of two people for me: A, and B'; a sum's 'of these 2 people
        # combined: A, and B', a27z)
        said = p.opt(p.opt(p.opt(p.opt(j, "taken"), "together"), "combined" if summed else "together"), "for me|us")
        # ('Add up the bank balances of two people and report the total: first, A; second, B.', a24x)
        # ('the combined total of the bank balances of two persons, namely A and B', a35f)
        for _, k in (*p.seq(said, ":|—"), *p.seq(said, PAIR_SUM_REPORTED, ":|—"), *p.phrase(said, PAIR_SETUP_NAMELY)):
            yield from _subject_pair(p, k, joiner)
            if p.keys[k] in ("firstly", "first"):  # ('... of two people: firstly, A; secondly, B', a19y)
                yield from _labelled_pair(p, k)


_FIRST_LABEL = ("( a|1|i )", "a|1|i )", "person|individual a|1|one :?", "the first person|one|individual? :|,|—",
                "on one side ,|:|—", "first|firstly ,|:|—")  # ('On one side, S1; on the other, S2.', a17x; 'first, S1;
_SECOND_LABEL = ("( b|2|ii )", "b|2|ii )", "person|individual b|2|two :?", "the second person|one|individual? :|,|—",  # second,
                 "on the other side? ,|:|—", "second|secondly ,|:|—")  # S2'; 'firstly, S1; secondly, S2', a19y)


@rule
def _labelled_pair(p: Parser, i: int) -> Iterator[tuple[tuple[Subject, Subject], int]]:
    """Two people listed with labels: '(a) A; (b) B', 'a) A, or b) B', 'Person 1: A. Person 2: B', 'the first: A; the
    second: B' (each label said, in order)."""
    for first, second in zip(_FIRST_LABEL, _SECOND_LABEL):
        for _, j in p.seq(i, first):
            for a, k in subject(p, j):
                after = p.opt(p.opt(k, ";|,|.|—"), "and|or|with|vs|versus")
                after = p.opt(after, ",") if after > k and p.keys[after - 1] in ("and", "or") else after  # (', and, second,
                # B', a35f)
                # ('(2)' after a ';' or a '.' was read as a list number and dropped: tokens._numbered)
                starts = [m for _, m in p.seq(after, second)] + ([after] if p.keys[after - 1] in (";", ".") and
                                                                   first.startswith("(") else [])
                for m in starts:
                    for b, n in subject(p, m):
                        for (a1,), b1 in _joined(p, ((a, j, k),), b, m, n):
                            yield (a1, b1), n


_ROMAN = ("i", "ii", "iii", "iv", "v", "vi")


def _label(p: Parser, i: int, n: int) -> list[int]:
    """Where the n-th item (from 1) of a labelled list starts after its label: '(1)', '1)', '1.', '(a)', 'b)', '(ii)',
    'Person 2:'."""
    out = [i] if n > 1 and p.keys[i - 1] in (";", ".") else []  # ('(2)' after ';' or '.': dropped by tokens._numbered)
    for mark in (str(n), "abcdef"[n - 1], _ROMAN[n - 1]) if n <= 6 else ():
        for pattern in ("(", ""):
            at = p.opt(i, pattern) if pattern else i
            if at == i and pattern:
                continue
            if p.keys[at] == mark or (p.tokens[at].kind == NUMBER and p.tokens[at].text == mark):
                for close in (")", "."):
                    if p.keys[at + 1] == close and (pattern != "(" or close == ")"):
                        out.append(at + 2)
    for _, j in p.seq(i, "person|individual"):
        if p.keys[j] in (str(n), "abcdef"[n - 1]) or (n == 1 and p.keys[j] == "one") or (n == 2 and p.keys[j] == "two"):
            out.append(p.opt(j + 1, ":"))
    return out


@rule
def _labelled_list(p: Parser, i: int) -> Iterator[tuple[tuple[Subject, ...], int]]:
    """Two or more people listed with labels in order: '(1) A; (2) B; (3) C', 'a) A, b) B', '1. A 2. B'."""
    items: list[tuple[tuple[Subject, ...], int]] = [((), i)]
    for n in range(1, 7):
        grown = []
        for people, at in items:
            start = at if n == 1 else p.opt(p.opt(at, ";|,|.|—"), "and|plus|&")
            for j in _label(p, start, n):
                for s, k in subject(p, j):
                    grown.append(((*people, s), k))
        if not grown:
            break
        for people, k in grown if n >= 2 else ():
            yield people, k
        items = grown


_DEFINED = ("let", "define", "call", "name", "denote")


def _defined_names(p: Parser) -> list[tuple[str, int]]:
    """Names given to people before the question ('Let P1 be ..., and P2 be ...'), where each is said: a short word
    or a letter and digits after 'let' (or ', and'), before 'be'; or 'define X as'."""
    out = []
    for n in range(1, len(p.tokens) - 1):
        name = p.keys[n]
        if name is None or p.tokens[n].kind != WORD:
            continue
        # the words around first, the name's shape last: no regex compiled in a process whose question names no one
        # ('the same state as A' has a word before 'as', but not 'define')
        said = (p.keys[n + 1] == "be" and p.keys[n - 1] in ("let", "and", ",", ";")
                or p.keys[n + 1] == "as" and p.keys[n - 1] == "define")
        if said and re.fullmatch(r"[a-z]{1,2}[0-9]?|[a-z]+ ?[0-9]", name):
            out.append((name, n))
    return out


def definitions(p: Parser) -> Iterator[int]:
    """'Let P1 be A, and P2 be B.' / 'Define X as A; define Y as B:' before the question: where the question starts,
    with `p.defined` holding the two people (set only when the definitions read one way)."""
    names = _defined_names(p)
    if len(names) != 2 or names[0][0] == names[1][0]:
        return
    (x, at_x), (y, at_y) = names
    found = []
    for a, j in subject(p, at_x + 2):
        k = p.opt(p.opt(p.opt(j, ",|;"), "and"), "let|define")
        if k == at_y:
            for b, m in subject(p, at_y + 2):
                if p.keys[m] in (".", ";", ":", "—", "?") or p.keys[m] == "," and p.keys[m + 1] in ("then", "now"):
                    found.append((a, b, m + 1))
    # the definitions open the question (after an aside at most: 'Now, let ...'): words before them are not skipped ('In
    # Texas, let P1 be the richest person ...' dropped 'In Texas', q12w #10)
    opened = at_x - 1 == 0 or any(p.opt(k, ",|:|—") == at_x - 1 for _, k in p.phrase(0, LEAD_ASIDE))
    if p.keys[at_x - 1] not in ("let", "define") or not opened or len({(a, b) for a, b, _ in found}) != 1:
        if len(found) > 1:
            p.refuse(at_x, "the people defined before the question can be read in several ways: define each in its own "
                           "sentence")
        return
    a, b, end = found[0]
    p.defined = {x: a, y: b}
    p.memo.clear()  # (no reading made before the names were known is kept)
    yield from dict.fromkeys(e for _, _, e in found)


def _or_pair(p: Parser, i: int) -> Iterator[tuple[tuple[Subject, Subject], int]]:
    return _subject_pair(p, i, VERSUS)


@rule
def top_subject(p: Parser, i: int) -> Iterator[tuple[Subject, int]]:
    """Several people: 'the 3 people with the most insurance policies among <group>', 'the 2 richest people among ...'.
    A person left out of them ('the 3 richest residents of Texas, not counting X') could be left out of the people
    the top is taken from (the 3 richest of everyone else) or out of the top itself (the 3 richest, X then dropped):
    both read, as a top N said in a group is (`group`), answered when they agree (w19 on s19's OtherThan)."""
    for s, j in _top_subject(p, i):
        yield s, j
        left = tuple(t for t in s.pick.steps if isinstance(t, OtherThan))
        if left and s.pick.top > 1 and len(s.pick.keys) == 1:
            kept = tuple(t for t in s.pick.steps if not isinstance(t, OtherThan))
            yield Subject(replace(s.pick, steps=(*kept, TopN(s.pick.top, s.pick.keys[0]), *left)), s.ties), j


def _top_subject(p: Parser, i: int) -> Iterator[tuple[Subject, int]]:
    # ('the 2 people with the most pets'; the number bare before its ranking, 'take the 2 with the smallest total bank
    # balances', a31x: several people, never one)
    for (n,), j in [*p.seq(i, "the", _positive, PEOPLE), *(((n,), j) for (n,), j in p.seq(i, "the", _positive) if n > 1)]:
        if n >= 1:
            for key, k in rank_mod(p, j):
                yield from _subject_rest(p, k, (key,), n)
                yield Subject(Pick((), (key,), n), ()), k  # the ten people who own the most vehicles (of everyone)
                for steps, m in clause(p, k):  # the two people with the most vehicles in the same state as X
                    if steps and place_steps(steps) == set(steps):  # (a place only: 'who own a dog' could narrow the top)
                        yield Subject(Pick(steps, (key,), n), ()), m
    # the 4 people among G who have the most vehicles (a plural verb: not the group's anchor person)
    for (n, steps), j in p.seq(i, "the", _positive, PEOPLE, ",? among|amongst|of|from all? the?", group, ",? who|that"):
        if not _singular_verb(p, j):
            for key, k in rank_verb(p, j):
                yield Subject(Pick(steps, (key,), n), ()), k
    for (n, key), j in p.seq(i, "the", _positive, RANK_ADJ, PEOPLE):
        if n >= 1:
            yield from _subject_rest(p, _by_birth(p, j, key), (key,), n)
            if (by := _by_birth(p, j, key)) > j:  # the 3 richest people by total bank balance (of everyone)
                yield Subject(Pick((), (key,), n), ()), by
                for (step,), k in p.seq(by, "in|from|within|of", where):  # the two poorest people (by total bank
                    yield Subject(Pick((step,), (key,), n), ()), k  # balance) in the state where X lives (a27x)
                for steps, k in clause(p, by):  # 'the 4 wealthiest people, by total bank balance, living in the same
                    if steps and place_steps(steps) == set(steps):  # state as X' (a28x): a place only, as after 'the two
                        yield Subject(Pick(steps, (key,), n), ()), k  # people with the most X' (_top_subject)
            for _, k in p.phrase(_by_birth(p, j, key), EVERYONE):  # the 3 richest people overall
                yield Subject(Pick((), (key,), n), ()), k
    for (key, n), j in p.seq(i, "the", RANK_ADJ, _positive):  # the richest 3 people (by total bank balance) (among G)
        for _, k in p.phrase(j, PEOPLE):
            yield from _subject_rest(p, _by_birth(p, k, key), (key,), n)
            for _, m in p.phrase(_by_birth(p, k, key), EVERYONE):
                yield Subject(Pick((), (key,), n), ()), m
            if _by_birth(p, k, key) > k:
                yield Subject(Pick((), (key,), n), ()), _by_birth(p, k, key)
        for steps, k in group(p, j):  # the richest 3 people, the richest 3 residents of X
            if not _top_group_joined(p, j, k):
                yield Subject(Pick(steps, (key,), n), ()), k
    for (n, key), j in p.seq(i, "the", _positive, RANK_ADJ):  # the 3 oldest residents of the same state as X
        for steps, k in group(p, j):
            if not _top_group_joined(p, j, k):
                yield Subject(Pick(steps, (key,), n), ()), k
    if p.keys[p.opt(i, "the")] == "top":  # the top three residents of Idaho by total bank balance (among G)
        for steps, k in group(p, i):
            top = steps[-1] if steps else None
            if isinstance(top, TopN) and not any(isinstance(t, (TopN, StateLeader)) for t in steps[:-1]):
                yield Subject(Pick(steps[:-1], (top.key,), top.n), ()), k
    # the three residents of the same state as X who hold the most credit cards (a plural verb: not the anchor's)
    for (n, steps), j in p.seq(i, "the", _positive, group, ",? who|that"):
        if steps and not _singular_verb(p, j) and not any(isinstance(t, (TopN, StateLeader)) for t in steps):
            for key, k in rank_verb(p, j):
                yield Subject(Pick(steps, (key,), n), ()), k


def resolve_subjects(p: Parser, subjects: list[Subject], readings: list[list[Pick]] | None = None) -> list[Pick] | None:
    """Each subject's own tie-breakers applied ('the same tiebreaker' = the previous subject's). A tie rule after the
    second of two people ranked alike could be for that person only or for both: refused, or, given `readings`, in the
    second pass of `questions.parse_readings` both readings put there (and None returned)."""
    for d in (s for s in subjects if s.defines):
        # 'the insurance leader (most policies; ties: X) of A, or the insurance leader of B': the noun's definition,
        # its tie rule, holds for each use of the noun; another person ranked alike without the noun could take it or not
        for s in subjects:
            if s is d or not s.pick.keys:
                continue
            if s.ties and s.noun == d.noun and not s.defines:
                p.refuse(s.ties[0].at, f"'{' '.join(w or '' for w in d.noun)}' is defined with a tie rule, and another "
                                       "is said for one use of it: say one")
                return None
            if s.ties:
                continue
            if (s.noun and s.noun != d.noun) or (s.noun != d.noun and s.pick.keys[0] == d.pick.keys[0]):
                # (another such noun: 'the pet champion' after '(most policies, equal: richer)' could take the rule as
                # champions' too, g10; or the same ranking said otherwise. A person ranked otherwise and said without
                # such a noun, 'the highest-salary resident', is not what the definition defines)
                p.refuse(d.ties[0].at, f"the tie rule defining '{' '.join(w or '' for w in d.noun)}' could hold for the "
                                       "other person too, or not: say it after the question for both, or give each one's")
                return None
        subjects = [replace(s, ties=d.ties) if s is not d and not s.ties and s.noun == d.noun and s.pick.keys and
                    s.pick.keys[0] == d.pick.keys[0] else s for s in subjects]
        break
    if len(subjects) >= 2 and any(t.each for s in subjects[:-1] for t in s.ties):
        # 'A, each tie going to the oldest, or B': for A's ties only, or for both people's?
        at = next(t.at for s in subjects[:-1] for t in s.ties if t.each)
        p.refuse(at, "a tie rule said for each person ('each', 'both', 'in both cases') after the first person could be "
                     "for that person only or for both: give it after both people, or after each")
        return None
    if len(subjects) > 2 and any(t.each for t in subjects[-1].ties):
        # 'A, B and C (ties to the oldest in both cases)': 'both' of three does not say which two, and a rule for each
        # said with the last could be theirs or everyone's (r27 F3)
        p.refuse(next(t.at for t in subjects[-1].ties if t.each),
                 f"a tie rule said for each ('each', 'both', 'in both cases') after the last of {len(subjects)} people "
                 "could be for that person only, for some or for all: say it after the question ('in each case, ...'), "
                 "or give each person's")
        return None
    if len(subjects) == 2 and subjects[1].ties and not subjects[0].ties and all(t.each for t in subjects[1].ties):
        # '(break ties by X in both cases)' after the second person: said for each
        # (only to a person ranked: 'the owner of pet X' has no ranking to break, and taking the rule would rank a
        # shared pet name's owners instead of asking which one is meant)
        subjects = [Subject(subjects[0].pick, tuple(replace(t, each=False) for t in subjects[1].ties)
                            if subjects[0].pick.keys else ()),
                    Subject(subjects[1].pick, tuple(replace(t, each=False) for t in subjects[1].ties))]
    if len(subjects) == 2 and subjects[1].ties and not subjects[0].ties and subjects[0].pick.keys == subjects[1].pick.keys:
        refused = len(p.refusals)
        found = [_own_ties(p, subjects), _own_ties(p, [replace(subjects[0], ties=subjects[1].ties), subjects[1]])] if (
            readings is not None and p.both_readings()) else []
        if found and readings is not None and all(picks is not None for picks in found):
            p.hints.append("give the tie rule after each person ('using the same tiebreaker') or after the question")
            readings.extend(picks for picks in found if picks is not None)
            return None
        del p.refusals[refused:]
        p.refuse(subjects[1].ties[0].at, "the tiebreaker after the second person could be for that person only or for "
                                         "both: give it after each ('using the same tiebreaker') or after the question")
        return None
    return _own_ties(p, subjects)


def _subject_readings(p: Parser, subjects: list[Subject]) -> list[list[Pick]]:
    """The subjects' picks, one list per reading: the one reading `resolve_subjects` settles on, else each it left open
    (a group said with the second of two people: theirs only, or both people's)."""
    readings: list[list[Pick]] = []
    picks = resolve_subjects(p, subjects, readings)
    return [picks] if picks is not None else readings


def _own_ties(p: Parser, subjects: list[Subject]) -> list[Pick] | None:
    """Each subject's picks with its own tie-breakers (`resolve_subjects`)."""
    out: list[Pick] = []
    previous: tuple[Key, ...] = ()
    pair = sum(1 for s in subjects if s.pick.keys) >= 2
    if any(_one_record_both(p, t, [s.pick for s in subjects]) for s in subjects for t in s.ties):
        return None
    for s in subjects:
        pick = apply_ties(p, s.pick, s.ties, previous, pair)
        if pick is None:
            return None
        previous = pick.keys[len(s.pick.keys):]
        out.append(pick)
    return out


def _ranking_ordinal(p: Parser, t: Tie) -> bool:
    """Is a rule for one of the two compared said with an ordinal before a ranking noun ('The second ranking's ties go to
    X', 'The first search is tie-broken by Y', r26 F4), not a person ('the second person's', 'for the first')?"""
    said = p.keys[t.at:t.at + 3]
    return len(said) == 3 and said[0] == "the" and said[1] in W.ONLY_TIE_ORDINALS and (
        (said[2] or "").removesuffix("'s") in _RANKING_NOUNS)


def picks_tied(p: Parser, picks: list[Pick], found: tuple[Tie, ...]) -> list[Pick] | None:
    """Question-level tie sentences over several subjects: each goes to the subjects whose ranking it names."""
    for t in found:
        if t.between or t.key is None:
            p.refuse(t.at, "that tie sentence refers to no tie in this question")
            return None
        if t.each and len(picks) == 2 and sum(1 for pk in picks if pk.keys) == 1 and p.phrase(t.at, BOTH_TIES):
            # 'Who has more pets: the owner of pet 'Donna' or the person with the most cars in Ohio? Both ties go to the
            # oldest.' (r26 F2): with one of the two ranked, the two ties are that ranking's and the two compared's
            said = p.said(t.at, _rule_end(p, t.at, len(p.tokens)))
            p.refuse(t.at, f"ambiguous: {said!r} names two ties, but only one of the two compared is ranked: it could be "
                           "that ranking's tie and the tie between the two, or that ranking's alone: say 'if tied for "
                           "<ranking>, ...' and 'if the two are tied, ...'")
            return None
        if t.only is not None and _ranking_ordinal(p, t) and any(
                isinstance(s, (StateLeader, TopN)) for pk in picks for s in pk.steps):
            # 'Who has more pets: the owner of pet 'Donna' or the person with the most cars among the people with the
            # highest total bank balance in their state? The second ranking's ties go to the oldest.' (r26 F4): the
            # ordinal could count the rankings said (the second: each state's), not the two compared
            said = p.said(t.at, _rule_end(p, t.at, len(p.tokens)))
            p.refuse(t.at, f"ambiguous: {said!r} could count the two people compared or the rankings said (one is "
                           "ranked inside a group ranked first): say 'the first person's' / 'the second person's'")
            return None
        ranked = sum(1 for pk in picks if pk.keys)
        rule = p.keys[t.at:_rule_end(p, t.at, len(p.tokens))]
        if t.each and ranked > 2 and (W.TIE_OF_TWO & set(rule) or any(
                a == "two" and b in W.TIE_TWO_NOUNS for a, b in zip(rule, rule[1:]))):
            # 'the combined bank balance of the person with the most cars in Ohio, ... in Texas and ... in Florida?
            # Both ties go to the oldest.' (r27 F3): 'both' names two of the rankings, and which two is not said
            said = p.said(t.at, _rule_end(p, t.at, len(p.tokens)))
            p.refuse(t.at, f"ambiguous: {said!r} is said of two, but {ranked} people are ranked: it could be any two of "
                           "them, or all: say 'in each case' for every ranking, or give each person's rule")
            return None
        of_two = next((k for k in p.keys[t.at:t.at + 4] if k in W.ONLY_TIE_OF_TWO), None)
        if t.only is not None and len(picks) > 2 and of_two is not None:
            p.refuse(t.at, f"ambiguous: 'the {of_two.removesuffix(chr(39) + 's')}' names one of two, but {len(picks)} "
                           f"people are listed: it could be the {('first', 'second')[t.only]} or the "
                           f"{('one before the last', 'last')[t.only]}: say which ranking's ties it breaks")
            return None
        if (shared := _shared_head(p, t)) is not None and \
                any(pk.keys and pk.keys[-1].measure in shared[1] and pk.keys[-1].measure != t.target for pk in picks):
            # 'Who is older: the person with the most bank accounts in X, or the one with the most internet accounts in
            # Y? If several people share the most accounts, T.' (a37s): the head said back is either ranking's (or both)
            said = p.said(t.at, _rule_end(p, t.at, len(p.tokens)))
            p.refuse(t.at, f"ambiguous: {shared[0]!r} in {said!r} could be "
                           f"{' or '.join(k.value.replace('_', ' ') for k in shared[1])}, and people are ranked by each: "
                           "say which ('the most internet accounts')")
            return None
        if _one_record_both(p, t, picks):
            return None
        hit = [i for i, pk in enumerate(picks) if pk.keys and (t.target is None or t.names(pk.keys[-1]))
               and t.only in (None, i)]
        if not hit and t.only is not None:
            p.refuse(t.at, f"the tie rule is for the {('first', 'second')[t.only]} person compared, who is not ranked by "
                           "what it breaks a tie on (or by anything)")
            return None
        if not hit:
            if not _noun_for_date(p, t):  # (its count's reading says why, as before: c38p)
                p.refuse(t.at, "the tiebreaker names a tie on something no subject is ranked by")
            return None
        one = replace(t, only=None)  # (said of one of them: that one's, as a tie in its ranking)
        pair = sum(1 for pk in picks if pk.keys) >= 2
        tied = [apply_ties(p, pk, (one,), pair=pair) if n in hit and t.key not in pk.keys else pk for n, pk in enumerate(picks)]
        if None in tied:  # (a tie-breaker contradicting a subject's ranking: apply_ties says why, p12y #2, #9, #20)
            return None
        picks = [pk for pk in tied if pk is not None]
    return picks


# --- questions -------------------------------------------------------------------------------

def _asked_who(p: Parser, i: int) -> list[int]:
    """Where the asked verb phrase starts: after 'who', 'which one (of them)', 'who is it that', 'who exactly'."""
    out = []
    for _, j in p.seq(i, "who|which one|person|individual|resident? among|of? them|those|these?"):
        if p.keys[j - 1] in ("those", "these") and p.keys[j] in W.PLURAL_HEADS:  # which of these people
            out.append(j + 1)
        out.append(j)
        for _, k in p.seq(j, "is it|exactly that|who"):
            out.append(k)
        k = p.opt(j, "currently|now|still|actually|really|also")  # who currently owns ...
        if k != j:
            out.append(k)
        for _, m in p.seq(k, "does|do|did"):  # who does own the most pets (not 'who does not ...')
            if p.keys[m] in ("own", "have", "hold", "possess"):
                out.append(m)
    out += [j for _, j in p.phrase(i, WHO_IN_THE_GROUP)]  # (Among G,) who in that group has R?
    return out


@rule
def final(p: Parser, i: int) -> Iterator[tuple[tuple[Steps, tuple[Key, ...]], int]]:
    """The asked part after the group: a ranking ('who owns the most pets') or a condition ('who has no pets')."""
    for j in _asked_who(p, i):
        yield from asked(p, j)
        yield from _asked_without(p, j)
    # (Among G,) which other person has a car of the same make as X?   (a24y: as 'who else', name_q's)
    for _, j in p.seq(i, "which|what other person|one|individual|resident") if p.keys[i + 1:i + 2] == ["other"] else ():
        for (steps, keys), k in asked(p, j):
            yield ((ELSE, *steps), keys), k
    yield from _final_rest(p, i)


def _asked_without(p: Parser, j: int) -> Iterator[tuple[tuple[Steps, tuple[Key, ...]], int]]:
    """After 'who' or 'which individual', a person left out ('which individual, other than the owner of pet X himself
    or herself, holds the same job title as that owner', 'who other than X has ...') or 'else' ('who else has the
    same blood type as X': the one anchor the question names, `ELSE`), then what is asked."""
    if p.keys[j + (p.keys[j] in (",", "(", "—"))] not in _LEAVES_OUT and p.keys[j] != "else":
        return
    for step, k in (*excluded_aside(p, j), *excluded(p, j), *((ELSE, k) for _, k in p.phrase(j, ELSE_SAID))):
        for (steps, keys), m in asked(p, p.opt(k, ",") if p.keys[j] not in (",", "(", "—") else k):
            yield ((step, *steps), keys), m


@rule
def asked(p: Parser, j: int) -> Iterator[tuple[tuple[Steps, tuple[Key, ...]], int]]:
    """What is asked of the person after 'who': 'owns the most pets', 'has no pets', 'is the one whose policy
    expires first', 'is the only one who ...'."""
    for key, k in (*rank_verb(p, j), *_compared_over(p, j)):
        yield ((), (key,)), k
        if isinstance(key.measure, Records):  # who owns the most pets in total?
            for _, m in p.phrase(k, IN_ALL):
                yield ((), (key,)), m
        for steps, m in clause(p, k):  # (Among people whose current job started in 2021,) who has the most cars in Texas?
            yield (_plain(steps), (key,)), m  # (a place after a group's place is refused: _two_places)
    for (steps, key), k in p.seq(j, clause, ",?", rank_verb):  # (Among G,) who in Texas has the most cars?
        yield (_plain(steps), (key,)), k
    for (steps,), k in p.seq(j, clause, ",?"):  # (Among G,) who in Texas has more cars?
        for key, m in _compared_over(p, k):
            yield (_plain(steps), (key,)), m
    for steps, k in asked_preds(p, j):
        yield (steps, ()), k
    # (Among G,) who is (also) one of the 15 richest people?   ... who ranks among / is in the top 15 by total bank
    # balance?   (the top N of everyone, as 'Which resident of X is one of the 15 richest people?' reads it: the group's
    # own top N is N people, where 'who is' asks for one; the cut is moved before the group: questions._top_first)
    for _, k in p.phrase(j, IN_TOP):
        for top, m in _top_head(p, p.opt(k, "the")):
            if len(top) == 1 and not _residents_top(p, k, m, _place_before(p, j)):
                p.top_first.update(top)
                yield (top, ()), m
    for (steps,), k in p.seq(j, clause, ",?"):  # (Among G,) who in Ohio is one of the 15 richest people?
        for _, m in p.phrase(k, IN_TOP):
            for top, n in _top_head(p, p.opt(m, "the")):
                if len(top) == 1 and not _residents_top(p, m, n, True):
                    p.top_first.update(top)
                    yield (_plain(steps) + top, ()), n
    for (steps, key), k in filtered_rank(p, j):
        yield (steps, (key,)), k
    for steps, k in p.seq(j, "is|was the only|sole|lone|single? one|person|individual|resident|member who|that",
                          preds):  # who is the one who ..., who is the resident that ...
        yield (steps[0], ()), k
    for (steps, key), k in p.seq(j, "is|was the one|person|individual who|that", filtered_rank):
        yield (steps, (key,)), k
    for (key,), k in p.seq(j, "is|was the? person|one|individual", rank_mod):
        yield ((), (key,)), k
    for (steps,), k in p.seq(j, "is|was the only? one? person|one|individual", clause):  # the one person without pets
        yield (steps, ()), k
    for (steps,), k in p.seq(j, "is|was the only|sole|lone|single? one|person|individual|resident|member",
                             clause):  # the only one without a car, the sole resident with no vehicle
        yield (steps, ()), k


def _final_rest(p: Parser, i: int) -> Iterator[tuple[tuple[Steps, tuple[Key, ...]], int]]:
    for j in ask_lead(p, i):  # Among G, find out who has the most pets.
        if j != i:
            yield from final(p, j)
    for (found,), j in p.seq(i, FIND, described):  # Among G, find the person with the most pets (who has no car).
        if not W.WISH_TO_KNOW & set(p.keys[i:j]):  # (not 'Among G, I should like to know the youngest. How many
            yield found, j  # ...?': who they are asked too, near-y20; 'I would like to know S. ...' first is read)
    for j in ask_lead(p, i):  # Among G, could you find the one with the most pets?
        if j != i and p.tokens[j - 1].low in ("find", "identify", "name", "determine", "locate", "give", "show", "tell"):
            yield from described(p, j)
    # Among vehicle owners, which of the 15 richest lives in ...?  (the sub-group taken within the group)
    for (steps,), j in p.seq(i, "which|who one|member? of|among", group, ",?"):
        # (the 15 richest of the group, or the 15 richest people of all and then those in the group: p12w R3)
        p.top_after.update(s for s in steps if isinstance(s, TopN))
        for key, k in (*rank_verb(p, j), *_compared_over(p, j)):  # (... which of the 2 richest has fewer pets?)
            yield (steps, (key,)), k
        for more, k in asked_preds(p, j):
            yield (steps + more, ()), k
        for (more, key), k in filtered_rank(p, j):
            yield (steps + more, (key,)), k
    # (Among G,) which policyholder has the most policies?   ... which pet owner is the oldest?   (a singular role noun:
    # the group narrowed to those it names, as 'Which policyholder in Ohio ...' reads it)
    for (steps, kind), j in (found for _, h in p.seq(i, "which|what") for found in head(p, h)):
        if kind != "plain" or not steps or p.keys[j - 1] not in W.SINGULAR_HEADS:
            continue
        for key, k in rank_verb(p, j):
            yield (steps, (key,)), k
        for (more, key), k in filtered_rank(p, j):
            yield (_plain(steps + more), (key,)), k
    for (key,), j in p.seq(i, _WHOSE, whose_rank):  # (Among G,) whose / which person's policy expires first?
        yield ((), (key,)), j
    for (step,), j in p.seq(i, "whose", whose_count):  # Among G, whose number of pets is zero?
        yield ((step,), ()), j
    # (Among G,) whose job title matches that of X? (e50k): a value shared with an anchor, asked by 'whose' as 'who has
    # the same job title as X' is
    for steps, j in _whose_same(p, i):
        yield (steps, ()), j


def _whose_same(p: Parser, i: int) -> Iterator[tuple[Steps, int]]:
    """'whose job title matches that of X', 'whose URL is the same as X's' asked as a question (e50k): the clause that
    describes a group's people ('people whose ...') read as what is asked, only when it is a value shared with an
    anchor."""
    if p.keys[i] == "whose":
        for steps, j in _clause_rest(p, i):
            if steps and all(isinstance(s, SameAs) for s in steps):
                yield steps, j


@rule
def _group_after(p: Parser, i: int) -> Iterator[tuple[Steps, int]]:
    """The group given after the question: '? Only consider residents of X.', ' (among people in Y)'."""
    for (steps,), j in p.seq(i, "(", AMONG_AFTER, group, ")"):
        yield steps, j
    for (steps,), j in p.seq(i, "?|.|;|—|:|,", AMONG_AFTER, group):
        yield steps, j
    for (steps,), j in p.seq(i, AMONG_AFTER_UNMARKED, group):  # ('... if you only look at G', a35c)
        yield steps, j
    # Who has no pets — same state as X?   (the shared place alone, as a terse note)
    for (attr, a), j in p.seq(i, "—|:|;|(", "in|from|within? the? same", PLACES, "as", anchor, ")?"):
        yield (SameAs(attr, a),), j


def ask_lead(p: Parser, i: int) -> list[int]:
    """Where the question may start after a lead-in: i itself, and after 'Quick question: could you please tell me',
    'I'm curious,', 'Help me figure out', 'Tell me, please,' ..."""
    key = (ask_lead, i)
    if key in p.memo:
        return [j for j, _ in p.memo[key]]
    out = dict.fromkeys([i, *(j for _, j in p.phrase(i, ASK_LEAD))])
    asides, last = [i], [i]  # up to three asides in a row: 'Hey, quick one --', 'OK so, quick question:'
    for _ in range(3):
        # (an ellipsis is read as '.'; a '?' after an aside that asks for help: 'Could you help me with this? Who ...')
        last = [p.opt(j, "?|,|:|—|.|!") for a in last for _, j in p.phrase(a, LEAD_ASIDE) if not _purpose_of(p, a, j)]
        asides += last
    for a in asides:
        out[a] = None
        for b in (a, *(j for _, j in p.phrase(a, LEAD_POLITE))):
            for _, c in p.phrase(b, LEAD_REQUEST) + (p.phrase(b, LEAD_REQUEST_DONE) if b != a else []):
                c = p.opt(p.opt(p.opt(p.opt(c, "for me|us"), ","), "please"), ",|:")  # (find out) (for me) (, please)
                out[c] = None
            for _, c in p.phrase(b, LEAD_COUNT):  # (Can you) count how many pets S has?
                if p.phrase(c, HOW_MANY):
                    out[c] = None
            if b != a and p.phrase(b, COUNT_REQUEST):  # Could you count / add up the pets of S?
                out[b] = None
            if b != a and p.phrase(b, COMPARE_LEAD):  # Can you compare A and B: who ...?
                out[b] = None
            if b != a and p.phrase(b, FIND):  # Would you mind finding the resident of X who keeps no pets? (a15y)
                out[b] = None
    p.memo[key] = [(j, j) for j in out]
    return list(out)


def _purpose_of(p: Parser, a: int, j: int) -> bool:
    """Does the lead-in a .. j say what the question is for and go on, unmarked, to say what that is about ('For a
    report about dog owners, who is the richest in Ohio?', 'This is for a class on cat owners. ...')? The subject may
    be the people the question ranks or only the report's: refused naming both (words.PURPOSE_SUBJECT)."""
    if p.keys[j - 1] not in W.PURPOSE_NOUNS or p.keys[j] not in W.PURPOSE_SUBJECT:
        return False
    p.refuse(j, f"ambiguous: {p.said(a, j + 1)!r} ... says what the answer is for and what that is about, which may "
                "or may not be the people the question asks about: say 'Among <them>, ...' to narrow the question, "
                f"or put a mark after {p.said(a, j)!r} (or leave it out) if it does not")
    return True


def _sentence_end(p: Parser, i: int) -> int:
    return p.opt(i, END_OF_SENTENCE + "|,|:|—")


@rule
def followup(p: Parser, i: int) -> Iterator[tuple[tuple[str, tuple[Records, ...]], int]]:
    """After a name question: 'How many X does that person have?', 'What is their total bank balance?',
    'and tell me how many pets they own', 'Count their pets.', 'How much money do they have in the bank?'."""
    j = p.opt(p.opt(_sentence_end(p, i), "and|then|also"), "also")
    j = p.opt(p.opt(j, W.THEN_AFTER), ",") if p.lit(j, W.THEN_AFTER) is not None else j  # (, and thereafter, report)
    if _name_too(p, j, more=True):
        return
    found = [f for start in ask_lead(p, j) for f in _followup(p, start, bare=False)]
    # (the person named said again as its topic, then a mark: 'That person - how many cars do they have?', a32p; read
    # as after a person named first, so also 'That person: how many cars?')
    found += [f for _, k in p.seq(j, FOLLOW_UP_TOPIC, ",|:|\u2014") for f in _followup(p, k, bare=True)]
    if found and not _asks_two(p, i, max(m for _, m in found)) and not _pronoun_inner(p, i, max(m for _, m in found)) \
            and not any(_name_too(p, m) for _, m in found) and not _said_back_before(p, i, max(m for _, m in found)):
        yield from found


def _reference(p: Parser, n: int) -> str | None:
    """The person a word at n refers back to by, as a family ('their', 'them', 'they' -> 'they'; 'that person',
    'that person's' -> 'that person'), or None."""
    if (key := p.keys[n]) is not None and key in W.PRONOUN_PERSON:
        return W.PRONOUN_PERSON[key]
    if p.keys[n] in ("this", "that") and (head := (p.keys[n + 1] or "").removesuffix("'s")) in W.GENERIC_PERSON_HEADS:
        return f"{p.keys[n]} {head}"
    return None


def _said_back_before(p: Parser, i: int, end: int) -> bool:
    """'Find the owner of pet 'Dawn'. Among people in the same state as them, who is the richest? What is their total
    bank balance?': a follow-up's reference ('their', 'this person') said a sentence before, in a set-up, of the person
    set up ('as them', 'this person's state') may still be that person, or be the one the question found (r42 W3; the
    discourse layer refuses the same, w10 #7); refused naming both. Not a group's pronoun ('among them', 'of those'),
    nor one said before any sentence's end ('the most pets in their state')."""
    later = next(((n, ref) for n in range(i, end) if (ref := _reference(p, n)) is not None), None)
    if later is None:
        return False
    set_up = next((b for b in range(i) if p.keys[b] in (".", ";", "!")), None)
    if set_up is None or "?" in p.keys[:set_up]:
        return False
    for n in range(set_up + 1, i):
        ref = _reference(p, n)
        if ref is None or p.keys[n - 1] in ("among", "amongst", "of", "from", "between"):
            continue
        if ref == later[1] or ref == "they" and later[1] in ("he", "she"):
            said, before = (p.tokens[later[0]].text if " " not in later[1] else later[1],
                            p.tokens[n].text if " " not in ref else ref)
            p.refuse(later[0], f"ambiguous: {said!r} could be the person a sentence before referred to as {before!r}, "
                               "or the person the question found: say which by naming them again")
            return True
    return False


def _name_too(p: Parser, j: int, more: bool = False) -> bool:
    """'Identify S and name them, and report their total bank balance', '... report their total bank balance and name
    him or her': the name asked as well as the value (at j: 'name them' before the value asked, `more`: something joined
    after it, or after the value); refused."""
    at = p.opt(p.opt(j, ","), "and")
    for _, k in p.seq(at, "name|identify", THAT_PERSON):
        if more and not p.phrase(k, FIND_THEN):
            continue
        said = p.text[p.tokens[at].pos:p.tokens[k].pos].strip()
        p.refuse(k, f"the question asks two things, the person's name ({said!r}) and a count or balance of theirs: "
                    "ask one at a time (e.g. 'Identify ... and report their total bank balance')")
        return True
    return False


def _pronoun_inner(p: Parser, i: int, end: int) -> bool:
    """'Find the richest person in the state of the owner of pet 'Roy'. What is her total bank balance?': a gendered
    pronoun in a sentence after a person picked relative to another named by an anchor may be either (w12's left
    candidate, w13 #1); refused naming both. 'their', 'that person' are the one picked."""
    said = next((n for n in range(i, end) if p.keys[n] in W.GENDERED_PRONOUNS and "or" not in p.keys[n - 1:n + 2]),
                None)  # ('he or she': the one found, whoever they are)
    anchors = [n for n in range(i) if p.tokens[n].kind == STRING]
    if said is None or not anchors or p.keys[i] not in (".", ";", "!") or "?" in p.keys[:i] or \
            not any(k in W.PICKED_RELATIVE for k in p.keys[:i]):
        return False  # (in the same sentence, 'Find S and tell me how many pets she has', she is the one found: a10x;
        # after a question, 'Who is S? How many pets does she have?', she is its answer)
    p.refuse(said, f"ambiguous: {p.tokens[said].text!r} could be the person found or the person '"
                   f"{p.tokens[anchors[0]].text}' names in the description; say 'that person' for the one found, or "
                   "name the person again")
    return True


def _asks_two(p: Parser, i: int, end: int) -> bool:
    """'Name S and tell me how many pets they own', 'Who is S, and what is their balance?', 'Name S, then tell me ...':
    the name is asked for in the same sentence as the follow-up, so both are asked; refused (p12k, WRONG #13; d24: after
    ', then' it was read as the follow-up alone). After a set-up verb ('Find S and ...', 'Identify S, and report ...',
    'Work out who S is, then ...') the person is a topic, and after a sentence end ('Who is S? How many ...') the last
    question is the one asked. `end`: where the follow-up ends (the refusal is said there, past any inside it)."""
    # ('and', ', then', '— and then', '; then': one sentence; after '.', '?' or a bare ';' the last question is asked)
    joined = [k for _, k in p.phrase(i, FIND_THEN)]
    if not joined:
        return False
    k = max(joined)
    starts = ask_lead(p, 0)
    # ('Amongst G, would you be so kind as to find the eldest and tell me how many pets that person has?', a19y: the
    # group said first, then the request)
    starts = [*starts, *(m for s in starts if p.keys[s] in ("among", "amongst", "of")
                         for _, g in p.seq(s, "among|amongst|of", group, ",") for m in ask_lead(p, g))]
    starts += [m for s in starts for _, m in p.phrase(s, LEAD_POLITE)]  # ('Can you pull S and give me ...', c38p)
    if any(_find_topic(p, s, k) or p.phrase(s, TOPIC) or p.lit(s, "for") is not None for s in starts):
        return False
    p.refuse(end, "the question asks two things, the person's name and a count or balance of theirs: ask one at a "
                  "time (e.g. 'How many pets does <the person> have?'), put the follow-up in its own sentence "
                  "('Who is ...? How many pets do they have?'), or set the person up ('Identify ... and report ...')")
    return True


def _find_topic(p: Parser, s: int, k: int) -> bool:
    """Does a set-up verb at s ('Find', 'Identify', 'Work out who') name the person as a topic, the follow-up at k
    (after 'and', ', then') being the one thing asked: 'Find S and tell me how many pets they own', 'Identify S, and
    report the total bank balance held by that person'? Not 'Find the name of S and ...' (the name is asked too), nor
    'Find S and their total bank balance', 'Find out who S is and how many pets they own' (two things to find)."""
    return any(not p.phrase(j, FIND_NAME_OF) for _, j in p.phrase(s, FIND_TOPIC)) and p.keys[k] not in W.FIND_SECOND


@rule
def about_topic(p: Parser, i: int) -> Iterator[tuple[tuple[str, tuple[Records, ...]], int]]:
    """After a person named as the topic ('For the oldest resident of X, ...'): a follow-up, or the same without
    naming the person again ('how many pets are there?', 'what is the total bank balance?')."""
    end = _sentence_end(p, i)
    j = p.opt(p.opt(end, "and|then|also"), "also")
    j = p.opt(p.opt(j, W.THEN_AFTER), ",") if p.lit(j, W.THEN_AFTER) is not None else j
    if _name_too(p, j, more=True):
        return
    found = [f for start in ask_lead(p, j) for f in _followup(p, start, bare=True, fragment=end > i)]
    if found and not _asks_two(p, i, max(m for _, m in found)) and not _pronoun_inner(p, i, max(m for _, m in found)) \
            and not any(_name_too(p, m) for _, m in found):
        yield from found


def _followup(p: Parser, j: int, bare: bool, fragment: bool = False, who: Phrases[None] = THAT_PERSON,
              whose: Phrases[None] = THEIR) -> Iterator[tuple[tuple[str, tuple[Records, ...]], int]]:
    """A follow-up question about the person just named. A bare one ('How many pets?', 'What is the total bank
    balance?') could be about a group just named as well, so only after a person named as the topic. A fragment
    with no question word ('total bank balance?') only after a mark that ends the person ('S: total bank balance?'):
    run on, its words could be the end of the person's own description ('Name the one with more money in total
    bank balance' read as a balance question: a10x dev023). `who` and `whose` name the person ('that person', 'their'; after
    a ranking said first, its first place: `ranking_q`)."""
    # (In total(,)) how many pets and cars does she own?   (a24y: the sum said before the question word)
    for (tables,), k in (found for start in (j, *(p.opt(m, ",") for _, m in p.phrase(j, TOTAL)))
                         for found in p.seq(start, HOW_MANY, count_nouns)):
        ends = [m for _, m in p.seq(k, "does|do|did", who, HAVE_VERBS)]  # how many pets does she own
        ends += [m for _, m in p.seq(k, who, HAVE_VERBS)]  # (tell me) how many pets they own
        ends += [m for _, m in p.seq(k, "that|which", who, HAVE_VERBS)]  # the number of pets that she owns
        ends += [m for _, m in p.seq(k, "of|for", who)]
        ends += [m for _, m in p.seq(k, "has|have", who, "got?")]  # how many pets has this person (a learner's)
        ends += [m for _, m in p.seq(k, "is|was", who, "having|owning|holding")]  # how many pets is she having
        if bare:
            ends += [m for _, m in p.seq(k, "are|were there")]
            ends += [k] if p.keys[k] in ("?", ".", "!") or p.tokens[k].kind == END else []  # How many pets?
        for end in ends:
            for m in _total(p, end):
                yield ("count", tables), m
    # In total how many is this person's X and Y?   How many pieces in total of X and Y does this person have?   (a24y:
    # count_q's learner forms, about the person just named)
    for start in (j, *(p.opt(m, ",") for _, m in p.phrase(j, TOTAL))):
        for (tables,), k in p.seq(start, HOW_MANY, "is|are", whose, count_nouns):
            for m in _total(p, k):
                yield ("count", tables), m
        for _, k in p.seq(start, HOW_MANY, "pieces|items|things|records"):
            for (tables,), m in (found for after in _total(p, k) for found in p.seq(after, "of", count_nouns, "does|do|did",
                                                                                    who, HAVE_VERBS)):
                for n in _total(p, m):
                    yield ("count", tables), n
    for _, k in (*p.seq(j, HOW_MANY, GENERIC, "does|do|did", who, HAVE_VERBS),  # ... across X, Y and Z?
                 *p.seq(j, HOW_MANY, GENERIC, who, HAVE_VERBS)):  # (tell me) how many records he has in X, Y
        for start in (k, *(m for _, m in p.phrase(k, TOTAL))):
            for tables, m in _across(p, start):
                yield ("count", tables), m
    # Total number of X and Y of this person is how many?   (a24y: the learner's copula, the question word last)
    for (tables,), k in p.seq(j, "the? total|combined|overall? number|count of", count_nouns, "of|for", who,
                              "is|are how many"):
        if len(tables) == 1 or _summed_count(p, tables, k):
            yield ("count", tables), k
    for (tables,), k in p.seq(j, "count|tally|give|report|state", whose, count_nouns):  # Count their pets.
        yield ("count", tables), k
    # Report the number of insurance policies held by that person.   Give the count of pets owned by him.   State the
    # number of pets (that) he or she owns.
    for (tables,), k in (*p.seq(j, W.REPORT_VERB,
                                "the total|combined|overall? number|count of", count_nouns, COUNT_OF, who),
                         *p.seq(j, W.REPORT_VERB,
                                "the total|combined|overall? number|count of", count_nouns, "that|which?", who,
                                HAVE_VERBS)):
        for m in _total(p, k):
            if len(tables) == 1 or _summed_count(p, tables, m):
                yield ("count", tables), m
    for (tables,), k in p.seq(j, "give|report|state|tell me|us?", whose, "total|combined? number|count of", count_nouns):
        if _summed_count(p, tables, k):  # ... and report their number of pets
            yield ("count", tables), k
    for _, k in p.phrase(j, COUNT_REQUEST):  # Add up their pets + cars.   (For S,) what's the sum of the pets and cars?
        for (tables,), m in (*p.seq(k, whose, count_nouns), *(p.seq(p.opt(k, "the"), count_nouns) if bare else ())):
            for n in _total(p, m):
                if _summed_count(p, tables, n):
                    yield ("count", tables), n
    for lead in ("what do|does", "how much do|does"):  # What do their bank balances add up to?
        for _, k in p.seq(j, lead, whose, "bank? balances|accounts", ADD_UP_TO):
            yield ("balance", ()), k
    # (For S, give) the total balance across all their bank accounts; (Take S and) add up their bank balances
    for lead in ("the total|combined|overall|aggregate balance of|in|across all? their|his|her bank? accounts",
                 "add|sum|total|tally all? their|his|her total|combined? bank|account? balances up",  # (c38p)
                 "add|sum|total|tally up? all? their|his|her total|combined? bank|account? balances",
                 "add|sum|total|tally up? all of their|his|her total|combined? bank|account? balances",
                 "add|sum up? the balances of|in all? their|his|her bank? accounts"):
        for _, k in p.seq(j, lead):
            yield ("balance", ()), k
    # (tell me) what their total bank balance is; what their number of pets and cars is: the value asked in a clause
    for _, k in p.seq(j, "what", whose, "combined|total|aggregate|overall?", BALANCE_NOUN, "is|was"):
        yield ("balance", ()), k
    for (tables,), k in p.seq(j, "what", whose, "total|combined|overall? number|count of", count_nouns, "is|was"):
        if len(tables) == 1 or _summed_count(p, tables, k):
            yield ("count", tables), k
    for start in (j, *(k for _, k in p.phrase(j, SUM_OF))):  # (What is) their total bank balance (in total)?
        for _, k in p.seq(start, whose, "combined|total|aggregate|overall?", BALANCE_NOUN):
            for m in _total(p, k):
                yield ("balance", ()), m
        for _, k in p.seq(start, whose, BALANCE_NOUN):  # ('that person's total balance across all bank accounts',
            # a34s: the noun's own 'total', which the optional word before it would take)
            if p.keys[k - 1] == "accounts" and p.keys[start:k].count("total") + p.keys[start:k].count("combined"):
                for m in _total(p, k):
                    yield ("balance", ()), m
        # (Find S (biggest total bank balance). I want to know) this total bank balance   (a24y: the one just said)
        for _, k in p.seq(start, "this|that", "combined|total|aggregate|overall", BALANCE_NOUN) if whose is THEIR else ():
            yield ("balance", ()), k
        for (tables,), k in p.seq(start, whose, "total|combined|overall? number|count of", count_nouns):
            if _summed_count(p, tables, k):  # their number of pets + cars
                yield ("count", tables), k
        # (then I need) that person's vehicles + bank accounts + policies as one total; their pets and cars, counted
        # together (c38p: the kinds listed, then a word of their sum, words.SUMMED_AFTER; without it 'their pets' could
        # ask which)
        for (tables,), k in p.seq(start, whose, record_list, ",?", TOTAL):
            yield ("count", tables), k
        for (tables,), k in p.seq(start, record_list, "for|of", who, ",?", TOTAL):  # credit cards + pets for them as
            yield ("count", tables), k  # a single number (c38p)
        # (For S, return) the combined count of their pets, vehicles and cards; the sum of the balances of all their
        # bank accounts; the total of their bank balances
        for (tables,), k in p.seq(start, "the total|combined|overall? number|count|sum|total of", whose, count_nouns):
            if _summed_count(p, tables, k):
                yield ("count", tables), k
        for lead in ("the sum|total of the? balances|balance of|in|across all?", "the sum|total of"):
            # the sum of the balances of all their bank accounts; the sum of that person's bank balances (a25y)
            for tail in (("bank? accounts",) if lead.endswith("all?") else
                         ("bank|account? balances", "bank account balances", "total|combined bank balances")):
                for _, k in p.seq(start, lead, THEIR, tail):  # (of two people: a21y, a21z)
                    yield ("balance", ()), k
    for _, k in p.seq(j, SUM_OF, BALANCE_Q):
        for _, m in (*p.seq(k, "of|for", who), *p.seq(k, BALANCE_HELD_BY, who)):
            yield ("balance", ()), m  # (the total bank balance of / held by that person)
        if bare:
            yield ("balance", ()), k  # What is the total bank balance?
    if bare and fragment:  # a fragment: 'total bank balance?', 'number of pets + cars?', 'pets and cars in total?'
        for _, k in p.seq(j, "the|their?", BALANCE_NOUN):
            yield ("balance", ()), k
        for (tables,), k in p.seq(j, COUNT_NOUN_LEAD, count_nouns):
            if _summed_count(p, tables, k):
                yield ("count", tables), k
        for (records,), k in p.seq(j, "the|their?", RECORD_ONE, "count|tally"):  # 'S: policy count?' ('total' could be money)
            yield ("count", (records,)), k
        for (tables,), k in p.seq(j, record_list, ",?", TOTAL):  # (a bare 'pets?' could ask which pets)
            yield ("count", tables), k
        for (tables,), k in p.seq(j, record_list):  # 'pets + cars?': a sum said by the '+'
            if len(tables) > 1 and {"+", "plus"} & set(p.keys[j:k]) and p.keys[k] in ("?", ".", None):
                yield ("count", tables), k
    for _, k in (*p.seq(j, HOW_MUCH, who, "have|hold|keep|possess|has|holds|keeps|possesses|got"),
                 # ('How much cash is that person sitting on across all their bank accounts?', a22z)
                 *p.seq(j, "how much money|cash is|are", who, "sitting on"),
                 *p.seq(j, "how much money|cash is|are", who, "holding|keeping|hoarding"),
                 *p.seq(j, "how much money|cash", who, "has|have|holds|hold|keeps|keep|possesses|possess"),
                 *p.seq(j, "how much money|cash? have|has|had", who, "got")):  # how much have they got (in the bank)
        money = any(p.keys[n] in ("money", "cash") for n in range(j, k))
        for _, m in _money_ends(p, p.opt(k, "got")):  # how much money do they have (in the bank) (in total)?
            if money or m > k:  # ('how much does she have' needs a word for money)
                yield ("balance", ()), m
    # (Identify S, and) report the aggregate balance of all bank accounts held by the individual so identified (a23z)
    for _, k in p.seq(j, W.REPORT_VERB,
                      "the total|combined|overall|aggregate balance of|in|across all? the? bank accounts",
                      BALANCE_HELD_BY, who):
        yield ("balance", ()), k
    # What do they have in the bank?   What's in their bank accounts (in total)?   How much is in their accounts?
    for lead in ("what do|does|did", "how much money|cash? do|does|did"):
        for _, k in p.seq(j, lead, who, "have|hold|keep|got"):
            for _, m in _money_ends(p, k)[1:]:
                if any(p.keys[n] in ("bank", "accounts", "savings") for n in range(k, m)):
                    yield ("balance", ()), m
    for lead in ("what is|was in", "what's in", "how much money|cash? is|was in", "how much money|cash? is|was there in",
                 "how much money|cash? sits|lies in"):
        for _, k in p.seq(j, lead, whose, "bank? accounts"):
            for _, m in _money_ends(p, k):
                yield ("balance", ()), m
    if bare:  # (after the person named as the topic) how much money in the bank?   how much money is there in total?
        for _, k in p.seq(j, "how much money|cash is|was? there?"):
            for _, m in _money_ends(p, k)[1:]:
                yield ("balance", ()), m


@rule
def topic_q(p: Parser, i: int) -> Iterator[tuple[Output, int]]:
    """A person named first, then asked about: 'Take the oldest resident of X. How many pets do they own?',
    'For the richest person in Y, what is the total bank balance?', 'Find S and tell me how many pets they have.'"""
    # (not a request for the name: 'Name of S, ... total bank balance' asks the name, a10x WRONG dev023)
    # ('Can you pull S and give me ...', 'Could you please take S: ...', c38p: a polite frame before the lead)
    leads = [i, *(j for _, j in p.phrase(i, LEAD_POLITE))]
    topics = [(s, j) for start in leads for lead in (TOPIC, FIND, "for") for (s,), j in p.seq(start, lead, subject)
              if lead is not FIND or not _name_requested(p, start, j)]
    # The oldest resident of X: how many pets?   Owner of pet 'Paige'. How many pets?
    topics += [(s, j) for s, j in subject(p, i) if p.keys[j] in (":", "—", ",", ".", ";")]
    # The 3 oldest residents of X: what is their combined bank balance?   (of several people, a sum only)
    several = [(s, j) for start in leads for lead in (TOPIC, "for") for (s,), j in p.seq(start, lead, top_subject)]
    several += [(s, j) for s, j in top_subject(p, i) if p.keys[j] in (":", "—", ",")]
    # The owner of pet X and the owner of pet Y -- what is their combined bank balance?   (a sum only)
    listed = [(subjects, j) for subjects, j in _subject_list(p, i) if p.keys[i] != "for" and p.keys[j] in (":", "—", ",")]
    # Two people: A and B. What is their combined bank balance?   (the two announced, then the sum asked of them)
    listed += [(subjects, j) for _, k in p.seq(i, PAIR_SAID, ":|—") for subjects, j in _subject_list(p, k)
               if p.keys[j] in (".", ";") and len(subjects) == 2]
    if listed and (p.keys[i] in _GROUP_LEADS_FIRST or p.keys[p.opt(i, "the")] in W.PLURAL_HEADS):
        # 'In Ohio, the oldest person and the owner of pet 'Becky' — add their balances up': the group said first for
        # the first person only, or for both (r51: read as the first's): refused naming both
        p.refuse(i, "ambiguous: a group said first, before two people listed, could be the first person's only or "
                    "both people's: say each person's group in their own words ('the oldest person in Ohio and ...')")
        listed = []
    for subjects, j in listed:
        for (kind, _), k in about_topic(p, j):
            if kind == "balance" and not _one_of_several(p, j, k, len(subjects)):
                yield from _balance_outputs(p, list(subjects), k)
    for s, j in several:
        if s.pick.top > 1:
            for (kind, _), k in about_topic(p, j):
                if kind == "balance" and not _one_of_several(p, j, k, s.pick.top):
                    yield from _balance_outputs(p, [s], k)
    for s, j in topics:
        picks = resolve_subjects(p, [s])
        if picks is None:
            continue
        for (kind, tables), k in about_topic(p, j):
            for found, m in ties(p, k):
                done = picks_tied(p, picks, found)
                if done is not None:
                    yield (RecordCount(done[0], tables) if kind == "count" else BalanceOf((done[0],))), m


_GROUP_LEADS_FIRST = frozenset({"in", "within", "among", "amongst", "of", "from", "out", "for"})


def _ranking_said(p: Parser, i: int) -> Iterator[tuple[Subject, int]]:
    """A ranking said before the question, its first place the person asked about: 'Ranking G by number of pets (the
    elder taking any tie),', 'If you rank G by total bank balance, with the higher salary breaking ties,' (an amount
    ranked without its end puts the highest first: `_amount_ranked`)."""
    for _, j in p.phrase(i, RANK_LIST_LEAD):
        for (steps, keys), k in p.seq(j, "all?", group, lambda p, x: _keys_listed(p, j, x)):
            if isinstance(keys[-1].measure, Records):  # (by number of cars owned)
                k = p.opt(k, "owned|held|kept|possessed")
            yield Subject(Pick(steps, keys), ()), k
            for t, m in paren_tie(p, k):
                yield Subject(Pick(steps, keys), (t,)), m


@rule
def ranking_q(p: Parser, i: int) -> Iterator[tuple[Output, int]]:
    """A count or a balance of the first place of a ranking said first (a24x, a24w): 'Ranking residents of X by number
    of cars, how many pets does the person in first place have?', 'Ranking G by number of policies, with the higher
    salary breaking ties, what is the total bank balance of the person at the top?'."""
    for s, j in _ranking_said(p, i):
        pick = apply_ties(p, s.pick, s.ties) if s.ties else s.pick
        if pick is None or not pick.steps:
            continue
        for _, k in p.seq(j, ",|:|—|;|."):
            for start in ask_lead(p, k):
                for (kind, tables), m in _followup(p, start, False, who=FIRST_PLACE, whose=FIRST_PLACE_OF):
                    yield (RecordCount(pick, tables) if kind == "count" else BalanceOf((pick,))), m


def _one_of_several(p: Parser, j: int, k: int, n: int) -> bool:
    """'Find A and B, and report the total bank balance held by that person', 'The 3 richest residents of Ohio: what is
    his or her total bank balance?': a reference to one person (words j .. k) after several named: which one, or all
    of them together? Refused (d24: it was read as their sum); 'their (combined) balance' is the sum."""
    said = next((m for m in range(j, k) if p.keys[m] in W.ONE_PERSON_SAID  # ('his/her', 'his or her', 'the total
                 or p.tokens[m].text.lower() in W.ONE_PERSON_SAID | W.EITHER_GENDER), None)  # balance of his accounts':
    # keyed 'their', the text kept)
    if said is None:
        return False
    p.refuse(k, f"ambiguous: {p.tokens[said].text!r} refers to one person, but {n} people are named before it: say "
                "'their combined total bank balance' for the sum, or ask about one of them")
    return True


@rule
def grouped_q(p: Parser, i: int) -> Iterator[tuple[Output, int]]:
    """A group said first, then a count or a balance of one person ranked in it: 'Among residents of X, how many pets
    does the oldest person have?', 'Of the people living in X, the one with the most cards has what total bank
    balance?', 'Consider G. What is the total bank balance of the person with R?'. Read only when that person is said
    with no group or anchor of their own (and no word of scope: 'of all', 'overall')."""
    starts = [(steps, j) for (steps,), j in p.seq(i, AMONG, group, ",|—|:|;")]
    starts += [(steps, j) for (steps,), j in p.seq(i, TOPIC, group, ",|:|—|;|.")]
    # a place said first, as name_q reads it before 'who': 'In Ohio, how many pets does the oldest person have?', 'in
    # the same state as the owner of the pet 'Dillon', take the 2 people with the lowest total balances — what are their
    # bank balances added together?' (c38p-held-78)
    starts += [((step,), j) for (step,), j in p.seq(i, "in|within", same_place, ",|—|:")]
    starts += [((Holds(Attribute.STATE, value),), j) for (value,), j in p.seq(i, "in|within", STATES, ",|—|:")]
    for steps, j in starts:
        if not steps:
            continue
        # ('About G, I would like to know total bank balance of the person with R.', a24y: a lead-in after the group)
        for family, start in ((f, s) for s in ask_lead(p, j) for f in (count_q, balance_q, topic_q)
                              if s == j or f is not topic_q):
            for value, k in family(p, start):
                if _ranked_alone(p, value, j, k):
                    # (a role noun's restriction narrows the group: 'Among G, how many pets does the cardholder with
                    # the most cards have?'; after a group set up in a sentence of its own it could also replace it,
                    # both read: 'Consider the Texans who own a dog. How many pets does the richest person who owns a
                    # dog have?', r73 F1, `_set_up_scopes`)
                    pick = output_picks(value)[0]
                    for scope in _set_up_scopes(p, steps, pick.steps, j, k):
                        yield map_picks(value, _replaced_by(replace(pick, steps=_plain(scope)))), k
    # the group said last, after the verb: 'How many pets does the oldest person have among residents of X?', 'How much
    # money does the youngest person have in the bank, all told, among G?'
    # ('What total balance across all bank accounts does the person with R hold, among G?', a24x), or set off by a comma
    # after the person ('Could you tell me the total money in bank accounts of the person who has most insurance
    # policies, among people in X?', a24y)
    for family, start in ((f, s) for s in ask_lead(p, i) for f in (count_q, balance_q)):
        for value, k in family(p, start):
            # (or by a dash: '... of the person with R - looking only at folks who ...?', a32p)
            for (steps,), m in p.seq(k, ",|\u2014?" if p.keys[start] in ("how", "what") else ",|\u2014", AMONG_LAST, group):
                if steps and _ranked_alone(p, value, i, k):
                    grouped = map_picks(value, lambda pick: replace(pick, steps=_plain(steps + pick.steps)))
                    yield grouped, m
                    # its tie rule after the group ('..., out of the folks in X? If it's a tie on pets, go with ...', a22z)
                    for found, n in ties(p, m):
                        if found and (tied := apply_ties(p, output_picks(grouped)[0], found)) is not None:
                            yield map_picks(grouped, _replaced_by(tied)), n


def _replaced_by(tied: Pick) -> Callable[[Pick], Pick]:
    """A map_picks function putting `tied` in place of the one pick."""
    return lambda _: tied


def _ranked_alone(p: Parser, value: Output, j: int, k: int) -> bool:
    """Is the output one person ranked with no group, anchor or word of scope of their own (words j..k)?"""
    picks = output_picks(value)
    scope = {w for n, w in enumerate(p.keys[j:k], j) if w in W.SCOPE_WORDS | W.EVERYONE_MARKS
             and not (w == "all" and p.keys[n + 1] in _ALL_MONEY)}  # ('in the bank, all told': no scope)
    return len(picks) == 1 and all(map(_role_step, picks[0].steps)) and bool(picks[0].keys) and not scope


_ALL_MONEY = frozenset({"told", "together", "their", "his", "her", "the", "bank", "accounts", "of",
                        "added", "summed", "counted", "put", "taken", "combined"})  # (', all added up': a sum, a22y)


def _role_step(step: Any) -> bool:
    """A step a role noun says of its person ('cardholder': holds a card, 'dog owner', 'Mastercard holder'), never a
    place, an anchor or a top: said of the person first in a group, it narrows that group."""
    return isinstance(step, CountIs) and step.op == ">=" and step.n == 1 or \
        isinstance(step, Holds) and step.attribute not in W.PLACES


def _name_requested(p: Parser, i: int, j: int) -> bool:
    """Does the request at i ask for the name of the person it names ('Name ...', 'the name of', 'identify', 'tell me
    who')? Then a follow-up after it asks a second thing (not a topic, as after 'Find' or 'Take')."""
    return any(e < j and W.NAME_REQUESTED & set(p.keys[i:e]) for _, e in p.phrase(i, FIND))


def else_resolved(steps: Steps) -> Steps | str:
    """'who else ...', 'everyone else in ...', 'the other residents of ...' (`ELSE`) as the one anchor's person the
    steps name left out ('Who else has the same blood type as the owner of pet X?', 'Among residents of X's state, who
    else has ...'); a refusal's words when they name no one or several people."""
    if ELSE not in steps:
        return steps
    said = list(dict.fromkeys(s.anchor for s in steps if isinstance(s, ANCHORED_STEPS) and s != ELSE))
    if len(said) != 1:
        return "'else' or 'other' leaves out the person the question is about, but it names " + (
            "no one: say who ('other than the owner of pet X')" if not said else
            "several people (" + ", ".join(W.anchor_words(a) for a in said) + "): say which ('other than the owner "
            "of pet X')")
    out: list = []
    for s in (OtherThan(said[0]) if s == ELSE else s for s in steps):
        if not (isinstance(s, OtherThan) and s in out):  # ('everyone else ... other than X': X left out once)
            out.append(s)
    return tuple(out)


def _else_resolved(p: Parser, steps: Steps) -> Steps | None:
    """`else_resolved`, refused where it fails (at 'else' or 'other')."""
    found = else_resolved(steps)
    if isinstance(found, str):
        p.refuse(next((n for n, k in enumerate(p.keys) if k in ("else", "other")), 0), found)
        return None
    return found


def _name_outputs(p: Parser, steps: Steps, keys: tuple[Key, ...], i: int,
                  relative: int | None = None) -> Iterator[tuple[Output, int]]:
    """The name of the person the question says, with its tie rules (and a count or a balance of theirs asked
    after it). `relative`: where a condition alone was read as the question right after the group's last word, with
    no mark between ('Among persons who reside in Ohio'), as a learner's 'Among G who has no car?' is read."""
    resolved = _else_resolved(p, steps)
    if resolved is None:
        return
    pick0 = Pick(resolved, keys)
    for found, j in ties(p, i):
        if relative is not None and found and _relative_asked(p, relative, i, found[0].at):
            continue
        pick = apply_ties(p, pick0, found)
        if pick is None:
            continue
        yield NameOf(pick), j
        for (kind, tables), k in followup(p, j):
            if _plural_referent(p, pick, j, k, tables):
                continue
            for more, m in ties(p, k):
                final_pick = apply_ties(p, pick, more)
                if final_pick is not None:
                    yield (RecordCount(final_pick, tables) if kind == "count" else BalanceOf((final_pick,))), m


def _passive_whom(p: Parser, i: int) -> list[int]:
    """Where a passive asking for the person ends after a ranking said as the subject: 'belongs to whom', 'is held by
    whom', 'belongs to which person' (a22x)."""
    return [m for _, m in (*p.seq(i, PASSIVE_BELONG, "to whom"), *p.seq(i, PASSIVE_BELONG, "to which person|one|individual"),
                           *p.seq(i, "is|are|was|were held|owned|had by whom"))]


def _relative_asked(p: Parser, g: int, end: int, at: int) -> bool:
    """'Considering all persons who reside in Ohio, any tie being resolved in favour of the eldest.', 'Among people
    who share a blood type with X? If it's a tie, the oldest.': the clause after the group, with no mark before it,
    describes the group (a relative clause) or is the question (a learner's 'Among G who has no car?'); read as the
    question, the tie rule after it becomes the whole ranking, while the other reading asks nothing (the ranking lost:
    v19 W8, found by machine). Refused naming both when a tie rule follows (alone, the condition is read as asked)."""
    said = p.text[p.tokens[g].pos:p.tokens[end].pos].strip().rstrip("?.!,;:—").strip()
    p.refuse(at, f"ambiguous: {said!r} could describe the group (then the question asks nothing, and the tie rule "
                 "has no ranking to break) or be what is asked (who, of the group, fits it); say the ranking, or "
                 "put a comma before 'who' to ask who fits it")
    return True


def _kinds_added(p: Parser, n: int, tables: tuple[Records, ...]) -> bool:
    """Is the sum word at n said of several kinds counted, after the verb of their count ('how many cards, pets and
    accounts they have, added together', c38p), not after the nouns ('their count of cards and pets added together',
    which could add up the group's people: e36m)?"""
    before = p.keys[n - 2] if p.keys[n - 2] != "," else p.keys[n - 3]
    return len(tables) > 1 and p.keys[n - 1] in W.SEVERAL_KINDS_ADDED and before in W.SEVERAL_KINDS_HAVE


def _plural_referent(p: Parser, pick: Pick, j: int, k: int, tables: tuple[Records, ...] = ()) -> bool:
    """'Among the 3 richest residents of Ohio, who is the oldest? What's their total bank balance?': 'they'/'their'
    in a follow-up (j .. k) could be the person just named or the question's people together (the three's balance,
    which cbwh sums too; 'How many vehicles do they have together?' after any group). Refused naming both (w18b);
    'that person', 'he', 'she' are the one named."""
    said = next((n for n in range(j, k) if p.keys[n] in W.PLURAL_PRONOUNS), None)
    if said is None or not pick.steps:
        return False
    several = [n for n in range(said, k) if p.keys[n] in W.SEVERAL_HOLDERS and  # (not 'all accounts together')
               p.keys[n - 1] not in W.SEVERAL_OF_ONE and not _kinds_added(p, n, tables)]
    top = next((s for s in pick.steps if isinstance(s, TopN) and s.n >= 2), None)
    if top is None and not several:
        return False
    people = f"the {top.n} people the question ranks" if top is not None else "the people of the question's group"
    p.refuse(said, f"ambiguous: {p.tokens[said].text!r} could be the person just named or {people} together "
                   "(a count or a total over several people); say 'that person' for the one named")
    return True


def place_steps(steps: Steps) -> set[Any]:
    """The steps that keep the people of a place (a state or a city, `words.PLACES`): said, or shared with an anchor."""
    return {s for s in steps if isinstance(s, (Holds, SameAs)) and s.attribute in W.PLACES}


def _two_places(p: Parser, group_steps: Steps, own: Steps, at: int) -> bool:
    """'Consider residents of Texas. Who is the richest person in California?': the question's own place could
    replace the group's or narrow it (the people living in both); refused naming both (p12k for p12x #9, in p12h's
    name_q). Refused at the question's start: a refusal of a part inside it says more."""
    if not (place_steps(group_steps) and place_steps(own) - place_steps(group_steps)):
        return False
    p.refuse(at, "ambiguous: the question names a place of its own after a group with another place: it could ask "
                 "about the people of its own place (replacing the group) or about those living in both; say "
                 "'Among residents of A who also live in B' or name one group")
    return True


def _set_up_outputs(p: Parser, group_steps: Steps, own: Steps, keys: tuple[Key, ...], f: int, j: int) -> Iterator[
        tuple[Output, int]]:
    """The question's outputs after a group set up before it (`_set_up_scopes`): the question's own group alone is a
    reading only beside the set-up's, never instead of it (a rule refusing the group narrowed refuses the question)."""
    narrowed, *replaced = _set_up_scopes(p, group_steps, own, f, j)
    said = list(_name_outputs(p, narrowed, keys, j))
    yield from said
    for read in replaced if said else ():
        yield from _name_outputs(p, read, keys, j)


def _set_up_scopes(p: Parser, group_steps: Steps, own: Steps, f: int, j: int) -> tuple[Steps, ...]:
    """'Consider the Texans who own a dog. Who is the richest person in Texas?', 'Consider dog owners. Who is the richest
    person with the same blood type as X?', 'Consider Texans with no pets. Who is the richest person without pets?',
    'Consider the 20 richest people. Who is the oldest person who owns a dog?': a question that names a group of its
    own (a place, an attribute shared with an anchor, or a condition) after a group set up in a sentence before it,
    with nothing referring back, could narrow the group set up or replace it (r71 F1, places and shared attributes;
    r73 F1, conditions: read as narrowed only, a name the question's own words do not ask). Both readings, answered
    only when they agree; the narrowed one alone when the set-up said nothing more, when the question (f .. j) refers
    back to it (words.SET_UP_REFERRED: 'which of them', 'who there'), or when it is not a sentence of its own (a
    header's 'Dog owners: who is the richest in Texas?', 'Consider G, who ...?': the group its scope)."""
    if not own or not set(group_steps) - set(own) or \
            p.keys[f - 1] not in (".", ";") or W.SET_UP_REFERRED.intersection(p.keys[f:j]):
        return (group_steps + own,)
    return (group_steps + own, own)


def _leaders_narrowed(p: Parser, more: Steps, i: int, f: int, j: int) -> bool:
    """'Of the people with the most pets, who is the richest in Ohio?': a condition or place the question adds after
    the people a ranking puts first could narrow the people ranked (the most pets among Ohioans) or pick among those
    ranked first (of everyone with the most pets, the richest Ohioan: nobody when Ohio's top is lower); refused naming
    both (v16 W1; v15's V1)."""
    if not more:
        return False
    said = p.text[p.tokens[f].pos:p.tokens[j].pos].strip().rstrip("?.!")
    lead = p.text[p.tokens[i].pos:p.tokens[f].pos].strip().rstrip(",:;—").strip()
    p.refuse(j, f"ambiguous: the condition in '{said}' could narrow the people ranked in '{lead}' (the ranking taken "
                "among them) or pick among the people that ranking "
                "puts first; put the condition in the group ('Among residents of Ohio with the most pets, ...')")
    return True


def _left_out(out: Output, step: OtherThan) -> list[Output]:
    """A name question with a person left out of the people it asks among (said before it: 'Other than X, who ...?'):
    after a top-N cut the person could be left out of the top or of the people it is taken from: both readings."""
    if not isinstance(out, NameOf) or step in out.pick.steps:
        return []
    steps = out.pick.steps
    if any(isinstance(s, StateLeader) for s in steps):  # (left out of the leaders, or of their states before they
        return []  # are found? the spec ranks each state whole: not read)
    orders = [steps + (step,)] + ([(step, *steps)] if any(isinstance(s, TopN) for s in steps) else [])
    return [NameOf(replace(out.pick, steps=order)) for order in orders]


def _only_held(p: Parser, steps: Steps, at: int) -> bool:
    """'Among people who have a Mastercard only, ...': 'only' after a record held (a provider, a species, a policy type,
    one or more of a record) could say the group's people hold nothing else, not just be the group's ('Among Mastercard
    holders only'): refused unless a people noun says it ('among dog owners only') (r29 F1). So a place said after a
    verb of living ('people who live in Ohio only': no home elsewhere? most people have homes in several states), not
    after a noun ('residents of Ohio only') (F1b)."""
    last = steps[-1] if steps else None
    if p.keys[at - 1] in W.PLURAL_HEADS:
        return False
    said = p.said(at - 1, at + 1)
    if isinstance(last, Holds) and last.attribute in W.PLACES:
        lived = [n for n in range(max(0, at - 6), at - 1) if p.keys[n] in W.LIVED_IN_LAST]
        if not lived:
            return False
        said = p.said(lived[-1], at + 1)
        p.refuse(at, f"ambiguous: '{said}' could say the people live nowhere else (not a condition the questions have: "
                     f"most people have homes in several states) or be the group's own 'only'; for the group say "
                     f"'among residents of {last.value} only' or drop 'only'")
        return True
    if not ((isinstance(last, Holds)) or (isinstance(last, CountIs) and last.op in (">=", ">"))):
        return False
    p.refuse(at, f"ambiguous: '{said}' could say the people hold nothing else (not a condition the questions have) or "
                 f"be the group's own 'only'; for the group say it with its people ('among Mastercard holders only', "
                 f"'among dog owners only') or drop 'only'")
    return True


@rule
def name_q(p: Parser, i: int) -> Iterator[tuple[Output, int]]:
    # Other than the owner of pet X, who ...?   Besides X, among residents of ..., who ...?   (the person left out first)
    for (step,), j in p.seq(i, excluded, ",|:|—"):
        for out, k in name_q(p, j):
            for left in _left_out(out, step):
                yield left, k
    # Who, other than X, has the most pets among residents of ...?   Who else ... among G?   (what 'asked' does not read)
    # Which other person has the same job title as X?   (as 'who else')
    other = p.keys[i] in ("which", "what") and p.keys[i + 1] == "other"
    for _, j in p.seq(i, "which|what other person|one|individual|resident") if other else ():
        for (steps, keys), k in asked(p, j):
            yield from _name_outputs(p, (ELSE, *steps), keys, k)
    for _, j in p.seq(i, "who|which|what person|one|individual|resident?") if p.keys[i] in ("who", "which", "what") else ():
        for (steps, keys), k in _asked_without(p, j):  # (nothing unless a person is left out or 'else' follows)
            yield from _name_outputs(p, steps, keys, k)
            for (outer,), m in p.seq(k, ",?", AMONG, group) if not steps[1:] else ():
                yield from _name_outputs(p, outer + steps, keys, m)
    # Among G, who ...?   Of all G, who ...?   Considering everyone who ..., who ...?
    for (steps,), g in p.seq(i, AMONG, group):
        for _, f in p.seq(g, "only|alone? ,|—|:|;?"):  # (Considering G only, ...)
            if f > g and p.keys[g] in W.GROUP_ONLY and _only_held(p, steps, g):
                continue
            for (more, keys), j in final(p, f):
                if not _two_places(p, steps, more, i):
                    yield from _name_outputs(p, steps + more, keys, j, g if f == g and not keys else None)
    # Among Texans with the most pets, who is the richest?  (those tied on the first ranking, then the second)
    for (steps, first), f in p.seq(i, AMONG, group, HAVING, rank_np, ",|—|:|;?"):
      for (more, keys), j in final(p, f):
        if any(isinstance(s, (TopN, StateLeader)) for s in steps):
            # 'Among the 3 richest residents of Ohio with the most pets, who ...?': the 3 richest of those with the most
            # pets, or those with the most pets of the 3 richest (p13y #7)
            p.refuse(i, "ambiguous: a ranking after a top N or a state's first people could pick the people the top is "
                        "taken from (the top of those with it) or narrow the top; put the ranking first ('the 3 "
                        "richest of those with the most pets')")
            continue
        if keys and all(k.measure != first.measure for k in keys) and not _two_places(p, steps, more, i) \
                and not _leaders_narrowed(p, more, i, f, j):
            yield from _name_outputs(p, steps + more, (first, *keys), j)
    # Residents of Texas: who owns the most pets?   People living in Ohio — who is the oldest?   Residents of Ohio. Who
    # has the most pets?   People in Ohio, who has the most pets?   (the group as a topic: nothing else asks)
    for (steps,), f in p.seq(i, group, ":|—|;|.|,"):
        for (more, keys), j in final(p, f):
            if not _two_places(p, steps, more, i):
                yield from _set_up_outputs(p, steps, more, keys, f, j)
    # Consider the residents of Texas. Who owns the most pets?   Take people living in Ohio: who ...?
    for (steps,), f in p.seq(i, TOPIC, group, ",|:|—|;|."):
        for (more, keys), j in final(p, f):
            if not _two_places(p, steps, more, i):
                yield from _set_up_outputs(p, steps, more, keys, f, j)
    # Take the residents of Texas and find the one with the most pets.   (a request after 'and': not a clause)
    for set_up in (TOPIC, AMONG):  # (Filter to G and give me the one with ...)
        for (steps, (more, keys)), j in p.seq(i, set_up, group, ",|.|;? and? then?", _final_rest):
            if not _two_places(p, steps, more, i):
                yield from _name_outputs(p, steps + more, keys, j)
    # For each state take the resident with the highest X; of those, who ...?   (a group, then the question among them)
    for (steps,), j in p.seq(i, group, ".|;|:"):
        for ((more, keys),), k in p.seq(j, AMONG, "them|these|those people|ones?", ",|—|:?", final):
            yield from _name_outputs(p, steps + more, keys, k)
    # Consider the people who own a dog. Among those living in Ohio, who is the oldest?   ... Of them, who ...?
    for (steps,), j in (found for set_up in (TOPIC, AMONG) for found in p.seq(i, set_up, group, ".|;|:")):
        for _, k in p.phrase(j, AMONG):  # (only 'those ...': another group could replace the first as well as narrow it)
            if p.keys[p.opt(p.opt(k, "all"), "of? the")] in ("those", "these", "ones"):
                for (inner, (more, keys)), m in p.seq(k, group, ",|—|:?", final):
                    yield from _name_outputs(p, _plain(steps + inner + more), keys, m)
        for ((more, keys),), k in p.seq(j, AMONG, "them|these|those people|ones?", ",|—|:?", final):
            yield from _name_outputs(p, steps + more, keys, k)
        # ... Who has the most pets among them?   Who is the oldest of those people?   (the group named again after)
        for ((more, keys),), k in p.seq(j, final, ",? among|amongst|of|from|in them|these|those|that|this people|ones|group?"):
            if p.keys[k - 1] not in ("that", "this") or p.keys[k - 1] == "group":
                yield from _name_outputs(p, steps + more, keys, k)
    # In the state where X lives, who ...?
    for (step, (more, keys)), j in p.seq(i, "in|within|for", same_place, ",|—|:?", final):  # (For the state where ...)
        if not _two_places(p, (step,), more, i):
            yield from _name_outputs(p, (step, *more), keys, j)
    for (value, (more, keys)), j in p.seq(i, "in|within", STATES, ",|—|:?", final):  # In Ohio, who ...?
        if not _two_places(p, (Holds(Attribute.STATE, value),), more, i):
            yield from _name_outputs(p, (Holds(Attribute.STATE, value), *more), keys, j)
    # Who, among G, ...?   Who among G ...?   Who, of G, is the one whose policy expires first?
    for (steps, (more, keys)), j in p.seq(i, WHO, ",?", AMONG, group, ",?", asked):
        yield from _name_outputs(p, steps + more, keys, j)
    # The largest total bank balance among G belongs to whom?   The most vehicles among G are held by whom?   (a22x: the
    # ranking as the subject, the person asked last)
    for (key,), j in p.seq(i, "the", rank_noun) if {"whom", "which"} & set(p.keys) else ():
        for (steps,), k in p.seq(j, ",?", RANKED_AMONG, group, ",?"):
            for m in _passive_whom(p, k):
                yield from _name_outputs(p, steps, (key,), m)
    # Among G, the largest total bank balance belongs to whom?   To whom does the largest balance among G belong?
    for (steps, key), j in p.seq(i, AMONG, group, ",|—|:", "the", rank_noun) if "whom" in p.keys else ():
        for m in _passive_whom(p, j):
            yield from _name_outputs(p, steps, (key,), m)
    for (key, steps), j in p.seq(i, "to whom does|do the", rank_noun, ",?", RANKED_AMONG, group, ",?", "belong"):
        yield from _name_outputs(p, steps, (key,), j)
    for (steps, key), j in p.seq(i, AMONG, group, ",|—|:", "to whom does|do the", rank_noun, "belong"):
        yield from _name_outputs(p, steps, (key,), j)
    # Who owns the most vehicles among G?   Whose policy expires first among G?
    # Who owns the most vehicles, using X as a tiebreaker, among G?
    for (key, t, steps), j in p.seq(i, WHO, rank_verb, paren_tie, ",?", AMONG, group):
        pick = apply_ties(p, Pick(steps, (key,)), (t,))
        if pick is not None:
            yield from _name_outputs(p, pick.steps, pick.keys, j)
    for (key, steps), j in p.seq(i, WHO, rank_verb, ",?", AMONG, group):
        yield from _name_outputs(p, steps, (key,), j)
    # Who lives in the same state as X and owns the most vehicles?
    for ((steps, key),), j in p.seq(i, WHO, filtered_rank):
        yield from _name_outputs(p, _plain(steps), (key,), j)
    # Who in the same state as X has the most vehicles?   Who, living in X, has the most vehicles?
    for (steps, key), j in p.seq(i, WHO, ",?", clause, ",?", rank_verb):
        yield from _name_outputs(p, _plain(steps), (key,), j)
    for (steps,), j in p.seq(i, WHO, ",?", clause, ",?"):  # Who in Ohio has more pets?  (the most: _compared_over)
        for key, k in _compared_over(p, j):
            yield from _name_outputs(p, _plain(steps), (key,), k)
    for (steps, (more, key)), j in p.seq(i, WHO, ",?", clause, ",?", filtered_rank):  # ... the fewest cars among those
        yield from _name_outputs(p, _plain(steps + more), (key,), j)  # who own at least one
    # Which person, living in X, has the most vehicles?   Which resident, born ..., with a dog, owns ...?  (a participle
    # or other clause set off by commas between the asking noun and its verb)
    for (steps,), j in p.seq(i, "which|what person|one|individual|resident|member|citizen|inhabitant|user ,", clauses,
                             ",|—"):
        if not steps:
            continue
        for key, k in rank_verb(p, j):
            yield from _name_outputs(p, _plain(steps), (key,), k)
        for (more, key), k in filtered_rank(p, j):
            yield from _name_outputs(p, _plain(steps + more), (key,), k)
        for more, k in asked_preds(p, j):
            yield from _name_outputs(p, _plain(steps + more), (), k)
    # Who lives in the same state as X but has no pets?
    for (steps,), j in p.seq(i, WHO, asked_preds):
        yield from _name_outputs(p, _plain(steps), (), j)
    # Who in the same state as X has no pets?   Who has no pets among residents of X?
    for (steps, more), j in p.seq(i, WHO, ",?", clause, ",?", asked_preds):
        yield from _name_outputs(p, _plain(steps + more), (), j)
    # Who has no pets in the same state as X?   (the group after the condition, as after a ranking below)
    for more, j in p.seq(i, WHO, asked_preds):
        for (steps,), k in p.seq(j, ",?", clause):
            if j in p.anchors:  # 'who lives in the same state as the owner of pet X in Ohio': whose Ohio?
                said = p.said(j, k).strip(" ,")
                p.refuse(j, f"ambiguous: '{said}' could describe the person named just before it or the person asked "
                            f"for; put the group first ('Among people ..., who ...?')")
                continue
            after = p.opt(p.opt(k, ","), "and")
            for extra, m in clauses(p, after):
                if extra and not _either_place(p, steps, extra, k, after) or not extra and m == after == k:
                    yield from _name_outputs(p, _plain(steps + extra + more[0]), (), m)
            if after != k:
                yield from _name_outputs(p, _plain(steps + more[0]), (), k)
    yield from _fragment_q(p, i)
    # Who owns the most vehicles? Only consider residents of X.   Who is the oldest (among people in X)?
    for lead in (WHO, W.WHICH_PERSON):
        for (key, steps), j in p.seq(i, lead, rank_verb, _group_after):
            yield from _name_outputs(p, steps, (key,), j)
        for (more, steps), j in p.seq(i, lead, asked_preds, _group_after):
            yield from _name_outputs(p, steps + more, (), j)
    # Whose job title matches that of X (, considering only G)?   (e50k: as 'who has the same job title as X')
    for steps, j in _whose_same(p, i):
        yield from _name_outputs(p, _plain(steps), (), j)
        for more, k in _group_after(p, j):
            yield from _name_outputs(p, _plain(more + steps), (), k)
    # Which individual, among residents of X, owns the most pets?   Which one of them, of G, ...?
    for (steps, (more, keys)), j in p.seq(i, "which|what person|one|individual|resident ,?", AMONG, group, ",?", asked):
        yield from _name_outputs(p, steps + more, keys, j)
    # Tell me who the oldest resident of X is.   Do you know who the richest person in Y was?
    for lead in ("who", "which person|one|individual"):
        for (s,), j in p.seq(i, lead, subject, "is|was"):
            pick = apply_ties(p, s.pick, s.ties) if s.ties else s.pick
            if pick is not None:
                yield from _name_outputs(p, pick.steps, pick.keys, j)
    # Could you tell me who the youngest person is among G?   ... who the one with the most pets is in Texas?  (an
    # embedded question: the ranked person, 'is', then the group)
    for lead in ("who", "which person|one|individual"):
        keys_at = [(key, j) for (key,), j in p.seq(i, lead, "the", RANK_ADJ, "person|one|individual|resident?")]
        keys_at += [(key, j) for (key,), j in p.seq(i, lead, _ONE, rank_mod)]
        for key, j in keys_at:
            for _, k in p.seq(j, "is|was"):
                for (steps,), m in p.seq(k, ",?", AMONG, group):
                    yield from _name_outputs(p, steps, (key,), m)
                for steps, m in clauses(p, k):
                    if steps:
                        yield from _name_outputs(p, _plain(steps), (key,), m)
    # Which person has the most vehicles among those living in X?
    for (key, steps), j in p.seq(i, W.WHICH_PERSON, rank_verb, ",?", AMONG, group):
        yield from _name_outputs(p, steps, (key,), j)
    # Which cat owner has the highest salary among people with the same blood type as X?   (two groups: both hold)
    two = [(inner, key, outer, j) for (inner, key, outer), j in p.seq(i, "which|what", group, rank_verb, ",?", AMONG, group)]
    two += [(inner, key, outer, j) for (inner, outer, key), j in p.seq(i, "which|what", group, ",", AMONG, group, ",",
                                                                       rank_verb)]  # Which cat owner, among G, has ...
    for inner, key, outer, j in two:
        if inner and not any(isinstance(s, (TopN, StateLeader)) for s in inner + outer) \
                and not _two_places(p, outer, inner, i):
            yield from _name_outputs(p, _plain(inner + outer), (key,), j)
    # Name the person who, among residents of X, owns the most vehicles.
    for (steps, key), j in p.seq(i, FIND, "the person|one|individual who|that ,?", AMONG, group, ",?", rank_verb):
        yield from _name_outputs(p, steps, (key,), j)
    for (more, steps), j in p.seq(i, WHO, preds, ",?", AMONG, group):
        yield from _name_outputs(p, steps + more, (), j)
    # Who owns the most vehicles in the same state as X?  (the people of the clauses)
    for lead in (WHO, W.WHICH_PERSON):  # Which person has the most pets in Texas?
        for (key, steps), j in p.seq(i, lead, rank_verb, clause):
            after = p.opt(p.opt(j, ","), "and")
            if after != j and (p.keys[after] in ("who", "that", "which") or _set_off(p, after)) and \
                    _who_again(p, after):
                # 'Who is the richest person in Ohio(,) and who owns a dog?': 'and who' after the question's own 'who'
                # may ask who again, or narrow the people ranked, or say the one ranked has it (r34 H2; as in `clauses`;
                # any condition set off by a comma alone too: 'Who is the oldest person in Ohio, without a car?', r36 H1)
                continue
            for more, k in clauses(p, after):  # (an 'and' with no clause after it is not the group's: 'and how many')
                if more and not _either_place(p, steps, more, j, after) or not more and k == after == j:
                    yield from _name_outputs(p, _plain(steps + more), (key,), k)
            if after != j:
                yield from _name_outputs(p, _plain(steps), (key,), j)
    # Look at Ohio. Who has the most pets there?   The state of the owner of pet X. Who there has the most pets?
    for lead in (TOPIC, "in|within?"):
        for (step,), j in p.seq(i, lead, where, ".|;|:|—"):
            for (key,), k in (*p.seq(j, WHO, "there|here", rank_verb), *p.seq(j, WHO, rank_verb, "there|here")):
                yield from _name_outputs(p, (step,), (key,), k)
    # Owner of pet 'X' -> their state -> who there has the most pets?   User 'u': his city. Who is the oldest there?
    # (a chain: the person, their place, then the question in it; 'there' may be left out after the chain)
    for step, j0 in chain_place(p, i):
        for j in ask_lead(p, j0):  # (... then tell me who has the most pets there)
            for (key,), k in (*p.seq(j, WHO, THERE, rank_verb), *p.seq(j, WHO, rank_verb, THERE)):
                yield from _name_outputs(p, (step,), (key,), k)
        j = j0
        for (more, keys), k in final(p, j):
            if not _two_places(p, (step,), more, i):
                yield from _name_outputs(p, _plain((step, *more)), keys, k)
        for (key,), k in p.seq(j, "the?", rank_noun):  # ... -> most pets there -> who?
            for m in _there(p, k):
                yield from _fragment_asked(p, Pick((step,), (key,)), m, bare=True)
        for (key,), k in p.seq(j, "the?", RANK_ADJ, "person|one|individual|resident?"):
            for m in _there(p, k):
                yield from _fragment_asked(p, Pick((step,), (key,)), m, bare=True)
                if p.keys[k - 1] in ("person", "one", "individual", "resident"):  # ... -> richest person there?
                    yield from _name_outputs(p, (step,), (key,), m)
    for (key, steps), j in p.seq(i, _WHOSE, whose_rank, ",?", AMONG, group):
        yield from _name_outputs(p, steps, (key,), j)
    for (key, steps), j in p.seq(i, _WHOSE, whose_rank, clause):  # Whose pet count is the highest in Texas?
        yield from _name_outputs(p, _plain(steps), (key,), j)
    for (steps, key), j in p.seq(i, "which|what", group, "'s", whose_rank):  # Which Texan's card expires first?
        yield from _name_outputs(p, steps, (key,), j)
    # Which person of G ...?   Which one among G ...?   Which of G ...?   Which resident of ... owns ...?
    for lead in ("which|what person|one|individual|resident|member? of|among|from|in all? the?", "which|what"):
        for (steps, key), j in p.seq(i, lead, group, ",?", rank_verb):
            yield from _name_outputs(p, steps, (key,), j)
        if lead != "which|what":  # Which of the two richest people in Ohio has fewer pets?   (a comparative at the end,
            for (steps,), j in p.seq(i, lead, group, ",?"):  # as 'Among G, who has more pets?': the one with the most)
                for key, k in _compared_over(p, j):
                    yield from _name_outputs(p, steps, (key,), k)
        for (steps, more), j in p.seq(i, lead, group, ",?", asked_preds):
            yield from _name_outputs(p, steps + more, (), j)
        for (steps, more), j in p.seq(i, lead, group, "is|was the only|sole|lone|single one|person|individual|resident",
                                      clause):  # Which resident of X is the only one without a car?
            yield from _name_outputs(p, _plain(steps + more), (), j)
        for (steps, key), j in p.seq(i, lead, group, "whose", whose_rank):
            yield from _name_outputs(p, steps, (key,), j)
        for (steps, (more, key)), j in p.seq(i, lead, group, ",?", filtered_rank):  # ... the fewest cars among those
            if more and _one_of_their_own(p, i, j):  # who own at least one
                continue
            yield from _name_outputs(p, _plain(steps + more), (key,), j)
    # Who has more internet accounts among the residents of X?   Who is the person with more pets between the people of
    # X?   (a comparative over a group, as a non-native author writes the superlative: among many, 'more' is 'most')
    for (key, steps), j in (*p.seq(i, WHO, CMP, ",?", AMONG, group),
                            *p.seq(i, "who|which is|was the? person|one|individual with|having", CMP_NOUN, ",?", AMONG,
                                   group)):
        yield from _name_outputs(p, steps, (key,), j)
    # Who has the most vehicles overall?   Who owns the most pets of anyone in the whole dataset?   (everyone, said)
    for (key,), j in p.seq(i, WHO, rank_verb):
        for _, k in (*p.phrase(j, EVERYONE), *p.seq(j, "of|than anyone|anybody|everyone|everybody else?")):
            if p.tokens[k].kind in (END, PUNCT) and p.keys[k] != "(":
                yield from _name_outputs(p, (), (key,), k)
    # Which of the people living in X is among the 20 richest?   Which Texan is one of the 10 oldest people?   (the top N
    # of everyone, unqualified: the group's own top N would be N people, where 'which ... is' asks for one)
    for lead in ("which|who one|member? of|among|from", "which|what"):
        ends = [(steps, j) for (steps,), j in p.seq(i, lead, group, ",?", IN_TOP)]
        for steps, j in ends:
            for (top, kind), k in head(p, p.opt(j, "the")) if not any(isinstance(t, TopN) for t in steps) else ():
                if kind == "top" and len(top) == 1 and not _residents_top(p, j, p.opt(k, "overall"), bool(place_steps(steps))):
                    yield from _name_outputs(p, top + steps, (), p.opt(k, "overall"))
    # Who is one of the 15 richest people and also lives in X?   Who lives in X and is among the 10 oldest people?   (the
    # top N of everyone and a condition, joined by 'and': one person meeting both)
    for lead in (WHO, W.WHICH_PERSON):
        for j in (*(j for _, j in p.seq(i, lead, _AMONG_TOP)), *(j for _, j in p.seq(i, lead, "is|was also? one of"))):
            for top, k in _top_head(p, p.opt(j, "the")):
                for _, m in p.seq(k, ",? and|but also?"):
                    for more, n in preds(p, m):
                        if not _residents_top(p, j, k, bool(place_steps(more))):
                            yield from _name_outputs(p, top + more, (), n)
        for (more,), j in p.seq(i, lead, ",?", clause, ",?"):  # Who in Ohio is one of the 15 richest people?
            for _, k in p.phrase(j, IN_TOP):
                for top, m in _top_head(p, p.opt(k, "the")):
                    if len(top) == 1 and not _residents_top(p, k, m, bool(place_steps(more))):
                        yield from _name_outputs(p, top + _plain(more), (), m)
        for (more,), j in p.seq(i, lead, preds, ",? and|but also?"):
            for at in (p.lit(j, _AMONG_TOP), p.lit(j, "is|was also? one of")):
                for top, m in _top_head(p, p.opt(at, "the")) if at is not None else ():
                    if not _residents_top(p, at or j, m, bool(place_steps(more))):
                        yield from _name_outputs(p, top + more, (), m)
    # Who has the largest total bank balance among those with the most pets in Alabama?   Among the people tied for the
    # most pets in Alabama, who is the richest?   (the leaders of one ranking, ranked again among themselves)
    for (key,), j in p.seq(i, WHO, rank_verb):
        starts = [k for _, k in p.phrase(p.opt(j, ","), AMONG)]
        if p.keys[j - 1] in ("those", "them") and p.keys[j - 2] in ("among", "amongst", "of"):
            starts.append(j - 1)  # ('the oldest among those' is read as one ranking phrase too)
        for (steps, lead), k in (found for start in starts for found in _leaders(p, start)):
            if lead.measure != key.measure:
                yield from _name_outputs(p, steps, (lead, key), k)
    for ((steps, lead),), f in p.seq(i, AMONG, _leaders, ",|—|:"):
        for (more, keys), j in final(p, f):
            if keys and lead.measure not in {k.measure for k in keys} and not _leaders_narrowed(p, more, i, f, j):
                yield from _name_outputs(p, _plain(steps + more), (lead, *keys), j)
    for a, j in whose_anchor(p, i):  # Whose pet is named 'Dawn'?   Whose internet username is robert78?
        yield from _name_outputs(p, (OwnerOf(a),), (), j)
    # Who owns the pet named 'Dawn'?   Who drives the car with plate 'X'?   (Who is the owner of pet 'Dawn'?: below)
    for (a,), j in p.seq(i, "who owns|has|drives", owned):
        yield from _name_outputs(p, (OwnerOf(a),), (), j)
    for (name,), j in p.seq(i, "who has|uses the? internet|online? username|handle", _quoted):
        yield from _name_outputs(p, (OwnerOf(Anchor(AnchorKind.USERNAME, name)),), (), j)
    # Rank residents of X by number of pets, then by age, all highest first: who comes out on top?  (p12g: rankings)
    for (steps, keys), j in rank_list(p, i):
        yield from _name_outputs(p, steps, keys, j)
    # Who is the only person among G who has no pets?   Several of G may have no pets; of those, who is the oldest?
    for only_lead in (FIND, "who|which person|one? is|was"):
        for (steps,), j in p.seq(i, only_lead, only_one):
            yield from _name_outputs(p, steps, (), j)
    # Who in Texas is the only one without a car?   Who in the same state as X is the only person who has no pets?
    for (steps,), j in p.seq(i, "who|which person|one?", clause, ",? is|was"):
        for _, k in p.phrase(j, THE_ONLY):
            for _, m in p.phrase(k, PERSON):
                found = [*preds(p, m), *(o for _, n0 in p.seq(m, "who|that") for o in preds(p, n0)),
                         *(((CountIs(r, "=", 0),), n) for (r,), n in p.seq(m, WITHOUT, RECORDS)),
                         *((h, n) for (h,), n in p.seq(m, HAVING, havings))]
                for more, n in found:
                    yield from _name_outputs(p, _plain(steps + more), (), n)
    for (steps, (more, keys)), j in p.seq(i, several_then, final):
        yield from _name_outputs(p, steps + more, keys, j)
    # Identify, among G, the one with the most vehicles.   Name the person who has no pets among G.
    for (steps, (more, keys)), j in p.seq(i, FIND, ",|:?", AMONG, group, ",|:|—?", described):
        yield from _name_outputs(p, steps + more, keys, j)
    for ((more, keys), steps), j in p.seq(i, FIND, described, ",?", AMONG, group):
        yield from _name_outputs(p, steps + more, keys, j)
    for ((steps, keys),), j in p.seq(i, FIND, described):  # Name the person without any credit cards who lives in X.
        if steps and not keys:  # (a description alone: 'Who has no credit cards?' asked as a request)
            yield from _name_outputs(p, steps, keys, j)
    for (steps, (more, keys)), j in p.seq(i, FIND, _ONE, ",?", AMONG, group, ",? who|that", asked):
        yield from _name_outputs(p, steps + more, keys, j)
    # Could you find the JCB 16 digit cardholder who lives in X and owns the most pets? (a24x: a condition and a ranking
    # in a relative clause, the ranking among those meeting the condition, as 'Which cardholder lives in X and owns the
    # most pets?' reads it)
    for (held, kind), h in (found for _, the in p.seq(i, FIND, "the") for found in head(p, the)):
        if kind != "plain" or p.keys[h - 1] not in W.SINGULAR_HEADS:
            continue
        for ((more, key),), k in p.seq(h, "who|that", filtered_rank):
            yield from _name_outputs(p, _plain(held + more), (key,), k)
    # Find the person with the most vehicles among G.   Who is the oldest person among G?
    for opener in (FIND, "who is|was", "who would|might|could be"):
        for (s,), j in p.seq(i, opener, subject):
            if opener is FIND and not W.NAME_ASKED & set(p.keys[i:j]) and (
                    s.bare or _measure_ranked(p, next((k for _, k in p.seq(i, FIND)), i))):
                # 'Tell me / Give me / Find the highest total bank balance among G' asks the value the ranking reaches
                # (`reached_q`), not who reaches it (d25: it was read as the name); 'the name of ...' asks the person;
                # with a tie rule too, which changes no value (r25 F6: '..., ties going to the oldest.' read as the name)
                continue
            if not s.ties:
                yield from _name_outputs(p, s.pick.steps, s.pick.keys, j)
            else:
                pick = apply_ties(p, s.pick, s.ties)
                if pick is not None:
                    yield from _name_outputs(p, pick.steps, pick.keys, j)


def _one_of_their_own(p: Parser, i: int, j: int) -> bool:
    """'Which cat owner is the oldest person (living) in Alabama?': 'the oldest person in Alabama' names one person of
    their own (the oldest Alabamian, the answer if they own a cat), or ranks only the group (the oldest cat owner
    there: r48, read so): refused naming both. ('Which cat owner in Alabama is the oldest (one)?' is read.)"""
    for at in range(i + 1, j):
        for _, n in p.seq(at, "is|was the", RANK_ADJ, "person|individual|resident|inhabitant"):
            if n < j:
                text = p.text[p.tokens[at].pos:p.tokens[j].pos].strip()
                group, rest = p.said(i + 1, at).strip(), p.text[p.tokens[n].pos:p.tokens[j].pos].strip()
                p.refuse(at, f"ambiguous: '{text}' could name one person of their own (the answer only if they are "
                             f"also one of '{group}') or rank only those: for the latter say 'Which {group} {rest} "
                             f"{p.said(at, at + 1)} the {p.said(at + 2, n - 1)}?'")
                return True
    return False


def _measure_ranked(p: Parser, i: int) -> bool:
    """Does 'the' + a ranking said by its measure alone start at i: a count of records or a balance said with its noun
    ('the most pets', 'the largest number of vehicles', 'the highest total bank balance'), which asks the value the
    ranking reaches as much as who reaches it (r25 F6); not 'the eldest ...' or 'the richest person ...'."""
    for (key,), k in p.seq(i, "the", rank_noun):
        match key.measure:
            case Records():
                return True
            case Metric.BALANCE:
                if W.BALANCE_WORDS & set(p.keys[i:k]):
                    return True
            case _:
                pass
    return False


def _there(p: Parser, i: int) -> list[int]:
    """Where a place said again as 'there' ('in that state', 'in it') ends, if it is said; i itself."""
    return [i, *(j for _, j in p.phrase(i, THERE))]

_THEIR_PLACE = "their|his|her|its|the|that? owner's|person's|user's?"


def _chain_step(p: Parser, i: int) -> list[int]:
    """Where a chain's next step starts after a separator: '->', ':', '.', ', then', '; next', '. After that,'."""
    out = []
    for _, j in p.seq(i, "—|:|;|.|,"):
        out.append(j)
        for _, k in p.seq(j, "and? then|next|afterwards|after|now that?"):
            out.append(p.opt(k, ","))
    return out


@rule
def chain_place(p: Parser, i: int) -> Iterator[tuple[SameAs, int]]:
    """A person, then their place, each step after a separator (an arrow reads as a dash): 'Owner of pet 'X' -> their
    state ->', 'The user 'u': her city.', 'Plate 'X' -> owner -> state ->', 'Find the owner of pet 'X'. Look at their
    state.', 'Start from the user 'u'. Take everyone in the same state.' (the people of the anchor's place)."""
    firsts = [i, *(j for lead in (FIND_TOPIC, TOPIC) for _, j in p.phrase(p.opt(i, "first"), lead))]
    firsts += [j for _, j in p.seq(i, "start|begin from|with|at")]
    starts = [(a, j) for first in firsts for a, j in anchor(p, first)]
    k = p.opt(i, "the|a|an")  # (a pet or a car said with its noun: a capitalised first word is no pet's name here)
    if p.phrase(k, PET) or p.phrase(k, PLATE) or p.phrase(k, VEHICLE) or bool(p.phrase(k, SPECIES)):
        starts += [(a, m) for a, j in owned(p, i) for _, m in p.seq(j, "—|:|,", "the? owner|owners|driver|person|user")]
    for a, j in starts:
        for k in _chain_step(p, j):
            # their state | look at their state | find his city
            verbs = [k, *(m for lead in (FIND_TOPIC, TOPIC) for _, m in p.phrase(k, lead))]
            verbs += [m for _, m in p.seq(k, "look|go|check|see at|to|up?")]
            for _, m in (found for v in verbs for found in p.seq(v, _THEIR_PLACE)):
                for attr, n in p.phrase(m, PLACES):
                    for o in _chain_step(p, n):
                        yield SameAs(attr, a), o
            yield from _chain_group(p, a, k)
        # The user 'u' lives in some state. Who in that state ...?   X lives somewhere; among people in the same state, ...
        for (attr,), k in p.seq(j, LIVES_IN, "some|a|one certain?", PLACES):
            for m in _chain_step(p, k):
                yield SameAs(attr, a), m
        for _, k in p.seq(j, "lives|resides|is somewhere"):
            for m in _chain_step(p, k):
                yield from _chain_group(p, a, m)


def _chain_group(p: Parser, a: Anchor, k: int) -> Iterator[tuple[SameAs, int]]:
    """A chain's group of the anchor's place, 'the same' said alone: 'take everyone in the same state', 'among the
    people living in the same city (as them)'."""
    for m in (k, *(m for lead in (TOPIC, AMONG) for _, m in p.phrase(k, lead))):
        for _, n in p.seq(p.opt(m, "all"), "the?", PEOPLE):
            for o in (n, *(o for _, o in p.phrase(n, LIVING)), *(o for _, o in p.seq(n, "who|that live|reside"))):
                for (attr,), q in p.seq(o, "in|within? the? same", PLACES):
                    for e in _chain_step(p, p.opt(q, "as|like them|him|her|that|this person|owner|user|one?")):
                        yield SameAs(attr, a), e


_AMONG_TOP = "is|was|ranks|figures also? among|amongst|in|within"


def _place_before(p: Parser, j: int) -> bool:
    """Is a place said before j (a state by name or by its people, 'state', 'city'; 'New York', 'North Carolinians')?"""
    if any(k in _PLACE_WORDS for k in p.keys[:j]):
        return True
    said = f" {' '.join(k or '' for k in p.keys[:j])} "
    return any(f" {name} " in said for name in _PLACE_PHRASES)


_PLACE_WORDS = frozenset({"state", "states", "city", "cities", "town", *(n for n in W.PLACE_NAMES if " " not in n)})
_PLACE_PHRASES = tuple(n for n in W.PLACE_NAMES if " " in n)  # (several words, matched as a run of keys)


def _residents_top(p: Parser, k: int, m: int, placed: bool) -> bool:
    """'Among residents of Ohio, who is one of the 15 richest residents?': a top N of 'residents' with no place of its
    own, after a group of a place's people, could be the top N of everyone or of that place (last round's O6 read it
    as everyone); refused naming both (True). Not 'the 15 richest people' (everyone, as before) or '... residents
    overall'."""
    if not placed or not W.RESIDENTS_PLURAL & set(p.keys[k:m]) or p.keys[m - 1] in W.EVERYONE_MARKS | {"overall"} \
            or p.keys[m] in ("of", "in", "from", "within"):  # (a place of its own follows: read there, or not at all)
        return False
    said = p.said(k, m).strip()
    p.refuse(k, f"ambiguous: '{said}' after a place's people could be the top of everyone or of that place's "
                f"residents: say '... people overall' for everyone's, or 'Among the ... residents of <place>, who ...?' "
                f"for the place's own")
    return True


def _top_head(p: Parser, i: int) -> Iterator[tuple[Steps, int]]:
    """'the 15 richest people (overall)', 'the 3 oldest Texans', 'the 5 richest people in Ohio': a top N as a group one
    person is in."""
    for steps, k in group(p, i):
        if any(isinstance(t, TopN) for t in steps):
            yield steps, p.opt(k, "overall")
            if len(steps) == 1:  # the 15 richest people in the dataset, nationwide
                for _, m in p.phrase(k, EVERYONE):
                    if m > p.opt(k, "overall"):
                        yield steps, m


@rule
def _leaders(p: Parser, i: int) -> Iterator[tuple[tuple[Steps, Key], int]]:
    """'those with the most pets in Alabama', 'the people tied for the most pets among residents of X': the people a
    ranking puts first (one or several), with their group; another ranking among them breaks their tie."""
    who = "the? those|people|persons|everyone|ones|residents|individuals"
    for lead in (f"{who} with|having|sharing the?", f"{who} tied for the?", f"{who} who have|own|share the?"):
        for (key,), j in p.seq(i, lead, rank_noun):
            for steps, k in clauses(p, j):
                if steps and place_steps(steps) != set(steps):  # 'those with the fewest cars in Texas who own a dog':
                    # the dog owners among those tied, or the fewest cars among dog owners? (p12o)
                    p.refuse(j, "ambiguous: a condition after 'those with the most/fewest ...' could narrow the people "
                                "tied on it or the people ranked: put the condition first ('among Texans who own a "
                                "dog, ...')")
                elif steps:
                    yield (_plain(steps), key), k
            for (steps,), k in p.seq(j, ",? among|amongst|of|in all? the?", group):
                yield (steps, key), k


_ONE = "the person|one|individual|resident|member|citizen"
_WHO_ASKED = W.FRAGMENT_WHO_ASKED


def _who_asked(p: Parser, i: int) -> list[int]:
    """After a fragment naming the person ('Most pets among G —'): the short question asking for them ('who?',
    'who is it?', 'name?')."""
    # (before a comma, a tie rule: 'Fewest pets among G: who is that, taking the oldest if more than one qualifies?',
    # e48c; read by the tie sentences after it)
    ends = [j for j in (p.lit(i, pattern) for pattern in _WHO_ASKED)
            if j is not None and p.keys[j] in ("?", ".", None, ",")]
    for j in (p.lit(i, "is|was"),):  # 'the oldest is?', 'the oldest person is:'
        if j is not None and (p.keys[j] == "?" or p.keys[j] == ":" and p.keys[j + 1] is None):
            ends.append(j + (p.keys[j] == ":"))
    return ends


def _fragment_group(p: Parser, i: int) -> Iterator[tuple[Steps, int]]:
    """The group a fragment starts with: 'Residents of Ohio', 'Same state as X' (a place shared, no people noun)."""
    yield from group(p, i)
    for (attr, a), j in p.seq(i, "in|from|within? the? same", PLACES, "as", anchor):
        for k in _does(p, j):
            yield (SameAs(attr, a),), k


@rule
def _condition(p: Parser, i: int) -> Iterator[tuple[Steps, int]]:
    """One item of a terse list of conditions: 'no pets', 'exactly 2 pets', 'lives in Maine', 'in Maine', 'Maine',
    'owns a dog', 'a dog owner', 'living in Ohio', 'with 3 cars', 'without cars'."""
    for step, j in count_np(p, i):
        yield (step,), j
    for step, j in species_np(p, i):
        yield (step,), j
    for step, j in pred(p, i):
        yield (step if isinstance(step, tuple) else (step,)), j
    for step, j in p.seq(i, "in|from|within?", where):
        yield step, j
    for steps, j in clause(p, i):
        yield steps, j
    for (steps, kind), j in head(p, p.opt(i, "a|an")):
        if kind == "plain" and steps:
            yield steps, j
    for (attr, a), j in p.seq(i, "the? same", ATTRS, "as|like", anchor):  # same blood type as X (any value shared)
        for k in _does(p, j):
            yield (SameAs(attr, a),), k
    yield from _terse_condition(p, i)


_TERSE_COUNT_FIRST = frozenset({"no", "zero", "at", "exactly", "more", "fewer", "less", "over", "under"})  # (a count
# said bare after a comma must say its number: 'who doesn't have pets, vehicles and cards' lists what is not had)


@rule
def _terse_condition(p: Parser, i: int) -> Iterator[tuple[Steps, int]]:
    """A ticket's condition with no verb: a value said equal to an anchor's, as in a query ('blood type = that of user
    'u'', 'state = state of X', 'card provider = X's'; '=' is read as ':'), or 'current job started (in) 2023',
    'current job start yr = 2023' ('current' said)."""
    for lead in ("that of", "the? same as"):
        for (attr, a), j in p.seq(i, ATTRS, ":|is|equals|matches", lead, anchor):
            yield (SameAs(attr, a),), j
    for (attr, a), j in p.seq(i, ATTRS, ":|is|equals|matches", anchor, "'s"):
        yield (SameAs(attr, a),), j
        for again, k in p.phrase(j, ATTRS):
            if again is attr:
                yield (SameAs(attr, a),), k
    for (attr, again, a), j in p.seq(i, ATTRS, ":|is|equals|matches the?", ATTRS, "of", anchor):
        if again is attr:
            yield (SameAs(attr, a),), j
    for lead in ("current|present|latest job|employment", "current-job"):
        for (year,), j in p.seq(i, lead, "started|began|start|starts year|date? in|:?", _year):
            yield (CurrentJobStartedIn(year),), j


@rule
def _conditions(p: Parser, i: int) -> Iterator[tuple[Steps, int]]:
    """'no pets, lives in Maine', 'exactly 2 pets; Connecticut', 'same blood type as X + same state as Y', 'Visa
    holders AND same city as X': conditions listed with commas, signs or 'and' (all of them hold)."""
    here = _people_said(p, i)
    for steps, j in _condition(p, i):
        yield steps, j
        for _, k in (*p.seq(j, ",|;|&|+ and?"), *p.seq(j, "and")):
            joined = p.keys[j] in ("and", "&", "+") and p.tokens[j].text != "AND"
            if j in here and any(joined or _same_attribute(steps, more)
                                               for more in _people_said(p, k).values()):
                # 'dog owners and cat owners: who is the oldest?', 'bird owners + fish owners: richest', 'dog owners,
                # cat owners: ...': people in both groups, or in either (two groups named together: the oldest of
                # either, Jackie Williams, not the oldest owning both, Kelly Pena; w18 on e18's 0c3d280). 'AND' (a
                # query's), a condition after a group ('Health policy holders + same state as X') and a list of
                # groups of other kinds ('Ohio residents, dog owners') still say both
                p.refuse(j, f"ambiguous: '{p.said(i, j + 1)} ...' could mean people in both groups or "
                            "people in either; for both say it with 'who' ('dog owners who own a cat'); either is not "
                            "supported")
                continue
            if joined and len(steps) == 1 and isinstance(steps[0], CountIs) and steps[0].op == "=" and \
                    steps[0].n == 0 and not (p.keys[i] == "without" and p.keys[j] == "and") and \
                    any(True for _ in p.phrase(k, RECORDS)):
                # 'No pets and cars: who is the oldest?': 'no' over both (neither, as 'with no pets and cars' is also
                # read) or 'no pets' and 'cars' (some cars), the only reading here before (w21, terse conditions);
                # 'without pets and cars' is read both ways already (none_of's neither, and this list; not with '&')
                p.refuse(k, f"ambiguous: '{p.said(i, k + 1)}' could mean neither (no pets and no cars) or the first "
                            "only with some of the second: say 'no X and no Y' for neither, or 'no X but at least one Y'")
                continue
            if place_steps(steps) and (any(True for _ in p.seq(k, "in|from|within?", STATES)) or (
                    j in here and any(True for _ in p.seq(k, "in|from|within?", where))) or any(
                    # 'In the state of A, and in the state of B, find R.' (a25z): a place of the same kind said again
                    # with its preposition, as 'in A and in B' (_either_place)
                    s.attribute == t.attribute for (t,), _ in p.seq(k, "in|from|within", where) for s in place_steps(steps))):
                # 'Residents of Ohio and Texas: who ...?', 'Ohio and Texas residents: ...', 'Residents of Ohio, Texas.':
                # places listed are the people of either place as often as of both (read as both, the people with an
                # address in each: w21, op21 'andplace'); refused as 'in A and in B' is
                p.refuse(k, f"ambiguous: two places listed ('{p.said(i, k)} ...') could mean the people living in "
                            "both or the people of either place: say 'who live in A and also live in B' for both; "
                            "either is not supported")
                continue
            for more, m in _conditions(p, k):
                yield steps + more, m


def _people_said(p: Parser, i: int) -> dict[int, Steps]:
    """Where a group said as people (a noun: 'dog owners', 'Ohio residents', 'Mastercard holders') may end, read from
    i, and its steps; empty when none is said there."""
    return {j: steps for (steps, kind), j in head(p, p.opt(i, "a|an")) if kind == "plain" and steps}


def _same_attribute(a: Steps, b: Steps) -> bool:
    """Are two groups each one value held of one attribute, the same attribute ('dog owners', 'cat owners')?"""
    return len(a) == len(b) == 1 and isinstance(a[0], Holds) and isinstance(b[0], Holds) and \
        a[0].attribute == b[0].attribute


def _fragment_q(p: Parser, i: int) -> Iterator[tuple[Output, int]]:
    """Terse questions without a verb of asking: 'Same state as X: who has the most pets?', 'Most vehicles among G —
    who?', 'Oldest resident of Texas?', 'The richest person among G: who is it?'."""
    # no pets, lives in Maine, oldest — who?   exactly 2 pets, in Connecticut, oldest?   (conditions listed, then the
    # ranking: a superlative said of a person asks for them; 'most cars' needs a 'who')
    for steps, j in _conditions(p, i):
        for (key,), k in p.seq(j, ",|;|:|—", "the?", RANK_ADJ, "person|one|individual|resident?"):
            k = _by_birth(p, k, key)
            yield from _fragment_asked(p, Pick(_plain(steps), (key,)), k, bare=True)
            yield from _name_outputs(p, _plain(steps), (key,), k)
        for (key,), k in p.seq(j, ",|;|:|—|.", "the?", rank_noun):  # (values shared, listed: a group, as below)
            yield from _fragment_asked(p, Pick(_plain(steps), (key,)), k,
                                       bare=len(steps) > 1 and any(isinstance(t, SameAs) for t in steps))
        if len(steps) > 1:  # 'same blood type as X AND same state as Y: who has the most pets?'
            for ((more, keys),), m in p.seq(j, ":|—|;|,|.", final):
                if not _two_places(p, steps, more, i):
                    yield from _name_outputs(p, (*steps, *more), keys, m)
        if len(steps) > 1 and p.keys[j] in (":", "\u2014", ";", ","):  # 2+ cars and same job title as X -> who
            for k in _who_asked(p, j + 1):
                yield from _name_outputs(p, _plain(steps), (), k)
    topics = [*p.seq(i, "in|from|within?", where),  # (p12f: any place: 'X's state: who ...?', 'Texas — who ...?')
              *((((SameAs(attr, a),), j) for (attr, a), j in p.seq(i, "with|sharing? the? same", ATTRS, "as", anchor)))]
    for (step,), j in topics:  # ... or any shared value: 'Same blood type as X -- who among those ...?'
        for ((more, keys),), m in p.seq(j, ":|—|;|,", final):
            if not _two_places(p, (step,), more, i):
                yield from _name_outputs(p, (step, *more), keys, m)
    for (key, steps), j in p.seq(i, "the?", rank_noun, ",?", AMONG, group):  # Most pets among G: who?
        # (not after a request: 'Tell me the most pets among residents of Ohio. If there's a tie, pick the oldest.'
        # could ask the value the ranking reaches, `reached_q`, which no tie rule changes; r25 F6: read as the name)
        yield from _fragment_asked(p, Pick(steps, (key,)), j, bare=not _requested(p, i))
    # Residents of Ohio: most pets — who?   Same state as X — most pets, ties to the oldest — who?   Texas, most pets:
    # who?   (the group first, a place alone too)
    for start in (i, *(j for _, j in p.phrase(i, AMONG))):
        groups = [*_fragment_group(p, start), *(((step,), j) for (step,), j in p.seq(start, "in|from|within?", where))]
        for steps, j in groups:
            for (key,), k in p.seq(j, ":|—|;|,|.", "the?", rank_noun):  # (Ohio. Most pets. Who?)
                yield from _fragment_asked(p, Pick(steps, (key,)), k, bare=True)
            for (key,), k in p.seq(j, ":|—|;|,", "the?", RANK_ADJ, "person|one|individual|resident?"):
                k = _by_birth(p, k, key)  # Texas: richest?   Same state as X — the oldest one?   (a person, said)
                yield from _fragment_asked(p, Pick(steps, (key,)), k)
                for found, m in ties(p, k):
                    if (pick := apply_ties(p, Pick(steps, (key,)), found)) is not None:
                        yield NameOf(pick), m
            # Maestro card holders -> the one w/ the most bank accounts, oldest on ties   G -> whoever has R   (a person
            # said after the group and a mark, Slack shorthand: e47s; ranked, its tie rule after a comma)
            for ((more, keys),), k in p.seq(j, ":|—|;|,", _person_of_group):
                pick0 = Pick(_plain(steps + more), keys)
                for found, m in ties(p, k) if p.keys[k] == "," else [((), k)]:
                    pick = apply_ties(p, pick0, found) if found else pick0
                    if pick is not None and p.keys[_closing(p, m)] is None:
                        yield from _name_outputs(p, pick.steps, pick.keys, m)
            # Residents of Maryland without any credit cards: who?   (a condition in the group, no ranking)
            if any(not place_steps((step,)) for step in steps) and p.keys[j] in (":", "—", ";", ","):
                for k in _who_asked(p, j + 1):
                    yield from _name_outputs(p, steps, (), k)
    # Most vehicles in the same state as X — who?   Most cars in Arizona; if tied, the one born later.   (the group
    # after the ranking, as a clause)
    for (key,), j in p.seq(i, "the?", rank_noun):
        for steps, k in clauses(p, j):
            if steps:
                yield from _fragment_asked(p, Pick(_plain(steps), (key,)), k, bare=True)
        for (steps,), k in p.seq(j, ",|—|:", _fragment_group):  # Most vehicles, same state as X -- who?
            yield from _fragment_asked(p, Pick(steps, (key,)), k, bare=True)
    for (steps, (more, keys)), j in p.seq(i, _ONE, ",?", AMONG, group, ",? who|that", asked):  # (I'm looking for) ...
        if p.keys[_closing(p, j)] is None:
            yield from _name_outputs(p, steps + more, keys, j)
    # Among G, the one with the most pets is who?   Among G, the oldest one: who?
    for (steps, (more, keys)), j in p.seq(i, AMONG, group, ",|—|:", described):
        for k in _who_asked(p, p.opt(j, "?|:|—|;|,")):
            yield from _name_outputs(p, steps + more, keys, k)
    for s, j in subject(p, i):
        pick = apply_ties(p, s.pick, s.ties) if s.ties else s.pick
        if pick is None:
            continue
        if s.bare and not s.ties:  # 'Most pets in Texas?' could ask the count: 'who?' or a tie rule says a person
            if p.keys[j] == "?" and tie(p, j + 1):
                yield from _name_outputs(p, pick.steps, pick.keys, j)
            elif p.keys[_closing(p, j)] is None:
                p.refuse(j, f"ambiguous: '{p.said(i, j).strip()}' could ask who it is or the value the ranking reaches "
                            "(not supported): add 'who?' or a tie rule, or say 'the person with ...'")
        elif p.keys[_closing(p, j)] is None or (p.keys[j] == "?" and tie(p, j + 1)):  # The oldest resident of Texas?
            if _measure_ranked(p, i) and _requested(p, i):
                continue  # (as after `_fragment_asked`'s request: r25 F6)
            yield from _name_outputs(p, pick.steps, pick.keys, j)  # (and its tie sentence: '? If tied, the richest.')
        for k in _who_asked(p, p.opt(j, "?|:|—|;|,")):
            yield from _name_outputs(p, pick.steps, pick.keys, k)


def _requested(p: Parser, i: int) -> bool:
    """Does a request ('Tell me', 'Give me', 'Find': FIND) end right before i?"""
    return any(k == i for start in range(max(0, i - _FIND_LONGEST), i) for _, k in p.seq(start, FIND))


_FIND_LONGEST = max(len(phrase.split()) for phrase in W.FIND)  # ('I would like to know ...': five words, a28z)


def _fragment_asked(p: Parser, pick0: Pick, k: int, bare: bool = False) -> Iterator[tuple[Output, int]]:
    """After a fragment's ranking and group ('Most pets in Texas'): a tie inside it (after a comma), then 'who?'. With
    bare, no 'who' is needed when a tie sentence follows ('Most cars in Arizona; if tied, the one born later.'): a tie
    between people says a person is asked for (not the count the ranking reaches)."""
    for found, m in ties(p, k) if p.keys[k] == "," else [((), k)]:  # (a tie inside: after a comma)
        pick = apply_ties(p, pick0, found) if found else pick0
        if pick is None:
            continue
        for n in _who_asked(p, p.opt(m, "?|:|—|;|,|.")):
            yield from _name_outputs(p, pick.steps, pick.keys, n)
    if bare:
        for found, m in ties(p, p.opt(k, ";|,|—|:")):
            if found and (pick := apply_ties(p, pick0, found)) is not None:
                yield NameOf(pick), m


_PLACE_ENDS = frozenset(w.split()[-1] for a in W.PLACES for w in W.ATTRIBUTE_NOUNS[a] + W.HOME_PLACE_NOUNS[a])


GROUP_PERSON_WHOEVER = _words(W.GROUP_PERSON_WHOEVER, "'whoever'")


def _person_of_group(p: Parser, i: int) -> Iterator[tuple[tuple[Steps, tuple[Key, ...]], int]]:
    """A ranked person said after a group and a mark ('G -> the one w/ the most pets', 'G: whoever has the most pets',
    'G -> whichever of them owns the most cars', e47s): `described` with a ranking, or 'whoever|whichever' and a ranking
    said as a verb."""
    for (found,), j in p.seq(i, described):
        if found[1]:
            yield found, j
    for _, j in p.seq(i, GROUP_PERSON_WHOEVER):
        for key, k in rank_verb(p, j):
            yield ((), (key,)), k


@rule
def described(p: Parser, i: int) -> Iterator[tuple[tuple[Steps, tuple[Key, ...]], int]]:
    """The person asked for, after a request and its group: 'the one with the most pets', 'the person who has no
    pets', 'the individual whose policy expires first', 'the oldest one', 'the person without any vehicles'."""
    heads = [j for _, j in p.seq(i, _ONE)]
    if p.keys[i] in ("someone", "somebody"):  # find someone who has no pets (the one, or no answer when several do)
        heads.append(i + 1)
    for h in heads:
        for key, j in rank_mod(p, h):
            yield ((), (key,)), j
    for key, j in ranked_one(p, i):  # the holder of the largest number of credit cards, the top owner of vehicles
        yield ((), (key,)), j
    for h in heads:
        for step, j in passive_none(p, h):  # the person by whom no credit card is held
            yield ((step,), ()), j
        for (found,), j in p.seq(h, "who|that", asked):
            yield found, j
    for (key,), j in p.seq(i, "the", RANK_ADJ, "person|one|individual|resident?"):
        yield ((), (key,)), _by_birth(p, j, key)
    for (steps,), j in (found for h in heads for found in p.seq(h, HAVING, havings)):
        yield (steps, ()), j
        for more, k in clauses(p, j):  # 'the person with three or more pets residing in the same city as X' (a15x)
            if more:
                yield (_plain(steps + more), ()), k
    # (Among G:) return the one sharing a URL with X, name the one whose job title matches that of X, the one living in
    # the state of X (a27z): a clause after the one asked for, as after a group's head noun, and a ranking after it
    # among those it describes ('the one living in Ohio with the most pets'); several meeting it is no answer
    for h in heads:
        if p.keys[h] in ("who", "that", "with", "having", "without"):
            continue  # (read above and below)
        for steps, j in clauses(p, h):
            if steps:
                yield (_plain(steps), ()), j
                for key, k in rank_mod(p, j):
                    yield (_plain(steps), (key,)), k
    # 'the resident of pet X's owner's state who holds no insurance policies' (a14x): a place's people, then who
    for (step,), k in p.seq(i, _ONE, "of|in|from|within", where):
        if isinstance(step, SameAs) and p.keys[k - 1] not in _PLACE_ENDS:
            continue  # ('... of the same state as the owner of plate X who ...': the owner's, or the resident's? refused
            # as the clauses read it)
        for ((more, keys),), j in p.seq(k, "who|that", asked):
            yield ((step, *more), keys), j
    for (records,), j in (found for h in heads for found in p.seq(h, WITHOUT, RECORDS)):
        yield ((CountIs(records, "=", 0),), ()), j
        for more, k in clauses(p, j):  # 'the person without any credit cards who lives in X' (the person's, not the
            if more:  # cards': a clause after a record noun names a person only by 'who')
                yield ((*more, CountIs(records, "=", 0)), ()), k
    for _, j in p.seq(i, W.WHOEVER):  # (pick) whoever has the most pets
        yield from asked(p, j)
    # the individual, other than the owner of pet X, whose job title is the same as that of the said owner (a18x): a
    # person left out, then what the one asked for is
    for step, k in (found for h in heads for found in (*excluded_aside(p, h), *excluded(p, h))):
        for key, j in rank_mod(p, k):
            yield ((step,), (key,)), j
        for ((more, keys),), j in p.seq(k, "who|that", asked):
            yield ((step, *more), keys), j
        for more, j in clause(p, k):
            if p.keys[k] not in ("who", "that"):  # (read just above)
                yield (_plain((step, *more)), ()), j
    # (Filter to G. Return the name of) the person in that set who ...   (the group set up before, named again)
    for (found,), j in p.seq(i, _ONE, "in|of|from|within that|this|the set|group|list|subset|selection|pool|population",
                             "who|that", asked):
        yield found, j


@rule
def compare_head(p: Parser, i: int) -> Iterator[tuple[Key, int]]:
    """`_compare_head`, and the two named again after it: 'which one has more pets, (1) or (2)?', '..., the former or
    the latter?'; or asked by those names: 'does the former or the latter have more pets?', 'is (a) or (b) older?'."""
    for key, j in _compare_head(p, i):
        yield key, j
        for _, k in p.seq(j, ",|—|:", PAIR_NAMED_AGAIN):
            yield key, k
        for _, k in p.phrase(j, COMPARE_NAME_ASKED):  # ('..., and state that person's name: A, or B', a35f)
            yield key, k
    for _, j in p.seq(i, "does|do", PAIR_NAMED_AGAIN, "have|own|hold|keep|possess"):
        for (key,), k in p.seq(j, "a|the?", CMP_NOUN):
            yield key, k
    for _, j in p.seq(i, "is|was", PAIR_NAMED_AGAIN):
        yield from p.phrase(j, CMP_ADJ)
    for _, j in p.seq(i, "who|which ,|—", PAIR_NAMED_AGAIN, ",|—"):  # which, the former or the latter, has more pets?
        yield from compare_verb(p, j)


def _compare_head(p: Parser, i: int) -> Iterator[tuple[Key, int]]:
    """'who owns more vehicles', 'which of these two people has a higher total bank balance', 'whose total balance
    is lower' (not of an age or a birth date: 'higher' and 'later' of those point opposite ways)."""
    for _, j in p.phrase(i, COMPARE_WHO):
        yield from compare_verb(p, j)
    if p.keys[i] == "which":  # Which top earner has more pets: ...?   Which of two vehicle leaders owns more pets?
        for j in _compare_role(p, i + 1):
            yield from compare_verb(p, j)
    if p.keys[i] == "whose":
        yield from whose_more(p, i + 1)
    # 'Credit cards: who holds fewer?', 'When it comes to pets, who has more (of them)', 'Pets are the measure here: who
    # has more of them' (e50k): a kind of records said first, then the comparative bare
    for start in (i, *(j for _, j in p.phrase(i, MEASURE_LEAD_LEADS))):
        # ('Comparing pet counts, ...': a count's plural)
        counts = [(r, k) for r, j in p.phrase(start, RECORD_ONE) for _, k in p.seq(j, "counts|numbers|tallies|totals")]
        for measure, j in (*p.phrase(start, TARGET), *counts):
            if not isinstance(measure, Records):
                continue
            for mark in (j, *(k for _, k in p.phrase(j, MEASURE_LEAD_IS))):
                if p.keys[mark] not in W.MEASURE_LEAD_MARKS:
                    continue
                for _, k in p.phrase(mark + 1, COMPARE_WHO):
                    for order, m in p.phrase(k, MEASURE_LEAD_CMP):
                        yield Key(measure, order), m
    # Ranking by salary, who comes out ahead: A or B?   Ranked by number of pets, which of the two comes first? (a25y: one
    # ranking said first, its end its own or the lead's decision for an amount; its first place is the one with more)
    for _, j in (*p.phrase(i, RANK_LIST_LEAD), *p.phrase(i, RANKED_PAIR_LEAD)):
        for whom in (j, *(k for _, k in p.phrase(j, RANKED_PAIR_WHOM))):
            for keys, k in _keys_listed(p, i, whom):
                for _, m in p.seq(k, ",|:|—", COMPARE_WHO, RANKED_AHEAD) if len(keys) == 1 else ():
                    yield keys[0], m
    # By whom are fewer online accounts held?   By which of the two are more pets owned? (a24x: the passive)
    for (key,), j in p.seq(i, PASSIVE_BY_OF_TWO, "are|is|were|was", CMP_NOUN):
        if isinstance(key.measure, Records):
            yield from ((key, k) for _, k in p.phrase(j, PASSIVE_HELD_ONLY))
    # By whom is the lower salary earned?   By which of the two is the larger total bank balance held?   (a24x)
    for (key,), j in p.seq(i, PASSIVE_BY_OF_TWO, "is|was the|a", CMP_NOUN):
        if key.measure is Metric.SALARY:
            yield from ((key, k) for _, k in p.phrase(j, PASSIVE_EARNED))
        elif key.measure is Metric.BALANCE:
            yield from ((key, k) for _, k in p.phrase(j, PASSIVE_HELD_ONLY))
    for _, j in p.phrase(i, COMPARE_REQUEST):  # (Compare A with B.) Return whichever has more money in the bank.
        for _, k in p.phrase(j, COMPARE_WHICHEVER):
            yield from compare_verb(p, k)
        for _, k in p.phrase(j, COMPARE_ONE_WITH):  # Give the name of the one owning more vehicles.
            yield from p.phrase(k, CMP_NOUN)
            for _, m in p.seq(k, "the|a"):  # ... the one owning the greater number of pets (a36r)
                yield from p.phrase(m, CMP_NOUN)
        for _, k in p.seq(j, "the one|person|individual"):  # (Of A and B,) identify the one born first / earning the
            yield from p.phrase(k, TIE_PART)  # higher salary (a36r: a participle of age or pay, as `_one_compared`)


def _one_placed(p: Parser, i: int) -> Iterator[tuple[Step, int]]:
    """'the one from|in|of the state of X': one of two people said by their place alone (its step)."""
    for (step,), j in p.seq(i, "the one|person|individual from|in|of", where):
        yield step, j


def _compare_role(p: Parser, i: int) -> list[int]:
    """After 'which' (and 'of (the) two'): a role noun naming the two compared ('top earner', 'card leader', 'state pay
    leaders', 'oldest-vehicle owner'; words.COMPARE_ROLE_HEADS after at most three words of a label), where it ends.
    The label is not read: the comparison and the two people said say what is asked."""
    found = []
    for j in (i, *(j for _, j in p.seq(i, COMPARE_ROLE_OF_TWO))):
        for k in range(j, j + 4):
            tok = p.tokens[k]
            if tok.kind != WORD or tok.low in W.COMPARE_ROLE_NOT_LABEL or not tok.low.replace("-", "").isalpha():
                break
            if tok.low in W.COMPARE_ROLE_HEADS and k + 1 < len(p.tokens) and p.keys[k + 1] not in W.COMPARE_ROLE_HEADS:
                label = p.tokens[j:k + 1]
                group = next((t for t in label if t.low in W.COMPARE_ROLE_GROUP_WORDS or t.text[:1].isupper()), None)
                if group is None and tok.low in W.COMPARE_ROLE_GROUP_HEADS and not any(
                        part in W.COMPARE_ROLE_RANKED for t in label[:-1] for part in t.low.split("-")):
                    group = tok  # 'Which of the two car owners has fewer pets: the richest person in Kentucky or ...?'
                    # could be Kentucky's richest car owner (w13 #4); 'the oldest-vehicle owner' ranks: read
                said = " ".join(t.low for t in label)
                if group is tok and (said in W.COMPARE_ROLE_CARD_LABELS or said in W.COMPARE_ROLE_POLICY_LABELS):
                    # read when each of the two is said a card's (a policy's) holder (_compare)
                    p.role_cards[j] = Attribute.CARD_PROVIDER if said in W.COMPARE_ROLE_CARD_LABELS else \
                        Attribute.POLICY_TYPE
                    found.append(k + 1)
                elif group is None:
                    found.append(k + 1)
                    for m in range(j, k + 1):  # 'Which of the two oldest residents ...': a ranking the label says,
                        for key, _ in p.phrase(m, RANK_ADJ):  # which the two compared must be ranked by (_compare)
                            p.role_ranks[j] = key
                else:  # 'Which of the two Ohio residents has more pets: the richest dog owner or ...?' (w13 #3)
                    p.refuse(j, f"ambiguous: the two compared are named by a group ({group.text!r}), which could narrow "
                                "who each of them is (the richest dog owner among Ohio residents) or only describe "
                                "them: say the group in each person's words, or leave the label out")
    return found


@rule
def compare_verb(p: Parser, i: int) -> Iterator[tuple[Key, int]]:
    """'owns more vehicles', 'has the most pets', 'is the older one'; 'than the other (one)' after it, of the two
    compared ('which has more credit cards than other?'), before a mark only."""
    for key, j in _compare_verb(p, i):
        yield key, j
        for k in _compared_aside(p, j, key):
            yield key, k
        for _, k in p.seq(j, "than the? other one|person|individual?"):
            if p.tokens[k].kind in (END, PUNCT):
                yield key, k


def _compare_verb(p: Parser, i: int) -> Iterator[tuple[Key, int]]:
    for key, j in p.phrase(i, CMP):
        yield key, j
        if key.measure is Metric.BALANCE:  # 'is richer in total', 'has a larger amount of money in the bank'
            for k in _money_said(p, j, banked=True):
                if k > j:
                    yield key, k
    yield from more_money(p, i)
    for (key,), k in p.seq(i, HAVE, "the", rank_noun):
        yield key, k
    for (key,), k in p.seq(i, "is|was the", CMP_ADJ):  # who is the older (one, of the two, of these two)
        k = p.opt(k, W.ONE_PERSON_NOUN)
        yield from ((key, m) for m in {p.opt(k, W.OF_THE_TWO), p.opt(k, W.OF_THESE_TWO),
                                       *_of_two_people(p, k)})  # ('the elder of these two persons', a28z)
    for (key,), k in p.seq(i, "is|was the?", RANK_ADJ):  # who is the oldest (of the two): over two, the older
        k = p.opt(k, W.ONE_PERSON_NOUN)
        yield from ((key, m) for m in {p.opt(k, W.OF_THE_TWO_OR_BOTH), p.opt(k, W.OF_THESE_TWO),
                                       *_of_two_people(p, k)})
    for (key,), k in p.seq(i, "has|have got", CMP_NOUN):  # who's got more pets
        yield key, k
    for key, k in p.phrase(i, CMP):  # who has more vehicles registered in their name
        if isinstance(key.measure, Records):
            for _, m in p.phrase(k, RECORDS_HELD):
                yield key, m


_BEFORE_TWO = frozenset({":", ",", "\u2014", "-", ";"})  # (what ends a comparative's aside before the two)


def _compared_aside(p: Parser, i: int, key: Key) -> list[int]:
    """A comparative's measure said again in brackets after it, before the two compared ('Who is younger (by birth
    date): A, or B?', 'Who is richer (by total bank balance): ...', 'Who has more pets (counting all species): ...',
    y30): where the aside ends. An aside naming another measure ('Who is older (by total bank balance): ...') is
    refused naming both; any other aside is left unread (refused as not understood)."""
    if p.keys[i] != "(":
        return []
    if (end := _by_birth(p, i, key)) > i and p.keys[end] in _BEFORE_TWO:
        return [end]
    if isinstance(key.measure, Records):  # (counting all species): every record counts anyway
        found = [j + 1 for measure, j in p.phrase(i + 1, ALL_KINDS_ASIDE)
                 if measure == key.measure and p.keys[j] == ")" and p.keys[j + 1] in _BEFORE_TWO]
        if found:
            return found[-1:]
    for start in (p.lit(i, lead) for lead in W.COMPARED_ASIDE_LEADS):
        for measure, j in p.phrase(start, TARGET) if start is not None else ():
            if p.keys[j] != ")" or p.keys[j + 1] not in _BEFORE_TWO:
                continue  # (only before the two compared: 'the oldest vehicle (age) among ...' is another aside)
            if measure == key.measure:  # ('(based on date of birth)', '(according to salary)')
                return [j + 1]
            else:
                p.refuse(i, f"the aside '{p.said(i, j + 1).strip()}' names {_measure_named(measure)}, but the "
                            f"comparison before it is of {_measure_named(key.measure)}: say which is meant")
    return []


def _measure_named(measure: Measure) -> str:
    """A measure in a few words: 'the number of pets', 'age', 'balance'."""
    return f"the number of {W.render_records(measure)}" if isinstance(measure, Records) else \
        "age" if measure is Metric.DOB else "total bank balance" if measure is Metric.BALANCE else measure.value


def _of_two_people(p: Parser, i: int) -> list[int]:
    """'(who is the elder) of these two persons', where a mark follows (the two listed next, or the question's end)."""
    return [*(j for _, j in p.seq(i, W.OF_TWO_PEOPLE) if p.keys[j] in W.TWO_PEOPLE_LISTED_MARKS),
            *(j for said in W.OF_THESE_LISTED for _, j in p.seq(i, said) if p.keys[j] in W.OF_THESE_LISTED_MARKS)]


@rule
def more_money(p: Parser, i: int) -> Iterator[tuple[Key, int]]:
    """A balance compared by the money, its parts in any order (words.MONEY_MORE): 'has more money in the bank in
    total', 'has more money in total in the bank', 'holds more in the bank', 'keeps less cash across all accounts'."""
    for _, j in p.phrase(i, HAVE):
        for order, table in MONEY_MORE:
            for _, k in p.phrase(j, table):
                for _, m in p.phrase(p.opt(k, W.SUM_ADJ), MONEY_NOUNS):  # ('more total money')
                    for end in _money_said(p, m, banked=True):
                        yield Key(Metric.BALANCE, order), end
                for end in _money_said(p, k, banked=False):  # no money named: a bank place must say it
                    yield Key(Metric.BALANCE, order), end


def _money_said(p: Parser, i: int, banked: bool, left: int = 3) -> Iterator[int]:
    """After 'more money': up to `left` more places or sums ('in the bank', 'in total', 'altogether'); each end reached
    once one of them (or the money) says it is money in the bank."""
    if banked:
        yield i
    if left:
        for _, j in p.phrase(i, MONEY_BANKED):
            yield from _money_said(p, j, True, left - 1)
        for _, j in (*p.phrase(i, MONEY_ACROSS), *p.phrase(i, BALANCE_AFTER)):
            yield from _money_said(p, j, banked, left - 1)


def whose_more(p: Parser, i: int) -> Iterator[tuple[Key, int]]:
    """After 'whose': a measure and a direction, 'total bank balance is higher', 'number of pets is lower' (not of an
    age or a birth date: 'higher' and 'later' of those point opposite ways)."""
    # 'Whose bank accounts add up to the bigger total balance: A, or B?', 'whose balances hold more money' (e43ap: the
    # money held said with a verb, as in a tie rule's 'the one whose ...')
    yield from p.phrase(i, WHOSE_MORE)
    for c, j in compared_measure(p, i):
        # whose birth date comes first (the older) / comes later (the younger)   (e50k)
        if c.measure is Metric.DOB and " ".join(str(w) for w in p.keys[i:j]).removeprefix("the ") in W.BIRTH_NOUNS:
            for order, table in _BIRTH_COMES:
                for _, m in p.phrase(j, table):
                    yield Key(Metric.DOB, order), m
        for _, k in p.seq(j, "is|was|are|were"):
            for order, table in _directions(c) if c.measure is not Metric.DOB else ():
                for _, m in p.phrase(k, table):
                    yield Key(c.measure, order), m
                    if c.measure is Metric.BALANCE:  # 'whose bank balances are larger in total?' (a25z: each one's)
                        yield from ((Key(c.measure, order), n) for _, n in p.phrase(m, WHOSE_BALANCE_TOTAL))
            # whose birth date is later (the younger) / earlier (the older)   (a24w; not of an age)
            if c.measure is Metric.DOB and " ".join(str(w) for w in p.keys[i:j]).removeprefix("the ") in W.BIRTH_NOUNS:
                for order, table in _BIRTH_LATER:
                    for _, m in p.phrase(k, table):
                        yield Key(Metric.DOB, order), m


class Compared(NamedTuple):
    """A measure named to compare people by; `bare`: a kind of record named alone ('whose pets are more'), not its
    number ('whose number of pets is higher')."""

    measure: Measure
    bare: bool


def _directions(c: Compared) -> tuple[tuple[Order, Phrases[None]], ...]:
    """The words saying which end of a measure compared wins: of records named alone, only their number ('more',
    'fewer'; 'bigger cars', 'larger bank accounts', 'higher policies' are their size or value, w9 #2)."""
    return ((Order.HIGH, MORE_OF), (Order.LOW, FEWER_OF)) if c.bare else ((Order.HIGH, MORE), (Order.LOW, FEWER))


@rule
def compared_measure(p: Parser, i: int) -> Iterator[tuple[Compared, int]]:
    """'the number of pets of A and B: who has more?', 'the ages of A and B: who is older?': a measure named,
    then asked in a direction (_measure_asked)."""
    start = p.opt(i, "the|their")
    for measure, j in p.phrase(start, COMPARED):
        bare = isinstance(measure, Records) and " ".join(str(w) for w in p.keys[start:j]) in W.RECORD_NOUNS[measure].plural
        yield Compared(measure, bare), j
    # (Compare two people) by how many cars they own: their number   (a24w; not 'by how many more', a difference)
    for (records,), j in p.seq(i, "how many", RECORDS, HOW_MANY_THEY_HOLD) if p.keys[i - 1] in ("by", "of") else ():
        yield Compared(records, False), j


def _measure_asked(p: Parser, c: Compared, i: int) -> Iterator[tuple[Key, int]]:
    """After 'Compare the <measure> of A and B:': 'who has more?', 'which one is lower?', 'who is older?'."""
    measure = c.measure
    for _, j in p.phrase(i, COMPARE_WHO):
        # (an age is not its date of birth: 'more' or 'higher' of ages and of birth dates point opposite ways)
        for verb in ("has|have|owns|own|holds|hold|is|was", "has|have got", "earns|earn") if measure is not Metric.DOB \
                else ():
            for _, k in p.seq(j, verb):
                if verb == "earns|earn" and measure is not Metric.SALARY:
                    # ('Compare the combined bank balances of A and B. Which one earns more?', r53: earning is pay, not
                    # the measure compared)
                    _another_measure(p, c, k, "earns")
                    continue
                for order, table in _directions(c):
                    for _, m in p.phrase(k, table):
                        yield Key(measure, order), m
        for key, k in compare_verb(p, j):
            if key.measure == measure:
                yield key, k
            else:  # 'Compare the number of pets of A and B: who is older?'
                _another_measure(p, c, k)


def _another_measure(p: Parser, c: Compared, at: int, asked: str | None = None) -> None:
    """Refuse a question that compares one measure but asks about another ('Compare the number of pets of A and B:
    who is older?', '... by age and tell me the richer'), quoting what is asked when it is a phrase of its own."""
    named = f"the number of {W.render_records(c.measure)}" if isinstance(c.measure, Records) else \
        "age" if c.measure is Metric.DOB else c.measure.value
    what = f"for '{asked}'" if asked else "about another measure"
    p.refuse(at, f"the question compares {named} but asks {what}: ask who has 'more' or 'fewer' (or 'higher'/'lower') "
                 "of the measure compared")


def _winner_named(p: Parser, c: Compared, i: int) -> Iterator[tuple[Key, int]]:
    """After 'Compare A and B by <measure> and', or 'Compare two people on <measure> and': the request for the winner
    in the measure's direction: 'tell me who has more', 'name the one who has more (pets)', 'name the one with fewer',
    'tell me the older' (the measure named; another measure is refused, as _measure_asked refuses it)."""
    found: list[tuple[Key, int, int]] = []
    for start in dict.fromkeys((i, *ask_lead(p, i), *(j for _, j in p.phrase(i, FIND)))):
        yield from _measure_asked(p, c, start)
        for _, j in p.seq(start, "the one|person|individual"):
            bare = [k for _, k in p.seq(j, "who|that has|have|owns|holds")] + [k for _, k in p.seq(j, "with|having")]
            for k in bare if c.measure is not Metric.DOB else ():  # ('the one who has more', 'the one with fewer')
                for order, table in _directions(c):
                    found += [(Key(c.measure, order), m, start) for _, m in p.phrase(k, table)
                              if p.tokens[m].kind in (PUNCT, END)]
            found += [(key, m, start) for _, k in p.seq(j, "who|that") for key, m in compare_verb(p, k)]
            found += [(key, m, start) for _, k in p.seq(j, "with|having") for key, m in p.phrase(k, CMP_NOUN)]
        found += [(key, p.opt(j, W.ONE_PERSON_NOUN), start) for (key,), j in p.seq(start, "the", CMP_ADJ)]
    for key, j, start in found:
        if key.measure == c.measure:
            yield key, j
        else:
            _another_measure(p, c, j, p.said(start, j))


def _compare(p: Parser, key: Key, a: Subject, b: Subject, i: int, before: tuple[Tie, ...] = ()
             ) -> Iterator[tuple[Output, int]]:
    """The comparison, with the tie sentences after the question (and `before` it, said between the people and it)."""
    for at, ranked in p.role_ranks.items():
        if any(s.pick.keys[:1] != (ranked,) for s in (a, b)):  # 'Which of the two oldest residents owns more vehicles:
            # the richest resident of Ohio or ...?' (the lead's review): the label ranks otherwise than the two said
            p.refuse(at, f"ambiguous: the label of the two compared ranks them by {_ranked(ranked)}, but the two said "
                         "are not ranked so: is it two other people, or only a description? Leave the label out")
            return
    for at, held in p.role_cards.items():
        if not all(_said_cardholder(s.pick, held) for s in (a, b)):  # 'Which of two cardholders has more pets: the
            # richest person in Ohio or ...?': Ohio's richest cardholder, or the richest person who holds a card?
            noun, thing, example = ("cardholders", "card", "the Visa cardholder") if held == Attribute.CARD_PROVIDER \
                else ("policyholders", "policy", "the Home insurance policyholder")
            p.refuse(at, f"ambiguous: the two compared are named by a group ('{noun}'), which could narrow who each "
                         f"of them is (the richest {noun[:-1]} in Ohio) or only describe them: say the {thing} in each "
                         f"person's words ('{example} with ...'), or leave the label out")
            return
    end = _bracket_at_end(p, i)
    tail = _tail_rule(p, key, a, b, end)
    if tail is None and end is not None and a.pick.keys and not a.ties and not b.defines and any(
            t.at > end and not t.each and t.target is None for t in b.ties):
        # '... the most vehicles in Ohio, or the person with the most credit cards in Texas (ties: the oldest)?': the
        # aside closes the question as well as the second person: theirs, or both rankings' (the lead's review; a rule
        # `_tail_rule` reads is read in each, and between the two as well: the aside may be the question's)
        p.refuse(end, "ambiguous: the tie rule in brackets at the end may be the second person's ranking's only, or "
                      "both rankings'; say it after each person, or add 'in both cases'")
        return
    if tail == "pair":  # ('..., or B, if they are tied the richer one': the two compared, read by the rule's pair
        return  # reading; not B's own)
    if p.keys[i] == "(" and _bracket_at_end(p, _bracket_close(p, i) + 1) == i and a.pick.keys and a.ties and \
            not a.defines and b.pick.keys and not b.ties and not _pair_words(p, i):
        # 'A (salary breaks ties, highest first), or B (total bank balance breaks ties, highest first)?' (e38k): the
        # first person's rule said in their own words, the bracket closing the second person and the question is the
        # second's own, as the first's is (read where the second's words take it), never the two compared's
        return
    seeds = _compare_seeds(p, key, a, b, i, tail)
    for found, j in (*ties(p, i), *_ties_after_name_asked(p, i)) if seeds else ():
        if found and _own_rule_then(p, a, b, i, found[0], before):
            continue
        if found and _rule_said_there(p, i, found[0]):
            continue  # ('..., or the richest Florida resident (a tie there going to the youngest)?': the rule of the
            # ranking just said, never the two compared's, r54)
        found = (*before, *found)
        read = [_compare_read(p, key, i, found, before, seed) for seed in seeds]
        if isinstance(tail, Tie) and not all(read):
            continue  # (each reading of the rule after the second person must read on: a reading that cannot is a
            # disagreement, never left out so that another is answered alone, w20)
        for subjects, tiebreak in (out for got in read for out in got):
            yield Compare(key, (subjects[0], subjects[1]), tuple(tiebreak)), j


def _rule_said_there(p: Parser, i: int, t: Tie) -> bool:
    """Is the tie rule `t`, said right after the second person (in a bracket, after a comma or dash, before the question
    ends), said of the group just named ('a tie there', 'ties in that group', 'any tie in that ranking')? Such a rule
    is that person's ranking's, never the two compared's (r54: '(a tie there going to the youngest)')."""
    if p.keys[i] not in ("(", ",", "—", "-", ";", ".") or t.each or t.only is not None:
        return False
    end = i + 1
    while end < len(p.keys) and p.keys[end] not in (")", ".", "?", "!", ";") and end - i < 12:
        end += 1
    said = p.keys[i + 1:end]
    return any(w == "there" and k > 0 and said[k - 1] in ("tie", "ties", "tied") or
               w in W.TIE_THERE_NOUNS and k > 0 and said[k - 1] in ("that", "this")
               for k, w in enumerate(said)) and any(w in W.SPOKEN_TIE_WORDS for w in said)


def _ties_after_name_asked(p: Parser, i: int) -> list[tuple[tuple[Tie, ...], int]]:
    """The tie sentences after a comparison (ending at i) that follow a request for the name ('Does A, or B, own more
    pets? Name that person; if their pet counts match, name the one with ...', a37k): the request changes nothing
    (as `_answer_form` reads it after the question)."""
    start = p.opt(i, END_OF_SENTENCE)
    if start == i or p.keys[start - 1] not in ("?", ".", "!"):
        return []
    # (', and if ...' too: 'I just need the name, and if they're tied, the one with ...', a37p)
    return [(found, j) for e in _answer_said(p, start, NAME_ANSWER) if e > start and p.keys[e] in (".", ";", "!", ",")
            for found, j in ties(p, e) if found]


def _own_rule_then(p: Parser, a: Subject, b: Subject, i: int, nxt: Tie, before: tuple[Tie, ...] = ()) -> bool:
    """'Who has more cards: A (ties: the richest), or B (ties: the richest)? Then to the oldest.', '..., or B (in each
    case, ties go to the richest)? Then the oldest.', '..., or B, in each case ties going to the richest? Then to the
    oldest.': a rule for a ranking said inside the question, then a further breaker said as the next step in a sentence
    after it (`nxt`, the first tie sentence after the question, from i): it may go on with that ranking's chain, or be
    the two compared's rule. Refused naming both, as after a rule said after the question (`_scope_cut`; r28 F1). ('If
    still tied, X', 'If that's tied too, X' are read both ways, each ranking's and the two compared's, and answered
    when they agree, as before: a24z-b H-005.) (A
    rule said between the two and the question, `before`: 'Compare A and B, in each case ties going to the richest. Who
    has more cards? Then to the oldest.', read on from it.)"""
    if before:
        return _scope_cut(p, before[-1], i, nxt, then_only=True)
    own = [t for s in (a, b) if s.pick.keys for t in s.ties]
    if not own:
        return False
    scope = ("each one's ranking" if any(t.each for t in own) or len([s for s in (a, b) if s.ties]) > 1
             else "that person's ranking")
    return _scope_cut(p, own[-1], i, nxt, scope=scope, then_only=True)


def _compare_read(p: Parser, key: Key, i: int, found: tuple[Tie, ...], before: tuple[Tie, ...],
                  seed: tuple[list[Pick], list[Key], bool, bool]) -> list[tuple[list[Pick], list[Key]]]:
    """The comparison's readings from one reading of the two people (`_compare_seeds`) with the tie sentences found
    after the question: none when one of them cannot be read on."""
    picks, compared, settled, partly = seed
    # each reading so far: the two people as ranked, the comparison's tie-breakers, whether their rankings' ties
    # are settled; a tie sentence the words leave open gives each reading (`_tie_readings`)
    states = [(list(picks), list(compared), settled)]
    lost = False  # (a reading of an earlier rule that a later one cannot follow: w20)
    for t in found:
        after = [_tie_readings(p, key, i, t, before, *old, partly=partly) for old in states]
        lost = lost or any(not got for got in after)
        states = [state for got in after for state in got]
        if not states:
            break
    if lost:
        # one reading of the rules cannot be read on (refused, saying why) while another can: 'A, or B (ties: the
        # oldest)? If it's a tie, the youngest.' read with the bracket between the two, the sentence after it has
        # no reading; read inside each ranking, it has one. A reading that cannot be read is a disagreement, never
        # left out so that the other is answered alone (w20)
        return []
    return [(subjects, tiebreak) for subjects, tiebreak, _ in states]


def _settled(p: Parser, a: Subject, b: Subject, i: int) -> tuple[bool, bool]:
    """Whether the two people's rankings' ties are settled by rules said with them, and whether only partly."""
    # each ranked person's tie rule said with them ('A (ties: the oldest), or B (ties: the richest)?'): a rule naming
    # no tie after the question is then the two people's (their rankings' ties are settled already)
    settled = any(s.pick.keys for s in (a, b)) and (all(s.ties for s in (a, b) if s.pick.keys)
                                                     or any(t.each for t in b.ties))  # ('(in both, a tie goes to X)')
    # some ranked person's rule said with them, another's not ('A (in case of equality the oldest), or the oldest
    # person in ...? If equal, the one with the higher salary.'): a rule after the question naming no ranking and said
    # with a comparative, of two, is the two people's (`_pair_comparative`; a superlative stays open)
    partly = not settled and (bool(a.pick.keys and a.ties) or _own_rule_inside(p, b, i))
    return settled, partly


def _compare_seeds(p: Parser, key: Key, a: Subject, b: Subject, i: int, tail: Tie | str | None
                   ) -> list[tuple[list[Pick], list[Key], bool, bool]]:
    """The readings of the two people before any tie sentence after the question: their picks, the comparison's
    tie-breakers, whether their rankings' ties are settled (and partly). A rule after the second person the words leave
    open (`_tail_rule`) gives each of its readings, that person's ranking's, each ranking's and the two compared's
    (refused naming them in the first pass); one that cannot be read as said refuses them all."""
    if isinstance(tail, Tie) and not p.both_readings():
        each = "each ranking's, " if a.pick.keys else ""
        p.refuse(tail.at, f"ambiguous: the tie rule after the second person could be for that person's ranking, "
                          f"{each}or for the two compared: say 'if there's a tie for <ranking>' (or put it in "
                          "brackets right after one person) for a ranking's, 'in both cases' for each one's, or 'if "
                          "they are tied' for a tie between the two compared")
        return []
    settled, partly = _settled(p, a, b, i)
    seeds = [(picks, list[Key](), settled, partly) for picks in _subject_readings(p, [a, b])]
    if not isinstance(tail, Tie) or not seeds:
        return seeds
    p.hints.append("say 'if there's a tie for <ranking>' (or the rule in brackets right after one person) for a "
                   "ranking's tie, 'in both cases' for each one's, or 'if they are tied' for a tie between the two")
    bare = replace(b, ties=())
    untied = _own_ties(p, [a, bare])
    if tail.key is not None and tail.key.measure == key.measure:
        # (the two compared's: not where the rule breaks a tie by the measure compared, 'Who is younger: ..., or B (the
        # oldest on a tie)?': between them it would contradict, or say nothing)
        more = [(both, list[Key](), True, False)] if (both := _own_ties(p, [replace(a, ties=b.ties), b]) if a.pick.keys
                                                           else None) else []
        return seeds + [seed for seed in more if seed[:2] not in [s[:2] for s in seeds]]
    compared = _tie_compared(p, key, tail, []) if untied is not None else None
    # (each ranking's: not where the first is ranked by the rule's measure already, 'the oldest ..., or B, elder one
    # if tie': in theirs it says nothing, and the reading is the second person's)
    both = _own_ties(p, [replace(a, ties=b.ties), b]) if a.pick.keys and not any(
        k.measure == tail.key.measure for k in a.pick.keys if tail.key is not None) else []
    if untied is None or compared is None or both is None:
        return []  # (a reading that cannot be read as said: refused, why said where it failed)
    # ('..., or B (the eldest of them if several tie)?', e61k: several people tied are a ranking's, never the two
    # compared: that person's ranking's, or each ranking's)
    more = [] if _bracket_several(p, tail) else [(untied, compared, *_settled(p, a, bare, i))]
    if both:
        more.append((both, list[Key](), True, False))
    return seeds + [seed for seed in more if seed[:2] not in [s[:2] for s in seeds]]


def _tail_rule(p: Parser, key: Key, a: Subject, b: Subject, end: int | None = None) -> Tie | str | None:
    """The second person's tie rule said after their words and set off by a comma or a dash, not in brackets ('A or B,
    with ties going to the higher salary', '..., and if it's a tie the one with the higher salary', 'A or B, if tied
    the richer one: who ...?'), when the words leave open whose it is (t23, the lead's a23y B-087: '... or the oldest
    Maestro card holder, and if it's a tie the one with the higher salary' meant the two compared): that person's
    ranking's, each ranking's, or the two compared's. "pair" when the trigger's subject is the two ('if they are tied',
    'if both are level'); None when the words decide otherwise: the first person ranked with a rule of their own (each
    says their own), a rule for each, a trigger naming what is tied or several people tied ('if there's a tie for the
    most cards', 'if two or more tie': a ranking's), a definition's rule, or a bracket inside the question. A bracket
    closing the second person and the question at once (`end`, where it opens: 'A or B (ties: the higher salary)?') is
    read so too: theirs, each one's, or the question's aside."""
    if not b.pick.keys or len(b.ties) != 1 or b.defines or a.ties:
        return None
    t = b.ties[0]
    if t.each or t.between or t.only is not None or t.key is None or t.target is not None:
        return None
    said = _trigger_words(p, t)
    # (a rule said again, '..., or B, also the oldest one if there's a tie', is set off by the comma before 'also')
    start = t.at - 1 - (p.keys[t.at - 1] in W.TIE_AGAIN)
    # (', provided that ties go to X', ', on the understanding that ...': the proviso set off by its comma as the plain
    # rule is, read the same ways, never as the second person's ranking's alone: reviewer r24 F7)
    start = next((k for k in range(max(0, t.at - 7), start) if p.keys[k] in (",", "—", ";") and
                  any(j == t.at for _, j in p.phrase(k + 1, TIE_PROVISO))), start)
    # (only after a first person ranked, where the aside was read as the question's too: the second person's ranking's
    # reading is added to those; after a plain first person it stays the second's, as a bracket right after them says)
    closing = end is not None and t.at > end and p.keys[end - 1] not in (",", "—", ";") and bool(a.pick.keys)
    if not closing and (_in_brackets(p, t.at) or p.keys[start] not in (",", "—", ";")):
        return None  # ('... owner then most bank accounts, then richest': a ranking said on; a formal proviso; a
        # bracket inside the question)
    if _several_said(said):
        return None  # ('if several tie', 'if two or more are tied': of the people a ranking finds)
    if {"they", "they're", "both"} & set(said) or _said_in(said, 0, len(said), W.TIE_PAIR):
        return "pair"
    if "two" in said:
        return None  # ('if those two are tied': the two compared, or two tied in the ranking: both read, n20y)
    if key.measure in W.TIE_FINE_MEASURES and _in_second_item(p, t.at):
        # ('Which was born first? First: S1. Second: S2, where ties go to T.', e61k: said inside the second person's
        # own item, the two compared on a value people all but never share: read as that person's ranking's, the other
        # reading differs only where it has no answer, the ranking left tied, as `_pair_elided` reads; compared on a
        # count, 'Second person: S2, with ties going to T. Who has more pets?' stays read both ways, hand-t23-tail)
        return None
    return t


def _in_second_item(p: Parser, at: int) -> bool:
    """Is position `at` in a part of the text of its own (after '.', '?', '!' or ';', not closed by '?') that the second
    of two listed people leads under a label ('Second: S2, where ties go to T.', '(1) S1; (2) S2, with ties going to
    T.': words.ITEM_SECOND_MARKS, read away by the tokenizer, and APART_SECOND_LABELS before a colon)? A rule there is
    that person's ranking's (e61k)."""
    start = max((k for k in range(at) if p.keys[k] in (".", "?", "!", ";")), default=-1) + 1
    if start == 0 or start >= at:
        return False
    end = next((k for k in range(at, len(p.keys)) if p.keys[k] in (".", "?", "!", ";", None)), len(p.keys) - 1)
    if p.keys[end] == "?":
        return False
    gap = p.text[p.tokens[start - 1].pos + 1:p.tokens[start].pos].strip().lower()
    if gap in W.ITEM_SECOND_MARKS:
        return True
    return any(p.keys[j] in W.ITEM_LABEL_MARKS for _, j in p.phrase(start, ITEM_SECOND_LABEL) if j < at)


def _bracket_close(p: Parser, i: int) -> int:
    """Where the bracket opening at i closes (the last word when it does not)."""
    depth = 0
    for n in range(i, len(p.keys)):
        depth += {"(": 1, ")": -1}.get(p.keys[n] or "", 0)
        if depth == 0:
            return n
    return len(p.keys) - 1


def _pair_words(p: Parser, i: int) -> bool:
    """Does the bracket opening at i name the two compared ('(if they are tied, X)', '(a tie between the two: X)')?"""
    close = next((n for n in range(i, len(p.keys)) if p.keys[n] == ")"), len(p.keys))
    return bool(W.PAIR_RULE_NAMES & set(p.keys[i:close])) or "between" in p.keys[i:close]


def _in_brackets(p: Parser, at: int) -> bool:
    """Is position `at` inside a bracket opened before it and not closed?"""
    depth = 0
    for n in range(at):
        depth += {"(": 1, ")": -1}.get(p.keys[n] or "", 0)
    return depth > 0


def _said_cardholder(pick: Pick, held: str = Attribute.CARD_PROVIDER) -> bool:
    """Whether a person's group is said as a card's holders (or a policy's: `held`) before anything ranks it ('the
    Maestro cardholder with the most pets', 'the Ohio resident holding a Visa card with ...'): a label 'cardholders'
    ('policyholders') then narrows nobody."""
    for step in pick.steps:
        if isinstance(step, Holds) and step.attribute == held:
            return True
        if not isinstance(step, (SameAs, Holds, CountIs, CurrentJobStartedIn, OtherThan)):
            return False  # a ranking or an owner of a ranked record first: the label could change who it finds
    return False


def _tie_readings(p: Parser, key: Key, i: int, t: Tie, before: tuple[Tie, ...], subjects: list[Pick],
                  tiebreak: list[Key], settled_now: bool, partly: bool = False
                  ) -> list[tuple[list[Pick], list[Key], bool]]:
    """The comparison after the tie sentence t (the two people, the comparison's tie-breakers, their rankings' ties
    settled), in each reading t has: none when it cannot be read (refused, saying why); two when it could be a tie
    inside each person's ranking or between the two people compared, both read as said ('If it's a tie, the richer
    one' after two people each ranked): `ask` answers only when both give the same answer."""
    if _one_record_both(p, t, subjects):
        return []
    on_subjects = t.each or t.only is not None or (t.target is not None and any(s.keys and t.names(s.keys[-1])
                                                                                 for s in subjects))
    # 'If there is a tie between them' after two people compared: 'them' are the two (a tie inside a ranking is among
    # the people ranked, never 'between them'); COMPARE_TIE reads it so, and a trigger read as any tie says the same
    said = _trigger_words(p, t)
    between_them = not t.each and t.target is None and any(
        w == "between" and said[n + 1:n + 2] in (["them"], ["these"], ["those"]) for n, w in enumerate(said))
    # with two plain anchor people nothing inside a subject can tie: a tie is between them
    on_compare = not t.each and t.only is None and (t.between or t.names(key) or between_them
                                 or (t.target is None and not any(s.keys for s in subjects))
                                 or (t.target is None and _compared_values_said(p, t))
                                 or (t.target is None and _same_count_said(p, t, key, subjects))
                                 or (t.target is None and settled_now and t not in before
                                     and not W.TIE_ORDER_ON & set(_trigger_words(p, t)))
                                 or (t.target is None and partly and t not in before
                                     and any(p.keys[n] in (".", "?", "!") for n in range(i, t.at))
                                     and not W.TIE_ORDER_ON & set(_trigger_words(p, t)) and _pair_comparative(p, t))
                                 or (t.target is None and t not in before and _pair_elided(p, i, t, key, subjects)))
    if not on_subjects and not on_compare and not t.each and t.target is None and t.key is not None and all(
            any(k.measure == t.key.measure for k in s.keys) for s in subjects if s.keys) and not (
            p.keys[i] == "(" and t.at in (i, i + 1)):
        # every ranked person is already ranked by that measure: inside them it would say nothing, or contradict
        # ('the oldest resident of X or the youngest of Y? If equal, the older one': the two are equal); not a
        # bracket right after the second person, which may be theirs ('... or the vehicle leader of Texas
        # (ties: youngest)?' after a definition tying on age for both: w15 #3)
        on_compare = True
    if t.target is not None and not t.names(key) and not on_subjects and _noun_for_date(p, t):
        return []  # (a record's noun read as its date: its count's reading says why, c38p)
    if t.between and t.target is not None and not t.names(key):
        p.refuse(t.at, f"the tie sentence is about a tie on {_target_said(p, t, t.target)}, but the two "
                       f"people are compared on {_ranked(key)}")
        return []
    if t.key is None:
        p.refuse(t.at, "'the same tiebreaker' refers to no earlier tiebreaker here")
        return []
    if t.between or (on_compare and not on_subjects):
        compared = _tie_compared(p, key, t, tiebreak)
        return [] if compared is None else [(subjects, compared, settled_now)]
    if (t.each and t.target is None and t.only is None and len(subjects) == 2
            and sum(1 for s in subjects if s.keys) == 1 and not p.phrase(t.at, BOTH_TIES)
            and not any(isinstance(step, (StateLeader, TopN)) for s in subjects for step in s.steps)):
        # 'Who has more pets: the owner of pet 'Donna' or the person with the most cars in Ohio? In both cases, ties go
        # to the oldest.' (r27 F4): one of the two cases has no ranking to break, so the two could be that ranking's
        # tie and the tie between the two compared, or the rule is that ranking's alone: both read, answered when
        # they agree ('Both ties go to X' is refused in picks_tied, its two ties said outright; with a group ranked
        # inside the one person, 'each' may count that ranking too: refused apart, r25 F4)
        rule_said = p.said(t.at, _rule_end(p, t.at, len(p.tokens)))
        refused, both = len(p.refusals), p.both_readings()
        inside = picks_tied(p, subjects, (t,)) if both else None
        compared = _tie_compared(p, key, t, tiebreak) if both else None
        if inside is None or compared is None:
            del p.refusals[refused:]
            p.refuse(t.at, f"ambiguous: {rule_said!r} is said for both, but only one of the two compared is ranked: it has "
                           "two readings, that ranking's tie and the tie between the two, or that ranking's alone: say "
                           "'if tied for <ranking>, ...' and 'if the two are tied, ...'")
            return []
        p.hints.append(f"{rule_said!r} is said for both, but only one of the two compared is ranked: say 'if tied for "
                       "<ranking>, ...' and 'if the two are tied, ...'")
        return [(inside, tiebreak, True), (inside, compared, True)]
    if on_subjects and not on_compare:
        done = picks_tied(p, subjects, (t,))
        # ('Ties within either group go to X; if the two are level, Y')
        # ('Ties on pets go to the oldest. If the counts match, T.', e38k: a rule on every ranking's tie by a value people
        # all but never share settles them, as one said for each does)
        fine = t.target is not None and t.key is not None and t.key.measure in W.TIE_FINE_MEASURES and not t.then and \
            all(s.keys and t.names(s.keys[-1]) for s in subjects)
        return [] if done is None else [(done, tiebreak, settled_now or t.each or fine)]
    if t.target is not None and not on_subjects and not on_compare:
        p.refuse(t.at, f"the tie sentence is about a tie on {_target_said(p, t, t.target)}, but the two "
                       f"people are compared on {_ranked(key)} and neither is ranked by it")
        return []
    if p.keys[i] == "(" and t.at in (i, i + 1) and len(subjects) == 2 and _bracket_several(p, t) and \
            t.key is not None and not t.between and t.target is None:
        # ('..., or B (the eldest of them if several tie)?', e61k: a bracket closing the second person and the question
        # at once, saying several people tied: a ranking's, never the two compared, as `_pair_comparative` and
        # `_tail_rule` read them): read when theirs only and each ranking's say the same (the first ranked by the
        # rule's measure already), else both readings as before
        done = picks_tied(p, subjects, (t,))
        theirs = picks_tied(p, subjects[1:], (t,)) if done is not None else None
        if done is not None and theirs is not None and [subjects[0], *theirs] == done:
            return [(done, tiebreak, settled_now)]
    # two readings: a tie inside each person's ranking, or between the two compared; both must read as said
    on = W.render_records(key.measure) if isinstance(key.measure, Records) else _ranked(key)
    hint = ("say 'if there's a tie for <ranking>' for a tie inside each person's ranking, or 'if they are tied' "
            f"(or 'if tied on {on}') for a tie between the two people compared")
    refused, both = len(p.refusals), p.both_readings()
    inside = picks_tied(p, subjects, (t,)) if both else None
    compared = _tie_compared(p, key, t, tiebreak) if both else None
    if inside is None or compared is None:  # (a reading that cannot be read as said: refused as both were before)
        del p.refusals[refused:]
        p.refuse(t.at, f"the tie sentence has two readings: a tie inside each person's ranking (say 'if there's a "
                       f"tie for <ranking>'), or a tie between the two people compared (say 'if they are tied' or "
                       f"'if tied on {on}')")
        return []
    p.hints.append(hint)
    return [(inside, tiebreak, settled_now), (subjects, compared, settled_now)]


def _pair_elided(p: Parser, i: int, t: Tie, key: Key, subjects: list[Pick]) -> bool:
    """Is a tie sentence after a question comparing two people on a count 'If tied, <a comparative breaker>' ('Report
    who owns more credit cards: the oldest person in X, or the oldest person in Y. If tied, the one with the higher
    salary.', a27z): 'tied' with its subject left out is said of the question's candidates, the two compared, as 'if
    they are tied' (W.TIE_PAIR_ELIDED), where each person is ranked by a value people all but never share (a birth
    date, a balance, a salary: W.TIE_FINE_MEASURES), as `_same_count_said` reads 'If same number, T': a count or a
    model year ('the person with the most vehicles in X', 'the owner of the oldest car') could be tied as well, and
    stays read both ways. Only in a sentence of its own after the question ('...; if tied, ...' right after the second
    person could be that person's), and not 'If tied, the oldest' (a superlative could rank a group). Where a ranking is
    tied after all, the person stays tied (no answer); where it is not, the other reading has no answer unless this
    one's is the same: read so, no answer differs from one the other reading gives."""
    said = tuple(_trigger_words(p, t))
    # ('A tie goes to whoever is older.', e38k: the tie as the subject of its verb; not 'Ties go to X', a rule for any)
    goes = said[:2] in (("a", "tie"), ("any", "tie")) and len(said) > 2 and said[2] in W.TIE_NOUN_VERBS
    return (said in W.TIE_PAIR_ELIDED or goes) and p.keys[t.at - 1] in (".", "?", "!") \
        and any(p.keys[n] in (".", "?", "!") for n in range(i, t.at)) and _pair_comparative(p, t) \
        and isinstance(key.measure, Records) and all(k.measure in W.TIE_FINE_MEASURES for s in subjects for k in s.keys)


def _tie_compared(p: Parser, key: Key, t: Tie, tiebreak: list[Key]) -> list[Key] | None:
    """The comparison's tie-breakers with t's added (None when t cannot break a tie on the comparison's key)."""
    # the checks a tie after a ranking gets: an undirected key after 'fewer' (p12y #2), a second rule on the same
    # measure (#9), a tie at the other end (#20)
    said = replace(t, between=False, target=None, target_order=t.target_order if t.target is None else None)
    if apply_ties(p, Pick((), (key, *tiebreak)), (said,)) is None:
        return None
    # ('(ties broken by X, then by Y)'; t.key is None only for 'the same tiebreaker', refused before)
    return tiebreak + [k for k in (t.key, *t.then) if k is not None and k not in tiebreak]


@rule
def compare_q(p: Parser, i: int) -> Iterator[tuple[Output, int]]:
    # Who owns more X: A, or B?   Which of these two people has more X — A or B?
    for (key, (a, b)), j in p.seq(i, compare_head, ",|:|—|?|;? either?", _or_pair):
        yield from _compare(p, key, a, b, j)
    for (key, (a, b)), j in p.seq(i, compare_head, ",|:|—|?|;? is|was it", _or_pair):  # ... : is it A or B?
        yield from _compare(p, key, a, b, j)
    # Which of the following two persons holds fewer X: A, and B?   (the two announced by the question, then listed with
    # 'and', a35f)
    for (key, (a, b)), j in p.seq(i, compare_head, ":|—", _and_pair):
        if any(w in W.COMPARE_TWO_ANNOUNCED for w in p.keys[i:j]):
            yield from _compare(p, key, a, b, j)
    # Which of these two has the higher X, going with the bigger salary if equal: A, and B?   (a36d: the two compared's
    # tie rule said right after the comparison, set off by a comma, before the two are listed: no ranking is said yet,
    # so it is theirs)
    for (key,), j in p.seq(i, compare_head, ","):
        for t, k in tie(p, j):
            if t.key is None or t.each or t.only is not None or t.target is not None or p.keys[k] not in (":", "—") \
                    or W.TIE_ANY_SAID & set(p.keys[j:k]):
                continue  # ('Who has more pets, ties going to the oldest: A, or B?': every tie, the rankings' too?)
            pairs = [*_or_pair(p, k + 1), *(_and_pair(p, k + 1) if any(w in W.COMPARE_TWO_ANNOUNCED
                                                                          for w in p.keys[i:j]) else ())]
            for (a, b), m in pairs:
                yield from _compare(p, key, a, b, m, (replace(t, between=True),))
    # 'Please state which of two individuals owns more X, namely A and B.' (a18x); '..., namely, (i) A, and (ii) B' (a35f)
    for named in (_and_pair, _or_pair, _labelled_pair):
        for (key, (a, b)), j in p.seq(i, compare_head, ",|:|—? namely ,?", named):
            yield from _compare(p, key, a, b, j)
    # Which of these two people has more pets: (a) A; (b) B?   (the two listed with labels)
    for (key, (a, b)), j in p.seq(i, compare_head, ",|:|—|?|;|.", _labelled_pair):
        yield from _compare(p, key, a, b, j)
    for ((a, b), key), j in p.seq(i, _labelled_pair, ".|:|;|?|—|,", compare_head):  # (a) A; (b) B. Which is older?
        yield from _compare(p, key, a, b, j)
    # Return the one of the following two people who has more pets: A, or B.   (Name) the one of these two who is older
    # -- A or B?   Whichever of the two has more pets: A or B?
    # Identify, as between the following two persons, the one holding the greater number of X: first, A; and second, B.
    # (a35f: the two announced before 'the one', set off by commas; the one's comparison a participle)
    for lead in ("", FIND):
        for start in [i] if lead == "" else [j for _, j in p.phrase(i, FIND)]:
            ones = [j for _, j in p.seq(start, "the one|person|individual of|among|from the|these|those following? two "
                                               "people|persons|individuals|ones?")]
            for between in ("as between", "between|of|among|from"):
                ones += [j for _, j in p.seq(start, ",?", between, "the|these|those following? two people|persons|"
                                                                    "individuals ,", "the one|person|individual")]
            for j in ones:
                for key, k in _one_compared(p, j):
                    for pair in (_or_pair, _labelled_pair, _and_pair):
                        for (ab,), m in p.seq(k, ":|—|,|;|.", pair):
                            yield from _compare(p, key, ab[0], ab[1], m)
    # Of the two individuals (defined below), identify the one receiving the higher salary: first, A; second, B.   (a36r:
    # the two announced first, then the request and the one asked for, then the two)
    for _, start in p.seq(i, "of|among|between|from the|these|those following? two people|persons|individuals ,", FIND):
        for _, j in p.seq(start, "the one|person|individual"):
            for key, k in _one_compared(p, j):
                for pair in (_or_pair, _labelled_pair, _and_pair):
                    for (ab,), m in p.seq(k, ":|—", pair):
                        yield from _compare(p, key, ab[0], ab[1], m)
    # Whose total bank balance is lower, A's or B's?   (each person with a possessive)
    for (key,), j in p.seq(i, compare_head, ",|:|—|?|;? either?") if p.keys[i] == "whose" else ():
        for a, k in subject(p, j):
            for _, m in p.seq(k, "'s ,? or|vs|versus"):
                for b, n in subject(p, m):
                    for _, o in p.seq(n, "'s"):
                        for (a1,), b1 in _joined(p, ((a, j, k),), b, m, n):
                            yield from _compare(p, key, a1, b1, o)
    # Of these two people, who has less money in the bank: A or B?   (the pair said after the question)
    people = "people|persons|individuals|users|ones|candidates"
    for opener in (f"of|between|for|among these|the|those following? two {people}?",  # ('Of the following two, whose
                   f"out of these|the|those two {people}?",  # ... is higher: A, or B?', a15x)
                   f"of|between|among these|the|those {people}",
                   f"of|between|among two {people}"):  # ('Of two candidates, who owns more vehicles: A, or B?', a24x)
        for (key, (a, b)), j in p.seq(i, opener, ",|:|—?", compare_head, ",|:|—|?|;", _or_pair):
            yield from _compare(p, key, a, b, j)
    # A; B. Which of these two is paid less?   (two people listed with a semicolon, then asked of the two by name:
    # 'these two', 'the two', 'both', 'them': a22y)
    for a, j in subject(p, i) if i == 0 else ():
        for b, m in subject(p, j + 1) if p.keys[j] == ";" else ():
            for (a1,), b1 in _joined(p, ((a, i, j),), b, j + 1, m):
                for _, n in p.seq(m, ".|:|—|?"):
                    for key, o in compare_head(p, n):
                        if {"two", "both", "them"} & set(p.keys[n:o]):
                            yield from _compare(p, key, a1, b1, o)
    # Compare these two, who has more vehicles: A, and B?   Compare two person, who is older: A (T), or B (T)?   (the
    # two announced, the question, then the two: a22y)
    for pair in (_or_pair, _and_pair):
        for (key, (a, b)), j in p.seq(i, COMPARE_LEAD, PAIR_SAID, ",|:|—", compare_head, ":|—", pair):
            yield from _compare(p, key, a, b, j)
    # A or B: who has more X?   A vs. B — who is older?   A and B: who is older?   A + B: who is older? (a ticket's
    # '+' joining the two said before the question, as 'and' does: a sum of people is asked with a sum's words)
    for pair in (_or_pair, _and_pair, _plus_pair):
        for ((a, b), key), j in p.seq(i, pair, ",|:|—|?|;|.", compare_head):
            yield from _compare(p, key, a, b, j)
    # Candidates: (a) A, (b) B. Which has more pets?   Consider two people, A and B: who is older?
    for pair in (_labelled_pair, _and_pair):
        for ((a, b), key), j in p.seq(i, PAIR_LEAD, pair, ",|:|—|?|;|.", compare_head):
            yield from _compare(p, key, a, b, j)
    # Which of A and B has more X?   Who, of A and B, is older?
    for ((a, b), key), j in p.seq(i, "which|who|whichever|whoever ,? of|between|among|amongst", _and_pair, ",?",
                                  compare_verb):
        yield from _compare(p, key, a, b, j)
    for ((a, b), key), j in p.seq(i, "which|who ,|—", _or_pair, ",|—", compare_verb):  # Who, A or B, has more pets?
        yield from _compare(p, key, a, b, j)
    # Can you tell me whether A or B has more pets?   (an embedded 'which of the two', only after a lead-in; 'whether A
    # has more pets than B' is a yes/no question, refused)
    if i > 0 and p.tokens[i - 1].kind == WORD:
        for ((a, b), key), j in p.seq(i, "whether|if", _or_pair, ",?", compare_verb):
            yield from _compare(p, key, a, b, j)
            for _, k in p.phrase(j, COMPARE_NAME_ASKED):  # ('Tell me whether A or B owns more vehicles, and give that
                yield from _compare(p, key, a, b, k)  # person's name', e44g: the winner's name is the answer)
    if p.keys[i] == "which":  # Which of two top earners — A or B — has more credit cards?
        for start in (*_compare_role(p, i + 1), *(j for _, j in p.seq(i + 1, COMPARE_ROLE_OF_TWO))):
            for ((a, b), key), j in p.seq(start, ",|—", _or_pair, ",|—", compare_verb):
                yield from _compare(p, key, a, b, j)
        # Which of two eldest residents has fewer bank accounts — the one from the state of X, or the one from the
        # state of Y?   (a24x: each of the two said by their place alone, ranked as the label ranks them)
        for start in _compare_role(p, i + 1):
            ranked = {key for m in range(i + 1, start) for key, _ in p.phrase(m, RANK_ADJ)}
            if len(ranked) != 1:
                continue
            role = ranked.pop()
            for (key,), j in p.seq(start, compare_verb, ",|—|:"):
                for (one,), k in p.seq(j, _one_placed, ",? or"):
                    for (two,), m in p.seq(k, _one_placed):
                        if one != two and any(w in W.ONE_PLACED_NOT_AFTER for w in p.keys[i + 1:start]):
                            p.refuse(start, f"ambiguous: '{p.said(i, start)}' could be the first two by that ranking "
                                            f"overall (then the one from each place), or each place's own first: for each "
                                            f"place's, say 'Which of two ...' (no article), or name each person")
                        elif one != two:
                            yield from _compare(p, key, Subject(Pick((one,), (role,)), ()),
                                                Subject(Pick((two,), (role,)), ()), m)
    # Compare the number of pets of A and B: who has more?   Compare A and B by total bank balance: who is lower?
    for lead in (COMPARE_LEAD, "of|between|for"):
        for (m, (a, b)), j in p.seq(i, lead, compared_measure, "of|for|between", _and_pair, ",|:|—|?|;|.?"):
            for key, k in _measure_asked(p, m, j):
                yield from _compare(p, key, a, b, k)
    for by in ("by|on|for", "in terms of"):  # (Compare A and/with/to B by X: who ...?)
        for ((a, b), m), j in p.seq(i, COMPARE_LEAD, lambda p, k: _subject_pair(p, k, COMPARE_WITH), by, compared_measure,
                                     ",|:|—|?|;|.?"):
            for key, k in _measure_asked(p, m, j):
                yield from _compare(p, key, a, b, k)
        # Compare A and B by the number of pets and name the one who has more.   ... on age and tell me the older.
        for ((a, b), m), j in p.seq(i, COMPARE_LEAD, lambda p, k: _subject_pair(p, k, COMPARE_WITH), by, compared_measure,
                                     ",? and|then"):
            for key, k in _winner_named(p, m, j):
                yield from _compare(p, key, a, b, k)
    # Compare the combined bank balance of A with that of B. Who has more?   (a24x: the measure said once, of A, and
    # 'that of' for B's)
    for (m,), j in p.seq(i, COMPARE_LEAD, compared_measure, "of|for"):
        for a, k in subject(p, j):
            for _, n in p.seq(p.opt(k, ","), COMPARE_WITH, "that|those of"):
                for b, o in subject(p, n):
                    for (a1,), b1 in _joined(p, ((a, j, k),), b, n, o):
                        for _, q in p.seq(o, ",|:|—|?|;|.?"):
                            for key, r in _measure_asked(p, m, q):
                                yield from _compare(p, key, a1, b1, r)
    # Compare the number of pets owned by two people: A, and B. Who has more?   (a24x: the two announced after the measure)
    for (m,), j in p.seq(i, COMPARE_LEAD, compared_measure, PAIR_MEASURE_OF_TWO, ":|—"):
        for (a, b), k in (*_labelled_pair(p, j), *_subject_pair(p, j, COMPARE_WITH)):
            for _, n in p.seq(k, ",|:|—|?|;|.?"):
                for key, o in _measure_asked(p, m, n):
                    yield from _compare(p, key, a, b, o)
    # Compare pets: A vs B. Who has more?   Compare the ages of A and B — who is older?
    for (m, (a, b)), j in p.seq(i, COMPARE_LEAD, compared_measure, ":|—", lambda p, k: _subject_pair(p, k, COMPARE_WITH),
                                ",|:|—|?|;|.?"):
        for key, k in _measure_asked(p, m, j):
            yield from _compare(p, key, a, b, k)
    # Insurance policies: A vs B - who has more?   Pet count comparison: A or B. Who has fewer?   (the measure as topic;
    # tie sentences may stand between the people and the question: 'A versus B. Wealthier wins vehicle ties. Who has more?')
    for (m,), j in p.seq(i, compared_measure, "comparison|showdown|check|question|compared?", ":|—"):
        for (a, b), k in (*_or_pair(p, j), *_labelled_pair(p, j)):
            for before, m2 in ties(p, k):
                for _, n in p.seq(m2, ",|:|—|?|;|.?"):
                    for key, o in _measure_asked(p, m, n):
                        yield from _compare(p, key, a, b, o, before)
    # Compare two people on policy count: (i) A, and (ii) B. Who has more?   Compare, on policy count, A and B. Who ...?
    for lead in ("two people|persons|individuals? on|by|for", "two people|persons|individuals? in terms of",
                 ",? on|by|for", ",? in terms of"):
        for (m,), j0 in p.seq(i, COMPARE_LEAD, lead, compared_measure):
            # ('Compare, by number of pets, two people: A, and B. Who has more?', a24x)
            starts = [j for _, j in p.seq(j0, ",|:|—?")]
            if not lead.startswith("two"):
                starts += [j for _, j in p.seq(j0, ",? two people|persons|individuals :|—")]
            pairs = [pair for j in starts for pair in (*_labelled_pair(p, j), *_subject_pair(p, j, COMPARE_WITH))]
            for (a, b), k in pairs:
                for _, n in p.seq(k, ",|:|—|?|;|.?"):
                    for key, o in _measure_asked(p, m, n):
                        yield from _compare(p, key, a, b, o)
        if not lead.startswith("two"):
            continue
        # Compare two people on age and tell me the older: A, and B.   ... by the number of pets and name the one who
        # has more: A, and B.   (the request before the two, who follow a mark)
        for (m,), j in p.seq(i, COMPARE_LEAD, lead, compared_measure, ",? and|then"):
            for key, k in _winner_named(p, m, j):
                for _, n in p.seq(k, ":|—"):
                    for (a, b), o in (*_labelled_pair(p, n), *_subject_pair(p, n, COMPARE_WITH)):
                        yield from _compare(p, key, a, b, o)
    for between in ("between|among|amongst|of", "out of", "as between"):  # Who has more pets between/out of A and B?
        for (key, (a, b)), j in p.seq(i, compare_head, ",|:|—?", between, "the two|both?", _pair_after_two):
            yield from _compare(p, key, a, b, j)
        for (key, (a, b)), j in p.seq(i, compare_head, ",|:|—?", between, _announced_pair):  # ... between two persons: A and B
            yield from _compare(p, key, a, b, j)
    # More pets: A or B?   Older — A or B?   A vs. B: more pets?   Born earlier? A, or B   (terse notes: the comparative
    # alone)
    for table in (CMP_NOUN, CMP_ADJ, CMP_WAS):
        for (key, (a, b)), j in p.seq(i, "a|the?", table, ",|:|—|?|;", _or_pair):
            yield from _compare(p, key, a, b, j)
        # Lower total bank balance between: A, and B   (the two said after 'between' and a mark, e47s)
        for between in ("between|among|amongst", "out of"):
            for (key,), j in p.seq(i, "a|the?", table, between):
                for _, k in p.seq(max(j, p.opt(p.opt(j, "these|the"), "two|2")), ":|—"):
                    for (a, b), m in _and_pair(p, k):
                        yield from _compare(p, key, a, b, m)
        for ((a, b), key), j in p.seq(i, _or_pair, ",|:|—|?|;", "a|the?", table):
            yield from _compare(p, key, a, b, j)
    # Does A or B own more X?   Is A or B older?   (which of the two, not yes or no)
    for ((a, b), key), j in p.seq(i, "does|do", _or_pair, ",?", CMP):  # (Does A, or B, own more X?: a24x)
        yield from _compare(p, key, a, b, j)
    for ((a, b), key), j in p.seq(i, "is|was", _or_pair, CMP_ADJ):
        yield from _compare(p, key, a, b, j)
    # Of two eldest residents — one from the state where A lives, the other from the state where B lives — who has more
    # X?   (a24x: one ranking, each person's place said after it; not 'Of the two richest residents, one from X, ...',
    # which could be the two richest of everyone, one of them from X)
    for (key,), j in p.seq(i, "of|between two", RANK_ADJ, "residents|people|persons|individuals|inhabitants"):
        for (one, other), k in p.seq(j, ",|—|(", "one from|in|of", where, ",|; and? the other from|in|of", where,
                                     ",|—|)", ",?"):
            a = Subject(Pick((one,), (key,)), ())
            b = Subject(Pick((other,), (key,)), ())
            for key2, m in compare_head(p, k):
                yield from _compare(p, key2, a, b, m)
    # Is it A or B who owns more pets?   Was it A or B that was born earlier?   (a cleft: which of the two, a24z)
    for ((a, b),), j in p.seq(i, "is|was it", _or_pair, ",?", "who|that"):
        for key, k in compare_verb(p, j):
            yield from _compare(p, key, a, b, k)
    # Of the two people — A and B — who has more X?
    for lead in ("of|between the two people|persons|individuals? ,|:|—?", "out of the two people|persons|individuals? ,|:|—?"):
        for ((a, b), key), j in p.seq(i, lead, _pair_after_two, ",|:|—|.|;", compare_head):
            yield from _compare(p, key, a, b, j)
    # Between A and B, who has more X?   Compare A with B: who has more X?   As for A, and B, which one has more X? (a24y)
    for lead, joiner in (("between|of|among|amongst|from", "and"), ("out of", "and"), ("as between", "and"),
                         (COMPARE_LEAD, COMPARE_WITH), (SET_AGAINST, SET_AGAINST_WITH),
                         ("take|consider", "and"), ("look at", "and"),
                         ("looking at", "and"),  # ('Looking at A and B, which of them ...?', a24x)
                         ("as for", "and"), ("about|regarding", "and"),
                         # ('As regards A and B, state which ...', 'With respect to A and B, ...', a35f)
                         ("as regards", "and"), ("with respect|regard to", "and"), ("in respect of", "and")):
        for ((a, b),), j0 in p.seq(i, lead, lambda p, k: _subject_pair(p, k, joiner), ",|:|—|?|;|.?"):
            # (the question after a request: 'As between A and B, state which is the elder', a35f)
            for key, j in (kj for start in dict.fromkeys((j0, *ask_lead(p, j0))) for kj in compare_head(p, start)):
                yield from _compare(p, key, a, b, j)
        # ('Compare A with B; in both states a salary tie goes to X. Which of them has fewer cards?', t25: tie sentences
        # between the two and the question, as after 'A versus B.')
        for ((a, b),), k in p.seq(i, lead, lambda p, k: _subject_pair(p, k, joiner)) if p.keys[i] != "between" else ():
            for before, m in ties(p, k):
                if before and _rule_said_there(p, k, before[0]):
                    continue  # ('Take A and B (a tie there going to T). Who ...?': the second's ranking's, r54)
                for (key,), n in p.seq(m, ".|;|:|—", compare_head) if before else ():
                    yield from _compare(p, key, a, b, n, before)
        # Compare (i) A and (ii) B. Who ...?   Consider, first, A, and, second, B; state which ... (a35f)
        for ((a, b),), j0 in p.seq(i, lead, ",?", _labelled_pair, ",|:|—|?|;|.?"):
            for key, j in (kj for start in dict.fromkeys((j0, *ask_lead(p, j0))) for kj in compare_head(p, start)):
                yield from _compare(p, key, a, b, j)
    # Identify, as between A and B, the one holding more pets.   State, of A and B, whichever is the elder.   (a35f: the
    # request, then the two set off by commas, then the one asked for)
    for _, start in p.phrase(i, FIND):
        for between in ("as between", "between|of"):
            for ((a, b),), j in p.seq(start, ",?", between, _and_pair, ","):
                for _, k in p.seq(j, "the one|person|individual"):
                    for key, m in _one_compared(p, k):
                        yield from _compare(p, key, a, b, m)
                for _, k in p.seq(j, "which|whichever|whoever"):
                    for key, m in compare_verb(p, k):
                        yield from _compare(p, key, a, b, m)
    # Name the richer of A and B.   The older person of A and B?   Who's the one with more pets of A and B?   Find the
    # richer one: A or B.   (the winner named by a comparative or a superlative over the two, after an asking lead or alone)
    for lead in ("", FIND, "who|which is|was", "who's|which's"):
        for start in ([i] if lead == "" else [j for _, j in p.phrase(i, lead)] if lead is FIND else
                      [j for _, j in p.seq(i, lead)]):
            found = [(key, k) for (key,), k in p.seq(start, "the", CMP_ADJ)]
            found += [(key, k) for (key,), k in p.seq(start, "the", RANK_ADJ)]
            found += [(key, k) for (key,), k in p.seq(start, "the one|person|individual with|having the?", CMP_NOUN)]
            found += [(key, k) for (key,), k in p.seq(start, "the", CMP_PERSON)]  # Name the higher earner: A, or B.
            for key, k in found:
                k = p.opt(k, W.ONE_PERSON_NOUN)
                for ((a, b),), m in p.seq(k, "of|between|among|amongst the two|both?", _pair_after_two):
                    yield from _compare(p, key, a, b, m)
                for ((a, b),), m in p.seq(k, ",|:|—", _or_pair):
                    yield from _compare(p, key, a, b, m)
                # ('Return the lower earner by salary: A, and B', a34s: the two listed after a colon, joined by 'and')
                for ((a, b),), m in p.seq(k, ":|—", _and_pair):
                    yield from _compare(p, key, a, b, m)
    # Kindly compare these two persons and tell who is having the lower total bank balance: A, and B.   (a23x: the
    # question asked of the two announced, who follow a mark)
    for _, j in p.seq(i, COMPARE_LEAD, "these|the? two people|persons|individuals ,? and|then"):
        for start in dict.fromkeys((j, *ask_lead(p, j))):
            for key, k in compare_head(p, start):
                for _, n in p.seq(k, ":|—"):
                    for (a, b), o in (*_labelled_pair(p, n), *_subject_pair(p, n, COMPARE_WITH)):
                        yield from _compare(p, key, a, b, o)
    # Compare A and B and tell me who has more pets.   (a second request joined by 'and')
    for ((a, b),), j in p.seq(i, COMPARE_LEAD, lambda p, k: _subject_pair(p, k, COMPARE_WITH), ",? and|then"):
        for start in dict.fromkeys((j, *ask_lead(p, j))):
            for key, k in compare_head(p, start):
                yield from _compare(p, key, a, b, k)


def _one_compared(p: Parser, i: int) -> list[tuple[Key, int]]:
    """After 'the one' of two compared: 'who holds more pets', 'holding the greater number of X', 'with more pets'."""
    found = [(key, k) for (key,), k in p.seq(i, "who|that", compare_verb)]
    found += [(key, k) for (key,), k in p.seq(i, "owning|holding|having|with|possessing|carrying|keeping", "a|the?",
                                              CMP_NOUN)]
    # a participle of age or pay ('the one born first / earlier', 'the one earning the higher salary', a36r): of two,
    # first is earlier, as a tie rule's participle reads it
    found += list(p.phrase(i, TIE_PART))
    return found


@rule
def record_list(p: Parser, i: int) -> Iterator[tuple[tuple[Records, ...], int]]:
    """'pets', 'bank accounts, vehicles, and credit cards', 'pets + vehicles', and said without commas ('bank accounts
    credit cards vehicles and insurance policies': a list whose last item a conjunction joins, `_record_items`)."""
    for (tables, _), j in _record_items(p, i):
        yield tables, j


@rule
def _record_items(p: Parser, i: int) -> Iterator[tuple[tuple[tuple[Records, ...], bool], int]]:
    """The kinds of record listed from i, and whether a conjunction joined two of them: items may stand side by side
    with no comma only in a list a conjunction ends (spoken: 'pets vehicles credit cards and internet accounts')."""
    for r, j in p.phrase(i, RECORDS):
        yield ((r,), False), j
        for sep in (", and|plus|&?", "and|plus|+|&", "as well as"):
            k = p.lit(j, sep)
            if k is not None:  # (each item may repeat a determiner: 'the pets and the cars', 'the number of X and of Y')
                k = p.opt(p.opt(p.opt(k, "the|their|all"), "the"), "number|count of")
                for (more, joined), m in _record_items(p, k):
                    if r not in more:
                        yield ((r, *more), joined or any(p.keys[n] != "," for n in range(j, k))), m
        if p.tokens[j].kind == WORD and (p.keys[j - 1] or "").endswith("s"):
            # side by side: 'pets vehicles and cards'; a singular kind before another names it ('vehicle insurance
            # policies and pets', 'pet insurance policies': not vehicles + policies, w13 #2)
            for (more, joined), m in _record_items(p, j):
                if joined and r not in more:
                    yield ((r, *more), True), m


@rule
def count_nouns(p: Parser, i: int) -> Iterator[tuple[tuple[Records, ...], int]]:
    """The tables a count adds up: 'X, Y and Z (combined)', 'total records (X, Y, Z combined)'."""
    j = p.opt(i, W.SUM_ADJ)
    for tables, k in record_list(p, j):
        yield tables, k
        for _, m in p.phrase(p.opt(k, ","), TOTAL):
            yield tables, p.opt(m, ",")
        for _, m in p.seq(k, "("):  # 'vehicles, pets and cards (all combined)' (a20x)
            for _, n in p.phrase(m, TOTAL):
                for _, o in p.seq(n, ")"):
                    yield tables, o
    for _, k in p.phrase(j, GENERIC):
        for start in (k, *(m for _, m in p.phrase(k, TOTAL))):
            for (tables,), m in p.seq(start, "( :?", record_list, ".|,?"):
                for end in (m, *(n for _, n in p.phrase(m, TOTAL))):
                    for _, n in p.seq(end, ")"):
                        yield tables, n
            for (tables,), m in p.seq(start, ":|—", record_list):
                yield tables, m
                for _, n in p.seq(m, "—"):  # records — pets, vehicles and cards — does ...
                    yield tables, n


def _total(p: Parser, i: int) -> list[int]:
    """Positions after an optional '(,) in total' / 'combined' / 'altogether', or 'across all their records' (where to
    count, which says nothing of a sum: p12y #23)."""
    return [i, *(j for table in (TOTAL, ALL_RECORDS) for _, j in p.phrase(p.opt(i, ","), table))]


_COUNT_WORDS = frozenset({"many", "count", "counts", "counting", "counted", "number", "numbers", "tally", "tallied"})


_SUM_WORDS = frozenset({"total", "totals", "totalled", "sum", "sums", "summed", "combined", "aggregate", "add", "adds",
                        "added", "altogether", "together", "overall", "tally", "savings"})


def _balances_listed(p: Parser, out: Output) -> bool:
    """'What are the bank balances of S?': one person's balances, plural, with no word for their sum, ask for each
    account's balance (p12y #10); a list is not an answer cbwh gives, so refused unless a word says sum (not a
    ranking's: 'the bank balances of the resident with the most money in total', w10 #2)."""
    inside = _in_rankings(p)
    return (isinstance(out, BalanceOf) and "balances" in p.keys and not _SUM_WORDS & _unranked_keys(p)
            and not any(p.phrase(n, ADD_UP_TO) for n in range(len(p.tokens)) if n not in inside))


def _accounts_summed(p: Parser, out: Output) -> bool:
    """'Add up the bank accounts of S', 'the sum of S's bank accounts', 'Bank accounts of S, total?': adding up bank
    accounts may be counting them or adding their money (p12y #19); refused naming both unless a word says count (not
    a ranking's: 'of the person with the largest number of pets', w10 #2). Added up by '+' after other records ('total
    of credit cards + pets + bank accts for S', a21y), or in a list no money adds to (_counted_with), they are counted
    ('the sum of the credit cards and bank accounts', 'the bank accounts plus cars' stay refused)."""
    return (isinstance(out, RecordCount) and Records.BANK_ACCOUNTS in out.records
            and not _COUNT_WORDS & _unranked_keys(p) and not _counted_with(out.records)
            and (len(out.records) == 1 or out.records[0] is Records.BANK_ACCOUNTS or not {"+", "plus"} & set(p.keys)))


def _counted_with(records: tuple[Records, ...]) -> bool:
    """Bank accounts added up inside a list of records no one adds money of ('Add up their credit cards, pets, bank
    accounts and insurance policies', a22z): the records are counted, as a sum of money and pets says nothing. Said
    first ('Add up the bank accounts and pets of S', 'the sum of the bank accounts, credit cards and vehicles': the
    verb on the accounts, their money, q12b's and p12h's near-misses) or with one other kind that could be valued
    ('their vehicles and bank accounts') it stays refused."""
    return records[0] is not Records.BANK_ACCOUNTS and (
        len(records) >= 3 or bool({Records.PETS, Records.INTERNET_ACCOUNTS} & set(records)))


def _in_rankings(p: Parser) -> frozenset[int]:
    """Where a ranking's own words are: from a degree word to the noun ranked and a sum word right after it ('the
    highest total number of cards', 'the most money in total'): what they add up ranks a person (words.RANKING_*);
    the 'tally' of one kind of record ('who tops the pet tally')."""
    inside: set[int] = set()
    for n, key in enumerate(p.keys):
        if key not in W.RANKING_DEGREES:
            continue
        for m in range(n + 1, min(n + 1 + W.RANKING_REACH, len(p.keys))):
            if p.keys[m] in W.RANKED_NOUNS:
                inside.update(range(n, max((k for _, k in p.phrase(m + 1, RANKING_SUM_AFTER)), default=m + 1)))
                break
            if p.tokens[m].kind in (END, PUNCT):
                break
    if "tally" in p.keys:  # ('who tops the pet tally', 'the credit-card tally leader': one kind's count, which ranks a
        # person (words.RANK_VERBS), not a sum; 'a tally of the pets and cars', 'the pet and car tally' stay sums: r2)
        inside.update(n for n, key in enumerate(p.keys) if key == "tally" and n and
                      (p.keys[n - 1] or "").split("-")[-1] in W.RANKED_NOUNS and
                      not _TALLY_JOINS & set(p.keys[max(0, n - 4):n - 1]))
    return frozenset(inside)


_TALLY_JOINS = frozenset({"and", "&", "+", ",", "or", "plus"})


def _unranked_keys(p: Parser) -> set:
    """The question's words outside its rankings' own words (_in_rankings)."""
    inside = _in_rankings(p)
    return {key for n, key in enumerate(p.keys) if n not in inside}


def _count_outputs(p: Parser, tables: tuple[Records, ...], s: Subject, i: int) -> Iterator[tuple[Output, int]]:
    picks = resolve_subjects(p, [s])
    if picks is None:
        return
    for found, j in ties(p, i):
        done = picks_tied(p, picks, found)
        if done is not None:
            yield RecordCount(done[0], tables), j


def _species_counted(p: Parser, i: int) -> None:
    """'How many dogs does X have?': a count is of whole tables; refused, saying so."""
    for _, j in p.phrase(i, HOW_MANY):
        for _, k in p.phrase(j, SPECIES):
            p.refuse(k, f"counting one species' pets ('{p.keys[k - 1]}') is not supported: count all pets ('How many "
                        "pets does ... have?')")


def _several_counted(p: Parser, i: int) -> None:
    """'How many pets do A and B have (together)?': a count is of one person's records; refused, saying so."""
    for subjects, j in _subject_list(p, i):
        p.refuse(j, f"counting the records of several people ({len(subjects)} here) is not supported: a count is of one "
                    "person's records; ask 'How many ... does <person> have?' for each")


@rule
def count_q(p: Parser, i: int) -> Iterator[tuple[Output, int]]:
    have = "have|own|hold|possess|keep|carry|has|owns|holds|possesses"  # ('does S has': a writer's slip, one meaning)
    _species_counted(p, i)
    for start in (i, *(p.opt(j, ",") for _, j in p.phrase(i, TOTAL))):
        for (tables,), j in p.seq(start, HOW_MANY, count_nouns, "does|do|did"):
            for s, k in subject(p, j):
                for _, m in p.seq(k, have):
                    for n in _total(p, m):
                        yield from _count_outputs(p, tables, s, n)
            _several_counted(p, j)
        # How many pets belong to S?   What's the total count of X and Y for S?   How many records are registered to S?
        for (tables,), j in p.seq(start, HOW_MANY, count_nouns, COUNT_OF):
            for s, k in subject(p, j):
                for m in _total(p, k):
                    yield from _count_outputs(p, tables, s, m)
            _several_counted(p, j)
        # In total how many is S's X and Y?   In total how many are the X and Y of S?   (a24y: a learner's copula after
        # 'how many', the person's records its subject; the sum said by 'in total', else refused as each count could be)
        for (s, tables), j in p.seq(start, HOW_MANY, "is|are", subject, "'s", count_nouns):
            for k in _total(p, j):
                yield from _count_outputs(p, tables, s, k)
        for (tables,), j in p.seq(start, HOW_MANY, "is|are the|their?", count_nouns, COUNT_OF):
            for s, k in subject(p, j):
                for m in _total(p, k):
                    yield from _count_outputs(p, tables, s, m)
        # How many pieces in total of X, Y and Z does S have?   (a24y: the records counted as pieces, then what they are)
        for _, j in p.seq(start, HOW_MANY, "pieces|items|things|records"):
            for (tables,), k in (found for after in _total(p, j) for found in p.seq(after, "of", count_nouns, "does|do|did")):
                for s, m in subject(p, k):
                    for _, n in p.seq(m, have):
                        for o in _total(p, n):
                            yield from _count_outputs(p, tables, s, o)
    yield from _count_noun_q(p, i)
    # For S, in total how many is X and Y?   (a24y: the learner's copula, the sum said before it)
    for (s,), j in p.seq(i, "for", subject, ",|:|—"):
        for _, k in p.phrase(p.opt(j, ","), TOTAL):
            for (tables,), m in p.seq(p.opt(k, ","), HOW_MANY, "is|are", count_nouns):
                yield from _count_outputs(p, tables, s, m)
    # For S, how many X and Y are there (in total)?   For S: how many X do they have?
    for (s, tables), j in p.seq(i, "for", subject, ",|:|—", HOW_MANY, count_nouns):
        for end in (p.lit(j, "are there"), p.lit(j, "does|do|did")):
            if end is None:
                continue
            ends = [end] if p.keys[end - 1] == "there" else [m for _, m in p.seq(end, THAT_PERSON, have)]
            for e in ends:
                for k in _total(p, e):
                    yield from _count_outputs(p, tables, s, k)
    for (s, tables), j in p.seq(i, subject, HAVE_VERBS, "how many", count_nouns):  # S has how many pets?
        for k in _total(p, j):
            yield from _count_outputs(p, tables, s, k)
    for (tables, s), j in p.seq(i, HOW_MANY, count_nouns, "is|are", subject, "having|owning|holding"):
        for k in _total(p, j):  # How many pets is S having?   (a progressive for a state, one reading)
            yield from _count_outputs(p, tables, s, k)
    # How many pets has S (got)?   How many pets has S had / owned?   (every record held: the files keep no end dates)
    for (tables, s), j in p.seq(i, HOW_MANY, count_nouns, "has|have", subject, "got|had|owned|held?"):
        for k in _total(p, j):
            yield from _count_outputs(p, tables, s, k)
    # How many pets owns S?   How many pets and cars has in total S?   (a learner's verb before its subject)
    for (tables,), j in p.seq(i, HOW_MANY, count_nouns, "has|have|owns|own|holds|hold|possesses|possess got?"):
        for k in _total(p, j)[1:] if p.keys[j - 1] in ("has", "have") else _total(p, j):  # ('has S' is above)
            for s, m in subject(p, k):
                for n in _total(p, p.opt(m, "got")):
                    yield from _count_outputs(p, tables, s, n)
    for (tables, s), j in p.seq(i, HOW_MANY, count_nouns, "that|which?", subject, W.HOLD_VERBS_SAID):
        for k in _total(p, j):
            yield from _count_outputs(p, tables, s, k)
    # What is S's total number of X and Y?
    for (s, tables), j in p.seq(i, SUM_OF, subject, "'s total|combined|overall? number|count of", count_nouns):
        for k in _total(p, j):
            yield from _count_outputs(p, tables, s, k)
    # Count the pets and vehicles of S.   Add up S's pets + cars.   What's the sum of the pets and cars S has?
    yield from _count_request(p, i)
    # Counting X, Y and Z together, how many records does S have?
    # Across pets, vehicles and cards, how many records does S have altogether?   Pets, cars and cards combined: how
    # many does S have?   (the kinds first, then the count asked)
    # ('Counting their cards, pets and accounts all together, how many records does S have?', a37s: the one person
    # asked about, said after)
    listed = [*p.seq(i, COUNTING, "their|his|her?", record_list), *p.seq(i, _ACROSS_LEAD, record_list)]
    listed += [((tables,), k) for tables, j in record_list(p, i) for k in _total(p, j)[1:]]
    for (tables,), j in listed:
        for j2 in _total(p, j):
            for pattern in (",|—|:? how many total? records|items|things|entries", ",|—|:? how many of them|these|those",
                            ",|—|:? how many"):
                after = p.lit(j2, pattern)
                if after is None:
                    continue
                # ('Counting that person's cards, pets and policies together, how many financial and property records
                # do they have in total?', c61n: the records named as the generic count's noun is)
                for begin in (after, *(k for _, k in p.phrase(after, GENERIC))) if pattern.endswith("many") else (after,):
                    for (s,), m in p.seq(p.opt(begin, "in total"), "does|do|did", subject, have):
                        for n in _total(p, m):
                            yield from _count_outputs(p, tables, s, n)
                    for (s,), m in p.seq(p.opt(begin, "in total"), COUNT_THERE_FOR, subject):
                        for n in _total(p, m):  # ... how many records are there for S?   (a20y)
                            yield from _count_outputs(p, tables, s, n)
    # Counting the vehicles, pets and cards of S together, how many records are there?   (a24x: the person inside the
    # frame, as 'Counting their vehicles ... together' reads with 'their' resolved)
    for (tables, s), j in p.seq(i, COUNTING, "together?", "the|all the?", record_list, RECORDS_OF, subject):
        for j2 in _total(p, j):
            for pattern in (",|—|:? how many total? records|items|things|entries", ",|—|:? how many of them|these|those",
                            ",|—|:? how many"):
                after = p.lit(j2, pattern)
                if after is None:
                    continue
                # (the records named by the generic count's noun: '..., how many financial and property records ...',
                # c61n)
                for begin in (after, *(k for _, k in p.phrase(after, GENERIC))) if pattern.endswith("many") else (after,):
                    for _, m in p.seq(p.opt(begin, "in total"), COUNT_THERE):
                        for n in _total(p, m):
                            yield from _count_outputs(p, tables, s, n)
                    # ... how many records does S have?   (the person said again: 'Take S. Counting their X, Y and Z
                    # all together, how many records does that person have?' with 'their' and 'that person' resolved,
                    # a37s)
                    for (again,), m in p.seq(p.opt(begin, "in total"), "does|do|did", subject, have):
                        if _same_person(s, again):
                            for n in _total(p, m):
                                yield from _count_outputs(p, tables, s, n)


def _same_person(a: Subject, b: Subject) -> bool:
    """Do two subjects say the same person (the same ranking of the same group, and the same tie rules, wherever
    said)?"""
    return a.pick == b.pick and [(t.key, t.target, t.then) for t in a.ties] == [(t.key, t.target, t.then) for t in b.ties]


_ACROSS_LEAD = "across|over|spanning|covering|between all? the|their?"


def _count_request(p: Parser, i: int) -> Iterator[tuple[Output, int]]:
    """A request to count or add up a person's records, the person after the kinds ('Count the pets of S', 'Add up
    the pets and cars that S has', 'Sum of pets and vehicles for S?'), or before them as a possessive ('Tally up S's
    pets and cars', 'What's the sum of S's pets + cars?'). Several kinds are one sum only where a word says so
    ('add up', 'sum', 'in total' ...: `questions` refuses the others)."""
    have = "has|have|owns|own|holds|hold|possesses|possess"
    for _, j in p.phrase(i, COUNT_REQUEST):
        j = p.opt(j, "the|their")
        for tables, k in count_nouns(p, j):
            found = [(s, m) for (s,), m in p.seq(k, "that|which?", COUNT_OF, subject)]
            found += [(s, m) for (s,), m in p.seq(k, "that|which?", subject, have)]
            for s, m in found:
                for n in _total(p, m):
                    yield from _count_outputs(p, tables, s, n)
        for (s, tables), k in p.seq(j, subject, "'s", count_nouns):
            for n in _total(p, k):
                yield from _count_outputs(p, tables, s, n)
        # ('Add up that person's records across cars, bank accounts and internet accounts', m61k, read with the person
        # resolved after the kinds: the generic noun, then the kinds it spans, as 'the number of records S has across
        # X and Y')
        for _, k in p.phrase(j, GENERIC):
            for (tables, s), m in p.seq(k, _ACROSS_LEAD, record_list, COUNT_OF, subject):
                for n in _total(p, m):
                    yield from _count_outputs(p, tables, s, n)


@rule
def _across(p: Parser, i: int) -> Iterator[tuple[tuple[Records, ...], int]]:
    """After a generic 'records': the kinds counted, 'across pets and vehicles', 'in pets, cars and cards combined'."""
    lead = "across|in|among|spanning|over|from|between|covering|counting|of the|their?"  # (not "including": and more?)
    for start in (i, i + 1) if p.keys[i] in (",", "—", ":", "(") else (i,):  # (', counting X and Y', '(across X)')
        if p.keys[start] in ("including", "incl", "includes"):
            p.refuse(start, "ambiguous: 'records, including X and Y' could count those kinds only or every kind of "
                            "record, those among them: say 'counting X and Y' or 'across X and Y' for those kinds only")
        for (tables,), j in p.seq(start, lead, record_list):
            j = p.opt(j, "files|tables|lists|datasets|data")  # (across the pets, vehicles ... files)
            for k in _total(p, j):
                yield tables, p.opt(k, ")") if start > i and p.keys[i] == "(" else k
    for (tables,), j in p.seq(i, "(", record_list):  # ... have (pets, cars and cards)?
        for k in _total(p, j):
            yield from ((tables, m) for _, m in p.seq(k, ")"))
    for (tables,), j in p.seq(i, ":|—", record_list):  # ... have in total: pets and cars?
        yield tables, j


def _summed_count(p: Parser, tables: tuple[Records, ...], at: int) -> bool:
    """May several kinds counted in a request or a fragment be read as one sum? Only when the question says so
    ('total', 'combined', '+', 'records' ...): 'the number of pets and cars of X' could ask for each count."""
    if len(tables) > 1 and not _sum_said(p):
        p.refuse(at, "the number of several kinds of records could ask for each count or for their sum: say 'in total' "
                     "or 'combined' for the sum, or ask about each kind")
        return False
    return True


def _counts_plus(p: Parser, i: int) -> Iterator[tuple[tuple[Records, ...], int]]:
    """Counts of two or more kinds said each with its own noun and added with 'plus' ('the credit card count plus the
    internet account count', 'their card count + their pet count', a26x): the kinds, summed (the sign says so; 'the
    card count and the pet count' could ask for each: not read here)."""
    for tables, j in _count_items(p, i):
        if len(tables) > 1 and len(set(tables)) == len(tables):
            yield tables, j


def _count_items(p: Parser, i: int) -> Iterator[tuple[tuple[Records, ...], int]]:
    for (records,), j in p.seq(i, "the|their?", RECORD_ONE, "count|tally"):
        yield (records,), j
        for (more,), k in p.seq(j, "plus|+", _count_items):
            yield (records, *more), k


def _count_noun_q(p: Parser, i: int) -> Iterator[tuple[Output, int]]:
    """A count said as a noun phrase, in a request or a fragment: 'Number of pets + vehicles for S?', 'Provide the
    total number of X, Y and Z held by S.', 'Give the number of records S has across X and Y.', 'the count of X and
    Y that S owns (in total)'."""
    have = "has|have|owns|own|holds|hold|possesses|possess"
    for (tables,), j in p.seq(i, COUNT_NOUN_LEAD, count_nouns):
        for _, k in p.phrase(j, COUNT_OF):
            for s, m in subject(p, k):
                for n in _total(p, m):
                    if _summed_count(p, tables, n):
                        yield from _count_outputs(p, tables, s, n)
        for (s,), k in p.seq(j, "that|which?", subject, have):
            for m in _total(p, k):
                if _summed_count(p, tables, m):
                    yield from _count_outputs(p, tables, s, m)
    for start in (i, *(j for _, j in p.phrase(i, SUM_OF))):  # (What's) the pet count of S?   S's pet count?
        for (records, s), j in p.seq(start, "the|their?", RECORD_ONE, "count|tally|total of|for", subject):
            yield from _count_outputs(p, (records,), s, j)
        for (tables, s), j in p.seq(start, _counts_plus, "of|for", subject):  # the card count plus the pet count of S
            yield from _count_outputs(p, tables, s, j)
        for (s, records), j in p.seq(start, subject, "'s", RECORD_ONE, "count|tally|total"):
            yield from _count_outputs(p, (records,), s, j)
    for (tables, s), j in p.seq(i, COUNT_NOUN_LEAD, count_nouns, ",|:|—", subject):  # Number of pets, owner of pet X?
        if _summed_count(p, tables, j):
            yield from _count_outputs(p, tables, s, j)
    for _, j in p.seq(i, COUNT_NOUN_LEAD, GENERIC):  # the number of records S has across X and Y
        for (s, tables), k in p.seq(j, "that|which?", subject, have, _across):
            yield from _count_outputs(p, tables, s, k)
        for (tables, s), k in (found for lead in ("of|for", "held|owned by", "belonging to", "that|which belong|belongs to")
                               for found in p.seq(j, _across, lead, subject)):
            for m in _total(p, k):
                yield from _count_outputs(p, tables, s, m)
    for tables, j in count_nouns(p, i):  # Total records (pets, cars) for S?   Pets + vehicles owned by S?
        said = "+" in p.keys[i:j] or "plus" in p.keys[i:j] or any(p.phrase(n, TOTAL) or p.phrase(n, GENERIC) for n in range(i, j))
        for (s,), k in p.seq(j, COUNT_OF, subject):
            # (a count said after the person: 'Pets and cars of S, total?', 'Pets owned by S: how many (in total)?')
            asked = [m for _, m in p.seq(k, ",|:|—? how many")] + [m for m in _total(p, k) if m > k]
            for m in [*(_total(p, k) if said else ()), *(n for a in asked for n in _total(p, a))]:
                yield from _count_outputs(p, tables, s, m)
    for (tables,), j in p.seq(i, SUM_OF, COUNT_NOUN_LEAD, count_nouns):  # What is the sum of the number of X and Y of S?
        for (s,), k in p.seq(j, COUNT_OF, subject):
            for m in _total(p, k):
                if _summed_count(p, tables, m):
                    yield from _count_outputs(p, tables, s, m)
    for start in (i, *(p.opt(j, ",") for _, j in p.phrase(i, TOTAL))):  # How many records does S have across X and Y?
        for (s,), j in p.seq(start, HOW_MANY, GENERIC, "does|do|did", subject, have):
            found = list(_across(p, j))  # ... have across X, Y and Z?   ... have in total, counting X, Y and Z?
            found += [found for k in _total(p, j)[1:] for found in _across(p, k)]
            for tables, m in found:
                yield from _count_outputs(p, tables, s, m)


def _balance_outputs(p: Parser, subjects: list[Subject], i: int) -> Iterator[tuple[Output, int]]:
    for one in _subject_readings(p, subjects):
        for found, j in ties(p, i):
            done = picks_tied(p, one, found)
            last = _last_only(p, subjects, one, found, i) if done is not None else None
            if last is False:
                continue  # (a reading that cannot be read as said: never the other answered alone, w20)
            if done is not None:
                yield BalanceOf(tuple(done)), j
            if isinstance(last, list):
                yield BalanceOf(tuple(last)), j


def _last_only(p: Parser, subjects: list[Subject], picks: list[Pick], found: tuple[Tie, ...], i: int
               ) -> list[Pick] | Literal[False] | None:
    """A tie rule said right after the last of several people whose values are added up, in the same sentence and
    without a scope ('the combined balance of A and B (oldest wins a tie)?', '... and B, if tied the oldest?'), could
    be for that person's ranking only, or for every ranking (fix37; the comparison reads it so, `_tail_rule`): the
    picks with the rule in the last person's ranking alone, the others' as said (None when that reading is the one
    read already or no other; False when it cannot be read: refused). A rule for each ('in each case', 'both') or
    said in a sentence of its own after the question is every ranking's."""
    if len(subjects) < 2 or not found or len(picks) != len(subjects):
        return None
    t = found[0]
    if t.each or t.between or t.only is not None or t.key is None or subjects[-1].ties:
        return None
    if any(k in ("?", ".", "!", ";") for k in p.keys[i:t.at]) or any(s.ties for s in subjects):
        return None  # (in a sentence of its own after the question; or a person's own rule said with them)
    ranked = [n for n, pk in enumerate(picks) if pk.keys]
    if not ranked or ranked[-1] != len(picks) - 1 or len(ranked) < 2:
        return None  # (the last not ranked, or no other ranked: one reading)
    if t.target is not None and not t.names(picks[-1].keys[-1]):
        return None  # (a rule naming a tie the last person's ranking has none of: the others', 'ties on pets: X')
    if any(k.measure == t.key.measure for k in picks[-1].keys):
        return None  # (the last ranked by the rule's measure already: in theirs it would say nothing, `_compare_seeds`)
    own = picks_tied(p, picks[-1:], found[:1])
    if own is None:
        return False
    rest = picks_tied(p, [*picks[:-1], *own], found[1:])
    if rest is None:
        return False
    p.hints.append("give the tie rule after each person, or for all ('in each case, ...') or after the question")
    return rest


def _money_ends(p: Parser, i: int) -> list[tuple[bool, int]]:
    """After 'how much money does S have': up to two of 'in total', 'in the bank', 'across their accounts' ...;
    (whether one of them says the amounts are added up: 'combined', 'in total' ..., where they end)."""
    out = [(False, i)]
    i = p.opt(i, ",")
    for _, j in p.phrase(i, MONEY_IN_BANK):
        said = any(e == j for _, e in p.phrase(i, TOGETHER))
        out.append((said, j))
        j = p.opt(j, ",")  # in the bank, all accounts together
        for _, k in p.phrase(j, MONEY_IN_BANK):
            out.append((said or any(e == k for _, e in p.phrase(j, TOGETHER)), k))
    # 'How much money does the person with the most bank accounts have across all of them?' (a22z): the accounts named;
    # also after 'in total' ('... has how much in total across those accounts?', a25y: those said, the bank accounts)
    if _bank_accounts_before(p, i):
        for said, start in list(out):
            start = p.opt(start, ",")
            for across in W.MONEY_ACROSS_THEM:
                for _, j in p.seq(start, across):
                    out.append((said, j))
    return out


@rule
def balance_q(p: Parser, i: int) -> Iterator[tuple[Output, int]]:
    for start in (i, *(p.opt(j, ",") for _, j in p.phrase(i, TOTAL))):  # (Combined, how much money do A and B have?)
        yield from _balance_q(p, start, start > i)


def _balance_q(p: Parser, i: int, summed: bool) -> Iterator[tuple[Output, int]]:
    """The balance questions after 'In total,' (summed) or none."""
    # What is the total bank balance of S?   Sum the bank balances of S.   Combined bank balance of (both) A, B and C?
    heads = [j for _, j in p.seq(i, SUM_OF, BALANCE_Q)] + [j for _, j in p.phrase(i, BALANCE_Q)]
    heads += [j for _, j in p.phrase(i, BALANCE_NOUN)]
    # What total balance (does) S have?   Which combined balance has S?   (a learner's; 'which' with a word for the sum:
    # 'which bank balance' could pick one of their accounts)
    heads += [j for _, j in p.seq(i, "what|which", BALANCE_NOUN) if p.keys[i] == "what" or W.BALANCE_SUMMED & set(p.keys[i:j])]
    for start in (i, *(j for _, j in p.phrase(i, SUM_OF))):  # (what's) the total in the bank for S
        heads += [j for _, j in p.seq(start, "the total|sum|amount|money in|across the|their|all? bank|banks|accounts")]
        heads += [j for _, j in p.seq(start, "the total|sum|amount|money in|across the|their|all? bank accounts")]
    for lead in ("sum|add|total|tally up? all? the?", "add|put together all? the?", "add|sum all? the?",
                 "sum|add|total|tally up? all of the?", "add|put together all of the?"):  # Add up (all of) the ... (a22z)
        heads += [j for _, j in p.seq(i, lead, BALANCE_NOUN)]
    # ... the total bank balance, added together, of the 3 richest people ...
    heads += [p.opt(k, ",") for j in list(heads) for _, k in p.seq(j, ",|—|(?", TOTAL, ")?")]
    heads += [p.opt(k, ",") for j in list(heads) for _, k in p.seq(j, ",|—|(", SUM_ASIDE, ")?")]  # , summed over both,
    # ... the total bank balance, in dollars, of S ...   (the amount's unit set off, or said before 'of': a33e)
    heads += [p.opt(k, ",") for j in list(heads) for _, k in p.seq(j, ",|—|(?", MONEY_TAIL, ")?")]
    heads += [k for j in list(heads) for _, k in p.seq(j, "held|recorded|kept|stored|registered")]  # ... held across
    if "what" in p.keys[i:]:  # S has what total bank balance?   (the question word where its answer stands)
        for (s,), j in p.seq(i, subject, "has|holds|keeps|possesses|had", "what"):
            for _, noun in p.phrase(j, BALANCE_NOUN):
                for _, m in _money_ends(p, noun):
                    yield from _balance_outputs(p, [s], m)
    for j in dict.fromkeys(heads):
        # the total amount of money S has (in the bank)
        for (s,), after in p.seq(j, "that|which?", subject, "has|holds|keeps|possesses|had|held"):
            for _, m in _money_ends(p, after):
                yield from _balance_outputs(p, [s], m)
        # What total bank balance has S (got)?   What total balance does S have?
        for (s,), after in (*p.seq(j, "has|holds|keeps|possesses|had", subject, "got?"),
                            *p.seq(j, "does|did", subject, "have|hold|keep|possess|has"),
                            *p.seq(j, "does|did have|hold|keep|possess", subject)):  # (... does have S?)
            for _, m in _money_ends(p, after):
                yield from _balance_outputs(p, [s], m)
        # What total bank balance do the two richest residents of X hold (between them)?   (a22x: several people)
        for (s,), after in p.seq(j, "do|did", top_subject, "have|hold|keep|possess"):
            for m in _total(p, after):
                yield from _balance_outputs(p, [s], m)
        # What combined bank balance belongs to / is held by S?   (a22x: the person after a passive)
        for k in (p.lit(j, "belongs|belonged to"), p.lit(j, "is|was held|owned by")):
            for s, m in subject(p, k) if k is not None else ():
                yield from _balance_outputs(p, [s], m)
        for k in (p.lit(j, "of|for"), p.lit(j, "of|for :|—"),  # ('the sum of the balances for: A, plus B')
                  p.lit(j, "held|owned by"), p.lit(j, "across|in all? the? bank accounts of|for"),
                  p.lit(j, "across|in all? the? bank accounts held|owned by"), p.lit(j, "of all? the? bank accounts of"),
                  p.lit(j, "of all? the? bank accounts belonging to"), p.lit(j, "of all? the? bank? accounts held|owned by"),
                  p.lit(j, "belonging to"), p.lit(j, "held|kept in|across all? the|their? bank accounts by"),
                  p.lit(j, "for|under"),  # (the sum of all balances recorded for S)
                  # ('the sum held across all bank accounts by S', a25z: the money held, then by whom)
                  p.lit(j, "by") if "held" in p.keys[i:j] and p.keys[j - 1] == "accounts" else None,
                  # (each account said in the singular: 'the combined balance of every bank account held by S')
                  *(p.lit(j, f"of|across|in every|each bank? account {by}") for by in ("held|owned by", "of", "belonging to"))):
            if k is None:
                continue
            if {"every", "each"} & set(p.keys[j:k]) and not (_SUM_WORDS - ({"total", "totals"} if "each" in p.keys[j:k]
                                                                       else set())) & set(p.keys):
                # ('the total balance of each bank account' is each account's total: a sum needs 'combined')
                p.refuse(k, "'the balance of every/each bank account' with no word for a sum could ask for each account's "
                            "balance: say 'combined' for the sum of a person's accounts")
                continue
            for s, m in subject(p, k):
                for n in _total(p, m):  # (the total bank balance of S, in total?: one person's accounts added)
                    yield from _balance_outputs(p, [s], n)
            for subjects, m in _subject_list(p, p.opt(k, "both|all")):
                for n in _total(p, m):
                    yield from _balance_outputs(p, list(subjects), n)
            # ... of two people: (1) A; (2) B; (3) C   (listed with labels, as a comparison's pair may be)
            for start in (k, *(m for _, m in p.seq(k, "the|these|those? following? two|three|four|both? "
                                                    "people|persons|individuals :|—"))):
                said = next((W.NUMBER_WORDS.get(w, 2 if w == "both" else None) for w in p.keys[k:start]
                             if w in W.NUMBER_WORDS or w == "both"), None)
                for listed, m in _labelled_list(p, start):
                    if said is not None and said != len(listed):  # ('two people: (1) A; (2) B; (3) C')
                        continue
                    for n in _total(p, p.opt(m, ".|;")):
                        yield from _balance_outputs(p, list(listed), n)
            for s, m in top_subject(p, k):
                for n in _total(p, m):  # the 3 richest people in Ohio, combined?
                    yield from _balance_outputs(p, [s], n)
    for (s,), j in p.seq(i, "for|take?", subject, ",|:|—", SUM_OF, THEIR, "combined|total?", BALANCE_NOUN):
        yield from _balance_outputs(p, [s], j)
    # Total bank balance, owner of pet X?   Owner of pet X total bank balance?   (a note: the noun and the person)
    for (s,), j in p.seq(i, "the? combined|total|aggregate|overall?", BALANCE_NOUN, ",|:|—", subject):
        yield from _balance_outputs(p, [s], j)
    for (s,), j in p.seq(i, subject, ",|:|—?", "combined|total|aggregate|overall", BALANCE_NOUN):
        yield from _balance_outputs(p, [s], j)
    # What is the oldest resident of Ohio's total bank balance?  (the possessive ends the whole subject)
    # What is the sum of S's bank balances?   What's the total balance in S's bank accounts?
    for lead in ("", "the sum|total of all?"):
        for (s,), j in p.seq(i, SUM_OF, lead, subject, "'s combined|total?", BALANCE_NOUN):
            for k in dict.fromkeys((*_total(p, j), *(m for _, m in _money_ends(p, j)))):  # S's bank balance, in total?
                yield from _balance_outputs(p, [s], k)
    # S's total bank balance?   Total up S's bank balances.   Sum of S's account balances?   S's savings across accounts?
    for lead in ("", "sum|add|total|tally up?", "the sum|total of all?"):
        for (s,), j in p.seq(i, lead, subject, "'s combined|total|aggregate|overall?", BALANCE_NOUN):
            for k in dict.fromkeys((*_total(p, j), *(m for _, m in _money_ends(p, j)))):
                yield from _balance_outputs(p, [s], k)
    # What's in S's bank accounts (altogether)?   What is in the bank accounts of S?
    for lead in ("what's held? in|across", "what is held? in|across", "how much is there? in|across"):
        for (s,), j in (*p.seq(i, lead, subject, "'s bank accounts"), *p.seq(i, lead, "all? the bank accounts of", subject)):
            for k in _total(p, j):
                yield from _balance_outputs(p, [s], k)
    for k in dict.fromkeys(heads):
        for (s,), j in p.seq(k, "in|across|of|on all?", subject, "'s bank? accounts"):
            yield from _balance_outputs(p, [s], j)
    # What does S have in the bank?   (a bank word said: 'what does S have in total' could be records)
    # What do A and B have in the bank combined?   (several people: a sum word said, or `questions` refuses)
    for _, j in p.seq(i, "what does|do|did"):
        found: list[tuple[list[Subject], int]] = [([s], k) for s, k in (*subject(p, j), *top_subject(p, j))]
        found += [(list(ss), k) for ss, k in _subject_list(p, p.opt(j, "both|all"))]  # (the 3 richest people of X)
        for people, k in found:
            for _, m in p.seq(k, "have|hold|keep|possess"):
                for _, n in _money_ends(p, m):
                    if any(w in p.keys[m:n] for w in ("bank", "accounts", "account", "savings")):
                        yield from _balance_outputs(p, people, n)
    for lead in ("how much money|cash is there? in the bank? accounts of", "how much is there? in the bank accounts of",
                 "how much money|cash is|was there? in the bank for",  # ('How much money is in the bank for S?', a17x)
                 "how much money|cash is held|kept in total? by",
                 "how much money|cash is there? in total? in the bank accounts of",
                 # a British setter's passive (a25z): 'How much is held across all the bank accounts of S?', '... across
                 # all bank accounts by S' (and 'all his or her bank accounts' after S found: discourse names S there)
                 "how much money|cash? is|was held|kept across|in all? the|their? bank accounts of|by"):
        for (s,), j in p.seq(i, lead, subject):
            for k in _total(p, j):
                yield from _balance_outputs(p, [s], k)
        for subjects, j in _subject_list(p, p.opt(p.lit(i, lead) or i, "both|all")) if p.lit(i, lead) else ():
            for k in _total(p, j):  # the money in the accounts of A and B: their accounts together
                yield from _balance_outputs(p, list(subjects), k)
    yield from _added_up(p, i)
    yield from _held_passive(p, i)
    # How much money is in S's bank accounts?
    for lead in ("how much money|cash is there? in", "how much is there? in"):
        for (s,), j in p.seq(i, lead, subject, "'s bank? accounts"):
            for k in _total(p, j):
                yield from _balance_outputs(p, [s], k)
    # (Tell me) how much money S has in the bank.   How much money has S got (in the bank)?
    for lead, verb in (("how much money|cash", "has|holds|keeps|possesses|had|held"), ("how much", "has|holds|keeps|had"),
                       ("how much money|cash has|had", "got"), ("how much has|had", "got"),
                       ("how much money|cash? has|had", "saved|banked")):  # How much has S saved (in the bank)?
        for (s,), j in p.seq(i, lead, subject, verb):
            for said, k in _money_ends(p, p.opt(j, "got")):
                if "money" in p.keys[i:i + 3] or "cash" in p.keys[i:i + 3] or k > j:  # 'how much' needs a money word
                    yield from _balance_outputs(p, [s], k)
    # What is S worth (in the bank, all accounts together)?   How much is S worth?   (wealth on record: their bank
    # balances, as 'how rich')
    for lead in ("what is|was", "what's", "how much is|was"):
        for (s,), j in p.seq(i, lead, subject, "worth"):
            for _, k in _money_ends(p, j):
                yield from _balance_outputs(p, [s], k)
    # How rich is S?   How wealthy is S, in total?   (their money: the bank balances, the only wealth on record)
    for (s,), j in p.seq(i, "how rich|wealthy is|was", subject):
        for k in _total(p, j):
            yield from _balance_outputs(p, [s], k)
    # How much have A and B got in the bank in total?   (several people: a sum word said, else `questions` refuses)
    for _, j in p.seq(i, "how much money|cash? have|has"):
        for subjects, k in _subject_list(p, p.opt(j, "both|all")):
            for _, m in p.seq(k, "got|saved|banked"):
                for said, n in _money_ends(p, m)[1:]:
                    if any(w in p.keys[m:n] for w in ("bank", "accounts", "account", "savings")) or "money" in p.keys[i:j]:
                        yield from _balance_outputs(p, list(subjects), n)
    # How much money has S (got) in the bank?   (a question without 'does', as some write it)
    for (s,), j in p.seq(i, "how much money|cash has|have", subject, "got?"):
        for _, k in _money_ends(p, j):
            yield from _balance_outputs(p, [s], k)
    # How much money has in the bank in total S?   How much money in total has S (got)?   (a learner's verb before its
    # subject, the places on either side; several people need a word for their sum, as below)
    for _, j in p.seq(i, "how much money|cash?"):
        money = p.keys[j - 1] in ("money", "cash")
        for _, k in p.seq(j, "has|have|holds|hold|keeps|keep|possesses|possess|had"):
            for said, m in _money_ends(p, k)[1:] if money or k > j else ():  # ('how much has S' names no money)
                yield from _money_inverted(p, i, m, said or summed)
        for said, k in _money_ends(p, j)[1:]:
            for _, m in p.seq(k, "has|have|holds|hold|keeps|keep|possesses|possess|had"):
                yield from _money_inverted(p, i, m, said or summed)
    # S has how much money (in total) in the bank?   S has how much across all bank accounts? (a25y: the money said by
    # where it is)
    for (s,), j in p.seq(i, subject, "has|holds|keeps|had how much money|cash"):
        for _, k in _money_ends(p, j):
            yield from _balance_outputs(p, [s], k)
    for (s,), j in p.seq(i, subject, "has|holds|keeps|had how much"):
        for _, k in _money_ends(p, j)[1:]:
            if {"bank", "accounts", "savings"} & set(p.keys[j:k]):
                yield from _balance_outputs(p, [s], k)
    # How much money, across all their bank accounts, is held by S? (a19y)
    for _, start in p.phrase(i, HOW_MUCH_HELD):
        for s, j in (*subject(p, start), *top_subject(p, start)):
            for _, m in _money_ends(p, j):
                yield from _balance_outputs(p, [s], m)
    # How much money does S have (in the bank)?   How much does S have in total across their bank accounts?
    for _, start in p.phrase(i, HOW_MUCH):
        money = any(p.keys[n] in ("money", "cash") for n in range(i, start))
        for s, j in (*subject(p, start), *top_subject(p, start)):
            for _, k in p.seq(j, "have|hold|keep|possess|got|has|holds|keeps|possesses"):
                for said, m in _money_ends(p, k):
                    if money or m > k:  # 'how much does S have' needs a word for money: 'in the bank', 'in total' ...
                        yield from _balance_outputs(p, [s], m)
        # How much money do A and B have combined?
        for subjects, j in _subject_list(p, start):
            for _, k in p.seq(j, "have|hold|keep|possess|got"):
                for said, m in _money_ends(p, k):
                    if said or summed or any(p.keys[n] in ("total", "combined", "together", "altogether")
                                             for n in range(i, start)):
                        yield from _balance_outputs(p, list(subjects), m)
                    else:
                        p.refuse(k, "'how much money do A and B have' could ask for each person's or for their sum: "
                                    "say 'combined' or 'in total' for the sum, or ask about each person")


# --- the value a ranking reaches ----------------------------------------------------------------

def _held_passive(p: Parser, i: int) -> Iterator[tuple[Output, int]]:
    """'How much (money) is held', then where and how it is summed in any order and number, then by whom: 'How much is
    held in total across all bank accounts by S?', '... altogether in the bank by S', 'How much money is kept, all
    accounts combined, by S?' (c38k: the places are `_money_ends`' words, one list). Without a word for money, the
    places must name the bank ('How much is held in total by S' could be records: not read)."""
    for _, j in p.seq(i, "how much money|cash? is|are|was|were held|kept|stored|deposited"):
        money = p.keys[i + 2] in ("money", "cash")
        for _, k in _money_ends(p, j)[1:]:
            if not money and not {"bank", "accounts", "account", "savings"} & set(p.keys[j:k]):
                continue
            for _, start in p.seq(p.opt(k, ","), "by|for"):
                for s, m in (*subject(p, start), *top_subject(p, start)):
                    for n in _total(p, m):
                        yield from _balance_outputs(p, [s], n)


def _valued(p: Parser, key: Key, i: int, j: int) -> bool:
    """Has the ranking said in words i .. j a value question of its measure: a count of records, or a total bank balance
    said with a word for its sum ('the highest bank balance' may be one account's, which no spec asks: refused)?"""
    measure = key.measure
    match measure:
        case Records():
            return True
        case Metric.BALANCE:
            said = set(p.keys[i:j])
            return not said & W.BALANCE_WORDS or bool(said & W.BALANCE_RANK_SUMMED)
        case Metric.SALARY | Metric.DOB | Metric.VEHICLE_YEAR | Metric.JOB_START | Metric.POLICY_EXPIRY | \
                Metric.CARD_EXPIRY:
            return False
        case _:
            assert_never(measure)


def _reached(p: Parser, i: int) -> Iterator[tuple[Key, int]]:
    """'the highest total bank balance', 'the largest number of pets', 'the fewest credit cards': a ranking said as the
    value it reaches, for a measure with a value question (`_valued`)."""
    for _, j in p.seq(i, "the"):
        for key, k in rank_noun(p, j):
            # (not 'the highest total bank balances': the top few, each one's)
            if _valued(p, key, j, k) and "balances" not in p.keys[j:k]:
                yield key, k


def _reached_output(key: Key, steps: Steps) -> Output:
    """The value question about the person the ranking picks: whoever wins a tie on it, the value is the same (the
    lead's decision, round 25: 'the highest total bank balance among G' is 'the total bank balance of the person with
    the highest total bank balance among G')."""
    pick = Pick(_plain(steps), (key,))
    return RecordCount(pick, (key.measure,)) if isinstance(key.measure, Records) else BalanceOf((pick,))


def _reached_group(p: Parser, i: int, key: Key) -> Iterator[tuple[Steps, int]]:
    """The group right after a ranking's value: 'among G', 'of all G', 'in Ohio', 'living in the same state as X'."""
    for s, j in _subject_rest(p, i, (key,)):
        if not s.ties and s.pick.steps:
            yield s.pick.steps, j
    for steps, j in clauses(p, i):
        if steps:
            yield steps, j


def _reached_by(p: Parser, i: int, key: Key) -> Iterator[tuple[Steps, int]]:
    """Who reaches the value, said loosely after it: '(that) anyone (in G) has', 'any resident of X owns', 'owned by
    anyone among G', 'of any resident of X' (every one of them: the group's steps, () for everyone)."""
    j = p.opt(i, "that|which")
    who = [((), k) for _, k in p.phrase(j, REACHED_BY)]
    who += [found for _, k in p.phrase(j, REACHED_BY) for found in _reached_group(p, k, key)]
    who += [(steps, k) for lead in ("any single?", "a single") for (steps,), k in p.seq(j, lead, group)
            if steps]  # (any resident of Ohio, a single Ohio resident)
    for steps, k in who:
        for _, m in p.phrase(k, REACHED_HAVE):
            ends = [n for _, n in _money_ends(p, m)] if key.measure is Metric.BALANCE else _total(p, m)
            for n in dict.fromkeys(ends):
                yield steps, n
    for _, start in p.phrase(i, REACHED_PASSIVE):
        for _, k in p.phrase(start, REACHED_BY):
            yield (), k
            yield from _reached_group(p, k, key)
        for (steps,), k in (found for lead in ("any single?", "a single") for found in p.seq(start, lead, group)):
            if steps:
                yield steps, k


@rule
def reached_q(p: Parser, i: int) -> Iterator[tuple[Output, int]]:
    """The value a ranking reaches: 'What is the highest total bank balance among G?', 'What's the largest number of pets
    anyone in G owns?', 'Among G, what is the fewest credit cards anyone holds?', 'The most vehicles owned by any
    resident of X: how many is that?' (`_reached_output`). A group is said, or 'anyone' for everyone."""
    for _, j in p.phrase(i, SUM_OF) if not {"are", "were"} & set(p.keys[i:i + 2]) else ():  # (what are: several)
        for key, k in _reached(p, j):
            for steps, m in (*_reached_group(p, k, key), *_reached_by(p, k, key)):
                yield _reached_output(key, steps), m
            # What is the highest total bank balance (anyone has), among G?   (the group last)
            for end in (k, *(m for steps, m in _reached_by(p, k, key) if not steps)):
                for (steps,), m in p.seq(end, ",?", AMONG_LAST, group):
                    if steps:
                        yield _reached_output(key, steps), m
    # Among G, what is the highest total bank balance (anyone has)?   (the group first)
    starts = [(steps, j) for (steps,), j in p.seq(i, AMONG, group, ",|—|:|;")]
    starts += [(steps, j) for (steps,), j in p.seq(i, TOPIC, group, ",|:|—|;|.")]
    starts += [(steps, j) for (steps,), j in p.seq(i, group, ":|—")]  # (Residents of Ohio: what is ...?)
    for steps, j in starts:
        for _, k in p.phrase(j, SUM_OF) if steps and not {"are", "were"} & set(p.keys[j:j + 2]) else ():
            for key, m in _reached(p, k):
                for end in (m, *(n for more, n in _reached_by(p, m, key) if not more)):
                    yield _reached_output(key, steps), end
    # The most vehicles anyone in G has: how many is that?   (the ranking said alone, then its value asked)
    for key, j in _reached(p, i):
        for steps, k in (*_reached_group(p, j, key), *_reached_by(p, j, key)):
            for _, m in p.seq(k, ",|:|—|;|.|?", REACHED_AGAIN):
                yield _reached_output(key, steps), m


def _money_inverted(p: Parser, i: int, j: int, summed: bool) -> Iterator[tuple[Output, int]]:
    """After 'How much money has in the bank': the person (or people, their sum said), then more places or 'got'."""
    for s, k in (*subject(p, j), *top_subject(p, j)):
        for _, m in _money_ends(p, p.opt(k, "got")):
            yield from _balance_outputs(p, [s], m)
    for subjects, k in _subject_list(p, p.opt(j, "both|all")):
        for said, m in _money_ends(p, p.opt(k, "got")):
            if said or summed:
                yield from _balance_outputs(p, list(subjects), m)
            else:
                p.refuse(j, "'how much money have A and B' could ask for each person's or for their sum: say "
                            "'combined' or 'in total' for the sum, or ask about each person")


_ACCOUNTS_OF = ("all? the|their? bank? accounts together|combined? of|for",  # ('... in all bank accounts together of S', a34n)
                "all? the|their? bank? accounts held|owned by",
                "all? the|their? bank? accounts belonging to", "the|their? bank? balances of|for",
                "the|their total|combined bank balances of|for",  # ('What do the total bank balances of S add up to?')
                "all? the|their? bank account balances of|for", "the|their? balances in|across all? the? bank accounts of",
                # ('What does the total bank balance of S come to?', e47c: one person's total, summed once)
                "the|their total|combined|overall bank? balance of|for")


def _accounts_of_then(p: Parser, j: int, leads: tuple[str, ...], then: Phrases[None]) -> Iterator[tuple[Output, int]]:
    """'the bank accounts of S (and S2)' by one of `leads`, then a verb of `then`: the balance of each person named."""
    for lead in leads:
        k = p.lit(j, lead)
        if k is None:
            continue
        found = [([s], m) for s, m in (*subject(p, k), *top_subject(p, k))]
        found += [(list(subjects), m) for subjects, m in _subject_list(p, p.opt(k, "both|all"))]
        for subjects, m in found:
            for _, n in p.phrase(m, then):
                yield from _balance_outputs(p, subjects, n)


def _added_up(p: Parser, i: int) -> Iterator[tuple[Output, int]]:
    """The accounts, then the sum asked: 'What do the bank accounts of S add up to?', 'What do S's bank balances
    come to?', 'How much do the balances of A and B amount to?' ('add up to' says sum, also of several people)."""
    for j in (p.lit(i, "what do|does|did"), p.lit(i, "how much do|does|did")):
        if j is None:
            continue
        yield from _accounts_of_then(p, j, _ACCOUNTS_OF, ADD_UP_TO)
        for (s,), k in (*p.seq(j, subject, "'s bank? accounts|balances", ADD_UP_TO),
                        *p.seq(j, subject, "'s total|combined|overall bank? balance", ADD_UP_TO)):  # (e47c)
            yield from _balance_outputs(p, [s], k)
        # the person after the sum: 'What do the bank accounts of the following person add up to: S?' (e47c)
        for _, k in p.seq(j, W.FOLLOWING_ACCOUNTS_OF, ADD_UP_TO, ":|—"):
            for s, m in subject(p, k):
                yield from _balance_outputs(p, [s], m)
        # the people after the sum: 'What do the bank balances add up to for the following pair: A, and B?' (a24x)
        for _, k in p.seq(j, "the bank? balances|accounts", ADD_UP_TO, "for|of"):
            for s, m in (*subject(p, k), *top_subject(p, k)):  # (a top N: '... for the three people with ...', a37k)
                yield from _balance_outputs(p, [s], m)
            for subjects, m in _subject_list(p, k):
                yield from _balance_outputs(p, list(subjects), m)
    # How much money in total is in the bank accounts of S?   (a20y; several people's only with a word for the sum)
    for _, j in p.phrase(i, MONEY_IS_IN):
        summed = any(p.keys[n] in ("total", "altogether", "combined") for n in range(i, j))
        for lead in _ACCOUNTS_OF[:3]:
            of = p.lit(j, lead)
            if of is None:
                continue
            for s, m in (*subject(p, of), *top_subject(p, of)):
                yield from _balance_outputs(p, [s], m)
            for subjects, m in _subject_list(p, p.opt(of, "both|all")):
                if summed:
                    yield from _balance_outputs(p, list(subjects), m)
                else:
                    p.refuse(m, "'how much money is in the bank accounts of A and B' could ask for each person's or "
                                "for their sum: say 'in total' for the sum, or ask about each person")
    # How much money in total do the bank accounts of S hold?   (the sum said first: one person's, or several people's)
    for _, j in p.phrase(i, ADDED_BEFORE):
        yield from _accounts_of_then(p, j, _ACCOUNTS_OF[:3], ADDED_HOLD)
        for (s,), k in p.seq(j, subject, "'s bank? accounts", ADDED_HOLD):
            yield from _balance_outputs(p, [s], k)
        for (s,), k in p.seq(j, subject, "'s bank account balances", ADD_UP_TO):
            yield from _balance_outputs(p, [s], k)


def _lead_tie(p: Parser, out: Output, t: Tie, j: int) -> Output | None:
    """A tie-breaker said before a one-subject question (that ends at `j`) goes right after that subject's ranking."""
    if t.between or t.key is None:
        p.refuse(t.at, "a tie sentence before the question may only say how to break the tie ('Using X as a tiebreaker, ...')")
        return None
    match out:
        case NameOf(pick=pick) | RecordCount(pick=pick):
            pass
        case BalanceOf(picks=(pick,)):
            pass
        case _:
            p.refuse(t.at, "a tiebreaker before a question about several people could be for any of them: give it after each")
            return None
    if t.key in pick.keys:
        p.refuse(t.at, f"the tiebreaker repeats a ranking already used ({_ranked(t.key)})")
        return None
    # the checks a tie after the ranking gets (an undirected key after 'the fewest', p12y #2; a tie on something
    # not ranked: 'If two share a birthday, the richer. Who has the most pets ...?'), then the tie rules said
    # after the question on top of it when they say they go on ('If tied, the youngest. ... most pets? If still tied,
    # the richest.', p12y #9; a rule of the question's own naming no order may come first: refused below, w18)
    said_words = _trigger_words(p, t)
    if len(pick.keys) > 1 and W.TIE_ORDER_LATER & set(said_words):
        # 'If that is a tie too, the oldest. Among G, who ...? If there is a tie, the richest.' (v16 W3)
        p.refuse(t.at, f"ambiguous order of tiebreakers: '{' '.join(said_words)}' before the question is said "
                       "for a tie left after another rule, and the question has a rule of its own after it: say them "
                       "in the order they apply")
        return None
    first = apply_ties(p, Pick(pick.steps, pick.keys[:1], pick.top), (t,))
    if first is None:
        return None
    for later in pick.keys[1:]:
        if clash := next((k for k in first.keys[1:] if later.measure == k.measure), None):
            p.refuse(len(p.tokens) - 1, f"two rankings on one measure ({_ranked(clash)} before the question and "
                                        f"{_ranked(later)} after it): a tie on the first stays a tie on the second, or "
                                        "one corrects the other; say one")
            return None
    if len(pick.keys) > 1:  # (not a rule said for a tie left after another: refused above)
        # 'Assume ties go to the oldest. Who has the most pets in Ohio? If tied, the richest.', '... most pets, then the
        # most vehicles?': the question's own rule (or its ranking's next key) may come first, the general one said
        # before it last (w18); read only when the question's own rule says it goes on ('If still tied, ...')
        own = _own_first_rule(p, j)
        if own is None or not W.TIE_ORDER_ON & set(_trigger_words(p, own[0])):
            said = f"'{p.said(*own[1:]).strip(' ,;:()?.')}'" if own is not None else "its ranking's next key"
            p.refuse(t.at, f"ambiguous order of tiebreakers: '{' '.join(said_words)}' before the question "
                           f"and the question's own ({said}) could each apply first: say 'if still tied' for the one "
                           "that applies second")
            return None
    new = Pick(pick.steps, first.keys + pick.keys[1:], pick.top)
    match out:
        case NameOf():
            return NameOf(new)
        case RecordCount():
            return RecordCount(new, out.records)
        case _:
            return BalanceOf((new,))


def _own_first_rule(p: Parser, j: int) -> tuple[Tie, int, int] | None:
    """The first tie rule said from `j` on (the question's own, after a rule said before it), where it starts and
    ends, if any."""
    for n in range(j, len(p.tokens) - 1):
        for found, k in (*tie(p, n), *paren_tie(p, n)):
            return found, n, k
    return None


def _closing(p: Parser, i: int) -> int:
    """After the question: its closing marks ('?', '?!', '...', a dash or comma left before the '?')."""
    i = p.opt(i, ",|—|;")
    if p.keys[i] == "for" and p.keys[i + 1] in ("me", "us") and (p.keys[i + 2] in ("?", ".", "!", ",")
                                                             or p.tokens[i + 2].kind == END):
        i += 2  # ('Then add up that person's credit cards and bank accounts for me.', a22z)
    for _, j in p.phrase(i, POLITE):  # ..., please?
        i = j
        break
    while p.keys[i] in ("?", ".", "!"):
        i += 1
    while found := p.phrase(i, POLITE):  # ...? Thanks! (and more: '... Please do the needful. Thanks and regards', a20x)
        i = found[0][1]
        while p.keys[i] in ("?", ".", "!", ","):  # ('Would really appreciate it, thanks.', f22)
            i += 1
        if p.keys[i] is not None and not p.phrase(i, POLITE):  # a signature after a sign-off: 'Best regards,\nDana'
            i = _signed(p, i)
    return i


def _signed(p: Parser, i: int) -> int:
    """A signature at i, after a sign-off that ends the text ('Cheers,\nDana', 'Best regards,\nDana Smith.'): one or
    two capitalized words on a line of their own, nothing after them (then the end); else i."""
    if i == 0 or "\n" not in p.text[p.tokens[i - 1].pos:p.tokens[i].pos]:
        return i
    n = i
    while n < i + W.SIGNATURE_MOST and p.tokens[n].kind == WORD and W.signature_word(p.tokens[n].text):
        n += 1
    return p.opt(n, ".|!") if n > i and p.tokens[p.opt(n, ".|!")].kind == END else i


def _answer_said(p: Parser, i: int, noun: Phrases[None]) -> list[int]:
    """Where a request for the answer's form ends, longest first: an optional request ('answer with', 'give me',
    'I only need'), the answer's noun for the kind of question ('the name', 'one number', 'the dollar amount') and
    optional tails ('only', 'in dollars', 'nothing else'), in any of their combinations."""
    leads = [i, *(p.opt(j, ":") for _, j in p.phrase(i, ANSWER_LEAD))]  # ('Return: $ amount.', 'Output: integer.')
    nouns = [k for j in leads for start in (j, *(m for _, m in p.phrase(j, ANSWER_DETERMINER)))
             for _, k in p.phrase(start, noun)]
    ends, todo = set(nouns), list(nouns)
    while todo:  # tails in any number: 'just the number, please, no explanation needed'
        m = todo.pop()
        for table in (ANSWER_TAIL, ANSWER_ASIDE):
            for _, n in p.phrase(p.opt(m, ","), table):
                if n not in ends:
                    ends.add(n)
                    todo.append(n)
    return sorted(ends, reverse=True)


def question_kind(out: Output) -> str:
    """What a question's answer is, in a word: 'name', 'count', 'amount'."""
    table = _answer_noun(out)
    return "name" if table is NAME_ANSWER else "count" if table is COUNT_ANSWER else "amount of money"


def _answer_noun(out: Output) -> Phrases[None]:
    """The nouns for the answer of this kind of question ('the name', 'the number', 'the amount')."""
    match out:
        case NameOf() | Compare():
            return NAME_ANSWER
        case RecordCount():
            return COUNT_ANSWER
        case BalanceOf():
            return BALANCE_ANSWER
        case _:
            assert_never(out)


def _glossed(p: Parser, i: int, out: Output) -> int | None:
    """After the question, a sentence saying what one of its ranking words means ('By richest I mean the highest total
    bank balance.', 'Richest means highest total bank balance.', 'Richest here is by total bank balance.', 'Wealthiest
    by total bank balance.', words.GLOSS_MEANS), or its noun ('Wealth is measured by total bank balance.', 'Measure
    richness by total bank balance.', words.GLOSS_NOUNS), or what the people compared are ranked by ('Both are ranked
    by total bank balance.', words.GLOSS_ALL_RANKED): where it ends, when the word is in the question and the meaning is
    the reading it has there; a meaning that is another ranking is refused naming both (one not understood stays
    unread)."""
    best, wanted = p.best, list(p.wanted)  # (a scan: what it tried is not what the sentence lacked, '(by age)')
    try:
        return _gloss(p, i, out)
    finally:
        p.best, p.wanted = best, wanted


def _gloss(p: Parser, i: int, out: Output) -> int | None:
    start = p.opt(i, ",|—|;|(")
    for _, end in _gloss_read(p, start, False):
        return end
    if isinstance(out, Compare):  # Two people are being compared on how many cars they own. (a24x: the measure said
        for _, m in p.phrase(start, PAIR_COMPARED_ON):  # again, read when it is the one compared)
            named: list[tuple[Measure, int]] = [(c.measure, n) for c, n in compared_measure(p, m)]
            named += [(records, n) for (records,), n in p.seq(m, "how many", RECORDS, "they|both own|have|hold|possess")]
            for compared, n in named:
                if compared == out.key.measure:
                    return _bracket_closed(p, n)
                p.refuse(m, f"'{p.said(start, n).strip()}' names another measure than the one the question compares "
                            f"({_ranked(out.key)}): say which is meant")
    if isinstance(out, Compare):  # Both are ranked by total bank balance.
        for _, m in p.phrase(start, GLOSS_ALL_RANKED):
            ranked = {s.keys[0] for s in out.subjects if s.keys}
            if len(ranked) == 1 and all(s.keys for s in out.subjects):
                (key,) = ranked
                if (glossed := _gloss_meaning(p, start, m, m, key)) is not None:
                    return glossed
            else:
                p.refuse(m, f"'{p.said(start, m).strip()}' says the two compared are ranked alike, but they are not "
                            "(or one is not ranked): say each one's ranking")
    return None


def _gloss_read(p: Parser, start: int, ruled: bool) -> Iterator[tuple[Key, int]]:
    """A ranking word of the question, or its measure's noun, and its meaning said from `start` (see _glossed): the
    question's ranking it glosses and where the gloss ends. `ruled`: before a tie rule of that ranking ('Wealth is total
    bank balance, the elder preferred on ties'), where the end need not close a sentence."""
    for at in (start, *(j for _, j in p.phrase(start, GLOSS_BY)), *(j for _, j in p.phrase(start, GLOSS_VERB))):
        words: list[tuple[Key, int]] = []
        for key, k in p.phrase(at, RANK_ADJ):
            said = p.keys[at:k]
            if any(p.keys[m:m + len(said)] == said for m in range(0, start - len(said) + 1)):
                words.append((key, k))  # (a word the question uses)
        if p.keys[at] in W.GLOSS_NOUN_WORDS:  # 'Wealth is measured by ...': the question's ranking of that measure
            for measure, k in p.phrase(at, GLOSS_NOUN):
                ranked = {key for m in range(start) for key, e in p.phrase(m, RANK_ADJ) if e <= start}
                words += [(key, k) for key in sorted(ranked, key=str) if key.measure == measure][:1]
        for key, k in words:
            if at == start and (by := _by_birth(p, k, key)) > k and (
                    ruled or p.keys[by] in (".", "!", ")", ";", "?", None)):
                yield key, _bracket_closed(p, by)  # 'Oldest by date of birth.', 'Richest by total bank balance.' (its own
                continue  # measure)
            means = p.phrase(p.opt(k, ","), GLOSS_MEANS) if at == start or p.keys[at - 1] not in W.GLOSS_VERB_WORDS else \
                p.phrase(k, GLOSS_VERB_BY)  # ('Measure richness by ...')
            for _, m in means:
                if (n := _gloss_meaning(p, at, k, m, key)) is not None:
                    yield key, n


def _gloss_before(p: Parser, i: int) -> list[int]:
    """A sentence at i glossing a ranking word of the question ('Wealth here means total bank balance.', _gloss_read):
    where it ends (before its full stop)."""
    if p.keys[i] is None or p.tokens[i].kind != WORD:
        return []
    best, wanted = p.best, list(p.wanted)  # (a scan: what it tried is not what the sentence lacked)
    try:
        return [end for _, end in _gloss_read(p, i, False) if p.keys[end] in (".", "!", ";")]
    finally:
        p.best, p.wanted = best, wanted


def _gloss_ruled(p: Parser, i: int) -> Iterator[tuple[Tie, int]]:
    """A gloss of a ranking word with its tie rule ('Wealth is total bank balance, the elder preferred on ties', 'Richest
    is by total bank balance with the elder winning ties', 'Here richest means the largest total bank balance, the
    elder winning a tie', t25): the rule, for a tie in the rankings the word names, and where it ends."""
    best, wanted = p.best, list(p.wanted)
    try:
        found = list(_gloss_read(p, p.opt(i, "here ,?"), True))
    finally:
        p.best, p.wanted = best, wanted
    for key, n in found:
        for t, m in tie(p, p.opt(n, ",|—|;")):
            if t.key is not None and not t.between and t.target is None and t.only is None:
                yield Tie(t.key, key.measure, False, i, target_order=key.order, then=t.then), m


def _gloss_meaning(p: Parser, at: int, k: int, m: int, key: Key) -> int | None:
    """The meaning said at m for the ranking word at .. k read as key: where it ends when it is that reading; another
    reading is refused naming both."""
    meant = [*rank_noun(p, p.opt(m, "the")), *p.phrase(m, RANK_PART),
             # the person said with their ranking ('By biggest pet owner I mean the one with the most pets', a37k)
             *(found for _, n in p.seq(m, "the? one|person|individual") for found in rank_mod(p, n)),
             *(found for _, n in p.seq(m, "whoever|someone|anyone") for found in rank_verb(p, n)),
             *((Key(Metric.BALANCE, Order.HIGH), n) for _, n in p.phrase(m, GLOSS_BALANCE)),
             *((Key(measure, key.order), n) for measure, n in p.phrase(p.opt(m, "by|their|the"), MEASURE)),
             *((Key(measure, key.order), n) for measure, n in p.phrase(p.opt(m, "by|their|the"), COMPARED))]
    for again, n in meant:
        if again != key:
            p.refuse(m, f"'{p.said(at, k).strip()}' is said to mean '{p.said(m, n).strip()}', but it reads "
                        f"as {_ranked(key)}: say which is meant")
            continue
        return _bracket_closed(p, n)
    return None


def _bracket_closed(p: Parser, n: int) -> int:
    """After a gloss at n: its closing bracket, also after a full stop inside it ('(By wealthiest I mean the highest
    total bank balance.)', a17x)."""
    return n + 2 if p.keys[n] in (".", "!") and p.keys[n + 1] == ")" else p.opt(n, ")")


def _answer_form(p: Parser, out: Output, i: int) -> int:
    """After the question, a sentence saying how to write the answer ('Give the full name.', '(no explanation needed)',
    'in dollars' after a balance), which changes nothing; one asking another kind of answer is refused naming both."""
    if (glossed := _glossed(p, i, out)) is not None:  # 'By richest I mean the highest total bank balance.'
        return _answer_form(p, out, _closing(p, glossed))
    table = _answer_noun(out)
    for _, j in p.phrase(p.opt(i, ",|—|;|:|("), ANSWER_ASIDE):  # '(no explanation needed)', '- no working required'
        return _answer_form(p, out, _closing(p, p.opt(j, ")")))
    if table is BALANCE_ANSWER:
        for _, j in p.phrase(p.opt(i, ",|("), MONEY_TAIL):  # '... of S in dollars?', '(to the cent)'
            return _answer_form(p, out, _closing(p, p.opt(j, ")")))
    start = p.opt(p.opt(i, ",|—|;|:|("), "and|but")
    if isinstance(out, Compare):  # Return: the one w/ more pets.   Output: the richer.   (the comparison said again)
        for key, j in sorted(_compare_directive(p, start), key=lambda found: -found[1]):
            if key == out.key or key is None and out.key.order is Order.HIGH and (
                    isinstance(out.key.measure, Records) or out.key.measure is Metric.BALANCE):  # ('the one with more')
                return _answer_form(p, out, _closing(p, p.opt(j, ")")))
            if p.tokens[_closing(p, p.opt(j, ")"))].kind == END:
                p.unsupported = (f"'{p.said(start, j).strip(' ()')}' asks for another comparison than the question "
                                 "does: say it once")
                return i
    for j in _answer_said(p, start, table):
        return _answer_form(p, out, _closing(p, p.opt(j, ")"))) if j > start else i
    _answer_conflict(p, out, i, start)
    # Count the pets and cars of X. How many are there in total?   Add up the balances of ... What do they come to?
    restated = COUNT_RESTATED if isinstance(out, RecordCount) else SUM_RESTATED if isinstance(out, BalanceOf) else None
    for _, j in p.phrase(p.opt(i, ",|—|;"), restated) if restated is not None and p.keys[i - 1] in (".", "?", ";") else ():
        if isinstance(out, RecordCount) and len(out.records) > 1 and not _sum_said(p):
            p.refuse(j, "'how many are there' after several kinds of records could ask for each count or for their sum: "
                        "say 'in total' for the sum, or ask about each kind")
            return i
        return _closing(p, j)
    return i


def _header_balance(p: Parser, table: Phrases[None], value: Output, i: int, k: int) -> BalanceOf | None:
    """A balance wanted in a header before one person described with no question word ('combined bank balance pls:
    same blood type as X, pick whoever has R, tie -> T', 'need a total bank balance: among G, take the one with R',
    e46q): that person's total bank balance. A question asking who ('... balance pls: who has R?') asks another kind
    of answer (refused); several people ('the 3 richest') could want each balance or their sum (not read)."""
    if table is not BALANCE_ANSWER or not isinstance(value, NameOf) or value.pick.top != 1 or \
            any(p.keys[n] in W.QUESTION_WORDS and p.tokens[n].kind == WORD for n in range(i, k)):
        return None
    return BalanceOf((value.pick,))


def _compare_directive(p: Parser, i: int) -> Iterator[tuple[Key | None, int]]:
    """After a comparison, a request naming which of the two to give, said with its comparison again ('Return: the
    one w/ more pets', 'Output: name of whoever owns more vehicles', 'return the richer', 'Return: name w/ more'):
    the key it says, or None for a bare 'more' (of the question's own measure: 'the one with more')."""
    for _, j in p.phrase(i, ANSWER_LEAD):
        for start in {p.opt(j, ":"), *(k for _, k in p.seq(p.opt(j, ":"), "the? full? name of"))}:
            for _, k in p.phrase(start, COMPARE_WHICHEVER):
                yield from compare_verb(p, k)
            for _, k in p.phrase(start, COMPARE_ONE_WITH):
                yield from p.phrase(k, CMP_NOUN)
                for _, m in p.seq(k, "more"):
                    if p.tokens[m].kind in (END, PUNCT):
                        yield None, m
            for (key,), k in p.seq(start, "the", CMP_ADJ):
                yield key, p.opt(k, W.ONE_PERSON_NOUN)
        for _, k in p.seq(p.opt(j, ":"), "the? full? name with"):
            yield from p.phrase(k, CMP_NOUN)
            for _, m in p.seq(k, "more"):
                if p.tokens[m].kind in (END, PUNCT):
                    yield None, m


def _answer_conflict(p: Parser, out: Output, i: int, start: int) -> None:
    """A request for another kind of answer than the question's, ending the question ('Who owns the most pets? Report
    the amount in dollars.'): refused naming both (p.unsupported: the question itself was read)."""
    own = _answer_noun(out)
    if p.keys[p.opt(i, ",|—|;|:|(")] in ("and", "but"):  # '... and their balance': two things asked, said elsewhere
        return
    for table in (NAME_ANSWER, COUNT_ANSWER, BALANCE_ANSWER):
        if table is own:
            continue
        ends = [*_answer_said(p, start, table), *(k for _, k in p.phrase(p.opt(i, ",|("), MONEY_TAIL)
                                                 if table is BALANCE_ANSWER)]
        for j in ends:
            k = _closing(p, p.opt(j, ")"))
            if j > start and p.tokens[k].kind == END and not any(
                    e == j for e in _answer_said(p, start, own)):
                said = p.said(p.opt(i, ",|—|;|:|("), j).strip(" ()")
                kind = "a name" if table is NAME_ANSWER else "a count" if table is COUNT_ANSWER else "an amount of money"
                asked = question_kind(out)
                p.unsupported = (f"'{said}' asks for another kind of answer ({kind}) than the question does "
                                 f"({'an' if asked[0] == 'a' else 'a'} {asked}): say what is wanted once")
                return


def _tagged(p: Parser, out: Output, i: int) -> list[int]:
    """After the question (its closing marks read): a tag, where it ends: '..., do you know?', '... — who is it?',
    '...: whose?', '... How much is it?' (the tag asking for the answer of the question's own kind only)."""
    asked = {NAME_ANSWER: TAG_NAME, COUNT_ANSWER: TAG_COUNT, BALANCE_ANSWER: TAG_AMOUNT}[_answer_noun(out)]
    start = i - 1 if p.keys[i - 1] in ("?", ".") and p.keys[i] is not None else i  # ('...? Who is it?')
    j = p.opt(p.lit(start, "?|.") or start, ",|—|:|;")
    ends = [k for table in (TAG_ANY, asked) for _, k in p.phrase(j, table)]
    return [_closing(p, k) for k in ends]


def questions(p: Parser) -> list[Output]:
    """Every distinct spec that reads the whole question."""
    out: list[Output] = []
    starts = ask_lead(p, 0)
    for family in (name_q, compare_q, balance_q, count_q, topic_q, grouped_q, reached_q, ranking_q):
        for value, j in (found for start in starts for found in family(p, start)):
            # (one person described, then a balance wanted: 'take G, then take whoever has R. need a total bank
            # balance.', `_header_balance`)
            k = _answer_form(p, value, _closing(p, j))
            if not any(p.at_end(e) for e in (k, *_tagged(p, value, k))):
                if p.keys[_closing(p, j) - 1] not in (".", "!") or \
                        (balance := _header_balance(p, BALANCE_ANSWER, value, 0, j)) is None or \
                        (k := _answer_form(p, balance, _closing(p, j))) == _closing(p, j) or not p.at_end(k) or \
                        not set(p.keys[_closing(p, j):k]) & W.BALANCE_WORDS:  # (the balance said: not 'What is that
                    continue  # total?' after a person ranked by a count, near-miss-k21-thatvalue)
                value = balance
            if not any(_unordered(value) == _unordered(o) for o in out):
                out.append(value)
    # Just the name: who ...?   One number, please: how many ...?   (the answer's form said first, for its kind only)
    for table in (NAME_ANSWER, COUNT_ANSWER, BALANCE_ANSWER):
        for j in _answer_said(p, 0, table):
            for start in ask_lead(p, j + 1) if p.keys[j] in (":", "—", ",", ".") else ():
                for family in (name_q, compare_q, balance_q, count_q, topic_q):
                    for value, k in family(p, start):
                        if not p.at_end(_closing(p, k)) or value in out:
                            continue
                        if _answer_noun(value) is table:
                            out.append(value)
                        elif (balance := _header_balance(p, table, value, j + 1, k)) is not None:
                            if balance not in out:
                                out.append(balance)
                        else:
                            said = p.text[:p.tokens[j].pos].strip()
                            p.refuse(j, f"'{said}' asks for another kind of answer than the question does (a "
                                        f"{question_kind(value)}): say what is wanted once")
    # Tell me what the total bank balance of S is.   I wonder what the number of pets of S was.   (an embedded question
    # after a lead-in: 'what', a sum or a count, then its verb at the end)
    for start in starts[1:]:
        for family in (balance_q, count_q):
            for value, j in family(p, what) if (what := p.lit(start, "what")) is not None else ():
                for e in (p.lit(j, "is|was"), p.lit(j, "comes|came|amounts|amounted|adds|added to?")):
                    if e is None:
                        continue
                    e = _answer_form(p, value, _closing(p, e))
                    if any(p.at_end(m) for m in (e, *_tagged(p, value, e))) and value not in out:
                        out.append(value)
    # Let P1 be A, and P2 be B. Return whichever of P1 and P2 has more pets.   (two people named before the question)
    for start in definitions(p):
        for family in (compare_q, balance_q):
            for value, j in (found for begin in ask_lead(p, start) for found in family(p, begin)):
                j = _answer_form(p, value, _closing(p, j))
                if any(p.at_end(k) for k in (j, *_tagged(p, value, j))) and value not in out:
                    out.append(value)
    # Using total bank balance as a tiebreaker, who owns the most vehicles among G?   (Ties: oldest.) Who ...?
    leads = [*tie(p, 0), *(found for _, k in p.phrase(0, TIE_NOTE) for found in tie(p, k)), *paren_tie(p, 0)]
    for t, j in leads:
        if p.keys[t.at] in W.QUESTION_WORDS:
            # 'Who has the most vehicles if tied among people in Ohio? If tied, the richest.' is the question, not a tie
            # rule before one ('who among them is the oldest' is a breaker only after its trigger): read so, the rule
            # after it became the ranking (the richest first, v17 W3)
            continue
        for family in (name_q, compare_q, balance_q, count_q):
            for value, k in family(p, p.opt(j, ",|:|—|.|;")):
                k = _answer_form(p, value, _closing(p, k))
                if p.at_end(k) and (done := _lead_tie(p, value, t, j)) is not None and done not in out:
                    out.append(done)
    read = bool(out)  # a reading refused below for its meaning says why; what nothing reads is looked at after
    if not p.everyone_said and any(_unscoped(value) for value in out):  # (a net under _joinable)
        out = [value for value in out if not _unscoped(value)]
        if not out:
            p.refuse(len(p.tokens) - 1, "ambiguous: a group named after one of the people could be for that person "
                                        "only or for all of them; give each person their group (e.g. 'the oldest "
                                        "person among G and the richest person among G'), or say 'among everyone'")
    if out and (everyone := _everyone_after(p)) is not None and any(_grouped(value) for value in out):
        # 'Among residents of Texas, who is the oldest of everyone?': of the group, or of all people (p12y #6)
        out = _of_everyone(p, out, _grouped, everyone[0], (
            f"ambiguous: '{p.said(*everyone)}' after a group could mean everyone in the group or all people (the "
            "group's person then first of all people too): say 'of them all' for the group, or leave the group out"))
    def ranked_in_group(value: Output) -> bool:
        return isinstance(value, NameOf) and bool(value.pick.steps and value.pick.keys)

    if out and (everyone := _overall_after(p)) is not None and any(ranked_in_group(value) for value in out):
        # 'Consider residents of Ohio. Who is the richest person overall?': of the group, or of all people (w11 #3)
        out = _of_everyone(p, out, ranked_in_group,
                           everyone[0], (
            "ambiguous: 'overall' after a group could mean everyone in the group or all people (the group's person then "
            "first of all people too): say 'of them all' for the group, or leave the group out"))
    if out and any(_jobs_counted(value) for value in out) and (job := _jobs_now(p)) is not None:
        # 'How many jobs does S have?', 'who has the most jobs': jobs held now, or every job on record (p12y #3)
        p.refuse(job, "ambiguous: a count of the jobs a person has could be every job on record or only the jobs held now "
                       "(job records have no end dates: the latest one, or all of them): say 'employment records' (or "
                       "'has had', 'ever held') for every job on record")
        out = [value for value in out if not _jobs_counted(value)]
    if out and (placed := _record_placed(p)) is not None:
        # 'people with a job in Texas', 'the most bank accounts in Texas': the record's place, or the person's (p12y #21)
        p.refuse(placed[0], f"ambiguous: '{p.said(*placed)}' could place the record there (the files hold no place for "
                            "jobs or bank accounts) or mean people who live there: say where the people live first "
                            "('people in Texas with a job', 'Texans with a bank account')")
        out = []
    if out and (failing := _failing_without_ranking(p, out)) is not None:
        # 'Who in Ohio has no pets? Failing that, the oldest.': if nobody qualifies (a fallback), or if several do (q12w #8)
        p.refuse(failing, f"ambiguous: '{p.tokens[failing].text} that' after a question with no ranking could mean if "
                          "nobody qualifies (not supported) or if several do: say 'if several, the ...' for a tie rule")
        out = []
    if out and (clash := _chain_clash(p)) is not None:
        # '..., by the fewest pets, then by the number of cards, the larger value winning each time' (g14, w14)
        winner = "larger" if clash[2] is Order.HIGH else "smaller"
        p.refuse(clash[0], f"contradictory: '{p.said(clash[0], clash[1])}' says the {winner} wins for every tie-breaker, "
                           "but a breaker before it names the other end: say each breaker's end once")
        out = []
    if out and (registered := _record_registered(p)) is not None:
        # 'Who has the most vehicles registered in Ohio?': the files place no vehicle, policy or card; the place could be
        # the records' or the people's (q12w #7: answered the Ohio residents' most vehicles)
        p.refuse(registered[0], f"ambiguous: '{p.said(*registered)}' could place the records there (the files hold no "
                                "place for them) or mean people who live there: say where the people live first (e.g. "
                                "'Ohio residents with the most vehicles')")
        out = []
    if out and (mass := _how_much_mass(p)) is not None and any(isinstance(value, RecordCount) for value in out):
        # 'How much insurance does S have?': an amount of cover, not a count of policies (q12w #6)
        said = p.said(mass, mass + 3 + (p.keys[mass + 2] in W.HOW_MUCH_MASS_BEFORE)).strip()
        p.refuse(mass, f"not supported: '{said}' asks "
                       "an amount (the files hold no cover amounts): say 'how many insurance policies' for the count")
        out = [value for value in out if not isinstance(value, RecordCount)]
    if out and (loaded := _wealth_with(p)) is not None and any(_balance_ranked(value) for value in out):
        # 'Who is the most loaded with pets in Ohio?': the most pets, or the richest of Ohio's pet owners (q12w #3:
        # answered Morgan Hunter, the richest pet owner)
        start, noun, end = loaded
        said = p.said(start, end)
        things = p.said(noun, end)
        p.refuse(start, f"ambiguous: '{said}' could mean having the most {things} or being the richest of those who "
                        f"have {things}: say 'the most {things}' for the count, or 'the richest person with {things}'")
        out = [value for value in out if not _balance_ranked(value)]
    if out and any(_addresses_counted(value) for value in out) and (placed := _addresses_placed(p)) is not None:
        # 'the most addresses in Ohio', 'people with 2 or more addresses in Texas': addresses there, or every address of
        # people who live there (q12w #1: 'Among people with two or more addresses in Texas, who is the richest?'
        # answered Brian Larson, one of whose two addresses is in Texas; of those with two Texas addresses, Austin Smith)
        p.refuse(placed[0], f"ambiguous: '{p.said(*placed)}' could count only the addresses there or every address of "
                            "people who live there: say where the people live first ('Ohio residents with the most "
                            "addresses'; counting only the addresses in a place is not supported)")
        out = [value for value in out if not _addresses_counted(value)]
    if out and (coarse := _coarse_tie(p, out)) is not None:
        # 'Who is the oldest? If two were born in the same year, the richest': a tie on the year, or on the date (p13m #2)
        n, unit, date = coarse
        p.refuse(n, f"ambiguous: a tie on the {unit} is not a tie on the {date}: the tie rule could rank everyone of the "
                    f"same {unit} by it (the first by {date} may then lose), or break only exact ties on the {date}; say "
                    f"'if two share the same {date}' for exact ties")
        out = []
    if out and (counted := _ties_by_count(p, out)) is not None:
        # 'If more than two are tied, the oldest; if two are tied, the richest': one rule per count, not a chain (p13m #3)
        n, counts = counted
        p.refuse(n, f"ambiguous: the tie rules are for different numbers of people tied ({counts}): each could apply only "
                    "to its own count, or one after the other; give one order for any tie ('if tied, the richest; if "
                    "still tied, the oldest')")
        out = []
    if out and (aged := _said(p, AGED_VEHICLE_OWNER)) is not None:
        j, k = aged
        words = p.text[p.tokens[j].pos:p.tokens[k].pos].strip()
        p.refuse(j, f"ambiguous: '{words}' could be a person's age or their vehicle's (the owner of the oldest "
                    f"car): say 'the oldest person who owns a car' or 'the owner of the car with the earliest "
                    f"model year'")
        out = []
    if any(_several_balances(value) for value in out) and not _sum_said(p, balances=True):
        out = [value for value in out if not _several_balances(value)]
        if not out:
            p.refuse(len(p.tokens) - 1, "the balance of several people could ask for each person's or for their sum: "
                                        "say 'combined' or 'in total' for the sum, or ask about each person")
    if any(_balances_listed(p, value) for value in out):
        out = [value for value in out if not _balances_listed(p, value)]
        if not out:
            p.refuse(len(p.tokens) - 1, "'balances' with no word for their sum could ask for each account's balance: "
                                        "say 'total bank balance' (or 'in total') for the sum of a person's accounts")
    if any(_accounts_summed(p, value) for value in out):
        out = [value for value in out if not _accounts_summed(p, value)]
        if not out:
            p.refuse(len(p.tokens) - 1, "ambiguous: adding up bank accounts could count them or add up the money in "
                                        "them: say 'how many bank accounts' (or 'the number of') for the count, or "
                                        "'total bank balance' for the money")
    if out and (amount := _amount_of(p)) is not None:
        # 'the amount of insurance' (its cover), 'the largest amount of bank accounts' (how many, or the money in them):
        # not read as a count in any position (r28 F5)
        start, end, records = amount
        said = p.said(start, end).strip()
        if records is None:
            p.refuse(start, f"not supported: '{said}' asks an amount of cover (the files hold no cover amounts): say "
                            "'the number of insurance policies' for the count")
        else:
            p.refuse(start, f"ambiguous: '{said}' could be how many {W.render_records(records)} or the money in "
                            f"them: say 'the number of {W.render_records(records)}' for the count, or 'total bank "
                            "balance' for the money")
        out = []
    if any(_several_counts(value) for value in out) and not _sum_said(p, balances=False):
        out = [value for value in out if not _several_counts(value)]
        if not out:
            p.refuse(len(p.tokens) - 1, "a count of several kinds of record could ask for each count or for their "
                                        "sum: say 'in total' or 'combined' for the sum (or 'how many records'), or "
                                        "ask about one kind")
    if out and (found := kind_expiry(out[0])) is not None and all(kind_expiry(value) for value in out):
        step, key = found
        record = "credit card" if key.measure is Metric.CARD_EXPIRY else "insurance policy"
        kind = f"{step.value!r}" if isinstance(step, Holds) else f"the same {step.attribute.value.replace('_', ' ')}"
        p.refuse(len(p.tokens) - 1, f"ambiguous: the group is defined by a kind of {record} ({kind}), and which "
                                    f"{record} expires first could be any of theirs or the {record} of that kind "
                                    f"(ranking by one kind's expiry is not supported): rank a group not defined by "
                                    f"the {record}, e.g. 'Among residents of <state>, whose {record} expires first?'")
        out = []
    if out and p.thing_asked:  # 'G -> R, tie T -> total bal?': every reading refused (`_thing_asked`)
        p.refuse(*p.thing_asked[0])
        out = []
    if not out and not read:
        best, wanted, refusals = p.best, list(p.wanted), list(p.refusals)
        conflict = p.unsupported  # (an answer's form at odds with the question read: _answer_conflict)
        yes_no = _unsupported(p, starts)  # (what it tries is not what the question failed on)
        p.unsupported = conflict or p.unsupported
        if p.unsupported is None and (bare := _bare_expiry(p)) is not None:
            p.unsupported = (f"ambiguous: '{bare}' names no record, and credit cards and insurance policies both "
                             "expire: say 'the same credit card expiry date' (sharing a policy's expiry date is not "
                             "supported)")
        if p.unsupported is None and (one := _one_account(p)) is not None:
            p.unsupported = (f"ambiguous: '{one}' names one account's balance, but a person has several bank "
                             "accounts: say 'total bank balance' for all their accounts added (one account's balance "
                             "is not supported)")
        if p.unsupported is None and not refusals and (bare := _bare_accounts(p)) is not None:
            p.unsupported = (f"ambiguous: '{bare}' could be bank accounts or internet (online) accounts: say which "
                             "('bank accts', 'online accts')")
        p.best, p.wanted, p.refusals = best, wanted, refusals
        if yes_no:
            p.refuse(0, "a yes/no question is not supported: ask for a person, a count or a total instead, e.g. 'Who "
                        "owns more pets: the owner of pet 'X' or the owner of pet 'Y'?' or 'Who among ... has no pets?'")
    return out


def _of_everyone(p: Parser, out: list[Output], grouped: Callable[[Output], bool], at: int, message: str) -> list[Output]:
    """The readings after a word for everyone said after a group ('Among residents of Ohio, who is the richest person
    overall?'): within the group, or first of all people (the group's person then first of everyone too). In the first
    pass those `grouped` are refused (`message`); in the second, a name ranked within a group gives both: as read, and
    as the first of everyone by the ranking's first key (a top 1 of everyone, a tie at it left a tie), then the group.
    Where the first of everyone is in the group, the two agree; else the second has no answer, and `ask` refuses."""
    if not p.both_readings() or not all(
            isinstance(value, NameOf) and value.pick.top == 1 and value.pick.keys and not any(
                isinstance(s, (TopN, StateLeader)) for s in value.pick.steps)  # (a cut of its own: taken of whom?)
            for value in out if grouped(value)):
        p.refuse(at, message)
        return [value for value in out if not grouped(value)]
    p.hints.append("say 'of them all' for the group's first, or leave the group out for the first of everyone")
    found: list[Output] = []
    for value in out:
        found.append(value)
        if grouped(value) and isinstance(value, NameOf):
            pick = value.pick
            found.append(NameOf(Pick((TopN(1, pick.keys[0]), *pick.steps), pick.keys, pick.top)))
    return found


# records with a place of their own in the world (where one works, where one banks) but none in the files
_PLACELESS = (Records.EMPLOYMENTS, Records.BANK_ACCOUNTS)
_STATE_WORDS = {tuple(state.lower().split()) for state in W.US_STATES}


def _ties_by_count(p: Parser, out: list[Output]) -> tuple[int, str] | None:
    """Where two tie rules say different numbers of people tied, when a reading chains two or more tie-breakers: (the
    second rule's lead, the counts said), or None."""
    if not any(len(chain) > 2 for value in out for chain in _key_chains(value)):
        return None
    said: dict[tuple[str, ...], int] = {}
    for n, k in enumerate(p.keys):
        if k not in W.TIE_RULE_LEADS:
            continue
        words: list[str] = []
        for tok in p.tokens[n + 1:]:
            if tok.kind in (PUNCT, END):
                break
            words.append(tok.low)
        count = tuple(w for w in words if w in W.TIE_COUNTS or w in W.NUMBER_WORDS and W.NUMBER_WORDS[w] > 1 or w.isdigit())
        if any(w in W.NUMBER_WORDS or w.isdigit() or w in ("several", "multiple", "many", "few", "couple") for w in count):
            said.setdefault(count, n)
    if len(said) < 2:
        return None
    return sorted(said.values())[1], "; ".join(" ".join(c) for c in said)


def _key_chains(out: Output) -> list[tuple[Key, ...]]:
    """Each ranking of an output with its tie-breakers: a pick's keys, a comparison's key and tie-breaks."""
    chains = [pick.keys for pick in output_picks(out)]
    return [*chains, (out.key, *out.tiebreak)] if isinstance(out, Compare) else chains


def _coarse_tie(p: Parser, out: list[Output]) -> tuple[int, str, str] | None:
    """Where a tie is said in a unit of time coarser than the date a reading breaks ties on ('the oldest; if two were
    born in the same year, the richest'; words.COARSE_TIE_UNITS), if it is: (the unit's position, the unit, the date)."""
    dates = [key.measure for value in out for key in tied_dates(value) if isinstance(key.measure, Metric)]
    if Metric.DOB in dates:  # 'Who has the highest age? If tied, the richest': ages tie in years (w10 #8)
        for n, k in enumerate(p.keys):
            if k in W.AGE_RANKED_NOUNS and n and p.keys[n - 1] in W.AGE_RANKED_BEFORE:
                return n, "age (in years)", W.DATE_NOUNS[Metric.DOB]
    for n, k in enumerate(p.keys if dates else ()):
        unit = W.COARSE_TIE_UNITS.get(str(k))
        if unit is None or not (set(p.keys[max(0, n - 2):n]) & W.COARSE_TIE_BEFORE or p.keys[n + 1:n + 3] == ["of", "birth"]
                                or set(p.keys[n + 1:n + 4]) & W.COARSE_TIE_SAME_AFTER  # ('if the ages are equal')
                                or k not in ("age", "ages", "old", "young")  # ('ties on age': the ranking's own tie)
                                and set(p.keys[max(0, n - 3):n] + p.keys[n + 1:n + 3]) & W.COARSE_TIE_TIED
                                or _age_tied(p, n)):
            continue  # ('tied on year', 'a year tie')
        for measure in dates:
            if unit > DATE_GRAIN[measure]:
                said = "age (in years)" if k in ("age", "ages", "old", "young") else str(k).rstrip("s")
                return n, said, W.DATE_NOUNS[measure]
    return None


def _age_tied(p: Parser, n: int) -> bool:
    """Is the age at n said tied itself ('if tied in age', 'a tie on age', 'age ties go to ...'): the same age in years
    (words.AGE_TIED_IN), not a tiebreaker ('break ties on age')?"""
    if p.keys[n] not in ("age", "ages"):
        return False
    if p.keys[n + 1] in W.AGE_TIED_AFTER:
        return True
    return n >= 2 and p.keys[n - 1] in W.AGE_TIED_IN and p.keys[n - 2] in W.COARSE_TIE_TIED and not (
        n >= 3 and p.keys[n - 3] in W.TIE_BREAK_VERBS)


def _count_ranked(p: Parser, n: int) -> bool:
    """Is the record said at n counted for a ranking ('the most bank accounts in the same state as X', 'fewest bank
    accts in Ohio', 'the largest number of bank accounts in ...')? Bank accounts have no place in the files (no state,
    no branch): a ranking by their count with a place after it ranks the people who live there, as 'the most vehicles
    in Ohio' does (every author of a21x/a21y who wrote it meant so: 9 of 9); a bank account placed with no count ('people
    with a bank account in Texas') stays refused."""
    before = [str(k) for k in p.keys[max(0, n - 3):n]]
    return (bool(before) and before[-1] in W.COUNT_RANK_WORDS) or (
        len(before) == 3 and before[1:] == ["number", "of"] and before[0] in W.COUNT_RANK_SIZES)


def _record_placed(p: Parser) -> tuple[int, int] | None:
    """Where a record that has no place in the files is placed in a state or the same state as someone ('a job in
    Texas', 'bank accounts in the same state as X', 'employees in Ohio'), if it is: (start of the noun, end of the
    place)."""
    for n in range(len(p.tokens)):
        # (the record, or its holders: 'employees in Texas' work there or live there, w24 F5)
        for r, j in (*p.phrase(n, RECORDS), *((r, j) for r, j in p.phrase(n, HOLDERS) if r is Records.EMPLOYMENTS)):
            if r not in _PLACELESS or p.keys[j] != "in" or (r is Records.BANK_ACCOUNTS and _count_ranked(p, n)):
                continue
            after = [str(k) for k in p.keys[j + 1:j + 4]]
            for size in (1, 2):
                if tuple(after[:size]) in _STATE_WORDS:
                    return n, j + 1 + size
            if after[:2] == ["the", "same"]:
                return n, j + 3 + (after[2:3] in (["state"], ["city"]))
    return None


ADDRESS_PLACED = Phrases.words(W.RECORD_PLACED_IN, "'in'")
AMOUNT_OF_DET = _words(W.AMOUNT_OF_DET, "'the'")


def _amount_of(p: Parser) -> tuple[int, int, Records | None] | None:
    """Where an amount is said of records whose amount is not their number (words.AMOUNT_LEADS): of a mass noun ('the
    amount of insurance': None) or of a kind whose records hold money ('the total of bank accounts': that kind), if it
    is: (the amount word, the noun's end, the kind)."""
    for n, k in enumerate(p.keys[:-2]):
        if k not in W.AMOUNT_MASS_LEADS or p.keys[n + 1] != "of":
            continue
        for j in dict.fromkeys((n + 2, *(m for _, m in p.phrase(n + 2, AMOUNT_OF_DET)))):
            if p.keys[j] in W.HOW_MUCH_MASS and p.keys[j + 1] not in W.AMOUNT_NOUN_ON:
                return n, j + 1, None
            for records in W.AMOUNT_MONEY if k in W.AMOUNT_LEADS and p.keys[n - 1] not in W.AMOUNT_TIED_BEFORE else ():
                for noun in W.RECORD_NOUNS[records].plural:
                    m = j + len(noun.split())
                    if p.keys[j:m] == noun.split() and p.keys[m] not in W.AMOUNT_NOUN_ON:
                        return n, m, records
    return None


def _how_much_mass(p: Parser) -> int | None:
    """Where 'how much' is said of a record noun that is also a mass noun ('how much insurance'), if it is."""
    for n in range(len(p.keys) - 3):
        if p.keys[n:n + 2] != ["how", "much"]:
            continue
        j = n + 2 + (p.keys[n + 2] in W.HOW_MUCH_MASS_BEFORE)
        if p.keys[j] in W.HOW_MUCH_MASS and p.keys[j + 1] not in ("policy", "policies"):
            return n
    return None


def _wealth_with(p: Parser) -> tuple[int, int, int] | None:
    """Where a word of wealth has 'with' and a kind of record after it ('loaded with pets', 'better off with cards'),
    if it does: (the word, the record noun, its end)."""
    for n, key in enumerate(p.keys[:-1]):
        if key in W.WEALTH_WITH and p.keys[n + 1] == "with":
            j = p.opt(p.opt(n + 2, "a|an|any|some|the|their|all|many|lots|lot"), "of")
            for _, k in p.phrase(j, RECORDS):
                return n - (key == "off" and n > 0), j, k
    return None


def _balance_ranked(out: Output) -> bool:
    """Does the question rank or compare people by their bank balance?"""
    keys = [k for pick in output_picks(out) for k in (*pick.keys, *(s.key for s in pick.steps
                                                                      if isinstance(s, (TopN, StateLeader))))]
    if isinstance(out, Compare):
        keys += [out.key, *out.tiebreak]
    return any(k.measure is Metric.BALANCE for k in keys)


RECORD_PLACED_BY = Phrases.words(W.RECORD_PLACED_BY, "'registered'")


def _failing_without_ranking(p: Parser, out: list[Output]) -> int | None:
    """Where 'failing that' / 'failing which' hands a tie rule to a question with no ranking of its own (its one key is
    the rule's: 'Who has no pets? Failing that, the oldest.'), if it does."""
    at = next((n for n, key in enumerate(p.keys[:-1]) if key in ("failing", "failin") and p.keys[n + 1] in W.FAILING_THAT),
              None)
    if at is None or not any(len(pick.keys) == 1 for value in out if not isinstance(value, Compare)
                             for pick in output_picks(value) if not any(isinstance(s, TopN) for s in pick.steps)):
        return None
    return at


def _record_registered(p: Parser) -> tuple[int, int] | None:
    """Where a record is placed in a state by a participle ('vehicles registered in Ohio', 'cars registered to them in the
    same state as X'), if it is: (start of the noun, end of the place)."""
    for n in range(len(p.tokens)):
        for r, j in p.phrase(n, RECORDS):
            if r is Records.ADDRESSES:  # (an address has a place: _addresses_placed)
                continue
            for _, m in p.phrase(j, RECORD_PLACED_BY):
                for _, k in p.phrase(m, ADDRESS_PLACED):
                    if (end := _place_end(p, k)) is not None:
                        return n, end
    return None


def _place_end(p: Parser, k: int) -> int | None:
    """The end of a state ('Texas', 'New Mexico') or of 'the same (state/city)' said at token k, if one is."""
    after = [str(key) for key in p.keys[k:k + 3]]
    for size in (1, 2):
        if tuple(after[:size]) in _STATE_WORDS:
            return k + size
    if after[:2] == ["the", "same"]:
        return k + 2 + (after[2:3] in (["state"], ["city"]))
    return None


def _addresses_placed(p: Parser) -> tuple[int, int] | None:
    """Where addresses are placed in a state or the same state as someone ('2 addresses in Texas', 'the most addresses
    located in the same state as X'), if they are: (start of the noun, end of the place)."""
    for n in range(len(p.tokens)):
        for r, j in p.phrase(n, RECORDS):
            if r is not Records.ADDRESSES:
                continue
            for _, k in p.phrase(j, ADDRESS_PLACED):
                if (end := _place_end(p, k)) is not None:
                    return n, end
    return None


def _addresses_counted(out: Output) -> bool:
    """Does the question count a person's addresses (a count, a ranking, 'at least 2 addresses', 'no address')?"""
    return _records_counted(out, Records.ADDRESSES, having_counts=True)


def _jobs_counted(out: Output) -> bool:
    """Does the question count a person's jobs beyond having one or none (a count, a ranking, 'at least 2 jobs')?"""
    return _records_counted(out, Records.EMPLOYMENTS, having_counts=False)


def _records_counted(out: Output, records: Records, having_counts: bool) -> bool:
    """Does the question count these records of a person: in a count, a ranking or a condition on their number (one
    saying only whether there are any, 'no jobs' / 'a job', counted only when having_counts)?"""
    if isinstance(out, RecordCount) and records in out.records:
        return True
    for pick in output_picks(out):
        keys = (*pick.keys, *(s.key for s in pick.steps if isinstance(s, (TopN, StateLeader))))
        if any(k.measure is records for k in keys):
            return True
        if any(isinstance(s, CountIs) and s.records is records and (having_counts or (s.op, s.n) not in _NONE_OR_SOME)
               for s in pick.steps):
            return True
    return isinstance(out, Compare) and any(k.measure is records for k in (out.key, *out.tiebreak))


_NONE_OR_SOME = {("=", 0), ("<", 1), ("<=", 0), (">=", 1), (">", 0)}  # the same whichever jobs are current


def _jobs_now(p: Parser) -> int | None:
    """Where 'jobs' / 'job' is said of the jobs a person has (not 'employment records', 'has had', 'ever held'), if it is."""
    if any(_job_history(p.keys, n) for n in range(len(p.keys))):
        return None
    return next((n for n, key in enumerate(p.keys)
                 if {"job", "jobs", "positions", "position"} & set(str(key).split("-"))), None)  # ('the most-jobs')


def _job_history(keys: list, n: int) -> bool:
    """Does the word at n say every job on record: 'ever', 'past', a record or history of jobs ('employment records',
    'jobs on record'; not 'medical records'), 'had'/'held' in a perfect or past ('has held'; not 'are held')?"""
    key, before = keys[n], keys[n - 1] if n else ""
    if key in W.JOB_HISTORY_NOUNS:
        return before in W.JOB_HISTORY_OF or keys[n + 1:n + 3] == ["of", "employment"]
    if key in W.JOB_HISTORY_HELD:
        return before in W.JOB_HISTORY_AUX
    return key in W.JOB_HISTORY


def _everyone_after(p: Parser) -> tuple[int, int] | None:
    """Where 'of everyone' / 'of anybody' / 'of all people' ends a ranking (a mark follows), if it does: (start, end)."""
    for n in range(1, len(p.tokens) - 2):
        if p.keys[n] != "of":
            continue
        nxt = p.keys[n + 1]
        end = n + 2 if nxt in W.EVERYONE_PRONOUNS else (
            n + 3 if nxt == "all" and p.keys[n + 2] in ("people", "persons", "individuals") else None)
        if end is not None and p.tokens[end].kind in (END, PUNCT) and p.keys[end] != "(":
            return n, end
    return None


def _overall_after(p: Parser) -> tuple[int, int] | None:
    """Where 'overall' ends the question's ranking (the sentence ends after it: 'who is the richest overall?'), not
    summing an amount ('the most money overall') nor ending a person named inside ('the ten richest people overall,')."""
    for n in range(1, len(p.tokens) - 1):
        if p.keys[n] == "overall" and p.keys[n - 1] not in W.OVERALL_SUMMED and not any(
                tuple(p.keys[n - len(said):n]) == said for said in W.OVERALL_MONEY_IN) and (
                p.tokens[n + 1].kind == END or p.keys[n + 1] in ("?", ".", "!", ";")):
            return n, n + 1
    return None


def _grouped(out: Output) -> bool:
    """Is a person of the question ranked within a group (steps other than one anchor's owner)?"""
    return any(pick.keys and pick.steps and not (len(pick.steps) == 1 and isinstance(pick.steps[0], OwnerOf))
               for pick in output_picks(out))


def _unordered(out: Output) -> Output:
    """The output with each pick's steps in one order where their order means nothing (conditions and places only: a
    top-N or a state's leader is taken from the steps before it). 'the employed residents of X' reads as 'employed' then
    'of X' and as 'residents of X' then 'employed': one reading."""
    def change(pick: Pick) -> Pick:
        if any(isinstance(s, (TopN, StateLeader)) for s in pick.steps):
            return pick
        return Pick(tuple(sorted(pick.steps, key=repr)), pick.keys, pick.top)

    return map_picks(out, change)


def _unscoped(out: Output) -> bool:
    """Several people, one ranked over everyone and another within a group: 'the oldest person and the richest
    person among residents of X' may scope the group over both people or over the last one only. (_joinable refuses
    these at the subject list, naming both readings; this is the net under it.)"""
    picks = output_picks(out)
    everyone = any(not pick.steps and pick.keys for pick in picks)
    grouped = any(pick.steps and not (len(pick.steps) == 1 and isinstance(pick.steps[0], OwnerOf)) for pick in picks)
    return len(picks) > 1 and everyone and grouped


def _said(p: Parser, *tables: Phrases[None]) -> tuple[int, int] | None:
    """Where one of these phrases first stands anywhere in the question (start, end), if it does."""
    for j in range(len(p.tokens)):
        for table in tables:
            for _, k in p.phrase(j, table):
                return j, k
    return None


def _bare_expiry(p: Parser) -> str | None:
    """The words of 'the same expiry date' with no card named in the words just before it, if said (p12k, WRONG #12)."""
    for j in range(len(p.tokens)):
        for _, k in p.phrase(j, BARE_EXPIRY):
            if not {"card", "cards"} & set(p.keys[max(0, j - 6):j]):
                return p.said(j, k)
    return None


_COUNTED_NOUNS = frozenset(noun.split()[-1] for n in W.RECORD_NOUNS.values() for noun in n.plural)


def _bare_accounts(p: Parser) -> str | None:
    """The word for accounts said with no kind before it ('cards + pets + accts', 'how many accounts'), in a question
    nothing read, if said: bank accounts and internet accounts are both accounts (issue 12)."""
    for j in range(1, len(p.tokens)):
        if p.keys[j] in ("accounts", "account") and p.keys[j - 1] not in W.ACCOUNT_KINDS_SAID and (
                p.keys[j - 1] in ("+", "plus", "many", "#") or p.keys[j - 1] in ("and", ",", "&") and j > 1
                and str(p.keys[j - 2]) in _COUNTED_NOUNS):  # (counted: 'how many accts', 'cards + pets + accts')
            written = p.text[p.tokens[j].pos:].split()
            return written[0].strip("?,.:;!()") if written else p.tokens[j].text  # (as written: 'accts')
    return None


def _one_account(p: Parser) -> str | None:
    """The words of a singular account balance with no 'total' before it ('the bank account balance'), if said
    (p12k, WRONG #2). 'total bank account balance' is the total (upstream's own words for it, a13y #5)."""
    for j in range(1, len(p.tokens)):
        if p.keys[j] == "account" and any(e == j + 2 for _, e in p.phrase(j - 1, ACCOUNT_BALANCE)):
            continue  # 'account balance' inside 'bank account balance': the longer one says what is before it
        for _, k in p.phrase(j, ACCOUNT_BALANCE):
            if p.lit(j - 1, ACCOUNT_BALANCE_SUMMED) is None and p.keys[k] != "s":
                return p.said(j, k)
    return None


def _sum_said(p: Parser, balances: bool = False) -> bool:
    """Does a word say the amounts are added up ('in total', 'combined', '+', 'the sum', 'how many records')? Not a
    word that belongs to something else (p12k, WRONG #3, #4; p12x #2, #5): the 'total' of a person's 'total bank
    balance' (their accounts added, not the people's) — of balances, a sum word before a plural balance noun ('the
    total bank balances of A and B': each one's total), of counts any word of a balance noun; 'overall' (it scopes
    a ranking: 'the oldest person overall'); the '+' of '2+ vehicles'; the 'records' of 'employment records'."""
    if not balances and any(key == "+" and p.tokens[n - 1].kind != NUMBER for n, key in enumerate(p.keys) if n):
        return True
    # 'the total bank balance of A and of B': the preposition said again gives each person their own total
    # (after an 'of' or 'for' of its own: the comma closing an aside before the first person is no repetition,
    # 'the total bank balance, summed over all accounts, of the 3 richest ...')
    repeated = any(key in ("and", ",") and p.keys[n + 1] in ("of", "for") and {"of", "for"} & set(p.keys[:n])
                   for n, key in enumerate(p.keys[:-1]))
    inside = _in_rankings(p)  # ('the resident with the highest total number of cards': the ranking's sum, w10 #2)
    for j in range(len(p.tokens)):
        if j in inside:
            continue
        for table in ((TOTAL, SUMMED) if balances else (TOTAL, SUMMED, IN_ALL, GENERIC, COUNTING)):
            for _, k in p.phrase(j, table):
                if balances and repeated and table is TOTAL and p.keys[j:k] in (["total"], ["overall"]):
                    continue
                if balances and (repeated or "balances" in p.keys) and _over_accounts(p, k):
                    continue  # 'the balances, summed over all accounts, of A and B': each one's own (p13y #2)
                if p.keys[j:k] == ["overall"] and p.keys[j - 1] not in ("have", "own", "hold", "possess"):
                    continue
                if table is GENERIC and j and any(e == k for _, e in p.phrase(j - 1, RECORDS)):
                    continue  # employment records, medical records: a kind of record, not 'the records in total'
                if table is GENERIC and any(e == k for n in range(max(0, j - 4), j) for _, e in p.phrase(n, ALL_RECORDS)):
                    continue  # 'across all their records': where to count, not a sum (p12y #23)
                nouns = [p.keys[e - 1] for at in (j, k) for _, e in p.phrase(at, BALANCE_NOUN)]
                if nouns and j and p.keys[j - 1] in W.HIGHEST + W.LOWEST:
                    continue  # 'the highest sum of bank balances': a ranking's noun (p12x #2)
                if balances and (table is SUMMED or "balances" not in nouns):
                    return True
                if not balances and not nouns:
                    return True
    return False


def _over_accounts(p: Parser, k: int) -> bool:
    """Does a sum word ending at k say what it adds up are a person's accounts ('summed over all accounts', 'the
    aggregate balance held across every bank account')? That sum is each person's own total, not the people's
    (p13y #2: 'the total bank balances, summed over all accounts, of A and B' was answered as one sum)."""
    for n in range(k, min(k + 7, len(p.keys))):
        if p.keys[n] in (",", "of", "for", "?", ".") and n > k:
            return False
        if p.keys[n] in W.OVER_ACCOUNTS and any(key in ("account", "accounts") for key in p.keys[n + 1:n + 6]):
            return True
    return False


def _several_counts(out: Output) -> bool:
    """A count of several kinds of record ('How many pets and vehicles does S have?')."""
    return isinstance(out, RecordCount) and len(out.records) > 1


def _several_balances(out: Output) -> bool:
    """A balance question about several people (two subjects, or a top N)."""
    return isinstance(out, BalanceOf) and (len(out.picks) > 1 or any(pick.top > 1 for pick in out.picks))


def _ordinal_label(p: Parser, i: int) -> bool:
    """Is the ordinal at i a label of one of two people, not a rank ('Second person: most X person among G', 'second,
    the eldest person in X', a24y/a24w: 'the second richest' is a rank)?"""
    k = p.opt(i + 1, "person|one|individual|candidate")
    return p.keys[k] in (":", ",", "—") or k > i + 1 and p.keys[k] == "is"


def _ranked_word(word: str) -> bool:
    return word in ("most", "least", "fewest", "top") or (word.endswith("est") and len(word) > 4)


def _unsupported(p: Parser, starts: list[int]) -> bool:
    """A question nothing reads: say so (p.unsupported) when it asks for a meaning no spec can say, rather than
    where parsing stopped: a yes/no comparison, a rank other than the first, an average, counting people ...
    True for another yes/no question."""
    for start in starts:  # Does A have more pets than B?   Is A older than B?
        for lead, verb, table in (("does|do|did", "have|own|hold|possess", CMP_NOUN), ("is|was", "", CMP_ADJ),
                                  ("has|have", "got?", CMP_NOUN)):
            for _, j in p.seq(start, lead):
                for _, k in subject(p, j):
                    said_from = p.opt(k, verb) if verb else k
                    for _, n in p.seq(p.opt(said_from, "a|the") if verb else k, table, "than"):
                        for _, o in subject(p, n):
                            if p.tokens[_closing(p, o)].kind == END:
                                said = {x: p.text[p.tokens[x].pos:p.tokens[y].pos].strip() for x, y in
                                        ((j, k), (said_from, n - 1), (n, o))}
                                p.unsupported = (
                                    "a yes/no question is not supported (the answer is a person's name): ask which of "
                                    f"the two, e.g. 'Who {'is' if table is CMP_ADJ else 'has'} {said[said_from]}: {said[j]} "
                                    f"or {said[n]}?'")
                                return False
    for i, tok in enumerate(p.tokens):
        parts = tok.low.split("-")
        if parts[0] in W.ORDINALS and not _ordinal_label(p, i) and (
                len(parts) > 1 and _ranked_word(parts[1]) or any(_ranked_word(t.low) for t in p.tokens[i + 1:i + 4])):
            p.unsupported = (f"not supported: a rank other than the first ('{p.text[tok.pos:].split()[0]}' at character "
                             f"{tok.pos + 1}). A question can ask for the first person by a ranking, or the top N")
            return False
        for meaning, j in p.phrase(i, UNSUPPORTED):
            if p.keys[i] in ("job", "jobs") and i and p.keys[i - 1] in ("current", "present", "latest", "newest"):
                continue  # 'whose current job started in Y' is supported: the question failed elsewhere (p12u d200)
            if p.keys[i] == W.BY_HOW_MANY[0] and any(True for _ in p.seq(i + 1, W.BY_HOW_MANY[1], RECORDS, HOW_MANY_THEY_HOLD)):
                continue  # 'ranking G by how many pets they own' is a count ranked: the question failed elsewhere
            if p.keys[i:i + 2] == ["in", "either"] and (p.keys[i + 2] in W.EACH_SCOPE_NOUN_SET or i and p.keys[i - 1] in
                                                        ("tie", "ties", "draw", "draws", "tied")):
                continue  # 'Ties in either group, ...' is a tie rule's scope: the question failed elsewhere (a25y)
            if p.keys[i] in ("mean", "meant") and i and p.keys[i - 1] in ("i", "you", "we"):
                continue  # '... I mean, has no cards' corrects the question: no average is asked
            if tok.text.isupper() and i and _plate_part(p, i - 1) and any(
                    p.keys[m] in W.PLATE_WORDS for m in range(max(i - 4, 0), i - 1)):
                continue  # ('license plate 605 AVG': a plate's letters, said without quotes; a20y)
            if p.keys[i] in _LEAVES_OUT and any(m.startswith("ambiguous") for _, m in p.refusals):
                continue  # ('..., or B, other than X': the person left out is read, and its readings named; v19 W9)
            words = p.text[tok.pos:p.tokens[j - 1].pos + len(p.tokens[j - 1].text)]
            p.unsupported = (f"not supported: {meaning} ('{words}' at character {tok.pos + 1}). A question can ask for "
                             f"one person's name (or the top N), compare two people, count a person's records or "
                             f"total a person's bank balance")
            return False
    return any(p.lit(start, "does|do|did|is|was|has|have|can|could|are|were") is not None and not _request(p, start)
               for start in starts)


def _request(p: Parser, i: int) -> bool:
    """A request said as a question of ability ('Could you find ...', 'Can you tell me who ...', 'Would you be able to
    work out ...', 'Do you know which ...'): it asks for its content, not yes or no; where it is not read, the
    message says where the content failed."""
    if any(p.keys[j] in W.REQUEST_CONTENT_WORDS for _, j in p.phrase(i, ASK_LEAD)):
        return True
    for _, j in p.phrase(i, LEAD_POLITE):  # (not 'Could you confirm whether / check if / verify that ...': yes or no)
        ends = [e for table in (LEAD_REQUEST, LEAD_REQUEST_DONE, FIND, LEAD_COUNT, COMPARE_LEAD, COUNT_REQUEST)
                for _, e in p.phrase(j, table)]
        ends += [e for e in (p.lit(j, "look at"), p.lit(j, "have|take a look at")) if e is not None]
        if any(p.keys[e] not in ("whether", "if", "that") for e in ends):
            return True
    return False
