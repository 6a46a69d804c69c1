import { Validator } from '@seriousme/openapi-schema-validator';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { DAY_REASONS } from '../../src/calendars/resolvedCalendar.ts';
import { catalog, OPERATION_NAMES } from '../../src/catalog.ts';
import { ERROR_STATUS } from '../../src/protocol/errorCodes.ts';
import { DEFAULT_KEY_PREFIX, DEFAULT_PLANS, MAX_BODY_BYTES, REQUEST_ID_PATTERN, RESPONSE_HEADER_NAMES } from '../../src/protocol/wire.ts';
import * as limits from '../../src/fields/limits.ts';
import { buildOpenApiDocument } from '../../src/openapi/buildOpenApiDocument.ts';
import { errorCodesByStatus } from '../../src/openapi/errorCodesByStatus.ts';
import { jsonSchemaOf } from '../../src/openapi/jsonSchemaOf.ts';
import { operationIdOf } from '../../src/openapi/operationIdOf.ts';
import { execute } from '../../src/catalog/execute.ts';

const doc = buildOpenApiDocument() as any;
const operation = (name: string) => doc.paths[`/api/v1/${name}`].post;
const requestSchema = (name: string) => operation(name).requestBody.content['application/json'].schema;

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
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info).toMatchObject({ title: 'daycalc', version: 'v1' });
  });

  it('the validator does reject a broken document', async () => {
    const broken = JSON.parse(JSON.stringify(doc));
    broken.components.securitySchemes.bearerAuth.type = 'bearer';
    expect((await new Validator().validate(broken)).valid).toBe(false);
  });

  it('has every catalog operation as POST /api/v1/<operation> under server "/", and the document paths', () => {
    expect(doc.servers).toEqual([{ url: '/' }]);
    expect(Object.keys(doc.paths).sort()).toEqual([...OPERATION_NAMES.map((name) => `/api/v1/${name}`), ...ACCOUNT_PATHS, '/api/v1/openapi.json', '/openapi.json'].sort());
    expect(OPERATION_NAMES).toHaveLength(13);
    for (const name of OPERATION_NAMES) {
      expect(Object.keys(doc.paths[`/api/v1/${name}`])).toEqual(['post']);
      expect(operation(name)).toMatchObject({ operationId: operationIdOf(name), summary: catalog[name].summary });
      expect(operation(name).description.startsWith(catalog[name].description)).toBe(true);
      expect(operation(name).requestBody.required).toBe(true);
    }
    expect(new Set(OPERATION_NAMES.map((name) => operation(name).operationId)).size).toBe(OPERATION_NAMES.length);
    for (const path of ['/openapi.json', '/api/v1/openapi.json']) {
      expect(Object.keys(doc.paths[path])).toEqual(['get']);
      expect(doc.paths[path].get.security).toEqual([]);
    }
  });

  it('lists, per operation, exactly its error codes under the status the spec gives them, each explained', () => {
    for (const name of OPERATION_NAMES) {
      const responses = operation(name).responses;
      const listed: string[] = [];
      for (const [status, response] of Object.entries<any>(responses)) {
        if (status === '200') continue;
        const { allOf } = response.content['application/json'].schema;
        expect(allOf[0]).toEqual({ $ref: '#/components/schemas/ErrorResponse' });
        const codes: string[] = allOf[1].properties.error.properties.code.enum;
        expect(codes.length).toBeGreaterThan(0);
        for (const code of codes) {
          expect(String(ERROR_STATUS[code as keyof typeof ERROR_STATUS]), `${name} ${code}`).toBe(status);
          expect(response.description, `${name} ${code}`).toContain(`\`${code}\`: `);
        }
        listed.push(...codes);
      }
      expect(listed.sort()).toEqual([...catalog[name].errors].sort());
      const statuses = new Set(catalog[name].errors.map((code) => String(ERROR_STATUS[code])));
      expect(Object.keys(responses).sort()).toEqual(['200', ...statuses].sort());
    }
    expect(operation('day-of-week').responses['422']).toBeUndefined();
    expect(operation('add-days').responses['404']).toBeUndefined();
    expect(operation('is-business-day').responses['404'].content['application/json'].schema.allOf[1].properties.error.properties.code.enum).toEqual(['BUSINESS_CALENDAR_NOT_FOUND']);
  });

  it('groups codes by status, statuses ascending', () => {
    expect(errorCodesByStatus(['RANGE_TOO_LARGE', 'INVALID_JSON', 'MISSING_API_KEY', 'INVALID_DATE'])).toEqual([
      [400, ['INVALID_JSON', 'INVALID_DATE']],
      [401, ['MISSING_API_KEY']],
      [422, ['RANGE_TOO_LARGE']],
    ]);
    expect(errorCodesByStatus([])).toEqual([]);
  });

  it('puts the six headers on every response and retry-after on 429 only', () => {
    expect(Object.keys(doc.components.headers).sort()).toEqual([...RESPONSE_HEADER_NAMES, 'retry-after'].sort());
    for (const [path, item] of Object.entries<any>(doc.paths)) {
      for (const [status, response] of Object.entries<any>((item.post ?? item.get).responses)) {
        for (const header of RESPONSE_HEADER_NAMES) expect(response.headers[header], `${path} ${status} ${header}`).toEqual({ $ref: `#/components/headers/${header}` });
        expect(response.headers['retry-after'] !== undefined, `${path} ${status}`).toBe(status === '429');
      }
    }
    expect(operation('age').responses['429'].headers['retry-after']).toEqual({ $ref: '#/components/headers/retry-after' });
  });

  it('declares both security schemes, requires one of them and describes the key format', () => {
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(doc.components.securitySchemes.apiKeyHeader).toMatchObject({ type: 'apiKey', in: 'header', name: 'X-API-Key' });
    expect(doc.security).toEqual([{ bearerAuth: [] }, { apiKeyHeader: [] }]);
    const text = JSON.stringify([doc.info, doc.components.securitySchemes]);
    for (const part of [`${DEFAULT_KEY_PREFIX}_live_<secret>`, `${DEFAULT_KEY_PREFIX}_test_<secret>`, '?api_key=', 'API_KEY_IN_QUERY_STRING']) expect(text).toContain(part);
    expect(doc.info.description).toContain('404 NOT_FOUND');
    expect(doc.info.description).toContain('405 METHOD_NOT_ALLOWED');
  });

  it('states the limits, the body limit and the plans from the exported constants', () => {
    expect(doc['x-daycalc-limits']).toEqual({
      max_body_bytes: MAX_BODY_BYTES,
      'add-days': { amount_min: -limits.ADD_DAYS_MAX_AMOUNT, amount_max: limits.ADD_DAYS_MAX_AMOUNT },
      'business-days-between': { max_span_days: limits.BUSINESS_DAYS_BETWEEN_MAX_SPAN_DAYS, max_detailed_span_days: limits.BUSINESS_DAYS_BETWEEN_MAX_DETAILED_SPAN_DAYS },
      'add-business-days': { days_min: -limits.ADD_BUSINESS_DAYS_MAX_AMOUNT, days_max: limits.ADD_BUSINESS_DAYS_MAX_AMOUNT, max_detailed_walk_days: limits.ADD_BUSINESS_DAYS_MAX_DETAILED_WALK_DAYS },
      holidays: { year_min: limits.HOLIDAYS_YEAR_MIN, year_max: limits.HOLIDAYS_YEAR_MAX, max_span_days: limits.HOLIDAYS_MAX_SPAN_DAYS },
      plans: DEFAULT_PLANS,
    });
    expect(requestSchema('add-days').properties.days).toMatchObject({ minimum: -limits.ADD_DAYS_MAX_AMOUNT, maximum: limits.ADD_DAYS_MAX_AMOUNT });
    expect(requestSchema('add-business-days').properties.days).toMatchObject({ minimum: -limits.ADD_BUSINESS_DAYS_MAX_AMOUNT, maximum: limits.ADD_BUSINESS_DAYS_MAX_AMOUNT });
    expect(operation('add-days').description).toContain(String(limits.ADD_DAYS_MAX_AMOUNT));
    expect(operation('business-days-between').description).toContain(String(limits.BUSINESS_DAYS_BETWEEN_MAX_SPAN_DAYS));
    expect(operation('business-days-between').description).toContain(String(limits.BUSINESS_DAYS_BETWEEN_MAX_DETAILED_SPAN_DAYS));
    expect(operation('add-business-days').description).toContain(String(limits.ADD_BUSINESS_DAYS_MAX_AMOUNT));
    expect(operation('add-business-days').description).toContain(String(limits.ADD_BUSINESS_DAYS_MAX_DETAILED_WALK_DAYS));
    expect(operation('holidays').description).toContain(String(limits.HOLIDAYS_MAX_SPAN_DAYS));
    expect(doc.info.description).toContain(String(MAX_BODY_BYTES));
    for (const plan of Object.values(DEFAULT_PLANS)) expect(doc.info.description).toContain(`${plan.per_minute}/min and ${plan.per_month}/month`);
  });

  it('request schemas are closed, list the required fields, accept the example and reject unknown fields', () => {
    const validator = ajv();
    for (const name of OPERATION_NAMES) {
      const media = operation(name).requestBody.content['application/json'];
      const fields = catalog[name].fields;
      expect(media.schema.type).toBe('object');
      expect(media.schema.additionalProperties).toBe(false);
      expect(media.schema.$schema).toBeUndefined();
      expect(Object.keys(media.schema.properties)).toEqual(Object.keys(fields));
      expect([...(media.schema.required ?? [])].sort()).toEqual(Object.keys(fields).filter((field) => fields[field]?.required).sort());
      for (const [field, spec] of Object.entries(fields)) {
        const property = media.schema.properties[field];
        expect(property.description, `${name}.${field}`).toBe(catalog[name].fieldDescriptions[field]);
        if (spec.kind === 'date') expect(property, `${name}.${field}`).toEqual({ type: 'string', format: 'date', description: catalog[name].fieldDescriptions[field] });
        if (spec.default !== undefined) expect(property.default, `${name}.${field}`).toEqual(spec.default);
      }
      const check = validator.compile(media.schema);
      expect(check(media.example), `${name} example: ${JSON.stringify(check.errors)}`).toBe(true);
      expect(media.example).toEqual(catalog[name].example);
      expect(check({ ...media.example, bogus: 1 }), `${name} unknown field`).toBe(false);
      for (const field of Object.keys(fields).filter((key) => fields[key]?.required)) {
        const { [field]: _dropped, ...rest } = media.example;
        expect(check(rest), `${name} without ${field}`).toBe(false);
      }
    }
    const unix = validator.compile(requestSchema('unix-timestamp'));
    expect([unix({}), unix({ timestamp: 1 }), unix({ date_time: '2024-01-01' }), unix({ timestamp: 1, date_time: '2024-01-01' })]).toEqual([false, true, true, false]);
    const between = validator.compile(requestSchema('business-days-between'));
    const base = catalog['business-days-between'].example;
    expect([between({ ...base, working_days: [1, 2] }), between({ ...base, working_days: [1, 1] }), between({ ...base, working_days: [] }), between({ ...base, working_days: [8] })]).toEqual([
      true,
      false,
      false,
      false,
    ]);
    const addDays = validator.compile(requestSchema('add-days'));
    expect(addDays({ start_date: '2024-01-01', days: limits.ADD_DAYS_MAX_AMOUNT + 1 })).toBe(false);
    expect(addDays({ start_date: '2024-01-01', days: 1.5 })).toBe(false);
    expect(addDays({ start_date: '2024-01-01', days: 1, unit: 'fortnights' })).toBe(false);
  });

  it('converts strictly: an action JSON Schema cannot state makes the conversion throw, not vanish', () => {
    expect(() => jsonSchemaOf(v.pipe(v.string(), v.check((value) => value.length % 2 === 0)), 'input')).toThrow(/check/);
    expect(jsonSchemaOf(v.pipe(v.number(), v.finite()), 'input')).toEqual({ type: 'number' });
  });

  it('the success and error schemas match what the operations really answer', async () => {
    const validator = ajv();
    for (const name of OPERATION_NAMES) {
      const responses = operation(name).responses;
      expect(responses['200'].content['application/json'].schema.allOf[0]).toEqual({ $ref: '#/components/schemas/SuccessEnvelope' });
      const result = await execute(name, catalog[name].example, { today: '2026-01-01' });
      expect(result.ok, name).toBe(true);
      if (!result.ok) continue;
      const envelope = { data: result.data, meta: { request_id: `req_${'a'.repeat(32)}`, api_version: 'v1' } };
      const success = validator.compile(rebased(responses['200'].content['application/json'].schema) as object);
      expect(success(envelope), `${name}: ${JSON.stringify(success.errors)}`).toBe(true);
      expect(success({ ...envelope, extra: 1 }), `${name} extra top-level key`).toBe(false);
      expect(success({ ...envelope, data: { ...result.data, extra: 1 } }), `${name} extra data key`).toBe(false);
      expect(success({ ...envelope, meta: { ...envelope.meta, request_id: 'req_x' } }), `${name} bad request id`).toBe(false);
      const failure = await execute(name, { ...catalog[name].example, bogus: 1 });
      expect(failure.ok).toBe(false);
      if (failure.ok) continue;
      const error = validator.compile(rebased(responses[String(failure.status)].content['application/json'].schema) as object);
      expect(error({ error: { code: failure.error.code, message: failure.error.message, request_id: `req_${'b'.repeat(32)}` } })).toBe(true);
      expect(error({ error: { code: 'NOT_A_CODE', message: 'x', request_id: `req_${'b'.repeat(32)}` } })).toBe(false);
      expect(error({ error: { code: 'RATE_LIMIT_EXCEEDED', message: 'x', request_id: `req_${'b'.repeat(32)}` } })).toBe(false);
      expect(error({ error: { code: failure.error.code, message: 'x' } })).toBe(false);
    }
    expect(doc.components.schemas.SuccessEnvelope.properties.meta.properties.request_id.pattern).toBe(REQUEST_ID_PATTERN.source);
    expect(doc.components.schemas.ErrorResponse.properties.error.properties.request_id.pattern).toBe(REQUEST_ID_PATTERN.source);
  });

  it("states the classification order's reasons, decreed_working_day included, wherever a response carries a reason, and the holidays' kinds", () => {
    const text = JSON.stringify(doc);
    const reasonEnums = [...text.matchAll(/"enum":(\[[^\]]*"non_working_weekday"[^\]]*\])/g)].map((match) => JSON.parse(match[1]!) as string[]);
    // is-business-day and adjust-date (reason), business-days-between and add-business-days (trace items).
    expect(reasonEnums.length).toBeGreaterThanOrEqual(4);
    for (const values of reasonEnums) expect(values).toEqual([...DAY_REASONS]);
    const holidays = operation('holidays').responses['200'].content['application/json'].schema;
    const kinds = [...JSON.stringify(holidays).matchAll(/"kind":\{[^}]*"enum":(\[[^\]]*\])/g)].map((match) => JSON.parse(match[1]!) as string[]);
    expect(kinds.length).toBeGreaterThanOrEqual(1);
    // A market calendar's early closes are listed too (docs/decisions.md#markets).
    for (const values of kinds) expect([...values].sort()).toEqual(['custom_holiday', 'decreed_working_day', 'early_close', 'excluded_date', 'public_holiday']);
  });

  it('is JSON-ready, deterministic, fresh on every call and honours its options', () => {
    expect(JSON.parse(JSON.stringify(doc))).toEqual(doc);
    expect(buildOpenApiDocument()).toEqual(doc);
    const copy = buildOpenApiDocument() as any;
    copy.paths['/api/v1/add-days'].post.requestBody.content['application/json'].example.days = 99;
    copy['x-daycalc-limits'].plans.free.per_minute = 0;
    expect(catalog['add-days'].example).toEqual({ start_date: '2024-01-31', days: 1, unit: 'months' });
    expect(DEFAULT_PLANS.free.per_minute).not.toBe(0);
    expect(buildOpenApiDocument()).toEqual(doc);
    expect(buildOpenApiDocument({ serverUrl: 'https://api.example', keyPrefix: 'acme' }).servers).toEqual([{ url: 'https://api.example' }]);
    const acme = JSON.stringify(buildOpenApiDocument({ keyPrefix: 'acme' }));
    expect(acme).toContain('acme_live_<secret>');
    expect(acme).toContain('acme_test_<secret>');
    expect(acme).not.toContain(`${DEFAULT_KEY_PREFIX}_live_`);
  });
});

