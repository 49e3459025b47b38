// Throwaway screenshot script (deleted after use).
import { chromium } from '@playwright/test';

const base = 'http://localhost:3300';
async function token(email: string) {
  const res = await fetch(`${base}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: 'fairway-42' }) });
  return ((await res.json()) as { token: string }).token;
}
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
const only = process.argv[2];
for (const width of [1280, 375]) {
  for (const who of ['ann@example.com', 'bob@example.com']) {
    const t = await token(who);
    const ctx = await browser.newContext({ viewport: { width, height: 900 } });
    await ctx.addInitScript((tok) => localStorage.setItem('authToken', tok), t);
    const page = await ctx.newPage();
    page.on('console', (m) => { if (m.type() === 'error') console.log('console error:', m.text()); });
    const tag = `${who.slice(0, 3)}-${width}`;
    const shot = async (name: string) => page.screenshot({ path: `/tmp/shots-sessions/${tag}-${name}.png`, fullPage: true });
    if (!only || only === 'dash') {
      await page.goto(`${base}/`);
      await page.getByRole('button', { name: /Details of session #/ }).first().waitFor();
      await page.getByRole('button', { name: /Details of session #/ }).first().click();
      await page.waitForTimeout(500);
      await shot('dashboard');
    }
    if (!only || only === 'stats') {
      await page.goto(`${base}/player/1/stats`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.waitForTimeout(500);
      await shot('stats-ann');
    }
    if (!only || only === 'hist') {
      await page.goto(`${base}/player/1/sessions?page=1`);
      await page.getByTestId('session-row').first().waitFor();
      await shot('history-ann');
    }
    if (!only || only === 'cmp') {
      await page.goto(`${base}/players/1/vs/2`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.waitForTimeout(300);
      await shot('compare');
    }
    await ctx.close();
  }
}
await browser.close();
