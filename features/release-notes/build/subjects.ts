/**
 * What a change of the record concerns, as a reader follows it: a label and the page (and
 * anchor) that documents it, in a locale. A subject that names nothing throws, naming it: the
 * record can then not publish a link to a page that does not exist.
 */
import {cliCommandByName} from '../../../data/cli';
import {componentsById, familyPages} from '../../../data/components';
import {envVarAnchor, envVarByName, envVarsPageSlug} from '../../../data/env-vars';
import {subjectKey, type Subject} from '../../../data/releases';
import type {BuiltLocale} from '../../../data/site';
import type {Operation} from '../../../plugins/helpers/openApiOperations';
import {guideSources} from '../../../plugins/helpers/guideSources';
import {labels, useInstead} from './labels';

export interface ResolvedSubject {
  /** Markdown: the name as the reader knows it. */
  label: string;
  /** A route under the locale's base URL, with its anchor: `/components-io#chat-input`. */
  href: string;
}

export function resolveSubject(
  subject: Subject,
  locale: BuiltLocale,
  operations: readonly Operation[],
): ResolvedSubject {
  const missing = (where: string): Error =>
    new Error(`The release record names ${subjectKey(subject)}, which ${where} lacks.`);
  if ('component' in subject) {
    const component = componentsById.get(subject.component);
    if (!component) throw missing('data/components');
    return {label: component.name, href: `/${familyPages[component.family]}#${component.id}`};
  }
  if ('operation' in subject) {
    const operation = operations.find((each) => each.operationId === subject.operation);
    if (!operation) throw missing('openapi.json');
    return {label: `\`${operation.method} ${operation.path}\``, href: `/api/${operation.page}`};
  }
  if ('envVar' in subject) {
    if (!envVarByName(subject.envVar)) throw missing('data/env-vars.ts');
    return {
      label: `\`${subject.envVar}\``,
      href: `/${envVarsPageSlug}#${envVarAnchor(subject.envVar)}`,
    };
  }
  if ('cli' in subject) {
    const command = cliCommandByName(subject.cli);
    if (!command) throw missing('data/cli.ts');
    // `flowloom api-key [OPTIONS]` → `flowloom api-key`.
    const name = command.usage.replace(/\s*\[.*$/, '');
    return {label: `\`${name}\``, href: `/configuration-cli#${subject.cli}`};
  }
  const title = guideSources(locale).find((guide) => guide.slug === subject.page)?.title;
  if (!title) throw missing(`the ${locale} guides`);
  return {label: title, href: `/${subject.page}`};
}

/** `[label](href)`. */
export const subjectLink = (
  subject: Subject,
  locale: BuiltLocale,
  operations: readonly Operation[],
): string => {
  const {label, href} = resolveSubject(subject, locale, operations);
  return `[${label}](${href})`;
};

/** What to do instead of a deprecated thing: "Use X instead.", or that nothing replaces it. */
export const replacementText = (
  replacement: Subject | 'none',
  locale: BuiltLocale,
  operations: readonly Operation[],
): string =>
  replacement === 'none'
    ? labels.nothingReplaces[locale]
    : useInstead(subjectLink(replacement, locale, operations))[locale];
