import { CALENDAR_SCHEMAS } from '../openapi/calendarSchemas.ts';
import type { JsonSchemaObject } from '../openapi/jsonSchemaOf.ts';
import { schemaRef as ref } from './accountEndpoint.ts';

const isoInstant: JsonSchemaObject = { type: 'string', format: 'date-time' };
const nullableInstant: JsonSchemaObject = { type: ['string', 'null'], format: 'date-time' };

const usageWindow: JsonSchemaObject = {
  type: 'object',
  properties: { limit: { type: 'integer' }, used: { type: 'integer' }, remaining: { type: 'integer' }, resets_at: isoInstant },
  required: ['limit', 'used', 'remaining', 'resets_at'],
  additionalProperties: false,
};

/** The schemas the account endpoints use, for `components.schemas` (and the MCP account tools' output schemas). */
export const ACCOUNT_SCHEMAS: Record<string, JsonSchemaObject> = {
  Account: {
    type: 'object',
    properties: {
      account_id: { type: 'string' },
      plan: { type: 'string', examples: ['pro'] },
      features: { type: 'array', items: { type: 'string', examples: ['business_calendars'] } },
      limits: {
        type: 'object',
        description: '`per_minute.used` includes this call; `per_month` is read, not counted.',
        properties: { per_minute: usageWindow, per_month: usageWindow },
        required: ['per_minute', 'per_month'],
        additionalProperties: false,
      },
      history_retention_days: { type: 'integer', description: '0 on the free plan (no history), 30 on pro, 90 on business.' },
    },
    required: ['account_id', 'plan', 'features', 'limits', 'history_retention_days'],
    additionalProperties: false,
  },
  HistoryEntry: {
    type: 'object',
    properties: {
      request_id: { type: 'string' },
      time: isoInstant,
      operation: { type: 'string' },
      via: { type: 'string', enum: ['api', 'mcp'] },
      status: { type: 'integer' },
      code: { type: ['string', 'null'] },
      duration_ms: { type: 'integer' },
      key: { type: 'string', description: 'The id of the key that made the call (12 hex digits of its SHA-256).' },
    },
    required: ['request_id', 'time', 'operation', 'via', 'status', 'code', 'duration_ms', 'key'],
    additionalProperties: false,
  },
  HistoryPage: {
    type: 'object',
    properties: {
      entries: { type: 'array', items: ref('HistoryEntry'), description: 'Newest first.' },
      next_cursor: { type: ['string', 'null'], description: 'Pass as `cursor` for the next page; null on the last page. A filtered page may hold fewer than `limit` entries and still have one.' },
      retention_days: { type: 'integer' },
    },
    required: ['entries', 'next_cursor', 'retention_days'],
    additionalProperties: false,
  },
  AccountKey: {
    type: 'object',
    description: 'A key of the account: never the key or its full hash.',
    properties: {
      id: { type: 'string', pattern: '^[0-9a-f]{12}$', description: "The first 12 hex digits of the key's SHA-256." },
      name: { type: ['string', 'null'] },
      environment: { type: 'string', enum: ['live', 'test'] },
      status: { type: 'string', enum: ['active', 'revoked', 'expired'] },
      expires_at: nullableInstant,
      last_used_at: nullableInstant,
    },
    required: ['id', 'name', 'environment', 'status', 'expires_at', 'last_used_at'],
    additionalProperties: false,
  },
  ...CALENDAR_SCHEMAS,
};
