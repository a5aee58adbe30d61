/**
 * Kubernetes objects: each one validated against the Kubernetes API schemas of the
 * `kubernetes-models` package (Knative's for Cloud Run's service, the Gateway API's for the Gateway
 * and its route), then checked for what a schema cannot see: references between objects that must
 * resolve when the files are applied together, files a command reads that no volume provides, and
 * database migrations that every pod would run.
 */
import {Service as KnativeService} from '@kubernetes-models/knative/serving.knative.dev/v1/Service';
import type {ErrorObject} from 'ajv';
import {Gateway} from '@kubernetes-models/gateway-api/gateway.networking.k8s.io/v1/Gateway';
import {HTTPRoute} from '@kubernetes-models/gateway-api/gateway.networking.k8s.io/v1/HTTPRoute';
import {Deployment} from 'kubernetes-models/apps/v1/Deployment';
import {Job} from 'kubernetes-models/batch/v1/Job';
import {Ingress} from 'kubernetes-models/networking.k8s.io/v1/Ingress';
import {ConfigMap} from 'kubernetes-models/v1/ConfigMap';
import {PersistentVolumeClaim} from 'kubernetes-models/v1/PersistentVolumeClaim';
import {Secret} from 'kubernetes-models/v1/Secret';
import {Service} from 'kubernetes-models/v1/Service';

import {ajvMessage} from './schemas';
import {at, list, record, scalar, type Json} from './values';

interface Model {
  validate(): void;
}
type ModelClass = new (data: never) => Model;

/** The kinds the examples use, by `apiVersion/kind`. */
const MODELS: Record<string, ModelClass> = {
  'v1/ConfigMap': ConfigMap,
  'v1/Secret': Secret,
  'v1/PersistentVolumeClaim': PersistentVolumeClaim,
  'v1/Service': Service,
  'apps/v1/Deployment': Deployment,
  'batch/v1/Job': Job,
  'networking.k8s.io/v1/Ingress': Ingress,
  'gateway.networking.k8s.io/v1/Gateway': Gateway,
  'gateway.networking.k8s.io/v1/HTTPRoute': HTTPRoute,
  'serving.knative.dev/v1/Service': KnativeService,
};

export interface KubeObject {
  path: string;
  kind: string;
  apiVersion: string;
  name: string;
  value: Json;
}

/** `deployment.yaml: Deployment flowloom`, to name an object in a problem. */
export const objectLabel = (object: KubeObject): string =>
  `${object.path}: ${object.kind} ${object.name}`;

export function kubeObjects(path: string, documents: readonly unknown[]): KubeObject[] {
  return documents
    .filter((document) => document !== null && document !== undefined)
    .map((document) => {
      const value = record(document);
      return {
        path,
        kind: scalar(value.kind) ?? '?',
        apiVersion: scalar(value.apiVersion) ?? '?',
        name: scalar(at(value, 'metadata', 'name')) ?? '?',
        value,
      };
    });
}

export function modelProblems(object: KubeObject): string[] {
  const Model = MODELS[`${object.apiVersion}/${object.kind}`];
  if (!Model) {
    return [
      `${objectLabel(object)}: no schema for ${object.apiVersion} ${object.kind} in tests/unit/deploy/kubernetes.ts`,
    ];
  }
  try {
    new Model(object.value as never).validate();
    return [];
  } catch (error) {
    const errors = (error as {errors?: ErrorObject[]}).errors;
    if (!errors) throw error;
    return errors.map((failure) => `${objectLabel(object)}: ${ajvMessage(failure)}`);
  }
}

/** The pod template of a Deployment or a Knative Service: the same shape for what is checked. */
export const podTemplate = (object: KubeObject): Json =>
  record(at(object.value, 'spec', 'template'));

export const containers = (object: KubeObject): Json[] =>
  list(at(podTemplate(object), 'spec', 'containers')).map(record);

const initContainers = (object: KubeObject): Json[] =>
  list(at(podTemplate(object), 'spec', 'initContainers')).map(record);

/** Objects whose pods run in the cluster: a Deployment's replicas, a Job's run to completion. */
const runsPods = (object: KubeObject): boolean =>
  object.kind === 'Deployment' || object.kind === 'Job';

const commandLine = (container: Json): string[] =>
  [...list(container.command), ...list(container.args)].map((word) => scalar(word) ?? '');

