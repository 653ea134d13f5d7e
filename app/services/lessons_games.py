"""The Learn lessons about evaluation, solved games, threats, chess and strength (2, 7-10);
each page computed live from the engines (see :mod:`app.services.lessons`)."""

from __future__ import annotations

from collections.abc import Mapping

from app.services.arena import GameTask, play_game
from app.services.elo import Tally, elo_estimate
from app.services.lesson_pages import Exercise, LessonPage, outcome_word, table, verdict
from app.services.puzzle_fours import FoursOracle
from engine.alphabeta import AlphaBeta
from engine.game_api import GameState, Heuristic
from engine.search import Limits, SearchResult, clamp_heuristic
from games.base import BoardState, GameSpec
from games.chess.evaluation import heuristic, order_moves, static_heuristic
from games.connect4.rules import Connect4State
from games.registry import get_game

PERFECT = "perfect"
"""The algorithm name of a solved game's exact engine."""


def solve(spec: GameSpec, state: BoardState) -> SearchResult:
    """The exact engine's search of ``state``, every move scored (a fresh engine, so its
    node count does not depend on earlier searches)."""
    if spec.warm_up is not None:
        spec.warm_up()
    return spec.searcher(PERFECT).search(state, Limits(), score_all_moves=True)


def move_values(result: SearchResult, state: BoardState) -> dict[str, int]:
    """Each scored move's text with its exact score, from the side to move."""
    return {state.move_text(entry.move): entry.score for entry in result.move_scores}


# --- lesson 2: depth limits and evaluation functions ------------------------------------

EVALUATION_DEPTH = 6
"""Plies the evaluation lesson's searches look ahead."""
WEIGHTS: Mapping[str, tuple[int, int, int]] = {
    "twos 1, threes 4": (1, 4, 0),
    "threes only": (0, 1, 0),
    "twos 1, threes 4, centre 3": (1, 4, 3),
}
"""The weight sets offered: points for an open line of four holding two or three of a
side's discs, and for each disc in the centre column."""


def line_heuristic(weights: tuple[int, int, int]) -> Heuristic:
    """A simple Connect Four evaluation from the side to move: ``weights`` points (two,
    three, centre) for each line of four with two or three own discs and none of the
    opponent's, for each own disc in the centre column; the opponent's count against."""
    two, three, centre = weights
    by_discs = (0, 0, two, three, 0)

    def evaluate(state: GameState) -> int:
        if not isinstance(state, Connect4State):
            raise TypeError(f"expected a Connect Four position, got {type(state).__name__}")
        g = state.geometry
        mine = state.current
        theirs = state.mask ^ mine
        value = 0
        for line in g.lines:
            own, other = mine & line, theirs & line
            if own and not other:
                value += by_discs[own.bit_count()]
            elif other and not own:
                value -= by_discs[other.bit_count()]
        column = ((1 << g.height) - 1) << (g.centre_order[0] * g.stride)
        value += centre * ((mine & column).bit_count() - (theirs & column).bit_count())
        return clamp_heuristic(value)

    return evaluate


def weighted_choices(spec: GameSpec, state: Connect4State) -> dict[str, str]:
    """The move each weight set's depth-limited search plays, by the weights' name."""
    limits = Limits(depth=EVALUATION_DEPTH)
    choices = {}
    for name, weights in WEIGHTS.items():
        searcher = AlphaBeta(line_heuristic(weights), spec.order_moves)
        choices[name] = state.move_text(searcher.search(state, limits).best_move)
    return choices


def evaluation_page(spec: GameSpec, state: BoardState) -> LessonPage:
    if not isinstance(state, Connect4State):
        raise ValueError("the evaluation lesson is played on Connect Four")
    side, other = spec.player_names[state.to_move], spec.player_names[1 - state.to_move]
    choices = weighted_choices(spec, state)
    values = move_values(solve(spec, state), state)
    rows = [(name, move, verdict(values[move], side, other)) for name, move in choices.items()]
    winning = [name for name, move in choices.items() if outcome_word(values[move]) == "win"]
    if len(winning) != 1:
        raise ValueError("the lesson's position needs exactly one weight set that wins")
    best = max(values.values())
    html = (
        "<p>Connect Four is too deep to search to the end at every move, so a program "
        f"stops after a few plies (here {EVALUATION_DEPTH}) and scores the positions there "
        "with an <i>evaluation function</i>: a guess from the discs, such as points for "
        "every line of four a side could still fill. The search then trusts the guess. "
        "A threat that only shows after the horizon is invisible to it, and a weight "
        "that looks sensible can pull the search towards a lost position.</p>"
        f"<p>{side} is to move; with perfect play the game is {verdict(best, side, other)}. "
        f"Three evaluations, each searched {EVALUATION_DEPTH} plies deep by alpha-beta, and "
        "what the solver says of the move each one plays:</p>"
        + table(("weights", "move", "after it, with perfect play"), rows)
        + "<p>A solver has no horizon: it searches every line to the end, so it refutes "
        "the guess.</p>"
    )
    names = tuple(WEIGHTS)
    exercise = Exercise(
        question=f"Which weights make the {EVALUATION_DEPTH}-ply search find a winning move?",
        choices=names,
        answer=names.index(winning[0]),
        explanation=(
            f"With {winning[0]} the search plays {choices[winning[0]]}, which keeps the win; "
            "the others' moves lose it, and the solver shows how."
        ),
    )
    figures = {"choices": choices, "values": values, "winning": winning[0]}
    return LessonPage(html, exercise, figures, marked=(choices[winning[0]],))


