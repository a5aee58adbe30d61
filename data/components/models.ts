/**
 * Language model components: the generic Language Model and one component per provider.
 * Every model component has the same two outputs: the reply as a Message ("Model Response")
 * and the configured model as a LanguageModel, for an Agent or another component.
 */
import type {ComponentInput, ComponentOutput, ComponentSpec} from './types';
import {l} from './localized';
import {
  apiKey,
  baseUrl,
  keepAlive,
  maxOutputTokens,
  maxRetries,
  maxTokens,
  modelId,
  modelName,
  serverUrl,
  temperature,
  timeout,
  topP,
} from './inputs';

const inputValue: ComponentInput = {
  name: 'input_value',
  displayName: 'Input',
  type: 'Message',
  description: l(
    'The prompt or user message to answer, usually from Chat Input or Prompt Template. Leave it unconnected when you only use the Language Model output.',
    '要回答的提示词或用户消息，通常来自 Chat Input 或 Prompt Template。如果只使用 Language Model 输出，可以不连接。',
  ),
};

const systemMessage: ComponentInput = {
  name: 'system_message',
  displayName: 'System Message',
  type: 'multiline string',
  description: l(
    'Instructions sent before the input on every call: role, tone, format, limits.',
    '每次调用时放在输入之前发送的指令：角色、语气、格式、限制等。',
  ),
};

const stream: ComponentInput = {
  name: 'stream',
  displayName: 'Stream',
  type: 'boolean',
  default: false,
  advanced: true,
  description: l(
    'Send the reply token by token to the Playground and to API calls made with stream=true. Works when Model Response feeds Chat Output.',
    '把回复逐个 token 推送到 Playground 以及使用 stream=true 的 API 调用。仅在 Model Response 连接到 Chat Output 时生效。',
  ),
};

const seed: ComponentInput = {
  name: 'seed',
  displayName: 'Seed',
  type: 'integer',
  advanced: true,
  description: l('Makes sampling repeatable for the same input.', '让相同输入的采样结果可复现。'),
};

/** The GPT chat models, offered by both Language Model and OpenAI. */
const gptModels = ['gpt-4o-mini', 'gpt-4o', 'gpt-4.1', 'gpt-4.1-mini', 'gpt-4.1-nano'] as const;

/** The generation settings of LM Studio and vLLM, both self-hosted OpenAI-compatible servers. */
const localServerSettings = [temperature('from 0 to 2', '取值 0 到 2'), maxTokens, seed, stream];

const outputs: readonly ComponentOutput[] = [
  {
    name: 'text_output',
    displayName: 'Model Response',
    type: 'Message',
    description: l(
      'The reply to Input, as a Message. Connect it to Chat Output, Parser or a Prompt Template variable.',
      '针对 Input 的回复，类型为 Message。可连接到 Chat Output、Parser 或 Prompt Template 的变量。',
    ),
  },
  {
    name: 'model_output',
    displayName: 'Language Model',
    type: 'LanguageModel',
    description: l(
      'The configured model itself, not a reply. Connect it to an Agent or any component that calls a model on its own.',
      '配置好的模型本身，而不是回复。可连接到 Agent 或任何自行调用模型的组件。',
    ),
  },
];

