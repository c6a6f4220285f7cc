import java.io.IOException;
import java.io.PrintStream;
import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.Callable;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;

/**
 * What a {@link SliderPhase} sees of the assessment: the corpus and its expected answers, the boards
 * slider generated for the random tests (with their optimal move counts), a seeded random source, the
 * per-test time limit, and the stream its results go to.
 */
public final class SliderContext {
    /** A board with the optimal number of moves slider's reference found for it (-1: unsolvable). */
    public static final class Sample {
        public final int moves;
        public final int[][] tiles;

        Sample(int moves, int[][] tiles) {
            this.moves = moves;
            this.tiles = tiles;
        }
    }

    /** Thrown by {@link #limited} when the body runs past the per-test limit. */
    public static final class Timeout extends RuntimeException {
        private static final long serialVersionUID = 1L;

        public final double seconds;

        Timeout(double seconds) {
            super(String.format("took more than %.1f seconds", seconds));
            this.seconds = seconds;
        }
    }

    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();
    private static final List<GarbageCollectorMXBean> COLLECTORS = ManagementFactory.getGarbageCollectorMXBeans();

    private final PrintStream results;
    private final Path puzzles;
    private final long limitNanos;
    private final long seed;
    private final Map<String, Integer> expected = new HashMap<>();
    private final Map<String, List<Sample>> samples = new HashMap<>();
    private final List<String> timing = new ArrayList<>();
    private final List<String> memoryPuzzles = new ArrayList<>();
    private final Map<String, Long> sizes = new HashMap<>();
    private long sectionBudgetNanos = Long.MAX_VALUE;
    private long lastCpuNanos;
    private long spentNanos;
    private long timeouts;

    SliderContext(PrintStream results, Path puzzles, long limitNanos, long seed) {
        this.results = results;
        this.puzzles = puzzles;
        this.limitNanos = limitNanos;
        this.seed = seed;
    }

    void sectionBudget(long nanos) {
        sectionBudgetNanos = nanos;
    }

    void expect(String name, int moves) {
        expected.put(name, moves);
    }

    void sample(String group, int moves, int[][] tiles) {
        samples.computeIfAbsent(group, g -> new ArrayList<>()).add(new Sample(moves, tiles));
    }

    void timingPuzzle(String name, long size) {
        timing.add(name);
        sizes.put(name, size);
    }

    void memoryPuzzle(String name, long size) {
        memoryPuzzles.add(name);
        sizes.put(name, size);
    }

    /** The tiles of a corpus file, e.g. {@code tiles("puzzle04.txt")}. */
    public int[][] tiles(String name) throws IOException {
        String[] tokens = Files.readString(puzzles.resolve(name)).trim().split("\\s+");
        int n = Integer.parseInt(tokens[0]);
        int[][] tiles = new int[n][n];
        for (int i = 0; i < n * n; i++) tiles[i / n][i % n] = Integer.parseInt(tokens[i + 1]);
        return tiles;
    }

    /** The optimal number of moves of a corpus file (-1 when unsolvable). */
    public int expectedMoves(String name) {
        Integer moves = expected.get(name);
        if (moves == null) throw new IllegalStateException("slider sent no answer for " + name);
        return moves;
    }

    /** The boards slider generated for a random test, e.g. {@code samples("solver-4")}; empty if none. */
    public List<Sample> samples(String group) {
        return samples.getOrDefault(group, Collections.emptyList());
    }

    /** The timing puzzles, smallest first (by {@link #size}), so a budget can skip the larger ones. */
    public List<String> timingPuzzles() {
        return bySize(timing);
    }

    /** The puzzles the Solver's memory is measured on, smallest first. */
    public List<String> memoryPuzzles() {
        return bySize(memoryPuzzles);
    }

    /** The reference's operation count on a timing or memory puzzle (-1 when slider sent none). */
    public long size(String name) {
        return sizes.getOrDefault(name, -1L);
    }

    private List<String> bySize(List<String> names) {
        List<String> sorted = new ArrayList<>(names);
        sorted.sort(java.util.Comparator.comparingLong(this::size));
        return sorted;
    }

    /** The budgets of a section, starting now. */
    public SliderBudget budget(String section) {
        return new SliderBudget(this, section);
    }

    /** The CPU time a section's student code may take in all. */
    long sectionBudgetNanos() {
        return sectionBudgetNanos;
    }

    /** The CPU time of every {@link #limited} body so far. */
    long spentNanos() {
        return spentNanos;
    }

    /** How many {@link #limited} bodies have run out of time so far. */
    long timeouts() {
        return timeouts;
    }

