import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One board a Solver test runs on: a corpus file or one of the random boards slider generated, with its
 * optimal number of moves (-1: unsolvable). It knows how the board is named in a student's messages: by
 * file name, or, for a random board, by printing the board after the message.
 */
final class SliderSolverCase {
    /** The file name, or null for a random board. */
    final String file;
    final int[][] tiles;
    final int moves;

    private SliderSolverCase(String file, int[][] tiles, int moves) {
        this.file = file;
        this.tiles = tiles;
        this.moves = moves;
    }

    static SliderSolverCase file(SliderContext context, String name) throws Exception {
        return new SliderSolverCase(name, context.tiles(name), context.expectedMoves(name));
    }

    /** The files {@code String.format(pattern, i)} for i = first..last. */
    static List<SliderSolverCase> files(SliderContext context, String pattern, int first, int last) throws Exception {
        List<SliderSolverCase> cases = new ArrayList<>();
        for (int i = first; i <= last; i++) cases.add(file(context, String.format(pattern, i)));
        return cases;
    }

    static List<SliderSolverCase> files(SliderContext context, String... names) throws Exception {
        List<SliderSolverCase> cases = new ArrayList<>();
        for (String name : names) cases.add(file(context, name));
        return cases;
    }

    static List<SliderSolverCase> samples(SliderContext context, String group) {
        List<SliderSolverCase> cases = new ArrayList<>();
        for (SliderContext.Sample sample : context.samples(group)) {
            cases.add(new SliderSolverCase(null, sample.tiles, sample.moves));
        }
        return cases;
    }

    /**
     * The input lines a test prints for {@code cases}: each file by name, the random boards counted by
     * size (and by distance from the goal when {@code byMoves}), e.g. "1000 random 3-by-3 boards ...".
     */
    static List<String> inputLines(List<SliderSolverCase> cases, boolean byMoves) {
        List<String> lines = new ArrayList<>();
        Map<String, Integer> random = new LinkedHashMap<>();
        for (SliderSolverCase c : cases) {
            if (c.file != null) {
                lines.add(c.file);
                continue;
            }
            int n = c.tiles.length;
            String kind = "random " + n + "-by-" + n + (c.moves < 0 ? " unsolvable" : "") + " board%s";
            if (byMoves) kind += " exactly " + c.moves + (c.moves == 1 ? " move" : " moves") + " from the goal";
            random.merge(kind, 1, Integer::sum);
        }
        random.forEach((kind, count) -> lines.add(count + " " + String.format(kind, count == 1 ? "" : "s")));
        return lines;
    }

    boolean solvable() {
        return moves >= 0;
    }

    boolean random() {
        return file == null;
    }

    /** How a message names an answer for this board: "student moves() for puzzle04.txt", or just "student moves()". */
    String about(String answer) {
        return file == null ? answer : answer + " for " + file;
    }

    /** "puzzle04.txt", or "a random 3-by-3 board". */
    String label() {
        int n = tiles.length;
        return file == null ? "a random " + n + "-by-" + n + " board" : file;
    }

    /** The lines that show a random board after a message (none for a file: its name says it). */
    List<String> shown() {
        return file == null ? boardLines(new Board(tiles)) : List.of();
    }

    /** A board's text as indented detail lines. */
    static List<String> boardLines(Board board) {
        List<String> lines = new ArrayList<>();
        if (board == null) {
            lines.add("    null");
            return lines;
        }
        for (String line : board.text().split("\n")) lines.add("    " + line);
        return lines;
    }
}
