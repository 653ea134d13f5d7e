"""*Help > Learn*: the lessons reached in one click, each exercise answered right and wrong,
each live figure equal to what the engines compute here, the search tree opened on the
cut-off the text names, and the progress remembered."""

from __future__ import annotations

from app.gui.learn.course_window import DONE_MARK, LearnWindow
from app.gui.window.main_window import MainWindow
from app.services.lesson_pages import outcome_word
from app.services.lessons import LESSONS, Lesson
from app.services.lessons_search import FULL_DEPTH, first_cutoff
from engine.minimax import Minimax
from engine.search import Limits
from engine.tree import TreeNode, record_search
from engine.tree_format import cutoff_reason


def open_course(qtbot, window: MainWindow) -> LearnWindow:
    window.menus.learn.trigger()  # one click from a fresh start
    course = window.side_windows.learn_window
    assert course is not None and course.isVisible()
    wait_for_page(qtbot, course)
    return course


def lesson(key: str) -> Lesson:
    return next(lesson for lesson in LESSONS if lesson.key == key)


def wait_for_page(qtbot, course: LearnWindow) -> None:
    """The page's figures are computed on a thread: wait for them."""
    qtbot.waitUntil(lambda: course.page is not None, timeout=60_000)


def test_help_learn_opens_lesson_one_and_walks_every_lesson(qtbot, make_window):
    window = make_window("chess", level="beginner", computer=())
    course = open_course(qtbot, window)
    assert course.title.text() == f"1. {LESSONS[0].title}"
    seen = []
    while True:
        page = course.page
        assert page is not None and course.text.toPlainText()
        exercise = page.exercise
        wrong = next(i for i in range(len(exercise.choices)) if i != exercise.answer)
        assert course.board.hint_cells == ()  # the answer is not given away
        assert course.answer(wrong).startswith("Not quite")
        assert course.lesson.key not in course.done
        assert course.answer(exercise.answer).startswith("Right.")
        state = course.lesson.state()
        marked = [c for move in page.marked for c in state.move_cells(state.parse_move(move))]
        assert course.board.hint_cells == tuple(marked)
        assert course.contents.item(course.index).text().startswith(DONE_MARK)
        seen.append(course.lesson.key)
        if not course.next_button.isEnabled():
            break
        course.next_button.click()
        wait_for_page(qtbot, course)
    assert seen == [lesson.key for lesson in LESSONS]
    course.back_button.click()
    assert course.index == len(LESSONS) - 2


def test_progress_is_remembered_in_the_data_folder(qtbot, make_window, tmp_path):
    window = make_window("tictactoe", computer=())
    course = open_course(qtbot, window)
    course.answer(course.page.exercise.answer)
    window.close()
    again = make_window("tictactoe", computer=())  # the same data folder (tmp_path)
    reopened = open_course(qtbot, again)
    assert LESSONS[0].key in reopened.done
    assert reopened.contents.item(0).text().startswith(DONE_MARK)
    assert not reopened.contents.item(1).text().startswith(DONE_MARK)


def test_the_minimax_lessons_figures_are_the_engines():
    lesson = LESSONS[0]
    assert lesson.key == "minimax"
    state, spec = lesson.state(), lesson.spec
    result = Minimax(spec.heuristic).search(state, Limits(depth=FULL_DEPTH), score_all_moves=True)
    figures = lesson.page().figures
    assert figures["nodes"] == result.nodes
    assert figures["value"] == outcome_word(result.score)
    assert figures["values"] == {
        state.move_text(entry.move): outcome_word(entry.score) for entry in result.move_scores
    }
    assert f"{result.nodes:,}" in lesson.page().html


