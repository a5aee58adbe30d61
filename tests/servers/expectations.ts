/**
 * What a static host must answer, request by request: one table that `tests/e2e/servers.spec.ts` runs
 * against `npm run serve` and against nginx with the README's blocks, in each locale. A row gives
 * the request (method, target, headers) and the answer (status, where `Location` leads, the kind of
 * body, the cache rule, compression); every answer must also carry each security header of the
 * build's include once. Where nginx cannot give the answer without a module the block should not
 * need, the row says what nginx answers instead, and why.
 */
import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';

import {siteDefaults} from '../../data/site';

const BASE = siteDefaults.baseUrl;

/** The files of a build the rows name, found in it. */
export interface BuildFiles {
  dir: string;
  /** A locale's main script (a hashed asset), relative to the build. */
  mainScript: (locale: LocaleDir) => string;
  /** A part of a locale's search index, in the folder named by its hash (`parts`). */
  indexPart: (locale: LocaleDir) => {folder: string; file: string};
}

/** A locale's folder in the build: '' for the default locale, `zh-Hans/` for Chinese. */
export type LocaleDir = '' | `${string}/`;

export function buildFilesOf(dir: string): BuildFiles {
  return {
    dir,
    mainScript(locale) {
      const folder = `${locale}assets/js`;
      const file = readdirSync(join(dir, folder)).find((name) => /^main\..*\.js$/.test(name));
      if (!file) throw new Error(`${dir}/${folder} holds no main.*.js: build the site first`);
      return `${folder}/${file}`;
    },
    indexPart(locale) {
      const {parts} = JSON.parse(readFileSync(join(dir, locale, 'search-index.json'), 'utf8')) as {
        parts: string;
      };
      const file = readdirSync(join(dir, locale, 'search-index', parts)).sort()[0]!;
      return {folder: `search-index/${parts}`, file: `search-index/${parts}/${file}`};
    },
  };
}

/** What a body must be. */
export type BodyKind =
  /** The bytes of this file of the build (relative to it), whole. */
  | {file: string}
  /** The first `length` bytes of this file. */
  | {file: string; length: number}
  /** The 404 page of the request's locale. */
  | 'not found'
  /** No body (HEAD, 304, a redirect may have a short one: see `redirect`). */
  | 'empty'
  /** Anything but a page of the site: an error's short text or a redirect's stub. */
  | 'short';

export interface Expected {
  status: number;
  /** Where `Location` leads, as a path and query on the same origin; absent: no `Location`. */
  location?: string;
  body: BodyKind;
  /** The Cache-Control the answer must carry; absent: not checked. */
  cache?: 'no-cache' | 'immutable';
  /** The Content-Type, when checked. */
  type?: RegExp;
  /** true: gzip-encoded; false: not encoded. Absent: not checked. */
  gzip?: boolean;
  /** `Vary: Accept-Encoding` present. */
  vary?: boolean;
  /** `Allow: GET, HEAD` present. */
  allow?: boolean;
  /** The security headers, once each (default true). */
  security?: boolean;
  /** The Content-Range, when checked. */
  contentRange?: RegExp;
}

export interface Request {
  method: string;
  /** The request target as sent, byte for byte (dot segments, double slashes and all). */
  target: string;
  headers?: Record<string, string>;
  /** Sent again with `If-None-Match` (or `If-Modified-Since`) set from the first answer's validator. */
  conditional?: 'If-None-Match' | 'If-Modified-Since';
}

export interface Row {
  id: string;
  /** The row in a sentence, as the closing notes list it. */
  what: string;
  /** The request in a locale, or undefined when the row is for the other locale only. */
  request: (locale: LocaleDir, files: BuildFiles) => Request | undefined;
  expect: (locale: LocaleDir, files: BuildFiles) => Expected;
  /** nginx's answer where it cannot give the expected one with the README's blocks alone. */
  nginx?: {why: string; expect: Partial<Expected>};
}

const HTML = /^text\/html; charset=utf-8$/i;
const MARKDOWN = /^text\/markdown; charset=utf-8$/i;
const JAVASCRIPT = /^(application|text)\/javascript; charset=utf-8$/i;

const get = (target: string, headers?: Record<string, string>): Request => ({
  method: 'GET',
  target,
  ...(headers && {headers}),
});
const root = (locale: LocaleDir) => `${BASE}${locale}`;
const page = (locale: LocaleDir): Expected => ({
  status: 200,
  body: {file: `${locale}concepts-flows.html`},
  cache: 'no-cache',
  type: HTML,
});
const notFound: Expected = {status: 404, body: 'not found', cache: 'no-cache', type: HTML};
const redirect = (location: string): Expected => ({
  status: 301,
  location,
  body: 'short',
  cache: 'no-cache',
});
const refused = (status: number): Expected => ({status, body: 'short', cache: 'no-cache'});
/** Answered by nginx itself, before it picks a location: none of the block's headers apply. */
const nginxCore = (status: number, why: string): Row['nginx'] => ({
  why: `nginx answers ${status} itself, while reading the request, before it picks a location: no header of the block reaches it (${why})`,
  expect: {security: false, cache: undefined, allow: false},
});

