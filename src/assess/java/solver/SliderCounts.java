/**
 * What the reference {@link Board} counts while a student's Solver runs on it: Board constructions and
 * calls of equals(), manhattan(), hamming() and toString() (the timing tests compare them with the
 * standard counts), and, while {@link #watching}, the arguments equals() received (Solver tests 10b and
 * 10c). It is a class of its own so that Board's public API stays the assignment's.
 *
 * <p>The fields are written by the test thread and read by the phase after {@code limited} has joined
 * it, so they need no synchronisation.
 */
public final class SliderCounts {
    public static long boards;
    public static long equals;
    public static long manhattan;
    public static long hamming;
    public static long toString;

    /** Whether equals() checks its arguments (costly, so only the tests that need it turn it on). */
    public static boolean watching;
    /** equals() calls with a null argument (allowed: Object.equals must answer false). */
    public static long nullArguments;
    /** The class of the first argument that was not a Board, or null. */
    public static String strangeArgument;
    /** The first Board argument that is neither the receiver's board nor two blank moves from it. */
    public static Board farArgument;
    /** The receiver of that call. */
    public static Board farReceiver;

    private SliderCounts() {}

    /** Zeroes every count and forgets what equals() received. */
    public static void reset() {
        boards = 0;
        equals = 0;
        manhattan = 0;
        hamming = 0;
        toString = 0;
        nullArguments = 0;
        strangeArgument = null;
        farArgument = null;
        farReceiver = null;
    }
}
