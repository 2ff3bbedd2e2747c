"""City Powers: our own variant of Top Pop's standard and lite games (the rulebook names seven City
Power cards but not their text; docs/rulings.md, "Top Pop").

A city's power belongs to whoever last won a card of that city (nobody at the start) and passes when
another seat wins one, at the end too; it works from the moment the card that brings it is won, that
card's own win included. Only the cities in the deck have a power. A cap that is not in the middle is
not taken. `state.powers` is city -> seat or None (empty without the variant).

The hooks below are what standard.py asks at each point of a turn; `take` is the one way caps leave
the middle for a supply (step 3, the bonus cap, the powers).
"""

from __future__ import annotations

from app.core.i18n import N_
from app.games.top_pop.events import CapsTaken, PowerPassed

#: city -> its power, one sentence (translated where shown: `_(POWERS[city])`)
POWERS: dict[str, str] = {
    "STL": N_("In step 3, take two caps instead of one."),
    "NYC": N_("When another player places a card in front of you, take a cap of your colour from the middle."),
    "SF": N_("When you place a card in front of yourself, take a cap of your colour from the middle."),
    "LV": N_("When you win a card, take a cap of your colour from the middle."),
    "CHI": N_("When you win a card in front of yourself, the tallest stack's caps go to your supply instead of the middle."),
    "SEA": N_("When you place a card in front of another player, take two caps of their colour instead of one."),
    "NO": N_("At the end of the game, the holder of this power scores 3 points."),
}
#: the points New Orleans' power scores at the end
NO_POINTS = 3


def holder(state, city: str) -> int | None:
    """The seat holding `city`'s power (None: nobody, or the game is played without City Powers)."""
    return state.powers.get(city) if state.powers else None


def holds(state, city: str, seat: int) -> bool:
    return holder(state, city) == seat


def take(state, seat: int, company: int, wanted: int, reason: str) -> list:
    """Up to `wanted` caps of `company` from the middle into `seat`'s supply (as many as are there)."""
    count = min(wanted, state.middle.get(company, 0))
    if count:
        state.middle[company] -= count
        state.supply[seat][company] = state.supply[seat].get(company, 0) + count
    return [CapsTaken(seat, company, count, wanted, reason)]


def pass_power(state, city: str, seat: int) -> list:
    """`seat` won a card of `city`: the power passes to it (nothing happens when it holds it already)."""
    if not state.city_powers or city not in state.powers or state.powers[city] == seat:
        return []
    before = state.powers[city]
    state.powers[city] = seat
    return [PowerPassed(city, seat, before)]


def takes_in_step_3(state, seat: int) -> int:
    """St. Louis: two caps in step 3 instead of one."""
    return 2 if holds(state, "STL", seat) else 1


def bonus_caps(state, placer: int) -> tuple[int, str]:
    """Caps of the receiver's colour for a card placed in front of another player, and why (Seattle: two)."""
    return (2, "SEA") if holds(state, "SEA", placer) else (1, "bonus")


def after_place(state, placer: int, seat: int) -> list:
    """New York (a card placed in front of the holder by another player) and San Francisco (the
    holder places a card in front of themselves): a cap of the holder's colour."""
    if seat != placer and holds(state, "NYC", seat):
        return take(state, seat, seat, 1, "NYC")
    if seat == placer and holds(state, "SF", placer):
        return take(state, placer, placer, 1, "SF")
    return []


def after_win(state, winner: int) -> list:
    """Las Vegas: the holder takes a cap of their colour for each card won."""
    if holds(state, "LV", winner):
        return take(state, winner, winner, 1, "LV")
    return []


def own_caps_to_supply(state, winner: int) -> bool:
    """Chicago: a card won in front of oneself sends the tallest stack's caps to the supply, not the middle."""
    return holds(state, "CHI", winner)


def end_points(state) -> list[int]:
    """New Orleans: 3 points at the end for its holder."""
    points = [0] * state.num_players
    who = holder(state, "NO")
    if who is not None:
        points[who] += NO_POINTS
    return points
