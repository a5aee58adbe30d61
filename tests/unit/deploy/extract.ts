/**
 * What each deployment file states about Flowloom, read from its parsed form into one shape: the
 * variables it sets (and whether from a secret), images, ports, health checks, the volumes mounted
 * into Flowloom's container, the user it runs as, PostgreSQL versions and request limits. The
 * cross-checks (./crossChecks.ts) then compare these with the facts and the catalogs, whatever the
 * platform. Also the checks that belong to one format only, such as a compose secret that is used
 * but not declared.
 */
import type {Dockerfile} from 'dockerfile-ast';

import {facts} from '../../../data/facts';
import {containers, kubeObjects, objectLabel, podTemplate, type KubeObject} from './kubernetes';
import type {ParsedFile} from './parse';
import {at, list, record, scalar} from './values';

export type HealthRole = 'liveness' | 'readiness' | 'startup';

/** Where a value was found: the file, and the place in it. */
export interface Found {
  path: string;
  where: string;
}

export interface Setting extends Found {
  name: string;
  /** The literal value; absent when it comes from a secret or the platform. */
  value?: string;
  fromSecret: boolean;
}

export interface Extracted {
  settings: Setting[];
  images: (Found & {image: string})[];
  ports: (Found & {port: string})[];
  health: (Found & {endpoint: string; role: HealthRole})[];
  /** Mount points of volumes in Flowloom's container. */
  mounts: (Found & {mountPath: string})[];
  /** User and group ids the container runs as. */
  ids: (Found & {id: string})[];
  postgresMajors: (Found & {major: string})[];
  /** Upload size (MB) and request time (seconds) that a proxy or the platform allows. */
  limits: (Found & {limit: 'uploadMb' | 'requestSeconds'; value: number})[];
  problems: string[];
}

export const emptyExtracted = (): Extracted => ({
  settings: [],
  images: [],
  ports: [],
  health: [],
  mounts: [],
  ids: [],
  postgresMajors: [],
  limits: [],
  problems: [],
});

