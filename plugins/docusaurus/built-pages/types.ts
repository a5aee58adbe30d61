/** The pass over a locale's built pages (./index.ts), as its readers see it. */
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {CheerioAPI} from 'cheerio';

/** What Docusaurus hands a plugin's postBuild. */
export type PostBuildProps = Parameters<NonNullable<Plugin['postBuild']>>[0];

/** One HTML file of a locale's build, read and parsed once. */
export interface BuiltPage {
  /**
   * The route it renders, with the base URL (`/docs/workflow/concepts-flows`); undefined for a file
   * that is no route (a client redirect's page).
   */
  route: string | undefined;
  /** Its path in the locale's output folder (`concepts-flows.html`). */
  file: string;
  /** The page, parsed: every reader reads the same tree, and none changes it. */
  $: CheerioAPI;
}

/** A feature's part of the pass. Every hook is optional; readers run in the order they are listed. */
export interface PageReader {
  /** Before the pass: writes pages the pass must read (the client redirects'). */
  prepare?(): Promise<void> | void;
  /** A page's new HTML, or undefined to keep it: the pass writes it, then parses what it wrote. */
  rewrite?(page: {route: string | undefined; html: string}): string | undefined;
  read?(page: BuiltPage): void | Promise<void>;
  /** After the last page: writes what the reader gathered. */
  finish?(): Promise<void> | void;
}

/** Makes a reader for one locale's build. */
export type PageReaderFactory = (props: PostBuildProps, context: LoadContext) => PageReader;
