"""Rubric-style agreement between an answer and the upstream ground truth.

The rules live in cbwh.export.judge, which every exported task also carries as its
offline judge, so cbwh and the tasks compare answers the same way.
"""

from cbwh.export.judge import agrees, number

__all__ = ["agrees", "number"]