def test_the_alphabeta_lesson_names_the_cut_off_the_search_makes():
    lesson = LESSONS[2]  # the lesson 3
    assert lesson.key == "alphabeta"
    state, spec = lesson.state(), lesson.spec
    _, recorder = record_search("alphabeta", state, Limits(depth=FULL_DEPTH), spec.heuristic)
    cut = first_cutoff(recorder.roots[-1])
    assert cut is not None and cut.cutoff is not None
    figures = lesson.page().figures
    assert figures["reason"] == cutoff_reason(cut.cutoff)
    assert figures["move"] == state.move_text(cut.move)
    assert figures["pruned"] == len(cut.cutoff.pruned)
    assert figures["alphabeta_nodes"] == recorder.roots[-1].size()
    assert lesson.page().exercise.choices[lesson.page().exercise.answer] == figures["reason"]


def test_the_alphabeta_lesson_opens_the_search_tree_on_its_cut_off(qtbot, make_window):
    window = make_window("tictactoe", computer=())
    course = open_course(qtbot, window)
    for _ in range(2):
        course.next_button.click()
        wait_for_page(qtbot, course)
    assert course.title.text().startswith("3. ")
    assert course.lesson.key == "alphabeta" and course.tree_button.isVisibleTo(course)
    course.tree_button.click()
    tree = course.search_tree_window
    assert tree is not None
    qtbot.waitUntil(lambda: not tree.running and tree.model is not None, timeout=60_000)
    node = tree.view.currentIndex().internalPointer()
    assert isinstance(node, TreeNode) and node.cutoff is not None
    assert node.path() == course.page.focus
    assert cutoff_reason(node.cutoff) == course.page.figures["reason"]
    tree.close()


def test_try_it_on_the_board_plays_on_from_the_lessons_position(qtbot, make_window):
    window = make_window("chess", level="beginner", computer=())
    course = open_course(qtbot, window)
    course.try_button.click()
    assert window.controller.state.to_text() == LESSONS[0].state().to_text()
    assert window.controller.spec.name.startswith("tictactoe from ")


def test_the_mcts_lesson_predicts_the_next_playouts_first_move():
    """The lesson's answer is what the search does: with the same seed, one playout more
    visits exactly the child the page names."""
    import random

    from app.services.lessons_search import MCTS_PLAYOUTS, MCTS_SEED, uct_value

    state, spec = lesson("mcts").state(), lesson("mcts").spec

    def children(playouts: int):
        _, recorder = record_search(
            "mcts", state, Limits(nodes=playouts), spec.heuristic, rng=random.Random(MCTS_SEED)
        )
        return {state.move_text(child.move): child for child in recorder.roots[-1].children}

    before, after = children(MCTS_PLAYOUTS), children(MCTS_PLAYOUTS + 1)
    grown = [move for move in after if after[move].visits != before[move].visits]
    page = lesson("mcts").page()
    assert grown == [page.figures["best"]]
    assert page.figures["uct"] == {move: uct_value(node) for move, node in before.items()}
    assert page.exercise.choices[page.exercise.answer] == page.figures["best"]


def test_the_ordering_lessons_node_counts_are_the_searches():
    from app.services.lessons_search import ORDERING_DEPTH, SEARCHES

    ordering = lesson("ordering")
    state, spec = ordering.state(), ordering.spec
    figures = ordering.page().figures
    for algorithm in SEARCHES:
        result, recorder = record_search(
            algorithm, state, Limits(depth=ORDERING_DEPTH), spec.heuristic, spec.order_moves
        )
        assert figures["nodes"][algorithm] == result.nodes
        assert figures["values"][algorithm] == result.score
        assert figures["iterations"][algorithm] == tuple(root.size() for root in recorder.roots)
    assert figures["nodes"]["alphabeta-ordered"] < figures["nodes"]["alphabeta"]
    exercise = ordering.page().exercise
    assert f"{figures['ratio']:.1f} times" in exercise.explanation


def test_progress_kept_by_lesson_id_survives_the_renumbering(qtbot, make_window, tmp_path):
    """A learn.json written when alpha-beta was lesson 2 ticks it where it is now."""
    window = make_window("tictactoe", computer=())
    progress = window.statistics_path.parent / "learn.json"
    progress.write_text('["alphabeta", "mcts"]', encoding="utf-8")
    course = open_course(qtbot, window)
    ticked = [
        LESSONS[row].key
        for row in range(course.contents.count())
        if course.contents.item(row).text().startswith(DONE_MARK)
    ]
    assert ticked == ["alphabeta", "mcts"]
    assert course.contents.item(2).text() == f"{DONE_MARK}3. {lesson('alphabeta').title}"


