import { expect, test, type Locator } from '@playwright/test';
import { area } from './helpers';

/** The list numbers the map's markers stand for (a cluster stands for several). */
async function numbersOnMap(markers: Locator): Promise<number[]> {
  const lists = await markers.evaluateAll((els) => els.map((el) => el.getAttribute('data-numbers') ?? ''));
  return lists.flatMap((l) => l.split(',').map(Number)).sort((a, b) => a - b);
}

test(
  'neighbourhood projects: the map stands for each listed permit exactly once, on schematic streets with the home street named, and the type filter narrows both',
  { tag: ['@mfe_property_report'] },
  async ({ page }, testInfo) => {
    await page.goto('/my-neighborhood/projects');
    const app = area(page, 'mfe-property-report');
    await app.getByRole('combobox', { name: 'Property address' }).fill('9 Birch Lane, Portland, OR 97205');
    await app.getByRole('button', { name: 'Show projects' }).click();
    await expect(page).toHaveURL(/\/my-neighborhood\/projects\?id=\d+$/);
    await expect(app.getByText('Sample data').first()).toBeVisible();
    const items = app.getByTestId('permit-item');
    const markers = app.getByTestId('permit-marker');
    const total = await items.count();
    expect(total).toBeGreaterThan(5);
    await expect(app.getByTestId('schematic-streets')).toBeVisible();
    await expect(app.getByTestId('home-street')).toHaveText('Birch Lane');
    expect(await numbersOnMap(markers)).toEqual(Array.from({ length: total }, (_, i) => i + 1));
    await expect(app.getByRole('list', { name: 'Map legend' })).toContainText('The home');
    await page.setViewportSize({ width: 1440, height: 900 });
    await app.getByTestId('permits-map').screenshot({ path: testInfo.outputPath('neighbourhood-map-1440.png') });
    await page.setViewportSize({ width: 360, height: 780 });
    await app.getByTestId('permits-map').screenshot({ path: testInfo.outputPath('neighbourhood-map-360.png') });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    await app.getByLabel('Project type').selectOption('Roofing');
    const roofing = await items.count();
    expect(roofing).toBeGreaterThan(0);
    expect(roofing).toBeLessThan(total);
    expect(await numbersOnMap(markers)).toHaveLength(roofing);
    for (const text of await items.allInnerTexts()) expect(text).toContain('Roofing');
  },
);
