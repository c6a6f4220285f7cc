import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;

/**
 * slider's own answers for the Board tests, computed on plain {@code int[][]} grids (0 is the blank),
 * so that no part of the expected answer depends on the student's Board.
 */
final class SliderGrid {
    /** Boards wider than this are not printed in failure details: they would drown the report. */
    static final int LARGEST_SHOWN = 10;

    private SliderGrid() {}

    /** Tiles out of place, the blank not counted. */
    static int hamming(int[][] tiles) {
        int n = tiles.length, out = 0;
        for (int i = 0; i < n * n; i++) {
            int tile = tiles[i / n][i % n];
            if (tile != 0 && tile != i + 1) out++;
        }
        return out;
    }

    /** Sum of each tile's row and column distance from its goal cell, the blank not counted. */
    static int manhattan(int[][] tiles) {
        int n = tiles.length, sum = 0;
        for (int i = 0; i < n * n; i++) {
            int tile = tiles[i / n][i % n];
            if (tile == 0) continue;
            sum += Math.abs((tile - 1) / n - i / n) + Math.abs((tile - 1) % n - i % n);
        }
        return sum;
    }

    static boolean isGoal(int[][] tiles) {
        return Arrays.deepEquals(tiles, goal(tiles.length));
    }

    /** 1 .. n*n-1 in row-major order, then the blank. */
    static int[][] goal(int n) {
        int[][] tiles = new int[n][n];
        for (int i = 0; i < n * n - 1; i++) tiles[i / n][i % n] = i + 1;
        return tiles;
    }

    /** A uniformly random arrangement; solvable or not, as the assignment's Board must handle both. */
    static int[][] random(Random random, int n) {
        int[] cells = new int[n * n];
        for (int i = 0; i < cells.length; i++) cells[i] = i;
        for (int i = cells.length - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            int swap = cells[i];
            cells[i] = cells[j];
            cells[j] = swap;
        }
        int[][] tiles = new int[n][n];
        for (int i = 0; i < cells.length; i++) tiles[i / n][i % n] = cells[i];
        return tiles;
    }

    /** The boards one slide of the blank away, in no particular order. */
    static List<int[][]> neighbors(int[][] tiles) {
        int n = tiles.length;
        int[] blank = blank(tiles);
        List<int[][]> out = new ArrayList<>(4);
        int[][] steps = {{-1, 0}, {1, 0}, {0, -1}, {0, 1}};
        for (int[] step : steps) {
            int row = blank[0] + step[0], col = blank[1] + step[1];
            if (row < 0 || col < 0 || row >= n || col >= n) continue;
            int[][] next = copy(tiles);
            next[blank[0]][blank[1]] = next[row][col];
            next[row][col] = 0;
            out.add(next);
        }
        return out;
    }

    /** Whether {@code other} is {@code tiles} with exactly two non-blank tiles exchanged. */
    static boolean isTwin(int[][] tiles, int[][] other) {
        int n = tiles.length;
        if (other.length != n) return false;
        List<Integer> differ = new ArrayList<>();
        for (int i = 0; i < n * n; i++) {
            if (other[i / n].length != n) return false;
            if (tiles[i / n][i % n] != other[i / n][i % n]) differ.add(i);
        }
        if (differ.size() != 2) return false;
        int p = differ.get(0), q = differ.get(1);
        int a = tiles[p / n][p % n], b = tiles[q / n][q % n];
        return a != 0 && b != 0 && other[p / n][p % n] == b && other[q / n][q % n] == a;
    }

    /** The grid with two non-blank tiles exchanged (the first two non-blank cells). */
    static int[][] twin(int[][] tiles) {
        int n = tiles.length;
        int first = tiles[0][0] != 0 ? 0 : 1, second = first + 1;
        if (tiles[second / n][second % n] == 0) second++;
        int[][] out = copy(tiles);
        out[first / n][first % n] = tiles[second / n][second % n];
        out[second / n][second % n] = tiles[first / n][first % n];
        return out;
    }

    static int[][] copy(int[][] tiles) {
        int[][] out = new int[tiles.length][];
        for (int i = 0; i < tiles.length; i++) out[i] = tiles[i].clone();
        return out;
    }

    /** A value that is equal exactly when the grids are, for counting boards in maps. */
    static String key(int[][] tiles) {
        return Arrays.deepToString(tiles);
    }

    /**
     * The assignment's text form: n, then each row with every tile right-aligned in the width of the
     * largest tile (at least 2) followed by one space.
     */
    static String text(int[][] tiles) {
        int n = tiles.length;
        int width = Math.max(2, Integer.toString(n * n - 1).length());
        StringBuilder out = new StringBuilder().append(n).append('\n');
        for (int[] row : tiles) {
            for (int tile : row) {
                String digits = Integer.toString(tile);
                for (int pad = digits.length(); pad < width; pad++) out.append(' ');
                out.append(digits).append(' ');
            }
            out.append('\n');
        }
        return out.toString();
    }

    /** The board as indented detail lines in the familiar {@code %2d } style, or suppressed when large. */
    static List<String> show(int[][] tiles) {
        List<String> lines = new ArrayList<>();
        if (tiles.length > LARGEST_SHOWN) {
            lines.add("    [suppressed]");
            return lines;
        }
        lines.add("    " + tiles.length);
        for (int[] row : tiles) {
            StringBuilder line = new StringBuilder("    ");
            for (int tile : row) line.append(String.format("%2d ", tile));
            lines.add(line.toString());
        }
        return lines;
    }

    /**
     * Reads a board back from the text a student's toString() returned: the dimension, then n*n
     * numbers; spacing and line breaks do not matter here (test 4 checks the layout).
     *
     * @throws IllegalArgumentException saying why, when the text is not a board
     */
    static int[][] parse(String text) {
        if (text == null) throw new IllegalArgumentException("toString() returned null");
        String[] tokens = text.trim().split("\\s+");
        int n = number(tokens[0], "toString() does not start with the dimension");
        if (n < 1 || n > 1000 || tokens.length != n * n + 1) {
            String count = (tokens.length - 1) + " tiles after the dimension " + n;
            throw new IllegalArgumentException("toString() has " + count);
        }
        int[][] tiles = new int[n][n];
        for (int i = 0; i < n * n; i++) {
            tiles[i / n][i % n] = number(tokens[i + 1], "toString() has a tile that is not a number");
        }
        if (!isPermutation(tiles)) {
            throw new IllegalArgumentException("toString() does not show each of 0 to " + (n * n - 1) + " once");
        }
        return tiles;
    }

    private static int number(String token, String otherwise) {
        try {
            return Integer.parseInt(token);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(otherwise, e);
        }
    }

    private static boolean isPermutation(int[][] tiles) {
        int n = tiles.length;
        boolean[] seen = new boolean[n * n];
        for (int[] row : tiles) {
            for (int tile : row) {
                if (tile < 0 || tile >= n * n || seen[tile]) return false;
                seen[tile] = true;
            }
        }
        return true;
    }

    private static int[] blank(int[][] tiles) {
        int n = tiles.length;
        for (int i = 0; i < n * n; i++) if (tiles[i / n][i % n] == 0) return new int[] {i / n, i % n};
        throw new IllegalArgumentException("no blank in " + key(tiles));
    }
}
