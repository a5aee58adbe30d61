import type {ComponentSpec} from './types';
import {l} from './localized';
import {withDescription} from './inputs';

/**
 * Inputs and outputs: where a flow receives its input (from the Playground, the API or a webhook)
 * and where it hands its results back. Documented on docs/components/io.mdx.
 */

const storeMessages = withDescription({
  name: 'should_store_message',
  displayName: 'Store Messages',
  type: 'boolean',
  default: true,
  advanced: true,
});

export const ioComponents = [
  {
    id: 'chat-input',
    name: 'Chat Input',
    family: 'io',
    purpose: l(
      'Receives the user’s chat message, from the Playground chat box or from the input_value of an API call, and starts a conversational flow.',
      '接收用户的聊天消息（来自 Playground 的输入框或 API 调用中的 input_value），是对话型流程的起点。',
    ),
    inputs: [
      {
        name: 'input_value',
        displayName: 'Input Text',
        type: 'multiline string',
        description: l(
          'The message text. Filled in by the Playground or the API at run time; a value typed here is used only when you run the flow from the canvas.',
          '消息文本。运行时由 Playground 或 API 填入；在这里填写的值只在画布上直接运行流程时使用。',
        ),
      },
      {
        name: 'files',
        displayName: 'Files',
        type: 'file',
        advanced: true,
        description: l(
          'Files attached to the message, such as images for a vision model. The Playground’s paperclip button fills this field.',
          '随消息附带的文件，例如交给视觉模型的图片。Playground 中的回形针按钮会填写此字段。',
        ),
      },
      storeMessages(
        'Saves the message in the Flowloom database, so that Message History, the Playground session list and the messages API can see it.',
        '把消息保存到 Flowloom 数据库，这样 Message History、Playground 的会话列表和消息 API 才能读到它。',
      ),
      {
        name: 'sender',
        displayName: 'Sender Type',
        type: 'dropdown',
        default: 'User',
        advanced: true,
        options: ['User', 'Machine'],
        description: l(
          'Stored as the message’s sender. Keep User for messages typed by a person.',
          '保存为消息的 sender 字段。由人输入的消息请保持 User。',
        ),
      },
      {
        name: 'sender_name',
        displayName: 'Sender Name',
        type: 'string',
        default: 'User',
        advanced: true,
        description: l(
          'The name shown next to the message in the Playground, stored as sender_name.',
          'Playground 中显示在消息旁的名称，保存为 sender_name。',
        ),
      },
      {
        name: 'session_id',
        displayName: 'Session ID',
        type: 'string',
        advanced: true,
        description: l(
          'Pins the message to a fixed session. Leave empty to use the session of the run (the Playground session, or session_id of the API call).',
          '把消息固定到某个会话。留空则使用本次运行的会话（Playground 当前会话，或 API 调用中的 session_id）。',
        ),
      },
    ],
    outputs: [
      {
        name: 'message',
        displayName: 'Chat Message',
        type: 'Message',
        description: l(
          'The user’s message with its sender, session id and attached files.',
          '用户的消息，带有发送者、会话 ID 和附件。',
        ),
      },
    ],
    notes: l(
      'A flow has at most one Chat Input. The API sends input_value to it when input_type is chat (the default) or any.',
      '一个流程最多有一个 Chat Input。当 input_type 为 chat（默认值）或 any 时，API 会把 input_value 交给它。',
    ),
  },
  {
    id: 'chat-output',
    name: 'Chat Output',
    family: 'io',
    purpose: l(
      'Shows a result as the flow’s reply in the Playground chat and returns it in the API response; use it as the last step of every chat flow.',
      '把结果作为流程的回复显示在 Playground 聊天中，并在 API 响应中返回；每个对话流程的最后一步都用它。',
    ),
    inputs: [
      {
        name: 'input_value',
        displayName: 'Inputs',
        type: ['Message', 'Data', 'DataFrame'],
        required: true,
        description: l(
          'The result to show. A Message is shown as it is, a Data as its text, a DataFrame as a Markdown table.',
          '要显示的结果。Message 原样显示，Data 显示其文本，DataFrame 显示为 Markdown 表格。',
        ),
      },
      storeMessages(
        'Saves the reply in the Flowloom database, so that chat memory and the Playground keep the conversation.',
        '把回复保存到 Flowloom 数据库，聊天记忆和 Playground 才能保留整段对话。',
      ),
      {
        name: 'sender',
        displayName: 'Sender Type',
        type: 'dropdown',
        default: 'Machine',
        advanced: true,
        options: ['Machine', 'User'],
        description: l(
          'Stored as the message’s sender. Keep Machine for answers of the flow.',
          '保存为消息的 sender 字段。流程给出的回答请保持 Machine。',
        ),
      },
      {
        name: 'sender_name',
        displayName: 'Sender Name',
        type: 'string',
        default: 'AI',
        advanced: true,
        description: l(
          'The name shown next to the reply, stored as sender_name, for example the name of your assistant.',
          '显示在回复旁的名称，保存为 sender_name，例如你的助手的名字。',
        ),
      },
      {
        name: 'session_id',
        displayName: 'Session ID',
        type: 'string',
        advanced: true,
        description: l(
          'Pins the reply to a fixed session. Leave empty to use the session of the run.',
          '把回复固定到某个会话。留空则使用本次运行的会话。',
        ),
      },
      {
        name: 'data_template',
        displayName: 'Data Template',
        type: 'string',
        default: '{text}',
        advanced: true,
        description: l(
          'How each Data record becomes text, with field names in single braces, for example {title}: {text}.',
          '每条 Data 记录如何变成文本，字段名写在单层花括号中，例如 {title}: {text}。',
        ),
      },
    ],
    outputs: [
      {
        name: 'message',
        displayName: 'Message',
        type: 'Message',
        description: l(
          'The reply as a stored Message. The API returns it under results.message.',
          '已保存的回复 Message。API 在 results.message 下返回它。',
        ),
      },
    ],
  },
  {
    id: 'text-input',
    name: 'Text Input',
    family: 'io',
    purpose: l(
      'Passes a piece of text into the flow that is not a chat turn, such as a topic, a document id or a setting; it appears as a field in the Playground side panel.',
      '向流程传入一段不属于聊天轮次的文本，例如主题、文档 ID 或某项设置；它在 Playground 侧边栏中显示为一个输入框。',
    ),
    inputs: [
      {
        name: 'input_value',
        displayName: 'Text',
        type: 'multiline string',
        description: l(
          'The text to pass on. The value saved here is the default; the Playground side panel, input_value with input_type text, or a tweak can replace it for one run.',
          '要传递的文本。这里保存的值是默认值；Playground 侧边栏、input_type 为 text 时的 input_value 或 tweaks 都可以在单次运行中替换它。',
        ),
      },
    ],
    outputs: [
      {
        name: 'text',
        displayName: 'Output Text',
        type: 'Message',
        description: l(
          'The text as a Message. It is not stored in the chat history.',
          '作为 Message 输出的文本。它不会保存到聊天记录中。',
        ),
      },
    ],
    notes: l(
      'A flow may have several Text Inputs. input_value of a run reaches all of them when input_type is text or any; to set one of them, send a tweak with its component id.',
      '一个流程可以有多个 Text Input。当 input_type 为 text 或 any 时，运行请求的 input_value 会送到所有 Text Input；若只想设置其中一个，请用它的组件 ID 发送 tweaks。',
    ),
  },
  {
    id: 'text-output',
    name: 'Text Output',
    family: 'io',
    purpose: l(
      'Returns a text result that is not a chat reply, such as a summary, a generated document or an intermediate value; the Playground shows it in the side panel.',
      '返回一个不属于聊天回复的文本结果，例如摘要、生成的文档或中间值；Playground 会在侧边栏中显示它。',
    ),
    inputs: [
      {
        name: 'input_value',
        displayName: 'Text',
        type: 'Message',
        required: true,
        description: l(
          'The text to return. Connect a Message; use Parser first for Data or a DataFrame.',
          '要返回的文本。请连接一个 Message；Data 或 DataFrame 需要先经过 Parser。',
        ),
      },
    ],
    outputs: [
      {
        name: 'text',
        displayName: 'Output Text',
        type: 'Message',
        description: l(
          'The same text. The API returns it under results.text when output_type is text, any or debug.',
          '同样的文本。当 output_type 为 text、any 或 debug 时，API 在 results.text 下返回它。',
        ),
      },
    ],
    notes: l(
      'Text Output does not store messages, so its values never appear in chat memory or in the messages API.',
      'Text Output 不会保存消息，因此它的值不会出现在聊天记忆或消息 API 中。',
    ),
  },
  {
    id: 'webhook',
    name: 'Webhook',
    family: 'io',
    purpose: l(
      'Receives the JSON body of a call to the flow’s webhook URL as Data, so that another service (a ticket system, a form, a Git host) can start the flow.',
      '把调用流程 webhook URL 时的 JSON 请求体作为 Data 接收，让其他服务（工单系统、表单、Git 托管平台等）可以启动流程。',
    ),
    inputs: [
      {
        name: 'data',
        displayName: 'Payload',
        type: 'multiline string',
        description: l(
          'The request body. Filled in by each webhook call; paste a sample JSON body here to test the flow from the canvas.',
          '请求体。每次 webhook 调用时自动填入；可以在这里粘贴一段示例 JSON，从画布上测试流程。',
        ),
      },
      {
        name: 'curl',
        displayName: 'cURL',
        type: 'string',
        advanced: true,
        description: l(
          'Read-only: a sample curl command that calls this flow’s webhook, to copy into a terminal.',
          '只读：一条调用本流程 webhook 的示例 curl 命令，可复制到终端中使用。',
        ),
      },
    ],
    outputs: [
      {
        name: 'output_data',
        displayName: 'Data',
        type: 'Data',
        description: l(
          'The parsed body as one Data record whose fields are the top-level keys of the JSON object.',
          '解析后的请求体，作为一条 Data 记录，其字段就是 JSON 对象的顶层键。',
        ),
      },
    ],
    notes: l(
      'The webhook endpoint answers 202 at once and runs the flow in the background, so the caller never receives the flow’s output. A body that is not valid JSON is refused with 400. Use one Webhook per flow.',
      'webhook 端点会立即返回 202，并在后台运行流程，因此调用方拿不到流程的输出。不是合法 JSON 的请求体会以 400 拒绝。每个流程只使用一个 Webhook。',
    ),
  },
] as const satisfies readonly ComponentSpec[];
