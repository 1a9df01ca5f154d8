"""Glob patterns as git and ruff read them: `*`, `?`, `[...]`, `**`, anchoring by `/`."""

from __future__ import annotations

import os
import re
from functools import lru_cache
from pathlib import Path
from typing import List, Optional, Pattern, Tuple

from tfshape_lint.relative_paths import posix, relative_inside


class Glob:
    """A compiled glob: ``match(path)`` is truthy when the pattern matches the whole path.

    Most patterns become one regular expression. A pattern with many stars
    (``*a*a*a*a*b``, in a repository's ``.gitignore``) would make a backtracking
    regex engine take time exponential in their number, so those are matched by
    simulating the automaton instead: every position of the pattern at once, one
    step per character of the path, linear in the path.
    """

    __slots__ = ("_regex", "_nodes")

    def __init__(self, regex: "Pattern[str]", nodes: "Optional[List[_Node]]") -> None:
        self._regex = regex
        self._nodes = nodes

    def match(self, path: str) -> bool:
        if self._nodes is None:
            return self._regex.match(path) is not None
        return _simulate(self._nodes, path)


#: Patterns with more unbounded stars than this are simulated, not backtracked.
MAX_REGEX_STARS = 2


@lru_cache(maxsize=1024)
def compile_glob(pattern: str) -> Glob:
    """The glob matched against a whole `/`-separated relative path."""
    parts = _parts(pattern)
    regex = re.compile("".join(parts) + r"\Z")
    stars = sum(part in ("[^/]*", ".*", "(?:.*/)?") for part in parts)
    if stars <= MAX_REGEX_STARS:
        return Glob(regex, None)
    return Glob(regex, _nodes(parts))


def _parts(pattern: str) -> List[str]:
    """The pattern as regex pieces, one per glob token."""
    out: List[str] = []
    i, n = 0, len(pattern)
    while i < n:
        c = pattern[i]
        if c == "*":
            if pattern[i : i + 2] == "**":
                i += 2
                if i < n and pattern[i] == "/":
                    out.append("(?:.*/)?")
                    i += 1
                else:
                    out.append(".*")
                continue
            out.append("[^/]*")
        elif c == "?":
            out.append("[^/]")
        elif c == "[":
            bracket = _bracket(pattern, i)
            if bracket is None:
                out.append(re.escape(c))
            else:
                regex, i = bracket
                out.append(regex)
        elif c == "\\" and i + 1 < n:
            i += 1
            out.append(re.escape(pattern[i]))
        else:
            out.append(re.escape(c))
        i += 1
    return out


# One position of the automaton: (the regex of one character it consumes, or None for a
# position that consumes nothing; whether it loops on that character; how many
# positions further it may skip without consuming).
_Node = Tuple[Optional["Pattern[str]"], bool, int]
_ANY = re.compile(r".", re.DOTALL)
_NOT_SLASH = re.compile(r"[^/]", re.DOTALL)
_SLASH = re.compile(r"/")


def _nodes(parts: List[str]) -> List[_Node]:
    nodes: List[_Node] = []
    for part in parts:
        if part == "[^/]*":
            nodes.append((_NOT_SLASH, True, 1))
        elif part == ".*":
            nodes.append((_ANY, True, 1))
        elif part == "(?:.*/)?":  # nothing, or anything ending in `/`
            nodes.append((None, False, 3))
            nodes.append((_ANY, True, 1))
            nodes.append((_SLASH, False, 0))
        else:
            nodes.append((re.compile(part, re.DOTALL), False, 0))
    return nodes


def _closure(nodes: List[_Node], states: "set[int]") -> "set[int]":
    """`states` and every position reachable from them without consuming a character."""
    pending = list(states)
    while pending:
        index = pending.pop()
        if index < len(nodes):
            regex, loops, skip = nodes[index]
            if regex is None:
                targets: Tuple[int, ...] = (index + 1, index + skip)
            else:
                targets = (index + skip,) if loops else ()
            for target in targets:
                if target not in states:
                    states.add(target)
                    pending.append(target)
    return states


def _simulate(nodes: List[_Node], path: str) -> bool:
    states = _closure(nodes, {0})
    end = len(nodes)
    for char in path:
        following: "set[int]" = set()
        for index in states:
            if index == end:
                continue
            regex, loops, _ = nodes[index]
            if regex is not None and regex.fullmatch(char):
                following.add(index if loops else index + 1)
        if not following:
            return False
        states = _closure(nodes, following)
    return end in states


