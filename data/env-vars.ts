/**
 * The environment variables the Flowloom server reads, each described once: type, default, allowed
 * values, the `flowloom run` option that sets the same, a description in each locale and the guide
 * that explains it. The environment-variables page renders the catalog, other pages render the rows
 * they need (`<EnvVars>`), the `.env` example is generated from it, and tests/unit/env-vars.test.ts
 * checks that pages name only these variables and state their defaults as written here.
 */
import {l} from './components/localized';
import type {Localized} from './components/types';
import {facts} from './facts';

/** The concerns the catalog is grouped by, in the order the reference page shows them. */
export const ENV_GROUPS = [
  'server',
  'database',
  'auth',
  'security',
  'storage',
  'logging',
  'telemetry',
  'limits',
  'features',
  'integrations',
] as const;
export type EnvGroup = (typeof ENV_GROUPS)[number];

export const envGroupLabels: Record<EnvGroup, {label: Localized; description: Localized}> = {
  server: {
    label: l('Server', '服务器'),
    description: l(
      'Where the server listens, how many processes it runs and what it serves.',
      '服务器监听的地址、运行的进程数量以及提供的内容。',
    ),
  },
  database: {
    label: l('Database and cache', '数据库与缓存'),
    description: l(
      'The database that stores flows, users, messages and global variables, its connection pool, and the cache shared by workers.',
      '存储流程、用户、消息和全局变量的数据库，它的连接池，以及工作进程共享的缓存。',
    ),
  },
  auth: {
    label: l('Authentication', '身份验证'),
    description: l(
      'Who can sign in, the superuser, tokens and where API keys come from.',
      '谁可以登录、超级用户、令牌以及 API 密钥的来源。',
    ),
  },
  security: {
    label: l('Security', '安全'),
    description: l(
      'Which browser origins may call the API, how cookies are sent, and HTTPS served by Flowloom itself.',
      '哪些浏览器源可以调用 API、Cookie 的发送方式，以及由 Flowloom 自身提供的 HTTPS。',
    ),
  },
  storage: {
    label: l('Storage', '存储'),
    description: l(
      'Where data, uploaded files and custom components live on disk.',
      '数据、上传的文件和自定义组件在磁盘上的存放位置。',
    ),
  },
  logging: {
    label: l('Logging', '日志'),
    description: l(
      'How much the server logs, in which format, and where the log file goes.',
      '服务器记录多少日志、使用什么格式，以及日志文件的位置。',
    ),
  },
  telemetry: {
    label: l('Telemetry and metrics', '遥测与指标'),
    description: l(
      'Anonymous usage statistics sent to the Flowloom team, and metrics for your own monitoring.',
      '发送给 Flowloom 团队的匿名使用统计，以及供你自己监控使用的指标。',
    ),
  },
  limits: {
    label: l('Limits', '限制'),
    description: l(
      'How long a run may take and how much of its output and history the server keeps.',
      '一次运行最多可以持续多久，以及服务器保留多少输出和历史记录。',
    ),
  },
  features: {
    label: l('Editor features', '编辑器功能'),
    description: l(
      'Behaviour of the visual editor and the Playground.',
      '可视化编辑器和 Playground 的行为。',
    ),
  },
  integrations: {
    label: l('Integrations', '集成'),
    description: l(
      'The MCP server of each project, and global variables taken from the server environment.',
      '每个项目的 MCP 服务器，以及从服务器环境中读取的全局变量。',
    ),
  },
};

/** How a value is written: `list` is comma-separated, `secret` is a string never to be shared. */
export type ValueType =
  'string' | 'integer' | 'boolean' | 'url' | 'path' | 'list' | 'enum' | 'secret';

export type EnvVarName = `FLOWLOOM_${string}`;

export interface EnvVar {
  name: EnvVarName;
  group: EnvGroup;
  type: ValueType;
  /** The value used when the variable is unset, as it is written; absent when there is none. */
  default?: string;
  /** For `enum`: every accepted value. */
  values?: readonly string[];
  /** The `flowloom run` option that sets the same; it then wins over the variable. */
  cliOption?: `--${string}`;
  /** `backticks` mark code, as in Markdown. */
  description: Localized;
  /** Slug (without the slash) of the guide that explains the variable. */
  page: string;
}

