"""An independent solver for question programs, under every reading the audit tries.

Plain Python over the corpus's own text files (parsed here, not by cbwh's parser), sharing
no code with cbwh's compiler, runner or store: each reading's meaning is taken from its
documentation (`cbwh.spec.semantics`, the README's audit section) and the question's words.
Only the spec types (the program) and the names of the reading options are shared.

    ref = Reference(corpus_dir)
    ref.answer(question.output)                                  # the default reading
    ref.answer(question.output, Semantics(residency="first"))     # another reading
    ref.readings(question.output)                                # every reading worth trying

`answer` raises NoAnswer where there is no single answer (a tie left open, a group that is
not the size the question needs, an empty group).
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Iterable
from dataclasses import dataclass, replace
from itertools import combinations
from pathlib import Path
from typing import Any

from cbwh.spec.model import (
    Anchor,
    AnchorKind,
    Attribute,
    BalanceOf,
    Compare,
    CountIs,
    CurrentJobStartedIn,
    Holds,
    Key,
    Metric,
    NameOf,
    Order,
    OtherThan,
    Output,
    OwnerOf,
    Pick,
    RecordCount,
    Records,
    SameAs,
    StateLeader,
    Step,
    TopN,
)
from cbwh.spec.semantics import _CHOICES, Semantics  # the options' names and values only

# attribute -> (corpus file stem, field); a city is its (city, state) pair unless read by name
ATTRIBUTE = {
    Attribute.STATE: ("addresses", "state"), Attribute.CITY: ("addresses", "city"),
    Attribute.BLOOD_TYPE: ("medical_records", "blood_type"), Attribute.CONDITION: ("medical_records", "condition"),
    Attribute.CARD_PROVIDER: ("credit_cards", "provider"), Attribute.CARD_EXPIRY: ("credit_cards", "expire"),
    Attribute.POLICY_TYPE: ("insurance_policies", "policy_type"), Attribute.JOB_TITLE: ("employments", "job_title"),
    Attribute.URL: ("internet_accounts", "url"), Attribute.VEHICLE_MAKE: ("vehicles", "make"),
    Attribute.PET_SPECIES: ("pets", "species"),
}
ANCHOR = {AnchorKind.PET: ("pets", "name"), AnchorKind.PLATE: ("vehicles", "license_plate"),
          AnchorKind.USERNAME: ("internet_accounts", "username")}
PLACES = (Attribute.STATE, Attribute.CITY)
OWNED = ("addresses", "bank_accounts", "credit_cards", "employments", "insurance_policies", "internet_accounts",
         "medical_records", "pets", "vehicles")


class NoAnswer(Exception):
    pass


# --- the corpus, read from its text files --------------------------------------------

_PERSON = re.compile(r"### (.+) \(ID: (\S+)\)$")
_RECORD = re.compile(r"### (\S+) \(owner: (\S+)\)$")


def _blocks(path: Path) -> list[list[str]]:
    out: list[list[str]] = []
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.startswith("### "):
            out.append([line])
        elif line.strip() and out:
            out[-1].append(line)
    return out


def _cents(text: str) -> int:
    sign = -1 if text.startswith("-") else 1
    whole, _, frac = text.lstrip("-").partition(".")
    return sign * (int(whole) * 100 + int((frac + "00")[:2]))


@dataclass
class Person:
    pid: str
    name: str
    dob: str
    order: int  # position in people.txt


def read_corpus(corpus: Path) -> tuple[dict[str, Person], dict[str, list[dict[str, Any]]]]:
    """people by id (file order), and each record file's records in file order (with `_owner`)."""
    people: dict[str, Person] = {}
    for block in _blocks(corpus / "people.txt"):
        m = _PERSON.match(block[0])
        assert m, f"people.txt: unexpected header {block[0]!r}"
        dob = dict(part.split(": ", 1) for part in block[1].split(" | "))["DOB"]
        people[m.group(2)] = Person(m.group(2), m.group(1), dob, len(people))
    records: dict[str, list[dict[str, Any]]] = {}
    for stem in OWNED:
        rows = []
        for block in _blocks(corpus / f"{stem}.txt"):
            m = _RECORD.match(block[0])
            assert m, f"{stem}.txt: unexpected header {block[0]!r}"
            row: dict[str, Any] = dict(line.split(": ", 1) for line in block[1:])
            row["_owner"] = m.group(2)
            rows.append(row)
        records[stem] = rows
    return people, records


