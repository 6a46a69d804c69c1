import { createHash } from 'node:crypto';
import { Script } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { DASHBOARD_CSP, dashboardHtml } from '../../src/dashboard/dashboardPage.ts';
import { DASHBOARD_SCRIPT } from '../../src/dashboard/dashboardScript.generated.ts';

const between = (html: string, tag: string) => {
  const match = new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`).exec(html);
  if (!match) throw new Error(`no <${tag}>`);
  return match[1] as string;
};
const cspHash = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
const directive = (name: string) => DASHBOARD_CSP.split('; ').find((part) => part.startsWith(`${name} `))?.slice(name.length + 1);

describe('dashboardHtml and DASHBOARD_CSP', () => {
  const html = dashboardHtml();

  it('allows exactly the page own inline script and style, by their hashes, and nothing inline else', () => {
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html.match(/<style/g)).toHaveLength(1);
    expect(between(html, 'script')).toBe(DASHBOARD_SCRIPT);
    expect(directive('script-src')).toBe(cspHash(between(html, 'script')));
    expect(directive('style-src')).toBe(cspHash(between(html, 'style')));
    expect(DASHBOARD_CSP).not.toContain('unsafe');
    expect(html).not.toMatch(/\sstyle=|\son[a-z]+=/i); // no style attributes or inline handlers: the CSP would block them
  });

  it('keeps every request on the gateway own origin', () => {
    expect(directive('default-src')).toBe("'none'");
    expect(directive('connect-src')).toBe("'self'");
    expect(directive('form-action')).toBe("'none'");
    expect(directive('frame-ancestors')).toBe("'none'");
    expect(html).not.toMatch(/https?:\/\//);
  });

  it('is one HTML document whose script is valid JavaScript with its helpers embedded', () => {
    expect(html.startsWith('<!doctype html>')).toBe(true);
    expect(() => new Script(DASHBOARD_SCRIPT)).not.toThrow();
    for (const name of ['sha256Hex', 'formatInstant', 'usageShare', 'historyQuery', 'calendarGridDays', 'calendarRequestBody', 'monthLayout', 'monthGrids', 'keyHint']) {
      expect(DASHBOARD_SCRIPT, name).toMatch(new RegExp(`(const|function) ${name}\\b`));
    }
    expect(DASHBOARD_SCRIPT).not.toMatch(/localStorage|sessionStorage|document\.cookie|location\.(search|hash|href)\s*=|history\.(push|replace)State|window\.confirm|\bconfirm\(/);
  });

  it('has the key field, its hint and the four sections', () => {
    for (const id of ['key', 'key-hint', 'key-source', 'usage', 'history', 'keys', 'calendars', 'confirm']) expect(html).toContain(`id="${id}"`);
    expect(html).toMatch(/<input id="key" type="password"/);
  });
});