export const envVars: readonly EnvVar[] = [
  // server
  {
    name: 'FLOWLOOM_HOST',
    group: 'server',
    type: 'string',
    default: facts.host,
    cliOption: '--host',
    description: l(
      'Interface the server listens on. Use `0.0.0.0` inside a container or to accept connections from other machines.',
      '服务器监听的网络接口。在容器中，或需要接受其他机器的连接时，请使用 `0.0.0.0`。',
    ),
    page: 'get-started-installation',
  },
  {
    name: 'FLOWLOOM_PORT',
    group: 'server',
    type: 'integer',
    default: facts.port,
    cliOption: '--port',
    description: l('Port of the UI and the API.', '界面和 API 使用的端口。'),
    page: 'get-started-installation',
  },
  {
    name: 'FLOWLOOM_WORKERS',
    group: 'server',
    type: 'integer',
    default: '1',
    cliOption: '--workers',
    description: l(
      'Number of server worker processes. More than one needs PostgreSQL and the `redis` cache, because workers share nothing else.',
      '服务器工作进程的数量。多于一个时需要 PostgreSQL 和 `redis` 缓存，因为工作进程之间不共享其他任何内容。',
    ),
    page: 'get-started-installation',
  },
  {
    name: 'FLOWLOOM_WORKER_TIMEOUT',
    group: 'server',
    type: 'integer',
    default: '300',
    cliOption: '--worker-timeout',
    description: l(
      'Seconds a worker may go without answering the process manager before it is restarted. Raise it when single requests run long flows.',
      '工作进程在多少秒内没有响应进程管理器时会被重启。如果单个请求要运行耗时很长的流程，请调大此值。',
    ),
    page: 'develop-application',
  },
  {
    name: 'FLOWLOOM_ROOT_PATH',
    group: 'server',
    type: 'string',
    cliOption: '--root-path',
    description: l(
      'Path prefix under which a reverse proxy serves Flowloom, such as `/flowloom`. Leave it unset when Flowloom is at the root of its host.',
      '反向代理提供 Flowloom 时使用的路径前缀，例如 `/flowloom`。当 Flowloom 位于主机根路径时不要设置。',
    ),
    page: 'configuration-security-best-practices',
  },
  {
    name: 'FLOWLOOM_OPEN_BROWSER',
    group: 'server',
    type: 'boolean',
    default: 'true',
    cliOption: '--open-browser',
    description: l(
      'Opens the UI in a browser when the server starts. `--no-open-browser` turns it off.',
      '服务器启动时在浏览器中打开界面。使用 `--no-open-browser` 可以关闭。',
    ),
    page: 'get-started-installation',
  },
  {
    name: 'FLOWLOOM_BACKEND_ONLY',
    group: 'server',
    type: 'boolean',
    default: 'false',
    cliOption: '--backend-only',
    description: l('Serves the API without the browser UI.', '只提供 API，不提供浏览器界面。'),
    page: 'configuration-backend-only',
  },
  {
    name: 'FLOWLOOM_DEV',
    group: 'server',
    type: 'boolean',
    default: 'false',
    cliOption: '--dev',
    description: l(
      'Development mode: restarts the server when a Python file of a custom component changes, and logs at `debug` level. Runs a single worker.',
      '开发模式：自定义组件的 Python 文件发生变化时重启服务器，并以 `debug` 级别记录日志。只运行一个工作进程。',
    ),
    page: 'develop-overview',
  },
  // database
  {
    name: 'FLOWLOOM_DATABASE_URL',
    group: 'database',
    type: 'url',
    default: 'sqlite:///<config dir>/flowloom.db',
    description: l(
      'SQLAlchemy URL of the database, for example `postgresql://flowloom:password@db.internal:5432/flowloom`. Use PostgreSQL in production.',
      '数据库的 SQLAlchemy URL，例如 `postgresql://flowloom:password@db.internal:5432/flowloom`。生产环境请使用 PostgreSQL。',
    ),
    page: 'configuration-custom-database',
  },
  {
    name: 'FLOWLOOM_DATABASE_POOL_SIZE',
    group: 'database',
    type: 'integer',
    default: '10',
    description: l(
      'Connections each worker keeps open to PostgreSQL. Not used with SQLite.',
      '每个工作进程与 PostgreSQL 保持打开的连接数。使用 SQLite 时不生效。',
    ),
    page: 'configuration-custom-database',
  },
  {
    name: 'FLOWLOOM_DATABASE_MAX_OVERFLOW',
    group: 'database',
    type: 'integer',
    default: '20',
    description: l(
      'Extra connections a worker may open above the pool size under load; they are closed when returned.',
      '负载较高时，工作进程在连接池大小之外还可以额外打开的连接数；这些连接归还后即关闭。',
    ),
    page: 'configuration-custom-database',
  },
  {
    name: 'FLOWLOOM_DATABASE_POOL_TIMEOUT',
    group: 'database',
    type: 'integer',
    default: '30',
    description: l(
      'Seconds a request waits for a free connection before it fails.',
      '请求等待空闲连接的秒数，超时后请求失败。',
    ),
    page: 'configuration-custom-database',
  },
  {
    name: 'FLOWLOOM_DATABASE_CONNECT_RETRIES',
    group: 'database',
    type: 'integer',
    default: '5',
    description: l(
      'Attempts to reach the database at start-up, two seconds apart, before the server gives up. Useful when the database container starts after Flowloom.',
      '启动时尝试连接数据库的次数，每次间隔两秒，全部失败后服务器放弃启动。当数据库容器晚于 Flowloom 启动时很有用。',
    ),
    page: 'configuration-custom-database',
  },
  {
    name: 'FLOWLOOM_MIGRATE_ON_STARTUP',
    group: 'database',
    type: 'boolean',
    default: 'true',
    description: l(
      'Applies pending schema migrations when the server starts. Set it to `false` when you run `flowloom migration` yourself, for example once before rolling out several replicas.',
      '服务器启动时应用尚未执行的数据库结构迁移。如果你自己运行 `flowloom migration`（例如在发布多个副本之前先运行一次），请设为 `false`。',
    ),
    page: 'configuration-custom-database',
  },
  {
    name: 'FLOWLOOM_CACHE_TYPE',
    group: 'database',
    type: 'enum',
    default: 'memory',
    values: ['memory', 'redis'],
    description: l(
      'Where built flows and run state are cached: in each worker (`memory`) or in Redis, shared by every worker and replica (`redis`).',
      '已构建的流程和运行状态缓存在哪里：每个工作进程各自缓存（`memory`），或缓存在所有工作进程和副本共享的 Redis 中（`redis`）。',
    ),
    page: 'configuration-custom-database',
  },
  {
    name: 'FLOWLOOM_REDIS_URL',
    group: 'database',
    type: 'url',
    description: l(
      'Redis URL of the cache, for example `redis://redis:6379/0` (`rediss://` for TLS). Required when `FLOWLOOM_CACHE_TYPE` is `redis`.',
      '缓存使用的 Redis URL，例如 `redis://redis:6379/0`（TLS 连接使用 `rediss://`）。当 `FLOWLOOM_CACHE_TYPE` 为 `redis` 时必须设置。',
    ),
    page: 'configuration-custom-database',
  },
  {
    name: 'FLOWLOOM_CACHE_EXPIRE_SECONDS',
    group: 'database',
    type: 'integer',
    default: '3600',
    description: l('Seconds an unused cache entry is kept.', '未被使用的缓存条目保留的秒数。'),
    page: 'configuration-custom-database',
  },
  // auth
  {
    name: 'FLOWLOOM_AUTO_LOGIN',
    group: 'auth',
    type: 'boolean',
    default: 'true',
    description: l(
      'Signs every visitor in as the superuser without a password. Set it to `false` for any shared server.',
      '让每个访问者无需密码即以超级用户身份登录。任何共享的服务器都应设为 `false`。',
    ),
    page: 'configuration-authentication',
  },
  {
    name: 'FLOWLOOM_SUPERUSER',
    group: 'auth',
    type: 'string',
    default: 'admin',
    description: l(
      'User name of the superuser. With auto-login on, it is the default superuser every visitor is signed in as; with auto-login off, the server creates it at start-up with `FLOWLOOM_SUPERUSER_PASSWORD`.',
      '超级用户的用户名。开启自动登录时，它就是每个访问者登录所用的默认超级用户；关闭自动登录时，服务器在启动时用 `FLOWLOOM_SUPERUSER_PASSWORD` 创建它。',
    ),
    page: 'configuration-authentication',
  },
  {
    name: 'FLOWLOOM_SUPERUSER_PASSWORD',
    group: 'auth',
    type: 'secret',
    description: l(
      'Password the server gives that superuser when it creates it at start-up; an existing superuser keeps its password (change it with `flowloom superuser`). Required when auto-login is off; the server refuses to start without it.',
      '服务器在启动时创建该超级用户所用的密码；已存在的超级用户保留原密码（请用 `flowloom superuser` 修改）。关闭自动登录时必须设置，否则服务器拒绝启动。',
    ),
    page: 'configuration-authentication',
  },
  {
    name: 'FLOWLOOM_SECRET_KEY',
    group: 'auth',
    type: 'secret',
    description: l(
      'Key that encrypts credential variables and signs tokens. Generated and stored in the config directory when unset; set the same value on every replica.',
      '用于加密凭据变量并为令牌签名的密钥。未设置时会自动生成并保存在配置目录中；所有副本必须设置相同的值。',
    ),
    page: 'configuration-authentication',
  },
  {
    name: 'FLOWLOOM_NEW_USER_IS_ACTIVE',
    group: 'auth',
    type: 'boolean',
    default: 'false',
    description: l(
      'Whether accounts created through sign-up can sign in before a superuser activates them.',
      '通过注册创建的账号在超级用户激活之前能否登录。',
    ),
    page: 'configuration-authentication',
  },
  {
    name: 'FLOWLOOM_ACCESS_TOKEN_EXPIRE_SECONDS',
    group: 'auth',
    type: 'integer',
    default: '3600',
    description: l(
      'Lifetime, in seconds, of an access token issued by login.',
      '登录后签发的访问令牌的有效期，单位为秒。',
    ),
    page: 'configuration-authentication',
  },
  {
    name: 'FLOWLOOM_REFRESH_TOKEN_EXPIRE_SECONDS',
    group: 'auth',
    type: 'integer',
    default: '604800',
    description: l(
      'Lifetime, in seconds, of the refresh token that renews access tokens without a new login (seven days by default).',
      '刷新令牌的有效期，单位为秒；刷新令牌用于在不重新登录的情况下续期访问令牌（默认七天）。',
    ),
    page: 'configuration-authentication',
  },
  {
    name: 'FLOWLOOM_API_KEY_SOURCE',
    group: 'auth',
    type: 'enum',
    default: 'database',
    values: ['database', 'environment'],
    description: l(
      'Where API keys are checked: against the keys users create in the UI (`database`), or against the single key in `FLOWLOOM_API_KEY` (`environment`).',
      'API 密钥的校验方式：与用户在界面中创建的密钥比对（`database`），或者与 `FLOWLOOM_API_KEY` 中的唯一密钥比对（`environment`）。',
    ),
    page: 'configuration-api-keys',
  },
  {
    name: 'FLOWLOOM_API_KEY',
    group: 'auth',
    type: 'secret',
    description: l(
      'The API key every call must send when `FLOWLOOM_API_KEY_SOURCE` is `environment`; calls then act as the superuser.',
      '当 `FLOWLOOM_API_KEY_SOURCE` 为 `environment` 时，每个调用都必须发送的 API 密钥；这些调用以超级用户身份执行。',
    ),
    page: 'configuration-api-keys',
  },
  // security
  {
    name: 'FLOWLOOM_CORS_ORIGINS',
    group: 'security',
    type: 'list',
    default: '*',
    description: l(
      'Comma-separated origins allowed to call the API from a browser, such as `https://app.example.com`; `*` allows every origin.',
      '允许从浏览器调用 API 的源，以逗号分隔，例如 `https://app.example.com`；`*` 表示允许所有源。',
    ),
    page: 'configuration-security-best-practices',
  },
  {
    name: 'FLOWLOOM_CORS_ALLOW_CREDENTIALS',
    group: 'security',
    type: 'boolean',
    default: 'false',
    description: l(
      'Whether browsers may send cookies with cross-origin API calls. Turn it on only with an explicit list of origins.',
      '浏览器发起跨源 API 调用时能否携带 Cookie。只有在明确列出允许的源时才应开启。',
    ),
    page: 'configuration-security-best-practices',
  },
  {
    name: 'FLOWLOOM_FORWARDED_ALLOW_IPS',
    group: 'security',
    type: 'list',
    default: '127.0.0.1',
    cliOption: '--forwarded-allow-ips',
    description: l(
      'Comma-separated addresses of reverse proxies whose `X-Forwarded-For` and `X-Forwarded-Proto` headers are trusted; `*` trusts every client.',
      '受信任的反向代理地址，以逗号分隔，服务器会采信它们发送的 `X-Forwarded-For` 和 `X-Forwarded-Proto` 请求头；`*` 表示信任所有客户端。',
    ),
    page: 'configuration-security-best-practices',
  },
  {
    name: 'FLOWLOOM_COOKIE_SECURE',
    group: 'security',
    type: 'boolean',
    default: 'false',
    description: l(
      'Marks the login cookies `Secure`, so that browsers send them over HTTPS only. Turn it on whenever users reach Flowloom through HTTPS.',
      '为登录 Cookie 加上 `Secure` 标记，使浏览器只通过 HTTPS 发送它们。只要用户通过 HTTPS 访问 Flowloom，就应开启。',
    ),
    page: 'configuration-security-best-practices',
  },
  {
    name: 'FLOWLOOM_COOKIE_SAMESITE',
    group: 'security',
    type: 'enum',
    default: 'lax',
    values: ['lax', 'strict', 'none'],
    description: l(
      '`SameSite` attribute of the login cookies. `none` also requires `FLOWLOOM_COOKIE_SECURE=true`.',
      '登录 Cookie 的 `SameSite` 属性。设为 `none` 时还必须设置 `FLOWLOOM_COOKIE_SECURE=true`。',
    ),
    page: 'configuration-security-best-practices',
  },
  {
    name: 'FLOWLOOM_SSL_CERT_FILE',
    group: 'security',
    type: 'path',
    cliOption: '--ssl-cert-file',
    description: l(
      'PEM certificate (with its chain) for serving HTTPS directly. Set it together with `FLOWLOOM_SSL_KEY_FILE`.',
      '直接提供 HTTPS 时使用的 PEM 证书（包含证书链）。需要与 `FLOWLOOM_SSL_KEY_FILE` 一起设置。',
    ),
    page: 'configuration-security-best-practices',
  },
  {
    name: 'FLOWLOOM_SSL_KEY_FILE',
    group: 'security',
    type: 'path',
    cliOption: '--ssl-key-file',
    description: l('PEM private key of that certificate.', '该证书对应的 PEM 私钥。'),
    page: 'configuration-security-best-practices',
  },
  // storage
  {
    name: 'FLOWLOOM_CONFIG_DIR',
    group: 'storage',
    type: 'path',
    default: '~/.flowloom',
    description: l(
      'Directory holding the SQLite database, uploaded files, the generated secret key and caches. The server creates it at start-up when it is missing.',
      '存放 SQLite 数据库、上传的文件、自动生成的密钥和缓存的目录。目录不存在时，服务器会在启动时创建它。',
    ),
    page: 'get-started-installation',
  },
  {
    name: 'FLOWLOOM_COMPONENTS_PATH',
    group: 'storage',
    type: 'path',
    cliOption: '--components-path',
    description: l(
      'Directory of custom components, loaded in addition to the built-in ones.',
      '自定义组件所在的目录，会在内置组件之外额外加载。',
    ),
    page: 'components-custom-components',
  },
  {
    name: 'FLOWLOOM_MAX_FILE_SIZE_UPLOAD',
    group: 'storage',
    type: 'integer',
    default: '100',
    description: l('Largest accepted upload, in megabytes.', '允许上传的最大文件，单位为 MB。'),
    page: 'concepts-file-management',
  },
  {
    name: 'FLOWLOOM_LOAD_FLOWS_PATH',
    group: 'storage',
    type: 'path',
    description: l(
      'Directory of exported flow JSON files that are imported for the superuser at start-up; a flow with the same id is replaced.',
      '存放已导出流程 JSON 文件的目录，启动时会为超级用户导入这些流程；id 相同的流程会被替换。',
    ),
    page: 'configuration-backend-only',
  },
  // logging
  {
    name: 'FLOWLOOM_LOG_LEVEL',
    group: 'logging',
    type: 'enum',
    default: 'info',
    values: ['debug', 'info', 'warning', 'error', 'critical'],
    cliOption: '--log-level',
    description: l('Least severe level that is logged.', '记录日志的最低级别。'),
    page: 'logging',
  },
  {
    name: 'FLOWLOOM_LOG_FILE',
    group: 'logging',
    type: 'path',
    cliOption: '--log-file',
    description: l(
      'File that receives the server log in addition to standard output.',
      '除标准输出外，服务器日志还会写入这个文件。',
    ),
    page: 'logging',
  },
  {
    name: 'FLOWLOOM_LOG_FORMAT',
    group: 'logging',
    type: 'enum',
    default: 'text',
    values: ['text', 'json'],
    description: l(
      'Format of each log line: readable `text`, or one `json` object per line for a log collector.',
      '每行日志的格式：便于阅读的 `text`，或者每行一个 `json` 对象，便于日志收集系统处理。',
    ),
    page: 'logging',
  },
  {
    name: 'FLOWLOOM_LOG_ROTATION_MB',
    group: 'logging',
    type: 'integer',
    default: '10',
    description: l(
      'Size, in megabytes, at which the log file is closed and a new one started.',
      '日志文件达到多少 MB 时关闭，并开始写入新文件。',
    ),
    page: 'logging',
  },
  {
    name: 'FLOWLOOM_LOG_RETENTION_FILES',
    group: 'logging',
    type: 'integer',
    default: '5',
    description: l(
      'Rotated log files kept next to the current one; older ones are deleted.',
      '除当前日志文件外保留的已轮转日志文件数量；更早的文件会被删除。',
    ),
    page: 'logging',
  },
  // telemetry
  {
    name: 'FLOWLOOM_DO_NOT_TRACK',
    group: 'telemetry',
    type: 'boolean',
    default: 'false',
    description: l('Turns off anonymous usage telemetry.', '关闭匿名使用遥测。'),
    page: 'contributing-telemetry',
  },
  {
    name: 'FLOWLOOM_PROMETHEUS_ENABLED',
    group: 'telemetry',
    type: 'boolean',
    default: 'false',
    description: l(
      'Serves Prometheus metrics (requests, run durations, errors) on a port of their own.',
      '在单独的端口上提供 Prometheus 指标（请求数、运行耗时、错误）。',
    ),
    page: 'logging',
  },
  {
    name: 'FLOWLOOM_PROMETHEUS_PORT',
    group: 'telemetry',
    type: 'integer',
    default: '9090',
    description: l(
      'Port of the metrics endpoint, `/metrics`, when Prometheus metrics are on.',
      '开启 Prometheus 指标时，指标端点 `/metrics` 使用的端口。',
    ),
    page: 'logging',
  },
  // limits
  {
    name: 'FLOWLOOM_RUN_TIMEOUT_SECONDS',
    group: 'limits',
    type: 'integer',
    default: '600',
    description: l(
      'Longest a flow run may take before the server cancels it and answers with an error.',
      '一次流程运行的最长时间，超时后服务器会取消运行并返回错误。',
    ),
    page: 'develop-application',
  },
  {
    name: 'FLOWLOOM_OUTPUT_PREVIEW_CHARS',
    group: 'limits',
    type: 'integer',
    default: '2000',
    description: l(
      'Characters of a component output shown when you inspect it in the editor; the flow itself always receives the whole value.',
      '在编辑器中查看组件输出时显示的字符数；流程本身始终收到完整的值。',
    ),
    page: 'concepts-components',
  },
  {
    name: 'FLOWLOOM_OUTPUT_PREVIEW_ITEMS',
    group: 'limits',
    type: 'integer',
    default: '100',
    description: l(
      'Items of a list or rows of a table shown when you inspect a component output.',
      '查看组件输出时显示的列表项或表格行数。',
    ),
    page: 'concepts-components',
  },
  {
    name: 'FLOWLOOM_RUN_LOGS_TO_KEEP',
    group: 'limits',
    type: 'integer',
    default: '1000',
    description: l(
      'Run logs kept per flow; the oldest are deleted first.',
      '每个流程保留的运行日志条数；最早的日志先被删除。',
    ),
    page: 'logging',
  },
  // features
  {
    name: 'FLOWLOOM_AUTO_SAVING',
    group: 'features',
    type: 'boolean',
    default: 'true',
    description: l(
      'Whether the editor saves flows automatically. When `false`, the editor shows a **Save** button and warns before you leave a flow with unsaved changes.',
      '编辑器是否自动保存流程。设为 `false` 时，编辑器会显示 **Save** 按钮，并在你带着未保存的修改离开流程时发出提醒。',
    ),
    page: 'configuration-auto-save',
  },
  {
    name: 'FLOWLOOM_AUTO_SAVING_INTERVAL',
    group: 'features',
    type: 'integer',
    default: '1000',
    description: l(
      'Delay, in milliseconds, between an edit and its automatic save.',
      '从修改到自动保存之间的延迟，单位为毫秒。',
    ),
    page: 'configuration-auto-save',
  },
  {
    name: 'FLOWLOOM_VOICE_ENABLED',
    group: 'features',
    type: 'boolean',
    default: 'true',
    description: l(
      'Shows voice mode in the Playground when a speech provider is configured.',
      '配置了语音提供商时，在 Playground 中显示语音模式。',
    ),
    page: 'concepts-voice-mode',
  },
  // integrations
  {
    name: 'FLOWLOOM_MCP_SERVER_ENABLED',
    group: 'integrations',
    type: 'boolean',
    default: 'true',
    description: l(
      'Serves each project as an MCP server whose tools are the flows you switch on.',
      '把每个项目作为 MCP 服务器提供，其工具就是你开启的流程。',
    ),
    page: 'concepts-publish',
  },
  {
    name: 'FLOWLOOM_STORE_ENVIRONMENT_VARIABLES',
    group: 'integrations',
    type: 'boolean',
    default: 'true',
    description: l(
      'Whether the variables named in `FLOWLOOM_VARIABLES_TO_GET_FROM_ENVIRONMENT` are copied into global variables at start-up.',
      '启动时是否把 `FLOWLOOM_VARIABLES_TO_GET_FROM_ENVIRONMENT` 中列出的变量复制为全局变量。',
    ),
    page: 'configuration-global-variables',
  },
  {
    name: 'FLOWLOOM_VARIABLES_TO_GET_FROM_ENVIRONMENT',
    group: 'integrations',
    type: 'list',
    description: l(
      'Comma-separated names of environment variables to expose as credential global variables, for example `OPENAI_API_KEY`.',
      '要作为凭据变量提供的环境变量名称，以逗号分隔，例如 `OPENAI_API_KEY`。',
    ),
    page: 'configuration-global-variables',
  },
  {
    name: 'FLOWLOOM_FALLBACK_TO_ENVIRONMENT',
    group: 'integrations',
    type: 'boolean',
    default: 'false',
    description: l(
      'When a flow uses a global variable that does not exist, reads the environment variable of the same name instead of failing.',
      '当流程使用的全局变量不存在时，改为读取同名的环境变量，而不是报错。',
    ),
    page: 'configuration-global-variables',
  },
];

const byName: ReadonlyMap<string, EnvVar> = new Map(
  envVars.map((variable) => [variable.name, variable]),
);

export const envVarByName = (name: string): EnvVar | undefined => byName.get(name);

export const envVarsByGroup = (group: EnvGroup): EnvVar[] =>
  envVars.filter((variable) => variable.group === group);

export const isEnvGroup = (value: string): value is EnvGroup =>
  (ENV_GROUPS as readonly string[]).includes(value);

/** The id of a variable's row wherever a table shows it: `flowloom_port`. */
export const envVarAnchor = (name: string): string => name.toLowerCase();

/** Slug of the page that shows every variable; links to a variable go to its row there. */
export const envVarsPageSlug = 'environment-variables';
