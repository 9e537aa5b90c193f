import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import { RoutesJsonPlugin } from './routes-json';

/** Runs a one-file webpack build of `appDir` with the plugin; resolves with the build's errors. */
function build(appDir: string): Promise<string[]> {
  const compiler = webpack({
    mode: 'production',
    context: appDir,
    entry: './src/index.js',
    output: { path: path.join(appDir, 'dist') },
    plugins: [new RoutesJsonPlugin(appDir)],
  });
  return new Promise((resolve, reject) =>
    compiler.run((err, stats) => {
      compiler.close(() => undefined);
      if (err) reject(err);
      else resolve(stats?.toJson({ all: false, errors: true }).errors?.map((e) => e.message) ?? []);
    }),
  );
}

describe('RoutesJsonPlugin', () => {
  let appDir: string;
  beforeEach(() => {
    appDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hw-routes-json-'));
    fs.mkdirSync(path.join(appDir, 'src'));
    fs.writeFileSync(path.join(appDir, 'src/index.js'), 'export default 1;\n');
  });
  afterEach(() => fs.rmSync(appDir, { recursive: true, force: true }));

  it('publishes the routes the remote declares as dist/routes.json', async () => {
    fs.writeFileSync(path.join(appDir, 'src/routes.ts'), "export const ROUTES = [{ path: '/my-maintenance/*', access: 'public', title: 'Home maintenance plan' }];\n");
    expect(await build(appDir)).toEqual([]);
    expect(JSON.parse(fs.readFileSync(path.join(appDir, 'dist/routes.json'), 'utf8'))).toEqual({
      routes: [{ path: '/my-maintenance/*', access: 'public', title: 'Home maintenance plan' }],
    });
  });

  it('fails the build on a bad routes file, naming the problem', async () => {
    fs.writeFileSync(path.join(appDir, 'src/routes.ts'), "export const ROUTES = [{ path: '/a', access: 'everyone', title: 'A' }];\n");
    const errors = await build(appDir);
    expect(errors.join('\n')).toContain('routes[0].access must be public or signed-in');
    expect(fs.existsSync(path.join(appDir, 'dist/routes.json'))).toBe(false);
  });
});
