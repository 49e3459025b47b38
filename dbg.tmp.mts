import { chromium } from '@playwright/test';
const base = 'http://localhost:3300';
const res = await fetch(`${base}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'ann@example.com', password: 'fairway-42' }) });
const t = ((await res.json()) as { token: string }).token;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const ctx = await browser.newContext({ viewport: { width: 375, height: 900 } });
await ctx.addInitScript((tok) => localStorage.setItem('authToken', tok), t);
const page = await ctx.newPage();
await page.goto(process.argv[2] ?? `${base}/`);
await page.waitForTimeout(2500);
const out = await page.evaluate(() => {
  const rows: string[] = [`scrollWidth=${document.documentElement.scrollWidth}`];
  for (const el of Array.from(document.querySelectorAll('body *'))) {
    const r = el.getBoundingClientRect();
    if (r.right > 380 && el.parentElement && el.parentElement.getBoundingClientRect().right <= 380)
      rows.push(`${el.tagName}.${(el as HTMLElement).className} right=${Math.round(r.right)} w=${Math.round(r.width)}`);
  }
  return rows.slice(0, 20);
});
console.log(out.join('\n'));
await browser.close();
