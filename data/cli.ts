/**
 * The `flowloom` command line: every command with every option, described once. The
 * configuration-cli page renders it (`<CliCommand>`), and tests/unit/cli-catalog.test.ts checks that
 * every `flowloom …` line in a code block of the guides uses a command and options listed here.
 *
 * The options of `flowloom run` that have an environment variable are built from
 * data/env-vars.ts, so an option and its variable cannot disagree on type or default.
 */
import {l} from './components/localized';
import type {Localized} from './components/types';
import {envVarByName, envVars, type EnvVar, type EnvVarName, type ValueType} from './env-vars';

export interface CliOption {
  name: `--${string}`;
  type: ValueType;
  /** The value used when the option is not given (after its variable, if any); absent when none. */
  default?: string;
  /** For `enum`: every accepted value. */
  values?: readonly string[];
  /** The environment variable that sets the same when the option is not given. */
  envVar?: EnvVarName;
  required?: boolean;
  /** `backticks` mark code, as in Markdown. */
  description: Localized;
}

export interface CliCommand {
  /** `flowloom` for the program itself, otherwise the subcommand. */
  name: string;
  usage: string;
  description: Localized;
  options: readonly CliOption[];
}

/**
 * The spellings of an option. A boolean that a variable can switch on also has a negative form
 * (`--open-browser`, `--no-open-browser`), which overrides the variable for one start.
 */
export const optionForms = (option: CliOption): string[] =>
  option.type === 'boolean' && option.envVar
    ? [option.name, `--no-${option.name.slice(2)}`]
    : [option.name];

function variable(name: EnvVarName): EnvVar {
  const found = envVarByName(name);
  if (!found) throw new Error(`data/cli.ts names ${name}, which data/env-vars.ts lacks.`);
  return found;
}

/** An option that reads `envVar` when it is not given: type, default and values come from it. */
function fromVariable(
  {name, type, default: defaultValue, values}: EnvVar,
  option: `--${string}`,
  description: Localized,
): CliOption {
  return {
    name: option,
    type,
    ...(defaultValue !== undefined && {default: defaultValue}),
    ...(values && {values}),
    envVar: name,
    description,
  };
}

const envFile: CliOption = {
  name: '--env-file',
  type: 'path',
  description: l(
    'Reads variables from a `.env` file before anything else. A variable already set in the environment wins over the file.',
    '在执行任何操作之前，先从 `.env` 文件读取变量。环境中已设置的变量优先于文件中的值。',
  ),
};

const help: CliOption = {
  name: '--help',
  type: 'boolean',
  default: 'false',
  description: l(
    'Prints the usage of the program or of the command, and exits.',
    '打印程序或该命令的用法，然后退出。',
  ),
};

const runOptions: CliOption[] = [
  ...envVars.flatMap((envVar) =>
    envVar.cliOption ? [fromVariable(envVar, envVar.cliOption, envVar.description)] : [],
  ),
  envFile,
  help,
];

const program: CliCommand = {
  name: 'flowloom',
  usage: 'flowloom [OPTIONS] COMMAND [ARGS]...',
  description: l(
    'The Flowloom program. Each command below has its own options; `flowloom COMMAND --help` lists them.',
    'Flowloom 程序。下面的每个命令都有自己的选项，`flowloom COMMAND --help` 会列出它们。',
  ),
  options: [
    {
      name: '--version',
      type: 'boolean',
      default: 'false',
      description: l(
        'Prints the installed version of Flowloom and exits.',
        '打印已安装的 Flowloom 版本，然后退出。',
      ),
    },
    help,
  ],
};