# --- lesson 7: solving a game -----------------------------------------------------------

TABLE_GAMES = ("teeko", "hare-hounds")
"""Games solved by retrograde tables whose start the solving lesson values."""


def solving_page(spec: GameSpec, state: BoardState) -> LessonPage:
    side, other = spec.player_names[state.to_move], spec.player_names[1 - state.to_move]
    result = solve(spec, state)
    values = move_values(result, state)
    best = state.move_text(result.best_move)
    rows = [(move, verdict(score, side, other)) for move, score in values.items()]
    starts = {}
    for name in TABLE_GAMES:
        game = get_game(name)
        start = game.new_state()
        starts[game.title] = (
            game.player_names[start.to_move],
            verdict(
                solve(game, start).score,
                game.player_names[start.to_move],
                game.player_names[1 - start.to_move],
            ),
        )
    table_rows = [(title, mover, words) for title, (mover, words) in starts.items()]
    html = (
        "<p>To <i>solve</i> a game is to know the value of its positions with perfect play. "
        "Connect Four was solved in 1988 (James D. Allen, and Victor Allis): the first "
        "player wins by starting in the centre. Our solver, after Pascal Pons's, keeps "
        "each side's discs in a 64-bit number (a bitboard), so a drop is an addition and "
        "four in a row a few shifts and ands, and searches alpha-beta with null windows, "
        "a transposition table and the centre first.</p>"
        f"<p>In this position, {side} to move, it searched <b>{result.nodes:,}</b> "
        "positions and values every drop:</p>"
        + table(("drop", "with perfect play"), rows)
        + "<p>Smaller games are solved backwards: a <i>retrograde</i> table starts from "
        "every finished position and works back move by move until each position has its "
        "value and its distance to the end. Read from our tables:</p>"
        + table(("game, at its start", "to move", "with perfect play"), table_rows)
    )
    worse = [move for move, score in values.items() if score < values[best]][:3]
    shown = sorted([best, *worse])
    exercise = Exercise(
        question=f"Which of these drops wins for {side} fastest?",
        choices=tuple(shown),
        answer=shown.index(best),
        explanation=f"The solver says {best}: after it, {verdict(values[best], side, other)}.",
    )
    figures = {"nodes": result.nodes, "values": values, "best": best, "starts": starts}
    return LessonPage(html, exercise, figures, marked=(best,))


# --- lesson 8: threats ------------------------------------------------------------------


def threats_page(spec: GameSpec, state: BoardState) -> LessonPage:
    side, other = spec.player_names[state.to_move], spec.player_names[1 - state.to_move]
    lines = FoursOracle(spec).four_lines(state)
    winning = {four: line for four, line in lines.items() if line is not None}
    if not winning:
        raise ValueError("the lesson's position has no win by fours")
    first, line = min(winning.items(), key=lambda item: len(item[1]))
    sequence = [state.move_text(cell) for cell in line]
    moves = (len(line) + 1) // 2
    failing = [four for four, line in lines.items() if line is None]
    html = (
        f"<p>In five in a row a <i>four</i> must be answered at once, so a side that can "
        "make four after four leaves the opponent one move each time: the tree of "
        "such a sequence is a single line, and a program can search it very deep. L. Victor "
        "Allis called this <i>threat-space search</i> (1994): only the attacker's threats "
        "and the defender's answers to them, a win by continuous fours (VCF) or, allowing "
        "open threes too, a win by threats (VCT).</p>"
        f"<p>Here {side} can make {len(lines)} fours. Our threat search finds a win by "
        f"fours in <b>{moves}</b> of {side}'s moves, {other}'s answers forced:</p>"
        f"<p><b>{' '.join(sequence)}</b></p>"
        f"<p>{len(failing)} of the fours lead to no such win.</p>"
    )
    shown = sorted([first, *failing[:3]])
    exercise = Exercise(
        question=f"With which four does {side}'s win by fours begin?",
        choices=tuple(shown),
        answer=shown.index(first),
        explanation=(
            f"{first}: the threat search wins in {moves} moves with {' '.join(sequence)}."
        ),
    )
    figures = {"sequence": sequence, "moves": moves, "fours": sorted(lines), "first": first}
    return LessonPage(html, exercise, figures, marked=(first,))


