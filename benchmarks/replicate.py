"""Replicated corpora for scaling runs: k copies of every record, new ids, same records.

Copy j of `pet-0001` is `pet-<j:03d>0001` (k > 1), so ids stay unique, keep file
order (copy after copy) and every owner reference points into its own copy.
Everything else (names, states, amounts) is repeated verbatim.

Usage: python benchmarks/replicate.py SRC_DIR DST_DIR K
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

_ID = re.compile(r"\b(acct|addr|card|emp|ins|med|net|pers|pet|veh)-(\d+)\b")


def replicate(src: Path, dst: Path, k: int) -> Path:
    """Write the k-fold corpus into dst (skipped when it is already there); dst."""
    done = dst / ".complete"
    if done.is_file() and done.read_text() == str(k):
        return dst
    dst.mkdir(parents=True, exist_ok=True)
    for path in sorted(src.glob("*.txt")):
        text = path.read_text(encoding="utf-8")
        if k == 1:
            (dst / path.name).write_text(text, encoding="utf-8")
            continue
        body = text.rstrip("\n")
        with open(dst / path.name, "w", encoding="utf-8", newline="\n") as fh:
            for j in range(k):
                fh.write(_ID.sub(lambda m, j=j: f"{m[1]}-{j:03d}{m[2]}", body))
                fh.write("\n\n" if j < k - 1 else "\n")
    done.write_text(str(k))
    return dst


if __name__ == "__main__":
    replicate(Path(sys.argv[1]), Path(sys.argv[2]), int(sys.argv[3]))
