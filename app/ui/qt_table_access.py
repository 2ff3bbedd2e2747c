"""The table in the accessibility tree (issue 29): a screen reader walks the table view as a tree of
the game's parts in words (app/core/access.py: the game's `access` part describes its view), and
finds the moves legal now as the table's actions.

- `TableAccess` is the interface of a `TableView` (a `QAccessibleWidget`: its actions are Qt's own
  action interface, so that AT-SPI, UIA and NSAccessibility offer them): its children are the parts
  of the position on screen and a list of the moves; its actions are the moves' words, and
  `doAction` plays one as a click would (the scene's `answer(intent)`: the session and the rules
  decide, as for any click).
- `PartAccess` is a part with no widget of its own. Parts are kept by their key while they are on the
  table, so that a screen reader's place survives a move; a part that left the table is dropped from
  Qt's cache of interfaces (it is invalid from then on).
- The tree is made from what the scene shows (`scene.view`, `scene.legal`, `scene.names`): the view of
  the seat at the screen, never more. While the table is hidden (the hand-off cover, another page) it
  has no children at all.

`install()` puts the factory in place once (app/ui/qt_app.py and the tests call it)."""

from __future__ import annotations

import atexit
import dataclasses
from collections.abc import Hashable

from PySide6.QtCore import QRect
from PySide6.QtGui import QAccessible, QAccessibleEvent, QAccessibleInterface, QAccessibleStateChangeEvent
from PySide6.QtWidgets import QAccessibleWidget

from app.bots.modules import load_module
from app.core.access import Part, default_move_words, moves_part
from app.core.i18n import _, language
from app.ui.move_builder import Answer
from app.ui.qt_table_view import TableView

Role = QAccessible.Role
ROLES = {"seat": Role.Grouping, "pile": Role.List, "row": Role.List, "card": Role.ListItem,
         "marker": Role.Graphic, "topping": Role.Graphic, "text": Role.StaticText, "moves": Role.List,
         "move": Role.Button}
#: the table views with an interface now (Qt's cache deletes an interface when its widget goes)
_TABLES: dict[int, "TableAccess"] = {}


def describe_table(scene) -> tuple[list[Part], list[tuple[object, str]]]:
    """(the parts of the position the scene shows, the legal moves with their words). Empty when the
    scene shows nothing yet; a game without an `access` part names its moves by their record's words."""
    view = scene.view
    if not view:
        return [], []
    module = load_module(None, scene.game, "access")
    names = list(scene.names)
    parts = list(module.describe(view, names)) if module is not None else []
    words = getattr(module, "move_words", None)
    moves = [(a, words(a, view, names) if words is not None else default_move_words(a)) for a in scene.legal]
    return parts, moves


def choice_of(scene) -> tuple[frozenset, frozenset]:
    """(the click keys picked so far in the move being made, the click keys that may be clicked now),
    from the scene's move builder (empty when the game has none), and what the scene picks outside it
    (`access_picked()`, e.g. Top This!'s chosen topping)."""
    extra = frozenset(scene.access_picked())
    picked, lit = _builder_choice(scene)
    return picked | extra, lit


def _builder_choice(scene) -> tuple[frozenset, frozenset]:
    chooser = scene.chooser
    if chooser is None or not chooser.legal:
        return frozenset(), frozenset()
    picked = set()
    for key in chooser.picked.values():
        picked.update(key if isinstance(key, list) else [key])
    return frozenset(picked), frozenset(scene.key_lit())


def with_choice(part: Part, picked: frozenset, lit: frozenset) -> Part:
    """`part` (and what is inside it) with the move being made: a picked part is "selected" and says
    so in its name ("…, picked"), a part that may be clicked now is "lit"."""
    kids = tuple(with_choice(kid, picked, lit) for kid in part.parts)
    states = set(part.states)
    name = part.name
    if part.click is not None and part.click in picked:
        states.add("selected")
        name = _("{part}, picked").format(part=name)
    if part.click is not None and part.click in lit:
        states.add("lit")
    if kids == part.parts and states == set(part.states):
        return part
    return dataclasses.replace(part, name=name, parts=kids, states=frozenset(states))


