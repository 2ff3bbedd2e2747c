"""Hand-made Top Pop views (the binding view shapes of issue 11) for the table's tests, and legal
actions to go with them."""

from __future__ import annotations

from app.games.top_pop.actions import Done, Place, Stack, Take

NAMES = ["Ana", "Benedikt", "Chloé", "Dmitri", "Eva"]
COLORS = ["#d1352b", "#2f6fd0", "#f2c21b", "#2e9d4a", "#8e24aa"]


def view(players: int = 3, seat: int | None = 0, step: str | None = "stack", current: int = 0,
         powers: bool = False, final: bool = False) -> dict:
    n = players
    fronts = [[] for _ in range(n)]
    fronts[0] = [{"card": "NYC", "night": False, "stacks": {1: [0, 1, 1]}, "tallest": 1},
                 {"card": None, "night": True, "stacks": {}, "tallest": None}]
    fronts[1] = [{"card": "SF", "night": False, "stacks": {0: [1, 0], 2 % n: [0, 1, 2 % n]}, "tallest": 2 % n},
                 {"card": "STL", "night": False, "stacks": {}, "tallest": None},
                 {"card": "LV:night", "night": True, "stacks": {0: [0]}, "tallest": 0}]
    if n > 2:
        fronts[2] = [{"card": "CHI", "night": False, "stacks": {}, "tallest": None}]
    supply = [{k: (2 if k == s else 1) for k in range(n)} for s in range(n)]
    supply[0] = {0: 3, 1: 2, 2 % n: 1}
    won = [[] for _ in range(n)]
    won[0] = ["NYC", "NYC", "STL"]
    won[1] = ["SF", None]
    cities = ["STL", "NYC", "SF", "LV", "CHI", "SEA", "NO"][:min(7, n + 2)]
    return {
        "variant": "standard", "city_powers": powers, "players": n, "seat": seat, "current_player": current,
        "start": 0, "phase": "final" if final else "play", "step": step,
        "hand": (["NYC", "SEA" if n > 3 else "SF", "LV"] if seat is not None else None),
        "hand_counts": [3] * n, "fronts": fronts, "supply": supply, "middle": {k: 10 - k for k in range(n)},
        "won": won, "won_counts": [len(w) for w in won], "deck_count": 14, "cards_to_end": 6,
        "final_round": final, "triggered_by": 1 if final else None,
        "powers": ({c: (i % n if i % 2 else None) for i, c in enumerate(cities)} if powers else None),
        "power_texts": ({c: "In step 3, take two caps instead of one." for c in cities} if powers else None),
        "status": "It is {p1}'s turn.", "is_over": False, "end_reason": None, "winners": [], "totals": [0] * n,
        "caps_count": [sum(s.values()) for s in supply], "results": None,
    }


def legal(v: dict) -> list:
    """Plausible legal actions of seat 0 for `view`'s step."""
    step, n = v["step"], v["players"]
    if step == "place":
        return [Place(c, s) for c in v["hand"] for s in range(n)]
    if step == "take":
        return [Take(k) for k in range(n) if v["middle"].get(k)]
    if step == "stack":
        return [Stack(0, 1, (1, 0, 0)), Stack(0, 1, (1, 1, 0, 0)), Stack(1, 1, (0,)), Stack(1, 1, (1, 0)),
                Stack(1, 0, (2 % n, 0)), Stack(1, 0, (2 % n, 1, 0)), Done()]
    return []
