import {
  ADD_BUSINESS_DAYS_MAX_AMOUNT,
  ADD_BUSINESS_DAYS_MAX_DETAILED_WALK_DAYS,
  ADD_DAYS_MAX_AMOUNT,
  BUSINESS_DAYS_BETWEEN_MAX_DETAILED_SPAN_DAYS,
  BUSINESS_DAYS_BETWEEN_MAX_SPAN_DAYS,
} from '../operations/limits.ts';

/**
 * The sentence stating an operation's ruling-4 limits, for its OpenAPI description.
 *
 * @param name - The operation's spec name.
 * @returns The sentence, or `undefined` for an operation without limits of its own.
 * @example
 * operationLimitsText('add-days') //=> 'Limit: `days` within ±36500 for every unit (else VALIDATION_ERROR).'
 */
export function operationLimitsText(name: string): string | undefined {
  switch (name) {
    case 'add-days':
      return `Limit: \`days\` within ±${ADD_DAYS_MAX_AMOUNT} for every unit (else VALIDATION_ERROR).`;
    case 'business-days-between':
      return `Limits: a span over ${BUSINESS_DAYS_BETWEEN_MAX_SPAN_DAYS} days (counted inclusively) is RANGE_TOO_LARGE; with \`detailed: true\`, over ${BUSINESS_DAYS_BETWEEN_MAX_DETAILED_SPAN_DAYS} days.`;
    case 'add-business-days':
      return `Limits: \`days\` within ±${ADD_BUSINESS_DAYS_MAX_AMOUNT}; \`detailed: true\` only while the walk covers at most ${ADD_BUSINESS_DAYS_MAX_DETAILED_WALK_DAYS} calendar days (else VALIDATION_ERROR).`;
    default:
      return undefined;
  }
}
