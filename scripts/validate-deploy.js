/**
 * Checks the operator files that no Docker engine runs here (`npm run validate:deploy`, offline):
 *   - each compose file in docker/ against the Compose Specification's JSON schema (the copy
 *     Docker Compose embeds, vendored in scripts/schemas/), and what a schema cannot see: every
 *     service named in depends_on exists, every named volume is declared, every file mounted or
 *     built from exists;
 *   - docker/Caddyfile with the proxy's own `caddy validate` and `caddy fmt`, and, from its
 *     `caddy adapt` JSON, that each upstream is a service of the production compose file that
 *     exposes that port and that the health-check path is a GET of the committed API contract,
 *     that the signals stream is proxied without buffering or compression, and that HTTP/2 is on.
 *   - docker/prometheus: the alert rules with `promtool check rules`, the scrape configuration with
 *     `promtool check config --syntax-only` (its token file exists only in the container), that
 *     the compose file mounts both where the configuration reads them; and every metric name in
 *     the rules and in the Grafana dashboard's queries against the names the server exports (the
 *     metrics module built as the server builds it), so that a renamed metric fails here.
 * Without a caddy binary the Caddyfile checks are skipped with a notice; REQUIRE_CADDY=1 makes
 * that a failure (CI sets it). The same for promtool (Debian: apt-get install prometheus) and
 * REQUIRE_PROMTOOL=1.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import Ajv2020 from 'ajv/dist/2020.js';
import { parseDocument } from 'yaml';
// Run with --experimental-strip-types (package.json): the soak's reading of the Caddyfile, shared.
import { forCaddyVersion } from '../server/src/bench/caddy-version.ts';

const ROOT = resolve(import.meta.dirname, '..');
const COMPOSE_FILES = ['docker/docker-compose.yml', 'docker/docker-compose.prod.yml'];
const PRODUCTION_COMPOSE = 'docker/docker-compose.prod.yml';
const CADDYFILE = 'docker/Caddyfile';
const CONTRACT = 'portal/src/api/openapi.json';
// The Caddyfile reads these from the environment; any well-formed values will do for a check.
/** Server-Sent Events: every event must pass the proxy the moment it comes. */
const STREAM_PATH = '/api/signals/stream';
const CADDY_ENV = { DOMAIN: 'signals.example.com', ACME_EMAIL: 'ops@example.com' };
const PROMETHEUS_CONFIG = 'docker/prometheus/prometheus.yml';
const ALERT_RULES = 'docker/prometheus/alerts.yml';
const DASHBOARDS_DIR = 'docker/grafana/dashboards';
const METRICS_MODULE = 'server/src/metrics/metrics.ts';
/** A module resolve hook: a relative import of x.js that does not exist is x.ts. */
const TS_BESIDE_JS = `export async function resolve(specifier, context, next) {
  try { return await next(specifier, context); }
  catch (error) { if (/^\\.\\.?\\/.*\\.js$/.test(specifier)) return next(specifier.slice(0, -3) + '.ts', context); throw error; }
}`;
/** Names in a PromQL expression that are the server's metrics (ours and prom-client's defaults). */
const METRIC_NAME = /\b(?:signaldesk|process|nodejs)_[a-zA-Z0-9_]+\b/g;

let problems = 0;
const pass = (message) => console.log(`  ok    ${message}`);
const fail = (message) => {
  problems += 1;
  console.error(`  FAIL  ${message.replaceAll('\n', '\n        ')}`);
};

const ajv = new Ajv2020({ allErrors: true, strict: false });
const validateCompose = ajv.compile(JSON.parse(readFileSync(join(ROOT, 'scripts/schemas/compose-spec.json'), 'utf8')));

/** YAML as Compose reads it: merge keys (`<<: *app`) on, any parse error or warning is a problem. */
function readCompose(file) {
  const document = parseDocument(readFileSync(join(ROOT, file), 'utf8'), { merge: true });
  for (const issue of [...document.errors, ...document.warnings]) fail(`${file}: ${issue.message}`);
  return document.toJS({ maxAliasCount: 100 });
}

function schemaErrors(compose) {
  if (validateCompose(compose)) return [];
  return validateCompose.errors.map((error) => `${error.instancePath || '/'} ${error.message}${detail(error)}`);
}

function detail(error) {
  if (error.keyword === 'additionalProperties') return `: '${error.params.additionalProperty}'`;
  if (error.keyword === 'enum') return `: ${error.params.allowedValues.join(', ')}`;
  return '';
}

