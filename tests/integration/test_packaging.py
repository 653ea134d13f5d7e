"""README's Quick start, CI and packaging stay in step with each other."""

from __future__ import annotations

import importlib
import os
import re
import subprocess
import tomllib

from tests.support import REPO

ROOT = REPO
README = (ROOT / "README.md").read_text(encoding="utf-8")
CI_SCRIPT = ROOT / ".ci" / "run"


def quick_start_commands() -> list[str]:
    section = README.split("## Quick start", 1)[1].split("\n## ", 1)[0]
    return re.findall(r"```sh\n(.*?)\n```", section, flags=re.DOTALL)


def test_quick_start_is_two_one_line_commands_install_and_launch_then_test():
    launch, test = quick_start_commands()
    assert "\n" not in launch and "\n" not in test
    assert launch.startswith("python3 -m venv .venv && ")
    assert launch.endswith(" && .venv/bin/plyboard")
    assert "pip install ." in launch
    assert "pip install '.[test,cluster]'" in test  # the cluster tests run on a local Ray
    assert test.endswith(" -m pytest")


def test_ci_runs_the_readme_test_command_exactly():
    printed = subprocess.run(
        ["bash", str(CI_SCRIPT), "--print-test-command"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=30,
        check=True,
    ).stdout
    assert printed.strip() == quick_start_commands()[1]


def test_ci_script_fails_fast_and_lints():
    text = CI_SCRIPT.read_text(encoding="utf-8")
    assert os.access(CI_SCRIPT, os.X_OK)
    assert text.startswith("#!/usr/bin/env bash\n")
    assert "set -euo pipefail" in text
    assert re.search(r"^\.venv/bin/ruff check \.$", text, flags=re.MULTILINE)


def test_console_script_and_test_extra_are_declared():
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    module, function = project["scripts"]["plyboard"].split(":")
    assert callable(getattr(importlib.import_module(module), function))
    extra = " ".join(project["optional-dependencies"]["test"])
    for tool in ("pytest", "pytest-qt", "ruff"):
        assert re.search(rf"(^| ){re.escape(tool)}\b(?!-)", extra), tool


def test_files_the_readme_links_to_exist():
    targets = re.findall(r"\]\(([^)#:]+)\)", README)
    assert "docs/screenshots/tictactoe.png" in targets
    missing = [target for target in targets if not (ROOT / target).exists()]
    assert missing == []
