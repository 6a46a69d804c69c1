#!/usr/bin/env bash
# `npm test`: type-check while the package builds (tsc and tsup's declaration build are single-threaded:
# on two cores they overlap), then check the package and run every test project in one vitest run
# (vitest.config.ts; docs/decisions.md#the-test-loop). The first failure stops it with its exit code.
set -euo pipefail
cd "$(dirname "$0")/.."
npm run -s typecheck &
typecheck=$!
if ! npm run -s build; then
  wait "$typecheck" || true
  exit 1
fi
wait "$typecheck"
npm run -s check:package
npx vitest run --reporter=dot
