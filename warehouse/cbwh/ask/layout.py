"""A question written as an exercise, rewritten as the sentences the discourse layer and the grammar read.

Exam and exercise authors lay a question out: one item a line or a bullet ("- Group: residents of Ohio\\n- Measure:
most vehicles"), and the rules for ties said first ("Rules: if several people qualify, choose the richest; if still
tied, the oldest. Among ...?"). `laid_out` writes such a text as sentences (each line ended, its bullet dropped) and the
rules after the question, where the grammar reads a tie rule; the discourse layer (`discourse.narrated`) then reads the
result as it reads any other text. Nothing is dropped but marks: a line or a rule the grammar does not read is refused
by it, naming it. Its words live in `cbwh.spec.words`.
"""

from __future__ import annotations

import re
from functools import lru_cache

from cbwh.ask.parser import ParseError, Parser
from cbwh.ask.tokens import END, WORD
from cbwh.spec import words as W

# a bullet before a line's item ('- ', '* ', '• ', '> '): a mark that says nothing
_BULLET = re.compile(r"[-*\u2022\u00b7\u2023\u25e6\u25aa\u2013\u2014>]+\s+")
_ENDS = (".", "?", "!", ";", ":", ",")


def laid_out(text: str) -> str:
    """The text with its lines written as sentences and its rules for ties said after the question; the text itself
    when it has neither."""
    return _labelled(_rules_after(_lines(text)))


def _lines(text: str) -> str:
    """Lines written one item each ('Scope: G\\nMeasure: M\\nOutput: name', '- Group: G\\n- Ties: T'): each line's
    bullet dropped and the line ended with a full stop when it has no mark of its own; one line is left as typed (a
    text broken across lines mid-sentence is read as the grammar reads it, the break as a space)."""
    lines = [line.strip() for line in text.splitlines()]
    lines = [line for line in lines if line]
    if len(lines) < 2:
        return text
    items = [_BULLET.sub("", line, count=1) if _BULLET.match(line) else line for line in lines]
    bulleted = sum(item != line for item, line in zip(items, lines))
    labelled = sum(bool(_LABELLED.match(item)) for item in items)
    if bulleted < len(lines) - 1 and labelled < len(lines) - 1:
        return text  # (not one item a line: a question wrapped across lines)
    return " ".join(item if item.endswith(_ENDS) else f"{item}." for item in items)


# a line starting with a label: up to four words (a number or a letter among them) before a colon, a dash or '='
_LABELLED = re.compile(r"(?:\(?[0-9ivx]{1,4}[.)]\s*)?[A-Za-z][\w'\-/]*(?:\s+[\w'\-/()]+){0,3}\s*[:=\u2014\u2013]\s*\S"
                       r"|\(?[0-9ivxa-h]{1,4}[.)]\s+\S", re.IGNORECASE)


def _rules_after(text: str) -> str:
    """Rules for ties said before the question ('Rules: if several people qualify, choose T; if still tied, T2.
    Among G, who ...?'), moved after it, where the grammar reads them (before the question it reads one rule only):
    the longest run of sentences from the start that reads as tie rules, when more follows."""
    from cbwh.ask.grammar import ties

    p = Parser(text)
    ends = [n for n, k in enumerate(p.keys) if k in (".", ";", "!", "?") and p.tokens[n + 1].kind != END]

    def rules(end: int) -> bool:
        said = Parser(text[:p.tokens[end].pos])
        return any(found and said.tokens[k].kind == END for found, k in ties(said, 0))

    if not ends or p.keys[ends[0]] == "?" or not rules(ends[0]):
        return text
    last = previous = ends[0]
    for end in ends[1:]:
        if p.keys[end] == "?":
            break
        if rules(end):
            last = end
        elif last == previous and _a_rule(text[p.tokens[previous + 1].pos:p.tokens[end].pos]):
            # 'Rules: if still tied, T2; if tied, T.': a rule the run does not take (the grammar refuses the order);
            # moved with the run, not left before the question as its first rule (w17), so the grammar says why
            last = end
        previous = end
    asked = next((n for n in range(last + 1, len(p.keys)) if p.keys[n] == "?"), len(p.keys))
    if set(p.keys[asked:]) & (W.TIE_SIGNS | W.TIE_WORDS_SAID):
        return text  # (a rule after the question too: in which order they apply is the grammar's to say, or refuse)
    rest = text[p.tokens[last + 1].pos:].strip()
    return f"{rest} {text[:p.tokens[last + 1].pos].strip()}"