def test_the_course_board_follows_the_palette_and_the_board_theme(qtbot, make_window):
    from app.gui import style

    window = make_window("tictactoe", computer=())
    theme = next(a for a in window.menus.theme_group.actions() if not a.isChecked())
    theme.trigger()
    window.apply_palette_choice(style.DARK.name)
    course = open_course(qtbot, window)
    assert course.board.colours == style.DARK
    assert course.board.looks == window.menus.chosen_looks()
    window.apply_palette_choice(style.LIGHT.name)
    assert course.board.colours == style.LIGHT


# --- each new lesson's figures are what the engines compute here -------------------------


def test_the_evaluation_lessons_weights_and_the_solvers_verdicts():
    from app.services.lessons_games import EVALUATION_DEPTH, WEIGHTS, line_heuristic, solve
    from engine.alphabeta import AlphaBeta

    evaluation = lesson("evaluation")
    state, spec = evaluation.state(), evaluation.spec
    values = {state.move_text(entry.move): entry.score for entry in solve(spec, state).move_scores}
    page = evaluation.page()
    for weights in WEIGHTS:
        search = AlphaBeta(line_heuristic(weights), spec.order_moves)
        move = search.search(state, Limits(depth=EVALUATION_DEPTH)).best_move
        assert page.figures["choices"][weights] == state.move_text(move)
    assert page.figures["values"] == values
    losing = [m for m in page.figures["choices"].values() if outcome_word(values[m]) == "loss"]
    assert losing, "a depth-limited search should pick a move the solver refutes"
    winner = WEIGHTS[page.exercise.answer]
    assert outcome_word(values[page.figures["choices"][winner]]) == "win"


def test_the_tables_lessons_node_counts_are_the_searches():
    from app.services.lessons_search import symmetries, table_searches

    tables = lesson("tables")
    results = table_searches(tables.spec, tables.state())
    figures = tables.page().figures
    assert figures["nodes"] == {name: result.nodes for name, result in results.items()}
    assert figures["nodes"]["symmetry"] < figures["nodes"]["table"] < figures["nodes"]["none"]
    assert len(set(figures["values"].values())) == 1  # the same value every way
    assert len(set(symmetries(3))) == 8


def test_the_solving_lessons_values_are_the_solvers_and_the_tables():
    from app.services.lessons_games import TABLE_GAMES, solve
    from games.registry import get_game

    solving = lesson("solving")
    state, spec = solving.state(), solving.spec
    result = solve(spec, state)
    figures = solving.page().figures
    assert figures["nodes"] == result.nodes
    assert figures["best"] == state.move_text(result.best_move)
    assert figures["values"] == {
        state.move_text(entry.move): entry.score for entry in result.move_scores
    }
    for name in TABLE_GAMES:
        game = get_game(name)
        score = solve(game, game.new_state()).score
        words = figures["starts"][name][1]
        assert words == "a draw" if score == 0 else str(1_000_000 - abs(score)) in words
    assert f"{result.nodes:,}" in solving.page().html


def test_the_threats_lessons_win_by_fours_is_the_threat_searchs():
    from app.services.puzzle_fours import FoursOracle

    threats = lesson("threats")
    state, spec = threats.state(), threats.spec
    lines = FoursOracle(spec).four_lines(state)
    figures = threats.page().figures
    winning = {four: line for four, line in lines.items() if line is not None}
    quickest = min(len(line) for line in winning.values())
    assert figures["moves"] == (quickest + 1) // 2
    assert len(figures["sequence"]) == quickest
    assert figures["first"] in winning
    assert figures["fours"] == sorted(lines)
    exercise = threats.page().exercise
    assert all(
        lines[choice] is None for i, choice in enumerate(exercise.choices) if i != exercise.answer
    )



