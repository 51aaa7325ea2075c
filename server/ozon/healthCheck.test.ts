import { afterEach, describe, expect, it } from 'vitest';
import { startContractSandbox, TEST_CABINET, TEST_NOW, type ContractSandbox } from '../../sandbox/contract/harness.js';
import { ANNOUNCED } from '../../sandbox/serviceDates.js';
import { CATEGORY_METHODS } from './api/categories.js';
import { checkOzonApi, formatChecks, hasProblems, type MethodProbe } from './healthCheck.js';
import { dependedMethods } from './methods.js';
import { httpTransport } from './transport.js';

let sandbox: ContractSandbox | undefined;
afterEach(async () => {
  await sandbox?.close();
  sandbox = undefined;
});

const tree: MethodProbe = {
  family: 'categories',
  name: 'tree',
  method: 'POST',
  path: CATEGORY_METHODS.tree,
  body: { language: 'DEFAULT' },
};

describe('Ozon API health check', () => {
  it('finds every method the product depends on answering in the sandbox', async () => {
    sandbox = await startContractSandbox();
    const methods = dependedMethods(TEST_NOW);
    const checks = await checkOzonApi(sandbox.ozon, methods);
    // The transaction list and totals were switched off on 2026-09-08: shown as gone, not a problem; the
    // stock report answers, with the switch-off Ozon announced.
    expect(checks.filter((check) => check.health !== 'ok')).toEqual([
      expect.objectContaining({ method: 'POST /v3/finance/transaction/list', health: 'gone', optional: true }),
      expect.objectContaining({ method: 'POST /v3/finance/transaction/totals', health: 'gone', optional: true }),
      expect.objectContaining({
        method: 'POST /v2/analytics/stock_on_warehouses',
        health: 'announced',
        optional: true,
      }),
    ]);
    expect(hasProblems(checks)).toBe(false);
    // Every method of every family in service was reached.
    const exercised = [...sandbox.app.exercisedEndpoints].sort();
    expect(exercised).toEqual(
      methods
        .filter((probe) => !probe.optional || probe.announced)
        .map((probe) => `${probe.method} ${probe.path}`)
        .sort(),
    );
    // The probes of reads are valid requests by the published contracts; only writes are refused on purpose.
    const refusedOnPurpose = methods
      .filter((probe) => probe.answeredWith)
      .map((probe) => `${probe.method} ${probe.path}`);
    const violations = sandbox.app.contractViolations.filter((v) => !refusedOnPurpose.includes(v.endpoint));
    expect(violations).toEqual([]);
  });

  it('tells a method Ozon does not have (404) from a failing one and from a refused key', async () => {
    sandbox = await startContractSandbox();
    const retired: MethodProbe = {
      family: 'finance',
      name: 'list',
      method: 'POST',
      path: '/v2/finance/transaction/list',
    };
    const [ok, gone] = await checkOzonApi(sandbox.ozon, [tree, retired]);
    expect(ok).toMatchObject({ health: 'ok', status: 200, method: 'POST /v1/description-category/tree' });
    expect(gone).toMatchObject({ health: 'gone', status: 404 });

    const wrongKey = httpTransport({ baseUrl: sandbox.url, clientId: TEST_CABINET.clientId, apiKey: 'nope' });
    const [refused] = await checkOzonApi(wrongKey, [tree]);
    expect(refused).toMatchObject({ health: 'unauthorized', status: 403 });
    expect(hasProblems([ok, refused])).toBe(true);
  });

  it('reports a method Ozon switched off as gone with its answer, and the same method before that day as ok', async () => {
    const transactionList = dependedMethods(TEST_NOW).find((probe) => probe.name === 'transactionList')!;
    // A refused request proves a live method is there; a switched-off one says so before it reads the request.
    const refusedOnPurpose: MethodProbe = { ...transactionList, body: { page: 0 }, answeredWith: [400] };
    sandbox = await startContractSandbox();
    const [gone, goneRefused] = await checkOzonApi(sandbox.ozon, [transactionList, refusedOnPurpose]);
    for (const check of [gone, goneRefused]) {
      expect(check).toMatchObject({
        health: 'gone',
        status: 400,
        message: 'obsolete method cannot be used',
        optional: true,
      });
    }
    await sandbox.close();

    sandbox = await startContractSandbox({ now: new Date('2026-09-07T20:59:59Z') });
    const before = await checkOzonApi(sandbox.ozon, [...dependedMethods(new Date('2026-09-07T20:59:59Z'))]);
    expect(before.filter((check) => !['ok', 'announced'].includes(check.health))).toEqual([]);
  });

  it('does not count a retired method the product reads only where it still answers', async () => {
    sandbox = await startContractSandbox();
    const retired: MethodProbe = {
      family: 'finance',
      name: 'list',
      method: 'POST',
      path: '/v2/finance/transaction/list',
      optional: true,
    };
    const checks = await checkOzonApi(sandbox.ozon, [tree, retired]);
    expect(checks[1]).toMatchObject({ health: 'gone', optional: true });
    expect(hasProblems(checks)).toBe(false);
    expect(formatChecks(checks)).toContain('GONE (optional)');
  });

  it("reports a method whose switch-off Ozon announced without a day, with Ozon's words, as no problem", async () => {
    sandbox = await startContractSandbox();
    const report = dependedMethods(TEST_NOW).find((probe) => probe.name === 'stockOnWarehouses')!;
    // The words are the ones the sandbox keeps beside its switch-off days (from Ozon's 2026 page).
    expect(report.announced).toBe(ANNOUNCED.stockOnWarehouses);
    const checks = await checkOzonApi(sandbox.ozon, [tree, report]);
    expect(checks[1]).toMatchObject({
      method: 'POST /v2/analytics/stock_on_warehouses',
      health: 'announced',
      status: 200,
      optional: true,
      message: 'В будущем метод будет отключён. Переключитесь на /v1/analytics/stocks.',
    });
    expect(hasProblems(checks)).toBe(false);
    const text = formatChecks(checks);
    expect(text).toMatch(/ANNOUNCED \(optional\)\s+stock analytics\s+POST \/v2\/analytics\/stock_on_warehouses\s+200/);
    expect(text).toContain('В будущем метод будет отключён.');
    expect(text).toMatch(/2 methods: 1 ok, 0 gone, 0 failing, 0 unauthorized, 1 announced$/);
    // Once Ozon switches it off, it is gone like the others, still not counted.
    const [gone] = await checkOzonApi(sandbox.ozon, [{ ...report, path: '/v1/warehouse/list' }]);
    expect(gone).toMatchObject({ health: 'gone', status: 400, message: 'obsolete method cannot be used' });
    expect(hasProblems([gone])).toBe(false);
  });

  it('reports a method that keeps answering 5xx as failing, with the status', async () => {
    sandbox = await startContractSandbox({ faults: { errorRate: 1, latencyMs: 0, dropRate: 0 } });
    const [failing] = await checkOzonApi(sandbox.ozon, [tree]);
    expect(failing.health).toBe('failing');
    expect([500, 503]).toContain(failing.status);
  });

  it('reports a connection that drops as failing', async () => {
    sandbox = await startContractSandbox({ faults: { errorRate: 0, latencyMs: 0, dropRate: 1 } });
    const [failing] = await checkOzonApi(sandbox.ozon, [tree]);
    expect(failing.health).toBe('failing');
    expect(failing.status).toBeUndefined();
    expect(failing.message).toMatch(/connection/);
  });

  it('prints a table with a summary line', () => {
    const text = formatChecks([
      {
        family: 'categories',
        name: 'tree',
        method: 'POST /v1/description-category/tree',
        health: 'ok',
        status: 200,
        ms: 12,
      },
      {
        family: 'finance',
        name: 'list',
        method: 'POST /v3/finance/transaction/list',
        health: 'gone',
        status: 404,
        message: 'Not Found',
        ms: 8,
      },
    ]);
    expect(text.split('\n')[0]).toMatch(/^HEALTH\s+FAMILY\s+METHOD\s+STATUS\s+TIME\s+NOTE$/);
    expect(text).toContain('GONE    finance     POST /v3/finance/transaction/list   404     8 ms   Not Found');
    expect(text).toMatch(/2 methods: 1 ok, 1 gone, 0 failing, 0 unauthorized$/);
  });
});

describe('Ozon API health check: only what Ozon answered counts', () => {
  it("does not pass a probe the client's own rate limit kept from being sent", async () => {
    sandbox = await startContractSandbox();
    const turnover = dependedMethods(TEST_NOW).find((probe) => probe.path === '/v1/analytics/turnover/stocks')!;
    const [first] = await checkOzonApi(sandbox.ozon, [turnover]);
    expect(first).toMatchObject({ health: 'ok', status: 200 });
    // Ozon allows one a minute: the second probe is refused by the client and never reaches Ozon.
    const [second] = await checkOzonApi(sandbox.ozon, [turnover]);
    expect(second).toMatchObject({ health: 'failing', message: expect.stringMatching(/^Not sent: /) });
    expect(second.status).toBeUndefined();
    expect(hasProblems([second])).toBe(true);
  });
});
