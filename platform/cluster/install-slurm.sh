#!/usr/bin/env bash
# install-slurm.sh installs what platform/cluster/test-slurm.sh needs from Debian: Slurm's
# controller, node daemon and client (slurm-wlm, slurmctld, slurmd), munge for their
# authentication, and, when missing, python3 for the proc: bot the test plays and ss (iproute2)
# with which it picks free ports. It is idempotent: packages already present are skipped, and
# nothing is asked of apt (nor of sudo) when none is missing. Not root: it runs apt-get through
# sudo.
#
# The packages' own services are not started: the test starts its own daemons on a
# configuration of its own. Where the machine has no policy-rc.d (containers usually do), one
# that refuses every start is put in place for the install and removed after it.
set -euo pipefail

pkgs=(slurm-wlm slurmctld slurmd slurm-client munge)
missing=()
for p in "${pkgs[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
command -v python3 >/dev/null || missing+=(python3)
command -v ss >/dev/null || missing+=(iproute2) # the test picks free ports with ss
[ ${#missing[@]} -eq 0 ] && exit 0

sudo=""
if [ "$(id -u)" -ne 0 ]; then
  command -v sudo >/dev/null || { echo "install-slurm: not root and no sudo: install ${missing[*]} as root" >&2; exit 1; }
  sudo="sudo"
fi
echo "install-slurm: installing ${missing[*]}" >&2
policy=/usr/sbin/policy-rc.d
if [ ! -e "$policy" ]; then
  printf '#!/bin/sh\n# put here by arena platform/cluster/install-slurm.sh for one install\nexit 101\n' |
    $sudo tee "$policy" >/dev/null
  $sudo chmod 755 "$policy"
  trap '$sudo rm -f "$policy"' EXIT
fi
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
$sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
