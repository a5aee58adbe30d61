import type {ComponentSpec} from './types';
import {l} from './localized';

/**
 * Prompts: components that assemble the text sent to a model from a template and its variables.
 * Documented on docs/components/prompts.mdx. Every {name} in a template becomes an input named name.
 */
export const promptsComponents = [
  {
    id: 'prompt-template',
    name: 'Prompt Template',
    family: 'prompts',
    purpose: l(
      'Fills a text template with values: each {name} in the template becomes an input port and field, and the filled-in text goes on as one Message. The usual way to give a model instructions plus context.',
      '用各个值填充文本模板：模板中的每个 {name} 都会成为一个输入端口和字段，填好的文本作为一条 Message 继续传递。这是向模型同时提供指令和上下文的常用方式。',
    ),
    inputs: [
      {
        name: 'template',
        displayName: 'Template',
        type: 'multiline string',
        required: true,
        description: l(
          'The prompt text. Every name in single braces, such as {question}, adds an input with that name; letters, digits and underscores only. Double a brace to keep it as a literal character.',
          '提示词文本。每个写在单层花括号中的名称（例如 {question}）都会添加一个同名输入；名称只能包含字母、数字和下划线。要保留花括号字符本身，请把它写两遍。',
        ),
      },
    ],
    outputs: [
      {
        name: 'prompt',
        displayName: 'Prompt',
        type: 'Message',
        description: l(
          'The template with every variable replaced by its value.',
          '所有变量都已替换为对应值的模板文本。',
        ),
      },
    ],
    notes: l(
      'Each variable input accepts a connected Message or typed text; a variable used twice gets one input. An empty variable is filled in as empty text. Connect Data or a DataFrame through Parser first. Variable names are also the keys of tweaks for this component.',
      '每个变量输入都可以连接 Message，也可以直接输入文本；同一变量出现两次只生成一个输入。空变量会以空文本填入。Data 或 DataFrame 需要先经过 Parser 再连接。变量名同时也是该组件的 tweaks 中的参数名。',
    ),
    variableFields: ['template'],
  },
  {
    id: 'chat-prompt',
    name: 'Chat Prompt',
    family: 'prompts',
    purpose: l(
      'Builds a system message and a user message from two templates that share one set of variables; pick it when the model should receive instructions and the user’s turn separately.',
      '用两个共享同一组变量的模板分别生成系统消息和用户消息；当需要把指令和用户的发言分开交给模型时，选择它。',
    ),
    inputs: [
      {
        name: 'system_template',
        displayName: 'System Message',
        type: 'multiline string',
        description: l(
          'Instructions for the model: role, tone, rules, output format. May contain {variables}.',
          '给模型的指令：角色、语气、规则、输出格式。可以包含 {variables} 变量。',
        ),
      },
      {
        name: 'user_template',
        displayName: 'User Message',
        type: 'multiline string',
        default: '{question}',
        required: true,
        description: l(
          'The user’s turn, usually the question variable plus any context variables.',
          '用户这一轮的内容，通常是问题变量加上其他上下文变量。',
        ),
      },
    ],
    outputs: [
      {
        name: 'system_prompt',
        displayName: 'System Message',
        type: 'Message',
        description: l(
          'The filled-in system template. Connect it to the System Message of Language Model, or to the Agent Instructions of an Agent.',
          '填好的系统模板。把它连接到 Language Model 的 System Message，或 Agent 的 Agent Instructions。',
        ),
      },
      {
        name: 'user_prompt',
        displayName: 'User Message',
        type: 'Message',
        description: l(
          'The filled-in user template. Connect it to the Input of Language Model or Agent.',
          '填好的用户模板。把它连接到 Language Model 或 Agent 的 Input 输入。',
        ),
      },
    ],
    notes: l(
      'Variables follow the Prompt Template rules; a name that appears in both templates gets one input and the same value in both messages.',
      '变量规则与 Prompt Template 相同；两个模板中都出现的名称只生成一个输入，并在两条消息中使用同一个值。',
    ),
    variableFields: ['system_template', 'user_template'],
  },
  {
    id: 'few-shot-prompt',
    name: 'Few-shot Prompt',
    family: 'prompts',
    purpose: l(
      'Builds a prompt from instructions, a set of worked examples and the new case; use it when showing the model a few input–output pairs works better than describing the format.',
      '由指令、若干示例和新的待处理内容组成提示词；当给模型看几组输入–输出示例比描述格式更有效时，使用它。',
    ),
    inputs: [
      {
        name: 'instructions',
        displayName: 'Instructions',
        type: 'multiline string',
        description: l(
          'Text placed before the examples. May contain {variables}, which become inputs.',
          '放在示例之前的文本。可以包含 {variables} 变量，它们会成为输入。',
        ),
      },
      {
        name: 'examples',
        displayName: 'Examples',
        type: ['DataFrame', 'Data'],
        required: true,
        description: l(
          'The examples, one record or row each, for example from a CSV file loaded with File. Each must have the fields that the example template names.',
          '示例，每条记录或每行一个，例如用 File 加载的 CSV 文件。每条示例都必须包含 Example Template 中引用的字段。',
        ),
      },
      {
        name: 'example_template',
        displayName: 'Example Template',
        type: 'multiline string',
        default: 'Input: {input}\nOutput: {output}',
        required: true,
        description: l(
          'How one example is written. Its names in braces are fields of each example record, not inputs of the node.',
          '单个示例的写法。其中花括号里的名称是每条示例记录的字段，而不是节点的输入。',
        ),
      },
      {
        name: 'suffix',
        displayName: 'Input Template',
        type: 'multiline string',
        default: 'Input: {question}\nOutput:',
        required: true,
        description: l(
          'The new case, placed after the examples. Its {variables} become inputs, usually connected to Chat Input.',
          '放在示例之后的新内容。其中的 {variables} 变量会成为输入，通常连接到 Chat Input。',
        ),
      },
      {
        name: 'max_examples',
        displayName: 'Max Examples',
        type: 'integer',
        default: 5,
        advanced: true,
        description: l(
          'How many examples to include at most. More examples cost more tokens on every call.',
          '最多包含多少个示例。示例越多，每次调用消耗的 token 越多。',
        ),
      },
      {
        name: 'selection',
        displayName: 'Selection',
        type: 'dropdown',
        default: 'First',
        advanced: true,
        options: ['First', 'Random'],
        description: l(
          'First takes the examples in order; Random draws a new sample on every run.',
          'First 按顺序选取示例；Random 每次运行重新随机抽取。',
        ),
      },
      {
        name: 'example_separator',
        displayName: 'Example Separator',
        type: 'string',
        default: '\\n\\n',
        advanced: true,
        description: l(
          'Text placed between examples and around them; \\n stands for a line break.',
          '放在各示例之间以及示例前后的文本；\\n 表示换行。',
        ),
      },
    ],
    outputs: [
      {
        name: 'prompt',
        displayName: 'Prompt',
        type: 'Message',
        description: l(
          'Instructions, examples and the filled-in input template, joined into one Message.',
          '由指令、示例和填好的输入模板拼接而成的一条 Message。',
        ),
      },
    ],
    variableFields: ['instructions', 'suffix'],
  },
  {
    id: 'prompt-from-file',
    name: 'Prompt from File',
    family: 'prompts',
    purpose: l(
      'Reads a prompt template from an uploaded file and fills it like Prompt Template; use it to keep long or shared prompts in files that several flows reuse.',
      '从已上传的文件中读取提示词模板，并像 Prompt Template 一样填充；适合把较长或共用的提示词保存在文件里，供多个流程复用。',
    ),
    inputs: [
      {
        name: 'prompt_file',
        displayName: 'Prompt File',
        type: 'file',
        required: true,
        description: l(
          'A text file (.txt, .md or .prompt) from My files. Its {variables} become inputs when you select it.',
          '“My files”中的文本文件（.txt、.md 或 .prompt）。选中文件时，其中的 {variables} 变量会成为输入。',
        ),
      },
      {
        name: 'encoding',
        displayName: 'Encoding',
        type: 'dropdown',
        default: 'utf-8',
        advanced: true,
        options: ['utf-8', 'utf-16', 'latin-1'],
        description: l(
          'The character encoding of the file. Keep utf-8 unless the text shows garbled characters.',
          '文件的字符编码。除非文本出现乱码，否则保持 utf-8。',
        ),
      },
    ],
    outputs: [
      {
        name: 'prompt',
        displayName: 'Prompt',
        type: 'Message',
        description: l(
          'The file’s template with every variable replaced by its value.',
          '文件中的模板，所有变量都已替换为对应值。',
        ),
      },
    ],
    notes: l(
      'The inputs are created from the file when you select it. After replacing the file in My files, select it again so that the inputs match the new variables. Variable rules are those of Prompt Template.',
      '输入是在选中文件时根据文件内容生成的。在“My files”中替换文件后，请重新选中它，使输入与新的变量一致。变量规则与 Prompt Template 相同。',
    ),
  },
] as const satisfies readonly ComponentSpec[];
