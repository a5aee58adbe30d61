/**
 * The anonymous usage telemetry of the Flowloom server, described once: every event it sends, when,
 * with which fields; what it never sends; where it goes; how it is delivered; and the variables that
 * turn it off. The contributing-telemetry page shows it in both locales, and
 * tests/unit/telemetry-catalog.test.ts holds the page equal to it (every event, field, type and
 * description, in each locale) until a component renders it.
 */
import {l} from './components/localized';
import type {Localized} from './components/types';
import type {EnvVarName} from './env-vars';

/** How a field's value is written in the JSON body. */
export type TelemetryFieldType = 'string' | 'integer' | 'number' | 'boolean' | 'list' | 'object';

export interface TelemetryField {
  /** The key in the JSON body, snake_case. */
  name: string;
  type: TelemetryFieldType;
  /** `backticks` mark code, as in Markdown. No `|`: pages show it in a table cell. */
  description: Localized;
}

export interface TelemetryEvent {
  /** The event name in the JSON body, snake_case. */
  name: string;
  /** When the server sends it. */
  when: Localized;
  /** The fields of this event, besides the common ones. */
  fields: readonly TelemetryField[];
}

/** Where the events go: one HTTPS endpoint, on the product's own domain. */
export const telemetryEndpoint = 'https://telemetry.flowloom.dev/v1/events';

/**
 * The variables that turn telemetry off. Each is in data/env-vars.ts (group `telemetry`); the
 * telemetry page names it and renders the group.
 */
export const telemetryOptOut: readonly EnvVarName[] = ['FLOWLOOM_DO_NOT_TRACK'];

/** Fields sent with every event. */
export const telemetryCommonFields: readonly TelemetryField[] = [
  {
    name: 'installation_id',
    type: 'string',
    description: l(
      'A random UUID created the first time the server sends an event, and kept in the file `telemetry_id` of the config directory. It tells events of one installation apart and says nothing about it.',
      '服务器第一次发送事件时随机生成的 UUID，保存在配置目录下的 `telemetry_id` 文件中。它只用来区分不同安装的事件，不包含关于该安装的任何信息。',
    ),
  },
  {
    name: 'event',
    type: 'string',
    description: l(
      'The name of the event, such as `server_started`.',
      '事件名称，例如 `server_started`。',
    ),
  },
  {
    name: 'timestamp',
    type: 'string',
    description: l(
      'When the event happened, in UTC, as an ISO 8601 date and time.',
      '事件发生的时间（UTC），采用 ISO 8601 日期时间格式。',
    ),
  },
  {
    name: 'flowloom_version',
    type: 'string',
    description: l('The installed version of Flowloom.', '已安装的 Flowloom 版本。'),
  },
  {
    name: 'python_version',
    type: 'string',
    description: l(
      'The major and minor version of Python, such as `3.12`.',
      'Python 的主版本号和次版本号，例如 `3.12`。',
    ),
  },
  {
    name: 'os',
    type: 'string',
    description: l(
      'The operating system family: `linux`, `macos` or `windows`.',
      '操作系统类型：`linux`、`macos` 或 `windows`。',
    ),
  },
  {
    name: 'arch',
    type: 'string',
    description: l(
      'The processor architecture, such as `x86_64` or `arm64`.',
      '处理器架构，例如 `x86_64` 或 `arm64`。',
    ),
  },
  {
    name: 'in_container',
    type: 'boolean',
    description: l(
      'Whether the server runs in a container such as the official image.',
      '服务器是否运行在容器中（例如官方镜像）。',
    ),
  },
];

