import edu.princeton.cs.algs4.SliderQueueLog;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.function.Function;

/**
 * slider's Solver correctness tests (section "solver"): the assessment's tests 1 to 15b, run with the
 * reference Board in place of the student's and the counting MinPQ before algs4's. Every test is
 * reported whatever happened in the others. Tests over random boards stop at the first board that
 * fails; a board that runs out of time ends its test, since the next would likely do the same. The
 * section's {@link SliderBudget} ends it early when tests keep running out of time, and a test stops
 * between boards once the section's CPU budget is spent.
 */
public final class SliderSolverTests implements SliderPhase {
    private static final String SECTION = "solver";
    private static final String[] UNSOLVABLE = {
        "puzzle2x2-unsolvable1.txt", "puzzle2x2-unsolvable2.txt", "puzzle2x2-unsolvable3.txt",
        "puzzle3x3-unsolvable1.txt", "puzzle3x3-unsolvable2.txt", "puzzle4x4-unsolvable.txt",
    };

    /** A test's work; it fills in its results. */
    private interface Body {
        void run() throws Exception;
    }

    /** Where a test's boards come from (reading a file may fail, which fails the test, not the phase). */
    private interface Source {
        List<SliderSolverCase> cases() throws Exception;
    }

    /** slider's request had no boards for a random test. */
    private static final class NoBoards extends Exception {
        private static final long serialVersionUID = 1L;

        NoBoards(String group) {
            super(group);
        }
    }

    /** One board's checks in a test: true when they passed. */
    private interface Trial {
        boolean run(SliderSolverCase c) throws SliderSolverCheck.Gone;
    }

    private SliderContext context;
    private SliderSolverCheck check;
    private SliderBudget budget;

    @Override
    public void run(SliderContext context) {
        this.context = context;
        this.check = new SliderSolverCheck(context);
        this.budget = context.budget(SECTION);
        perBoard("1", "the Solver does not change an object after inserting it into a MinPQ",
                () -> SliderSolverCase.files(context, "puzzle%02d.txt", 0, 8), r -> c -> unchangedKeys(r, c));
        pair("2a", "moves() with file inputs", "2b", "solution() with file inputs",
                () -> SliderSolverCase.files(context, "puzzle%02d.txt", 0, 13), false);
        pair("3a", "moves() with more file inputs", "3b", "solution() with more file inputs",
                () -> SliderSolverCase.files(context, "puzzle%02d.txt", 14, 31), false);
        pair("4a", "moves() with random 3-by-3 boards k moves from the goal", "4b",
                "solution() with random 3-by-3 boards k moves from the goal", () -> random("solver-4"), true);
        test("5", "two Solver objects at the same time", this::twoAtOnce);
        perBoard("6a", "isSolvable() with file inputs", () -> SliderSolverCase.files(context, "puzzle01.txt",
                "puzzle03.txt", "puzzle04.txt", "puzzle17.txt", "puzzle3x3-unsolvable1.txt",
                "puzzle3x3-unsolvable2.txt", "puzzle4x4-unsolvable.txt"), r -> c -> solvable(r, c));
        perBoard("6b", "isSolvable() with random 2-by-2 boards", () -> random("solver-6b"), r -> c -> solvable(r, c));
        pair("7", "moves() returns -1 for unsolvable boards", "8", "solution() returns null for unsolvable boards",
                () -> SliderSolverCase.files(context, UNSOLVABLE), false);
        anyOrder("9a", "methods called in any order give the same answers (solvable boards)", () -> join(
                SliderSolverCase.files(context, "puzzle3x3-%02d.txt", 0, 1),
                SliderSolverCase.files(context, "puzzle3x3-05.txt", "puzzle3x3-10.txt"), random("solver-9a")));
        anyOrder("9b", "methods called in any order give the same answers (unsolvable boards)",
                () -> join(SliderSolverCase.files(context, UNSOLVABLE), random("solver-9b")));
        equalsTests();
        test("11", "new Solver(null) throws an IllegalArgumentException", this::nullArgument);
        pair("12a", "moves() with 2-by-2 file inputs", "12b", "solution() with 2-by-2 file inputs",
                () -> SliderSolverCase.files(context, "puzzle2x2-%02d.txt", 0, 6), false);
        pair("13a", "moves() with 3-by-3 file inputs", "13b", "solution() with 3-by-3 file inputs",
                () -> SliderSolverCase.files(context, "puzzle3x3-%02d.txt", 0, 30), false);
        pair("14a", "moves() with 4-by-4 file inputs", "14b", "solution() with 4-by-4 file inputs",
                () -> SliderSolverCase.files(context, "puzzle4x4-%02d.txt", 0, 30), false);
        perBoard("15a", "moves() and solution() with random 2-by-2 boards", () -> random("solver-15a"),
                r -> c -> answers(r, c));
        perBoard("15b", "moves() and solution() with random 3-by-3, 4-by-4 and 5-by-5 boards",
                () -> random("solver-15b"), r -> c -> answers(r, c));
    }

