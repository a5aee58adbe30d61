/**
 * The tracing providers Flowloom sends flow runs to, described once: the provider, the Python
 * package the server uses to reach it, and the provider's own environment variables that switch
 * tracing on and configure it. The integration pages (`integrations-<id>`) render a provider's
 * variables with `<TracingVariables provider="<id>" />`, and tests/unit/tracing-catalog.test.ts
 * checks that every provider has its page in both locales and that no page names a provider
 * variable this module does not list.
 *
 * The variable names, defaults and packages are the providers' own, as their documentation states
 * them (`sources`). They are not FLOWLOOM_ variables: the server only reads them from its
 * environment and hands them to the provider's SDK.
 */
import {l} from './components/localized';
import type {Localized} from './components/types';

export const TRACING_PROVIDER_IDS = [
  'langfuse',
  'langsmith',
  'langwatch',
  'arize-phoenix',
  'opik',
] as const;
export type TracingProviderId = (typeof TRACING_PROVIDER_IDS)[number];

export interface TracingVariable {
  /** The provider's variable, upper case: `LANGFUSE_SECRET_KEY`. */
  name: string;
  /** Whether tracing to this provider needs the variable (see `enabledBy` for the exact rule). */
  required: boolean;
  /** The value the provider's SDK uses when the variable is unset, as its documentation gives it. */
  default?: string;
  /** A key or token: never commit it, never paste it into a flow. */
  secret?: boolean;
  /** `backticks` mark code, as in Markdown. No `|`: pages show it in a table cell. */
  description: Localized;
}

export interface TracingProvider {
  id: TracingProviderId;
  /** The product name, as the provider writes it. */
  name: string;
  /** The provider's documentation, for readers who need more than the page says. */
  docs: string;
  /** The PyPI package the Flowloom server uses to send traces; installed with Flowloom. */
  package: string;
  /**
   * When the server sends traces to this provider: all variables of one of these groups are set
   * (for a switch such as `LANGSMITH_TRACING`, set to `true`). Every name is one of `variables`.
   */
  enabledBy: readonly (readonly string[])[];
  variables: readonly TracingVariable[];
  /** Where the variables, their defaults and the package are documented by the provider. */
  sources: readonly string[];
}

