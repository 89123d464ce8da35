#!/usr/bin/env bash
# The scale tests (tests/scale) put Debian's HAProxy in front of several Sobor processes; install
# it when this machine lacks it (needs root). Without it those tests skip, so this never fails.
set -euo pipefail
if [ -x /usr/sbin/haproxy ]; then exit 0; fi
if [ "$(id -u)" != "0" ]; then
  echo "HAProxy is missing: the scale tests will be skipped ('sudo apt-get install haproxy' runs them)" >&2
  exit 0
fi
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq haproxy >/dev/null
