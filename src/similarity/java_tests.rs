//! The Java front end, table-driven: each disguise a copy may wear leaves the tokens of a small
//! class exactly as they were; a change of what the code does changes them.

use super::tokenize;
use crate::similarity::Kind;

const ORIGINAL: &str = r#"
import java.util.ArrayList;

public class Counter {
    private final int[] cells;
    private int total;

    public Counter(int n) {
        cells = new int[n];
        for (int i = 0; i < n; i++) {
            cells[i] = i * 2;
        }
        total = sum();
    }

    // adds up the cells
    private int sum() {
        int s = 0;
        int k = 0;
        while (k < cells.length) {
            s += cells[k];
            k++;
        }
        return s;
    }

    public int total() {
        if (total > 10) return total - 10;
        else return total;
    }
}
"#;

fn kinds(source: &str) -> Vec<u8> {
    tokenize(vec![("Counter.java".to_string(), source.to_string())], Vec::new()).kinds
}

/// Each disguise, applied to [`ORIGINAL`] by hand.
const DISGUISES: [(&str, &str); 9] = [
    (
        "renamed",
        r#"
public class Counter {
    private final int[] slots;
    private int grand;
    public Counter(int size) {
        slots = new int[size];
        for (int j = 0; j < size; j++) { slots[j] = j * 2; }
        grand = addUp();
    }
    private int addUp() {
        int acc = 0;
        int p = 0;
        while (p < slots.length) { acc += slots[p]; p++; }
        return acc;
    }
    public int total() { if (grand > 10) return grand - 10; else return grand; }
}
"#,
    ),
    (
        "literals",
        r#"
public class Counter {
    private final int[] cells;
    private int total;
    public Counter(int n) {
        cells = new int[n];
        for (int i = 0x0; i < n; i++) { cells[i] = i * 0b10; }
        total = sum();
    }
    private int sum() {
        int s = 00;
        int k = 0;
        while (k < cells.length) { s += cells[k]; k++; }
        return s;
    }
    public int total() { if (total > 0xA) return total - 0xA; else return total; }
}
"#,
    ),
    (
        "comments",
        r#"
/** A counter. */
public class Counter {
    private final int[] cells; // the cells
    private int total; /* cached */
    public Counter(int n) {
        cells = new int[n]; // make them
        for (int i = 0; i < n; i++) { cells[i] = i * 2; }
        total = sum();
    }
    private int sum() {
        int s = 0;
        int k = 0;
        while (k < cells.length) { s += cells[k]; k++; } // all of them
        return s;
    }
    public int total() { if (total > 10) return total - 10; else return total; }
}
"#,
    ),
    (
        "reformatted",
        r#"
public class Counter
{
    private final int[] cells; private int total;
    public Counter(int n)
    {
        cells = new int[n];
        for (int i = 0; i < n; i++)
            cells[i] = i * 2;
        total = sum();
    }
    private int sum()
    {
        int s = 0; int k = 0;
        while (k < cells.length)
        {
            s += cells[k];
            k++;
        }
        return s;
    }
    public int total()
    {
        if (total > 10)
        {
            return total - 10;
        }
        else
        {
            return total;
        }
    }
}
"#,
    ),
    (
        "methods reordered",
        r#"
public class Counter {
    private final int[] cells;
    private int total;
    public int total() { if (total > 10) return total - 10; else return total; }
    private int sum() {
        int s = 0;
        int k = 0;
        while (k < cells.length) { s += cells[k]; k++; }
        return s;
    }
    public Counter(int n) {
        cells = new int[n];
        for (int i = 0; i < n; i++) { cells[i] = i * 2; }
        total = sum();
    }
}
"#,
    ),
    (
        "fields reordered",
        r#"
public class Counter {
    public Counter(int n) {
        cells = new int[n];
        for (int i = 0; i < n; i++) { cells[i] = i * 2; }
        total = sum();
    }
    private int total;
    private int sum() {
        int s = 0;
        int k = 0;
        while (k < cells.length) { s += cells[k]; k++; }
        return s;
    }
    private final int[] cells;
    public int total() { if (total > 10) return total - 10; else return total; }
}
"#,
    ),
    (
        "for as while, while as for",
        r#"
public class Counter {
    private final int[] cells;
    private int total;
    public Counter(int n) {
        cells = new int[n];
        int i = 0;
        while (i < n) { cells[i] = i * 2; i++; }
        total = sum();
    }
    private int sum() {
        int s = 0;
        for (int k = 0; k < cells.length; k++) { s += cells[k]; }
        return s;
    }
    public int total() { if (total > 10) return total - 10; else return total; }
}
"#,
    ),
    (
        "dead code",
        r#"
public class Counter {
    private final int[] cells;
    private int total;
    private int unusedField = 3;
    public Counter(int n) {
        int spare = 7;
        cells = new int[n];
        if (false) { System.out.println("never"); }
        for (int i = 0; i < n; i++) { cells[i] = i * 2; }
        total = sum();
    }
    private void neverCalled() { System.out.println(cells.length); }
    private int sum() {
        int s = 0;
        int k = 0;
        while (false) { k--; }
        while (k < cells.length) { s += cells[k]; k++; }
        return s;
    }
    public int total() { if (total > 10) return total - 10; else return total; }
}
"#,
    ),
    (
        "blank statements",
        r#"
public class Counter {
    private final int[] cells;;
    private int total;
    public Counter(int n) {
        ;
        cells = new int[n];
        {}
        for (int i = 0; i < n; i++) { cells[i] = i * 2; ; }
        total = sum();;
    }
    private int sum() {
        int s = 0;
        int k = 0; {}
        while (k < cells.length) { s += cells[k]; k++; ; }
        return s;
    }
    public int total() { ; if (total > 10) return total - 10; else return total; }
}
"#,
    ),
];

