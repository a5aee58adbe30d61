/**
 * Chinese descriptions of the fields of the flow-file schema (data/flow-file.schema.json),
 * which `<FlowFileSchemaTable>` renders on the zh-Hans reference page
 * (plugins/remark/remark-flow-file-schema.ts). Each entry keeps the English text it translates, so when
 * the schema's wording changes, tests/unit/flow-file-schema.test.ts fails until the translation
 * follows. Keys are `definition.field`, and `flow.field` for the top level.
 */
/** A Chinese description, with the English one of the schema that it translates. */
export interface SchemaTranslation {
  en: string;
  zh: string;
}

export const flowFileSchemaZh: Readonly<Record<string, SchemaTranslation>> = {
  'flow.name': {
    en: 'The flow name. Import adds a numeric suffix such as ` (1)` when you already have a flow of that name.',
    zh: '流程名称。如果你已经有同名流程，导入时会加上数字后缀，例如 ` (1)`。',
  },
  'flow.description': {
    en: 'What the flow does: shown on its card and, for an MCP server, as its tool description.',
    zh: '流程的用途：显示在流程卡片上；通过 MCP 服务器提供时，也是它作为工具的描述。',
  },
  'flow.endpoint_name': {
    en: 'A readable alternative to the flow id in run and webhook URLs. Import clears it when one of your flows already uses it.',
    zh: '在运行和 webhook 的 URL 中代替流程 ID 的易读名称。如果你的其他流程已经在用它，导入时会将其清空。',
  },
  'flow.locked': {
    en: 'Whether the canvas refuses edits. A locked flow still runs.',
    zh: '画布是否拒绝编辑。锁定的流程照样可以运行。',
  },
  'flow.last_tested_version': {
    en: 'The Flowloom version that last saved the flow, written `major.minor.patch`.',
    zh: '最后一次保存该流程的 Flowloom 版本，写作 `major.minor.patch`。',
  },
  'flow.id': {
    en: 'The flow id on the installation that exported it. Import always gives the flow a new one.',
    zh: '流程在导出它的那个 Flowloom 实例上的 ID。导入时总会分配新的 ID。',
  },
  'flow.icon': {
    en: 'The name of the icon shown for the flow.',
    zh: '流程所显示图标的名称。',
  },
  'flow.icon_bg_color': {
    en: 'Background colour of the icon, as a hex colour.',
    zh: '图标的背景色，以十六进制颜色值表示。',
  },
  'flow.is_component': {
    en: 'Whether the flow is saved as a reusable component rather than a runnable flow.',
    zh: '该流程是否作为可复用的组件保存，而不是可运行的流程。',
  },
  'flow.webhook': {
    en: 'Whether the flow contains a Webhook component. Import works it out again from the nodes.',
    zh: '流程中是否有 Webhook 组件。导入时会根据节点重新判断。',
  },
  'flow.tags': {
    en: 'Free-form labels used to filter flows.',
    zh: '用于筛选流程的自由标签。',
  },
  'flow.mcp_enabled': {
    en: "Whether the project's MCP server exposes the flow as a tool.",
    zh: '项目的 MCP 服务器是否把该流程作为工具提供。',
  },
  'flow.action_name': {
    en: 'The tool name of the flow on the MCP server.',
    zh: '流程在 MCP 服务器上的工具名称。',
  },
  'flow.action_description': {
    en: 'The tool description MCP clients see.',
    zh: 'MCP 客户端看到的工具描述。',
  },
  'flow.access_type': {
    en: "`PUBLIC` shares the flow's playground with anyone who has the link; `PRIVATE` keeps it to its owner.",
    zh: '`PUBLIC` 让任何拿到链接的人都能使用该流程的 Playground；`PRIVATE` 只允许所有者使用。',
  },
  'flow.user_id': {
    en: 'The owner on the exporting installation. Import replaces it with you.',
    zh: '流程在导出它的实例上的所有者。导入时替换为你。',
  },
  'flow.folder_id': {
    en: 'The project on the exporting installation. Import puts the flow in the project you choose.',
    zh: '流程在导出它的实例上所属的项目。导入时会放进你选择的项目。',
  },
  'flow.created_at': {
    en: 'When the flow was created. Import sets it anew.',
    zh: '流程的创建时间。导入时重新设置。',
  },
  'flow.updated_at': {
    en: 'When the flow was last saved. Import sets it anew.',
    zh: '流程最后一次保存的时间。导入时重新设置。',
  },
  'flow.data': {
    en: 'The graph: nodes, edges and the canvas viewport.',
    zh: '流程图本身：节点、连线和画布视口。',
  },
  'graph.nodes': {
    en: 'The components and notes on the canvas.',
    zh: '画布上的组件和便签。',
  },
  'graph.edges': {
    en: 'The connections, each from an output of one node to an input of another.',
    zh: '所有连线，每条都从一个节点的输出连到另一个节点的输入。',
  },
  'graph.viewport': {
    en: 'The canvas position and zoom when the flow was saved.',
    zh: '保存流程时画布的位置和缩放比例。',
  },
  'node.id': {
    en: 'The component id, unique in the flow: the component type, a dash and five letters or digits, such as `ChatInput-x7Kq2` (`note-…` for a note). Edges and tweaks name nodes by it.',
    zh: '组件 ID，在流程内唯一：组件类型、一个短横线和五个字母或数字，例如 `ChatInput-x7Kq2`（便签为 `note-…`）。连线和 tweaks 都用它指代节点。',
  },
  'node.type': {
    en: '`genericNode` for a component, `noteNode` for a sticky note.',
    zh: '组件为 `genericNode`，便签为 `noteNode`。',
  },
  'node.position': {
    en: 'Where the node sits on the canvas.',
    zh: '节点在画布上的位置。',
  },
  'node.data': {
    en: 'For a component, its type and configuration; for a note, its text.',
    zh: '对组件来说是它的类型和配置；对便签来说是它的文字。',
  },
  'componentData.id': {
    en: "The node's id again, when written: it must equal the node's `id`.",
    zh: '再次写出的组件 ID（可省略）：写出时必须与节点的 `id` 相同。',
  },
  'componentData.type': {
    en: "The component type: the component's catalog id in PascalCase, such as `ChatInput` for Chat Input or `LanguageModel` for Language Model.",
    zh: '组件类型：组件目录 ID 的 PascalCase 形式，例如 Chat Input 为 `ChatInput`，Language Model 为 `LanguageModel`。',
  },
  'componentData.node': {
    en: "The component's parameter values and output ports.",
    zh: '组件的参数值和输出端口。',
  },
  'componentNode.template': {
    en: "Parameter values by the input's internal name (`model_name`, not Model Name). A parameter left out takes the component's default.",
    zh: '按输入的内部名称（写 `model_name`，而不是 Model Name）记录的参数值。省略的参数使用组件的默认值。',
  },
  'componentNode.outputs': {
    en: 'The output ports, each with its type. Export writes every output of the component.',
    zh: '输出端口及其类型。导出时会写出组件的全部输出。',
  },
  'componentNode.display_name': {
    en: "The node's title when you renamed it on the canvas; the component's name otherwise.",
    zh: '你在画布上为节点改过名时，这里是新的标题；否则就是组件名称。',
  },
  'componentNode.tool_mode': {
    en: 'Tool mode: the outputs are replaced by one output, `toolset`, of type `Tool`.',
    zh: '工具模式：所有输出被替换为一个类型为 `Tool` 的输出 `toolset`。',
  },
  'componentNode.code': {
    en: "The component's Python code when it was saved. Without it, Import uses the code of the installed component of that type.",
    zh: '保存时组件的 Python 代码。没有这一项时，导入会使用已安装的同类型组件的代码。',
  },
  'parameter.type': {
    en: 'How `value` is written. `str` for text, secret, dropdown and multiline fields and for text typed into a `Message` input; `float` for float and slider fields; `int`, `bool`, `dict`, `list`, `file` and `code` for the fields of those types.',
    zh: '`value` 的写法。文本、密钥、下拉和多行字段，以及直接在 `Message` 输入中键入的文本，都写作 `str`；浮点数和滑块字段写作 `float`；`int`、`bool`、`dict`、`list`、`file` 和 `code` 分别对应同名类型的字段。',
  },
  'parameter.value': {
    en: 'The value, of the JSON type `type` names: a string for `str` and `code`, an integer for `int`, a number for `float`, `true` or `false` for `bool`, an object for `dict`, an array of strings for `list`, a server file path or an array of them for `file`.',
    zh: '参数值，其 JSON 类型由 `type` 决定：`str` 和 `code` 为字符串，`int` 为整数，`float` 为数字，`bool` 为 `true` 或 `false`，`dict` 为对象，`list` 为字符串数组，`file` 为一个服务器文件路径或由路径组成的数组。',
  },
  'parameter.load_from_db': {
    en: '`true`: `value` is the name of a global variable, whose value the server reads at run time. Only for `str` parameters.',
    zh: '为 `true` 时，`value` 是一个全局变量的名称，服务器在运行时读取它的值。只用于 `str` 参数。',
  },
  'output.name': {
    en: "The output's internal name, such as `text_output`. Edges name it in `sourceHandle`.",
    zh: '输出的内部名称，例如 `text_output`。连线在 `sourceHandle` 中引用它。',
  },
  'output.types': {
    en: 'The type of data the output sends, as a list of one port type such as `Message`.',
    zh: '输出发送的数据类型，写成只含一个端口类型的列表，例如 `Message`。',
  },
  'edge.id': {
    en: 'The edge id, unique in the flow, such as `ChatInput-x7Kq2.message->LanguageModel-k3P9q.input_value`.',
    zh: '连线 ID，在流程内唯一，例如 `ChatInput-x7Kq2.message->LanguageModel-k3P9q.input_value`。',
  },
  'edge.source': {
    en: 'The id of the node that sends the value.',
    zh: '发送数据的节点的 ID。',
  },
  'edge.sourceHandle': {
    en: 'The name of the output on the source node.',
    zh: '源节点上输出的名称。',
  },
  'edge.target': {
    en: 'The id of the node that receives the value.',
    zh: '接收数据的节点的 ID。',
  },
  'edge.targetHandle': {
    en: 'The internal name of the input on the target node.',
    zh: '目标节点上输入的内部名称。',
  },
  'edge.data': {
    en: 'What the edge carries.',
    zh: '这条连线传递的内容。',
  },
  'edgeData.types': {
    en: 'The type the edge carries: the type of its source output.',
    zh: '连线传递的类型，即其源输出的类型。',
  },
  'noteData.text': {
    en: "The note's text, in Markdown.",
    zh: '便签的文字，使用 Markdown 编写。',
  },
  'position.x': {
    en: 'Horizontal coordinate, growing to the right.',
    zh: '横坐标，向右增大。',
  },
  'position.y': {
    en: 'Vertical coordinate, growing downwards.',
    zh: '纵坐标，向下增大。',
  },
  'viewport.x': {
    en: 'Horizontal pan offset.',
    zh: '水平平移量。',
  },
  'viewport.y': {
    en: 'Vertical pan offset.',
    zh: '垂直平移量。',
  },
  'viewport.zoom': {
    en: 'Zoom factor; 1 is 100 %.',
    zh: '缩放比例；1 表示 100%。',
  },
};
