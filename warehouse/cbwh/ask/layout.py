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

from cbwh.ask.parser import Parser
from cbwh.ask.tokens import END
from cbwh.spec import words as W

# a bullet before a line's item ('- ', '* ', '• ', '> '): a mark that says nothing
_BULLET = re.compile(r"[-*\u2022\u00b7\u2023\u25e6\u25aa\u2013\u2014>]+\s+")
_ENDS = (".", "?", "!", ";", ":", ",")


def laid_out(text: str) -> str:
    """The text with its lines written as sentences and its rules for ties said after the question; the text itself
    when it has neither."""
    return _rules_after(_lines(text))


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
