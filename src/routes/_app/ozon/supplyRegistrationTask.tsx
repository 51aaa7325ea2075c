import { createFileRoute, redirect } from '@tanstack/react-router';
import { savedSearchToRestore } from '../../../grids/restoreGridSearch.js';
import { RegistrationTasksScreen } from './supplyRegistrationTask/-components/RegistrationTasksScreen.js';
import {
  REGISTRATION_TASKS_GRID_ID,
  registrationTaskSearch,
} from './supplyRegistrationTask/-components/registrationTaskSearch.js';

// No loader: the screen loads its data itself, so the first screen's bundle carries none of it.
export const Route = createFileRoute('/_app/ozon/supplyRegistrationTask')({
  validateSearch: registrationTaskSearch,
  beforeLoad: async ({ search, cause }) => {
    const saved = await savedSearchToRestore(REGISTRATION_TASKS_GRID_ID, cause, search);
    if (saved) {
      throw redirect({
        to: '/ozon/supplyRegistrationTask',
        search: registrationTaskSearch.parse(saved),
        replace: true,
      });
    }
  },
  component: RegistrationTasksScreen,
});
