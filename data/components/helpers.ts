import type {ComponentSpec} from './types';
import {l} from './localized';

/**
 * Helpers: small utilities that flows and agents need again and again (arithmetic, dates, ids,
 * chat history, lists, JSON). Documented on docs/components/helpers.mdx.
 */
export const helpersComponents = [
  {
    id: 'calculator',
    name: 'Calculator',
    family: 'helpers',
    purpose: l(
      'Evaluates an arithmetic expression exactly; give it to an Agent as a tool so that the model does not do sums in its head.',
      '精确计算算术表达式；把它作为工具交给 Agent，让模型不必“心算”。',
    ),
    inputs: [
      {
        name: 'expression',
        displayName: 'Expression',
        type: 'string',
        required: true,
        description: l(
          'The expression, for example (2380 * 0.15) + 12. Numbers, parentheses and the operators + - * / // % ** are allowed; names and function calls are refused. In tool mode the agent fills it in.',
          '要计算的表达式，例如 (2380 * 0.15) + 12。允许数字、括号以及运算符 + - * / // % **；变量名和函数调用会被拒绝。在工具模式下由 Agent 填写。',
        ),
      },
    ],
    outputs: [
      {
        name: 'result',
        displayName: 'Data',
        type: 'Data',
        description: l(
          'A record with the fields expression and result, or expression and error when the expression is invalid (for example a division by zero).',
          '一条包含 expression 和 result 字段的记录；表达式无效时（例如除以零）则包含 expression 和 error 字段。',
        ),
      },
    ],
    notes: l(
      'Usually used in tool mode: the node’s output becomes a Toolset that you connect to the Tools input of an Agent. The evaluator never runs Python code.',
      '通常在工具模式下使用：节点的输出会变成 Toolset，把它连接到 Agent 的 Tools 输入即可。计算器从不执行 Python 代码。',
    ),
  },
  {
    id: 'current-date',
    name: 'Current Date',
    family: 'helpers',
    purpose: l(
      'Returns the current date and time in a chosen time zone; use it in prompts or as an agent tool, since models do not know today’s date.',
      '返回指定时区的当前日期和时间；模型并不知道今天是哪天，所以可以把它用在提示词中，或作为 Agent 的工具。',
    ),
    inputs: [
      {
        name: 'timezone',
        displayName: 'Timezone',
        type: 'dropdown',
        default: 'UTC',
        options: [
          'UTC',
          'America/New_York',
          'America/Chicago',
          'America/Los_Angeles',
          'America/Sao_Paulo',
          'Europe/London',
          'Europe/Berlin',
          'Asia/Kolkata',
          'Asia/Shanghai',
          'Asia/Tokyo',
          'Australia/Sydney',
        ],
        description: l(
          'An IANA time zone name. In tool mode the zone chosen here stays fixed; the agent only asks for the time.',
          'IANA 时区名称。在工具模式下，这里选定的时区保持不变，Agent 只负责查询时间。',
        ),
      },
      {
        name: 'format',
        displayName: 'Format',
        type: 'string',
        default: '%Y-%m-%d %H:%M:%S %Z',
        advanced: true,
        description: l(
          'A Python strftime format. For example %A, %d %B %Y gives Tuesday, 03 June 2025.',
          'Python strftime 格式。例如 %A, %d %B %Y 会得到 Tuesday, 03 June 2025。',
        ),
      },
    ],
    outputs: [
      {
        name: 'current_date',
        displayName: 'Current Date',
        type: 'Message',
        description: l(
          'A sentence such as “Current date and time in UTC: 2025-06-03 14:25:11 UTC”.',
          '形如“Current date and time in UTC: 2025-06-03 14:25:11 UTC”的一句话。',
        ),
      },
    ],
  },
  {
    id: 'id-generator',
    name: 'ID Generator',
    family: 'helpers',
    purpose: l(
      'Creates a new unique id on every run, for example to name a record, a file or a ticket that the flow writes.',
      '每次运行都生成一个新的唯一 ID，例如为流程写入的记录、文件或工单命名。',
    ),
    inputs: [
      {
        name: 'id_format',
        displayName: 'Format',
        type: 'dropdown',
        default: 'uuid4',
        options: ['uuid4', 'uuid4-hex', 'short'],
        description: l(
          'uuid4: 36 characters with hyphens; uuid4-hex: the same 32 hex digits without hyphens; short: 12 random hex digits, fine for display but not for millions of records.',
          'uuid4：带连字符的 36 个字符；uuid4-hex：去掉连字符的 32 位十六进制数；short：12 位随机十六进制数，适合展示，但不适合上百万条记录。',
        ),
      },
      {
        name: 'prefix',
        displayName: 'Prefix',
        type: 'string',
        description: l(
          'Text put in front of the id, for example ticket- gives ticket-3f9c…',
          '加在 ID 前面的文本，例如 ticket- 会得到 ticket-3f9c…',
        ),
      },
    ],
    outputs: [
      {
        name: 'id',
        displayName: 'ID',
        type: 'Message',
        description: l('The new id as text.', '新生成的 ID 文本。'),
      },
    ],
    notes: l(
      'Freeze the node to keep one id across runs while you test. Do not use it as a session id for a conversation: a new id every run means an empty history every run.',
      '测试时可以冻结（Freeze）该节点，让多次运行使用同一个 ID。不要把它用作对话的会话 ID：每次运行都换一个新 ID，意味着每次的历史记录都是空的。',
    ),
  },
  {
    id: 'message-history',
    name: 'Message History',
    family: 'helpers',
    purpose: l(
      'Reads the recent messages of the current session, from the Flowloom database or from a connected external memory, so that a prompt can include the conversation so far.',
      '从 Flowloom 数据库或已连接的外部记忆中读取当前会话的最近消息，让提示词可以带上之前的对话。',
    ),
    inputs: [
      {
        name: 'memory',
        displayName: 'External Memory',
        type: 'Memory',
        description: l(
          'Optional. A memory component (Redis, PostgreSQL, MongoDB…) to read from instead of the Flowloom database.',
          '可选。一个记忆组件（Redis、PostgreSQL、MongoDB 等），用它代替 Flowloom 数据库来读取消息。',
        ),
      },
      {
        name: 'n_messages',
        displayName: 'Number of Messages',
        type: 'integer',
        default: 100,
        description: l(
          'How many of the most recent messages to read. Lower it to keep long conversations within the model’s context window.',
          '读取最近的多少条消息。对话很长时调低它，使内容不超出模型的上下文窗口。',
        ),
      },
      {
        name: 'sender_type',
        displayName: 'Sender Type',
        type: 'dropdown',
        default: 'Machine and User',
        options: ['Machine and User', 'User', 'Machine'],
        description: l(
          'Read both sides of the conversation, only the user’s messages, or only the flow’s replies.',
          '读取对话双方的消息、只读取用户的消息，或只读取流程的回复。',
        ),
      },
      {
        name: 'sender_name',
        displayName: 'Sender Name',
        type: 'string',
        advanced: true,
        description: l(
          'Only messages with this sender name, for example one of several assistants in the same session. Empty reads every name.',
          '只读取该发送者名称的消息，例如同一会话中多个助手之一。留空则读取所有名称。',
        ),
      },
      {
        name: 'session_id',
        displayName: 'Session ID',
        type: 'string',
        advanced: true,
        description: l(
          'Read a fixed session instead of the run’s session. Leave empty in almost every flow.',
          '读取一个固定会话，而不是本次运行的会话。几乎所有流程都应留空。',
        ),
      },
      {
        name: 'order',
        displayName: 'Order',
        type: 'dropdown',
        default: 'Ascending',
        advanced: true,
        options: ['Ascending', 'Descending'],
        description: l(
          'Ascending puts the oldest of the selected messages first, which is what a prompt expects.',
          'Ascending 把所选消息中最早的一条放在最前面，这正是提示词所需的顺序。',
        ),
      },
      {
        name: 'template',
        displayName: 'Template',
        type: 'string',
        default: '{sender_name}: {text}',
        advanced: true,
        description: l(
          'How each message is written in the Messages output; names in braces are message fields such as sender, sender_name, text and timestamp.',
          '每条消息在 Messages 输出中的写法；花括号中的名称是消息字段，例如 sender、sender_name、text 和 timestamp。',
        ),
      },
    ],
    outputs: [
      {
        name: 'messages_text',
        displayName: 'Messages',
        type: 'Message',
        description: l(
          'The conversation as one Message, one line per message written with the template; connect it to a prompt variable such as history.',
          '整段对话作为一条 Message，每条消息按模板写成一行；把它连接到 history 之类的提示词变量。',
        ),
      },
      {
        name: 'dataframe',
        displayName: 'DataFrame',
        type: 'DataFrame',
        description: l(
          'One row per message, with the columns text, sender, sender_name, session_id and timestamp.',
          '每条消息一行，包含 text、sender、sender_name、session_id 和 timestamp 列。',
        ),
      },
    ],
    notes: l(
      'Messages stored during the current run, such as the question being answered, are not included. Without an external memory it reads what Chat Input and Chat Output stored (Store Messages on).',
      '本次运行中保存的消息（例如正在回答的这个问题）不会包含在内。未连接外部记忆时，它读取 Chat Input 和 Chat Output 保存的消息（需开启 Store Messages）。',
    ),
  },
  {
    id: 'store-message',
    name: 'Store Message',
    family: 'helpers',
    purpose: l(
      'Saves a message in the history of the current session, in the Flowloom database or in an external memory; use it when a message does not pass through Chat Input or Chat Output, or to fill an external memory.',
      '把一条消息保存到当前会话的历史中，存到 Flowloom 数据库或外部记忆里；当消息不经过 Chat Input 或 Chat Output，或需要写入外部记忆时使用。',
    ),
    inputs: [
      {
        name: 'message',
        displayName: 'Message',
        type: 'Message',
        required: true,
        description: l(
          'The message to store, for example the Model Response of Language Model.',
          '要保存的消息，例如 Language Model 的 Model Response。',
        ),
      },
      {
        name: 'memory',
        displayName: 'External Memory',
        type: 'Memory',
        description: l(
          'Optional. A memory component to write to instead of the Flowloom database.',
          '可选。一个记忆组件，用它代替 Flowloom 数据库来写入消息。',
        ),
      },
      {
        name: 'sender',
        displayName: 'Sender Type',
        type: 'dropdown',
        default: 'Machine',
        options: ['Machine', 'User'],
        description: l(
          'User for the person’s messages, Machine for the flow’s replies.',
          '用户的消息选 User，流程的回复选 Machine。',
        ),
      },
      {
        name: 'sender_name',
        displayName: 'Sender Name',
        type: 'string',
        default: 'AI',
        description: l(
          'The name stored with the message; set User when you store the user’s turn.',
          '随消息保存的名称；保存用户的发言时请设为 User。',
        ),
      },
      {
        name: 'session_id',
        displayName: 'Session ID',
        type: 'string',
        advanced: true,
        description: l(
          'Store into a fixed session instead of the run’s session.',
          '保存到一个固定会话，而不是本次运行的会话。',
        ),
      },
    ],
    outputs: [
      {
        name: 'stored_message',
        displayName: 'Stored Message',
        type: 'Message',
        description: l(
          'The message as stored, with its session id and timestamp, so that the flow can go on from here.',
          '已保存的消息，带有会话 ID 和时间戳，流程可以从这里继续往下走。',
        ),
      },
    ],
    notes: l(
      'Chat Input and Chat Output already store their messages in the Flowloom database; a Store Message without external memory next to them stores each message twice.',
      'Chat Input 和 Chat Output 本身已会把消息保存到 Flowloom 数据库；如果在它们旁边再放一个未连接外部记忆的 Store Message，每条消息都会被保存两次。',
    ),
  },
  {
    id: 'create-list',
    name: 'Create List',
    family: 'helpers',
    purpose: l(
      'Turns a few typed texts into a list of records, for example a fixed set of questions, categories or URLs to feed into a component that takes Data.',
      '把几段手动输入的文本变成一组记录，例如一组固定的问题、类别或 URL，供接收 Data 的组件使用。',
    ),
    inputs: [
      {
        name: 'texts',
        displayName: 'Texts',
        type: 'list',
        required: true,
        description: l(
          'One item per entry; add entries with the plus button. Empty entries are skipped.',
          '每个条目一项；用加号按钮添加条目。空条目会被跳过。',
        ),
      },
    ],
    outputs: [
      {
        name: 'list_data',
        displayName: 'Data List',
        type: 'Data',
        description: l(
          'One Data record per item, with the item in its text field.',
          '每个条目一条 Data 记录，条目内容在其 text 字段中。',
        ),
      },
      {
        name: 'dataframe',
        displayName: 'DataFrame',
        type: 'DataFrame',
        description: l(
          'The same items as a one-column table (text).',
          '同样的条目，作为只有一列（text）的表格。',
        ),
      },
    ],
  },
  {
    id: 'extract-key',
    name: 'Extract Key',
    family: 'helpers',
    purpose: l(
      'Picks one value out of a record by its key or dotted path, such as customer.email from a webhook payload, and returns it as text.',
      '按键名或点号路径从记录中取出一个值（例如从 webhook 请求体中取 customer.email），并以文本形式返回。',
    ),
    inputs: [
      {
        name: 'data',
        displayName: 'Data',
        type: ['Data', 'DataFrame'],
        required: true,
        description: l(
          'The record, list of records or table to read.',
          '要读取的记录、记录列表或表格。',
        ),
      },
      {
        name: 'key',
        displayName: 'Key',
        type: 'string',
        required: true,
        description: l(
          'A field name, or a path with dots for nested objects and numbers for list positions, for example items.0.sku. Keys are case-sensitive.',
          '字段名，或用点号表示嵌套对象、用数字表示列表位置的路径，例如 items.0.sku。键名区分大小写。',
        ),
      },
      {
        name: 'default_value',
        displayName: 'Default Value',
        type: 'string',
        advanced: true,
        description: l(
          'Returned when the key is missing. Empty makes a missing key an error, which stops the flow.',
          '键不存在时返回的值。留空时，缺少该键会报错并使流程停止。',
        ),
      },
    ],
    outputs: [
      {
        name: 'value',
        displayName: 'Value',
        type: 'Message',
        description: l(
          'The value as text; objects and lists are written as JSON. For several records, one value per line.',
          '以文本形式给出的值；对象和列表会写成 JSON。有多条记录时，每条记录的值占一行。',
        ),
      },
    ],
  },
  {
    id: 'json-formatter',
    name: 'JSON Formatter',
    family: 'helpers',
    purpose: l(
      'Finds the JSON in a text, such as a model answer wrapped in a code fence, checks it, and returns it both pretty-printed and as Data.',
      '从一段文本（例如包在代码块里的模型回答）中找出 JSON，校验后同时以格式化文本和 Data 两种形式返回。',
    ),
    inputs: [
      {
        name: 'json_input',
        displayName: 'JSON',
        type: ['Message', 'Data'],
        required: true,
        description: l(
          'The text that contains the JSON. A Data record is written out as JSON first.',
          '包含 JSON 的文本。如果传入 Data 记录，会先把它写成 JSON。',
        ),
      },
      {
        name: 'find_json',
        displayName: 'Find JSON in Text',
        type: 'boolean',
        default: true,
        description: l(
          'Ignores code fences and prose around the JSON and takes the first complete object or array. Off: the whole text must be JSON.',
          '忽略 JSON 前后的代码块标记和其他文字，取第一个完整的对象或数组。关闭时，整段文本必须都是 JSON。',
        ),
      },
      {
        name: 'indent',
        displayName: 'Indent',
        type: 'integer',
        default: 2,
        advanced: true,
        description: l(
          'Spaces per level in the formatted output; 0 writes everything on one line.',
          '格式化输出中每一级缩进的空格数；0 表示全部写在一行。',
        ),
      },
      {
        name: 'sort_keys',
        displayName: 'Sort Keys',
        type: 'boolean',
        default: false,
        advanced: true,
        description: l(
          'Writes the keys of every object in alphabetical order.',
          '把每个对象的键按字母顺序输出。',
        ),
      },
    ],
    outputs: [
      {
        name: 'formatted',
        displayName: 'Formatted JSON',
        type: 'Message',
        description: l(
          'The JSON, indented and validated, as text.',
          '经过校验和缩进的 JSON 文本。',
        ),
      },
      {
        name: 'parsed',
        displayName: 'Data',
        type: 'Data',
        description: l(
          'The JSON as Data: an object gives one record, an array of objects one record per element.',
          '作为 Data 的 JSON：一个对象对应一条记录，对象数组中的每个元素对应一条记录。',
        ),
      },
    ],
    notes: l(
      'Invalid JSON fails the build with the position of the first error, so a model answer that breaks the format stops the flow instead of passing garbage on.',
      '无效的 JSON 会使构建失败，并指出第一个错误的位置；这样模型回答格式不对时，流程会停下来，而不是把错误数据继续往下传。',
    ),
  },
  {
    id: 'token-counter',
    name: 'Token Counter',
    family: 'helpers',
    purpose: l(
      'Counts the tokens, words and characters of a text, to check that a prompt or a document fits a model’s context window before sending it.',
      '统计一段文本的 token 数、词数和字符数，在发送之前确认提示词或文档能放进模型的上下文窗口。',
    ),
    inputs: [
      {
        name: 'text',
        displayName: 'Text',
        type: 'Message',
        required: true,
        description: l(
          'The text to count, for example the Prompt output of Prompt Template.',
          '要统计的文本，例如 Prompt Template 的 Prompt 输出。',
        ),
      },
      {
        name: 'encoding',
        displayName: 'Encoding',
        type: 'dropdown',
        default: 'o200k_base',
        options: ['o200k_base', 'cl100k_base'],
        description: l(
          'The tokenizer: o200k_base for the GPT-4o and o-series models, cl100k_base for GPT-4, GPT-3.5 Turbo and the text-embedding-3 models.',
          '分词器：o200k_base 用于 GPT-4o 和 o 系列模型，cl100k_base 用于 GPT-4、GPT-3.5 Turbo 和 text-embedding-3 系列模型。',
        ),
      },
      {
        name: 'token_limit',
        displayName: 'Token Limit',
        type: 'integer',
        default: 0,
        advanced: true,
        description: l(
          'When above 0, the result also says whether the text is over this limit.',
          '大于 0 时，结果中还会说明文本是否超过这个上限。',
        ),
      },
    ],
    outputs: [
      {
        name: 'counts',
        displayName: 'Counts',
        type: 'Data',
        description: l(
          'A record with tokens, words, characters and, with a limit, over_limit (true or false).',
          '一条包含 tokens、words、characters 字段的记录；设置了上限时还包含 over_limit（true 或 false）。',
        ),
      },
    ],
    notes: l(
      'Counts are exact for OpenAI models only; other providers use their own tokenizers, so treat the number as an estimate.',
      '只有 OpenAI 模型的计数是精确的；其他提供商使用各自的分词器，因此请把结果当作估算值。',
    ),
  },
] as const satisfies readonly ComponentSpec[];
