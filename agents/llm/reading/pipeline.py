"""The reading pipeline: the named stages run in order, flexible or strict.

=============  ==============================================  ========  ======
stage          job                                             flexible  strict
=============  ==============================================  ========  ======
``reasoning``  set thinking apart (:mod:`.reasoning`)          yes       yes
``normalise``  plain forms of wrapped answers (:mod:`.normalise`)  yes    no
``numbering``  cells said to count from 1, made 0-indexed     yes       abstains
               (:mod:`.numbering`; the cell phases only); one
               move given per numbering and said to be one
               cell: the 0-indexed form
``choose``     the committed section (:mod:`.commitment`)      yes       no
=============  ==============================================  ========  ======

Before ``choose``, the flexible reading asks :func:`.afterthoughts.afterthought` what the text
after (or around) the last answer line does: withdrawn and never replaced, leaning to another
candidate, two answers under unsettled conditions, another conclusion, a question back or a
change asked for make the reply :data:`CONFLICTING` (issue 35, twenty-seventh round); so do
a retraction or doubt in any of the ten languages read, a last sentence left unfinished, a
preference for another side, a plan or headed conclusion that disagrees, another reading of the
task and a repeated move word (twenty-eighth round); so do headed sections with different
answers and no pick, read before normalising drops the headings (thirtieth round); so do the
classes of :mod:`.unsettled`: cells offered as possibilities, a decision put off, a
counterfactual with a doubt about the reading, answers under condition headings, an answer
after an action not yet decided (thirty-first round). The strict reading abstains on headed
and condition-headed sections too: two answer lines are not the prompt's one.

Thirty-second round: struck-through text is withdrawn first, in both readings
(:mod:`.struck`); the flexible reading then makes the reply :data:`CONFLICTING` when invented
dialogue turns answer differently (:mod:`.turns`), a summary given first disagrees with its
long version (:mod:`.summaries`), the reply's own diff does not apply to its answer (applied
when it does: :mod:`.diffs`), or it answers the move after an assumed one with no answer line
(:mod:`.neighbour`).

Thirty-third round: an answer waiting on the user or on a re-examination announced and not
done is :data:`CONFLICTING` (:mod:`.waiting`); a closing check's one-word verdict keeps the
answer line alone or withdraws it (:mod:`.verdicts`).

Thirty-fifth round: one structural rule in place of new phrasings (:mod:`.stances`): a
withdrawal, a doubt about the answer or its premise, a check announced and not done, or a
condition with its other case, around the committed answer and settled by nothing after it,
makes the reply :data:`CONFLICTING`; the condition alone (two values offered under a condition
the reply leaves open) makes the strict reading abstain too. A plain heading naming an
alternative by an enumerator ("Route A:", "Plan 1") heads a section as markdown headings do.

Thirty-sixth round: the answer named again after (or beside) its line as another value (a
route's directions or summary, a cell's or shape's gloss, a maze's P or G said elsewhere), or
another value of its kind offered after it with no pick, makes the reply :data:`CONFLICTING`
(:mod:`.restatements`); a caveat naming the answer's own failure case is a condition with its
other case (:mod:`.stances`).

Thirty-seventh round, the same structure in more forms: an answer translated into one of the
ten languages naming another move, turn or square (:mod:`.translations`), two labels of one kind
on one answer line naming different values (:mod:`.restatements`), a drawing whose marks trace
another move or route or a sketch of another maze (:mod:`.drawings`, both readings), and code
that picks at random or leaves a list of candidates (:mod:`.code_picks`) make the reply
:data:`CONFLICTING`. A closing inviting correction ("If this is wrong, please tell me.") is
dropped before the doubt stages read the reply; one naming another value for the case the answer
is wrong ("If that's wrong, try counterclockwise.") is a second answer (:mod:`.closings`).

Thirty-eighth round, candidates laid out in parallel with no marker on one: closing lines each
ticked or crossed are read before ``choose`` (:mod:`.ticked_lines`: two ticked and none chosen
make the reply :data:`CONFLICTING`, the one chosen or the one ticked is the answer); a table's
bold row that a legend names as the answer gets an arrow before normalising drops the bold
(:mod:`.table_rows`); an answer given as another player's move is :data:`CONFLICTING`
(:mod:`.owners`).

Forty-first round: a marked option among parallel table rows or list items followed by a
sentence is read before the ticked lines (:mod:`.marked_options`: the mark, or a pick naming one
row, decides; a mark on one and a pick of another is :data:`CONFLICTING`); a closing pick that
keeps the answer after a caveat is one table, :mod:`.kept_picks`, read by the settle checks.

Forty-second round: a turning verb, a square and a side ("rotate (1, 1) left") become the
puzzle's turn words before normalising (:mod:`.turn_sides`, one table per language).

Forty-fourth round: an answer governed by a condition stated before it and left open ("If
(3, 3) is open, then: PATH: ...", "Si ... :", "假如 ... 的话：") is :data:`CONFLICTING` in the
flexible reading and no answer in the strict one (:mod:`.leading_conditions`, read by
:func:`.stances.conditional_plan`).

Fifty-second round: an edit of the answer under an open condition stated before it ("If the
start cell is not part of the path, drop the first cell.") is :data:`CONFLICTING` in both
readings (:mod:`.format_conditions`, the forty-fourth round's open-condition test).

Forty-fifth round: another answer offered for another case or as a possibility and left open
(an if/otherwise pair in one sentence, "unless ..., in which case <another value>", a doubt
leaning to another value) is :data:`CONFLICTING` (:mod:`.open_branches`); listed candidates
picked by their number ("my answer is route 2") give that row, and called equal ("Either one
...") with none picked are :data:`CONFLICTING` (:mod:`.list_picks`, read before the marked
options).

Forty-sixth round: answer lines of one label laid side by side with different values and
nothing between them saying which stands (blank, the same line before each, option headings)
are :data:`CONFLICTING`, and no answer in the strict reading (:mod:`.parallel_answers`).

Forty-seventh round: a condition the writer then doubts or says is unchecked ("This works
provided ... — I'm not certain it does.", "if (2, 3) were a wall this would be a C. I haven't
checked that cell."), by the answer and settled by nothing, is :data:`CONFLICTING`, and no
answer in the strict reading (:mod:`.doubted_conditions`); an if/if pair in one sentence is
read as the if/otherwise pair is (:mod:`.open_branches`). A numbered new question echoed after
the answer ("Question 2: You are in a maze with") is a base model's continuation, cut off
before the checks (:mod:`.continuations`).

Fiftieth round: a remark after the answer putting a condition on it whose "otherwise" names
another value or a need ("This is if the right side is open; otherwise go down to (2, 0).") is
:data:`CONFLICTING` unless a later sentence settles it (:mod:`.condition_remarks`); so are two
values each under its own condition with no answer line ("想走上面的话走 (1, 1)，想走下面的话走
(2, 0)。", :mod:`.condition_pairs`). Answer lines offered as alternatives ("Either that or:",
"Alternatively:") with no pick are :data:`CONFLICTING` in every phase, and one picked by number
after them ("I'd go with the first.") is the answer (:mod:`.offered_picks`). A correction
rejecting the answer and naming its new value in the reply's last sentence ("Wait, (0, 0) is a
wall. Let me move down instead: (2, 0).", "所以改成把 (1, 0) 顺时针转。") gives that value on
the answer's label (:mod:`.sentence_corrections`), read before the doubt stages. The prompt's
format line echoed with its example ("MOVE: (row, col), for example MOVE: (2, 3).") is dropped
in both readings (:mod:`.echoed_examples`).

Then each phase parses the answer in its own grammar (cell, path, shape name, maze, rotation).
A reply cut off by ``max_tokens`` (``finish_reason == "length"``) has no final answer, however
complete its last line looks, and a reasoning block never closed holds none either; nor does a
reply offering two final answers as alternatives ("<answer>(2, 0)</answer> or
<answer>(1, 1)</answer>"; :data:`~agents.llm.reading.commitment.ALTERNATIVES`): each gives an
:class:`Answer` with a ``reason``, which every phase turns into its ``unreadable`` verdict.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from agents.llm.reading.afterthoughts import afterthought, unpicked_sections
from agents.llm.reading.closings import other_if_wrong, without_invitations
from agents.llm.reading.code_picks import code_leaves_pick, unwrap_strings
from agents.llm.reading.commitment import ALTERNATIVES, choose
from agents.llm.reading.condition_pairs import condition_pair
from agents.llm.reading.condition_remarks import condition_remark
from agents.llm.reading.continuations import without_next_question
from agents.llm.reading.diffs import apply_diffs
from agents.llm.reading.doubted_conditions import doubted_condition
from agents.llm.reading.drawings import drawing_disagrees
from agents.llm.reading.echoed_examples import without_echoed_example
from agents.llm.reading.format_conditions import edit_under_condition
from agents.llm.reading.list_picks import list_pick
from agents.llm.reading.marked_options import marked_option
from agents.llm.reading.maze_descriptions import maze_described_otherwise
from agents.llm.reading.maze_summaries import maze_summary_disagrees
from agents.llm.reading.neighbour import next_after_assumed
from agents.llm.reading.normalise import normalise
from agents.llm.reading.numbering import ONE_INDEXED, one_indexed, same_cell_forms, zero_indexed
from agents.llm.reading.offered_picks import OFFERED, offered_pick
from agents.llm.reading.open_branches import open_branch
from agents.llm.reading.owners import other_owner
from agents.llm.reading.parallel_answers import parallel_answers
from agents.llm.reading.path_summaries import path_summary_disagrees
from agents.llm.reading.reasoning import separate_reasoning
from agents.llm.reading.restatements import restated_otherwise
from agents.llm.reading.sentence_corrections import sentence_correction
from agents.llm.reading.stances import conditional_plan, left_open
from agents.llm.reading.struck import withdraw_struck
from agents.llm.reading.summaries import summary_disagrees
from agents.llm.reading.table_rows import bold_row_marked
from agents.llm.reading.ticked_lines import ticked_pick
from agents.llm.reading.turn_sides import sides_as_turns
from agents.llm.reading.turns import turns_differ
from agents.llm.reading.unsettled import condition_headings, unsettled
from agents.llm.reading.verdicts import KEEP, REJECT, answer_line_only, closing_verdict
from agents.llm.reading.waiting import waiting
from envs.maze_nav.text import MAX_REPLY_CHARS

UNREADABLE = "unreadable"
"""The flexible verdict of a reply a grader would not decide (never a success)."""
TRUNCATED = "truncated"
UNFINISHED_REASONING = "unfinished_reasoning"
CONFLICTING = "conflicting"
UNREADABLE_REASONS = (TRUNCATED, UNFINISHED_REASONING, CONFLICTING)
"""Why a reply is unreadable: cut off by ``max_tokens``; a reasoning block never closed; two
different answers offered as alternatives with no choice between them."""

LENGTH = "length"
"""The ``finish_reason`` of a reply cut off by ``max_tokens`` (OpenAI's word, the local client's)."""


@dataclass(frozen=True)
class Answer:
    """What the stages left for the phase parser.

    Attributes:
        text: where the phase parser reads first: the committed section.
        whole: the answer with the reasoning set apart (and normalised, when flexible); the
            parser reads it when ``text`` holds nothing in its grammar.
        reason: None, or why there is no answer to read (:data:`UNREADABLE_REASONS`).
        how: how ``text`` was chosen (``"choice"``, ``"final_label"``, or None).
    """

    text: str
    whole: str
    reason: str | None = None
    how: str | None = None


Stage = Callable[[str], str]
STAGES: dict[str, Stage] = {"normalise": normalise}
"""The text-to-text stages by name (``reasoning`` and ``choose`` also report what they found,
so :func:`read_answer` runs them itself)."""
FLEXIBLE_STAGES = ("reasoning", "normalise", "numbering", "choose")
STRICT_STAGES = ("reasoning", "numbering")


def read_answer(
    text: object, *, strict: bool = False, finish_reason: object = None, cells: bool = False
) -> Answer:
    """Run the stages on a reply (the strict reading: reasoning apart only). Never raises.

    Args:
        text: the reply (anything not a string reads as an empty reply).
        strict: the strict reading (no normalising, no choosing).
        finish_reason: the API's finish reason; ``"length"`` makes the reply unreadable.
        cells: the phase's answer is cells (a solve move, a one-shot path, a puzzle square):
            a reply that says it counts from 1 is read 0-indexed (flexible), and is no answer
            in the prompt's 0-indexed format (strict: ``reason`` :data:`ONE_INDEXED`).
    """
    if not isinstance(text, str):
        return Answer("", "")
    text = text[-MAX_REPLY_CHARS:]
    separated = separate_reasoning(text)
    answer = separated.answer
    reason = (
        TRUNCATED
        if finish_reason == LENGTH
        else UNFINISHED_REASONING
        if separated.unfinished and not answer.strip()
        else None
    )
    if reason is not None:
        return Answer("", "", reason)
    if separated.unfinished:
        # Text before a block never closed: not the final answer either.
        return Answer("", "", UNFINISHED_REASONING)
    # Struck-through text is withdrawn before anything reads the answer (thirty-second round).
    answer = withdraw_struck(answer, strict=strict)
    # The prompt's format line echoed with its example is no answer, in both readings
    # ("MOVE: (row, col), for example MOVE: (2, 3)."; fiftieth round).
    answer = without_echoed_example(answer)
    if strict:
        if cells and one_indexed(answer):
            return Answer("", "", ONE_INDEXED)
        if (
            unpicked_sections(answer)
            or parallel_answers(answer)
            or condition_headings(answer)
            or conditional_plan(answer)
            or edit_under_condition(answer)
            or doubted_condition(answer)
            or drawing_disagrees(answer)
            or maze_described_otherwise(answer)
        ):
            # Two answer lines under distinct headings, different values, no pick: not the
            # prompt's one answer line (issue 35, thirty-first round); nor one line under a
            # condition the reply states with its other case and leaves open (thirty-fifth),
            # nor one a drawing beside it contradicts (thirty-seventh).
            return Answer("", "", CONFLICTING)
        return Answer(answer, answer)
    if (
        unpicked_sections(answer)
        or parallel_answers(answer)
        or condition_headings(answer)
        or turns_differ(answer)
        or summary_disagrees(answer)
        or code_leaves_pick(answer)
        or drawing_disagrees(answer)
    ):
        # Headed sections with different answers and no pick (issue 35, thirtieth round; their
        # headings conditions, thirty-first): read before normalising, which drops headings;
        # invented dialogue turns whose answers differ (thirty-second round); code that picks
        # at random or leaves candidates, read before normalising drops the fences (thirty-
        # seventh round).
        return Answer("", "", CONFLICTING)
    edited = apply_diffs(answer)
    if edited is None:
        # The reply's own patch does not apply to its answer (thirty-second round).
        return Answer("", "", CONFLICTING)
    # A maze printed or assigned by code as a triple-quoted string: its rows (37th round).
    # A bold row a legend names as the answer keeps its mark as an arrow (38th round).
    # "rotate (1, 1) left": a square turned to a side, in the puzzle's words (42nd round).
    answer = unwrap_strings(STAGES["normalise"](sides_as_turns(bold_row_marked(edited))))
    if cells:
        # One move given once per numbering, said to be one cell: the prompt's form.
        answer = same_cell_forms(answer)
    if cells and one_indexed(answer):
        answer = zero_indexed(answer)
    # An invitation to correct closing the reply is politeness, no condition on the answer;
    # another value offered for the case it is wrong is a second answer (thirty-seventh round).
    answer = without_invitations(answer)
    # A numbered new question echoed after the answer is a base model's continuation, not the
    # reply's (forty-seventh round).
    answer = without_next_question(answer)
    corrected = sentence_correction(answer)
    if corrected:
        # The answer rejected and its new value named in the reply's last sentence ("Wait,
        # (0, 0) is a wall. Let me move down instead: (2, 0)."; fiftieth round).
        return Answer(corrected, answer, None, "sentence_correction")
    if (
        other_if_wrong(answer)
        or afterthought(answer)
        or unsettled(answer)
        or next_after_assumed(answer)
        or waiting(answer)
        or left_open(answer)
        or edit_under_condition(answer)
        or open_branch(answer)
        or condition_remark(answer)
        or condition_pair(answer)
        or doubted_condition(answer)
        or restated_otherwise(answer)
        or maze_summary_disagrees(answer)
        or maze_described_otherwise(answer)
        or path_summary_disagrees(answer)
        or other_owner(answer)
    ):
        # A doubt after the answer that leaves it undecided (issue 35, twenty-seventh round);
        # an answer waiting on the user or on a re-examination announced (thirty-third); a
        # withdrawal, doubt, deferral or condition that nothing settles (thirty-fifth); the
        # answer named again as another value, or another offered after it (thirty-sixth);
        # the answer given as another player's move (thirty-eighth); a maze's summary naming
        # another ring size (forty-fourth); another answer for another case or as a
        # possibility, left open (forty-fifth).
        return Answer("", "", CONFLICTING)
    verdict = closing_verdict(answer)
    if verdict == REJECT:
        # A check after the answer ending "Invalid." / "Wrong." (thirty-third round).
        return Answer("", "", CONFLICTING)
    if verdict == KEEP:
        # A check ending "Valid." or "so <the answer> it is": its cells are no second answer.
        answer = answer_line_only(answer)
    offered = offered_pick(answer)
    if offered.alternatives:
        # Answer lines offered as alternatives ("Either that or:"), none picked (50th round).
        return Answer("", "", CONFLICTING, OFFERED)
    if offered.line:
        # One of them picked by number ("I'd go with the first."; fiftieth round).
        return Answer(offered.line, answer, None, "offered_pick")
    listed = list_pick(answer)
    if listed.equal:
        # Listed candidates called equal ("Either one ..."), none picked (45th round).
        return Answer("", "", CONFLICTING, ALTERNATIVES)
    if listed.line:
        # A listed candidate picked by its number ("my answer is route 2"; 45th round).
        return Answer(listed.line, answer, None, "list_pick")
    marked = marked_option(answer)
    if marked.conflicting:
        # A mark on one option and a pick of another (forty-first round).
        return Answer("", "", CONFLICTING, ALTERNATIVES)
    if marked.line:
        # One option marked or picked among parallel ones, a sentence after them (41st round).
        return Answer(marked.line, answer, None, "marked_option")
    ticked = ticked_pick(answer)
    if ticked.alternatives:
        # Two candidates ticked, none picked (thirty-eighth round).
        return Answer("", "", CONFLICTING, ALTERNATIVES)
    if ticked.line:
        return Answer(ticked.line, answer, None, "ticked_line")
    committed = choose(answer)
    if committed.how == ALTERNATIVES:
        return Answer("", "", CONFLICTING, committed.how)
    return Answer(committed.text, committed.whole, None, committed.how)
