import Layout from '@theme-original/Layout';
import type {Props} from '@theme/Layout';
import {useContext, type ReactNode} from 'react';

import ConsentBanner from '@site/src/components/ConsentBanner';

import {MainLandmark} from './mainLandmark';

/**
 * The theme's layout, with the content in a `<main>` when the page asks for one (see mainLandmark.ts),
 * and the consent banner first, before the skip link, as the first thing a keyboard reaches.
 */
export default function LayoutWrapper({children, ...props}: Props): ReactNode {
  const wrapInMain = useContext(MainLandmark);
  return (
    <>
      <ConsentBanner />
      <Layout {...props}>{wrapInMain ? <main>{children}</main> : children}</Layout>
    </>
  );
}
