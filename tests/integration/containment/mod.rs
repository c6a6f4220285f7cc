//! Hostile solvers, each with its expected verdict and the layers of the isolation that hold it: what
//! escapes the process group, hides its CPU time or forks without end; what reads or writes what is
//! not its own, reaches the network, a Unix socket, the terminal or a keyring; what it inherits; what
//! it leaves behind (a deep tree, a full disk); the system calls it may not make; the names it chooses. Every run must get
//! its verdict within a bounded time and leave no process, no file and no cgroup behind.

mod alone;
mod ground;
mod layers;
mod names;
mod table;
