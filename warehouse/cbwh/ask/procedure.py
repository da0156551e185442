"""Questions written as numbered procedures (a32m: 'Step 1: find S. Step 2: among the residents of that state, pick
the one with R; if tied, T. Step 3: report that person's name.', '(1) ... (2) ...', 'First, ... Next, ... Finally,
...'): each step's result written as a definition by letter ('Let P be S.', 'Let G be the people who ...', 'Among G,
let Q be the one with R; T.'), each reference to it ('the person found in step 1', 'that group', 'this person', 'the
two people from steps 2 and 4', 'these two') as its letter, and the last step as the question about the letters, for
`discourse.lettered` and the grammar to read. None when the text is no procedure, or a step is not one this reads
(the text is then read as it is); ParseError naming the part when a reference could name two steps, names a step
that does not exist or finds no one, or a step's result is never used."""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from cbwh.ask.parser import ParseError
from cbwh.ask.phrases import alternation as _alts
from cbwh.spec import words as W

_NUMBER_WORDS = {w: n for w, n in W.LIST_NUMBER_WORDS.items()}




@dataclass
class _Thing:
    kind: str  # 'person', 'group' or 'value'
    label: str  # the letter it is written as (a value: the person's letter)
    step: int  # the step it was found in (its number, or its place in order)
    attribute: str = ""  # a value's attribute noun ('state', 'blood type')
    used: int = 0
    top: int = 0  # a group that is a top N: N
    words: str = ""  # a group's words ('the people living in the same state as P')
    narrowed: int = 0  # a group narrowed in a later step ('Keep only those who ...'): that step


@dataclass
class _State:
    things: list[_Thing] = field(default_factory=list)
    out: list[str] = field(default_factory=list)
    pool: list[str] = field(default_factory=list)
    asked: str | None = None
    step: int = 0
    numbered: bool = False
    said: _Thing | None = None  # the group formed or named last ('from that group' after 'from the people of step 1')

    def new(self, kind: str, step: int, attribute: str = "", top: int = 0) -> _Thing:
        if not self.pool:
            raise _NotRead("too many steps")
        thing = _Thing(kind, self.pool.pop(0), step, attribute, top=top)
        self.things.append(thing)
        if kind == "group":
            self.said = thing
        return thing

    def last(self, kind: str) -> _Thing | None:
        return next((t for t in reversed(self.things) if t.kind == kind), None)


class _NotRead(Exception):
    """A step this layer does not read: the text is left as it is."""


_QUOTE = r"(?:(?<!\w)'[^']*?'(?!\w)|\u2018[^\u2019]*\u2019|\"[^\"]*\"|\u201c[^\u201d]*\u201d)"
_STEP_LABEL = re.compile(
    r"(?:^|(?<=[.!?;:])\s+|\n\s*)(?:step\s+(?P<n>\d+|" + "|".join(W.LIST_NUMBER_WORDS) + r")\s*[:.)\-\u2013\u2014]\s*"
    r"|\((?P<p>\d+)\)\s*|(?P<d>\d+)[.)]\s+)", re.IGNORECASE)
_ORDINAL = re.compile(rf"^(?P<lead>{_alts(W.PROCEDURE_STEP_ADVERBS)})\s*,?\s*", re.IGNORECASE)


def _steps(text: str) -> list[tuple[int, str]] | None:
    """The steps of a procedure, each with its number (or its place in order) and its words; None when the text is
    no procedure (fewer than two steps said, numbers out of order)."""
    quoted = [(m.start(), m.end()) for m in re.finditer(_QUOTE, text)]
    marks = [m for m in _STEP_LABEL.finditer(text) if not any(a <= m.start() < b for a, b in quoted)]
    if len(marks) >= 2:
        numbers = []
        for m in marks:
            said = m.group("n") or m.group("p") or m.group("d")
            numbers.append(int(said) if said.isdigit() else _NUMBER_WORDS[said.lower()])
        if numbers != list(range(1, len(numbers) + 1)) or text[:marks[0].start()].strip():
            return None
        return [(n, text[m.end():(marks[k + 1].start() if k + 1 < len(marks) else len(text))].strip())
                for k, (n, m) in enumerate(zip(numbers, marks))]
    # 'First, ... Next, ... Then ... Finally, ...': a sentence opening with a step's adverb starts a step
    sentences = _split(text, r"(?<=[.!?])\s+")
    steps: list[tuple[int, str]] = []
    for sentence in sentences:
        if _ORDINAL.match(sentence) is not None or not steps:
            steps.append((len(steps) + 1, sentence))
        else:
            steps[-1] = (steps[-1][0], f"{steps[-1][1]} {sentence}")
    if len(steps) < 2 or not re.match(rf"(?:{_alts(W.PROCEDURE_FIRST_ADVERBS)})\b", sentences[0], re.IGNORECASE):
        return None
    return steps


_STEP_NAMED = re.compile(r"\bsteps?\s+(?P<n>\d+)(?:\s*(?:,|and|&)\s*(?P<m>\d+))?", re.IGNORECASE)


def _ahead(steps: list[tuple[int, str]]) -> None:
    """ParseError where a step names its own step or one after it ('Step 1: report which of the people from steps 2
    and 3 has more pets. Step 2: ...'): what that step finds is not found yet where it is used, and reading the steps in
    another order than written is a guess; the words outside quotes."""
    for number, words in steps:
        bare = re.sub(_QUOTE, "''", words)
        for m in _STEP_NAMED.finditer(bare):
            ahead = [int(n) for n in (m.group("n"), m.group("m")) if n is not None and int(n) >= number]
            if ahead:
                raise ParseError(f"{m.group().strip()!r} in step {number} names step {ahead[0]}, which does not come "
                                 "before it: a step can use only what an earlier step found; write the steps in the "
                                 "order they are done")


