import { chromium } from '@playwright/test';
const base = 'http://localhost:3300';
const res = await fetch(`${base}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'ann@example.com', password: 'fairway-42' }) });
const t = ((await res.json()) as { token: string }).token;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
for (const perms of [['clipboard-read', 'clipboard-write'], []]) {
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 }, permissions: perms });
  await ctx.addInitScript((tok) => localStorage.setItem('authToken', tok), t);
  const page = await ctx.newPage();
  page.on('console', (m) => console.log('console:', m.type(), m.text()));
  await page.goto(`${base}/`);
  await page.getByRole('button', { name: 'Copy Parameters' }).click();
  await page.waitForTimeout(300);
  console.log(perms.length ? 'with perms' : 'no perms', '→', await page.locator('.handoff-status').textContent());
  if (perms.length) console.log('clipboard:', await page.evaluate(() => navigator.clipboard.readText()));
  await page.getByRole('button', { name: 'Open Desktop App' }).click();
  await page.waitForTimeout(1600);
  console.log('open →', await page.locator('.handoff-status').textContent(), page.url());
  await page.getByLabel('Putting distance (feet)').fill('12');
  await page.getByRole('button', { name: 'Copy Parameters' }).click();
  await page.waitForTimeout(300);
  console.log('value', await page.getByLabel('Putting distance (feet)').inputValue());
  console.log('bad distance →', await page.locator('.handoff-status').textContent());
  await page.locator('.practice-launch').screenshot({ path: '/tmp/shots-sessions/practice.png' });
  await ctx.close();
}
await browser.close();