_POSIX_CLASSES = {
    "alnum": "a-zA-Z0-9", "alpha": "a-zA-Z", "blank": " \\t", "cntrl": "\\x00-\\x1f\\x7f", "digit": "0-9",
    "graph": "!-~", "lower": "a-z", "print": " -~", "punct": re.escape("!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~"),
    "space": " \\t\\n\\r\\f\\v", "upper": "A-Z", "xdigit": "0-9a-fA-F",
}


def _bracket(pattern: str, start: int) -> Optional[Tuple[str, int]]:
    """The regex of the bracket expression at `start` and the index of its `]`, or None
    when it is not closed (then `[` is literal). As git's wildmatch reads it: `!` or `^`
    negates, a leading `]` is literal, `a-z` is a range (a reversed one matches
    nothing: git accepts `[z-a]` in a .gitignore), `[:alpha:]` is a class, `\\`
    escapes, and nothing in it matches `/`."""
    i = start + 1
    negated = i < len(pattern) and pattern[i] in "!^"
    if negated:
        i += 1
    parts: List[str] = []
    first = True
    while i < len(pattern):
        c = pattern[i]
        if c == "]" and not first:
            body = "".join(parts)
            if negated:
                return "[^/" + body + "]", i
            return ("[" + body + "]" if body else "(?!)"), i
        first = False
        if c == "[" and pattern.startswith(":", i + 1):
            close = pattern.find(":]", i + 2)
            if close != -1:
                parts.append(_POSIX_CLASSES.get(pattern[i + 2 : close], ""))
                i = close + 2
                continue
        if c == "\\" and i + 1 < len(pattern):
            i += 1
            c = pattern[i]
        if pattern.startswith("-", i + 1) and i + 2 < len(pattern) and pattern[i + 2] != "]":
            high = pattern[i + 2]
            if high == "\\" and i + 3 < len(pattern):
                high = pattern[i + 3]
                i += 1
            if c <= high:
                parts.append(re.escape(c) + "-" + re.escape(high))
            i += 3
            continue
        if c != "/":
            parts.append(re.escape(c))
        i += 1
    return None


def relative_to(path: Path, root: str) -> str:
    """`path` relative to `root` with `/`, or the absolute path if outside it."""
    return relative_inside(path, root) or posix(os.path.abspath(path))


def matches(pattern: str, relative: str) -> bool:
    """ruff-style: a pattern with a `/` matches the relative path, else any component/basename.

    `tests/**` and `build` both work; so does `*_pb2.py`.
    """
    pattern = pattern.rstrip("/")
    if pattern.startswith("./"):
        pattern = pattern[2:]
    if "/" in pattern:
        regex = compile_glob(pattern.lstrip("/"))
        return bool(regex.match(relative)) or bool(regex.match(relative + "/"))
    regex = compile_glob(pattern)
    return any(regex.match(part) for part in relative.split("/"))


class GitIgnore:
    """The patterns of one `.gitignore` (or `.git/info/exclude`), relative to its folder."""

    def __init__(self, folder: str, lines: List[str]) -> None:
        self.folder = folder
        self.rules: List[Tuple[Glob, bool, bool]] = []  # regex, negated, dir_only
        for raw in lines:
            line = raw.rstrip("\n").rstrip("\r")
            if not line.strip() or line.startswith("#"):
                continue
            line = re.sub(r"(?<!\\)\s+$", "", line)
            negated = line.startswith("!")
            if negated:
                line = line[1:]
            if line.startswith("\\"):
                line = line[1:]
            dir_only = line.endswith("/")
            line = line.rstrip("/")
            if not line:
                continue
            if "/" in line:
                regex = compile_glob(line.lstrip("/"))
            else:
                regex = compile_glob("**/" + line)
            self.rules.append((regex, negated, dir_only))

    @classmethod
    def load(cls, folder: str, path: str) -> Optional["GitIgnore"]:
        try:
            with open(path, encoding="utf-8", errors="replace") as handle:
                return cls(folder, handle.readlines())
        except OSError:
            return None

    def decide(self, path: str, is_dir: bool) -> Optional[bool]:
        """True ignored, False re-included, None no opinion. Last match wins."""
        relative = relative_inside(path, self.folder)
        if relative is None:
            return None
        verdict: Optional[bool] = None
        for regex, negated, dir_only in self.rules:
            if dir_only and not is_dir:
                continue
            if regex.match(relative):
                verdict = not negated
        return verdict
