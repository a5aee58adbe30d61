import type {ComponentSpec} from './types';
import {l} from './localized';
import {
  caseSensitive,
  fieldComparisons,
  languageModel,
  operator,
  textComparisons,
  textKey,
} from './inputs';

/**
 * Processing components: reshape what travels between components (split, parse, convert, filter,
 * combine, extract, run a model over rows, save). Documented on components-processing.
 * In descriptions, `backticks` mark code (ComponentDetails renders them; nothing else is Markdown).
 */
/** Structured Output and Batch Run take their model the same way; Batch Run names the input `model`. */
const connectedModel = languageModel(
  'Connect the Language Model output (type LanguageModel) of a Language Model component.',
  '连接 Language Model 组件的 Language Model 输出（类型为 LanguageModel）。',
);

export const processingComponents = [
  {
    id: 'split-text',
    name: 'Split Text',
    family: 'processing',
    purpose: l(
      'Cuts long text into overlapping chunks sized for embedding and retrieval; put it between a data component or loader and a vector store.',
      '把长文本切分成相互重叠、适合嵌入和检索的文本块；放在数据组件或加载器与向量存储之间。',
    ),
    inputs: [
      {
        name: 'data_inputs',
        displayName: 'Data Inputs',
        type: ['Data', 'DataFrame', 'Message'],
        required: true,
        description: l(
          'The text to split: records (the text key is split and the other fields are copied to every chunk), a table, or a message.',
          '要切分的文本：记录（切分文本键对应的字段，其余字段复制到每个文本块中）、表格或消息。',
        ),
      },
      {
        name: 'chunk_size',
        displayName: 'Chunk Size',
        type: 'integer',
        default: 1000,
        description: l('Maximum length of a chunk, in characters.', '文本块的最大长度，以字符计。'),
      },
      {
        name: 'chunk_overlap',
        displayName: 'Chunk Overlap',
        type: 'integer',
        default: 200,
        description: l(
          'Characters from the end of one chunk repeated at the start of the next, so that a sentence cut at a boundary survives whole in one of them. Must be smaller than Chunk Size.',
          '上一个文本块末尾在下一个文本块开头重复出现的字符数，这样在边界处被切断的句子至少会完整地保留在其中一个文本块里。必须小于 Chunk Size。',
        ),
      },
      {
        name: 'separator',
        displayName: 'Separator',
        type: 'string',
        default: '\\n',
        description: l(
          'Where the text may be cut. Pieces between separators are merged up to Chunk Size; a piece longer than Chunk Size stays whole. Write `\\n` for a line break, `\\n\\n` for a blank line.',
          '允许切分文本的位置。分隔符之间的片段会被合并，直到接近 Chunk Size；比 Chunk Size 更长的片段保持完整。换行写作 `\\n`，空行写作 `\\n\\n`。',
        ),
      },
      {
        name: 'keep_separator',
        displayName: 'Keep Separator',
        type: 'dropdown',
        default: 'False',
        options: ['False', 'Start', 'End'],
        advanced: true,
        description: l(
          'Drop the separator, or keep it at the start or the end of each chunk.',
          '丢弃分隔符，或把它保留在每个文本块的开头或结尾。',
        ),
      },
      textKey(
        'Field of the incoming records (or column of the table) that holds the text to split.',
        '输入记录中（或表格中）保存待切分文本的字段或列。',
      ),
    ],
    outputs: [
      {
        name: 'chunks',
        displayName: 'Chunks',
        type: 'Data',
        description: l(
          'One record per chunk: `text` plus the fields of its source record, such as `file_path`.',
          '每个文本块一条记录：`text`，加上其来源记录的字段，例如 `file_path`。',
        ),
      },
      {
        name: 'dataframe',
        displayName: 'DataFrame',
        type: 'DataFrame',
        description: l(
          'The same chunks as a table, one row per chunk.',
          '以表格形式给出的相同文本块，每个文本块一行。',
        ),
      },
    ],
  },
  {
    id: 'parser',
    name: 'Parser',
    family: 'processing',
    purpose: l(
      'Turns Data or a DataFrame into one Message, either through a per-record template or by writing the whole object as text; the usual bridge from search results to a prompt.',
      '把 Data 或 DataFrame 变成一条 Message：要么按每条记录套用模板，要么把整个对象写成文本；是把检索结果送进提示词的常用桥梁。',
    ),
    inputs: [
      {
        name: 'input_data',
        displayName: 'Data or DataFrame',
        type: ['Data', 'DataFrame'],
        required: true,
        description: l('The records or the table to turn into text.', '要转换成文本的记录或表格。'),
      },
      {
        name: 'mode',
        displayName: 'Mode',
        type: 'dropdown',
        default: 'Template',
        options: ['Template', 'Stringify'],
        description: l(
          'Template fills the template once per record (per row); Stringify writes a Data as JSON and a DataFrame as a Markdown table, ignoring the template.',
          'Template 为每条记录（每一行）填充一次模板；Stringify 忽略模板，把 Data 写成 JSON，把 DataFrame 写成 Markdown 表格。',
        ),
      },
      {
        name: 'template',
        displayName: 'Template',
        type: 'multiline string',
        default: '{text}',
        description: l(
          "Text built for each record. A field name in single braces, such as `{source}`, is replaced by that field's value (a column, for a DataFrame); names are case-sensitive and missing fields stay empty.",
          '为每条记录生成的文本。用单层花括号括起的字段名（例如 `{source}`）会被替换为该字段的值（对 DataFrame 而言是列）；名称区分大小写，缺失的字段留空。',
        ),
      },
      {
        name: 'separator',
        displayName: 'Separator',
        type: 'string',
        default: '\\n',
        advanced: true,
        description: l(
          'Text placed between the results of consecutive records.',
          '放在相邻记录的结果之间的文本。',
        ),
      },
    ],
    outputs: [
      {
        name: 'parsed_text',
        displayName: 'Parsed Text',
        type: 'Message',
        description: l(
          "All the records' texts joined with the Separator, as one Message.",
          '所有记录的文本用 Separator 连接成的一条 Message。',
        ),
      },
    ],
  },
  {
    id: 'type-convert',
    name: 'Type Convert',
    family: 'processing',
    purpose: l(
      'Converts between Message, Data and DataFrame; pick it when two ports do not connect and Parser is not the right bridge.',
      '在 Message、Data 和 DataFrame 之间转换；当两个端口连不上、又不适合用 Parser 时使用。',
    ),
    inputs: [
      {
        name: 'input_data',
        displayName: 'Input',
        type: ['Message', 'Data', 'DataFrame'],
        required: true,
        description: l('The object to convert.', '要转换的对象。'),
      },
      {
        name: 'output_type',
        displayName: 'Output Type',
        type: 'dropdown',
        default: 'Message',
        options: ['Message', 'Data', 'DataFrame'],
        description: l(
          'The type to produce. The node shows only the output port of this type.',
          '要生成的类型。节点上只显示这种类型的输出端口。',
        ),
      },
    ],
    outputs: [
      {
        name: 'message_output',
        displayName: 'Message Output',
        type: 'Message',
        description: l(
          "Shown when Output Type is Message: a Message whose text is the text key of a Data, or a DataFrame's rows written as text.",
          'Output Type 为 Message 时显示：对 Data 而言，text 为其文本键的值；对 DataFrame 而言，是写成文本的各行。',
        ),
      },
      {
        name: 'data_output',
        displayName: 'Data Output',
        type: 'Data',
        description: l(
          'Shown when Output Type is Data: a record of the message fields (`text`, `sender`, `sender_name`...), or one record per DataFrame row.',
          'Output Type 为 Data 时显示：由消息字段（`text`、`sender`、`sender_name` 等）组成的记录，或 DataFrame 每行一条记录。',
        ),
      },
      {
        name: 'dataframe_output',
        displayName: 'DataFrame Output',
        type: 'DataFrame',
        description: l(
          'Shown when Output Type is DataFrame: a one-row table for a Message, or one row per record, with the keys as columns.',
          'Output Type 为 DataFrame 时显示：Message 转为只有一行的表格；记录则每条一行，键成为列。',
        ),
      },
    ],
  },
  {
    id: 'filter-data',
    name: 'Filter Data',
    family: 'processing',
    purpose: l(
      'Keeps the records whose field matches a condition, and optionally only some of their fields; pick it to drop irrelevant hits or rows before a prompt.',
      '保留某个字段满足条件的记录，并可只保留其中部分字段；适合在进入提示词之前去掉无关的结果或行。',
    ),
    inputs: [
      {
        name: 'data',
        displayName: 'Data',
        type: 'Data',
        required: true,
        description: l('The records to filter.', '要过滤的记录。'),
      },
      {
        name: 'field_name',
        displayName: 'Field',
        type: 'string',
        required: true,
        description: l(
          'Field to test, such as `status`. A dotted path reaches a nested field: `customer.country`.',
          '要检查的字段，例如 `status`。用点号路径可以访问嵌套字段：`customer.country`。',
        ),
      },
      operator(
        [...textComparisons, ...fieldComparisons],
        'How the field is compared with the Value. greater than and less than compare numbers when both sides are numbers, and text otherwise.',
        '字段与 Value 的比较方式。greater than 和 less than 在两边都是数字时按数值比较，否则按文本比较。',
      ),
      {
        name: 'compare_value',
        displayName: 'Value',
        type: 'string',
        description: l(
          'The value to compare with; not used by is empty and is not empty.',
          '用于比较的值；is empty 和 is not empty 不使用它。',
        ),
      },
      caseSensitive(
        'Distinguish upper and lower case in text comparisons.',
        '在文本比较中区分大小写。',
      ),
      {
        name: 'keep_fields',
        displayName: 'Keep Fields',
        type: 'list',
        advanced: true,
        description: l(
          'If set, drop every other field from the records that pass.',
          '设置后，通过过滤的记录中其余字段都会被删除。',
        ),
      },
    ],
    outputs: [
      {
        name: 'filtered_data',
        displayName: 'Filtered Data',
        type: 'Data',
        description: l(
          'The records that pass, in their original order; an empty list when none do.',
          '通过过滤的记录，保持原有顺序；没有记录通过时为空列表。',
        ),
      },
    ],
    notes: l(
      'Records that lack the field never match, except with is empty.',
      '缺少该字段的记录永远不会匹配，is empty 除外。',
    ),
  },
  {
    id: 'combine-data',
    name: 'Combine Data',
    family: 'processing',
    purpose: l(
      'Combines records from several inputs by concatenating the lists, merging them into one record, or joining them on a key; pick it to bring two sources together.',
      '把多个输入的记录组合起来：拼接列表、合并成一条记录，或按键连接；适合把两个数据源汇合到一起。',
    ),
    inputs: [
      {
        name: 'data_inputs',
        displayName: 'Data Inputs',
        type: 'Data',
        required: true,
        description: l(
          'Two or more Data outputs; this input takes several edges, and their order is the order in which you connected them.',
          '两个或更多 Data 输出；该输入可以接多条连线，顺序就是你连接它们的顺序。',
        ),
      },
      {
        name: 'operation',
        displayName: 'Operation',
        type: 'dropdown',
        default: 'Concatenate',
        options: ['Concatenate', 'Merge', 'Join'],
        description: l(
          'Concatenate returns every record in one list; Merge folds all records into one, later values winning on a name clash; Join pairs records of the first input with records of the others that share the Join Key value.',
          'Concatenate 把所有记录放进一个列表；Merge 把所有记录合并为一条，同名字段以后面的值为准；Join 把第一个输入的记录与其他输入中 Join Key 值相同的记录配对合并。',
        ),
      },
      {
        name: 'join_key',
        displayName: 'Join Key',
        type: 'string',
        description: l(
          'For Join: the field whose values must be equal, such as `order_id`. Records without a partner are dropped.',
          '用于 Join：值必须相等的字段，例如 `order_id`。找不到配对的记录会被丢弃。',
        ),
      },
    ],
    outputs: [
      {
        name: 'combined_data',
        displayName: 'Combined Data',
        type: 'Data',
        description: l(
          'The combined records (a single record for Merge).',
          '组合后的记录（Merge 时为单条记录）。',
        ),
      },
      {
        name: 'dataframe',
        displayName: 'DataFrame',
        type: 'DataFrame',
        description: l('The same result as a table.', '以表格形式给出的相同结果。'),
      },
    ],
  },
  {
    id: 'data-to-dataframe',
    name: 'Data to DataFrame',
    family: 'processing',
    purpose: l(
      'Builds one table from one or more lists of records; pick it before DataFrame Operations, Batch Run or a CSV export.',
      '把一个或多个记录列表组合成一张表格；适合放在 DataFrame Operations、Batch Run 或 CSV 导出之前。',
    ),
    inputs: [
      {
        name: 'data_list',
        displayName: 'Data',
        type: 'Data',
        required: true,
        description: l(
          'Records to put in the table; the input takes several edges.',
          '要放进表格的记录；该输入可以接多条连线。',
        ),
      },
    ],
    outputs: [
      {
        name: 'dataframe',
        displayName: 'DataFrame',
        type: 'DataFrame',
        description: l(
          'One row per record. The columns are all the field names found; a record without a field gets an empty cell.',
          '每条记录一行。列是出现过的所有字段名；记录缺少某个字段时，对应单元格为空。',
        ),
      },
    ],
  },
  {
    id: 'dataframe-operations',
    name: 'DataFrame Operations',
    family: 'processing',
    purpose: l(
      'Applies one table operation (filter, sort, select or drop columns, rename, add a column, head, tail, remove duplicates) to a DataFrame; chain several nodes for several steps.',
      '对 DataFrame 执行一种表格操作（过滤、排序、选择或删除列、重命名、添加列、取前几行、取后几行、去重）；需要多步时串联多个节点。',
    ),
    inputs: [
      {
        name: 'df',
        displayName: 'DataFrame',
        type: 'DataFrame',
        required: true,
        description: l(
          'The table to work on. It is not modified; the result is a new table.',
          '要处理的表格。它本身不会被修改；结果是一张新表格。',
        ),
      },
      {
        name: 'operation',
        displayName: 'Operation',
        type: 'dropdown',
        default: 'Filter',
        options: [
          'Filter',
          'Sort',
          'Select Columns',
          'Drop Columns',
          'Rename Column',
          'Add Column',
          'Head',
          'Tail',
          'Drop Duplicates',
        ],
        description: l(
          'The operation. The node shows only the fields that the chosen operation uses.',
          '要执行的操作。节点上只显示所选操作用到的字段。',
        ),
      },
      {
        name: 'column_name',
        displayName: 'Column Name',
        type: 'string',
        description: l(
          'Column used by Filter, Sort and Rename Column; for Drop Duplicates, the column that must be unique (empty compares whole rows).',
          'Filter、Sort 和 Rename Column 使用的列；对于 Drop Duplicates，是必须唯一的列（留空则比较整行）。',
        ),
      },
      {
        name: 'filter_operator',
        displayName: 'Filter Operator',
        type: 'dropdown',
        default: 'equals',
        options: ['equals', 'not equals', 'contains', 'starts with', 'greater than', 'less than'],
        description: l(
          'For Filter: how the column is compared with the Filter Value.',
          '用于 Filter：该列与 Filter Value 的比较方式。',
        ),
      },
      {
        name: 'filter_value',
        displayName: 'Filter Value',
        type: 'string',
        description: l(
          'For Filter: the value to compare with. It is read as a number when the column is numeric.',
          '用于 Filter：用于比较的值。当该列是数值列时，按数字读取。',
        ),
      },
      {
        name: 'ascending',
        displayName: 'Ascending',
        type: 'boolean',
        default: true,
        description: l(
          'For Sort: smallest first when on, largest first when off.',
          '用于 Sort：开启时从小到大，关闭时从大到小。',
        ),
      },
      {
        name: 'columns_to_select',
        displayName: 'Columns',
        type: 'list',
        description: l(
          'For Select Columns and Drop Columns: the column names, in the order you want them.',
          '用于 Select Columns 和 Drop Columns：列名，按你需要的顺序排列。',
        ),
      },
      {
        name: 'new_column_name',
        displayName: 'New Column Name',
        type: 'string',
        description: l(
          'For Rename Column and Add Column: the new name.',
          '用于 Rename Column 和 Add Column：新的列名。',
        ),
      },
      {
        name: 'new_column_value',
        displayName: 'New Column Value',
        type: 'string',
        description: l(
          'For Add Column: the value written in every row.',
          '用于 Add Column：写入每一行的值。',
        ),
      },
      {
        name: 'num_rows',
        displayName: 'Number of Rows',
        type: 'integer',
        default: 5,
        description: l(
          'For Head and Tail: how many rows to keep from the top or the bottom.',
          '用于 Head 和 Tail：从开头或末尾保留多少行。',
        ),
      },
    ],
    outputs: [
      {
        name: 'result',
        displayName: 'DataFrame',
        type: 'DataFrame',
        description: l('The resulting table.', '处理后的表格。'),
      },
    ],
  },
  {
    id: 'structured-output',
    name: 'Structured Output',
    family: 'processing',
    purpose: l(
      'Has a language model fill a schema you define (field names, types, descriptions) from free text and returns the result as Data; pick it to extract fields from e-mails, tickets or documents.',
      '让语言模型根据你定义的结构（字段名、类型、说明）从自由文本中填写内容，并以 Data 返回结果；适合从邮件、工单或文档中提取字段。',
    ),
    inputs: [
      connectedModel,
      {
        name: 'input_value',
        displayName: 'Input Message',
        type: 'Message',
        required: true,
        description: l(
          "The text to extract from, for example the user's message from Chat Input or a document's Raw content.",
          '要从中提取信息的文本，例如 Chat Input 传来的用户消息，或文档的 Raw content。',
        ),
      },
      {
        name: 'output_schema',
        displayName: 'Output Schema',
        type: 'list',
        required: true,
        description: l(
          'A table with one row per field: Name, Description (the model reads it, so be specific), Type (`str`, `int`, `float`, `bool` or `dict`) and As List (the field holds several values).',
          '每个字段一行的表格：Name、Description（模型会阅读它，请写具体）、Type（`str`、`int`、`float`、`bool` 或 `dict`）以及 As List（该字段包含多个值）。',
        ),
      },
      {
        name: 'multiple',
        displayName: 'Multiple',
        type: 'boolean',
        default: false,
        description: l(
          'Extract every item the text contains, one record each (for example every line item of an invoice), instead of a single record.',
          '提取文本中包含的每一项，每项一条记录（例如发票中的每个明细行），而不是只提取一条记录。',
        ),
      },
      {
        name: 'system_prompt',
        displayName: 'Format Instructions',
        type: 'multiline string',
        advanced: true,
        description: l(
          'Instructions sent to the model with the schema. The default asks it to use only facts from the input and to leave unknown fields empty.',
          '与结构定义一起发送给模型的指令。默认指令要求模型只使用输入中的事实，并把未知字段留空。',
        ),
      },
      {
        name: 'schema_name',
        displayName: 'Schema Name',
        type: 'string',
        default: 'OutputModel',
        advanced: true,
        description: l(
          'Name given to the schema in the request to the model; a descriptive name such as SupportTicket can help the model.',
          '请求模型时给结构定义取的名称；取一个描述性的名称（例如 SupportTicket）有助于模型理解。',
        ),
      },
    ],
    outputs: [
      {
        name: 'structured_output',
        displayName: 'Structured Output',
        type: 'Data',
        description: l(
          'One record whose fields are the schema fields, or one record per item when Multiple is on.',
          '一条字段与结构定义一致的记录；开启 Multiple 时每项一条记录。',
        ),
      },
      {
        name: 'dataframe_output',
        displayName: 'DataFrame',
        type: 'DataFrame',
        description: l(
          'The same result as a table, one row per record.',
          '以表格形式给出的相同结果，每条记录一行。',
        ),
      },
    ],
    notes: l(
      'The model must support tool calling or JSON structured output, as current OpenAI, Anthropic and Google Gemini chat models do; small local models often return invalid structures. A field the text does not mention comes back empty.',
      '模型必须支持工具调用或 JSON 结构化输出，当前的 OpenAI、Anthropic 和 Google Gemini 聊天模型都支持；小型本地模型常常返回无效的结构。文本中没有提到的字段返回为空。',
    ),
  },
  {
    id: 'regex-extractor',
    name: 'Regex Extractor',
    family: 'processing',
    purpose: l(
      'Finds every match of a regular expression in a text; pick it for values with a fixed shape, such as order numbers, e-mail addresses or dates, where a model is overkill.',
      '在文本中查找正则表达式的所有匹配；适合提取格式固定的值，例如订单号、电子邮件地址或日期，这类场景无需动用模型。',
    ),
    inputs: [
      {
        name: 'input_text',
        displayName: 'Input Text',
        type: 'Message',
        required: true,
        description: l('The text to search.', '要搜索的文本。'),
      },
      {
        name: 'pattern',
        displayName: 'Pattern',
        type: 'string',
        required: true,
        description: l(
          'A Python regular expression, such as `ORD-\\d{6}`. With capture groups, each match also returns its groups.',
          'Python 正则表达式，例如 `ORD-\\d{6}`。带有捕获组时，每个匹配还会返回各个组。',
        ),
      },
      {
        name: 'ignore_case',
        displayName: 'Ignore Case',
        type: 'boolean',
        default: false,
        advanced: true,
        description: l('Match upper and lower case alike.', '匹配时不区分大小写。'),
      },
      {
        name: 'multiline',
        displayName: 'Multiline',
        type: 'boolean',
        default: false,
        advanced: true,
        description: l(
          'Let `^` and `$` match at the start and end of every line, not only of the whole text.',
          '让 `^` 和 `$` 匹配每一行的开头和结尾，而不只是整段文本的开头和结尾。',
        ),
      },
      {
        name: 'max_matches',
        displayName: 'Max Matches',
        type: 'integer',
        default: 0,
        advanced: true,
        description: l(
          'Matches returned at most; 0 returns all.',
          '最多返回的匹配数；0 表示返回全部。',
        ),
      },
    ],
    outputs: [
      {
        name: 'matches',
        displayName: 'Matches',
        type: 'Data',
        description: l(
          'One record per match, with the field `match`, plus `group_1`, `group_2`... or the names of named groups.',
          '每个匹配一条记录，包含 `match` 字段，以及 `group_1`、`group_2` 等字段，或命名组的名称。',
        ),
      },
      {
        name: 'text',
        displayName: 'Matches as Text',
        type: 'Message',
        description: l(
          'The matches, one per line; empty when nothing matches.',
          '所有匹配，每行一个；没有匹配时为空。',
        ),
      },
    ],
  },
  {
    id: 'batch-run',
    name: 'Batch Run',
    family: 'processing',
    purpose: l(
      'Sends every row of a DataFrame to a language model with the same instructions and adds the answers as a new column; pick it to classify, summarise or translate a table.',
      '用相同的指令把 DataFrame 的每一行发送给语言模型，并把回答添加为新的一列；适合对整张表格做分类、摘要或翻译。',
    ),
    inputs: [
      {...connectedModel, name: 'model'},
      {
        name: 'system_message',
        displayName: 'Instructions',
        type: 'multiline string',
        description: l(
          'Instructions sent with every row, for example: Classify the sentiment of this review as positive, neutral or negative. Answer with one word.',
          '随每一行一起发送的指令，例如：Classify the sentiment of this review as positive, neutral or negative. Answer with one word.',
        ),
      },
      {
        name: 'df',
        displayName: 'DataFrame',
        type: 'DataFrame',
        required: true,
        description: l(
          'The table to process, one model call per row.',
          '要处理的表格，每一行调用一次模型。',
        ),
      },
      {
        name: 'column_name',
        displayName: 'Column Name',
        type: 'string',
        description: l(
          'Column whose value is sent to the model. Empty sends the whole row, as one "column: value" line per column.',
          '要发送给模型的列。留空则发送整行，每列一行，格式为 "column: value"。',
        ),
      },
      {
        name: 'output_column_name',
        displayName: 'Output Column Name',
        type: 'string',
        default: 'model_response',
        description: l('Name of the column that receives the answers.', '存放模型回答的列名。'),
      },
      {
        name: 'enable_metadata',
        displayName: 'Enable Metadata',
        type: 'boolean',
        default: false,
        advanced: true,
        description: l(
          'Also add a `batch_index` column and a `metadata` column with the model name and token counts.',
          '同时添加 `batch_index` 列，以及包含模型名称和 token 数量的 `metadata` 列。',
        ),
      },
    ],
    outputs: [
      {
        name: 'batch_results',
        displayName: 'Batch Results',
        type: 'DataFrame',
        description: l(
          'The input table plus the output column with the answer for each row.',
          '输入表格加上存放每行回答的输出列。',
        ),
      },
    ],
    notes: l(
      'One model call per row: a table of 1,000 rows is 1,000 requests, billed and rate-limited as such. Try it on a few rows first with DataFrame Operations (Head).',
      '每行调用一次模型：1,000 行的表格就是 1,000 次请求，按此计费并受速率限制约束。先用 DataFrame Operations（Head）取几行试运行。',
    ),
  },
  {
    id: 'text-operations',
    name: 'Text Operations',
    family: 'processing',
    purpose: l(
      'Applies one plain text operation (trim, find and replace, change case, collapse whitespace, truncate, count words) to a Message, without a model.',
      '对 Message 执行一种纯文本操作（去除首尾空白、查找替换、转换大小写、合并空白、截断、统计词数），无需模型。',
    ),
    inputs: [
      {
        name: 'text_input',
        displayName: 'Text',
        type: 'Message',
        required: true,
        description: l('The text to change.', '要处理的文本。'),
      },
      {
        name: 'operation',
        displayName: 'Operation',
        type: 'dropdown',
        default: 'Trim',
        options: [
          'Trim',
          'Replace',
          'Lowercase',
          'Uppercase',
          'Remove Extra Whitespace',
          'Truncate',
          'Word Count',
        ],
        description: l(
          'The operation to apply. Word Count returns the number of words as the text.',
          '要执行的操作。Word Count 把词数作为文本返回。',
        ),
      },
      {
        name: 'search_text',
        displayName: 'Find',
        type: 'string',
        description: l(
          'For Replace: the text, or the pattern when Use Regex is on, to look for.',
          '用于 Replace：要查找的文本；开启 Use Regex 时为正则模式。',
        ),
      },
      {
        name: 'replacement_text',
        displayName: 'Replace With',
        type: 'string',
        description: l(
          'For Replace: the replacement; empty deletes the matches.',
          '用于 Replace：替换成的文本；留空则删除匹配到的内容。',
        ),
      },
      {
        name: 'use_regex',
        displayName: 'Use Regex',
        type: 'boolean',
        default: false,
        advanced: true,
        description: l(
          'Read Find as a Python regular expression; the replacement can refer to groups as `\\1`, `\\2`.',
          '把 Find 当作 Python 正则表达式；替换文本中可以用 `\\1`、`\\2` 引用分组。',
        ),
      },
      {
        name: 'max_length',
        displayName: 'Max Length',
        type: 'integer',
        default: 1000,
        description: l(
          'For Truncate: characters kept from the start.',
          '用于 Truncate：从开头保留的字符数。',
        ),
      },
    ],
    outputs: [
      {
        name: 'text_output',
        displayName: 'Text',
        type: 'Message',
        description: l(
          'The changed text; the other message fields are kept.',
          '处理后的文本；消息的其他字段保持不变。',
        ),
      },
    ],
  },
  {
    id: 'json-cleaner',
    name: 'JSON Cleaner',
    family: 'processing',
    purpose: l(
      'Repairs the almost-JSON that models often write (code fences, text around the object, trailing commas, single quotes) and returns valid JSON; put it after a model whose answer must be parsed.',
      '修复模型常写出的"差一点就是 JSON"的内容（代码块标记、对象前后的多余文字、末尾多余的逗号、单引号），返回有效的 JSON；放在需要解析其回答的模型之后。',
    ),
    inputs: [
      {
        name: 'json_str',
        displayName: 'JSON String',
        type: 'Message',
        required: true,
        description: l(
          "The text that contains the JSON, typically a model's answer.",
          '包含 JSON 的文本，通常是模型的回答。',
        ),
      },
      {
        name: 'remove_control_chars',
        displayName: 'Remove Control Characters',
        type: 'boolean',
        default: false,
        advanced: true,
        description: l(
          'Delete invisible control characters that make strict parsers fail.',
          '删除会导致严格解析器失败的不可见控制字符。',
        ),
      },
      {
        name: 'normalize_unicode',
        displayName: 'Normalize Unicode',
        type: 'boolean',
        default: false,
        advanced: true,
        description: l(
          'Normalise Unicode to NFC, so that visually equal strings compare equal.',
          '把 Unicode 规范化为 NFC，使看起来相同的字符串在比较时也相等。',
        ),
      },
      {
        name: 'validate_json',
        displayName: 'Validate JSON',
        type: 'boolean',
        default: true,
        description: l(
          'Fail the run when the result is still not valid JSON, rather than passing broken text on.',
          '修复后仍不是有效 JSON 时让运行失败，而不是把损坏的文本继续传下去。',
        ),
      },
    ],
    outputs: [
      {
        name: 'cleaned_json',
        displayName: 'Cleaned JSON',
        type: 'Message',
        description: l(
          'The first JSON object or array found, repaired and written compactly.',
          '找到的第一个 JSON 对象或数组，修复后以紧凑格式写出。',
        ),
      },
      {
        name: 'data',
        displayName: 'Data',
        type: 'Data',
        description: l(
          'The same JSON parsed into records: one per array element, or one for an object.',
          '解析为记录的相同 JSON：数组中每个元素一条记录，对象则为一条记录。',
        ),
      },
    ],
    notes: l(
      "Repair cannot invent missing content: an answer cut off by the model's output-token limit loses its last fields. Raise the model's maximum tokens, or use Structured Output instead.",
      '修复无法补出缺失的内容：因模型输出 token 上限而被截断的回答，会丢失最后的字段。请提高模型的最大 token 数，或改用 Structured Output。',
    ),
  },
  {
    id: 'update-data',
    name: 'Update Data',
    family: 'processing',
    purpose: l(
      'Adds, overwrites or removes fields of every record, or changes which field is the text key; use it to tag chunks with metadata before they reach a vector store.',
      '为每条记录添加、覆盖或删除字段，或更改作为文本键的字段；适合在文本块进入向量存储之前为其打上元数据标签。',
    ),
    inputs: [
      {
        name: 'data',
        displayName: 'Data',
        type: ['Data', 'Message'],
        required: true,
        description: l(
          'The records to update. A Message is read as one record with its `text` and `sender` fields.',
          '要更新的记录。Message 会被当作一条带有 `text` 和 `sender` 等字段的记录。',
        ),
      },
      {
        name: 'fields_to_set',
        displayName: 'Fields to Set',
        type: 'dict',
        description: l(
          'Field names and values written into every record, replacing existing values of the same name, for example `source_type: handbook`, `version: 2025-05`.',
          '写入每条记录的字段名和值，会替换同名字段的现有值，例如 `source_type: handbook`、`version: 2025-05`。',
        ),
      },
      {
        name: 'fields_to_remove',
        displayName: 'Fields to Remove',
        type: 'list',
        advanced: true,
        description: l('Field names deleted from every record.', '从每条记录中删除的字段名。'),
      },
      {
        name: 'text_key',
        displayName: 'Text Key',
        type: 'string',
        advanced: true,
        description: l(
          'Make another field the text key of the records, for example `content` for API payloads. Empty keeps the current one.',
          '把另一个字段设为记录的文本键，例如 API 负载中的 `content`。留空则保持当前文本键。',
        ),
      },
    ],
    outputs: [
      {
        name: 'updated_data',
        displayName: 'Updated Data',
        type: 'Data',
        description: l(
          'The records with their fields updated, in the same order.',
          '字段已更新的记录，顺序不变。',
        ),
      },
    ],
  },
  {
    id: 'select-data',
    name: 'Select Data',
    family: 'processing',
    purpose: l(
      'Picks one record from a list by its position; pick it when the next component needs exactly one record, such as the top search hit.',
      '按位置从列表中取出一条记录；适合下一个组件只需要一条记录的情况，例如排名第一的搜索结果。',
    ),
    inputs: [
      {
        name: 'data_list',
        displayName: 'Data List',
        type: 'Data',
        required: true,
        description: l('The list of records.', '记录列表。'),
      },
      {
        name: 'data_index',
        displayName: 'Index',
        type: 'integer',
        default: 0,
        description: l(
          'Position of the record: `0` is the first, `-1` the last.',
          '记录的位置：`0` 表示第一条，`-1` 表示最后一条。',
        ),
      },
    ],
    outputs: [
      {
        name: 'selected_data',
        displayName: 'Selected Data',
        type: 'Data',
        description: l('The record at that position.', '该位置上的记录。'),
      },
    ],
    notes: l(
      'An index beyond the end of the list fails the run with an index error.',
      '索引超出列表末尾时，运行会因索引错误而失败。',
    ),
  },
  {
    id: 'save-to-file',
    name: 'Save to File',
    family: 'processing',
    purpose: l(
      "Writes a Message, Data or DataFrame to a file in the flow's folder on the server, where it appears in My files; pick it to export results for download.",
      '把 Message、Data 或 DataFrame 写入服务器上该流程文件夹中的文件，文件会出现在 My files 中；适合导出结果以供下载。',
    ),
    inputs: [
      {
        name: 'input',
        displayName: 'Input',
        type: ['Message', 'Data', 'DataFrame'],
        required: true,
        description: l('What to save.', '要保存的内容。'),
      },
      {
        name: 'file_name',
        displayName: 'File Name',
        type: 'string',
        required: true,
        description: l(
          'Name of the file without extension, such as `negative-reviews`; the format adds the extension.',
          '不带扩展名的文件名，例如 `negative-reviews`；扩展名由格式决定。',
        ),
      },
      {
        name: 'file_format',
        displayName: 'File Format',
        type: 'dropdown',
        default: 'auto',
        options: ['auto', 'txt', 'md', 'json', 'csv', 'xlsx'],
        description: l(
          '`auto` picks `txt` for a Message, `json` for Data and `csv` for a DataFrame. `csv` and `xlsx` need Data or a DataFrame.',
          '`auto` 会为 Message 选择 `txt`，为 Data 选择 `json`，为 DataFrame 选择 `csv`。`csv` 和 `xlsx` 需要 Data 或 DataFrame。',
        ),
      },
    ],
    outputs: [
      {
        name: 'confirmation',
        displayName: 'Confirmation',
        type: 'Message',
        description: l(
          'A message naming the saved file by its server path (flow id / file name).',
          '一条以服务器路径（流程 ID / 文件名）注明已保存文件的消息。',
        ),
      },
    ],
    notes: l(
      'Saving again under the same name replaces the file. Download it from My files or with `GET /api/v1/files/download/{flow_id}/{file_name}`.',
      '以相同名称再次保存会替换原文件。可以在 My files 中下载，或通过 `GET /api/v1/files/download/{flow_id}/{file_name}` 下载。',
    ),
  },
] as const satisfies readonly ComponentSpec[];
