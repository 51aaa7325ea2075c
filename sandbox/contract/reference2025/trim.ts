// Refreshes this folder from Ozon's 2025 OpenAPI (one JSON file per tag):
//   npx tsx sandbox/contract/reference2025/trim.ts <folder of Ozon's files>
// Keeps, of each file the contracts name, only the endpoints they check and the schemas those reach.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { buildSandbox } from '../../app.js';
import type { EndpointSpec } from '../../endpoint.js';

interface ReferenceFile {
  metadata: Record<string, unknown>;
  endpoints: { path: string; method: string }[];
  schemas: Record<string, unknown>;
}

const HERE = path.dirname(fileURLToPath(import.meta.url));
const SCHEMA_REF = '#/components/schemas/';

/** Checked by specs.test.ts besides the sandbox's own: a file with Swagger-2-style required flags. */
const CHECKER_TEST_METHODS: EndpointSpec[] = [
  { contract: { openapi: '02-fbosupplyrequest.json' }, method: 'POST', path: '/v1/warehouse/fbo/list' },
];

/** The names of the schemas a value refers to, directly. */
function schemaRefs(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((item) => schemaRefs(item, found));
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if (key === '$ref' && typeof child === 'string' && child.startsWith(SCHEMA_REF)) {
        found.add(decodeURIComponent(child.slice(SCHEMA_REF.length)).replace(/~1/g, '/').replace(/~0/g, '~'));
      } else schemaRefs(child, found);
    }
  }
  return found;
}

function trim(document: ReferenceFile, methods: Set<string>): ReferenceFile {
  const endpoints = document.endpoints.filter((endpoint) => methods.has(`${endpoint.method} ${endpoint.path}`));
  if (endpoints.length !== methods.size) throw new Error(`Not all of ${[...methods].join(', ')} are in the file.`);
  const names = [...schemaRefs(endpoints)];
  for (let i = 0; i < names.length; i += 1) {
    for (const name of schemaRefs(document.schemas[names[i]])) if (!names.includes(name)) names.push(name);
  }
  const schemas = Object.fromEntries(Object.entries(document.schemas).filter(([name]) => names.includes(name)));
  return {
    metadata: { ...document.metadata, endpointsCount: endpoints.length, schemasCount: Object.keys(schemas).length },
    endpoints,
    schemas,
  };
}

async function main(source: string | undefined): Promise<void> {
  if (!source) throw new Error("Name the folder of Ozon's 2025 OpenAPI files.");
  const sandbox = await buildSandbox({
    cabinets: [],
    seed: 1,
    scale: 1,
    now: new Date(),
    rateLimitPerSecond: 1,
    faults: { errorRate: 0, latencyMs: 0, dropRate: 0 },
  });
  const specs: EndpointSpec[] = [...sandbox.sandboxEndpoints, ...CHECKER_TEST_METHODS];
  await sandbox.close();
  const byFile = new Map<string, Set<string>>();
  for (const spec of specs) {
    if (!('openapi' in spec.contract)) continue;
    const methods = byFile.get(spec.contract.openapi) ?? new Set<string>();
    byFile.set(spec.contract.openapi, methods.add(`${spec.method} ${spec.path}`));
  }
  for (const file of fs.readdirSync(HERE).filter((name) => name.endsWith('.json'))) fs.rmSync(path.join(HERE, file));
  for (const [file, methods] of [...byFile].sort()) {
    const document = JSON.parse(fs.readFileSync(path.join(source, file), 'utf8')) as ReferenceFile;
    const target = path.join(HERE, file);
    const text = JSON.stringify(trim(document, methods));
    fs.writeFileSync(target, await format(text, { ...(await resolveConfig(target)), parser: 'json' }));
    console.log(`${file}: ${[...methods].sort().join(', ')}`);
  }
}

main(process.argv[2]).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