    private void equalsTests() {
        equalsTest("10a", "Board.equals() is called (the critical optimization)", false,
                new String[] {"puzzle04.txt", "puzzle05.txt", "puzzle10.txt"}, c -> SliderCounts.equals > 0 ? null
                        : new String[] {"equals() is never called for " + c.label(),
                            "the critical optimization compares each neighbor with the board of the node's parent"});
        equalsTest("10b", "Board.equals() is called only with Board arguments", true,
                new String[] {"puzzle00.txt", "puzzle04.txt", "puzzle05.txt", "puzzle10.txt"},
                c -> SliderCounts.strangeArgument == null ? null : new String[] {"equals() is called with an argument of type "
                        + SliderCounts.strangeArgument + " for " + c.label()});
        equalsTest("10c", "Board.equals() is called only with a neighbor of a neighbor (the grandparent)", true,
                new String[] {"puzzle00.txt", "puzzle04.txt", "puzzle05.txt", "puzzle10.txt", "puzzle27.txt"},
                this::farArgument);
    }

    private String[] farArgument(SliderSolverCase c) {
        if (SliderCounts.farArgument == null) return null;
        List<String> lines = new ArrayList<>();
        lines.add("equals() is called with a board that is not a neighbor of a neighbor of the board it is called on,"
                + " for " + c.label());
        lines.add("the board:");
        lines.addAll(SliderSolverCase.boardLines(SliderCounts.farReceiver));
        lines.add("the argument:");
        lines.addAll(SliderSolverCase.boardLines(SliderCounts.farArgument));
        return lines.toArray(new String[0]);
    }

    /** Runs a one-result test. */
    private void test(String id, String title, Function<SliderSolverResult, Body> body) {
        SliderSolverResult result = new SliderSolverResult(SECTION, id, title);
        report(body.apply(result), result);
    }

    /**
     * Runs {@code body} unless the budget says not to; a failure of slider's own (a missing file) fails
     * its tests, never the phase.
     */
    private void report(Body body, SliderSolverResult... results) {
        String skip = budget.skip(-1);
        if (skip != null) {
            for (SliderSolverResult result : results) {
                result.fail(skip);
                context.report(result.finish());
            }
            return;
        }
        budget.begin();
        try {
            body.run();
        } catch (NoBoards e) {
            for (SliderSolverResult result : results) {
                result.input("no random boards were given (" + e.getMessage() + ")");
                result.fail("slider gave no boards to test");
            }
        } catch (OutOfMemoryError e) {
            // The heap ran out between the student's calls (in slider's own bookkeeping): the search
            // before filled it. The test fails; the section goes on.
            for (SliderSolverResult result : results) result.fail("the heap ran out during this test: " + e);
        } catch (Exception e) {
            for (SliderSolverResult result : results) result.fail("slider could not run this test: " + e.getMessage());
        }
        budget.end(null, -1);
        for (SliderSolverResult result : results) context.report(result.finish());
    }

    /** Test {@code a} judges moves() and {@code b} solution(), from one Solver per board. */
    private void pair(String a, String titleA, String b, String titleB, Source source, boolean byMoves) {
        SliderSolverResult ra = new SliderSolverResult(SECTION, a, titleA);
        SliderSolverResult rb = new SliderSolverResult(SECTION, b, titleB);
        report(() -> {
            List<SliderSolverCase> cases = source.cases();
            inputs(cases, byMoves, ra, rb);
            each(cases, c -> movesAndSolution(ra, rb, c), ra, rb);
        }, ra, rb);
    }

    private boolean movesAndSolution(SliderSolverResult ra, SliderSolverResult rb, SliderSolverCase c) throws SliderSolverCheck.Gone {
        Solver solver;
        int moves;
        try {
            solver = check.construct(ra, c);
            moves = check.moves(ra, c, solver);
        } catch (SliderSolverCheck.Gone gone) {
            rb.fail("solution() not called: new Solver() or moves() failed for " + c.label());
            throw gone;
        }
        boolean right = check.judgeMoves(ra, c, moves);
        return check.judgeSolution(rb, c, check.solution(rb, c, solver), moves) && right;
    }

    /** A one-result test running {@code trial} on each board of {@code source}. */
    private void perBoard(String id, String title, Source source, Function<SliderSolverResult, Trial> trial) {
        SliderSolverResult r = new SliderSolverResult(SECTION, id, title);
        report(() -> {
            List<SliderSolverCase> cases = source.cases();
            inputs(cases, false, r);
            each(cases, trial.apply(r), r);
        }, r);
    }

    private boolean answers(SliderSolverResult r, SliderSolverCase c) throws SliderSolverCheck.Gone {
        return check.answers(r, c, check.construct(r, c));
    }

    private boolean solvable(SliderSolverResult r, SliderSolverCase c) throws SliderSolverCheck.Gone {
        return check.judgeSolvable(r, c, check.isSolvable(r, c, check.construct(r, c)));
    }

