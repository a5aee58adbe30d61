/**
 * The files Docusaurus may write for a route, as @docusaurus/utils' readOutputHTMLFile looks them up:
 * `a/b.html` or `a/b/index.html` (the locale's root is `index.html` whatever the trailing-slash
 * setting), and a route that ends in `.html` (the not-found page) as it is.
 */
export function routeFiles(route: string, baseUrl: string): string[] {
  const path = route.slice(baseUrl.length).replace(/\/$/, '');
  if (path === '') return ['index.html'];
  return /\.html?$/i.test(path) ? [path] : [`${path}.html`, `${path}/index.html`];
}
