import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';

/**
 * The contracts the sandbox and the client are held to: the official OpenAPI of 2025 (one file per
 * tag, trimmed to the methods checked, in sandbox/contract/reference2025) for methods whose version
 * did not change, and JSON schemas written from the 2026 documentation (sandbox/contract/schemas2026)
 * for the newer ones. Both live in the repository: the tests need nothing outside it.
 */
export type ContractRef = { openapi: string } | { documented2026: string };

export interface Contract {
  validateRequest(body: unknown): string[];
  validateResponse(status: number, body: unknown): string[];
}

const HERE = path.dirname(fileURLToPath(import.meta.url));
const REFERENCE_2025 = path.join(HERE, 'reference2025');
const SCHEMAS_2026 = path.join(HERE, 'schemas2026');

const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;

function newAjv(): Ajv {
  // OpenAPI 3.0 keywords (nullable, example, x-*) are allowed; numeric formats only name a width.
  const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: true });
  addFormats(ajv);
  for (const format of ['int32', 'int64', 'float', 'double', 'byte', 'binary', 'uint64', 'uint32']) {
    ajv.addFormat(format, true);
  }
  return ajv;
}

let ajv: Ajv | null = null;
const loadedFiles = new Set<string>();
const cache = new Map<string, Contract>();

export interface OpenApiEndpoint {
  path: string;
  method: string;
  operation: {
    requestBody?: { content?: Record<string, { schema?: object }> };
    parameters?: unknown[];
    responses?: Record<string, { content?: Record<string, { schema?: object }> }>;
  };
}

const jsonSchemaOf = (content: Record<string, { schema?: object }> | undefined) =>
  content?.['application/json']?.schema;

/**
 * Some 2025 schemas mark a property `"required": true` inside the property (Swagger 2 style), which is
 * not JSON Schema: move each such mark to the parent's `required` list, as the reference means it.
 */
function normaliseRequiredFlags(node: unknown): void {
  if (Array.isArray(node)) return node.forEach(normaliseRequiredFlags);
  if (!node || typeof node !== 'object') return;
  const schema = node as { properties?: Record<string, Record<string, unknown>>; required?: unknown };
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    if (property && typeof property.required === 'boolean') {
      if (property.required) schema.required = [...(Array.isArray(schema.required) ? schema.required : []), name];
      delete property.required;
    }
  }
  Object.values(node).forEach(normaliseRequiredFlags);
}

/** One trimmed OpenAPI file of reference2025: its endpoints and its component schemas. */
export interface OpenApiDocument {
  endpoints: OpenApiEndpoint[];
  schemas: Record<string, object>;
}

export const readOpenApiDocument = (file: string): OpenApiDocument =>
  JSON.parse(fs.readFileSync(path.join(REFERENCE_2025, file), 'utf8')) as OpenApiDocument;

/** Puts one OpenAPI file into ajv: its components plus each endpoint's inline schemas, all resolvable. */
function loadOpenApiFile(file: string): OpenApiEndpoint[] {
  const document = readOpenApiDocument(file);
  if (!loadedFiles.has(file)) {
    const schemas: Record<string, object> = { ...document.schemas };
    for (const endpoint of document.endpoints) {
      const key = `${endpoint.method} ${endpoint.path}`;
      const request = jsonSchemaOf(endpoint.operation.requestBody?.content);
      if (request) schemas[`__request ${key}`] = request;
      for (const [status, response] of Object.entries(endpoint.operation.responses ?? {})) {
        const schema = jsonSchemaOf(response.content);
        if (schema) schemas[`__response ${status} ${key}`] = schema;
      }
    }
    normaliseRequiredFlags(schemas);
    ajv!.addSchema({ $id: `openapi:${file}`, components: { schemas } });
    loadedFiles.add(file);
  }
  return document.endpoints;
}

function describe(errors: ErrorObject[] | null | undefined): string[] {
  return (errors ?? []).map((error) => `${error.instancePath || '(root)'} ${error.message ?? ''}`.trim());
}

function check(validate: ValidateFunction | undefined, value: unknown): string[] {
  if (!validate) return [];
  return validate(value) ? [] : describe(validate.errors);
}