const isFlowloomImage = (image: string | undefined): boolean =>
  image !== undefined && image.replace(/^docker\.io\//, '').startsWith(`${facts.image}:`);

/** The path of an `http://127.0.0.1:PORT/path` in a health check command. */
const URL_IN_COMMAND = /https?:\/\/(?:127\.0\.0\.1|localhost):(\d+)(\/[\w./-]*)/;

/** `FLOWLOOM_X=value` assignments of a shell script, as a compose entrypoint has them. */
const SHELL_ASSIGNMENT = /\b(FLOWLOOM_[A-Z0-9_]+)=("[^"]*"|\S+)/g;

function compose(path: string, document: unknown, found: Extracted): void {
  const declaredSecrets = new Set(Object.keys(record(record(document).secrets)));
  for (const [name, value] of Object.entries(record(record(document).services))) {
    const service = record(value);
    const where = `services.${name}`;
    const image = scalar(service.image);
    if (image !== undefined) found.images.push({path, where: `${where}.image`, image});
    if (image?.startsWith('postgres:')) {
      found.postgresMajors.push({
        path,
        where: `${where}.image`,
        major: image.split(':')[1]!.split(/[.-]/)[0]!,
      });
    }
    if (!isFlowloomImage(image)) continue;

    for (const port of list(service.ports)) {
      const numbers =
        typeof port === 'string'
          ? port.split(':').slice(-2)
          : [scalar(record(port).target), scalar(record(port).published)];
      for (const number of numbers) {
        if (number !== undefined)
          found.ports.push({path, where: `${where}.ports`, port: number.split('/')[0]!});
      }
    }
    const user = scalar(service.user);
    if (user !== undefined) {
      for (const id of user.split(':')) found.ids.push({path, where: `${where}.user`, id});
    }
    for (const volume of list(service.volumes)) {
      const mountPath =
        typeof volume === 'string' ? volume.split(':')[1] : scalar(record(volume).target);
      if (mountPath !== undefined) found.mounts.push({path, where: `${where}.volumes`, mountPath});
    }
    const environment = service.environment;
    const pairs = Array.isArray(environment)
      ? environment.map((item) => String(item).split(/=(.*)/s, 2) as [string, string | undefined])
      : Object.entries(record(environment)).map(([key, item]) => [key, scalar(item)] as const);
    for (const [key, item] of pairs) {
      found.settings.push({
        path,
        where: `${where}.environment`,
        name: key,
        value: item,
        fromSecret: false,
      });
    }
    // A shell entrypoint that sets variables from the secret files before it starts the server.
    const script = [service.entrypoint, service.command]
      .flatMap((part) => (typeof part === 'string' ? [part] : list(part).map(String)))
      .join('\n');
    const serviceSecrets = new Set(
      list(service.secrets).map((secret) => scalar(secret) ?? scalar(record(secret).source)),
    );
    for (const [, key, raw] of script.matchAll(SHELL_ASSIGNMENT)) {
      const secretFiles = [...raw!.matchAll(/\/run\/secrets\/([\w.-]+)/g)].map(
        (match) => match[1]!,
      );
      found.settings.push({
        path,
        where: `${where}.entrypoint`,
        name: key!,
        ...(secretFiles.length === 0 && {value: raw!.replace(/^"(.*)"$/, '$1')}),
        fromSecret: secretFiles.length > 0,
      });
      for (const secret of secretFiles) {
        if (!serviceSecrets.has(secret) || !declaredSecrets.has(secret)) {
          found.problems.push(
            `${path}: ${where} reads the secret ${secret}, which the service or the file does not declare`,
          );
        }
      }
    }
    const test = list(at(service, 'healthcheck', 'test'))
      .map(String)
      .join(' ');
    const url = URL_IN_COMMAND.exec(test);
    if (url) {
      found.health.push({
        path,
        where: `${where}.healthcheck`,
        endpoint: url[2]!,
        role: 'readiness',
      });
      found.ports.push({path, where: `${where}.healthcheck`, port: url[1]!});
    } else {
      found.problems.push(`${path}: ${where} has no health check that calls Flowloom over HTTP`);
    }
    if (scalar(at(service, 'deploy', 'resources', 'limits', 'memory')) === undefined) {
      found.problems.push(
        `${path}: ${where} sets no memory limit (deploy.resources.limits.memory)`,
      );
    }
  }
}

const PROBE_ROLES: Record<string, HealthRole> = {
  livenessProbe: 'liveness',
  readinessProbe: 'readiness',
  startupProbe: 'startup',
};

function pod(object: KubeObject, found: Extracted): void {
  const {path} = object;
  const label = objectLabel(object).slice(path.length + 2);
  const spec = record(podTemplate(object).spec);
  const security = record(spec.securityContext);
  for (const key of ['runAsUser', 'runAsGroup', 'fsGroup']) {
    const id = scalar(security[key]);
    if (id !== undefined) found.ids.push({path, where: `${label} securityContext.${key}`, id});
  }
  // A Cloud Storage volume's files belong to the uid and gid of its mount options.
  for (const volume of list(spec.volumes).map(record)) {
    const options = scalar(at(volume, 'csi', 'volumeAttributes', 'mountOptions')) ?? '';
    for (const [, key, id] of options.matchAll(/\b(uid|gid)=(\d+)/g)) {
      found.ids.push({
        path,
        where: `${label} volume ${scalar(volume.name)} mountOptions ${key}`,
        id: id!,
      });
    }
  }
  const timeout = scalar(spec.timeoutSeconds);
  if (timeout !== undefined) {
    found.limits.push({
      path,
      where: `${label} timeoutSeconds`,
      limit: 'requestSeconds',
      value: Number(timeout),
    });
  }
  for (const container of containers(object)) {
    const where = `${label} container ${scalar(container.name) ?? 0}`;
    const image = scalar(container.image);
    if (image !== undefined) found.images.push({path, where: `${where} image`, image});
    for (const port of list(container.ports)) {
      const number = scalar(record(port).containerPort);
      if (number !== undefined) found.ports.push({path, where: `${where} ports`, port: number});
    }
    for (const variable of list(container.env).map(record)) {
      const value = scalar(variable.value);
      found.settings.push({
        path,
        where: `${where} env`,
        name: scalar(variable.name) ?? '?',
        ...(value !== undefined && {value}),
        fromSecret: at(variable, 'valueFrom', 'secretKeyRef') !== undefined,
      });
    }
    for (const mount of list(container.volumeMounts)) {
      const mountPath = scalar(record(mount).mountPath);
      if (mountPath !== undefined)
        found.mounts.push({path, where: `${where} volumeMounts`, mountPath});
    }
    for (const [probe, role] of Object.entries(PROBE_ROLES)) {
      const httpGet = record(at(container, probe, 'httpGet'));
      const endpoint = scalar(httpGet.path);
      if (endpoint !== undefined)
        found.health.push({path, where: `${where} ${probe}`, endpoint, role});
      if (typeof httpGet.port === 'number')
        found.ports.push({path, where: `${where} ${probe}`, port: String(httpGet.port)});
    }
    if (scalar(at(container, 'resources', 'limits', 'memory')) === undefined) {
      found.problems.push(`${path}: ${where} sets no memory limit (resources.limits.memory)`);
    }
  }
}

/** A Gateway API duration (`600s`, `10m`, `1h30m`) in seconds. */
function seconds(duration: string): number {
  const parts = [...duration.matchAll(/(\d+)(h|m|s|ms)/g)];
  if (parts.length === 0) return Number.NaN;
  const unit = {h: 3600, m: 60, s: 1, ms: 0.001} as const;
  return parts.reduce(
    (total, [, value, name]) => total + Number(value) * unit[name as keyof typeof unit],
    0,
  );
}

/** `100m`, `1g` or bytes, as ingress-nginx reads proxy-body-size, in megabytes. */
function megabytes(size: string): number {
  const match = /^(\d+)([kmg]?)$/i.exec(size.trim());
  if (!match) return Number.NaN;
  const factor = {'': 1 / (1024 * 1024), k: 1 / 1024, m: 1, g: 1024}[match[2]!.toLowerCase()]!;
  return Number(match[1]) * factor;
}

function kubernetes(path: string, documents: readonly unknown[], found: Extracted): void {
  for (const object of kubeObjects(path, documents)) {
    const label = `${object.kind} ${object.name}`;
    if (object.kind === 'ConfigMap' || object.kind === 'Secret') {
      const fromSecret = object.kind === 'Secret';
      const data = {...record(object.value.data), ...record(object.value.stringData)};
      for (const [name, value] of Object.entries(data)) {
        found.settings.push({
          path,
          where: `${label} data`,
          name,
          ...(!fromSecret && {value: scalar(value)}),
          fromSecret,
        });
      }
    } else if (
      object.kind === 'Deployment' ||
      object.kind === 'Job' ||
      object.apiVersion.startsWith('serving.knative.dev/')
    ) {
      pod(object, found);
    } else if (object.kind === 'HTTPRoute') {
      for (const [index, rule] of list(at(object.value, 'spec', 'rules')).entries()) {
        // `0s` turns the limit off (the long-lived streams); any other value must allow a run.
        const request = scalar(at(rule, 'timeouts', 'request'));
        if (request !== undefined && request !== '0s')
          found.limits.push({
            path,
            where: `${label} rule ${index + 1} timeouts.request`,
            limit: 'requestSeconds',
            value: seconds(request),
          });
        for (const backend of list(at(rule, 'backendRefs'))) {
          const port = scalar(at(backend, 'port'));
          if (port !== undefined) found.ports.push({path, where: `${label} backendRefs`, port});
        }
      }
    } else if (object.kind === 'Service') {
      for (const port of list(at(object.value, 'spec', 'ports')).map(record)) {
        for (const key of ['port', 'targetPort']) {
          if (typeof port[key] === 'number')
            found.ports.push({path, where: `${label} ${key}`, port: String(port[key])});
        }
      }
    } else if (object.kind === 'Ingress') {
      const annotations = record(at(object.value, 'metadata', 'annotations'));
      const body = scalar(annotations['nginx.ingress.kubernetes.io/proxy-body-size']);
      const read = scalar(annotations['nginx.ingress.kubernetes.io/proxy-read-timeout']);
      if (body !== undefined)
        found.limits.push({
          path,
          where: `${label} proxy-body-size`,
          limit: 'uploadMb',
          value: megabytes(body),
        });
      if (read !== undefined)
        found.limits.push({
          path,
          where: `${label} proxy-read-timeout`,
          limit: 'requestSeconds',
          value: Number(read),
        });
      for (const rule of list(at(object.value, 'spec', 'rules'))) {
        for (const entry of list(at(rule, 'http', 'paths'))) {
          const number = scalar(at(entry, 'backend', 'service', 'port', 'number'));
          if (number !== undefined)
            found.ports.push({path, where: `${label} backend`, port: number});
        }
      }
    }
  }
}

function render(path: string, document: unknown, found: Extracted): void {
  list(record(document).services)
    .map(record)
    .forEach((service, index) => {
      const where = `services[${index}]`;
      const image = scalar(at(service, 'image', 'url'));
      if (image !== undefined) found.images.push({path, where: `${where}.image.url`, image});
      // Render also restarts a running instance that keeps failing this check: a liveness check.
      const endpoint = scalar(service.healthCheckPath);
      if (endpoint !== undefined)
        found.health.push({path, where: `${where}.healthCheckPath`, endpoint, role: 'liveness'});
      const mountPath = scalar(at(service, 'disk', 'mountPath'));
      if (mountPath !== undefined) found.mounts.push({path, where: `${where}.disk`, mountPath});
      for (const variable of list(service.envVars).map(record)) {
        const name = scalar(variable.key) ?? '?';
        const value = scalar(variable.value);
        // Render fills these itself: from the database, a generated value, or asked in its dashboard.
        const fromSecret =
          variable.fromDatabase !== undefined ||
          variable.generateValue === true ||
          variable.sync === false;
        found.settings.push({
          path,
          where: `${where}.envVars`,
          name,
          ...(value !== undefined && {value}),
          fromSecret,
        });
        // Render sends a web service's traffic to the port in PORT.
        if (name === 'PORT' && value !== undefined)
          found.ports.push({path, where: `${where}.envVars PORT`, port: value});
      }
    });
  list(record(document).databases)
    .map(record)
    .forEach((database, index) => {
      const major = scalar(database.postgresMajorVersion);
      if (major !== undefined)
        found.postgresMajors.push({path, where: `databases[${index}]`, major});
    });
}

function railway(path: string, value: unknown, found: Extracted): void {
  const endpoint = scalar(at(value, 'deploy', 'healthcheckPath'));
  if (endpoint !== undefined)
    found.health.push({path, where: 'deploy.healthcheckPath', endpoint, role: 'readiness'});
  const mountPath = scalar(at(value, 'deploy', 'requiredMountPath'));
  if (mountPath !== undefined)
    found.mounts.push({path, where: 'deploy.requiredMountPath', mountPath});
}

function dockerfile(path: string, file: Dockerfile, found: Extracted): void {
  const line = (instruction: {getRange(): {start: {line: number}}}): string =>
    `line ${instruction.getRange().start.line + 1}`;
  for (const from of file.getFROMs()) {
    found.images.push({path, where: `FROM (${line(from)})`, image: from.getImage() ?? ''});
  }
  const instructions = file.getInstructions();
  const users = instructions.filter((instruction) => instruction.getKeyword() === 'USER');
  const lastUser = users.at(-1);
  if (!lastUser) found.problems.push(`${path}: no USER: the server would run as root`);
  else {
    for (const id of (lastUser.getArgumentsContent() ?? '').split(':')) {
      found.ids.push({path, where: `USER (${line(lastUser)})`, id});
    }
  }
  for (const expose of instructions.filter(
    (instruction) => instruction.getKeyword() === 'EXPOSE',
  )) {
    for (const argument of expose.getArguments()) {
      found.ports.push({
        path,
        where: `EXPOSE (${line(expose)})`,
        port: argument.getValue().split('/')[0]!,
      });
    }
  }
  for (const env of file.getENVs()) {
    for (const property of env.getProperties()) {
      const value = property.getUnescapedValue();
      found.settings.push({
        path,
        where: `ENV (${line(env)})`,
        name: property.getName(),
        ...(value !== null && {value}),
        fromSecret: false,
      });
    }
  }
  const healthchecks = file.getHEALTHCHECKs();
  const healthcheck = healthchecks.at(-1);
  const url = URL_IN_COMMAND.exec(healthcheck?.getArgumentsContent() ?? '');
  if (!healthcheck || healthcheck.getSubcommand()?.getValue().toUpperCase() !== 'CMD' || !url) {
    found.problems.push(`${path}: no HEALTHCHECK that calls Flowloom over HTTP`);
  } else {
    found.health.push({
      path,
      where: `HEALTHCHECK (${line(healthcheck)})`,
      endpoint: url[2]!,
      role: 'liveness',
    });
    found.ports.push({path, where: `HEALTHCHECK (${line(healthcheck)})`, port: url[1]!});
  }
}

/** Hugging Face mounts a Space's persistent storage at /data (huggingface/hub-docs:docs/hub/spaces-storage.md). */
export const SPACE_STORAGE = '/data';

function spaceReadme(path: string, frontMatter: unknown, found: Extracted): void {
  const port = scalar(record(frontMatter).app_port);
  if (port !== undefined) found.ports.push({path, where: 'app_port', port});
  if (record(frontMatter).suggested_storage !== undefined) {
    found.mounts.push({path, where: 'suggested_storage', mountPath: SPACE_STORAGE});
  }
}

function shell(path: string, text: string, found: Extracted): void {
  for (const match of text.matchAll(/--database-version=POSTGRES_(\d+)/g)) {
    found.postgresMajors.push({path, where: match[0], major: match[1]!});
  }
}

export function extract({file, parsed}: ParsedFile): Extracted {
  const found = emptyExtracted();
  const {path} = file;
  switch (parsed?.format) {
    case 'compose':
      parsed.documents.forEach((document) => compose(path, document, found));
      break;
    case 'kubernetes':
    case 'cloud-run':
      kubernetes(path, parsed.documents, found);
      break;
    case 'render':
      parsed.documents.forEach((document) => render(path, document, found));
      break;
    case 'railway':
      railway(path, parsed.value, found);
      break;
    case 'dockerfile':
      dockerfile(path, parsed.dockerfile, found);
      break;
    case 'space-readme':
      spaceReadme(path, parsed.frontMatter, found);
      break;
    case 'shell':
      shell(path, file.text, found);
      break;
    case 'requirements':
    case undefined:
      break;
  }
  return found;
}
