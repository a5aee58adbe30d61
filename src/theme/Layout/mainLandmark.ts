import {createContext} from 'react';

/**
 * Set by a page whose content has no `<main>` of its own (the theme's search page): the layout then
 * puts the content in one, so the page has its main landmark (WCAG 1.3.1, axe landmark-one-main).
 * Docs pages and the not-found page render their own `<main>` and leave it unset.
 */
export const MainLandmark = createContext(false);
