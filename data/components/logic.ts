/**
 * The logic family: components that decide which branch of a flow runs, repeat steps over a
 * list, pass values between branches, or run another flow. A branch that receives nothing in a
 * run is inactive: its components are skipped without an error.
 */
import type {ComponentSpec} from './types';
import {l} from './localized';
import {
  caseSensitive,
  fieldComparisons,
  languageModel,
  operator,
  textComparisons,
  withDescription,
} from './inputs';

/** If-Else and Data Conditional Router apply one case rule to all their operators. */
const operatorCase = caseSensitive(
  'When off, `Refund` and `refund` match each other. Applies to every operator, including regex.',
  '关闭时，`Refund` 与 `refund` 视为相同。对所有运算符都生效，包括 regex。',
);

/** The channel name that pairs a Notify with its Listen components. */
const channel = withDescription({
  name: 'name',
  displayName: 'Channel',
  type: 'string',
  required: true,
});

export const logicComponents = [
  {
    id: 'if-else',
    name: 'If-Else',
    family: 'logic',
    purpose: l(
      'Compares a text with a value and sends the message down its True or its False branch; the other branch does not run. Pick it for routing on a keyword, a prefix or a pattern, with no model call.',
      '把一段文本与给定值比较，把消息送往 True 或 False 分支，另一个分支不会运行。适合按关键词、前缀或正则模式分流，且无需调用模型。',
    ),
    inputs: [
      {
        name: 'input_text',
        displayName: 'Text Input',
        type: 'Message',
        required: true,
        description: l(
          'The text to test, typed or connected, usually from Chat Input.',
          '要检查的文本，可直接输入或连接，通常来自 Chat Input。',
        ),
      },
      operator(
        [...textComparisons, 'regex'],
        'How Text Input is compared with Match Text. `regex` is true when the Python regular expression matches anywhere in the text.',
        'Text Input 与 Match Text 的比较方式。选择 `regex` 时，只要 Python 正则表达式在文本任意位置匹配即为真。',
      ),
      {
        name: 'match_text',
        displayName: 'Match Text',
        type: 'string',
        required: true,
        description: l(
          'The value to compare with, or the pattern for `regex`, for example `\\border\\s*#?\\d{4,}`.',
          '用于比较的值；选择 `regex` 时为正则表达式，例如 `\\border\\s*#?\\d{4,}`。',
        ),
      },
      operatorCase,
      {
        name: 'message',
        displayName: 'Message',
        type: 'Message',
        advanced: true,
        description: l(
          'What the chosen branch receives. Leave empty to pass Text Input on; connect another message to test one text but forward a different one.',
          '被选中的分支收到的内容。留空则把 Text Input 原样传下去；若要检查一段文本却转发另一段消息，就连接那条消息。',
        ),
      },
    ],
    outputs: [
      {
        name: 'true_result',
        displayName: 'True',
        type: 'Message',
        description: l('Carries the message when the condition holds.', '条件成立时输出消息。'),
      },
      {
        name: 'false_result',
        displayName: 'False',
        type: 'Message',
        description: l(
          'Carries the message when the condition does not hold.',
          '条件不成立时输出消息。',
        ),
      },
    ],
    notes: l(
      'Only one output fires per run. Components that depend only on the silent output are skipped and show no error.',
      '每次运行只有一个输出有值。只依赖未触发输出的组件会被跳过，且不显示错误。',
    ),
  },
  {
    id: 'smart-router',
    name: 'Smart Router',
    family: 'logic',
    purpose: l(
      'Asks a language model which of your named routes fits the message and sends the message to that route\'s output. Pick it when the categories are about meaning ("billing question", "bug report") rather than exact words.',
      '让语言模型判断消息属于你定义的哪条路由，并把消息送到该路由的输出。当分类依据是含义（如"账单问题""缺陷报告"）而非确切字词时选用它。',
    ),
    inputs: [
      languageModel(
        'The model that picks the route: connect the Language Model output of a model component. A small, fast model is usually enough.',
        '负责选择路由的模型：连接某个模型组件的 Language Model 输出。通常小而快的模型就足够。',
      ),
      {
        name: 'input_text',
        displayName: 'Input',
        type: 'Message',
        required: true,
        description: l(
          'The message to classify, usually from Chat Input.',
          '要分类的消息，通常来自 Chat Input。',
        ),
      },
      {
        name: 'routes',
        displayName: 'Routes',
        type: 'dict',
        required: true,
        description: l(
          "A table with one row per route: a short name (it becomes the output's name) and a description that tells the model when to choose it.",
          '每条路由一行的表格：一个简短名称（会成为输出端口的名称）和一段说明，告诉模型何时选择它。',
        ),
      },
      {
        name: 'routing_instructions',
        displayName: 'Routing Instructions',
        type: 'multiline string',
        advanced: true,
        description: l(
          'Extra guidance added to the routing prompt, for example "Messages about invoices are billing, even when they mention an error."',
          '追加到路由提示词中的补充说明，例如"涉及发票的消息一律归为 billing，即使其中提到了错误"。',
        ),
      },
      {
        name: 'message',
        displayName: 'Message',
        type: 'Message',
        advanced: true,
        description: l(
          'What the chosen route receives. Leave empty to forward Input unchanged.',
          '被选中路由收到的内容。留空则原样转发 Input。',
        ),
      },
    ],
    outputs: [
      {
        name: 'route_outputs',
        displayName: 'One output per route',
        type: 'Message',
        description: l(
          "A Message output for every row of Routes, named after the route. Only the chosen route's output carries the message.",
          'Routes 中的每一行对应一个 Message 输出，以路由名称命名。只有被选中路由的输出会带有消息。',
        ),
      },
      {
        name: 'else_result',
        displayName: 'Else',
        type: 'Message',
        description: l(
          "Carries the message when the model's answer matches no route name.",
          '当模型的回答与任何路由名称都不匹配时，由此输出消息。',
        ),
      },
    ],
    notes: l(
      'Each run makes one model call, so routing adds latency and cost. The model is asked to reply with a route name only; the comparison ignores case and surrounding spaces.',
      '每次运行会调用一次模型，因此路由会增加延迟和费用。系统会要求模型只回复路由名称；比较时忽略大小写和首尾空格。',
    ),
  },
  {
    id: 'data-conditional-router',
    name: 'Data Conditional Router',
    family: 'logic',
    purpose: l(
      'Tests one field of each Data record and sends matching records to True and the rest to False. Pick it to filter or split search results, rows or API records by a field value.',
      '检查每条 Data 记录的某个字段，把符合条件的记录送往 True，其余送往 False。适合按字段值筛选或拆分搜索结果、表格行或 API 返回的记录。',
    ),
    inputs: [
      {
        name: 'data_input',
        displayName: 'Data',
        type: ['Data', 'DataFrame'],
        required: true,
        description: l(
          'One record, a list of records, or a table (each row is tested as a record).',
          '一条记录、一组记录或一张表格（每一行作为一条记录检查）。',
        ),
      },
      {
        name: 'key_name',
        displayName: 'Field',
        type: 'string',
        required: true,
        description: l(
          'The field to test, for example `status` or `source`. A record without the field counts as empty.',
          '要检查的字段，例如 `status` 或 `source`。缺少该字段的记录视为空值。',
        ),
      },
      operator(
        [...textComparisons, 'regex', ...fieldComparisons],
        'The test. `greater than` and `less than` compare numbers and fail for values that are not numbers.',
        '检查方式。`greater than` 和 `less than` 按数值比较，值不是数字时判为不成立。',
      ),
      {
        name: 'compare_value',
        displayName: 'Compare Value',
        type: 'string',
        description: l(
          'The value or pattern to compare the field with. Ignored by `is empty` and `is not empty`.',
          '与字段比较的值或正则模式。`is empty` 和 `is not empty` 会忽略它。',
        ),
      },
      operatorCase,
    ],
    outputs: [
      {
        name: 'true_output',
        displayName: 'True',
        type: 'Data',
        description: l('The records that pass the test.', '通过检查的记录。'),
      },
      {
        name: 'false_output',
        displayName: 'False',
        type: 'Data',
        description: l('The records that fail the test.', '未通过检查的记录。'),
      },
    ],
    notes: l(
      'An output with no records stays silent, so the components after it are skipped in that run.',
      '没有记录的输出不会触发，因此该次运行中它后面的组件会被跳过。',
    ),
  },
  {
    id: 'loop',
    name: 'Loop',
    family: 'logic',
    purpose: l(
      'Runs the components between its Item output and its Loop Back input once for every record of a list, then sends all results out of Done. Pick it to process documents, rows or search hits one at a time.',
      '对列表中的每条记录各运行一次位于其 Item 输出与 Loop Back 输入之间的组件，然后从 Done 输出全部结果。适合逐个处理文档、表格行或搜索结果。',
    ),
    inputs: [
      {
        name: 'data',
        displayName: 'Inputs',
        type: ['Data', 'DataFrame'],
        required: true,
        description: l(
          'The list to iterate over: a list of Data or a DataFrame (one item per row).',
          '要遍历的列表：一组 Data，或一个 DataFrame（每行一项）。',
        ),
      },
      {
        name: 'item_result',
        displayName: 'Loop Back',
        type: ['Data', 'Message'],
        description: l(
          'Closes the loop: connect the last output of the per-item steps here. Each value that arrives is collected, and the next item is sent.',
          '用于闭合循环：把逐项处理步骤的最后一个输出连到这里。每收到一个值就收集起来，并发送下一项。',
        ),
      },
    ],
    outputs: [
      {
        name: 'item',
        displayName: 'Item',
        type: 'Data',
        description: l(
          'The current record, once per item. Connect the first per-item step here.',
          '当前记录，每项输出一次。把逐项处理的第一步连到这里。',
        ),
      },
      {
        name: 'done',
        displayName: 'Done',
        type: 'DataFrame',
        description: l(
          'After the last item: every value received on Loop Back, one row each, in item order. Without a Loop Back edge, the items themselves.',
          '处理完最后一项后输出：Loop Back 收到的所有值，每个一行，按项的顺序排列。未连接 Loop Back 时输出各项本身。',
        ),
      },
    ],
    notes: l(
      'The edge into Loop Back is the only cycle a flow may contain. Messages arriving on Loop Back are stored as records with a `text` field. Components after Done build once, after the last item.',
      '连到 Loop Back 的连线是流程中唯一允许的环。到达 Loop Back 的 Message 会存成带 `text` 字段的记录。Done 之后的组件只在最后一项之后构建一次。',
    ),
  },
  {
    id: 'run-flow',
    name: 'Run Flow',
    family: 'logic',
    purpose: l(
      'Runs another flow of the same project as a sub-flow and returns its output. Pick it to reuse a tested flow, such as a retrieval pipeline, inside several bigger flows.',
      '把同一项目中的另一个流程作为子流程运行，并返回其输出。适合在多个更大的流程中复用一个已测试过的流程，例如检索管道。',
    ),
    inputs: [
      {
        name: 'flow_name',
        displayName: 'Flow',
        type: 'dropdown',
        required: true,
        description: l(
          'The flow to run, chosen by name from the flows of the current project. Refresh the list after creating a flow.',
          '要运行的流程，按名称从当前项目的流程中选择。新建流程后请刷新列表。',
        ),
      },
      {
        name: 'input_value',
        displayName: 'Input',
        type: 'Message',
        description: l(
          "Sent to the sub-flow's Chat Input, or to its Text Input when it has no Chat Input.",
          '发送到子流程的 Chat Input；子流程没有 Chat Input 时发送到其 Text Input。',
        ),
      },
      {
        name: 'session_id',
        displayName: 'Session ID',
        type: 'Message',
        advanced: true,
        description: l(
          'Session of the sub-flow run. Empty uses the session of the current run, so both flows share chat memory.',
          '子流程运行所用的会话。留空则使用当前运行的会话，两个流程因而共享聊天记忆。',
        ),
      },
      {
        name: 'tweaks',
        displayName: 'Tweaks',
        type: 'dict',
        advanced: true,
        description: l(
          'Parameter overrides for the sub-flow, in the same shape as the `tweaks` of the run API: component id → parameter name → value.',
          '对子流程参数的覆盖，格式与运行 API 的 `tweaks` 相同：组件 ID → 参数名 → 值。',
        ),
      },
    ],
    outputs: [
      {
        name: 'message',
        displayName: 'Message',
        type: 'Message',
        description: l(
          "The text that reached the sub-flow's Chat Output or Text Output.",
          '到达子流程 Chat Output 或 Text Output 的文本。',
        ),
      },
      {
        name: 'run_outputs',
        displayName: 'Run Outputs',
        type: 'Data',
        description: l(
          'Every output component of the sub-flow as one record each, with its component id and result.',
          '子流程中每个输出组件各对应一条记录，包含其组件 ID 和结果。',
        ),
      },
    ],
    notes: l(
      "The node keeps the sub-flow's id, so renaming the sub-flow does not break it; deleting it does. A flow cannot run itself, directly or through a chain of Run Flow nodes. The sub-flow uses the global variables of the user who runs the parent flow.",
      '节点保存的是子流程的 id，因此重命名子流程不会影响它，删除则会。流程不能直接或通过一串 Run Flow 节点运行自身。子流程使用运行父流程的用户的全局变量。',
    ),
  },
  {
    id: 'notify',
    name: 'Notify',
    family: 'logic',
    purpose: l(
      'Publishes a value on a named channel of the running flow, for the Listen components with the same channel name. Pick it to hand a value to a distant part of a large flow without a long edge.',
      '在运行中的流程里，把一个值发布到具名频道，供频道名称相同的 Listen 组件读取。适合在大型流程中把值传给较远的部分，而不必拉一条长连线。',
    ),
    inputs: [
      channel(
        'The channel name, such as `customer_record`. Names are case-sensitive.',
        '频道名称，例如 `customer_record`。名称区分大小写。',
      ),
      {
        name: 'input_value',
        displayName: 'Input',
        type: ['Data', 'Message'],
        required: true,
        description: l('The value to publish.', '要发布的值。'),
      },
      {
        name: 'append',
        displayName: 'Append',
        type: 'boolean',
        default: false,
        description: l(
          'When on, each value is added to a list kept on the channel (useful inside a Loop); when off, a new value replaces the old one.',
          '开启时，每个值都会追加到频道上保存的列表中（在 Loop 中很有用）；关闭时，新值会替换旧值。',
        ),
      },
    ],
    outputs: [
      {
        name: 'data',
        displayName: 'Data',
        type: 'Data',
        description: l(
          'The value that was published, so the chain can continue after Notify.',
          '已发布的值，便于在 Notify 之后继续连接。',
        ),
      },
    ],
  },
  {
    id: 'listen',
    name: 'Listen',
    family: 'logic',
    purpose: l(
      'Reads the value that Notify components published on a named channel in the current run. Pick it as the receiving end of a Notify.',
      '读取当前运行中 Notify 组件发布到某个具名频道的值。用作 Notify 的接收端。',
    ),
    inputs: [
      channel(
        "The channel to read; must equal the Notify component's channel exactly.",
        '要读取的频道；必须与 Notify 组件的频道名称完全一致。',
      ),
    ],
    outputs: [
      {
        name: 'data',
        displayName: 'Data',
        type: 'Data',
        description: l(
          "The channel's value: the last value published, or the list of values when Notify appends.",
          '频道的值：最后发布的值；当 Notify 开启追加时为值的列表。',
        ),
      },
    ],
    notes: l(
      'Listen builds after every Notify of its channel, as if an edge joined them. A channel lives for one run only: nothing carries over to the next message. To remember across runs, use chat memory instead.',
      'Listen 会在同一频道的所有 Notify 之后构建，就像它们之间有一条连线。频道只在一次运行内有效，不会带到下一条消息。若要跨运行记忆，请改用聊天记忆。',
    ),
  },
  {
    id: 'pass',
    name: 'Pass',
    family: 'logic',
    purpose: l(
      'Forwards its input unchanged, optionally only after another component has finished. Pick it as a gate that makes one branch wait for another, or to tidy a crowded canvas.',
      '原样转发输入，可选择在另一个组件完成后才转发。可用作让一个分支等待另一个分支的闸门，或用来整理拥挤的画布。',
    ),
    inputs: [
      {
        name: 'input_value',
        displayName: 'Input',
        type: 'Message',
        required: true,
        description: l('The message to pass on.', '要转发的消息。'),
      },
      {
        name: 'ignored_value',
        displayName: 'Wait For',
        type: ['Message', 'Data', 'DataFrame'],
        advanced: true,
        description: l(
          'Connect any output here to hold Input back until that component has built. Its value is discarded.',
          '把任意输出连到这里，可让 Input 一直等到该组件构建完成。这个值本身会被丢弃。',
        ),
      },
    ],
    outputs: [
      {
        name: 'output_value',
        displayName: 'Output',
        type: 'Message',
        description: l('The Input message, unchanged.', '原样输出的 Input 消息。'),
      },
    ],
  },
] as const satisfies readonly ComponentSpec[];
