"""The ``arena``, ``ladder`` and ``bench`` subcommands of ``plyboard``.

:func:`register` adds them to an argparse subparsers object; each sets ``run``
to a handler that returns the exit status: 0 when done, 2 for bad input (one
line on stderr), 130 when Ctrl+C cut a run short (the games finished so far are
still reported).
"""

from __future__ import annotations

import argparse
import json
import shlex
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, TextIO

from app.cli.common import (
    EXIT_INTERRUPTED,
    PROGRAM,
    UsageError,
    load_game,
    reporting,
    whole_number,
)
from app.services import cluster
from app.services.arena import (
    DEFAULT_OPENING_PLIES,
    DEFAULT_SEED,
    OPENING_PLIES,
    GameRecord,
    LadderResult,
    MatchResult,
    default_jobs,
    parse_players,
    run_ladder,
    run_match,
    tally_json,
)
from app.services.colour_matrix import ColourMatrix, run_colour_matrix
from app.services.elo import Tally, elo_estimate, format_elo
from app.services.match_openings import Opening, OpeningSetError, named_openings
from app.services.players import PlayerSpec
from engine.search import MAX_PLIES
from games.base import GameSpec

"""128 + SIGINT, as shells report a command stopped by Ctrl+C."""
DEFAULT_MATCH_GAMES = 100
DEFAULT_LADDER_GAMES = 100
LADDER_TARGET = 0.65
"""Score each level should reach against the level below."""
LADDER_CHART_DIRECTORY = Path("docs/ladders")


def register(subparsers: Any) -> None:
    """Add ``arena`` and ``ladder`` to ``subparsers``."""
    _register_arena(subparsers)
    _register_ladder(subparsers)


def _add_match_options(parser: argparse.ArgumentParser, games: int) -> None:
    parser.add_argument("game", metavar="GAME", help="game name (see 'plyboard games')")
    parser.add_argument(
        "--games", type=whole_number(1), default=games, metavar="N", help=f"games (default {games})"
    )
    parser.add_argument(
        "--jobs",
        type=whole_number(1),
        default=default_jobs(),
        metavar="J",
        help="worker processes (default: one per core)",
    )
    parser.add_argument(
        "--seed",
        type=int,
        default=DEFAULT_SEED,
        metavar="S",
        help=f"seed of the openings and the players' randomness (default {DEFAULT_SEED})",
    )
    parser.add_argument(
        "--opening-plies",
        type=whole_number(0),
        metavar="P",
        help="random plies opening each pair of games (default: "
        + ", ".join(f"{plies} for {game}" for game, plies in OPENING_PLIES.items())
        + f", else {DEFAULT_OPENING_PLIES})",
    )
    parser.add_argument(
        "--max-plies",
        type=whole_number(1),
        default=MAX_PLIES,
        metavar="N",
        help="score a game still going after N plies as a draw (default: no practical limit)",
    )
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument(
        "--ray",
        nargs="?",
        const=cluster.AUTO,
        metavar="ADDRESS",
        help="play the games as Ray tasks on the cluster at ADDRESS (default: the one "
        "'ray start' made this machine part of), or 'local' for a Ray instance started for "
        f"the run; needs Ray: {cluster.RAY_INSTALL_HINT}",
    )


def _match_keywords(args: argparse.Namespace) -> dict[str, Any]:
    """What :func:`_add_match_options` read, as keywords for ``run_match``/``run_ladder``."""
    if args.ray is not None:  # connect before the first game, and say why not in one line
        try:
            cluster.connect(args.ray)
        except (cluster.RayNotInstalledError, cluster.ClusterUnreachableError) as error:
            raise UsageError(str(error)) from None
    return {
        "ray_address": args.ray,
        "jobs": args.jobs,
        "seed": args.seed,
        "opening_plies": args.opening_plies,
        "max_plies": args.max_plies,
        "on_progress": _progress_printer(sys.stderr),
    }


# --- plyboard arena ------------------------------------------------------------------


