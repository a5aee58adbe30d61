import useBaseUrl from '@docusaurus/useBaseUrl';
import clsx from 'clsx';
import type {ReactNode} from 'react';

import styles from './styles.module.css';

interface Props {
  /** The light and dark pictures, without the base URL: `/img/flows/basic-prompting.light.svg`. */
  light: string;
  dark: string;
  /** Generated from the graph in the page's locale. */
  alt: string;
  /** The pictures' own size; the page scales them down to its width. */
  width: number;
  height: number;
}

/**
 * The diagram of a shipped flow. Pages write `<FlowDiagram path="examples/flows/….json" />`;
 * plugins/remark/remark-flow-diagram.ts puts in these props when the page is compiled.
 *
 * Both pictures stay in the page and CSS shows the one of the colour mode, as the theme's
 * ThemedImage does before hydration. ThemedImage, once hydrated, keeps only the current one and
 * mounts the other on a theme switch, after the image zoom (attached to `.markdown img` when the
 * route renders) has run: the new picture could not be zoomed. Lazy loading leaves the hidden
 * picture unfetched until the mode changes.
 */
export default function FlowDiagram({light, dark, alt, width, height}: Props): ReactNode {
  const sources = {light: useBaseUrl(light), dark: useBaseUrl(dark)};
  return (
    <div className={styles.flowDiagram}>
      {(['light', 'dark'] as const).map((mode) => (
        <img
          key={mode}
          className={clsx(styles.picture, styles[mode])}
          src={sources[mode]}
          alt={alt}
          width={width}
          height={height}
          loading="lazy"
          decoding="async"
        />
      ))}
    </div>
  );
}
