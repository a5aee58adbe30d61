/**
 * An SVG of static/ shown in Markdown (`![alt](/img/diagrams/x.svg)`) is linked as the published
 * file. Docusaurus would send it through url-loader, which writes a file under 10 KB into the page
 * as a base64 data URL: into the page's HTML and again into its JS chunk, a third larger each time,
 * although static/ publishes the file anyway and the image loads lazily. Here the image becomes an
 * `<img>` of that file (the theme's MDX image still draws it, so image zoom works), with the
 * picture's own width and height so nothing shifts as it loads. A missing file, or an SVG without
 * a size, fails the build naming the page and the line.
 */
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';

import type {Image, Root} from 'mdast';
import type {MdxJsxAttribute, MdxJsxTextElement} from 'mdast-util-mdx-jsx';
import type {Plugin} from 'unified';

import {nodesWhere, sourceLocation} from '../helpers/mdastNodes';
import {SITE_DIR} from '../helpers/siteDir';

const STATIC_DIR = join(SITE_DIR, 'static');

/** The size of an SVG: its width and height attributes, else its viewBox. */
export function svgSize(svg: string): {width: number; height: number} | undefined {
  const root = /<svg\b[^>]*>/.exec(svg)?.[0];
  if (!root) return undefined;
  const attribute = (name: string): string | undefined =>
    new RegExp(`\\s${name}="([^"]*)"`).exec(root)?.[1];
  const width = Number(attribute('width'));
  const height = Number(attribute('height'));
  if (width > 0 && height > 0) return {width, height};
  const viewBox = attribute('viewBox')
    ?.trim()
    .split(/[\s,]+/)
    .map(Number);
  if (viewBox?.length === 4 && viewBox[2]! > 0 && viewBox[3]! > 0)
    return {width: viewBox[2]!, height: viewBox[3]!};
  return undefined;
}

const attribute = (name: string, value: string): MdxJsxAttribute => ({
  type: 'mdxJsxAttribute',
  name,
  value,
});

/** `baseUrl` is the site's; `staticDir` is static/ unless a test names another. */
const remarkStaticImages: Plugin<[{baseUrl: string; staticDir?: string}], Root> = ({
  baseUrl,
  staticDir = STATIC_DIR,
}) => {
  return (tree, vfile) => {
    const images = nodesWhere(
      tree,
      (node): node is Image =>
        node.type === 'image' &&
        (node as Image).url.startsWith('/') &&
        !(node as Image).url.startsWith('//') &&
        (node as Image).url.endsWith('.svg'),
    );
    for (const image of images) {
      const where = sourceLocation(vfile, image);
      const file = join(staticDir, decodeURIComponent(image.url));
      if (!existsSync(file)) {
        throw new Error(`The image ${image.url} in ${where} is not in static${image.url}.`);
      }
      const size = svgSize(readFileSync(file, 'utf8'));
      if (!size) {
        throw new Error(
          `The image ${image.url} in ${where} has no size: give its <svg> width and height, or a viewBox.`,
        );
      }
      const element: MdxJsxTextElement = {
        type: 'mdxJsxTextElement',
        name: 'img',
        attributes: [
          attribute('src', `${baseUrl}${image.url.slice(1)}`),
          ...(image.alt ? [attribute('alt', image.alt)] : []),
          ...(image.title ? [attribute('title', image.title)] : []),
          attribute('width', String(size.width)),
          attribute('height', String(size.height)),
        ],
        children: [],
        position: image.position,
      };
      // The node becomes the element in place: its parent's list of children stays as it is.
      Object.assign(image, element);
      for (const key of ['url', 'alt', 'title'])
        delete (image as Partial<Image>)[key as keyof Image];
    }
  };
};

export default remarkStaticImages;
