/**
 * Flowloom's release history (record.ts) and what the site reads from it: the latest release, the
 * minor releases that get a page each, and for any component, operation, variable, command or
 * guide the release it arrived in and its deprecation.
 */
import {releases} from './record';
import type {Change, Release, Subject, Version} from './types';

export {releases};
export type {Change, ChangeKind, Release, Subject, Version} from './types';
export {CHANGE_KINDS} from './types';

/** The release the site documents: the newest one of the record. */
export const latestRelease: Release = releases[0]!;

/** `1.4` of `1.4.2`. */
export const minorOf = (version: Version): string => version.split('.').slice(0, 2).join('.');

/** The minor releases, newest first, each with its releases (newest first): a page each. */
export const minorReleases: readonly {minor: string; releases: readonly Release[]}[] = [
  ...new Set(releases.map((release) => minorOf(release.version))),
].map((minor) => ({
  minor,
  releases: releases.filter((release) => minorOf(release.version) === minor),
}));

/** The slug of a minor release's page: `release-notes-1-4`. */
export const releaseNotesSlug = (minor: string): string =>
  `release-notes-${minor.replaceAll('.', '-')}`;

/** The slug of the section's first page, which lists every release. */
export const RELEASE_NOTES_SLUG = 'release-notes';

/** The heading id of one release on its minor's page: `1-4-0`. */
export const releaseAnchor = (version: Version): string => version.replaceAll('.', '-');

/** One key per subject, whatever its kind: `component:chat-input`, `operation:process`. */
export function subjectKey(subject: Subject): string {
  const [kind, id] = Object.entries(subject)[0]!;
  return `${kind}:${String(id)}`;
}

interface Found {
  release: Release;
  change: Change;
}

function firstChange(kind: Change['kind'], key: string): Found | undefined {
  // Oldest first: a subject arrives once, and its first deprecation is the one that counts.
  for (const release of [...releases].reverse()) {
    const change = release.changes.find(
      (candidate) =>
        candidate.kind === kind &&
        candidate.subjects.some((subject) => subjectKey(subject) === key),
    );
    if (change) return {release, change};
  }
  return undefined;
}

/** The release a subject arrived in: the first that added it, else the first release of all. */
export function sinceOf(subject: Subject): Version {
  return (
    firstChange('added', subjectKey(subject))?.release.version ??
    releases[releases.length - 1]!.version
  );
}

export interface Deprecation {
  version: Version;
  /** What to use instead; `'none'` when nothing replaces it. */
  replacement: Subject | 'none';
  text: Change['text'];
}

/** The deprecation of a subject, if a release deprecated it. */
export function deprecationOf(subject: Subject): Deprecation | undefined {
  const found = firstChange('deprecated', subjectKey(subject));
  if (!found) return undefined;
  return {
    version: found.release.version,
    replacement: found.change.replacement ?? 'none',
    text: found.change.text,
  };
}

/** Every subject some release deprecated, by key. */
export const deprecatedSubjects: ReadonlyMap<string, Subject> = new Map(
  releases.flatMap((release) =>
    release.changes
      .filter((change) => change.kind === 'deprecated')
      .flatMap((change) =>
        change.subjects.map((subject) => [subjectKey(subject), subject] as const),
      ),
  ),
);
