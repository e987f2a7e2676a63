#!/usr/bin/env bash
# Backs the README's two commands (`npm start`, `npm test`, or the same with pnpm) and
# .ci/run's `check` on a machine that has only Node 20 and npm: it installs what is
# missing, then does the work.
set -euo pipefail
cd "$(dirname "$0")/.."

PNPM_VERSION="$(node -p "require('./package.json').packageManager.split('@')[1]")"

ensure_pnpm() {
  if command -v pnpm >/dev/null 2>&1 && [ "$(pnpm --version 2>/dev/null)" = "$PNPM_VERSION" ]; then
    return
  fi
  echo "› installing pnpm $PNPM_VERSION"
  # Corepack cannot verify signatures against this registry mirror; a global npm install can.
  npm install --global "pnpm@$PNPM_VERSION" >/dev/null 2>&1 ||
    sudo -n npm install --global "pnpm@$PNPM_VERSION" >/dev/null 2>&1 || {
    echo "Could not install pnpm $PNPM_VERSION globally; run: npm install -g pnpm@$PNPM_VERSION" >&2
    exit 1
  }
}

ensure_dependencies() {
  pnpm install --frozen-lockfile --reporter=silent
}

as_root() {
  if [ "$(id -u)" = 0 ]; then "$@"; else sudo -n "$@"; fi
}

ensure_test_packages() {
  local need=()
  if [ -z "${CHROMIUM_PATH:-}" ] || [ ! -x "$CHROMIUM_PATH" ]; then
    [ -x /usr/bin/chromium ] || need+=(chromium)
  fi
  # e2e drives the headless shell: the full browser's per-window UI doubles a context's CPU.
  [ -x /usr/bin/chromium-headless-shell ] || need+=(chromium-headless-shell)
  # The server's document tests read the PDFs they make with poppler's pdftotext/pdfimages.
  command -v pdftotext >/dev/null 2>&1 || need+=(poppler-utils)
  [ "${#need[@]}" -gt 0 ] || return 0
  echo "› installing Debian's ${need[*]} for the tests"
  as_root apt-get update -qq
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need[@]}" >/dev/null
}

# Measured on this two-core machine: ui's story run, the server's suite, lint and the type
# checks each keep about a core busy, and so does e2e for much of its run (its workers and
# their Chromiums used 670 CPU s in 853 s of Duration at load 16, its servers more; `time`
# saw 319 s for all of it: most of Chromium's CPU is not counted there). So, after one build:
# 1. two runners, one a core: one starts ui's story run, the other the server's suite, and
#    whichever finishes first takes the next step of a queue (core's and the apps' tests,
#    then e2e, then the type checks, then lint, then the format check: `check` only), then
#    the next, so neither core waits idle at the end for the other lane's last step;
# 2. e2e starts once both suites and the apps' tests are over: nothing with a time limit
#    runs beside it. Its two workers each drive their own Chromium against their own server
#    (e2e/src/workers.ts); shared with the server's suite, both crawled and the server's 30 s
#    limits were timing, not testing (ui's have 20 s). The type checks and lint, which have
#    no time limit, run beside it, niced, on what it leaves idle, instead of adding their
#    minutes before it.
# Logs stream live, each line prefixed by its task; a failing step does not stop the others.
# Each step's log is also kept, so that the run ends with what failed: a CI report often
# shows only the tail, and the tail is e2e's.
run_suites() {
  local turbo=(pnpm turbo run --output-logs=new-only)
  local logs
  logs="$(mktemp -d)"
  "${turbo[@]}" build --concurrency=2

  # One step: its name (what the end says failed), its log's name, then its command; once
  # it ends, its mark (done-<log>) tells e2e.
  step() {
    local name="$1" log="$2"
    shift 2
    "$@" 2>&1 | tee "$logs/$log.log" || echo "$name" >>"$logs/failed"
    touch "$logs/done-$log"
  }
  # The queue, in order; a runner claims a step by creating its folder (atomic), so each
  # step runs once whichever runner gets there first.
  local queue=(packages e2e)
  [ "$1" = check ] && queue+=(typecheck lint format)
  queued() {
    case "$1" in
      packages)
        step "core's and the apps' tests" packages "${turbo[@]}" test --only --concurrency=2 \
          --filter='!@parada/server' --filter='!@parada/ui' --filter='!@parada/e2e'
        ;;
      e2e)
        local before
        for before in ui server packages; do
          while [ ! -e "$logs/done-$before" ]; do sleep 1; done
        done
        step "e2e" e2e "${turbo[@]}" test --only --filter=@parada/e2e
        ;;
      # Beside e2e: niced, so that they take what it leaves idle, not what it waits for.
      typecheck) step "typecheck" typecheck nice -n 10 "${turbo[@]}" typecheck --only --concurrency=1 ;;
      # One ESLint for the whole repository rather than one a package: import-x/no-cycle,
      # 60 % of lint's CPU, then follows core's and ui's imports once, not once per app
      # (63 s of CPU for the eight runs, 36 s for one; the same rules and files, plus the root's).
      lint) step "lint" lint nice -n 10 pnpm exec eslint . ;;
      # Prettier has no time limit either: alone before the build it would hold up every step
      # after it (73 s at a load of 12); beside e2e it takes what e2e leaves idle.
      format) step "format" format nice -n 10 pnpm exec prettier --check . ;;
    esac
  }
  runner() {
    "$@"
    local next
    for next in "${queue[@]}"; do
      mkdir "$logs/claimed-$next" 2>/dev/null && queued "$next"
    done
    return 0
  }
  runner step "ui's tests" ui "${turbo[@]}" test --only --filter=@parada/ui &
  local ui_runner=$!
  runner step "the server's tests" server "${turbo[@]}" test --only --filter=@parada/server
  wait "$ui_runner"
  [ -s "$logs/failed" ] || return 0
  echo
  echo "== failed: $(paste -sd, "$logs/failed" | sed 's/,/, /g')"
  # vitest's failure lines, ESLint's and tsc's errors, and turbo's own, deduplicated in order.
  grep -hE '(FAIL|✗|×|AssertionError|Error:| error |error TS|ERR!|ERROR|Failed Tasks)' "$logs"/*.log |
    grep -vE '✓|passed' | awk '!seen[$0]++' | tail -n 80 || true
  return 1
}

command="${1:-}"
case "$command" in
  start)
    ensure_pnpm
    ensure_dependencies
    pnpm turbo run build --output-logs=errors-only
    exec pnpm --filter @parada/server start
    ;;
  test | check)
    ensure_pnpm
    ensure_dependencies
    ensure_test_packages
    run_suites "$command"
    ;;
  *)
    echo "usage: scripts/run.sh start|test|check" >&2
    exit 2
    ;;
esac
