/**
 * Container images of the services pages and examples run next to Flowloom (PostgreSQL, Redis,
 * Qdrant…): each is a fact of data/facts.ts, written there once.
 */
import {facts} from '../../data/facts';

/** The facts whose key ends in `Image`, but Flowloom's own: `postgres:17`, `redis:7`… */
export const thirdPartyImages = (): string[] =>
  Object.entries(facts).flatMap(([key, value]) =>
    key.endsWith('Image') && typeof value === 'string' ? [value] : [],
  );

/** Repositories of services a page might run without a fact for them yet. */
const OTHER_SERVICES = [
  'mysql',
  'mariadb',
  'mongo',
  'valkey/valkey',
  'chromadb/chroma',
  'ollama/ollama',
];

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * Image references with a tag (`postgres:16`, `docker.io/redis:7`) of a known service, in any text.
 * A host and port (`@postgres:5432`, `redis://redis:6379`) is not one: it follows `@` or `/`, and
 * its "tag" is a port.
 */
export function imageReferences(text: string): {line: number; image: string}[] {
  const repositories = [
    ...thirdPartyImages().map((image) => image.split(':')[0]!),
    ...OTHER_SERVICES,
  ];
  const pattern = new RegExp(
    String.raw`(?<![@\w/.{-])(?:docker\.io/)?(?:${repositories.map(escape).join('|')}):(?!\d{4,5}\b)[A-Za-z0-9][\w.-]*`,
    'g',
  );
  return [...text.matchAll(pattern)].map((match) => ({
    line: text.slice(0, match.index).split('\n').length,
    image: match[0],
  }));
}
