/**
 * Embedding model components: each outputs a configured embedding model (Embeddings) that
 * vector stores call to turn documents and queries into vectors. Text Embedder runs one directly.
 */
import type {ComponentInput, ComponentOutput, ComponentSpec} from './types';
import {l} from './localized';
import {
  apiKey,
  baseUrl,
  keepAlive,
  maxRetries,
  modelId,
  modelName,
  serverUrl,
  withDescription,
} from './inputs';

const embeddingsOutput: readonly ComponentOutput[] = [
  {
    name: 'embeddings',
    displayName: 'Embeddings',
    type: 'Embeddings',
    description: l(
      'The configured embedding model. Connect it to the Embedding input of a vector store (Chroma, Qdrant, PGVector) or to Text Embedder.',
      '配置好的嵌入模型。可连接到向量存储（Chroma、Qdrant、PGVector）的 Embedding 输入，或连接到 Text Embedder。',
    ),
  },
];

/** Both Google embedding APIs, Gemini and Vertex AI, take the same task type. */
const taskType: ComponentInput = {
  name: 'task_type',
  displayName: 'Task Type',
  type: 'dropdown',
  default: 'RETRIEVAL_DOCUMENT',
  advanced: true,
  options: [
    'RETRIEVAL_DOCUMENT',
    'RETRIEVAL_QUERY',
    'SEMANTIC_SIMILARITY',
    'CLASSIFICATION',
    'CLUSTERING',
  ],
  description: l(
    'What the vectors are for. In a vector store, documents use RETRIEVAL_DOCUMENT and search queries are sent as RETRIEVAL_QUERY automatically.',
    '向量的用途。在向量存储中，文档使用 RETRIEVAL_DOCUMENT，搜索查询会自动以 RETRIEVAL_QUERY 发送。',
  ),
};

/** What an embedding API does with a text longer than its model accepts. */
const truncate = withDescription({
  name: 'truncate',
  displayName: 'Truncate',
  type: 'dropdown',
  default: 'END',
  advanced: true,
  options: ['NONE', 'START', 'END'],
});

const dimensions = withDescription({
  name: 'dimensions',
  displayName: 'Dimensions',
  type: 'integer',
  advanced: true,
});

const chunkSize: ComponentInput = {
  name: 'chunk_size',
  displayName: 'Batch Size',
  type: 'integer',
  default: 1000,
  advanced: true,
  description: l(
    'How many texts are sent in one request when a vector store embeds many chunks. Lower it if requests time out or hit a size limit.',
    '向量存储嵌入大量文本块时，每个请求发送的文本条数。如果请求超时或超出大小限制，请调低。',
  ),
};

const retries = maxRetries(
  3,
  'Retries after a rate limit (HTTP 429) or a server error.',
  '遇到限流（HTTP 429）或服务器错误时的重试次数。',
);

const requestTimeout: ComponentInput = {
  name: 'request_timeout',
  displayName: 'Request Timeout',
  type: 'float',
  default: 60,
  advanced: true,
  description: l(
    'Seconds to wait for one request before it fails.',
    '单次请求的等待秒数，超时即失败。',
  ),
};

