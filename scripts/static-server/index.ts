/**
 * Serves build/ the way production does (the README's nginx block), so that what the browser tests
 * see is what readers get. The site's rules, which file or redirect a request gets and how long it
 * may be kept, are ./routes.ts; the mechanics of HTTP are kept libraries': `send` answers HEAD,
 * conditional requests (ETag, Last-Modified, 304) and byte ranges (206, 416), `compression` gzips
 * what the client accepts (`q=0` refuses) and sends `Vary: Accept-Encoding`. Every answer carries
 * the security headers the build wrote for nginx (`security-headers.conf`).
 * `docusaurus serve` differs: it redirects `.html` paths out of the base path and answers every
 * locale with the default locale's 404. tests/e2e/servers.spec.ts runs one table of requests
 * against this server and nginx. Used by `npm run serve` (scripts/serve.ts), the browser tests and
 * the benchmarks.
 */
import {createReadStream, existsSync, readFileSync} from 'node:fs';
import {
  createServer,
  STATUS_CODES,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import {join, relative} from 'node:path';

import compression from 'compression';
import send from 'send';

import {siteDefaults} from '../../data/site';
import {
  fromNginxInclude,
  INCLUDE_FILE,
} from '../../plugins/docusaurus/security-headers/nginxInclude';
import {ALLOWED_METHODS, cacheControlOf, localesOf, resolveRequest} from './routes';

export {localesOf, resolveRequest, type Resolution} from './routes';

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

/** A short text answer of `status`, for what the site refuses; nothing of a file's headers stays. */
function refuse(res: ServerResponse, status: number): void {
  for (const name of ['Content-Type', 'Content-Length', 'ETag', 'Last-Modified', 'Accept-Ranges'])
    res.removeHeader(name);
  res.statusCode = status;
  res.setHeader('Cache-Control', 'no-cache');
  if (status === 405) res.setHeader('Allow', ALLOWED_METHODS.join(', '));
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.end(`${STATUS_CODES[status] ?? status}\n`);
}

export function startServer(
  dir: string,
  port: number,
  baseUrl: string = siteDefaults.baseUrl,
): Server {
  const locales = localesOf(dir);
  const security = Object.entries(securityHeadersOf(dir));
  // As nginx's gzip: whole answers only, never a range or a redirect, from 20 bytes
  // (gzip_min_length). The middleware reads plain Node requests and responses, whatever its
  // Express-typed signature says.
  const gzip = compression({
    threshold: 20,
    filter: (req, res) =>
      (res.statusCode === 200 || res.statusCode === 404) && compression.filter(req, res),
  }) as unknown as (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

  function answer(req: IncomingMessage, res: ServerResponse): void {
    const result = resolveRequest(dir, baseUrl, locales, req.url ?? '/', req.method);
    if (result.kind === 'refused') return refuse(res, result.status);
    if (result.kind === 'redirect') {
      res.writeHead(301, {Location: result.location, 'Cache-Control': 'no-cache'});
      res.end();
      return;
    }
    if (result.status === 404) {
      res.writeHead(404, {'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache'});
      if (req.method === 'HEAD') res.end();
      else createReadStream(result.file).pipe(res);
      return;
    }
    const path = relative(dir, result.file);
    res.setHeader('Cache-Control', cacheControlOf(locales, path, req.headers.range !== undefined));
    send(req, path, {root: dir, cacheControl: false, index: false})
      // send's own error answers drop every header set before; ours keep the security headers.
      .on('error', (error: {status?: number}) => refuse(res, error.status ?? 500))
      .pipe(res);
  }

  const server = createServer((req, res) => {
    for (const [name, value] of security) res.setHeader(name, value);
    gzip(req, res, () => answer(req, res));
  });
  return server.listen(port, '127.0.0.1');
}
