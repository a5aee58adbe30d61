import type {ComponentOutput, ComponentSpec} from './types';
import {l} from './localized';
import {
  apiKeyInput,
  databaseUrl,
  files,
  pageFormat,
  pageTimeout,
  textKey,
  timeout,
  withDescription,
} from './inputs';

/**
 * Data components: bring outside content into a flow (files, folders, web pages, HTTP APIs, databases,
 * search results, feeds, spreadsheets) as Message, Data or DataFrame. Documented on components-data.
 * In descriptions, `backticks` mark code (ComponentDetails renders them; nothing else is Markdown).
 */

/** File and Directory also return their records as a table. */
const filesTable: ComponentOutput = {
  name: 'dataframe',
  displayName: 'DataFrame',
  type: 'DataFrame',
  description: l(
    'The same records as a table, one row per file.',
    '以表格形式给出的相同记录，每个文件一行。',
  ),
};

/** News Search and RSS Reader both read a feed. */
const feedTimeout = timeout(10, 'Seconds to wait for the feed.', '等待订阅源响应的秒数。');

const silentErrors = withDescription({
  name: 'silent_errors',
  displayName: 'Silent errors',
  type: 'boolean',
  default: false,
  advanced: true,
});

const searchQuery = withDescription({
  name: 'query',
  displayName: 'Search Query',
  type: 'Message',
  required: true,
});