/** What the schema cannot see: references between services, volumes and files. */
function referenceErrors(file, compose) {
  const errors = [];
  const services = compose.services ?? {};
  const volumes = Object.keys(compose.volumes ?? {});
  const base = dirname(join(ROOT, file));
  for (const [name, service] of Object.entries(services)) {
    const dependsOn = Array.isArray(service.depends_on) ? service.depends_on : Object.keys(service.depends_on ?? {});
    for (const dependency of dependsOn)
      if (!(dependency in services)) errors.push(`${name} depends on '${dependency}', which is not a service`);
    for (const mount of service.volumes ?? []) {
      const source = typeof mount === 'string' ? mount.split(':')[0] : mount.source;
      if (!source) continue;
      if (/^[./~]/.test(source)) {
        if (!existsSync(resolve(base, source))) errors.push(`${name} mounts ${source}, which does not exist`);
      } else if (!volumes.includes(source)) errors.push(`${name} mounts the volume '${source}', which is not declared`);
    }
    if (service.build) {
      const context = resolve(base, typeof service.build === 'string' ? service.build : (service.build.context ?? '.'));
      const dockerfile = resolve(context, service.build.dockerfile ?? 'Dockerfile');
      if (!existsSync(dockerfile))
        errors.push(`${name} builds from ${relative(ROOT, dockerfile)}, which does not exist`);
    }
  }
  return errors;
}

console.log('Compose files (Compose Specification schema, then references):');
const composed = {};
for (const file of COMPOSE_FILES) {
  const compose = readCompose(file);
  composed[file] = compose;
  const errors = [...schemaErrors(compose), ...referenceErrors(file, compose)];
  if (errors.length) fail(`${file}:\n${errors.join('\n')}`);
  else pass(`${file} (${Object.keys(compose.services ?? {}).join(', ')})`);
}

// The schema check must be able to fail: a misspelt key in a copy of the production file.
const misspelt = structuredClone(composed[PRODUCTION_COMPOSE]);
misspelt.services.redis.restartt = misspelt.services.redis.restart;
if (schemaErrors(misspelt).some((error) => error.includes("'restartt'"))) pass('a misspelt key is reported');
else fail('The schema check did not report a misspelt key (services.redis.restartt): it checks nothing.');

console.log(`\n${CADDYFILE}:`);
const caddy = spawnSync('caddy', ['version'], { encoding: 'utf8' });
if (caddy.error) {
  const notice = `No caddy binary on PATH: ${CADDYFILE} was not checked.`;
  if (process.env.REQUIRE_CADDY === '1') fail(`${notice} (REQUIRE_CADDY=1)`);
  else console.log(`  SKIP  ${notice} Install Caddy (Debian: apt-get install caddy) to check it.`);
} else {
  checkCaddyfile(caddy.stdout.trim().split(' ')[0]);
}

function runCaddy(args) {
  return spawnSync('caddy', args, {
    cwd: ROOT,
    encoding: 'utf8',
    timeout: 30_000,
    env: { ...process.env, ...CADDY_ENV },
  });
}

/**
 * docker/Caddyfile for the Caddy installed here, as the soak reads it (forCaddyVersion): the lines
 * marked for a newer Caddy left out. Returns the file to check and the lines left out.
 */
function forLocalCaddy(version) {
  const { text, leftOut } = forCaddyVersion(readFileSync(join(ROOT, CADDYFILE), 'utf8'), version);
  if (leftOut.length === 0) return { config: CADDYFILE, leftOut };
  const dir = mkdtempSync(join(tmpdir(), 'caddyfile-'));
  process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
  const config = join(dir, 'Caddyfile');
  writeFileSync(config, text);
  return { config, leftOut };
}

