/**
 * What the search modal and the search page say under `npm start`: the development server serves no
 * search index (the production build writes it), so search needs a build and `npm run serve`.
 */
import Translate from '@docusaurus/Translate';
import type {ReactNode} from 'react';

export function IndexNotBuiltTitle(): ReactNode {
  return (
    <Translate
      id="flowloom.search.indexNotBuilt.title"
      description="Search under the development server (npm start), which has no search index">
      Search is not part of the live preview
    </Translate>
  );
}

export function IndexNotBuiltHelp(): ReactNode {
  return (
    <Translate
      id="flowloom.search.indexNotBuilt.help"
      description="How to try search while writing: the commands are shown as code"
      values={{build: <code>npm run build</code>, serve: <code>npm run serve</code>}}>
      {'The search index is built by {build} and served by {serve}: run both to try search.'}
    </Translate>
  );
}
