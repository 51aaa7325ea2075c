/**
 * The promotions list as the filters store names it: apart from the screen's other modules, as the route
 * reads it in the first bundle.
 */
export const PROMOTIONS_GRID_ID = 'promotions';
