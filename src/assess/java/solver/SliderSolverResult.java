/**
 * A Solver test's result while it runs: it forwards to a {@link SliderResult}, but keeps the details of
 * only the first {@link #SHOWN} inputs that fail and then just counts the rest, so a Solver that fails
 * on every file of a test does not print thirty boards. Inputs are delimited by {@link #endInput}.
 */
final class SliderSolverResult {
    static final int SHOWN = 3;

    private final SliderResult result;
    private int failedInputs;
    private boolean failedNow;

    SliderSolverResult(String section, String id, String title) {
        result = new SliderResult(section, id, title);
    }

    void input(String line) {
        result.input(line);
    }

    /** Fails the test; the lines are kept while fewer than {@link #SHOWN} inputs have failed. */
    void fail(String... lines) {
        failedNow = true;
        if (failedInputs < SHOWN) result.fail(lines);
        else result.fail();
    }

    /** Adds lines to the current input's failure, under the same rule. */
    void detail(String... lines) {
        if (failedInputs < SHOWN) result.detail(lines);
    }

    /** Adds a line whatever happened before (why the test stopped). */
    void note(String line) {
        result.detail(line);
    }

    void cpu(long nanos) {
        result.cpu(nanos);
    }

    /** Whether the current input failed. */
    boolean failedNow() {
        return failedNow;
    }

    void endInput() {
        if (failedNow) failedInputs++;
        failedNow = false;
    }

    /** The result to report, saying how many failing inputs were left out. */
    SliderResult finish() {
        int hidden = failedInputs - SHOWN;
        if (hidden > 0) result.detail(hidden + (hidden == 1 ? " more input" : " more inputs") + " failed");
        return result;
    }
}
