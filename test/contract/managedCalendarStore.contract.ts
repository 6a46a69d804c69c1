import { describe, expect, it } from 'vitest';
import { resolveCalendar } from '../../src/calendars/resolveCalendar.ts';
import { SAVED_CALENDAR_MAX_CUSTOM_HOLIDAYS, SAVED_CALENDAR_MAX_EXCLUDED_DATES } from '../../src/calendars/savedCalendarLimits.ts';
import type { ManagedCalendar } from '../../src/stores/stores.ts';
import { ids, managedCalendar, START, uuidOf, type CalendarBackend } from './storeFixtures.ts';

/**
 * Registers the contract of `ManagedCalendarStore` for one backend: run inside `storeContract` (memory,
 * Redis, Redis Cluster) and by `fileStores.test.ts` (the file store of `daycalc serve --data-dir`).
 *
 * @param backend - Makes fresh stores of the backend (call it only inside the cases).
 */
export function calendarContract(backend: () => CalendarBackend): void {
  describe('managed-calendar store: create, list, get, replace, delete, limit', () => {
    it('creates, lists (oldest first), gets, replaces and deletes a calendar, keeping every field', async () => {
      const calendars = await backend().create();
      expect(await calendars.listCalendars('acct_1')).toEqual([]);
      const first = managedCalendar(uuidOf(2), START);
      const second = { ...managedCalendar(uuidOf(1), START + 1_000, 'Munich'), subdivision_code: 'BY', include_public_holidays: false, working_days: [1, 2, 3, 4] };
      expect(await calendars.createCalendar('acct_1', first, 100)).toBe('created');
      expect(await calendars.createCalendar('acct_1', second, 100)).toBe('created');
      expect(await calendars.listCalendars('acct_1')).toEqual([first, second]);
      expect(await calendars.getCalendar('acct_1', uuidOf(1))).toEqual(second);
      const replaced = { ...first, name: 'Berlin HQ', custom_holidays: [], excluded_dates: ['2027-01-02'], updated_at: new Date(START + 5_000).toISOString() };
      expect(await calendars.replaceCalendar('acct_1', replaced)).toBe('replaced');
      expect(await calendars.getCalendar('acct_1', uuidOf(2))).toEqual(replaced);
      expect((await calendars.listCalendars('acct_1')).map((calendar) => calendar.id)).toEqual([uuidOf(2), uuidOf(1)]);
      expect(await calendars.deleteCalendar('acct_1', uuidOf(2))).toBe(true);
      expect(await calendars.getCalendar('acct_1', uuidOf(2))).toBeUndefined();
      expect(await calendars.listCalendars('acct_1')).toEqual([second]);
      expect(await calendars.deleteCalendar('acct_1', uuidOf(2))).toBe(false);
    });

    it('keeps a calendar without optional fields as it was given', async () => {
      const calendars = await backend().create();
      const at = new Date(START).toISOString();
      const bare: ManagedCalendar = { id: uuidOf(9), country_code: 'US', created_at: at, updated_at: at };
      expect(await calendars.createCalendar('acct_1', bare, 100)).toBe('created');
      expect(await calendars.getCalendar('acct_1', uuidOf(9))).toEqual(bare);
    });

    it('matches ids case-insensitively and keeps them in lower case', async () => {
      const calendars = await backend().create();
      const upper = uuidOf(0xabc).toUpperCase();
      expect(await calendars.createCalendar('acct_1', managedCalendar(upper, START), 100)).toBe('created');
      expect((await calendars.getCalendar('acct_1', upper))?.id).toBe(upper.toLowerCase());
      expect((await calendars.getCalendar('acct_1', upper.toLowerCase()))?.id).toBe(upper.toLowerCase());
      expect(await calendars.replaceCalendar('acct_1', managedCalendar(upper, START, 'renamed'))).toBe('replaced');
      expect(await calendars.listCalendars('acct_1')).toEqual([managedCalendar(upper.toLowerCase(), START, 'renamed')]);
      expect(await calendars.deleteCalendar('acct_1', upper.toLowerCase())).toBe(true);
      expect(await calendars.listCalendars('acct_1')).toEqual([]);
    });

    it('keeps accounts apart: another account never finds, replaces or deletes a calendar', async () => {
      const calendars = await backend().create();
      const calendar = managedCalendar(uuidOf(3), START);
      await calendars.createCalendar('acct_1', calendar, 100);
      expect(await calendars.getCalendar('acct_2', uuidOf(3))).toBeUndefined();
      expect(await calendars.listCalendars('acct_2')).toEqual([]);
      expect(await calendars.replaceCalendar('acct_2', { ...calendar, name: 'stolen' })).toBe('not_found');
      expect(await calendars.deleteCalendar('acct_2', uuidOf(3))).toBe(false);
      expect(await calendars.getCalendar('acct_1', uuidOf(3))).toEqual(calendar);
      // Account ids that differ only in case or by characters a file name or a Redis hash tag treats specially.
      for (const other of ['ACCT_1', 'acct_1}', '{acct_1}', 'acct/1', '..']) expect(await calendars.listCalendars(other)).toEqual([]);
      expect(await calendars.createCalendar('{acct_1}', managedCalendar(uuidOf(4), START), 100)).toBe('created');
      expect((await calendars.listCalendars('acct_1')).map((c) => c.id)).toEqual([uuidOf(3)]);
      expect((await calendars.listCalendars('{acct_1}')).map((c) => c.id)).toEqual([uuidOf(4)]);
    });

    it('answers not_found / false for a calendar that does not exist, writing nothing', async () => {
      const calendars = await backend().create();
      expect(await calendars.replaceCalendar('acct_1', managedCalendar(uuidOf(5), START))).toBe('not_found');
      expect(await calendars.deleteCalendar('acct_1', uuidOf(5))).toBe(false);
      expect(await calendars.listCalendars('acct_1')).toEqual([]);
    });

    it('refuses a creation at the limit without writing, and allows one again after a delete', async () => {
      const calendars = await backend().create();
      for (let n = 1; n <= 3; n++) expect(await calendars.createCalendar('acct_1', managedCalendar(uuidOf(n), START + n), 3)).toBe('created');
      expect(await calendars.createCalendar('acct_1', managedCalendar(uuidOf(4), START + 4), 3)).toBe('limit');
      expect(await calendars.getCalendar('acct_1', uuidOf(4))).toBeUndefined();
      expect(await calendars.listCalendars('acct_1')).toHaveLength(3);
      // The limit is per account.
      expect(await calendars.createCalendar('acct_2', managedCalendar(uuidOf(4), START + 4), 3)).toBe('created');
      expect(await calendars.deleteCalendar('acct_1', uuidOf(2))).toBe(true);
      expect(await calendars.createCalendar('acct_1', managedCalendar(uuidOf(5), START + 5), 3)).toBe('created');
      expect((await calendars.listCalendars('acct_1')).map((c) => c.id)).toEqual([uuidOf(1), uuidOf(3), uuidOf(5)]);
    });

    it('never goes over the limit when 24 creations from two handles race for 5 places', async () => {
      const a = await backend().create();
      const b = await backend().share(a);
      const outcomes = await Promise.all(Array.from({ length: 24 }, (_, n) => (n % 2 === 0 ? a : b).createCalendar('acct_race', managedCalendar(uuidOf(100 + n), START + n), 5)));
      expect(outcomes.filter((outcome) => outcome === 'created')).toHaveLength(5);
      expect(outcomes.filter((outcome) => outcome === 'limit')).toHaveLength(19);
      expect(await a.listCalendars('acct_race')).toHaveLength(5);
      expect(await b.listCalendars('acct_race')).toHaveLength(5);
    });

    it('shows a change made through one handle at the next read of the other', async () => {
      const a = await backend().create();
      const b = await backend().share(a);
      expect(await b.listCalendars('acct_1')).toEqual([]);
      await a.createCalendar('acct_1', managedCalendar(uuidOf(7), START), 100);
      expect(await b.getCalendar('acct_1', uuidOf(7))).toEqual(managedCalendar(uuidOf(7), START));
      await b.replaceCalendar('acct_1', managedCalendar(uuidOf(7), START, 'changed by b'));
      expect((await a.getCalendar('acct_1', uuidOf(7)))?.name).toBe('changed by b');
      expect(await a.deleteCalendar('acct_1', uuidOf(7))).toBe(true);
      expect(await b.getCalendar('acct_1', uuidOf(7))).toBeUndefined();
      expect(await b.listCalendars('acct_1')).toEqual([]);
    });

    it('hands a lookup calendars it checks with the one field table: at the limits they resolve, one over is VALIDATION_ERROR', async () => {
      const calendars = await backend().create();
      const dates = (count: number): string[] => Array.from({ length: count }, (_, n) => new Date(Date.UTC(2030, 0, 1) + n * 86_400_000).toISOString().slice(0, 10));
      const lookup = (id: string) => calendars.getCalendar('acct_1', id);
      const cases: ReadonlyArray<[number, Partial<ManagedCalendar>, string | undefined]> = [
        [10, { custom_holidays: dates(SAVED_CALENDAR_MAX_CUSTOM_HOLIDAYS).map((date) => ({ date, label: 'Closed' })) }, undefined],
        [11, { custom_holidays: dates(SAVED_CALENDAR_MAX_CUSTOM_HOLIDAYS + 1).map((date) => ({ date, label: 'Closed' })) }, 'custom_holidays'],
        [12, { excluded_dates: dates(SAVED_CALENDAR_MAX_EXCLUDED_DATES) }, undefined],
        [13, { excluded_dates: dates(SAVED_CALENDAR_MAX_EXCLUDED_DATES + 1) }, 'excluded_dates'],
        [14, { custom_holidays: [{ date: '2030-01-01', label: 'two\nlines' }] }, 'custom_holidays[0].label'],
      ];
      for (const [n, fields, bad] of cases) {
        const calendar = { ...managedCalendar(uuidOf(n), START), include_public_holidays: false, custom_holidays: [], excluded_dates: [], ...fields };
        expect(await calendars.createCalendar('acct_1', calendar, 100)).toBe('created');
        const resolved = await resolveCalendar({ business_calendar_id: uuidOf(n) }, { lookup });
        if (bad === undefined) expect(resolved.ok, `calendar ${n}`).toBe(true);
        else expect(resolved, `calendar ${n}`).toMatchObject({ ok: false, error: { code: 'VALIDATION_ERROR', field: 'business_calendar_id', message: expect.stringContaining(`invalid: ${bad} must be`) } });
      }
    });

    it('answers ping (for /readyz) with true when it has one', async () => {
      const calendars = await backend().create();
      if (calendars.ping !== undefined) expect(await calendars.ping()).toBe(true);
    });
  });
}
