// Without zod: the web app's first bundle names the job kinds (its error texts, the sync screen's URL).

/** The sync families: one durable job kind each, in the order "sync everything" runs them. */
export const syncFamilyKinds = [
  'ImportOzonWarehouses',
  'ImportOzonProducts',
  'ImportOzonProductStocks',
  'ImportOzonFbsPostings',
  'ImportOzonFboPostings',
  'ImportOzonOperations',
  'ImportOzonRealization',
  'ImportOzonSupplyOrders',
  'ImportOzonPromotions',
  'ImportOzonProductReviews',
  'ImportOzonCategoryTree',
] as const;

/**
 * Every kind of durable job: the sync families, the loading of a cabinet's history (on connect, daily
 * for gaps), the supply-slot robot, the allocation of sales to the sales plans, the database backup and
 * the update of the queued search terms from the keyword source, which run on their schedules (or when
 * asked) but "sync everything" leaves out.
 */
export const jobKinds = [
  ...syncFamilyKinds,
  'LoadOzonHistory',
  'RunOzonSupplyRegistrationTasks',
  'CalcSalesPlans',
  'BackupDatabase',
  'UpdateQueuedSearchTerms',
] as const;
export type JobKind = (typeof jobKinds)[number];
