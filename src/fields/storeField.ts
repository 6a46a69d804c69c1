// Stores a checked value into a request's typed input by its field's name: one named store per name
// of the field tables (a switch on the name's number), so that each store site sees only the inputs
// that hold its field and stays monomorphic for a body shape that repeats. One store site for every
// name (`input[name] = value`) was V8's megamorphic keyed store: about 130 machine instructions a field.

/** Every field name of the operations' field tables, each with its number (its index); the tests check the list is complete. */
export const STORED_FIELD_NAMES = ['start_date', 'end_date', 'date', 'days', 'country_code', 'subdivision_code', 'working_days', 'include_public_holidays', 'market_code', 'business_calendar_id', 'holiday_types', 'language', 'include_start_date', 'include_end_date', 'detailed', 'year', 'unit', 'timestamp', 'start_time', 'end_time', 'skip_weekends', 'next_day', 'date_time', 'convention', 'break_minutes', 'birth_date', 'as_of_date'] as const;

/** The number of a field name in `STORED_FIELD_NAMES`, or -1 (stored by a keyed store). */
export function storedFieldNumber(name: string): number {
  return (STORED_FIELD_NAMES as readonly string[]).indexOf(name);
}

/**
 * Stores `value` as field `name` of `input`.
 *
 * @param input - The typed input being built.
 * @param number - `storedFieldNumber(name)`.
 * @param name - The field's name.
 * @param value - Its value.
 * @example
 * storeField(input, storedFieldNumber('days'), 'days', 5) // input.days === 5
 */
export function storeField(input: Record<string, unknown>, number: number, name: string, value: unknown): void {
  switch (number) {
    case 0: input.start_date = value; return;
    case 1: input.end_date = value; return;
    case 2: input.date = value; return;
    case 3: input.days = value; return;
    case 4: input.country_code = value; return;
    case 5: input.subdivision_code = value; return;
    case 6: input.working_days = value; return;
    case 7: input.include_public_holidays = value; return;
    case 8: input.market_code = value; return;
    case 9: input.business_calendar_id = value; return;
    case 10: input.holiday_types = value; return;
    case 11: input.language = value; return;
    case 12: input.include_start_date = value; return;
    case 13: input.include_end_date = value; return;
    case 14: input.detailed = value; return;
    case 15: input.year = value; return;
    case 16: input.unit = value; return;
    case 17: input.timestamp = value; return;
    case 18: input.start_time = value; return;
    case 19: input.end_time = value; return;
    case 20: input.skip_weekends = value; return;
    case 21: input.next_day = value; return;
    case 22: input.date_time = value; return;
    case 23: input.convention = value; return;
    case 24: input.break_minutes = value; return;
    case 25: input.birth_date = value; return;
    case 26: input.as_of_date = value; return;
    default: input[name] = value;
  }
}
