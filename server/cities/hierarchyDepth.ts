import { MAX_CITY_HIERARCHY_DEPTH } from '../../contracts/ozonCities.js';
import { ValidationError } from '../domain/errors.js';

interface Level {
  nodes: unknown;
  path: string;
  depth: number;
}

/**
 * Refuses a hierarchy nested deeper than MAX_CITY_HIERARCHY_DEPTH, naming a node that is too deep.
 * It looks at the raw JSON with its own stack, before the recursive schema runs on it.
 */
export function checkCityHierarchyDepth(body: unknown): void {
  const stack: Level[] = [{ nodes: body, path: '', depth: 1 }];
  while (stack.length > 0) {
    const { nodes, path, depth } = stack.pop()!;
    if (!Array.isArray(nodes)) continue;
    nodes.forEach((node: unknown, index) => {
      const at = `${path}[${index}]`;
      if (depth > MAX_CITY_HIERARCHY_DEPTH) {
        throw new ValidationError(
          at,
          `is nested ${depth} levels deep; at most ${MAX_CITY_HIERARCHY_DEPTH} are allowed (Ozon's file has 4)`,
        );
      }
      if (node !== null && typeof node === 'object' && 'nodes' in node) {
        stack.push({ nodes: node.nodes, path: `${at}.nodes`, depth: depth + 1 });
      }
    });
  }
}
