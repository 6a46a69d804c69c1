import { Validator } from '@seriousme/openapi-schema-validator';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { catalog, OPERATION_NAMES } from '../../src/catalog.ts';
import { ERROR_STATUS } from '../../src/errors.ts';
import { DEFAULT_PLANS, MAX_BODY_BYTES, RESPONSE_HEADER_NAMES } from '../../src/gateway/protocol.ts';
import * as limits from '../../src/operations/limits.ts';
import { buildOpenApiDocument } from '../../src/openapi/buildOpenApiDocument.ts';
import { execute } from '../../src/requests/execute.ts';

const doc = buildOpenApiDocument() as any;
const operation = (name: string) => doc.paths[`/api/v1/${name}`].post;

/** An Ajv for JSON Schema 2020-12 (OpenAPI 3.1's dialect) that knows the document's components. */
function ajv() {
  const instance = new Ajv2020({ strict: false, allErrors: true });
  (addFormats as unknown as (ajv: unknown) => void)(instance);
  instance.addSchema({ $id: 'doc', components: doc.components });
  return instance;
}
/** Rewrites local `#/components/...` refs so that Ajv resolves them against the `doc` schema. */
const rebased = (schema: unknown): unknown => JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"doc#/components/'));

describe('buildOpenApiDocument', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const validator = new Validator();
    const result = await validator.validate(JSON.parse(JSON.stringify(doc)));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('has the ten operations as POST /api/v1/<operation>, and the document paths', () => {
    expect(Object.keys(doc.paths).sort()).toEqual([...OPERATION_NAMES.map((name) => `/api/v1/${name}`), '/api/v1/openapi.json', '/openapi.json'].sort());
    for (const name of OPERATION_NAMES) {
      expect(Object.keys(doc.paths[`/api/v1/${name}`])).toEqual(['post']);
      expect(operation(name).summary).toBe(catalog[name].summary);
    }
    expect(doc.paths['/openapi.json'].get.security).toEqual([]);
  });

  it('lists, per operation, exactly its error codes under the status the spec gives them', () => {
    for (const name of OPERATION_NAMES) {
      const responses = operation(name).responses;
      const listed: string[] = [];
      for (const [status, response] of Object.entries<any>(responses)) {
        if (status === '200') continue;
        const codes: string[] = response.content['application/json'].schema.allOf[1].properties.error.properties.code.enum;
        for (const code of codes) expect(String(ERROR_STATUS[code as keyof typeof ERROR_STATUS]), `${name} ${code}`).toBe(status);
        listed.push(...codes);
      }
      expect(listed.sort()).toEqual([...catalog[name].errors].sort());
    }
  });

  it('puts the six headers on every response and retry-after on 429', () => {
    for (const name of OPERATION_NAMES) {
      for (const [status, response] of Object.entries<any>(operation(name).responses)) {
        for (const header of RESPONSE_HEADER_NAMES) expect(response.headers[header], `${name} ${status} ${header}`).toEqual({ $ref: `#/components/headers/${header}` });
        expect(response.headers['retry-after'] !== undefined).toBe(status === '429');
      }
    }
  });

  it('declares both security schemes and requires one of them', () => {
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(doc.components.securitySchemes.apiKeyHeader).toMatchObject({ type: 'apiKey', in: 'header', name: 'X-API-Key' });
    expect(doc.security).toEqual([{ bearerAuth: [] }, { apiKeyHeader: [] }]);
  });

  it('states the limits of ruling 4, the body limit and the plans from the exported constants', () => {
    expect(doc['x-daycalc-limits']).toEqual({
      max_body_bytes: MAX_BODY_BYTES,
      'add-days': { amount_min: -limits.ADD_DAYS_MAX_AMOUNT, amount_max: limits.ADD_DAYS_MAX_AMOUNT },
      'business-days-between': { max_span_days: limits.BUSINESS_DAYS_BETWEEN_MAX_SPAN_DAYS, max_detailed_span_days: limits.BUSINESS_DAYS_BETWEEN_MAX_DETAILED_SPAN_DAYS },
      'add-business-days': { days_min: -limits.ADD_BUSINESS_DAYS_MAX_AMOUNT, days_max: limits.ADD_BUSINESS_DAYS_MAX_AMOUNT, max_detailed_walk_days: limits.ADD_BUSINESS_DAYS_MAX_DETAILED_WALK_DAYS },
      plans: DEFAULT_PLANS,
    });
    expect(operation('add-days').requestBody.content['application/json'].schema.properties.days).toMatchObject({ minimum: -36_500, maximum: 36_500 });
    expect(operation('add-business-days').requestBody.content['application/json'].schema.properties.days).toMatchObject({ minimum: -25_000, maximum: 25_000 });
    expect(operation('business-days-between').description).toContain('36525');
  });

  it('request schemas are closed, list the required fields, accept the example and reject unknown fields', () => {
    const validator = ajv();
    for (const name of OPERATION_NAMES) {
      const media = operation(name).requestBody.content['application/json'];
      const fields = catalog[name].fields;
      expect(media.schema.additionalProperties).toBe(false);
      expect(Object.keys(media.schema.properties)).toEqual(Object.keys(fields));
      expect([...media.schema.required].sort()).toEqual(Object.keys(fields).filter((field) => fields[field]?.required).sort());
      for (const property of Object.values<any>(media.schema.properties)) expect(typeof property.description).toBe('string');
      const check = validator.compile(media.schema);
      expect(check(media.example), `${name} example`).toBe(true);
      expect(media.example).toEqual(catalog[name].example);
      expect(check({ ...media.example, bogus: 1 }), `${name} unknown field`).toBe(false);
    }
    const unix = validator.compile(operation('unix-timestamp').requestBody.content['application/json'].schema);
    expect([unix({}), unix({ timestamp: 1 }), unix({ date_time: '2024-01-01' }), unix({ timestamp: 1, date_time: '2024-01-01' })]).toEqual([false, true, true, false]);
  });

  it('the success and error schemas match what the operations really answer', async () => {
    const validator = ajv();
    for (const name of OPERATION_NAMES) {
      const responses = operation(name).responses;
      const result = await execute(name, catalog[name].example, { today: '2026-01-01' });
      expect(result.ok, name).toBe(true);
      if (!result.ok) continue;
      const envelope = { data: result.data, meta: { request_id: `req_${'a'.repeat(32)}`, api_version: 'v1' } };
      const success = validator.compile(rebased(responses['200'].content['application/json'].schema) as object);
      expect(success(envelope), `${name}: ${JSON.stringify(success.errors)}`).toBe(true);
      const failure = await execute(name, { ...catalog[name].example, bogus: 1 });
      expect(failure.ok).toBe(false);
      if (failure.ok) continue;
      const error = validator.compile(rebased(responses[String(failure.status)].content['application/json'].schema) as object);
      expect(error({ error: { code: failure.error.code, message: failure.error.message, request_id: `req_${'b'.repeat(32)}` } })).toBe(true);
      expect(error({ error: { code: 'NOT_A_CODE', message: 'x', request_id: `req_${'b'.repeat(32)}` } })).toBe(false);
    }
  });

  it('is JSON-ready and deterministic', () => {
    expect(JSON.parse(JSON.stringify(doc))).toEqual(doc);
    expect(buildOpenApiDocument()).toEqual(doc);
    expect(buildOpenApiDocument({ serverUrl: 'https://api.example', keyPrefix: 'acme' }).servers).toEqual([{ url: 'https://api.example' }]);
    expect(JSON.stringify(buildOpenApiDocument({ keyPrefix: 'acme' }).components)).toContain('acme_live_<secret>');
  });
});
