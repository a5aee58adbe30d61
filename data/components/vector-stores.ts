/**
 * The vector-stores family. Every store component both ingests and searches: when Ingest Data is
 * connected, each build embeds and stores those records first; when Search Query has text, it
 * then returns the nearest chunks. All stores share the ingest and search inputs and the three
 * outputs below; only the connection settings differ.
 */
import type {ComponentInput, ComponentOutput, ComponentSpec, Localized} from './types';
import {l} from './localized';
import {apiKeyInput, secret, textKey} from './inputs';

const ingestData: ComponentInput = {
  name: 'ingest_data',
  displayName: 'Ingest Data',
  type: ['Data', 'DataFrame'],
  description: l(
    "Records to embed and store, usually the Chunks of Split Text. Each record's text is embedded; its other fields are stored as metadata. Leave unconnected to search only.",
    '要嵌入并存储的记录，通常来自 Split Text 的 Chunks。每条记录的文本会被嵌入，其他字段作为元数据保存。只做搜索时不要连接。',
  ),
};

const embedding: ComponentInput = {
  name: 'embedding',
  displayName: 'Embedding',
  type: 'Embeddings',
  required: true,
  description: l(
    'The embedding model used for both ingest and search. It must be the model the collection was filled with, or at least one with the same vector dimension.',
    '入库和搜索共用的嵌入模型。必须与写入该集合时所用的模型一致，至少向量维度要相同。',
  ),
};

const searchQuery: ComponentInput = {
  name: 'search_query',
  displayName: 'Search Query',
  type: 'Message',
  description: l(
    'The text to search for: type it or connect Chat Input. When empty, the component only ingests and the search outputs are empty.',
    '要搜索的文本：直接输入或连接 Chat Input。留空时组件只入库，搜索输出为空。',
  ),
};

const numberOfResults: ComponentInput = {
  name: 'number_of_results',
  displayName: 'Number of Results',
  type: 'integer',
  default: 4,
  description: l(
    'How many chunks the search returns. More chunks give the model more context and make the prompt longer.',
    '搜索返回的文本块数量。数量越多，模型得到的上下文越多，提示词也越长。',
  ),
};

const searchType: ComponentInput = {
  name: 'search_type',
  displayName: 'Search Type',
  type: 'dropdown',
  default: 'Similarity',
  options: ['Similarity', 'MMR'],
  advanced: true,
  description: l(
    '`Similarity` returns the nearest chunks. `MMR` (maximal marginal relevance) fetches more candidates and keeps a varied subset, which helps when many chunks say the same thing.',
    '`Similarity` 返回最相近的文本块。`MMR`（最大边际相关性）会先取更多候选，再保留彼此差异较大的子集，适合很多文本块内容相近的情况。',
  ),
};

const common = [ingestData, embedding, searchQuery, numberOfResults, searchType] as const;

const outputs: readonly ComponentOutput[] = [
  {
    name: 'search_results',
    displayName: 'Search Results',
    type: 'Data',
    description: l(
      "One record per hit, nearest first: the chunk's `text`, its metadata fields and its `score`.",
      '每个命中结果一条记录，最相近的排在前面：包含文本块的 `text`、元数据字段和 `score`。',
    ),
  },
  {
    name: 'dataframe',
    displayName: 'DataFrame',
    type: 'DataFrame',
    description: l(
      'The same hits as a table, one row per hit.',
      '同样的命中结果，以表格形式给出，每个结果一行。',
    ),
  },
  {
    name: 'vector_store',
    displayName: 'Vector Store',
    type: 'VectorStore',
    description: l(
      'The live connection to the store, for components that run their own queries against it.',
      '与该存储的实时连接，供需要自行查询它的组件使用。',
    ),
  },
];

function collection(
  name: string,
  displayName: string,
  fallback: string | undefined,
  en: string,
  zh: string,
): ComponentInput {
  return {
    name,
    displayName,
    type: 'string',
    required: true,
    ...(fallback === undefined ? {} : {default: fallback}),
    description: l(en, zh),
  };
}

function metric(
  name: string,
  options: readonly string[],
  fallback: string,
  en: string,
  zh: string,
): ComponentInput {
  return {
    name,
    displayName: 'Distance Metric',
    type: 'dropdown',
    default: fallback,
    options,
    advanced: true,
    description: l(en, zh),
  };
}

