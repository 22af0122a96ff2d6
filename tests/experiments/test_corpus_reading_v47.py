"""What is the forty-seventh reading corpus's own: written replies only (no model was run), a
cut-off reply in every phase, the real small models' habits in every phase, the everyday mix at
about three quarters over the chat and reasoning families with Qwen at about a third, the
chosen quarter pairing unclear replies with clear look-alikes (answers restated in another form
that agree or clash, doubts and questions on the answer line, picks among options in words,
prose answers in the vocabulary languages), strict verdicts that follow the final-line rule,
and its new rings, broken mazes and routes. The checks every blind set shares are in
``test_blind_reading_sets.py``; no reader runs here."""

from __future__ import annotations

import blind_set_form
import blind_set_mazes
import corpus_reading_v47 as v47
from corpus_form import CCW, CW, PHASES
from corpus_reading import FAIL, SUCCESS, UNREADABLE
from test_blind_reading_sets import written_before
from test_corpus_reading_v8 import _grid, _is_ring

VALID = (v47.RING_BL4_PBOTTOM, v47.RING_TR3_SIDE, v47.RING_FULL5, v47.RING_TR4_TOP)
BROKEN = (v47.BL4_GAP, v47.TR3_LOWER, v47.FULL5_TWO_G, v47.TR4_FOUR_ROWS, v47.L_SHAPE)
NEW_ROUTES = (v47.PAST_G_TOP, v47.PAST_G_LEFT)
BROKEN_ROUTES = (v47.WALL_32, v47.DIAG_30_41, v47.SHORT_33)


def _is_full_ring(maze: str) -> bool:
    """Whether ``maze`` is the 5x5 border ring with one P and one G (``_is_ring`` knows sides 3
    and 4; the generation ruling accepts a square ring of any side that fits)."""
    rows = _grid(maze)
    flat = [ch for r in rows for ch in r]
    if [len(r) for r in rows] != [5] * 5 or flat.count("P") != 1 or flat.count("G") != 1:
        return False
    return all((rows[r][c] == "1") == (0 < r < 4 and 0 < c < 4) for r in range(5) for c in range(5))


def _is_ring_of_any_side(maze: str) -> bool:
    """A ring of side 3 or 4 (``_is_ring``) or the full 5x5 border (``_is_full_ring``)."""
    return _is_ring(maze) or _is_full_ring(maze)


def test_every_reply_is_written_none_is_a_model_run() -> None:
    blind_set_form.all_written(v47)


def test_a_reply_is_cut_off_in_every_phase_and_is_unreadable() -> None:
    blind_set_form.cut_off_everywhere(v47)


def test_the_small_models_habits_are_in_every_phase_clear_and_not() -> None:
    blind_set_form.small_habits_everywhere(v47)


def test_the_everyday_mix_is_about_three_quarters_in_every_phase() -> None:
    blind_set_form.everyday_share(v47)


FAMILIES = (
    "qwenplus",
    "qwenmax",
    "qwen25",
    "qwen3",
    "gpt4o",
    "gpt41",
    "claude",
    "gemini",
    "llama3",
    "llama4",
    "mistral",
    "phi4",
    "r1",
    "v3",
    "small",
)
"""The model families of the everyday mix, by their ids' prefix."""


def test_the_everyday_mix_covers_each_family_in_several_phases() -> None:
    blind_set_form.families_in_several_phases(v47, FAMILIES)


def test_qwen_and_chinese_replies_hold_about_a_third() -> None:
    cases = v47.all_cases()
    qwen = [c for c in cases if "qwen" in c.id]
    chinese = [c for c in cases if any("\u4e00" <= ch <= "\u9fff" for ch in c.reply)]
    assert len(qwen) >= 0.25 * len(cases)
    assert len(chinese) >= 12 and {c.phase for c in chinese} == set(PHASES)


def test_the_chosen_quarter_pairs_unclear_replies_with_clear_look_alikes() -> None:
    blind_set_form.chosen_pairs(v47)
    blind_set_form.habit_pairs(v47)


def test_restated_answers_come_both_ways_in_every_phase() -> None:
    agree, clash = (
        blind_set_form.of_habit(v47, "restated_agree"),
        blind_set_form.of_habit(v47, "restated_clash"),
    )
    assert {c.phase for c in agree} == set(PHASES) == {c.phase for c in clash}
    assert all(c.clear for c in agree) and all(c.label == UNREADABLE for c in clash)
    picks = blind_set_form.of_habit(v47, "option_pick")
    assert len(picks) >= 4 and all(c.clear for c in picks)


def test_the_rounds_themes_are_labelled_as_the_rulings_say() -> None:
    by_id = blind_set_form.by_id(v47)
    assert by_id["v47c_s_qwenmax_cell_then_dir_agree"].label == (1, 1)
    assert by_id["v47c_s_qwen3_cell_then_dir_clash"].label == UNREADABLE
    assert by_id["v47c_s_llama4_option_pick"].label == (1, 1)
    assert by_id["v47c_s_es_prose"].label == (2, 0)
    assert by_id["v47c_o_gpt41_option_two"].label == SUCCESS
    assert by_id["v47c_r_it_prose"].label == UNREADABLE
    assert by_id["v47c_r_gemini_option_two"].label == "square"
    assert by_id["v47c_g_qwenplus_zh_pick"].label == SUCCESS
    assert by_id["v47c_p_gpt4o_rotate_left"].label == (3, CCW)
    assert by_id["v47c_p_pt_prose"].label == (0, CW)
    assert by_id["v47c_p_qwen25_zh_position_clash"].label == UNREADABLE
    for case_id in ("v47r_gpt4o_rect", "v47r_llama4_box"):
        assert by_id[case_id].label == "square" and by_id[case_id].strict, case_id


def test_strict_follows_the_final_line_rule() -> None:
    blind_set_form.strict_follows_final_line(
        v47,
        (
            "answer_then_explanation",
            "verification_after",
            "fenced_answer",
            "direction_word",
            "spacing",
            "fullwidth",
            "abbreviation",
            "chinese_value",
            "small_half_label",
            "small_trailing_junk",
            "restated_agree",
            "option_pick",
            "arrows",
            "commas",
        ),
        (
            "bold_answer",
            "think_block",
            "small_repeat",
            "correction",
            "variant_name",
        ),
        least_after=30,
        least_last=15,
        # a wrong answer, or a name repeated with no label, is not strict-right on any line
        wrong_labels=(FAIL, "spiral", "cross", "triangle"),
        wrong_ids=("v47r_small_repeat",),
    )


def test_the_new_mazes_are_rings_and_the_broken_ones_are_not() -> None:
    assert _is_full_ring(v47.RING_FULL5)
    blind_set_mazes.rings_read_as_labelled(
        v47, VALID, BROKEN, is_ring=_is_ring_of_any_side, least=10
    )


def test_the_mazes_and_routes_are_new_against_the_earlier_sets() -> None:
    blind_set_mazes.new_against(written_before(v47), (*VALID, *BROKEN), NEW_ROUTES)


def test_the_routes_are_what_their_labels_assume() -> None:
    blind_set_mazes.routes_walk_as_assumed((v47.RIGHT_COL, v47.LEFT_COL), NEW_ROUTES, BROKEN_ROUTES)
    blind_set_mazes.one_shot_endings_labelled(v47, NEW_ROUTES, BROKEN_ROUTES)


def test_the_coordinate_answers_are_asked_and_labelled_both_ways() -> None:
    blind_set_form.coordinates_both_ways(v47, least=2)
