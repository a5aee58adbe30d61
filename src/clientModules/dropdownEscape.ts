/**
 * Escape closes an open navbar dropdown and leaves focus on its toggle (WAI-ARIA menu button
 * pattern). The theme's dropdown opens on Enter and closes on a press or focus outside it, but
 * ignores Escape; its open state is internal, so this reaches it through the press it listens to.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

if (ExecutionEnvironment.canUseDOM) {
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    const dropdown = document.activeElement?.closest('.navbar .dropdown--show');
    if (!dropdown) return;
    // A mousedown whose target (the document) lies outside the dropdown: the theme closes it.
    document.dispatchEvent(new MouseEvent('mousedown'));
    dropdown.querySelector<HTMLElement>(':scope > .navbar__link')?.focus();
  });
}
