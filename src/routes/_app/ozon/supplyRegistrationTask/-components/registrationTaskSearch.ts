import { z } from 'zod';
import type { FindSupplyRegistrationTasksRequest } from '../../../../../../contracts/supplyRegistration.js';
import { gridSearchFields, pageRequest } from '../../../../../grids/gridSearch.js';

export const REGISTRATION_TASKS_GRID_ID = 'supplyRegistrationTasks';

const flag = z.boolean().optional().catch(undefined);

/** The tasks screen's URL: grid state, which ended tasks to show too, the opened task. */
export const registrationTaskSearch = z.object({
  ...gridSearchFields,
  finished: flag,
  outdated: flag,
  disabled: flag,
  task: z.number().int().optional().catch(undefined),
});
export type RegistrationTaskSearch = z.infer<typeof registrationTaskSearch>;

/** The toggles above the grid, in their order. */
export const TASK_TOGGLES = ['finished', 'outdated', 'disabled'] as const;

/**
 * The screen shows every run count (the robot runs a task every two minutes, so SPEC's default of at
 * most 10 runs would hide a task within the hour); ended and disabled tasks only when asked.
 */
export function findTasksRequestOf(search: RegistrationTaskSearch): Partial<FindSupplyRegistrationTasksRequest> {
  return {
    ...pageRequest(search),
    IncludeFinished: search.finished ?? false,
    IncludeOutdated: search.outdated ?? false,
    IncludeDisabled: search.disabled ?? false,
    MaxRunCount: null,
  };
}
