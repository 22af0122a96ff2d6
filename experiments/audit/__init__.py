"""The verdict audit: a person checks the program's verdicts on a stratified sample of replies.

``python -m experiments audit RESULTS`` serves, on the human study's web stack (Starlette and
uvicorn, the same body limits), a sample of the maze study's phase replies: every phase, model
and verdict, the replies the reading found unreadable first (:mod:`.sample`). Each item
shows the reply, the maze, what the program read and its verdict; the researcher marks the
verdict right or wrong. Marks go to ``RESULTS/audit/marks.jsonl`` (:mod:`.marks`, one atomic
rewrite per mark, the latest mark of an item wins), and ``analyze`` prints program–person
agreement per model and phase with a Wilson interval, so every study carries its own measured validity.
"""

from __future__ import annotations

AUDIT_DIR = "audit"
MARKS_FILE = "marks.jsonl"
