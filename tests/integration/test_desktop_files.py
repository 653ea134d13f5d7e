"""The desktop entry and AppStream metainfo under resources/desktop/ pass their validators,
and the metainfo's screenshots are pictures kept in docs/."""

import shutil
import subprocess
from xml.etree import ElementTree

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


SCREENSHOTS_URL = "https://raw.githubusercontent.com/plyboard/plyboard/main/"
"""Where the project's published files are served; the rest of each URL is a repository path."""


def test_every_metainfo_screenshot_is_a_picture_in_docs():
    metainfo = ElementTree.parse(DESKTOP / f"{APP_ID}.metainfo.xml").getroot()
    images = [image.text or "" for image in metainfo.iterfind("screenshots/screenshot/image")]
    assert len(images) >= 3
    for url in images:
        assert url.startswith(SCREENSHOTS_URL + "docs/"), url
        assert (REPO / url.removeprefix(SCREENSHOTS_URL)).is_file(), url
    defaults = metainfo.findall("screenshots/screenshot[@type='default']")
    assert len(defaults) == 1
