import type {ComponentOutput, ComponentSpec} from './types';
import {l} from './localized';
import {baseUrl, connectionString, withDescription} from './inputs';

/**
 * Memories: external chat-history stores. Each one outputs a Memory connection that Message History,
 * Store Message and Agent use instead of the Flowloom database. Documented on docs/components/memories.mdx.
 */

/** Every memory component has the same single output. */
function memoryOutput(store: string): ComponentOutput {
  return {
    name: 'memory',
    displayName: 'Memory',
    type: 'Memory',
    description: l(
      `A connection to the chat history in ${store}. Connect it to the External Memory input of Message History or Store Message, or to the Memory input of an Agent.`,
      `指向 ${store} 中聊天记录的连接。把它连接到 Message History 或 Store Message 的 External Memory 输入，或 Agent 的 Memory 输入。`,
    ),
  };
}

const expireAfter = withDescription({
  name: 'ttl_seconds',
  displayName: 'Expire After (s)',
  type: 'integer',
  default: 0,
  advanced: true,
});

export const memoriesComponents = [
  {
    id: 'redis-chat-memory',
    name: 'Redis Chat Memory',
    family: 'memories',
    purpose: l(
      'Keeps chat history in Redis, one list per session; pick it for fast, short-lived conversation memory that can expire on its own.',
      '把聊天记录保存在 Redis 中，每个会话一个列表；适合需要快速读写、可以自动过期的短期对话记忆。',
    ),
    inputs: [
      {
        name: 'redis_url',
        displayName: 'Redis URL',
        type: 'secret',
        required: true,
        description: l(
          'For example redis://localhost:6379/0, or rediss://user:password@host:6380/0 for TLS. Can take a global variable, such as REDIS_URL, since it may hold a password.',
          '例如 redis://localhost:6379/0；使用 TLS 时写作 rediss://user:password@host:6380/0。由于其中可能包含密码，可以改用全局变量，例如 REDIS_URL。',
        ),
      },
      {
        name: 'key_prefix',
        displayName: 'Key Prefix',
        type: 'string',
        default: 'chat_history:',
        description: l(
          'The list of a session is stored under this prefix followed by the session id. Use a different prefix per application sharing one Redis.',
          '会话的列表保存在“前缀 + 会话 ID”这个键下。多个应用共用一个 Redis 时，请为每个应用使用不同的前缀。',
        ),
      },
      expireAfter(
        'Deletes a session’s history this many seconds after its last message; every new message restarts the clock. 0 keeps it forever.',
        '会话最后一条消息之后再过这么多秒就删除其历史；每条新消息都会重新计时。0 表示永久保留。',
      ),
    ],
    outputs: [memoryOutput('Redis')],
    notes: l(
      'Each message is a JSON string with sender, sender_name, text and timestamp, appended to the session’s list; inspect it with LRANGE. Works with Redis 6 or later and compatible servers such as Valkey. Needs the redis Python package in the environment that runs Flowloom.',
      '每条消息是一个包含 sender、sender_name、text 和 timestamp 的 JSON 字符串，追加到会话列表的末尾；可以用 LRANGE 查看。适用于 Redis 6 及以上版本以及 Valkey 等兼容服务器。需要在运行 Flowloom 的环境中安装 redis Python 包。',
    ),
  },
  {
    id: 'postgresql-chat-memory',
    name: 'PostgreSQL Chat Memory',
    family: 'memories',
    purpose: l(
      'Keeps chat history in a PostgreSQL table; pick it when conversations must be durable and queryable with SQL next to your other data.',
      '把聊天记录保存在 PostgreSQL 表中；当对话需要持久保存，并且要和其他数据一起用 SQL 查询时，选择它。',
    ),
    inputs: [
      connectionString(
        'For example postgresql://flowloom:password@db.example.com:5432/app. Can take a global variable, such as POSTGRES_URL.',
        '例如 postgresql://flowloom:password@db.example.com:5432/app。可以使用全局变量，例如 POSTGRES_URL。',
      ),
      {
        name: 'table_name',
        displayName: 'Table Name',
        type: 'string',
        default: 'chat_history',
        description: l(
          'The table that holds the messages. A schema-qualified name such as support.chat_history works too.',
          '保存消息的表。也可以写带模式名的表名，例如 support.chat_history。',
        ),
      },
      {
        name: 'create_table',
        displayName: 'Create Table',
        type: 'boolean',
        default: true,
        advanced: true,
        description: l(
          'Creates the table and its session_id index on first use. Turn it off when the database user may not create tables.',
          '首次使用时创建该表及其 session_id 索引。如果数据库用户无权建表，请关闭它。',
        ),
      },
    ],
    outputs: [memoryOutput('PostgreSQL')],
    notes: l(
      'Columns: id (bigserial), session_id (text), message (jsonb with sender, sender_name, text, timestamp) and created_at (timestamptz). Uses the psycopg 3 driver that Flowloom includes; the connection string is a PostgreSQL connection URI (`postgresql://…`), not a SQLAlchemy URL.',
      '表的列：id（bigserial）、session_id（text）、message（jsonb，包含 sender、sender_name、text、timestamp）和 created_at（timestamptz）。使用 Flowloom 自带的 psycopg 3 驱动；连接字符串是 PostgreSQL 连接 URI（`postgresql://…`），不是 SQLAlchemy URL。',
    ),
  },
  {
    id: 'mongodb-chat-memory',
    name: 'MongoDB Chat Memory',
    family: 'memories',
    purpose: l(
      'Keeps chat history in a MongoDB collection, self-hosted or on Atlas; pick it when your application already stores its documents in MongoDB.',
      '把聊天记录保存在 MongoDB 集合中（自建或 Atlas 均可）；当你的应用已经把文档存放在 MongoDB 时，选择它。',
    ),
    inputs: [
      connectionString(
        'For example mongodb://localhost:27017 or mongodb+srv://user:password@cluster0.example.mongodb.net. Can take a global variable.',
        '例如 mongodb://localhost:27017 或 mongodb+srv://user:password@cluster0.example.mongodb.net。可以使用全局变量。',
      ),
      {
        name: 'database_name',
        displayName: 'Database Name',
        type: 'string',
        default: 'flowloom',
        description: l(
          'The database; MongoDB creates it with the first message.',
          '数据库名称；MongoDB 会在写入第一条消息时创建它。',
        ),
      },
      {
        name: 'collection_name',
        displayName: 'Collection Name',
        type: 'string',
        default: 'chat_history',
        description: l(
          'The collection that holds one document per message.',
          '保存消息的集合，每条消息一个文档。',
        ),
      },
      expireAfter(
        'When above 0, creates a TTL index on created_at so that MongoDB deletes each message this many seconds after it was written. MongoDB removes expired documents about once a minute.',
        '大于 0 时，会在 created_at 上创建 TTL 索引，MongoDB 会在每条消息写入这么多秒后删除它。MongoDB 大约每分钟清理一次过期文档。',
      ),
    ],
    outputs: [memoryOutput('MongoDB')],
    notes: l(
      'Documents have the fields session_id, sender, sender_name, text and created_at; an index on session_id is created on first use. On Atlas, allow the IP address of the Flowloom server in the network access list. Needs the pymongo package.',
      '文档包含 session_id、sender、sender_name、text 和 created_at 字段；首次使用时会在 session_id 上建立索引。使用 Atlas 时，请在网络访问列表中放行 Flowloom 服务器的 IP 地址。需要 pymongo 包。',
    ),
  },
  {
    id: 'astra-db-chat-memory',
    name: 'Astra DB Chat Memory',
    family: 'memories',
    purpose: l(
      'Keeps chat history in a collection of a DataStax Astra DB database through its Data API; pick it when you already use Astra DB as a vector store.',
      '通过 Data API 把聊天记录保存在 DataStax Astra DB 数据库的集合中；如果你已经把 Astra DB 用作向量存储，选择它。',
    ),
    inputs: [
      {
        name: 'token',
        displayName: 'Astra DB Application Token',
        type: 'secret',
        required: true,
        description: l(
          'An application token, starting with AstraCS:, with a role that can write to the database. Use a global variable such as ASTRA_DB_APPLICATION_TOKEN.',
          '以 AstraCS: 开头的应用令牌，其角色需要有写入该数据库的权限。请使用全局变量，例如 ASTRA_DB_APPLICATION_TOKEN。',
        ),
      },
      {
        name: 'api_endpoint',
        displayName: 'API Endpoint',
        type: 'string',
        required: true,
        description: l(
          'The database’s Data API endpoint from the Astra portal, in the form https://DATABASE_ID-REGION.apps.astra.datastax.com.',
          'Astra 控制台中该数据库的 Data API 端点，形如 https://DATABASE_ID-REGION.apps.astra.datastax.com。',
        ),
      },
      {
        name: 'keyspace',
        displayName: 'Keyspace',
        type: 'string',
        default: 'default_keyspace',
        advanced: true,
        description: l(
          'The keyspace of the collection; default_keyspace is the one every new Astra database has.',
          '集合所在的 keyspace；default_keyspace 是每个新建 Astra 数据库都自带的 keyspace。',
        ),
      },
      {
        name: 'collection_name',
        displayName: 'Collection Name',
        type: 'string',
        default: 'chat_history',
        description: l(
          'The collection that holds the messages; created on first use, without vectors.',
          '保存消息的集合；首次使用时创建，不带向量。',
        ),
      },
    ],
    outputs: [memoryOutput('Astra DB')],
    notes: l(
      'Needs the astrapy package. A database in the hibernated state wakes up on the first request, which can make that run take noticeably longer.',
      '需要 astrapy 包。处于休眠状态的数据库会在第一次请求时唤醒，因此那一次运行可能明显变慢。',
    ),
  },
  {
    id: 'cassandra-chat-memory',
    name: 'Cassandra Chat Memory',
    family: 'memories',
    purpose: l(
      'Keeps chat history in an Apache Cassandra table (or a CQL-compatible database such as ScyllaDB); pick it for large, self-hosted clusters.',
      '把聊天记录保存在 Apache Cassandra 表（或 ScyllaDB 等兼容 CQL 的数据库）中；适合大型自建集群。',
    ),
    inputs: [
      {
        name: 'contact_points',
        displayName: 'Contact Points',
        type: 'string',
        default: '127.0.0.1',
        required: true,
        description: l(
          'Comma-separated host names or IP addresses of cluster nodes; the driver discovers the others.',
          '集群节点的主机名或 IP 地址，以逗号分隔；驱动会自动发现其余节点。',
        ),
      },
      {
        name: 'port',
        displayName: 'Port',
        type: 'integer',
        default: 9042,
        advanced: true,
        description: l('The CQL native protocol port.', 'CQL 原生协议端口。'),
      },
      {
        name: 'username',
        displayName: 'Username',
        type: 'string',
        description: l(
          'Leave empty when the cluster has no authentication.',
          '集群未开启身份验证时留空。',
        ),
      },
      {
        name: 'password',
        displayName: 'Password',
        type: 'secret',
        description: l(
          'The password of that user. Can take a global variable.',
          '该用户的密码。可以使用全局变量。',
        ),
      },
      {
        name: 'keyspace',
        displayName: 'Keyspace',
        type: 'string',
        required: true,
        description: l(
          'An existing keyspace; the component does not create keyspaces.',
          '一个已存在的 keyspace；组件不会创建 keyspace。',
        ),
      },
      {
        name: 'table_name',
        displayName: 'Table Name',
        type: 'string',
        default: 'chat_history',
        description: l(
          'The table, created on first use with session_id as partition key and a time-based clustering key.',
          '保存消息的表，首次使用时创建，以 session_id 为分区键，并以时间作为聚簇键。',
        ),
      },
      expireAfter(
        'When above 0, each message is written with this TTL and disappears after it. 0 keeps messages.',
        '大于 0 时，每条消息写入时都带上这个 TTL，到期后自动消失。0 表示保留消息。',
      ),
    ],
    outputs: [memoryOutput('Cassandra')],
    notes: l(
      'Needs the cassandra-driver package. Create the keyspace first, for example with CREATE KEYSPACE chat WITH replication set to SimpleStrategy and replication_factor 1 on a single-node test cluster.',
      '需要 cassandra-driver 包。请先创建 keyspace，例如在单节点测试集群上用 CREATE KEYSPACE chat，并把 replication 设为 SimpleStrategy、replication_factor 为 1。',
    ),
  },
  {
    id: 'zep-chat-memory',
    name: 'Zep Chat Memory',
    family: 'memories',
    purpose: l(
      'Keeps chat history in Zep, a memory service for assistants; pick it when you also want Zep to manage users and long-term facts across sessions.',
      '把聊天记录保存在面向助手的记忆服务 Zep 中；如果你还希望由 Zep 管理用户和跨会话的长期事实，选择它。',
    ),
    inputs: [
      {
        name: 'api_key',
        displayName: 'Zep API Key',
        type: 'secret',
        required: true,
        description: l(
          'A project API key from the Zep dashboard. Use a global variable such as ZEP_API_KEY.',
          'Zep 控制台中的项目 API 密钥。请使用全局变量，例如 ZEP_API_KEY。',
        ),
      },
      baseUrl(
        'base_url',
        'https://api.getzep.com',
        'Change it only for a self-hosted Zep server.',
        '只有使用自建的 Zep 服务器时才需要修改。',
      ),
      {
        name: 'user_id',
        displayName: 'User ID',
        type: 'string',
        description: l(
          'The Zep user the sessions belong to, created if missing. Empty: each session gets a user named after the session id.',
          '会话所属的 Zep 用户，不存在时会自动创建。留空时，每个会话都会得到一个以会话 ID 命名的用户。',
        ),
      },
    ],
    outputs: [memoryOutput('Zep')],
    notes: l(
      'Sessions are created in Zep on their first message. Message History reads the plain messages; the facts and summaries that Zep derives are visible in the Zep dashboard. Needs the zep-cloud package.',
      '会话在写入第一条消息时于 Zep 中创建。Message History 读取的是原始消息；Zep 提炼出的事实和摘要可在 Zep 控制台中查看。需要 zep-cloud 包。',
    ),
  },
] as const satisfies readonly ComponentSpec[];
