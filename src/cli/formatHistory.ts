import { escapeControlCharacters } from '../stores/historyEntryBounds.ts';
import type { HistoryEntry } from '../stores/stores.ts';

const COLUMNS = ['time', 'request_id', 'operation', 'via', 'status', 'code', 'ms', 'key'] as const;

/**
 * Lays out request history as a plain-text table, one call per line, oldest first; control
 * characters are shown escaped (`\u001b`), so no field moves the cursor or starts a line.
 *
 * @param entries - The entries.
 * @returns The table with a header line (or a single line saying there is nothing).
 * @example
 * formatHistory([]) //=> 'no calls recorded\n'
 */
export function formatHistory(entries: readonly HistoryEntry[]): string {
  if (entries.length === 0) return 'no calls recorded\n';
  // Escaped as stored entries are: an entry kept before entries were escaped cannot forge rows.
  const rows = entries.map((entry) => [entry.time, entry.request_id, entry.operation, entry.via, String(entry.status), entry.code ?? '-', String(entry.duration_ms), entry.key].map((cell) => escapeControlCharacters(String(cell))));
  const widths = COLUMNS.map((name, column) => Math.max(name.length, ...rows.map((row) => (row[column] ?? '').length)));
  const line = (cells: readonly string[]): string => `${cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ').trimEnd()}\n`;
  return line(COLUMNS) + rows.map(line).join('');
}
