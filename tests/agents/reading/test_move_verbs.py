"""A move said in prose with a move verb and one direction (agents.llm.reading.move_verbs), in
the ten languages read, and the sentences that stay unread."""

from __future__ import annotations

import pytest

from agents.llm.reading.directions import TWO_ANSWERS
from agents.llm.reading.move_verbs import MOVE_VERBS, VERB, committed_direction
from envs.maze_nav.logic import Action


@pytest.mark.parametrize(
    ("reply", "action"),
    [
        ("I'd go right, along the top row.", Action.RIGHT),
        ("Best next step: down.", Action.DOWN),
        ("El jugador debe moverse hacia abajo.", Action.DOWN),
        ("Le joueur doit aller à gauche.", Action.LEFT),
        ("Der Spieler sollte nach oben gehen.", Action.UP),
        ("上は壁なので、プレイヤーは下に進むべきです。", Action.DOWN),
        ("O jogador deve ir para a direita.", Action.RIGHT),
        ("Il giocatore deve muoversi a sinistra.", Action.LEFT),
        ("Игрок должен двигаться вниз.", Action.DOWN),
        ("플레이어는 위로 이동해야 합니다.", Action.UP),
        ("玩家应该向左移动。", Action.LEFT),
        ("The wall is above us. I'd step down, toward the left column.", Action.DOWN),
    ],
)
def test_one_direction_with_a_move_verb_is_the_move(reply: str, action: Action) -> None:
    assert committed_direction(reply) == (action, "one")


@pytest.mark.parametrize(
    "reply",
    [
        "Don't go right.",  # negated
        "Faut-il aller à droite ou en bas ?",  # a question
        "If the left column is open, move down.",  # a condition
        "Der Spieler sollte nach unten gehen, aber ich bin mir nicht sicher.",  # a doubt
        "I'd go down, or maybe right; they tie.",  # two, with a doubt
        "向右走两步。",  # more than one step
        "The corridor goes down to G.",  # a remark about the maze, no move verb of the player's
        "I moved down last turn.",  # the past
        "Go to (2, 0), down.",  # a cell: the cell readers decide
        "Right is open.",  # no move verb
    ],
)
def test_no_commitment_reads_no_move(reply: str) -> None:
    assert committed_direction(reply)[0] is None


def test_two_directions_offered_as_equal_are_two_answers() -> None:
    assert committed_direction("我觉得向右走也可以，向下也可以。") == (None, TWO_ANSWERS)
    assert committed_direction("You can go right or down.") == (None, TWO_ANSWERS)


def test_every_language_has_move_verbs() -> None:
    assert len(MOVE_VERBS) == 10
    assert all(table[VERB] for table in MOVE_VERBS.values())


@pytest.mark.parametrize("filler", [" ", ".", "(", "\u3002", "\u2705", "go "])
def test_long_runs_are_read_in_bounded_time_and_never_raise(filler: str) -> None:
    # Only the reply's end is read: a megabyte of one character reads as no move.
    action, _ = committed_direction(filler * 200_000 + "go right.")
    assert action in (None, Action.RIGHT)


@pytest.mark.parametrize(
    ("reply", "action"),
    [
        ("Me muevo hacia abajo.", Action.DOWN),
        ("Avanzo a la derecha.", Action.RIGHT),
        ("Muévete hacia abajo.", Action.DOWN),
        ("Je me déplace vers le bas.", Action.DOWN),
        ("Ich bewege mich nach unten.", Action.DOWN),
        ("Geh nach rechts.", Action.RIGHT),
        ("Eu me movo para baixo.", Action.DOWN),
        ("Mi muovo a destra.", Action.RIGHT),
        ("Mi sposto a destra.", Action.RIGHT),
        ("Я иду вниз.", Action.DOWN),
    ],
)
def test_a_stem_takes_its_languages_present_infinitive_and_imperative(
    reply: str, action: Action
) -> None:
    assert committed_direction(reply) == (action, "one")


def test_a_stem_never_reads_another_languages_word() -> None:
    # Spanish "mov-" takes no English "-ed": a past move is no commitment.
    assert committed_direction("I moved down last turn.") == (None, None)


def test_only_the_players_own_cell_may_be_named() -> None:
    reply = "Desde (1, 0) puedo ir a la derecha o hacia abajo. Me muevo hacia abajo."
    assert committed_direction(reply, (1, 0)) == (Action.DOWN, "one")
    assert committed_direction(reply) == (None, None)  # position unknown: a cell is named
    assert committed_direction("(1, 1) está libre. Me muevo hacia abajo.", (1, 0)) == (None, None)
