import { readFileSync } from 'node:fs';
import { TARBALL_CONTENTS_MARKERS, tarballContents, withTarballContents } from '../../scripts/tarballContents.ts';
import { describe, expect, it } from 'vitest';
import { BROWSER_ENTRY } from '../../bench/_bundles.ts';
import { packedFiles, tarballBytes } from '../../bench/_package.ts';
import { measureBundles, rewriteNumbers, updateDocs } from '../../scripts/docNumbers.ts';

/** Code without line comments and trailing blanks, to compare a README block with the bench's copy. */
const code = (text: string): string => text.replace(/\s*\/\/ .*$/gm, '').trim();

// Issue 27 item 6: the bundle sizes and the tarball size the README and docs quote are printed by
// `npm run docs:numbers` where the docs mark them (`<!-- numbers:NAME -->20.1 KB<!-- /numbers -->`),
// not copied by hand; this fails as soon as one differs from what the built package measures now.
// The install numbers (which need the npm registry) are checked in lightInstall.test.ts.

describe('the sizes the docs quote (issue 27 item 6)', () => {
  it('reads a marked number, and rewrites only a stale one', () => {
    const text = 'is <!-- numbers:tarball -->1.2 MB<!-- /numbers --> packed;\nabout <!-- numbers:execute-us -->26 KB<!-- /numbers -->.';
    const result = rewriteNumbers('x.md', text, { tarball: 1_240_000 });
    expect(result.names).toEqual(['tarball', 'execute-us']);
    expect(result.stale).toEqual([]); // 1,240,000 bytes is 1.2 MB; execute-us was not measured: kept
    const stale = rewriteNumbers('x.md', text, { tarball: 1_300_000, 'execute-us': 37_800 });
    expect(stale.stale.map((span) => [span.line, span.name, span.written, span.measured])).toEqual([
      [1, 'tarball', '1.2 MB', '1.3 MB'],
      [2, 'execute-us', '26 KB', '36.9 KB'],
    ]);
    expect(stale.text).toBe('is <!-- numbers:tarball -->1.3 MB<!-- /numbers --> packed;\nabout <!-- numbers:execute-us -->36.9 KB<!-- /numbers -->.');
    expect(rewriteNumbers('x.md', '<!-- numbers:nonsense -->3<!-- /numbers -->', {}).stale[0]?.measured).toBeUndefined();
  });

  it("the bench's browser entry is the README's first block", () => {
    const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
    const block = /^```ts\n([\s\S]*?)^```/m.exec(readme)?.[1];
    expect(code(block ?? '')).toBe(code(BROWSER_ENTRY));
  });

  it('the docs mark the bundle sizes they quote', () => {
    const { names, stale } = updateDocs({}, false);
    expect([...names]).toEqual(expect.arrayContaining(['browser-esbuild', 'execute-us']));
    expect(stale, 'a marker with a name the script does not know').toEqual([]);
  });

  it('every marked bundle size and the tarball size is what the built package measures now', async () => {
    const { numbers, problems } = await measureBundles();
    const { names, stale } = updateDocs({ ...numbers, tarball: await tarballBytes() }, false);
    expect(problems.filter((problem) => names.has(problem.name)), 'a quoted bundle that does not build').toEqual([]);
    const lines = stale.map((span) => `${span.file}:${span.line}: numbers:${span.name} says ${span.written}, measured ${span.measured ?? '(unknown name)'}`);
    expect(lines, 'run `npm run docs:numbers`').toEqual([]);
  }, 180_000);

  it('the tarball contents docs/deployment.md shows are what npm packs now (issue 32 item 6)', async () => {
    const deployment = readFileSync(new URL('../../docs/deployment.md', import.meta.url), 'utf8');
    expect(deployment).toContain(TARBALL_CONTENTS_MARKERS[0]);
    expect(withTarballContents(deployment, tarballContents(await packedFiles())), 'run `npm run docs:numbers`').toBe(deployment);
  }, 130_000);
});
