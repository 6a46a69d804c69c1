import { describe, expect, it } from 'vitest';
import { compare, type CandidateAnswer } from '../../src/testing/index.ts';

const ID = `req_${'a'.repeat(32)}`;
const OTHER_ID = `req_${'0123456789abcdef'.repeat(2)}`;
const headers = (id: string) => ({ 'x-request-id': id, 'x-api-version': 'v1', 'x-ratelimit-limit': '600', 'x-ratelimit-remaining': '599', 'x-quota-limit': '100000', 'x-quota-remaining': '99999' });
const success = (data: unknown, id = ID): CandidateAnswer => ({ status: 200, body: { data, meta: { request_id: id, api_version: 'v1' } }, headers: headers(id) });
const failure = (status: number, code: string, message: string, id = ID): CandidateAnswer => ({ status, body: { error: { code, message, request_id: id } }, headers: headers(id) });
const paths = (list: readonly { path: string }[]) => list.map((item) => item.path);

describe('compare', () => {
  it('finds nothing when only request ids, messages and counter values differ', () => {
    expect(compare({ status: 200, data: { a: 1, b: [1, { c: 'x' }] } }, success({ a: 1, b: [1, { c: 'x' }] }, OTHER_ID))).toEqual([]);
    expect(compare({ status: 400, code: 'INVALID_DATE' }, failure(400, 'INVALID_DATE', 'any wording at all', OTHER_ID))).toEqual([]);
    expect(compare({ status: 400, code: 'INVALID_DATE' }, { ...failure(400, 'INVALID_DATE', 'x'), headers: { ...headers(ID), 'x-quota-remaining': '3' } })).toEqual([]);
  });

  it('finds a changed, missing or extra data field, nested ones included', () => {
    expect(compare({ status: 200, data: { a: 1 } }, success({ a: 2 }))).toEqual([{ path: 'data.a', expected: 1, actual: 2 }]);
    expect(compare({ status: 200, data: { a: 1, b: 2 } }, success({ a: 1 }))).toEqual([{ path: 'data.b', expected: 2, actual: undefined }]);
    expect(compare({ status: 200, data: { a: 1 } }, success({ a: 1, extra: true }))).toEqual([{ path: 'data.extra', expected: undefined, actual: true }]);
    expect(paths(compare({ status: 200, data: { s: { n: 1 }, t: [{ d: 'x' }] } }, success({ s: { n: '1' }, t: [{ d: 'y' }, {}] })))).toEqual(['data.s.n', 'data.t.length', 'data.t[0].d']);
  });

  it('finds a changed status or code', () => {
    expect(paths(compare({ status: 400, code: 'INVALID_DATE' }, failure(422, 'INVALID_DATE', 'x')))).toEqual(['status']);
    expect(paths(compare({ status: 400, code: 'INVALID_DATE' }, failure(400, 'invalid_date', 'x')))).toEqual(['error.code']);
    expect(paths(compare({ status: 200, data: {} }, failure(422, 'VALIDATION_ERROR', 'x')))).toEqual(['status', 'data', 'meta']);
  });

  it('checks the envelope and the six headers by form', () => {
    expect(paths(compare({ status: 200, data: {} }, { status: 200, body: { data: {}, meta: { request_id: 'req_1', api_version: 'v2' } } }))).toEqual(['meta.request_id', 'meta.api_version']);
    expect(paths(compare({ status: 400, code: 'INVALID_JSON' }, { status: 400, body: { error: { code: 'INVALID_JSON', message: '' } } }))).toEqual(['error.message', 'error.request_id']);
    const { 'x-quota-remaining': _gone, ...five } = headers(ID);
    expect(compare({ status: 200, data: {} }, { ...success({}), headers: five })).toEqual([{ path: 'header x-quota-remaining', expected: 'present', actual: undefined }]);
    expect(paths(compare({ status: 200, data: {} }, { ...success({}), headers: { ...headers(OTHER_ID), 'x-api-version': '1', 'x-ratelimit-limit': '-1' } }))).toEqual([
      'header x-request-id',
      'header x-api-version',
      'header x-ratelimit-limit',
    ]);
    expect(paths(compare({ status: 200, data: {} }, { status: 200, body: 'not json' }))).toEqual(['body']);
  });

  it('does not mutate its arguments', () => {
    const expected = { status: 200, data: { a: [1] } } as const;
    const actual = success({ a: [2] });
    const copies = structuredClone([expected, actual]);
    compare(expected, actual);
    expect([expected, actual]).toEqual(copies);
  });
});