def _a_rule(sentence: str) -> bool:
    """Does a sentence alone read as tie rules, whole?"""
    from cbwh.ask.grammar import ties

    said = Parser(sentence)
    return any(found and said.tokens[k].kind == END for found, k in ties(said, 0))


_ROLES = (("group", W.LAYOUT_GROUP), ("rank", W.LAYOUT_RANK), ("ties", W.LAYOUT_TIES), ("output", W.LAYOUT_OUTPUT),
          ("anchor", W.LAYOUT_ANCHOR), ("question", W.LAYOUT_QUESTION))


@lru_cache(maxsize=32)
def _labelled(text: str) -> str:
    """A question laid out as labelled parts in any order ('Population: G. Criterion: R. Tie-break: T. Output: full
    name.', 'Anchor: S. Group: residents of the anchor's state. Rank by: number of vehicles, highest first. Return:
    their total bank balance.'), written as the question they say ('Among G, who has the R? Ties: T. Answer: full
    name.'). The ranking is said in the words the author wrote, read by the grammar in each of the sentence shapes a
    ranking takes ('who has the R', 'who is the R', 'who R', 'rank them by R: who comes first'): the question is read
    only when every shape that reads gives one spec, else refused naming both. A label not known, a second group or
    ranking, or a part said twice is refused naming it; the text is left as it is when it has no group and ranking
    labelled (other layouts: `discourse`)."""
    from cbwh.ask.discourse import _at, _sentences, _words

    w = _words(text)
    sentences = _sentences(w)
    if len(sentences) < 2:
        return text
    parts: list[tuple[str, str, str]] = []  # (role, label as written, value)
    others: list[str] = []  # sentences with no label ('Identify the individual.')
    unknown: list[str] = []
    for n, (i, j, _) in enumerate(sentences):
        best = max(((end, role) for role, table in _ROLES if (end := _at(w.keys, i, j, table)) is not None
                    and end + 1 < j and w.keys[end] in (":", "\u2014")), default=None)
        if best is not None:
            end, role = best
            parts.append((role, w.span(i, end), w.span(end + 1, j)))
            continue
        colon = next((m for m in range(i, min(i + 4, j)) if w.keys[m] in (":", "\u2014")), None)
        if colon is not None and colon > i and all(w.kinds[m] == WORD for m in range(i, colon)) and colon + 1 < j:
            unknown.append(w.span(i, j))
        elif n > 0 and sentences[n - 1][2] == ";" and parts and parts[-1][0] == "ties" and others == []:
            parts[-1] = (parts[-1][0], parts[-1][1], f"{parts[-1][2]}; {w.span(i, j)}")  # ('Ties: T1; then T2')
        else:
            others.append(w.span(i, j) + (sentences[n][2] if sentences[n][2] != ";" else "."))
    roles = [role for role, _, _ in parts]
    if roles.count("group") != 1 or roles.count("rank") != 1:
        return text
    for role in ("output", "anchor", "question"):
        if roles.count(role) > 1:
            said = " and ".join(repr(f"{label}: {value}") for r, label, value in parts if r == role)
            raise ParseError(f"cannot read the question laid out in labelled parts: {said} say the {role} twice")
    if unknown:
        raise ParseError(f"cannot read the part {unknown[0]!r} of the question laid out in labelled parts: its label "
                         "is not one of the group's ('Population:'), the ranking's ('Criterion:'), the ties' "
                         "('Tie-break:'), the answer's ('Output:') or the anchor's ('Anchor:')")
    if "question" in roles:
        return text  # (a question said under its own label, with a group and a ranking too: not read)
    value = {role: v for role, _, v in parts}
    group, ranking = _group(value["group"]), value["rank"].removesuffix(".")
    ties = [v for role, _, v in parts if role == "ties"]
    tied = _ties_said([t.rstrip(".") for t in ties])
    setup = ""
    if "anchor" in value:
        name = next((n for n in W.DEFINED_NAMES if n in text.lower()), None)
        setup = f"Let {name} be {value['anchor']}. " if name else f"Take {value['anchor']}. "
    output = value.get("output", "")
    names = [s for s in others if _name_asked(s)]
    rest = " ".join(s for s in others if s not in names)
    # what to give: the answer's form of a name ('full name'), or what of the person found ('their total bank
    # balance', 'number of pets': read as the grammar's follow-up 'Answer: their number of pets')
    outputs = [f" Answer: {output}."] if output else [""]
    if output and not output.lower().startswith(("their ", "his ", "her ")):
        bare = output[4:] if output.lower().startswith("the ") else output
        outputs.append(f" Answer: their {bare}.")
    candidates = [f"{setup}Among {group}, {asked}?{tied}{said} {rest}".strip()
                  for asked in (f"who has the {ranking.removeprefix('the ')}", f"who is the {ranking.removeprefix('the ')}",
                                f"who {ranking}", f"rank them by {ranking}: who comes first",
                                *([ranking] if ranking.lower().startswith(("whose ", "who ")) else []))
                  for said in outputs]
    return _one_reading(text, tuple(candidates))