export const telemetryEvents: readonly TelemetryEvent[] = [
  {
    name: 'server_started',
    when: l(
      'Once each time `flowloom run` has started and the server accepts requests.',
      '每次 `flowloom run` 启动完成、服务器开始接受请求时发送一次。',
    ),
    fields: [
      {
        name: 'workers',
        type: 'integer',
        description: l('The number of worker processes.', '工作进程的数量。'),
      },
      {
        name: 'database_dialect',
        type: 'string',
        description: l(
          'The kind of database: `sqlite` or `postgresql`. Never its URL, host, user or name.',
          '数据库类型：`sqlite` 或 `postgresql`。绝不包含它的 URL、主机、用户名或库名。',
        ),
      },
      {
        name: 'cache_type',
        type: 'string',
        description: l('The cache: `memory` or `redis`.', '缓存类型：`memory` 或 `redis`。'),
      },
      {
        name: 'auto_login',
        type: 'boolean',
        description: l('Whether automatic sign-in is on.', '是否开启了自动登录。'),
      },
      {
        name: 'backend_only',
        type: 'boolean',
        description: l(
          'Whether the server runs without the browser UI.',
          '服务器是否在不提供浏览器界面的情况下运行。',
        ),
      },
      {
        name: 'dev_mode',
        type: 'boolean',
        description: l('Whether development mode is on.', '是否开启了开发模式。'),
      },
      {
        name: 'custom_component_count',
        type: 'integer',
        description: l(
          'How many components were loaded from the components path. Never their names, files or code.',
          '从组件路径加载的组件数量。绝不包含它们的名称、文件或代码。',
        ),
      },
      {
        name: 'startup_seconds',
        type: 'number',
        description: l(
          'Seconds from the start of the process to the first request accepted.',
          '从进程启动到接受第一个请求所用的秒数。',
        ),
      },
    ],
  },
  {
    name: 'server_heartbeat',
    when: l(
      'Every 24 hours while the server runs, counted from its start.',
      '服务器运行期间每 24 小时发送一次，从启动时开始计时。',
    ),
    fields: [
      {
        name: 'uptime_hours',
        type: 'integer',
        description: l('Whole hours since the server started.', '服务器启动以来经过的整小时数。'),
      },
      {
        name: 'flow_count',
        type: 'integer',
        description: l('How many flows the database holds.', '数据库中的流程总数。'),
      },
      {
        name: 'project_count',
        type: 'integer',
        description: l('How many projects the database holds.', '数据库中的项目总数。'),
      },
      {
        name: 'user_count',
        type: 'integer',
        description: l('How many user accounts exist.', '已有的用户账号数量。'),
      },
    ],
  },
  {
    name: 'flow_runs',
    when: l(
      'Once an hour, when at least one flow ran during that hour. It sums up the hour: one event, however many runs.',
      '每小时一次，且仅当这一小时内至少运行过一个流程时发送。它汇总这一小时的情况：无论运行多少次，都只发送一个事件。',
    ),
    fields: [
      {
        name: 'runs',
        type: 'integer',
        description: l(
          'Flow runs that finished during the hour.',
          '这一小时内结束的流程运行次数。',
        ),
      },
      {
        name: 'failed_runs',
        type: 'integer',
        description: l(
          'Of those, the runs that ended with an error.',
          '其中以错误结束的运行次数。',
        ),
      },
      {
        name: 'runs_by_trigger',
        type: 'object',
        description: l(
          'Runs per way they were started: `playground`, `api`, `webhook`, `mcp` and `shared_playground`.',
          '按启动方式统计的运行次数：`playground`、`api`、`webhook`、`mcp` 和 `shared_playground`。',
        ),
      },
      {
        name: 'median_run_seconds',
        type: 'number',
        description: l('The median duration of a run, in seconds.', '单次运行耗时的中位数（秒）。'),
      },
      {
        name: 'p95_run_seconds',
        type: 'number',
        description: l(
          'The duration that 95% of the runs did not exceed, in seconds.',
          '95% 的运行都不超过的耗时（秒）。',
        ),
      },
      {
        name: 'error_types',
        type: 'list',
        description: l(
          'The exception class names of failed component builds, such as `TimeoutError`, each once. Never their messages or stack traces.',
          '组件构建失败时的异常类名（例如 `TimeoutError`），每个只出现一次。绝不包含异常消息或堆栈信息。',
        ),
      },
    ],
  },
  {
    name: 'component_usage',
    when: l('Once an hour, together with `flow_runs`.', '每小时一次，与 `flow_runs` 一同发送。'),
    fields: [
      {
        name: 'components',
        type: 'object',
        description: l(
          'For each built-in component class that built during the hour, such as `ChatInput`, how many times it built. Custom components and components whose code was edited are counted together under `CustomComponent`.',
          '这一小时内构建过的每个内置组件类（例如 `ChatInput`）及其构建次数。自定义组件以及代码被修改过的组件统一计入 `CustomComponent`。',
        ),
      },
      {
        name: 'tool_mode_builds',
        type: 'integer',
        description: l(
          'How many of those builds ran a component as an agent tool.',
          '其中有多少次构建是把组件作为智能体的工具运行的。',
        ),
      },
    ],
  },
];

