import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;

/**
 * Board tests 9 to 12: what must hold across boards and across calls rather than for one answer. Two
 * boards at once (static state), the equals() contract, and immutability both against the caller's
 * array and against the order the methods are called in.
 */
final class SliderBoardContract {
    private static final int[][] PAIRS = {{3, 3}, {4, 4}, {2, 2}, {3, 4}, {4, 3}};
    private static final int[][] SIZE_PAIRS = {{4, 5}, {2, 5}, {5, 3}, {2, 3}, {3, 2}};
    private static final int[] CONTRACT_SIZES = {2, 3, 4, 5};
    private static final int[] EQUALS_SIZES = {2, 3, 4, 5, 6, 7, 8, 9};
    private static final List<String> ORDER_FILES = List.of("puzzle10.txt", "puzzle20.txt", "puzzle30.txt");
    private static final int[] ORDER_SIZES = {2, 3, 4};
    /** Trials where each does many calls per board; static state and aliasing show within a few. */
    private static final int FEW = 200;
    /** Calls per board in test 12. */
    private static final int CALLS = 20;

    private SliderBoardContract() {}

    static void run(SliderBoardHarness harness) {
        twoBoards(harness);
        equalsContract(harness);
        equalsAgrees(harness);
        equalsSizes(harness);
        callerArray(harness);
        callOrder(harness);
    }

    /** Test 9: a Board kept in static fields answers for the board made last. */
    private static void twoBoards(SliderBoardHarness harness) {
        List<String> inputs = new ArrayList<>();
        for (int[] pair : PAIRS) inputs.add(FEW + " " + pairs(pair));
        harness.test("9", "two Board objects at the same time", inputs, () -> {
            for (int[] pair : PAIRS) {
                Random random = harness.random("9", pair[0] * 100 + pair[1]);
                harness.repeat(FEW, pairs(pair), () -> {
                    int[][] a = SliderGrid.random(random, pair[0]), b = SliderGrid.random(random, pair[1]);
                    Board x = SliderBoardProbe.make(a), y = SliderBoardProbe.make(b);
                    withOther(x, a, "the other board, made after this one:", b);
                    withOther(y, b, "the other board, made before this one:", a);
                });
            }
        });
    }

    private static void withOther(Board board, int[][] tiles, String label, int[][] other) {
        try {
            SliderBoardProbe.checkAll(board, tiles);
        } catch (SliderBoardFailure failure) {
            throw failure.with(label).with(SliderGrid.show(other));
        }
    }

    /** Test 10a: the rules of Object.equals(), each a call that names itself when it fails. */
    private static void equalsContract(SliderBoardHarness harness) {
        List<String> inputs = List.of("reflexive: x.equals(x)", "symmetric: x.equals(y) and y.equals(x)",
                "transitive: x.equals(y), y.equals(z) and x.equals(z)", "x.equals(null)",
                "x.equals(a String with x's text)", "x.equals(an int[][] with x's tiles)",
                "x.equals(y held in an Object variable)",
                FEW + " random n-by-n boards x = y = z and w a neighbor of x, for n = 2 to 5");
        harness.test("10a", "the equals() contract", inputs, () -> {
            for (int n : CONTRACT_SIZES) {
                Random random = harness.random("10a", n);
                harness.repeat(FEW, SliderBoardHarness.boards(n), () -> contract(SliderGrid.random(random, n), random));
            }
        });
    }

