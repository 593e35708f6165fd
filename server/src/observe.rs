//! Observability: the process-wide Prometheus recorder behind `GET /metrics` (the `metrics`
//! facade, rendered by `metrics-exporter-prometheus`) and the names of the metrics the server
//! records. Recording is done where things happen; this module only installs and renders.

use std::sync::OnceLock;
use std::time::Duration;

use metrics_exporter_prometheus::{Matcher, PrometheusBuilder, PrometheusHandle};

/// Histogram buckets (seconds) for command and store latencies: 0.1 ms to 10 s.
const LATENCY_BUCKETS: [f64; 14] = [
    0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1.0, 2.5, 10.0,
];

/// How often histograms are compacted and idle series expired.
const UPKEEP_EVERY: Duration = Duration::from_secs(5);

static HANDLE: OnceLock<Option<PrometheusHandle>> = OnceLock::new();

fn install_once() -> Option<PrometheusHandle> {
    let recorder = PrometheusBuilder::new()
        .set_buckets_for_metric(Matcher::Suffix("_seconds".to_owned()), &LATENCY_BUCKETS)
        .ok()?
        .build_recorder();
    let handle = recorder.handle();
    if metrics::set_global_recorder(recorder).is_err() {
        tracing::warn!("a metrics recorder was already installed; /metrics is unavailable");
        return None;
    }
    let upkeep = handle.clone();
    let spawned = std::thread::Builder::new()
        .name("metrics-upkeep".to_owned())
        .spawn(move || loop {
            std::thread::sleep(UPKEEP_EVERY);
            upkeep.run_upkeep();
        });
    if let Err(e) = spawned {
        tracing::warn!(error = %e, "could not start the metrics upkeep thread");
    }
    Some(handle)
}

/// Installs the global recorder on first use (later calls, e.g. a second server in the same
/// test process, share it) and returns its handle; none when another recorder was installed.
pub fn recorder() -> Option<PrometheusHandle> {
    HANDLE.get_or_init(install_once).clone()
}
