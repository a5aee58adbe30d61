/**
 * The deployment files of examples/deploy: each parses, validates against its platform's published
 * schema (Compose Specification, Kubernetes and Knative API schemas, Render's and Railway's
 * schemas, Dockerfile syntax, Hugging Face's documented Space fields), and states only the facts
 * of data/facts.ts, variables of data/env-vars.ts, commands of data/cli.ts and health
 * endpoints of openapi.json. Every check is shown to fail on a broken copy, naming file and fault.
 */
import assert from 'node:assert/strict';
import {test} from 'node:test';

import {checkDeployFiles} from './deploy/check';
import {DEPLOY_DIR, readDeployFiles, withEdit, type DeployFile} from './deploy/files';

const files = readDeployFiles();
const path = (name: string): string => `${DEPLOY_DIR}/${name}`;

/** The problems of a copy of the files in which `name` has `from` replaced by `to`. */
const problemsWith = (name: string, from: string | RegExp, to: string): string[] =>
  checkDeployFiles(withEdit(files, path(name), (text) => text.replace(from, to)));

function assertFault(problems: readonly string[], expected: RegExp): void {
  assert.ok(
    problems.some((problem) => expected.test(problem)),
    `expected a problem matching ${expected}, got:\n${problems.join('\n') || '(none)'}`,
  );
}

test('the files readers copy are all there, one folder per platform', () => {
  assert.deepEqual(
    files.map((file) => file.path.slice(DEPLOY_DIR.length + 1)),
    [
      'cloud-run/deploy.sh',
      'cloud-run/service.yaml',
      'compose/compose.yaml',
      'docker/Dockerfile',
      'docker/requirements.txt',
      'hugging-face/Dockerfile',
      'hugging-face/README.md',
      'kubernetes/configmap.yaml',
      'kubernetes/deployment.yaml',
      'kubernetes/gateway.yaml',
      'kubernetes/httproute.yaml',
      'kubernetes/ingress.yaml',
      'kubernetes/migrate-job.yaml',
      'kubernetes/pvc.yaml',
      'kubernetes/secret.yaml',
      'kubernetes/service.yaml',
      'railway/railway.json',
      'render/render.yaml',
    ],
  );
});

test('every file parses, validates and agrees with the facts and the catalogs', () => {
  assert.deepEqual(checkDeployFiles(files), []);
});

