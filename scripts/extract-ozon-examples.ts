/**
 * Copies the 200 answer examples of Ozon's 2026 documentation into the repository, one file per method the
 * sandbox serves (sandbox/contract/examples2026/<method-path-with-dashes>.json), for
 * sandbox/contract/examples.contract.test.ts, which holds each sandbox answer against every field of its
 * example. The tests never read the documentation itself; this script is how the copies are refreshed:
 *
 *   npx tsx scripts/extract-ozon-examples.ts /path/to/ozon-seller-api-2026
 *
 * A method gets no usable example (example: null and a reason) when the documentation does not describe it,
 * describes it only as Deprecated, has no "Пример ответа" for it, or shows an error body (code, details,
 * message) as the 200 example while the 200 schema lists other fields or none.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import prettier from 'prettier';
import {
  exampleFileName,
  fieldPaths,
  fitsType,
  responseSchemaOf,
  schemaAt,
  schemaTypes,
  type ResponseSchema,
} from '../sandbox/contract/exampleFields.js';
import { startContractSandbox } from '../sandbox/contract/harness.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT = path.join(ROOT, 'sandbox', 'contract', 'examples2026');

/** One field of a "#### Схема ответа (200)" list: its path (a.b, a[].b) and the documented type's first words. */
export interface DocumentedField {
  path: string;
  type: string;
}

export interface DocSection {
  file: string;
  title: string;
  deprecated: boolean;
  method: string;
  path: string;
  schema200: DocumentedField[];
  /** The description's sentence announcing the switch-off, when it has one ("Метод устаревает и будет отключён …"). */
  notice?: string;
  example: unknown;
  /** Set when the section has no "Пример ответа" or its JSON does not parse. */
  exampleProblem?: string;
}

export interface ExampleFile {
  method: string;
  path: string;
  /** The documentation page the example was taken from, or null when no page describes the method. */
  source: string | null;
  title?: string;
  /** The 200 example as the page shows it, or null when it cannot be used (see reason). */
  example: unknown;
  reason?: string;
  /** The description's switch-off announcement: the method is still documented (and checked) until then. */
  notice?: string;
  /**
   * Fields whose JSON type in the example contradicts the method's contract schema (schemas2026 or the 2025
   * OpenAPI the route names): the schema wins, and the test checks the schema's type.
   */
  typeConflicts?: { path: string; example: string[]; schema: string[] }[];
  /** The fields the page's 200 schema lists (often only the top levels), with their documented types. */
  schema200?: DocumentedField[];
}

const ERROR_BODY_KEYS = ['code', 'details', 'message'];

/** "Array of objects …" → array, "integer <int64> …" → integer, "string Enum: …" → string. */
function documentedKind(text: string): string {
  const match = /^(Array of \w+|array of \w+|string|integer|number|boolean|object)/.exec(text.trim());
  if (!match) return text.trim().split(/\s+/)[0] ?? '';
  return match[1].toLowerCase().startsWith('array') ? 'array' : match[1];
}

