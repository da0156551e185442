"""The floor for `cbwh ingest`: a minimal stdlib-only parse-and-insert.

Same files, same schema (the migration SQL), same rows, no validation and no
error reporting. Usage: python floor_ingest.py CORPUS_DIR DB_PATH
"""

import os
import sqlite3
import sys
from pathlib import Path

MONEY = {"balance", "salary"}


def owned(path: Path):
    rows = []
    for block in path.read_text().split("\n\n"):
        lines = block.strip("\n").split("\n")
        if not lines[0]:
            continue
        rid, _, owner = lines[0][4:].partition(" (owner: ")
        row = [rid, owner[:-1]]
        for line in lines[2:]:
            key, _, value = line.partition(": ")
            if key in MONEY:
                whole, _, frac = value.partition(".")
                row += [value, int(whole) * 100 + int(frac.ljust(2, "0"))]
            elif key == "expire":
                row += [value, f"20{value[3:]}-{value[:2]}"]
            elif key == "year":
                row.append(int(value))
            else:
                row.append(value)
        rows.append(row)
    return rows


def people(path: Path):
    rows = []
    for block in path.read_text().split("\n\n"):
        lines = block.strip("\n").split("\n")
        if not lines[0]:
            continue
        name, _, pid = lines[0][4:].rpartition(" (ID: ")
        details = [part.partition(": ")[2] for part in lines[1].split(" | ")]
        rows.append([pid[:-1], name, *details])
    return rows


def main(corpus: str, db: str) -> None:
    if os.path.exists(db):
        os.remove(db)
    conn = sqlite3.connect(db, isolation_level=None)
    conn.execute("PRAGMA journal_mode = OFF")
    conn.execute("PRAGMA synchronous = OFF")
    conn.executescript((Path(__file__).parent.parent / "migrations" / "0001_initial.sql").read_text())
    conn.execute("BEGIN")
    for path in sorted(Path(corpus).glob("*.txt")):
        rows = people(path) if path.stem == "people" else owned(path)
        marks = ", ".join("?" * len(rows[0]))
        conn.executemany(f"INSERT INTO {path.stem} VALUES ({marks})", rows)
    conn.execute("COMMIT")
    conn.close()


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
