"""The Learn lessons about evaluation, solved games, threats, chess and strength (2, 7-10);
each page computed live from the engines (see :mod:`app.services.lessons`)."""

from __future__ import annotations

import math

from app.services.arena import GameTask, play_game
from app.services.elo import EloEstimate, Tally, elo_estimate, format_elo
from app.services.lesson_pages import (
    Exercise,
    LessonPage,
    Translate,
    outcome_word,
    sides,
    table,
    untranslated,
    verdict,
)
from app.services.puzzle_fours import FoursOracle
from engine.alphabeta import AlphaBeta
from engine.game_api import GameState, Heuristic
from engine.search import Budget, Limits, SearchResult, clamp_heuristic
from games.base import BoardState, GameSpec
from games.chess.evaluation import heuristic, order_moves, static_heuristic
from games.connect4.rules import Connect4State
from games.mnk.patterns import Board
from games.mnk.threats import ThreatSearch
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
WEIGHTS: tuple[tuple[int, int, int], ...] = ((1, 4, 0), (0, 1, 0), (1, 4, 3))
"""The weight sets offered: points for an open line of four holding two or three of a
side's discs, and for each disc in the centre column."""


def weights_name(weights: tuple[int, int, int], translate: Translate = untranslated) -> str:
    """A weight set in words: ``twos 1, threes 4, centre 0``."""
    two, three, centre = weights
    return translate("Lessons", "twos {two}, threes {three}, centre {centre}").format(
        two=two, three=three, centre=centre
    )


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


def weighted_choices(spec: GameSpec, state: Connect4State) -> dict[tuple[int, int, int], str]:
    """The move each of :data:`WEIGHTS`' depth-limited searches plays."""
    limits = Limits(depth=EVALUATION_DEPTH)
    choices = {}
    for weights in WEIGHTS:
        searcher = AlphaBeta(line_heuristic(weights), spec.order_moves)
        choices[weights] = state.move_text(searcher.search(state, limits).best_move)
    return choices


def evaluation_page(
    spec: GameSpec, state: BoardState, translate: Translate = untranslated
) -> LessonPage:
    if not isinstance(state, Connect4State):
        raise ValueError("the evaluation lesson is played on Connect Four")
    side, other = sides(spec, state, translate)
    choices = weighted_choices(spec, state)
    values = move_values(solve(spec, state), state)
    names = tuple(weights_name(weights, translate) for weights in WEIGHTS)
    rows = [
        (name, choices[weights], verdict(values[choices[weights]], side, other, translate))
        for name, weights in zip(names, WEIGHTS, strict=True)
    ]
    winning = [weights for weights, move in choices.items() if outcome_word(values[move]) == "win"]
    if len(winning) != 1:
        raise ValueError("the lesson's position needs exactly one weight set that wins")
    best = max(values.values())
    html = (
        translate(
            "Lessons",
            "<p>Connect Four is too deep to search to the end at every move, so a program "
            "stops after a few plies (here {depth}) and scores the positions there with an "
            "<i>evaluation function</i>: a guess from the discs, such as points for every "
            "line of four a side could still fill. The search then trusts the guess. A "
            "threat that only shows after the horizon is invisible to it, and a weight that "
            "looks sensible can pull the search towards a lost position.</p>"
            "<p>{side} is to move; with perfect play the game is {value}. Three evaluations, "
            "each searched {depth} plies deep by alpha-beta, and what the solver says of the "
            "move each one plays:</p>",
        ).format(depth=EVALUATION_DEPTH, side=side, value=verdict(best, side, other, translate))
        + table(
            (
                translate("Lessons", "weights"),
                translate("Lessons", "move"),
                translate("Lessons", "after it, with perfect play"),
            ),
            rows,
        )
        + translate(
            "Lessons",
            "<p>A solver has no horizon: it searches every line to the end, so it refutes "
            "the guess.</p>",
        )
    )
    exercise = Exercise(
        question=translate(
            "Lessons", "Which weights make the {depth}-ply search find a winning move?"
        ).format(depth=EVALUATION_DEPTH),
        choices=names,
        answer=WEIGHTS.index(winning[0]),
        explanation=translate(
            "Lessons",
            "With {weights} the search plays {move}, which keeps the win; the others' moves "
            "lose it, and the solver shows how.",
        ).format(weights=names[WEIGHTS.index(winning[0])], move=choices[winning[0]]),
    )
    figures = {"choices": choices, "values": values, "winning": winning[0]}
    return LessonPage(html, exercise, figures, marked=(choices[winning[0]],))


