"""The floor for `cbwh answer --all`: the same 100 statements run by a bare sqlite3 script.

Reads the shipped compiled SQL (questions/compiled.json) and runs each statement on a
read-only connection, fetching every row; no parsing, no answer reading, no output.
Usage: python floor_answer.py DB_PATH
"""

import json
import sqlite3
import sys
from pathlib import Path

SHIPPED = Path(__file__).parent.parent / "questions" / "compiled.json"


def main(db: str) -> None:
    questions = json.loads(SHIPPED.read_text())["questions"]
    conn = sqlite3.connect(f"file:{db}?mode=ro", uri=True)
    for entry in questions.values():
        conn.execute(entry["compiled"]["sql"], entry["compiled"]["params"]).fetchall()


if __name__ == "__main__":
    main(sys.argv[1])