const methodRows: Row[] = ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'].map((method) => ({
  id: `method-${method.toLowerCase()}`,
  what: `${method} on a page: refused, and Allow names GET and HEAD`,
  request: (locale) => ({method, target: `${root(locale)}concepts-flows`}),
  expect: () => ({...refused(405), allow: true}),
}));

export const rows: readonly Row[] = [
  {
    id: 'page',
    what: 'a clean path serves its page',
    request: (locale) => get(`${root(locale)}concepts-flows`),
    expect: page,
  },
  {
    id: 'locale-root',
    what: 'the locale root (with its slash) serves its home page',
    request: (locale) => get(root(locale)),
    expect: (locale) => ({...page(locale), body: {file: `${locale}index.html`}}),
  },
  {
    id: 'file-beside-folder',
    what: 'a page that is also a folder (api.html beside api/) serves the page',
    request: (locale) => get(`${root(locale)}api`),
    expect: (locale) => ({...page(locale), body: {file: `${locale}api.html`}}),
  },
  {
    id: 'folder-index',
    what: "a folder's index.html (an old path's redirect page) serves at the folder's path",
    request: (locale) => get(`${root(locale)}components-overview`),
    expect: (locale) => ({
      ...page(locale),
      body: {file: `${locale}components-overview/index.html`},
    }),
  },
  {
    id: 'html',
    what: '.html redirects to the clean path',
    request: (locale) => get(`${root(locale)}concepts-flows.html`),
    expect: (locale) => redirect(`${root(locale)}concepts-flows`),
  },
  {
    id: 'html-query',
    what: '.html redirects keeping the query',
    request: (locale) => get(`${root(locale)}concepts-flows.html?utm_source=mail&tab=python`),
    expect: (locale) => redirect(`${root(locale)}concepts-flows?utm_source=mail&tab=python`),
  },
  {
    id: 'index-html',
    what: '/index.html redirects to the locale root',
    request: (locale) => get(`${root(locale)}index.html`),
    expect: (locale) => redirect(root(locale)),
  },
  {
    id: 'folder-index-html',
    what: "a folder's /index.html redirects to the folder's path",
    request: (locale) => get(`${root(locale)}components-overview/index.html`),
    expect: (locale) => redirect(`${root(locale)}components-overview`),
  },
  {
    id: 'trailing-slash',
    what: 'a trailing slash redirects to the clean path',
    request: (locale) => get(`${root(locale)}concepts-flows/`),
    expect: (locale) => redirect(`${root(locale)}concepts-flows`),
  },
  {
    id: 'root-without-slash',
    what: 'the locale root without its slash redirects to it',
    request: (locale) => get(root(locale).replace(/\/$/, '')),
    expect: (locale) => redirect(root(locale)),
  },
  {
    id: 'double-slash',
    what: 'a double slash gets the 404 page (the router could not read the path)',
    request: (locale) => get(`${root(locale)}/concepts-flows`),
    expect: () => notFound,
  },
  {
    id: 'double-slash-twin',
    what: "a double slash before a page's Markdown twin gets the 404 page",
    request: (locale) => get(`${root(locale)}/concepts-flows.md`),
    expect: () => notFound,
  },
  {
    id: 'missing-page',
    what: "a missing page gets its locale's 404 page",
    request: (locale) => get(`${root(locale)}no-such-page`),
    expect: () => notFound,
  },
  {
    id: 'missing-twin',
    what: "a missing Markdown twin gets its locale's 404 page",
    request: (locale) => get(`${root(locale)}no-such-page.md`),
    expect: () => notFound,
  },
  {
    id: 'missing-asset',
    what: "a missing asset gets its locale's 404 page, revalidated",
    request: (locale) => get(`${root(locale)}assets/js/no-such-file.js`),
    expect: () => notFound,
  },
  {
    id: '404-page-path',
    what: 'the 404 page at its own path is a 404, never a page or a redirect',
    request: (locale) => get(`${root(locale)}404.html`),
    expect: () => notFound,
  },
  {
    id: 'index-part-folder',
    what: "the search index's parts folder, without a slash: 404, no redirect",
    request: (locale, files) => get(`${root(locale)}${files.indexPart(locale).folder}`),
    expect: () => notFound,
  },
  ...methodRows,
  {
    id: 'method-trace',
    what: 'TRACE is refused',
    request: (locale) => ({method: 'TRACE', target: `${root(locale)}concepts-flows`}),
    expect: () => ({...refused(405), allow: true}),
    nginx: nginxCore(405, 'TRACE'),
  },
  {
    id: 'method-post-twin',
    what: 'POST on a Markdown twin is refused',
    request: (locale) => ({method: 'POST', target: `${root(locale)}concepts-flows.md`}),
    expect: () => ({...refused(405), allow: true}),
  },
  {
    id: 'head',
    what: 'HEAD gets the headers of GET and no body',
    request: (locale) => ({method: 'HEAD', target: `${root(locale)}concepts-flows`}),
    expect: (locale) => ({...page(locale), body: 'empty'}),
  },
  {
    id: 'range',
    what: 'a byte range gets 206 and those bytes, revalidated',
    request: (locale) => get(`${root(locale)}concepts-flows`, {Range: 'bytes=0-99'}),
    expect: (locale) => ({
      status: 206,
      body: {file: `${locale}concepts-flows.html`, length: 100},
      cache: 'no-cache',
      contentRange: /^bytes 0-99\/\d+$/,
      gzip: false,
    }),
  },
  {
    id: 'range-asset',
    what: 'a byte range of a hashed asset is not kept a year',
    request: (locale, files) => get(`${BASE}${files.mainScript(locale)}`, {Range: 'bytes=0-9'}),
    expect: (locale, files) => ({
      status: 206,
      body: {file: files.mainScript(locale), length: 10},
      cache: 'no-cache',
      contentRange: /^bytes 0-9\/\d+$/,
    }),
  },
  {
    id: 'range-past-end',
    what: 'a range past the end gets 416, each header once, not kept a year',
    request: (locale, files) =>
      get(`${BASE}${files.mainScript(locale)}`, {Range: 'bytes=999999999-'}),
    expect: () => ({
      status: 416,
      body: 'short',
      cache: 'no-cache',
      contentRange: /^bytes \*\/\d+$/,
    }),
  },
  {
    id: 'if-none-match',
    what: 'If-None-Match with the ETag gets 304 and no body',
    request: (locale) => ({...get(`${root(locale)}concepts-flows`), conditional: 'If-None-Match'}),
    expect: () => ({status: 304, body: 'empty', cache: 'no-cache'}),
  },
  {
    id: 'if-modified-since',
    what: 'If-Modified-Since with the Last-Modified date gets 304',
    request: (locale) => ({
      ...get(`${root(locale)}concepts-flows.md`),
      conditional: 'If-Modified-Since',
    }),
    expect: () => ({status: 304, body: 'empty', cache: 'no-cache'}),
  },
  {
    id: 'gzip',
    what: 'a page is gzipped for a client that accepts it, with Vary',
    request: (locale) => get(`${root(locale)}concepts-flows`, {'Accept-Encoding': 'gzip'}),
    expect: (locale) => ({...page(locale), gzip: true, vary: true}),
  },
  {
    id: 'gzip-refused',
    what: 'gzip;q=0 refuses gzip: the page comes as is, with Vary',
    request: (locale) => get(`${root(locale)}concepts-flows`, {'Accept-Encoding': 'gzip;q=0'}),
    expect: (locale) => ({...page(locale), gzip: false, vary: true}),
  },
  {
    id: 'no-accept-encoding',
    what: 'without Accept-Encoding the page comes as is, with Vary',
    request: (locale) => get(`${root(locale)}concepts-flows`),
    expect: (locale) => ({...page(locale), gzip: false, vary: true}),
  },
  {
    id: 'twin',
    what: "a page's Markdown twin: text/markdown in UTF-8, gzipped, revalidated",
    request: (locale) => get(`${root(locale)}concepts-flows.md`, {'Accept-Encoding': 'gzip'}),
    expect: (locale) => ({
      status: 200,
      body: {file: `${locale}concepts-flows.md`},
      cache: 'no-cache',
      type: MARKDOWN,
      gzip: true,
      vary: true,
    }),
  },
  {
    id: 'asset',
    what: 'a hashed asset: kept a year (immutable), gzipped',
    request: (locale, files) =>
      get(`${BASE}${files.mainScript(locale)}`, {'Accept-Encoding': 'gzip'}),
    expect: (locale, files) => ({
      status: 200,
      body: {file: files.mainScript(locale)},
      cache: 'immutable',
      type: JAVASCRIPT,
      gzip: true,
      vary: true,
    }),
  },
  {
    id: 'index-part',
    what: "a part of the search index (in its hash's folder): kept a year, gzipped",
    request: (locale, files) =>
      get(`${root(locale)}${files.indexPart(locale).file}`, {'Accept-Encoding': 'gzip'}),
    expect: (locale, files) => ({
      status: 200,
      body: {file: `${locale}${files.indexPart(locale).file}`},
      cache: 'immutable',
      gzip: true,
      vary: true,
    }),
  },
  ...(
    [
      ['index-head', 'search-index.json', /^application\/json; charset=utf-8$/i, true],
      ['llms', 'llms.txt', /^text\/plain; charset=utf-8$/i, true],
      ['sitemap', 'sitemap.xml', /^(text|application)\/xml(; charset=utf-8)?$/i, true],
      ['opensearch', 'opensearch.xml', /^(text|application)\/xml(; charset=utf-8)?$/i, true],
      ['image', 'img/social-card.png', /^image\/png$/, false],
    ] as const
  ).map(([id, file, type, compressed]): Row => ({
    id,
    what: `${file}: revalidated after a deploy${compressed ? ', gzipped' : ', not gzipped (already compressed)'}`,
    request: (locale) => get(`${root(locale)}${file}`, {'Accept-Encoding': 'gzip'}),
    expect: (locale) => ({
      status: 200,
      body: {file: file.startsWith('img/') ? file : `${locale}${file}`},
      cache: 'no-cache',
      type,
      gzip: compressed,
    }),
  })),
  {
    id: 'robots',
    what: "/robots.txt at the host root is the build's, revalidated",
    request: (locale) => (locale === '' ? get('/robots.txt') : undefined),
    expect: () => ({status: 200, body: {file: 'robots.txt'}, cache: 'no-cache'}),
  },
  {
    id: 'encoded-hash',
    what: '%23 in a path gets the 404 page, never a redirect to a #fragment',
    request: (locale) => get(`${root(locale)}concepts-flows%23frag.html`),
    expect: () => notFound,
  },
  {
    id: 'encoded-question',
    what: '%3F in a path gets the 404 page, never a redirect to a query',
    request: (locale) => get(`${root(locale)}concepts-flows%3Fa=1.html`),
    expect: () => notFound,
  },
  {
    id: 'encoded-dot',
    what: 'an encoded dot (%2Ehtml) redirects like .html',
    request: (locale) => get(`${root(locale)}concepts-flows%2Ehtml`),
    expect: (locale) => redirect(`${root(locale)}concepts-flows`),
  },
  {
    id: 'chinese-path',
    what: 'a Chinese path redirects with its characters percent-encoded',
    request: (locale) => get(`${root(locale)}%E6%B5%81%E7%A8%8B.html`),
    expect: (locale) => redirect(`${root(locale)}%E6%B5%81%E7%A8%8B`),
  },
  {
    id: 'query-markup',
    what: 'markup in a query stays a query of the same page',
    request: (locale) => get(`${root(locale)}concepts-flows.html?q=<script>alert(1)</script>`),
    expect: (locale) => redirect(`${root(locale)}concepts-flows?q=<script>alert(1)</script>`),
  },
  {
    id: 'no-open-redirect',
    what: 'a path that looks like another host (//evil.example) never leaves the site',
    request: (locale) => get(`${root(locale)}/evil.example/`),
    expect: () => notFound,
  },
  {
    id: 'traversal',
    what: 'dot segments never reach a file outside the build',
    request: (locale) => (locale === '' ? get(`${BASE}../../etc/passwd`) : undefined),
    expect: () => notFound,
    nginx: {
      why: 'nginx resolves the dot segments first: /etc/passwd is not a docs path, and the host answers it',
      expect: {body: 'short', security: false, cache: undefined, type: undefined},
    },
  },
  {
    id: 'traversal-encoded',
    what: 'encoded dot segments (%2e%2e) never reach a file outside the build',
    request: (locale) => (locale === '' ? get(`${BASE}%2e%2e/%2e%2e/etc/passwd`) : undefined),
    expect: () => notFound,
    nginx: {
      why: 'nginx decodes and resolves the dot segments first: the path leaves /docs/workflow/, and the host answers it',
      expect: {body: 'short', security: false, cache: undefined, type: undefined},
    },
  },
  {
    id: 'nul',
    what: 'a NUL byte (%00) in the path is a bad request',
    request: (locale) => get(`${root(locale)}concepts-flows%00.md`),
    expect: () => refused(400),
    nginx: nginxCore(400, 'a NUL in the path'),
  },
  {
    id: 'bad-percent',
    what: 'a % not followed by two hex digits is a bad request',
    request: (locale) => get(`${root(locale)}concepts-flows%zz`),
    expect: () => refused(400),
    nginx: nginxCore(400, 'an invalid percent-encoding'),
  },
  {
    id: 'long',
    what: 'a path of over 8 KB is refused (414)',
    request: (locale) => get(`${root(locale)}${'a'.repeat(9000)}`),
    expect: () => refused(414),
    nginx: nginxCore(414, 'a request line over large_client_header_buffers'),
  },
];
