"""The one rule for showing a URL or DSN: passwords and secret query values as ``***``."""

from __future__ import annotations

import pytest

from envs.urls import redact_data, redact_text, redact_url, scrub, secret_name, url_secrets

CASES = [
    ("http://user:PASS@host/v1", "http://user:***@host/v1", ["PASS"]),
    ("http://host/v1?api-key=PASS&x=1", "http://host/v1?api-key=***&x=1", ["PASS"]),
    ("https://h/v1?access_token=T0K&sig=S1G#frag", "https://h/v1?access_token=***&sig=***#frag",
     ["T0K", "S1G"]),
    ("postgresql://u:pa:ss@h:5/d", "postgresql://u:***@h:5/d", ["pa:ss"]),
    ("postgresql://u@h/d?password=pa%3Ass&sslmode=require",
     "postgresql://u@h/d?password=***&sslmode=require", ["pa%3Ass", "pa:ss"]),
    ("http://a:b1@h1/v1,http://h2/v1?token=T1", "http://a:***@h1/v1,http://h2/v1?token=***",
     ["b1", "T1"]),
    ("postgres://h/d", "postgres://h/d", []),
    ("sqlite:///x/y.sqlite3", "sqlite:///x/y.sqlite3", []),
    ("/plain/path", "/plain/path", []),
    ("http://user@host/v1?region=eu", "http://user@host/v1?region=eu", []),
]  # fmt: skip


@pytest.mark.parametrize(("url", "shown", "secrets"), CASES, ids=[c[0] for c in CASES])
def test_a_url_is_shown_without_its_secrets(url, shown, secrets):
    assert redact_url(url) == shown
    assert sorted(url_secrets(url)) == sorted(secrets)
    for secret in secrets:
        assert secret not in redact_text(f"failed at {url}: try again")


def test_query_names_that_hold_a_secret():
    for name in ("api-key", "apikey", "API_KEY", "key", "password", "sslpassword", "token",
                 "X-Amz-Signature", "auth", "client_secret"):  # fmt: skip
        assert secret_name(name), name
    for name in ("region", "sslmode", "model", "v"):
        assert not secret_name(name), name


def test_text_and_records_are_redacted_wherever_a_url_appears():
    argv = ["run", "--base-url", "http://u:PW12@h/v1?api-key=K123", "--out", "x"]
    assert redact_data({"argv": argv, "n": 3}) == {
        "argv": ["run", "--base-url", "http://u:***@h/v1?api-key=***", "--out", "x"],
        "n": 3,
    }
    assert redact_text("'http://u:PW12@h/v1' refused") == "'http://u:***@h/v1' refused"
    # a library's message that repeats the password outside a URL
    assert scrub("auth failed for PW12 at http://u:PW12@h", ["PW12"]) == (
        "auth failed for *** at http://u:***@h"
    )
