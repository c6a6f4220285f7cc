package edu.princeton.cs.algs4;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * What slider's {@link MinPQ} records about every queue a student's Solver makes: insert() and delMin()
 * calls and the sum of each queue's largest size (the timing tests' counts); on request, the queues
 * themselves (the memory phase measures them), snapshots of each inserted key's fields (Solver test 1:
 * a key must not change while it is in a queue), the sequence of operations (the trace phase) and each
 * queue's start and end (the timing phase reads the search's shape from them: {@link Shape}).
 *
 * <p>It lives beside MinPQ so that MinPQ's public API stays algs4's. Everything is static because the
 * queues are made by the student's code; the test thread writes it and the phase reads it after
 * {@code limited} has joined that thread. {@link #reset} zeroes the counts and turns every option off.
 */
public final class SliderQueueLog {
    /** One queue's entry: its number in creation order and the largest size it has had. */
    static final class Queue {
        final int id;
        int max;
        /** While shapes are watched: inserts before the first delMin, the first two keys, the last key removed. */
        long before;
        boolean started;
        Object first;
        Object second;
        Object last;

        Queue(int id) {
            this.id = id;
        }

        void reached(int size) {
            if (size <= max) return;
            maxSize += size - max;
            max = size;
        }
    }

    /** One operation: the queue's number, "insert" or "delmin", and the key as the capture made it. */
    public record Op(int queue, String op, Object key) {}

    /**
     * How one queue started and ended: the inserts before its first delMin, the first two keys inserted
     * (null when fewer), and the last key removed (null when none was).
     */
    public record Shape(long startInserts, Object first, Object second, Object lastRemoved) {}

    public static long inserts;
    public static long delMins;
    /** The sum over queues of each queue's largest size. */
    public static long maxSize;

    private static int queuesMade;
    private static List<MinPQ<?>> kept;
    private static Map<Object, Object[]> snapshots;
    private static final Map<Class<?>, Field[]> FIELDS = new HashMap<>();
    private static String changed;
    private static List<Op> ops;
    private static int opCap;
    private static boolean opsCut;
    private static Function<Object, Object> capture;
    private static List<Queue> watched;

    private SliderQueueLog() {}

    /** Zeroes the counts, forgets every queue, snapshot and operation, and turns every option off. */
    public static void reset() {
        inserts = 0;
        delMins = 0;
        maxSize = 0;
        queuesMade = 0;
        kept = null;
        snapshots = null;
        changed = null;
        ops = null;
        opsCut = false;
        capture = null;
        watched = null;
    }

    /** From now on, notes how each queue starts and ends (a few references a queue). */
    public static void watchShapes() {
        watched = new ArrayList<>();
    }

    /** The queues made since {@link #watchShapes}, in creation order, as they started and ended. */
    public static List<Shape> shapes() {
        List<Shape> shapes = new ArrayList<>();
        if (watched == null) return shapes;
        for (Queue q : watched) shapes.add(new Shape(q.before, q.first, q.second, q.last));
        return shapes;
    }

    /** Keeps every queue made from now on, so it can be measured after the Solver has dropped it. */
    public static void keepQueues() {
        kept = new ArrayList<>();
    }

    /** The queues kept since {@link #keepQueues}, in creation order. */
    public static List<MinPQ<?>> queues() {
        return kept == null ? Collections.emptyList() : kept;
    }

    /** The largest size {@code queue} has had. */
    public static int maxSize(MinPQ<?> queue) {
        Queue entry = queue.sliderEntry();
        return entry == null ? queue.size() : entry.max;
    }

    /** Whether {@code object} is slider's bookkeeping, which memory measurements leave out. */
    public static boolean isInstrumentation(Object object) {
        return object instanceof Queue;
    }

    /** From now on, snapshots each inserted key's fields and compares them when the key leaves its queue. */
    public static void watchChanges() {
        snapshots = new IdentityHashMap<>();
    }

    /** Compares the keys still in a queue with their snapshots (they never left, so were not compared yet). */
    public static void checkRemaining() {
        if (snapshots == null) return;
        for (Map.Entry<Object, Object[]> entry : snapshots.entrySet()) compare(entry.getKey(), entry.getValue());
    }

    /** The first change found, as "field f of class C", or null. */
    public static String firstChange() {
        return changed;
    }

    /**
     * From now on, records every insert and delMin, up to {@code cap} of them; {@code capture} turns each
     * key into what is kept (at the time of the operation, so later changes to the key do not show).
     */
    public static void recordOps(int cap, Function<Object, Object> capture) {
        ops = new ArrayList<>();
        opCap = cap;
        SliderQueueLog.capture = capture;
    }

    /** The operations recorded since {@link #recordOps}. */
    public static List<Op> ops() {
        return ops == null ? Collections.emptyList() : ops;
    }

    /** Whether more operations happened than the cap let through. */
    public static boolean opsCut() {
        return opsCut;
    }

    static Queue register(MinPQ<?> queue) {
        if (kept != null) kept.add(queue);
        Queue entry = new Queue(queuesMade++);
        if (watched != null) watched.add(entry);
        return entry;
    }

    static void inserting(Queue queue, Object key) {
        inserts++;
        if (watched != null && !queue.started) {
            if (queue.before == 0) queue.first = key;
            else if (queue.before == 1) queue.second = key;
            queue.before++;
        }
        if (snapshots != null && key != null) {
            Object[] before = snapshots.put(key, snapshot(key));
            if (before != null) compare(key, before);
        }
        if (ops != null) log(queue, "insert", key);
    }

    static void removed(Queue queue, Object key) {
        delMins++;
        if (watched != null) {
            queue.started = true;
            queue.last = key;
        }
        if (snapshots != null && key != null) {
            Object[] before = snapshots.remove(key);
            if (before != null) compare(key, before);
        }
        if (ops != null) log(queue, "delmin", key);
    }

    private static void log(Queue queue, String op, Object key) {
        if (ops.size() >= opCap) {
            opsCut = true;
            return;
        }
        ops.add(new Op(queue.id, op, capture == null ? key : capture.apply(key)));
    }

    /** The key's instance field values: primitives boxed, references as they are (compared by identity). */
    private static Object[] snapshot(Object key) {
        Field[] fields = fieldsOf(key.getClass());
        Object[] values = new Object[fields.length];
        for (int i = 0; i < fields.length; i++) values[i] = read(fields[i], key);
        return values;
    }

    private static void compare(Object key, Object[] before) {
        if (changed != null) return;
        Field[] fields = fieldsOf(key.getClass());
        for (int i = 0; i < fields.length; i++) {
            Object now = read(fields[i], key);
            boolean same = fields[i].getType().isPrimitive() ? now.equals(before[i]) : now == before[i];
            if (!same) {
                changed = "field " + fields[i].getName() + " of class " + key.getClass().getName();
                return;
            }
        }
    }

    private static Object read(Field field, Object key) {
        try {
            return field.get(key);
        } catch (IllegalAccessException e) {
            throw new IllegalStateException(e);
        }
    }

    /** The instance fields of {@code type} and its superclasses that reflection may read. */
    private static Field[] fieldsOf(Class<?> type) {
        Field[] known = FIELDS.get(type);
        if (known != null) return known;
        List<Field> fields = new ArrayList<>();
        for (Class<?> c = type; c != null; c = c.getSuperclass()) {
            for (Field field : c.getDeclaredFields()) {
                if (Modifier.isStatic(field.getModifiers()) || !field.trySetAccessible()) continue;
                fields.add(field);
            }
        }
        known = fields.toArray(new Field[0]);
        FIELDS.put(type, known);
        return known;
    }
}
