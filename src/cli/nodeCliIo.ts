import { createRequestId } from '../gateway/requestId.ts';
import type { CliIo } from './runCli.ts';

/**
 * Reads today's date from the clock, in UTC.
 *
 * @returns `YYYY-MM-DD`.
 * @example
 * currentUtcDate() //=> '2024-06-15'
 */
export function currentUtcDate(): string {
  return new Date().toISOString().slice(0, 10);
}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Binds the CLI to this Node process: its streams, stdin, the clock and the gateway's request id maker.
 *
 * @returns The host for `runCli`.
 * @example
 * process.exitCode = await runCli(process.argv.slice(2), nodeCliIo())
 */
export function nodeCliIo(): CliIo {
  return {
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
    stdinIsTTY: process.stdin.isTTY === true,
    readStdin,
    today: currentUtcDate,
    requestId: createRequestId,
  };
}
