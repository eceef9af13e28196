import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { relative } from 'node:path';

/**
 * What the research protocol asks of the repository: the commit an evaluation ran on, whether the
 * tree held anything uncommitted, and the committed content of a pre-registration.
 */
export class Repository {
  constructor(readonly root: string) {}

  static containing(directory: string): Repository {
    return new Repository(execFileSync('git', ['rev-parse', '--show-toplevel'], { cwd: directory }).toString().trim());
  }

  private git(...args: string[]): string {
    return execFileSync('git', args, { cwd: this.root, stdio: ['ignore', 'pipe', 'pipe'] }).toString();
  }

  head(): string {
    return this.git('rev-parse', 'HEAD').trim();
  }

  /** Paths with uncommitted changes (staged, unstaged or untracked), relative to the root. */
  changedPaths(): string[] {
    return this.git('status', '--porcelain', '--untracked-files=all')
      .split('\n')
      .filter(Boolean)
      .map((line) => line.slice(3));
  }

  /**
   * The file as committed at HEAD, with the commit that last changed it; null when the file is not
   * tracked, or differs from HEAD (edited, staged or not).
   */
  committed(file: string): { text: string; sha256: string; commit: string } | null {
    const path = relative(this.root, file).split('\\').join('/');
    let text: string;
    try {
      text = this.git('show', `HEAD:${path}`);
    } catch {
      return null;
    }
    if (this.git('status', '--porcelain', '--', path).trim()) return null;
    return {
      text,
      sha256: createHash('sha256').update(text).digest('hex'),
      commit: this.git('log', '-1', '--format=%H', '--', path).trim(),
    };
  }
}
