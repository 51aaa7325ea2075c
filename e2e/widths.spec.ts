import { expect, test, type Page } from '@playwright/test';
import { menuModel, type MenuItem } from '../src/shell/menuModel.js';
import { expectPath, logIn, mainMenu, t } from './helpers.js';

/**
 * Every screen of the menu on a small phone, a common phone and an office monitor: the page is never
 * wider than the window (a grid or a table may scroll inside itself), every button and field can be
 * reached without scrolling sideways, the phone's menu scrolls to its last entry, and nothing is
 * logged as an error. Named to run after the specs that sync a cabinet, so the screens hold data.
 */
const WIDTHS = [
  { width: 360, height: 740 },
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
];

function screens(items: MenuItem[] = menuModel.flatMap((section) => section.items)): { labelId: string; to: string }[] {
  return items.flatMap((item) => [
    ...(item.to !== undefined ? [{ labelId: item.labelId, to: item.to }] : []),
    ...screens(item.items ?? []),
  ]);
}
/** Reached from the bell, not the menu. */
const OTHER_SCREENS = ['/notifications'];

/** This machine has no internet: pictures named on Ozon's CDN fail to load here, not in a seller's browser. */
const OFFLINE = /net::ERR_NAME_NOT_RESOLVED|net::ERR_INTERNET_DISCONNECTED/;

/** The buttons, links and fields that end outside the window and do not sit in a box that scrolls. */
function outOfReach(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const scrollsInside = (element: Element) => {
      // A grid scrolls its columns, headers with them, inside itself.
      if (element.closest('[role="grid"]')) return true;
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        const overflow = getComputedStyle(parent).overflowX;
        if ((overflow === 'auto' || overflow === 'scroll') && parent.getBoundingClientRect().right <= width + 1) {
          return true;
        }
      }
      return false;
    };
    return [
      ...document.querySelectorAll(
        // A switch's or a checkbox's input is a wider invisible hit area: its visible box is the root.
        'header button, main button, main a[href], main input:not([type="checkbox"]):not([type="radio"]), main [role="combobox"], main .MuiSwitch-root, main .MuiCheckbox-root',
      ),
    ]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && (box.left < -1 || box.right > width + 1) && !scrollsInside(element);
      })
      .map(
        (element) =>
          element.getAttribute('aria-label') || element.textContent?.slice(0, 40) || element.outerHTML.slice(0, 120),
      );
  });
}

for (const size of WIDTHS) {
  test(`every screen fits ${size.width} px, its actions within reach, no error logged`, async ({ page }) => {
    test.setTimeout(240_000);
    await page.setViewportSize(size);
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && !OFFLINE.test(message.text())) errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await logIn(page);

    const paths = [...screens().map((screen) => screen.to), ...OTHER_SCREENS];
    for (const path of paths) {
      await page.goto(path);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
      // The data arrives after the title: judge the screen once its requests have settled.
      await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
      const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(pageWidth, `${path} is no wider than the window`).toBeLessThanOrEqual(size.width);
      expect(await outOfReach(page), `${path}: actions outside the window`).toEqual([]);
      expect(errors, `${path}: errors logged`).toEqual([]);
    }

    if (size.width < 992) {
      // The menu slides over the screen: after the widest screens its last entry is still reached.
      await page.goto('/ozon/reconciliation');
      await page.getByRole('button', { name: t('topbar.toggleMenu') }).click();
      // Opened at once, and not closed by the screen putting its filters in its address meanwhile.
      await expect(mainMenu(page)).toBeVisible();
      const last = screens().at(-1)!;
      const link = mainMenu(page).getByRole('link', { name: t(last.labelId), exact: true });
      await link.scrollIntoViewIfNeeded();
      const box = (await link.boundingBox())!;
      expect(box.y + box.height, 'the last entry is inside the window').toBeLessThanOrEqual(size.height);
      await link.click();
      await expectPath(page, last.to);
    }
  });
}
