#!/usr/bin/env bash
# The hourly machine that runs the daily delivery job on the LiteFS primary (docs/deployment.md).
#
#   scripts/fly-schedule.sh create IMAGE     from a laptop with flyctl: creates (or replaces) the scheduled machine
#                                            (SCHEDULE_NAME, SCHEDULE=hourly and JOB_CMD can be overridden)
#   scripts/fly-schedule.sh trigger          inside that machine, once an hour: finds the primary and runs
#                                            `node /app/build/cli/daily.js` there through the Machines API
#
# Why not run the job on the scheduled machine itself: it would be a LiteFS replica (or, in the primary
# region, a candidate that takes the lease away from the web primary), and replicas can't write. So the
# scheduled machine only asks the primary to run the job, with the build the primary is serving.
set -euo pipefail

APP="${FLY_APP:-${FLY_APP_NAME:-three-skies}}"
NAME="${SCHEDULE_NAME:-daily-job}"
JOB_CMD="${JOB_CMD:-node /app/build/cli/daily.js}"
SCHEDULE="${SCHEDULE:-hourly}"

create() {
  local image="${1:-${IMAGE:-}}"
  local region="${PRIMARY_REGION:-}"
  if [[ -z "$region" ]]; then
    region="$(sed -n 's/^primary_region *= *"\([a-z0-9]*\)".*/\1/p' fly.toml 2>/dev/null | head -n1)"
  fi
  if [[ -z "$image" ]]; then
    echo "usage: $0 create IMAGE   (the current one: fly releases --app $APP --image)" >&2
    exit 2
  fi
  if [[ -z "$region" ]]; then
    echo "PRIMARY_REGION is not set and fly.toml has no primary_region" >&2
    exit 2
  fi
  # One scheduled machine: remove the previous one by name before creating the new one.
  local existing
  existing="$(fly machine list --app "$APP" --json 2>/dev/null | node -e '
    let s = ""; process.stdin.on("data", (c) => (s += c)).on("end", () => {
      const list = s.trim() ? JSON.parse(s) : [];
      const hit = list.find((m) => m.name === process.argv[1]);
      if (hit) process.stdout.write(hit.id);
    });' "$NAME" || true)"
  if [[ -n "$existing" ]]; then
    fly machine destroy "$existing" --app "$APP" --force
  fi
  # No --port: nothing connects to it. No volume: it reads no database. Restart never: a failed hour is
  # retried by the next hour's run (the job is idempotent per user and day).
  fly machine run "$image" \
    --app "$APP" \
    --name "$NAME" \
    --region "$region" \
    --schedule "$SCHEDULE" \
    --restart no \
    --vm-size shared-cpu-1x \
    --vm-memory 256 \
    --env "PRIMARY_REGION=$region" \
    --env "JOB_CMD=$JOB_CMD" \
    --entrypoint "/app/scripts/fly-schedule.sh" \
    -- trigger
}

trigger() {
  : "${FLY_API_TOKEN:?the scheduled machine needs FLY_API_TOKEN (fly secrets set FLY_API_TOKEN=...)}"
  export FLY_APP_NAME="${FLY_APP_NAME:-$APP}" JOB_CMD
  # Node is in the image; the Machines API is reachable on the private network at _api.internal:4280.
  exec node --input-type=module -e '
    const api = (process.env.FLY_API_HOSTNAME ?? "http://_api.internal:4280").replace(/\/+$/, "");
    const app = process.env.FLY_APP_NAME;
    const headers = { authorization: `Bearer ${process.env.FLY_API_TOKEN}`, "content-type": "application/json" };
    const litefsDir = process.env.LITEFS_DIR ?? "/litefs";

    async function call(method, path, body) {
      const response = await fetch(`${api}/v1/apps/${app}${path}`, { method, headers, body: body && JSON.stringify(body) });
      if (!response.ok) throw new Error(`${method} ${path}: HTTP ${response.status} ${await response.text()}`);
      return response.json();
    }
    const exec = (id, command, timeout) => call("POST", `/machines/${id}/exec`, { command, timeout });

    const machines = await call("GET", "/machines");
    const web = machines.filter(
      (m) => m.state === "started" && m.id !== process.env.FLY_MACHINE_ID && (m.config?.metadata?.fly_process_group ?? "app") === "app" && !m.config?.schedule,
    );
    if (web.length === 0) throw new Error("no started app machine to ask");
    // Ask one machine (preferably in the primary region) who holds the lease: on a replica
    // <LITEFS_DIR>/.primary holds the primary hostname, which on Fly is the machine id; on the primary it is absent.
    const probe = web.find((m) => m.region === process.env.PRIMARY_REGION) ?? web[0];
    const answer = await exec(probe.id, ["cat", `${litefsDir}/.primary`], 10);
    const primaryId = answer.exit_code === 0 ? String(answer.stdout ?? "").trim() : probe.id;
    if (!web.some((m) => m.id === primaryId)) throw new Error(`primary ${primaryId || "(none)"} is not a started app machine`);

    const started = Date.now();
    const run = await exec(primaryId, ["sh", "-c", process.env.JOB_CMD], Number(process.env.JOB_TIMEOUT ?? 300));
    if (run.stdout) process.stdout.write(run.stdout);
    if (run.stderr) process.stderr.write(run.stderr);
    console.log(`daily job on ${primaryId}: exit ${run.exit_code} in ${Date.now() - started} ms`);
    process.exit(run.exit_code === 0 ? 0 : 1);
  '
}

case "${1:-}" in
  create) shift; create "$@" ;;
  trigger) trigger ;;
  *)
    echo "usage: $0 create IMAGE | trigger" >&2
    exit 2
    ;;
esac
