import { describe, expect, it } from 'vitest';
import { shellWord, upgradeCommands } from '../src/modules/system/update/upgrade-commands.js';

const plan = {
  version: '2.1.0',
  url: 'https://releases.example.com/backoffice-2.1.0.tar.gz',
  root: '/opt/backoffice',
};
const fetched = [
  'curl -fL -o /tmp/backoffice-2.1.0.tar.gz https://releases.example.com/backoffice-2.1.0.tar.gz',
  'tar -xzf /tmp/backoffice-2.1.0.tar.gz --strip-components=1',
];

/**
 * "Update now" answers with the commands the operator runs, in the order of docs/deployment.md,
 * "Upgrades", for the way the server runs.
 */
describe('upgrade commands', () => {
  it('for one systemd unit: fetch, install, build, restart the unit', () => {
    expect(upgradeCommands({ ...plan, runner: { kind: 'systemd', unit: 'backoffice.service' } })).toEqual([
      'cd /opt/backoffice',
      ...fetched,
      'npm ci',
      'npm run build',
      'systemctl restart backoffice.service',
    ]);
  });

  it('for instances of a template unit: every one stops before any starts on the new schema', () => {
    const commands = upgradeCommands({
      ...plan,
      runner: { kind: 'systemd', unit: 'backoffice@8081.service' },
    });
    expect(commands.slice(-3)).toEqual([
      "units=$(systemctl list-units --plain --no-legend 'backoffice@*.service' | cut -d' ' -f1)",
      'systemctl stop $units',
      'systemctl start $units',
    ]);
  });

  it('for a process started by hand: stop it, wait until it is gone, start the new release', () => {
    expect(upgradeCommands({ ...plan, runner: { kind: 'process', pid: 4242 } }).slice(-3)).toEqual([
      'kill 4242',
      'while kill -0 4242 2>/dev/null; do sleep 1; done',
      'npm start',
    ]);
  });

  it('for containers: the release is unpacked on the Docker host and the images rebuilt', () => {
    expect(upgradeCommands({ ...plan, runner: { kind: 'container' } })).toEqual([
      'mkdir -p backoffice-2.1.0',
      'cd backoffice-2.1.0',
      ...fetched,
      'docker compose -f deploy/compose.yaml up -d --build',
      'docker compose -f deploy/compose.yaml restart nginx',
    ]);
  });

  it('leaves the download out without an http(s) address, and quotes what the shell would read', () => {
    const commands = upgradeCommands({
      ...plan,
      url: '',
      root: "/srv/back office's",
      runner: { kind: 'systemd', unit: 'backoffice.service' },
    });
    expect(commands[0]).toBe(`cd '/srv/back office'\\''s'`);
    expect(commands.some((c) => c.includes('curl'))).toBe(false);
    expect(
      upgradeCommands({ ...plan, url: 'file:///etc/passwd', runner: { kind: 'container' } }),
    ).not.toContain('curl');
    expect(shellWord('https://x.test/a?b=1&c=$(rm -rf /)')).toBe("'https://x.test/a?b=1&c=$(rm -rf /)'");
    expect(shellWord('/opt/backoffice')).toBe('/opt/backoffice');
  });
});