export const tracingProviders: readonly TracingProvider[] = [
  {
    id: 'langfuse',
    name: 'Langfuse',
    docs: 'https://langfuse.com/docs',
    package: 'langfuse',
    enabledBy: [['LANGFUSE_PUBLIC_KEY', 'LANGFUSE_SECRET_KEY']],
    variables: [
      {
        name: 'LANGFUSE_PUBLIC_KEY',
        required: true,
        description: l(
          'Public key of the Langfuse project that receives the traces, starting with `pk-lf-`. Create it with the secret key in the project settings.',
          '接收追踪数据的 Langfuse 项目的公钥，以 `pk-lf-` 开头。在项目设置中与私钥一起创建。',
        ),
      },
      {
        name: 'LANGFUSE_SECRET_KEY',
        required: true,
        secret: true,
        description: l(
          'Secret key of the same project, starting with `sk-lf-`. It is shown once, when you create it.',
          '同一项目的私钥，以 `sk-lf-` 开头。它只在创建时显示一次。',
        ),
      },
      {
        name: 'LANGFUSE_BASE_URL',
        required: false,
        default: 'https://cloud.langfuse.com',
        description: l(
          'Address of your Langfuse: the default is the EU region of Langfuse Cloud. Set it for another region, such as `https://us.cloud.langfuse.com`, or for a self-hosted Langfuse.',
          'Langfuse 的地址：默认是 Langfuse Cloud 的欧盟区域。使用其他区域（例如 `https://us.cloud.langfuse.com`）或自托管的 Langfuse 时请设置它。',
        ),
      },
      {
        name: 'LANGFUSE_HOST',
        required: false,
        default: 'https://cloud.langfuse.com',
        description: l(
          'The older, deprecated name of `LANGFUSE_BASE_URL`, still read when `LANGFUSE_BASE_URL` is unset. Move its value to `LANGFUSE_BASE_URL`.',
          '`LANGFUSE_BASE_URL` 的旧名称，已弃用；仅当 `LANGFUSE_BASE_URL` 未设置时才会读取。请把它的值移到 `LANGFUSE_BASE_URL`。',
        ),
      },
    ],
    sources: [
      'https://langfuse.com/docs/observability/sdk/python/setup',
      'https://github.com/langfuse/langfuse-python/pull/1418',
    ],
  },
  {
    id: 'langsmith',
    name: 'LangSmith',
    docs: 'https://docs.langchain.com/langsmith',
    package: 'langsmith',
    enabledBy: [['LANGSMITH_TRACING', 'LANGSMITH_API_KEY']],
    variables: [
      {
        name: 'LANGSMITH_TRACING',
        required: true,
        description: l(
          'The switch: `true` sends traces. `false` turns tracing to LangSmith off while the API key stays set.',
          '开关：设为 `true` 时发送追踪数据；设为 `false` 时关闭发往 LangSmith 的追踪，API 密钥可以保留不动。',
        ),
      },
      {
        name: 'LANGSMITH_API_KEY',
        required: true,
        secret: true,
        description: l(
          'A LangSmith API key, created under **Settings** in LangSmith. A key belongs to one workspace; traces go to that workspace.',
          'LangSmith 的 API 密钥，在 LangSmith 的 **Settings** 中创建。每个密钥属于一个工作区，追踪数据就发送到该工作区。',
        ),
      },
      {
        name: 'LANGSMITH_PROJECT',
        required: false,
        default: 'default',
        description: l(
          'The tracing project the runs are grouped in. LangSmith creates it when the first trace arrives.',
          '用来归组运行记录的追踪项目。第一条追踪数据到达时，LangSmith 会自动创建它。',
        ),
      },
      {
        name: 'LANGSMITH_ENDPOINT',
        required: false,
        default: 'https://api.smith.langchain.com',
        description: l(
          'The LangSmith API address. Change it for an account in the EU region or for a self-hosted LangSmith, to the API URL that instance gives.',
          'LangSmith API 的地址。账号位于欧盟区域或使用自托管的 LangSmith 时，请改为该实例提供的 API URL。',
        ),
      },
    ],
    sources: [
      'https://docs.langchain.com/langsmith/trace-without-env-vars',
      'https://docs.langchain.com/langsmith/log-traces-to-project',
      'https://docs.smith.langchain.com/how_to_guides/setup/create_account_api_key',
      'https://docs.smith.langchain.com/self_hosting/usage',
    ],
  },
  {
    id: 'langwatch',
    name: 'LangWatch',
    docs: 'https://docs.langwatch.ai',
    package: 'langwatch',
    enabledBy: [['LANGWATCH_API_KEY']],
    variables: [
      {
        name: 'LANGWATCH_API_KEY',
        required: true,
        secret: true,
        description: l(
          'The API key of the LangWatch project that receives the traces, from the project’s settings.',
          '接收追踪数据的 LangWatch 项目的 API 密钥，可在项目设置中找到。',
        ),
      },
      {
        name: 'LANGWATCH_ENDPOINT',
        required: false,
        default: 'https://app.langwatch.ai',
        description: l(
          'Address of LangWatch. The default is LangWatch Cloud; set the address of your own instance when you self-host LangWatch.',
          'LangWatch 的地址。默认是 LangWatch Cloud；自托管 LangWatch 时请设置你自己实例的地址。',
        ),
      },
    ],
    sources: [
      'https://docs.langwatch.ai/integration/python/reference',
      'https://github.com/langwatch/langwatch/blob/main/python-sdk/src/langwatch/client.py',
    ],
  },
  {
    id: 'arize-phoenix',
    name: 'Arize Phoenix',
    docs: 'https://arize.com/docs/phoenix',
    package: 'arize-phoenix-otel',
    enabledBy: [['PHOENIX_COLLECTOR_ENDPOINT']],
    variables: [
      {
        name: 'PHOENIX_COLLECTOR_ENDPOINT',
        required: true,
        description: l(
          'Address of your Phoenix, such as `http://localhost:6006` for a Phoenix on the same machine, or the **Hostname** shown in the settings of a Phoenix Cloud space. Flowloom sends spans to its `/v1/traces` path.',
          'Phoenix 的地址，例如本机上的 Phoenix 为 `http://localhost:6006`，Phoenix Cloud 空间则是其设置页中显示的 **Hostname**。Flowloom 把 span 发送到该地址的 `/v1/traces` 路径。',
        ),
      },
      {
        name: 'PHOENIX_API_KEY',
        required: false,
        secret: true,
        description: l(
          'A Phoenix API key. Required by Phoenix Cloud and by a self-hosted Phoenix with authentication on; leave it unset for a Phoenix without authentication.',
          'Phoenix 的 API 密钥。Phoenix Cloud 以及开启了身份验证的自托管 Phoenix 需要它；未开启身份验证的 Phoenix 不必设置。',
        ),
      },
      {
        name: 'PHOENIX_PROJECT_NAME',
        required: false,
        default: 'default',
        description: l(
          'The Phoenix project the traces are stored in. Phoenix creates it when the first span arrives.',
          '存放追踪数据的 Phoenix 项目。第一个 span 到达时，Phoenix 会自动创建它。',
        ),
      },
      {
        name: 'PHOENIX_CLIENT_HEADERS',
        required: false,
        description: l(
          'Extra headers sent with every export, as `name=value` pairs separated by commas. A Phoenix Cloud space created before 24 June 2025 also needs the key here, as `api_key=` followed by the key.',
          '每次导出时额外发送的请求头，格式为 `name=value`，多个之间用逗号分隔。2025 年 6 月 24 日之前创建的 Phoenix Cloud 空间还需要在这里写上密钥，格式为 `api_key=` 后接密钥。',
        ),
      },
    ],
    sources: [
      'https://arize.com/docs/phoenix/sdk-api-reference/python-packages/arize-phoenix-otel',
      'https://arize.com/docs/phoenix/setup/environments',
      'https://arize.com/docs/phoenix/self-hosting/configuration',
    ],
  },
  {
    id: 'opik',
    name: 'Opik',
    docs: 'https://www.comet.com/docs/opik',
    package: 'opik',
    enabledBy: [['OPIK_API_KEY'], ['OPIK_URL_OVERRIDE']],
    variables: [
      {
        name: 'OPIK_API_KEY',
        required: false,
        secret: true,
        description: l(
          'Your Opik API key. Required by Opik Cloud; a self-hosted open-source Opik needs none.',
          'Opik 的 API 密钥。Opik Cloud 需要它；自托管的开源版 Opik 不需要。',
        ),
      },
      {
        name: 'OPIK_WORKSPACE',
        required: false,
        default: 'default',
        description: l(
          'The Opik Cloud workspace that receives the traces. An open-source Opik has only the workspace `default`.',
          '接收追踪数据的 Opik Cloud 工作区。开源版 Opik 只有 `default` 这一个工作区。',
        ),
      },
      {
        name: 'OPIK_PROJECT_NAME',
        required: false,
        default: 'Default Project',
        description: l(
          'The Opik project the traces are logged to. Opik creates it when the first trace arrives.',
          '记录追踪数据的 Opik 项目。第一条追踪数据到达时，Opik 会自动创建它。',
        ),
      },
      {
        name: 'OPIK_URL_OVERRIDE',
        required: false,
        default: 'https://www.comet.com/opik/api/',
        description: l(
          'Address of the Opik API. The default is Opik Cloud; for a self-hosted Opik, set the address of its API, such as `http://localhost:5173/api/` for the local installation.',
          'Opik API 的地址。默认是 Opik Cloud；自托管 Opik 时请设置其 API 的地址，例如本地安装为 `http://localhost:5173/api/`。',
        ),
      },
    ],
    sources: [
      'https://www.comet.com/docs/opik/tracing/advanced/sdk_configuration',
      'https://github.com/comet-ml/opik/blob/main/sdks/python/src/opik/config.py',
    ],
  },
];

