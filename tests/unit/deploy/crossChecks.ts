/**
 * The deployment files against the project's facts: images, ports and user from
 * data/facts.ts, variables from data/env-vars.ts (names, allowed values, secrets never
 * written in clear), health checks on the endpoints openapi.json defines, `flowloom` commands from
 * data/cli.ts, and what each platform's files must state to run Flowloom safely.
 */
import {readFileSync} from 'node:fs';

import {envVarByName, envVars} from '../../../data/env-vars';
import {facts, links} from '../../../data/facts';
import {flowloomInvocations, invocationError} from '../flowloomCommands';
import {thirdPartyImages} from '../thirdPartyImages';
import {emptyExtracted, type Extracted, type Found, type HealthRole, type Setting} from './extract';
import {targetOf, type DeployFile} from './files';

export const FLOWLOOM_IMAGE = `${facts.image}:${facts.version}`;
const IMAGES = new Set([FLOWLOOM_IMAGE, `docker.io/${FLOWLOOM_IMAGE}`, ...thirdPartyImages()]);

/** The liveness and readiness endpoints, by their operation ids in openapi.json. */
export function healthEndpoints(): {liveness: string; readiness: string} {
  const spec = JSON.parse(readFileSync('openapi.json', 'utf8')) as {
    paths: Record<string, {get?: {operationId?: string}}>;
  };
  const byOperation = (id: string): string => {
    const found = Object.entries(spec.paths).find(([, item]) => item.get?.operationId === id);
    if (!found) throw new Error(`openapi.json has no GET operation ${id}`);
    return found[0];
  };
  return {liveness: byOperation('health'), readiness: byOperation('healthCheck')};
}
const HEALTH = healthEndpoints();

/** Secrets: never written in clear in a file, always taken from the platform's secret store. */
const SECRET_VARIABLES = new Set([
  ...envVars.filter((variable) => variable.type === 'secret').map((variable) => variable.name),
  'FLOWLOOM_DATABASE_URL',
]);

const BASE_SETTINGS = [
  'FLOWLOOM_HOST',
  'FLOWLOOM_PORT',
  'FLOWLOOM_CONFIG_DIR',
  'FLOWLOOM_AUTO_LOGIN',
];
/** What the server needs from a secret store: its key, the superuser's password, the database. */
export const SERVER_SECRETS = [
  'FLOWLOOM_SECRET_KEY',
  'FLOWLOOM_SUPERUSER_PASSWORD',
  'FLOWLOOM_DATABASE_URL',
];

interface Target {
  /** Variables the folder's files must set, in clear or from a secret. */
  settings: string[];
  /** Variables they must take from the platform's secret store. */
  secrets: string[];
  health: HealthRole[];
  /** Whether they name the user or group ids of the container. */
  runsAs: boolean;
  /** Whether they put the config directory on a volume. */
  volume: boolean;
  /** The folder whose Dockerfile the platform builds, whose settings count as this folder's. */
  builds?: string;
}

/**
 * What each folder of examples/deploy must state. A Hugging Face Space takes its secrets from the
 * Space's settings, which its README names (./space.ts); Railway takes them from its dashboard.
 */
export const TARGETS: Record<string, Target> = {
  docker: {settings: BASE_SETTINGS, secrets: [], health: ['liveness'], runsAs: true, volume: false},
  compose: {
    settings: BASE_SETTINGS,
    secrets: SERVER_SECRETS,
    health: ['readiness'],
    runsAs: true,
    volume: true,
  },
  kubernetes: {
    settings: BASE_SETTINGS,
    secrets: SERVER_SECRETS,
    health: ['liveness', 'readiness'],
    runsAs: true,
    volume: true,
  },
  'cloud-run': {
    settings: BASE_SETTINGS,
    secrets: SERVER_SECRETS,
    health: ['startup', 'liveness'],
    runsAs: true,
    volume: true,
  },
  render: {
    settings: BASE_SETTINGS,
    secrets: SERVER_SECRETS,
    health: ['liveness'],
    runsAs: false,
    volume: true,
  },
  railway: {
    settings: BASE_SETTINGS,
    secrets: [],
    health: ['readiness'],
    runsAs: false,
    volume: true,
    builds: 'docker',
  },
  'hugging-face': {
    settings: BASE_SETTINGS,
    secrets: [],
    health: ['liveness'],
    runsAs: true,
    volume: true,
  },
};

const at = (found: Found): string => `${found.path}: ${found.where}`;

function imageProblems({images}: Extracted): string[] {
  return images.flatMap((found) => {
    const tag = /:([^/:]+)$/.exec(found.image)?.[1];
    if (!tag || tag === 'latest')
      return [`${at(found)}: image ${found.image} is not pinned to a version tag`];
    return IMAGES.has(found.image)
      ? []
      : [
          `${at(found)}: image ${found.image} is neither ${FLOWLOOM_IMAGE} nor one of ${thirdPartyImages().join(', ')} (data/facts.ts)`,
        ];
  });
}

