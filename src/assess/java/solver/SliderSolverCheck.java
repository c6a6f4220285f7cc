import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;

/**
 * How the Solver tests call a student's Solver and judge its answers. Every call runs within the
 * per-test limit and adds its CPU time to the test; one that throws or runs out of time fails the test
 * with what was called and on which board, and ends that board's checks ({@link Gone}). The judges of
 * moves(), isSolvable() and solution() add the detail lines a student acts on and say whether the
 * answer was right.
 */
final class SliderSolverCheck {
    /** Student code threw or ran out of time; the test's result already says so. */
    static final class Gone extends Exception {
        private static final long serialVersionUID = 1L;

        final boolean timedOut;

        Gone(boolean timedOut) {
            super(null, null, false, false);
            this.timedOut = timedOut;
        }
    }

    /** More boards than any solution needs: a solution() that never ends is cut here. */
    private static final int MOST_BOARDS = 1_000_000;

    private final SliderContext context;

    SliderSolverCheck(SliderContext context) {
        this.context = context;
    }

    /** Runs {@code body} (student code on board {@code c}) within the limit; {@code what} names it in a failure. */
    <T> T call(SliderSolverResult result, SliderSolverCase c, String what, Callable<T> body) throws Gone {
        try {
            return context.limited(body);
        } catch (SliderContext.Timeout t) {
            result.fail(what + " for " + c.label() + " " + t.getMessage());
            show(result, c);
            throw new Gone(true);
        } catch (Throwable t) {
            result.fail(what + " for " + c.label() + " throws " + SliderContext.describe(t));
            show(result, c);
            throw new Gone(false);
        } finally {
            result.cpu(context.lastCpuNanos());
        }
    }

    Solver construct(SliderSolverResult result, SliderSolverCase c) throws Gone {
        return call(result, c, "new Solver()", () -> new Solver(new Board(c.tiles)));
    }

    int moves(SliderSolverResult result, SliderSolverCase c, Solver solver) throws Gone {
        return call(result, c, "moves()", solver::moves);
    }

    boolean isSolvable(SliderSolverResult result, SliderSolverCase c, Solver solver) throws Gone {
        return call(result, c, "isSolvable()", solver::isSolvable);
    }

    /** The boards of solution(), iterated within the limit (null when it returns null). */
    List<Board> solution(SliderSolverResult result, SliderSolverCase c, Solver solver) throws Gone {
        return call(result, c, "solution()", () -> collect(solver.solution()));
    }

    /** Asks for moves() and solution() and judges both. */
    boolean answers(SliderSolverResult result, SliderSolverCase c, Solver solver) throws Gone {
        int moves = moves(result, c, solver);
        boolean right = judgeMoves(result, c, moves);
        List<Board> path = solution(result, c, solver);
        return judgeSolution(result, c, path, moves) && right;
    }

    boolean judgeMoves(SliderSolverResult result, SliderSolverCase c, int moves) {
        if (moves == c.moves) return true;
        result.fail("wrong number of moves()", c.about("student moves()") + " = " + moves,
                c.about("reference moves()") + " = " + c.moves);
        show(result, c);
        return false;
    }

    boolean judgeSolvable(SliderSolverResult result, SliderSolverCase c, boolean solvable) {
        if (solvable == c.solvable()) return true;
        result.fail("wrong value of isSolvable()", c.about("student isSolvable()") + " = " + solvable,
                c.about("reference isSolvable()") + " = " + c.solvable());
        show(result, c);
        return false;
    }

    /**
     * Judges solution(): null for an unsolvable board; otherwise moves() + 1 boards (the student's
     * {@code moves}), from the initial board to the goal, each a neighbor of the one before, and no
     * longer than the optimum.
     */
    boolean judgeSolution(SliderSolverResult result, SliderSolverCase c, List<Board> path, int moves) {
        List<String> problem = c.solvable() ? pathProblem(c, path, moves) : nullProblem(c, path);
        if (problem.isEmpty()) return true;
        result.fail(problem.toArray(new String[0]));
        show(result, c);
        return false;
    }

    /** The {@code i}-th of {@code count} random boards failed: the line that says which. */
    static String trial(int i, int count) {
        return "failed on trial " + i + " of " + count;
    }

    private static List<String> nullProblem(SliderSolverCase c, List<Board> path) {
        List<String> lines = new ArrayList<>();
        if (path != null) {
            lines.add("solution() is not null for an unsolvable board");
            lines.add(c.about("student solution()") + " has " + path.size() + " boards");
        }
        return lines;
    }

    private static List<String> pathProblem(SliderSolverCase c, List<Board> path, int moves) {
        List<String> lines = new ArrayList<>();
        Board initial = new Board(c.tiles);
        if (path == null) {
            lines.add(c.about("student solution()") + " is null, but the board is solvable");
        } else if (path.isEmpty()) {
            lines.add(c.about("student solution()") + " has no boards");
        } else if (path.size() > MOST_BOARDS) {
            lines.add(c.about("student solution()") + " has more than " + MOST_BOARDS + " boards");
        } else if (!initial.sameTiles(path.get(0))) {
            lines.add("the first board in " + c.about("solution()") + " is not the initial board; it is");
            lines.addAll(SliderSolverCase.boardLines(path.get(0)));
        } else if (path.get(path.size() - 1) == null || !path.get(path.size() - 1).isGoal()) {
            lines.add("the last board in " + c.about("solution()") + " is not the goal board; it is");
            lines.addAll(SliderSolverCase.boardLines(path.get(path.size() - 1)));
        } else {
            lines.addAll(stepProblem(c, path));
        }
        if (lines.isEmpty()) lines.addAll(lengthProblem(c, path.size() - 1, moves));
        return lines;
    }

    private static List<String> stepProblem(SliderSolverCase c, List<Board> path) {
        List<String> lines = new ArrayList<>();
        for (int i = 1; i < path.size(); i++) {
            Board before = path.get(i - 1);
            if (before != null && before.isNeighbor(path.get(i))) continue;
            lines.add("boards " + (i - 1) + " and " + i + " in " + c.about("solution()") + " are not neighbors:");
            lines.addAll(SliderSolverCase.boardLines(path.get(i - 1)));
            lines.addAll(SliderSolverCase.boardLines(path.get(i)));
            break;
        }
        return lines;
    }

    private static List<String> lengthProblem(SliderSolverCase c, int steps, int moves) {
        List<String> lines = new ArrayList<>();
        if (steps != moves) {
            lines.add("number of boards in solution() is not moves() + 1");
            lines.add(c.about("student solution()") + " has " + (steps + 1) + " boards, student moves() = " + moves);
        } else if (steps != c.moves) {
            lines.add("solution() is not a shortest solution");
            lines.add(c.about("student solution()") + " has " + steps + " moves, reference moves() = " + c.moves);
        }
        return lines;
    }

    private static void show(SliderSolverResult result, SliderSolverCase c) {
        result.detail(c.shown().toArray(new String[0]));
    }

    /** Student code: iterates the student's Iterable, which may be null, lazy or endless. */
    private static List<Board> collect(Iterable<Board> boards) {
        if (boards == null) return null;
        List<Board> list = new ArrayList<>();
        for (Board board : boards) {
            list.add(board);
            if (list.size() > MOST_BOARDS) break;
        }
        return list;
    }
}
