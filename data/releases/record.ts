/**
 * Flowloom's releases, newest first: what each added, changed, deprecated and removed. The release
 * notes pages, their feeds, the announcement bar and the "Since" and "Deprecated" marks of the
 * component and API reference are all drawn from this list (data/releases/index.ts).
 */
import {l} from '../components/localized';
import type {Release} from './types';

export const releases: readonly Release[] = [
  {
    version: '1.4.0',
    date: '2026-11-10',
    summary: l(
      'Per-project MCP servers and voice mode in the Playground.',
      '每个项目都可作为 MCP 服务器，Playground 支持语音模式。',
    ),
    highlights: [
      l(
        'Each project is now an MCP server of its own: clients see only the flows of that project, under the tool names you choose.',
        '每个项目现在都是独立的 MCP 服务器：客户端只能看到该项目的流程，工具名称由你决定。',
      ),
      l(
        'Voice mode: talk to a flow in the Playground and hear its answers.',
        '语音模式：在 Playground 中对流程说话，并听到它的回答。',
      ),
    ],
    changes: [
      {
        kind: 'added',
        subjects: [
          {page: 'integrations-mcp-server'},
          {operation: 'handleProjectSse'},
          {operation: 'handleProjectMessages'},
          {operation: 'listProjectTools'},
          {operation: 'updateProjectMcpSettings'},
          {operation: 'getProjectMcpConfig'},
        ],
        text: l(
          'An MCP server per project, at `GET /api/v1/mcp/project/{project_id}/sse`, with the tools listed, switched on and named per flow, and the client configuration to copy.',
          '每个项目一个 MCP 服务器，地址为 `GET /api/v1/mcp/project/{project_id}/sse`；可以按流程列出、启用工具并为其命名，并提供可直接复制的客户端配置。',
        ),
      },
      {
        kind: 'added',
        subjects: [
          {page: 'concepts-voice-mode'},
          {envVar: 'FLOWLOOM_VOICE_ENABLED'},
          {operation: 'speechToText'},
          {operation: 'textToSpeech'},
          {operation: 'listVoices'},
          {operation: 'getVoiceSessionSettings'},
          {operation: 'updateVoiceSessionSettings'},
        ],
        text: l(
          'Voice mode in the Playground: speech to text, text to speech and a choice of voices, shown once a speech provider is configured (`FLOWLOOM_VOICE_ENABLED=false` hides it).',
          'Playground 的语音模式：语音转文字、文字转语音以及可选的音色，配置语音提供商后即可使用（`FLOWLOOM_VOICE_ENABLED=false` 可将其隐藏）。',
        ),
      },
      {
        kind: 'changed',
        subjects: [{component: 'mcp-tools'}],
        text: l(
          'MCP Tools also connects to servers over Streamable HTTP, the transport of the current MCP specification, besides Stdio and SSE.',
          'MCP Tools 除 Stdio 和 SSE 外，还可以通过 Streamable HTTP（当前 MCP 规范的传输方式）连接服务器。',
        ),
      },
      {
        kind: 'deprecated',
        subjects: [{operation: 'handleSse'}, {operation: 'handleMessages'}],
        replacement: {operation: 'handleProjectSse'},
        text: l(
          'The account-wide MCP server (`GET /api/v1/mcp/sse` and `POST /api/v1/mcp/messages`), which offers every exposed flow of a user whatever its project.',
          '面向整个账号的 MCP 服务器（`GET /api/v1/mcp/sse` 和 `POST /api/v1/mcp/messages`），它会提供用户所有已开放的流程，不分项目。',
        ),
      },
      {
        kind: 'deprecated',
        subjects: [{component: 'few-shot-prompt'}],
        replacement: {component: 'prompt-template'},
        text: l(
          'Few-shot Prompt: a Prompt Template with an `{examples}` variable does the same, with the examples in the template itself.',
          'Few-shot Prompt：带 `{examples}` 变量的 Prompt Template 可以做到同样的事，示例就写在模板里。',
        ),
      },
    ],
    upgrade: l(
      "MCP clients set up with `/api/v1/mcp/sse` keep working in 1.4. Move each one to its project's address, shown under **Share › MCP server**, before the account-wide server is removed in a later release.",
      '用 `/api/v1/mcp/sse` 配置的 MCP 客户端在 1.4 中仍然可用。请在后续版本移除面向整个账号的服务器之前，把每个客户端改为其项目的地址（见 **Share › MCP server**）。',
    ),
  },
  {
    version: '1.3.0',
    date: '2026-06-23',
    summary: l(
      'Flows as tools of MCP clients, agents as tools of other agents, and a time limit on runs.',
      '流程可作为 MCP 客户端的工具，智能体可作为其他智能体的工具，运行有了时间上限。',
    ),
    highlights: [
      l(
        'Flowloom is an MCP server: the flows you switch on become tools of desktop assistants and code editors.',
        'Flowloom 成为 MCP 服务器：你启用的流程会成为桌面助手和代码编辑器的工具。',
      ),
      l(
        'Agent Tool hands a whole agent to another agent as one tool.',
        'Agent Tool 把一个完整的智能体作为一个工具交给另一个智能体。',
      ),
    ],
    changes: [
      {
        kind: 'added',
        subjects: [
          {operation: 'handleSse'},
          {operation: 'handleMessages'},
          {envVar: 'FLOWLOOM_MCP_SERVER_ENABLED'},
        ],
        text: l(
          'An MCP server for the whole account, at `GET /api/v1/mcp/sse`, on unless `FLOWLOOM_MCP_SERVER_ENABLED` is `false`.',
          '面向整个账号的 MCP 服务器，地址为 `GET /api/v1/mcp/sse`；除非 `FLOWLOOM_MCP_SERVER_ENABLED` 为 `false`，否则默认开启。',
        ),
      },
      {
        kind: 'added',
        subjects: [{component: 'agent-tool'}],
        text: l(
          'Agent Tool: an agent, with its own model, instructions and tools, used as one tool of another agent.',
          'Agent Tool：把一个拥有自己的模型、指令和工具的智能体，作为另一个智能体的一个工具。',
        ),
      },
      {
        kind: 'added',
        subjects: [{envVar: 'FLOWLOOM_RUN_TIMEOUT_SECONDS'}],
        text: l(
          '`FLOWLOOM_RUN_TIMEOUT_SECONDS` cancels a run that takes longer than the given time, 600 seconds unless set.',
          '`FLOWLOOM_RUN_TIMEOUT_SECONDS` 会取消超过指定时间的运行，未设置时为 600 秒。',
        ),
      },
      {
        kind: 'changed',
        subjects: [{page: 'concepts-publish'}],
        text: l(
          'The **Share** menu of a flow gathers every way to publish it: API access, the embedded chat widget, the shareable Playground and the MCP server.',
          '流程的 **Share** 菜单汇集了所有发布方式：API 访问、嵌入式聊天窗口、可分享的 Playground 和 MCP 服务器。',
        ),
      },
    ],
  },
  {
    version: '1.2.0',
    date: '2026-02-17',
    summary: l(
      "Files shared by many flows, MCP tools in agents, Docling and Smart Router, and Google's current embedding model.",
      '多个流程共用的文件、智能体中的 MCP 工具、Docling 与 Smart Router，以及 Google 当前的嵌入模型。',
    ),
    highlights: [
      l(
        'Upload a file once and use it in every flow, through the new file API under `/api/v2/files`.',
        '文件只需上传一次即可在所有流程中使用，通过新的文件 API（`/api/v2/files`）管理。',
      ),
      l(
        'MCP Tools gives an agent the tools of any MCP server.',
        'MCP Tools 让智能体可以使用任意 MCP 服务器的工具。',
      ),
    ],
    changes: [
      {
        kind: 'added',
        subjects: [
          {page: 'concepts-file-management'},
          {operation: 'uploadUserFile'},
          {operation: 'listUserFiles'},
          {operation: 'downloadUserFile'},
          {operation: 'renameUserFile'},
          {operation: 'deleteUserFile'},
          {operation: 'deleteUserFilesBatch'},
          {operation: 'downloadUserFilesBatch'},
          {operation: 'deleteAllUserFiles'},
        ],
        text: l(
          'Files of a user rather than of a flow, under `/api/v2/files`: uploaded once, used by any flow.',
          '属于用户而非某个流程的文件，位于 `/api/v2/files`：上传一次，任何流程都能使用。',
        ),
      },
      {
        kind: 'added',
        subjects: [{component: 'mcp-tools'}, {page: 'integrations-mcp-client'}],
        text: l(
          'MCP Tools connects to an MCP server and hands its tools to an agent.',
          'MCP Tools 连接 MCP 服务器，并把其中的工具交给智能体。',
        ),
      },
      {
        kind: 'added',
        subjects: [{component: 'docling'}],
        text: l(
          'Docling converts PDFs, office files, HTML and images to Markdown on the Flowloom server, keeping headings and tables.',
          'Docling 在 Flowloom 服务器上把 PDF、Office 文件、HTML 和图片转换为 Markdown，并保留标题和表格。',
        ),
      },
      {
        kind: 'added',
        subjects: [{component: 'smart-router'}],
        text: l(
          'Smart Router sends a message down one of several routes chosen by a language model.',
          'Smart Router 由语言模型从多条路由中选出一条，把消息发往该路由。',
        ),
      },
      {
        kind: 'added',
        subjects: [{cli: 'api-key'}],
        text: l(
          '`flowloom api-key` creates an API key from the command line, for scripts and CI.',
          '`flowloom api-key` 可在命令行中创建 API 密钥，供脚本和 CI 使用。',
        ),
      },
      {
        kind: 'removed',
        subjects: [{component: 'google-generative-ai-embeddings'}],
        removedValues: ['models/text-embedding-004', 'models/embedding-001'],
        text: l(
          '`models/text-embedding-004` and `models/embedding-001`, which Google retired on 2026-01-14, are no longer offered; the default model is `models/gemini-embedding-001`.',
          'Google 已于 2026-01-14 停用的 `models/text-embedding-004` 和 `models/embedding-001` 不再提供；默认模型改为 `models/gemini-embedding-001`。',
        ),
      },
    ],
    upgrade: l(
      'A collection filled with `models/text-embedding-004` or `models/embedding-001` (768 dimensions) cannot be searched with `models/gemini-embedding-001` (3072): choose the new model, then embed the documents again into a new collection.',
      '用 `models/text-embedding-004` 或 `models/embedding-001`（768 维）填充的集合，无法用 `models/gemini-embedding-001`（3072 维）检索：请选择新模型，再把文档重新嵌入到一个新集合中。',
    ),
  },
  {
    version: '1.1.0',
    date: '2025-09-16',
    summary: l(
      'Webhooks, structured answers from agents, batch runs and auto-save.',
      'Webhook、智能体的结构化输出、批量运行和自动保存。',
    ),
    highlights: [
      l(
        'Start a flow from any service that sends a webhook.',
        '任何能发送 Webhook 的服务都可以启动流程。',
      ),
      l('The editor saves a flow on its own while you work.', '编辑器会在你工作时自动保存流程。'),
    ],
    changes: [
      {
        kind: 'added',
        subjects: [{operation: 'webhookRunFlow'}, {component: 'webhook'}],
        text: l(
          '`POST /api/v1/webhook/{flow_id_or_name}` and the Webhook component, which hands the request body to the flow.',
          '`POST /api/v1/webhook/{flow_id_or_name}` 以及 Webhook 组件，后者把请求体交给流程。',
        ),
      },
      {
        kind: 'added',
        subjects: [{component: 'structured-output-agent'}],
        text: l(
          'Structured Output Agent: an agent whose answer fills a schema you define.',
          'Structured Output Agent：按你定义的结构返回回答的智能体。',
        ),
      },
      {
        kind: 'added',
        subjects: [{component: 'batch-run'}],
        text: l(
          'Batch Run sends every row of a DataFrame to a language model.',
          'Batch Run 把 DataFrame 的每一行分别发送给语言模型。',
        ),
      },
      {
        kind: 'added',
        subjects: [
          {page: 'configuration-auto-save'},
          {envVar: 'FLOWLOOM_AUTO_SAVING'},
          {envVar: 'FLOWLOOM_AUTO_SAVING_INTERVAL'},
        ],
        text: l(
          'Auto-save, on by default, with `FLOWLOOM_AUTO_SAVING` and `FLOWLOOM_AUTO_SAVING_INTERVAL` to tune it.',
          '自动保存，默认开启，可用 `FLOWLOOM_AUTO_SAVING` 和 `FLOWLOOM_AUTO_SAVING_INTERVAL` 调整。',
        ),
      },
      {
        kind: 'changed',
        subjects: [{operation: 'simplifiedRunFlow'}],
        text: l(
          '`POST /api/v1/run/{flow_id_or_name}` streams its answer as server-sent events with `?stream=true`.',
          '`POST /api/v1/run/{flow_id_or_name}` 加上 `?stream=true` 后，会以服务器发送事件（SSE）的形式流式返回回答。',
        ),
      },
      {
        kind: 'deprecated',
        subjects: [{operation: 'process'}],
        replacement: {operation: 'simplifiedRunFlow'},
        text: l(
          '`POST /api/v1/process/{flow_id}`, the run endpoint of the first clients. It stays until the next major release.',
          '`POST /api/v1/process/{flow_id}`，早期客户端使用的运行端点。它会保留到下一个主版本。',
        ),
      },
    ],
    upgrade: l(
      'Clients that call `POST /api/v1/process/{flow_id}` keep working; move them to `POST /api/v1/run/{flow_id_or_name}`, which takes the same body and can also stream.',
      '调用 `POST /api/v1/process/{flow_id}` 的客户端仍可使用；请把它们改为调用 `POST /api/v1/run/{flow_id_or_name}`，它接受相同的请求体，还支持流式输出。',
    ),
  },
  {
    version: '1.0.0',
    date: '2025-05-20',
    summary: l(
      'The first stable release: the visual editor, the Playground, the component catalog and the REST API.',
      '首个稳定版本：可视化编辑器、Playground、组件目录和 REST API。',
    ),
    highlights: [
      l(
        'Build flows on a canvas from components, test them in the Playground, publish them as a REST endpoint.',
        '在画布上用组件搭建流程，在 Playground 中测试，并发布为 REST 端点。',
      ),
      l(
        'The REST API under `/api/v1`, authenticated with an API key or a bearer token.',
        '位于 `/api/v1` 的 REST API，使用 API 密钥或 Bearer 令牌进行身份验证。',
      ),
    ],
    changes: [
      {
        kind: 'added',
        subjects: [{page: 'concepts-overview'}, {page: 'concepts-playground'}],
        text: l(
          'The visual editor and the Playground, with the component families of the catalog.',
          '可视化编辑器和 Playground，以及组件目录中的各个组件类别。',
        ),
      },
      {
        kind: 'added',
        subjects: [{operation: 'simplifiedRunFlow'}, {page: 'configuration-api-keys'}],
        text: l(
          '`POST /api/v1/run/{flow_id_or_name}` runs a flow; API keys authenticate the calls.',
          '`POST /api/v1/run/{flow_id_or_name}` 用于运行流程；API 密钥用于对调用进行身份验证。',
        ),
      },
      {
        kind: 'added',
        subjects: [{envVar: 'FLOWLOOM_DATABASE_URL'}, {page: 'configuration-custom-database'}],
        text: l(
          'SQLite by default, PostgreSQL for production through `FLOWLOOM_DATABASE_URL`.',
          '默认使用 SQLite，生产环境可通过 `FLOWLOOM_DATABASE_URL` 使用 PostgreSQL。',
        ),
      },
    ],
  },
];
