"""The Flet web client as the table's server hands it out: nothing in it is fetched from elsewhere.

`no_cdn=True` serves the client, CanvasKit and the fonts from the flet-web package, but
Flet 1.0.5's client also bundles the Rive animation extension, whose start-up loads
`rive_native.js` from a public CDN (cdn.jsdelivr.net) on every page load. The app shows no
Rive animation. So the server hands out a copy of the client (`web_root`) in which that
address is a path on the server itself, where a short script answers that Rive is not
available; the client then starts without Rive, exactly as it does when the CDN cannot be
reached, and the page asks nothing of any other machine.

The copy is made once per flet-web version in the data folder: every file is a hard link to
the package's (a plain copy where the folder is on another disk), except the two compiled
clients (`main.dart.wasm`, `main.dart.js`), in which the address is replaced by one of the
same length (the wasm module's string constants are length-prefixed). Flet reads the copy
through its own setting `FLET_WEB_PATH` (`serve_local_client`).
"""

from __future__ import annotations

import os
import shutil
from importlib import metadata
from pathlib import Path

#: where the Rive extension of Flet's web client looks for its runtime
CDN_BASE = b"https://cdn.jsdelivr.net/npm/@rive-app/flutter-native-wasm@44.0.0/"
#: the same length, a path on this server (the client appends wasm/ or wasm_compatibility/ + rive_native.js)
LOCAL_BASE = b"/offline/rive-native-44.0.0/not-served-the-app-shows-no-animation/"
#: the compiled clients that carry the address
COMPILED = ("main.dart.wasm", "main.dart.js")
#: the scripts the extension loads, one after the other until one gives it a runtime
RIVE_SCRIPTS = ("wasm/rive_native.js", "wasm_compatibility/rive_native.js")
RIVE_UNAVAILABLE = """\
// Tabletop Companion shows no Rive animation and works without the internet, so it serves
// no Rive runtime: Flet's client asks for one at start-up, and is told it is not available.
window.RiveNative = function () {
  return Promise.reject(new Error("Rive animations are not part of this app"));
};
"""
#: written last into a finished copy
DONE = ".complete"

assert len(LOCAL_BASE) == len(CDN_BASE)


def package_client() -> Path:
    """The web client as the flet-web package installs it."""
    import flet_web

    return Path(flet_web.__file__).resolve().parent / "web"


def web_root(folder: Path) -> Path:
    """The served copy of the client under `folder` (made on first use, then reused)."""
    target = folder / f"web-client-{metadata.version('flet-web')}"
    if (target / DONE).exists():
        return target
    source = package_client()
    building = folder / f".{target.name}-{os.getpid()}"
    shutil.rmtree(building, ignore_errors=True)
    for path in sorted(source.rglob("*")):
        if path.is_dir():
            continue
        dest = building / path.relative_to(source)
        dest.parent.mkdir(parents=True, exist_ok=True)
        if path.name in COMPILED:
            dest.write_bytes(path.read_bytes().replace(CDN_BASE, LOCAL_BASE))
        else:
            _link_or_copy(path, dest)
    local = building / LOCAL_BASE.decode().strip("/")
    for script in RIVE_SCRIPTS:
        (local / script).parent.mkdir(parents=True, exist_ok=True)
        (local / script).write_text(RIVE_UNAVAILABLE)
    (building / DONE).write_text("")
    try:
        building.rename(target)
    except OSError:  # another server made it meanwhile: theirs is the same
        shutil.rmtree(building, ignore_errors=True)
        if not (target / DONE).exists():
            raise
    return target


def _link_or_copy(path: Path, dest: Path) -> None:
    try:
        os.link(path, dest)
    except OSError:
        shutil.copyfile(path, dest)


def serve_local_client(folder: Path) -> None:
    """Make this process's Flet server hand out the copy under `folder` (unless FLET_WEB_PATH names one).

    Where the folder cannot take the copy (a read-only or full disk) the package's own client is
    served: the app works the same, and its client asks the CDN for the Rive runtime, in vain offline."""
    if os.environ.get("FLET_WEB_PATH"):
        return
    try:
        folder.mkdir(parents=True, exist_ok=True)
        os.environ["FLET_WEB_PATH"] = str(web_root(folder))
    except OSError:
        pass
