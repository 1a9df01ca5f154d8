"""Properties of the document formats that golden files alone would not pin down."""

from __future__ import annotations

import io
import json
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from tests.reporters.samples import DATA_SOURCE, sample_results, span
from tfshape_lint.model import Diagnostic, FileResult, Severity
from tfshape_lint.reporters import REPORTERS, render, reporter_class
from tfshape_lint.reporters.fingerprints import FileFingerprints
from tfshape_lint.reporters.junit import xml_text
from tfshape_lint.reporters.paths import project_path, uri_reference


def test_every_cli_format_is_registered() -> None:
    import click

    from tfshape_lint.cli import check

    option = next(param for param in check.params if param.name == "output_format")
    assert isinstance(option.type, click.Choice)
    assert set(option.type.choices) <= set(REPORTERS)
    for name in ("sarif", "github", "gitlab", "junit"):
        assert reporter_class(name).NAME == name


def test_fingerprints_ignore_line_numbers_and_indentation() -> None:
    finding = Diagnostic("TFS201", "n", "m", span(3, 6, 3, 17))
    moved = Diagnostic("TFS201", "n", "m", span(5, 10, 5, 21))
    original = FileFingerprints(FileResult("a.py", (finding,), DATA_SOURCE)).line_hash(finding)
    shifted_source = "\n\n" + DATA_SOURCE.replace("ds = ds.batch(4)", "    ds  =  ds.batch(4)")
    assert FileFingerprints(FileResult("a.py", (moved,), shifted_source)).line_hash(moved) == original


def test_fingerprints_count_repeats_and_separate_codes() -> None:
    source = "x = ds.batch(4)\nx = ds.batch(4)\n"
    first = Diagnostic("TFS201", "n", "m", span(1, 5, 1, 16))
    second = Diagnostic("TFS201", "n", "m", span(2, 5, 2, 16))
    other_code = Diagnostic("TFS301", "n", "m", span(2, 5, 2, 16))
    prints = FileFingerprints(FileResult("a.py", (first, second, other_code), source))
    hashes = [prints.line_hash(d) for d in (first, second, other_code)]
    assert hashes[0].endswith(":1") and hashes[1].endswith(":2") and hashes[2].endswith(":1")
    assert hashes[0].split(":")[0] == hashes[1].split(":")[0]
    uniques = FileFingerprints(FileResult("a.py", (first, second, other_code), source))
    ids = [uniques.unique(d) for d in (first, second, other_code)]
    assert len(set(ids)) == 3
    assert FileFingerprints(FileResult("b.py", (first,), source)).unique(first) != ids[0], "the path is part of it"


def test_gitlab_fingerprints_unique_across_the_sample(report_env: Path) -> None:
    stream = io.StringIO()
    render(sample_results(), "gitlab", stream)
    items = json.loads(stream.getvalue())
    assert len({i["fingerprint"] for i in items}) == len(items) == 6
    assert {i["severity"] for i in items} == {"info", "minor", "major"}


def test_junit_survives_characters_xml_cannot_carry(report_env: Path) -> None:
    assert xml_text("a\x00b\x1bc\ud800d\tok\n") == "a\\x00b\\x1bc\\xd800d\tok\n"
    nasty = Diagnostic("TFS201", "n", 'quote " <tag> & \x07bell ]]>', span(1, 1, 1, 2), Severity.WARNING)
    stream = io.StringIO()
    render([FileResult("dir/\udcff<&>.py", (nasty,))], "junit", stream)
    root = ET.fromstring(stream.getvalue().encode("utf-8"))
    case = root.find("./testsuite/testcase")
    assert case is not None and case.get("classname") == "dir/\\xff<&>.py"  # the byte of the name, as every format shows it
    failure = case.find("failure")
    assert failure is not None and failure.get("message") == 'TFS201 quote " <tag> & \\x07bell ]]>'


def test_junit_counts_files_not_findings(report_env: Path) -> None:
    stream = io.StringIO()
    render(sample_results(), "junit", stream)
    root = ET.fromstring(stream.getvalue().encode("utf-8"))
    assert (root.get("tests"), root.get("failures"), root.get("errors")) == ("7", "5", "1")


def test_paths() -> None:
    assert uri_reference("odd dir/50% a#b?.py") == "odd%20dir/50%25%20a%23b%3F.py"
    assert uri_reference("/abs/x y.py") == "file:///abs/x%20y.py"
    assert uri_reference("C:/Users/x.py") == "file:///C:/Users/x.py"
    assert project_path("src/a.py", None) == "src/a.py"


def test_project_path_reroots(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "sub").mkdir()
    monkeypatch.chdir(tmp_path / "sub")
    assert project_path("a.py", str(tmp_path)) == "sub/a.py"
    assert project_path("a.py", str(tmp_path / "elsewhere")) == "a.py", "outside the root: unchanged"
