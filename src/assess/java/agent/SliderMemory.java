import java.lang.instrument.Instrumentation;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;
import java.util.function.Predicate;

/**
 * slider's memory agent: started with {@code -javaagent:agent.jar}, it keeps the JVM's Instrumentation so
 * the memory tests can ask for the deep size of a student's object, the object and everything it owns.
 */
public final class SliderMemory {
    private static volatile Instrumentation instrumentation;

    /** The reference fields of each class walked so far, superclasses' included; empty when closed. */
    private static final ClassValue<Field[]> FIELDS = new ClassValue<>() {
        @Override
        protected Field[] computeValue(Class<?> type) {
            return open(type);
        }
    };

    private SliderMemory() {}

    public static void premain(String args, Instrumentation inst) {
        instrumentation = inst;
    }

    /** Whether the JVM was started with the agent, so that {@link #deepSize} can measure. */
    public static boolean available() {
        return instrumentation != null;
    }

    /** Bytes of {@code root} and of every object reachable from it through instance fields and arrays. */
    public static long deepSize(Object root) {
        return deepSize(root, object -> false);
    }

    /**
     * Bytes of {@code root} and of every object reachable from it, leaving out (neither counting nor
     * following) the objects {@code skip} accepts and the JVM's shared objects (see {@link #isShared}).
     * Static fields are never followed: they belong to a class, not to the object.
     */
    public static long deepSize(Object root, Predicate<Object> skip) {
        Instrumentation inst = instrumentation;
        if (inst == null) throw new IllegalStateException("the memory agent is not loaded (-javaagent:agent.jar)");
        Walk walk = new Walk(skip);
        walk.offer(root);
        long bytes = 0;
        while (!walk.pending.isEmpty()) {
            Object object = walk.pending.pop();
            bytes += inst.getObjectSize(object);
            walk.offerReferences(object);
        }
        return bytes;
    }

    /** One measurement's state: the objects met so far and the stack of those still to visit. */
    private static final class Walk {
        final Predicate<Object> skip;
        final Set<Object> seen = Collections.newSetFromMap(new IdentityHashMap<>());
        final ArrayDeque<Object> pending = new ArrayDeque<>();

        Walk(Predicate<Object> skip) {
            this.skip = skip;
        }

        void offer(Object object) {
            if (object == null || isShared(object) || skip.test(object) || !seen.add(object)) return;
            pending.push(object);
        }

        /** Offers what {@code object} refers to: its array elements or its instance fields' values. */
        void offerReferences(Object object) {
            Class<?> type = object.getClass();
            if (type.isArray()) {
                if (!type.getComponentType().isPrimitive()) for (Object element : (Object[]) object) offer(element);
                return;
            }
            for (Field field : FIELDS.get(type)) {
                try {
                    offer(field.get(object));
                } catch (IllegalAccessException e) {
                    // open() opened every field it returns; if one still refuses, count what was read.
                    return;
                }
            }
        }
    }

    /**
     * Objects the JVM shares with everyone, which no measured object owns: classes and class loaders, threads, enum
     * constants and the boxed values {@code valueOf} hands out from its caches.
     */
    private static boolean isShared(Object object) {
        if (object instanceof Class || object instanceof ClassLoader || object instanceof Thread
                || object instanceof Enum) {
            return true;
        }
        if (object instanceof Integer) return object == Integer.valueOf((Integer) object);
        if (object instanceof Long) return object == Long.valueOf((Long) object);
        if (object instanceof Short) return object == Short.valueOf((Short) object);
        if (object instanceof Byte) return object == Byte.valueOf((Byte) object);
        if (object instanceof Character) return object == Character.valueOf((Character) object);
        if (object instanceof Boolean) return object == Boolean.valueOf((Boolean) object);
        return false;
    }

    /** The fields to follow; none when one cannot be opened, so such an object counts shallow. */
    private static Field[] open(Class<?> type) {
        List<Field> out = new ArrayList<>();
        for (Class<?> c = type; c != null; c = c.getSuperclass()) {
            for (Field field : c.getDeclaredFields()) {
                if (Modifier.isStatic(field.getModifiers()) || field.getType().isPrimitive()) continue;
                try {
                    field.setAccessible(true);
                } catch (RuntimeException closed) {
                    // InaccessibleObjectException: a package the JVM was not told to open.
                    return new Field[0];
                }
                out.add(field);
            }
        }
        return out.toArray(new Field[0]);
    }
}
