// Prints the core's answers as one JSON line: `node`/`bun`/`deno run` this file in a project with daycalc installed.
import { coreAnswers } from './core.ts';

console.log(JSON.stringify(await coreAnswers()));