/** The account endpoints and their methods. */
const ACCOUNT_METHODS: Record<string, string[]> = {
  '/api/v1/account': ['get'],
  '/api/v1/account/history': ['get'],
  '/api/v1/account/keys': ['get', 'post'],
  '/api/v1/account/keys/{id}/revoke': ['post'],
  '/api/v1/account/keys/{id}/rename': ['post'],
  '/api/v1/calendars': ['get', 'post'],
  '/api/v1/calendars/{id}': ['get', 'put', 'delete'],
};
const ACCOUNT_PATHS = Object.keys(ACCOUNT_METHODS);

describe('buildOpenApiDocument: the account endpoints', () => {
  it('describes each endpoint\u2019s methods with the six headers on every response and the key and rate-limit codes', () => {
    for (const [path, methods] of Object.entries(ACCOUNT_METHODS)) {
      const item = doc.paths[path];
      expect(Object.keys(item).filter((key) => key !== 'parameters').sort(), path).toEqual([...methods].sort());
      for (const method of methods) {
        const responses = item[method].responses;
        expect(item[method].tags).toEqual(['Account']);
        for (const [status, response] of Object.entries<any>(responses)) {
          for (const name of RESPONSE_HEADER_NAMES) expect(response.headers[name], `${path} ${method} ${status}`).toBeDefined();
        }
        const codes = (status: string): string[] => responses[status]?.content['application/json'].schema.allOf[1].properties.error.properties.code.enum ?? [];
        expect(codes('401')).toEqual(expect.arrayContaining(['MISSING_API_KEY', 'INVALID_API_KEY', 'REVOKED_API_KEY', 'EXPIRED_API_KEY', 'API_KEY_IN_QUERY_STRING']));
        expect(codes('429')).toEqual(['RATE_LIMIT_EXCEEDED']);
        expect(codes('405')).toEqual(['METHOD_NOT_ALLOWED']);
        // Not counted against the month: never API_QUOTA_EXCEEDED.
        expect(JSON.stringify(responses)).not.toContain('API_QUOTA_EXCEEDED');
      }
    }
  });

  it('states the limits: 100 calendars, 1,000 custom holidays and excluded dates, 128 KiB bodies', () => {
    const input = doc.components.schemas.CalendarInput;
    expect(input.properties.custom_holidays.maxItems).toBe(1000);
    expect(input.properties.excluded_dates.maxItems).toBe(1000);
    expect(input.description).toContain('131072 bytes');
    expect(doc.paths['/api/v1/calendars'].post.description).toContain('At most 100 calendars per account');
    expect(doc.paths['/api/v1/calendars'].post.responses['413']).toBeDefined();
    expect(doc.paths['/api/v1/calendars'].post.responses['201']).toBeDefined();
    expect(doc.paths['/api/v1/calendars/{id}'].put.responses['404'].content['application/json'].schema.allOf[1].properties.error.properties.code.enum).toEqual(['BUSINESS_CALENDAR_NOT_FOUND']);
    expect(doc.paths['/api/v1/account/history'].get.parameters.map((parameter: { name: string }) => parameter.name)).toEqual(['limit', 'cursor', 'operation', 'status', 'since', 'until']);
  });

  it('documents the rename: a { name } body, the key as its answer, and its codes by status', () => {
    const rename = doc.paths['/api/v1/account/keys/{id}/rename'].post;
    expect(rename.operationId).toBe('renameAccountKey');
    expect(rename.parameters.map((parameter: { name: string; in: string }) => [parameter.name, parameter.in])).toEqual([['id', 'path']]);
    const body = rename.requestBody.content['application/json'];
    expect(rename.requestBody.required).toBe(true);
    expect(body.schema).toMatchObject({ type: 'object', required: ['name'], additionalProperties: false, properties: { name: { type: 'string' } } });
    expect(rename.responses['200'].content['application/json'].schema.allOf[1].properties.data.properties.key).toEqual({ $ref: '#/components/schemas/AccountKey' });
    const codes = (status: string): string[] => rename.responses[status].content['application/json'].schema.allOf[1].properties.error.properties.code.enum;
    expect(codes('400')).toEqual(expect.arrayContaining(['INVALID_JSON', 'INVALID_REQUEST', 'UNKNOWN_FIELD']));
    expect(codes('404')).toEqual(['NOT_FOUND']);
    expect(codes('413')).toEqual(['PAYLOAD_TOO_LARGE']);
    expect(codes('422')).toEqual(['VALIDATION_ERROR']);
    expect(codes('503')).toEqual(['SERVICE_UNAVAILABLE']);
    expect(rename.description).toContain('revoked and expired ones too');
  });

  it('describes each error as it means on the account endpoints, not in the operations\u2019 words', () => {
    const description = (path: string, method: string, status: string): string => doc.paths[path][method].responses[status].description;
    const revoke404 = description('/api/v1/account/keys/{id}/revoke', 'post', '404');
    expect(revoke404).toBe('`NOT_FOUND`: no key with this id in this account (another account\'s, unknown or malformed).');
    for (const method of ['get', 'put', 'delete']) {
      expect(description('/api/v1/calendars/{id}', method, '404')).toBe('`BUSINESS_CALENDAR_NOT_FOUND`: no saved calendar with this id in this account (another account\'s, unknown or not a UUID).');
    }
    // No account endpoint speaks of an operation, a path without one, or business_calendar_id.
    for (const [path, methods] of Object.entries(ACCOUNT_METHODS)) {
      for (const method of methods) {
        for (const [status, response] of Object.entries<any>(doc.paths[path][method].responses)) {
          if (status.startsWith('2')) continue;
          expect(response.description, `${path} ${method} ${status}`).not.toMatch(/the operation|no operation|business_calendar_id/);
        }
      }
    }
    expect(description('/api/v1/account/history', 'get', '403')).toContain('free plan');
    expect(description('/api/v1/account/keys', 'post', '403')).toContain('key creation is closed (prelaunch)');
    expect(description('/api/v1/calendars/{id}', 'put', '403')).toContain('read-only');
    expect(description('/api/v1/calendars', 'post', '400')).toContain('custom_holidays[i].<key>');
    expect(description('/api/v1/calendars', 'post', '400')).toContain('a custom holiday has no `date`');
    // A rename: the revocation's 404, and its body's faults with the key-name rule.
    expect(description('/api/v1/account/keys/{id}/rename', 'post', '404')).toBe(revoke404);
    expect(description('/api/v1/account/keys/{id}/rename', 'post', '400')).toContain('has no `name`');
    expect(description('/api/v1/account/keys/{id}/rename', 'post', '422')).toContain('1-64 characters');
    // The operations keep their own wording.
    expect(operation('add-days').responses['400'].description).toContain('the operation does not define');
  });
});

describe('buildOpenApiDocument: market_code', () => {
  it('describes market_code on every calendar operation, with every market as an example, and each example is a market', async () => {
    const { buildOpenApiDocument } = await import('../../src/openapi/buildOpenApiDocument.ts');
    const { countries } = await import('../../src/operations/countries/countries.ts');
    const doc = buildOpenApiDocument() as unknown as { paths: Record<string, { post: { requestBody: { content: { 'application/json': { schema: { properties: Record<string, { examples?: string[]; description?: string }> } } } } } }> };
    const listed = countries();
    const markets = listed.ok ? listed.value.markets.map((market) => market.code) : [];
    for (const operation of ['business-days-between', 'add-business-days', 'is-business-day', 'holidays', 'adjust-date']) {
      const property = doc.paths[`/api/v1/${operation}`]!.post.requestBody.content['application/json'].schema.properties['market_code'];
      expect(property?.description, operation).toMatch(/ISO 10383 MIC/);
      expect([...(property?.examples ?? [])].sort(), operation).toEqual(markets);
    }
  });
});
