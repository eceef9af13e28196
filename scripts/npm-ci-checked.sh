#!/usr/bin/env bash
# `npm ci` on the Node first on PATH, failing when a dependency's engines refuse that Node (npm
# only warns). This project's own engines may refuse it: that is said, not failed, so that a Node
# line ahead of `engines` can still be tried.
set -euo pipefail
LOG="$(mktemp)"
trap 'rm -f "$LOG"' EXIT
npm ci --no-audit --no-fund 2>&1 | tee "$LOG"
# npm names each package whose engines refuse this Node on a `package:` line of its warning.
PROJECT="$(node -p 'const { name, version } = require("./package.json"); `${name}@${version}`')"
REFUSING="$(grep -A1 'EBADENGINE Unsupported engine' "$LOG" | sed -n "s/.*package: '\(.*\)',*$/\1/p" || true)"
if grep -qxF "$PROJECT" <<<"$REFUSING"; then
  echo "Note: Node $(node --version) is outside this project's own engines (package.json)."
fi
if grep -vxF "$PROJECT" <<<"$REFUSING" | grep -q .; then
  echo "npm ci on Node $(node --version): these dependencies do not accept it:" >&2
  grep -vxF "$PROJECT" <<<"$REFUSING" >&2
  exit 1
fi
