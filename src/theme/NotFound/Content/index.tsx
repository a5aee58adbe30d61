import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import {PageMetadata} from '@docusaurus/theme-common';
import Heading from '@theme/Heading';
import type {Props} from '@theme/NotFound/Content';

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
            <Translate id="flowloom.NotFound.wayBack" description="Introduces the links of the 404 page">
              The page may have moved when the docs were reorganised. Try one of these:
            </Translate>
          </p>
          <ul>
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
