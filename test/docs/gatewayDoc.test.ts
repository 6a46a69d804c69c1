import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const doc = readFileSync(new URL('../../docs/gateway.md', import.meta.url), 'utf8');
const examples = readdirSync(new URL('../../docs/examples/', import.meta.url)).filter((name) => name.endsWith('.ts'));

describe('docs/gateway.md', () => {
  it.each(examples)('shows docs/examples/%s verbatim', (name) => {
    const code = readFileSync(new URL(`../../docs/examples/${name}`, import.meta.url), 'utf8').trimEnd();
    expect(doc).toContain(`\`docs/examples/${name}\`:\n\n\`\`\`ts\n${code}\n\`\`\``);
  });

  it('has an example for each host the issue names', () => {
    expect(examples.sort()).toEqual(['bun.ts', 'deno.ts', 'hono.ts', 'node.ts', 'worker.ts']);
  });
});