#[test]
fn no_disguise_changes_a_token() {
    let original = kinds(ORIGINAL);
    assert!(original.len() > 25, "the original has tokens: {original:?}");
    for (disguise, source) in DISGUISES {
        assert_eq!(kinds(source), original, "{disguise}");
    }
}

#[test]
fn a_change_of_what_the_code_does_changes_the_tokens() {
    let original = kinds(ORIGINAL);
    let changes = [
        ("a call added", ORIGINAL.replace("total = sum();", "total = sum(); System.out.println(total);")),
        (
            "a branch removed",
            ORIGINAL.replace("if (total > 10) return total - 10;\n        else return total;", "return total;"),
        ),
        ("a used field removed", ORIGINAL.replace("private int total;", "").replace("total = sum();", "")),
    ];
    for (change, source) in changes {
        assert_ne!(kinds(&source), original, "{change}");
    }
}

#[test]
fn a_file_that_does_not_parse_is_tokenized_with_a_note() {
    let broken = ORIGINAL.replace("return s;", "return s +;");
    let program = tokenize(vec![("Counter.java".to_string(), broken)], Vec::new());
    assert!(program.kinds.contains(&(Kind::Apply as u8)), "tokens made around the error");
    assert_eq!(program.notes.len(), 1, "{:?}", program.notes);
    assert!(program.notes[0].starts_with("Counter.java: does not parse at line "), "{}", program.notes[0]);
}

#[test]
fn other_languages_are_tokenized_by_their_grammars() {
    let c = "int add(int a, int b) { int s = a + b; for (int i = 0; i < 3; i++) s += i; return s; }";
    let python = "def add(a, b):\n    s = a + b\n    for i in range(3):\n        s += i\n    return s\n";
    for (name, text) in [("add.c", c), ("add.cpp", c), ("add.py", python)] {
        let program = tokenize(vec![(name.to_string(), text.to_string())], Vec::new());
        let has = |kind: Kind| program.kinds.contains(&(kind as u8));
        assert!(has(Kind::MethodBegin) && has(Kind::Loop) && has(Kind::Return), "{name}: {:?}", program.kinds);
        assert!(program.notes.is_empty(), "{name}: {:?}", program.notes);
    }
}

#[test]
fn an_empty_else_and_an_empty_initializer_are_padding() {
    let plain = "class A { int f(int x) { if (x > 0) { x--; } return x; } }";
    let padded = "class A { {} int f(int x) { if (x > 0) { x--; } else {} return x; } ; }";
    assert_eq!(kinds(padded), kinds(plain));
}

#[test]
fn a_for_each_reads_as_the_iterator_loop_it_stands_for() {
    let for_each =
        "class A { int f(java.util.List<Integer> xs) { int s = 0; for (int x : xs) { s += x; } return s; } }";
    let iterator = "class A { int f(java.util.List<Integer> xs) { int s = 0; java.util.Iterator<Integer> it = xs.iterator(); \
                    while (it.hasNext()) { int x = it.next(); s += x; } return s; } }";
    assert_eq!(kinds(for_each), kinds(iterator));
}
