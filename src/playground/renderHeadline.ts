import type { HeadlineSpec } from '../catalog/operationDefinition.ts';

/** The headline of a failure: the code in words, then the message. */
export const ERROR_HEADLINE = '{code|words}: {message}';

/**
 * Renders a catalog headline (see `HeadlineSpec`) over a response `data`. The playground's browser
 * script bundles it (src/playground/browser/).
 *
 * @param spec - The headline description, as carried by `x-daycalc-headline` in the OpenAPI document.
 * @param data - The response `data` (or `error`) object.
 * @returns The headline text, or `undefined` when there is no spec or no case for the data.
 * @example
 * renderHeadline('{business_days:business day}, {calendar_days:calendar day}', { business_days: 12, calendar_days: 19 })
 * //=> '12 business days, 19 calendar days'
 */
export function renderHeadline(spec: HeadlineSpec | undefined, data: unknown): string | undefined {
  const WEEKDAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
  if (spec === undefined || spec === null || typeof data !== 'object' || data === null) return undefined;
  const valueAt = (path: string): unknown => {
    let value: unknown = data;
    for (const key of path.split('.')) {
      if (typeof value !== 'object' || value === null || !Object.hasOwn(value, key)) return undefined;
      value = (value as Record<string, unknown>)[key];
    }
    return value;
  };
  let template: string | undefined;
  if (typeof spec === 'string') template = spec;
  else {
    const chosen = valueAt(spec.by);
    const key = String(chosen);
    template = chosen !== undefined && Object.hasOwn(spec.cases, key) ? spec.cases[key] : spec.otherwise;
  }
  if (typeof template !== 'string') return undefined;
  // One placeholder: `{path}`, `{path:unit}` or `{path|format}`; `undefined` when the field is absent.
  const placeholder = (path: string, unit: string | undefined, format: string | undefined): string | undefined => {
    const value = valueAt(path);
    if (value === undefined || value === null || value === '') return undefined;
    if (unit !== undefined) {
      const [singular, plural] = unit.includes('/') ? unit.split('/') : [unit, unit + 's'];
      return String(value) + ' ' + (value === 1 || value === -1 ? singular : plural);
    }
    if (format === 'weekday') return WEEKDAY_NAMES[Number(value) - 1] ?? String(value);
    if (format === 'words') {
      const words = String(value).toLowerCase().replace(/_/g, ' ').replace(/\b(api|json|id)\b/g, (word) => word.toUpperCase());
      return words.charAt(0).toUpperCase() + words.slice(1);
    }
    return String(value);
  };
  const PLACEHOLDER = /\{([\w.]+)(?::([^}|]+)|\|(\w+))?\}/g;
  // An optional part `[...]` is kept only when every field in it is present; text outside it shows
  // an absent field as nothing.
  return template.replace(/\[([^\]]*)\]|\{([\w.]+)(?::([^}|]+)|\|(\w+))?\}/g, (_whole, part?: string, path?: string, unit?: string, format?: string) => {
    if (part === undefined) return placeholder(path as string, unit, format) ?? '';
    let complete = true;
    const text = part.replace(PLACEHOLDER, (_inner, innerPath: string, innerUnit?: string, innerFormat?: string) => {
      const value = placeholder(innerPath, innerUnit, innerFormat);
      if (value === undefined) complete = false;
      return value ?? '';
    });
    return complete ? text : '';
  });
}
