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
        out.append("  " * depth + f"{role}: {name}" + (f" ({desc})" if desc else ""))
    return out


def names(iface, role=None) -> list[str]:
    return [n.text(QAccessible.Text.Name) for _d, n in walk(iface) if role is None or n.role() == role]