def _split(text: str, at: str) -> list[str]:
    """The text split where the pattern matches outside quotes, each piece stripped."""
    quoted = [(m.start(), m.end()) for m in re.finditer(_QUOTE, text)]
    pieces, start = [], 0
    for m in re.finditer(at, text):
        if any(a <= m.start() < b for a, b in quoted):
            continue
        pieces.append(text[start:m.start()].strip())
        start = m.end()
    pieces.append(text[start:].strip())
    return [p for p in pieces if p]


_PERSON_NP = (r"(?:the\s+(?:owner|person|individual|user|one|holder|driver|resident)\b|who(?:ever)?\s+owns\b|"
              r"the\s+(?:dog|cat|fish|bird|rabbit|pet|vehicle|car)\s+owner\b)")


def procedure(text: str) -> str | None:
    """The procedure written as definitions by letter and the question about them (see the module); None when the text
    is no procedure this reads."""
    steps = _steps(text.strip())
    if steps is None:
        return _likewise(text)
    _ahead(steps)
    said = {m.group() for m in re.finditer(r"\b[A-Z]\b", text)}
    state = _State(pool=[c for c in "PQRXYZWKLNMJFDCBEHGTUV" if c not in said])
    try:
        for number, words in steps:
            state.step = number
            for sentence in _split(words, r"(?<=[.!?])\s+"):
                _sentence(state, sentence.rstrip(".!"))
    except _NotRead:
        return None
    if state.asked is None:
        return None
    last = state.things[-1] if state.things else None
    if last is not None and last.kind == "person" and state.asked == f"Who is {last.label}?" and (filtered := re.fullmatch(
            rf"Among ([A-Z]), let {last.label} be the (?:person|one) (who .+)\.", state.out[-1])) is not None and \
            not re.search(r"\b(?:most|fewest|least|highest|lowest|\w+est)\b", filtered.group(2), re.IGNORECASE):
        # ('From G, report the person who has that same job title': the one person in G meeting it, asked as 'Who in
        # G has ...?', the grammar's filter)
        state.out.pop()
        state.asked = f"Who in {filtered.group(1)} {filtered.group(2)[4:]}?"
    for thing in state.things:
        if thing.kind != "value" and not thing.used:
            return None  # (a result never used: not a procedure this reads; the text's own refusal stands)
    return " ".join(state.out + [state.asked])


def _sentence(state: _State, sentence: str) -> None:
    """One sentence of a step: its clauses in turn (split at ';' and at ', and' / 'and' before a step's verb)."""
    sentence = _ORDINAL.sub("", sentence.strip(), count=1)
    if _tie_rule(sentence):
        _tie_after(state, sentence)
        return
    if _leaders(state, sentence):
        return
    verbs = _alts(W.PROCEDURE_VERBS)
    # ('Compare P and Q by X and report the one with more': one clause)
    if re.match(r"(?:compare|count|add\s+up|sum\s+up|total\s+up|tally)\b", sentence, re.IGNORECASE):
        clauses = _split(sentence, r";\s*")
    else:
        clauses = _split(sentence, rf";\s*|:\s+|,?\s+and\s*,?\s+(?:then\s+)?(?=(?:{verbs})\b)|,\s+then\s+"
                                   rf"(?=(?:{verbs})\b)")
        among = _alts(W.PROCEDURE_AMONG)
        acts = _alts(W.PROCEDURE_FIND | W.PROCEDURE_GATHER | W.PROCEDURE_PICK | W.PROCEDURE_NOTE)
        clauses = [piece for clause in clauses for piece in  # ('Find S, note their blood type, and ...')
                   ([clause] if re.match(rf"(?:{among})\b", clause, re.IGNORECASE) or _tie_rule(clause) else
                    _split(clause, rf",\s+(?=(?:{acts})\b)"))]
    for clause in clauses:
        _clause(state, clause)


def _leaders(state: _State, sentence: str) -> bool:
    """'For every state, find the resident or residents with the most pets, and put all of them into one group', 'for
    each state find its richest resident or residents and collect all of them': each state's leaders as a group ('the
    people who have the most pets in their state', as `discourse.lettered` reads it, e31a), then what the sentence
    does with them ('and from all of those people take the oldest one')."""
    m = re.match(rf"^for\s+(?:every|each)\s+state\s*,?\s+(?:{_alts(W.PROCEDURE_PICK | W.PROCEDURE_FIND)})\s+(?:its|the)\s+"
                 rf"(?:(?P<adj>{_alts(tuple(W.PROCEDURE_LEADER_ADJ))})\s+)?(?:{_alts(W.PROCEDURE_LEADER_NOUNS)})"
                 rf"(?:\s+with\s+(?P<with>.+?))?(?P<rest>(?:\s*,\s*|\s+)and\b.*)?$", sentence, re.IGNORECASE)
    if m is None:
        return False
    if (m.group("adj") is None) == (m.group("with") is None):
        raise _NotRead("a state's leaders by no ranking, or by two")
    ranked = W.PROCEDURE_LEADER_ADJ[m.group("adj").lower()] if m.group("adj") else m.group("with")
    if not re.match(r"the\s+(?:most|fewest|highest|lowest|largest|greatest|smallest)\b", ranked, re.IGNORECASE):
        raise _NotRead("a state's leaders by a ranking this does not read")
    group = state.new("group", state.step)
    group.words = f"the people who have {ranked} in their state"
    state.out.append(f"Let {group.label} be {group.words}.")
    rest = re.sub(r"^\s*,?\s*and\s*,?\s*", "", m.group("rest") or "", flags=re.IGNORECASE)
    if rest and not re.fullmatch(rf"(?:{_alts(W.PROCEDURE_GATHER | W.PROCEDURE_POOL)})\s+(?:all\s+(?:of\s+)?)?"
                                 rf"(?:them|those\s+people|these\s+people)(?:\s+(?:all\s+)?(?:together|into\s+one\s+"
                                 rf"(?:group|pool|set|collection)))?", rest, re.IGNORECASE):
        _clause(state, rest)
    return True


def _tie_rule(clause: str) -> bool:
    return re.match(rf"(?:{_alts(W.PROCEDURE_TIE_LEADS)})\b", clause, re.IGNORECASE) is not None


