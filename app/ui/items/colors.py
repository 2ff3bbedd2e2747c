"""The table's own colours, named once: every game's words and marks on the green cloth use them."""

from __future__ import annotations

from PySide6.QtGui import QColor

#: the gold of what may be played, a highlight, a winner
GOLD = QColor("#ffd54a")
#: the cream of words written on the cloth
CREAM = QColor("#f3f0e6")