export const modelsComponents = [
  {
    id: 'language-model',
    name: 'Language Model',
    family: 'models',
    purpose: l(
      'Calls a chat model from OpenAI, Anthropic or Google with one node; the default choice for prompts and RAG answers when you do not need provider-specific settings.',
      '用一个节点调用 OpenAI、Anthropic 或 Google 的聊天模型；不需要提供商专属设置时，这是提示词流程和 RAG 问答的默认选择。',
    ),
    inputs: [
      {
        name: 'provider',
        displayName: 'Model Provider',
        type: 'dropdown',
        default: 'OpenAI',
        options: ['OpenAI', 'Anthropic', 'Google'],
        description: l(
          'The company that hosts the model. Changing it refreshes Model Name and the suggested API key variable.',
          '托管模型的提供商。切换后，Model Name 和建议使用的 API 密钥变量会随之更新。',
        ),
      },
      modelName(
        'gpt-4o-mini',
        [
          ...gptModels,
          'o4-mini',
          'claude-sonnet-4-6',
          'claude-haiku-4-5',
          'gemini-2.5-pro',
          'gemini-2.5-flash',
          'gemini-2.0-flash',
        ],
        'The model to call. The list shows only the models of the selected provider.',
        '要调用的模型。列表只显示所选提供商的模型。',
      ),
      apiKey(
        'OPENAI_API_KEY',
        'Key of the selected provider: OPENAI_API_KEY, ANTHROPIC_API_KEY or GOOGLE_API_KEY by convention.',
        '所选提供商的密钥，按惯例命名为 OPENAI_API_KEY、ANTHROPIC_API_KEY 或 GOOGLE_API_KEY。',
      ),
      inputValue,
      systemMessage,
      stream,
      temperature('from 0 to 1', '取值 0 到 1'),
      maxTokens,
    ],
    outputs,
    notes: l(
      "For Azure, Bedrock, local models or provider options such as a base URL, use the provider's own component instead; both have the same outputs, so you can swap them without rewiring.",
      '如果需要 Azure、Bedrock、本地模型，或需要 Base URL 等提供商专属选项，请改用该提供商自己的组件；两者输出相同，替换时无需重新连线。',
    ),
  },
  {
    id: 'openai-model',
    name: 'OpenAI',
    family: 'models',
    purpose: l(
      'Calls OpenAI chat models with every OpenAI option: base URL, JSON mode, seed, retries.',
      '调用 OpenAI 聊天模型，并提供全部 OpenAI 选项：Base URL、JSON 模式、seed、重试次数。',
    ),
    inputs: [
      inputValue,
      systemMessage,
      modelName(
        'gpt-4o-mini',
        [...gptModels, 'o1', 'o3', 'o3-mini', 'o4-mini'],
        'The OpenAI model. gpt-4o-mini and gpt-4.1-mini are cheap and fast; o1, o3, o3-mini and o4-mini are reasoning models.',
        'OpenAI 模型。gpt-4o-mini 和 gpt-4.1-mini 便宜且快；o1、o3、o3-mini 和 o4-mini 是推理模型。',
      ),
      apiKey(
        'OPENAI_API_KEY',
        'Your OpenAI API key (starts with sk-).',
        '你的 OpenAI API 密钥（以 sk- 开头）。',
      ),
      temperature('from 0 to 2; ignored by reasoning models', '取值 0 到 2；推理模型会忽略此参数'),
      maxTokens,
      baseUrl(
        'openai_api_base',
        'https://api.openai.com/v1',
        'Where requests go. Change it only for a proxy or gateway that speaks the OpenAI API; for other servers use OpenAI-Compatible Endpoint.',
        '请求发送的地址。只有在使用兼容 OpenAI API 的代理或网关时才需要修改；其他服务器请使用 OpenAI-Compatible Endpoint。',
      ),
      {
        name: 'json_mode',
        displayName: 'JSON Mode',
        type: 'boolean',
        default: false,
        advanced: true,
        description: l(
          'Force the reply to be a valid JSON object. The prompt or system message must also ask for JSON.',
          '强制回复为合法的 JSON 对象。提示词或系统消息中也必须要求输出 JSON。',
        ),
      },
      {
        name: 'seed',
        displayName: 'Seed',
        type: 'integer',
        default: 1,
        advanced: true,
        description: l(
          'Makes repeated calls with the same input more likely to return the same reply (best effort).',
          '让相同输入的重复调用更可能得到相同的回复（尽力而为，不保证）。',
        ),
      },
      maxRetries(
        5,
        'Retries after a rate limit (HTTP 429) or a server error, with exponential backoff.',
        '遇到限流（HTTP 429）或服务器错误时的重试次数，采用指数退避。',
      ),
      timeout(
        120,
        'Seconds to wait for one request before it fails.',
        '单次请求的等待秒数，超时即失败。',
      ),
      stream,
    ],
    outputs,
    notes: l(
      'For o1, o3, o3-mini and o4-mini the component sends Max Tokens as max_completion_tokens and does not send Temperature. Models you have no access to in your OpenAI project return HTTP 404.',
      '对于 o1、o3、o3-mini 和 o4-mini，组件会把 Max Tokens 作为 max_completion_tokens 发送，并且不发送 Temperature。你的 OpenAI 项目无权访问的模型会返回 HTTP 404。',
    ),
  },
  {
    id: 'anthropic-model',
    name: 'Anthropic',
    family: 'models',
    purpose: l(
      'Calls Claude models through the Anthropic API; strong at long documents, careful writing and tool use.',
      '通过 Anthropic API 调用 Claude 模型；擅长长文档、严谨写作和工具调用。',
    ),
    inputs: [
      inputValue,
      systemMessage,
      modelName(
        'claude-sonnet-4-6',
        ['claude-opus-4-6', 'claude-sonnet-4-6', 'claude-haiku-4-5'],
        'The Claude model. Haiku is the fastest and cheapest, Sonnet the balanced choice, Opus the most capable. You can also type a model id that is not listed: Anthropic retires older models, and a retired one answers with an error.',
        'Claude 模型。Haiku 最快最便宜，Sonnet 较为均衡，Opus 能力最强。也可以输入列表中没有的模型 ID：Anthropic 会停用旧模型，调用已停用的模型会返回错误。',
      ),
      apiKey(
        'ANTHROPIC_API_KEY',
        'Your Anthropic API key (starts with sk-ant-).',
        '你的 Anthropic API 密钥（以 sk-ant- 开头）。',
      ),
      temperature('from 0 to 1', '取值 0 到 1'),
      {
        ...maxTokens,
        default: 4096,
        description: l(
          'Upper limit of tokens in the reply. The Anthropic API requires a value, so the field cannot be empty.',
          '回复的最大 token 数。Anthropic API 要求必须提供该值，因此不能留空。',
        ),
      },
      baseUrl(
        'base_url',
        'https://api.anthropic.com',
        'Where requests go; change it only for a proxy or gateway in front of the Anthropic API.',
        '请求发送的地址；只有在 Anthropic API 前面有代理或网关时才需要修改。',
      ),
      stream,
    ],
    outputs,
  },
  {
    id: 'google-gemini-model',
    name: 'Google Gemini',
    family: 'models',
    purpose: l(
      'Calls Gemini models through the Gemini API with a Google AI Studio key; long context windows and a generous free tier.',
      '使用 Google AI Studio 密钥通过 Gemini API 调用 Gemini 模型；上下文窗口很长，免费额度也较宽裕。',
    ),
    inputs: [
      inputValue,
      systemMessage,
      modelName(
        'gemini-2.0-flash',
        ['gemini-2.5-pro', 'gemini-2.5-flash', 'gemini-2.0-flash', 'gemini-2.0-flash-lite'],
        'The Gemini model. Flash models are fast and cheap; gemini-2.5-pro reasons best on hard questions.',
        'Gemini 模型。Flash 系列快速且便宜；gemini-2.5-pro 在难题上推理能力最强。',
      ),
      apiKey(
        'GOOGLE_API_KEY',
        'A Gemini API key from Google AI Studio.',
        '在 Google AI Studio 创建的 Gemini API 密钥。',
      ),
      temperature('from 0 to 2', '取值 0 到 2'),
      maxOutputTokens,
      topP,
      {
        name: 'top_k',
        displayName: 'Top K',
        type: 'integer',
        advanced: true,
        description: l(
          'Only the K most likely tokens are considered at each step. Empty uses the model default.',
          '每一步只在概率最高的 K 个 token 中取样。留空则使用模型默认值。',
        ),
      },
      stream,
    ],
    outputs,
    notes: l(
      'This component uses the Gemini API (generativelanguage.googleapis.com), not Vertex AI. Keys are created in Google AI Studio; the free tier has low per-minute limits.',
      '该组件使用 Gemini API（generativelanguage.googleapis.com），而不是 Vertex AI。密钥在 Google AI Studio 中创建；免费层的每分钟调用上限较低。',
    ),
  },
  {
    id: 'vertex-ai-model',
    name: 'Vertex AI',
    family: 'models',
    purpose: l(
      'Calls Gemini models through Vertex AI in your own Google Cloud project, authenticated with a service account; pick it when usage must be billed, governed and located in your Google Cloud organisation.',
      '通过你自己 Google Cloud 项目中的 Vertex AI 调用 Gemini 模型，并以服务账号进行身份验证；当用量必须计入你的 Google Cloud 组织、受其管控并位于其指定区域时，选择它。',
    ),
    inputs: [
      inputValue,
      systemMessage,
      {
        name: 'credentials_json',
        displayName: 'Service Account JSON',
        type: 'secret',
        description: l(
          "The JSON key of a service account that has the Vertex AI User role, pasted whole into a credential global variable such as GOOGLE_VERTEX_CREDENTIALS. Leave empty when the server runs on Google Cloud with an attached service account: the component then uses the server's Application Default Credentials.",
          '具有 Vertex AI User 角色的服务账号的 JSON 密钥，完整粘贴到凭据变量中，例如 GOOGLE_VERTEX_CREDENTIALS。如果服务器运行在 Google Cloud 上并关联了服务账号，可以留空：组件会改用服务器的应用默认凭据（Application Default Credentials）。',
        ),
      },
      {
        name: 'project',
        displayName: 'Project ID',
        type: 'string',
        description: l(
          'The Google Cloud project that is called and billed, such as acme-genai-prod. Empty uses the project_id field of the key.',
          '被调用并计费的 Google Cloud 项目，例如 acme-genai-prod。留空则使用密钥中的 project_id 字段。',
        ),
      },
      {
        name: 'location',
        displayName: 'Location',
        type: 'dropdown',
        default: 'us-central1',
        options: ['us-central1', 'us-east4', 'us-west1', 'europe-west1', 'europe-west4', 'global'],
        description: l(
          'The region whose endpoint serves the request. global lets Google pick a region, which helps against capacity errors but gives no control over where the request is processed. Model availability differs by region; you can also type a region that is not listed.',
          '处理请求的区域端点。选择 global 时由 Google 选择区域，有助于减少容量不足错误，但无法控制请求在哪里处理。不同区域可用的模型不同；也可以输入列表中没有的区域。',
        ),
      },
      modelName(
        'gemini-2.5-flash',
        [
          'gemini-2.5-pro',
          'gemini-2.5-flash',
          'gemini-2.5-flash-lite',
          'gemini-2.0-flash-001',
          'gemini-2.0-flash-lite-001',
        ],
        'The Gemini model id as Vertex AI names it. Flash-Lite is the cheapest, Flash the balanced choice, gemini-2.5-pro the strongest at reasoning.',
        'Vertex AI 中的 Gemini 模型 ID。Flash-Lite 最便宜，Flash 较为均衡，gemini-2.5-pro 的推理能力最强。',
      ),
      temperature('from 0 to 2', '取值 0 到 2'),
      maxOutputTokens,
      topP,
      maxRetries(
        5,
        'Retries after a quota error (HTTP 429, RESOURCE_EXHAUSTED) or a server error, with exponential backoff.',
        '遇到配额错误（HTTP 429，RESOURCE_EXHAUSTED）或服务器错误时的重试次数，采用指数退避。',
      ),
      stream,
    ],
    outputs,
    notes: l(
      'Enable the Vertex AI API (aiplatform.googleapis.com) in the project first. Requests are billed to that project, not to a Google AI Studio key; keys from AI Studio do not work here.',
      '请先在项目中启用 Vertex AI API（aiplatform.googleapis.com）。请求费用计入该项目，而不是某个 Google AI Studio 密钥；AI Studio 的密钥不能用于此组件。',
    ),
  },
  {
    id: 'azure-openai-model',
    name: 'Azure OpenAI',
    family: 'models',
    purpose: l(
      'Calls an OpenAI model deployed in your own Azure OpenAI resource; pick it when data must stay in your Azure tenant and region.',
      '调用部署在你自己 Azure OpenAI 资源中的 OpenAI 模型；当数据必须留在你的 Azure 租户和区域内时选择它。',
    ),
    inputs: [
      inputValue,
      systemMessage,
      {
        name: 'azure_endpoint',
        displayName: 'Azure Endpoint',
        type: 'string',
        required: true,
        description: l(
          'The resource endpoint from the Azure portal, for example https://my-resource.openai.azure.com/.',
          'Azure 门户中资源的端点，例如 https://my-resource.openai.azure.com/。',
        ),
      },
      {
        name: 'azure_deployment',
        displayName: 'Deployment Name',
        type: 'string',
        required: true,
        description: l(
          'The name you gave the model deployment, such as gpt-4o-mini-prod. The deployment decides which model answers.',
          '你为模型部署起的名称，例如 gpt-4o-mini-prod。由部署决定实际回答的模型。',
        ),
      },
      {
        name: 'api_version',
        displayName: 'API Version',
        type: 'dropdown',
        default: '2024-10-21',
        options: ['2024-10-21', '2024-06-01', '2025-01-01-preview', '2025-04-01-preview'],
        description: l(
          'The Azure OpenAI REST API version. 2024-10-21 is generally available; preview versions are needed for the newest models and features.',
          'Azure OpenAI REST API 版本。2024-10-21 为正式版；最新的模型和功能需要使用预览版。',
        ),
      },
      apiKey(
        'AZURE_OPENAI_API_KEY',
        'Key 1 or Key 2 of the Azure OpenAI resource.',
        'Azure OpenAI 资源的 Key 1 或 Key 2。',
      ),
      temperature('from 0 to 2', '取值 0 到 2'),
      maxTokens,
      stream,
    ],
    outputs,
    notes: l(
      'There is no Model Name field: create a deployment of the model you want in Azure AI Foundry and type its name in Deployment Name.',
      '该组件没有 Model Name 字段：请先在 Azure AI Foundry 中为所需模型创建部署，再把部署名称填入 Deployment Name。',
    ),
  },
  {
    id: 'amazon-bedrock-model',
    name: 'Amazon Bedrock',
    family: 'models',
    purpose: l(
      'Calls Claude, Amazon Nova, Llama, Mistral and Cohere models hosted in Amazon Bedrock, billed to your AWS account.',
      '调用托管在 Amazon Bedrock 上的 Claude、Amazon Nova、Llama、Mistral 和 Cohere 模型，费用计入你的 AWS 账户。',
    ),
    inputs: [
      inputValue,
      systemMessage,
      modelId(
        'amazon.nova-lite-v1:0',
        [
          'amazon.nova-micro-v1:0',
          'amazon.nova-lite-v1:0',
          'amazon.nova-pro-v1:0',
          'meta.llama3-1-8b-instruct-v1:0',
          'meta.llama3-1-70b-instruct-v1:0',
          'mistral.mistral-large-2407-v1:0',
          'cohere.command-r-plus-v1:0',
        ],
        'The Bedrock model id. You can also type an id that is not listed. Claude 4 models are called through an inference profile id, such as us.anthropic.claude-haiku-4-5-20251001-v1:0.',
        'Bedrock 模型 ID。也可以输入列表中没有的 ID。Claude 4 模型要通过推理配置文件 ID 调用，例如 us.anthropic.claude-haiku-4-5-20251001-v1:0。',
      ),
      {
        name: 'aws_access_key_id',
        displayName: 'AWS Access Key ID',
        type: 'secret',
        description: l(
          "Access key of an IAM user or role allowed to call bedrock:InvokeModel. Select a credential global variable such as AWS_ACCESS_KEY_ID. Leave empty to use the server's AWS profile or instance role.",
          '有权调用 bedrock:InvokeModel 的 IAM 用户或角色的访问密钥。请选择凭据变量（例如 AWS_ACCESS_KEY_ID）。留空则使用服务器上的 AWS 配置文件或实例角色。',
        ),
      },
      {
        name: 'aws_secret_access_key',
        displayName: 'AWS Secret Access Key',
        type: 'secret',
        description: l(
          'The secret that belongs to the access key, for example the global variable AWS_SECRET_ACCESS_KEY.',
          '与访问密钥配对的私密密钥，例如全局变量 AWS_SECRET_ACCESS_KEY。',
        ),
      },
      {
        name: 'aws_session_token',
        displayName: 'AWS Session Token',
        type: 'secret',
        advanced: true,
        description: l(
          'Only for temporary credentials (STS, SSO); they expire, usually after one to twelve hours.',
          '仅用于临时凭据（STS、SSO）；这类凭据会过期，通常为 1 到 12 小时。',
        ),
      },
      {
        name: 'region_name',
        displayName: 'Region',
        type: 'dropdown',
        default: 'us-east-1',
        options: [
          'us-east-1',
          'us-west-2',
          'eu-central-1',
          'eu-west-1',
          'eu-west-3',
          'ap-northeast-1',
          'ap-southeast-2',
        ],
        description: l(
          'The AWS region to call. Model availability differs by region.',
          '要调用的 AWS 区域。不同区域可用的模型不同。',
        ),
      },
      temperature('from 0 to 1', '取值 0 到 1'),
      {...maxTokens, default: 1024},
      {
        name: 'endpoint_url',
        displayName: 'Endpoint URL',
        type: 'string',
        advanced: true,
        description: l(
          'A custom Bedrock runtime endpoint, such as a VPC interface endpoint. Empty uses the public endpoint of the region.',
          '自定义的 Bedrock 运行时端点，例如 VPC 接口端点。留空则使用该区域的公共端点。',
        ),
      },
      stream,
    ],
    outputs,
    notes: l(
      'Serverless models are enabled for every account; restrict them with IAM policies. Anthropic models may ask for use-case details on first use in the Bedrock console. Streaming also needs the bedrock:InvokeModelWithResponseStream permission.',
      '无服务器模型已对所有账号开放，可用 IAM 策略加以限制。首次使用 Anthropic 模型时，Bedrock 控制台可能会要求填写使用场景信息。流式输出还需要 bedrock:InvokeModelWithResponseStream 权限。',
    ),
  },
  {
    id: 'mistral-model',
    name: 'Mistral AI',
    family: 'models',
    purpose: l(
      'Calls Mistral AI models hosted in the EU, from the small Ministral models to Mistral Large and Codestral for code.',
      '调用托管在欧盟的 Mistral AI 模型，从小型的 Ministral 到 Mistral Large，以及面向代码的 Codestral。',
    ),
    inputs: [
      inputValue,
      systemMessage,
      modelName(
        'mistral-small-latest',
        [
          'mistral-large-latest',
          'mistral-medium-latest',
          'mistral-small-latest',
          'ministral-8b-latest',
          'ministral-3b-latest',
          'codestral-latest',
          'open-mistral-nemo',
          'pixtral-large-latest',
        ],
        'The Mistral model. The -latest aliases move to each new release; pin a dated version for stable behaviour.',
        'Mistral 模型。带 -latest 的别名会随新版本更新；如需行为稳定，请固定带日期的版本。',
      ),
      apiKey(
        'MISTRAL_API_KEY',
        'A key from the Mistral console (La Plateforme).',
        '在 Mistral 控制台（La Plateforme）创建的密钥。',
      ),
      temperature(
        'from 0 to 1; Mistral recommends at most 0.7',
        '取值 0 到 1；Mistral 建议不超过 0.7',
      ),
      maxTokens,
      baseUrl(
        'mistral_api_base',
        'https://api.mistral.ai/v1',
        'Where requests go; change it for a self-deployed Mistral model or a gateway.',
        '请求发送的地址；自行部署 Mistral 模型或使用网关时修改。',
      ),
      {
        name: 'random_seed',
        displayName: 'Random Seed',
        type: 'integer',
        advanced: true,
        description: l(
          'Makes sampling repeatable for the same input. Empty means a new random seed on every call.',
          '让相同输入的采样结果可复现。留空表示每次调用使用新的随机种子。',
        ),
      },
      {
        name: 'safe_prompt',
        displayName: 'Safe Prompt',
        type: 'boolean',
        default: false,
        advanced: true,
        description: l(
          "Prepend Mistral's safety system prompt to every call.",
          '在每次调用前加上 Mistral 的安全系统提示词。',
        ),
      },
      stream,
    ],
    outputs,
  },
  {
    id: 'groq-model',
    name: 'Groq',
    family: 'models',
    purpose: l(
      "Calls open models (Llama, Qwen, DeepSeek distills) on Groq's LPU hardware; pick it when answers must come back fast.",
      '在 Groq 的 LPU 硬件上调用开源模型（Llama、Qwen、DeepSeek 蒸馏模型）；需要极快响应时选择它。',
    ),
    inputs: [
      inputValue,
      systemMessage,
      modelName(
        'llama-3.1-8b-instant',
        [
          'llama-3.1-8b-instant',
          'llama-3.3-70b-versatile',
          'meta-llama/llama-4-scout-17b-16e-instruct',
          'meta-llama/llama-4-maverick-17b-128e-instruct',
          'deepseek-r1-distill-llama-70b',
          'qwen-qwq-32b',
        ],
        "The model. Once an API key is set, the list refreshes from Groq's model list.",
        '要使用的模型。设置 API 密钥后，列表会从 Groq 的模型列表刷新。',
      ),
      apiKey(
        'GROQ_API_KEY',
        'A key from the GroqCloud console (starts with gsk_).',
        '在 GroqCloud 控制台创建的密钥（以 gsk_ 开头）。',
      ),
      temperature('from 0 to 2', '取值 0 到 2'),
      maxTokens,
      baseUrl(
        'base_url',
        'https://api.groq.com',
        'Where requests go; change it only for a proxy.',
        '请求发送的地址；仅在使用代理时修改。',
      ),
      stream,
    ],
    outputs,
    notes: l(
      'The free tier limits requests and tokens per minute and per day; over the limit Groq answers HTTP 429.',
      '免费层对每分钟和每天的请求数与 token 数都有限制；超出后 Groq 返回 HTTP 429。',
    ),
  },
  {
    id: 'cohere-model',
    name: 'Cohere',
    family: 'models',
    purpose: l(
      'Calls Cohere Command models, tuned for retrieval-augmented answers and enterprise use.',
      '调用 Cohere 的 Command 系列模型，它们针对检索增强问答和企业场景做过优化。',
    ),
    inputs: [
      inputValue,
      systemMessage,
      modelName(
        'command-r-08-2024',
        ['command-a-03-2025', 'command-r-plus-08-2024', 'command-r-08-2024', 'command-r7b-12-2024'],
        'The Command model. command-a-03-2025 is the most capable; command-r7b-12-2024 the smallest and cheapest.',
        'Command 模型。command-a-03-2025 能力最强；command-r7b-12-2024 最小也最便宜。',
      ),
      apiKey(
        'COHERE_API_KEY',
        'A production or trial key from the Cohere dashboard.',
        '在 Cohere 控制台创建的生产密钥或试用密钥。',
      ),
      temperature('0 or more; values above 1 are rarely useful', '不小于 0；大于 1 的值很少有用'),
      maxTokens,
      stream,
    ],
    outputs,
    notes: l(
      'Trial keys are free but rate-limited and not allowed for production use.',
      '试用密钥免费，但有调用频率限制，且不允许用于生产环境。',
    ),
  },
  {
    id: 'nvidia-model',
    name: 'NVIDIA',
    family: 'models',
    purpose: l(
      "Calls models served as NVIDIA NIM microservices, on NVIDIA's hosted API catalog or on your own GPUs.",
      '调用以 NVIDIA NIM 微服务形式提供的模型，可以使用 NVIDIA 托管的 API 目录，也可以运行在你自己的 GPU 上。',
    ),
    inputs: [
      inputValue,
      systemMessage,
      modelName(
        'meta/llama-3.1-8b-instruct',
        [
          'meta/llama-3.1-8b-instruct',
          'meta/llama-3.3-70b-instruct',
          'meta/llama-3.1-405b-instruct',
          'nvidia/llama-3.1-nemotron-70b-instruct',
          'mistralai/mixtral-8x22b-instruct-v0.1',
          'deepseek-ai/deepseek-r1',
        ],
        'The model, as named in the NVIDIA API catalog (build.nvidia.com). The list refreshes from the Base URL.',
        '模型名称，与 NVIDIA API 目录（build.nvidia.com）中的名称一致。列表会根据 Base URL 刷新。',
      ),
      apiKey(
        'NVIDIA_API_KEY',
        'A key from build.nvidia.com (starts with nvapi-). Not needed for a self-hosted NIM without authentication.',
        '在 build.nvidia.com 创建的密钥（以 nvapi- 开头）。自托管且未启用身份验证的 NIM 不需要密钥。',
        false,
      ),
      temperature('from 0 to 1', '取值 0 到 1'),
      maxTokens,
      baseUrl(
        'base_url',
        'https://integrate.api.nvidia.com/v1',
        'The hosted API catalog by default. For a self-hosted NIM container, use its address, for example http://gpu-host:8000/v1.',
        '默认是托管的 API 目录。使用自托管 NIM 容器时，填写它的地址，例如 http://gpu-host:8000/v1。',
      ),
      seed,
      stream,
    ],
    outputs,
  },
  {
    id: 'perplexity-model',
    name: 'Perplexity',
    family: 'models',
    purpose: l(
      'Calls Perplexity Sonar models, which search the web before answering; pick it for questions about current events.',
      '调用 Perplexity 的 Sonar 模型，它们会先搜索网络再回答；适合询问时事和最新信息。',
    ),
    inputs: [
      inputValue,
      systemMessage,
      modelName(
        'sonar',
        ['sonar', 'sonar-pro', 'sonar-reasoning', 'sonar-reasoning-pro', 'sonar-deep-research'],
        'The Sonar model. sonar is fast and cheap; sonar-deep-research runs many searches and can take minutes.',
        'Sonar 模型。sonar 快速且便宜；sonar-deep-research 会执行大量搜索，可能需要几分钟。',
      ),
      apiKey(
        'PERPLEXITY_API_KEY',
        "A key from Perplexity's API settings (starts with pplx-).",
        '在 Perplexity API 设置中创建的密钥（以 pplx- 开头）。',
      ),
      temperature('from 0 to 2', '取值 0 到 2'),
      maxTokens,
      {
        name: 'search_recency_filter',
        displayName: 'Search Recency',
        type: 'dropdown',
        default: 'any',
        advanced: true,
        options: ['any', 'month', 'week', 'day', 'hour'],
        description: l(
          'Only use web pages published within this period.',
          '只使用在该时间段内发布的网页。',
        ),
      },
      stream,
    ],
    outputs,
    notes: l(
      'Each request is billed per token plus a fee per search. The Model Response text contains numbered citations such as [1]; the source URLs are in the message properties.',
      '每次请求按 token 计费，另外按搜索次数收费。Model Response 文本中带有 [1] 这样的编号引用；来源 URL 保存在消息的属性中。',
    ),
  },
  {
    id: 'xai-model',
    name: 'xAI',
    family: 'models',
    purpose: l('Calls xAI Grok models through the xAI API.', '通过 xAI API 调用 Grok 模型。'),
    inputs: [
      inputValue,
      systemMessage,
      modelName(
        'grok-3-mini',
        ['grok-3', 'grok-3-mini', 'grok-3-fast', 'grok-2-1212', 'grok-2-vision-1212'],
        'The Grok model. grok-3-mini is a low-cost reasoning model; grok-3 is the flagship.',
        'Grok 模型。grok-3-mini 是低成本的推理模型；grok-3 是旗舰模型。',
      ),
      apiKey(
        'XAI_API_KEY',
        'A key from the xAI console (starts with xai-).',
        '在 xAI 控制台创建的密钥（以 xai- 开头）。',
      ),
      temperature('from 0 to 2', '取值 0 到 2'),
      maxTokens,
      baseUrl(
        'base_url',
        'https://api.x.ai/v1',
        'Where requests go; change it only for a proxy.',
        '请求发送的地址；仅在使用代理时修改。',
      ),
      stream,
    ],
    outputs,
  },
  {
    id: 'deepseek-model',
    name: 'DeepSeek',
    family: 'models',
    purpose: l(
      "Calls DeepSeek's hosted models: deepseek-chat for general answers and deepseek-reasoner for step-by-step reasoning at a low price.",
      '调用 DeepSeek 托管的模型：deepseek-chat 用于一般问答，deepseek-reasoner 以较低价格提供逐步推理。',
    ),
    inputs: [
      inputValue,
      systemMessage,
      modelName(
        'deepseek-chat',
        ['deepseek-chat', 'deepseek-reasoner'],
        'deepseek-chat (DeepSeek-V3) or deepseek-reasoner (DeepSeek-R1).',
        'deepseek-chat（DeepSeek-V3）或 deepseek-reasoner（DeepSeek-R1）。',
      ),
      apiKey(
        'DEEPSEEK_API_KEY',
        'A key from the DeepSeek platform.',
        '在 DeepSeek 开放平台创建的密钥。',
      ),
      temperature(
        'from 0 to 2; ignored by deepseek-reasoner',
        '取值 0 到 2；deepseek-reasoner 会忽略此参数',
      ),
      maxTokens,
      baseUrl(
        'base_url',
        'https://api.deepseek.com',
        'Where requests go; change it only for a proxy.',
        '请求发送的地址；仅在使用代理时修改。',
      ),
      stream,
    ],
    outputs,
  },
  {
    id: 'huggingface-model',
    name: 'Hugging Face',
    family: 'models',
    purpose: l(
      'Calls an open model from the Hugging Face Hub through Hugging Face inference, a dedicated Inference Endpoint or a Text Generation Inference server.',
      '通过 Hugging Face 推理服务、专用 Inference Endpoint 或 Text Generation Inference 服务器，调用 Hugging Face Hub 上的开源模型。',
    ),
    inputs: [
      inputValue,
      systemMessage,
      modelId(
        'meta-llama/Llama-3.1-8B-Instruct',
        [
          'meta-llama/Llama-3.1-8B-Instruct',
          'meta-llama/Llama-3.3-70B-Instruct',
          'mistralai/Mistral-7B-Instruct-v0.3',
          'Qwen/Qwen2.5-72B-Instruct',
          'Qwen/Qwen2.5-Coder-32B-Instruct',
          'microsoft/Phi-3.5-mini-instruct',
          'HuggingFaceH4/zephyr-7b-beta',
        ],
        'The repository id of the model on the Hub. You can type any id of a chat model that is deployed for inference.',
        '模型在 Hub 上的仓库 ID。可以输入任何已部署推理服务的聊天模型 ID。',
      ),
      {
        name: 'inference_endpoint',
        displayName: 'Inference Endpoint',
        type: 'string',
        advanced: true,
        description: l(
          "URL of a dedicated Inference Endpoint or of your own Text Generation Inference server. Empty uses Hugging Face's serverless inference.",
          '专用 Inference Endpoint 或你自己的 Text Generation Inference 服务器的 URL。留空则使用 Hugging Face 的无服务器推理。',
        ),
      },
      apiKey(
        'HUGGINGFACEHUB_API_TOKEN',
        'A Hugging Face access token (starts with hf_); a fine-grained token needs the permission to make calls to Inference Providers.',
        'Hugging Face 访问令牌（以 hf_ 开头）；细粒度令牌需要具备调用 Inference Providers 的权限。',
      ),
      temperature('from 0 to 2', '取值 0 到 2'),
      {...maxTokens, name: 'max_new_tokens', displayName: 'Max New Tokens', default: 512},
      {
        name: 'repetition_penalty',
        displayName: 'Repetition Penalty',
        type: 'float',
        advanced: true,
        description: l(
          'Values above 1.0, such as 1.1, discourage the model from repeating itself. Empty uses the server default.',
          '大于 1.0 的值（例如 1.1）会抑制模型重复输出。留空则使用服务器默认值。',
        ),
      },
      stream,
    ],
    outputs,
    notes: l(
      'Gated models such as Llama need you to accept their licence on the model page with the same account as the token. Serverless inference may take a while to load a model that nobody used recently.',
      'Llama 等受限模型需要用令牌所属的同一账号在模型页面上接受其许可协议。无服务器推理在加载最近无人使用的模型时可能需要等待一段时间。',
    ),
  },
  {
    id: 'ollama-model',
    name: 'Ollama',
    family: 'models',
    purpose: l(
      'Calls a model running locally in Ollama; no API key, no data leaves your machine.',
      '调用在本地 Ollama 中运行的模型；无需 API 密钥，数据不会离开你的机器。',
    ),
    inputs: [
      inputValue,
      systemMessage,
      serverUrl(
        'http://localhost:11434',
        'Address of the Ollama server. When Flowloom runs in Docker and Ollama on the host, use http://host.docker.internal:11434 (on Linux, start the container with --add-host=host.docker.internal:host-gateway and Ollama with OLLAMA_HOST=0.0.0.0, since Ollama listens only on 127.0.0.1 by default).',
        'Ollama 服务器的地址。如果 Flowloom 运行在 Docker 中而 Ollama 运行在宿主机上，请使用 http://host.docker.internal:11434（在 Linux 上，还需要以 --add-host=host.docker.internal:host-gateway 启动容器，并以 OLLAMA_HOST=0.0.0.0 启动 Ollama，因为 Ollama 默认只监听 127.0.0.1）。',
      ),
      modelName(
        'llama3.2',
        ['llama3.2', 'llama3.1:8b', 'qwen2.5:7b', 'mistral', 'gemma3', 'phi4', 'deepseek-r1:8b'],
        'A model you have pulled (ollama pull llama3.2). The list refreshes from the models installed on the server.',
        '一个已经拉取的模型（ollama pull llama3.2）。列表会根据服务器上已安装的模型刷新。',
      ),
      temperature('from 0 to 2', '取值 0 到 2'),
      {
        ...maxTokens,
        description: l(
          'Upper limit of tokens in the reply, sent to Ollama as num_predict. Empty means no limit.',
          '回复的最大 token 数，以 num_predict 发送给 Ollama。留空表示不限制。',
        ),
      },
      {
        name: 'num_ctx',
        displayName: 'Context Window',
        type: 'integer',
        advanced: true,
        description: l(
          'Context size in tokens. Empty uses the server default, which is small; raise it (for example to 8192) for long prompts or RAG context, at the cost of memory.',
          '以 token 计的上下文长度。留空时使用服务器默认值，该值较小；处理长提示词或 RAG 上下文时请调大（例如 8192），代价是占用更多内存。',
        ),
      },
      {
        name: 'format',
        displayName: 'Format',
        type: 'dropdown',
        default: 'text',
        advanced: true,
        options: ['text', 'json'],
        description: l(
          'json makes Ollama return valid JSON; also ask for JSON in the prompt.',
          '选择 json 时 Ollama 会返回合法的 JSON；同时也要在提示词中要求输出 JSON。',
        ),
      },
      keepAlive(
        'How long Ollama keeps the model in memory after a call, such as 5m, 1h, or -1 for always.',
        '调用结束后 Ollama 把模型保留在内存中的时长，例如 5m、1h，-1 表示一直保留。',
      ),
      stream,
    ],
    outputs,
    notes: l(
      'To use the model inside an Agent, pick one that supports tool calling, such as llama3.1, llama3.2 or qwen2.5.',
      '如果要在 Agent 中使用该模型，请选择支持工具调用的模型，例如 llama3.1、llama3.2 或 qwen2.5。',
    ),
  },
  {
    id: 'lm-studio-model',
    name: 'LM Studio',
    family: 'models',
    purpose: l(
      "Calls the model loaded in LM Studio's local server; a desktop-friendly way to run GGUF and MLX models.",
      '调用 LM Studio 本地服务器中加载的模型；这是在桌面上运行 GGUF 和 MLX 模型的便捷方式。',
    ),
    inputs: [
      inputValue,
      systemMessage,
      serverUrl(
        'http://localhost:1234/v1',
        "Address of LM Studio's OpenAI-compatible server, shown in its Developer tab.",
        'LM Studio 兼容 OpenAI 的服务器地址，可在其 Developer 标签页中看到。',
      ),
      {
        name: 'model_name',
        displayName: 'Model Name',
        type: 'dropdown',
        options: [
          'qwen2.5-7b-instruct',
          'llama-3.2-3b-instruct',
          'meta-llama-3.1-8b-instruct',
          'gemma-3-12b-it',
          'mistral-7b-instruct-v0.3',
        ],
        required: true,
        description: l(
          "The model identifier as LM Studio lists it. The list refreshes from the server's downloaded models.",
          'LM Studio 中列出的模型标识符。列表会根据服务器上已下载的模型刷新。',
        ),
      },
      apiKey(
        'LMSTUDIO_API_KEY',
        'Only needed if you put the server behind a proxy that checks keys; LM Studio itself accepts any value.',
        '只有在服务器前面有校验密钥的代理时才需要；LM Studio 本身接受任意值。',
        false,
      ),
      ...localServerSettings,
    ],
    outputs,
    notes: l(
      'Start the server in LM Studio (Developer tab, or lms server start) before running the flow. With just-in-time loading on, the first call loads the model and is slow.',
      '运行流程前先在 LM Studio 中启动服务器（Developer 标签页，或执行 lms server start）。开启即时加载时，第一次调用需要加载模型，速度较慢。',
    ),
  },
  {
    id: 'vllm-model',
    name: 'vLLM',
    family: 'models',
    purpose: l(
      'Calls a model served by vLLM on your own GPU servers; pick it for high-throughput self-hosting.',
      '调用在你自己的 GPU 服务器上由 vLLM 提供服务的模型；适合高吞吐量的自托管场景。',
    ),
    inputs: [
      inputValue,
      systemMessage,
      serverUrl(
        'http://localhost:8000/v1',
        'Address of the vLLM OpenAI-compatible server (vllm serve listens on port 8000 by default).',
        'vLLM 兼容 OpenAI 的服务器地址（vllm serve 默认监听 8000 端口）。',
      ),
      {
        name: 'model_name',
        displayName: 'Model Name',
        type: 'dropdown',
        options: [
          'meta-llama/Llama-3.1-8B-Instruct',
          'Qwen/Qwen2.5-7B-Instruct',
          'mistralai/Mistral-7B-Instruct-v0.3',
        ],
        required: true,
        description: l(
          'The model name the server was started with, or its --served-model-name. The list refreshes from the server.',
          '服务器启动时使用的模型名称，或 --served-model-name 指定的名称。列表会从服务器刷新。',
        ),
      },
      apiKey(
        'VLLM_API_KEY',
        'Needed only when the server was started with --api-key.',
        '仅当服务器以 --api-key 启动时才需要。',
        false,
      ),
      ...localServerSettings,
    ],
    outputs,
    notes: l(
      'Tool calling in an Agent needs a vLLM server started with --enable-auto-tool-choice and a matching --tool-call-parser.',
      '要在 Agent 中使用工具调用，vLLM 服务器需要以 --enable-auto-tool-choice 和匹配的 --tool-call-parser 启动。',
    ),
  },
  {
    id: 'openai-compatible-model',
    name: 'OpenAI-Compatible Endpoint',
    family: 'models',
    purpose: l(
      'Calls any server that implements the OpenAI chat completions API: OpenRouter, Together AI, Fireworks AI, LocalAI, a llama.cpp server, an internal gateway.',
      '调用任何实现了 OpenAI Chat Completions API 的服务器：OpenRouter、Together AI、Fireworks AI、LocalAI、llama.cpp 服务器或内部网关。',
    ),
    inputs: [
      inputValue,
      systemMessage,
      {
        name: 'base_url',
        displayName: 'Base URL',
        type: 'string',
        required: true,
        description: l(
          'The API root that ends before /chat/completions, for example https://openrouter.ai/api/v1 or http://localhost:8080/v1.',
          'API 根地址，不含 /chat/completions，例如 https://openrouter.ai/api/v1 或 http://localhost:8080/v1。',
        ),
      },
      {
        name: 'model_name',
        displayName: 'Model Name',
        type: 'dropdown',
        required: true,
        options: [
          'meta-llama/llama-3.3-70b-instruct',
          'mistralai/mistral-small-3.1-24b-instruct',
          'qwen/qwen-2.5-72b-instruct',
        ],
        description: l(
          "The model name exactly as the server expects it. The list refreshes from the server's /models route when it has one; you can always type a name.",
          '与服务器要求完全一致的模型名称。服务器提供 /models 路由时列表会自动刷新；也始终可以手动输入名称。',
        ),
      },
      apiKey(
        'OPENROUTER_API_KEY',
        'The key of that service, sent as a bearer token. Leave empty for servers without authentication.',
        '该服务的密钥，以 Bearer 令牌发送。服务器无需身份验证时留空。',
        false,
      ),
      temperature('usually from 0 to 2', '通常取值 0 到 2'),
      maxTokens,
      {
        name: 'default_headers',
        displayName: 'Headers',
        type: 'dict',
        advanced: true,
        description: l(
          'Extra HTTP headers sent with every request, for example HTTP-Referer for OpenRouter or a tenant header for a gateway.',
          '每次请求附带的额外 HTTP 头，例如 OpenRouter 的 HTTP-Referer，或网关所需的租户头。',
        ),
      },
      stream,
    ],
    outputs,
  },
] as const satisfies readonly ComponentSpec[];
