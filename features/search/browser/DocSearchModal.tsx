/**
 * Stands in for `@docsearch/react/modal` inside the theme's SearchBar (see features/search). The theme
 * passes its config as props; this adds what config cannot carry (functions): the local client in
 * local mode, analytics to the data layer, the "Let us know" link for a query without results,
 * results that are links and options of the listbox at once, Tab kept inside the dialog, and keys for
 * the recent and favourite searches.
 * The SearchBar imports this module when the search button is hovered, focused or touched, so
 * that is when the local index starts to download.
 */
import {DocSearchModal as ThemeDocSearchModal} from '@docsearch/react/modal';
import type {DocSearchModalProps, DocSearchTransformClient} from '@docsearch/react';
import isInternalUrl from '@docusaurus/isInternalUrl';
import {useHistory} from '@docusaurus/router';
import {
  useCallback,
  useEffect,
  useMemo,
  useState,
  type AnchorHTMLAttributes,
  type MouseEvent as ReactMouseEvent,
  type ReactElement,
  type ReactNode,
} from 'react';

import {facts} from '../../../data/facts';
import {dataLayerInsightsClient} from './analytics';
import {LOCAL_APP_ID} from '../common/constants';
import {
  createLocalSearchClient,
  indexNotBuilt,
  loadLocalIndex,
  usesLocalIndex,
} from './localClient';
import SearchErrorScreen from './SearchErrorScreen';
import {useStoredSearchKeys} from './storedSearchKeys';

if (usesLocalIndex && typeof window !== 'undefined') {
  // Warm-up only: a failure is reported by the search that needs the index.
  loadLocalIndex().catch(() => undefined);
}

const insights = {insightsClient: dataLayerInsightsClient};

function missingResultsUrl({query}: {query: string}): string {
  const title = `Search: no results for "${query}"`;
  return `${facts.links.docsRepo}/issues/new?title=${encodeURIComponent(title)}`;
}

/**
 * What the result component gets: DocSearch's hit, and the option props of the listbox (role, id,
 * aria-selected, pointer handlers), which the `docsearch-option-link` edit (../edits.ts) moves here
 * from the list item so that the option is the link.
 */
type HitProps = Parameters<NonNullable<DocSearchModalProps['hitComponent']>>[0] & {
  option?: AnchorHTMLAttributes<HTMLAnchorElement>;
};

/**
 * A result: a link to its page and anchor, and the option of the results listbox that the search
 * field drives (arrows, then Enter; Ctrl, Cmd or Shift with Enter for a new tab or window). It is out
 * of the Tab order, as options of a combobox are; the mouse gets a real link: Ctrl, Cmd, Shift or
 * middle click, "Copy link address", the address in the status bar. A plain click moves within the
 * site without reloading it.
 */
function Hit({hit, children, option}: HitProps): ReactElement {
  const history = useHistory();
  const onClick = (event: ReactMouseEvent<HTMLAnchorElement>) => {
    option?.onClick?.(event);
    if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey)
      return;
    if (!isInternalUrl(hit.url)) return;
    event.preventDefault();
    history.push(hit.url);
  };
  return (
    <a {...option} href={hit.url} tabIndex={-1} onClick={onClick}>
      {children}
    </a>
  );
}

/**
 * Tab and Shift+Tab cycle through the modal's visible controls. DocSearch's own trap takes its first
 * and last control once, when the modal opens, and on a wide screen its last one is hidden (the
 * Cancel button is for narrow screens, the Algolia logo for hosted search): Tab then left the dialog.
 */
function useFocusTrap(): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      const modal = document.querySelector('.DocSearch-Modal');
      if (!modal) return;
      const controls = Array.from(
        modal.querySelectorAll<HTMLElement>(
          ':is(a[href], button:not([disabled]), input:not([disabled])):not([tabindex="-1"])',
        ),
      ).filter((control) => control.getClientRects().length > 0);
      const edge = event.shiftKey ? controls[0] : controls.at(-1);
      if (edge && document.activeElement === edge) {
        event.preventDefault();
        (event.shiftKey ? controls.at(-1) : controls[0])?.focus();
      }
    };
    // Captured, so it decides before DocSearch's handler on the modal's container.
    document.addEventListener('keydown', onKeyDown, true);
    return () => document.removeEventListener('keydown', onKeyDown, true);
  }, []);
}

/**
 * The same search parameters object while their value is the same. The theme's SearchBar makes a new
 * one on every render, and DocSearch builds its search afresh whenever it gets a new one: what the
 * modal shows went blank (the recent searches, or the results) when the navbar behind it rendered
 * again, as it does when it hides or shows on scroll.
 */
function useSameSearchParameters(
  parameters: DocSearchModalProps['searchParameters'],
): DocSearchModalProps['searchParameters'] {
  const value = JSON.stringify(parameters ?? null);
  return useMemo(
    () => (JSON.parse(value) as DocSearchModalProps['searchParameters'] | null) ?? undefined,
    [value],
  );
}

export function DocSearchModal(props: DocSearchModalProps): ReactNode {
  useFocusTrap();
  useStoredSearchKeys();
  const {appId, apiKey, transformSearchClient} = props;
  const searchParameters = useSameSearchParameters(props.searchParameters);
  /** Why the last search failed, if it did. */
  const [failure, setFailure] = useState<'index-not-built' | 'other'>();
  const transform = useCallback(
    (client: DocSearchTransformClient): DocSearchTransformClient => {
      const searchClient =
        appId === LOCAL_APP_ID
          ? (createLocalSearchClient(appId, apiKey) as unknown as DocSearchTransformClient)
          : (transformSearchClient?.(client) ?? client);
      // Remember whether the last search failed: see SearchErrorScreen for why DocSearch cannot.
      const search: DocSearchTransformClient['search'] = (...args) => {
        setFailure(undefined);
        return searchClient.search(...args).then(
          (response) => {
            if (indexNotBuilt()) setFailure('index-not-built');
            return response;
          },
          (error: unknown) => {
            setFailure('other');
            throw error;
          },
        );
      };
      return {...searchClient, search};
    },
    [appId, apiKey, transformSearchClient],
  );
  return (
    <>
      <ThemeDocSearchModal
        {...props}
        transformSearchClient={transform}
        searchParameters={searchParameters}
        insights={insights}
        getMissingResultsUrl={missingResultsUrl}
        hitComponent={Hit}
      />
      {failure && (
        <SearchErrorScreen
          translations={props.translations?.errorScreen}
          indexNotBuilt={failure === 'index-not-built'}
        />
      )}
    </>
  );
}