def _tie_after(state: _State, rule: str) -> None:
    """A tie rule said after a pick (its own sentence, or a clause after ';'): the pick's, in its definition; after a
    comparison asked, the question's."""
    if state.asked is not None:
        rule = _refs(state, re.sub(r"\s+instead$", "", rule, flags=re.IGNORECASE))  # ('..., name the X one instead')
        state.asked = f"{state.asked} {rule[0].upper()}{rule[1:]}."
        return
    if not state.out or not state.out[-1].startswith(("Among", "Let")) or not _last_pick(state):
        raise _NotRead("a tie rule after no pick")
    # ('if several are tied there, keep the one with ...': the pick's own words for its tie, as a rule reads them)
    rule = re.sub(r"\b(tied|tie)\s+there\b", r"\1", rule, flags=re.IGNORECASE)
    rule = re.sub(r"(,\s*)keep\s+(?=the\s+one\b)", r"\1take ", rule, flags=re.IGNORECASE)
    state.out[-1] = state.out[-1][:-1] + f" ({_refs(state, rule[0].lower() + rule[1:])})."


def _last_pick(state: _State) -> bool:
    last = state.things[-1] if state.things else None
    return last is not None and last.kind == "person" and state.out[-1].startswith(("Among", f"Let {last.label} "))


def _clause(state: _State, clause: str) -> None:
    clause = re.sub(r"\bonce\s+more\b", "again", clause, flags=re.IGNORECASE)  # ('once more breaking ties by ...')
    clause = re.sub(r"^(?:and\s*,?\s*)?(?:then|next|now|again|also|separately|finally|lastly)?\s*,?\s*", "", clause.strip(" ,"),
                    flags=re.IGNORECASE)
    if not clause:
        return
    if state.asked is not None:
        if _tie_rule(clause):
            _tie_after(state, clause)
            return
        raise _NotRead("a step after the question")
    if _tie_rule(clause):
        _tie_after(state, clause)
        return
    for read in (_same_for, _question, _person_found, _value_of, _value_noted, _group_formed, _kept, _top_taken,
                 _compared_asked, _picked, _asked):
        if read(state, clause):
            return
    raise _NotRead(clause)


# --- a person found by what names them ------------------------------------------------------------------------------

_FIND = rf"(?:{_alts(W.PROCEDURE_FIND)})"


def _person_found(state: _State, clause: str) -> bool:
    """'Find the owner of the vehicle with license plate 'X'', 'look up who owns the pet named 'Y'', 'Start with the
    person whose internet username is 'u'' (with a value noted after it: 'and the state they live in')."""
    m = re.match(rf"^{_FIND}\s+(?P<np>{_PERSON_NP}.*?{_QUOTE})(?P<rest>.*)$", clause, re.IGNORECASE)
    if m is None:
        return False
    np = m.group("np")
    if re.match(r"who(?:ever)?\s+owns", np, re.IGNORECASE):
        np = "the person " + np
    rest = m.group("rest").strip(" ,")
    if re.search(_QUOTE, rest) or re.search(r"\b(?:most|fewest|highest|lowest|oldest|youngest|eldest|richest)\b",
                                            np, re.IGNORECASE):
        raise _NotRead("a person found by a ranking")
    person = state.new("person", state.step)
    person.words = np
    state.out.append(f"Let {person.label} be {np}.")
    if rest:
        rest = re.sub(r"^(?:and\s+)?(?:also\s+)?", "", rest, flags=re.IGNORECASE)
        if (attribute := _attribute_said(rest)) is None:
            raise _NotRead(rest)
        value = state.new("value", state.step, attribute)
        value.label = person.label
        person.used += 1
    return True


def _person_and_value(state: _State, np: str, attribute: str) -> None:
    """A person found by what names them and their value of the attribute noted ('the blood type of S', 'do the same
    for the state of S'): the person written as a definition, the value as theirs (the person used by it)."""
    person = state.new("person", state.step)
    person.words = np
    state.out.append(f"Let {person.label} be {np}.")
    value = state.new("value", state.step, attribute)
    value.label = person.label
    person.used += 1


def _same_for(state: _State, clause: str) -> bool:
    """'do the same for the state of the owner of the vehicle with license plate 'X'', before a colon and the step said
    again in full ('...: among that state's residents, select whoever has ...'): that person, and their value noted
    (said again in full after it, so nothing is repeated; with nothing after it the person is never used: not read)."""
    m = re.fullmatch(rf"(?:do|repeat)\s+the\s+same(?:\s+steps?)?\s+(?:for|with)\s+the\s+(?P<what>.+?)\s+of\s+"
                     rf"(?P<np>{_PERSON_NP}.*?{_QUOTE})", clause, re.IGNORECASE)
    if m is None or (attribute := _attribute_said(m.group("what"))) is None:
        return False
    _person_and_value(state, m.group("np"), attribute)
    return True


def _question(state: _State, clause: str) -> bool:
    """A step said as a question ('Step 3: Who among them has the most pets?'): the question, each reference as its
    letter ('among them' -> 'among G')."""
    if not re.match(r"(?:who|which|whose|what|how)\b", clause, re.IGNORECASE):
        return False
    asked = re.sub(rf"\b(among|amongst|of|in|from)\s+(?:{_GROUP_BACK})\b(?!\s+(?:who|that|living|residing|with|having))",
                   lambda m: f"{m.group(1)} {_group_ref(state, m.group()).label}", clause, flags=re.IGNORECASE)
    asked = _person_words(state, _refs(state, asked))
    state.asked = asked.rstrip("?") + "?"
    return True


