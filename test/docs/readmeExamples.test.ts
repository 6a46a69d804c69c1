// The README's TypeScript blocks are real code: each compiles under `strict` as a module importing
// from 'daycalc', 'daycalc/holidays/<code>' and 'daycalc/markets/<code>' (tsconfig `paths` maps them to src/), runs without throwing, and every
// `console.log(...)` it reaches prints what the comment on its line says (the printed text is the
// start of the comment, quotes aside: `// 50: New Year ... skipped` is met by `50`).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { strictCompilerOptions, typeCheckModules } from '../_helpers/typeCheckModules.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const README = readFileSync(join(ROOT, 'README.md'), 'utf8');

/** The ```ts blocks of a Markdown text, with the line of their first code line. */
function typeScriptBlocks(markdown: string): Array<{ line: number; code: string }> {
  const blocks: Array<{ line: number; code: string }> = [];
  const lines = markdown.split('\n');
  for (let at = 0; at < lines.length; at++) {
    if (lines[at]!.trim() !== '```ts') continue;
    const end = lines.indexOf('```', at + 1);
    blocks.push({ line: at + 2, code: lines.slice(at + 1, end).join('\n') });
    at = end;
  }
  return blocks;
}

const blocks = typeScriptBlocks(README);

describe('README TypeScript examples', () => {
  it('finds the quickstart and the coverage examples', () => {
    expect(blocks.length).toBeGreaterThanOrEqual(2);
  });

  it('compile under strict', () => {
    const modules = new Map(blocks.map((block, index) => [join(ROOT, `test/__readme__/block${index}.ts`), `${block.code}\nexport {};\n`]));
    const problems = [...typeCheckModules(modules, strictCompilerOptions()).entries()].flatMap(([fileName, { diagnostics }]) =>
      diagnostics.map((diagnostic) => `${fileName}: TS${diagnostic.code} ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`),
    );
    expect(problems).toEqual([]);
  });

  it.each(blocks.map((block) => [block.line, block] as const))('the block at README line %i runs and prints what its comments say', async (_line, block) => {
    // Each console.log becomes a call that records its README line and what it would print.
    const lines = block.code.split('\n');
    const logged: Array<[number, string]> = [];
    const instrumented = lines
      .map((text, index) => text.replaceAll('console.log(', `__readmeLog(${index}, `))
      .join('\n')
      .replace(/from 'daycalc'/g, `from ${JSON.stringify(pathToFileURL(join(ROOT, 'src/index.ts')).href)}`)
      .replace(/from 'daycalc\/holidays\/([a-z]{2})'/g, (_text, code: string) => `from ${JSON.stringify(pathToFileURL(join(ROOT, `src/holidays/${code}.ts`)).href)}`)
      .replace(/from 'daycalc\/markets\/([a-z0-9]{4,6})'/g, (_text, code: string) => `from ${JSON.stringify(pathToFileURL(join(ROOT, `src/markets/${code}.ts`)).href)}`);
    const folder = join(ROOT, 'test-output/readme');
    mkdirSync(folder, { recursive: true });
    const file = join(folder, `block-${block.line}.ts`);
    writeFileSync(file, `const __readmeLog = (line: number, ...values: unknown[]): void => { (globalThis as any).__readmeLogged.push([line, values.map(String).join(' ')]); };\n${instrumented}\nexport {};\n`);
    (globalThis as { __readmeLogged?: unknown }).__readmeLogged = logged;
    await import(pathToFileURL(file).href);
    for (const [index, printed] of logged) {
      const comment = /\/\/\s*(.*)$/.exec(lines[index]!)?.[1];
      expect(comment, `README line ${block.line + index} prints without saying what`).toBeDefined();
      expect(comment!.replace(/'/g, '').startsWith(printed), `README line ${block.line + index}: printed "${printed}", the comment says "${comment}"`).toBe(true);
    }
    if (block.code.includes('console.log(')) expect(logged.length).toBeGreaterThan(0);
  });
});
