//! `pearls bench server --spawn-nodes N`: a cluster of `pearls serve` processes started by
//! the benchmark itself (this same executable), each on a port of its own on loopback, on
//! the PostgreSQL and Redis given; and, with `--kill-node-after`, one of them killed with
//! SIGKILL in the middle of the run, as a machine that dies would be.

use crate::Failure;
use std::io::{BufRead, BufReader};
use std::net::SocketAddr;
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::sync::mpsc;
use std::time::Duration;

/// How long a node may take to start (migrations on a fresh database included).
const START: Duration = Duration::from_secs(60);

/// What the nodes run on.
pub struct Spec<'a> {
    pub count: usize,
    pub database: &'a str,
    pub redis: &'a str,
    pub lease_ms: u64,
}

/// The nodes started, killed (SIGKILL) when dropped, and their data directories removed.
pub struct Nodes {
    pub addrs: Vec<SocketAddr>,
    children: Vec<Option<Child>>,
    dir: PathBuf,
}

impl Drop for Nodes {
    fn drop(&mut self) {
        for child in self.children.iter_mut().flatten() {
            let _ = child.kill();
            let _ = child.wait();
        }
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}

impl Nodes {
    /// Starts `spec.count` nodes one after the other (the first migrates the database
    /// alone), as one cluster of a name of its own, so that a run shares no Redis key with
    /// another. Each trusts the benchmark's forwarded addresses and caps no address's
    /// connections, as behind a reverse proxy.
    pub fn start(spec: &Spec) -> Result<Nodes, Failure> {
        if !(2..=16).contains(&spec.count) {
            return Err(Failure::input(
                "--spawn-nodes must be 2 to 16: a cluster of one is `pearls bench server` alone",
            ));
        }
        let exe = std::env::current_exe().map_err(|e| {
            Failure::input(format!("cannot find this executable to start nodes: {e}"))
        })?;
        let tag = pearls_server::identity::random_hex(6);
        let dir = std::env::temp_dir().join(format!("pearls-bench-nodes-{tag}"));
        let mut nodes = Nodes {
            addrs: Vec::new(),
            children: Vec::new(),
            dir,
        };
        for i in 0..spec.count {
            let name = format!("bench-{i}");
            let data = nodes.dir.join(&name);
            std::fs::create_dir_all(&data)
                .map_err(|e| Failure::input(format!("{}: {e}", data.display())))?;
            let log = nodes.dir.join(format!("{name}.log"));
            let stderr = std::fs::File::create(&log)
                .map_err(|e| Failure::input(format!("{}: {e}", log.display())))?;
            let mut child = Command::new(&exe)
                .args(["serve", "--listen", "127.0.0.1:0", "--data-dir"])
                .arg(&data)
                .args(["--database", spec.database, "--redis", spec.redis])
                .args(["--node-id", &name, "--cluster-name", &format!("bench{tag}")])
                .args(["--lease-ms", &spec.lease_ms.to_string()])
                .args(["--trusted-proxy", "127.0.0.1"])
                .args(["--max-connections-per-address", "0"])
                .stdin(Stdio::null())
                .stdout(Stdio::piped())
                .stderr(stderr)
                .spawn()
                .map_err(|e| Failure::input(format!("starting node {name}: {e}")))?;
            let stdout = child.stdout.take();
            nodes.children.push(Some(child));
            let (tx, rx) = mpsc::channel();
            // Reads the node's output to its end, so that it never blocks on a full pipe.
            std::thread::spawn(move || {
                let Some(stdout) = stdout else { return };
                for line in BufReader::new(stdout).lines().map_while(Result::ok) {
                    if let Some(addr) = line.strip_prefix("Pearls is serving on http://") {
                        let _ = tx.send(addr.trim().parse::<SocketAddr>());
                    }
                }
            });
            let addr = rx.recv_timeout(START).map_err(|_| {
                Failure::input(format!(
                    "node {name} did not start in {START:?}: see {}",
                    log.display()
                ))
            })?;
            let addr = addr.map_err(|e| Failure::input(format!("node {name}'s address: {e}")))?;
            nodes.addrs.push(addr);
        }
        Ok(nodes)
    }

    /// What kills node `node` with SIGKILL when the run says so.
    pub fn killer(&mut self, node: usize, after: Duration) -> pearls_server::loadtest::Kill {
        let child = self.children.get_mut(node).and_then(Option::take);
        pearls_server::loadtest::Kill {
            after,
            node,
            kill: Box::new(move || {
                let mut child = child.ok_or("no such node to kill")?;
                child
                    .kill()
                    .map_err(|e| format!("killing node {node}: {e}"))?;
                let _ = child.wait();
                Ok(())
            }),
        }
    }
}