def _attribute_said(words: str) -> str | None:
    """The attribute a value noted names ('the state where they live', 'their blood type', 'which credit card provider
    they use', 'what type of insurance policy they hold'): its noun as the grammar reads it after 'the same'."""
    words = re.sub(rf"^(?:{_alts(W.PROCEDURE_NOTE)})\s+", "", words.strip(), flags=re.IGNORECASE)
    if re.search(r"\b(?:most|fewest|highest|lowest|oldest|youngest|eldest|richest|among|everyone|all|people)\b", words,
                 re.IGNORECASE):
        return None
    for attribute, nouns in W.PROCEDURE_VALUES.items():
        if re.search(rf"\b(?:{_alts(nouns)})\b", words, re.IGNORECASE):
            return attribute
    return None


def _value_of(state: _State, clause: str) -> bool:
    """'Look up the blood type of the owner of the fish named 'A'', 'look up the job title of the person with
    internet username 'u'': the person, and the value noted."""
    m = re.match(rf"^(?:{_FIND}|{_alts(W.PROCEDURE_NOTE)})\s+(?:the|what)\s+(?P<what>.+?)\s+(?:of|is held by)\s+"
                 rf"(?P<np>{_PERSON_NP}.*?{_QUOTE})\s*$", clause, re.IGNORECASE)
    if m is None or (attribute := _attribute_said(m.group("what"))) is None:
        return False
    _person_and_value(state, m.group("np"), attribute)
    return True


def _value_noted(state: _State, clause: str) -> bool:
    """'note the state where they live', 'look up which state they live in' after the person found: that person's."""
    if not re.match(rf"^(?:{_alts(W.PROCEDURE_NOTE)})\b", clause, re.IGNORECASE):
        return False
    person = state.last("person")
    if person is None or state.things[-1] is not person or (attribute := _attribute_said(clause)) is None:
        return False
    value = state.new("value", state.step, attribute)
    value.label = person.label
    person.used += 1
    return True


# --- groups ------------------------------------------------------------------------------------------------------------

def _group_formed(state: _State, clause: str) -> bool:
    """'Collect everyone who lives in that state and holds a Home insurance policy', 'Take all people living in that
    state', 'restrict to people who hold that same type of policy', 'turn to the Mastercard card holders'."""
    m = re.match(rf"^(?:{_alts(W.PROCEDURE_GATHER)})\s+(?P<group>.+)$", clause, re.IGNORECASE)
    if m is None:
        return False
    group = m.group("group")
    if re.match(rf"^(?:{_alts(W.PROCEDURE_THOSE)})\b", group, re.IGNORECASE):
        return False  # ('keep only those who ...': a group narrowed, `_kept`)
    verb = clause[:m.start("group")].strip()
    if state.last("group") is not None and re.fullmatch(rf"(?:{_alts(W.PROCEDURE_NARROW)})", verb, re.IGNORECASE):
        raise ParseError(f"ambiguous: {clause.strip()!r} after a group is formed could narrow that group or take "
                         f"them from everyone; say 'keep only those who ...' to narrow it, or 'collect everyone "
                         f"who ...' for a new group (r33)")
    if re.search(r"\b(?:most|fewest|highest|lowest|oldest|youngest|eldest|richest|greatest|largest|smallest)\b", group,
                 re.IGNORECASE) or not re.match(rf"(?:{_alts(W.PROCEDURE_GROUP_HEADS)})\b|(?:the\s+)?[\w\s-]*?\b(?:"
                                                rf"{_alts(W.PROCEDURE_GROUP_NOUNS)})\b", group, re.IGNORECASE):
        return False  # (a ranking picks a person: `_picked`; 'find the person who ...' is no group)
    group = _group_words(state, group)
    thing = state.new("group", state.step)
    thing.words = group
    state.out.append(f"Let {thing.label} be {group}.")
    return True


def _group_words(state: _State, group: str) -> str:
    """A group's words with each reference to a value or a person as its letter, its head as 'the people'."""
    group = _refs(state, group)
    group = re.sub(r"^(?:all\s+(?:the\s+)?)?residents\s+of\b", "the residents of", group, flags=re.IGNORECASE)
    group = re.sub(r"^(?:all\s+(?:the\s+)?(?:people|individuals|persons)|the\s+people|people|individuals|"
                   r"all\s+of\s+the\s+people)\b", "the people", group, flags=re.IGNORECASE)
    group = re.sub(r"^all\s+(?!(?:who|that|with|without|living|residing|having|holding|owning)\b)", "the ", group,
                   flags=re.IGNORECASE)  # ('all Mastercard holders' -> 'the Mastercard holders')
    group = re.sub(r"^(?:everybody|all)\b", "everyone", group, flags=re.IGNORECASE)
    group = re.sub(r"^(?:those|the\s+ones)\s+(?=who\b|that\b|living\b|residing\b|with\b)", "the people ", group,
                   flags=re.IGNORECASE)
    if not re.match(r"the\s+|everyone\b", group, re.IGNORECASE):
        group = f"the {group}" if re.search(r"\b(?:holders|owners|cardholders|residents)\b", group.split(" who ")[0],
                                            re.IGNORECASE) else f"the people who are {group}"
    return group


def _kept(state: _State, clause: str) -> bool:
    """'Keep only those who have no internet accounts at all' after a group: the group narrowed."""
    m = re.match(rf"^(?:{_alts(W.PROCEDURE_GATHER)})\s+(?:{_alts(W.PROCEDURE_THOSE)})\s+(?P<who>(?:who|that|with|"
                 rf"without|having|living|holding)\b.+)$", clause, re.IGNORECASE)
    if m is None:
        return False
    group = state.last("group")
    if group is None or state.things[-1] is not group:
        raise _NotRead("a group narrowed with none before it")
    # (the group's own words, then the condition: 'the people living in the same state as P who have no pets'; the
    # group just formed, so nothing refers to it as it was)
    said = f"Let {group.label} be {group.words}."
    if not group.words or group.top or state.out[-1] != said:
        raise _NotRead("a group narrowed whose words are not said")
    group.words = f"{group.words} {_refs(state, m.group('who'))}"
    group.narrowed = state.step  # (the group as it was is gone: a later 'the people of step N' for it is refused)
    state.said = group
    state.out[-1] = f"Let {group.label} be {group.words}."
    return True


