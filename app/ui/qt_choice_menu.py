"""A menu of exclusive choices, one checked (View > Language, Seat colours, Text size): what each of
those menus shares; each says what its choice does (`choose`)."""

from __future__ import annotations

from collections.abc import Hashable, Mapping

from PySide6.QtWidgets import QMenu

from app.persistence import settings


class ChoiceMenu(QMenu):
    """`add_choices` fills the menu; a choice calls `choose(key)`, which a menu defines."""

    def add_choices(self, choices: Mapping[Hashable, str], current: Hashable) -> None:
        """One checkable action per choice (key -> its words), `current` checked."""
        from PySide6.QtGui import QAction, QActionGroup  # types PySide builds on first use (their enums)

        self.group = QActionGroup(self)
        self.group.setExclusive(True)
        self.choice_actions: dict = {}
        for key, text in choices.items():
            action = QAction(text, self, checkable=True)
            action.triggered.connect(lambda _checked=False, k=key: self.choose(k))
            self.group.addAction(action)
            self.addAction(action)
            self.choice_actions[key] = action
        if current in self.choice_actions:
            self.choice_actions[current].setChecked(True)

    def choose(self, key: Hashable) -> None:
        raise NotImplementedError

    def store(self, setting: str, key: Hashable, kept: Hashable) -> bool:
        """`key` checked and stored under `setting`; False when it could not be stored (a full disk):
        then `kept`, the choice in use, is checked again."""
        self.choice_actions[key].setChecked(True)
        try:
            settings.put(setting, key)
        except OSError:
            if kept in self.choice_actions:
                self.choice_actions[kept].setChecked(True)
            return False
        return True


__all__ = ["ChoiceMenu"]
