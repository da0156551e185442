"""Classify one question from its default result and its variants' results.

confirmed: a unique default answer that equals the ground truth and no variant changes;
fragile:   equals the ground truth, but some variants change it (listed);
disputed:  the default answer differs from the ground truth (reproducing variants listed);
ill-posed: no unique default answer (a tie the question leaves open, or an empty group).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from cbwh.judge import agrees


@dataclass(frozen=True)
class Outcome:
    """One reading's result."""

    name: str
    words: str
    answer: str | None
    reason: str | None
    sql: str
    params: tuple

    def shown(self) -> str:
        return self.answer if self.answer is not None else f"no answer ({self.reason})"


@dataclass(frozen=True)
class Audit:
    id: str
    question_type: str
    verdict: str
    default: Outcome
    ground_truth: str
    variants: tuple[Outcome, ...]
    note: str

    @property
    def changed(self) -> list[Outcome]:
        return [v for v in self.variants if v.answer != self.default.answer]

    @property
    def reproducing(self) -> list[Outcome]:
        return [v for v in self.variants if agrees(v.answer, self.ground_truth)]

    def to_json(self) -> dict:
        out: dict[str, Any] = {
            "id": self.id, "question_type": self.question_type, "verdict": self.verdict,
            "answer": self.default.answer, "reason": self.default.reason, "ground_truth": self.ground_truth,
            "variants": [{"name": v.name, "answer": v.answer, "reason": v.reason} for v in self.variants],
            "note": self.note,
        }
        if self.verdict in ("disputed", "ill-posed") and self.reproducing:
            best = self.reproducing[0]
            out["reproduced_by"] = {"name": best.name, "sql": best.sql, "params": list(best.params)}
        return out


def _list(outcomes: list[Outcome], limit: int = 4) -> str:
    shown = "; ".join(f"{o.words} -> {o.shown()}" for o in outcomes[:limit])
    return shown + (f"; and {len(outcomes) - limit} more" if len(outcomes) > limit else "")


def classify(qid: str, qtype: str, default: Outcome, truth: str, variants: list[Outcome], anchors: list[str]) -> Audit:
    facts = "; ".join(anchors)
    prefix = f"{facts}. " if facts else ""
    draft = Audit(qid, qtype, "", default, truth, tuple(variants), "")
    if default.answer is None:
        verdict = "ill-posed"
        repro = draft.reproducing
        tail = f" Variants giving the ground truth: {_list(repro, 2)}." if repro else " No variant tried gives the ground truth."
        note = f"{prefix}No unique answer: {default.reason}.{tail}"
    elif agrees(default.answer, truth):
        changed = draft.changed
        verdict = "fragile" if changed else "confirmed"
        note = (f"{default.answer} under {default.words} and {len(variants)} variants." if not changed
                else f"{prefix}{default.answer} matches the ground truth; variants that change it: {_list(changed)}.")
    else:
        verdict = "disputed"
        repro = draft.reproducing
        tail = (f" Reproduced by: {_list(repro, 3)}." if repro else f" No variant tried reproduces {truth!r}.")
        note = f"{prefix}cbwh answers {default.answer}, upstream {truth}.{tail}"
    return Audit(qid, qtype, verdict, default, truth, tuple(variants), note)
