"""English for specs, in both directions: the one phrasebook.

Every concept of the spec (a record kind, a shared attribute, a ranking key, an anchor,
a negation, a tie-breaker lead-in ...) maps to its phrasings here, the canonical one
first. `cbwh ask`'s grammar accepts every phrasing; renderers (explain, audit, export,
the question generator's realizer) use the canonical one (`render_*`) or enumerate them
all (the tables are sequences of lowercase word sequences: tuples, or `Phrasings`, what
`forms` returns, expanded when first read).

Phrasings are written compactly with `forms()`: words separated by spaces, `a|b` a
choice, a trailing `?` an optional word. `forms("the? most|largest")` is
("the most", "the largest", "most", "largest"): the first form takes the first choice of
every word and every optional word, so it is the canonical one.

A choice binds single words: "let's|let us take" is "let's us take" or "let us take", never "let's take". A choice
over phrases of several words is written as patterns of its own ("let's take", "let us take"; "would|should|will be",
not "would be|should be"), or as an f-string over the leads; an optional word must not repeat its neighbour ("the
total? total balance"). tests/test_words.py finds every phrasing with a word twice in a row or a contraction followed
by its own expansion ("let's us", "what's is").

Sections: the pattern notation; nouns (records, attributes); rankings (keys); groups;
anchors; negation and counts; tie-breakers; openers; the catalog's short key names;
spec -> words (including how values are written: money, show).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache
from itertools import product
from typing import Any, TypeVar, assert_never, overload

from cbwh.spec.memo import remembered
from cbwh.spec.model import (
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
)
from cbwh.spec.values import MONEY, show_as
from cbwh.spec.values import money as money  # where callers have always found it

# --- the pattern notation ------------------------------------------------------


@lru_cache(maxsize=None)
def pattern_words(pattern: str) -> tuple[tuple[tuple[str, ...], bool], ...]:
    """'the? most|largest' -> ((('the',), True), (('most', 'largest'), False))."""
    out = []
    for part in pattern.split():
        optional = part.endswith("?") and len(part) > 1
        out.append((tuple((part[:-1] if optional else part).split("|")), optional))
    return tuple(out)


def forms(*patterns: str) -> Phrasings:
    """Every word sequence the patterns stand for, canonical (first choices, optional words in) first."""
    return Phrasings(((True, patterns),))


def forms_of(patterns: Sequence[str]) -> Phrasings:
    """forms(*patterns), the patterns read only when the phrasings are (a table's patterns made from another's)."""
    return Phrasings(((True, patterns),))


class Phrasings(Sequence[str]):
    """What `forms` returns: a sequence of phrasings, expanded from their patterns when first read (its first, the
    canonical one, without expanding). A process reads few of the tables' ~200,000 phrasings: `cbwh answer` only
    canonical ones, `cbwh ask` those its grammar reads outside its stored tries (`ask.parser`). `+` joins as tuples do
    (no phrasing left out); each is compared, hashed and indexed as the tuple of its phrasings."""

    __slots__ = ("_hash", "_keep", "_made", "_parts")

    def __init__(self, parts: tuple[tuple[bool, Sequence[str]], ...], keep: Callable[[str], bool] | None = None):
        self._parts = parts  # (patterns to expand, as forms does, or phrasings taken as they are?, them), in order
        self._keep = keep  # (the phrasings kept when expanded, or all: `without`)
        self._made: tuple[str, ...] | None = None
        self._hash: int | None = None  # (a table is a key of lru_caches: `discourse._split`)

    def _all(self) -> tuple[str, ...]:
        made = self._made
        if made is None:
            out: list[str] = []
            for expand, part in self._parts:
                out += _union(part) if expand else part
            made = self._made = tuple(out) if self._keep is None else tuple(filter(self._keep, out))
        return made

    @overload
    def __getitem__(self, i: int) -> str: ...

    @overload
    def __getitem__(self, i: slice) -> tuple[str, ...]: ...

    def __getitem__(self, i: int | slice) -> str | tuple[str, ...]:
        if i == 0 and self._made is None and (first := self.first()):
            return first
        return self._all()[i]

    def first(self) -> str:
        """The first phrasing (the canonical one) from the first pattern, not expanded; '' when it cannot be said so."""
        expand, part = self._parts[0]
        try:
            pattern = part[0]
        except IndexError:
            return ""
        if expand and ("|" in pattern or "?" in pattern):
            pattern = " ".join(choices[0] for choices, _ in pattern_words(pattern))
        return pattern if self._keep is None or self._keep(pattern) else ""

    def without(self, drop: Callable[[str], bool]) -> Phrasings:
        """These phrasings but those `drop` says, still expanded only when first read."""
        keep = self._keep
        return Phrasings(self._parts, lambda p: not drop(p) and (keep is None or keep(p)))

    def __len__(self) -> int:
        return len(self._all())

    def __iter__(self) -> Iterator[str]:
        return iter(self._all())

    def __contains__(self, phrase: object) -> bool:
        return phrase in self._all()

    def __bool__(self) -> bool:
        return bool(self._all())

    def __add__(self, other: Sequence[str]) -> Phrasings:
        if self._keep is not None or isinstance(other, Phrasings) and other._keep is not None:
            return Phrasings(((False, self), (False, other)))  # (each keeps its own filter)
        return Phrasings(self._parts + other._parts if isinstance(other, Phrasings) else (*self._parts, (False, other)))

    def __radd__(self, other: Sequence[str]) -> Phrasings:
        return Phrasings(((False, other), (False, self)) if self._keep is not None else ((False, other), *self._parts))

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Phrasings):
            other = other._all()
        return self._all() == other

    def __hash__(self) -> int:
        if self._hash is None:
            self._hash = hash(self._all())
        return self._hash

    def __repr__(self) -> str:
        return repr(self._all())


Said = tuple[str, ...] | Phrasings  # a table's phrasings: written out, or lazy (`forms`)


def _union(patterns: Sequence[str]) -> list[str]:
    """The phrasings of the patterns, each once, in order."""
    out: dict[str, None] = {}
    for pattern in patterns:
        if "|" not in pattern and "?" not in pattern:
            out[pattern] = None
        else:
            out.update(dict.fromkeys(_expanded(pattern)))
    return list(out)


@remembered  # a pattern's phrasings: kept beside the bytecode, not expanded in every process that reads them
def _expanded(pattern: str) -> tuple[str, ...]:
    """Every word sequence the pattern stands for, canonical first (some perhaps twice)."""
    slots = [choices + (("",) if optional else ()) for choices, optional in pattern_words(pattern)]
    if "?" not in pattern:  # no word left out: every combination is a phrase
        return tuple(map(" ".join, product(*slots)))
    return tuple(text for combo in product(*slots) if (text := " ".join(filter(None, combo))))


# --- nouns -----------------------------------------------------------------------


@dataclass(frozen=True)
class Noun:
    plural: Said
    singular: Said

    @property
    def all(self) -> Said:
        return self.plural + self.singular


RECORD_NOUNS: dict[Records, Noun] = {
    Records.VEHICLES: Noun(forms("vehicles|cars|automobiles", "registered vehicles|cars|automobiles", "motor vehicles|cars"),
                           forms("vehicle|car|automobile", "registered vehicle|car|automobile", "motor vehicle|car")),
    Records.CREDIT_CARDS: Noun(forms("credit cards", "cards"), forms("credit card", "card")),
    Records.PETS: Noun(forms("pets", "animals", "pet animals"), forms("pet", "animal")),  # ('has no animals': their pets)
    Records.BANK_ACCOUNTS: Noun(forms("bank accounts"), forms("bank account")),
    Records.INSURANCE_POLICIES: Noun(forms("insurance policies", "policies", "insurance", "insurances"),
                                     forms("insurance policy", "policy")),
    Records.INTERNET_ACCOUNTS: Noun(forms("internet accounts", "online accounts"), forms("internet account", "online account")),
    Records.EMPLOYMENTS: Noun(forms("employment records", "jobs", "employments", "employment histories"),
                              forms("employment record", "job", "employment history")),
    Records.ADDRESSES: Noun(forms("addresses"), forms("address")),
    Records.MEDICAL_RECORDS: Noun(forms("medical records"), forms("medical record")),
}
# People named by a kind of record they hold, a group's head noun: "cardholders with the same card provider as X",
# "patients with the same medical condition as X", "employees with the same job title as X" (holding one is implied).
# Not 'account holders' (a bank or an internet account), nor 'users' (anyone).
HOLDER_NOUNS: dict[Records, Noun] = {
    Records.CREDIT_CARDS: Noun(forms("cardholders", "card-holders", "credit cardholders", "credit card-holders"),
                               forms("cardholder", "card-holder", "credit cardholder", "credit card-holder")),
    Records.INSURANCE_POLICIES: Noun(forms("policyholders", "policy-holders", "insurance policyholders", "insurance holders",
                                           "insured people|persons|individuals"),
                                     forms("policyholder", "policy-holder", "insurance policyholder", "insurance holder",
                                           "insured person|individual")),
    Records.MEDICAL_RECORDS: Noun(forms("patients"), forms("patient")),
    Records.EMPLOYMENTS: Noun(forms("employees", "workers", "employed people|persons|individuals", "wage earners"),
                              forms("employee", "worker", "employed person|individual", "wage earner")),
    Records.VEHICLES: Noun(forms("drivers", "motorists", "car|vehicle holders"), forms("driver", "motorist")),
}
# 'account holders': of bank accounts or of internet accounts? Read as bank account holders only in a question that
# speaks of bank balances ('the account holder with the highest total bank balance', words in ACCOUNTS_BANKED), else
# refused naming both (`grammar._head`).
ACCOUNT_HOLDERS = Noun(forms("account holders", "account-holders", "accountholders"),
                       forms("account holder", "account-holder", "accountholder"))
ACCOUNTS_BANKED = frozenset({"bank", "banks", "balance", "balances"})
# The last word of a person's role noun, which carries that person's group in itself ('the Health insurance
# policyholder', 'the JCB 15 digit cardholder', 'the dog owner'): a group no other person in a list shares (p25).
ROLE_HEAD_ENDS = frozenset({w.rsplit(" ", 1)[-1] for n in HOLDER_NOUNS.values() for w in n.singular}
                           | {"owner", "holder", "keeper", "user"})

ATTRIBUTE_NOUNS: dict[Attribute, Said] = {
    Attribute.STATE: forms("state"),
    Attribute.CITY: forms("city"),
    Attribute.BLOOD_TYPE: forms("blood type|group"),
    Attribute.CONDITION: forms("medical condition", "condition", "diagnosis", "medical diagnosis"),  # (a24x)
    # (not 'issuer' or 'company': that is the brand, and the recorded provider splits VISA and JCB by number length)
    Attribute.CARD_PROVIDER: forms("credit? card provider", "type of credit card"),
    Attribute.CARD_EXPIRY: forms("credit? card expiry|expiration date?"),
    Attribute.POLICY_TYPE: forms("insurance policy? type", "policy type", "type of insurance policy?", "kind of insurance",
                                 "type|kind of policy", "kind of insurance policy"),
    Attribute.JOB_TITLE: forms("job title", "occupation", "job", "profession", "line of work"),
    Attribute.URL: forms("url"),  # (not 'website': http/https and www spellings of one site are different URLs)
    Attribute.VEHICLE_MAKE: forms("vehicle|car make", "make of vehicle|car", "make"),
}
# Attributes only held ('dog owners'), never shared with an anchor: "the same species as the owner of
# pet X" could be that pet's species or any of its owner's pets' species.
HELD_ONLY_NOUNS: dict[Attribute, Said] = {
    Attribute.PET_SPECIES: forms("pet species", "species"),
}

# Attributes a person *lives in*: "live in the same state as", "residents of the same city as".
PLACES = (Attribute.STATE, Attribute.CITY)
# ... their nouns in the plural, each with its singular ('their states' -> 'their state'; 'For the states of A and of B':
# 'the state of A and the state of B'; 'For each of two states — that of A and that of B')
PLACE_PLURALS = {"states": "state", "cities": "city"}
# More nouns for a place someone lives in, read after a possessive or 'the': "X's home state", "the town X lives in".
HOME_PLACE_NOUNS: dict[Attribute, Said] = {
    Attribute.STATE: forms("home state", "state of residence", "residence state", "us state", "u . s . state",
                              "home us state"),
    Attribute.CITY: forms("home city|town", "hometown", "city|town of residence", "town"),
}
# After "the state": "(the state) the owner of pet X lives in", "(the city) where X is based".
LIVES_IN = forms("lives|resides|reside|live in", "is based|located in", "is from|in", "calls|call home",
                 "lives|resides|live|reside", "comes|come|hails|hail from", "stays|stay in")
# A place said again after it was named ('Owner of pet X -> their state -> who there has the most pets?').
THERE = forms("there|here", "in it|there", "in that|this|the same? state|city|place|town", "in that|this one")
# Saying where someone lives, after 'who' (each agreeing in number: the realizer picks by the first word):
# "who live in", "who are residents of", "who is a resident of", "who come from", "who make their home in".
LIVE_VERBS = forms("live|lives|reside|resides in", "are|is based|located in", "are|is from",
                   "dwell|dwells in", "are|is living|residing|staying|resident|domiciled|settled in",  # ('staying', a23x)
                   # an adverb after 'are', changing nothing ('... and who are also living in the same state as X',
                   # c38k-held-37)
                   "are|is also|currently|presently|now|still|actually based|located|living|residing|staying|resident|"
                   "domiciled|settled in",
                   "come|comes|hail|hails from",
                   "are residents|inhabitants of|from", "is a resident of|from", "is an inhabitant of|from",
                   "is resident of|from",  # ('residents from the state of X', 'is resident of Ohio': a learner's)
                   "make|makes their home in", "makes his|her home in", "have|has their home in", "has his|her home in",
                   "live|lives|reside|resides within", "are|is based|located|living|residing within", "are|is based out of",
                   "have|has a home|residence in", "have|has an address in",
                   "stay|stays|living|residing|staying in", "stay|stays|living|residing|staying within",
                   "live|lives|reside|resides|stay|stays at|on",  # (a learner's preposition: 'live at the same state as X')
                   # 'in' alone after the verb, as LIVES_IN's 'is in' ('who's also in the same state as X', e42g)
                   "are|is also|currently|presently|now|still? in")
# Before a LIVE_VERBS phrase or a LIVING one, changing nothing: "who currently live in", "currently residing in".
LIVE_ADVERBS = forms("currently|presently|now|still|actually")
# After a group's head noun: "people living in", "those residing in", "folks from", "everyone in".
LIVING = forms("living|residing|based|located|dwelling|resident|domiciled|settled in", "from", "in", "hailing|coming from",
               "living|residing|based|located within", "based out of", "with|having a home|residence in",
               "with|having an address in", "staying in|within", "living|residing|staying",  # ('people living Ohio')
               "living|residing|staying at|on",  # ('people living at the same state as X': a learner's preposition)
               "making their|his|her home in",  # ('cardholders making their home in X', a24x)
               "having their|his|her home in",  # ('the people having their home in the same state as X', a34n)
               # the participle of 'be' before a resident's noun, in a careful non-native writer's English ('the persons
               # being residents of the same state as X', 'Which person, being resident of ... and having no pet, ...',
               # a28z): as 'who are residents of'
               "being residents|inhabitants|resident of|from|in", "being a|an resident|inhabitant of|from",
               "being based|located|domiciled|settled in")
# Before 'the same state as X' with no preposition, in English written as a second language: "people living same state
# as X", "those who live same state of X" (the place is said by 'same': nothing else could be meant).
# 'living where the owner of pet X lives' (a24x): the verb after the anchor (the place itself is X's state or city).
LIVES_THERE = forms("lives|resides|lived|resided|stays", "is based|located|living|residing", "makes|made their|his|her home",
                    "calls home", "does")
LIVING_SAME = forms("living|residing|staying|dwelling|located|based", "live|lives|reside|resides|stay|stays")
# A role said as what people are, after 'who are (a)' or 'being (a)' ('who are dog owners', 'the persons being holders of
# a 'JCB 16 digit' card', 'being a Mastercard holder', a28z): a group's head noun phrase (grammar._role_said), with
# 'the' only before these ('being the holders of a Mastercard').
ROLE_AFTER_THE = frozenset({"holders", "holder", "owners", "owner", "keepers", "keeper"})
# 'To be' before what people are said as a noun ('who are dog owners', 'who is a holder of a 'JCB 16 digit' card'; a
# state's people: 'who are Texans', 'who is a New Yorker', grammar.residence), and its participle ('the persons being
# holders of a Mastercard', 'being a dog owner'): patterns, as `forms` reads them.
BE_A = "are|is a|an?"
BEING_A = "being a|an?"
# Patterns, as `forms` reads them, that the grammar reads in several constructions (one place to add a word to all):
# the noun of one person after what picks them ('the older one', 'the richest individual', 'the elder person'; other
# constructions read their own lists, with 'resident' or in another order) ...
ONE_PERSON_NOUN = "one|person|individual"
# ... and after a tie rule's superlative ('choosing the oldest candidate whenever there is a tie', 'ties to the youngest
# resident', e40t)
TIE_PERSON_NOUN = "one|person|individual|candidate|resident|member|contender|pick|finalist"
# ... the question's 'which' and its noun ('Which person has the most pets in Texas?', 'What resident ...') ...
WHICH_PERSON = "which|what person|one|individual|resident"
# ... a person said by the ranking that picks them ('(pick) whoever has the most pets', '..., or, among G, whoever has the
# most X') ...
WHOEVER = "whoever|whichever one|person?"
# ... a request for a value ('give the total bank balance', 'tell us how many pets') ...
REPORT_VERB = "give|report|state|provide|return|output|tell me|us?"
# ... and the adjective of a sum before what is added ('most total money', 'more combined money', 'total records')
SUM_ADJ = "total|combined"
# "residents of Texas", "Texas locals", "inhabitants of the same state as X".
RESIDENT_NOUNS = forms("residents|resident|inhabitants|inhabitant|locals|local")
# A top N said of 'residents' after a group of a place's people ('Among residents of Ohio, who is one of the 15 richest
# residents?'): the 15 richest of everyone, or of that place (refused naming both, `grammar._residents_top`).
RESIDENTS_PLURAL = frozenset({"residents", "inhabitants", "locals"})
# Verbs placing one person in a top N: 'who is / ranks / places among|in|within the 15 richest'.
IN_TOP = forms("is|was|ranks|rank|figures|places|sits also? among|amongst|in|within", "is|was also? one of")
# "whose home is in Texas", "whose residence is in the same state as X".
HOME_IS_IN = forms("home|residence|address is|lies in", "home|residence|address is located in", "homes|residences are in")
RESIDENTS = forms("residents|inhabitants of", "people|persons|individuals|everyone|those|users in")
SHARE_VERBS = forms("share|shares|have|has the same")
# ... a job title shared said with a verb of work ('who works in the same profession as X', 'does the same job as X');
# not 'works at|for the same ...' (a workplace or employer, which the files do not record).
WORKS_SAME_JOB = forms(*(f"{verb} in the same {noun}" for verb in ("work|works", "is|are", "is|are employed")
                         for noun in ("profession|occupation|trade", "line of work")), "do|does the same job|work")
# Before an attribute shared with someone: 'who share a blood type with X', 'share an insurance policy type with X',
# 'sharing their job title with X' (a24z), and as a participle after a head noun ('people sharing a policy type with X');
# the article left out as 'sharing' leaves it ('who share blood group with X', a34n).
SHARE_A = forms("share|shares a|an|the|their", "share|shares")
SHARING_A = forms("sharing a|an|the|their", "sharing")
# 'people who share a state with X', 'the people X shares a state with': no one shares with themself, so X's owner may
# be left out (`ask` withdraws an answer that leaving them out changes, p12y #18).
SHARE_WORDS = frozenset({"share", "shares", "sharing", "shared"})
# An attribute held in common, after 'who' and after a head noun: 'who have a card provider in common with X', 'those
# having a blood type in common with X' (a25x): as 'share a card provider with X'.
IN_COMMON_PRED = forms("have|has a|an|the", "have|has got a|an|the")
IN_COMMON_CLAUSE = forms("having|with a|an|the")
IN_COMMON_WITH = forms("in common with")
# A medical condition shared, said by the diagnosis (only of Attribute.CONDITION): 'who are diagnosed with the same
# condition as X', 'people diagnosed with the same condition as X', 'those suffering from the same condition as X'
# (a25y).
DIAGNOSED_SAME_PRED = forms("is|are diagnosed with the same", "has|have been diagnosed with the same",
                            "suffer|suffers from the same", "is|are suffering from the same")
DIAGNOSED_SAME_CLAUSE = forms("diagnosed with the same", "suffering from the same")

SPECIES = ("dog", "cat", "fish", "bird", "rabbit")
# The states of the corpus's addresses: "people living in Texas" names one directly.
US_STATES = ("Alabama", "Alaska", "Arizona", "Arkansas", "California", "Colorado", "Connecticut", "Delaware", "Florida",
             "Georgia", "Hawaii", "Idaho", "Illinois", "Indiana", "Iowa", "Kansas", "Kentucky", "Louisiana", "Maine",
             "Maryland", "Massachusetts", "Michigan", "Minnesota", "Mississippi", "Missouri", "Montana", "Nebraska",
             "Nevada", "New Hampshire", "New Jersey", "New Mexico", "New York", "North Carolina", "North Dakota", "Ohio",
             "Oklahoma", "Oregon", "Pennsylvania", "Rhode Island", "South Carolina", "South Dakota", "Tennessee", "Texas",
             "Utah", "Vermont", "Virginia", "Washington", "West Virginia", "Wisconsin", "Wyoming")
# A state by its postal code, written in capitals ('the richest person in TX'). Not the codes that are also English
# words in capitals ('IN', 'OR', 'ME', 'OK', 'HI'): 'who lives IN Texas' is no Indiana.
STATE_CODES: dict[str, str] = dict(zip(
    ("AL AK AZ AR CA CO CT DE FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA "
     "RI SC SD TN TX UT VT VA WA WV WI WY").split(), US_STATES))
STATE_CODE_WORDS = frozenset({"IN", "OR", "ME", "OK", "HI"})


SIGNATURE_MOST = 2  # words of a signature on a line of its own after a sign-off ('Best regards,\nDana Smith')


def signature_word(word: str) -> bool:
    """Is this a word of a signature after a sign-off ('Cheers,\nDana'): capitalized, never a state ('Thanks! Ohio' is
    no signature)? (grammar._signed and discourse._frame_read_away, up to SIGNATURE_MOST of them.)"""
    return word[:1].isupper() and word not in US_STATES

# A state's people by the state's name ('Among Texans', 'the richest Ohioan'), where English has one in common use.
STATE_DEMONYMS: dict[str, str] = {
    "Alabama": "Alabamians", "Alaska": "Alaskans", "Arizona": "Arizonans", "Arkansas": "Arkansans",
    "California": "Californians", "Colorado": "Coloradans", "Delaware": "Delawareans", "Florida": "Floridians",
    "Georgia": "Georgians", "Idaho": "Idahoans", "Illinois": "Illinoisans", "Indiana": "Hoosiers", "Iowa": "Iowans",
    "Kansas": "Kansans", "Kentucky": "Kentuckians", "Louisiana": "Louisianans", "Maine": "Mainers",
    "Maryland": "Marylanders", "Michigan": "Michiganders", "Minnesota": "Minnesotans", "Mississippi": "Mississippians",
    "Missouri": "Missourians", "Montana": "Montanans", "Nebraska": "Nebraskans", "Nevada": "Nevadans",
    "New Hampshire": "New Hampshirites", "New Jersey": "New Jerseyans", "New Mexico": "New Mexicans",
    "New York": "New Yorkers", "North Carolina": "North Carolinians", "North Dakota": "North Dakotans",
    "Ohio": "Ohioans", "Oklahoma": "Oklahomans", "Oregon": "Oregonians", "Pennsylvania": "Pennsylvanians",
    "Rhode Island": "Rhode Islanders", "South Carolina": "South Carolinians", "South Dakota": "South Dakotans",
    "Tennessee": "Tennesseans", "Texas": "Texans", "Utah": "Utahns", "Vermont": "Vermonters", "Virginia": "Virginians",
    "Washington": "Washingtonians", "West Virginia": "West Virginians", "Wisconsin": "Wisconsinites",
    "Wyoming": "Wyomingites",
}
CARD_PROVIDERS = ("American Express", "Diners Club / Carte Blanche", "Discover", "JCB 15 digit", "JCB 16 digit",
                  "Maestro", "Mastercard", "VISA 13 digit", "VISA 16 digit", "VISA 19 digit")
POLICY_TYPES = ("Auto", "Health", "Home", "Life")

# --- rankings ----------------------------------------------------------------------

# A balance noun said as what is added ('the largest sum of bank account balances', 'the highest total of all the
# balances', 'the sum of their balances', a30z, e31a): the sum of a person's accounts, as 'the largest total bank
# balance' (a balance noun, and in service._balance_unsummed a word of the sum however far before the noun).
# (few phrasings: each balance noun multiplies out in every comparison's table, tests/test_tries.py)
BALANCE_SUM_OF = forms("sum|total of all? the|their? bank? account? balances")
BALANCE_NOUNS = forms(
    "total|combined bank balance",
    "total|combined bank balances",
    "total|combined bank account balances",
    "bank account? balances",
    "total|combined bank account balance",
    "total|combined balance",
    "bank balance",
    "balance|balances",
    "total|combined balance across all|their bank accounts",
    "balance across|over all? their|his|her bank accounts",  # ('the largest balance across their bank accounts', a22x)
    # ('What is that person's combined balance across all of their bank accounts?', a22v; 'the total balance across all
    # of that person's bank accounts', a22z)
    "total|combined? balance across|over all of their|his|her|the? bank accounts",
    "total|combined balance across all their bank accounts",
    "total|combined balance over all|their bank? accounts",  # ('the biggest total balance over all bank accounts')
    "total|combined balance of all the? bank accounts",  # ('the higher total balance of all bank accounts', a21x)
    "total|combined balance of all of the bank accounts",  # ('the total balance of all of o's bank accounts', a31m)
    "total|combined balance over all their bank? accounts",
    # ('the smallest combined bank balance across all their accounts', a20y: a balance's accounts are bank accounts)
    "total|combined bank balance across|over all? their bank? accounts",
    "sum of bank account? balances",
    # ('the biggest sum of bank balance', 'what is this person's sum of bank balance?', a24y: the plural -s left out)
    "sum of bank account? balance",
    "account balances",
    "bank total|totals",  # 'Bank total for S?'
    "total|combined? savings",  # (bank accounts have no kind: a person's savings are all their balances)
    "total|combined savings across|in all? their? bank? accounts",
    "total|combined|overall money in the bank",
    # ('which person has bigger total money in bank accounts?', a24y: the money said by where it is, as a balance)
    "total|combined|overall money in|across all? their|his|her|the? bank accounts",
    # formal English (a18x): 'the greatest aggregate bank balance', 'the aggregate balance held across all bank accounts',
    # 'the combined aggregate' of a person's balances (each person's own accounts added, as 'total')
    "aggregate bank account? balance|balances",
    "aggregate balance|balances",
    "total|combined|aggregate balance|balances held across|in|over all? their|his|her? bank? accounts",
    "aggregate balance|balances across|in|over all? their|his|her? bank? accounts",
    "combined aggregate bank? balance?",
    # ('the one with the largest total held across bank accounts', a19y)
    "total|sum|amount held|kept across|in|over all? their|his|her? bank accounts",
    # ('who has the largest combined bank holdings?', 'the wealthiest bank holdings combined', a25y: the money in their
    # banks; only with a word for the sum: 'the largest bank holdings' could be one account's, as 'bank balances')
    "total|combined bank holdings", "bank holdings combined|together|altogether",
    # a British setter's (a25z): 'the larger bank balances in total', 'the greater sum across all bank accounts', 'the
    # sum held across all the bank accounts of P' (each person's own accounts, as 'total' above)
    "bank account? balances in total",
    "sum across all their? bank accounts", "sum|total held? across all the bank accounts",
)
# ... and those said as what is added, read where a balance is ranked or named as a measure (not in comparatives, whose
# tables each balance noun multiplies: 'has a larger total bank balance' says it)
# ... and a person's savings said with a word of the sum ('the total bank savings of S', 'the larger savings across all
# their bank accounts', a33j: 'all' says the sum): balance nouns read where a balance is named (grammar.BALANCE_NOUN)
# or ranked (BALANCE_SUM_NOUNS), not in BALANCE_NOUNS, which every comparison multiplies out
BALANCE_SAVINGS = forms("total|combined bank savings", "savings across|in|over all their|his|her? bank? accounts")
BALANCE_SUM_NOUNS = BALANCE_SUM_OF + BALANCE_SAVINGS + forms(
    # ('the largest sum of the balances of their bank accounts', 'the greatest summed balances', e31a)
    "sum|total of the balances of|in all? their bank accounts", "summed bank? balances",
    # ('the highest total balance across their accounts', a32p: a balance's accounts are bank accounts)
    "total|combined balance across all|their accounts",
    # ('the person with the highest total bank balance across all accounts among residents of ...', a33e)
    "total|combined bank balance across|over all the? bank? accounts",
    # ('the 2 people with the lowest total balances in G', c38p: ranked only; each balance noun multiplies comparisons)
    "total|combined balances")
# ('paycheck', 'wage': what a person is paid, so PAY_WORDS: withdrawn when their latest job or all jobs added differ)
SALARY_NOUNS = forms("salary", "pay", "paycheck|paycheque|wage|wages", "pay check|cheque|packet")
BEST_SALARY = forms("best|top salary|pay")  # 'the best salary': the highest (a salary has no other 'best')
WORST_SALARY = forms("worst salary|pay")
BIRTH_NOUNS = forms("date of birth", "birth date", "birthdate", "dob", "born date")
# A birth date compared after 'whose ... is': only a word of time says which way ('whose birth date is later: A or B?'
# is the younger); 'higher' or 'bigger' of a date could be either way, and of an age the opposite.
BIRTH_LATER: dict[Order, Said] = {Order.HIGH: forms("the? later", "the? more recent", "the? newer"),
                                  Order.LOW: forms("the? earlier", "the? sooner")}
VEHICLE_YEAR_NOUNS = forms("vehicle|car year", "vehicle|car model year")

HIGHEST = forms("highest|largest|greatest|biggest")
# (not 'in their bank account': one account of several; p12x #12)
MONEY_WHERE = forms("in the bank", "in their|his|her|the? bank accounts", "across their|his|her|all? bank accounts",
                    "banked", "saved", "on|at the bank", "on their|his|her|the? bank accounts",  # ('on': non-native)
                    # (a sum said before the accounts, e41g: 'the most money summed across their bank accounts', 'the
                    # most money in total across their bank accounts')
                    "across|over all their|his|her|the? bank? accounts",
                    "summed|combined|altogether|overall|pooled|held|kept across|in|over all? their|his|her|the bank? "
                    "accounts",
                    "in total|all across|in|over all? their|his|her|the bank? accounts")
# Which end of a measure wins, said after it: 'by number of pets (most wins)', 'by salary, highest first'.
ENDS: dict[Order, Said] = {
    Order.HIGH: forms("most|highest|largest|greatest|biggest|more|higher|larger|bigger|greater"),
    Order.LOW: forms("fewest|lowest|least|smallest|fewer|lower|less|smaller"),
}
# ... an age's ends, said after it ('breaking ties by age, oldest first', 'by age (youngest first)', e38k): the earliest
# birth date is the oldest (grammar._tie_key)
AGE_ENDS: dict[Order, Said] = {Order.LOW: forms("oldest|eldest|older"), Order.HIGH: forms("youngest|younger")}
END_WINS = forms("wins|win|first", "is|are better|preferred", "preferred|ranks|goes first?",
                 # ('..., more being better', '..., the larger value winning each time': the end that wins after its measure)
                 "being better|preferred", "winning", "wins|winning each|every time", "being better|preferred each|every time",
                 "first each|every time", "wins|winning in each case", "being better in each case")
LOWEST = forms("lowest|smallest")
# Words said only of an amount of money, never of a count: 'the fattest bank balance', 'the slimmest balance'.
FATTEST = forms("fattest|heftiest|plumpest|juiciest|healthiest|richest|wealthiest|fullest",
                "most substantial|sizable|sizeable")
SLIMMEST = forms("slimmest|thinnest|leanest|skinniest|weakest|emptiest", "most meagre|meager|modest")
MOST_COUNT = forms("most", "largest|greatest|highest number of", "biggest|maximum number of", "most number of",
                   "largest|greatest|highest|biggest|maximum count of")
FEWEST_COUNT = forms("fewest", "smallest|lowest|least number of", "least", "minimum|fewest number of",
                     "smallest|lowest|minimum count of")


def _expiring(noun: str) -> Said:
    """'the <noun> that expires first', '... expiring soonest', '... with the earliest expiration date' (patterns)."""
    return tuple(f"{noun} {rest}" for rest in (
        "that|which expires|expire|ends|end|lapses|lapse first|soonest|earliest",
        "that|which runs|run out first|soonest|earliest",
        "that|which will expire|end|lapse first|soonest|earliest", "that|which will run out first|soonest|earliest",
        "that|which is|are expiring|ending|lapsing first|soonest|earliest",
        "that|which is|are due to expire first|soonest|earliest",
        "expiring|ending|lapsing first|soonest|earliest", "due to expire first|soonest|earliest",
        "with the earliest|soonest|first|nearest expiry|expiration|end date?", "closest|nearest to expiring|expiry|expiration",
        "that|which is|are closest|nearest to expiring|expiry|expiration"))


def _count_phrases(noun: Noun, leads: Said) -> Said:
    """'most pets', 'largest number of pets' ...; and 'highest pet count' (the singular noun, then 'count')."""
    counted = HIGHEST + ("maximum",) if leads is MOST_COUNT else LOWEST + ("minimum",)
    return (tuple(f"{lead} {word}" for lead in leads for word in noun.plural)
            + tuple(f"{lead} {word} count" for lead in counted for word in noun.singular))


# A ranking as a noun phrase after "with the" / "has the": Key -> phrasings (without "the").
RANK_NOUNS: dict[Key, Said] = {
    **{Key(r, Order.HIGH): _count_phrases(n, MOST_COUNT) for r, n in RECORD_NOUNS.items()},
    **{Key(r, Order.LOW): _count_phrases(n, FEWEST_COUNT) for r, n in RECORD_NOUNS.items()},
    Key(Metric.BALANCE, Order.HIGH): tuple(f"{h} {b}" for h in HIGHEST + FATTEST for b in BALANCE_NOUNS)
    + tuple(f"{h} {b}" for h in HIGHEST for b in BALANCE_SUM_NOUNS)
    + tuple(f"most {m} {w}" for m in ("money", "cash", "funds") for w in MONEY_WHERE) + forms("most money|cash|funds")
    + forms("greatest|most wealth")
    + forms("largest|greatest|biggest|highest amount of money"),
    Key(Metric.BALANCE, Order.LOW): tuple(f"{h} {b}" for h in LOWEST + SLIMMEST for b in BALANCE_NOUNS)
    + tuple(f"{h} {b}" for h in LOWEST for b in BALANCE_SUM_NOUNS)
    + tuple(f"least {m} {w}" for m in ("money", "cash", "funds") for w in MONEY_WHERE) + forms("least money|cash|funds")
    + forms("least wealth")
    + forms("smallest|lowest|least amount of money"),
    Key(Metric.SALARY, Order.HIGH): tuple(f"{h} {s}" for h in HIGHEST for s in SALARY_NOUNS) + BEST_SALARY
    + forms("highest-paying|best-paying|top-paying job", "highest|best|top paying job",
            "highest-paid|best-paid|top-paid job", "highest|best|top paid job"),
    Key(Metric.SALARY, Order.LOW): tuple(f"{h} {s}" for h in LOWEST for s in SALARY_NOUNS) + WORST_SALARY
    + forms("lowest-paying|worst-paying job", "lowest|worst paying job", "lowest-paid|worst-paid job",
            "lowest|worst paid job"),
    Key(Metric.DOB, Order.LOW): tuple(f"earliest|oldest {b}" for b in BIRTH_NOUNS),
    Key(Metric.DOB, Order.HIGH): tuple(f"{w} {b}" for w in ("latest", "most recent") for b in BIRTH_NOUNS),
    # a person's vehicle year is their *earliest* one, so only "oldest" has a meaning
    Key(Metric.VEHICLE_YEAR, Order.LOW): forms("oldest vehicle|car|automobile", "earliest vehicle|car year",
                                               "earliest vehicle|car model year",
                                               "vehicle|car|automobile with the earliest|oldest model? year",
                                               # ('who owns the car of the earliest model year', a19y)
                                               "vehicle|car|automobile of the earliest|oldest model? year",
                                               # ('owns the vehicle having the earliest model year', a35f)
                                               "vehicle|car|automobile having|bearing the earliest|oldest model? year",
                                               "earliest|oldest model year", "oldest vehicle|car model",
                                               "oldest vehicle|car model year",  # (a21y: 'w/ oldest car model year')
                                               "oldest vehicle|car|automobile by|in model? year",
                                               # (a22x: 'the person owning the oldest model-year vehicle')
                                               "oldest|earliest model-year vehicle|car|automobile",
                                               # (a24v: 'the person with the earliest-model-year vehicle')
                                               "oldest-model-year|earliest-model-year vehicle|car|automobile",
                                               "oldest|earliest model year vehicle|car|automobile",
                                               "vehicle|car|automobile with the earliest|oldest model-year",
                                               # (a top N's, each one's oldest: 'the 2 people with the oldest
                                               # vehicles', e44s)
                                               "oldest vehicles|cars|automobiles"),
    # a person's job start is their *latest* one, so only "most recent" has a meaning
    Key(Metric.JOB_START, Order.HIGH): forms("most recent employment|job start date?", "latest employment|job start date?",
                                             # the job named current ('the most recent current job start', a22x;
                                             # 'most recent current-job start date', a21y)
                                             *(f"{w} current|present employment|job start date?"
                                               for w in ("most recent", "latest|newest")),
                                             *(f"{w} current-job|present-job start date?"
                                               for w in ("most recent", "latest|newest")),
                                             "most recent start date", "latest start date",
                                             "most recent hire|hiring date", "latest|newest hire|hiring date",
                                             "most recent date of hire", "latest|newest date of hire",
                                             "most recent employment|job", "latest|newest employment|job",
                                             # 'the latest start date for their current job' (the job held now)
                                             *(f"{w} employment|job? start date for|at|of|in their|his|her|the|that? "
                                               "current|present|latest? job|employment|position|role|employer"
                                               for w in ("most recent", "latest|newest")),
                                             # ('most recent start at their current job', e47c: the date left out)
                                             *(f"{w} start at|in their|his|her|the current|present job|employment|"
                                               "position|role|employer" for w in ("most recent", "latest|newest"))),
    # the one who has been at their current job the longest: the earliest *current* job start
    Key(Metric.JOB_START, Order.LOW): forms("earliest|oldest current|present employment|job start date?",
                                            "earliest|oldest employment|job? start date for|at|of|in their|his|her|the "
                                            "current|present job|employment|position|role|employer",
                                            "longest time|tenure at|in|with their|his|her? current|present job|employer",
                                            "longest time|tenure in their|his|her? current|present employment"),
    # a person's expiry is their *earliest* one, so only "first" has a meaning
    Key(Metric.POLICY_EXPIRY, Order.LOW): forms("earliest|soonest|first|nearest insurance? policy expiry|expiration date?",
                                                "earliest|soonest|first|nearest insurance|coverage expiry|expiration date?",
                                                "soonest|first expiring insurance? policy",
                                                *_expiring("insurance? policy"),
        "soonest-expiring|first-expiring|earliest-expiring insurance? policy",
        "soonest-expiring|first-expiring|earliest-expiring insurance",
        "first|soonest insurance? policy to expire|lapse|end", "first|soonest insurance? policy to run out"),
    Key(Metric.CARD_EXPIRY, Order.LOW): forms("earliest|soonest|first|nearest credit? card expiry|expiration date?",
                                              "soonest|first expiring credit? card",
                                              *_expiring("credit? card"),
        "soonest-expiring|first-expiring|earliest-expiring credit? card",
        "first|soonest credit? card to expire|lapse|end", "first|soonest credit? card to run out"),
}
# ('holds the greatest such aggregate balance': the measure said before it, named again in full, a18x)
RANK_NOUNS[Key(Metric.BALANCE, Order.HIGH)] += tuple(f"{h} such {b}" for h in HIGHEST for b in BALANCE_NOUNS
                                                     if b.split()[0] in ("total", "aggregate", "combined"))
# Expand "a|b" written inside the f-strings above.
RANK_NOUNS = {key: forms_of(phrases) for key, phrases in RANK_NOUNS.items()}

# A ranking as a superlative adjective: "the oldest person", "who is the richest", "the 3 richest people".
RANK_ADJECTIVES: dict[Key, Said] = {
    Key(Metric.DOB, Order.LOW): forms("oldest", "eldest", "elder", "earliest-born", "most elderly", "most aged", "oldest-aged",
                                      "most|highest senior|advanced in|by age", "greatest|highest in age",
                                      "senior-most in|by age", "most old", "most oldest|eldest"),  # (a double superlative,
    Key(Metric.DOB, Order.HIGH): forms("youngest", "latest-born", "youngest-aged", "least aged", "least old", "most young",
                                       "most recently born", "last-born", "latest born", "last born", "most youngest"),
    Key(Metric.BALANCE, Order.HIGH): forms("richest", "wealthiest", "most wealthy|affluent|rich", "most well-off|prosperous",
                                           "best-off", "best off", "most richest|wealthiest",  # as non-native authors write)
                                           # spoken: 'the most loaded', 'the most moneyed', 'the most well-to-do'
                                           "most loaded|moneyed|well-to-do|well-heeled|flush", "best-heeled"),
    Key(Metric.BALANCE, Order.LOW): forms("poorest", "least wealthy|rich|affluent", "least well-off|prosperous", "worst-off",
                                          "worst off", "most poorest", "most broke", "brokest",
                                          "least loaded|moneyed|well-to-do|well-heeled"),
    Key(Metric.SALARY, Order.HIGH): forms("highest-paid|best-paid|top-paid", "highest|best|top paid",
                                          "highest-salaried|best-salaried|top-salaried", "highest|best|top salaried"),
    Key(Metric.SALARY, Order.LOW): forms("lowest-paid|worst-paid", "lowest|worst paid", "lowest-salaried|worst-salaried",
                                         "lowest|worst salaried"),
    # (not a bare 'newest' / 'latest': 'the newest resident of Ohio', 'the newest dog owner' say nothing of a job, q12w #2;
    # 'the newest hire / employee' are RANK_PERSON_NOUNS)
    Key(Metric.JOB_START, Order.HIGH): forms("most recently hired", "last-hired",
                                             "newest|latest at|in their|his|her current|present? job|position|role",
                                             "most recent at|in their|his|her current|present? job|position|role"),
    # a compound of a record noun and a superlative, written as one word: 'the most-cars person' ('the pet-richest' could
    # also be the richest pet owner: UNSUPPORTED, p12y #8)
    **{Key(r, Order.HIGH): tuple(dict.fromkeys(f"most-{w.replace(' ', '-')}" for w in n.plural))
       for r, n in RECORD_NOUNS.items() if r is not Records.INSURANCE_POLICIES},
    **{Key(r, Order.LOW): tuple(f"fewest-{w.replace(' ', '-')}" for w in n.plural)
       for r, n in RECORD_NOUNS.items() if r is not Records.INSURANCE_POLICIES},
}
# ... and of policies, the plural said ('the most-policies person', 'the fewest-insurance-policies one', e47s; not
# 'most-insurance', which could be the most insured)
RANK_ADJECTIVES[Key(Records.INSURANCE_POLICIES, Order.HIGH)] = forms("most-policies", "most-insurance-policies")
RANK_ADJECTIVES[Key(Records.INSURANCE_POLICIES, Order.LOW)] = forms("fewest-policies", "fewest-insurance-policies")
# ... and 'the maximum-vehicles person', 'the max-pets resident', 'the minimum-cards one' (as a non-native author writes)
for _r, _n in RECORD_NOUNS.items():
    if _r is not Records.INSURANCE_POLICIES:
        RANK_ADJECTIVES[Key(_r, Order.HIGH)] += tuple(dict.fromkeys(f"{lead}-{w.replace(' ', '-')}" for lead in ("maximum", "max")
                                                                    for w in _n.plural))
        RANK_ADJECTIVES[Key(_r, Order.LOW)] += tuple(dict.fromkeys(f"{lead}-{w.replace(' ', '-')}" for lead in ("minimum", "min")
                                                                   for w in _n.plural))
# a compound of a salary or a vehicle's age: 'the highest-salary resident', 'the oldest-vehicle person'
RANK_ADJECTIVES[Key(Metric.SALARY, Order.HIGH)] += forms("highest-salary|top-salary|best-salary|biggest-salary|largest-salary",
                                                         "highest-earning|top-earning|best-earning",
                                                         "highest|top|best earning")
RANK_ADJECTIVES[Key(Metric.SALARY, Order.LOW)] += forms("lowest-salary|smallest-salary|worst-salary",
                                                        "lowest-earning|lowest earning")
RANK_ADJECTIVES[Key(Metric.VEHICLE_YEAR, Order.LOW)] = forms("oldest-vehicle|oldest-car|oldest-automobile")
# ... and of the total bank balance ('the highest-total-bank-balance resident', a14x; only with 'total': a bare
# 'highest-balance' could be one account's)
RANK_ADJECTIVES[Key(Metric.BALANCE, Order.HIGH)] += forms(
    "highest-total-bank-balance|largest-total-bank-balance|biggest-total-bank-balance|top-total-bank-balance",
    "highest-total-balance|largest-total-balance|biggest-total-balance|top-total-balance")
RANK_ADJECTIVES[Key(Metric.BALANCE, Order.LOW)] += forms(
    "lowest-total-bank-balance|smallest-total-bank-balance|lowest-total-balance|smallest-total-balance")

# A ranking as a verb phrase after "who": besides "has|owns the <rank noun>" and "is the <adjective>".
RANK_VERBS: dict[Key, Said] = {
    Key(Metric.SALARY, Order.HIGH): forms("earns|earn|makes|make the most", "is|are paid the most|best",
                                          "gets|get paid the most|best",  # ('the one who gets paid the most', a23y)
                                          "earns|earn|makes|make the most money",
                                          # ('go with whoever makes the most money in salary', a22z)
                                          "earns|earn|makes|make the most money? in salary|pay|wages",
                                          "earns|earn|makes|make|draws|draw|gets|get the highest|largest|biggest|top salary|pay",
                                          # ('who is paid the highest salary', a22v)
                                          "is|are paid the highest|largest|biggest|top salary|pay",
                                          # ('which of them makes the most salary?', c39p, e41g)
                                          "earns|earn|makes|make|draws|draw|gets|get the most salary|pay|wages"),
    Key(Metric.SALARY, Order.LOW): forms("earns|earn|makes|make the least", "is|are paid the least|worst",
                                         "earns|earn|makes|make the least money? in salary|pay|wages",
                                         "gets|get paid the least|worst",
                                         "earns|earn|makes|make|draws|draw|gets|get the lowest|smallest salary|pay",
                                         "is|are paid the lowest|smallest salary|pay"),
    Key(Metric.BALANCE, Order.HIGH): forms("has|have the most money in the bank"),
    Key(Metric.DOB, Order.LOW): forms("was|were born first|earliest", "was|were born the first|earliest",
                                      "has|have been alive|around the? longest",
                                      "was|were born before everyone|anyone|everybody|anybody else?",
                                      "was|were born before all the? others|rest",
                                      "was|were the first|earliest to be born", "came|come into the world first"),
    Key(Metric.VEHICLE_YEAR, Order.LOW): forms("drives|drive the oldest vehicle|car|automobile",
                                               "drives|drive the vehicle|car|automobile with the earliest|oldest model? year"),
    Key(Metric.DOB, Order.HIGH): forms("was|were born last|latest", "was|were born most recently",
                                       "was|were born after everyone|anyone|everybody|anybody else?",
                                       "was|were born after all the? others|rest",
                                       "was|were born the last|latest", "was|were the last|latest to be born"),
    Key(Metric.JOB_START, Order.HIGH): forms(
        "started|began their|his|her current|present? employment|job most recently|lately",
        # (a23w: 'commenced that current employment most recently', '... on the latest date')
        "started|began that current|present employment|job most recently|lately",
        "started|began their|his|her|that current|present? employment|job on the latest date",
        "started|began their|his|her|that current|present? employment|job on the most recent date",
        # ('present', a19y; 'the', a21x; 'started the current job the latest', a34n, as 'the earliest' of the first)
        "started|began their|his|her|the current|present employment|job the? last|latest",
        "start|begin|started|began the current|present|latest employment|job most recently|lately",
        "start|begin|started|began the current|present|latest employment|job the most recently",  # (a28z)
        # ('who started their current job the most recently', 'who has the most recent start date on their current
        # job', a23y)
        "started|began their|his|her current|present? employment|job the most recently|lately",
        "has|have the most recent start date on|at|for|in their|his|her current|present? employment|job",
        "start|begin|started|began the employment|job|position|role most recently|lately",
        "started|began their|his|her current|present|latest? position|role most recently|lately",
        "started|began working at|in|for their|his|her current|present employer|company|job|position most recently|lately",
        "has|have worked|been at|in|with their|his|her current|present job|employer|position for the least|shortest time",
        "was|were the last|latest to be hired|employed", "was|were hired the most recently|latest|last",
        "started|began working at|in their|his|her current? employment|job most recently|lately",
        "most recently started|began working at|in their|his|her current? employment|job",
        "most recently started|began their|his|her current? employment|job",
        "most recently started|began a|an new? employment|job",
        "started|began a|an new? employment|job most recently|lately",
        "has|have the most recent employment|job start date?",
        # the job itself ranked by its start ('who has the most recently started current job', a22v)
        "has|have|holds|hold the most recently started|begun current|present? employment|job|position",
        "was|were hired most recently|lately", "was|were most recently hired", "was|were hired last",
        "joined their|his|her current? employer|company|job|position|role most recently|lately",  # (a20x: job)
        "joined the current|present|latest employer|company|job|position|role most recently|lately",  # ('the', a23x)
        "joined their|his|her current? employer|company|job|position|role last|latest",
        "was|were the last|latest to join their|his|her current? employer|company",
        "was|were the most recent to join their|his|her current? employer|company",
        "most recently joined their|his|her current? employer|company|job|position|role",
        # the job they have now, named as such: 'got their latest job most recently', 'commenced their current employment ...'
        "started|began their|his|her latest|newest job|employment|position most recently|lately",
        "started|began at|in their|his|her current|present|latest job|position|company|employer|role most recently|lately",
        "was|were|is|are the latest|last to start|begin their|his|her current|present job",
        # ('who was the most recent to start their current job'; 'that job' after 'who started their current job in
        # 2021' is read as theirs by tokens._started_again, c38n-held-33)
        *(f"was|were|is|are the {last} one|person? to {verb} their|his|her|the current|present? {job}"
          for last in ("last|latest", "most recent") for verb, job in (("start|begin|join", "job|employment|position|role"),
                                                                      ("take up", "job|position|role"))),
        "got|get hired most recently|last",
        "has|have been at|in|with their|his|her current|present job|employer|position for the shortest time",
        "been at|in|with their|his|her current|present job|employer|position|role for? the shortest|least time?",
        "has|have been at|in|with their|his|her current|present job|employer|position the shortest|least time?",
        "has|have the shortest tenure at|in|with their|his|her current|present job|employer",
        "has|have the latest|newest current|present job",
        "got|landed|took their|his|her current|latest|newest job|position most recently|lately",
        "commenced their|his|her current|present|latest employment|job|position most recently|lately",
        "took up their|his|her|the current|present|latest? job|position most recently|lately",
        "most recently commenced their|his|her current|present employment|job"),
    Key(Metric.JOB_START, Order.LOW): forms(
        "has|have been at|in|with their|his|her current|present job|employment|employer|position|role the? longest",
        "has|have been working at|in|for their|his|her current|present job|employer the? longest",
        "has|have worked at|in|for their|his|her current|present job|employer the? longest",
        "has|have held their|his|her current|present job|position|role the? longest",
        "has|have held their|his|her current|present job|position|role for the longest|longest time?",
        "has|have been employed at|in|with|by their|his|her current|present job|employer the? longest",
        "has|have been in their|his|her current|present position|role the? longest",
        "has|have the longest tenure at|in|with their|his|her current|present job|employer",
        "started|began their|his|her|the current|present job|employment|position the? earliest|first",
        "started|began their|his|her current|present job|employment|position longest ago",
        "started|began at|in their|his|her current|present job|position the? earliest|first",
        # (the job named current: 'took up their job earliest' could be their first job ever)
        "took up their|his|her|the current|present job|position the? earliest|first",
        "took up their|his|her|the current|present job|position longest ago",
        # (the job named current: 'the first to start their job' could be their first job ever)
        "was|were|is|are the first|earliest one|person? to start|begin|join their|his|her|the "
        "current|present job|employment|position|role",
        "was|were|is|are the first|earliest one|person? to take up their|his|her|the current|present job|position|role"),
    Key(Metric.POLICY_EXPIRY, Order.LOW): forms(
        "has|have|holds|hold the insurance policy that expires|expire|ends|end|lapses|lapse first|soonest|earliest",
        "has|have|holds|hold the insurance policy that expires|expire|ends|end|lapses|lapse the first|soonest|earliest",
        "has|have|holds|hold a|an|the? insurance? policy|coverage that|which expires|expire|ends|end|lapses|lapse "
        "first|soonest|earliest",
        "has|have|holds|hold a|an|the? insurance that|which expires|expire|ends|end|lapses|lapse first|soonest|earliest",
        "has|have|holds|hold a|an|the? insurance? policy|coverage that|which runs|run out first|soonest|earliest",
        "has|have|holds|hold a|an|the? insurance that|which runs|run out first|soonest|earliest",
        "has|have the insurance policy that runs|run out first|soonest|earliest",
        "has|have the insurance policy that is|are due to expire|end|lapse first|soonest|earliest",
        "has|have an insurance policy expiring the? first|soonest|earliest",
        "has|have the first|soonest|earliest expiring insurance? policy"),
    Key(Metric.CARD_EXPIRY, Order.LOW): forms(
        "has|have|holds|hold the credit? card that expires|expire first|soonest|earliest",
        "has|have|holds|hold the credit? card that expires|expire the first|soonest|earliest",  # (a35t)
        "has|have|holds|hold a|the? credit? card that|which expires|expire|ends|end|lapses|lapse first|soonest|earliest",
        "has|have|holds|hold a|the? credit? card that|which runs|run out first|soonest|earliest",
        "has|have the credit? card that runs|run out first|soonest|earliest",
        "has|have the credit? card that is|are due to expire first|soonest|earliest",
        "has|have a credit? card expiring the? first|soonest|earliest",
        "has|have the first|soonest|earliest expiring credit? card"),
}
# A count's leader said as a verb: 'who tops the vehicle count', 'leads the credit-card tally'.
RANK_VERBS |= {Key(r, Order.HIGH): RANK_VERBS.get(Key(r, Order.HIGH), ()) + tuple(
    f"tops|top|leads|lead the {w} count|tally" for w in dict.fromkeys((*n.singular, *(w.replace(" ", "-") for w in n.singular))))
    for r, n in RECORD_NOUNS.items() if r in (Records.PETS, Records.VEHICLES, Records.CREDIT_CARDS,
                                              Records.INSURANCE_POLICIES, Records.INTERNET_ACCOUNTS, Records.BANK_ACCOUNTS)}
RANK_VERBS = {key: forms_of(phrases) for key, phrases in RANK_VERBS.items()}

# After "whose": "whose insurance policy expires first".
# the money in a person's bank accounts said with a verb ('whose bank accounts hold the most money altogether', 'whose
# balances add up to the largest sum'), and a word that it is summed (all accounts are, said or not)
_SUMMED_ = ("", " in total", " altogether", " in all", " combined")
_MONEY_VERBS_ = ("hold|contain|total|have|carry", "come|amount to", "add|sum up to")
_MONEY_HELD_ = ("bank accounts|balances", "balances")  # ('accounts' alone could be internet accounts)
RANK_WHOSE: dict[Key, Said] = {
    Key(Metric.POLICY_EXPIRY, Order.LOW): forms("insurance? policy expires|expire the? first|soonest|earliest",
                                                "insurance expires|expire the? first|soonest|earliest",
                                                # a learner's comparative for the first of a group ('For people
                                                # living in X, whose insurance policy expires more soon?', a18y)
                                                "insurance? policy expires|expire sooner|earlier",
                                                "insurance expires|expire sooner|earlier",
                                                "insurance will expire|end|lapse the? first|soonest|earliest",
                                                "insurance? policy will expire the? first|soonest|earliest",
                                                "insurance? policy is the? first|earliest|soonest to expire|lapse",
                                                "insurance? policy is the? first|earliest|soonest to run out",
                                                "insurance? policy expiry|expiration date? is the? earliest|soonest",
                                                "insurance? policy is|was set|scheduled|going to expire first|soonest|earliest",
                                                "insurance? policy will be the first to expire",
                                                "insurance? policy is|was due to expire|end|lapse the? first|soonest",
                                                "insurance? policy is|was due to expire|end|lapse the? earliest",
                                                "insurance? policy runs|run out the? first|soonest|earliest",
                                                "insurance? policy will run out the? first|soonest|earliest",
                                                "insurance? policy ends|end|lapses|lapse the? first|soonest|earliest",
                                                "insurance? coverage expires|expire|ends|lapses the? first|soonest|earliest",
                                                "insurance? policy is|are expiring|ending|lapsing the? first|soonest|earliest",
                                                "insurance is|are expiring|ending|lapsing the? first|soonest|earliest",
                                                "insurance|coverage runs|run out the? first|soonest|earliest",
                                                "insurance|coverage will run out the? first|soonest|earliest",
                                                "insurance|coverage will end|lapse the? first|soonest|earliest",
                                                "insurance? policy|coverage will end|lapse the? first|soonest|earliest",
                                                "insurance? policy is|are closest|nearest to expiring|expiry|expiration",
                                                "insurance is|are closest|nearest to expiring|expiry|expiration",
                                                "insurance? policy is|are about to expire|lapse first|soonest",
                                                "insurance is|are about to expire|lapse first|soonest",
                                                # the record among a person's others ('whose insurance policies
                                                # include the one with the earliest expiry date', a21z)
                                                "insurance? policies include|includes the one|policy with the "
                                                "earliest|soonest|first expiry|expiration|end date?",
                                                "insurance? policies include|includes the one|policy that|which "
                                                "expires|ends|lapses first|soonest|earliest"),
    Key(Metric.CARD_EXPIRY, Order.LOW): forms("credit? card expires|expire the? first|soonest|earliest",
                                              "credit? card will expire the? first|soonest|earliest",
                                              "credit? card is the? first|earliest|soonest to expire",
                                              "credit? card is the? first|earliest|soonest to run out",
                                              "credit? card expiry|expiration date? is the? earliest|soonest",
                                              "credit? card is|was set|scheduled|going to expire first|soonest|earliest",
                                              "credit? card will be the first to expire",
                                              "credit? card is|was due to expire the? first|soonest|earliest",
                                              "credit? card runs|run out the? first|soonest|earliest",
                                              "credit? card is|are expiring|ending the? first|soonest|earliest",
                                              "credit? card ends|end|lapses|lapse the? first|soonest|earliest",
                                              "card is|are the? soonest|first|earliest to expire|lapse|end",
                                              "credit? card expiry|expiration date comes|is first|earliest|soonest",
                                              "credit? card is|are closest|nearest to expiring|expiry|expiration",
                                              "credit? card is|are about to expire|lapse first|soonest",
                                              "credit? card is|are about to run out first|soonest",
                                              "credit? card will run out the? first|soonest|earliest",
                                              "credit? card will end|lapse the? first|soonest|earliest",
                                              "credit? cards include|includes the one|card with the "
                                              "earliest|soonest|first expiry|expiration|end date?",
                                              "credit? cards include|includes the one|card that|which "
                                              "expires|ends|lapses first|soonest|earliest",
                                              ),
    Key(Metric.JOB_START, Order.HIGH): forms("current? employment|job started|began most recently",
                                             "current|present|latest? employment|job is the newest|latest",
                                             "current|present|latest? employment|job is the most recent",
                                             "most recent|latest|current job|employment started|began latest|last",
                                             "most recent|latest|current job|employment started|began most recently",
                                             "latest|newest|current|present job|employment started|began most recently",
                                             "latest|newest job|employment started|began the? latest|last",
                                             "most recent job|employment started|began most recently|latest|last",
                                             "current? employment|job started|began the? latest|last",
                                             "current? employment|job start date is the? most recent",
                                             "current? employment|job start date is the? latest",
                                             # ('... whose current job started in 2022, whose start date is the most
                                             # recent?', a22x: a person's only start date is a job's)
                                             "start|hire|hiring date is the? most recent",
                                             "start|hire|hiring date is the? latest",
                                             "current|present|latest? employment|job has the latest start date",
                                             "current|present|latest? employment|job has the most recent start date",
                                             # a learner's comparative for the first of a group, as 'expires sooner'
                                             # above ('Between G, whose current job started more recently?', a18y)
                                             "current|present? employment|job started|began more recently",
                                             "current|present? employment|job is the one that|which started|began "
                                             "more|most recently",
                                             "current|present? employment|job started|began the most recently",
                                             # ('whose current employment commenced on the latest date', a35f)
                                             "current|present employment|job started|began on the latest|last date",
                                             "current|present employment|job started|began on the most recent date"),
    Key(Metric.JOB_START, Order.LOW): forms("current|present employment|job started|began the? earliest|first",
                                            "current|present employment|job start date is the? earliest|oldest",
                                            "current|present employment|job started|began on the earliest|first date"),
    Key(Metric.VEHICLE_YEAR, Order.LOW): forms("vehicle|car|automobile is|was the oldest",
                                               # ('whose vehicle is the oldest by model year?', a37k)
                                               "vehicle|car|automobile is|was the oldest by|in model? year",
                                               "vehicle|car|automobile is|was the oldest in terms of model? year",
                                               "vehicle|car|automobile is|was the earliest model",
                                               "vehicle|car|automobile is|was the oldest model",
                                               "vehicle|car|automobile has the earliest|oldest model? year",
                                               # (a person's vehicle year is their oldest one's: 'whose oldest
                                               # vehicle has the earliest model year', a19y)
                                               "oldest vehicle|car|automobile has the earliest|oldest model? year",
                                               "oldest vehicle|car|automobile is of the earliest|oldest model? year",
                                               "vehicle|car|automobile model? year is the? earliest|oldest",
                                               # (the year said the vehicle's: 'the one whose vehicle's model year is
                                               # earliest', 'whose car's year is the oldest', e38k)
                                               "vehicle's|car's|automobile's model? year is|was the? earliest|oldest",
                                               "vehicle's|car's|automobile's model? year comes first|earliest",
                                               "vehicle|car|automobile was made|built|manufactured the? earliest|first",
                                               "oldest vehicle|car|automobile is the oldest",
                                               # (a top N's: 'the 3 of them whose vehicles are the oldest', e44s)
                                               "vehicles|cars|automobiles are|were the oldest"),
    Key(Metric.BALANCE, Order.HIGH): tuple(f"{b} is the? highest|largest|greatest|biggest" for b in BALANCE_NOUNS)
    + forms("bank accounts hold|contain|have the most money|cash",
            "bank accounts hold|contain|have the most money|cash in total",
            "bank accounts hold|contain the most", "bank accounts hold|contain the most in total|altogether",
            "bank accounts add|sum up to the most", "bank accounts total the most",
            # ('the one whose bank accounts carry the highest aggregate balance', a23z)
            "bank accounts carry|hold|have|show the highest|largest|greatest|biggest aggregate|combined|total? balance",
            *(f"{who} {verb} the most money|cash?{tail}" for who in _MONEY_HELD_ for verb in _MONEY_VERBS_ for tail in _SUMMED_),
            *(f"{who} {verb} the greatest|largest|biggest|highest sum|amount|total{tail}"
              for who in _MONEY_HELD_ for verb in _MONEY_VERBS_ for tail in _SUMMED_),
            # ('the person whose bank accounts add up to the highest total balance', e47c)
            *(f"{who} {verb} the greatest|largest|biggest|highest total|combined|overall? balance|figure{tail}"
              for who in _MONEY_HELD_ for verb in _MONEY_VERBS_ for tail in _SUMMED_)),
    Key(Metric.SALARY, Order.HIGH): forms("salary|pay is the? highest|largest|biggest"),
    Key(Metric.SALARY, Order.LOW): forms("salary|pay is the? lowest|smallest"),
    Key(Metric.BALANCE, Order.LOW): tuple(f"{b} is the? lowest|smallest" for b in BALANCE_NOUNS)
    + forms("bank accounts hold|contain|have the least money|cash",
            "bank accounts hold|contain|have the least money|cash in total",
            "bank accounts add|sum up to the least", "bank accounts total the least",
            "bank accounts carry|hold|have|show the lowest|smallest aggregate|combined|total? balance",
            *(f"{who} {verb} the least money|cash?{tail}" for who in _MONEY_HELD_ for verb in _MONEY_VERBS_ for tail in _SUMMED_),
            *(f"{who} {verb} the smallest|lowest sum|amount|total{tail}"
              for who in _MONEY_HELD_ for verb in _MONEY_VERBS_ for tail in _SUMMED_),
            *(f"{who} {verb} the smallest|lowest total|combined|overall? balance|figure{tail}"
              for who in _MONEY_HELD_ for verb in _MONEY_VERBS_ for tail in _SUMMED_)),
    Key(Metric.DOB, Order.HIGH): tuple(f"{b} is the? latest" for b in BIRTH_NOUNS)
    + tuple(f"{b} is the most recent" for b in BIRTH_NOUNS),
    Key(Metric.DOB, Order.LOW): tuple(f"{b} is the? earliest" for b in BIRTH_NOUNS)
    + tuple(f"{b} comes|is first" for b in BIRTH_NOUNS),
}
RANK_WHOSE = {key: forms_of(phrases) for key, phrases in RANK_WHOSE.items()}
# ... the money in a person's bank accounts said with a verb (totalled, held, added up), compared: after 'the one whose'
# in a tie rule ('the one whose bank accounts hold the greater sum in total', 'whose bank balances add up to the larger
# sum', 'whose bank accounts total the larger amount', a19y); RANK_WHOSE says its superlative.
WHOSE_MORE: dict[Key, Said] = {
    Key(Metric.BALANCE, order): forms(*(f"{who} {verb} {what}{tail}" for who in _MONEY_HELD_ for verb in _MONEY_VERBS_
                                        for tail in _SUMMED_
                                        # ('whose bank accounts add up to the bigger total balance', e43ap)
                                        for what in (f"{more} money|cash", more,
                                                     f"the {degree} sum|amount|total|figure|balance",
                                                     f"the {degree} total|combined|overall sum|amount|figure|balance")))
    # ('the person whose bank accounts carry the greater aggregate balance', a35f)
    + forms(f"bank accounts carry|hold|have|show the {degree} aggregate|combined|total? balance")
    for order, more, degree in ((Order.HIGH, "more", "greater|larger|bigger|higher"),
                                (Order.LOW, "less", "smaller|lower|lesser"))}
# 'whose' before a ranking of one's own, or a possessive wh-phrase: 'Among G, which person's policy expires first?'
WHOSE = forms("whose", "which|what person's|individual's|resident's|one's")
# ... or in two slots, a record with an expiry and its expiry said first ('whose insurance cover is the first to lapse',
# 'whose credit card has the soonest expiration'); a person's expiry is their first-expiring record's, so only 'first'.
EXPIRING_RECORDS: dict[Metric, Said] = {
    Metric.POLICY_EXPIRY: forms("insurance? policy|policies|coverage|cover", "insurance", "insurance policy|coverage|cover"),
    Metric.CARD_EXPIRY: forms("credit? card|cards")}
_FIRST = "first|soonest|earliest|nearest"
EXPIRES_FIRST = forms(f"expires|expire|ends|end|lapses|lapse|terminates|terminate the? {_FIRST}",
                      f"runs|run out the? {_FIRST}", f"will|would|is|are expire|end|lapse|terminate the? {_FIRST}",
                      f"will|would|is|are run out the? {_FIRST}",
                      f"is|are the? {_FIRST} to expire|end|lapse|terminate", f"is|are the? {_FIRST} to run out",
                      f"has|have the? {_FIRST} expiry|expiration|end|lapse|termination date?",
                      # ('whose insurance policy carries the earliest expiry date', a22x)
                      f"carries|carry|bears|bear|shows|show the? {_FIRST} expiry|expiration|end|lapse|termination date",
                      f"expiry|expiration|end|lapse date is|comes the? {_FIRST}")
# An expiry said to be still to come ('whose credit card will expire soonest', 'is going to expire first', 'is due to
# expire first', 'will be the first to expire', 'is expiring first', 'closest to expiring', 'the nearest expiration
# date', 'expires next'): the next record to expire from the day asked (r30 F1), a meaning the spec lacks (it ranks each
# person's earliest expiry on record, lapsed or not: upstream's and the generator's 'expires first', 'expires the
# soonest'). `ask` refuses an expiry ranking said so unless the question says expired records count (EXPIRED_COUNTED:
# 'whose policy will expire soonest? Policies which already expired also count.', a22y).
_AHEAD_VERBS = ("expire|end|lapse|terminate", "run out")
EXPIRY_AHEAD = forms(*(f"will|would|shall|'ll {v}" for v in _AHEAD_VERBS),
                     "will|would|shall|'ll be expiring|ending|lapsing", "will|would|shall|'ll be running out",
                     *(f"will|would|shall|'ll be the? first|soonest|earliest|next|nearest to {v}" for v in _AHEAD_VERBS),
                     *(f"going|due|set|scheduled|slated|about|poised|expected to {v}" for v in _AHEAD_VERBS),
                     "is|are|'s expiring|ending|lapsing|terminating", "is|are|'s running out",
                     "closest|nearest|closer|nearer|close|near to expiring|expiry|expiration|lapsing|ending|expire|lapse",
                     "closest|nearest|closer|nearer|close|near to running out", "closest|nearest|closer|nearer to its|their end",
                     "nearest|closest|next|upcoming|coming|approaching|impending expiry|expiration|end|lapse|termination",
                     "expiry|expiration|end date? is|comes the? nearest|closest|next",
                     "expires|expire|expiring|ends|end|ending|lapses|lapse|lapsing next", "runs|run|running out next",
                     *(f"next to {v}" for v in _AHEAD_VERBS), "yet|still to expire|lapse", "yet|still to run out")

# A ranking named bare, as tie-breakers are: "using total bank balance as a tiebreaker".
# Only where the direction is beyond doubt.
RANK_BARE: dict[Key, Said] = {
    Key(Metric.BALANCE, Order.HIGH): BALANCE_NOUNS + ("wealth",),  # ('wealth breaks ties': the money, all accounts)
    # ('if equal, go by salary', 'salary breaks ties', 'tie -> salary': the higher pay, as the money is the more of it;
    # a lead decision, e44a. The same guards as the balance: after a ranking won at the low end it is refused)
    Key(Metric.SALARY, Order.HIGH): SALARY_NOUNS,
}

# A measure's noun made an adverb, after a comparison that says its end: "makes more money salary wise" (not bare).
MEASURE_WISE = frozenset({"wise", "-wise"})

# A ranking as a participle after "the person"/"the one": "the one born first", "the person hired most recently".
RANK_PARTICIPLES: dict[Key, Said] = {
    Key(Metric.DOB, Order.LOW): forms("born first|earliest", "born the first|earliest"),
    Key(Metric.DOB, Order.HIGH): forms("born last|latest", "born most recently", "born the last|latest"),
    Key(Metric.JOB_START, Order.HIGH): forms("hired most recently|last", "most recently hired", "hired most recent|latest"),
    # what a person earns, as RANK_VERBS says it after 'who' ('the person earning the highest salary'; withdrawn when the
    # readings of a salary differ: PAY_WORDS)
    Key(Metric.SALARY, Order.HIGH): forms("earning|making the most", "earning|making the most money",
                                          "earning|making|drawing|getting|receiving the? highest|largest|biggest|top "
                                          "salary|pay",
                                          # a British setter's (a25z: 'the American Express cardholder on the highest
                                          # salary', 'take the resident on the highest salary')
                                          "on the highest|largest|biggest|best|top salary|pay"),
    Key(Metric.SALARY, Order.LOW): forms("earning|making the least",
                                         "earning|making|drawing|getting|receiving the? lowest|smallest salary|pay",
                                         "on the lowest|smallest|worst salary|pay"),
}

# A ranking as a person noun: "the top earner among ...".
RANK_PERSON_NOUNS: dict[Key, Said] = {
    Key(Metric.SALARY, Order.HIGH): forms("top|highest|biggest earner"),
    Key(Metric.JOB_START, Order.HIGH): forms("most recent hire|recruit", "latest|newest hire|recruit|employee",
                                             "most recent starter", "latest|newest starter"),  # (a24x)
    Key(Metric.SALARY, Order.LOW): forms("lowest earner"),
    # the owner of the most of a kind: 'the biggest pet owner', 'the top credit card holder'; a kind's leader or champion:
    # 'the credit card leader', 'the internet-account leader', 'the pet champion', 'the leader in vehicles' (not of bank
    # accounts: 'the top bank account holder' could be the richest)
    # ('the top credit-card holder', 'the top pet keeper': the noun hyphened, a keeper of pets)
    **{Key(r, Order.HIGH): tuple(f"{lead} {w} {who}" for lead in forms("biggest|top|largest|leading", "number one")
                                 for w in dict.fromkeys((*n.singular, *(w.replace(" ", "-") for w in n.singular)))
                                 for who in forms("owner|holder|collector") + (("keeper",) if r is Records.PETS else ()))
       + tuple(f"{w} {who}" for w in dict.fromkeys((*n.singular, *(w.replace(" ", "-") for w in n.singular)))
               for who in forms("leader|champion|champ|king|queen", "king or queen", "queen or king"))
       + tuple(f"leader in {w}" for w in n.plural)
       # 'the credit-card count leader', 'the insurance leader' (a mass noun)
       + tuple(f"{w}{j}{c} leader" for w in dict.fromkeys((*n.singular, *(w.replace(" ", "-") for w in n.singular)))
               for c in ("count", "tally") for j in (" ", "-"))  # ('the card-count leader', a14x)
       + tuple(f"{w} {who}" for w in n.plural if not w.endswith("s") for who in forms("leader|champion"))
       # 'the top owner of vehicles', 'the leading holder of credit cards', 'the biggest collector of pets'
       + tuple(f"{lead} {who} of {w}" for lead in forms("biggest|top|largest|leading", "number one")
               for who in forms("owner|holder|collector|possessor") for w in n.plural)
       for r, n in RECORD_NOUNS.items() if r in (Records.PETS, Records.VEHICLES, Records.CREDIT_CARDS,
                                                 Records.INSURANCE_POLICIES, Records.INTERNET_ACCOUNTS)},
}
# 'the top earner by salary': the measure said after the noun (SALARY_NAMED: it reads as 'the highest salary' does)
RANK_PERSON_NOUNS[Key(Metric.SALARY, Order.HIGH)] += forms("top|highest|biggest earner by|in salary")
RANK_PERSON_NOUNS[Key(Metric.SALARY, Order.LOW)] += forms("lowest earner by|in salary")
RANK_PERSON_NOUNS[Key(Metric.SALARY, Order.HIGH)] += forms("top|highest salary person|earner|resident|individual",
                                                           "top-salary person",
                                                           "salary leader|champion")
# A ranking in the passive, after "the person|one": "by whom the most vehicles are owned", "by whom the largest number of
# policies is held", "to whom the most pets belong" (the ranking's noun between the two parts). Only of records held,
# and of a balance held ('by whom the highest total bank balance is held').
PASSIVE_BY = forms("by whom", "by which person|one|individual")
PASSIVE_HELD = forms("is|are|was|were owned|held|possessed|kept|had|carried|registered",
                     "is|are|was|were currently? owned|held|possessed|kept|carried|registered",
                     "is|are|was|were registered to them|their name")
PASSIVE_HELD_MONEY = forms("is|are|was|were held|kept")
# A comparison in the passive (a24x): 'By whom are fewer online accounts held: A, or B?', 'By which of the two are more
# pets owned?' (then PASSIVE_BY_OF_TWO, 'are|is', a comparative's noun, PASSIVE_HELD_ONLY)
PASSIVE_BY_OF_TWO = PASSIVE_BY + forms("by which of the|these|those? two people|persons|individuals?",
                                       "by which of them|these|those")
# The people ranked first by salary in each state, said by what they earn ('the youngest of the people earning the top
# salary in their state', a24x): then a salary ranking and 'in their state' (`grammar.head`).
LEADERS_EARNING = forms("the? people|persons|those|everyone|everybody|folks|individuals|ones earning|making|drawing|"
                        "receiving|getting the")
# A count named as what each of two compared holds, after 'by' ('Compare two people by how many cars they own'): the
# number compared (`grammar.compared_measure`).
HOW_MANY_THEY_HOLD = forms("they|each own|have|hold|possess", "they each own|have|hold|possess",
                           "each one|person? owns|has|holds|possesses", "they have got")
# ... the count itself, said after 'by' ('ranking G by how many pets they own': a count ranked, no unsupported meaning)
BY_HOW_MANY = ("by", "how many")
PASSIVE_EARNED = forms("earned|drawn|received|made|paid")  # 'By whom is the lower salary earned: A, or B?' (a24x)
PASSIVE_HELD_ONLY = forms("owned|held|possessed|kept|had|registered", "currently owned|held|possessed|kept")
PASSIVE_TO = forms("to whom", "to which person|one|individual")
# Before a record noun in the passive: 'by whom no credit card is held', 'by whom not a single vehicle is owned'
PASSIVE_NONE = forms("no|zero", "not a|one single?", "not any", "not even one|a")
PASSIVE_BELONG = forms("belong|belongs|belonged", "is|are|was|were registered|assigned|attached|linked|tied")
# Several people: "the top 10 earners", "the 5 highest earners".
RANK_PEOPLE_NOUNS: dict[Key, Said] = {
    Key(Metric.SALARY, Order.HIGH): forms("earners", "top|highest|biggest earners", "top|highest|biggest earners by|in salary"),
    Key(Metric.SALARY, Order.LOW): forms("lowest earners"),
}
# Each state's first by a count, as people owning the most of a kind, plural, before 'of|in each state' ('the top pet
# owners of each state', a25y; as RANK_PERSON_NOUNS' 'the top pet owner'): only there (grammar.head), not with a number
# ('the top 10 pet owners' is not read), and not of bank accounts ('the top bank account holders' could be the richest).
LEADER_PEOPLE_NOUNS: dict[Key, Said] = {
    Key(r, Order.HIGH): tuple(f"{lead} {w} {who}" for lead in forms("biggest|top|largest|leading")
                              for w in dict.fromkeys((*n.singular, *(w.replace(" ", "-") for w in n.singular)))
                              for who in forms("owners|holders|collectors") + (("keepers",) if r is Records.PETS else ()))
    # ('the state-by-state vehicle leaders', 'the pet champions of each state': the leaders in that record, c39-style)
    + tuple(f"{w} {who}" for w in dict.fromkeys((*n.singular, *(w.replace(" ", "-") for w in n.singular)))
            for who in ("leaders", "leader", "champions", "champion"))
    for r, n in RECORD_NOUNS.items() if r in (Records.PETS, Records.VEHICLES, Records.CREDIT_CARDS,
                                              Records.INSURANCE_POLICIES, Records.INTERNET_ACCOUNTS)}
# ... and a state's word before them ('the state top earners', 'the state vehicle leaders'): each state's (only before
# RANK_PEOPLE_NOUNS of two words or more, and LEADER_PEOPLE_NOUNS)
STATE_LEADERS_ADJ = forms("state|state's")
# ... and the state said as a possessive of the people themselves after 'who are' ('people who are their state's top
# earner', 'those who are their own state's richest residents', e45p): each state's leaders (grammar)
LEADER_STATE_POSSESSIVE = forms("their|his|her own? state's")

# A ranking built of a measure and a direction word, in any frame: "whose number of pets is the highest",
# "rank them by number of pets (most first)". The measure's nouns (a count's: 'number of pets', 'pet count') ...
# A count said as an 'amount' ('the amount of pets', 'a larger amount of vehicles', a28z's careful non-native English):
# not of bank accounts (an amount of bank accounts could be the money in them: the count is said 'the number of').
# A record noun that is also a mass noun: 'how much insurance does S have' asks an amount of cover (not in the
# files), not a learner's count of policies (q12w #6); 'how much insurance policies' still counts.
HOW_MUCH_MASS = frozenset({"insurance"})
AMOUNT_MONEY = frozenset({Records.BANK_ACCOUNTS})
AMOUNT_COUNTED = frozenset(Records) - AMOUNT_MONEY
# The one rule for an amount said of records, in every position (a value asked, a comparison, a ranking's noun, a tie's
# target; grammar._amount_of): '<AMOUNT_LEADS> of' before a kind in AMOUNT_MONEY ('the largest amount of bank accounts',
# 'the highest sum of bank accounts') could be how many or the money in them: refused naming both; before a mass noun
# of HOW_MUCH_MASS ('the amount of insurance', 'the largest quantity of insurance': how much cover, not in the files)
# refused as 'how much insurance' is (r28 F5); before any other kind's noun a count (count_leads).
AMOUNT_LEADS = frozenset({"amount", "amounts", "sum", "sums", "total", "totals"})
AMOUNT_MASS_LEADS = AMOUNT_LEADS | {"quantity", "quantities", "volume", "level"}
AMOUNT_OF_DET = forms("the|their|his|her|its|all", "all the|their")
# ... not where the noun goes on to name the money ('the total of bank account balances', "the sum of bank accounts'
# balances") or the records ('the amount of insurance policies')
AMOUNT_NOUN_ON = frozenset({"'", "'s", "balance", "balances", "money", "cash", "funds", "policy", "policies"})
# ... nor what a tie rule says is tied ('If both have the same amount of bank accounts, ...' after a question comparing
# their bank accounts, a28z-b H-005): a tie on the count the question ranks or compares (a tie on the money in them is
# on no ranking, refused as a tie on another measure)
AMOUNT_TIED_BEFORE = frozenset({"same", "equal", "identical", "matching", "similar"})


def count_leads(r: Records, lead: str = "total? number|count") -> Said:
    """'number of', 'count of' (and 'amount of' for a kind in AMOUNT_COUNTED) after `lead`'s other words."""
    return forms(f"{lead} of") + (forms(f"{lead.replace('number|count', 'amount')} of") if r in AMOUNT_COUNTED else ())


_K = TypeVar("_K")


def amount_of_mass(phrase: str) -> bool:
    """'<AMOUNT_MASS_LEADS> of <HOW_MUCH_MASS>' not going on to name the records ('a smaller amount of insurance': an
    amount of cover, refused by grammar._amount_of; 'the amount of insurance policies' is a count)."""
    said = phrase.split()
    return any(a in AMOUNT_MASS_LEADS and b == "of" and c in HOW_MUCH_MASS and d not in AMOUNT_NOUN_ON
               for a, b, c, d in zip(said, said[1:], said[2:], [*said[3:], ""]))


def counts_only(table: Mapping[_K, Said]) -> dict[_K, Said]:
    """A table of a concept's phrasings without the amounts of a mass noun in it: the grammar reads the whole table
    (COMPARATIVES_READ, so its refusal names what was said); the realizer and the read-back tests take these."""
    return {k: phrases.without(amount_of_mass) if isinstance(phrases, Phrasings)
            else tuple(p for p in phrases if not amount_of_mass(p)) for k, phrases in table.items()}


MEASURE_NOUNS: dict[Records | Metric, Said] = {
    **{r: tuple(f"{lead} {p}" for lead in count_leads(r) for p in n.plural)
       + tuple(f"{w} {c}" for w in n.singular for c in ("count", "counts"))  # ('if their pet counts match')
       for r, n in RECORD_NOUNS.items()},
    Metric.BALANCE: BALANCE_NOUNS + BALANCE_SUM_NOUNS,
    Metric.SALARY: SALARY_NOUNS,
}
AGE_NOUNS = forms("age")  # a measure whose highest is the earliest birth: 'the highest age' is the oldest
# ... or a verb saying which end before the measure: "ranks first in number of pets", "comes last by total bank balance".
# ('comes first|last by X' is a sort's order, which may be ascending: not read; p12x #7)
RANKS_IN: dict[Order, Said] = {
    Order.HIGH: forms("ranks|rank first|highest|top in|by|for|on", "comes|come|is|are highest|top in|by|for|on",
                      "tops|top the list|ranking? in|by|for|on", "leads|lead in|on|for",
                      "would rank first|highest|top in|by|for|on", "would be|come highest|top in|by|for|on",
                      "is|are first|top in|for", "is|are number one|1 in|for|by|on", "is|are at the top in|for|by|on",
                      "comes|come out on top in|for|by|on", "leads|lead the pack|field|way in|for|on",
                      "wins|win on|in", "is|are the leader|winner in|on|for"),
    Order.LOW: forms("ranks|rank last|lowest in|by|for|on", "comes|come|is|are lowest in|by|for|on",
                     "would rank last|lowest in|by|for|on", "would be|come lowest in|by|for|on",
                     "is|are last in|for", "is|are at the bottom in|for|by|on", "comes|come out at the bottom in|for|by|on"),
}
# ... and the superlative saying which end: "(is the) highest", "(is the) largest".
SUPERLATIVES: dict[Order, Said] = {
    Order.HIGH: forms("highest|largest|greatest|biggest|top|maximum|most|max"),
    Order.LOW: forms("lowest|smallest|least|fewest|minimum|min"),
}
# A ranking built of a superlative (above) and a measure's noun, in the grammar (cbwh.ask.grammar.rank_noun), beside
# the whole phrasings of RANK_NOUNS: '<highest> <number> of <pets>', '<top> <pet> <count>', '<largest> <sum> of
# <money> (in the bank)', '<greatest> <age>'.
COUNT_WORDS = forms("number|count|amount|quantity|total|tally|sum|collection|fleet", "total|overall|combined number|count|amount")
COUNT_AFTER = forms("count|total|tally",  # after a record noun: 'the top pet count'
                    "counts|tallies")  # (a top N's, each one's: 'the 2 people with the highest pet counts', e44s)
# ... not 'number': after a record noun it names the record's own number ('the highest credit card number', 'the smallest
# bank account number', 'the highest policy number', a vehicle's registration, an address's house number), a field no
# ranking reads: refused (r28 F3), as 'the highest number of credit cards' and 'credit card count' are read
RECORD_NUMBER_AFTER = forms("number")
# ... nor 'total' after a record noun whose records hold money: 'the highest bank account total' could be how many
# accounts or the money in them: refused naming both
COUNT_OR_MONEY_AFTER: dict[Records, Said] = {Records.BANK_ACCOUNTS: forms("total")}
MONEY_NOUNS = forms("money|cash|funds|wealth", "money|cash in the bank", "amount|sum|total|quantity of money|cash|funds",
                    "money|cash|funds saved|banked")
# Words after what is summed that say it is summed, every one meaning only that ('their balances summed together', 'the
# counts added up', 'all taken together', 'as one total', c38p): one list, joined to each list of a sum said after its
# noun (BALANCE_AFTER, TOTAL, RANKING_SUM_AFTER, PAIR_MONEY_TOGETHER, THAT_VALUE_SUMMED), which keep their own words
# beside it ('overall', 'in all', 'total')
SUMMED_AFTER = ("all? added|summed|totalled|totaled|put|taken|counted together",
                "all? added|summed|totalled|totaled|counted|tallied up", "all? summed|totalled|totaled|added",
                "all combined", "combined", "altogether", "all together", "all told", "in total",
                # (not 'in a single account': one account's; 'one' or 'a single': 'into one number', c38p-held-14)
                "as|into one single? total|sum|figure|number|count", "as|into a single total|sum|figure|number|count",
                # ('need that person's vehicles + bank accounts added into one number', c38p)
                "added|summed|combined|rolled|put together? into|as|in one single? total|sum|figure|number|count",
                "added|summed|combined|rolled|put together? into|as|in a single total|sum|figure|number|count")
# After a balance ranked: 'the largest bank balance total' (not 'across all accounts': one account's, or their sum; p12y #4).
BALANCE_AFTER = forms("total", "overall", *SUMMED_AFTER,
                      # ('the one with the larger savings across all their bank accounts', a33j: 'all' says the sum)
                      # (whose accounts said: 'the highest balance across all accounts' could be one account's)
                      "across|in|over all their|his|her bank accounts")
MONEY_BANKED = forms("in the bank", "in bank", "in bank accounts", "in|across all? their|his|her|the? bank? accounts",
                     "across all? accounts", "banked", "saved", "on|at the? bank",
                     "on all? their|his|her|the? bank? accounts",
                     # ('Who has less money in all bank accounts together: A or B?', a34n: the accounts added)
                     "in|across all their|his|her|the? bank? accounts together|combined")
MONEY_ACROSS = MONEY_BANKED + forms("in total", "overall", "altogether", "combined", "all told",
                                    # ('less money in the bank, all accounts combined: A or B?', a17x)
                                    ", all? their|his|her|the? bank? accounts combined|together|included",
                                    ", all told",
                                    # ('who has more money in the bank, total across accounts?', e42a: the sum said
                                    # after a comma)
                                    ", in? total across|over all? their|his|her|the? bank? accounts",
                                    ", summed|added|totalled|totaled across|over all? their|his|her|the? bank? accounts",
                                    ", in total")
# A balance compared by the money itself, in any order of its parts: a verb of having (HAVE), one of these, the money
# (MONEY_NOUNS; may be left out when a bank place follows: 'holds more in the bank'), then up to three places or sums
# (MONEY_ACROSS, BALANCE_AFTER): 'has more money in the bank in total', 'has more money in total in the bank', 'keeps
# less cash across all their accounts combined'. ('has more in total' names no money: not read.)
MONEY_MORE = {Order.HIGH: forms("more"), Order.LOW: forms("less")}
# After a ranking, the first of each state: "the richest (people) in their own state".
# (not 'their home state': a person with several addresses has one home state, and the ranking counts each state
# they live in; p12x #4)
# ... after 'each state's', the one first there said by what they have ('each state's resident with the highest total
# bank balance', 'every state's person having the highest salary', e42p): one person a state
LEADER_ONE_WITH = forms("resident|person|individual|inhabitant|one|member with|having|holding|owning|earning the")
# A vehicle's model year's end, said again in brackets after a ranking by it ('the oldest vehicle (earliest model
# year)', e42p): the words for each end, as `lit` patterns
YEAR_LOW_SAID = "earliest|oldest|lowest|first"
YEAR_HIGH_SAID = "latest|newest|highest|most-recent"
# The first of each state said before the superlative ('the state-by-state richest people').
EACH_STATE_ADJ = forms("state-by-state|per-state|statewise|state-wise|state-level", "state by state", "per state")
IN_EACH_STATE = forms("in|within|of their own|respective? state|states", "in|within|of each|every state",
                      # ('within their respective State of residence', 'in their respective States of residence', a35f)
                      "in|within|of their own|respective? state|states of residence",
                      "in the state they live in", "in the state where they live", "per|by state",
                      # ('who own the most vehicles in the State in which they reside', a35f)
                      "in|within the state in which they live|reside", "in|within the state where they reside",
                      "state by state", "for each|every state",
                      # ('the top vehicle owner from every state', c39-style)
                      "from each|every state",
                      # ... said as the people they are first among ('the most vehicles among the residents of their
                      # state', 'the largest total bank balance of all the people in their state', a30z, e31a)
                      "among|amongst|of all? the? residents|inhabitants|people|persons of|in|from their own|respective? "
                      "state|states",
                      "among|amongst|of all? those|everyone|everybody living|residing in their own|respective? state|states",
                      "among|amongst|of all? the? people|persons living|residing in their own|respective? state|states",
                      # ('the people who have the most vehicles of anyone in their state', a35t)
                      "of anyone|anybody living|residing? in their own|respective? state|states",
                      "among|amongst|of all? those|everyone|everybody in their own|respective? state|states")
# The state said first, in an aside between the people and their ranking ('those persons who, within their respective
# State of residence, own the greatest number of vehicles', 'the persons who, in each State, have the highest total bank
# balance therein', a35f's lawyer), the ranking's state said again after it or not: IN_EACH_STATE, then these.
IN_EACH_STATE_THEREIN = forms("therein", "there", "in it", "in that|their|the|such state")
# ... said as a verb of leading before the state, the measure after ('the people who top their own state by bank
# balances in total', 'those who lead their state in pets', 'who head their own state by number of vehicles', a25z): the
# highest of the measure in each state (of a count, the balance or the salary only: 'top their state by age' could be
# either end)
LEAD_OWN_STATE = forms("tops|top|leads|lead|heads|head their|his|her own|respective? state|states by|in|on|for",
                       # ('the people who rank first in their own state by vehicles owned', 'those who come top in
                       # their state in pets', e42p)
                       "rank|ranks|come|comes|are|is|finish|finishes|place|places first|top|number-one in their|his|her "
                       "own|respective? state|states by|in|on|for")
# ... after a person's head, one person a state: a group set up, never one person ('Consider the richest person of each
# state. Among them, ...', n22y; not 'in their state', which may be a person's own)
ONE_EACH_STATE = forms("in|within|of|from each|every state")
# ... with the superlative's measure said again before it, set off, starting with one of these ('the richest person, by
# total bank balance, of each state', '(measured by salary)', e44p)
RESTATED_BY = frozenset({"by", "measured", "judged", "ranked", "assessed", "going", "in"})

# Each state's leaders said as the top people for a kind of record ('the top people for cars in each state', a20y:
# the most of it), and what a set-off aside after them may say again: that everyone tied for the top of a state is one
# of them (what the step reads: every person whose value is their state's best), or the ranking in other words after
# 'I mean' / 'that is' ('..., I mean whoever has the most cars in their state, ties included').
LEADER_TOP_PEOPLE = forms("top people|persons|ones|folks|owners for|by|in")
LEADER_TIES_SAID = forms("counting|including everybody|everyone|anyone|all tied for the top in a|their|each|the|that? state",
                         "counting|including everybody|everyone|anyone|all tied for the top|first",
                         "ties included", "including ties", "ties and all", "tied ones included", "counting ties",
                         "including anyone|everyone|everybody tied", "tied people|persons|ones included")
# ... or that each state is taken in turn, or that they are put in one group ('Gather the people who have the largest
# total bank balance within their own state, one state at a time.', 'For each state, take the resident with R, and put
# those people together in one group.', e42p): words that carry no condition
LEADER_STATE_SAID = forms("one state at a time", "state by state", "for each|every state", "per state",
                          "each state separately|apart|in turn", "for each|every state separately|apart|in turn")
LEADER_GATHERED = forms("and? put|gather|collect|pool|bring|place those|these|them|all people|persons|residents? together",
                        "and? put|gather|collect|pool|bring|place those|these|them|all people|persons|residents? together? "
                        "in|into one|a|single group|set|pool|list")
LEADER_GLOSS = forms("i mean", "i meant", "that is", "meaning", "in other words",
                     # ('the top vehicle owners of each state, that is, the people owning the most vehicles there', c39)
                     "i mean ,", "that is ,", "in other words ,", "i.e. ,?", "namely")
# ... said again in an aside after such a group ('the wealthiest people in each state (highest total bank balance
# there)', '(the one with the highest total bank balance in that state)', a17x)
IN_EACH_STATE_AGAIN = IN_EACH_STATE + forms("there", "in|within|of that|the|its state", "among the? people in|of that state",
                                            "among the? people there|in it")

# A ranking by several keys in turn: "Rank residents of X by number of pets, then by age (oldest first), ...: who
# comes out on top?" The lead before the people ranked, the words between keys, a direction for every key, the question.
RANK_LIST_LEAD = forms("rank|order|sort|arrange", "if you|we rank|order|sort|arrange", "ranking|ordering|sorting|arranging",
                       "when|after|once ranking|ordering|sorting", "please rank|order|sort")
RANK_LIST_BY = forms("by|on", "according to", "first by|on", "first according to")
RANK_LIST_THEN = forms(", then by|on?", "then by|on?", ", and then by|on?", "and then by|on?", ", followed by", "followed by",
                       ", and finally|lastly by|on?", "and finally|lastly by|on?", ", then finally by|on?", ", next by|on?",
                       ", after that by|on?", "and by|on", ", and by|on", ",", ", and")
RANK_LIST_ORDER: dict[Order, Said] = {
    Order.HIGH: forms("all|both|each|always? highest|largest|greatest|biggest|most first", "all|both|each? in descending order",
                      "all|both|each? descending", "all|both|each? from highest|largest|most to lowest|smallest|least|fewest",
                      "all|both|each? from? high to low", "all|both|each? desc .?"),
    Order.LOW: forms("all|both|each|always? lowest|smallest|least|fewest first", "all|both|each? in ascending order",
                     "all|both|each? ascending", "all|both|each? from lowest|smallest|least|fewest to highest|largest|most",
                     "all|both|each? from? low to high", "all|both|each? asc .?"),
}
# Age's direction in a ranking list, said in its own words after it ('by age, from oldest to youngest'): the order of
# the birth date (the oldest first is the earliest birth first).
AGE_ORDER: dict[Order, Said] = {
    Order.LOW: forms("from? the? oldest|eldest to the? youngest", "from? the? oldest|eldest down to the? youngest",
                     "from? old to young", "oldest|eldest first", "oldest|eldest at the top"),
    Order.HIGH: forms("from? the? youngest to the? oldest|eldest", "from? the? youngest up to the? oldest|eldest",
                      "from? young to old", "youngest first", "youngest at the top"),
}
# A date sorted by in a ranking list, with its own direction ('sort by employment start date descending', 'card
# expiry date, earliest first'): (the person's date, whether their current job is said).
SORT_DATE_NOUNS: dict[tuple[Metric, bool], Said] = {
    (Metric.JOB_START, False): forms("employment|job|work start date?", "start date", "starting date", "hire|hiring date",
                                     "date hired", "date of hire|hiring", "employment date", "start date of employment"),
    (Metric.JOB_START, True): forms("current|present employment|job start date?", "current|present job's start date",
                                    "start date of their|the current|present job|employment"),
    (Metric.CARD_EXPIRY, False): forms("credit? card expiry|expiration date?",
                                       "expiry|expiration date of their? credit? card|cards"),
    (Metric.POLICY_EXPIRY, False): forms("insurance? policy expiry|expiration date?", "insurance expiry|expiration date?",
                                         "expiry|expiration date of their? insurance? policy|policies"),
    (Metric.VEHICLE_YEAR, False): forms("vehicle|car model? year", "model year", "year of their? vehicle|car",
                                        # each person's oldest vehicle's year said as such (e44s): 'by the model year of
                                        # their oldest vehicle', 'by the earliest model year among their vehicles'
                                        "model|vehicle|car? year of their|the|each|his|her oldest|earliest vehicle|car",
                                        "earliest|oldest model|vehicle|car? year among|of|across their|the vehicles|cars",
                                        "earliest|oldest model|vehicle|car? year among|of|across the vehicles|cars "
                                        "each|they one|person? owns|own|has|have",
                                        "year of their|each|his|her oldest|earliest vehicle|car"),
}
# A ranking list's key said as a clause of how recently ('Ranking G by how recently they started their current job,
# who is first?', a25y): the latest start of the current job first, its end said by 'recently' (grammar._rank_item;
# a count said as a clause, 'by how many pets they own', is HOW_MANY_THEY_HOLD's, with the list's end or none).
RANK_ITEM_HOW: dict[Key, Said] = {
    Key(Metric.JOB_START, Order.HIGH): forms(
        "how recently they|each started|began|joined their|the current|present job|position|role|employment",
        "how recently they|each took up their|the current|present job|position|role|employment",
        "how recently they|each were|got hired|employed",
        "how recently their|the current|present job|employment|position started|began"),
}
# A date's direction said in its own words, after it ('hire date, newest first'); 'descending' is the later date first.
DATE_ORDER: dict[Order, Said] = {
    Order.HIGH: forms("newest|latest|recent first", "most recent first", "from? newest|latest to oldest|earliest",
                      "from? most recent to oldest|earliest"),
    Order.LOW: forms("oldest|earliest|soonest first", "from? oldest|earliest to newest|latest",
                     "from? oldest|earliest to most recent",
                     # (e44s: 'earliest at the top', 'with the earliest year at the top', 'oldest one first')
                     "with? the? oldest|earliest|soonest year|date|one? at|on the? top",
                     "with? the? oldest|earliest|soonest year|date|one first"),
}
RANK_LIST_FIRST = forms(
    # an instruction to take the first of the sorted list ('... and give the first name', 'then take the top one')
    *(f"{verb} the first|top {what}" for verb in ("give|take|return|pick|name|show|report|output|select|choose|get|print",
                                                   "give|show|tell|get me|us", "just give|take|return")
      for what in ("one|name|person|result|entry|row|record|resident|individual|match|hit?",
                   "one's|person's|resident's|individual's name", "name on the list", "one on the list",
                   "ranked one|person")),
    *(f"{verb} the name of the first|top {what}" for verb in ("give|return|report|output|show|print|state",
                                                               "give|show|tell me|us")
      for what in ("one|person|result|entry|row|record|resident|individual?",)),
    "the first|top one|name|person|result|entry|row is who", "who is|'s the first|top one|person|result|entry|row",
    "who is|'s first|top on the list", "who comes first on the list",
    "who comes|ends|finishes|lands out on top", "who comes|finishes|ranks|lands first|top",
                        "who would come out on top", "who would come|rank|be first|top", "who ends up first|top",
                        "who ends up on top", "who tops the list|ranking", "who takes|gets the top spot|place",
                        "who leads the list|ranking", "which person|one|resident|individual comes|is|ranks first|top",
                        *(f"{who} {place}" for who in ("who is", "who would be", "who's")
                          for place in forms("at the top", "on top", "number one|1", "in first place", "first|top",
                                             "ranked|placed first|top|highest", "the top-ranked|first-ranked person|one?")))

# Two people compared as a ranking said before the question, its first place asked ('Ranking by salary, who comes out
# ahead: A or B?', a25y): the ranking's lead (RANK_LIST_LEAD, or a participle) and who is placed first of the two. The
# ranking's end is its own or the lead's decision (an amount ranked puts the highest first; age or a date needs its end).
RANKED_PAIR_LEAD = forms("ranked|ordered|sorted", "when|if|once ranked|ordered|sorted")
RANKED_PAIR_WHOM = forms("them|both", "the|these two", "the|these two people|persons", "the pair")
RANKED_AHEAD = forms("comes|come out? ahead|first|higher", "comes|come out on top", "would come out? ahead|first|higher",
                     "would come out on top", "ranks|rank first|higher|ahead", "would rank first|higher|ahead",
                     "is ranked|placed first|higher|ahead", "would be ranked|placed first|higher|ahead",
                     "is ahead|first|higher", "is on top", "would be ahead|first|higher", "would be on top",
                     "finishes|lands first|ahead|higher", "finishes|lands on top", "ends up first|ahead|higher",
                     "ends up on top")

# The first place of a ranking said before the question ('Ranking residents of X by number of pets, how many cars does
# the person in first place have?', a24x/a24w): the person it names, and their possessive. Ranking people by an amount
# (a count, a total bank balance, a salary) puts the highest first when no end is said (the lead's decision, round 25);
# an age or a date stays refused without its end (oldest-first and newest-first are both usual).
FIRST_PLACE = forms("the person|one|individual|resident|entry in first place", "the person|one|individual|resident|entry "
                    "at the top", "the person|one|individual|resident|entry at the top of the ranking|list",
                    "the person|one|individual|resident on top",
                    "the top|top-ranked|first-ranked|first-placed|highest-ranked|number-one person|one|individual|resident",
                    "the top|first entry", "the person|one|individual|resident ranked|placed first|top|highest",
                    "the person|one|individual|resident who comes|ranks|lands|finishes first|top",
                    "the person|one|individual|resident who comes|lands|finishes out on top", "the leader|winner",
                    "whoever comes|ranks|lands|finishes|is first|top", "whoever comes|lands|finishes out on top",
                    "the number one|1 person|individual|resident?")
FIRST_PLACE_OF = forms("the person's|one's|individual's|resident's in first place", "the leader's|winner's",
                       "the top|top-ranked|first-ranked|first-placed|highest-ranked|number-one "
                       "person's|one's|individual's|resident's")
# The verbs of a ranking said first whose first place is the highest of an amount when no end is said ('Ranking ...
# by number of pets'), and those whose first place could be the lowest ('sorting by number of pets': ascending, as a
# spreadsheet or SQL sorts, or descending): an undirected ranking is read only with the first and none of the second.
RANKED_WORDS = frozenset({"rank", "ranks", "ranking", "ranked"})
SORTED_WORDS = frozenset({"sort", "sorts", "sorting", "sorted", "order", "orders", "ordering", "ordered", "arrange",
                          "arranges", "arranging", "arranged", "list", "lists", "listing", "listed"})
# The plain verbs of holding records ('who has more pets', 'how many cards does she hold', 'who never owns a car'), in
# the notation of `forms`, and as words.
HOLD_VERBS_SAID = "has|have|owns|own|holds|hold"
HOLD_VERBS = frozenset(HOLD_VERBS_SAID.split("|"))
# Comparatives for "Who has more X: A or B?": Key -> phrasings after "who".
_SALARY_VERBS = "earns|earn|draws|draw|receives|receive|gets|get|makes|make|commands|command"  # (a salary's verbs)
_COMPARATIVES_SAID: dict[Key, Said] = {
    **{Key(r, Order.HIGH): tuple(f"{v} more {w}" for v in forms("has|have|owns|own|holds|hold|possesses|keeps|keep",
                                                                 "carries|carry")
                                 for w in n.plural)
       + tuple(f"{v} {lead} {w}" for v in forms(HOLD_VERBS_SAID)
               for lead in count_leads(r, "a|the greater|larger|higher|bigger number|count") for w in n.plural)
       + tuple(f"has|have a|the higher|larger|bigger|greater {w} count" for w in n.singular)
       for r, n in RECORD_NOUNS.items()},
    **{Key(r, Order.LOW): tuple(f"{v} fewer|less {w}" for v in forms("has|have|owns|own|holds|hold|possesses|keeps|keep",
                                                                     "carries|carry")
                                for w in n.plural)
       + tuple(f"{v} {lead} {w}" for v in forms(HOLD_VERBS_SAID)
               for lead in count_leads(r, "a|the smaller|lower|lesser number|count") for w in n.plural)
       + tuple(f"has|have a|the lower|smaller|lesser {w} count" for w in n.singular)
       for r, n in RECORD_NOUNS.items()},
    # ('which of the two holds the greater aggregate balance across all bank accounts': a18x's formal 'holds'; its own
    # phrasing, so _have_said_otherwise still finds 'has|have' alone for 'is with a higher total bank balance')
    Key(Metric.BALANCE, Order.HIGH): tuple(f"{v} a|the higher|larger|greater|bigger {b}" for v in ("has|have", "holds|hold")
                                           for b in BALANCE_NOUNS)
    + tuple(f"is|are richer|wealthier by|in {b}" for b in BALANCE_NOUNS[:6])
    + tuple(f"is|are richer|wealthier in terms of {b}" for b in BALANCE_NOUNS[:6])
    + forms("has|have more money", "has|have more money in the bank", "has|have more money in their|the bank accounts",
            "has|have more money in total", "is|are richer|wealthier", "has|have more money on|at the bank",
            "has|have more money on their|the bank accounts",
            "has|have more in the bank", "has|have more in their|the bank accounts", "has|have more saved|banked",
            "has|have more cash|funds", "has|have a|the larger|greater|bigger|higher amount|sum of money|cash",
            "is|are more rich|wealthy", "is|are better off|better-off", "is|are more loaded|moneyed|well-off|affluent",
            "has|have a|the fatter|heftier|bigger|larger|higher|greater bank? balance|balances",
            "has|have more total|combined? bank? balance",  # ('who has more total balance, A or B')
            # ('Who has more savings across all their bank accounts: A or B?', a33j: a person's savings are all their
            # balances, BALANCE_NOUNS)
            "has|have more savings", "has|have more savings across|in all their bank? accounts"),
    # ('who is richer by total bank balance': the measure of the comparative said after it)
    Key(Metric.BALANCE, Order.LOW): tuple(f"{v} a|the lower|smaller {b}" for v in ("has|have", "holds|hold")
                                          for b in BALANCE_NOUNS)
    + tuple(f"is|are {c} by|in {b}" for c in ("poorer", "less wealthy") for b in BALANCE_NOUNS[:6])
    + tuple(f"is|are {c} in terms of {b}" for c in ("poorer", "less wealthy") for b in BALANCE_NOUNS[:6])
    + forms("has|have less money", "has|have less money in the bank", "has|have less money in their|the bank accounts",
            "has|have less money in total", "is|are poorer", "has|have less money on|at the bank",
            "has|have less money on their|the bank accounts",
            "has|have less in the bank", "has|have less in their|the bank accounts", "has|have less saved|banked",
            "has|have less cash|funds", "has|have a|the smaller|lower|lesser amount|sum of money|cash",
            "is|are less rich|wealthy", "is|are worse off|worse-off", "is|are less loaded|moneyed|well-off|affluent",
            "is|are more broke", "has|have a|the slimmer|thinner|leaner|smaller|lower bank? balance|balances",
            "has|have less total|combined? bank? balance",
            "has|have less savings", "has|have less savings across|in all their bank? accounts"),
    Key(Metric.SALARY, Order.HIGH): tuple(f"has|have a|the higher|larger|bigger {s}" for s in SALARY_NOUNS)
    # ('which earns the higher salary as between A and B', a18x; 'draws the larger pay')
    + tuple(f"{_SALARY_VERBS} a|the higher|larger|bigger|greater {s}" for s in SALARY_NOUNS)
    + tuple(f"{v} more {s}" for v in ("has|have", _SALARY_VERBS) for s in SALARY_NOUNS)  # ('draws more salary')
    # a British setter's (a25z): 'which of the two is paid the higher salary?', 'is on the higher salary'
    + tuple(f"is|are paid|on a|the higher|larger|bigger|greater {s}" for s in SALARY_NOUNS)
    # ('Which of these two makes more money: ...', a22z: money made is pay, not money held)
    + forms("earns|earn|makes|make more", "earns|earn|makes|make more money", "is|are paid more", "is|are better paid",
            "gets|get paid more",  # ('who gets paid more', a23y) and money made said of pay ('makes more money salary wise')
            "earns|earn|makes|make more money|pay? salary wise", "earns|earn|makes|make more money|pay? salary-wise",
            # ('Who is the better-paid one: A, or B?', 'Who is the higher paid of the two?', a24x)
            "is|are the better-paid|higher-paid one|person|individual?", "is|are the better|higher paid one|person|individual?",
            "has|have the larger|higher|bigger|greater earnings"),
    Key(Metric.SALARY, Order.LOW): tuple(f"has|have a|the lower|smaller {s}" for s in SALARY_NOUNS)
    + tuple(f"{_SALARY_VERBS} a|the lower|smaller|lesser {s}" for s in SALARY_NOUNS)
    # (a learner's 'less' for 'lower' before a salary: 'Who has the less salary, A or B?', a18y)
    + tuple(f"has|have|earns|earn the less {s}" for s in SALARY_NOUNS)
    # (without the article, with any salary verb: 'Who draws lesser salary: A or B?', a20x; 'lesser' is 'less': LESSER)
    + tuple(f"{v} less {s}" for v in ("has|have", _SALARY_VERBS) for s in SALARY_NOUNS)
    + tuple(f"is|are paid|on a|the lower|smaller|lesser {s}" for s in SALARY_NOUNS)  # ('is paid the lower salary')
    + forms("earns|earn|makes|make less", "earns|earn|makes|make less money", "is|are paid less", "gets|get paid less",
            "earns|earn|makes|make less money|pay? salary wise", "earns|earn|makes|make less money|pay? salary-wise"),
    Key(Metric.DOB, Order.LOW): forms("is|are older", "is|are elder", "was|were born earlier|first", "is|are more old",
                                      "has|have been alive|around longer",
                                      # ('Which of the two has the earlier date of birth?', a22v)
                                      "has|have the|an earlier date|day of birth", "has|have the|an earlier birth date|day",
                                      "has|have the|an earlier birthdate|dob",
                                      # age itself as what is more ('the one with more age', 'who has the higher age',
                                      # a34n: a learner's; the highest age is the earliest birth)
                                      "has|have more age", "has|have the|a higher|bigger age"),
    Key(Metric.DOB, Order.HIGH): forms("is|are younger", "was|were born later|last", "is|are more young",
                                       "has|have the|a later date|day of birth", "has|have the|a later birth date|day",
                                       "has|have the|a later birthdate|dob",
                                       # ('Of those two, who has the more recent birth date?', c39k)
                                       "has|have the more recent birth date",
                                       "was|were born more recently",  # (a24x: 'Who was born more recently: A or B?')
                                       "has|have less age", "has|have the|a lower|smaller age"),
    # a job's start date compared ('who started their current job more recently: A or B?'; among a group, a learner's
    # superlative: 'Between G, who started the current job more recently?', a18y)
    Key(Metric.JOB_START, Order.HIGH): forms(
        "started|began|joined their|his|her|the current|present? employment|job more recently",
        "started|began this|that current|present? employment|job more recently",  # (the one the group names, a18y)
        "started|began|joined their|his|her|the current|present? employment|job later", "was|were hired more recently",
        "was|were hired later"),
    Key(Metric.JOB_START, Order.LOW): forms(
        "started|began|joined their|his|her|the current|present? employment|job less recently",
        "started|began|joined their|his|her|the current|present? employment|job earlier", "was|were hired less recently",
        "was|were hired earlier"),
}


def _have_said_otherwise(patterns: Said) -> Said:
    """'has more pets' also as 'got more pets' (spoken; 'is having more pets' is rewritten by the tokenizer: PROGRESSIVE),
    and as 'is with more pets' (a learner's)."""
    more = {"has|have": ("got", "is|are with"), "has": ("got", "is with"), "have": ("got", "are with")}
    return patterns + tuple(f"{v} {p.split(' ', 1)[1]}" for p in patterns for v in more.get(p.split(" ", 1)[0], ()))


COMPARATIVES_READ = {key: forms(*_have_said_otherwise(phrases)) for key, phrases in _COMPARATIVES_SAID.items()}
COMPARATIVES = counts_only(COMPARATIVES_READ)

# After a comparative, everyone else: 'has more vehicles than anyone else' is 'has the most vehicles'.
THAN_ANYONE = forms("than anyone|anybody|everyone|everybody else?", "than any other person|resident|individual",
                    "than all others", "than the rest", "than all of them", "than all the rest", "than others",
                    "than the others", "than other people|residents",
                    "than anyone|anybody|everyone|everybody else? living|residing|based there|here",
                    "than anyone|anybody|everyone|everybody else? who lives|resides there|here",
                    "than all the? others", "than all the? other people|residents",
                    "than anyone|anybody|everyone|everybody else? there|here", "than anyone|anybody|everyone|everybody else? "
                    "in the|that|this group|state", "than anyone|anybody|everyone|everybody else? among them|those|these")
# The words of a ranking said to be among the people of a place ('than anyone else there', '... in that state', '...
# living there', 'the most cards of anyone there'): after conditions that are not all places, the ranking is the place's
# and the rest must hold of its first too (grammar._ranked_in_place_only, r46).
PLACE_SCOPED = frozenset({"there", "here", "state", "city"})
# The words of a ranking said of a whole group ('is the oldest of them all', '... among them', '... of all', '... in the
# group'): after a condition, the group's first or the first of those meeting it (grammar._ranked_of_them_all, r48)
RANKED_OF_WHOLE = frozenset({"them", "those", "all", "group", "everyone", "everybody", "overall"})
# ... the words of such a ranking read as among those a condition names, as grammar._ranked_there reads them (e38w):
# the place's people ('than anyone else there', 'in that state', 'than any other resident'), after a place only; or the
# group the conditions make ('in that group', 'among them', 'of those')
RANKED_THERE_PLACE = frozenset({"there", "state", "resident", "residents"})
RANKED_THERE_GROUP = frozenset({"group", "them", "those"})
# After a ranking said with a condition before it ('lives in X and owns the most cars there', 'has the same condition as
# X and holds the most policies in that group', 'and has the most cards of anyone there', e38w): among those the
# condition names, as the ranking is read anyway (grammar.filtered_rank)
RANKED_THERE = forms("there", "in that|this|the group|state|place|set", "among|of them|those", "out of them|those",
                     "of anyone|anybody|everyone|everybody|all there", "among|of everyone|all of? those|them there",
                     "of anyone|anybody|everyone|everybody|all in that|this|the group|state",
                     "among|of the people|residents there", "among|of the people in that|this|the group|state",
                     # ('has the highest total bank balance among the people of that state', e45a)
                     "among|of the people|residents|persons|inhabitants of that|this state",
                     # ('has the largest number of bank accounts among that state's residents', e49b)
                     "among|of that|this state's residents|people|inhabitants")
# After a ranking at the end of a question: 'who owns the most vehicles of all?'
OF_ALL = forms("of all", "overall", "out of everyone|everybody|all", "out of all of them|those", "out of them all",
               "of them all", "of everyone|anyone|anybody|everybody", "of all of them|those|these",
               "of the lot|bunch|group", "of them|those", "in the group",
               # ('same blood type as X, and no pets — who's the oldest in that group?', c39p: the group set up)
               "in|of|among|within that|this group|set|bunch|lot", "among|of those|these people|persons|folks|ones")

# Verbs of having, and of ranking by (tie-breakers: "break ties by <rank>").
# ... money said as sat on ('who's sitting on the most money', 'whoever sits on the biggest total bank balance', e42p):
# before a balance's ranking only
MONEY_HAVE = forms("is|are|'s|'re sitting on", "sits|sit on", "has|have been sitting on")
HAVE = forms("has|have|owns|own|holds|hold|possesses|possess", "carries|carry", "keeps|keep")  # ('has got', 'is having':
# the tokenizer reads them as 'has' first: PROGRESSIVE)
# ('people carrying a Mastercard', a33j; 'w/' is 'with' by then: SHORTHAND)
# ... and a preposition saying the same of a value people are on or under, before 'the same ATTR as X' only ('people on
# the same insurance policy type as the owner of X', 'those under the same policy type as username Y', d46p): as 'with'
SAME_VALUE_ON = forms("on|under")
HAVING = forms("with|having|owning|holding|keeping|carrying|possessing")  # ("possessing the greatest number of pets", a36r)
# Shorthand a terse writer uses for a word of the question ('the person w/ the most cards', 'people w/o pets'),
# rewritten by cbwh.ask.tokens before the grammar reads it.
SHORTHAND = {"w/": ("with",), "w/o": ("without",), "w/out": ("without",), "ppl": ("people",), "b/c": ("because",),
              # contractions typed without the apostrophe ('whats the total', 'doesnt own any')
              "whats": ("what's",), "whos": ("who", "is"), "doesnt": ("doesn't",), "dont": ("don't",),
              "didnt": ("didn't",), "isnt": ("isn't",), "arent": ("aren't",), "theres": ("there's",),
              "thats": ("that's",), "hasnt": ("hasn't",), "havent": ("haven't",), "u": ("you",),
              "gimme": ("give", "me"),
              "who've": ("who", "have")}  # ('residents of X who've got no internet accounts': 'got' after it read away, a17x)
# A word read as another that means the same wherever either stands (cbwh.ask.tokens): 'the inhabitant with the most
# cards in the state of X' is 'the resident ...'.
SAME_WORDS = {"inhabitant": "resident", "inhabitants": "residents", "inhabitant's": "resident's",
              "inhabitants'": "residents'",
              "whomever": "whoever", "whomsoever": "whoever", "whosoever": "whoever",
              # ('with the earlier-born person taking any tie', d42k: the older; 'the later-born one', the younger)
              "earlier-born": "older", "later-born": "younger"}  # ('... as whomever uses the
# username 'x'', a19y: the object form a formal writer uses for 'whoever')
# Two words a learner puts together for a noun the grammar knows: 'people whose living place is same state as owner of
# pet 'X'' (a24y) -> 'whose residence is ...' (one place, as 'residence' is: `ask` withdraws an answer that reading it
# as the first address changes).
WORD_PAIRS_AS = {("living", "place"): "residence", ("living", "places"): "residences"}
# A record's noun and a count's word hyphened into one ('Card-count ties', 'the vehicle-count leader'): read as two
# words (cbwh.ask.tokens).
COUNT_COMPOUND_ENDS = frozenset({"count", "counts", "number", "numbers", "tally", "tallies"})
# an adverb joined to 'expired' by a hyphen, written as two words ('already-expired policies count', a21y)
EXPIRED_COMPOUND = (frozenset({"already", "previously"}), frozenset({"expired", "lapsed"}))
COUNT_COMPOUND_NOUNS = frozenset({w for noun in RECORD_NOUNS.values() for w in (*noun.singular, *noun.plural) if " " not in w})
# A record's noun of two words hyphened into one before a tie noun ('Internet-account ties are broken by X', 'bank-account
# ties', t25) or a count's word ('If the bank-account counts are level, ...', 'the online-account counts match', a27x):
# read as its two words (cbwh.ask.tokens), the record whose count is tied or counted.
TIED_COMPOUND_NOUNS = frozenset({w.replace(" ", "-") for noun in RECORD_NOUNS.values()
                                 for w in (*noun.singular, *noun.plural) if w.count(" ") == 1})
TIED_COMPOUND_BEFORE = frozenset({"tie", "ties", "draw", "draws"}) | COUNT_COMPOUND_ENDS
# Abbreviations a terse writer uses for the words of a record or a measure ('CCs', 'bank accts', 'ins. policies', 'total
# bal.', 'acct counts', '10 yrs'): the words they stand for, rewritten by cbwh.ask.tokens before the grammar reads them,
# so each reads wherever its words do. A period after one ('ins. policies', 'accts.') is the abbreviation's when a
# lower-case word, a number or a mark inside the sentence follows; before a capital or the end it also ends the sentence.
# ('DOB' is a birth word itself: BIRTH_NOUNS; 'num pets' and '# pets' are 'number of': NUMBER_ABBREVIATIONS.)
ABBREVIATIONS = {"cc": ("credit", "card"), "ccs": ("credit", "cards"), "acct": ("account",), "accts": ("accounts",),
                 "acc": ("account",), "accs": ("accounts",), "ins": ("insurance",), "bal": ("balance",),
                 "bals": ("balances",), "veh": ("vehicle",), "vehs": ("vehicles",), "amt": ("amount",),
                 "tot": ("total",), "yr": ("year",), "yrs": ("years",), "addr": ("address",),
                 "addrs": ("addresses",)}
# A fact said as what the records show ('who is recorded as holding no credit cards', 'those on record as owning a
# car', 'which is listed as holding more policies'): the records are all there is, so it is the fact itself. The
# tokenizer reads a copula, one of these and a participle as the verb ('is recorded as holding' -> 'holds', 'are on file
# as owning' -> 'own'), one of these and a participle alone as the participle ('those recorded as owning' -> 'those
# owning'), and before 'resident' drops it ('is recorded as resident in' -> 'is resident in'). Not before a quoted value:
# 'the vehicle registered as 'ZUT-139'' is a plate.
RECORDED_AS = tuple(tuple(phrase.split()) for phrase in forms(
    "recorded|listed|registered|shown|noted|documented|entered as", "on record|file as",
    "recorded|listed|shown|entered on record|file as"))
RECORDED_WITH = frozenset({"listed", "recorded", "registered", "shown", "entered"})  # 'who is listed with more pets'
# Having said as where one comes out, after the one asked for ('Who ends up with the smaller total bank balance?', 'whoever
# winds up with more pets', 'which one comes out with more cards', e38w): read as 'has' (ask.tokens); only after such a
# subject ('the person you end up with' is a step's, FOUND_VERBS)
HAS_SAID_AS = tuple(tuple(phrase.split()) for phrase in forms("ends|winds up with", "comes out with", "finishes with",
                                                              "is left with"))
HAS_SAID_AFTER = frozenset({"who", "whoever", "one", "person", "individual", "pick", "candidate", "two", "them"})
RECORDED_VERBS = {"holding": ("holds", "hold"), "owning": ("owns", "own"), "having": ("has", "have"),
                  "possessing": ("possesses", "possess"), "keeping": ("keeps", "keep"), "living": ("lives", "live"),
                  "residing": ("resides", "reside")}
# Where the facts come from, said anywhere in a question and changing nothing: the files are all there is ('According to
# the files, who ...', 'Who has more pets, according to the records: A or B?', 'Bank accounts, as per the data: ...').
# The tokenizer reads them away with the comma that sets them off.
SOURCE_HEDGES = tuple(tuple(phrase.split()) for phrase in forms(
    "according to the files|records|data|database|register|file|record", "as per the files|records|data|database",
    "per the files|records|data"))
# Comparison signs before a number ('>= 2 pets', '≥2 cars', '< 3 cards') and a number with a plus ('1+ vehicles'): the
# words they stand for (the tokenizer writes them so; '=' alone stays a label's colon).
SIGN_WORDS = {">=": ("at", "least"), "≥": ("at", "least"), "<=": ("at", "most"), "≤": ("at", "most"),
              ">": ("more", "than"), "<": ("fewer", "than")}
PLUS_WORDS = ("at", "least")  # '2+ pets': at least 2
# Abbreviations of 'number' before 'of' ('no. of pets', 'nr of cards', 'num. of policies'; '# of pets', and '#' right
# before a noun: '# pets'): the word 'number'.
NUMBER_ABBREVIATIONS = frozenset({"no.", "nr", "nr.", "num", "num.", "#"})
# Of those, the ones read as 'number of' right before a word too ('num pets', 'Num ins. policies', 'nr cards'; not 'no',
# which is a word: 'no pets').
NUMBER_BEFORE_NOUN = frozenset({"num", "nr"})
# A copula said with a modal or a hedge ('who would be the oldest', 'who happens to be', 'who turns out to be'): read as
# 'is', which is what every one of them asks here (ask.tokens; not after a pronoun: 'I would be grateful if ...').
MODAL_COPULAS = (("would", "be"), ("might", "be"), ("could", "be"), ("will", "be"), ("happens", "to", "be"),
                 ("happen", "to", "be"), ("turns", "out", "to", "be"), ("turn", "out", "to", "be"), ("i'd", "say", "is"))
# A progressive said for a state ('how many pets is she having', 'who is owning the most cars'): the plain verb, its
# only reading here.
PROGRESSIVE = {("is", "having"): "has", ("are", "having"): "have", ("is", "owning"): "owns", ("are", "owning"): "own",
                ("is", "holding"): "holds", ("are", "holding"): "hold", ("is", "possessing"): "possesses",
                # a place lived in ('the state where the owner of pet X is living', a34n)
                ("is", "living"): "lives", ("are", "living"): "live", ("is", "residing"): "resides",
                ("are", "residing"): "reside", ("is", "staying"): "stays", ("are", "staying"): "stay",
                ("are", "possessing"): "possess", ("has", "got"): "has", ("have", "got"): "have",
                # a salary's verbs ('Who is earning lower salary: A or B?', 'who is drawing the higher salary', a20x)
                ("is", "earning"): "earns", ("are", "earning"): "earn", ("is", "drawing"): "draws",
                ("are", "drawing"): "draw", ("is", "receiving"): "receives", ("are", "receiving"): "receive",
                # a present perfect for a start that is past ('who has started the current job most recently', 'who have
                # started their current job in 2021', a21x): the past tense, its only reading here
                ("has", "started"): "started", ("have", "started"): "started", ("has", "begun"): "began",
                ("have", "begun"): "began",
                # ('who has joined his/her current job most recently', a23x)
                ("has", "joined"): "joined", ("have", "joined"): "joined"}

# A balance of bank accounts with 'all' left out ('who has lower total balance of bank accounts', 'the total balance of
# bank accounts of S', a34n): a person's accounts are all of theirs, read as 'of all bank accounts' (ask.tokens; its
# phrasings are the balance nouns': BALANCE_NOUNS).
BALANCE_OF_ACCOUNTS = (frozenset({"balance", "balances"}), ("of", "bank", "accounts"))
# A holder's noun after a copula, before an amount compared or ranked ('Who is owner of more cars: A or B?', 'which person
# is the holder of the most credit cards', 'who are owners of more than 2 cars', a34n): the verb, its only reading there
# (ask.tokens; the noun before anything else stays: 'who is the owner of pet 'X'' names an anchor). Only after a word
# asking who (OWNER_OF_ASKED: 'who', 'that', 'which person'): 'One is the holder of the most cards among G' names a person.
OWNER_OF_VERBS = {("is", "owner"): "owns", ("are", "owners"): "own", ("is", "holder"): "holds", ("are", "holders"): "hold"}
OWNER_OF_ASKED = frozenset({"who", "whoever", "that", "which"})
OWNER_OF_ASKED_NOUNS = frozenset({"person", "one", "individual", "resident", "persons", "people", "ones", "individuals",
                                  "residents"})  # (after 'which')
OWNER_OF_AMOUNTS = frozenset({"more", "fewer", "less", "most", "fewest", "least"})
OWNER_OF_AMOUNTS_AFTER_THE = frozenset({"most", "fewest", "least", "largest", "biggest", "greatest", "highest", "smallest",
                                        "lowest", "larger", "bigger", "greater", "higher", "smaller", "lower"})

# An ordinal said as 'as the first (one)' after a verb of a date ('whose insurance policy expires as the first one', 'who
# has started the current employment as the last one', a21x): 'first' / 'last' alone, read by the tokenizer after one of
# AS_ORDINAL_VERBS, or after a job noun that one of them comes before ('started the current job as the last one'; never
# after 'same': 'the same job as the last one' names a person).
AS_ORDINAL_VERBS = frozenset({"expires", "expire", "expiring", "ends", "end", "lapses", "lapse", "started", "began",
                              "start", "begin", "starting", "born"})
AS_ORDINAL_NOUNS = frozenset({"job", "employment", "position", "role"})
AS_ORDINALS = frozenset({"first", "last"})
# A group said between a ranking's verb and its object, in German word order ('Which person has among G the most pets?',
# 'the person who has in the state of X the highest total bank balance', a21x: discourse.reordered): the verb (after
# one of ASKED_BEFORE_VERB), then a word starting the group.
VERB_THEN_GROUP = frozenset({"has", "have", "owns", "own", "possesses", "possess", "holds", "hold", "earns", "earn",
                             "is", "was", "draws", "gets", "drives", "started", "began"})
GROUP_BEFORE_OBJECT = frozenset({"among", "amongst", "in", "of", "from", "within"})
ASKED_BEFORE_VERB = frozenset({"who", "person", "one", "individual", "resident", "whoever", "that"})
# ... and the person said before what is asked of them ('Please determine for S the number of X and Y in sum.', a21x):
# after one of these verbs and 'for'.
ASKED_FOR_FIRST = frozenset({"determine", "give", "state", "provide", "calculate", "compute", "report", "tell", "find",
                             "return", "show", "indicate", "specify", "get", "list", "count"})
# A German 'resp.' ('respectively': 'or rather') before a tie rule ('take the person with the most credit cards, resp. in
# case of equality the one with the highest salary', a21x): read away by the tokenizer before one of RESP_BEFORE.
RESP_WORDS = frozenset({"resp", "respectively", "resp."})
RESP_BEFORE = frozenset({"in", "with", "if", "on", "should", "for", "when", "where"})
# 'Who is born later: A or B?' (a21x: German 'geboren ist'): 'was born' ('is|are' before 'born').
BORN_IS = {"is": "was", "are": "were"}
# 'who live also in the same state as X' (a21x: German word order): the 'also' after a verb of residence, before 'in',
# adds nothing to a condition and is read away by the tokenizer.
ALSO_AFTER = frozenset({"live", "lives", "living", "reside", "resides", "residing"})

# A learner's 'lesser' for 'less' / 'fewer' / 'lower' ('Who is having lesser internet accounts: A or B?', 'Who draws
# lesser salary', a20x): read as 'less' by the tokenizer, except after an article ('the lesser number of', 'the lesser
# salary', which the tables read already) and before 'of' ('the lesser of the two').
LESSER = {"lesser": "less"}
LESSER_KEPT_AFTER = frozenset({"a", "the"})
# ... and after an article, before what is compared, 'lower' ('state which has the lesser aggregate balance across all
# bank accounts', 'the lesser salary', 'the lesser number of pets', a35f's lawyer): one word for the tables to read.
LESSER_AFTER_ARTICLE = {"lesser": "lower"}
# A British setter's 'the senior' for 'the elder' (a25z: 'the senior resident of the state of X', 'the senior holder of
# a Health policy', '(the senior where tied)', 'taking the senior where tied', 'the senior winning a tie'): after 'the',
# said of a person with no job's words near it, 'senior' is the older person (as 'Smith senior'); the files keep no
# rank. Not 'the most senior' (a rank or the longest service in an office's English), nor 'senior' with a job's words
# after it ('the senior employee', 'the senior in post', 'senior in their current job'): those stay refused
# (grammar._tie_key names both readings).
SENIOR_AS = {"senior": "elder"}
SENIOR_AFTER = frozenset({"the"})
SENIOR_JOB_WORDS = frozenset({"job", "jobs", "post", "posts", "employment", "position", "role", "employee", "employees",
                              "staff", "member", "members", "worker", "workers", "partner", "manager", "officer",
                              "service", "tenure", "employer", "company", "office", "rank", "grade", "colleague",
                              "hire", "hires", "-", "most"})
SENIOR_JOB_SPAN = 4  # (the words after 'senior' looked at for a job's)
# ... nor 'the senior' anywhere in a question that speaks of a job, a post, a title or a start in one ('Among residents
# of Ohio whose current job started in 2020, who is the senior?', 'Of the people holding the same post as X, who is the
# senior?', 'Among people with the same job title as X, who earns the most? If tied, take the senior.': the
# longest-serving, the highest in rank, or the elder; r25 F9): refused naming both. Pay alone is no such word (a25z:
# 'the senior resident of X ... Should the two be equal, the higher salary decides', 'the senior among the people who
# are the best paid in their own state': a salary ranks people by money, not by rank or service, z26).
SENIOR_JOB_CONTEXT = frozenset({"job", "jobs", "post", "posts", "employment", "employed", "employer", "employers",
                                "employee", "employees", "title", "titles", "career", "careers", "occupation",
                                "occupations", "profession", "professions", "position", "positions", "role", "roles",
                                "work", "works", "working", "worked", "tenure", "hired", "hire", "office", "start",
                                "started", "starting", "starts", "began", "begun", "begin", "begins", "joined", "joining",
                                "commenced", "seniority", "promoted", "promotion",
                                "staff", "colleague", "colleagues", "service", "serving", "served", "longest"})
# A British setter's 'post' for a job (a25z: 'whose current post began in 2023', 'started that current post most
# recently', 'the same post as X'): read as 'job' after a word that makes it a person's job (a possessive, 'current',
# 'same'); 'the post' alone (the mail) is not read. What 'job' says there it says ('whose post began in 2023', no
# 'current', is refused as 'whose job began in' is: which job).
POST_AS = {"post": "job", "posts": "jobs"}
POST_AFTER = frozenset({"current", "present", "latest", "newest", "their", "his", "her", "whose", "same", "that", "this",
                        "its", "own"})

# A learner's double comparative or superlative ('more higher total balance', 'the most higher balance', 'most
# highest'): the tokenizer reads the pair as the one word it means (a comparative after 'more', a superlative after
# 'most'); no pair of these has another meaning.
_GRADED = {"higher": "highest", "lower": "lowest", "bigger": "biggest", "larger": "largest", "greater": "greatest",
           "smaller": "smallest", "older": "oldest", "elder": "eldest", "younger": "youngest", "richer": "richest",
           "poorer": "poorest", "wealthier": "wealthiest", "earlier": "earliest", "sooner": "soonest"}
DOUBLE_GRADED = {**{("more", c): c for c in _GRADED}, **{("most", c): s for c, s in _GRADED.items()},
                 **{("most", s): s for s in _GRADED.values()}}

# A learner's comparative said with 'more' ('more old', 'more high salary', 'born more late', a18y): read as the
# comparative ('older'); after 'the' ('the more old', 'the one with the more high salary') or after a person's or a
# vehicle's noun ('the person more young between ...', 'the vehicle more old') it names the first of a group, the
# superlative ('the oldest', 'the youngest person', 'the oldest vehicle': of two, the same one).
# A learner's comparative for the first of a group ('the person with more pets between the people living in X', 'who
# has the less insurance policies?', 'the person with more money in total in the bank between ...', a18y): after 'the',
# or before a word that starts the group (so never 'more pets than X', nor the measure of a comparison: 'Who has more
# pets: A or B?').
LEARNER_MORE = {Order.HIGH: forms("more"), Order.LOW: forms("less|fewer")}
LEARNER_GROUP_AFTER = frozenset({"among", "amongst", "between", "of", "from", "within", "in"})
PERIPHRASTIC = {"old": "older", "young": "younger", "high": "higher", "big": "bigger", "low": "lower",
                "small": "smaller", "large": "larger", "late": "later", "early": "earlier", "soon": "sooner",
                "rich": "richer", "poor": "poorer"}  # ('the more rich', 'if draw, the more poor')
PERIPHRASTIC_NOUNS = frozenset({"person", "one", "individual", "resident", "vehicle", "car"})
_SUPERLATIVE_OF = {**_GRADED, "later": "latest"}
PERIPHRASTIC_MOST = {c: _SUPERLATIVE_OF[c] for c in PERIPHRASTIC.values()}

# The words after which a place stands for the people living there, as a group ('the richest of the state of pet X
# owner', 'the person with the most cars from the state where X lives', 'among the same state as X'): a learner's.
# A request's words asking for a person's name ('the name of ...', 'Give me the identity of ...'): with them a ranking
# after 'Find / Tell me' asks who reaches it, not the value it reaches (grammar.name_q); a request that asks the name
# ('Name ...', 'identify', 'tell me who') makes a follow-up after it a second thing asked (grammar._name_requested,
# read in the request's own words only: 'who' in the person's words is a relative clause).
NAME_ASKED = frozenset({"name", "names", "identity"})
# A wish to know a person ('I would like to know S', FIND: a28z) asks who they are, as 'identify' does.
WISH_TO_KNOW = frozenset({"know"})
NAME_REQUESTED = NAME_ASKED | WISH_TO_KNOW | {"identify", "who"}
# 'among' and its older form ('the one with the fewest pets among residents of X': a group said by 'among').
AMONG_WORDS = frozenset({"among", "amongst"})
PLACE_AS_PEOPLE_AFTER = frozenset({"of", "from", "among", "amongst", "between", "within"})
# Articles a phrasing may want where a writer left them out ('who has most pets', 'Among residents of same state as
# owner of pet X'): never a change of meaning in this language ('a' as the number one is a number word, read apart).
ARTICLES = frozenset({"the", "a", "an"})
# Words for all people, said alone ('the oldest of everyone', 'richer than anybody else').
EVERYONE_PRONOUNS = frozenset({"everyone", "everybody", "anyone", "anybody"})
# ... never after a determiner with no noun ('the of the same state as X': a word lost, v17 W2)
DETERMINERS_BARE = frozenset({"the", "a", "an", "this", "that", "these", "those"})
# A tie rule's choosing verb ('pick', 'take': tokens._spoken sets it off with a comma, 'if they're tied go with T') said
# after one of these is a noun ('If either pick is tied, take T', c38w): no comma put before it
# ('that' / 'this' are pronouns there as often: 'if both of them are even on that go with the oldest one', w20)
TIE_CHOICE_AS_NOUN_AFTER = frozenset({"the", "a", "an", "either", "each", "both", "any", "every", "first", "second", "my",
                                      "your", "our", "their"})

# Two people announced before they are listed, then a colon or a dash ('Compare these two: A and B', 'the combined
# balance of two persons: A, and B', 'Who has more pets between two persons: A and B?').
PAIR_SAID = forms("these|those|the? two|2 people|persons|person|individuals|ones|users|residents|subjects",
                  "these|those|the two",
                  "this two people|persons|person|individuals|ones|users|residents|subjects?",  # (a learner's 'this two')
                  "the following two? people|persons|individuals?", "both people|persons?",
                  "the following pair", "this|the pair", "the following pair of people|persons|individuals")  # (a24x)

# The words before a pair's number said in digits ('these 2', 'Compare 2 people', a27z): the digit read as the word
# ('these two'), as every phrasing of a pair says it; 'the 2' only after 'of' and before a verb or a mark ('whichever
# of the 2 has ...'): 'take the 2 people with the most pets' sets up a top 2 (its balances summed), where 'the two
# people' could be two people each.
PAIR_DIGIT_BEFORE = frozenset({"these", "those", "compare"})
PAIR_DIGIT_THE_VERBS = frozenset({"has", "have", "is", "was", "owns", "own", "holds", "hold", "earns", "earn", "makes",
                                  "keeps", "gets", "draws"})

# A possessive of a possessive ('pet 'Dawn''s owner's state', 'plate 'X''s driver's blood type'): after 's, the tokenizer
# reads "owner's" as 'owner' and "'s", as it reads the 's after a quoted name.
CHAINED_POSSESSIVE = frozenset({"owner's", "driver's", "keeper's", "holder's", "user's", "guardian's"})
# The person after a pet's or a plate's possessive ('pet 'Dawn''s owner', 'pet 'Dawn''s keeper', 'plate 'X''s driver').
PET_POSSESSOR = forms("owner|owners|keeper|keepers|guardian|guardians")
PLATE_POSSESSOR = forms("owner|driver|keeper", "registered owner|keeper")

# A pronoun as the head of a person described by a relative clause ('the total bank balance of him who has most
# vehicles', 'How many pets does she who ... have?'): the tokenizer reads it, before 'who'/'that', as 'the person'.
PRONOUN_HEADS = frozenset({"him", "her", "he", "she"})

# A learner's 'got' for 'has' before a ranking ('who got most car in Texas'): the words such a ranking starts with.
GOT_RANKED = frozenset({"most", "more", "fewest", "fewer", "least", "less", "highest", "largest", "biggest", "greatest",
                        "lowest", "smallest", "maximum", "minimum", "max", "min"})

# 'Which person's policy expires first?' says 'Whose policy ...': the nouns read so after 'which'/'what'.
WHOSE_NOUNS = frozenset({"person's", "individual's", "resident's", "one's", "user's", "customer's", "member's",
                         "citizen's", "inhabitant's"})

# --- groups ------------------------------------------------------------------------

_DEMONSTRATIVE_GROUP = "those|these people|persons|individuals|residents|inhabitants|parties"  # ('Of those individuals')
PEOPLE = forms("people|persons|individuals|users|folks|everyone|everybody|anyone|anybody|those|ones|residents|inhabitants",
               "peoples",  # (as a second-language writer may: 'among peoples living in ...')
               _DEMONSTRATIVE_GROUP)
# A group said only by a demonstrative ('Of those, who ...', 'Among these people, who ...'): a reference to a group said
# before it; where nothing before says one (a set-up sentence lost, v20 W10) it is refused, never read as everyone.
DEMONSTRATIVE_PEOPLE = frozenset({"those", "these", *forms(_DEMONSTRATIVE_GROUP)})
# ... when the group ends there: a mark, the end, the question's verb next ('Who among those has ...') or its word
# with a singular verb ('of those people who is the oldest', a transcript's: not a clause of 'those'); before any other
# word the words after it may say who they are ('among those with the same blood type as X', 'those who live in X').
DEMONSTRATIVE_ENDS = frozenset({",", "?", ".", ";", ":", "!", "—", "–", "-", ")", None, "is", "are", "was", "were",
                                "has", "have", "had", "owns", "own", "holds", "hold", "does", "do", "did"})
DEMONSTRATIVE_ASKED = (frozenset({"who", "which"}),
                       frozenset({"is", "has", "owns", "holds", "was", "earns", "makes", "keeps", "drives", "lives",
                                  "started", "does", "got", "gets", "draws"}))
PERSON = forms("person|one|individual|user|resident|somebody|someone")
RELATIVE = forms("who|that")
# The head noun of a group, by number: after a superlative, a plural names several people ('the richest people in X').
# Of the plural heads, those naming people of any kind ('the residents of X', 'the people of', 'members of'), not
# the holders of one record ('the owners of pets 'A' and 'B'': people named): a group said by them (discourse).
# 'only' or 'alone' said after a group ('Considering dog owners only, ...'): the group's, unless it follows a record held
# ('people who have a Mastercard only': holding nothing else?), `grammar._only_held`.
GROUP_ONLY = frozenset({"only", "alone"})
# The last word of a verb of living before its place ('who live in', 'living within', 'who are from'): 'only' after
# the place could say the people live nowhere else.
LIVED_IN_LAST = frozenset({"in", "from", "within"})
PEOPLE_HEADS = frozenset({"people", "persons", "individuals", "residents", "inhabitants", "members", "citizens", "locals"})
PLURAL_HEADS = frozenset({"people", "persons", "individuals", "users", "folks", "residents", "inhabitants", "owners",
                          "holders", "cardholders", "policyholders", "keepers", "customers", "drivers", "locals",
                          "members", "citizens", "ones", "those", "patients", "employees", "workers", "motorists",
                          "accountholders", "earners"}
                         | {d.split()[-1].lower() for d in STATE_DEMONYMS.values()})  # 'the richest Texans'
SINGULAR_HEADS = frozenset({"person", "one", "individual", "user", "resident", "inhabitant", "owner", "holder",
                            "cardholder", "policyholder", "keeper", "customer", "driver", "local", "member", "citizen",
                            "somebody", "someone", "patient", "employee", "worker", "motorist", "accountholder",
                            "earner"}  # ('the top earner in Ohio, with a dog', r36 H1)
                           | {d.split()[-1].lower()[:-1] for d in STATE_DEMONYMS.values()})
# The head of the people chosen before an anchor, by number (grammar._chosen_head): a relative clause with a singular
# verb right after the anchor ('the residents of the same state as the owner of plate X who has no pets') cannot
# describe a plural head, only the anchor's owner; 'everyone ... who has' agrees with it.
CHOSEN_SINGULAR = SINGULAR_HEADS | frozenset({"everyone", "everybody", "anyone", "anybody", "someone", "somebody",
                                              "whoever", "nobody"})
CHOSEN_PLURAL = PLURAL_HEADS | frozenset({"all", "them"})
# A person said at once after a header asking for a name ('need a name: someone with X who ...', e46q): 'Name <them>.'
NAMED_AT_ONCE = frozenset({"someone", "somebody", "anyone", "anybody", "whoever", "whichever", "one"})
# After a ranking, a group of state leaders: "people with the highest total bank balance in their state".
IN_THEIR_STATE = forms("in their state", "in each state", "in every state")
TOP_N_LEADS = forms("top")

# --- anchors -----------------------------------------------------------------------


# The anchor's person named again, later in the question: "... and have the same blood type as that owner" (only
# when one anchor was said before it; not 'that person' or 'him', which speak of the answer in a follow-up).
_ANCHOR_NOUNS = "owner|user|driver|holder|keeper"
ANCHOR_AGAIN = forms(f"that|this {_ANCHOR_NOUNS}", f"the|that same|said {_ANCHOR_NOUNS}",
                     "the latter", "that pet|car|vehicle owner")
# The nouns of those words: in a later sentence, 'that owner' after a person found relative to an anchor's person ("Find
# the richest person in the state of the owner of pet 'X'. How many pets does that owner have?") may be either (w14 #1).
ANCHOR_NOUNS = frozenset(_ANCHOR_NOUNS.split("|"))
# The nouns (with an article) one anchor's person is named by, before what names them: "the person", "a guy",
# "the woman", "someone" ("the guy with plate 'X'", "the lady whose pet is named 'Rex'", "someone with username u").
ONE = "the|a|an? person|one|individual|guy|man|woman|lady|gentleman|fellow|somebody|someone"
# Who owns the anchor's record (a pet, a vehicle by its plate), before what is owned: "the owner of", ...
OWNER_OF = forms("the? owner of", "the? driver of", "the? holder of", "whoever owns|has",
                 f"{ONE} who owns|has",
                 f"{ONE} owning", "the? registered owner|driver|keeper of", "the? keeper|guardian of",
                 "whoever drives|keeps", f"{ONE} who|that drives|keeps",
                 f"{ONE} that owns|has",
                 f"{ONE} driving|keeping",
                 f"{ONE} which owns|has|keeps|drives")  # ('the person which has the pet 'Cesar'': a learner's 'who')
# A person tied to what names them, any kind (a pet, a vehicle by its plate, a username), before it: "the person
# tied to the username 'u'", "the individual associated with plate 'X'", "the one linked to the pet 'Rex'".
TIED_TO = forms(f"{ONE} tied|linked|connected|associated|attached|related|registered|bound|assigned to|with",
                f"{ONE} who|that is|was tied|linked|connected|associated|attached|related|registered|bound|assigned to|with",
                f"{ONE} behind", "whoever is tied|linked|connected|associated|registered to|with")
PET_NOUNS = forms("pet|animal")
NAMED = forms("named|called")
# "the person whose pet is named 'Dawn'", "the one whose dog's name is Rex": PERSON_WHOSE, a pet noun or a species,
# then PET_NAME_IS (or the noun's possessive, then 'name is').
PERSON_WHOSE = forms(f"{ONE} whose", "the? pet|animal|dog|cat? owner whose", "whoever's")
PET_NAME_IS = forms("is|was named|called", "goes|went by the? name of?", "is|was")  # whose dog is (named) Rex
# After a pet noun, before its name: "the pet named", "the dog whose name is", "the cat that is called".
PET_NAMED = forms("named|called", "by the name of", "whose name is|was", "that|which is|was named|called",
                  "going by the? name of?",
                  "with|having|of the? name", "with|having the? name of")  # ('the pet with name 'Betty'': a learner's)
# A person named by what belongs to them: "the person to whom the pet 'Dawn' belongs", "the one the car with plate 'X'
# is registered to" (then a pet, a vehicle or a username, then BELONGS).
BELONGS_TO_WHOM = forms(f"{ONE} to whom")
BELONGS_WHOM = forms(f"{ONE} whom|that?", "whoever")
BELONGS = forms("belongs|belonged", "is|was registered", "is|was tied|linked|connected|assigned|attached")
PLATE_NOUNS = forms("license|licence plate number?", "plate number?", "registration number?", "license|licence number",
                    "number|registration plate", "license|licence tag", "license|licence plates", "plates")
# The words a plate said without quotes follows ('license plate 605 AVG'): its letters are not an abbreviation ('AVG').
PLATE_WORDS = frozenset({"plate", "plates", "number", "registration", "tag"})
VEHICLE_WITH_PLATE = forms("vehicle|car whose license|licence? plate|registration number? is", "vehicle|car registered as|under",
                           "vehicle|car with|bearing the? license|licence plate number?",
                           "vehicle|car with|bearing the? plate|registration number?",
                           "vehicle|car with|bearing the? license|licence number",
                           # the plate's noun after the vehicle's, as a compound ('owner of vehicle plate 'X'', a22y)
                           "vehicle|car|automobile license|licence? plate|plates number?",
                           "vehicle|car|automobile registration number")
# A vehicle named by its plate is read in parts (the grammar joins them): a VEHICLE_NOUN, then what comes before
# the plate itself: VEHICLE_PLATED ('the car plated 'X''), or VEHICLE_HAS_PLATE and a PLATE_NOUN ('the car with
# license plate 'X''), or 'whose' and a PLATE_NOUN and PLATE_IS ('the car whose plate is 'X'').
VEHICLE_NOUNS = forms("vehicle|car|automobile")
VEHICLE_PLATED = forms("plated", "registered", "registered as|under|to|with", "licensed|licenced as|under",
                       "that|which is plated|registered as|under|to|with", "that|which is registered", "tagged",
                       "with|bearing|carrying the? plates")
VEHICLE_HAS_PLATE = forms("with|bearing|carrying|having|showing|displaying the?",
                          "that|which has|bears|carries|displays|shows the?",
                          "registered to|under|with|as the?", "that|which is registered to|under|with|as the?")
PLATE_IS = forms("is|reads")
# A person named by their vehicle's plate, before the plate: "the person whose car has license plate", "the driver
# registered to plate", "the person with license plate" ("the owner of" and a vehicle's phrasing is read too).
PLATE_PERSON = forms(ONE, "the? driver|owner|motorist", "the? car|vehicle|automobile owner|driver")
VEHICLE_HAS = forms("has|bears|carries|shows|displays the?")
VEHICLE_IS_PLATED = forms("is plated|registered|tagged", "is registered as|under|to|with")
POSSESSIVE_VEHICLE = forms("vehicle's|car's|automobile's")
PLATE_PERSON_WITH = forms("with|having|holding the?", "registered to|under|with the?",
                          "who|that is registered to|under|with the?")
# "the person with a pet named 'X'", "the one with the car plated 'X'": a person, then what they own (not a bare quote)
PERSON_WITH = forms(f"{ONE} with|having", f"{ONE} who|that has|owns")
USERNAME_NOUNS = forms("internet|online? username|handle", "internet|online? user name", "internet|online account username",
                       # the username standing for its user ('in the same state as the username 'hhardy'', a23y)
                       "the internet|online? username|handle", "the internet|online? user name")
USER_WITH = forms("the? user|owner with|having the? internet|online? username|handle",
                  # ('the person who has internet account with username 'x'': a learner's, without the article)
                  f"{ONE} who|that|which has|owns|holds an|the? internet|online account with|having|under the? username",
                  "the? user|owner with|having the? internet|online account username",
                  "the? user behind|using the? internet|online? username|handle|account",
                  f"{ONE} with|having the? internet|online? username|handle",
                  f"{ONE} with|having the? internet|online account username",
                  "the? holder|owner of the? internet|online? account with the? username",
                  # ('the holder of the internet account bearing the username 'x'', a35f)
                  "the? holder|owner of the? internet|online? account bearing|having|under the? username|handle",
                  "the? holder|owner of the? internet|online? account registered under|to the? username|handle",
                  "the? holder|owner of the? internet|online? username",
                  "the? internet|online user", "the? user", "the? user|internet|online account",
                  "the? account|internet|online holder|owner", "the? internet|online account holder|owner",
                  f"{ONE} behind|using the? internet|online? username|handle|account",
                  f"{ONE} behind|using the? internet|online account username",
                  "the? account|internet|online holder|owner with|having the? internet|online? username|handle",
                  "the? internet|online account holder|owner with|having the? username|handle")
USER_WHOSE = forms("the? user whose internet|online? username|handle is", f"{ONE} whose internet|online? username|handle is",
                   "whoever has the? internet|online? username|handle",
                   "whoever uses the? internet|online? username|handle")
# More ways to name a person by a username, read in parts (the grammar joins them; whole phrasings above):
# USER_PERSON, then USER_BY and a USERNAME_NOUN ('the account holder registered under the handle'), or 'whose',
# a USERNAME_NOUN and 'is'; or USER_WHOEVER and a USERNAME_NOUN ('whoever goes by the handle').
USER_PERSON = forms(ONE, "the? user|owner|holder", "the? internet|online user",
                    "the? account|internet|online holder|owner", "the? internet|online account holder|owner")
USER_BY = forms("with|having|using|behind|holding|bearing the?", "who|that registered|created|opened|chose the|an|a?",
                "who|that uses|has|holds|owns the?", "who|that goes|go by the?",
                "registered|known under|with|by the?", "signed up under|with the?", "of the?")
USER_WHOEVER = forms("whoever has|uses|holds|owns the?", "whoever goes by the?")
# A username given as what a person is called online, the value then 'online' (said, or it could be a nickname):
# "the person who goes by 'x' online", "whoever is 'x' on the internet", "the user known as 'x' online".
USER_GOES_BY = forms(f"{ONE} who|that goes|go by", "the? user who|that goes|go by", f"{ONE} going by", "the? user going by",
                     "whoever goes by", f"{ONE} who|that is|are", "the? user who|that is|are", "whoever is")
USER_KNOWN_AS = forms("registered|known|signed up? online? as", "who|that is|are known|registered online? as",
                      "who|that signed|signs|logs|logged up|in online? as", "who|that registered|registers online? as",
                      "signed|logged up|in online? as", "going|listed online? as", "who|that appears|appear online as")
ONLINE = forms("online", "on the internet|web", "on line", "on social media")
USERNAME_NOUN = forms("internet|online? username|handle|account", "internet|online? user name",
                      "internet|online account username",
                      "internet|online account handle|name", "screen|user name", "login|user id", "login",
                      "internet|online name|alias|id|nickname")
# A person naming their username as what they use: "the person who uses 'u' as their username" (then the username,
# then 'as their', then a USERNAME_NOUN).
USES_AS = forms(f"{ONE} who|that uses|has", f"{ONE} who|that goes by", f"{ONE} using|having", "whoever uses|has")
# A username may be written without quotes, one word, right after one of these words ('the handle lisa19').
USERNAME_WORDS = ("username", "handle", "name", "id", "login", "account", "user")

# --- negation and counts -----------------------------------------------------------

NOT_HAVE = forms("not have|has|own|owns|hold|holds any|a|an?", "don't|doesn't has|owns|holds any|a|an?",
                 "do|does not has|owns|holds any|a|an?",
                 "lacks|lack any?", "lacks|lack a|an single?", "has|have never owned|had|held any|a|an?",
                 "never owned|had|held|possessed any|a|an?", "never has|have owned|had|held any|a|an?",
                 # ('who have never had a single online account', e47c)
                 "never owned|had|held|possessed a single", "has|have never owned|had|held a single",
                 "does|do not own|have|hold|possess any|a|an",
                 "does|do not own|have|hold|possess a single",
                 "doesn't|don't own|have|hold|possess a single", "doesn't|don't own|have|hold|possess any|a|an",
                 "does|do not own|have|hold|possess", "doesn't|don't own|have|hold|possess")
HAVE_NO = forms(f"{HOLD_VERBS_SAID} no|zero", f"{HOLD_VERBS_SAID} not a|an? single",
                "possesses|possess|carries|carry no|zero", f"{HOLD_VERBS_SAID} not even? one",
                "has|have not got any|a|an", "hasn't|haven't got any|a|an", "hasn't|haven't any", "has|have not any")
WITHOUT = forms("without any|a|an?", "without a single", "without even a|an|one", "without so much as a|an|one",
                "with no|zero", "having|owning no|zero", "lacking any|a|an|one?", "not having|owning|holding any|a|an?",
                "not having|owning|holding a single", "with not a|one single", "with not even one|a")
# After a negation, saying nothing more: 'no pets whatsoever', 'does not own any car at all', 'no insurance policies
# whatever' (a25z).
# After a kind of record, saying nothing more: 'no vehicles registered to them', 'the most pets on record'.
RECORDS_HELD = forms("registered|recorded|owned|held", "registered to|in|under them|their|his|her name?", "on record|file",
                     "of their|his|her own", "in|to their|his|her name")
NONE_AT_ALL = forms("at all", "whatsoever", "whatever", "of any kind|sort", "at all whatsoever", "none at all",
                    ",? either",  # ('... and no car, who doesn't own any pets either?': also none)
                    # ('people who live in the same state as the owner of the cat X but own no pets themselves', a25y:
                    # the people's own, as every count is)
                    "themselves|himself|herself", "themselves|himself|herself at all", "of their|his|her own") + RECORDS_HELD
# A record noun made an adjective of lacking: 'carless', 'pet-less' (one word each).
LACKING_ADJECTIVES: dict[Records, Said] = {
    r: tuple(dict.fromkeys(f"{w.replace(' ', '-')}{end}" for w in n.singular for end in ("less", "-less", "-free")))
    for r, n in RECORD_NOUNS.items() if r in (Records.VEHICLES, Records.PETS, Records.CREDIT_CARDS, Records.BANK_ACCOUNTS,
                                              Records.INSURANCE_POLICIES, Records.INTERNET_ACCOUNTS)}
# (not 'jobless': it says no job now, and a person's job records have no end dates)
AT_LEAST = forms("at least", "a minimum of", "no|not fewer|less than")
AT_MOST = forms("at most", "no|not more than", "a maximum of")
MORE_THAN = forms("more than", "over")
FEWER_THAN = forms("fewer|less than", "under")
EXACTLY = forms("exactly", "precisely")
OR_MORE = forms("or more", "+")
OR_FEWER = forms("or fewer|less")
# A bound said after the counted noun: 'with 3 pets at most', '2 cars at least', '3 pets max' (as 'or fewer' after it)
AT_MOST_AFTER = forms("at most", "at the most", "max|maximum", "at maximum", "tops")
AT_LEAST_AFTER = forms("at least", "at the least", "min|minimum", "at minimum")
NUMBER_WORDS = {"zero": 0, "no": 0, "one": 1, "a": 1, "an": 1, "two": 2, "three": 3, "four": 4, "five": 5,
                "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12,
                "thirteen": 13, "fourteen": 14, "fifteen": 15, "sixteen": 16, "seventeen": 17, "eighteen": 18,
                "nineteen": 19, "twenty": 20}
# the tens and their compounds, as written with a hyphen ('thirty', 'twenty-five', 'ninety-nine'), and 'a hundred'
_TENS = {"twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70, "eighty": 80, "ninety": 90}
_UNITS = ("one", "two", "three", "four", "five", "six", "seven", "eight", "nine")
NUMBER_WORDS |= _TENS | {f"{ten}-{unit}": n + NUMBER_WORDS[unit] for ten, n in _TENS.items() for unit in _UNITS}
NUMBER_WORDS |= {"hundred": 100}
# A year said aloud: its century, then its last two digits ('twenty twenty five', 'twenty twenty-four', 'nineteen
# ninety-nine', 'twenty oh five'), or 'two thousand (and) five'.
YEAR_CENTURIES = {"nineteen": 1900, "twenty": 2000}
# Before a year, what says it is one ('started their current job in the year 2024'): the year.
YEAR_LEAD = forms("the year")
YEAR_THOUSANDS = forms("two thousand and?")
YEAR_OH = frozenset({"oh", "o"})  # 'twenty oh five': 2005

# Where a count looks ('across all their records'): every record, which says nothing of a sum.
ALL_RECORDS = forms("across|in all? of? their|his|her|the records")
TOTAL = forms("in total", "total", "combined", "together", "altogether", "all together", "in all", "overall", "all told",
              *SUMMED_AFTER, "all in all", "in sum",
              "in total combined", "combined in total",
              "in total together",  # ('How many pets and cars has this person, in total together?', a18y)
              "all added|summed",  # ('how many vehicles, credit cards and bank accounts he has, all added?', a22y)
              "in sum|total for both|all of? them?",  # ('the total bank balance of the 2 persons ..., in sum for both', a21x)
              "between them|both",  # ('what total bank balance do the two richest hold between them?', a22x)
              # ('Output: credit cards plus bank accounts plus insurance policies for that person, as one count', a34s)
              "as one count|number|figure|total|sum", "as a single count|number|figure|total|sum")
# Words in a person's phrase that rank them among everyone on purpose ('the richest person among everyone').
SCOPE_WORDS = frozenset({"among", "amongst", "everyone", "everybody", "overall", "all", "anyone", "whole", "entire",
                         "anywhere"})
# ... of them, those that say a person is ranked over everyone ('the oldest person with a cat among everyone'): never in
# a group set up before (questions._check_domains)
EVERYONE_WORDS = SCOPE_WORDS - {"among", "amongst", "all"}
# Words that give a person a group of their own, beyond a head noun ('the richest dog owner', 'the oldest person
# with a dog' have none: a group after a later person may be theirs too). A relative clause is a condition as 'with'
# is ('the richest person who owns a dog': p12x #3), so 'who/that/whose' are not here; nor is the 'of' of an owner or
# holder ('the richest owner of a dog'), only a partitive 'of' (GROUP_OF), nor 'resident' without a place.
# ('between' a learner's 'among' after a ranked person: 'the more old person between the JCB 15 digit card holders', a18y)
GROUP_WORDS = frozenset({"among", "amongst", "between", "from", "in", "living", "live", "lives", "residing", "within",
                         "overall", "everyone", "everybody"})
GROUP_OF = frozenset({"the", "all", "those", "these", "everyone", "everybody"})  # after 'of': 'the richest of the ...'
RESIDENT_WORDS = frozenset({"resident", "residents"})  # a group of their own when a place is named
# An age word before a vehicle owner: 'the oldest car owner' is the oldest person who owns a car, or the owner of
# the oldest car (a vehicle's model year).
AGED_VEHICLE_OWNER = forms("oldest|youngest|newest|older|younger|newer vehicle|car|automobile owner|owners|driver|drivers")
# After a sum word, what says the sum is over a person's accounts ('summed over all accounts', 'held across every
# bank account'): each person's own total, not a sum over the people (p13y #2).
OVER_ACCOUNTS = frozenset({"over", "across", "throughout", "in", "on", "from"})
# A person's accounts said one by one, with their holder after them ('their combined balance across every bank account
# they hold', 'the highest combined balance across each of the bank accounts they own', a34r): each of a person's
# accounts, read as 'across all their bank accounts' (tokens._accounts_they_hold) after a word of money.
EVERY_ACCOUNT = frozenset({"all", "every", "each"})
EVERY_ACCOUNT_MONEY = frozenset({"balance", "balances", "money", "cash", "savings", "total", "sum", "amount", "funds",
                                 "holdings"})
# An aside after a balance saying it is the sum over the person's accounts, as the grammar reads a balance anyway ('the
# resident whose total bank balance (all their bank accounts added together) is the smallest', 'the lowest total bank
# balance (summed across all their bank accounts)', e44g): read away (tokens._balance_aside)
BALANCE_SUM_ASIDES = forms(*(p.format(all=all_) for all_ in ("all?", "all of") for p in (
    "{all} their|his|her|the? bank? accounts added|summed|totalled|totaled|put together|up",
    "{all} their|his|her|the? bank? accounts combined|together|included",
    "summed|added|totalled|totaled|combined up? across|over|from {all} their|his|her|the? bank? accounts",
    "the|a sum|total over|across|from {all} their|his|her|the? bank? accounts",
    "in? total across|over {all} their|his|her|the? bank? accounts",
    "across|over {all} their|his|her bank? accounts")),  # (not 'across all accounts': the highest could be one's)
    "the|a sum|total of all? their|his|her|the? bank? accounts",
    "every|each bank? account counted|included|added", "all bank? accounts counted", "in total", "all told")
# ... said after a word of wealth rather than a balance ('who's the richest (total across bank accounts) among ...',
# 'the wealthiest person (all bank accounts combined)', e45g): what the wealth word means anyway, read away
# (tokens._balance_aside); a person's head may come between ('the poorest resident (summed over all their accounts)')
BALANCE_SUM_ASIDE_AFTER = frozenset({"balance", "balances"})
WEALTH_ASIDE_AFTER = frozenset({"richest", "poorest", "wealthiest", "richer", "poorer", "wealthier"})
# A second superlative's measure said by pointing back to the first's ('the richest (by total bank balance) in A's
# state, or the richest (same measure) in B's', d47p): the same word is the same measure, read away
# (tokens._same_measure_aside) after a one-word superlative said before in the question; after any other word refused
SAME_MEASURE_ASIDES = forms("same|identical measure|metric|measurement|criterion|yardstick|basis|ranking",
                            "the same measure|metric|measurement|criterion|yardstick|basis|ranking",
                            "by|on|using|with the same measure|metric|measurement|criterion|yardstick|basis|ranking",
                            "measured|ranked|judged the same way", "same measure|metric|ranking as before|above")
# A reflexive said for emphasis after a relative pronoun ('residents of A's state who themselves own no vehicles',
# e44g): it names no one new (the people the clause is said of), read away (tokens._emphatic_self)
EMPHATIC_SELF_AFTER = frozenset({"who", "that"})
EMPHATIC_SELF = frozenset({"themselves", "himself", "herself", "themself"})
# Words that make a question about several people's balances ask for their sum, not each one's.
SUMMED = forms("sum|plus|add|aggregate|collectively|jointly|joint", "between them", "adds|add up to",
               "comes|come|amounts|amount to", "one|single number|figure|total|amount|sum|count",
               "a single number|figure|total|amount|sum|count", "tally|count up",
               "count|tally all",  # 'Count all the pets, cars and cards of S': one count of them all
               "tally|tallied")  # a tally is one count ('Give me a tally of the pets, cars and cards of S', 'Tally: how
# many pets and cars does S have?', 'Tally the pets and cars of S', k21)
RECORDS_NOUN = forms("total? financial|property? records|items", "total? financial and property records|items",
                     "total? property and financial records|items", "records|items in total",
                     "total? things|entries", "things|entries in total")

# Not holding a particular value ('who do not hold a Mastercard'): Holds has no negation.
NOT_HOLDING = "not holding a particular card provider, insurance type or pet species is not supported: " \
              "negation is of a kind of record ('who have no credit cards')"

# --- tie-breakers ------------------------------------------------------------------

IF_TIE = forms("if there's a tie", "if there is a tie", "if there are ties", "if tied", "if there's still a tie",
               "if there is still a tie", "if still tied", "if that's tied too|also?", "if that is tied too|also?",
               "if it's a tie", "if it is a tie", "if they are tied", "if they're tied",
               "in case of a tie", "in the event of a tie", "in case of ties", "should there be a tie",
               "if two or more are|people tied|tie", "if two or more people are tied",
               "if several are|people tied|tie", "if several people are tied", "if more than one person qualifies|qualify",
               "if there are multiple|several", "if there are multiple|several people|candidates",
               "if there are more people|persons|candidates",  # ('If there are more persons, take the oldest', a34n)
               "if multiple|several people qualify|tie", "if more than one|1", "if more than one|1 person|people",
               "if there is more than one",
               "on a tie", "if two people tie", "if there's a draw", "if there is a draw",
               "when|whenever|where there is a tie", "when|whenever|where there's a tie", "in the case of a tie",
               "for ties", "for a tie",
               "if more than one person has|shares the most|highest|same",
               "among|amongst|of those|them tied", "among|amongst|of the tied ones|people|candidates|members",
               "among|amongst|of those|them who are|remain tied", "among|amongst|of those|them still tied",
               # ('Among any who are tied, take the oldest.', c39w, e41g)
               "among|amongst|of any|all who are|remain tied", "among|amongst|of any|all those|people who are tied",
               "if that's|it's still tied", "if that|it is still tied",
               "if that's|it's also tied", "if that|it is also tied", "if that's|it's still a tie", "if that|it is still a tie",
               "if they're still tied", "if they are still tied",
               "if still a tie", "if a|any tie remains", "if ties remain", "if there's still a tie remaining",
               "should a|the tie persist|remain", "if a|the tie persists",
               # a second breaker's trigger said as the first one failing: 'and if that does not settle it, the one
               # with ...', 'if that fails to break the tie, ...', 'if that is not enough, ...'
               # a19y: 'Should there be no single such person, ...', '(and, should that leave a tie, the eldest)', 'If
               # several are level in that respect, ...'
               "should|if there be|is no single such person|one|individual", "if there is not a single such person|one",
               "should|if that|this leave|leaves a tie", "should|if that|this leave|leaves several|two level|tied",
               "if|should several|two are|be level|tied|equal in that|this respect",
               "if|should more than one is|be level|tied|equal in that|this respect",
               "if that|this does not settle|resolve|break|decide it", "if that|this doesn't settle|resolve|break|decide it",
               "if that|this does not settle|resolve|break|decide the tie",
               "if that|this doesn't settle|resolve|break|decide the tie",
               "if that|this fails to settle|resolve|break|decide it",
               "if that|this fails to settle|resolve|break|decide the tie",
               "if that|this is not enough|sufficient", "if that|this isn't enough|sufficient",
               "if several|multiple", "if any are tied", "if anyone is tied",
               "if there's a tie among|between them|those",
               "should several|multiple people|persons? tie", "should several|multiple people|persons? be tied",
               "should two or more people|persons? tie", "should two or more people|persons? be tied",
               "if there is a tie among|between them|those",
               "if two or more people have|share the most|highest",
               "if several people have|share the most|highest", "if multiple people have|share the most|highest",
               # a tie said as people tied: 'if two people are tied', 'if several individuals end up level'
               "if two|several|multiple|some people|persons|individuals|residents|candidates are|remain tied|level|equal",
               "if two|several|multiple|some people|persons|individuals|residents|candidates end up tied|level|equal",
               "if two|several|multiple people|persons|individuals|candidates tie",
               # a tie said as an event: 'should a tie occur', 'if that's a tie', 'in the event that there is a tie'
               "should a|any tie occur|arise|result", "if a|any tie occurs|arises|results", "should ties occur|arise",
               "in the event that there is a tie", "in the event that there's a tie", "in the event of ties",
               "in the event of a draw", "in case of a draw",
               "if that's a tie too|also?", "if that|this is a tie too|also?", "if that results|ends in a tie",
               "if that leaves|gives a tie",
               "if it comes down to a tie", "when tied", "if there is a tie at the top", "if there's a tie at the top",
               "if the top spot|place is shared", "if several|multiple people share the top spot|place",
               "if the top|lead|maximum|max is shared", "if first place is shared", "if nobody wins outright",
               "if no one wins outright", "if nobody is a clear|outright|single winner",
               "if no one is a clear|outright|single winner", "if there's no single|outright|clear|sole winner|leader",
               "if there is no single|outright|clear|sole winner|leader", "if there's not a single|clear winner",
               "if there is not a single|clear winner",
               # 'when', 'in case', 'in the event' as leads: 'when two or more people tie', 'in case there is a tie'
               "when|whenever there is|exists a tie", "when|whenever there's a tie", "when|whenever there are ties",
               "when|whenever two|several|multiple people|persons are tied|level",
               "when|whenever two|several|multiple people tie",
               "when|whenever two or more people|persons are tied|level", "when|whenever two or more people|persons tie",
               "in case there is a tie", "in case there's a tie", "in case two|several|multiple people are tied|tie",
               "in case two or more people are tied|tie", "in the event two or more people are tied|tie",
               "in the event several|multiple people are tied|tie", "in the event that two or more people are tied|tie",
               "tied ?", "a tie ?", "any ties ?", "still tied ?", "if it's tied", "if it is tied", "if people tie",
               "if people are tied")
# A tie said in parts that combine (cbwh.ask.grammar.if_tie), beside the whole phrasings above: a lead ('if',
# 'should', 'in case'), then what is tied ('there is a draw', 'it's a tie', 'several people are level', 'two or more
# share the top spot', 'equal'); or a fragment ('Tie?', 'Draw:'). None of them names who 'they' are: 'if they are
# tied' stays in the tables above (in a comparison it may be the two people compared).
# ('wherever two persons are having the same count', a23x)
TIE_WHEN = forms("if|when|whenever|where|wherever|assuming|supposing|should", "if ever", "in case", "in case that",
                 "in the case", "in the event", "in the event that", "in cases where", "any time", "anytime",
                 "if it happens|turns out that", "were|was there", "should there be", "if there be")
TIE_NOUN = forms("a|an|any|some? tie|ties|draw|draws|deadlock|stalemate|tie-up", "a dead heat",
                 "a|any? tie|draw at the top", "a|any? tie|draw for first|top place?", "a|any? tie|draw for the top spot|place",
                 "equal|identical|matching counts|numbers|totals|values|scores", "the same count|number|total|value|score")
_TIE_HOLDERS = "group|ranking|state|pool|search|selection|list|set"
TIE_THERE = forms("there's", "there is|are|be|was|were|remains|exists", "there happens to be", "there's still",
                  "there is|are still", "we|you have|get|see|hit",
                  # the ranking's group as what has the tie ('Each is chosen by X if their group has a tie', c44k; 'if
                  # the ranking ends in a tie', 'should a state's list produce a draw')
                  f"their|its|the|a|each|either {_TIE_HOLDERS} has|have|gets|get|hits|hit|produces|produce",
                  f"their|its|the|a|each|either {_TIE_HOLDERS} throws|throw up",
                  f"their|its|the|a|each|either {_TIE_HOLDERS} ends|end in|with", f"their|its|the|a|each|either "
                  f"{_TIE_HOLDERS} ends|end up with|in", f"their|its|the|a|each|either {_TIE_HOLDERS} contains|contain")
TIE_IT = forms("it's|that's", "it|that|this is|was|be", "it's|that's still", "it|that is still",
               "it|that|this ends|comes|turns out", "it|that|this ends up", "it|that|this results in", "it|that|this leads to",
               "it|that|this ends|comes out as", "the result|outcome is", "the top spot|place is",
               "it|that|this ends|finishes in", "it|that|this ends|finishes up in")
TIED = forms("tied|level|equal|even|deadlocked|drawn|square", "neck and neck", "tied up", "joint first|top",
             "tied for first|top place?", "tied at the top", "tied for the top spot|place", "on equal footing",
             "all square", "equally ranked|placed", "tied on it|that",
             # ('If that's shared by several people, name the eldest of them.', e49a)
             "shared by several|multiple|two|more people|persons|individuals",
             "shared by more than one person|individual", "shared")
# A tie said by the measure's adjective after 'equally' ('if two are equally rich', 'equally old', a32p): a tie on it
TIE_EQUALLY: dict[str, Metric] = {"rich": Metric.BALANCE, "wealthy": Metric.BALANCE, "poor": Metric.BALANCE,
                                  "old": Metric.DOB, "young": Metric.DOB, "paid": Metric.SALARY,
                                  "well-paid": Metric.SALARY}
# What a tie is said to be in, after 'equal' / 'tied' ('two or more such persons are equal in that respect', 'should
# two or more be so equal in that regard', a35f's lawyer): the measure just ranked, adding nothing.
TIED_IN_RESPECT = forms("in that|this respect|regard", "in the|that same respect|regard", "in that|this number|count|amount")
# Said between how many are tied and who they are ('two or more such persons', a35f): those just ranked.
TIE_SUCH = forms("such", "said")
TIE_MANY = forms("two|2|several|multiple|some|many|any|more", "more than one", "two|2 or more", "a few", "a couple",
                 "at least two|2", "a couple of")  # ('If a couple of people share that date', a17x)
TIE_PEOPLE = forms("people|persons|individuals|residents|candidates|ones|contenders|folks|entries|names|matches|members",
                   "person|individual|resident|candidate|member",
                   "of them|those|these", "people|persons|individuals|residents of them")
TIE_BE = forms("are|is|be|remain|remains|were|was|still|get|gets", "happen|happens|turn|turns to be",
               "happen|happens|turn|turns out to be", "come|comes out", "end|ends up", "finish|finishes",
               "are|is|be still", "are left")
TIE_SHARE = forms("tie|draw|qualify|match", "tie|draw for first|top place?", "qualify equally",
                  "tie|draw for the top|first spot|place|position", "tie|draw at the top",
                  "share|hold the top|first|same spot|place|position|rank|ranking|score|maximum|max|lead",
                  "share|hold first|top place|position", "share the maximum|max|highest|most|lead|top|best",
                  # the extreme said as reached ('if more than one member attains it', 'if several share the minimum',
                  # a31m): its degree word says which end (TIE_DEGREE), 'it' whichever is ranked
                  "share|shares the minimum|min|lowest|least|fewest",
                  # ('if several share that minimum, take ...', e47c: the extreme just reached, its word its end)
                  "share|shares that|this minimum|min|maximum|max",
                  # the ranking's verb said again by 'do' ('Someone has the most X; when several do, take ...', e47c)
                  "do|does",
                  "attain|attains|reach|reaches|achieve|achieves|hit|hits it|this|that",
                  "have|has it",  # ('If more persons have it, give the eldest', a34n: the extreme reached)
                  "attain|attains|reach|reaches|achieve|achieves|hit|hits the|this|that maximum|max|minimum|min",
                  "attain|attains|reach|reaches|achieve|achieves|hit|hits the|this|that value|count|number|extreme",
                  "have|share the same number|count|amount|total|value|score|figure|result|maximum|max|highest|most",
                  "have|share an equal|identical number|count|amount|total|value|score|figure",
                  "have|share the same one", "have|own|hold equally many|much",
                  "have|own|hold the same amount|number", "has|have|own|owns|hold|holds that many|much",
                  "has|have|share|shares that number|count|amount|total|spot|position|place",
                  "are|is on top", "are|is at the top", "top|lead the list|ranking", "come first|top",
                  "are|is joint first|top", "score the same", "come out the same|equal|even",
                  "are|is tied for the top|first spot|place")
# ... or the salary reached, said by what is earned ('If more than one person earns that amount, choose ...', e47c): a
# tie on the salary (after a ranking by anything else, refused as a tie on another measure)
# The words of a tie between two compared, in a rule said as the alternative after a ranking (', or, if both own equally
# many, the higher earner', e44a): not a ranking's own tie (grammar._or_if_tie)
OR_TIE_PAIR_WORDS = frozenset({"both", "they", "either", "pair", "former", "latter"})
TIE_EARN_SAME = forms("earn|earns|make|makes|draw|draws|get|gets that|this amount|much|salary|pay|sum|figure",
                      "earn|earns|make|makes|draw|draws|get|gets the same amount|salary|pay|sum|figure?")
# ... with the end they tie at said ('If several of them earn the same top salary, give me the eldest of those.', e48c):
# a tie on salary at that end (checked against the ranking's end as any tie's target is)
TIE_EARN_SAME_END: dict[Order, Said] = {
    Order.HIGH: forms("earn|earns|make|makes|draw|draws|get|gets|share|have the same top|highest|maximum|max|biggest|"
                      "largest salary|pay"),
    Order.LOW: forms("earn|earns|make|makes|draw|draws|get|gets|share|have the same lowest|minimum|min|smallest salary|pay")}
# A tie trigger never ends in one of these when a word follows: 'share the same highest total bank balance' is not
# 'share the same highest' and then 'total bank balance' as the tie-breaker.
# Said bare ('if several share the max, ...'), the word says which end the tie is at (None: either, 'the lead').
TIE_DEGREE: dict[str, Order | None] = {
    **dict.fromkeys(("maximum", "max", "highest", "most", "greatest", "largest", "biggest"), Order.HIGH),
    **dict.fromkeys(("lowest", "least", "fewest", "minimum", "min", "smallest"), Order.LOW),
    **dict.fromkeys(("top", "best", "lead"), None)}
# ... or what is tied as a measure that is the same: 'if the counts are equal', 'if the number of pets is the same'
# ... or the same said bare, as a non-native author may: 'if same count', 'when same number', 'in case of same'
TIE_BARE_SAME = forms("of? the? same|equal number|count|amount|total|score|value|result", "of? the? same|equal",
                      "they|both|these|those are|have the? same|equal", "they|both|these|those are|have the? same number|count")
TIE_MEASURE_NOUN = forms("count|counts|number|numbers|total|totals|amount|amounts|figure|figures|value|values|score|scores",
                         "result|results|tally|tallies")
TIE_SAME_IS = forms("is|are|was|were|remain|remains still? the same|identical", "is|are|was|were|remain|remains still? "
                    "equal|identical|tied|level|even",
                    "is|are|was|were|remain|remains still? a tie|draw", "match|matches", "come out the same|equal|even",
                    "coincide|coincides",  # ('If their balances coincide, take ...', a31m)
                    "be the same|equal|identical|level",  # ('should the balances be equal, name ...')
                    "should|would be the same|equal|identical|level|even|tied",  # ('If their balances should be equal', a19y)
                    "tie|draw")
# ... what is shared, named by a noun: the ranked quantity itself ('if several share that number'; None: whatever is
# ranked), or a measure's own noun ('if two share a birthday': the birth date is tied)
TIE_SHARED: dict[Metric | None, Said] = {
    None: forms("number|count|amount|total|value|figure|score|result|tally|spot|place|position|rank|ranking",
                "distinction",  # ('Should two or more share that distinction, ...', a19y)
                "numbers|counts|amounts|totals|values|figures|scores|results|tallies"),
    Metric.DOB: forms("birthday|birthdate|dob|age|birthdays|birthdates|ages", "birth date|dates", "date|dates|year of birth",
                      "birth year"),
    Metric.BALANCE: forms("balance|wealth", "bank balance", "total|combined bank? balance"),
    # an expiry named bare ('If two persons are having the same expiry', a23x): a card's or a policy's, whichever is
    # ranked (the other is refused as a tie on another measure)
    Metric.CARD_EXPIRY: forms("expiry|expiration", "expiry|expiration date"),
    Metric.POLICY_EXPIRY: forms("expiry|expiration", "expiry|expiration date"),
    # a vehicle's year named ('In case two persons have the same model year, take the elder', '... the same oldest
    # year', a28z): a tie on the oldest vehicle's year (after another ranking, refused as a tie on another measure)
    Metric.VEHICLE_YEAR: forms("model|vehicle|car year|years", "oldest|earliest model|vehicle|car? year|years"),
}
# ... a year or a date, shared ('if two have the same year'): a tie on a ranking by a date or a year only, each measure
# it can be (a date is no vehicle's year); after a ranking by anything else ('the most pets? If two have the same year,
# ...') it names a tie on no ranking: refused as a tie on another measure (r28 F6). Said after 'born' it is the birth
# date's, whatever is ranked ('If two were born in the same year, take the richer': grammar._shared, r28 F6).
TIE_SHARED_WHEN: dict[Metric, Said] = {
    **{m: forms("year|years|date|dates") for m in (Metric.DOB, Metric.JOB_START, Metric.POLICY_EXPIRY,
                                                     Metric.CARD_EXPIRY)},
    Metric.VEHICLE_YEAR: forms("year|years"),
}
# ('If several share that start date', c39w: the job's start, when it is what is ranked)
TIE_SHARED_WHEN[Metric.JOB_START] = forms("year|years|date|dates", "start|starting date|dates|day",
                                          "job start|starting date|dates|day", "start|starting date|day of the? job",
                                          # ('If several people share that most recent start', e49a)
                                          "most recent|latest|earliest|newest|oldest start|starting date|day?",
                                          "latest|earliest|most recent|newest|oldest date|dates|year|years")
# ... a date's extreme said with it ('If several people share that earliest date', e49a): the ranked date's
for _when in (Metric.POLICY_EXPIRY, Metric.CARD_EXPIRY, Metric.DOB):
    TIE_SHARED_WHEN[_when] = TIE_SHARED_WHEN[_when] + forms("earliest|latest|soonest date|dates|year|years")
# ... the verbs saying whose date it is ('were born in the same year', 'joined on the same date': grammar._shared)
TIE_WHEN_VERBS = frozenset({"born", "started", "began", "joined"})
# ... or on the records of which that measure is the year: 'If two persons have vehicles of the same oldest model
# year' (a28z)
TIE_SHARED_RECORDS = forms("have|has|own|owns|drive|drives vehicles|cars of|from|with",
                           "have|has|own|owns|drive|drives a|an|one vehicle|car of|from|with")
TIE_SHARED_VERB = forms("share|shares|shared|have|has|had|hold|holds", "are|were|is|was born on|in")
TIE_SHARED_DET = forms("a|an|one|that|this|the|their", "the same|identical|equal", "that same", "an identical|equal")
# ... or the extreme ranked said as shared, after a lead (TIE_WHEN): 'If this minimum is shared, ...', 'should the maximum
# be attained by more than one member', 'if that value is not unique' (a31m): its degree word says which end
# (TIE_DEGREE: a tie at the other end than the ranking's is refused), a value's noun whichever end is ranked
TIE_EXTREME = forms("the|this|that|such a? maximum|minimum|max|min|extreme",
                    "the|this|that|such a? highest|lowest|greatest|smallest|largest|least|fewest|most|top|best? "
                    "value|count|number|figure|total|score")
TIE_EXTREME_SHARED = forms("is|be|was shared",
                           "is|be|was shared|attained|reached|achieved|held by|among several|multiple|two people|persons|"
                           "members|individuals|residents?",
                           "is|be|was shared|attained|reached|achieved|held by|among two or more people|persons|members|"
                           "individuals|residents?",
                           "is|be|was shared|attained|reached|achieved|held by|among more than one person|member|"
                           "individual|resident?",
                           "is|be|was not unique")
# ... what is tied said with its noun left out, so a mark must follow: 'if two or more have the same, pick ...'
TIE_SAME = forms("have|has|share|shares the same", "are|is the same", "have|has|share|shares an equal|identical one")
TIE_FRAGMENT = forms("tie|tied|draw|ties|deadlock|stalemate", "a tie|draw", "in a|the? tie|draw", "if tie|draw|tied|equal",
                     "on|upon|for|with a|any? tie|draw|ties|draws", "in case of a|any? tie|draw|ties",
                     "in the event of a|any? tie|draw|ties", "in the case of a|any? tie|draw|ties",
                     "in case|cases of equality|parity",
                     "in the event of equality|parity", "on|upon|for|with equality|parity",
                     "tie|tied|draw at the top", "same number|count|amount|score|value", "any ties|draws", "still tied",
                     "equal|level|even", "if same", "same", "in a|any tie situation|scenario|case",
                     "in tie situations|scenarios|cases", "multiple|several", "more than one")
# "... as a tiebreaker if multiple people have the same oldest vehicle year"
IF_SAME = forms("if multiple|several|many people|persons have|share the same",
                "if two or more people|persons have|share the same", "if more than one person has|shares the same")
# the noun a ranking said as what is tied may end with: '... the same oldest vehicle year', '... the same most pets count'
# (after IF_SAME, a20y; and first, 'If multiple people have the same oldest vehicle year, use ...', a27y)
TIED_RANK_NOUN = "year|count|number|value|date"
# What a tie sentence does with its key: "use the highest total bank balance", "pick the oldest".
TIE_VERBS = forms("use|pick|choose|take|select|consider|prefer|return|favor|favour|apply|name|give|state|identify",
                  "naming", "kindly|please name",  # ('..., naming the higher earner in the event that ...', a18x)
                  "go|going with", "break it|them by|with|on|using",
                  # ('if several tie, keep the one with the largest combined balance', e47c)
                  "keep|keeping",
                  # 'Equal cards means we take the richer one', 'When equal in pets, answer the older one'
                  "means|mean we|you|i? take|pick|choose|use|prefer|select", "answer|reply with?",
                  "choose|pick|select|judge by|on|using", "break the tie by|with|on|using",
                  "decide|rank|order|sort|resolve it? by",
                  "look at", "then by", "fall back to|on",
                  "give it|preference|priority|precedence to", "give|show|tell|return me|us",
                  "just|simply give|pick|take|use|choose|select|return|name", "just|simply go with",
                  "i want|need|prefer|choose|pick", "i'd like|prefer|want|choose|pick",
                  "i would|should like|prefer|want|choose|pick",
                  # a polite request for the one to take ('I should be grateful for the eldest of them', 'would you be
                  # so kind as to give me the one with ...', 'could you please choose the richer one', a19y)
                  "i would|should be grateful|obliged for", "i'd be grateful|obliged for",
                  *(f"{polite} {verb}" for polite in ("would you be so kind|good as to", "would you kindly",
                                                       "would|could you please?", "please|kindly")
                    for verb in ("give|show me|us", "use|pick|choose|take|select|prefer|favor|favour|name|give")),
                  "we want|need|prefer|choose|pick", "the answer is", "the answer should be", "it should be",
                  # ('If they are tied on cars, give the answer as the one with the higher salary', e38k)
                  "give|return|report|state the answer as", "take as the answer", "count as the answer",
                  # ('If they have the same number, give the name of the one who earns more', '..., the name of the
                  # one with the higher salary', e48c)
                  "give|return|report|state|provide|tell me|us? the name of", "the name of",
                  # ('...; if there is a tie, it is the one with the largest total bank balance', a35t)
                  "it is", "it's", "it will|would be",
                  # ('when two or more tie, the person is the one with the highest pay', 'if tied, the pick should be
                  # the oldest', 'the person wanted is the richer one', e48c)
                  "the person|individual|pick|choice|winner is", "the person|individual|pick|choice|winner will|should be",
                  "the person|one|individual wanted|chosen|picked|named|meant is",
                  "the person|one|individual wanted|chosen|picked|named|meant will|should be",
                  "prioritize|prioritise|favor|favour", "list|report|output|select|return",
                  "give the win|tie|nod to", "award it to", "award the tie to",
                  "the tie|win|nod goes to", "it goes to", "decide|settle|resolve it in favour|favor of",
                  # 'If tied, the tie-break is the oldest'
                  "the tiebreaker|tie-breaker|tiebreak|tie-break is", "the tiebreaker|tie-breaker|tiebreak|tie-break would be",
                  "choose|pick|select|take in favour|favor of", "go for", "opt for", "go by", "decide on",
                  "answer|reply|respond with", "settle|decide|break|resolve it|this|that|them by|on|using|with|via")
# The end a ranking reaches, said bare as what several people tie for ('Where several people tie for fewest, ...', a37k):
# its direction; read only where the superlatives said before it are all of that end (grammar._target).
TIE_END_WORDS = {"most": Order.HIGH, "highest": Order.HIGH, "largest": Order.HIGH, "greatest": Order.HIGH,
                 "biggest": Order.HIGH, "fewest": Order.LOW, "least": Order.LOW, "lowest": Order.LOW,
                 "smallest": Order.LOW}
TIE_END_REACHED: dict[Order, Said] = {order: forms("|".join(k for k, o in TIE_END_WORDS.items() if o is order))
                                      for order in Order}
# The one each of two rankings finds, said as the subject of the rule's action ('Where several people tie for fewest, each
# candidate is the oldest of them', a37k): each one's ranking's tie (grammar.tie).
TIE_EACH_IS = forms("each|either candidate|one|pick|choice|selection is|becomes",
                    "each|either candidate|one|pick|choice|selection should|will|would be|become",
                    "in each case|instance the candidate|one|pick|choice|selection is|becomes",
                    # ('Each of them is the eldest if there's a tie', e48c: said before the trigger too)
                    "each is|becomes", "each|either of them|those|these is|becomes", "each|either of the two is|becomes")
# A label an exercise writes before its rule for ties ('Rules: ...', 'Tie rule: ...', 'Tie-breaking rule: ...',
# 'Tiebreak rules: ...', 'Rule for ties: ...').
TIE_RULE_LABELS = forms("tie|tie-break|tiebreak|tie-breaking|tiebreaking|tiebreaker|tie-breaker|tie-breaking|exercise|task "
                        "rule|rules :|—", "rule|rules for ties|ties :|—", "rule|rules in case of a tie|ties :|—",
                        "ground rule|rules :|—", "assumption|assumptions :|—", "constraint|constraints :|—",
                        "important :|—", "reminder :|—")
# The words a question opens with that no tie rule said before the question does ('When tied, ...', 'Where there is
# a tie, ...' do): 'Who has the most vehicles if tied among G? ...' is the question (v17 W3).
QUESTION_WORDS = frozenset({"who", "whom", "whose", "which", "what", "what's", "how"})
# ... and as the tokenizer sees a question's head before an aside ('Who, if you don't mind, ...'), without 'what's'; a
# question's first word in a set-up's sentences adds 'when' (discourse), and the content of a request said as a
# question of ability 'where' too ('Can you tell me where ...': grammar._request).
QUESTION_HEAD_WORDS = QUESTION_WORDS - {"what's"}
QUESTION_FIRST_WORDS = QUESTION_WORDS | {"when"}
REQUEST_CONTENT_WORDS = QUESTION_FIRST_WORDS | {"where"}
# A tie trigger that says a value is tied ('with equal counts', 'if two have the same number', 'if the totals match'),
# not only that several people qualify: after a condition alone ('Who has pets in Ohio? With equal counts, pick the
# youngest': 'the most' lost) no value is ranked, so it is refused (v17 W1). Its words are read up to the verb of what
# to do (TIE_VERB_WORDS: 'if several pick the one with the larger number ...' names no value tied).
TIE_VALUE_WORDS = frozenset(w for phrase in TIE_MEASURE_NOUN for w in phrase.split()) | {
    "same", "equal", "equally", "identical"}  # (not "match": "if several people match" is "qualify")
TIE_VERB_WORDS = frozenset(phrase.split()[0] for phrase in TIE_VERBS) - {"the", "it", "i", "we", "i'd", "just", "simply"}
# A formal proviso before a tie rule, adding nothing: '..., provided that, in the event of a tie, the eldest shall be
# named', '...; provided always that any tie shall be resolved in favour of T' (a18x). Only a tie rule may follow.
TIE_PROVISO = forms("provided|providing always? that ,?", "on the understanding that ,?", "for the avoidance of doubt ,",
                    "it being provided|understood|agreed that ,?",  # ('..., it being provided that, in the event ...', a35f)
                    "and ,? naming ,", "naming ,")  # ('..., naming, in the event that both own the same number, T')
# A relative lead before a tie rule said after the people it is for, adding nothing ('A and B, where each tie goes to X',
# a28x): read as the rule after a comma is (grammar.paren_tie). Not 'with' ('..., with ties going to X' is read by its
# own rules, which refuse it where it could be another ranking's)
TIE_CLAUSE_LEAD = forms("where|whereby")
# A tie rule said of every tie the question meets, wherever it stands: 'All ties go to the elder.', 'In all cases,
# ties go to T', 'Ties go to T in every case', 'Break every tie by age' (r27 F8). Where the question also ranks a group
# (each state's first, a top N: ties there are not broken), the rule claims that tie too: ask.questions refuses it.
TIE_EVERY = forms("all|every|each of the? ties", "all the? ties", "every|each tie", "any and all ties",
                  "in all|every|each case|cases|instance|instances", "whatever the tie", "wherever there is a tie",
                  "for|in every|each|all ranking|rankings|step|steps|stage|stages", "at every|each step|stage")
# Said before a tie rule, adding nothing: 'Note: ties go to the oldest', 'PS: ties -> richest', '(Note: if tied, oldest.)'
TIE_NOTE = TIE_PROVISO + forms("note|nb|ps|remark :|—|,",
                               "again|likewise|similarly ,?",  # ('(likewise the eldest in a tie)', a19y)
                               "please note ,|:|—?", "oh ,? and", "btw ,?",
                               "one more thing :|—|,",
                 # an exercise's rule for ties, labelled or assumed ('Rules: if several people qualify, choose T; if
                 # still tied, T2.', 'Tie rule: T', 'Assume ties go to T', 'Tie-breaking rules: ...')
                 *TIE_RULE_LABELS, "assume|suppose that? ,?", "we|you may|can|should assume that? ,?",
                 "for this question|exercise|task|problem ,|:", "rule :|—", "rules :|—")
# An aside saying that records already expired count too ('(policies that have already lapsed count too)', ',
# including ones that have already run out', ', counting any that have already lapsed', '(expired cards included)'):
# what an expiry ranking reads anyway (the earliest expiry of all a person's policies or cards, lapsed or not), so read
# away when the question ranks that record by expiry (cbwh.ask.questions); said of a record it does not rank, or any
# other aside ('(only active policies)'), not read. EXPIRED_NOUNS: the record each noun names (None: either).
_GONE = ("lapsed|expired", "already|previously lapsed|expired", "run out", "already run out", "passed their expiry date")
_GONE_NOUNS = "policies|cards|ones|those|any"
_EXPIRED_WHEN = ("", " when you compare|rank", " in the comparison")
EXPIRED_COUNTED = forms(*(f"including|counting|incl {_GONE_NOUNS} that|which have|had {gone}" for gone in _GONE),
                        *(f"including|counting|incl {_GONE_NOUNS} that|which {gone}" for gone in _GONE[:2]),
                        *(f"{_GONE_NOUNS} that|which have|had {gone} count|included|counted|too" for gone in _GONE),
                        *(f"{_GONE_NOUNS} that|which have|had {gone} count|included|counted {also}" for gone in _GONE
                          for also in ("too", "as well")),
                        *(f"{_GONE_NOUNS} that|which have|had {gone} also count|included|counted" for gone in _GONE),
                        "including|counting lapsed|expired ones|policies|cards", "even lapsed|expired ones|policies|cards",
                        "already? lapsed|expired ones|policies|cards included|count|counts|counted|too",
                        "already? lapsed|expired ones|policies|cards count|included|counted too",
                        "already? lapsed|expired ones|policies|cards count|included|counted as well",
                        # the noun left out (a21y: '-> soonest insurance policy expiry, already-expired counts. who')
                        "already lapsed|expired count|counts|included|counted|too",
                        "lapsed|expired count|counts|included|counted too|also",
                        "lapsed|expired or not", "whether lapsed|expired or not", "expired|lapsed or active|current",
                        "active|current or expired|lapsed",
                        # terse ('(incl. already expired)', '(count expired policies too)', '(any policy, expired ones
                        # count)', a17y)
                        "including|counting already? lapsed|expired ones|policies|cards?",
                        # (a22x: ', counting expired policies too', ', already-expired policies counting as well')
                        "including|counting already? lapsed|expired ones|policies|cards too|also",
                        "including|counting already? lapsed|expired ones|policies|cards as well",
                        "already? lapsed|expired ones|policies|cards counting|included|counted too|also?",
                        "already? lapsed|expired ones|policies|cards counting|included|counted as well",
                        "incl .? already? lapsed|expired ones|policies|cards?",
                        "count|include lapsed|expired ones|policies|cards too", "count|include lapsed|expired ones|policies|"
                        "cards as well",
                        "any policy|card , lapsed|expired ones count|included|counted too?",
                        # said as an instruction (a20y: ', and count the ones that already expired too,')
                        *(f"and? count|include the? {_GONE_NOUNS} that|which {gone} too|also" for gone in _GONE[:2]),
                        *(f"and? count|include the? {_GONE_NOUNS} that|which {gone} as well" for gone in _GONE[:2]),
                        # ('Please count already expired policies also.', '(already expired policies also to be
                        # considered)', a20x)
                        "and? count|include|consider already? lapsed|expired ones|policies|cards also|too",
                        # a23y: ', and include policies that have already expired', ', and yeah include expired
                        # policies', ', including policies that already ran out'
                        *(f"and? count|include the? {_GONE_NOUNS} that|which have|had? {gone}" for gone in _GONE[:4]),
                        "and? count|include the? already? lapsed|expired ones|policies|cards",
                        # (g23, dictated: 'and count the expired ones too', 'even counting already expired ones')
                        "and? count|include the already? lapsed|expired ones|policies|cards too|also",
                        "even counting|including the? already? lapsed|expired ones|policies|cards too?",
                        f"and? including|counting|include|count the? {_GONE_NOUNS} that|which have|had? already? ran out "
                        "too|also?",
                        "already? lapsed|expired ones|policies|cards also|too? to be considered|counted|included",
                        "already? lapsed|expired ones|policies|cards are also? considered|counted|included also|too?",
                        "already? lapsed|expired ones|policies|cards should|must|can|will also? be considered|counted|"
                        "included also|too?",
                        # 'are (already) expired' for 'have expired', and 'with ... included' (a21x: 'Policies which
                        # are already expired count as well.', ', with already expired policies included', ', i.e.
                        # including policies that are already expired', '(expired ones also count)')
                        f"including|counting|incl {_GONE_NOUNS} that|which are|were already? lapsed|expired",
                        f"{_GONE_NOUNS} that|which are|were already? lapsed|expired count|included|counted|too",
                        f"{_GONE_NOUNS} that|which are|were already? lapsed|expired count|included|counted too|also",
                        f"{_GONE_NOUNS} that|which are|were already? lapsed|expired count|included|counted as well",
                        f"{_GONE_NOUNS} that|which are|were already? lapsed|expired also count|included|counted",
                        "with already? lapsed|expired ones|policies|cards included|counted|too",
                        "already? lapsed|expired ones|policies|cards also count|counted",
                        # an absolute construction (a21z: ', policies that have already expired being included', ',
                        # policies already expired being counted', ', expired ones being included as well')
                        *(f"{_GONE_NOUNS} that|which have|had {gone} being included|counted|considered too|also?"
                          for gone in _GONE),
                        f"{_GONE_NOUNS} that|which are|were already? lapsed|expired being included|counted|considered",
                        f"{_GONE_NOUNS} already|previously? lapsed|expired being included|counted|considered too|also?",
                        "already|previously? lapsed|expired ones|policies|cards being included|counted|considered too|also?",
                        # ('..., and please don't skip policies that have already expired', 'Include policies that are
                        # already expired when you compare.', e48c)
                        # (the verbs and the lapse words kept few: each is multiplied by every other choice here, and
                        # the table is split into words in every process that reads a set-up: 442,206 phrases with five
                        # verbs and every lapse word cost a fresh process 1.2 s)
                        *(f"and? please? don't skip|exclude|ignore {_GONE_NOUNS} that|which have|had "
                          f"{gone}{when}" for gone in _GONE[:2] for when in _EXPIRED_WHEN),
                        *(f"and? please? do not skip|exclude|ignore {_GONE_NOUNS} that|which have|had "
                          f"{gone}{when}" for gone in _GONE[:2] for when in _EXPIRED_WHEN),
                        *(f"and? please? don't skip|exclude|ignore {_GONE_NOUNS} that|which are|were "
                          f"already? lapsed|expired{when}" for when in _EXPIRED_WHEN),
                        *(f"and? please? count|include {_GONE_NOUNS} that|which are|were already? lapsed|expired{when}"
                          for when in _EXPIRED_WHEN[1:]),
                        *(f"and? please? count|include {_GONE_NOUNS} that|which have|had {gone}{when}"
                          for gone in _GONE[:2] for when in _EXPIRED_WHEN[1:]),
                        # ('..., without skipping policies that have already expired', a32m)
                        *(f"without skipping|excluding|ignoring|dropping {_GONE_NOUNS} that|which have|had {gone}"
                          for gone in _GONE),
                        # a crowd worker's (a35c): ', even if it already expired', '(even if they've lapsed)', ',
                        # whether or not it has expired', '(it's fine if it already expired)'
                        "even if already? lapsed|expired", "even if it|they|it's|they're|they've already? lapsed|expired",
                        "even if it|they has|have|is|are already? lapsed|expired",
                        "even if it|they has|have already? run|ran out", "even if it|they already? ran out",
                        "whether or not it|they has|have? already? lapsed|expired", "whether it|they has|have? lapsed|expired "
                        "or not", "whether it's|they're|they've lapsed|expired or not",
                        "it's|that's fine|ok|okay if it|they has|have? already? lapsed|expired",
                        # a double negation (a23z: ', expired policies not being excluded')
                        "already|previously? lapsed|expired ones|policies|cards not excluded|omitted",
                        "already|previously? lapsed|expired ones|policies|cards not being excluded|omitted",
                        # said without its commas in speech (a20y: set off by ask.tokens._expired_set_off)
                        *(f"counting|including the {_GONE_NOUNS} that|which {gone} too|also?" for gone in _GONE[:2]),
                        *(f"counting|including the {_GONE_NOUNS} that|which have|had {gone} too|also?" for gone in _GONE),
                        # 'still' (a29x: 'Policies that have already expired still count.', 'Expired cards still count')
                        *(f"{_GONE_NOUNS} that|which have|had|are|were? {gone} still count|counts|matter|matters"
                          for gone in _GONE[:2]),
                        "already? lapsed|expired ones|policies|cards still count|counts|matter|matters",
                        # a22z: 'Policies that already expired count too.', 'Count the ones that have already expired
                        # too', ', counting ones already expired', 'already-expired ones count'
                        *(f"{_GONE_NOUNS} that|which {gone} count|counts|included|counted|too" for gone in _GONE[:2]),
                        *(f"and? {_GONE_NOUNS} that|which {gone} count|counts|included|counted too|also"
                          for gone in _GONE[:2]),  # (', and policies that already expired count too', a23y)
                        *(f"{_GONE_NOUNS} that|which {gone} count|counts|included|counted as well" for gone in _GONE[:2]),
                        *(f"and? count|include the? {_GONE_NOUNS} that|which have|had {gone} too|also" for gone in _GONE),
                        *(f"and? count|include the? {_GONE_NOUNS} that|which have|had {gone} as well" for gone in _GONE),
                        f"including|counting the? {_GONE_NOUNS} already|previously lapsed|expired",
                        f"including|counting the? {_GONE_NOUNS} already|previously lapsed|expired too|also|included",
                        # a learner's order (a22y: 'Count also the policies already expired.', '(policies already
                        # expired also count)', 'Policies which already expired also count.')
                        f"count|include also the? {_GONE_NOUNS} that|which? already|previously? lapsed|expired",
                        f"also count|include the? {_GONE_NOUNS} that|which? already|previously lapsed|expired",
                        f"{_GONE_NOUNS} already|previously lapsed|expired also? count|counts|counted|included too|also?",
                        f"{_GONE_NOUNS} that|which already|previously lapsed|expired also? count|counts|counted|included "
                        "too|also?",
                        # a concession (a26y: 'whose insurance policy has the earliest expiration date, even if it has
                        # already expired?', 'even if the card is already expired', 'even if already lapsed')
                        *(f"even if it|they|that|those has|have|had {gone}" for gone in _GONE),
                        *(f"even if the policy|card|policies|cards|one|ones has|have|had {gone}" for gone in _GONE),
                        "even if it|they|that|those is|are|was|were already|previously? lapsed|expired",
                        "even if it's|they're already|previously? lapsed|expired",
                        "even if the policy|card|policies|cards|one|ones is|are|was|were already|previously? "
                        "lapsed|expired",
                        "even if it|they|that|those already|previously lapsed|expired|ran out",
                        "even if it|they|that|those has|have|had lapsed|expired already",
                        "even if the policy|card|policies|cards|one|ones has|have|had lapsed|expired already",
                        "even if already|previously? lapsed|expired",
                        # ('..., regardless of whether it has already expired', '(regardless of expiry status)', '...,
                        # even if that date is in the past', '(expired policies are not excluded)')
                        "regardless of whether it|they has|have|is|are? already? lapsed|expired|passed",
                        "regardless of whether it|they has|have|is|are? already? lapsed|expired|passed or not",
                        "regardless of whether it's|they're already? lapsed|expired|passed",
                        "regardless of expiry|expiration status|date", "whatever the expiry|expiration status",
                        "even if that|the|its|their expiry|expiration? date is|was|lies|falls already? in the past",
                        "even if that|the|its|their expiry|expiration? date has|had already? passed|gone by",
                        "even if it|that|this is|was|lies|falls already? in the past",
                        "already|previously? lapsed|expired ones|policies|cards are|is|should|must not be? excluded|"
                        "omitted|ignored|skipped|dropped")
# A header before such an aside opening a sentence, naming the records looked at and nothing more ('Looking at their
# insurance policies, including any that have already expired, whose policy ...?', c44w; 'Across all their cards,
# counting expired ones, who ...?'): read away with the aside (cbwh.ask.discourse._expired_opening)
_EXPIRED_RECORDS = "insurance|credit? policies|cards|policy|card"
EXPIRED_HEADERS = forms(*(f"{lead} their|the|all|everyone's|each|every? {_EXPIRED_RECORDS}"
                          for lead in ("looking|look at", "considering|consider", "checking|check", "taking|take",
                                       "across|over", "in terms of", "as for|regards|to", "regarding", "with|for")),
                        *(f"{lead} all of their|the {_EXPIRED_RECORDS}" for lead in ("looking at", "considering",
                                                                                       "across|over")),
                        f"looking|look at all their {_EXPIRED_RECORDS}", f"across|over all their {_EXPIRED_RECORDS}",
                        f"considering all their {_EXPIRED_RECORDS}")
EXPIRED_NOUNS = {"policies": "policy_expiry", "cards": "card_expiry", "policy": "policy_expiry", "card": "card_expiry"}
# The same aside in words of the writer's own ('i.e. also counting policies that are already expired', 'incl policies
# already expired', 'policies which have already expired being taken into account', 'Policies which are already expired
# are included.', 'including any policy that has already expired'): every word one of these, one of them 'expired' or
# 'lapsed' and one saying they count (EXPIRED_COUNT_WORDS). A word outside them ('not', 'only', 'ignore', 'excluding',
# 'active', 'yet') leaves the aside unread, so no aside that leaves expired records out is ever read as counting them.
EXPIRED_COUNT_WORDS = frozenset({"count", "counts", "counted", "counting", "include", "includes", "included",
                                 "including", "incl", "consider", "considered", "considering", "account",
                                 # ('Expired policies are fine too.', 'expired cards allowed', 'lapsed ones are eligible')
                                 "fine", "allowed", "acceptable", "eligible", "ok", "okay"})
EXPIRED_ASIDE_WORDS = EXPIRED_COUNT_WORDS | frozenset({
    "already", "previously", "expired", "lapsed", "policies", "policy", "cards", "card", "ones", "one", "those", "any",
    "insurance", "credit", "that", "which", "have", "has", "had", "are", "is", "were", "was", "been", "being", "be",
    "also", "too", "as", "well", "even", "the", "should", "must", "can", "will", "to", "taken", "into", ",",
    # ('expired policies being counted for this purpose', 'counting for this purpose any policy that has already
    # lapsed', 'For this purpose, policies which have already expired shall be taken into account.', a23w)
    "shall", "for", "this", "purpose", "question", "task",  # ('For this question, expired policies count.')
    # (expired said by its date: 'Include policies that are already past their expiry date.', 'counting cards whose
    # expiration date has already passed', 'even those that are no longer active', e38w: EXPIRED_SAID_OTHERWISE)
    "past", "their", "its", "expiry", "expiration", "end", "date", "dates", "passed", "whose", "no", "longer", "active",
    "valid", "run", "out", "beyond",
    # ('With already-expired policies also taken into account, ...', 'Taking expired cards into account too, ...')
    "with", "taking", "take"})
# ... and the word pairs that say 'expired' in such an aside without the word ('past their expiry date', 'whose
# expiration date has passed', 'no longer active', 'run out', e38w)
EXPIRED_SAID_OTHERWISE = frozenset({("past", "expiry"), ("past", "expiration"), ("past", "end"), ("beyond", "expiry"),
                                    ("beyond", "expiration"), ("expiry", "passed"), ("expiration", "passed"),
                                    ("no", "longer"), ("run", "out")})
# ... of which, a form of 'be' before 'the' / 'those' says which records count, not that expired ones count too ('The
# expired cards are the ones that count.', 'the ones that count being the expired ones': only those; refused)
EXPIRED_WHICH_COPULAS = frozenset({"are", "is", "were", "was", "being", "be"})
EXPIRED_LEADS = (("i", ".", "e", "."), ("ie",), ("that", "is"), ("i", ".", "e"))  # (', i.e. including ...', a21x)
LEAD_POLITE_WORDS = frozenset({"please", "kindly"})  # (before such an aside said as a sentence of its own)
# ... and what may open such a sentence before it, adding nothing ('Note that policies that have already expired are
# included.', 'NB: expired cards count too.', 'Also, lapsed policies count.'): discourse.expired_aside
EXPIRED_SENTENCE_LEADS = forms("please|kindly", "note|notice that", "note|nb|fyi|btw|ps :|,|—?", "also|and|oh ,?",
                               "remember|bear in mind|keep in mind that?", "for the record ,?")
# An aside restating a ranking's measure in words of its own ("who's the wealthiest, meaning who has the most money
# across their bank accounts?", "the wealthiest person among G (the one with the most money in the bank overall)", ',
# i.e. the one with the highest total bank balance'): read away when every ranked person of the question is ranked first
# by what it says (cbwh.ask.questions), refused when not. The leads before the ranking said, in brackets or after a
# comma (to the next comma or the end): RESTATED_SAID after a comma, RESTATED_LEADS in brackets.
_RESTATED_THEN = ("who has|holds the?", "the one|person|individual with|having the?",
                  "the one|person|individual who has|holds the?")
# ('who's the newest at their current job, meaning whose current job started most recently?', '..., as in started it
# most recently?', a22z: 'whose' before the ranking, and 'as in')
RESTATED_SAID = forms(*(f"{said} ,? {then}" for said in ("meaning", "i . e .", "ie", "that is", "in other words", "i mean",
                                                        "as in",
                                                        # ('Which is younger, i.e. born later: A, or B?', e47c: 'i.e.'
                                                        # read 'that is', and 'is born' as 'was born')
                                                        "that was")
                        for then in (*_RESTATED_THEN, "the?", "whose")))  # (after a comma or in brackets)
RESTATED_LEADS = forms(*_RESTATED_THEN[1:], *RESTATED_SAID)  # (in brackets: '(the one with R)'; after a comma it may be
# a tie rule's, 'if equal, the one with more money', or a person of a list)
# ... or the ranking alone after 'the' in brackets ("whoever's vehicle has the earliest model year (the oldest vehicle)",
# c38p-held-14), with none of a tie rule's words in it ('(the oldest wins ties)' is a rule, not the ranking again)
RESTATED_BARE_LEAD = ("the",)
RESTATED_BARE_NOT = frozenset({"tie", "ties", "tied", "tiebreak", "tiebreaker", "wins", "win", "if", "equal", "draw",
                               "goes", "go", "break", "breaks", "decides", "settles", "then", "first", "one", "person",
                               "->"})
# A learner's 'also' with a tie rule said again for the next person ('(if equal, the more old also)', 'if there is equal
# also the more old', '(also the more old if draw)'): the rule as said, for that person.
# A tie rule said again inside a pick after the one before ('with ties again going to X', 'ties once more going to X',
# 'settling a tie again by X', c38w): the words for again, the verbs that may open the rule, and the words after it
TIE_SAID_AGAIN = ("again", "once more", "once again", "as before", "likewise", "similarly", "too", "also")
TIE_SAID_AGAIN_VERBS = ("settling", "breaking", "resolving", "deciding", "settle", "break", "resolve", "decide")
TIE_SAID_AGAIN_THEN = ("going to", "go to", "goes to", "broken by", "settled by", "decided by", "resolved by",
                       "by", "with", "using", "in favour of", "in favor of", "are broken by", "are settled by",
                       "is broken by", "is settled by", "going in favour of", "going in favor of")
# ... or named by its breaker's end said as '<end>-first' ('..., with the same oldest-first tie rule', e48c): read as 'the
# same tie rule' only where a word of that breaker is said before it (discourse._SAME_NAMED_RULE); each end and the
# words that say it
SAME_RULE_ENDS = {"oldest": ("oldest", "eldest", "older", "elder"), "eldest": ("oldest", "eldest", "older", "elder"),
                  "youngest": ("youngest", "younger"), "richest": ("richest", "richer", "wealthiest", "wealthier"),
                  "poorest": ("poorest", "poorer")}
# ... or as its participle alone after the pick, the tie left unsaid ('let the other be whoever has the most vehicles,
# also settled by the highest total bank balance', e48c): read as ', with ties settled by X' only after a tie rule said
# before it (discourse._TIE_SETTLED_AGAIN)
TIE_SAID_AGAIN_PASSIVE = ("settled", "broken", "decided", "resolved")
TIE_AGAIN_WORDS = "also|too|again"  # ('(in case of equality again the highest total bank balance)', a21x: likewise)
TIE_AGAIN = frozenset(TIE_AGAIN_WORDS.split("|"))
# A word after a tie rule's breaker saying it replaces the comparison's winner, which changes nothing ('If the balances
# are equal, name the one with the higher salary instead.', e48c)
TIE_INSTEAD = frozenset({"instead"})
TIE_LIKEWISE = frozenset({"likewise", "similarly"})  # (a rule said again: 'is also / likewise settled by X')
TIE_AGAIN_LIKEWISE_WORDS = TIE_AGAIN_WORDS + "|likewise|similarly"  # ('(ties likewise broken by X)', a24x)
# Ties between the two people compared (not inside either one's ranking).
COMPARE_TIE = forms("if they are tied", "if they're tied", "if the two are tied", "if the two of them are tied",
                    "if both are tied", "if they tie", "if both|the two tie",
                    # the two by their labels ('First person: S1 ... Second person: S2 ... If first and second tie, ...',
                    # a22y)
                    "if the? first person|one? and the? second person|one? tie|draw",
                    "if the? first person|one? and the? second person|one? are tied|level|equal|even",
                    "if both have the same number|amount", "if they have the same number|amount",
                    # the two tied on what is compared, after each one's own rule ('If they are tied on that too,
                    # answer with X', c39w)
                    "should that|this also be a tie|draw", "if that|this is also a tie|draw",
                    *(f"if {two} {verb} tied|level|equal|even on that|this {too}" for two in ("they", "both", "the two")
                      for verb in ("are", "end up", "come out") for too in ("too|also?", "as well")),
                    # ('..., with the larger total bank balance deciding if they hold the same number?', a22x)
                    "if both|they hold|own|possess|carry the same number|amount",
                    "if there's a tie between them|the two",
                    "if the two are level|even|equal", "if both|they are level|even|equal",
                    "if the two of them are level|even|equal", "if they're level|even|equal",
                    "if they|both come out level|even|equal|tied", "if they|both end up level|even|equal|tied",
                    "if the two come out level|even|equal|tied", "if the two end up level|even|equal|tied",
                    "if neither has|owns|holds more", "if it's a draw",
                    # ('Which of the two owns fewer X? If neither has fewer, T.', e47b: the comparison's own word)
                    "if neither has|owns|holds fewer|less", "if neither one has|owns|holds more|fewer|less",
                    "if it is a draw", "if they draw",
                    "should they|both be tied|level|equal", "should the two be tied|level|equal", "should they tie",
                    "if there is a tie between them|the two", "if the final|overall|last? comparison is tied",
                    # ('If it's still a tie between them, go with the higher salary' after each one's own rule, a31x:
                    # 'still' after their rules, 'between them' the two compared)
                    *(f"{lead} still a tie|draw between {two}" for lead in ("if it's", "if it is", "if there's", "if there is")
                      for two in ("them", "the two", "the pair")),
                    # the two said as a pair, or the comparison's outcome ('If the pair is tied', 'If it's a tie
                    # between the pair', 'If the comparison ends in a tie')
                    # ('should the final pair be level, favour X', a25z: the two compared, found last)
                    "if the final? pair is|are tied|level|even|equal", "should the final? pair be tied|level|equal",
                    "if the final? pair tie",
                    *(f"{lead} {two}" for lead in ("if it's a draw|tie between", "if it is a draw|tie between",
                                                   "in the event of a tie|draw between",
                                                   # ('On a tie between the two, highest salary wins.', a34s)
                                                   "on|upon a tie|draw between", "in case of a tie|draw between")
                      for two in ("them", "the two", "the pair", "the two people|picks|candidates")),
                    "if there's a tie|draw between the pair", "if there is a tie|draw between the pair",
                    # ('if the final comparison is tied, pick ...', a24z: the comparison said as the last step)
                    "if the final|overall|last? comparison ends in|as a tie|draw",
                    "if the final|overall|last? comparison comes out as a tie|draw",
                    "if the final|overall|last? comparison is a tie|draw", "should the final|overall|last? comparison be tied",
                    "should the final|overall|last? comparison be a tie|draw",
                    "if the final|overall|last? comparison ends|comes out level|even|equal|tied",
                    "if the final|overall|last? comparison results in a tie|draw",
                    "if the comparison itself is tied|level|even|equal", "if the comparison itself is a tie|draw",
                    "if the final|two counts|numbers|totals|values|figures are equal|level|even|tied",
                    "if the final|two counts|numbers|totals|values|figures are the same",
                    "if the two people|persons|individuals being? compared are tied|level|even|equal",
                    "if|should they|both match", "if|should the two match",  # ('If they match, ...', a19x)
                    # a follow-up sentence after the question (a17x): 'If they've got the same number, pick ...', 'If
                    # they happen to be level, ...'
                    "if they've|both've got the same number|count|amount|total", "if they|both have got the same "
                    "number|count|amount|total", "if they|both happen to be level|even|equal|tied",
                    "if they|both turn out to be level|even|equal|tied", "if they|both happen to tie",
                    "if the two happen to be level|even|equal|tied", "if the two turn out to be level|even|equal|tied",
                    # a learner's (a18y): 'If they have equal, ...', 'In case they are equal, ...', 'If there is equal
                    # between them, ...', 'In case of draw between the two, ...'
                    "if they|both have equal", "if they|both have the same", "in case they|both have equal",
                    "in case they|both have the same", "in case they|both are tied|level|even|equal",
                    # ('If there is equality between them, ...', a34n)
                    *(f"{lead} {two}" for lead in ("if there is|was equal|equality|draw", "if there's equal|equality|draw",
                                                   "in case there is equal|equality|draw",
                                                   "in case there's equal|equality|draw",
                                                   "in case there is|was a draw|tie", "if there is|was a draw",
                                                   "if there's a draw", "in case of equal|equality|draw|tie",
                                                   "if equal|tied", "for equality",  # ('If equal between them', a34n)
                                                   "in case of a draw|tie", "if is equal|draw|tied")
                      for two in ("between them", "between the two")))
BREAK_TIES = forms("with? ties going to", "with any ties going to", "with? ties go to",
                   "breaking|settling|resolving ties by|with|on|using",
                   "breaking|settling|resolving any|the tie by|with|on|using",
                   "ties broken|settled|resolved by|on|using", "ties broken|settled|resolved|decided in favor|favour of",
                   "break|settle|resolve ties|them by|with|on|using", "tiebreakers|tie-breakers|tiebreaks :|—", "ties to",
                   "break|settle|resolve any|the tie|ties by|with|on|using",
                   "ties are broken|settled|resolved by|on|using", "with ties broken|settled|resolved by|on|using",
                   "ties go to", "the|a|any? tie goes|go to",
                   # an aside inside the rule ('A tie, if any, goes to the oldest.', a22v)
                   "the|a|any tie , if any , goes to", "the|a|any tie , if there is one , goes to",
                   "tiebreaker|tie-breaker|tie-break|tiebreak :",
                   # said of the group just named ('(ties there go to the bigger total bank balance)', a22z)
                   "ties there go to", "a|any tie there goes to", "ties in|within that|this group go to",
                   "a|any tie in|within that|this group goes to",
                   "tie-break|tiebreak by|on|with", "ties should|will|must|can be broken|settled|resolved by|on|using|with",
                   "if|when|where ties are broken|settled|resolved by|on|using|with",
                   "tiebreaker|tie-breaker|tie-break|tiebreak —", "ties are decided by",
                   "decide|settle|break|resolve ties using|by|with", "decide|settle|break|resolve a|any tie using|by|with",
                   # a chain's first ('break a tie first by the most X, then by Y')
                   "decide|settle|break|resolve|breaking|settling|resolving ties|them first|firstly|primarily by|with|using",
                   "decide|settle|break|resolve|breaking|settling|resolving a|any|the tie first|firstly|primarily by|with|using",
                   "tiebreak using", "resolve|break|settle|decide any|the|a? tie|ties in favor|favour of",
                   "ties are|get resolved|broken|settled|decided in favor|favour of",
                   "with ties resolved|broken|settled in favor|favour of",
                   "the|any|a tie is|gets broken|settled|resolved|decided by|on|using|with",
                   "ties get broken|settled|resolved|decided by|on|using|with",
                   "ties are to be broken|settled|resolved|decided by|on|using|with",
                   "tie-breaking|tiebreaking by|on|with|using", "tie-breaking|tiebreaking :|—",
                   "any|all ties go to", "any tie goes to",
                   "the? tiebreaker|tie-breaker|tiebreak|tie-break is|being",
                   "the? tiebreaker|tie-breaker|tiebreak|tie-break would be",
                   "the? tie breaker is|being", "the? tie breaker would be",
                   "the tie is|gets|will be broken|settled|resolved by|on|using|with",
                   "ties|tie by|on|via", "tie|ties broken|settled|resolved|decided by|on|via", "tie breaker :|—|=",
                   "ties :|— first|firstly|primarily by|on|using",  # 'Ties: first by X, then by Y'
                   "tie|ties|tiebreak|tiebreaker|tie-break|tie-breaker rule|rules :|—")
# Several tie-breakers listed after a plural lead, applied in the order written ('Tiebreakers, in order: more credit
# cards; higher total bank balance', 'Tie-breakers: more cards, the oldest'): the lead, then keys separated by ',' or ';'.
TIE_LIST_LEAD = forms("tiebreakers|tie-breakers|tiebreaks|tie-breaks ,? in|by this|that? order|sequence|turn? :|—",
                      # 'applying the following tie-breaks in order: X, then Y', 'Use these tie-breakers in order: ...'
                      "apply|applying|use|using the following|these tiebreakers|tie-breakers|tiebreaks|tie-breaks ,? in|by "
                      "this|that? order|sequence|turn? :|—",
                      "apply|applying|use|using the following|these tiebreakers|tie-breakers|tiebreaks|tie-breaks :|—",
                      "tie-breaking|tiebreaking|tiebreak|tie-break order :|—",
                      "the? order of tiebreakers|tie-breakers|tiebreaks|tie-breaks :|—",
                      "tiebreakers|tie-breakers|tiebreaks|tie-breaks ( in this? order ) :|—",
                      "tiebreakers|tie-breakers|tiebreaks|tie-breaks :|—",
                      "tie breakers|breaks ,? in this? order? :|—",
                      "tie-breaking|tiebreaking rules|criteria ,? in this? order? :|—",
                      "break ties in this|that|the following order :|—", "ties are broken in this|that|the following order :|—")
# An aside saying two things, a ranking said again (or any words with no tie rule in them) and then a tie rule, split at
# the mark between them ('(earliest model year; tie -> higher salary)', '(by total bank balance, ties to the oldest)',
# d46p): read as two asides, '(earliest model year) (tie -> higher salary)' (ask.tokens._aside_rule_split). The marks,
# the words a tie rule there opens with (a tie noun; not 'if tied': '(highest salary, if tied)' is one rule), and the
# words that keep the part before the mark whole (a tie rule of its own: '(if tied, ties to X)' is not split)
ASIDE_RULE_MARKS = frozenset({";", ",", "\u2014"})
ASIDE_RULE_OPENERS = frozenset({"tie", "ties", "tiebreak", "tie-break", "tiebreaker", "tie-breaker", "tiebreakers",
                                "tie-breakers"})
ASIDE_RULE_AFTER = frozenset({"vs", "versus", "or", "and"})  # (the words after it that end the person's words)
ASIDE_RULE_KEEPS = frozenset({*ASIDE_RULE_OPENERS, "tied", "if", "equal", "level", "draw", "both", "each", "either",
                              "then", "and", "or", "but", "also", "again"})
# After a tie rule in an aside, the ranking the aside follows said again, as where its tie is ('(higher salary breaking
# any tie there)', '(ties to the oldest within that group)', d46k): grammar.paren_tie (TIE_THERE is 'there is')
TIE_IN_THAT_RANKING = forms("there", "in|within|inside that|this group|ranking|search|selection|pool|list|state")
# The words after which two labels joined by a slash are the two said with 'and' ('which of A/B owns more vehicles?',
# 'between A/B, who ...', d46p): ask.tokens._pair_slashed
PAIR_SLASH_AFTER = frozenset({"of", "between"})
# The people a tie leaves, said after a breaker's verb ('to decide between tied people', 'deciding among those tied',
# 'to choose among the tied candidates', d46k): AS_TIEBREAKER, WINNING_TIES; one list for every way to say them
TIED_PEOPLE = ("them|those|these", "the|those|these? tied people|persons|ones|candidates|individuals|residents|members",
               "those|these level|tied|concerned", "those|these who are|were level|tied",
               "any|all|anyone|everyone who is|are|were level|tied",
               "the people|persons|ones|individuals who|that are|were level|tied", "anyone|everyone level|tied")
AS_TIEBREAKER = forms("as a|the? tiebreaker|tie-breaker|tiebreak", "as a|the? tie breaker", "to break ties",
                      "as the? tiebreakers|tie-breakers|tiebreaks",  # (after a chain: 'X, then Y as tie-breakers')
                      "to break any|the|a tie|ties", "to settle|resolve|decide any|the|a? tie|ties",
                      # a learner's: 'use highest total bank balance for breaking it', '... to break it'
                      "for|in breaking|settling|resolving|deciding it|ties", "for|in breaking|settling|resolving|deciding "
                      "any|the|a tie|ties", "to break|settle|resolve|decide it",
                      # the tie left unsaid after its trigger (a34r: 'if more than one person qualifies, please use the
                      # highest combined bank balance to decide')
                      "to decide|choose|pick",
                      *(f"to decide|choose|pick|select between|among|amongst {tied}" for tied in TIED_PEOPLE))
TIEBREAKER = forms("tiebreaker|tie-breaker|tiebreak", "tie breaker")
# A further tie rule named as such, then its breaker: 'Next tie-breaker: most credit cards.', 'Second tiebreaker — the
# oldest', 'The next tie-breaker is total bank balance' (the next after the ranking, or after the rule before it: either
# way the key is added last).
TIE_NEXT = forms("the? next|second|secondary|another|further|additional|final|last|third tiebreaker|tie-breaker|tiebreak|"
                 "tie-break :|—|,|=|is|->",
                 "the? next|second|secondary|another|further|additional|final|last|third tie breaker :|—|,|=|is|->",
                 "the? next|second|secondary|another|further|additional|final|last|third tiebreaker|tie-breaker|tiebreak|"
                 "tie-break would|should|will be")
# A next step said as a sentence of its own after a question with one ranking, then a bare ranking ('Then the oldest.',
# 'Next, the richest.'): a further ranking for ties, or a second question said short ('Then [who is] the oldest?'):
# refused naming both (cbwh.ask.grammar._next_said_bare); with 'by' ('Then by the oldest.') or after a tie rule
# ('If tied, the richest. Then the oldest.') it is the order of the ranking.
NEXT_STEP_BARE = forms("and? then", "and? then after that ,?", "and? after|following that ,?",
                       "and? next|afterwards|thereafter|subsequently|secondly ,?")
# Words of a tie rule's opening saying it is for a tie left after another rule ('If still tied', 'Second tiebreaker:',
# 'If that is a tie too', 'Should a tie persist'), and the words saying a rule is the first ('First tiebreaker:'): a
# rule said for later before one said for the first tie is refused (grammar._out_of_order; v16 W3).
# ('Next|Another|Further tie-breaker: X' said first is the first rule, after the ranking: not such a word.)
TIE_ORDER_LATER = frozenset({"still", "again", "too", "also", "second", "secondary", "final", "last", "third",
                             "persists", "persist",
                             # 'Should two or more remain tied after that, ...', 'Any remaining tie goes to ...' (v18)
                             "remain", "remains", "remaining", "thereafter"})
TIE_ORDER_FIRST = frozenset({"first", "primary", "main", "initial"})
# A rule's number said before a tie noun ('Third tiebreaker: X'): said with no rule for its place before it (a lone
# 'Third tiebreaker', or 'First tiebreaker: X. Third tiebreaker: Y.') a rule may be lost: refused (grammar.apply_ties,
# w18). A lone 'Second tiebreaker' is read: authors count the ranking as the first criterion.
TIE_ORDER_NUMBERS = {"first": 1, "1st": 1, "second": 2, "2nd": 2, "third": 3, "3rd": 3, "fourth": 4, "4th": 4}
# ... and a rule said as going on from another ('Next tie-breaker: X'): after two people compared, each ranked with a
# tie rule of their own ('A (ties: the oldest), or B (oldest if tied)? If still tied, X.'), such a rule may go on from
# their rules (in each ranking) as well as break a tie between the two: refused naming both (grammar._compare, w17)
TIE_ORDER_ON = TIE_ORDER_LATER | {"next", "further", "another", "additional"}
TIE_ORDER_NOUNS = frozenset({"tiebreaker", "tie-breaker", "tiebreak", "tie-break", "tie", "rule", "criterion"})
# A tie sentence's key as a participle, after 'the one': 'the one born earlier', 'the person hired more recently'.
TIE_PARTICIPLES: dict[Key, Said] = {
    Key(Metric.DOB, Order.LOW): forms("born earlier|sooner|first|earliest"),
    Key(Metric.DOB, Order.HIGH): forms("born later|last|latest", "born more|most recently"),
    # what a person is paid, said of the one chosen ('the one on the bigger salary', 'whoever's on the biggest salary';
    # PAY_WORDS: withdrawn when a person's latest job or all jobs added give another answer)
    Key(Metric.SALARY, Order.HIGH): forms("on the higher|bigger|larger|better|highest|biggest|largest|best|top salary|pay",
                                          "earning|paid more", "better-paid|higher-paid", "better|higher paid",
                                          # ('Tiebreaker's salary, whoever's paid the most', a22z: the most among those tied)
                                          "earning|paid the most", "best-paid|highest-paid", "best|highest paid",
                                          # ('the one earning the higher salary', a18x; 'the person earning the bigger
                                          # salary', a34n)
                                          "earning|drawing|receiving|getting the higher|greater|larger|bigger|highest|"
                                          "greatest|largest|biggest salary|pay",
                                          # ('the one who earns the higher salary'; '..., which earns the higher salary')
                                          "who|that|which earns|draws|receives|gets the higher|greater|larger|bigger|"
                                          "highest|greatest|largest|biggest salary|pay",
                                          "earning|drawing|receiving|getting more salary|pay",  # ('drawing more salary', a23x)
                                          # ('take whoever's paid the higher salary', a32p)
                                          "paid the higher|bigger|larger|better|highest|biggest|largest|best|top "
                                          "salary|pay",
                                          # the comparative with 'a' ('go with the one earning a higher salary', 'the
                                          # one who draws a bigger salary', 'whoever is paid a larger salary', e38k)
                                          "earning|drawing|receiving|getting|paid a higher|greater|larger|bigger|better "
                                          "salary|pay",
                                          "who|that|which earns|draws|receives|gets a higher|greater|larger|bigger|"
                                          "better salary|pay", "who|that|which is paid a higher|greater|larger|bigger|"
                                          "better salary|pay"),
    Key(Metric.SALARY, Order.LOW): forms("on the lower|smaller|lowest|smallest salary|pay", "earning|paid less",
                                         "earning|drawing|receiving|getting the lower|smaller|lowest|smallest salary|pay",
                                         "who|that|which earns|draws|receives|gets the lower|smaller|lowest|smallest "
                                         "salary|pay",
                                         "earning|drawing|receiving|getting less salary|pay",
                                         "worse-paid|lower-paid", "worse|lower paid",
                                         "earning|paid the least", "worst-paid|lowest-paid", "worst|lowest paid",
                                         "paid the lower|smaller|lowest|smallest salary|pay",
                                         "earning|drawing|receiving|getting|paid a lower|smaller salary|pay",
                                         "who|that|which earns|draws|receives|gets a lower|smaller salary|pay",
                                         "who|that|which is paid a lower|smaller salary|pay"),
}
# The winner of two compared named by a comparative person noun of pay ('Name the higher earner: A, or B', 'Name the
# higher-paid of these 2: A, and B', 'Who is the lower earner: A or B?', a27z): as 'the richer' names the winner by
# balance (the superlatives, 'the top earner', are RANK_PERSON_NOUNS').
COMPARE_PERSON_NOUNS: dict[Key, Said] = {
    Key(Metric.SALARY, Order.HIGH): forms("higher|bigger|better|larger earner", "better-paid|higher-paid",
                                          "better|higher paid",
                                          # ('Return the lower earner by salary: A, and B', a34s: the measure after it)
                                          "higher|bigger|better|larger earner by|in salary|pay"),
    Key(Metric.SALARY, Order.LOW): forms("lower|smaller earner", "worse-paid|lower-paid", "worse|lower paid",
                                         "lower|smaller earner by|in salary|pay"),
}
# A tie rule's breaker as a person noun ('If it's a draw, the higher earner', '(on a tie, the better-paid one)',
# 'the highest earner among them'): a comparison's or a superlative's person, of what a person is paid (PAY_WORDS).
TIE_PERSON_NOUNS: dict[Key, Said] = {
    # ('naming the higher earner by salary', a18x: the measure said after the noun)
    Key(Metric.SALARY, Order.HIGH): forms("higher|bigger|better|larger|top|highest|biggest|best earner",
                                          "higher|bigger|larger|highest|biggest|largest earner by|in salary",
                                          "better-paid|higher-paid|best-paid|highest-paid one|person|individual",
                                          "better|higher|best|highest paid one|person|individual",
                                          # ('answer with the higher-salaried of the two', e44p)
                                          "better-paid|higher-paid|better-salaried|higher-salaried of the two",
                                          "better|higher paid|salaried of the two",
                                          # ('If they keep the same number, please choose the better paid.', a19y)
                                          "better-paid|higher-paid", "better|higher paid",
                                          # the salary said as an adjective ('(in the event of a tie, the
                                          # higher-salaried)', a36r): the best-paid job's salary, as 'highest-salaried'
                                          "higher-salaried|highest-salaried|better-salaried|best-salaried "
                                          "one|person|individual?", "higher|highest salaried one|person|individual?"),
    Key(Metric.SALARY, Order.LOW): forms("lower|smaller|lowest|smallest earner",
                                         "lower|smaller|lowest|smallest earner by|in salary",
                                         "worse-paid|lower-paid|worst-paid|lowest-paid one|person|individual",
                                         "worse|lower|worst|lowest paid one|person|individual",
                                         "worse-paid|lower-paid|lower-salaried of the two", "worse|lower paid of the two",
                                         "lower salaried of the two",
                                         "worse-paid|lower-paid", "worse|lower paid",
                                         "lower-salaried|lowest-salaried one|person|individual?",
                                         "lower|lowest salaried one|person|individual?"),
}
# A tie trigger as slots of word classes (cbwh.ask.grammar.tie_trigger), in any order the words come: words that say
# several are equal on the ranking (TIE_SIGNS), closed-class words around them that cannot change what is tied
# (TIE_FILLERS: leads, people, verbs of having, determiners), and at most one measure noun naming what is tied ('on
# vehicles', 'the same number of pets', 'a car from that year'). Any other word ends the trigger: a negation, a place,
# a degree word ('most', 'fewest': said only inside a ranking, 'tied for most pets').
# A sentence after the question saying what one of its ranking words means ('By richest I mean the highest total bank
# balance.', 'Richest means highest total bank balance.', 'Richest here is by total bank balance.', 'Wealthiest by
# total bank balance.', a14y): read away when the meaning is the word's own reading, refused when it is another
# (grammar._glossed). The word after GLOSS_BY, or first; then GLOSS_MEANS; then the meaning.
GLOSS_BY = forms("by|with", "when i say|write", "where i say|write")
GLOSS_MEANS = forms("i|we mean|meant", "i am|i'm referring to", "here? means|meant|is|=|:", "here? refers to",
                    "is|are here? measured|judged|ranked|assessed|gauged|determined|decided|defined|calculated|computed "
                    "by|on|using|via|as",
                    "is|are here? measured|judged|ranked|assessed|determined|decided|defined in terms of|according to",
                    "is|are here? based on",
                    "here? is|means by|based on|measured by", "here? is|means in terms of", "is here|meant", "here? by",
                    "here? meaning", "meaning here")
# ... said of the measure's noun ('Wealth is measured by total bank balance.', 'Age means date of birth.'), read for the
# question's ranking of that measure; or as an instruction ('Measure richness by total bank balance.', 'Judge wealth
# by ...'); or of the two compared ('Both are ranked by total bank balance.': both ranked so, else refused).
GLOSS_NOUNS = {Metric.BALANCE: forms("wealth|richness|wealthiness|riches|affluence"), Metric.DOB: forms("age|seniority")}
GLOSS_NOUN_WORDS = frozenset(w.split()[0] for phrases in GLOSS_NOUNS.values() for w in phrases)
GLOSS_VERB = forms("measure|judge|rank|assess|gauge|determine|define|compute|calculate", "please measure|judge|rank")
GLOSS_VERB_WORDS = frozenset(w.split()[-1] for w in GLOSS_VERB)
GLOSS_VERB_BY = forms("by|using|on|via", "in terms of", "based on", "according to", "by their|the", "using their|the")
# The measure the two are compared on, said in a sentence of its own (a24x: 'Two people are being compared on how many cars
# they own.'): read when it is the measure compared, refused when another.
PAIR_COMPARED_ON = forms(*(f"{who} {by}" for who in ("the? two people|persons|individuals are|were being? compared",
                                                      "the two|both are|were being? compared",
                                                      "we are comparing two people|persons|individuals",
                                                      "we're comparing two people|persons|individuals")
                           for by in ("on|by|for", "in terms of")))
GLOSS_ALL_RANKED = forms("both|each|all|they are|is|were|was ranked|measured|judged|chosen|picked|selected|determined "
                         "by|on|using|via", "both|each|all|they are|is|were|was ranked|measured|judged|chosen|picked|"
                         "selected|determined in terms of|according to|based on",
                         "both|each ones|people|persons|rankings? are|is|were ranked|measured|judged|chosen|picked by|on|using",
                         "in both|each|all cases ,? ranked|measured|judged by")
# ... a ranking's name defined in a sentence of words (cbwh.ask.discourse._gloss_said): 'By vehicle leader I mean the
# resident with the most vehicles, with ties going to T.', 'The leader is whoever has the most credit cards; a tie goes
# to T.' (the first word one of GLOSS_SAID_FIRST; after GLOSS_BY the name ends at GLOSS_SAID_MEANS, else at
# GLOSS_SAID_IS; the meaning after one of GLOSS_SAID_HEADS starts with a degree word, GLOSS_DEGREES)
GLOSS_SAID_FIRST = frozenset({"by", "with", "when", "where", "the", "a", "an", "vehicle", "vehicles", "car", "cars", "pet",
                              "pets", "card", "cards", "credit", "insurance", "policy", "bank", "internet", "account",
                              "accounts", "top", "leader", "champion", "winner", "insurance-policy", "credit-card"})
# A figure asked for, after 'that' / 'this' ('What is that sum?'): no person referred to (discourse._resolve, a37k).
FIGURE_NOUNS = frozenset({"sum", "total", "figure", "amount", "result", "number", "count", "value"})
GLOSS_SAID_LEADS = frozenset({"here", "note", "nb"})  # (before the definition: 'Here, biggest pet owner means ...', a37k)
GLOSS_ROLE_HEADS = frozenset({"leader", "champion", "champ", "king", "queen", "winner", "owner", "holder", "earner",
                              "titleholder"})  # (the name's last word: 'The first is ...' defines a person, not a name)
GLOSS_SAID_MEANS = forms("i|we mean|meant", "i am|i'm referring to", "i|we have in mind", "means|meant", "refers to",
                         "stands for")
GLOSS_SAID_IS = forms("is|means|denotes", "here is|means", "refers to", "stands for", "is defined as",
                      "defined as",  # ('..., with top car owner defined as the person owning the most vehicles', e38k)
                      "is here")
GLOSS_SAID_HEADS = forms("the|a resident|person|one|individual|member with|having the?",
                         "the|a resident|person|one|individual|member who|that has|owns|holds the?",
                         "whoever|whichever one? has|owns|holds the?", "the one|person|resident holding|owning the?",
                         "the")
GLOSS_BALANCE = forms("the? highest|largest|biggest|greatest sum|total over|of|across all? their|the bank? accounts|"
                      "balances", "the? highest|largest|biggest|greatest sum|total of all? their|the account balances",
                      "the most money across|over|in all? their|the bank? accounts")
# A date's ties named before 'ties' ('Vehicle-year ties are resolved in favour of ...', '(Oldest-vehicle ties in each:
# X)', a14x/a15x): what is tied (grammar.tie_trigger).
# A record's noun said alone for what is tied ('tie on the car', 'a tie on the vehicle', 'if the policies tie') names
# a ranking by that record's date as well as one by its count ('the oldest car': its model year; 'whose policy expires
# first'): grammar.TIE_TARGET reads both, the sentence's rankings leave one, and where one ranking is by the count and
# another by the date both are read (answered only when they agree). Not 'the number of cars', the count's alone (c38p)
TIE_COUNT_SAID = frozenset({"number", "numbers", "count", "counts", "amount", "quantity", "tally"})  # (a tie on a
# record's count, said so: 'the same number of cars'; not 'more than one person', said of the people tied)
TIE_RECORD_DATES: dict[Records, Metric] = {Records.VEHICLES: Metric.VEHICLE_YEAR, Records.CREDIT_CARDS: Metric.CARD_EXPIRY,
                                           Records.INSURANCE_POLICIES: Metric.POLICY_EXPIRY}
_TIE_DATE_SAID = {Metric.VEHICLE_YEAR: forms("vehicle-year|car-year|vehicle-age|car-age|oldest-vehicle|oldest-car",
                                            "vehicle|car year|age", "oldest vehicle|car", "vehicle|car model year",
                                            "model year", "model years")}  # ('ties on model year go to X', t25)
# ... and the record's nouns alone ('car ties -> X', 'tie on the car', c38p): one map, read by every tie trigger
# (grammar.TIE_TARGET, TIE_DATE_TARGETS)
TIE_DATE_TARGETS: dict[Metric, Said] = {
    date: (*_TIE_DATE_SAID.get(date, ()), *RECORD_NOUNS[records].all) for records, date in TIE_RECORD_DATES.items()}
# ... or as the one record whose date is ranked, in the singular after 'on the' ('a tie on the vehicle goes to X', c38p:
# the oldest vehicle's year; read beside a tie on the number of vehicles, which only a ranking by it takes)
TIE_ONE_RECORD = {Metric.VEHICLE_YEAR: forms("vehicle|car|automobile")}
# ... or as the subject of a trigger ('if the vehicle is tied, take X', c38p)
TIE_ONE_RECORD_LEADS = frozenset({"if", "when", "whenever", "should", "where"})
# A place said as the home of an anchor ('the state that is home to the owner of the dog named 'Brenda'', c38w)
PLACE_HOME_TO = forms("that|which is home to", "that|which houses", "home to", "that|which is the home of",
                      "that is|was home to")
# Who a tie rule's pick is taken from, said after it ('If there is a tie, give the oldest of the tied people').
# ... after 'of those' ('the eldest of those' + 'level': a breaker may take 'of those' with it)
_AFTER_THOSE = ("level|tied|concerned", "who are level|tied")
TIED_ONES = forms("of|among|amongst the|those tied people|persons|ones|candidates|individuals|residents|members?",
                  # ('I should like the eldest of those level', a19y)
                  *(f"of|among|amongst those {after}" for after in _AFTER_THOSE),
                  # ('(the oldest among any who are tied)', a37k)
                  "of|among|amongst any|all who are|were level|tied", "of|among|amongst anyone|everyone level|tied",
                  "of|among|amongst any|all|those|the people|persons|ones|individuals who|that are|were level|tied")
TIED_AFTER_THOSE = forms(*_AFTER_THOSE)
# ... and, after a tie's trigger only, those tied said as 'them' ('if several are tied, take the one with the highest
# salary among them'): not read without a trigger, where 'the oldest of them' is the question's own pick
TIED_THEM = TIED_ONES + forms("of|among|amongst them|those|these")
# The pick of a tie rule named before those tied and its breaker ('choose whichever of the tied people has the highest
# salary', 'answer with the one of them who earns the most', 'whoever among the tied has the highest total bank balance',
# e42g): its head, then those tied (TIED_THEM), then the breaker as after TIED_ONE ('with R', 'who has R', 'has R')
TIED_PICK_HEADS = forms("the? one|person|individual|candidate|member", "whoever|whichever", "whichever one|person")
# ... or said before the breaker as the pick's noun ('answer with the tied person whose total bank balance is the
# highest', 'whichever tied person has the most cards', 'the tied one with the larger salary', a31m): one of those tied
TIED_ONE = forms("the|whichever|whoever tied|level one|person|individual|candidate|member|resident",
                 "the one|person|individual|candidate|member|resident among|amongst|of the tied ones|people|persons|"
                 "candidates|members?")
# ... and the words before the breaker said after that pick's noun ('the tied person with the most X', 'the tied resident
# earning the highest salary')
TIED_ONE_WITH = forms("with|having|owning|holding|possessing|keeping|earning|making|drawing|receiving")
# The words that mark a tie rule inside a step said before its repeat ('Find R in X (ties to the oldest). Do the same
# for Y. If tied, T.': a rule after the repeat may then be the repeat's own in place of the first's; discourse).
TIE_WORDS_SAID = frozenset({"tie", "ties", "tied", "tying", "tiebreak", "tie-break", "tiebreaker", "tie-breaker",
                            "tiebreaks", "tie-breaks", "tiebreakers", "tie-breakers", "draw", "deadlock", "deadlocked"})
# A tie rule said as its own sentence for the step just before it ('If more than one person qualifies at this step, take
# the oldest.', 'If there is a tie at this step, ...', a29z): read as that step's rule, in brackets after its ranking.
STEP_TIE_SCOPE = forms("at|in|for|during this|that step|stage", "at this point")
# A clause with these words and a conditional lead is a tie rule: 'them' in it is those tied, not a group or two people
# set up before ('If more than one person qualifies, take the oldest of them', 'if several tie, take the oldest of
# them', a29z): left for the grammar (discourse._tie_clause).
TIE_CLAUSE_WORDS = TIE_WORDS_SAID | {"qualify", "qualifies", "shared"}  # ('If that's shared by several people', e49a)
TIE_CLAUSE_LEADS = frozenset({"if", "should", "when", "whenever", "where", "wherever", "case", "event"})
# Tie words naming the outcome of a contest ('a draw', 'the result is a deadlock'): said of the two compared as much as
# of a ranking, never 'in each case' by themselves ('a draw in (a) and (b)', discourse._labels_each)
TIE_RESULT_WORDS = frozenset({"draw", "draws", "drawn", "deadlock", "deadlocked", "result", "outcome", "stalemate"})
# The verb before a tie word saying a tie of two labelled people ('(1) or (2) is tied', 'should (a) or (b) be tied').
TIE_VERB_BEFORE = frozenset({"is", "are", "be", "was", "were", "gets", "get", "ends", "end"})
TIE_SIGNS = frozenset({"tie", "ties", "tied", "tying", "draw", "draws", "drawn", "deadlock", "deadlocked", "stalemate",
                       "level", "equal", "equally", "even", "same", "identical", "matching", "parity", "equality",
                       "tiebreak", "tie-break", "tiebreaker", "tie-breaker", "tiebreaks", "tie-breaks", "tie-up",
                       "several", "multiple", "two", "2", "three", "3",
                       "shared"})  # (and 'one' after 'more than'; 'If the top card count is shared, ...', a14y)
# A trigger whose only words are a count of people, determiners and places in a ranking ('richest 3 -> who has the most
# pets', 'Of the top two, the oldest': the top two of the ranking, not two tied) is no tie rule: a lead, a verb, a noun
# for people or another sign must back it ('If three, ...', 'Several people: ...', 'If two share the top spot, ...').
TIE_COUNT_SIGNS = frozenset({"several", "multiple", "two", "2", "three", "3"})
# A count of people tied above two ('If there's a tie of three, ...', 'If 3 people tie, ...'): a rule for that many
# tied only (a tie of two left open), or for any tie? Refused naming both ('two' is read as any tie, as writers mean it).
TIE_COUNT_MORE = frozenset({"three", "3"})
# A trigger opening with one of these and signed only by a count of people is a group, not a tie: 'Of (the) two people
# oldest in Texas, who has more cars?' is the two oldest (read as 'if two tie, the oldest', the cut was lost: v17 W4);
# 'Of those tied, ...', 'Among the tied ones, ...' say a tie.
TIE_GROUP_LEADS = frozenset({"of", "among", "amongst", "from", "between"})
# ... and so does 'more than two' ('If more than two tie, the oldest' leaves a tie of two open; w10 #9).
TIE_ABOVE_TWO = tuple(tuple(phrase.split()) for phrase in forms("more than two|2", "more than a couple|pair"))
TIE_WEAK = frozenset({"a", "an", "the", "any", "all", "of", "these", "those", "such", "this", "that", "it", "from", "but",
                      "and", "for", "with", "on", "in", "upon", "after", "top", "first", "spot", "place", "position", "rank",
                      "ranking", "them"})
TIE_FILLERS = frozenset({
    # leads
    "if", "when", "whenever", "where", "should", "in", "on", "upon", "for", "with", "after", "assuming", "supposing",
    "case", "cases", "event", "any", "all", "a", "an", "the", "resolving", "breaking", "settling", "deciding", "giving",
    "awarding", "handling", "but", "and", "were", "ever",
    # what is there, and who
    "there", "there's", "it", "it's", "that", "that's", "this", "these", "those", "them", "such", "of", "one", "ones",
    "more", "than", "or", "many", "few", "couple", "people", "persons", "person", "individuals", "individual",
    "residents", "resident",
    "candidates", "candidate", "contenders", "contender", "folks", "entries", "matches", "users", "user", "owners",
    "they", "they're", "both", "we", "you", "i",
    # verbs: being, having, happening
    "is", "are", "be", "was", "been", "being", "'s", "still", "remain", "remains", "have", "has", "had", "having", "own", "owns",
    "hold", "holds", "share", "shares", "shared", "sharing", "got", "keep", "keeps",  # ('Should several keep the same
    # number, ...', a19y)
    "leaves", "leave", "left", "again",  # ('If that still leaves a tie', 'If again tie')
    "remaining", "persists", "persist", "persisting", "lingering",  # ('and any remaining tie by X', 'if a tie persists')
    "get", "gets", "end", "ends", "up", "come", "comes",
    "out", "turn", "turns", "happen", "happens", "occur", "occurs", "arise", "arises", "exist", "exists", "result",
    "results", "qualify", "qualifies", "match", "fit", "fits", "find", "found", "see", "hit", "from",
    # what is equal, said without its measure
    "number", "count", "amount", "total", "value", "figure", "score", "tally", "spot", "place", "position", "rank",
    "ranking", "top", "first", "lead", "year", "years", "date", "dates", "numbers", "counts", "amounts", "totals",
    "values", "figures", "scores", "tallies", "results", "winners", "winner", "leaders", "rule", "rules", "situation",
    "situations", "scenario", "instance",
    # a lawyer's (a35f): 'should the two said persons be equal in that respect', 'if two or more are equal in that
    # regard' (what was just ranked or compared)
    "respect", "regard", "said"})
# A direction said once at the end of a chain of tie-breakers, for each of them: 'Ties are broken by the number of
# cards, then by the number of pets, the larger value winning each time', '..., in each case preferring more',
# '..., higher winning in each case', '..., more being better each time'. Each breaker said without its end takes it
# (grammar._chain_tails); a chain that also names the other end, or a money breaker before a tail of the low end (a
# bare 'total bank balance' is read as the highest), is not read so and stays refused.
CHAIN_EACH = forms("each|every time", "in each|every case", "in all|both cases", "throughout", "for each|every|all|both",
                   "in each|every|all|both")
CHAIN_EACH_WORDS = frozenset({"each", "every", "all", "both", "throughout"})  # (a tail has one: a cheap first check)
CHAIN_WINS = forms("wins|win|winning", "being|is better|preferred", "preferred", "first", "taking precedence")
# 'preferring, in a tie, T' / 'preferring in a tie T' (a19y): the gerund said before its tie; the tokenizer moves it
# after ('in a tie, preferring T', read already).
PREFER_BEFORE_TIE = forms("preferring|favouring|favoring|choosing")
# A person's noun said with its plural, for all who qualify (a19y): 'the person or people owning the most vehicles in
# that state', 'the person (or persons) with the largest total bank balance' -> 'the people ...' (ask.tokens: after
# 'the' only; the plural said is kept, 'the resident or residents' -> 'the residents').
SINGULAR_OR_PLURAL = {"person": frozenset({"people", "persons"}), "individual": frozenset({"individuals"}),
                      "resident": frozenset({"residents"}), "one": frozenset({"ones"})}
# One person said with both sexes' nouns ('the guy or gal who owns the cat named X', a22z): read as 'the person'.
# One person's possessive said with both sexes' ('joined his/her current job', a23x): read as 'their'.
EITHER_GENDER = frozenset({"his/her", "her/his"})
EITHER_SEX = {"guy": frozenset({"gal", "girl", "lady", "woman"}), "gal": frozenset({"guy", "man"}),
              "man": frozenset({"woman", "lady"}), "woman": frozenset({"man", "guy"}), "lady": frozenset({"gentleman", "man"}),
              "gentleman": frozenset({"lady"})}
TIE_AFTER_PREFER = forms("in a|any tie", "in the event of a tie", "in case of a tie",
                         # ('(preferring, if several are level, the largest total bank balance)', a19y)
                         "if several|two are level|tied", "should several|two be level|tied")
CHAIN_PREFER = forms("preferring|favouring|favoring|taking|choosing", "with preference for|to")
CHAIN_ONE = forms("value|number|count|one|figure|total|amount")
CHAIN_MONEY = frozenset({"balance", "balances", "salary", "salaries", "money", "savings", "pay", "wealth", "richest",
                         "richer", "wealthiest", "wealthier", "poorest", "poorer"})
# After 'if either' / 'if each': what each one's ranking has ('If either has a tie on cards, take ...', 'If either state
# ends in a tie on credit cards, ...'): a tie in each one's ranking (grammar.tie).
EITHER_HAS = forms("of? them|those|these|state|states|group|groups|ranking|rankings|search|searches|one|person? "
                   "has|have|ends|end|produces|produce|shows|show|sees|see", "of? them|those|these|state|group|ranking|"
                   "search|one|person? ends|end up? in|with",
                   # ('if either group is tied on pets, take X', 'if either state comes out tied', a26z): a ranking's
                   # noun only ('if either of them is tied' could be read of the two compared)
                   "of? the|these|those? group|groups|state|states|ranking|rankings|search|searches|selection|list|"
                   "city is|are|comes|come|ends|end up|out?")
# What a tie rule said for each of two people may name as each one's ('ties broken by X in each state', '(both
# groups)', 'Card ties in each ranking: X'): grammar._EACH.
# ('Each of those picks breaks ties by X', a31x; 'in each instance the eldest being chosen should there be a tie', a35f)
_EACH_SCOPE_NOUNS_ONE = ("cases|case|groups|group|states|state|rankings|ranking|searches|search|cities|city|selections|"
                         "selection|lists|list|pools|pool|picks|pick|instances|instance|lookups|lookup")
# ('(each side: tie -> oldest)', 'both sides: tie -> oldest', d47p: each of the two compared, a chat's word; not in the
# joint scopes' table, _SCOPE_EACH, which each noun more multiplies by thousands of phrasings: test_tries)
EACH_SCOPE_NOUNS = _EACH_SCOPE_NOUNS_ONE + "|sides|side"
EACH_SCOPE_NOUN_SET = frozenset(EACH_SCOPE_NOUNS.split("|"))
# The scope of a tie rule said for one of the two compared, before the rule, with which one (0 the first, 1 the second):
# 'For the first person, a tie goes to X', 'for the latter, ...' (a22z), and the one's group or ranking said by its
# place in the question ('In that second group a tie goes to the bigger salary', 'Within the first ranking, ...', d46k):
# grammar._tie (a rule after it for the other one: ties)
ONLY_TIE_SCOPE_AFTER = frozenset({".", "?", "!", ";", "and", ",", ":"})  # (what a lead other than 'for' follows)
_ONE_SCOPE_NOUNS = "group|ranking|search|selection|pool|list|lookup|case|state|city|one|person|individual|pick"
_ONE_SCOPE_OF = "in|inside|within|for the|that|this"
ONLY_TIE_SCOPE_LEADS = (("for the first one|person|individual|pick? ,|:?", 0), ("for the former ,|:?", 0),
                        ("for the second one|person|individual|pick? ,|:?", 1), ("for the latter ,|:?", 1),
                        (f"{_ONE_SCOPE_OF} first {_ONE_SCOPE_NOUNS} ,|:?", 0),
                        (f"{_ONE_SCOPE_OF} second|latter {_ONE_SCOPE_NOUNS} ,|:?", 1),
                        (f"{_ONE_SCOPE_OF} former {_ONE_SCOPE_NOUNS} ,|:?", 0))
# ... or said with the place its people share before the noun ('Within each state group, ties go to X', 'in both state
# rankings', 'Both city groups break ties by X', a28x): each one's ranking still (the place noun alone, 'within each state',
# is EACH_SCOPE_NOUNS')
EACH_SCOPE_COMPOUND = ("state|city group|groups|ranking|rankings|search|searches|list|lists|pool|pools|selection|"
                       "selections")
# After a tie rule, a scope naming each one's ranking and the comparison both ('The higher salary breaks any tie, both
# within each group and between the two', '..., within each group and between them', a17x): the rule applies inside
# each ranking and between the two compared (grammar.ties)
_SCOPE_EACH = f"within|in|inside each|both|either {_EACH_SCOPE_NOUNS_ONE}"
# ... or said with the plural after 'the' ('both within the groups and between the two people', 'in the groups and
# between the two', a26z): the two rankings, so each one's (TIE_SCOPE_EACH)
EACH_SCOPE_PLURALS = "groups|states|rankings|searches|cities|selections|lists|pools|picks"
# ... after a tie rule, a word saying every scope before the scopes are named ('higher salary breaks ties everywhere -
# inside each group and between the two', a26z): grammar.ties
SCOPES_EVERY = forms("everywhere|throughout ,|—|:|;", "at every|each step|stage ,|—|:|;")
# ... said after a rule's tie noun, before the scopes set off by dashes, a bracket or a colon ('Break ties at every step
# — when choosing each person and in the final comparison — by X', e38k): grammar.ties. Not a scope of its own ('Break
# ties at every step by X' names no step: refused as 'all ties' is, where the comparison could be left out)
TIE_EVERY_STEP = forms("at every|each|any step|stage|point", "everywhere", "throughout", "at every|each step|stage of the way")
# ... and one of them said with 'a' ('If several people tie for the oldest vehicle within a state, ...', 'Within a state,
# ties go to X', a24z): any of the rankings, so each one's ('in any case' is no scope: 'case' is not among these nouns)
# the nouns of a place a scope says ('within each state', 'in a city'): questions._each_place, grammar.apply_ties
PLACE_SCOPE_NOUNS = frozenset({"state", "states", "city", "cities"})
EACH_SCOPE_A = "in|inside|within a|any group|state|ranking|search|city|selection|list|pool"
# the two compared, said after 'between' ('between the two (of them)', 'between them', 'between the two people')
_PAIR_SAID = ("the two of? them?", "them|both", "the two people|persons|individuals|candidates", "the pair")
# The two compared said after a tie's trigger naming what is tied ('if the pets end up tied between the two, X', 'if
# pets are tied between them, X', e38p2): the two's tie (grammar._between_said).
TIE_BETWEEN_PAIR = ("between the two of? them|people|persons|individuals?", "between them")
TIE_BETWEEN_AFTER = frozenset({"tied", "level", "even", "equal"})  # (the trigger's last word: 'tied between the two')
# ... said with a demonstrative, in a scope or a tie's noun only (a26z: 'A tie between those two goes to the higher
# salary'; not in the long tables below, which multiply every pair said)
_PAIR_SAID_THOSE = (*_PAIR_SAID, "those|these two people|persons|individuals|candidates?")
# ... and said with a word adding the pair's scope to the rankings' ('in both groups, and between the two of them too,
# ties go to X', a26z): read after any scope naming the pair (grammar._pair_too)
PAIR_TOO = ("too", "also", "as well", "alike")  # ('— in selecting each person and in the final comparison alike —')
# A step said again with a word at its end saying so ('For Y, do the same too', 'within G2, take the oldest person as
# well', a33e): read away (`discourse._repeat_at`, a step with its group said first, `discourse._setup`)
STEP_AGAIN = forms("too", "as well", "again")
# ... said of a tie, not the two people referred to (ask.discourse._pair_tie_scope, a24x): after a tie noun ('a tie
# between the two'), or before a tie rule ('Between the two, a tie goes to X')
TIE_PAIR_SCOPE_BEFORE = frozenset({"tie", "ties", "draw", "draws", "tied", "level", "equal"})
TIE_PAIR_SCOPE_ON = frozenset({"in", "on", "over", "for"})  # (its measure between: 'a tie in policies between the two')
TIE_PAIR_SCOPE_AFTER = forms("a|any|the tie|draw", "ties|draws", "the tiebreaker|tie-breaker|tiebreak")
TIE_PAIR_BETWEEN = forms(*(f"between {pair}" for pair in _PAIR_SAID_THOSE))  # ('a tie in balance between the two', a22x)
TIE_EACH_AND_BETWEEN = forms(*(f",? both? {first} ,? and|& {second}"
                               for pair in (f"between {said}" for said in _PAIR_SAID)
                               for first, second in ((_SCOPE_EACH, pair), (pair, _SCOPE_EACH))),
                             f",? both? {_SCOPE_EACH} ,? as well as between the two", f",? both? {_SCOPE_EACH} ,? as well "
                             "as between them")
# ... and said first, before the rule (a19y): 'Within each group, and between the two should they keep the same number of
# pets, please prefer X', 'In each case, and between the two should they be level, please favour X', 'In each group, and
# between the two if they have equally many cards, ...': the rule after it applies inside each ranking and between the
# two compared (grammar.ties); the rule's own trigger is the pair's ('should they be level'), so it may name the
# measure compared.
TIE_EACH_THEN_BETWEEN = forms(*(f"{_SCOPE_EACH} ,? and|& also? between {pair} ,?" for pair in _PAIR_SAID))
_CHOOSING = "choosing|picking|selecting|finding|identifying|determining"  # (TIE_SCOPE_EACH)
# each one's ranking said as the deed of choosing them (TIE_SCOPE_EACH; after or before a rule, grammar._EACH: 'Break ties
# by X when choosing each person', 'Ties in picking each person go to X', e38k)
EACH_DEED = (f"when|while|in {_CHOOSING} each|either|a|any person|one|individual|candidate",
             f"when|while|in {_CHOOSING} each|both of them", f"when|while|in {_CHOOSING} the|these|those two",
             f"when|while|in {_CHOOSING} them",
             f"when|while|in {_CHOOSING} the|both|those|these two? people|persons|individuals|candidates",
             "in|for|during|at the|both|each|either selection|choosing|picking stage|stages|step|steps")
# ... said bare, a gerund with no 'when' or 'in', only as one of a rule's two scopes set off by dashes or a bracket ('Any
# tie at any stage — picking either person or the final comparison — goes to X', 'Throughout — picking each person as
# well as the final comparison — a tie is decided by X', e38k2): grammar._both_scopes
EACH_DEED_BARE = forms(f"{_CHOOSING} each|either person|one|individual|candidate",
                       f"{_CHOOSING} the|both|these|those two",
                       f"{_CHOOSING} the|both|those|these two? people|persons|individuals|candidates")
# Each person's ranking said as a side of the comparison, opening a tie rule ('on each side, tie on cars -> oldest', 'on
# both sides, break ties by X', 'for either side: a tie goes to X', e45x): grammar._EACH's leads
TIE_EACH_SIDE_LEADS = ("on|for|in each|both|either|every side|sides ,|:?", "on|for|in each|both|either of the two? sides ,|:?")
# The scopes of a tie rule said together before its verb (t25): each ranking's and the two compared's, in either order
# ('Ties in each state and between the two are broken by X', 'Ties within each state, and between the two, go to X',
# 'Ties within a state, and a tie between the two, go to X', 'In both states, and for the final comparison, ties go to
# X'): the rule applies inside each ranking and between the two compared (grammar.ties). Read in turn: the ranking's
# scope, the joint, the pair's.
TIE_SCOPE_EACH = forms(f"within|in|inside|for each|both|either|every {EACH_SCOPE_NOUNS}", EACH_SCOPE_A,
                       f"within|in|inside|for each|both|either|every {EACH_SCOPE_COMPOUND}",
                       f"within|in|inside the|these|those two? {EACH_SCOPE_PLURALS}",
                       f"within|in|inside|for each|both|either of the|these|those two? {EACH_SCOPE_NOUNS}",
                       # (a chat's 'on both sides a tie on policies goes to X', 'on either side, tie -> X', d47p)
                       "on? each|both|either side|sides",
                       # the choosing of each said as a deed (e38k: 'Break ties at every step — when choosing each person
                       # and in the final comparison — by X', 'Every tie — both in picking the two people and in the
                       # final comparison — is resolved in favor of X')
                       *EACH_DEED)
# ... the two compared: 'between the two', 'for the final comparison', 'a tie between the two' (a noun of its own)
_FINAL_COMPARISON = "the final|overall|last comparison"
TIE_SCOPE_PAIR = forms(*(f"a|any? tie|draw|ties|draws? between {pair}" for pair in _PAIR_SAID_THOSE),
                       *(f"to decide|choose|settle|pick between {pair}" for pair in _PAIR_SAID_THOSE),  # (c44k)
                       f"for|in {_FINAL_COMPARISON}", "for|in the comparison itself", f"a|any tie|draw in {_FINAL_COMPARISON}",
                       # (e38k: 'Ties, both when choosing each person and when comparing them, go to X')
                       "when|while|in comparing them|both|those|these two? people|persons|individuals?",
                       "when|while|in comparing the two people|persons|individuals?",
                       "when|while|in making the final|last comparison", "in|at|for the final|last step|stage",
                       # ... with its time said after it ('both when picking each person and when comparing them at the
                       # end', e38k2)
                       "when|while|in comparing them|both|those|these two? people|persons|individuals? at the end|finish")
# ... said bare, as the other scope of a rule set off by dashes or a bracket (EACH_DEED_BARE: '— picking either person or
# the final comparison —', e38k2)
# The first words of a tie sentence after the pair's scope said first that may name what is tied ('Between the two, if
# bank accounts are tied, X': checked against what the two are compared on); any other ('Between the two, ties on vehicles
# go to X') says no tie of theirs on another measure (grammar.ties)
TIE_PAIR_SCOPE_TRIGGERS = frozenset({"if", "should", "when", "where", "in", "on", "whenever"})
# ... said first, set off before a tie sentence of the two's ('Between the two, if bank accounts are tied, choose X',
# 'When comparing the two, if their balances are equal, X', 'In the final comparison, a tie goes to X', d46k): the
# sentence after it is the two compared's rule (grammar.ties; what it says is tied is checked against what they are
# compared on). Not 'for the two' or 'for both', which may be each one's.
TIE_PAIR_SCOPE_FIRST = forms(*(f"between {pair}" for pair in _PAIR_SAID_THOSE), "as between the two|them",
                             "when|while|in comparing them|those|these two? people|persons|individuals?",
                             "when|while|in comparing the two people|persons|individuals?",
                             f"in|for {_FINAL_COMPARISON}", "in the comparison itself", "when|while|in making the final|last "
                             "comparison", "in|at the final|last step|stage")
TIE_SCOPE_PAIR_BARE = forms(_FINAL_COMPARISON, "comparing them|both|those|these two? people|persons|individuals?",
                            "comparing the two people|persons|individuals?")
TIE_SCOPE_JOINT = forms(",? and|& ,? also?", ",? as well as", ",? and|& ,? also? again?")
# ... the two scopes said as alternatives, after 'whether' or 'either' ('Ties, whether within a group or between the two,
# go to X', a25x): a tie in either scope, so both (the joint 'or' only after such a lead; 'both' takes 'and')
# the leads of a tie rule's two scopes said together ('Ties, both within each state and between the two, ...', 'whether
# within a group or between the two', 'either ... or ...': grammar._both_scopes); the last two join them with 'or'
TIE_SCOPE_LEADS = ("both", "whether", "either")
TIE_SCOPE_EITHER = frozenset(TIE_SCOPE_LEADS[1:])
# Two tie rules for the two compared's rankings said in one sentence (grammar._own_rules, 'ties'): what joins them ('Ties
# go to X for the first, and to Y for the second', 'The first ranking is tie-broken by X, while the second by Y'), the
# word before the second's breaker, its verb left out ('... and to|by Y for the second'), the tie named after a verb
# settling it ('Break a tie for the first by X') and what opens the tag of whose rule it is ('for the first')
TIE_RULES_JOIN = "and|but|while|whereas"
TIE_BREAKER_PREP = "to|by|with|using"
TIE_NOUNS_SAID = "tie|ties|draw|draws"
ONLY_TIE_TAG_LEAD = ("for", "the")
TIE_SCOPE_OR = forms(",? or")
# A rule for each of two people found, going on after a comma to the two compared's rule ('In both selections the oldest
# wins a tie, and if the two hold the same number of cards, the one with the higher salary is the answer', e38k): the
# words the second rule opens with, and one of which names the two (discourse._pair_rule_after)
PAIR_RULE_OPENS = frozenset({"if", "should", "when", "whenever", "where", "in", "on"})
PAIR_RULE_NAMES = frozenset({"two", "both", "they", "them", "pair"})
# A subject naming each ranking, before a verb of its tie rule (t25: 'Each ranking prefers the eldest on ties', 'Both
# rankings favour the eldest in a tie', 'Either ranking resolves ties in favour of X', 'Both of those rankings break
# ties by X', 'Both rankings use X as the tiebreaker, higher first'): each one's ranking's rule (grammar.tie)
EACH_TIE_SUBJECT = forms(f"each|every|both|either {EACH_SCOPE_NOUNS}", f"each|every|both|either {EACH_SCOPE_COMPOUND}",
                         f"each|every such {EACH_SCOPE_NOUNS}",  # ('each such selection preferring the eldest', a35f)
                         f"each|both|either of the|these|those two? {EACH_SCOPE_NOUNS}",
                         # ('Each of these choices breaks ties by X', a36d: each person chosen, said by the choice)
                         "each|every|either choice", "each|both|either of the|these|those two? choices",
                         # ... each person found, said after them ('Each of those uses the largest total bank balance
                         # to break ties', a27x: each one chosen so; 'each', never 'both', which could be the two tying)
                         "each of them|those|these", "each of the|these|those two", "each one")
# ... the verbs such a subject takes with the breaker first (then what is tied: 'on ties', 'in a tie'), in the third
# person and the plural
# ... or each ranking's tie said with a possessive ('(each group's tie going to the highest salary)', 'both states' ties go
# to X', t25)
EACH_TIE_POSSESSIVE = forms("each|every|either|both group's|state's|ranking's|search's|selection's|list's|pool's|city's "
                            "tie|ties|draw|draws",
                            f"both|all {EACH_SCOPE_NOUNS} 's tie|ties|draw|draws")
# ... or the two rankings' ties said as 'both ties' after two people ranked ('Both ties go to the oldest', 'Both of the
# ties go to X', a25x): each one's ranking's (grammar.tie); never read as a trigger whose 'both' is the two compared
# tying (grammar.tie_trigger): the pair's own tie said after it ('..., and if their balances are equal, ...')
BOTH_TIES = forms("both the? ties|draws", "both of the ties|draws")
# A word in a rule for each ranking that says there are two of them ('Both ties go to X', 'In both groups, ...', 'in both
# cases', 'In either case', 'In either group'): said after three or more people ranked, it does not say which two (r27
# F3, r29 F8; grammar.picks_tied refuses it). 'each' and 'every' are not counted. So 'two' before a noun of the things
# ranked ('In each of the two groups', 'Within the two rankings'), not 'If two of them tie' (people tied).
TIE_OF_TWO = frozenset({"both", "either"})
# Words in a tie rule said between a comparison and the two it lists that may say every tie, the rankings' too ('Who
# has more pets, ties going to the oldest: A, or B?'): such a rule is not read as the two compared's (grammar.compare_q;
# 'Which has the higher X, going with the bigger salary if equal: A, or B?' is, a36d)
TIE_ANY_SAID = frozenset({"ties", "draws", "any", "all", "every", "each", "both", "either"})
TIE_TWO_NOUNS = frozenset({"groups", "states", "cities", "rankings", "cases", "searches", "lists", "sets", "pools",
                           "categories", "places", "picks"})
# One of the two rankings named as the subject of its tie rule ('The first ranking is tie-broken by X, the second by Y',
# 'the second search breaks its ties by Y', t25): that person's ranking's rule (grammar.tie), the first (0) or the
# second (1); the verb before the breaker.
ONLY_TIE_SUBJECT: dict[int, Said] = {
    0: forms(f"the first|former {EACH_SCOPE_NOUNS}|one|person|pick"),
    1: forms(f"the second|latter {EACH_SCOPE_NOUNS}|one|person|pick")}
# ... or, after a trigger, each of the two named as the one chosen by its breaker ('On a tie, the first is chosen by X and
# the second by being the oldest', c44k; 'If tied, the former is decided by X, the latter by Y'): that person's
# ranking's rule; the second's verb may be left out (grammar._own_rules)
ONLY_TIE_PICKED: dict[int, Said] = {0: forms("the first|former one|person|pick|candidate|individual?"),
                                    1: forms("the second|latter one|person|pick|candidate|individual?")}
ONLY_TIE_PICKED_BY = forms("is|gets chosen|picked|selected|decided|settled|determined|resolved|tie-broken|broken|found "
                           "by|with|using|on|via", "is|gets chosen|picked|selected|decided|settled|resolved in favour|"
                           "favor of", "goes|go to", "falls|fall to")
ONLY_TIE_VERB = forms("is|gets|are|get tie-broken|broken|settled|resolved|decided first? by|with|using|on|via",
                      "is|gets|are|get tie-broken|broken|settled|resolved|decided in favour|favor of",
                      "breaks|settles|resolves|decides its|their|any? ties|tie by|with|using|on|via",
                      "has|have its|their? ties broken|settled|resolved by|with|using|on|via")
# ... or said with a possessive ('The first person's ties go to X, the second's to Y', 'the former's ties go to X and
# the latter's to Y', a25x): that person's ranking's rule; the other one's said after it with its noun and verb left out
# (', the second's to Y') or kept (', and the second person's ties go to Y'). Read only after a comparison of two people
# ('the first' is the first of the two named in the question, never a place in a ranking: grammar.tie)
ONLY_TIE_POSSESSOR: dict[int, Said] = {
    0: forms("the first|former person's|one's|pick's|candidate's|individual's|ranking's|search's|group's",
             "the first's|former's"),
    1: forms("the second|latter person's|one's|pick's|candidate's|individual's|ranking's|search's|group's",
             "the second's|latter's")}
ONLY_TIE_NOUNS = "tie|ties|draw|draws"
# ... 'the former' / 'the latter' name one of exactly two: after three or more people listed ('the combined balance of
# A, B and C? The latter's ties go to X') it could be the last named or the second (refused naming both, r26 F8)
ONLY_TIE_OF_TWO = frozenset({"former", "latter", "former's", "latter's"})
# One of the two named after the rule, as a tag ('Ties go to the oldest for the first and to the highest salary for
# the second', 'Break a tie for the first by age and for the second by salary', a25x): that person's ranking's rule.
# 'the first' alone ('for the first') only with its partner said in the same sentence ('for the second'): alone it could
# be a place in a ranking ('a tie for first'); with its noun ('for the first person') it may stand alone.
ONLY_TIE_FOR: dict[int, Said] = {0: forms("for the first|former"), 1: forms("for the second|latter")}
ONLY_TIE_FOR_NOUN: dict[int, Said] = {0: forms("for the first person|one|pick|candidate|individual"),
                                      1: forms("for the second person|one|pick|candidate|individual")}
# The ordinals of those (a rule said 'the second ranking's' counts rankings where a ranking sits inside a group ranked
# first, r26 F4: grammar._ranking_ordinal)
ONLY_TIE_ORDINALS = frozenset({"first", "former", "second", "latter"})
# ... never before a word that makes it a place in a ranking or a time ('a tie for the first place', 'for the first time')
ONLY_TIE_FOR_NOT_AFTER = frozenset({"place", "position", "spot", "rank", "time", "slot"})
# Each person found said by a participle with the tie rule of their ranking ('— each chosen by the highest total bank
# balance if tied —', 'both picked with X winning a tie', t25): a trigger must follow (without one, 'each chosen by the
# highest total bank balance' is the ranking itself); each one's ranking's rule (grammar.tie)
EACH_CHOSEN_BY = forms("each|both being? chosen|picked|selected|found|determined|identified|taken|decided by|with|using|on|via",
                       "each|both being? chosen|picked|selected|found|determined|identified|taken|decided in favour|favor of",
                       # ... in a sentence of its own after the people ('Each is chosen with the eldest winning a tie',
                       # a24x; 'Each of those is chosen by highest salary if there's a tie', a27x)
                       "each is|was chosen|picked|selected|found|determined|identified|taken|decided by|with|using|on|via",
                       "each of them|those|these is|was chosen|picked|selected|found|determined|identified|taken|decided "
                       "by|with|using|on|via",
                       "each of the|these|those two is|was chosen|picked|selected|found|determined|identified|taken|decided "
                       "by|with|using|on|via",
                       # ... said of both in the plural ('Both are chosen with the oldest person winning ties', c38k)
                       "both are|were|get chosen|picked|selected|found|determined|identified|taken|decided by|with|using|"
                       "on|via",
                       "both people|persons|picks are|were|get chosen|picked|selected|found|determined|identified|taken|"
                       "decided by|with|using|on|via",
                       "both of them|these|those are|were|get chosen|picked|selected|found|determined|identified|taken|"
                       "decided by|with|using|on|via")
# The words that go on with a ranking list's next key ('..., then by age'), never a tie rule after it (grammar._list_tie)
RANK_LIST_NEXT = frozenset({"then", "by", "next", "finally", "lastly", "followed", "after"})
# A breaker of a ranking list said as the first among those equal ('by number of vehicles, fewest first and highest salary
# first among equals', '(greater total bank balance first among equals)', t25): grammar._list_tie
FIRST_AMONG_EQUALS = forms("first|preferred|ahead among|between|within equals",
                           "first|preferred|ahead among|between|within those|the tied|level|equal",
                           "first|preferred|ahead among|between|within the tied ones|people", "first on|in ties|a tie")
EACH_TIE_PREFERS = forms("prefers|prefer|favours|favour|favors|favor|picks|pick|chooses|choose|takes|take|selects|select",
                         "goes|go with", "gives|give precedence|priority|preference to", "opts|opt for",
                         # ('Both selections go to the oldest on a tie', 'Either pick falls to the oldest candidate
                         # when there's a tie', e43ap: the pick, on a tie, is the breaker's first)
                         "goes|go|falls|fall to",
                         # the participle ('..., each such selection preferring the eldest in the event of a tie', a35f)
                         "preferring|favouring|favoring|choosing|taking|selecting", "giving precedence|priority|preference to")
# The two compared's comparison as the subject of a rule's verb ('Both searches favor the oldest in a tie, and the final
# comparison favors the higher salary', 'The comparison itself breaks ties by X', e38k): grammar.tie
PAIR_TIE_SUBJECT = forms("the final|overall|last comparison", "the comparison itself", "the comparison between the two",
                         "the final|last step|stage")
# A tie between the two compared said as a noun (a19y): 'a tie between the two goes to the better paid'; after a rule
# for each ranking also with its verb left out ('A tie within either group should go to X, and a tie between the two to
# Y'), or said again ('Within each group a tie should go to X, and so too between the two, should their numbers of
# cards be equal'); and one noun for both scopes ('A tie in either group, or between the two, should go to X').
# ... its breaker said after a mark rather than a verb ('tie between those two -> higher salary', 'a tie between them:
# the older one', d46p): grammar._tie
TIE_PAIR_NOUN_MARKS = ":|—"
TIE_PAIR_NOUN = forms(*(f"a|any? tie|draw between {pair}" for pair in _PAIR_SAID_THOSE),
                      "a|any tie|draw in the final|overall|last? comparison",  # ('A tie in the final comparison goes to X')
                      "ties|draws in the final|overall|last? comparison",  # ('..., and ties in the final comparison go to
                      # X', e38k)
                      *(f"ties|draws between {pair}" for pair in _PAIR_SAID_THOSE),
                      # a tie at the question's own step, after each person's rule ('A tie here goes to the higher
                      # salary.', 'Any tie at this final step goes to X', e38k)
                      "a|any tie|draw here|there", "ties|draws here|there",
                      "a|any tie|draw at this|the final|last step|stage",
                      "ties|draws at this|the final|last step|stage",
                      # ... or on what the question just compared ('Which has more bank accounts? A tie on that is
                      # decided by the higher salary.', e42p)
                      "a|any tie|draw on that|this", "ties|draws on that|this")
TIE_PAIR_TOO = forms(*(f",|; and|but? so|likewise too|also|again? between {pair}" for pair in _PAIR_SAID),
                     *(f",|; and|but? likewise|similarly|also between {pair}" for pair in _PAIR_SAID),
                     # ('Ties within each state go to the highest salary, and so does a tie between the two.', a24z)
                     *(f",|; and|but? so does|do a|any tie|draw between {pair}" for pair in _PAIR_SAID),
                     *(f",|; as does a|any tie|draw between {pair}" for pair in _PAIR_SAID),
                     # ... after a rule said in the passive ('A tie for either candidate is broken by X, and so is a tie
                     # between them', 'Ties in each group are settled by X, as are ties between the two', a36d)
                     *(f",|; and|but? so is|are a|any tie|draw|ties|draws between {pair}" for pair in _PAIR_SAID),
                     *(f",|; as is|are a|any tie|draw|ties|draws between {pair}" for pair in _PAIR_SAID),
                     *(f",|; and|but? the same goes|applies for|to a|any tie|draw between {pair}" for pair in _PAIR_SAID),
                     # the comparison said as the last step, or the same rule named (t25: 'Both rankings break ties by
                     # X, and so does the final comparison', 'Within each group ties go to X, and the same rule settles
                     # a tie between the two')
                     f",|; and|but? so does|do {_FINAL_COMPARISON}", f",|; as does {_FINAL_COMPARISON}",
                     f",|; and|but? so|likewise too|also|again? for|in {_FINAL_COMPARISON}",
                     f",|; and|but? {_FINAL_COMPARISON} too|also|likewise",
                     f",|; and|but? {_FINAL_COMPARISON} as well",
                     *(f",|; and|but? the same rule|tiebreaker|tie-breaker|tiebreak settles|decides|breaks|resolves|governs "
                       f"a|any tie|draw between {pair}" for pair in _PAIR_SAID),
                     *(f",|; and|but? the same rule|tiebreaker|tie-breaker|tiebreak applies|goes to|for a|any tie|draw "
                       f"between {pair}" for pair in _PAIR_SAID),
                     f",|; and|but? the same rule|tiebreaker|tie-breaker|tiebreak settles|decides|governs {_FINAL_COMPARISON}",
                     f",|; and|but? the same rule|tiebreaker|tie-breaker|tiebreak applies to|for {_FINAL_COMPARISON}",
                     # ('..., and the same rule decides the answer if A and B have the same number of policies', a37k:
                     # the answer's tie, its trigger after it)
                     ",|; and|but? the same rule|tiebreaker|tie-breaker|tiebreak|criterion settles|decides|determines|"
                     "resolves|governs|picks the answer|result|outcome|winner",
                     # ... or the rule's own subject going on to the answer's tie, no comma ('Salary, highest first,
                     # settles ties in both selections and also decides the answer if the two own equal numbers of
                     # vehicles', 'X breaks ties in each group and also settles a tie between the two', e38k)
                     # (a comma before it, the subject said again: ', and it also decides the answer should the two
                     # own equally many vehicles', e38k2)
                     ",? and it|this|that? also|then? decides|determines|settles|picks the answer|result|outcome|winner",
                     # ... the answer said as the subject of the rule again ('Ties in both of these picks go to X, and so
                     # does the final answer if their vehicle counts are equal', e38k2)
                     ",|; and|but? so does|do the final? answer|result|outcome|winner",
                     ",|; as does the final? answer|result|outcome|winner",
                     *(f"and also|then? decides|determines|settles|breaks|resolves a|any tie|draw between {pair}"
                       for pair in _PAIR_SAID),
                     f"and also|then? decides|determines|settles {_FINAL_COMPARISON}",
                     ",|; and|but? the same rule|tiebreaker|tie-breaker|tiebreak|criterion applies|holds",
                     ",|; and|but? the same rule|tiebreaker|tie-breaker|tiebreak|criterion is used",
                     ",|; and|but? the same rule|tiebreaker|tie-breaker|tiebreak|criterion applies to the answer|result|"
                     "outcome",
                     # the pair's tie said as settled the same way (a28x: 'Both groups break ties by X, and a tie between
                     # the two is settled the same way')
                     *(f",|; and|but? a|any tie|draw between {pair} is|gets also? settled|broken|resolved|decided {how}"
                       for pair in _PAIR_SAID for how in ("in? the same way", "likewise|similarly")))
PAIR_VALUES_LEAD = forms("should|if their|the numbers|counts|number|count of")  # ('..., should their numbers of
PAIR_VALUES_EQUAL = forms("be|are equal|level|even", "be|are the same")     # cards be equal')
# (read in turn, not one table: the phrasings multiply to ~100,000; grammar.ties)
TIE_EACH_OR_BETWEEN = (f"a|any tie|draw|ties|draws {_SCOPE_EACH} ,? or|and between", forms(*_PAIR_SAID))
# A tie rule whose subject is each ranking ('Each ranking breaks ties by X', 'Both searches settle ties with X') or an
# order to settle each tie ('(settle each tie by X)'): each one's ranking's rule (grammar.tie).
EACH_TIE_FIRST = frozenset({"each", "every", "both", "either", "settle", "break", "resolve", "decide"})
# ('..., each group breaking ties in favour of the oldest', a22x: the participle too)
EACH_TIE_VERB = ("breaks|break|settles|settle|resolves|resolve|decides|decide|breaking|settling|resolving|deciding "
                 "its|their|any|all|a? ties|tie")
# ... or each ranking resolved, where tied, in favour of X ('each selection being resolved, where tied, in favour of
# the greater aggregate bank balance', 'each such selection being resolved, where tied, by X', a18x)
# (read in turn, not one table: the phrasings multiply to ~120,000; grammar.tie)
EACH_TIE_RESOLVED = (f"each|every|both such? {EACH_SCOPE_NOUNS}",
                     forms("being|is|are resolved|decided|settled|determined", "to be resolved|decided|settled|determined"),
                     ",? where|when|if tied|level ,?", forms("in favour|favor of", "by"))
# A participle after a tie-breaker's record noun ('by the number of vehicles owned', 'the most cards held').
TIE_KEY_OWNED = frozenset({"owned", "held", "possessed"})
# A trigger read on into a word (not a mark) ends after one of these, or after the measure it names.
TIE_CLOSERS = frozenset({"tie", "ties", "tied", "tying", "draw", "draws", "drawn", "deadlock", "deadlocked", "stalemate",
                         "level", "equal", "even", "parity", "equality", "tiebreak", "tie-break", "tiebreaker",
                         "tie-breaker", "tiebreaks", "tie-breaks", "tie-up", "qualify", "qualifies", "occur", "occurs",
                         "arise", "arises", "happen", "happens", "exist", "exists", "remain", "remains", "them", "those",
                         "these", "ones", "people", "persons", "individuals", "candidates", "winners", "leaders", "rule",
                         "rules", "situation", "situations", "scenario", "instance", "count", "counts", "number",
                         "numbers"})
# ('count', 'number' and their plurals: 'Equal counts go to X', 'An equal count is broken by X', a25y; not another
# measure's noun, 'total', 'year': 'if several share the same total bank balance' goes on to say what is shared, never
# 'the same total' and then 'bank balance' as the breaker)
TIE_MEASURE_WORDS = frozenset({"number", "count", "amount", "total", "value", "figure", "score", "tally"})
TIE_THEY = frozenset({"they", "they're", "both"})  # may be the two compared (COMPARE_TIE), or those tied
# A tie trigger's subject that can only be the two people compared: 'If the two have equal, ...', 'if the two of them
# share the same, ...' (never those tied inside a ranking: 'if two are tied' says no 'the'); grammar.tie
TIE_PAIR = (("the", "two"),)
# A tie trigger naming the values compared as a pair, after a comparison: 'Should the numbers be equal, ...', 'If the
# numbers are equal, ...' (a19y): the two people's values of the compared measure, a tie between the two compared only (after
# a single ranking the same words are that ranking's tie; grammar._tie_readings)
TIE_COMPARED_VALUES = tuple(tuple(phrase.split()) for phrase in forms("the numbers"))
# A tie trigger saying a count is the same, after a comparison of counts where no person compared is ranked by a count:
# only the two compared have a count to share (grammar._same_count_said): the same word before the count ('If same
# number, T', 'Equal counts go to T', 'An equal count is broken by T') or after it ('If the counts are equal, T', 'Should
# their numbers match, T', 'Equal counts are settled by T'); never 'the same number of' (a measure named: that one).
TIE_COUNT_NOUNS = frozenset({"count", "counts", "number", "numbers"})
TIE_COUNT_SAME_BEFORE = frozenset({"same", "equal", "identical", "matching"})
TIE_COUNT_SAME_AFTER = tuple(tuple(phrase.split()) for phrase in forms(
    "is|are|be|remain|remains the? same|equal|identical|level|even|tied", "match|matches|tie"))
# A tie rule's breaker said as a comparative, of two ('If equal, the one with the higher salary', 'tie -> higher total
# bal', 'the older one', 'whoever earns more'), not a superlative ('the highest salary', 'the oldest'): after a comparison
# where a ranked person carries a rule of their own and another none, such a rule with a trigger naming no ranking is
# the two compared's (a21x, a21y: authors put a ranking's rule with it, and said the pair's with the comparative;
# grammar._pair_comparative). A superlative word (TIE_BREAKER_SUPERLATIVE, or one ending in 'est') anywhere in the
# rule keeps it open, and so does a rule said of every tie (TIE_RULE_GENERAL: 'Ties go to the richer one', 'the higher
# salary wins any tie').
TIE_BREAKER_COMPARATIVES = frozenset({
    "higher", "lower", "older", "younger", "elder", "richer", "poorer", "wealthier", "larger", "smaller", "bigger",
    "greater", "more", "fewer", "less", "earlier", "later", "better-paid", "better", "worse"})
TIE_RULE_GENERAL = frozenset({"ties", "any", "all", "every", "each", "either", "whichever", "whenever"})
# A tie sentence's trigger with its subject left out ('If tied, the one with the higher salary.'), said after a question
# comparing two people on a count: 'tied' is said of the question's own candidates, the two compared, as 'if they are
# tied' is (255 of 255 such closing sentences in the public author sets meant the two compared, a27z); with a
# comparative breaker only (`grammar._pair_elided`)
TIE_PAIR_ELIDED = frozenset({("if", "tied"), ("if", "tied", "up"), ("when", "tied"), ("tied",),
                             # ... and a tie said with no subject ('If it's a tie, pick the one with the higher salary.',
                             # 'In case of a tie, ...', 'On a tie, ...': five of the seven refusals in the thirty-first
                             # session's blind natural rewordings, a37x, a37y; a37p)
                             ("if", "it's", "a", "tie"), ("if", "it", "is", "a", "tie"), ("if", "there's", "a", "tie"),
                             ("if", "there", "is", "a", "tie"), ("in", "case", "of", "a", "tie"), ("on", "a", "tie"),
                             ("in", "the", "event", "of", "a", "tie"), ("should", "there", "be", "a", "tie"),
                             ("if", "it's", "even"), ("if", "it", "is", "even"), ("in", "a", "tie")})
# ... or the tie the subject of its verb ('A tie goes to whoever is older.', e38k)
TIE_NOUN_VERBS = frozenset({"goes", "go", "is", "are", "gets", "get", "should", "will", "must", "shall"})
# ... where each person compared is ranked by a value people all but never share (a birth date, a balance, a salary; not a
# count, a model year or an expiry month)
TIE_FINE_MEASURES = frozenset({Metric.DOB, Metric.BALANCE, Metric.SALARY})
# A tie rule's trigger saying several people qualify ('If there are several', 'If several people tie', 'If more than
# one person qualifies', 'Should two or more tie'): of the people a ranking finds, never only of the two compared
# (grammar._pair_comparative's pair reading is not taken; w22)
TIE_SEVERAL_SAID = frozenset({"several", "multiple", "many", "few", "qualify", "qualifies", "candidates", "such", "people",
                              "persons", "individuals", "anyone", "anybody"})
# ... its words that say several people tie, which two people compared are not ('Where several people tie, ...', a37k)
TIE_SEVERAL_SAY = frozenset({"several", "multiple", "many"})
TIE_BREAKER_SUPERLATIVE = frozenset({"most", "fewest", "least", "best", "worst", "max", "maximum", "min", "minimum",
                                     "top"})
# A record's head noun said alone for what is tied, shared by two kinds ('And if they're tied on accounts, ...' after
# 'Who has more bank accounts'): each kind read, the sentence's other words (what is compared, who is ranked) leave one
TIE_SHARED_HEADS = {"accounts": (Records.BANK_ACCOUNTS, Records.INTERNET_ACCOUNTS),
                    "account": (Records.BANK_ACCOUNTS, Records.INTERNET_ACCOUNTS)}
# What a tie trigger may name as tied beyond a measure's nouns: 'in the event that the two have equal balances' (their
# bank balances, a18x; 'if salaries are tied', 'if earnings are tied' after 'the top earner', a33j)
TIE_TARGET_MORE: dict[Records | Metric, tuple[str, ...]] = {Metric.BALANCE: ("balances",),
                                                           Metric.SALARY: ("salaries", "earnings")}
# 'both' after these is the scope of a tie rule, not its subject: 'Ties for both: the oldest', 'Ties on both: X' say each
# one's ranking as much as the two compared (refused naming both), never only the two compared tying ('if both tie',
# 'should both be level': TIE_THEY)
TIE_BOTH_SCOPE = frozenset({"for", "on", "in", "at", "across", "within", "of"})
TIE_DATE_WORDS = frozenset({"year", "years", "date", "dates"})  # with a record noun: its date ('a car from that year')
# only with a record noun ('two cars the same age', 'two policies expire on the same date'); 'the same age' alone is a
# birth date
TIE_AGE_WORDS = frozenset({"age", "ages", "old", "expire", "expires", "expired", "expiring", "expiry", "expiration",
                           "made", "built", "run", "runs", "out"})
# ... the words of a date said in a tie rule ('model year', 'the same oldest vehicle year', 'vehicle-age ties'): a tie on a
# record's date named without them is named by the record's noun alone (grammar._noun_for_date)
TIE_DATE_SAID = TIE_DATE_WORDS | TIE_AGE_WORDS | {"model"}  # (not 'oldest': a breaker's, 'Vehicle ties go to the oldest')
# After a trigger, what hands the tie to its breaker: 'Ties should go to the youngest', 'a tie is decided in favour of
# the eldest', 'resolving any tie in favour of', 'giving ties to', 'ties are won by'.
_TIE_MODAL = ("should", "will", "must", "shall", "can", "would", "may", "is to", "are to", "has to", "have to",
              "needs to", "need to", "ought to", "to", "")  # ('any tie to go to X': a formal writer's)
TIE_GOES = forms(*(f"{m} {p}".strip() for m in _TIE_MODAL for p in (
    "go|goes|went|going to", "go|goes|going in favour|favor of", "go|goes|going by|on|with",  # ('tie on cards goes by X')
    "be|get|gets|are|is given|awarded|handed to",
    "be|being|get|gets|got|are|is|were|was? won|taken by",  # ('a tie being won by X', e43ap)
    "be|being|get|gets|got|are|is|were|was broken|settled|resolved|decided|solved|determined "
    "first|firstly|primarily? by|on|using|with|via",
    "broken|settled|resolved|decided|solved|determined first|firstly|primarily? by|on|using|via",
    # the breaker said again after it ('a tie on pets is settled the same way, by X', 'broken in the same way — by X',
    # e38p2)
    "be|being|get|gets|got|are|is|were|was? broken|settled|resolved|decided|solved|determined in? the same way ,|—? "
    "by|on|using|with|via",
    "be|get|gets|are|is decided|resolved|broken|settled|awarded|given|won in favour|favor of",
    "being decided|resolved|broken|settled|awarded|given|won in favour|favor of",
    "decided|resolved|broken|settled|awarded|given|won in favour|favor of",
    # ('ties broken toward the higher total bank balance', a31m)
    "be|being|get|gets|are|is? broken|settled|resolved|decided toward|towards")),
    "in favour|favor of", "in the favour|favor of", "belong|belongs to")
# 'letting the highest salary decide ties', 'let the oldest break any tie' (e42p): these, the key, then LETTING_TIES
LETTING = forms("letting|allowing", "and let")
LETTING_TIES = forms("to? decide|break|settle|resolve|win|take any|all|a|the? ties|tie|draws|draw",
                     # ('letting the oldest take precedence in a tie', 'allowing the richer one to prevail on ties', e44g)
                     "to? take|get|have precedence|priority|preference in|on|for any|all|a|the? ties|tie|draws|draw",
                     "to? take|get|have precedence|priority|preference in the event|case of a|any? tie|ties",
                     "to? prevail|win in|on|for any|all|a|the? ties|tie|draws|draw",
                     "to? prevail|win in the event|case of a|any? tie|ties")
# ... or the breaker made to win, then the tie's trigger ('letting the eldest win if there's a tie', 'and let the richer one
# prevail should two or more be level', e48c)
LETTING_WINS = forms("to? win|prevail|decide", "to? win|take it", "to? be chosen|picked|preferred|taken",
                     "to? take|get|have precedence|priority|preference")
# 'with the oldest winning ties': the key, then these.
WINNING_TIES = forms("winning|taking|getting|breaking|settling|resolving|deciding any|all|a|the? ties|tie",
                     # ('..., the highest salary deciding among any who tie', '... deciding among any ties', a21z)
                     "winning|settling|resolving|deciding|prevailing among|between any|all|those|them who tie",
                     "winning|settling|resolving|deciding|prevailing among|between any|all|those|them who are|remain "
                     "tied|level", "winning|settling|resolving|deciding|prevailing among|between any|all? ties",
                     # ('..., the higher salary deciding between tied people', d46k)
                     # (not 'deciding between them': after two compared, 'them' may be the two)
                     *(f"deciding|choosing|prevailing among|amongst|between {tied}" for tied in TIED_PEOPLE[1:]),
                     # an absolute construction: '(who has the most pets,) the oldest being preferred (in a tie)'
                     "being preferred|chosen|picked|selected|favoured|favored",
                     "being preferred|chosen|picked|selected|favoured|favored in|on|for any|all|a|the? ties|tie",
                     "being preferred|chosen|picked|selected|favoured|favored in the event|case of a|any? tie|ties",
                     # ('the eldest being taken in the event of a tie', '... being preferred should two or more be level')
                     "being taken|given|preferred|chosen|picked|selected|favoured|favored in the event|case of a|any? tie|ties",
                     "being taken|given|preferred|chosen|picked|selected|favoured|favored should two|several or more be|prove "
                     "level|tied|equal",
                     "being taken|given|preferred|chosen|picked|selected|favoured|favored should there be a tie",
                     "preferred|chosen|picked|favoured|favored|taken|selected in|on|for any|all|a|the? ties|tie",
                     # (t25: '..., the eldest taking precedence in a tie', '..., the richer one getting priority on ties')
                     "taking|getting|having|given precedence|priority|preference in|on|for any|all|a|the? ties|tie",
                     "taking|getting|having|given precedence|priority|preference in the event|case of a|any? tie|ties",
                     # formal English (a18x): '(the eldest prevailing in a tie)', 'the eldest being named in the event
                     # that two or more individuals are tied'
                     "prevailing|winning in|on|for any|all|a|the? ties|tie",
                     "prevailing|winning in the event|case of a|any? tie|ties",
                     "being named|identified|taken|preferred|chosen|selected|favoured|favored in the event|case that two|several "
                     "or more individuals|persons|people? are|be tied|level|equal",
                     # ('with the largest total bank balance used to break a tie', 'the oldest being used to settle
                     # ties', e44g)
                     "being? used|applied to break|settle|resolve|decide any|all|a|the? ties|tie|draws|draw",
                     "being? used|applied as a|the tiebreaker|tie-breaker|tiebreak|tie-break",
                     # ('with the highest combined bank balance used to decide between any who are tied', e48c)
                     *(f"being? used|applied to decide|choose|pick|select between|among|amongst {tied}"
                       for tied in TIED_PEOPLE[1:]))
# After a tie rule's breaker said with no word for a tie, that it wins ('The oldest wins.', 'The richer one is preferred.')
TIE_PREFERRED = forms("wins|win|prevails|prevail", "wins|win out",
                      "is|gets chosen|picked|selected|preferred|favoured|favored",
                      "should|will|must be chosen|picked|selected|preferred|favoured|favored",
                      "takes|take|gets|get precedence|priority|preference", "gets|get the nod", "has|have priority|precedence")
# After a tie rule's breaker, that it decides: 'Age decides.' (which end? refused), 'Bank balance decides ties.', 'The
# older one decides it.', 'Seniority is the deciding factor.'
# A verb, what is tied, then the breaker ("Settle vehicle ties by total bank balance", "Break a tie on policies with the
# higher salary", "Resolve any card ties in favour of the oldest").
TIE_SETTLE = ("settle", "break", "resolve", "decide", "handle")
# A tie rule's verb in the passive with its scope set off before the breaker ('Equality in internet accounts is broken,
# in both groups, by X', a28z: grammar.tie, each one's), and a rule said again for a second tie ('Ties are broken the
# same way', 'ties the same way'): patterns, as `forms` reads them.
TIE_PASSIVE_VERB = "is|are|gets|get broken|settled|resolved|decided"
TIE_SAME_WAY = "ties|ties are? broken|settled|resolved the same way"
# ... or said in brackets of its own after the second person, in a word ('..., or B (likewise)?', '(the same)', a37s):
# the rule said for the one before, read only between brackets
TIE_SAME_BRACKETED = forms("likewise", "similarly", "ditto", "the same", "same here", "same again", "same as above",
                           "as above", "as before", "the same applies|holds", "same rule|tiebreak|tiebreaker",
                           "same tie rule|tiebreak|tiebreaker|tie-break", "same tie-break|tie-breaker|tie-breaking",
                           "the same rule|tiebreak|tiebreaker applies")
# A tie on another measure said to go the way the tie rule before it does, in a chat's words ('ties on X go to the
# richest, and if the two are tied on pets, same thing.', 'same deal if they're tied on pets', a37p): read as '..., and
# so does a tie on pets' (discourse._same_tie_said); with the breaker said again after a dash or colon ('same thing —
# higher total bank balance wins'), the words are read away
TIE_SAME_SAID = forms("same thing|rule|deal|story|logic|tiebreak|tiebreaker|tie-break|tie-breaker|again|here",
                      "the same thing|rule|deal|again|tiebreak|tiebreaker", "the same", "same", "ditto", "likewise",
                      "similarly", "same applies", "the same applies", "same goes", "same as above|before",
                      "same thing as before|above", "same rule as before|above")
TIE_SAME_FOR = forms("goes|applies for|to|if|when", "for|if|when|with", "holds for|if|when")
TIE_BY = forms("by|with|using|via", "in favor|favour of", "by taking|picking|choosing", "by the? use of", "to", "going to")
# ... the verbs after a breaker said as a gerund ('being older breaks a tie'; 'being born first' needs none)
# A gerund before a tie rule's breaker ('..., taking the oldest if there's a tie', '(choosing the richest on a tie)',
# ', falling back on the oldest person when there's a tie', c44k): grammar._tie_key
TIE_KEY_GERUNDS = forms("choosing|picking|selecting|taking|preferring|using|favouring|favoring",
                        "falling|defaulting|reverting|resorting back? on|to", "going with", "opting|going for",
                        "settling on")
TIE_GERUND_VERBS = frozenset({"decides", "determines", "settles", "resolves", "breaks", "wins"})
# the verbs of a breaker deciding a tie, in the base form ('should decide it'); with their third person, TIE_DECIDE_VERBS
# ('The higher salary separates a tie', e43ap: one list for every such verb)
_TIE_DECIDE_BASE = ("decide", "determine", "settle", "resolve", "break", "separate", "split")
TIE_DECIDE_VERBS = "|".join(f"{v}s|{v}" for v in _TIE_DECIDE_BASE)
_TIE_DECIDE_BASE_SAID = "|".join(_TIE_DECIDE_BASE)
TIE_DECIDES = forms(TIE_DECIDE_VERBS, f"{TIE_DECIDE_VERBS} it|this|that|them",
                    f"{TIE_DECIDE_VERBS} any|all|a|the|every|each? ties|tie|draw|draws",
                    # ('the higher total bank balance separates tied people', d46k)
                    *(f"{TIE_DECIDE_VERBS} {tied}" for tied in TIED_PEOPLE[1:]),
                    f"should|will|would|shall|must|can {_TIE_DECIDE_BASE_SAID} it|this|that|them?",
                    f"should|will|would|shall|must|can {_TIE_DECIDE_BASE_SAID} any|all|a|the? ties|tie|draws|draw",
                    "is|are the? deciding|decisive factor|criterion", "is|are the decider|tiebreaker|tie-breaker",
                    "is|are the tiebreak|tie-break",  # ("highest salary is the tiebreak for both picks", e47s)
                    "is|are to decide|determine|settle|resolve it|this|that|them|matters?")  # ('... is to decide')
# A tie sentence naming the measure the people share, then what to do: 'if they have the same number of pets, ...'.
# Whether 'they' are the tied candidates or the two compared depends on the measure (cbwh.ask.grammar._compare).
IF_SAME_MEASURE = forms("if they|both have|own|hold|share the same", "if the two of? them? have|own|hold|share the same",
                        "should they have the same", "if they have an equal|identical", "if both have an equal|identical",
                        "if they|both have equal", "in case they|both have equal",  # (a learner's: 'In case they
                        "in case they|both have the same",  # have equal money, ...')
                        # ('If they've got the same number of policies, go with ...', a17x)
                        "if they've|both've got the same", "if they've|both've got an equal|identical",
                        # ('If the pair have the same number of pets', 'Should both have as many pets', 'If they own
                        # as many pets (as each other)', 'If both have as much money')
                        "if the pair have|has|own|owns|hold|holds|share|shares the same",
                        "if|should|when|where they|both have|own|hold as many|much",
                        "if|should|when|where the two|pair have|own|hold as many|much",
                        "if they|both have|own|hold equally many|much", "if the two|pair have|own|hold equally many|much",
                        # ('(where the two own equally many, the one with the higher salary)', 'should they hold
                        # equally many', a36r)
                        "where|when|should they|both have|own|hold equally many|much",
                        "where|when|should the two|pair have|own|hold equally many|much",
                        # ('if the two finalists have equally many bank accounts', c39k: the two compared, by a noun)
                        "if|should|when|where the two finalists|picks|contenders|winners have|own|hold equally many|much",
                        "if|should|when|where the two finalists|picks|contenders|winners have|own|hold|share the same",
                        "if|should|when|where the two finalists|picks|contenders|winners have|own|hold as many|much")
# After a tie rule's breaker, a word saying it decides, before its trigger ('(with) the higher salary deciding if their
# balances are equal', '..., with the higher salary decisive if the balances match', d46k): grammar._tie, TIE_WINS
TIE_KEY_DECIDING = "deciding|decisive|determining|prevailing|winning"
# After a tie sentence's key, what it does: 'the older one wins', 'the individual with more pets is chosen'.
TIE_WINS = forms("wins|win|prevails|prevail", "wins|win out",
                 "is|gets chosen|picked|selected|preferred",
                 # ('..., with the oldest person chosen in case of a tie', a37k: a participle, its trigger after it)
                 "chosen|picked|selected|preferred|favoured|favored",
                 # ('..., the larger total bank balance decides')
                 "decides|determines|settles", "decides|determines|settles|breaks it|this|that",
                 "decides|determines|settles|breaks the tie",
                 # ('..., the higher salary decides the answer', e38k2)
                 "decides|determines|settles the answer|result|outcome|winner",
                 "should be chosen|picked|selected|preferred",
                 *(f"{m} be chosen|picked|selected|preferred|returned|named|given|reported|taken|used|listed|identified"
                   for m in ("should", "is to", "are to", "must", "will", "shall", "would", "has to", "needs to")),
                 "is|gets returned|named|given|reported|taken|used|listed",
                 "is|are meant|intended|wanted",  # ('In case of equality, the person with T is meant.', a21x)
                 # the one of them said as the pick ('When there's a tie, the oldest is the one meant.', 'the richest
                 # is the one to pick', 'the older one is the one we want', c44k)
                 "is|are the one|person|individual|pick|choice meant|intended|wanted|chosen|picked|selected|preferred|"
                 "taken|returned|named",
                 "is|are the one|person|individual|pick|choice to pick|choose|select|take|prefer|name|return",
                 "is|are the one|person|individual|pick|choice to go with",
                 "is|are the one|person|individual|pick|choice we|i want|need|mean|prefer",
                 "is|are the one|person|individual|pick|choice we're|i'm after|looking for",
                 "is|are the one|person|individual|pick|choice that counts|wins",
                 "being chosen|picked|selected|preferred|favoured|favored|named|taken",  # ('..., the one with X being taken')
                 "being decisive|deciding",  # ('..., the highest salary being decisive should several tie', a21z)
                 "deciding|prevailing",  # ('..., the higher salary deciding in the event of equality', a18x)
                 TIE_KEY_DECIDING, "is|are decisive",  # ('... , the higher salary decisive if ...', d46k)
                 "takes|take precedence|priority", "gets|get precedence|priority|preference", "gets|get the nod",
                 "goes|comes first", "first",
                 "should win", "is the answer", "gets|get|takes|take it", "should get|take it", "is|becomes the winner",
                 # ('If there's a tie, the older person should be the answer', 'the richest would be the pick')
                 "should|would|will|must be the answer|winner|pick|choice",
                 "should|would|will|must be the one chosen|picked|meant|wanted",
                 "gets|get the win|spot|place")
# After a tie rule's breaker, a participle before its trigger: '(with) the eldest chosen should several be tied', 'the
# higher-paid one being chosen if they hold the same number' (a24x).
TIE_KEY_CHOSEN = forms("being? chosen|picked|selected|preferred|favoured|favored|taken|named",
                       # ('the eldest to be chosen in the event of a tie', 'the higher salary to prevail should the two be
                       # equal', a35f)
                       "to be chosen|picked|selected|preferred|favoured|favored|taken|named", "to prevail|win")
# A tiebreaker said after its key: 'pick the oldest if there are several' (the key, then one of these).
TIE_AFTER = forms("in case of a tie", "in case of ties", "in the event of a tie", "if tied", "if there's a tie",
                  "if there is a tie",
                  "if there are ties", "if there are several|multiple", "if there is more than one",
                  "if there's more than one", "if several|multiple qualify|tie", "if more than one person qualifies",
                  "if several|multiple", "if more than one", "if several|multiple are tied", "if any are tied",
                  "when tied", "on a tie", "for ties", "in a tie", "should there be a tie", "if need be",
                  "when|whenever there's a tie", "when|whenever there is a tie", "on ties", "in ties",  # (e43ap)
                  "if necessary", "to break ties", "to break any|a|the tie|ties")

# --- openers -----------------------------------------------------------------------

# An instruction to filter the people ('Filter to residents of Ohio, ...', 'Keep only dog owners; ...', 'Filter to G.
# Who ...? tie -> T', d47p): a group said first (AMONG) and a group set up in a sentence of its own (TOPIC), one list
FILTER_LEADS = ("filter|filtered|filtering down? to|for", "filter|filtered|filtering on",
                "filter|filtered|filtering it|this down? to", "filter|filtered|filtering the list|data down? to",
                "narrow|narrowed|narrowing down? to", "narrow|narrowed|narrowing it|this|things down to",
                "keep|keeping only|just", "only|just keep|keeping", "select|selecting only", "subset|subsetting to")
AMONG = forms("looking|focusing only? at", "focusing|focussing|concentrating only? on", "considering only", "only considering",
              "under",  # ('under': a learner's 'among')
              "restricting|limiting|restricted|limited to", "restricting|limiting ourselves|yourself|it|this to",
              "if we restrict|limit ourselves|it? to", "if we only? look|looking at",
              # ('Whilst looking into G, who ...?')
              "when|if|while|whilst looking at|into", "when|if|while|whilst considering", "looking into",
              "while|whilst we're looking at|into", "while|whilst we are looking at|into",
              "among|amongst", "among|amongst all the?", "of all the?", "of the", "of", "from among",
              "in the?",  # ('In the people living in same state as X, which person ...?', a24y: a learner's 'among')
              "out of all? the?", "within|in the group of", "considering|taking all? the?", "looking at all? the?",
              "for|across all? the?", "from all? the?", "within", "inside the group|set of", "just|only looking at",
              "taking|considering only|just", "between|amongst all? the?",  # ('between': the non-native 'among')
              *FILTER_LEADS,
              "filter :", "filter|filtered to|for|on|by :", "subset :", "population|pool|group|set|people :",
              "restrict|limit|restricted|limited to", "restrict|limit it|this|yourself|ourselves to",
              "in the whole|entire? set|group|population|pool|collection|subset|cohort|sample|list of",
              "restricting|limiting|narrowing|confining our|the|my attention|focus|search|view to",
              "restricting|limiting|narrowing|confining attention|focus|the search to",
              # ('Limiting the pool to JCB 16 digit cardholders who ..., find the one with ...', e48c)
              "restricting|limiting|narrowing|confining our|the|my pool|group|set|population|field|candidates to",
              "restricting|limiting|narrowing|confining the pool|group|set|population|field|candidates down to")
# A place said first, then a group opener, before a question ('In the state where user X lives, looking only at people
# who own no policies, who earns the most?', 'In Ohio, among dog owners, who ...?', c41p): both narrow the people asked
# about, read as the group first, then the place (discourse._place_then_group), as 'Among G, in P, who ...?' is read.
# The words opening a place said first, and the words that make the words after them a place
PLACE_FIRST_LEADS = frozenset({"in", "within", "inside"})
PLACE_FIRST_NOUNS = frozenset({"state", "city"})
# ... and the words opening the question after both
PLACE_GROUP_ASKED = frozenset({"who", "who's", "whom", "which", "whose", "what", "name", "find", "give", "tell", "identify",
                               "list", "show", "get", "report", "return", "pick", "choose", "select"})
# Before a person's group said first and set off by commas in a list of people ('..., or, among G, the one with R';
# 'Person 2 is, out of G, the one with R', a20x; 'A: within the state of X, the person with R; B: ...', a27z).
# the words a person's group said first opens with, after a comma ('..., or, among G, the one with R', 'B: within G, ...')
GROUP_FIRST_WORDS = frozenset({"among", "amongst", "between", "within"})
# ('..., or, of those sharing X, the one with R', a25z; 'The first: from the set of G, the one with R', 'from among G,
# the one with R', e45p)
SET_OFF_AMONG = forms("among|amongst|between|of|within|from", "out of", "from among|amongst")
# The preposition after a ranked person before their group ('the person with the most pets among/out of/within G').
RANKED_AMONG = forms("among|amongst|of|from|in all? the?", "out of all? the?", "from among|amongst all? the?",
                     "within all? the?", "amid|amidst all? the?",
                     "between all? the?")  # ('between': the non-native 'among', as in AMONG)
# ... and before the group of a person ranked by a comparative adjective ('the older person between the people living
# in X', 'the richer person among the dog owners', 'the person younger of G': the first of the group, a learner's; not
# 'in' ('the older person in Texas' may compare with someone said before), nor 'between' two people: a group is no person).
COMPARED_AMONG = forms("among|amongst|between|of|from all? the?", "out of all? the?", "within all? the?",
                       "from among|amongst all? the?")
# The verbs that say what a group is made of, after its noun ('the group made up of G', 'the set consisting of G',
# 'the group formed by G', e42p; not 'containing' or 'including': a group with G in it may hold others)
GROUP_MADE_OF = ("made up of", "made of", "consisting of", "that consists of", "which consists of", "composed of",
                 "formed by", "formed of", "formed from", "comprising", "comprised of", "that is made up of",
                 "which is made up of", "put together from", "built from")
# A collective noun before a group, which names the same people ('the set of people living in Ohio', 'the population
# of Ohio residents', 'the pool of dog owners', 'the class of people who ...', e31a): 'the set of' + a group is the group.
# ... or said with a verb of making up ('the group made up of the richest person in each state', 'the set consisting of
# ...', 'the pool formed by ...', e42p)
GROUP_NOUNS = forms("whole|entire? set|group|population|pool|collection|subset|cohort|sample|list|bunch|crowd|class of",
                    *(f"whole|entire? set|group|pool|collection|subset|cohort|list {made}" for made in GROUP_MADE_OF))
# Before a whole question ("Tell me who ...", "Find out which resident ...", "Identify who ...").
ASK_LEAD = forms("tell|show me", "please tell me", "can|could you tell me", "do you know", "i'd like to know",
                 "i want|need to know", "question|q :|—", "please", "find|figure|work out", "please find out",
                 "find|identify|determine|establish|say|state", "please find|identify|determine|say|state",
                 "can|could you find|identify|determine|say", "i'd like you to find|identify|determine",
                 "i need|want", "i'd like", "i would like", "i'm looking for", "i am looking for", "looking for",
                 "need|want", "do|would you happen to know",
                 *(f"{i} trying|hoping|looking|wanting|going to find|identify|determine|establish|know|learn|see"
                   for i in ("i'm", "i am")),
                 *(f"{i} trying|hoping to find|figure|work out" for i in ("i'm", "i am")),
                 *(f"{i} searching|after|hunting for" for i in ("i'm", "i am")),
                 "searching for", "we need|want", "i'm interested in", "i am interested in",
                 "trying to find|identify|determine",
                 "say me|us", "please say me|us", "can|could|would you say me|us")  # ('say me': a learner's 'tell me')
# Hedges that ask nothing, said around a question: one home for the four tables that read them where each reads its
# own words (COURTESY_ASIDES: set off by commas inside a sentence; LEAD_ASIDE: before the question; TAG_ANY: after it;
# POLITE: a sign-off after it). HEDGES, read in all three of the first: curiosity ('Which of two people is the younger,
# I wonder: A, or B?', a19y; 'Out of curiosity, who ...', '..., just wondering?') and time ('when you get a chance').
# The asker's opinion asked inside the question, right after its 'who' or 'which' (a34r: 'Who would you say owns more
# online accounts: ...?', 'Which of the two do you think is older?'): says nothing, read away (tokens._opinion_asked)
OPINION_ASKED = tuple(tuple(phrase.split()) for phrase in forms(
    "would you say|guess|reckon|think", "do you think|reckon|guess|suppose|believe", "did you find",
    "would you say then?"))
OPINION_AFTER = frozenset({"who", "which", "whom", "one", "person", "individual", "them", "two", "those", "these"})
HEDGES = ("out of curiosity", "just curious|wondering", "i wonder", "i'm curious", "when you get a chance",
          "when|if you have a moment|minute|chance")
# ... leave asked, set off or after the question, not before it ('Who, if possible, owns ...', '..., if you don't
# mind?'): COURTESY_ASIDES and TAG_ANY
HEDGES_LEAVE = ("if you would|will", "if you don't mind", "if you do not mind", "if possible", "if you can",
                "if that's ok|okay", "if that is ok|okay")
# ... asides set off or before the question, not a tag after it ('By the way, who ...', '..., btw, ...', 'When you have
# a second: ...'): COURTESY_ASIDES and LEAD_ASIDE
HEDGES_ASIDE = ("just out of curiosity", "by the way", "btw", "when|if you have a second")
# ... thanks and patience said before the question as well as in a sign-off ('Thanks in advance! Who ...', 'No rush,
# but ...'): LEAD_ASIDE and POLITE
HEDGES_THANKS = ("thanks in advance", "thank you in advance", "no rush", "whenever you get a chance")
# Words that only soften a request, wherever they stand ('How many pets, please, does ...', 'kindly name ...'): dropped
# by the tokenizer; 'exactly' too, except before a number ('exactly 2 pets' is a count): UNLESS_NUMBER.
COURTESY_WORDS = frozenset({"please", "pls", "plz", "kindly"})
UNLESS_NUMBER = frozenset({"exactly", "precisely"})
# A courteous aside set off by commas anywhere in a sentence ('Which of these two people is the younger, if you would be
# so kind: A or B?', 'Who, if you please, owns ...', a19y): dropped by the tokenizer with its commas, as 'please' is.
COURTESY_ASIDES = forms("if you would|will be so kind|good", "if you'd be so kind|good", "if you please",
                        "if you wouldn't mind", "if you would not mind",
                        # a hedge or an aside set off the same way, which asks nothing ('Among residents of Ohio, I
                        # think, who ...', '..., by the way, ...', '... of pet 'X', if I'm not mistaken?'; f22)
                        "i think|believe|guess|suppose|reckon", "basically", "honestly",
                        "if i'm not mistaken", "if i am not mistaken", "if i remember correctly|rightly",
                        "if memory serves", "as far as i know", "afaik", "i'm just curious",
                        *HEDGES, *HEDGES_LEAVE, *HEDGES_ASIDE)
# The superlatives that stand for a person of their own, one word each ('the eldest among the residents of X', 'let P be
# the richest of the people so obtained', 'P is the eldest of them', a21z; a spoken correction's kind: 'the oldest, no
# sorry, the youngest'), in the order ask.discourse's patterns try them.
PERSON_SUPERLATIVES = ("eldest", "oldest", "youngest", "richest", "wealthiest", "poorest")
PERSON_COMPARATIVES = ("elder", "older", "younger", "richer", "wealthier", "poorer")
# A question dictated to a voice assistant (a20y): no punctuation, fillers, clause boundaries said by words alone
# (ask.tokens._spoken). Fillers said anywhere ('among um people in Ohio'), dropped (said in lowercase: never a pet's
# name, which the data capitalizes).
SPOKEN_HESITATIONS = frozenset({"um", "umm", "uh", "uhh", "uhm", "erm", "hmm", "mm", "yeah", "yep"})
# Spoken asides that say nothing, dropped where said (a23y: 'among you know people in Ohio', 'and yeah include expired
# policies'); not after a word that makes them a question's ('do you know who ...', 'if you know').
SPOKEN_ASIDES = forms("you know", "i guess", "you see")
SPOKEN_ASIDES_KEPT_AFTER = frozenset({"do", "did", "does", "would", "if", "you", "whether", "don't", "dont", "not", "think",
                                      "thought", "bet", "suppose", "as", "what", "let", "let's", "i", "we", "they",
                                      "might", "may", "could", "can", "will", "should", "to", "and", "but"})
# Spoken contractions (a23y: 'i wanna know the total bank balance of ...'): the words they stand for.
SPOKEN_CONTRACTIONS = {"wanna": ("want", "to"), "gonna": ("going", "to"), "gotta": ("got", "to")}
# A word said twice in a row while the speaker gathers the next ('the uh the total bank balance', 'among among'): the
# words whose repeat says nothing more.
SPOKEN_STUTTERS = frozenset({"the", "a", "an", "of", "in", "among", "with", "to", "for", "out", "who", "has",
                             "most", "if"})  # (said in lowercase)
# An aside in brackets after a comparative of a count saying every kind of the record counts (y30: 'Who has more pets
# (counting all species): A, or B?', 'Who holds more insurance policies (of any type): ...'): what the count counts
# anyway, so dropped (grammar._compared_aside); 'species' only of pets. Any other aside there is refused.
# ... and the words opening an aside there that names a measure ('(by total bank balance)', '(going by salary)'): the
# comparative's own measure is read (grammar._by_birth), another refused naming both (literal patterns, as `Parser.lit`).
COMPARED_ASIDE_LEADS = ("( by|in? the?", "( measured|judged|ranked|assessed|compared by|on the?", "( going by the?",
                        "( in terms of the?", "( based on the?", "( according to the?")
_ALL_KINDS_LEADS = ("counting|including|count|include all|every {}", "of|in any|every|all {}", "all|any {}",
                    "all|any {} counted|included|count", "whatever the {}", "regardless|irrespective of the? {}",
                    "of whatever {}", "no matter the|what {}")
RECORD_ALL_KINDS_ASIDES: dict[Records, Said] = {
    r: forms(*(lead.format("species|kind|kinds|type|types|sort|sorts" if r is Records.PETS else
                           "kind|kinds|type|types|sort|sorts") for lead in _ALL_KINDS_LEADS))
    for r in RECORD_NOUNS}
# A spoken aside after 'like' restating what was just said (a23y: 'who has the oldest vehicle like the earliest model
# year', 'who don't own any vehicles, like no vehicles at all', 'the richest person in each state like by total bank
# balance'): dropped only when it restates the words said before it (one of its words among the last few: a vehicle
# ranked by age, a person by age or money, a record said to be none); any other aside after 'like' stays, and is refused.
SPOKEN_LIKE_ASIDES: tuple[tuple[Said, frozenset[str]], ...] = (
    (forms("the earliest|oldest model year", "the earliest|oldest model year one|vehicle|car", "by model year",
           "model year wise", "the earliest|oldest year", "the one|vehicle|car with the earliest|oldest model? year"),
     frozenset({"oldest"})),
    (forms("the latest|newest|most recent model year", "the latest|newest|most recent model year one|vehicle|car",
           "by model year", "model year wise", "the one|vehicle|car with the latest|newest model? year"),
     frozenset({"newest"})),
    (forms("by total|overall? bank? balance", "by money in the bank", "by total money in the bank",
           "total|overall? bank? balance wise", "money in the bank wise", "by how much money they have in the bank",
           "by the total of their bank accounts", "across all their bank accounts"),
     frozenset({"richest", "poorest", "wealthiest", "richer", "poorer", "wealthier"})),
    (forms("by age", "age wise", "by birth date|birthday", "by date of birth", "born first|earliest",
           "the earliest birth date|birthday", "the earliest date of birth"),
     frozenset({"oldest", "eldest", "older", "elder"})),
    (forms("by age", "age wise", "by birth date|birthday", "by date of birth", "born last|latest",
           "the latest birth date|birthday", "the latest date of birth"),
     frozenset({"youngest", "younger"})),
)
# ... a record said to be none, restated ('like no vehicles at all', 'like none at all', 'like zero pets'): after a
# word saying none (SPOKEN_NONE_SAID) among the last few, the record noun (if said) one of those said before it.
SPOKEN_LIKE_NONE = forms("none|nothing", "none|nothing at all", "not even one", "not even a single one", "not a single one",
                         "not one", "zero")  # (and 'no|zero <the record's words> at all?': ask.tokens._like_restated)
SPOKEN_NONE_SAID = frozenset({"no", "any", "without", "zero", "none", "w/o"})
# A restart after 'i mean' (a23y: 'among um i mean among people living in ...'): a word said just before it is said
# again after it, and the words from there to 'i mean' are dropped.
SPOKEN_RESTART = forms("i mean", "sorry i mean", "or rather", "i meant")
# Where a tie is, said after 'ties' / 'a tie' / 'tied' ('with ties in there going to', 'if there's a tie in that
# group'): the group just said, which is where a tie rule after a ranked person is read anyway; dropped.
SPOKEN_TIE_SCOPE = forms("in there", "in that|this|the group", "within that|this|the group")
# A tie rule said without the commas that set it off: 'with ties going to T' after a word -> ', ties going to T'; 'if'
# (or 'and if') after a word, when one of SPOKEN_TIE_WORDS follows before a mark, opens a set-off tie rule (', if a few
# of them are tied ...'), and its choice (SPOKEN_TIE_CHOICE: 'go with', 'pick', 'take') after a word is set off too
# ('if those two end up tied on that, go with ...').
SPOKEN_WITH_TIES = forms("with any? ties going|go to", "with ties broken|decided|settled by", "with a|any tie going to")
SPOKEN_TIE_WORDS = frozenset({"tie", "ties", "tied", "even", "level", "equal", "draw"})
# The nouns a tie rule said right after a person names that person's ranking by ('(ties in that group go to X)', '(any
# tie in that ranking: X)'; with 'there' after the tie word, '(a tie there going to X)'): that ranking's rule, never the
# two compared's (grammar._rule_said_there, r54)
TIE_THERE_NOUNS = frozenset({"group", "ranking", "search", "pick", "selection", "state", "set", "pool", "list"})
SPOKEN_TIE_CHOICE = forms("just|simply|then? go with", "just|simply|then? pick|take|choose|select|use|prefer")
# A spoken correction between commas ('the owner of the dog, no sorry, the bird named Tammy'): the words after it
# replace the words before it that start alike ('the dog' -> 'the bird ...'), only when the word replaced and the word
# replacing it are of one kind below (a species for a species, a superlative for a superlative, a state for a state, a
# kind of record for a kind of record); any other correction is refused (ask.tokens._corrected).
SPOKEN_CORRECTIONS = forms("no sorry", "sorry", "no wait", "wait no", "wait", "oops", "actually no", "no actually",
                           "sorry no", "i mean no", "scratch that")
SPOKEN_CORRECTED_KINDS = (frozenset({*SPECIES, "pet", "animal"}), frozenset(PERSON_SUPERLATIVES),
                          frozenset(s.lower() for s in US_STATES if " " not in s),
                          frozenset({"pets", "vehicles", "cars", "animals", "policies", "accounts"}))
# ... such a rule at the end of the question is a sentence of its own after it ('... of Texas? If both of them are even on
# that, go with T'), unless it is said of the group just named: its scope said (SPOKEN_TIE_SCOPE) or its people
# ('if a few of them are tied', 'if two people are tied'), the last person's ranking's rule
SPOKEN_INSIDE_TIE = forms("a few|some|several|any|two|three of them", "two or more of them", "a few|some|several of the people",
                          "two|three|several|a few|some people|persons", "two or more people|persons")
# Two people said in turn after 'these two' ('who is younger out of these two, first A, and second B'): read as 'these
# two: A, and B'.
SPOKEN_FIRST = forms("first|firstly")
SPOKEN_SECOND = forms("second|secondly")
# The people of a group said again, set off after it, before a clause narrowing them (a20y: 'among people in Ohio,
# only counting the ones who have no pets, who ...'): the clause narrows the group (grammar.clauses).
GROUP_SAID_AGAIN = forms("only|just counting|including|considering|taking the ones|those|people|folks",  # ('folks', a32p)
                         "counting|including|considering|taking only|just the ones|those|people|folks",
                         "but? only|just the ones|those",
                         # 'restricted to persons without any credit card' (a21x), 'limited to those who ...'
                         "restricted|limited|confined to the? persons|people|ones|those|individuals",
                         "but? only|just persons|people|individuals")
# A tag after a complete question ('..., do you know?', '... — who is it?', '...: whose?'): one that says nothing
# more (TAG_ANY), or that asks again for the answer of the question's own kind (TAG_NAME, TAG_COUNT, TAG_AMOUNT).
TAG_ANY = forms("do|would you know", "if you know", "any idea", "you think", "right", "thanks|thank you",
                "can you tell|find", "could you tell|find",
                # asking for the look-up again ('... Can you check?', f22)
                "can|could you check|help|look", "can|could you check|look into that|this|it", "can|could you look it up",
                "can|could you check for me", "please check",
                # an aside after the question that asks nothing more ('..., if you don't mind?', '... I wonder.')
                "if that's alright|possible", "if that is alright|possible", "when you get a moment|minute",
                "when you can", "i'm wondering", "i am curious|wondering", "i was wondering", "i'd like|love to know",
                "i would|should like|love to know", "i want|need to know", "let me know", "yeah|yes|ok|okay|eh", *HEDGES,
                *HEDGES_LEAVE)
TAG_NAME = forms("who is|was it|that|this|he|she", "who", "whose", "whose is it|that", "who would|might that be",
                 "which person|one is it|that?", "name", "their name", "who's that|this|it", "which one")
TAG_COUNT = forms("how many", "how many is it|that", "what is|was it|that", "what's that|it", "what number",
                  "what is|was the number|count|total", "what's the number|count|total", "which number",
                  # (asking again for the count just requested, e41g: 'Count that person's pets plus online accounts:
                  # how many are there?', '...: what is the total number of records?', '..., what number do you get?')
                  "how many are|is there", "how many do they|you get", "how many in total|all",
                  # ('Add up that person's cars, credit cards and bank accounts: how many records is that in total?',
                  # e48c)
                  "how many records|items|things|entries? is|are that|it|there in total|all",
                  "how many records|items|things|entries? is|are that|it|there altogether?",
                  "what is|was|'s the total|combined|overall number|count of? records|items|things?",
                  "what is|was|'s the total|combined|overall?", "what number|total|count|sum do|would you|we get|reach",
                  "what does it|that come|add|sum to", "what is|'s the sum|answer|result")
TAG_AMOUNT = forms("how much", "how much is it|that", "what is|was it|that", "what's that|it", "what amount",
                   "what is|was the amount|total|sum", "what's the amount|total|sum",
                   # ('add up the total bank balances of ... - what's the combined amount?', a26z)
                   "what is|was the combined|total amount|sum", "what's the combined|total amount|sum")
# A casual lead-in before the question, in three optional parts: an aside ("Quick question:", "I'm curious,"),
# a polite frame ("could you (please)", "I'd like you to") and a request ("tell me", "find out", "help me figure out").
_LABELS = "task|query|request|problem|prompt|puzzle|challenge|exercise|quiz|lookup|inquiry|enquiry"  # ('Task: ...')
# The frame an exam or an exercise puts before its question ('Your task:', 'Exam item:', 'Practice problem —'): read
# away, before one sentence (LEAD_ASIDE) or several (QUESTION_LABELS).
_FRAMED = f"{_LABELS}|item|assignment|question"
FRAME_LABELS = forms(f"your|the|this|our|my|next|today's {_FRAMED}",
                     f"exam|test|practice|homework|review|bonus|sample|final|warm-up|warmup|data {_FRAMED}")
# A list's number before a question or one of its steps ('Step 2:', 'Exercise 3 -', 'Exam item 4:', '(ii)', 'iii)',
# 'Step two:'), dropped by the tokenizer where a sentence starts: the label words, a word that may come before them,
# Roman numerals and number words.
LIST_LABELS = frozenset({"step", "part", "question", "q", "exercise", "item", "problem", "task", "stage", "phase"})
LIST_LABEL_KINDS = frozenset({"exam", "test", "quiz", "practice", "homework", "review", "bonus", "sample", "final"})
LIST_ROMANS = {"i": 1, "ii": 2, "iii": 3, "iv": 4, "v": 5, "vi": 6, "vii": 7, "viii": 8}
LIST_NUMBER_WORDS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8}
LEAD_ASIDE = forms("hey|hi|hello|ok|okay|so|well|alright|now|right|like|um|uh|hmm|yo", "hey|hi|hello there", "ok|okay so",
                   "basically", "so|ok|okay basically", "ok|okay so basically",  # (a23y's style, said)
                   "hey|hi|hello|dear team|all|everyone|folks",  # (a greeting to a team: 'Hi team, who is ...', a20x)
                   "roughly|approximately", "more or less",  # (a hedge before 'how many': the count asked is exact)
                   "quick question|one", "question|q", "quick|short|small|simple|fast|easy|brief q|qn|ques|query|one|question",
                   "i wondered", "any idea", "do you know",
                   "does anyone|anybody know", "i'm curious|wondering about?", "i am curious|wondering about?",
                   "i'd like|love to know|ask", "i would|should like|love to know|ask", "i want|need to know",
                   "i'd like|love to find out", "i would|should like|love to find out", "i want|need to find out",
                   "here's a question", "here is a question", "my question is", "tell me something",
                   "i was|am wondering", "i'm wondering", "i was curious", "i've been wondering", "wondering",
                   "curious", "just a quick question", "real quick", "one more", "next question|one",
                   "first|firstly", "first of all", "to start|begin", "finally|lastly", "and finally",  # (after steps)
                   # asking leave to ask, or saying what is welcome ('May I ask', 'I'd appreciate knowing')
                   "may|might|can|could i ask", "if i may|might ask", "let me ask", "i'd like to ask", "i would like to ask",
                   # ('Let me confirm who has fewer insurance policies', a24y: what is to be confirmed is asked)
                   "let me|us confirm|check", "i'd like to confirm|check", "i would like to confirm|check",
                   "i want to confirm|check",
                   "i have|got a question", "a question", "help me out", "help needed", "one question",
                   # a chat's openings to the analyst ('quick question for you:', 'got one for you -', 'quick favor:',
                   # 'can you check something for me:', 'when you get a sec:', a37p)
                   "quick|small|short|simple|fast|easy|brief|random|another question|one|q for you|me",
                   "one more question|one|q for you?",
                   "one for you", "a quick question|one|q for you",
                   "got a|one question|q for you", "i've|i got a|one question|q for you", "i have a|one question|q for you",
                   "random|another|next one|question|q", "another quick one|question|q", "quick|small favor|favour",
                   "need a|one quick? favor|favour|lookup|check", "need a quick? one",
                   "quick|small lookup|check", "a quick lookup|check",
                   "can|could you check|pull|run|find|grab something|this|one for me?",
                   "can|could you look something|this|one up for me?", "can|could you look up something|this for me?",
                   "when you get|have a sec|second|minute|moment|chance", "need your help with one|this|something",
                   "need your help", "question for you|the team", "question for the data team", "for the dashboard",
                   *(f"{i} appreciate {what}" for i in ("i'd", "i would")
                     for what in ("knowing|learning|hearing", "finding out")),
                   *(f"{i} be curious|interested to {what}" for i in ("i'd", "i would") for what in ("know|learn", "find out")),
                   *(f"{i} be grateful|glad|pleased|obliged to {what}" for i in ("i'd", "i would", "i should")
                     for what in ("know|learn", "find out")),  # ('I should be grateful to know who ...', a19y)
                   *(f"{i} interested|keen to know|learn" for i in ("i'm", "i am")),
                   "i'd love to learn", "i would love to learn", "it would be good|great|nice to know",
                   "purely out of curiosity", "for my own curiosity",
                   # a step after a set-up ('Consider G; then tell me who ...', 'Look at G. Next, who ...')
                   "then", "and then", "after that", "next", "now then", "having done that|so",
                   # a label or purpose before the question ('Task:', 'For a report,', 'Question for you:')
                   f"{_LABELS} :", *(f"{label} :|—" for label in FRAME_LABELS),
                   "question|q for you", *(f"{here} {what}" for here in ("here's", "here is")
                     for what in ("one|another", "a question", "one more")),
                   "for a|the|my|our report|record|records|reference|analysis|project|files",
                   "for the record", "please advise", "advise", "let's see", "let us see", "we want|need to know",
                   "we'd like to know", "we would|should like to know", "need to know", "i|we need to find out",
                   "i|we want to find out",
                   # a greeting, a word of thanks or an apology before the question, a request for help with nothing
                   # in it, what the writer needs said as the frame of what follows ('Good morning!', 'Hoping you can
                   # help.', 'Sorry to bother you, but', 'Could you please help me with this?', 'Here's what I need:',
                   # 'By the way,', 'When you get a chance:'; f22): none says anything of the question
                   "good morning|afternoon|evening|day", "greetings", "hiya|howdy|heya",
                   "hey|hi|hello there? all|folks|guys|y'all", "dear team|all|colleagues|sir|madam", "dear sir or madam",
                   "i? hope you're well|good", "i? hope you're doing well|good", "i? hope you are well|good",
                   "i? hope you are doing well|good", "i? hope this finds you well", "hope all is well",
                   "hoping you can help", "hope you can help", "i hope you can help",
                   "i'm hoping you can help", "i am hoping you can help",
                   "sorry to bother|trouble you ,? but?", "sorry for the bother|trouble",
                   *(f"{lead} {what}" for lead in ("i need a hand", "i could use a hand", "i need some? help",
                                                   "i could use some? help", "can|could|would you please? help me|us?",
                                                   "please? help me|us?")
                     for what in ("", "out", "with this|something|that", "with the|a|this question|query|data|task")),
                   "help please", "need help",
                   *(f"{here} {what}" for here in ("here's", "here is")
                     for what in ("what i need|want", "what i want|need to know", "what i'd like to know",
                                  "what i would like to know", "one more|another for you")),
                   "what i need|want is", "what i'd like to know is", "one more|another for you",
                   "can|could|would you? help me? figure|work|sort this|it|something out",
                   "this is for a|an|my|our data? exercise|assignment|report|project|class|course|analysis|audit|quiz",
                   "this is for homework|work|school", "this is for a class", "when you get a moment|minute|second",
                   "no rush but", *HEDGES, *HEDGES_ASIDE, *HEDGES_THANKS)
# A step said as the writer's own wish after its group ('Amongst G, I should like to find the youngest. How many ...
# has that person got?', a19y): read as the step ('Amongst G, find the youngest.'); discourse._setup.
SETUP_SELF = forms("i|we should|would like to", "i'd|we'd like to", "i|we want|wish to")
LEAD_POLITE = forms("please|kindly", "please kindly", "can|could|would|will you", "can|could|would|will you please",
                    "please can|could you",
                    "i'd like you to", "i would|should like you to", "i want|need you to", "i'd appreciate if you could",
                    # a task said as such ('Your task is to compare ...', 'The task is to find ...')
                    "your|the task|job|goal|assignment is to", "what you need to do is",
                    "i would appreciate if you could",
                    "would you mind", "do you mind", "would you be so kind as to", "would you kindly",
                    "would you be so good as to", "would you be good|kind enough to", "be so good|kind as to",
                    "i would|should be grateful|thankful if you could|would", "i'd be grateful|thankful if you could|would",
                    "it would be great|nice if you could", "i'd appreciate it if you could",
                    "i would appreciate it if you could", "if you could", "please could you",
                    # after 'I wonder' / 'I was wondering' (LEAD_ASIDE): 'I wonder whether you could tell me ...' (a19y)
                    "whether you could|would|might", "if you would|might",
                    # 'Would you be able to', 'Is it possible to', 'I'd appreciate it if you (could) told me' (a
                    # request framed as a question about ability: what is asked is the request's object)
                    "would|could|will you be able to", "are you able to", "can you please", "would you be willing to",
                    "would|will it be possible to", "would|will it be possible for you to", "is it possible to",
                    "is it possible for you to", "could i ask|get you to", "can i ask|get you to", "may i ask you to",
                    *(f"{i} appreciate it? if you" for i in ("i'd", "i would")),
                    *(f"{i} be grateful|thankful if you" for i in ("i'd", "i would", "i should")),
                    *(f"{i} like|love for you to" for i in ("i'd", "i would")), "try to",
                    # a formal request in the third person ('The records team is requested to state ...', a18x)
                    "you are hereby? kindly? requested|asked|invited to",
                    "the records|data|compliance|analytics|reporting? team|department|office|unit is|are hereby? "
                    "kindly? requested|asked|invited to",
                    "the recipient|reader|analyst is hereby? kindly? requested|asked|invited to")
LEAD_REQUEST = forms("tell|show|give me|us", "let me|us know", "find|figure|work|search out", "find me|us",
                     "find|check|determine|identify|establish|say|state|name|answer|confirm|verify", "look up",
                     "ascertain|specify|indicate",  # (formal: 'Ascertain which has more pets: ...', a16x)
                     "share",  # ('Kindly share who is having more pets: ...', 'Please share the name of ...', a20x)
                     "tell",  # (a learner's 'tell me' without its 'me': 'Kindly tell who owns more vehicles')
                     "provide|report|give|return|calculate|compute|supply|indicate|specify", "work out",
                     "help me find|figure|work out", "help me determine|identify|find",
                     "look into", "check for me", "telling|showing me|us", "finding|figuring|working out", "checking",
                     # ('Would you mind finding the vehicle champion among ...?', a15y)
                     "finding|identifying|naming|determining|locating|computing|calculating|getting", "pulling up",
                     "retrieve|fetch|display|output|print|produce|obtain|get|pull", "pull up", "advise me|us?",
                     *(f"{let} find|figure|work out" for let in ("let's", "let us")),
                     *(f"{let} find|determine|identify|check" for let in ("let's", "let us")),
                     "help me|us identify|find|determine", "help me|us find|figure|work out")
# ... and in the past, only after a polite lead ("I'd appreciate it if you told me / found ..."): bare, after a group,
# 'found' is what the people are ('Among the people found, who is the oldest?': a set-up lost, not everyone; v20)
LEAD_REQUEST_DONE = forms("told|showed|gave me|us", "found|figured|worked out", "checked", "looked up", "found")
# A request to count, before 'how many' only ("Can you count how many pets S has?"; "Count the owner of ..." is no
# question).
LEAD_COUNT = forms("count|tally|calculate|compute", "count|tally up", "figure|work out",
                   "add|sum|total up", "add together")  # ('then add up how many X and Y that person has', e38p2)
# Before a subject noun phrase ("Find the person with ...", "Give me the resident of ... who ...").
FIND = forms("find|name|identify|determine|establish|ascertain|pinpoint", "work|figure|find out",
             "finding|naming|identifying|locating",  # ('Would you mind finding ...')
             "pick|select|choose|single out", "pick|select|choose", "the full? name|identity of",
             "provide|give|state|report|share the name of", "tell|say me|us? the full? name of",
             "tell|show|give me|us", "please find|name|identify|tell me",
             "please give|show me", "give me? the full? name of", "what is the full? name of", "what's the full? name of",
             "i need|want the name of", "i'd like the name of", "get|fetch|grab|pull me|us?", "pull up", "please get me",
             # a wish to know the person ('I would like to know the person having the most credit cards among G. If
             # there is an equality, take ...', a28z): as 'Tell me the person ...'
             "i would|should like to know", "i'd like to know", "i want|wish to know",
             "need the name of", "get|fetch the name of", "i'm looking|searching for", "i am looking|searching for",
             "looking for",
             *(f"{i} trying|hoping|looking|wanting|going to find|identify|determine|get|locate" for i in ("i'm", "i am")),
             *(f"{i} searching|hunting for" for i in ("i'm", "i am")),
             "trying to find|identify|locate", "list|return|output|show|display",
             "take|give|report|print|locate|spot", "point out", "look up", "please take|give|return|report")
# One account's balance, singular and without 'total' or 'combined' before it ('the bank account balance of S': a
# person has several accounts): not a person's total, refused (the words before it are checked by the grammar).
ACCOUNT_BALANCE = forms("bank|checking|savings? account balance")
ACCOUNT_BALANCE_SUMMED = forms("total|combined|overall|entire|whole|aggregate")
# Words that speak of what a person is paid now rather than of a salary record ('who earns the most', 'the
# top earners', 'the highest-paid'): their salary could be their best-paid job's, their latest job's or all jobs
# added, and `ask` withdraws an answer those readings change ('the highest salary' is the best-paid job's).
PAY_WORDS = frozenset({"earn", "earns", "earned", "earning", "earnings", "earner", "earners", "paid", "pays", "make",
                       "makes", "making", "income", "highest-paid", "best-paid", "lowest-paid", "worst-paid",
                       "top-paid", "better-paid", "well-paid", "currently", "now", "current", "present", "presently", "still",
                       "gets", "get", "draws", "draw", "receives", "receive", "getting", "drawing", "receiving",
                       "highest-earning", "top-earning", "best-earning", "lowest-earning",
                       # 'the highest pay', 'holds the highest-paying job' (p12y #13)
                       "pay", "paycheck", "paycheque", "wage", "wages", "paying", "highest-paying", "best-paying", "top-paying",
                       "lowest-paying", "worst-paying"})
# A pay word said of the salary figure itself, not of pay in general: it reads as 'the highest salary' does (the
# best-paid job's, upstream's reading), not refused as PAY_WORDS are. A verb with the salary noun as its object
# ('earning the highest salary', 'who draws the top salary'), the salary noun before 'earner' ('the top salary
# earner'), or the measure said after the pay word ('the top earner by salary', 'the highest-paid person, by
# salary'): each names the one salary figure ranked. Pay or earnings said in general ('highest-paid', 'the top
# earner', 'earns the most', 'the highest pay') may mean all a person's jobs added up and is still refused.
# A pay word said of one job ('who has the best-paid job', 'the highest-paying job', 'the top paying job'; the grammar's
# RANK_NOUNS): one job's pay, never all a person's jobs added up, so `ask` does not check that reading there (r30 S8);
# whether the best-paid job is the one a person has now (their latest) is still checked, as for 'the highest pay'. At
# the low end ('who has the lowest-paying job') it is the person holding the worst-paid job of anyone's, any of theirs:
# a reading the spec lacks (its lowest salary is the lowest best-paid job), refused.
PAID_JOB_DEGREES: dict[Order, frozenset[str]] = {
    Order.HIGH: frozenset({"highest-paying", "best-paying", "top-paying", "highest-paid", "best-paid", "top-paid",
                           "better-paid", "higher-paid", "better-paying", "higher-paying"}),
    Order.LOW: frozenset({"lowest-paying", "worst-paying", "lowest-paid", "worst-paid", "lower-paid", "lower-paying",
                          "worse-paid", "worse-paying"})}
PAID_JOB_SPLIT: dict[Order, frozenset[str]] = {Order.HIGH: frozenset({"highest", "best", "top", "better", "higher"}),
                                               Order.LOW: frozenset({"lowest", "worst", "lower", "worse"})}
PAID_WORDS = frozenset({"paying", "paid"})  # (after PAID_JOB_SPLIT's degree, as two words: 'the best paid job')
PAID_JOB_NOUNS = frozenset({"job"})  # (RANK_NOUNS' noun)
SALARY_NAMED_VERBS = frozenset({"earn", "earns", "earned", "earning", "draw", "draws", "drew", "drawing", "receive",
                                "receives", "received", "receiving", "get", "gets", "getting", "make", "makes",
                                "making"})
SALARY_NAMED_DEGREES = frozenset({"highest", "largest", "greatest", "biggest", "top", "best", "lowest", "smallest"})
SALARY_NAMED_NOUNS = frozenset({"salary", "salaries"})
SALARY_NAMED_BY = frozenset({"by", "in"})  # '... by salary', '... in salary' after the pay word
# Between a pay word and its 'by salary': the person noun and a comma ('the highest-paid person, by salary').
SALARY_NAMED_BETWEEN = frozenset({",", "person", "people", "individual", "individuals", "one", "ones", "resident",
                                  "residents", "earner", "earners"})
# A job said to be the one a person has now ('started their current job in Y'): job records have no end dates, so
# every job may be current, and `ask` withdraws an answer that reading changes ('their latest job' says which one).
CURRENT_WORDS = frozenset({"current", "present", "currently", "presently", "now"})
# A ranking by a bank balance said without a word for the sum ('the highest bank balance', 'larger account balances',
# 'break ties by bank balance'): all a person's accounts added, or their largest single account (p12y #4); `ask`
# withdraws an answer that the second reading changes. The words before a balance noun that rank by it, and those
# before or after it that say the accounts are added ('the highest total bank balance', 'the highest balance in total').
# A word of wealth that with 'with' after it says having much of something ('the most loaded with pets', 'flush with
# cars', 'better off with cards'): not the richest of those who have it (q12w #3); refused naming both readings.
WEALTH_WITH = frozenset({"loaded", "flush", "well-heeled", "best-heeled", "off", "well-off", "better-off", "best-off",
                         "worse-off", "worst-off", "moneyed", "well-to-do"})
BALANCE_RANKED = frozenset({"highest", "lowest", "largest", "biggest", "smallest", "greatest", "higher", "lower", "larger",
                            "bigger", "smaller", "greater", "most", "least", "max", "maximum", "min", "minimum", "top",
                            "bottom", "more", "less", "by", "use", "using", "richest", "poorest",
                            # 'the fattest bank balance', 'a slimmer balance' (FATTEST, SLIMMEST, COMPARATIVES)
                            *(w for p in FATTEST + SLIMMEST for w in p.split() if w != "most"),
                            "fatter", "heftier", "slimmer", "thinner", "leaner"})
# A tie said in a unit of time (its grain: 1 month, 2 year, 3 decade; spec.doubts.DATE_GRAIN) coarser than the date
# it would tie ('Who is the oldest? If two were born in the same year, the richest': the same birth year, or the same
# date): the unit counts after one of COARSE_TIE_BEFORE ('the same year', 'birth year', 'equally old') or before
# 'of birth'; refused naming both readings.
# Where a record is said to be, after its noun ('addresses in Ohio', 'addresses located in the state of Ohio'): said of
# a count of addresses, the addresses there or all the addresses of people who live there (q12w #1).
RECORD_PLACED_IN = forms("in|within", "located|situated|based in|within", "in|within the state of",
                         "located|situated|based in|within the state of")
# A record placed by a participle ('vehicles registered in Ohio', 'policies held in Texas', 'cars registered to them in
# the same state as X'): the files hold no place for any record but an address, so the place could be the record's
# (not supported) or the person's (q12w #7); refused naming both. RECORD_PLACED_BY + RECORD_PLACED_IN + a place.
# Words that say which accounts before 'accounts' (grammar._bare_accounts: without one, bank or internet accounts).
ACCOUNT_KINDS_SAID = frozenset({"bank", "internet", "online", "web", "email", "e-mail", "user", "savings", "checking",
                                "social", "media", "website", "site", "net"})
# A record counted for a ranking, said before its noun ('the most bank accounts in Ohio', 'the largest number of bank
# accounts in ...'): the place after it is the people's (grammar._count_ranked).
COUNT_RANK_WORDS = frozenset({"most", "fewest", "least", "more", "fewer", "max", "min"})
RECORD_PLACED_BY = forms("registered|located|situated|based|held|issued|licensed|kept|parked|garaged|insured",
                         "registered|held|issued|licensed|kept|insured to|under|in them|their|his|her name?")
COARSE_TIE_UNITS = {"month": 1, "months": 1, "year": 2, "years": 2, "age": 2, "ages": 2, "old": 2, "young": 2,
                    "decade": 3, "decades": 3}
DATE_NOUNS = {Metric.DOB: "date of birth", Metric.JOB_START: "job start date", Metric.POLICY_EXPIRY: "policy expiry date",
              Metric.CARD_EXPIRY: "card expiry month", Metric.VEHICLE_YEAR: "vehicle year"}
COARSE_TIE_BEFORE = frozenset({"same", "that", "one", "identical", "equal", "similar", "birth", "equally", "matching",
                               "share", "shares", "shared", "sharing"})  # ('If two share an age', w10 #3)
# People ranked by their age itself, as a measure ('the highest age', 'the greatest age') with a tie rule after: ages tie
# in years, so the rule could rank everyone of the top age in years, or break only exact ties on the date of birth (as
# 'if two are the same age'; w10 #8). Not 'the oldest (by age)' (the superlative, restated), nor 'ties on age' after
# 'the oldest' (p13o's row).
AGE_RANKED_NOUNS = frozenset({"age", "ages"})
AGE_RANKED_BEFORE = frozenset({"highest", "greatest", "largest", "biggest", "maximum", "max", "top", "lowest", "smallest",
                               "least", "minimum", "min"})
# A sameness word a few words after the unit: 'if their ages are equal', 'if the ages match' (w10 #3).
COARSE_TIE_SAME_AFTER = frozenset({"same", "equal", "identical", "match", "matches", "coincide", "coincides", "alike",
                                   "equally"})
# A tie said in age itself ('If tied in age, ...', 'a tie on age', 'Ties in age go to ...', 'Age ties: ...'): the same
# age in years, as 'if two are the same age' (w12 #2: 'Who is the youngest in Ohio? If tied in age, the richest.' answered
# Alicia Rich, b. 2006-01-18; Krista Clark, b. 2005-12-26, is 20 too and richer); not after a verb that breaks the tie
# ('Break ties on age, oldest first': age the tiebreaker). COARSE_TIE_TIED + one of AGE_TIED_IN + 'age', or 'age' + a
# word of AGE_TIED_AFTER.
AGE_TIED_IN = frozenset({"in", "on"})
AGE_TIED_AFTER = frozenset({"tie", "ties", "tied"})
# A tie rule said as an order, what is tied between the verb and the breaker: 'Settle vehicle ties by total bank
# balance', 'Break a tie on cards with the oldest' (the trigger read after the verb: tie_trigger).
TIE_IMPERATIVES = frozenset({"break", "settle", "resolve", "decide"})
TIE_BREAK_VERBS = frozenset({"break", "breaks", "breaking", "broke", "broken", "settle", "settles", "settling", "settled",
                             "resolve", "resolves", "resolving", "resolved", "decide", "decides", "deciding", "decided"})
# A tie word said of a year, month or decade itself, a few words before or after it: 'a tie in years', 'if tied on year',
# 'if the years are tied' (as 'born in the same year': a tie in the coarser unit, or on the exact date; w9 #1).
COARSE_TIE_TIED = frozenset({"tie", "ties", "tied", "tying", "draw", "draws", "drawn", "deadlock", "deadlocked", "level",
                             "even"})
# Tie rules for different numbers of people tied ('If two are tied, the richest; if three are tied, the oldest'): each
# applies to its own count, not one after the other. A clause from a lead (TIE_RULE_LEADS) to the next mark is a tie
# rule's trigger; the words of TIE_COUNTS in it (a number word or digits besides) say how many are tied.
TIE_RULE_LEADS = frozenset({"if", "when", "whenever", "should", "where", "case", "event"})
TIE_COUNTS = frozenset({"more", "than", "or", "fewer", "less", "at", "least", "most", "several", "multiple", "many", "few",
                        "couple", "only", "just", "exactly", "all"})
# Words before a balance noun that make it a ranking without a degree word: a tie rule's breaker ('Tiebreaker: bank
# balance', 'Ties on pets: bank balance', 'Tie -> bank balance', 'If tied, go with bank balance') or a verb of leading
# ('who leads in bank balance', 'ranks first in bank balance'): still unsummed (p13y #1), unless the question sums a
# balance elsewhere ('the highest total bank balance ...; ties on bank balance ...' names that one).
BALANCE_RANK_LEADS = frozenset({"tie", "ties", "tied", "tiebreak", "tie-break", "tiebreaker", "tie-breaker", "tiebreaks",
                                "tie-breaks", "draw", "draws", "deadlock", "stalemate", "leads", "lead", "leader", "ranks",
                                "rank", "ranked", "first", "tops", "wins", "win", "winner", "ahead", "last"})
# Between a balance and its ranking said after it ('whose bank balance is (by far) the highest'): still unsummed.
BALANCE_TO_RANK = frozenset({"is", "are", "was", "were", "the", "ranks", "ranked", "comes", "by", "far"})
BALANCE_SUMMED = frozenset({"total", "totals", "combined", "overall", "aggregate", "entire", "whole", "net", "sum", "summed",
                            "cumulative", "altogether", "all"})
# ... but not where a ranking is checked for the largest-account reading: 'all' also says 'of everyone' ('the highest bank
# balance of all Ohio residents', 'among all'), and 'the highest balance across all their accounts' can be the largest
# one found across them (q12w #4: answered Morgan Hunter, the largest single account's owner is Jon Zimmerman).
BALANCE_RANK_SUMMED = BALANCE_SUMMED - {"all"} | {"add", "adds"}  # ('whose bank balances add up to the least', a35t)
# A balance's own nouns, where a ranking by balance is checked for a word of its sum (grammar._measure_ranked, _valued;
# service._balance_unsummed).
BALANCE_WORDS = frozenset({"balance", "balances"})
# Words that say a person's money as the sum of their accounts with no balance noun ('less money across all bank
# accounts', 'the wealthiest person'): a balance said again after them where two are equal ('if their balances match',
# 'Should two or more be level on balance', a25y) is that sum, as after 'the highest total bank balance'.
MONEY_SUMMED_WORDS = frozenset({"money", "cash", "richest", "wealthiest", "richer", "wealthier", "poorest", "poorer"})
# ... and the phrases saying it so ('who has more in the bank overall: A or B? if those two come out even on balance, T',
# c39p: what they have in the bank is all their accounts, as the grammar reads it)
MONEY_SUMMED_PHRASES = (("in", "the", "bank"), ("in", "their", "bank", "accounts"), ("in", "the", "bank", "accounts"))
# A comparison's balance said summed where it is said to be compared ('Compare the combined bank balances of two people:
# A, and B. Which one has the higher balance?', c39n): a balance said again after it with a comparative before it
# ('the higher balance', 'a larger balance') is that one. The words before the summed balance saying it is compared, the
# words after it saying whose, and the comparatives.
BALANCE_COMPARED_BEFORE = frozenset({"compare", "comparing", "compared", "comparison", "contrast", "contrasting",
                                     "weigh", "weighing"})  # ('Let's weigh two people's combined bank balances', e41a)
BALANCE_COMPARED_AFTER = (("of", "two"), ("of", "both"), ("of", "the", "two"), ("of", "these", "two"),
                          ("of", "those", "two"), ("comparison",), ("showdown",), ("face-off",), ("contest",),
                          ("against", "each", "other"))
BALANCE_COMPARATIVES = frozenset({"higher", "larger", "bigger", "greater", "lower", "smaller", "more", "less"})
# ... the verbs and words saying two balances are equal after 'balances' ('their balances match', 'are level').
BALANCES_EQUAL = frozenset({"equal", "identical", "level", "even", "tied"})
BALANCES_MATCH = frozenset({"match", "matched", "tie", "tied"})
# ... and a balance said again in a tie rule's trigger ('If several people share the highest balance', 'should two or
# more have the top balance', a37s): the clause's lead, and the words saying people share the value
BALANCE_TIE_LEADS = frozenset({"if", "should", "when", "whenever", "where", "wherever", "in"})
BALANCE_TIE_SHARED = frozenset({"share", "shares", "shared", "tie", "tied", "level", "equal"})
BALANCE_TIE_MANY = frozenset({"several", "multiple", "two", "more", "many"})
# ... the words of being between them ('their balances are equal', 'if the two balances come out equal', 'should the
# balances turn out to be the same', 'if both balances end up level', a37s), longest first.
BALANCES_BE = tuple(sorted({tuple(p.split()) for p in forms(
    "are|be|were|is|was|remain|stay|prove", "are|were still", "come|came|end|ended|wind|turn|turned out|up",
    "turn|turned|prove|proved|happen out? to be", "come|came|end|ended|wind out|up as|being")}, key=len, reverse=True))
# ... and before a balance, a tie on it ('ties in balance', 'level on balance', 'tied on balance').
TIED_ON_BALANCE = frozenset({("ties", "in"), ("ties", "on"), ("tie", "in"), ("tie", "on"), ("level", "on"),
                             ("tied", "on"), ("equal", "on"), ("even", "on"), ("equal", "in")})
# ... and before 'the <degree> balance', a tie at the ranking's end ('if several people share the lowest balance', 'tied
# for the highest balance', a37p): the ranking said before by that degree word
SHARED_BALANCE_LEADS = (("share",), ("shares",), ("sharing",), ("tied", "for"), ("tied", "at"), ("tie", "for"),
                        ("tie", "at"), ("level", "at"), ("equal", "at"))
# A ranking's own words for a sum ('the highest total number of cards', 'the most money in total', 'the largest
# combined balance'): from a degree word to the noun ranked (within RANKING_REACH words), and a sum word right after
# it. They add up what ranks a person, not what the question asks for (w10 #2: 'What is the number of pets and vehicles
# of the resident of Ohio with the highest total number of cards?' was read as one sum). Not 'top' (the top N).
RANKING_DEGREES = frozenset({"most", "highest", "largest", "greatest", "biggest", "fewest", "lowest", "smallest",
                             "least", "maximum", "minimum"})
# ('the largest number of bank accounts': a size before 'number of', grammar._count_ranked)
COUNT_RANK_SIZES = RANKING_DEGREES - {"fewest", "maximum", "minimum"}
# Each personal pronoun's person, as its subject form ('him', 'his' -> 'he'; 'his/her' -> 'they'): a reference back to a
# person set up before is matched to the one it fits (ask.discourse); 'the total balance of all accounts he has'.
PRONOUN_PERSON = {"he": "he", "him": "he", "his": "he", "she": "she", "her": "she", "hers": "she", "they": "they",
                  "them": "they", "their": "they", "theirs": "they", "his/her": "they"}
SUBJECT_PRONOUNS = frozenset(PRONOUN_PERSON.values())
# A later question of a set-up said after a question that found someone ('Take the owner of pet 'Roy'. Who is the
# richest person in her state? What is her total bank balance?'): its first words, and the words in it that may refer
# back to the person set up or to the one found (refused naming both, w10 #7).
FOLLOW_UP_OPENERS = frozenset({"what", "what's", "how", "count", "report", "give", "tell", "and", "list", "state",
                               "provide", "return", "also", "then"})
FOLLOW_UP_REFERENCES = frozenset({"he", "she", "they", "him", "her", "them", "his", "their", "hers", "theirs", "that",
                                  "this"})
# ... not a possessive in the idiom for living somewhere ('the people who make their home in X', e47c): their own home,
# the people's the clause is about, never a person said before
HOME_IDIOM_VERBS = frozenset({"make", "makes", "making", "made"})
HOME_IDIOM_OWNERS = frozenset({"their", "his", "her"})
# The head nouns that say only 'a person' ('the person', 'that individual', 'the one'): a reference back by one fits
# any person set up, not only one said with the same noun.
GENERIC_PERSON_HEADS = frozenset({"person", "individual", "one"})
# The first words of a set-up that names several people ('the owners of ...', 'both richest people', 'everyone who ...'),
# whom 'her' or 'their' cannot pick from; after 'two' ('the two richest people in Ohio'), the first two by a ranking.
PLURAL_PERSON_HEADS = frozenset({"owners", "people", "persons", "residents", "users", "individuals", "holders",
                                 "drivers", "both", "two", "everyone", "all"})
# A person picked relative to another ('the richest person in the state of the owner of pet 'Roy'', 'the one who shares
# her blood type'): a gendered pronoun after them ('What is her total bank balance?') may be either person (w12's left
# candidate, w13 #1), refused naming both; 'their', 'that person' are the one picked.
GENDERED_PRONOUNS = frozenset(pronoun for pronoun, person in PRONOUN_PERSON.items() if person != "they")
# A follow-up's plural-capable pronoun ('they', 'their') after a name question about several people: the person just
# named, or those people together ('Among the 3 richest residents of Ohio, who is the oldest? What's their total bank
# balance?': the oldest one's, or the three's, which cbwh also sums); refused naming both when the question's people
# are said by number (a top N) or the follow-up says several holders ('How many vehicles do they have together?',
# w18b). 'that person', 'he', 'she' are the one named.
PLURAL_PRONOUNS = frozenset({"they", "them", "their", "theirs", "themselves"})
# ... and the words of a follow-up that refer to one person ('that person', 'the individual so identified', 'his or her'):
# after several people named they name none of them (`grammar._one_of_several`).
ONE_PERSON_SAID = GENDERED_PRONOUNS | EITHER_GENDER | frozenset({
    "person", "individual", "person's", "individual's", "identified", "winner", "winner's", "resident", "resident's"})
SEVERAL_HOLDERS = frozenset({"together", "jointly", "between", "both"})
# ... unless said of one person's records ('How much have they got in the bank, all accounts together?', a17x)
SEVERAL_OF_ONE = frozenset({"accounts", "balances", "records", "cards", "policies", "pets", "vehicles", "cars"})
# ... nor after a verb of adding right after the verb of having, where several kinds of records are counted ('how many
# cards, pets and accounts they have, added together', c38p): the kinds are what is added (a count of several kinds
# needs a word of its sum); not after the nouns ('their count of cards and pets added together', e36m)
SEVERAL_KINDS_ADDED = frozenset({"added", "summed", "counted", "put", "taken", "totalled", "totaled", "tallied"})
SEVERAL_KINDS_HAVE = frozenset({"have", "has", "own", "owns", "hold", "holds", "possess", "possesses", "got"})
# A reference by a gendered noun ('that woman', 'this man's') to no one set up by that noun says a gender as a pronoun
# does: 'Take S. Find R in her state. How many pets does that woman have?' may mean S as 'she' may (discourse).
GENDERED_NOUNS = {"woman": "she", "lady": "she", "man": "he", "guy": "he"}
PICKED_RELATIVE = RANKING_DEGREES | SHARE_WORDS | {"same", "top"} | frozenset(
    w for phrases in RANK_ADJECTIVES.values() for phrase in phrases for w in phrase.replace("-", " ").split()
    if w.endswith("est"))
RANKED_NOUNS = frozenset({phrase.split()[-1] for noun in RECORD_NOUNS.values() for phrase in noun.all}
                         | {"money", "cash", "funds", "wealth", "balance", "balances", "savings"})
RANKING_REACH = 5
RANKING_SUM_AFTER = forms("in all", "together", "overall", "total", *SUMMED_AFTER,
                          "across|in|over all? their|his|her|the? bank? accounts combined|together|altogether|total",
                          "across|in|over all? their|his|her|the? bank? accounts in total|all")
# Words that count every job on record, not the jobs a person has now ('employment records', 'has had', 'ever held'):
# without one, a count of 'jobs' is refused (job records have no end dates, p12y #3).
JOB_HISTORY = frozenset({"ever", "career", "past", "employments", "previous", "former"})
# ... a record or history only of jobs ('employment records', 'job history', 'jobs on record'; not 'medical records',
# w10 #1) ...
JOB_HISTORY_NOUNS = frozenset({"record", "records", "history", "histories"})
JOB_HISTORY_OF = frozenset({"employment", "job", "jobs", "work", "career", "on"})
# ... and 'had'/'held' only in a perfect or a past ('has had', 'has held', 'were held'): 'the jobs held by X', 'by whom
# the most jobs are held' may be the jobs held now (w10 #1).
JOB_HISTORY_HELD = frozenset({"had", "held"})
JOB_HISTORY_AUX = frozenset({"has", "have", "had", "'ve", "ever", "once", "previously", "formerly", "was", "were", "been"})
# A person's home ('the same home state as X', 'whose home is in Texas', 'call Texas home', 'make their home in'):
# one place, where a person with addresses in several states lives in each; `ask` withdraws an answer that
# reading home as the first address changes.
# (a domicile is one place too: p12y #14)
HOME_WORDS = frozenset({"home", "homes", "hometown", "hometowns", "domiciled", "domicile", "domiciles"})
# After 'Home', the words that make it the insurance type, not a person's home ('Home insurance holders').
HOME_POLICY_AFTER = frozenset({"insurance", "policy", "policies", "policyholder", "policyholders", "coverage", "cover",
                               "insurer", "insured"})
# ... and the other wordings of one place a person lives in (p12y #14): 'whose address is in Texas' (one address),
# 'whose state (of residence) is Texas' ('people with an address in Texas' is any of theirs).
ONE_PLACE = forms("whose address|residence|state|city|town is|lies", "state|city|town|place of residence",
                  "residence state|city",
                  # (r63 D2: 'the oldest person currently living in Texas': where they live now, one address of their
                  # several, which the corpus does not date)
                  "currently|presently|now|still live|lives|living|reside|resides|residing|based|resident",
                  # (r65 F3: the adverb with a place said without a verb of living: 'the oldest person currently in
                  # Arizona', 'now located in', 'at present staying in'; r66: 'still lives in', 'currently resident
                  # in', 'is currently a resident of', 'currently has a residence in')
                  "currently|presently|now|still located|staying|situated|settled? in", "at present in", "right now in",
                  "currently|presently|now|still is|are a|an? resident|residents of",
                  "is|are currently|presently|now|still a|an? resident|residents of",
                  "currently|presently|now|still has|have an address|addresses|residence|residences in",
                  "currently|presently|now|still has|have a residence|home|house in",
                  "at present live|lives|living|reside|resides|residing|based|located|staying in",
                  "right now live|lives|living|reside|resides|residing|based|located|staying in")
# 'The same expiry date' with no card named before it: credit cards and insurance policies both expire (the grammar
# looks for 'card' just before it: 'a credit card with the same expiry date as X' names it).
BARE_EXPIRY = forms("same expiry|expiration date|dates?", "same expiry|expiration as")
# The set-up verbs: a person found first, then a value of theirs requested in the same sentence ('Find S and tell me
# how many pets they have', 'Identify S, and report the total bank balance held by that person', 'Work out who owns the
# most vehicles in X, then give me their total balance'): the answer is the value, the person is its evidence (the
# lead's decision, d24; before it 'identify' and an embedded 'who' were read as asking the name too: f18b, p12x #14).
FIND_TOPIC = forms("find|determine|locate|get|fetch|grab|identify|establish|ascertain|pinpoint|pick|select|choose|take",
                   "find|work|figure out", "single|pick out", "track down", "find|get me|us",
                   "please find|get|identify|determine|locate")
# ... but not a set-up whose object is the name ('Find the name of S and ...': the name is asked too), nor
# 'Find S and their balance' / 'Find out who S is and how many pets they own' (two things to find).
FIND_NAME_OF = forms("the full? name|names|identity of")
FIND_SECOND = frozenset({"how", "what", "their", "his", "her", "its", "the"})
# What joins the set-up and the value requested in one sentence: 'and', 'and then', ', then', '— then', '; then'.
FIND_THEN = forms(",|— and then?", ",|—|; then", "; and then", "and then?",
                  ",|—|; and? thereafter|subsequently|afterwards ,?", "and thereafter|subsequently|afterwards ,?")
# ... and the words after 'and' or a mark that say the request comes next ('..., and thereafter report ...', a formal
# drafter's 'then'): read before the follow-up as 'then' is.
THEN_AFTER = "thereafter|subsequently|afterwards"
# A balance said held by the person referred to ('the total bank balance held by that person', 'the aggregate balance of
# all bank accounts maintained by the individual so identified').
BALANCE_HELD_BY = forms("held|owned|maintained|kept by")
# After a count ranking, saying the count is of all the person's records ("who owns the most pets in total?").
COUNTED_IN_ALL = forms("in total", "in all", "altogether", "combined", "all told")
# The group said after the question, in a sentence or an aside of its own ("Who owns the most pets? Only
# consider residents of X.", "... (among residents of X)").
# The group said last in a count or a balance question, after its verb ('How many pets does the oldest person have
# among residents of X?', 'How much money does the youngest person have in the bank, all told, among G?', a17x).
# ('How much cash does the person with the most pets have across all their bank accounts, out of the folks who ...?',
# '..., looking only at folks in ...?': a22z)
AMONG_LAST = forms("among|amongst", "out of all? the?", "from among", "looking|focusing only? at", "only looking at",
                   "considering only", "only considering", "within")
AMONG_AFTER = forms("only consider|include|count", "consider|include|count only", "only considering|counting|among",
                    # '..., if we look only at G?', '... when restricted to G'
                    "if|when we|you look|looking only at", "if|when we|you only look|looking at", "if|when we|you consider only",
                    "if|when we|you only consider", "if|when we|you restrict|limit ourselves|yourself|it|this? to",
                    "if|when restricted|limited to", "restricted|limited to", "restricting|limiting to",
                    "if|when we|you focus|focusing only? on", "within|among|amongst|from", "out of",
                    "restrict|limit to", "restrict|limit it|this|yourself|ourselves to", "restrict|limit the search to",
                    "only look at", "look only at", "looking only at", "among|amongst", "consider", "considering only",
                    # a crowd worker's (a35c): 'Who has the most pets? Only people living in X.', '(just people in X)',
                    # ', counting only G', '? I'm only looking at G', ', but only among G'
                    "only|just", "counting|considering|including|taking only", "only|just counting|considering|including",
                    "only|just looking|focusing at|on", "i'm|we're only|just? looking|focusing at|on",
                    "i am only|just? looking|focusing at|on", "we are only|just? looking|focusing at|on",
                    # 'including' and 'counting' say a scope only with 'only'/'just' ('? I'm including people in X' adds
                    # them: everyone, r40 H2)
                    "i'm|we're only|just? considering", "i'm|we're only|just counting|including",
                    "i am only|just? considering", "i am only|just counting|including",
                    "we are only|just? considering", "we are only|just counting|including",
                    "but only|just? among|amongst|from|within|considering", "but only|just counting|including",
                    "but only|just? out of",
                    "only|just among|amongst|from|within", "only|just out of")
# ... and the same said with no mark before it, its lead saying it is the question's scope ('Who has the most pets if you
# only look at G?', '... but only out of G', a35c)
AMONG_AFTER_UNMARKED = forms("if|when we|you look|looking only at", "if|when we|you only look|looking at",
                             "if|when we|you consider only", "if|when we|you only consider",
                             "if|when we|you restrict|limit ourselves|yourself|it|this? to",
                             "but only|just among|amongst|from|within|counting|considering|including",
                             "but only|just out of")
# Polite words around a question, which change nothing ("..., please?", "Thanks!").
POLITE = forms("please", "thanks|thx", "thank you", "thanks a lot|lot|bunch",
               "many thanks", "cheers", "thanks so|very much", "thank you so|very much",
               "and thanks", "and thank you", "much appreciated", "appreciated", "appreciate it", "i appreciate it",
               "i'd appreciate it", "ty", "tia",
               "thanks again", "thanks for your|the help", "thank you for your|the help",
               # an Indian English office close ('Please do the needful.', 'Thanks and regards', a20x)
               "do the needful", "please|kindly do the needful", "regards", "thanks and|& regards", "thank you and|& regards",
               "best|warm|kind regards",
               # more sign-offs and kind words after the question (f22): none asks anything
               "best", "best wishes", "all the best", "many thanks in advance", "thanks heaps|loads|tons", *HEDGES_THANKS,
               "would|i'd|i really? appreciate it|that", "would|i'd|i really? appreciate the|your|any help",
               "really appreciate it", "appreciate the|your|any help", "hope that|this makes sense",
               "i hope that|this makes sense", "hope this|that helps", "hope that's|it's clear",
               "let me know if you need more info|information|details|context", "no hurry", "take your time",
               "whenever you can", "have a nice|good|great day", "ttyl", "lmk")
# A group said as where attention is narrowed to ('Restrict attention to G.', 'Limit yourself to G.', 'Narrow the focus to
# G.'): the topic of the next sentence (TOPIC), and a group set up that a later 'that group' refers to
# (GROUP_SETUP_LEADS: 'Restrict attention to people who ... and who also .... Who in that group holds the most X?', c38k;
# not a bare 'Restrict to G', which the layer writes for 'Keep just the ones who ...' and TOPIC reads)
ATTENTION_LEADS = ("restrict|limit|confine|narrow attention|yourself|ourselves|focus|it|this to",
                   "restrict|limit|confine|narrow the|your|our attention|focus|search|question|analysis|scope to",
                   # the people looked at named as a pool ('Limit the pool to G. Within that pool, who ...', c38k)
                   "restrict|limit|confine|narrow the pool|group|set|population|field|candidates|people to",
                   "attention is restricted|limited|confined to",
                   "restricting|limiting|narrowing|confining attention|the focus to",
                   # ('Narrow things down to G.', 'Whittle everyone down to G.', c39w, e41g)
                   "narrow|whittle|filter|pare|cut things|everyone|everybody down to",
                   "narrow|whittle|filter|pare|cut the population|field down to",
                   "narrow|whittle|filter|pare things|everyone|everybody down to just|only")
# Before a group named as the topic of the next sentence ("Consider the residents of X. Who ...?").
TOPIC = forms("take|consider|given", "look|focus at|on", "think about|of", "start|begin with", "let's|let take|consider",
              "let's|let look at", "please consider|take", "look|pull up", "look into", "check|check on",
              "go to|with", "start from|at", "let's|let look up|into", "please look|pull up",
              "regarding|concerning|about", "as for|to|regards", "with regard|respect to", "in the case of",
              "speaking of", "when it comes to", "get|fetch|grab|pull",
              # the looking said as a gerund, its sentence ended ('looking at G. who has R?', 'only looking at G. who
              # ...?', 'focusing on G. Q?', c43p/e46q): the set-up AMONG reads before a comma
              "looking|focusing only? at", "only|just looking|focusing at|on", "focusing|focussing|concentrating only? on",
              "considering only", "only considering", "only look at", "look only at",
              "picture|imagine|envision|envisage", "think of|about all? the?", "our|the focus is on?",
              "here's the group|set|population|pool :?", "here is the group|set|population|pool :?",
              # ('Here's a narrow group: G.', e47c: a word for the group's size or kind said with it)
              *(f"{here} a|the narrow|small|smaller|specific|particular|select|new group|set|population|pool :?"
                for here in ("here's", "here is")),
              "here's a group|set|population|pool :?", "here is a group|set|population|pool :?",
              "the group|set|population|pool is :?", "focus on only?", "let's focus on", "let us focus on",
              "restrict|limit|confine to", *ATTENTION_LEADS,
              "gather|collect|assemble", "round up")  # ('Gather the top vehicle owners of each state. Which of them ...?')
# A group set up as the subject of a sentence saying it is the one looked at ('Residents of X are the group here.',
# 'Everyone who lives in X is in scope here.', e48c), or after words of the writer's own interest ('I'm interested in the
# people of that state', 'X lives in some state, and I'm interested in the people of that state.'): read as 'Consider
# G.' (discourse._group_topic_said), the group whatever the grammar reads after 'Consider'
_TOPIC_NOUNS = "group|pool|population|set|cohort"
TOPIC_AFTER_GROUP = forms("is|are in scope here|now?", f"is|are the {_TOPIC_NOUNS} here|now?",
                          f"is|are our {_TOPIC_NOUNS} here?", f"is|are our|the {_TOPIC_NOUNS} of interest",
                          f"is|are the {_TOPIC_NOUNS} in question", f"is|are the {_TOPIC_NOUNS} to consider|examine",
                          f"is|are the {_TOPIC_NOUNS} to look at", f"is|are the {_TOPIC_NOUNS} for this question",
                          *(f"is|are the {_TOPIC_NOUNS}|people {we} looking at|considering"
                            for we in ("we're", "we are", "i'm", "i am")),
                          f"form|forms the {_TOPIC_NOUNS} here?", f"make|makes up the {_TOPIC_NOUNS} here?",
                          *(f"is|are what|who {we} looking at" for we in ("we're", "we are", "i'm", "i am")))
# (not 'I'm looking at', which the layer reads as a lead before two people: 'I'm looking at S1, and at S2. Who is
# older?', hand-j17-lead; nor two said after it: 'I'm interested in S1, and in S2' is left as it was)
TOPIC_SELF = forms("i'm|we're interested in", "i am interested in", "we are interested in", "i|we care about")
TOPIC_SELF_NOT_AFTER = frozenset({"at", "in", "about", "on"})  # (after 'and' in its words: a second one said)
# After the question: how to write the answer, which changes nothing ("Give the full name.", "Just the number",
# "and give me one number", "Answer with the name only", "(in dollars)"). Built from parts by the grammar: an
# optional request, the answer's noun for its kind of question, optional tails.
ANSWER_LEAD = forms("answer|reply|respond with|using", "answer|reply|respond in", "answer|reply|respond",
                    "give|provide|return|report|state|list|send|show|tell|output|print me|us?",
                    # ('Who has more pets: A, or B? I need the name; if ...', a37p)
                    "i|we want|need", "i'd|we'd like", "i|we would like", "i|we only|just want|need", "all i|we need|want is",
                    "just|only need|want", "need|want",
                    "i'd like to know", "i would like to know", "i want|need to know", "let me|us know",
                    # a chat's request ('can u pull a record count for me: ...', 'could you grab me the name', e46q)
                    "can|could|would u|you pull|get|grab|fetch|find|give|send|dig up? me|us?", "pull|grab|fetch me|us",
                    "gimme", "lmk",
                    "i'm only|just interested in", "i am only|just interested in", "just|only give|tell me|us?",
                    "as",  # ('Report the total bank balance of S as a dollar amount')
                    # 'Report it as a dollar amount', 'Give your answer as the full name', 'Express the result in dollars'
                    "give|provide|return|report|state|express|write|present it|this|that as|in",
                    "give|provide|return|report|state|express|write|present the|your answer|result as|in",
                    "answer|reply|respond as", "please respond|reply|answer with|using",
                    # an exam's instruction on the answer's form ('Your answer should be a name.', 'Answer format:
                    # integer.', 'Expected output: the dollar amount')
                    "your|the answer should|must|will be", "your|the answer is to be", "your|the answer is",
                    "your|the answer should|must be given? as|in",
                    "answer|output|response|reply format", "format", "format of the answer", "expected answer|output|format",
                    "answer type", "give|provide|state|report|express your|the answer as|in",
                    "answer|respond|reply only? with", "the expected answer is")
ANSWER_DETERMINER = forms("just|only|simply? the|their|his|her|its|a|an|one|that|this? single|final|full|exact?",
                          # ('Just give me the one combined number.', a37p)
                          # (a chat's 'need that one combined number', e45x)
                          "just|only|simply? the|that|this one single|final?")
NAME_ANSWER = forms("name|names", "full name|names", "first and last name|names", "name and surname",
                    "person's|individual's|resident's|owner's full? name", "name of the person|individual", "person", "who it is",
                    # ('Does A, or B, own more pets? Name that person; if ...', a37k)
                    "name that|this|the person|individual|one|winner", "name them|him|her",
                    "name whichever|whoever one? it is", "name whichever|whoever that is")
COUNT_ANSWER = forms("number|count|integer|total|figure|digit|tally", "whole|final? number", "numeric|numerical answer",
                     "number of records|items", "sum",
                     # a chat's count of records ('can u pull a record count: ...', e46q)
                     "record|records count|tally|total|number", "combined|total|overall record|records count|tally",
                     "count|tally of records",
                     "combined|summed|overall|grand number|figure|total|sum|count",
                     # the value asked in a clause ('... and tell me what that total is', 'I'd like to know what the
                     # number is')
                     "what that|the|this number|count|total|sum|figure is|was")
BALANCE_ANSWER = forms("amount|total|figure|sum|number", "dollar amount|figure|value|total", "amount of money",
                       "$ amount|figure|value|total", "$", "combined|summed|overall|grand number|figure|total|sum|amount",
                       "balance", "total balance", "money amount", "dollars|usd", "dollars and cents",
                       # the balance named ('need a combined bank balance: ...', 'total bank balance pls', e46q)
                       "combined|summed|overall|aggregate|grand|total? bank balance|balances",
                       "combined|summed|overall|aggregate|grand|total balances",
                       "what that|the|this total|sum|figure|amount|balance is|was",
                       "how much that|the|this total|sum|figure|amount|balance is|was",
                       # (the sum said again after the question: 'what's that total? sum of all their bank accts', e48s)
                       "sum|total of all? their|the|his|her bank accounts|balances")
ANSWER_TAIL = forms("only", "alone",
                    # a chat's ('combined bank balance pls', 'a record count for me', 'the total bank balance of one
                    # person', e46q)
                    "pls|plz|thx", "for me|us",
                    # said as enough (a34r: 'Just the name is fine.', 'Only the number would be fine, thanks.')
                    *(f"{be} fine|ok|okay|enough|sufficient|good|great|perfect" for be in ("is", "would|will be")),
                    "will do|suffice",
                    "is all i need|want|ask", "is|are needed|required|wanted|necessary",
                    "in dollars|usd", "in dollars and cents", "to the cent", "as a number|digits",
                    "as an integer", "in digits|numbers", "as the answer", "with no|without explanation|words",
                    "no explanation|words", "nothing else", "and nothing else", "only , no explanation",
                    "with no|without explanation|explanations|working|reasoning", "please")
# Said after the question on its own, of any kind of answer: '(no explanation needed)', 'No working required.', 'Don't
# explain.' (politeness and format only: nothing about the answer's kind)
ANSWER_ASIDE = forms("no explanation|explanations|working|reasoning|justification|commentary|elaboration "
                     "is|are? needed|required|necessary|wanted|please?", "no need to explain|elaborate",
                     "no need for an? explanation|explanations|working|commentary", "don't explain|elaborate",
                     "do not explain|elaborate",
                     "no explanation|explanations|working|commentary please?", "without explanation|explanations|commentary",
                     "explanation|explanations not needed|required|necessary",
                     # how long or bare the answer is, of any kind (f22: 'Keep it brief.', '(answer only)', 'Just give
                     # me the answer, no explanation.', 'Final answer only, please.', 'Don't show your work.')
                     "keep it brief|short|simple|concise", "short|brief|quick|one-line answer please?",
                     "answer only", "the answer only", "final answer only", "just|only the final? answer",
                     "just|only give me the final? answer", "give me just|only the final? answer",
                     "no need to show your|the work|working|steps|reasoning",
                     "don't show your|the work|working|steps|reasoning", "do not show your|the work|working|steps|reasoning",
                     "answer|reply|respond in one|a line|sentence", "answer|reply|respond in a single line|sentence",
                     "one line please?",
                     "no working out", "no steps needed|required", "no details needed|required")
# Said after a bank balance question: the amount's unit ('in dollars', 'to the cent'); asking it of a name or a count
# contradicts the question (refused naming both)
MONEY_TAIL = forms("in dollars|usd", "in us dollars", "in dollars and cents", "to the cent|penny", "as a dollar amount|figure",
                   "in dollar terms", "in dollars , to the cent")
# After a ranked person, saying they are ranked over everyone ("the oldest person overall").
# 'overall' after these says an amount summed ('the most money overall', MONEY_ACROSS; 'the highest salary overall': all
# jobs added, doubted), not the people ranked.
# ('the most money in the bank overall': the money's place said, then 'overall', a17x; never 'the richest overall')
OVERALL_SUMMED = frozenset({"money", "cash", "funds", "wealth", "balance", "balances", "savings", "total", "amount",
                            "salary", "salaries", "pay", "income", "earnings", "bank"})
# ... and after money said held in accounts named before ('the most money in them overall', a25y: them, the bank accounts)
OVERALL_MONEY_IN = tuple(tuple(phrase.split()) for phrase in forms(
    "money|cash in|across them|those|these", "money|cash in|across their|his|her|those|these accounts"))
EVERYONE = forms("overall", "of all", "of everyone|everybody", "of all people", "among|in all people",
                 "in the whole|entire corpus|dataset|database|warehouse", "anywhere",
                 "of anyone|anybody|everyone|everybody|all in the whole|entire? corpus|dataset|database|data|country",
                 "in the corpus|dataset|database|data", "in the whole|entire country|data", "nationwide", "countrywide",
                 "in|across all states", "in|across all the states", "in|across the whole|entire? country")
# ... the words that mark it ('the oldest person in the country' is the oldest of everyone: after a group said first,
# 'Among dog owners, how many pets does the oldest person in the country have?' is not the oldest dog owner; w16)
EVERYONE_MARKS = frozenset(w for phrase in EVERYONE for w in phrase.split()) - {
    "of", "in", "the", "all", "among", "across", "people", "whole", "entire", "anyone", "anybody", "everyone",
    "everybody"}
# Before two people compared ("Comparing A and B, who ...?", "Compare A with B: ...").
COMPARE_LEAD = forms("compare|comparing", "if you|we compare", "when comparing|compared", "please compare",
                     # the writers' comparing said ('we're comparing total bank balances — A vs B', e38p2; 'I'm
                     # comparing', 'let's compare' are LEAD_COMPARING's)
                     "we're comparing", "we are comparing", "we're going to compare", "we are going to compare")
COMPARE_WITH = forms("with|and|to|against|versus|vs", "vs .")
# Two people set against each other before the question (a24x): 'Set A against B: which one holds more policies?',
# 'Pit A against B: who is older?', 'Weigh A up against B.'
SET_AGAINST = forms("set|pit|weigh|match|measure", "if you|we set|pit|weigh|match", "setting|pitting|weighing|matching")
SET_AGAINST_WITH = forms("up? against|versus|vs", "vs .")
# ... or said in the passive, the first person its subject ('Of all those, whoever has R (T) is set against S2. Which of
# them ...?', a37k): read as 'take S1. Compare that person with S2' (discourse._SET_AGAINST_PASSIVE)
SET_AGAINST_PASSIVE = forms("is|gets set|pitted|weighed|matched|measured|compared|contrasted up? against|with|to|versus",
                            "is|gets put|placed|lined up? against|beside|alongside")
# ... the first found in a step before, the second said after it (a25z: 'Take S1. Compare that person with S2. Which of
# the two ...?', '...; set against that person S2.', 'Set that person against S2.'): read as a second step, 'then take
# S2' (discourse._SET_AGAINST_THAT)
SET_AGAINST_THAT = forms("compare|set|pit|weigh|match|measure that|this person|individual|one up? with|against|to|versus",
                         "set|pit|weigh|match|measure against that|this person|individual|one",
                         # ('Take the one with R (T). Compare them with S2.', a26x: the person taken referred to by a
                         # pronoun; after a group or several people taken the question is refused, as before)
                         "compare|set|pit|weigh|match|measure them|him|her up? with|against|to|versus")
# Who is asked for among two people compared: "who (has more pets)", "which of the two (is older)".
# The winner of a comparison asked for as a request after the two people ('Compare A with B. Return whichever has more
# money in the bank.', 'Give the name of the one owning more vehicles.'): the request, then who (COMPARE_WHICHEVER)
# and a comparative; or 'the one owning|with' and a comparative's noun ('more vehicles').
COMPARE_REQUEST = forms("return|give|name|find|identify|pick|choose|select|output|report|state|say|print",
                        "tell|show|give me|us", "return|give|provide|report|state|output|print the name of",
                        "tell|give me|us the name of", "please return|give|name|identify|tell me",
                        "please return|give|provide|tell me the name of", "i want|need", "i want|need the name of")
COMPARE_WHICHEVER = forms("whichever|whoever", "whichever|whoever one|person|individual", "whichever of them|both",
                          "whichever of the two", "whichever|whoever of these|those two? people|persons?",
                          "whichever one of these|those|the two", "the one|person|individual who|that",
                          "the one|person|individual of them who|that", "the one|person|individual of the two who|that")
COMPARE_ONE_WITH = forms("the one|person|individual owning|holding|having|with|possessing|carrying",
                         "whichever|whoever one|person|individual? owning|holding|having|with|carrying")
# The name asked for again after a comparison's question, before the two ('Determine which of the following owns more
# vehicles, and state that person's name: A, or B', a35f): adding nothing, the winner's name is the answer.
# The last sentence asking the name of a person referred back to, after the steps that find them ('Find S. What is
# their name?', 'What's that person's full name?', e44g): read as 'Name this person.' (discourse._name_asked_again)
NAME_OF_REFERRED = forms(*(p.format(what=what) for what in ("what is", "what's") for p in (
    "{what} their|his|her full? name", "{what} his or her full? name",
    "{what} that|this person's|individual's|resident's|one's full? name",
    "{what} the full? name of that|this person|individual|resident|one", "{what} the full? name of him|her|them",
    "{what} the name", "{what} that|this person|individual called")),
    "who is|was that|this person|individual|resident", "who's that|this person|individual|resident",
    "give|tell|send me|us? their|his|her full? name", "give|tell|send me|us? that|this person's|individual's full? name",
    "give|tell|send me|us? the full? name of that|this person|individual",
    "what name does that|this person|individual go by", "what are they called")
COMPARE_NAME_ASKED = forms(",? and state|give|provide|report|supply|return|tell|share me|us? that person's full? name",
                           ",? and state|give|provide|report|supply|return|tell|share me|us? their|his/her full? name",
                           ",? and state|give|provide|report|supply|return|tell|share me|us? the full? name of that "
                           "person|individual|winner|one",
                           ",? and name that person|individual|him/her|them", ",? and name the winner")
# The words of a comparison's question that announce the two listed after it, so that they may be joined by 'and' ('Which
# of the following two persons holds fewer pets: A, and B?', a35f; 'Who has more pets: A and B?' stays unread).
COMPARE_TWO_ANNOUNCED = frozenset({"two", "2", "following", "both", "pair", "duo"})
COMPARE_WHO = forms("who|whom|which", "whoever|whichever", "which person|one|individual", "which of them|these|those|both",
                    "which of the two|following",
                    "which of these|those people|persons|individuals", "which of these|those two",
                    "which of these|those|the two|following people|persons|individuals",
                    "which of the following two people|persons|individuals",
                    "which one of them|these|those", "which one of the two", "which of the following two",
                    "who of them|these|those", "who of the two",
                    "who|which of|among|between|from the|this|that pair|duo", "which one of the|this|that pair|duo",
                    "who|which from them|these|those|both", "who|which from the two",
                    "who|which of these|those|the two people|persons|individuals")
# "Which top earner has more pets: A or B?", "Which of two vehicle leaders owns more ...": the two compared named by a
# role noun that describes them (their ranking said again, or a coined label), which the comparison does not read: a
# head noun of words.COMPARE_ROLE_HEADS after at most three words of a label (none of COMPARE_ROLE_NOT_LABEL).
COMPARE_ROLE_HEADS = frozenset({"leader", "leaders", "earner", "earners", "owner", "owners", "holder", "holders",
                                "cardholder", "cardholders", "policyholder", "policyholders", "champion", "champions",
                                "champ", "champs", "resident",
                                "residents", "winner", "winners", "contender", "contenders", "finalist", "finalists"})
COMPARE_ROLE_NOT_LABEL = frozenset({"of", "the", "a", "an", "these", "those", "this", "that", "two", "with", "who",
                                    "whom", "which", "whose", "has", "have", "is", "are", "was", "were", "owns", "own",
                                    "holds", "hold", "and", "or", "in", "among", "than", "more", "fewer", "less",
                                    "most", "does", "do", "did", "person", "one", "ones", "people", "between", "by",
                                    "for", "from", "to", "at", "on", "not", "no", "either", "both", "each", "them"})
# ... but a label naming a group ('Which of the two Ohio residents has more pets: the richest dog owner or the oldest
# cat owner?', 'Which dog owner ...', 'Which Visa cardholder ...') may narrow who the two are (Ohio's richest dog owner):
# not read as a role (w13 #3); so is a label written with a capital (a place's name: 'the two Smithburgh residents').
COMPARE_ROLE_GROUP_WORDS = frozenset(
    {w.lower() for state in US_STATES for w in state.split()} - {"new", "north", "south", "west"}
    | set(SPECIES) | {s + "s" for s in SPECIES} | {"fishes", "puppy", "puppies", "kitten", "kittens"}
    | {v.split()[0].lower() for v in CARD_PROVIDERS} | {"amex", "visa"} | {t.lower() for t in POLICY_TYPES}
    | {d.lower() for d in STATE_DEMONYMS.values()} | {d.lower()[:-1] for d in STATE_DEMONYMS.values()})
# A role head that names a group by itself ('the two car owners', 'these credit-card holders', 'the two Ohio residents'):
# such a label may narrow who each compared person is ('the richest person in Kentucky' among car owners) or only
# describe them, so it is read only when the label ranks ('the oldest-vehicle owner', 'the richest residents', 'the top
# pet owner'): one of its words (or a hyphened part) a superlative of RANK_ADJECTIVES / SUPERLATIVES (w13 #4).
COMPARE_ROLE_GROUP_HEADS = frozenset({"owner", "owners", "holder", "holders", "cardholder", "cardholders", "policyholder",
                                      "policyholders", "resident",
                                      "residents"})
# ... except a label naming only cardholders ('Which of two cardholders has more bank accounts: the Maestro cardholder
# with ..., or the Discover cardholder with ...?', a19y): when each of the two is said as a card's holder, narrowing by
# the label changes nobody, so it is read; else refused as above.
COMPARE_ROLE_CARD_LABELS = frozenset({"cardholder", "cardholders", "card holder", "card holders", "credit card holder",
                                      "credit card holders", "credit-card holder", "credit-card holders",
                                      "credit cardholder", "credit cardholders"})
# ... and likewise a label naming only policyholders ('Which of two policyholders holds more insurance policies: the
# Home insurance policyholder with ..., or the Auto insurance policyholder with ...?', a19y): each said a policy's holder.
COMPARE_ROLE_POLICY_LABELS = frozenset({"policyholder", "policyholders", "policy holder", "policy holders",
                                        "insurance policyholder", "insurance policyholders", "insurance policy holder",
                                        "insurance policy holders"})
COMPARE_ROLE_RANKED = frozenset(phrase for phrases in (*RANK_ADJECTIVES.values(), *SUPERLATIVES.values())
                                for phrase in phrases if " " not in phrase and "-" not in phrase) | {"leading", "best"}
# The two compared named again by their labels or places in the list, after or in the question: 'which one has more pets,
# (1) or (2)?', 'does the former or the latter have more pets?', 'Candidates: (a) A, (b) B. Which has more pets?'
PAIR_NAMED_AGAIN = forms("the former or the latter", "former or latter", "( 1 ) or ( 2 )", "1 or 2", "( a ) or ( b )",
                         "a or b", "person|candidate a|1|one or person|candidate b|2|two", "the first or the second one?",
                         "the first one or the second one")
PAIR_LEAD = forms("candidates|contenders :|—", "the|two candidates|contenders :|—", "the two candidates|contenders :|—",
                  "consider|take two candidates|contenders|people|persons|individuals ,|:|—")
COMPARE_ROLE_OF_TWO = forms("of|between the|these|those? two", "of both")
# 'Which of two eldest residents ... — the one from X, or the one from Y?' reads each place's eldest (a24x); with an
# article ('Which of the two richest residents ...') the same words name the two first overall (as 'Which of the two
# richest people has more pets?' is read): refused naming both (r25 F8).
ONE_PLACED_NOT_AFTER = frozenset({"the", "these", "those", "both"})
# A second group said back by a pronoun in 'Within G1, and within those in P2, find R' (r25 F7): 'those' may keep G1's
# head noun or not; refused (discourse._two_groups_step).
SECOND_GROUP_BACK = frozenset({"those", "these", "them", "ones"})
# A group said back by a pronoun as its head ('of those in Ohio', 'among these in Texas'; 'the ones' too): after a
# person whose group has a noun ('the cat owners in Texas'), that noun's people or everyone (r25 F3, grammar._back_to_noun).
GROUP_BACK = frozenset({"those", "these"})
# ... where the first group is only people of a place ('Consider, amongst residents of the state of A, S1, and, of those
# living in the same state as B, S2', n25z) 'those' keeps nothing of it: read. The heads such a group has:
PLACE_ONLY_HEADS = ("residents", "people", "persons", "individuals", "inhabitants", "those", "everyone", "everybody")
PLACE_ONLY_VERBS = ("living", "residing", "based", "who live", "who reside", "who are based", "that live")
PLACE_ONLY_PREPS = ("in", "of", "from")  # ('residents of X', 'people living in X', 'those from X')
# "Compare the number of pets of A and B: who has more?": the comparative alone, with its direction.
MORE = forms("more", "the more", "higher|larger|greater|bigger", "a|the higher|larger|greater|bigger",
             "the most|highest|largest|greatest|biggest",
             "a|the higher|larger|greater|bigger number|amount|one", "more of them")
FEWER = forms("fewer|less", "the fewer|less", "lower|smaller", "a|the lower|smaller", "the fewest|least|lowest|smallest",
              "a|the lower|smaller number|amount|one", "fewer of them")
# The same of records named alone ('whose pets are more', 'Compare the cars of A and B: who has more?'): their number
# only ('bigger cars', 'larger bank accounts', 'higher insurance policies' are their size or value; w9 #2).
MORE_OF = forms("more", "the more", "more of them", "the most", "more numerous", "the more numerous")
FEWER_OF = forms("fewer|less", "the fewer|less", "fewer of them", "the fewest|least", "less numerous", "the less numerous")
# After 'whose' and a balance compared, what says each one's accounts are added ('Whose bank balances are larger in
# total?', a25z): each person's total, as 'total bank balance' says (grammar.whose_more).
WHOSE_BALANCE_TOTAL = forms("in total", "in all", "altogether", "all told")
# Between the two people of "Who has more pets: A or B?" ("A vs. B").
VERSUS = forms("or", "vs", "vs .", "versus", "against", "v .")
# A tie to break: those who qualify may be several, not only those ranked ("Who has no pets? If several, ...").
IF_SEVERAL = forms("if several|multiple|many", "if several|multiple|many people|persons? qualify|match|do|fit",
                   "if more than one person|people? qualifies|matches|does|fits",
                   "if there are several|multiple|many matches|such people?", "if there's more than one such? person?",
                   "if there is more than one such? person?",
                   "if two or more qualify|match", "if several|multiple people|persons are found",
                   "if several|multiple are found", "if more than one is found", "if there are two or more")

# A condition said first of some of a group, then a question among them: "Several residents of X may have no pets;
# of those, who is the oldest?"
SEVERAL_OF = forms("several|some|many|multiple|various", "a few|number|couple", "more than one", "quite a few",
                   "a handful", "a number of", "there are several|some|many|multiple")
MAY = forms("may|might|could|can|will|do|does", "may|might|could well", "are likely to")
OF_THOSE = forms("of|among|amongst|from those|them|these", "of|among|amongst|from those|these people|individuals|persons",
                 "of|among|amongst|from such people")
# The one person who meets a condition (a name question answers only when one person does): "the only person among G who".
THE_ONLY = forms("the only|sole|lone|single|one", "the one and only")

# --- follow-ups, counts and sums ----------------------------------------------------

# A follow-up's words for the person a request picks, saying it is about them ('Please identify S, and state the number
# of pets held by the individual so identified', a18x): the identification sets the person up, the count is asked.
SO_FOUND_PERSON = "the|that person|one|individual so identified|found|determined|selected|chosen"
# A person found in a participle clause before the request about them ('Having identified S, provide the total number of
# pets and internet accounts held by the aforementioned individual', a35f's lawyer): read as 'Identify S, and provide
# ...', the set-up of SO_FOUND_PERSON (the request after the last comma that one of these verbs opens).
# Two people set off as the two sides ('As between A, on the one hand, and B, on the other, which ...?', a35f's lawyer):
# read as 'A and B' (the first side's words, then the second's; both must be said).
ONE_HAND = ("on the one hand",)
OTHER_HAND = ("on the other hand", "on the other")
HAVING_FOUND = ("having identified", "having found", "having determined", "having located", "having ascertained",
                "having established", "having selected", "having chosen", "having picked", "having singled out",
                "having first identified", "having first found", "having first determined")
HAVING_FOUND_THEN = ("provide", "state", "report", "give", "determine", "indicate", "specify", "supply", "calculate",
                     "compute", "return", "tell me", "tell us", "say", "identify", "ascertain", "establish", "count")
# A person left out of a group ('Among residents of the same state as X, other than X himself or herself, who ...',
# 'Which individual, apart from the owner of pet X, holds the same job title as that owner?', 'who else ...'): the
# words before the person left out (an anchor's person, or 'that owner', 'him or her': the one anchor said before),
# and the words that may follow them. Their meaning: everyone but that person (spec.model.OtherThan).
OTHER_THAN = forms("other than", "apart|aside from", "besides|excluding|except", "except for", "not counting|including",
                   "leaving out|aside", "with the exception of", "excepting", "save for", "but not", "minus")
SELF_SAID = forms("himself|herself|themselves|themself", "himself or herself", "herself or himself", "him or herself",
                  "him/herself", "her/himself", "in person")
# 'him or her' after OTHER_THAN: the one anchor said before it ('not counting him or her', 'excluding that person').
LEFT_OUT_AGAIN = forms("him|her|them", "him or her", "her or him", "him/her", "that|this|the said? person|individual|one",
                       "that|this same person|individual|one")
# The anchor's person named again by the noun that named them, after words leaving a person out ('other than the owner
# (themselves)', 'not counting the user', 'leaving the owner out'): the one anchor said before, when the noun fits it
# (an owner of a pet or a vehicle, a driver of a vehicle, a user of an internet account; `grammar.excluded`).
LEFT_OUT_NOUNS = {"owner": ("pet", "plate"), "keeper": ("pet",), "driver": ("plate",), "user": ("username",),
                  "holder": ("username",),  # ('the owner of that pet', 'the user of that account')
                  **dict.fromkeys(("pet", "dog", "cat", "fish", "bird", "rabbit", "animal"), ("pet",)),
                  **dict.fromkeys(("car", "vehicle", "automobile", "plate"), ("plate",)),
                  **dict.fromkeys(("account", "username", "handle"), ("username",))}
LEFT_OUT_NOUN = forms("the|that|this said? owner|keeper|driver|user|holder", "the|that|this said? account holder",
                      "the owner|keeper of that|this|the said? pet|dog|cat|fish|bird|rabbit|animal",
                      "the owner|driver of that|this|the said? car|vehicle|automobile",
                      "the owner of that|this|the said? plate", "the user|holder of that|this|the said? account|username|handle")
# The split and after-the-person forms of leaving a person out: 'leaving the owner out', 'with that person left out',
# '(set off) the owner excluded' (`grammar.excluded`, `excluded_aside`).
LEFT_OUT_SPLIT = forms("leaving|leave|keeping|keep|setting|set|putting|put")  # ... the owner out|aside
LEFT_OUT_AFTER = forms("excluded|omitted", "left out|aside", "not counted|included", "being excluded|omitted|left out",
                       "set|put aside", "kept out")  # with the owner ..., (set off) the owner ...
# After 'who' or 'which person': 'else' leaves out the one anchor the question names ('Who else has the same blood type as
# the owner of pet X?').
ELSE = forms("else")
THAT_PERSON = forms("that|this|the person|one|individual|resident|winner", "he|she|they", "him|her|them",
                    "he or she", "he/she|s/he", "him or her", "him/her", "that|this same person|one|individual",
                    SO_FOUND_PERSON)
# ... said again as the topic of a follow-up, before a mark ('Who has the most pets in X? That person - how many cars do
# they have?', 'That one: what's their total bank balance?', a32p): the follow-up read as after a person named first
FOLLOW_UP_TOPIC = forms("that|this person|one|individual|guy|winner", "that|this same person|one|individual",
                        "as for|with that|this person|one|individual|guy|winner")
THEIR = forms("their|his|her", "that|this|the person's|one's|individual's", "his or her", "his/her",
              "that|this same person's|one's|individual's")
# What a follow-up asks of the person just named, as a verb after them ("how many pets they own").
HAVE_VERBS = forms("have|own|hold|possess|has|owns|holds|possesses", "has|have got")
HOW_MUCH_MASS_BEFORE = frozenset({"total", "combined", "overall"})  # ('how much total insurance': the same amount)
# 'Failing that, X' after a question with no ranking of its own ('Who has no pets? Failing that, the oldest.'): a
# fallback if nobody qualifies, or a tie rule if several do (q12w #8); refused. After a ranking it is a tie rule.
FAILING_THAT = frozenset({"that", "this", "which", "it"})
HOW_MANY = forms("how many", "how much",  # ('how much pets': a learner's count; never money, which is no record)
                 "what number of", "what is|was the number of", "what's the number of",
                 # ('What is the amount of pets of S?', a28z: a count said with 'amount', before a record noun only)
                 "what is|was the total? amount of", "what's the total? amount of",
                 "what total|combined|overall number|count of",  # ('What total number of pets and cars does S have?', a22x)
                 "what is the total|combined|overall? number of", "what's the total|combined|overall? number of",
                 "what is the total|combined|overall count of", "what's the total|combined|overall count of",
                 "the total|combined|overall count of",
                 "how many total|combined", "give me the total|combined? number|count of", "tell me how many",
                 "what is the count of", "what's the count of",
                 "count the? number of?", "give the? number of", "the? total|combined number of")
# How a name question asks for the person ('who', 'who exactly', 'who is it that').
# ... after a group said first, that group named again as 'them' is ('Among G, who in that group has R?', c38p-held-14:
# as 'who among them'; grammar._asked_who, read only after the group)
WHO_IN_THE_GROUP = forms("who|which one|person|individual? in|within|from|of that|this|the group|set|bunch|lot|pool")
WHO_ASKING = forms("who", "who exactly|precisely", "who , exactly ,", "who is|was it that|who")
# A count said as a noun phrase ('Number of pets + vehicles for X?', 'Provide the number of ... held by X').
COUNT_NOUN_LEAD = forms("the? number|count|tally|amount of", "the? total|combined|aggregate|overall number|count|tally of",
                        "the? sum of the? numbers|counts of", "the? sum of the? number|count of",
                        "the? sum total of")
# After a request to count or add up ('Count the pets of X.'): the question restated, which changes nothing
# ('How many are there in total?', 'What do they come to?').
COUNT_RESTATED = forms("how many are|is there", "how many are they|these|those in total|all|altogether?",
                       "how many are|is there in total|all|altogether", "how many is that",
                       "how many in total|all|altogether",  # ('Count X and Y of S all together. How many in total?')
                       "how many total", "how many all together|told",
                       "how many is that in total|all|altogether", "how many does that make|give",
                       "how many does that make|give in total|all|altogether", "what is|was the total|count|number|sum",
                       "what's the total|count|number|sum",
                       # ('Count up the vehicles and pets of S. What is that total?', a37k)
                       "what is|was that|this total|count|number|sum|figure", "what's that|this total|count|number|sum|figure",
                       # ('Count the cars, ... and pets together for one person: S. What is that combined count?', e48c)
                       "what is|was that|this combined|overall|resulting count|number|total|sum|figure",
                       "what's that|this combined|overall|resulting count|number|total|sum|figure",
                       "what is|was that|this total count|number", "what's that|this total count|number",
                       "what number do you get", "what does that|this|it come|amount to", "what does that|this|it add up to",
                       "what do they come|amount to", "what do they add up to", "what total do you get",
                       # ('Add up their credit cards, pets, ... What do you get?', a22z)
                       "what do|would you get", "what do|would you get in total|all|altogether",
                       "what does that|this|it give you",
                       # ('..., count their credit cards, pets and bank accounts. What is the combined number of these
                       # records?', a33e)
                       "what is|was the combined|overall number|count|total", "what's the combined|overall number|count|total",
                       "what is|was the total|combined|overall? number|count of these|those|the|all? records|items",
                       "what's the total|combined|overall? number|count of these|those|the|all? records|items",
                       "what is|was the total|combined|overall? number|count of these|those|the|all? records|items in "
                       "total|all|altogether")
# Two people announced as a possessive before what is summed ('the sum of two people's total bank balances: A; B', 'add
# up two people's total bank balances for me: A, and B', a19y): read as 'the total bank balances of two people: ...'
# (ask.tokens, up to the colon; at most PAIR_POSSESSIVE_WORDS words between).
PAIR_POSSESSIVE_HEADS = frozenset({"people", "persons", "individuals"})
PAIR_POSSESSIVE_WORDS = 6
# ... or before a word saying them summed, in place of the colon ('I want one number: two people's total bank balances
# summed.', 'I need two people's total bank balances summed up.', 'What do two people's total bank balances come to
# when added?', e38p2): the possessive's words end at the first of these (discourse._PAIR_POSSESSIVE_SUMMED).
PAIR_POSSESSIVE_SUMMED = frozenset({"summed", "added", "combined", "together", "totalled", "totaled", "come", "amount",
                                    "add", "sum", "altogether"})
SUM_RESTATED = forms("what is|was the combined|overall figure|sum|amount|total", "what's the combined|overall figure|sum|"
                     "amount|total", "what do|does the two come|amount to", "what do|does the two add up to",
                     "what do|does they|it|that|this|those|these come|amount to",
                     "what do|does they|it|that|this|those|these add up to",
                     "what do|does they|it|that|those|these come|amount to in total|all|altogether",
                     "what do|does they|it|that|those|these add up to in total|all|altogether",
                     "what is|was the total|sum|result|amount|figure", "what's the total|sum|result|amount|figure",
                     # ('Add together the total bank balances of two people: ... What is that sum?', a37k)
                     "what is|was that|this combined|overall|summed|resulting? total|sum|result|amount|figure",
                     "what's that|this combined|overall|summed|resulting? total|sum|result|amount|figure",
                     "what is|was the resulting total|sum|amount|figure", "what's the resulting total|sum|amount|figure",
                     "what does that|this|the total|sum come|amount to", "what would that|this|the total|sum be",
                     "what figure|total|sum|amount|number do|would you|we get", "what figure|total|sum|amount results",
                     "how much is that|it|this altogether|combined|overall", "how much does that|it|this come to",
                     "how much is|does that|it|this come to?",
                     "how much is that|it|this in total|all|altogether", "how much do they come|amount to",
                     "how much do they add up to",
                     "what total do you get", "what amount do you get", "what do|would you get",
                     "what do|would you get in total|all|altogether",
                     # a chat's closing step ('... tie -> oldest. add both up', e46q)
                     "add|sum|total both|them|these|those up together?", "add|sum|total the two up together?",
                     "add|sum|total up both|them", "add|sum|total up the two", "add both|them together",
                     "add the two together")
# 'What do the bank accounts of X add up to?': the sum asked after the accounts and their owner.
# A sum asked as what adding a person's records gives, after the sentence finding them ('S. If you add up this person's
# vehicles, pets and bank accounts, what number do you get?', e41g, e42g: discourse._IF_ADDED_AFTER): its verbs, and
# the nouns of the value asked for
ADDED_AFTER_VERBS = ("add up", "sum up", "total up", "tally up", "count up", "count", "add together", "total")
ADDED_AFTER_NOUNS = ("number", "total", "count", "sum", "figure", "result")
# ... the same said with a participle ('S. Adding up that person's pets and bank accounts, what total do you get?', e47c):
# read as 'If you add up ...'; and a count asked after it ('Counting their cars and pets, how many do they have in
# total?'): read as 'Count their cars and pets: how many ...?' (the sum said in the question, or refused for want of it)
ADDED_AFTER_PARTICIPLES = {"adding up": "add up", "summing up": "sum up", "totalling up": "total up",
                           "totaling up": "total up", "tallying up": "tally up", "counting up": "count up",
                           "adding together": "add together", "counting": "count", "totalling": "total",
                           "totaling": "total"}
# ... who adds ('if you/we/one add up'), whose records are added ('this person's', 'their', ...) and the nouns a count
# of records alone would be asked with ('how many records does S have?': not a sum of the records said, e37s)
ADDED_AFTER_SUBJECTS = ("you", "we", "one")
ADDED_AFTER_POSSESSORS = ("this", "that", "the", "his", "her", "their")
ADDED_AFTER_NOT_COUNTED = ("records", "items", "entries", "things")
# A chat's last step opened by a word for next before its request to count or add ('G -> most pets (tie T). then count
# their vehicles + bank accounts, give me the total', e47c): the word read away
THEN_COUNT_OPENERS = ("then", "and then", "next", "after that", "and after that", "finally", "and finally", "now")
THEN_COUNT_VERBS = ("count", "count up", "add up", "add together", "sum up", "tally up", "tally", "total up")
# A top N of a group said before, its ranking said in a clause ('Consider G. Take the 2 people among them who have the
# oldest cars.', e47c): read as '... the 2 people among them with the oldest cars' (the clause's verbs of having)
TOP_THEM_NUMBERS = ("2", "3", "4", "5", "two", "three", "four", "five")
TOP_THEM_PEOPLE = ("people", "persons", "individuals", "residents", "ones", "folks")
TOP_THEM_HAVE = ("who have", "that have", "who own", "that own", "who hold", "that hold", "who possess")
# A count of records asked, then the records said in a clause after it ('How many records does that person have in
# total if you add together their cars, pets and insurance policies?', e47c): read as 'How many cars, pets and insurance
# policies does that person have in total?' (`discourse._records_added_after`)
RECORDS_ADDED_AFTER_NOUNS = ("records", "items", "things", "records in all", "entries")
RECORDS_ADDED_AFTER_VERBS = ("add together", "add up", "add", "count", "count up", "sum up", "total up", "combine",
                             "put together", "tally up", "tally")
ADD_UP_TO = forms("add|adds up to", "add|adds up to in total", "come|comes to", "come|comes to in total",
                  # the sum said after the verb ('What do the balances of A and B come to when added?', e38p2)
                  "come|comes|amount|amounts to when|once|if added|summed|combined|totalled|totaled together|up?",
                  "amount|amounts to", "total|totals", "sum|sums to", "come|comes out to",
                  "hold|holds|contain|contains in total|altogether|combined")  # 'What do S's bank accounts hold in total?'
# ... of one person said after it ('What do the bank accounts of the following person add up to: S?', e47c)
FOLLOWING_ACCOUNTS_OF = "the bank? accounts|balances of|for the following|this person|individual|one|resident"
# 'How much money in total do the bank accounts of S hold?' (the sum said before the accounts, then their verb)
ADDED_BEFORE = forms("how much money|cash in total|altogether|combined do|does|did")
ADDED_HOLD = forms("hold|contain|have")
# 'How much money in total is in the bank accounts of S?' (the money said by where it is, a20y): the sum of S's accounts
# (of several people's only when 'in total' or another word for the sum is said).
MONEY_IS_IN = forms("how much money|cash in total|altogether|combined? is|sits in", "how much money|cash is|sits in",
                    "how much money|cash is there in",
                    "how much money|cash is there in total|altogether in", "how much money|cash is in total|altogether in",
                    # ('How much money in total is held across all the bank accounts of S?', e47c)
                    "how much money|cash in total|altogether|combined? is held|kept in|across",
                    "how much money|cash is held|kept in total|altogether in|across")
# '..., how many records are there for S?' (a20y)
COUNT_THERE_FOR = forms("are there for", "are there in total|altogether for")
RECORDS_OF = forms("of", "held|owned|kept by", "belonging to")  # (the records of a person: 'the pets of S')
COUNT_THERE = forms("are|is there", "are|is there in total|all", "are|is there altogether", "does that make",
                    "does that come to", "is that")  # (a24x)
COUNTING = forms("counting|adding|combining", "counting|adding up", "if you count|add up?", "taking")
# A request to count or add up records, before the kinds counted ('Add up the pets and cars of S', 'Tally up S's
# pets', 'What's the sum of S's pets and cars?', 'Sum of pets and vehicles for S?'): a verb, or a sum noun after
# an optional question ('what is', 'give me').
COUNT_REQUEST = forms("count|tally|add|sum|total up? all?", "add|put together all?",
                      "count|tally|add|sum|total up? all of", "add|put together all of",  # ('Add up all of their bank
                      # balances. What's the combined total?', a22z) "count|tally|total up the number of",
                      "add|sum|count|tally up? the number of", "find|get|calculate|compute|work out the number|count of",
                      "what is|was the? sum|total|tally|count of all?", "what's the? sum|total|tally|count of all?",
                      "give|tell|find|calculate|compute|get|report|state|provide|show|share me|us? the|a? "
                      "sum|total|tally|count of all?",
                      "the|a? sum|total|tally|count of all?", "the? sum|grand total of all?")
# Records of a person wanted counted together, said in a chat ('I need that person's vehicles, pets and bank accounts
# counted up together', 'need S's cars and pets added up', a37p): the wanting before the person, the verb after the
# records (with 'up' or a word of summing after it: 'counted' alone could ask each count), read as 'Count up <the
# person's> <records> together.' (discourse._records_wanted_counted)
RECORDS_WANTED = forms("i|we just|only? need|want", "i'd|we'd like", "i|we would like", "just|only? need|want",
                       "can|could you get|give me", "get|give me", "i'd like to know|see", "i want|need to know|see")
# The noun of a count said after the kinds of record it counts ('their vehicles + pets count', e46q)
RECORDS_COUNT_NOUNS = ("count", "counts", "total", "tally", "number")
_RECORDS_COUNT_VERBS = "all? counted|added|summed|tallied|totalled|totaled"
RECORDS_COUNTED = forms(f"{_RECORDS_COUNT_VERBS} up", f"{_RECORDS_COUNT_VERBS} up? together|altogether|combined",
                        f"{_RECORDS_COUNT_VERBS} up? in total", f"{_RECORDS_COUNT_VERBS} up? all together",
                        "all? added|summed|totalled|totaled")
SUM_OF = forms("what is", "what's", "what are", "what was|were", "how much is|was",
               "what is|was|are|were in sum|total|all", "what's in sum|total|all",  # (a21x: 'What is in sum the ...')
               "give|find|calculate|compute|report", "tell me",
               "give|show me", "state|provide|determine|return|supply|indicate|specify|tell|say|share", "work out",
               "get|fetch|grab|pull me|us", "get", "pull|fetch|grab", "pull up", "please get me", "i need|want",
               "i'd like", "need", "i just? need|want", "just need", "we need")
BALANCE_QUESTION = tuple(f"{lead} {noun}" for lead in forms("the combined|total|aggregate|overall|entire|summed|pooled?",
                                                             "the sum of the?", "the aggregate of the?")
                         for noun in BALANCE_NOUNS + BALANCE_SAVINGS
                         if lead.split()[-1] != noun.split()[0]) + forms("the sum of the? bank account? balances",
                                                            "the sum of all the? bank account? balances",
                                                            "the total|combined amount of money",
                                                            "the sum|total of the? money", "the sum|total of all the? money",
                                                            "the total|combined amount of money in the bank accounts",
                                                            "the total|combined money in the bank accounts") + forms(
    "the total|sum of all? the? bank account? balances", "the sum total of all? the? bank account? balances",
    # ('Provide the combined total of the bank balances of two persons, namely A and B', a35f)
    "the combined|aggregate|overall|grand total|sum of all? the|their? bank account? balances",
    "the total|sum of the|their aggregate|combined|total bank balances",  # ('the total of the aggregate bank balances')
    "the total|sum of all? the|their? account balances",
    "the total|combined|overall amount in|across all? the? bank accounts", "the total|overall money",
    "the overall amount of money", "the total|combined|overall amount of money in|across all? the? bank accounts",
    "the total|sum of all? the? money in|across all? the? bank accounts",
    "the total|sum of the? balances of all? the? bank accounts", "the sum|total of the? balances",
    "the aggregate|total|combined|overall? money|cash held? in|across all? the|their? bank accounts",
    "the aggregate|total|combined|overall? amount|sum of money held? in|across all? the|their? bank accounts",
    "the aggregate|combined|total? amount held? in|across all? the|their? bank accounts")
# The value a ranking reaches, asked as a value (round 25, the lead's decision): 'What is the highest total bank balance
# among G?', 'the largest number of pets anyone in G owns', 'the fewest credit cards held by any resident of X'. It is
# read as the value question about the person the ranking picks ('the total bank balance of the person with the highest
# total bank balance among G'): whoever wins a tie, the value is the same. Only for a measure with a value question (a
# count of records, a total bank balance); an age, a salary or a date stays refused (`UNSUPPORTED`). Who reaches it,
# said loosely ('anyone in G has', 'a single resident of X holds'), and the verbs after them:
REACHED_BY = forms("anyone|anybody|someone|somebody", "any|one single? person|individual|resident|inhabitant",
                   "a single person|individual|resident|inhabitant", "any one person|individual|resident|inhabitant?")
REACHED_HAVE = forms("has|have|holds|hold|owns|own|possesses|possess|keeps|keep", "has|have got")
REACHED_PASSIVE = forms("owned|held|kept|possessed|had by", "that|which is|are owned|held by",
                        "belonging to", "that|which belongs|belong to")  # ('... belonging to anyone who lives in X', a26z)
# ... and the value asked again after the ranking said alone ('The most vehicles anyone in G has: how many is that?')
REACHED_AGAIN = forms("how many|much is|was that|this|it", "what is|was that|this|it", "what's that|this|it",
                      "what is|was that|this|the number|amount|figure|value|total", "what's that|this|the number|amount|"
                      "figure|value|total", "what number|amount|figure|value is|was that|this|it",
                      "give|tell me that|this|the number|amount|figure|value", "give|tell me the figure", "how much")
# After "how many <records>": whose they are ("owned by", "belonging to", "for" ...), before the person.
COUNT_OF = forms("owned|held by", "of", "are|were owned|held by", "belonging to", "belong|belongs to", "for",
                 "are|were there for",
                 "associated|linked with|to", "are|were associated|linked with|to", "registered to|under",
                 "are|were registered to|under", "in the name of", "are|were in the name of", "on record for",
                 "are|were on record for", "attributed to", "are|were attributed to", "held|owned in total by",
                 "are|were held|owned in total by")
MONEY_IN_BANK = forms("in total", "altogether", "in the bank", "in their|his|her? bank accounts",
                      # ('How much money does S have in all bank accounts?', a34n)
                      "across all? their|his|her? bank accounts", "in all? their|his|her|the? bank accounts", "combined",
                      "together", "all together", "in all", "between them", "across all? their|his|her? accounts",
                      "in all? their|his|her? accounts", "in the bank accounts", "in savings", "in bank accounts",
                      "across all? the? bank accounts", "across|in all of their|his|her|the bank? accounts",
                      "on|at the bank", "on all? their|his|her|the? bank accounts",
                      "with? all|both of? their|his|her|the? bank? accounts together|combined|included|added|summed",
                      "all told",  # ('How much money does S have in the bank, all told?', a17x)
                      "overall")  # ('How much money does that person have in the bank overall?', a17x)
# A sum said as an aside after 'the total bank balance' ('..., summed over both people, of A and B').
SUM_ASIDE = forms("summed|added|totalled|totaled|taken|put together? over|across|for both|all of? them|people|persons?",
                  "summed|added|totalled|totaled|taken|put together? over|across|for the|all two|three|four|five "
                  "of? them|people|persons?", "for both|all of? them? together|combined", "both|all together|combined",
                  "summed|added|totalled|totaled over|across all? their|his|her|the? bank? accounts",
                  # ('What total balance, across all bank accounts, belongs to S?', 'How much is that balance, summed
                  # over all of their accounts?', e48c)
                  "summed|added|totalled|totaled over|across all of their|his|her|the bank? accounts",
                  "across|over all? their|his|her|the? bank? accounts", "across|over all of their|his|her|the bank? accounts",
                  # ('the total bank balance (sum over all accounts) of S', '(all accounts added)')
                  "the? sum|total over|across|of all? their|his|her|the? bank? accounts",
                  "all|every? their|his|her|the? bank? accounts added|summed|combined|together|included")
# Of several people's money: the sum, said ("How much money do A and B have combined?"); without it, refused.
TOGETHER = forms("in total", "altogether", "combined", "together", "all together", "in all", "between them",
                 "between the two|three|four|five of them", "put together", "all told", "in sum")
# "How much money does X have": the lead before the person.
# After 'how much', the money named as a balance or a place ('How much total bank balance does S have?', 'How much money
# in bank does S have?'): the tokenizer reads it as 'money' (the total over their accounts, as 'how much money' is).
HOW_MUCH_MONEY = tuple(sorted(forms("the? total|combined|overall bank? balance", "bank balance", "balance",
                                    "total|combined money|cash"), key=lambda x: -len(x.split())))
HOW_MUCH = forms("how much money|cash? does|do|did", "how much money|cash in|at the? bank does|do|did",
                 # ('How much money, across all their bank accounts, does S have?': the place said as an aside)
                 "how much money|cash ,|— across|in|over all? their|his|her|the? bank? accounts ,|— does|do|did",
                 # ('How much money, all accounts combined, does S have?', 'How much money, all told, does S have?')
                 "how much money|cash ,|— all? their|his|her|the? bank? accounts combined|together|included ,|— does|do|did",
                 "how much money|cash ,|— all told|together|combined ,|— does|do|did",
                 "how much money|cash? in total|all|altogether does|do|did",
                 # ('How much money, in total across bank accounts, does S have?', 'How much money across all bank
                 # accounts does S have?', a25y: the place said before the verb, set off or not)
                 "how much money|cash ,|— in total across|over all? their|his|her|the? bank? accounts ,|— does|do|did",
                 "how much money|cash in? total? across|over all? their|his|her|the? bank accounts does|do|did",
                 "how much money|cash? combined|together does|do|did")
# ... in the passive ('How much money, across all their bank accounts, is held by S?', 'How much money, in total across
# all bank accounts, is held by S?', a19y): the money said before the verb
_HELD_BY = "is|are held|kept|owned|possessed by"
# ... and after 'how much money does S have (in total)' with the bank accounts named before, the accounts said again
# ('... have across all of them?', a22z; '... in total across those accounts?', a25y): grammar._money_ends
MONEY_ACROSS_THEM = ("across|in|over all? of? them|those", "across|in|over all? of? those|these bank? accounts")
HOW_MUCH_HELD = forms(f"how much money|cash {_HELD_BY}", f"how much money|cash in total|all|altogether {_HELD_BY}",
                      f"how much money|cash ,|— across|in|over all? their|his|her|the? bank? accounts ,|— {_HELD_BY}",
                      f"how much money|cash ,|— in total across|over all? their|his|her|the? bank? accounts ,|— {_HELD_BY}",
                      f"how much money|cash ,|— all told|together|combined ,|— {_HELD_BY}",
                      f"how much money|cash ,|— in total|all ,|— {_HELD_BY}",
                      # ('How much money is held across all bank accounts by S?', a25y: the place after the verb)
                      *(f"how much money|cash is|are held|kept {where} all? of? their|his|her|the? bank? accounts by"
                        for where in ("across|over|in", "in total across|over")))
URL_NOUNS = forms("url")  # not "domain" or "website": one site has several URL spellings (http/https, www)
ACCOUNT_AT = forms("an|a internet|online? account at|on|with the same", "accounts at|on|with the same",
                   "an|a account at|on|with the same")
# The anchor's side said as an account of theirs: '... at the same URL as an internet account of the owner of X' (a21z)
URL_ACCOUNT_OF = forms(*(f"{one} {whose}" for one in ("an|a|one|any internet|online? account",
                                                       "one|any of the internet|online? accounts")
                         for whose in ("of", "held|owned|used by", "belonging to")))

# --- meanings no spec can say ----------------------------------------------------------
# A question that fails to parse and has one of these phrasings is refused as asking for a
# meaning the question language does not have, instead of at a parse position. Keys: the meaning.
ORDINALS = forms("second|third|fourth|fifth|2nd|3rd|4th|5th|next")  # refused before a superlative ('second richest')
# The expiry noun right after 'a credit card with the same ...' (the card is named; a bare 'expiry date' is not:
# insurance policies expire too).
CARD_EXPIRY_AFTER_CARD = forms("expiry|expiration date?")
# A card expiring when another person's does, after the card ('people whose credit card expires on the same date as a
# card of X', 'with a card expiring in the same month as X'): a card's expiry is recorded as a month and year (MM/YY),
# so its date and its month are that value. Not 'the same day' (no day is recorded) or 'the same year' (UNSUPPORTED).
CARD_EXPIRES_SAME = forms("expires|expire|expiring on|at the same date|time", "expires|expire|expiring in the same month",
                          "expires|expire|expiring the same month", "has|have|having the same expiry|expiration date?")
# Then whose card it is: 'as X', 'as a card of X', 'as one of the cards held by X'.
CARD_OF_ANCHOR = forms("as", "as a|one|any credit? card of", "as a|one|any credit? card owned|held|carried by",
                       "as the|a|one|any credit? card|cards of", "as the|a|one|any credit? card|cards belonging to",
                       "as one of the credit? cards of", "as one of the credit? cards owned|held by")

UNSUPPORTED: dict[str, Said] = {
    "several people's names as the answer (an answer is one person's name, a count or an amount): ask for the first "
    "('Who is the richest person in Ohio?'), or about the N as a group ('What is the combined bank balance of the 2 "
    "richest people in Ohio?')": forms(
        "name|list|identify|give|find|return the two|three|four|five|2|3|4|5 richest|oldest|youngest|poorest|wealthiest",
        "name|list|identify|give|find|return the top two|three|four|five|2|3|4|5",
        "who are the two|three|four|five|2|3|4|5 richest|oldest|youngest|poorest|wealthiest"),
    "the same website or domain (one site is recorded under several URLs: http and https, with and without www): "
    "say 'the same URL' for the URL as recorded": forms("same website|site|domain", "same web site"),
    "the same card issuer or company (the brand: the recorded provider splits VISA and JCB by number length): say "
    "'the same credit card provider' for the card type as recorded": forms(
        "same credit? card issuer|company|brand|network", "same issuer|brand"),
    "the latest expiry (a person's expiry is their first-expiring card's or policy's): ask whose credit card or "
    "insurance policy expires first": forms("expires|expire|expiring last|latest", "expires|expire the last|latest",
                                            "latest|last expiry|expiration date?", "latest|last to expire",
                                            "latest-expiring|last-expiring"),
    "a start of work without the job (a first job, any job or the current one): say 'started their current job most "
    "recently' or 'whose current job started in Y'": forms(
        "started|began working|work most recently", "started|began working|work last|first|earliest",
        "most recently started|began working|work",
        "started|began working|work in", "started|began their|his|her? employment|career in",
        "whose employment|career started|began in", "employment|career started|began in",
        "whose job started|began in", "started|began their|his|her job in", "job started|began in"),
    "a record noun joined to 'richest' ('pet-richest': the most pets, or the richest of the pet owners? say 'with the "
    "most pets' or 'the richest pet owner')": tuple(dict.fromkeys(
        f"{w.replace(' ', '-')}-{rich}" for n in RECORD_NOUNS.values() for w in n.all
        for rich in ("richest", "poorest", "wealthiest"))),
    "the first hired (first at their current job, or at their first job ever? a person's jobs have no end dates): say "
    "'who started their current job the earliest'": forms("hired|employed|recruited first|earliest",
                                                         "first|earliest hired|employed|recruited", "first|earliest hire"),
    "a year shared with another person ('hired in the same year as X', a card expiring in the same year): a card's "
    "expiry is compared whole (month and year), and a job start or a birth date is not shared": forms("same year as"),
    "an average or a median": forms("average|mean|median|avg", "on average"),
    "a share or a percentage": forms("percent|percentage|proportion|fraction|ratio|%", "what share"),
    "a difference between two values": forms("how much|many more|less|fewer|richer|older|younger", "difference|gap",
                                             "by how much|many"),
    "counting people": forms(
        "how many people|persons|individuals|residents|users|owners|holders|customers|inhabitants",
        "how many pet|vehicle|car|card owners|holders", "number|count of people|persons|individuals|residents|owners"),
    "the most common value of an attribute": forms("most|least common|popular|frequent|usual"),
    "a condition on an age or a birth date": forms(
        "years old", "aged", "age of|over|under|above|below", "born before|after|in|on|between|during"),
    "a list of several people": forms("list|enumerate all|every|everyone|everybody|anyone",
                                      "list|enumerate all? the? people|persons|residents|individuals|those|them",
                                      "who are all"),
    "an amount of money": forms("$", "dollars|usd"),
    "the newest vehicle (a person's vehicle year is their oldest vehicle's)": forms(
        "newest|latest vehicle|car|vehicles|cars", "most recent vehicle|car|vehicles|cars",
        "most recently built|made vehicle|car", "newest|latest|most recent model year", "vehicle|car is|was the newest"),
    "a ranking by the number of pets of one species (dogs, cats ...): rank by all pets ('the most pets')": tuple(
        f"{lead} {s}s" for lead in MOST_COUNT + FEWEST_COUNT for s in ("dog", "cat", "bird", "rabbit"))
        + tuple(f"{lead} fish" for lead in MOST_COUNT),
    "a whole career or a first job (a person's job start is their current job's): ask who has been at their "
    "current job the longest": forms("employed|working the longest", "first job|employment", "has|have worked the longest",
                                     "longest career", "oldest|earliest job|employment"),
    "the value a ranking reaches (the highest balance or count itself): ask who has it ('Who has the highest total "
    "bank balance among ...?'), then that person's balance or count": forms(
        "what is|was the highest|largest|greatest|biggest|lowest|smallest|maximum|minimum",
        "what's the highest|largest|greatest|biggest|lowest|smallest|maximum|minimum",
        "what are the highest|largest|lowest|smallest", "how high|large|big is the highest|largest|greatest|biggest"),
    "not living in a place: name where people live ('who live in Texas')": forms(
        "do|does not live|reside in", "don't|doesn't live|reside in", "not living|residing in"),
    "people of either of two places (a group is one place: ask about each)": forms(
        "living|residing|live|lives|reside|resides|based|located either in|at", "either in the same", "in either",
        "either from the same", "as either", "as either of"),
    "leaving a person out of a group said this way (say 'other than the owner of pet X', the person named by their pet, "
    "plate or username), or some records out of a count or a ranking (a group counts everyone in it; a count, every "
    "record of its kind)": forms(
        "other than", "apart|aside from", "except|excluding|besides", "except for", "not counting|including|incl",
        "leaving out", "everyone|everybody|anyone|anybody else", "other people|residents|persons|individuals|inhabitants",
        "fellow residents|inhabitants|citizens|statesmen|locals|americans", "statemates|state-mates", "state mates",
        *(f"fellow {d.lower()}" for d in STATE_DEMONYMS.values())),
    "'the same place' (the same state, or the same city? say which: 'the same state as ...')": forms(
        "same place|area|region|location|locality", "same part of the country"),
    "a place other than a state or a city (people are grouped by their state or their city)": forms(
        "same county|neighborhood|neighbourhood|zip|postcode|country|street|address|district",
        "same zip|postal code", "near|nearby", "close to", "neighbors|neighbours|neighbor|neighbour of"),
    "where someone used to live or was born (a person lives at every address of theirs)": forms(
        "used to live|reside", "lived|resided in", "originally from", "grew up in", "moved to|from",
        "formerly|previously|once lived|resided|living|residing"),
}


# --- the catalog's short key names (questions/catalog.toml) -------------------------

_COUNTED = {
    "vehicles": Records.VEHICLES,
    "credit cards": Records.CREDIT_CARDS,
    "pets": Records.PETS,
    "bank accounts": Records.BANK_ACCOUNTS,
    "insurance policies": Records.INSURANCE_POLICIES,
    "internet accounts": Records.INTERNET_ACCOUNTS,
    "employment records": Records.EMPLOYMENTS,
}

KEYS: dict[str, Key] = {
    **{f"most {words}": Key(records, Order.HIGH) for words, records in _COUNTED.items()},
    "highest balance": Key(Metric.BALANCE, Order.HIGH),
    "highest salary": Key(Metric.SALARY, Order.HIGH),
    "oldest": Key(Metric.DOB, Order.LOW),
    "oldest vehicle": Key(Metric.VEHICLE_YEAR, Order.LOW),
    "latest job start": Key(Metric.JOB_START, Order.HIGH),
    "first policy expiry": Key(Metric.POLICY_EXPIRY, Order.LOW),
    "first card expiry": Key(Metric.CARD_EXPIRY, Order.LOW),
}

PHRASES: dict[Key, str] = {key: phrase for phrase, key in KEYS.items()}

# --- spec -> words -------------------------------------------------------------------


def describe_key(key: Key) -> str:
    """The catalog's short name of a key ('most vehicles'), else its canonical noun phrase."""
    if key in PHRASES:
        return PHRASES[key]
    return RANK_NOUNS[key][0] if key in RANK_NOUNS else f"{key.order.value} {key.measure.value}"


def render_records(records: Records, plural: bool = True) -> str:
    noun = RECORD_NOUNS[records]
    return noun.plural[0] if plural else noun.singular[0]


def render_attribute(attribute: Attribute) -> str:
    return (ATTRIBUTE_NOUNS.get(attribute) or HELD_ONLY_NOUNS[attribute])[0]


def render_rank(key: Key) -> str:
    """The ranking as a noun phrase: 'the most vehicles', 'the highest total bank balance', 'the oldest'."""
    if key.measure is Metric.DOB or key not in RANK_NOUNS:
        return "the " + RANK_ADJECTIVES[key][0]
    return "the " + RANK_NOUNS[key][0]


def render_anchor(anchor: Anchor) -> str:
    """'the owner of the pet named 'Dawn'', 'the owner of the vehicle with license plate 'X'', ..."""
    value = "'" + anchor.value + "'"
    if anchor.kind is AnchorKind.PET:
        noun = anchor.species.lower() if anchor.species else "pet"
        return f"the owner of the {noun} named {value}"
    if anchor.kind is AnchorKind.PLATE:
        return f"the owner of the vehicle with license plate {value}"
    return f"the person with internet username {value}"


_OPS = {"=": "exactly", ">=": "at least", "<=": "at most", ">": "more than", "<": "fewer than"}


def describe_step(step: Step) -> str:
    """One narrowing step in words: 'live in the same state as the owner of the pet named 'Dawn''."""
    match step:
        case SameAs():
            if step.attribute in PLACES:
                return f"live in the same {render_attribute(step.attribute)} as {render_anchor(step.anchor)}"
            return f"have the same {render_attribute(step.attribute)} as {render_anchor(step.anchor)}"
        case Holds() if step.attribute is Attribute.PET_SPECIES:
            return f"own a {step.value.lower()}"
        case OwnerOf():
            return f"are {render_anchor(step.anchor)}"
        case OtherThan():
            return f"are someone other than {render_anchor(step.anchor)}"
        case Holds():
            return f"hold a {render_attribute(step.attribute)} {step.value!r}"
        case CountIs():
            if step.op == "=" and step.n == 0:
                return f"have no {render_records(step.records)}"
            return f"own {_OPS[step.op]} {step.n} {render_records(step.records, step.n != 1)}"
        case CurrentJobStartedIn():
            return f"started their current job in {step.year}"
        case TopN():
            return f"are the top {step.n} by {describe_key(step.key)}"
        case StateLeader():
            return f"rank first in their state by {describe_key(step.key)}"
        case _:
            assert_never(step)


def describe_pick(pick: Pick) -> str:
    """'the person ranked by most vehicles, then oldest, among people who <step>, then <step>'."""
    if len(pick.steps) == 1 and isinstance(pick.steps[0], OwnerOf) and not pick.keys and pick.top == 1:
        return render_anchor(pick.steps[0].anchor)  # 'the owner of the pet named 'Paige''
    who = "the person" if pick.top == 1 else f"the {pick.top} people"
    ranked = f" ranked first by {', then '.join(describe_key(k) for k in pick.keys)}" if pick.keys else ""
    if not pick.steps:
        return f"{who}{ranked} among everyone"
    return f"{who}{ranked} among people who " + ", then ".join(describe_step(s) for s in pick.steps)


def describe_output(out: Output) -> str:
    """A spec in plain words, for messages (two readings of a question, for instance)."""
    match out:
        case NameOf():
            return "the name of " + describe_pick(out.pick)
        case Compare():
            tie = f" (then {', '.join(describe_key(k) for k in out.tiebreak)})" if out.tiebreak else ""
            a, b = out.subjects
            return f"who ranks first by {describe_key(out.key)}{tie}: {describe_pick(a)}, or {describe_pick(b)}"
        case BalanceOf():
            return "the total bank balance of " + " and ".join(describe_pick(p) for p in out.picks)
        case RecordCount():
            return f"the number of {', '.join(render_records(r) for r in out.records)} of {describe_pick(out.pick)}"
        case _:
            assert_never(out)


def value_format(measure: Records | Metric | str) -> str:
    """How a measure's values are written (`cbwh.spec.values.show_as`): money, a count with its
    unit (' vehicles'), or the value as it is."""
    if measure == "records":
        return ""
    if measure in (Metric.BALANCE, Metric.SALARY):
        return MONEY
    if isinstance(measure, Records):
        return f" {render_records(measure)}"
    return ""


def show(measure: Records | Metric | str, value: Any) -> str:
    """A measure's value as a person reads it ('4 vehicles', '$48,013.00', '1974-06-10')."""
    return show_as(value_format(measure), value)


# The record that names an anchor, as evidence lines print it: "pet 'Dawn' -> owner(s): ...".
ANCHOR_WORDS: dict[AnchorKind, str] = {AnchorKind.PET: "pet", AnchorKind.PLATE: "plate", AnchorKind.USERNAME: "username"}

# Semantic readings other than the default, as the audit names them (name=value -> words).
READING_WORDS: dict[str, str] = {
    "anchor_owners=first": "only the first pet of that name (file order) as the anchor",
    "anchor_values=first": "only the anchor owner's first record for the shared value (e.g. the first address)",
    "residency=first": "only each person's first address counts as where they live",
    "fanout=addresses": "counts and sums from a naive join through addresses (a copy per address in the filtered state or city)",
    "anchor_self=excluded": "the anchor's owner left out of their own group (other people only)",
    "top_cut=before": "the top-N cut taken from everyone, before the other filters",
    "current_job=any": "'current job' read as any job",
    "job_start=any": "every job may be current (no end dates): the earliest-started one counts",
    "city=name": "'the same city' matched by the city's name alone, in any state",
    "balance=account": "a ranking by bank balance is by each person's single account at its end (largest or smallest), "
                       "not all accounts added",
    "card_expiry=text": "card expiry compared as MM/YY text",
    "salary=latest": "a person's salary is their latest job's",
    "salary=sum": "a person's salary is all their jobs added up",
    "ties=file_order": "ties broken by file order instead of reported",
}


def anchor_words(anchor: Anchor) -> str:
    """"pet 'Dawn'", "plate 'BBB 221'": the record that names an anchor, short."""
    return f"{ANCHOR_WORDS[anchor.kind]} {anchor.value!r}"


def step_words(step: Step) -> str:
    """One narrowing step as evidence prints it: "same state as the owner(s) of pet 'Dawn'"."""
    match step:
        case SameAs(attribute=attribute, anchor=a):
            what = f"{a.species.lower()} " if a.species else ""
            return f"same {render_attribute(attribute)} as the owner(s) of {ANCHOR_WORDS[a.kind]} {what}{a.value!r}"
        case Holds() if step.attribute is Attribute.PET_SPECIES:
            return f"owns a {step.value.lower()}"
        case OwnerOf(anchor=a):
            what = f"{a.species.lower()} " if a.species else ""
            return f"the owner(s) of {ANCHOR_WORDS[a.kind]} {what}{a.value!r}"
        case OtherThan(anchor=a):
            return f"other than {step_words(OwnerOf(a))}"
        case Holds():
            return f"holds a {render_attribute(step.attribute)} {step.value!r}"
        case CountIs():
            return f"{render_records(step.records)} {step.op} {step.n}"
        case CurrentJobStartedIn():
            return f"current job started in {step.year}"
        case TopN():
            return f"top {step.n} by {describe_key(step.key)}"
        case StateLeader():
            return f"first in one of their states by {describe_key(step.key)}"
        case _:
            assert_never(step)


# --- the question generator's phrasings ----------------------------------------------------
# `cbwh generate` words its programs with these: natural choices among the phrasings above
# (`chosen` refuses one that is not among them), so the generator and `ask` share one
# vocabulary; the realizer further keeps only those the grammar reads back in a frame.


CHOSEN: list[tuple[Sequence[str], tuple[str, ...]]] = []  # (a table, the picks chosen from it), as `chosen` was called


def chosen(table: Sequence[str], *picks: str) -> tuple[str, ...]:
    """`picks`, each one of `table`'s phrasings: tests/test_words.py checks each (a typo fails there, not in a
    generated suite; checked here, every process would expand the tables, ~20,000 phrasings, to check a few)."""
    CHOSEN.append((table, picks))
    return picks


GEN_OWNER_OF = chosen(OWNER_OF, "the owner of", "the person who owns")
GEN_PET = tuple(f"{owner} the {pet} {named}" for owner in GEN_OWNER_OF
                for pet in chosen(PET_NOUNS, "pet") for named in chosen(NAMED, "named", "called"))
GEN_SPECIES = tuple(f"{owner} the {{species}} named" for owner in GEN_OWNER_OF)
GEN_PLATE = tuple(f"{owner} the {v}" for owner in GEN_OWNER_OF
                  for v in chosen(VEHICLE_WITH_PLATE, "vehicle with license plate", "vehicle with the license plate",
                                  "car with license plate"))
GEN_PLATE += tuple(f"the owner of {p}" for p in chosen(PLATE_NOUNS, "license plate"))
GEN_USERNAME = chosen(USER_WITH + USER_WHOSE, "the person with internet username", "the person with the internet username",
                      "the person whose internet username is", "the person with the online username")
GEN_AMONG = chosen(AMONG, "among", "among all", "considering only", "looking only at")
GEN_PEOPLE = chosen(PEOPLE, "people", "individuals", "those", "persons")
GEN_AT_LEAST = chosen(AT_LEAST, "at least", "no fewer than")
GEN_LACKING = {  # plural? -> ...
    True: chosen(NOT_HAVE + HAVE_NO, "do not own any", "have no", "do not have any", "have never owned any"),
    False: chosen(NOT_HAVE + HAVE_NO, "does not own any", "has no", "does not have any", "has never owned any"),
}
# The verbs of holding records before a count ('who owns 3 or more pets'; plural? -> ...), before a ranking ('who has|owns
# the most pets'; a measure of no records: 'has' alone, the first), and of sharing ('people who have the same blood type
# as X')
GEN_HOLD: dict[bool, Said] = {True: chosen(HAVE, "own", "have"), False: chosen(HAVE, "owns", "has")}
GEN_HOLD_RANK = chosen(HAVE, "has", "owns")
GEN_SHARE_SAME: dict[bool, Said] = {True: chosen(SHARE_VERBS, "have the same", "share the same"),
                                    False: chosen(SHARE_VERBS, "has the same", "shares the same")}
GEN_STILL_TIED = chosen(IF_TIE, "if still tied", "if there's still a tie", "if that's tied too")
GEN_TIE_VERBS = chosen(TIE_VERBS, "pick", "choose", "take", "go with")  # (not 'consider the one with': a tie is not broken)
GEN_COMPARE_TIE = chosen(COMPARE_TIE, "if they are tied", "if they're tied", "if both are tied", "if the two are tied")
GEN_AS_TIEBREAKER = chosen(AS_TIEBREAKER, "as a tiebreaker", "as a tie-breaker", "to break ties")
GEN_BALANCE = chosen(BALANCE_QUESTION, "the total bank balance", "the combined bank balance",
                     "the total balance across all bank accounts", "the sum of the bank account balances")
GEN_RECORDS = chosen(RECORDS_NOUN, "total records", "records", "total financial and property records", "records in total")
GEN_OTHER_THAN = chosen(OTHER_THAN, "other than", "apart from", "besides", "excluding", "except", "not counting")
GEN_THAT_PERSON = chosen(THAT_PERSON, "that person", "this person", "that individual")
# a question's last clause for the rankings asked with their own verb
GEN_WHOSE: dict[Key, Said] = {
    Key(Metric.JOB_START, Order.HIGH): tuple(f"whose {p}" for p in chosen(
        RANK_WHOSE[Key(Metric.JOB_START, Order.HIGH)], "current employment started most recently",
        "current job started most recently", "job started most recently")) + tuple(f"who {p}" for p in chosen(
            RANK_VERBS[Key(Metric.JOB_START, Order.HIGH)], "started their current job most recently",
            "started their employment most recently")),
    # an expiry ranking says that records already expired count (what the spec ranks: every policy or card, lapsed or
    # not): 293 of the 975 policies had expired by 2026-12, and 'expires first' alone may be read as the next to expire
    Key(Metric.POLICY_EXPIRY, Order.LOW): tuple(f"whose {p}, {c}" for p in chosen(
        RANK_WHOSE[Key(Metric.POLICY_EXPIRY, Order.LOW)], "insurance policy expires first",
        "insurance policy expires the soonest", "insurance policy expires earliest")
        for c in chosen(EXPIRED_COUNTED, "counting policies that have already lapsed",
                        "including policies that have already expired")),
    Key(Metric.CARD_EXPIRY, Order.LOW): tuple(f"whose {p}, {c}" for p in chosen(
        RANK_WHOSE[Key(Metric.CARD_EXPIRY, Order.LOW)], "credit card expires first",
        "credit card expires the soonest", "credit card expires earliest")
        for c in chosen(EXPIRED_COUNTED, "counting cards that have already expired",
                        "including cards that have already expired")),
}

# The concepts' phrasings the realizer words programs with: a careful native writer's, never a learner's form the
# grammar also reads ('is more old', 'the highest advanced by age person', 'should two are level in that respect',
# 'users in the same state', 'who stay on the same state as'): the grammar's own tables read those on purpose.
GEN_RECORD_NOUNS: dict[Records, Said] = {r: chosen(RECORD_NOUNS[r].plural, *picks) for r, picks in (
    (Records.VEHICLES, ("vehicles", "cars")), (Records.CREDIT_CARDS, ("credit cards",)), (Records.PETS, ("pets",)),
    (Records.BANK_ACCOUNTS, ("bank accounts",)), (Records.INSURANCE_POLICIES, ("insurance policies", "policies")),
    (Records.INTERNET_ACCOUNTS, ("internet accounts", "online accounts")),
    (Records.EMPLOYMENTS, ("employment records",)), (Records.ADDRESSES, ("addresses",)),
    (Records.MEDICAL_RECORDS, ("medical records",)))}
# (ask reads a phrase in any case: 'URL' is the table's 'url')
GEN_ATTRIBUTE_NOUNS: dict[Attribute, Said] = {a: chosen(ATTRIBUTE_NOUNS[a], *picks) for a, picks in (
    (Attribute.STATE, ("state",)), (Attribute.CITY, ("city",)), (Attribute.BLOOD_TYPE, ("blood type", "blood group")),
    (Attribute.CONDITION, ("medical condition", "diagnosis")),
    (Attribute.CARD_PROVIDER, ("credit card provider", "card provider")),
    (Attribute.CARD_EXPIRY, ("credit card expiry date", "card expiration date")),
    (Attribute.POLICY_TYPE, ("insurance policy type", "type of insurance policy", "kind of insurance", "policy type")),
    (Attribute.JOB_TITLE, ("job title", "occupation", "profession", "line of work")), (Attribute.URL, ("URL",)),
    (Attribute.VEHICLE_MAKE, ("vehicle make", "car make", "make of car")))}
_GEN_MOST = ("most", "largest number of", "greatest number of", "highest number of")
_GEN_FEWEST = ("fewest", "smallest number of", "lowest number of")
# after 'has the' / 'with the' ('the person with the highest total bank balance'); a balance's all say a sum
GEN_RANK_NOUNS: dict[Key, Said] = {
    **{Key(r, o): chosen(RANK_NOUNS[Key(r, o)], *(f"{m} {n}" for m in most for n in nouns))
       for r, nouns in GEN_RECORD_NOUNS.items() for o, most in ((Order.HIGH, _GEN_MOST), (Order.LOW, _GEN_FEWEST))},
    Key(Metric.BALANCE, Order.HIGH): chosen(RANK_NOUNS[Key(Metric.BALANCE, Order.HIGH)], "highest total bank balance",
                                            "highest combined bank balance", "largest total bank balance",
                                            "highest total balance across all bank accounts"),
    Key(Metric.BALANCE, Order.LOW): chosen(RANK_NOUNS[Key(Metric.BALANCE, Order.LOW)], "lowest total bank balance",
                                           "lowest combined bank balance", "smallest total bank balance",
                                           "lowest total balance across all bank accounts"),
    Key(Metric.SALARY, Order.HIGH): chosen(RANK_NOUNS[Key(Metric.SALARY, Order.HIGH)], "highest salary", "largest salary",
                                           "highest pay"),
    Key(Metric.SALARY, Order.LOW): chosen(RANK_NOUNS[Key(Metric.SALARY, Order.LOW)], "lowest salary", "smallest salary",
                                          "lowest pay"),
    Key(Metric.VEHICLE_YEAR, Order.LOW): chosen(RANK_NOUNS[Key(Metric.VEHICLE_YEAR, Order.LOW)], "oldest vehicle",
                                                "oldest car", "vehicle with the earliest model year",
                                                "car with the earliest model year"),
}
# 'the oldest person', 'who is the youngest?', 'the richest people in their state'
GEN_RANK_ADJECTIVES: dict[Key, Said] = {
    Key(Metric.DOB, Order.LOW): chosen(RANK_ADJECTIVES[Key(Metric.DOB, Order.LOW)], "oldest", "eldest"),
    Key(Metric.DOB, Order.HIGH): chosen(RANK_ADJECTIVES[Key(Metric.DOB, Order.HIGH)], "youngest"),
    Key(Metric.BALANCE, Order.HIGH): chosen(RANK_ADJECTIVES[Key(Metric.BALANCE, Order.HIGH)], "richest", "wealthiest"),
    Key(Metric.SALARY, Order.HIGH): chosen(RANK_ADJECTIVES[Key(Metric.SALARY, Order.HIGH)], "highest-paid", "best-paid"),
}
# 'Who has more pets: A, or B?' (after 'Who'; singular)
_GEN_HAVE = {r: ("has", "owns") for r in (Records.VEHICLES, Records.PETS, Records.CREDIT_CARDS, Records.BANK_ACCOUNTS,
                                           Records.INSURANCE_POLICIES, Records.INTERNET_ACCOUNTS)}
GEN_COMPARATIVES: dict[Key, Said] = {
    **{Key(r, o): chosen(COMPARATIVES[Key(r, o)], *(f"{v} {more} {n}" for v in _GEN_HAVE.get(r, ("has",)) for n in nouns))
       for r, nouns in GEN_RECORD_NOUNS.items() for o, more in ((Order.HIGH, "more"), (Order.LOW, "fewer"))},
    Key(Metric.BALANCE, Order.HIGH): chosen(COMPARATIVES[Key(Metric.BALANCE, Order.HIGH)],
                                            "has a higher total bank balance", "has a larger total bank balance",
                                            "has the higher total bank balance", "has a higher combined bank balance"),
    Key(Metric.BALANCE, Order.LOW): chosen(COMPARATIVES[Key(Metric.BALANCE, Order.LOW)],
                                           "has a lower total bank balance", "has a smaller total bank balance",
                                           "has the lower total bank balance", "has a lower combined bank balance"),
    Key(Metric.SALARY, Order.HIGH): chosen(COMPARATIVES[Key(Metric.SALARY, Order.HIGH)], "has a higher salary",
                                           "has the higher salary", "earns more", "is paid more"),
    Key(Metric.SALARY, Order.LOW): chosen(COMPARATIVES[Key(Metric.SALARY, Order.LOW)], "has a lower salary",
                                          "has the lower salary", "earns less", "is paid less"),
    Key(Metric.DOB, Order.LOW): chosen(COMPARATIVES[Key(Metric.DOB, Order.LOW)], "is older", "was born earlier",
                                       "was born first"),
    Key(Metric.DOB, Order.HIGH): chosen(COMPARATIVES[Key(Metric.DOB, Order.HIGH)], "is younger", "was born later"),
}
# a question's first tie sentence ('If there's a tie, who among them is the oldest?'), a subject's '(if tied, the one
# with ...)'
GEN_IF_TIE = chosen(IF_TIE, "if there's a tie", "if there is a tie", "if there are ties", "if tied", "in case of a tie",
                    "in the event of a tie", "should there be a tie", "if two or more people are tied",
                    "if several people are tied", "if more than one person qualifies")
# 'people who live in the same state as X' (plural?: 'live in'; else 'lives in')
GEN_LIVE_VERBS: dict[bool, Said] = {
    True: chosen(LIVE_VERBS, "live in", "reside in", "are based in", "are residents of", "make their home in"),
    False: chosen(LIVE_VERBS, "lives in", "resides in", "is based in", "is a resident of", "makes their home in"),
}
GEN_RESIDENTS = chosen(RESIDENTS, "residents of", "people in")  # (... the same state as X; not 'among all everyone in')
GEN_IN_THEIR_STATE = chosen(IN_THEIR_STATE, "in their state", "in each state", "in every state")
GEN_OR_MORE = chosen(OR_MORE, "or more")  # ('3 or more pets')

# --- discourse: a question laid out over several sentences (cbwh.ask.discourse) --------------------
# A definition before the question names a person: "Let the anchor be S.", "Let P denote S", "Define X as S", "Call S A.".
DEFINE_LET = forms("let", "now|first|so let", "let's say", "let us say")
DEFINE_BE = forms("be", "denote", "mean", "be defined as", "stand for", "represent", "refer to", "equal",  # ('mean': a18x)
                  ":")  # (":" is also "=")
DEFINE_AS = forms("define|denote", "now|first define")
# A definition by letter (a30z, a mathematician naming each object before asking: discourse.lettered): a verb, the
# label ('P', 'p', 'p_1', "S'", 'S_2'), the word joining it to what it names (a person or a set of people), in any of
# the verbs' orders: 'Let p be S', 'Let p denote S', 'Write p for S', 'Define p as S', 'Denote by p S', 'Suppose p is S',
# 'Let M consist of S', 'Consider the set G of people who ...'. Each pair: the words before the label, those after it
# ('' when what it names follows the label at once).
LETTER_DEFINITIONS: tuple[tuple[Said, Said], ...] = (
    (forms("let", "we let"), forms("be", "denote", "be defined as", "stand for", "represent", "consist of",
                                         "refer to", "be given by", "be the set consisting of")),
    (forms("define", "we|let's define", "let us define"), forms("as", "to be")),
    (forms("write", "we|let's write", "let us write"), forms("for")),
    (forms("denote by|with", "we|let's denote by", "let us denote by"), ("",)),
    (forms("suppose|assume", "suppose|assume that"), forms("is", "denotes", "are")),
    (forms("take", "we take"), forms("to be")),
    (forms("put", "we put"), forms("for", "to be", "equal to", "=")),  # ('Put K for the set of ...', a31m)
    (forms("set", "we set"), forms("to be", "as", "equal to", "=")),  # ('Set r to be the owner of ...', a31m)
    (forms("call", "we|let's call", "let us call"), ("",)),  # ('Call J the owner of X and E the owner of Y', a31m)
)
# A tie rule said after the last of several people defined in one sentence, with words saying it is each one's ('Define
# w1 as S1 and w2 as S2, with any tie decided by T', '...; each time, ties go to T', a31m: words.EACH_CASE) or any tie
# (LETTER_RULE_ANY, kept in the rule): given to each (the words for each left out of it); without them, the last one's
# only (a person with no rule of their own has a tie reported)
LETTER_RULE_ANY = forms("any tie|ties", "every tie", "all ties")
# A label with no link after it (the verbs with '' above, or a second label whose link is left out: 'Let a be S1 and n
# the oldest member of N') names what follows it only when a determiner starts it ('Call J the owner ...', never 'Call
# S1 Person A')
LETTER_LINK_LEFT_OUT = forms("the", "a", "an", "all", "everyone", "everybody", "those", "whoever", "whichever")
# ... and the label 'a' is said only where the article cannot stand: before one of these, an end or "'s" ('Which of a and
# b ...?', 'Who has more cars, a or n?')
LETTER_A_BEFORE = forms("and", "or", "has", "have", "had", "owns", "own", "holds", "hold", "is", "was", "were", "than",
                        "versus", "vs", "earns", "earned", "got", "possesses")
# ... and the label 'I' only after one of these ('the member of I with ...', 'Let q be the oldest in I'; a31m), or before
# an end or "'s"
LETTER_I_AFTER = forms("of", "in", "from", "among", "amongst", "within", "by")
# A definition by letter said inside a frame naming the group it is chosen from, or with a verb of choice (e31c, a31m;
# `discourse.framed`, written as 'Let L be S among G.'): 'Among G, let x be the one with R', 'Within R, let o be ...',
# 'In the set of people who ..., let a be ...', 'From T select t, the person with R', 'Choose g in G with R', 'In R
# choose the person with R; call this person P', 'From each of S1 and S2 take the person with R, and call them s1 and
# s2', 'In each group, select the person with R; call the selections p1 and p2 respectively'.
# (of those, LETTER_GROUP_FRAMES always name a group: 'among X' is a group whatever X is, 'of X' may be a person's 'the
# owner of the cat'; then the words before a group's condition, stripped to compare two groups' conditions)
LETTER_GROUP_FRAMES = forms("among|amongst|within", "from among|within")
LETTER_FRAMES = LETTER_GROUP_FRAMES + forms("in|from|of", "out of")
LETTER_GROUP_DETERMINERS = forms("the", "all", "all the")
# (a plural role noun is a group too: 'the oldest of the owners of a dog', 'of the cardholders with ...')
LETTER_GROUP_HEADS = forms("those", "these", "people", "persons", "individuals", "residents", "inhabitants",
                           "everyone", "everybody", "members", "owners", "holders", "keepers") \
    + forms_of([w for n in HOLDER_NOUNS.values() for w in n.plural])
# One person said with a place of their own ('Let X be the oldest resident of Ohio. Let Y be the youngest among those
# who own a dog': those of Ohio, or everyone; e33a): the place is a group 'those' may refer back to.
LETTER_PLACED_PERSON = forms("resident|inhabitant|person|individual of|in|from",
                             "resident|inhabitant|person|individual|one living|residing|based in",
                             "resident|inhabitant|person|individual|one who|that lives|resides in")
# ... a state's name before the head ('the oldest Ohio resident', r36 H4): the nouns said after it
LETTER_PLACED_AFTER_STATE = forms("resident|inhabitant|local|native")
# A group said as 'those' plus a condition ('among those who own a dog') right after a definition ranking in another
# group ('Among people living in Ohio, let x be the youngest; among those who own a dog, let y be ...'): 'those' may be
# everyone who owns a dog or those of the first group (r32 H1); read as everyone only where the two conditions start
# alike ('among those living in the same state as E' after '... as J': two groups set side by side), else refused.
# A group said with one of these after 'those' is the first group's, and left to the layer ('those of them who ...').
LETTER_THOSE_OF_THEM = forms("of them|these|those", "among them|these|those")
# A person chosen in a frame but said with a group of their own ('the member of S with R', 'the oldest person among G',
# 'the one of them with R', 'the richest in the set S'): the frame's group is not added to them (`discourse.
# _framed_person`): the group frames, 'of them', a member, 'in the set'.
LETTER_OWN_GROUP = LETTER_GROUP_FRAMES + LETTER_THOSE_OF_THEM + forms("member|members", "in the set")
LETTER_CHOICE_VERBS = forms("select|choose|pick|take|find", "single|pick out", "we select|choose|pick|take")
# ... what may follow a set named by its label after the chosen one's label ('Choose g in G with R', '... having R')
LETTER_CHOSEN_WITH = forms("with", "having", "who", "whose", "that", "owning", "holding", "possessing")
# ... the names given to those chosen, after the choice ('call this person P', 'call them s1 and s2', 'and call the
# selections p1 and p2 respectively'): the verb, the words for those chosen, and the word saying the order is the groups'
LETTER_CHOSEN_CALL = forms("call|name|label|denote", "we call|name|label|denote", "let us call", "let's call")
LETTER_CHOSEN = forms("this person|one|individual|choice|selection", "that person|one|individual|choice|selection",
                      "the person|one|individual so chosen|selected|found", "them|these|those", "them respectively",
                      "the|these|those selections|choices|picks|winners", "the|these|those two? people|persons so chosen",
                      "the|these|those people|persons|individuals so chosen|selected|found",
                      "the chosen|selected people|persons|individuals|ones")
LETTER_RESPECTIVELY = forms("respectively", "in that order", "in order")
# Two superlatives defined 'respectively' sharing the words after the second ('Let x and y be the oldest and the
# youngest resident(s) of Ohio, respectively', a33j): the shared head said in the singular for each (the words below,
# and a role noun's plural ending)
# The plural nouns the grammar says again in the singular, one map for every use: a record's or an anchor's noun ('the
# owners of pets 'A' and 'B'' -> 'the owner of pet 'A'', discourse), a measure's last word ('on pet count, fewer pets
# wins': 'pets' is 'pet', layout), a role noun shared by two superlatives (SHARED_HEAD_SINGULAR below)
RECORD_SINGULAR = {"pets": "pet", "dogs": "dog", "cats": "cat", "plates": "plate", "vehicles": "vehicle", "cars": "car",
                   "usernames": "username", "users": "user", "owners": "owner", "numbers": "number", "handles": "handle",
                   "accts": "acct", "accounts": "account", "cards": "card", "policies": "policy"}
SHARED_HEAD_SINGULAR = {"people": "person", "persons": "person", "individuals": "individual", "residents": "resident",
                        "inhabitants": "inhabitant", "members": "member", "ones": "one"}
SHARED_HEAD_PLURAL_ENDS = ("holders", "owners", "users", "drivers", "patients", "employees", "workers")
# ... one choice said for each of the groups defined ('In each group, select ...'; 'From each of S1 and S2 take ...'):
# the words for each group are GROUP_EACH
# Two sets defined by their order after an announcement ('Define two groups: G1, the people ..., and G2, the people ...';
# 'Consider two sets of people. The first, A, consists of those ...; the second, L, of those ...')
LETTER_TWO_SETS = forms("define|consider|take|form|fix two|2 groups|sets",
                        "define|consider|take|form|fix two|2 groups|sets of people",
                        "we define|consider|take|form two|2 groups|sets", "there are two|2 groups|sets of people",
                        "we have two|2 groups|sets of people")
LETTER_ORDINAL_SETS = (forms("the first"), forms("the second"))  # (then the words saying what a group is, GROUP_IS)
# A set set up and named in one sentence ('Consider only those Mastercard holders who ..., and call this set M.')
LETTER_SET_CONSIDERED = forms("consider|take", "consider|take only", "we consider|take", "we consider|take only",
                              "look at", "look only at", "restrict attention to")
LETTER_SET_CALLED = forms("and call|name|denote this|that|the set|group|collection",
                          "call|name|denote this|that|the set|group|collection")
# A tie rule after the question naming the set the question ranks ('Should two or more members of H tie on this, ...'):
# the tied are its members, read as 'two or more of them'
LETTER_TIED_MEMBERS = forms("two or more", "2 or more", "several", "multiple", "more than one", "some", "any")
# ... and a set named as it is introduced ('Consider the set G of people who ...', 'Take the group H of ...'): the words
# before the label, and the set's own noun after 'the'
LETTER_SET_INTRODUCED = forms("consider|take|fix|form", "we consider|take|form", "let us consider")
LETTER_SET_NOUNS = forms("set", "group", "collection", "class", "subset")
# A verb of making a group before the group's noun and what it is made of ('Form a group consisting of G', 'For the first,
# form the group of people who ..., then choose R', 'build the set made up of G', e44p): read as 'take' (tokens)
GROUP_BUILD_VERBS = frozenset({"form", "build", "create", "compile", "assemble", "make"})
# ... and the group just set up said as the owner of its 'member' ('Form G, and take its member with R', 'pick the
# group's member born last', e44p): the member of that group
GROUP_ITS = forms("its", "the|that|this group's|set's|pool's")  # ('the subset of individuals who', a36r)
# A set defined by letter referred back to without its label ('Among its members, who ...'): read as 'the members of
# S' when only one set is defined, refused when several are
LETTER_SET_AGAIN = forms("its members", "the members of this|that|the set|group", "this|that set's|group's members")
# The two people defined by letter compared with their labels after 'the two' ('Which of the two, p or q, has ...'):
# read as 'which of p and q'
LETTER_PAIR_OF_TWO = forms("which|who of the two", "which|who of these|those two",
                           "which|who of the two people|persons|individuals")
# Words before a definition that say nothing of it ('Similarly, let Q be ...', 'Next, let X be ...')
LETTER_DEFINITION_LEADS = forms("similarly|likewise|next|then|also|now|finally|further|furthermore|moreover|analogously ,?",
                                # ('First, let S1 be ...; second, let S2 ...', a31m)
                                "first|firstly|second|secondly|third|thirdly|lastly ,?",
                                "in the same way|manner ,?", "in like manner ,?", "and ,?")
# A sentence announcing the labels of people defined after it ('Consider two people, m and n, defined as follows.'):
# said away once each label it names is defined
LETTER_ANNOUNCED = forms("consider|take|fix", "we|let's consider|take", "let us consider", "there are", "we have")
LETTER_ANNOUNCED_PEOPLE = forms("two|2 people|persons|individuals", "the two people|persons|individuals")
LETTER_ANNOUNCED_TAIL = forms("defined|specified|described|given as follows", "defined|specified|described|given below",
                              "as follows",
                              "defined|specified|described|given in what follows")
DEFINE_CALL = forms("call", "we call", "we will|'ll call", "we'll call", "i'll call", "i will call", "let's call",
                    "let us call", "now|first call")
# Names a definition may give (besides a capital letter, with a digit or not: 'P', 'X', 'P1'), and those of a pair.
DEFINED_NAMES = forms("the anchor", "the anchor person|owner|individual", "the target", "the target person|individual",
                      "the reference person|individual", "the subject", "the person of interest")
PAIR_NAMES = (forms("the first", "the first person|individual|one|candidate|subject", "person|candidate one|1|a", "one",
                    "one person|individual|candidate",  # ('One candidate is S1; the other is S2.', a22v)
                    "one of them", "one of the two", "first", "first candidate",
                    "first person|individual|one",  # ('First person is who has most X, if tie T.', a22y: no article)
                    "for the first person|individual|one?"),  # ('For the first, take S1. For the second, ...', a19y)
              forms("the second", "the second person|individual|one|candidate|subject", "person|candidate two|2|b", "two",
                    "second", "second candidate", "the other", "the other one|person|individual|candidate",
                    "second person|individual|one",
                    "other", "other one|person", "another", "another one|person",  # ('One is S1. Other is S2.', a22y)
                    "for the second person|individual|one?"))
# The words a person of two may start with after a bare ordinal and a comma ('First, the person with R', 'second,
# among G, the one with R', a24v/a24w), not a step's verb ('First, find S').
PAIR_ITEM_STARTS = frozenset({"the", "whoever", "among", "amongst"})
# The first and second of two people given a definition's name ('Let the first person be S1, and the second be S2').
PAIR_DEFINED = (forms("the first", "the first person|individual|one|candidate|subject"),
                forms("the second", "the second person|individual|one|candidate|subject"))
PAIR_IS = forms("is", "=", ":", "is defined as", "being",
                # ('For the first, take S1', 'The first is found by taking, in each state, ...', a19y)
                ", take|consider|choose|pick", ", please take|consider|choose|pick",
                "is found|obtained|identified by taking|choosing|finding|selecting ,?")
# ... or a verb of having said in place of 'is' ('Person A owns the most pets among G', a22v): read as 'the person who
# owns ...' (ask.discourse)
# (or a condition's verb before a ranking among those meeting it: 'The first lives in the same state as A and owns more
# vehicles than anyone else there', 'The second shares a blood type with B and holds the most policies in that group',
# e38w: grammar.filtered_rank)
PAIR_VERBS = frozenset({"has", "owns", "holds", "possesses", "lives", "resides", "shares", "works"})
# ... or a ranking said bare, its noun left out ('First: fewest credit cards among G, tie go to oldest', a22y): read as
# 'the person with the fewest ...' (ask.discourse)
PAIR_BARE_RANKS = frozenset({"most", "fewest", "least", "highest", "lowest", "largest", "smallest", "biggest"})
# A person of two said as a step over each state's leaders ('For the first, take in every state the person or people
# with the most vehicles, and amongst all of them the one with the most bank accounts (T)', a19y): read as 'the one
# with the most bank accounts (T) among the people with the most vehicles in their state' (discourse._pair_person).
PAIR_LEADERS_STEP = (r"^,?\s*(?:(?:in|for|within) (?:each|every) state,? )?(?:(?:take|consider|choose|pick|find),? )?"
                     r"(?:(?:in|for|within) (?:each|every) state,? )?"
                     r"the (?P<adj>[\w-]+ )?(?:people|persons|individuals|residents|(?:person|individual|resident)"
                     r"(?: or (?:people|persons|individuals|residents)| \(or (?:people|persons|individuals|residents)\)))"
                     r"(?P<r1>(?: (?:with|having|owning|holding|keeping|who) [^,;()]+?)?)(?: in (?:that|the|their) state| there)?"
                     r",? and (?:then )?(?:among|amongst|of|from) (?:all )?(?:of )?(?:them|those|these),? "
                     r"(?:(?:choose|take|pick|select|find) )?(?P<s2>(?:the|whoever|whichever) .+)$")
# ... and a person's group said first with no comma after it ('For the second, take amongst G the one with R (T)'): the
# comma put back before 'the one' ('amongst G, the one with R (T)', read as a group said first).
PAIR_GROUP_STEP = (r"^,?\s*(?:(?:take|consider|choose|pick|find),? )?(?P<among>among|amongst) (?P<g>[^,;()]+?),? "
                   r"(?P<s>(?:(?:the one|whoever|whichever) (?:with|having|owning|holding|keeping|who|whose)|"
                   rf"(?<=, )who (?:{HOLD_VERBS_SAID})) .+)$")  # ('A: among G, who has most X, if tie T', a22y;
# 'who' only after the comma: 'among people who hold Auto insurance policy, the person who has R' is a group's clause, a24y)
# ... said as how to find them, a group looked at and the one taken from it ('The first is found like this: look at G,
# and take the one with R', 'The second: look at G2 and take the one with R2', 'The first is found among G: the one
# with R, and if that is tied, the oldest', a29z): read as 'among G, the one with R (if that is tied, the oldest)'.
PAIR_FOUND_STEP = (r"^(?:(?:is )?(?:found|obtained|chosen) (?:like this|as follows|this way|in this way)\s*:\s*)?"
                   # (and said as taking the group, then picking from it: 'take everybody who has the top salary in
                   # their state, then pick whoever of them has the most X (T)', e38p2)
                   r"(?:look at|looking at|consider|start with|take|gather|round up|begin with|start from) "
                   r"(?P<g>[^,;:()]+?)(?:,? and (?:then )?|,? then |; then )"
                   r"(?:take|pick|choose|select|find|grab|get) (?P<head>the (?:one|person|individual)|whoever|"
                   rf"(?P<its>(?:{'|'.join(GROUP_ITS)}) member))"  # ('and take its member with R', e44p: the one)
                   r"(?: (?:of|among|from) (?:them|those|these))?"
                   r"(?P<s> (?:with|having|who|whose|has|owns|holds|earns|makes) .+)$")
PAIR_FOUND_AMONG = (r"^(?:is )?(?:found|chosen|picked) (?:among|amongst|from among) (?P<g>[^,;:()]+?)\s*:\s*"
                    r"(?P<s>the (?:one|person|individual) (?:with|having|who|whose) [^,;:()]+?)"
                    r"(?:,? and (?P<rule>if (?:that|this|it) is tied|if tied|if there is a tie|if several tie),? "
                    r"(?P<b>the [^,;:()]+))?$")
# ... said as what they share with their group and how they rank in it ('The first lives in the same state as A and has
# the fewest insurance policies of everyone there', 'The first has the same medical condition as A and owns the most
# vehicles of that group (T)', a29z): read as 'among everyone who <G>, the person who <R> (T)'; the ranking's scope said
# back as the group ('of everyone there', 'of that group', 'among the residents there'; 'there' only of a place), never
# bare ('of everyone': everyone in the data?).
PAIR_GROUP_THEN_RANK = (r"^(?P<g>(?:lives|resides) in the same (?:state|city) as [^,;:()]+?|"
                        r"has the same [a-z ]+? as [^,;:()]+?|shares (?:a|the) [a-z ]+? with [^,;:()]+?) "
                        r"and (?P<r>(?:has|owns|holds) the [^,;:()]+?) "
                        r"(?:(?:of|among|amongst) (?:everyone|everybody|all the people|all the residents|the people|"
                        r"the residents|all residents) (?:(?:living|residing|who lives?|who resides?) )?(?P<there>there)|"
                        r"(?:of|in|among|amongst) (?:that|this) group)"  # ('of everyone living there', a35t)
                        r"(?P<rest>\s*\([^()]+\))?$")
# ... and after 'is' set off by a comma, a person's group said first ('The first is, amongst G, the one with R', a19y)
# ('A: within the state of X, the person with R; B: ...', a27z: 'within' as 'among' before a group set off)
PAIR_GROUP_FIRST = AMONG_WORDS | {"within"}
PAIR_GROUP_FIRST_PAIRS = frozenset({("out", "of")})  # ('The first: out of G, the one with R, T.', a36d)
# The first and second of two people found in steps, referred to ('Who owns more pets, the first of these people or
# the second?').
PAIR_FOUND = tuple(PAIR_DEFINED[n] + forms(f"the {nth} of these|those|the two? people|persons|individuals|ones",
                                           f"the {nth} of these|those|the two") for n, nth in enumerate(("first", "second")))
# A second person picked from a group of their own, said to start from everyone again ('Restrict to G1 and take the one
# with R1; separately, restrict to G2 and take the one with R2', a34s: discourse._picked_apart); without such a word
# 'restrict to G2' could narrow G1 (r33)
PICK_APART = ("separately", "independently", "then separately", "and separately", "now separately",
              *(f"{lead} a separate {noun}" for lead in ("in", "as") for noun in ("pick", "step", "search")),
              "starting over", "starting afresh",
              "starting again from everyone", "from scratch")
# A sentence that only announces the people defined next ("Two people are defined as follows.").
# ... and the one question asked of them said with the header ('Two people, one question: who has more cards? The first
# is S1; the second is S2.', a36d): read away
PAIR_ONE_QUESTION = forms(",|: and? one question", ",|: and? a single question", "and one question",
                          "and a single question")
# ... two people supposed ('Let's say there are two people.', 'Suppose we have two people: S1, and S2.', a37s)
PAIR_SUPPOSED = forms(*(f"{lead} say|suppose|imagine|assume that? {there} two people|individuals|persons here?"
                        for lead in ("let's?", "let us") for there in ("there are", "we|you have")))
# An announcement of two people to be found, with any verb of finding from one list ('Two people need to be found
# first.', 'two people to line up.', 'Two individuals must be identified here.', 'First, find two people.', d46w, d46p):
# it carries no condition, so read as the other announcements (discourse: the two are defined next)
PAIR_FIND_BASE = "find|identify|pick|choose|select|locate|determine|line|look|work|figure|track|dig|single|pin"
PAIR_FIND_DONE = "found|identified|picked|chosen|selected|located|determined|lined|looked|worked|figured|tracked|dug|" \
    "singled|pinned"
PAIR_FIND_PARTICLE = "up|out|down"
PAIR_FIND_NOUNS = "people|individuals|persons|subjects|candidates"
PAIR_FIND_WHEN = "first|here|now|next|below|initially|beforehand"
_PAIR_FIND_ANNOUNCED = (
    f"two {PAIR_FIND_NOUNS} need|needs|have|must|should to? be {PAIR_FIND_DONE} {PAIR_FIND_PARTICLE}? "
    f"{PAIR_FIND_WHEN}?",
    f"two {PAIR_FIND_NOUNS} are|get to? be? {PAIR_FIND_DONE} {PAIR_FIND_PARTICLE}? {PAIR_FIND_WHEN}?",
    f"two {PAIR_FIND_NOUNS} to {PAIR_FIND_BASE} {PAIR_FIND_PARTICLE}? {PAIR_FIND_WHEN}?",
    f"two {PAIR_FIND_NOUNS} to be {PAIR_FIND_DONE} {PAIR_FIND_PARTICLE}? {PAIR_FIND_WHEN}?",
    f"first|initially ,? {PAIR_FIND_BASE} {PAIR_FIND_PARTICLE}? two {PAIR_FIND_NOUNS}",
    f"{PAIR_FIND_BASE} {PAIR_FIND_PARTICLE}? two {PAIR_FIND_NOUNS} {PAIR_FIND_WHEN}?",
    f"we|you|i need|have|want to {PAIR_FIND_BASE} {PAIR_FIND_PARTICLE}? two {PAIR_FIND_NOUNS} {PAIR_FIND_WHEN}?")
PAIR_ANNOUNCED = forms(*_PAIR_FIND_ANNOUNCED,
                       "two people|individuals|persons are defined|given|described|identified|specified as follows",
                       # ('Two people are selected as follows.', e47b)
                       "two people|individuals|persons are|get selected|chosen|picked|found|determined|obtained as "
                       "follows",
                       "two people|individuals|persons are defined|given|described|identified|specified below|here",
                       "here are two people|individuals|persons", "there are two people|individuals|persons here?",
                       # ('Two people matter here. The first is S1. The second is S2.', the lead's probe of e47b's
                       # 'Two groups matter here')
                       "two people|individuals|persons matter|count here?",
                       "two people|individuals|persons are involved|concerned here?",
                       "consider two people|individuals|persons|candidates", "two people|individuals|persons",
                       # ('Let's say we pick two people. One is S1. The other is S2.', a37s: SCENE_OPENERS read away;
                       # 'We have two people here.', 'Let's say there are two people.', 'Let's take two people.')
                       "take|pick|choose|select two people|individuals|persons|candidates",
                       "let's|we|i take|pick|choose|select two people|individuals|persons|candidates",
                       "let us take|pick|choose|select two people|individuals|persons|candidates",
                       "we|i have two people|individuals|persons|candidates here?", "here we have two people|individuals|persons",
                       "there are two people|individuals|persons|candidates in question|play",
                       # ('We're comparing two people. The first is S1. The second is S2.', 'Let's compare two people.')
                       "we're comparing two people|individuals|persons", "we are comparing two people|individuals|persons",
                       "let's compare two people|individuals|persons",
                       "two people|individuals|persons|subjects are involved|concerned here?",
                       *PAIR_SUPPOSED,
                       # ('Think about two people. One is S1. The other is S2.', a37s)
                       "think of|about two people|individuals|persons", "let's think of|about two people|individuals|persons",
                       "picture|imagine two people|individuals|persons",
                       # (an analyst's ticket: 'Two picks. A: G1, R1. B: G2, R2. Which of A and B ...?', a34s)
                       "two picks|candidates|lookups|searches|selections|targets",
                       "two people|individuals|persons|subjects|candidates are being? compared|considered|examined here?",
                       # ('Two people are being looked at. The first is ...', c39w)
                       "two people|individuals|persons|subjects|candidates are being? looked at|reviewed|studied|weighed "
                       "here?",
                       "two people|individuals|persons|subjects|candidates are under consideration here?",
                       # ('Two people are to be compared. The first is ...', a35t)
                       "two people|individuals|persons|subjects|candidates are to be compared|considered|examined here?",
                       "two people|individuals|persons|subjects|candidates will be compared|considered|examined here?",
                       # ('I've got two people in mind. One is S1; the other is S2.', a17x)
                       "i've|we've got two people|individuals|persons in mind", "i|we have two people|individuals|persons "
                       "in mind",
                       "two people|individuals|persons|subjects|candidates are in question here?",
                       # the set-up-first evaluator's (e48a): 'There are two people I'd like you to weigh against each
                       # other. The first has ...', 'I'm thinking of two people. One lives in ...', 'Let me set up a
                       # comparison between two people.', 'Let's set up two candidates.', 'For this one, I need two people.'
                       "there are two people|individuals|persons i'd|i'll like you to weigh|compare against|with each "
                       "other", "there are two people|individuals|persons i want you to weigh|compare against|with each "
                       "other", "i'd like you to weigh|compare two people|individuals|persons against|with each other",
                       "i'm thinking of two people|individuals|persons", "i am thinking of two people|individuals|persons",
                       "let me|us set up a comparison between two people|individuals|persons",
                       "let's set up a comparison between two people|individuals|persons",
                       "let me|us set up two candidates|people|individuals|persons",
                       "let's set up two candidates|people|individuals|persons",
                       "for this one ,? i|we need two people|individuals|persons",
                       "i|we need two people|individuals|persons for this one",
                       "two people|individuals|persons|subjects|candidates are in play here?",  # (a25y)
                       "two people|individuals|persons|subjects are wanted|needed|required here?",  # (a25z)
                       "two people|individuals|persons|subjects|candidates are selected|picked|chosen here?",  # (a22v)
                       "two people|individuals|persons|subjects|candidates are singled|picked|pointed out here?",  # (a37k)
                       "two people|individuals|persons|subjects|candidates will be compared|considered|examined here?",
                       "there are two people|individuals|persons|candidates to compare|consider",
                       # ('There are two people to compare here. First, S1. Second, S2.', e38w)
                       "there are two people|individuals|persons|candidates to compare|consider here",
                       "there are two people|individuals|persons|candidates to be compared|considered here?",
                       # a request to compare, said before the two are defined, after a courteous lead-in or none
                       # ('I wonder whether you could compare two people for me.', 'I have a question about two
                       # people.', 'Would you be so kind as to help me with a comparison?', a19y)
                       "compare two people|individuals|persons for me|us", "compare two people|individuals|persons",
                       "help me|us? with a comparison",
                       "settle|make a comparison for me|us", "settle|make a comparison",
                       "i|we have a question|query about two people|individuals|persons",
                       "i've|we've got a question|query about two people|individuals|persons",
                       # a24y's polite announcements ('Let me compare two persons, please.', 'I would like to ask about
                       # two people.', 'About two people: first person is S1; second person is S2.'), after LEAD_ASIDE's
                       # 'I would like to ask' too
                       "let me|us compare two people|individuals|persons", "about|regarding two people|individuals|persons",
                       "as for the? following? two people|individuals|persons",
                       "regarding the? following? two people|individuals|persons",
                       "i|we want to compare two people|individuals|persons",
                       # ('I'd like to compare two people. The first is S1; the second is S2.', a34r)
                       "i'd|we'd like to compare two people|individuals|persons",
                       "i|we would like to compare two people|individuals|persons",
                       "i'm|we're trying to compare two people|individuals|persons")
# One group said once for both of two people listed next ('Both persons are VISA 13 digit card holders. First person:
# the one with R1 (T1). Second person: the one with R2 (T2).', 'Two persons, both are VISA 19 digit card holders.',
# a24y): each person is ranked among that group (discourse._both_group; a person with a group of their own is refused).
PAIR_BOTH_GROUP = (r"^(?:(?:both|the|these) (?:two )?(?:people|persons|individuals|candidates),? (?:are both|are|both are)"
                   r"|(?:two|there are two) (?:people|persons|individuals)[,:]? (?:and )?(?:both|each) (?:of them )?"
                   r"(?:are|is)|(?:they|both of them) are both|both of them are) (?P<g>[^,;:()]+?)[.!]?$")
# ... or said with the announcement of the two ('Consider two Health insurance policyholders: the one with R1 (T1) and the
# oldest one.', 'Within the group of Home insurance policyholders, consider two people: the one with R1 and the one with
# R2.', a25x, a25y, a25z): read as 'Both persons are G. First person: S1. Second person: S2.' (discourse._two_of_group,
# each of the two then ranked among G as above); the verbs that announce them, and the words that say the group first
PAIR_GROUP_ANNOUNCED = (r"(?:consider|take|look at|compare|picture|there are|we have|here are|"
                        # a chat's wanting ('Among G, I want two people: S1 and S2.', a37p)
                        r"(?:(?:i|we)(?:'d| would)? )?(?:just )?(?:want|need|like)|pick|grab|get|find|pull|give me|get me|"
                        # ('..., I'm after two of them: ...', 'we're looking for two people: ...', e38p2)
                        r"(?:i'm|i’m|i am|we're|we’re|we are) (?:after|looking for))")
PAIR_GROUP_SAID_FIRST = (r"(?:(?:within|among|amongst|of|from|in)(?: the group of| the set of)?|"
                         # ('Looking only at G, I need two people: ...', e38p2: as AMONG reads them)
                         r"(?:looking|focusing|focussing|concentrating)(?: only| just)? (?:at|on)|"
                         r"considering only|only considering|(?:only|just) (?:among|amongst|within))")
# ... the two's noun that names no group ('Within G, consider two people: ...'; 'consider two Health insurance
# policyholders' names it), and the first word of a listed person ('..., and the oldest one', '... and whoever ...')
PAIR_PEOPLE_NOUNS = frozenset({"people", "persons", "individuals", "candidates",
                               "of them", "of those", "of these"})  # ('Among G, I'm after two of them: ...', e38p2)
PERSON_STARTS = ("the", "whoever")
# The two listed people named again after the question, as a learner writes it ('Which person has more vehicles,
# respectively first person and second person? First person: S1. Second person: S2.', a24y): read away.
PAIR_RESPECTIVELY = forms(", respectively the? first person|one? and|or the? second person|one?",
                          ", respectively the? first and|or the? second")
# The two compared said after 'who is the older' or 'who is the oldest' (grammar._compare_verb: 'the older of the two',
# 'the oldest of these two'; 'of both' after a superlative only, as read so far), and 'of these two persons' where a
# mark follows (the two listed next, or the question's end: 'the elder of these two persons: ...', a28z): patterns, as
# `forms` reads them, and the marks.
OF_THE_TWO = "of the two|pair"
OF_THE_TWO_OR_BOTH = "of the two|pair|both"
OF_THESE_TWO = "of these|those two"
OF_TWO_PEOPLE = "of these|those|the two people|persons|individuals"
TWO_PEOPLE_LISTED_MARKS = frozenset({":", "\u2014", ",", "?", "-"})
# ... and 'of these' bare, or 'of the following', only where a colon or a dash opens the two listed next ('Who is the
# younger of these: S1, or S2?', 'Which is the richer of the following — S1 or S2?', a36d)
OF_THESE_LISTED = ("of these|those", "of the following")
OF_THESE_LISTED_MARKS = frozenset({":", "\u2014"})
# A question said before the two people it is about, who are listed next ("Which of the following has more pets? The
# first is S1; the second is S2.", "Determine which of two people holds more bank accounts. The first is ..."): 'of' and
# the words read as 'of the two'.
PAIR_QUESTION_OF = forms("of the following", "of the following two? people|individuals|persons|candidates",
                         "of two people|individuals|persons|candidates", "of these|the two people|individuals|persons|"
                         "candidates below", "of the people|individuals|persons|candidates below",
                         # ('Out of the two persons mentioned below, who ...? First: S1. Second: S2.', a23x)
                         "of these|the two people|individuals|persons|candidates mentioned|given|listed|described|"
                         "specified below", "out of these|the two people|individuals|persons|candidates mentioned|given|"
                         "listed|described|specified below", "out of these|the two people|individuals|persons|candidates "
                         "below",
                         # ('Who out of these two is having more insurance policies?', a20x)
                         *(f"{among} these|those|the two people|individuals|persons|candidates?"
                           for among in ("out of", "among|amongst|between")),
                         *(f"{among} both|them" for among in ("out of", "among|amongst|between")),
                         # ('Which of these two owns more pets? (1) S1. (2) S2.', a32p: the two listed next; 'Which of
                         # these people has more X?' after two set up, e45p)
                         "of these|those two people|individuals|persons|candidates?",
                         "of these|those people|individuals|persons|candidates")
# The two people listed next, said as the topic of the question before them ('As for the following two persons, which
# one has fewer insurance policies? First person: S1. Second person: S2.', a24y): read as 'which of the two ...'.
PAIR_TOPIC = forms(*(f"{lead} the|these? following? two people|persons|individuals? below?"  # ('As for the two persons
                     for lead in ("as for", "about|regarding")))  # below, which one ...?', a24y)
# A request to compare said before the question about two people listed next ('Compare two person, who has more
# vehicles. First: S1. Second: S2.', a22y): the question read from 'who'.
PAIR_COMPARE_ASK = forms("compare the|these? two people|persons|person|individuals|candidates", "compare the|these two")
PAIR_COMPARE_BY = frozenset({"on", "by"})  # ('Compare two people on number of pets and tell me who has more. The
# first is S1. ...', a27x, a28x: a kind of records after them, then the one with more or fewer asked for: read as
# 'which of S1 and S2 has more pets')
PAIR_COMPARED_COUNT = forms("the|their? number|count of")
PAIR_COMPARED_ASK = forms("tell|show me|us? who|which has|owns|holds more|fewer",
                          "tell|show me|us? which one|person has|owns|holds more|fewer",
                          # ('Compare two people by number of insurance policies and report the one who holds more', a33e)
                          "name|give|return|report|identify|determine|state|output the one|person|individual who "
                          "has|owns|holds more|fewer",
                          "name|give|return|report|identify|determine|state|output the one|person|individual "
                          "with|having|owning|holding more|fewer",
                          "report|identify|determine|state|say who|which has|owns|holds more|fewer")
# The passive's question about two people set up before it ("Of G1, take R; of G2, do likewise. By whom are more online
# accounts held?", a25y): asked as 'by which of S1 and S2 ...' (discourse._resolve).
PAIR_BY_WHOM = forms("by whom")
PAIR_WANTED = forms("i|we want|need the one|person|individual of|among the? two people|persons|individuals",
                    "i'd|we'd like the one|person|individual of|among the? two people|persons|individuals",
                    "give me|us the one|person|individual of|among the? two people|persons|individuals")
# Two people announced before a colon, then named ("Two individuals are to be compared: S1, and S2. Which of the two
# ...?").
PAIR_SETUP_ANNOUNCED = forms("two people|individuals|persons|subjects are compared|considered|examined",
                             "two people|individuals|persons|subjects are being compared|considered|examined",  # (a22x)
                             "two people|individuals|persons|subjects are to be compared|considered|examined",
                             # ('Two persons will be compared by ...: S1 and S2', a33e: 'will be' is read as 'is')
                             "two people|individuals|persons|subjects is compared|considered|examined",
                             # ('Two individuals are to be identified: (a) S1; and (b) S2.', a23z)
                             "two people|individuals|persons|subjects are to be identified|determined|selected",
                             "two people|individuals|persons|subjects are under consideration|comparison|study",
                             # ('Two individuals are defined as follows: S1, and S2.', a36r)
                             "two people|individuals|persons|subjects are defined|described|specified|given|identified "
                             "as follows", "two people|individuals|persons|subjects are "
                             "defined|described|specified|given|identified|listed below|here",
                             # (the same once FORMAL_SAID_AS has read 'individuals described below' as 'individuals')
                             "two people|individuals|persons|subjects are",
                             "the following two people|individuals|persons|subjects are compared|considered|examined",
                             "the following two people|individuals|persons|subjects are to be compared|considered",
                             "two people|individuals|persons|subjects are in question",
                             # ('Two people are in play: S1, and S2 — in both cases T. By whom ...?', a25y)
                             "two people|individuals|persons|subjects|candidates are in play",
                             # ('Two people are involved: S1, and S2, in both cases T. What is their combined ...?', a24x)
                             "two people|individuals|persons|subjects are involved|concerned",
                             # ('Two people are wanted: S1, and S2. What are their bank balances, all taken together?',
                             # a25z)
                             "two people|individuals|persons|subjects are wanted|needed|required",
                             # ('Two people are selected: S1, and S2', a22v)
                             "two people|individuals|persons|subjects are selected|picked|chosen",
                             # ('There are two people to compare: S1 and S2.', a37k)
                             "there are two people|individuals|persons|candidates to compare|consider",
                             "there are two people|individuals|persons|candidates to compare|consider here",
                             "there are two people|individuals|persons|candidates to be compared|considered here?",
                             # ('Two people are singled out: S1, and S2', a37k)
                             "two people|individuals|persons|subjects|candidates are singled|picked|pointed out here?",
                             "two people|individuals|persons|subjects|candidates are being singled|picked out",
                             "two people|individuals|persons|subjects|candidates are highlighted|named|targeted|spotlighted",
                             "two people|individuals|persons|subjects to be compared|considered",
                             # ('two people to compare on pets: S1 and S2', a37p: with the measure, discourse._compared_by)
                             "two people|individuals|persons|subjects to compare|check",
                             "we have two people|individuals|persons|subjects", "compare two people|individuals|persons",
                             # ('Compare these two people on vehicles: S1, and S2', e38k)
                             "compare these|those|the following? two people|individuals|persons",
                             "two candidates", "there are two candidates|people|individuals|persons",
                             "there are two candidates|people|individuals|persons here",  # ('... here: S1, and S2', a33j)
                             *PAIR_SUPPOSED,  # ('Suppose there are two people: S1, and S2.', a37s)
                             # ('I've got two people in mind: S1, and S2. Which of them ...?', a22z)
                             "i've|we've got two people|individuals|persons in mind", "i|we have|got two people|"
                             "individuals|persons in mind", "i|we have two people|individuals|persons here")
# ... or before 'namely' ('Two persons are to be compared, namely S1 and S2; state which ...', a35f's lawyer)
PAIR_SETUP_NAMELY = forms(",? namely|viz ,?", ", to wit ,?")
# A set-up sentence naming two people, compared next ("We are comparing S1 and S2. Who owns more vehicles?").
# The second person of a set-up said by comparing the first with them ('Take S1, and compare that person with S2.',
# 'Find S1 and compare them with S2', a25y): the two people split where it is said.
PAIR_COMPARE_BACK = forms(",|; and? compare|contrast that|this person|one|individual with|to|against",
                          ",|; and? compare|contrast them|him|her with|to|against",
                          ",|; and? compare|contrast him or her with|to|against",
                          "and compare|contrast that|this person|one|individual with|to|against",
                          "and compare|contrast them|him|her with|to|against",
                          "and compare|contrast him or her with|to|against")
PAIR_SETUP_LEADS = forms("we are comparing", "we're comparing", "we compare", "compare", "we are looking at",
                         "we're looking at",
                         "let's say you|we locate|find|take|pick", "let us say you|we locate|find|take|pick",
                         "say you|we locate|find|take|pick",
                         # ('Identify two people: among G1, S1, and among G2, S2.', a33e)
                         # ('Determine S1, and S2.', e38k2: as 'find')
                         "take|consider|find|locate|pick|identify|select|choose|determine", "first find|take|locate",
                         "start|begin with",
                         "let's take|consider", "let us take|consider",
                         # ('Think of S1, and S2. Who has more X?', 'Picture S1, and S2. Which of the two ...?', a37s)
                         "think of|about", "picture|imagine|envision", "let's think of|about", "let us think of|about")
# A setting sentence saying what the people of a group may have, with no condition on them ("Consider the people who
# live in Ohio. Each of them may own some pets. Find ...", a35t): read away. Only a possibility ('may', 'can') of an
# unstated amount: "Each of them owns at least two pets." or "Some of them own a dog." say a condition, and stay.
SETTING_WHO = forms("each|any|some|all|everyone of them|these|those", "each|any|some|all|everyone of "
                    "these|those people|persons|individuals|residents", "every one of them|these|those",
                    "each person|one|resident|individual", "they",
                    "each of the people|persons|residents", "everyone", "everybody", "any of the people|persons|residents")
SETTING_MAY = forms("may|might|can|could", "may|might|can|could also", "may|might|can|could well")
SETTING_VERBS = forms("own|have|hold|possess|keep", "be the owner|owners of", "own|have|hold or not own|have|hold",
                      "be registered with|for")
SETTING_SOME = forms("some|several|any|multiple|many", "a few", "one or more|several", "zero or more", "a number of",
                     "more than one", "no or some|several", "any number of")
SETTING_AFTER = forms("or none", "or none at all", "or not any", "of their own", "or not")
# A person of two said by where they are found ("The first is found among G: the one with R, or, if several tie, T.",
# a35t): read as 'The first is the one with R among G (if several tie, T).'; the verbs of finding.
FOUND_AMONG_VERBS = ("found", "chosen", "picked", "selected", "taken", "drawn", "identified")
# An exam's instruction saying the answer as a value of the person found ("Your answer should be the sum of this
# person's bank account balances.", a35t): read as the question 'What is the sum of ...?'; the value's first words.
ANSWER_VALUE_LEADS = forms("your|the answer should|must|will be", "your|the answer is to be", "give|report|state as your answer")
ANSWER_VALUE_SAID = ("the sum", "the total", "the combined", "the aggregate", "the number", "the count")
# A set-up sentence naming the person the question then refers back to ("Take the person who owns pet 'Roy'.").
SETUP_LEADS = forms("take|consider|find|identify|locate|pick|select|choose|get|fetch|grab", "start|begin with",
                    "gather|collect|assemble", "round up",  # ('Gather the top vehicle owners of each state. ...', c39)
                    "single|pick out",  # ('From G1, single out S1. From G2, single out S2.', a25y)
                    "look up|at", "think of|about", "focus on", "first find|identify|take|locate|get",
                    "start|begin by finding|identifying|taking|locating|picking|selecting|considering",
                    "start|begin by looking at", "let's take|find|consider", "let us take|find|consider",
                    "let's start|begin with", "let us start|begin with", "let's look at", "let us look at",
                    "now take|find", "ok|okay|so take|find",
                    "ok|okay|so start with",
                    # a second person set up as the first was ('Among G1, take S1 (T1); among G2, also take S2', a34r)
                    "also|likewise|similarly|again take|find|identify|locate|pick|select|choose|get",
                    "take|find|identify|locate|pick|select|choose also",  # ('Find also the youngest person among G2', a35t)
                    # ('Then consider also G2', 'Consider also G2, and take the oldest of these', a35t)
                    "consider also", "then consider also", "look also at")
# A chat's wanting before a person ('among G, I want the one with R1 and the one with R2 (either way, T)', 'I need
# whoever has R', a37p): read as 'take' where a person's elided head follows ('the one', 'whoever': discourse._wanted_taken)
SETUP_WANTED = forms("i|we want|need", "i'd|we'd like", "i|we would like", "i|we just|only want|need", "just|only need",
                     "need", "give|get me", "i|we just|only? need|want you to take|find|pick|grab")
# Choosing the person from a group set up in the same sentence ("Consider the residents of X, and select the one ...").
SETUP_SELECT = forms("select|identify|find|take|pick|choose|determine|locate", "single|pick out")
# A step's person chosen in the passive, after it ('Among G, the person with R is chosen, the eldest winning a tie.', a24x)
SETUP_PASSIVE = forms("is|gets chosen|selected|picked|taken|identified|found", "will|shall|should|must|is to be "
                      "chosen|selected|picked|taken|identified|found")
# Words that order the steps of a question laid out in steps ("First, find S. Then find S2. Which of the two ...").
STEP_LEADS = forms("first|firstly|then|next|now|second|secondly|third|thirdly|finally|lastly|afterwards|and ,?",
                   "after that ,?", "as a first|second step ,?")
# A group set off by dashes or brackets before the person chosen from it ('or — out of G — the one with R', '(among G)
# the oldest', c38p: discourse._group_aside): its first words, and the person's
ASIDE_GROUP_LEADS = forms("among|amongst|from|within|of", "out of", "from among")
ASIDE_PERSON_STARTS = forms("the", "whoever", "whichever", "the one|person|individual")
# The group a step chooses from, said first ("Among G, find S", "Out of G, pick S", "Looking only at G, take S").
STEP_GROUP = forms("among|amongst|in|within|of|from|between", "out of", "looking only? at", "considering",  # ('between': a18y)
                   "as for", "about|regarding",  # ('As for G, please find S.', a24y: the group as the topic)
                   "given")  # ('Given G1, take S1 (T1); given G2, take S2 (T2).', a27z)
# ... and 'for' before a group named by its people ('For residents of the state where X lives, take the person with the
# most vehicles.', a26x): the group a step's person is chosen from, as 'among'; not before 'each', 'both', a place or a
# person ('For the state of X, ...', 'For the first one, ...'), which say other things.
STEP_GROUP_PEOPLE = forms("for", "for all")
# A step that reports the answer about the two people set up before it ("Step 3: report who is older").
REPORT_LEADS = forms("report|say|state|determine|identify|establish", "tell me", "find out",
                     "tell|share|check|confirm", "tell us", "share with me|us", "let me|us know")  # ('Kindly tell who ...', a20x)
# Leads a set-up may open with, which say nothing ("hey, quick one: the lady who owns pet 'Max' — ...").
SETUP_ASIDES = forms("hey|hi|ok|okay|so|alright|question|q", "quick one|question", "hey|hi|ok|so , quick one|question")
# The head noun of a person set up in a clause before the ask ("the lady who owns pet 'Max' — who in her state ...").
SETUP_PERSONS = forms("the|this|that owner|person|lady|woman|guy|man|user|individual|one|customer|fella|gal|driver",
                      "the|this|that pet|dog|cat|car|vehicle owner", "whoever")
# The nouns of a set-up that names one person ("Take the oldest resident of Ohio.", not "Look at Ohio."); the grammar
# reads no place as its people after one ('the resident of the same state as X who ...': that noun's group, not 'the
# resident among the people of X's state').
PERSON_HEADS = frozenset({"person", "owner", "user", "resident", "individual", "one", "lady", "woman", "guy", "man",
                          "driver", "holder", "cardholder", "customer", "inhabitant", "earner", "employee"})
# A definition by letter of one person ('the member of S with the most pets', 'the oldest person in T', 'the owner of the
# pet named X', 'a resident of S with ...'): its article, a few words, then one of these heads in the singular; any other
# label's definition may be a group 'its members' points at ('the people who ...', 'the three members of S ...').
LETTER_PERSON_LEADS = forms("the|a|an|some|that|this")
LETTER_PERSON_HEADS = forms(*sorted(PERSON_HEADS | {"member", "policyholder"}))
# A reference back to the one person set up or defined: a possessive before one of their attributes, or an object.
_REFER_NOUNS = "|".join(sorted(PERSON_HEADS))
REFER_POSSESSIVE = forms("their|his|her", "the person's|individual's|owner's|one's|lady's|guy's|woman's|man's",
                         f"that|this {'|'.join(n + chr(39) + 's' for n in sorted(PERSON_HEADS))}",
                         "his or her", "his/her", "that|this same person's|individual's")
# Words in a question after a person set up that may point back to them though not read as a reference ('the person in
# question', 'the aforementioned individual', 'the said person'): a refusal of the unused set-up says so (`discourse`).
REFERENCE_LIKE = GENDERED_PRONOUNS | PLURAL_PRONOUNS | frozenset({
    "said", "aforementioned", "aforesaid", "above-mentioned", "abovementioned", "identified", "question"})
# ('the individual so identified', as the grammar's THAT_PERSON reads it: 'Take S. Then report the height of the
# individual so identified.' was refused saying the question never refers to S)
REFER_OBJECT = forms("him|her|them", f"that|this {_REFER_NOUNS}", "him or her", "that|this same person|individual",
                     SO_FOUND_PERSON)
REFER_SUBJECT = forms("he|she|they", f"that|this {_REFER_NOUNS}", "he or she", SO_FOUND_PERSON)
# The one person set up, referred to as one of two compared (discourse._refer, e38k): the words before the reference
# ('Between that person and B', 'Which of that person and B', 'Compare that person with B', 'Who has fewer X: that person,
# or B?'), the words after it joining the other, and the words before it as the second ('..., B or that person?'), said
# only where the sentence compares (a comparative or 'between' before it)
REFER_PAIR_SECOND = frozenset({"and", "or", "with", "vs", "versus"})
REFER_PAIR_LEADS = frozenset({"between", "of", "compare", "comparing", "contrast", "contrasting", ":", ",", "—",
                              "whether"}) | REFER_PAIR_SECOND  # ('Comparing that person with B, which of them ...?', e38k2)
REFER_PAIR_NEXT = frozenset({"and", "or", "with", "vs", "versus", ","})
REFER_PAIR_VERBS = frozenset({"has", "have", "owns", "own", "holds", "hold", "possesses", "possess", "is", "earns"})
REFER_PAIR_COMPARED = frozenset({"between", "compare", "comparing", "contrast", "contrasting", "more", "fewer", "less",
                                 "higher", "lower", "larger", "smaller", "bigger", "greater", "older", "younger", "richer",
                                 "poorer", "which", "whichever", "whether"})
# The verbs of a step said once for two groups listed after it ('In each of two groups, take R: first, G1; second, G2',
# 'Find R in each of these two groups: G1, and G2', e38k): discourse._step_for_groups_listed
# A set-up said as a participle before the question and its comma ('Taking the 2 people with the most pets among G,
# what is their combined bank balance?', c39n; 'Considering the oldest resident of X, how many pets do they have?'):
# read as the set-up 'Take S, ...'; the person or people said with a determiner, the question after the comma.
SETUP_PARTICIPLES = ("taking", "considering", "given", "starting with", "starting from", "having taken",
                     "having found", "having picked", "having selected", "if we take", "if you take", "if we consider",
                     "if you consider", "if we look at", "if you look at", "looking at", "picking", "selecting")
# Two people taken from one group set up in the sentence before ('Start from G. From it, take the member with R1, and
# also take the member with R2.'; 'Both people in this question come from G. One is the member of that group with R1;
# the other is the member with R2.', e42p): read as 'Among G, take the one with R1 and the one with R2.'. The leads
# setting the group up, the references back to it, the verbs of taking, and the words saying both come from it.
GROUP_TWO_LEADS = ("start from", "start with", "begin with", "begin from", "take", "consider", "look at", "gather",
                   "collect", "focus on")
GROUP_TWO_BACK = ("it", "them", "those", "these", "that group", "this group", "the group", "that set", "this set",
                  "those people", "these people")
GROUP_TWO_TAKE = ("take", "pick", "choose", "select", "find", "get", "identify", "grab")
GROUP_TWO_BOTH = ("both people", "both persons", "both individuals", "the two people", "the two persons", "both")
GROUP_TWO_COME = ("come from", "are drawn from", "are taken from", "are chosen from", "are picked from",
                  "are selected from", "belong to")
# A group set up and the question asked of it in one request ('can you look at G and tell me who among them has R?',
# e42p): read as 'Among G, who has R?'; the request's words before the group, its verbs, and the asking after 'and'
GROUP_ASKED_LEADS = ("can you", "could you", "would you", "please", "can you please", "could you please")
GROUP_ASKED_VERBS = ("look at", "take", "consider", "check", "go through", "look through", "pull up", "grab")
GROUP_ASKED_TELL = ("tell me", "let me know", "say", "find out", "figure out", "work out", "see")
# A chat's question said as the comparison first, then the question word, then the two ('fewer bank accounts — who?
# A, or B', 'older: which one? A or B', e42p): read as 'who has fewer bank accounts: A, or B' ('who is older: A or B')
MEASURE_FIRST_MORE = ("more", "fewer", "less", "higher", "lower", "bigger", "smaller", "larger", "greater")
MEASURE_FIRST_ADJECTIVES = ("older", "younger", "richer", "poorer", "wealthier")
MEASURE_FIRST_ASKED = ("who", "which one", "which", "which of them", "which of the two", "who of them")
# The heads of one person taken in each state by a set-up saying the state first ('For each state, take the resident
# with R.', e42p: discourse reads it as 'take the resident with R in each state')
EACH_STATE_TAKE_HEADS = frozenset({"resident", "person", "individual", "one", "inhabitant"})
# ... and of all the people taken so ('For each state, take the people with the most pets.': all of them)
EACH_STATE_TAKE_PLURAL_HEADS = frozenset({"residents", "people", "persons", "individuals", "ones", "inhabitants"})
SETUP_STEP_VERBS = ("take", "find", "pick", "choose", "select", "identify", "determine", "locate", "get", "pick out",
                    "single out", "look for", "consider")
# Records said held by the person referred to ("the number of vehicles and pets held by that person"): before 'by'.
REFER_HELD = frozenset({"held", "owned", "had", "kept", "possessed", "carried"})
# ... and the words of a sum that may end the sentence after it ('How many pets and vehicles are linked to that person in
# total?')
REFER_SUM_AFTER = forms("in total|all", "altogether", "combined", "together", "overall", "all told")
# ... and after 'to' or 'with' ('the X, Y and Z belonging to that person', '... registered to him', '... linked with them')
REFER_HELD_TO = frozenset({"belonging", "belong", "belongs", "belonged", "registered", "attributed", "linked",
                           "associated", "attached", "assigned"})
# A place set up with its person ("Start with the owner of pet 'X' and that owner's state."), referred to later as
# 'there', 'that state', 'its residents'.
PLACE_AGAIN = forms("there", "in that|this same? state|city", "that|this same? state|city")
# The kind of place a word of PLACE_AGAIN or PLACE_PEOPLE names ('that state', 'that city's residents'): the noted place's
# own kind, or refused (`discourse._same_place_noun`).
PLACE_KIND_WORDS = {"state": "state", "state's": "state", "city": "city", "city's": "city"}
PLACE_NOUNS = forms("state|city", "home state|city", "state|city of residence")
# One resident said with no place of their own after a place is set up ('Start with the state where A lives, and find the
# resident with the most vehicles', e38w): that place's (ask.discourse._place_again)
PLACE_ONE_RESIDENT = frozenset({"resident", "inhabitant", "local"})
PLACE_PEOPLE = forms("its residents|inhabitants|people|population",
                     "that|this state's|city's residents|inhabitants|people|population")
# The place where the person set up lives, said with a verb ("the state where she lives").
REFER_WHERE = forms("where", "in which", "that")
REFER_LIVES = forms("lives|live|resides|reside", "is|are based|located")
# The two people defined or set up, referred to together ("Which of the two has more pets?").
QUIZ_TWO_NOUNS = "finalists|contestants|picks|targets|suspects|challengers|contenders|competitors|players|winners|champions"
# The participles saying a person was chosen by a step, before or after the people they describe ('the two picked
# people', 'the two people so selected', c38w): one list for every phrasing of the pair referred back to
PICKED_SAID = "selected|chosen|identified|picked|found"
PAIR_REFERENCES = forms("them", "the|these|those two", "both", "the two of them", "these|those two people|individuals|"
                        "persons|owners|residents|ones", "the two people|individuals|persons|owners|residents",
                        f"the two {PICKED_SAID} people|individuals|persons",
                        f"these|those {PICKED_SAID} people|individuals|persons",
                        f"the two people|individuals|persons so {PICKED_SAID}",
                        f"the people|individuals|persons so {PICKED_SAID}", "the|this|that pair",
                        "the|this|that pair of them|people|individuals|persons|residents|owners|earners",
                        # a quiz's two ('Which of your two has ...?', 'Of your two finalists, who ...?', a19x)
                        f"your two {QUIZ_TWO_NOUNS}?", f"the|these|those two {QUIZ_TWO_NOUNS}",
                        f"your|the {QUIZ_TWO_NOUNS}",
                        # a top-2 set up, then referred to ('take 2 persons who have most credit cards. What is total
                        # bank balance of these 2 persons together?', a22y: discourse._refer)
                        "these|those|the 2|two people|persons|individuals|ones", "these|those persons|individuals",
                        # the two listed after the question ('Please add together total bank balance of two people.
                        # First: S1. Second: S2.', a22y; 'the combined bank balance of the following two people')
                        "two people|persons|individuals", "the following two? people|persons|individuals")
# After 'the bank balances of two people', the sum asked for again, read away (a24x: 'Add up the bank balances of two
# people and report the total: first, S1; second, S2.')
PAIR_SUM_REPORTED = forms("and report|give|state|return|provide the total|sum|result|answer",
                          "and tell|give me the total|sum|result|answer")
# After a measure compared, the two announced (a24x: 'Compare the number of pets owned by two people: A, and B.')
PAIR_MEASURE_OF_TWO = forms("owned|held|had by two people|persons|individuals", "of|for two people|persons|individuals")
# The money of two people found said in the plural, summed after it ('What do their bank balances add up to?', 'the sum
# of both people's bank balances', a22v: ask.discourse._refer)
# (in the singular too, with a word of summing after it or before it: "What's their total bank balance combined?", "add
# up their total bank balance", a35c)
PAIR_MONEY_SUMMED = forms("bank balances", "total|combined? bank balances", "balances", "bank accounts",
                          "total|overall? bank? balance")
# ... and the sum said after it or before it ('What are their bank balances, all taken together?', 'What is the sum of
# their bank balances in total?', a25z; 'What's their total bank balance together?', 'Add up their bank balances.', a35c)
PAIR_MONEY_TOGETHER = forms(",? together", *(f",? {said}" for said in SUMMED_AFTER))
PAIR_MONEY_SUM_OF = forms("the sum|total of", "add|sum up?", "add together", "total up")
# Two people found, referred to as the subject of a verb of having in a question summing their money ('How much money do
# they have in the bank together?', 'How much money do those two have combined?', a35c): both, their money summed (a
# word of TOGETHER in the sentence; without it 'they' may be either one, refused).
PAIR_SUBJECT = forms("they", "both of them", "the two of them", "both", "the two", "these|those two",
                     "these|those two people|persons|individuals")
# One of a quiz's two people, asked which ('Which finalist has the higher total bank balance?', 'Which target earns
# less?'): read as 'which of S1 and S2'.
PAIR_ONE_OF = forms("finalist|contestant|target|pick|suspect|challenger|contender|competitor|player")
# Each state's leader by a ranking set up as a group, then referred to ("Consider, for each state, the resident with the
# highest total bank balance in that state. Among these individuals, who ...?", "Every state has a richest resident.
# Which of these richest residents ...?", "Take each state's top person by total bank balance; among those, who ...?"):
# read as 'Among people with the highest total bank balance in their state, who ...?'.
LEADERS_EACH = forms("for|in|within each|every state", "each|every state has",
                     # ('State by state, take R', 'Per state, take R', 'In each and every state, find R')
                     "state by state", "per state", "for|in|within each|every single|individual state",
                     "for|in|within each and every state", "for|in|within each of the states")
LEADERS_STATES = forms("each|every state's")
LEADERS_HEADS = forms("the|a|its resident|person|individual|one|inhabitant", "top|richest|wealthiest|oldest|youngest "
                      "resident|person|individual|one|inhabitant", "the|a|its top|richest|wealthiest|oldest|youngest "
                      "resident|person|individual|one|inhabitant")
# ... said in the plural, all who qualify in a state ('In each state, take the person or people owning the most vehicles
# in that state': 'the people ...' after ask.tokens, a19y)
LEADERS_PLURAL_HEADS = forms("the|its residents|people|persons|individuals|ones",
                             # ('for every state, grab whoever owns the most vehicles there', c39p: all who do)
                             "whoever", "whichever people|persons|residents",
                             # ('For every state, find who owns the most vehicles there', e41g: whoever does)
                             "who",
                             # ('In each state, there are people who have most cars in that state. Among all these
                             # people, ...', a24y)
                             "there is|are some? residents|people|persons|individuals")
LEADERS_THERE = forms("in|within that|the|its|their state", "there", "of that|its|their state",
                      # ('find the person with the highest total bank balance among that state's residents', c39w)
                      "among|amongst|of that|the|its|their state's residents|people|inhabitants|population",
                      "among|amongst|of the residents|people|inhabitants of that|the|its|their state")
LEADERS_REFERENCES = forms("among|amongst|of|from these|those|them", "out of these|those|them", "which|who of these|those",
                           "who among|amongst these|those|them",
                           # ('Amongst all of these, who ...', 'Amongst all these wealthiest residents, ...', a19y)
                           "among|amongst|of|from all of? these|those|them",
                           # the group said as a group ('Out of this group of state leaders, ...', 'From this combined
                           # group, ...', 'out of that bunch of state leaders, ...', c39w/c39p)
                           *(f"{prep} this|that|the combined|whole|entire|resulting|full? {noun} of?"
                             for prep in ("among|amongst|of|from|within|in", "out of",
                                          # ('Which member of that group has R?', e41g: one of them)
                                          "which|what member|person|one|individual|resident of|in|from|among|amongst")
                             for noun in ("group|bunch|set|pool|lot|crowd|list|collection|batch|selection",)))
LEADERS_NOUNS = frozenset({"people", "individuals", "residents", "persons", "leaders", "ones", "winners", "richest",
                           "wealthiest", "oldest", "youngest", "top", "state", "selected", "chosen", "earners",
                           "state-by-state", "per-state", "champions", "champs", "frontrunners", "front-runners",
                           "toppers", "leading"})  # ('Of these state-by-state leaders, who ...?', a22x; 'Out of this set
# of state champions, who ...?', c39-style)
# A scene set before the steps, read away ("Imagine you look up S." -> "Look up S."; "Suppose we start with S.",
# "Let's say you find S.", "Picture that you take S."): an opener, then one of the set-up verbs (SETUP_LEADS) or one
# written another way (SCENE_VERBS: the verb the layer writes -> the verbs as typed). An opener before any other verb
# is left as typed, so the grammar refuses it ("Imagine you are the owner of pet 'X'.").
SCENE_OPENERS = forms("imagine|suppose|picture|say|assume|pretend that? you|we|you're|we're",
                      # a second scene set as the first was ('Suppose we also / then look at G2 and find S2.', a35t)
                      "suppose|imagine that? you|we also|then|next|now",
                      "now|so imagine|suppose|picture|say that? you|we|you're|we're",
                      "let's say|imagine|suppose|assume that? you|we|you're|we're",
                      "let us say|imagine|suppose|assume that? you|we|you're|we're")
# Spoken framing before the question, read away ("okay this one's long, ...", "this one's a comparison, ...", "I've got a
# question about medical conditions, ..."), and two people announced ("so I've got two people, S1, and S2, who ...",
# "hey I need to compare two people, ...": read as 'Two people: S1 and S2, who ...').
# A label before a question of several sentences, read away ("Problem: Consider S. ...", "Q: Take S. Who ...?", "Your
# task: ...", "Exam item: ..."; 'Q' only when no later words refer to a 'Q'; one sentence after a label is the
# grammar's, LEAD_ASIDE).
QUESTION_LABELS = forms(f"{_LABELS}|question|q :|—", "word problem :|—",
                        "practice|bonus|sample question|problem :|—", *(f"{label} :|—" for label in FRAME_LABELS))
# A question laid out as labelled parts ("Scope: G. Measure: number of vehicles, largest first. Ties: T. Output: the
# individual's name.", "Scope A: G1. Scope B: G2. In each scope take R. Output: whichever of the two has more X."):
# the labels (each before ':'), the direction said after the measure, the step's lead for each scope, and what the
# output asks ('name' alone: the one ranked first; of two: which of them).
SCOPE_LABEL = forms("scope", "population", "group")
SCOPE_PAIR = (forms("a", "1", "one"), forms("b", "2", "two"))
SCOPE_MEASURE = forms("measure", "ranking", "rank by", "ranked by", "criterion", "metric", "sort key", "sort by")
SCOPE_TIES = forms("ties", "tie-break", "tiebreak", "tie-breaks", "tiebreaks", "tiebreaker", "tiebreakers", "tie-breaker",
                   "tie-breakers", "tie", "ties broken by")
SCOPE_OUTPUT = forms("output", "return", "answer", "report", "result", "deliverable", "give")
SCOPE_DIRECTIONS = frozenset({"largest", "highest", "greatest", "most", "latest", "earliest", "smallest", "lowest",
                              "fewest", "oldest", "youngest", "newest", "soonest", "least"})
SCOPE_NAME = forms("the? individual's|person's|resident's? full? name", "name only", "the name of the individual|person",
                   "the individual|person", "who", "the individual's|person's identity")
SCOPE_EACH = forms("in|from|within|for each scope|group|population ,?", "in|from|within|for both scopes|groups ,?",
                   "in|from|within|for each of the two scopes|groups ,?")
SCOPE_WHICH = forms("whichever|which of the two|them", "whichever", "the name of whichever of the two|them",
                    "whichever individual|person", "the one of the two", "the selected|chosen|taken person|individual",
                    "the one", "the person|individual", "the name of the one|person|individual")
# A question laid out as labelled parts in any order, one a sentence, a line or a bullet ("Population: residents of X.
# Criterion: most vehicles. Tie-break: oldest. Output: full name."): the labels of each part's role (each before ':',
# '-' or '='). The group ranked, the ranking, the rules for ties (several: applied in the order written), what to give
# about the person found, the person a group refers to ('Anchor: the owner of pet 'X'. Group: residents of the
# anchor's state.'), and the question itself said under a label.
LAYOUT_GROUP = forms("scope", "population", "pop", "group", "filter", "filters", "pool", "candidate|candidates pool?", "universe",
                     "set", "domain", "subset", "cohort", "people", "persons", "individuals", "subjects", "eligible",
                     "eligibility", "restriction", "restrict to", "limit to", "limited to", "among", "consider",
                     "considering", "search space|within", "who", "whom", "population of interest", "in scope",
                     "group considered|ranked", "people considered|ranked", "from", "where", "condition", "conditions")
LAYOUT_RANK = forms("criterion", "criteria", "measure", "metric", "ranking", "rank", "rank by", "ranked by",
                    "person", "the person", "the pick",  # ('group = G. person = fewest pets, tie -> T.', e46q)
                    "ranking criterion|key|metric|measure", "primary criterion|key|sort|ranking|measure|metric", "sort",
                    "sort by|key|order", "sorted by", "order by", "ordering", "order", "key", "objective", "goal",
                    "select", "selection", "selection criterion|rule", "select by", "pick", "pick by", "choose",
                    "choose by", "target", "maximize", "maximise", "minimize", "minimise", "find", "looking for",
                    "winner", "winning criterion", "best", "main criterion|key|measure", "first criterion|key",
                    "based on", "by", "of", "for")
LAYOUT_TIES = forms("ties", "tie", "tie-break", "tiebreak", "tie-breaks", "tiebreaks", "tiebreaker", "tiebreakers",
                    "tie-breaker", "tie-breakers", "tie-breaking", "tiebreaking", "tie rule|rules", "tie-break rule|rules",
                    "tie-breaking rule|rules", "if tied", "on a tie", "on ties", "in case of a? tie|ties",
                    "ties broken by", "ties resolved by", "secondary", "secondary criterion|key|sort|measure|metric",
                    "then by", "fallback", "second criterion|key", "next criterion|key", "tiebreaker 1|2|3",
                    "tie-breaker 1|2|3", "tie-break 1|2|3", "tiebreak 1|2|3",
                    "first|second|final tie-breaker|tiebreaker|tie-break|tiebreak")
LAYOUT_OUTPUT = forms("output", "outputs", "return", "returns", "report", "answer", "answer format|type", "format",
                      "result", "results", "deliverable", "give", "expected output|answer|result", "response",
                      "output format|type", "return value|format|type", "provide", "want", "wanted", "need", "needed",
                      "show", "print", "answer with", "respond with", "reply with", "the answer", "your answer",
                      "report back", "return value")
LAYOUT_ANCHOR = forms("anchor", "anchor person|individual", "reference", "reference person|individual", "given",
                      "starting point|person", "start", "start from|with", "seed", "seed person", "base person",
                      "target person|individual", "subject", "person of interest")
LAYOUT_QUESTION = forms("question", "task", "ask", "query", "q", "problem", "your task", "the question", "the task")
# Parts said by a keyword with no colon ('where G order by R limit 1 -> name', 'pick fewest bank accts, tie -> T',
# 'return total bal'): a sort, a filter, what to give, the ranking; and the words that start one more condition of the
# group said before ('filter:\n- same policy type as S1\n- same state as S2').
# Two people laid out as items under a comparison said tersely (`layout._pair_laid`): "fewer pets wins: [S1] vs [S2]",
# "credit card count, more wins:\n- S1\n- S2", "A: S1. B: S2. return whoever has more pets": the comparison's words.
PAIR_MORE = ("more", "higher", "greater", "larger", "bigger", "most")
PAIR_FEWER = ("fewer", "less", "lower", "smaller", "fewest")
PAIR_VS = ("vs", "vs.", "versus")
# The first words of a tie's breaker said as a sentence of its own before its trigger, besides a person's superlative
# ('... ? largest salary if tied', 'highest total bank bal if they tie', e47s): a measure's end (tokens._breaker_before)
BREAKER_SENTENCE_FIRST = frozenset({"highest", "largest", "biggest", "greatest", "lowest", "smallest", "most", "fewest",
                                    "higher", "larger", "bigger", "greater", "lower", "smaller", "more", "fewer"})
# ... a slash standing alone before the word setting the second against the first, Slack shorthand ('S1, ties by T1 / vs
# S2', e47s): read away, 'vs' joining the two
SLASH_BEFORE_VS = frozenset({"vs", "versus", "v"})
PAIR_WINS = ("wins", "win")
# words of a terse comparison that say nothing of what is compared ('compare', 'return whoever has', 'count', 'A vs B')
PAIR_FRAME_WORDS = ("compare", "compared", "comparison", "return", "return:", "whoever", "whichever", "the", "one", "w/",
                    "with", "has", "have", "who", "which", "of", "two", "2", "those", "them", "is", "one's", "person",
                    "count", "#", "number", "vs", "vs:", "a", "b", "a/b", "people", "name", "only", "full",
                    # ('Compare two people on pet count, fewer pets wins: (1) S1; (2) S2', 'Compare by number of
                    # insurance policies, more wins: S1, vs. S2', a34s: the preposition before the measure)
                    "on", "by")
PAIR_AGES = {"younger": "Who is younger", "older": "Who is older", "who earns more": "Who earns more",
             "who earns less": "Who earns less",
             # ('who was born later: A = S1, or B = S2', a21y)
             "born later": "Who was born later", "born earlier": "Who was born earlier",
             "born first": "Who was born first"}
LAYOUT_SORTED = forms("order|sort|rank|ordered|sorted|ranked by", "order|sort|rank them|everyone by")
LAYOUT_WHERE = forms("where", "filter", "filter to|for|on|by", "filtered to|by", "restrict|restricted|limit|limited to")
LAYOUT_RETURN = forms("return", "returns", "give", "output", "report", "show", "print", "give me")
LAYOUT_PICK = forms("pick", "select", "choose", "take", "find", "get")
LAYOUT_CONDITION_WORDS = frozenset({"same", "no", "with", "without", "who", "having", "sharing", "living", "whose",
                                    "current"})  # (a terse condition: "current job started in 2023")
# Sentences in a labelled layout asking for the person found, with no label ('Identify the individual.', 'Who is it?'):
# a name's output.
LAYOUT_NAME_ASKS = forms("identify|name|give|report|return|state|determine|find|provide|output the|that? individual|person|"
                         "resident|winner|one", "identify|name|give|report|return|state|provide|output their|the|his|her "
                         "full? name", "identify|name them|him|her", "who is it|this|that", "which person|individual is it",
                         "name the person|individual selected|chosen|found",
                         "identify|name the selected|chosen person|individual", "name|names", "name only", "who",
                         "top|limit 1", "top|limit 1 name", "top|limit 1 — name", "return|give|output|show|report name",
                         "return|give|output|show|report the? name only", "the winner", "winner", "first one")
SPOKEN_FILLERS = forms("okay|ok|so|alright|hey|well|um|uh|right|now ,?")
# A chat turn's opening words with no mark after them, before the first sentence of a question laid out over several
# ('ok so person A is whoever ...', 'alright so take the owner of ...', 'so first person: ...', a37p): read away at the
# text's start (discourse._frame_read_away), as the same words set off by a comma are
CHAT_OPENERS = forms("ok|okay|alright|right|so|and", "ok|okay|alright|right so", "ok|okay|alright|right then",
                     "ok|okay|alright so then", "so basically", "ok|okay|alright so basically", "ok|okay|alright now",
                     "ok|okay|alright|so here's the thing|deal", "ok|okay|alright|so right")
SPOKEN_FRAMES = forms("this one's|is long|tricky|complicated", "this one's|is a comparison", "this is a comparison",
                      "this one's|is a long|tricky|complicated one", "this is a long|tricky|complicated one",
                      "this one's|is a bit|pretty long|tricky|complicated", "this one's|is kind of long|tricky|complicated",
                      "i've got a question|one about", "i have|got a question|one about", "here's a question|one about")
# A quiz-night opener before the question (a19x), read away: a line announcing it ("Here's one for you:", "Here's a
# quick one -", "Here's a puzzle with a twist:", "Face-off time:", "Let's set up a duel."), a teaser asked first and
# naming nothing ("Think you know your neighbours? Among ...": QUIZ_TEASERS, a sentence with no quoted value or number,
# with the question after it), and two people announced by a quiz word ("Two finalists - S1, and S2", "Two elders, two
# states - ...": read as 'Two people — ...').
_QUIZ_NOUNS = "one|puzzle|question|riddle|teaser|brainteaser|poser|showdown|challenge|duel|contest|face-off|matchup|round"
QUIZ_OPENERS = forms(*(f"{here} {said}{tail}" for here in ("here's", "here is") for tail in ("", " for you") for said in (
                         "one|another",
                         f"a|an|another quick|short|little|tricky|fun|easy|hard|simple|good|new|final? {_QUIZ_NOUNS}",
                         f"a|an|another counting|comparison|ranking|pub|quiz|trivia|two-person {_QUIZ_NOUNS}",
                         f"a|an|another quick|short|little|tricky? {_QUIZ_NOUNS} with a twist")),
                     "face-off|faceoff|duel|showdown|quiz|puzzle|riddle|challenge|bonus round? time",
                     "let's set up|have|stage a duel|showdown|face-off|contest|match-up|matchup",
                     "set up|stage a duel|showdown|face-off|contest|match-up|matchup",
                     "let us set up|have|stage a duel|showdown|face-off|contest|match-up|matchup",
                     "time for a duel|showdown|face-off|contest|puzzle|riddle|quiz question?",
                     "face-off|faceoff|duel|showdown|matchup|match-up", "ready", "are you ready", "quiz time")
# An office e-mail's header before the question (a20x): 'PFB the requirement.' ('please find below'), 'PFB two
# people:', 'Please find below the details -': read away as a quiz opener is (a colon after it: what follows is read).
OFFICE_OPENERS = forms("pfb|pfa", "please|kindly? find below|attached|enclosed",
                       *(f"{lead} the|my? {noun}" for lead in ("pfb", "please|kindly? find below", "here is|are")
                         for noun in ("requirement|requirements|request|query|details|detail|question|ask|task",
                                      "two people|persons|candidates|individuals")),
                       "pfb the below two? people|persons",
                       "requirement|requirements|details|query|request", "the requirement is as follows")
# A sentence of its own that only sets the scene ("Picture two states.", "Imagine two searches."): read away (not before a
# colon: "Imagine two states: the home state of S1 and ..." names them, words.EACH_TWO).
_QUIZ_TWOS = "people|persons|contestants|searches|rounds|states|targets|picks|clues|finalists|suspects|elders|youngsters"
QUIZ_SCENES = forms("picture|imagine|consider|take two states|groups|people|persons|searches|contestants|rounds",
                    f"two {_QUIZ_TWOS} , one contest|question|winner|sum|total|answer",
                    # ('Two targets to add up. First: S1. Second: S2. What is their combined ...?', a19x)
                    f"two {_QUIZ_TWOS} to sum|total|find|compare", f"two {_QUIZ_TWOS} to add up", "two to find|compare",
                    "two to add up")
# A sentence announcing what the question after it is about (a34r: "Here's one about insurance.", "Here's a salary
# comparison.", "Here's one comparing car ownership.", "Here's a slightly involved one."): read away only when its topic
# is a measure or a kind of answer the question itself then names (TOPIC_OPENER_NAMED: each of its words found again in
# the question), never a group, a place or a value ("Here's one about pet owners in Ohio." could say whom it asks
# among: refused, naming the opening). The lead (what comes before the topic), the nouns after a topic said first
# ('a salary comparison'), and the words that say only how hard or long it is.
# ... the words saying what it is about (ask.questions checks any opening with one before reading the question)
TOPIC_OPENER_ABOUT = ("about|on|regarding|concerning|involving|comparing|covering|around", "related to", "to do with",
                      "that involves|compares|concerns")
TOPIC_OPENER_LEADS = forms(*(f"{here} {what} {about}" for here in ("here's", "here is", "now", "next")
                             for what in ("one|another", "a|another question|one", "one more", "a|another quick|short|"
                                          "little|tricky|harder|fun? one|question")
                             for about in TOPIC_OPENER_ABOUT),
                           *(f"{this} one|question is|'s {about}" for this in ("this", "the next", "next")
                             for about in ("about|on|regarding|concerning|involving|comparing|covering", "related to",
                                           "to do with")),
                           # ('A quick one about pets:', 'Now for one about salaries.', 'Question about insurance:')
                           *(f"{lead} {about}" for lead in ("a? quick|short one|question", "a question", "question",
                                                            "now|next for one|another", "now|next up one|another")
                             for about in ("about|on|regarding|concerning|involving|comparing|covering", "related to",
                                           "to do with")))
# ... words opening a turn before the lead, or before a topic said alone ('Okay, here's one about pets.', 'So, about
# pet owners:', 'Now, pet owners.'), the words saying what it is about with no lead ('About pet owners:'), and the words
# ending a topic said alone ('Pet owners, next.') (r38 H5)
TOPIC_OPENER_TURNS = frozenset({"now", "so", "okay", "ok", "alright", "right", "well", "next", "then", "and"})
TOPIC_OPENER_BARE = frozenset({"about", "regarding", "concerning", "re"})
TOPIC_OPENER_TURNS_AFTER = frozenset({"next", "now"})
TOPIC_OPENER_A = forms(*(f"{here} a|an|another" for here in ("here's", "here is", "now", "next")))
# ... and the value the question asks for, said as wanted first ('I need a total bank balance. Look at G; of those, take
# S. What's that person's total balance ...?', a37p): read away as a topic said with no lead is (every word a measure
# the question names again, or glue: 'I need a hand with the data.' is not one)
TOPIC_OPENER_WANTED = forms("i|we need|want a|an|one", "need a|an|one", "i'd|we'd like a|an|one", "i|we would like a|an|one",
                            "i'm|we're after a|an|one", "i am after a|an|one", "we are after a|an|one",
                            "i'm|we're looking for a|an|one",
                            "looking for a|an|one", "i|we just need a|an|one", "just need a|an|one",
                            "i|we just? need|want a single", "just? need a single")
# ... which must be the value the last sentence asks (discourse._wanted_mismatch, r43, r44): a count ('a pet count')
# or a balance; a count's kinds of record are the words after 'how many' up to its verb, less the words around them
WANTED_COUNT = frozenset({"count", "number", "tally"})
WANTED_BALANCE = frozenset({"balance", "balances", "money", "cash", "savings"})
# ... a number said with no kind ('I need one number: ...', 'I just need a single figure.'): a count or a balance
WANTED_NUMBER = frozenset({"number", "figure", "value"})
WANTED_NUMBER_SAID = frozenset({"single", "final", "exact", "numeric", "numerical", "total", "combined", "overall"})
WANTED_COUNT_ENDS = frozenset({"does", "do", "did", "is", "are", "has", "have", "for", "owned", "held", "belonging", "can",
                               "would"})
WANTED_COUNT_GLUE = frozenset({"and", ",", "&", "plus", "+", "total", "combined", "in", "the", "of", "a", "an", "one",
                               "record", "records", "number", "count", "tally", "altogether", "together", "overall",
                               "all", "their", "his", "her", "its", "my", "our", "sum", "figure", "grand"})
TOPIC_OPENER_NOUNS = frozenset({"one", "question", "comparison", "puzzle", "problem", "lookup", "query", "count",
                                "calculation", "sum", "check", "ranking", "comparisons", "questions"})
TOPIC_OPENER_DEGREES = frozenset({"slightly", "somewhat", "a", "bit", "little", "rather", "fairly", "quite", "more",
                                  "more-involved", "involved", "complex", "complicated", "detailed", "longer", "long",
                                  "wordier", "trickier", "tricky", "harder", "multi-step", "two-step", "layered",
                                  "interesting", "different", "new", "final", "last", "quick", "short", "simple",
                                  "easy", "easier", "straightforward"})
# ... the topic's words, each with the words that name it in the question ('insurance' is named by 'insurance',
# 'policy', 'policies', 'policyholder'); words that name nothing of their own ('the', 'and', 'ownership' after a kind of
# record) are TOPIC_OPENER_GLUE ('owning' is not: 'people owning cars' are holders, r38 H2). A topic word outside both, a
# quoted value or a number: the opening is not read away.
_NAMED_BY_VEHICLES = frozenset({"car", "cars", "vehicle", "vehicles", "automobile", "automobiles"})
_NAMED_BY_PETS = frozenset({"pet", "pets"})
_NAMED_BY_BANK = frozenset({"bank", "balance", "balances", "money", "richest", "richer", "poorest", "poorer", "wealthiest",
                            "wealthier", "savings"})
_NAMED_BY_PAY = frozenset({"salary", "salaries", "pay", "paid", "earns", "earn", "earner", "earning", "earnings",
                           "income", "wage", "wages"})
_NAMED_BY_AGE = frozenset({"age", "ages", "oldest", "youngest", "eldest", "older", "younger", "elder", "born", "birth"})
_NAMED_BY_CARDS = frozenset({"card", "cards", "cardholder", "cardholders"})
_NAMED_BY_POLICIES = frozenset({"insurance", "policy", "policies", "policyholder", "policyholders"})
_NAMED_BY_ONLINE = frozenset({"internet", "online", "username", "usernames"})
_NAMED_BY_EXPIRY = frozenset({"expires", "expire", "expiry", "expiring", "expired", "expiration", "lapse", "lapses"})
_NAMED_BY_JOBS = frozenset({"job", "jobs", "employment", "employments", "started", "hired", "position", "employer"})
_NAMED_BY_COUNT = frozenset({"many", "number", "count", "counts", "total", "altogether", "combined", "together",
                             "plus", "sum", "added"})  # ('I need a count: pets plus insurance policies for S', a37p)
TOPIC_OPENER_NAMED: dict[str, frozenset[str]] = {
    **{w: _NAMED_BY_VEHICLES for w in ("car", "cars", "vehicle", "vehicles", "automobile", "automobiles")},
    **{w: _NAMED_BY_PETS for w in ("pet", "pets")},
    **{w: _NAMED_BY_BANK for w in ("bank", "balance", "balances", "money", "wealth", "savings")},
    **{w: _NAMED_BY_PAY for w in ("salary", "salaries", "pay", "earnings", "income", "wages")},
    **{w: _NAMED_BY_AGE for w in ("age", "ages", "birthdays", "birth")},
    **{w: _NAMED_BY_CARDS for w in ("card", "cards")},
    **{w: _NAMED_BY_POLICIES for w in ("insurance", "policy", "policies")},
    **{w: _NAMED_BY_ONLINE for w in ("internet", "online", "username", "usernames")},
    **{w: _NAMED_BY_COUNT for w in ("counting", "count", "tally", "totals", "total")},
    **{w: _NAMED_BY_EXPIRY for w in ("expiry", "expiration", "expiries", "expirations", "expiring")},
    **{w: _NAMED_BY_JOBS for w in ("employment", "jobs", "job", "careers", "work")},
    **{w: frozenset({w}) for w in ("blood", "medical")},
}
# ... a topic naming the holders of a kind of record (a34r: "Here's one about pet owners. Among G1, take the person with
# the most pets (T1); among G2, ..."): the question may be asked among them, or only announced. Read only when each
# person the question picks is ranked first by the most of those records, as the restriction then changes nothing (the
# first by the most pets holds a pet whenever anyone there does): each pick then keeps only holders (no one, when
# none there does: no answer); any other question is refused (questions._holders_opened).
TOPIC_OPENER_HOLDERS: dict[Records, Said] = {
    Records.PETS: forms("the? pet|animal owners"),
    Records.VEHICLES: forms("the? car|vehicle|automobile owners"),
    Records.CREDIT_CARDS: forms("the? credit? card holders", "the? credit? cardholders"),
    Records.INSURANCE_POLICIES: forms("the? insurance? policy holders", "the? insurance? policyholders",
                                      "the? insurance holders"),
    Records.BANK_ACCOUNTS: forms("the? bank account holders"),
    Records.INTERNET_ACCOUNTS: forms("the? internet|online account holders"),
}
TOPIC_OPENER_GLUE = frozenset({"the", "and", "two-person", "head-to-head", "pairwise", "side-by-side", "ownership",
                               "holdings", "accounts", "account", "credit",
                               "records", "numbers", "number", "of", "people's", "their", "a", "an", "bit", "little",
                               "comparison", "comparisons", "question", "one", "dates", "date", "levels", "people",
                               "'s", "types", "type", "conditions", "history", "details", "start", "comparing",
                               "ranking", "rankings"})
QUIZ_TEASERS = forms("think|bet|reckon you know|can|could", "do you think you know|can", "think you're up to it|this",
                     "think you are up to it|this", "can you solve|crack this|it")
# (a teaser with a place or a group in it could name whom the question is about: "Think you know the richest person in
# Ohio? Who has the most pets?" is not read away, nor is one naming a state, a state's people, a species, a card or a
# policy, or owners, holders or residents: "Think you know Texans? Who is the richest person with a cat?" and "Think you
# know the dog owners? Who is the richest person?" could ask among them, w19b)
QUIZ_TEASER_BARS = frozenset({"in", "among", "amongst", "of", "from", "living", "with", "whose", "that", "state", "states",
                              *(w.lower() for s in US_STATES for w in s.split() if w not in ("New", "North", "South", "West")),
                              *(d.split()[-1].lower() for d in STATE_DEMONYMS.values()),
                              *(d.split()[-1].lower()[:-1] for d in STATE_DEMONYMS.values()),
                              *SPECIES, *(f"{s}s" for s in SPECIES), "owner", "owners", "holder", "holders", "resident",
                              "residents", "users", "customers", "employees", "drivers",
                              # (or a condition: "Think you know who has no pets? Among residents of Ohio, who is the
                              # oldest?" could ask among those without pets, w19b)
                              "no", "not", "without", "never", "none", "only", "pet", "pets", "vehicle", "vehicles", "car",
                              "cars", "card", "cards", "account", "accounts", "policy", "policies", "insurance",
                              *(p.split()[0].lower() for p in CARD_PROVIDERS), *(t.lower() for t in POLICY_TYPES)})
# A quiz's two rounds or contestants, labelled (a19x: "Contestant A: S1. Contestant B: S2.", "Clue one: among G1, the one
# with R1. Clue two: ...", "Round 1: ... Round 2: ..."): the label words and the two marks; a label before a person is
# read as 'Person A:' / 'Person B:', one before a step ('among ...', 'find ...') is read away (discourse._quiz_labels).
# A lone label before the question ("Clue: Q", "Riddle - Q") is read away.
# Also an ordinal before the label's noun or alone after 'your' ("First contestant: S1. Second contestant: S2.", "Your
# first pick: S1. Your second: S2.", "Your first target has R1; your second has R2."), the two sides of a contest ("In
# one corner: S1. In the other: S2.", "on one side, S1; on the other, S2"), and a label followed by what the person
# does ("Contestant A has the most pets among G", read as 'Person A: the person who has the most pets among G') or is.
QUIZ_LABELS = ("contestant", "clue", "round", "finalist", "challenger", "competitor", "contender", "player", "pick",
               "target", "search", "suspect")
QUIZ_MARKS = (("one", "a", "1", "i"), ("two", "b", "2", "ii"))
_QUIZ_LABEL = "|".join(QUIZ_LABELS)
QUIZ_PAIR_LABELS = tuple(forms(f"your? {_QUIZ_LABEL} {'|'.join(marks)}", f"your {nth} {_QUIZ_LABEL}?",
                               f"{nth} {_QUIZ_LABEL}", *sides)
                         for nth, marks, sides in (
                             ("first", QUIZ_MARKS[0], ("in one corner", "on one side", "on the one hand",
                                                       "on one hand")),  # (a24x)
                             ("second", QUIZ_MARKS[1], ("in the other corner?", "on the other side?",
                                                        "on the other hand?"))))
QUIZ_ORDINALS = (forms("first"), forms("second"))  # (said alone, a label only before ':' or a dash: 'First: S1')
# An analyst's ticket (a34s): a person said as a group, then its ranking, in one item set off by a comma, a semicolon
# or a colon, under a pair's label or as a sentence of its own ("Pick A: JCB 16 digit card holders, lowest total bank
# balance, tiebreak highest salary.", "Scope 1: residents of the same state as A; take the person with the most pets,
# tiebreak: T.", "Life insurance policy holders: take the one with the most internet accounts, tiebreak T."): read as
# 'Person A: the person with the R among G (T).' / 'Take the person with the R among G (T).' (discourse._ticket_picks).
# The labels of the first and second of the pair (before ':' or a dash; a bare capital 'A:' / 'B:' too), the words
# leading the ranking (a verb of choosing, read away), the ranking said again ('again the most bank accounts', 'same
# ranking, most bank accounts': the words left out), and the top by a measure ('top person by number of bank accounts':
# the highest).
TICKET_PAIR_LABELS = (forms("person|pick|candidate|scope|group|option|choice|side|search|lookup|target|selection "
                            "a|1|one", "first", "first person|pick|candidate|scope|group|search|lookup"),
                      forms("person|pick|candidate|scope|group|option|choice|side|search|lookup|target|selection "
                            "b|2|two", "second", "second person|pick|candidate|scope|group|search|lookup"))
TICKET_RANK_LEADS = forms("take|pick|choose|select|find|get|keep the person|one|individual|resident|member with",
                          # ('Residents of X: take whoever has the most internet accounts.', a36d)
                          "take|pick|choose|select|find|get|keep whoever has|owns|holds",
                          "take|pick|choose|select|find|get|keep the person|one|individual|resident|member who has|owns|holds")
TICKET_RANK_NOUNS = forms("the person|one|individual|resident|member with", "the person|one|individual|resident|member "
                          "who has|owns|holds")  # (under a label only: 'A: among G, the one with R (T)')
TICKET_AGAIN = forms("again", "again ,", "same ranking ,|:", "the same ranking ,|:", "same rule ,|:", "likewise ,?")
# ... or the whole pick of the second group said as the first's ('G1: take whoever has R. G2: likewise.', a36d)
TICKET_LIKEWISE = forms("likewise", "the same", "same again", "the same again", "do|take|pick the same", "ditto",
                        "same", "similarly", "same here")
TICKET_TOP_BY = forms("the? top person|one|individual|resident|member by")
# ... and the group the question is asked in, labelled in a sentence of its own before it ("Scope: VISA 16 digit card
# holders who live in X. Return the one with the fewest pets; ...", "Filter: same policy type as A, and living in the
# same state as B. ...", "Blood type group: everyone with the same blood type as A. ..."): read as 'Restrict to G.'
# (discourse._scope_said) when the labelled layouts (LAYOUT_*) do not read the text.
TICKET_SCOPE_LABELS = forms("scope", "filter", "filters", "population", "pool", "cohort", "universe", "restriction",
                            "subset", "group", "candidate pool", "candidates",
                            "blood type|state|city|policy|insurance|condition|provider|card|job group|pool|cohort",
                            "medical condition|insurance policy|policy type|card provider|job title group|pool|cohort")
# ... and a comparison said first as its measure, then who is asked, before the two ("Lower total bank balance, which
# one: S1, or S2?", "Earlier date of birth, which of the two: S1, or S2?"): the words asking who, read away before
# the colon ('Lower total bank balance: S1, or S2?', which the grammar reads), after a measure that opens with one of
# these comparatives (discourse._which_after_measure)
TICKET_COMPARATIVES = frozenset({*PAIR_MORE, *PAIR_FEWER, "older", "younger", "earlier", "later", "richer", "poorer"})
TICKET_WHICH = forms("which one|person|individual", "which of the two|them|these|those", "which of the two people",
                     "who", "whom")
# ... and the states a ranking in each one's state is over, said after it ("the people who have the most pets in their
# state, across all states", "the oldest among people with the most cars in their state (any state)"): every state,
# as 'in their state' says alone; read away (discourse._LEADERS_ANY_STATE)
LEADERS_EVERY_STATE = ("across|over|in all|every state|states", "across|over|in all the states", "any state",
                       "in any state", "all states", "every state")
QUIZ_LABEL_SEPARATORS = frozenset({":", "\u2014", ","})
QUIZ_LABEL_VERBS = frozenset({"has", "owns", "holds", "lives", "resides", "earns", "shares", "keeps", "drives",
                              "makes", "gets", "draws"})
# A tie rule said with two people laid out tersely (`layout._pair_frame`: '... vs ... -> more pets? if equal -> T'): the
# words of its trigger, read apart from its value. Two lists share the trigger's own words: PAIR_TIE_TRIGGER_PARTS, a
# part of the trigger said between commas before the value ('within each, tie -> T', 'if equal: tie -> T'), adds the
# tie rule's names and the words of whose ties (the scopes: a trigger with 'within', 'each', 'a/b' or a bare 'both' is
# read as each one's or the two's before the bare list is looked at); PAIR_TIE_TRIGGER_BARE, what is left out to find
# what is tied ('if same # of pets -> T': 'If tied on pets, T'; 'if equal -> T': 'If it's a tie, T'), adds the words
# said around a measure, which never make a part of their own ('tie, then, T' and 'if equal, the same, T' are two
# values, refused: w22).
PAIR_TIE_TRIGGER_WORDS = frozenset({"if", "equal", "tie", "ties", "tied", "on", "in", "case"})
PAIR_TIE_SCOPES = frozenset({"a/b", "within", "each", "both", "for", "group", "groups"})
PAIR_TIE_TRIGGER_PARTS = PAIR_TIE_TRIGGER_WORDS | {"tiebreak", "tie-break", "tiebreaker"} | PAIR_TIE_SCOPES
PAIR_TIE_TRIGGER_BARE = PAIR_TIE_TRIGGER_WORDS | {"same", "the", "of", "number", "count", "#", "num", "is", "are", "when",
                                                  "no", "then"}
# Words that say a tie rule's value (its breaker), never its trigger alone ('tie higher salary', 'tiebreak oldest').
PAIR_TIE_VALUE_WORDS = frozenset({*PAIR_MORE, *PAIR_FEWER, *PERSON_COMPARATIVES, "earlier", "later", *PERSON_SUPERLATIVES,
                                  "highest", "lowest", "largest", "smallest", "biggest", "greatest", "least", "max", "min"})
# Words of a tie rule's trigger saying whose tie it is (a ranking, a place, a person, a label: 'If there's a tie for the
# most pets, T', 'If there's a tie in Ohio, T', 'If Contestant A's search ends in a tie, T', 'If it's a tie other than
# X, T'): such a rule is left to the grammar, never read as the two compared's or as each one's (v20 W12).
PAIR_TIE_WHOSE = RANKING_DEGREES | {"max", "min", *PERSON_SUPERLATIVES, "newest", "latest", "earliest"} | {
    "other", "except", "excluding", "besides", "owner", "contestant", "contestant's", "clue", "clue's", "player",
    "player's", "a's", "b's", "first's", "second's", "former's", "latter's", "search", "ranking", "person", "person's",
    *QUIZ_LABELS} | {state.lower() for state in US_STATES} | {
    w for s in US_STATES for w in s.lower().split() if len(s.split()) > 1 and w not in ("new", "north", "south", "west")}
# A riddle in the second person (a19x: "Clue: you share a blood type with A, and you live in the same state as B. Among
# everyone who fits, you earn the highest salary (should anyone tie you, you're the older). Who are you?"): read as
# 'Among people who share a blood type with A and who live in the same state as B, who earns the highest salary? If
# there's a tie, take the one who is the older.' (discourse._riddle). The question that asks it; the group the ranking
# is among, said as everyone the clues fit, or as those with the one value a clue names ("Among everyone with that
# blood type"); what says a tie; each verb said to 'you' as said of a person.
RIDDLE_ASKS = forms("who are you", "who am i", "who could|might you be", "what is your name", "what's your name",
                    "name yourself|me")
RIDDLE_GROUP_ALL = forms("among|amongst|of everyone|everybody|people|those who fit|fits|match|matches|qualify|qualifies "
                         "both|all|this|that?", "among|amongst|of everyone|everybody|people|those fitting|matching|meeting "
                         "both|all|this|that?", "among|amongst|of everyone|everybody|people|those like that|this|you",
                         "among|amongst|of all of them|those|these", "among|amongst|of them|those|these",
                         "among|amongst|of all such people", "among|amongst|of everyone|everybody|people|those "
                         "who do|does")
RIDDLE_GROUP_VALUE = forms("among|amongst|of everyone|everybody|people|those with|sharing|having that|this same?",
                           "among|amongst|of all people|those with|sharing|having that|this same?")
RIDDLE_TIE = forms("if|should anyone|anybody|someone|somebody|another|others tie|ties|match|matches|equal|equals you",
                   "if there's a tie", "if there is a tie", "in|on a tie", "if tied", "if anyone|anybody is tied with you")
RIDDLE_SAME_AS = forms("matches|equals that of", "is the same as that of", "is the same as", "is identical to that of")
RIDDLE_VERBS = {"have": "has", "are": "is", "you're": "is", "were": "was", "do": "does", "you've": "has",
                **{v: v + "s" for v in ("hold", "live", "share", "own", "earn", "work", "drive", "keep", "make", "get",
                                        "possess", "reside", "carry", "draw", "receive", "come", "hail", "belong",
                                        "use", "stay")}}
# A label before the question after the steps ("... Your question: which of those two ...?", "Finally: which ...?"):
# read away, 'finally' kept as a lead-in ('Finally, which ...').
QUIZ_ASK_LABELS = ("your question", "the question", "my question", "the real question", "your task", "your job",
                   "over to you")
QUIZ_LAST_LABELS = ("finally", "lastly", "last")
QUIZ_LONE_LABELS = ("clue", "riddle", "teaser", "brainteaser", "puzzle", "quiz question", "trivia")
QUIZ_PAIRS = forms("two finalists|contestants|contenders|rivals|elders|players|challengers|competitors|old-timers|"
                   "oldest-timers|champions|targets|suspects|youngsters again?", "two to find|compare|identify",
                   "two people|persons|individuals|finalists|contestants|contenders|targets to find|compare|identify",
                   "two finalists|contestants|contenders|rivals|elders|players|challengers|competitors|old-timers|"
                   "oldest-timers|champions face off",
                   "two elders|finalists|contestants|people|champions , two states|groups|places")
# Two people dictated in turn and then asked about, with no marks (a23y: 'so two people, first is whoever has R1, second
# is whoever has R2, and for both if there's a tie take T, which of them has fewer X', 'first guy is A and second is B,
# ...', 'two people, one is A, the other is B, what's ...'): read as 'Two people: the first is A, the second is B. For
# both, T. Which of them ...' (ask.discourse._dictated_two). The lead of each, the rule said for both after them, and
# the words before the question that join it on ('..., and then who has ...', '..., so which of those two ...').
SPOKEN_FIRST_IS = forms("the? first person|guy|one|individual? is", "the? first person|guy|one|individual? would be",
                        "person|guy number? one|1 is", "one of them is", "one is")
SPOKEN_SECOND_IS = forms("the? second person|guy|one|individual? is", "the? second person|guy|one|individual? would be",
                         "person|guy number? two|2 is", "the other one|person|guy? is", "the other one of them is")
SPOKEN_PAIR_OPENERS = forms("this one's|is a comparison so|and?", "this is a comparison so|and?", "so|and? compare two people",
                            "compare two people|persons|individuals", "i|we have|got two people|persons|individuals",
                            "i've|we've got two people|persons|individuals", "there are two people|persons|individuals",
                            "two people|persons|individuals", "so|ok|okay")
SPOKEN_BOTH_RULE = forms("and? for both|each", "and? for both|each of them|those", "and? both times",
                         "and? in both|each case|cases")
SPOKEN_ASK_JOINS = forms("and then", "and so", "so then", "and", "so", "then", "now")
# A follow-up about the person just found, dictated on after a comma with no mark (a23y: 'among G who has the most
# vehicles, if tied the oldest, and how many pets does that person have altogether', '..., find who has R, tie goes to
# T, and tell me how many X that person has'): a sentence of its own, as the written 'Who ...? How many pets does that
# person have?' is (only in a dictated question: lowercase, no mark before its end; a written 'Who is S, and how many
# ...?' asks for both and stays refused). The joins before it, what it starts with, and the words referring back.
SPOKEN_FOLLOW_JOINS = forms("and then|also|so?", "then", "so")
SPOKEN_FOLLOW_ASKS = forms("how many", "tell me how many", "what's their|his|her total|combined? bank? balance",
                           "what is their|his|her total|combined? bank? balance",
                           "what's that person's total|combined? bank? balance",
                           "what is that person's total|combined? bank? balance",
                           "tell me their|his|her total|combined? bank? balance", "i want their|his|her total bank balance")
SPOKEN_FOLLOW_BACK = frozenset({"they", "them", "their", "he", "she", "him", "her", "his", "that", "this"})
# A group set up first and then referred to, dictated with a comma where a writer ends the sentence (a23y: 'take the
# richest person in each state, out of those people who has the most cars', 'look at the people who have the most pets
# in their state, out of those who has ...'): the reference, read as a sentence of its own ('... . Out of those people,
# who ...?').
SPOKEN_TOPIC_LEADS = forms("take|consider|grab", "look|looking at", "start with", "think about", "so|ok|okay|now take|consider",
                           "so|ok|okay|now look at")
SPOKEN_THOSE = forms("among|amongst|from|of those|these|them people|ones?", "out of those|these|them people|ones?",
                     "among|amongst|from|of all those|these", "out of all those|these")
SPOKEN_PAIRS = forms("i've got two people|persons|individuals", "we've got two people|persons|individuals",
                     "i|we have|got two people|persons|individuals",
                     "there's two people|persons|individuals i|we want|need?", "there are two people|persons|individuals",
                     "there are two people|persons|individuals i|we want|need?",
                     "i|we need|want to compare two people|persons|individuals", "i'd|we'd like to compare two people|persons",
                     "compare two people|persons|individuals", "two people|persons|individuals")
# A writer's lead-in before the question (a17x: a journalist's framing), read in narrated before the rest:
# - what the answer is for, before ':' or ',' ("Quick one for a sidebar:", "For a story on banking habits:"), read as
#   nothing; a topic after 'on|about' only of LEAD_TOPIC_WORDS, which name no people or place ('For a piece on dog
#   owners: ...' may narrow the question: not read);
# - two people announced with what they are for, before ':' ("Two people for a comparison:", "Two people I'm trying to
#   size up:", "I've got two people to compare:"), read as 'Two people:' (an adjective for the two, 'two young people',
#   'two elders', says something of its own: not read);
# - the writer comparing two people said in one sentence ("I'm comparing S1 against S2.", "I'd like to compare S1 and
#   S2.", "I'm looking at S1, and at S2."), read as 'Two people: S1, and S2.' where one join (LEAD_PAIR_JOINS)
#   leaves a person on each side;
# - the writer looking at a group or a person ("I'm looking at G. Which of them ...?", "I'm profiling S. How many ...?"),
#   read as 'Look at G.' (a sentence of its own) or 'Looking at G, ...' (the question's own sentence).
LEAD_PURPOSE_NOUNS = ("sidebar|story|piece|feature|article|column|chart|graphic|explainer|writeup|write-up|newsletter|"
                      "roundup|round-up|report|comparison|profile|segment|post|thread|factbox|fact-check|item")
LEAD_PURPOSE_ADJECTIVES = "regional|national|local|quick|short|weekend|data|follow-up|new|longer|short-form|long-form"
LEAD_PURPOSES = forms(f"quick|short|small one|question|q for a|the|my|our {LEAD_PURPOSE_NOUNS}",
                      f"one|question|something|this for a|the|my|our {LEAD_PURPOSE_NOUNS}",
                      f"for a|the|my|our {LEAD_PURPOSE_NOUNS}",
                      # ('For a regional piece:', 'I'm after a figure:', 'I need a balance figure:', a17x)
                      f"for a|the|my|our {LEAD_PURPOSE_ADJECTIVES} {LEAD_PURPOSE_NOUNS}",
                      "i'm after a|one figure|number", "i am after a|one figure|number",
                      "i need|want a|one balance|money|dollar? figure|number")
LEAD_TOPIC_LEADS = forms("on|about|covering", "looking at")
LEAD_TOPIC_WORDS = frozenset({"banking", "bank", "habits", "habit", "insurance", "money", "wealth", "finances", "finance",
                              "financial", "savings", "saving", "pay", "salaries", "wages", "income", "incomes", "debt",
                              "spending", "household", "households", "personal", "local", "the", "and", "of", "how",
                              "people", "americans", "our", "ownership", "renewals", "trends", "inequality", "ages",
                              "aging", "ageing", "retirement", "job-hopping", "jobs", "careers", "employment", "work"})
# The last word of a lead-in saying what the question is for (LEAD_ASIDE: 'For a report', 'This is for a class';
# LEAD_PURPOSE_NOUNS), and the words that would go on to say what that is about, with no mark between: 'For a report
# about dog owners, who is the richest in Ohio?' names the report's subject, which may or may not be the people the
# question ranks (grammar.ask_lead refuses naming both; 'For a report, who ...' and LEAD_TOPIC_WORDS after ':' read).
PURPOSE_NOUNS = frozenset({"report", "record", "records", "reference", "analysis", "project", "files", "exercise",
                           "assignment", "class", "course", "audit", "quiz", "homework", "work", "school",
                           *LEAD_PURPOSE_NOUNS.split("|")})
PURPOSE_SUBJECT = frozenset({"about", "on", "of", "regarding", "concerning", "re", "covering", "into", "involving",
                             "around", "among", "amongst", "in", "with", "for", "focused", "focusing", "studying",
                             "comparing", "looking", "that", "which", "where", "examining", "analysing", "analyzing"})
_SIZE_UP = ("size|weigh up", "compare|profile", "look at")  # (a verb of the writer's looking at two people)
LEAD_PAIR_PURPOSES = forms(f"two people|persons|individuals for a|the|my|our {LEAD_PURPOSE_NOUNS}",
                           *(f"two people|persons|individuals {who} {verb}" for verb in _SIZE_UP
                             for who in ("i'm trying to", "i am trying to", "i want|need to", "to", "we're|we trying to",
                                         "we are trying to")),
                           *(f"{who} two people|persons|individuals to {verb}" for verb in _SIZE_UP[:2]
                             for who in ("i've|we've got?", "i|we have|got")),
                           # ('I'm comparing two people: S1, and S2.', a33j; a word's choices are one word each: 'i
                           # am|we are' would read 'i am are')
                           "i'm|we're looking at two people|persons|individuals",
                           "i'm|we're comparing|profiling two people|persons|individuals",
                           *(f"{who} looking at two people|persons|individuals" for who in ("i am", "we are")),
                           *(f"{who} comparing|profiling two people|persons|individuals" for who in ("i am", "we are")),
                           "i'm|we're weighing|sizing up two people|persons|individuals",
                           *(f"{who} weighing|sizing up two people|persons|individuals" for who in ("i am", "we are")),
                           # ('I've got two people: S1, and S2', 'Two people I'm comparing: ...', a17x)
                           "i've|we've got two people|persons|individuals", "i|we have|got two people|persons|individuals",
                           # ('Think of two people, S1 and S2.', 'Picture two people: ...')
                           "think of|about two people|persons|individuals", "picture|imagine two people|persons|individuals",
                           "let's think of|about|consider two people|persons|individuals",
                           "let us think of|about|consider two people|persons|individuals",
                           *(f"two people|persons|individuals {who} {verb}" for who in ("i'm|we're", "i|we are")
                             for verb in ("comparing", "weighing|sizing up", "looking at")))
# ... said in the passive, read so only before people said in turn ('Two persons are compared: first, S1; second, S2.',
# a21x; 'Two people are compared: S1 and S2 (...)' is read as it was)
LEAD_PAIR_COMPARED = forms("two people|persons|individuals are|get|will be? compared",
                           "two people|persons|individuals are being compared",
                           "two people|persons|individuals are to be compared")
LEAD_COMPARING = forms("i'm comparing", "i'm weighing|sizing up", "i am comparing", "i am weighing|sizing up",
                       "i'd like to compare", "i'd like to weigh up", "i would like to compare", "i would like to weigh up",
                       "i want|need to compare", "i want|need to weigh up", "let me|us compare", "let's compare",
                       "i'm looking at", "i am looking at")
LEAD_PAIR_JOINS = frozenset({"against", "versus", "vs", "with", "to", "and"})
LEAD_PAIR_JOINS_ALONE = frozenset({"against", "versus", "vs"})  # (no person's words hold one: the join itself)
LEAD_LOOKING = forms("i'm looking at", "i'm profiling|examining|studying|reviewing|investigating",
                     "i am looking at", "i am profiling|examining|studying|reviewing|investigating",
                     # the group as what the writer asks about (a34r: "I'm trying to figure out something about G. Of
                     # those who ..., who ...?"): 'Look at G.', the question after it referring back to them
                     *(f"{i} trying to figure|work|find out {what} about" for i in ("i'm", "i am")
                       for what in ("something", "one thing")),
                     *(f"{i} curious|wondering about" for i in ("i'm", "i am")),
                     "i have|i've got a question about", "i've a question about",
                     *(f"{i} know|ask something about" for i in ("i want to", "i need to", "i'd like to",
                                                                   "i would like to")))
# A terse question said as a group first, then what is asked of it (a17y: "same blood type as owner of cat 'John' ->
# most credit cards, tie by highest total balance. name?", "no pets + same blood type as user 'X' -> oldest. name",
# "same condition as user 'X' -> most bank accts, tiebreak oldest -> total bal?", "same card provider as owner of fish
# 'Joy'. whose insurance policy has ..."): the group's conditions open with these words and are joined by these marks;
# what is asked is a question, or a ranking (its tie rule after a comma) and then a name tag or a thing of the person.
# People listed one after another ('A and B', 'A, B and C', 'A & B', 'A plus B'): the marks between them, where a person
# said to be one ('the total bank balance of one person: A and B', fix37) is found to be several
PEOPLE_LIST_JOINS = frozenset({",", "and", "&", "plus", "+"})
FRAGMENT_GROUP_STARTS = frozenset({"same", "no"})
FRAGMENT_GROUP_JOINS = frozenset({",", "+", "and", "&"})
# ... the group named again after the mark ('G - among those, who ...?', 'G - of those people, who ...?', e46q)
GROUP_AGAIN_WORDS = frozenset({"those", "them", "these"})
GROUP_AGAIN_NOUNS = frozenset({"people", "folks", "ones", "individuals", "persons", "guys"})
# A question after a group set up before it ('Consider dog owners. Who is the richest person in Texas?') that names a
# group of its own could narrow the set-up or replace it (both read, r71); not when it refers back to the set-up with
# one of these words ('which of them', 'who there', 'of those in Texas') ("who in this group": d17)
SET_UP_REFERRED = frozenset({"them", "those", "these", "there", "they", "such", "remaining", "rest", "group"})
FRAGMENT_MARKS = frozenset({"\u2014", ":", "."})  # ('->' is read as a dash)
# ... a group's place said with it ('same state as X'), then said again at the question's end, as where the person asked
# for is ('same state as user X, no pets — who earns the most there?', e44g): the group's own place, read away
FRAGMENT_PLACE_SAID = frozenset({"same state", "same city"})
FRAGMENT_PLACE_AGAIN = ("there", "over there", "in there", "in that state", "in that city", "in that place",
                        "in the state", "in the city", "out there")
FRAGMENT_TIE_LEADS = frozenset({"tie", "ties", "tiebreak", "tiebreaker", "tie-break", "tie-breaker", "tied", "if"})
# (a thing of the person said with the money's own words too, 'bank bal', 'savings', 'wealth': after an arrow after a
# tie rule each could be a further tie-breaker, the balance's highest, or what is asked; w23)
FRAGMENT_THING_STARTS = frozenset({"total", "combined", "#", "number", "num", "count", "bal", "balance", "how", "sum",
                                   "bank", "savings", "wealth", "money", "cash", "funds", "aggregate"})
# After a fragment naming the person ('Most pets among G —', 'oldest VISA 16 digit card holder in X?'): the short
# question asking for them ('who?', 'who is it?', 'name?'), or the name asked for (e48s: 'just need the name', 'just
# the name pls', 'name only'; grammar._who_asked)
FRAGMENT_WHO_ASKED = ("who", "is|was who", "who is|was it|that|this", "who has|owns|holds it|that|them", "who would that be",
                      "whose", "whose is it|that",
                      "name|names", "name please", "which person|one|individual", "which person|one|individual is it|that",
                      "i? just|only? need|want the|their full? name|names please?",
                      "just|only the|their full? name|names please?", "the|their? full? name|names only please?")
FRAGMENT_NAME_TAGS = forms("name", "who", "whose name", "their name", "return|give name", "name only", "name please")
# A group said first as a participle, then the question ("Residing in the same state as A, which person owns the most
# vehicles?", "Sharing the blood type of A, who ...?"): read as 'Among people residing in ..., which ...'.
FRONTED_GROUP = forms("residing|living|based|located|domiciled|settled in|within",
                      "sharing|owning|holding|carrying|having the|a|an|at|more|fewer|exactly|no|one|two|three|four|five")
# A question about two people set up and not referred to ("Take S1 and S2. Which one has more pets?"), read as asking
# which of the two: after 'who'/'which (one)', only these words before its verb ("Which of the following has ...",
# "Which selected person holds ..."); any other word narrows or names a group ("Who with a dog has more pets?",
# "Which of the ten oldest people ...", "Who in Ohio ...") and was read into the second person alone (w14 #3).
PAIR_ASK_LABELS = frozenset({"of", "the", "following", "two", "these", "those", "people", "persons", "individuals",
                             "person", "individual", "pick", "picks", "selected", "chosen",
                             "out", "among", "amongst", "between", "both"})  # ('Who out of these two is ...', a20x)
PAIR_ASK_VERBS = frozenset({"has", "have", "owns", "own", "holds", "hold", "possesses", "possess", "is", "was", "'s",
                            "keeps", "carries", "earns", "does", "did", "currently"})
# The people a question said first is about, in the sentence after it ("Who has the higher total bank balance?
# Compare S1 with S2.", "Which of them owns more vehicles? The two are S1 and S2."): read with the people first.
PAIR_AFTER = forms("compare|consider|take|between|comparing", "the two people|individuals|persons|candidates are",
                   "the two are", "the people|individuals|persons|candidates are", "they are", "the pair is",
                   # ('Who ends up with more X? The people in question are S1 and S2.', 'The contenders are ...', e38w)
                   "the two? people|individuals|persons|candidates in question are",
                   "the two? contenders|choices|picks|options are", "the two to compare are",
                   "the people|individuals|persons|candidates to compare|consider are")
SCENE_LEADS = forms("here is the setup|set-up|situation|scenario :|—|,", "here's the setup|set-up|situation|scenario :|—|,")
SCENE_VERBS = {
    "look at": forms("are|'re? looking at", "are|'re? reviewing|examining|surveying|studying", "review|examine|survey|study",
                     "look only|just at", "are|'re? looking only|just at",  # ('Suppose we look only at G.', a35t)
                     # the step's order said inside it ('Suppose we look first at G1, and ... Next, among G2, ...', c38w)
                     "look first|initially at", "first|initially look at", "are|'re? first|initially looking at",
                     "are|'re? looking first|initially at",
                     # ('Imagine we go through the residents of X and choose R', c38w)
                     "go|look|run|work through", "are|'re? going|looking|running|working through",
                     "first|initially go|look|run through",
                     "look over", "are|'re? looking over"),
    "consider": forms("gather|collect|assemble|list", "round up", "are|'re? gathering|collecting|considering",
                      # ('Imagine we first consider G1, and from them choose R', c38w)
                      "first|initially consider|gather|collect", "are|'re? first|initially considering",
                      "are|'re? auditing|cataloguing|cataloging|visiting|inspecting", "visit|audit|inspect"),
    "take": forms("pick|single out", "select|choose|pick", "are|'re? taking|picking|choosing|selecting"),
    "start with": forms("are|'re? starting|beginning with"),
    # ('Let's say we compare two people: S1, and S2.', 'Suppose we're comparing S1 and S2.', a37s)
    "compare": forms("compare", "are|'re? comparing"),

    "look up": forms("are|'re? looking up", "track down"),
}
# The people a step found, referred to later: "the person you found", "the resident we picked" -> 'that person' /
# 'that resident'; "the two people you found", "these two top earners" -> 'the two' (read in turn: a determiner, for
# two people 'two' and an optional word of what they won, the noun, then who found them and the verb).
FOUND_DETERMINERS = forms("the|this|that", "the|these|those two")
FOUND_ADJECTIVES = forms("top|wealthy|rich|richest|highest|best-paid|top-paid|highest-paid|oldest|youngest|winning",
                         "selected|chosen|identified|resulting")
# Of those, the words that rank: after 'the two' with no verb of finding they name a group of their own ("Find S1 and
# S2. What is the combined bank balance of the two oldest people?": everyone's two oldest, not S1 and S2; w14 #2);
# 'these two top earners', 'the two richest people you found' are the two found.
FOUND_RANKED = forms("top|richest|highest|best-paid|top-paid|highest-paid|oldest|youngest|winning")
FOUND_NOUNS = forms("person|one|resident|individual|owner|holder|cardholder|earner|user|winner")
# Several people set up as a top N, referred to by their number ('What is the combined bank balance of those three?',
# 'of these 3 people', 'of all three of them', a26x): a lead, the number (3 or more: 'these two' is PAIR_REFERENCES'),
# then a plural noun (FOUND_PLURALS) or 'of them', optional; read only where the set-up is a top of that number.
MANY_FOUND_LEADS = forms("these|those|the", "all", "all of the|these|those")
MANY_FOUND_AFTER = forms("of them")
FOUND_PLURALS = forms("people|persons|individuals|residents|owners|holders|cardholders|earners|users|ones|winners")
FOUND_BY = forms("you|we|i", "you|we|i have|'ve", "you've|we've|i've", "that|whom you|we|i", "that|whom you|we|i have")
FOUND_VERBS = forms("found|picked|identified|chose|chosen|located|selected|got|obtained|noted|determined",
                    "picked|singled out", "ended|end up with", "came up with", "arrived at")
# A value a step notes about a person, referred to later ("Note the blood type of S. Among everyone with that blood
# type, find ...", "Look up S and note their credit card provider.", "Find the state of S; in that state, pick ..."):
# the verbs that note it, and the words a later step may refer to it by ('that provider', 'that same condition') beside
# the attribute's own nouns (ATTRIBUTE_NOUNS).
VALUE_LEADS = forms("note|find|record|check|get|determine|identify|take|consider|establish|remember|fetch|learn",
                    "look up", "find out", "write|jot down", "take note of", "make a note of", "start|begin with",
                    "start|begin from", "focus on", "pick out", "look at")
VALUE_OF = forms("of", "used|held|had by", "that belongs to", "belonging to")
VALUE_NOTE = forms("note|find|record|check|get|determine|identify|take|establish|remember|learn|fetch", "look up",
                   "find out", "write|jot down", "take note of", "make a note of")
VALUE_THEIR = forms("their|his|her", "that person's|owner's|user's|one's", "the person's|owner's|user's|one's",
                    "its owner's")
VALUE_NOUNS = {
    Attribute.CARD_PROVIDER: forms("provider", "card provider"),
    Attribute.CONDITION: forms("medical condition", "condition", "diagnosis", "medical diagnosis"),
    Attribute.JOB_TITLE: forms("title", "job title"),
    Attribute.BLOOD_TYPE: forms("blood type|group"),
}
VALUE_AGAIN = forms("that|this same?")
# ... or said as a record of that value held ("everyone who holds a policy of that type", a29z): the value's record
# before it, read as the attribute ('holds the same type of insurance policy as S').
VALUE_AGAIN_HELD: dict[Attribute, Said] = {
    Attribute.POLICY_TYPE: forms("a|an insurance? policy of that|this same? type|kind",
                                 "insurance? policies of that|this same? type|kind"),
}
# A record said by its mass noun rather than its count noun, before its value said to be the anchor's ('people whose
# insurance is of the same type as that of X', 'whose insurance is the same type as X's', e48c): read as the record's
# own noun (grammar._record_whose)
RECORD_MASS_NOUNS: dict[Attribute, str] = {Attribute.POLICY_TYPE: "insurance|coverage"}
# ... or said by its kind alone ("Find the type of insurance policy held by S, and look at all people who hold that
# type", "consider everyone holding that same type", e45s): for the one value noted whose noun is a type
# (`discourse._value_again_bare`; two such values noted refused naming both)
VALUE_AGAIN_BARE = forms("that|this same? type|kind|sort")
VALUE_AGAIN_BARE_KINDS = frozenset({Attribute.POLICY_TYPE, Attribute.BLOOD_TYPE})
VALUE_AGAIN_BARE_AFTER = frozenset({"hold", "holds", "holding", "held", "with", "having", "has", "have", "share",
                                    "shares", "sharing"})
# A value noted with the verb said after it ("Find out what type of insurance policy S holds", "note the type of
# insurance policy they hold", a29z): the verb that ends the step.
VALUE_HELD_AFTER = forms("holds|has|uses|carries|hold|have|use|carry", "lives|resides|live|reside in?")
VALUE_HELD_NOT = frozenset({"not", "n't", "never", "no", "does", "do", "did", "doesn't", "don't", "didn't"})  # (before it)
# A value said about a person without naming it, then referred to ("The owner of pet 'Dawn' lives in a certain state.
# Among that state's residents, ...", "The owner of plate 'X' has a particular blood type. Among people with that blood
# type, ...", "The owners of pets 'A' and 'B' each use a particular credit card provider. For each of the two
# providers, ..."): the word before the attribute's noun, and the words between the person and it (a verb of having or
# living: a negation, or any other word, is not read).
VALUE_CERTAIN = forms("a|one certain|particular|specific|given|single|recorded", "some", "a|an")
VALUE_CERTAIN_VERBS = frozenset({"lives", "resides", "is", "based", "located", "in", "has", "uses", "holds", "carries",
                                 "live", "reside", "are", "have", "use", "hold", "carry", "work", "bank",
                                 "an", "a", "internet", "account", "at", "with", "credit", "card", "from", "works",
                                 "as", "banks", "on", "file", "recorded", "registered", "shows", "of"})
VALUE_CERTAIN_LIVES = frozenset({"lives", "live", "resides", "reside", "based", "located"})
# The words that say a group shares a value with the person a step starts from, said beside the value's noun ('the same
# blood type as A', 'whose blood type matches that of A', 'sharing a blood type with A'): a repeat 'for the blood type
# of S2' then replaces A by S2.
VALUE_SHARED = frozenset({"same", "matches", "match", "matching", "sharing", "share", "shares", "shared", "equals",
                          "identical"})
# 'Look up S and note which credit card provider they use.'
VALUE_WHICH = forms("they|he|she use|uses|have|has|hold|holds|carry|carries|are|is with?", "they|he|she bank with",
                    "they|he|she belong|belongs to", "they|he|she work|works as", "they|he|she live|lives in")
# One step applied to each of two values noted ("Find the state of S1 and the state of S2. In each state, find the
# resident who ...", "For each of them, pick ..."): the step's lead, and the group each value names (by attribute:
# 'residents of the same state as S1', 'people with the same blood type as S1').
EACH_VALUE = forms("in|for|within each|both state|states|city|cities|one|group|groups|case|cases",
                   "in|for|within each|both of them|these|those", "in|for|within each|both of the two",
                   "in|for|within each|both of the two states|cities|groups",
                   "in|for|within each|both of these|those states|cities|groups", "in|for each")
EACH_TWO = forms("imagine|picture|consider|take|pick", "there are", "we|you have")  # ('Imagine two states: ...')
EACH_GROUP = {Attribute.STATE: "residents of", Attribute.CITY: "residents of"}  # else 'people with'
# A thing given before the question, its owner or user referred to after a colon or an arrow ("Given pet 'Tanya': in
# the owner's state, who ...?", "Given username 'u': who in that user's state ...", "Given plate 'X' -> its owner's
# state -> ..."): the leads, and the names the person is referred to by (only in that question).
GIVEN_LEADS = forms("given", "take", "consider", "start with|from", "starting with|from", "for")
GIVEN_OWNER = forms("its|the|that|this owner")
GIVEN_USER = forms("the|that|this user", "the|that|this account holder", "its|the holder")
# An anchor introduced on its own, then referred back to (e47a): "There's someone who owns a pet called 'Rebekah'.
# Among the people in that person's state, who ...?", "There's a bird named 'Tiffany'. Among the people in its owner's
# state, ...", "Someone owns a pet called 'Mackenzie'. Of the people with that owner's diagnosis, ...", a chat's bare
# "dog named 'Tony' / take everyone in its owner's state, ...", two at once ("There's a pet named 'Paula' and a bird
# named 'Jack'. ... Paula's owner ... Jack's owner ..."), or a value of theirs ("The owner of the bird named 'Patrick'
# has a certain blood type. Among everyone who shares it, ...", "fish named 'Cindy' -> owner's blood type. ...", "blood
# group of the person w/ online username 'arogers' - among everyone w/ that blood group, ..."): read as 'Take S.' /
# 'Note the blood type of S.' / 'Find the state of S1 and the state of S2.' before the question (`discourse.
# _introduced`). The leads said before the anchor ("There's", "We have"; a set-up verb's own sentences are the
# layer's: 'Take S.'), the words an anchor's person is said as a sentence by ("Someone owns S"), the marks that end
# the introduction, and the words that join two anchors.
INTRO_LEADS = forms("there's also?", "there is|exists also?", "there are", "here are", "here's", "here is",
                    "we have", "we've|i've got",
                    "i have", "meet", "say|suppose|imagine|picture there's", "say|suppose|imagine|picture there is",
                    "so|ok|okay|now there's", "so|ok|okay|now there is",
                    *(f"{let}{verb} {said}" for let in ("", "let's ", "let us ")
                      for verb in ("say", "suppose", "assume", "imagine", "picture")
                      for said in ("there's", "there is", "there exists", "we have", "we've got", "you have")))
INTRO_VERB_LEADS = forms("picture|imagine|consider|take", "start|begin from|with", "look at", "think about|of")
INTRO_SOMEONE = forms("someone|somebody", "a|one|some person|user|customer|individual", "a certain person|user")
INTRO_OWNS = forms("owns|has|keeps a|an|the?", "has got a|an|the?", "'s got a|an|the?")
INTRO_ENDS = frozenset({".", ";", "\u2014", "/", ":", "!"})
INTRO_JOIN = forms("and also?", ", and also?", ", plus", "plus", "as well as", "along with", "and there's also?",
                   ", and there's also?", "and there is also?", ", and there is also?")
# The thing an anchor names said without its person ('a bird named 'Tiffany'', 'license plate 'X'', 'username 'u''):
# its kind by the words before its quotes; the person read is its owner ('the owner of the bird named ...') or its
# user ('the person with the internet username ...').
INTRO_OWNED = frozenset(SPECIES) | frozenset({"pet", "animal", "car", "vehicle", "automobile", "plate", "plates",
                                               "registration", "license", "licence", "pets"})
INTRO_USED = frozenset({"username", "usernames", "handle", "handles"})
INTRO_USER_NOUNS = frozenset({"user", "users"})  # (right before the name: "There's this user, 'longdawn'.")
INTRO_DROPPED = frozenset({"certain", "particular", ","})  # ('a certain dog named 'T'', 'a car, plate 'X'')
# The words referring back to the one anchor introduced: its owner ('its owner', 'the pet owner', "Paula's owner",
# a chat's bare "owner's" after a mark), or its user ('that user'); each read as 'that person'. With two anchors,
# a kind's owner ('the pet owner', 'the car owner') or a name's ("Paula's owner") names one: read as that person's
# words; 'its owner', 'that person', 'their state' could be either: refused.
INTRO_OWNER_BACK = forms("its|the|that|this|said owner", "its|the|that|this|said pet|animal|dog|cat|bird|fish|rabbit owner",
                         "its|the|that|this|said car|vehicle owner", "its registered? driver|keeper|owner")
INTRO_KIND_OWNER = {"pet": forms("the|that|this pet|animal owner", "the|that|this dog|cat|bird|fish|rabbit owner"),
                    "plate": forms("the|that|this car|vehicle owner", "the|that|this driver")}
INTRO_NTH_OWNER = (forms("the first owner|driver|user", "the first pet's|animal's|car's|one's owner",
                         "the owner of the first pet|animal|car|one?", "the former's owner"),
                   forms("the second owner|driver|user", "the second pet's|animal's|car's|one's owner",
                         "the owner of the second pet|animal|car|one?", "the latter's owner"))
INTRO_USER_BACK = forms("the|that|this user", "that|this account holder")
INTRO_REFERS = frozenset({"them", "their", "they", "that", "her", "his", "him", "its", "she", "he", "there", "this",
                          "theirs", "hers"})  # (some word referring back, for the layer to resolve)
# A place referred back to, then the people living there ("think about its owner's state and everyone who lives
# there"): read as 'everyone who lives in that owner's state'.
INTRO_PLACE_PEOPLE = forms("everyone|everybody|anyone", "all the? people|residents", "the people|residents",
                           "all those|everyone")
INTRO_LIVING_THERE = forms("who|that live|lives|reside|resides there", "living|residing there")
INTRO_NOT_AFTER_BACK = frozenset({"of", "with", "who", "whose", "named", "called", "that", "which"})
# A value of the anchor's person introduced with it ("... has a certain blood type", "... lives in a particular state",
# "... has a home state, and so does S2", "S1 and S2 each live somewhere") or said bare after it ("-> owner's blood
# type"), then referred to as 'that blood type', 'there' (the layer's 'Note the X of S.'), 'everyone who shares it', or
# for two, 'each state', 'the first state', 'the second'.
INTRO_VALUE_HAS = forms("each? has|have a|an|one|some", "each? has|have a|one certain|particular|specific|given",
                        "each? has|have their own?", "each? has|have a home")
INTRO_VALUE_LIVES = forms("each? lives|live|resides|reside somewhere",
                          "each? lives|live|resides|reside in a|one|some certain|particular? state|city",
                          "each? is|are based somewhere")
INTRO_SO_DOES = forms(", and so does", "and so does", ", as does", "as does", ", and the same goes for")
INTRO_SHARES_IT = forms("who|that shares|share it", "sharing it", "who|that has|have it too?", "with it")
INTRO_FIRST = forms("the first|former one|value?")
INTRO_SECOND = forms("the second|latter one|value?")
INTRO_EACH = forms("each owner's|one's|user's|person's", "each of their", "their respective")
# The set-up-first evaluator's other openings (e48a, `discourse.set_first`): each rewritten into a shape the readers above
# read, before the question is read again (tried only when nothing else reads the text). A thing's owner said by a verb
# ("The car with license plate 'X' belongs to someone who holds a certain type of insurance policy.", "The car with
# license plate 'X' has an owner, and that owner lives in some state.") -> 'The owner of the car ... holds ...'
SET_FIRST_OWNED_BY = forms("belongs|belonged to someone|somebody who|that",
                           "belongs|belonged to a|one person|user|customer|individual who|that",
                           "is|was owned|registered by|to someone|somebody who|that",
                           "is|was owned|registered by|to a|one person|individual who|that",
                           "has an|one owner ,? and that|this|the|its owner|person|individual",
                           "has an|one owner ,? who", "has an|one owner ; that|this|the|its owner",
                           "has an|one owner . that|this|the|its owner")
# ... or said with the value it has ("The cat named 'K' belongs to someone with a particular diagnosis.", e49a): 'The
# owner of the cat named 'K' has a particular diagnosis.'
SET_FIRST_OWNED_BY_WITH = forms("belongs|belonged to someone|somebody with", "belongs|belonged to a|one person with",
                                "is|was owned by someone|somebody with", "is|was owned by a|one person with")
# ... a person said by 'whoever' before the thing that names them ("Whoever owns the rabbit named 'B' has some blood
# type", "Find whoever owns license plate 'X' and then ..."): the thing's owner, or its user
SET_FIRST_WHOEVER = forms("whoever|whomever owns|has|holds|uses|keeps", "whoever|whomever is the owner|user of")
# (the words a thing said after 'whoever owns' may have before its name: anything else is not read)
SET_FIRST_THING_WORDS = frozenset(SPECIES) | frozenset({
    "the", "a", "an", "pet", "animal", "car", "vehicle", "automobile", "license", "licence", "plate", "registration",
    "number", "named", "called", "with", "internet", "online", "username", "handle", "user", "account", "name", "of",
    "whose", "is"})
# ... its owner said after a comma in the same sentence ("There's a cat named 'Amanda', and its owner lives in a
# particular state."): said as a sentence of its own ('There's a cat named 'A'. Its owner lives in ...')
SET_FIRST_OWNER_JOIN = forms(", and its|the owner", "and its owner", "; its owner", ", its owner")
# ... a thing looked at with its owner's value ("Look at the fish named 'Cindy' and its owner's blood type.", "Take
# the user 'u' and their state."): 'The owner of the fish named 'Cindy' has a certain blood type.'
SET_FIRST_LOOK = forms("look at", "take a look at", "consider", "take", "start with|from", "begin with|from", "note",
                       "take note of", "think about|of", "picture", "focus on", "check", "look up")
SET_FIRST_THEIRS = forms("its owner's|user's", "the owner's|user's", "its|their", "that person's", "their owner's",
                         "that owner's|user's")
# ... the set-up said as a starting point ("My starting point is the owner of the rabbit named 'J' and the state that
# person lives in.") -> 'Start with S and that person's state.'
SET_FIRST_STARTS = forms("my|our|the starting point is", "my|our|the starting point will be",
                         "my|our|the starting point here is", "my|our|the starting point for this is",
                         "i|we will start|begin with|from", "i'll|we'll start|begin with|from",
                         "i'm|we're starting|beginning with|from", "i am starting|beginning with|from",
                         "we are starting|beginning with|from", "let's start|begin with|from",
                         "let us start|begin with|from", "i want to start|begin with|from",
                         "i'd like to start|begin with|from", "the first thing to find is",
                         "first , find|take|identify", "first find|take|identify")
SET_FIRST_THEIR_PLACE = forms("the state|city that|this person|owner|user lives|resides in",
                              "the state|city where that|this person|owner|user lives|resides",
                              "the state|city which that|this person|owner|user lives|resides in",
                              "the state|city in which that|this person|owner|user lives|resides",
                              "the state|city they|he|she live|lives|reside|resides in",
                              "the state|city where they|he|she live|lives|reside|resides",
                              "the state|city in which they|he|she live|lives|reside|resides",
                              "where that|this person|owner|user lives|resides", "where they|he|she live|lives")
# Two things announced, then listed after a colon ("I have two cats in mind: the cat named 'T' and the cat named
# 'D'.", "Let's start with two anchors: S1 and S2."): 'There's T and D.' / 'Take S1 and S2.'; the nouns announced
SET_FIRST_TWO_NOUNS = "pets|animals|cats|dogs|birds|fish|rabbits|cars|vehicles|plates|anchors"
SET_FIRST_TWO = forms(*(p.replace("NOUN", SET_FIRST_TWO_NOUNS) for p in (
    "i have two|2 NOUN in mind", "i've got two|2 NOUN in mind", "i'm thinking of two|2 NOUN",
    "i am thinking of two|2 NOUN", "let's start|begin with two|2 NOUN", "let us start|begin with two|2 NOUN",
    "we|i have two|2 NOUN", "there are two|2 NOUN", "take|consider|picture|imagine two|2 NOUN", "here are two|2 NOUN",
    "two NOUN here", "two NOUN to consider|use", "two NOUN to start from|with")))
SET_FIRST_ONE_NAMED = forms("one|another named|called")  # ('two cats: one named 'T' and one named 'D'')
# ... each of their places said of the things ("For the state where each cat's owner lives, find ...", "Within each
# anchor's state, ..."): 'In each owner's state, ...'
SET_FIRST_EACH_PLACE = forms(*(p.replace("NOUN", "pet|animal|cat|dog|bird|fish|rabbit|car|vehicle|plate|anchor|one")
                               .replace("THINGS", "pet's|animal's|cat's|dog's|bird's|fish's|rabbit's|car's|vehicle's|"
                                        "plate's|anchor's|one's")
                               for p in ("for|in|within the state|states where each THINGS owner lives|resides",
                                         "for|in|within the state|states where each NOUN owner lives|resides",
                                         "for|in|within the state|states where each owner lives|resides",
                                         "for|in|within the state|states of each THINGS owner",
                                         "for|in|within the state|states of each owner",
                                         "for|in|within each anchor's state", "for|in|within each anchor owner's state")))
# Two states announced by a word of concern ("There are two states I care about here: the one where A lives, and the
# one where B lives. In each of them, ..."): 'Two states: ... In each, ...'
SET_FIRST_TWO_PLACES = forms("there are two states|cities i care about here?", "there are two states|cities "
                             "i'm interested in here?", "there are two states|cities to look at",
                             "there are two states|cities to consider|compare",
                             "there are two states|cities that matter here?", "i care about two states|cities here?",
                             "i'm interested in two states|cities here?",
                             "two states|cities matter here?", "two states|cities i care about here?",
                             "two states|cities to look at", "two states|cities to consider|compare")
SET_FIRST_IN_EACH = forms("in|within each|both of them|these|those", "in|within each of the two", "in|within both")
# A balance's accounts said of anyone ('breaking any tie by the highest total bank balance across all of a person's
# accounts'): each person's own, 'across all their bank accounts'
SET_FIRST_ANYONES_ACCOUNTS = forms("across|over all of? a person's|one's|someone's|somebody's bank? accounts")
# The two found referred to by the superlative that found them ('In each, identify the eldest resident. Which of the two
# eldest residents has ...?'): 'the two'; the nouns, and the words after them that would make a group of them instead
SET_FIRST_TWO_FOUND = frozenset({"residents", "people", "persons", "individuals", "ones"})
SET_FIRST_TWO_FOUND_NOT = frozenset({"of", "in", "from", "among", "amongst", "living", "who", "that", "with", "within",
                                     "residing", "based", "across", "by", "for", "whose", "without", "owning", "having"})
# A group narrowed after a comma by 'and only those' ('Focus on VISA 19 digit card holders, and only those who live in
# the same state as S.'): said as ', but only those who ...', which the grammar reads
SET_FIRST_ONLY_THOSE = forms(", and only|just those who|that|with|living|residing|having|holding|owning",
                             ", and only|just the ones who|that|with|living|residing|having|holding|owning")
# Two people named by one plural noun ('Consider the two people with the internet usernames 'A' and 'B'.'): each said
# in full ('the person with the internet username 'A' and the person with the internet username 'B'')
SET_FIRST_TWO_USERS = forms("the two? people|persons|users|individuals with|having the internet|online? usernames|handles",
                            "the two? people|persons|users|individuals whose internet|online? usernames|handles are",
                            "the two? users|accounts named|called", "the internet|online? usernames|handles")
# Two people thought of, the second after 'and of' ('Think of the owner of plate 'X' and of the person whose internet
# username is 'u'.'): 'Take S1 and S2.'
SET_FIRST_THINK = forms("think of|about", "consider", "picture", "imagine", "keep in mind", "bear in mind")
SET_FIRST_AND_OF = forms("and of|about")
# The person a step finds said as the one cared about ('In each of their states, the person I care about is the
# resident with the most pets'): 'find the resident with ...'
SET_FIRST_CARED = forms("the person|one i care about is", "the person|one i'm interested in is",
                        "the person|one i want is", "the person|one i'm after is", "the person|one i need is",
                        "the person|one i'm looking for is")
# A step said as going to a place ('Start in the state of the person who owns X and find R. Then go to the state of the
# person who owns Y and find R2.'): 'First, in the state of S, find R. Then, in the state of S2, find R2.'
SET_FIRST_GO_FIRST = forms("start|begin in|with|from", "start|begin by going to", "first , go to", "first go to",
                           "first , look at", "first look at", "go first to")
SET_FIRST_GO_NEXT = forms("then|next|now ,? go|move|head|turn|switch to", "after that ,? go|move|head|turn|switch to",
                          "then|next|now ,? look at", "after that ,? look at", "then|next|now ,? move|go over to",
                          "then|next|now ,? move on to", "then|next|now ,? go on to")
SET_FIRST_GO_VERBS = forms("find|pick|take|identify|choose|select|locate|get", "single out")
# A tie rule said as another choice ('the person holding the fewest insurance policies, or the eldest of them if several
# tie'): ', the eldest if several tie' (the rule after it left to the grammar); the words between the superlative and 'if'
SET_FIRST_OR_THE = forms(", or the")
SET_FIRST_OF_THEM = forms("of them|those|these", "of those tied", "of the ones tied", "among them|those")
# The person a ranking picks said as the one wanted ('Among that state's residents, the person with the largest number
# of internet accounts is the one I'm interested in, ...'): 'take the person with ...'
SET_FIRST_WANTED = forms("is the one|person i'm interested in|after", "is the one|person i am interested in",
                         "is the one|person i care about", "is the one|person i want|mean|need",
                         "is who i'm interested in|after", "is the one|person i'm looking for")
# A group's person said to exist ('Among JCB 15 digit card holders, there is a person with the lowest combined bank
# balance.'), a group had ('On one hand we have Mastercard card holders, and among them the person with R. On the other
# hand we have G2, and among them ...'), or looked for ('Among G, look for the one with R'): each 'Among G, take/find
# the person with R.', as the layers read two people set up in turn
SET_FIRST_THERE_IS = forms("there is a|one person|individual|resident|cardholder|holder",
                           "there's a|one person|individual|resident|cardholder|holder", "there is someone|somebody",
                           "there's someone|somebody")
SET_FIRST_HANDS = forms("on one hand ,? we have", "on one hand ,? there are", "on one hand ,? there's",
                        "on the one hand ,? we have", "on the one hand ,? there are", "on the one hand ,? there's",
                        "on the other hand ,? we have", "on the other hand ,? there are", "on the other hand ,? there's",
                        "on the one side ,? we have", "on the other side ,? we have")
SET_FIRST_AMONG_THEM = forms(", and among|from them|those|these", "; among|from them|those|these", ", among them")
SET_FIRST_LOOK_FOR = forms("look|looking|search|searching for")
# The first of two people said as one wanted ('One person I want is the resident with ...; the other is ...'): 'One is'
SET_FIRST_ONE_IS = forms("one person|individual i want|need|mean is", "one person|individual i have in mind is",
                         "one person|individual to consider is",
                         "one person|individual we want|need is", "the first person|individual i want|need is")
# A person said by where they live and a ranking there ('The first lives in the same state as S and has the most credit
# cards of anyone there'): 'The first is the person with the most credit cards among people in the same state as S'
SET_FIRST_LIVES_SAME = forms("lives|resides in the same state as", "lives|resides in the state of")
SET_FIRST_HAS = forms("and has|holds|owns", "and has got")
SET_FIRST_OF_ANYONE = forms("of anyone|anybody|everyone|all there", "of anyone|anybody|everyone|all in that state",
                            "of all the residents|people there", "among the residents|people there",
                            "of anyone|anybody|everyone living there", "among everyone there")
# A person said by their group, then which of it ('The first is a JCB 16 digit card holder: specifically, the one with
# the greatest number of credit cards'): 'The first is the JCB 16 digit card holder with the greatest ...'
SET_FIRST_HOLDERS = frozenset({"holder", "cardholder", "policyholder", "owner", "user", "resident", "customer"})
SET_FIRST_SPECIFICALLY = forms(": specifically|namely ,? the one|person with|who",
                               ", specifically|namely the one|person with|who",
                               "— specifically|namely ,? the one|person with|who")
# A tie rule said once for two selections ('If either selection comes out tied, the oldest person of the tied group is
# the one to use.'): 'In each case, if there's a tie, the oldest person is taken.' (its superlative a person's)
SET_FIRST_EITHER_TIED = forms("if either selection|search|pick|choice|ranking comes|ends out? tied",
                              "if either selection|search|pick|choice|ranking is tied|ties",
                              "if either selection|search|pick|choice|ranking ends in a tie", "if either one is tied",
                              "if either comes out tied", "should either selection|search|pick come out tied")
SET_FIRST_TIED_ONE = forms("person|one? of the tied group|people|ones? is the one to use|take|pick",
                           "person|one? of the tied group|people|ones? is taken|used|chosen|picked",
                           "person|one? of the tied group|people|ones? wins", "person|one? is the one to use",
                           "person|one? is taken|used|chosen|picked", "person|one? wins")
# Two people each said to live in a state of their own ("The owner of the cat named 'Amy' lives in one state, and the
# owner of the vehicle with license plate 'L' lives in a state as well.") -> 'Find the state of S1 and the state of S2.'
SET_FIRST_LIVES_ONE = forms("lives|resides in one|a|some state", "lives|resides somewhere", "is based in one|a state")
SET_FIRST_LIVES_TOO = forms("lives|resides in a|some state as well", "lives|resides in a|some state too",
                            "lives|resides in another state|one", "lives|resides in a second state",
                            "lives|resides somewhere too|else", "lives|resides somewhere as well",
                            "lives|resides in one too", "does too",
                            "also lives|resides in some|a state", "also lives|resides somewhere")
# ... and a step said in each of them after its words ('Find the oldest person in each of those two states.'): said
# first, as 'In each state, find the oldest person.'
SET_FIRST_EACH_AFTER = forms("in each of those|these|the two states|cities", "in each of those|these states|cities",
                             "in both of those|these|the states|cities", "in both states|cities", "in each state|city")
# A scene set first (e49a, `discourse._sf_scene`): one person and a value of theirs, or the people sharing it, said
# in a sentence of its own by any verb of looking or considering ("Take the owner of plate 'X' and look at everyone who
# lives in that same state.", "Let's focus on the user 'u' and everyone who shares their medical condition.", "Consider
# the cat named 'A' and the state its owner is based in.", "Think of the state where the user 'u' lives and everyone
# who calls it home.", "Let's focus on the card provider used by S, and on all the people who have that same
# provider."): read as 'Consider everyone <sharing it, said as 'the same state as S'>.' or 'S lives in a particular
# state.' The lead said first, the group's own lead after 'and', the words referring the value back to the person
# ('that same state', 'their medical condition'), the words a value said of the person may have after its noun ('the
# state its owner is based in'), the words joining a value to its person ('the state where S lives', 'the card
# provider used by S'), and the people said to share a place referred to as 'it' ('everyone who calls it home').
SF_SCENE_LEADS = forms(*(f"{let} {verb}" for let in ("let's", "let us") for verb in (
                           "focus|concentrate on", "look at", "consider", "take", "start|begin with|from",
                           "think about|of", "start by taking", "picture", "imagine")),
                       "i'd like you to consider|take", "i would like you to consider|take",
                       "i'd like you to think about", "i would like you to think about", "i'd like to consider",
                       "i would like to consider", "i'd like to focus on", "i'd like to look at", "focus|concentrate on",
                       "look at", "take a look at", "consider", "take", "think about|of", "start|begin with|from",
                       "picture", "imagine", "keep in mind", "bear in mind", "we're looking at", "we are looking at",
                       "now ,? look at", "now ,? consider", "first ,? take|consider")
SF_SCENE_JOIN = forms("and", ", and", "along with", ", along with", "together with", ", together with", "as well as",
                      ", as well as", ", then", "and then", ", and then", "plus", ", plus")
SF_SCENE_GROUP_LEADS = forms("look|looking at", "then look at", "then consider", "consider", "take", "on", "at",
                             "about", "of", "focus on", "then")
SF_SCENE_BACK = forms("that same", "that very", "this same", "that", "the same", "their", "his|her",
                      "its owner's|user's", "that person's|owner's|user's|individual's", "this person's",
                      "the owner's|user's", "their owner's")
SF_SCENE_VALUE_AFTER = frozenset({"its", "their", "owner", "owner's", "user", "they", "they're", "he", "she", "he's",
                                  "she's", "is", "are", "based", "lives", "live", "resides", "reside", "located", "in",
                                  "where", "that", "which", "person", "individual", "has", "have", "holds", "uses",
                                  "calls", "call", "home", "currently"})
SF_SCENE_OF = forms("where", "in which", "of", "that belongs to", "belonging to", "used|held|had|carried by",
                    "that|which")
SF_SCENE_LIVES = forms("lives|resides", "is based|located", "makes their|his|her home", "calls home",
                       "lives|resides in", "is based|located in", "has|holds|uses|carries", "'s based in", "'s based")
SF_SCENE_CALLS_HOME = forms("who|that call|calls it home", "calling it home",
                            "who|that live|lives|reside|resides there", "who|that live|lives|reside|resides in it",
                            "living|residing there", "living|residing in it", "who|that are|is based there",
                            "based there", "there", "in it")
SF_SCENE_IN_IT = forms("within|in it ,? only?", "within|in it , just|only")
SF_SCENE_SHARE_IT = forms("who|that have|has|share|shares it", "who|that have|has|share|shares that same one?",
                          "who|that have|has|share|shares the same one?", "sharing it", "with it",
                          "with that same one?", "with the same one?")
# ... the one person wanted in the group said as its sentence's subject ("Within that group, the person I care about owns
# the most vehicles, ..."): read as 'take the person who owns ...'; the verbs it may have
SF_SCENE_CARED = forms("the person|one|individual i care about", "the person|one|individual i'm interested in",
                       "the person|one|individual i am interested in", "the person|one|individual i'm after",
                       "the person|one|individual i am after", "the person|one|individual i want|need")
SF_SCENE_CARED_VERBS = frozenset({"owns", "has", "holds", "earns", "keeps"})
SF_SCENE_RANKS = frozenset({"most", "fewest", "least", "largest", "highest", "greatest", "lowest", "smallest",
                            "biggest", "earliest", "latest", "oldest", "newest"})  # ('owns the most ...': a ranking)
# ... the group referred back as where the one asked lives ("Who there started their current job most recently?",
# "Identify the person there with the most policies"): read as 'which of them' / 'the person among them'
SF_SCENE_WHO_THERE = forms("who there", "who in there", "who out there")
SF_SCENE_ONE_THERE = forms("the person|one|individual|resident there")
# ... the group referred back with a word for it its narrowing already said ("Of those pet-free residents, ...",
# "Which of those policy holders ...") : 'those people', an 'X-free' said as 'without Xs'; any other word must have
# been said before (else the words could narrow the group again: refused as before)
SF_SCENE_THOSE_HEADS = frozenset({"residents", "people", "persons", "individuals", "holders", "owners", "members",
                                  "cardholders", "policyholders", "inhabitants", "locals"})
SF_SCENE_NOT = frozenset({"no", "not", "don't", "doesn't", "didn't", "without", "never", "none", "zero", "0",
                          "lack", "lacks", "lacking", "free", "n't", "excluding", "except"})
SF_SCENE_BEFORE_NOUN = frozenset({"and", "or", ",", "&", "/", "plus", "the", "their", "his", "her", "its", "same", "a",
                                  "that", "this", "also", "as"})  # (a second value's noun said after one of these)
SF_SCENE_PEOPLE_WORDS = frozenset({"everyone", "everybody", "all", "the", "people", "persons", "residents",
                                   "individuals", "those", "of", "folks"})
SF_SCENE_FREE = {"pet-less": "pets", "petless": "pets", "car-less": "vehicles", "carless": "vehicles",
                 "pet-free": "pets", "car-free": "vehicles", "vehicle-free": "vehicles", "card-free": "credit cards",
                 "debt-free": None, "policy-free": "insurance policies"}
# ... a narrowing said with 'let's' ("Let's narrow things down to G, and only those who ..."): the verb alone
SF_SCENE_LET = forms("let's", "let us")
SF_SCENE_LET_VERBS = frozenset({"narrow", "restrict", "limit", "filter", "whittle", "confine", "pare"})
# ... the group referred back as those meeting its conditions ("Among those who pass both, ...", "Among people meeting
# both conditions, ..."): 'them'
SF_SCENE_BOTH = forms("those|people|everyone|everybody|persons|individuals who|that pass|passes|meet|meets|satisfy|"
                      "satisfies|fulfil|fulfill|fulfills|fulfils|match|matches both|all",
                      "those|people|everyone|everybody|persons|individuals who|that pass|passes|meet|meets|satisfy|"
                      "satisfies|fulfil|fulfill|fulfills|fulfils|match|matches both|all the|these|those? "
                      "conditions|filters|criteria|requirements|tests|rules",
                      "those|people|persons|individuals meeting|passing|satisfying|fulfilling|matching both|all",
                      "those|people|persons|individuals meeting|passing|satisfying|fulfilling|matching both|all the|"
                      "these|those? conditions|filters|criteria|requirements|tests|rules")
# ... a question of the group ending in 'there' ("Who has the greatest number of online accounts there?"): 'Which of
# them has ...?'
SF_SCENE_WHO = frozenset({"who"})
# ... one picked from the group by a verb after 'and' in the group's sentence ("Consider G, and single out the eldest
# of them."): a sentence of its own, 'Take the eldest of them.'
SF_SCENE_PICK = forms(", and single|pick out", ", and pick|take|find|identify|choose|select", "and single|pick out",
                      "and then? pick|take|find|identify|choose|select", ", then single|pick out",
                      ", then pick|take|find|identify|choose|select")
# ... the one wanted said as whoever is wanted ("Whoever has the most bank accounts among them (...) is the person I'm
# interested in."): 'Take whoever has ...'; or the speaker after them ("I'm after the person among them with R"):
# 'Find the person among them with R'
SF_SCENE_AFTER = forms(*(f"{me} {verb}" for me in ("i'm", "i am") for verb in (
                           "after", "looking for", "interested in", "trying to find", "searching for")),
                       "i want to find|know", "i need to find|know", "i want", "i need", "what i want is",
                       "what i need is", "i seek")
# ... a group set up by its conditions said as filters in sentences of their own ("Two filters apply here. First, the
# people must share a medical condition with S1. Second, they must live in the same state as S2."): 'Consider people
# who share ... and who live ...'; the announcement, each filter's lead
SF_SCENE_FILTERS = forms("two|2 filters|conditions|criteria|requirements|rules|tests|constraints apply|matter here?",
                         "there are two|2 filters|conditions|criteria|requirements|rules|tests|constraints here?",
                         "we have two|2 filters|conditions|criteria|requirements|rules|tests|constraints here?",
                         "two|2 filters|conditions|criteria|requirements|rules|tests|constraints define|shape the group")
SF_SCENE_FIRST_MUST = forms("first ,? the people|persons|individuals must|should", "first ,? people must|should",
                            "first ,? they must|should", "first ,? everyone must|should",
                            "first ,? the people|persons|individuals have|need to", "first ,? they have|need to")
SF_SCENE_SECOND_MUST = forms("second|secondly ,? they must|should", "second|secondly ,? the people|persons must|should",
                             "second|secondly ,? they have|need to", "second|secondly ,? they also must",
                             "second|secondly ,? they must also", "second|secondly ,? everyone must|should")
# ... or by two anchors, each with the value everyone must share ("Two anchors define the group: S1, whose blood group
# everyone must share, and S2, whose state everyone must live in."): 'Consider people with the same blood group as S1
# and with the same state as S2.'
SF_SCENE_ANCHORS = forms("two|2 anchors|people|persons define|determine|shape the group",
                         "the group is defined|determined by two|2 anchors|people|persons")
SF_SCENE_MUST_SHARE = forms("everyone|everybody|they|people must|should share|have", "everyone|everybody|they|people "
                            "must|should live|reside in", "everyone|everybody|they|people must|should also share|have",
                            "everyone|everybody|they|people must|should also live|reside in")
# ... a group said with a limit after a comma ("Here's a group to work with: G, limited to those who C."): 'Here's a
# group: G, but only those who C.'
SF_SCENE_HERE = forms(*(f"{here} a|the group {said}" for here in ("here's", "here is") for said in (
                          "to work with", "to use|consider", "we're working with", "we are working with",
                          "of people to work with|consider")))
SF_SCENE_LIMITED = forms(", limited|restricted|narrowed|cut down to those|the ones|people",
                         ", but limited|restricted to those|the ones|people", ", and limited|restricted to those")
# ... a group ranked by a measure, then its top said by number ("Rank them by their total bank balance. What do the
# balances of the top two people add up to?"): '... of the top two people by total bank balance ...'
SF_SCENE_RANK = forms("rank|sort|order them|these|those people|persons|residents? by",
                      "rank|sort|order that|this|the group by", "rank|sort|order everyone|everybody by")
SF_SCENE_RANK_DOWN = forms(", highest|largest|biggest|richest first", "from highest|largest to lowest|smallest",
                           ", from highest|largest to lowest|smallest", "in descending order", ", in descending order",
                           ", descending", "descending")
SF_SCENE_TOP = forms("the top two|three|four|five|2|3|4|5 people|persons|residents|individuals|ones",
                     "the top two|three|four|five|2|3|4|5 of them", "the top two|three|four|five|2|3|4|5")
# ... the person introduced in a sentence of their own first ("Somebody owns a bird named 'D'. Now look at all the
# people who share that owner's medical condition."): the words that may open the group's sentence before its lead
SF_SCENE_THEN = forms("now", "then", "next", "now ,", "then ,", "next ,", "and", "so", "ok|okay ,? now?")
# ... a thing's owner said with a value of theirs ("A fish named 'L' has an owner whose credit cards come from a
# particular provider."): 'The owner of the fish named 'L' has a particular card provider'; the words the value's
# clause may have
SF_SCENE_OWNER_WHOSE = forms("has|had an|one owner whose", "has|had an|one owner who has|uses|holds")
SF_SCENE_VALUE_WORDS = frozenset({"credit", "card", "cards", "come", "comes", "came", "from", "a", "an", "one",
                                  "particular", "certain", "specific", "some", "is", "are", "was", "of", "the", "type",
                                  "kind", "issued", "by", "given"})
# ... the value asked after the person picked, said as a step and its result ("Add up the balances of that person's
# bank accounts: what do you get?"), after declining the name ("I don't need the name, just the sum of that person's
# bank account balances. What is it?"), or of the person found ("What is that total balance for the person you
# found?"): 'What is the sum of X?' / "What is that person's total balance?"
SF_SCENE_ADD_UP = forms("add up", "sum up", "total up", "add together", "sum", "total")
SF_SCENE_WHAT_GET = forms("what do|would you get", "what do|would you come up with", "what does|would that|it come to",
                          "what's the result|total|sum|figure|answer", "what is the result|total|sum|figure|answer",
                          "what result do you get",
                          "what total do you get")
SF_SCENE_NOT_NAME = forms("i don't need|want the|their name ,? just|only|but", "i do not need|want the|their name ,? "
                          "just|only|but", "no need for the|their name ,? just|only", "not the|their name ,? just|only|but",
                          "i don't need|want to know the|their name ,? just|only|but")
SF_SCENE_WHAT_IS_IT = forms("what is it", "what's it", "what is that", "what's that", "what is that figure|number|amount",
                            "what's that figure|number|amount", "what does it come to")
SF_SCENE_FOUND = forms("for|of the person|one|individual you found|identified|picked|chose|selected|got",
                       "for|of the person|one|individual you've found|identified|picked|chosen|selected",
                       "for|of the person|one|individual you have found|identified|picked|chosen|selected")
# ... the records an expiry is ranked among looked at before it, with the expired ones counted ("Looking at their
# insurance policies, and counting ones that have already expired, whose policy expires first?"): 'Counting policies
# that have already expired, ...'
SF_SCENE_LOOKING = forms("looking at|considering|checking|examining their|the|everyone's",
                         "looking at|considering|checking|examining each person's")
SF_SCENE_COUNTING = forms(", and counting|including ones|those that|which", ", counting|including ones|those that|which",
                          "and counting|including ones|those that|which", ", including even ones|those that|which",
                          ", and including even ones|those that|which")
# ... the group narrowed in a sentence of its own ("From that group, keep only the people with no credit cards.",
# "Narrow that down to people without credit cards.", "Now filter down to the ones who own no pets.", "Among those,
# only consider people without pets."): 'Keep only those with no credit cards.'; the group referred back before it,
# the narrowing verb, and the people's words before their clause
SF_SCENE_NARROW_FROM = forms("from|of|among|within|in that|this|the group ,?", "from|of|among|within those|them|these ,?",
                             "now ,?", "then ,?", "next ,?")
_NARROWED = ("that", "it", "this", "them", "those", "that group", "this group", "the group", "everyone", "the list",
             "that list", "the pool", "that pool")
SF_SCENE_NARROW = forms("keep|keeping only|just", "only keep|keeping", "consider|count|include only|just",
                        "only|just consider|count|include", "narrow|filter down? to", "cut down to",
                        *(f"{verb} {it} down? to" for verb in ("narrow", "filter", "whittle", "pare") for it in _NARROWED),
                        *(f"{verb} {it} to" for verb in ("restrict", "limit", "confine") for it in _NARROWED),
                        *(f"{verb} {it} down to" for verb in ("cut", "trim") for it in _NARROWED))
SF_SCENE_NARROW_PEOPLE = forms("the|those? people|persons|individuals|residents|ones", "those|everyone|anyone",
                               "the|those members")
SF_SCENE_NARROW_CLAUSE = frozenset({"who", "that", "with", "without", "having", "holding", "owning", "whose"})
# The group referred back by its value said as 'the same one' ("Among everyone whose card provider is that same one,
# ..."): read as 'with that same card provider'.
SF_SCENE_WHOSE_SAME = forms("is|are that same one?", "is|are the same one?", "is|are that one", "matches|match theirs",
                            "is|are also theirs")
# The person a question is about, said first ("For the owner of plate 'X', look at their state: who there ...?", "For
# the user 'u', find the richest person in their state. ...", "For the dog named 'Heidi', look at its owner's state."):
# read as a set-up ('Take S.'), the rest of the sentence after its comma the next sentence; a pet or a car said so
# stands for its owner, referred to as 'its owner' (GIVEN_OWNER). "For S2, do the same" / "for S2, likewise" repeats
# the step before for S2.
CONTEXT_LEADS = forms("for", "as for", "regarding", "concerning", "starting from|with", "beginning from|with",
                      "with regard|respect to", "in the case of")
CONTEXT_THINGS = frozenset({"pet", "dog", "cat", "bird", "fish", "rabbit", "animal", "vehicle", "car", "automobile",
                            "plate", "truck"})
# Two people said first, a step then said once for each ("For the users 'A' and 'B', take the richest resident of each
# one's state.", "For the owners of plates 'X' and 'Y' respectively, find the person in their state with the most pets",
# "For each of S1 and S2, ..."): read as 'For S1, <the step with their state>. For S2, do the same.'; the words that say
# each one's own (read as 'their').
EACH_OWN = forms("each one's|user's|owner's|person's|individual's|driver's",
                 "that user's|owner's|person's|one's|individual's|driver's",
                 "each of their", "their own|respective", "their")
EACH_RESPECTIVELY = forms("respectively", "each", "in turn")
# After the person a step is repeated for, the anchor of the one it replaces ("Do the same with the owner of pet 'M' in
# place of 'ashleymoore'.").
IN_PLACE_OF = forms("in place of", "instead of", "rather than", "replacing", ", replacing")
# ... and each one's place said in the plural ("in each of their states", "in both of their home states"): 'their state'.
EACH_PLACES = forms("each|both of their home? states|cities", "their respective home? states|cities",
                    "their own home? states|cities", "the|their two states|cities")
# Two people set up in a sentence of their own, then a step said for each ("Take S1 and S2. For each of them, find R in
# their state."): the words that say the step is for each, before its comma.
EACH_STEP = forms("then|now? ,? for each|both", "then|now? ,? for each|both of them|these|those",
                  "then|now? ,? for each|both of the|these|those two", "for each|either one|person|individual",
                  "for both people|persons|individuals", "for each|both of the|these|those two people|persons|individuals",
                  "in both cases", "in each case")
# A person's place looked at before the question ("look at their state: who there ...", "consider their state.",
# "look at its owner's state"): set up as the place 'there' / 'that state' refers to.
PLACE_LOOK = forms("look at|in|within|inside", "consider|take|check|examine|use", "go|turn|move to", "focus on",
                   "zoom in on", "let's look at", "now look at")
# A step that repeats the one before with another anchor ("Step 2: do the same for pet 'Y'.").
SAME_AGAIN = forms("do|repeat the same for|with", "the? same search|question|step in|among|within|for|with",  # (a19x)
                   "the? same ,? but in|among|within|for|with", "now|then do|repeat the same for|with", "do this|that for|with",
                   # ('person B: same idea but among G2', 'same deal, but for pet 'Y'', a37p)
                   "the? same idea|thing|deal|logic|approach ,? but in|among|amongst|within|for|with",
                   "repeat this|that|it for|with", "now|then repeat this|that|it for|with",
                   "and the same for", "and|then likewise for|in|among|amongst|within", "the same for",
                   "likewise for|in|among|amongst|within",
                   "do the same thing for", "now|then do the same thing for", "same|likewise but with|for",
                   "the same but with|for", "same for|with", "same thing for|with", "the same thing for|with",
                   "repeat the|these|those|all|this|that steps|step|process|procedure|search|searches for|with",
                   "repeat all the|these|those steps for|with", "repeat this|that|it all for|with",
                   "you|we do|repeat the same for|with", "you|we do the same thing for|with", "do likewise for|with",
                   "do the same starting from|with", "do the same , starting from|with", "repeat this|that|it starting from",
                   "go through the same steps for|with", "follow the same steps for|with", "run the same steps for|with",
                   "do the same in|among|amongst|within", "repeat this|that|it|the search in|among|amongst|within",
                   "proceed|do this|that? identically|likewise|similarly for|with",
                   "proceed|do this|that? in the same way for|with", "now|then proceed identically|likewise for|with",
                   "do likewise in|among|amongst|within", "do the same thing in|among|amongst|within",
                   # (a19x: '...; repeat for the state of B', 'then the same in the state of B', 'Round two: the same,
                   # in the state of B', 'Now do it again for the state of B', 'Then do exactly the same for ...')
                   "repeat|redo for|with|in", "do it|this|that again for|with|in", "do exactly the same for|with|in",
                   "the? same in|among|amongst|within", "the? same , in|among|amongst|within|for|with",
                   # the rule applied again, or said to hold for another group ('Apply the same rule to G2', 'The same
                   # goes for G2', 'Similarly for G2', c38w)
                   "apply|use the same rule|procedure|selection|step|method|criterion|criteria to|for|on|with",
                   "apply|use this|that|it to|for|on|with", "apply|use the|this|that rule|procedure|selection to|for|on|with",
                   "now|then apply|use the same rule|procedure|selection|step|method to|for|on|with",
                   "the same goes|applies|holds for|to", "the same rule applies|goes to|for",
                   "similarly for|with|in|among|amongst|within", "and|then similarly for|with|in|among|amongst|within",
                   "do similarly for|with|in|among")
# Words a repeat's group may say another way than the group it replaces and still be the same group but its anchor
# ("Amongst the people who live in the same state as S1, take R; do the same amongst the people living in the same
# state as S2", a19y): each tuple one way of saying it.
GROUP_SAID_ALIKE = (forms("the|all? people|persons|individuals", "all? those|everyone|everybody|anyone"),
                    forms("who|that live|lives|reside|resides", "who|that are living|residing", "living|residing"),
                    forms("who|that hold|holds|have|has", "holding|having", "with"),
                    forms("who|that share|shares", "sharing"))
# A step repeated with its group said first ("Among G1, take R; among G2, do likewise."): the words after the group.
SAME_BARE = forms("do likewise", "do the same", "do the same thing", "repeat this|that|it", "repeat the search|step|steps",
                  "proceed identically|likewise|similarly", "proceed in the same way",
                  "then|now do likewise", "then|now do the same", "then|now repeat this|that|it", "the same", "likewise",
                  "find|pick|take the same", "do exactly the same", "do the very same",  # ('..., find the same', a19x)
                  "the? same question|search|again", "ask|run the same question|search")  # ('..., same question')
# ... said with its tie rule repeated too ("Do the same, with the same tie rule, for G2", a35t): read away, the rule is
# repeated with the step.
SAME_RULE_ASIDES = forms("with|using|applying|keeping the same tie-breaker|tiebreaker|tie-break|tiebreak|rule",
                         "with|using|applying|keeping the same tie rule",
                         "with|using|applying|keeping the same rule for ties", "with|using the same rule for breaking ties",
                         "with|using the same rule|way to break|settle|resolve ties",
                         "with|using the same rule|way to break|settle|resolve a tie",
                         "again|and breaking|settling ties the same way", "with ties broken|settled the same way",
                         "the same tie rule applying|included")
# ... said for a group, its ranking said again after a colon ("Do likewise for G2: the fewest bank accounts, with the
# eldest winning any tie.", a35t): the words a ranking said again starts with, after 'the'.
LIKEWISE_RANKS = ("fewest", "most", "largest", "greatest", "highest", "lowest", "smallest", "least", "biggest",
                  *PERSON_SUPERLATIVES)
# ... or a person of two said as the first again in another group, the ranking said again after a dash or a colon
# ("person B: same idea but among G2 — earliest vehicle model year, higher salary breaks a tie.", a37p): read as the
# person said in full ('among G2, the one with the earliest vehicle model year, ...'); the words saying it is the same,
# and the rankings said again (LIKEWISE_RANKS, and a date's ends)
SAME_IDEA = forms("the? same idea|thing|deal|logic|approach|procedure|drill", "the? same", "likewise", "similarly",
                  "same as before|above", "same as the first|other one?",
                  "same as person|candidate|pick a|1|one", "same as #1", "same as the first person|pick")
SAME_IDEA_RANKS = (*LIKEWISE_RANKS, "earliest", "latest", "oldest", "newest")
# A tie rule said after a step repeated, for both searches ("find R; in the state of B, do the same (both times a tie
# goes to T)", "..., the same - ties going to T both times", "..., the same (a tie in either goes to T)", a19x): read
# as the first step's own '(tie: T)', which the repeat copies. Said for both before the rule (EACH_CASE), in the
# rule (REPEAT_TIE_EITHER_TO) or after it (EACH_CASE_AFTER); a rule that says neither ('the same - ties to T') could
# be the second's alone and is left as it was.
REPEAT_TIE_TO = forms("a|any tie goes|going to", "ties go|going to", "ties to", "a tie to", "tie :", "tiebreak :",
                      "ties broken by", "a tie broken by", "tie goes to")
REPEAT_TIE_EITHER_TO = forms("a|any tie in either|both|each goes|going to", "ties in either|both go|going to",
                             "a|any tie either|each time goes|going to", "ties either|each time go|going to")
# A measure said apart, before the comparison it is for ("Insurance policies: who has more, S1 or S2?", "Compare the
# number of credit cards: A = S1; B = S2. Return the one with more cards.", "Vehicle counts, compare: ..."): the measure
# a 'more' without its noun is read with, and the one a comparison that names its own must use.
TOPIC_MEASURES: dict[Records | Metric, Said] = {
    **{r: n.plural + tuple(f"{lead} {p}" for lead in count_leads(r, "the? total? number|count") for p in n.plural)
       + tuple(f"{w} {c}" for w in n.singular for c in ("count", "counts")) for r, n in RECORD_NOUNS.items()},
    Metric.BALANCE: forms("total|combined bank balance", "total|combined bank balances", "the total|combined bank balance"),
}
TOPIC_COMPARE = forms("compare|comparing", "compare|comparing the",  # ('Compare the number of pets: ...')
                      # ... or asked for as a comparison on the measure ('need a comparison on insurance policy count: S1
                      # vs S2. who has more policies?', a37p's chat), or the verb with 'on'/'by'
                      "compare|comparing on|by the?", "let's compare the?", "let us compare the?",
                      "a|one? quick|short|fast? comparison|comparisons on|of|by the?",
                      "need|want a|one quick|short|fast? comparison on|of|by the?",
                      "i|we need|want a|one quick|short|fast? comparison on|of|by the?",
                      "i'd|we'd like a|one quick|short|fast? comparison on|of|by the?",
                      "i|we would like a|one quick|short|fast? comparison on|of|by the?",
                      "can|could i|we get a|one quick|short|fast? comparison on|of|by the?",
                      "can|could|would|will you compare the?", "please compare the?")
# ... or the measure said before the word for the comparison ('need a pet count comparison: S1 vs S2', a37p): the words
# before the measure (then 'comparison', discourse._topic)
TOPIC_WANTED_COMPARE = forms("need|want a|one", "i|we need|want a|one", "i'd|we'd like a|one", "i|we would like a|one",
                             "can|could i|we get a|one", "a|one")
# ... then whom it is of, before the mark that opens the two ('Compare credit card counts for these two: S1, and S2',
# 'compare bank account counts for: (a) S1, and (b) S2', a37p)
# ... the measures such a request may also name that are no count ('need a comparison on salary: S1 vs S2. who makes
# more?', a37p): read only after a word asking for the comparison, never a bare 'Salary: ...'
TOPIC_COMPARED_METRICS: dict[Records | Metric, Said] = {
    Metric.SALARY: forms("the|their? salary|salaries|pay|earnings|income"),
    Metric.DOB: forms("the|their? age|ages"),
}
TOPIC_COMPARED_OF = forms("for|between|of these|those|the two people|persons|individuals|candidates|ones?",
                          "for|between|of the following two? people|persons|individuals|candidates?",
                          "for|between|of both|them", "for|between")
# ... said as a request of its own before the two people are listed ('Let me compare number of pets.', 'Let me compare
# internet accounts of two persons.', 'Could you compare sum of bank balance of two persons?', 'Let me compare two
# persons about number of pets.', a24y), or with the question after it ('Two persons, please compare their sum of bank
# balance, and tell me who has bigger.', '... and please tell me who has more.'): the request, the measure (a count's
# noun, a balance's), the two it is of, and the question's start.
COMPARE_TOPIC_LEADS = forms("let me|us compare", "i want|need to compare", "i'd like to compare", "i would like to compare",
                            "compare",
                            # ('Let me ask about internet accounts of two persons.', a24y: 'about' after the lead-in
                            # LEAD_ASIDE reads away)
                            "about|regarding",
                            "can|could|would|will you compare", "two people|persons|individuals ,|: compare",
                            # ('Two people to compare on total bank balance. First: S1. Second: S2. Which of the two has
                            # the higher total bank balance?', a37p: the two announced with the measure)
                            "two people|persons|individuals|candidates|picks to compare|check on|by",
                            "two people|persons|individuals|candidates are? to be compared|checked on|by",
                            "two people|persons|individuals|candidates will be compared|checked on|by",
                            "two people|persons|individuals|candidates compared on|by")
COMPARE_TOPIC_MEASURES: dict[Records | Metric, Said] = {
    **{r: forms_of(tuple(f"the|their? {p}" for p in (*n.plural, *(f"{lead} {w}" for lead in count_leads(r)
                                                                  for w in n.all),
                                                     # ('Could you compare bank account number of two persons?', a24y;
                                                     # 'Compare vehicle counts and return ...', a33e)
                                                     *(f"{w} number|count|numbers|counts" for w in n.singular))))
       for r, n in RECORD_NOUNS.items()},
    Metric.BALANCE: forms_of(tuple(f"the|their? {b}" for b in BALANCE_NOUNS)),
    # ('Compare salaries and report the higher-paid of two people', 'Compare ages and return the younger one', a33e: a
    # comparison by any other measure must then be by that one, never read with a bare 'more')
    Metric.SALARY: forms("the|their? salary|salaries|pay|wages|earnings"),
    Metric.DOB: forms("the|their? age|ages", "the|their? date|dates of birth", "the|their? birth dates|date"),
}
# A balance's comparative said bare after its measure was said apart ('Two persons, please compare their sum of bank
# balance, and tell me who has bigger.', a24y): 'who has bigger total bank balance' (ask.discourse).
BALANCE_BARE_COMPARATIVES = frozenset({"bigger", "higher", "larger", "greater", "smaller", "lower"})
COMPARE_TOPIC_OF = forms("of|between|for the|these? two people|persons|individuals")
COMPARE_TOPIC_ABOUT = forms("the|these? two people|persons|individuals about|on|by|regarding|for|in")
COMPARE_TOPIC_THEN = forms(", and tell|show me|us", ", and let me|us know")
# ... or with a directive for the one after it ('Compare vehicle counts and return the person with more vehicles.',
# a33e: the directive read as after any two people listed, THE_ONE_LEADS; 'Compare pet counts and report who has more')
COMPARE_TOPIC_AND = forms(",? and", ",? and then")
TOPIC_THEN_COMPARE = forms(", compare|comparing", "compared")  # ('Num ins. policies, compare: ...')
# A ranking's name defined for the question ("(vehicle leader = most vehicles; ties broken by T)", "Richest = highest total
# bank balance.", ", richest meaning the highest total bank balance"): the first word of what it means, the word that
# says 'means' after the name ('=' and ':' too), and the first word of a tie rule said with it.
GLOSS_DEGREES = frozenset({"most", "fewest", "highest", "lowest", "max", "maximum", "min", "minimum", "largest", "greatest",
                           "biggest", "smallest", "oldest", "youngest", "earliest", "latest", "least"})
GLOSS_MEANING = ("meaning",)
GLOSS_TIES = frozenset({"ties", "tie", "tied", "tiebreak", "tie-break", "tiebreaker", "tie-breaker"})
# ... the words of a definition's tie rule's trigger said before it, besides those ('..., and if that's tied, the oldest
# of them', 'if there is a tie, T', 'should it be tied, T', e38k2: discourse._gloss_at)
GLOSS_TIE_TRIGGER = frozenset({"that", "that's", "it", "it's", "this", "'s", "is", "are", "be", "there", "there's", "a",
                               "any", "still", "they", "they're", "them"})
# The one of two people defined a directive asks for ("Return the one with more cards.", "Return: whoever has more
# policies.", "Output: name of the one owning more vehicles."): 'which of A and B' and the verb phrase after it.
THE_ONE_LEADS = forms("return|give|output|report|state|name|identify :?", "return|give|output|report|state :? the? full? "
                      "name of", "return|give|output|report|state :? full? name")
THE_ONE_HEADS = forms("the one|person|individual|candidate|pick")  # ('Return the candidate with more cards', a34s)
# ... or 'whichever' for that head and its verb ('Return whichever of the 2 has the larger total bank balance', a27z): the
# verb said after it
THE_ONE_WHICHEVER = forms("whichever|whoever of the|these|those two", "whichever|whoever of them|both|the pair",
                          "whichever one? of the|these|those two people|persons|individuals", "whichever")
THE_ONE_VERBS = {"with": "has", "having": "has", "owning": "owns", "holding": "holds", "carrying": "carries",
                 "keeping": "keeps", "who": "", "that": "", "whoever": ""}  # (the word after the head: the verb it is)
# A tie rule said once for both people defined ("In both cases, a tie is broken by total bank balance."): each one's.
# The one list of the words saying a rule is each one's, before it, inside it or after it: after two people found or
# compared (`discourse._each_rule`), after a step repeated ('..., the same (both times a tie goes to T)', a19x) and after
# several people defined by letter ('Let p be S1 and q S2; each time, ties go to T', '...; when choosing either, a tie
# goes to T', a31m).
# ... said bare at the end of a tie rule after two people found ('the higher salary deciding a tie in each', a25z)
EACH_CASE_BARE_END = forms("in each|either")
# The two picks as the subject of a tie rule's verb (words.EACH_TIE_PREFERS) with its trigger last ('Both selections go to
# the oldest on a tie', 'Either pick falls to the richest if tied', 'Each of these searches favours X in a tie', e44p):
# each one's rule (discourse._each_rule)
EACH_PICK_SUBJECTS = forms("both|either|each|all|every selection|selections|pick|picks|choice|choices|search|searches|"
                           "lookup|lookups", "both|either|each|all of these|those|the two selections|picks|choices|"
                           "searches|lookups", "the two selections|picks|choices|searches|lookups")
# ... said tied, the breaker after a mark ('either pick tied -> take the oldest', 'both picks tied: oldest', 'each search
# tied, the richest', e45p): each one's rule, 'if tied, X' (discourse._each_rule)
EACH_PICK_TIED = forms("tied", "is|are|comes|come|ends|end up? tied", "is|are|ends|end in a tie")
EACH_PICK_TIED_MARKS = frozenset({"->", ":", ",", "\u2014", "=", "=>"})
EACH_CASE = forms("in both|either|each case|cases", "in each|either|every instance",  # ('in each instance ...', a35f)
                  "for both|each", "for both|each of them", "in both",
                  "both times", "either way", "in all cases", "for either one",
                  "when|while choosing|picking|selecting|finding either|each|both",
                  "in choosing|picking|selecting|finding either|each|both",
                  # ('When choosing either person, resolve ties by X', a37k)
                  "when|while|in choosing|picking|selecting|finding either|each person|one|candidate",
                  "when|while|in choosing|picking|selecting|finding both people|persons|candidates|ones",
                  "for each one", "each time", "for each person", "for both people", "within each step", "in each step",
                  "in|within|for both|either|all steps", "at both|each|either step", "in each of the two steps",
                  "in both|either searches", "in either|each search", "for both searches", "for either|each search",
                  "in|within both|each|either group|groups|selection|selections|ranking|rankings|state|states",
                  "for both|each|either|all candidates|people|persons|individuals|rankings|searches|selections",
                  "for each|either candidate|individual|ranking|search|selection",
                  # a chat's picks ('for each of those picks, a tie goes to T', 'on both lookups', a37p)
                  "for|in|on each|either|both pick|picks|choice|choices|lookup|lookups|query|queries",
                  "for|in|on each|either|both of those|these|the picks|choices|lookups|queries|people|persons",
                  "for|in|on each|either|both of those|these|the two picks|choices|lookups|queries|people|persons",
                  "for|in|on each|either|both of those|these|them", "for|in|on each|either|both of those|these|the two",
                  "on both|either|each side|sides", "in both|either|each of them", "for each of the two",
                  # ('For both picks, a tie goes to T', 'Settle a tie for either of those picks by T', e38w: the two
                  # people found said as picks or choices, or as 'those/these' of them)
                  "for|in both|all|either|each picks|choices|lookups", "for|in either|each pick|choice|lookup",
                  "for|in both|either|each of those|these|the two? picks|choices|searches|rankings|selections|"
                  "people|persons|candidates|lookups",
                  "for|in both|either|each of those|these two",
                  # the groups the two are found in ('in each of those two groups, a tie on the vehicle goes to T', c38p)
                  "in|within|for|across both|either|each of those|these|the two? groups|sets|pools|states|cities|cases",
                  "for|across both|either|each|all group|groups|set|sets|pool|pools",  # ('for both groups, T', c38p)
)
# The first word of a yes/no comparison's predicate after its first person ('Does S1 own more vehicles than S2?', 'Is
# S1 paid more than S2?', 'Is S1 older than S2?', c40k: `discourse._yes_no_named`, the last such word before 'than')
YES_NO_PREDICATE_STARTS = frozenset({"own", "have", "hold", "possess", "keep", "earn", "make", "get", "got", "drive", "paid",
                                     "older", "younger", "richer", "poorer", "wealthier"})
# ... said with its converse as the other choice after the second person ('Does S1 own more pets than S2, or is it the
# other way around?', 'or vice versa', e48c): words that change nothing before the request naming one
YES_NO_EITHER_WAY = forms("or is it the other way around|round", "or the other way around|round", "or vice versa",
                          "or is it vice versa", "or is it the reverse", "or the reverse", "or not", "or is it not")
# ... and a tie rule said inside the request, after it ('Give the name of whichever has more, or, if they have the same
# number, the name of the one who earns more', e48c): the marks and joining words before the rule's trigger, and the
# trigger's first words
YES_NO_REQUEST_TIE_JOINS = forms(", or ,?", ", and ,?", ", but ,?", ",", ";", "— or|and?", "- or|and?")
YES_NO_REQUEST_TIE_TRIGGERS = frozenset({"if", "should", "when", "where", "in"})
# A yes/no question asking which of two a measure is greater for ('Is the total bank balance greater for S1 or for S2?',
# e48c), then a request naming that one ('Name that person.'): read as 'Who has the greater total bank balance: S1, or
# S2?'. The comparatives (as said after 'Who has the'), and the requests naming the one it is greater for
YES_NO_FOR_COMPARATIVES = {"greater": "greater", "higher": "higher", "larger": "larger", "bigger": "bigger",
                           "smaller": "smaller", "lower": "lower", "less": "lower"}
YES_NO_FOR_NAME_REQUEST = forms("please|just? name|identify|give|state that|this|the person|one|individual",
                                "please|just? name|identify them|him|her", "please|just? name them|him|her please",
                                "please|just? give|tell me|us? their|his|her name",
                                "please|just? give|tell me|us? the name of that|this|the person|one|individual",
                                "please|just? name|identify whichever|whoever it is", "who is it", "which one is it",
                                "please|just? name the person concerned", "please|just? name whichever of the two it is")
# The two picks as the subject of a tie rule said for each ('Either selection breaks a tie by T', 'each pick settles
# ties in favour of T', 'both searches resolve any tie by T', c40k: `discourse._each_rule_trigger_first`) and its verbs
EACH_PICK_SUBJECT = forms("either|each selection|pick|search|choice|lookup|query",
                          "both selections|picks|searches|choices|lookups|queries",
                          "each|either of the two|those|these selections|picks|searches|choices|lookups")
EACH_PICK_BREAKS = forms("breaks|settles|resolves|decides|break|settle|resolve|decide", "will break|settle|resolve|decide",
                         "should break|settle|resolve|decide")
# ... the two picks said bare, or the verb said as one word with its tie ('both tiebreak on T', 'both picks tie-break by
# T', 'each breaks ties by T', e47s): read as the subject and verb above, with 'ties'
EACH_PICK_BARE_SUBJECT = forms("both", "each", "either")
EACH_PICK_TIEBREAKS = forms("tiebreak|tie-break|tiebreaks|tie-breaks", "will|should tiebreak|tie-break")
# ... and those ending a rule said without them ('..., the same - ties going to T both times', a19x; 'the higher
# salary deciding a tie in each', a25z): either, the bare ones too
EACH_CASE_AFTER = EACH_CASE + EACH_CASE_BARE_END
# ... and said last after a comma in a rule for both of two people said apart, Slack's bare 'both sides' too ('card-count
# ties -> highest total bank bal, both sides', e47s: apart._both_rule)
APART_BOTH_AFTER = EACH_CASE_AFTER + forms("both|each|either side|sides|pick|picks", "both")
# The words a tie trigger said of either of two people found may have ('If either search ends in a tie', 'If a tie
# arises in either search', 'If both rankings are tied'): those of any tie trigger, the words for each, and what is
# searched; any other word ('If either search isn't tied', 'has no tie', 'never ties': a negation) is no such trigger
# (v16 W2: each was read as 'if tied').
EITHER_TIED_WORDS = (TIE_SIGNS | TIE_FILLERS | EACH_SCOPE_NOUN_SET | frozenset(
    {"either", "each", "both", "every", "produces", "produce", "shows", "show", "sees", "see", "step", "steps", "choice",
     "choices", "pick", "picks", "lookup", "lookups", "query", "queries"}))
# ... or said of any one pick ('Whenever a pick is tied, take T', 'If any selection ends in a tie, T', c38w): the words
# for any one, and the nouns of a pick they may name (never 'if any two are tied': the two compared)
ANY_PICK = frozenset({"a", "any", "every"})
PICK_NOUNS = frozenset({"pick", "choice", "selection", "search", "lookup", "ranking", "step", "query"})
# A group set up or named before the question, then referred to (cbwh.ask.discourse._grouped): "Group A: residents of
# Ohio. Group B: ... the richest person in Group A ...", "Let G be the people living in Ohio. Who in G ...?", "The
# residents of ... form a group. Which member of the group ...?", "Consider everyone living in Ohio; call this group G.",
# "Take all people who share a city with A. In this group, who ...?": each reference read as 'among <the group>'.
# The noun of a group's name ('Group A', 'Set 1'), the label after it, and what says the group is ('Group A: G').
GROUP_NAME_NOUNS = frozenset({"group", "set", "population", "pool", "cohort", "team", "bunch", "crowd", "collection"})
GROUP_NAME_LABELS = frozenset({"1", "2", "3", "one", "two", "three", "i", "ii", "iii"})  # (or a capital letter)
GROUP_IS = forms(":", "=", "\u2014", "is|are|means", "consists|consisting of", "is made up of", "is|are defined as",
                 "comprises|contains|includes|covers", "is|are composed of", "is formed by|of", "will be formed by|of",
                 "refers to", "stands for", "is the set|group of", "is the set|group consisting of")
# The group just set up referred to by its noun in the step that picks from it ('Take G, and from that group pick the
# one holding R', a37k): among G (discourse._setup).
SETUP_THAT_GROUP = forms("among|amongst|of|from|in|within that|this|the|those|these group|set|pool|list|lot|bunch|crowd|"
                         "collection|groups|sets|people|persons|individuals|candidates",
                         # ('From this combined group, pick R', 'Out of the whole group, who is R', c39w)
                         *(f"{prep} that|this|the combined|whole|entire|resulting|full group|set|pool|list|lot|bunch|"
                           "crowd|collection" for prep in ("among|amongst|of|from|in|within", "out of")),
                         "out of that|this|the|those|these group|set|pool|list|lot|bunch|crowd|collection")
# A group defined under a name saying its role, not a label ('Let the reference group be / consist of the residents of
# X. Identify the member of this group ...', a36r): read as a group set up (discourse._group_defined), referred to as
# 'this group', 'the reference group' (GROUP_REFERENCES)
GROUP_ROLE_NAMES = forms("the|our reference|target|comparison|study|focal group|set|subset|population|cohort|pool",
                         "the|our group|subset")
GROUP_BE = forms("be", "denote", "be defined as", "stand for", "represent", "refer to", "be the set|group of",
                 "consist of", "contain", "be made up of", "mean", "=", ":",
                 "comprise", "be composed of", "be formed by|of")  # ('Let the reference group comprise G', a36r)
GROUP_DEFINE = forms("define", "now|first define")
# 'G form(s) a group (called A)', 'G make up group A', 'G constitute a set': the verb, and what they form.
GROUP_FORM = forms("form|forms|constitute|constitutes|compose|composes|comprise|make|makes", "make|makes up",
                   "are|is", "will|shall be", "together form|make")
# The person a quiz's step finds, called 'your target' (a19x: "Your target is the person among them with R.", "Whoever owns
# R is your target - if there's a tie, T.", "Among G, your target has R (T)." then "What is your target's total bank
# balance?"): read as a step that finds them ('Find the person among them with R.', 'Find whoever owns R - ...', 'Among
# G, find the person who has R (T).') and 'that person' after it; the verbs said of the target.
QUIZ_TARGET = forms("your|the target", "your|the mystery person", "your|the quarry")
QUIZ_TARGET_VERBS = frozenset({"has", "owns", "holds", "earns", "is", "was", "drives", "keeps"})
# A place set up said with the verb of living (a19x): "Find where S lives." read as 'Find the state where S lives.';
# "Find S and (note) the state they live in." as 'Find S and their state.'
PLACE_LIVED_IN = forms("the state|city that? they|he|she live|lives|reside|resides in",
                       "the state|city where they|he|she live|lives|reside|resides")
PLACE_NOTE_LEADS = forms("note|find|get|take|record|check|remember|identify|locate", "write|jot down", "look up",
                         "work out", "figure out")
GROUP_SETUP_LEADS = forms("gather|collect|assemble", "round up", "put together", "group together",
                          "keep|retain only",  # (and SETUP_LEADS; "Keep only the Mastercard holders living there.", a19x)
                          # ('Only consider people who have 2 or more vehicles. Which of them ...?', a29z)
                          "only consider|take|keep", "only look at", "consider|take only", "look only at",
                          *ATTENTION_LEADS)
GROUP_FORMED = forms("a|one group|set|population|pool|cohort", "our|the group|set|population|pool",
                     "a|one group|set|population|pool of interest", "the group|set|population of interest")
GROUP_CALLED = forms("called|named|labelled|labeled", "known as", "which we'll|we|i'll call|name", "which we will call",
                     ", called|named|labelled|labeled", ", which we'll|we|i'll call", ", which we will call",
                     "that we'll|we call", "—|:")
# A name given to the group set up just before ('Consider G; call this group G.', '..., and call them group A.').
GROUP_CALL = forms("call|name|label|dub", "we'll|let's|i'll|we|then|and|now call|name|label",
                   "we|i will call|name|label", "let us call|name|label", "and let's call", "we'll refer to", "i'll refer to",
                   "we will refer to", "refer to")
GROUP_CALL_OBJECT = forms("this|that|the|these|those group|set|population|pool|cohort|collection",
                          "this|that|the group|set|population|pool of people",
                          "these|those people|persons|individuals|residents", "them|these|those|it")
GROUP_CALL_AS = forms("as")  # (after 'refer to <it>')
GROUP_TERMED = forms("this|that|the group|set|population is called|named|labelled|labeled",
                     "this|that|the group|set|population will be called|named|labelled|labeled",
                     "this|that|the group|set|population is known as", "this|that group|set|population is|will be referred to as",
                     "they|these|those people are called|named", "they|these|those people will be called|named",
                     "they|these|those people are known as")
# A group set up and referred to without a name ('Take all people who ... . In this group, who ...?', 'Which member of the
# group ...?', 'Who is the richest of those people?'): the words for it after a word of place ('in', 'among', 'of').
GROUP_REFERENCES = forms("the|this|that|our group|set|population|pool|cohort|collection",
                         # a group named by its role ('Let the reference group be G. Identify the member of this group
                         # ...', 'Consider the subset of G. ... the member of this subset', a36r: GROUP_ROLE_NAMES)
                         "the|this|that subset|sample",
                         "the|this|that reference|target|comparison|study|focal group|set|subset|population|cohort|pool",
                         "the|this|that same group|set|population",
                         "the|this|that group|set|population of people|individuals|persons",
                         "these|those people|persons|individuals|residents|folks",
                         # ('the top earner of that bunch', a17x)
                         "the|this|that bunch|lot|crowd", "that bunch|lot|crowd of people",
                         "the people|persons|individuals in|of|from the|this|that group|set|population",
                         "them")
GROUP_PLACE = LETTER_FRAMES + forms("inside")  # (the words a frame's group is said after, and 'inside this group')
# A group set up and then narrowed by crossing people off (x19b, a19x: 'Look at everyone living in X, then cross off
# anyone who holds a credit card. Of the people left, who ...?'): the verb, who is crossed off and what they have (read
# as the group 'people without a|an|any R ...'), and the words for the people left (read only after such a sentence).
EXCLUDE_LEADS = forms("now|then|next? cross|strike|rule|leave|take|knock|weed|filter off|out",
                      "now|then|next? remove|exclude|eliminate|drop|discard|delete|disqualify",
                      # ('Throw out anyone who has a credit card.', '..., and set aside anyone who ...', a19x)
                      "now|then|next? throw|kick|toss|boot|cut|count out", "now|then|next? set|put|lay aside",
                      # a group defined with people left out (a21z: 'Let S denote the set of people who ..., excluding
                      # anyone who holds an insurance policy')
                      "excluding|omitting", "but excluding|omitting")
EXCLUDE_WHO = forms("anyone|anybody|everyone|everybody|those|people|persons who has|have|holds|hold|owns|own",
                    "all those who has|have|holds|hold|owns|own", "any person who has|holds|owns",
                    "anyone|anybody|everyone|everybody|those|people|persons with|having|holding|owning",
                    "all those with|having|holding|owning", "any person with|having|holding|owning")
EXCLUDE_SOME = forms("a|an|any")
# ... and what they have, said in these words alone (a kind of record, perhaps with its species, provider or type: 'a
# credit card', 'a dog', 'an Auto insurance policy'): anything more could be said of the person as well as of the record
# ('cross off anyone with a pet living in Oregon' crosses off pet owners who live in Oregon, not 'people without a pet,
# living in Oregon', w20), so it is refused
EXCLUDE_HAD = frozenset({*(w for noun in RECORD_NOUNS.values() for said in noun.all for w in said.split()),
                         *SPECIES, *(w.lower() for p in CARD_PROVIDERS for w in p.split()),
                         *(t.lower() for t in POLICY_TYPES)})
# ... what they have said alone: another condition joined to it ('anyone with a card and a pet', '... or who ...') would
# not be crossed off as 'without' it (the people without both are not those without one), so it is refused
EXCLUDE_JOINS = frozenset({"and", "or", "nor", "but", ",", ";", "who", "whose", "that", "which", "whom", "while",
                           "if", "unless", "except", "not", "also", "plus", "as", "than", "more", "fewer", "less"})
EXCLUDE_HEADS = forms("all? the? people", "everyone|everybody|anyone|anybody", "all persons|individuals",
                      "all of the? people")
EXCLUDE_REST = forms("the people|persons|individuals|ones left|remaining", "those left|remaining",
                     "those|people who remain", "those|people who are left", "the ones who remain",
                     "the ones who are left", "the rest",
                     "the remaining people|persons|ones|individuals", "whoever is left", "whoever remains",
                     "those still standing", "the people still standing",
                     # (e41g: 'who's oldest of what's left?', 'among everyone remaining')
                     "what's left|remaining", "what is left|remaining", "what remains", "whoever's left", "the remainder",
                     "the survivors", "everyone|everybody|anyone left|remaining", "those still in",
                     "the people|persons|individuals|ones that|who remain", "the ones|people|persons still left")
GROUP_MEMBERS = forms("the? members of", "the people|persons|individuals in|of")  # ('among the members of group A')
# ... a member said by the group's noun before it ('the name of the group member whose policy expires first', a36r):
# the person among the one group set up (discourse._group_refer)
GROUP_MEMBER_SAID = forms("the|this|that group|set|subset|population|cohort member")
GROUP_MEMBER = forms("member|person|one|individual|resident")  # ('which member of the group', 'the oldest member of G')
# A group that is a top N ('Let M be the three members of S with the most bank accounts', 'Group B: the 5 richest people
# in Ohio') names those people: said whole ('the three members of M', 'all the people in M', 'everyone in M', 'M'), it
# is read as its words ('the three people with the most bank accounts among S'). The plural nouns for its members, the
# words one such phrase may end before, and the heads of a value said 'of' it ('the combined bank balance of M').
GROUP_TOP_MEMBERS = frozenset({"members", "people", "persons", "individuals", "ones", "elements", "everyone", "everybody"})
GROUP_TOP_ENDS = frozenset({".", "?", "!", ";", ":", ",", "(", ")", "\u2014", "together", "combined", "altogether", "taken",
                            "and", "put", "added", "summed", "jointly", "collectively"})
GROUP_MEMBERS_RANKED = frozenset({"members", "people", "persons", "individuals"})  # ('the three people in G having R')
# The words that start a phrase narrowing a group said just before them ('the members of M in Ohio', 'the Rich living
# in Ohio', 'members of M who have no pets', 'the member of M with a dog'): after a group that is a top N, said back as
# its words, such a phrase would be read into the people the top is taken from ('the 15 richest people in Ohio'), not
# kept to the top's people: refused (r45). 'with' / 'having' before a ranking's degree ('with the most pets') is a
# ranking, read (or refused) as any group's.
GROUP_NARROWERS = frozenset({"in", "inside", "within", "from", "outside", "living", "residing", "based", "located",
                             "resident", "who", "that", "which", "whose", "whom", "with", "having", "without", "owning",
                             "holding", "sharing", "born", "not", "aged", "registered"})
# ... and the words that may come between such a word and a ranking's degree, the phrase then a ranking, not a narrowing
# ('the member of L holding the most bank accounts', 'the individual in H who has the fewest pets')
RANKING_LINKS = frozenset({"the", "has", "have", "had", "holds", "hold", "owns", "own", "is", "are", "was", "were"})
GROUP_TOP_VALUE_OF = frozenset({"balance", "balances", "money", "cash", "funds", "wealth", "total", "sum", "amount",
                                "accounts", "holdings", "savings"})
# One step said for each of two groups set up ('Group A: G1. Group B: G2. Take the richest person in each group.'):
# read as 'Among G1, take the richest person. Among G2, do the same.'; and one choice by letter for each of two sets
# defined ('In each group, select the person with R; call the selections p1 and p2 respectively', `discourse.framed`)
GROUP_EACH = forms("in|from|of|within|among|amongst|for each group|set|population|one",
                   "in|from|of|within|among|amongst|for each of the|these|those? two? groups|sets|populations",
                   "in|from|within|among|amongst|for both groups|sets|populations", "in|from|within|among|amongst|for both")
GROUP_FRONT_ASKS = forms("who|whom|whoever", "which person|one|member|individual|resident", "which")
# A name given to a person, said other ways than 'Let P be S' (cbwh.ask.discourse._names_given, read as 'Let P be S.'):
# the name first ("Let's call P the owner of pet 'X'."), 'refer to' ("We'll refer to S as Q."), a passive ("S will be
# called P."), two at once ("Call S1 Person A, and S2 Person B."), or a person set up, then named ("Take S and call them
# P.", "Find S; call this person P.").
NAME_LABEL_NOUNS = frozenset({"person", "individual", "candidate", "subject", "customer", "participant", "target"})
DEFINE_REFER = forms("refer to", "we'll|we|i'll|let's|i|we'd|i'd refer to", "we|i will|shall refer to", "let us refer to",
                     "we'll|i'll be referring to", "from now on ,? refer to", "hereafter ,? refer to")
DEFINE_CALLED = forms("will|shall be called|named|termed|labelled|labeled|dubbed|denoted|designated",
                      "is called|named|termed|labelled|labeled|dubbed|denoted|designated",
                      "will|shall be referred to as", "is referred to as", "will|shall be known as", "is known as",
                      "is hereafter|henceforth called|named", "is hereafter|henceforth known as",
                      "will be denoted by", "is denoted by",
                      "is from now on called|named")
NAME_CALL = forms("call|name|label|dub", "we'll|let's|i'll|we|then|and|now call|name|label",
                  "we|i will call|name|label", "let us call|name|label", "and let's call", "and we'll call")
NAME_CALL_OBJECT = forms("them|him|her|it", "that|this",  # ('take S. call that A.', d46p)
                         "this|that person|individual|one|resident|owner|user|result|answer",
                         "the person|individual|result|answer", "the person|individual so found|chosen")
NAME_CALL_REFER = forms("refer to them|him|her|it as", "refer to this|that person|individual|one as",
                        "we'll|i'll|let's refer to them|him|her|it as")
# 'P means S' ('From now on, P means S.', 'By P we mean S.'): the words after the name, and before it.
DEFINE_MEANS = forms("means|denotes", "will|shall mean|denote", "stands for", "refers to", "is short for", "will|shall stand for",
                     "will|shall refer to")
# A defined term in double quotes, as a contract or a compliance request defines one (a18x): 'Hereinafter "the
# Candidate" means S.', 'For the avoidance of doubt, "the First Person" means S1, and "the Second Person" means S2.',
# 'Let "Candidate A" denote S1 and "Candidate B" S2.' (discourse._defined_terms: read as 'Let P be S.', each use of the
# term written as its name). The opener is read away only before such a definition.
TERM_OPENERS = forms("hereinafter|hereafter|henceforth|hereunder ,?", "for the avoidance of doubt ,",
                     "for the purposes|purpose of this request|question|query|enquiry|inquiry|exercise ,|:",
                     "in this request|question|query|enquiry|inquiry ,", "for present purposes ,")
# Formal words read as the plain ones the grammar knows (discourse.narrated, whole words, any case; a18x): 'persons
# whose current employment commenced in 2020', 'who commenced his or her current employment most recently', 'kindly
# state which such person earns the highest salary' (the group said before it).
# The words that may follow 'the' (and a ranking) where a person is said with no noun of their own ('the richest in Ohio',
# 'the youngest living in Texas', 'the one with the most cars'): grammar._pro_head (r25 F2)
PRO_HEAD_AFTER = frozenset({"in", "from", "within", "living", "residing", "based", "who", "that", "with", "having",
                            "holding", "owning"})
# A sentence that starts by picking from the people just set up ('Take G. Of those, whoever has R, T: how much does he or
# she hold ...?', a25z): read as 'Whoever of them ...' (only at a sentence's start: '..., and of them, whoever has R, ...'
# inside a set-up is the set-up's own, g19)
OF_THOSE_WHOEVER = ("of those, whoever", "of them, whoever")
# ... and with the possessive ('Take those who head their own state by X. Of them, whoever's oldest vehicle has the
# earliest model year, the elder where tied: ...?', a25z): read as 'Of them, the person whose ...'
OF_THOSE_WHOSE = "Of them, the person whose"
_BALANCE_SUMMED_OVER = ("added up over", "added up across", "totalled over", "totaled over", "totalled across",
                        "totaled across", "aggregated over", "aggregated across", "added across", "added over")
FORMAL_SAID_AS = {"his or her": "his/her", "her or his": "his/her", "commenced": "began", "commence": "begin",
                  "which such person": "which person", "which such individual": "which individual",
                  "which such persons": "which persons", "whose own": "whose",
                  # a demonstrative before the clause that says who ('the total bank balance of that person who has
                  # the lowest ...', a21x: German 'derjenigen Person, die')
                  "of that person who": "of the person who", "of that person whose": "of the person whose",
                  "of that person with": "of the person with",
                  # a tie rule said again for a second person ('ties likewise being broken by T', a21z)
                  "ties likewise being": "ties being", "ties similarly being": "ties being",
                  "ties again being": "ties being", "ties being likewise": "ties being",
                  # a comparison asked with 'whichever' or after 'Compare the following ... and state' (a23z)
                  "name whichever of": "state which of", "identify whichever of": "state which of",
                  # the two said to be listed next ('which of the two persons hereinafter identified', 'the two
                  # following persons', a35f)
                  **{f"{people} {said}": people for people in ("persons", "people", "individuals")
                     for said in ("hereinafter identified", "hereinafter described", "hereinafter named",
                                  "hereinafter set out", "identified below", "described below", "named below",
                                  "set out below", "listed below",
                                  # ('Of the two individuals defined below, identify the one ...', a36r)
                                  "defined below", "specified below", "given below", "defined as follows",
                                  "described as follows", "specified as follows")},
                  "the two following": "the following two",
                  "state whichever of": "state which of", "report whichever of": "state which of",
                  # ('State the name of whichever of the following two persons has ...', 'Give the name of whichever
                  # of them owns more pets', a35f)
                  **{f"{verb} the name of {which} of": "state which of"
                     for verb in ("state", "give", "provide", "report", "return", "yield")
                     for which in ("whichever", "whoever")},
                  # ... with 'of the two' left to be understood, after two people set up ('Two individuals are
                  # considered: S1, and S2. Report the name of whichever holds more credit cards.', a36r)
                  **{f"{verb} the name of whichever {has}": f"state which of the two {has}"
                     for verb in ("state", "give", "provide", "report", "return", "yield")
                     for has in ("has", "holds", "owns", "possesses", "is", "earns", "receives", "was")},
                  # a tie rule said again for the second person by 'likewise' alone ('(ties resolved likewise)',
                  # '(ties likewise broken)', a36r): the first person's rule, as 'using the same tiebreaker'
                  **{f"ties {done} {same}": "using the same tiebreaker"
                     for done in ("broken", "resolved", "settled", "decided", "being broken", "being resolved",
                                  "to be broken", "to be resolved")
                     for same in ("likewise", "similarly", "in the same way", "in the same manner", "in like manner",
                                  "the same way", "as before")},
                  **{f"ties {same} {done}": "using the same tiebreaker"
                     for done in ("broken", "resolved", "settled", "decided")
                     for same in ("likewise", "similarly")},
                  # ... after 'with', or said by the verb ('with ties broken the same way', c44w; 'breaking ties the
                  # same way', 'settling any tie as before')
                  **{f"with {ties} {done} {same}": "using the same tiebreaker"
                     for ties in ("ties", "any ties", "any tie", "a tie")
                     for done in ("broken", "resolved", "settled", "decided", "handled")
                     for same in ("likewise", "similarly", "in the same way", "in the same manner", "the same way",
                                  "as before", "as above", "as for the first", "as with the first")},
                  **{f"{doing} {ties} {same}": "using the same tiebreaker"
                     for doing in ("breaking", "resolving", "settling", "deciding", "handling")
                     for ties in ("ties", "any ties", "any tie", "a tie")
                     for same in ("likewise", "similarly", "in the same way", "in the same manner", "the same way",
                                  "as before", "as above", "as for the first", "as with the first")},
                  # a person said by the record a ranking is of ('the holder of the insurance policy with the earliest
                  # expiry date', 'the owner of the credit card that expires first', a36r): the one whose record it is
                  **{f"the {who} of the {record} {ranked}": f"the one whose {record} {has}"
                     for who in ("holder", "owner")
                     for record in ("insurance policy", "policy", "credit card", "card")
                     for ranked, has in ((f"{w} the {first} {date}", f"has the {first} {date}")
                                         for w in ("with", "having", "bearing", "carrying")
                                         for first in ("earliest", "soonest", "first")
                                         for date in ("expiry date", "expiration date", "expiry", "expiration"))},
                  **{f"the {who} of the {record} {that} {expires} {first}": f"the one whose {record} expires {first}"
                     for who in ("holder", "owner")
                     for record in ("insurance policy", "policy", "credit card", "card")
                     for that in ("that", "which") for expires in ("expires", "lapses")
                     for first in ("first", "earliest", "soonest")},
                  # one of a set said first ('Identify the highest-salaried member of the subset of individuals who
                  # ...', a36r): one of those people
                  **{f"{member} of the {subset} of": f"{person} among"
                     for member, person in (("member", "person"), ("members", "people"))
                     for subset in ("subset", "set", "group", "class", "population")},
                  # the winner of two compared said as 'the subject' after two subjects defined ('Return the name of the
                  # subject holding more credit cards', a36r)
                  **{f"the subject {v} {more}": f"the one {v} {more}"
                     for v in ("holding", "owning", "having", "with", "possessing", "earning", "receiving")
                     for more in ("more", "fewer", "less", "the greater", "the larger", "the higher", "the lower",
                                  "the smaller", "the lesser", "a greater", "a larger", "a higher", "a lower")},
                  # a comparison's winner 'of two individuals' listed after a colon ('Identify the older of two
                  # individuals: S1, and S2', a36r): the two listed
                  **{f"of two {people}:": f"of the following two {people}:" for people in ("individuals", "persons",
                                                                                          "people")},
                  # a request said with 'yield' ('Yield the name of S', a36r): return
                  "yield the": "return the",
                  # ('Return whichever of A and B holds more credit cards', a36r)
                  # records counted as a person's ('the combined number of credit cards and pets attributable to that
                  # individual', a36r): held by them
                  "attributable to": "held by", "attributed to": "held by",
                  # a verb of having said formally ('which of the two possesses the larger aggregate bank balance',
                  # 'those who possess no vehicles', a36r)
                  "possesses": "has", "possess": "have",
                  # the value asked after a person found, said with another verb of finding ('Identify S, and determine
                  # the total number of X and Y held by that individual', a36r): reported
                  **{f"and {verb} the": "and report the" for verb in ("determine", "compute", "calculate", "ascertain",
                                                                      "establish", "specify", "indicate")},
                  # the accounts a balance is summed over set off by commas ('the aggregate balance, across all bank
                  # accounts, of the oldest ...', a36r)
                  **{f"balance, {over} {accounts}, of": f"balance {over} {accounts} of"
                     for over in ("across", "over", "summed over", "summed across", "taken over", "taken across",
                                  *_BALANCE_SUMMED_OVER)
                     for accounts in ("all bank accounts", "all of their bank accounts", "all their bank accounts",
                                      "all his or her bank accounts", "all accounts", "all of the bank accounts")},
                  # ... and a balance summed over the accounts said with a verb ('What is that person's total balance
                  # summed over all of their bank accounts?', e47c): the balance across them
                  **{f"balance {over} {accounts}": f"balance across {accounts}"
                     for over in ("summed over", "summed across", "taken over", "taken across", *_BALANCE_SUMMED_OVER)
                     for accounts in ("all bank accounts", "all of their bank accounts", "all their bank accounts",
                                      "all his/her bank accounts", "all of the bank accounts", "all the bank accounts",
                                      "all of his/her bank accounts")},
                  # a value said again by 'the one' of its holder ('whose insurance policy type matches the one held
                  # by the person with ...', e47c): 'that of'
                  **{f"{same} the one {held}": f"{same} that of"
                     for same in ("matches", "match", "is the same as", "equals")
                     for held in ("held by", "of", "belonging to", "owned by", "had by")},
                  # ('the greatest total across all of their bank accounts', e47c: 'all of their' as 'all their')
                  **{f"total {over} all of {whose} bank accounts": f"total {over} all {whose} bank accounts"
                     for over in ("across", "over", "in") for whose in ("their", "his/her")},
                  "compare the following two persons and state which": "state which of the following two persons",
                  "compare the following two individuals and state which":
                      "state which of the following two individuals",
                  "compare the following two people and state which": "state which of the following two people",
                  "compare the following and state which": "state which of the following",
                  # the person found referred to as a group's member ('held by that member', a23z)
                  "that member": "that person", "the member so identified": "the person so identified",
                  # a tie proviso said with 'save that' ('..., save that, where two or more are so tied, T', a23z)
                  "save that": "provided that",
                  # a year said with 'during' ('who commenced his or her current employment during 2020', a23w)
                  "employment during": "employment in", "job during": "job in",
                  # a count summed ('report the aggregate number of credit cards, bank accounts and insurance policies
                  # held by the individual so identified', a23w)
                  "the aggregate number of": "the total number of",
                  # a rule said again for a second person ('ties likewise to be resolved in favour of T', '(T
                  # likewise breaking any tie)', a23z)
                  "ties likewise to be": "ties to be", "ties likewise resolved": "ties resolved",
                  "likewise breaking any tie": "breaking any tie", "likewise breaking the tie": "breaking the tie",
                  # ('any tie being resolved likewise in favour of T', '(b) ..., the eldest likewise being selected in
                  # the event of a tie', a23w)
                  "tie being resolved likewise": "tie being resolved", "ties being resolved likewise":
                      "ties being resolved", "tie likewise being resolved": "tie being resolved",
                  "likewise being selected": "being selected", "being likewise selected": "being selected",
                  # a person of a group set up said with 'whichever' (a25z: 'Consider G. Whichever of them holds the most
                  # X, T: what are that person's ...?'), as 'whoever of them' (both of a person)
                  "whichever of them": "whoever of them",

                  # the two compared said as the last two found ('should the final two be level, T', a25z)
                  "the final two": "the two",
                  # the one found among those just said ('the eldest of such persons being taken in the event of a
                  # tie', 'the eldest of said individuals', a35f): 'of them'
                  **{f"of {such} {people}": "of them" for such in ("such", "said", "the said")
                     for people in ("persons", "individuals", "people")},
                  # a salary received ('the person who receives the highest salary', a35f): earned
                  **{f"{verb} the {deg} salary": f"{plain} the {deg} salary"
                     for verb, plain in (("receives", "earns"), ("receive", "earn"), ("receiving", "earning"))
                     for deg in ("highest", "lowest", "higher", "lower", "greatest", "largest", "smallest", "biggest")},
                  # the one found named by a demonstrative and their description ('held by that resident of the same
                  # State as X who owns ...', a35f): the person so described
                  **{f"by that {one} {rel}": f"by the {one} {rel}" for one in ("resident", "person", "individual")
                     for rel in ("of", "who", "with", "whose", "among")},
                  # a tie's breaker named by the group's noun ('any tie shall be resolved in favour of the resident with
                  # the highest salary', a35f)
                  **{f"in favour|favor of the {noun} with the".replace("favour|favor", fav): f"in {fav} of the one with the"
                     for fav in ("favour", "favor") for noun in ("resident", "holder", "member")}}
# 'the eldest such holder' after a group said first ('Among G, state the name of the eldest such holder', a35f): one of
# G, the superlative's person (discourse._SUCH_RANKED; only after a group said first and a comma)
SUCH_HEADS = ("person", "persons", "individual", "individuals", "holder", "holders", "resident", "residents",
              "member", "members", "one")
# The person a tie rule said as the request's object again names ('state the name of S or, should two be equal, of the
# one among them with X', discourse._OR_TIE_OF)
TIE_OR_OF_PERSON = ("the", "whichever", "whoever", "that one")
# The verbs of a step said once for two places before it ('In the state of A, and in that of B, take R.', a25z;
# discourse._TWO_PLACES)
# The verbs of having after 'whichever <person> of G' before their ranking ('whichever resident of X has the most
# pets', a25z; discourse._WHICHEVER_OF)
WHICHEVER_HAVE = ("has", "holds", "owns", "possesses", "keeps")
# ... a step repeated for a second place said after it ('Take R in the state of A, and likewise in the state of B.')
SAME_BARE_WORDS = ("likewise", "similarly", "the same")
# ... the word that says a place again after the first ('In the state of A, and in that of B, take R'; 'For each of two
# states — that of A and that of B — take R', a25y: the place noun said before it)
PLACE_SAID_AGAIN = ("that",)
TWO_PLACES_VERBS = ("find", "take", "pick", "choose", "select", "identify", "locate", "consider", "determine",
                    "single out", "pick out")  # (the last two written as STEP_VERB_SAID says, e47b)
# ... the step's places joined by a bare 'and' ('Consider the residents with the fewest pets in the state of A and in
# the state of B, T.', a25z): read as each place's only when the next sentence asks about the two found (else 'in A
# and in B' could be the people of both places, or of either: c1e4f32's refusal stands).
# (the people chosen in the plural, 'the residents with the fewest pets', are one in each place: said in the singular)
TWO_PLACES_ONE_EACH = {"residents": "resident", "people": "person", "persons": "person", "individuals": "individual",
                       "inhabitants": "inhabitant", "ones": "one"}
TWO_PLACES_ASKED = ("which of the two", "which of these two", "which of those two", "who of the two",
                    "which one of the two", "whose of the two")
# Two groups said first, then one step for each (a26x; discourse._TWO_GROUPS_*): 'For each of two groups, G1 and G2,
# take R.', 'In each of two states, the state of A and the state of B, pick R.': the words before the two groups ...
TWO_GROUPS_LEADS = ("for each of the two", "for each of two", "for each of these two", "for both of the two",
                    "for the two", "for two", "in each of the two", "in each of two", "in each of these two",
                    "in both of the two", "across the two", "across two", "within each of the two",
                    "within each of two", "for both", "in both", "for both of the two", "for each of the",
                    "in each of the")
# ... the noun they are said as ('two groups', 'two states') ...
TWO_GROUPS_NOUNS = ("groups", "states", "cities", "populations", "sets of people", "places", "pools")
# ... a place noun among them (words.PLACE_PLURALS), its singular for a group said as 'that of A' ('For each of two
# states — that of A and that of B — take R', a25y: 'the state of A')
# ... the preposition said before each group when they are said bare ('For G1 and (for) G2, find R'; 'For the states of
# A and of B, pick R', 'Consider, for A and for B, R', a25y)
TWO_GROUPS_FOR = ("for",)
# ... or the two places said as the places two anchors live in, the anchors' noun in the plural before their two values
# ('For each of the states where users 'A' and 'B' live, take R', 'In both of the states of the owners of the pets named
# 'X' and 'Y', ...', a29x): read as 'For each of the two states, the state where user 'A' lives and the state where user
# 'B' lives, take R'. The plural noun of such anchors, and its singular:
_PET_NOUNS = (("pets", "pet"), *((f"{s}s" if s != "fish" else s, s) for s in SPECIES))
TWO_ANCHORS_PLURAL = {"users": "user", "internet users": "internet user", "online users": "online user",
                      "the users": "the user", "the internet users": "the internet user",
                      **{f"{the}owners of {the2}{many} {named}": f"{the}owner of {the2}{one} {named}"
                         for the in ("", "the ") for the2 in ("", "the ") for many, one in _PET_NOUNS
                         for named in ("named", "called")},
                      **{f"{the}owners of {plates}": f"{the}owner of {plate}" for the in ("", "the ")
                         for plates, plate in (("plates", "plate"), ("the plates", "the plate"),
                                               ("the cars with plates", "the car with plate"),
                                               ("the vehicles with plates", "the vehicle with plate"))}}
# ... or the two groups said, then the step in a sentence of its own, with the words saying it is done in each ('Consider
# G1 and G2. In each group take R, T.'); the same words inside the step ('find R in each group') say one each as well
TWO_GROUPS_EACH = ("in each group", "in each state", "in each city", "in each of them", "in each of the two groups",
                   "in each of the two", "in each of these groups", "in each of those groups", "in each",
                   "in both groups", "in both states", "within each group", "within each state", "within each",
                   "for each group", "for each state", "for each of them", "for each", "from each group",
                   "from each state", "from each")
# ... the words after a group's head that narrow it: two groups said first must both have them or neither ('Ohio and
# Texas dog owners', 'dog owners and cat owners in Ohio': said once, they may be for both; r27 F1)
TWO_GROUPS_AFTER = ("of", "in", "from", "living", "who", "that", "with", "residing", "based", "sharing", "located",
                    "holding", "owning", "having", "without", "whose", "born", "aged")
# ... the verbs that set the two groups up in the sentence before ('Consider G1 and G2.')
# ... the head of a place's people, said again as 'those of' for the second group ('the residents of the state of A and
# those of the state of B', a29x)
TWO_GROUPS_RESIDENTS = ("residents", "inhabitants", "people", "persons")
# ... the second said apart ('Suppose we look at G1, and separately at G2', 'Consider G1 and also G2', a35t)
TWO_GROUPS_APART = ("separately", "also", "then", "likewise", "similarly")
# ... said after both ('Consider G1 and G2 separately.', a37s), or the second set up again in a sentence of its own after
# one of TWO_GROUPS_APART ('Consider G1. Separately, consider G2.')
TWO_GROUPS_APART_AFTER = ("separately", "independently", "each on its own", "one at a time", "in turn")
TWO_GROUPS_AGAIN_VERBS = ("consider", "take", "look at", "picture", "imagine", "think of", "think about", "start with",
                          "consider also", "also consider", "also take", "also look at")
_TWO_GROUPS_SET_BARE = ("consider", "take", "look at", "start with", "we have", "there are",
                        # ('Picture G1, and G2. In each group, take R.', a37s)
                        "picture", "imagine", "think of", "think about", "begin with", "let's consider", "let's take",
                        "let's look at", "let's start with",
                        # a scene set ('Suppose we look at G1, and separately at G2. In each group, take R.', a35t)
                        *(f"{scene} {verb}" for scene in ("suppose we", "suppose you", "imagine we", "imagine you",
                                                          "let's", "let us", "now")
                          for verb in ("look at", "consider", "take")))
# ... the nouns of two groups announced, then listed after a colon (TWO_GROUPS_SET)
TWO_GROUPS_ANNOUNCED = ("groups", "sets", "groups of people", "sets of people", "populations", "pools",
                        "groups of individuals", "groups of persons", "sets of individuals", "pools of people")
TWO_GROUPS_SET = (*_TWO_GROUPS_SET_BARE,
                  # ('Form two groups: G1, and G2. In each group take R, T.', a33e: the two announced, then listed; any
                  # verb that sets two groups up: 'Think of two groups: G1, and G2.', c38w)
                  *(f"{verb} two {noun}:" for verb in (*_TWO_GROUPS_SET_BARE, "form", "define", "we form", "we define",
                                                       "we consider", "we look at", "here are", "we take",
                                                       "we start with", "we begin with", "let us look at",
                                                       "let us consider", "let us take", "we're looking at",
                                                       "we are looking at", "say we have", "suppose there are",
                                                       "imagine there are")
                    for noun in TWO_GROUPS_ANNOUNCED),
                  # ('There are two groups here: G1, and G2.', a37s)
                  *(f"{verb} two {noun} here:" for verb in ("there are", "we have")
                    for noun in TWO_GROUPS_ANNOUNCED),
                  # ('Two groups matter here: G1, and G2.', e47b: the two announced as the sentence's subject)
                  *(f"two {noun}{said}:" for said in ("", " matter", " matter here", " are involved", " are involved here",
                                                      " come into play", " come into play here", " are relevant",
                                                      " are relevant here", " are in play", " are in play here")
                    for noun in TWO_GROUPS_ANNOUNCED))
# The narrator of a scene said again in a later step ('Then we repeat this for G2', 'Next we do the same for G2', 'Then,
# among G2, we choose R', c38w; discourse._NARRATOR_STEP): the words before it, the narrator, and the step's verbs
NARRATOR_THEN = ("then", "next", "now", "after that", "afterwards", "finally", "and then", "so", "second", "secondly",
                 "lastly", "after this")
NARRATOR_WHO = ("we", "you", "i", "we'll", "you'll", "i'll", "we will", "you will", "i will", "let's", "let us")
NARRATOR_VERBS = ("do", "repeat", "pick", "choose", "select", "take", "find", "grab", "get", "identify", "look", "consider",
                  "go", "apply", "run", "single out", "turn", "move", "switch")
# The group said back after a step's verb ('pick from them the person with R', c38w: discourse._PICK_FROM_THEM)
PICK_FROM_THEM = ("them", "these", "those", "that group", "this group", "that set", "this set", "the group", "these people",
                  "those people", "that pool", "this pool", "among them")
# One selection said once for two people, and the two groups it is applied to listed by their order (discourse.
# _one_way_two_groups, c38k/c38w): 'Two people are chosen the same way: R. The first is chosen from G1, the second from
# G2.', 'Both people are selected by one rule: R. Person one is selected from G1; person two from G2.', 'The same
# selection applies to two people: R. Apply it first to G1, then to G2.', 'Consider two groups. The first group is G1;
# the second is G2. From each group, take R.' The labels of the first and the second item ...
ORDINAL_FIRST = ("the first", "first", "firstly", "the former", "one", "the first one", "number one", "#1", "1",
                 *(f"{noun} {n}" for noun in ("group", "set", "pool", "person", "pick", "candidate", "individual",
                                              "population") for n in ("one", "1", "a", "#1", "i")))
ORDINAL_SECOND = ("the second", "second", "secondly", "the latter", "the other", "the second one", "the other one",
                  "number two", "#2", "2",
                  *(f"{noun} {n}" for noun in ("group", "set", "pool", "person", "pick", "candidate", "individual",
                                               "population") for n in ("two", "2", "b", "#2", "ii")))
# ... the noun that may follow an ordinal ('the first group', 'the second person')
ORDINAL_NOUNS = ("group", "set", "pool", "population", "person", "one", "pick", "candidate", "individual", "choice")
# ... what says an item is a group ('The first group is G1', 'The first: G1', 'The first consists of G1')
ORDINAL_GROUP_IS = ("is", "are", "will be", "consists of", "comprises", "contains", "is made up of", "covers", "includes",
                    "is formed by", "is composed of", "means", "refers to", "is defined as", "=", ":", "—", "-")
# ... or a person taken from a group ('The first is chosen from G1', 'the second from G2', 'Person one comes from G1')
ORDINAL_FROM_VERBS = ("is chosen", "is selected", "is picked", "is taken", "is drawn", "is found", "is identified",
                      "will be chosen", "will be selected", "will be picked", "will be taken", "will be drawn",
                      "gets chosen", "gets picked", "gets selected", "should be chosen", "should be picked",
                      "should be selected", "must be chosen", "comes", "is to be chosen", "is to be picked",
                      "is to be selected", "is to be taken", "is to be drawn", "chosen", "selected", "picked", "taken",
                      "drawn", "found", "comes from", "is")
ORDINAL_FROM = ("from", "among", "amongst", "out of", "within", "in", "from among")
# ... the selection said once for two people (before a colon or dash, the selection after it): who, the verb, how
ONE_WAY_WHO = ("two people", "both people", "two persons", "both persons", "two individuals", "both individuals",
               "both", "the two people", "the two", "each person", "each of the two", "each of them", "each one",
               "each", "the pair", "both of them", "both candidates", "two candidates", "the two candidates",
               "each of the two people", "each of the two persons", "each of the two individuals", "the two persons",
               "the two individuals", "each of two people", "two people in all", "both picks", "the two picks")
# ... the words after the mark that only say the selection follows ('Two people are found the same way, namely R')
# A gloss's Latin abbreviations, read by the tokenizer as the words they stand for (a chat's 'the richest people per
# state, i.e. those with the highest total bank balance in their state', e45x); only before a space or a comma
GLOSS_ABBREVIATIONS: dict[str, tuple[str, ...]] = {"i.e.": ("that", "is"), "i.e": ("that", "is"), "ie.": ("that", "is"),
                                                   "ie": ("that", "is"), "viz.": ("namely",), "viz": ("namely",)}
ONE_WAY_NAMELY = ("namely", "that is", "i.e.", "as follows", "which is", "viz.")
# ... a step said for each group, before or after the list ('From each of the two groups, pick R', 'Take R in each')
# ... or a heading before the selection naming a rule for both in other words ('Here is the rule for picking both
# people: R', 'Same process for both groups: R', 'Use one rule for both people: R', 'Rule: R'): a word saying one rule
# and a word saying both, or the rule's noun alone
ONE_WAY_HEAD_SAME = ("same", "one", "single", "identical", "common", "identically", "alike", "shared")
ONE_WAY_HEAD_RULE = ("rule", "way", "selection", "process", "procedure", "method", "criterion", "criteria", "manner",
                     "identically", "alike", "test", "recipe", "logic", "approach")
ONE_WAY_HEAD_BOTH = ("two", "both", "each", "either")
ONE_WAY_HEAD_ALONE = ("rule", "the rule", "selection rule", "criterion", "the criterion", "procedure", "method",
                      "selection", "how to pick", "how to choose", "how each is chosen", "how both are chosen")
# ... the words a selection said once opens with (a person, or a step)
ONE_WAY_OPENS = ("the person", "the one", "the individual", "the resident", "whoever", "whichever person", "take", "pick",
                 "choose", "select", "find", "get", "grab", "identify", "the richest", "the poorest", "the oldest",
                 "the youngest", "the wealthiest", "the highest", "the lowest", "the top")
ONE_WAY_EACH = ("from|in|within|among|amongst|for each|both|either of the|these|those? two? groups|sets|pools|ones",
                "from|in|within|among|amongst|for each|both|either of the|these|those? two? groups|sets|pools "
                "below|listed|following",
                "for|in|from both|each|either of the following two? groups|sets|pools",
                "from|in|within|among|amongst|for both|each|either|all group|groups|set|sets|pool|pools below|listed|"
                "here|following?",
                "from|in|within|among|amongst|for each|both|either group|set|pool|one",
                "from|in|within|among|amongst|for each|both|either", "from|in|within|among|amongst|for "
                "each|both|either of them|these|those", "from|in|within|among for both groups|sets|pools",
                "out of each|both|either of the|these|those? two? groups|sets|pools", "out of each|both|either")
ONE_WAY_BE = ("are", "will be", "get", "should be", "must be", "were", "is", "are to be", "is to be", "shall be")
ONE_WAY_HOW = ("the same way", "in the same way", "by the same rule", "by one rule", "by a single rule", "using one rule",
               "using the same rule", "using a single rule", "with one rule", "with the same rule", "identically",
               "alike", "in the same manner", "by the same method", "by one method", "according to one rule",
               "according to the same rule", "under one rule", "under the same rule", "by the same criterion",
               "by the same criteria", "by one criterion", "by a common rule", "by an identical rule",
               "in an identical way", "the same")
# ... or as a rule applying to both ('The same selection applies to two people: R', 'One rule picks both: R')
ONE_WAY_RULE = ("the same selection", "the same rule", "the same procedure", "the same method", "the same criterion",
                "one rule", "a single rule", "one selection", "one procedure", "a single procedure", "one method",
                "a common rule", "an identical rule", "the same test", "one test", "the same choice")
ONE_WAY_RULE_VERBS = ("applies to", "is applied to", "is used for", "is used on", "picks", "selects", "chooses", "finds",
                      "will pick", "will select", "will choose", "governs", "decides", "serves for", "is used to pick",
                      "is used to choose", "is used to select", "will be applied to", "holds for", "goes for")
# ... or the rule applied to the two groups in turn ('Apply it first to G1, then to G2', 'Use it on G1 and then on G2')
ONE_WAY_APPLY = ("apply it", "apply this", "apply that", "apply the rule", "apply this rule", "apply the selection",
                 "apply this selection", "apply the same rule", "use it", "use this", "use the rule", "use this rule",
                 "run it", "run this", "do this", "do it", "repeat it")
ONE_WAY_APPLY_TO = ("to", "on", "for", "with", "in", "among", "within", "over")
# ... and a group that is a person, not people ('For the owner of pet 'X' and the owner of pet 'Y', find ...': not two
# groups; left to the grammar)
TWO_GROUPS_NOT_GROUP = ("a", "an", "one", "their", "his", "her", "its", "the owner", "the user", "the person", "the one",
                        "the holder", "the driver", "whoever",
                        "someone", "somebody", "the individual", "the resident")
# A second person described by reference to the first (discourse.narrated, k21): 'Your second contestant is found the
# same way, but in the same state as B', 'the second person is found likewise among G', 'Person B is picked the same
# way from G': read as 'is the one in/among G' (grammar._that_of_second: the first one's ranking and tie rule over G).
SAME_WAY_VERBS = ("found", "picked", "chosen", "selected", "identified", "determined", "located", "worked out",
                  "arrived at", "obtained", "taken", "drawn", "singled out")
SAME_WAY_HOW = ("the same way", "in the same way", "in the same manner", "the same", "likewise", "similarly",
                "by the same rule", "using the same rule", "with the same rule", "by the same method", "in like manner",
                # (c38k: 'the person selected identically among G2', 'the one picked by the same rule among G2')
                "identically", "in an identical way", "in the same fashion", "in like fashion", "by that same rule",
                "under the same rule", "by the same criteria", "by the same criterion", "using the same criteria",
                "by the same procedure", "using the same procedure", "according to the same rule", "the same way again",
                "by the same standard", "on the same basis", "the same way as the first", "as the first was",
                "as the first one was", "in the same way as the first")
# ... said of a person as a clause after their noun ('..., or the person chosen the same way among G2', c38k): the
# nouns, read as 'the one among G2'
SAME_WAY_HEADS = ("the person", "the one", "the individual", "the resident", "the candidate", "the pick", "someone",
                  "a person", "the other person", "the other one", "the second person", "the second one")
SAME_WAY_BUT = ("but", "but this time", "this time", "only", "except", "except that it is", "just", "although")
# A question asked on a group set as a scene, then asked again on another ("Picture the residents of X. Who R? Now
# picture the residents of Y and ask the same.", k21): read as 'Among G1, who R? And among G2, the same.'
# (discourse._scene_again, then _asked_step). The scene's verbs, and how the asking again is said.
SCENE_AGAIN_VERBS = ("picture", "imagine", "visualize", "visualise", "think of", "think about", "consider", "take",
                     "look at", "turn to", "switch to", "move to", "go to")
SCENE_AGAIN_ASK = ("and ask the same", "and ask the same question", "and ask the same thing", "and ask it again",
                   "and ask again", "and ask the same again", "and ask the same question again", "and repeat",
                   "and repeat the question", "and do the same", ": same question", ", same question", ". same question",
                   "- same question", ": the same question", ". the same question", ", the same question")
# The value asked for after one person is found, named by the measure the search ranked by ("Find the richest person
# among G. What is that balance?", "...; tell me what that total is", k21): read as 'their total bank balance'
# (discourse._that_value). 'balance' names it; the other nouns only after a ranking by balance (after 'the most pets',
# 'that total' could be the pet count: refused as before).
THAT_VALUE_NOUNS = ("balance", "bank balance", "total balance", "total bank balance", "total", "amount", "figure", "sum")
THAT_VALUE_BALANCE = ("balance", "bank balance", "total balance", "total bank balance")
# ... and in the plural with a word for their sum (a25z: 'Find the person with the smallest bank balances in total. What
# are those balances in total?'): the balances of that person's accounts, added. Without the sum word ('What are those
# balances?') each account's balance could be asked: not read.
THAT_VALUE_PLURAL = ("balances", "bank balances", "account balances", "bank account balances")
THAT_VALUE_SUMMED = tuple(forms(*SUMMED_AFTER))
# ... and the accounts it is summed over ('How much is that, summed across all their accounts?', a33j)
THAT_VALUE_SUMMED_OVER = tuple(f"{verb} {over} all {of}their {bank}accounts"
                               for verb in ("summed", "added up", "totalled", "totaled", "added together")
                               for over in ("across", "over", "in") for of in ("", "of ") for bank in ("", "bank "))
# The total asked for, ranked again as 'such a total' (a25z: 'What are the bank balances in total of whichever of them
# has the smallest such total?'): the balance said before it, ranked; read as 'the smallest total bank balance'
# (discourse._such_total). Only where a balance is the one total said before it: after a count ('the total number of
# pets of whoever has the largest such total') it is not read.
SUCH_TOTAL_ENDS = ("smallest", "lowest", "least", "largest", "greatest", "highest", "biggest")
SUCH_TOTAL_NOUNS = ("total", "sum")
SUCH_TOTAL_OF = frozenset({"balance", "balances"})
SUCH_TOTAL_NOT = frozenset({"number", "count", "many", "records", "tally"})
THAT_VALUE_RANKED = frozenset({"richest", "wealthiest", "poorest", "balance", "money", "wealth", "richer", "poorer"})
THAT_VALUE_PLURAL_AFTER = THAT_VALUE_RANKED | {"balances"}
# ... never after each state's first set up ('Among the people with the highest total bank balance in their state, find
# the oldest. What are those balances in total?'): the balances said could be the found person's or every state
# leader's, summed (refused naming both, r26 F9): the state word, and the words before it that make it each state's
THAT_VALUE_STATE = frozenset({"state", "states", "state's", "states'"})
THAT_VALUE_EACH_STATE = frozenset({"their", "each", "every", "own", "respective", "per", "his", "her"})
THAT_VALUE_STATEWISE = frozenset({"state-by-state", "per-state", "statewise", "state-wise", "state-level"})
# A group set up, then kept in part in a sentence of its own before the question ("Take everyone in X. Keep just the
# ones who own a car. Who is the oldest?", "Narrow it down to those with 2+ pets.", "Filter to those who have no pets.",
# k21): read as 'Among those C, who ...?' (discourse._kept). The verbs, and the people kept before the condition.
KEEP_VERBS = ("keep", "keep only", "keep just", "only keep", "just keep", "retain", "retain only", "narrow it to",
              "narrow that to", "narrow that down to", "filter that to", "filter that down to", "restrict that to",
              "limit that to", "cut that down to", "cut it to", "narrow the list to", "narrow the list down to",
              "filter down to just", "narrow it down to just", "narrow that down to just", "restrict to", "limit to",
              "narrow it down to", "narrow this to", "narrow this down to", "narrow them to", "narrow them down to",
              "narrow the group to", "narrow the group down to", "narrow down to", "narrow to", "filter to",
              "filter down to", "filter it to", "filter it down to", "filter them to", "filter this to",
              "filter the group to", "restrict it to", "restrict this to", "restrict them to", "restrict the group to",
              "limit it to", "limit this to", "limit them to", "limit the group to", "reduce it to", "cut it down to",
              # (any verb of narrowing, in any form, with any word for the group, e41g: 'keeping only those who ...',
              # 'filter them down to those with ...', 'whittle the list down to the ones who ...')
              *forms("keeping|retaining only|just?", "only|just keeping|retaining",
                     *(f"{verb} {group} down? to just|only?" for verb in (
                         "narrow|narrowing|filter|filtering|cut|cutting|whittle|whittling|pare|paring|trim|trimming|"
                         "reduce|reducing|boil|boiling",) for group in (
                         "it|this|that|them|things|everyone|everything", "the|that|this group|list|set|pool")),
                     "narrow|narrowing|filter|filtering|whittle|whittling|pare|paring|trim|trimming down? to just|only?",
                     *(f"restrict|restricting|limit|limiting|confine|confining {group} to just|only?" for group in (
                         "it|this|that|them|things", "the|that|this group|list|set|pool")),
                     # a verb of looking with a word saying the rest are not looked at (e42g: 'consider only those
                     # who hold no insurance policies', 'look only at the ones with a dog', 'just focus on those ...')
                     "consider|considering|count|counting|include|including|take|taking|use|using|keep|keeping "
                     "only|just", "only|just consider|count|include|take|use|keep",
                     "look|looking|focus|focusing only|just on|at", "only|just look|focus on|at"))
# ... or the others left out ("Suppose we look at G. Leave out anyone who owns a pet. Who is the eldest person left?",
# a35t): read as 'Among those who do not own a pet, who is the eldest person?'; the verb of the clause left out, as said
# after 'do not' (another verb, 'is', is not read).
LEAVE_OUT_VERBS = ("leave out", "exclude", "remove", "drop", "discard", "set aside", "rule out", "take out",
                   "cross off", "cross out", "leave aside", "disregard", "ignore", "eliminate", "omit",
                   "filter out", "weed out", "throw out", "toss out", "cut out", "strike out", "put aside", "leave off",
                   "get rid of", "drop out", "knock out", "take away", "skip", "remove from that",
                   # (the same verbs as a participle after the group, e41g: 'G, dropping anyone with a pet')
                   *forms("leaving|setting|putting|laying out|aside", "excluding|removing|dropping|discarding|"
                          "disregarding|ignoring|eliminating|omitting|skipping",
                          "ruling|taking|crossing|filtering|weeding|throwing|tossing|cutting|striking|knocking out",
                          "crossing off", "getting rid of"),
                   # a preposition leaving them out, after the group (e42g: 'G, minus anyone who owns a pet')
                   "minus", "less", "but not", "but without", "except for", "except")
LEAVE_OUT_PEOPLE = ("anyone", "anybody", "everyone", "everybody", "those", "all those", "people", "the people",
                    "the ones", "all the ones", "all people", "any person", "every person")
LEAVE_OUT_BASE = {"owns": "own", "own": "own", "has": "have", "have": "have", "holds": "hold", "hold": "hold",
                  "lives": "live", "live": "live", "uses": "use", "use": "use", "shares": "share", "share": "share",
                  "keeps": "keep", "keep": "keep", "resides": "reside", "reside": "reside", "drives": "drive",
                  "drive": "drive", "carries": "carry", "carry": "carry", "possesses": "possess", "possess": "possess"}
# A group narrowed in the same sentence it is set up in ('Start with G, and keep only those who C.', 'Among G, set aside
# everyone who C.', c39w): the words before the step's verb read as a sentence's end (`discourse._steps_split`); the
# question's opening naming the people the steps leave ('Of those left, who ...?', 'From what's left, ...'), read away
# after such a step (the step already says it)
STEP_SPLIT_JOINS = (",", ", and", ", and then", "and", "and then", ", then", "then", "; and", ";", "; then", "—", "-")
# A person picked, then a value of theirs asked for in the same sentence, in a request's words ('find who has R (T) and
# send me their total bank balance', '..., then give me that person's X', c39p): read as 'find who has R (T). What is
# their X?' (`discourse.steps_restated`); the request's verbs, who it is sent to, and the words saying whose it is
PICKED_THEN_SEND = ("send", "give", "tell", "report", "show", "ping", "shoot", "drop", "dm", "post", "share", "get",
                    "pull", "hand", "return", "provide", "list", "fetch", "grab", "let me know", "tell me", "say",
                    "what's", "what is")
PICKED_SEND_TO = ("me", "us", "back", "over")
PICKED_WHOSE = ("their", "that person's", "this person's", "the person's", "that individual's", "this individual's",
                "his", "her", "his or her", "the winner's", "that one's", "whose")
PICKED_VERBS = ("find", "get", "pick", "take", "identify", "locate", "grab", "pull", "look up", "figure out",
                "work out", "determine", "select", "choose", "spot")
# A group living where a person set up before lives, said by a possessive ('owner of plate 'X' — look at everyone in
# their state', c39p): read as 'everyone living in the same state' (the person's, as `_look_with` reads it)
THEIR_STATE_PEOPLE = ("everyone", "everybody", "all the people", "all people", "people", "all residents",
                      "the residents", "residents", "those", "anyone", "anybody", "the people", "folks", "all the folks")
THEIR_STATE_IN = ("in", "from", "living in", "who live in", "who lives in", "residing in", "based in", "who reside in")
THEIR_STATE_WHOSE = ("their", "that person's", "this person's", "his", "her", "the person's", "that owner's",
                     "the owner's", "that driver's", "the driver's", "that user's", "the user's", "his or her")
# A person set up only to say a group by them, then the group in a step of its own ('Look up who owns the dog named X,
# then consider all the people whose blood type is the same as that owner's', 'Starting from the owner of pet X, collect
# all people with the same insurance policy type as that owner', 'Identify the owner of X, then consider every person
# whose type of insurance policy matches theirs', e42g): read as the group with the person said in it ('... the same as
# that of the owner of X'), the person not set up (`discourse._person_then_group`). The verbs setting the person up ...
PERSON_STEP_LEADS = forms("find|identify|locate|take|get|determine|pick|note", "look up", "figure|find|work|seek out",
                          "start|begin|starting|beginning with|from", "first find|identify|locate|take|get", "first look up",
                          "let's start|begin with|from", "let us start|begin with|from", "let's find|identify|take",
                          "let us find|identify|take", "let's look up", "let us look up")
# ... the person: the owner of an anchor, said as a noun, or as a clause ('who owns X', 'whoever owns X')
PERSON_STEP_OWNER = forms("the owner|keeper|driver|holder of", "the person|individual who|that owns|keeps|drives|holds",
                          "who|whoever owns|keeps|drives|holds", "whoever is the owner of", "who is the owner of")
# ... the step to the group after it ('then', 'and', a new sentence)
PERSON_STEP_JOINS = forms(", and? then?", "and then?", "then", "; and? then?", ".", ", and after that", ". then|next ,?",
                          ". after that ,?")
# ... the verbs taking the group
PERSON_GROUP_VERBS = forms("consider|take|gather|collect|assemble|find|get|list|select|identify|pick|grab|pull|fetch",
                           "look at|up", "focus on", "round|pull|bring up", "put together", "go through", "work with",
                           "then consider|take|gather|collect|find|get|list", "then look at")
# ... and the words in the group referring to the person: said as theirs (a value of theirs: 'that of the owner of X'),
# or as them ('the same type as that owner': the person's words); read only where no noun follows ('his state' is not
# 'that of the owner of X state': discourse._PERSON_REF_END)
PERSON_STEP_THEIRS = forms("that|this|the owner's|person's|individual's|keeper's|driver's|holder's", "theirs", "his|hers",
                           "his or hers", "their own")
PERSON_STEP_THEM = forms("that|this owner|person|individual|keeper|driver|holder", "the owner|keeper|driver|holder", "them",
                         "him|her", "him or her")
# ... and said again after the group, where they would be a person of the question's own: not read so
PERSON_STEP_AGAIN = forms("owner|owner's|keeper|keeper's|driver|driver's|holder|holder's")
# An anchor said first as a header, then its owner referred to in the question after a dash or a colon ('plate 'X' — look
# at everyone in its owner's state, find who has R', 'owner of the cat named 'April' — in that person's state, who has
# R?', e42g): read with the owner said in full where they are referred to (`discourse._anchor_header`). The anchor ...
HEADER_ANCHORS = forms("license? plate|plates", "the? vehicle|car with|having license? plate",
                       "the? pet|dog|cat|bird|rabbit|fish named|called?", "the? internet? user|username|account",
                       "the? user with username", "the? user|account named|called")
# ... said by its owner ('owner of the cat named X'): then the owner, referred to as a person
HEADER_OWNER = forms("the? owner|driver|keeper|holder of")
# ... and the references: to the anchor's owner, after an anchor ('its owner'); to the person, after an owner
HEADER_ITS_OWNER = forms("its|the|their owner|driver|keeper|holder|user")
HEADER_THE_PERSON = forms("that|this|the person|owner|individual", "their", "his|her", "them|him")
# A place said first, then the group among its people, then the question ('in the same state as user 'X', among people
# with no insurance policies at all, who earns the most?', e42g): read as 'Among people with ... in the same state as
# user 'X', who ...?' (`discourse._scope_then_group`). The place's words, and the group's first words (its people).
SCOPE_FIRST = forms("in|from|within the same state|city as", "in|from|within the state|city of", "in|from|within")
SCOPE_THEN_AMONG = forms("among|amongst|of|from", "out of")
SCOPE_GROUP_PEOPLE = forms("all? the? people|persons|individuals|residents", "everyone|everybody|anyone|those")
# A person said to exist by what is true of them, then asked for ('Someone lives in the same state as X and owns a vehicle
# of the same make as Y. Who is it?', 'There's a person who shares a state with X and who has ... What is their name?',
# e42g): read as 'Who <what is true of them>?' (`discourse._someone_asked`), as the grammar reads any 'who' question.
# The subject saying someone exists ...
SOMEONE_SAID = forms("someone|somebody", "a|one person|individual|resident", "there is|exists someone|somebody who|that",
                     "there's someone|somebody who|that", "there is|exists a|one person|individual who|that",
                     "there's a|one person|individual who|that", "exactly|only one person|individual",
                     "there is|exists exactly|only one person|individual who|that",
                     "there's exactly|only one person|individual who|that",
                     "a certain person|individual", "there is|exists a certain person|individual who|that",
                     "there's a certain person|individual who|that")
# ... or said to be first in a group, then asked about ('Someone among G has the most internet accounts; when several
# do, take T. What is this person's total balance?', 'One of the people in X has the fewest pets. How many cars do they
# own?', e47c): read as 'Among G, find whoever has R; ... What is ...?' (`discourse._someone_ranked`): the lead, the
# verbs before the ranking, and the superlatives that may open it
SOMEONE_AMONG = forms("someone|somebody|one among|amongst|of|from",
                      "one|a person|individual|resident among|amongst|of|from",
                      "exactly|only one person|individual|resident among|amongst|of|from")
# ... or of a group set up in the sentence before ('Consider G. One of them has the fewest pets; ...')
SOMEONE_OF_THEM = forms("someone|somebody|one of|among|amongst them|those|these",
                        "one|a person|individual|resident of|among|amongst them|those|these")
SOMEONE_RANKED_VERBS = ("has", "owns", "holds", "carries", "possesses", "keeps", "earns", "is", "makes", "drives")
SOMEONE_RANKED_DEGREES = ("most", "fewest", "least", "highest", "lowest", "largest", "smallest", "greatest", "biggest",
                          "oldest", "youngest", "eldest", "richest", "poorest", "wealthiest", "best-paid",
                          "highest-paid", "lowest-paid", "largest number", "smallest number", "greatest number",
                          "highest number", "lowest number")
# ... and the question asking who they are, said as a sentence of its own after
SOMEONE_ASKS = forms("who is|was it|that|this|he|she", "who's it|that|this", "who is|was this|that person|individual",
                     "what is|was their|his|her name", "what's their|his|her name", "what is|was the person's name",
                     "name them|him|her", "please name them|him|her", "give me their|his|her name",
                     "who might|could that|this|it be", "can|could you name them|him|her", "tell me who it is",
                     "tell me who they are", "tell me their|his|her name", "identify them|him|her",
                     "who are they", "name")
# A place set up, then its people taken in a step of their own ('Look at the state where S lives, and consider all of its
# residents.', c39w): read as 'Consider all residents of the state where S lives.' (`discourse.steps_restated`)
PLACE_SET_LEADS = ("look at", "consider", "take", "focus on", "start with", "begin with", "find", "go to", "head to",
                   "pick", "identify", "locate", "think of", "look up", "pull up", "get", "grab")
PLACE_PEOPLE_VERBS = ("consider", "take", "look at", "focus on", "gather", "collect", "grab", "get", "list", "pull",
                      "think of", "keep", "use", "pick", "select", "round up")
# (the heads and verbs PLACE_THEN_PEOPLE combines with any word for the place, e41g)
PLACE_PEOPLE_HEADS = ("everyone", "everybody", "every person", "each person", "all the people", "all people",
                      "the people", "all of the people", "all persons", "all individuals", "all the individuals",
                      "every individual", "each individual", "every resident", "each resident", "all residents",
                      "all the residents", "the residents", "anyone", "anybody", "every single person", "those")
PLACE_PEOPLE_LIVING = ("living", "who lives", "who live", "that lives", "that live", "residing", "who resides",
                       "who reside", "based", "who is based", "who are based", "who is", "who are", "who's")
PLACE_THEN_PEOPLE = ("all of its residents", "all its residents", "its residents", "all of its inhabitants",
                "all its inhabitants", "its inhabitants", "all of its people", "all its people", "its people",
                "everyone who lives there", "everyone living there", "everyone residing there", "everybody there",
                "everyone there", "everybody who lives there", "everybody living there", "all the people there",
                "all the people who live there", "all the people living there", "all people living there",
                "the people who live there", "the people living there", "all residents there", "the residents there",
                "everyone in it", "everyone who lives in it", "everyone living in it", "all the residents",
                "all residents", "the residents", "all of the residents", "all of the people who live there",
                "the people there", "every resident", "each resident", "every person who lives there",
                *(f"{who} {verb} {this} state" for who in ("everyone", "everybody", "all the people", "all people",
                                                           "the people", "people", "every person", "anyone")
                  for verb in ("in", "living in", "who lives in", "who live in", "residing in", "from")
                  for this in ("that", "this")),
                *(f"{who} of {this} state" for who in ("all residents", "the residents", "all the residents",
                                                       "all of the residents", "all inhabitants", "the inhabitants")
                  for this in ("that", "this")),
                "that state's residents", "its population", "the whole state",
                # (any head with any verb of living and any word for the place: 'every person living there', 'all
                # individuals residing in that state', 'each person who lives in it', e41g)
                *(f"{who} {verb} {this}" for who in PLACE_PEOPLE_HEADS for verb in PLACE_PEOPLE_LIVING
                  for this in ("there", "in it", "in that state", "in this state", "in that same state",
                               "in the same state", "in that one")))
# ... the place said as where the person lives ('Find where S lives, and look at everyone living in that state')
PLACE_WHERE_LEADS = ("find", "figure out", "work out", "look up", "check", "see", "note", "determine", "identify")
# A group said as the people meeting conditions listed after a colon, each said as a sentence about them ('the people who
# meet two conditions: they have X, and they live in Y', c39w): read as 'the people who have X and who live in Y'
# (`discourse.steps_restated`); the verbs, the count words, the nouns, and the subject each condition may open with
MEET_VERBS = ("meet", "meets", "satisfy", "satisfies", "match", "matches", "fulfil", "fulfill", "fulfils", "fulfills",
              "fit", "fits", "pass", "passes", "tick", "ticks", "check", "checks")
MEET_COUNTS = ("both", "all", "two", "three", "all three", "both of the", "all of the", "the following", "the two",
               "the three", "these two", "these three", "these", "both these", "all these", "the following two",
               "the following three", "each of the following", "every one of these")
MEET_NOUNS = ("conditions", "criteria", "requirements", "tests", "rules", "things", "criterion", "boxes", "filters")
MEET_SUBJECTS = ("they", "he or she", "she or he", "the person", "each", "each one", "each person", "their")
MEET_PARTICIPLES = ("meeting", "satisfying", "matching", "fulfilling", "fitting", "passing")
MEET_COUNTS_ALONE = ("both of these", "all of these", "both of the following", "all of the following", "the following",
                     "these two", "these three", "both", "all these")
# A tie rule said alone after a request ended by a period ('can u pull the top earner among G. tie -> X', c39p): read as
# the request's own (`discourse.steps_restated`): its first words
TIE_ALONE_LEADS = ("tie", "ties", "tiebreak", "tiebreaker", "tie-break", "tie-breaker", "tie break", "tie breaker",
                   "tied", "on a tie", "for ties")  # (then '->', ':', '=' or a dash)
# A group's verb in a set-up said with a person before it ('Find S and gather everyone holding the same X as them', c39w:
# `discourse._look_with`, read as 'consider')
GROUP_GATHER = forms("gather|collect|assemble|list|pull|grab|get", "round|pull|line up", "pull|put together",
                     "bring up|together", "turn to", "move to", "go to", "switch to",
                     # ('find S, then check everyone living in their state', c39p, e41g)
                     "check|examine|scan|review|survey|inspect", "check|look|go|run over|through|out")
STEP_THEN_ASKS = ("tell me", "say", "find", "find out", "give me", "let me know", "report", "show me", "identify",
                  "work out", "figure out", "determine", "ask", "check", "see")
# A record said as one at least in a step leaving people out ('remove those who own at least one pet', e42g): as 'any'
EXCLUDE_AT_LEAST = forms("at least one|1", "one|1 or more")
# The people a narrowing step keeps, named in the question after it ('Who in the remaining group has R?', 'Which of the
# people still left ...?', e42g): a word for 'among', then the people (REMAINING_LEADS holds every pair)
REMAINING_AMONG = ("of", "among", "amongst", "from", "in", "within", "out of", "from among")
REMAINING_KEPT = forms("the ones|people|persons|individuals still? left|remaining|standing",
                       "those|everyone|everybody still? left|remaining|standing", "all those still? left|remaining",
                       "the remaining|surviving people|ones|group|set|persons|individuals|bunch|lot|pool|candidates|list?",
                       "the rest|remainder|survivors", "those who|that remain", "the ones|people who|that remain",
                       "those who|that are left", "the ones|people who|that are left", "what's left|remaining",
                       "what is left|remaining", "whoever is|whoever's left", "whoever remains")
REMAINING_LEADS = ("of those left", "of the ones left", "of the people left", "of everyone left", "of whoever is left",
                   "of those remaining", "of the ones remaining", "of the people remaining", "of everyone remaining",
                   "of the remaining people", "of the remaining ones", "of the remaining", "of the rest",
                   "of the remainder", "among those left", "among the ones left", "among the people left",
                   "among those remaining", "among the remaining people", "among the remaining ones",
                   "among the remaining", "among the rest", "from those left", "from the ones left", "from the rest",
                   "from the remaining people", "from the remaining", "from what's left", "from what is left",
                   "of what's left", "of what is left", "out of those left", "out of the rest",
                   "out of the remaining people", "out of the remaining", "out of what's left",
                   "of those who remain", "among those who remain", "from those who remain", "with what's left",
                   "of the survivors", "among the survivors",
                   # (any word for 'among' with any word for the people kept, e42g: 'who in the remaining group has R',
                   # 'which of the remaining people', 'from among the ones still left')
                   *(f"{among} {kept}" for among in REMAINING_AMONG for kept in REMAINING_KEPT))
# ... and the words saying the people kept after the person's noun in the question ('the eldest person left').
LEFT_AFTER = ("left", "remaining", "that remain", "who remain", "still left", "left over")
KEEP_PEOPLE = ("the ones", "those", "the people", "people", "everyone", "everybody", "just the ones", "only the ones",
               "just those", "only those", "the persons", "persons", "the ones among them", "those among them")
KEEP_CLAUSE = ("who", "that", "with", "without", "having", "owning", "holding",
               "whose",  # ('consider only those whose current job began in 2025', e44g)
               # a place ('Among Life insurance policy holders, consider only those in the same state as X.', e48c)
               "in", "living", "residing", "based")
KEEP_PLACE_CLAUSE = frozenset({"in", "living", "residing", "based"})
# The words before a group said first that is then kept in part ('Restrict to G. Keep only those C.'), and those that
# say the group as 'among' does ('Among G, consider only those in the same state as X. Who ...?', e48c): read there only
# before a place (KEEP_PLACE_CLAUSE; 'Among G, consider only those who own no vehicles. Who among them ...?' is read as
# it was, e42g): discourse._kept_first
KEEP_FIRST_LEADS = ("restrict to", "limit to", "filter to", "take", "consider")
KEEP_FIRST_AMONG = ("among", "amongst", "of all", "of all the", "out of", "out of all", "out of all the", "from among",
                    "within")
# Two people announced in a header, then listed with labels ("Between these two: (1) S1 (2) S2 - who has more pets?",
# "Compare the following two people: 1. S1 2. S2. Who is older?", "Consider these two: Person A: S1. Person B: S2.",
# k21): read as 'Person A: S1. Person B: S2. <question>' (discourse._two_listed). The header's verb and its noun.
TWO_LISTED_LEADS = ("between", "compare", "consider", "take", "here are", "look at", "of", "for", "given")
TWO_LISTED_NOUNS = ("people", "persons", "individuals", "candidates", "contestants", "people below",
                    "people listed", "people here")
# A group given as a list of conditions, then referred to ("PFB the conditions: same blood type as A, and same state as
# B. Among people meeting them, who ...?", "Conditions: (a) ... (b) ... Who among those ...?", k21): read as 'people
# <each condition as a clause, joined by and>' in place of the reference (discourse._conditions). The header's noun,
# the verbs that refer to the conditions and their objects, and each condition's first word read as a clause.
CONDITIONS_NOUNS = ("conditions", "criteria", "requirements", "filters", "constraints")
CONDITIONS_MEET = ("meet", "meets", "meeting", "satisfy", "satisfies", "satisfying", "match", "matches", "matching",
                   "fulfil", "fulfils", "fulfill", "fulfills", "fulfilling", "fit", "fits", "fitting")
CONDITIONS_THEM = ("them", "these", "those", "both", "all", "all of them", "both of them", "them all", "them both",
                   "these conditions", "the conditions", "all conditions", "both conditions", "all the conditions",
                   "all these conditions", "these criteria", "the criteria", "both criteria", "all criteria",
                   "all the criteria", "the requirements", "these requirements", "all requirements",
                   "both requirements")
# The person a list of labelled conditions describes ('Identify the individual who (a) C1; and (b) C2; and who, of all
# such individuals, R', a23z: discourse._listed_who)
# The last word of a group's name in capitals after 'Let' ('Let the Relevant Group be G', a23z: discourse._LET_TITLED)
LET_TITLED_NOUNS = ("Group", "Population", "Set", "Pool", "Cohort", "Class", "Persons", "People", "Individuals",
                    "Members", "Candidates", "Residents")
LISTED_WHO_NOUNS = ("individual", "person", "one", "resident", "party", "candidate")
# ... only as the object of a request said first (never 'Who lives in the same state as the person who (a) ...', where
# the clauses could describe the anchor's person)
LISTED_WHO_LEADS = ("identify", "name", "find", "determine", "state the name of", "give the name of",
                    "report the name of", "provide the name of", "return the name of", "state", "select", "locate")
CONDITION_VERBS = {"earns": "earn", "possesses": "possess", "uses": "use", "was": "were",
                   "lives": "live", "owns": "own", "has": "have", "holds": "hold", "is": "are", "resides": "reside",
                   "shares": "share", "works": "work", "started": "started", "began": "began", "live": "live",
                   "own": "own", "have": "have", "hold": "hold", "share": "share", "reside": "reside",
                   "does": "do", "doesn't": "don't", "do": "do", "don't": "don't"}
CONDITION_WITH = frozenset({"at", "more", "fewer", "less", "exactly", "no", "a", "an", "one", "two", "three", "four",
                            "five", "only", "over", "under", "zero"})
CONDITION_AS_IS = frozenset({"with", "without", "who", "that", "living", "residing", "owning", "having", "holding",
                             "sharing"})
TERM_MEANS = forms("means|denotes", "shall|will|is to mean|denote", "refers to", "shall|will refer to", "is|are",
                   "is|are defined as", "shall be|is taken to mean")
# A second term's definition with the verb said once ('"Candidate A" means S1, and "Candidate B" S2'): its person
# starts with one of these (cbwh.ask.discourse._defined_terms)
TERM_GAPPED_STARTS = frozenset({"the", "whoever", "whichever"})
# A quoted term's definition with no opener before it ("'X' is the person with ...", '"G" means all persons who ...')
# names people: one of these heads comes before any word that says the thing defined is something of theirs ("'Becky'
# is a cat owned by the oldest person": a pet named, no term; cbwh.ask.discourse._names_people)
TERM_PEOPLE_HEADS = PLURAL_HEADS | SINGULAR_HEADS | frozenset({"whoever", "whichever", "everyone", "everybody", "anyone",
                                                                "anybody", "someone", "somebody"})
TERM_HEAD_STOPS = frozenset({"of", "owned", "belonging", "kept", "held", "whose", "that", "which", "with", "by", "named",
                             "called", "at", "to", "from"})
DEFINE_MEANS_LEADS = forms("from now on ,?", "below ,?", "here ,?", "in what follows ,?", "hereafter ,?", "henceforth ,?")
DEFINE_BY = forms("by", "when i|we say")
DEFINE_BY_MEAN = forms("i|we mean", ",? i|we mean", "i'm|we're referring to", "i am referring to", "we are referring to")

# Small word lists the tokenizer and the discourse layer read (cbwh.ask.tokens, cbwh.ask.discourse)
# A tie said in a sentence ('If both are having the same number, the one with the higher salary only.')
TIE_SAID_IN_SENTENCE = frozenset({"tie", "tied", "ties", "same", "equal", "draw"})
# The person just found, after 'the said' ('the said person', a23x)
SAID_PERSON = frozenset({"person", "one", "individual", "person's", "one's", "individual's"})
# ... and 'said' of the two just listed, read away ('state which of the said two persons is the elder', 'should the two
# said persons hold an equal number', a35f's lawyer): after 'the' before these, or after 'two' before a person's noun.
# ... and said with another word of a drafter's for the person just found ('the aforementioned individual', 'the
# aforesaid person', a35f) or with 'said' bare after a preposition ('held by said person'): read as 'that person'.
SAID_PERSON_LEADS = frozenset({"aforementioned", "aforesaid", "above-mentioned", "abovementioned"})
SAID_BARE_AFTER = frozenset({"by", "of", "to", "for", "with", "from", "about", "regarding", "concerning"})
SAID_TWO = frozenset({"two", "2", "both"})
SAID_TWO_PEOPLE = frozenset({"persons", "people", "individuals", "ones", "candidates"})
# 'its' typed for 'it's' before what only 'it is' takes ("if its a tie", "if its tied", a35c: a crowd worker's slip; the
# possessive 'its' never stands before an article or a participle): read as "it's" (cbwh.ask.tokens._slips).
ITS_SLIP_BEFORE = frozenset({"a", "an", "tied"})
# A noun's 'is' said short after 'the' before a tie ("if the car's a tie, highest salary wins", c38p-held-63): 'the car
# is a tie' (cbwh.ask.tokens); only before these words, where no possessive reads ('the car's a' owns nothing).
IS_SHORT_TIE = (("a", "tie"), ("a", "draw"), ("tied",), ("a", "dead", "heat"))
# A person's possessive typed without its apostrophe after 'that' or 'this' ("What's that persons total bank balance?",
# a35c: a crowd worker's slip): 'that' takes no plural, so before a word a possessive takes (POSSESSIVE_SLIP_BEFORE) its
# one reading is 'that person's' (cbwh.ask.tokens); after 'the' ('the persons total') it could be several people's.
POSSESSIVE_SLIPS = {"persons": "person's", "individuals": "individual's"}
POSSESSIVE_SLIP_AFTER = frozenset({"that", "this"})
POSSESSIVE_SLIP_BEFORE = frozenset({"total", "combined", "aggregate", "overall", "bank", "balance", "money", "name",
                                    "full", "salary", "pets", "vehicles", "cars", "number", "count"})
# A pay's extreme said as a noun ('drawing the maximum salary', a23x): the degree read
PAY_EXTREMES = {"maximum": "highest", "max": "highest", "minimum": "lowest", "min": "lowest"}
PAY_NOUNS = frozenset({"salary", "pay"})
# Money said to lie in accounts ('the highest amount of money lying in their accounts'): the noun, where it lies, the
# degree before it, who holds it
AMOUNT_NOUNS = frozenset({"amount", "money", "balance", "sum", "funds"})
AMOUNT_LYING = frozenset({"lying", "sitting", "parked", "deposited", "available", "present", "residing"})
AMOUNT_DEGREES = frozenset({"highest", "lowest", "largest", "biggest", "smallest", "greatest", "maximum", "minimum", "max",
                            "min", "higher", "lower", "larger", "bigger", "smaller", "greater", "more", "less"})
AMOUNT_HELD_BY = frozenset({"their", "his", "her", "the"})
# Words after which a dictated 'like' is no filler ('I would like', 'looks like', 'just like')
LIKE_KEPT_AFTER = frozenset({"would", "i'd", "we'd", "you'd", "they'd", "i", "we", "you", "they", "should", "could",
                             "looks", "look", "seems", "feel", "feels", "just", "much"})
# People's nouns a relative 'who' follows ('people who ...': no question asked there)
RELATIVE_AFTER = frozenset({"people", "persons", "ones", "those", "residents", "individuals", "owners", "holders",
                            "person", "one", "folks"})
# Determiners before 'state' in a gloss's place ('in their state', 'in that state')
GLOSS_PLACE = frozenset({"that", "their", "the", "each", "his", "her", "its", "a"})


# --- questions written as numbered procedures (ask/procedure.py, a32m) ------------------------------------------------
# 'Step 1: find S. Step 2: among the residents of that state, pick R. Step 3: report that person's name.', '(1) ...
# (2) ...', 'First, ... Next, ... Finally, ...': the words that open a step said by its place (a sentence opening with
# one starts a step), those a procedure's first step may open with, and the verbs that start a clause inside a step.
PROCEDURE_STEP_ADVERBS = frozenset({"first", "firstly", "first of all", "to begin", "to start", "to begin with",
                                    "start by", "begin by", "next", "then", "after that", "afterwards", "after this",
                                    "finally", "lastly", "last", "separately", "second", "secondly", "third", "thirdly",
                                    "now", "and finally", "as a last step", "in the end"})
PROCEDURE_FIRST_ADVERBS = frozenset({"first", "firstly", "first of all", "to begin", "to start", "to begin with",
                                     "start by", "begin by", "start with", "begin with"})
# ... a person found by what names them ('Find the owner of ...', 'look up who owns the pet named ...')
PROCEDURE_FIND = frozenset({"find", "identify", "locate", "look up", "start with", "begin with", "determine", "take",
                            "finding", "identifying", "locating", "looking up", "find out", "look for", "get", "consider"})
# ... a value of theirs noted ('and note the state where they live', 'look up their blood type', 'see what type of
# insurance policy they hold')
PROCEDURE_NOTE = frozenset({"note", "note down", "look up", "find", "see", "record", "check", "get", "determine",
                            "find out", "write down", "take note of", "establish", "work out"})
# ... the values a step may note, by the noun the grammar reads after 'the same' ('the same state as P'), each with the
# words that name it (a later step's 'that state', 'that same provider', 'that same type of policy')
PROCEDURE_VALUES: dict[str, frozenset[str]] = {
    "state": frozenset({"state", "home state"}),
    "blood type": frozenset({"blood type", "blood group"}),
    "credit card provider": frozenset({"credit card provider", "card provider", "provider"}),
    "insurance policy type": frozenset({"insurance policy type", "type of insurance policy", "type of insurance",
                                        "policy type", "insurance type", "type of policy", "type"}),
    "medical condition": frozenset({"diagnosis", "medical condition", "condition"}),
    "job title": frozenset({"job title", "line of work", "occupation", "profession"}),
}
# ... a group gathered ('Collect everyone who lives in that state', 'Restrict to people who hold a JCB card', 'Keep only
# those who ...' after a group: that group narrowed)
PROCEDURE_GATHER = frozenset({"collect", "gather", "take", "consider", "list", "keep only", "keep just", "keep",
                              "restrict to", "restrict attention to", "look at", "turn to", "pool", "take all",
                              "consider only", "narrow to", "narrow down to", "filter to", "focus on", "round up",
                              "put together", "assemble", "find", "identify", "get", "select", "determine",
                              "look up", "pick out"})
PROCEDURE_THOSE = frozenset({"those", "the ones", "only those", "just those"})
# ... of those verbs, the ones that may narrow the group before ('Restrict to VISA 19 digit cardholders' after a group:
# those of it, or every cardholder? a32m meant every one, r33 H3/H6 read it as those of it; refused after a group)
PROCEDURE_NARROW = frozenset({"keep only", "keep just", "keep", "restrict to", "restrict attention to", "consider only",
                              "narrow to", "narrow down to", "filter to", "focus on"})
# ... what a group gathered starts with ('everyone who ...', 'all residents of ...', 'people who hold ...'), or the noun
# it ends in ('the Mastercard card holders', 'VISA 19 digit cardholders'): never one person ('find the person who ...')
PROCEDURE_GROUP_HEADS = frozenset({"everyone", "everybody", "all", "the people", "people", "those", "the residents",
                                   "residents", "individuals", "persons", "the individuals", "the persons",
                                   "all people", "all the people", "all residents", "all individuals"})
PROCEDURE_GROUP_NOUNS = frozenset({"holders", "owners", "cardholders", "policyholders", "residents", "people",
                                   "individuals", "persons", "card holders", "policy holders", "users"})
# ... a group referred back to ('From that group, pick ...', 'Among them, ...', 'Of these, ...')
PROCEDURE_GROUP_BACK = frozenset({"that group", "this group", "the group", "those people", "these people", "them",
                                  "that collection", "this collection", "the collection", "that list", "this list",
                                  "the list", "that pool", "this pool", "the pool", "this second pool",
                                  "the second pool", "the people who remain", "the remaining people", "those remaining",
                                  "the restricted group", "these", "those", "that set", "this set", "the set",
                                  "the people left", "those left", "everyone left", "that second group",
                                  "this second group", "the second group", "all of those people", "all of them",
                                  "all of those", "all those people", "those people", "this pool", "the pooled people"})
PROCEDURE_AMONG = frozenset({"from", "among", "amongst", "in", "within", "of", "out of", "from among", "considering",
                             "considering only", "looking only at", "looking at", "restricting to", "of all"})
# ... a person picked in a group ('pick the person with the most pets', 'take the one with R')
# ... the words that give a person picked with no group formed before its own group ('Find the oldest resident of Ohio',
# 'pick the richest person living in Texas', 'take the Mastercard holder with the most pets')
PROCEDURE_OWN_GROUP = frozenset({"of", "in", "living", "residing", "based", "who", "that", "with", "without", "having",
                                 "holding", "owning", "carrying", "from"})
PROCEDURE_PICK = frozenset({"pick", "select", "choose", "find", "take", "identify", "keep", "pick out", "determine",
                            "locate", "single out"})
# ... what is asked in the last step ('Report that person's name', 'state which was born earlier')
PROCEDURE_REPORT = frozenset({"report", "give", "state", "say", "name", "tell me", "return", "provide", "output",
                              "report back", "give me", "identify", "determine", "answer with", "reply with",
                              "respond with", "write down", "tell us", "share"})
# ... a tie rule said as a clause or a sentence of its own after a pick ('; if tied, the oldest', 'If there's a tie,
# choose ...', '; a tie goes to ...')
PROCEDURE_TIE_LEADS = frozenset({"if", "in case", "in the event", "should", "on a tie", "a tie", "ties", "any tie",
                                 "when tied", "where tied", "with ties", "in a tie", "breaking ties", "breaking any tie",
                                 "breaking a tie", "settling ties", "settling any tie"})
# ... a person referred back to ('that person's name', 'the selected person', 'this person's pets')
PROCEDURE_PERSON_BACK = frozenset({"that person", "this person", "the selected person", "the chosen person",
                                   "the person", "that owner", "this owner", "that resident", "this resident",
                                   "the owner", "that user", "the user", "that individual", "this individual",
                                   "the person selected", "the selected individual", "the person chosen",
                                   "that same person", "them", "the person found", "the one found"})
# ... two people found referred back to ('Compare these two people', 'of the two people you picked')
PROCEDURE_PAIR_BACK = frozenset({"these two people", "those two people", "the two people", "these two", "those two",
                                 "the two", "both", "the two people you picked", "the two people you found",
                                 "the two people you chose", "the two people you selected", "these two selected people",
                                 "the two selected people", "these two picks", "the two picks", "the two people chosen",
                                 "the two people so chosen", "the two people thus selected", "the two chosen people",
                                 "them", "these two individuals", "the two individuals", "both people",
                                 "these two persons", "the two persons", "those two picks", "the two found",
                                 "the two people found", "both of them", "the pair", "the two people so chosen",
                                 "the two people thus chosen", "the two people thus selected", "the two so chosen",
                                 "the two thus chosen", "the two people so selected", "the two persons so chosen",
                                 "the two chosen", "the two selected", "the people so chosen", "the two so selected",
                                 "the two people so picked", "the two picked"})
# ... the words that start a clause of its own after 'and' inside a step ('Find S and note the state they live in',
# 'Look up S and, among the residents of that owner's state, take R')
PROCEDURE_VERBS = PROCEDURE_FIND | PROCEDURE_NOTE | PROCEDURE_GATHER | PROCEDURE_PICK | PROCEDURE_REPORT | frozenset(
    {"compare", "add up", "count", "among", "amongst", "from", "within", "of those", "of these", "of them", "in that",
     "in this", "out of", "of the", "of all", "of everyone", "considering", "looking"})
# ... each state's leaders as a group ('For every state, find the resident or residents with the most pets', 'for each
# state find its richest resident or residents'): the nouns, a leader said by an adjective and the ranking it is, and
# the verbs putting them together ('and put all of them into one group', 'and pool them together')
PROCEDURE_LEADER_NOUNS = frozenset({"resident or residents", "residents", "resident", "person or people",
                                    "person or persons", "people", "resident(s)"})
PROCEDURE_LEADER_ADJ: dict[str, str] = {"richest": "the highest total bank balance",
                                        "wealthiest": "the highest total bank balance",
                                        "poorest": "the lowest total bank balance"}
PROCEDURE_POOL = frozenset({"put", "pool", "collect", "gather", "combine", "group", "lump", "place"})
# ... a choice said once and repeated in a second set ('In R choose the person with R, and in S likewise', a31m)
PROCEDURE_LIKEWISE = frozenset({"likewise", "similarly", "do the same", "do likewise", "do similarly", "the same",
                                "as well", "too", "again", "choose likewise", "choose similarly", "the same way",
                                "in the same way", "choose the same way"})
# ... a person referred back to by a noun their words say ('that owner' -> the one found as 'the owner of ...' or 'who
# owns ...'): the noun, and the words that say it
PROCEDURE_PERSON_NOUNS: dict[str, str] = {"owner": "owner|owns|owned", "user": "user|username|handle",
                                          "driver": "driver|drives|vehicle|car|plate", "holder": "holder|holds|holding"}


# --- A tie rule's scope said in words (e42a): whose ranking a rule said after the two people is for ----------------------
# ... one person's pick said by its place ('If there's a tie in picking the first, T1; in picking the second, T2', 'when
# ranking the second one, T'): the verbs of picking, read as 'for the first' / 'for the second'
TIE_SCOPE_PICKING = forms("in|when|while|for picking|choosing|selecting|finding|ranking|identifying|determining|getting",
                          "in|for the selection|choice|ranking|search|pick of")
# ... each person's pick said so ('In picking each of them, T', 'when choosing both, T'): read as 'in each case'
TIE_SCOPE_EACH_PICK = forms("each|both|either", "each|both|either of them", "each|both|either of the two people?",
                            "each|both|either one|person|pick", "the two people?")
# ... one person's pick said by the words of their group ('A tie among the Home policy holders goes to T1, and a tie among
# the state's residents goes to T2', 'For the Home policy holders a tie is broken by T1, and for the state's residents
# by T2', 'Among the Home policy holders, settle a tie with T1; among the state's residents, T2'): the words leading
# the group, and the words the group ends before (a rule's start); whose group it is: discourse._scope_person
TIE_SCOPE_GROUP_LEADS = frozenset({"among", "amongst", "for", "within", "inside", "in"})
TIE_SCOPE_GROUP_ENDS = frozenset({"a", "an", "any", "the", "ties", "tie", "settle", "settles", "break", "breaks", "goes",
                                  "go", "is", "are", "by", "with", "in", "to", "take", "pick", "choose", "use", "favour",
                                  "favor", "if", "when", "should", "prefer", "resolve", "decide"})
# ... a rule said for both by the picks' verb ('Both are selected with T as the tie-breaker', 'Each of them is chosen
# using T to break ties'): read as 'In both cases, T is the tie-breaker'
# The two people's picks said one by one by their labels in a tie rule's scope list ('All ties, in selecting A, in
# selecting B, and between A and B, ...', 'Any tie, whether choosing A, choosing B, or comparing A with B, ...', e45p):
# the verb of choosing (its lead left out or not), read as 'in choosing each person' (discourse._tie_scope_labels) ...
TIE_LABEL_CHOOSING = forms("choosing|selecting|picking|finding|identifying|determining|getting")
TIE_LABEL_CHOOSING_LEADS = forms("in|when|while|for")
# ... and the two compared said as the deed of comparing them ('comparing A with B', 'in comparing A to B'): read as 'in
# comparing the two'
TIE_LABEL_COMPARING = forms("comparing|weighing")
TIE_LABEL_COMPARING_JOINS = forms("with|and|to|against|versus|vs")
TIE_SCOPE_BOTH_CHOSEN = forms("both|each", "both|each of them", "both|each of the two people?", "each one|person|pick",
                              "both people|persons|picks", "the two people?", "they")
TIE_SCOPE_CHOSEN_VERBS = forms("is|are|gets|get|was|were selected|chosen|picked|found|ranked|identified|determined|taken")
TIE_SCOPE_BREAKER = forms("the|a|their tie-breaker|tiebreaker|tie-break|tiebreak", "the|a|their tie breaker")


# --- A comparison said by a verb of outdoing the other (e42a) --------------------------------------------------------------
# 'Whose internet accounts outnumber the other's: S1 or S2?', 'Whose bank balance exceeds that of the other?': read as
# 'Who has more internet accounts: ...', 'Whose bank balance is greater: ...' (a plural measure by 'has more', a single
# one by 'is greater'); the verbs, and the words for the other one's measure
OUTDO_VERBS = forms("outnumber|outnumbers|exceed|exceeds|top|tops|beat|beats|surpass|surpasses|outstrip|outstrips|"
                    "outweigh|outweighs|outdo|outdoes|outrank|outranks")
OUTDO_OTHER = forms("the other's", "the other one's|person's|individual's", "that|those of the other one|person?",
                    "the other one|person?")


# --- A person set up, then compared with another by a verb of comparing (e42a) -----------------------------------------
# 'Among G, find whoever R. Compare that person with S2: which of the two has more X?', 'Then set that person against S2:
# who holds more X?': read as 'Which of that person and S2 has more X?'. The verbs (a frame's, as the header's words
# say them), the reference to the person set up, and the words joining the second
COMPARE_REF_VERBS = forms("compare|weigh|pit|set|put|stack|match|measure|contrast", "line|hold up")
COMPARE_REF_LEADS = forms("then|now|next|so|and")
COMPARE_REF_PEOPLE = forms("that|this person|individual|one", "them", "him", "her", "that|this person so found|identified")
COMPARE_REF_JOINS = forms("with|against|to|and|alongside|versus|vs", "up against", "side by side with")


# --- Two people described apart, then asked about (`ask.apart`, e39s) ---------------------------------------------------
# 'Two people are involved. The first is S1. The second is S2. Which of the two has more pets?', 'Which of these has
# more pets? One is S1; the other is S2.', 'option 1: S1. option 2: S2.', 'person A = S1. person B = S2.': each person
# said under a label (or the first with none, the second after a connective), each description read alone as a person.
# ... the labels, before a mark or a verb ('The first is', 'First:', 'first person =', 'One:', 'For the first,'); a bare
# letter or number only before ':', '=', ')' or '.' (`APART_MARKED_LABELS`)
# ... the two sides the two are set on ('On one side, S1. On the other side, S2.', 'Consider, on the one hand, S1, and
# on the other hand, S2', e45a)
APART_SIDES = (forms("on one side", "on the one side", "on the one hand", "on one hand", "in one corner"),
               forms("on the other side", "on the other hand", "on the other", "in the other corner"))
# ... a verb that only puts the person before the reader, said before a label set off by commas or after it ('Consider,
# first, S1', 'Consider, second, S2', 'Take, on the other side, S2', 'On the other side, consider S2', 'Consider first
# S1'; e45a): read away, the label the person's
# ... a group both people are of, said alone before them with a word that makes it the only people looked at ('Life
# insurance policy holders only. person 1: S1. person 2: S2.', 'JCB cardholders only: S1 vs S2', e45a): each person
# is read among that group ('among G, S1'); the words before or after it
APART_ONLY_BEFORE = forms("only", "just", "solely", "only among|consider|look at", "restrict|limit to",
                          "restricting|limiting to")
APART_ONLY_AFTER = forms("only", "alone", "only please")
# ... or said before the first's label in one sentence ('out of JCB cardholders, grab (a) S1, and (b) S2', e46p)
APART_GROUP_LEADS = forms("out of|among|amongst|from|of|within", "from among", "looking at", "considering")
APART_LABEL_VERBS = forms("consider|take|picture|imagine|identify|find|pick|choose|select|note|grab|get",
                          "look at", "think of|about", "there is|we have")
APART_FIRST_LABELS = forms("the? first person|one|pick|candidate|individual|choice|option|contender?",
                           "our|my|your first person|one|pick|candidate|choice|option?", "the? 1st person|one|pick?",
                           "the first of them", "the first of the two people|persons|individuals?",
                           "one of them", "one of the two", "one of the two people|persons|individuals",
                           "for the first person|one|pick|candidate?", "firstly",
                           # ('For person one, take G ...', 'One candidate is S', e41a)
                           "for person|candidate|pick|option|choice|contender|individual one|1|a",
                           "one person|candidate|pick|option|choice|contender|individual",
                           "person|candidate|pick|option|choice|contender|individual|number one|1|a",
                           "side one|1|a",  # ('side 1: S1. side 2: S2.', e47s)
                           "the former", "one", *APART_SIDES[0],
                           "p1", "p#1", "person1", "pick1", "candidate1", "option1")  # ('p1: S1. p2: S2.', e46p)
APART_SECOND_LABELS = forms("the? second person|one|pick|candidate|individual|choice|option|contender?",
                            "our|my|your second person|one|pick|candidate|choice|option?", "the? 2nd person|one|pick?",
                            "the second of them", "the second of the two people|persons|individuals?",
                            "for the second person|one|pick|candidate?", "secondly",
                            "for person|candidate|pick|option|choice|contender|individual two|2|b",
                            "the other person|candidate|pick|option|choice|contender|individual",
                            "the other person|one|pick|candidate|individual?", "for the other person|one?",
                            # ('My other person is S2', e49b)
                            "our|my|your other person|one|pick|candidate|choice|option",
                            "the other one of them", "the other one of the two", "the other of them", "the other of the two",
                            "person|candidate|pick|option|choice|contender|individual|number two|2|b",
                            "side two|2|b",
                            "the latter", "two", "the next person|one?", *APART_SIDES[1],
                            "p2", "p#2", "person2", "pick2", "candidate2", "option2",
                            # ('To find the other, collect G and choose R', c39-style: the step that finds them)
                            "to find|get|identify|pick|choose|determine the other|second person|one?",
                            # ('take G1 -> R1. vs: G2 -> R2. who has more X?', e47s: Slack's second side)
                            "vs", "versus")
# ... a connective that opens the second person's own words with no label ('Separately, among G, find R.', 'Then, among
# G, pick R.'), after a first said with none or with 'first'
APART_SECOND_LEADS = forms("separately", "then", "next", "meanwhile", "also", "and then", "after that", "in addition",
                           "additionally", "and separately", "now", "lastly", "finally", "on the other hand",
                           "and")  # ('There are two candidates: S1; and S2.', e42a)
# ... the question said as a request to name the one who wins ('Name whichever has more pets', 'Identify the one who
# holds fewer bank accounts', 'Give whoever is older'): read as 'Who has more pets?'
APART_ASK_VERBS = forms("please? name|give|identify|return|report|state|find|pick|choose|select|determine",
                        "please? tell me")
APART_ASK_WHO = forms("whichever|whoever", "whichever|whoever of them", "whichever|whoever of the two",
                      "the one|person|individual who|that?", "which one|person")
# ... and the words after a header's measure that only say it is theirs ('compared on how many pets they own')
# ... 'one' standing for the noun of a group said first for both ('JCB cardholders: take the one with R1 and the one
# with R2', e44a): the second is of that group too (a 'person' could be anyone's: refused naming both)
APART_ONE_ANAPHORS = ("the one", "the other one", "the other")
# ... or the one to name said by what they have more of ('Give the one with more pets', e44a): asked as 'Who has more pets'
APART_ASK_WITH = forms("the one|person|individual with|having")
APART_HEADER_MEASURE_FILLERS = frozenset({"how", "many", "much", "they", "own", "hold", "have", "each"})
# ... and the words right after a header's measure saying the records are theirs ('Two people are compared by the number
# of pets they own', 'compared on vehicles owned', e45p): read away, carrying no condition
APART_HEADER_MEASURE_HELD = frozenset({"they", "each", "own", "owns", "have", "has", "hold", "holds", "keep", "keeps",
                                       "possess", "owned", "held", "possessed", "kept", "currently", "both"})
# ... a person's ranking said with its scope, the place they live in, after 'and' ('lives in the same state as X and, of
# all the residents there, owns R'; 'and has the most cards of anyone there'): the scope's words, read as 'of anyone
# there' after the ranking (then the ranking is of the people there, not of everyone)
APART_THERE_SCOPES = forms("of|among all? the residents|people|persons|inhabitants there",
                           "of|among all? those|everyone|anyone|everybody|anybody there", "of|among them",
                           # ('owns the most vehicles of anyone in that state', e44a)
                           "of|among all? those|everyone|anyone|everybody|anybody in|from that|this state|place",
                           "of|among all? the residents|people|persons|inhabitants of|in that|this state|place",
                           # ('lives in the state of A and, among that state's residents, owns R', e45a)
                           "of|among all? that|this state's|place's residents|people|inhabitants")
# ... the words of a rule said after the question that make it the two compared's, never a ranking's: naming the two
# ('Should they be tied', 'if the two balances are equal', 'if their counts match'), or saying what to answer ('On a
# tie, answer with the person earning more', 'If equal, name the older one', e44a)
APART_THE_TWO_WORDS = ("they", "them", "their", "both", "either", "the two", "the pair", "each other", "counts",
                       "balances", "numbers", "totals", "amounts", "figures", "salaries", "ages")
APART_ANSWER_WORDS = ("answer", "answer with", "respond with", "reply with", "name", "report", "return")
# ... the verbs a person's description may start with after its label ('The first holds a Home insurance policy and
# has R', 'The first resides in the state of A and holds R of anyone there', e44a): read as 'Who <description>?'
APART_SLOT_VERBS = forms("has|have|owns|own|holds|hold|earns|earn|makes|is|was|comes|gets|carries|possesses",
                         "tops|leads|ranks|sits|stands|shows|boasts|keeps|uses|drives",
                         "lives|resides|dwells|stays|works", "is based|located|registered")
# ... the question said of the two by the header's noun for them ('Which candidate has more X?'): as 'Which of the two'
APART_WHICH_NOUNS = forms("which candidate|contender|option|choice|pick|finalist",
                          # ('Which side's person owns more credit cards?' after 'On one side: S1. On the other side: S2.')
                          "which side's|side person|candidate|pick?", "which side")
APART_MARKED_LABELS = {1: ("1", "a", "i", "#1", "no. 1"), 2: ("2", "b", "ii", "#2", "no. 2")}
# ... what may join a label to the description ('The first is S', 'first person = S', 'One: S', 'the second would be S')
APART_COPULAS = forms("is|=|:|—|–|-|->|,", "would|will|should|shall|must be", "is going to be", "being", "is given by",
                      "is simply|just")
# ... a person found in a group said first ('The second is found among G: the one with R'): the participle dropped
APART_FOUND = frozenset({"found", "chosen", "picked", "taken", "drawn", "selected"})
# ... two people joined in one sentence by a word saying the second is found apart ('Identify S1, and likewise S2'; 'Among
# G1, and separately among G2, find R'): the words after 'and'
APART_JOINS = forms("likewise", "separately", "similarly", "independently", "also", "as well", "in the same way",
                    "the same way", "in like manner", "on their own", "apart")
# ... a rule said once for both people ('For both, a tie is settled in favor of X.', 'In each case, ties go to X.',
# 'Both picks break ties by X.'): a word of these in its first words, with a tie word in it
APART_BOTH = frozenset({"both", "each", "either"})
# ... but said as the two people tied ('if both equal -> T', 'if both are tied, T', 'should both have the same number'):
# the two compared's tie, never each ranking's (e48s: 'if both equal -> highest salary' after '2. out of G, the one w/
# R' was read as each ranking's breaker, answering where the two's tie rule leaves a tie inside the second's ranking)
APART_BOTH_TIED = forms("if|when|should both are|were|be? equal|tied|level|even|identical",
                        "if|when|should both are|were|be? the same", "if|when|should both end|come up|out equal|tied|level",
                        "if|when|should both tie|draw|match", "if|when|should both have|own|hold the same")
# ... the word setting the second against the first in one sentence ('S1 vs S2', 'S1 versus S2', 'S1 against S2', e46p):
# a place to cut it, as 'and' is
APART_VERSUS = forms("vs|vs.|versus|v.|against", "compared to|with", "up against")
# ... a word that only says the second is ranked as the first, before their ranking said in full ('person 2: among G,
# also fewest insurance policies', 'B: again the most pets among G', e46p): read away, the ranking said is theirs
# ... the nouns a measure is said by alone in a rule after the two ('balance tie -> T', 'same balance -> T', e46p); a
# count's by its noun's last word ('same number of accounts')
APART_MEASURE_HEADS: dict[Records | Metric, frozenset[str]] = {
    Metric.BALANCE: frozenset({"balance", "balances", "money"}), Metric.DOB: frozenset({"age", "ages"})}
# ... the second's tie rule said as the first's ('second: S2, same tie rule (highest total bank balance)', 'B: S2, same
# tiebreak', e46p): the rule in brackets after it, or else the first's own rule said last in their words
APART_SAME_RULE = forms("the? same tie|tie-break|tiebreak|tiebreaker|tie-breaker rule?", "the? same tiebreaker|tie-breaker",
                        "the? same rule for|on ties", "ditto on|for the? tie|ties|tiebreak|tiebreaker",
                        "tie|tiebreak|tie-break rule as before|above", "same rule|tiebreak as before|above")
APART_ECHO_WORDS = forms("also", "again", "likewise", "similarly", "once again", "once more")
# ... the two named by their labels in a rule said after them ('if 1 and 2 are level on balance', 'if one and two are
# tied', 'if A and B have the same balance', 'should person 1 and person 2 tie', e46p): read as 'they', the two compared
# (only where both people were said under a label)
_PAIR_NOUN = "person|option|pick|candidate|choice|contender|number|no."
_PAIR_NOUNS = "persons|options|picks|candidates|choices|contenders|numbers"
APART_PAIR_NAMES = forms("a and b", "1 and 2", "one and two", "#1 and #2", "a & b", "1 & 2", "(a) and (b)", "(1) and (2)",
                         "a) and b)", "1) and 2)", "the? first and the? second", "the? first and second ones|picks|people",
                         f"{_PAIR_NOUN} a and {_PAIR_NOUN}? b", f"{_PAIR_NOUN} 1 and {_PAIR_NOUN}? 2",
                         f"{_PAIR_NOUN} one and {_PAIR_NOUN}? two", f"{_PAIR_NOUNS} a and b", f"{_PAIR_NOUNS} 1 and 2",
                         f"{_PAIR_NOUN} #1 and {_PAIR_NOUN}? #2")
# ... the two said by their labels as the choice of a question opened by 'does' ('Does A or B own more credit cards?',
# 'Is candidate one or candidate two older?', e49b): read as 'Which of the two owns more credit cards?' (never 'Does A
# own more cards than B?', a yes/no question); the verb said with 'does' and as said after 'which of the two'
APART_EITHER_ASKED = forms("a or b", "1 or 2", "one or two", "#1 or #2", "(a) or (b)", "(1) or (2)",
                           "the? first or the? second", "the first one|person|candidate or the second one|person|candidate?",
                           f"{_PAIR_NOUN} a or {_PAIR_NOUN}? b", f"{_PAIR_NOUN} 1 or {_PAIR_NOUN}? 2",
                           f"{_PAIR_NOUN} one or {_PAIR_NOUN}? two", f"{_PAIR_NOUN} #1 or {_PAIR_NOUN}? #2")
APART_EITHER_DOES = {"does": "", "do": "", "did": "", "is": "is", "was": "was", "has": "has"}
APART_EITHER_VERBS = {"own": "owns", "have": "has", "hold": "holds", "earn": "earns", "make": "makes",
                      "possess": "possesses", "carry": "carries", "keep": "keeps", "get": "gets"}
# ... a person's words said as the one the author wants from the group just said ('I want the one with R', 'from them I
# want the one with R', 'the person I want from them has R', 'The person I care about there is the one with R', e49b):
# read as a step from that group ('take the one with R', 'from them, take the one who has R')
APART_WANTED = forms("i|we want|need", "i'd|we'd like", "i|we would like", "i'm|we're after", "i am after",
                     "we are after", "i|we care about", "i'm|we're looking for", "i am looking for", "we are looking for",
                     "i'm|we're interested in",
                     "you want")
APART_WANTED_ONES = forms("the one|person|individual", "whoever")
APART_WANTED_BACK = forms("from|among|of them|those|these", "out of them|those|these",
                          "from|among|of that|this|the group|set|pool", "there")
# ... a person said to exist ('there's the VISA 13 digit card holder with R', 'there's someone with R', 'there's an
# eldest one', e49b): the person ('the one with R', 'the eldest one'), only when ranked (never 'there's someone with 3
# pets', one of several); and a group said so ('there are the people who share X with Y; I want ...'): looked at
APART_THERE_IS = forms("there's", "there is|exists", "we|you have", "we've got")
APART_THERE_ARE = forms("there are", "we|you have", "we've got")
APART_SOMEONE = forms("someone|somebody", "a|one person", "an individual")
# ... a person's label said after their words ('..., the one among them with R (T), is our first person', 'The one
# among them with R is person one.', e49b): the label put before the words that began after the person before
APART_END_LABELS = (forms("our|my|the first person|candidate|pick|choice|individual", "person|candidate|pick one|1|a"),
                    forms("our|my|the second person|candidate|pick|choice|individual", "person|candidate|pick two|2|b"))
# ... a person's group said as one to think of, before a step from it ('think about people who share X with Y; from them,
# take R', 'imagine the group made up of G. From that group, take R', e49b): read as 'consider'
APART_THINK_OF = forms("think|thinking about|of", "picture|imagine", "let's|now think about|of")
# ... a tie rule said as the other choice after a person's ranking ('the one with the fewest pets, or, among several with
# that count, the highest paid', 'the fewest cards or, if several share that minimum, the one with R', e49b): read as
# ', or, if several tie, ...'
APART_TIE_OTHERWISE = forms("among|of several|those with that count|number|minimum|maximum|total",
                            "if several|two or more share|have that count|number|minimum|maximum|total",
                            "if several|two or more share|have it", "among several so tied", "among those tied")
# ... a place gone to before the person in it is picked ('go to the state where X lives and pick the resident with R',
# e49b): read as 'look at the state where ...'
APART_GO_TO = forms("go|head|travel|turn|move|switch|jump to", "visit")
# ... a header that names the two values the people are found by ('There are two license plates involved: 'X' and 'Y'.',
# 'This one involves two people identified by internet username: 'a' and 'b'.', e49b): read away when each value is
# said again in the words after it, its other words these or APART_HEADER_WORDS
APART_HEADER_VALUE_WORDS = frozenset({
    "license", "plate", "plates", "licence", "internet", "online", "username", "usernames", "user", "users", "handle",
    "handles", "pet", "pets", "named", "called", "vehicle", "vehicles", "car", "cars", "identified", "and", "involved",
    "dog", "dogs", "cat", "cats", "bird", "birds", "fish", "rabbit", "rabbits", "owners", "owner", "matter", "anchors",
    "keys", "values", "names", "account", "accounts", "relevant", "here", "given", "known", "by", "their", "two"})
# ... two people each said with no label as a group in full and the one taken from it, in sentences of the same shape
# ('From everyone sharing X, take R1. From everyone living in Y, take R2. Which of the two ...?', e49b): the second's
# group must open with one of these after its preposition (never 'them', 'those': the first's people again)
APART_PARALLEL_LEADS = forms("from|among|amongst|of|within", "out of")
APART_PARALLEL_HEADS = forms("everyone|everybody|anyone|anybody", "all|the? people|persons|individuals|residents",
                             "all the people|persons|individuals|residents", "all of the people|residents",
                             "all of those|the ones")
# ... a person's value said to exist, then a group sharing it ('The owner of the pet named 'M' has a credit card
# provider; among everyone sharing that provider, take R', 'X has a certain kind of insurance; among everyone with that
# same kind, take R', e49b): read as 'among everyone with the same credit card provider as X, take R'; the value's
# noun and the attribute it names after 'the same'
APART_VALUE_HAD: dict[str, str] = {
    **{said: noun for noun, saids in PROCEDURE_VALUES.items() for said in saids if said != "type"},
    "kind of insurance": "insurance policy type", "kind of insurance policy": "insurance policy type",
    "kind of policy": "insurance policy type", "type of insurance policy": "insurance policy type",
    "insurance policy": "insurance policy type"}
APART_VALUE_HAS = forms("has|holds|uses|carries", "has got", "is on")
APART_VALUE_SOME = forms("a|an|some certain|particular|specific?")
APART_VALUE_SHARING = forms("sharing", "with", "who|that has|have|shares|share|holds|hold|uses|use")
APART_VALUE_BACK_NOUNS = frozenset({"kind", "type", "one", "value", "same"})
# ... two groups announced by a noun for a group and listed ('Picture two pools of people: G1 and G2.', 'There are two
# groups: G1, and G2.', e49b), then each person taken from one named by its first words ('From the VISA 13 digit pool,
# take R'): the announcement's words, its nouns, and the nouns a group is named back by
APART_POOLS_SAID = forms(*(f"{lead} two pools|groups|sets of? people|persons|individuals?"
                           for lead in ("picture|imagine|consider|take", "here|there are", "we|i have", "let's take")),
                         "two pools|groups|sets of? people|persons|individuals? are involved|given|considered?")
APART_POOL_NOUNS = forms("pool|group|set")
APART_POOLS_AS = "Consider two people"  # (the announcement once each person is said with their group)
# ... the second's pick said as what is wanted this time, after their place ('Now look at the state where X lives, but
# this time you want the resident with R', e49b): read as '... and pick the resident with R'
APART_THIS_TIME = forms("but|and this time you|we|i want|need", "but|and this time take|pick|find|choose",
                        "but|and this time around you|we|i want|need", "but|and now you|we|i want|need")
# ... the noun the two are named by in a tie rule after the question ('If they're equal, go with the candidate whose
# total bank balance is larger', e49b): read as 'the one'
APART_ONE_NOUNS = forms("the candidate|contender|finalist")
# ... the nouns a reference back to a group said first may say again after 'those'/'these' (with LEADERS_NOUNS: 'among
# those state leaders', 'of these top earners, the one with R', e42p): only the group's own kind of words, never a
# condition ('of those in Ohio' is a narrower group)
# ... the verbs a group said first is led by, before 'from|among' or the group's noun ('is found by taking G and ...',
# 'gather G, and take ...'; a verb of making the group: 'form the group of people who ..., then choose R', 'build a set
# made up of G, and pick R', e44p), and the group's nouns ('the group|set made up of G')
APART_GROUP_TAKEN = ("taking", "take", "starting", "start", "beginning", "begin", "collecting", "collect", "gathering",
                     "gather", "rounding up", "round up", "looking at", "look at", "considering", "consider", "grabbing",
                     "grab", "forming", "form", "building", "build", "creating", "create", "compiling", "compile",
                     "assembling", "assemble", "putting together", "put together")
APART_GROUP_NOUNS = ("group", "set", "pool", "collection", "list")
APART_BACK_NOUNS = frozenset({"members", "owners", "holders", "vehicle", "pet", "card", "policy", "account", "leaders",
                              "people", "top", "earners", "persons", "picks", "candidates"})
# ... a rule said once for both as a tie in any of the picks ('If either choice is tied, T', 'Should any of the picks
# end up tied, T', e42p): the picks' nouns, and the verbs saying they are tied
APART_PICK_NOUNS = ("group", "groups", "selection", "selections", "pick", "picks", "ranking", "rankings", "search",
                    "searches", "state", "states", "list", "lists", "pool", "pools", "choice", "choices", "lookup",
                    "lookups")
APART_PICK_TIED = forms("is|are|be|gets|get? tied", "comes|come|ends|end|turns|turn out|up tied",
                        "results|result|ends|end in a tie")
# ... or as a pick that has a tie ('If either group has a tie on R', 'If either selection produces a tie', e45a): the verbs
APART_PICK_HAS = forms("has|have|had|contains|contain|shows|show|produces|produce|yields|yield|gives|give|throws|throw",
                       "ends|end up with", "runs|run into", "turns|turn up", "hits|hit")
# ... the question said as a request to name the one a comparative says ('name the richer one', 'give the older of the
# two', e45a): 'Who is <comparative>?'
APART_ASK_COMPARED = ("the COMPARATIVE one", "the COMPARATIVE person", "the COMPARATIVE individual", "the COMPARATIVE",
                      "the COMPARATIVE of the two", "the COMPARATIVE of them", "the COMPARATIVE one of the two",
                      "whoever is COMPARATIVE", "whichever is COMPARATIVE", "whichever one is COMPARATIVE",
                      "whoever is the COMPARATIVE", "whichever is the COMPARATIVE", "whoever is the COMPARATIVE one",
                      "whichever is the COMPARATIVE one", "the one who is COMPARATIVE", "the person who is COMPARATIVE")
# ... words ending as a comparative does that are none ('name the former', 'the other one', 'the winner')
APART_ASK_NOT_COMPARED = frozenset({"former", "latter", "other", "either", "neither", "number", "winner", "loser",
                                    "answer", "member", "holder", "owner", "user", "customer", "cardholder", "player"})
# ... a sentence before the people that only announces them ('Two people are involved.', 'There are two people to
# find.', 'Identify two people.', 'two people to compare on vehicle count.', 'need a bank account showdown.', 'credit
# card face-off.'): its words, once a measure (`TOPIC_MEASURES`) is left out, are all of these, with a number of people
# or a contest among them; a header with any other word (a condition, a ranking) is no header, and the text is not read
APART_HEADER_WORDS = frozenset({
    "there", "are", "is", "here", "we", "we've", "i", "i've", "have", "got", "need", "want", "a", "an", "the", "two", "2",
    "people", "persons", "individuals", "candidates", "contenders", "picks", "folks", "options", "choices", "involved",
    "in", "play", "to", "find", "compare", "compared", "consider", "considered", "identify", "identified", "be", "on",
    "by", "for", "of", "quick", "so", "ok", "okay", "now", "let's", "let", "us", "me", "following", "below", "as",
    "follows", "this", "time", "question", "round", "look", "at", "pick", "take", "track", "down", "-", ",", ":", "!",
    "\u2014", "\u2013", "face", "off", "it's", "that", "will", "you", "please", "set", "up", "describe", "described",
    "looking", "need", "needs", "determined", "found", "chosen", "picked", "after", "we're", "i'm", "comparing", "check",
    "checking", "question", "involves", "involving", "being", "compares", "about", "under", "consideration",
    # ('Think of two people.', 'Two people are being weighed on total bank balance.', c39-style)
    "think", "imagine", "picture", "weighed", "measured", "judged", "assessed", "evaluated", "pitted", "against",
    "one", "their",  # ('quick one, two people, compare their overall bank balances', c39p)
    # (e43ap: 'Two people are being looked at.', 'Two people are under review.', 'Two people are examined.')
    "looked", "examined", "reviewed", "review", "studied", "inspected", "interest",
    # (e41a: 'Let's weigh two people's combined bank balances against each other.', 'Put two people side by side.',
    # 'Let's line up two people.', 'Two people get compared.', 'Two people come into play.', 'Pick out two people,')
    "'s", "weigh", "weighing", "against", "each", "other", "put", "putting", "side", "line", "lining", "lined", "get",
    "gets", "getting", "come", "comes", "coming", "into", "out", "pls", "plz", "with", "up", "alongside", "another",
    "rank", "ranked", "stack", "stacked", "matched", "pair", "paired", "pitting", "pit", "lay", "laid", "bring",
    "brought", "evaluate", "assess", "judge", "measure", "involve", "feature", "featured", "features", "concerns",
    "concerned", "asks", "asked", "select", "selected", "choose", "meet", "meeting", "given", "line-up", "lineup",
    "examine", "examined", "look", "list", "listed", "introduce", "introduced", "suppose", "say",
    # (e42a: 'Start by picking two people.', 'Start with two people.', 'Begin by choosing two people.')
    "start", "starting", "begin", "beginning", "picking", "choosing", "selecting", "finding", "identifying",
    "these", "those",  # ('Of these two people, S1 and S2, whose ...?', e42a)
    # (e49b: 'Let's build two candidates.', 'I've got a comparison in mind.', 'I have two people in mind.')
    "build", "building", "built", "assemble", "mind",
})
APART_HEADER_PEOPLE = frozenset({"two", "2"})
# The words of a ranked person said after a group and a mark, before the ranking's verb ('Maestro card holders ->
# whoever has the most bank accounts', 'G -> whichever of them owns the most cars', e47s: grammar._person_of_group)
GROUP_PERSON_WHOEVER = forms("whoever|whichever", "whoever|whichever of them|those|these", "whichever one of them|those|these",
                             "the one|person who|that")
# The words after 'the one' that say only where or among whom a person named before is said again, the noun left out
# ('the internet-account leader in X or the one in Y', e47s: questions._check_gloss counts them as called by the name)
ONE_AGAIN_PLACED = ("in", "from", "among", "amongst", "of", "living", "residing", "based", "located")
# ... the arrows a chat header may be set off by, as by a colon ('lower total bank bal out of these two -> (a) S1; (b)
# S2', e47s)
HEADER_ARROWS = ("->", "=>", "\u2192")
# ... a chat header's fillers (e46p): words that carry no condition, said before the people in a Slack line ('can u check
# policies for me.', 'need an age check.', 'age check between two people:', 'pull vehicle counts for two people:'); a
# header of a measure and these alone needs no 'two' ('bank accounts, who has more?', 'pets face-off.')
APART_HEADER_CHAT = frozenset({"can", "u", "you", "could", "would", "between", "pull", "grab", "run", "do", "show",
                               "hey", "hi", "yo", "fyi", "btw", "real", "fast", "just", "counts", "count", "numbers",
                               "totals", "figures", "both", "these", "lookup", "look-up", "sanity", "comp", "vs.",
                               "q", "re", "topic", "subject", "ask", "item", "ticket", "today", "thx"})
# ... the answer a chat header asks for, said as a direction with its measure ('I want the one with less', 'fewer wins',
# 'lower total bank balance - who?', 'tell me who has more', e46p): a comparative only (never 'most', a person's
# ranking); the question after it must be bare ('who's lower?', 'who?') or agree. The words saying it is the one wanted
# are read only with a direction.
APART_HEADER_DIRECTIONS = {"more": frozenset({"more", "higher", "bigger", "larger", "greater"}),
                           "less": frozenset({"less", "fewer", "lower", "smaller"})}
APART_HEADER_WANTED = frozenset({"i", "want", "wanted", "need", "the", "one", "person", "with", "who", "whoever",
                                 "whichever", "which", "has", "have", "having", "got", "wins", "win", "tell", "me", "and",
                                 "show", "give", "name", "is", "'s", "should", "be", "picked", "pick", "answer", "-",
                                 ",", "\u2014", "\u2013"})
# ... the header's noun for the two saying what kind of people they are ('Consider two card holders.', 'Two residents
# are compared.', e45a): read only where each person's own words say that kind too (its word, spaces aside: 'the Maestro
# cardholder with R'), so the header adds no condition to either
APART_HEADER_KINDS = frozenset({"cardholders", "card holders", "policyholders", "policy holders", "residents", "owners",
                                "holders"})
APART_HEADER_CONTESTS = frozenset({"showdown", "face-off", "faceoff", "comparison", "matchup", "match-up", "contest",
                                   "duel", "battle", "head-to-head", "versus", "vs", "compare", "comparing", "check",
                                   "head"})  # ('bank accounts head to head.', c39p)
# ... the words the question refers to the two by ('Which of the two', 'Which of these two people', 'Of the two people
# chosen, who', 'Which of them'): read with each person's words in their place
APART_REFERENCES = (r"(?:the|these|those)(?:\s+following)?\s+(?:two|2)(?:\s+(?:people|persons|individuals|candidates|"
                    r"picks|ones|options|choices|folks))?(?:\s+(?:chosen|picked|found|identified|described|selected|"
                    r"above|below|here|listed|just described|so chosen|thus chosen))?",
                    r"(?:the\s+)?following(?:\s+(?:people|persons|individuals|candidates|options))?",
                    r"(?:them|these|those|both|the pair)(?:\s+(?:people|persons|individuals|candidates|picks|options))?")
# ... the measure a header may name ('two people to compare on vehicle count', 'need a bank account showdown', 'credit
# card face-off'): a record's noun either number, its count, or the total bank balance
APART_HEADER_MEASURES: dict[Records | Metric, Said] = {
    **{r: forms_of((*TOPIC_MEASURES[r], *n.singular)) for r, n in RECORD_NOUNS.items()},
    Metric.BALANCE: forms("total|combined|overall? bank balance|balances", "the total|combined|overall bank balance",
                          # (e41a: 'comparing two people on total money in the bank: ...')
                          "total|combined|overall money in the bank", "total|combined|overall bank account balances",
                          "total|combined|overall money in|across their|all? bank accounts",
                          # ('Let me compare two people by how much money they hold across their bank accounts',
                          # e44a: the money itself, what the two are compared by, not a difference between them)
                          "how much money they|each have|hold|keep|own in|across all? their bank accounts",
                          "how much money they|each have|hold|keep|own in|across all? their accounts",
                          "how much money they|each have|hold|keep|own in the bank|banks",
                          "the money they|each have|hold|keep in|across all? their bank accounts"),
    # ('need an age check.', 'age check between two people:', e46p): a question of who is older or younger agrees
    Metric.DOB: forms("age|ages", "date|dates of birth", "birth date|dates", "birthdate|birthdates"),
}

# Two picks set up in parallel (e40t, `ask.parallel`): two anchors' places (or groups) said first, then one selection
# said once for each of them, then a question about the two. The words that set up the two ('Consider A and B.', 'Look
# first at the state where A lives, and then at the state where B lives.', 'Suppose we look at where two people live:
# A, and B.'): a lead, before the two.
PARALLEL_LEADS = forms("consider|take|picture|imagine|examine|check", "start|begin with|from", "starting|beginning with|from",
                       "look|looking at|up",
                       "look first at", "first look at", "first consider|take", "think of|about", "focus on",
                       "turn to", "let's look at", "let us look at", "let's consider|take", "let us consider|take",
                       "we have", "there are", "we|you look|looking at", "we|you consider|take",
                       "suppose|say|imagine|assume we|you look|looking at",
                       "suppose|say|imagine|assume we|you consider|take|start with")
# ... the two announced before they are listed ('where two people live: A, and B', 'two people: A and B')
PARALLEL_ANNOUNCED = forms("the home? states|cities of two people|persons|individuals|owners|anchors",
                           "two pet|vehicle|car? owners", "two anchors|people|persons|individuals|owners",
                           "the states|cities|homes where two people|persons|individuals live|reside",
                           "where|wherever two people|persons|individuals live|reside", "two people|persons|individuals",
                           "the following two people|persons|individuals", "these two people|persons|individuals",
                           "the homes|states|cities of two people|persons|individuals")
# ... a step said once for each place ('In the state where each of them lives, find R.', 'In each of those states,
# pick R.', 'From each, take R.'): the words before the step's comma (a place's noun said in it names the place)
PARALLEL_EACH_PLACE = forms(
    "in|within|from|across|among the state|city where each of them|these|those lives|live|resides|reside",
    "in|within|from|across|among the state|city where each of the|these|those two lives|live|resides|reside",
    "in|within|from|across|among the state|city where each person|one|individual lives|resides",
    "in|within|from|across|among the states|cities where they|both live|reside",
    "in|within|from|across|among the states|cities where the two live|reside",
    "in|within|from|across|among the states|cities where they each|both live|reside",
    "in|within|from|across|among the state|city where each lives|resides",
    "in|within|from|among each|both of those|these|their|the two? states|cities",
    "in|within|from|among each|both of the two", "in|within|from|among each|both state|city",
    "in|within|from|among each one's|person's|individual's home? state|city",
    "in|within|from|among|for each one's|person's|individual's state|city of residence",
    "in|within|from|among each|both of their|those|these home states|cities",
    "in|within|from|among both home? states|cities", "in|within|from|among each home? state|city",
    "in|within|from|among each|both of them", "in|within|from|among each|both", "for each|both of them|these|those",
    "for each|both", "in|for both|each case|cases")
# ... the step said for the second after the first's ('...; then do the same for the state where B lives', '. Repeat
# this for B's state.'): the words before the second place
PARALLEL_SAME = forms("do the same", "do likewise", "do the same thing", "repeat this|that|it", "repeat the same",
                      "the same again", "same again", "same thing", "likewise", "similarly", "do that|this again")
PARALLEL_SAME_FOR = forms("for|in|with|at|from")
# ... the two said joined ('A and B', 'L1, and then L2', 'L1, then move to L2', 'from A and from B')
PARALLEL_JOINS = forms("and|then|plus", "and then|also", "as well as", "followed by", "then move|go|turn|switch|look to|at",
                       "and then move|go|turn|switch|look to|at", "and after that", "and next")
# ... a sentence that only says the two are found ('That gives two people.', 'This leaves us with two people.'): read away
PARALLEL_GIVES = forms("that|this|which gives|leaves|yields|produces us? two people|persons|individuals|picks|candidates",
                       "that|this gives|leaves us with two people|persons|individuals|picks|candidates",
                       "now|so we have two people|persons|individuals|picks|candidates",
                       "we now have two people|persons|individuals|picks|candidates",
                       "you|we end up with two people|persons|individuals|picks|candidates",
                       "that's two people|persons|individuals|picks|candidates",
                       "that is two people|persons|individuals|picks|candidates")
# ... a pick said as someone in the group who has the ranking ('Among G1, one person has the most bank accounts;
# among G2, another does.'): the person's words before the verb, and the second said as another who does the same
PARALLEL_ONE_PERSON = forms("one|single person|individual|resident|member", "a single person|individual|resident|member",
                            "exactly|only one person|individual|resident|member", "someone|somebody", "one of them")
PARALLEL_ANOTHER = forms("another one? does|do", "someone|somebody else does|do", "another person|individual does|do",
                         "a second person|individual|one does|do", "another one? does|has the same",
                         "someone|somebody else does|has the same", "another person|individual does|has the same",
                         "so does another one?", "so does someone|somebody else?", "the same goes for another one?",
                         "the same goes for someone|somebody else?")
# ... the selection applied again to the second group ('Apply that same selection to G2', 'Use the same rule for G2'),
# its tie rule with it ('tie rule included', 'with the same tie rule'), and a second pick said as made the same way
PARALLEL_APPLY = forms("apply|use|run|repeat that|this|the same? selection|rule|procedure|process|method|step|approach|search",
                       "apply|use|run|repeat it|that|this", "do that|this same? selection|step|search")
PARALLEL_RULE_INCLUDED = forms("tie rule included", "tiebreak|tie-break|tiebreaker|tie-breaker included",
                               "including the tie rule", "including the tiebreak|tie-break|tiebreaker|tie-breaker",
                               "with|using|under the same tie rule|rules", "with|using|under the same tiebreak|tie-break",
                               "with|using|under the same tiebreaker|tie-breaker", "with|using|under the same rule for ties",
                               "with|using|under the same tie-breaking rule", "tie rule and all", "ties included")
PARALLEL_SAME_WAY = forms("the same way", "in the same way", "likewise", "similarly", "by the same rule|method|procedure",
                          "the same way as the first", "in the same manner", "the same")

# A comparison's frame said first (discourse._comparison_frame, e41t). The group both people are found in, said before
# the comparison: 'JCB 16 digit cardholders only: which is older, A or B?', 'looking only at G, compare A with B. Who is
# older?', 'restricting it to G, ...': read as 'Among G, ...' (a lead of these, then the group, then a mark). The group's
# last word must be a group's noun (FRAME_GROUP_NOUNS), so that no other phrase is taken for one.
FRAME_GROUP_LEADS = forms("looking|focusing only|just|solely at|on", "only|just looking at", "only|just considering",
                     "considering|counting|taking only|just", "restricting|limiting it|this|ourselves|things? to",
                     "restricted|limited to", "within", "from among", "out of", "among", "amongst", "of", "in",
                     "only among|amongst", "just among|amongst", "sticking to", "staying within", "looking at",
                     "focusing on", "just")
FRAME_GROUP_NOT = frozenset({"two", "both", "these", "those", "them", "pair", "either", "each"})  # (the two compared)
FRAME_ORDER_WORDS = frozenset({"first", "second", "former", "latter", "1st", "2nd"})  # (the two compared in order)
FRAME_GROUP_ONLY = ("only", "alone", "only please")  # ('G only:', 'G alone:')
# ... or a group said first with 'only' and more of it after a comma, then the question ('Auto policy holders only, same
# state as X. who has the most bank accounts?', e47c): 'only' read away where it follows a group's plural head (never a
# record held: 'people with a Mastercard only' could hold nothing else)
GROUP_FIRST_ONLY_HEADS = ("holders", "owners", "cardholders", "policyholders", "residents", "people", "persons",
                          "individuals", "users", "drivers", "folks")
# ... said as the group's own noun phrase only: not after a clause ('people who are Mastercard holders only' could hold
# nothing else)
GROUP_FIRST_ONLY_NOT = ("who", "that", "which", "with", "having", "are", "is", "were", "was")
FRAME_GROUP_NOUNS = frozenset({"cardholders", "holders", "residents", "people", "persons", "individuals", "owners",
                               "policyholders", "customers", "users", "inhabitants", "folks", "drivers", "employees",
                               "clients"})
# ... and the two compared said with 'compare': 'compare A with B', 'compare A against B', 'compare A to B', 'compare A
# and B' (then a question of its own: 'Which one is older?'). A joiner is where the second person starts: the next word
# opens a person's words (FRAME_PERSON_OPENS); after a person's noun, 'with' opens that person's ranking ('the one with
# the most pets') unless a person's noun follows it ('the highest-paid one with the one who ...').
FRAME_COMPARE_VERBS = ("compare", "comparing", "set", "weigh", "put")
FRAME_COMPARE_JOINERS = frozenset({"with", "against", "to", "and", "versus", "vs", "vs."})
FRAME_PERSON_OPENS = frozenset({"the", "whoever", "that", "a", "an"})
FRAME_PERSON_NOUNS = frozenset({"one", "person", "individual", "resident", "holder", "cardholder", "owner",
                                "policyholder", "someone", "people", "persons", "individuals", "residents", "holders",
                                "cardholders", "owners", "policyholders", "earner", "customer", "user"})
# The measure said first ('comparing total bank balance, who's lower: A or B?', 'on pets, who comes out ahead: A or B?',
# 'who wins on pets: A or B?'): the lead before the measure, the words asking which is more or less after it, and the
# words of a contest won on the measure. Never an age ('who wins on age' could be either end): left as said.
FRAME_MEASURE_LEADS = forms("comparing|compare", "comparing|compare their|the", "on", "in terms of", "by", "when it comes to",
                       "going by", "regarding", "as for", "as far as", "measured by", "judging by", "looking at")
FRAME_MEASURE_ASKS = forms("who's|whose", "who|which|whose is", "which one is", "which one's", "who has it",
                           "who comes|ends out|up", "which|who of the two|them is", "which person is")
# ... the measure said bare first, its direction before it or in the question after it (a chat's 'higher total bank
# balance, who wins: A or B?', 'lower total bank balance, who's got it: ...', 'bank accounts, who has more: ...', e45x):
# the questions that say no direction, and those that say one after their verb
_FRAME_BARE_WHO = ("who", "which one", "which of the two", "which of them")
FRAME_BARE_ASKS = forms(*(f"{who} wins|takes|has|gets it?" for who in _FRAME_BARE_WHO), "who's|whos got it",
                        "who has got it",
                        *(f"{who} comes|ends out? {top}" for who in _FRAME_BARE_WHO for top in ("ahead", "on top")),
                        *(f"{who} is ahead|higher" for who in _FRAME_BARE_WHO), "who's|whos ahead|higher")
FRAME_BARE_DIRECTED = forms(*(f"{who} has|owns|holds" for who in _FRAME_BARE_WHO), "who's|whos got", "who has got",
                            "which one has got")
FRAME_MORE = frozenset({"higher", "greater", "bigger", "larger", "more", "ahead", "on top", "richer"})
FRAME_LESS = frozenset({"lower", "smaller", "less", "fewer", "behind"})
FRAME_WINS = forms("wins|leads on|in|for", "ranks higher on|in|for", "comes|is out? ahead on|in|for",
                   "comes|is out? on top on|in|for", "has the edge on|in|for", "wins|leads when it comes to",
                   "wins|leads in terms of")
FRAME_MONEY_WORDS = frozenset({"balance", "balances", "salary", "salaries", "money", "wealth", "pay", "income",
                               "savings", "earnings"})
FRAME_AGE_WORDS = frozenset({"age", "ages", "birth", "born", "dob", "birthday", "birthdays", "seniority", "years"})
# A tie rule said for each of two people in one sentence, each part opened by its scope ('In the Home group, break a tie
# by X; in the state group, break it by picking Y', 'For the first, settle ties by X; for the second, by choosing Y',
# 'Among the Home policy holders, settle a tie with X; among the state's residents, settle it in favour of Y',
# discourse._tie_scopes_said, e41t): the scope's lead, the words naming the first / second / other person, the scope's
# words that name no one (its other words must be said of one person only), and the words before the breaker.
TIE_SCOPE_PART_LEADS = ("for", "in", "within", "among", "amongst", "inside", "across", "regarding", "as for", "with")
TIE_SCOPE_FIRST = frozenset({"first", "former", "1st"})
TIE_SCOPE_SECOND = frozenset({"second", "latter", "2nd"})
TIE_SCOPE_OTHER = frozenset({"other"})
TIE_SCOPE_NOT = frozenset({"round", "step", "level", "stage", "breaker", "tiebreaker", "rule", "criterion"})
TIE_SCOPE_FILLER = frozenset({"the", "a", "group", "groups", "ranking", "one", "person", "pick", "search", "people",
                              "residents", "resident", "holders", "holder", "cardholders", "policyholders", "owners",
                              "'s", "s", "of", "those", "set", "pool", "list", "selection",
                              "candidates", "lot", "side"})
TIE_SCOPE_BREAKER_LEADS = ("by picking", "by choosing", "by taking", "by selecting", "by going with", "by preferring",
                           "in favour of", "in favor of", "going to", "goes to", "go to", "using", "with", "by", "to",
                           "pick", "choose", "take", "prefer", "go with", "picking", "choosing", "taking")
TIE_SCOPE_RULE_WORDS = frozenset({"tie", "ties", "tied", "break", "settle", "resolve", "decide", "it", "them"})
# A ranking said again before its tie rule in a person's bracket ('the biggest vehicle owner (by vehicle count, ties to
# the eldest)'): 'by' and the ranking's words (said just before the bracket), read away.
RANKING_AGAIN_LEADS = ("by", "ranked by", "measured by", "going by")
# A top N's measure said after its people, set off ('the top 4 residents, ranked by total bank balance, in the same state
# as X', e47c): the words before the measure; the people's nouns it may follow
TOP_RANKED_BY = forms("ranked|measured|judged|sorted|ordered by", "in terms of")
TOP_RANKED_PEOPLE = forms("people|persons|individuals|users|residents|ones|folks|earners")
RANKING_AGAIN_ENDS = frozenset({"count", "counts", "number", "total", "tally"})
# A tie said as an outcome ('If their balances turn out identical', 'should the two balances come out equal', 'if it
# ends up level'): the verb and its particle read as 'are' / 'is' before a word of equality (discourse._tie_outcome_said,
# e41t); and the tie between the two said with the compared measure ('An equal balance between the two is resolved in
# favour of X' -> 'A tie between the two ...', when the question compares that measure).
TIE_OUTCOME_VERBS = {"turn out": "are", "turns out": "is", "come out": "are", "comes out": "is", "end up": "are",
                     "ends up": "is", "prove": "are", "proves": "is", "wind up": "are", "winds up": "is"}
# ... and what they have said with the verb ('turn out to have the same number', 'if the two end up owning the same
# number of cars', 'end up with the same number', e48b): read as 'have'
TIE_OUTCOME_HAVE = ("to have", "having", "owning", "holding", "with", "possessing")
TIE_OUTCOME_EQUAL = ("equal", "identical", "level", "even", "tied", "the same", "matching", "a tie", "as many", "as much",
                     "equally many")
EQUAL_BETWEEN_LEADS = ("an equal", "an identical", "a level", "an even", "the same", "a tied", "any equal")
# ONE SELECTION MADE TWICE (e41p, `parallel.one_selection`): the words a set-up may say around the two sources (anchors,
# their places, or the people of their places) and the one selection, none of them a condition: a sentence or part made
# of these words and the sources only says which two ('Two states matter here: A, and B.', 'Start with A, then move to
# B.', 'The first group is A; the second is B.'); a pick's lead made of the lead words only says where ('In each of
# those states, ...', 'For each, look at the state they live in and ...'); a part made of the repeat words and one
# source says the selection again for it ('repeat this for B', 'in B, someone does as well')
# The words of `ask.parallel`'s readers, each in the order its pattern tries them (e42p: one home per word): the verbs
# of taking a person ('find R', 'pick out R'), what says where an anchor lives ('the state where A lives'), the heads of
# a pick ('the resident with R'), a pick said in the passive ('someone with R is chosen'), and a tie rule said by who
# wins it ('The oldest wins ties')
PARALLEL_PICK_VERBS = ("find", "take", "pick", "choose", "select", "identify", "get", "locate", "determine", "single out",
                       "pick out", "look for", "grab")
PARALLEL_LIVES = ("lives", "resides", "is based", "is located", "lives in", "resides in", "calls home")
# ... the words before a group its pick is made from ('Start with G1 and find R', 'For the first, take G1 and choose R1')
ONE_SELECTION_GROUP_LEADS = ("start with", "start w/", "begin with", "starting with", "beginning with", "start from",
                             "look at", "looking at", "starting from", "beginning from", "begin from", "look among", "take",
                             "consider", "go to", "turn to", "move to", "switch to", "among", "amongst", "from", "out of",
                             "within", "in", "for")
ONE_SELECTION_HEADS = ("one", "resident", "person", "individual", "member")
# ... verbs of looking that take a pick said right after them as chosen ('Look at the person with R in A's state, and at
# the person with R in B's', e44g), and the words joining two picks each said before its place
ONE_SELECTION_LEAD_VERBS = ("look at", "looking at", "consider", "considering", "examine", "check", "focus on",
                            "turn to")
# ... a group ranked by a count, its top the pick ('Rank the people of A's state by how many internet accounts they have,
# and do the same for B's', e44g): the verbs, the words before the count, the records it may count, the words after
ONE_SELECTION_RANK_VERBS = ("rank", "rank-order")  # (not "sort": sorted, the fewest could come first)
ONE_SELECTION_RANK_BY = ("by how many", "by the number of", "by number of", "by their number of", "by the count of",
                         "by count of", "on how many", "on the number of")
ONE_SELECTION_RANK_HELD = ("they have", "they own", "they hold", "each has", "each owns", "each holds", "each one has",
                           "they each have", "each person has")
ONE_SELECTION_RANK_RECORDS = frozenset({"pets", "vehicles", "cars", "credit cards", "cards", "bank accounts",
                                        "insurance policies", "policies", "internet accounts", "online accounts",
                                        "jobs"})
ONE_SELECTION_PICKS_JOIN = forms("and|while|whereas|plus", "and|then at|on|with|to", "and then|also at|on|with?",
                                 "as well as", "versus|vs|vs.|against")
ONE_SELECTION_PASSIVE_BE = ("is", "gets", "will be", "gets to be")
ONE_SELECTION_PASSIVE = ("chosen", "picked", "selected", "taken", "found", "identified", "singled out")
ONE_SELECTION_TIE_WON = ("wins", "breaks", "takes", "settles", "decides", "gets")
ONE_SELECTION_FILLER = (
    "take", "consider", "look", "looking", "at", "start", "starting", "begin", "beginning", "with", "from", "then",
    "move", "moving", "go", "going", "turn", "switch", "to", "and", "next", "after", "that", "first", "second", "firstly",
    "secondly", "the", "two", "both", "these", "those", "states", "state", "cities", "city", "home", "homes", "people",
    "persons", "individuals", "matter", "matters", "here", "are", "is", "involved", "relevant", "of", "let's", "let",
    "us", "we", "you", "suppose", "say", "imagine", "assume", "identify", "where", "live", "lives", "one", "other",
    "group", "groups", "everyone", "each", "for", "now", "so", "ok", "okay", "there", "places", "place", "following",
    "in", "within", "among", "amongst", "out", "they", "their", "also", "plus", "as", "well", "question", "concerns",
    "about", "focus", "on", "think", "point", "points", "residents", "resident", "set", "sets", "pool", "pools",
    "latter", "former", "which", "this", "gives", "leaves", "yields", "get", "have", "picks", "rankings", "ranking",
    "we're", "what", "matters", "count", "counts", "concerned", "areas", "locations", "them", "need", "here's",
    "setup", "set-up", "respective", "respectively", "quick", "q", "right", "alright", "we've", "got", "play",
    "there's", "anchor", "anchors", "scene", "i'd", "i", "like", "want", "compare", "find", "residence", "residences",
    "a", "scenario", "situation", "task", "background", "context", "picture", "part", "parts", "how", "it", "works",
    "goes", "i'm", "interested", "two-step", "steps", "step", "here", "hi", "hey", "quickly", "please", "reside",
    "resides", "identifying", "by", "up", "which", "respective",
    # ('Two residents are chosen.', e42p: the picks announced, with no condition)
    "chosen", "picked", "selected",
    # ('Form two groups: G1, and G2.', e44g)
    "form", "forming", "make", "making",
    # ('Take G1 and, separately, G2, and pick R from each group', e42p)
    "separately", "independently", "individually",
)
ONE_SELECTION_FILLER_PHRASES = ("two pet owners", "two vehicle owners", "two car owners", "two owners", "two anchors",
                                "two anchor people", "that gives us two people", "we end up with two people")
ONE_SELECTION_LEAD = (
    "in", "within", "from", "for", "among", "amongst", "inside", "across", "each", "of", "those", "these", "the", "their",
    "both", "state", "states", "city", "cities", "home", "one", "two", "group", "groups", "case", "cases", "them", "look",
    "at", "they", "live", "lives", "and", "then", "now", "next", "so", "place", "places", "residents", "people",
    "everyone", "ranking", "rankings", "list", "lists", "pool", "pools", "set", "sets", "we", "you", "go", "to", "find",
    "check", "see", "head", "into", "turn", "consider", "take", "start", "with", "where", "its", "all", "by",
    # ('In A's state, it's the person owning R, and in B's, it's likewise the person owning R', e42p)
    "it's", "it", "is", "likewise", "similarly", "again", "also",
)
# ... two picks said in one sentence, the second after one of these before its place ('In A's state, it's R, and in B's
# state, it's likewise R'; 'within A's state R, while within B's R', e42p): each a part of its own
ONE_SELECTION_SECOND_JOIN = forms(", and|while|whereas", "; and?", ", and also|then")
ONE_SELECTION_SECOND_LEAD = forms("in|within|from|for|among|amongst|inside")
# ... a rule said for both picks as what they do ('both choices break ties by X', 'each pick settles ties in favor of X',
# e42p): read as 'ties broken by X'
ONE_SELECTION_BOTH_BREAK = forms("both|each|either|all choices|picks|selections|searches|rankings|lists break|breaks|settle|"
                                 "settles|resolve|resolves|decide|decides any|their|its? ties|tie")
ONE_SELECTION_REPEAT = (
    "repeat", "repeating", "same", "do", "likewise", "apply", "selection", "rule", "tie", "and", "this", "that", "it",
    "for", "to", "with", "someone", "somebody", "does", "as", "well", "another", "one", "too", "also", "again",
    "similarly", "process", "search", "step", "the", "then", "in", "among", "within", "from", "next", "now", "so",
    "thing", "included", "including", "there", "person", "else", "pick", "procedure", "method", "way",
)
# ... the words that may describe the two picks where the question names them ('Of the two people you end up with,
# who ...', 'Which of these two chosen people ...', 'Between the two resulting people, ...')
ONE_SELECTION_PICKED = (
    "people", "persons", "individuals", "ones", "residents", "candidates", "winners", "picks", "picked", "chosen",
    "selected", "found", "identified", "resulting", "selections", "you", "we", "end", "ended", "up", "with", "have",
    "got", "get", "at", "the", "top", "of", "these", "those", "rankings", "lists", "searches", "just", "now", "thus",
    "so", "above", "there", "taken", "pulled", "singled", "out", "in", "question", "involved", "mentioned", "i",
    "landed", "on", "arrived", "at", "came", "left", "named", "described",
    # ('Between the two people who come out on top, who ...', e44g)
    "who", "come", "comes", "finish", "finished", "first",
)

# --- Sums of bank balances of people said apart (`ask.sums`, e42s) ---
# a word saying values are added ('need two people's bank balances added together', 'one combined balance', 'add their
# balances up', 'sum of total bank balances for two folks', 'A, plus B', 'all told')
SUMS_ADDED = frozenset({
    "sum", "sums", "summed", "summing", "add", "added", "adding", "adds", "plus", "combined", "combine", "together",
    "altogether", "total", "totals", "totaled", "totalled", "totaling", "totalling", "tally", "tallied", "aggregate",
    "aggregated", "told", "pooled", "joint",
})
# a word saying the value is money in the bank
SUMS_MONEY = frozenset({"balance", "balances", "money", "cash", "funds", "savings"})
# the bullets that may list the two people, each person's label ('what do these two have in the bank combined? -
# resident with R1 in G1 - resident with R2 in G2', e44s), read as labels only with a space on each side
SUMS_BULLETS = ("-", "*", "\u2022", "\u2013")
# the labels two people listed after the sum is announced go by ('1) S1. 2) S2.', '#1 has R', 'first = S1', 'one: S1',
# 'A: S1', 'person 1 - S1'): the first's, then the second's
SUMS_LABELS = (
    ("1)", "(1)", "#1", "1.", "1:", "no. 1", "number 1", "1st", "first", "firstly", "one", "a)", "(a)", "p1",
     "person 1", "person one", "person a", "the first", "first person", "first one", "1st person", "first guy", "a:",
     "a =", *SUMS_BULLETS),
    ("2)", "(2)", "#2", "2.", "2:", "no. 2", "number 2", "2nd", "second", "secondly", "two", "b)", "(b)", "p2",
     "person 2", "person two", "person b", "the second", "second person", "second one", "2nd person", "second guy", "b:",
     "b =", *SUMS_BULLETS),
)
# what may stand between a label and its person ('first: S', 'first = S', '#1 - S', '1) S', 'first is S')
SUMS_LABEL_SEPARATORS = (":", "=", "-", "\u2014", "\u2013", "->", ",", "is")
# a person said after a label as a ranking alone ('first: most insurance policies in G, T'), read 'the person with R'
SUMS_BARE_RANKINGS = frozenset({"most", "fewest", "least", "highest", "lowest", "largest", "smallest", "biggest",
                                "greatest", "oldest", "youngest", "richest", "poorest",
                                # ('person 1: top insurance policy count in G', e44s)
                                "top", "max", "maximum", "min", "minimum"})
# words that carry no condition in the sentences around the two people ('need', 'pls', 'give me', 'of their')
SUMS_NOISE = frozenset({
    "need", "needs", "needed", "i", "we", "want", "would", "like", "pls", "please", "plz", "can", "could", "you", "u",
    "get", "give", "gimme", "me", "us", "tell", "what", "what's", "whats", "is", "are", "the", "a", "an", "of", "for",
    "their", "them", "they", "both", "two", "2", "people", "persons", "folks", "individuals", "people's", "persons'",
    "folks'", "bank", "account", "accounts", "total", "up", "to", "do", "does", "come", "comes", "in", "all", "and",
    "one", "thanks", "thx", "ok", "okay", "so", "here", "here's", "now", "then", "just", "quick", "q", "question",
    "find", "work", "out", "figure", "compute", "calculate", "report", "show", "list", "number", "amount", "value",
    "figure", "dollar", "dollars", "hey", "hi", "by", "lookup", "look", "that", "this", "these", "those", "how", "much",
    "have", "has", "hold", "holds", "own", "owns", "across", "between", "with", "it", "is", "be", "will", "'s",
    "their", "his", "her", "let", "me", "know", "got", "as", "single", "one",
    # ('This question involves two people.', e44s)
    "involves", "involve", "involving", "concerns", "concern", "concerning", "there", "about", "ppl", "ppl's",
})
# the verbs that take a top N out of a group set up ('Take the 2 of them with R', 'pick the 3 with R', 'Of these, find
# the 2 people with R', 'choose the 2 people who own R')
SUMS_PICK_VERBS = frozenset({"take", "pick", "choose", "select", "find", "identify", "get", "grab", "keep", "single out",
                             "pick out", "isolate", "locate", "determine"})
# the words that may refer to the top N in the question after it ('those two people', 'both', 'the top 2', 'the first 3
# in that ordering', 'all three of them'), besides `SUMS_NOISE`
SUMS_TOP_REFERENCES = frozenset({
    "those", "these", "both", "them", "their", "they", "top", "first", "three", "four", "five", "pair", "duo", "trio",
    "ordering", "order", "ranking", "list", "chosen", "picked", "selected", "found", "people's", "persons'", "of",
    # the top N named again by their head ('these two residents'), and how the sum is asked to come out ('what do
    # those two come to when added?', 'what figure results?')
    "residents", "individuals", "members", "owners", "ones", "when", "results", "result", "resulting", "get", "you",
})
# of which one must be said
SUMS_TOP_REFERRED = frozenset({"those", "these", "both", "them", "their", "they", "pair", "duo", "trio"})
# words that may pick one of the top N, never read in a question about them all ('the combined bank balance of one of
# them', 'each one's', 'the first'; 'the first 2', 'the top two' are all of them, their number said after)
SUMS_TOP_ONE_OF = frozenset({"one", "each", "either", "first", "top", "former", "latter", "single", "last", "second"})
# the words that may stand around a person's records listed to be counted together, carrying no condition ('Adding up
# that person's X, Y and Z, what is the total?', 'Count everything — X, Y and Z — belonging to P. What is the total?',
# 'How many records does that person have when you count their X, Y and Z together?'), besides `SUMS_NOISE`
SUMS_COUNTED = frozenset({
    "adding", "add", "added", "up", "count", "counting", "counted", "tally", "tallying", "tot", "totting", "summing",
    "sum", "total", "totals", "everything", "records", "record", "items", "things", "when", "if", "together", "combined",
    "altogether", "how", "many", "what", "is", "the", "does", "do", "have", "has", "own", "owns", "hold", "holds",
    "get", "you", "in", "all", "number", "of", "their", "his", "her", "'s", "that", "this", "person", "person's",
    "individual", "individual's", "one", "one's", "he", "she", "they", "them", "him", "and", "grand", "overall",
    "come", "comes", "to", "does", "it", "that's", "what's", "whats", "are", "there", "belonging", "owned", "held",
    "by", "grand",
})
# what puts a person after records counted ('... belonging to P', 'owned by P', 'held by P')
SUMS_COUNTED_OF = ("belonging to", "owned by", "held by", "that belong to", "which belong to", "for", "of")
# a person referred to in such a sentence
SUMS_COUNTED_REFERENCES = ("that person", "this person", "that individual", "this individual", "that one", "them",
                           "him", "her", "they", "he", "she", "the person", "that person's", "this person's", "their",
                           "his", "her", "the person's", "that individual's", "this individual's")
# ... read away from a tie rule said in a sentence of its own after both people, the rule then said with each ('ties on
# either -> larger total bank balance', 'tie on either -> higher salary', 'for both, salary decides ties (higher wins)')
SUMS_SCOPE_LEADS = ("on", "for", "in", "of", "with")
SUMS_SCOPE_WORDS = ("either", "both", "each", "either one", "both of them", "either of them", "each of them",
                    "both cases", "either case", "each case", "both people", "either person", "each person")
# words that give a tie rule said inside one listed person's words a wider scope ('ties in both cases -> ...')
SUMS_SCOPED_TIE = frozenset({"both", "each", "either", "every", "all", "cases", "case", "throughout", "everywhere"})
# an aside saying money is summed, read away in a question asking how much ('How much money, summed across all bank
# accounts, does P have?', 'How much, all told, does P hold in the bank?', 'How much money, all accounts combined, ...')
SUMS_MONEY_ASIDE = frozenset({"summed", "added", "totalled", "totaled", "all", "told", "across", "over", "in", "total",
                              "altogether", "combined", "together", "bank", "accounts", "account", "their", "his",
                              "her", "the", "of", "put", "taken", "counted", "up", "everything", "included",
                              "including", "overall", "every", "each", "one", "balances", "sum"})
# a closing sentence that only says what was asked again, with no condition, read away after a question ('What's the
# biggest total bank balance among them? just need the combined number for that person', '... ? only the dollar figure
# pls', '... ? thanks')
SUMS_TAIL = frozenset({
    "just", "only", "need", "needed", "want", "i", "a", "the", "combined", "total", "number", "figure", "value", "amount",
    "sum", "for", "that", "this", "person", "one", "them", "him", "her", "please", "pls", "plz", "thanks", "thx", "ty",
    "dollar", "dollars", "in", "is", "fine", "ok", "okay", "single", "of", "as", "answer", "result", "their", "his",
    "no", "names", "name", "needed", "nothing", "else", "just", "give", "me", "it", "all", "that's", "thats",
})
# a group set up referred to after a ranking said of it ('whoever has the highest total bank balance there', '... among
# them', '... in that bunch')
SUMS_GROUP_THERE = ("there", "among them", "of them", "in that bunch", "in that group", "in that lot", "in there",
                    "among those people", "among these people", "in that state")
# the verbs of 'whoever has R'
SUMS_WHOEVER_VERBS = ("has", "holds", "owns", "has got", "'s got", "keeps")
# what asks a value back ('what's that balance?', 'tell me what that balance is', 'give me that balance')
SUMS_ASK_BACK = ("what's", "what is", "whats", "give me", "tell me", "how much is", "what does")
# the verbs a request said as a chain of steps starts each step with ('look at the state of X, pick whoever holds R
# there, oldest if tied, and tell me their total bank balance'), read as one sentence a step
SUMS_CHAIN_VERBS = frozenset({"look", "check", "find", "pick", "take", "choose", "select", "get", "give", "tell", "grab",
                              "identify", "see", "count", "add", "report", "show", "consider", "start", "list",
                              "compute", "return", "go", "locate", "determine", "fetch", "pull", "filter", "narrow",
                              "keep", "sum", "total"})
# what may join the steps ('..., and tell me ...', '..., then pick ...', '..., and then ...')
SUMS_CHAIN_JOINS = ("and then", "and", "then", "next", "after that")
# the words of a top N taken from a group set up (`ask.sums.top_summed`): the plural heads ('the 2 people with R'), the
# group referred to ('the 3 of them with R', 'the 2 people among them with R', 'Of these, find ...'), the words a
# ranking starts with ('with R', 'who own R', 'owning R'), and the verbs setting the group up before it ('Consider G.',
# 'Take G, and ...', 'Look at G and ...', 'Among G, ...')
SUMS_TOP_HEADS = ("people", "persons", "individuals", "residents", "ones", "folks", "members", "owners")
SUMS_TOP_FROM = ("of them", "among them", "amongst them", "from them", "of these", "among these", "from these",
                 "of those", "among those", "from those", "of these people", "among these people", "of those people",
                 "among those people")
SUMS_TOP_RANKED = ("with", "who", "whose", "having", "owning", "holding", "that")
SUMS_GROUP_LEADS = ("consider", "take", "look at", "looking at", "start with", "starting with", "focus on", "among",
                    "amongst", "from", "out of", "within", "of", "begin with", "go through", "check", "use")
SUMS_GROUP_OPENINGS = ("first", "so", "ok", "okay", "now", "let's", "please", "pls")
# how a question asking an amount of money may open ('How much money, summed ..., does P have?')
SUMS_HOW_MUCH = ("how much",)
# what says records counted are summed into one number ('what is the total?', 'together', 'combined', 'in all'):
# 'count the pets and vehicles of P' alone may ask each count; 'add up the bank accounts' may be their money
SUMS_COUNTED_SUMMED = frozenset({"total", "totals", "together", "combined", "altogether", "overall", "grand", "all"})
SUMS_ADDING_VERBS = frozenset({"add", "adding", "added", "adds", "sum", "summing", "summed", "tally", "tallying",
                               "tot", "totting"})
# what a question asking for a name is never answered with ('Who is the oldest in Ohio? Just the number is fine.')
SUMS_TAIL_VALUE = frozenset({"number", "figure", "value", "amount", "sum", "dollar", "dollars", "total", "combined"})
SUMS_ASKS_NAME = frozenset({"who", "who's", "whom", "whose", "which"})
# ... and the words of a question asking a value, one of which a question before a closing 'just need the number' must
# say ('total bank bal?', 'how many pets?', '# of cars?'); a fragment naming none asks a name ('oldest resident of
# Ohio? just need the number': refused, e48s)
SUMS_ASKS_VALUE = SUMS_TAIL_VALUE | frozenset({"how", "much", "many", "balance", "balances", "bal", "count", "#", "money",
                                               "savings", "wealth", "cash", "funds", "aggregate", "altogether"})
# tie rules said alike, compared word for word ('tie -> highest combined bank balance', 'tie -> higher total bank
# balance'): a word and the word it is compared as
SUMS_RULE_ALIKE = {"higher": "highest", "larger": "highest", "largest": "highest", "bigger": "highest",
                   "biggest": "highest", "greater": "highest", "greatest": "highest", "combined": "total",
                   "overall": "total", "older": "oldest", "eldest": "oldest", "elder": "oldest", "lower": "lowest",
                   "smaller": "lowest", "smallest": "lowest", "younger": "youngest", "ties": "tie", "tied": "tie"}
# A person chosen said in the passive or as the one wanted (`ask.sums.chosen_said`, e44s): 'The one with R is chosen,
# and if there's a tie, T', 'Whoever holds R is selected', 'Within that group, the person holding R is the one we want,
# with any tie broken by T' -> '(Within that group,) choose <the person>, <the rest>'. What follows the person and
# says them chosen (after 'is', 'gets', 'will be', 'should be') ...
SUMS_CHOSEN_SAID = forms(*(f"{be} {what}" for be in ("is|gets", "will|should|must|would be") for what in (
    "chosen|selected|picked|taken|kept", "singled|picked out",
    "the pick|choice|winner",  # (not 'is the person ...': 'The first is the person with R' labels, not chooses)
    "the one|person|individual we|you|i want|need|mean|choose|pick|select",
    "the one|person|individual we're|you're|i'm after", "the one|person|individual we're|you're|i'm looking for",
    "the one|person|individual we|you are after", "the one|person|individual we|you are looking for",
    "the one|person|individual to choose|pick|select|take|keep|use",
    "who we|you|i want|need|mean|choose|pick|select", "our|your|my pick|choice|person|one|target")))
# ... and what says the person wanted first, then what they hold ('The person you want holds R in that group; ...',
# 'The one we are after has R', 'The person to pick is the one with R')
SUMS_CHOSEN_LEADS = forms(
    "the one|person|individual we|you|i want|need|mean|choose|pick|select",
    "the one|person|individual we're|you're|i'm after", "the one|person|individual we're|you're|i'm looking for",
    "the one|person|individual we|you are after", "the one|person|individual we|you are looking for",
    "the one|person|individual to choose|pick|select|take|keep|use", "our|your|my pick|choice|target",
)
# ... and the person chosen referred to after as chosen ('How many vehicles does the chosen person have?', 'the selected
# individual's total bank balance'), read as 'that person' (not before 'by', 'from' ...: 'the person chosen by lot')
SUMS_CHOSEN_BACK = forms("the chosen|selected|picked person|individual|one|candidate",
                         "the person|individual|one chosen|selected|picked")
# the verbs that may follow such a lead ('The person you want holds R' -> 'choose the person who holds R'); 'is' takes
# the person said after it ('The one we want is the person with R' -> 'choose the person with R')
SUMS_CHOSEN_HOLDS = frozenset({"has", "holds", "owns", "keeps", "carries", "possesses", "got", "has got", "'s got"})
# the words a person chosen this way may start with ('the one with R', 'whoever holds R', 'the person holding R')
SUMS_CHOSEN_STARTS = frozenset({"the", "whoever", "whichever", "one"})
# the first word of a set-up naming everyone of a kind, a group ('every person whose ...', 'all people with ...',
# 'everyone who ...'): a person chosen from it after is the one a later 'this person' means (`ask.discourse`, e44s)
GROUP_SET_UP_FIRST = frozenset({"every", "everyone", "everybody", "all", "each"})
# A request said as steps between marks ('rabbit named 'X' -> its owner's state -> resident with R. what's that person's
# total bank balance', 'G: what's the biggest total bank balance among them?', 'plate 'X': find the owner, ...', 'owner
# of plate 'X' lives in some state - of all the residents there, ...'), read one step a sentence (`ask.sums.steps_said`,
# e44s): the marks between steps ...
SUMS_STEP_MARKS = ("->", "\u2192", "=>", "-->", ">>", ":", "\u2014", "\u2013", " - ", " -- ")
# ... what refers back to the owner of a thing said alone in the step before ('rabbit named 'X' -> its owner's state',
# 'plate 'X': find the owner, ...'), read as 'the owner of <the thing>'
SUMS_STEP_OWNER = forms("find|take|get|identify|locate the|its|their owner", "its|their|the owner")
# ... a place said of a person in words of no place ('P lives in some state' -> 'the state of P')
SUMS_STEP_SOME_STATE = forms("lives|resides|is in some|a|one state", "lives|resides|is in a certain state",
                             "is based in some|a state", "has some|a home state", "calls some|a state home")
# ... the one-person heads a step ranking people of the place the step before names takes 'there' after
# ('state of X -> resident with R' -> 'the resident there with R')
SUMS_STEP_HEADS = frozenset({"resident", "person", "one", "individual", "residents", "people", "everyone",
                             "everybody", "persons", "individuals", "folks"})
# ... the closing mark of a value asked as an equation ('top total bank balance among its residents = ?')
SUMS_STEP_ASKED = ("= ?", "=?", "= ??", "=??", "= what", "= ?.")
# A ranking list's first N asked summed after it ('Rank G by K, earliest first. What is the combined total bank balance
# of the first 2 people?', 'Order G by K, ascending. Add up the total bank balances of the top 2. What is the sum?';
# `ask.sums.ranked_first`, e44s): what the first N are called ('the first 2', 'the top two people in that list') ...
SUMS_RANKED_FIRST = ("first", "top", "leading", "highest-ranked", "top-ranked")
# ... and the words that may stand around them, besides `SUMS_NOISE` and `SUMS_TOP_REFERENCES`
SUMS_RANKED_AROUND = frozenset({"in", "on", "at", "that", "the", "list", "ordering", "ranking", "order", "sorted",
                                "ranked", "people", "persons", "individuals", "ones", "entries", "names", "together",
                                "added", "of", "sum", "what", "is", "combined", "spots", "places", "positions",
                                "listed", "placed"})
# ... and the verbs the ranking is said by ('Rank G by K', 'order them by K', 'sort G by K')
SUMS_RANK_VERBS = frozenset({"rank", "order", "sort", "arrange", "list", "ranking", "ordering", "sorting", "rank",
                             "ranked", "ordered", "sorted"})
# The group set up before referred to between a pick's head and what ranks it ('Find the person among them who owns the
# most vehicles', 'take the one of them with the most pets', `ask.sums.among_them_first`, e45s): read as said first
# ('Among them, find the person who ...'); never 'those', which may open a group of its own ('the one of those who own a
# cat'). The heads, and the words for the group
SUMS_AMONG_INNER_HEADS = ("person", "one", "individual", "member", "resident", "candidate")
SUMS_AMONG_INNER = ("among them", "amongst them", "of them", "from them", "out of them", "in that group",
                    "in this group", "among that group", "among this group", "from that group", "from this group",
                    "in the group", "within that group", "within this group", "within the group")
# A place said as what people call home, read as where they have their home (`ask.sums.home_called`, e44s): 'those
# who call the same state home as X' -> 'those who have their home in the same state as X' (a 'home' kept: it may be a
# first address only, which `ask` checks), 'people calling Ohio home'; each verb's form and the words it is read as
SUMS_CALL_HOME = {"call": "have their home in", "calls": "has their home in", "calling": "having their home in"}
# An attribute of a person said first, then the people who share it referred to by 'that type' ('Identify the insurance
# policy type held by X and consider all people with that type', 'Begin by identifying the blood type of X, and gather
# everyone who holds a policy of that type'; `ask.sums.attribute_then_that`, e44s): what finds the attribute ...
SUMS_ATTRIBUTE_FOUND = forms("begin|start by identifying|finding|noting|determining|taking|getting",
                             "identify|find|note|determine|take|get|check", "look up")
# ... what puts the person after it is VALUE_OF's ('the blood type of X', 'held by X')
# ... what joins the next step, and what refers to the attribute in it ('with that type', 'who holds a policy of that
# type', 'sharing that blood type')
SUMS_ATTRIBUTE_JOINS = forms("and then?", ", and then?", ", then", "then")
SUMS_ATTRIBUTE_THAT = forms("with|having|sharing that type|kind|one|value", "who|that hold|holds|have|has a|an? policy|card "
                            "of that type|kind", "who|that hold|holds|have|has that type|kind|one",
                            "of that type|kind")
# 'every person' said for 'everyone' in a group set up ('consider every person whose policy type matches theirs';
# `ask.sums.every_person`, e44s): the words, read as 'everyone'
SUMS_EVERY_PERSON = forms("every single? person|individual", "each and every person|individual",
                          "all people|persons|individuals")
# ... the words that make a step a person's, not a thing said alone ('owner of plate 'X'', 'whoever owns plate 'X'',
# 'plate 'X' owner's state'), and those a step may start with as it is (others take 'the': 'state of X' -> 'the state of X')
SUMS_STEP_PERSON = frozenset({"who", "whoever", "owns", "owner", "owners", "owned", "anyone", "someone", "owner's",
                              "owners'"})
SUMS_STEP_DETERMINERS = frozenset({"the", "a", "an", "every", "everyone", "everybody", "all", "whoever", "their", "its",
                                   "his", "her", "those", "these", "each", "anyone", "someone", "people", "residents",
                                   "persons"})


# --- two people laid out in written English (e47b) ------------------------------------------------------------------
# A step's verb said in more words than the grammar reads, written as the verb it reads ('In the first, single out the
# person with R' -> 'pick the person with R'; `discourse._ordinal_groups`)
STEP_VERB_SAID = {"single out": "pick", "pick out": "pick"}
# Words saying a step or a ranking is said again for the second group ('from the second, likewise the person with R')
PAIR_AGAIN_WORDS = ("again", "also", "likewise", "similarly", "once more", "once again")
# Two groups said as bare 'who' clauses ('Consider who lives in X, and who lives in Y.'): read as everyone each is true
# of (`discourse._group_pair`)
FREE_WHO = ("who", "whoever")
FREE_WHO_GROUP = "everyone who"
# A comparison asked before the two it is between ('Who has more pets between those two?', 'Who owns fewer cars of the
# two?'): read as 'Which of the two has more pets?' (`ask.written`); the question's first words, the two referred to
# after it, and the words that make it a comparison (one must be said)
PAIR_ASKER = ("who", "which person", "which one", "which individual")
PAIR_ASKED_AFTER = forms("between|of|among those|these|the two people|persons|individuals|ones?",
                         "between|of|among them|those|these both?", "between|of|among the pair",
                         "out of those|these|the two people|persons|individuals|ones?", "out of them|those|these both?")
PAIR_ASKED_COMPARATIVES = frozenset({"more", "fewer", "less", "higher", "lower", "larger", "smaller", "bigger", "greater",
                                     "older", "younger", "richer", "poorer", "earlier", "later"})
# Two groups named in order before a step for each ('one group is G1, the other is G2', 'The first group is G1; the
# second is G2.', 'The first group lives in the same state as A; the second lives in ...'): read as 'Consider two
# groups: G1, and G2.' (`ask.written`); the names of the first and the second, the verbs of being that name the group
# after them, and those of living that say the group's place (read as 'people who live ...'); groups named by their
# order ('the first group', 'group one') with a verb of being are the discourse layer's (`_grouped`), not read here
GROUPS_NAMED_ONE = forms("one group|set|population|pool")
GROUPS_NAMED_FIRST = GROUPS_NAMED_ONE + forms("the first group|set|population|pool", "group|set one|1|a")
GROUPS_NAMED_SECOND = forms("the other group|set|population|pool?", "the second group|set|population|pool?",
                            "the other one", "group|set two|2|b", "another group|set|population|pool?")
GROUPS_NAMED_IS = ("is", "are", "consists of", "comprises", "is made up of", "is formed by", "is formed of", "contains",
                   "is composed of", "covers", "is just", "is simply", "=", "will be", "would be")
GROUPS_NAMED_LIVE = forms("lives|live|resides|reside", "is|are based|located|living|residing")
GROUPS_NAMED_LIVE_AS = "people who live"
# A first sentence announcing two people and what is asked of them ('I need a combined figure for two people.', 'I'd
# like to compare two people.'): read away when the question after it asks that (`ask.written`): a sum (one of
# PAIR_ANNOUNCED_SUM_ASKED said) or a comparison (one of PAIR_ASKED_COMPARATIVES)
PAIR_ANNOUNCED_SUM = forms(*(f"{who} a combined|joint|total figure|number|amount|sum for|of two people|persons|individuals"
                             for who in ("i|we need|want", "i'd|we'd like", "i|we would like")))
PAIR_ANNOUNCED_COMPARE = forms(*(f"{who} compare two people|persons|individuals"
                                 for who in ("i|we need|want to", "i'd|we'd like to", "i|we would like to", "let's",
                                             "let us")))
PAIR_ANNOUNCED_SUM_ASKED = frozenset({"combined", "together", "sum", "total", "altogether", "joint", "add", "added"})
# Two people announced, then each said with a group headed by 'those' before its clause ('Two people are selected as
# follows. First, among those living in X, S1. Second, among those living in Y, S2.'): nothing before the first can be
# what 'those' refers to, and the second says its group as the first does: each read as 'people' (`ask.written`). The
# words after 'those' that make it the head of a clause, and the words written for it:
THOSE_AS_PEOPLE_NEXT = ("living", "residing", "who", "based", "sharing", "whose", "located", "holding", "that")
THOSE_AS_PEOPLE = "people"
# A person of two said with the group they are drawn from ('One person comes from G1: whoever has R1. The other comes
# from G2: ...'): read as 'One person is, among G1, whoever has R1.' (`ask.written`); the verbs, and the nouns of a group
# said as a set ('the group sharing a condition with A': the people sharing it)
PAIR_COMES_FROM = forms("comes|come from", "comes|come out of", "is drawn|taken|chosen|picked|selected from",
                        "is drawn|taken|chosen|picked|selected out of", "should|will come from",
                        "should|will be drawn|taken|chosen|picked|selected from")
GROUP_NOUNS_SAID = ("group", "set", "pool", "population")
# ... or said with a condition, then ranked among everyone it is true of ('Person one uses the same card provider as A
# and is, among all such people, the one with R.'): 'Person one is, among everyone who uses ..., the one with R.'; the
# verbs the condition may open with, the words for everyone it is true of, and the words written for them
PAIR_SUCH_VERBS = ("uses", "lives", "resides", "shares", "has", "holds", "owns", "works", "is based", "is located")
PAIR_SUCH_GROUP = forms("all such people|persons|individuals", "such people|persons|individuals", "everyone there",
                        "everyone like that|them", "everybody there", "all of them", "all those people", "those people",
                        "all people like that|them", "everyone who does|is", "everyone in that group")
PAIR_SUCH_AS = "everyone who"
# ... or the group said first, then the person let be the one in it ('Among G1, let one person be whoever has R1.')
PAIR_LET_AMONG = ("among", "amongst", "from", "within", "out of", "from among")
# The two a question asks between, said as given ('Who owns more pets, given these two people: S1, and S2?'): read as
# 'between these two people' (`ask.written`)
PAIR_GIVEN = forms("given|considering|taking|regarding these|those two people|persons|individuals",
                   "given|considering|taking|regarding the following two? people|persons|individuals",
                   "for|with these two people|persons|individuals", "for|with|of the following two people|persons|individuals")
# ... and the question asked after two people compared ('Compare the bank balances of two people, S1 and S2, and say who
# has more.'): read as 'Compare ... of two people: S1 and S2. Who has more?' (`ask.written`)
PAIR_SAY_WHO = forms("say|state|report|determine|decide|indicate|explain", "tell me|us", "work|find|figure out",
                     "let me|us know")
# Each of two people a group looked at in turn, then who in it after a colon ('Think about Maestro card holders first:
# the one with R1 (T1). Then think about G2: the one with R2 (T2).'): read as 'The first is, among G1, ... The second
# is, among G2, ...' (`ask.written`); the words saying the first is first, and those opening the second's sentence
PAIR_SCENE_FIRST = ("first", "first of all", "to begin with", "to start with", "initially")
PAIR_SCENE_THEN = ("then", "next", "after that", "afterwards", "second", "secondly", "now", "and then")
# The two found asked about by their order ('Who holds more credit cards, the first pick or the second?')
PAIR_FIRST_OR_SECOND = forms("the first pick|person|one|candidate|choice|individual? or the second pick|person|one|candidate"
                             "|choice|individual?", "the first or the second one?", "the first pick or the second pick?")
# Two people announced as chosen one way, then each one's group ('Two candidates, each chosen as the person with R (T):
# one from G1, the other from G2.'): read as 'Two people are chosen the same way: R. The first is chosen from G1, the
# second from G2.' (`ask.written`); the nouns, the verbs, and the words for the first and the second
PAIR_EACH_NOUNS = ("people", "persons", "individuals", "candidates")
PAIR_EACH_CHOSEN = ("chosen", "picked", "selected", "found", "identified", "determined", "defined")
PAIR_EACH_ONE = ("one", "the first", "one of them", "the first one")
PAIR_EACH_OTHER = ("the other", "the second", "the other one", "the second one")
# Two people announced by their kind, then each named by the end of it ("Let's compare a JCB 15 digit card holder with
# a Home insurance policy holder. The card holder is S1; the policy holder is S2."): read as 'The first is S1; the
# second is S2.' (`ask.written`)
PAIR_COMPARE_KINDS = forms("let's|we|i compare|consider|take", "let us compare|consider|take", "we'll|i'll compare|consider|take",
                           "i want|need to compare", "i'd like to compare", "compare")
# ... or said before the question word ('Of these two people, who owns more pets: S1, and S2?')
PAIR_TWO_FIRST = forms("of|between|among these|those two people|persons|individuals",
                       "of|between|among the following two people|persons|individuals",
                       "out of these|those two people|persons|individuals",
                       "out of the following two people|persons|individuals")
# --- two people compared in formal written English: tie rules and framing (e48b) -----------------------------------
# A pick's own tie rule in brackets opened by a relative word ('(where, again, the higher salary breaks ties)', '(where
# a tie goes to the oldest)'): the word read away, the rule read as written (`ask.written`); a bracket with no tie word
# in it is left as it is
TIE_ASIDE_WHERE = ("where", "whereby", "wherein")
# ... and the words for again said at its start ('(where once more the higher salary breaks ties)', '(just as before,
# ties go to X)'): read as 'again, ' (the aside's own word)
TIE_ASIDE_AGAIN = (*TIE_SAID_AGAIN, "just as before", "as above", "as for the first", "as with the first", "here too",
                   "here as well", "once again here")
TIE_ASIDE_AGAIN_AS = "again,"
# ... or with a word pointing at that pick's group inside its brackets ('(a tie here is broken by X)', '(ties in this
# group go to X)'): read away (the rule is the pick's by its place, in brackets right after the pick's words)
TIE_ASIDE_HERE = forms("here", "in this group|case|selection|pick", "within this group|selection",
                       "for this person|one|pick|group|selection", "in this one")
# A rule for each pick said of the picks ('Each of them is chosen with the oldest person winning a tie on bank
# accounts', 'Both are selected using the higher salary as the tiebreaker'): read as 'For each of them, with ...'
PICK_EACH_SUBJECTS = forms("each of them|these|those", "each of the two ones|people|persons|picks|candidates?", "each",
                           "each one|person|pick|candidate", "both of them|these|those", "both",
                           "both people|persons|picks|candidates", "the two people|persons|picks|candidates")
PICK_EACH_CHOSEN = forms("is|are|was|were|gets|get chosen|picked|selected|found|identified|determined|taken|made",
                         "is|are to be chosen|picked|selected|found|identified|determined|taken|made")
PICK_EACH_HOW = ("with", "using")  # (the words kept after 'For each of them,': 'by the oldest' is not read)
PICK_EACH_AS = "For each of them,"
# A tie said by a compound of the records tied on ('a bank-account tie between the two', 'Internet-account ties in
# either state'): read as 'a tie on bank accounts', 'ties on internet accounts'
TIE_COMPOUND_RECORDS = {"bank-account": "bank accounts", "bank account": "bank accounts",
                        "internet-account": "internet accounts", "internet account": "internet accounts",
                        "online-account": "online accounts", "online account": "online accounts",
                        "credit-card": "credit cards", "credit card": "credit cards", "card": "credit cards",
                        "insurance-policy": "insurance policies", "insurance policy": "insurance policies",
                        "policy": "insurance policies", "vehicle": "vehicles", "car": "cars", "pet": "pets"}
# Two ties said together with one rule ('A tie on internet accounts within either group, and a tie on pets between the
# two, are both resolved by choosing X'): read as one sentence for each tie, the rule said for each ('A tie on internet
# accounts within either group is resolved by choosing X. A tie on pets between the two is resolved by choosing X.');
# the verbs of the rule (plural, as said of both) and each one's singular
TIES_BOTH_RESOLVED = {"is resolved": "is resolved", "is broken": "is broken", "is settled": "is settled",
                      "is decided": "is decided", "goes to": "goes to", "are both resolved": "is resolved",
                      "are both broken": "is broken", "are both settled": "is settled",
                      "are both decided": "is decided", "are resolved": "is resolved", "are broken": "is broken",
                      "are settled": "is settled", "are decided": "is decided", "both go": "goes", "both go to": "goes to",
                      "go to": "goes to", "are both handled": "is handled", "are handled": "is handled"}
# A pair's rule said as what is to decide it ('Let the higher combined bank balance decide if they own the same
# number.'): read as 'If they own the same number, the higher combined bank balance decides.'
TIE_LET_DECIDE = forms("decide", "decide it", "settle it|this|matters", "settle the|this tie|matter", "break the tie", "break it",
                       "be the tiebreaker|tie-breaker|tie-break|decider")
TIE_LET_WHEN = ("if", "when", "in case", "should")
TIE_LET_AS = "decides"
TIE_LET_WIN = ("win", "prevail", "be chosen", "be picked", "be the answer")  # ('Let whoever has X win if ...')
TIE_LET_WIN_AS = "wins"
# ... the words joining the two ties ('and likewise', 'as well as'), and a 'both' before them
TIES_BOTH_JOINED = ("and", "and likewise", "and also", "and similarly", "as well as", "and equally")
# A rule for each pick said as a choosing participle with its tie after it ('choosing in each case the highest combined
# bank balance when online accounts tie'): read as 'in each case a tie on online accounts going to the highest ...'
TIE_CHOOSING_VERBS = ("choosing", "picking", "taking", "selecting", "preferring")
TIE_CHOOSING_EACH = forms("in each case", "in both cases", "each time", "for each", "for both", "in either case",
                          "for each of them", "for each one")
TIE_CHOOSING_WHEN = forms("when|whenever|if|where", "in case")
TIE_CHOOSING_TIED = forms("tie", "are tied", "are level", "are equal")
# The comparison asked first, then the two as a participle ('Who owns more credit cards, comparing S1 against S2?'):
# read as 'Comparing S1 against S2, who owns more credit cards?'; the participles and the words between the two
PAIR_COMPARING = forms("comparing", "if|when we|you compare", "when comparing", "in comparing")
PAIR_COMPARING_BETWEEN = ("against", "with", "to", "and", "versus", "vs.", "vs")
# ... or the pair said first as a pair ('Of the following pair, name the one born earlier: S1, and S2'): read as 'Of
# these two people, ...' (PAIR_TWO_FIRST); the words, and those of the request after them
PAIR_SAID_AS_PAIR = forms("of|from|among the following pair|duo|couple", "of|from|among this|the pair|duo below?",
                          "out of the following pair", "out of this|the pair below?", "of|from|among the following two",
                          "of|from|among these|those two", "of the two below")
PAIR_SAID_AS = "Of these two people"
# Two people introduced, each by a group and the pick in it (`ask.written`, e48b), each read as the layer reads 'The first
# is, among G1, the one with R1 (T1). The second is, among G2, ...':
# ... a group said first with a colon, then the pick taken from it, two sentences in turn ('Residents of X: take the one
# with R1, T1 if tied. Health insurance policy holders: take the one with R2, T2 if tied.')
GROUP_COLON_TAKE = forms("take|pick|choose|select|find|identify", "we take|pick|want", "you take|pick|want")
# ... the words that open a pick said as its person ('the one with R', 'whoever has R')
PICK_PERSON_OPENERS = forms("the one|person|individual|member|resident with|having|who|whose|holding|owning",
                            "whoever|whichever")
# ... a group considered, then its pick said to be the first ('Consider G1; whoever among them has R1 (T1) is the
# first candidate.'): the verbs, the pick's words about the group, and the names of the first
GROUP_CONSIDER = forms("consider", "take", "look at", "start with", "begin with", "think about|of", "picture")
PICK_HEADS = ("whoever", "whichever", "the one", "the person", "the individual", "the member")
PICK_OF_THEM = forms("among|amongst|of them|those|these", "there", "in it|there", "in that|this group")
PICK_IS_FIRST = forms("is|becomes the first candidate|person|pick|individual|one|subject",
                      "will be the first candidate|person|pick|individual|one|subject",
                      "is|becomes candidate|person one|1|a", "will be candidate|person one|1|a",
                      "is|becomes our first candidate|person|pick", "will be our first candidate|person|pick")
# ... two groups set against each other, then a pick from each ('G1 versus G2: from the first group take whoever has R1,
# from the second whoever has R2'): the words between the groups, and those naming each group again
GROUPS_VERSUS = ("versus", "vs.", "vs", "against", "compared with", "compared to", "and")
PAIR_VERB_BE = ("are", "were", "will be")
GROUP_FIRST_FROM = forms("from|among|in|within the first group|set|one?", "out of the first group|set|one?",
                         "from|among|in|within the former", "out of the former")
GROUP_SECOND_FROM = forms("from|among|in|within the second group|set|one?", "out of the second group|set|one?",
                          "from|among|in|within the latter", "out of the latter")
# ... two members of one group said as compared ('Two Mastercard cardholders are being compared: the one with R1 (T1)
# and the one with R2 (T2).'): read as 'Among G, take the one with R1 (T1) and the one with R2 (T2).'
PAIR_OF_GROUP_COMPARED = forms("are being? compared|considered|weighed|contrasted",
                               "will be compared|considered|weighed|contrasted", "are to be compared|considered",
                               "are up for comparison")
PAIR_OF_GROUP_LEADS = forms("we are comparing two", "we're comparing two", "i am comparing two", "i'm comparing two",
                            "let's compare two", "let us compare two", "we|i compare two", "here we compare two",
                            "we will compare two", "we'll compare two")
PAIR_OF_GROUP_HERE = forms("here", "below", "as follows", "now")
PAIR_OF_GROUP_NOT = frozenset({"people", "persons", "individuals", "candidates", "picks", "subjects", "ones", "residents",
                               "members", "folks"})  # (no group: 'Two people are being compared: ...', the layer's)
# ... two people chosen one way, said in brackets or after 'namely', each from a group ('Two people are chosen the same
# way (R, T): one from among G1, the other from among G2.', 'Each of two groups produces one candidate, namely its
# member with R, T. The first group is G1; the second is G2.'): read as the layer's 'Two people are chosen the same way:
# R. The first is chosen from G1, the second from G2.'
PAIR_SAME_WAY = forms("the same way", "in the same way", "identically", "by the same rule|criterion|criteria", "alike",
                      "on the same basis", "in an identical way|manner", "the same")
PAIR_FROM_AMONG = forms("from among", "from", "among", "out of", "in", "within", "from within")
GROUPS_EACH_PRODUCE = forms("two groups each put|puts forward one|a candidate|person",
                            "each of two groups puts forward one|a candidate|person",
                            "two groups each nominate one|a candidate|person",
                            "each of two groups nominates one|a candidate|person",
                            "each of two groups produces|yields|gives|supplies|provides|contributes one|a candidate|person",
                            "two groups each produce|yield|give|supply|provide|contribute one|a candidate|person",
                            "each of the two groups produces|yields|gives|supplies|provides|contributes one|a candidate|person")
GROUPS_EACH_NAMELY = ("namely", "i.e.", "that is", "which is", "viz.", "to wit")  # (or a colon, comma or dash alone)
PICK_ITS_MEMBER = forms("its|the member|person|one|resident", "whoever")
# ... or said in turn by their place, the second's pick said again by a bare verb ('In the same state as A, one person
# has the most online accounts; in the same state as B, another does (T).')
PLACE_ONE_PERSON = forms("one person|individual|resident", "someone", "somebody")
PLACE_ANOTHER_DOES = forms("another|someone|somebody does|is", "another one|person|resident does|is",
                           "someone|somebody else does|is", "a different person|one does|is",
                           "another person|individual|one does|is so? too", "another person|individual|one does|is as well",
                           "a second person|one does|is")
PLACE_GROUP_AS = "people"  # ('in the same state as A' -> 'people in the same state as A')
# ... the words saying a rule in brackets after the second is for both ('(in both places a tie goes to X)'): read away,
# the rule said once for the way both are chosen
PLACE_RULE_SCOPE = forms("in both|either places|states|cases|groups", "in either place|state|case|group",
                         "in the two places|states|groups",
                         "in each place|state|case|group", "for both|each", "both", "each time")
# ... and a pick called a candidate after two groups each produced one ('go with the higher-paid candidate'): read as
# 'one' ('Which candidate ...?' is read as it is)
PAIR_CANDIDATE_NOUN = "candidate"
# ... or a pick identified for two places in turn ('Identify, for the same state as X and then for the same state as Y,
# the resident with R (T).')
PLACES_FOR_EACH = ("identify", "find", "determine", "pick", "select", "name", "locate", "take")  # (then ', for')
PLACES_THEN = forms("and then|next? for", "and for", "then for", "and again for", "and likewise for")
# The same pick said again for the second by a word for it ('and the corresponding person (highest total bank balance)
# among G2'): read as 'the person with the R among G2' when R is said in the first's words
# ... and a comparison's request said after the measure of two people ('Compare the combined bank balances of two people
# and name the one whose balance is higher: S1; S2.'): read as 'Compare ... of two people: S1; S2. Who has the higher
# one?' when the noun after 'whose' is the measure compared; the request's verbs, and the direction each word says
PAIR_NAME_WHOSE = forms("name|identify|say|state|report|find|give|determine", "tell me|us")
PAIR_WHOSE_DIRECTION = {"higher": "higher", "larger": "higher", "greater": "higher", "bigger": "higher",
                        "lower": "lower", "smaller": "lower"}
PAIR_WHOSE_SAID = frozenset({"total", "combined", "overall", "aggregate", "bank", "balance", "balances", "sum", "count",
                             "number"})  # (the measure's noun: each word said in the compared measure, but a word for
# the sum: 'whose total balance is higher' after 'the combined bank balances')
PAIR_WHOSE_SUM = frozenset({"total", "combined", "overall", "aggregate"})
PICK_CORRESPONDING = forms("the corresponding|equivalent|matching|analogous|comparable person|one|individual|resident",
                           "the counterpart")
# A pair's rule said with 'again' before its trigger ('Use the higher total bank balance again if they are level.'): the
# word read away ('again' says only that the rule was said before)
TIE_USE_VERBS = ("use", "take", "choose", "pick", "apply", "go with", "prefer", "select")
# The pair's tie said as neither being more by the comparison's own word ('Whose total bank balance is larger? If
# neither is larger, T.'): read as 'If they are tied, T.' when the question says that word
NEITHER_IS = forms("if neither is", "if neither one is", "if neither of them is", "if neither of the two is", "should neither be",
                   "in case neither is", "when neither is")
NEITHER_AS = "if they are tied"
# Two people said first, then one pick made in each one's place ('Looking at A and B, find among the residents of each
# one's state the person with R, T.'): read as 'Two people are chosen the same way: the person with R, T. The first is
# chosen from residents of the same state as A, the second from residents of the same state as B.'
PEOPLE_LOOKED_AT = forms("looking at", "considering", "taking", "given", "starting from|with", "for", "with", "consider",
                         "take")
EACH_ONES_PLACE = forms("each one's|person's state|city", "each of their states|cities", "each of their state|city",
                        "their respective states|cities", "each of these people's states|cities", "each's state|city",
                        "the state|city of each", "the respective state|city of each", "each one's own state|city")
EACH_ONES_PEOPLE = forms("the residents|inhabitants of", "people in", "people living|residing in", "people who live|reside in",
                         "everyone in", "everyone living|residing in", "those living|residing in")
EACH_ONES_FIND = forms("find|identify|determine|pick|take|select|locate", "we find|identify|take|pick", "you find|identify")
EACH_ONES_AS = "residents of the same {place} as"
# A rule for ties within each group said first as a participle ('Using the oldest person to break ties within each state
# group, identify S1 and S2.'): said after the two ('Identify S1 and S2, using ... within each group.'); the words of
# each group ('each state group' read as 'each group')
RULE_FIRST_USING = ("using", "with", "taking", "applying")
RULE_FIRST_EACH = {"each state group": "each group", "each group": "each group", "either group": "either group",
                   "both groups": "both groups", "each state": "each state", "either state": "either state",
                   "each state's group": "each group"}
RULE_FIRST_VERBS = ("identify", "find", "take", "pick", "determine", "locate", "select", "consider")
# Two people announced as compared on a measure before they are said ('Two residents are to be compared on the number of
# insurance policies they hold: S1, and S2. ... Who holds more policies?'): read as 'Two people are being compared: S1,
# and S2.' when the question after them asks that measure (its last word said there); the nouns, the verbs, the words
# before the measure and after it
PAIR_COMPARED_NOUNS = ("people", "persons", "individuals", "residents", "candidates", "subjects")
PAIR_COMPARED_BY = forms("on|by the number|count of", "in terms of the number|count of", "on|by their", "in terms of their",
                         "on|by", "in terms of")
PAIR_COMPARED_HELD = forms("they hold|own|have|possess|keep", "held|owned", "each holds|owns|has")
PAIR_COMPARED_AS = "Two people are being compared:"
# A term defined in double quotes after a lead pointing at the text ('Here "top credit-card holder" means S.'): the lead
# read away (the layer reads '"P" means S.' as a name given); the leads, and the verbs after the term
TERM_HERE = forms("here", "here ,", "in this question ,?", "in what follows ,?", "below ,?", "above ,?")
TERM_HERE_MEANS = forms("means|denotes", "refers to", "stands for", "is defined as")
# The second's ranking said again by 'likewise' with its records left out ('among G1, the person holding the largest
# number of insurance policies, and, among G2, the person likewise holding the largest number'): the records of the
# first's same words said again (`ask.written`); the words for likewise, the verbs, and the records a count may name
PICK_LIKEWISE = ("likewise", "similarly", "also", "again", "too")
PICK_LIKEWISE_VERBS = ("holding", "having", "owning", "with", "possessing")
PICK_LIKEWISE_COUNTS = forms("the largest|greatest|highest|biggest|smallest|lowest number", "the most|fewest")
PICK_LIKEWISE_RECORDS = ("bank accounts", "internet accounts", "online accounts", "credit cards", "insurance policies",
                         "policies", "vehicles", "cars", "pets", "cards", "accounts")
# A group said before a colon is a group, not a label ('Residents of X: take ...', not 'First person: ...', 'A: ...',
# 'Scope 1: ...'): it names people in the plural (a word of these, or one ending in 's')
GROUP_PLURAL_WORDS = frozenset({"people", "everyone", "everybody", "anyone", "those", "folks", "persons"})
GROUP_NOT_PLURAL = frozenset({"is", "was", "has", "as", "us", "its", "this", "his", "hers", "plus", "always"})

# --- an ops lead's Slack shorthand for one person (e48s: ask.slack) ----------------------------------------------------
# Read only for a question nothing else reads, as the sentence each says (the grammar then reads it, or refuses).
# An anchor's place said as its owner's ("fish 'Timothy' owner's state", "pet 'Melvin' -> owner's state", "internet
# username 'barrettbrad' -> their state", "username 'dayala' -> same-state residents"): the group 'same state as A'
SLACK_OWNERS_PLACE = forms("owner's|owners|owner", "the owner's", "-> owner's|owners", "-> the owner's",
                           "-> their|his|her", "'s owner's", "-> its owner's")
SLACK_PLACE_PEOPLE = forms("residents|people|ppl|folks|persons|individuals", "")
# ... the people said before the condition ('ppl w/ the same blood type as ...'): read away before 'same'
SLACK_PEOPLE_WITH = forms("ppl|people|folks|everyone|those|persons|individuals w/|with|sharing|having the?",
                          "ppl|people|folks|those|persons|individuals who have|share the?",
                          "everyone|anyone who has|shares the?")
# ... the group named again right after its mark ("X owner's state / among everyone based there, whose ...?"): read away
SLACK_GROUP_AGAIN = forms("among|amongst|of|from everyone|everybody|all|people|ppl|folks|those|them|residents "
                          "based|living|residing|located? there|here",
                          "among|amongst|of|from everyone|everybody|all|people|ppl|folks|those|residents "
                          "based|living|residing|located? in there|that state",
                          "among|amongst|of|from the people|ppl|folks|residents based|living|residing|located? there")
# ... or its attribute said again ('dog 'Tony' owner's blood type -> everyone w/ that blood type -> most pets'): read away
SLACK_GROUP_AGAIN_HEADS = forms("everyone|everybody|all|ppl|people|folks|those|persons|anyone")
SLACK_GROUP_AGAIN_WITH = forms("w/|with|sharing|having", "who share|have", "that share|have")
# ... the group's place said again after the person ('person there w/ R', 'who there has R', 'who in there owns R'):
# the group's own place (only after a group that is a place)
SLACK_THERE = forms("there", "in there", "over there", "in that state")
# ... not after a verb of living ('who lives there?': the people there, not a ranking's place said again)
SLACK_THERE_NOT_AFTER = ("lives", "live", "resides", "reside", "based", "located", "living", "residing", "stays")
SLACK_THERE_AFTER = frozenset({"person", "one", "who", "individual", "resident", "ppl", "people", "folks", "whoever"})
# A group's attribute said before 'same as' ("medical condition same as the owner of pet 'Jamie' -> ..."): 'same
# <attribute> as'
SLACK_SAME_AS = forms("same as", "is|= same as", "matching", "= that of|the one of")
# A total bank balance said across all accounts, whose unsaid ('what's their total bank bal across all accts?'): their
# accounts (the sum is said: 'total')
SLACK_ACROSS_ALL = forms("total|combined bank? balance|bal across|over all")
# A bound said with 'min'/'max' before a number ('min 2 online accounts'): 'at least' / 'at most'
SLACK_BOUNDS = {"min": "at least", "min.": "at least", "minimum": "at least", "max": "at most", "max.": "at most",
                "maximum": "at most"}
# Headers before one person's question saying what is asked ('count q:', 'need a $ figure /'): read away when the
# question's answer is of that kind ('count', 'amount', 'name'); any other is refused as the text is
SLACK_HEADERS = {
    "count": forms("count|tally q|question|qn|one|thing?", "record|records count|tally q|question|qn?",
                   "need|want a|the count|number|tally"),
    "amount": forms("need|want a|the $|dollar figure|amount|value|number|total", "$ q|question|qn|figure|amount",
                    "money|balance|bal q|question|qn", "bank bal|balance q|question|qn"),
    "name": forms("name q|question|qn", "need|want a|the name", "who q|question|qn")}
# ... and a header naming the group's conditions ('2 filters:', 'conditions:'): read away before the conditions
SLACK_FILTER_HEADERS = forms("2|two|3|three? filters|conditions|criteria|constraints",
                             "filter|filters|conditions|criteria|constraints")
# A person's words contracted ('ppl who've never owned any insurance policies'): said in full
SLACK_NEVER = forms("who've never owned|held|had any?", "who have never owned|held|had any?",
                    "who've never had|owned|held a|an", "who have never had|owned|held a|an")
# Two people in an ops lead's Slack shorthand (e48s: ask.slack.paired). A check asked for after the comparison ("who's
# younger, pls check:"): read away
SLACK_CHECK_FILLERS = forms("pls|please|plz check|confirm", "can u|you check|confirm", "check pls|please|plz",
                            "pls|please|plz", "quick check")
# ... the second person's ranking said as the first's again before it is said in full ('G2: same thing, most bank
# accounts, ties -> T'): read away
SLACK_SAME_THING = forms("same thing|deal|drill|idea", "same thing|deal again", "same again", "likewise")
# ... an anchor said inside a person as its owner's place ('the most-policies person in dog 'Pamela' owner's state')
SLACK_ANCHOR_NOUNS = forms("pet|dog|cat|bird|fish|rabbit", "license|licence|car|vehicle? plate", "vehicle|car",
                           "vehicle|car w/|with license|licence? plate", "internet|online? username|user|handle",
                           "internet|online user name")
# ... the comparison said alone first ('younger of: S1 and S2', 'younger one? S1 vs S2', 'fewer cars? compare S1 with
# S2.'): 'who is younger: S1, or S2?', 'who has fewer cars: S1, or S2?' (a comparative of a count or a balance only
# with its measure)
SLACK_AGE_COMPARATIVES = frozenset({"younger", "older"})
SLACK_ALONE_COMPARATIVES = forms("younger|older", "more|fewer|less|higher|lower|larger|smaller|bigger")
SLACK_ALONE_MEASURES = forms("pets|cars|vehicles|policies|cards", "credit cards", "insurance policies",
                             "bank|internet|online accounts|accts", "total|combined? bank bal|balance")
# ... or a measure, then the comparative ('online accts, more: S1, or S2?'): 'who has more online accts: ...'
SLACK_MEASURE_FIRST_TAILS = forms("wins|win", "")
SLACK_ALONE_TAILS = forms("one", "of these|those|the two|2", "of", "of them", "of the pair", "pls|please")
SLACK_COMPARE_LEADS = forms("compare", "look at", "between", "check")
# ... the question after the two, asking which of them ('between those two who has more X?', 'which of those two has
# fewer cars?'), or said in a header with its comparative ("total bank bal, who's higher / A = S1 / B = S2")
SLACK_ASKS_TWO = forms("between those|these|the two|2", "which of those|these|the two|2", "which one|ones?",
                       "which of them", "who of those|these|the two|2", "who's higher|lower|younger|older",
                       "who is higher|lower|younger|older",
                       "who has more|fewer|less", "who has the higher|lower|larger|smaller")
# ... a person said as the one of a group, the group first ('out of the top-salary person in each state, the one w/ the
# highest total bank bal'): 'the one w/ R among G' (the group's words before the comma, the one's after it; its
# first words are SCOPE_THEN_AMONG's)
SLACK_THE_ONE = forms("the one|person|individual", "whoever", "whichever one?")
# ... each person's own state said 'their respective state' ('the ppl w/ the most vehicles in their respective state'):
# the leaders of each state, as 'in each state'
SLACK_RESPECTIVE = forms("in their|his|her respective state|states", "in their|his|her own respective? state|states",
                         "in each of their states")
# ... a tie-breaker said before its word ('eldest tiebreak', 'oldest tiebreaker'): 'tiebreak eldest'
SLACK_TIE_NOUNS = forms("tiebreak|tiebreaker|tie-break|tie-breaker", "tie break|breaker")
SLACK_TIE_FIRST = forms("eldest|oldest|youngest|richest|poorest", "highest|lowest|largest|top salary|pay",
                        "highest|lowest|largest total|combined? bank bal|balance")
# ... the two said by the states they are taken in, then the pick in each ("look at the state of whoever owns pet 'R'
# and the state of whoever owns dog 'S'. in each, take the person w/ R (T).") -> 'same state as A -> the person w/ R
# (T) / same state as B -> ...'
SLACK_LOOK_AT = forms("look at|consider|check|take|compare", "looking at|considering")
SLACK_IN_EACH = forms("in|for each|both", "in|for each one|state", "in|for each of them|those|these", "in both states")
SLACK_TAKE = forms("take|pick|find|get|choose|grab", "pick out", "look for")
# ... a kind's leader said with its group, then its ranking in brackets ('the top pet owner among G (most pets, ties to
# T)'): the brackets said right after the leader, as its ranking ('the top pet owner (most pets, ties to T) among G')
SLACK_LEADER_HEADS = forms("top|leading pet|car|vehicle|card|policy|account owner|holder",
                           "top earner", "pet|car|vehicle|card|policy|account leader")

# --- one person's shapes in an ops lead's Slack shorthand (e49s: ask.slack.normalized) --------------------------------
# A group's attribute said matched with an anchor ('policy type match w/ username 'x' — ...'): 'same <attribute> as'
SLACK_ATTR_MATCH = forms("match|matches w/|with|to", "matching w/|with|to", "is|are a? match|matching w/|with|to")
# ... or looked up, then said the same as an anchor's ('blood type lookup: same type as the owner of plate 'Y'.'):
# 'same <attribute> as' (the attribute said again only as a kind: 'same type', 'same one', or 'same as')
SLACK_ATTR_LOOKUP = forms("lookup|look-up|check|search|filter|match")
SLACK_ATTR_LOOKUP_SAME = forms("same type|kind|group|value|one as", "same as")
# A group said as an anchor's place ("state of whoever owns the pet called 'Paige': ..."): 'same state as the owner of A'
SLACK_PLACE_OF_WHO = forms("whoever owns|has", "the owner of", "the person|one w/|with|owning", "")
# ... or as the people in the same place, said first ('ppl in the same state as X -> ...'): read away before 'same'
SLACK_PEOPLE_IN = forms("ppl|people|folks|residents|everyone|everybody|those|persons|individuals in|from the?",
                        "ppl|people|folks|residents|everyone|everybody|those|persons|individuals "
                        "living|based|residing|located in the?")
# An opening that says nothing of the question ('quick one:', 'q:'): read away
SLACK_OPENERS = forms("quick|small|easy one|q|question|qn", "quick|small|easy q|question|qn pls|please", "q", "qn",
                      "question", "fyi|btw|hey|hi|ok|okay|pls|please|yo")
# A total bank balance said with what it totals, in brackets ('the lowest total bank bal (all their accts summed)'):
# read away after 'total|combined ... bal|balance' (it says the total again)
SLACK_TOTAL_ASIDE = forms("all|each of? their|his|her accts|accounts summed|added|combined|totaled|totalled together?",
                          "summed|added|combined|totaled|totalled across|over all? their|his|her? accts|accounts",
                          "sum|total of all? their|his|her accts|accounts",
                          "all accts|accounts summed|added|combined together?")
# The balance said before asked again ('... the lowest total bank bal. what's that bal?'): 'what's their total bank
# bal?' (only after a balance is said)
SLACK_THAT_BALANCE = forms("what's|whats that|the|their|his|her bal|balance|amount",
                           "what is that|the|their|his|her bal|balance|amount", "that bal|balance|amount",
                           "how much is|was that|it")
# An amount asked after the sum is said ("add up their total bank balances. what's the combined $?", '... $ total?'):
# read away when what is left asks an amount
SLACK_AMOUNT_ASKED = forms("what's|whats the combined|total $|amount|sum|figure",
                           "what is the combined|total $|amount|sum|figure", "combined|total $|amount|sum",
                           "$ total|combined|amount|figure|sum", "the? $ figure|amount", "$")
# A count of several kinds of records asked after them ('bank accounts plus online accounts, how many in total?'):
# 'how many bank accounts plus online accounts in total?'
SLACK_RECORDS_JOIN = forms("plus", "and", "+", "&")
SLACK_HOW_MANY_TOTAL = forms("how many", "how many in total|all", "how many total|altogether|combined", "total count|number",
                             "count|number in total|all", "count|number total|altogether|combined")
# A ranking asked with '= ?' ('among those, most credit cards = ?'): 'who has the most credit cards?'
SLACK_RANK_ASKED_HEADS = forms("most|fewest|least|highest|lowest|largest|smallest|biggest|greatest|top")
SLACK_RANK_ASKED_MARKS = ("=", "->", "\u2192")  # (then an optional 'who', and '?')

# --- a tie rule shared by two people in an ops lead's Slack shorthand, its scope said in shorthand (e49s:
# ask.slack.paired): said as the grammar's scopes ('B breaks ties within each group', 'If they are tied, B', 'B breaks
# ties, both within each group and between the two'); a rule whose scope is said otherwise is left as it is
# the tie-breaker's first word ('oldest', 'the highest total bank bal', 'higher salary')
SLACK_BREAKER_HEADS = forms("the? oldest|eldest|youngest|highest|lowest|higher|lower|largest|larger|biggest|bigger|"
                            "greatest|greater|richest|top|older")
SLACK_BREAKER_VERBS = forms("breaks|settles|decides|resolves|wins|takes")
SLACK_TIE_NOUNS_SHARED = forms("ties|tie", "any|every|all|each ties|tie", "a tie")
# ... each one's ranking: 'for both picks', 'in picking them', 'for each pick', 'within each', 'for both' (the two
# people's labels, 'in (a) and (b)', 'for X and Y', 'inside A or B', are read apart: `slack._labels_scope`)
SLACK_SCOPE_EACH = forms("for|in|within|inside each|both|either pick|picks|selection|selections|group|groups|side|sides|one",
                         "for|in|within|inside each|both|either of them|the two",
                         "for|in|within|inside each|both",
                         "in|when|while picking|choosing|selecting|finding them|each|both",
                         "in|when|while picking|choosing|selecting|finding each one|person",
                         "in|when|while picking|choosing|selecting|finding the two|2 ppl|people?")
# ... every step, the steps named: the rankings and the two compared ('(picking them + the final comparison)'; 'at any
# step', 'everywhere' name no step and stay the grammar's to refuse, words.TIE_EVERY_STEP)
SLACK_SCOPE_EVERY = forms("( picking|choosing|selecting them|each|both +|and|& the final|last comparison|step )",
                          "( both|the picks|selections +|and|& the final|last comparison|step )",
                          "( in picking|choosing|selecting them|each|both +|and|& in the final|last comparison|step )")
# ... the two compared only ('tiebreak at the end = X', 'tie at the end -> X'; 'in the final comparison' is the grammar's)
SLACK_SCOPE_PAIR = forms("at the end|finish")
# the two people's labels joined in a scope ('in (a) and (b)', 'for X and Y', 'inside A or B', 'if 1 & 2 have ...')
SLACK_LABEL_JOINS = forms("and|&|or|/|+")
SLACK_LABEL_PAIRS = (("a", "b"), ("1", "2"), ("x", "y"), ("i", "ii"))
# ... a group said before a colon and the one of it ('JCB 16 digit cardholders: the one w/ the fewest pets'): its people
# ('ppl' besides GROUP_PLURAL_WORDS and plural nouns); a label's nouns ('person 1:', 'side 2:') are no group
SLACK_PEOPLE_NOUNS = frozenset({"ppl", "ppls", "folks", "residents"})
SLACK_LABEL_NOUNS = frozenset({"person", "side", "candidate", "pick", "option", "group", "team", "contestant"})
# ... the two announced by a noun and an arrow before their lines ('lower total bank bal: who? candidates ->\n- S1\n- S2'):
# read away before the line break
SLACK_CANDIDATES = forms("candidates|options|contenders|choices|picks", "the candidates|options|contenders|choices")
# ... a tie rule said of one measure's ties ('X breaks the pet ties'): 'if there's a tie on pets, X' (the grammar then
# tells whose ranking or comparison that measure is)
SLACK_MEASURE_TIES = forms("the? pet|car|vehicle|card|policy|account|acct ties|tie")
# Two people laid out in Slack shorthand (e49s: ask.slack.paired). The two announced before them ('2 ppl: S1, and S2. more
# online accounts wins; ...'): read as 'more online accounts wins: S1 vs S2. ...'
SLACK_TWO_PEOPLE = forms("2|two ppl|people|persons|candidates", "the 2|two ppl|people|persons|candidates")
# ... their balances summed, said first ("add up 2 ppl's total bank balances: S1, and S2. ... $ total?"): 'what is the
# total bank balance of S1, and S2? ...'
SLACK_SUM_HEADS = forms("add|sum|total up", "sum|total|combine", "add together")
SLACK_SUM_WHOSE = forms("2|two|both ppl's|people's|persons'", "the 2|two ppl's|people's|persons'", "both of? their", "their")
SLACK_SUM_BALANCES = forms("total|combined? bank? bal|bals|balance|balances")
# ... the winner asked after a 'wins' rule ('... more online accounts wins; if even, T. who is it?'): read away
SLACK_WINNER_ASKED = forms("who is|'s it", "whos it", "who wins", "who's the winner", "who is the winner", "winner",
                           "who")
# ... the winner said last with '=' ('winner = more credit cards; if equal, T'), after a header of its measure alone
# ('credit cards head-to-head pls'): the header said as 'more credit cards wins:'
SLACK_WINNER_IS = forms("winner =|:|->|is", "the winner =|:|->|is")
SLACK_HEADER_FILLERS = frozenset({"head-to-head", "head", "to", "pls", "please", "plz", "comparison", "compare", "check",
                                  "showdown", "face-off", "faceoff", "matchup", "vs", "q", "quick", "count", "counts",
                                  "#", "of", "number"})
# ... a label said as a person's number at a line's start ('person 1 — S1'): 'A: S1' ('person 2': 'B')
SLACK_LINE_LABEL_NOUNS = forms("person|side|pick|option|candidate|contender")
# ... the question's 'compare:' said before the two's lines ('who has more online accts? compare:\n...'): read away
SLACK_COMPARE_COLON = forms("compare|comparing|candidates|options")
# ... a header naming the measure the two are compared on ('pls compare pet counts for 2 ppl:'), the question after the
# two bare ('who owns more?'): 'who owns more pets?' said first, for the header
SLACK_COMPARE_HEADS = forms("pls|please|plz? compare|comparing")
SLACK_COMPARE_COUNTS = forms("count|counts|number|numbers|total|totals|#")
SLACK_BARE_ASKED = forms("who owns|has|holds more|fewer|less", "which one owns|has|holds more|fewer|less",
                         "which of them owns|has|holds more|fewer|less")
# ... the two picked by one ranking said once before their groups ('two ppl, both picked the same way: fewest bank accts,
# oldest person wins a tie.\n1) among G1\n2) among G2'): the ranking and its tie rule said in each ('1) fewest bank accts
# among G1 (oldest person wins a tie)')
SLACK_PICKED_ALIKE = forms("both|each picked|chosen|selected|found|taken the same way", "both|each picked|chosen|selected|"
                           "found|taken alike|identically")
# ... each one said as a group, an arrow and the pick ('Health insurance holders -> take the oldest one'): 'the oldest
# person among Health insurance holders'
SLACK_ARROW_TAKE = forms("take|pick|grab|find|get|choose", "")
# ... the two said by the states each is taken in, said in shorthand ("for the state of A and for the state of B, grab
# P in each (T). then tell me Q", "look at 2 states: where A lives, and where B lives. in each, who has R (T)? Q"): 'same
# state as A -> P (T) / same state as B -> P (T) / Q'
SLACK_LIVES = forms("lives|resides|stays|lies", "is based|located", "is")
SLACK_THEN_TELL = forms("then|and|now? tell|show|give me|us", "then|now", "and then")
SLACK_TWO_PLACES = forms("2|two|both states|cities")
SLACK_LOOK_AT_PLACES = forms("look|looking at", "consider|considering|check|take|compare")
# ... a person's group said as an anchor, then the people sharing its attribute ("username 'x' -> ppl w/ the same kind of
# insurance -> most cars (T)"): 'same kind of insurance as username 'x' -> most cars (T)'
# ... and the question after the two sentences asking of them ('of those 2 ppl who has the higher ...?')
SLACK_ASKS_OF_THEM = forms("of those|these|the 2|two ppl|people|persons|picks ,?", "of those|these|the 2|two ,?",
                           "of them|both ,?")
# --- chunk and assemble (ask.assemble, e49x): the last-resort reader's closed word lists --------------------------------
# Every token of a question the reader reads is in a piece the grammar reads, or in one of these lists. None of them
# may carry a condition, a negation, a number, a direction or a scope (no 'not', 'only', 'just', 'also', 'other', 'top',
# 'most', 'all', 'any', 'each', 'every', 'first' as a rank, 'ever', 'at', 'over', 'under', no digit): such a word left
# between the pieces leaves the question unread. Filler is read as nothing, anywhere.
ASSEMBLE_FILLER = frozenset({
    # articles, people, pronouns, where
    "the", "a", "an", "person", "people", "ppl", "individual", "folks", "someone",
    "somebody", "whoever", "who's", "who", "which", "whom", "that", "this", "those", "these", "them", "they",
    "their", "there", "here", "one", "ones",
    # prepositions a piece is put with ('among G', 'of those', 'from G', 'for S', 'w/ R')
    "in", "of", "among", "amongst", "from", "for", "with", "within", "out",
    # requests and chat
    "find", "take", "pick", "look", "consider", "give", "tell", "name", "need", "want", "pls", "plz", "please",
    "grab", "get", "show", "return", "me", "i", "i'd", "like", "to", "know", "quick", "q", "thanks", "thx", "hi",
    "hey", "can", "could", "you", "u", "is", "'s", "then", "identify", "report", "answer", "determine",
    "choose", "select", "here's", "question",
    # marks
    ",", ".", "?", "!", ":", ";", "\u2014", "-", "(", ")", "/",
})
# ... the refusals the reader may read past: the grammar read no frame for the words ('cannot understand ...', 'cannot
# read ...') or a reference it could not resolve ("'Which of the two' refers to two people, and ..."); a question the
# grammar understood and refused for its meaning ('ambiguous: ...', 'not supported', 'two questions', 'the tie sentence
# has two readings') stays refused
ASSEMBLE_AFTER_REFUSALS = ("cannot understand ", "cannot read ")
ASSEMBLE_AFTER_REFERENCE = "' refers to "
# ... the words saying what is asked: a name ('who ...?', 'name ...'), a balance or a count ('what is ...', 'how many ...')
ASSEMBLE_NAME_ASKED = frozenset({"who", "who's", "whom", "which", "name", "whoever"})
ASSEMBLE_VALUE_ASKED = frozenset({"what", "what's", "whats", "how", "much", "many", "sum", "summed", "total",
                                  "combined", "altogether", "together", "count", "number", "do",
                                  "does", "have", "has", "person's", "amount", "$", "value", "figure"})
# ... the words asking a count ('how many', 'number of', 'count'): one said, or a sum of several kinds none of them bank
# accounts ('pets + cars, total?'; 'the sum of the bank accounts of S' could be their balance)
ASSEMBLE_COUNT_ASKED = frozenset({"how", "many", "count", "number", "#", "no", "num", "tally"})
# ... the words of a sum of several kinds of records said as one number ('X + Y, total count?', 'in total')
ASSEMBLE_SUMMED = frozenset({"total", "combined", "altogether", "together", "sum", "summed", "+"})
# ... a word saying a tie rule right after it is both people's ('both: tie -> oldest', 'for both, ...', 'each side
# tiebreak ...'), or the two's ('overall tie -> highest pay', 'final tie: ...'), and the words between it and the rule
ASSEMBLE_TIE_BOTH = frozenset({"both", "each"})
ASSEMBLE_TIE_BETWEEN = frozenset({"overall", "final", "x/y", "a/b", "1/2"})
# ... the words saying the second person is chosen as the first, in another group ('the person with R among G1, and
# likewise among G2', 'S1; do the same for G2'): each said between the two, the second said by its group alone
ASSEMBLE_LIKEWISE = frozenset({"likewise", "similarly"})
# ... one ranking said once for two groups ('in the state of A and in the state of B, take the person with R', 'G1 vs
# G2, the richest of each'): a word saying it is each group's, or the same preposition said before both groups
ASSEMBLE_EACH_GROUP = frozenset({"each", "both", "respectively"})
ASSEMBLE_GROUP_LEADS = frozenset({"from", "in", "among", "amongst", "for", "within"})
ASSEMBLE_GROUPS_VS = frozenset({"vs", "v", "versus"})
# ... words in a tie rule saying it goes on from another ('if still tied', 'then by', 'after that', 'further ties'):
# with two or more rules said, which one it follows is not placed, and the text is left unread
ASSEMBLE_TIE_CONTINUED = frozenset({"still", "then", "further", "after", "next", "remaining", "failing", "second",
                                    "third", "finally", "otherwise"})
# ... a word saying the rule after it is said again (for the person whose pieces it is placed with): 'again, oldest on
# a tie', 'again with the eldest winning ties' (read as nothing, right before a tie rule only)
ASSEMBLE_TIE_AGAIN = frozenset({"again"})
ASSEMBLE_TIE_SCOPE_LEAD = frozenset({"for", "in", "on", "side", "sides", "case", "cases", "chosen", "picked", "selected",
                                     "is", ",", ":", "\u2014", "-", "("})
# ... the pair said after 'of the', 'of these', 'of those' right before the comparative ('which of those two has more
# pets?', 'who of the 2 is older')
ASSEMBLE_PAIR = frozenset({"two", "2", "both"})
ASSEMBLE_PAIR_AFTER = frozenset({"the", "these", "those", "of"})
ASSEMBLE_PAIR_NOUNS = frozenset({"people", "ppl", "persons", "ones", "candidates", "individuals"})
# ... a balance's accounts said again after it ('total bank bal (all their accounts summed)', 'combined bank bal, all
# accts'): read as nothing, right after a piece ranking, comparing or asking a balance
ASSEMBLE_BALANCE_ASIDES = forms(
    "all of? their|the? bank accounts|accts summed|combined|added|included?",
    "across|over all? of? their|the? bank accounts|accts summed|combined|added|included?",
    "total|sum across|over|of all their|the? bank accounts|accts",
    "all their|the? bank? accounts|accts summed|combined|added up?",
)
# ... the words that leave a value asked of one person unread when said between the pieces: several people ('what are
# those balances in total?')
ASSEMBLE_SEVERAL = frozenset({"those", "these"})
# ... a ranking said with everyone as its scope ('the oldest person of all', '... in the country'), where a group is
# said apart: the ranking over everyone or the group, not told
ASSEMBLE_EVERYONE = frozenset({"all", "overall", "everyone", "everybody", "anyone", "anybody", "nationwide", "country",
                               "database", "whole", "entire", "worldwide"})
# ... a preposition and a pronoun right after a piece ('whoever has the most money in them'): what they refer to, not
# told
# ... words written that the tokenizer reads as another ('the said person' as 'that person'): a reference to something
# set up before, and plural people asked of one ('Who are the richest ...?')
ASSEMBLE_WRITTEN_REFUSED = frozenset({"said", "aforesaid", "aforementioned", "former", "latter", "above"})
ASSEMBLE_PLURAL = frozenset({"are", "were", "persons"})
ASSEMBLE_TRAILING_OF = frozenset({"in", "of", "for", "on", "from", "with"})
ASSEMBLE_TRAILING_IT = frozenset({"them", "it", "they", "those", "these", "there", "their"})
# ... the words that make 'and' between two people a split ('Between S1 and S2', 'compare S1 and S2', 'ppl compared:
# S1, and S2'); 'Who has more pets: S1 and S2?' is left to the grammar
ASSEMBLE_AND_SPLIT = frozenset({"between", "compare", "compared", "comparing", "comparison"})
ASSEMBLE_STRONG_SPLIT = frozenset({"vs", "v", "versus", "between", "compare", "compared", "comparing", "comparison"})
# ... the words between the two people compared, one of which must be said between them ('S1 vs S2', 'S1, or S2',
# '1) S1 2) S2', 'A: S1. B: S2', 'X = S1. Y = S2')
ASSEMBLE_SPLIT = frozenset({"vs", "v", "versus", "or", "and"})
# ... the words a person's label may be said with, before each ('1) S1 2) S2', 'A: ...', 'X = ...', 'first: ...')
ASSEMBLE_LABELS = frozenset({"1", "2", "a", "b", "x", "y", "first", "second", "other", "another", "both",
                             "side", "candidate", "candidates", "compare", "comparing", "compared", "between",
                             "comparison", "check", "hand"})
# ... of them, those said as a label only where a mark follows ('1)', 'A:', 'second:', 'both,'), never before a piece
# ('the second richest', 'the two oldest', '2 cars', 'other residents')
ASSEMBLE_LABEL_MARKED = frozenset({"1", "2", "a", "b", "x", "y", "first", "second", "other", "another", "both"})
ASSEMBLE_LABEL_MARKS = frozenset({":", ")", ",", "\u2014", ".", ";", "?"})
# ... a comparative's direction said apart from its measure, the measure said as what is compared ('cars count: S1 vs S2
# -> who has more?', 'pets count pls: ... who has more?', 'total bank bal, who's lower: ...'): each word's end
ASSEMBLE_MORE = frozenset({"more", "higher", "larger", "bigger", "greater"})
ASSEMBLE_FEWER = frozenset({"fewer", "less", "lower", "smaller"})
ASSEMBLE_COUNTED_MORE = frozenset({"more", "fewer", "less"})  # (of a count: 'pets are bigger' says no count)
# ... and the words said with that direction ('who has more?', 'who's got fewer', 'pet count', 'which one owns more?')
ASSEMBLE_DIRECTION_SAID = frozenset({"has", "have", "got", "count", "counts", "number", "owns", "own", "holds", "hold",
                                     "does", "do", "is", "one", "whose"})
