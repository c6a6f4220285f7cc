//! Builds one pattern database and prints how long each layer and the whole build took: the harness
//! for timing and profiling the build, e.g.
//! `cargo run --release -p npuzzle --example pdb_build -- 4 1 2 3 4 5 6 7 --save /tmp/pdb`.
//! With `--save DIR` the file is written there (under its usual name) so that it can be compared with
//! `cmp` against a cached one.

use std::path::PathBuf;
use std::time::Instant;

use npuzzle::PatternDb;
use npuzzle::pattern_db::{Pattern, PdbEvent};

fn main() {
    let mut args = std::env::args().skip(1);
    let n: usize = args.next().and_then(|a| a.parse().ok()).expect("usage: pdb_build N TILE... [--save DIR]");
    let (mut tiles, mut save) = (Vec::new(), None);
    while let Some(arg) = args.next() {
        if arg == "--save" {
            save = args.next().map(PathBuf::from);
        } else {
            tiles.push(arg.parse::<u16>().expect("a tile number"));
        }
    }
    let pattern = Pattern::new(n, &tiles).expect("a valid pattern");
    let started = Instant::now();
    let mut last = started;
    let db = PatternDb::build(&pattern, &mut |event| {
        if let PdbEvent::Building { layer, fraction, .. } = event {
            let now = Instant::now();
            eprintln!("layer {layer:3}: {:7.3} s, {:6.2}% of entries", (now - last).as_secs_f64(), fraction * 100.0);
            last = now;
        }
    });
    let info = db.info();
    println!(
        "pattern {pattern} on {n}x{n}: {:.3} s, peak {} MiB of marks and entries, max value {:?}",
        started.elapsed().as_secs_f64(),
        info.build_peak_bytes.unwrap_or(0) >> 20,
        info.max_value
    );
    if let Some(dir) = save {
        let path = dir.join(pattern.file_name());
        db.save(&path).expect("the file is written");
        println!("saved {}", path.display());
    }
}
