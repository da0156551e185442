"""The lean path: `cbwh answer` and `cbwh ask` run without importing click.

Importing click, and what it imports, costs a warm `cbwh answer --all` about a tenth
of its time. The commands are still declared once, with click (`cbwh.cli.answering`);
`lean.json` beside this file is generated from those declarations (each lean command's
parameters and the click-free function click calls), checked against them by the test
suite, and used only while the command-line sources hash to the fingerprint recorded
in it, so an edited option is never parsed from a stale table.

`cbwh.__main__` hands a lean command's arguments to `run`, which reads them with the
table when they take the plain forms (`--opt VALUE`, `--opt=VALUE`, flags, positional
arguments, the options' environment variables and defaults) and calls the function.
Anything else (--help, an unknown or repeated option, a value that looks like an
option, a missing argument, a path of the wrong kind, the command's own usage error)
returns False before the function runs, and click parses the arguments again and
reports exactly what it always does. Errors end the command as click's group does:
one line "Error: ...", the same exit codes (`plain.failure`).

Regenerate the table after changing a lean command's options: python -m cbwh.cli.lean
"""

from __future__ import annotations

import os
import sys

LEAN = ("answer", "ask")
_HERE = os.path.dirname(__file__)
TABLE = os.path.join(_HERE, "lean.json")
# What the table is generated from: the lean commands' declarations, the shared options, the
# output formats (cbwh.rows) and this generator. Other command modules may change freely.
_SOURCES = tuple(os.path.join(_HERE, name) for name in ("answering.py", "options.py", "lean.py")) + (
    os.path.join(os.path.dirname(_HERE), "rows.py"),)


def fingerprint() -> str:
    """CRC-32 and length of cbwh's version and the sources the table is generated from."""
    from zlib import crc32

    from cbwh import __version__

    chunks = [__version__.encode()]
    for path in _SOURCES:
        with open(path, "rb") as fh:
            chunks.append(fh.read())
    data = b"\0".join(chunks)
    return f"{crc32(data):08x}{len(data):x}"


def _table() -> dict | None:
    import json

    try:
        with open(TABLE, encoding="utf-8") as fh:
            table = json.load(fh)
    except (OSError, ValueError):
        return None
    if not isinstance(table, dict) or table.get("fingerprint") != fingerprint():
        return None
    return table


def _path_ok(value: str, kind: dict) -> bool:
    """What click.Path checks (readable, none of its other options): an existing path is of a kind
    it accepts and can be read; a missing one is fine unless it must exist."""
    try:
        st = os.stat(value)
    except OSError:
        return not kind["exists"]
    import stat

    if (not kind["file_okay"] and stat.S_ISREG(st.st_mode)) or (not kind["dir_okay"] and stat.S_ISDIR(st.st_mode)):
        return False
    return os.access(value, os.R_OK)


def parse(params: list[dict], args: list[str]) -> dict | None:
    """The keyword arguments click would pass for `args`, or None when click must read them."""
    by_opt = {opt: p for p in params if not p["argument"] for opt in p["opts"]}
    positional = [p for p in params if p["argument"]]
    given: dict[str, object] = {}
    values: list[str] = []
    i = 0
    while i < len(args):
        arg = args[i]
        i += 1
        if not arg.startswith("-"):
            values.append(arg)
            continue
        opt, eq, value = arg.partition("=")
        param = by_opt.get(opt)
        if param is None or param["name"] in given:  # unknown (--help too), "-", "--", or repeated
            return None
        if param["flag"]:
            if eq:
                return None
            given[param["name"]] = True
            continue
        if not eq:
            if i == len(args) or args[i].startswith("-"):
                return None
            value = args[i]
            i += 1
        given[param["name"]] = value
    if len(values) > len(positional):
        return None
    kwargs: dict[str, object] = {}
    for param in positional:
        if values:
            kwargs[param["name"]] = values.pop(0)
        elif param["required"]:
            return None
        else:
            kwargs[param["name"]] = None
    for param in params:
        if param["argument"]:
            continue
        name = param["name"]
        if name in given:
            chosen = given[name]
        elif param["envvar"] and os.environ.get(param["envvar"]):  # click ignores an empty variable
            chosen = os.environ[param["envvar"]]
        else:
            chosen = param["default"]
        if chosen is None and param["required"]:
            return None
        if param["path"] is not None and chosen is not None and not _path_ok(str(chosen), param["path"]):
            return None
        kwargs[name] = chosen
    for param in positional:
        if param["path"] is not None and kwargs[param["name"]] is not None and not _path_ok(
                str(kwargs[param["name"]]), param["path"]):
            return None
    return kwargs


