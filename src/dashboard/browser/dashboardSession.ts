// What the dashboard holds while the tab is open: the key typed into the page (in memory only, never
// in the URL, storage or cookies), its id, the account, the history page shown, the saved calendars
// and the one in the form. Browser code.
import type { Account, SavedCalendar } from './accountTypes.ts';

/** Where the history table is: the cursor of the page shown (`null` for the newest), the next one's, its number. */
export interface HistoryState {
  readonly cursor: string | null;
  readonly next: string | null;
  readonly page: number;
}

/** The dashboard's state, for the tab's life. */
export const session: {
  apiKey: string;
  apiKeyId: string;
  account: Account | null;
  history: HistoryState;
  calendars: readonly SavedCalendar[];
  /** The calendar in the form, or `null` for a new one. */
  editing: SavedCalendar | null;
} = { apiKey: '', apiKeyId: '', account: null, history: { cursor: null, next: null, page: 1 }, calendars: [], editing: null };
