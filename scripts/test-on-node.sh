#!/usr/bin/env bash
# Runs npm scripts (by default the unit suite and the API suite on SQLite) on another Node line:
#   scripts/test-on-node.sh 24 [script ...]
# That Node comes from the npm registry's `node` package (scripts/fetch-node.sh). The suites run
# in a copy of the tree with its own `npm ci`, so the native modules (better-sqlite3, argon2) are
# built for that Node and the working tree's install is untouched. The install must print no
# engine warning for a dependency: every one has to accept that Node.
set -euo pipefail
cd "$(dirname "$0")/.."

VERSION="${1:?usage: scripts/test-on-node.sh <node version> [npm script ...]}"
shift
SCRIPTS=("$@")
[ ${#SCRIPTS[@]} -gt 0 ] || SCRIPTS=(test:unit test:api)

step() { printf '\n==> [Node %s] %s\n' "$VERSION" "$*"; }

NODE_HOME="$(mktemp -d)"
TREE="$(mktemp -d)"
trap 'rm -rf "$NODE_HOME" "$TREE"' EXIT
# Stopped from outside (CI stops it when its other pass fails): still remove the copies.
trap 'exit 143' TERM INT

step "Fetching Node ${VERSION} from the npm registry"
NODE_DIST="$(scripts/fetch-node.sh "$VERSION" "$NODE_HOME")"

# .git comes along: the research suites read the committed pre-registration from history.
tar --exclude=./node_modules --exclude=./dist --exclude=./data --exclude=./test-output \
  -cf - . | tar -xf - -C "$TREE"
cd "$TREE"
# Only `node` changes: npm stays the machine's, so allowScripts in package.json is honoured.
export PATH="$NODE_DIST/bin:$PATH"
export npm_config_nodedir="$NODE_DIST"
node --version

step "npm ci"
scripts/npm-ci-checked.sh

for script in "${SCRIPTS[@]}"; do
  step "npm run ${script}"
  npm run "$script"
done