# --- readings ---------------------------------------------------------------------------

class _Watched:
    """A Semantics that records which options were consulted: an option never consulted
    while solving cannot change the answer, so readings switching only it need no run."""

    def __init__(self, sem: Semantics):
        self._sem, self.seen = sem, set()

    def __getattr__(self, name: str) -> Any:
        self.seen.add(name)
        return getattr(self._sem, name)


# Options that only `cbwh ask` tries, where a question's words leave them open ('the highest bank balance'): not the
# audit's readings of a question's spec (a generated 'highest total bank balance' has no largest-account reading).
WORDED = frozenset({"balance"})
SWITCHES = tuple(f"{option}={value}" for option, values in _CHOICES.items() for value in values
                 if value != getattr(Semantics(), option) and option not in WORDED)  # every other value of every option


def reading(names: tuple[str, ...] | str) -> Semantics:
    """'residency=first' or ('residency=first', 'fanout=addresses') -> Semantics."""
    names = (names,) if isinstance(names, str) else names
    return Semantics(**dict(n.split("=", 1) for n in names))


def _picks(out: Output) -> tuple[Pick, ...]:
    return {NameOf: lambda o: (o.pick,), RecordCount: lambda o: (o.pick,), BalanceOf: lambda o: o.picks,
            Compare: lambda o: o.subjects}[type(out)](out)


# --- the solver -------------------------------------------------------------------------

