"""The Harbor step finds Python 3.12 where the README says (issue 9, item 6): $CBWH_PYTHON312,
then pyenv under $PYENV_ROOT (not only ~/.pyenv), then PATH. Fast: nothing is installed."""

from __future__ import annotations

from test_harbor import python312_candidates


def test_pyenv_root_is_honoured(tmp_path, monkeypatch):
    python = tmp_path / "versions" / "3.12.7" / "bin" / "python3.12"
    python.parent.mkdir(parents=True)
    python.write_text("#!/bin/sh\n")
    monkeypatch.setenv("PYENV_ROOT", str(tmp_path))
    monkeypatch.delenv("CBWH_PYTHON312", raising=False)
    assert python312_candidates()[0] == str(python)


def test_cbwh_python312_comes_first(tmp_path, monkeypatch):
    monkeypatch.setenv("CBWH_PYTHON312", "/opt/py312/bin/python3.12")
    monkeypatch.setenv("PYENV_ROOT", str(tmp_path))
    assert python312_candidates()[0] == "/opt/py312/bin/python3.12"
