import type {ComponentInput, ComponentSpec} from './types';
import {l} from './localized';
import {apiKeyInput, languageModel} from './inputs';

/**
 * The agents family: components that let a model reason in a loop and call tools.
 * Agent carries its own provider settings; the other agent components take a connected
 * Language Model, so one model node can drive several agents.
 */

function maxIterations(fallback: number, en: string, zh: string): ComponentInput {
  return {
    name: 'max_iterations',
    displayName: 'Max Iterations',
    type: 'integer',
    default: fallback,
    advanced: true,
    description: l(en, zh),
  };
}

export const agentsComponents = [
  {
    id: 'agent',
    name: 'Agent',
    family: 'agents',
    purpose: l(
      'A tool-calling agent: the model reads the message, decides which connected tools to call, looks at their results and repeats until it can answer. Pick it whenever the steps to an answer depend on the question.',
      '调用工具的智能体：模型读取消息，决定调用哪些已连接的工具，查看结果并反复进行，直到能够作答。当得出答案的步骤取决于具体问题时，就选用它。',
    ),
    inputs: [
      {
        name: 'input_value',
        displayName: 'Input',
        type: 'Message',
        required: true,
        description: l(
          'The task or user message, usually connected from Chat Input.',
          '任务或用户消息，通常从 Chat Input 连接过来。',
        ),
      },
      {
        name: 'agent_llm',
        displayName: 'Model Provider',
        type: 'dropdown',
        default: 'OpenAI',
        options: ['OpenAI', 'Anthropic', 'Google', 'Groq', 'Mistral AI'],
        description: l(
          'The provider of the chat model the agent reasons with. Ignored when a model is connected to Language Model.',
          '智能体用于推理的聊天模型的提供商。连接了 Language Model 时忽略此项。',
        ),
      },
      {
        name: 'model_name',
        displayName: 'Model Name',
        type: 'dropdown',
        default: 'gpt-4o-mini',
        description: l(
          'A model of the selected provider that supports tool calling, for example gpt-4o-mini, gpt-4.1, claude-sonnet-4-6 or gemini-2.5-flash. The list refreshes when you change the provider.',
          '所选提供商中支持工具调用的模型，例如 gpt-4o-mini、gpt-4.1、claude-sonnet-4-6 或 gemini-2.5-flash。切换提供商后列表会刷新。',
        ),
      },
      apiKeyInput(
        "The provider's API key. Select a credential global variable such as OPENAI_API_KEY instead of pasting the key.",
        '提供商的 API 密钥。请选择凭据变量（例如 OPENAI_API_KEY），不要直接粘贴密钥。',
      ),
      {
        name: 'system_prompt',
        displayName: 'Agent Instructions',
        type: 'multiline string',
        default:
          'You are a helpful assistant that can use tools to answer questions and perform tasks.',
        description: l(
          'The system prompt: the role, the rules and when to use which tool. Sent before every turn.',
          '系统提示词：角色、规则以及何时使用哪个工具。每一轮都会先发送它。',
        ),
      },
      {
        name: 'tools',
        displayName: 'Tools',
        type: 'Tool',
        description: l(
          'The tools the agent may call. Accepts several edges: MCP Tools, Agent Tool and any component in tool mode, such as Calculator or URL.',
          '智能体可以调用的工具。可以接多条连线：MCP Tools、Agent Tool，以及任何处于工具模式的组件，例如 Calculator 或 URL。',
        ),
      },
      {
        name: 'llm',
        displayName: 'Language Model',
        type: 'LanguageModel',
        advanced: true,
        description: l(
          "Optional. A model from a Language Model node's Language Model output; when connected it replaces Model Provider, Model Name and API Key.",
          '可选。来自 Language Model 节点 Language Model 输出的模型；连接后将取代 Model Provider、Model Name 和 API Key。',
        ),
      },
      {
        name: 'temperature',
        displayName: 'Temperature',
        type: 'float',
        default: 0.1,
        advanced: true,
        description: l(
          'Randomness of the model: 0 to 1 for Anthropic and Mistral AI, up to 2 for OpenAI, Google and Groq. Keep it low so that tool choices stay predictable.',
          '模型的随机程度：Anthropic 和 Mistral AI 取值 0 到 1，OpenAI、Google 和 Groq 最高可到 2。保持较低的值，工具选择才更可预测。',
        ),
      },
      {
        name: 'n_messages',
        displayName: 'Number of Chat History Messages',
        type: 'integer',
        default: 100,
        advanced: true,
        description: l(
          'How many earlier messages of the current session the agent reads as memory. 0 makes every turn independent.',
          '智能体作为记忆读取的当前会话中较早消息的条数。设为 0 时每一轮都相互独立。',
        ),
      },
      {
        name: 'memory',
        displayName: 'Memory',
        type: 'Memory',
        advanced: true,
        description: l(
          "Optional. A memory component to read the chat history from instead of Flowloom's own message store.",
          '可选。一个记忆组件，智能体从中读取聊天记录，而不是使用 Flowloom 自身的消息存储。',
        ),
      },
      maxIterations(
        15,
        'The most reasoning steps (model calls) in one run. When it is reached the agent stops and returns what it has.',
        '一次运行中推理步骤（模型调用）的上限。达到上限时智能体停止，并返回已有的结果。',
      ),
      {
        name: 'handle_parsing_errors',
        displayName: 'Handle Parse Errors',
        type: 'boolean',
        default: true,
        advanced: true,
        description: l(
          'When the model produces a malformed tool call, send the error back to it so it can retry, instead of failing the run.',
          '模型生成了格式错误的工具调用时，把错误返回给模型让它重试，而不是让运行失败。',
        ),
      },
      {
        name: 'verbose',
        displayName: 'Verbose',
        type: 'boolean',
        default: false,
        advanced: true,
        description: l(
          'Write every reasoning step and tool call to the server log.',
          '把每个推理步骤和工具调用写入服务器日志。',
        ),
      },
      {
        name: 'add_current_date_tool',
        displayName: 'Current Date',
        type: 'boolean',
        default: true,
        advanced: true,
        description: l(
          'Adds a get_current_date tool, so the agent can answer questions about today, this week or deadlines.',
          '添加一个 get_current_date 工具，使智能体能回答与今天、本周或截止日期有关的问题。',
        ),
      },
    ],
    outputs: [
      {
        name: 'response',
        displayName: 'Response',
        type: 'Message',
        description: l(
          "The agent's final answer. In the Playground it carries the list of tool-call steps.",
          '智能体的最终回答。在 Playground 中，它带有工具调用步骤列表。',
        ),
      },
    ],
    notes: l(
      'The model must support tool calling. In tool mode, an Agent becomes a tool of another agent; it still reads the session history unless Number of Chat History Messages is 0.',
      '模型必须支持工具调用。开启工具模式后，Agent 会成为另一个智能体的工具；除非 Number of Chat History Messages 为 0，否则它仍会读取聊天记录。',
    ),
  },
  {
    id: 'structured-output-agent',
    name: 'Structured Output Agent',
    family: 'agents',
    purpose: l(
      'An agent that answers with records of fields you define instead of prose. Pick it to extract facts, classify a request or choose a route for the next step of a flow.',
      '以你定义的字段记录而不是自然语言作答的智能体。用于提取事实、对请求分类，或为流程的下一步选择路线。',
    ),
    inputs: [
      languageModel(
        "The model, from a Language Model node's Language Model output. It must support tool calling or JSON output.",
        '模型，来自 Language Model 节点的 Language Model 输出。它必须支持工具调用或 JSON 输出。',
      ),
      {
        name: 'input_value',
        displayName: 'Input',
        type: 'Message',
        required: true,
        description: l(
          'The text to read: a user request, a document or the answer of another agent.',
          '要读取的文本：用户请求、一份文档或另一个智能体的回答。',
        ),
      },
      {
        name: 'system_prompt',
        displayName: 'Instructions',
        type: 'multiline string',
        default:
          'Extract the requested fields from the input. Use null for a field the input does not mention.',
        description: l(
          'What to extract or decide, and the rules for each field.',
          '要提取或判断什么，以及每个字段的规则。',
        ),
      },
      {
        name: 'output_schema',
        displayName: 'Output Schema',
        type: 'dict',
        required: true,
        description: l(
          'A table with one row per field: name, type (str, int, float, bool or list) and a description the model reads.',
          '一张表格，每行一个字段：名称、类型（str、int、float、bool 或 list）以及供模型阅读的说明。',
        ),
      },
      {
        name: 'multiple',
        displayName: 'Return a List',
        type: 'boolean',
        default: false,
        description: l(
          'Return one record per item found (for example every invoice line) instead of a single record.',
          '为找到的每一项返回一条记录（例如每一行发票明细），而不是只返回一条记录。',
        ),
      },
      {
        name: 'tools',
        displayName: 'Tools',
        type: 'Tool',
        advanced: true,
        description: l(
          'Optional tools the agent may call before it fills in the fields, for example a search to look up a missing value.',
          '可选工具，智能体在填写字段之前可以调用，例如用搜索查找缺失的值。',
        ),
      },
      maxIterations(
        10,
        'The most reasoning steps in one run, tool calls included.',
        '一次运行中推理步骤的上限，包括工具调用。',
      ),
    ],
    outputs: [
      {
        name: 'structured_output',
        displayName: 'Structured Output',
        type: 'Data',
        description: l(
          'The record (or list of records) whose keys are the schema field names.',
          '记录（或记录列表），其键就是 schema 中的字段名。',
        ),
      },
      {
        name: 'structured_table',
        displayName: 'Structured Table',
        type: 'DataFrame',
        description: l(
          'The same result as a table, one row per record and one column per field.',
          '以表格形式给出的同一结果，每条记录一行，每个字段一列。',
        ),
      },
    ],
    notes: l(
      'A value that does not match its declared type fails the run with a validation error that names the field.',
      '值与声明的类型不符时，运行会失败，并给出指明该字段的校验错误。',
    ),
  },
  {
    id: 'sequential-agents',
    name: 'Sequential Agents',
    family: 'agents',
    purpose: l(
      'Runs a chain of agent steps in a fixed order, each with its own instructions, and hands every answer to the next step. Pick it for pipelines such as research, then draft, then review.',
      '按固定顺序运行一串智能体步骤，每一步有自己的指令，并把每个回答交给下一步。适用于“先调研、再起草、后审阅”这样的流水线。',
    ),
    inputs: [
      languageModel(
        'The model every step uses, from a Language Model node.',
        '每一步都使用的模型，来自 Language Model 节点。',
      ),
      {
        name: 'input_value',
        displayName: 'Input',
        type: 'Message',
        required: true,
        description: l('The task given to the first step.', '交给第一步的任务。'),
      },
      {
        name: 'steps',
        displayName: 'Steps',
        type: 'dict',
        required: true,
        description: l(
          'A table with one row per step, run top to bottom: name (for example researcher) and instructions (the role and the expected result of that step).',
          '一张表格，每行一个步骤，从上到下运行：name（例如 researcher）和 instructions（该步骤的角色和预期结果）。',
        ),
      },
      {
        name: 'tools',
        displayName: 'Tools',
        type: 'Tool',
        description: l(
          "Tools every step may call. Mention in a step's instructions which tools it should use.",
          '每一步都可以调用的工具。在步骤的指令中写明该步骤应使用哪些工具。',
        ),
      },
      {
        name: 'pass_full_context',
        displayName: 'Pass Full Context',
        type: 'boolean',
        default: false,
        description: l(
          "Give each step the original input and every earlier answer, not only the previous step's answer. Costs more tokens.",
          '把原始输入和之前所有回答都交给每一步，而不只是上一步的回答。会消耗更多 token。',
        ),
      },
      {
        name: 'max_iterations',
        displayName: 'Max Iterations per Step',
        type: 'integer',
        default: 10,
        advanced: true,
        description: l(
          'The most reasoning steps each agent step may take.',
          '每个智能体步骤可进行的推理步数上限。',
        ),
      },
    ],
    outputs: [
      {
        name: 'response',
        displayName: 'Final Response',
        type: 'Message',
        description: l('The answer of the last step.', '最后一步的回答。'),
      },
      {
        name: 'transcript',
        displayName: 'Transcript',
        type: 'DataFrame',
        description: l(
          'One row per step with the columns step, output and duration, to inspect what each step produced.',
          '每个步骤一行，包含 step、output 和 duration 三列，用于查看每一步产生了什么。',
        ),
      },
    ],
    notes: l(
      'Steps run one after another, so the run takes as long as all steps together. Steps do not read the chat history; only the Input and earlier answers.',
      '各步骤依次运行，因此一次运行的耗时是所有步骤之和。步骤不读取聊天记录，只读取 Input 和之前的回答。',
    ),
  },
  {
    id: 'agent-tool',
    name: 'Agent Tool',
    family: 'agents',
    purpose: l(
      'Packs a specialist agent, with its own instructions and tools, into one tool that another agent can call. Pick it to build a coordinator with specialists.',
      '把一个拥有自己指令和工具的专职智能体打包成一个工具，供另一个智能体调用。用于搭建“协调者 + 专职智能体”的结构。',
    ),
    inputs: [
      languageModel(
        'The model of the specialist, from a Language Model node. It may differ from the model of the calling agent.',
        '专职智能体使用的模型，来自 Language Model 节点。它可以与调用方智能体的模型不同。',
      ),
      {
        name: 'tool_name',
        displayName: 'Tool Name',
        type: 'string',
        required: true,
        description: l(
          'The name the calling agent sees, in letters, digits and underscores, for example research_specialist.',
          '调用方智能体看到的名称，只能使用字母、数字和下划线，例如 research_specialist。',
        ),
      },
      {
        name: 'tool_description',
        displayName: 'Tool Description',
        type: 'multiline string',
        required: true,
        description: l(
          'When to call this specialist and what to send it. The calling agent decides from this text alone.',
          '何时调用这个专职智能体以及要传给它什么。调用方智能体只根据这段文字做决定。',
        ),
      },
      {
        name: 'system_prompt',
        displayName: 'Instructions',
        type: 'multiline string',
        description: l(
          "The specialist's own system prompt: its role, its rules and the shape of its answer.",
          '专职智能体自己的系统提示词：它的角色、规则以及回答的格式。',
        ),
      },
      {
        name: 'tools',
        displayName: 'Tools',
        type: 'Tool',
        description: l(
          "The specialist's own tools. The calling agent cannot call them directly.",
          '专职智能体自己的工具。调用方智能体不能直接调用它们。',
        ),
      },
      maxIterations(
        10,
        'The most reasoning steps of the specialist per call.',
        '专职智能体每次被调用时推理步数的上限。',
      ),
    ],
    outputs: [
      {
        name: 'tool',
        displayName: 'Tool',
        type: 'Tool',
        description: l(
          "One tool with a single text argument, task; it returns the specialist's final answer. Connect it to the Tools input of an agent.",
          '一个只有一个文本参数 task 的工具，返回专职智能体的最终回答。把它连到某个智能体的 Tools 输入。',
        ),
      },
    ],
    notes: l(
      'Each call starts fresh: the specialist reads no chat history, only the task text the calling agent writes.',
      '每次调用都从零开始：专职智能体不读取聊天记录，只读取调用方智能体写下的 task 文本。',
    ),
  },
] as const satisfies readonly ComponentSpec[];
