// Type-checks source text that is not on disk (README code blocks, JSDoc examples) in one TypeScript
// program with the repo's compiler options under `strict`; `daycalc` resolves through tsconfig `paths`.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/**
 * The repository's compiler options (tsconfig.json), with `strict` on and nothing emitted.
 *
 * @returns The options.
 */
export function strictCompilerOptions(): ts.CompilerOptions {
  const configPath = join(ROOT, 'tsconfig.json');
  const config = ts.readConfigFile(configPath, (path) => ts.sys.readFile(path));
  if (config.error !== undefined) throw new Error(ts.flattenDiagnosticMessageText(config.error.messageText, '\n'));
  const parsed = ts.parseJsonConfigFileContent(config.config, ts.sys, dirname(configPath), undefined, configPath);
  return { ...parsed.options, strict: true, noEmit: true };
}

/**
 * Compiles virtual modules (path -> text; the paths need not exist) in one program.
 *
 * @param modules - The modules.
 * @param options - Compiler options (see `strictCompilerOptions`).
 * @returns Each module's syntactic and semantic diagnostics, with its source file (undefined when it was not compiled).
 */
export function typeCheckModules(modules: ReadonlyMap<string, string>, options: ts.CompilerOptions): Map<string, { file: ts.SourceFile | undefined; diagnostics: readonly ts.Diagnostic[] }> {
  const host = ts.createCompilerHost(options, true);
  const { fileExists, readFile, getSourceFile } = host;
  host.fileExists = (fileName) => modules.has(fileName) || fileExists.call(host, fileName);
  host.readFile = (fileName) => modules.get(fileName) ?? readFile.call(host, fileName);
  host.getSourceFile = (fileName, languageVersion, onError, shouldCreate) => {
    const text = modules.get(fileName);
    return text === undefined ? getSourceFile.call(host, fileName, languageVersion, onError, shouldCreate) : ts.createSourceFile(fileName, text, languageVersion, true);
  };
  const program = ts.createProgram({ rootNames: [...modules.keys()], options, host });
  return new Map(
    [...modules.keys()].map((fileName) => {
      const file = program.getSourceFile(fileName);
      return [fileName, { file, diagnostics: file === undefined ? [] : [...program.getSyntacticDiagnostics(file), ...program.getSemanticDiagnostics(file)] }];
    }),
  );
}
