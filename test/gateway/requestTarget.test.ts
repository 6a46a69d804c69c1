import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { requestTarget } from '../../src/gateway/requestTarget.ts';

const viaUrl = (href: string) => {
  const url = new URL(href);
  return { pathname: url.pathname, query: url.search.slice(1) };
};

describe('requestTarget', () => {
  it('reads ordinary paths and queries', () => {
    expect(requestTarget('http://127.0.0.1:8787/api/v1/day-of-week')).toEqual({ pathname: '/api/v1/day-of-week', query: '' });
    expect(requestTarget('http://h/api/v1/day-of-week?api_key=x&b=2')).toEqual({ pathname: '/api/v1/day-of-week', query: 'api_key=x&b=2' });
    expect(requestTarget('https://h/openapi.json')).toEqual({ pathname: '/openapi.json', query: '' });
  });

  it('gives what new URL gives for dot segments, escapes, backslashes, fragments and empty queries', () => {
    for (const href of [
      'http://h/api/v1/../v1/day-of-week',
      'http://h/api/./v1/day-of-week',
      'http://h/api/v1/day%2Dof-week',
      'http://h/api\\v1/day-of-week',
      'http://h/api/v1/day-of-week#x?api_key=1',
      'http://h/api/v1/day-of-week?',
      'http://h/a b',
      'http://h/.hidden/..',
      'http://h/api/v1/day-of-week/.',
      'http://user@h/x',
    ]) {
      expect(requestTarget(href), href).toEqual(viaUrl(href));
    }
  });

  it('agrees with new URL on any path and query built from URL-ish characters', () => {
    const pathChar = fc.constantFrom(...'abz09-_~./%\\ ?#@:;=&+AZ'.split(''));
    fc.assert(
      fc.property(fc.array(pathChar, { maxLength: 30 }), fc.constantFrom('http://127.0.0.1:8787', 'https://example.com', 'http://[::1]:80'), (chars, origin) => {
        const href = `${origin}/${chars.join('')}`;
        let expected: ReturnType<typeof viaUrl>;
        try {
          expected = viaUrl(href);
        } catch {
          return; // not a URL at all: a Request could not carry it
        }
        expect(requestTarget(href)).toEqual(expected);
      }),
      { numRuns: 2_000 },
    );
  });
});
