import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;

/**
 * Solver tests 9a and 9b on one board: the answers of moves(), isSolvable() and solution() must not
 * depend on the order they are called in, nor on how often (a Solver that searches in moves(), or
 * whose solution() drains a stack, fails here). One Solver gets each call twice in a random order;
 * every answer is judged, and the two solutions must be the same boards.
 */
final class SliderCallOrder {
    private static final String[] CALLS = {"moves()", "isSolvable()", "solution()"};

    private final SliderSolverCheck check;
    private final SliderSolverResult result;
    private final SliderSolverCase c;
    private final Random random;
    private final List<String> made = new ArrayList<>();
    private List<Board> firstPath;
    private boolean pathSeen;

    SliderCallOrder(SliderSolverCheck check, SliderSolverResult result, SliderSolverCase c, Random random) {
        this.check = check;
        this.result = result;
        this.c = c;
        this.random = random;
    }

    /** Makes the calls; true when every answer was right. */
    boolean run() throws SliderSolverCheck.Gone {
        List<String> calls = new ArrayList<>();
        for (int round = 0; round < 2; round++) Collections.addAll(calls, CALLS);
        Collections.shuffle(calls, random);
        Solver solver = check.construct(result, c);
        for (String call : calls) {
            made.add(call);
            if (!answer(solver, call)) {
                result.detail("calls made, in order: " + String.join(", ", made));
                return false;
            }
        }
        return true;
    }

    private boolean answer(Solver solver, String call) throws SliderSolverCheck.Gone {
        switch (call) {
            case "moves()":
                return check.judgeMoves(result, c, check.moves(result, c, solver));
            case "isSolvable()":
                return check.judgeSolvable(result, c, check.isSolvable(result, c, solver));
            default:
                return judgePath(check.solution(result, c, solver));
        }
    }

    /** The optimum stands in for moves() here: moves() is judged on its own. */
    private boolean judgePath(List<Board> path) {
        if (!check.judgeSolution(result, c, path, c.moves)) return false;
        if (!pathSeen) {
            pathSeen = true;
            firstPath = path;
            return true;
        }
        if (samePath(firstPath, path)) return true;
        result.fail("solution() returns different boards when called again, for " + c.label());
        return false;
    }

    private static boolean samePath(List<Board> first, List<Board> second) {
        if (first == null || second == null) return first == second;
        if (first.size() != second.size()) return false;
        for (int i = 0; i < first.size(); i++) if (!first.get(i).sameTiles(second.get(i))) return false;
        return true;
    }
}
