/**
 * A wait until the end of the current turn of Node's event loop (its check phase, right after the
 * poll phase that delivered this turn's requests), shared by every caller in the turn.
 *
 * `daycalc serve` hands each answer to srvx only once the turn ends, so the answers to the requests
 * that arrived together go out together: what it spares is a wake-up of the client per answer.
 * Written one by one as they were ready, each answer woke a client that had gone back to sleep, and
 * on a virtual machine that wake-up cost the server about as much as computing the answer (the
 * kernel's `sock_def_readable`, 14% of its time under load). Redis writes its replies the same way,
 * once per loop turn before it sleeps. An answer waits at most for the rest of its turn's requests;
 * one request alone in its turn waits one `setImmediate`.
 *
 * @returns `wait()`: a promise that resolves at the end of the turn it was asked in.
 * @example
 * const turnEnd = createTurnEnd();
 * const response = await gateway.fetch(request);
 * await turnEnd();
 * return response;
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
