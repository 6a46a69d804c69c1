/**
 * `daycalc/testing`: the conformance kit. fast-check arbitraries of valid and of labelled invalid
 * requests, the reference answer (`execute` itself), and `compare` for any other implementation of
 * the API. `fast-check` is a peer dependency of this entry only.
 */
export { validRequest } from './validRequest.ts';
export type { RequestArbitraryOptions, RequestBody } from './requestBody.ts';
export { invalidRequest, type InvalidRequest } from './invalidRequest.ts';
export { arbCalendarFields, type CalendarFieldOptions, type CalendarFieldsBody } from './arbCalendarFields.ts';
export { arbPlainDate, SPECIAL_YEARS } from './arbPlainDate.ts';
export { arbClockTime } from './arbClockTime.ts';
export { reference, type ReferenceAnswer, type ReferenceOptions } from './reference.ts';
export { referenceText } from './referenceText.ts';
export { compare, type CandidateAnswer, type Difference } from './compare.ts';
