import Head from '@docusaurus/Head';
import {translate} from '@docusaurus/Translate';
import {useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {lazy, Suspense, useCallback, useId, useRef, useState, type ReactNode} from 'react';

import {twinPath} from '../../markdownTwin/twinUrl';
import styles from './styles.module.css';

const loadMenu = () => import('./Menu');
const Menu = lazy(loadMenu);

/**
 * "Copy page": a button on every doc page that opens a short list of actions on the page's Markdown
 * twin (copy it, open it, hand it to a chat assistant). Only the button ships with the page; the list
 * is loaded when a pointer or the keyboard reaches the button. The page's head links the twin
 * (`rel="alternate"`) for assistants that look for it.
 */
export default function CopyPage(): ReactNode {
  const {pathname} = useLocation();
  const twin = twinPath(pathname);
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  // Like the theme's colour mode toggle: a button that cannot work before hydration says so.
  const isBrowser = useIsBrowser();
  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  }, []);
  return (
    <div className={styles.copyPage}>
      <Head>
        <link rel="alternate" type="text/markdown" href={twin} />
      </Head>
      <button
        ref={button}
        type="button"
        className={styles.toggle}
        disabled={!isBrowser}
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onPointerEnter={() => void loadMenu()}
        onFocus={() => void loadMenu()}
        onClick={() => setOpen((shown) => !shown)}>
        {translate({
          id: 'flowloom.copyPage.button',
          message: 'Copy page',
          description: 'The button that opens the actions on the Markdown version of a doc page',
        })}
        <span aria-hidden="true" className={styles.caret} />
      </button>
      {open && (
        <Suspense fallback={null}>
          <Menu id={menuId} twinPath={twin} pagePath={pathname} onClose={close} toggle={button} />
        </Suspense>
      )}
    </div>
  );
}
