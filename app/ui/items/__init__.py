"""Game-agnostic scene items (cards, piles, markers) and animations."""

from app.ui.items.animation import AnimationQueue, Tween
from app.ui.items.card_art import CardArt
from app.ui.items.card_item import CardItem, PileItem
from app.ui.items.markers import BannerItem, ButtonItem, LabelItem, MarkerItem, StampItem

__all__ = ["AnimationQueue", "BannerItem", "ButtonItem", "CardArt", "CardItem", "LabelItem", "MarkerItem",
           "PileItem", "StampItem", "Tween"]
