// The command line shared by the doc generators: write the doc, or with `--check` only compare it.
import { realpathSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

/**
 * Writes a generated doc, or with `--check` only compares it with the file.
 *
 * @param argv - The script's arguments.
 * @param path - The doc's path.
 * @param rendered - The doc as generated now.
 * @param command - The npm command that regenerates it, for the out-of-date message.
 * @returns The exit status: 0, or 1 when `--check` finds the file out of date.
 * @example
 * process.exitCode = await writeOrCheckDoc(process.argv.slice(2), OPERATIONS_DOC_PATH, text, 'npm run docs:operations');
 */
export async function writeOrCheckDoc(argv: readonly string[], path: string, rendered: string, command: string): Promise<number> {
  if (!argv.includes('--check')) {
    await writeFile(path, rendered);
    process.stdout.write(`wrote ${path}\n`);
    return 0;
  }
  const current = await readFile(path, 'utf8').catch(() => undefined);
  if (current === rendered) return 0;
  process.stderr.write(`${path} is out of date; run \`${command}\`\n`);
  return 1;
}

/**
 * Tells whether a module is the script node was started with (not a module imported by a test).
 *
 * @param moduleUrl - The module's `import.meta.url`.
 * @returns True for the main script.
 * @example
 * if (isMainModule(import.meta.url)) process.exitCode = await main(process.argv.slice(2));
 */
export function isMainModule(moduleUrl: string): boolean {
  try {
    return process.argv[1] !== undefined && realpathSync(process.argv[1]) === fileURLToPath(moduleUrl);
  } catch {
    return false;
  }
}
