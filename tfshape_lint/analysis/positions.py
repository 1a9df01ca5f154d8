"""Positions of nodes, as libcst's PositionProvider gives them, computed only for the
top-level statements that hold the nodes asked for: the engine places findings with them,
and a rule that needs a node's offset in the text (TFS201's function spans) reads them
once the file is walked."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Dict, Iterable, List, Mapping, Tuple

if TYPE_CHECKING:  # pragma: no cover
    import libcst as cst
    from libcst.metadata import CodeRange


def _positions(module: "cst.Module") -> "Mapping[cst.CSTNode, CodeRange]":
    """PositionProvider's mapping for `module`, computed by one codegen pass.

    `MetadataWrapper.resolve` also runs an empty batched visit of the whole tree
    (libcst does so whenever no batchable provider is asked for), which doubles the
    cost; calling the provider's `_gen` directly halves it (measured: 162 -> 71 ms on
    a 370-line test file). The public path stays as the fallback.
    """
    from libcst.metadata import MetadataWrapper, PositionProvider

    wrapper = MetadataWrapper(module, unsafe_skip_copy=True)
    generate = getattr(PositionProvider(), "_gen", None)
    if generate is not None:
        try:
            return generate(wrapper)  # type: ignore[no-any-return]
        except (AttributeError, TypeError):  # a libcst whose private API changed
            pass
    return wrapper.resolve(PositionProvider)


_LINE_BREAK = re.compile(r"\r\n?|\n")  # as libcst's PositionProvider counts lines


def positions_of(module: "cst.Module", nodes: "Iterable[cst.CSTNode]") -> "Mapping[cst.CSTNode, CodeRange]":
    """The positions of `nodes` (and maybe more), as :func:`_positions` gives them,
    computed only for the top-level statements that hold them.

    Position tracking generates the module's code with a hook around every node: on a
    30 KB Keras file that is 35-70 ms, as much as its parse, for the handful of nodes
    a file's findings name. The module's code is its header, each top-level
    statement's code, then its footer; so a statement starts on the line after the
    header's lines and the lines of the statements before it (plain code generation,
    several times cheaper), and positions inside it are those of a module holding
    only it, moved down by that many lines. A node outside every statement: the
    whole module, as before.
    """
    import libcst as cst
    from libcst.metadata import CodePosition, CodeRange

    from tfshape_lint.analysis.walk import Walker

    wanted = {id(node): node for node in nodes}
    if not wanted:
        return {}
    owner: Dict[int, int] = {}
    current = [0]

    def enter(node: cst.CSTNode) -> None:
        if id(node) in wanted:
            owner[id(node)] = current[0]

    walker = Walker(enter, lambda node: None, {type(node).__name__ for node in wanted.values()})
    body = module.body
    for index, statement in enumerate(body):
        current[0] = index
        walker.walk(statement)
        if len(owner) == len(wanted):
            break
    if len(owner) != len(wanted):
        return _positions(module)
    by_statement: Dict[int, List[Tuple[int, cst.CSTNode]]] = {}
    for key, index in owner.items():
        by_statement.setdefault(index, []).append((key, wanted[key]))
    last = max(by_statement)
    result: Dict[cst.CSTNode, CodeRange] = {}
    line = len(module.header)  # lines before the statement: one per header line
    for index in range(last + 1):
        statement = body[index]
        inside_nodes = by_statement.get(index)
        if inside_nodes is not None:
            alone = cst.Module(
                body=[statement], header=(), footer=(), encoding=module.encoding,
                default_indent=module.default_indent, default_newline=module.default_newline,
            )
            inside = _positions(alone)
            for _, node in inside_nodes:
                where = inside[node]
                result[node] = CodeRange(
                    CodePosition(where.start.line + line, where.start.column),
                    CodePosition(where.end.line + line, where.end.column),
                )
        if index < last:
            line += len(_LINE_BREAK.findall(module.code_for_node(statement)))
    return result
