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
  # The server's document tests read the PDFs they make with poppler's pdftotext/pdfimages.
  command -v pdftotext >/dev/null 2>&1 || need+=(poppler-utils)
  [ "${#need[@]}" -gt 0 ] || return 0
  echo "› installing Debian's ${need[*]} for the tests"
  as_root apt-get update -qq
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need[@]}" >/dev/null
}

# Two lanes on two cores, so that neither waits for the other's slowest part:
# - the browser lane: ui's story run, then e2e, whose two workers each drive their own
#   Chromium against their own server (e2e/src/workers.ts). The two Chromium runs never
#   overlap, and e2e, the longest suite, starts as soon as the story run ends;
# - the other lane: lint and type checks (`check`, CI's), then core's, the apps' and the
#   server's tests, one turbo task at a time (the server's suite has two workers itself).
# Everything is built first, once, so the lanes' turbo runs never write the same dist/.
# Logs stream live, each line prefixed by its task.
run_suites() {
  local turbo=(pnpm turbo run --output-logs=new-only)
  "${turbo[@]}" build --concurrency=2
  local others=(test)
  [ "$1" = check ] && others=(lint typecheck test)
  (
    "${turbo[@]}" test --only --filter=@parada/ui &&
      "${turbo[@]}" test --only --filter=@parada/e2e
  ) &
  local browser_lane=$!
  local status=0
  "${turbo[@]}" "${others[@]}" --concurrency=1 --filter='!@parada/ui' --filter='!@parada/e2e' ||
    status=$?
  # The other lane's lint and type checks include ui's and e2e's own.
  if [ "$1" = check ]; then
    "${turbo[@]}" lint typecheck --only --filter=@parada/ui --filter=@parada/e2e || status=$?
  fi
  wait "$browser_lane" || status=$?
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
