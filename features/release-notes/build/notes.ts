/**
 * The release notes as Markdown nodes, from the record: a minor release's page (each of its
 * releases with its highlights, its changes by kind and its upgrade note) and the section's list
 * of releases. Headings carry their ids (`1-4-0-added`) so that links, the table of contents and
 * the search index see them as written ones.
 */
import type {Heading, List, RootContent} from 'mdast';

import {
  CHANGE_KINDS,
  deprecatedSubjects,
  deprecationOf,
  minorOf,
  minorReleases,
  releaseAnchor,
  releaseNotesSlug,
  type Change,
  type Release,
} from '../../../data/releases';
import type {BuiltLocale} from '../../../data/site';
import {parseCommonMark} from '../../../plugins/helpers/commonMark';
import {feedFiles} from './feedFiles';
import {
  deprecatedInList,
  kindTitles,
  labels,
  releaseLine,
  seeAlso,
  sentenceGap,
  useInstead,
} from './labels';
import type {Operation} from '../../../plugins/helpers/openApiOperations';
import {subjectLink} from './subjects';

const heading = (depth: 2 | 3, text: string, id: string): Heading => ({
  type: 'heading',
  depth,
  children: [{type: 'text', value: text}],
  data: {hProperties: {id}},
});

/** Markdown list items, each parsed as written. */
const list = (items: readonly string[]): List => ({
  type: 'list',
  ordered: false,
  spread: false,
  children: items.map((item) => ({
    type: 'listItem',
    spread: false,
    children: parseCommonMark(item) as never,
  })),
});

/** Where a release is told: its minor's page, at its heading. */
export const releaseHref = (release: Release): string =>
  `/${releaseNotesSlug(minorOf(release.version))}#${releaseAnchor(release.version)}`;

function changeItem(change: Change, locale: BuiltLocale, operations: readonly Operation[]) {
  const links = change.subjects.map((subject) => subjectLink(subject, locale, operations));
  const parts = [change.text[locale], seeAlso(links)[locale]];
  if (change.kind === 'deprecated') {
    const replacement = change.replacement ?? 'none';
    parts.push(
      replacement === 'none'
        ? labels.nothingReplaces[locale]
        : useInstead(subjectLink(replacement, locale, operations))[locale],
    );
  }
  return parts.join(sentenceGap[locale]);
}

/** One release: its heading, date and summary, highlights, changes by kind, upgrade note. */
function releaseNodes(
  release: Release,
  locale: BuiltLocale,
  operations: readonly Operation[],
): RootContent[] {
  const anchor = releaseAnchor(release.version);
  const nodes: RootContent[] = [
    heading(2, release.version, anchor),
    ...parseCommonMark(`${labels.released[locale]} ${release.date}. ${release.summary[locale]}`),
    heading(3, labels.highlights[locale], `${anchor}-highlights`),
    list(release.highlights.map((highlight) => highlight[locale])),
  ];
  for (const kind of CHANGE_KINDS) {
    const changes = release.changes.filter((change) => change.kind === kind);
    if (changes.length === 0) continue;
    nodes.push(
      heading(3, kindTitles[kind][locale], `${anchor}-${kind}`),
      list(changes.map((change) => changeItem(change, locale, operations))),
    );
  }
  if (release.upgrade) {
    nodes.push(
      heading(3, labels.upgrade[locale], `${anchor}-upgrade`),
      ...parseCommonMark(release.upgrade[locale]),
    );
  }
  return nodes;
}

/** The page of a minor release (`1.4`): every release of it, newest first. */
export function minorReleaseNodes(
  minor: string,
  locale: BuiltLocale,
  operations: readonly Operation[],
): RootContent[] {
  const found = minorReleases.find((each) => each.minor === minor);
  if (!found) throw new Error(`No release of the record is a ${minor} release.`);
  return found.releases.flatMap((release) => releaseNodes(release, locale, operations));
}

/**
 * The section's first page: every release with its date and summary, what is deprecated but still there, and
 * the feeds (files, not routes: `pathname://` links, which get the base URL and no route check).
 */
export function releaseListNodes(
  locale: BuiltLocale,
  operations: readonly Operation[],
): RootContent[] {
  const releaseItems = minorReleases.flatMap(({releases}) =>
    releases.map(
      (release) => releaseLine(`[${release.version}](${releaseHref(release)})`, release)[locale],
    ),
  );
  const deprecated = [...deprecatedSubjects.values()].map((subject) => {
    const deprecation = deprecationOf(subject)!;
    const minor = minorOf(deprecation.version);
    const replacement =
      deprecation.replacement === 'none'
        ? labels.nothingReplaces[locale]
        : useInstead(subjectLink(deprecation.replacement, locale, operations))[locale];
    const version = `[${minor}](/${releaseNotesSlug(minor)}#${releaseAnchor(deprecation.version)}-deprecated)`;
    return `${subjectLink(subject, locale, operations)}${deprecatedInList(version)[locale]}${sentenceGap[locale]}${replacement}`;
  });
  const feeds = feedFiles.map(
    (feed) =>
      `${feed.title[locale]}: [Atom](pathname:///${feed.atom}), [RSS](pathname:///${feed.rss})`,
  );
  return [
    list(releaseItems),
    heading(2, labels.deprecatedHeading[locale], 'deprecated'),
    list(deprecated),
    heading(2, labels.feedsHeading[locale], 'feeds'),
    list(feeds),
  ];
}
