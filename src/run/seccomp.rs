//! [`Filter`]: the seccomp filter every run gets last, just before exec: the system calls a solver, a
//! build or a JVM never needs and a hostile program would use to reach past its containment fail with
//! `EPERM`. The filter is compiled here, in the grader, by `seccompiler` (rust-vmm's, as Firecracker
//! uses it; no hand-assembled BPF); the child only installs it.
//!
//! Refused: tracing or reading another process (`ptrace`, `process_vm_readv`/`writev`), the kernel's
//! keyrings (`keyctl`, `add_key`, `request_key`: a key left by one run would reach the next), mounts
//! and new namespaces (`mount`, `umount2`, `pivot_root`, the new mount API, `unshare`, `setns`, `clone`
//! with a namespace flag), `bpf`, `perf_event_open`, `userfaultfd`, `io_uring` (whose operations seccomp
//! cannot see), modules and kexec, `open_by_handle_at`, and the terminal `ioctl`s that type into a
//! terminal (`TIOCSTI`, `TIOCLINUX`). `clone3` fails with `ENOSYS` instead, because its flags are out
//! of a filter's reach: C libraries then fall back to `clone`, whose flags are checked.

use std::collections::BTreeMap;

use seccompiler::{
    BpfProgram, SeccompAction, SeccompCmpArgLen, SeccompCmpOp, SeccompCondition, SeccompFilter, SeccompRule, TargetArch,
};

/// The compiled programs, installed in order.
#[derive(Debug, Clone)]
pub(crate) struct Filter {
    programs: Vec<BpfProgram>,
}

/// The system calls refused outright.
const REFUSED: &[libc::c_long] = &[
    libc::SYS_ptrace,
    libc::SYS_process_vm_readv,
    libc::SYS_process_vm_writev,
    libc::SYS_keyctl,
    libc::SYS_add_key,
    libc::SYS_request_key,
    libc::SYS_mount,
    libc::SYS_umount2,
    libc::SYS_pivot_root,
    libc::SYS_chroot,
    libc::SYS_fsopen,
    libc::SYS_fsconfig,
    libc::SYS_fsmount,
    libc::SYS_fspick,
    libc::SYS_move_mount,
    libc::SYS_open_tree,
    libc::SYS_mount_setattr,
    libc::SYS_unshare,
    libc::SYS_setns,
    libc::SYS_bpf,
    libc::SYS_perf_event_open,
    libc::SYS_userfaultfd,
    libc::SYS_io_uring_setup,
    libc::SYS_io_uring_enter,
    libc::SYS_io_uring_register,
    libc::SYS_init_module,
    libc::SYS_finit_module,
    libc::SYS_delete_module,
    libc::SYS_kexec_load,
    libc::SYS_kexec_file_load,
    libc::SYS_open_by_handle_at,
    libc::SYS_name_to_handle_at,
    libc::SYS_acct,
    libc::SYS_swapon,
    libc::SYS_swapoff,
    libc::SYS_reboot,
    libc::SYS_quotactl,
];

/// The namespace flags `clone` may not be given.
const NAMESPACE_FLAGS: [libc::c_int; 7] = [
    libc::CLONE_NEWNS,
    libc::CLONE_NEWUTS,
    libc::CLONE_NEWIPC,
    libc::CLONE_NEWUSER,
    libc::CLONE_NEWPID,
    libc::CLONE_NEWNET,
    libc::CLONE_NEWCGROUP,
];

/// The terminal requests that push input into a terminal.
const TERMINAL_REQUESTS: [u64; 2] = [0x5412 /* TIOCSTI */, 0x541C /* TIOCLINUX */];

impl Filter {
    /// The filter for this machine's architecture; `None` where `seccompiler` has no target for it.
    pub(crate) fn new() -> Option<Filter> {
        let arch = TargetArch::try_from(std::env::consts::ARCH).ok()?;
        let refused = compile(refused_rules()?, libc::EPERM, arch)?;
        let clone3 = compile(BTreeMap::from([(libc::SYS_clone3, Vec::new())]), libc::ENOSYS, arch)?;
        Some(Filter { programs: vec![clone3, refused] })
    }

    /// Installs the filter on the calling process (its children and what it execs keep it).
    ///
    /// # Safety
    /// Between fork and exec: `apply_filter` makes two system calls on memory prepared beforehand.
    pub(crate) unsafe fn install(&self) -> std::io::Result<()> {
        for program in &self.programs {
            seccompiler::apply_filter(program).map_err(|_| std::io::Error::last_os_error())?;
        }
        Ok(())
    }
}

/// Every refused call, `clone` with each namespace flag, and the terminal requests of `ioctl`.
fn refused_rules() -> Option<BTreeMap<i64, Vec<SeccompRule>>> {
    let mut rules: BTreeMap<i64, Vec<SeccompRule>> = REFUSED.iter().map(|&call| (call, Vec::new())).collect();
    let flag_rule = |flag: libc::c_int| {
        let bits = u64::from(flag.unsigned_abs());
        SeccompCondition::new(0, SeccompCmpArgLen::Qword, SeccompCmpOp::MaskedEq(bits), bits)
            .and_then(|condition| SeccompRule::new(vec![condition]))
            .ok()
    };
    rules.insert(libc::SYS_clone, NAMESPACE_FLAGS.into_iter().map(flag_rule).collect::<Option<_>>()?);
    let request_rule = |request: u64| {
        SeccompCondition::new(1, SeccompCmpArgLen::Dword, SeccompCmpOp::Eq, request)
            .and_then(|condition| SeccompRule::new(vec![condition]))
            .ok()
    };
    rules.insert(libc::SYS_ioctl, TERMINAL_REQUESTS.into_iter().map(request_rule).collect::<Option<_>>()?);
    Some(rules)
}

/// `rules` compiled to fail with `errno`, everything else allowed.
fn compile(rules: BTreeMap<i64, Vec<SeccompRule>>, errno: libc::c_int, arch: TargetArch) -> Option<BpfProgram> {
    let errno = u32::try_from(errno).ok()?;
    let filter = SeccompFilter::new(rules, SeccompAction::Allow, SeccompAction::Errno(errno), arch).ok()?;
    filter.try_into().ok()
}

#[cfg(test)]
mod tests {
    use super::Filter;

    #[test]
    fn the_filter_compiles_on_this_machine() {
        let filter = Filter::new().expect("seccompiler targets this architecture");
        assert_eq!(filter.programs.len(), 2);
        assert!(filter.programs.iter().all(|p| !p.is_empty()));
    }
}
