"""Why the Hard bot's move is good, in one sentence (app/games/hints.py asks `reason`).

The figures are the Hard bot's own (bots.py: `HardBot.judge` for hit or stay, `target_effects` and
`threat` for who gets a card), from the seat's view only: the cards left are the full deck minus
every card on view, so a sentence never depends on the deck's hidden order. Seats are placeholders
("{p1}"), filled with the names where the sentence is shown.
"""

from __future__ import annotations

from app.core import i18n, text
from app.core.i18n import _, ngettext
from app.games.flip7 import cards
from app.games.flip7.bots import HardBot, remaining_cards
from app.games.flip7.scoring import FLIP7_BONUS, FLIP7_COUNT


def _about(value: float) -> str:
    """An expected number of points as a player reads it: "3.4" ("3,4")."""
    return i18n.number(round(abs(value), 1), 1)


def may_stay(player: dict) -> bool:
    """The rules' ruling (staying needs a card in front of you), read from the view."""
    return bool(player["numbers"] or player["modifiers"] or player["actions"])


def _counts(view: dict, player: dict) -> tuple[int, int, int]:
    """(cards left that repeat a number of the line, that complete Flip 7, all cards left)."""
    left = remaining_cards(view)
    held = set(player["numbers"])
    bad = sum(left.get(str(n), 0) for n in held)
    good = 0
    if len(held) == FLIP7_COUNT - 1:
        good = sum(left.get(str(n), 0) for n in range(13) if n not in held)
    return bad, good, sum(left.values())


def reason(view: dict, action, seat: int) -> str:
    if action.TYPE == "target":
        return _target_reason(view, action.player, seat)
    me = view["players"][seat]
    if action.TYPE == "hit" and not may_stay(me):
        return _("Hit: you have no card in front of you yet, so you cannot stay.")
    judged = HardBot(seat, 0).judge(view)
    points = me["line_points"]
    if judged.why == "losing":
        return _("Hit: {who} ends this round with at least {score} points, so staying on {mine} loses "
                 "the game.").format(who=text.seat(judged.rival), score=judged.rival_score, mine=judged.mine)
    if judged.why == "winning":
        return _("Stay: you bank {mine} points, past 200 and ahead of everyone.").format(mine=judged.mine)
    if judged.why == "empty":
        return _("Stay: there is no card left to draw.")
    bad, good, total = _counts(view, me)
    alpha = judged.odds.alpha
    gain = judged.hit_value - judged.stay_value
    if action.TYPE == "stay":
        if alpha < 1:
            return ngettext("Stay: you lead near 200, so play safe: {bad} of the {total} cards left would "
                            "bust you, with {points} point on the line.",
                            "Stay: you lead near 200, so play safe: {bad} of the {total} cards left would "
                            "bust you, with {points} points on the line.", points).format(
                bad=bad, total=total, points=points)
        if me["second_chance"]:
            return ngettext("Stay: even with your Second Chance, hitting is worth less than the {points} point "
                            "on your line.",
                            "Stay: even with your Second Chance, hitting is worth less than the {points} points "
                            "on your line.", points).format(points=points)
        return ngettext("Stay: {bad} of the {total} cards left would bust you, with {points} point on the line.",
                        "Stay: {bad} of the {total} cards left would bust you, with {points} points on the "
                        "line.", points).format(bad=bad, total=total, points=points)
    if alpha > 1:
        leader = max((p for p in range(len(view["totals"])) if p != seat), key=lambda p: (view["totals"][p], -p))
        return _("Hit: {who} is close to 200 and far ahead, so take the risk: {bad} of the {total} cards "
                 "left would bust you.").format(who=text.seat(leader), bad=bad, total=total)
    if good:
        return ngettext("Hit: {good} of the {total} cards left completes Flip 7 ({bonus} bonus points), and "
                        "{bad} would bust you.",
                        "Hit: {good} of the {total} cards left complete Flip 7 ({bonus} bonus points), and "
                        "{bad} would bust you.", good).format(good=good, total=total, bonus=FLIP7_BONUS, bad=bad)
    if me["second_chance"] and bad:
        return _("Hit: your Second Chance saves you from a repeat; a hit is worth about {gain} more points "
                 "than staying on {points}.").format(gain=_about(gain), points=points)
    if bad == 0:
        return ngettext("Hit: none of the {total} card left can bust you.",
                        "Hit: none of the {total} cards left can bust you.", total).format(total=total)
    return ngettext("Hit: only {bad} of the {total} cards left would bust you; a hit is worth about {gain} "
                    "more points than staying on {points}.",
                    "Hit: only {bad} of the {total} cards left would bust you; a hit is worth about {gain} "
                    "more points than staying on {points}.", bad).format(
        bad=bad, total=total, gain=_about(gain), points=points)


def _target_reason(view: dict, target: int, seat: int) -> str:
    pending = view.get("pending") or {}
    card = pending.get("card")
    options = list(pending.get("options") or [])
    who = text.seat(target)
    if len(options) == 1:
        if target == seat:
            return _("The {title} can only go to you: nobody else is still in the round.").format(
                title=cards.title(card))
        return _("The {title} can only go to {who} now.").format(title=cards.title(card), who=who)
    players, totals = view["players"], view["totals"]
    line = players[target]["line_points"]
    if card == "second":
        return ngettext("Give the Second Chance to {who}: with {total} point and {line} on the line, they are "
                        "the least danger to you.",
                        "Give the Second Chance to {who}: with {total} points and {line} on the line, they are "
                        "the least danger to you.", totals[target]).format(who=who, total=totals[target], line=line)
    before, after = HardBot(seat, 0).target_effects(view, [target])[target]
    if card == "freeze":
        if target == seat:
            if before - after < 0.05:
                return ngettext("Freeze yourself: you bank your {points} point now, and hitting on is worth "
                                "no more.",
                                "Freeze yourself: you bank your {points} points now, and hitting on is worth "
                                "no more.", line).format(points=line)
            return ngettext("Freeze yourself: you bank your {points} point now, and hitting on is worth only "
                            "about {gain} more.",
                            "Freeze yourself: you bank your {points} points now, and hitting on is worth only "
                            "about {gain} more.", line).format(points=line, gain=_about(before - after))
        return ngettext("Freeze {who}: their round ends at {points} point, before they can add about {gain} "
                        "more.",
                        "Freeze {who}: their round ends at {points} points, before they can add about {gain} "
                        "more.", line).format(who=who, points=line, gain=_about(before - after))
    if target == seat:
        if after >= before:
            return _("Flip Three on yourself: three more cards add about {gain} points to your {points} on "
                     "average.").format(gain=_about(after - before), points=line)
        return _("Flip Three on yourself: it costs you about {loss} points on average, but on anyone else "
                 "it would help a rival more.").format(loss=_about(before - after))
    if after < before:
        return ngettext("Flip Three on {who}: three forced cards cost their {points} point about {loss} on "
                        "average (a bust takes it all).",
                        "Flip Three on {who}: three forced cards cost their {points} points about {loss} on "
                        "average (a bust takes them all).", line).format(
            who=who, points=line, loss=_about(before - after))
    return _("Flip Three on {who}: of all the choices it helps a rival least (about {gain} points on "
             "average).").format(who=who, gain=_about(after - before))