# --- lesson 7: solving a game -----------------------------------------------------------

TABLE_GAMES = ("teeko", "hare-hounds")
"""Games solved by retrograde tables whose start the solving lesson values."""


def solving_page(
    spec: GameSpec, state: BoardState, translate: Translate = untranslated
) -> LessonPage:
    side, other = sides(spec, state, translate)
    result = solve(spec, state)
    values = move_values(result, state)
    best = state.move_text(result.best_move)
    rows = [(move, verdict(score, side, other, translate)) for move, score in values.items()]
    starts = {}
    for name in TABLE_GAMES:
        game = get_game(name)
        start = game.new_state()
        mover, waiter = sides(game, start, translate)
        starts[name] = (mover, verdict(solve(game, start).score, mover, waiter, translate))
    table_rows = [
        (translate("Games", get_game(name).title), mover, words)
        for name, (mover, words) in starts.items()
    ]
    html = (
        translate(
            "Lessons",
            "<p>To <i>solve</i> a game is to know the value of its positions with perfect "
            "play. Connect Four was solved in 1988 (James D. Allen, and Victor Allis): the "
            "first player wins by starting in the centre. Our solver, after Pascal Pons's, "
            "keeps each side's discs in a 64-bit number (a bitboard), so a drop is an "
            "addition and four in a row a few shifts and ands, and searches alpha-beta with "
            "null windows, a transposition table and the centre first.</p>"
            "<p>In this position, {side} to move, it searched <b>{nodes:,}</b> positions and "
            "values every drop:</p>",
        ).format(side=side, nodes=result.nodes)
        + table((translate("Lessons", "drop"), translate("Lessons", "with perfect play")), rows)
        + translate(
            "Lessons",
            "<p>Smaller games are solved backwards: a <i>retrograde</i> table starts from "
            "every finished position and works back move by move until each position has its "
            "value and its distance to the end. Read from our tables:</p>",
        )
        + table(
            (
                translate("Lessons", "game, at its start"),
                translate("Lessons", "to move"),
                translate("Lessons", "with perfect play"),
            ),
            table_rows,
        )
    )
    worse = [move for move, score in values.items() if score < values[best]][:3]
    shown = sorted([best, *worse])
    exercise = Exercise(
        question=translate("Lessons", "Which of these drops wins for {side} fastest?").format(
            side=side
        ),
        choices=tuple(shown),
        answer=shown.index(best),
        explanation=translate("Lessons", "The solver says {move}: after it, {value}.").format(
            move=best, value=verdict(values[best], side, other, translate)
        ),
    )
    figures = {"nodes": result.nodes, "values": values, "best": best, "starts": starts}
    return LessonPage(html, exercise, figures, marked=(best,))


# --- lesson 8: threats ------------------------------------------------------------------

THREATS_MOVES = (
    "h8",
    "j6",
    "h6",
    "h5",
    "j8",
    "g5",
    "g8",
    "i8",
    "i5",
    "g7",
    "h7",
    "h9",
    "i6",
    "f9",
    "k4",
    "j5",
    "i9",
    "j4",
    "j3",
    "k6",
    "j7",
    "i4",
    "l7",
    "i7",
    "k7",
    "h10",
)
"""The threats lesson's Gomoku game: Black, to move after it, wins by fours."""
THREES_PLIES_BACK = 2
"""How many plies before the lesson's position Black had a win by threats but none by fours."""
VCT_MOVES, VCT_THREES = 6, 3
"""The win by threats the lesson looks for: at most this many attacker moves, open threes."""


def threes_line(spec: GameSpec, state: BoardState) -> list[str]:
    """The win by threats (fours and open threes) :class:`ThreatSearch` finds for the side
    to move in ``state``, as move texts from the attacker's first move (the defender's main
    replies between), or ``[]``: none within :data:`VCT_MOVES`."""
    board = Board.of_state(state)  # type: ignore[arg-type]
    line = ThreatSearch(board, Budget(Limits(), None)).vct(state.to_move, VCT_MOVES, VCT_THREES)
    return [] if line is None else [state.move_text(cell) for cell in line]


