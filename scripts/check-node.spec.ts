import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const script = fileURLToPath(new URL('./check-node.cjs', import.meta.url));
const { nodeVersionProblem } = createRequire(import.meta.url)(script) as {
  nodeVersionProblem(version: string): string | null;
};

describe('the Node version check npm start runs first', () => {
  it.each(['20.20.2', '22.12.0', '23.1.0'])('refuses Node %s with the sentence and the way to get Node', (version) => {
    const problem = nodeVersionProblem(version);
    expect(problem).toMatch(
      new RegExp(`^SignalDesk needs Node 22\\.13\\+ or 24; this is ${version.replace(/\./g, '\\.')}\\. `),
    );
    expect(problem).toContain('nvm install 24');
  });

  it.each(['22.13.0', '22.23.3', '24.0.0', '24.11.1', '25.2.0'])('lets Node %s start', (version) => {
    expect(nodeVersionProblem(version)).toBeNull();
  });

  it('reads a version as process.version spells it, with its v', () => {
    expect(nodeVersionProblem('v20.20.2')).toMatch(/this is 20\.20\.2\./);
  });

  it('as a command, passes on this Node and says nothing', () => {
    expect(execFileSync(process.execPath, [script], { encoding: 'utf8' })).toBe('');
  });
});