const portProblems = ({ports}: Extracted): string[] =>
  ports
    .filter((found) => found.port !== facts.port)
    .map(
      (found) =>
        `${at(found)}: port ${found.port} is not Flowloom's port, ${facts.port} (data/facts.ts)`,
    );

function healthProblems({health}: Extracted): string[] {
  const expected: Record<HealthRole, string[]> = {
    liveness: [HEALTH.liveness],
    readiness: [HEALTH.readiness],
    startup: [HEALTH.liveness, HEALTH.readiness],
  };
  return health
    .filter((found) => !expected[found.role].includes(found.endpoint))
    .map(
      (found) =>
        `${at(found)}: a ${found.role} check calls ${found.endpoint}; it must call GET ${expected[found.role].join(' or GET ')} (openapi.json)`,
    );
}

function idProblems({ids}: Extracted): string[] {
  return ids.flatMap((found) => {
    if (found.id === '0' || found.id === 'root') return [`${at(found)}: runs as root`];
    return found.id === facts.containerUid
      ? []
      : [
          `${at(found)}: id ${found.id} is not the image's user, ${facts.containerUid} (data/facts.ts)`,
        ];
  });
}

const postgresProblems = ({postgresMajors}: Extracted): string[] =>
  postgresMajors
    .filter((found) => found.major !== facts.postgresMajor)
    .map(
      (found) =>
        `${at(found)}: PostgreSQL ${found.major} is not ${facts.postgresImage} (data/facts.ts)`,
    );

function limitProblems({limits}: Extracted): string[] {
  const needed = {
    uploadMb: {variable: 'FLOWLOOM_MAX_FILE_SIZE_UPLOAD', unit: 'MB'},
    requestSeconds: {variable: 'FLOWLOOM_RUN_TIMEOUT_SECONDS', unit: 's'},
  };
  return limits.flatMap((found) => {
    const {variable, unit} = needed[found.limit];
    const minimum = Number(envVarByName(variable)?.default);
    return found.value >= minimum
      ? []
      : [
          `${at(found)}: allows ${found.value} ${unit}, less than the default of ${variable} (${minimum} ${unit})`,
        ];
  });
}

/** A value of the catalog's type and allowed values, and the values a container needs. */
function valueProblem({name, value}: Setting): string | undefined {
  const variable = envVarByName(name);
  if (!variable || value === undefined) return undefined;
  if (SECRET_VARIABLES.has(name)) return `${name} is written in clear; take it from a secret`;
  if (variable.values && !variable.values.includes(value))
    return `${name}=${value} is not one of ${variable.values.join(', ')}`;
  if (variable.type === 'boolean' && !/^(true|false)$/.test(value))
    return `${name}=${value} is not true or false`;
  if (variable.type === 'integer' && !/^\d+$/.test(value))
    return `${name}=${value} is not an integer`;
  if (variable.type === 'path' && !value.startsWith('/'))
    return `${name}=${value} is not an absolute path`;
  if (name === 'FLOWLOOM_HOST' && value !== '0.0.0.0')
    return `${name}=${value}: in a container the server must listen on 0.0.0.0`;
  if (name === 'FLOWLOOM_PORT' && value !== facts.port)
    return `${name}=${value} is not Flowloom's port, ${facts.port} (data/facts.ts)`;
  if (name === 'FLOWLOOM_AUTO_LOGIN' && value !== 'false')
    return `${name}=${value}: a deployed server must make visitors sign in (false)`;
  return undefined;
}

function settingProblems({settings}: Extracted): string[] {
  return settings.flatMap((setting) => {
    if (setting.name.startsWith(facts.envPrefix) && !envVarByName(setting.name))
      return [`${at(setting)}: ${setting.name} is not in data/env-vars.ts`];
    const problem = valueProblem(setting);
    return problem ? [`${at(setting)}: ${problem}`] : [];
  });
}

const inside = (path: string, directory: string): boolean =>
  path === directory || path.startsWith(`${directory.replace(/\/$/, '')}/`);

