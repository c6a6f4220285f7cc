import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One test's outcome as slider reads it: its section ("board", "solver", ...), its id ("1a"), what it
 * checks, the inputs it used (printed as {@code * ...} lines) and, when it failed, the details a student
 * acts on (printed as {@code - ...} lines).
 */
public final class SliderResult {
    private final String section;
    private final String id;
    private final String title;
    private final List<String> inputs = new ArrayList<>();
    private final List<String> details = new ArrayList<>();
    private boolean passed = true;
    private long cpuNanos;

    public SliderResult(String section, String id, String title) {
        this.section = section;
        this.id = id;
        this.title = title;
    }

    /** Adds an input line ("puzzle04.txt", "1000 random 3-by-3 boards"). */
    public SliderResult input(String line) {
        inputs.add(line);
        return this;
    }

    /** Marks the test failed, with the details that say why (one string a line; more lines may follow). */
    public SliderResult fail(String... lines) {
        passed = false;
        for (String line : lines) details.add(line);
        return this;
    }

    /** Adds detail lines without changing whether the test passed. */
    public SliderResult detail(String... lines) {
        for (String line : lines) details.add(line);
        return this;
    }

    public boolean passed() {
        return passed;
    }

    /** Adds to the CPU time the test's own code took. */
    public SliderResult cpu(long nanos) {
        cpuNanos += nanos;
        return this;
    }

    Map<String, Object> record() {
        Map<String, Object> map = new LinkedHashMap<>();
        map.put("kind", "test");
        map.put("section", section);
        map.put("id", id);
        map.put("title", title);
        map.put("passed", passed);
        map.put("inputs", inputs);
        map.put("details", details);
        map.put("cpu_ms", cpuNanos / 1_000_000.0);
        return map;
    }
}
