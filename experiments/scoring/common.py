"""What every phase's score shares: the word for a reply that did not answer in the asked format."""

from __future__ import annotations

FORMAT = "format"
"""``strict_reason`` of a reply that did not answer in exactly the format its prompt asked for
(whether or not the flexible reading found a right answer elsewhere)."""
