import path from 'node:path';
import fastifyCors from '@fastify/cors';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { accessTokens as createAccessTokens } from './auth/accessTokens.js';
import { requireBearer } from './auth/bearer.js';
import { sessionCacheFor } from './auth/sessionCache.js';
import { resolveJwtSecret } from './auth/jwtSecret.js';
import { DEFAULT_LOGIN_LIMITS, loginLimiter, type LoginLimits } from './auth/loginLimiter.js';
import { tokenRoutes } from './auth/routes.js';
import { tokenService } from './auth/tokenService.js';
import { categoryService } from './catalogue/categoryService.js';
import { productService } from './catalogue/productService.js';
import { productRoutes } from './catalogue/routes.js';
import type { AppConfig } from './config.js';
import type { Database } from './db/database.js';
import { clientConfigRoutes, connectOrigins, ML_PREFIX } from './http/clientConfig.js';
import { compressionPlugin } from './http/compression.js';
import { serializerCompiler } from './http/responseSerializer.js';
import { errorHandlerPlugin } from './http/errorHandler.js';
import { frameworkErrorProblem } from './http/frameworkErrors.js';
import { healthRoutes } from './http/health.js';
import { openApiPlugin } from './http/openapi.js';
import { bodyIdleTimeoutPlugin, clientErrorProblem, receiveTimeoutOptions } from './http/receiveTimeouts.js';
import { securityHeadersPlugin } from './http/securityHeaders.js';
import { spaPlugin } from './http/spa.js';
import { wellFormedTextPlugin } from './http/wellFormedText.js';
import { loggerOptions } from './logger.js';
import { machineLearningRoutes } from './ml/routes.js';
import { packageTypeRoutes } from './package-types/routes.js';
import { packageTypeService } from './package-types/packageTypeService.js';
import type { OzonConnection } from './ozon/connection.js';
import { ozonRoutes } from './ozon/routes.js';
import { ozonProductService } from './ozon-products/ozonProductService.js';
import { ozonProductRoutes } from './ozon-products/routes.js';
import { ozonPictureReader } from './pictures/ozonPictureReader.js';
import { pictureRoutes } from './pictures/routes.js';
import { cityHierarchyRoutes, cityRoutes } from './cities/routes.js';
import { historyRoutes } from './history/routes.js';
import { startFirstHistory, startHistory } from './history/startHistory.js';
import type { HistoryMonths } from '../contracts/history.js';
import { notificationService } from './notifications/notificationService.js';
import { notificationRoutes } from './notifications/routes.js';
import { notificationChannelRoutes } from './notifications/channelRoutes.js';
import { channelService, type TelegramEndpoints } from './notifications/channels/channelService.js';
import { TELEGRAM_API_URL } from './notifications/channels/telegramBotApi.js';
import { deliveryWorker, type DeliveryWorker } from './notifications/deliveryWorker.js';
import { jobEngine, type JobEngineOptions } from './jobs/jobEngine.js';
import { jobService } from './jobs/jobService.js';
import { jobRoutes, syncRoutes } from './jobs/routes.js';
import { ensureSchedules } from './jobs/schedules.js';
import { ozonCabinet } from './ozon/cabinet.js';
import type { RetryPolicy } from './ozon/retry.js';
import { resolveSecretKey, secretBox } from './ozon/secretBox.js';
import { syncFamilies } from './sync/syncFamilies.js';
import { backupFamily } from './backup/backupFamily.js';
import { backupDirOf } from './backup/backupStore.js';
import { backupRoutes } from './backup/routes.js';
import { purchaseBatchRoutes } from './purchasing/purchaseBatchRoutes.js';
import { purchaseBatchService } from './purchasing/purchaseBatchService.js';
import { salesChannelRoutes } from './purchasing/salesChannelRoutes.js';
import { cityService } from './cities/cityService.js';
import { warehouseRoutes } from './warehouses/routes.js';
import { warehouseService } from './warehouses/warehouseService.js';
import { postingRoutes } from './sales-orders/postingRoutes.js';
import { salesOrderRoutes } from './sales-orders/salesOrderRoutes.js';
import { salesOrderService } from './sales-orders/salesOrderService.js';
import { pnlRoutes } from './profit-and-loss/pnlRoutes.js';
import { operationRoutes } from './operations/operationRoutes.js';
import { operationService } from './operations/operationService.js';
import { registrationTaskRoutes } from './supplies/registrationTaskRoutes.js';
import { registrationTaskService } from './supplies/registrationTaskService.js';
import { supplyOrderRoutes } from './supplies/supplyOrderRoutes.js';
import { supplyOrderService } from './supplies/supplyOrderService.js';
import { supplyReportRoutes } from './supplies/supplyReportRoutes.js';
import { shipmentRoutes } from './shipments/shipmentRoutes.js';
import { sellerCalendar } from '../contracts/sellerCalendar.js';
import { ratingRoutes, reportRoutes } from './reports/reportRoutes.js';
import { promotionRoutes } from './promotions/promotionRoutes.js';
import { promotionService } from './promotions/promotionService.js';
import { reviewRoutes } from './reviews/reviewRoutes.js';
import { reviewService } from './reviews/reviewService.js';
import { priceAnalysisRoutes } from './price-analysis/routes.js';
import { categoryTreeRoutes, searchTermRoutes } from './search-terms/routes.js';
import { searchTermService } from './search-terms/searchTermService.js';
import { searchTermUpdateFamily, type KeywordSourceLoader } from './search-terms/searchTermUpdateFamily.js';
import type { KeywordSource } from './search-terms/updater/keywordSource.js';
import { PROJECT_ROOT } from './projectRoot.js';

