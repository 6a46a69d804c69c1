import { describe, expect, it } from 'vitest';
import { DAY_REASONS } from '../../src/calendars/resolvedCalendar.ts';
import { dashboardHtml } from '../../src/dashboard/dashboardPage.ts';
import { DASHBOARD_SCRIPT } from '../../src/dashboard/dashboardScript.generated.ts';
import { MONTH_GRID_STYLE, monthLayout } from '../../src/playground/monthGrid.ts';
import { playgroundHtml } from '../../src/playground/playgroundPage.ts';
import { PLAYGROUND_SCRIPT } from '../../src/playground/playgroundScript.generated.ts';

describe('monthLayout', () => {
  it('lays a month out in Monday-first weeks with blanks before the 1st', () => {
    const [february] = monthLayout([{ date: '2026-02-01', reason: 'non_working_weekday' }]);
    expect(february?.year).toBe(2026);
    expect(february?.month).toBe(2);
    expect(february?.weeks[0]?.map((cell) => cell?.day ?? null)).toEqual([null, null, null, null, null, null, 1]);
    expect(february?.weeks.flat().filter((cell) => cell !== null)).toHaveLength(28);
    expect(february?.weeks[0]?.[6]?.item).toEqual({ date: '2026-02-01', reason: 'non_working_weekday' });
    expect(february?.weeks[1]?.[0]).toEqual({ day: 2, date: '2026-02-02', item: undefined });
  });

  it('puts every day under its weekday, leap days included', () => {
    for (const date of ['2024-02-10', '2000-02-10', '1900-02-10', '2026-12-24', '2027-01-08']) {
      const [month] = monthLayout([{ date, reason: 'working_day' }]);
      const cells = month!.weeks.flatMap((week) => week.map((cell, column) => ({ cell, column })));
      for (const { cell, column } of cells) {
        if (cell === null) continue;
        expect(column + 1, cell.date).toBe(((new Date(`${cell.date}T00:00:00Z`).getUTCDay() + 6) % 7) + 1);
      }
      expect(cells.filter(({ cell }) => cell !== null)).toHaveLength(new Date(Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)), 0)).getUTCDate());
      for (const week of month!.weeks.slice(0, -1)) expect(week).toHaveLength(7);
    }
  });

  it('makes one month per month named, in the order first named', () => {
    const months = monthLayout([{ date: '2027-01-02', reason: 'working_day' }, { date: '2026-12-25', reason: 'public_holiday', label: 'Christmas' }, { date: '2027-01-03', reason: 'working_day' }]);
    expect(months.map(({ year, month }) => `${year}-${month}`)).toEqual(['2027-1', '2026-12']);
    expect(months[1]?.weeks.flat().find((cell) => cell?.date === '2026-12-25')?.item?.label).toBe('Christmas');
  });

  it('does not change its input', () => {
    const days = [{ date: '2026-02-01', reason: 'working_day' }];
    monthLayout(days);
    expect(days).toEqual([{ date: '2026-02-01', reason: 'working_day' }]);
  });
});

describe('the month grid of every reason', () => {
  it('has a colour and a legend entry for each reason of the classification order (decreed_working_day included), and both pages define its colours', () => {
    for (const reason of DAY_REASONS) {
      expect(MONTH_GRID_STYLE, reason).toContain(`td.${reason}, .swatch.${reason} {`);
      // The words of the reason in the grid's legend, in both pages' bundled scripts.
      for (const script of [PLAYGROUND_SCRIPT, DASHBOARD_SCRIPT]) expect(script, reason).toMatch(new RegExp(`[{,]${reason}:"[^"]+"`));
    }
    const variables = [...MONTH_GRID_STYLE.matchAll(/var\((--[a-z]+)\)/g)].map((match) => match[1]!);
    expect(variables).toContain('--decreed');
    for (const page of [playgroundHtml(), dashboardHtml()]) for (const variable of new Set(variables)) expect(page, variable).toContain(`${variable}: `);
  });
});
