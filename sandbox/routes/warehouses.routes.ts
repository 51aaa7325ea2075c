import type { FastifyInstance } from 'fastify';
import { endpoint } from '../endpoint.js';
import { invalidArgument } from '../errors.js';
import { decodeCursor, encodeCursor, idList, pageLimit } from '../world/productsFilter.js';
import { ownWarehouseView } from '../world/stocksOwnWarehouses.js';
import { CIS_CLUSTERS, matchesSearch, supplyPoints } from '../world/stocksPlaces.js';
import type { World } from '../world/world.js';

const RUSSIA = { name: 'Россия', uid: 'RU' };

/** Russian clusters (world.ts) and the CIS ones in one shape. */
function allClusters(world: World) {
  return [
    ...world.clusters.map((cluster) => ({
      id: cluster.id,
      macrolocalId: cluster.macrolocalId,
      name: cluster.name,
      country: RUSSIA,
      type: 'CLUSTER_TYPE_OZON' as const,
      warehouses: cluster.warehouses.map(({ id, name, type }) => ({ id, name, type })),
    })),
    ...CIS_CLUSTERS.map((cluster) => ({ ...cluster, type: 'CLUSTER_TYPE_CIS' as const })),
  ];
}

const SUPPLY_TYPES = ['CREATE_TYPE_CROSSDOCK', 'CREATE_TYPE_DIRECT'];

/** Warehouses: the seller's own (FBS, rFBS), Ozon's clusters, and points that take FBO supplies. */
export default function warehouseRoutes(app: FastifyInstance) {
  endpoint<{ limit?: unknown; cursor?: unknown; warehouse_ids?: unknown }>(
    app,
    { method: 'POST', path: '/v2/warehouse/list', contract: { documented2026: 'v2-warehouse-list' } },
    ({ body, world }) => {
      if (body.limit === undefined) throw invalidArgument('limit is required');
      const limit = pageLimit(body.limit, 200, 200);
      const ids = idList(body.warehouse_ids, 'warehouse_ids', true);
      if (ids.length > 200) throw invalidArgument('warehouse_ids: no more than 200 values');
      const after = decodeCursor(body.cursor, 'cursor');
      const warehouses = world.fbsWarehouses
        .filter((warehouse) => !ids.length || ids.includes(String(warehouse.id)))
        .sort((a, b) => a.id - b.id);
      const from = after === null ? 0 : warehouses.filter((warehouse) => warehouse.id <= after).length;
      const page = warehouses.slice(from, from + limit);
      const hasNext = from + limit < warehouses.length;
      return {
        warehouses: page.map((warehouse) => ownWarehouseView(world, warehouse)),
        cursor: hasNext ? encodeCursor(page[page.length - 1].id) : '',
        has_next: hasNext,
      };
    },
  );

  // The 2026 documentation gives this method no request body: it lists every macrolocal cluster.
  endpoint(
    app,
    { method: 'POST', path: '/v2/cluster/list', contract: { documented2026: 'v2-cluster-list' } },
    ({ world }) => ({
      result: allClusters(world).map((cluster) => ({
        macrolocal_cluster_id: cluster.macrolocalId,
        data: {
          macrolocal_cluster: { name: cluster.name, country: cluster.country },
          fulfillments: cluster.warehouses.map((warehouse) => ({ name: warehouse.name, warehouse_id: warehouse.id })),
        },
      })),
    }),
  );

  // The previous version, still documented in 2026: its cluster ids are the ones /v1/analytics/stocks uses.
  endpoint<{ cluster_type?: unknown; cluster_ids?: unknown }>(
    app,
    { method: 'POST', path: '/v1/cluster/list', contract: { documented2026: 'v1-cluster-list' } },
    ({ body, world }) => {
      if (body.cluster_type !== 'CLUSTER_TYPE_OZON' && body.cluster_type !== 'CLUSTER_TYPE_CIS') {
        throw invalidArgument('cluster_type must be CLUSTER_TYPE_OZON or CLUSTER_TYPE_CIS');
      }
      const ids = idList(body.cluster_ids, 'cluster_ids', true);
      return {
        clusters: allClusters(world)
          .filter((cluster) => cluster.type === body.cluster_type && (!ids.length || ids.includes(String(cluster.id))))
          .map((cluster) => ({
            id: cluster.id,
            name: cluster.name,
            type: cluster.type,
            macrolocal_cluster_id: cluster.macrolocalId,
            logistic_clusters: [
              {
                warehouses: cluster.warehouses.map((warehouse) => ({
                  name: warehouse.name,
                  type: warehouse.type,
                  warehouse_id: warehouse.id,
                })),
              },
            ],
          })),
      };
    },
  );

  // Held to a 2026 schema: the OpenAPI file marks `search` with "required": true, which ajv cannot compile.
  endpoint<{ filter_by_supply_type?: unknown; search?: unknown }>(
    app,
    { method: 'POST', path: '/v1/warehouse/fbo/list', contract: { documented2026: 'v1-warehouse-fbo-list' } },
    ({ body, world }) => {
      const types = body.filter_by_supply_type;
      if (!Array.isArray(types) || !types.length || types.some((type) => !SUPPLY_TYPES.includes(String(type)))) {
        throw invalidArgument(`filter_by_supply_type must list ${SUPPLY_TYPES.join(' or ')}`);
      }
      if (typeof body.search !== 'string' || body.search.trim().length < 4) {
        throw invalidArgument('search must be at least 4 characters long');
      }
      const search = body.search;
      const points = supplyPoints(world).filter(
        (point) =>
          ((types.includes('CREATE_TYPE_DIRECT') && point.direct) ||
            (types.includes('CREATE_TYPE_CROSSDOCK') && point.crossdock)) &&
          matchesSearch(point, search),
      );
      return {
        search: points.map((point) => ({
          warehouse_id: point.id,
          name: point.name,
          address: point.address,
          warehouse_type: point.type,
          coordinates: point.coordinates,
        })),
      };
    },
  );
}
