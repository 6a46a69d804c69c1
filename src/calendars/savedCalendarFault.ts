// The check of a saved calendar against its field table (`savedCalendarFields.ts`), run over the rows of
// the error precedence (`PRECEDENCE_STAGES`) in the table's order, as the request layer runs an operation's: one walk for the
// API's body, the config file, a store's answer and a library lookup. It names a row, not a code (the
// core has no `UNKNOWN_FIELD`): the API turns the row into its code, the lookup into `VALIDATION_ERROR`.
import { invalidDateMessage } from '../date/invalidDateMessage.ts';
import { PRECEDENCE_STAGES, type RequestStage } from '../fields/errorPrecedence.ts';
import type { FieldSpec } from '../fields/fieldSpec.ts';
import * as messages from '../messages.ts';
import { SAVED_CALENDAR_BOOKKEEPING_KEYS, savedCalendarFields, savedCalendarLists, type ListField, type SavedCalendarField } from './savedCalendarFields.ts';

/** The first fault of a saved calendar: the precedence row that finds it, where it is, what is expected there, and the API's message. */
export interface SavedCalendarFault {
  readonly stage: RequestStage;
  /** The path of the bad part (`custom_holidays[2].label`); `undefined` for the calendar itself. */
  readonly at: string | undefined;
  /** What a valid value there looks like, completing "<at> must be ...". */
  readonly expects: string;
  readonly message: string;
}

type Fields = Readonly<Record<string, unknown>>;

const isRecord = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value);

const ALL_FIELDS = Object.keys(savedCalendarFields) as SavedCalendarField[];
const STORED_FIELDS = ALL_FIELDS.filter((name) => !(SAVED_CALENDAR_BOOKKEEPING_KEYS as readonly string[]).includes(name));

/** A fault of the value row: "<at> must be <expects>; received ...". */
const invalid = (at: string, expects: string, value: unknown): SavedCalendarFault => ({ stage: 'value', at, expects, message: messages.invalidField(at, expects, value) });

/** The items of each list field that holds an array, with the list's description. */
function listsOf(calendar: Fields, fields: readonly SavedCalendarField[]): Array<[SavedCalendarField, ListField, readonly unknown[]]> {
  return fields.flatMap((name): Array<[SavedCalendarField, ListField, readonly unknown[]]> => {
    const list = savedCalendarLists[name];
    const items = calendar[name];
    return list !== undefined && Array.isArray(items) ? [[name, list, items]] : [];
  });
}

/** Row `unknown_field`: a key outside the table (a body only), then a member outside an item's table, list by list. */
function unknownFault(calendar: Fields, fields: readonly SavedCalendarField[]): SavedCalendarFault | undefined {
  for (const key of Object.keys(calendar)) {
    if (!(ALL_FIELDS as readonly string[]).includes(key)) {
      return { stage: 'unknown_field', at: key, expects: 'absent', message: messages.unknownField(key, ALL_FIELDS).replace('this operation', 'a calendar') };
    }
  }
  for (const [name, { items }, values] of listsOf(calendar, fields)) {
    if (items.kind !== 'object') continue;
    const members = Object.keys(items.members);
    for (let index = 0; index < values.length; index++) {
      const item = values[index];
      const extra = isRecord(item) ? Object.keys(item).find((key) => !members.includes(key)) : undefined;
      if (extra === undefined) continue;
      const at = `${name}[${index}].${extra}`;
      return { stage: 'unknown_field', at, expects: 'absent', message: messages.unknownField(at, members).replace('this operation', items.noun) };
    }
  }
  return undefined;
}

/** Row `required`: a required member absent from an item, item by item, members in the table's order. */
function requiredFault(calendar: Fields, fields: readonly SavedCalendarField[]): SavedCalendarFault | undefined {
  for (const [name, { items }, values] of listsOf(calendar, fields)) {
    if (items.kind !== 'object') continue;
    for (let index = 0; index < values.length; index++) {
      const item = values[index];
      if (!isRecord(item)) continue;
      for (const [member, spec] of Object.entries(items.members)) {
        const at = `${name}[${index}].${member}`;
        if (spec.required && !(member in item)) return { stage: 'required', at, expects: spec.expects, message: messages.missingField(at) };
      }
    }
  }
  return undefined;
}

/** The fault of one value against its spec in a row (`date` or `value`), or `undefined` when it passes or belongs to the other row. */
function specFault(stage: 'date' | 'value', at: string, spec: FieldSpec, value: unknown): SavedCalendarFault | undefined {
  if ((spec.kind === 'date') !== (stage === 'date') || spec.test(value)) return undefined;
  return stage === 'date' ? { stage, at, expects: spec.expects, message: invalidDateMessage(at, value) } : invalid(at, spec.expects, value);
}

