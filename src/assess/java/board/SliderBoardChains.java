import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * Board tests 13 to 17: the answers of boards the student's own Board made. A Board whose private
 * constructor copies a cached hamming() or dimension from its parent, or forgets to set it, answers
 * right for the boards slider builds and wrong for the k-th neighbour or the k-th twin.
 */
final class SliderBoardChains {
    private static final List<String> FILES = List.of("puzzle27.txt", "puzzle00.txt", "puzzle2x2-unsolvable1.txt");
    /** The steps checked: the board itself, the first two, and one far enough along for drift to add up. */
    private static final int[] CHECKED = {0, 1, 2, 13};

    /** How the chain goes from one student board to the next. */
    private interface Step {
        Board next(Board board, Random random);
    }

    private SliderBoardChains() {}

    static void run(SliderBoardHarness harness) {
        Step neighbor = SliderBoardChains::someNeighbor;
        Step twin = (board, random) -> twinOf(board);
        chain(harness, "13", "dimension() of the k-th neighbor of a board", "dimension()", "neighbors()", neighbor);
        chain(harness, "14", "hamming() of the k-th neighbor of a board", "hamming()", "neighbors()", neighbor);
        chain(harness, "15", "manhattan() of the k-th neighbor of a board", "manhattan()", "neighbors()", neighbor);
        chain(harness, "16", "hamming() of the k-th twin of a board", "hamming()", "twin()", twin);
        chain(harness, "17", "manhattan() of the k-th twin of a board", "manhattan()", "twin()", twin);
    }

    /**
     * Follows {@code step} from each file's board, checking {@code method} on the boards k steps along;
     * the reference answer is computed on the tiles the student's board shows in its toString().
     */
    private static void chain(SliderBoardHarness harness, String id, String title, String method, String call,
            Step step) {
        List<String> inputs = new ArrayList<>();
        for (String file : FILES) inputs.add(file + ", k = " + ks());
        harness.test(id, title, inputs, () -> {
            Random random = harness.random(id, 0);
            for (String file : FILES) {
                Board board = SliderBoardProbe.make(harness.tiles(file));
                int last = CHECKED[CHECKED.length - 1];
                for (int k = 0; k <= last; k++) {
                    harness.at("failed on " + file + " at k = " + k + " (" + steps(call, k) + ")");
                    if (isChecked(k)) check(method, board, k == 0 ? "the board" : "a board returned by " + call);
                    if (k < last) board = step.next(board, random);
                }
            }
        });
    }

    private static void check(String method, Board board, String what) {
        SliderBoardProbe.checkOne(method, board, SliderBoardProbe.read(board, what));
    }

    /** One of the neighbours, chosen at random so the chain wanders instead of going back and forth. */
    private static Board someNeighbor(Board board, Random random) {
        List<Board> neighbors = SliderBoardProbe.neighbors(board);
        if (neighbors.isEmpty()) throw new SliderBoardFailure("neighbors() returned no boards");
        return neighbors.get(random.nextInt(neighbors.size()));
    }

    private static Board twinOf(Board board) {
        Board twin = board.twin();
        if (twin == null) throw new SliderBoardFailure("twin() returned null");
        return twin;
    }

    private static String steps(String call, int k) {
        if (k == 0) return "the board itself";
        return call + " followed " + k + (k == 1 ? " time" : " times");
    }

    private static boolean isChecked(int k) {
        for (int checked : CHECKED) if (checked == k) return true;
        return false;
    }

    private static String ks() {
        StringBuilder out = new StringBuilder();
        for (int k : CHECKED) out.append(out.length() == 0 ? "" : ", ").append(k);
        return out.toString();
    }
}
