// Child processes the benchmarks start (servers, isolated measurements), always with a bounded
// wait and always stopped by the section that started them.
import { once } from 'node:events';
import { createServer } from 'node:net';

const LOOPBACK = '127.0.0.1';
const STOP_GRACE_MS = 10_000;
const OUTPUT_TAIL_CHARS = 4_000;

/** A port that was free on the loopback interface a moment ago (the OS picks it). */
export async function freeLoopbackPort() {
  const server = createServer();
  server.listen(0, LOOPBACK);
  await once(server, 'listening');
  const { port } = server.address();
  server.close();
  await once(server, 'close');
  return port;
}

/**
 * Resolves once the child's stdout prints a line matching `pattern`. Rejects, quoting the end of
 * its output, if it exits first or stays silent for `timeoutMs`.
 */
export function waitForOutput(child, pattern, timeoutMs) {
  let output = '';
  return new Promise((resolve, reject) => {
    const finish = (settle, value) => {
      clearTimeout(timer);
      child.stdout.off('data', onStdout);
      child.stderr.off('data', onStderr);
      child.off('exit', onExit);
      settle(value);
    };
    const fail = (reason) => finish(reject, new Error(`${reason}. Output:\n${output.slice(-OUTPUT_TAIL_CHARS)}`));
    const onStdout = (chunk) => {
      output += chunk;
      if (pattern.test(output)) finish(resolve, output);
    };
    const onStderr = (chunk) => {
      output += chunk;
    };
    const onExit = (code, signal) =>
      fail(`The process exited (${signal ?? `code ${code}`}) before printing ${pattern}`);
    const timer = setTimeout(() => fail(`No ${pattern} within ${timeoutMs} ms`), timeoutMs);
    child.stdout.on('data', onStdout);
    child.stderr.on('data', onStderr);
    child.once('exit', onExit);
  });
}

/** The first IPC message of a forked child, or an error if it exits or times out first. */
export function nextMessage(child, timeoutMs) {
  return new Promise((resolve, reject) => {
    const finish = (settle, value) => {
      clearTimeout(timer);
      child.off('message', onMessage);
      child.off('exit', onExit);
      settle(value);
    };
    const onMessage = (message) => finish(resolve, message);
    const onExit = (code, signal) =>
      finish(reject, new Error(`The child exited (${signal ?? `code ${code}`}) without reporting`));
    const timer = setTimeout(
      () => finish(reject, new Error(`The child reported nothing within ${timeoutMs} ms`)),
      timeoutMs,
    );
    child.on('message', onMessage);
    child.once('exit', onExit);
  });
}

/** SIGTERM, then SIGKILL if the child has not exited within the grace period. */
export async function stopChild(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
  await exited;
  clearTimeout(timer);
}