    /** A random source seeded by slider, so a run can be repeated; {@code salt} tells tests apart. */
    public Random random(long salt) {
        return new Random(seed * 1_000_003L + salt);
    }

    /** The time one test may take, in nanoseconds. */
    public long limitNanos() {
        return limitNanos;
    }

    /** The CPU time the last {@link #limited} body took on its thread, in nanoseconds. */
    public long lastCpuNanos() {
        return lastCpuNanos;
    }

    /** Writes a test's result. */
    public void report(SliderResult result) {
        emit(result.record());
    }

    /** Writes any other record (timing counts, memory sizes); {@code kind} says which. */
    public void emit(String kind, Map<String, Object> fields) {
        Map<String, Object> record = new LinkedHashMap<>();
        record.put("kind", kind);
        record.putAll(fields);
        emit(record);
    }

    private void emit(Map<String, Object> record) {
        synchronized (results) {
            results.println(SliderJson.write(record));
            results.flush();
        }
    }

    /**
     * Runs {@code body} on a thread of its own within the per-test limit and returns its value; its CPU
     * time is then {@link #lastCpuNanos}. The time charged is the thread's CPU time plus the garbage
     * collector's pauses meanwhile (only the test runs, so they are its allocations' cost: a search
     * that fills the heap is stopped after its limit, not after minutes of collections). Pauses are
     * wall time, a small share of a search that does not fill the heap, so a busy machine does not
     * fail a student, with ten times the limit of wall-clock time as a backstop (a
     * body that waits). A body that overruns is stopped where the JVM allows it (and abandoned
     * otherwise) and {@link Timeout} is thrown; what the body throws is rethrown.
     */
    public <T> T limited(Callable<T> body) throws Exception {
        AtomicReference<T> value = new AtomicReference<>();
        AtomicReference<Throwable> thrown = new AtomicReference<>();
        AtomicLong cpu = new AtomicLong();
        Thread worker = new Thread(() -> {
            long start = THREADS.getCurrentThreadCpuTime();
            try {
                value.set(body.call());
            } catch (Throwable t) {
                thrown.set(t);
            } finally {
                cpu.set(THREADS.getCurrentThreadCpuTime() - start);
            }
        }, "slider-test");
        worker.setDaemon(true);
        long wallLimit = System.nanoTime() + 10 * limitNanos;
        long collected = collectorNanos();
        worker.start();
        while (worker.isAlive()) {
            worker.join(20);
            long used = THREADS.getThreadCpuTime(worker.getId()) + collectorNanos() - collected;
            if (worker.isAlive() && (used > limitNanos || System.nanoTime() > wallLimit)) {
                stop(worker);
                // Let it unwind, so its search is garbage before the next test allocates.
                joinQuietly(worker, 1000);
                lastCpuNanos = Math.max(used, 0);
                spentNanos += lastCpuNanos;
                timeouts++;
                throw new Timeout(limitNanos / 1e9);
            }
        }
        lastCpuNanos = cpu.get() + collectorNanos() - collected;
        spentNanos += lastCpuNanos;
        Throwable t = thrown.get();
        if (t instanceof Exception) throw (Exception) t;
        if (t instanceof Error) throw (Error) t;
        return value.get();
    }

    private static void joinQuietly(Thread worker, long millis) {
        try {
            worker.join(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** The garbage collectors' pauses so far, in nanoseconds. */
    private static long collectorNanos() {
        long millis = 0;
        for (GarbageCollectorMXBean collector : COLLECTORS) millis += Math.max(collector.getCollectionTime(), 0);
        return millis * 1_000_000L;
    }

    @SuppressWarnings({"deprecation", "removal"})
    private static void stop(Thread worker) {
        try {
            worker.stop();
        } catch (UnsupportedOperationException | SecurityException abandoned) {
            // Newer JVMs cannot stop a thread; it is a daemon, so it ends with the JVM.
        }
    }

    /**
     * What a student needs to see of an exception their code threw: its class, its message and the
     * first frame in their own files, e.g. {@code java.lang.NullPointerException (Solver.java:39)}.
     */
    public static String describe(Throwable t) {
        StringBuilder out = new StringBuilder(t.getClass().getName());
        if (t.getMessage() != null) out.append(": ").append(t.getMessage());
        for (StackTraceElement frame : t.getStackTrace()) {
            String file = frame.getFileName();
            if (file != null && (file.equals("Board.java") || file.equals("Solver.java"))) {
                out.append(" (").append(file).append(':').append(frame.getLineNumber()).append(')');
                break;
            }
        }
        return out.toString();
    }
}
