"""Keep the translations in ``resources/translations`` in step with the source.

``python -m tools.gui.i18n --update`` extracts every ``tr``/``translate`` string of
:data:`SOURCES` into each ``plyboard_<lang>.ts``: new strings come in *unfinished*, strings
gone from the source are dropped (English, the source language, needs only its plural forms).
``--check`` reports each string without a finished translation and each translation whose
placeholders (``{}``, ``{name}``, ``%1``, ``%n``) differ from its source's, and exits with 1
when there is any (``python -m tools.gui.literals`` finds English shown without ``tr``).
See docs/translating.md.
"""

from __future__ import annotations

import argparse
import re
import sys
import tempfile
import xml.etree.ElementTree as ElementTree
from pathlib import Path

from PyQt6.lupdate.lupdate import lupdate

from app.gui.i18n import LANGUAGES, read_ts, ts_path

APP = Path(__file__).resolve().parents[2] / "app"
SOURCES = (APP / "gui", *sorted((APP / "services").glob("lesson*.py")))
"""The code whose strings are translated: the window, and the Learn lessons' pages (the
Qt-free services that write them take the window's ``translate``)."""
PLACEHOLDER = re.compile(r"\{[^{}]*\}|%n|%\d+")


def placeholders(text: str) -> list[str]:
    """The placeholders in ``text``, sorted (their order may change in a translation)."""
    return sorted(PLACEHOLDER.findall(text))


def extract(ts_file: Path, keep_obsolete: bool = False) -> None:
    """Write the source's strings into ``ts_file`` (created or updated), without the source
    lines (which would change with every edit of the code)."""
    lupdate(
        [str(source) for source in SOURCES],
        [str(ts_file)],
        no_obsolete=not keep_obsolete,
        no_summary=True,
    )
    tree = ElementTree.parse(ts_file)
    for message in tree.getroot().iter("message"):
        for location in message.findall("location"):
            message.remove(location)
    ElementTree.indent(tree)
    with ts_file.open("wb") as out:
        out.write(b'<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n')
        tree.write(out, encoding="utf-8", xml_declaration=False)
        out.write(b"\n")


def update() -> None:
    """Bring every language's ``.ts`` file up to date with the source."""
    for code in LANGUAGES:
        path = ts_path(code)
        if not path.exists():
            path.write_text(
                '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n'
                f'<TS version="2.1" language="{code}"></TS>\n',
                encoding="utf-8",
            )
        extract(path)


def problems() -> list[str]:
    """One line per string of the source that some language lacks or gets wrong."""
    with tempfile.TemporaryDirectory() as folder:
        fresh = Path(folder) / "source.ts"
        extract(fresh)
        sources = read_ts(fresh)
    found: list[str] = []
    for code in LANGUAGES:
        path = ts_path(code)
        translated = read_ts(path) if path.exists() else {}
        for (context, source), wanted in sources.items():
            if code == "en" and not wanted.plural:
                continue  # English is the source: only its plural forms are written out
            message = translated.get((context, source))
            where = f"{path.name} {context}: {source!r}"
            if message is None or not message.finished or not all(message.forms):
                found.append(f"{where} has no finished translation")
                continue
            if wanted.plural and len(message.forms) < 2:
                found.append(f"{where} needs singular and plural forms")
            for form in message.forms:
                if placeholders(form) != placeholders(source):
                    found.append(f"{where}: placeholders of {form!r} differ")
    return found


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.gui.i18n", description=__doc__)
    action = parser.add_mutually_exclusive_group(required=True)
    action.add_argument("--update", action="store_true", help="extract the strings into the .ts")
    action.add_argument("--check", action="store_true", help="report missing translations")
    arguments = parser.parse_args(argv)
    if arguments.update:
        update()
        return 0
    found = problems()
    for line in found:
        print(line)
    print(f"{len(found)} problem(s)" if found else "All strings are translated.")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
