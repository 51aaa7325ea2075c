import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ALL_FORMATS, BufferSource, Input } from 'mediabunny';
import { expect, test, type Page } from '@playwright/test';
import { logIn, mainMenu, screenshot, t, unique } from './helpers.js';

/**
 * The picture animator (issue 17) as a seller uses it: one product photo is too short for an Ozon
 * cover and export is refused with the reason; with a second photo the cover lasts nine seconds, is
 * exported as an MP4 and downloaded, and the file is a 900×1200 H.264 video of that length; a second
 * export is cancelled midway. After a reload the project opens again from the recent list, with its
 * two slides. A picture editor project's finished picture becomes a slide; a project without one is
 * refused in the dialog, with the reason.
 */
test.use({ viewport: { width: 1440, height: 900 } });
// Encoding 225 frames of 900×1200 in software takes a while on a loaded two-core machine.
test.setTimeout(180_000);

const FIXTURES = fileURLToPath(new URL('../test/fixtures/pictures/', import.meta.url));
/** Two slides of 5 s (the new slide's default) with a 1 s crossfade between them. */
const COVER_SECONDS = 5 + 5 - 1;

async function addPictures(page: Page, files: string[]) {
  const chooser = page.waitForEvent('filechooser');
  await page
    .getByRole('button', { name: t('animator.add.files') })
    .first()
    .click();
  await (await chooser).setFiles(files.map((file) => path.join(FIXTURES, file)));
}

test('two product photos become a 9-second 900×1200 MP4 cover, and the project reopens after a reload', async ({
  page,
}) => {
  await logIn(page, '/product/animator');
  await expect(page.getByRole('heading', { level: 1, name: t('menu.seller.animator') })).toBeVisible();
  await expect(mainMenu(page).getByRole('link', { name: t('menu.seller.animator'), exact: true })).toBeVisible();

  // The empty screen says what to do, next to its buttons.
  await expect(page.getByText(t('animator.empty').split('\n')[0]!)).toBeVisible();
  await expect(page.getByRole('button', { name: t('animator.add.fromEditor') })).toBeVisible();

  const name = `Термокружка ${unique()}`;
  await page.getByLabel(t('animator.project.name')).fill(name);

  // One photo makes five seconds: too short for Ozon, and export says why.
  await addPictures(page, ['slide-a.jpg']);
  const slides = page.getByTestId('animator-slide');
  await expect(slides).toHaveCount(1);
  const exportButton = page.getByRole('button', { name: t('animator.export.start') });
  await expect(exportButton).toBeDisabled();
  await expect(page.getByText(t('animator.export.tooShort', { duration: 5, min: 8 }))).toBeVisible();

  // A second photo: nine seconds, within Ozon's 8–30.
  await addPictures(page, ['slide-b.jpg']);
  await expect(slides).toHaveCount(2);
  await expect(page.getByTestId('animator-duration')).toHaveText(
    t('animator.export.duration', { duration: COVER_SECONDS, min: 8, max: 30 }),
  );
  await expect(page.getByText(t('animator.export.tooShort', { duration: 5, min: 8 }))).toHaveCount(0);

  // The first slide gets a caption that slides up.
  await slides
    .first()
    .getByRole('button', { name: new RegExp(`^${t('animator.slides.slide', { number: 1 })}`) })
    .click();
  await page.getByRole('textbox', { name: t('animator.caption.text'), exact: true }).fill('Держит тепло 12 часов');
  await page
    .getByLabel(t('animator.caption.reveal'), { exact: true })
    .selectOption({ label: t('animator.caption.reveal.slideUp') });

  // The preview plays from the keyboard: Space on the focused preview, arrows a second back or on.
  const preview = page.getByRole('group', { name: t('animator.preview.canvas') });
  await preview.focus();
  await page.keyboard.press('Space');
  await expect(page.getByRole('button', { name: t('animator.preview.pause') })).toBeVisible();
  await page.keyboard.press('Space');
  await expect(page.getByRole('button', { name: t('animator.preview.play') })).toBeVisible();
  await page.getByRole('slider', { name: t('animator.preview.time') }).focus();
  await page.keyboard.press('Home');
  await preview.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('region', { name: t('animator.preview.title') })).toContainText(
    t('animator.preview.timeText', { time: '2,0', total: '9,0' }),
  );
  await screenshot(page, 'picture-animator-slides');

  const started = Date.now();
  await exportButton.click();
  const exportRegion = page.getByRole('region', { name: t('animator.export.title') });
  const progress = new RegExp(t('animator.export.progress', { done: '\\d+', total: COVER_SECONDS * 25 }));
  await expect(exportRegion.getByText(progress)).toBeVisible({ timeout: 60_000 });
  const result = page.getByTestId('animator-result');
  await expect(result).toBeVisible({ timeout: 150_000 });
  test.info().annotations.push({ type: 'export', description: `${(Date.now() - started) / 1000} s` });
  await expect(result).toContainText(`${COVER_SECONDS} с · 900×1200`);
  await screenshot(page, 'picture-animator-exported');

  const download = page.waitForEvent('download');
  await result.getByRole('link', { name: t('animator.export.download') }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^cover-\d{4}-\d{2}-\d{2}\.mp4$/);
  const bytes = fs.readFileSync(await file.path());
  test.info().annotations.push({ type: 'size', description: `${bytes.length} bytes` });
  expect(bytes.subarray(4, 8).toString('latin1')).toBe('ftyp');
  const input = new Input({ source: new BufferSource(bytes), formats: ALL_FORMATS });
  expect(await input.getMimeType()).toMatch(/^video\/mp4/);
  expect(Math.abs((await input.computeDuration()) - COVER_SECONDS)).toBeLessThanOrEqual(0.2);
  const video = (await input.getPrimaryVideoTrack())!;
  expect(video.codec).toBe('avc');
  expect([video.displayWidth, video.displayHeight]).toEqual([900, 1200]);

  // Another export, cancelled midway: it stops, says so, and leaves no file.
  await exportButton.click();
  await expect(exportRegion.getByText(progress)).toBeVisible();
  await exportRegion.getByRole('button', { name: t('animator.export.cancel') }).click();
  await expect(exportRegion.getByText(t('animator.export.cancelled'))).toBeVisible();
  await expect(result).toHaveCount(0);
  await expect(exportRegion.getByText(progress)).toHaveCount(0);

  // Saved in the browser: after a reload the project is in the recent list and opens with its slides.
  await expect(page.getByTestId('animator-save-status')).toHaveText(
    new RegExp(t('animator.project.saved', { time: '.+' })),
  );
  await page.reload();
  await expect(page.getByText(t('animator.empty').split('\n')[0]!)).toBeVisible();
  const recent = page.getByRole('list', { name: t('pictures.recent.title') });
  await recent.getByRole('button', { name: new RegExp(`^${name}`) }).click();
  await expect(slides).toHaveCount(2);
  await expect(page.getByLabel(t('animator.project.name'))).toHaveValue(name);
  await expect(page.getByTestId('animator-duration')).toHaveText(
    t('animator.export.duration', { duration: COVER_SECONDS, min: 8, max: 30 }),
  );
});

