import edu.princeton.cs.algs4.SliderQueueLog;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.List;
import java.util.Map;

/**
 * What a search's queues say of its shape, added to a timing record's counts: how many queues it made
 * ("queues"), the most keys a queue received before its first delMin ("startInserts"), whether some
 * queue started with two keys holding the same board ("startSame": the initial board inserted twice)
 * or two different boards ("startDifferent": the board and its twin in one queue), and, where the keys'
 * boards can be read, whether some queue's last key removed holds a goal board ("goalDequeued": 0 when
 * the search stopped at a goal it enqueued). A key's board is the key itself or the first of its fields
 * that holds a reference Board, whatever the field is named. Nothing here is counted: it reads the
 * boards through Board's package-private helpers.
 */
final class SliderShape {
    private SliderShape() {}

    /** Adds the shape of the queues made since {@link SliderQueueLog#watchShapes} to {@code counts}. */
    static void add(Map<String, Object> counts) {
        List<SliderQueueLog.Shape> shapes = SliderQueueLog.shapes();
        long start = 0;
        boolean same = false;
        boolean different = false;
        boolean read = false;
        boolean goal = false;
        for (SliderQueueLog.Shape shape : shapes) {
            start = Math.max(start, shape.startInserts());
            Board first = boardOf(shape.first());
            Board second = boardOf(shape.second());
            if (first != null && second != null) {
                if (first.sameTiles(second)) same = true;
                else different = true;
            }
            Board last = boardOf(shape.lastRemoved());
            if (last != null) {
                read = true;
                goal |= last.isGoal();
            }
        }
        counts.put("queues", (long) shapes.size());
        counts.put("startInserts", start);
        counts.put("startSame", same ? 1L : 0L);
        counts.put("startDifferent", different ? 1L : 0L);
        if (read) counts.put("goalDequeued", goal ? 1L : 0L);
    }

    /** The board a queue's key holds, or null. */
    private static Board boardOf(Object key) {
        if (key == null || key instanceof Board) return (Board) key;
        for (Class<?> c = key.getClass(); c != null; c = c.getSuperclass()) {
            for (Field field : c.getDeclaredFields()) {
                if (Modifier.isStatic(field.getModifiers()) || field.getType().isPrimitive()) continue;
                if (!field.trySetAccessible()) continue;
                try {
                    if (field.get(key) instanceof Board board) return board;
                } catch (IllegalAccessException e) {
                    // Not readable after all: look further.
                }
            }
        }
        return null;
    }
}