def _ties_said(ties: list[str]) -> str:
    """The rules for ties of a layout as sentences after the question: 'Ties: T1, then T2.' for rules said by what wins
    ('oldest', 'more pets'); each as written, in order, when one is a sentence of its own ('if several are tied, pick
    the richest'), the later plain ones as 'If still tied, T.'."""
    from cbwh.ask.discourse import _tie_rule

    if not ties:
        return ""
    if not any(_tie_rule(t) for t in ties):
        return f" Ties: {', then '.join(ties)}."
    said = [f"{t[:1].upper()}{t[1:]}." if _tie_rule(t) else f"If still tied, {t}." if n else f"Ties: {t}."
            for n, t in enumerate(ties)]
    return " " + " ".join(said)


def _name_asked(sentence: str) -> bool:
    """Does a sentence ask for the person's name ('Identify the individual.', 'Answer: full name')?"""
    from cbwh.ask.discourse import _at, _words

    w = _words(sentence)
    end = len(w.keys) - (w.keys[-1:] in (["."], ["?"]))
    lead = _at(w.keys, 0, end, W.LAYOUT_OUTPUT)
    if lead is not None and lead < end and w.keys[lead] in (":", "\u2014"):
        k = lead + 1
        k += w.keys[k:k + 1] in (["the"], ["a"], ["their"], ["his"], ["her"], ["just"], ["only"])
        return _at(w.keys, k, end, W.NAME_ANSWER) is not None
    return _at(w.keys, 0, end, W.LAYOUT_NAME_ASKS) == end


def _group(said: str) -> str:
    """The group's words as the grammar reads them after 'Among': 'the same state as S' -> 'people in the same state as
    S'; as written otherwise."""
    words = said.strip().removesuffix(".")
    if words.lower().startswith(("same ", "the same ")):
        return f"people with {words if words.lower().startswith('the ') else 'the ' + words}"
    return words


def _one_reading(text: str, candidates: tuple[str, ...]) -> str:
    """The one candidate every reading candidate agrees with (the first that reads); refused naming two readings when
    they differ; when none reads, the first refused for its meaning, else the first (the grammar's message then says
    why, or names what it does not read)."""
    from cbwh.ask.questions import parse_reading
    from cbwh.errors import UsageError
    from cbwh.spec.codec import encode
    from cbwh.spec.words import describe_output

    read: dict[str, tuple[str, str]] = {}
    why = ""  # a candidate refused for its meaning ('ambiguous: ranking by vehicles does not say which end ...')
    for candidate in dict.fromkeys(candidates):
        try:
            out = parse_reading(candidate).output
        except UsageError as e:
            why = why or ("" if str(e).startswith("cannot understand") else candidate)
            continue
        read.setdefault(repr(encode(out)), (candidate, describe_output(out)))
    if len(read) > 1:
        (_, first), (_, second) = list(read.values())[:2]
        raise ParseError(f"the question laid out in labelled parts has two readings: ({first}); or ({second}): say the "
                         "ranking in other words ('most vehicles', 'number of vehicles, highest first')")
    return next(iter(read.values()))[0] if read else why or candidates[0]
