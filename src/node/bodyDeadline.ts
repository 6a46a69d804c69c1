import type { IncomingMessage, ServerResponse } from 'node:http';

/** One request under watch, in a list ordered by deadline (every deadline is its start plus the same timeout). */
interface Entry<T> {
  readonly deadline: number;
  readonly request: IncomingMessage;
  readonly response: ServerResponse;
  readonly payload: T;
  prev: Entry<T> | undefined;
  next: Entry<T> | undefined;
  linked: boolean;
  expired: boolean;
}

/** Deadlines for request bodies: `watch` a request, call what it returns once the gateway has answered. */
export interface BodyDeadlines<T> {
  /**
   * Starts watching a request whose body may still be arriving. Returns `done()`, to call when the
   * gateway has answered: true when the deadline passed first (the 408 is out; send nothing more).
   */
  watch(request: IncomingMessage, response: ServerResponse, payload: T): () => boolean;
  /** Stops the sweep timer. */
  close(): void;
}

const NOT_EXPIRED = (): boolean => false;

/**
 * Gives request bodies a deadline at little cost per request (no timer of their own): requests are
 * kept in a list in arrival order, which is deadline order, and one timer sweeps the expired ones
 * from its head every `timeoutMs / 10` (between 20 and 500 ms). A request whose body is still
 * incomplete at its deadline, and that has no answer yet, is handed to `onExpire` (which answers
 * 408); the gateway's own answer, when it comes, is then dropped. A request whose body arrived and
 * whose gateway is just slow (a store) is left alone.
 *
 * @param timeoutMs - The body timeout, from the request's headers.
 * @param onExpire - Answers an expired request (with the payload given to `watch`).
 * @returns The deadlines.
 * @example
 * const deadlines = createBodyDeadlines(10_000, ({ res }) => res.writeHead(408).end());
 * const done = deadlines.watch(req, res, { res });
 * const response = await gateway.fetch(request);
 * if (done()) return emptyResponse; // the 408 went out first
 */
export function createBodyDeadlines<T>(timeoutMs: number, onExpire: (payload: T) => void): BodyDeadlines<T> {
  let head: Entry<T> | undefined;
  let tail: Entry<T> | undefined;
  const unlink = (entry: Entry<T>): void => {
    if (!entry.linked) return;
    entry.linked = false;
    if (entry.prev === undefined) head = entry.next;
    else entry.prev.next = entry.next;
    if (entry.next === undefined) tail = entry.prev;
    else entry.next.prev = entry.prev;
    entry.prev = undefined;
    entry.next = undefined;
  };
  const sweep = (): void => {
    const now = performance.now();
    while (head !== undefined && head.deadline <= now) {
      const entry = head;
      unlink(entry);
      if (entry.request.complete || entry.response.headersSent || entry.response.destroyed) continue;
      entry.expired = true;
      try {
        onExpire(entry.payload);
      } catch {
        // An answer that cannot be written (the socket went away) changes nothing.
      }
    }
  };
  const timer = setInterval(sweep, Math.max(20, Math.min(500, Math.floor(timeoutMs / 10))));
  timer.unref();
  return {
    watch(request, response, payload) {
      if (request.complete) return NOT_EXPIRED;
      const entry: Entry<T> = { deadline: performance.now() + timeoutMs, request, response, payload, prev: tail, next: undefined, linked: true, expired: false };
      if (tail === undefined) head = entry;
      else tail.next = entry;
      tail = entry;
      return () => {
        unlink(entry);
        return entry.expired;
      };
    },
    close() {
      clearInterval(timer);
    },
  };
}