def _register_arena(subparsers: Any) -> None:
    parser = subparsers.add_parser(
        "arena",
        help="play a match between two players",
        description="Play games between players A and B with alternating colours and "
        "report A's wins, draws and losses, score and Elo difference. A player is a "
        "level (hard) or an engine with parameters (alphabeta:depth=4, alphabeta:time=0.5, "
        "mcts:playouts=2000, minimax:depth=3, random; also blunder=P and margin=M), a "
        "Gomocup brain for gomoku (gomocup:PATH[,time=S]) or a UCI engine for chess "
        "(uci:COMMAND[,time=S][,nodes=N][,depth=D], e.g. uci:/usr/games/stockfish,time=0.1). "
        "Any player but a Gomocup brain plays on a clock with tc=10+0.1 (seconds + "
        "increment), tc=40/60 (moves / seconds) or tc=2:30+1; a fallen flag loses.",
    )
    _add_match_options(parser, DEFAULT_MATCH_GAMES)
    parser.add_argument(
        "--players", nargs=2, required=True, metavar=("A", "B"), help="the two players"
    )
    _add_record_option(parser)
    parser.add_argument(
        "--openings",
        metavar="FILE",
        help="start each pair of games from the next opening of FILE (one a line, moves in "
        "the game's notation, # for a name), or 'shipped' for the game's own set (chess, "
        "gomoku); "
        "no random plies then unless --opening-plies asks",
    )
    parser.set_defaults(run=reporting("arena", run_arena))


def _add_record_option(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--record",
        type=Path,
        metavar="FILE",
        help="write every game (players, result, moves in the game's notation) to FILE",
    )


def run_arena(args: argparse.Namespace) -> int:
    game = load_game(args.game)
    players = parse_players(game, args.players)
    if args.record is not None:
        _check_writable(args.record)
    openings = _openings(game, args.openings)
    result = run_match(
        game,
        (players[0], players[1]),
        args.games,
        openings=openings,
        **_match_keywords(args),
    )
    _end_progress_line(result.interrupted)
    if args.record is not None:
        a, b = (shlex.quote(player.text) for player in result.players)
        command = f"arena {result.game.name} --players {a} {b} --games {result.requested}"
        if args.openings is not None:
            command += f" --openings {shlex.quote(args.openings)}"
        _write_record(args.record, command, result.seed, result.opening_plies, result.records)
    if args.json:
        print(json.dumps(result.as_json()))
    else:
        print(format_match(result))
    return EXIT_INTERRUPTED if result.interrupted else 0


def _openings(game: GameSpec, name: str | None) -> tuple[Opening, ...]:
    """The opening set ``--openings`` names (none without it); a bad one is a usage error."""
    if name is None:
        return ()
    try:
        return named_openings(game, name)
    except OpeningSetError as error:
        raise UsageError(str(error)) from None


def format_match(result: MatchResult) -> str:
    """The arena table: A's wins, draws and losses per colour, score and Elo."""
    a, b = (player.text for player in result.players)
    played = len(result.records)
    count = (
        f"interrupted after {played} of {result.requested} games"
        if result.interrupted
        else f"{played} games"
    )
    lines = [
        f"{result.game.title}, {count}: A = {a}, B = {b} "
        f"(seed {result.seed}, {_opening_text(result.opening_plies, result.openings)})",
        "",
        f"{'A plays':<14}{'games':>6}{'wins':>7}{'draws':>7}{'losses':>8}{'score':>9}",
    ]
    for colour, name in enumerate(result.game.player_names):
        label = f"{name} ({'first' if colour == 0 else 'second'})"
        lines.append(_tally_row(label, result.tally(first=colour)))
    lines.append(_tally_row("total", result.tally()))
    lines += ["", f"Elo difference A - B: {result.elo.text()}", "", "Thinking time per move:"]
    lines += [
        f"  {side} ({spec.text}): {result.move_times(player).text()}"
        for player, (side, spec) in enumerate(zip("AB", result.players, strict=True))
    ]
    forfeits = [record for record in result.records if record.forfeit]
    if forfeits:
        lines += ["", "Games lost by an engine's failure or on time:"]
        lines += [f"  game {record.task.index + 1}: {record.reason}" for record in forfeits]
    return "\n".join(lines)


def _opening_text(plies: int, openings: int = 0) -> str:
    random_plies = f"{plies} random opening {'ply' if plies == 1 else 'plies'}"
    if not openings:
        return random_plies
    set_text = f"openings from a set of {openings}"
    return f"{set_text} then {random_plies}" if plies else set_text


def _score_text(tally: Tally) -> str:
    return f"{tally.score:.1%}" if tally.games else "-"


def _tally_row(label: str, tally: Tally) -> str:
    score = _score_text(tally)
    return f"{label:<14}{tally.games:>6}{tally.wins:>7}{tally.draws:>7}{tally.losses:>8}{score:>9}"


def _check_writable(path: Path) -> None:
    """Fail before playing rather than lose the games to a record that cannot be written."""
    try:
        path.touch()
    except OSError as error:
        raise UsageError(f"cannot write the record to {path}: {error.strerror}") from None


