"""Diagnostics the engine itself emits: files it cannot read or parse, rules that crash.

They are rules only so that they can be selected, ignored, suppressed and documented
like every other code.
"""

from __future__ import annotations

from typing import List, Type

from tfshape_lint.model import Severity
from tfshape_lint.rules.base import Rule


class SyntaxErrorRule(Rule):
    """
    ## What it does
    Reports a file that TensorFlow code was expected in but that does not parse as
    Python 3 (for example a Python 2 `print` statement), at the parser's position.

    ## Why is this bad?
    Python 3 would refuse to import it. A Python 2 file (much public TensorFlow 1 code
    is) is still checked: its print and exec statements, `except E, e`, backticks,
    `<>`, `0777` and `10L` are ported line for line in memory, the rules run on that
    text and report at the original lines, and no fix is offered for the file (the
    edits would be positioned in the ported text). So is a notebook saved as a script
    (Colab's "Download .py", `jupyter nbconvert --to script`): its lines that start with
    `!` or `%` (`!pip install x`, `%matplotlib inline`, and the lines a trailing `\\`
    continues) are skipped as a notebook's cell would read them, and no fix is offered
    either. Any other syntax error means nothing else in the file was checked.

    ## When is this OK?
    Never for code that runs. Exclude generated or Python 2 files with `exclude`, or
    ignore `TFS000` to keep only the shape findings of a Python 2 code base.

    ## Example
    ```python
    import tensorflow as tf
    print "hello"
    ```

    ## Fix safety
    No fix.

    ## References
    - [Python grammar](https://docs.python.org/3/reference/grammar.html)
    """

    CODE = "TFS000"
    NAME = "syntax-error"
    MESSAGE = "The file does not parse as Python; nothing in it was checked"
    SEVERITY = Severity.ERROR
    ESCALATE = False
    ENGINE = True


class IoErrorRule(Rule):
    """
    ## What it does
    Reports a file that could not be read or decoded: unreadable, binary, or not
    valid in its declared encoding (UTF-8 when it has no coding cookie).

    ## Why is this bad?
    Nothing in the file can be checked.

    ## When is this OK?
    For files that are not Python; exclude them with `exclude`.

    ## Example
    A file with Latin-1 bytes and no `# -*- coding: latin-1 -*-` cookie.

    ## Fix safety
    No fix.

    ## References
    - [PEP 263, source code encodings](https://peps.python.org/pep-0263/)
    """

    CODE = "TFS001"
    NAME = "io-error"
    MESSAGE = "The file could not be read or decoded"
    SEVERITY = Severity.ERROR
    ESCALATE = False
    ENGINE = True


class InternalErrorRule(Rule):
    """
    ## What it does
    Reports a file that tfshape-lint could not check, and why:

    - a rule raised an exception on it (the other rules still ran): a bug in
      tfshape-lint, please report it with the file or a reduced copy;
    - the file is larger than 8 MB of text, or nests expressions more deeply than
      libcst's parser survives (a chain of thousands of `and` or `+`, or of
      attribute accesses): such a file could crash or exhaust the parser, so it is
      never given to it, and nothing in it is checked.

    Either way the rest of the run goes on; one file never takes it down.

    ## Why is this bad?
    Nothing (or, for a failed rule, nothing that rule looks for) in the file was
    checked.

    ## When is this OK?
    For generated or data files that are not worth checking: exclude them with
    `exclude`. Ignore the code only as a stop-gap.

    ## Example
    A generated module with one expression `x = a + a + a + ...` of 10,000 terms.

    ## Fix safety
    No fix.

    ## References
    - The tfshape-lint issue tracker.
    """

    CODE = "TFS002"
    NAME = "internal-error"
    MESSAGE = "The file could not be checked: a rule failed on it, or it is too large or too deeply nested to parse safely"
    SEVERITY = Severity.ERROR
    ESCALATE = False
    ENGINE = True


RULES: List[Type[Rule]] = [SyntaxErrorRule, IoErrorRule, InternalErrorRule]
