import type { RequestShape } from '../../fields/requestShape.ts';
import * as v from 'valibot';
import { expectsIsoDateTime, expectsUnixSeconds } from '../../messages.ts';
import { valueField } from '../../fields/fieldSpec.ts';

/** Request fields of `unix-timestamp`: exactly one of the two must be given. */
export const unixTimestampFields = {
  timestamp: valueField(v.pipe(v.number(), v.finite()), expectsUnixSeconds(), {
    description: 'Seconds since the Unix epoch; an absolute value above 1e11 is read as milliseconds. Exactly one of timestamp or date_time.',
  }),
  date_time: valueField(v.string(), expectsIsoDateTime(), {
    description: 'ISO-8601 date or date-time to convert; no offset means UTC. Exactly one of timestamp or date_time.',
  }),
};

/** What `unix-timestamp` validates, for a request and a typed call alike: its field table, its exactly-one-of pair. */
export const unixTimestampShape = { fields: unixTimestampFields, exactlyOneOf: ['timestamp', 'date_time'] } as const satisfies RequestShape;
