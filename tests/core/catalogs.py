"""What every message catalog's tests check (tests/games/<pack>/test_messages.py, tests/core/test_messages.py).

Each catalog's test holds one example per code: its parameters and the words they
read as. The words are those the ledger read before lines had codes (taken from
the recorded games and the rules tests), so a rewording shows up here, in one
place, and never in a rules test.
"""

from __future__ import annotations

import pytest

from companion.core.messages import check, codes, render


def assert_examples_cover(catalog: str, examples: dict) -> None:
    """Every code of the catalog has an example, and every example names a code of it."""
    assert sorted(examples) == sorted(codes(catalog))


def assert_reads(code: str, examples: dict) -> None:
    params, words = examples[code]
    check(code, params)  # the parameters are exactly those the words need
    assert render(code, params) == words


def assert_each_parameter_needed(code: str, params: dict) -> None:
    """Without any one of its parameters a line is refused when written and fails to render."""
    for name in params:
        fewer = {k: v for k, v in params.items() if k != name}
        with pytest.raises(ValueError):
            check(code, fewer)
        with pytest.raises(LookupError):
            render(code, fewer)


def catalog_tests(catalog: str, examples: dict):
    """The three tests of a catalog, for its test module to name:
    `test_every_code_has_one_example, test_a_code_reads_as_its_example, test_a_line_without_one_of_its_parameters_fails`."""

    def every_code_has_one_example():
        assert_examples_cover(catalog, examples)

    @pytest.mark.parametrize("code", codes(catalog))
    def a_code_reads_as_its_example(code):
        assert_reads(code, examples)

    @pytest.mark.parametrize("code", [c for c in codes(catalog) if examples.get(c, ({},))[0]])
    def a_line_without_one_of_its_parameters_fails(code):
        assert_each_parameter_needed(code, examples[code][0])

    return every_code_has_one_example, a_code_reads_as_its_example, a_line_without_one_of_its_parameters_fails
