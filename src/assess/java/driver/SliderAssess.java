import java.io.File;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * slider's Java assessment driver: one JVM runs every phase of a submission's assessment. Its one
 * argument is the request slider wrote; its results are JSON lines on standard output (what the
 * student's code prints there is discarded, so it cannot forge a result).
 *
 * <p>Request lines: {@code seed S}, {@code limit-ms L}, {@code section-budget-ms B}, {@code puzzles DIR},
 * {@code loader NAME PATH...} (a class path, entries in order), {@code file NAME MOVES},
 * {@code sample GROUP MOVES N TILES...}, {@code timing NAME SIZE}, {@code memory NAME SIZE} (SIZE: the
 * reference's inserts, by which the budgets order puzzles), {@code run LOADER CLASS} (phases, in order).
 */
public final class SliderAssess {
    private SliderAssess() {}

    public static void main(String[] args) throws IOException {
        PrintStream results = new PrintStream(new FileOutputStream(FileDescriptor.out), true, StandardCharsets.UTF_8);
        System.setOut(new PrintStream(OutputStream.nullOutputStream()));
        List<String> lines = Files.readAllLines(Paths.get(args[0]));
        Map<String, String> settings = new HashMap<>();
        Map<String, ClassLoader> loaders = new HashMap<>();
        List<String[]> runs = new ArrayList<>();
        List<String[]> rest = new ArrayList<>();
        for (String line : lines) {
            String[] words = line.trim().split("\\s+");
            switch (words[0]) {
                case "seed": case "limit-ms": case "section-budget-ms": case "puzzles": settings.put(words[0], words[1]); break;
                case "loader": loaders.put(words[1], loader(words)); break;
                case "run": runs.add(words); break;
                default: rest.add(words);
            }
        }
        SliderContext context = new SliderContext(results, Paths.get(settings.get("puzzles")),
                Long.parseLong(settings.get("limit-ms")) * 1_000_000L, Long.parseLong(settings.get("seed")));
        if (settings.containsKey("section-budget-ms")) {
            context.sectionBudget(Long.parseLong(settings.get("section-budget-ms")) * 1_000_000L);
        }
        for (String[] words : rest) read(context, words);
        for (String[] run : runs) phase(context, loaders.get(run[1]), run[2]);
        Map<String, Object> done = new LinkedHashMap<>();
        context.emit("done", done);
        System.exit(0);
    }

    private static ClassLoader loader(String[] words) throws IOException {
        URL[] urls = new URL[words.length - 2];
        for (int i = 2; i < words.length; i++) urls[i - 2] = new File(words[i]).toURI().toURL();
        return new URLClassLoader(urls, SliderAssess.class.getClassLoader());
    }

    private static void read(SliderContext context, String[] words) {
        switch (words[0]) {
            case "file": context.expect(words[1], Integer.parseInt(words[2])); break;
            case "timing": context.timingPuzzle(words[1], Long.parseLong(words[2])); break;
            case "memory": context.memoryPuzzle(words[1], Long.parseLong(words[2])); break;
            case "sample": {
                int n = Integer.parseInt(words[3]);
                int[][] tiles = new int[n][n];
                for (int i = 0; i < n * n; i++) tiles[i / n][i % n] = Integer.parseInt(words[4 + i]);
                context.sample(words[1], Integer.parseInt(words[2]), tiles);
                break;
            }
            case "": break;
            default: throw new IllegalArgumentException("unknown request line: " + String.join(" ", words));
        }
    }

    /** Runs one phase; a phase that cannot load or dies outside its tests is one "error" record. */
    private static void phase(SliderContext context, ClassLoader loader, String name) {
        Map<String, Object> error = new LinkedHashMap<>();
        error.put("phase", name);
        try {
            Class<?> type = Class.forName(name, true, loader);
            SliderPhase phase = (SliderPhase) type.getDeclaredConstructor().newInstance();
            phase.run(context);
            return;
        } catch (Throwable t) {
            Throwable cause = t.getCause() != null && t instanceof java.lang.reflect.InvocationTargetException
                    ? t.getCause() : t;
            error.put("message", SliderContext.describe(cause));
        }
        context.emit("error", error);
    }
}
