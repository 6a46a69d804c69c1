/** Builders of the request layer's error messages; every message names the field it is about. */
export const messages = {
  invalidJson: (): string => 'The request body is not valid JSON',
  notAnObject: (): string => 'The request body must be a JSON object',
  unknownField: (name: string, known: readonly string[]): string =>
    `Unknown field "${name}"; this operation accepts: ${known.join(', ')}`,
  missingField: (name: string): string => `${name} is required`,
  invalidField: (name: string, expects: string): string => `${name} must be ${expects}`,
  oneOfMissing: (first: string, second: string): string => `Exactly one of ${first} or ${second} is required; neither was given`,
  oneOfBoth: (first: string, second: string): string => `Exactly one of ${first} or ${second} is required; ${second} was given as well`,
  noToday: (name: string): string => `${name} is required here: this caller supplies no "today"`,
  unknownOperation: (name: string): string => `Unknown operation "${name}"`,
  internal: (): string => 'The calculation failed unexpectedly',
} as const;
