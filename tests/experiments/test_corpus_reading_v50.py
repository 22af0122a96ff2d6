"""What is the fiftieth reading corpus's own: written replies only (no model was run), the
rotation puzzle and recognition as Qwen and the open-weight families answer them (squares by
coordinates, ordinals or position words; turns by words, degrees, left/right or Chinese; shapes
by name, variant, letter or Chinese name), a cut-off reply in every phase, the real small models'
habits in every phase, the everyday mix at about three quarters, the chosen quarter pairing
unclear replies with clear look-alikes, strict verdicts that follow the final-line rule, and its
new rings (one of side 5), broken mazes and routes. The checks every blind set shares are in
``test_blind_reading_sets.py``; no reader runs here."""

from __future__ import annotations

import blind_set_form
import blind_set_mazes
import corpus_reading_v50 as v50
from corpus_form import CCW, CW, PHASES
from corpus_reading import FAIL, UNREADABLE
from test_blind_reading_sets import read_before_writing

VALID = (v50.RING_TL3, v50.RING_BR4, v50.RING_MR3, v50.RING_5B)
BROKEN = (v50.GAP_BOTTOM, v50.S_E_RING, v50.SIX_COLS, v50.TWO_P)
NEW_ROUTES = (v50.START_BOUNCE, v50.BOTTOM_BOUNCE, v50.PAST_G_WEST)
BROKEN_ROUTES = (v50.WALL_31, v50.WALL_COL2, v50.SKIP_42)


def test_every_reply_is_written_none_is_a_model_run() -> None:
    blind_set_form.all_written(v50)


def test_a_reply_is_cut_off_in_every_phase() -> None:
    blind_set_form.cut_off_everywhere(v50)


def test_the_small_models_habits_are_in_every_phase_clear_and_not() -> None:
    blind_set_form.small_habits_everywhere(v50)


def test_the_everyday_mix_is_about_three_quarters_in_every_phase() -> None:
    blind_set_form.everyday_share(v50)


FAMILIES = (
    "qwenplus",
    "qwenmax",
    "qwen25",
    "qwen3",
    "qwq",
    "r1",
    "v3",
    "gpt4o",
    "gpt41",
    "gpt5",
    "claude",
    "gemini",
    "llama3",
    "llama4",
    "mistral",
    "phi4",
    "small",
)
"""The model families of the everyday mix, by their ids' prefix."""


def test_the_everyday_mix_covers_each_family_in_several_phases() -> None:
    blind_set_form.families_in_several_phases(v50, FAMILIES)


def test_the_puzzle_and_recognition_emphasis_and_qwen_hold_their_share() -> None:
    cases = v50.all_cases()
    count = {p: sum(c.phase == p for c in cases) for p in PHASES}
    assert count["solve"] > count["puzzle"] > count["one_shot"]
    assert count["recognize"] >= count["one_shot"] > count["generate"]
    qwen = [c for c in cases if "qwen" in c.id or "qwq" in c.id]
    assert len(qwen) >= 0.3 * len(cases)
    chinese = [c for c in cases if any("\u4e00" <= ch <= "\u9fff" for ch in c.reply)]
    assert len(chinese) >= 0.25 * len(cases) and {c.phase for c in chinese} == set(PHASES)
    thinking = [c for c in cases if c.reply.startswith("<think>")]
    assert len(thinking) >= 15 and {c.phase for c in thinking} == set(PHASES)


def test_the_chosen_quarter_pairs_unclear_replies_with_clear_look_alikes() -> None:
    blind_set_form.chosen_pairs(v50)
    blind_set_form.habit_pairs(v50)
    blind_set_form.habits_in_every_phase(
        v50, ("withdrawn", "correction", "two_options", "rejected_alternative")
    )
    unclosed, closed = (
        blind_set_form.of_habit(v50, "think_unclosed"),
        blind_set_form.of_habit(v50, "think_block"),
    )
    assert len(unclosed) >= 3 and all(c.label == UNREADABLE for c in unclosed)
    assert all(c.clear for c in closed)
    agrees, other = (
        blind_set_form.of_habit(v50, "summary_agrees"),
        blind_set_form.of_habit(v50, "summary_other"),
    )
    assert all(c.clear for c in agrees) and all(c.label == UNREADABLE for c in other)
    assert {c.phase for c in other} <= {c.phase for c in agrees}


def test_the_puzzle_squares_and_turns_are_read_as_the_rulings_say() -> None:
    by_id = blind_set_form.by_id(v50)
    assert by_id["v50p_qwenmax_zh_position"].label == (3, CW)
    assert by_id["v50p_qwen25_fullwidth"].label == (2, CCW)
    assert by_id["v50p_gpt5_ordinal"].label == (1, CCW)
    assert by_id["v50p_gemini_degrees"].label == (3, CCW)
    assert by_id["v50p_llama3_right"].label == (2, CW)
    assert by_id["v50p_qwenmax_one_based_said"].label == (3, CW)
    assert by_id["v50p_v3_anticlockwise"].label == (1, CCW)
    assert not by_id["v50p_v3_anticlockwise"].strict
    assert by_id["v50p_small_half"].label == UNREADABLE


def test_the_shape_names_are_read_as_the_rulings_say() -> None:
    by_id = blind_set_form.by_id(v50)
    for case_id in ("v50r_qwq_cube", "v50r_gpt41_quad", "v50r_gpt5_box"):
        assert by_id[case_id].label == "square" and by_id[case_id].strict, case_id
    assert by_id["v50r_phi4_sq_pyramid"].label == "triangle"
    assert by_id["v50r_qwenplus_en_prism"].label == "none"
    assert by_id["v50r_qwen3_zh_sanjiao"].label == "triangle"
    for case_id in ("v50r_qwenmax_zh_name", "v50r_v3_zh_fangxing"):
        assert by_id[case_id].label == "square" and not by_id[case_id].strict, case_id


def test_strict_follows_the_final_line_rule() -> None:
    blind_set_form.strict_follows_final_line(
        v50,
        (
            "answer_then_explanation",
            "verification_after",
            "summary_agrees",
            "fenced_answer",
            "direction_word",
            "spacing",
            "fullwidth",
            "abbreviation",
            "vocabulary",
            "chinese_value",
            "position_words",
            "arrows",
            "commas",
            "small_half_label",
        ),
        (
            "bold_answer",
            "think_block",
            "final_heading",
            "correction",
            "rejected_alternative",
            "variant_name",
        ),
        least_after=30,
        least_last=20,
        wrong_labels=(FAIL, "triangle", "none"),
    )


def test_the_new_mazes_are_rings_and_the_broken_ones_are_not() -> None:
    blind_set_mazes.rings_read_as_labelled(
        v50, VALID, BROKEN, is_ring=blind_set_mazes.is_square_ring, least=10
    )


def test_the_mazes_and_routes_are_new_against_the_earlier_sets() -> None:
    blind_set_mazes.new_against(read_before_writing(v50), (*VALID, *BROKEN), NEW_ROUTES)


def test_the_routes_are_what_their_labels_assume() -> None:
    blind_set_mazes.routes_walk_as_assumed(
        (v50.RIGHT_COL, v50.LEFT_COL, v50.START_BOUNCE, v50.BOTTOM_BOUNCE),
        (v50.PAST_G_WEST,),
        BROKEN_ROUTES,
    )
    blind_set_mazes.one_shot_endings_labelled(v50, NEW_ROUTES, BROKEN_ROUTES)


def test_the_coordinate_answers_are_asked_and_labelled_both_ways() -> None:
    blind_set_form.coordinates_both_ways(v50, least=2)