/** Saves editor projects straight into the browser's picture store (pictureProjects.ts), as the editor would. */
async function seedEditorProjects(page: Page, projects: { name: string; withPicture: boolean }[]) {
  await page.evaluate(async (seeds) => {
    const database = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('seller-backoffice-pictures');
      request.onupgradeneeded = () => request.result.createObjectStore('projects');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const canvas = new OffscreenCanvas(900, 1200);
    const ctx = canvas.getContext('2d')!;
    ctx.fillStyle = '#2e7d32';
    ctx.fillRect(0, 0, 900, 1200);
    const flattened = await canvas.convertToBlob({ type: 'image/png' });
    const store = database.transaction('projects', 'readwrite').objectStore('projects');
    seeds.forEach((seed, index) => {
      const id = `editor-e2e-${Date.now()}-${index}`;
      const document = seed.withPicture ? { flattened } : {};
      const updatedAt = new Date(Date.now() - index * 1000).toISOString();
      store.put({ id, kind: 'editor', name: seed.name, updatedAt, thumbnail: null, document }, id);
    });
    await new Promise((resolve) => (store.transaction.oncomplete = resolve));
    database.close();
  }, projects);
}

test('a picture editor project’s finished picture becomes a slide; one not finished yet is said so', async ({
  page,
}) => {
  await logIn(page, '/product/animator');
  const finished = `Баннер ${unique()}`;
  const unfinished = `Черновик ${unique()}`;
  await seedEditorProjects(page, [
    { name: finished, withPicture: true },
    { name: unfinished, withPicture: false },
  ]);

  await page.getByRole('button', { name: t('animator.add.fromEditor') }).click();
  const dialog = page.getByRole('dialog', { name: t('animator.editor.title') });
  await dialog.getByRole('button', { name: new RegExp(`^${unfinished}`) }).click();
  await expect(dialog.getByRole('alert')).toHaveText(t('animator.editor.noPicture', { name: unfinished }));
  await expect(page.getByTestId('animator-slide')).toHaveCount(0);

  await dialog.getByRole('button', { name: new RegExp(`^${finished}`) }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('animator-slide')).toHaveCount(1);
  await expect(page.getByTestId('animator-slide')).toContainText(finished);
});
