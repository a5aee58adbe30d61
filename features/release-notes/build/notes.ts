/**
 * The release notes as Markdown nodes, from the record: a minor release's page (each of its
 * releases with its highlights, its changes by kind and its upgrade note) and the section's list
 * of releases. Headings carry their ids (`1-4-0-added`) so that links, the table of contents and
 * the search index see them as written ones.
 */
import type {List, RootContent} from 'mdast';

import {
  CHANGE_KINDS,
  deprecatedSubjects,
  deprecationOf,
  minorOf,
  minorReleases,
  releaseAnchor,
  releaseNotesPath,
  type Change,
  type Release,
} from '../../../data/releases';
import type {BuiltLocale} from '../../../data/site';
import {parseCommonMark} from '../../../plugins/helpers/commonMark';
import {headingWithId} from '../../../plugins/helpers/mdastNodes';
import {feedFiles} from './feedFiles';
import {deprecatedInList, kindTitles, labels, releaseLine, seeAlso, sentenceGap} from './labels';
import type {Operation} from '../../../plugins/helpers/openApiOperations';
import {replacementText, subjectLink} from './subjects';

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
function changeItem(change: Change, locale: BuiltLocale, operations: readonly Operation[]) {
  const links = change.subjects.map((subject) => subjectLink(subject, locale, operations));
  const parts = [change.text[locale], seeAlso(links)[locale]];
  if (change.kind === 'deprecated')
    parts.push(replacementText(change.replacement ?? 'none', locale, operations));
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
    headingWithId(2, release.version, anchor),
    ...parseCommonMark(`${labels.released[locale]} ${release.date}. ${release.summary[locale]}`),
    headingWithId(3, labels.highlights[locale], `${anchor}-highlights`),
    list(release.highlights.map((highlight) => highlight[locale])),
  ];
  for (const kind of CHANGE_KINDS) {
    const changes = release.changes.filter((change) => change.kind === kind);
    if (changes.length === 0) continue;
    nodes.push(
      headingWithId(3, kindTitles[kind][locale], releaseAnchor(release.version, kind)),
      list(changes.map((change) => changeItem(change, locale, operations))),
    );
  }
  if (release.upgrade) {
    nodes.push(
      headingWithId(3, labels.upgrade[locale], `${anchor}-upgrade`),
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
      (release) =>
        releaseLine(`[${release.version}](/${releaseNotesPath(release.version)})`, release)[locale],
    ),
  );
  const deprecated = deprecatedSubjects.map((subject) => {
    const deprecation = deprecationOf(subject)!;
    const minor = minorOf(deprecation.version);
    const replacement = replacementText(deprecation.replacement, locale, operations);
    const version = `[${minor}](/${releaseNotesPath(deprecation.version, 'deprecated')})`;
    return `${subjectLink(subject, locale, operations)}${deprecatedInList(version)[locale]}${sentenceGap[locale]}${replacement}`;
  });
  const feeds = feedFiles.map(
    (feed) =>
      `${feed.title[locale]}: [Atom](pathname:///${feed.atom}), [RSS](pathname:///${feed.rss})`,
  );
  return [
    list(releaseItems),
    headingWithId(2, labels.deprecatedHeading[locale], 'deprecated'),
    list(deprecated),
    headingWithId(2, labels.feedsHeading[locale], 'feeds'),
    list(feeds),
  ];
}