/** Elasticsearch and its fork OpenSearch take the same index input. */
const indexName = collection(
  'index_name',
  'Index Name',
  'flowloom',
  'Index to write to and search; created on the first ingest.',
  '要写入和搜索的索引，在第一次入库时创建。',
);

function install(pkg: string): Localized {
  return l(
    `Install the client in the server's environment first: \`uv pip install ${pkg}\`, then restart Flowloom.`,
    `请先在服务器所在环境中安装客户端：\`uv pip install ${pkg}\`，然后重启 Flowloom。`,
  );
}

const joinNotes = (...parts: Localized[]): Localized =>
  l(parts.map((part) => part.en).join(' '), parts.map((part) => part['zh-Hans']).join(''));

export const vectorStoresComponents = [
  {
    id: 'chroma',
    name: 'Chroma',
    family: 'vector-stores',
    purpose: l(
      'An open-source vector store that runs inside Flowloom and saves its collections to a local folder. Pick it to start: no server and no account, and the "Vector store RAG" template uses it.',
      '开源向量存储，直接在 Flowloom 内运行，并把集合保存到本地文件夹。入门首选：无需服务器和账号，"Vector store RAG" 模板用的就是它。',
    ),
    inputs: [
      collection(
        'collection_name',
        'Collection Name',
        'flowloom',
        'Name of the collection to write to and search. Letters, digits, `.`, `_` and `-`, 3 to 63 characters.',
        '要写入和搜索的集合名称。可用字母、数字、`.`、`_` 和 `-`，长度 3 到 63 个字符。',
      ),
      {
        name: 'persist_directory',
        displayName: 'Persist Directory',
        type: 'string',
        description: l(
          'Folder where Chroma saves the collection; a relative path is resolved from the directory the server was started in. Empty: the collection lives in memory and is lost when the server stops.',
          'Chroma 保存集合的文件夹；相对路径相对于启动服务器时所在的目录解析。留空时集合只保存在内存中，服务器停止后即丢失。',
        ),
      },
      ...common,
      metric(
        'distance_function',
        ['cosine', 'l2', 'ip'],
        'cosine',
        'Used only when the collection is created (`ip` is inner product); an existing collection keeps the metric it was created with.',
        '只在创建集合时使用（`ip` 即内积）；已有集合保留其创建时的度量方式。',
      ),
      {
        name: 'allow_duplicates',
        displayName: 'Allow Duplicates',
        type: 'boolean',
        default: false,
        advanced: true,
        description: l(
          'When off, records whose text is already in the collection are skipped before embedding, so running the ingest again does not store the same chunk twice.',
          '关闭时，文本已存在于集合中的记录会在嵌入前被跳过，因此再次运行入库不会把同一文本块存两遍。',
        ),
      },
      {
        name: 'chroma_server_host',
        displayName: 'Server Host',
        type: 'string',
        advanced: true,
        description: l(
          'Host of a Chroma server (started with `chroma run`) to use instead of a local folder. When set, Persist Directory is ignored.',
          '要使用的 Chroma 服务器（用 `chroma run` 启动）的主机地址，用于替代本地文件夹。设置后将忽略 Persist Directory。',
        ),
      },
      {
        name: 'chroma_server_http_port',
        displayName: 'Server Port',
        type: 'integer',
        default: 8000,
        advanced: true,
        description: l('HTTP port of that Chroma server.', '该 Chroma 服务器的 HTTP 端口。'),
      },
    ],
    outputs,
    notes: l(
      'Included with Flowloom. A persist directory must be used by one server process at a time; with several workers or servers, run a Chroma server and set Server Host.',
      'Flowloom 自带 Chroma。同一个持久化目录同一时间只能被一个服务器进程使用；有多个 worker 或多台服务器时，请运行 Chroma 服务器并设置 Server Host。',
    ),
  },
  {
    id: 'faiss',
    name: 'FAISS',
    family: 'vector-stores',
    purpose: l(
      "An in-process similarity index from Meta's FAISS library, saved as files in a folder. Pick it for fast local search over a fixed document set that fits in memory.",
      '基于 Meta FAISS 库的进程内相似度索引，以文件形式保存在文件夹中。适合对能放进内存的固定文档集做快速本地搜索。',
    ),
    inputs: [
      collection(
        'index_name',
        'Index Name',
        'flowloom_index',
        'Name of the index; it becomes the file names in Persist Directory.',
        '索引名称，会成为 Persist Directory 中的文件名。',
      ),
      {
        name: 'persist_directory',
        displayName: 'Persist Directory',
        type: 'string',
        description: l(
          'Folder where the index is loaded from and saved to after each ingest. Empty: memory only.',
          '加载索引的文件夹，每次入库后也会保存到这里。留空则只保存在内存中。',
        ),
      },
      ...common,
      metric(
        'distance_strategy',
        ['euclidean', 'inner_product', 'cosine'],
        'euclidean',
        'Used when the index is created. `cosine` normalises the vectors and compares them by inner product.',
        '在创建索引时使用。`cosine` 会先把向量归一化，再按内积比较。',
      ),
    ],
    outputs,
    notes: joinNotes(
      install('faiss-cpu'),
      l(
        'The whole index is held in memory. Texts and metadata are saved next to it in a Python pickle file, so load only folders that Flowloom wrote itself. FAISS cannot delete by filter: to remove documents, delete the folder and ingest again.',
        '整个索引都保存在内存中。文本和元数据以 Python pickle 文件保存在索引旁边，因此只加载由 Flowloom 自己写入的文件夹。FAISS 不能按条件删除：要删除文档，请删掉文件夹后重新入库。',
      ),
    ),
  },
  {
    id: 'qdrant',
    name: 'Qdrant',
    family: 'vector-stores',
    purpose: l(
      'Connects to a Qdrant server or Qdrant Cloud cluster. Pick it for a production store with fast filtering on metadata, self-hosted with one Docker container or managed.',
      '连接到 Qdrant 服务器或 Qdrant Cloud 集群。适合需要按元数据快速过滤的生产级存储，可用一个 Docker 容器自托管，也可使用托管服务。',
    ),
    inputs: [
      {
        name: 'url',
        displayName: 'URL',
        type: 'string',
        default: 'http://localhost:6333',
        description: l(
          'REST endpoint of the server or the cluster URL from the Qdrant Cloud console (port 6333).',
          '服务器的 REST 端点，或 Qdrant Cloud 控制台中的集群 URL（端口 6333）。',
        ),
      },
      apiKeyInput(
        'Qdrant Cloud API key; leave empty for a local server without authentication. Select a credential global variable such as `QDRANT_API_KEY`.',
        'Qdrant Cloud 的 API 密钥；本地服务器未启用身份验证时留空。请选择凭据变量，例如 `QDRANT_API_KEY`。',
      ),
      collection(
        'collection_name',
        'Collection Name',
        undefined,
        "Collection to write to and search. Flowloom creates it on the first ingest with the embedding model's dimension.",
        '要写入和搜索的集合。Flowloom 会在第一次入库时按嵌入模型的维度创建它。',
      ),
      ...common,
      metric(
        'distance_func',
        ['Cosine', 'Euclid', 'Dot', 'Manhattan'],
        'Cosine',
        'Used when Flowloom creates the collection; Qdrant fixes the distance per collection.',
        '在 Flowloom 创建集合时使用；Qdrant 的距离度量按集合固定。',
      ),
      {
        name: 'content_payload_key',
        displayName: 'Content Payload Key',
        type: 'string',
        default: 'page_content',
        advanced: true,
        description: l(
          'Payload field that holds the chunk text. Change it to search a collection written by another application.',
          '存放文本块内容的 payload 字段。要搜索由其他应用写入的集合时修改它。',
        ),
      },
    ],
    outputs,
    notes: l(
      'Included with Flowloom (the `qdrant-client` package). Run a local server with `docker run -p 6333:6333 qdrant/qdrant`.',
      'Flowloom 自带（`qdrant-client` 包）。可用 `docker run -p 6333:6333 qdrant/qdrant` 运行本地服务器。',
    ),
  },
  {
    id: 'pgvector',
    name: 'PGVector',
    family: 'vector-stores',
    purpose: l(
      'Stores vectors in PostgreSQL with the pgvector extension. Pick it when you already run PostgreSQL and want documents, vectors and backups in one database.',
      '借助 pgvector 扩展把向量存进 PostgreSQL。如果你已在使用 PostgreSQL，希望文档、向量和备份都在同一个数据库里，就选它。',
    ),
    inputs: [
      secret(
        'pg_server_url',
        'PostgreSQL Server URL',
        'SQLAlchemy URL of the database, such as `postgresql+psycopg://flowloom:secret@localhost:5432/vectors`. Store it in a credential global variable such as `PGVECTOR_URL`.',
        '数据库的 SQLAlchemy URL，例如 `postgresql+psycopg://flowloom:secret@localhost:5432/vectors`。请保存在凭据变量中，例如 `PGVECTOR_URL`。',
        true,
      ),
      collection(
        'collection_name',
        'Collection Name',
        'flowloom',
        'Name that groups the rows of one document set; several collections share the same tables.',
        '用于归组同一文档集各行数据的名称；多个集合共用同一组表。',
      ),
      ...common,
      metric(
        'distance_strategy',
        ['cosine', 'euclidean', 'inner_product'],
        'cosine',
        'How the search compares vectors. Keep it the same for every search of a collection.',
        '搜索时比较向量的方式。对同一集合的每次搜索都应保持一致。',
      ),
      {
        name: 'pre_delete_collection',
        displayName: 'Delete Collection First',
        type: 'boolean',
        default: false,
        advanced: true,
        description: l(
          "Deletes the collection's rows before ingesting, to rebuild it from scratch. Turn it off again afterwards, or every run starts empty.",
          '入库前删除该集合的所有行，以便从头重建。之后请再关掉，否则每次运行都会清空集合。',
        ),
      },
    ],
    outputs,
    notes: l(
      'Included with Flowloom (psycopg 3, hence `postgresql+psycopg://`). The database needs the extension once: `CREATE EXTENSION IF NOT EXISTS vector;`, run by a user allowed to create extensions.',
      'Flowloom 自带（使用 psycopg 3，所以 URL 以 `postgresql+psycopg://` 开头）。数据库需要执行一次 `CREATE EXTENSION IF NOT EXISTS vector;` 启用扩展，执行者须有创建扩展的权限。',
    ),
  },
  {
    id: 'pinecone',
    name: 'Pinecone',
    family: 'vector-stores',
    purpose: l(
      'Uses a Pinecone index, a fully managed vector database. Pick it when you want no database to operate and scale to millions of chunks.',
      '使用 Pinecone 索引，一种全托管的向量检索服务。如果你不想运维数据库，又需要扩展到数百万个文本块，就选它。',
    ),
    inputs: [
      apiKeyInput(
        'Key from the Pinecone console. Select a credential global variable such as `PINECONE_API_KEY`.',
        'Pinecone 控制台中的密钥。请选择凭据变量，例如 `PINECONE_API_KEY`。',
        true,
        'pinecone_api_key',
      ),
      collection(
        'index_name',
        'Index Name',
        undefined,
        "An existing index. Its dimension must equal the embedding model's, and its metric was fixed when it was created.",
        '一个已存在的索引。其维度必须与嵌入模型一致，度量方式在创建索引时已经固定。',
      ),
      {
        name: 'namespace',
        displayName: 'Namespace',
        type: 'string',
        advanced: true,
        description: l(
          'Partition of the index to write to and search; empty uses the default namespace. One namespace per document set lets you clear each set separately.',
          '要写入和搜索的索引分区；留空使用默认命名空间。每个文档集用一个命名空间，就能分别清空。',
        ),
      },
      ...common,
      textKey('Metadata field that holds the chunk text.', '存放文本块内容的元数据字段。'),
    ],
    outputs,
    notes: joinNotes(
      install('pinecone'),
      l(
        "Flowloom does not create the index: create it in the Pinecone console with the model's dimension (1536 for `text-embedding-3-small`) and the metric you want (cosine, euclidean or dotproduct).",
        'Flowloom 不会创建索引：请在 Pinecone 控制台中按模型的维度（`text-embedding-3-small` 为 1536）和所需的度量方式（cosine、euclidean 或 dotproduct）创建。',
      ),
    ),
  },
  {
    id: 'weaviate',
    name: 'Weaviate',
    family: 'vector-stores',
    purpose: l(
      "Connects to a Weaviate instance, self-hosted or on Weaviate Cloud. Pick it when you also want Weaviate's keyword and hybrid search or its multi-tenancy outside Flowloom.",
      '连接到自托管或 Weaviate Cloud 上的 Weaviate 实例。如果你还想在 Flowloom 之外使用 Weaviate 的关键词检索、混合检索或多租户功能，就选它。',
    ),
    inputs: [
      {
        name: 'url',
        displayName: 'URL',
        type: 'string',
        default: 'http://localhost:8080',
        required: true,
        description: l(
          "The instance URL; for Weaviate Cloud, the cluster's REST endpoint (`https://….weaviate.cloud`).",
          '实例 URL；使用 Weaviate Cloud 时为集群的 REST 端点（`https://….weaviate.cloud`）。',
        ),
      },
      apiKeyInput(
        'Needed for Weaviate Cloud and secured instances. Select a credential global variable such as `WEAVIATE_API_KEY`.',
        'Weaviate Cloud 和启用了身份验证的实例需要填写。请选择凭据变量，例如 `WEAVIATE_API_KEY`。',
      ),
      collection(
        'index_name',
        'Collection Name',
        'Flowloom',
        'Weaviate collection to use; names start with a capital letter (`Handbook`, not `handbook`).',
        '要使用的 Weaviate 集合；名称以大写字母开头（写 `Handbook`，而不是 `handbook`）。',
      ),
      ...common,
      textKey('Property that holds the chunk text.', '存放文本块内容的属性。'),
    ],
    outputs,
    notes: joinNotes(
      install('weaviate-client'),
      l(
        'Flowloom supplies the vectors, so the collection needs no vectorizer module. Collections it creates use cosine distance.',
        '向量由 Flowloom 提供，因此集合无需配置向量化模块。由 Flowloom 创建的集合使用余弦距离。',
      ),
    ),
  },
  {
    id: 'milvus',
    name: 'Milvus',
    family: 'vector-stores',
    purpose: l(
      'Connects to Milvus, Zilliz Cloud, or Milvus Lite in a local file. Pick it for very large collections that need a distributed, open-source vector database.',
      '连接到 Milvus、Zilliz Cloud，或保存在本地文件中的 Milvus Lite。适合需要分布式开源向量检索服务的超大规模集合。',
    ),
    inputs: [
      {
        name: 'uri',
        displayName: 'URI',
        type: 'string',
        default: 'http://localhost:19530',
        description: l(
          'A Milvus server, a Zilliz Cloud endpoint, or a file path such as `./milvus.db` to use Milvus Lite.',
          'Milvus 服务器、Zilliz Cloud 端点，或 `./milvus.db` 这样的文件路径（使用 Milvus Lite）。',
        ),
      },
      secret(
        'token',
        'Token',
        '`user:password` for a secured Milvus, or a Zilliz Cloud API key. Leave empty for an open local server.',
        '启用身份验证的 Milvus 填 `user:password`，Zilliz Cloud 填 API 密钥。未启用身份验证的本地服务器留空。',
      ),
      collection(
        'collection_name',
        'Collection Name',
        'flowloom',
        'Collection to write to and search; created on the first ingest.',
        '要写入和搜索的集合，在第一次入库时创建。',
      ),
      ...common,
      metric(
        'metric_type',
        ['COSINE', 'L2', 'IP'],
        'COSINE',
        'Metric of the index Flowloom builds when it creates the collection.',
        'Flowloom 创建集合时所建索引的度量方式。',
      ),
      {
        name: 'consistency_level',
        displayName: 'Consistency Level',
        type: 'dropdown',
        default: 'Session',
        options: ['Strong', 'Session', 'Bounded', 'Eventually'],
        advanced: true,
        description: l(
          '`Session` lets a search see what this component just inserted; `Strong` waits for all writes, at some cost in speed.',
          '`Session` 保证搜索能看到本组件刚插入的数据；`Strong` 会等待所有写入完成，速度稍慢。',
        ),
      },
      {
        name: 'drop_old',
        displayName: 'Drop Old Collection',
        type: 'boolean',
        default: false,
        advanced: true,
        description: l(
          'Drops and recreates the collection before ingesting. Turn it off again after the rebuild.',
          '入库前删除并重建集合。重建完成后请再关掉。',
        ),
      },
    ],
    outputs,
    notes: joinNotes(
      install('pymilvus'),
      l(
        'Milvus Lite (a local file) runs on Linux and macOS only.',
        'Milvus Lite（本地文件模式）仅支持 Linux 和 macOS。',
      ),
    ),
  },
  {
    id: 'elasticsearch',
    name: 'Elasticsearch',
    family: 'vector-stores',
    purpose: l(
      'Stores chunks and their vectors in an Elasticsearch 8 index and searches them with kNN. Pick it when your organisation already runs Elasticsearch or Elastic Cloud.',
      '把文本块及其向量存入 Elasticsearch 8 索引，并用 kNN 搜索。如果你的组织已经在运行 Elasticsearch 或 Elastic Cloud，就选它。',
    ),
    inputs: [
      {
        name: 'elasticsearch_url',
        displayName: 'URL',
        type: 'string',
        default: 'http://localhost:9200',
        description: l(
          'Address of the cluster. Leave empty when you set Cloud ID.',
          '集群地址。设置了 Cloud ID 时留空。',
        ),
      },
      {
        name: 'cloud_id',
        displayName: 'Cloud ID',
        type: 'string',
        advanced: true,
        description: l(
          'Elastic Cloud deployment id, used instead of URL.',
          'Elastic Cloud 部署的 ID，用来代替 URL。',
        ),
      },
      {
        name: 'username',
        displayName: 'Username',
        type: 'string',
        default: 'elastic',
        advanced: true,
        description: l('User for basic authentication.', '基本身份验证的用户名。'),
      },
      secret(
        'password',
        'Password',
        'Password for basic authentication. Leave empty when you use an API key.',
        '基本身份验证的密码。使用 API 密钥时留空。',
      ),
      apiKeyInput(
        'Base64-encoded Elasticsearch API key, an alternative to user and password. Select a credential global variable such as `ELASTIC_API_KEY`.',
        'Base64 编码的 Elasticsearch API 密钥，可替代用户名和密码。请选择凭据变量，例如 `ELASTIC_API_KEY`。',
      ),
      indexName,
      ...common,
      metric(
        'similarity',
        ['cosine', 'dot_product', 'l2_norm', 'max_inner_product'],
        'cosine',
        'Similarity of the `dense_vector` field, set when Flowloom creates the index.',
        '`dense_vector` 字段的相似度，在 Flowloom 创建索引时设定。',
      ),
    ],
    outputs,
    notes: install('elasticsearch'),
  },
  {
    id: 'opensearch',
    name: 'OpenSearch',
    family: 'vector-stores',
    purpose: l(
      'Uses the k-NN plugin of OpenSearch or Amazon OpenSearch Service. Pick it when your search platform is OpenSearch.',
      '使用 OpenSearch 或 Amazon OpenSearch Service 的 k-NN 插件。如果你的搜索平台是 OpenSearch，就选它。',
    ),
    inputs: [
      {
        name: 'opensearch_url',
        displayName: 'URL',
        type: 'string',
        default: 'https://localhost:9200',
        description: l('Address of the cluster or the domain endpoint.', '集群地址或域端点。'),
      },
      {
        name: 'username',
        displayName: 'Username',
        type: 'string',
        default: 'admin',
        description: l('User for basic authentication.', '基本身份验证的用户名。'),
      },
      secret('password', 'Password', 'Password of that user.', '该用户的密码。'),
      indexName,
      ...common,
      {
        name: 'engine',
        displayName: 'Engine',
        type: 'dropdown',
        default: 'lucene',
        options: ['lucene', 'faiss'],
        advanced: true,
        description: l(
          'k-NN engine of the index Flowloom creates.',
          'Flowloom 所创建索引使用的 k-NN 引擎。',
        ),
      },
      metric(
        'space_type',
        ['cosinesimil', 'l2', 'innerproduct'],
        'cosinesimil',
        'Space type of the index Flowloom creates.',
        'Flowloom 所创建索引的空间类型。',
      ),
      {
        name: 'verify_certs',
        displayName: 'Verify Certificates',
        type: 'boolean',
        default: true,
        advanced: true,
        description: l(
          "Checks the server's TLS certificate. Turn off only for a local test cluster with its self-signed demo certificate.",
          '校验服务器的 TLS 证书。只有在本地测试集群使用自签名演示证书时才关闭。',
        ),
      },
    ],
    outputs,
    notes: install('opensearch-py'),
  },
  {
    id: 'redis-vector-store',
    name: 'Redis',
    family: 'vector-stores',
    purpose: l(
      'Stores vectors in Redis with its search and query engine. Pick it for low-latency search when Redis is already part of your stack.',
      '借助 Redis 的搜索与查询引擎存储向量。如果 Redis 已是你技术栈的一部分，需要低延迟搜索，就选它。',
    ),
    inputs: [
      {
        name: 'redis_url',
        displayName: 'Redis URL',
        type: 'string',
        default: 'redis://localhost:6379',
        description: l(
          'Connection URL; with a password, `redis://:password@host:6379`, or `rediss://` for TLS. Put a URL that contains a password in a global variable.',
          '连接 URL；带密码时写成 `redis://:password@host:6379`，使用 TLS 时写 `rediss://`。包含密码的 URL 请放入全局变量。',
        ),
      },
      collection(
        'index_name',
        'Index Name',
        'flowloom',
        'Search index to write to and query; created on the first ingest.',
        '要写入和查询的搜索索引，在第一次入库时创建。',
      ),
      ...common,
      metric(
        'distance_metric',
        ['COSINE', 'L2', 'IP'],
        'COSINE',
        'Distance of the index Flowloom creates.',
        'Flowloom 所创建索引的距离度量。',
      ),
    ],
    outputs,
    notes: joinNotes(
      install('redis'),
      l(
        "Needs Redis with the query engine: Redis 8, Redis Stack or Redis Cloud. Older Redis without it fails with `unknown command 'FT.CREATE'`.",
        "需要带查询引擎的 Redis：Redis 8、Redis Stack 或 Redis Cloud。没有该引擎的旧版 Redis 会报 `unknown command 'FT.CREATE'`。",
      ),
    ),
  },
  {
    id: 'mongodb-atlas',
    name: 'MongoDB Atlas',
    family: 'vector-stores',
    purpose: l(
      'Stores chunks as documents in a MongoDB Atlas collection and searches them with Atlas Vector Search. Pick it when your application data already lives in Atlas.',
      '把文本块作为文档存入 MongoDB Atlas 集合，并用 Atlas Vector Search 搜索。如果你的应用数据已在 Atlas 中，就选它。',
    ),
    inputs: [
      secret(
        'mongodb_atlas_cluster_uri',
        'Cluster URI',
        'The connection string from Atlas, `mongodb+srv://user:password@cluster0.abcde.mongodb.net/`. Store it in a credential global variable such as `MONGODB_ATLAS_URI`.',
        'Atlas 提供的连接字符串，形如 `mongodb+srv://user:password@cluster0.abcde.mongodb.net/`。请保存在凭据变量中，例如 `MONGODB_ATLAS_URI`。',
        true,
      ),
      collection(
        'db_name',
        'Database Name',
        undefined,
        'Database that holds the collection.',
        '集合所在的数据库。',
      ),
      collection(
        'collection_name',
        'Collection Name',
        undefined,
        'Collection to write to and search.',
        '要写入和搜索的集合。',
      ),
      {
        name: 'index_name',
        displayName: 'Index Name',
        type: 'string',
        default: 'vector_index',
        description: l(
          'Name of the Atlas Vector Search index on the collection.',
          '该集合上 Atlas Vector Search 索引的名称。',
        ),
      },
      ...common,
      {
        name: 'embedding_field',
        displayName: 'Embedding Field',
        type: 'string',
        default: 'embedding',
        advanced: true,
        description: l(
          'Document field that holds the vector; the index must cover this path.',
          '存放向量的文档字段；索引必须覆盖这个路径。',
        ),
      },
    ],
    outputs,
    notes: joinNotes(
      install('pymongo'),
      l(
        "Flowloom does not create the search index: create a Vector Search index on the collection with `numDimensions` equal to the model's dimension and a `similarity` of `cosine`, `euclidean` or `dotProduct`. New documents become searchable a few seconds after the index syncs.",
        'Flowloom 不会创建搜索索引：请在该集合上创建 Vector Search 索引，`numDimensions` 等于模型的维度，`similarity` 取 `cosine`、`euclidean` 或 `dotProduct`。新文档要在索引同步几秒后才能被搜到。',
      ),
    ),
  },
  {
    id: 'astra-db',
    name: 'Astra DB',
    family: 'vector-stores',
    purpose: l(
      'Uses a collection of DataStax Astra DB, a serverless database built on Apache Cassandra. Pick it for a managed store that scales without capacity planning.',
      '使用 DataStax Astra DB 的集合。Astra DB 是基于 Apache Cassandra 的无服务器数据库。适合无需容量规划即可扩展的托管存储。',
    ),
    inputs: [
      secret(
        'token',
        'Application Token',
        'Token from the Astra portal, starting with `AstraCS:`. Select a credential global variable such as `ASTRA_DB_APPLICATION_TOKEN`.',
        'Astra 门户中生成的令牌，以 `AstraCS:` 开头。请选择凭据变量，例如 `ASTRA_DB_APPLICATION_TOKEN`。',
        true,
      ),
      {
        name: 'api_endpoint',
        displayName: 'API Endpoint',
        type: 'string',
        required: true,
        description: l(
          "The database's Data API endpoint, `https://<database-id>-<region>.apps.astra.datastax.com`.",
          '数据库的 Data API 端点，形如 `https://<database-id>-<region>.apps.astra.datastax.com`。',
        ),
      },
      {
        name: 'keyspace',
        displayName: 'Keyspace',
        type: 'string',
        default: 'default_keyspace',
        advanced: true,
        description: l('Keyspace that holds the collection.', '集合所在的 keyspace。'),
      },
      collection(
        'collection_name',
        'Collection Name',
        undefined,
        "Collection to write to and search; created on the first ingest with the model's dimension.",
        '要写入和搜索的集合，在第一次入库时按模型维度创建。',
      ),
      ...common,
      metric(
        'metric',
        ['cosine', 'dot_product', 'euclidean'],
        'cosine',
        'Metric of a collection that Flowloom creates; an existing collection keeps its own.',
        'Flowloom 所创建集合的度量方式；已有集合保留自己的度量方式。',
      ),
    ],
    outputs,
    notes: install('astrapy'),
  },
  {
    id: 'supabase',
    name: 'Supabase',
    family: 'vector-stores',
    purpose: l(
      'Stores vectors in the PostgreSQL database of a Supabase project, through pgvector and a matching SQL function. Pick it when your app is built on Supabase.',
      '通过 pgvector 和相应的 SQL 函数，把向量存进 Supabase 项目的 PostgreSQL 数据库。如果你的应用基于 Supabase 构建，就选它。',
    ),
    inputs: [
      {
        name: 'supabase_url',
        displayName: 'Supabase URL',
        type: 'string',
        required: true,
        description: l(
          'The project URL, `https://<project-ref>.supabase.co`.',
          '项目 URL，形如 `https://<project-ref>.supabase.co`。',
        ),
      },
      secret(
        'supabase_service_key',
        'Service Key',
        "The project's service role key. It bypasses row-level security, so keep it in a credential global variable such as `SUPABASE_SERVICE_KEY` and never in a browser.",
        '项目的 service role 密钥。它会绕过行级安全策略，因此请保存在凭据变量中（例如 `SUPABASE_SERVICE_KEY`），绝不要放在浏览器端。',
        true,
      ),
      {
        name: 'table_name',
        displayName: 'Table Name',
        type: 'string',
        default: 'documents',
        description: l(
          'Table with `content` (text), `metadata` (jsonb) and `embedding` (vector) columns.',
          '包含 `content`（text）、`metadata`（jsonb）和 `embedding`（vector）列的表。',
        ),
      },
      {
        name: 'query_name',
        displayName: 'Query Function',
        type: 'string',
        default: 'match_documents',
        description: l(
          'SQL function that returns the nearest rows for a query vector.',
          '根据查询向量返回最相近各行的 SQL 函数。',
        ),
      },
      ...common,
    ],
    outputs,
    notes: joinNotes(
      install('supabase'),
      l(
        "Create the table and the function once in the SQL editor of Supabase; the `vector(...)` size in both must equal the model's dimension. The distance is whatever operator the function uses.",
        '请先在 Supabase 的 SQL 编辑器中创建表和函数；两处的 `vector(...)` 维度都必须等于模型的维度。距离度量取决于函数中使用的运算符。',
      ),
    ),
  },
] as const satisfies readonly ComponentSpec[];
