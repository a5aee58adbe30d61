/**
 * The product's terms, each with the one Chinese rendering every zh-Hans page uses and the
 * renderings pages must not use. The glossary page renders this list in its locale
 * (plugins/remark/remark-glossary.ts), and tests/unit/glossary.test.ts fails when a Chinese page writes an
 * avoided variant outside code. The Chinese terms are the ones the pages already used most.
 */
import type {Localized} from './components/types';
import {l} from './components/localized';

export const GLOSSARY_GROUPS = ['building', 'running', 'ai', 'publishing', 'settings'] as const;
export type GlossaryGroup = (typeof GLOSSARY_GROUPS)[number];

export const glossaryGroupTitles: Record<GlossaryGroup, Localized> = {
  building: l('Building flows', '构建流程'),
  running: l('Running and testing', '运行与测试'),
  ai: l('AI building blocks', 'AI 构件'),
  publishing: l('Publishing and the API', '发布与 API'),
  settings: l('Settings and access', '设置与访问'),
};

export interface GlossaryTerm {
  /** Anchor of the term on the glossary page: other pages link to `glossary.mdx#<id>`. */
  id: string;
  group: GlossaryGroup;
  /** The term as English running text writes it: `flow`, `Playground`, `API key`. */
  en: string;
  /** The term every Chinese page uses; an English word where the pages keep it (`Playground`). */
  zh: string;
  definition: Localized;
  /**
   * Chinese renderings pages must not use for this term. Where a single character is ambiguous
   * (边 is also "side"), the variants are the phrases that can only mean the term.
   */
  avoid?: readonly string[];
  /** Words that contain an avoided variant but mean something else: 网络接口 is a network interface. */
  except?: readonly string[];
  /** The guide that explains the term: a path under docs/, with an optional anchor. */
  page?: string;
}

