/**
 * The README's nginx blocks, run for real: the http-level file (the maps) and the server-level
 * snippet, as a reader copies them, in a whole configuration serving a build from a temporary root.
 * Needs nginx (`apt-get install nginx`; .ci/run installs it).
 */
import {spawn, spawnSync, type ChildProcess} from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import {tmpdir} from 'node:os';
import {join, resolve} from 'node:path';

export const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((path) => existsSync(path));

/** The README's code block titled `title`. */
export function readmeBlock(title: string, readme = readFileSync('README.md', 'utf8')): string {
  const escaped = title.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const block = new RegExp('```nginx title="' + escaped + '"\\n([\\s\\S]*?)```').exec(readme)?.[1];
  if (block === undefined) throw new Error(`README.md has no nginx block titled "${title}"`);
  return block;
}

/** Where the README's two blocks go on a Debian host. */
export const HTTP_FILE = '/etc/nginx/conf.d/flowloom-docs.conf';
export const SERVER_FILE = '/etc/nginx/snippets/flowloom-docs.conf';

export interface RunningNginx {
  origin: string;
  /** `nginx -t`'s verdict on the configuration. */
  check: {status: number | null; output: string};
  stop: () => void;
}

/**
 * nginx on 127.0.0.1:`port` serving `buildDir` at /docs/workflow/ with the README's blocks (the
 * server's root and the include paths moved from /var/www to a temporary folder).
 */
export function startNginx(buildDir: string, port: number): RunningNginx {
  if (!NGINX) throw new Error('nginx is not installed: apt-get install nginx');
  const dir = mkdtempSync(join(tmpdir(), 'nginx-'));
  // Run as root, nginx serves files as an unprivileged user, who must reach them.
  chmodSync(dir, 0o755);
  const www = join(dir, 'www');
  mkdirSync(join(www, 'docs'), {recursive: true});
  symlinkSync(resolve(buildDir), join(www, 'docs', 'workflow'));
  const moved = (block: string) => block.replaceAll('/var/www', www);
  const temp = (name: string) => `${name}_temp_path ${join(dir, name)};`;
  const config = join(dir, 'nginx.conf');
  writeFileSync(
    config,
    `daemon off;
worker_processes 1;
pid ${join(dir, 'nginx.pid')};
error_log stderr;
events {}
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}
${moved(readmeBlock(HTTP_FILE))}
  server {
    listen 127.0.0.1:${port};
${moved(readmeBlock(SERVER_FILE))}
  }
}
`,
  );
  const test = spawnSync(NGINX, ['-t', '-p', dir, '-c', config], {encoding: 'utf8'});
  const check = {status: test.status, output: test.stderr};
  let nginx: ChildProcess | undefined;
  if (test.status === 0) nginx = spawn(NGINX, ['-p', dir, '-c', config], {stdio: 'ignore'});
  return {origin: `http://127.0.0.1:${port}`, check, stop: () => nginx?.kill()};
}