def _write_record(
    path: Path, command: str, seed: int, opening_plies: int, records: Sequence[GameRecord]
) -> None:
    """Write ``records`` under a header naming the ``command`` (after the program) behind them."""
    header = [
        f"# {PROGRAM} {command} --seed {seed} --opening-plies {opening_plies}",
        "# game\tfirst player\tsecond player\tresult (first player's view)\tmoves",
    ]
    try:
        path.write_text("\n".join(header + [_record_lines(record) for record in records]) + "\n")
    except OSError as error:
        raise UsageError(f"cannot write the record to {path}: {error.strerror}") from None


def _record_lines(record: GameRecord) -> str:
    """A game's record line, followed by a comment line saying how a forfeit came about."""
    if not record.forfeit:
        return record.line()
    return f"{record.line()}\n# game {record.task.index + 1}: {record.reason}"


def _progress_printer(stream: TextIO) -> Callable[[GameRecord, int, int], None] | None:
    """A progress line rewritten in place on a terminal; nothing when ``stream`` is not one."""
    if not stream.isatty():
        return None

    def show(record: GameRecord, done: int, total: int) -> None:
        end = "\n" if done == total else ""
        stream.write(f"\r{done}/{total} games ({done / total:.0%}){end}")
        stream.flush()

    return show


def _end_progress_line(interrupted: bool) -> None:
    """Finish a progress line that Ctrl+C left without its newline."""
    if interrupted and sys.stderr.isatty():
        print(file=sys.stderr)


# --- plyboard ladder -------------------------------------------------------------------


def _register_ladder(subparsers: Any) -> None:
    parser = subparsers.add_parser(
        "ladder",
        help="round robin of the levels: Elo ladder and chart",
        description="Play every pair of the game's five levels (and any extra players), "
        "fit Elo ratings (beginner = 0) and save a chart of them.",
    )
    _add_match_options(parser, DEFAULT_LADDER_GAMES)
    parser.add_argument(
        "--players", nargs="+", default=[], metavar="SPEC", help="extra players, as for arena"
    )
    parser.add_argument(
        "--chart",
        type=Path,
        metavar="FILE",
        help=f"PNG to save (default {LADDER_CHART_DIRECTORY}/GAME.png)",
    )
    parser.add_argument("--no-chart", action="store_true", help="do not save a chart")
    parser.add_argument(
        "--adjacent",
        action="store_true",
        help="play only neighbouring players (beginner-easy, easy-medium, ...): fewer games",
    )
    parser.add_argument(
        "--by-colour",
        action="store_true",
        help="each side's ladder instead of Elo: every pair, and each player against itself, "
        "with --games games per side; a matrix of the first colour's score",
    )
    _add_record_option(parser)
    parser.set_defaults(run=reporting("ladder", run_ladder_command))


def run_ladder_command(args: argparse.Namespace) -> int:
    game = load_game(args.game)
    players = parse_players(game, [*game.levels, *args.players])
    names = [player.text for player in players]
    if len(set(names)) != len(names):
        raise UsageError(f"each player may appear once; got {', '.join(names)}")
    if args.by_colour:
        return _run_colour_matrix(args, game, players)
    if args.record is not None:
        _check_writable(args.record)
    result = run_ladder(
        game,
        players,
        args.games,
        adjacent=args.adjacent,
        **_match_keywords(args),
    )
    _end_progress_line(result.interrupted)
    if args.record is not None:
        command = f"ladder {game.name} --games {args.games}" + " --adjacent" * args.adjacent
        if args.players:
            command += " --players " + " ".join(args.players)
        _write_record(args.record, command, result.seed, result.opening_plies, result.records)
    chart = None
    if not args.no_chart and not result.interrupted:
        chart = args.chart or LADDER_CHART_DIRECTORY / f"{game.name}.png"
        _save_chart(chart, result)
    if args.json:
        report = result.as_json()
        report["chart"] = str(chart) if chart else None
        print(json.dumps(report))
    else:
        print(format_ladder(result))
        if chart:
            print(f"\nChart saved to {chart}")
    return EXIT_INTERRUPTED if result.interrupted else 0


