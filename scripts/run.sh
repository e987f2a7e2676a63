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
    # `check` is CI's: lint and type checks in the same task graph as the tests, so they
    # fill the cores while the browser runs wait on timers instead of running before them.
    # Two tasks at a time on two cores: at four, the suites' 30 s test limits and e2e's
    # waits for its server were timing, not testing (session 8's runs); turbo.json keeps
    # the two Chromium runs (ui's story run, e2e) apart and lets only what reads core's
    # build wait for it. Logs stream live, each line prefixed by its task.
    tasks=(test)
    [ "$command" = check ] && tasks=(lint typecheck test)
    exec pnpm turbo run "${tasks[@]}" --concurrency=2 --output-logs=new-only
    ;;
  *)
    echo "usage: scripts/run.sh start|test|check" >&2
    exit 2
    ;;
esac
