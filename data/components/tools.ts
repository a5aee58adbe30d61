/**
 * The tools family: components made to be called by an Agent. MCP Tools has a Toolset output of
 * its own; the others are ordinary components (they also work as steps of a fixed flow) that
 * become tools when you switch on tool mode, which replaces their outputs with one Toolset output.
 */
import type {ComponentInput, ComponentOutput, ComponentSpec} from './types';
import {l} from './localized';
import {apiKeyInput, databaseUrl, timeout} from './inputs';

function query(example: string): ComponentInput {
  return {
    name: 'input_value',
    displayName: 'Search Query',
    type: 'Message',
    description: l(
      `What to look up, for example \`${example}\`. In tool mode leave it empty: the agent writes the query on each call.`,
      `要查询的内容，例如 \`${example}\`。工具模式下请留空，由智能体在每次调用时填写查询。`,
    ),
  };
}

/** The key of a search or data service, read from a credential global variable. */
function serviceKey(
  name: string,
  variable: string,
  where: string,
  whereZh: string,
): ComponentInput {
  return apiKeyInput(
    `Your key from ${where}. Select a credential global variable such as \`${variable}\` rather than pasting it.`,
    `你在 ${whereZh}获取的密钥。请选择凭据变量（例如 \`${variable}\`），不要直接粘贴。`,
    true,
    name,
  );
}

/** The search engine a search service queries on the agent's behalf. */
function engine(service: string, options: readonly string[]): ComponentInput {
  return {
    name: 'engine',
    displayName: 'Engine',
    type: 'dropdown',
    default: 'google',
    options,
    description: l(`The search engine ${service} queries.`, `${service} 所查询的搜索引擎。`),
  };
}

function maxResults(fallback: number): ComponentInput {
  return {
    name: 'max_results',
    displayName: 'Max Results',
    type: 'integer',
    default: fallback,
    description: l(
      'How many results to return. More results give the agent more to read, and cost more tokens.',
      '返回的结果数。结果越多，智能体可读的信息越多，消耗的 token 也越多。',
    ),
  };
}

function resultsTable(columns: string): ComponentOutput {
  return {
    name: 'results',
    displayName: 'Results',
    type: 'DataFrame',
    description: l(
      `One row per result, with the columns ${columns}.`,
      `每个结果一行，包含列 ${columns}。`,
    ),
  };
}

