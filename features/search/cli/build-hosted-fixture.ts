/** Builds the English site in hosted search mode for the browser tests (see ../build/hostedFixture.ts). */
import {execFileSync} from 'node:child_process';

import {hostedSearch, hostedSearchEnv} from '../build/hostedFixture';

execFileSync('npx', ['docusaurus', 'build', '--locale', 'en', '--out-dir', hostedSearch.outDir], {
  stdio: 'inherit',
  env: {...process.env, ...hostedSearchEnv},
});
