/**
 * Input builders that several catalog families share, and the sampling settings of chat models.
 * Each builder fixes what an input is wherever it appears (name, field type, default, advanced)
 * and takes only what differs between components, usually the description.
 */
import type {ComponentInput} from './types';
import {l} from './localized';

/**
 * A builder for an input whose fields are fixed and whose description varies. The description
 * goes last, in the key order every catalog entry uses.
 */
export function withDescription(
  fields: Omit<ComponentInput, 'description'>,
): (en: string, zh: string) => ComponentInput {
  return (en, zh) => ({...fields, description: l(en, zh)});
}

/**
 * A secret input: a key, token, password or credential URL. `required` is written only when
 * given, as some components leave it unmarked.
 */
export function secret(
  name: string,
  displayName: string,
  en: string,
  zh: string,
  required?: boolean,
): ComponentInput {
  return {
    name,
    displayName,
    type: 'secret',
    ...(required === undefined ? {} : {required}),
    description: l(en, zh),
  };
}

/** The secret input for a service's API key, described as written. */
export function apiKeyInput(
  en: string,
  zh: string,
  required?: boolean,
  name = 'api_key',
): ComponentInput {
  return secret(name, 'API Key', en, zh, required);
}

/** A model provider's API key: where it comes from, then which credential global variable to pick. */
export function apiKey(variable: string, en: string, zh: string, required = true): ComponentInput {
  return apiKeyInput(
    `${en} Select a credential global variable, such as ${variable}, instead of pasting the key.`,
    `${zh}请选择凭据变量（例如 ${variable}），不要直接粘贴密钥。`,
    required,
  );
}

/** The address of a hosted provider's API, advanced because only proxies and gateways change it. */
export function baseUrl(name: string, url: string, en: string, zh: string): ComponentInput {
  return {
    name,
    displayName: 'Base URL',
    type: 'string',
    default: url,
    advanced: true,
    description: l(en, zh),
  };
}

/** The address of a model server you run yourself, on the node because it differs per setup. */
export function serverUrl(url: string, en: string, zh: string): ComponentInput {
  return {
    name: 'base_url',
    displayName: 'Base URL',
    type: 'string',
    default: url,
    description: l(en, zh),
  };
}

/** A provider's model dropdown: the listed models and the default one. */
export function modelName(
  fallback: string,
  options: readonly string[],
  en: string,
  zh: string,
): ComponentInput {
  return {
    name: 'model_name',
    displayName: 'Model Name',
    type: 'dropdown',
    default: fallback,
    options,
    description: l(en, zh),
  };
}

/** `modelName` for providers that name their models by id. */
export function modelId(
  fallback: string,
  options: readonly string[],
  en: string,
  zh: string,
): ComponentInput {
  return {...modelName(fallback, options, en, zh), name: 'model_id', displayName: 'Model ID'};
}

/** How often a failed provider request is retried; `fallback` is the default. */
export function maxRetries(fallback: number, en: string, zh: string): ComponentInput {
  return {
    name: 'max_retries',
    displayName: 'Max Retries',
    type: 'integer',
    default: fallback,
    advanced: true,
    description: l(en, zh),
  };
}

/** How long Ollama keeps a model loaded after a call. */
export const keepAlive = withDescription({
  name: 'keep_alive',
  displayName: 'Keep Alive',
  type: 'string',
  default: '5m',
  advanced: true,
});

/** The sampling temperature of a chat model; `range` is the provider's accepted range. */
export function temperature(range: string, zhRange: string): ComponentInput {
  return {
    name: 'temperature',
    displayName: 'Temperature',
    type: 'slider',
    default: 0.1,
    advanced: true,
    description: l(
      `Randomness of the reply, ${range}. Keep it low for extraction, classification and RAG answers; raise it for brainstorming.`,
      `回复的随机程度，${zhRange}。做信息抽取、分类和 RAG 问答时保持较低；头脑风暴时可以调高。`,
    ),
  };
}

/** The reply length limit of a chat model. */
export const maxTokens: ComponentInput = {
  name: 'max_tokens',
  displayName: 'Max Tokens',
  type: 'integer',
  advanced: true,
  description: l(
    "Upper limit of tokens in the reply. Empty or 0 uses the model's own limit. A reply that hits the limit is cut off mid-sentence.",
    '回复的最大 token 数。留空或为 0 时使用模型自身的上限。回复达到上限时会在句子中途被截断。',
  ),
};

/** `maxTokens` under the name the Google models use. */
export const maxOutputTokens: ComponentInput = {
  ...maxTokens,
  name: 'max_output_tokens',
  displayName: 'Max Output Tokens',
};

/** Nucleus sampling of a chat model. */
export const topP: ComponentInput = {
  name: 'top_p',
  displayName: 'Top P',
  type: 'float',
  advanced: true,
  description: l(
    'Nucleus sampling: only the most likely tokens whose probabilities add up to this value are considered. Empty uses the model default.',
    '核采样：只在累计概率达到该值的最可能 token 中取样。留空则使用模型默认值。',
  ),
};

/** A required connection to the model of a Language Model component. */
export const languageModel = withDescription({
  name: 'llm',
  displayName: 'Language Model',
  type: 'LanguageModel',
  required: true,
});

/** Files picked in the My files dialog. */
export const files = withDescription({
  name: 'path',
  displayName: 'Files',
  type: 'file',
  required: true,
});

/** The connection string of a database or storage account, secret because it holds credentials. */
export function connectionString(en: string, zh: string): ComponentInput {
  return secret('connection_string', 'Connection String', en, zh, true);
}

/** The SQLAlchemy URL of a database, secret because it holds the password. */
export function databaseUrl(en: string, zh: string): ComponentInput {
  return secret('database_url', 'Database URL', en, zh, true);
}

/** How many seconds a request may take; `seconds` is the default. */
export function timeout(seconds: number, en: string, zh: string): ComponentInput {
  return {
    name: 'timeout',
    displayName: 'Timeout',
    type: 'integer',
    default: seconds,
    advanced: true,
    description: l(en, zh),
  };
}

/** Whether a fetched web page comes back as readable text or as its HTML source. */
export const pageFormat = withDescription({
  name: 'format',
  displayName: 'Output Format',
  type: 'dropdown',
  default: 'Text',
  options: ['Text', 'HTML'],
});

/** How long a crawler waits for each web page. */
export const pageTimeout = timeout(30, 'Seconds to wait for each page.', '每个页面的等待秒数。');

/** The field of a record that holds its main text. */
export const textKey = withDescription({
  name: 'text_key',
  displayName: 'Text Key',
  type: 'string',
  default: 'text',
  advanced: true,
});

/** The text comparisons every operator dropdown offers, in dropdown order. */
export const textComparisons = [
  'equals',
  'not equals',
  'contains',
  'starts with',
  'ends with',
] as const;

/** The comparisons of record fields, which may hold numbers or be missing. */
export const fieldComparisons = ['greater than', 'less than', 'is empty', 'is not empty'] as const;

/** How a value is compared; `options` lists the comparisons the component supports. */
export function operator(options: readonly string[], en: string, zh: string): ComponentInput {
  return {
    name: 'operator',
    displayName: 'Operator',
    type: 'dropdown',
    default: 'equals',
    options,
    description: l(en, zh),
  };
}

/** Whether text comparisons tell upper and lower case apart. */
export const caseSensitive = withDescription({
  name: 'case_sensitive',
  displayName: 'Case Sensitive',
  type: 'boolean',
  default: false,
  advanced: true,
});
