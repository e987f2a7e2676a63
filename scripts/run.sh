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

# The two-core schedule (docs/quality.md, "#17 CI time (session 11)"). After one build,
# two lanes run side by side:
# - e2e, the longest suite, from the start: its two workers each drive their own Chromium
#   against their own server (e2e/src/workers.ts), about one and a half cores of work.
# - everything else, one suite at a time: the server's (both engines; mostly waiting on the
#   simulator's cars, timers and PostgreSQL, so it fills e2e's gaps), core's and the apps',
#   ui's (the story run), then for `check` lint and type checks, niced: they have no clock
#   to miss, so they take what e2e leaves.
# Session 9 ran e2e alone because beside the server's suite the 30 s limits tripped; then
# every test log-in verified a 2^15 scrypt hash and e2e drove the full Chromium, which
# session 10 removed (a log-in 250 -> 4 ms of CPU; panel-shell's browsers 25 -> 11 s). One
# suite at a time beside e2e keeps the load near what each was measured at.
# Logs stream live, each line prefixed by its task; a failing step does not stop the others.
run_suites() {
  local turbo=(pnpm turbo run --output-logs=new-only)
  "${turbo[@]}" build --concurrency=2
  "${turbo[@]}" test --only --filter=@parada/e2e &
  local e2e=$!
  local status=0
  "${turbo[@]}" test --only --filter=@parada/server || status=1
  "${turbo[@]}" test --only --concurrency=1 \
    --filter='!@parada/server' --filter='!@parada/ui' --filter='!@parada/e2e' || status=1
  "${turbo[@]}" test --only --filter=@parada/ui || status=1
  if [ "$1" = check ]; then
    nice -n 10 "${turbo[@]}" lint typecheck --only --concurrency=1 || status=1
  fi
  wait "$e2e" || status=1
  return "$status"
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
