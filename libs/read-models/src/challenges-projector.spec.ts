import { randomUUID } from 'node:crypto';
import type { NewEvent } from '@captains-log/event-store';
import { ChallengesProjector } from './challenges-projector';
import { ProjectionRunner } from './projection-runner';
import { storeAndReadModels, type StoreAndReadModels } from './testing/store-and-read-models';

const kira = { accountId: 'a-kira', handle: 'kira', name: 'Kira' };
const odo = { accountId: 'a-odo', handle: 'odo', name: 'Odo' };
const e = (type: string, data: Record<string, unknown>): NewEvent => ({ id: randomUUID(), type, data: data as NewEvent['data'] });

describe.each(storeAndReadModels('rm_challenges'))('challenges projector on %s', (_label, setup) => {
  let s: StoreAndReadModels;
  beforeAll(async () => {
    s = await setup();
  });
  afterAll(async () => s?.dispose());

  it('lists issued challenges, follows them to accepted, declined or withdrawn, and rebuilds to the same rows', async () => {
    const [accepted, declined, openSeat] = [randomUUID(), randomUUID(), randomUUID()];
    const issued = (id: string, opponent: typeof odo | null) =>
      e('ChallengeIssued', { challengeId: id, challenger: kira, opponent, deck: { text: '1x Kurn', name: 'Klingons' }, settings: { openAfterEnd: true, spectators: true }, at: 'x' });
    await s.store.append(`challenge-${accepted}`, [issued(accepted, odo), e('ChallengeAccepted', { by: odo, deck: { text: '1x Data' }, gameId: 'g-1', at: 'x' })], { expectedRevision: 'no-stream' });
    await s.store.append(`challenge-${declined}`, [issued(declined, odo), e('ChallengeDeclined', { by: odo, reason: 'on duty', at: 'x' })], { expectedRevision: 'no-stream' });
    await s.store.append(`challenge-${openSeat}`, [issued(openSeat, null)], { expectedRevision: 'no-stream' });
    await s.store.append('game-x', [e('ChallengeIssued', {})], { expectedRevision: 'no-stream' });

    const runner = new ProjectionRunner(s.store, [new ChallengesProjector(s.rm.prisma)], { pollIntervalMs: 10 });
    runner.start();
    await runner.catchUp();
    const rows = () => s.rm.prisma.challenge.findMany({ orderBy: { id: 'asc' } });
    const first = await rows();
    expect(first).toHaveLength(3);
    const byId = new Map(first.map((r) => [r.id, r]));
    expect(byId.get(accepted)).toMatchObject({ status: 'accepted', challengerHandle: 'kira', challengerDeckName: 'Klingons', opponentId: 'a-odo', acceptedByHandle: 'odo', gameId: 'g-1', lastRevision: 1 });
    expect(byId.get(declined)).toMatchObject({ status: 'declined', reason: 'on duty', gameId: null });
    expect(byId.get(openSeat)).toMatchObject({ status: 'open', opponentId: null, settings: { openAfterEnd: true, spectators: true }, closedAt: null });
    await runner.rebuild();
    expect(await rows()).toEqual(first);
    await runner.stop();
  });
});
