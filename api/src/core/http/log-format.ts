import pino, { type DestinationStream, type LoggerOptions } from 'pino';

/** JSON lines for machines; one short line per request for a person watching a terminal. */
export type LogFormat = 'json' | 'human';

/** Human lines only in a terminal outside production; JSON everywhere else (pipes, files, containers). */
export function logFormat(
  env: NodeJS.ProcessEnv = process.env,
  stdout: { isTTY?: boolean } = process.stdout,
): LogFormat {
  return stdout.isTTY === true && env.NODE_ENV !== 'production' ? 'human' : 'json';
}

/** Nest's start-up chatter (modules loaded, every route mapped), which a terminal does not need. */
const START_UP_CONTEXTS = new Set([
  'InstanceLoader',
  'RoutesResolver',
  'RouterExplorer',
  'NestFactory',
  'NestApplication',
]);
export const isStartUpChatter = (context: string | undefined) =>
  context !== undefined && START_UP_CONTEXTS.has(context);

const LEVEL_NAMES: Record<number, string> = {
  10: 'trace',
  20: 'debug',
  30: 'info',
  40: 'warn',
  50: 'error',
  60: 'fatal',
};

/** One pino JSON line as a short human one: time, level when not info, message, error stack. */
export function humanLine(json: string): string {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(json) as Record<string, unknown>;
  } catch {
    return json;
  }
  const time = new Date(typeof entry.time === 'number' ? entry.time : Date.now()).toTimeString().slice(0, 8);
  const level =
    typeof entry.level === 'number' && entry.level !== 30 ? `${LEVEL_NAMES[entry.level] ?? entry.level} ` : '';
  const error = entry.err as { stack?: string } | undefined;
  return `${time} ${level}${String(entry.msg ?? '')}${error?.stack ? `\n${error.stack}` : ''}\n`;
}

/**
 * Where pino writes. JSON goes through an asynchronous destination (writes to stdout are queued, so a
 * request does not wait on the terminal or the pipe; pino flushes the queue at exit). Human lines are few
 * and written as they come.
 */
export function logDestination(format: LogFormat): DestinationStream {
  if (format === 'human') return { write: (line: string) => void process.stdout.write(humanLine(line)) };
  return pino.destination({ dest: 1, sync: false });
}

export function loggerOptions(
  level: LoggerOptions['level'],
  format: LogFormat,
): LoggerOptions & { stream: DestinationStream } {
  return {
    level,
    base: { service: 'api' },
    redact: ['req.headers.cookie', 'req.headers.authorization'],
    stream: logDestination(format),
  };
}