def _top_taken(state: _State, clause: str) -> bool:
    """'Take the 3 people in that group with the greatest number of bank accounts': a top N of the group."""
    m = re.match(rf"^(?:{_alts(W.PROCEDURE_PICK)}|{_alts(W.PROCEDURE_GATHER)})\s+(?:out\s+)?the\s+(?P<n>\d+|two|three|"
                 rf"four|five)\s+(?:people|persons|individuals|members)\s+(?P<rest>.+)$", clause, re.IGNORECASE)
    if m is None:
        return False
    rest = m.group("rest")
    group, rest = _group_in(state, rest)
    if group is None:
        raise _NotRead("a top N of no group")
    n = m.group("n")
    thing = state.new("group", state.step, top=int(n) if n.isdigit() else _NUMBER_WORDS[n.lower()])
    state.out.append(f"Let {thing.label} consist of the {n} members of {group.label} {_refs(state, rest)}.")
    return True


_GROUP_BACK = (rf"(?:{_alts(W.PROCEDURE_GROUP_BACK)}|the\s+(?:group|collection|set|list|pool|people)\s+"
               rf"(?:(?:found|formed|gathered|collected|made)\s+)?(?:from|of|in)\s+steps?\s+\d+)")


def _group_in(state: _State, words: str) -> tuple[_Thing | None, str]:
    """The group a pick is among, said inside its words ('in that group', 'there', 'of that group'), and the words
    without it."""
    m = re.search(rf"\s*,?\s*\b(?:in|of|from|among|within)\s+(?:{_GROUP_BACK})\b(?<!those|these)(?!\s+(?:who|that|"
                  rf"living|residing|having|based|in|of|holding|owning|sharing)\b),?|\s+there\b",
                  words, re.IGNORECASE)
    if m is None:
        return None, words
    group = _group_ref(state, m.group())
    return group, (words[:m.start()] + words[m.end():]).strip()


def _group_ref(state: _State, said: str) -> _Thing:
    """The group a reference names: step N's ('the group from step 2'), else the last one formed."""
    if (step := re.search(r"\bstep\s+(\d+)", said, re.IGNORECASE)) is not None:
        n = int(step.group(1))
        found = [t for t in state.things if t.kind == "group" and n in (t.step, t.narrowed)]
        if not found:
            raise ParseError(f"{said.strip()!r} names step {step.group(1)}, which forms no group")
        group = found[-1]
        if group.narrowed and n != group.narrowed:
            # (r33 H1: 'Step 2: keep only those who own a car. Step 3: from the people collected in step 1, ...')
            raise ParseError(f"{said.strip()!r} names the group of step {n} as it was before step {group.narrowed} "
                             f"narrowed it: not read; name it again in full")
    else:
        last = state.last("group")
        if last is None:
            raise _NotRead(f"{said.strip()!r}: no group is formed before it")
        if state.said is not None and state.said is not last:
            # (r33 H4: 'Step 2: collect everyone who owns a dog. Step 3: from the people collected in step 1, pick
            # ... Step 4: from that group, ...': step 2's group, formed last, or step 1's, named last?)
            raise ParseError(f"ambiguous: {said.strip()!r} could be the group of step {last.step} (formed last) or of "
                             f"step {state.said.step} (named last); say which step's")
        group = last
        if re.search(r"\bsecond\b", said, re.IGNORECASE) and len([t for t in state.things if t.kind == "group"]) < 2:
            raise ParseError(f"{said.strip()!r}: only one group is formed before it")
    state.said = group
    group.used += 1
    return group


# --- a person picked in a group -----------------------------------------------------------------------------------------

def _picked(state: _State, clause: str) -> bool:
    """'From that group, pick the person with the most online accounts', 'Among them, find the person with R', 'Take
    the person there with R', 'select the member of that group with R', 'among everyone living in the same state as
    them, take the one with R (if tied, T)', 'Among JCB 16 digit cardholders, select the one with R'."""
    again = r"(?:(?:again|also|then|now|once\s+more)\s*,?\s+)?"
    verbs = rf"(?:(?P<pick>{_alts(W.PROCEDURE_PICK)})|(?P<report>{_alts(W.PROCEDURE_REPORT)}))"
    among = _alts(W.PROCEDURE_AMONG)
    lead = re.match(rf"^(?:(?:{among})\s+(?P<among>[^,]+?)\s*,\s*)?{again}{verbs}\s+(?:out\s+)?(?P<what>.+)$", clause,
                    re.IGNORECASE)
    if lead is None and "," not in clause:  # ('among everyone sharing that blood type pick the person whose ...')
        lead = re.match(rf"^(?:{among})\s+(?P<among>.+)\s+{again}(?P<pick>{_alts(W.PROCEDURE_PICK)})(?P<report>)\s+"
                        rf"(?:out\s+)?(?P<what>.+)$", clause, re.IGNORECASE)
    if lead is None:
        return False
    what = lead.group("what")
    among = lead.group("among")
    group: _Thing | None = None
    said_group: str | None = None
    if among is not None:
        if re.match(rf"^(?:{_GROUP_BACK})$", among.strip(), re.IGNORECASE):
            group = _group_ref(state, among)
        elif re.fullmatch(r"(?:(?:that|this|the)\s+)?(?:\w+['\u2019]s|that|this|their|his|her|the\s+same)\s+(?:home\s+)?"
                          r"state", among.strip(), re.IGNORECASE):  # ('In that state, find R': its residents)
            said_group = _group_words(state, f"the residents of {among.strip()}")
        else:
            said_group = _group_words(state, among)
    if group is None and said_group is None:
        group, what = _group_in(state, what)
    m = re.match(r"^(?:the\s+(?:person|one|member|individual|resident)|whoever|whichever\s+(?:person|one)|who|whose|"
                 r"the\s+(?:oldest|youngest|eldest|richest|poorest|wealthiest)|the\s+\w+est)\b", what, re.IGNORECASE)
    if m is None or re.search(_QUOTE, what):
        return False
    inline = group is None and said_group is None and \
        re.search(r"\b(?:among|amongst)\s+\w", what, re.IGNORECASE) is not None
    # ('Step 1: Find the oldest resident of Ohio.': the person said with their own group, no group formed before it;
    # the grammar reads them as it reads 'Let P be the oldest resident of Ohio.', the words as written)
    own = group is None and said_group is None and not inline and state.last("group") is None and \
        re.search(rf"\b(?:{_alts(W.PROCEDURE_OWN_GROUP)})\b", what, re.IGNORECASE) is not None
    inline = inline or own
    if group is None and said_group is None and not inline:
        group = state.last("group")
        if group is None or state.things[-1] is not group:
            raise _NotRead("a pick with no group")
        group.used += 1
    what = re.sub(r"^(?:the\s+member)\b", "the person", what, flags=re.IGNORECASE)
    what = re.sub(r"^(?:who|whoever)\s+", "the person who ", what, flags=re.IGNORECASE)
    what = re.sub(r"^whose\s+", "the person whose ", what, flags=re.IGNORECASE)
    if not own:
        what = re.sub(r"^the\s+(oldest|youngest|eldest|richest|poorest|wealthiest)(?:\s+(?:one|person))?\b",
                      r"the \1 person", what, flags=re.IGNORECASE)
    what, asked = _asked_after(what)
    if lead.group("report") and asked is None:
        asked = "give their name"  # ('from the restricted group, report the person who ...': the pick, named)
    what = re.sub(r"\s+(?:as\s+well|too|likewise|also)$", "", what, flags=re.IGNORECASE)
    what = _refs(state, what)  # (before the person picked is one to refer to)
    person = state.new("person", state.step)
    person.words = what
    where = group.label if group is not None else said_group
    state.out.append(f"Let {person.label} be {what}." if where is None else f"Among {where}, let {person.label} be {what}.")
    if asked is not None:
        _asked(state, asked)
    return True


