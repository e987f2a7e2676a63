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

ensure_chromium() {
  if [ -n "${CHROMIUM_PATH:-}" ] && [ -x "$CHROMIUM_PATH" ]; then return; fi
  if [ -x /usr/bin/chromium ]; then return; fi
  echo "› installing Debian's Chromium for the browser tests"
  as_root apt-get update -qq
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
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
    ensure_chromium
    # `check` is CI's: lint and type checks in the same task graph as the tests, so they
    # fill the cores while the browser runs wait on timers instead of running before them.
    # Four tasks at a time on two cores: the long ones (server suites on two engines, ui's
    # story run, e2e) then start at once rather than behind the short ones, and their
    # waits overlap; turbo.json lets only what reads core's build wait for it. Logs stream
    # live, each line prefixed by its task.
    tasks=(test)
    [ "$command" = check ] && tasks=(lint typecheck test)
    exec pnpm turbo run "${tasks[@]}" --concurrency=4 --output-logs=new-only
    ;;
  *)
    echo "usage: scripts/run.sh start|test|check" >&2
    exit 2
    ;;
esac
