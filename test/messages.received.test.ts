// Issue 27 item 4, "Messages that help": what a validation message shows of the value it refuses
// (`received` in src/messages.ts), and that every field fault's message stays short, starts with the
// field's name, shows no control character and never a key.
import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { catalog, OPERATION_NAMES } from '../src/catalog.ts';
import { fieldFault } from '../src/fields/fieldFault.ts';
import { RECEIVED_MAX_CHARS, received } from '../src/messages.ts';

/** Characters no message may contain: C0/C1 controls, DEL, line and paragraph separators, bidi and invisible format characters. */
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u061c\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** A secret of 32 letters and digits, as keys have. */
const SECRET = 'abcdefghijklmnopqrstuvwxyz012345';

describe('received: a refused value as a message shows it', () => {
  it('quotes strings and writes numbers, booleans, null and undefined as they are', () => {
    expect(received('2024-2-1')).toBe('"2024-2-1"');
    expect(received('')).toBe('""');
    expect(received(20240201)).toBe('20240201');
    expect(received(-0)).toBe('-0');
    expect(received(Number.NaN)).toBe('NaN');
    expect(received(1e300)).toBe('1e+300');
    expect(received(12n)).toBe('12n');
    expect(received(true)).toBe('true');
    expect(received(null)).toBe('null');
    expect(received(undefined)).toBe('undefined');
  });

  it('names arrays by their length and other objects by their kind, never by their keys or contents', () => {
    expect(received([])).toBe('an empty array');
    expect(received(['2024-01-01'])).toBe('an array of 1 item');
    expect(received([1, 2, 3])).toBe('an array of 3 items');
    expect(received({ daycalc_live_key: SECRET })).toBe('an object');
    expect(received(new Map())).toBe('an object');
    expect(received(() => 1)).toBe('a function');
    expect(received(Symbol('x'))).toBe('a symbol');
  });

  it('says what a Date or a Temporal object is, with its value', () => {
    expect(received(new Date(Date.UTC(2024, 1, 1)))).toBe('a Date (2024-02-01T00:00:00.000Z)');
    expect(received(new Date(Number.NaN))).toBe('an invalid Date');
    expect(received(Temporal.PlainDate.from('2024-02-01'))).toBe('a Temporal.PlainDate (2024-02-01)');
    expect(received(Temporal.Instant.from('2024-02-01T10:00:00Z'))).toBe('a Temporal.Instant (2024-02-01T10:00:00Z)');
  });

  it('never throws, whatever the value (revoked proxies, throwing getters and toString)', () => {
    const revoked = Proxy.revocable([], {});
    revoked.revoke();
    const hostile = { get [Symbol.toStringTag]() { throw new Error('no'); } };
    const fakeTemporal = { [Symbol.toStringTag]: 'Temporal.PlainDate', toString() { throw new Error('no'); } };
    expect(received(revoked.proxy)).toBe('an object');
    expect(received(hostile)).toBe('an object');
    expect(received(fakeTemporal)).toBe('a Temporal.PlainDate');
    expect(received(Object.create(null))).toBe('an object');
  });

  it('escapes control characters as JSON does, and line separators, bidi controls and lone surrogates too', () => {
    expect(received('a\u0000b\u001b[2J\n\t"\\')).toBe('"a\\u0000b\\u001b[2J\\n\\t\\"\\\\"');
    expect(received('\u2028\u2029\u202e\u2066')).toBe('"\\u2028\\u2029\\u202e\\u2066"');
    expect(received('\u200f\u0085\u007f\ufeff')).toBe('"\\u200f\\u0085\\u007f\\ufeff"');
    expect(received('a\ud800b\udc00')).toBe('"a\\ud800b\\udc00"');
    // Well-formed text outside the escaped ranges is shown as it is.
    expect(received('Grüße 😀')).toBe('"Grüße 😀"');
  });

  it(`cuts long text to ${RECEIVED_MAX_CHARS} characters with an ellipsis, never inside an escape or a surrogate pair`, () => {
    expect(received('x'.repeat(41))).toBe(`"${'x'.repeat(40)}…"`);
    expect(received('x'.repeat(40))).toBe(`"${'x'.repeat(40)}"`);
    expect(received('x'.repeat(1_000_000))).toBe(`"${'x'.repeat(40)}…"`);
    expect(received(`${'x'.repeat(38)}\n`)).toBe(`"${'x'.repeat(38)}\\n"`);
    expect(received(`${'x'.repeat(38)}\u0001yy`)).toBe(`"${'x'.repeat(38)}…"`);
    expect(received(`${'x'.repeat(39)}😀`)).toBe(`"${'x'.repeat(39)}…"`);
    expect(received(10n ** 60n)).toBe(`${'1'.padEnd(40, '0')}…n`);
  });

  it('never shows a key, of any service word, also percent-encoded or after other text', () => {
    for (const key of [`daycalc_live_${SECRET}`, `daycalc_test_${SECRET}`, `acme_live_${SECRET}`, `daycalc%5Ftest%5F${SECRET}`, `daycalc%255Flive%255F${SECRET}`]) {
      const shown = received(key);
      expect(shown, key).toBe('"[redacted]"');
    }
    expect(received(`Bearer daycalc_live_${SECRET}`)).toBe('"Bearer [redacted]"');
    const late = received(`${'-'.repeat(30)}daycalc_live_${SECRET}`);
    expect(late).not.toMatch(/_live_|abcdef/);
    expect(received('unit_test_run')).toBe('"[redacted]"'); // key-shaped, so it is not shown either
    expect(received('2024-02-30')).toBe('"2024-02-30"');
  });
});

/** Every field of every operation, with its spec. */
const FIELDS = OPERATION_NAMES.flatMap((operation) => Object.entries(catalog[operation].fields).map(([name, spec]) => ({ name, spec })));

/** Values a field may refuse: anything, text with controls, keys and date-like strings, dates. */
const values = fc.oneof(
  fc.anything({ withDate: true, withMap: true, withSet: true, withTypedArray: true, withBigInt: true, withNullPrototype: true }),
  fc.string({ unit: 'binary', maxLength: 300 }),
  fc.string({ unit: fc.constantFrom('\u0000', '\u001b', '\n', '\u2028', '\u202e', '\ud800', '"', '\\', 'a', '0', '-', 'T', '_'), maxLength: 80 }),
  fc.stringMatching(/^[0-9]{4}-[0-9]{2}-[0-9]{2}$/),
  fc.tuple(fc.string({ maxLength: 50 }), fc.constantFrom('live', 'test')).map(([before, environment]) => `${before}daycalc_${environment}_${SECRET}`),
  fc.date(),
);

describe('field faults: every message helps and is safe', () => {
  it('is at most 200 characters, starts with the field name, and holds no control character and no key, for any value', () => {
    fc.assert(
      fc.property(fc.constantFrom(...FIELDS), values, ({ name, spec }, value) => {
        const { message } = fieldFault(name, spec, value).error;
        expect(message.startsWith(`${name} `)).toBe(true);
        expect(message.length).toBeLessThanOrEqual(200);
        expect(message).not.toMatch(UNSAFE);
        expect(message).not.toMatch(/_(?:live|test)_[A-Za-z0-9]/);
        expect(message).toContain(spec.kind === 'date' && typeof value === 'string' ? received(value) : 'received');
      }),
      { numRuns: 2000 },
    );
  });
});