function checkCaddyfile(version) {
  const { config, leftOut } = forLocalCaddy(version);
  const validated = runCaddy(['validate', '--adapter', 'caddyfile', '--config', config]);
  const without = leftOut.length ? `; without ${leftOut.map((line) => `"${line}"`).join(', ')}, newer than it` : '';
  if (validated.status === 0) pass(`caddy validate (Caddy ${version}${without})`);
  else fail(`caddy validate failed:\n${validated.stdout}${validated.stderr}`);

  const formatted = runCaddy(['fmt', CADDYFILE]);
  if (formatted.status === 0 && formatted.stdout === readFileSync(join(ROOT, CADDYFILE), 'utf8'))
    pass('formatted as caddy fmt writes it');
  else fail(`${CADDYFILE} is not as \`caddy fmt\` writes it: run \`caddy fmt --overwrite ${CADDYFILE}\`.`);

  const adapted = runCaddy(['adapt', '--adapter', 'caddyfile', '--config', config]);
  if (adapted.status !== 0) return fail(`caddy adapt failed:\n${adapted.stderr}`);
  const proxies = findHandlers(JSON.parse(adapted.stdout), 'reverse_proxy');
  if (proxies.length === 0) return fail(`${CADDYFILE} has no reverse_proxy.`);

  const services = composed[PRODUCTION_COMPOSE].services ?? {};
  const contractPaths = JSON.parse(readFileSync(join(ROOT, CONTRACT), 'utf8')).paths;
  for (const proxy of proxies) {
    for (const { dial } of proxy.upstreams ?? []) {
      const [host, port] = dial.split(':');
      const exposed = [...(services[host]?.expose ?? []), ...(services[host]?.ports ?? [])].map(String);
      if (!services[host]) fail(`The upstream ${dial} is not a service of ${PRODUCTION_COMPOSE}.`);
      else if (!exposed.some((entry) => entry.split(':').at(-1).split('/')[0] === port))
        fail(`The service ${host} does not expose port ${port}, which the proxy dials.`);
      else pass(`upstream ${dial} is a service of ${PRODUCTION_COMPOSE} exposing ${port}`);
    }
    const healthUri = proxy.health_checks?.active?.uri;
    if (!healthUri)
      fail(`The reverse_proxy to ${(proxy.upstreams ?? []).map((u) => u.dial).join(', ')} has no active health check.`);
    else if (!contractPaths[healthUri]?.get) fail(`The health check ${healthUri} is not a GET of ${CONTRACT}.`);
    else pass(`health check GET ${healthUri} is in the API contract`);
  }
  checkStreamRoute(JSON.parse(adapted.stdout), contractPaths);
}

/** The stream's route: its own proxy flushing at once (flush_interval -1), no encoder; HTTP/2 on. */
function checkStreamRoute(config, contractPaths) {
  if (!contractPaths[STREAM_PATH]?.get) return fail(`${STREAM_PATH} is not a GET of ${CONTRACT}.`);
  const routes = findRoutes(config).filter((route) =>
    (route.match ?? []).some((match) => (match.path ?? []).includes(STREAM_PATH)),
  );
  if (routes.length === 0) return fail(`${CADDYFILE} has no route of its own for ${STREAM_PATH}.`);
  for (const route of routes) {
    const proxies = findHandlers(route.handle, 'reverse_proxy');
    if (proxies.length === 0 || proxies.some((proxy) => proxy.flush_interval !== -1))
      fail(`The route for ${STREAM_PATH} must proxy with flush_interval -1 (no buffering).`);
    else if (findHandlers(route.handle, 'encode').length > 0)
      fail(`The route for ${STREAM_PATH} must not compress (an encoder holds events back).`);
    else pass(`${STREAM_PATH} is proxied unbuffered and uncompressed`);
  }
  const servers = Object.values(config.apps?.http?.servers ?? {});
  if (servers.some((server) => server.protocols && !server.protocols.includes('h2')))
    fail(`${CADDYFILE} turns HTTP/2 off: every open stream would hold one of a browser's six connections.`);
  else pass('HTTP/2 is on');
}

/** Every route object (a handler list with its matchers) anywhere in Caddy's JSON configuration. */
function findRoutes(node, found = []) {
  if (Array.isArray(node)) node.forEach((child) => findRoutes(child, found));
  else if (node && typeof node === 'object') {
    if (Array.isArray(node.handle)) found.push(node);
    Object.values(node).forEach((child) => findRoutes(child, found));
  }
  return found;
}

/** Every handler object of that name anywhere in Caddy's JSON configuration. */
function findHandlers(node, name, found = []) {
  if (Array.isArray(node)) node.forEach((child) => findHandlers(child, name, found));
  else if (node && typeof node === 'object') {
    if (node.handler === name) found.push(node);
    Object.values(node).forEach((child) => findHandlers(child, name, found));
  }
  return found;
}

