import java.util.ArrayList;
import java.util.List;

/**
 * The Board correctness phase: the assignment's 26 tests of the student's Board, each answer compared
 * with slider's own computation on the same tiles. Tests 1 to 8 (one method at a time) are here; the
 * contract and immutability tests are in {@link SliderBoardContract}, the chains in {@link SliderBoardChains}.
 */
public final class SliderBoardTests implements SliderPhase {
    private static final List<String> METRIC_FILES = List.of("puzzle04.txt", "puzzle00.txt", "puzzle07.txt",
            "puzzle17.txt", "puzzle27.txt", "puzzle2x2-unsolvable1.txt");
    private static final List<String> BOARD_FILES = List.of("puzzle04.txt", "puzzle00.txt", "puzzle06.txt",
            "puzzle09.txt", "puzzle23.txt", "puzzle2x2-unsolvable1.txt");
    private static final List<String> GOAL_FILES = List.of("puzzle00.txt", "puzzle04.txt", "puzzle16.txt",
            "puzzle06.txt", "puzzle09.txt", "puzzle23.txt", "puzzle2x2-unsolvable1.txt",
            "puzzle3x3-unsolvable1.txt", "puzzle3x3-00.txt", "puzzle4x4-00.txt");
    /** Up to 127, the assignment's largest board, where a quadratic toString() or copy shows. */
    private static final int[] LARGE = {2, 3, 4, 5, 9, 10, 127};
    /** Neighbours of neighbours and twins multiply the work per board, so these stop at 10. */
    private static final int[] SMALL = {2, 3, 4, 5, 9, 10};
    private static final int[] DIMENSION = {2, 3, 4, 5, 6};
    private static final int[] GOALS = {2, 3, 4, 5, 6, 100};

    @Override
    public void run(SliderContext context) {
        SliderBoardHarness harness = new SliderBoardHarness(context);
        metrics(harness);
        text(harness);
        neighbors(harness);
        twin(harness);
        goal(harness);
        SliderBoardContract.run(harness);
        SliderBoardChains.run(harness);
    }

    private static void metrics(SliderBoardHarness harness) {
        SliderBoardHarness.Check hamming = tiles -> SliderBoardProbe.checkOne("hamming()", make(tiles), tiles);
        harness.files("1a", "hamming() with file inputs", METRIC_FILES, hamming);
        harness.random("1b", "hamming() with random n-by-n boards", LARGE, hamming);
        SliderBoardHarness.Check manhattan = tiles -> SliderBoardProbe.checkOne("manhattan()", make(tiles), tiles);
        harness.files("2a", "manhattan() with file inputs", METRIC_FILES, manhattan);
        harness.random("2b", "manhattan() with random n-by-n boards", LARGE, manhattan);
        harness.random("3", "dimension() with random n-by-n boards", DIMENSION,
                tiles -> SliderBoardProbe.checkOne("dimension()", make(tiles), tiles));
    }

    private static void text(SliderBoardHarness harness) {
        SliderBoardHarness.Check text = tiles -> SliderBoardProbe.checkText(make(tiles), tiles);
        harness.files("4a", "toString() with file inputs", BOARD_FILES, text);
        harness.random("4b", "toString() with random n-by-n boards", LARGE, text);
    }

    private static void neighbors(SliderBoardHarness harness) {
        SliderBoardHarness.Check once = tiles -> SliderBoardProbe.checkNeighbors(make(tiles), tiles);
        harness.files("5a", "neighbors() with file inputs", BOARD_FILES, once);
        harness.random("5b", "neighbors() with random n-by-n boards", LARGE, once);
        SliderBoardHarness.Check twice = SliderBoardTests::neighborsOfNeighbors;
        harness.files("6a", "neighbors() of neighbors() with file inputs", BOARD_FILES, twice);
        harness.random("6b", "neighbors() of neighbors() with random n-by-n boards", SMALL, twice);
    }

    private static void twin(SliderBoardHarness harness) {
        SliderBoardHarness.Check twin = tiles -> SliderBoardProbe.checkTwin(make(tiles), tiles);
        harness.files("7a", "twin() with file inputs", BOARD_FILES, twin);
        harness.random("7b", "twin() with random n-by-n boards", SMALL, twin);
    }

    private static void goal(SliderBoardHarness harness) {
        SliderBoardHarness.Check goal = tiles -> SliderBoardProbe.checkGoal(make(tiles), tiles);
        harness.files("8a", "isGoal() with file inputs", GOAL_FILES, goal);
        List<String> inputs = List.of("n-by-n goal boards, n = 2, 3, 4, 5, 6 and 100",
                "the same boards with their first two tiles exchanged");
        harness.test("8b", "isGoal() with n-by-n goal boards", inputs, () -> {
            for (int n : GOALS) {
                harness.at("failed on the " + n + "-by-" + n + " goal board");
                goal.check(SliderGrid.goal(n));
                // Not in the assignment's test, but an isGoal() that only looks for the blank passes without it.
                harness.at("failed on the " + n + "-by-" + n + " goal board with its first two tiles exchanged");
                goal.check(SliderGrid.twin(SliderGrid.goal(n)));
            }
        });
    }

    /**
     * Asks every neighbour for its neighbours, then reads all of them, the first ones last: a Board whose
     * neighbours share an array with it or with each other shows a changed board by then.
     */
    private static void neighborsOfNeighbors(int[][] tiles) {
        List<Board> first = SliderBoardProbe.neighbors(make(tiles));
        List<Board> second = new ArrayList<>();
        for (Board neighbor : first) second.addAll(SliderBoardProbe.neighbors(neighbor));
        List<int[][]> expected = new ArrayList<>();
        for (int[][] neighbor : SliderGrid.neighbors(tiles)) expected.addAll(SliderGrid.neighbors(neighbor));
        if (second.size() != expected.size()) {
            throw new SliderBoardFailure("incorrect number of neighbors of neighbors",
                    "number of neighbors of neighbors from student: " + second.size(),
                    "number of neighbors of neighbors in reference: " + expected.size(),
                    "neighbors of neighbors of this board:").with(SliderGrid.show(tiles));
        }
        List<int[][]> student = SliderBoardProbe.readAll(second, "a neighbor of a neighbor");
        SliderBoardFailure failure = SliderBoardProbe.difference(student, expected, "neighbor of a neighbor");
        if (failure != null) throw failure.with("neighbors of neighbors of this board:").with(SliderGrid.show(tiles));
        List<int[][]> again = SliderBoardProbe.readAll(first, "a board returned by neighbors()");
        failure = SliderBoardProbe.difference(again, SliderGrid.neighbors(tiles), "neighbor");
        if (failure == null) return;
        throw failure.with("after calling neighbors() on each neighbor, the neighbors of this board:")
                .with(SliderGrid.show(tiles));
    }

    private static Board make(int[][] tiles) {
        return SliderBoardProbe.make(tiles);
    }
}
