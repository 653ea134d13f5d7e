"""The desktop entry and AppStream metainfo under resources/desktop/ pass their validators."""

import shutil
import subprocess

import pytest

from app.services.desktop import APP_ID
from tests.support import REPO

DESKTOP = REPO / "resources" / "desktop"


@pytest.mark.parametrize(
    ("tool", "arguments", "file_name"),
    [
        ("desktop-file-validate", [], f"{APP_ID}.desktop"),
        ("appstreamcli", ["validate", "--no-net"], f"{APP_ID}.metainfo.xml"),
    ],
)
def test_validator_accepts_the_file(tool: str, arguments: list[str], file_name: str) -> None:
    executable = shutil.which(tool)
    if executable is None:
        pytest.skip(f"{tool} is not installed (.ci/run installs it)")
    result = subprocess.run(
        [executable, *arguments, str(DESKTOP / file_name)],
        capture_output=True, text=True, check=False,
    )
    assert result.returncode == 0, result.stdout + result.stderr
