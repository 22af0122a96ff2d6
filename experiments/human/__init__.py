"""The human baseline: the maze study played by people in a browser.

``python -m experiments human serve --mazes DIR --out DIR`` runs the study website;
``python -m experiments human export --out DIR`` writes ``trials.jsonl``, ``manifest.json`` and
transcripts in the model study's layout, so ``python -m experiments analyze DIR`` puts people
(model name ``human``, the condition as the encoding) in the same tables as the models.

Design: people and models are scored by the same code
-----------------------------------------------------
* **Mazes.** The study plays a folder of maze files in the model study's layout
  (``experiment_mazes/<n>x<n>/<shape>/<n>x<n>_<shape>_<i>.npy``), read by
  :func:`experiments.maze.mazes.load_maze_file`, so a record's ``maze_file`` pairs with the models'
  records of the same maze. The files are copied into ``--out`` (``experiment_mazes/``).
* **Conditions** are the model study's encodings: ``image`` (the rendered 768x512 frame, drawn by
  :func:`envs.maze_nav.render.render_frame`), ``matrix`` and ``coord_list`` (the very texts of
  :func:`agents.llm.prompts.encode_maze`). :mod:`.schedule` assigns them: a seeded permutation
  of the mazes, a Latin square over participants (participant ``n`` sees maze ``q`` of the
  permutation in condition ``(q + n) mod 3``), a seeded order per participant.
* **Verdicts are the server's.** The browser sends only what the person did: the cell of each
  move, the recognition answer's text, the drawn grid. During the solve phase the server applies
  :func:`envs.maze_nav.logic.move_problem` (the env's one move rule: 4- or 8-directional as the
  shape says, walls, the grid's edge; an invalid move ends the phase, the move limit is
  ``max_moves`` = 16) to answer each move. When a trial ends, :mod:`.trial` replays it through
  :func:`experiments.maze.trial.run_trial` itself, with a client that answers the person's moves as
  ``MOVE: (r, c)``, their answer as the recognition reply and their grid (written in the
  condition's text format, the matrix for ``image``) as the generation reply. The record's three
  phase results and the transcript are therefore what the model study computes for the same
  answers, by the same env, parser and scorers (:mod:`experiments.maze.scoring`).
* **Storage** (:mod:`.storage`): SQLite in WAL mode through the stdlib ``sqlite3`` by default,
  or PostgreSQL through psycopg 3 (``--db postgresql://...``; one schema and one set of queries
  for both; a participant's requests lock the participant's row). One transaction per
  request, committed (``synchronous=FULL`` on SQLite) before the reply is sent: a reload
  resumes where the participant was, a restarted server loses nothing acknowledged. Tables:
  ``settings`` (what the study was started with; another start with other settings is refused),
  ``participants``, ``trials`` (one row per assigned trial; position 0 is the practice maze,
  never exported) and ``events`` (every action with the server's and the browser's timestamps:
  moves, phase shown/answered, so reading times per phase and move times can be computed).
  ``--db`` takes ``sqlite:///PATH`` or ``postgresql://USER:PASSWORD@HOST:PORT/DB``; the URL
  is shown only with its password redacted (:func:`.storage.redact_url`).
* **Participants** (:mod:`.participants`, :mod:`.study`): the id comes from the link
  (``?participant=``, Prolific's ``PROLIFIC_PID``/``STUDY_ID``/``SESSION_ID``, MTurk's
  ``workerId``/``assignmentId``/``hitId``).
  The first visit gets a random session cookie (only its sha256 is stored); every later request
  is answered for the cookie's participant only, so nobody reads another person's trials, and
  the same id opened in a browser without the cookie is refused.
* **Hostile input** (:mod:`.app`): bodies are counted while they stream and cut at 64 KB
  (chunked included; the connection is closed), JSON nested deeper than 16 levels is a 400, and a
  failing database or disk is a 503 with one line (:class:`.storage.StorageError`), logged once.
* **HTTP** (:mod:`.app`): Starlette served by uvicorn (its access log without query strings or
  client addresses, :mod:`.logs`, so no participant id or IP address is logged); static pages
  under :mod:`.static`.
  Participant API under ``/api/``; admin API under ``/admin/api/`` needs
  ``Authorization: Bearer $SRG_HUMAN_TOKEN`` (the token is read from the environment, compared
  in constant time, never written anywhere). Every input is validated server-side; a bad one
  gets a 4xx with a JSON ``{"error": ...}`` that names the field, the value and what is allowed.
* **Export** (:mod:`.export`): finished, non-practice trials as model-study records
  (:func:`envs.records.trial_record`, ``model="human"``, ``trial`` = the participant's number,
  so every person's trial of a maze has its own key) and transcripts at
  ``<condition>_human_results/<n>x<n>/<shape>/<file>.npy/<k>.txt|.json`` (pictures under
  ``frames/`` as the image study stores them); ``participants.jsonl`` and ``events.jsonl``
  beside them.

* **The page** (``static/app.js``) only shows what the server answered and sends what the
  person did. Keys pressed while a move is on its way are queued and sent in order, each from
  the cell the server last put P on; a half-drawn maze is kept in the tab's ``sessionStorage``
  so a reload keeps it too. A request whose answer is lost is sent again as it was: each move
  carries its number, each click its turn, each event an id, the start the tab's key, so the
  server answers a repeat with the current state and changes nothing.
  :mod:`experiments.testing.browser` drives it in a real headless Chromium (Selenium and the
  system's chromedriver) for the end-to-end tests.

* **The rotation-puzzle block** (:mod:`.puzzles`, ``serve --puzzles N``): after the mazes, the
  puzzle study's puzzles; clicks turn squares, the server applies and scores them with the
  puzzle study's rule and trial runner; exported as puzzle-study records.
"""

from __future__ import annotations

CONDITIONS: tuple[str, ...] = ("image", "matrix", "coord_list")
"""How a trial shows its maze: the model study's encodings (its picture and its two texts)."""

HUMAN_MODEL = "human"
"""The ``model`` of every exported record."""

TOKEN_ENV = "SRG_HUMAN_TOKEN"
"""The environment variable holding the admin/export token."""

MIN_TOKEN_CHARS = 16
"""The shortest ``SRG_HUMAN_TOKEN`` accepted (``serve`` refuses a shorter one, exit 2)."""
