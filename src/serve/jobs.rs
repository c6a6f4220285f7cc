//! [`Jobs`]: the searches running now, each under the id the page gave it (or none), so that
//! `/api/cancel` can stop one and a stopping server can stop them all. A search checks its flag from
//! its progress callback; the entry goes when the search ends.

use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};

use crate::serve::error::ApiError;

/// A search's key: the page's id, or a number for a search the page gave none.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
enum Key {
    Named(String),
    Anonymous(u64),
}

/// The running searches.
#[derive(Debug, Default)]
pub struct Jobs {
    running: Mutex<HashMap<Key, Arc<AtomicBool>>>,
    next: AtomicU64,
    stopping: AtomicBool,
}

/// A running search's registration: its cancel flag, removed from [`Jobs`] when dropped.
pub struct Job<'a> {
    jobs: &'a Jobs,
    key: Key,
    /// Set when the search is to stop.
    pub cancelled: Arc<AtomicBool>,
}

impl Jobs {
    /// Registers a search, under the page's `id` when it gave one (not empty).
    ///
    /// # Errors
    /// When a search with that id is running.
    pub fn start(&self, id: Option<&str>) -> Result<Job<'_>, ApiError> {
        let key = match id.filter(|id| !id.is_empty()) {
            Some(id) => Key::Named(id.to_string()),
            None => Key::Anonymous(self.next.fetch_add(1, Ordering::Relaxed)),
        };
        let mut running = self.lock();
        if let (true, Key::Named(id)) = (running.contains_key(&key), &key) {
            return Err(ApiError::conflict(format!("a search with job id \"{id}\" is running; use another id")));
        }
        // A search that starts while the server stops starts stopped.
        let cancelled = Arc::new(AtomicBool::new(self.stopping.load(Ordering::Acquire)));
        running.insert(key.clone(), Arc::clone(&cancelled));
        Ok(Job { jobs: self, key, cancelled })
    }

    /// Asks the search `id` to stop; whether one was running.
    pub fn cancel(&self, id: &str) -> bool {
        let running = self.lock();
        running.get(&Key::Named(id.to_string())).inspect(|flag| flag.store(true, Ordering::Release)).is_some()
    }

    /// The server stops: every search running now, and any that starts, is cancelled.
    pub fn stop_all(&self) {
        let running = self.lock();
        self.stopping.store(true, Ordering::Release);
        for flag in running.values() {
            flag.store(true, Ordering::Release);
        }
    }

    fn lock(&self) -> MutexGuard<'_, HashMap<Key, Arc<AtomicBool>>> {
        self.running.lock().unwrap_or_else(PoisonError::into_inner)
    }
}

impl Drop for Job<'_> {
    fn drop(&mut self) {
        self.jobs.lock().remove(&self.key);
    }
}

#[cfg(test)]
mod tests {
    use std::sync::atomic::Ordering;

    use super::Jobs;

    #[test]
    fn a_job_is_cancelled_by_id_and_forgotten_when_it_ends() {
        let jobs = Jobs::default();
        let job = jobs.start(Some("a")).expect("started");
        assert!(jobs.start(Some("a")).is_err(), "an id is used once at a time");
        assert!(!jobs.cancel("b"));
        assert!(jobs.cancel("a"));
        assert!(job.cancelled.load(Ordering::Acquire));
        drop(job);
        assert!(!jobs.cancel("a"), "gone");
        assert!(jobs.start(Some("a")).is_ok(), "free again");
    }

    #[test]
    fn stopping_cancels_every_search_named_or_not_and_any_that_starts() {
        let jobs = Jobs::default();
        let (named, first, second) =
            (jobs.start(Some("a")).expect("a"), jobs.start(None).expect("one"), jobs.start(Some("")).expect("two"));
        assert!(!first.cancelled.load(Ordering::Acquire) && !second.cancelled.load(Ordering::Acquire));
        jobs.stop_all();
        for job in [&named, &first, &second] {
            assert!(job.cancelled.load(Ordering::Acquire));
        }
        assert!(jobs.start(None).expect("later").cancelled.load(Ordering::Acquire), "starts cancelled");
    }
}
