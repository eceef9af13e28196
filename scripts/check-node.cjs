// Run by `npm start` before anything else, on whatever Node the reader has: plain CommonJS and
// old syntax only (var, function, no arrows or template strings), so that an old Node reaches the
// sentence below rather than a syntax error, or a crash in a native module built for another Node.
'use strict';

var HOW_TO_GET_IT =
  'Install Node 24 (or 22.13 or newer on the 22 line): with nvm, `nvm install 24 && nvm use 24`; ' +
  'or from nodejs.org. Then run `npm ci` again, so that the native modules are built for it.';

/** Null when this Node version can run SignalDesk (22.13 or newer on the 22 line, or 24 or newer), else why not. */
function nodeVersionProblem(version) {
  var parts = String(version).replace(/^v/, '').split('.');
  var major = parseInt(parts[0], 10);
  var minor = parseInt(parts[1], 10) || 0;
  var supported = (major === 22 && minor >= 13) || major >= 24;
  if (supported) return null;
  return 'SignalDesk needs Node 22.13+ or 24; this is ' + String(version).replace(/^v/, '') + '. ' + HOW_TO_GET_IT;
}

module.exports = { nodeVersionProblem: nodeVersionProblem };

if (require.main === module) {
  var problem = nodeVersionProblem(process.versions.node);
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
}
