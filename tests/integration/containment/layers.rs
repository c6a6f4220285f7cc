//! [`Layer`]: the parts of the isolation a test can switch off (`SLIDER_ISOLATION_WITHOUT`), which of
//! them this machine offers (read from a report), and the configurations that show which layer holds
//! a fixture: all in force, each of its layers off alone, all of them off.

/// A part of the isolation.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Layer {
    /// PID, IPC, network and mount namespaces (and a user namespace, unless the grader is root).
    Namespaces,
    /// The private view of the filesystem.
    Mounts,
    Landlock,
    Seccomp,
    Cgroup,
    /// A root grader's runs as nobody.
    RunAs,
}

impl Layer {
    pub const ALL: [Layer; 6] =
        [Layer::Namespaces, Layer::Mounts, Layer::Landlock, Layer::Seccomp, Layer::Cgroup, Layer::RunAs];

    /// Its name in `SLIDER_ISOLATION_WITHOUT`.
    pub fn name(self) -> &'static str {
        match self {
            Layer::Namespaces => "namespaces",
            Layer::Mounts => "mounts",
            Layer::Landlock => "landlock",
            Layer::Seccomp => "seccomp",
            Layer::Cgroup => "cgroup",
            Layer::RunAs => "run-as",
        }
    }

    /// The layers this machine offers, from a report's `isolation` (run with nothing switched off).
    pub fn offered(isolation: &serde_json::Value) -> Vec<Layer> {
        let on = |layer: Layer| match layer {
            Layer::Namespaces => isolation["namespaces"] == true,
            Layer::Mounts => isolation["mounts"] == true,
            Layer::Landlock => !isolation["landlock_abi"].is_null(),
            Layer::Seccomp => isolation["seccomp"] == true,
            Layer::Cgroup => !isolation["cgroup"].is_null(),
            // SAFETY: geteuid has no preconditions.
            Layer::RunAs => (unsafe { libc::geteuid() }) == 0 && isolation["uid"] != 0,
        };
        Layer::ALL.into_iter().filter(|&l| on(l)).collect()
    }
}

/// One way to run a fixture: the layers switched off, and the label that says why.
#[derive(Debug, Clone)]
pub struct Config {
    pub off: Vec<Layer>,
    pub label: String,
}

impl Config {
    /// The value of `SLIDER_ISOLATION_WITHOUT` (the private view goes with the namespaces).
    pub fn without(&self) -> String {
        let mut names: Vec<&str> = self.off.iter().map(|l| l.name()).collect();
        if self.off.contains(&Layer::Namespaces) && !self.off.contains(&Layer::Mounts) {
            names.push(Layer::Mounts.name());
        }
        names.join(",")
    }

    /// Whether `layer` is in force under this configuration on a machine offering `offered`.
    pub fn active(&self, layer: Layer, offered: &[Layer]) -> bool {
        let dependent_off = layer == Layer::Mounts && self.off.contains(&Layer::Namespaces);
        offered.contains(&layer) && !self.off.contains(&layer) && !dependent_off
    }
}

/// All layers in force; each layer of `held_by` the machine offers off alone; all of them off; and,
/// for a fixture no layer holds (the part that always holds), everything off.
pub fn configs(held_by: &[Layer], offered: &[Layer]) -> Vec<Config> {
    let mut configs = vec![Config { off: Vec::new(), label: "everything in force".into() }];
    let mine: Vec<Layer> = held_by.iter().copied().filter(|l| offered.contains(l)).collect();
    if mine.len() > 1 {
        for &layer in &mine {
            configs.push(Config { off: vec![layer], label: format!("without {}", layer.name()) });
        }
    }
    if held_by.is_empty() {
        configs.push(Config { off: Layer::ALL.to_vec(), label: "without every layer".into() });
    } else if !mine.is_empty() {
        let names: Vec<&str> = mine.iter().map(|l| l.name()).collect();
        configs.push(Config { off: mine, label: format!("without {}", names.join(", ")) });
    }
    configs
}
