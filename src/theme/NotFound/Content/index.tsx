import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {useSearchLinkCreator} from '@docusaurus/theme-common';
import Translate, {translate} from '@docusaurus/Translate';
import {PageMetadata} from '@docusaurus/theme-common';
import Heading from '@theme/Heading';
import type {Props} from '@theme/NotFound/Content';

import RemountAfterHydration from '@site/src/components/RemountAfterHydration';

/** The words of the missing path, as a search query: `/docs/workflow/concept-flows` → `concept flows`. */
function useQueryFromPath(): string {
  const base = useBaseUrl('/');
  const {pathname} = useLocation();
  const path = pathname.startsWith(base) ? pathname.slice(base.length) : pathname;
  return decodeURIComponent(path)
    .replace(/\.html$/, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .join(' ');
}

/** A search for the missing path's words; the server renders 404.html without knowing the path, so it remounts. */
function SearchForPath(): ReactNode {
  const query = useQueryFromPath();
  const createSearchLink = useSearchLinkCreator();
  return (
    <RemountAfterHydration>
      <Link to={createSearchLink(query)}>
        <Translate
          id="flowloom.NotFound.search"
          description="Link from the 404 page to the search page">
          Search the docs
        </Translate>
      </Link>
    </RemountAfterHydration>
  );
}

/**
 * The not-found screen. Same title and first line as the theme's, but instead
 * of asking the reader to contact whoever linked here, it offers ways back.
 * It also names the document: the docs plugin, served at the site root,
 * renders this content for unknown paths without the NotFound page's title.
 */
export default function NotFoundContent({className}: Props): ReactNode {
  return (
    <main className={clsx('container margin-vert--xl', className)}>
      <PageMetadata title={translate({id: 'theme.NotFound.title', message: 'Page Not Found'})} />
      <div className="row">
        <div className="col col--6 col--offset-3">
          <Heading as="h1" className="hero__title">
            <Translate id="theme.NotFound.title" description="The title of the 404 page">
              Page Not Found
            </Translate>
          </Heading>
          <p>
            <Translate id="theme.NotFound.p1" description="The first paragraph of the 404 page">
              We could not find what you were looking for.
            </Translate>
          </p>
          <p>
            <Translate
              id="flowloom.NotFound.wayBack"
              description="Introduces the links of the 404 page">
              The page may have moved when the docs were reorganised. Try one of these:
            </Translate>
          </p>
          <ul>
            <li>
              <SearchForPath />
            </li>
            <li>
              <Link to="/">
                <Translate id="flowloom.NotFound.home">The welcome page</Translate>
              </Link>
            </li>
            <li>
              <Link to="/get-started-installation">
                <Translate id="flowloom.NotFound.install">Install Flowloom</Translate>
              </Link>
            </li>
            <li>
              <Link to="/concepts-overview">
                <Translate id="flowloom.NotFound.concepts">Concepts</Translate>
              </Link>
            </li>
          </ul>
        </div>
      </div>
    </main>
  );
}
