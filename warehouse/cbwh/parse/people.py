"""Strict parser for people.txt, whose blocks differ from the other files::

    ### Robert Smith (ID: pers-0001)
    DOB: 1945-04-05 | Email: melissa34@example.net | Phone: (825)416-4829x82518
    <blank line>
"""

from __future__ import annotations

from cbwh.errors import Problem
from cbwh.layout import PEOPLE
from cbwh.parse.fast import fast_rows
from cbwh.parse.table import ParsedTable
from cbwh.parse.values import CONVERTERS, text_problem

# Text label -> field key, in column order.
LABELS = {"DOB": "dob", "Email": "email", "Phone": "phone"}


def _header(line: str) -> tuple[str, str] | None:
    """'### Robert Smith (ID: pers-0001)' -> ('pers-0001', 'Robert Smith')."""
    name, sep, rest = line[4:].rpartition(" (ID: ")
    if not sep or not name.strip() or not rest.endswith(")") or " " in rest:
        return None
    return rest[:-1], name


def _details(line: str, n: int, file: str, problems: list[Problem]) -> dict[str, str] | None:
    """'DOB: x | Email: y | Phone: z' -> {'dob': x, 'email': y, 'phone': z}."""
    found: dict[str, str] = {}
    for part in line.split(" | "):
        label, sep, value = part.partition(": ")
        key = LABELS.get(label)
        if not sep or not value:
            problems.append(Problem(file, n, f"not a 'Label: value' pair: {part[:60]!r}"))
        elif key is None:
            problems.append(Problem(file, n, f"unknown key {label!r} (expected DOB, Email, Phone)"))
        elif key in found:
            problems.append(Problem(file, n, f"duplicate key {label!r}"))
        else:
            if (why := text_problem(value)) is not None:
                problems.append(Problem(file, n, f"{label}: {why}"))
            found[key] = value
    missing = [label for label, key in LABELS.items() if key not in found]
    if missing:
        problems.append(Problem(file, n, f"missing key(s): {', '.join(missing)}"))
        return None
    return found


def _row(pid: str, name: str, details: dict[str, str], n: int, file: str, problems: list[Problem]):
    try:
        (dob,) = CONVERTERS[PEOPLE.fields[2].kind](details["dob"])
    except ValueError as exc:
        problems.append(Problem(file, n, f"DOB: {exc}"))
        return None
    return (pid, name, dob, details["email"], details["phone"])


def _open(line: str, n: int, file: str, problems: list[Problem]) -> tuple[str, str, int]:
    parsed = _header(line)
    if parsed is None:
        problems.append(Problem(file, n, f"bad person header {line[:60]!r} (expected '### <name> (ID: <id>)')"))
        return ("", "", n)
    if (why := text_problem(parsed[1])) is not None:
        problems.append(Problem(file, n, f"name: {why}"))
    return (*parsed, n)


def _check_closed(head, done: bool, file: str, problems: list[Problem]) -> None:
    if head and head[0] and not done:
        problems.append(Problem(file, head[2], f"person {head[0]} has no details line"))


def parse_people(file: str, text: str, problems: list[Problem]) -> ParsedTable:
    """Parse people.txt; append problems, return what parsed cleanly."""
    rows = fast_rows(PEOPLE, text)
    if rows is None:  # something is unusual: diagnose line by line
        rows = _diagnose(file, text, problems)
    return ParsedTable(PEOPLE, rows, text)


def _diagnose(file: str, text: str, problems: list[Problem]) -> list[tuple]:
    rows: list[tuple] = []
    lines = text.split("\n")
    head: tuple[str, str, int] | None = None  # (person id, name, header line); id "" = bad header
    done = False  # the details line of the open block has been read
    for n, line in enumerate(lines, 1):
        if not line:
            _check_closed(head, done, file, problems)
            head, done = None, False
        elif line.startswith("### "):
            if head:
                problems.append(Problem(file, n, "record header without a blank line before it"))
            head, done = _open(line, n, file, problems), False
        elif head is None or done:
            problems.append(Problem(file, n, f"stray text outside a record: {line[:60]!r}"))
        else:
            done = True
            details = _details(line, n, file, problems)
            row = head[0] and details and _row(head[0], head[1], details, n, file, problems)
            if row:
                rows.append(row)
    _check_closed(head, done, file, problems)
    return rows
