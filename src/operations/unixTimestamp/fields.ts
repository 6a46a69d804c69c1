import type { RequestShape } from '../../fields/requestShape.ts';
import * as v from 'valibot';
import { expectsIsoDateTime, expectsUnixSeconds } from '../../messages.ts';
import { valueField } from '../../fields/fieldSpec.ts';

/** Request fields of `unix-timestamp`: exactly one of the two must be given. */
export const unixTimestampFields = {
  timestamp: valueField(v.pipe(v.number(), v.finite()), expectsUnixSeconds()),
  date_time: valueField(v.string(), expectsIsoDateTime()),
};

/** What `unix-timestamp` validates, for a request and a typed call alike: its field table, its exactly-one-of pair. */
export const unixTimestampShape = { fields: unixTimestampFields, exactlyOneOf: ['timestamp', 'date_time'] } as const satisfies RequestShape;