class PartAccess(QAccessibleInterface):
    """A part of the table (no widget of its own): what `TableAccess` says of it now."""

    def __init__(self, table: "TableAccess", key: Hashable) -> None:
        super().__init__()
        self.table = table
        self.key = key
        self.part: Part | None = None
        self.up: QAccessibleInterface | None = None
        self.kids: list["PartAccess"] = []
        self.id = QAccessible.registerAccessibleInterface(self)

    # QAccessibleInterface
    def isValid(self) -> bool:  # noqa: N802 - Qt's names
        return self.part is not None

    def object(self):
        return None

    def window(self):
        return self.table.window()

    def parent(self):
        return self.up

    def child(self, index: int):
        return self.kids[index] if 0 <= index < len(self.kids) else None

    def childCount(self) -> int:  # noqa: N802
        return len(self.kids)

    def indexOfChild(self, child) -> int:  # noqa: N802
        return next((i for i, kid in enumerate(self.kids) if kid is child), -1)

    def childAt(self, x: int, y: int):  # noqa: N802
        return None

    def focusChild(self):  # noqa: N802
        return None

    def role(self):
        return ROLES.get(self.part.role, Role.StaticText) if self.part is not None else Role.NoRole

    def state(self):
        state = QAccessible.State()
        part = self.part
        if part is None:
            state.invalid = True
            return state
        state.focusable = part.click is not None
        state.focused = part.click is not None and part.click == self.table.ring()
        state.selected = "selected" in part.states
        state.selectable = "lit" in part.states
        state.checked = "current" in part.states  # the seat whose turn it is (its name says "to play" too)
        state.readOnly = True
        return state

    def text(self, kind) -> str:
        part = self.part
        if part is None:
            return ""
        if kind == QAccessible.Text.Name:
            return part.name
        if kind == QAccessible.Text.Description:
            return part.description
        return ""

    def setText(self, kind, text: str) -> None:  # noqa: N802
        return None

    def rect(self) -> QRect:
        return self.table.rect()

    def relations(self, match=None):
        return []


class TableAccess(QAccessibleWidget):
    """The interface of a TableView: see the module docstring."""

    def __init__(self, view: TableView) -> None:
        super().__init__(view, Role.Pane, "")
        self.view = view
        self._parts: dict[Hashable, PartAccess] = {}
        self._kids: list[PartAccess] = []
        self._moves: list[tuple[object, str]] = []
        self._made_for: tuple | None = None
        _TABLES[id(view)] = self
        view.destroyed.connect(lambda *_: self._gone())

    # ---- the tree ----------------------------------------------------------------------------------
    def scene(self):
        return self.view.scene() if self._alive() else None

    def _alive(self) -> bool:
        import shiboken6

        return shiboken6.isValid(self.view)

    def shown(self) -> bool:
        """The table is on screen (not under the hand-off cover or another page)."""
        return self._alive() and self.view.isVisible()

    def ring(self) -> Hashable | None:
        scene = self.scene()
        return getattr(scene, "key_ring", None) if scene is not None else None

    def refresh(self) -> None:
        """Make the tree again from what the scene shows, when that changed. The position is compared
        by the objects themselves (an id may be reused once an old view is gone), and the tree is
        marked made only once it was: a game's describe that fails leaves an empty table, never the
        last position's (another seat's, after a hand-off)."""
        scene = self.scene()
        shown = self.shown() and scene is not None and scene.view is not None
        picked, lit = choice_of(scene) if shown else (frozenset(), frozenset())
        stamp = ((scene.view, scene.legal, tuple(scene.names), language(), picked, lit) if shown else None)
        made = self._made_for
        if made is stamp or (made is not None and stamp is not None and made[0] is stamp[0]
                             and made[1] is stamp[1] and made[2:] == stamp[2:]):
            return
        self._made_for = None
        try:
            parts, self._moves = describe_table(scene) if shown else ([], [])
        except Exception:  # noqa: BLE001 - inside a Qt call: nothing may escape; the table is read as empty
            parts, self._moves, shown = [], [], False
            import traceback

            traceback.print_exc()
        parts = [with_choice(part, picked, lit) for part in parts]
        if shown:
            parts.append(moves_part(self._moves))
        self._rebuild(parts)
        self._made_for = stamp if shown else None

    def _rebuild(self, parts: list[Part]) -> None:
        """The nodes for `parts` (kept by key), the screen reader told what changed; a node that left
        the table is dropped from Qt's cache whatever happens (a Python interface gone while Qt still
        holds it would crash)."""
        seen: set = set()
        before = {key: (node.part.name, node.part.description, node.part.states) for key, node in self._parts.items()
                  if node.part is not None}
        gone: list[PartAccess] = []
        try:
            self._kids = [self._node(part, self, seen) for part in parts]
            gone = [self._parts.pop(k) for k in [k for k in self._parts if k not in seen]]
            if QAccessible.isActive():  # a screen reader keeps what it read: tell it what changed
                self._tell_changes(gone, seen, before)
        finally:
            for node in gone:
                self._drop(node)

    def _tell_changes(self, gone: list, seen: set, before: dict) -> None:
        for node in gone:
            QAccessible.updateAccessibility(QAccessibleEvent(node, QAccessible.Event.ObjectDestroyed))
        for key in seen:
            node = self._parts[key]
            was = before.get(key)
            if was is None:
                QAccessible.updateAccessibility(QAccessibleEvent(node, QAccessible.Event.ObjectCreated))
                continue
            if was[0] != node.part.name:
                QAccessible.updateAccessibility(QAccessibleEvent(node, QAccessible.Event.NameChanged))
            elif was[1] != node.part.description:
                QAccessible.updateAccessibility(QAccessibleEvent(node, QAccessible.Event.DescriptionChanged))
            flips = set(was[2]) ^ set(node.part.states)
            if flips & {"selected", "lit"}:
                changed = QAccessible.State()
                changed.selected = "selected" in flips
                changed.selectable = "lit" in flips
                QAccessible.updateAccessibility(QAccessibleStateChangeEvent(node, changed))

    def _node(self, part: Part, up, seen: set) -> PartAccess:
        node = self._parts.get(part.key)
        if node is None:
            node = self._parts[part.key] = PartAccess(self, part.key)
        seen.add(part.key)
        node.part, node.up = part, up
        node.kids = [self._node(kid, node, seen) for kid in part.parts]
        return node

    @staticmethod
    def _drop(node: PartAccess) -> None:
        node.part, node.kids, node.up = None, [], None
        QAccessible.deleteAccessibleInterface(node.id)

    def _gone(self) -> None:
        for node in self._parts.values():
            self._drop(node)
        self._made_for = None
        self._parts.clear()
        self._kids = []
        _TABLES.pop(id(self.view), None)

    def node_for_click(self, click: Hashable) -> PartAccess | None:
        self.refresh()
        return next((n for n in self._parts.values() if n.part is not None and n.part.click == click), None)

    def parts(self) -> list[PartAccess]:
        self.refresh()
        return list(self._kids)

    # ---- QAccessibleInterface ----------------------------------------------------------------------
    def child(self, index: int):
        kids = self.parts()
        return kids[index] if 0 <= index < len(kids) else None

    def childCount(self) -> int:  # noqa: N802
        return len(self.parts())

    def indexOfChild(self, child) -> int:  # noqa: N802
        return next((i for i, kid in enumerate(self.parts()) if kid is child), -1)

    def focusChild(self):  # noqa: N802
        ring = self.ring()
        return self.node_for_click(ring) if ring is not None and self.shown() else None

    def text(self, kind) -> str:
        scene = self.scene()
        if kind == QAccessible.Text.Name:
            return self.view.accessibleName() if self._alive() and self.view.accessibleName() else _("Game table")
        if kind == QAccessible.Text.Description and scene is not None and self.shown():
            status = scene.status_unless_moving() if scene.view else None
            return status or ""
        return super().text(kind)

    # ---- the moves as actions ----------------------------------------------------------------------
    def actionNames(self) -> list[str]:  # noqa: N802
        self.refresh()
        return [words for _action, words in self._moves]

    def localizedActionName(self, name: str) -> str:  # noqa: N802
        return name

    def localizedActionDescription(self, name: str) -> str:  # noqa: N802
        return _("Play this move: {move}").format(move=name)

    def keyBindingsForAction(self, name: str) -> list[str]:  # noqa: N802
        return []

    def doAction(self, name: str) -> None:  # noqa: N802
        """Play the move with these words, as a click on it would."""
        self.refresh()
        scene = self.scene()
        action = next((a for a, words in self._moves if words == name), None)
        if action is None or scene is None or scene.busy or action not in scene.legal:
            return
        scene.answer(Answer.intent(action))


