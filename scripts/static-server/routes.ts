/**
 * What a request gets, by the rules of the README's nginx block: pure apart from reading the file
 * tree, so the tests can ask it about any path. `./index.ts` answers by it.
 */
import {existsSync, readdirSync, statSync} from 'node:fs';
import {join, posix} from 'node:path';

export type Resolution =
  | {kind: 'file'; file: string; status: 200 | 404}
  | {kind: 'redirect'; location: string}
  | {kind: 'refused'; status: 400 | 405 | 414};

/** The methods a static site answers; every other one gets 405 with `Allow`. */
export const ALLOWED_METHODS = ['GET', 'HEAD'] as const;

/** nginx's default limit on a request line (`large_client_header_buffers 4 8k`): longer gets 414. */
export const MAX_TARGET_BYTES = 8192;

/** Locale folders of a build: top-level folders that have their own 404 page. */
export function localesOf(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true})
    .filter((entry) => entry.isDirectory() && existsSync(join(dir, entry.name, '404.html')))
    .map((entry) => entry.name);
}

const isFile = (path: string): boolean => existsSync(path) && statSync(path).isFile();

/** The locale folder a path of the build (relative to it) is in, if any. */
const localeOf = (locales: readonly string[], relative: string): string | undefined =>
  locales.find((name) => relative === name || relative.startsWith(`${name}/`));

/** Bytes as `%XX`, except the ASCII characters `keep` lets through. */
function percentEncode(raw: string, keep: RegExp): string {
  let out = '';
  for (const byte of Buffer.from(raw, 'latin1')) {
    const char = String.fromCharCode(byte);
    out +=
      byte < 0x80 && keep.test(char)
        ? char
        : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

/** A redirect's path: each segment percent-encoded, `?`, `#` and `%` included. */
const encodePath = (path: string): string => path.split('/').map(encodeURIComponent).join('/');

/**
 * A query as a client sent it, safe in a header: what the URL standard leaves as typed stays, the
 * rest (spaces, quotes, `<`, `>`, raw bytes above ASCII) is percent-encoded.
 */
const encodeQuery = (raw: string): string => percentEncode(raw, /[\w\-.~!$&'()*+,;=:@/?%]/);

/**
 * The path of a request target, decoded: undefined when it cannot be (a `%` not followed by two hex
 * digits) or holds a NUL. Node gives a target's raw bytes as Latin-1 characters: bytes above ASCII
 * (UTF-8 a client did not encode) are encoded first, then everything is decoded as UTF-8.
 */
function decodePath(raw: string): string | undefined {
  try {
    const decoded = decodeURIComponent(percentEncode(raw, /[^\s]/));
    return decoded.includes('\0') ? undefined : decoded;
  } catch {
    return undefined;
  }
}

export function resolveRequest(
  dir: string,
  baseUrl: string,
  locales: readonly string[],
  url: string,
  method = 'GET',
): Resolution {
  if (Buffer.byteLength(url, 'latin1') > MAX_TARGET_BYTES) return {kind: 'refused', status: 414};
  if (!(ALLOWED_METHODS as readonly string[]).includes(method))
    return {kind: 'refused', status: 405};
  const [rawPath = '/', query] = url.split(/\?(.*)/s, 2);
  const search = query ? `?${encodeQuery(query)}` : '';
  const decoded = decodePath(rawPath);
  if (decoded === undefined) return {kind: 'refused', status: 400};
  // Dot segments are resolved before anything else, as nginx does.
  const pathname = posix.normalize(decoded);
  if (pathname === '/robots.txt' && isFile(join(dir, 'robots.txt')))
    return {kind: 'file', file: join(dir, 'robots.txt'), status: 200};
  if (`${pathname}/` === baseUrl || pathname === '/')
    return {kind: 'redirect', location: baseUrl + search};

  const relative = pathname.startsWith(baseUrl) ? pathname.slice(baseUrl.length) : undefined;
  const locale = relative === undefined ? undefined : localeOf(locales, relative);
  const notFound: Resolution = {
    kind: 'file',
    file: join(dir, locale ?? '', '404.html'),
    status: 404,
  };
  // Outside the site; a double slash (`//page`), which no link makes and the router cannot read;
  // `?` or `#` in the path itself (`%3F`, `%23`), which no file name holds; the 404 page's own path.
  if (
    relative === undefined ||
    /\/\//.test(rawPath) ||
    /[?#]/.test(pathname) ||
    /^404(\.html)?$/.test(locale === undefined ? relative : relative.slice(locale.length + 1))
  )
    return notFound;

  // The site root and each locale root keep their trailing slash; nothing else has one.
  const roots = [baseUrl, ...locales.map((name) => `${baseUrl}${name}/`)];
  const clean = pathname
    .replace(/\/index\.html$/, '/')
    .replace(/\.html$/, '')
    .replace(/\/+$/, '');
  const canonical = roots.includes(`${clean}/`) ? `${clean}/` : clean;
  if (canonical !== pathname) return {kind: 'redirect', location: encodePath(canonical) + search};

  const target = join(dir, relative);
  for (const candidate of [target, `${target}.html`, join(target, 'index.html')]) {
    if (isFile(candidate)) return {kind: 'file', file: candidate, status: 200};
  }
  return notFound;
}

/**
 * The Cache-Control of a file of the build (`relative` to it) served with 200: hashed assets and the
 * search index's parts (in a folder named by their hash) never change, and are kept a year;
 * everything else is revalidated after a deploy. A range request is answered
 * `no-cache` even there: a cache must not keep a partial or refused answer for a year.
 */
export function cacheControlOf(
  locales: readonly string[],
  relative: string,
  range: boolean,
): string {
  const locale = localeOf(locales, relative);
  const inLocale = locale === undefined ? relative : relative.slice(locale.length + 1);
  return !range && /^(assets|search-index)\/./.test(inLocale)
    ? 'public, max-age=31536000, immutable'
    : 'no-cache';
}
