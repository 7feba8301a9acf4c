"""Write the app's metadata (its packs' entry points) beside main.py before `flet build`.

The app finds its game packs and their screens through the `companion.packs`
and `companion.screens` entry points (companion/core/registry.py,
companion/ui/packs.py). `pip install` writes them into the installed
distribution's `*.dist-info/entry_points.txt`; `flet build` bundles the source
folder and the dependencies, not the app as an installed distribution, so it
would ship no entry point and no pack. This script writes the same metadata,
read from pyproject.toml (the one list of packs), into the app's folder:

    python packaging/pack_metadata.py [FOLDER]    (default: the repository root, the app path of [tool.flet.app])
    flet build apk ...

Python finds a `*.dist-info` folder on sys.path as an installed distribution,
and main.py's folder is on sys.path when the app runs. The folder is generated
(.gitignore), never edited by hand.
"""

from __future__ import annotations

import shutil
import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
#: the entry-point groups the app reads
GROUPS = ("companion.packs", "companion.screens")


def dist_info_name(project: dict) -> str:
    return f"{project['name'].replace('-', '_')}-{project['version']}.dist-info"


def write(folder: Path = ROOT, pyproject: Path = ROOT / "pyproject.toml") -> Path:
    """The dist-info folder for the app's packs, written anew in `folder` from `pyproject`."""
    project = tomllib.loads(pyproject.read_text(encoding="utf-8"))["project"]
    for old in folder.glob(f"{project['name'].replace('-', '_')}-*.dist-info"):
        shutil.rmtree(old)  # one version only: an older build's metadata would name older packs
    dist = folder / dist_info_name(project)
    dist.mkdir(parents=True)
    (dist / "METADATA").write_text(f"Metadata-Version: 2.1\nName: {project['name']}\nVersion: {project['version']}\n",
                                   encoding="utf-8")
    groups = project.get("entry-points", {})
    text = "".join(f"[{group}]\n" + "".join(f"{name} = {value}\n" for name, value in groups.get(group, {}).items()) + "\n"
                   for group in GROUPS)
    (dist / "entry_points.txt").write_text(text, encoding="utf-8")
    return dist


if __name__ == "__main__":
    written = write(Path(sys.argv[1]).resolve() if len(sys.argv) > 1 else ROOT)
    print(f"written {written}")
