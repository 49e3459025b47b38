/**
 * Renders the app icons' PNGs from their SVGs with Debian's Chromium, for the web app manifest
 * and iOS (which ignores SVG icons). The PNGs are committed; run this again only when the logo
 * changes: `npx tsx apps/web/scripts/render-icons.ts`.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const publicDir = fileURLToPath(new URL('../public/', import.meta.url));

/** [source SVG under public/, output PNG under public/, size in px]. */
const renders: [string, string, number][] = [
  ['favicon.svg', 'icons/icon-192.png', 192],
  ['favicon.svg', 'icons/icon-512.png', 512],
  ['icons/icon-maskable.svg', 'icons/icon-maskable-512.png', 512],
  ['icons/icon-maskable.svg', 'icons/apple-touch-icon.png', 180],
];

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  const page = await browser.newPage();
  for (const [source, target, size] of renders) {
    const svg = await readFile(`${publicDir}${source}`, 'utf8');
    const src = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}</style><img src="${src}" width="${size}" height="${size}">`,
    );
    await page.locator('img').evaluate((img: HTMLImageElement) => img.decode());
    await writeFile(`${publicDir}${target}`, await page.screenshot({ omitBackground: true }));
    console.log(`${target} (${size}×${size})`);
  }
} finally {
  await browser.close();
}
