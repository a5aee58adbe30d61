import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import NavbarMobileSidebar from '@theme-original/Navbar/MobileSidebar';
import {startTransition, useEffect, useState, type ReactNode} from 'react';

/**
 * The menu a narrow window opens from the navbar (the navbar's links, then the docs sidebar). The
 * theme draws it, off screen, as soon as it has measured a narrow window: right after hydration,
 * the sidebar's whole tree again in a task of its own. It is drawn once the browser is idle instead,
 * in a transition (React renders it in slices, so a tap is answered meanwhile), or at once if the
 * reader opens it first.
 */
export default function NavbarMobileSidebarWrapper(): ReactNode {
  const {shown} = useNavbarMobileSidebar();
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (idle) return undefined;
    const draw = () => startTransition(() => setIdle(true));
    // Safari has no idle callbacks: a timeout after the tasks already queued.
    if (!('requestIdleCallback' in window)) {
      const timeout = setTimeout(draw, 200);
      return () => clearTimeout(timeout);
    }
    const request = requestIdleCallback(draw, {timeout: 3000});
    return () => cancelIdleCallback(request);
  }, [idle]);
  return idle || shown ? <NavbarMobileSidebar /> : null;
}
