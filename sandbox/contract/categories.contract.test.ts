import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORY_METHODS, categoryApi } from '../../server/ozon/api/categories.js';
import { startContractSandbox, type ContractSandbox } from './harness.js';

describe('categories: sandbox and client against the contract', () => {
  let sandbox: ContractSandbox;
  beforeAll(async () => {
    sandbox = await startContractSandbox();
  });
  afterAll(() => sandbox.close());

  it('serves the category tree, with product types as the leaves', async () => {
    const tree = await categoryApi(sandbox.ozon).tree();
    const home = tree.find((node) => node.category_name === 'Дом и сад');
    expect(home?.children.length).toBeGreaterThan(3);
    const leaf = home!.children[0];
    expect(leaf.children.every((type) => type.type_id && type.type_name)).toBe(true);
    expect(tree.some((node) => node.disabled)).toBe(true);
  });

  it('breaks no contract and covers every method of the family', () => {
    expect(sandbox.app.contractViolations).toEqual([]);
    expect([...sandbox.app.exercisedEndpoints].sort()).toEqual(
      Object.values(CATEGORY_METHODS).map((path) => `POST ${path}`),
    );
  });
});