export const dataComponents = [
  {
    id: 'file',
    name: 'File',
    family: 'data',
    purpose: l(
      'Reads files uploaded to the server (PDF, DOCX, TXT, MD, CSV, JSON, source code, archives) and returns their text; pick it for documents you upload yourself.',
      '读取已上传到服务器的文件（PDF、DOCX、TXT、MD、CSV、JSON、源代码、压缩包）并返回其文本；适合处理你自己上传的文档。',
    ),
    inputs: [
      files(
        'One or more files, chosen with Select files in the My files dialog. The node stores their server paths: `<user_id>/<file_id>.<extension>` for a file of your library, `<flow_id>/<file name>` for a flow file; in tweaks, send a list of such paths.',
        '一个或多个文件，通过 Select files 在 My files 对话框中选择。节点保存的是它们的服务器路径：文件库中的文件为 `<user_id>/<file_id>.<extension>`，流程文件为 `<flow_id>/<file name>`；在 tweaks 中传入由这类路径组成的列表。',
      ),
      {
        name: 'file_path',
        displayName: 'Server File Path',
        type: ['Data', 'Message'],
        advanced: true,
        description: l(
          'Server paths produced by another component instead of chosen on the node: a Message whose text is a path, or Data records with a `file_path` field. When connected, it replaces Files.',
          '由其他组件提供的服务器路径，而不是在节点上选择：文本为路径的 Message，或带有 `file_path` 字段的 Data 记录。连接后会取代 Files。',
        ),
      },
      {
        name: 'separator',
        displayName: 'Separator',
        type: 'string',
        default: '\\n\\n',
        advanced: true,
        description: l(
          'Text placed between files in the Raw content output.',
          '在 Raw content 输出中放在各文件文本之间的分隔文本。',
        ),
      },
      silentErrors(
        'Skip a file that cannot be read instead of failing the run.',
        '遇到无法读取的文件时跳过它，而不是让整次运行失败。',
      ),
      {
        name: 'concurrency',
        displayName: 'Concurrency',
        type: 'integer',
        default: 1,
        advanced: true,
        description: l(
          'Number of files read in parallel. Raise it when you select many small files.',
          '并行读取的文件数。选择了大量小文件时可以调高。',
        ),
      },
    ],
    outputs: [
      {
        name: 'data',
        displayName: 'Data',
        type: 'Data',
        description: l(
          'One record per file, with the fields `text` and `file_path`.',
          '每个文件一条记录，包含 `text` 和 `file_path` 字段。',
        ),
      },
      filesTable,
      {
        name: 'raw_content',
        displayName: 'Raw content',
        type: 'Message',
        description: l(
          'The text of all selected files joined with the Separator, ready for a prompt variable.',
          '所有选中文件的文本用 Separator 连接而成，可直接接入提示词变量。',
        ),
      },
    ],
    notes: l(
      'Uploads larger than `FLOWLOOM_MAX_FILE_SIZE_UPLOAD` megabytes (default 100) are refused. Scanned PDFs have no text layer and come back empty: convert them with Unstructured or Docling (loaders), which can run OCR. Images give no text; archives are unpacked and each supported file inside is read.',
      '超过 `FLOWLOOM_MAX_FILE_SIZE_UPLOAD` 兆字节（默认 100）的上传会被拒绝。扫描版 PDF 没有文本层，返回内容为空：请改用可执行 OCR 的 Unstructured 或 Docling（加载器）转换。图片不产生文本；压缩包会被解压，其中每个受支持的文件都会被读取。',
    ),
  },
  {
    id: 'directory',
    name: 'Directory',
    family: 'data',
    purpose: l(
      "Reads every matching file in a folder on the Flowloom server's disk; pick it for a folder of documents that already sits next to the server.",
      '读取 Flowloom 服务器磁盘上某个文件夹中所有符合条件的文件；适合文档已经放在服务器旁边的情况。',
    ),
    inputs: [
      {
        name: 'path',
        displayName: 'Path',
        type: 'string',
        required: true,
        description: l(
          'Folder on the machine (or in the container) that runs the server, absolute or relative to the directory the server was started from. It is not a folder of your own computer when the server is remote.',
          '运行服务器的机器（或容器）上的文件夹，可以是绝对路径，也可以是相对于服务器启动目录的路径。服务器在远程时，它并不是你自己电脑上的文件夹。',
        ),
      },
      {
        name: 'types',
        displayName: 'File Types',
        type: 'list',
        description: l(
          'Extensions to read, such as `md`, `pdf`, `txt`. Empty reads every type the File component supports.',
          '要读取的扩展名，例如 `md`、`pdf`、`txt`。留空则读取 File 组件支持的所有类型。',
        ),
      },
      {
        name: 'recursive',
        displayName: 'Recursive',
        type: 'boolean',
        default: false,
        description: l('Also read files in sub-folders.', '同时读取子文件夹中的文件。'),
      },
      {
        name: 'depth',
        displayName: 'Depth',
        type: 'integer',
        default: 0,
        advanced: true,
        description: l(
          'How many levels of sub-folders to enter when Recursive is on; 0 means no limit.',
          '开启 Recursive 时最多进入几层子文件夹；0 表示不限制。',
        ),
      },
      {
        name: 'load_hidden',
        displayName: 'Load Hidden',
        type: 'boolean',
        default: false,
        advanced: true,
        description: l(
          'Also read files and folders whose names start with a dot.',
          '同时读取名称以点开头的文件和文件夹。',
        ),
      },
      silentErrors(
        'Skip files that cannot be read instead of failing the run.',
        '跳过无法读取的文件，而不是让整次运行失败。',
      ),
      {
        name: 'concurrency',
        displayName: 'Concurrency',
        type: 'integer',
        default: 1,
        advanced: true,
        description: l('Number of files read in parallel.', '并行读取的文件数。'),
      },
    ],
    outputs: [
      {
        name: 'data',
        displayName: 'Data',
        type: 'Data',
        description: l(
          'One record per file, with `text` and `file_path`.',
          '每个文件一条记录，包含 `text` 和 `file_path`。',
        ),
      },
      filesTable,
    ],
    notes: l(
      'Reads the same formats as File. With the container image, mount the folder into the container and give the path inside the container.',
      '支持的格式与 File 相同。使用容器镜像时，请把文件夹挂载进容器，并填写容器内的路径。',
    ),
  },
  {
    id: 'url',
    name: 'URL',
    family: 'data',
    purpose: l(
      'Fetches web pages, optionally following their links a few levels deep, and returns their text or HTML; pick it for a handful of known pages.',
      '抓取网页，可选择沿链接向下跟进几层，并返回其文本或 HTML；适合处理少量已知网页。',
    ),
    inputs: [
      {
        name: 'urls',
        displayName: 'URLs',
        type: 'list',
        required: true,
        description: l(
          'Addresses to fetch, each starting with `http://` or `https://`. In tool mode, an agent fills them in.',
          '要抓取的地址，每个都以 `http://` 或 `https://` 开头。在工具模式下由智能体填写。',
        ),
      },
      {
        name: 'max_depth',
        displayName: 'Depth',
        type: 'integer',
        default: 1,
        description: l(
          '1 fetches only the listed pages; 2 also fetches the pages they link to, and so on. Each level can multiply the number of requests.',
          '1 只抓取列出的页面；2 还会抓取这些页面链接到的页面，依此类推。每多一层，请求数都可能成倍增加。',
        ),
      },
      {
        name: 'prevent_outside',
        displayName: 'Prevent Outside',
        type: 'boolean',
        default: true,
        advanced: true,
        description: l(
          'When Depth is above 1, follow only links under the starting address.',
          'Depth 大于 1 时，只跟进位于起始地址之下的链接。',
        ),
      },
      pageFormat(
        'Text keeps the readable text of the page and drops scripts, styles and tags; HTML returns the page source as received.',
        'Text 保留页面中可读的文本，去掉脚本、样式和标签；HTML 原样返回收到的页面源代码。',
      ),
      pageTimeout,
      {
        name: 'headers',
        displayName: 'Headers',
        type: 'dict',
        advanced: true,
        description: l(
          'Extra HTTP headers, for example a `User-Agent` that a site requires. Values are saved with the flow in plain text.',
          '额外的 HTTP 请求头，例如网站要求的 `User-Agent`。这些值以明文随流程保存。',
        ),
      },
      {
        name: 'continue_on_failure',
        displayName: 'Continue on Failure',
        type: 'boolean',
        default: true,
        advanced: true,
        description: l(
          'Skip pages that fail to load instead of failing the run.',
          '跳过加载失败的页面，而不是让整次运行失败。',
        ),
      },
    ],
    outputs: [
      {
        name: 'data',
        displayName: 'Data',
        type: 'Data',
        description: l(
          'One record per page, with `text`, `url` and `title`.',
          '每个页面一条记录，包含 `text`、`url` 和 `title`。',
        ),
      },
      {
        name: 'dataframe',
        displayName: 'DataFrame',
        type: 'DataFrame',
        description: l(
          'The same pages as a table, one row per page.',
          '以表格形式给出的相同页面，每个页面一行。',
        ),
      },
      {
        name: 'raw_content',
        displayName: 'Raw content',
        type: 'Message',
        description: l(
          'The text of all pages joined together, ready for a prompt variable.',
          '所有页面的文本连接在一起，可直接接入提示词变量。',
        ),
      },
    ],
    notes: l(
      'URL does not run JavaScript: pages that build their content in the browser can come back nearly empty. Fetch only pages whose terms allow it.',
      'URL 不执行 JavaScript：在浏览器中才生成内容的页面，返回结果可能几乎为空。只抓取条款允许抓取的页面。',
    ),
  },
  {
    id: 'api-request',
    name: 'API Request',
    family: 'data',
    purpose: l(
      'Calls an HTTP endpoint and returns the response as Data; pick it to bring a JSON API or an internal service into a flow.',
      '调用一个 HTTP 端点并把响应作为 Data 返回；适合把 JSON API 或内部服务接入流程。',
    ),
    inputs: [
      {
        name: 'url',
        displayName: 'URL',
        type: 'string',
        required: true,
        description: l(
          'The endpoint to call, starting with `http://` or `https://`. It may already contain a query string.',
          '要调用的端点地址，以 `http://` 或 `https://` 开头，可以已经带有查询字符串。',
        ),
      },
      {
        name: 'method',
        displayName: 'Method',
        type: 'dropdown',
        default: 'GET',
        options: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
        description: l('HTTP method of the request.', '请求使用的 HTTP 方法。'),
      },
      {
        name: 'headers',
        displayName: 'Headers',
        type: 'dict',
        description: l(
          'Request headers, for example `Authorization` or `Accept`. Values are saved with the flow in plain text, so do not share a flow that contains a token.',
          '请求头，例如 `Authorization` 或 `Accept`。这些值以明文随流程保存，因此不要分享包含令牌的流程。',
        ),
      },
      {
        name: 'query_params',
        displayName: 'Query Parameters',
        type: 'dict',
        advanced: true,
        description: l(
          "Names and values added to the URL's query string, encoded for you.",
          '追加到 URL 查询字符串中的参数名和值，会自动编码。',
        ),
      },
      {
        name: 'body',
        displayName: 'Body',
        type: 'dict',
        description: l(
          'JSON body sent with POST, PUT and PATCH; ignored for GET and DELETE.',
          '随 POST、PUT 和 PATCH 发送的 JSON 请求体；GET 和 DELETE 会忽略它。',
        ),
      },
      timeout(
        30,
        'Seconds to wait for the response before giving up.',
        '放弃请求前等待响应的秒数。',
      ),
      {
        name: 'follow_redirects',
        displayName: 'Follow Redirects',
        type: 'boolean',
        default: true,
        advanced: true,
        description: l(
          'Follow 3xx redirects to their final address.',
          '跟随 3xx 重定向直到最终地址。',
        ),
      },
      {
        name: 'include_metadata',
        displayName: 'Include Metadata',
        type: 'boolean',
        default: false,
        advanced: true,
        description: l(
          'Also return the response headers and the final URL.',
          '同时返回响应头和最终 URL。',
        ),
      },
    ],
    outputs: [
      {
        name: 'data',
        displayName: 'Response',
        type: 'Data',
        description: l(
          'A record with `status_code` and `result`: the parsed JSON body, or the body as text when it is not JSON. With Include Metadata, also `headers` and `url`.',
          '一条包含 `status_code` 和 `result` 的记录：`result` 是解析后的 JSON 响应体；响应体不是 JSON 时为文本。开启 Include Metadata 时还包含 `headers` 和 `url`。',
        ),
      },
    ],
    notes: l(
      'A 4xx or 5xx response does not fail the run: check `status_code` downstream. Only network errors and timeouts fail it.',
      '4xx 或 5xx 响应不会让运行失败：请在下游检查 `status_code`。只有网络错误和超时才会导致失败。',
    ),
  },
  {
    id: 'sql-query',
    name: 'SQL Query',
    family: 'data',
    purpose: l(
      'Runs a SQL query against a database the server can reach and returns the rows; pick it to ground answers in live tables.',
      '在服务器可访问的数据库上执行 SQL 查询并返回结果行；适合让回答基于实时数据表。',
    ),
    inputs: [
      databaseUrl(
        'A SQLAlchemy URL such as `postgresql+psycopg://reader:password@db.internal:5432/shop` or `sqlite:///data/shop.db`. Can take a global variable, for example `SHOP_DATABASE_URL`.',
        'SQLAlchemy 格式的 URL，例如 `postgresql+psycopg://reader:password@db.internal:5432/shop` 或 `sqlite:///data/shop.db`。可以使用全局变量，例如 `SHOP_DATABASE_URL`。',
      ),
      {
        name: 'query',
        displayName: 'Query',
        type: 'Message',
        required: true,
        description: l(
          'The SQL to run. Type it on the node, or connect a Message to run a query built earlier in the flow.',
          '要执行的 SQL。可以直接在节点上填写，也可以连接一个 Message，执行流程前面生成的查询。',
        ),
      },
      {
        name: 'include_columns',
        displayName: 'Include Columns',
        type: 'boolean',
        default: true,
        advanced: true,
        description: l(
          'Put the column names in the first line of the Result Text output.',
          '在 Result Text 输出的第一行写出列名。',
        ),
      },
      {
        name: 'max_rows',
        displayName: 'Max Rows',
        type: 'integer',
        default: 1000,
        advanced: true,
        description: l(
          'Rows returned at most; further rows are dropped.',
          '最多返回的行数；超出的行会被丢弃。',
        ),
      },
    ],
    outputs: [
      {
        name: 'dataframe',
        displayName: 'Result Table',
        type: 'DataFrame',
        description: l(
          "The rows of the result, with the query's column names.",
          '查询结果的各行，列名与查询中的列名一致。',
        ),
      },
      {
        name: 'message',
        displayName: 'Result Text',
        type: 'Message',
        description: l(
          'The rows as a Markdown table, for a prompt or the chat.',
          '以 Markdown 表格表示的结果行，可用于提示词或聊天。',
        ),
      },
    ],
    notes: l(
      "For PostgreSQL, Flowloom includes the psycopg 3 driver: write the URL as `postgresql+psycopg://…` (`postgresql://` asks SQLAlchemy for psycopg2, which is not installed). Other databases need their driver installed in the server's Python environment (for example `pymysql` for MySQL, with `mysql+pymysql://…`); SQLite needs none. The component runs any SQL it receives, including statements written by a model, so connect with a read-only database user.",
      '对于 PostgreSQL，Flowloom 自带 psycopg 3 驱动：URL 写成 `postgresql+psycopg://…`（`postgresql://` 会让 SQLAlchemy 去找未安装的 psycopg2）。其他数据库需要把驱动安装在服务器的 Python 环境中（例如 MySQL 用 `pymysql`，URL 写成 `mysql+pymysql://…`）；SQLite 不需要驱动。该组件会执行收到的任何 SQL，包括模型写出的语句，所以请使用只读的数据库用户连接。',
    ),
  },
  {
    id: 'web-search',
    name: 'Web Search',
    family: 'data',
    purpose: l(
      'Searches the web through a search provider and returns titles, links and snippets; pick it to give a flow up-to-date information.',
      '通过搜索提供商搜索网络，返回标题、链接和摘要；适合给流程提供最新信息。',
    ),
    inputs: [
      searchQuery(
        "What to search for. Connect Chat Input to search for the user's question.",
        '要搜索的内容。连接 Chat Input 即可搜索用户的问题。',
      ),
      {
        name: 'search_provider',
        displayName: 'Search Provider',
        type: 'dropdown',
        default: 'DuckDuckGo',
        options: ['DuckDuckGo', 'Tavily', 'Brave Search'],
        description: l('The service that runs the search.', '执行搜索的服务。'),
      },
      apiKeyInput(
        'Key of the chosen provider; not needed for DuckDuckGo. Can take a global variable such as `TAVILY_API_KEY` or `BRAVE_API_KEY`.',
        '所选提供商的密钥；DuckDuckGo 不需要。可以使用全局变量，例如 `TAVILY_API_KEY` 或 `BRAVE_API_KEY`。',
      ),
      {
        name: 'max_results',
        displayName: 'Max Results',
        type: 'integer',
        default: 5,
        description: l('Number of hits returned.', '返回的结果条数。'),
      },
      timeout(10, 'Seconds to wait for the provider.', '等待提供商响应的秒数。'),
    ],
    outputs: [
      {
        name: 'results',
        displayName: 'Results',
        type: 'DataFrame',
        description: l(
          'One row per hit, with `title`, `url` and `snippet`.',
          '每条结果一行，包含 `title`、`url` 和 `snippet`。',
        ),
      },
    ],
    notes: l(
      "DuckDuckGo needs no key but throttles automated traffic, so bursts of searches can fail for a while. Tavily and Brave Search need an account and an API key, and charge for usage beyond your plan's allowance. Snippets are short: add URL to read a full page.",
      'DuckDuckGo 不需要密钥，但会限制自动化流量，短时间内大量搜索可能暂时失败。Tavily 和 Brave Search 需要账号和 API 密钥，超出套餐额度的用量需要付费。摘要很短：如需阅读整页内容，再接一个 URL 组件。',
    ),
  },
  {
    id: 'news-search',
    name: 'News Search',
    family: 'data',
    purpose: l(
      'Finds recent news articles on a topic through the public Google News RSS search; no API key needed.',
      '通过公开的 Google News RSS 搜索查找某个主题的近期新闻；不需要 API 密钥。',
    ),
    inputs: [
      searchQuery(
        'Topic or keywords, for example "electric trucks". Quotes and the usual Google News operators work.',
        '主题或关键词，例如 "electric trucks"。支持引号和常见的 Google News 搜索运算符。',
      ),
      {
        name: 'language',
        displayName: 'Language',
        type: 'string',
        default: 'en-US',
        description: l(
          'Language of the edition, as a language tag such as `en-US`, `de` or `zh-CN`.',
          '新闻版本的语言，使用语言标签，例如 `en-US`、`de` 或 `zh-CN`。',
        ),
      },
      {
        name: 'country',
        displayName: 'Country',
        type: 'string',
        default: 'US',
        description: l(
          'Country of the edition, as a two-letter code such as `US`, `GB` or `DE`.',
          '新闻版本所属的国家或地区，使用两位字母代码，例如 `US`、`GB` 或 `DE`。',
        ),
      },
      {
        name: 'max_results',
        displayName: 'Max Results',
        type: 'integer',
        default: 10,
        description: l(
          'Number of articles returned, newest first.',
          '返回的文章数，按时间由新到旧排列。',
        ),
      },
      feedTimeout,
    ],
    outputs: [
      {
        name: 'articles',
        displayName: 'Articles',
        type: 'DataFrame',
        description: l(
          'One row per article, with `title`, `link`, `published`, `source` and `summary`.',
          '每篇文章一行，包含 `title`、`link`、`published`、`source` 和 `summary`。',
        ),
      },
    ],
    notes: l(
      'Links go through news.google.com redirect pages rather than straight to the publisher. Some language and country pairs return few or no results.',
      '链接会经过 news.google.com 的跳转页面，而不是直接指向发布方。某些语言与国家的组合返回的结果很少，甚至没有。',
    ),
  },
  {
    id: 'rss-reader',
    name: 'RSS Reader',
    family: 'data',
    purpose: l(
      'Reads an RSS or Atom feed and returns its latest entries; pick it to follow a blog, a changelog or a status page.',
      '读取 RSS 或 Atom 订阅源并返回最新条目；适合跟踪博客、更新日志或状态页。',
    ),
    inputs: [
      {
        name: 'feed_url',
        displayName: 'Feed URL',
        type: 'string',
        required: true,
        description: l(
          'Address of the feed itself (often ending in `/feed`, `/rss` or `.xml`), not of the web page that links to it.',
          '订阅源本身的地址（通常以 `/feed`、`/rss` 或 `.xml` 结尾），而不是链接到它的网页地址。',
        ),
      },
      {
        name: 'max_items',
        displayName: 'Max Items',
        type: 'integer',
        default: 10,
        description: l(
          'Number of entries returned, in the order of the feed (usually newest first).',
          '返回的条目数，顺序与订阅源一致（通常最新的在前）。',
        ),
      },
      {
        name: 'include_content',
        displayName: 'Include Content',
        type: 'boolean',
        default: false,
        advanced: true,
        description: l(
          'Return the full entry content when the feed carries it, converted to text, instead of only the summary.',
          '订阅源带有完整正文时，返回转换为文本的完整内容，而不只是摘要。',
        ),
      },
      feedTimeout,
    ],
    outputs: [
      {
        name: 'entries',
        displayName: 'Entries',
        type: 'DataFrame',
        description: l(
          'One row per entry, with `title`, `link`, `published` and `summary` (and `content` when enabled).',
          '每个条目一行，包含 `title`、`link`、`published` 和 `summary`（开启后还包含 `content`）。',
        ),
      },
    ],
  },
  {
    id: 'json-to-data',
    name: 'JSON to Data',
    family: 'data',
    purpose: l(
      'Parses JSON text or an uploaded JSON file into Data records; pick it when JSON arrives as text, for example typed by a user or pasted into a Text Input.',
      '把 JSON 文本或上传的 JSON 文件解析为 Data 记录；适合 JSON 以文本形式到达的情况，例如用户输入或粘贴到 Text Input 中的内容。',
    ),
    inputs: [
      {
        name: 'json_string',
        displayName: 'JSON',
        type: 'Message',
        description: l(
          'JSON text. An array becomes one record per element; an object becomes one record.',
          'JSON 文本。数组中的每个元素成为一条记录；对象成为一条记录。',
        ),
      },
      {
        name: 'json_file',
        displayName: 'JSON File',
        type: 'file',
        advanced: true,
        description: l(
          'An uploaded `.json` file, read when the JSON input is empty.',
          '上传的 `.json` 文件，在 JSON 输入为空时读取。',
        ),
      },
      textKey(
        "Field that holds each record's main text, read by Parser, Split Text and vector stores.",
        '保存每条记录主要文本的字段，Parser、Split Text 和向量存储会读取它。',
      ),
    ],
    outputs: [
      {
        name: 'data',
        displayName: 'Data',
        type: 'Data',
        description: l(
          'The parsed records. Array elements that are not objects become records with a single `value` field.',
          '解析得到的记录。数组中不是对象的元素会成为只有一个 `value` 字段的记录。',
        ),
      },
    ],
    notes: l(
      'Only strict JSON is accepted. For model output with code fences or trailing commas, put JSON Cleaner (processing) in front.',
      '只接受严格的 JSON。对于带有代码块标记或多余逗号的模型输出，请在前面加一个 JSON Cleaner（处理组件）。',
    ),
  },
  {
    id: 'csv-to-data',
    name: 'CSV to Data',
    family: 'data',
    purpose: l(
      'Parses CSV text or an uploaded CSV file into one record per row; pick it when a table arrives as text rather than as a file.',
      '把 CSV 文本或上传的 CSV 文件解析为每行一条的记录；适合表格以文本而不是文件形式到达的情况。',
    ),
    inputs: [
      {
        name: 'csv_string',
        displayName: 'CSV',
        type: 'Message',
        description: l('CSV text whose first line is the header row.', '第一行为表头的 CSV 文本。'),
      },
      {
        name: 'csv_file',
        displayName: 'CSV File',
        type: 'file',
        advanced: true,
        description: l(
          'An uploaded `.csv` file, read when the CSV input is empty.',
          '上传的 `.csv` 文件，在 CSV 输入为空时读取。',
        ),
      },
      {
        name: 'delimiter',
        displayName: 'Delimiter',
        type: 'string',
        default: ',',
        advanced: true,
        description: l(
          'Character between values, for example a semicolon for many European exports, or `\\t` for tab-separated text.',
          '值之间的分隔字符，例如许多欧洲地区导出的文件使用分号，制表符分隔的文本使用 `\\t`。',
        ),
      },
      textKey("Column used as each record's main text.", '作为每条记录主要文本的列。'),
    ],
    outputs: [
      {
        name: 'data',
        displayName: 'Data',
        type: 'Data',
        description: l(
          'One record per row; the header gives the field names and every value is a string.',
          '每行一条记录；表头给出字段名，所有值都是字符串。',
        ),
      },
      {
        name: 'dataframe',
        displayName: 'DataFrame',
        type: 'DataFrame',
        description: l(
          'The same rows as a table; numeric columns are read as numbers.',
          '以表格形式给出的相同行；数值列按数字读取。',
        ),
      },
    ],
  },
  {
    id: 'read-google-sheet',
    name: 'Read Google Sheet',
    family: 'data',
    purpose: l(
      'Reads one tab of a Google Sheets spreadsheet as a table; pick it when the data is maintained in a shared spreadsheet.',
      '把 Google Sheets 电子表格中的一个工作表读成表格；适合数据维护在共享电子表格中的情况。',
    ),
    inputs: [
      {
        name: 'sheet_url',
        displayName: 'Spreadsheet URL',
        type: 'string',
        required: true,
        description: l(
          "The spreadsheet's address as shown in the browser, of the form `https://docs.google.com/spreadsheets/d/ID/edit`.",
          '浏览器中显示的电子表格地址，形如 `https://docs.google.com/spreadsheets/d/ID/edit`。',
        ),
      },
      {
        name: 'worksheet',
        displayName: 'Worksheet',
        type: 'string',
        description: l(
          'Name of the tab to read. Empty reads the first tab.',
          '要读取的工作表名称。留空则读取第一个工作表。',
        ),
      },
      {
        name: 'cell_range',
        displayName: 'Range',
        type: 'string',
        advanced: true,
        description: l(
          'A range in A1 notation, such as `A1:F200`. Empty reads every filled cell.',
          'A1 表示法的单元格范围，例如 `A1:F200`。留空则读取所有有内容的单元格。',
        ),
      },
      {
        name: 'credentials_json',
        displayName: 'Service Account JSON',
        type: 'secret',
        description: l(
          'Key file of a Google Cloud service account, for private spreadsheets; can take a global variable. Leave empty for a spreadsheet shared as "Anyone with the link".',
          'Google Cloud 服务账号的密钥文件，用于读取私有电子表格；可以使用全局变量。对于共享为"知道链接的任何人"的电子表格，留空即可。',
        ),
      },
      {
        name: 'header_row',
        displayName: 'Header Row',
        type: 'boolean',
        default: true,
        advanced: true,
        description: l(
          'Use the first row of the range as column names.',
          '把范围中的第一行用作列名。',
        ),
      },
    ],
    outputs: [
      {
        name: 'dataframe',
        displayName: 'Table',
        type: 'DataFrame',
        description: l(
          'The cells as a table, one row per spreadsheet row.',
          '以表格形式给出的单元格内容，每个电子表格行对应一行。',
        ),
      },
      {
        name: 'data',
        displayName: 'Data',
        type: 'Data',
        description: l(
          'The same rows as records, one per row.',
          '以记录形式给出的相同行，每行一条。',
        ),
      },
    ],
    notes: l(
      "For a private spreadsheet, enable the Google Sheets API in the service account's Google Cloud project and share the spreadsheet with the service account's e-mail address (Viewer is enough). The component reads cell values as displayed, not formulas.",
      '读取私有电子表格时，请在服务账号所属的 Google Cloud 项目中启用 Google Sheets API，并把电子表格共享给该服务账号的电子邮件地址（查看者权限即可）。组件读取的是单元格显示的值，而不是公式。',
    ),
  },
  {
    id: 'graphql-query',
    name: 'GraphQL Query',
    family: 'data',
    purpose: l(
      'Sends a GraphQL query to an endpoint and returns the data part of the response; pick it for APIs that speak GraphQL, such as GitHub, Shopify or your own backend.',
      '向一个端点发送 GraphQL 查询，并返回响应中的 data 部分；适合使用 GraphQL 的 API，例如 GitHub、Shopify 或你自己的后端。',
    ),
    inputs: [
      {
        name: 'endpoint',
        displayName: 'Endpoint',
        type: 'string',
        required: true,
        description: l(
          'The GraphQL endpoint, such as `https://api.github.com/graphql`.',
          'GraphQL 端点地址，例如 `https://api.github.com/graphql`。',
        ),
      },
      {
        name: 'query',
        displayName: 'Query',
        type: 'multiline string',
        required: true,
        description: l(
          'The query or mutation text. Declare values that change as variables (`$name`) rather than writing them into the text.',
          '查询或变更语句。会变化的值请声明为变量（`$name`），不要直接写进语句中。',
        ),
      },
      {
        name: 'variables',
        displayName: 'Variables',
        type: 'dict',
        description: l(
          'Values of the variables the query declares, by name without the `$`.',
          '查询中声明的变量的值，按不带 `$` 的名称填写。',
        ),
      },
      {
        name: 'headers',
        displayName: 'Headers',
        type: 'dict',
        description: l(
          'Request headers, such as `Authorization` with a bearer token. Values are saved with the flow in plain text.',
          '请求头，例如带有 bearer 令牌的 `Authorization`。这些值以明文随流程保存。',
        ),
      },
      timeout(30, 'Seconds to wait for the response.', '等待响应的秒数。'),
    ],
    outputs: [
      {
        name: 'data',
        displayName: 'Data',
        type: 'Data',
        description: l(
          'The data object of the response as one record; when the server reports problems, they are in an `errors` field.',
          '响应中的 data 对象，作为一条记录；服务器报告问题时，问题信息位于 `errors` 字段中。',
        ),
      },
    ],
    notes: l(
      "GraphQL servers usually answer with status 200 even when the query fails: check the `errors` field. Public GraphQL APIs such as GitHub's require a token even for public data.",
      'GraphQL 服务器即使在查询失败时通常也返回状态码 200：请检查 `errors` 字段。GitHub 等公开的 GraphQL API 即使读取公开数据也需要令牌。',
    ),
  },
] as const satisfies readonly ComponentSpec[];