def _run_colour_matrix(args: argparse.Namespace, game: GameSpec, players: list[PlayerSpec]) -> int:
    if args.adjacent or args.record is not None or args.chart is not None:
        raise UsageError("--by-colour takes no --adjacent, --record or --chart")
    matrix = run_colour_matrix(game, players, args.games, **_match_keywords(args))
    _end_progress_line(matrix.interrupted)
    if args.json:
        print(json.dumps(colour_matrix_json(matrix)))
    else:
        print(format_colour_matrix(matrix))
    return EXIT_INTERRUPTED if matrix.interrupted else 0


def colour_matrix_json(matrix: ColourMatrix) -> dict[str, Any]:
    return {
        "game": matrix.game.name,
        "players": list(matrix.players),
        "interrupted": matrix.interrupted,
        "cells": [
            {"first": first, "second": second, **tally_json(tally), "score": round(tally.score, 4)}
            for (first, second), tally in matrix.tallies.items()
        ],
        "out_of_order": matrix.out_of_order(),
    }


def format_colour_matrix(matrix: ColourMatrix) -> str:
    """A Markdown table: the first colour's player by row, the second's by column."""
    first, second = matrix.game.player_names
    state = " (interrupted: partial results)" if matrix.interrupted else ""
    lines = [
        f"{matrix.game.title}{state}: the score of {first}, {first} by row, {second} by column",
        "",
        f"| {first} \\ {second} | " + " | ".join(matrix.players) + " |",
        "|---" * (len(matrix.players) + 1) + "|",
    ]
    for row in matrix.players:
        cells = " | ".join(f"{matrix.tallies[row, column].score:.1%}" for column in matrix.players)
        lines.append(f"| {row} | {cells} |")
    lines += ["", "Out of order: " + ("; ".join(matrix.out_of_order()) or "none")]
    return "\n".join(lines)


def _save_chart(path: Path, result: LadderResult) -> None:
    from app.gui.learn.chart import save_ladder_chart  # imports PyQt6: only when a chart is saved

    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        save_ladder_chart(path, result)
    except OSError as error:
        raise UsageError(f"cannot save the chart to {path}: {error}") from None


def format_ladder(result: LadderResult) -> str:
    """Ratings, each level against the one below, and the full crosstable."""
    state = " (interrupted: partial results)" if result.interrupted else ""
    lines = [
        f"Elo ladder for {result.game.title}{state}: {result.games_per_pairing} games per "
        f"pairing, seed {result.seed}, {_opening_text(result.opening_plies)}",
        f"anchor: {result.players[0].text} = 0; intervals: 95% bootstrap over the games",
        "",
    ]
    width = max(len(player.text) for player in result.players)
    lines.append(f"{'player':<{width}}  {'Elo':>6}  {'95% interval':<14}  thinking time per move")
    for rating in result.ratings:
        interval = (
            "(anchor)"
            if rating.player == result.players[0].text
            else f"{format_elo(rating.lower)}..{format_elo(rating.upper)}"
        )
        times = result.move_times(rating.player).text()
        lines.append(
            f"{rating.player:<{width}}  {format_elo(rating.elo):>6}  {interval:<14}  {times}"
        )
    lines += ["", f"Each level against the level below (target {LADDER_TARGET:.0%}):"]
    first, second = result.game.player_names
    for upper, lower, tally in result.head_to_head():
        verdict = "yes" if tally.score >= LADDER_TARGET else "no"
        by_colour = "  ".join(
            f"as {name} {_score_text(result.tally_as(upper, lower, colour))}"
            for colour, name in enumerate((first, second))
        )
        lines.append(
            f"  {upper:>{width}} vs {lower:<{width}}  {tally.score:6.1%}  "
            f"(+{tally.wins} ={tally.draws} -{tally.losses})  {by_colour}  "
            f"Elo {elo_estimate(tally).text()}  reaches target: {verdict}"
        )
    lines += ["", "Crosstable: the row player's score against the column player", ""]
    lines += _crosstable(result)
    return "\n".join(lines)


def _crosstable(result: LadderResult) -> list[str]:
    names = [player.text for player in result.players]
    width = max(len(name) for name in names)
    header = " " * (width + 3) + "".join(f"{number + 1:>7}" for number in range(len(names)))
    rows = [header]
    for number, row_player in enumerate(names):
        cells = []
        for column_player in names:
            if row_player == column_player:
                cells.append(f"{'-':>7}")
                continue
            tally = result.results.get((row_player, column_player))
            if tally is None:
                tally = result.results.get((column_player, row_player), Tally()).reversed()
            cells.append(f"{tally.score:>7.1%}" if tally.games else f"{'':>7}")
        rows.append(f"{number + 1:>2} {row_player:<{width}}" + "".join(cells))
    return rows