export interface BuildOptions {
  config: AppConfig;
  database: Database;
  loginLimits?: LoginLimits;
  distDir?: string;
  logger?: FastifyServerOptions['logger'];
  /** The Ozon cabinet (live or the demo sandbox); absent in tests that do not need one. */
  ozon?: OzonConnection;
  /** The sync engine's timings; tests make them short. */
  jobs?: JobEngineOptions;
  /** Overrides of the Ozon client's retry policy; tests make it short. */
  ozonRetry?: Partial<RetryPolicy>;
  /** The most rows one search-term export holds; tests make it small to see the cut. */
  searchTermExportLimit?: number;
  /** Telegram's Bot API and t.me links (tests: the sandbox's); else TELEGRAM_*_URL, the demo's sandbox, Telegram. */
  telegram?: TelegramEndpoints;
  /** Load the cabinet's history (HISTORY_MONTHS) when none was ever asked for: the server's first start. */
  loadHistoryOnFirstStart?: boolean;
  /** The keyword statistics source of the search-term update (tests); else keywordSourceOf's. */
  keywordSource?: KeywordSource;
}

export interface RegisteredRoute {
  method: string;
  url: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route as registered, for the API description and the tests that walk all routes. */
    registeredRoutes: RegisteredRoute[];
    /** Sends the notifications' Telegram and e-mail deliveries (tests run it with their own clock). */
    notificationDeliveries: DeliveryWorker;
  }
}

/** Where Telegram is reached: as given (tests), as configured, the demo's sandbox, or Telegram itself. */
function telegramEndpoints(config: AppConfig, options: BuildOptions): TelegramEndpoints {
  if (options.telegram) return options.telegram;
  if (config.TELEGRAM_API_URL) {
    return { apiUrl: config.TELEGRAM_API_URL, linkUrl: config.TELEGRAM_LINK_URL ?? 'https://t.me' };
  }
  return options.ozon?.telegram ?? { apiUrl: TELEGRAM_API_URL, linkUrl: config.TELEGRAM_LINK_URL ?? 'https://t.me' };
}

/**
 * The search-term update's source: as given (tests), as configured (SEARCH_TERMS_SOURCE, loaded when a
 * run needs it), the sandbox's on the demo's clock, or none: a real cabinet gets no made-up numbers.
 */
function keywordSourceOf(config: AppConfig, options: BuildOptions): KeywordSourceLoader {
  const given = options.keywordSource;
  if (given) return { spec: given.name, load: async () => given };
  const world = options.ozon?.demoWorld;
  const spec = config.SEARCH_TERMS_SOURCE ?? (world ? 'sandbox' : undefined);
  if (!spec) return null;
  return {
    spec,
    load: async () =>
      (await import('./search-terms/updater/loadKeywordSource.js')).loadKeywordSource(
        spec,
        process.env,
        world ? () => world.now : undefined,
      ),
  };
}

