"""The table toolkit: game-agnostic scene items and animations every game builds its table from
(docs/architecture.md, "Table toolkit"). Import from the modules themselves (nothing here is
loaded until a name is asked for, so that importing one module does not load them all):

- highlight.py: `Highlightable.set_highlight(...)`, the one way to mark an item; `RoundItem`,
  `BoundedRoundItem`; bounded.py: `BoundedItem` (bounds kept in C++: cheap to paint every frame);
  shown.py: `update_if_changed` (a setter repaints only on a change)
- card_item.py: `CardItem` (a face-down card may have no code)
- pile.py: `CardHolder`, `PileItem` (stack, row, fan); hand.py: `HandItem`
- drag.py: `DropSlotItem`, `DragController` (drag-and-drop and click-to-move as one intent)
- seat_panel.py: `SeatPanelItem`; caps.py: `CapStackItem`, `paint_stack` (one stacking geometry for caps)
- markers.py: `MarkerItem` (`x2_marker`, `stop_marker`), `LabelItem`, `ButtonItem`, `StampItem`, `BannerItem`
- text_box.py: `TextBoxItem`, `FloatingNoteItem`; card_art.py, animation.py: drawing and tweens
"""

from importlib import import_module

_WHERE = {
    "AnimationQueue": "animation", "Tween": "animation", "CardArt": "card_art", "CardItem": "card_item",
    "Highlightable": "highlight", "RoundItem": "highlight", "BoundedRoundItem": "highlight",
    "BoundedItem": "bounded", "CardHolder": "pile", "PileItem": "pile",
    "HandItem": "hand", "DropSlotItem": "drag", "DragController": "drag", "SeatPanelItem": "seat_panel",
    "CapStackItem": "caps", "BannerItem": "markers", "ButtonItem": "markers", "LabelItem": "markers",
    "MarkerItem": "markers", "StampItem": "markers", "x2_marker": "markers", "stop_marker": "markers",
    "TextBoxItem": "text_box", "FloatingNoteItem": "text_box", "paint_stack": "caps",
    "update_if_changed": "shown",
}

__all__ = sorted(_WHERE)


def __getattr__(name: str):
    if name in _WHERE:
        return getattr(import_module(f"app.ui.items.{_WHERE[name]}"), name)
    raise AttributeError(f"module 'app.ui.items' has no attribute {name!r}")
