import { expect, test } from '@playwright/test';
import { E2E_USER } from '../playwright.config.js';

const shot = (name: string) => ({ path: `e2e/screenshots/${name}.png`, fullPage: true });

test('a wrong password is refused with a message', async ({ page }) => {
  await page.goto('/');
  await page.getByLabel('Логин').fill(E2E_USER.login);
  await page.getByLabel('Пароль').fill('not-the-password');
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page.getByRole('alert')).toHaveText('Неверный логин или пароль.');
  await page.screenshot(shot('sign-in-wrong-password'));
});

test('the seller signs in with Enter, stays signed in across a reload, and signs out', async ({ page }) => {
  await page.goto('/');
  await page.getByLabel('Логин').fill(E2E_USER.login);
  await page.getByLabel('Пароль').fill(E2E_USER.password);
  await page.getByLabel('Пароль').press('Enter');
  await expect(page.getByText(`Вы вошли как ${E2E_USER.login}.`)).toBeVisible();
  const stored = await page.evaluate(() => [localStorage.getItem('accessToken'), localStorage.getItem('refreshToken')]);
  expect(stored.every(Boolean)).toBe(true);

  await page.reload();
  await expect(page.getByText(`Вы вошли как ${E2E_USER.login}.`)).toBeVisible();
  await page.screenshot(shot('signed-in'));

  await page.getByRole('button', { name: 'Выйти' }).click();
  await expect(page.getByRole('heading', { name: 'Вход' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.length)).toBe(0);
});

test('a client-side route is served the app, an unknown API path a problem', async ({ page, request }) => {
  const response = await page.goto('/ozon/salesOrders');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Вход' })).toBeVisible();
  const unknown = await request.get('/v1/Nothing');
  expect(unknown.status()).toBe(404);
  expect(unknown.headers()['content-type']).toContain('application/problem+json');
  const guarded = await request.post('/v1/Product/FindProducts', { data: {} });
  expect(guarded.status()).toBe(401);
});

test('the API description is browsable at /docs', async ({ page }) => {
  await page.goto('/docs');
  await expect(page.getByText('Seller back-office API').first()).toBeVisible();
  await expect(page.getByText('/v1/Product/FindProducts').first()).toBeVisible();
  await page.screenshot(shot('api-docs'));
});
