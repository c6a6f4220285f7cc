import edu.princeton.cs.algs4.MinPQ;
import edu.princeton.cs.algs4.SliderQueueLog;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * slider's Solver memory phase: on each memory puzzle, the deep size of what the student's Solver keeps
 * after its construction (a passing one keeps its solution, a few KB; one that keeps its queues or game
 * tree keeps megabytes), and of every MinPQ it made, with the most and the last items each held. The
 * queues are kept alive by {@link SliderQueueLog} so they can be measured after the Solver dropped them.
 * slider holds the figures to its limits; this phase only measures. The puzzles run smallest first
 * under the section's {@link SliderBudget}.
 */
public final class SliderSolverMemory implements SliderPhase {
    @Override
    public void run(SliderContext context) throws Exception {
        SliderBudget budget = context.budget("solver-memory");
        for (String name : context.memoryPuzzles()) {
            Map<String, Object> record = new LinkedHashMap<>();
            record.put("puzzle", name);
            String skip = budget.skip(context.size(name));
            if (skip != null) {
                record.put("error", skip);
                context.emit("solver-memory", record);
                continue;
            }
            budget.begin();
            try {
                measure(context, name, record);
            } catch (SliderContext.Timeout t) {
                record.put("error", t.getMessage());
            } catch (Throwable t) {
                record.put("error", SliderContext.describe(t));
            } finally {
                SliderQueueLog.reset();
                budget.end(name, context.size(name));
            }
            record.putIfAbsent("error", null);
            context.emit("solver-memory", record);
        }
    }

    /** Solves the puzzle, then measures; the Solver is measured before moves() runs, as it was built. */
    private static void measure(SliderContext context, String name, Map<String, Object> record) throws Exception {
        if (!SliderMemory.available()) throw new IllegalStateException("the memory agent is not loaded");
        int[][] tiles = context.tiles(name);
        SliderCounts.reset();
        SliderQueueLog.reset();
        SliderQueueLog.keepQueues();
        Solver solver = context.limited(() -> new Solver(new Board(tiles)));
        long bytes = SliderMemory.deepSize(solver, SliderQueueLog::isInstrumentation);
        record.put("moves", context.limited(solver::moves));
        record.put("solver_bytes", bytes);
        record.put("queues", queues());
    }

    private static List<Object> queues() {
        List<Object> queues = new ArrayList<>();
        for (MinPQ<?> queue : SliderQueueLog.queues()) {
            Map<String, Object> figures = new LinkedHashMap<>();
            figures.put("deep_bytes", SliderMemory.deepSize(queue, SliderQueueLog::isInstrumentation));
            figures.put("max_size", SliderQueueLog.maxSize(queue));
            figures.put("final_size", queue.size());
            queues.add(figures);
        }
        return queues;
    }
}
