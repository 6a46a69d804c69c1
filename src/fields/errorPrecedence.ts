/** A stage of request checking, named after the fault it looks for. */
export type RequestStage = 'json' | 'object' | 'unknown_field' | 'required' | 'date' | 'value' | 'calendar' | 'range';

/** One row of the error precedence table: the fault, the stage that finds it and the codes it gives. */
export interface PrecedenceRow {
  readonly stage: RequestStage;
  readonly fault: string;
  /**
   * The spec's codes this row gives. Named as text here: the core below the service layer does not
   * import the service's code list; a test checks each is a known `ErrorCode` with its status.
   */
  readonly codes: readonly string[];
}

/**
 * The stages of the error precedence table in its order, top to bottom: the one place the order of
 * the checks is written. The request layer, a typed call's checks and the conformance kit read it.
 */
export const PRECEDENCE_STAGES = ['json', 'object', 'unknown_field', 'required', 'date', 'value', 'calendar', 'range'] as const satisfies readonly RequestStage[];

/** Each stage's fault and codes (kept apart from the order, so a bundle that only checks carries no texts). */
const ROWS: Readonly<Record<RequestStage, Omit<PrecedenceRow, 'stage'>>> = {
  json: { fault: 'body is not JSON', codes: ['INVALID_JSON'] },
  object: { fault: 'body is JSON but not an object', codes: ['INVALID_REQUEST'] },
  unknown_field: { fault: 'a field the operation does not define', codes: ['UNKNOWN_FIELD'] },
  required: { fault: 'a required field is absent', codes: ['INVALID_REQUEST'] },
  date: { fault: 'a date field is not a valid date string', codes: ['INVALID_DATE'] },
  value: { fault: 'wrong type, out of range, not in the enum, or a cross-field rule', codes: ['VALIDATION_ERROR'] },
  calendar: {
    fault: 'unsupported country or subdivision, unknown calendar id, no calendar feature',
    codes: ['INVALID_COUNTRY', 'INVALID_SUBDIVISION', 'BUSINESS_CALENDAR_NOT_FOUND', 'FEATURE_NOT_AVAILABLE'],
  },
  range: { fault: 'span limit exceeded', codes: ['RANGE_TOO_LARGE'] },
};

/**
 * The error precedence table as data, checked top to bottom; the first row with a fault decides,
 * and inside a row fields are checked in the order of the spec's field table.
 *
 * `json` is checked by `parseJsonBody`; `object` to `value` by `checkRequest` (and, for a typed call,
 * `checkedArguments`); `calendar` by the calendar resolver; `range` by the operations' kernels.
 */
export const ERROR_PRECEDENCE: readonly PrecedenceRow[] = /* @__PURE__ */ PRECEDENCE_STAGES.map((stage) => ({ stage, ...ROWS[stage] }));
