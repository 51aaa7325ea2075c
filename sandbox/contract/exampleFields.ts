import { readOpenApiDocument, readSchema2026, type ContractRef } from './specs.js';

/**
 * Field paths of JSON answers, for holding the sandbox's answers against the examples of Ozon's 2026
 * documentation (examples.contract.test.ts): objects give `a.b.c`, arrays `a[].b`, where an array's items'
 * fields are the union over its items.
 */

/** The file of a method's example in examples2026/: its path without the first slash, slashes as dashes. */
export const exampleFileName = (endpointPath: string) => `${endpointPath.replace(/^\//, '').replace(/\//g, '-')}.json`;

/** What was seen at one path across all values: JSON types, whether a non-null value occurred, and for arrays whether one had items. */
export interface FieldSeen {
  types: Set<JsonType>;
  /** A value other than null was seen. */
  nonNull: boolean;
  /** For arrays: at least one of them had items. */
  nonEmpty: boolean;
  values: unknown[];
}

export type JsonType = 'null' | 'boolean' | 'integer' | 'number' | 'string' | 'array' | 'object';

export const jsonType = (value: unknown): JsonType =>
  value === null
    ? 'null'
    : Array.isArray(value)
      ? 'array'
      : typeof value === 'number'
        ? Number.isInteger(value)
          ? 'integer'
          : 'number'
        : (typeof value as JsonType);

/** Every field path of the values, with what was seen there. */
export function fieldPaths(values: unknown[]): Map<string, FieldSeen> {
  const seen = new Map<string, FieldSeen>();
  const note = (at: string, value: unknown) => {
    let entry = seen.get(at);
    if (!entry) seen.set(at, (entry = { types: new Set(), nonNull: false, nonEmpty: false, values: [] }));
    entry.types.add(jsonType(value));
    if (value !== null) entry.nonNull = true;
    if (Array.isArray(value) && value.length) entry.nonEmpty = true;
    if (entry.values.length < 3) entry.values.push(value);
  };
  const walk = (value: unknown, prefix: string) => {
    if (Array.isArray(value)) {
      for (const item of value) {
        if (Array.isArray(item)) note(`${prefix}[]`, item);
        walk(item, `${prefix}[]`);
      }
    } else if (value && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        const at = prefix ? `${prefix}.${key}` : key;
        note(at, child);
        walk(child, at);
      }
    }
  };
  values.forEach((value) => walk(value, ''));
  return seen;
}

/** The JSON schema of a method's 200 answer, with a resolver for its `$ref`s. */
export interface ResponseSchema {
  root: SchemaNode;
  resolve(ref: string): SchemaNode | undefined;
}

export interface SchemaNode {
  $ref?: string;
  type?: string | string[];
  nullable?: boolean;
  properties?: Record<string, SchemaNode>;
  items?: SchemaNode;
  allOf?: SchemaNode[];
  anyOf?: SchemaNode[];
  oneOf?: SchemaNode[];
  additionalProperties?: SchemaNode | boolean;
}

/** The 200 answer's schema of the contract a route names (schemas2026 or the 2025 OpenAPI). */
export function responseSchemaOf(contract: ContractRef, method: string, endpointPath: string): ResponseSchema {
  if ('documented2026' in contract) {
    const spec = readSchema2026(contract.documented2026);
    const definitions = (spec.definitions ?? {}) as Record<string, SchemaNode>;
    return {
      root: spec.response as SchemaNode,
      resolve: (ref) => (ref.startsWith('#/definitions/') ? definitions[ref.slice(14)] : undefined),
    };
  }
  const document = readOpenApiDocument(contract.openapi);
  const found = document.endpoints.find((item) => item.path === endpointPath && item.method === method);
  const root = found?.operation.responses?.['200']?.content?.['application/json']?.schema as SchemaNode | undefined;
  if (!root) throw new Error(`${method} ${endpointPath}: no 200 schema in ${contract.openapi}`);
  const schemas = document.schemas as Record<string, SchemaNode>;
  return {
    root,
    resolve: (ref) =>
      ref.startsWith('#/components/schemas/') ? schemas[decodeURIComponent(ref.slice(21))] : undefined,
  };
}

