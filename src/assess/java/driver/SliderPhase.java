/**
 * One part of slider's Java assessment (Board tests, Solver tests, timing, memory), loaded by
 * {@link SliderAssess} from the class loader that holds the classes it tests.
 */
public interface SliderPhase {
    /** Runs every test of the phase, reporting each through {@code context}. */
    void run(SliderContext context) throws Exception;
}
