import { API_BASE_PATH, DASHBOARD_PATH } from '../protocol/wire.ts';
import { DEV_CALENDAR_ID } from './devSetup.ts';

/** What the start banner reports. */
export interface BannerFacts {
  readonly origin: string;
  readonly environment: string;
  readonly storeLabel: string;
  /** Where saved calendars made through the API live (absent: not reported). */
  readonly calendarsLabel?: string;
  readonly enabled: boolean;
  /** The development setup's key, printed once; absent with `--config`. */
  readonly devKey?: string;
}

/**
 * The lines `daycalc serve` prints once it listens: where, the environment and the meter store, where
 * saved calendars live, the playground, dashboard and MCP URLs, and in the development setup the key (once) with a curl line.
 *
 * @param facts - What to report.
 * @returns The banner text, newline-terminated.
 * @example
 * serveBanner({ origin: 'http://127.0.0.1:8787', environment: 'test', storeLabel: 'memory', enabled: true })
 * //=> 'daycalc serve: listening on http://127.0.0.1:8787 (test environment, meters in memory)\n  playground: http://127.0.0.1:8787/playground\n  MCP: …'
 */
export function serveBanner(facts: BannerFacts): string {
  const { origin, devKey } = facts;
  const lines = [
    `daycalc serve: listening on ${origin} (${facts.environment} environment, meters in ${facts.storeLabel}${facts.enabled ? '' : ', switched off: operations answer 503'})`,
    ...(facts.calendarsLabel === undefined ? [] : [`  saved calendars (API): ${facts.calendarsLabel}`]),
    `  playground: ${origin}/playground`,
    `  dashboard: ${origin}${DASHBOARD_PATH}`,
    `  MCP (Streamable HTTP): ${origin}/mcp`,
    `  OpenAPI: ${origin}/openapi.json`,
  ];
  if (devKey !== undefined) {
    lines.push(
      'Development setup: one Business-plan account with Business Calendars and a sample saved calendar.',
      `API key (shown once; only its SHA-256 hash is kept): ${devKey}`,
      'Keep it in your shell for the README\'s and the playground\'s curl lines:',
      `  export DAYCALC_API_KEY=${devKey}`,
      'Try:',
      `  curl -s ${origin}${API_BASE_PATH}/add-business-days -H 'Authorization: Bearer ${devKey}' -H 'content-type: application/json' -d '{"start_date":"2026-12-23","days":3,"business_calendar_id":"${DEV_CALENDAR_ID}"}'`,
    );
  }
  return `${lines.join('\n')}\n`;
}
