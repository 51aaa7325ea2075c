import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import ts from 'typescript';

/**
 * What an independent Ozon client (artefactby-ozon-seller-api, generated from Ozon's own OpenAPI)
 * declares each method answers, read from its type declarations with the TypeScript compiler, and a
 * check that an answer can be read as declared: every field the client knows has the kind it says
 * (text, number, flag, list, object). Fields the client does not know are fine: Ozon adds fields
 * without a new version, and the client's user simply does not see them.
 */
export interface ClientTypes {
  /** The paths the client knows. */
  paths: Set<string>;
  /** The places where `answer` cannot be read as the client declares the answer of `path`. */
  unreadable(path: string, answer: unknown): string[];
}

const PACKAGE = 'artefactby-ozon-seller-api';
/** Items of a list checked: the shape repeats, and a long list would only cost time. */
const ITEMS_CHECKED = 25;

export function loadClientTypes(): ClientTypes {
  const declarations = createRequire(import.meta.url)
    .resolve(`${PACKAGE}/package.json`)
    .replace(/package\.json$/, 'dist/index.d.ts');
  const declared = fs.readFileSync(declarations, 'utf8');
  const paths = new Set([...declared.matchAll(/^ {4}"(\/v\d+\/[^"]+)": \{$/gm)].map((match) => match[1]));

  // One alias per path, resolved by the checker: `ResponseOf<P>` is the client's own answer type.
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'client-types-'));
  const probe = path.join(folder, 'probe.ts');
  const list = [...paths];
  fs.writeFileSync(
    probe,
    [
      `import type { ResponseOf } from ${JSON.stringify(declarations.replace(/\.d\.ts$/, '.js'))};`,
      ...list.map((name, index) => `export type A${index} = ResponseOf<${JSON.stringify(name)}>;`),
    ].join('\n'),
  );
  const program = ts.createProgram([probe], {
    noEmit: true,
    skipLibCheck: true,
    strict: true,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
    types: [],
  });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(probe)!;
  const answerTypes = new Map<string, ts.Type>();
  source.statements.forEach((statement, index) => {
    if (ts.isTypeAliasDeclaration(statement)) {
      answerTypes.set(list[index - 1], checker.getTypeAtLocation(statement.name));
    }
  });
  fs.rmSync(folder, { recursive: true, force: true });

  const kindOf = (value: unknown) =>
    value === null ? 'null' : Array.isArray(value) ? 'list' : typeof value === 'object' ? 'object' : typeof value;

  /** The kinds a declared type accepts, and how to look inside it. */
  function accepts(type: ts.Type, value: unknown, at: string, problems: string[]): boolean {
    if (type.flags & (ts.TypeFlags.Any | ts.TypeFlags.Unknown)) return true;
    if (type.isUnion()) {
      // A union is read by the member that fits best: the one whose inner fields have the fewest problems.
      const fits = type.types
        .map((member) => {
          const inner: string[] = [];
          return { fits: accepts(member, value, at, inner), inner };
        })
        .filter((member) => member.fits)
        .sort((a, b) => a.inner.length - b.inner.length);
      if (!fits.length) return false;
      problems.push(...fits[0].inner);
      return true;
    }
    const kind = kindOf(value);
    if (type.flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Void)) return value === undefined;
    if (type.flags & ts.TypeFlags.Null) return value === null;
    if (type.flags & ts.TypeFlags.Never) return false;
    if (type.flags & ts.TypeFlags.StringLike) return kind === 'string';
    if (type.flags & ts.TypeFlags.NumberLike) return kind === 'number';
    if (type.flags & ts.TypeFlags.BooleanLike) return kind === 'boolean';
    if (checker.isArrayType(type)) {
      if (kind !== 'list') return false;
      const [item] = checker.getTypeArguments(type as ts.TypeReference);
      (value as unknown[]).slice(0, ITEMS_CHECKED).forEach((element, index) => {
        if (!accepts(item, element, `${at}[${index}]`, problems)) {
          problems.push(`${at}[${index}]: ${kindOf(element)} where the client reads ${checker.typeToString(item)}`);
        }
      });
      return true;
    }
    if (type.flags & ts.TypeFlags.Object) {
      // `{}` (a schema with no properties) takes any value but null, as TypeScript reads it.
      if (!type.getProperties().length && !type.getStringIndexType() && !type.getCallSignatures().length) {
        return value !== null && value !== undefined;
      }
      if (kind !== 'object') return false;
      const record = value as Record<string, unknown>;
      const indexType = type.getStringIndexType();
      for (const property of type.getProperties()) {
        if (!(property.name in record)) continue;
        const declaredType = checker.getNonNullableType(checker.getTypeOfSymbol(property));
        const field = record[property.name];
        // An optional field the answer leaves null is read as absent by the client's users.
        if (field === null || field === undefined) continue;
        if (!accepts(declaredType, field, `${at}.${property.name}`, problems)) {
          problems.push(
            `${at}.${property.name}: ${kindOf(field)} where the client reads ${checker.typeToString(declaredType)}`,
          );
        }
      }
      if (indexType) {
        for (const [name, field] of Object.entries(record)) {
          if (type.getProperty(name) || field === null) continue;
          if (!accepts(indexType, field, `${at}.${name}`, problems)) {
            problems.push(`${at}.${name}: ${kindOf(field)} where the client reads ${checker.typeToString(indexType)}`);
          }
        }
      }
      return true;
    }
    return true;
  }

  return {
    paths,
    unreadable(name, answer) {
      const type = answerTypes.get(name);
      if (!type) return [`the client does not know ${name}`];
      // A method that answers nothing sends an empty object: the client hands it over as it is.
      if (type.flags & ts.TypeFlags.Void) {
        const empty = typeof answer === 'object' && answer !== null && !Object.keys(answer).length;
        return empty ? [] : [`answer: something where the client reads nothing`];
      }
      const problems: string[] = [];
      if (!accepts(type, answer, 'answer', problems) && !problems.length) {
        problems.push(`answer: ${kindOf(answer)} where the client reads ${checker.typeToString(type)}`);
      }
      return [...new Set(problems)];
    },
  };
}
