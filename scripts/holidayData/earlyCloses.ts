// The closing time of a market's early close, read from python-holidays' English label (python-holidays
// has no structured time: the label is the only place that states it). docs/holiday-data.md#markets
// describes the rule; test/calendars/marketTables.test.ts runs it on every distinct label of the
// snapshot.
//
// A label is a name followed by one clause that says the day is an early close, e.g.
//   "Christmas Eve (markets close at 1:00pm)"                     XNYS, XNAS, XLON, XBUE
//   "Christmas Eve (markets close at 1:00 p.m. ET)"               XTSE, XJSE, XSES (SAST, SGT)
//   "New Year's Eve (markets close at 14:00 CET)"                 XMAD, XNZE (NZDT)
//   "Labor Day (markets pause at 12:00pm CT)"                     XCME (its Globex session halts)
//   "Easter Thursday (markets close early)"                       XASX: no time
//   "Christmas Eve (Half-Day Trading Day)"                        XHKG: no time
// and, after it, possibly python-holidays' own suffix ("(estimated)", XSES). The clause goes; the name
// and any suffix stay ("Chinese New Year's Eve (estimated)"). A time with am/pm (a.m./p.m.) is on a
// 12-hour clock, one without on a 24-hour clock; the time-zone abbreviation after it is dropped (every
// time is the exchange's local time). A label with no such clause, or one the rule cannot read, fails
// the generator, so a new wording in a python-holidays update is seen rather than stored half-read.

/** A label split into its name and the closing time it states. */
export interface EarlyClose {
  /** The label without its early-close clause. */
  readonly label: string;
  /** `HH:MM` (24-hour clock, exchange local time), or null where the label states no time. */
  readonly closesAt: string | null;
}

/** The clause with a time: "(markets close at 1:00pm)", "(markets pause at 10:30am CT)", "(markets close at 12:00 p.m. SAST)". */
const TIMED_CLAUSE = /\s*\(markets (?:close|pause) at (\d{1,2}):(\d{2})\s*(am|pm|a\.m\.|p\.m\.)?(?:\s+[A-Z]{2,5})?\)/;

/** The clauses without a time. */
const UNTIMED_CLAUSES = [/\s*\(markets close early\)/, /\s*\(Half-Day Trading Day\)/];

/** Reads an early close's label; throws when it has no early-close clause or an impossible time. */
export function parseEarlyClose(original: string): EarlyClose {
  const timed = TIMED_CLAUSE.exec(original);
  if (timed !== null) {
    const [clause, hourText, minuteText, meridiem] = timed;
    let hour = Number(hourText);
    const minute = Number(minuteText);
    if (meridiem === undefined) {
      if (hour > 23) throw new Error(`early close with an impossible time: ${JSON.stringify(original)}`);
    } else {
      if (hour < 1 || hour > 12) throw new Error(`early close with an impossible 12-hour time: ${JSON.stringify(original)}`);
      const pm = meridiem.startsWith('p');
      hour = (hour % 12) + (pm ? 12 : 0);
    }
    if (minute > 59) throw new Error(`early close with an impossible time: ${JSON.stringify(original)}`);
    return { label: withoutClause(original, timed.index, clause), closesAt: `${String(hour).padStart(2, '0')}:${minuteText}` };
  }
  for (const pattern of UNTIMED_CLAUSES) {
    const found = pattern.exec(original);
    if (found !== null) return { label: withoutClause(original, found.index, found[0]), closesAt: null };
  }
  throw new Error(`early close whose label has no early-close clause daycalc can read: ${JSON.stringify(original)}`);
}

/** The label without the clause at `index`; the original where nothing readable would be left. */
function withoutClause(original: string, index: number, clause: string): string {
  const rest = `${original.slice(0, index)}${original.slice(index + clause.length)}`.trim();
  return rest === '' || rest.startsWith('(') ? original : rest;
}
