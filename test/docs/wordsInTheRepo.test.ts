// Words in the repository point inside it: no comment, test title or doc names a numbered rule of a
// document the repository does not hold, and every `docs/<file>.md#anchor` that code or docs point to
// is a heading that exists (its GitHub anchor), so a renamed heading cannot leave a pointer dangling.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** Generated from the holiday data; their generators carry no such words. */
const GENERATED = ['src/holidays/', 'src/calendars/holidayTables/'];

/** A numbered rule of the spec's outside rulings document, also split over a comment's lines. */
const RULE_NUMBER = /\brulings?[\s*/#-]*\d+/gi;

/** A pointer into a doc: `docs/decisions.md#limits`, or `decisions.md#limits` inside docs/. */
const DOC_POINTER = /(?:docs\/)?([a-z][a-z0-9-]*\.md)#([a-z0-9_-]+)/g;

/** Every file under a folder of the repository, as paths relative to the root. */
function filesUnder(folder: string): string[] {
  const found: string[] = [];
  const walk = (path: string): void => {
    for (const name of readdirSync(path)) {
      const child = join(path, name);
      if (statSync(child).isDirectory()) walk(child);
      else found.push(relative(ROOT, child).replaceAll('\\', '/'));
    }
  };
  walk(join(ROOT, folder));
  return found.sort();
}

const SOURCE_FILES = ['src', 'scripts', 'bench', 'test']
  .flatMap(filesUnder)
  .filter((path) => /\.(ts|tsx|js|mjs|cjs|json|lua|html|css)$/.test(path))
  .filter((path) => !GENERATED.some((prefix) => path.startsWith(prefix)));
const DOC_FILES = ['README.md', 'CHANGELOG.md', ...filesUnder('docs').filter((path) => path.endsWith('.md'))];

/**
 * The anchors GitHub gives a Markdown document's headings: lower case, punctuation other than `-`
 * and `_` dropped, spaces to `-`, and `-1`, `-2` after a repeated one. Fenced code is skipped.
 */
export function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const heading = fenced ? null : /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (heading === null) continue;
    const text = (heading[1] ?? '').replace(/\[([^\]]*)\]\([^)]*\)/g, '$1');
    const base = text.toLowerCase().replace(/[^\p{L}\p{N}\s_-]/gu, '').trim().replace(/\s/g, '-');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}

/** Lines of a text that match a pattern, as `path:line: text`. */
function matchingLines(path: string, text: string, pattern: RegExp): string[] {
  return [...text.matchAll(pattern)].map((match) => {
    const line = text.slice(0, match.index).split('\n').length;
    return `${path}:${line}: ${match[0].replace(/\s+/g, ' ')}`;
  });
}

describe('words in the repository', () => {
  it('computes GitHub anchors', () => {
    const anchors = headingAnchors('# Decisions\n## Gateway: order of checks\n```\n# not a heading\n```\n## `daycalc serve` limits\n## MCP, playground and dashboard\n## Gateway: order of checks\n');
    expect([...anchors]).toEqual(['decisions', 'gateway-order-of-checks', 'daycalc-serve-limits', 'mcp-playground-and-dashboard', 'gateway-order-of-checks-1']);
  });

  it('finds a rule number in a comment, also across lines', () => {
    const sample = ['// as the ', 'ruling', ' 18 says\n/* the ', 'rulings', '\n * 17-19 */'].join('');
    expect(matchingLines('sample.ts', sample, RULE_NUMBER)).toHaveLength(2);
    expect(matchingLines('sample.ts', '// the rulings document decides; rule 18 of the spec', RULE_NUMBER)).toEqual([]);
  });

  it('names no numbered rule of an outside document in src, scripts, bench, test or the docs: say the rule, or point to docs/decisions.md', () => {
    expect(SOURCE_FILES.length).toBeGreaterThan(100);
    const found = [...SOURCE_FILES, ...DOC_FILES].flatMap((path) => matchingLines(path, readFileSync(join(ROOT, path), 'utf8'), RULE_NUMBER));
    expect(found).toEqual([]);
  });

  it('points only to headings that exist, from src, scripts, bench, test and the docs', () => {
    const anchorsOf = new Map<string, Set<string>>();
    const anchors = (doc: string): Set<string> => {
      let known = anchorsOf.get(doc);
      if (known === undefined) {
        const path = doc === 'README.md' || doc === 'CHANGELOG.md' ? doc : `docs/${doc}`;
        let text = '';
        try { text = readFileSync(join(ROOT, path), 'utf8'); } catch { /* a missing doc has no anchors */ }
        known = headingAnchors(text);
        anchorsOf.set(doc, known);
      }
      return known;
    };
    const dangling: string[] = [];
    let pointers = 0;
    for (const path of [...SOURCE_FILES, ...DOC_FILES]) {
      const text = readFileSync(join(ROOT, path), 'utf8');
      for (const match of text.matchAll(DOC_POINTER)) {
        const [pointer, doc = '', anchor = ''] = match;
        // Inside docs/ a bare `<file>.md#<anchor>` is a sibling; elsewhere only `docs/<file>.md#<anchor>` is.
        if (!pointer.startsWith('docs/') && !path.startsWith('docs/')) continue;
        pointers += 1;
        if (!anchors(doc).has(anchor)) dangling.push(`${path}: ${pointer}`);
      }
    }
    expect(pointers).toBeGreaterThan(50);
    expect(dangling).toEqual([]);
  });
});
