"""A cursor over tokens with word-pattern matching and furthest-failure errors.

Patterns are space-separated words; `a|b` is a choice, a trailing `?` makes a word
optional: "the? owner of" matches "owner of" and "the owner of".
"""

from __future__ import annotations

from functools import lru_cache

from cbwh.ask.tokens import END, NUMBER, STRING, WORD, Token
from cbwh.errors import UsageError


class ParseError(UsageError):
    """The question is outside the grammar; says where and what was expected."""


@lru_cache(maxsize=None)
def _compile(pattern: str) -> tuple[tuple[frozenset[str], bool], ...]:
    out = []
    for part in pattern.split():
        optional = part.endswith("?") and len(part) > 1
        out.append((frozenset(part.rstrip("?").split("|") if optional else part.split("|")), optional))
    return tuple(out)


def _hit(tok: Token, words: frozenset[str]) -> bool:
    """Words and numbers match case-insensitively; punctuation matches itself; strings never."""
    if tok.kind in (WORD, NUMBER):
        return tok.low in words
    return tok.kind not in (STRING, END) and tok.text in words


class Cursor:
    def __init__(self, text: str, tokens: list[Token]):
        self.text, self.tokens, self.i = text, tokens, 0
        self.best = -1  # furthest token index where something was expected
        self.wanted: list[str] = []

    # --- looking -------------------------------------------------------------
    @property
    def token(self) -> Token:
        return self.tokens[self.i]

    def _match(self, pattern: str, start: int) -> int | None:
        i = start
        for words, optional in _compile(pattern):
            if _hit(self.tokens[i], words):
                i += 1
            elif not optional:
                self.expect(i, "'" + "/".join(sorted(words)) + "'")
                return None
        return i

    def at(self, pattern: str) -> bool:
        return self._match(pattern, self.i) is not None

    def take(self, pattern: str) -> bool:
        end = self._match(pattern, self.i)
        if end is None:
            return False
        self.i = end
        return True

    def need(self, pattern: str) -> None:
        if not self.take(pattern):
            self.fail()

    # --- values --------------------------------------------------------------
    def string(self, what: str) -> str:
        if self.token.kind != STRING:
            self.expect(self.i, what)
            self.fail()
        self.i += 1
        return self.tokens[self.i - 1].text

    def number(self, what: str = "a number") -> int:
        if self.token.kind != NUMBER or not self.token.text.isdigit():
            words = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10}
            if self.token.low in words:
                self.i += 1
                return words[self.tokens[self.i - 1].low]
            self.expect(self.i, what)
            self.fail()
        self.i += 1
        return int(self.tokens[self.i - 1].text)

    def name(self, what: str) -> str:
        """A quoted name, or one capitalised word written without quotes."""
        tok = self.token
        if tok.kind == WORD and tok.text[:1].isupper() and tok.low not in {"and", "or", "who", "the"}:
            self.i += 1
            return tok.text
        return self.string(what)

    def end(self) -> None:
        if self.token.kind != END:
            self.expect(self.i, "the end of the question")
            self.fail()

    # --- errors --------------------------------------------------------------
    def expect(self, i: int, what: str) -> None:
        if i > self.best:
            self.best, self.wanted = i, [what]
        elif i == self.best and what not in self.wanted:
            self.wanted.append(what)

    def fail(self, message: str | None = None):
        i = max(self.best, self.i)
        tok = self.tokens[i]
        found = repr(self.text[tok.pos:tok.pos + 40]) if tok.kind != END else "the end of the question"
        wanted = message or f"expected {', or '.join(self.wanted[:6]) or 'something else'}"
        raise ParseError(f"cannot understand {found} at character {tok.pos + 1}: {wanted}")
