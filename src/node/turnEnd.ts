/**
 * A wait until the end of the current turn of Node's event loop (its check phase, right after the
 * poll phase that delivered this turn's requests), shared by every caller in the turn.
 *
 * `daycalc serve` starts each request's work only once the turn ends, so the requests that arrived
 * together are handled together: the gateway's code runs for them one after another (not between
 * Node's parsing of the next ones), and their answers go out within microseconds of each other.
 * That spares the client a wake-up per answer: written one by one as they were ready, each answer
 * woke a client that had gone back to sleep, and on a virtual machine that wake-up cost the server
 * about as much as computing the answer (the kernel's `sock_def_readable`, 14% of its time under
 * load). Redis likewise writes its replies once per loop turn, before it sleeps. A request alone in its turn waits
 * one `setImmediate`; one in a busy turn waits for the turn's reads to finish (docs/performance.md).
 *
 * @returns `wait()`: a promise that resolves at the end of the turn it was asked in.
 * @example
 * const turnEnd = createTurnEnd();
 * await turnEnd();
 * return gateway.fetch(request);
 */
export function createTurnEnd(): () => Promise<void> {
  let ending: Promise<void> | undefined;
  const schedule = (resolve: () => void): void => {
    setImmediate(() => {
      ending = undefined;
      resolve();
    });
  };
  return () => (ending ??= new Promise(schedule));
}