/** [what breaks, file, from, to, the problem it must cause] */
const broken: [string, string, string | RegExp, string, RegExp][] = [
  // Parsing
  [
    'YAML syntax',
    'compose/compose.yaml',
    'name: flowloom\n',
    'name: [flowloom\n',
    /compose\/compose\.yaml:\d+: Flow sequence in block collection must be sufficiently indented/,
  ],
  [
    'a key twice',
    'kubernetes/configmap.yaml',
    '  FLOWLOOM_LOG_FORMAT: json',
    '  FLOWLOOM_LOG_FORMAT: json\n  FLOWLOOM_HOST: 0.0.0.0',
    /kubernetes\/configmap\.yaml:\d+: Map keys must be unique/,
  ],
  [
    'JSON syntax',
    'railway/railway.json',
    '"build": {',
    '"build" {',
    /railway\/railway\.json: .*JSON/,
  ],
  [
    'a Dockerfile instruction',
    'docker/Dockerfile',
    'USER 1000:1000',
    'USERR 1000:1000',
    /docker\/Dockerfile:\d+: Unknown instruction: USERR/,
  ],
  [
    'shell syntax',
    'cloud-run/deploy.sh',
    'done\n',
    'done done\n',
    /cloud-run\/deploy\.sh: sh -n: /,
  ],
  // Published schemas
  [
    'a Compose field',
    'compose/compose.yaml',
    'restart: unless-stopped\n    user',
    'restart_policy: unless-stopped\n    user',
    /compose\/compose\.yaml: \/services\/flowloom: must NOT have additional properties \(restart_policy\)/,
  ],
  [
    'a Compose value',
    'compose/compose.yaml',
    'condition: service_healthy',
    'condition: service_ready',
    /compose\/compose\.yaml: \/services\/flowloom\/depends_on\/postgres\/condition: must be equal to one of the allowed values/,
  ],
  [
    'a Deployment field type',
    'kubernetes/deployment.yaml',
    'replicas: 1',
    'replicas: one',
    /kubernetes\/deployment\.yaml: Deployment flowloom: \/spec\/replicas: must be integer/,
  ],
  [
    'a ConfigMap value read as a boolean',
    'kubernetes/configmap.yaml',
    "FLOWLOOM_AUTO_LOGIN: 'false'",
    'FLOWLOOM_AUTO_LOGIN: false',
    /kubernetes\/configmap\.yaml: ConfigMap flowloom: \/data\/FLOWLOOM_AUTO_LOGIN: must be string/,
  ],
  [
    'a Knative field type',
    'cloud-run/service.yaml',
    'containerConcurrency: 80',
    'containerConcurrency: many',
    /cloud-run\/service\.yaml: Service flowloom: \/spec\/template\/spec\/containerConcurrency: must be integer/,
  ],
  [
    'a Render field',
    'render/render.yaml',
    'healthCheckPath: /health\n',
    'healthcheckPath: /health\n',
    /render\/render\.yaml: \/services\/0: must NOT have additional properties \(healthcheckPath\)/,
  ],
  [
    'a Railway value',
    'railway/railway.json',
    '"ON_FAILURE"',
    '"on_failure"',
    /railway\/railway\.json: \/deploy\/restartPolicyType: must be equal to one of the allowed values \(ON_FAILURE, ALWAYS, NEVER\)/,
  ],
  [
    'a Space field',
    'hugging-face/README.md',
    'app_port: 7860',
    'appPort: 7860',
    /hugging-face\/README\.md: front matter field appPort is not in Hugging Face's Space configuration reference/,
  ],
  [
    'a Space colour',
    'hugging-face/README.md',
    'colorTo: purple',
    'colorTo: violet',
    /hugging-face\/README\.md: colorTo is violet, not one of/,
  ],
  [
    'a secret the Space README leaves out',
    'hugging-face/README.md',
    '`FLOWLOOM_DATABASE_URL`',
    '`DATABASE_URL`',
    /hugging-face\/README\.md: does not tell readers to add the secret FLOWLOOM_DATABASE_URL/,
  ],
  // References between Kubernetes objects
  [
    'a Secret no file defines',
    'kubernetes/deployment.yaml',
    'secretRef:\n                name: flowloom',
    'secretRef:\n                name: flowloom-secrets',
    /kubernetes\/deployment\.yaml: Deployment flowloom: container flowloom: envFrom names Secret flowloom-secrets, which no file defines/,
  ],
  [
    'a claim no file defines',
    'kubernetes/pvc.yaml',
    'name: flowloom-config',
    'name: flowloom-data',
    /Deployment flowloom: volume config claims flowloom-config, which no file defines/,
  ],
  [
    'a route to a Service port that does not exist',
    'kubernetes/httproute.yaml',
    /port: 7860\n(\s+)# Everything else/,
    'port: 8080\n$1# Everything else',
    /kubernetes\/httproute\.yaml: HTTPRoute flowloom: Service flowloom has no port 8080/,
  ],
  [
    'a route whose Gateway is in no file',
    'kubernetes/httproute.yaml',
    /parentRefs:\n(\s+)- name: flowloom/,
    'parentRefs:\n$1- name: public',
    /kubernetes\/httproute\.yaml: HTTPRoute flowloom: its parent Gateway public is in no file/,
  ],
  [
    'a route that ends runs before the run timeout',
    'kubernetes/httproute.yaml',
    'request: 600s',
    'request: 60s',
    /kubernetes\/httproute\.yaml: HTTPRoute flowloom rule 2 timeouts\.request: allows 60 s, less than the default of FLOWLOOM_RUN_TIMEOUT_SECONDS/,
  ],
  [
    'the migration run in every pod, by an init container',
    'kubernetes/deployment.yaml',
    '      containers:\n',
    "      initContainers:\n        - name: migrate\n          image: flowloom/flowloom:1.4.0\n          command: ['flowloom', 'migration']\n          resources:\n            limits:\n              memory: 1Gi\n      containers:\n",
    /kubernetes\/deployment\.yaml: Deployment flowloom: container migrate runs flowloom migration in every pod; run it once, in a Job/,
  ],
  [
    'a command that reads a file no volume provides',
    'kubernetes/migrate-job.yaml',
    "command: ['flowloom', 'migration']",
    "command: ['flowloom', 'migration', '--env-file', '/etc/flowloom/.env']",
    /kubernetes\/migrate-job\.yaml: Job flowloom-migrate: container migrate reads \/etc\/flowloom\/\.env, which no volume of the container provides/,
  ],
  [
    'an Ingress port the Service lacks',
    'kubernetes/ingress.yaml',
    'name: http',
    'name: web',
    /kubernetes\/ingress\.yaml: Ingress flowloom: Service flowloom has no port web/,
  ],
  [
    'a Service that selects nothing',
    'kubernetes/service.yaml',
    /selector:\n {4}app\.kubernetes\.io\/name: flowloom/,
    'selector:\n    app.kubernetes.io/name: flowloom-ui',
    /kubernetes\/service\.yaml: Service flowloom: its selector matches no Deployment/,
  ],
  [
    'a probe on a port the container does not name',
    'kubernetes/deployment.yaml',
    'path: /health_check\n              port: http',
    'path: /health_check\n              port: https',
    /Deployment flowloom: container flowloom: readinessProbe uses port https/,
  ],
  [
    'a pod that may run as root',
    'kubernetes/deployment.yaml',
    'runAsNonRoot: true',
    'runAsNonRoot: false',
    /kubernetes\/deployment\.yaml: Deployment flowloom: spec\.template\.spec\.securityContext\.runAsNonRoot must be true/,
  ],
  // Facts of data/facts.ts
  [
    'the version',
    'compose/compose.yaml',
    'image: flowloom/flowloom:1.4.0',
    'image: flowloom/flowloom:1.3.0',
    /compose\/compose\.yaml: services\.flowloom\.image: image flowloom\/flowloom:1\.3\.0 is neither flowloom\/flowloom:1\.4\.0/,
  ],
  [
    'an unpinned base image',
    'docker/Dockerfile',
    'FROM flowloom/flowloom:1.4.0',
    'FROM flowloom/flowloom:latest',
    /docker\/Dockerfile: FROM \(line \d+\): image flowloom\/flowloom:latest is not pinned to a version tag/,
  ],
  [
    'the image name',
    'render/render.yaml',
    'docker.io/flowloom/flowloom:1.4.0',
    'docker.io/flowloom/server:1.4.0',
    /render\/render\.yaml: services\[0\]\.image\.url: image docker\.io\/flowloom\/server:1\.4\.0 is neither/,
  ],
  [
    'the port',
    'kubernetes/deployment.yaml',
    'containerPort: 7860',
    'containerPort: 8080',
    /kubernetes\/deployment\.yaml: Deployment flowloom container flowloom ports: port 8080 is not Flowloom's port, 7860/,
  ],
  [
    'the port of a Space',
    'hugging-face/README.md',
    'app_port: 7860',
    'app_port: 8000',
    /hugging-face\/README\.md: app_port: port 8000 is not Flowloom's port/,
  ],
  [
    'the port in a health check URL',
    'hugging-face/Dockerfile',
    '127.0.0.1:7860/health',
    '127.0.0.1:8000/health',
    /hugging-face\/Dockerfile:\d+: port 8000 is not Flowloom's port/,
  ],
  [
    'the user',
    'compose/compose.yaml',
    "user: '1000:1000'",
    "user: '0:0'",
    /compose\/compose\.yaml: services\.flowloom\.user: runs as root/,
  ],
  [
    'the owner of a mounted bucket',
    'cloud-run/service.yaml',
    'uid=1000',
    'uid=1001',
    /cloud-run\/service\.yaml: Service flowloom volume config mountOptions uid: id 1001 is not the image's user, 1000/,
  ],
  [
    'a Dockerfile without a user',
    'hugging-face/Dockerfile',
    '\nUSER 1000:1000\n',
    '\n',
    /hugging-face\/Dockerfile: id root|hugging-face\/Dockerfile: USER \(line \d+\): runs as root/,
  ],
  [
    'the PostgreSQL version',
    'render/render.yaml',
    "postgresMajorVersion: '17'",
    "postgresMajorVersion: '16'",
    /render\/render\.yaml: databases\[0\]: PostgreSQL 16 is not postgres:17/,
  ],
  [
    'the PostgreSQL version of Cloud SQL',
    'cloud-run/deploy.sh',
    'POSTGRES_17',
    'POSTGRES_15',
    /cloud-run\/deploy\.sh: --database-version=POSTGRES_15: PostgreSQL 15 is not postgres:17/,
  ],
  [
    'a product link',
    'hugging-face/README.md',
    'https://github.com/flowloom/flowloom)',
    'https://github.com/flowloom/flowloom-server)',
    /hugging-face\/README\.md:\d+: https:\/\/github\.com\/flowloom\/flowloom-server is not a link of data\/facts\.ts/,
  ],
  // Variables of data/env-vars.ts
  [
    'a variable the catalog lacks',
    'kubernetes/configmap.yaml',
    'FLOWLOOM_LOG_FORMAT: json',
    'FLOWLOOM_LOG_STYLE: json',
    /kubernetes\/configmap\.yaml: ConfigMap flowloom data: FLOWLOOM_LOG_STYLE is not in data\/env-vars\.ts/,
  ],
  [
    'a value the catalog does not allow',
    'cloud-run/service.yaml',
    'value: json',
    'value: yaml',
    /cloud-run\/service\.yaml: Service flowloom container 0 env: FLOWLOOM_LOG_FORMAT=yaml is not one of text, json/,
  ],
  [
    'a boolean that is not one',
    'hugging-face/Dockerfile',
    'FLOWLOOM_COOKIE_SECURE=true',
    'FLOWLOOM_COOKIE_SECURE=yes',
    /hugging-face\/Dockerfile: ENV \(line \d+\): FLOWLOOM_COOKIE_SECURE=yes is not true or false/,
  ],
  [
    'a secret written in clear',
    'cloud-run/service.yaml',
    /- name: FLOWLOOM_SECRET_KEY\n {14}valueFrom:\n {16}secretKeyRef:\n {18}name: flowloom-secret-key\n {18}key: latest/,
    "- name: FLOWLOOM_SECRET_KEY\n              value: 'not-a-secret-any-more'",
    /cloud-run\/service\.yaml: Service flowloom container 0 env: FLOWLOOM_SECRET_KEY is written in clear; take it from a secret/,
  ],
  [
    'auto-login left on',
    'render/render.yaml',
    "key: FLOWLOOM_AUTO_LOGIN\n        value: 'false'",
    "key: FLOWLOOM_AUTO_LOGIN\n        value: 'true'",
    /render\/render\.yaml: services\[0\]\.envVars: FLOWLOOM_AUTO_LOGIN=true: a deployed server must make visitors sign in/,
  ],
  [
    'a server that listens on loopback only',
    'hugging-face/Dockerfile',
    'FLOWLOOM_HOST=0.0.0.0',
    'FLOWLOOM_HOST=127.0.0.1',
    /hugging-face\/Dockerfile: ENV \(line \d+\): FLOWLOOM_HOST=127\.0\.0\.1: in a container the server must listen on 0\.0\.0\.0/,
  ],
  [
    'the config directory off the volume',
    'compose/compose.yaml',
    'FLOWLOOM_CONFIG_DIR: /var/lib/flowloom',
    'FLOWLOOM_CONFIG_DIR: /tmp/flowloom',
    /compose\/compose\.yaml: services\.flowloom\.environment: FLOWLOOM_CONFIG_DIR=\/tmp\/flowloom is on no volume/,
  ],
  [
    'a volume Railway requires elsewhere',
    'railway/railway.json',
    '"/var/lib/flowloom"',
    '"/data"',
    /railway\/railway\.json: deploy\.requiredMountPath: the volume at \/data holds no FLOWLOOM_CONFIG_DIR/,
  ],
  [
    'a required setting left out',
    'kubernetes/configmap.yaml',
    "  FLOWLOOM_PORT: '7860'\n",
    '',
    /examples\/deploy\/kubernetes: sets no FLOWLOOM_PORT/,
  ],
  [
    'a secret read from a file the service does not declare',
    'compose/compose.yaml',
    'cat /run/secrets/flowloom_secret_key',
    'cat /run/secrets/flowloom_key',
    /compose\/compose\.yaml: services\.flowloom reads the secret flowloom_key, which the service or the file does not declare/,
  ],
  // Health endpoints of openapi.json
  [
    'a liveness probe on the readiness endpoint',
    'kubernetes/deployment.yaml',
    /livenessProbe:\n {12}httpGet:\n {14}path: \/health\n/,
    'livenessProbe:\n            httpGet:\n              path: /health_check\n',
    /kubernetes\/deployment\.yaml: Deployment flowloom container flowloom livenessProbe: a liveness check calls \/health_check; it must call GET \/health \(openapi\.json\)/,
  ],
  [
    'a health check path the API lacks',
    'railway/railway.json',
    '"/health_check"',
    '"/healthz"',
    /railway\/railway\.json: deploy\.healthcheckPath: a readiness check calls \/healthz; it must call GET \/health_check/,
  ],
  [
    'a Dockerfile without a health check',
    'docker/Dockerfile',
    /HEALTHCHECK[^\n]*\\\n[^\n]*\n/,
    '',
    /docker\/Dockerfile: no HEALTHCHECK that calls Flowloom over HTTP/,
  ],
  // Commands of data/cli.ts, limits, resources, pins
  [
    'a command the CLI lacks',
    'compose/compose.yaml',
    'exec flowloom run',
    'exec flowloom serve',
    /compose\/compose\.yaml:\d+: flowloom serve: flowloom has no command "serve" \(data\/cli\.ts\)/,
  ],
  [
    'an option the CLI lacks',
    'hugging-face/Dockerfile',
    'CMD ["flowloom", "run"]',
    'CMD ["flowloom", "run", "--no-browser"]',
    /hugging-face\/Dockerfile:\d+: flowloom run --no-browser: flowloom run has no option --no-browser/,
  ],
  [
    'an upload limit below the server’s',
    'kubernetes/ingress.yaml',
    'proxy-body-size: 101m',
    'proxy-body-size: 10m',
    /kubernetes\/ingress\.yaml: Ingress flowloom proxy-body-size: allows 10 MB, less than the default of FLOWLOOM_MAX_FILE_SIZE_UPLOAD \(100 MB\)/,
  ],
  [
    'a request timeout below a flow run’s',
    'cloud-run/service.yaml',
    'timeoutSeconds: 600',
    'timeoutSeconds: 300',
    /cloud-run\/service\.yaml: Service flowloom timeoutSeconds: allows 300 s, less than the default of FLOWLOOM_RUN_TIMEOUT_SECONDS/,
  ],
  [
    'a container without a memory limit',
    'compose/compose.yaml',
    "          cpus: '2'\n          memory: 2G\n",
    "          cpus: '2'\n",
    /compose\/compose\.yaml: services\.flowloom sets no memory limit/,
  ],
  [
    'a package that is not pinned',
    'docker/requirements.txt',
    'openpyxl==3.1.5',
    'openpyxl>=3.1',
    /docker\/requirements\.txt:\d+: openpyxl>=3\.1 is not pinned/,
  ],
];

for (const [what, name, from, to, expected] of broken) {
  test(`a broken copy fails, naming the file and the fault: ${what}`, () => {
    assertFault(problemsWith(name, from, to), expected);
  });
}

test('a file no validator knows, and a missing platform, fail', () => {
  const extra: DeployFile = {path: path('docker/notes.txt'), text: 'notes\n'};
  assertFault(
    checkDeployFiles([...files, extra]),
    /examples\/deploy\/docker\/notes\.txt: no validator knows this file/,
  );
  const withoutRender = files.filter((file) => !file.path.startsWith(path('render/')));
  assertFault(checkDeployFiles(withoutRender), /examples\/deploy\/render: the folder is missing/);
});