    private static void contract(int[][] tiles, Random random) {
        List<int[][]> near = SliderGrid.neighbors(tiles);
        int[][] other = near.get(random.nextInt(near.size()));
        Board x = SliderBoardProbe.make(tiles), y = SliderBoardProbe.make(tiles), z = SliderBoardProbe.make(tiles);
        Board w = SliderBoardProbe.make(other);
        Object held = y;
        Supplier<List<String>> shown = () -> boards("x, y and z:", tiles, "w:", other);
        expect("x.equals(x)", () -> x.equals(x), true, "equals() must be reflexive", shown);
        expect("x.equals(y)", () -> x.equals(y), true, "x and y have the same tiles", shown);
        expect("y.equals(x)", () -> y.equals(x), true, "equals() must be symmetric", shown);
        expect("x.equals(w)", () -> x.equals(w), false, "x and w have different tiles", shown);
        expect("w.equals(x)", () -> w.equals(x), false, "equals() must be symmetric", shown);
        expect("y.equals(z)", () -> y.equals(z), true, "y and z have the same tiles", shown);
        expect("x.equals(z)", () -> x.equals(z), true, "equals() must be transitive", shown);
        expect("x.equals(null)", () -> x.equals(null), false, "nothing equals null", shown);
        String text = SliderGrid.text(tiles);
        expect("x.equals(a String)", () -> x.equals(text), false, "a Board never equals a String", shown);
        int[][] grid = SliderGrid.copy(tiles);
        expect("x.equals(an int[][])", () -> x.equals(grid), false, "a Board never equals an int[][]", shown);
        expect("x.equals(y as an Object)", () -> x.equals(held), true,
                "equals() must override equals(Object), not overload it", shown);
    }

    /** One call of the contract; an exception it throws is a failure that names the call. */
    private static void expect(String call, BooleanSupplier student, boolean reference, String rule,
            Supplier<List<String>> shown) {
        boolean answer;
        try {
            answer = student.getAsBoolean();
        } catch (RuntimeException e) {
            throw new SliderBoardFailure("student code threw " + SliderContext.describe(e) + " in " + call)
                    .with(shown.get());
        }
        if (answer == reference) return;
        throw new SliderBoardFailure("student " + call + " = " + answer, "reference " + call + " = " + reference, rule)
                .with(shown.get());
    }

    /** Two labelled boards as detail lines. */
    private static List<String> boards(String label, int[][] tiles, String otherLabel, int[][] other) {
        List<String> lines = new ArrayList<>();
        lines.add(label);
        lines.addAll(SliderGrid.show(tiles));
        lines.add(otherLabel);
        lines.addAll(SliderGrid.show(other));
        return lines;
    }

    /** Test 10b: pairs that are equal, one move apart, one swap apart or unrelated. */
    private static void equalsAgrees(SliderBoardHarness harness) {
        List<String> inputs = new ArrayList<>();
        for (int n : EQUALS_SIZES) inputs.add(SliderBoardHarness.trials(n) + " " + pairs(new int[] {n, n}));
        harness.test("10b", "equals() with random pairs of n-by-n boards", inputs, () -> {
            for (int n : EQUALS_SIZES) {
                Random random = harness.random("10b", n);
                harness.repeat(SliderBoardHarness.trials(n), pairs(new int[] {n, n}), () -> {
                    int[][] a = SliderGrid.random(random, n);
                    equalsPair(a, partner(a, random));
                });
            }
        });
    }

    private static int[][] partner(int[][] tiles, Random random) {
        switch (random.nextInt(4)) {
            case 0: return SliderGrid.copy(tiles);
            case 1: {
                List<int[][]> near = SliderGrid.neighbors(tiles);
                return near.get(random.nextInt(near.size()));
            }
            case 2: return SliderGrid.twin(tiles);
            default: return SliderGrid.random(random, tiles.length);
        }
    }

    private static void equalsPair(int[][] a, int[][] b) {
        boolean student = SliderBoardProbe.make(a).equals(SliderBoardProbe.make(b));
        boolean reference = Arrays.deepEquals(a, b);
        if (student == reference) return;
        throw new SliderBoardFailure("student x.equals(y) = " + student, "reference x.equals(y) = " + reference)
                .with(boards("x:", a, "y:", b));
    }

