"""Test tooling for the studies, kept apart from what the studies run (as ``agents/testing/`` is
for the agents): :mod:`.browser` runs the human study's server and a scripted participant in a
real headless Chromium; :mod:`.postgres` starts a throwaway PostgreSQL server for the human
study's ``--db`` tests; :mod:`.null_studies` simulates studies with per-maze effects and no
shape effect, for the clustered tests and their benchmark. Nothing here is imported by a study."""
