#!/usr/bin/env bash
# Debian packages the tests need: Chromium (e2e, audits), Java (the W3C Nu checker of
# tests/e2e/html-validity.spec.ts), nginx and redis-server (npm run test:scale; the unit tests
# start redis-server too).
# Installed with apt-get when missing; run by `npm test` (pretest) and `.ci/run`.
set -euo pipefail
missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
[ -x /usr/sbin/nginx ] || missing+=(nginx-light)
[ -x /usr/bin/redis-server ] || missing+=(redis-server)
command -v java >/dev/null || missing+=(default-jre-headless)
[ ${#missing[@]} -eq 0 ] && exit 0
if ! command -v apt-get >/dev/null; then
  echo "Missing ${missing[*]} and no apt-get: install them (Debian packages) and run again." >&2
  exit 1
fi
SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO="sudo"
echo "Installing Debian's ${missing[*]} for the tests…"
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
