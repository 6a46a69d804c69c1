import { readFile } from 'node:fs/promises';
import { checkGatewayConfig, type GatewayConfig } from '../gateway/loadGatewayConfig.ts';

/** A config file read and checked: the loaded config and its text, or the problems as one message (with the text when it was read). */
export type ConfigFileResult = { readonly ok: true; readonly text: string; readonly config: GatewayConfig } | { readonly ok: false; readonly text?: string; readonly message: string };

/**
 * Reads and checks a gateway config file.
 *
 * @param file - The path.
 * @returns The checked config (no stores built), or the problems as one message.
 * @example
 * const read = await readConfigFile('/etc/daycalc/daycalc.json');
 * if (!read.ok) console.error(read.message);
 */
export async function readConfigFile(file: string): Promise<ConfigFileResult> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    return { ok: false, message: `cannot read config ${file}: ${error instanceof Error ? error.message : String(error)}` };
  }
  let json: unknown;
  try {
    json = JSON.parse(text) as unknown;
  } catch (error) {
    return { ok: false, text, message: `invalid config ${file}: not JSON (${error instanceof Error ? error.message : String(error)})` };
  }
  const checked = checkGatewayConfig(json);
  if (!checked.ok) return { ok: false, text, message: `invalid config ${file}:\n${checked.problems.map((problem) => `  - ${problem}`).join('\n')}` };
  return { ok: true, text, config: checked.value };
}