/**
 * A file a container's command reads (an absolute path among its words, such as the value of
 * `--env-file`) must be in a volume the container mounts: the image holds no such file.
 */
function unmountedPaths(object: KubeObject): string[] {
  return [...initContainers(object), ...containers(object)].flatMap((container) => {
    const mounts = list(container.volumeMounts).flatMap(
      (mount) => scalar(record(mount).mountPath) ?? [],
    );
    return commandLine(container)
      .filter((word) => word.startsWith('/'))
      .filter(
        (path) =>
          !mounts.some(
            (mount) => path === mount || path.startsWith(`${mount.replace(/\/$/, '')}/`),
          ),
      )
      .map(
        (path) =>
          `${objectLabel(object)}: container ${scalar(container.name)} reads ${path}, which no volume of the container provides`,
      );
  });
}

/**
 * `flowloom migration` runs once per release, in a Job (or a Helm hook): in a Deployment's
 * containers or init containers it would run in every pod, once per replica.
 */
function perPodMigrations(object: KubeObject): string[] {
  if (object.kind === 'Job') return [];
  return [...initContainers(object), ...containers(object)]
    .filter((container) => {
      const words = commandLine(container);
      return words.includes('flowloom') && words.includes('migration');
    })
    .map(
      (container) =>
        `${objectLabel(object)}: container ${scalar(container.name)} runs flowloom migration in every pod; run it once, in a Job`,
    );
}

const PROBES = ['startupProbe', 'livenessProbe', 'readinessProbe'] as const;

const names = (objects: readonly KubeObject[], kind: string): Set<string> =>
  new Set(objects.filter((object) => object.kind === kind).map((object) => object.name));

const matches = (selector: Json, labels: Json): boolean =>
  Object.keys(selector).length > 0 &&
  Object.entries(selector).every(([key, value]) => labels[key] === value);

function podProblems(object: KubeObject, objects: readonly KubeObject[]): string[] {
  const problems: string[] = [];
  const label = objectLabel(object);
  const spec = record(podTemplate(object).spec);
  const volumes = list(spec.volumes).map(record);
  const volumeNames = new Set(volumes.map((volume) => scalar(volume.name)));
  // Knative's names refer to the platform's secrets (Secret Manager on Cloud Run), not to objects.
  const inCluster = runsPods(object);
  const configMaps = names(objects, 'ConfigMap');
  const secrets = names(objects, 'Secret');
  const claims = names(objects, 'PersistentVolumeClaim');

  if (inCluster && at(spec, 'securityContext', 'runAsNonRoot') !== true) {
    problems.push(`${label}: spec.template.spec.securityContext.runAsNonRoot must be true`);
  }
  for (const volume of volumes) {
    const claim = scalar(at(volume, 'persistentVolumeClaim', 'claimName'));
    if (inCluster && claim !== undefined && !claims.has(claim)) {
      problems.push(
        `${label}: volume ${scalar(volume.name)} claims ${claim}, which no file defines`,
      );
    }
  }
  for (const container of containers(object)) {
    const where = `${label}: container ${scalar(container.name) ?? scalar(container.image)}`;
    const portNames = new Set(list(container.ports).map((port) => scalar(record(port).name)));
    for (const source of list(container.envFrom).map(record)) {
      const configMap = scalar(at(source, 'configMapRef', 'name'));
      const secret = scalar(at(source, 'secretRef', 'name'));
      if (configMap !== undefined && !configMaps.has(configMap))
        problems.push(`${where}: envFrom names ConfigMap ${configMap}, which no file defines`);
      if (secret !== undefined && !secrets.has(secret))
        problems.push(`${where}: envFrom names Secret ${secret}, which no file defines`);
    }
    for (const variable of list(container.env).map(record)) {
      const secret = scalar(at(variable, 'valueFrom', 'secretKeyRef', 'name'));
      if (inCluster && secret !== undefined && !secrets.has(secret))
        problems.push(
          `${where}: ${scalar(variable.name)} reads Secret ${secret}, which no file defines`,
        );
    }
    for (const mount of list(container.volumeMounts).map(record)) {
      if (!volumeNames.has(scalar(mount.name)))
        problems.push(`${where}: mounts volume ${scalar(mount.name)}, which the pod lacks`);
    }
    for (const probe of PROBES) {
      const port = at(container, probe, 'httpGet', 'port');
      if (typeof port === 'string' && !portNames.has(port))
        problems.push(`${where}: ${probe} uses port ${port}, which the container does not name`);
    }
  }
  return problems;
}