export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger ?? loggerOptions(config.LOG_LEVEL),
    bodyLimit: config.BODY_LIMIT_BYTES,
    logController: new LogController({ disableRequestLogging: true }),
    routerOptions: { ignoreTrailingSlash: true },
    // Behind a reverse proxy the client's address (the login limiter's key, the logs) is the one the
    // proxy forwards, from the proxies the seller names (README, «Behind a reverse proxy»).
    trustProxy: config.TRUST_PROXY,
    frameworkErrors: frameworkErrorProblem,
    clientErrorHandler: clientErrorProblem,
    ...receiveTimeoutOptions(config),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('registeredRoutes', [] as RegisteredRoute[]);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) app.registeredRoutes.push({ method, url: route.url });
  });
  // One line per request, with its outcome; headers and bodies (tokens, passwords) are never logged.
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      {
        method: request.method,
        url: request.url.split('?')[0],
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
      },
      'request',
    );
  });

  await app.register(errorHandlerPlugin);
  await app.register(wellFormedTextPlugin);
  await app.register(bodyIdleTimeoutPlugin, { idleMs: config.BODY_IDLE_TIMEOUT_MS });
  await app.register(securityHeadersPlugin, { connectTo: connectOrigins(config) });
  await app.register(compressionPlugin);
  // A download names its file in Content-Disposition; the web app on another origin has to read it.
  if (config.corsOrigins.length > 0)
    await app.register(fastifyCors, {
      origin: config.corsOrigins,
      credentials: false,
      exposedHeaders: ['Content-Disposition', 'X-Row-Count', 'X-Total-Count', 'X-Exported-Count'],
    });
  await app.register(openApiPlugin);

  const accessTokens = createAccessTokens(resolveJwtSecret(config.JWT_SECRET, config.dataDir));
  const db = database.db;
  const box = secretBox(resolveSecretKey(config.SECRET_KEY, config.dataDir));
  const cabinet = ozonCabinet({
    db,
    box,
    connection: options.ozon,
    apiUrl: config.OZON_API_URL,
    log: app.log,
    retry: options.ozonRetry,
  });
  const calendar = sellerCalendar(config.SELLER_TIME_ZONE);
  const definitions = [
    ...syncFamilies(database.jobsDb, cabinet.transport, calendar),
    backupFamily(database, backupDirOf(config), {
      daily: config.BACKUP_KEEP_DAILY,
      weekly: config.BACKUP_KEEP_WEEKLY,
    }),
    searchTermUpdateFamily(database.jobsDb, keywordSourceOf(config, options)),
  ];
  const channels = channelService({
    db,
    box,
    telegram: telegramEndpoints(config, options),
    appUrl: config.appUrl,
    calendar,
  });
  const deliveries = deliveryWorker({
    db,
    channels,
    appUrl: config.appUrl,
    timeZone: calendar.timeZone,
    log: app.log,
  });
  app.decorate('notificationDeliveries', deliveries);
  // Tests send deliveries when they ask (deliverDue), with their own clock.
  const delivering = config.NOTIFICATIONS_SEND === 'on';
  const notifications = notificationService({ db, calendar, onNotified: delivering ? deliveries.kick : undefined });
  const engine = jobEngine(database.jobsDb, definitions, app.log, {
    schedules: config.SYNC_SCHEDULES === 'on',
    afterFinished: (kind, outcome) => notifications.afterJob(kind, outcome),
    ...options.jobs,
  });
  const jobs = jobService({ db, engine, definitions });
  app.addHook('onReady', async () => {
    await ensureSchedules(
      db,
      definitions.map((definition) => ({ kind: definition.kind, cron: definition.defaultCron })),
    );
    // On the embedded server this process owns, a job still "running" was cut off by a crash.
    await engine.start({ reapAll: database.soleServer });
    if (options.loadHistoryOnFirstStart && options.ozon && config.HISTORY_MONTHS > 0) {
      await startFirstHistory(db, jobs, config.HISTORY_MONTHS as HistoryMonths);
    }
  });
  app.addHook('onClose', () => engine.stop());
  // Any number of processes may send: the claims keep each message to one.
  if (delivering) app.addHook('onReady', async () => deliveries.start());
  app.addHook('onClose', () => deliveries.stop());
  const sessions = sessionCacheFor(database, app.log);
  app.addHook('onClose', () => sessions.close());
  const tokens = tokenService({ db, accessTokens, limiter: loginLimiter(options.loginLimits ?? DEFAULT_LOGIN_LIMITS) });

  await app.register(healthRoutes, { db });
  await app.register(clientConfigRoutes, { config });
  await app.register(tokenRoutes, { tokens });
  await app.register(
    async (v1) => {
      await v1.register(requireBearer, { accessTokens, db, sessions });
      await v1.register(productRoutes, {
        prefix: '/Product',
        products: productService({ db }),
        categories: categoryService({ db }),
      });
      await v1.register(packageTypeRoutes, { prefix: '/PackageType', packageTypes: packageTypeService({ db }) });
      await v1.register(ozonRoutes, {
        prefix: '/Ozon',
        cabinet,
        onConnected: (months, startedBy) => startHistory(db, jobs, months, startedBy),
      });
      await v1.register(warehouseRoutes, { prefix: '/Warehouse', warehouses: warehouseService({ db }), jobs });
      await v1.register(ozonProductRoutes, { prefix: '/OzonProduct', products: ozonProductService({ db }), jobs });
      await v1.register(pictureRoutes, {
        prefix: '/OzonProduct',
        db,
        readPicture: ozonPictureReader({ cdnUrl: config.OZON_CDN_URL ?? options.ozon?.pictureCdnUrl }),
      });
      await v1.register(postingRoutes, { prefix: '/Posting', jobs });
      await v1.register(backupRoutes, { prefix: '/Backup', jobs });
      await v1.register(salesOrderRoutes, { prefix: '/OzonSalesOrder', orders: salesOrderService({ db, calendar }) });
      await v1.register(reportRoutes, { prefix: '/Report', db, calendar });
      await v1.register(supplyReportRoutes, { prefix: '/Report', db, calendar });
      await v1.register(shipmentRoutes, { prefix: '/Shipment', db, calendar });
      await v1.register(ratingRoutes, { prefix: '/OzonRating', db, calendar });
      await v1.register(operationRoutes, {
        prefix: '/Operation',
        jobs,
        operations: operationService({ db, calendar }),
      });
      await v1.register(pnlRoutes, { prefix: '/ProfitAndLoss', db, jobs });
      await v1.register(supplyOrderRoutes, {
        prefix: '/OzonSupplyOrder',
        jobs,
        supplyOrders: supplyOrderService({ db }),
      });
      await v1.register(registrationTaskRoutes, {
        prefix: '/OzonSupplyOrder',
        jobs,
        tasks: registrationTaskService({ db, calendar }),
      });
      await v1.register(purchaseBatchRoutes, {
        prefix: '/PurchaseBatch',
        db,
        jobs,
        batches: purchaseBatchService({ db }),
      });
      await v1.register(salesChannelRoutes, { prefix: '/SalesChannel', db });
      await v1.register(promotionRoutes, {
        prefix: '/OzonPromotion',
        jobs,
        promotions: promotionService({ db, ozon: cabinet.transport }),
      });
      await v1.register(reviewRoutes, {
        prefix: '/OzonProductReview',
        jobs,
        reviews: reviewService({ db, ozon: cabinet.transport }),
      });
      await v1.register(priceAnalysisRoutes, { prefix: '/PriceAnalyzer' });
      const terms = searchTermService({ db });
      await v1.register(categoryTreeRoutes, { prefix: '/CategoryTree', jobs, terms });
      await v1.register(searchTermRoutes, {
        prefix: '/SearchTerm',
        jobs,
        terms,
        exportLimit: options.searchTermExportLimit,
      });
      await v1.register(notificationRoutes, { prefix: '/Notification', notifications });
      await v1.register(notificationChannelRoutes, { prefix: '/Notification', channels });
      await v1.register(jobRoutes, { prefix: '/Job', jobs });
      await v1.register(syncRoutes, { prefix: '/Sync', jobs });
      await v1.register(historyRoutes, { prefix: '/History', db, jobs, cabinet, calendar });
      const cities = cityService({ db });
      await v1.register(cityHierarchyRoutes, { prefix: '/OzonMasterData', cities });
      await v1.register(cityRoutes, { prefix: '/OzonCity', cities });
    },
    { prefix: '/v1' },
  );
  // The machine-learning family reads the seller's data too: the same bearer token as /v1.
  await app.register(
    async (ml) => {
      await ml.register(requireBearer, { accessTokens, db, sessions });
      await ml.register(machineLearningRoutes, { db });
    },
    { prefix: ML_PREFIX },
  );
  await app.register(spaPlugin, { distDir: options.distDir ?? path.join(PROJECT_ROOT, 'dist') });
  return app;
}
