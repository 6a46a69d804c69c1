import { build } from 'esbuild';
import { gzipSync } from 'node:zlib';
const root = '/work/main';
const contents = process.argv[2] ?? `import { businessDaysBetween, loadCalendar, parsePlainDate } from '${root}/src/index.ts';
export async function count(start, end) { const calendar = await loadCalendar({ country_code: 'US' }); return businessDaysBetween({ start_date: parsePlainDate(start), end_date: parsePlainDate(end) }, calendar); }`;
const r = await build({ stdin: { contents, resolveDir: root, loader: 'ts', sourcefile: 'app.ts' }, bundle: true, minify: true, splitting: true, platform: 'browser', format: 'esm', target: 'es2022', outdir: '/tmp/an/out', absWorkingDir: root, write: false, metafile: true, logLevel: 'silent' });
const outs = r.metafile.outputs;
const entry = Object.keys(outs).find(p => /app\.ts$/.test(outs[p].entryPoint ?? ''));
const loaded = new Set();
const visit = (p) => { if (loaded.has(p)) return; loaded.add(p); for (const i of outs[p].imports) { if (i.kind === 'import-statement') visit(i.path); else if (i.kind === 'dynamic-import' && /holidayTables\/US\.ts/.test(Object.keys(outs[i.path]?.inputs ?? {}).join(' '))) visit(i.path); } };
visit(entry);
const code = new Map(r.outputFiles.map(f => [f.path.replace(root + '/', ''), f.contents]));
let total = 0; const rows = [];
for (const p of loaded) { const c = [...code].find(([k]) => k.endsWith(p.replace(/^.*out\//, "")))?.[1]; const gz = c ? gzipSync(c, { level: 9 }).length : -1; total += gz; for (const [i, v] of Object.entries(outs[p].inputs)) if (v.bytesInOutput > 0) rows.push([v.bytesInOutput, i]); }
rows.sort((a, b) => b[0] - a[0]);
for (const [b, i] of rows) console.log(String(b).padStart(7), i);
console.log('files', loaded.size, 'gz total', total, 'min total', rows.reduce((s, r) => s + r[0], 0));
