// The pages' scripts are TypeScript under src/*/browser/, bundled by scripts/bundlePageScripts.ts into
// generated modules that are committed (the gateway and the tests read them without a build). This
// fails when a generated module is not what bundling the sources gives now.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DASHBOARD_SCRIPT } from '../../src/dashboard/dashboardScript.generated.ts';
import { PLAYGROUND_SCRIPT } from '../../src/playground/playgroundScript.generated.ts';
import { bundlePageScript, generatedModule, PAGE_SCRIPTS } from '../../scripts/bundlePageScripts.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

describe('the pages’ bundled scripts', () => {
  it('are up to date with their sources (run `npm run pages:bundle`)', async () => {
    expect(PAGE_SCRIPTS.map((page) => page.output)).toEqual(['src/playground/playgroundScript.generated.ts', 'src/dashboard/dashboardScript.generated.ts']);
    for (const page of PAGE_SCRIPTS) {
      const script = await bundlePageScript(page);
      expect(readFileSync(`${ROOT}${page.output}`, 'utf8'), `${page.output} is stale: run \`npm run pages:bundle\``).toBe(generatedModule(page, script));
    }
  });

  it('bundle the same text every time, as one strict-mode script that imports nothing', async () => {
    const [playground, dashboard] = PAGE_SCRIPTS;
    expect(await bundlePageScript(playground!)).toBe(PLAYGROUND_SCRIPT);
    expect(await bundlePageScript(dashboard!)).toBe(DASHBOARD_SCRIPT);
    for (const script of [PLAYGROUND_SCRIPT, DASHBOARD_SCRIPT]) {
      expect(script.startsWith('"use strict";(()=>{')).toBe(true);
      expect(script.endsWith('})();')).toBe(true);
      expect(script).not.toMatch(/\bimport\s*[({'"]|\brequire\(|sourceMappingURL/);
    }
  });
});
