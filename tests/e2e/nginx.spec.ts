/**
 * The README's nginx server block, run for real: `nginx -t` validates it with the include the build
 * wrote, then nginx serves build/ with it and must send the same security headers as
 * `npm run serve` (the static server the other tests use). Needs nginx (`apt-get install nginx`;
 * .ci/run installs it).
 */
import {spawn, spawnSync} from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import {tmpdir} from 'node:os';
import {join, resolve} from 'node:path';

import {
  fromNginxInclude,
  INCLUDE_FILE,
} from '../../plugins/docusaurus/security-headers/nginxInclude';
import {BASE, expect, test} from './fixtures';

const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((path) => existsSync(path));
const PORT = Number(process.env.E2E_NGINX_PORT ?? 4175);

/** The README's server block for the docs, as a reader copies it. */
function readmeServerBlock(): string {
  const readme = readFileSync('README.md', 'utf8');
  const block = /```nginx title="\/etc\/nginx\/conf\.d\/flowloom-docs\.conf"\n([\s\S]*?)```/.exec(
    readme,
  )?.[1];
  expect(block, 'the README has its nginx snippet').toBeTruthy();
  return block!;
}

/** A whole nginx configuration around the README's block, serving build/ from a temporary root. */
function configure(dir: string): string {
  const www = join(dir, 'www');
  mkdirSync(join(www, 'docs'), {recursive: true});
  symlinkSync(resolve('build'), join(www, 'docs', 'workflow'));
  const temp = (name: string) => `${name}_temp_path ${join(dir, name)};`;
  const config = `daemon off;
worker_processes 1;
pid ${join(dir, 'nginx.pid')};
error_log stderr;
events {}
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}
  server {
    listen 127.0.0.1:${PORT};
${readmeServerBlock().replaceAll('/var/www', www)}
  }
}
`;
  const file = join(dir, 'nginx.conf');
  writeFileSync(file, config);
  return file;
}

test('the README nginx block passes nginx -t and sends the headers npm run serve sends', async ({
  request,
}) => {
  expect(NGINX, 'nginx is not installed: apt-get install nginx').toBeDefined();
  const dir = mkdtempSync(join(tmpdir(), 'nginx-'));
  // Run as root, nginx serves files as an unprivileged user, who must reach them.
  chmodSync(dir, 0o755);
  const config = configure(dir);
  const check = spawnSync(NGINX!, ['-t', '-p', dir, '-c', config], {encoding: 'utf8'});
  expect(check.status, check.stderr).toBe(0);

  const nginx = spawn(NGINX!, ['-p', dir, '-c', config], {stdio: 'ignore'});
  try {
    const origin = `http://127.0.0.1:${PORT}`;
    await expect
      .poll(async () => (await fetch(`${origin}${BASE}`).catch(() => undefined))?.status, {
        timeout: 10_000,
      })
      .toBe(200);
    const script = readdirSync('build/assets/js').find((file) => file.startsWith('main.'));
    const head = JSON.parse(readFileSync('build/zh-Hans/search-index.json', 'utf8')) as {
      parts: string;
    };
    const part = `${BASE}zh-Hans/search-index/${head.parts}/t0.json`;
    const included = fromNginxInclude(readFileSync(`build/${INCLUDE_FILE}`, 'utf8'));
    for (const [path, status] of [
      [`${BASE}concepts-flows`, 200],
      [`${BASE}zh-Hans/concepts-flows`, 200],
      [`${BASE}concepts-flows.md`, 200],
      [`${BASE}assets/js/${script}`, 200],
      [part, 200],
      [`${BASE}search-index.json`, 200],
      [`${BASE}no-such-page`, 404],
      [`${BASE}zh-Hans/no-such-page`, 404],
      [`${BASE}concepts-flows.html`, 301],
    ] as const) {
      const [fromNginx, fromServe] = await Promise.all([
        fetch(`${origin}${path}`, {redirect: 'manual'}),
        request.get(path, {maxRedirects: 0}),
      ]);
      expect([fromNginx.status, fromServe.status()], path).toEqual([status, status]);
      for (const [name] of included) {
        expect(fromNginx.headers.get(name), `${path}: ${name}`).toBe(
          fromServe.headers()[name.toLowerCase()],
        );
      }
      expect(fromNginx.headers.get('strict-transport-security'), path).toMatch(/^max-age=\d+/);
      if (path.endsWith('.md'))
        expect(fromNginx.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
      // Hashed files are cached for good by both servers; the rest is revalidated.
      const immutable = path === part || path.includes('/assets/');
      for (const cacheControl of [
        fromNginx.headers.get('cache-control'),
        fromServe.headers()['cache-control'],
      ])
        expect(cacheControl ?? '', `${path}: Cache-Control`).toMatch(
          immutable ? /immutable/ : /^(?!.*immutable)/,
        );
    }
  } finally {
    nginx.kill();
  }
});