def test_the_threats_lessons_win_by_threats_is_the_threat_searchs():
    from app.services.lessons_games import THREES_PLIES_BACK, VCT_MOVES, VCT_THREES
    from app.services.puzzle_fours import FoursOracle
    from engine.search import Budget
    from games.mnk.patterns import Board
    from games.mnk.threats import ThreatSearch

    threats = lesson("threats")
    spec = threats.spec
    earlier = spec.replay(threats.moves[:-THREES_PLIES_BACK])
    board = Board.of_state(earlier)
    line = ThreatSearch(board, Budget(Limits(), None)).vct(earlier.to_move, VCT_MOVES, VCT_THREES)
    assert line is not None
    page = threats.page()
    assert page.figures["threes"] == [earlier.move_text(cell) for cell in line]
    assert not any(FoursOracle(spec).four_lines(earlier).values())  # no win by fours there
    end = spec.replay((*threats.moves[:-THREES_PLIES_BACK], *page.figures["threes"]))
    assert end.outcome().winner == earlier.to_move  # the main line ends in the attacker's five
    assert " ".join(page.figures["threes"]) in page.html

def test_the_chess_lessons_blunder_quiescence_and_perft():
    from app.services.lessons_games import perft
    from engine.alphabeta import AlphaBeta
    from games.chess.evaluation import heuristic, order_moves, static_heuristic
    from games.registry import get_game

    chess_lesson = lesson("chess")
    state = chess_lesson.state()
    figures = chess_lesson.page().figures
    blind = AlphaBeta(static_heuristic, order_moves).search(state, Limits(depth=1))
    seeing = AlphaBeta(heuristic, order_moves).search(state, Limits(depth=1))
    assert figures["blunder"] == state.san(blind.best_move) != figures["sound"]
    assert figures["sound"] == state.san(seeing.best_move)
    assert figures["blunder_after"] == -heuristic(state.play(blind.best_move)) < 0
    assert figures["perft"][3] == perft(get_game("chess").new_state(), 3) == 8_902


def test_the_strength_lessons_match_and_elo_are_computed():
    from app.services.arena import GameTask, play_game
    from app.services.elo import Tally, elo_estimate
    from app.services.lessons_games import MATCH_GAMES, MATCH_PLAYERS, MATCH_SEED

    strength = lesson("strength")
    tally = Tally()
    for index in range(MATCH_GAMES):
        record = play_game(GameTask(strength.game, MATCH_PLAYERS, MATCH_SEED, index, 0))
        tally = tally.record(record.result_for(0))
    figures = strength.page().figures
    assert figures["tally"] == tally and tally.games == MATCH_GAMES
    assert figures["estimate"] == elo_estimate(tally)
    assert figures["tenfold"].lower > figures["estimate"].lower  # more games, narrower
    exercise = strength.page().exercise
    proven = "yes" if figures["estimate"].lower > 0 else "no"
    assert exercise.choices[exercise.answer] == proven


def test_the_course_speaks_the_installed_language(qtbot, make_window):
    from app.gui.i18n import install_language, remove_language
    from app.services import lessons
    from app.services.lesson_pages import untranslated

    lessons._page.cache_clear()  # pages made in English by earlier tests
    install_language("de")
    try:
        window = make_window("tictactoe", computer=())
        course = open_course(qtbot, window)
        assert course.title.text() == "1. Spielbäume und Minimax"
        page = course.page
        assert page is not None and page.html != LESSONS[0].page(untranslated).html
        assert "Ein Spielbaum hat die Stellung an seiner Wurzel" in course.text.toPlainText()
        assert f"{page.figures['nodes']:,}" in page.html  # the live figure, in German too
        wrong = next(i for i in range(len(page.exercise.choices)) if i != page.exercise.answer)
        assert course.answer(wrong).startswith("Nicht ganz: Die Antwort ist")
        assert course.answer(page.exercise.answer).startswith("Richtig.")
        assert "Quellen, in unseren Worten wiedergegeben: Russell und Norvig" in (
            course.text.toPlainText()
        )
    finally:
        remove_language()
        lessons._page.cache_clear()
