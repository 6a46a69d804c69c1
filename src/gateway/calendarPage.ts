import { requestFailure, type RequestFailure } from '../catalog/validateRequest.ts';
import { invalidField } from '../messages.ts';
import { MAX_CALENDARS_PER_ACCOUNT } from '../protocol/wire.ts';
import type { CalendarView } from './calendarView.ts';
import { repeatedParameter } from './queryParameters.ts';

/** The query parameters of `GET /api/v1/calendars`. */
export const CALENDARS_PARAMETERS = ['limit', 'cursor'] as const;

/** The most calendars of a page, and the default: every calendar an account can make, in one page. */
export const CALENDARS_PAGE_MAX = MAX_CALENDARS_PER_ACCOUNT;

/** The most bytes of calendars (as JSON) in one page, past its first calendar: a page ends before the one that would pass it. */
export const CALENDARS_PAGE_BYTES = 1_048_576;

/** A checked calendars query: the page size and where the page starts. */
export interface CalendarsQuery {
  readonly limit: number;
  readonly after?: CalendarPosition;
}

/** A calendar's place in the list: a config calendar by its index, a managed one by its creation time and id. */
type CalendarPosition = { readonly kind: 'c'; readonly index: number } | { readonly kind: 'm'; readonly created_at: string; readonly id: string };

/** The data of `GET /api/v1/calendars`. */
export interface CalendarsPage {
  readonly calendars: readonly CalendarView[];
  readonly next_cursor: string | null;
}

const POSITION_TEXT = /^(?:c:(\d{1,6})|m:(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z):([0-9a-f-]{36}))$/;

const base64url = (text: string): string => btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

function encodePosition(position: CalendarPosition): string {
  return base64url(position.kind === 'c' ? `c:${position.index}` : `m:${position.created_at}:${position.id}`);
}

/** Decodes a cursor of `encodePosition`; anything else (or another spelling of one) is `undefined`. */
function decodePosition(cursor: string): CalendarPosition | undefined {
  if (cursor.length > 120 || !/^[A-Za-z0-9_-]*$/.test(cursor)) return undefined;
  let text: string;
  try {
    text = atob(cursor.replace(/-/g, '+').replace(/_/g, '/'));
  } catch {
    return undefined;
  }
  const match = POSITION_TEXT.exec(text);
  if (match === null) return undefined;
  const position: CalendarPosition = match[1] !== undefined ? { kind: 'c', index: Number(match[1]) } : { kind: 'm', created_at: match[2]!, id: match[3]! };
  return encodePosition(position) === cursor ? position : undefined;
}

/**
 * Checks the query of `GET /api/v1/calendars` (unknown parameters were refused before): a parameter
 * given twice, `limit` 1-100 (default 100), `cursor` a `next_cursor` this endpoint returned; each a
 * `VALIDATION_ERROR` naming the parameter.
 *
 * @param given - The parameters' values as text.
 * @returns The query, or the failure.
 * @example
 * parseCalendarsQuery(new Map([['limit', ['5']]])) //=> { ok: true, value: { limit: 5 } }
 */
export function parseCalendarsQuery(given: ReadonlyMap<string, readonly string[]>): { readonly ok: true; readonly value: CalendarsQuery } | RequestFailure {
  const repeated = repeatedParameter(given);
  if (repeated !== undefined) return requestFailure(repeated.error.code, repeated.error.field, repeated.error.message);
  const limitText = given.get('limit')?.[0];
  if (limitText !== undefined && !(/^\d{1,3}$/.test(limitText) && Number(limitText) >= 1 && Number(limitText) <= CALENDARS_PAGE_MAX)) {
    return requestFailure('VALIDATION_ERROR', 'limit', invalidField('limit', `an integer from 1 to ${CALENDARS_PAGE_MAX}`, limitText));
  }
  const cursorText = given.get('cursor')?.[0];
  const after = cursorText === undefined ? undefined : decodePosition(cursorText);
  if (cursorText !== undefined && after === undefined) return requestFailure('VALIDATION_ERROR', 'cursor', invalidField('cursor', 'a next_cursor this endpoint returned', cursorText));
  return { ok: true, value: { limit: limitText === undefined ? CALENDARS_PAGE_MAX : Number(limitText), ...(after === undefined ? {} : { after }) } };
}

/**
 * Where the managed calendars after a position start: after the calendar itself when it is still
 * there, else at the first one made at or after its time (a calendar of that millisecond may then
 * come twice, but none is skipped).
 */
function managedStart(sorted: readonly CalendarView[], after: CalendarPosition | undefined): number {
  if (after === undefined || after.kind === 'c') return 0;
  const found = sorted.findIndex((view) => view.id === after.id && view.created_at === after.created_at);
  if (found !== -1) return found + 1;
  const later = sorted.findIndex((view) => (view.created_at ?? '') >= after.created_at);
  return later === -1 ? sorted.length : later;
}

/**
 * Picks one page of an account's calendars: the config file's (read-only, in config order) then the
 * managed ones (oldest first), those after the cursor, at most `limit` and at most
 * `CALENDARS_PAGE_BYTES` of JSON past the first; `next_cursor` when more follow. A calendar deleted
 * or created between pages never makes the next page skip one.
 *
 * @param fromConfig - The config calendars' views.
 * @param managed - The managed calendars' views (any order).
 * @param query - The checked query.
 * @returns The page.
 * @example
 * pickCalendarPage([], [view], { limit: 100 }) //=> { calendars: [view], next_cursor: null }
 */
export function pickCalendarPage(fromConfig: readonly CalendarView[], managed: readonly CalendarView[], query: CalendarsQuery): CalendarsPage {
  const { after } = query;
  // By creation time; calendars of one millisecond keep the store's order (the sort is stable).
  const sorted = [...managed].sort((a, b) => ((a.created_at ?? '') < (b.created_at ?? '') ? -1 : (a.created_at ?? '') > (b.created_at ?? '') ? 1 : 0));
  const configStart = after === undefined ? 0 : after.kind === 'c' ? after.index + 1 : fromConfig.length;
  const candidates = [
    ...fromConfig.slice(configStart).map((view, offset) => ({ view, position: { kind: 'c', index: configStart + offset } as CalendarPosition })),
    ...sorted.slice(managedStart(sorted, after)).map((view) => ({ view, position: { kind: 'm', created_at: view.created_at ?? '', id: view.id } as CalendarPosition })),
  ];
  const encoder = new TextEncoder();
  const page: CalendarView[] = [];
  let bytes = 0;
  let last: CalendarPosition | undefined;
  for (const { view, position } of candidates) {
    if (page.length === query.limit) break;
    const size = encoder.encode(JSON.stringify(view)).byteLength;
    if (page.length > 0 && bytes + size > CALENDARS_PAGE_BYTES) break;
    page.push(view);
    bytes += size;
    last = position;
  }
  const more = page.length < candidates.length && last !== undefined;
  return { calendars: page, next_cursor: more ? encodePosition(last!) : null };
}