/** The bulleted field list under a heading: two spaces of indent per level, `name` or `name required`. */
function parseFieldList(lines: string[]): DocumentedField[] {
  const fields: DocumentedField[] = [];
  const stack: { depth: number; prefix: string }[] = [];
  for (const line of lines) {
    const match = /^( *)- `([^`]+)` — (.*)$/.exec(line);
    if (!match) continue;
    const depth = match[1].length / 2;
    const name = match[2].replace(/\s+required$/, '').trim();
    const type = documentedKind(match[3]);
    while (stack.length && stack[stack.length - 1].depth >= depth) stack.pop();
    const parent = stack.length ? stack[stack.length - 1].prefix : '';
    const fieldPath = parent ? `${parent}.${name}` : name;
    fields.push({ path: fieldPath, type });
    stack.push({ depth, prefix: type === 'array' ? `${fieldPath}[]` : fieldPath });
  }
  return fields;
}

/** Every `## ` section of a page that names its method as `POST /path` on a line of its own. */
export function parseDocPage(file: string, text: string): DocSection[] {
  const sections: DocSection[] = [];
  const chunks = text.split(/^(?=## )/m);
  for (const chunk of chunks) {
    const lines = chunk.split('\n');
    const title = lines[0].replace(/^## /, '').trim();
    const methodLine = lines.map((line) => /^`(GET|POST|PUT|DELETE|PATCH) (\/\S+)`\s*$/.exec(line)).find(Boolean);
    if (!methodLine) continue;
    const schemaStart = lines.findIndex((line) => line.startsWith('#### Схема ответа (200)'));
    const exampleStart = lines.findIndex((line) => line.startsWith('Пример ответа'));
    const schemaEnd = (() => {
      if (schemaStart < 0) return -1;
      const next = lines.findIndex((line, index) => index > schemaStart && (/^#/.test(line) || /^Пример/.test(line)));
      return next < 0 ? lines.length : next;
    })();
    const methodIndex = lines.findIndex((line) => /^`(GET|POST|PUT|DELETE|PATCH) \//.test(line));
    const descriptionEnd = lines.findIndex((line, index) => index > methodIndex && /^(```|###)/.test(line));
    const description = lines
      .slice(methodIndex + 1, descriptionEnd < 0 ? undefined : descriptionEnd)
      .filter((line) => !line.startsWith('Operation ID'))
      .join(' ');
    const notice = description
      .split(/(?<=[.…])\s+/)
      .find((sentence) => /устаревает|будет отключён|отключим|метод будет отключён/i.test(sentence));
    const section: DocSection = {
      file,
      title: title.replace(/\s+Deprecated$/, ''),
      deprecated: /\bDeprecated\b/.test(title),
      method: methodLine[1],
      path: methodLine[2],
      schema200: schemaStart < 0 ? [] : parseFieldList(lines.slice(schemaStart + 1, schemaEnd)),
      ...(notice && { notice: notice.trim() }),
      example: null,
    };
    if (exampleStart < 0) {
      section.exampleProblem = 'the page shows no "Пример ответа" for the method';
    } else {
      const open = lines.findIndex((line, index) => index > exampleStart && line.trim().startsWith('```'));
      const close = lines.findIndex((line, index) => index > open && line.trim() === '```');
      try {
        section.example = JSON.parse(lines.slice(open + 1, close).join('\n'));
      } catch (error) {
        section.exampleProblem = `the "Пример ответа" is not JSON (${(error as Error).message})`;
      }
    }
    sections.push(section);
  }
  return sections;
}

/**
 * The example is an error body: its top level is exactly Ozon's error (code, details, message; or code and message
 * alone), while the 200 schema lists other fields or none at all (a 200 without a body, as /v2/review/change-status).
 */
export function isErrorBodyExample(example: unknown, schema200: DocumentedField[]): boolean {
  if (!example || typeof example !== 'object' || Array.isArray(example)) return false;
  const keys = Object.keys(example);
  const looksLikeError =
    keys.includes('code') && keys.includes('message') && keys.every((key) => ERROR_BODY_KEYS.includes(key));
  if (!looksLikeError) return false;
  return topLevel(schema200).every((name) => !ERROR_BODY_KEYS.includes(name));
}

const topLevel = (fields: DocumentedField[]) =>
  fields.filter((field) => !field.path.includes('.') && !field.path.includes('[]')).map((field) => field.path);

/** Where the example's JSON types contradict the schema the sandbox's route is held to. */
export function typeConflicts(example: unknown, schema: ResponseSchema): ExampleFile['typeConflicts'] {
  const conflicts: NonNullable<ExampleFile['typeConflicts']> = [];
  for (const [fieldPath, seen] of fieldPaths([example])) {
    const { types } = schemaTypes(schemaAt(schema, fieldPath));
    const given = [...seen.types].filter((type) => type !== 'null');
    if (types.size && given.some((type) => !fitsType(type, types))) {
      conflicts.push({ path: fieldPath, example: given, schema: [...types] });
    }
  }
  return conflicts;
}

/** What the documentation says about one served method. */
export function exampleFor(method: string, endpointPath: string, sections: DocSection[]): ExampleFile {
  const matching = sections.filter((section) => section.method === method && section.path === endpointPath);
  if (!matching.length) {
    return {
      method,
      path: endpointPath,
      source: null,
      example: null,
      reason: 'The 2026 documentation does not describe this method.',
    };
  }
  const current = matching.filter((section) => !section.deprecated);
  if (!current.length) {
    const section = matching[0];
    return {
      method,
      path: endpointPath,
      source: section.file,
      title: section.title,
      example: null,
      reason: 'The 2026 documentation describes this method only as Deprecated.',
      schema200: section.schema200,
    };
  }
  const section = current.find((candidate) => !candidate.exampleProblem) ?? current[0];
  const base = {
    method,
    path: endpointPath,
    source: section.file,
    title: section.title,
    ...(section.notice && { notice: section.notice }),
  };
  if (section.exampleProblem) {
    return {
      ...base,
      example: null,
      reason: `No usable example: ${section.exampleProblem}.`,
      schema200: section.schema200,
    };
  }
  if (isErrorBodyExample(section.example, section.schema200)) {
    const documented = topLevel(section.schema200);
    return {
      ...base,
      example: null,
      reason:
        `No usable example: the page's "Пример ответа" is an error body (${Object.keys(section.example as object).join(', ')}), ` +
        (documented.length
          ? `while its 200 schema lists ${documented.join(', ')}.`
          : 'while the page gives the 200 answer no schema (an empty body).'),
      schema200: section.schema200,
    };
  }
  return { ...base, example: section.example, schema200: section.schema200 };
}

async function main() {
  const docs = process.argv[2];
  if (!docs || !fs.existsSync(docs)) {
    console.error('Usage: npx tsx scripts/extract-ozon-examples.ts <folder of the 2026 documentation pages (*.md)>');
    process.exit(2);
  }
  const sections = fs
    .readdirSync(docs)
    .filter((file) => /^\d.*\.md$/.test(file))
    .sort()
    .flatMap((file) => parseDocPage(file, fs.readFileSync(path.join(docs, file), 'utf8')));

  const sandbox = await startContractSandbox();
  const served = sandbox.app.sandboxEndpoints.map((spec) => ({
    method: spec.method,
    path: spec.path,
    schema: (() => {
      try {
        return responseSchemaOf(spec.contract, spec.method, spec.path);
      } catch (error) {
        console.warn(
          `${spec.method} ${spec.path}: no contract schema to compare types with (${(error as Error).message})`,
        );
        return null;
      }
    })(),
  }));
  await sandbox.close();

  fs.mkdirSync(OUT, { recursive: true });
  const written = new Set<string>();
  const options = { ...(await prettier.resolveConfig(path.join(OUT, 'x.json'))), parser: 'json' };
  for (const { method, path: endpointPath, schema } of served) {
    const file = exampleFileName(endpointPath);
    if (written.has(file)) throw new Error(`Two served methods map to ${file}.`);
    written.add(file);
    const entry = exampleFor(method, endpointPath, sections);
    if (entry.example !== null && schema) {
      const conflicts = typeConflicts(entry.example, schema);
      if (conflicts?.length) entry.typeConflicts = conflicts;
    }
    fs.writeFileSync(path.join(OUT, file), await prettier.format(JSON.stringify(entry), options));
    console.log(`${method} ${endpointPath}: ${entry.example === null ? `no example — ${entry.reason}` : entry.source}`);
  }
  // Files of methods the sandbox no longer serves would be checked against nothing: remove them.
  for (const file of fs.readdirSync(OUT)) {
    if (file.endsWith('.json') && !written.has(file)) {
      fs.rmSync(path.join(OUT, file));
      console.log(`removed ${file} (not served)`);
    }
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
