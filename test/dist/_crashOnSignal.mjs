// Preloaded into `daycalc serve` by serveLogging.test.ts (node --import): on SIGUSR2 the process
// crashes the way a bug would, by an uncaught exception or (CRASH_MODE=reject) an unhandled rejection.
process.on('SIGUSR2', () => {
  if (process.env.CRASH_MODE === 'reject') void Promise.reject(new Error('a rejection no one handled'));
  else throw new Error('an exception no one caught');
});
