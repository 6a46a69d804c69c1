import { DAYCALC_VERSION } from '../mcp/serverVersion.ts';
import { execute } from '../catalog/execute.ts';
import { parseJsonBody } from '../requests/parseJsonBody.ts';
import { toEnvelope, type EnvelopeOutcome } from '../gateway/envelope.ts';
import { renderHelp, renderOperationHelp } from './helpText.ts';
import { parseCommandLine, type BodySource } from './parseCommandLine.ts';

/** Everything the CLI needs from its host: output streams, stdin, the clock and request ids. */
export interface CliIo {
  readonly stdout: (text: string) => void;
  readonly stderr: (text: string) => void;
  /** Whether stdin is a terminal (then it is never read unless `-` asks for it). */
  readonly stdinIsTTY: boolean;
  readonly readStdin: () => Promise<string>;
  /** Today's date in UTC, `YYYY-MM-DD`. */
  readonly today: () => string;
  /** A new request id, `req_` + 32 lowercase hex. */
  readonly requestId: () => string;
}

/** Exit statuses of `daycalc`. */
export const EXIT = { ok: 0, errorResponse: 1, usage: 2 } as const;

type BodyText = { readonly ok: true; readonly body: EnvelopeOutcome } | { readonly ok: false; readonly message: string };

/** Turns the body source into a parsed body (or an `INVALID_JSON` outcome); empty stdin is `{}`. */
async function readBody(source: BodySource, io: CliIo): Promise<BodyText> {
  if (source.kind === 'flags') return { ok: true, body: { ok: true, data: source.body } };
  if (source.kind === 'auto' && io.stdinIsTTY) return { ok: true, body: { ok: true, data: {} } };
  let text: string;
  if (source.kind === 'json') {
    text = source.text;
  } else {
    try {
      text = await io.readStdin();
    } catch (error) {
      return { ok: false, message: `cannot read stdin: ${error instanceof Error ? error.message : String(error)}` };
    }
    if (text.trim() === '') return { ok: true, body: { ok: true, data: {} } };
  }
  const parsed = parseJsonBody(text);
  return { ok: true, body: parsed.ok ? { ok: true, data: parsed.value } : parsed };
}

function usage(io: CliIo, message: string): number {
  io.stderr(`daycalc: ${message}\nRun "daycalc --help" for usage.\n`);
  return EXIT.usage;
}

/**
 * Runs `daycalc` once: parses the arguments, reads the body, runs the operation through `execute`
 * and prints the spec's envelope as JSON on stdout (`countries` and `holidays`, the holiday data's
 * coverage, are operations like the others); `--version` prints the package version.
 *
 * Usage errors go to stderr. Today is `--today` or else `io.today()` (the CLI reads the clock; the
 * core never does).
 *
 * @param argv - The arguments, without the node and script paths.
 * @param io - The host: streams, stdin, clock and request ids.
 * @returns The exit status: 0 success, 1 error response, 2 usage error.
 * @example
 * await runCli(['day-of-week', '{"date":"2024-07-04"}'], io)
 * //=> 0, after printing {"data":{"date":"2024-07-04","weekday":"Thursday","iso_weekday":4},"meta":{...}}
 */
export async function runCli(argv: readonly string[], io: CliIo): Promise<number> {
  const parsed = parseCommandLine(argv);
  if (!parsed.ok) {
    if (parsed.message === 'missing operation') io.stderr(renderHelp());
    return usage(io, parsed.message);
  }
  const { command } = parsed;
  if (command.kind === 'help') {
    io.stdout(renderHelp());
    return EXIT.ok;
  }
  if (command.kind === 'version') {
    io.stdout(`${DAYCALC_VERSION}\n`);
    return EXIT.ok;
  }
  if (command.kind === 'operationHelp') {
    io.stdout(renderOperationHelp(command.definition));
    return EXIT.ok;
  }
  const body = await readBody(command.source, io);
  if (!body.ok) return usage(io, body.message);
  const outcome = body.body.ok
    ? await execute(command.definition.name, body.body.data, { today: command.today ?? io.today() })
    : body.body;
  const envelope = toEnvelope(outcome, io.requestId());
  io.stdout(`${JSON.stringify(envelope, null, command.pretty ? 2 : undefined)}\n`);
  return outcome.ok ? EXIT.ok : EXIT.errorResponse;
}
