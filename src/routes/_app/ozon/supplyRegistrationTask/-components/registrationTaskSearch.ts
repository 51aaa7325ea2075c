import * as z from 'zod/mini';
import type { FindSupplyRegistrationTasksRequest } from '../../../../../../contracts/supplyRegistration.js';
import { gridSearchFields, lenient, pageRequest } from '../../../../../grids/gridSearch.js';

export const REGISTRATION_TASKS_GRID_ID = 'supplyRegistrationTasks';

const flag = lenient(z.boolean());

/** The tasks screen's URL: grid state, which ended tasks to show too, the opened task. */
export const registrationTaskSearch = z.object({
  ...gridSearchFields,
  finished: flag,
  outdated: flag,
  disabled: flag,
  task: lenient(z.int()),
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
