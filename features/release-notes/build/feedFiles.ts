/**
 * The feeds of the release notes, written at the root of each locale's build: every change, and
 * one feed per area for readers who follow only the components or only the API.
 */
import {l} from '../../../data/components/localized';
import type {Change} from '../../../data/releases';

export interface FeedFile {
  /** File names under the locale's base URL. */
  atom: string;
  rss: string;
  title: ReturnType<typeof l>;
  /** The changes this feed carries. */
  carries: (change: Change) => boolean;
}

const concerns = (kind: 'component' | 'operation') => (change: Change) =>
  change.subjects.some((subject) => kind in subject);

export const feedFiles: readonly FeedFile[] = [
  {
    atom: 'release-notes.atom.xml',
    rss: 'release-notes.rss.xml',
    title: l('Every change', '所有变更'),
    carries: () => true,
  },
  {
    atom: 'release-notes-components.atom.xml',
    rss: 'release-notes-components.rss.xml',
    title: l('Components', '组件'),
    carries: concerns('component'),
  },
  {
    atom: 'release-notes-api.atom.xml',
    rss: 'release-notes-api.rss.xml',
    title: l('API', 'API'),
    carries: concerns('operation'),
  },
];
