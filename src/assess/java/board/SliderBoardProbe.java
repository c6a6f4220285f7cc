import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The checks the Board tests share: each asks the student's Board one question, compares the answer
 * with {@link SliderGrid}'s and throws a {@link SliderBoardFailure} in the shape students know.
 * Student boards are read back through their toString(), the one view of the tiles the API gives.
 */
final class SliderBoardProbe {
    /** Every method of the API, as test 12 calls them and the failure details name them. */
    static final List<String> METHODS = List.of("dimension()", "hamming()", "manhattan()", "isGoal()",
            "toString()", "neighbors()", "twin()", "equals()");

    /** More boards than any neighbors() may return; stops reading an endless Iterable. */
    private static final int MOST_NEIGHBORS = 100;

    private SliderBoardProbe() {}

    /** A student Board of {@code tiles}, built from a copy so that nothing it does reaches slider's grid. */
    static Board make(int[][] tiles) {
        return new Board(SliderGrid.copy(tiles));
    }

    /** The tiles a student board shows in its toString(); {@code what} names the board in a failure. */
    static int[][] read(Board board, String what) {
        String text = board.toString();
        try {
            return SliderGrid.parse(text);
        } catch (IllegalArgumentException e) {
            throw new SliderBoardFailure("cannot read " + what + ": " + e.getMessage()).with(showText(text, 0));
        }
    }

    static List<int[][]> readAll(List<Board> boards, String what) {
        List<int[][]> out = new ArrayList<>(boards.size());
        for (Board board : boards) out.add(read(board, what));
        return out;
    }

    /** The boards neighbors() returns, in its order; null, null boards and endless lists fail. */
    static List<Board> neighbors(Board board) {
        Iterable<Board> boards = board.neighbors();
        if (boards == null) throw new SliderBoardFailure("neighbors() returned null");
        List<Board> out = new ArrayList<>();
        for (Board neighbor : boards) {
            if (neighbor == null) throw new SliderBoardFailure("neighbors() returned a null board");
            if (out.size() == MOST_NEIGHBORS) {
                throw new SliderBoardFailure("neighbors() returned more than " + MOST_NEIGHBORS + " boards");
            }
            out.add(neighbor);
        }
        return out;
    }

    /** Fails with both answers and the board when an int-valued method disagrees with the reference. */
    static void compare(String method, int student, int reference, int[][] tiles) {
        if (student == reference) return;
        throw new SliderBoardFailure("student " + method + " = " + student, "reference " + method + " = " + reference)
                .with(SliderGrid.show(tiles));
    }

    static void checkGoal(Board board, int[][] tiles) {
        boolean student = board.isGoal(), reference = SliderGrid.isGoal(tiles);
        if (student == reference) return;
        throw new SliderBoardFailure("isGoal() returns wrong answer", "student isGoal() = " + student,
                "reference isGoal() = " + reference).with(SliderGrid.show(tiles));
    }

    /** toString() must show n alone on the first line and one row a line; spacing is the student's choice. */
    static void checkText(Board board, int[][] tiles) {
        String text = board.toString();
        if (layoutMatches(text, tiles)) return;
        throw new SliderBoardFailure("student toString() is not the board's text", "student toString():")
                .with(showText(text, tiles.length))
                .with("reference toString():")
                .with(showText(SliderGrid.text(tiles), tiles.length));
    }

    /** neighbors() must return the reference's boards, in any order, each once. */
    static void checkNeighbors(Board board, int[][] tiles) {
        List<int[][]> student = readAll(neighbors(board), "a board returned by neighbors()");
        SliderBoardFailure failure = difference(student, SliderGrid.neighbors(tiles), "neighbor");
        if (failure != null) throw failure.with("neighbors of this board:").with(SliderGrid.show(tiles));
    }

    /** twin() must return the board with two non-blank tiles exchanged. */
    static void checkTwin(Board board, int[][] tiles) {
        Board twin = board.twin();
        if (twin == null) throw new SliderBoardFailure("twin() returned null");
        int[][] student = read(twin, "the board returned by twin()");
        if (SliderGrid.isTwin(tiles, student)) return;
        throw new SliderBoardFailure("twin() doesn't return a twin", "student twin():")
                .with(SliderGrid.show(student))
                .with("of this board:")
                .with(SliderGrid.show(tiles));
    }

