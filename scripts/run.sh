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

# Measured on this two-core machine: the server's suite mostly waits (the simulator's cars,
# timers, PostgreSQL; 7 CPU minutes in 28), while Chromium keeps a core busy for as long
# as e2e runs. So, after one build:
# 1. side by side: ui's story run, then lint and type checks (`check`, CI's), all CPU; and
#    the server's suite with its workers waiting, then core's and the apps' tests;
# 2. e2e alone, its two workers each driving their own Chromium against their own server
#    (e2e/src/workers.ts): given the machine, it takes half the time; shared with the server's
#    suite, both crawled and the server's 30 s limits were timing, not testing.
# Logs stream live, each line prefixed by its task; a failing step does not stop the others.
# Each lane's log is also kept, so that the run ends with what failed: a CI report often
# shows only the tail, and the tail is e2e's.
run_suites() {
  local turbo=(pnpm turbo run --output-logs=new-only)
  local logs
  logs="$(mktemp -d)"
  "${turbo[@]}" build --concurrency=2
  local failed=()
  (
    "${turbo[@]}" test --only --filter=@parada/ui 2>&1 | tee "$logs/ui.log" || exit 1
    if [ "$1" = check ]; then
      "${turbo[@]}" lint typecheck --only --concurrency=1 2>&1 | tee "$logs/lint.log" || exit 2
    fi
  ) &
  local cpu_lane=$!
  "${turbo[@]}" test --only --filter=@parada/server 2>&1 | tee "$logs/server.log" ||
    failed+=("the server's tests")
  "${turbo[@]}" test --only --concurrency=1 \
    --filter='!@parada/server' --filter='!@parada/ui' --filter='!@parada/e2e' 2>&1 |
    tee "$logs/packages.log" || failed+=("core's and the apps' tests")
  local lane=0
  wait "$cpu_lane" || lane=$?
  [ "$lane" = 1 ] && failed+=("ui's tests")
  [ "$lane" = 2 ] && failed+=("lint or typecheck")
  "${turbo[@]}" test --only --filter=@parada/e2e 2>&1 | tee "$logs/e2e.log" || failed+=("e2e")
  [ "${#failed[@]}" -eq 0 ] && return 0
  echo
  echo "== failed: ${failed[*]}"
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