/** What no event ever contains. */
export const telemetryNeverSent: readonly Localized[] = [
  l(
    'The content of your flows: their JSON, names and descriptions, component parameters and tweaks.',
    '流程的内容：流程 JSON、名称和描述、组件参数以及 tweaks。',
  ),
  l(
    'Prompts, chat messages, model answers, documents and uploaded files.',
    '提示词、聊天消息、模型回答、文档以及上传的文件。',
  ),
  l('The code, names and file names of custom components.', '自定义组件的代码、名称和文件名。'),
  l(
    'Global variables, credentials, API keys, passwords, tokens and the values of environment variables.',
    '全局变量、凭据、API 密钥、密码、令牌以及环境变量的值。',
  ),
  l('User names, e-mail addresses and project names.', '用户名、电子邮件地址和项目名称。'),
  l(
    'Host names, URLs, IP addresses and file paths of your server, database or cache.',
    '服务器、数据库或缓存的主机名、URL、IP 地址和文件路径。',
  ),
  l('Exception messages, stack traces and log lines.', '异常消息、堆栈信息和日志行。'),
];

/** How the events travel. */
export const telemetryDelivery: readonly Localized[] = [
  l(
    'Events wait in memory and leave in one batch every 60 seconds, as a JSON `POST` over HTTPS.',
    '事件先在内存中排队，每 60 秒作为一批，以 JSON 格式通过 HTTPS `POST` 发出。',
  ),
  l(
    'Sending runs in the background, with a timeout of 5 seconds: it never delays a request or a flow run.',
    '发送在后台进行，超时时间为 5 秒：它不会拖慢任何请求或流程运行。',
  ),
  l(
    'A batch that cannot be sent is dropped, not retried and not written to disk.',
    '无法发送的批次会被直接丢弃，既不重试，也不写入磁盘。',
  ),
  l(
    'The collector keeps events for 12 months and does not store the IP address they came from.',
    '收集服务把事件保留 12 个月，并且不保存请求来源的 IP 地址。',
  ),
];

/** The lines the server logs about telemetry at `debug` level (the log is in English). */
export const telemetryLogLines = {
  /** At start-up, when an opt-out variable is set. */
  off: 'Telemetry is off (FLOWLOOM_DO_NOT_TRACK=true): no events are queued or sent',
  /** At start-up, otherwise. */
  on: `Telemetry is on: anonymous usage events go to ${telemetryEndpoint}`,
  /** After each batch. */
  sent: 'Telemetry: sent 1 event (server_started)',
  /** When a batch cannot be sent. */
  failed: 'Telemetry: could not send 1 event (ConnectTimeout); it is dropped',
} as const;

const byName: ReadonlyMap<string, TelemetryEvent> = new Map(
  telemetryEvents.map((event) => [event.name, event]),
);

export const telemetryEventByName = (name: string): TelemetryEvent | undefined => byName.get(name);
