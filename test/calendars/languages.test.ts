// Holiday names in a language (docs/decisions.md#languages, issue 30 item 3): `language` names every
// label of holidays, traces, is-business-day and adjust-date in one of the country's languages (BCP 47
// matching: exact, cut back, same primary language), falls back to English per name, and the response
// says the language used. Names are python-holidays' translations (its gettext catalogues).
import { describe, expect, it } from 'vitest';
import { calendarOf } from '../../src/calendars/calendarOf.ts';
import { jointCalendar } from '../../src/calendars/jointCalendar.ts';
import { listHolidays } from '../../src/calendars/listHolidays.ts';
import { loadCalendar } from '../../src/calendars/loadCalendar.ts';
import { matchLanguage, nameOf } from '../../src/calendars/regionLayers.ts';
import type { ResolvedCalendar } from '../../src/calendars/resolvedCalendar.ts';
import { execute } from '../../src/catalog/execute.ts';
import type { PlainDate } from '../../src/date/plainDate.ts';
import { resolveCalendar } from '../../src/calendars/resolveCalendar.ts';
import { DE } from '../../src/holidays/de.ts';
import { adjustDate } from '../../src/operations/adjustDate/adjustDate.ts';
import { businessDaysBetween } from '../../src/operations/businessDaysBetween/businessDaysBetween.ts';
import { holidays } from '../../src/operations/holidays/holidays.ts';
import { isBusinessDay } from '../../src/operations/isBusinessDay/isBusinessDay.ts';

const date = (text: string): PlainDate => text as PlainDate;

async function calendar(fields: Parameters<typeof loadCalendar>[0]): Promise<ResolvedCalendar> {
  const loaded = await loadCalendar(fields);
  if (!loaded.ok) throw new Error(JSON.stringify(loaded.error));
  return loaded.value;
}

/** The labels `holidays` lists for a year, by date. */
function labels(calendarValue: ResolvedCalendar, year: number): Map<string, string | undefined> {
  const listed = holidays({ year }, calendarValue);
  if (!listed.ok) throw new Error(JSON.stringify(listed.error));
  return new Map(listed.value.holidays.map((day) => [day.date, day.label]));
}

describe('language: matching a requested tag to a country\'s languages', () => {
  it('takes the tag, else cuts it back, else the first with the same language, else English', () => {
    expect(matchLanguage('de', ['de', 'en-US', 'th', 'uk'])).toBe('de');
    expect(matchLanguage('de-AT', ['de', 'en-US', 'th', 'uk'])).toBe('de');
    expect(matchLanguage('zh', ['zh-CN', 'en-US', 'th', 'zh-TW'])).toBe('zh-CN');
    expect(matchLanguage('zh-TW', ['zh-CN', 'en-US', 'th', 'zh-TW'])).toBe('zh-TW');
    expect(matchLanguage('pt', ['pt-BR', 'en-US', 'uk'])).toBe('pt-BR');
    expect(matchLanguage('fr', ['de', 'en-US'])).toBe('en');
    expect(matchLanguage('ZH-cn', ['zh-CN', 'en-US', 'th', 'zh-TW'])).toBe('zh-CN');
  });

  it('names a renamed holiday by its name of the year, and each part of a joined label', () => {
    const names = { "Buddha's Birthday": [[1900, '석가탄신일'], [2017, '부처님오신날']] as const, "Children's Day": '어린이날' };
    expect(nameOf(names, "Buddha's Birthday", 2016)).toBe('석가탄신일');
    expect(nameOf(names, "Buddha's Birthday", 2017)).toBe('부처님오신날');
    expect(nameOf(names, "Buddha's Birthday; Children's Day", 2025)).toBe('부처님오신날; 어린이날');
    expect(nameOf(names, 'Unknown Day', 2025)).toBe('Unknown Day');
  });
});