    /** equals() must hold for another student Board made from the same tiles. */
    static void checkEqualsCopy(Board board, int[][] tiles) {
        if (board.equals(make(tiles))) return;
        throw new SliderBoardFailure("student equals() = false", "reference equals() = true",
                "for two boards made from the same tiles:").with(SliderGrid.show(tiles));
    }

    /** Asks one method of the API (named as in {@link #METHODS}) and checks its answer. */
    static void checkOne(String method, Board board, int[][] tiles) {
        switch (method) {
            case "dimension()": compare(method, board.dimension(), tiles.length, tiles); break;
            case "hamming()": compare(method, board.hamming(), SliderGrid.hamming(tiles), tiles); break;
            case "manhattan()": compare(method, board.manhattan(), SliderGrid.manhattan(tiles), tiles); break;
            case "isGoal()": checkGoal(board, tiles); break;
            case "toString()": checkText(board, tiles); break;
            case "neighbors()": checkNeighbors(board, tiles); break;
            case "twin()": checkTwin(board, tiles); break;
            case "equals()": checkEqualsCopy(board, tiles); break;
            default: throw new IllegalArgumentException(method);
        }
    }

    static void checkAll(Board board, int[][] tiles) {
        for (String method : METHODS) checkOne(method, board, tiles);
    }

    /**
     * The first difference between two multisets of boards, or null when they are equal, as the count of
     * entries, one missing entry and one extra entry.
     */
    static SliderBoardFailure difference(List<int[][]> student, List<int[][]> reference, String noun) {
        Map<String, Integer> unmatched = new HashMap<>();
        for (int[][] tiles : reference) unmatched.merge(SliderGrid.key(tiles), 1, Integer::sum);
        List<int[][]> extra = new ArrayList<>();
        for (int[][] tiles : student) {
            if (unmatched.merge(SliderGrid.key(tiles), -1, Integer::sum) < 0) extra.add(tiles);
        }
        List<int[][]> missing = new ArrayList<>();
        for (int[][] tiles : reference) {
            if (unmatched.merge(SliderGrid.key(tiles), -1, Integer::sum) >= 0) missing.add(tiles);
        }
        if (extra.isEmpty() && missing.isEmpty()) return null;
        SliderBoardFailure failure = new SliderBoardFailure();
        if (student.size() != reference.size()) {
            failure.with("number of entries in student solution: " + student.size(),
                    "number of entries in reference solution: " + reference.size());
        }
        if (!missing.isEmpty()) failure.with(noun + " not found by student:").with(SliderGrid.show(missing.get(0)));
        if (!extra.isEmpty()) {
            String entries = extra.size() == 1 ? " extra entry" : " extra entries";
            failure.with(extra.size() + entries + " in student solution, including:")
                    .with(SliderGrid.show(extra.get(0)));
        }
        return failure;
    }

    /** Whether {@code text} has the line structure of the board's text, whatever its spacing. */
    static boolean layoutMatches(String text, int[][] tiles) {
        if (text == null) return false;
        List<String> lines = new ArrayList<>(Arrays.asList(text.split("\r?\n", -1)));
        while (!lines.isEmpty() && lines.get(lines.size() - 1).isBlank()) lines.remove(lines.size() - 1);
        int n = tiles.length;
        if (lines.size() != n + 1 || !lines.get(0).trim().equals(Integer.toString(n))) return false;
        for (int row = 0; row < n; row++) {
            String[] tokens = lines.get(row + 1).trim().split("\\s+");
            if (tokens.length != n) return false;
            for (int col = 0; col < n; col++) {
                if (!tokens[col].equals(Integer.toString(tiles[row][col]))) return false;
            }
        }
        return true;
    }

    /** A student's text as indented detail lines, suppressed for large boards ({@code n}; 0: unknown) or long texts. */
    static List<String> showText(String text, int n) {
        if (text == null) return List.of("    null");
        String[] lines = text.split("\r?\n");
        if (n > SliderGrid.LARGEST_SHOWN || lines.length > SliderGrid.LARGEST_SHOWN + 2 || text.length() > 2000) {
            return List.of("    [suppressed]");
        }
        List<String> out = new ArrayList<>();
        for (String line : lines) out.add("    " + line);
        return out;
    }
}