# --- lesson 9: a chess engine -----------------------------------------------------------

PERFT_DEPTH = 3


def perft(state: BoardState, depth: int) -> int:
    """Positions ``depth`` plies after ``state`` by the rules' legal moves (every line)."""
    if depth == 0:
        return 1
    return sum(perft(state.play(move), depth - 1) for move in state.legal_moves())


def chess_page(spec: GameSpec, state: BoardState) -> LessonPage:
    side = spec.player_names[state.to_move]
    blind = AlphaBeta(static_heuristic, order_moves).search(state, Limits(depth=1))
    seeing = AlphaBeta(heuristic, order_moves).search(state, Limits(depth=1))
    blunder, sound = state.san(blind.best_move), state.san(seeing.best_move)
    after = -heuristic(state.play(blind.best_move))
    start = get_game("chess").new_state()
    counts = {depth: perft(start, depth) for depth in range(1, PERFT_DEPTH + 1)}
    html = (
        "<p>Claude Shannon's 1950 paper set out how a program could play chess: search a "
        "few moves ahead and score the positions reached. A search that stops in the middle "
        "of an exchange scores it wrongly: it counts the piece just taken and not the "
        "recapture. <i>Quiescence search</i> plays on from each leaf with captures only "
        "(the best ones first: most valuable victim, least valuable attacker) until the "
        "position is quiet.</p>"
        f"<p>Here, {side} to move, a one-ply search without quiescence plays <b>{blunder}</b> "
        f"(it scores {blind.score:+d} centipawns); with quiescence it sees the answer, "
        f"scores {blunder} {after:+d}, and plays <b>{sound}</b> ({seeing.score:+d}).</p>"
        "<p>How do we know the move generator is right? <i>Perft</i> counts every line of "
        "legal moves to a depth and compares with known counts. From the start, counted "
        "now:</p>"
        + table(("plies", "positions"), [(depth, f"{n:,}") for depth, n in counts.items()])
    )
    others = [state.san(move) for move in state.legal_moves()]
    shown = sorted({blunder, sound, *sorted(set(others) - {blunder, sound})[:2]})
    exercise = Exercise(
        question="Which move does the one-ply search without quiescence play?",
        choices=tuple(shown),
        answer=shown.index(blunder),
        explanation=(
            f"{blunder}: without quiescence it counts the pawn won and stops before the "
            f"recapture; searched on through the captures, {blunder} is worth {after:+d}."
        ),
    )
    figures = {
        "blunder": blunder,
        "sound": sound,
        "blunder_after": after,
        "perft": counts,
    }
    return LessonPage(html, exercise, figures, marked=(blunder,))


# --- lesson 10: measuring strength ------------------------------------------------------

MATCH_GAMES = 10
MATCH_PLAYERS = ("hard", "easy")
MATCH_SEED = "learn"


def match_tally(game: str) -> Tally:
    """The first of :data:`MATCH_PLAYERS`' results in a seeded match of :data:`MATCH_GAMES`
    games against the second, colours alternating."""
    tally = Tally()
    for index in range(MATCH_GAMES):
        record = play_game(GameTask(game, MATCH_PLAYERS, MATCH_SEED, index, 0))
        tally = tally.record(record.result_for(0))
    return tally


def strength_page(spec: GameSpec, state: BoardState) -> LessonPage:
    tally = match_tally(spec.name)
    estimate = elo_estimate(tally)
    tenfold = elo_estimate(Tally(tally.wins * 10, tally.draws * 10, tally.losses * 10))
    strong, weak = MATCH_PLAYERS
    html = (
        "<p>A program's strength is measured by playing games: the score against an "
        "opponent gives a rating difference by the Elo formula (a 64% score is about "
        "+100). A few games say little: the interval around the estimate narrows only with "
        "the square root of the games, four times as many for half the width. That is why "
        "a ladder of levels needs hundreds of games between neighbours.</p>"
        f"<p>Just now, {MATCH_GAMES} games of {spec.title}, {strong} against {weak}, colours "
        f"alternating: {strong} won <b>{tally.wins}</b>, drew <b>{tally.draws}</b>, lost "
        f"<b>{tally.losses}</b>, a score of {tally.score:.0%}.</p>"
        f"<p>Estimated difference: <b>{estimate.text()}</b>.<br>"
        f"The same score over {MATCH_GAMES * 10} games would give {tenfold.text()}.</p>"
    )
    proven = estimate.lower > 0
    choices = ("yes", "no")
    exercise = Exercise(
        question=f"Do these {MATCH_GAMES} games show, at 95%, that {strong} is stronger?",
        choices=choices,
        answer=choices.index("yes" if proven else "no"),
        explanation=(
            f"The interval is {estimate.text()}: "
            + ("its lower end is above 0." if proven else "it still reaches 0 or below.")
        ),
    )
    figures = {"tally": tally, "estimate": estimate, "tenfold": tenfold}
    return LessonPage(html, exercise, figures)
