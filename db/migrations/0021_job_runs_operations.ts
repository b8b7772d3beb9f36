// The scheduled job's runs, so the web server can report on a job that runs as its own process
// (its metrics and /admin/system read this table). Counts only: no member is named here.
//  - job_runs: one row per run that got as far as the primary's database, written at its start
//    (outcome 'running') and again at its end ('ok' or 'failed' with the error's first line).
//    sent_* / failed_* are the messages handed to a provider or refused, per channel; backup_* the
//    off-machine backup the run made, if it was due.
export const name = "0021_job_runs_operations";

export const up = /* sql */ `
CREATE TABLE job_runs (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  job TEXT NOT NULL CHECK (job IN ('daily')),
  started_at TEXT NOT NULL,
  finished_at TEXT,
  outcome TEXT NOT NULL DEFAULT 'running' CHECK (outcome IN ('running', 'ok', 'failed')),
  sent_email INTEGER NOT NULL DEFAULT 0,
  sent_sms INTEGER NOT NULL DEFAULT 0,
  sent_push INTEGER NOT NULL DEFAULT 0,
  failed_email INTEGER NOT NULL DEFAULT 0,
  failed_sms INTEGER NOT NULL DEFAULT 0,
  failed_push INTEGER NOT NULL DEFAULT 0,
  backup_key TEXT,
  backup_at TEXT,
  error TEXT
);
CREATE INDEX job_runs_job_started ON job_runs (job, started_at);
`;
