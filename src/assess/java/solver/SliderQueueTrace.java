import edu.princeton.cs.algs4.SliderQueueLog;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * slider's queue-trace phase, for the trace diff: every insert() and delMin() the student's Solver makes
 * on the first timing puzzle, as "queue-op" records (the queue's number in creation order, the
 * operation, the board in the key and the key's int fields, such as moves and priority), then one
 * "queue-trace-end" record. Keys are read when the operation happens, so a key changed later shows as
 * it was. At most {@link #CAP} operations are recorded; the end record has the operation counts of the
 * whole search (as the timing phase counts them), so caching is judged by how often manhattan() is
 * called, not by what a field is named.
 */
public final class SliderQueueTrace implements SliderPhase {
    static final int CAP = 20_000;

    @Override
    public void run(SliderContext context) throws Exception {
        String name = context.timingPuzzles().get(0);
        int[][] tiles = context.tiles(name);
        SliderCounts.reset();
        SliderQueueLog.reset();
        SliderQueueLog.recordOps(CAP, SliderQueueTrace::capture);
        Map<String, Object> end = new LinkedHashMap<>();
        end.put("puzzle", name);
        try {
            end.put("moves", context.limited(() -> new Solver(new Board(tiles)).moves()));
        } catch (SliderContext.Timeout t) {
            end.put("error", t.getMessage());
        } catch (Throwable t) {
            end.put("error", SliderContext.describe(t));
        }
        List<SliderQueueLog.Op> ops = new ArrayList<>(SliderQueueLog.ops());
        boolean cut = SliderQueueLog.opsCut();
        end.put("counts", SliderTiming.counts());
        SliderQueueLog.reset();
        for (SliderQueueLog.Op op : ops) context.emit("queue-op", record(op));
        end.put("operations", ops.size());
        end.put("truncated", cut);
        end.put("cap", CAP);
        end.putIfAbsent("error", null);
        context.emit("queue-trace-end", end);
    }

    private static Map<String, Object> record(SliderQueueLog.Op op) {
        Map<String, Object> record = new LinkedHashMap<>();
        record.put("queue", op.queue());
        record.put("op", op.op());
        record.putAll(capturedFields(op.key()));
        return record;
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> capturedFields(Object captured) {
        return (Map<String, Object>) captured;
    }

    /** What is kept of a key: "tiles" (the key's board, row-major, or null) and "ints" (its int fields). */
    static Object capture(Object key) {
        Map<String, Object> fields = new LinkedHashMap<>();
        Board board = key instanceof Board ? (Board) key : boardIn(key);
        fields.put("tiles", board == null ? null : list(board.rowMajor()));
        fields.put("ints", key instanceof Board ? new LinkedHashMap<>() : ints(key));
        return fields;
    }

    /** The first Board-typed instance field's value, searching the key's class, then its superclasses. */
    private static Board boardIn(Object key) {
        if (key == null) return null;
        for (Field field : instanceFields(key.getClass())) {
            if (field.getType() == Board.class) return (Board) read(field, key);
        }
        return null;
    }

    private static Map<String, Object> ints(Object key) {
        Map<String, Object> ints = new LinkedHashMap<>();
        if (key == null) return ints;
        for (Field field : instanceFields(key.getClass())) {
            if (field.getType() == int.class) ints.put(field.getName(), read(field, key));
        }
        return ints;
    }

    private static List<Field> instanceFields(Class<?> type) {
        List<Field> fields = new ArrayList<>();
        for (Class<?> c = type; c != null; c = c.getSuperclass()) {
            for (Field field : c.getDeclaredFields()) {
                if (!Modifier.isStatic(field.getModifiers()) && field.trySetAccessible()) fields.add(field);
            }
        }
        return fields;
    }

    private static Object read(Field field, Object key) {
        try {
            return field.get(key);
        } catch (IllegalAccessException e) {
            return null;
        }
    }

    private static List<Integer> list(int[] tiles) {
        List<Integer> out = new ArrayList<>(tiles.length);
        for (int tile : tiles) out.add(tile);
        return out;
    }
}