console.log(`\ndocker/prometheus and ${DASHBOARDS_DIR}:`);
const promtool = spawnSync('promtool', ['--version'], { encoding: 'utf8' });
if (promtool.error) {
  const notice = `No promtool on PATH: ${ALERT_RULES} and ${PROMETHEUS_CONFIG} were not checked by Prometheus.`;
  if (process.env.REQUIRE_PROMTOOL === '1') fail(`${notice} (REQUIRE_PROMTOOL=1)`);
  else console.log(`  SKIP  ${notice} Install Prometheus (Debian: apt-get install prometheus) to check them.`);
} else {
  const version = (promtool.stdout || promtool.stderr).split('\n')[0].replace(/^promtool, /, '');
  const rules = spawnSync('promtool', ['check', 'rules', ALERT_RULES], { cwd: ROOT, encoding: 'utf8' });
  if (rules.status === 0) pass(`promtool check rules ${ALERT_RULES} (promtool ${version})`);
  else fail(`promtool check rules failed:\n${rules.stdout}${rules.stderr}`);
  const config = spawnSync('promtool', ['check', 'config', '--syntax-only', PROMETHEUS_CONFIG], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  if (config.status === 0) pass(`promtool check config --syntax-only ${PROMETHEUS_CONFIG}`);
  else fail(`promtool check config failed:\n${config.stdout}${config.stderr}`);
}
checkPrometheusMounts();
checkMetricNames();

/** The compose file mounts the configuration and the rules where Prometheus reads them. */
function checkPrometheusMounts() {
  const service = composed[PRODUCTION_COMPOSE].services?.prometheus;
  if (!service) return fail(`${PRODUCTION_COMPOSE} has no prometheus service.`);
  const mounts = new Map(
    (service.volumes ?? []).filter((mount) => typeof mount === 'string').map((mount) => mount.split(':').slice(0, 2)),
  );
  const target = (file) => mounts.get(`./${relative('docker', file)}`);
  const ruleFiles = parseDocument(readFileSync(join(ROOT, PROMETHEUS_CONFIG), 'utf8')).toJS().rule_files ?? [];
  if (target(PROMETHEUS_CONFIG) !== '/etc/prometheus/prometheus.yml')
    fail(`The prometheus service does not mount ${PROMETHEUS_CONFIG} at /etc/prometheus/prometheus.yml.`);
  else if (!ruleFiles.includes(target(ALERT_RULES)))
    fail(`The prometheus service does not mount ${ALERT_RULES} where ${PROMETHEUS_CONFIG} reads its rules.`);
  else pass(`the prometheus service mounts its configuration and ${ALERT_RULES} where they are read`);
}

/** Every metric a rule or a dashboard panel names is one the server exports. */
function checkMetricNames() {
  const listed = spawnSync(
    process.execPath,
    [
      '--experimental-strip-types',
      '--no-warnings',
      '--input-type=module',
      '-e',
      // The server's modules import each other as .js (the built names): found here as the .ts beside.
      "import { register } from 'node:module';" +
        `register('data:text/javascript,' + encodeURIComponent(${JSON.stringify(TS_BESIDE_JS)}));` +
        `const { Metrics } = await import(${JSON.stringify(`./${METRICS_MODULE}`)});` +
        'console.log(JSON.stringify([...(await new Metrics().exportedNames())])); process.exit(0);',
    ],
    { cwd: ROOT, encoding: 'utf8', timeout: 60_000 },
  );
  if (listed.status !== 0) return fail(`The metric names could not be read from ${METRICS_MODULE}:\n${listed.stderr}`);
  const exported = new Set(JSON.parse(listed.stdout));
  const queries = [
    ...parseDocument(readFileSync(join(ROOT, ALERT_RULES), 'utf8'))
      .toJS()
      .groups.flatMap((group) =>
        group.rules.map((rule) => ({ where: `${ALERT_RULES} ${rule.alert}`, expr: rule.expr })),
      ),
    ...readdirSync(join(ROOT, DASHBOARDS_DIR))
      .filter((file) => file.endsWith('.json'))
      .flatMap((file) =>
        JSON.parse(readFileSync(join(ROOT, DASHBOARDS_DIR, file), 'utf8')).panels.flatMap((panel) =>
          (panel.targets ?? []).map((target) => ({ where: `${file} "${panel.title}"`, expr: target.expr })),
        ),
      ),
  ];
  const unknownIn = (expr) => [...new Set(expr.match(METRIC_NAME) ?? [])].filter((name) => !exported.has(name));
  let unknown = 0;
  for (const { where, expr } of queries)
    for (const name of unknownIn(expr)) {
      unknown += 1;
      fail(`${where} names ${name}, which the server does not export (${METRICS_MODULE}).`);
    }
  if (!unknown)
    pass(`the ${queries.length} queries of the rules and the dashboard name only metrics the server exports`);
  // The check must be able to fail: a renamed metric in a copy of a query.
  if (unknownIn('rate(signaldesk_http_requests_duration_seconds_count[5m])').length === 1)
    pass('a renamed metric is reported');
  else fail('The metric-name check did not report a renamed metric: it checks nothing.');
}

if (problems) {
  console.error(`\n${problems} problem(s) in the deployment files.`);
  process.exit(1);
}
console.log(
  caddy.error ? '\nThe compose files are valid; the Caddyfile was not checked.' : '\nThe deployment files are valid.',
);
