import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The Board memory phase: the deep size of one student Board of each size, a random board just
 * constructed, one {@code board-memory} record per size. slider fits the polynomial in n and judges it.
 */
public final class SliderBoardMemory implements SliderPhase {
    /** The sizes the assignment measures, spread so that the n, n^2 and constant terms separate. */
    private static final int[] SIZES = {2, 3, 4, 8, 12, 16, 20, 37, 72, 120};

    @Override
    public void run(SliderContext context) {
        String absent = absence();
        for (int n : SIZES) {
            Map<String, Object> record = new LinkedHashMap<>();
            record.put("n", n);
            if (absent != null) {
                record.put("error", absent);
            } else {
                measure(context, n, record);
            }
            context.emit("board-memory", record);
        }
    }

    private static void measure(SliderContext context, int n, Map<String, Object> record) {
        int[][] tiles = SliderGrid.random(context.random(7919L * n), n);
        try {
            record.put("bytes", context.limited(() -> SliderMemory.deepSize(new Board(tiles))));
        } catch (SliderContext.Timeout t) {
            record.put("error", "Board() " + t.getMessage());
        } catch (Throwable t) {
            record.put("error", "student code threw " + SliderContext.describe(t));
        }
    }

    /** Why the agent cannot measure, or null when it can. */
    private static String absence() {
        try {
            return SliderMemory.available() ? null : "the memory agent is not loaded (no -javaagent)";
        } catch (LinkageError e) {
            // The agent's class is on the class path only when the JVM was started with its jar.
            return "the memory agent is not on the class path (" + e + ")";
        }
    }
}