def threats_page(
    spec: GameSpec, state: BoardState, translate: Translate = untranslated
) -> LessonPage:
    side, other = sides(spec, state, translate)
    lines = FoursOracle(spec).four_lines(state)
    winning = {four: line for four, line in lines.items() if line is not None}
    if not winning:
        raise ValueError("the lesson's position has no win by fours")
    first, line = min(winning.items(), key=lambda item: len(item[1]))
    sequence = [state.move_text(cell) for cell in line]
    moves = (len(line) + 1) // 2
    failing = [four for four, line in lines.items() if line is None]
    earlier = spec.replay(THREATS_MOVES[:-THREES_PLIES_BACK])
    if any(FoursOracle(spec).four_lines(earlier).values()):
        raise ValueError("the earlier position has a win by fours")
    threes = threes_line(spec, earlier)
    if not threes:
        raise ValueError("the earlier position has no win by threats")
    own_move, their_move = THREATS_MOVES[-THREES_PLIES_BACK:]
    html = translate(
        "Lessons",
        "<p>In five in a row a <i>four</i> must be answered at once, so a side that can make "
        "four after four leaves the opponent one move each time: the tree of such a "
        "sequence is a single line, and a program can search it very deep. L. Victor Allis "
        "called this <i>threat-space search</i> (1994): only the attacker's threats and the "
        "defender's answers to them, a win by continuous fours (VCF) or, allowing open "
        "threes too, a win by threats (VCT).</p>"
        "<p>Here {side} can make {fours} fours. Our threat search finds a win by fours in "
        "<b>{moves}</b> of {side}'s moves, {other}'s answers forced:</p>"
        "<p><b>{sequence}</b></p>"
        "<p>{failing} of the fours lead to no such win.</p>",
    ).format(
        side=side,
        other=other,
        fours=len(lines),
        moves=moves,
        sequence=" ".join(sequence),
        failing=len(failing),
    ) + translate(
        "Lessons",
        "<p>Two plies earlier, before {side}'s {own_move} and {other}'s {their_move}, "
        "{side} had no win by fours, but a win by threats:</p>"
        "<p><b>{line}</b></p>"
        "<p>An open three leaves the defender several answers (and fours of their own to "
        "throw in first), so this search branches: it tries every answer, and the line "
        "shows the main ones. It is deeper work than fours alone, which is why programs "
        "look for a win by fours first.</p>",
    ).format(
        side=side,
        other=other,
        own_move=own_move,
        their_move=their_move,
        line=" ".join(threes),
    )
    shown = sorted([first, *failing[:3]])
    exercise = Exercise(
        question=translate("Lessons", "With which four does {side}'s win by fours begin?").format(
            side=side
        ),
        choices=tuple(shown),
        answer=shown.index(first),
        explanation=translate(
            "Lessons", "{first}: the threat search wins in {moves} moves with {sequence}."
        ).format(first=first, moves=moves, sequence=" ".join(sequence)),
    )
    figures = {
        "sequence": sequence,
        "moves": moves,
        "fours": sorted(lines),
        "first": first,
        "threes": threes,
    }
    return LessonPage(html, exercise, figures, marked=(first,))


# --- lesson 9: a chess engine -----------------------------------------------------------

PERFT_DEPTH = 3


def perft(state: BoardState, depth: int) -> int:
    """Positions ``depth`` plies after ``state`` by the rules' legal moves (every line)."""
    if depth == 0:
        return 1
    return sum(perft(state.play(move), depth - 1) for move in state.legal_moves())


