/**
 * Flowloom's release history (record.ts) and what the site reads from it: the latest release, the
 * minor releases that get a page each, where a release is told, and for any component, operation,
 * variable, command or guide the release it arrived in and its deprecation.
 */
import {releases} from './record';
import type {ChangeKind, Release, Subject, Version} from './types';

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

/** The heading id of one release on its minor's page (`1-4-0`), or of one kind of its changes. */
export const releaseAnchor = (version: Version, kind?: ChangeKind): string =>
  version.replaceAll('.', '-') + (kind ? `-${kind}` : '');

/** Where a release (or one kind of its changes) is told, under the locale's base URL. */
export const releaseNotesPath = (version: Version, kind?: ChangeKind): string =>
  `${releaseNotesSlug(minorOf(version))}#${releaseAnchor(version, kind)}`;

/** One key per subject, whatever its kind: `component:chat-input`, `operation:process`. */
export function subjectKey(subject: Subject): string {
  const [kind, id] = Object.entries(subject)[0]!;
  return `${kind}:${String(id)}`;
}

export interface Deprecation {
  version: Version;
  /** What to use instead; `'none'` when nothing replaces it. */
  replacement: Subject | 'none';
}

// Read once, oldest release first: a subject arrives once, and its first deprecation is the one
// that counts.
const arrivals = new Map<string, Version>();
const deprecations = new Map<string, {subject: Subject; deprecation: Deprecation}>();
for (const {version, changes} of [...releases].reverse()) {
  for (const change of changes) {
    for (const subject of change.subjects) {
      const key = subjectKey(subject);
      if (change.kind === 'added' && !arrivals.has(key)) arrivals.set(key, version);
      if (change.kind === 'deprecated' && !deprecations.has(key))
        deprecations.set(key, {
          subject,
          deprecation: {version, replacement: change.replacement ?? 'none'},
        });
    }
  }
}

/** The release a subject arrived in: the first that added it, else the first release of all. */
export const sinceOf = (subject: Subject): Version =>
  arrivals.get(subjectKey(subject)) ?? releases[releases.length - 1]!.version;

/** The deprecation of a subject, if a release deprecated it. */
export const deprecationOf = (subject: Subject): Deprecation | undefined =>
  deprecations.get(subjectKey(subject))?.deprecation;

/** Every subject some release deprecated, newest deprecation first, as the release notes list them. */
export const deprecatedSubjects: readonly Subject[] = [...deprecations.values()]
  .map(({subject}) => subject)
  .reverse();
