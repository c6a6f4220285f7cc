import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Thrown by a Board test when the student's answer is wrong; carries the detail lines the report shows
 * (without their leading "- "), so a check deep inside a loop can stop the test with a full explanation.
 */
final class SliderBoardFailure extends RuntimeException {
    private static final long serialVersionUID = 1L;

    private final List<String> lines = new ArrayList<>();

    SliderBoardFailure(String... lines) {
        super(lines.length > 0 ? lines[0] : "failed", null, false, false);
        this.lines.addAll(Arrays.asList(lines));
    }

    /** Appends more detail lines (a board's rows, say) and returns this failure for throwing. */
    SliderBoardFailure with(List<String> more) {
        lines.addAll(more);
        return this;
    }

    SliderBoardFailure with(String... more) {
        return with(Arrays.asList(more));
    }

    List<String> lines() {
        return lines;
    }
}
