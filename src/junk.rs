//! [`is_junk`]: the files archivers and desktops leave behind (`__MACOSX`, `.DS_Store`, ...), which
//! no step of grading counts as a student's: submission discovery, unpacking, finding the sources.

/// Whether a directory entry is noise that archivers and desktops leave behind.
#[must_use]
pub fn is_junk(name: &str) -> bool {
    name.starts_with('.') || name == "__MACOSX" || name == "Thumbs.db" || name == "desktop.ini"
}

#[cfg(test)]
mod tests {
    use super::is_junk;

    #[test]
    fn archivers_and_desktops_leave_junk() {
        for name in ["__MACOSX", ".DS_Store", ".git", "Thumbs.db", "desktop.ini"] {
            assert!(is_junk(name), "{name}");
        }
        for name in ["Board.java", "alice", "MACOSX", "desktop.ini.bak"] {
            assert!(!is_junk(name), "{name}");
        }
    }
}
