import { cityHierarchyTypes, type CityHierarchyItem, type CityHierarchyType } from '../../contracts/ozonCities.js';
import { ValidationError } from '../domain/errors.js';
import { textFault } from '../http/textFaults.js';

export interface FlatCity {
  uid: string;
  parentUid: string | null;
  name: string;
  type: CityHierarchyType;
  ozonClusterId: number | null;
  depth: number;
}

/**
 * Flattens the uploaded tree in file order. A node without an areaId belongs to its ancestor's cluster.
 * Refuses, naming the node by its path in the file, a uid used twice, a node whose kind is not
 * below its parent's (a region inside a city, say) and a text the database cannot store, so that
 * nothing can fail once the hierarchy is being written.
 */
export function flattenCityHierarchy(items: CityHierarchyItem[]): FlatCity[] {
  const flat: FlatCity[] = [];
  const seen = new Map<string, string>();
  const visit = (nodes: CityHierarchyItem[], path: string, parent: FlatCity | null) => {
    nodes.forEach((node, index) => {
      const at = `${path}[${index}]`;
      for (const field of ['uid', 'name'] as const) {
        const fault = textFault(node[field]);
        if (fault) throw new ValidationError(`${at}.${field}`, fault);
      }
      const first = seen.get(node.uid);
      if (first) throw new ValidationError(`${at}.uid`, `"${node.uid}" is used twice (first at ${first})`);
      seen.set(node.uid, at);
      if (parent && cityHierarchyTypes.indexOf(node.type) <= cityHierarchyTypes.indexOf(parent.type)) {
        throw new ValidationError(`${at}.type`, `a ${node.type} cannot be inside a ${parent.type}`);
      }
      const city: FlatCity = {
        uid: node.uid,
        parentUid: parent?.uid ?? null,
        name: node.name,
        type: node.type,
        ozonClusterId: node.areaId ?? parent?.ozonClusterId ?? null,
        depth: parent ? parent.depth + 1 : 0,
      };
      flat.push(city);
      visit(node.nodes ?? [], `${at}.nodes`, city);
    });
  };
  visit(items, '', null);
  return flat;
}
