import {useEffect} from 'react';

type Action = 'save' | 'remove';

function actionOf(event: KeyboardEvent): Action | undefined {
  if (event.key === 'Delete') return 'remove';
  if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') return 'save';
  return undefined;
}

/**
 * Keys for the recent and favourite searches on the search modal's start screen. Their save and
 * remove buttons sat inside the result option, a control in a control (WCAG 4.1.2); they are mouse
 * targets now (the docsearch-stored-search-actions edit of
 * plugins/docusaurus/dependency-edits/registry.ts), and the search the arrow keys have reached is
 * removed with Delete and saved to favourites with Ctrl+S (Cmd+S), as its aria-keyshortcuts say.
 */
export function useStoredSearchKeys(): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const action = actionOf(event);
      const input = event.target;
      // The start screen shows only while the search field is empty.
      if (!action || !(input instanceof HTMLInputElement) || input.value !== '') return;
      if (!input.classList.contains('DocSearch-Input')) return;
      const activeId = input.getAttribute('aria-activedescendant');
      const control = activeId
        ? document.getElementById(activeId)?.querySelector<HTMLElement>(`[data-action="${action}"]`)
        : null;
      if (!control) return;
      event.preventDefault();
      control.click();
    };
    document.addEventListener('keydown', onKeyDown, true);
    return () => document.removeEventListener('keydown', onKeyDown, true);
  }, []);
}
