#!/usr/bin/env bash
# `npm test` (docs/decisions.md#the-test-loop). On two cores nothing waits for a core: the tests of the
# sources start at once, beside the type checker and the build (tsc and tsup's declaration build are
# single-threaded); when the package is built it is checked and its own tests run, beside what is left
# of the source tests. The source tests' report is printed after the package's. Every step runs to its
# end; the exit code is the first failure's.
set -uo pipefail
cd "$(dirname "$0")/.."
mkdir -p test-output
sources_log=test-output/source-tests.log
# The pages' scripts first: the source tests import the modules it writes (it writes only a change).
npm run -s pages:bundle > /dev/null || exit 1
npx vitest run --reporter=dot --maxWorkers=2 --project unit --project unit-mocking --project 'tz-*' > "$sources_log" 2>&1 &
sources=$!
npm run -s typecheck &
typecheck=$!
npm run -s build
built=$?
packaged=1
if [ "$built" -eq 0 ] && npm run -s check:package; then
  npx vitest run --reporter=dot --project dist
  packaged=$?
fi
wait "$sources"
sourced=$?
cat "$sources_log"
wait "$typecheck"
typed=$?
for status in "$typed" "$built" "$packaged" "$sourced"; do
  if [ "$status" -ne 0 ]; then exit "$status"; fi
done