export const cliCommands: readonly CliCommand[] = [
  program,
  {
    name: 'run',
    usage: 'flowloom run [OPTIONS]',
    description: l(
      'Starts the server: the API and, unless it is backend-only, the browser UI. It first applies pending database migrations, unless `FLOWLOOM_MIGRATE_ON_STARTUP` is `false`.',
      '启动服务器：提供 API，以及（除非仅运行后端）浏览器界面。除非 `FLOWLOOM_MIGRATE_ON_STARTUP` 为 `false`，启动前会先应用尚未执行的数据库迁移。',
    ),
    options: runOptions,
  },
  {
    name: 'superuser',
    usage: 'flowloom superuser [OPTIONS]',
    description: l(
      'Creates a superuser in the database that `FLOWLOOM_DATABASE_URL` names, or resets the password of an existing one. Without `--password` it asks for the password.',
      '在 `FLOWLOOM_DATABASE_URL` 指定的数据库中创建超级用户，或重置已有超级用户的密码。不提供 `--password` 时会提示输入密码。',
    ),
    options: [
      fromVariable(
        variable('FLOWLOOM_SUPERUSER'),
        '--username',
        l('User name of the superuser.', '超级用户的用户名。'),
      ),
      fromVariable(
        variable('FLOWLOOM_SUPERUSER_PASSWORD'),
        '--password',
        l(
          'Its password. Prefer the prompt or the variable: a password on the command line stays in the shell history.',
          '它的密码。建议使用提示输入或环境变量：写在命令行中的密码会留在 shell 历史记录里。',
        ),
      ),
      envFile,
      help,
    ],
  },
  {
    name: 'api-key',
    usage: 'flowloom api-key [OPTIONS]',
    description: l(
      'Creates an API key for a user and prints it once. Use it to script a first deployment before anyone signs in to the UI.',
      '为某个用户创建 API 密钥并只打印一次。可以在任何人登录界面之前，用它编写首次部署的脚本。',
    ),
    options: [
      fromVariable(
        variable('FLOWLOOM_SUPERUSER'),
        '--username',
        l('User the key belongs to.', '密钥所属的用户。'),
      ),
      {
        name: '--name',
        type: 'string',
        default: 'cli',
        description: l(
          'Name of the key, shown in **Settings › API keys**.',
          '密钥的名称，显示在 **Settings › API keys** 中。',
        ),
      },
      envFile,
      help,
    ],
  },
  {
    name: 'migration',
    usage: 'flowloom migration [OPTIONS]',
    description: l(
      'Brings the database schema up to the installed version, as `flowloom run` does at start-up unless `FLOWLOOM_MIGRATE_ON_STARTUP` is `false`.',
      '把数据库结构升级到已安装版本所需的结构；除非 `FLOWLOOM_MIGRATE_ON_STARTUP` 为 `false`，`flowloom run` 在启动时也会这样做。',
    ),
    options: [
      {
        name: '--check',
        type: 'boolean',
        default: 'false',
        description: l(
          'Lists the pending migrations without applying them, and exits with status 1 when there are any.',
          '列出尚未执行的迁移但不应用它们；存在未执行的迁移时以状态码 1 退出。',
        ),
      },
      envFile,
      help,
    ],
  },
  {
    name: 'copy-db',
    usage: 'flowloom copy-db --target URL [OPTIONS]',
    description: l(
      'Copies every row of one database into another, for example from the default SQLite file to PostgreSQL. The target is migrated first and must hold no flows. Stop the server while it runs.',
      '把一个数据库的所有数据复制到另一个数据库，例如从默认的 SQLite 文件复制到 PostgreSQL。目标数据库会先被迁移，并且其中不能有任何流程。复制期间请停止服务器。',
    ),
    options: [
      fromVariable(
        variable('FLOWLOOM_DATABASE_URL'),
        '--source',
        l('SQLAlchemy URL of the database to copy from.', '复制来源数据库的 SQLAlchemy URL。'),
      ),
      {
        name: '--target',
        type: 'url',
        required: true,
        description: l(
          'SQLAlchemy URL of the database to copy into.',
          '复制目标数据库的 SQLAlchemy URL。',
        ),
      },
      envFile,
      help,
    ],
  },
];

const byName: ReadonlyMap<string, CliCommand> = new Map(
  cliCommands.map((command) => [command.name, command]),
);

export const cliCommandByName = (name: string): CliCommand | undefined => byName.get(name);

/** The options of the program itself, accepted before any command. */
export const programOptions = program.options;
