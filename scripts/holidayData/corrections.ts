// Reads and checks the listed corrections (data/corrections.json): what the generator changes after
// its policy, each with its class, reason and reference (docs/holiday-data.md explains the format).
import { readFileSync } from 'node:fs';
import { CORRECTIONS_FILE } from './paths.ts';

/** Why a correction exists; the data-quality report groups by it. */
export const CORRECTION_CLASSES = [
  // python-holidays has it wrong (the reference shows it): counts as agreement in the report.
  'python-holidays error',
  // Both sources miss a day the reference shows (a one-off day, a decree neither has yet).
  'missing in both sources',
  // A day outside both sources' years (python-holidays' range ends; date-holidays projects wrongly).
  'beyond python-holidays years',
] as const;

export type CorrectionClass = (typeof CORRECTION_CLASSES)[number];

/** One listed correction, checked. */
export interface Correction {
  readonly id: string;
  readonly class: CorrectionClass;
  /** `CC` for a country (its subdivisions inherit it) or `CC-SUB` with daycalc's subdivision code. */
  readonly region: string;
  readonly country: string;
  readonly subdivision: string | undefined;
  /** Public holidays to add (or to rename, on a date that has one): ISO date and label. */
  readonly add: readonly { readonly date: string; readonly label: string }[];
  /** Dates that are not public holidays. */
  readonly remove: readonly string[];
  /** Decreed working days to add, with the label naming what they make up for. */
  readonly addWorking: readonly { readonly date: string; readonly label: string }[];
  /** Dates that are not decreed working days. */
  readonly removeWorking: readonly string[];
  /** Holidays whose label contains `match`, removed in the years `from..to`. */
  readonly removeLabels: { readonly from: number; readonly to: number; readonly match: string } | undefined;
  readonly reason: string;
  readonly reference: string;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** `"2022-12-27 Boxing Day (observed)"` as a date and label. */
function datedLabel(entry: unknown, where: string): { date: string; label: string } {
  if (typeof entry !== 'string' || !ISO_DATE.test(entry.slice(0, 10)) || entry[10] !== ' ' || entry.length < 12) {
    throw new Error(`${where}: "${String(entry)}" is not "YYYY-MM-DD label"`);
  }
  return { date: entry.slice(0, 10), label: entry.slice(11) };
}

function dates(value: unknown, where: string): string[] {
  if (value === undefined) return [];
  if (!Array.isArray(value) || !value.every((item) => typeof item === 'string' && ISO_DATE.test(item))) throw new Error(`${where}: not a list of dates`);
  return value as string[];
}

function datedLabels(value: unknown, where: string): { date: string; label: string }[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) throw new Error(`${where}: not a list`);
  return value.map((entry) => datedLabel(entry, where));
}

/**
 * Reads the corrections file and checks every entry (throws, naming the entry, on a bad one).
 *
 * @param file - The file (the committed one by default).
 * @returns The corrections, in file order (the order they are applied in).
 */
export function readCorrections(file: string = CORRECTIONS_FILE): readonly Correction[] {
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as { corrections?: unknown };
  if (!Array.isArray(parsed.corrections)) throw new Error(`${file}: no "corrections" list`);
  const seen = new Set<string>();
  return parsed.corrections.map((raw: Record<string, unknown>, position) => {
    const where = `${file} entry ${position} (${String(raw.id)})`;
    const id = raw.id;
    if (typeof id !== 'string' || id === '' || seen.has(id)) throw new Error(`${where}: id missing or repeated`);
    seen.add(id);
    if (!CORRECTION_CLASSES.includes(raw.class as CorrectionClass)) throw new Error(`${where}: class must be one of ${CORRECTION_CLASSES.join(', ')}`);
    const region = raw.region;
    if (typeof region !== 'string' || !/^[A-Z]{2}(-[A-Za-z0-9]+)?$/.test(region)) throw new Error(`${where}: region must be CC or CC-SUB`);
    for (const key of ['reason', 'reference'] as const) {
      if (typeof raw[key] !== 'string' || (raw[key] as string).length < 10) throw new Error(`${where}: ${key} missing`);
    }
    if (!/^https?:\/\//.test(raw.reference as string)) throw new Error(`${where}: reference must be a URL`);
    let removeLabels: Correction['removeLabels'];
    if (raw.removeLabels !== undefined) {
      const spec = raw.removeLabels as { years?: unknown; match?: unknown };
      const years = spec.years;
      if (!Array.isArray(years) || years.length !== 2 || typeof spec.match !== 'string' || spec.match === '') throw new Error(`${where}: removeLabels needs years [from, to] and match`);
      removeLabels = { from: Number(years[0]), to: Number(years[1]), match: spec.match };
    }
    const known = new Set(['id', 'class', 'region', 'add', 'remove', 'addWorking', 'removeWorking', 'removeLabels', 'reason', 'reference']);
    for (const key of Object.keys(raw)) if (!known.has(key)) throw new Error(`${where}: unknown key ${key}`);
    const [country, subdivision] = region.split('-') as [string, string | undefined];
    return {
      id,
      class: raw.class as CorrectionClass,
      region,
      country,
      subdivision,
      add: datedLabels(raw.add, `${where} add`),
      remove: dates(raw.remove, `${where} remove`),
      addWorking: datedLabels(raw.addWorking, `${where} addWorking`),
      removeWorking: dates(raw.removeWorking, `${where} removeWorking`),
      removeLabels,
      reason: raw.reason as string,
      reference: raw.reference as string,
    };
  });
}
