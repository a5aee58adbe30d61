import type {PluggableList} from 'unified';

/** Compiles `mdx` (as `page.mdx`) with the given remark plugins, as the site's MDX loader would. */
export async function compileMdx(mdx: string, remarkPlugins: PluggableList): Promise<string> {
  // @mdx-js/mdx is ESM-only and this package is CommonJS: import it dynamically.
  const {compile} = await import('@mdx-js/mdx');
  return String(await compile({value: mdx, path: 'page.mdx'}, {remarkPlugins}));
}
