"""generate: fresh Context-Bench question suites whose every answer is unique under every reading.

    from cbwh.generate import create_suite
    suite = create_suite(Path("cbwh.db"), n=100, seed=7)
"""

from cbwh.generate.suite import Generated, Suite, Summary, create_suite

__all__ = ["Generated", "Suite", "Summary", "create_suite"]
