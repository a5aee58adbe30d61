/**
 * DocSearch's error screen, shown by the modal wrapper when a search fails. DocSearch 3.9 sets its
 * `error` status on a failed search, but autocomplete-core 1.17 resets the status to `idle` right
 * after, so its own error screen never stays: the reader would see "No results for …" instead.
 * This renders the same markup (DocSearch's classes and the theme's translated texts) in its place,
 * or, under `npm start`, which serves no index, how to get one.
 */
import type {DocSearchModalProps} from '@docsearch/react';
import {useEffect, useState, type ReactNode} from 'react';
import {createPortal} from 'react-dom';

import {IndexNotBuiltHelp, IndexNotBuiltTitle} from './IndexNotBuilt';

type ErrorTranslations = NonNullable<
  NonNullable<DocSearchModalProps['translations']>['errorScreen']
>;

export default function SearchErrorScreen({
  translations,
  indexNotBuilt,
}: {
  translations?: ErrorTranslations;
  /** The search failed because the development server has no index. */
  indexNotBuilt: boolean;
}): ReactNode {
  const [dropdown, setDropdown] = useState<Element | null>(null);
  useEffect(() => setDropdown(document.querySelector('.DocSearch-Dropdown')), []);
  if (!dropdown) return null;
  return createPortal(
    <div className="DocSearch-ErrorScreen flowloom-search-error" role="alert">
      <p className="DocSearch-Title">
        {indexNotBuilt ? (
          <IndexNotBuiltTitle />
        ) : (
          (translations?.titleText ?? 'Unable to fetch results')
        )}
      </p>
      <p className="DocSearch-Help">
        {indexNotBuilt ? (
          <IndexNotBuiltHelp />
        ) : (
          (translations?.helpText ?? 'You might want to check your network connection.')
        )}
      </p>
    </div>,
    dropdown,
  );
}
