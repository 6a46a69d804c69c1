import { describe, expect, it } from 'vitest';
import { redactUrl } from '../../src/node/redactUrl.ts';

describe('redactUrl', () => {
  it('hides the password, also one holding @ or :', () => {
    expect(redactUrl('redis://:secret@cache:6379/0')).toBe('redis://:***@cache:6379/0');
    expect(redactUrl('redis://:p@ss@cache:6379')).toBe('redis://:***@cache:6379');
    expect(redactUrl('rediss://user:a:b@cache.example.com:6380')).toBe('rediss://user:***@cache.example.com:6380');
  });

  it('leaves a URL without a password as it is', () => {
    expect(redactUrl('redis://127.0.0.1:6379')).toBe('redis://127.0.0.1:6379');
    expect(redactUrl('redis://user@cache:6379')).toBe('redis://user@cache:6379');
  });

  it('never shows what follows // up to the last @ when the text is not a URL', () => {
    const redacted = redactUrl('redis://:pa ss@@[bad');
    expect(redacted).not.toContain('pa ss');
  });
});
