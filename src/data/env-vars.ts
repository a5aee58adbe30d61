/**
 * The environment variables the Flowloom server reads. Guides may mention only
 * names listed here (a unit test checks every `FLOWLOOM_*` name in docs/ and
 * i18n/), so a variable is defined once with its default and meaning.
 */
export interface EnvVar {
  name: `FLOWLOOM_${string}`;
  /** The value used when the variable is unset; `undefined` when there is none. */
  default?: string;
  /** The matching `flowloom run` option, when there is one. */
  cliOption?: `--${string}`;
  description: string;
}

export const envVars: readonly EnvVar[] = [
  {
    name: 'FLOWLOOM_HOST',
    default: '127.0.0.1',
    cliOption: '--host',
    description: 'Interface the server listens on. Use 0.0.0.0 inside a container.',
  },
  {
    name: 'FLOWLOOM_PORT',
    default: '7860',
    cliOption: '--port',
    description: 'Port of the UI and the API.',
  },
  {
    name: 'FLOWLOOM_WORKERS',
    default: '1',
    cliOption: '--workers',
    description: 'Number of server worker processes.',
  },
  {
    name: 'FLOWLOOM_LOG_LEVEL',
    default: 'info',
    cliOption: '--log-level',
    description: 'One of debug, info, warning, error, critical.',
  },
  {
    name: 'FLOWLOOM_LOG_FILE',
    cliOption: '--log-file',
    description: 'Path of a file that receives the server log in addition to standard output.',
  },
  {
    name: 'FLOWLOOM_CONFIG_DIR',
    default: '~/.flowloom',
    description: 'Directory holding the SQLite database, uploaded files and caches.',
  },
  {
    name: 'FLOWLOOM_DATABASE_URL',
    default: 'sqlite:///<config dir>/flowloom.db',
    description: 'SQLAlchemy URL of the database. Use PostgreSQL in production.',
  },
  {
    name: 'FLOWLOOM_AUTO_LOGIN',
    default: 'true',
    description:
      'Signs every visitor in as the superuser without a password. Set to false for any shared server.',
  },
  {
    name: 'FLOWLOOM_SUPERUSER',
    default: 'admin',
    description: 'User name of the superuser created at start-up when auto-login is off.',
  },
  {
    name: 'FLOWLOOM_SUPERUSER_PASSWORD',
    description: 'Password of that superuser. Required when auto-login is off.',
  },
  {
    name: 'FLOWLOOM_SECRET_KEY',
    description:
      'Key that encrypts credential variables and signs tokens. Generated and stored in the config directory when unset.',
  },
  {
    name: 'FLOWLOOM_NEW_USER_IS_ACTIVE',
    default: 'false',
    description:
      'Whether accounts created through sign-up can sign in before a superuser activates them.',
  },
  {
    name: 'FLOWLOOM_ACCESS_TOKEN_EXPIRE_SECONDS',
    default: '3600',
    description: 'Lifetime of an access token issued by login.',
  },
  {
    name: 'FLOWLOOM_COMPONENTS_PATH',
    cliOption: '--components-path',
    description: 'Directory of custom components, loaded in addition to the built-in ones.',
  },
  {
    name: 'FLOWLOOM_AUTO_SAVING',
    default: 'true',
    description: 'Whether the editor saves flows automatically.',
  },
  {
    name: 'FLOWLOOM_AUTO_SAVING_INTERVAL',
    default: '1000',
    description: 'Delay, in milliseconds, between an edit and its automatic save.',
  },
  {
    name: 'FLOWLOOM_BACKEND_ONLY',
    default: 'false',
    cliOption: '--backend-only',
    description: 'Serves the API without the browser UI.',
  },
  {
    name: 'FLOWLOOM_OPEN_BROWSER',
    default: 'true',
    cliOption: '--open-browser',
    description: 'Opens the UI in a browser when the server starts.',
  },
  {
    name: 'FLOWLOOM_MAX_FILE_SIZE_UPLOAD',
    default: '100',
    description: 'Largest accepted upload, in megabytes.',
  },
  {
    name: 'FLOWLOOM_STORE_ENVIRONMENT_VARIABLES',
    default: 'true',
    description:
      'Whether variables named in FLOWLOOM_VARIABLES_TO_GET_FROM_ENVIRONMENT are copied into global variables at start-up.',
  },
  {
    name: 'FLOWLOOM_VARIABLES_TO_GET_FROM_ENVIRONMENT',
    description:
      'Comma-separated names of environment variables to expose as global variables, for example OPENAI_API_KEY.',
  },
  {
    name: 'FLOWLOOM_CORS_ORIGINS',
    default: '*',
    description: 'Comma-separated origins allowed to call the API from a browser.',
  },
  {
    name: 'FLOWLOOM_DO_NOT_TRACK',
    default: 'false',
    description: 'Turns off anonymous usage telemetry.',
  },
  {
    name: 'FLOWLOOM_VOICE_ENABLED',
    default: 'true',
    description: 'Shows voice mode in the Playground when a speech provider is configured.',
  },
  {
    name: 'FLOWLOOM_MCP_SERVER_ENABLED',
    default: 'true',
    description: 'Serves each project as an MCP server.',
  },
];
