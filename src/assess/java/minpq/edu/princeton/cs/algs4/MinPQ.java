package edu.princeton.cs.algs4;

import java.util.Comparator;
import java.util.Iterator;
import java.util.NoSuchElementException;

/**
 * slider's stand-in for algs4's MinPQ, put before algs4.jar on the class path when a student's Solver is
 * tested. Its public API and its heap are algs4's, operation for operation (a 1-based array that starts
 * at the initial capacity plus one, doubles when full and halves when a quarter full after delMin; swim
 * while the parent is strictly greater; sink takes the right child only when the left one is strictly
 * greater and stops when the node is not strictly greater), so a student's Solver makes the same
 * comparisons, in the same order, as it would with the real class. The only addition is one private
 * field through which {@link SliderQueueLog} counts and watches this queue's operations.
 */
public class MinPQ<Key> implements Iterable<Key> {
    private Key[] pq;
    private int n;
    private Comparator<Key> comparator;
    /** This queue's entry in the log; null for the private copies iterator() drains, which are not counted. */
    private final SliderQueueLog.Queue slider;

    @SuppressWarnings("unchecked")
    public MinPQ(int initCapacity, Comparator<Key> comparator) {
        this.comparator = comparator;
        pq = (Key[]) new Object[initCapacity + 1];
        n = 0;
        slider = SliderQueueLog.register(this);
    }

    public MinPQ(int initCapacity) {
        this(initCapacity, null);
    }

    public MinPQ() {
        this(1);
    }

    public MinPQ(Comparator<Key> comparator) {
        this(1, comparator);
    }

    /** algs4's heap construction: copy the keys, then sink every parent from the last one up. */
    @SuppressWarnings("unchecked")
    public MinPQ(Key[] keys) {
        n = keys.length;
        pq = (Key[]) new Object[keys.length + 1];
        for (int i = 0; i < n; i++) pq[i + 1] = keys[i];
        for (int k = n / 2; k >= 1; k--) sink(k);
        slider = SliderQueueLog.register(this);
        slider.reached(n);
    }

    /** An uncounted copy of {@code original}, built by inserting its keys in array order as algs4 does. */
    @SuppressWarnings("unchecked")
    private MinPQ(MinPQ<Key> original) {
        comparator = original.comparator;
        pq = (Key[]) new Object[original.n + 1];
        slider = null;
        for (int i = 1; i <= original.n; i++) push(original.pq[i]);
    }

    public boolean isEmpty() {
        return n == 0;
    }

    public int size() {
        return n;
    }

    public Key min() {
        if (isEmpty()) throw new NoSuchElementException("Priority queue underflow");
        return pq[1];
    }

    public void insert(Key x) {
        if (slider != null) SliderQueueLog.inserting(slider, x);
        push(x);
        if (slider != null) slider.reached(n);
    }

    public Key delMin() {
        if (isEmpty()) throw new NoSuchElementException("Priority queue underflow");
        Key min = pop();
        if (slider != null) SliderQueueLog.removed(slider, min);
        return min;
    }

    /** The keys in ascending order, drained from an uncounted copy (as algs4's iterator drains a copy). */
    public Iterator<Key> iterator() {
        MinPQ<Key> copy = new MinPQ<>(this);
        return new Iterator<Key>() {
            public boolean hasNext() {
                return !copy.isEmpty();
            }

            public Key next() {
                if (!hasNext()) throw new NoSuchElementException();
                return copy.pop();
            }

            public void remove() {
                throw new UnsupportedOperationException();
            }
        };
    }

    /** The instrumentation entry, for {@link SliderQueueLog}. */
    SliderQueueLog.Queue sliderEntry() {
        return slider;
    }

    private void push(Key x) {
        if (n == pq.length - 1) resize(2 * pq.length);
        pq[++n] = x;
        swim(n);
    }

    private Key pop() {
        Key min = pq[1];
        exch(1, n--);
        sink(1);
        pq[n + 1] = null;
        if (n > 0 && n == (pq.length - 1) / 4) resize(pq.length / 2);
        return min;
    }

    @SuppressWarnings("unchecked")
    private void resize(int capacity) {
        Key[] temp = (Key[]) new Object[capacity];
        for (int i = 1; i <= n; i++) temp[i] = pq[i];
        pq = temp;
    }

    private void swim(int k) {
        while (k > 1 && greater(k / 2, k)) {
            exch(k, k / 2);
            k = k / 2;
        }
    }

    private void sink(int k) {
        while (2 * k <= n) {
            int j = 2 * k;
            if (j < n && greater(j, j + 1)) j++;
            if (!greater(k, j)) break;
            exch(k, j);
            k = j;
        }
    }

    @SuppressWarnings("unchecked")
    private boolean greater(int i, int j) {
        if (comparator == null) return ((Comparable<Key>) pq[i]).compareTo(pq[j]) > 0;
        return comparator.compare(pq[i], pq[j]) > 0;
    }

    private void exch(int i, int j) {
        Key swap = pq[i];
        pq[i] = pq[j];
        pq[j] = swap;
    }
}
