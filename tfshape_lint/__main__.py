"""Entry point of the `tfshape-lint` command and of `python -m tfshape_lint`."""

from __future__ import annotations

import sys


def main() -> None:
    # `--version` is answered before click is imported: it is what editors and
    # pre-commit call most, and click alone costs ~40 ms to import.
    if sys.argv[1:] in (["--version"], ["-V"]):
        from tfshape_lint import __version__

        print(f"tfshape-lint {__version__}")
        return
    try:
        from tfshape_lint.cli import cli

        cli(prog_name="tfshape-lint")
    except KeyboardInterrupt:
        sys.exit(130)
    except Exception as error:  # noqa: BLE001 - a bug must be one line and exit 2, not a traceback
        from tfshape_lint.escaping import printable

        print(f"error: tfshape-lint failed: {printable(f'{type(error).__name__}: {error}')} (please report it)", file=sys.stderr)
        sys.exit(2)


if __name__ == "__main__":
    main()
