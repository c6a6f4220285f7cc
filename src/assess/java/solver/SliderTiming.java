import edu.princeton.cs.algs4.SliderQueueLog;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * slider's timing phase: the student's Solver on each timing puzzle, with the reference Board and the
 * counting MinPQ, one "timing" record a puzzle with its answer, its CPU time and its operation counts.
 * slider compares the counts with its reference crate's; this phase only measures. The puzzles run
 * smallest first (by the reference's count) under the section's {@link SliderBudget}: after a puzzle
 * runs out of time the larger ones are not run, and so on. A puzzle that runs out of time is stopped;
 * only where the JVM cannot stop a thread (Java 20 and later) does it abort the rest of the group,
 * since the abandoned search would go on counting.
 */
public final class SliderTiming implements SliderPhase {
    @Override
    public void run(SliderContext context) throws Exception {
        SliderBudget budget = context.budget("timing");
        String aborted = null;
        for (String name : context.timingPuzzles()) {
            Map<String, Object> record = new LinkedHashMap<>();
            record.put("puzzle", name);
            String skip = aborted != null ? aborted : budget.skip(context.size(name));
            if (skip != null) {
                record.put("moves", null);
                record.put("cpu_ms", 0.0);
                record.put("counts", new LinkedHashMap<>());
                record.put("error", skip);
            } else {
                budget.begin();
                aborted = measure(context, name, record);
                budget.end(name, context.size(name));
            }
            context.emit("timing", record);
        }
    }

    /** Fills {@code record} for one puzzle; returns why the rest are not run, or null. */
    private static String measure(SliderContext context, String name, Map<String, Object> record) throws Exception {
        int[][] tiles = context.tiles(name);
        SliderCounts.reset();
        SliderQueueLog.reset();
        SliderQueueLog.watchShapes();
        Integer moves = null;
        String error = null;
        String aborted = null;
        try {
            moves = context.limited(() -> new Solver(new Board(tiles)).moves());
        } catch (SliderContext.Timeout t) {
            error = t.getMessage();
            if (Runtime.version().feature() >= 20) {
                aborted = String.format("not run: aborted after %s took more than %.1f s", name, t.seconds);
            }
        } catch (Throwable t) {
            error = SliderContext.describe(t);
        }
        record.put("moves", moves);
        record.put("cpu_ms", context.lastCpuNanos() / 1e6);
        Map<String, Object> counts = counts();
        // A search stopped part way has no end to read.
        if (error == null) SliderShape.add(counts);
        SliderQueueLog.reset();
        record.put("counts", counts);
        record.put("error", error);
        return aborted;
    }

    /** The counts since the last reset, under the names slider reads. */
    static Map<String, Object> counts() {
        Map<String, Object> counts = new LinkedHashMap<>();
        counts.put("insert", SliderQueueLog.inserts);
        counts.put("delMin", SliderQueueLog.delMins);
        counts.put("maxSize", SliderQueueLog.maxSize);
        counts.put("board", SliderCounts.boards);
        counts.put("equals", SliderCounts.equals);
        counts.put("manhattan", SliderCounts.manhattan);
        counts.put("hamming", SliderCounts.hamming);
        counts.put("toString", SliderCounts.toString);
        return counts;
    }
}
