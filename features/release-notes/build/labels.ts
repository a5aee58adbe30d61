/** The words the release notes and the marks are written with, per locale. */
import {l} from '../../../data/components/localized';
import {
  minorOf,
  releaseNotesPath,
  type ChangeKind,
  type Release,
  type Version,
} from '../../../data/releases';

export const kindTitles: Record<ChangeKind, ReturnType<typeof l>> = {
  added: l('Added', '新增'),
  changed: l('Changed', '变更'),
  deprecated: l('Deprecated', '弃用'),
  removed: l('Removed', '移除'),
};

export const labels = {
  highlights: l('Highlights', '亮点'),
  upgrade: l('Upgrade notes', '升级说明'),
  released: l('Released on', '发布日期：'),
  deprecatedHeading: l('Deprecated, still available', '已弃用但仍可使用'),
  feedsHeading: l('Feeds', '订阅源'),
  feedsTitle: l('release notes', '发布说明'),
  nothingReplaces: l('Nothing replaces it.', '没有替代项。'),
};

/** "Since 1.2", with the version as Markdown (a link to its release notes). */
export const sinceMark = (version: string) => l(`Since ${version}`, `自 ${version} 版起提供`);

/** "Deprecated in 1.4", the title of a deprecation banner. */
export const deprecatedIn = (minor: string) => l(`Deprecated in ${minor}`, `${minor} 起弃用`);

/** "Use X instead.", with X as Markdown. */
export const useInstead = (link: string) => l(`Use ${link} instead.`, `请改用 ${link}。`);

/** The link from a banner to its release's notes. */
export const changedIn = (minor: string) => l(`What changed in ${minor}`, `${minor} 版的变更`);

/** After a deprecated thing's name in a list: ", deprecated in 1.4." (the version as Markdown). */
export const deprecatedInList = (version: string) =>
  l(`, deprecated in ${version}.`, `：${version} 起弃用。`);

/** After a deprecated component's name in a table: " (deprecated in 1.4)", linking to that release's deprecations. */
export const deprecatedInCell = (version: Version) => {
  const minor = minorOf(version);
  const link = `/${releaseNotesPath(version, 'deprecated')}`;
  return l(` ([deprecated in ${minor}](${link}))`, `（[${minor} 起弃用](${link})）`);
};

/** A release in the list of releases: its version (a link, as Markdown), its date, its summary. */
export const releaseLine = (link: string, release: Release) =>
  l(
    `${link} (${release.date}): ${release.summary.en}`,
    `${link}（${release.date}）：${release.summary['zh-Hans']}`,
  );

/** Between two sentences: a space in English, nothing in Chinese. */
export const sentenceGap = l(' ', '');

/** "See: a, b." with the links as Markdown. */
export const seeAlso = (links: readonly string[]) =>
  l(`See: ${links.join(', ')}.`, `参见：${links.join('、')}。`);
