/** The shape of the registry (./registry.ts) and of each feature's list of edits. */

/** One exact replacement in a package's compiled module. */
export interface Replacement {
  /** The module, as a path from its package name (`@docsearch/react/dist/esm/index.js`): package and file. */
  module: string;
  /** Text that must occur exactly once in the module. */
  from: string;
  to: string;
  /**
   * An import swap's module of ours (absolute), which `to` imports in place of the package's: the
   * layer test holds it to the rules of browser code, and the unit test checks it exists.
   */
  swapsIn?: string;
}

/**
 * What a kept edit buys. A measured one is a speed edit: `holds` names the target it keeps (the page
 * type and its byte budget or Lighthouse target) and what happens without it.
 */
export type Figure =
  | {kind: 'measured'; value: string; command: string; holds: string}
  | {kind: 'behaviour'; value: string; test: string};

interface EditCommon {
  /** Stable name: the README table, the build report and `DOCS_EDITS_OFF` use it. */
  id: string;
  /** What changes. An import swap replaces the import's specifier with a file of ours. */
  what: string;
  why: string;
  figure: Figure;
  /** The upstream issue or pull request it needs, or the condition for removing it. */
  upstream: string;
}

/** Text replaced in dependency modules. */
interface TextEdit extends EditCommon {
  replacements: Replacement[];
  /**
   * Where it applies. `bundle` (the default): in the browser and server bundles, by the edits loader,
   * which records each application (checked after the build). `template`: to Docusaurus's page
   * template, once, when the config loads.
   */
  appliedTo?: 'bundle' | 'browser bundle' | 'template';
  /** Only when the site searches its own index. */
  localSearchOnly?: boolean;
  /**
   * An import this edit swaps in every module of a folder that makes it: a test fails when an update
   * adds a module there that imports it and no replacement covers.
   */
  everyImporter?: {folder: string; request: string};
  siteCode?: never;
}

/**
 * Code of ours that relies on a dependency's internals: it replaces no text, but `DOCS_EDITS_OFF`
 * leaves it out all the same, so it is measured like the rest.
 */
interface SiteCodeEdit extends EditCommon {
  replacements: [];
  appliedTo: 'site code';
  /** Our files that do it, and the dependency modules or folders they rely on. */
  siteCode: {files: string[]; internals: string[]};
  localSearchOnly?: never;
  everyImporter?: never;
}

export type DependencyEdit = TextEdit | SiteCodeEdit;
