"""Questions about loops: which assignment of a name reaches a call inside a loop."""

from __future__ import annotations

from typing import List, Sequence, Tuple

from tfshape_lint.analysis.scopes import Binding, Blocks, CallSite

#: Bindings that change a value in place: they add to what an earlier assignment gave,
#: they do not replace it.
_IN_PLACE = frozenset({"mutate", "aug"})


def reaching(bindings: Sequence[Binding], site: CallSite) -> List[Binding]:
    """The bindings of one name, all in the scope of `site`, that can give its value at `site`.

    A name such as `feed_dict` is often assigned in several places of one function:
    an evaluation feed before the loop, a per-step feed inside it, another in a sibling
    loop. The call sees:

    - when the name is assigned in the call's own loop before the call, on every path of
      the iteration (at the same or an enclosing block level): that assignment, and the
      ones after it that may run (in a branch) or change it in place (`.update(...)`);
    - otherwise what was assigned before the loop (source order), from the last
      assignment that runs on every path to it onwards, and the branch-only assignments
      of the loop before the call.

    Never an assignment after the call (a loop-carried value would need a CFG; the one
    before the loop is the conservative answer), nor one inside another loop that has
    ended before the call (a sibling loop, an inner loop): its value is the last of that
    loop's, not known here. Such a loop still hides what was assigned before it when it
    assigns the name on every iteration (its target, or directly in its body).
    """
    loop = site.loop

    def ended(binding: Binding) -> bool:
        return binding.loop is not None and not loop.within(binding.loop)

    def prefix(blocks: Blocks) -> bool:
        return site.blocks[:len(blocks)] == blocks

    def kills(binding: Binding) -> bool:
        if binding.kind in _IN_PLACE:
            return False
        inner = binding.loop
        if inner is None or not ended(binding):
            return prefix(binding.blocks)
        # The outermost ended loop, itself on every path to the call, assigning every iteration.
        return inner.kind != "comp" and (inner.parent is None or loop.within(inner.parent)) \
            and prefix(inner.blocks) and len(binding.blocks) <= len(inner.blocks) + 1

    def from_last_kill(candidates: List[Binding]) -> Tuple[bool, List[Binding]]:
        killing = [b for b in candidates if kills(b)]
        if not killing:
            return False, candidates
        last = max(killing, key=lambda b: b.order)
        return True, [b for b in candidates if b.order >= last.order]

    before = [b for b in bindings if b.order < site.order]
    # Everything between the loop's start and the call is inside the loop (or an ended inner loop).
    found, inside = from_last_kill([b for b in before if b.order > loop.order])
    if not found:
        inside = [b for b in inside if b.loop is loop]  # branch-only assignments of the iteration
        _, outside = from_last_kill([b for b in before if b.order < loop.order])
        inside = outside + inside
    return [b for b in inside if not ended(b)]
