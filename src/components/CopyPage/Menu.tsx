import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useEffect, useRef, useState, type ReactNode, type RefObject} from 'react';

import styles from './styles.module.css';

interface Props {
  id: string;
  /** Where the page's Markdown twin is served, on this site (`/docs/workflow/concepts-flows.md`). */
  twinPath: string;
  /** The page's own path. */
  pagePath: string;
  /** Closes the list; `returnFocus` puts the keyboard back on the button. */
  onClose: (returnFocus: boolean) => void;
  /** The button that opened the list: a click on it is its own toggle, not a click outside. */
  toggle: RefObject<HTMLButtonElement | null>;
}

type Status = 'idle' | 'copied' | 'failed';

/** The twin's text, fetched from this site. */
async function fetchTwin(path: string): Promise<string> {
  const response = await fetch(path);
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  return response.text();
}

/**
 * Copies the twin. Safari allows a clipboard write only within the click that asked for it, so the
 * text goes in as a promise that the fetch fulfils; browsers without ClipboardItem get the text.
 */
async function copyTwin(path: string): Promise<void> {
  const text = fetchTwin(path);
  if (typeof ClipboardItem !== 'undefined' && 'write' in navigator.clipboard) {
    const blob = text.then((value) => new Blob([value], {type: 'text/plain'}));
    await navigator.clipboard.write([new ClipboardItem({'text/plain': blob})]);
  } else {
    await navigator.clipboard.writeText(await text);
  }
}

/** The actions of the "Copy page" button, loaded when the button is reached. */
export default function CopyPageMenu({id, twinPath, pagePath, onClose, toggle}: Props): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const list = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<Status>('idle');

  useEffect(() => {
    list.current?.querySelector<HTMLElement>('button, a')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose(true);
    };
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!list.current?.contains(target) && !toggle.current?.contains(target)) onClose(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [onClose, toggle]);

  // Assistants read the public site, whatever host serves this copy of it.
  const prompt = translate(
    {
      id: 'flowloom.copyPage.prompt',
      message:
        'Read {twin}, a page of the Flowloom documentation ({page}), so that I can ask you about it.',
      description:
        'The first message sent to a chat assistant; {twin} is the Markdown URL, {page} the page URL',
    },
    {twin: `${siteConfig.url}${twinPath}`, page: `${siteConfig.url}${pagePath}`},
  );
  const assistants = [
    {name: 'ChatGPT', href: `https://chatgpt.com/?q=${encodeURIComponent(prompt)}`},
    {name: 'Claude', href: `https://claude.ai/new?q=${encodeURIComponent(prompt)}`},
  ];

  return (
    <div ref={list} id={id} className={styles.menu}>
      <ul className={styles.actions}>
        <li>
          <button
            type="button"
            className={styles.action}
            onClick={() => {
              copyTwin(twinPath).then(
                () => setStatus('copied'),
                () => setStatus('failed'),
              );
            }}>
            {translate({id: 'flowloom.copyPage.copy', message: 'Copy as Markdown'})}
          </button>
        </li>
        <li>
          <a className={styles.action} href={twinPath}>
            {translate({id: 'flowloom.copyPage.view', message: 'View as Markdown'})}
          </a>
        </li>
        {assistants.map(({name, href}) => (
          <li key={name}>
            <a className={styles.action} href={href} target="_blank" rel="noopener noreferrer">
              {translate(
                {
                  id: 'flowloom.copyPage.openIn',
                  message: 'Open in {assistant}',
                  description:
                    'Opens a chat assistant (ChatGPT, Claude) with a prompt citing the page',
                },
                {assistant: name},
              )}
            </a>
          </li>
        ))}
      </ul>
      <p role="status" className={styles.status}>
        {status === 'copied' &&
          translate({id: 'flowloom.copyPage.copied', message: 'Copied the page as Markdown.'})}
        {status === 'failed' &&
          translate({
            id: 'flowloom.copyPage.failed',
            message: 'Could not copy the page. Open it as Markdown and copy it from there.',
          })}
      </p>
    </div>
  );
}
