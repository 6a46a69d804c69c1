import { defineConfig, type Options } from 'tsup';
import builds from './tsup.config.ts';

// `npm start`: only the CLI bundle that `daycalc serve` runs (dist/cli), taken from tsup.config.ts so
// the two never drift; no library formats, no type declarations. `npm run build` builds everything.
const cli = (builds as Options[]).find((build) => build.outDir === 'dist/cli');
if (cli === undefined) throw new Error('tsup.config.ts has no dist/cli build');

export default defineConfig({ ...cli, dts: false });
