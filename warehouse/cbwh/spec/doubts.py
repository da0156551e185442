"""Specs whose words leave two readings open that no spec can tell apart: `ask` refuses them and the
generator does not write them (one home for both)."""

from __future__ import annotations

from cbwh.spec.model import (
    Attribute,
    Compare,
    Holds,
    Key,
    Metric,
    Output,
    SameAs,
    StateLeader,
    TopN,
    output_picks,
)

# A kind of record a group can be defined by, and the expiry of that record: 'Discover card holders' ranked by
# 'whose credit card expires first' could mean any of their cards or the Discover card (p12k, WRONG #19).
# A group by a card's own expiry ('a credit card with the same expiry date as X') is one too (p12x #6).
_KIND_EXPIRY = {Attribute.CARD_PROVIDER: Metric.CARD_EXPIRY, Attribute.POLICY_TYPE: Metric.POLICY_EXPIRY,
                Attribute.CARD_EXPIRY: Metric.CARD_EXPIRY}


def kind_expiry(out: Output) -> tuple[Holds | SameAs, Key] | None:
    """A pick whose group is defined by a kind of card or policy (holders of Discover, of the same card provider
    as X) and which is ranked by when a card or policy (any of theirs) expires: the step and the key, if any."""
    for pick in output_picks(out):
        keys = (*pick.keys, *(s.key for s in pick.steps if isinstance(s, (TopN, StateLeader))))
        for step in pick.steps:
            if isinstance(step, (Holds, SameAs)) and step.attribute in _KIND_EXPIRY:
                for key in keys:
                    if key.measure is _KIND_EXPIRY[step.attribute]:
                        return step, key
    return None


# How finely each date a person is ranked by is recorded (0 day, 1 month, 2 year: words.COARSE_TIE_UNITS): a tie rule
# said in a coarser unit ('if two were born in the same year' after 'the oldest') names a tie the ranking never has.
DATE_GRAIN = {Metric.DOB: 0, Metric.JOB_START: 0, Metric.POLICY_EXPIRY: 0, Metric.CARD_EXPIRY: 1, Metric.VEHICLE_YEAR: 2}


def tied_dates(out: Output) -> list[Key]:
    """The date keys of an output that a later key breaks ties on (a pick's keys, a comparison's key and tie-breaks)."""
    chains = [pick.keys for pick in output_picks(out)]
    if isinstance(out, Compare):
        chains.append((out.key, *out.tiebreak))
    return [key for chain in chains for key in chain[:-1] if key.measure in DATE_GRAIN]
