/**
 * docker/Caddyfile marks a line that needs a newer Caddy than some machines carry, with the
 * version it needs: `health_fails 3 # Caddy 2.7+` (the compose file's image has it). The
 * deployment check (scripts/validate-deploy.js) and the soak read the file through this, so that
 * an older local Caddy can still check and run the rest. Erasable TypeScript only: the deployment
 * check loads it with types stripped.
 */
const NEEDS_CADDY = /^[^\n]*#\s*Caddy (\d+)\.(\d+)\+[ \t]*\n/gm;

/** Major and minor of a `caddy version` answer ("v2.6.2 h1:…"). */
function majorMinor(version: string): [number, number] {
  const [, major, minor] = /(\d+)\.(\d+)/.exec(version) ?? ['', '0', '0'];
  return [Number(major), Number(minor)];
}

/** The Caddyfile for the Caddy `version`: the lines marked for a newer one left out, and listed. */
export function forCaddyVersion(source: string, version: string): { text: string; leftOut: string[] } {
  const [major, minor] = majorMinor(version);
  const leftOut: string[] = [];
  const text = source.replace(NEEDS_CADDY, (line, needsMajor: string, needsMinor: string) => {
    const newer = Number(needsMajor) > major || (Number(needsMajor) === major && Number(needsMinor) > minor);
    if (!newer) return line;
    leftOut.push(line.trim());
    return '';
  });
  return { text, leftOut };
}
