"""A superscript digit ("¹", "²") counts as a digit for str.isdigit() but int() refuses it: every place that reads a
number from text (a web address, a field path, a session number on the command line) reads it as text instead, so
it ends in a sentence, never a traceback."""

from __future__ import annotations

import subprocess
import sys

from companion.core.edit import path_words
from companion.ui.game import session_id


def test_a_game_address_with_a_superscript_digit_is_not_a_session_number():
    assert session_id("12") == 12
    assert session_id("¹") == "¹"


def test_a_field_path_with_a_superscript_digit_is_said_in_words():
    assert path_words("players.0.cash", ["Ann"]) == "Ann's cash"
    assert "¹" in path_words("players.¹.cash", ["Ann"])


def test_the_command_line_refuses_a_superscript_session_number_in_one_sentence(tmp_path):
    done = subprocess.run([sys.executable, "-m", "companion", "export", "¹"], capture_output=True, text=True,
                          env={"COMPANION_DATA_DIR": str(tmp_path), "PATH": "/usr/bin:/bin"}, timeout=60)
    assert done.returncode == 2
    assert done.stderr.startswith("error: ") and "Traceback" not in done.stderr and len(done.stderr.splitlines()) == 1
