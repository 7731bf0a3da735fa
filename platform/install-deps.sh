#!/usr/bin/env bash
# install-deps.sh installs the Debian packages arena needs to build the desktop
# app and run its GUI tests. It is idempotent: packages already present are skipped,
# so `make run` can call it every time without asking for root twice.
# With --test it also installs what only the tests need: Chromium, in which the
# tournament report's test opens the page headless (`make test` and .ci/run pass it).
set -euo pipefail

pkgs=(gcc libc6-dev libgl1-mesa-dev libxcursor-dev libxi-dev libxinerama-dev libxrandr-dev
  libxxf86vm-dev libasound2-dev pkg-config libgtk-3-dev xvfb xauth libgl1-mesa-dri sox)
if [ "${1:-}" = "--test" ]; then
  pkgs+=(chromium)
fi

missing=()
for p in "${pkgs[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0

echo "install-deps: installing ${missing[*]}" >&2
sudo=""
[ "$(id -u)" -ne 0 ] && sudo="sudo"
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
$sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
