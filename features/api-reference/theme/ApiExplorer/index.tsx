import Translate from '@docusaurus/Translate';
import {createStorageSlot} from '@docusaurus/theme-common';
import SkeletonLoader from 'docusaurus-theme-openapi-docs/lib/theme/SkeletonLoader';
import type ApiExplorerComponent from 'docusaurus-theme-openapi-docs/lib/theme/ApiExplorer';
import {lazy, Suspense, useState, type ComponentProps, type ReactNode} from 'react';

import styles from './styles.module.css';

type Props = ComponentProps<typeof ApiExplorerComponent>;

/**
 * The explorer (request samples, the request form, the response) needs the request and code-sample
 * generators: about 1.8 MB of gzip JavaScript, eight times the rest of the page. The theme already
 * renders it in the browser only; this wrapper loads it on demand. Pointing at or focusing the
 * button starts the download, clicking shows it, and once shown it stays open on every API page
 * for the rest of the session.
 */
// The chunk name is the one ../../build/chunks.ts keeps the explorer's own packages with.
const loadExplorer = () => import(/* webpackChunkName: "api-explorer" */ '@theme-init/ApiExplorer');
const Explorer = lazy(loadExplorer);
const preload = () => {
  void loadExplorer();
};
const shownSlot = createStorageSlot('flowloom.apiExplorer', {persistence: 'sessionStorage'});

/** The heading of the explorer, placeholder or shown: an h3, so the explorer's own h4 follows in order. */
function Title(): ReactNode {
  return (
    <h3 id="api-explorer-title" className={styles.title}>
      <Translate
        id="flowloom.apiExplorer.title"
        description="The heading of the placeholder that loads the API explorer on an API operation page">
        Request samples and API explorer
      </Translate>
    </h3>
  );
}

export default function ApiExplorer(props: Props): ReactNode {
  const [shown, setShown] = useState(() => shownSlot.get() === 'shown');
  if (shown)
    return (
      <section aria-labelledby="api-explorer-title">
        <Title />
        <Suspense fallback={<SkeletonLoader size="lg" />}>
          <Explorer {...props} />
        </Suspense>
      </section>
    );
  const show = () => {
    shownSlot.set('shown');
    setShown(true);
  };
  return <ExplorerPlaceholder onShow={show} onPreload={preload} />;
}

/**
 * The explorer's place before it is shown. The page's HTML holds it too, its button disabled: the
 * theme draws the explorer's column in the browser only, with a skeleton in the HTML, which
 * ../SkeletonLoader replaces with this.
 */
export function ExplorerPlaceholder({
  onShow,
  onPreload,
}: {
  onShow?: () => void;
  onPreload?: () => void;
}): ReactNode {
  return (
    <section className={styles.placeholder} aria-labelledby="api-explorer-title">
      <Title />
      <p>
        <Translate
          id="flowloom.apiExplorer.description"
          description="What the API explorer placeholder loads">
          This call in curl, Python and JavaScript, and a form that sends it to your Flowloom server
          and shows the response.
        </Translate>
      </p>
      <button
        type="button"
        className="button button--primary"
        // In the page's HTML, the button does nothing until the page's scripts have run.
        disabled={!onShow}
        onPointerEnter={onPreload}
        onFocus={onPreload}
        onClick={onShow}>
        <Translate
          id="flowloom.apiExplorer.show"
          description="The button that loads and shows the API explorer">
          Show request samples
        </Translate>
      </button>
    </section>
  );
}