class Reference:
    def __init__(self, corpus: Path):
        self.people, self.records = read_corpus(Path(corpus))
        self.owned: dict[str, dict[str, list[dict[str, Any]]]] = {}
        for stem, rows in self.records.items():
            by_owner: dict[str, list[dict[str, Any]]] = defaultdict(list)
            for r in rows:
                by_owner[r["_owner"]].append(r)
            self.owned[stem] = by_owner
        self._base: dict[tuple, dict[str, Any]] = {}
        self._where: dict[tuple, dict[str, list[Any]]] = {}
        self._holders: dict[tuple, dict[Any, set[str]]] = {}
        self._named: dict[AnchorKind, dict[str, list[dict[str, Any]]]] = {}

    def rows(self, stem: str, pid: str) -> list[dict[str, Any]]:
        return self.owned[stem].get(pid, [])

    # measures -----------------------------------------------------------------------

    def base(self, m: Records | Metric, sem: Any) -> dict[str, Any]:
        """Each person's value of a measure (None: nothing to measure), before any fan-out."""
        variant: tuple = ()
        if m is Metric.SALARY:
            variant = (sem.salary,)
        elif m is Metric.CARD_EXPIRY:
            variant = (sem.card_expiry,)
        key = (m, *variant)
        if key not in self._base:
            self._base[key] = {pid: self._measure(m, variant, pid) for pid in self.people}
        return self._base[key]

    def _measure(self, m: Records | Metric, variant: tuple, pid: str) -> Any:
        if isinstance(m, Records):
            return len(self.rows(m.value, pid))
        if m is Metric.BALANCE:
            return sum(_cents(r["balance"]) for r in self.rows("bank_accounts", pid))  # no account: 0
        if m is Metric.DOB:
            return self.people[pid].dob
        if m is Metric.VEHICLE_YEAR:
            return min((int(r["year"]) for r in self.rows("vehicles", pid)), default=None)
        if m is Metric.JOB_START:
            return max((r["start_date"] for r in self.rows("employments", pid)), default=None)
        if m is Metric.POLICY_EXPIRY:
            return min((r["expires"] for r in self.rows("insurance_policies", pid)), default=None)
        if m is Metric.CARD_EXPIRY:
            expiries = [r["expire"] for r in self.rows("credit_cards", pid)]
            if variant == ("text",):  # MM/YY compared as text
                return min(expiries, default=None)
            return min((f"20{e[3:5]}-{e[0:2]}" for e in expiries), default=None)  # as the month it is
        if m is Metric.SALARY:
            jobs = self.rows("employments", pid)
            if not jobs:
                return None
            salaries = [_cents(r["salary"]) for r in jobs]
            if variant == ("max",):
                return max(salaries)
            if variant == ("sum",):
                return sum(salaries)
            latest = max(r["start_date"] for r in jobs)  # the latest job (the last listed, on a same-day start)
            return [_cents(r["salary"]) for r in jobs if r["start_date"] == latest][-1]
        raise AssertionError(m)

    @staticmethod
    def additive(m: Records | Metric, sem: Any) -> bool:
        """Counts and sums: what a naive join through addresses multiplies."""
        return isinstance(m, Records) or m is Metric.BALANCE or (m is Metric.SALARY and sem.salary == "sum")

    def value(self, m: Records | Metric, pid: str, sem: Any, copies: dict[str, int] | None) -> Any:
        return self.values(m, [pid], sem, copies)[pid]

    def values(self, m: Records | Metric, people: Iterable[str], sem: Any, copies: dict[str, int] | None) -> dict[str, Any]:
        base = self.base(m, sem)
        if copies is not None and self.additive(m, sem):
            return {p: None if base[p] is None else base[p] * copies.get(p, 0) for p in people}
        return {p: base[p] for p in people}

    def key_values(self, k: Key, people: Iterable[str], sem: Any, copies: dict[str, int] | None) -> dict[str, Any]:
        """A ranking key's values: its measure's, except 'started their current job the earliest' with every job
        possibly current (job_start=any): the earliest start of any job; and a balance ranked by one account
        (balance=account): the largest for the highest, the smallest for the lowest."""
        if k.measure is Metric.JOB_START and k.order is Order.LOW and sem.job_start == "any":
            return {p: min((r["start_date"] for r in self.rows("employments", p)), default=None) for p in people}
        if k.measure is Metric.BALANCE and sem.balance == "account":  # the account at the ranking's end (none: 0), not
            end = min if k.order is Order.LOW else max  # copied: a person's largest, or smallest for the lowest
            return {p: end((_cents(r["balance"]) for r in self.rows("bank_accounts", p)), default=0) for p in people}
        return self.values(k.measure, people, sem, copies)

    # rankings -------------------------------------------------------------------------

    def sort_keys(self, keys: tuple[Key, ...], people: list[str], sem: Any,
                  copies: dict[str, int] | None) -> dict[str, tuple]:
        """A sort key per person: the best first, no value last; strings (dates) by their order."""
        out: dict[str, list] = {p: [] for p in people}
        for k in keys:
            values = self.key_values(k, people, sem, copies)
            ordinal = {v: i for i, v in enumerate(sorted({v for v in values.values() if v is not None}))}
            for p, v in values.items():
                out[p].append((1, 0) if v is None else (0, ordinal[v] if k.order is Order.LOW else -ordinal[v]))
        return {p: tuple(v) for p, v in out.items()}

    def first(self, people: set[str], keys: tuple[Key, ...], n: int, sem: Any, copies: dict[str, int] | None,
              what: str) -> list[str]:
        """The n first by keys; a tie across the n-th place is NoAnswer, or broken by file order."""
        if not people:
            raise NoAnswer(f"{what}: no one")
        key = self.sort_keys(keys, list(people), sem, copies)
        ranked = sorted(people, key=lambda p: (key[p], self.people[p].order))
        if sem.ties == "file_order":
            return ranked[:n]
        cut = key[ranked[min(n, len(ranked)) - 1]]
        chosen = [p for p in ranked if key[p] <= cut]
        if len(chosen) > n:
            raise NoAnswer(f"{what}: a tie across the first {n}: {', '.join(self.people[p].name for p in chosen)}")
        return chosen

    # groups ---------------------------------------------------------------------------

    def anchor_records(self, a: Anchor, sem: Any) -> list[dict[str, Any]]:
        if a.kind not in self._named:
            stem, field = ANCHOR[a.kind]
            named: dict[str, list[dict[str, Any]]] = defaultdict(list)
            for r in self.records[stem]:
                named[r[field]].append(r)
            self._named[a.kind] = named
        found = [r for r in self._named[a.kind].get(a.value, []) if a.species is None or r["species"] == a.species]
        n = dict(sem.anchor_record).get(a.value) if a.kind is AnchorKind.PET else None
        if n is not None:
            return found[n - 1:n]
        if sem.anchor_owners == "first":
            return found[:1]
        return found

    def place(self, attr: Attribute, r: dict[str, Any], sem: Any) -> Any:
        if attr is Attribute.CITY:
            return r["city"] if sem.city == "name" else (r["city"], r["state"])
        return r[ATTRIBUTE[attr][1]]

    def where(self, attr: Attribute, sem: Any) -> dict[str, list[Any]]:
        """Each person's values of an attribute; where they live: every address, or the first only."""
        first = attr in PLACES and sem.residency == "first"
        by_name = attr is Attribute.CITY and sem.city == "name"
        key = (attr, first, by_name)
        if key not in self._where:
            stem, field = ATTRIBUTE[attr]
            values = {}
            for p in self.people:
                rows = self.rows(stem, p)[:1] if first else self.rows(stem, p)
                values[p] = [r[field] if by_name or attr is not Attribute.CITY else (r["city"], r["state"]) for r in rows]
            self._where[key] = values
            holders: dict[Any, set[str]] = defaultdict(set)
            for p, held in values.items():
                for v in held:
                    holders[v].add(p)
            self._holders[key] = holders
        return self._where[key]

    def holding(self, attr: Attribute, values: set[Any], sem: Any) -> set[str]:
        """Everyone with one of these values of an attribute (see `where`)."""
        self.where(attr, sem)
        holders = self._holders[(attr, attr in PLACES and sem.residency == "first",
                                 attr is Attribute.CITY and sem.city == "name")]
        return set().union(*(holders.get(v, ()) for v in values))

    def shared(self, s: SameAs, sem: Any) -> tuple[set[str], set[Any]]:
        """The anchor's owners and the values they give the group."""
        owners = list(dict.fromkeys(r["_owner"] for r in self.anchor_records(s.anchor, sem)))
        values = set()
        for o in owners:
            rows = self.rows(ATTRIBUTE[s.attribute][0], o)
            # the anchor's first record only; where the anchor lives, like anyone: every address, or the first
            if sem.anchor_values == "first" or (s.attribute in PLACES and sem.residency == "first"):
                rows = rows[:1]
            values |= {self.place(s.attribute, r, sem) for r in rows}
        nth = dict(sem.anchor_value).get(s.anchor.value)
        if nth is not None:  # one of the anchor's values alone: the n-th in value order
            values = set(sorted(values)[nth - 1:nth])
        return set(owners), values

    def copies(self, pick: Pick, sem: Any) -> dict[str, int] | None:
        """Under fanout=addresses: each person's addresses that matched the pick's state/city filters
        (several filters: one join each, so their matches multiply); None: no such join."""
        filters = [s for s in pick.steps if isinstance(s, SameAs) and s.attribute in PLACES]
        if not filters or sem.fanout == "none":
            return None
        out = {}
        wanted = [(s.attribute, self.shared(s, sem)[1]) for s in filters]
        tables = [(self.where(attr, sem), values) for attr, values in wanted]
        for pid in set(self.people).intersection(*(self.holding(attr, values, sem) for attr, values in wanted)):
            n = 1
            for table, values in tables:
                n *= sum(v in values for v in table[pid])
            out[pid] = n
        return out

    def step(self, s: Step, members: set[str], sem: Any, copies: dict[str, int] | None) -> set[str]:
        if isinstance(s, SameAs):
            owners, values = self.shared(s, sem)
            kept = members & self.holding(s.attribute, values, sem)
            return kept - owners if sem.anchor_self == "excluded" else kept
        if isinstance(s, OwnerOf):  # the anchor's owner(s) as people
            return members & {r["_owner"] for r in self.anchor_records(s.anchor, sem)}
        if isinstance(s, OtherThan):  # everyone but the anchor's owner(s)
            return members - {r["_owner"] for r in self.anchor_records(s.anchor, sem)}
        if isinstance(s, Holds):
            stem, field = ATTRIBUTE[s.attribute]
            return {p for p in members if any(r[field] == s.value for r in self.rows(stem, p))}
        if isinstance(s, CountIs):
            ops = {"=": int.__eq__, ">=": int.__ge__, "<=": int.__le__, ">": int.__gt__, "<": int.__lt__}
            return {p for p, v in self.values(s.records, members, sem, copies).items() if ops[s.op](v, s.n)}
        if isinstance(s, CurrentJobStartedIn):
            year = str(s.year)
            if sem.current_job == "any":
                return {p for p in members if any(r["start_date"][:4] == year for r in self.rows("employments", p))}
            return {p for p in members if (self.base(Metric.JOB_START, sem)[p] or "")[:4] == year}
        if isinstance(s, TopN):  # exactly n people: a smaller group has no top n
            kept = self.first(members, (s.key,), s.n, sem, copies, f"the top {s.n}")
            if len(kept) != s.n:
                raise NoAnswer(f"the top {s.n}: {len(kept)} people")
            return set(kept)
        if isinstance(s, StateLeader):
            states: dict[str, set[str]] = defaultdict(set)
            for p, lives in self.where(Attribute.STATE, sem).items():
                for state in lives:
                    states[state].add(p)
            # every resident who ranks first: co-leaders all lead (no tie is left open here, so file
            # order breaks none); in a state where no one has a value, everyone ranks first, as SQL's
            # rank() puts them (the compiler's documented choice, followed here)
            leaders: set[str] = set()
            for state, residents in states.items():
                key = self.sort_keys((s.key,), list(residents), sem, None)
                best = min(key.values())
                leaders |= {p for p in residents if key[p] == best}
            return members & leaders
        raise AssertionError(s)

    def group(self, pick: Pick, sem: Any) -> tuple[set[str], dict[str, int] | None]:
        copies = self.copies(pick, sem)
        members = set(self.people)
        cuts = [s for s in pick.steps if isinstance(s, TopN)]
        steps = pick.steps
        if cuts and sem.top_cut == "before":  # the top-N cut(s) taken from everyone, before the other filters
            steps = (*cuts, *(s for s in steps if not isinstance(s, TopN)))
        for s in steps:
            members = self.step(s, members, sem, copies)
        return members, copies

    def pick(self, p: Pick, sem: Any) -> tuple[list[str], dict[str, int] | None]:
        members, copies = self.group(p, sem)
        if not p.keys:  # the group itself is the answer: exactly `top` people, or a tie left open
            if len(members) > p.top and sem.ties == "file_order":
                return sorted(members, key=lambda pid: self.people[pid].order)[:p.top], copies
            if len(members) != p.top:
                raise NoAnswer(f"{len(members)} people in the group, {p.top} wanted")
            return sorted(members), copies
        chosen = self.first(members, p.keys, p.top, sem, copies, "the pick")
        if len(chosen) != p.top or self.key_values(p.keys[0], chosen[:1], sem, copies)[chosen[0]] is None:
            raise NoAnswer(f"{len(chosen)} people picked, or no value to rank by")
        return chosen, copies

    def answer(self, out: Output, sem: Semantics | None = None) -> str:
        return self._answer(out, sem or Semantics())

    def _answer(self, out: Output, sem: Any) -> str:
        if isinstance(out, NameOf):
            return self.people[self.pick(out.pick, sem)[0][0]].name
        if isinstance(out, RecordCount):
            (pid,), copies = self.pick(out.pick, sem)
            return str(sum(self.value(r, pid, sem, copies) for r in out.records))
        if isinstance(out, BalanceOf):
            cents, seen = 0, set()
            for p in out.picks:
                chosen, copies = self.pick(p, sem)
                if seen & set(chosen):  # one person named twice: counted once, or once per mention?
                    raise NoAnswer("one person picked twice")
                seen |= set(chosen)
                cents += sum(self.value(Metric.BALANCE, pid, sem, copies) for pid in chosen)
            sign, (whole, frac) = "-" if cents < 0 else "", divmod(abs(cents), 100)
            return f"{sign}${whole:,}.{frac:02d}"
        assert isinstance(out, Compare)
        (a,), ca = self.pick(out.subjects[0], sem)
        (b,), cb = self.pick(out.subjects[1], sem)
        if a == b:  # no one has more than themself
            raise NoAnswer("the two subjects are one person")
        for k in (out.key, *out.tiebreak):  # each subject measured as its own pick measures it
            va, vb = self.key_values(k, [a], sem, ca)[a], self.key_values(k, [b], sem, cb)[b]
            if va != vb:
                if va is None or vb is None:  # no value ranks last
                    return self.people[b if va is None else a].name
                return self.people[a if (va < vb) == (k.order is Order.LOW) else b].name
        if sem.ties == "file_order":
            return min((self.people[a], self.people[b]), key=lambda x: x.order).name
        raise NoAnswer("the two subjects tie")

    # every reading ------------------------------------------------------------------

    def shared_pets(self, out: Output) -> dict[str, int]:
        """Pet anchors without a species whose name several pets share: name -> how many."""
        found = {}
        for p in _picks(out):
            for s in p.steps:
                if isinstance(s, (SameAs, OwnerOf, OtherThan)) and s.anchor.kind is AnchorKind.PET and s.anchor.species is None:
                    n = sum(r["name"] == s.anchor.value for r in self.records["pets"])
                    if n > 1:
                        found[s.anchor.value] = n
        return found

    def answers(self, out: Output, sems: list[Semantics]) -> list[str | None]:
        """The answer under each reading (None: no single answer). A run's answer depends only on
        the options it consulted, so a reading that agrees with an earlier run on all of those
        reuses its answer instead of running again."""
        done: list[tuple[Semantics, set[str], str | None]] = []
        results = []
        for sem in sems:
            for prev, seen, found in done:
                if all(getattr(prev, o) == getattr(sem, o) for o in seen):
                    break
            else:
                watched = _Watched(sem)
                try:
                    found = self._answer(out, watched)
                except NoAnswer:
                    found = None
                done.append((sem, watched.seen, found))
            results.append(found)
        return results

    def readings(self, out: Output, one_value: bool = False) -> dict[str, str | None]:
        """The answer (None: no single answer) under the default reading, every switch, every
        pair of switches of different options, and each pet of a shared anchor name alone (the
        audit's readings); with `one_value`, also each of an anchor's several values alone."""
        names = ["default", *SWITCHES, *(f"{a} + {b}" for a, b in combinations(SWITCHES, 2)
                                         if a.split("=")[0] != b.split("=")[0])]
        sems = [Semantics(), *(reading(tuple(n.split(" + "))) for n in names[1:])]
        for pet, count in self.shared_pets(out).items():
            for n in range(1, count + 1):
                names.append(f"pet {pet!r} #{n}")
                sems.append(replace(Semantics(), anchor_record=((pet, n),)))
        for name, sem in self.value_readings(out) if one_value else ():
            names.append(name)
            sems.append(sem)
        return dict(zip(names, self.answers(out, sems)))

    def value_readings(self, out: Output) -> list[tuple[str, Semantics]]:
        """'The same state as X' where X's owner(s) hold several: each of those values alone
        (the readings `cbwh ask` tries before it answers)."""
        found = []
        for p in _picks(out):
            for s in p.steps:
                if not isinstance(s, SameAs):
                    continue
                held = len(self.shared(s, Semantics())[1])
                for n in range(1, held + 1) if held > 1 else ():
                    name = f"{s.anchor.value!r} {s.attribute.value} #{n}"
                    if name not in dict(found):
                        found.append((name, replace(Semantics(), anchor_value=((s.anchor.value, n),))))
        return found
