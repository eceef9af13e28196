import type { LoggerService } from '@nestjs/common';

/**
 * The application's log lines kept in memory, for an in-process suite (whose pino output is
 * silenced): installed with `app.useLogger(capture)`, every Nest logger of the app writes here.
 */
export class LogCapture implements LoggerService {
  readonly lines: string[] = [];

  log(message: unknown, context?: string): void {
    this.add('info', message, context);
  }

  warn(message: unknown, context?: string): void {
    this.add('warn', message, context);
  }

  error(message: unknown, ...rest: unknown[]): void {
    this.add('error', message, rest.at(-1));
  }

  debug(message: unknown, context?: string): void {
    this.add('debug', message, context);
  }

  verbose(message: unknown, context?: string): void {
    this.add('verbose', message, context);
  }

  fatal(message: unknown, context?: string): void {
    this.add('fatal', message, context);
  }

  /** The lines that contain `text` (or match it). */
  matching(text: string | RegExp): string[] {
    return this.lines.filter((line) => (typeof text === 'string' ? line.includes(text) : text.test(line)));
  }

  private add(level: string, message: unknown, context: unknown): void {
    this.lines.push(`${level} ${typeof context === 'string' ? context : ''}: ${String(message)}`);
  }
}
