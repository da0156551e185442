"""The small exception hierarchy. Every message says where and what to do."""

from __future__ import annotations

from cbwh.tuples import NamedTuple

QUOTE_LIMIT = 80  # characters of user input an error message quotes


def quoted(text: str, limit: int = QUOTE_LIMIT) -> str:
    """repr(text) for an error message, cut to `limit` characters and saying how long it was."""
    if len(text) <= limit:
        return repr(text)
    return f"{text[:limit]!r}… ({len(text):,} characters)"


class CbwhError(Exception):
    """Base of every error cbwh reports to a user as one clean message."""

    exit_code = 1


class Problem(NamedTuple):
    """One defect in the corpus text, located at file:line."""

    file: str
    line: int
    reason: str

    def __str__(self) -> str:
        where = f"{self.file}:{self.line}" if self.line else self.file
        return f"{where}: {self.reason}"


class CorpusError(CbwhError):
    """The corpus text is not what cbwh can load; carries every problem found."""

    def __init__(self, problems: list[Problem], cap: int = 20):
        self.problems = problems
        shown = "\n".join(f"  {p}" for p in problems[:cap])
        more = f"\n  ... and {len(problems) - cap} more" if len(problems) > cap else ""
        super().__init__(
            f"corpus rejected: {len(problems)} problem(s); the database was not changed\n{shown}{more}"
        )


class CorpusNotFound(CbwhError):
    """No corpus directory (or questions file) could be located."""


class FetchError(CbwhError):
    """A pinned download failed or did not match its checksum."""


class DatabaseError(CbwhError):
    """The warehouse database is missing, outdated or refused a query."""


class ReadOnlyViolation(DatabaseError):
    """An ad-hoc query tried to change something."""


class QueryTimeout(DatabaseError):
    """An ad-hoc query ran past its time budget and was stopped."""


class Interrupted(DatabaseError):
    """The user interrupted a running command (Ctrl-C); nothing was changed."""

    exit_code = 130


class QuestionError(CbwhError):
    """A question id, catalog entry or spec is not valid."""


class UnknownTask(QuestionError):
    """The user named a task id that is malformed or not in the catalog."""

    exit_code = 2


class ExportError(CbwhError):
    """A task directory could not be written; names the path."""


class UsageError(CbwhError):
    """A request is malformed in a way the user can fix (bad id, bad option)."""

    exit_code = 2
