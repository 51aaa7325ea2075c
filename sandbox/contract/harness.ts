import { DEFAULT_CABINET } from '../config.js';
import { buildSandbox, type BuildSandboxOptions, type SandboxApp } from '../app.js';
import { httpTransport, type OzonTransport } from '../../server/ozon/transport.js';

export const TEST_CABINET = DEFAULT_CABINET;
/** A fixed "now", so that data and tests agree on every run. */
export const TEST_NOW = new Date('2026-11-01T00:00:00Z');

export interface ContractSandbox {
  app: SandboxApp;
  url: string;
  ozon: OzonTransport;
  close(): Promise<void>;
}

/** The sandbox on a free local port with contract checking on, and a client transport pointed at it. */
export async function startContractSandbox(overrides: Partial<BuildSandboxOptions> = {}): Promise<ContractSandbox> {
  const app = await buildSandbox({
    cabinets: [TEST_CABINET],
    seed: 20261,
    scale: 0.2,
    now: TEST_NOW,
    rateLimitPerSecond: 10_000,
    faults: { errorRate: 0, latencyMs: 0, dropRate: 0 },
    checkContracts: true,
    ...overrides,
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    url,
    ozon: httpTransport({ baseUrl: url, ...TEST_CABINET }),
    close: () => app.close(),
  };
}

/** The registered endpoints whose path starts with one of the prefixes, as `METHOD /path`. */
export function endpointsOf(app: SandboxApp, paths: string[]): string[] {
  return app.sandboxEndpoints
    .filter((spec) => paths.includes(spec.path))
    .map((spec) => `${spec.method} ${spec.path}`)
    .sort();
}
