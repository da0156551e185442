"""One label, with its evidence, for every wrong answer (reward below 1).

Checked in this order, the first that holds wins; the evidence names what else holds:
no-answer, refusal, format (the judge's own ground truth accepts it), disputed-truth
(it is cbwh's answer; the task graded against upstream's disputed truth), upstream-truth
(it is upstream's ground truth where cbwh disputes it), tied (one of the people tied
where cbwh finds no single answer), variant:<reading> (the answer under one named
semantic reading; variant:ambiguous when several readings give it, all listed), runner-up
(another candidate of a ranking or the final comparison, named), unexplained.
"""

from __future__ import annotations

from dataclasses import dataclass

from cbwh.grade.knowledge import Facts
from cbwh.judge import agrees, judge

LABELS = ("no-answer", "refusal", "format", "disputed-truth", "upstream-truth", "tied", "variant", "runner-up",
          "unexplained")


@dataclass(frozen=True)
class Label:
    label: str
    evidence: str
    readings: tuple[str, ...] = ()

    @property
    def family(self) -> str:
        return self.label.split(":", 1)[0]


def _readings(answer: str, facts: Facts, names: tuple[str, ...]) -> list[str]:
    """Readings whose answer the submission gives: single switches first, pairs only if none."""
    for switches in (1, 2):
        found = [r.name for r in facts.readings
                 if r.switches == switches and r.answer is not None and agrees(answer, r.answer, names)]
        if found:
            return found
    return []


def label(answer: str | None, reward: float | None, exception: str | None, graded: str | None,
          facts: Facts, names: tuple[str, ...], rationale: str = "") -> Label | None:
    """The label of a wrong answer; None when the reward is 1. graded: the ground truth the
    task's verifier graded against (its judgement.json or case.json), None if unknown."""
    if reward is not None and reward >= 1:
        return None
    if answer is None or not answer.strip():
        why = f"the trial raised {exception}" if exception else "no /app/answer.txt artifact"
        return Label("no-answer", f"{why}; reward {reward if reward is not None else 'missing'}")
    if judge(answer, facts.ground_truth or facts.answer or "", names)[1] == "refusal":
        return Label("refusal", f"a refusal without an answer; reward {reward}")
    if graded is not None and agrees(answer, graded, names):
        why = judge(answer, graded, names)[1]
        return Label("format", f"correct under the rubric's rules against the task's own truth {graded!r} ({why}), "
                               f"but scored {reward}: the judge disagreed" + (f" ({rationale})" if rationale else ""))
    if facts.answer is not None and agrees(answer, facts.answer, names):
        if facts.ground_truth is None or agrees(answer, facts.ground_truth, names):
            return Label("format", f"correct under the rubric's rules against {facts.answer!r} "
                                   f"({judge(answer, facts.answer, names)[1]}), but scored {reward}")
        known = (f"the task graded against {graded!r}" if graded is not None else
                 "the task's own truth is not known (no judgement.json or case.json); if it was cbwh's answer, "
                 "this is a judge disagreement instead")
        return Label("disputed-truth", f"equals cbwh's answer {facts.answer!r}, not upstream's ground truth "
                                       f"{facts.ground_truth!r}, which the audit finds {facts.verdict}; {known}")
    readings = _readings(answer, facts, names)
    also = f"; also the answer under {', '.join(readings)}" if readings else ""
    if facts.ground_truth is not None and agrees(answer, facts.ground_truth, names):
        return Label("upstream-truth", f"equals upstream's ground truth {facts.ground_truth!r}; cbwh answers "
                                       f"{facts.answer or 'nothing: ' + str(facts.reason)} (audit: {facts.verdict})"
                                       f"{also}", tuple(readings))
    tied = [n for n in facts.tied if agrees(answer, n, names)]
    if tied:
        return Label("tied", f"{tied[0]} is tied: {facts.reason}{also}", tuple(readings))
    ranked = [c for c in facts.candidates if agrees(answer, c.name, names)]
    where = f"; {ranked[0].name} is {ranked[0].where}" if ranked else ""
    if readings:
        name = f"variant:{readings[0]}" if len(readings) == 1 else "variant:ambiguous"
        words = {r.name: r.words for r in facts.readings}
        return Label(name, "equals the answer under " + "; ".join(f"{r} ({words[r]})" for r in readings)
                     + (" — several readings give it, so which one the agent used is not known" if len(readings) > 1
                        else "") + where, tuple(readings))
    if ranked:
        return Label("runner-up", f"{ranked[0].name} is {ranked[0].where}; cbwh answers {facts.answer!r}")
    expected = facts.answer if facts.answer is not None else facts.ground_truth or ""
    return Label("unexplained", f"{judge(answer, expected, names)[1]}; expected {expected!r}; no reading, tie or "
                                f"ranked candidate gives it")
