"""An independent solver for question programs under the default reading: plain Python
over the warehouse's rows, sharing no code with cbwh's compiler or runner.

Used by the generator's tests to re-check every accepted question's ground truth.
"""

from __future__ import annotations

import sqlite3
from collections import defaultdict
from pathlib import Path

from cbwh.spec.model import (
    Anchor,
    BalanceOf,
    Compare,
    CountIs,
    CurrentJobStartedIn,
    Holds,
    Key,
    Metric,
    NameOf,
    Order,
    Pick,
    RecordCount,
    Records,
    SameAs,
    TopN,
)

ATTRIBUTE = {"state": ("addresses", "state"), "city": ("addresses", "city"), "blood_type": ("medical_records", "blood_type"),
             "condition": ("medical_records", "condition"), "card_provider": ("credit_cards", "provider"),
             "policy_type": ("insurance_policies", "policy_type"), "job_title": ("employments", "job_title"),
             "url": ("internet_accounts", "url"), "vehicle_make": ("vehicles", "make")}
ANCHOR = {"pet": ("pets", "name"), "plate": ("vehicles", "license_plate"), "username": ("internet_accounts", "username")}


class NoAnswer(Exception):
    pass


class Reference:
    def __init__(self, db: Path):
        conn = sqlite3.connect(db)
        conn.row_factory = sqlite3.Row
        self.people = {r["person_id"]: dict(r) for r in conn.execute("SELECT * FROM people")}
        self.owned: dict[str, dict[str, list[dict]]] = {}
        for table in {t for t, _ in ATTRIBUTE.values()} | {r.value for r in Records} | {"bank_accounts"}:
            by_owner = defaultdict(list)
            for row in conn.execute(f"SELECT * FROM {table}"):
                by_owner[row["owner_id"]].append(dict(row))
            self.owned[table] = by_owner
        conn.close()

    def rows(self, table: str, pid: str) -> list[dict]:
        return self.owned[table].get(pid, [])

    def measure(self, m, pid: str):
        if isinstance(m, Records):
            return len(self.rows(m.value, pid))
        values = {
            Metric.BALANCE: lambda: sum(r["balance_cents"] for r in self.rows("bank_accounts", pid)),
            Metric.SALARY: lambda: max((r["salary_cents"] for r in self.rows("employments", pid)), default=None),
            Metric.DOB: lambda: self.people[pid]["dob"],
            Metric.VEHICLE_YEAR: lambda: min((r["year"] for r in self.rows("vehicles", pid)), default=None),
            Metric.JOB_START: lambda: max((r["start_date"] for r in self.rows("employments", pid)), default=None),
            Metric.POLICY_EXPIRY: lambda: min((r["expires"] for r in self.rows("insurance_policies", pid)), default=None),
            Metric.CARD_EXPIRY: lambda: min((r["expire_month"] for r in self.rows("credit_cards", pid)), default=None),
        }
        return values[m]()

    def owners(self, a: Anchor) -> set[str]:
        table, column = ANCHOR[a.kind.value]
        return {pid for pid, rs in self.owned[table].items() for r in rs
                if r[column] == a.value and (a.species is None or r["species"] == a.species)}

    def sort_key(self, keys: tuple[Key, ...], pid: str):
        out = []
        for k in keys:
            v = self.measure(k.measure, pid)
            if v is None:
                out.append((1, 0))
            elif isinstance(v, str):
                out.append((0, v) if k.order is Order.LOW else (0, "".join(chr(0x10FFFF - ord(c)) for c in v)))
            else:
                out.append((0, v if k.order is Order.LOW else -v))
        return tuple(out)

    def top(self, members: set[str], keys: tuple[Key, ...], n: int) -> list[str]:
        """Members ranked within the first n (RANK semantics: ties at the cut included)."""
        ranked = sorted(members, key=lambda p: self.sort_key(keys, p))
        return [p for p in ranked if sum(self.sort_key(keys, q) < self.sort_key(keys, p) for q in ranked) < n]

    def step(self, s, members: set[str]) -> set[str]:
        if isinstance(s, SameAs):
            table, column = ATTRIBUTE[s.attribute.value]
            values = {r[column] for o in self.owners(s.anchor) for r in self.rows(table, o)}
            return {p for p in members if any(r[column] in values for r in self.rows(table, p))}
        if isinstance(s, Holds):
            table, column = ATTRIBUTE[s.attribute.value]
            return {p for p in members if any(r[column] == s.value for r in self.rows(table, p))}
        if isinstance(s, CountIs):
            ops = {"=": int.__eq__, ">=": int.__ge__, "<=": int.__le__, ">": int.__gt__, "<": int.__lt__}
            return {p for p in members if ops[s.op](len(self.rows(s.records.value, p)), s.n)}
        if isinstance(s, CurrentJobStartedIn):
            return {p for p in members if (self.measure(Metric.JOB_START, p) or "")[:4] == str(s.year)}
        if isinstance(s, TopN):
            kept = self.top(members, (s.key,), s.n)
            if len(kept) != s.n:
                raise NoAnswer("a tie at the top-N cut")
            return set(kept)
        raise NotImplementedError(s)

    def pick(self, p: Pick) -> list[str]:
        members = set(self.people)
        for s in p.steps:
            members = self.step(s, members)
        chosen = self.top(members, p.keys, p.top) if p.keys else sorted(members)
        if len(chosen) != p.top or (p.keys and self.measure(p.keys[0].measure, chosen[0]) is None):
            raise NoAnswer(f"{len(chosen)} people picked")
        return chosen

    def answer(self, out) -> str:
        if isinstance(out, NameOf):
            return self.people[self.pick(out.pick)[0]]["full_name"]
        if isinstance(out, RecordCount):
            (pid,) = self.pick(out.pick)
            return str(sum(len(self.rows(r.value, pid)) for r in out.records))
        if isinstance(out, BalanceOf):
            cents = sum(self.measure(Metric.BALANCE, pid) for p in out.picks for pid in self.pick(p))
            return f"${cents // 100:,}.{cents % 100:02d}"
        assert isinstance(out, Compare)
        (a,), (b,) = (self.pick(p) for p in out.subjects)
        if a == b:
            return self.people[a]["full_name"]
        keys = (out.key, *out.tiebreak)
        ka, kb = self.sort_key(keys, a), self.sort_key(keys, b)
        if ka == kb:
            raise NoAnswer("the subjects tie")
        return self.people[a if ka < kb else b]["full_name"]
