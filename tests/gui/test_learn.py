"""*Help > Learn*: the lessons reached in one click, each exercise answered right and wrong,
each live figure equal to what the engines compute here, the search tree opened on the
cut-off the text names, and the progress remembered."""

from __future__ import annotations

from app.gui.learn.course_window import DONE_MARK, LearnWindow
from app.gui.window.main_window import MainWindow
from app.services.lessons import FULL_DEPTH, LESSONS, first_cutoff, outcome_word
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
        assert course.answer(wrong).startswith("Not quite")
        assert course.lesson.key not in course.done
        assert course.answer(exercise.answer).startswith("Right.")
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
    lesson = LESSONS[1]
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
    course.next_button.click()
    wait_for_page(qtbot, course)
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

    from app.services.lessons import MCTS_PLAYOUTS, MCTS_SEED, uct_value

    lesson = next(lesson for lesson in LESSONS if lesson.key == "mcts")
    state, spec = lesson.state(), lesson.spec

    def children(playouts: int):
        _, recorder = record_search(
            "mcts", state, Limits(nodes=playouts), spec.heuristic, rng=random.Random(MCTS_SEED)
        )
        return {state.move_text(child.move): child for child in recorder.roots[-1].children}

    before, after = children(MCTS_PLAYOUTS), children(MCTS_PLAYOUTS + 1)
    grown = [move for move in after if after[move].visits != before[move].visits]
    page = lesson.page()
    assert grown == [page.figures["best"]]
    assert page.figures["uct"] == {move: uct_value(node) for move, node in before.items()}
    assert page.exercise.choices[page.exercise.answer] == page.figures["best"]


def test_the_ordering_lessons_node_counts_are_the_searches():
    from app.services.lessons import ORDERING_DEPTH, SEARCHES

    lesson = next(lesson for lesson in LESSONS if lesson.key == "ordering")
    state, spec = lesson.state(), lesson.spec
    figures = lesson.page().figures
    for algorithm in SEARCHES:
        result, _ = record_search(
            algorithm, state, Limits(depth=ORDERING_DEPTH), spec.heuristic, spec.order_moves
        )
        assert figures["nodes"][algorithm] == result.nodes
        assert figures["values"][algorithm] == result.score
    assert figures["nodes"]["alphabeta-table"] < figures["nodes"]["alphabeta"]
    exercise = lesson.page().exercise
    assert f"{figures['ratio']:.1f} times" in exercise.explanation