/** The headers of the variables table, in each locale. */
export const tracingLabels = {
  variable: l('Variable', '变量'),
  required: l('Required', '必填'),
  default: l('Default', '默认值'),
  description: l('Description', '说明'),
  yes: l('Yes', '是'),
  no: l('No', '否'),
  secret: l('Secret', '密钥'),
} as const;

/**
 * The lines the server logs about tracing (the log is in English). At start-up, one line per
 * provider: `on` at `info` when its variables are complete, `incomplete` at `warning` when some are
 * set but not all (naming the first one missing); nothing for a provider none of whose variables is
 * set. After a run, `failed` at `warning` when the provider did not accept the trace, with the
 * provider's answer or the network error as the reason.
 */
export const tracingLogLines = {
  on: (provider: TracingProvider): string =>
    `Tracing to ${provider.name} is on: every flow run is sent as a trace`,
  incomplete: (provider: TracingProvider, missing: string): string =>
    `Tracing to ${provider.name} is off: ${missing} is not set`,
  failed: (provider: TracingProvider, reason: string): string =>
    `Tracing: ${provider.name} did not accept the trace of a run (${reason}); the run itself is not affected`,
} as const;

const byId: ReadonlyMap<string, TracingProvider> = new Map(
  tracingProviders.map((provider) => [provider.id, provider]),
);

export const tracingProviderById = (id: string): TracingProvider | undefined => byId.get(id);

/** The slug (without the slash) of a provider's integration page. */
export const tracingPageSlug = (id: TracingProviderId): string => `integrations-${id}`;

/** The id of a variable's row in the table that shows it: `langfuse_secret_key`. */
export const tracingVariableAnchor = (name: string): string => name.toLowerCase();
