import type {ComponentOutput, ComponentSpec} from './types';
import {l} from './localized';
import {connectionString, files, pageFormat, pageTimeout, timeout, withDescription} from './inputs';

/**
 * Loaders: read documents from external systems (object storage, SharePoint, Google Drive, Confluence,
 * code hosts, sitemaps, video, mailboxes), transcribe recordings or convert hard documents, and return
 * one Data record per document with its metadata.
 * Documented on components-loaders. Descriptions are plain text: ComponentDetails does not render Markdown.
 */

const maxFiles = withDescription({
  name: 'max_files',
  displayName: 'Max Files',
  type: 'integer',
  default: 100,
  advanced: true,
});

/** SharePoint and Google Drive both count files. */
const maxDriveFiles = maxFiles('Files loaded at most.', '最多加载的文件数。');

/** The Data output of the document loaders: one record per document, with the fields it lists. */
function documents(en: string, zh: string): ComponentOutput {
  return {
    name: 'documents',
    displayName: 'Documents',
    type: 'Data',
    description: l(en, zh),
  };
}

export const loadersComponents = [
  {
    id: 's3-bucket-loader',
    name: 'S3 Bucket Loader',
    family: 'loaders',
    purpose: l(
      "Loads documents from an Amazon S3 bucket, or an S3-compatible store, with each object's key, size and date as metadata.",
      '从 Amazon S3 存储桶或兼容 S3 的存储中加载文档，并把每个对象的键、大小和日期作为元数据。',
    ),
    inputs: [
      {
        name: 'bucket_name',
        displayName: 'Bucket Name',
        type: 'string',
        required: true,
        description: l(
          'Name of the bucket, without `s3://` in front.',
          '存储桶名称，前面不要加 `s3://`。',
        ),
      },
      {
        name: 'prefix',
        displayName: 'Prefix',
        type: 'string',
        description: l(
          'Load only objects whose key starts with this, such as `handbook/`. Empty loads the whole bucket.',
          '只加载键以此开头的对象，例如 `handbook/`。留空则加载整个存储桶。',
        ),
      },
      {
        name: 'aws_access_key_id',
        displayName: 'Access Key ID',
        type: 'secret',
        description: l(
          'Can take a global variable such as `AWS_ACCESS_KEY_ID`. Leave both keys empty to use the credentials of the server itself (environment, profile or instance role).',
          '可以使用全局变量，例如 `AWS_ACCESS_KEY_ID`。两个密钥都留空时，使用服务器自身的凭据（环境变量、配置文件或实例角色）。',
        ),
      },
      {
        name: 'aws_secret_access_key',
        displayName: 'Secret Access Key',
        type: 'secret',
        description: l(
          'The secret that goes with the access key; can take a global variable such as `AWS_SECRET_ACCESS_KEY`.',
          '与访问密钥配套的私密密钥；可以使用全局变量，例如 `AWS_SECRET_ACCESS_KEY`。',
        ),
      },
      {
        name: 'region_name',
        displayName: 'Region',
        type: 'string',
        default: 'us-east-1',
        description: l(
          'AWS region of the bucket, such as `eu-central-1`.',
          '存储桶所在的 AWS 区域，例如 `eu-central-1`。',
        ),
      },
      {
        name: 'endpoint_url',
        displayName: 'Endpoint URL',
        type: 'string',
        advanced: true,
        description: l(
          "For S3-compatible stores such as MinIO or Cloudflare R2: the store's API address. Empty uses AWS.",
          '用于 MinIO、Cloudflare R2 等兼容 S3 的存储：填写其 API 地址。留空则使用 AWS。',
        ),
      },
      {
        name: 'file_types',
        displayName: 'File Types',
        type: 'list',
        advanced: true,
        description: l(
          'Extensions to load, such as `pdf` and `md`. Empty loads every type the File component supports; other objects are skipped.',
          '要加载的扩展名，例如 `pdf` 和 `md`。留空则加载 File 组件支持的所有类型；其他对象会被跳过。',
        ),
      },
      maxFiles(
        'Objects loaded at most, a guard against loading a huge bucket by mistake.',
        '最多加载的对象数，防止误把一个巨大的存储桶整个加载进来。',
      ),
    ],
    outputs: [
      documents(
        'One record per object: `text`, `source` (`s3://bucket/key`), `last_modified` and `size`.',
        '每个对象一条记录：`text`、`source`（`s3://bucket/key`）、`last_modified` 和 `size`。',
      ),
      {
        name: 'dataframe',
        displayName: 'DataFrame',
        type: 'DataFrame',
        description: l(
          'The same documents as a table, one row per object.',
          '以表格形式给出的相同文档，每个对象一行。',
        ),
      },
    ],
    notes: l(
      "The credentials need `s3:ListBucket` on the bucket and `s3:GetObject` on the objects. Requires the `boto3` package in the server's environment.",
      '凭据需要对存储桶有 `s3:ListBucket` 权限，对对象有 `s3:GetObject` 权限。服务器环境中需要安装 `boto3` 包。',
    ),
  },
  {
    id: 'sharepoint-loader',
    name: 'SharePoint Loader',
    family: 'loaders',
    purpose: l(
      'Loads documents from a SharePoint Online document library through Microsoft Graph, with web link, editor and modification time as metadata; pick it for company policies and handbooks kept in Microsoft 365.',
      '通过 Microsoft Graph 从 SharePoint Online 文档库加载文档，并附带网页链接、编辑者和修改时间等元数据；适合加载保存在 Microsoft 365 中的公司制度和员工手册。',
    ),
    inputs: [
      {
        name: 'tenant_id',
        displayName: 'Tenant ID',
        type: 'string',
        required: true,
        description: l(
          'Directory (tenant) ID of your Microsoft Entra ID tenant.',
          'Microsoft Entra ID 租户的目录（租户）ID。',
        ),
      },
      {
        name: 'client_id',
        displayName: 'Client ID',
        type: 'string',
        required: true,
        description: l(
          'Application (client) ID of the app registration that Flowloom signs in as.',
          'Flowloom 用来登录的应用注册的应用程序（客户端）ID。',
        ),
      },
      {
        name: 'client_secret',
        displayName: 'Client Secret',
        type: 'secret',
        required: true,
        description: l(
          'A client secret of that app registration; can take a global variable such as `SHAREPOINT_CLIENT_SECRET`.',
          '该应用注册的客户端密码；可以使用全局变量，例如 `SHAREPOINT_CLIENT_SECRET`。',
        ),
      },
      {
        name: 'site_url',
        displayName: 'Site URL',
        type: 'string',
        required: true,
        description: l(
          'Address of the SharePoint site, such as `https://contoso.sharepoint.com/sites/handbook`.',
          'SharePoint 站点的地址，例如 `https://contoso.sharepoint.com/sites/handbook`。',
        ),
      },
      {
        name: 'library',
        displayName: 'Document Library',
        type: 'string',
        default: 'Documents',
        description: l(
          'Name of the document library as shown on the site; Documents is the default library of a new site.',
          '站点上显示的文档库名称；Documents 是新站点的默认文档库。',
        ),
      },
      {
        name: 'folder_path',
        displayName: 'Folder Path',
        type: 'string',
        description: l(
          'Folder inside the library, such as `Policies/2025`. Empty starts at the library root.',
          '文档库中的文件夹，例如 `Policies/2025`。留空则从文档库根目录开始。',
        ),
      },
      {
        name: 'recursive',
        displayName: 'Recursive',
        type: 'boolean',
        default: false,
        description: l('Also load files in sub-folders.', '同时加载子文件夹中的文件。'),
      },
      {
        name: 'file_types',
        displayName: 'File Types',
        type: 'list',
        advanced: true,
        description: l(
          'Extensions to load, such as `docx` and `pdf`. Empty loads every type the File component supports.',
          '要加载的扩展名，例如 `docx` 和 `pdf`。留空则加载 File 组件支持的所有类型。',
        ),
      },
      maxDriveFiles,
    ],
    outputs: [
      documents(
        "One record per file: `text`, `name`, `source` (the file's web link), `last_modified` and `modified_by`.",
        '每个文件一条记录：`text`、`name`、`source`（文件的网页链接）、`last_modified` 和 `modified_by`。',
      ),
      {
        name: 'dataframe',
        displayName: 'DataFrame',
        type: 'DataFrame',
        description: l(
          'The same documents as a table, one row per file.',
          '以表格形式给出的相同文档，每个文件一行。',
        ),
      },
    ],
    notes: l(
      "The app registration needs the Microsoft Graph application permission `Sites.Read.All`, or `Sites.Selected` with read access granted to this site, and an administrator's consent.",
      '应用注册需要 Microsoft Graph 的应用程序权限 `Sites.Read.All`，或者 `Sites.Selected` 并已授予对该站点的读取权限，且需经管理员同意。',
    ),
  },
  {
    id: 'azure-blob-loader',
    name: 'Azure Blob Storage Loader',
    family: 'loaders',
    purpose: l(
      "Loads documents from a container of an Azure Storage account, with each blob's address, size and date as metadata.",
      '从 Azure 存储账户的容器中加载文档，并把每个 blob 的地址、大小和日期作为元数据。',
    ),
    inputs: [
      connectionString(
        'A connection string of the storage account, with an account key or a shared access signature (SAS); can take a global variable such as `AZURE_STORAGE_CONNECTION_STRING`.',
        '存储账户的连接字符串，包含存储账户密钥或共享访问签名（SAS）；可以使用全局变量，例如 `AZURE_STORAGE_CONNECTION_STRING`。',
      ),
      {
        name: 'container_name',
        displayName: 'Container',
        type: 'string',
        required: true,
        description: l('Name of the blob container.', 'blob 容器的名称。'),
      },
      {
        name: 'prefix',
        displayName: 'Prefix',
        type: 'string',
        description: l(
          'Load only blobs whose name starts with this, such as `contracts/2025/`. Empty loads the whole container.',
          '只加载名称以此开头的 blob，例如 `contracts/2025/`。留空则加载整个容器。',
        ),
      },
      {
        name: 'file_types',
        displayName: 'File Types',
        type: 'list',
        advanced: true,
        description: l(
          'Extensions to load, such as `pdf` and `txt`. Empty loads every type the File component supports.',
          '要加载的扩展名，例如 `pdf` 和 `txt`。留空则加载 File 组件支持的所有类型。',
        ),
      },
      maxFiles('Blobs loaded at most.', '最多加载的 blob 数。'),
    ],
    outputs: [
      documents(
        'One record per blob: `text`, `source` (the blob URL), `last_modified`, `size` and `content_type`.',
        '每个 blob 一条记录：`text`、`source`（blob 的 URL）、`last_modified`、`size` 和 `content_type`。',
      ),
      {
        name: 'dataframe',
        displayName: 'DataFrame',
        type: 'DataFrame',
        description: l(
          'The same documents as a table, one row per blob.',
          '以表格形式给出的相同文档，每个 blob 一行。',
        ),
      },
    ],
    notes: l(
      "Requires the `azure-storage-blob` package in the server's environment. An account key opens the whole storage account: prefer a SAS limited to read and list on this container.",
      '服务器环境中需要安装 `azure-storage-blob` 包。存储账户密钥可以访问整个存储账户：建议改用仅限于该容器读取和列出权限的 SAS。',
    ),
  },
  {
    id: 'google-drive-loader',
    name: 'Google Drive Loader',
    family: 'loaders',
    purpose: l(
      'Loads Google Docs, Sheets, Slides and uploaded files from a Google Drive folder, with title, link and modification time as metadata.',
      '从 Google Drive 文件夹加载 Google 文档、表格、幻灯片和上传的文件，并附带标题、链接和修改时间等元数据。',
    ),
    inputs: [
      {
        name: 'credentials_json',
        displayName: 'Service Account JSON',
        type: 'secret',
        required: true,
        description: l(
          "Key file of a Google Cloud service account; can take a global variable. Share the folder or files with the service account's e-mail address.",
          'Google Cloud 服务账号的密钥文件；可以使用全局变量。请把文件夹或文件共享给该服务账号的电子邮件地址。',
        ),
      },
      {
        name: 'folder_id',
        displayName: 'Folder ID',
        type: 'string',
        description: l(
          "The id at the end of the folder's address, `https://drive.google.com/drive/folders/ID`.",
          '文件夹地址末尾的 id，即 `https://drive.google.com/drive/folders/ID` 中的 ID。',
        ),
      },
      {
        name: 'file_ids',
        displayName: 'File IDs',
        type: 'list',
        advanced: true,
        description: l(
          'Ids of individual files to load, instead of or in addition to the folder.',
          '要加载的单个文件的 id，可以代替文件夹，也可以与文件夹一起使用。',
        ),
      },
      {
        name: 'recursive',
        displayName: 'Recursive',
        type: 'boolean',
        default: false,
        description: l('Also load files in sub-folders.', '同时加载子文件夹中的文件。'),
      },
      maxDriveFiles,
    ],
    outputs: [
      documents(
        "One record per file: `text`, `title`, `source` (the file's web link), `mime_type` and `modified_time`.",
        '每个文件一条记录：`text`、`title`、`source`（文件的网页链接）、`mime_type` 和 `modified_time`。',
      ),
    ],
    notes: l(
      "Enable the Google Drive API in the service account's project. Google Docs and Slides are exported as plain text and Google Sheets as CSV of the first sheet; Google limits each such export to 10 MB. Other files are parsed by type, like the File component.",
      '请在服务账号所属的项目中启用 Google Drive API。Google 文档和幻灯片导出为纯文本，Google 表格导出为第一个工作表的 CSV；Google 限制每次此类导出最多 10 MB。其他文件按类型解析，与 File 组件相同。',
    ),
  },
  {
    id: 'confluence-loader',
    name: 'Confluence Loader',
    family: 'loaders',
    purpose: l(
      'Loads the pages of a Confluence space, with title, page link and space as metadata; pick it to index a team wiki.',
      '加载某个 Confluence 空间中的页面，并附带标题、页面链接和空间等元数据；适合为团队知识库建立索引。',
    ),
    inputs: [
      {
        name: 'url',
        displayName: 'Site URL',
        type: 'string',
        required: true,
        description: l(
          'Base address of the wiki, for example `https://your-company.atlassian.net/wiki` for Confluence Cloud.',
          '知识库的基础地址，例如 Confluence Cloud 为 `https://your-company.atlassian.net/wiki`。',
        ),
      },
      {
        name: 'username',
        displayName: 'Username',
        type: 'string',
        description: l(
          'For Confluence Cloud, the e-mail address of the Atlassian account. Leave empty for a personal access token on Server or Data Center.',
          'Confluence Cloud 请填写 Atlassian 账号的电子邮件地址。在 Server 或 Data Center 上使用个人访问令牌时留空。',
        ),
      },
      {
        name: 'api_key',
        displayName: 'API Token',
        type: 'secret',
        required: true,
        description: l(
          'Cloud: an API token created in the Atlassian account settings. Server or Data Center: a personal access token. Can take a global variable such as `ATLASSIAN_API_TOKEN`.',
          'Cloud：在 Atlassian 账号设置中创建的 API 令牌。Server 或 Data Center：个人访问令牌。可以使用全局变量，例如 `ATLASSIAN_API_TOKEN`。',
        ),
      },
      {
        name: 'space_key',
        displayName: 'Space Key',
        type: 'string',
        required: true,
        description: l(
          'The short key of the space, as it appears in page addresses (for example `ENG`).',
          '空间的短键，即页面地址中出现的那一段（例如 `ENG`）。',
        ),
      },
      {
        name: 'cloud',
        displayName: 'Cloud',
        type: 'boolean',
        default: true,
        advanced: true,
        description: l(
          'On for Confluence Cloud, off for Server and Data Center.',
          '使用 Confluence Cloud 时开启，使用 Server 和 Data Center 时关闭。',
        ),
      },
      {
        name: 'content_format',
        displayName: 'Content Format',
        type: 'dropdown',
        default: 'Markdown',
        options: ['Markdown', 'Text', 'HTML'],
        description: l(
          'How page bodies are returned. Markdown keeps headings, lists and tables, which helps chunking.',
          '页面正文的返回格式。Markdown 会保留标题、列表和表格，便于切分。',
        ),
      },
      {
        name: 'include_attachments',
        displayName: 'Include Attachments',
        type: 'boolean',
        default: false,
        advanced: true,
        description: l(
          'Also load PDF and Office attachments, one record each.',
          '同时加载 PDF 和 Office 附件，每个附件一条记录。',
        ),
      },
      {
        name: 'max_pages',
        displayName: 'Max Pages',
        type: 'integer',
        default: 1000,
        advanced: true,
        description: l('Pages loaded at most.', '最多加载的页面数。'),
      },
    ],
    outputs: [
      documents(
        'One record per page: `text`, `title`, `id`, `source` (the page link), `space` and `last_modified`.',
        '每个页面一条记录：`text`、`title`、`id`、`source`（页面链接）、`space` 和 `last_modified`。',
      ),
    ],
    notes: l(
      'The loader sees exactly what the account can view: pages restricted from it are silently missing.',
      '加载器能看到的内容与该账号可查看的内容完全一致：对该账号设置了访问限制的页面会被静默跳过。',
    ),
  },
  {
    id: 'github-repo-loader',
    name: 'GitHub Repository Loader',
    family: 'loaders',
    purpose: l(
      'Loads files or issues from a GitHub repository, with path, link and commit as metadata; pick it to index documentation or code.',
      '从 GitHub 仓库加载文件或 issue，并附带路径、链接和提交等元数据；适合为文档或代码建立索引。',
    ),
    inputs: [
      {
        name: 'repository',
        displayName: 'Repository',
        type: 'string',
        required: true,
        description: l(
          'Owner and name, such as `pallets/flask`.',
          '所有者和仓库名，例如 `pallets/flask`。',
        ),
      },
      {
        name: 'branch',
        displayName: 'Branch',
        type: 'string',
        default: 'main',
        description: l(
          'Branch, tag or commit to read files from.',
          '读取文件所用的分支、标签或提交。',
        ),
      },
      {
        name: 'access_token',
        displayName: 'Access Token',
        type: 'secret',
        description: l(
          'A GitHub personal access token; required for private repositories and recommended for public ones, because anonymous calls are limited to 60 requests an hour. Can take a global variable such as `GITHUB_TOKEN`.',
          'GitHub 个人访问令牌；访问私有仓库时必填，公开仓库也建议填写，因为匿名调用每小时只能发出 60 次请求。可以使用全局变量，例如 `GITHUB_TOKEN`。',
        ),
      },
      {
        name: 'content_type',
        displayName: 'Load',
        type: 'dropdown',
        default: 'Files',
        options: ['Files', 'Issues'],
        description: l(
          'Files reads the repository tree; Issues reads issues and pull requests with their descriptions.',
          'Files 读取仓库的文件树；Issues 读取 issue 和 pull request 及其描述。',
        ),
      },
      {
        name: 'include_patterns',
        displayName: 'Include Patterns',
        type: 'list',
        description: l(
          'Glob patterns of files to load, such as `docs/**/*.md`. Empty loads every text file.',
          '要加载的文件的 glob 模式，例如 `docs/**/*.md`。留空则加载所有文本文件。',
        ),
      },
      {
        name: 'exclude_patterns',
        displayName: 'Exclude Patterns',
        type: 'list',
        advanced: true,
        description: l(
          'Glob patterns of files to skip, applied after the include patterns, such as `**/changelog*`.',
          '要跳过的文件的 glob 模式，在包含模式之后应用，例如 `**/changelog*`。',
        ),
      },
      {
        name: 'issue_state',
        displayName: 'Issue State',
        type: 'dropdown',
        default: 'open',
        options: ['open', 'closed', 'all'],
        advanced: true,
        description: l(
          'Which issues to load when Load is Issues.',
          'Load 为 Issues 时，加载哪些状态的 issue。',
        ),
      },
      {
        name: 'max_files',
        displayName: 'Max Items',
        type: 'integer',
        default: 500,
        advanced: true,
        description: l('Files or issues loaded at most.', '最多加载的文件数或 issue 数。'),
      },
    ],
    outputs: [
      documents(
        "Files: `text`, `path`, `source` (the file's GitHub link), `sha` and `branch`. Issues: `text` (title and body), `number`, `state`, `labels` and `source`.",
        'Files：`text`、`path`、`source`（文件的 GitHub 链接）、`sha` 和 `branch`。Issues：`text`（标题和正文）、`number`、`state`、`labels` 和 `source`。',
      ),
    ],
    notes: l(
      'Binary files and files larger than 1 MB are skipped. A fine-grained token needs read access to Contents (and to Issues and Pull requests for Issues).',
      '二进制文件和大于 1 MB 的文件会被跳过。细粒度令牌需要 Contents 的读取权限（加载 Issues 时还需要 Issues 和 Pull requests 的读取权限）。',
    ),
  },
  {
    id: 'youtube-transcript',
    name: 'YouTube Transcript',
    family: 'loaders',
    purpose: l(
      'Loads the captions of a YouTube video as text, in time-stamped chunks; pick it to summarise or search talks and tutorials.',
      '把 YouTube 视频的字幕加载为文本，并按时间切分成文本块；适合对演讲和教程做摘要或检索。',
    ),
    inputs: [
      {
        name: 'url',
        displayName: 'Video URL',
        type: 'Message',
        required: true,
        description: l(
          'A watch, youtu.be or shorts address of the video, or connect Chat Input to take it from the chat.',
          '视频的 watch、youtu.be 或 shorts 地址；也可以连接 Chat Input，从聊天中获取。',
        ),
      },
      {
        name: 'languages',
        displayName: 'Languages',
        type: 'list',
        default: 'en',
        description: l(
          'Preferred caption languages in order, as codes such as `en`, `de` or `zh-Hans`; the first one available is used.',
          '按优先顺序排列的字幕语言代码，例如 `en`、`de` 或 `zh-Hans`；使用第一个可用的语言。',
        ),
      },
      {
        name: 'translation',
        displayName: 'Translate To',
        type: 'string',
        advanced: true,
        description: l(
          "A language code to translate the captions into with YouTube's automatic translation. Empty keeps the original language.",
          '用 YouTube 的自动翻译把字幕翻译成的目标语言代码。留空则保留原语言。',
        ),
      },
      {
        name: 'chunk_size_seconds',
        displayName: 'Chunk Size (seconds)',
        type: 'integer',
        default: 120,
        description: l(
          'Groups caption lines into records of about this many seconds; 0 returns one record for the whole video.',
          '把字幕行按大约这么多秒合并为一条记录；0 表示整个视频只返回一条记录。',
        ),
      },
      {
        name: 'proxy_url',
        displayName: 'Proxy URL',
        type: 'string',
        advanced: true,
        description: l(
          'HTTP or HTTPS proxy used for the requests to YouTube, such as `http://user:password@proxy.example:8080`.',
          '访问 YouTube 时使用的 HTTP 或 HTTPS 代理，例如 `http://user:password@proxy.example:8080`。',
        ),
      },
    ],
    outputs: [
      {
        name: 'chunks',
        displayName: 'Chunks',
        type: 'Data',
        description: l(
          'One record per chunk: `text`, `start` and `end` (seconds), `video_id` and `source` (a link that opens the video at `start`).',
          '每个文本块一条记录：`text`、`start` 和 `end`（秒）、`video_id`，以及 `source`（从 `start` 处开始播放视频的链接）。',
        ),
      },
      {
        name: 'transcript',
        displayName: 'Transcript',
        type: 'Message',
        description: l(
          'The whole transcript as one text, for a prompt.',
          '整段字幕作为一段文本，可用于提示词。',
        ),
      },
    ],
    notes: l(
      'Works only for videos with captions, uploaded or automatic. YouTube often blocks caption requests from cloud-hosting IP addresses; if every video fails from a hosted server, set a Proxy URL.',
      '仅适用于带字幕（上传的或自动生成的）的视频。YouTube 经常屏蔽来自云主机 IP 地址的字幕请求；如果托管服务器上每个视频都失败，请设置 Proxy URL。',
    ),
  },
  {
    id: 'assemblyai-transcript',
    name: 'AssemblyAI Transcript',
    family: 'loaders',
    purpose: l(
      "Transcribes an audio or video file with AssemblyAI's speech-to-text API and returns the transcript as text, optionally with speaker labels; pick it for meetings, calls, interviews and podcasts.",
      '使用 AssemblyAI 的语音转文字 API 转写音频或视频文件，并以文本形式返回转写结果，可选附带说话人标签；适合处理会议、通话、访谈和播客。',
    ),
    inputs: [
      {
        name: 'api_key',
        displayName: 'AssemblyAI API Key',
        type: 'secret',
        required: true,
        description: l(
          'A key from the API Keys page of your AssemblyAI dashboard; can take a global variable such as `ASSEMBLYAI_API_KEY`.',
          'AssemblyAI 控制台 API Keys 页面中的密钥；可以使用全局变量，例如 `ASSEMBLYAI_API_KEY`。',
        ),
      },
      {
        name: 'audio_file',
        displayName: 'Audio File',
        type: 'file',
        description: l(
          'An audio or video file chosen in the My files dialog, such as MP3, WAV, M4A or MP4. The component uploads it to AssemblyAI, then transcribes it.',
          '在 My files 对话框中选择的音频或视频文件，例如 MP3、WAV、M4A 或 MP4。组件先把它上传到 AssemblyAI，再进行转写。',
        ),
      },
      {
        name: 'audio_url',
        displayName: 'Audio URL',
        type: 'Message',
        description: l(
          'An `https` address of an audio or video file that AssemblyAI can download without signing in, typed or connected from Chat Input. When set, it is used instead of Audio File.',
          'AssemblyAI 无需登录即可下载的音频或视频文件的 `https` 地址，可以直接填写，也可以从 Chat Input 连接。设置后会代替 Audio File。',
        ),
      },
      {
        name: 'speech_models',
        displayName: 'Speech Models',
        type: 'list',
        default: 'universal-3-pro, universal-2',
        description: l(
          'AssemblyAI model ids in order of preference. AssemblyAI uses the first one that supports the language of the audio: `universal-3-pro` supports English, Spanish, German, French, Portuguese and Italian, `universal-2` supports 99 languages.',
          '按优先顺序排列的 AssemblyAI 模型 ID。AssemblyAI 会使用第一个支持音频语言的模型：`universal-3-pro` 支持英语、西班牙语、德语、法语、葡萄牙语和意大利语，`universal-2` 支持 99 种语言。',
        ),
      },
      {
        name: 'language_detection',
        displayName: 'Language Detection',
        type: 'boolean',
        default: true,
        description: l(
          'Let AssemblyAI identify the spoken language. Turn it off to set Language yourself.',
          '由 AssemblyAI 识别音频所用的语言。关闭后可以自行设置 Language。',
        ),
      },
      {
        name: 'language_code',
        displayName: 'Language',
        type: 'string',
        description: l(
          'Code of the spoken language, such as `en_us`, `en_uk`, `de`, `es` or `zh`; used only when Language Detection is off.',
          '音频所用语言的代码，例如 `en_us`、`en_uk`、`de`、`es` 或 `zh`；仅在关闭 Language Detection 时使用。',
        ),
      },
      {
        name: 'speaker_labels',
        displayName: 'Speaker Labels',
        type: 'boolean',
        default: false,
        description: l(
          'Tell speakers apart (speaker diarization): the transcript then has one line per utterance, such as `Speaker A: …`, and Utterances one record per utterance.',
          '区分不同的说话人（说话人分离）：此时转写文本每段发言一行，例如 `Speaker A: …`，Utterances 也为每段发言输出一条记录。',
        ),
      },
      {
        name: 'speakers_expected',
        displayName: 'Speakers Expected',
        type: 'integer',
        advanced: true,
        description: l(
          'The number of speakers, when you know it; used only with Speaker Labels. Empty lets AssemblyAI work it out.',
          '已知说话人数量时填写；仅在开启 Speaker Labels 时使用。留空则由 AssemblyAI 自行判断。',
        ),
      },
      {
        name: 'region',
        displayName: 'Region',
        type: 'dropdown',
        default: 'US',
        options: ['US', 'EU'],
        advanced: true,
        description: l(
          'US sends the audio to `api.assemblyai.com`; EU sends it to `api.eu.assemblyai.com`, which keeps audio and transcripts in the European Union.',
          'US 把音频发送到 `api.assemblyai.com`；EU 把音频发送到 `api.eu.assemblyai.com`，音频和转写结果都保留在欧盟境内。',
        ),
      },
      timeout(
        600,
        'Seconds to wait for the transcript before the component fails. Long recordings need more.',
        '等待转写结果的秒数，超时后组件报错。较长的录音需要更长时间。',
      ),
    ],
    outputs: [
      {
        name: 'transcript',
        displayName: 'Transcript',
        type: 'Message',
        description: l(
          'The whole transcript as one text, for a prompt; with Speaker Labels, one line per utterance.',
          '整段转写文本，可用于提示词；开启 Speaker Labels 时，每段发言一行。',
        ),
      },
      {
        name: 'utterances',
        displayName: 'Utterances',
        type: 'Data',
        description: l(
          'With Speaker Labels, one record per utterance: `text`, `speaker`, `start` and `end` (milliseconds) and `confidence`. Without them, one record with the whole `text`. Every record also has `transcript_id` and `language_code`.',
          '开启 Speaker Labels 时，每段发言一条记录：`text`、`speaker`、`start` 和 `end`（毫秒）以及 `confidence`。未开启时，只有一条包含整段 `text` 的记录。每条记录还带有 `transcript_id` 和 `language_code`。',
        ),
      },
    ],
    notes: l(
      "Set Audio File or Audio URL. AssemblyAI bills transcription by the duration of the audio. Requires the `assemblyai` package in the server's environment.",
      '请设置 Audio File 或 Audio URL。AssemblyAI 按音频时长对转写计费。服务器环境中需要安装 `assemblyai` 包。',
    ),
  },
  {
    id: 'unstructured',
    name: 'Unstructured',
    family: 'loaders',
    purpose: l(
      'Sends documents to the Unstructured API, which splits them into typed elements (titles, paragraphs, tables) and can OCR scans; pick it for messy PDFs and office files.',
      '把文档发送到 Unstructured API，由它拆分成带类型的元素（标题、段落、表格），并可对扫描件做 OCR；适合处理杂乱的 PDF 和办公文档。',
    ),
    inputs: [
      files(
        'Files chosen in the My files dialog: PDF, DOCX, PPTX, XLSX, HTML, EML, images and more.',
        '在 My files 对话框中选择的文件：PDF、DOCX、PPTX、XLSX、HTML、EML、图片等。',
      ),
      {
        name: 'api_key',
        displayName: 'Unstructured API Key',
        type: 'secret',
        required: true,
        description: l(
          'Key of your Unstructured account; can take a global variable such as `UNSTRUCTURED_API_KEY`.',
          'Unstructured 账号的密钥；可以使用全局变量，例如 `UNSTRUCTURED_API_KEY`。',
        ),
      },
      {
        name: 'api_url',
        displayName: 'API URL',
        type: 'string',
        default: 'https://api.unstructuredapp.io/general/v0/general',
        advanced: true,
        description: l(
          'The partition endpoint. Change it for a self-hosted Unstructured API.',
          '分区端点地址。使用自托管的 Unstructured API 时修改它。',
        ),
      },
      {
        name: 'strategy',
        displayName: 'Strategy',
        type: 'dropdown',
        default: 'auto',
        options: ['auto', 'fast', 'hi_res', 'ocr_only'],
        description: l(
          '`fast` reads the text layer only; `hi_res` uses layout models and is needed for scans and complex tables; `ocr_only` forces OCR; `auto` picks per document.',
          '`fast` 只读取文本层；`hi_res` 使用版面模型，处理扫描件和复杂表格时需要它；`ocr_only` 强制使用 OCR；`auto` 按文档自动选择。',
        ),
      },
      {
        name: 'chunking_strategy',
        displayName: 'Chunking Strategy',
        type: 'dropdown',
        default: 'None',
        options: ['None', 'basic', 'by_title'],
        description: l(
          '`None` returns one record per element; `basic` and `by_title` let the API merge elements into chunks (`by_title` starts a new chunk at each heading).',
          '`None` 为每个元素返回一条记录；`basic` 和 `by_title` 让 API 把元素合并成文本块（`by_title` 在每个标题处开始新的文本块）。',
        ),
      },
      {
        name: 'languages',
        displayName: 'OCR Languages',
        type: 'list',
        advanced: true,
        description: l(
          'Languages of scanned text as three-letter codes, such as `eng`, `deu` or `chi_sim`. Empty lets the API guess.',
          '扫描文本的语言，使用三字母代码，例如 `eng`、`deu` 或 `chi_sim`。留空则由 API 自行判断。',
        ),
      },
    ],
    outputs: [
      {
        name: 'elements',
        displayName: 'Elements',
        type: 'Data',
        description: l(
          'One record per element or chunk: `text`, `type` (`Title`, `NarrativeText`, `Table`, `ListItem`...), `page_number`, `filename` and `element_id`.',
          '每个元素或文本块一条记录：`text`、`type`（`Title`、`NarrativeText`、`Table`、`ListItem` 等）、`page_number`、`filename` 和 `element_id`。',
        ),
      },
    ],
    notes: l(
      'With the hosted API, your documents leave your infrastructure and usage is billed by page. `hi_res` is the slowest strategy.',
      '使用托管 API 时，文档会离开你的基础设施，并按页计费。`hi_res` 是最慢的策略。',
    ),
  },
  {
    id: 'docling',
    name: 'Docling',
    family: 'loaders',
    purpose: l(
      'Converts PDFs, office files, HTML and images to Markdown or text on the Flowloom server with the open-source Docling library, keeping headings and tables; no API key.',
      '在 Flowloom 服务器上使用开源的 Docling 库，把 PDF、办公文档、HTML 和图片转换为 Markdown 或文本，并保留标题和表格；无需 API 密钥。',
    ),
    inputs: [
      files(
        'Files chosen in the My files dialog: PDF, DOCX, PPTX, XLSX, HTML, Markdown, PNG, JPEG or TIFF.',
        '在 My files 对话框中选择的文件：PDF、DOCX、PPTX、XLSX、HTML、Markdown、PNG、JPEG 或 TIFF。',
      ),
      {
        name: 'export_format',
        displayName: 'Export Format',
        type: 'dropdown',
        default: 'Markdown',
        options: ['Markdown', 'Text', 'HTML'],
        description: l(
          'Format of the `text` field. Markdown keeps headings and renders tables as Markdown tables.',
          '`text` 字段的格式。Markdown 会保留标题，并把表格渲染为 Markdown 表格。',
        ),
      },
      {
        name: 'ocr_engine',
        displayName: 'OCR Engine',
        type: 'dropdown',
        default: 'EasyOCR',
        options: ['EasyOCR', 'Tesseract', 'None'],
        description: l(
          'Engine that reads text in scanned pages and images. None is fastest for born-digital PDFs. Tesseract must be installed on the server.',
          '识别扫描页面和图片中文字的引擎。对于原生电子版 PDF，选 None 最快。使用 Tesseract 时需要在服务器上安装它。',
        ),
      },
      {
        name: 'do_table_structure',
        displayName: 'Table Structure',
        type: 'boolean',
        default: true,
        advanced: true,
        description: l(
          'Recognise rows and columns of tables. Turn off for speed when the documents have no tables.',
          '识别表格的行和列。文档中没有表格时可以关闭以提高速度。',
        ),
      },
    ],
    outputs: [
      documents(
        'One record per file: `text` in the export format, `file_path` and `page_count`.',
        '每个文件一条记录：按导出格式生成的 `text`、`file_path` 和 `page_count`。',
      ),
    ],
    notes: l(
      "Needs the `docling` package in the server's environment. It downloads its layout and table models (several hundred MB) on first use, then runs offline. On a CPU, expect about a second or more per page.",
      '服务器环境中需要安装 `docling` 包。首次使用时它会下载版面和表格模型（数百 MB），之后可离线运行。在 CPU 上，每页大约需要一秒或更长时间。',
    ),
  },
  {
    id: 'sitemap-loader',
    name: 'Sitemap Loader',
    family: 'loaders',
    purpose: l(
      "Loads every page listed in a website's sitemap, optionally filtered by address; pick it to index a documentation or help-centre site.",
      '加载网站站点地图中列出的所有页面，可按地址过滤；适合为文档站或帮助中心建立索引。',
    ),
    inputs: [
      {
        name: 'sitemap_url',
        displayName: 'Sitemap URL',
        type: 'string',
        required: true,
        description: l(
          'Address of `sitemap.xml`, or of a sitemap index, whose child sitemaps are followed.',
          '`sitemap.xml` 的地址，也可以是站点地图索引的地址（会继续读取其中的子站点地图）。',
        ),
      },
      {
        name: 'filter_urls',
        displayName: 'Filter URLs',
        type: 'list',
        description: l(
          'Regular expressions; only page addresses that match at least one are loaded. Empty loads every page.',
          '正则表达式；只加载至少匹配其中一个的页面地址。留空则加载所有页面。',
        ),
      },
      {
        name: 'max_pages',
        displayName: 'Max Pages',
        type: 'integer',
        default: 100,
        description: l('Pages loaded at most.', '最多加载的页面数。'),
      },
      pageFormat(
        'Text keeps the readable text of each page; HTML returns the page source.',
        'Text 保留每个页面的可读文本；HTML 返回页面源代码。',
      ),
      {
        name: 'requests_per_second',
        displayName: 'Requests per Second',
        type: 'integer',
        default: 2,
        advanced: true,
        description: l(
          'Rate limit towards the site. Keep it low on sites you do not own.',
          '对目标网站的请求速率上限。对于不属于你的网站，请保持较低的值。',
        ),
      },
      pageTimeout,
    ],
    outputs: [
      documents(
        'One record per page: `text`, `source` (the page address), `title` and `lastmod` from the sitemap.',
        '每个页面一条记录：`text`、`source`（页面地址）、`title`，以及来自站点地图的 `lastmod`。',
      ),
    ],
    notes: l(
      "A site's sitemap is usually at `/sitemap.xml` or named in its `/robots.txt`. Like URL, the loader does not run JavaScript.",
      '网站的站点地图通常位于 `/sitemap.xml`，或写在 `/robots.txt` 中。与 URL 一样，该加载器不执行 JavaScript。',
    ),
  },
  {
    id: 'imap-email-loader',
    name: 'Email (IMAP) Loader',
    family: 'loaders',
    purpose: l(
      'Loads messages from a mailbox over IMAP, with sender, subject and date as metadata; pick it to triage or answer incoming mail.',
      '通过 IMAP 从邮箱加载邮件，并附带发件人、主题和日期等元数据；适合对收到的邮件做分拣或回复。',
    ),
    inputs: [
      {
        name: 'imap_server',
        displayName: 'IMAP Server',
        type: 'string',
        required: true,
        description: l(
          'Host name of the mail server, such as `imap.gmail.com`.',
          '邮件服务器的主机名，例如 `imap.gmail.com`。',
        ),
      },
      {
        name: 'port',
        displayName: 'Port',
        type: 'integer',
        default: 993,
        advanced: true,
        description: l('IMAP port; 993 is IMAP over TLS.', 'IMAP 端口；993 是基于 TLS 的 IMAP。'),
      },
      {
        name: 'email_address',
        displayName: 'Email Address',
        type: 'string',
        required: true,
        description: l('The account to sign in with.', '用于登录的邮箱账号。'),
      },
      {
        name: 'password',
        displayName: 'Password',
        type: 'secret',
        required: true,
        description: l(
          "The account's password or, for Gmail, an app password (it requires 2-Step Verification). Can take a global variable.",
          '账号密码；Gmail 请使用应用专用密码（需要开启两步验证）。可以使用全局变量。',
        ),
      },
      {
        name: 'mailbox',
        displayName: 'Folder',
        type: 'string',
        default: 'INBOX',
        description: l('Mailbox folder to read.', '要读取的邮箱文件夹。'),
      },
      {
        name: 'search_criteria',
        displayName: 'Search',
        type: 'string',
        default: 'ALL',
        description: l(
          'An IMAP search, such as `UNSEEN`, `SINCE 01-May-2025` or `FROM "billing@example.com"`.',
          'IMAP 搜索条件，例如 `UNSEEN`、`SINCE 01-May-2025` 或 `FROM "billing@example.com"`。',
        ),
      },
      {
        name: 'max_messages',
        displayName: 'Max Messages',
        type: 'integer',
        default: 50,
        description: l('Messages loaded at most, newest first.', '最多加载的邮件数，最新的在前。'),
      },
      {
        name: 'mark_as_read',
        displayName: 'Mark as Read',
        type: 'boolean',
        default: false,
        advanced: true,
        description: l(
          'Flag loaded messages as read on the server, so that a search for `UNSEEN` skips them next time.',
          '在服务器上把已加载的邮件标记为已读，这样下次搜索 `UNSEEN` 时会跳过它们。',
        ),
      },
    ],
    outputs: [
      {
        name: 'emails',
        displayName: 'Emails',
        type: 'Data',
        description: l(
          'One record per message: `text` (the plain-text body), `subject`, `from`, `to`, `date` and `message_id`.',
          '每封邮件一条记录：`text`（纯文本正文）、`subject`、`from`、`to`、`date` 和 `message_id`。',
        ),
      },
      {
        name: 'dataframe',
        displayName: 'DataFrame',
        type: 'DataFrame',
        description: l(
          'The same messages as a table, one row per message.',
          '以表格形式给出的相同邮件，每封邮件一行。',
        ),
      },
    ],
    notes: l(
      'Providers that allow IMAP only with OAuth sign-in, such as Microsoft 365 and Outlook.com, are not supported. Attachments are not loaded.',
      '不支持只允许通过 OAuth 登录使用 IMAP 的邮件服务商，例如 Microsoft 365 和 Outlook.com。不会加载附件。',
    ),
  },
] as const satisfies readonly ComponentSpec[];
