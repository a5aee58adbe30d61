/**
 * React 19's server render preloads the images it draws first (the logos) with `<link
 * rel="preload">` elements at the start of the app's container, which is all Docusaurus renders
 * with React. Preact hydrates that container and knows nothing of them: to keep its children in
 * the order it renders them, it would move every one of them (the navbar, the page, the footer),
 * invalidating the layout of the whole page. Moved to the head before hydration, the preloads do
 * what they were for, and Preact finds the container as it would have rendered it.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

if (ExecutionEnvironment.canUseDOM) {
  document.querySelectorAll('#__docusaurus > link').forEach((link) => document.head.append(link));
}