/** What a folder must state, from its files and those of the image it builds. */
function targetProblems(name: string, found: Extracted, built: Extracted | undefined): string[] {
  const target = TARGETS[name];
  if (!target)
    return [
      `examples/deploy/${name}: no requirements for this folder in tests/unit/deploy/crossChecks.ts`,
    ];
  const where = `examples/deploy/${name}`;
  const settings = [...found.settings, ...(built?.settings ?? [])];
  const problems: string[] = [];
  for (const variable of target.settings) {
    if (!settings.some((setting) => setting.name === variable))
      problems.push(`${where}: sets no ${variable}`);
  }
  for (const variable of target.secrets) {
    if (!settings.some((setting) => setting.name === variable && setting.fromSecret))
      problems.push(`${where}: takes ${variable} from no secret`);
  }
  for (const role of target.health) {
    if (!found.health.some((check) => check.role === role))
      problems.push(`${where}: has no ${role} check`);
  }
  if (target.runsAs && found.ids.length === 0) problems.push(`${where}: names no user to run as`);
  const mounts = found.mounts.map((mount) => mount.mountPath);
  if (target.volume && mounts.length === 0)
    problems.push(`${where}: puts the config directory on no volume`);
  for (const setting of settings.filter((candidate) => candidate.name === 'FLOWLOOM_CONFIG_DIR')) {
    const directory = setting.value ?? '';
    const onVolume = mounts.some((mount) => inside(directory, mount));
    if (mounts.length > 0 ? !onVolume : directory !== facts.containerConfigDir) {
      problems.push(
        `${at(setting)}: FLOWLOOM_CONFIG_DIR=${directory} is ${mounts.length > 0 ? `on no volume (${mounts.join(', ')})` : `not the image's config directory, ${facts.containerConfigDir}`}`,
      );
    }
  }
  for (const mount of found.mounts) {
    if (
      !settings.some(
        (setting) =>
          setting.name === 'FLOWLOOM_CONFIG_DIR' && inside(setting.value ?? '', mount.mountPath),
      )
    )
      problems.push(`${at(mount)}: the volume at ${mount.mountPath} holds no FLOWLOOM_CONFIG_DIR`);
  }
  return problems;
}

/** Links of the product: only those of data/facts.ts, so that a move changes them once. */
const LINK_PREFIXES = [
  ...new Set(Object.values(links).map((link) => link.split('/').slice(0, 4).join('/'))),
];
const LINKS = new Set<string>(Object.values(links));

/** What the text of any file must respect: variable names, product links, ports in URLs, commands. */
function textProblems(file: DeployFile): string[] {
  const problems: string[] = [];
  const known = new Set<string>(envVars.map((variable) => variable.name));
  file.text.split('\n').forEach((line, index) => {
    const where = `${file.path}:${index + 1}`;
    for (const [name] of line.matchAll(/\bFLOWLOOM_[A-Z0-9_]*[A-Z0-9]\b/g)) {
      if (!known.has(name)) problems.push(`${where}: ${name} is not in data/env-vars.ts`);
    }
    for (const [url] of line.matchAll(/https?:\/\/[^\s"'`<>)\]]+/g)) {
      if (
        LINK_PREFIXES.some((prefix) => url.startsWith(prefix)) &&
        /flowloom/i.test(url) &&
        !LINKS.has(url)
      )
        problems.push(`${where}: ${url} is not a link of data/facts.ts`);
    }
    for (const [, port] of line.matchAll(/(?:127\.0\.0\.1|localhost|--publish |-p )(?::)?(\d+)/g)) {
      if (port !== facts.port)
        problems.push(`${where}: port ${port} is not Flowloom's port, ${facts.port}`);
    }
    if (file.path.endsWith('requirements.txt')) {
      const requirement = line.replace(/#.*/, '').trim();
      if (requirement && !/^[A-Za-z0-9._-]+(\[[^\]]+\])?==\S+$/.test(requirement))
        problems.push(`${where}: ${requirement} is not pinned (name==version)`);
      return;
    }
    for (const words of flowloomInvocations(line)) {
      const error = invocationError({words, mention: false});
      if (error) problems.push(`${where}: flowloom ${words.join(' ')}: ${error} (data/cli.ts)`);
    }
  });
  return problems;
}

export function crossProblems(
  files: readonly DeployFile[],
  extracted: ReadonlyMap<string, Extracted>,
): string[] {
  const byTarget = new Map<string, Extracted[]>();
  for (const file of files) {
    const target = targetOf(file.path);
    byTarget.set(target, [...(byTarget.get(target) ?? []), extracted.get(file.path)!]);
  }
  const merged = (target: string): Extracted | undefined => {
    const parts = byTarget.get(target);
    if (!parts) return undefined;
    const all = emptyExtracted();
    for (const part of parts) {
      for (const key of Object.keys(all) as (keyof Extracted)[]) {
        (all[key] as unknown[]).push(...part[key]);
      }
    }
    return all;
  };
  const problems = [...extracted.values()].flatMap((found) => [
    ...imageProblems(found),
    ...portProblems(found),
    ...healthProblems(found),
    ...idProblems(found),
    ...postgresProblems(found),
    ...limitProblems(found),
    ...settingProblems(found),
  ]);
  for (const target of byTarget.keys()) {
    const builds = TARGETS[target]?.builds;
    problems.push(...targetProblems(target, merged(target)!, builds ? merged(builds) : undefined));
  }
  for (const target of Object.keys(TARGETS)) {
    if (!byTarget.has(target)) problems.push(`examples/deploy/${target}: the folder is missing`);
  }
  return [...problems, ...files.flatMap(textProblems)];
}
