/**
 * Sends a row's request to a server exactly as written (node:http, no URL normalization) and says
 * how the answer differs from the row's expectation: an empty list when it holds.
 */
import {readFileSync} from 'node:fs';
import {request as httpRequest} from 'node:http';
import {join} from 'node:path';
import {gunzipSync} from 'node:zlib';

import type {BuildFiles, Expected, LocaleDir, Request, Row} from './expectations';

export interface Answer {
  status: number;
  /** The headers as sent, names lowercased, a repeated header once per line. */
  headers: [name: string, value: string][];
  /** The body, gunzipped when it came gzipped. */
  body: Buffer;
}

const header = (answer: Answer, name: string): string | undefined =>
  answer.headers.find(([key]) => key === name)?.[1];

export function send(origin: string, {method, target, headers = {}}: Request): Promise<Answer> {
  const {hostname, port} = new URL(origin);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {host: hostname, port, method, path: target, headers: {Connection: 'close', ...headers}},
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const raw = Buffer.concat(chunks);
          const pairs: [string, string][] = [];
          for (let i = 0; i < res.rawHeaders.length; i += 2)
            pairs.push([res.rawHeaders[i]!.toLowerCase(), res.rawHeaders[i + 1]!]);
          const gzipped = res.headers['content-encoding'] === 'gzip' && raw.length > 0;
          resolve({
            status: res.statusCode ?? 0,
            headers: pairs,
            body: gzipped ? gunzipSync(raw) : raw,
          });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** Sends a row's request, the conditional ones twice: first for the validator, then with it. */
export async function ask(origin: string, request: Request): Promise<Answer> {
  if (!request.conditional) return send(origin, request);
  const first = await send(origin, {...request, conditional: undefined});
  const validator = header(
    first,
    request.conditional === 'If-None-Match' ? 'etag' : 'last-modified',
  );
  if (validator === undefined)
    throw new Error(
      `${request.target}: the first answer has no validator for ${request.conditional}`,
    );
  return send(origin, {
    ...request,
    headers: {...request.headers, [request.conditional]: validator},
  });
}

/** The row's expectation for this server: nginx's own where the row gives one. */
export function expectationOf(
  row: Row,
  locale: LocaleDir,
  files: BuildFiles,
  server: 'serve' | 'nginx',
): Expected {
  const expected = row.expect(locale, files);
  return server === 'nginx' && row.nginx ? {...expected, ...row.nginx.expect} : expected;
}

export interface Judged {
  expected: Expected;
  /** What differs; empty when the answer holds. */
  failures: string[];
}

/**
 * How `answer` differs from `expected`. `security` are the headers every answer carries once (the
 * build's include, plus Strict-Transport-Security for nginx).
 */
export function judge(
  expected: Expected,
  answer: Answer,
  locale: LocaleDir,
  files: BuildFiles,
  security: readonly [string, string][],
  origin: string,
): string[] {
  const failures: string[] = [];
  const fail = (text: string) => failures.push(text);
  if (answer.status !== expected.status)
    fail(`status ${answer.status}, expected ${expected.status}`);

  const location = header(answer, 'location');
  if (expected.location === undefined) {
    if (location !== undefined) fail(`Location ${location}, expected none`);
  } else if (location === undefined) fail(`no Location, expected ${expected.location}`);
  else {
    const got = new URL(location, origin);
    const want = new URL(expected.location, origin);
    if (got.origin !== new URL(origin).origin) fail(`Location leaves the site: ${location}`);
    else if (got.pathname + got.search !== want.pathname + want.search)
      fail(`Location ${location}, expected ${expected.location}`);
  }

  const file = (path: string) => readFileSync(join(files.dir, path));
  const body = expected.body;
  const isPage = /^\s*<!doctype html/i.test(answer.body.toString('latin1', 0, 64));
  if (body === 'empty') {
    if (answer.body.length > 0) fail(`a body of ${answer.body.length} bytes, expected none`);
  } else if (body === 'short') {
    if (isPage) fail('a page of the site, expected a short answer');
  } else if (body === 'not found') {
    if (!answer.body.equals(file(`${locale}404.html`)))
      fail(`not the 404 page of "${locale || 'en'}"`);
  } else {
    const whole = file(body.file);
    const wanted = 'length' in body ? whole.subarray(0, body.length) : whole;
    if (!answer.body.equals(wanted))
      fail(
        `body of ${answer.body.length} bytes is not ${'length' in body ? `the first ${body.length} bytes of ` : ''}${body.file}`,
      );
  }

  const cacheControl = answer.headers
    .filter(([name]) => name === 'cache-control')
    .map(([, v]) => v);
  if (
    expected.cache === 'immutable' &&
    !(cacheControl.length === 1 && /immutable/.test(cacheControl[0]!))
  )
    fail(`Cache-Control ${cacheControl.join(' | ') || 'none'}, expected one, immutable`);
  if (
    expected.cache === 'no-cache' &&
    !(cacheControl.length === 1 && cacheControl[0] === 'no-cache')
  )
    fail(`Cache-Control ${cacheControl.join(' | ') || 'none'}, expected no-cache once`);

  const type = header(answer, 'content-type');
  if (expected.type && !expected.type.test(type ?? '')) fail(`Content-Type ${type ?? 'none'}`);
  const encoding = header(answer, 'content-encoding');
  if (expected.gzip === true && encoding !== 'gzip')
    fail(`Content-Encoding ${encoding ?? 'none'}, expected gzip`);
  if (expected.gzip === false && encoding !== undefined)
    fail(`Content-Encoding ${encoding}, expected none`);
  const vary = answer.headers
    .filter(([name]) => name === 'vary')
    .map(([, v]) => v)
    .join(', ');
  if (expected.vary && !/\baccept-encoding\b/i.test(vary))
    fail(`Vary ${vary || 'none'}, expected Accept-Encoding`);
  const allow = header(answer, 'allow');
  if (expected.allow && allow?.replace(/\s/g, '') !== 'GET,HEAD')
    fail(`Allow ${allow ?? 'none'}, expected GET, HEAD`);
  const range = header(answer, 'content-range');
  if (expected.contentRange && !expected.contentRange.test(range ?? ''))
    fail(`Content-Range ${range ?? 'none'}`);

  if (expected.security !== false) {
    for (const [name, value] of security) {
      const sent = answer.headers.filter(([key]) => key === name.toLowerCase());
      if (sent.length !== 1) fail(`${name} sent ${sent.length} times, expected once`);
      else if (sent[0]![1] !== value) fail(`${name} differs from the build's`);
    }
  }
  return failures;
}
