import { followMainHeading, pageTitle } from './page-title';

describe('page titles', () => {
  it("puts the page's heading first and the site name after it", () => {
    expect(pageTitle('  Sign   in ')).toBe('Sign in | Homeworth');
  });

  it('follows the main heading as apps render and change it', async () => {
    const main = document.createElement('main');
    document.body.append(main);
    followMainHeading(main);
    const area = document.createElement('div');
    area.innerHTML = '<h2>Not this</h2><h1>Your home dashboard</h1>';
    main.append(area);
    await Promise.resolve();
    expect(document.title).toBe('Your home dashboard | Homeworth');
    area.innerHTML = '<h1>Sign in</h1>';
    await Promise.resolve();
    expect(document.title).toBe('Sign in | Homeworth');
  });
});
