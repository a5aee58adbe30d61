/**
 * The security headers every response of the site carries, as the host sends them: a
 * Content-Security-Policy built from what the pages really use, and the headers a careful host adds.
 * Inline scripts are allowed only by the hashes of the ones the build wrote
 * (./inlineScripts.ts); nothing is typed by hand. Written by the build as an nginx include
 * (./nginxInclude.ts), which scripts/static-server/ reads too.
 */
export interface PolicyInput {
  /** `'sha256-…'` sources of every inline script of the build. */
  scriptHashes: readonly string[];
  /** The Algolia application of hosted search, or undefined for the local index. */
  algoliaAppId: string | undefined;
  /** Origins the API explorer may send requests to (the servers of openapi.json, and any the host adds). */
  apiOrigins: readonly string[];
}

/** Google Tag Manager and Google Analytics 4, as Google's guide to CSP lists them. */
const GOOGLE_TAG = {
  script: ['https://www.googletagmanager.com'],
  img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
  connect: [
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://*.googletagmanager.com',
  ],
};

/** The hosts the Algolia search client reads from: `{app}-dsn.algolia.net`, then its fallbacks. */
export const algoliaHosts = (appId: string): string[] => {
  const app = appId.toLowerCase();
  return [
    `https://${app}-dsn.algolia.net`,
    ...[1, 2, 3].map((n) => `https://${app}-${n}.algolianet.com`),
  ];
};

/** The Content-Security-Policy: each directive, then its sources. */
export function contentSecurityPolicy({
  scriptHashes,
  algoliaAppId,
  apiOrigins,
}: PolicyInput): string {
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...scriptHashes, ...GOOGLE_TAG.script]],
    // React and the theme set style attributes; no script can be injected through them.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    // Infima draws some icons as data: images.
    ['img-src', ["'self'", 'data:', ...GOOGLE_TAG.img]],
    ['font-src', ["'self'", 'data:']],
    [
      'connect-src',
      [
        "'self'",
        ...GOOGLE_TAG.connect,
        ...(algoliaAppId ? algoliaHosts(algoliaAppId) : []),
        ...apiOrigins,
      ],
    ],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

/** Browser features the site never uses, turned off for it and anything it embeds. */
const UNUSED_FEATURES = [
  'accelerometer',
  'camera',
  'geolocation',
  'gyroscope',
  'magnetometer',
  'microphone',
  'payment',
  'usb',
];

/** Every security header, by name, in the order the include writes them. */
export function securityHeaders(input: PolicyInput): [string, string][] {
  return [
    ['Content-Security-Policy', contentSecurityPolicy(input)],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Permissions-Policy', UNUSED_FEATURES.map((feature) => `${feature}=()`).join(', ')],
  ];
}

/**
 * Origins written in a setting (space- or comma-separated), each checked: `https://host[:port]` or
 * `http://host[:port]`, nothing after. Anything else stops the build, naming the setting and the value.
 */
export function parseOrigins(value: string | undefined, setting: string): string[] {
  return (value ?? '')
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((origin) => {
      let url: URL | undefined;
      try {
        url = new URL(origin);
      } catch {
        url = undefined;
      }
      if (!url || !/^https?:$/.test(url.protocol) || url.origin !== origin.replace(/\/$/, '')) {
        throw new Error(
          `${setting}: "${origin}" is not an origin such as https://flowloom.example.com or http://127.0.0.1:7860.`,
        );
      }
      return url.origin;
    });
}

/** The origins of openapi.json's servers: where the API explorer sends requests unless the reader edits it. */
export const serverOrigins = (servers: unknown): string[] =>
  (Array.isArray(servers) ? servers : []).flatMap((server: {url?: unknown}) =>
    typeof server.url === 'string' ? [new URL(server.url).origin] : [],
  );
