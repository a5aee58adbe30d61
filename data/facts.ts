/**
 * Product facts that several pages state. Pages never spell these values out:
 * they write `{{name}}` (in prose, inline code, code blocks and link targets)
 * and `plugins/remark/remark-facts.ts` substitutes the value at build time, so a new
 * release or a new community link is changed here once.
 */

/** External links of the product: a deployment changes them here only. */
export const links = {
  repo: 'https://github.com/flowloom/flowloom',
  issues: 'https://github.com/flowloom/flowloom/issues',
  discussions: 'https://github.com/flowloom/flowloom/discussions',
  releases: 'https://github.com/flowloom/flowloom/releases',
  chat: 'https://discord.gg/flowloom',
  registry: 'https://hub.docker.com/r/flowloom/flowloom',
  pypi: 'https://pypi.org/project/flowloom/',
  /** Source of this documentation site, for "Edit this page". */
  docsRepo: 'https://github.com/flowloom/flowloom-docs',
} as const;

const host = '127.0.0.1';
/** The PostgreSQL major version the examples run, the newest Flowloom supports. */
const postgresMajor = '17';
const port = 7860;

export const facts = {
  /** The product name, as every page writes it. */
  name: 'Flowloom',
  /** The current release that the docs describe. */
  version: '1.4.0',
  pythonMin: '3.10',
  pythonMax: '3.13',
  /** The Python version the install commands create a virtual environment with (`uv venv --python …`). */
  pythonRecommended: '3.12',
  /** The Python package and the commands that install and start it. */
  package: 'flowloom',
  installUv: 'uv pip install flowloom',
  installPip: 'pip install flowloom',
  runCommand: 'flowloom run',
  host,
  port: String(port),
  serverUrl: `http://${host}:${port}`,
  /** Container image on the registry; tags are `latest` and the version. */
  image: 'flowloom/flowloom',
  /** The non-root user the image runs as: this UID, and a group with the same id. */
  containerUid: '1000',
  /** The config directory (`FLOWLOOM_CONFIG_DIR`) the image creates for that user; deployments mount a volume there. */
  containerConfigDir: '/var/lib/flowloom',
  /**
   * Images of the services that pages and examples run next to Flowloom. Pages write them as tokens
   * and example files literally; tests/unit/third-party-images.test.ts holds both to these values.
   */
  postgresMajor,
  postgresImage: `postgres:${postgresMajor}`,
  pgvectorImage: `pgvector/pgvector:pg${postgresMajor}`,
  redisImage: 'redis:7',
  qdrantImage: 'qdrant/qdrant:v1.16.3',
  fluentBitImage: 'fluent/fluent-bit:3.1',
  /** The PostgreSQL major versions Flowloom supports for its own database (`FLOWLOOM_DATABASE_URL`). */
  postgresVersions: `14 to ${postgresMajor}`,
  /** The oldest SQLite Flowloom runs on: the library Python's `sqlite3` module is built with. */
  sqliteMin: '3.35',
  /**
   * The PostgreSQL driver Flowloom ships (package `psycopg[binary]`). Flowloom picks it itself for
   * its own database (`postgresql://…`); a component hands its URL to SQLAlchemy as written, so a
   * component's URL names it: `postgresql+psycopg://…` (`postgresql://` would ask for psycopg2).
   */
  postgresDriver: 'psycopg 3',
  componentPostgresUrl: 'postgresql+psycopg://',
  /** Every environment variable the server reads starts with this prefix. */
  envPrefix: 'FLOWLOOM_',
  apiPrefix: '/api/v1',
  links,
} as const;

export type Facts = typeof facts;

/**
 * Flattens the facts into the token names writers use: `version`,
 * `serverUrl`, `links.repo`, and so on.
 */
export function factTokens(): ReadonlyMap<string, string> {
  const tokens = new Map<string, string>();
  const walk = (prefix: string, value: unknown): void => {
    if (typeof value === 'string') {
      tokens.set(prefix, value);
      return;
    }
    for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
      walk(prefix ? `${prefix}.${key}` : key, child);
    }
  };
  walk('', facts);
  return tokens;
}
