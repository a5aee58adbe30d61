import type {WrapperProps} from '@docusaurus/types';
import DocBreadcrumbs from '@theme-original/DocBreadcrumbs';
import type DocBreadcrumbsType from '@theme/DocBreadcrumbs';
import type {ReactNode} from 'react';

import CopyPage from '../../components/CopyPage';
import styles from './styles.module.css';

type Props = WrapperProps<typeof DocBreadcrumbsType>;

/** The breadcrumbs, with the "Copy page" control at the end of their line (guides and API pages alike). */
export default function DocBreadcrumbsWrapper(props: Props): ReactNode {
  return (
    <div className={styles.line}>
      <DocBreadcrumbs {...props} />
      <CopyPage />
    </div>
  );
}