def _asked_after(what: str) -> tuple[str, str | None]:
    """A pick ending in what is asked of it ('... and give their name'): the pick, and the ask."""
    m = re.search(rf",?\s+and\s+(?P<ask>(?:{_alts(W.PROCEDURE_REPORT)})\b.*)$", what, re.IGNORECASE)
    if m is None:
        return what, None
    return what[:m.start()], m.group("ask")


# --- references ------------------------------------------------------------------------------------------------------

def _person_ref(state: _State, said: str) -> _Thing:
    """The person a reference names: step N's ('the person found in step 1'), else the one person found and not yet
    used ('that person', 'this person', 'them'); refused when two could be meant."""
    if (step := re.search(r"\bsteps?\s+(\d+)", said, re.IGNORECASE)) is not None:
        number = int(step.group(1))
        if number > state.step or number < 1:
            raise ParseError(f"{said.strip()!r} names step {number}, which does not come before it")
        found = [t for t in state.things if t.kind == "person" and t.step == number]
        if not found:
            raise ParseError(f"{said.strip()!r} names step {number}, which finds no person")
        person = found[-1]
    elif (noun := next((n for n in W.PROCEDURE_PERSON_NOUNS if re.search(rf"\b{n}\b", said, re.IGNORECASE)), None)):
        # ('that owner', 'the user': the one person whose words say it, 'the owner of ...', 'who owns ...')
        named = [t for t in state.things if t.kind == "person" and
                 re.search(rf"\b(?:{W.PROCEDURE_PERSON_NOUNS[noun]})\b", t.words, re.IGNORECASE)]
        if len(named) > 1 and len(mine := [t for t in named if t.step == state.step]) == 1:
            named = mine
        if len(named) > 1 and len(live := [t for t in named if not t.used]) == 1:
            named = live
        if not named:
            raise _NotRead(f"{said.strip()!r}: no person found is said so")
        if len(named) > 1:
            raise ParseError(f"ambiguous: {said.strip()!r} could be the person found in step {named[-2].step} or in "
                             f"step {named[-1].step}: say which ('the person from step N')")
        person = named[0]
    else:
        live = [t for t in state.things if t.kind == "person" and not t.used]
        if len(mine := [t for t in live if t.step == state.step]) == 1:
            live = mine  # ('(3) Look up S and gather the residents of that person's state': the one just found)
        if len(live) != 1:
            if not live:
                raise _NotRead(f"{said.strip()!r}: no person is found before it")
            raise ParseError(f"ambiguous: {said.strip()!r} could be the person found in step {live[-2].step} or in "
                             f"step {live[-1].step}: say which ('the person from step N')")
        person = live[0]
    person.used += 1
    return person


def _refs(state: _State, words: str) -> str:
    """The words with each reference to a step's result as its letter: a person ('that owner's state' -> "P's
    state", 'the same state as them'), a value noted ('that state' -> "the same state as P"), a group ('them')."""
    person_back = _alts(W.PROCEDURE_PERSON_BACK)

    def person(m: re.Match[str]) -> str:
        return _person_ref(state, m.group("ref")).label + m.group("tail")

    words = re.sub(rf"\b(?P<ref>(?:{person_back})(?:\s+(?:found|chosen|picked|selected|identified)\s+)?"
                   rf"(?:\s+(?:from|in|of)\s+step\s+\d+)?)(?P<tail>['\u2019]s\b)", person, words, flags=re.IGNORECASE)
    words = re.sub(r"\b(?P<ref>the\s+(?:person|one)\s+(?:(?:found|chosen|picked|selected|identified)\s+)?(?:from|in)\s+"
                   r"step\s+\d+)(?P<tail>)", person, words, flags=re.IGNORECASE)
    words = re.sub(r"\b(?P<ref>their|his|her)(?P<tail>)\s+(?=state\b|home\s+state\b)",
                   lambda m: _person_ref(state, m.group("ref")).label + "'s ", words, flags=re.IGNORECASE)
    words = re.sub(r"\b(?P<ref>the\s+same\s+state\s+as)\s+(?:them|him|her|that\s+person|that\s+owner|this\s+person)\b",
                   lambda m: f"the same state as {_person_ref(state, 'them').label}", words, flags=re.IGNORECASE)

    def value(m: re.Match[str]) -> str:
        noun = m.group("noun")
        found = [t for t in state.things if t.kind == "value" and
                 re.fullmatch(_alts(W.PROCEDURE_VALUES[t.attribute]), noun, re.IGNORECASE)]
        if not found:  # ('Find S and list everyone who lives in the same state': the one person found's)
            return f"the same {noun} as {_person_ref(state, m.group()).label}"
        if len({t.label for t in found}) > 1:
            raise ParseError(f"ambiguous: {m.group()!r} could be the value noted in step {found[-2].step} or in step "
                             f"{found[-1].step}: say whose")
        found[-1].used += 1
        return f"the same {noun} as {found[-1].label}"

    words = re.sub(r"\b(?:that|this)\s+(?:same\s+)?state['\u2019]s\s+(residents|inhabitants|people)\b",
                   r"the \1 of that state", words, flags=re.IGNORECASE)  # ('among that state's residents')
    nouns = _alts(tuple(n for ns in W.PROCEDURE_VALUES.values() for n in ns))
    words = re.sub(rf"\b(?:that|this|the)\s+(?:same\s+)?(?P<noun>{nouns})\b(?!\s+(?:as|of)\b)", value, words,
                   flags=re.IGNORECASE)
    return words


