// Writes dist/holidays/<code>.d.ts for the modules of `daycalc/holidays/<code>` (run by `npm run build`).
import { readdir, readFile, writeFile } from 'node:fs/promises';

/**
 * The declarations of `daycalc/holidays/<code>` (one small module per country, whose only export is
 * a `HolidayData` value): written beside the ESM build's modules after `tsup` (`npm run build`) instead of
 * one rollup of types per country (207 more declaration builds).
 */
async function writeHolidayDeclarations(): Promise<void> {
  for (const name of await readdir('src/holidays')) {
    if (!name.endsWith('.ts')) continue;
    const source = await readFile(`src/holidays/${name}`, 'utf8');
    const code = /export const ([A-Z]{2}): HolidayData/.exec(source)?.[1];
    const doc = /\/\*\*[\s\S]*?\*\//.exec(source)?.[0];
    if (code === undefined || doc === undefined) throw new Error(`src/holidays/${name}: no HolidayData export`);
    const text = `import type { HolidayData } from '../index.js';\n\n${doc}\nexport declare const ${code}: HolidayData;\n\nexport default ${code};\n`;
    await writeFile(`dist/holidays/${name.slice(0, -3)}.d.ts`, text);
  }
}


await writeHolidayDeclarations();