export const embeddingModelsComponents = [
  {
    id: 'embedding-model',
    name: 'Embedding Model',
    family: 'embedding-models',
    purpose: l(
      'Embeds text with an OpenAI, Google or Cohere model from one node; the default choice for RAG flows.',
      '用一个节点调用 OpenAI、Google 或 Cohere 的模型来嵌入文本；RAG 流程的默认选择。',
    ),
    inputs: [
      {
        name: 'provider',
        displayName: 'Model Provider',
        type: 'dropdown',
        default: 'OpenAI',
        options: ['OpenAI', 'Google', 'Cohere'],
        description: l(
          'The company that hosts the embedding model. Changing it refreshes Model Name.',
          '托管嵌入模型的提供商。切换后 Model Name 会随之更新。',
        ),
      },
      modelName(
        'text-embedding-3-small',
        [
          'text-embedding-3-small',
          'text-embedding-3-large',
          'models/gemini-embedding-001',
          'embed-english-v3.0',
          'embed-multilingual-v3.0',
        ],
        'The embedding model; the list shows only the models of the selected provider. Documents and queries must use the same model.',
        '嵌入模型；列表只显示所选提供商的模型。文档和查询必须使用同一个模型。',
      ),
      apiKey(
        'OPENAI_API_KEY',
        'Key of the selected provider: OPENAI_API_KEY, GOOGLE_API_KEY or COHERE_API_KEY by convention.',
        '所选提供商的密钥，按惯例命名为 OPENAI_API_KEY、GOOGLE_API_KEY 或 COHERE_API_KEY。',
      ),
      dimensions(
        "Shorter vectors, for models that support it (text-embedding-3-*, gemini-embedding-001). Empty keeps the model's full size. The collection must be created with the same size.",
        '输出更短的向量，仅适用于支持该功能的模型（text-embedding-3-*、gemini-embedding-001）。留空则保持模型的完整维度。集合必须以相同维度创建。',
      ),
      chunkSize,
      requestTimeout,
      retries,
    ],
    outputs: embeddingsOutput,
    notes: l(
      'Vector sizes: text-embedding-3-small 1536, text-embedding-3-large 3072, gemini-embedding-001 3072, Cohere v3 models 1024. For Cohere, documents are embedded as search_document and queries as search_query automatically.',
      '向量维度：text-embedding-3-small 为 1536，text-embedding-3-large 为 3072，gemini-embedding-001 为 3072，Cohere v3 模型为 1024。使用 Cohere 时，文档会自动按 search_document 嵌入，查询按 search_query 嵌入。',
    ),
  },
  {
    id: 'openai-embeddings',
    name: 'OpenAI Embeddings',
    family: 'embedding-models',
    purpose: l(
      'Embeds text with OpenAI embedding models, with every OpenAI option: base URL, dimensions, batching, retries.',
      '使用 OpenAI 嵌入模型嵌入文本，并提供全部 OpenAI 选项：Base URL、维度、批量大小、重试次数。',
    ),
    inputs: [
      modelName(
        'text-embedding-3-small',
        ['text-embedding-3-small', 'text-embedding-3-large', 'text-embedding-ada-002'],
        'text-embedding-3-small (1536 dimensions) is cheap and good; text-embedding-3-large (3072) is more accurate; text-embedding-ada-002 (1536) is the older model, kept for existing collections.',
        'text-embedding-3-small（1536 维）便宜且效果好；text-embedding-3-large（3072 维）更准确；text-embedding-ada-002（1536 维）是旧模型，保留用于已有集合。',
      ),
      apiKey(
        'OPENAI_API_KEY',
        'Your OpenAI API key (starts with sk-).',
        '你的 OpenAI API 密钥（以 sk- 开头）。',
      ),
      dimensions(
        'Shorten the vectors of text-embedding-3-small or -large, for example to 512 or 1024, to save storage. Not supported by text-embedding-ada-002.',
        '缩短 text-embedding-3-small 或 -large 的向量，例如缩短到 512 或 1024，以节省存储。text-embedding-ada-002 不支持。',
      ),
      baseUrl(
        'openai_api_base',
        'https://api.openai.com/v1',
        'Where requests go; change it for a proxy, a gateway or an OpenAI-compatible embedding server.',
        '请求发送的地址；使用代理、网关或兼容 OpenAI 的嵌入服务器时修改。',
      ),
      {
        name: 'embedding_ctx_length',
        displayName: 'Max Input Tokens',
        type: 'integer',
        default: 8191,
        advanced: true,
        description: l(
          "Longer texts are split into pieces of this many tokens and their vectors averaged. 8191 is the limit of OpenAI's models.",
          '超过该 token 数的文本会被切分，再对各段向量取平均。8191 是 OpenAI 模型的上限。',
        ),
      },
      chunkSize,
      requestTimeout,
      retries,
    ],
    outputs: embeddingsOutput,
  },
  {
    id: 'azure-openai-embeddings',
    name: 'Azure OpenAI Embeddings',
    family: 'embedding-models',
    purpose: l(
      'Embeds text with an OpenAI embedding model deployed in your Azure OpenAI resource.',
      '使用部署在你的 Azure OpenAI 资源中的 OpenAI 嵌入模型嵌入文本。',
    ),
    inputs: [
      {
        name: 'azure_endpoint',
        displayName: 'Azure Endpoint',
        type: 'string',
        required: true,
        description: l(
          'The resource endpoint, for example https://my-resource.openai.azure.com/.',
          '资源端点，例如 https://my-resource.openai.azure.com/。',
        ),
      },
      {
        name: 'azure_deployment',
        displayName: 'Deployment Name',
        type: 'string',
        required: true,
        description: l(
          'The deployment of text-embedding-3-small, text-embedding-3-large or text-embedding-ada-002 to call.',
          '要调用的 text-embedding-3-small、text-embedding-3-large 或 text-embedding-ada-002 部署名称。',
        ),
      },
      {
        name: 'api_version',
        displayName: 'API Version',
        type: 'dropdown',
        default: '2024-10-21',
        options: ['2024-10-21', '2024-06-01', '2025-01-01-preview'],
        description: l('The Azure OpenAI REST API version.', 'Azure OpenAI REST API 版本。'),
      },
      apiKey('AZURE_OPENAI_API_KEY', 'Key 1 or Key 2 of the resource.', '资源的 Key 1 或 Key 2。'),
      dimensions(
        'Shorten the vectors of a text-embedding-3 deployment. Empty keeps the full size.',
        '缩短 text-embedding-3 部署输出的向量。留空则保持完整维度。',
      ),
      chunkSize,
      retries,
    ],
    outputs: embeddingsOutput,
  },
  {
    id: 'google-generative-ai-embeddings',
    name: 'Google Generative AI Embeddings',
    family: 'embedding-models',
    purpose: l(
      "Embeds text with Google's Gemini API embedding models, using a Google AI Studio key.",
      '使用 Google AI Studio 密钥，通过 Gemini API 的嵌入模型嵌入文本。',
    ),
    inputs: [
      modelName(
        'models/gemini-embedding-001',
        ['models/gemini-embedding-001'],
        'gemini-embedding-001 returns 3072 dimensions, fewer with Dimensions. Google retired text-embedding-004 and embedding-001 (768 dimensions): a collection filled with them must be embedded again with this model.',
        'gemini-embedding-001 输出 3072 维，可用 Dimensions 调低。Google 已停用 text-embedding-004 和 embedding-001（768 维）：用它们填充的集合必须用此模型重新嵌入。',
      ),
      apiKey(
        'GOOGLE_API_KEY',
        'A Gemini API key from Google AI Studio.',
        '在 Google AI Studio 创建的 Gemini API 密钥。',
      ),
      taskType,
      dimensions(
        'Output size for gemini-embedding-001, for example 768 or 1536. Empty keeps 3072.',
        'gemini-embedding-001 的输出维度，例如 768 或 1536。留空则保持 3072。',
      ),
      {
        ...chunkSize,
        default: 100,
        description: l(
          'How many texts are sent in one request; the Gemini API accepts at most 100.',
          '每个请求发送的文本条数；Gemini API 最多接受 100 条。',
        ),
      },
    ],
    outputs: embeddingsOutput,
  },
  {
    id: 'vertex-ai-embeddings',
    name: 'Vertex AI Embeddings',
    family: 'embedding-models',
    purpose: l(
      'Embeds text with Google embedding models on Vertex AI in your own Google Cloud project, authenticated with a service account.',
      '在你自己 Google Cloud 项目的 Vertex AI 上使用 Google 嵌入模型嵌入文本，并以服务账号进行身份验证。',
    ),
    inputs: [
      {
        name: 'credentials_json',
        displayName: 'Service Account JSON',
        type: 'secret',
        description: l(
          "The JSON key of a service account that has the Vertex AI User role, stored in a credential global variable such as GOOGLE_VERTEX_CREDENTIALS. Leave empty on Google Cloud to use the server's Application Default Credentials.",
          '具有 Vertex AI User 角色的服务账号的 JSON 密钥，保存在凭据变量中，例如 GOOGLE_VERTEX_CREDENTIALS。在 Google Cloud 上运行时可以留空，以使用服务器的应用默认凭据。',
        ),
      },
      {
        name: 'project',
        displayName: 'Project ID',
        type: 'string',
        description: l(
          'The Google Cloud project that is called and billed. Empty uses the project_id field of the key.',
          '被调用并计费的 Google Cloud 项目。留空则使用密钥中的 project_id 字段。',
        ),
      },
      {
        name: 'location',
        displayName: 'Location',
        type: 'dropdown',
        default: 'us-central1',
        options: ['us-central1', 'us-east4', 'us-west1', 'europe-west1', 'europe-west4'],
        description: l(
          'The region whose endpoint computes the vectors. Model availability differs by region; you can also type a region that is not listed.',
          '计算向量的区域端点。不同区域可用的模型不同；也可以输入列表中没有的区域。',
        ),
      },
      modelName(
        'text-embedding-005',
        ['gemini-embedding-001', 'text-embedding-005', 'text-multilingual-embedding-002'],
        'text-embedding-005 (English and code) and text-multilingual-embedding-002 return 768 dimensions; gemini-embedding-001 returns 3072 and covers English, multilingual and code text in one model.',
        'text-embedding-005（英文和代码）和 text-multilingual-embedding-002 输出 768 维；gemini-embedding-001 输出 3072 维，用一个模型同时覆盖英文、多语言和代码文本。',
      ),
      taskType,
      dimensions(
        'Shorter vectors (output_dimensionality), for example 768 or 1536 for gemini-embedding-001, or 256 for the 768-dimension models. Empty keeps the full size. The collection must be created with the same size.',
        '输出更短的向量（output_dimensionality），例如 gemini-embedding-001 设为 768 或 1536，768 维的模型设为 256。留空则保持完整维度。集合必须以相同维度创建。',
      ),
      {
        ...chunkSize,
        default: 50,
        description: l(
          'How many texts are sent in one request. Vertex AI accepts at most 250 texts and 20,000 tokens per request, so lower it for long chunks. gemini-embedding-001 takes one text per request: the component then sends them one by one.',
          '每个请求发送的文本条数。Vertex AI 每个请求最多接受 250 条文本、共 20,000 个 token，因此文本块较长时请调低。gemini-embedding-001 每个请求只接受一条文本：此时组件会逐条发送。',
        ),
      },
      retries,
    ],
    outputs: embeddingsOutput,
    notes: l(
      'Enable the Vertex AI API (aiplatform.googleapis.com) in the project. Texts longer than 2,048 tokens are cut to that length without an error, so keep chunks shorter.',
      '请在项目中启用 Vertex AI API（aiplatform.googleapis.com）。超过 2,048 个 token 的文本会被截断到该长度且不报错，因此请让文本块短于此长度。',
    ),
  },
  {
    id: 'cohere-embeddings',
    name: 'Cohere Embeddings',
    family: 'embedding-models',
    purpose: l(
      'Embeds text with Cohere Embed models; the multilingual models handle more than 100 languages in one vector space.',
      '使用 Cohere Embed 模型嵌入文本；多语言模型可在同一向量空间中处理 100 多种语言。',
    ),
    inputs: [
      modelName(
        'embed-english-v3.0',
        [
          'embed-v4.0',
          'embed-english-v3.0',
          'embed-multilingual-v3.0',
          'embed-english-light-v3.0',
          'embed-multilingual-light-v3.0',
        ],
        'The v3.0 models return 1024 dimensions, the light models 384; embed-v4.0 returns 1536 by default.',
        'v3.0 模型输出 1024 维，light 模型输出 384 维；embed-v4.0 默认输出 1536 维。',
      ),
      apiKey(
        'COHERE_API_KEY',
        'A production or trial key from the Cohere dashboard.',
        '在 Cohere 控制台创建的生产密钥或试用密钥。',
      ),
      truncate(
        'What to do with texts longer than the model accepts (512 tokens for the v3 models, 128,000 for embed-v4.0): cut the start, cut the end, or fail (NONE).',
        '文本超过模型上限（v3 模型为 512 个 token，embed-v4.0 为 128,000 个）时的处理方式：截掉开头、截掉结尾，或直接报错（NONE）。',
      ),
      retries,
      requestTimeout,
    ],
    outputs: embeddingsOutput,
    notes: l(
      'Documents are embedded with input_type search_document and queries with search_query, as Cohere requires for v3 and later models.',
      '文档以 input_type 为 search_document 嵌入，查询以 search_query 嵌入，这是 Cohere v3 及更新模型的要求。',
    ),
  },
  {
    id: 'mistral-embeddings',
    name: 'Mistral Embeddings',
    family: 'embedding-models',
    purpose: l(
      "Embeds text with Mistral AI's embedding models: mistral-embed for prose, codestral-embed for source code.",
      '使用 Mistral AI 的嵌入模型嵌入文本：mistral-embed 适合普通文本，codestral-embed 适合源代码。',
    ),
    inputs: [
      modelName(
        'mistral-embed',
        ['mistral-embed', 'codestral-embed'],
        'mistral-embed returns 1024 dimensions; codestral-embed returns 1536 by default.',
        'mistral-embed 输出 1024 维；codestral-embed 默认输出 1536 维。',
      ),
      apiKey('MISTRAL_API_KEY', 'A key from the Mistral console.', '在 Mistral 控制台创建的密钥。'),
      baseUrl(
        'endpoint',
        'https://api.mistral.ai/v1',
        'Where requests go; change it only for a proxy or gateway.',
        '请求发送的地址；仅在使用代理或网关时修改。',
      ),
      retries,
      {...requestTimeout, name: 'timeout', displayName: 'Timeout'},
    ],
    outputs: embeddingsOutput,
  },
  {
    id: 'huggingface-embeddings',
    name: 'Hugging Face Embeddings',
    family: 'embedding-models',
    purpose: l(
      'Embeds text with an open model from the Hugging Face Hub, through Hugging Face inference or your own Text Embeddings Inference server.',
      '通过 Hugging Face 推理服务或你自己的 Text Embeddings Inference 服务器，使用 Hugging Face Hub 上的开源模型嵌入文本。',
    ),
    inputs: [
      modelName(
        'sentence-transformers/all-MiniLM-L6-v2',
        [
          'sentence-transformers/all-MiniLM-L6-v2',
          'sentence-transformers/all-mpnet-base-v2',
          'BAAI/bge-small-en-v1.5',
          'BAAI/bge-base-en-v1.5',
          'BAAI/bge-large-en-v1.5',
          'intfloat/multilingual-e5-large',
        ],
        'The repository id of a sentence-embedding model. all-MiniLM-L6-v2 and bge-small return 384 dimensions, all-mpnet-base-v2 and bge-base 768, bge-large and multilingual-e5-large 1024.',
        '句子嵌入模型的仓库 ID。all-MiniLM-L6-v2 和 bge-small 输出 384 维，all-mpnet-base-v2 和 bge-base 输出 768 维，bge-large 和 multilingual-e5-large 输出 1024 维。',
      ),
      {
        name: 'inference_endpoint',
        displayName: 'Inference Endpoint',
        type: 'string',
        description: l(
          "URL of a Text Embeddings Inference server or a dedicated Inference Endpoint, for example http://localhost:8080. Empty uses Hugging Face's serverless inference.",
          'Text Embeddings Inference 服务器或专用 Inference Endpoint 的 URL，例如 http://localhost:8080。留空则使用 Hugging Face 的无服务器推理。',
        ),
      },
      apiKey(
        'HUGGINGFACEHUB_API_TOKEN',
        'A Hugging Face access token (starts with hf_). Not needed for your own server without authentication.',
        'Hugging Face 访问令牌（以 hf_ 开头）。自己的服务器未启用身份验证时不需要。',
        false,
      ),
    ],
    outputs: embeddingsOutput,
    notes: l(
      'E5 models expect the prefixes "query: " and "passage: " in front of the text; add them in your flow for the best results.',
      'E5 模型要求在文本前加上 "query: " 和 "passage: " 前缀；为获得最佳效果，请在流程中自行加上。',
    ),
  },
  {
    id: 'ollama-embeddings',
    name: 'Ollama Embeddings',
    family: 'embedding-models',
    purpose: l(
      'Embeds text with a model running locally in Ollama; free, private, and fast enough for thousands of chunks.',
      '使用本地 Ollama 中运行的模型嵌入文本；免费、私密，处理数千个文本块也足够快。',
    ),
    inputs: [
      modelName(
        'nomic-embed-text',
        ['nomic-embed-text', 'mxbai-embed-large', 'all-minilm', 'bge-m3', 'snowflake-arctic-embed'],
        'An embedding model you have pulled (ollama pull nomic-embed-text). nomic-embed-text returns 768 dimensions, mxbai-embed-large, bge-m3 and snowflake-arctic-embed 1024, all-minilm 384.',
        '一个已经拉取的嵌入模型（ollama pull nomic-embed-text）。nomic-embed-text 输出 768 维，mxbai-embed-large、bge-m3 和 snowflake-arctic-embed 输出 1024 维，all-minilm 输出 384 维。',
      ),
      serverUrl(
        'http://localhost:11434',
        'Address of the Ollama server; from a Flowloom container, http://host.docker.internal:11434 (on Linux, start the container with --add-host=host.docker.internal:host-gateway and Ollama with OLLAMA_HOST=0.0.0.0).',
        'Ollama 服务器的地址；从 Flowloom 容器中访问时使用 http://host.docker.internal:11434（在 Linux 上，还需要以 --add-host=host.docker.internal:host-gateway 启动容器，并以 OLLAMA_HOST=0.0.0.0 启动 Ollama）。',
      ),
      keepAlive(
        'How long Ollama keeps the model in memory after a call.',
        '调用结束后 Ollama 把模型保留在内存中的时长。',
      ),
    ],
    outputs: embeddingsOutput,
    notes: l(
      'Chat models such as llama3.2 can also return vectors, but dedicated embedding models are smaller, faster and retrieve better.',
      'llama3.2 等聊天模型也能输出向量，但专用嵌入模型更小、更快，检索效果也更好。',
    ),
  },
  {
    id: 'amazon-bedrock-embeddings',
    name: 'Amazon Bedrock Embeddings',
    family: 'embedding-models',
    purpose: l(
      'Embeds text with Amazon Titan or Cohere embedding models in Amazon Bedrock, billed to your AWS account.',
      '使用 Amazon Bedrock 中的 Amazon Titan 或 Cohere 嵌入模型嵌入文本，费用计入你的 AWS 账户。',
    ),
    inputs: [
      modelId(
        'amazon.titan-embed-text-v2:0',
        [
          'amazon.titan-embed-text-v2:0',
          'amazon.titan-embed-text-v1',
          'cohere.embed-english-v3',
          'cohere.embed-multilingual-v3',
        ],
        'titan-embed-text-v2 returns 1024 dimensions (or 512 or 256), titan-embed-text-v1 1536, the Cohere models 1024.',
        'titan-embed-text-v2 输出 1024 维（也可选 512 或 256），titan-embed-text-v1 输出 1536 维，Cohere 模型输出 1024 维。',
      ),
      {
        name: 'aws_access_key_id',
        displayName: 'AWS Access Key ID',
        type: 'secret',
        description: l(
          "Access key allowed to call bedrock:InvokeModel, for example the global variable AWS_ACCESS_KEY_ID. Empty uses the server's AWS profile or role.",
          '有权调用 bedrock:InvokeModel 的访问密钥，例如全局变量 AWS_ACCESS_KEY_ID。留空则使用服务器上的 AWS 配置文件或角色。',
        ),
      },
      {
        name: 'aws_secret_access_key',
        displayName: 'AWS Secret Access Key',
        type: 'secret',
        description: l(
          'The matching secret, for example the global variable AWS_SECRET_ACCESS_KEY.',
          '与之配对的私密密钥，例如全局变量 AWS_SECRET_ACCESS_KEY。',
        ),
      },
      {
        name: 'region_name',
        displayName: 'Region',
        type: 'dropdown',
        default: 'us-east-1',
        options: ['us-east-1', 'us-west-2', 'eu-central-1', 'eu-west-1', 'ap-northeast-1'],
        description: l('The AWS region to call.', '要调用的 AWS 区域。'),
      },
      dimensions(
        'For titan-embed-text-v2 only: 1024, 512 or 256.',
        '仅适用于 titan-embed-text-v2：1024、512 或 256。',
      ),
      {
        name: 'normalize',
        displayName: 'Normalize',
        type: 'boolean',
        default: true,
        advanced: true,
        description: l(
          'For titan-embed-text-v2: return unit-length vectors, so cosine and dot-product scores agree.',
          '仅适用于 titan-embed-text-v2：返回单位长度的向量，使余弦相似度和点积得分一致。',
        ),
      },
    ],
    outputs: embeddingsOutput,
    notes: l(
      'Enable access to the model in the Bedrock console for the region first.',
      '请先在 Bedrock 控制台中为该区域开通模型的访问权限。',
    ),
  },
  {
    id: 'nvidia-embeddings',
    name: 'NVIDIA Embeddings',
    family: 'embedding-models',
    purpose: l(
      "Embeds text with NVIDIA NIM retrieval embedding models, on NVIDIA's hosted API or your own GPUs.",
      '使用 NVIDIA NIM 检索嵌入模型嵌入文本，可使用 NVIDIA 托管的 API，也可运行在你自己的 GPU 上。',
    ),
    inputs: [
      modelName(
        'nvidia/nv-embedqa-e5-v5',
        [
          'nvidia/nv-embedqa-e5-v5',
          'nvidia/llama-3.2-nv-embedqa-1b-v2',
          'nvidia/nv-embed-v1',
          'baai/bge-m3',
          'snowflake/arctic-embed-l',
        ],
        'nv-embedqa-e5-v5, bge-m3 and arctic-embed-l return 1024 dimensions, llama-3.2-nv-embedqa-1b-v2 2048, nv-embed-v1 4096.',
        'nv-embedqa-e5-v5、bge-m3 和 arctic-embed-l 输出 1024 维，llama-3.2-nv-embedqa-1b-v2 输出 2048 维，nv-embed-v1 输出 4096 维。',
      ),
      apiKey(
        'NVIDIA_API_KEY',
        'A key from build.nvidia.com (starts with nvapi-). Not needed for a self-hosted NIM without authentication.',
        '在 build.nvidia.com 创建的密钥（以 nvapi- 开头）。自托管且未启用身份验证的 NIM 不需要。',
        false,
      ),
      baseUrl(
        'base_url',
        'https://integrate.api.nvidia.com/v1',
        'The hosted API by default; for a self-hosted NIM container, its address, such as http://gpu-host:8000/v1.',
        '默认是托管 API；使用自托管 NIM 容器时填写它的地址，例如 http://gpu-host:8000/v1。',
      ),
      truncate(
        'What to do with texts longer than the model accepts (512 tokens for nv-embedqa-e5-v5): cut the start, cut the end, or fail.',
        '文本超过模型上限（nv-embedqa-e5-v5 为 512 个 token）时的处理方式：截掉开头、截掉结尾，或直接报错。',
      ),
    ],
    outputs: embeddingsOutput,
    notes: l(
      'The retrieval models embed documents as passage and queries as query; the component sets this for you.',
      '检索模型会把文档作为 passage、把查询作为 query 进行嵌入；组件会自动设置。',
    ),
  },
  {
    id: 'text-embedder',
    name: 'Text Embedder',
    family: 'embedding-models',
    purpose: l(
      'Turns one message into a vector and returns it as Data, for when you need the numbers themselves: similarity checks, custom storage, debugging.',
      '把一条消息转换为向量并以 Data 返回，适用于需要向量数值本身的场景：相似度比较、自定义存储、调试。',
    ),
    inputs: [
      {
        name: 'embedding_model',
        displayName: 'Embedding Model',
        type: 'Embeddings',
        required: true,
        description: l(
          'The Embeddings output of any embedding model component.',
          '任意嵌入模型组件的 Embeddings 输出。',
        ),
      },
      {
        name: 'message',
        displayName: 'Message',
        type: 'Message',
        required: true,
        description: l(
          'The text to embed, for example from Chat Input.',
          '要嵌入的文本，例如来自 Chat Input。',
        ),
      },
    ],
    outputs: [
      {
        name: 'embedding_data',
        displayName: 'Embedding Data',
        type: 'Data',
        description: l(
          'A record with the fields text (the input text) and embeddings (the vector, a list of floats).',
          '一条记录，包含 text（输入文本）和 embeddings（向量，即浮点数列表）两个字段。',
        ),
      },
    ],
    notes: l(
      'Vector stores embed on their own; you do not need Text Embedder between an embedding model and Chroma, Qdrant or PGVector.',
      '向量存储会自行完成嵌入；在嵌入模型与 Chroma、Qdrant 或 PGVector 之间不需要 Text Embedder。',
    ),
  },
] as const satisfies readonly ComponentSpec[];
