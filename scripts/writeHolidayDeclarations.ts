// Writes dist/holidays/<code>.d.ts and dist/markets/<code>.d.ts for the modules of
// `daycalc/holidays/<code>` and `daycalc/markets/<code>` (run by `npm run build`).
import { readdir, readFile, writeFile } from 'node:fs/promises';

/**
 * The declarations of one folder of data modules (one small module per country or market, whose only
 * export is a `HolidayData` value): written beside the ESM build's modules after `tsup` (`npm run
 * build`) instead of one rollup of types per module (232 more declaration builds).
 *
 * @param folder - `holidays` (codes of two letters) or `markets` (MICs, and `TARGET`).
 */
async function writeDataDeclarations(folder: 'holidays' | 'markets'): Promise<void> {
  for (const name of await readdir(`src/${folder}`)) {
    if (!name.endsWith('.ts')) continue;
    const source = await readFile(`src/${folder}/${name}`, 'utf8');
    const code = /export const ([A-Z][A-Z0-9]{1,5}): HolidayData/.exec(source)?.[1];
    const doc = /\/\*\*[\s\S]*?\*\//.exec(source)?.[0];
    if (code === undefined || doc === undefined) throw new Error(`src/${folder}/${name}: no HolidayData export`);
    const text = `import type { HolidayData } from '../index.js';\n\n${doc}\nexport declare const ${code}: HolidayData;\n\nexport default ${code};\n`;
    await writeFile(`dist/${folder}/${name.slice(0, -3)}.d.ts`, text);
  }
}

await writeDataDeclarations('holidays');
await writeDataDeclarations('markets');
