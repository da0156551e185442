"""Write the compiled SQL that ships with cbwh: `python -m cbwh.compile.ship`.

Renders every catalog question under the default reading (with its text, type, note and
reading plan, `cbwh.spec.plan`, which `cbwh answer --all` reads: `cbwh.run.shipped`) and every
lookup template into questions/compiled.json, stamped with the compiler's and the plans'
fingerprints, and the parsed
catalog into questions/catalog.pickle (`cbwh.spec.catalog`). Run it after
changing the compiler, the schema, the specs or the catalog; the test suite fails
until the shipped file matches what the compiler builds.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

from cbwh.compile.cache import compiler_fingerprint, shipped_path, spec_key
from cbwh.compile.compiler import compile_question
from cbwh.compile.evidence import render_template, template_shapes
from cbwh.spec.catalog import load_catalog, write_shipped_catalog
from cbwh.spec.plan import reading_plan
from cbwh.spec.stamp import plan_fingerprint


def build() -> dict[str, Any]:
    """The shipped data, as the compiler builds it now."""
    questions = {}
    for q in load_catalog().values():
        compiled = compile_question(q)
        questions[q.id] = {"spec": spec_key(q), "compiled": json.loads(json.dumps(compiled.to_json())),
                           "text": q.text, "question_type": q.question_type, "note": q.note, "plan": reading_plan(q)}
    templates = {f"{name}:{shape}": render_template(name, shape) for name, shape in template_shapes()}
    return {"fingerprint": compiler_fingerprint(), "plans": plan_fingerprint(), "questions": questions,
            "templates": templates}


def write(path: Path | None = None) -> Path:
    write_shipped_catalog()
    path = path or shipped_path()
    path.write_text(json.dumps(build(), indent=1, sort_keys=True) + "\n", encoding="utf-8")
    return path


if __name__ == "__main__":
    print(f"wrote {write(Path(sys.argv[1]) if len(sys.argv) > 1 else None)}")
