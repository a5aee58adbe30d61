import Layout from '@theme-original/Layout';
import type {Props} from '@theme/Layout';
import {useContext, type ReactNode} from 'react';

import {MainLandmark} from './mainLandmark';

/** The theme's layout, with the content in a `<main>` when the page asks for one (see mainLandmark.ts). */
export default function LayoutWrapper({children, ...props}: Props): ReactNode {
  const wrapInMain = useContext(MainLandmark);
  return <Layout {...props}>{wrapInMain ? <main>{children}</main> : children}</Layout>;
}
