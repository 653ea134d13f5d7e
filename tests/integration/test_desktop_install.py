"""``plyboard --install-desktop`` writes the desktop files under a temporary XDG data
directory, the validators accept them there, and ``--uninstall-desktop`` removes them."""

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from app.cli import main
from app.services.desktop import APP_ID, desktop_files


@pytest.fixture
def xdg_data_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    home = tmp_path / "share"
    monkeypatch.setenv("XDG_DATA_HOME", str(home))
    return home


def installed_paths(home: Path) -> set[Path]:
    return {home / file.target for file in desktop_files()}


def test_install_writes_every_file_and_uninstall_removes_them(
    xdg_data_home: Path, capsys: pytest.CaptureFixture[str]
):
    assert main(["--install-desktop"]) == 0
    summary = capsys.readouterr().out
    assert summary.count("\n") == 1 and str(xdg_data_home) in summary
    expected = installed_paths(xdg_data_home)
    assert len(expected) >= 10
    assert all(path.is_file() for path in expected)
    entry = (xdg_data_home / "applications" / f"{APP_ID}.desktop").read_text(encoding="utf-8")
    assert f"Exec={sys.executable} -m app\n" in entry  # pytest is not the plyboard script

    assert main(["--uninstall-desktop"]) == 0
    assert not any(path.exists() for path in expected)
    assert "Removed 11 " in capsys.readouterr().out


@pytest.mark.parametrize(
    ("tool", "arguments", "target"),
    [
        ("desktop-file-validate", [], f"applications/{APP_ID}.desktop"),
        ("appstreamcli", ["validate", "--no-net"], f"metainfo/{APP_ID}.metainfo.xml"),
    ],
)
def test_validators_accept_the_installed_files(
    xdg_data_home: Path, tool: str, arguments: list[str], target: str
):
    executable = shutil.which(tool)
    if executable is None:
        pytest.skip(f"{tool} is not installed (.ci/run installs it)")
    assert main(["--install-desktop"]) == 0
    result = subprocess.run(
        [executable, *arguments, str(xdg_data_home / target)],
        capture_output=True, text=True, check=False,
    )
    assert result.returncode == 0, result.stdout + result.stderr


def test_an_unwritable_data_directory_is_one_clear_line_and_a_failure(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
):
    blocker = tmp_path / "a-file"
    blocker.write_text("not a directory")
    monkeypatch.setenv("XDG_DATA_HOME", str(blocker / "share"))
    assert main(["--install-desktop"]) != 0
    message = capsys.readouterr().err
    assert message.startswith("plyboard: cannot install the desktop entry: cannot write ")
    assert str(blocker) in message and message.count("\n") == 1
    assert not (blocker / "share").exists()