describe('language: the names in responses', () => {
  it('DE in German: 25 December is "Erster Weihnachtstag", 3 October "Tag der Deutschen Einheit"; the response says de', async () => {
    const german = await calendar({ country_code: 'DE', subdivision_code: 'BY', language: 'de' });
    expect(german.language).toBe('de');
    const listed = labels(german, 2026);
    expect(listed.get('2026-12-25')).toBe('Erster Weihnachtstag');
    expect(listed.get('2026-10-03')).toBe('Tag der Deutschen Einheit');
    expect(listed.get('2026-01-06')).toBe('Heilige Drei Könige');
    expect(holidays({ year: 2026 }, german)).toMatchObject({ ok: true, value: { language: 'de' } });
    expect(isBusinessDay({ date: date('2025-10-03') }, german)).toMatchObject({ ok: true, value: { reason: 'public_holiday', label: 'Tag der Deutschen Einheit', language: 'de' } });
    expect(adjustDate({ date: date('2026-12-25'), convention: 'following' }, german)).toMatchObject({ ok: true, value: { label: 'Erster Weihnachtstag', language: 'de' } });
    const counted = businessDaysBetween({ start_date: date('2026-12-24'), end_date: date('2026-12-27'), detailed: true }, german);
    expect(counted).toMatchObject({ ok: true, value: { language: 'de' } });
    expect(counted.ok && counted.value.trace?.map((item) => item.label)).toEqual([undefined, 'Erster Weihnachtstag', undefined, undefined]);
  });

  it('the default stays English, with no language in the response', async () => {
    const english = await calendar({ country_code: 'DE' });
    expect(labels(english, 2026).get('2026-12-25')).toBe('Christmas Day');
    expect(holidays({ year: 2026 }, english).ok && 'language' in (holidays({ year: 2026 }, english) as { value: object }).value).toBe(false);
  });

  it('JP in Japanese keeps substitute days flagged (read from the English label); KR names Buddha\'s Birthday by its name of the year', async () => {
    const japan = await calendar({ country_code: 'JP', language: 'ja' });
    const listed = holidays({ year: 2025 }, japan);
    expect(listed.ok && listed.value.holidays.find((day) => day.date === '2025-02-24')).toEqual({ date: '2025-02-24', weekday: 1, kind: 'public_holiday', label: '振替休日', substitute: true });
    const korea = await calendar({ country_code: 'KR', language: 'ko' });
    expect(labels(korea, 2016).get('2016-05-14')).toBe('석가탄신일');
    expect(labels(korea, 2026).get('2026-05-24')).toBe('부처님오신날');
  });

  it('a language the country lacks answers English and says en; zh answers zh-CN for CN; en-GB is GB\'s own', async () => {
    const french = await calendar({ country_code: 'JP', language: 'fr' });
    expect(french.language).toBe('en');
    expect(labels(french, 2026).get('2026-01-01')).toBe("New Year's Day");
    const china = await calendar({ country_code: 'CN', language: 'zh' });
    expect(china.language).toBe('zh-CN');
    expect(labels(china, 2026).get('2026-10-01')).toBe('国庆节');
    const britain = await calendar({ country_code: 'GB', subdivision_code: 'ENG', language: 'en-gb' });
    expect(britain.language).toBe('en-GB');
    expect(labels(britain, 2026).get('2026-12-25')).toBe('Christmas Day');
  });

  it('names the days of other holiday types too (python-holidays\' BANK and OPTIONAL categories), and a name the data lacks stays English', async () => {
    const austria = await calendar({ country_code: 'AT', language: 'de', holiday_types: ['public', 'bank'] });
    const listed = labels(austria, 2026);
    expect(listed.get('2026-12-25')).toBe('Christtag');
    expect(listed.get('2026-12-24')).toBe('Heiliger Abend');
    expect(listed.get('2026-12-31')).toBe('Silvester');
    // Germany's bank days come from date-holidays (python-holidays has no BANK category for DE): no name, English.
    const germany = await calendar({ country_code: 'DE', language: 'de', holiday_types: ['public', 'bank'] });
    expect(labels(germany, 2026).get('2026-12-24')).toBe('Christmas Eve');
    // A decreed working day's label is daycalc's own: English.
    const china = await calendar({ country_code: 'CN', language: 'zh' });
    const decreed = holidays({ year: 2025 }, china);
    expect(decreed.ok && decreed.value.holidays.find((day) => day.kind === 'decreed_working_day')?.label).toMatch(/^Working day/);
  });

  it('a joint calendar names each member in its own language', async () => {
    const germany = await calendar({ country_code: 'DE', language: 'de' });
    const france = await calendar({ country_code: 'FR', language: 'fr' });
    const joint = jointCalendar([germany, france], 'holidays');
    if (!joint.ok) throw new Error('joint failed');
    expect(isBusinessDay({ date: date('2026-12-25') }, joint.value)).toMatchObject({ ok: true, value: { label: 'DE: Erster Weihnachtstag; FR: Noël' } });
  });

  it('a market answers in English', async () => {
    const xnys = await calendar({ market_code: 'XNYS', language: 'de' });
    expect(xnys.language).toBe('en');
    expect(listHolidays(xnys, 2025).ok).toBe(true);
  });
});

describe('language: what is refused', () => {
  it('refuses a tag that is not BCP 47, naming language and what it received', async () => {
    for (const language of ['german', 'd', '', 'de_DE', 42]) {
      const executed = await execute('holidays', { year: 2026, country_code: 'DE', language });
      expect(executed.ok ? undefined : [executed.error.code, executed.error.field]).toEqual(['VALIDATION_ERROR', 'language']);
    }
  });

  it('a data value (daycalc/holidays/de) holds English names only: calendarOf and resolveCalendar refuse a language, naming holidays and loadCalendar', () => {
    for (const built of [calendarOf(DE, { language: 'de' } as never), resolveCalendar({ country_code: 'DE', language: 'de' }, { holidays: DE }), resolveCalendar({ country_code: 'DE', language: 'en' }, { holidays: DE })]) {
      expect(built).toMatchObject({ ok: false, error: { code: 'VALIDATION_ERROR', field: 'holidays' } });
      if (!built.ok) expect(built.error.message).toContain('loadCalendar');
    }
    expect(resolveCalendar({ country_code: 'DE', holiday_types: ['public'] }, { holidays: DE }).ok).toBe(true);
  });

  it('execute answers in the language, for any operation with labels', async () => {
    const executed = await execute('is-business-day', { date: '2025-10-03', country_code: 'DE', language: 'de' });
    expect(executed).toMatchObject({ ok: true, status: 200, data: { label: 'Tag der Deutschen Einheit', language: 'de' } });
  });
});
