import { readReleases } from '../../../../tools/src/releases/release-store';
import { useTestApp } from '../../test/test-app';
import { CANARY_WATCH_QUEUE } from './canary-watch';
import { insertLoads, REMOTE, startTestCanary, tempRemotesFile, V1, V2 } from './telemetry-test-helpers';

const TEAM = 'release-team@homeworth.example';
const remotes = tempRemotesFile();

describe('the canary watch', () => {
  const t = useTestApp({ remotesFile: remotes.file, releaseTeamEmails: [TEAM], canaryRule: { minLoads: 20, maxExtraFailure: 0.1 } });
  beforeEach(() => remotes.reset());

  /** Runs one tick of the job through the queue, as the cron would, and waits for it to finish. */
  async function tick(): Promise<void> {
    await t.jobs.send(CANARY_WATCH_QUEUE, {});
    const until = Date.now() + 20_000;
    while ((await t.jobs.pending(CANARY_WATCH_QUEUE)) > 0 && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 50));
  }

  it('rolls back a canary failing more than 10 points above live, and e-mails the team once', async () => {
    await startTestCanary(remotes.file);
    await insertLoads(t, '1.1.0', 20, 6); // 30 %
    await insertLoads(t, '1.0.0', 100, 5); // 5 %
    await tick();
    const state = readReleases(remotes.file);
    expect(state.remotes[REMOTE]).toMatchObject({ live: V1, canary: null });
    expect(state.history.at(-1)).toMatchObject({ kind: 'canary-rollback', by: 'canary-watch', from: V2.version, to: V1.version });
    expect(state.history.at(-1)?.reason).toBe('canary 1.1.0 failed 6 of 20 loads (30.0%), live 1.0.0 5 of 100 (5.0%)');
    await tick();
    const mail = await t.readMail(TEAM);
    expect(mail.map((m) => m.subject)).toEqual([`Canary 1.1.0 of ${REMOTE} was rolled back`]);
    expect(mail[0]?.text).toContain('canary 1.1.0 failed 6 of 20 loads (30.0%)');
  });

  it('leaves a canary that fails no more than 10 points above live', async () => {
    await startTestCanary(remotes.file);
    await insertLoads(t, '1.1.0', 40, 6); // 15 %
    await insertLoads(t, '1.0.0', 100, 10); // 10 %
    await tick();
    expect(readReleases(remotes.file).remotes[REMOTE]?.canary?.version).toBe(V2.version);
    expect(await t.readMail(TEAM)).toEqual([]);
  });

  it('does nothing under the minimum number of canary loads', async () => {
    await startTestCanary(remotes.file);
    await insertLoads(t, '1.1.0', 19, 19);
    await tick();
    expect(readReleases(remotes.file).remotes[REMOTE]?.canary?.version).toBe(V2.version);
    expect(await t.readMail(TEAM)).toEqual([]);
  });

  it('counts only the loads since the canary started', async () => {
    await insertLoads(t, '1.1.0', 30, 30, { at: new Date(Date.now() - 3_600_000) });
    await startTestCanary(remotes.file);
    await tick();
    expect(readReleases(remotes.file).remotes[REMOTE]?.canary?.version).toBe(V2.version);
  });
});