# --- what is asked -----------------------------------------------------------------------------------------------------

def _asked(state: _State, clause: str) -> bool:
    """The last step: 'Report that person's name', 'give the total bank balance of the selected person', 'Compare the
    people from steps 2 and 4 and report which of the two has fewer insurance policies', 'Add up the bank balances of
    those three people and give the combined total', 'Count this person's pets, bank accounts and online accounts, and
    give the total of the three counts'."""
    if (counted := re.fullmatch(rf"(?:count|add\s+up|sum\s+up|total\s+up|tally)\s+(?P<ref>{_alts(W.PROCEDURE_PERSON_BACK)})"
                                rf"['\u2019]s\s+(?P<things>.+?),?\s+and\s+(?:{_alts(W.PROCEDURE_REPORT)})\s+(?:the|their)\s+"
                                rf"(?:total|sum|combined\s+total|grand\s+total)\b.*", clause, re.IGNORECASE)) is not None:
        person = _person_ref(state, counted.group("ref"))
        state.asked = f"How many {counted.group('things')} does {person.label} have in total?"
        return True
    if (compared := _compared(state, clause)) is not None:
        state.asked = compared
        return True
    tops = [t for t in state.things if t.kind == "group" and t.top]
    group = tops[0] if len(tops) == 1 else None  # (of two top Ns, which is added is not read)
    if group is not None and re.search(r"\bbalances?\b", clause, re.IGNORECASE) and \
            re.search(rf"\b(?:{_GROUP_BACK}|(?:those|these|the)\s+(?:three|two|four|five|\d+)(?:\s+people)?)\b", clause,
                      re.IGNORECASE):
        group.used += 1  # ('Add up the bank balances of those three people', 'the total bank balance of those three')
        state.asked = f"What is the combined bank balance of the members of {group.label}?"
        return True
    if not re.match(rf"^(?:{_alts(W.PROCEDURE_REPORT)})\b", clause, re.IGNORECASE):
        return False
    if re.fullmatch(rf"(?:{_alts(W.PROCEDURE_REPORT)})\s+(?:the|their|his|her)\s+(?:full\s+)?name", clause,
                    re.IGNORECASE):
        person = _person_ref(state, "that person")
        state.asked = f"Who is {person.label}?"
        return True
    if re.fullmatch(rf"(?:{_alts(W.PROCEDURE_REPORT)})\s+(?:the\s+name\s+of\s+|the\s+)?(?P<ref>.+?)(?:['\u2019]s\s+"
                    rf"(?:full\s+)?name)?", clause, re.IGNORECASE) and re.search(r"\bname\b", clause, re.IGNORECASE):
        m = re.fullmatch(rf"(?:{_alts(W.PROCEDURE_REPORT)})\s+(?:(?:the\s+(?:full\s+)?name\s+of\s+)(?P<a>.+)|"
                         rf"(?P<b>.+?)['\u2019]s\s+(?:full\s+)?name)", clause, re.IGNORECASE)
        if m is None:
            raise _NotRead(clause)
        person = _person_ref(state, m.group("a") or m.group("b"))
        state.asked = f"Who is {person.label}?"
        return True
    asked = re.sub(rf"^(?:{_alts(W.PROCEDURE_REPORT)})\s+", "", clause, flags=re.IGNORECASE)
    asked = _person_words(state, asked)
    state.asked = f"What is {asked}?"
    return True


def _person_words(state: _State, words: str) -> str:
    """Words with each reference to a person as their letter ('the selected person' -> P, "this person's" -> "P's")."""
    back = _alts(W.PROCEDURE_PERSON_BACK)
    return re.sub(rf"\b(?:{back})\b(?!\s+(?:with|who|whose|that|among|in|from|of|having|holding|owning)\b)",
                  lambda m: _person_ref(state, m.group()).label, words, flags=re.IGNORECASE)


def _compared_asked(state: _State, clause: str) -> bool:
    """The last step, a comparison of two people found (`_compared`)."""
    if (compared := _compared(state, clause)) is None:
        return False
    state.asked = compared
    return True


