"""`tfshape-lint server`: the Language Server Protocol over stdio, for editors.

This module is only the command: pygls is an optional dependency (the ``lsp`` extra),
so it is imported when the server starts, and its absence is a one-line message and
exit code 2 instead of a traceback. The server itself is :mod:`tfshape_lint.integrations.lsp_server`.
"""

from __future__ import annotations

import importlib
import logging
import sys

import click

INSTALL_HINT = "pip install 'tfshape-lint[lsp]'"


@click.command("server")
def server() -> None:
    """Run the language server on stdin/stdout (diagnostics and quick fixes in editors)."""
    try:
        importlib.import_module("pygls.lsp.server")
    except ModuleNotFoundError as error:
        if not (error.name or "").startswith(("pygls", "lsprotocol", "cattrs")):
            raise
        click.echo(f"error: the language server needs pygls; install it with `{INSTALL_HINT}`", err=True)
        raise click.exceptions.Exit(2) from None
    from tfshape_lint.integrations.lsp_server import build_server

    # stdout carries the protocol; warnings (pygls' included) go to stderr, the editor's LSP log.
    logging.basicConfig(level=logging.WARNING, stream=sys.stderr, format="tfshape-lint server: %(levelname)s: %(message)s")
    build_server().start_io()
