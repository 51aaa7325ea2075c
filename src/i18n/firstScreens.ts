/**
 * The message namespaces (the part of an id before its first dot) of the first screens a seller waits
 * for: the login page, the shell around every screen (menu, top bar, sidebars, job progress, errors)
 * and the overview. The build writes them apart (/i18n/<language>.first.json, about a quarter of the
 * catalogue) so those screens show before the whole catalogue has arrived; firstScreens.test.ts checks
 * that their sources use no other namespace.
 */
export const FIRST_SCREEN_NAMESPACES: readonly string[] = [
  'app',
  'common',
  'config',
  'errors',
  'export',
  'history',
  'login',
  'menu',
  'notFound',
  'overview',
  'ozonCheck',
  'problems',
  'profile',
  'salesOrder',
  'sync',
  'topbar',
  'validation',
];

const FIRST = new Set(FIRST_SCREEN_NAMESPACES);

export const isFirstScreenMessage = (id: string) => FIRST.has(id.slice(0, id.indexOf('.')));