export const toolsComponents = [
  {
    id: 'mcp-tools',
    name: 'MCP Tools',
    family: 'tools',
    purpose: l(
      'Connects to a Model Context Protocol (MCP) server and offers all of its tools to an Agent. Pick it to use any of the many existing MCP servers, or the flows of another Flowloom project, as tools.',
      '连接到一个 Model Context Protocol（MCP）服务器，并把它的全部工具提供给 Agent。适合把现成的各类 MCP 服务器，或另一个 Flowloom 项目的流程，当作工具使用。',
    ),
    inputs: [
      {
        name: 'mode',
        displayName: 'Transport',
        type: 'dropdown',
        default: 'Stdio',
        options: ['Stdio', 'SSE', 'Streamable HTTP'],
        description: l(
          'Stdio starts the server as a local process and talks to it over standard input and output; SSE and Streamable HTTP connect to a server that is already running at a URL.',
          'Stdio 会把服务器作为本地进程启动，并通过标准输入输出与之通信；SSE 和 Streamable HTTP 则连接到某个 URL 上已在运行的服务器。',
        ),
      },
      {
        name: 'command',
        displayName: 'Command',
        type: 'string',
        description: l(
          'Stdio only: the command line that starts the server, for example `uvx mcp-server-time` or `npx -y @modelcontextprotocol/server-filesystem /data/docs`.',
          '仅用于 Stdio：启动服务器的命令行，例如 `uvx mcp-server-time` 或 `npx -y @modelcontextprotocol/server-filesystem /data/docs`。',
        ),
      },
      {
        name: 'env',
        displayName: 'Environment Variables',
        type: 'dict',
        advanced: true,
        description: l(
          'Stdio only: variables set for the server process, such as the API key the server reads. Values can be global variables.',
          '仅用于 Stdio：为服务器进程设置的环境变量，例如服务器要读取的 API 密钥。值可以使用全局变量。',
        ),
      },
      {
        name: 'url',
        displayName: 'Server URL',
        type: 'string',
        description: l(
          'SSE and Streamable HTTP only: the server endpoint, for example `http://localhost:8000/sse` or `https://mcp.example.com/mcp`.',
          '仅用于 SSE 和 Streamable HTTP：服务器端点，例如 `http://localhost:8000/sse` 或 `https://mcp.example.com/mcp`。',
        ),
      },
      {
        name: 'headers',
        displayName: 'Headers',
        type: 'dict',
        advanced: true,
        description: l(
          'SSE and Streamable HTTP only: HTTP headers sent with every request, for example `Authorization` with `Bearer` and a token, or `x-api-key`. Values can be global variables.',
          '仅用于 SSE 和 Streamable HTTP：每个请求都会附带的 HTTP 头，例如带 `Bearer` 令牌的 `Authorization`，或 `x-api-key`。值可以使用全局变量。',
        ),
      },
      timeout(
        30,
        'Seconds to wait for the connection and for each tool call before failing it.',
        '建立连接以及每次工具调用的等待秒数，超时即判为失败。',
      ),
    ],
    outputs: [
      {
        name: 'toolset',
        displayName: 'Toolset',
        type: 'Tool',
        description: l(
          "The server's tools, minus those switched off in the actions table. Connect it to an Agent's Tools input.",
          '服务器提供的工具（不含在动作表中关闭的工具）。把它连到 Agent 的 Tools 输入。',
        ),
      },
    ],
    notes: l(
      "The node lists the server's tools, with the names and descriptions the server gives them, once it connects; click refresh after the server changes. A Stdio server runs on the Flowloom server's machine with the server's permissions, so `uvx` or `npx` must be installed there.",
      '连接成功后，节点会列出服务器的工具及服务器给出的名称和说明；服务器有变动时请点刷新。Stdio 服务器运行在 Flowloom 服务器所在的机器上，拥有与服务器相同的权限，因此那台机器上必须安装 `uvx` 或 `npx`。',
    ),
  },
  {
    id: 'python-repl',
    name: 'Python REPL',
    family: 'tools',
    purpose: l(
      'Runs Python code and returns what it prints. Pick it when an agent needs exact arithmetic, date handling or small data transformations that a model gets wrong in its head.',
      '运行 Python 代码并返回其打印内容。当智能体需要精确计算、日期处理或小型数据转换，而模型"心算"容易出错时选用它。',
    ),
    inputs: [
      {
        name: 'python_code',
        displayName: 'Python Code',
        type: 'multiline string',
        description: l(
          'The code to run; use `print()` for anything you want back. In tool mode leave it empty: the agent writes the code.',
          '要运行的代码；需要返回的内容请用 `print()` 输出。工具模式下请留空，由智能体编写代码。',
        ),
      },
      {
        name: 'global_imports',
        displayName: 'Global Imports',
        type: 'string',
        default: 'math',
        description: l(
          'Comma-separated modules imported before the code runs, for example `math,json,datetime`. Only installed modules can be imported.',
          '运行代码前导入的模块，用逗号分隔，例如 `math,json,datetime`。只能导入已安装的模块。',
        ),
      },
      timeout(10, 'Seconds before the code is stopped.', '代码运行的最长秒数，超时即停止。'),
    ],
    outputs: [
      {
        name: 'result',
        displayName: 'Result',
        type: 'Message',
        description: l(
          'What the code printed, or the error message and traceback when it failed.',
          '代码打印的内容；运行失败时为错误信息和调用栈。',
        ),
      },
    ],
    notes: l(
      "The code runs on the Flowloom server with the server's permissions and is not sandboxed. Do not give this tool to an agent that untrusted users can talk to.",
      '代码在 Flowloom 服务器上以服务器的权限运行，没有沙箱隔离。不要把这个工具交给不受信任用户可以对话的智能体。',
    ),
  },
  {
    id: 'searchapi',
    name: 'SearchApi',
    family: 'tools',
    purpose: l(
      'Searches Google, Bing and other engines through the SearchApi service and returns structured results. Pick it for dependable general web search in production.',
      '通过 SearchApi 服务搜索 Google、Bing 等引擎，并返回结构化结果。适合在生产环境中做可靠的通用网页搜索。',
    ),
    inputs: [
      serviceKey('api_key', 'SEARCHAPI_API_KEY', 'searchapi.io', 'searchapi.io '),
      engine('SearchApi', ['google', 'google_news', 'bing', 'baidu', 'youtube']),
      query('best vector database for RAG'),
      maxResults(5),
      {
        name: 'max_snippet_length',
        displayName: 'Max Snippet Length',
        type: 'integer',
        default: 200,
        advanced: true,
        description: l(
          "Characters kept from each result's snippet, to keep the agent's context small.",
          '每条结果摘要保留的字符数，用于控制智能体的上下文大小。',
        ),
      },
    ],
    outputs: [resultsTable('`title`, `url` and `snippet`')],
  },
  {
    id: 'serpapi',
    name: 'SerpApi',
    family: 'tools',
    purpose: l(
      'Searches Google and other engines through SerpApi, with control over country, language and location. Pick it when results must match a market or a place.',
      '通过 SerpApi 搜索 Google 等引擎，可控制国家、语言和地理位置。当搜索结果需要贴合某个市场或地点时选用它。',
    ),
    inputs: [
      serviceKey('serpapi_api_key', 'SERPAPI_API_KEY', 'serpapi.com', 'serpapi.com '),
      engine('SerpApi', ['google', 'bing', 'duckduckgo', 'yahoo', 'baidu']),
      query('coffee roasters open on Sunday'),
      maxResults(5),
      {
        name: 'search_params',
        displayName: 'Search Parameters',
        type: 'dict',
        advanced: true,
        description: l(
          'Extra SerpApi parameters, for example `gl` = `us`, `hl` = `en` and `location` = `Austin, Texas, United States`.',
          '额外的 SerpApi 参数，例如 `gl` = `us`、`hl` = `en`、`location` = `Austin, Texas, United States`。',
        ),
      },
    ],
    outputs: [resultsTable('`title`, `url` and `snippet`')],
    notes: l(
      'Each search uses one search credit of your SerpApi plan, including searches an agent makes on its own.',
      '每次搜索都会消耗 SerpApi 套餐中的一次搜索额度，包括智能体自行发起的搜索。',
    ),
  },
  {
    id: 'tavily-search',
    name: 'Tavily AI Search',
    family: 'tools',
    purpose: l(
      'Searches the web with Tavily, a search API built for agents that returns cleaned page content instead of short snippets. Pick it when the agent must read the pages, not only find them.',
      '使用 Tavily 搜索网页。Tavily 是为智能体设计的搜索 API，返回清理后的网页内容，而不只是简短摘要。当智能体需要阅读网页内容、而不仅是找到网页时选用它。',
    ),
    inputs: [
      serviceKey('api_key', 'TAVILY_API_KEY', 'app.tavily.com', 'app.tavily.com '),
      query('EU AI Act obligations for chatbots'),
      {
        name: 'search_depth',
        displayName: 'Search Depth',
        type: 'dropdown',
        default: 'basic',
        options: ['basic', 'advanced'],
        description: l(
          '`advanced` finds more relevant passages per page and costs two credits per search instead of one.',
          '`advanced` 会为每个网页找出更相关的段落，每次搜索消耗两个额度而不是一个。',
        ),
      },
      {
        name: 'topic',
        displayName: 'Topic',
        type: 'dropdown',
        default: 'general',
        options: ['general', 'news', 'finance'],
        description: l(
          '`news` favours recent articles from news sources; `finance` favours financial sources.',
          '`news` 优先返回新闻来源的近期文章；`finance` 优先返回财经来源。',
        ),
      },
      {
        name: 'time_range',
        displayName: 'Time Range',
        type: 'dropdown',
        options: ['day', 'week', 'month', 'year'],
        advanced: true,
        description: l(
          'Keeps only results published in this period. Empty: any time.',
          '只保留在此时间段内发布的结果。留空表示不限时间。',
        ),
      },
      maxResults(5),
    ],
    outputs: [resultsTable('`title`, `url`, `content` and `score`')],
  },
  {
    id: 'wikipedia',
    name: 'Wikipedia',
    family: 'tools',
    purpose: l(
      'Looks up Wikipedia articles and returns their summaries or full text. Pick it for general knowledge, definitions and background on people, places and events.',
      '查找维基百科条目，返回摘要或全文。适合获取常识、定义，以及人物、地点和事件的背景信息。',
    ),
    inputs: [
      query('Tokyo Skytree'),
      {
        name: 'lang',
        displayName: 'Language',
        type: 'string',
        default: 'en',
        description: l(
          'Language edition, by its code: `en`, `zh`, `de`, `ja`...',
          '语言版本，用代码表示：`en`、`zh`、`de`、`ja` 等。',
        ),
      },
      {
        name: 'k',
        displayName: 'Number of Articles',
        type: 'integer',
        default: 3,
        description: l('How many matching articles to return.', '返回的匹配条目数。'),
      },
      {
        name: 'load_all_content',
        displayName: 'Load All Content',
        type: 'boolean',
        default: false,
        advanced: true,
        description: l(
          'When off, only the introduction of each article; when on, the whole article, cut at Max Characters.',
          '关闭时只返回每个条目的导言；开启时返回整篇条目，并按 Max Characters 截断。',
        ),
      },
      {
        name: 'doc_content_chars_max',
        displayName: 'Max Characters',
        type: 'integer',
        default: 4000,
        advanced: true,
        description: l('Longest text kept per article.', '每个条目保留的最大文本长度。'),
      },
    ],
    outputs: [resultsTable('`title`, `url` and `text`')],
  },
  {
    id: 'arxiv',
    name: 'arXiv',
    family: 'tools',
    purpose: l(
      'Searches arXiv for scientific papers and returns their titles, authors, abstracts and PDF links. Pick it for research assistants and literature questions.',
      '在 arXiv 上检索科学论文，返回标题、作者、摘要和 PDF 链接。适合研究助手和文献类问题。',
    ),
    inputs: [
      query('retrieval augmented generation evaluation'),
      {
        name: 'search_type',
        displayName: 'Search Field',
        type: 'dropdown',
        default: 'all',
        options: ['all', 'title', 'abstract', 'author', 'category'],
        description: l(
          'Which field the query is matched against. For `category` use arXiv codes such as `cs.CL`.',
          '查询与哪个字段匹配。选择 `category` 时请使用 arXiv 分类代码，例如 `cs.CL`。',
        ),
      },
      maxResults(10),
    ],
    outputs: [resultsTable('`title`, `authors`, `summary`, `published` and `pdf_url`')],
    notes: l(
      'The arXiv API is free and needs no key, but asks clients to wait about three seconds between requests; an agent that searches in a tight loop gets slowed down.',
      'arXiv API 免费且无需密钥，但要求客户端两次请求之间间隔约三秒；频繁循环搜索的智能体会被限速。',
    ),
  },
  {
    id: 'wolfram-alpha',
    name: 'Wolfram Alpha',
    family: 'tools',
    purpose: l(
      'Sends a question to Wolfram|Alpha and returns its computed answer. Pick it for maths, unit conversions, physical constants and factual data that must be exact.',
      '把问题发送给 Wolfram|Alpha，返回它计算出的答案。适合数学、单位换算、物理常数以及必须精确的事实数据。',
    ),
    inputs: [
      {
        name: 'input_value',
        displayName: 'Input',
        type: 'Message',
        description: l(
          'The question in plain language or maths notation, for example `integrate x^2 sin x` or `distance from Paris to Berlin in km`. In tool mode leave it empty.',
          '用自然语言或数学记法表达的问题，例如 `integrate x^2 sin x` 或 `distance from Paris to Berlin in km`。工具模式下请留空。',
        ),
      },
      {
        name: 'app_id',
        displayName: 'App ID',
        type: 'secret',
        required: true,
        description: l(
          'Your AppID from the Wolfram|Alpha Developer Portal. Select a credential global variable such as `WOLFRAM_ALPHA_APPID`.',
          '你在 Wolfram|Alpha 开发者门户获取的 AppID。请选择凭据变量，例如 `WOLFRAM_ALPHA_APPID`。',
        ),
      },
    ],
    outputs: [
      {
        name: 'result',
        displayName: 'Result',
        type: 'Message',
        description: l(
          'The answer as text, or a message saying that Wolfram|Alpha did not understand the input.',
          '文本形式的答案；Wolfram|Alpha 无法理解输入时，返回相应提示。',
        ),
      },
    ],
    notes: l(
      'A free non-commercial AppID allows 2,000 calls a month. Short, precise English inputs work best.',
      '免费的非商业 AppID 每月可调用 2,000 次。简短、准确的英文输入效果最好。',
    ),
  },
  {
    id: 'yahoo-finance',
    name: 'Yahoo Finance',
    family: 'tools',
    purpose: l(
      'Fetches stock data from Yahoo Finance: company profile, price history, dividends, analyst recommendations or news for a ticker symbol. Pick it for market questions that need current figures.',
      '从 Yahoo Finance 获取股票数据：按股票代码查询公司概况、价格历史、分红、分析师评级或新闻。适合需要最新数据的市场类问题。',
    ),
    inputs: [
      {
        name: 'symbol',
        displayName: 'Symbol',
        type: 'Message',
        description: l(
          'The ticker as Yahoo writes it: `AAPL`, `MSFT`, `0700.HK`, `SAP.DE`. In tool mode leave it empty.',
          '按 Yahoo 写法给出的股票代码：`AAPL`、`MSFT`、`0700.HK`、`SAP.DE`。工具模式下请留空。',
        ),
      },
      {
        name: 'method',
        displayName: 'Data',
        type: 'dropdown',
        default: 'info',
        options: ['info', 'history', 'dividends', 'recommendations', 'news'],
        description: l('Which data set to fetch.', '要获取的数据集。'),
      },
      {
        name: 'period',
        displayName: 'Period',
        type: 'dropdown',
        default: '1mo',
        options: ['5d', '1mo', '3mo', '6mo', '1y', '5y'],
        advanced: true,
        description: l(
          'For `history`: how far back the daily prices go.',
          '用于 `history`：每日价格回溯的时间范围。',
        ),
      },
      {
        name: 'num_news',
        displayName: 'Number of News',
        type: 'integer',
        default: 5,
        advanced: true,
        description: l('For `news`: how many articles to return.', '用于 `news`：返回的文章数。'),
      },
    ],
    outputs: [
      {
        name: 'results',
        displayName: 'Results',
        type: 'DataFrame',
        description: l(
          'The requested data as a table: one row per day, dividend, recommendation or article; one row of fields for `info`.',
          '以表格形式返回所请求的数据：每天、每次分红、每条评级或每篇文章一行；`info` 为一行字段。',
        ),
      },
    ],
    notes: l(
      "Uses Yahoo Finance's public web data through the yfinance library, not an official API: it can be rate-limited or change without notice, and its terms allow personal use. Prices may be delayed.",
      '通过 yfinance 库使用 Yahoo Finance 的公开网页数据，并非官方 API：可能被限流或在无通知的情况下变化，其条款只允许个人使用。价格可能有延迟。',
    ),
  },
  {
    id: 'openweathermap',
    name: 'OpenWeatherMap',
    family: 'tools',
    purpose: l(
      'Returns the current weather for a place from OpenWeatherMap. Pick it for assistants that plan trips, deliveries or outdoor work.',
      '从 OpenWeatherMap 获取某地的当前天气。适合规划出行、配送或户外作业的助手。',
    ),
    inputs: [
      serviceKey('api_key', 'OPENWEATHERMAP_API_KEY', 'openweathermap.org', 'openweathermap.org '),
      {
        name: 'location',
        displayName: 'Location',
        type: 'Message',
        description: l(
          'City name with an optional country code, such as `Lyon,FR` or `Springfield,US`. In tool mode leave it empty.',
          '城市名，可附带国家代码，例如 `Lyon,FR` 或 `Springfield,US`。工具模式下请留空。',
        ),
      },
      {
        name: 'units',
        displayName: 'Units',
        type: 'dropdown',
        default: 'metric',
        options: ['metric', 'imperial', 'standard'],
        description: l(
          '`metric`: °C and m/s; `imperial`: °F and mph; `standard`: kelvin and m/s.',
          '`metric`：°C 和 m/s；`imperial`：°F 和 mph；`standard`：开尔文和 m/s。',
        ),
      },
    ],
    outputs: [
      {
        name: 'result',
        displayName: 'Weather',
        type: 'Message',
        description: l(
          'A short summary: conditions, temperature, feels-like temperature, humidity and wind.',
          '简短的天气概况：天气状况、气温、体感温度、湿度和风速。',
        ),
      },
    ],
    notes: l(
      'A newly created OpenWeatherMap key can take up to a couple of hours to become active; until then every call fails with 401.',
      '新创建的 OpenWeatherMap 密钥可能需要最多几个小时才能生效；在此之前，每次调用都会返回 401。',
    ),
  },
  {
    id: 'sql-database',
    name: 'SQL Database',
    family: 'tools',
    purpose: l(
      'Runs SQL against a database and describes its tables. In tool mode it gives an agent two actions, one to read the schema and one to query, so the agent can answer questions about your data.',
      '对数据库执行 SQL，并描述其中的表。在工具模式下，它为智能体提供两个动作：一个读取表结构，一个执行查询，使智能体能够回答关于你数据的问题。',
    ),
    inputs: [
      databaseUrl(
        'SQLAlchemy URL, such as `postgresql+psycopg://reader:secret@db.internal:5432/shop`, `mysql+pymysql://reader:secret@db:3306/shop` or `sqlite:///data/shop.db`. Store it in a credential global variable.',
        'SQLAlchemy URL，例如 `postgresql+psycopg://reader:secret@db.internal:5432/shop`、`mysql+pymysql://reader:secret@db:3306/shop` 或 `sqlite:///data/shop.db`。请把它保存在凭据变量中。',
      ),
      {
        name: 'query',
        displayName: 'SQL Query',
        type: 'Message',
        description: l(
          'The statement to run. In tool mode leave it empty: the agent writes the SQL after reading the schema.',
          '要执行的语句。工具模式下请留空：智能体会在读取表结构后编写 SQL。',
        ),
      },
      {
        name: 'include_tables',
        displayName: 'Tables',
        type: 'list',
        advanced: true,
        description: l(
          'Limit the schema and the queries to these tables. Empty: every table the user can see.',
          '把表结构和查询限制在这些表内。留空表示该用户可见的所有表。',
        ),
      },
      {
        name: 'max_rows',
        displayName: 'Max Rows',
        type: 'integer',
        default: 100,
        advanced: true,
        description: l(
          "Rows returned at most; the rest are dropped, so an agent's context stays small.",
          '最多返回的行数，多余的行会被丢弃，以控制智能体的上下文大小。',
        ),
      },
    ],
    outputs: [
      {
        name: 'query_results',
        displayName: 'Query Results',
        type: 'DataFrame',
        description: l('The rows the query returned.', '查询返回的行。'),
      },
      {
        name: 'schema',
        displayName: 'Schema',
        type: 'Message',
        description: l(
          'The tables and their columns with types, as `CREATE TABLE` statements.',
          '以 `CREATE TABLE` 语句形式给出的表及其列和类型。',
        ),
      },
    ],
    notes: l(
      "Flowloom runs whatever statement arrives, including `UPDATE` and `DROP`. Connect with a database user that has read-only rights. PostgreSQL needs the `psycopg` driver and MySQL the `pymysql` driver in the server's environment; SQLite needs nothing.",
      'Flowloom 会执行收到的任何语句，包括 `UPDATE` 和 `DROP`。请使用只有只读权限的数据库用户连接。PostgreSQL 需要在服务器环境中安装 `psycopg` 驱动，MySQL 需要 `pymysql` 驱动；SQLite 无需额外安装。',
    ),
  },
] as const satisfies readonly ComponentSpec[];
