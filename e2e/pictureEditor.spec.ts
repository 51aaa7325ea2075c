import fs from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import jpeg from 'jpeg-js';
import { expect, test, type Page } from '@playwright/test';
import { apiToken, logIn, screenshot, t } from './helpers.js';

/**
 * The picture editor (docs/pictures.md) as a seller uses it: a square product photo opened from a
 * file and cropped to Ozon's 3:4, a text laid over it, the step undone and redone, the picture saved
 * as a JPEG of Ozon's size, and the project reopened from the recent list after a reload. Then a
 * card's primary picture opened from Ozon through the server.
 */
test.use({ viewport: { width: 1440, height: 900 } });

const SQUARE_PHOTO = fileURLToPath(new URL('../test/fixtures/pictures/slide-a.jpg', import.meta.url));

const pictureSize = (page: Page) => page.getByTestId('picture-size');
const layerList = (page: Page) => page.getByRole('list', { name: t('pictureEditor.layers.title') });
const action = (page: Page, id: string) =>
  page.getByRole('button', { name: t(`pictureEditor.action.${id}`), exact: true });

test('a square photo cropped to 3:4, labelled, exported as a JPEG and reopened after a reload', async ({ page }) => {
  await logIn(page, '/product/image-editor/editor');
  await expect(page.getByRole('heading', { level: 1, name: t('menu.seller.imageEditor') })).toBeVisible();
  await expect(page.getByText(t('pictureEditor.empty.title'))).toBeVisible();

  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: t('pictureEditor.empty.openFile'), exact: true }).click();
  await (await chooser).setFiles(SQUARE_PHOTO);
  await expect(pictureSize(page)).toHaveText(t('pictureEditor.size', { width: 1200, height: 1200 }));

  // Crop to 3:4: the frame starts as the largest centred 3:4, written at Ozon's 900×1200.
  await action(page, 'crop').click();
  await page.getByRole('menuitem', { name: t('pictureEditor.ratio.3x4') }).click();
  await expect(pictureSize(page)).toContainText(t('pictureEditor.cropSize', { width: 900, height: 1200 }));
  await action(page, 'applyCrop').click();
  await expect(pictureSize(page)).toHaveText(t('pictureEditor.size', { width: 900, height: 1200 }));

  // A text layer, its words typed in its properties.
  await action(page, 'addText').click();
  const properties = page.getByRole('group', {
    name: t('pictureEditor.layers.properties', { name: t('pictureEditor.layer.text') }),
  });
  await properties.getByLabel(t('pictureEditor.layers.text')).fill('Скидка до пятницы');
  await expect(layerList(page).getByRole('listitem')).toHaveCount(1);

  // Undo takes back the words, then the layer; redo brings both back.
  await page.locator('body').click({ position: { x: 5, y: 5 } });
  await action(page, 'undo').click();
  await expect(properties.getByLabel(t('pictureEditor.layers.text'))).toHaveValue(t('pictureEditor.layer.sampleText'));
  await action(page, 'undo').click();
  await expect(layerList(page)).toHaveCount(0);
  await expect(page.getByText(t('pictureEditor.layers.empty'))).toBeVisible();
  await page.keyboard.press('Control+Shift+Z');
  await action(page, 'redo').click();
  await expect(layerList(page).getByRole('listitem')).toHaveCount(1);
  await layerList(page)
    .getByRole('button', { name: t('pictureEditor.layer.text'), exact: true })
    .click();
  await expect(properties.getByLabel(t('pictureEditor.layers.text'))).toHaveValue('Скидка до пятницы');
  await screenshot(page, 'picture-editor');

  // Export: the size is known before saving; the file is a JPEG of exactly 900×1200.
  await page.getByRole('button', { name: t('pictureEditor.action.export') }).click();
  const dialog = page.getByRole('dialog', { name: t('pictureEditor.export.title') });
  await expect(dialog.getByTestId('export-summary')).toContainText('900 × 1200 px ·');
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: t('pictureEditor.export.save') }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('slide-a.jpg');
  const file = await fs.readFile((await download.path())!);
  expect([...file.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
  const picture = jpeg.decode(file, { useTArray: true });
  expect([picture.width, picture.height]).toEqual([900, 1200]);

  // Saved in the browser as it was made: after a reload the project is in the recent list, layers and all.
  await expect(page.getByText(/^Сохранено в браузере/)).toBeVisible();
  await page.reload();
  const recent = page.getByRole('list', { name: t('pictures.recent.title') });
  await recent.getByRole('button', { name: /^slide-a / }).click();
  await expect(pictureSize(page)).toHaveText(t('pictureEditor.size', { width: 900, height: 1200 }));
  await layerList(page)
    .getByRole('button', { name: t('pictureEditor.layer.text'), exact: true })
    .click();
  await expect(properties.getByLabel(t('pictureEditor.layers.text'))).toHaveValue('Скидка до пятницы');
});

test("an Ozon card's primary picture opens through the server", async ({ page, request }) => {
  // The cards are imported from Ozon (the sandbox) first, as the seller does on the Ozon products screen.
  const headers = { Authorization: `Bearer ${await apiToken(request)}` };
  for (const call of ['/v1/Warehouse/ImportOzonWarehouses', '/v1/OzonProduct/ImportOzonProducts']) {
    const response = await request.post(call, { headers });
    expect(response.ok(), await response.text()).toBe(true);
  }
  await logIn(page, '/product/image-editor/editor');
  await page.getByRole('button', { name: t('pictureEditor.empty.openFromOzon'), exact: true }).click();
  const dialog = page.getByRole('dialog', { name: t('pictureEditor.ozon.title') });
  await dialog.getByLabel(t('pictureEditor.ozon.search')).fill('Кружка');
  const first = dialog.getByRole('list').getByRole('button').first();
  await expect(first).toContainText('Кружка');
  await first.click();
  await expect(pictureSize(page)).toHaveText(t('pictureEditor.size', { width: 1200, height: 1200 }));
  await screenshot(page, 'picture-editor-ozon');
});
