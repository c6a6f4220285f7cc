//! [`run_all`]: the one worker pool. Up to `jobs` threads each take the next item, work on it and
//! keep the result; results come back in item order. Grading the corpus and computing missing answers
//! both run on it.

use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

/// Runs `work` on every item on up to `jobs` threads (at least one), taking no new item once `stop`
/// is set. Returns `(index, result)` for each item whose work returned a result, in item order.
pub fn run_all<T, R>(
    items: &[T],
    jobs: usize,
    stop: &AtomicBool,
    work: impl Fn(&T) -> Option<R> + Sync,
) -> Vec<(usize, R)>
where
    T: Sync,
    R: Send,
{
    let next = AtomicUsize::new(0);
    let results = Mutex::new(Vec::with_capacity(items.len()));
    std::thread::scope(|scope| {
        for _ in 0..jobs.min(items.len()).max(1) {
            scope.spawn(|| {
                while !stop.load(Ordering::Acquire) {
                    let index = next.fetch_add(1, Ordering::Relaxed);
                    let Some(item) = items.get(index) else { break };
                    if let Some(result) = work(item) {
                        results.lock().unwrap_or_else(std::sync::PoisonError::into_inner).push((index, result));
                    }
                }
            });
        }
    });
    let mut results = results.into_inner().unwrap_or_else(std::sync::PoisonError::into_inner);
    results.sort_by_key(|(index, _)| *index);
    results
}

#[cfg(test)]
mod tests {
    use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

    use super::run_all;

    #[test]
    fn every_item_once_in_order_on_any_number_of_threads() {
        let items: Vec<u64> = (0..100).collect();
        for jobs in [0, 1, 2, 7, 500] {
            let results = run_all(&items, jobs, &AtomicBool::new(false), |&i| (i % 3 != 0).then_some(i * i));
            let expected: Vec<(usize, u64)> =
                items.iter().filter(|&&i| i % 3 != 0).map(|&i| (i as usize, i * i)).collect();
            assert_eq!(results, expected, "{jobs} jobs");
        }
    }

    #[test]
    fn a_stop_takes_no_new_item() {
        let stop = AtomicBool::new(false);
        let done = AtomicUsize::new(0);
        let results = run_all(&[(); 50], 1, &stop, |()| {
            if done.fetch_add(1, Ordering::Relaxed) == 9 {
                stop.store(true, Ordering::Release);
            }
            Some(())
        });
        assert_eq!(results.len(), 10);
    }
}
