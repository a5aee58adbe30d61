import {useState, type ReactNode} from 'react';
import Layout from '@theme/Layout';

declare global {
  interface Window {
    /** While true, the crash-test page throws on every render. */
    flowloomTestCrash?: boolean;
  }
}

/**
 * Test-only page (built only with DOCS_TEST_PAGES=true). Its button makes the
 * page throw during render, with a cause, so the browser tests reach the crash
 * screen through the real layout and error boundary. The test clears
 * `window.flowloomTestCrash` before pressing 'Try again' to see the re-render.
 */
function Thrower(): ReactNode {
  if (window.flowloomTestCrash) {
    throw new Error('Test crash requested by the browser tests', {
      cause: new Error('The root cause of the test crash'),
    });
  }
  return <p>The page rendered again.</p>;
}

export default function CrashTestPage(): ReactNode {
  const [armed, setArmed] = useState(false);
  const crash = (): void => {
    window.flowloomTestCrash = true;
    setArmed(true);
  };
  return (
    <Layout title="Crash test" description="Test-only page that crashes on request">
      <main className="container margin-vert--lg">
        <h1>Crash test</h1>
        <button type="button" className="button button--danger" onClick={crash}>
          Crash this page
        </button>
        {armed && <Thrower />}
      </main>
    </Layout>
  );
}
