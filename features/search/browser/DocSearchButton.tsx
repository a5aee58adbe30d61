/**
 * Stands in for `@docsearch/react` inside the theme's SearchBar (see features/search). The package is a
 * single bundle, so importing its button from every page would put the whole modal into the main
 * chunk; with this module the navbar carries only the button and the shortcuts, and the modal
 * (`@docsearch/react/modal`) loads when a reader reaches for search. Markup, class names and keys
 * match DocSearch 3.9's, so its styles and the theme's props apply unchanged.
 */
import {useEvent} from '@docusaurus/theme-common';
import clsx from 'clsx';
import React, {forwardRef, useEffect, useState, type ComponentProps, type RefObject} from 'react';

import styles from './DocSearchButton.module.css';

type ButtonTranslations = Partial<{buttonText: string; buttonAriaLabel: string}>;

export type DocSearchButtonProps = ComponentProps<'button'> & {translations?: ButtonTranslations};

const CTRL = 'Ctrl';

function SearchIcon(): React.JSX.Element {
  return (
    <svg
      width="20"
      height="20"
      className="DocSearch-Search-Icon"
      viewBox="0 0 20 20"
      aria-hidden="true">
      <path
        d="M14.386 14.386l4.0877 4.0877-4.0877-4.0877c-2.9418 2.9419-7.7115 2.9419-10.6533 0-2.9419-2.9418-2.9419-7.7115 0-10.6533 2.9418-2.9419 7.7115-2.9419 10.6533 0 2.9419 2.9418 2.9419 7.7115 0 10.6533z"
        stroke="currentColor"
        fill="none"
        fillRule="evenodd"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** "Ctrl" drawn to fit DocSearch's 20-pixel key cap; the button's label names the shortcut. */
function ControlKeyIcon(): React.JSX.Element {
  return (
    <svg width="15" height="15" className="DocSearch-Control-Key-Icon" aria-hidden="true">
      <path
        d="M4.505 4.496h2M5.505 5.496v5M8.216 4.496l.055 5.993M10 7.5c.333.333.5.667.5 1v2M12.326 4.5v5.996M8.384 4.496c1.674 0 2.116 0 2.116 1.5s-.442 1.5-2.116 1.5M3.205 9.303c-.09.448-.277 1.21-1.241 1.203C1 10.5.5 9.513.5 8V7c0-1.57.5-2.5 1.464-2.494.964.006 1.134.598 1.24 1.342M12.553 10.5h1.953"
        strokeWidth="1.2"
        stroke="currentColor"
        fill="none"
        strokeLinecap="square"
      />
    </svg>
  );
}

/**
 * A key cap that looks pressed while the reader holds that key. A letter on it is drawn by CSS from
 * `label`: the button's visible text stays "Search", part of its name "Search (Ctrl+K)" (WCAG 2.5.3).
 */
function Key({
  reactsTo,
  label,
  children,
}: {
  reactsTo: string;
  label?: string;
  children?: React.ReactNode;
}) {
  const [pressed, setPressed] = useState(false);
  useEffect(() => {
    const down = (event: KeyboardEvent) => event.key === reactsTo && setPressed(true);
    // A released Meta swallows the keyup of K on macOS, so it releases every key cap.
    const up = (event: KeyboardEvent) =>
      (event.key === reactsTo || event.key === 'Meta') && setPressed(false);
    window.addEventListener('keydown', down);
    window.addEventListener('keyup', up);
    return () => {
      window.removeEventListener('keydown', down);
      window.removeEventListener('keyup', up);
    };
  }, [reactsTo]);
  return (
    <kbd
      className={clsx(
        'DocSearch-Button-Key',
        pressed && 'DocSearch-Button-Key--pressed',
        label && styles.drawnLabel,
      )}
      data-label={label}>
      {children}
    </kbd>
  );
}

export const DocSearchButton = forwardRef<HTMLButtonElement, DocSearchButtonProps>(
  function DocSearchButton({translations = {}, ...props}, ref) {
    const {buttonText = 'Search', buttonAriaLabel = 'Search'} = translations;
    // The modifier is known only in the browser: the server renders no key caps.
    const [modifier, setModifier] = useState<string | null>(null);
    useEffect(() => {
      setModifier(/(Mac|iPhone|iPod|iPad)/i.test(navigator.platform) ? '⌘' : CTRL);
    }, []);
    const isCtrl = modifier === CTRL;
    return (
      <button
        type="button"
        className="DocSearch DocSearch-Button"
        aria-label={`${buttonAriaLabel} (${isCtrl ? 'Ctrl' : 'Command'}+K)`}
        {...props}
        ref={ref}>
        <span className="DocSearch-Button-Container">
          <SearchIcon />
          <span className="DocSearch-Button-Placeholder">{buttonText}</span>
        </span>
        {/* The caps repeat the shortcut the name already says. */}
        <span className="DocSearch-Button-Keys" aria-hidden="true">
          {modifier !== null && (
            <>
              {isCtrl ? (
                <Key reactsTo={CTRL}>
                  <ControlKeyIcon />
                </Key>
              ) : (
                <Key reactsTo="Meta" label={modifier} />
              )}
              <Key reactsTo="k" label="K" />
            </>
          )}
        </span>
      </button>
    );
  },
);

interface KeyboardEventsOptions {
  isOpen: boolean;
  onOpen: () => void;
  onClose: () => void;
  onInput?: (event: KeyboardEvent) => void;
  searchButtonRef?: RefObject<HTMLButtonElement | null>;
}

const isEditing = ({target}: KeyboardEvent): boolean => {
  const element = target as HTMLElement;
  return element.isContentEditable || ['INPUT', 'SELECT', 'TEXTAREA'].includes(element.tagName);
};

/**
 * DocSearch's shortcuts: Ctrl+K or Cmd+K toggles the modal, '/' opens it outside form fields, Escape
 * closes it; a letter typed on the focused search button opens it with that letter as the query.
 * The listener sees the state of the last render (`useEvent`), not of the last effect, which may
 * run after the next frame: an Escape pressed just after the modal opened is then still read as
 * pressed on an open modal.
 */
export function useDocSearchKeyboardEvents({
  isOpen,
  onOpen,
  onClose,
  onInput,
  searchButtonRef,
}: KeyboardEventsOptions): void {
  const onKeyDown = useEvent((event: KeyboardEvent) => {
    const toggles =
      (event.code === 'Escape' && isOpen) ||
      (event.key?.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey)) ||
      (!isEditing(event) && event.key === '/' && !isOpen);
    if (toggles) {
      event.preventDefault();
      if (isOpen) onClose();
      else if (!document.body.classList.contains('DocSearch--active')) onOpen();
      return;
    }
    if (
      searchButtonRef?.current === document.activeElement &&
      onInput &&
      /^[a-zA-Z0-9]$/.test(event.key)
    )
      onInput(event);
  });
  useEffect(() => {
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [onKeyDown]);
}
