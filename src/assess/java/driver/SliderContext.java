import java.io.IOException;
import java.io.PrintStream;
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

    private final PrintStream results;
    private final Path puzzles;
    private final long limitNanos;
    private final long seed;
    private final Map<String, Integer> expected = new HashMap<>();
    private final Map<String, List<Sample>> samples = new HashMap<>();
    private final List<String> timing = new ArrayList<>();
    private final List<String> memoryPuzzles = new ArrayList<>();
    private long lastCpuNanos;

    SliderContext(PrintStream results, Path puzzles, long limitNanos, long seed) {
        this.results = results;
        this.puzzles = puzzles;
        this.limitNanos = limitNanos;
        this.seed = seed;
    }

    void expect(String name, int moves) {
        expected.put(name, moves);
    }

    void sample(String group, int moves, int[][] tiles) {
        samples.computeIfAbsent(group, g -> new ArrayList<>()).add(new Sample(moves, tiles));
    }

    void timingPuzzle(String name) {
        timing.add(name);
    }

    void memoryPuzzle(String name) {
        memoryPuzzles.add(name);
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

    /** The timing puzzles, in report order. */
    public List<String> timingPuzzles() {
        return timing;
    }

    /** The puzzles the Solver's memory is measured on. */
    public List<String> memoryPuzzles() {
        return memoryPuzzles;
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
     * time is then {@link #lastCpuNanos}. The limit is the thread's CPU time, so a busy machine does not
     * fail a student, with ten times the limit of wall-clock time as a backstop (a body that waits).
     * A body that overruns is stopped where the JVM allows it (and abandoned otherwise) and
     * {@link Timeout} is thrown; what the body throws is rethrown.
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
        worker.start();
        while (worker.isAlive()) {
            worker.join(20);
            long used = THREADS.getThreadCpuTime(worker.getId());
            if (worker.isAlive() && (used > limitNanos || System.nanoTime() > wallLimit)) {
                stop(worker);
                lastCpuNanos = Math.max(used, 0);
                throw new Timeout(limitNanos / 1e9);
            }
        }
        lastCpuNanos = cpu.get();
        Throwable t = thrown.get();
        if (t instanceof Exception) throw (Exception) t;
        if (t instanceof Error) throw (Error) t;
        return value.get();
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
