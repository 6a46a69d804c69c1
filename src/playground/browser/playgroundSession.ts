// What the playground holds while the tab is open: the key typed into the page (in memory only, never
// in the URL or storage) and the operations read from /openapi.json. Browser code.
import type { OperationItem } from './apiDescription.ts';

/** The playground's state, for the tab's life. */
export const session: { apiKey: string; readonly operations: Record<string, OperationItem> } = { apiKey: '', operations: {} };