    /** Test 10c: boards of different sizes, the first pair goal boards whose first tiles agree. */
    private static void equalsSizes(SliderBoardHarness harness) {
        List<String> inputs = new ArrayList<>();
        for (int[] pair : SIZE_PAIRS) inputs.add(FEW + " " + pairs(pair));
        harness.test("10c", "equals() with boards of different sizes", inputs, () -> {
            for (int[] pair : SIZE_PAIRS) {
                Random random = harness.random("10c", pair[0] * 100 + pair[1]);
                boolean[] first = {true};
                harness.repeat(FEW, pairs(pair), () -> {
                    int[][] a = first[0] ? SliderGrid.goal(pair[0]) : SliderGrid.random(random, pair[0]);
                    int[][] b = first[0] ? SliderGrid.goal(pair[1]) : SliderGrid.random(random, pair[1]);
                    first[0] = false;
                    Board x = SliderBoardProbe.make(a), y = SliderBoardProbe.make(b);
                    Supplier<List<String>> shown = () -> boards("x:", a, "y:", b);
                    expect("x.equals(y)", () -> x.equals(y), false, "boards of different sizes differ", shown);
                    expect("y.equals(x)", () -> y.equals(x), false, "boards of different sizes differ", shown);
                });
            }
        });
    }

    /** Test 11: the constructor must copy the tiles, or the caller can change the board afterwards. */
    private static void callerArray(SliderBoardHarness harness) {
        List<String> inputs = new ArrayList<>();
        for (int n : CONTRACT_SIZES) inputs.add(FEW + " " + SliderBoardHarness.boards(n));
        inputs.add("after each Board(tiles), two entries of tiles exchanged");
        harness.test("11", "changing the caller's array after construction changes nothing", inputs, () -> {
            for (int n : CONTRACT_SIZES) {
                Random random = harness.random("11", n);
                harness.repeat(FEW, SliderBoardHarness.boards(n),
                        () -> changeCallerArray(SliderGrid.random(random, n), random));
            }
        });
    }

    private static void changeCallerArray(int[][] tiles, Random random) {
        int n = tiles.length;
        int[][] array = SliderGrid.copy(tiles);
        Board board = new Board(array);
        int p = random.nextInt(n * n), q = (p + 1 + random.nextInt(n * n - 1)) % (n * n);
        array[p / n][p % n] = tiles[q / n][q % n];
        array[q / n][q % n] = tiles[p / n][p % n];
        try {
            SliderBoardProbe.checkAll(board, tiles);
        } catch (SliderBoardFailure failure) {
            throw failure.with("after the array passed to Board() changed to:").with(SliderGrid.show(array));
        }
    }

    /** Test 12: random sequences of calls on one board, each answer checked as it comes. */
    private static void callOrder(SliderBoardHarness harness) {
        List<String> inputs = new ArrayList<>(ORDER_FILES);
        for (int n : ORDER_SIZES) inputs.add(FEW + " " + SliderBoardHarness.boards(n));
        inputs.add(CALLS + " calls in a random order on each board");
        harness.test("12", "every method gives the same answer in any call order", inputs, () -> {
            Random order = harness.random("12", 0);
            for (String file : ORDER_FILES) {
                harness.at("failed on " + file);
                callInOrder(harness.tiles(file), order);
            }
            for (int n : ORDER_SIZES) {
                Random random = harness.random("12", n);
                harness.repeat(FEW, SliderBoardHarness.boards(n),
                        () -> callInOrder(SliderGrid.random(random, n), order));
            }
        });
    }

    private static void callInOrder(int[][] tiles, Random order) {
        Board board = SliderBoardProbe.make(tiles);
        List<String> calls = new ArrayList<>();
        for (int i = 0; i < CALLS; i++) {
            String method = SliderBoardProbe.METHODS.get(order.nextInt(SliderBoardProbe.METHODS.size()));
            String before = calls.isEmpty() ? "on the first call" : "after calling " + String.join(", ", calls);
            try {
                SliderBoardProbe.checkOne(method, board, tiles);
            } catch (SliderBoardFailure failure) {
                throw failure.with(before);
            } catch (RuntimeException e) {
                String thrown = "student code threw " + SliderContext.describe(e) + " in " + method;
                throw new SliderBoardFailure(thrown, before);
            }
            calls.add(method);
        }
    }

    private static String pairs(int[] pair) {
        return "random pairs of " + pair[0] + "-by-" + pair[0] + " and " + pair[1] + "-by-" + pair[1] + " boards";
    }
}