def run(args: list[str]) -> bool:
    """Run `cbwh <args>` if args[0] is a lean command in its plain form; False: click must run it."""
    if not args or args[0] not in LEAN:
        return False
    table = _table()
    if table is None:
        return False
    command = table["commands"][args[0]]
    kwargs = parse(command["params"], args[1:])
    if kwargs is None:
        return False
    import importlib

    from cbwh.cli.plain import Usage, failure, quiet_stdout

    module, _, name = command["function"].partition(":")
    function = getattr(importlib.import_module(module), name)
    try:
        function(**kwargs)
        sys.stdout.flush()  # a closed pipe shows here, not in the interpreter's exit
    except Usage:
        return False  # raised before anything is printed: click reports it with the usage line
    except BrokenPipeError:  # the reader went away (`cbwh ... | head`): not an error
        quiet_stdout()
    except (Exception, KeyboardInterrupt) as exc:
        ended = failure(exc)
        if ended is None:
            raise
        sys.stderr.write(f"Error: {ended[0]}\n")
        raise SystemExit(ended[1]) from None
    return True


def generate() -> dict:
    """The table, from the click declarations of the lean commands. The values click passes when
    an option is absent, or a flag given, are taken from click itself (`make_context`)."""
    import click

    from cbwh.cli import cli

    commands = {}
    for name in LEAN:
        cmd = cli.get_command(click.Context(cli), name)
        function = cmd.callback.__wrapped__  # lean_command's usage_errors wraps the click-free function
        arguments = [p for p in cmd.params if isinstance(p, click.Argument)]
        dummies = ["x" for p in arguments if p.required]
        envvars = [p.envvar for p in cmd.params if isinstance(p.envvar, str)]
        if any(not isinstance(p.envvar, (str, type(None))) for p in cmd.params):
            raise ValueError(f"{name}: the lean path reads one environment variable per option")
        saved = {v: os.environ.pop(v) for v in envvars if v in os.environ}
        try:
            defaults = cmd.make_context(name, list(dummies)).params
            params = []
            for p in cmd.params:
                path = p.type if isinstance(p.type, click.Path) else None
                flag = isinstance(p, click.Option) and p.is_flag
                if p.nargs != 1 or p.callback is not None or (not flag and path is None and p.type is not click.STRING):
                    raise ValueError(f"{name} {p.name}: the lean path reads plain options, flags, paths and arguments only")
                if isinstance(p, click.Option) and (p.secondary_opts or p.multiple or p.count):
                    raise ValueError(f"{name} {p.name}: the lean path reads plain options, flags, paths and arguments only")
                if flag and (p.envvar or defaults[p.name] is not False
                             or cmd.make_context(name, [*dummies, p.opts[0]]).params[p.name] is not True):
                    raise ValueError(f"{name} {p.name}: the lean path reads flags that are True when given, else False")
                if path is not None and (path.resolve_path or path.allow_dash or not path.readable
                                         or path.writable or path.executable or path.type is not None):
                    raise ValueError(f"{name} {p.name}: the lean path checks only a path's existence and kind")
                argument = isinstance(p, click.Argument)
                params.append({
                    "name": p.name, "argument": argument, "opts": [] if argument else list(p.opts), "flag": flag,
                    "required": p.required, "default": None if argument else defaults[p.name], "envvar": p.envvar,
                    "path": None if path is None else {"exists": path.exists, "file_okay": path.file_okay,
                                                       "dir_okay": path.dir_okay},
                })
        finally:
            os.environ.update(saved)
        commands[name] = {"function": f"{function.__module__}:{function.__name__}", "params": params}
    return {"fingerprint": fingerprint(), "commands": commands}


def main() -> None:
    import json

    text = json.dumps(generate(), indent=1) + "\n"
    with open(TABLE, "w", encoding="utf-8") as fh:
        fh.write(text)
    print(f"wrote {TABLE}")


if __name__ == "__main__":
    main()
