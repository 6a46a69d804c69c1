/**
 * The OpenAPI `operationId` of an operation: its kebab-case name in camelCase.
 *
 * @param name - The operation's spec name.
 * @returns The camelCase id.
 * @example
 * operationIdOf('business-days-between') //=> 'businessDaysBetween'
 */
export function operationIdOf(name: string): string {
  return name.replace(/-([a-z0-9])/g, (_match, letter: string) => letter.toUpperCase());
}
