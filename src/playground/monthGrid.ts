// The month grid shared by the playground (business-day traces) and the dashboard (a saved calendar's
// holidays and excluded dates): a pure layout function and the style of the grid. The browser code
// that draws it is src/playground/browser/monthGrids.ts, bundled into both pages.

/** One classified day, as a trace item of the business-day operations carries it. */
export interface GridDay {
  /** `YYYY-MM-DD`. */
  readonly date: string;
  /** `working_day`, `decreed_working_day`, `non_working_weekday`, `public_holiday`, `custom_holiday` or `excluded_date`. */
  readonly reason: string;
  /** The holiday's name, when it has one. */
  readonly label?: string | null;
}

/** One cell of a month: the day of the month, its date and its classification when one was given. */
export interface GridCell {
  readonly day: number;
  readonly date: string;
  readonly item: GridDay | undefined;
}

/** One month of the grid: Monday-first weeks, `null` for the blanks before the 1st. */
export interface GridMonth {
  readonly year: number;
  readonly month: number;
  readonly weeks: ReadonlyArray<ReadonlyArray<GridCell | null>>;
}

/**
 * Lays classified days out as months of Monday-first weeks, one month per month that any day falls
 * in, in the order the days first name them. Days of those months not given have no `item`. Both
 * pages' browser scripts bundle it.
 *
 * @param days - The classified days (`YYYY-MM-DD` dates).
 * @returns The months, each with its weeks of cells.
 * @example
 * monthLayout([{ date: '2026-02-01', reason: 'non_working_weekday' }])[0].weeks[0].slice(5, 7).map((cell) => cell?.day)
 * //=> [null, 1] (1 February 2026 is a Sunday)
 */
export function monthLayout(days: readonly GridDay[]): GridMonth[] {
  const byMonth = new Map<string, Map<string, GridDay>>();
  for (const item of days) {
    const key = item.date.slice(0, 7);
    if (!byMonth.has(key)) byMonth.set(key, new Map());
    byMonth.get(key)!.set(item.date, item);
  }
  const months: GridMonth[] = [];
  for (const [key, items] of byMonth) {
    const year = Number(key.slice(0, 4));
    const month = Number(key.slice(5, 7));
    const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
    const last = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]!;
    // Sakamoto's rule gives the weekday of the 1st (0 Sunday); Monday-first, that is this many blanks.
    const y = month < 3 ? year - 1 : year;
    const sunday0 = (y + Math.floor(y / 4) - Math.floor(y / 100) + Math.floor(y / 400) + [0, 3, 2, 5, 0, 3, 5, 1, 4, 6, 2, 4][month - 1]! + 1) % 7;
    const offset = (sunday0 + 6) % 7;
    const weeks: Array<Array<GridCell | null>> = [];
    let week: Array<GridCell | null> = Array.from({ length: offset }, () => null);
    for (let day = 1; day <= last; day++) {
      const date = key + '-' + String(day).padStart(2, '0');
      week.push({ day, date, item: items.get(date) });
      if (week.length === 7 || day === last) {
        weeks.push(week);
        week = [];
      }
    }
    months.push({ year, month, weeks });
  }
  return months;
}

/** The grid's style: day colours by reason, tooltips that stay inside the window, and the legend. */
export const MONTH_GRID_STYLE = `
.grids { display: flex; flex-wrap: wrap; gap: 1rem; align-items: flex-start; }
table.month { border-collapse: collapse; font-size: .85rem; }
table.month caption { font-weight: 600; padding-bottom: .25rem; }
table.month td, table.month th { width: 2rem; height: 2rem; text-align: center; }
td.day { border-radius: .3rem; position: relative; }
td.working_day, .swatch.working_day { background: var(--work); }
td.decreed_working_day, .swatch.decreed_working_day { background: var(--decreed); font-weight: 700; }
td.non_working_weekday, .swatch.non_working_weekday { background: var(--weekend); color: var(--muted); }
td.public_holiday, .swatch.public_holiday { background: var(--public); font-weight: 700; }
td.custom_holiday, .swatch.custom_holiday { background: var(--custom); font-weight: 700; }
td.excluded_date, .swatch.excluded_date { background: var(--excluded); text-decoration: line-through; }
td.outside { color: #c0c4c8; }
td.day:hover::after, td.day:focus::after { content: attr(data-tip); position: absolute; left: 50%; top: 100%; transform: translateX(-50%); background: var(--ink); color: white; padding: .2rem .4rem; border-radius: .25rem; width: max-content; max-width: 11rem; white-space: normal; overflow-wrap: anywhere; z-index: 1; font-weight: 400; }
td.day:nth-child(-n+3):hover::after, td.day:nth-child(-n+3):focus::after { left: 0; transform: none; }
td.day:nth-child(n+5):hover::after, td.day:nth-child(n+5):focus::after { left: auto; right: 0; transform: none; }
.legend { list-style: none; padding: 0; margin: 0 0 .75rem; display: flex; flex-wrap: wrap; gap: .5rem .75rem; }
.swatch { display: inline-block; width: 1rem; height: 1rem; border-radius: .2rem; margin-right: .3rem; vertical-align: middle; border: 1px solid var(--line); }
`;
