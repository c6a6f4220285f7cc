//! [`Jobs`]: the searches running now, each under the id the page gave it, so that `/api/cancel` can
//! stop one. A search checks its flag from its progress callback; the entry goes when the search ends.

use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};

use crate::serve::error::ApiError;

/// The running searches by id.
#[derive(Debug, Default)]
pub struct Jobs {
    running: Mutex<HashMap<String, Arc<AtomicBool>>>,
}

/// A running search's registration: its cancel flag, removed from [`Jobs`] when dropped.
pub struct Job<'a> {
    jobs: &'a Jobs,
    id: String,
    /// Set when the search is to stop.
    pub cancelled: Arc<AtomicBool>,
}

impl Jobs {
    /// Registers the search `id`.
    ///
    /// # Errors
    /// When a search with that id is running.
    pub fn start(&self, id: &str) -> Result<Job<'_>, ApiError> {
        let mut running = self.running.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        if running.contains_key(id) {
            return Err(ApiError::conflict(format!("a search with job id \"{id}\" is running; use another id")));
        }
        let cancelled = Arc::new(AtomicBool::new(false));
        running.insert(id.to_string(), Arc::clone(&cancelled));
        Ok(Job { jobs: self, id: id.to_string(), cancelled })
    }

    /// Asks the search `id` to stop; whether one was running.
    pub fn cancel(&self, id: &str) -> bool {
        let running = self.running.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        running.get(id).inspect(|flag| flag.store(true, Ordering::Release)).is_some()
    }
}

impl Drop for Job<'_> {
    fn drop(&mut self) {
        let mut running = self.jobs.running.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        running.remove(&self.id);
    }
}

#[cfg(test)]
mod tests {
    use std::sync::atomic::Ordering;

    use super::Jobs;

    #[test]
    fn a_job_is_cancelled_by_id_and_forgotten_when_it_ends() {
        let jobs = Jobs::default();
        let job = jobs.start("a").expect("started");
        assert!(jobs.start("a").is_err(), "an id is used once at a time");
        assert!(!jobs.cancel("b"));
        assert!(jobs.cancel("a"));
        assert!(job.cancelled.load(Ordering::Acquire));
        drop(job);
        assert!(!jobs.cancel("a"), "gone");
        assert!(jobs.start("a").is_ok(), "free again");
    }
}
