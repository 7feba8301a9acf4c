"""The served copy of Flet's web client (companion.ui.web_client): the CDN address replaced, nothing else changed."""

from __future__ import annotations

import os

from companion.ui.web_client import CDN_BASE, COMPILED, LOCAL_BASE, RIVE_SCRIPTS, package_client, serve_local_client, web_root


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


def test_the_server_hands_out_the_copy_or_else_the_package(tmp_path, monkeypatch):
    monkeypatch.delenv("FLET_WEB_PATH", raising=False)
    serve_local_client(tmp_path / "data")
    assert os.environ["FLET_WEB_PATH"] == str(web_root(tmp_path / "data"))
    monkeypatch.delenv("FLET_WEB_PATH")
    blocked = tmp_path / "a file"
    blocked.write_text("")
    serve_local_client(blocked / "data")  # no folder can be made there: the package's client, no error
    assert "FLET_WEB_PATH" not in os.environ
    monkeypatch.setenv("FLET_WEB_PATH", "/somewhere/else")
    serve_local_client(tmp_path / "data")  # a client named by the person running the server is theirs
    assert os.environ["FLET_WEB_PATH"] == "/somewhere/else"
