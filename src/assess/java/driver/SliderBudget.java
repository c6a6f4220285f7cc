import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The budgets of one section, which end hopeless work early, as the published assessment aborts a
 * group after a puzzle that took far too long. A phase asks {@link #skip} before each test and tells
 * {@link #end} after it; three rules decide:
 *
 * <ol>
 *   <li>once a test has hit the per-test limit on a puzzle, the section's larger puzzles (by the
 *       reference's operation count, which slider sends) are not run: a smaller one already took too
 *       long, and a larger one would take longer;
 *   <li>after {@link #CONSECUTIVE} tests in a row have hit the limit, the rest of the section is not run;
 *   <li>once the student's code has used the section's CPU budget, the rest of the section is not run
 *       (a test with several boards stops between boards, see {@link #spent}).
 * </ol>
 *
 * Every test not run is failed with the reason; the first time each rule applies, one "budget" record
 * says so, for the section's notes. A correct Solver hits no limit, so none of this changes its results.
 */
public final class SliderBudget {
    /** Tests in a row at the limit after which the rest of a section is not run. */
    public static final int CONSECUTIVE = 3;

    private final SliderContext context;
    private final String section;
    private final long spentAtStart;
    private long timeoutsAtTest;
    private int inARow;
    private String ended;
    private String exceeded;
    private long exceededSize = Long.MAX_VALUE;

    SliderBudget(SliderContext context, String section) {
        this.context = context;
        this.section = section;
        this.spentAtStart = context.spentNanos();
    }

    /** Why the next test, on a puzzle of the reference's size {@code size} (-1: none), is not run; null to run it. */
    public String skip(long size) {
        if (ended != null) return ended;
        if (size >= 0 && size >= exceededSize) {
            return "not run: a smaller puzzle (" + exceeded + ") already exceeded the limit";
        }
        return null;
    }

    /** Marks the start of a test. */
    public void begin() {
        timeoutsAtTest = context.timeouts();
    }

    /** Marks the end of a test on {@code puzzle} of size {@code size} (null and -1: none); true when it hit the limit. */
    public boolean end(String puzzle, long size) {
        boolean hit = context.timeouts() > timeoutsAtTest;
        inARow = hit ? inARow + 1 : 0;
        if (hit && puzzle != null && size >= 0 && size < exceededSize) {
            if (exceeded == null) announce("larger puzzles than " + puzzle + " were not run: it exceeded the limit");
            exceeded = puzzle;
            exceededSize = size;
        }
        if (ended == null && inARow >= CONSECUTIVE) {
            stop("not run: " + CONSECUTIVE + " tests in a row exceeded the limit");
        }
        if (ended == null && spent()) {
            stop(String.format("not run: the section's CPU budget of %.0f s was spent", context.sectionBudgetNanos() / 1e9));
        }
        return hit;
    }

    /** Whether the student's code has used the section's CPU budget. */
    public boolean spent() {
        return context.spentNanos() - spentAtStart >= context.sectionBudgetNanos();
    }

    private void stop(String why) {
        ended = why;
        announce("the rest of the section was not run: " + why.substring("not run: ".length()));
    }

    private void announce(String note) {
        Map<String, Object> record = new LinkedHashMap<>();
        record.put("section", section);
        record.put("note", note);
        context.emit("budget", record);
    }
}