/** The fault of a list's items in a row: each item (an object, then its members present), by position. */
function itemsFault(stage: 'date' | 'value', name: string, { items }: ListField, values: readonly unknown[]): SavedCalendarFault | undefined {
  for (let index = 0; index < values.length; index++) {
    const item = values[index];
    const at = `${name}[${index}]`;
    if (items.kind === 'value') {
      const found = specFault(stage, at, items.spec, item);
      if (found !== undefined) return found;
      continue;
    }
    if (!isRecord(item)) {
      if (stage === 'value') return invalid(at, items.expects, item);
      continue;
    }
    for (const [member, spec] of Object.entries(items.members)) {
      const found = member in item ? specFault(stage, `${at}.${member}`, spec, item[member]) : undefined;
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

/** Rows `date` and `value`: field by field in the table's order; a list is an array of at most `maxItems` (row `value`), then its items. */
function valuesFault(stage: 'date' | 'value', calendar: Fields, fields: readonly SavedCalendarField[]): SavedCalendarFault | undefined {
  for (const name of fields) {
    const value = calendar[name];
    if (value === undefined) continue;
    const spec: FieldSpec = savedCalendarFields[name];
    const list = savedCalendarLists[name];
    if (list === undefined) {
      const found = specFault(stage, name, spec, value);
      if (found !== undefined) return found;
      continue;
    }
    // The list itself comes before its items in row `value`; its dates are row `date`'s however long it is.
    if (stage === 'value' && !(Array.isArray(value) && value.length <= list.maxItems)) return invalid(name, spec.expects, value);
    const found = Array.isArray(value) ? itemsFault(stage, name, list, value) : undefined;
    if (found !== undefined) return found;
  }
  return undefined;
}

/** The check of one precedence row over a calendar's fields. */
type RowCheck = (calendar: Fields, fields: readonly SavedCalendarField[]) => SavedCalendarFault | undefined;

/** The rows of a stored calendar (keys outside the table are ignored, so no `unknown_field`). */
const STORED_ROWS: Partial<Record<RequestStage, RowCheck>> = {
  required: requiredFault,
  date: (calendar, fields) => valuesFault('date', calendar, fields),
  value: (calendar, fields) => valuesFault('value', calendar, fields),
};

/** The first fault of a calendar over the precedence rows, in `PRECEDENCE_STAGES`' order, each as `rows` checks it. */
function walk(value: unknown, fields: readonly SavedCalendarField[], rows: Partial<Record<RequestStage, RowCheck>>): SavedCalendarFault | undefined {
  if (!isRecord(value)) return { stage: 'object', at: undefined, expects: 'an object', message: messages.notAnObject() };
  for (const stage of PRECEDENCE_STAGES) {
    const found = rows[stage]?.(value, fields);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * Checks a saved calendar that a store, the config file or a library lookup holds against its field
 * table, row by row of the error precedence: not an object, a custom holiday without its `date` or
 * `label`, a bad date (`custom_holidays[i].date`, `excluded_dates[i]`), any other bad value (a
 * one-line label, at most 1,000 custom holidays and 1,000 excluded dates). Keys outside the table are
 * ignored, and so is the bookkeeping (id, name, timestamps). The country and subdivision are the
 * calendar resolver's (`checkCalendarFields`).
 *
 * @param value - What a store or a lookup holds.
 * @returns The first fault, or `undefined` when the calendar's fields are valid.
 * @example
 * storedCalendarFault({ excluded_dates: ['2026-02-30'] })?.at //=> 'excluded_dates[0]'
 * storedCalendarFault({ colour: 'red' }) //=> undefined
 */
export function storedCalendarFault(value: unknown): SavedCalendarFault | undefined {
  return walk(value, STORED_FIELDS, STORED_ROWS);
}

/**
 * Checks a saved calendar sent to the API against its field table, row by row of the error
 * precedence: the rows of `storedCalendarFault`, a name of 1-100 characters, and first a key the table
 * does not define (in the calendar, then in a custom holiday: row `unknown_field`). Apart from
 * `storedCalendarFault` so that an app reading saved calendars through a lookup does not ship this row.
 *
 * @param value - The API body.
 * @returns The first fault, or `undefined` when the calendar's fields are valid.
 * @example
 * calendarBodyFault({ excluded_dates: ['2026-02-30'] })?.at //=> 'excluded_dates[0]'
 * calendarBodyFault({ colour: 'red' })?.stage //=> 'unknown_field'
 */
export function calendarBodyFault(value: unknown): SavedCalendarFault | undefined {
  return walk(value, ALL_FIELDS, { ...STORED_ROWS, unknown_field: unknownFault });
}