def chess_page(
    spec: GameSpec, state: BoardState, translate: Translate = untranslated
) -> LessonPage:
    side, _ = sides(spec, state, translate)
    blind = AlphaBeta(static_heuristic, order_moves).search(state, Limits(depth=1))
    seeing = AlphaBeta(heuristic, order_moves).search(state, Limits(depth=1))
    blunder, sound = state.san(blind.best_move), state.san(seeing.best_move)
    after = -heuristic(state.play(blind.best_move))
    start = get_game("chess").new_state()
    counts = {depth: perft(start, depth) for depth in range(1, PERFT_DEPTH + 1)}
    html = translate(
        "Lessons",
        "<p>Claude Shannon's 1950 paper set out how a program could play chess: search a "
        "few moves ahead and score the positions reached. A search that stops in the middle "
        "of an exchange scores it wrongly: it counts the piece just taken and not the "
        "recapture. <i>Quiescence search</i> plays on from each leaf with captures only "
        "(the best ones first: most valuable victim, least valuable attacker) until the "
        "position is quiet.</p>"
        "<p>Here, {side} to move, a one-ply search without quiescence plays <b>{blunder}</b> "
        "(it scores {blind:+d} centipawns); with quiescence it sees the answer, scores "
        "{blunder} {after:+d}, and plays <b>{sound}</b> ({seeing:+d}).</p>"
        "<p>How do we know the move generator is right? <i>Perft</i> counts every line of "
        "legal moves to a depth and compares with known counts. From the start, counted "
        "now:</p>",
    ).format(
        side=side,
        blunder=blunder,
        blind=blind.score,
        after=after,
        sound=sound,
        seeing=seeing.score,
    ) + table(
        (translate("Lessons", "plies"), translate("Lessons", "positions")),
        [(depth, f"{n:,}") for depth, n in counts.items()],
    )
    others = [state.san(move) for move in state.legal_moves()]
    shown = sorted({blunder, sound, *sorted(set(others) - {blunder, sound})[:2]})
    exercise = Exercise(
        question=translate(
            "Lessons", "Which move does the one-ply search without quiescence play?"
        ),
        choices=tuple(shown),
        answer=shown.index(blunder),
        explanation=translate(
            "Lessons",
            "{blunder}: without quiescence it counts the pawn won and stops before the "
            "recapture; searched on through the captures, {blunder} is worth {after:+d}.",
        ).format(blunder=blunder, after=after),
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


def estimate_words(estimate: EloEstimate, translate: Translate = untranslated) -> str:
    """An Elo estimate with its 95% interval in words (:meth:`EloEstimate.text`'s forms)."""
    if estimate.difference == math.inf:
        return translate("Lessons", "at least {lower} (95%); no losses, so no upper bound").format(
            lower=format_elo(estimate.lower)
        )
    if estimate.difference == -math.inf:
        return translate("Lessons", "at most {upper} (95%); no wins, so no lower bound").format(
            upper=format_elo(estimate.upper)
        )
    return estimate.text()


def strength_page(
    spec: GameSpec, state: BoardState, translate: Translate = untranslated
) -> LessonPage:
    tally = match_tally(spec.name)
    estimate = elo_estimate(tally)
    tenfold = elo_estimate(Tally(tally.wins * 10, tally.draws * 10, tally.losses * 10))
    strong, weak = (translate("Levels", name.capitalize()) for name in MATCH_PLAYERS)
    html = translate(
        "Lessons",
        "<p>A program's strength is measured by playing games: the score against an "
        "opponent gives a rating difference by the Elo formula (a 64% score is about "
        "+100). A few games say little: the interval around the estimate narrows only with "
        "the square root of the games, four times as many for half the width. That is why "
        "a ladder of levels needs hundreds of games between neighbours.</p>"
        "<p>Just now, {games} games of {game}, {strong} against {weak}, colours alternating: "
        "{strong} won <b>{wins}</b>, drew <b>{draws}</b>, lost <b>{losses}</b>, a score of "
        "{score:.0%}.</p>"
        "<p>Estimated difference: <b>{estimate}</b>.<br>"
        "The same score over {more_games} games would give {tenfold}.</p>",
    ).format(
        games=MATCH_GAMES,
        game=translate("Games", spec.title),
        strong=strong,
        weak=weak,
        wins=tally.wins,
        draws=tally.draws,
        losses=tally.losses,
        score=tally.score,
        estimate=estimate_words(estimate, translate),
        more_games=MATCH_GAMES * 10,
        tenfold=estimate_words(tenfold, translate),
    )
    proven = estimate.lower > 0
    interval = estimate_words(estimate, translate)
    exercise = Exercise(
        question=translate(
            "Lessons", "Do these {games} games show, at 95%, that {strong} is stronger?"
        ).format(games=MATCH_GAMES, strong=strong),
        choices=(translate("Lessons", "yes"), translate("Lessons", "no")),
        answer=0 if proven else 1,
        explanation=(
            translate("Lessons", "The interval is {interval}: its lower end is above 0.")
            if proven
            else translate("Lessons", "The interval is {interval}: it still reaches 0 or below.")
        ).format(interval=interval),
    )
    figures = {"tally": tally, "estimate": estimate, "tenfold": tenfold}
    return LessonPage(html, exercise, figures)
