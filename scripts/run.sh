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
# checks each keep about a core busy; e2e, alone after them, left part of the machine idle
# (its workers and their Chromiums used 670 CPU s in 853 s of Duration at load 16, its
# servers more; `time` saw 319 s for all of it, most of Chromium's CPU uncounted, likely as
# it is not reaped by the workers; docs/quality.md, #17 session 20). So, after one build:
# 1. e2e starts at once, at the machine's normal priority, its two workers each driving
#    their own Chromium against their own server (e2e/src/workers.ts);
# 2. beside it, niced (`nice -n 10`: the scheduler gives them what e2e leaves idle, and e2e
#    keeps the cores whenever it needs them, so its waits do not stretch), two runners: one
#    starts ui's story run, the other the server's suite, and whichever finishes first takes
#    the next step of a queue (core's and the apps' tests, then the type checks, then lint:
#    `check` only), then the next. Before, e2e ran alone after them, for 8 of the clean
#    clone's 15 minutes. CI_E2E_AFTER=1 keeps that order (for comparing).
# Logs stream live, each line prefixed by its task; a failing step does not stop the others.
# Each step's log is also kept, so that the run ends with what failed: a CI report often
# shows only the tail, and the tail is e2e's.
run_suites() {
  local turbo=(pnpm turbo run --output-logs=new-only)
  # The steps beside e2e yield the cores to it (see above).
  local lane=(nice -n 10 "${turbo[@]}")
  local logs
  logs="$(mktemp -d)"
  "${turbo[@]}" build --concurrency=2

  # One step: its name (what the end says failed), its log's name, then its command.
  step() {
    local name="$1" log="$2"
    shift 2
    "$@" 2>&1 | tee "$logs/$log.log" || echo "$name" >>"$logs/failed"
  }
  # The queue, in order; a runner claims a step by creating its folder (atomic), so each
  # step runs once whichever runner gets there first.
  local queue=(packages)
  [ "$1" = check ] && queue+=(typecheck lint)
  queued() {
    case "$1" in
      packages)
        step "core's and the apps' tests" packages "${lane[@]}" test --only --concurrency=2 \
          --filter='!@parada/server' --filter='!@parada/ui' --filter='!@parada/e2e'
        ;;
      typecheck) step "typecheck" typecheck "${lane[@]}" typecheck --only --concurrency=1 ;;
      # One ESLint for the whole repository rather than one a package: import-x/no-cycle,
      # 60 % of lint's CPU, then follows core's and ui's imports once, not once per app
      # (63 s of CPU for the eight runs, 36 s for one; the same rules and files, plus the root's).
      lint) step "lint" lint nice -n 10 pnpm exec eslint . ;;
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
  local e2e_runner=
  if [ "${CI_E2E_AFTER:-}" != 1 ]; then
    step "e2e" e2e "${turbo[@]}" test --only --filter=@parada/e2e &
    e2e_runner=$!
  fi
  runner step "ui's tests" ui "${lane[@]}" test --only --filter=@parada/ui &
  local ui_runner=$!
  runner step "the server's tests" server "${lane[@]}" test --only --filter=@parada/server
  wait "$ui_runner"
  if [ -n "$e2e_runner" ]; then
    wait "$e2e_runner"
  else
    step "e2e" e2e "${turbo[@]}" test --only --filter=@parada/e2e
  fi
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
