import { chromium } from 'playwright-core';

const base = 'http://127.0.0.1:3100';
const sent = await fetch(`${base}/api/otp/send-otp-driver`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ phone: '9900100001' }),
});
console.log('send', sent.status);
await new Promise((r) => setTimeout(r, 500));
const log = (await import('node:fs')).readFileSync('/tmp/look.log', 'utf8');
const code = [...log.matchAll(/9900100001: (\d{6})/g)].at(-1)![1];
const verified = await fetch(`${base}/api/otp/verify-otp`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ phone: '9900100001', otp: code }),
});
const session = (await verified.json()) as Record<string, unknown>;
const browser = await chromium.launch({
  executablePath: '/usr/lib/chromium/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
const page = await browser.newPage({ viewport: { width: 390, height: 800 } });
await page.route(/tile\.openstreetmap\.org/, (route) => route.fulfill({ status: 204 }));
await page.addInitScript((s) => {
  localStorage.setItem('user', JSON.stringify(s.user));
  localStorage.setItem('accessToken', String(s.accessToken));
  localStorage.setItem('refreshToken', String(s.refreshToken));
  localStorage.setItem('role', 'driver');
}, session);
await page.goto(`${base}/driver-dashboard`);
await page.waitForTimeout(300);
const boxes = async () =>
  page.evaluate(() =>
    [...document.querySelectorAll('main > div > div > *')].slice(0, 4).map((el) => {
      const r = el.getBoundingClientRect();
      return `${el.tagName}.${(el.className as string).slice(0, 30)} top=${Math.round(r.top)} h=${Math.round(r.height)}`;
    }),
  );
console.log(await boxes());
await page.waitForTimeout(4000);
console.log(await boxes());
await page.screenshot({ path: '/tmp/driver-390.png' });
await browser.close();
