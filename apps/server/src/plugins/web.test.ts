import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app.ts';

// A built web app in miniature: index.html, a hashed script with its compressed copies, an icon.
const dist = mkdtempSync(join(tmpdir(), 'holeout-web-'));
mkdirSync(join(dist, 'assets'));
const script = `console.log(${JSON.stringify('putt '.repeat(400))});`;
writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Holeout</title><div id="root"></div>');
writeFileSync(join(dist, 'assets', 'index-AbC123.js'), script);
writeFileSync(join(dist, 'assets', 'index-AbC123.js.br'), brotliCompressSync(script));
writeFileSync(join(dist, 'assets', 'index-AbC123.js.gz'), gzipSync(script));
writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');

const { app } = await createTestApp({ WEB_DIST: dist });

describe('the built web app', () => {
  it('sends a hashed asset in its brotli or gzip copy, cached for a year', async () => {
    for (const [accept, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
    ]) {
      const res = await app.inject({ url: '/assets/index-AbC123.js', headers: { 'accept-encoding': accept } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers['content-type']).toMatch(/javascript/);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.rawPayload.length).toBeLessThan(script.length / 4);
    }
  });

  it('sends the file as it is to a client that takes no compression', async () => {
    const res = await app.inject({ url: '/assets/index-AbC123.js', headers: { 'accept-encoding': 'identity' } });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(script);
  });

  it('has index.html and other unhashed files revalidated', async () => {
    for (const url of ['/', '/settings', '/player/3/stats']) {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    expect((await app.inject({ url: '/favicon.svg' })).headers['cache-control']).toBe('no-cache');
  });

  it('compresses JSON answers for a client that takes it', async () => {
    // Larger than the 1 KB threshold: the OpenAPI document.
    const res = await app.inject({ url: '/api/docs/json', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    const plain = await app.inject({ url: '/api/docs/json' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toHaveProperty('openapi');
  });

  it('answers an unknown API path with JSON, not the app', async () => {
    const res = await app.inject({ url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: 'Not Found' });
  });
});
