"""The TYPE of every action and event, as saves, replays and the network store it (issue 26).

A record's TYPE is its class name in snake case unless the class writes its own (app/core/records.py).
Renaming a class would then change what old saves hold: this list makes that a decision, not an accident.
"""

import pytest

from app.games import registry

ACTIONS = {
    'flip7': ('hit', 'stay', 'target'),
    'top_this': ('flick', 'flip', 'pass', 'remove', 'top_this'),
    'top_oder_flop': ('change', 'display', 'marker', 'personal'),
    'top_pop': ('discard', 'done', 'place', 'play', 'seventh', 'stack', 'take'),
    'top3': ('choose',),
}

EVENTS = {
    'flip7': (
        'action_discarded', 'action_set_aside', 'busted', 'card_drawn', 'cards_cleared',
        'deck_exhausted', 'deck_reshuffled', 'flip3_ended', 'flip3_started', 'flip7', 'frozen',
        'game_over', 'player_scored', 'round_scored', 'round_started', 'second_chance_kept',
        'second_chance_passed', 'second_chance_used', 'stayed',
    ),
    'top_this': (
        'declared', 'drew', 'dropped', 'end_triggered', 'fell_off', 'flicked', 'flipped', 'game_over',
        'landed', 'missed', 'order_completed', 'orders_revealed', 'passed', 'removed', 'tip_taken',
        'top_this_failed', 'turn_passed',
    ),
    'top_oder_flop': (
        'card_drawn', 'card_moved', 'card_replaced', 'dealt', 'deck_empty', 'display_played',
        'film_finished', 'film_scored', 'game_ended', 'game_over', 'influence_revealed',
        'leftover_scored', 'marker_played', 'opening_skipped', 'personal_played', 'turn_skipped',
    ),
    'top_pop': (
        'caps_taken', 'card_drawn', 'card_placed', 'card_removed', 'card_won', 'dealt', 'deck_empty',
        'duo_company_closed', 'duo_company_scored', 'duo_dealt', 'duo_deck_empty',
        'duo_discard_revealed', 'duo_discarded', 'duo_drawn', 'duo_game_ended', 'duo_game_over',
        'duo_hand_revealed', 'duo_night_revealed', 'duo_played', 'duo_seat_scored', 'duo_setup_done',
        'duo_seventh_laid', 'duo_seventh_revealed', 'duo_starting_card', 'final_round', 'game_ended',
        'game_over', 'power_passed', 'power_scored', 'stack_placed', 'step_skipped',
    ),
    'top3': (
        'chose', 'game_ended', 'revealed', 'round_started',
    ),
}


@pytest.mark.parametrize("game_id", sorted(ACTIONS))
def test_the_stored_names_of_a_games_actions_and_events_stay(game_id):
    game, info = registry.get(game_id), registry.info(game_id)
    assert tuple(sorted(game.action_classes)) == ACTIONS[game_id]
    classes = info.parts.event_classes(f"app.games.{game_id}")
    assert tuple(sorted({cls.TYPE for cls in classes})) == EVENTS[game_id]
    assert len({cls.TYPE for cls in classes}) == len({cls for cls in classes})  # no two share a name
