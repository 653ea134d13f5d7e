"""A search result in words.

Scores, outcomes and distances are from the point of view of the side to move.
"""

from __future__ import annotations

from engine.search import SearchResult, is_proven, outcome_word, plies_to_end


def value_text(score: int, exact: bool) -> str:
    """``"win in 5 plies"``, ``"draw"``, ``"loss (distance not proven)"`` (a proven outcome
    whose distance is not: a weak book entry, say), or ``"score +120"`` (not proven)."""
    if not exact:
        if is_proven(score):
            return f"{outcome_word(score)} (distance not proven)"
        return f"score {score:+d}"
    if score == 0:
        return "draw"
    plies = plies_to_end(score)
    word = outcome_word(score)
    if plies is None:
        return word
    return f"{word} in {plies} {'ply' if plies == 1 else 'plies'}"


def summary_line(result: SearchResult) -> str:
    """Depth, nodes, seconds, engine and why it stopped, on one line."""
    return (
        f"depth {result.depth}, {result.nodes:,} nodes, {result.seconds:.3f} s, "
        f"{result.algorithm or 'engine'}, stopped: {result.stop_reason.value}"
    )
