"""What `flet build` will read, checked with flet-cli's own code (the build itself needs Flutter and the network)."""

from __future__ import annotations

import json
import os
import struct
from pathlib import Path
from types import SimpleNamespace

import pytest

ROOT = Path(__file__).resolve().parents[2]


def _flet_cli():
    try:
        from flet_cli.commands.build_base import BaseBuildCommand
        from flet_cli.utils.hash_stamp import HashStamp
        from flet_cli.utils.pyproject_toml import load_pyproject_toml
    except ImportError as exc:  # pragma: no cover - depends on the install
        if os.environ.get("CI"):
            raise AssertionError(f"flet-cli is part of the test extras and must be installed in CI: {exc}")
        pytest.skip(f"flet-cli not installed ({exc}); pip install -e '.[test]'")
    return BaseBuildCommand, HashStamp, load_pyproject_toml


def png_size(path: Path) -> tuple[int, int]:
    head = path.read_bytes()[:24]
    assert head[:8] == b"\x89PNG\r\n\x1a\n", f"{path.name} is not a PNG"
    return struct.unpack(">II", head[16:24])


def test_pyproject_parsed_by_flets_loader_names_the_app():
    _, _, load = _flet_cli()
    get = load(ROOT)
    assert get("project.name") == "tabletop-companion"
    assert get("tool.flet.app.path") == "."
    assert get("tool.flet.app.module") == "main"
    assert get("tool.flet.product") == "Tabletop Companion"
    assert get("tool.flet.org")
    assert get("tool.flet.web.cdn") is False
    deps = " ".join(get("project.dependencies"))
    for needed in ("flet==", "flet-charts", "pydantic", "sqlite-utils"):
        assert needed in deps, f"{needed} must be bundled (project.dependencies)"
    # test-only tools must not be bundled into the app
    assert "pytest" not in deps and "playwright" not in deps
    excluded = get("tool.flet.app.exclude")
    for folder in ("tests", "packaging", "benchmarks"):
        assert folder in excluded


def test_entry_point_found_by_flets_validator():
    BaseBuildCommand, _, load = _flet_cli()
    refusals = []
    fake = SimpleNamespace(
        options=SimpleNamespace(module_name=None), python_app_path=ROOT, get_pyproject=load(ROOT),
        cleanup=lambda code, message: refusals.append(message),
    )
    BaseBuildCommand.validate_entry_point(fake)
    assert refusals == []
    assert fake.package_app_path.joinpath(fake.python_module_filename) == ROOT / "main.py"
    source = (ROOT / "main.py").read_text()
    assert "from companion.ui.app import main" in source and "ft.run(main)" in source


@pytest.mark.parametrize("target", ["apk", "ipa", "macos", "windows", "linux", "web"])
def test_icon_and_splash_found_by_flets_image_lookup(target, tmp_path):
    BaseBuildCommand, HashStamp, _ = _flet_cli()
    fake = SimpleNamespace(target_platform=target, verbose=0)
    assets = ROOT / "assets"
    for name in ("icon", "splash", "splash_dark"):
        found = BaseBuildCommand.find_platform_image(fake, assets, name, HashStamp(tmp_path / "stamp"))
        assert found == f"{name}.png", f"{target}: {name} not found in assets/"
        width, height = png_size(assets / found)
        assert width == height >= 512, f"{found} is {width}x{height}; flet build wants a large square image"


def test_main_module_imports_the_app_without_starting_it():
    import importlib.util

    spec = importlib.util.spec_from_file_location("companion_main_entry", ROOT / "main.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)  # `ft.run` only runs under __main__
    from companion.ui.app import main

    assert module.main is main


def test_the_packs_metadata_written_for_the_bundle_is_what_python_finds_and_names_pyprojects_packs(tmp_path):
    import subprocess
    import sys
    import tomllib

    sys.path.insert(0, str(ROOT / "packaging"))
    try:
        import pack_metadata
    finally:
        sys.path.remove(str(ROOT / "packaging"))
    pack_metadata.write(tmp_path)
    pack_metadata.write(tmp_path)  # written again: one folder, not two
    assert len(list(tmp_path.glob("*.dist-info"))) == 1
    declared = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["entry-points"]
    # a Python that has only the bundle's folder and the source on its path (no installed metadata) finds the packs
    probe = ("import sys, json; from importlib import metadata; "
             "print(json.dumps({g: {e.name: e.value for e in metadata.entry_points(group=g)} for g in sys.argv[1:]}))")
    found = subprocess.run([sys.executable, "-S", "-c", probe, *pack_metadata.GROUPS], cwd=tmp_path, capture_output=True,
                           text=True, timeout=60, env={"PYTHONPATH": str(tmp_path)})
    assert json.loads(found.stdout) == {g: declared[g] for g in pack_metadata.GROUPS}, found.stderr
    assert set(declared["companion.packs"]) == set(declared["companion.screens"])  # every pack has its screens