def _compared(state: _State, clause: str) -> str | None:
    """A comparison of two people found: 'Compare the people from steps 2 and 4 and report which of the two has fewer
    X', 'compare these two people and say which one was born earlier', 'Of the two people chosen in steps 2 and 4, state
    which was born earlier', 'Between the person from step 2 and the one from step 4, report who owns fewer cars',
    'compare the two picks by number of online accounts and report the one with fewer': 'Which of P and Q ...?'."""
    m = re.match(rf"^(?:compare\s+(?P<who>.+?)(?:\s+(?:by|on)\s+(?P<by>.+?))?\s*,?\s+and\s+|(?:of|between)\s+"
                 rf"(?P<who2>.+?)\s*,\s*)(?:{_alts(W.PROCEDURE_REPORT)})\s+(?P<asked>.+)$", clause, re.IGNORECASE)
    if m is None:  # ('say which of these two people is younger', 'report who of the two owns fewer cars')
        # (the two said by their steps too: 'which of the two people found in steps 1 and 2 is older', 'which of the
        # people from steps 2 and 4 has more vehicles')
        m = re.match(rf"^(?:{_alts(W.PROCEDURE_REPORT)})\s+(?:which|who)\s+(?:one\s+)?of\s+(?P<who3>(?:"
                     rf"{_alts(W.PROCEDURE_PAIR_BACK)}|the\s+(?:two\s+)?(?:people|persons|ones))(?:\s+(?:(?:found|chosen|"
                     rf"picked|selected)\s+)?(?:from|in)\s+steps\s+\d+\s+and\s+\d+)?)\s+(?P<asked>.+)$", clause,
                     re.IGNORECASE)
        if m is None:
            return None
        pair = _pair(state, m.group("who3"))
        return f"Which of {pair[0]} and {pair[1]} {m.group('asked')}?"
    pair = _pair(state, m.group("who") or m.group("who2"))
    asked = m.group("asked")
    asked = re.sub(r"^(?:which\s+(?:one\s+)?(?:of\s+(?:the\s+two|them|these\s+two|those\s+two|the\s+pair)\s+)?|who\s+|"
                   r"whichever\s+(?:one\s+)?)", "", asked, flags=re.IGNORECASE)
    one = re.match(r"^the\s+one\s+(?:who\s+|that\s+)?(?P<rest>.+)$", asked, re.IGNORECASE)
    if one is not None:
        asked = one.group("rest")
        if re.match(r"with\s+", asked, re.IGNORECASE):
            asked = "has " + asked[5:]
    if m.group("by"):
        by = re.sub(r"^(?:how\s+many|the\s+number\s+of|number\s+of)\s+", "", m.group("by"), flags=re.IGNORECASE)
        by = re.sub(r"\s+(?:they|each)\s+(?:own|has|have|owns|holds?)$", "", by, flags=re.IGNORECASE)
        if not re.fullmatch(r"(?:has|owns)\s+(?:more|fewer|less)", asked, re.IGNORECASE):
            return None
        asked = f"{asked} {by}"
    return f"Which of {pair[0]} and {pair[1]} {asked}?"


def _pair(state: _State, said: str) -> tuple[str, str]:
    """The two people a comparison names: by their steps ('the people from steps 2 and 4', 'the person from step 1
    with the one from step 3'), or the two found and not used ('these two people', 'the two you picked')."""
    numbers = [int(n) for n in re.findall(r"\b(\d+)\b", said)]
    if "step" in said.lower() and len(numbers) == 2:
        return (_person_ref(state, f"the person from step {numbers[0]}").label,
                _person_ref(state, f"the person from step {numbers[1]}").label)
    if not re.fullmatch(rf"(?:{_alts(W.PROCEDURE_PAIR_BACK)})", said.strip(), re.IGNORECASE):
        raise _NotRead(said)
    live = [t for t in state.things if t.kind == "person" and not t.used]
    if len(live) != 2:
        raise ParseError(f"ambiguous: {said.strip()!r} names two people, and {len(live)} are found and not yet used: "
                         "say which by their steps")
    for t in live:
        t.used += 1
    return live[0].label, live[1].label


# --- a choice repeated in a second set ---------------------------------------------------------------------------------

def _likewise(text: str) -> str | None:
    """'In R choose the person with the most credit cards, and in S likewise; in both cases, if there is a tie, T. Of the
    two people so chosen, who is younger?' (a31m): the choice written for each set as a definition by letter ('In R, let
    X be the person with ...; in S, let Y be the person with ...; in both cases, ...'), and the two chosen, referred to
    later, as 'X and Y'. None when the text says no such choice, or never refers to the two chosen."""
    again = _alts(W.PROCEDURE_LIKEWISE)
    among = _alts(W.PROCEDURE_AMONG)
    choose = _alts(W.PROCEDURE_PICK)
    m = re.search(rf"(?:^|(?<=[.!?]\s))(?P<lead>{among})\s+(?P<one>[^,;.?!]+?)\s*,?\s+(?:{choose})\s+"
                  rf"(?P<what>the\s+(?:person|one|member|individual)\b[^;.?!]+?)\s*(?:,\s*and|;\s*and|;|,)\s+(?P<lead2>{among})\s+(?P<two>[^,;.?!]+?)\s*,?\s+"
                  rf"(?:{again})(?P<rest>\s*[;,][^.?!]*)?(?P<end>[.!])", text, re.IGNORECASE)
    if m is None or re.search(_QUOTE, m.group("what")) or \
            re.search(r"\b(?:who|that|which|with|without|having|owning|holding|owns?|holds?|has|have)\b", m.group("one"),
                      re.IGNORECASE):
        return None  # (a condition in the first group may or may not be the second's: the layers above refuse it)
    said = {c.group() for c in re.finditer(r"\b[A-Z]\b", text)}
    free = [c for c in "PQXYZWKLNMJFDCBEHGTUV" if c not in said]
    if len(free) < 2:
        return None
    x, y = free[:2]
    after = text[m.end():]
    pair = re.compile(rf"\b(?:{_alts(W.PROCEDURE_PAIR_BACK)})\b", re.IGNORECASE)
    found = pair.search(after)
    if found is None or len(pair.findall(after)) != 1:
        return None
    what = m.group("what")
    told = (f"{m.group('lead')} {m.group('one')}, let {x} be {what}; {m.group('lead2').lower()} {m.group('two')}, let {y} "
            f"be {what}{m.group('rest') or ''}{m.group('end')}")
    return text[:m.start()] + told + after[:found.start()] + f"{x} and {y}" + after[found.end():]
