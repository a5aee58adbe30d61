/**
 * Serves build/ the way production does (the nginx rules in the README), so
 * what the browser tests see is what readers get:
 *   - `/robots.txt` at the host root is the build's (crawlers read it nowhere else);
 *   - clean URLs: `/page` serves `page.html`, a folder serves its index.html;
 *   - `page.html`, `folder/index.html` and `page/` redirect (301) to the clean path;
 *   - an unknown path gets the 404 page of its own locale, with status 404;
 *   - every response carries the security headers the build wrote for nginx (`security-headers.conf`).
 * `docusaurus serve` differs on the last two: it redirects `.html` paths out
 * of the base path and answers every locale with the default locale's 404.
 * Used by `npm run serve` (scripts/serve.ts) and by the browser tests.
 */
import {createReadStream, existsSync, readdirSync, readFileSync, statSync} from 'node:fs';
import {createServer, type IncomingMessage, type Server, type ServerResponse} from 'node:http';
import {extname, join, normalize} from 'node:path';
import {createGzip} from 'node:zlib';
import {fromNginxInclude, INCLUDE_FILE} from '../plugins/docusaurus/security-headers/nginxInclude';
import {siteDefaults} from '../data/site';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
};
const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.css',
  '.json',
  '.svg',
  '.xml',
  '.txt',
  '.md',
  '.map',
]);

export type Resolution =
  {kind: 'file'; file: string; status: 200 | 404} | {kind: 'redirect'; location: string};

/** Locale folders of a build: top-level folders that have their own 404 page. */
export function localesOf(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true})
    .filter((entry) => entry.isDirectory() && existsSync(join(dir, entry.name, '404.html')))
    .map((entry) => entry.name);
}

const isFile = (path: string): boolean => existsSync(path) && statSync(path).isFile();

/** Decides what a request path gets; pure apart from reading the file tree. */
export function resolveRequest(
  dir: string,
  baseUrl: string,
  locales: readonly string[],
  url: string,
): Resolution {
  const [rawPath = '/', query] = url.split(/\?(.*)/s, 2);
  const search = query ? `?${query}` : '';
  let pathname: string;
  try {
    pathname = decodeURIComponent(rawPath);
  } catch {
    pathname = rawPath;
  }
  if (pathname === '/robots.txt' && isFile(join(dir, 'robots.txt')))
    return {kind: 'file', file: join(dir, 'robots.txt'), status: 200};
  // The site root and each locale root keep their trailing slash; nothing else has one.
  const roots = [baseUrl, ...locales.map((locale) => `${baseUrl}${locale}/`)];
  if (!pathname.startsWith(baseUrl)) return {kind: 'redirect', location: baseUrl + search};
  const clean = pathname
    .replace(/\/index\.html$/, '/')
    .replace(/\.html$/, '')
    .replace(/\/+$/, '');
  const canonical = roots.includes(`${clean}/`) ? `${clean}/` : clean;
  if (canonical !== pathname) return {kind: 'redirect', location: encodeURI(canonical) + search};
  const relative = normalize(pathname.slice(baseUrl.length)).replace(/^(\.\.(\/|$))+/, '');
  const target = join(dir, relative);
  for (const candidate of [target, `${target}.html`, join(target, 'index.html')]) {
    if (isFile(candidate)) return {kind: 'file', file: candidate, status: 200};
  }
  const locale = locales.find((name) => relative === name || relative.startsWith(`${name}/`));
  return {kind: 'file', file: join(dir, locale ?? '', '404.html'), status: 404};
}

/** The headers of the include the build wrote into `dir`, which the README's nginx server block includes. */
export function securityHeadersOf(dir: string): Record<string, string> {
  const file = join(dir, INCLUDE_FILE);
  if (!existsSync(file)) {
    throw new Error(
      `${file} is missing: the build writes it (npm run build), with the site's security headers.`,
    );
  }
  return Object.fromEntries(fromNginxInclude(readFileSync(file, 'utf8'), file));
}

export function startServer(
  dir: string,
  port: number,
  baseUrl: string = siteDefaults.baseUrl,
): Server {
  const locales = localesOf(dir);
  const security = securityHeadersOf(dir);
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const result = resolveRequest(dir, baseUrl, locales, req.url ?? '/');
    if (result.kind === 'redirect') {
      res.writeHead(301, {...security, Location: result.location});
      res.end();
      return;
    }
    const extension = extname(result.file);
    const headers: Record<string, string> = {
      ...security,
      'Content-Type': CONTENT_TYPES[extension] ?? 'application/octet-stream',
      // Hashed assets and the search index's parts (in a folder named by their hash) never change;
      // pages and the index head must be revalidated after a deploy.
      'Cache-Control': /\/(assets|search-index)\//.test(result.file)
        ? 'public, max-age=31536000, immutable'
        : 'no-cache',
    };
    const gzip =
      COMPRESSIBLE.has(extension) && /\bgzip\b/.test(String(req.headers['accept-encoding']));
    if (gzip) headers['Content-Encoding'] = 'gzip';
    res.writeHead(result.status, headers);
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    const stream = createReadStream(result.file);
    (gzip ? stream.pipe(createGzip()) : stream).pipe(res);
  });
  return server.listen(port, '127.0.0.1');
}
