import useBaseUrl from '@docusaurus/useBaseUrl';
import type {ReactNode} from 'react';

import styles from './styles.module.css';

interface Props {
  /** Where the site serves the file, without the base URL: `/examples/deploy/compose/compose.yaml`. */
  href: string;
  /** The name a browser saves the file under. */
  fileName: string;
  /** The text of the download link, in the page's locale. */
  label: string;
  /** The file's code block. */
  children: ReactNode;
}

/**
 * A file of examples/ on a page: its code block, then a link that downloads it. Pages write
 * `<ExampleFile path="examples/deploy/compose/compose.yaml" />`; plugins/remark/remark-example-file.ts
 * puts in the file and these props when the page is compiled.
 */
export default function ExampleFile({href, fileName, label, children}: Props): ReactNode {
  const url = useBaseUrl(href);
  return (
    <div className={styles.exampleFile}>
      {children}
      <p className={styles.download}>
        <a href={url} download={fileName}>
          {label}
        </a>
      </p>
    </div>
  );
}
