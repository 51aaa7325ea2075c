import { expect, test, type Page } from '@playwright/test';
import { logIn, mainMenu, screenshot, t, unique } from './helpers.js';

async function openSettings(page: Page) {
  await page.getByRole('button', { name: t('topbar.settings') }).click();
  const dialog = page.getByRole('dialog', { name: t('settings.title') });
  await expect(dialog).toBeVisible();
  return { dialog, key: dialog.getByLabel(t('settings.togetherApiKey'), { exact: true }) };
}

test('the settings dialog keeps the API key in the browser', async ({ page }) => {
  const apiKey = `tgp_v1_e2e-${unique()}`;
  await logIn(page);

  const first = await openSettings(page);
  await expect(first.key).toHaveValue('');
  await first.key.fill(apiKey);
  await first.dialog.getByRole('button', { name: t('common.save') }).click();
  await expect(first.dialog).toBeHidden();
  const toast = page.getByRole('status').filter({ hasText: 'Обновление настроек' });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText(t('settings.saved.detail'));
  await screenshot(page, 'settings-saved-toast');

  await page.reload();
  await expect(mainMenu(page)).toBeVisible();
  const again = await openSettings(page);
  await expect(again.key).toHaveValue(apiKey);
  await expect(again.key).toHaveAttribute('type', 'password');
  await expect(again.key).toHaveAttribute('autocomplete', 'off');
  await screenshot(page, 'settings-reopened');

  await again.dialog.getByRole('button', { name: t('common.cancel') }).click();
  await expect(again.dialog).toBeHidden();
});
