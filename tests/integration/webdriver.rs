//! Pages in a real browser: chromedriver on a free port and a headless Chromium session through
//! WebDriver (Debian's `chromium` and `chromium-driver`, which `.ci/run` installs), shared by the
//! explorer's test and the class report's.

use std::net::TcpListener;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use fantoccini::{Client, ClientBuilder};
use serde_json::{Value, json};

/// A program on the PATH.
pub fn on_path(name: &str) -> Option<PathBuf> {
    let path = std::env::var_os("PATH")?;
    std::env::split_paths(&path).map(|dir| dir.join(name)).find(|p| p.is_file())
}

/// chromedriver on a free port, stopped when dropped.
pub struct Driver {
    child: Child,
    url: String,
}

impl Driver {
    pub fn start(program: &PathBuf) -> Driver {
        let port = TcpListener::bind("127.0.0.1:0").expect("a free port").local_addr().expect("an address").port();
        let child = Command::new(program)
            .arg(format!("--port={port}"))
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("chromedriver starts");
        let started = Instant::now();
        while std::net::TcpStream::connect(("127.0.0.1", port)).is_err() {
            assert!(started.elapsed() < Duration::from_secs(20), "chromedriver did not listen");
            std::thread::sleep(Duration::from_millis(50));
        }
        Driver { child, url: format!("http://127.0.0.1:{port}") }
    }
}

impl Drop for Driver {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// A headless Chromium session of `window` size (`"1200,2400"`), with a profile of its own named
/// after `purpose`, so that tests running side by side never share one.
pub async fn browser(driver: &Driver, chromium: &Path, purpose: &str, window: &str) -> Client {
    let profile = std::env::temp_dir().join(format!("slider-{purpose}-{}", std::process::id()));
    let options = json!({
        "binary": chromium,
        "args": ["--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                 format!("--window-size={window}"), format!("--user-data-dir={}", profile.display())],
    });
    let mut capabilities = serde_json::Map::new();
    capabilities.insert("goog:chromeOptions".into(), options);
    let connector = hyper_util::client::legacy::connect::HttpConnector::new();
    ClientBuilder::new(connector).capabilities(capabilities).connect(&driver.url).await.expect("a browser session")
}

/// Evaluates `script` (a function body) until it returns something other than null or false.
pub async fn until(client: &Client, script: &str) -> Value {
    let started = Instant::now();
    loop {
        let value = client.execute(script, Vec::new()).await.expect("the script runs");
        if !value.is_null() && value != Value::Bool(false) {
            return value;
        }
        assert!(started.elapsed() < Duration::from_secs(10), "timed out waiting for: {script}");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}
