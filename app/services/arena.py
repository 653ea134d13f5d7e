"""Matches between players, round-robin ladders and engine benchmarks (no GUI).

A match plays games in pairs: both games of a pair start from the same random
opening (a few uniformly random plies, from the moves the game offers for
openings), with colours swapped, so neither player
profits from a lucky opening.  Every game's randomness is seeded from the match
seed and the game's number alone, so the same seed gives the same games however
many worker processes play them and in whatever order they finish.  Players
limited by ``time`` are the exception: how far they search depends on the
machine's speed.

Games run in worker processes (``spawn`` context) that ignore Ctrl+C; the parent
stops them and keeps the games already finished.  With a Ray address they run as
Ray tasks instead (:mod:`app.services.cluster`): the same games, the same results.
"""

from __future__ import annotations

import contextlib
import itertools
import logging
import multiprocessing
import os
import random
import signal
import statistics
import threading
import time
from collections.abc import Callable, Hashable, Iterable, Sequence
from dataclasses import dataclass, replace
from typing import Any

from app.services import cluster
from app.services.elo import EloEstimate, Pairing, Rating, Tally, elo_estimate, ladder_ratings
from app.services.match_openings import Opening
from app.services.players import PlayerSpec, close_external, make_searcher, parse_player
from engine.clock import ClockReading, GameClock
from engine.player import Level, choose_move
from engine.search import MAX_PLIES, PlayerFailure
from games.base import BoardState, GameSpec
from games.registry import get_game

logger = logging.getLogger(__name__)

DEFAULT_SEED = 1
DEFAULT_OPENING_PLIES = 2
OPENING_PLIES = {
    "tictactoe": 1,
    "mnk-4-4-4": 1,
    "mnk-5-5-4": 1,
    "mnk-7-7-5": 1,
    "teeko": 1,
    "teeko-no-centre": 1,
    "connect4": 1,
    "gomoku": 3,
    "gomoku-standard": 3,
}
"""Random opening plies per game where the default does not fit.

Tic-tac-toe gets one: every first move draws with best play, but 48 of the 72
two-ply openings are lost for O (X in a corner and O anywhere but the centre,
for one), which would charge a perfect player with losses that are not its own.
The larger m,n,k boards too: a first stone anywhere cannot lose (an extra stone
never hurts), but on 5x5 many two-stone openings are already lost for O (``b5 e5``,
``c3 c4``: BENCHMARKS.md).
Teeko too: every first drop draws, but 152 of the 600 two-drop openings are lost
for White.  Connect Four: after one random ply ``expert`` is in its opening book
as Yellow (two would take it out), and that first move is one the book does not
call lost for Red (:func:`games.connect4.spec.sound_openings`).  Gomoku gets three
stones near the centre, two Black and one White, as a swap opening places them:
Black's second stone placed at random offsets much of the first move's advantage,
which otherwise decides most games between neighbouring levels (BENCHMARKS.md).
"""
RESULT_TEXTS = {0: "1-0", 1: "0-1", None: "1/2-1/2"}
"""A game's result from the first player's side, as in chess notation."""


def default_opening_plies(game: GameSpec) -> int:
    """Random plies at the start of every game pair of ``game`` unless told otherwise."""
    return OPENING_PLIES.get(game.name, DEFAULT_OPENING_PLIES)


def default_jobs() -> int:
    return os.cpu_count() or 1


# --- one game -------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class GameTask:
    """One game of a match: everything a worker process needs to play it."""

    game: str
    players: tuple[str, str]
    """Player specs A and B (see :mod:`app.services.players`)."""
    seed: str
    """The match's seed; with ``index`` it fixes every random choice of the game."""
    index: int
    """Game number in the match, from 0.  A moves first in even-numbered games."""
    opening_plies: int
    max_plies: int = MAX_PLIES
    """A game still going after this many plies is scored a draw ("move limit")."""
    opening: tuple[str, ...] = ()
    """Moves that open the game, in the game's notation, before its random plies (a pair
    of games shares them: an opening set's line)."""

    @property
    def first(self) -> int:
        """Which player (0 = A, 1 = B) moves first."""
        return self.index % 2

    def player_of_colour(self, colour: int) -> int:
        """Which player (0 = A, 1 = B) plays ``colour`` (0 = moves first)."""
        return colour ^ self.first


