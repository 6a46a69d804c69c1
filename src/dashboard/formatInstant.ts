/**
 * Shows an ISO 8601 instant of the API as a short UTC time for a table cell: `2026-11-24T07:51:03.120Z`
 * reads `2026-11-24 07:51:03 UTC`. `null` (never, no limit) reads as a dash; any other text is shown as
 * it is. The dashboard's browser script bundles it.
 *
 * @param instant - The instant, or `null`.
 * @returns The text to show.
 * @example
 * formatInstant('2026-12-01T00:00:00.000Z') //=> '2026-12-01 00:00:00 UTC'
 * formatInstant(null) //=> '—'
 */
export function formatInstant(instant: string | null | undefined): string {
  if (instant === null || instant === undefined || instant === '') return '—';
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2}:\d{2})(?:\.\d+)?(?:Z|[+-]00:00)$/.exec(instant);
  return match ? match[1] + ' ' + match[2] + ' UTC' : instant;
}