export const glossary: readonly GlossaryTerm[] = [
  // --- Building flows --------------------------------------------------------
  {
    id: 'flow',
    group: 'building',
    en: 'flow',
    zh: '流程',
    definition: l(
      'An AI application built in Flowloom: components on the canvas, connected by edges. A flow is saved as JSON and can be run in the Playground, exported, imported and published.',
      '在 Flowloom 中构建的 AI 应用：画布上由连线连接起来的组件。流程以 JSON 保存，可以在 Playground 中运行，也可以导出、导入和发布。',
    ),
    avoid: ['工作流'],
    page: 'concepts/flows.mdx',
  },
  {
    id: 'flow-id',
    group: 'building',
    en: 'flow ID',
    zh: '流程 ID',
    definition: l(
      'The UUID that identifies a flow. API calls address a flow by its ID or by its endpoint name; the calls that need an ID say `{flow_id}`.',
      '标识一个流程的 UUID。API 调用可以用流程 ID 或端点名称指定流程；只接受 ID 的调用写作 `{flow_id}`。',
    ),
    avoid: ['流程 id', '流程ID'],
    page: 'get-started/quickstart.mdx#find-the-flow-id',
  },
  {
    id: 'component',
    group: 'building',
    en: 'component',
    zh: '组件',
    definition: l(
      'A building block that does one job, such as reading a chat message, filling a prompt, calling a model or searching a vector store. It takes inputs through ports, has parameters, and produces outputs.',
      '完成一项工作的构件，例如读取聊天消息、填充提示词、调用模型或搜索向量存储。它通过端口接收输入，拥有参数，并产生输出。',
    ),
    avoid: ['元件'],
    page: 'concepts/components.mdx',
  },
  {
    id: 'node',
    group: 'building',
    en: 'node',
    zh: '节点',
    definition: l(
      'A component placed on the canvas. The node shows the component’s parameters, its ports and a toolbar.',
      '放在画布上的组件。节点上显示组件的参数、端口和工具栏。',
    ),
    avoid: ['结点'],
    page: 'concepts/components.mdx#node-toolbar',
  },
  {
    id: 'edge',
    group: 'building',
    en: 'edge',
    zh: '连线',
    definition: l(
      'A connection from an output port of one node to a compatible input port of another. Data travels along edges when the flow runs.',
      '从一个节点的输出端口到另一个节点的兼容输入端口的连接。流程运行时，数据沿着连线传递。',
    ),
    avoid: ['条边', '些边', '相连的边', '它的边', '的边，', '连接线'],
    page: 'concepts/components.mdx#connecting-components',
  },
  {
    id: 'port',
    group: 'building',
    en: 'port',
    zh: '端口',
    definition: l(
      'A connection point on a node: inputs on its left edge, outputs on its right. A port’s colour shows its data type, and only ports of compatible types connect.',
      '节点上用来接入连线的位置：输入端口在左侧，输出端口在右侧。端口的颜色表示它的数据类型，只有类型兼容的端口才能相连。',
    ),
    avoid: ['连接点', '句柄'],
    page: 'concepts/components.mdx#ports-and-data-types',
  },
  {
    id: 'canvas',
    group: 'building',
    en: 'canvas',
    zh: '画布',
    definition: l(
      'The editor’s workspace, where you place components and connect them into a flow.',
      '编辑器的工作区，你在这里放置组件并把它们连接成流程。',
    ),
    avoid: ['画板'],
    page: 'concepts/overview.mdx#canvas',
  },
  {
    id: 'project',
    group: 'building',
    en: 'project',
    zh: '项目',
    definition: l(
      'A group of related flows, listed in the Projects panel of the home page. The API calls projects folders (`/api/v1/folders`), and each project can also serve its flows as an MCP server.',
      '一组相关的流程，列在首页的 Projects 面板中。API 把项目称为 folder（`/api/v1/folders`），每个项目还可以作为 MCP 服务器提供其中的流程。',
    ),
    page: 'concepts/overview.mdx#home-page-and-projects',
  },
  {
    id: 'starter-template',
    group: 'building',
    en: 'starter template',
    zh: '起始模板',
    definition: l(
      'A complete flow offered in the New flow dialog, such as Basic prompting, Vector store RAG or Simple agent, ready to run once you add a model key.',
      '“New flow”对话框中提供的完整流程，例如 Basic prompting、Vector store RAG 或 Simple agent，添加模型密钥后即可运行。',
    ),
    avoid: ['入门模板', '入门项目', '示例模板', '起始项目', '起步模板'],
    page: 'concepts/flows.mdx#create-a-flow',
  },
  {
    id: 'custom-component',
    group: 'building',
    en: 'custom component',
    zh: '自定义组件',
    definition: l(
      'A component you write as a Python class, loaded from a components folder or edited in a node’s Code view.',
      '你用 Python 类编写的组件，从组件文件夹加载，或在节点的 Code 视图中编辑。',
    ),
    avoid: ['定制组件'],
    page: 'components/custom-components.mdx',
  },
  {
    id: 'bundle',
    group: 'building',
    en: 'bundle',
    zh: '组件包',
    definition: l(
      'A set of components for one external service, such as Notion or GitHub, that share one credential. Provider bundles sit in their own section of the Components panel.',
      '面向同一个外部服务（例如 Notion 或 GitHub）、共用一种凭据的一组组件。提供商组件包在 Components 面板中有单独的分区。',
    ),
    avoid: ['捆绑包', '服务商组件包'],
    page: 'components/bundle-components.mdx',
  },
  {
    id: 'build',
    group: 'building',
    en: 'build',
    zh: '构建',
    definition: l(
      'One run of a flow’s components in dependency order: each component runs once its inputs are ready. Logs list every component build.',
      '按依赖顺序运行一次流程中的组件：每个组件在其输入就绪后运行。Logs 列出每一次组件构建。',
    ),
    page: 'concepts/flows.mdx#build-order',
  },
  {
    id: 'vertex',
    group: 'building',
    en: 'vertex',
    zh: 'vertex',
    definition: l(
      'The API’s word for a component of a flow being built: `vertex_id` is the component’s id, and the build operations run single vertices.',
      'API 对构建中的流程里某个组件的称呼：`vertex_id` 就是组件 ID，构建相关的操作可以运行单个 vertex。',
    ),
    avoid: ['顶点'],
    page: 'concepts/flows.mdx#build-order',
  },
  {
    id: 'tool-mode',
    group: 'building',
    en: 'tool mode',
    zh: '工具模式',
    definition: l(
      'A switch in a node’s toolbar that turns the component into a tool an agent can call.',
      '节点工具栏中的一个开关，打开后组件就成为智能体可以调用的工具。',
    ),
    page: 'concepts/components.mdx#tool-mode',
  },
  {
    id: 'component-id',
    group: 'building',
    en: 'component ID',
    zh: '组件 ID',
    definition: l(
      'The ID of a node in a flow: the component type, a dash and five random characters, such as `ChatInput-x7Kq2`. Edges and tweaks name components by it; Controls on the node shows it.',
      '流程中一个节点的 ID：组件类型、一个短横线和五个随机字符，例如 `ChatInput-x7Kq2`。连线和 tweaks 用它指明组件；节点的 Controls 中会显示它。',
    ),
    avoid: ['组件 id', '节点 id', '节点 ID', '组件ID'],
    page: 'concepts/flows.mdx#tweaks',
  },
  {
    id: 'family',
    group: 'building',
    en: 'family',
    zh: '类别',
    definition: l(
      'A kind of component, such as models, loaders or vector stores. Each family is a section of the Components panel and has its own reference page; a custom component’s category folder names its section.',
      '组件的一个种类，例如模型、加载器或向量存储。每个类别是 Components 面板中的一个分区，并有自己的参考页面；自定义组件所在的类别文件夹的名称就是它所在分区的名称。',
    ),
    avoid: ['组件系列', '核心系列', '其他系列', '本系列', '分类文件夹', '面板分组'],
    page: 'concepts/overview.mdx#components-panel',
  },
  {
    id: 'home-page',
    group: 'building',
    en: 'home page',
    zh: '首页',
    definition: l(
      'The first screen of the UI: the Projects panel on the left, the flows of the selected project as cards, and New flow to start one.',
      '界面的第一个画面：左侧是 Projects 面板，主区域以卡片列出所选项目中的流程，New flow 用来新建流程。',
    ),
    avoid: ['主页'],
    except: ['项目主页'],
    page: 'concepts/overview.mdx#home-page-and-projects',
  },

  // --- Running and testing ---------------------------------------------------
  {
    id: 'playground',
    group: 'running',
    en: 'Playground',
    zh: 'Playground',
    definition: l(
      'The chat window of the editor that runs the open flow, keeps its messages per session, shows each component’s output and supports voice mode.',
      '编辑器中的聊天窗口：运行当前打开的流程，按会话保存消息，显示每个组件的输出，并支持语音模式。',
    ),
    avoid: ['演练场', '游乐场', '试验场', '操场'],
    page: 'concepts/playground.mdx',
  },
  {
    id: 'session',
    group: 'running',
    en: 'session',
    zh: '会话',
    definition: l(
      'One conversation with a flow. Components with memory read the earlier messages of the same session only.',
      '与流程进行的一段对话。带记忆的组件只读取同一会话中较早的消息。',
    ),
    page: 'concepts/playground.mdx#sessions',
  },
  {
    id: 'session-id',
    group: 'running',
    en: 'session ID',
    zh: '会话 ID',
    definition: l(
      'The name of a session: the `session_id` of a run request, or the session selected in the Playground. Without one, the flow ID is used.',
      '会话的名称：运行请求中的 `session_id`，或 Playground 中选中的会话。不提供时，使用流程 ID。',
    ),
    avoid: ['会话 id', '会话ID', '会话标识'],
    page: 'concepts/playground.mdx#sessions',
  },
  {
    id: 'message',
    group: 'running',
    en: 'message',
    zh: '消息',
    definition: l(
      'One turn of a conversation, stored with its sender, session ID and time; also the `Message` data type that carries text between components.',
      '对话中的一轮发言，连同发送方、会话 ID 和时间一起保存；也指在组件之间传递文本的 `Message` 数据类型。',
    ),
    avoid: ['讯息'],
    page: 'concepts/objects.mdx#message',
  },
  {
    id: 'chat-history',
    group: 'running',
    en: 'chat history',
    zh: '聊天记录',
    definition: l(
      'The messages stored for a session. Agents and the Message History component read it to remember the conversation.',
      '为某个会话保存的消息。智能体和 Message History 组件读取它来记住对话。',
    ),
    avoid: ['聊天历史', '对话历史', '会话历史', '消息历史'],
    page: 'concepts/playground.mdx#memory',
  },
  {
    id: 'memory',
    group: 'running',
    en: 'memory',
    zh: '记忆',
    definition: l(
      'What lets a flow remember earlier messages: Flowloom’s own message store, read by agents and Message History, or an external store through a memory component.',
      '让流程记住之前消息的机制：由智能体和 Message History 读取的 Flowloom 自身的消息存储，或通过记忆组件接入的外部存储。',
    ),
    avoid: ['记忆体', '内存组件'],
    page: 'components/memories.mdx',
  },
  {
    id: 'log',
    group: 'running',
    en: 'log',
    zh: '日志',
    definition: l(
      'The Logs panel lists every component build of a flow with its inputs, outputs and errors; the server log records the process itself.',
      'Logs 面板列出流程中每一次组件构建及其输入、输出和错误；服务器日志记录进程本身的情况。',
    ),
    page: 'concepts/playground.mdx#logs',
  },
  {
    id: 'voice-mode',
    group: 'running',
    en: 'voice mode',
    zh: '语音模式',
    definition: l(
      'Talking to a flow in the Playground: your speech is transcribed, the flow runs as for a typed message, and the answer is read aloud.',
      '在 Playground 中用语音与流程对话：你的语音被转写成文字，流程像处理键入的消息一样运行，回答再被朗读出来。',
    ),
    avoid: ['声音模式'],
    page: 'concepts/voice-mode.mdx',
  },
  {
    id: 'file-management',
    group: 'running',
    en: 'file management',
    zh: '文件管理',
    definition: l(
      'Uploading files to the server once and using them in many flows, through the UI or the files API.',
      '把文件上传到服务器一次，然后通过界面或文件 API 在多个流程中使用它们。',
    ),
    avoid: ['档案管理'],
    page: 'concepts/file-management.mdx',
  },

  // --- AI building blocks ----------------------------------------------------
  {
    id: 'agent',
    group: 'ai',
    en: 'agent',
    zh: '智能体',
    definition: l(
      'A component driven by a language model that decides, step by step, which of its tools to call until it can answer.',
      '由语言模型驱动的组件，它逐步决定调用哪些工具，直到能够给出回答。',
    ),
    avoid: ['AI 代理', '智能代理', '代理组件'],
    page: 'agents/overview.mdx',
  },
  {
    id: 'tool',
    group: 'ai',
    en: 'tool',
    zh: '工具',
    definition: l(
      'A component, flow or MCP function that an agent may call, described by a name and a description the model reads.',
      '智能体可以调用的组件、流程或 MCP 函数，带有供模型阅读的名称和描述。',
    ),
    page: 'components/tools.mdx',
  },
  {
    id: 'prompt',
    group: 'ai',
    en: 'prompt',
    zh: '提示词',
    definition: l(
      'The text sent to a language model. A Prompt Template fills a template’s `{variables}` from its inputs.',
      '发送给语言模型的文本。Prompt Template 用它的输入填充模板中的 `{variables}`。',
    ),
    avoid: ['提示语'],
    page: 'components/prompts.mdx',
  },
  {
    id: 'embedding',
    group: 'ai',
    en: 'embedding',
    zh: '嵌入',
    definition: l(
      'A list of numbers that captures the meaning of a text, so that texts of similar meaning have close embeddings.',
      '表示一段文本含义的一串数字；含义相近的文本，其嵌入也相近。',
    ),
    avoid: ['词嵌入', '向量化表示', '嵌入向量'],
    except: ['嵌入向量存储'],
    page: 'components/embedding-models.mdx',
  },
  {
    id: 'embedding-model',
    group: 'ai',
    en: 'embedding model',
    zh: '嵌入模型',
    definition: l(
      'A model that turns text into embeddings. A vector store uses the same embedding model to store chunks and to search them.',
      '把文本转换为嵌入的模型。向量存储在存入文本块和搜索时使用同一个嵌入模型。',
    ),
    avoid: ['向量模型'],
    page: 'components/embedding-models.mdx',
  },
  {
    id: 'vector-store',
    group: 'ai',
    en: 'vector store',
    zh: '向量存储',
    definition: l(
      'A component that writes chunks of text with their embeddings to a vector search system, such as Chroma or Qdrant, and finds the chunks closest in meaning to a question.',
      '把文本块及其嵌入写入 Chroma、Qdrant 等向量检索系统，并找出与问题含义最接近的文本块的组件。',
    ),
    avoid: ['向量数据库', '向量库'],
    page: 'components/vector-stores.mdx',
  },
  {
    id: 'chunk',
    group: 'ai',
    en: 'chunk',
    zh: '文本块',
    definition: l(
      'A piece of a longer text, cut by Split Text or a loader so that it fits the embedding model and a search returns only the part that matters. Chunk Size sets its length in characters, Chunk Overlap the characters it repeats from the previous chunk.',
      '从较长文本中切出的一段，由 Split Text 或加载器切分，使它适合嵌入模型，搜索时也只返回相关的部分。Chunk Size 设定它的长度（以字符计），Chunk Overlap 设定它从上一个文本块重复的字符数。',
    ),
    avoid: ['分块'],
    page: 'components/processing.mdx#split-text',
  },
  {
    id: 'provider',
    group: 'ai',
    en: 'provider',
    zh: '提供商',
    definition: l(
      'The company or server that offers a model, a speech service or a search API, such as OpenAI, Anthropic or a local Ollama. Each provider has its own components or model choices, and usually its own key.',
      '提供模型、语音服务或搜索 API 的公司或服务器，例如 OpenAI、Anthropic 或本地的 Ollama。每个提供商有自己的组件或模型选项，通常也有自己的密钥。',
    ),
    avoid: ['服务商', '服务提供商', '提供方'],
    except: ['云服务商', '托管服务商', '邮件服务商'],
    page: 'components/models.mdx#credentials',
  },

  // --- Publishing and the API ------------------------------------------------
  {
    id: 'publish',
    group: 'publishing',
    en: 'publish',
    zh: '发布',
    definition: l(
      'Making a flow usable outside the editor: as a REST endpoint, a webhook, an embedded chat widget, a shareable playground or tools of an MCP server.',
      '让流程在编辑器之外可用：作为 REST 端点、webhook、嵌入式聊天窗口、可分享的 Playground，或 MCP 服务器的工具。',
    ),
    page: 'concepts/publish.mdx',
  },
  {
    id: 'endpoint',
    group: 'publishing',
    en: 'endpoint',
    zh: '端点',
    definition: l(
      'An operation of the REST API, such as the run endpoint `POST /api/v1/run/{flow_id_or_name}`.',
      'REST API 中的一个操作，例如运行端点 `POST /api/v1/run/{flow_id_or_name}`。',
    ),
    avoid: ['接口', '终结点'],
    except: ['网络接口', '接口端点'],
    page: 'concepts/publish.mdx#api-access',
  },
  {
    id: 'endpoint-name',
    group: 'publishing',
    en: 'endpoint name',
    zh: '端点名称',
    definition: l(
      'A readable name set in a flow’s settings, such as `support-bot`, that API calls can use instead of the flow ID.',
      '在流程设置中设定的易读名称，例如 `support-bot`，API 调用可以用它代替流程 ID。',
    ),
    avoid: ['接口名称', '端点名字'],
    page: 'concepts/flows.mdx#flow-settings',
  },
  {
    id: 'tweak',
    group: 'publishing',
    en: 'tweak',
    zh: 'tweaks',
    definition: l(
      'A parameter override for one run, sent in the `tweaks` field of a run request and keyed by component ID. The saved flow does not change.',
      '只对一次运行生效的参数覆盖，放在运行请求的 `tweaks` 字段中，以组件 ID 为键。已保存的流程不会改变。',
    ),
    avoid: ['调整参数', '微调参数', 'tweak ', 'tweak，', 'tweak。', 'tweak）', 'tweak]'],
    page: 'concepts/flows.mdx#tweaks',
  },
  {
    id: 'webhook',
    group: 'publishing',
    en: 'webhook',
    zh: 'webhook',
    definition: l(
      'The endpoint `POST /api/v1/webhook/{flow_id_or_name}`: another service posts JSON to it, the flow starts in the background and the call answers 202 at once.',
      '端点 `POST /api/v1/webhook/{flow_id_or_name}`：其他服务向它发送 JSON，流程在后台开始运行，调用立即以 202 作答。',
    ),
    avoid: ['钩子'],
    page: 'concepts/publish.mdx#webhook',
  },
  {
    id: 'embedded-chat-widget',
    group: 'publishing',
    en: 'embedded chat widget',
    zh: '嵌入式聊天窗口',
    definition: l(
      'A chat bubble that a script tag and a `<flowloom-chat>` element add to any web page, from Share › Embed into site. It calls the run endpoint from the visitor’s browser with an API key, one session per browser unless the page sets one.',
      '用一个 script 标签和一个 `<flowloom-chat>` 元素添加到任意网页上的聊天气泡，代码来自 Share › Embed into site。它在访客的浏览器中用 API 密钥调用运行端点；除非网页指定了会话，否则每个浏览器一个会话。',
    ),
    avoid: ['聊天小组件', '嵌入式小组件', '嵌入式聊天组件', '聊天窗口组件'],
    page: 'concepts/publish.mdx#embed',
  },
  {
    id: 'shareable-playground',
    group: 'publishing',
    en: 'shareable playground',
    zh: '可分享的 Playground',
    definition: l(
      'A public, chat-only Playground of a flow at `/playground/<flow id>`, turned on with Share › Shareable playground. Visitors need no account and cannot see the components; voice mode is not available.',
      '流程的公开、仅含聊天功能的 Playground，地址为 `/playground/<flow id>`，通过 Share › Shareable playground 开启。访客无需账号，看不到流程的组件，也不能使用语音模式。',
    ),
    avoid: ['共享的 Playground', '可分享 Playground', '可分享的 playground'],
    page: 'concepts/publish.mdx#shareable-playground',
  },
  {
    id: 'mcp-server',
    group: 'publishing',
    en: 'MCP server',
    zh: 'MCP 服务器',
    definition: l(
      'A project served over the Model Context Protocol: each flow switched on becomes a tool that AI assistants and code editors can call.',
      '通过模型上下文协议（MCP）提供的项目：其中开启的每个流程都成为 AI 助手和代码编辑器可以调用的工具。',
    ),
    avoid: ['MCP 服务端', 'MCP服务器'],
    page: 'concepts/publish.mdx#mcp-server',
  },
  {
    id: 'api-key',
    group: 'publishing',
    en: 'API key',
    zh: 'API 密钥',
    definition: l(
      'A secret sent in the `x-api-key` header to authenticate API calls. It acts as the user who created it and is shown only once.',
      '放在 `x-api-key` 请求头中、用于对 API 调用进行身份验证的密钥。它以创建者的身份执行操作，只显示一次。',
    ),
    avoid: ['API 秘钥', 'API密钥', 'API 金钥'],
    page: 'concepts/publish.mdx#api-keys',
  },

  // --- Settings and access ---------------------------------------------------
  {
    id: 'global-variable',
    group: 'settings',
    en: 'global variable',
    zh: '全局变量',
    definition: l(
      'A named value kept by the server for your flows, such as a model key or a setting. Component fields refer to it by name.',
      '由服务器为你的流程保存的具名值，例如模型密钥或某项设置。组件字段按名称引用它。',
    ),
    avoid: ['全域变量'],
    page: 'get-started/quickstart.mdx#add-your-model-key',
  },
  {
    id: 'credential',
    group: 'settings',
    en: 'credential',
    zh: '凭据',
    definition: l(
      'A secret that proves who you are to a service: an API key, a token, a password or a connection string with a password. Keep each one in a credential variable and pick the variable in the component field, never the secret itself.',
      '向某个服务证明你身份的机密信息：API 密钥、令牌、密码或带密码的连接字符串。把每个凭据保存在凭据变量中，在组件字段中选择这个变量，而不要填写凭据本身。',
    ),
    avoid: ['凭证'],
    page: 'components/models.mdx#credentials',
  },
  {
    id: 'credential-variable',
    group: 'settings',
    en: 'credential variable',
    zh: '凭据变量',
    definition: l(
      'A global variable of type Credential: encrypted with the server’s secret key (`FLOWLOOM_SECRET_KEY`), never shown or returned again, and exported as its name only. Keep every key, token and password in one.',
      '类型为 Credential 的全局变量：用服务器的密钥（`FLOWLOOM_SECRET_KEY`）加密保存，不再显示，也不会通过 API 返回，导出时只保留它的名称。所有密钥、令牌和密码都应保存在凭据变量中。',
    ),
    avoid: [
      '凭据类型的全局变量',
      '凭据类型全局变量',
      '凭据类全局变量',
      '凭据类型的变量',
      '凭据类型变量',
      '凭据类变量',
      '凭据类模型密钥',
      '凭据（Credential）',
      '全局变量（Credential 类型）',
    ],
    page: 'configuration/global-variables.mdx#types',
  },
  {
    id: 'generic-variable',
    group: 'settings',
    en: 'generic variable',
    zh: '通用变量',
    definition: l(
      'A global variable of type Generic: stored and returned as plain text, so anyone with access can read it back. Use it for settings and IDs that are not secret.',
      '类型为 Generic 的全局变量：以明文保存和返回，有权访问的人都能读回它的值。用于不需要保密的设置和 ID。',
    ),
    avoid: ['普通变量', '通用类型变量', '通用（Generic）'],
    page: 'configuration/global-variables.mdx#types',
  },
  {
    id: 'environment-variable',
    group: 'settings',
    en: 'environment variable',
    zh: '环境变量',
    definition: l(
      "A setting of the server, read when it starts. Flowloom's own settings all start with `FLOWLOOM_`; the server also reads a tracing provider's variables (such as `LANGFUSE_SECRET_KEY`) and the variables you list in `FLOWLOOM_VARIABLES_TO_GET_FROM_ENVIRONMENT`.",
      '服务器的设置，在启动时读取。Flowloom 自身的设置都以 `FLOWLOOM_` 开头；服务器还会读取追踪平台的变量（例如 `LANGFUSE_SECRET_KEY`），以及你在 `FLOWLOOM_VARIABLES_TO_GET_FROM_ENVIRONMENT` 中列出的变量。',
    ),
    avoid: ['环境参数'],
    page: 'reference/environment-variables.mdx',
  },
  {
    id: 'superuser',
    group: 'settings',
    en: 'superuser',
    zh: '超级用户',
    definition: l(
      'The administrator account of a server: it manages users and may call the operations reserved to superusers.',
      '服务器的管理员账号：它管理用户，并可以调用仅限超级用户的操作。',
    ),
    avoid: ['超级管理员', '超管'],
    page: 'configuration/cli.mdx#superuser',
  },
  {
    id: 'auto-login',
    group: 'settings',
    en: 'auto-login',
    zh: '自动登录',
    definition: l(
      'The default mode of a local install: everyone who opens the UI is signed in as the superuser without a password. Turn it off on any shared server.',
      '本地安装的默认模式：打开界面的每个人都无需密码、以超级用户身份登录。在任何共享的服务器上都应关闭它。',
    ),
    avoid: ['自动登陆', '免登录'],
    page: 'reference/environment-variables.mdx#auth',
  },
  {
    id: 'account',
    group: 'settings',
    en: 'account',
    zh: '账号',
    definition: l(
      'A user of a Flowloom server, with a user name and a password; also your user at a provider or another service. A Flowloom account created on the sign-in page stays inactive until a superuser activates it, unless new users are active at once.',
      'Flowloom 服务器上的一个用户，带有用户名和密码；也指你在提供商或其他服务上的用户。在登录页面上注册的 Flowloom 账号在超级用户激活之前处于未激活状态，除非新用户被设置为立即激活。',
    ),
    avoid: ['账户', '帐户', '帐号'],
    except: ['存储账户', 'AWS 账户'],
    page: 'configuration/authentication.mdx#users',
  },
  {
    id: 'authentication',
    group: 'settings',
    en: 'authentication',
    zh: '身份验证',
    definition: l(
      'Proving who makes a request. People sign in with a user name and a password, or are signed in by auto-login; programs send an API key or an access token with every API call.',
      '证明请求由谁发出。人通过用户名和密码登录，或由自动登录直接登录；程序在每次 API 调用中发送 API 密钥或访问令牌。',
    ),
    avoid: ['认证'],
    page: 'configuration/authentication.mdx',
  },
];

export const glossaryById: ReadonlyMap<string, GlossaryTerm> = new Map(
  glossary.map((term) => [term.id, term]),
);
