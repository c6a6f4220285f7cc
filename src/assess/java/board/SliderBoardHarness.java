import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * Runs each Board test the same way: its inputs listed first, its body inside the per-test limit, a
 * wrong answer, an exception or a timeout turned into a failed result, and always one record written,
 * so one test going wrong never stops the others; only the section's {@link SliderBudget} does (tests
 * that keep running out of time, or the section's CPU budget spent).
 */
final class SliderBoardHarness {
    /** A test's body, or one trial of it; it throws {@link SliderBoardFailure} on the first wrong answer. */
    interface Body {
        void run() throws Exception;
    }

    /** One check of one board, given slider's own copy of its tiles. */
    interface Check {
        void check(int[][] tiles) throws Exception;
    }

    private final SliderContext context;
    private final SliderBudget budget;
    /** Where the body is (a file, a trial), reported with a failure; written by the test's own thread. */
    private volatile String where;

    SliderBoardHarness(SliderContext context) {
        this.context = context;
        this.budget = context.budget("board");
    }

    /** Names the input the body is on now, so a failure can say where it happened. */
    void at(String place) {
        where = place;
    }

    void test(String id, String title, List<String> inputs, Body body) {
        SliderResult result = new SliderResult("board", id, title);
        for (String input : inputs) result.input(input);
        String skip = budget.skip(-1);
        if (skip != null) {
            result.fail(skip);
            context.report(result);
            return;
        }
        where = null;
        budget.begin();
        try {
            context.limited(() -> {
                body.run();
                return null;
            });
        } catch (SliderContext.Timeout t) {
            result.fail(t.getMessage());
        } catch (SliderBoardFailure f) {
            result.fail(f.lines().toArray(new String[0]));
        } catch (Throwable t) {
            // The phase's own code throws only SliderBoardFailure, so anything else came from the student's.
            result.fail("student code threw " + SliderContext.describe(t));
        }
        budget.end(null, -1);
        String place = where;
        if (!result.passed() && place != null) result.detail(place);
        result.cpu(context.lastCpuNanos());
        context.report(result);
    }

    /** A test that runs {@code check} on each corpus file in turn. */
    void files(String id, String title, List<String> files, Check check) {
        test(id, title, files, () -> {
            for (String file : files) {
                at("failed on " + file);
                check.check(tiles(file));
            }
        });
    }

    /** A test that runs {@code check} on random boards of each size, the number of trials by size. */
    void random(String id, String title, int[] sizes, Check check) {
        List<String> inputs = new ArrayList<>();
        for (int n : sizes) inputs.add(trials(n) + " " + boards(n));
        test(id, title, inputs, () -> {
            for (int n : sizes) {
                Random random = random(id, n);
                repeat(trials(n), boards(n), () -> check.check(SliderGrid.random(random, n)));
            }
        });
    }

    /** Runs {@code trial} m times, naming each for a failure as trial k of m {@code what}. */
    void repeat(int m, String what, Body trial) throws Exception {
        for (int k = 1; k <= m; k++) {
            at("failed on trial " + k + " of " + m + " " + what);
            trial.run();
        }
    }

    /** The tiles of a corpus file; a missing or malformed file fails the test and names the file. */
    int[][] tiles(String file) {
        try {
            return context.tiles(file);
        } catch (IOException | RuntimeException e) {
            throw new SliderBoardFailure("cannot read the corpus file " + file + " (" + e + ")");
        }
    }

    /** The random source of one test and size, so a run repeats with the same seed. */
    Random random(String id, int n) {
        return context.random(id.hashCode() * 1009L + n);
    }

    /** Trials per size: thorough where boards are cheap, a few where each board has thousands of tiles. */
    static int trials(int n) {
        if (n <= 5) return 1000;
        if (n <= 10) return 100;
        return 5;
    }

    static String boards(int n) {
        return "random " + n + "-by-" + n + " boards";
    }
}