function refTo(file: string, name: string): object {
  // JSON pointer: '~' and '/' in a name are escaped; spaces are fine inside the URI fragment once encoded.
  return {
    $ref: `openapi:${file}#/components/schemas/${encodeURIComponent(name.replace(/~/g, '~0').replace(/\//g, '~1'))}`,
  };
}

function openApiContract(file: string, method: string, endpointPath: string): Contract {
  const endpoints = loadOpenApiFile(file);
  const endpoint = endpoints.find((candidate) => candidate.path === endpointPath && candidate.method === method);
  if (!endpoint) throw new Error(`${method} ${endpointPath} is not in ${file}.`);
  const key = `${method} ${endpointPath}`;
  const compile = (name: string, present: boolean) => (present ? ajv!.compile(refTo(file, name)) : undefined);
  const request = compile(`__request ${key}`, Boolean(jsonSchemaOf(endpoint.operation.requestBody?.content)));
  const responses = new Map<string, ValidateFunction | undefined>();
  for (const [status, response] of Object.entries(endpoint.operation.responses ?? {})) {
    responses.set(status, compile(`__response ${status} ${key}`, Boolean(jsonSchemaOf(response.content))));
  }
  return {
    validateRequest: (body) => check(request, body),
    validateResponse: (status, body) => {
      const validate = responses.get(String(status)) ?? (status >= 400 ? responses.get('default') : undefined);
      if (!responses.has(String(status)) && !(status >= 400 && responses.has('default'))) {
        return [`status ${status} is not documented`];
      }
      // The reference leaves rpcStatus fields optional; Ozon always sends code and message.
      return [...check(validate, body), ...(status >= 400 ? check(strictErrorBody(), body) : [])];
    },
  };
}

export interface Schema2026 {
  method: string;
  path: string;
  /** The 2026 documentation file the schema was written from. */
  source: string;
  request?: object;
  response: object;
  error?: object;
  definitions?: Record<string, object>;
}

/** One schema of schemas2026, written from the 2026 documentation of a method. */
export const readSchema2026 = (name: string): Schema2026 =>
  JSON.parse(fs.readFileSync(path.join(SCHEMAS_2026, `${name}.json`), 'utf8')) as Schema2026;

function documentedContract(name: string, method: string, endpointPath: string): Contract {
  const spec = readSchema2026(name);
  if (spec.method !== method || spec.path !== endpointPath) {
    throw new Error(`${name}.json describes ${spec.method} ${spec.path}, not ${method} ${endpointPath}.`);
  }
  // Each part gets an id of its own, so `#/definitions/...` resolves inside it.
  const compile = (part: string, schema: object | undefined) =>
    schema
      ? ajv!.compile({ ...schema, $id: `documented2026:${name}/${part}`, definitions: spec.definitions })
      : undefined;
  const request = compile('request', spec.request);
  const response = compile('response', spec.response);
  const error = spec.error ? compile('error', spec.error) : strictErrorBody();
  return {
    validateRequest: (body) => check(request, body),
    validateResponse: (status, body) => check(status >= 400 ? error : response, body),
  };
}

const strictErrorBody = () => ajv!.getSchema('openapi:general-errors#/rpcStatus')!;

/** The contract of one endpoint; compiled once. */
export function contractOf(ref: ContractRef, method: string, endpointPath: string): Contract {
  const key = `${JSON.stringify(ref)} ${method} ${endpointPath}`;
  let contract = cache.get(key);
  if (!contract) {
    ajv ??= newAjv();
    if (!ajv.getSchema('openapi:general-errors')) {
      ajv.addSchema({
        $id: 'openapi:general-errors',
        rpcStatus: {
          type: 'object',
          required: ['code', 'message'],
          properties: {
            code: { type: 'integer' },
            message: { type: 'string' },
            details: { type: 'array', items: { type: 'object' } },
          },
        },
      });
    }
    contract =
      'openapi' in ref
        ? openApiContract(ref.openapi, method, endpointPath)
        : documentedContract(ref.documented2026, method, endpointPath);
    cache.set(key, contract);
  }
  return contract;
}
