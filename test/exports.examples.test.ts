// Every function exported by the root entry has a JSDoc `@example`, and every example compiles under
// `strict` with the repo's compiler options: each example becomes a small module that imports the
// root entry's names from 'daycalc' (tsconfig `paths` maps it to src/index.ts), and all of them are
// type-checked in one TypeScript program. `//=> value` comments are comments; top-level await is allowed.
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import { strictCompilerOptions, typeCheckModules } from './_helpers/typeCheckModules.ts';
import * as daycalc from '../src/index.ts';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const ENTRY = join(ROOT, 'src/index.ts');
/** Where the example modules pretend to live (they are never written to disk). */
const EXAMPLES_DIR = join(ROOT, 'test/__examples__');

/** One `@example` block of one exported function. */
interface Example {
  readonly name: string;
  /** The source file that declares the function, relative to the repo. */
  readonly source: string;
  /** The 1-based line of the `@example` tag in that file. */
  readonly line: number;
  readonly code: string;
  /** The virtual module's path. */
  readonly fileName: string;
}

/** The text of an `@example` tag: its comment, with the JSDoc leaders already stripped by the parser. */
function exampleText(tag: ts.JSDocTag): string {
  const comment = tag.comment;
  if (comment === undefined) return '';
  return typeof comment === 'string' ? comment : ts.getTextOfJSDocComment(comment) ?? '';
}

interface ExportedName {
  readonly name: string;
  readonly isValue: boolean;
  readonly isType: boolean;
  readonly declarations: readonly ts.Declaration[];
}

/** The root entry's exports with their (alias-resolved) declarations. */
function rootExports(program: ts.Program): ExportedName[] {
  const checker = program.getTypeChecker();
  const entry = program.getSourceFile(ENTRY);
  if (entry === undefined) throw new Error(`${ENTRY} is not in the program`);
  const moduleSymbol = checker.getSymbolAtLocation(entry);
  if (moduleSymbol === undefined) throw new Error('src/index.ts has no module symbol');
  return checker.getExportsOfModule(moduleSymbol).map((symbol) => {
    const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
    return {
      name: symbol.getName(),
      isValue: (target.flags & ts.SymbolFlags.Value) !== 0,
      isType: (target.flags & ts.SymbolFlags.Type) !== 0,
      declarations: target.declarations ?? [],
    };
  });
}

/** The module text of one example: every root name imported from 'daycalc', then the example. */
function exampleModule(names: readonly ExportedName[], code: string): string {
  const specifiers = names.map((entry) => (entry.isValue ? entry.name : `type ${entry.name}`));
  return `import { ${specifiers.join(', ')} } from 'daycalc';\nexport {};\n\n${code}\n`;
}

/** Lines the import header adds before the example's first line. */
const HEADER_LINES = 3;

interface Collected {
  readonly examples: readonly Example[];
  /** Exported functions without any `@example`. */
  readonly missing: readonly string[];
  /** Runtime function exports whose declaration the compiler did not find as a function. */
  readonly undeclared: readonly string[];
  readonly names: readonly ExportedName[];
}

function collectExamples(options: ts.CompilerOptions): Collected {
  const program = ts.createProgram({ rootNames: [ENTRY], options });
  const names = rootExports(program);
  const examples: Example[] = [];
  const missing: string[] = [];
  const functionNames = new Set<string>();
  for (const entry of names) {
    const functions = entry.declarations.filter((declaration): declaration is ts.FunctionDeclaration => ts.isFunctionDeclaration(declaration));
    if (functions.length === 0) continue;
    functionNames.add(entry.name);
    const tags = functions.flatMap((declaration) => ts.getJSDocTags(declaration).filter((tag) => tag.tagName.text === 'example'));
    if (tags.length === 0) missing.push(entry.name);
    for (const [index, tag] of tags.entries()) {
      const sourceFile = tag.getSourceFile();
      examples.push({
        name: entry.name,
        source: relative(ROOT, sourceFile.fileName).replaceAll('\\', '/'),
        line: sourceFile.getLineAndCharacterOfPosition(tag.getStart(sourceFile)).line + 1,
        code: exampleText(tag),
        fileName: join(EXAMPLES_DIR, `${entry.name}.${index}.ts`),
      });
    }
  }
  const runtime = daycalc as Readonly<Record<string, unknown>>;
  const undeclared = Object.keys(runtime).filter((name) => typeof runtime[name] === 'function' && !functionNames.has(name));
  return { examples, missing, undeclared, names };
}

/** Type-checks all examples in one program; the problems, each naming the function, its file and the compiler's message. */
function checkExamples(collected: Collected, options: ts.CompilerOptions): string[] {
  const modules = new Map(collected.examples.map((example) => [example.fileName, exampleModule(collected.names, example.code)]));
  const checked = typeCheckModules(modules, options);
  const problems: string[] = [];
  for (const example of collected.examples) {
    const { file, diagnostics } = checked.get(example.fileName)!;
    if (file === undefined) {
      problems.push(`${example.source}:${example.line} ${example.name}: the example module was not compiled`);
      continue;
    }
    for (const diagnostic of diagnostics) {
      const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
      const at = diagnostic.start === undefined ? undefined : file.getLineAndCharacterOfPosition(diagnostic.start).line - HEADER_LINES;
      const where = at === undefined || at < 0 ? '' : ` (example line ${at + 1}: ${example.code.split('\n')[at]?.trim() ?? ''})`;
      problems.push(`${example.source}:${example.line} @example of ${example.name}${where}: TS${diagnostic.code} ${message}`);
    }
  }
  return problems;
}

describe('the @example of every function exported by src/index.ts', () => {
  let options: ts.CompilerOptions;
  let collected: Collected;

  beforeAll(() => {
    options = strictCompilerOptions();
    collected = collectExamples(options);
  }, 120_000);

  it('should find the exports, the functions among them, and their examples', () => {
    expect(collected.names.map((entry) => entry.name)).toEqual(expect.arrayContaining(['execute', 'dateDifference', 'PlainDate', 'plainDateFromDate']));
    expect(collected.examples.map((example) => example.name)).toEqual(expect.arrayContaining(['execute', 'dateDifference', 'businessDaysBetween', 'resolveCalendar']));
    expect(collected.examples.every((example) => example.code.trim() !== '')).toBe(true);
  });

  it('should find every runtime function export declared as a function', () => {
    expect(collected.undeclared).toEqual([]);
  });

  it('should have an @example for every exported function', () => {
    expect(collected.missing).toEqual([]);
  });

  it('should compile every example under strict with the repo tsconfig', () => {
    expect(options.strict).toBe(true);
    expect(checkExamples(collected, options)).toEqual([]);
  }, 120_000);

  it('should report a broken example with its file and the compiler message (the check can fail)', () => {
    const broken: Collected = {
      ...collected,
      examples: [{ name: 'dateDifference', source: 'src/operations/dateDifference.ts', line: 1, code: "dateDifference({ start_date: '2024-01-01' }).value", fileName: join(EXAMPLES_DIR, 'broken.ts') }],
    };
    const problems = checkExamples(broken, options);
    expect(problems.length).toBeGreaterThan(0);
    expect(problems.join('\n')).toMatch(/^src\/operations\/dateDifference\.ts:1 @example of dateDifference \(example line 1: .*\): TS\d+ /);
  }, 120_000);
});