@dataclass(frozen=True, slots=True)
class GameRecord:
    """A finished game: its task, the moves in the game's notation and the result."""

    task: GameTask
    moves: tuple[str, ...]
    winner: int | None
    """The colour that won (0 = the first mover), ``None`` for a draw."""
    reason: str
    seconds: float
    thinking: tuple[tuple[int, float], ...] = ()
    """The colour that chose each move after the opening, and its seconds of thought."""
    forfeit: bool = False
    """A player lost by forfeit (``reason`` says how): an external engine failed, or a
    clock ran out (a player on time, ``tc=``)."""

    def think_seconds(self, player: int) -> list[float]:
        """Seconds player ``player`` (0 = A, 1 = B) took for each of its moves."""
        return [
            seconds
            for colour, seconds in self.thinking
            if self.task.player_of_colour(colour) == player
        ]

    def result_for(self, player: int) -> str:
        """``win``, ``draw`` or ``loss`` for player ``player`` (0 = A, 1 = B)."""
        if self.winner is None:
            return "draw"
        return "win" if self.task.player_of_colour(self.winner) == player else "loss"

    def line(self) -> str:
        """One line of a record file: number, players by colour, result, moves (tab separated)."""
        task = self.task
        first, second = (task.players[task.player_of_colour(colour)] for colour in (0, 1))
        return "\t".join(
            (str(task.index + 1), first, second, RESULT_TEXTS[self.winner], " ".join(self.moves))
        )


def play_game(
    task: GameTask,
    *,
    on_move: Callable[[BoardState, tuple[str, ...]], None] | None = None,
    stop: threading.Event | None = None,
) -> GameRecord:
    """Play ``task`` to the end; the same task always gives the same game (without time limits).

    ``on_move`` sees each position and the moves so far as the game goes (a window showing
    it); once ``stop`` is set the game ends after the move being thought, as a draw
    ("stopped")."""
    started = time.perf_counter()
    spec = get_game(task.game)
    players = [parse_player(text, spec) for text in task.players]
    opening_rng = random.Random(f"{task.seed}/opening/{task.index // 2}")
    rngs = [random.Random(f"{task.seed}/game/{task.index}/{colour}") for colour in (0, 1)]
    levels = [players[task.player_of_colour(colour)].level_as(colour) for colour in (0, 1)]
    searchers = [make_searcher(spec, levels[colour], rngs[colour]) for colour in (0, 1)]
    clock = GameClock.start(
        (
            players[task.player_of_colour(0)].time_control,
            players[task.player_of_colour(1)].time_control,
        )
    )
    state = spec.new_state()
    moves: list[str] = []
    history: list[Hashable] = []
    thinking: list[tuple[int, float]] = []
    forfeit: tuple[int, str] | None = None
    """(winner, reason) when an external engine (a Gomocup brain, a UCI engine) failed or
    a player's flag fell: its opponent wins."""
    try:
        while state.outcome() is None and len(moves) < task.max_plies:
            if stop is not None and stop.is_set():
                break
            history.append(state.key())
            if len(moves) < len(task.opening):
                move = state.parse_move(task.opening[len(moves)])
            elif len(moves) < len(task.opening) + task.opening_plies:
                openings = spec.opening_moves
                choices = state.legal_moves() if openings is None else openings(state)
                move = opening_rng.choice(list(choices))
            else:
                colour = state.to_move
                level = _on_clock(levels[colour], clock.reading(colour))
                thought = time.perf_counter()
                try:
                    move = choose_move(
                        searchers[colour], state, level, rngs[colour], history=history
                    ).move
                except PlayerFailure as error:
                    side = spec.player_names[colour]
                    forfeit = (1 - colour, f"{side}'s {error.player} lost by {error.kind}: {error}")
                    break
                seconds = time.perf_counter() - thought
                thinking.append((colour, seconds))
                clock = clock.after_move(colour, seconds)
                if clock.flagged(colour):
                    over = -clock.left[colour]
                    forfeit = (
                        1 - colour,
                        f"{spec.player_names[colour]} lost on time ({over:.2f} s over)",
                    )
                    break
            moves.append(state.move_text(move))
            state = state.play(move)
            if on_move is not None:
                on_move(state, tuple(moves))
    finally:
        close_external(searchers)
    outcome = state.outcome()
    if forfeit is not None:
        winner, reason = forfeit
    elif outcome is None:
        winner, reason = None, "stopped" if stop is not None and stop.is_set() else "move limit"
    else:
        winner, reason = outcome.winner, outcome.reason
    seconds = time.perf_counter() - started
    return GameRecord(
        task, tuple(moves), winner, reason, seconds, tuple(thinking), forfeit is not None
    )


