import type { FastifyInstance } from 'fastify';
import { endpoint } from '../endpoint.js';
import type { CategoryNode } from '../world/catalogue.js';

interface TreeNode {
  description_category_id?: number;
  category_name?: string;
  type_id?: number;
  type_name?: string;
  disabled: boolean;
  children: TreeNode[];
}

/** Categories as Ozon nests them: category nodes, and product types as the leaves of the last level. */
function toTree(node: CategoryNode): TreeNode {
  return {
    description_category_id: node.id,
    category_name: node.name,
    disabled: node.disabled,
    children: [
      ...node.children.map(toTree),
      ...node.types.map((type) => ({ type_id: type.id, type_name: type.name, disabled: type.disabled, children: [] })),
    ],
  };
}

export default function categoryRoutes(app: FastifyInstance) {
  endpoint(
    app,
    { method: 'POST', path: '/v1/description-category/tree', contract: { openapi: '20-categoryapi.json' } },
    ({ world }) => ({ result: world.catalogue.categories.map(toTree) }),
  );
}
