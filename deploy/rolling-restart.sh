#!/bin/sh
# Restarts the API processes one at a time, each only once the previous one is ready again, so two
# are always serving (deploy/README.md, "Upgrading"). Each stop drains: /readyz turns 503, HAProxy
# takes the process out within ~3 s, requests in flight finish (sankalp@.service). Run as root:
#   deploy/rolling-restart.sh            # 3001 3002 3003
#   deploy/rolling-restart.sh 3001 3002  # just these
set -eu

ports=${*:-3001 3002 3003}
for port in $ports; do
  echo "restarting sankalp@$port"
  systemctl restart "sankalp@$port"
  waited=0
  until curl -fsS -o /dev/null "http://127.0.0.1:$port/readyz"; do
    waited=$((waited + 1))
    if [ "$waited" -ge 120 ]; then
      echo "sankalp@$port is not ready after 120 s: stopping the rollout (journalctl -u sankalp@$port)" >&2
      exit 1
    fi
    sleep 1
  done
  # HAProxy puts it back after 2 good probes a second apart; only then may the next one leave.
  sleep 3
  echo "sankalp@$port ready"
done