def _on_clock(level: Level, reading: ClockReading | None) -> Level:
    """``level`` for one move of a game on time (its clock's ``reading``), as it is
    without a clock."""
    if reading is None:
        return level
    return replace(level, limits=level.limits.on_clock(reading))


# --- running many games -----------------------------------------------------------

ProgressCallback = Callable[[GameRecord, int, int], None]
"""Called after each game with the record, games done and games in all."""


def _ignore_interrupts() -> None:
    """Worker initialiser: Ctrl+C is the parent's to handle."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def run_tasks(
    tasks: Sequence[GameTask],
    jobs: int,
    on_progress: ProgressCallback | None = None,
    ray_address: str | None = None,
) -> tuple[list[GameRecord], bool]:
    """Play ``tasks`` in ``jobs`` worker processes (1: in this process), or as Ray tasks
    on the cluster at ``ray_address`` (see :mod:`app.services.cluster`; ``jobs`` is then
    the cluster's business).

    Returns the finished games in task order and whether Ctrl+C cut the run short.
    Raises :class:`~app.services.cluster.RayNotInstalledError` for an address without Ray.
    """
    records: list[GameRecord] = []
    interrupted = False

    def finished(record: GameRecord) -> None:
        records.append(record)
        if on_progress is not None:
            on_progress(record, len(records), len(tasks))

    try:
        if ray_address is not None:
            with contextlib.closing(cluster.run_on_ray(play_game, tasks, ray_address)) as games:
                for _, record in games:
                    finished(record)
        elif jobs <= 1 or len(tasks) <= 1:
            for task in tasks:
                finished(play_game(task))
        else:
            context = multiprocessing.get_context("spawn")
            with context.Pool(min(jobs, len(tasks)), initializer=_ignore_interrupts) as pool:
                for record in pool.imap_unordered(play_game, tasks):
                    finished(record)
    except KeyboardInterrupt:
        logger.info("interrupted after %d of %d games", len(records), len(tasks))
        interrupted = True
    order = {task: number for number, task in enumerate(tasks)}
    records.sort(key=lambda record: order[record.task])
    return records, interrupted


def match_tasks(
    game: str,
    players: tuple[str, str],
    games: int,
    seed: str,
    opening_plies: int,
    max_plies: int = MAX_PLIES,
    openings: Sequence[Opening] = (),
) -> list[GameTask]:
    """The games of a match; with ``openings``, pair ``i`` (games ``2i`` and ``2i+1``)
    opens with opening ``i`` (from the first again when there are more pairs)."""
    return [
        GameTask(
            game,
            players,
            seed,
            index,
            opening_plies,
            max_plies,
            openings[index // 2 % len(openings)].moves if openings else (),
        )
        for index in range(games)
    ]


@dataclass(frozen=True)
class MatchResult:
    """What a match between players A and B produced, from A's side."""

    game: GameSpec
    players: tuple[PlayerSpec, PlayerSpec]
    seed: int
    opening_plies: int
    requested: int
    """Games asked for; more than ``len(records)`` when interrupted."""
    records: tuple[GameRecord, ...]
    interrupted: bool
    seconds: float
    openings: int = 0
    """Openings of a set the pairs started from (0: random plies only)."""

    def tally(self, first: int | None = None) -> Tally:
        """A's wins, draws and losses; only games where A played colour ``first`` when given."""
        tally = Tally()
        for record in self.records:
            if first is None or record.task.player_of_colour(first) == 0:
                tally = tally.record(record.result_for(0))
        return tally

    @property
    def elo(self) -> EloEstimate:
        """A's Elo difference over B with its 95% interval."""
        return elo_estimate(self.tally())

    def move_times(self, player: int) -> MoveTimeSummary:
        """Seconds player ``player`` (0 = A, 1 = B) thought per move over the match."""
        return MoveTimeSummary.of(
            [seconds for record in self.records for seconds in record.think_seconds(player)]
        )

    def as_json(self) -> dict[str, Any]:
        """The ``arena --json`` object (see :func:`tally_json` for the counts)."""
        total = self.tally()
        plies = [len(record.moves) for record in self.records]
        return {
            "game": self.game.name,
            "players": [player.text for player in self.players],
            "colours": list(self.game.player_names),
            "games": len(self.records),
            "requested": self.requested,
            "interrupted": self.interrupted,
            "seed": self.seed,
            "opening_plies": self.opening_plies,
            "openings": self.openings,
            "as_first": tally_json(self.tally(first=0)),
            "as_second": tally_json(self.tally(first=1)),
            **tally_json(total),
            "score": round(total.score, 4),
            "elo": self.elo.as_json(),
            "mean_plies": round(statistics.fmean(plies), 2) if plies else None,
            "forfeits": [
                {"game": r.task.index + 1, "reason": r.reason} for r in self.records if r.forfeit
            ],
            "seconds_per_move": [self.move_times(player).as_json() for player in (0, 1)],
            "seconds": round(self.seconds, 2),
        }


@dataclass(frozen=True, slots=True)
class MoveTimeSummary:
    """How long a player thought per move over many games (seconds of wall clock)."""

    moves: int
    median: float | None
    maximum: float | None

    @classmethod
    def of(cls, seconds: Sequence[float]) -> MoveTimeSummary:
        if not seconds:
            return cls(0, None, None)
        return cls(len(seconds), statistics.median(seconds), max(seconds))

    def text(self) -> str:
        if not self.moves:
            return "no moves"
        return f"median {self.median:.3f} s, max {self.maximum:.3f} s over {self.moves} moves"

    def as_json(self) -> dict[str, Any]:
        def rounded(value: float | None) -> float | None:
            return None if value is None else round(value, 4)

        return {"moves": self.moves, "median": rounded(self.median), "max": rounded(self.maximum)}


def tally_json(tally: Tally) -> dict[str, int]:
    return {"wins": tally.wins, "draws": tally.draws, "losses": tally.losses}


def parse_players(game: GameSpec, texts: Iterable[str]) -> list[PlayerSpec]:
    """Every spec in ``texts`` parsed for ``game``; raises ``PlayerSpecError`` on a bad one."""
    return [parse_player(text, game) for text in texts]


def run_match(
    game: GameSpec,
    players: tuple[PlayerSpec, PlayerSpec],
    games: int,
    *,
    jobs: int = 1,
    seed: int = DEFAULT_SEED,
    opening_plies: int | None = None,
    max_plies: int = MAX_PLIES,
    on_progress: ProgressCallback | None = None,
    ray_address: str | None = None,
    openings: Sequence[Opening] = (),
) -> MatchResult:
    """Play ``games`` games of ``game`` between A and B (see the module docstring); with
    ``openings`` each pair starts from one of them, and no random plies unless asked."""
    if opening_plies is not None:
        plies = opening_plies
    else:
        plies = 0 if openings else default_opening_plies(game)
    texts = (players[0].text, players[1].text)
    tasks = match_tasks(game.name, texts, games, str(seed), plies, max_plies, openings)
    started = time.perf_counter()
    records, interrupted = run_tasks(tasks, jobs, on_progress, ray_address)
    return MatchResult(
        game,
        players,
        seed,
        plies,
        games,
        tuple(records),
        interrupted,
        time.perf_counter() - started,
        len(openings),
    )


# --- the ladder -----------------------------------------------------------------------


@dataclass(frozen=True)
class LadderResult:
    """A round robin: every pairing's tally (first player's side) and the fitted ratings."""

    game: GameSpec
    players: tuple[PlayerSpec, ...]
    games_per_pairing: int
    seed: int
    opening_plies: int
    results: dict[Pairing, Tally]
    ratings: tuple[Rating, ...]
    interrupted: bool
    seconds: float
    records: tuple[GameRecord, ...] = ()
    """Every finished game, pairing by pairing."""

    def head_to_head(self) -> list[tuple[str, str, Tally]]:
        """Each of the game's levels against the level below it (extra players left out)."""
        names = [player.text for player in self.players if player.text in self.game.levels]
        return [
            (upper, lower, self.results.get((lower, upper), Tally()).reversed())
            for lower, upper in itertools.pairwise(names)
        ]

    def move_times(self, player: str) -> MoveTimeSummary:
        """Seconds ``player`` thought per move over all its games."""
        return MoveTimeSummary.of(
            [
                seconds
                for record in self.records
                if player in record.task.players
                for seconds in record.think_seconds(record.task.players.index(player))
            ]
        )

    def tally_as(self, player: str, opponent: str, colour: int) -> Tally:
        """``player``'s wins, draws and losses against ``opponent`` when it played ``colour``."""
        tally = Tally()
        for record in self.records:
            task = record.task
            if set(task.players) != {player, opponent}:
                continue
            side = task.players.index(player)
            if task.player_of_colour(colour) == side:
                tally = tally.record(record.result_for(side))
        return tally

    def as_json(self) -> dict[str, Any]:
        return {
            "game": self.game.name,
            "players": [player.text for player in self.players],
            "games_per_pairing": self.games_per_pairing,
            "seed": self.seed,
            "opening_plies": self.opening_plies,
            "interrupted": self.interrupted,
            "anchor": self.players[0].text,
            "ratings": [
                {
                    "player": rating.player,
                    "elo": round(rating.elo, 1),
                    "lower": round(rating.lower, 1),
                    "upper": round(rating.upper, 1),
                    "seconds_per_move": self.move_times(rating.player).as_json(),
                }
                for rating in self.ratings
            ],
            "pairings": [
                {"players": [a, b], **tally_json(tally), "score": round(tally.score, 4)}
                for (a, b), tally in self.results.items()
            ],
            "seconds": round(self.seconds, 2),
        }


def run_ladder(
    game: GameSpec,
    players: Sequence[PlayerSpec],
    games_per_pairing: int,
    *,
    jobs: int = 1,
    seed: int = DEFAULT_SEED,
    opening_plies: int | None = None,
    max_plies: int = MAX_PLIES,
    adjacent: bool = False,
    on_progress: ProgressCallback | None = None,
    ray_address: str | None = None,
) -> LadderResult:
    """Play every pair of ``players`` (weakest first) and fit Elo ratings, the first at 0.

    With ``adjacent``, only neighbours in ``players`` meet (a chain of matches: fewer
    games for slow games, ratings still connected).
    """
    plies = default_opening_plies(game) if opening_plies is None else opening_plies
    names = [player.text for player in players]
    if len(set(names)) != len(names):
        raise ValueError(f"a ladder needs distinct players, got {', '.join(names)}")
    if adjacent:
        pairings = list(itertools.pairwise(names))
    else:
        pairings = [(a, b) for position, a in enumerate(names) for b in names[position + 1 :]]
    tasks = [
        task
        for a, b in pairings
        for task in match_tasks(
            game.name, (a, b), games_per_pairing, f"{seed}/{a}/{b}", plies, max_plies
        )
    ]
    started = time.perf_counter()
    records, interrupted = run_tasks(tasks, jobs, on_progress, ray_address)
    results = {pairing: Tally() for pairing in pairings}
    for record in records:
        pairing = record.task.players
        results[pairing] = results[pairing].record(record.result_for(0))
    ratings = ladder_ratings(names, results, seed=seed)
    return LadderResult(
        game,
        tuple(players),
        games_per_pairing,
        seed,
        plies,
        results,
        tuple(ratings),
        interrupted,
        time.perf_counter() - started,
        tuple(records),
    )
