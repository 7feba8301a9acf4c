"""The served copy of Flet's web client (companion.ui.web_client): the CDN address replaced, nothing else changed."""

from __future__ import annotations

from companion.ui.web_client import CDN_BASE, COMPILED, LOCAL_BASE, RIVE_SCRIPTS, package_client, web_root


def test_the_copy_asks_this_server_for_rive_and_is_otherwise_the_package(tmp_path):
    root = web_root(tmp_path)
    source = package_client()
    originals = sorted(p.relative_to(source) for p in source.rglob("*") if p.is_file())
    for rel in originals:
        copied = (root / rel).read_bytes()
        original = (source / rel).read_bytes()
        if rel.name in COMPILED:
            assert CDN_BASE in original and CDN_BASE not in copied
            assert len(copied) == len(original)  # the wasm module's string constants keep their length
            assert copied == original.replace(CDN_BASE, LOCAL_BASE)
        else:
            assert copied == original, rel
    for script in RIVE_SCRIPTS:
        assert "window.RiveNative" in (root / LOCAL_BASE.decode().strip("/") / script).read_text()
    assert web_root(tmp_path) == root  # made once, then reused
