#!/usr/bin/env bash
# `fxmatch report` pages tested in a real headless Chromium (issue 15):
# installs Debian's chromium and the node deps (playwright-core, no browser
# download), then runs tests/browser with node's test runner.
#   scripts/ci_report.sh [BUILD_DIR]      (default: build; needs build/cli/fxmatch)
# Skips with a message, exit 0, only where chromium cannot be installed.
#   FXMATCH_SCREENSHOT=docs/report.png scripts/ci_report.sh   also rewrites the docs screenshot.
set -euo pipefail
[ -z "${FXMATCH_SCREENSHOT:-}" ] || export FXMATCH_SCREENSHOT="$(realpath -m "$FXMATCH_SCREENSHOT")"
cd "$(dirname "$0")/.."
build=${1:-build}
bin="$PWD/$build/cli/fxmatch"
[ -x "$bin" ] || { echo "ci_report: $bin not built" >&2; exit 1; }

apt_install() {
  [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null || return 1
  DEBIAN_FRONTEND=noninteractive apt-get install -y -q "$@" >/dev/null 2>&1 ||
    { apt-get update -q >/dev/null 2>&1 && DEBIAN_FRONTEND=noninteractive apt-get install -y -q "$@" >/dev/null 2>&1; }
}
command -v chromium >/dev/null || apt_install chromium || true
if ! command -v chromium >/dev/null; then
  echo "ci_report: SKIPPED: chromium is not installed and cannot be installed here (apt-get install chromium)"
  exit 0
fi
command -v node >/dev/null && command -v npm >/dev/null || apt_install nodejs npm
(cd tests/browser && { [ -d node_modules/playwright-core ] || npm ci --no-audit --no-fund --loglevel=error; })
cd tests/browser
FXMATCH_BIN="$bin" CHROMIUM="$(command -v chromium)" node --test --test-reporter=spec report.test.mjs
