/**
 * Provider bundles: groups of components for one outside service (Notion, GitHub, Google,
 * Slack, Atlassian, scraping services, Composio, research sources). Each entry is one component
 * of a bundle; the bundles page groups them by service.
 */
import type {ComponentInput, ComponentSpec} from './types';
import {l} from './localized';
import {timeout} from './inputs';

const notionSecret: ComponentInput = {
  name: 'notion_secret',
  displayName: 'Notion Secret',
  type: 'secret',
  required: true,
  description: l(
    'The Internal Integration Secret of a Notion integration (starts with ntn_ or secret_). Select a credential global variable such as NOTION_API_KEY.',
    'Notion 集成的 Internal Integration Secret（以 ntn_ 或 secret_ 开头）。请选择凭据变量，例如 NOTION_API_KEY。',
  ),
};

function githubToken(permission: string, zhPermission: string, required: boolean): ComponentInput {
  return {
    name: 'github_token',
    displayName: 'GitHub Token',
    type: 'secret',
    required,
    description: l(
      `A fine-grained personal access token with ${permission} on the repositories. Select a credential global variable such as GITHUB_TOKEN.`,
      `对相关仓库具有 ${zhPermission} 权限的细粒度个人访问令牌。请选择凭据变量，例如 GITHUB_TOKEN。`,
    ),
  };
}

const repository: ComponentInput = {
  name: 'repository',
  displayName: 'Repository',
  type: 'string',
  required: true,
  description: l(
    'The repository as owner/name, for example flowloom/flowloom.',
    '仓库，格式为 owner/name，例如 flowloom/flowloom。',
  ),
};

const googleServiceAccount: ComponentInput = {
  name: 'credentials_json',
  displayName: 'Service Account JSON',
  type: 'secret',
  required: true,
  description: l(
    'The JSON key of a Google Cloud service account, pasted whole into a credential global variable such as GOOGLE_SERVICE_ACCOUNT_JSON.',
    'Google Cloud 服务账号的 JSON 密钥，完整粘贴到凭据变量中，例如 GOOGLE_SERVICE_ACCOUNT_JSON。',
  ),
};

const slackBotToken: ComponentInput = {
  name: 'bot_token',
  displayName: 'Bot Token',
  type: 'secret',
  required: true,
  description: l(
    'The Bot User OAuth Token of your Slack app (starts with xoxb-). Select a credential global variable such as SLACK_BOT_TOKEN.',
    '你的 Slack 应用的 Bot User OAuth Token（以 xoxb- 开头）。请选择凭据变量，例如 SLACK_BOT_TOKEN。',
  ),
};

const slackChannel: ComponentInput = {
  name: 'channel',
  displayName: 'Channel',
  type: 'string',
  required: true,
  description: l(
    'The channel id, such as C07QX2M4B1L (in Slack: channel name › About, at the bottom).',
    '频道 ID，例如 C07QX2M4B1L（在 Slack 中：点击频道名称 › About，位于最下方）。',
  ),
};

const atlassianSite: ComponentInput = {
  name: 'site_url',
  displayName: 'Site URL',
  type: 'string',
  required: true,
  description: l(
    'Your Atlassian Cloud site, for example https://acme.atlassian.net.',
    '你的 Atlassian Cloud 站点，例如 https://acme.atlassian.net。',
  ),
};

const atlassianEmail: ComponentInput = {
  name: 'email',
  displayName: 'Email',
  type: 'string',
  required: true,
  description: l(
    'The email address of the Atlassian account that owns the API token.',
    '拥有该 API 令牌的 Atlassian 账号的电子邮件地址。',
  ),
};

const atlassianToken: ComponentInput = {
  name: 'api_token',
  displayName: 'API Token',
  type: 'secret',
  required: true,
  description: l(
    'An API token created at id.atlassian.com (Security › API tokens). Select a credential global variable such as ATLASSIAN_API_TOKEN.',
    '在 id.atlassian.com（Security › API tokens）创建的 API 令牌。请选择凭据变量，例如 ATLASSIAN_API_TOKEN。',
  ),
};

const firecrawlKey: ComponentInput = {
  name: 'api_key',
  displayName: 'Firecrawl API Key',
  type: 'secret',
  required: true,
  description: l(
    'A key from the Firecrawl dashboard (starts with fc-). Select a credential global variable such as FIRECRAWL_API_KEY.',
    '在 Firecrawl 控制台创建的密钥（以 fc- 开头）。请选择凭据变量，例如 FIRECRAWL_API_KEY。',
  ),
};

const firecrawlUrl: ComponentInput = {
  name: 'api_url',
  displayName: 'API URL',
  type: 'string',
  default: 'https://api.firecrawl.dev',
  advanced: true,
  description: l(
    'Change it for a self-hosted Firecrawl server.',
    '使用自托管的 Firecrawl 服务器时修改。',
  ),
};

