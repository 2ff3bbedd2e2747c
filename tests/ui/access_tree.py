"""Reading the accessibility tree as a screen reader does (issue 29): from a widget's interface
(`QAccessible.queryAccessibleInterface`) down, every interface's role, name, description and state."""

from __future__ import annotations

from PySide6.QtGui import QAccessible


def interface(widget):
    QAccessible.setActive(True)
    return QAccessible.queryAccessibleInterface(widget)


def walk(iface, depth: int = 0, most: int = 40):
    """(depth, interface) for `iface` and everything under it, depth first."""
    yield depth, iface
    if depth >= most:
        return
    for i in range(iface.childCount()):
        kid = iface.child(i)
        if kid is not None and kid.isValid():
            yield from walk(kid, depth + 1, most)


def lines(iface) -> list[str]:
    """The tree as text, one interface a line: "  List: Ana's line, 2: 7, +4"."""
    out = []
    for depth, node in walk(iface):
        role = node.role().name
        name = node.text(QAccessible.Text.Name)
        desc = node.text(QAccessible.Text.Description)
        state = node.state()
        # a widget's keyboard focus follows the window that is active (of two side by side, one): only
        # the table's own parts say where the focus ring is
        own = ("selected", "selectable") if node.object() is not None else ("selected", "focused", "selectable")
        flags = [flag for flag in own if getattr(state, flag)]
        out.append("  " * depth + f"{role}: {name}" + (f" ({desc})" if desc else "") + (f" [{', '.join(flags)}]" if flags else ""))
    return out


def names(iface, role=None) -> list[str]:
    return [n.text(QAccessible.Text.Name) for _d, n in walk(iface) if role is None or n.role() == role]
