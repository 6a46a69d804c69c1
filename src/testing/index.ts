/**
 * `daycalc/testing`: the conformance kit. fast-check arbitraries of valid and of labelled invalid
 * requests, the reference answer (`execute`), and `compare` for any other implementation of the
 * API. `fast-check` is a peer dependency of this entry only.
 */
export { validRequest, type RequestArbitraryOptions, type RequestBody } from './validRequest.ts';
export { invalidRequest, type InvalidRequest } from './invalidRequest.ts';
export { arbCalendarFields, type CalendarFieldOptions, type CalendarFieldsBody } from './calendarFields.ts';
export { arbPlainDate, arbClockTime, SPECIAL_YEARS } from './dates.ts';
export { reference, referenceText, type ReferenceAnswer } from './reference.ts';
export { compare, type CandidateAnswer, type Difference } from './compare.ts';