export const bundlesComponents = [
  // Notion
  {
    id: 'notion-search',
    name: 'Notion Search',
    family: 'bundles',
    purpose: l(
      'Finds Notion pages or databases by title among those shared with your integration.',
      '在已共享给你的集成的内容中，按标题查找 Notion 页面或数据库。',
    ),
    inputs: [
      notionSecret,
      {
        name: 'query',
        displayName: 'Query',
        type: 'string',
        description: l(
          'Words to look for in titles. Empty lists everything the integration can see. In tool mode, leave it empty so the agent fills it.',
          '要在标题中查找的词。留空则列出集成可见的全部内容。在工具模式下请留空，由 Agent 填写。',
        ),
      },
      {
        name: 'filter_value',
        displayName: 'Object Type',
        type: 'dropdown',
        default: 'page',
        options: ['page', 'database'],
        description: l('Return pages or databases.', '返回页面还是数据库。'),
      },
      {
        name: 'sort_direction',
        displayName: 'Sort',
        type: 'dropdown',
        default: 'descending',
        advanced: true,
        options: ['descending', 'ascending'],
        description: l(
          'Order by last edit time, newest first by default.',
          '按最后编辑时间排序，默认最新的在前。',
        ),
      },
    ],
    outputs: [
      {
        name: 'results',
        displayName: 'Results',
        type: 'DataFrame',
        description: l(
          'One row per match, with the columns id, title, url and last_edited_time.',
          '每个匹配项一行，包含 id、title、url 和 last_edited_time 列。',
        ),
      },
    ],
    notes: l(
      'Notion returns only pages shared with the integration: on each page or parent page, open the ••• menu › Connections and add your integration.',
      'Notion 只返回已共享给集成的页面：在每个页面或其父页面上打开 ••• 菜单 › Connections，添加你的集成。',
    ),
  },
  {
    id: 'notion-page-content',
    name: 'Notion Page Content',
    family: 'bundles',
    purpose: l(
      'Reads the text of one Notion page, with headings and lists kept as Markdown, for a prompt or a vector store.',
      '读取一个 Notion 页面的文本，标题和列表保留为 Markdown 格式，可用于提示词或向量存储。',
    ),
    inputs: [
      notionSecret,
      {
        name: 'page_id',
        displayName: 'Page ID',
        type: 'string',
        required: true,
        description: l(
          'The page id: the 32 characters at the end of the page URL, with or without dashes. An id from Notion Search works too.',
          '页面 ID：页面 URL 末尾的 32 个字符，带不带连字符均可。也可以使用 Notion Search 返回的 id。',
        ),
      },
    ],
    outputs: [
      {
        name: 'content',
        displayName: 'Page Content',
        type: 'Message',
        description: l(
          'The text of the page and its nested blocks, as Markdown.',
          '页面及其嵌套块的文本，格式为 Markdown。',
        ),
      },
    ],
    notes: l(
      'Child pages and linked databases are listed by title only; read them with their own id.',
      '子页面和链接的数据库只列出标题；如需内容，请用它们自己的 ID 读取。',
    ),
  },
  {
    id: 'notion-create-page',
    name: 'Notion Create Page',
    family: 'bundles',
    purpose: l(
      'Creates a Notion page under a parent page or as a new row of a database, for example to file a meeting summary.',
      '在父页面下创建 Notion 页面，或在数据库中新增一行，例如用来归档会议纪要。',
    ),
    inputs: [
      notionSecret,
      {
        name: 'parent_id',
        displayName: 'Parent ID',
        type: 'string',
        required: true,
        description: l('The id of the parent page or database.', '父页面或数据库的 ID。'),
      },
      {
        name: 'title',
        displayName: 'Title',
        type: 'string',
        required: true,
        description: l('The title of the new page.', '新页面的标题。'),
      },
      {
        name: 'content',
        displayName: 'Content',
        type: 'multiline string',
        description: l(
          'The body, in Markdown: headings, lists, paragraphs and code blocks become Notion blocks.',
          '正文，使用 Markdown：标题、列表、段落和代码块会转换为 Notion 块。',
        ),
      },
      {
        name: 'title_property',
        displayName: 'Title Property',
        type: 'string',
        default: 'Name',
        advanced: true,
        description: l(
          'For a database parent: the name of its title column.',
          '父级为数据库时：标题列的名称。',
        ),
      },
      {
        name: 'properties',
        displayName: 'Properties',
        type: 'dict',
        advanced: true,
        description: l(
          'Other database columns, as Notion property objects, for example a Status or a Date.',
          '数据库的其他列，以 Notion 属性对象表示，例如 Status 或 Date。',
        ),
      },
    ],
    outputs: [
      {
        name: 'page',
        displayName: 'Created Page',
        type: 'Data',
        description: l('The new page: its id and url.', '新建的页面：包含 id 和 url。'),
      },
    ],
    notes: l(
      'The integration needs the Insert content capability, and the parent must be shared with it.',
      '集成需要具备 Insert content 能力，并且父页面必须已共享给该集成。',
    ),
  },
  // GitHub
  {
    id: 'github-search-issues',
    name: 'GitHub Search Issues',
    family: 'bundles',
    purpose: l(
      'Searches issues and pull requests with GitHub search syntax, for triage bots and release-note drafts.',
      '使用 GitHub 搜索语法搜索 issue 和 pull request，适用于分诊机器人和发布说明草稿。',
    ),
    inputs: [
      githubToken('Issues: Read', 'Issues: Read', false),
      {
        name: 'query',
        displayName: 'Query',
        type: 'string',
        required: true,
        description: l(
          'A GitHub search query, for example repo:flowloom/flowloom is:issue is:open label:bug.',
          'GitHub 搜索查询，例如 repo:flowloom/flowloom is:issue is:open label:bug。',
        ),
      },
      {
        name: 'max_results',
        displayName: 'Max Results',
        type: 'integer',
        default: 20,
        description: l('How many results to return, up to 100.', '返回的结果数，最多 100。'),
      },
    ],
    outputs: [
      {
        name: 'issues',
        displayName: 'Issues',
        type: 'DataFrame',
        description: l(
          'One row per issue or pull request: number, title, state, labels, author, created_at, url and body.',
          '每个 issue 或 pull request 一行：number、title、state、labels、author、created_at、url 和 body。',
        ),
      },
    ],
    notes: l(
      'Without a token only public repositories are searched, with a lower rate limit. Authenticated search allows 30 requests per minute.',
      '不提供令牌时只能搜索公开仓库，且调用频率上限更低。经过身份验证的搜索每分钟最多 30 次请求。',
    ),
  },
  {
    id: 'github-create-issue',
    name: 'GitHub Create Issue',
    family: 'bundles',
    purpose: l(
      'Opens an issue in a repository, for example from a support conversation that found a bug.',
      '在仓库中创建 issue，例如从发现了缺陷的客服对话中提交。',
    ),
    inputs: [
      githubToken('Issues: Read and write', 'Issues: Read and write', true),
      repository,
      {
        name: 'title',
        displayName: 'Title',
        type: 'string',
        required: true,
        description: l('The issue title.', 'issue 的标题。'),
      },
      {
        name: 'body',
        displayName: 'Body',
        type: 'multiline string',
        description: l(
          'The issue description, in GitHub Markdown.',
          'issue 的描述，使用 GitHub Markdown。',
        ),
      },
      {
        name: 'labels',
        displayName: 'Labels',
        type: 'list',
        advanced: true,
        description: l(
          'Labels to add; they must already exist in the repository.',
          '要添加的标签；这些标签必须已在仓库中存在。',
        ),
      },
    ],
    outputs: [
      {
        name: 'issue',
        displayName: 'Created Issue',
        type: 'Data',
        description: l('The new issue: number and url.', '新建的 issue：包含 number 和 url。'),
      },
    ],
  },
  {
    id: 'github-file-content',
    name: 'GitHub File Content',
    family: 'bundles',
    purpose: l(
      'Reads one file from a repository at a branch, tag or commit, for example a README or a config file to explain.',
      '读取仓库中某个分支、标签或提交下的单个文件，例如需要解释的 README 或配置文件。',
    ),
    inputs: [
      githubToken('Contents: Read', 'Contents: Read', false),
      repository,
      {
        name: 'path',
        displayName: 'File Path',
        type: 'string',
        required: true,
        description: l(
          'The path inside the repository, for example docs/README.md.',
          '仓库中的路径，例如 docs/README.md。',
        ),
      },
      {
        name: 'ref',
        displayName: 'Ref',
        type: 'string',
        advanced: true,
        description: l(
          'A branch, tag or commit SHA. Empty uses the default branch.',
          '分支、标签或提交 SHA。留空则使用默认分支。',
        ),
      },
    ],
    outputs: [
      {
        name: 'content',
        displayName: 'File Content',
        type: 'Message',
        description: l('The decoded text of the file.', '解码后的文件文本。'),
      },
    ],
    notes: l(
      'Files over 1 MB and binary files are refused. A token is needed only for private repositories.',
      '超过 1 MB 的文件和二进制文件会被拒绝。只有私有仓库需要令牌。',
    ),
  },
  // Google Workspace
  {
    id: 'google-drive-search',
    name: 'Google Drive Search',
    family: 'bundles',
    purpose: l(
      'Finds files in Google Drive by words in their name or content, optionally limited to one file type.',
      '按文件名或内容中的词在 Google Drive 中查找文件，可限定文件类型。',
    ),
    inputs: [
      googleServiceAccount,
      {
        name: 'search_term',
        displayName: 'Search Term',
        type: 'string',
        description: l(
          'Words to find in file names and full text. In tool mode, leave it empty so the agent fills it.',
          '要在文件名和全文中查找的词。在工具模式下请留空，由 Agent 填写。',
        ),
      },
      {
        name: 'file_type',
        displayName: 'File Type',
        type: 'dropdown',
        default: 'any',
        options: ['any', 'document', 'spreadsheet', 'presentation', 'pdf', 'folder'],
        description: l('Limit results to one kind of file.', '只返回某一类文件。'),
      },
      {
        name: 'max_results',
        displayName: 'Max Results',
        type: 'integer',
        default: 10,
        description: l('How many files to return.', '返回的文件数量。'),
      },
    ],
    outputs: [
      {
        name: 'files',
        displayName: 'Files',
        type: 'DataFrame',
        description: l(
          'One row per file: id, name, mime_type, modified_time and url.',
          '每个文件一行：id、name、mime_type、modified_time 和 url。',
        ),
      },
    ],
  },
  {
    id: 'google-sheets-append',
    name: 'Google Sheets Append',
    family: 'bundles',
    purpose: l(
      'Appends rows to a Google Sheet, for example to log leads, survey answers or agent decisions where a team can see them.',
      '向 Google 表格追加行，例如记录销售线索、问卷回答或 Agent 的决策，方便团队查看。',
    ),
    inputs: [
      googleServiceAccount,
      {
        name: 'spreadsheet_id',
        displayName: 'Spreadsheet ID',
        type: 'string',
        required: true,
        description: l(
          'The part of the sheet URL between /d/ and /edit.',
          '表格 URL 中 /d/ 与 /edit 之间的部分。',
        ),
      },
      {
        name: 'worksheet',
        displayName: 'Worksheet',
        type: 'string',
        default: 'Sheet1',
        description: l('The name of the tab to append to.', '要追加到的工作表（标签页）名称。'),
      },
      {
        name: 'rows',
        displayName: 'Rows',
        type: ['Data', 'DataFrame'],
        required: true,
        description: l(
          'The rows to add. Fields or columns are matched to the header row by name; unknown ones are ignored.',
          '要添加的行。字段或列按名称与表头行匹配；无法匹配的会被忽略。',
        ),
      },
      {
        name: 'value_input_option',
        displayName: 'Value Input',
        type: 'dropdown',
        default: 'USER_ENTERED',
        advanced: true,
        options: ['USER_ENTERED', 'RAW'],
        description: l(
          'USER_ENTERED parses values as if typed (dates, numbers, formulas); RAW stores them as text.',
          'USER_ENTERED 会像手动输入一样解析值（日期、数字、公式）；RAW 则按原文存储为文本。',
        ),
      },
    ],
    outputs: [
      {
        name: 'result',
        displayName: 'Result',
        type: 'Data',
        description: l(
          'The updated range and the number of rows added.',
          '被更新的区域以及新增的行数。',
        ),
      },
    ],
    notes: l(
      "Share the spreadsheet with the service account's email address as an Editor, and enable the Google Sheets API in its Cloud project.",
      '请把表格以“编辑者”身份共享给服务账号的电子邮件地址，并在其 Cloud 项目中启用 Google Sheets API。',
    ),
  },
  // Slack
  {
    id: 'slack-send-message',
    name: 'Slack Send Message',
    family: 'bundles',
    purpose: l(
      'Posts a message to a Slack channel or thread, for alerts, summaries and agent replies.',
      '向 Slack 频道或讨论串发送消息，用于告警、摘要和 Agent 回复。',
    ),
    inputs: [
      slackBotToken,
      slackChannel,
      {
        name: 'text',
        displayName: 'Text',
        type: 'Message',
        required: true,
        description: l(
          'The message to post; Slack mrkdwn such as *bold* and <https://example.com|links> is rendered.',
          '要发送的消息；会渲染 Slack mrkdwn 格式，例如 *bold* 和 <https://example.com|links>。',
        ),
      },
      {
        name: 'thread_ts',
        displayName: 'Thread TS',
        type: 'string',
        advanced: true,
        description: l(
          'The ts of a parent message, to reply in its thread.',
          '父消息的 ts，用于在其讨论串中回复。',
        ),
      },
    ],
    outputs: [
      {
        name: 'result',
        displayName: 'Posted Message',
        type: 'Data',
        description: l(
          'The channel and the ts of the posted message.',
          '所发消息的 channel 和 ts。',
        ),
      },
    ],
    notes: l(
      'The app needs the chat:write scope and must be a member of the channel (/invite @your-app).',
      '应用需要 chat:write 权限范围，并且必须是该频道的成员（/invite @your-app）。',
    ),
  },
  {
    id: 'slack-channel-history',
    name: 'Slack Channel History',
    family: 'bundles',
    purpose: l(
      'Reads the recent messages of a Slack channel, for daily digests or questions about a discussion.',
      '读取 Slack 频道的近期消息，用于每日摘要或针对某段讨论提问。',
    ),
    inputs: [
      slackBotToken,
      slackChannel,
      {
        name: 'limit',
        displayName: 'Limit',
        type: 'integer',
        default: 50,
        description: l(
          'How many messages to read, newest first, up to 200.',
          '读取的消息条数，从最新开始，最多 200 条。',
        ),
      },
      {
        name: 'hours',
        displayName: 'Hours Back',
        type: 'integer',
        default: 24,
        advanced: true,
        description: l(
          'Only messages from this many hours back. 0 means no time limit.',
          '只读取该小时数以内的消息。0 表示不限时间。',
        ),
      },
    ],
    outputs: [
      {
        name: 'messages',
        displayName: 'Messages',
        type: 'DataFrame',
        description: l(
          'One row per message: ts, user, text and thread_ts.',
          '每条消息一行：ts、user、text 和 thread_ts。',
        ),
      },
    ],
    notes: l(
      'Needs the channels:history scope for public channels and groups:history for private ones; the app must be in the channel.',
      '公开频道需要 channels:history 权限范围，私有频道需要 groups:history；应用必须已加入该频道。',
    ),
  },
  // Atlassian
  {
    id: 'jira-search-issues',
    name: 'Jira Search Issues',
    family: 'bundles',
    purpose: l(
      'Finds Jira issues with a JQL query, for stand-up summaries, triage and "what is blocking X" questions.',
      '使用 JQL 查询查找 Jira issue，用于站会摘要、分诊以及“是什么阻塞了 X”这类问题。',
    ),
    inputs: [
      atlassianSite,
      atlassianEmail,
      atlassianToken,
      {
        name: 'jql',
        displayName: 'JQL',
        type: 'string',
        required: true,
        description: l(
          'A JQL query, for example project = SUP AND status != Done ORDER BY updated DESC.',
          'JQL 查询，例如 project = SUP AND status != Done ORDER BY updated DESC。',
        ),
      },
      {
        name: 'max_results',
        displayName: 'Max Results',
        type: 'integer',
        default: 20,
        description: l('How many issues to return, up to 100.', '返回的 issue 数量，最多 100。'),
      },
    ],
    outputs: [
      {
        name: 'issues',
        displayName: 'Issues',
        type: 'DataFrame',
        description: l(
          'One row per issue: key, summary, status, assignee, priority, updated and url.',
          '每个 issue 一行：key、summary、status、assignee、priority、updated 和 url。',
        ),
      },
    ],
  },
  {
    id: 'jira-create-issue',
    name: 'Jira Create Issue',
    family: 'bundles',
    purpose: l('Creates a Jira issue in a project.', '在 Jira 项目中创建 issue。'),
    inputs: [
      atlassianSite,
      atlassianEmail,
      atlassianToken,
      {
        name: 'project_key',
        displayName: 'Project Key',
        type: 'string',
        required: true,
        description: l('The project key, for example SUP.', '项目键，例如 SUP。'),
      },
      {
        name: 'issue_type',
        displayName: 'Issue Type',
        type: 'dropdown',
        default: 'Task',
        options: ['Task', 'Bug', 'Story'],
        description: l('An issue type that exists in the project.', '项目中已存在的 issue 类型。'),
      },
      {
        name: 'summary',
        displayName: 'Summary',
        type: 'string',
        required: true,
        description: l('The one-line title of the issue.', 'issue 的单行标题。'),
      },
      {
        name: 'description',
        displayName: 'Description',
        type: 'multiline string',
        description: l('The issue description, as plain text.', 'issue 的描述，纯文本。'),
      },
    ],
    outputs: [
      {
        name: 'issue',
        displayName: 'Created Issue',
        type: 'Data',
        description: l(
          'The new issue: key, such as SUP-128, and url.',
          '新建的 issue：key（例如 SUP-128）和 url。',
        ),
      },
    ],
  },
  {
    id: 'confluence-search',
    name: 'Confluence Search',
    family: 'bundles',
    purpose: l(
      'Searches Confluence Cloud with a text query or CQL and returns matching pages with an excerpt; ideal as an agent tool over a team wiki that you do not want to index.',
      '用文本查询或 CQL 搜索 Confluence Cloud，返回匹配页面及摘录；适合作为 Agent 工具查询不想预先建立索引的团队知识库。',
    ),
    inputs: [
      atlassianSite,
      atlassianEmail,
      atlassianToken,
      {
        name: 'query',
        displayName: 'Query',
        type: 'string',
        description: l(
          'Words to find. In tool mode, leave it empty so the agent fills it.',
          '要查找的词。在工具模式下请留空，由 Agent 填写。',
        ),
      },
      {
        name: 'space_key',
        displayName: 'Space Key',
        type: 'string',
        description: l(
          'Limit the search to one space, for example ENG. Empty searches every space the account can read.',
          '把搜索限定在一个空间内，例如 ENG。留空则搜索该账号可读的所有空间。',
        ),
      },
      {
        name: 'cql',
        displayName: 'CQL',
        type: 'string',
        advanced: true,
        description: l(
          'A full CQL query that replaces Query and Space Key, for example type = page AND label = runbook AND lastmodified > now("-90d").',
          '完整的 CQL 查询，会取代 Query 和 Space Key，例如 type = page AND label = runbook AND lastmodified > now("-90d")。',
        ),
      },
      {
        name: 'max_results',
        displayName: 'Max Results',
        type: 'integer',
        default: 10,
        description: l('How many pages to return.', '返回的页面数量。'),
      },
    ],
    outputs: [
      {
        name: 'results',
        displayName: 'Results',
        type: 'DataFrame',
        description: l(
          'One row per page: title, space, excerpt, last_modified and url.',
          '每个页面一行：title、space、excerpt、last_modified 和 url。',
        ),
      },
    ],
    notes: l(
      "Results respect the account's permissions. The same Atlassian API token works for Jira, Confluence Search and the Confluence Loader.",
      '结果遵循该账号的权限。同一个 Atlassian API 令牌可同时用于 Jira、Confluence Search 和 Confluence Loader。',
    ),
  },
  // Web scraping
  {
    id: 'firecrawl-scrape',
    name: 'Firecrawl Scrape',
    family: 'bundles',
    purpose: l(
      'Fetches one web page through Firecrawl, rendering JavaScript and returning clean Markdown; use it where URL gets empty or cluttered text.',
      '通过 Firecrawl 抓取单个网页，渲染 JavaScript 并返回干净的 Markdown；适用于 URL 组件拿到的文本为空或杂乱的页面。',
    ),
    inputs: [
      firecrawlKey,
      {
        name: 'url',
        displayName: 'URL',
        type: 'string',
        required: true,
        description: l('The page to scrape, with https://.', '要抓取的页面，需包含 https://。'),
      },
      {
        name: 'only_main_content',
        displayName: 'Only Main Content',
        type: 'boolean',
        default: true,
        description: l(
          'Drop navigation, headers, footers and cookie banners.',
          '去掉导航栏、页眉、页脚和 Cookie 提示。',
        ),
      },
      {
        name: 'wait_for',
        displayName: 'Wait For (ms)',
        type: 'integer',
        default: 0,
        advanced: true,
        description: l(
          'Milliseconds to wait after loading, for pages that fill in content late.',
          '页面加载后等待的毫秒数，适用于内容延迟加载的页面。',
        ),
      },
      firecrawlUrl,
    ],
    outputs: [
      {
        name: 'page',
        displayName: 'Page',
        type: 'Data',
        description: l(
          'A record with the page as Markdown in text, plus title, source_url and status_code.',
          '一条记录：text 字段为页面的 Markdown，另含 title、source_url 和 status_code。',
        ),
      },
    ],
    notes: l('Each scrape uses one Firecrawl credit.', '每次抓取消耗 1 个 Firecrawl 额度。'),
  },
  {
    id: 'firecrawl-crawl',
    name: 'Firecrawl Crawl',
    family: 'bundles',
    purpose: l(
      'Crawls a website from a start URL through Firecrawl and returns every page as Markdown, to index documentation sites.',
      '通过 Firecrawl 从起始 URL 爬取整个网站，并把每个页面返回为 Markdown，用于为文档站点建立索引。',
    ),
    inputs: [
      firecrawlKey,
      {
        name: 'url',
        displayName: 'Start URL',
        type: 'string',
        required: true,
        description: l(
          'Where the crawl starts; links are followed from there.',
          '爬取的起点；从这里开始跟随链接。',
        ),
      },
      {
        name: 'limit',
        displayName: 'Page Limit',
        type: 'integer',
        default: 10,
        description: l(
          'The most pages to crawl; each page costs one credit.',
          '最多爬取的页面数；每个页面消耗 1 个额度。',
        ),
      },
      {
        name: 'include_paths',
        displayName: 'Include Paths',
        type: 'list',
        advanced: true,
        description: l(
          'Only crawl URLs whose path matches one of these patterns, such as docs/.*.',
          '只爬取路径匹配这些模式之一的 URL，例如 docs/.*。',
        ),
      },
      {
        name: 'exclude_paths',
        displayName: 'Exclude Paths',
        type: 'list',
        advanced: true,
        description: l(
          'Skip URLs whose path matches one of these patterns, such as blog/.*.',
          '跳过路径匹配这些模式之一的 URL，例如 blog/.*。',
        ),
      },
      timeout(
        300,
        'Seconds to wait for the crawl job to finish before the component fails.',
        '等待爬取任务完成的秒数，超时后组件报错。',
      ),
      firecrawlUrl,
    ],
    outputs: [
      {
        name: 'pages',
        displayName: 'Pages',
        type: 'Data',
        description: l(
          'One record per page: Markdown in text, plus title and source_url.',
          '每个页面一条记录：text 字段为 Markdown，另含 title 和 source_url。',
        ),
      },
    ],
  },
  {
    id: 'apify-actors',
    name: 'Apify Actors',
    family: 'bundles',
    purpose: l(
      'Runs an Apify Actor, a ready-made scraper or automation from the Apify Store, and returns its dataset.',
      '运行一个 Apify Actor（Apify Store 中现成的爬虫或自动化程序），并返回它的数据集。',
    ),
    inputs: [
      {
        name: 'api_token',
        displayName: 'Apify Token',
        type: 'secret',
        required: true,
        description: l(
          'Your Apify API token (Console › Settings › API & Integrations). Select a credential global variable such as APIFY_API_TOKEN.',
          '你的 Apify API 令牌（Console › Settings › API & Integrations）。请选择凭据变量，例如 APIFY_API_TOKEN。',
        ),
      },
      {
        name: 'actor_id',
        displayName: 'Actor',
        type: 'string',
        default: 'apify/website-content-crawler',
        required: true,
        description: l(
          'The Actor to run, as username/actor-name, for example apify/website-content-crawler or apify/google-search-scraper.',
          '要运行的 Actor，格式为 username/actor-name，例如 apify/website-content-crawler 或 apify/google-search-scraper。',
        ),
      },
      {
        name: 'run_input',
        displayName: 'Run Input',
        type: 'code',
        default: '{"startUrls": [{"url": "https://example.com"}]}',
        description: l(
          "The Actor input as JSON, following the input schema on the Actor's page. In tool mode, leave it empty so the agent writes it.",
          'JSON 格式的 Actor 输入，遵循 Actor 页面上的输入结构。在工具模式下请留空，由 Agent 编写。',
        ),
      },
      {
        name: 'dataset_fields',
        displayName: 'Output Fields',
        type: 'list',
        advanced: true,
        description: l(
          'Keep only these fields of each dataset item, such as url and text, to keep agent context small.',
          '每个数据集条目只保留这些字段（例如 url 和 text），以控制 Agent 上下文的大小。',
        ),
      },
    ],
    outputs: [
      {
        name: 'output',
        displayName: 'Output',
        type: 'DataFrame',
        description: l(
          "The items of the run's default dataset, one row per item.",
          '本次运行默认数据集中的条目，每个条目一行。',
        ),
      },
    ],
    notes: l(
      'The component waits for the run to finish. Runs consume Apify platform credits; paid Actors also charge per result or per month.',
      '组件会等待运行结束。运行会消耗 Apify 平台额度；付费 Actor 还会按结果条数或按月收费。',
    ),
  },
  // Composio
  {
    id: 'composio-tools',
    name: 'Composio Tools',
    family: 'bundles',
    purpose: l(
      'Gives an Agent the actions of a SaaS app through Composio, which handles the OAuth login, for apps without a bundle of their own.',
      '通过 Composio 为 Agent 提供某个 SaaS 应用的操作，由 Composio 处理 OAuth 登录；适用于没有专门组件包的应用。',
    ),
    inputs: [
      {
        name: 'api_key',
        displayName: 'Composio API Key',
        type: 'secret',
        required: true,
        description: l(
          'A key from the Composio dashboard. Select a credential global variable such as COMPOSIO_API_KEY.',
          '在 Composio 控制台创建的密钥。请选择凭据变量，例如 COMPOSIO_API_KEY。',
        ),
      },
      {
        name: 'app_name',
        displayName: 'App',
        type: 'dropdown',
        default: 'GMAIL',
        options: [
          'GMAIL',
          'GOOGLECALENDAR',
          'GOOGLEDRIVE',
          'OUTLOOK',
          'LINEAR',
          'HUBSPOT',
          'SALESFORCE',
          'TRELLO',
          'ASANA',
          'ZENDESK',
        ],
        description: l('The app whose actions the agent may use.', 'Agent 可使用其操作的应用。'),
      },
      {
        name: 'actions',
        displayName: 'Actions',
        type: 'list',
        required: true,
        description: l(
          'The actions to expose, for example GMAIL_FETCH_EMAILS and GMAIL_SEND_EMAIL. Expose only what the agent needs.',
          '要开放的操作，例如 GMAIL_FETCH_EMAILS 和 GMAIL_SEND_EMAIL。只开放 Agent 需要的操作。',
        ),
      },
      {
        name: 'entity_id',
        displayName: 'Entity ID',
        type: 'string',
        default: 'default',
        advanced: true,
        description: l(
          'Whose connected account to act as. Use one entity per end user when several people share the flow.',
          '以哪个已连接账号的身份执行操作。多人共用流程时，每个最终用户使用一个 entity。',
        ),
      },
    ],
    outputs: [
      {
        name: 'tools',
        displayName: 'Tools',
        type: 'Tool',
        description: l(
          'One tool per selected action, for the Tools input of an Agent.',
          '每个所选操作对应一个工具，连接到 Agent 的 Tools 输入。',
        ),
      },
    ],
    notes: l(
      'If the app is not connected yet for the entity, the node shows an authorization link: open it, sign in to the app, then run the node again.',
      '如果该 entity 尚未连接此应用，节点会显示一个授权链接：打开它并登录该应用，然后重新运行节点。',
    ),
  },
  // Research
  {
    id: 'semantic-scholar-search',
    name: 'Semantic Scholar Search',
    family: 'bundles',
    purpose: l(
      "Searches Semantic Scholar's index of more than 200 million papers across all fields, with citation counts and open-access PDF links.",
      '在 Semantic Scholar 收录的 2 亿多篇、涵盖各学科的论文中搜索，返回引用次数和开放获取 PDF 链接。',
    ),
    inputs: [
      {
        name: 'query',
        displayName: 'Query',
        type: 'string',
        description: l(
          'Words to search for in titles and abstracts. In tool mode, leave it empty so the agent fills it.',
          '要在标题和摘要中搜索的词。在工具模式下请留空，由 Agent 填写。',
        ),
      },
      {
        name: 'year',
        displayName: 'Year',
        type: 'string',
        description: l(
          'A year or a range, such as 2023 or 2020-2024. Empty means any year.',
          '年份或年份范围，例如 2023 或 2020-2024。留空表示不限年份。',
        ),
      },
      {
        name: 'limit',
        displayName: 'Max Results',
        type: 'integer',
        default: 10,
        description: l('How many papers to return, up to 100.', '返回的论文数量，最多 100。'),
      },
      {
        name: 'api_key',
        displayName: 'API Key',
        type: 'secret',
        advanced: true,
        description: l(
          'Optional. A Semantic Scholar API key gives you a dedicated rate limit; select a credential global variable such as SEMANTIC_SCHOLAR_API_KEY.',
          '可选。使用 Semantic Scholar API 密钥可获得专属的调用频率额度；请选择凭据变量，例如 SEMANTIC_SCHOLAR_API_KEY。',
        ),
      },
    ],
    outputs: [
      {
        name: 'papers',
        displayName: 'Papers',
        type: 'DataFrame',
        description: l(
          'One row per paper: paper_id, title, authors, year, venue, citation_count, abstract, url and pdf_url (empty when there is no open-access PDF).',
          '每篇论文一行：paper_id、title、authors、year、venue、citation_count、abstract、url 和 pdf_url（没有开放获取 PDF 时为空）。',
        ),
      },
    ],
    notes: l(
      'Without a key, requests share a public rate limit and may get HTTP 429 at busy times.',
      '不使用密钥时，请求共享一个公共频率额度，繁忙时段可能返回 HTTP 429。',
    ),
  },
  {
    id: 'pubmed-search',
    name: 'PubMed Search',
    family: 'bundles',
    purpose: l(
      "Searches PubMed for biomedical literature through NCBI's E-utilities and returns titles, journals and abstracts.",
      '通过 NCBI 的 E-utilities 在 PubMed 中检索生物医学文献，返回标题、期刊和摘要。',
    ),
    inputs: [
      {
        name: 'query',
        displayName: 'Query',
        type: 'string',
        description: l(
          'A PubMed query; field tags work, for example metformin[tiab] AND 2020:2024[dp].',
          'PubMed 查询，可使用字段标签，例如 metformin[tiab] AND 2020:2024[dp]。',
        ),
      },
      {
        name: 'max_results',
        displayName: 'Max Results',
        type: 'integer',
        default: 10,
        description: l('How many articles to return.', '返回的文章数量。'),
      },
      {
        name: 'sort',
        displayName: 'Sort',
        type: 'dropdown',
        default: 'relevance',
        options: ['relevance', 'pub_date'],
        description: l('Best match first, or newest first.', '最相关的在前，或最新的在前。'),
      },
      {
        name: 'email',
        displayName: 'Contact Email',
        type: 'string',
        description: l(
          'NCBI asks every client to send a contact address, so it can reach you before blocking heavy traffic.',
          'NCBI 要求每个客户端提供联系邮箱，以便在封禁大流量请求前先与你联系。',
        ),
      },
      {
        name: 'api_key',
        displayName: 'NCBI API Key',
        type: 'secret',
        advanced: true,
        description: l(
          'Optional. Raises the limit from 3 to 10 requests per second; select a credential global variable such as NCBI_API_KEY.',
          '可选。可把调用上限从每秒 3 次提高到每秒 10 次；请选择凭据变量，例如 NCBI_API_KEY。',
        ),
      },
    ],
    outputs: [
      {
        name: 'articles',
        displayName: 'Articles',
        type: 'DataFrame',
        description: l(
          'One row per article: pmid, title, authors, journal, pub_date, abstract and url.',
          '每篇文章一行：pmid、title、authors、journal、pub_date、abstract 和 url。',
        ),
      },
    ],
  },
  {
    id: 'arxiv-paper-text',
    name: 'arXiv Paper Text',
    family: 'bundles',
    purpose: l(
      'Downloads one arXiv paper by its id and extracts the full text of the PDF, so a model can read more than the abstract.',
      '按 ID 下载一篇 arXiv 论文并提取 PDF 全文，让模型能读到摘要以外的内容。',
    ),
    inputs: [
      {
        name: 'paper_id',
        displayName: 'Paper ID',
        type: 'string',
        required: true,
        description: l(
          'The arXiv id, such as 2005.11401, optionally with a version (2005.11401v4). An abs or pdf URL works too.',
          'arXiv ID，例如 2005.11401，可带版本号（2005.11401v4）。也可以填写 abs 或 pdf 页面的 URL。',
        ),
      },
      {
        name: 'max_chars',
        displayName: 'Max Characters',
        type: 'integer',
        default: 100000,
        advanced: true,
        description: l(
          'The text is cut to this length; 0 keeps everything.',
          '文本会截断到该长度；0 表示全部保留。',
        ),
      },
    ],
    outputs: [
      {
        name: 'paper',
        displayName: 'Paper',
        type: 'Data',
        description: l(
          'A record with the full text in text, plus title, authors, published and pdf_url.',
          '一条记录：text 字段为全文，另含 title、authors、published 和 pdf_url。',
        ),
      },
    ],
    notes: l(
      'Text is extracted from the PDF, so formulas and tables come out flattened. For a long paper, put Split Text after it before a vector store.',
      '文本提取自 PDF，因此公式和表格会被展平。论文较长时，请先接 Split Text 再送入向量存储。',
    ),
  },
] as const satisfies readonly ComponentSpec[];