def _factory(key: str, obj):
    if isinstance(obj, TableView):
        return TableAccess(obj)
    return None


_installed = False


def install() -> None:
    """Give every TableView its `TableAccess` (once per process)."""
    global _installed
    if _installed:
        return
    _installed = True
    QAccessible.installFactory(_factory)
    atexit.register(_forget_all)


def _forget_all() -> None:
    """Before Python goes: Qt's cache must not keep interfaces whose Python objects are gone."""
    for table in list(_TABLES.values()):
        table._gone()


def table_access(view: TableView) -> TableAccess | None:
    """The interface of `view` (made by the factory), or None when accessibility is not installed."""
    iface = QAccessible.queryAccessibleInterface(view)
    return iface if isinstance(iface, TableAccess) else None


def focus_moved(view: TableView) -> None:
    """Tell the screen reader that the keyboard's focus ring is on another part now."""
    table = _TABLES.get(id(view))
    if table is None or not QAccessible.isActive():
        return
    node = table.focusChild()
    if node is not None:
        QAccessible.updateAccessibility(QAccessibleEvent(node, QAccessible.Event.Focus))


def table_changed(view: TableView) -> None:
    """Tell the screen reader that the table shows another position (its tree is made again)."""
    table = _TABLES.get(id(view))
    if table is None or not QAccessible.isActive():  # nobody reads it now: it is made when asked for
        return
    table.refresh()
    QAccessible.updateAccessibility(QAccessibleEvent(view, QAccessible.Event.ObjectReorder))