    /** Test 1 on one board: the snapshots {@link SliderQueueLog} took of each key must still hold. */
    private boolean unchangedKeys(SliderSolverResult r, SliderSolverCase c) throws SliderSolverCheck.Gone {
        SliderQueueLog.reset();
        SliderQueueLog.watchChanges();
        try {
            check.moves(r, c, check.construct(r, c));
            SliderQueueLog.checkRemaining();
            String change = SliderQueueLog.firstChange();
            if (change != null) r.fail("the Solver changes " + change + " after inserting it into a MinPQ, for " + c.label());
            return change == null;
        } finally {
            SliderQueueLog.reset();
        }
    }

    private Body twoAtOnce(SliderSolverResult r) {
        return () -> {
            String[][] pairs = {{"puzzle04.txt", "puzzle04.txt"}, {"puzzle00.txt", "puzzle04.txt"}, {"puzzle04.txt", "puzzle00.txt"}};
            for (String[] names : pairs) r.input(names[0] + " and " + names[1]);
            for (String[] names : pairs) {
                SliderSolverCase first = SliderSolverCase.file(context, names[0]);
                SliderSolverCase second = SliderSolverCase.file(context, names[1]);
                try {
                    Solver one = check.construct(r, first);
                    Solver two = check.construct(r, second);
                    check.answers(r, first, one);
                    check.answers(r, second, two);
                } catch (SliderSolverCheck.Gone gone) {
                    if (gone.timedOut) return;
                } finally {
                    r.endInput();
                }
            }
        };
    }

    /** Tests 9a and 9b: moves(), isSolvable() and solution() twice each, in a random order. */
    private void anyOrder(String id, String title, Source source) {
        Random random = context.random(id.hashCode());
        perBoard(id, title, source, r -> c -> new SliderCallOrder(check, r, c, random).run());
    }

    /** Tests 10a to 10c: solves each file, then asks {@code verdict} what SliderCounts saw (null: nothing wrong). */
    private void equalsTest(String id, String title, boolean watch, String[] files, Function<SliderSolverCase, String[]> verdict) {
        perBoard(id, title, () -> SliderSolverCase.files(context, files), r -> c -> {
            SliderCounts.reset();
            SliderCounts.watching = watch;
            try {
                check.moves(r, c, check.construct(r, c));
            } finally {
                SliderCounts.watching = false;
            }
            String[] problem = verdict.apply(c);
            if (problem != null) r.fail(problem);
            return problem == null;
        });
    }

    private Body nullArgument(SliderSolverResult r) {
        return () -> {
            r.input("new Solver(null)");
            try {
                context.limited(() -> new Solver((Board) null));
                r.fail("no exception when calling constructor with a null argument");
            } catch (IllegalArgumentException expected) {
                // What the API asks for.
            } catch (SliderContext.Timeout t) {
                r.fail("new Solver(null) " + t.getMessage());
            } catch (Throwable t) {
                r.fail("throws wrong exception when calling constructor with a null argument", SliderContext.describe(t));
            }
            r.cpu(context.lastCpuNanos());
        };
    }

    /**
     * Runs {@code trial} on each board; random boards stop at the first failure, a timeout stops all, and
     * so does the section's CPU budget, once spent.
     */
    private void each(List<SliderSolverCase> cases, Trial trial, SliderSolverResult... results) {
        int randoms = (int) cases.stream().filter(SliderSolverCase::random).count();
        int index = 0;
        for (SliderSolverCase c : cases) {
            if (budget.spent()) {
                for (SliderSolverResult result : results) {
                    result.fail("the remaining inputs were not run: the section's CPU budget was spent");
                }
                return;
            }
            if (c.random()) index++;
            boolean passed;
            boolean timedOut = false;
            try {
                passed = trial.run(c);
            } catch (SliderSolverCheck.Gone gone) {
                passed = false;
                timedOut = gone.timedOut;
            }
            String stop = timedOut ? "the remaining inputs were not run"
                    : !passed && c.random() ? SliderSolverCheck.trial(index, randoms) : null;
            for (SliderSolverResult result : results) {
                if (stop != null && result.failedNow()) result.note(stop);
                result.endInput();
            }
            if (stop != null) return;
        }
    }

    private static void inputs(List<SliderSolverCase> cases, boolean byMoves, SliderSolverResult... results) {
        for (SliderSolverResult result : results) {
            for (String line : SliderSolverCase.inputLines(cases, byMoves)) result.input(line);
        }
    }

    /** A random group's boards; none (slider did not send the group) stops the test with {@link NoBoards}. */
    private List<SliderSolverCase> random(String group) throws NoBoards {
        List<SliderSolverCase> cases = SliderSolverCase.samples(context, group);
        if (cases.isEmpty()) throw new NoBoards(group);
        return cases;
    }

    @SafeVarargs
    private static List<SliderSolverCase> join(List<SliderSolverCase>... lists) {
        List<SliderSolverCase> all = new ArrayList<>();
        for (List<SliderSolverCase> list : lists) all.addAll(list);
        return all;
    }
}
