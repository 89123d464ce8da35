#!/usr/bin/env bash
# Browser tests drive Debian's Chromium; install it when this machine lacks it (needs root).
set -euo pipefail
if [ -x /usr/bin/chromium ]; then exit 0; fi
if [ "$(id -u)" != "0" ]; then
  echo "Chromium is missing: run 'sudo apt-get install chromium' (browser tests need /usr/bin/chromium)" >&2
  exit 1
fi
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-dejavu-core >/dev/null
