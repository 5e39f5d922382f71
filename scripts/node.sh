#!/usr/bin/env bash
# Runs a command with a supported Node first on PATH, fetched from the npm registry when the
# machine lacks it: the registry serves Node's own binaries as node-<os>-<cpu> packages, and
# one is unpacked into .cache/node/<version>/ (git-ignored) the first time it is asked for.
#
#   scripts/node.sh 22 npm ci          # the oldest supported line
#   scripts/node.sh 26 npm test        # the newest
#   scripts/node.sh 22                 # prints the path of that node's bin/ folder
#
# A line (22, 26) resolves to the version pinned below, so every machine tests the same Node.
# A full version (22.23.5) is taken as given. A node already on PATH is used when it is that
# version.
set -euo pipefail

# 20 is not supported: it is here for the test that an old Node is refused in one line.
declare -A PINNED=([20]=20.20.2 [22]=22.23.5 [24]=24.22.3 [26]=26.12.1)

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
want="${1:?usage: scripts/node.sh <line or version> [command...]}"
shift
version="${PINNED[$want]:-$want}"
if ! [[ $version =~ ^[0-9]+\.[0-9]+\.[0-9]+$ ]]; then
  echo "scripts/node.sh: no pinned version for Node $want (pinned: ${!PINNED[*]})" >&2
  exit 2
fi

bin=""
for found in $(type -ap node); do
  if [[ "$("$found" --version)" == "v$version" ]]; then
    bin="$(dirname "$found")"
    break
  fi
done
if [[ -z $bin ]]; then
  case "$(uname -s)" in
    Linux) os=linux ;;
    Darwin) os=darwin ;;
    *) echo "scripts/node.sh: no Node package for $(uname -s); install Node $version yourself" >&2; exit 1 ;;
  esac
  case "$(uname -m)" in
    x86_64 | amd64) cpu=x64 ;;
    aarch64 | arm64) cpu=arm64 ;;
    *) echo "scripts/node.sh: no Node package for $(uname -m); install Node $version yourself" >&2; exit 1 ;;
  esac
  dir="$root/.cache/node/$version"
  bin="$dir/bin"
  if ! [[ -x $bin/node ]]; then
    tmp="$(mktemp -d "$root/.cache/node-fetch.XXXXXX" 2>/dev/null || { mkdir -p "$root/.cache" && mktemp -d "$root/.cache/node-fetch.XXXXXX"; })"
    trap 'rm -rf "$tmp"' EXIT
    echo "scripts/node.sh: fetching node-$os-$cpu@$version from the npm registry" >&2
    (cd "$tmp" && npm pack --silent "node-$os-$cpu@$version" >/dev/null)
    tar -xzf "$tmp"/node-*.tgz -C "$tmp"
    "$tmp/package/bin/node" --version >/dev/null
    mkdir -p "$dir"
    rm -rf "$dir"
    mv "$tmp/package" "$dir"
  fi
fi

if [[ $# -eq 0 ]]; then
  echo "$bin"
  exit 0
fi
# npm and npx are the machine's (they run on any supported Node); node is the one fetched.
export PATH="$bin:$PATH"
exec "$@"
