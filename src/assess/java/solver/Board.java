import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * slider's reference Board, substituted for the student's when their Solver is tested. Its public API is
 * exactly the assignment's; it is immutable, caches the Manhattan distance at construction, and behaves
 * as the Princeton reference does where the count tests can tell: the blank's neighbours come in the
 * order down, right, left, up, and the twin swaps (0,0) with (0,1) unless one of them is the blank,
 * else the last two cells of the last row. Every construction and every call of equals(), manhattan(),
 * hamming() and toString() is counted in {@link SliderCounts}. The package-private helpers let slider's
 * phases inspect boards without touching those counts.
 */
// No hashCode(): the assignment's API has none, and a Solver that hashes Boards must be tested as it
// would run against the reference (identity hashes), not rescued by ours.
@SuppressWarnings("overrides")
public final class Board {
    private final int n;
    private final int[] tiles;
    private final int blank;
    private final int manhattan;

    public Board(int[][] tiles) {
        n = tiles.length;
        this.tiles = new int[n * n];
        for (int row = 0; row < n; row++) System.arraycopy(tiles[row], 0, this.tiles, row * n, n);
        blank = indexOf(this.tiles, 0);
        manhattan = distance(this.tiles, n);
        SliderCounts.boards++;
    }

    /** A board made from this one's tiles; the caller hands over {@code tiles} and never changes it. */
    private Board(int n, int[] tiles, int blank, int manhattan) {
        this.n = n;
        this.tiles = tiles;
        this.blank = blank;
        this.manhattan = manhattan;
        SliderCounts.boards++;
    }

    @Override
    public String toString() {
        SliderCounts.toString++;
        return text();
    }

    public int dimension() {
        return n;
    }

    public int hamming() {
        SliderCounts.hamming++;
        int wrong = 0;
        for (int i = 0; i < tiles.length; i++) if (tiles[i] != 0 && tiles[i] != i + 1) wrong++;
        return wrong;
    }

    public int manhattan() {
        SliderCounts.manhattan++;
        return manhattan;
    }

    /** Every tile in place means the blank is last too, so a zero distance is the goal. */
    public boolean isGoal() {
        return manhattan == 0;
    }

    @Override
    public boolean equals(Object y) {
        SliderCounts.equals++;
        if (SliderCounts.watching) watch(y);
        if (y == this) return true;
        if (y == null || y.getClass() != Board.class) return false;
        return sameTiles((Board) y);
    }

    public Iterable<Board> neighbors() {
        int row = blank / n;
        int col = blank % n;
        List<Board> boards = new ArrayList<>(4);
        if (row < n - 1) boards.add(slide(blank + n));
        if (col < n - 1) boards.add(slide(blank + 1));
        if (col > 0) boards.add(slide(blank - 1));
        if (row > 0) boards.add(slide(blank - n));
        return boards;
    }

    public Board twin() {
        int[] copy = tiles.clone();
        if (copy[0] != 0 && copy[1] != 0) swap(copy, 0, 1);
        else swap(copy, n * n - 2, n * n - 1);
        return new Board(n, copy, blank, distance(copy, n));
    }

    /** The board text without counting a toString() call, for slider's own messages. */
    String text() {
        int width = Math.max(2, String.valueOf(n * n - 1).length());
        String cell = "%" + width + "d ";
        StringBuilder out = new StringBuilder().append(n).append('\n');
        for (int row = 0; row < n; row++) {
            for (int col = 0; col < n; col++) out.append(String.format(cell, tiles[row * n + col]));
            out.append('\n');
        }
        return out.toString();
    }

    /** The tiles in row-major order (a copy). */
    int[] rowMajor() {
        return tiles.clone();
    }

    /** Whether {@code that} has the same tiles, without counting an equals() call. */
    boolean sameTiles(Board that) {
        return that != null && n == that.n && Arrays.equals(tiles, that.tiles);
    }

    /** Whether {@code that} is one blank move from this board. */
    boolean isNeighbor(Board that) {
        if (that == null || n != that.n || !adjacent(blank, that.blank)) return false;
        int[] moved = tiles.clone();
        swap(moved, blank, that.blank);
        return Arrays.equals(moved, that.tiles);
    }

    /** The board with the blank moved to {@code target}, its distance updated by the moved tile's. */
    private Board slide(int target) {
        int tile = tiles[target];
        int[] copy = tiles.clone();
        swap(copy, blank, target);
        int change = cost(tile, blank, n) - cost(tile, target, n);
        return new Board(n, copy, target, manhattan + change);
    }

    /** Records the arguments Solver tests 10b and 10c forbid: non-Boards and boards not at the grandparent's distance. */
    private void watch(Object y) {
        if (y == null) {
            SliderCounts.nullArguments++;
        } else if (y.getClass() != Board.class) {
            if (SliderCounts.strangeArgument == null) SliderCounts.strangeArgument = y.getClass().getName();
        } else if (!sameTiles((Board) y) && !twoMovesFrom((Board) y) && SliderCounts.farArgument == null) {
            SliderCounts.farArgument = (Board) y;
            SliderCounts.farReceiver = this;
        }
    }

    /** Whether {@code that} is reached by moving this board's blank twice, through a cell next to both blanks. */
    private boolean twoMovesFrom(Board that) {
        if (n != that.n || that.blank == blank) return false;
        for (int middle = 0; middle < tiles.length; middle++) {
            if (!adjacent(blank, middle) || !adjacent(middle, that.blank)) continue;
            int[] moved = tiles.clone();
            swap(moved, blank, middle);
            swap(moved, middle, that.blank);
            if (Arrays.equals(moved, that.tiles)) return true;
        }
        return false;
    }

    private boolean adjacent(int a, int b) {
        int rows = Math.abs(a / n - b / n);
        int cols = Math.abs(a % n - b % n);
        return rows + cols == 1;
    }

    private static int distance(int[] tiles, int n) {
        int sum = 0;
        for (int i = 0; i < tiles.length; i++) if (tiles[i] != 0) sum += cost(tiles[i], i, n);
        return sum;
    }

    /** How far {@code tile} at {@code index} is from its goal cell. */
    private static int cost(int tile, int index, int n) {
        int goal = tile - 1;
        return Math.abs(goal / n - index / n) + Math.abs(goal % n - index % n);
    }

    private static int indexOf(int[] tiles, int tile) {
        for (int i = 0; i < tiles.length; i++) if (tiles[i] == tile) return i;
        return -1;
    }

    private static void swap(int[] tiles, int i, int j) {
        int t = tiles[i];
        tiles[i] = tiles[j];
        tiles[j] = t;
    }
}
