import { it } from 'vitest';
import { portalAndBrowser, signIn } from './harness';
const t = portalAndBrowser();
it('debug', async () => {
  const page = await t.newPage();
  await signIn(page, t.portal.url, 'admin');
  await page.waitForURL(/dashboard/);
  const seen: string[] = [];
  await page.route('**/assets/buckets-*.js', (route) => { seen.push(route.request().url()); return route.abort('internetdisconnected'); });
  await page.getByRole('link', { name: /Buckets/ }).first().click();
  await page.waitForTimeout(1500);
  console.log('TEXT1', page.url(), (await page.locator('main').innerText()).slice(0, 300));
  await page.unroute('**/assets/buckets-*.js');
  const r = await page.evaluate(`import(${JSON.stringify(seen[0])}).then(() => 'ok', (e) => 'fail ' + e)`);
  console.log('REIMPORT', r, seen);
});
