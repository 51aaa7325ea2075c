import os from 'node:os';

/** How the embedded server is tuned: for a seller's data (durable), or for a test run (fast, disposable). */
export type ClusterPurpose = 'app' | 'test';

const MB = 1024 * 1024;
const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));
const mb = (bytes: number) => `${Math.round(bytes / MB)}MB`;

/**
 * The settings of the embedded PostgreSQL, sized for this machine at every start (docs/database.md
 * explains each). The server shares the machine with the app and the browser that reads it, so it
 * takes an eighth of the memory for its buffers and leaves the rest to the operating system's cache.
 */
export function clusterSettings(
  purpose: ClusterPurpose,
  machine = { memory: os.totalmem(), cores: os.availableParallelism() },
): Record<string, string | number> {
  const settings: Record<string, string | number> = {
    // Reached on loopback only, with a password; no Unix socket in a shared /tmp.
    listen_addresses: "'127.0.0.1'",
    unix_socket_directories: "''",
    password_encryption: "'scram-sha-256'",
    max_connections: purpose === 'test' ? 300 : 60,
    // A test run's databases are small and many: its buffers stay small too.
    shared_buffers: mb(purpose === 'test' ? 256 * MB : clamp(machine.memory / 8, 128 * MB, 2048 * MB)),
    effective_cache_size: mb(machine.memory / 2),
    work_mem: mb(clamp(machine.memory / 512, 8 * MB, 64 * MB)),
    maintenance_work_mem: mb(clamp(machine.memory / 32, 64 * MB, 1024 * MB)),
    max_parallel_workers_per_gather: Math.max(1, Math.floor(machine.cores / 2)),
    max_parallel_workers: machine.cores,
    max_worker_processes: machine.cores + 4,
    // Imports write in bursts: fewer, calmer checkpoints.
    max_wal_size: "'4GB'",
    min_wal_size: "'256MB'",
    checkpoint_timeout: "'15min'",
    checkpoint_completion_target: 0.9,
    // Storage is a local disk, most likely an SSD.
    random_page_cost: 1.1,
    effective_io_concurrency: 200,
    // The app's statements are short; LLVM compiling them took longer than running them.
    jit: 'off',
    timezone: "'UTC'",
    datestyle: "'iso, mdy'",
    lc_messages: "'C'",
    // A week of the server's own log in DATA_DIR/postgres/log, one file a weekday.
    logging_collector: 'on',
    log_directory: "'log'",
    log_filename: "'postgresql-%a.log'",
    log_truncate_on_rotation: 'on',
    log_rotation_age: "'1d'",
    log_rotation_size: 0,
    log_min_duration_statement: purpose === 'test' ? -1 : 5000,
    log_checkpoints: 'off',
  };
  if (purpose === 'test') {
    // A test cluster is thrown away with its run: nothing needs to survive a crash of the machine.
    Object.assign(settings, { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off' });
  }
  return settings;
}

/** The settings as a configuration file's lines. */
export const settingsFile = (settings: Record<string, string | number>): string =>
  `# Written by the app at every start (server/db/embedded/clusterSettings.ts); edits here are overwritten.\n` +
  Object.entries(settings)
    .map(([name, value]) => `${name} = ${value}`)
    .join('\n') +
  '\n';