function serviceProblems(object: KubeObject, objects: readonly KubeObject[]): string[] {
  const selector = record(at(object.value, 'spec', 'selector'));
  const pods = objects.filter(
    (candidate) =>
      candidate.kind === 'Deployment' &&
      matches(selector, record(at(podTemplate(candidate), 'metadata', 'labels'))),
  );
  if (pods.length === 0) return [`${objectLabel(object)}: its selector matches no Deployment`];
  const portNames = new Set(
    pods.flatMap((pod) =>
      containers(pod).flatMap((container) =>
        list(container.ports).map((port) => scalar(record(port).name)),
      ),
    ),
  );
  return list(at(object.value, 'spec', 'ports'))
    .map((port) => at(port, 'targetPort'))
    .filter((target): target is string => typeof target === 'string' && !portNames.has(target))
    .map((target) => `${objectLabel(object)}: targetPort ${target} is no container port name`);
}

/** Each backend `{name, port}` (a port name or number) must be a port of a Service in the files. */
function backendProblems(
  object: KubeObject,
  objects: readonly KubeObject[],
  backends: Json[],
): string[] {
  const problems: string[] = [];
  for (const backend of backends) {
    const name = scalar(backend.name);
    const service = objects.find(
      (candidate) =>
        candidate.kind === 'Service' && candidate.apiVersion === 'v1' && candidate.name === name,
    );
    if (!service) {
      problems.push(`${objectLabel(object)}: its backend Service ${name} is in no file`);
      continue;
    }
    const ports = list(at(service.value, 'spec', 'ports')).map(record);
    const port = at(backend, 'port');
    const portName = scalar(at(port, 'name'));
    const portNumber = typeof port === 'number' ? String(port) : scalar(at(port, 'number'));
    const found = ports.some(
      (port) =>
        (portName !== undefined && scalar(port.name) === portName) ||
        (portNumber !== undefined && scalar(port.port) === portNumber),
    );
    if (!found) {
      problems.push(
        `${objectLabel(object)}: Service ${name} has no port ${portName ?? portNumber ?? '(none given)'}`,
      );
    }
  }
  return problems;
}

const ingressProblems = (object: KubeObject, objects: readonly KubeObject[]): string[] =>
  backendProblems(
    object,
    objects,
    list(at(object.value, 'spec', 'rules')).flatMap((rule) =>
      list(at(rule, 'http', 'paths')).map((path) => record(at(path, 'backend', 'service'))),
    ),
  );

/** An HTTPRoute's backends are Services of the files, and its parent a Gateway of the files. */
function routeProblems(object: KubeObject, objects: readonly KubeObject[]): string[] {
  const gateways = names(objects, 'Gateway');
  const parents = list(at(object.value, 'spec', 'parentRefs'))
    .map((parent) => scalar(at(parent, 'name')))
    .filter((name) => name !== undefined && !gateways.has(name))
    .map((name) => `${objectLabel(object)}: its parent Gateway ${name} is in no file`);
  const backends = list(at(object.value, 'spec', 'rules')).flatMap((rule) =>
    list(at(rule, 'backendRefs')).map(record),
  );
  return [...parents, ...backendProblems(object, objects, backends)];
}

/** What must resolve when the objects of one folder are applied together. */
export function referenceProblems(objects: readonly KubeObject[]): string[] {
  return objects.flatMap((object) => {
    const pods = [...unmountedPaths(object), ...perPodMigrations(object)];
    if (object.kind === 'Deployment') {
      const selector = record(at(object.value, 'spec', 'selector', 'matchLabels'));
      const labels = record(at(podTemplate(object), 'metadata', 'labels'));
      const problems = matches(selector, labels)
        ? []
        : [`${objectLabel(object)}: spec.selector.matchLabels does not match the pod labels`];
      return [...problems, ...pods, ...podProblems(object, objects)];
    }
    if (object.kind === 'Job') return [...pods, ...podProblems(object, objects)];
    if (object.kind === 'Service' && object.apiVersion.startsWith('serving.knative.dev/'))
      return [...pods, ...podProblems(object, objects)];
    if (object.kind === 'Service') return serviceProblems(object, objects);
    if (object.kind === 'Ingress') return ingressProblems(object, objects);
    if (object.kind === 'HTTPRoute') return routeProblems(object, objects);
    return [];
  });
}
