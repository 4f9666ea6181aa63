import fs from 'node:fs';

/** How this server was started, which decides how it is restarted on a new release. */
export type Runner =
  /** A systemd unit (deploy/systemd): `backoffice.service`, or an instance of a template, `backoffice@8081.service`. */
  | { kind: 'systemd'; unit: string }
  /** A container (deploy/Dockerfile, deploy/compose.yaml): a new release is a new image. */
  | { kind: 'container' }
  /** A process started by hand (`npm start`, `node apps/server/dist/main.js`). */
  | { kind: 'process'; pid: number };

export interface UpgradePlan {
  version: string;
  /** The release archive the feed names (a .tar.gz with one top folder), or '' when it names none. */
  url: string;
  /** Where the running release is installed. */
  root: string;
  runner: Runner;
}

/** The systemd unit this process runs in, from its control group (`0::/system.slice/backoffice.service`). */
function systemdUnit(): string | null {
  try {
    return /\/([\w@.:-]+\.service)\s*$/m.exec(fs.readFileSync('/proc/self/cgroup', 'utf8'))?.[1] ?? null;
  } catch {
    return null;
  }
}

/** Asks the system once how this server runs. */
export function detectRunner(): Runner {
  if (fs.existsSync('/.dockerenv') || fs.existsSync('/run/.containerenv')) return { kind: 'container' };
  const unit = systemdUnit();
  return unit ? { kind: 'systemd', unit } : { kind: 'process', pid: process.pid };
}

/** A word for a POSIX shell: as it is when it holds nothing the shell would read, else single-quoted. */
export function shellWord(text: string): string {
  return /^[\w@%+=:,./-]+$/.test(text) ? text : `'${text.replaceAll("'", `'\\''`)}'`;
}

/** Downloads the release archive and unpacks it into the current folder (over the release there). */
function unpack(version: string, url: string): string[] {
  if (!/^https?:\/\//i.test(url)) return [];
  const archive = shellWord(`/tmp/backoffice-${version}.tar.gz`);
  return [`curl -fL -o ${archive} ${shellWord(url)}`, `tar -xzf ${archive} --strip-components=1`];
}

/** Stops and starts the instances in the same order as docs/deployment.md, "Upgrades". */
function restart(runner: Exclude<Runner, { kind: 'container' }>): string[] {
  if (runner.kind === 'process')
    return [`kill ${runner.pid}`, `while kill -0 ${runner.pid} 2>/dev/null; do sleep 1; done`, 'npm start'];
  const template = /^([\w.:-]+)@[^@]*\.service$/.exec(runner.unit)?.[1];
  if (!template) return [`systemctl restart ${shellWord(runner.unit)}`];
  // Every instance of the template stops before one starts: no old release runs on the new schema.
  return [
    `units=$(systemctl list-units --plain --no-legend ${shellWord(`${template}@*.service`)} | cut -d' ' -f1)`,
    'systemctl stop $units',
    'systemctl start $units',
  ];
}

/**
 * What the operator runs, one shell command a line, to put version `plan.version` in place of the
 * running one: fetch and unpack the release, install and build it, and restart the server the way it
 * was started (a container is rebuilt from the release instead, on the Docker host).
 */
export function upgradeCommands(plan: UpgradePlan): string[] {
  const { version, url, root, runner } = plan;
  if (runner.kind === 'container') {
    const folder = shellWord(`backoffice-${version}`);
    return [
      `mkdir -p ${folder}`,
      `cd ${folder}`,
      ...unpack(version, url),
      'docker compose -f deploy/compose.yaml up -d --build',
      'docker compose -f deploy/compose.yaml restart nginx',
    ];
  }
  return [`cd ${shellWord(root)}`, ...unpack(version, url), 'npm ci', 'npm run build', ...restart(runner)];
}