/** The alternatives a node stands for, `$ref`s followed and `allOf` / `anyOf` / `oneOf` opened. */
function alternatives(schema: ResponseSchema, node: SchemaNode | undefined, depth = 0): SchemaNode[] {
  if (!node || depth > 20) return [];
  if (node.$ref) return alternatives(schema, schema.resolve(node.$ref), depth + 1);
  const parts = [...(node.allOf ?? []), ...(node.anyOf ?? []), ...(node.oneOf ?? [])];
  return [node, ...parts.flatMap((part) => alternatives(schema, part, depth + 1))];
}

/** The schema nodes at a field path (`a[].b`); empty where the schema does not describe the field. */
export function schemaAt(schema: ResponseSchema, fieldPath: string): SchemaNode[] {
  let nodes = alternatives(schema, schema.root);
  for (const segment of fieldPath.match(/\[\]|[^.[\]]+/g) ?? []) {
    nodes = nodes.flatMap((node) =>
      segment === '[]'
        ? alternatives(schema, node.items)
        : alternatives(
            schema,
            node.properties?.[segment] ??
              (typeof node.additionalProperties === 'object' ? node.additionalProperties : undefined),
          ),
    );
    if (!nodes.length) return [];
  }
  return nodes;
}

/** The JSON types a schema gives a field (empty: no type defined); `integer` also fits `number`. */
export function schemaTypes(nodes: SchemaNode[]): { types: Set<string>; nullable: boolean } {
  const types = new Set<string>();
  let nullable = false;
  for (const node of nodes) {
    for (const type of Array.isArray(node.type) ? node.type : node.type ? [node.type] : []) {
      if (type === 'null') nullable = true;
      else types.add(type);
    }
    if (node.nullable) nullable = true;
  }
  return { types, nullable };
}

/** Whether a JSON value's type is one the schema allows (integer values fit "number"). */
export const fitsType = (seen: JsonType, allowed: Set<string>) =>
  allowed.has(seen) || (seen === 'integer' && allowed.has('number'));

/**
 * What an answer lacks against the example. Types are checked only where the method's contract schema
 * defines the field: the examples are sometimes wrong about types (strings for numbers and the like), and
 * the schema wins. Null counts as present only where null is a documented value: the schema allows it
 * (`nullable`, or "null" among its types) or the example itself shows null there (Ozon's way of saying "this
 * block is left out unless asked for / unless it applies"). Elsewhere a null stands for a field the sandbox
 * does not fill, which is what this test is about. An array the example fills must have items in at least
 * one answer (an empty one would hide its items' fields), unless `mayBeEmpty` names it.
 */
export function missingFields(
  example: unknown,
  answers: unknown[],
  schema: ResponseSchema,
  mayBeEmpty: ReadonlySet<string> = new Set(),
): string[] {
  const expected = fieldPaths([example]);
  const got = fieldPaths(answers);
  const problems: string[] = [];
  const emptyArrays = new Set<string>(mayBeEmpty);
  for (const [fieldPath, wanted] of expected) {
    const seen = got.get(fieldPath);
    if (!seen) {
      // Under an array that is empty in every answer: the array is the problem, said once.
      const segments = fieldPath.split('[]');
      let reported = false;
      for (let cut = 1; cut < segments.length && !reported; cut++) {
        const arrayPath = segments.slice(0, cut).join('[]');
        const array = got.get(arrayPath);
        if (array && !array.nonEmpty) {
          if (!emptyArrays.has(arrayPath)) problems.push(`${arrayPath}: empty in every answer, its items unchecked`);
          emptyArrays.add(arrayPath);
          reported = true;
        }
      }
      if (!reported) problems.push(`${fieldPath}: missing`);
      continue;
    }
    const { types, nullable } = schemaTypes(schemaAt(schema, fieldPath));
    if (!seen.nonNull) {
      if (!nullable && !wanted.types.has('null')) problems.push(`${fieldPath}: only null in the answers`);
      continue;
    }
    if (wanted.nonEmpty && !seen.nonEmpty && !emptyArrays.has(fieldPath)) {
      problems.push(`${fieldPath}: empty in every answer, its items unchecked`);
      emptyArrays.add(fieldPath);
    }
    if (types.size) {
      const wrong = [...seen.types].filter((type) => type !== 'null' && !fitsType(type, types));
      if (wrong.length)
        problems.push(`${fieldPath}: ${wrong.join(', ')} in the answers, the schema says ${[...types]}`);
    }
  }
  return problems;
}
