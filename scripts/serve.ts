/**
 * Serves the production build with the production web-server rules:
 *   npm run serve [-- --port 3000 --dir build]
 */
import {existsSync} from 'node:fs';
import {join, resolve} from 'node:path';
import {siteDefaults} from '../data/site';
import {startServer} from './static-server';

const argument = (name: string): string | undefined => {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? undefined : process.argv[index + 1];
};
const dir = resolve(argument('dir') ?? 'build');
const port = Number(argument('port') ?? process.env.PORT ?? 3000);
if (!existsSync(join(dir, '404.html'))) {
  console.error(`No build in ${dir}: run \`npm run build\` first.`);
  process.exit(1);
}
startServer(dir, port);
console.log(`Serving ${dir} at http://127.0.0.1:${port}${siteDefaults.baseUrl}`);
