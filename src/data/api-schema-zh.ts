/**
 * Chinese descriptions of the openapi.json fields and events that guide pages render with
 * `<ApiSchemaTable>` (plugins/remark/remark-api-schema-table.ts). openapi.json is written in English only;
 * each entry keeps the English text it translates, so when openapi.json's wording changes,
 * tests/unit/api-schema-table.test.ts fails until the translation follows. Keys are
 * `Schema.field` for a field and `Schema.event` for an event of a stream.
 */
export interface SchemaTranslation {
  /** The English description in openapi.json that `zh` translates. */
  en: string;
  zh: string;
}

export const apiSchemaZh: Readonly<Record<string, SchemaTranslation>> = {
  'RunRequest.input_value': {
    en: "The text sent to the flow's input component (for chat flows, the user message).",
    zh: '发送给流程输入组件的文本（对聊天流程来说，就是用户的消息）。',
  },
  'RunRequest.input_type': {
    en: 'What kind of input component receives `input_value`: `chat` for Chat Input, `text` for Text Input, `any` for both.',
    zh: '由哪类输入组件接收 `input_value`：`chat` 表示 Chat Input，`text` 表示 Text Input，`any` 表示两者都接收。',
  },
  'RunRequest.output_type': {
    en: "What kind of outputs to return: `chat` for Chat Output, `text` for Text Output, `any` for both, `debug` for every component's output.",
    zh: '返回哪类输出：`chat` 表示 Chat Output，`text` 表示 Text Output，`any` 表示两者，`debug` 表示每个组件的输出。',
  },
  'RunRequest.output_component': {
    en: 'The id of one output component to return; empty returns all outputs of `output_type`.',
    zh: '只返回这一个输出组件的结果，填写它的组件 ID；留空则返回 `output_type` 所指的全部输出。',
  },
  'RunRequest.tweaks': {
    en: 'Per-run overrides of component fields.',
    zh: '只对本次运行生效的组件字段覆盖值。',
  },
  'RunRequest.session_id': {
    en: 'The chat session. Reuse it to continue a conversation; when omitted, the flow id is used as session id.',
    zh: '聊天会话。沿用同一个值即可继续对话；省略时，以流程 ID 作为会话 ID。',
  },
  'RunStreamEvent.add_message': {
    en: 'A message was stored: first the input, then each answer, once empty with `state: partial` when it starts and again with `state: complete` when it is finished.',
    zh: '有一条消息被保存：先是输入，然后是每条回答；回答开始时以空文本和 `state: partial` 发送一次，完成时再以 `state: complete` 发送一次。',
  },
  'RunStreamEvent.token': {
    en: 'A chunk of the answer as the model writes it. Append `chunk` to the text of the message whose id is `id`.',
    zh: '模型生成回答时产生的一个片段。把 `chunk` 追加到 ID 为 `id` 的那条消息的文本之后。',
  },
  'RunStreamEvent.end': {
    en: 'The run finished: `result` holds the same JSON as a run without streaming. The last event.',
    zh: '运行结束：`result` 中的 JSON 与不使用流式输出时的运行结果相同。这是最后一个事件。',
  },
  'RunStreamEvent.error': {
    en: 'The run failed: `error` says why. The last event; no `end` follows.',
    zh: '运行失败：`error` 说明原因。这是最后一个事件，之后不会再有 `end`。',
  },
};
