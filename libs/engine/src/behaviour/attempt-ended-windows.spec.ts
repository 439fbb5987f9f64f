/**
 * Issue 15 (lead): responses to a mission attempt just finished (behaviour/attempt-ended-windows.ts): Herd and Harvest.
 * given (p1's Away Team on Excavation (L1) unable to solve it, p1's ship there; p2's Vidiian ship at Evacuation (L3), p2
 * answering every window, Herd and Harvest in p2's hand) / when (p1 attempts and fails; p2 plays Herd and Harvest) / then
 * (the Vidiian ship flies toward L1 as far as its RANGE pays, p1's cards at L1 are stopped).
 *   1E rulebook › EXECUTING ORDERS › FLY A SHIP; GETTING HURT › STOPPED; THE PLAY PHASE › Alternating Actions.
 */
import { legalCommands } from '../legal';
import { ofType, scene, ship } from '../testing/attempt-scene';
import { accepted, moved, refused } from '../testing/scenario';
import type { Command, GameState } from '../types';
import { Z } from '../zones';

function setUp(options: { every?: boolean; range?: number; affiliation?: string } = {}) {
  const built = scene({
    missions: ['Excavation', 'Evacuation', 'Avert Disaster'],
    awayTeam: [{ skills: 'OFFICER' }],
    ship: ship(),
    crew: [{ skills: 'ENGINEER' }],
    opponentHand: ['Herd and Harvest', ship({ affiliation: options.affiliation ?? 'Vidiian', range: options.range ?? 8 })],
  });
  const [herd, vidiian] = built.ids.opponentHand as [string, string];
  const placed = moved(built.state, [[vidiian, Z.space('L3')]]);
  const asking: GameState = options.every === false ? placed : accepted(placed, { type: 'SetAutoPass', actor: 'p2', on: false, every: true }).state;
  // p2 answers every window: the attempt's own window (attempt-began) waits for p2's pass first; the attempt fails after it
  let failed = accepted(asking, { type: 'AttemptMission', actor: 'p1', location: 'L1' });
  const events = [...failed.events];
  while (failed.state.windows?.at(-1)?.action === 'attempt-began') {
    failed = accepted(failed.state, { type: 'PassResponse', actor: failed.state.windows.at(-1)!.player });
    events.push(...failed.events);
  }
  return { built, herd, vidiian, failed: { state: failed.state, events } };
}

describe('249_006 Herd and Harvest: just after the opponent finished attempting, your [Vid] ship flies toward that mission and their cards there are stopped', () => {
  it('applies: the failed attempt opens the window; the Vidiian ship reaches L1 and p1\'s ship there is stopped', () => {
    const { built, herd, vidiian, failed } = setUp();
    expect(ofType(failed.events, 'MissionAttemptFailed')).toHaveLength(1);
    expect(failed.state.windows?.at(-1)).toMatchObject({ action: 'attempt-ended', by: 'p1', player: 'p2', target: 'L1' });
    const harvest: Command = { type: 'PlayCard', actor: 'p2', card: herd, target: `${vidiian}>L1` };
    expect(legalCommands(failed.state, 'p2')).toContainEqual(harvest);
    const after = accepted(failed.state, harvest);
    expect(ofType(after.events, 'ShipFlew')).toEqual([expect.objectContaining({ player: 'p2', ship: vidiian, from: 'L3', to: 'L1', path: ['L2', 'L1'] })]);
    expect(after.state.cards[vidiian]!.zone).toBe(Z.space('L1'));
    expect(after.state.cards[built.ids.ship!]!.stopped).toBe(true);
    expect(after.state.cards[built.ids.crew[0]!]!.stopped).toBe(true);
  });
  it('does not apply: a ship short of RANGE stops on the way; no window without explicit passing; no non-[Vid] ship', () => {
    const short = setUp({ range: 3 });
    const after = accepted(short.failed.state, { type: 'PlayCard', actor: 'p2', card: short.herd, target: `${short.vidiian}>L1` });
    expect(ofType(after.events, 'ShipFlew')).toEqual([expect.objectContaining({ ship: short.vidiian, from: 'L3', to: 'L2', path: ['L2'] })]);
    const quiet = setUp({ every: false });
    expect((quiet.failed.state.windows ?? []).filter((w) => w.action === 'attempt-ended')).toEqual([]);
    const other = setUp({ affiliation: 'Romulan' });
    expect(refused(other.failed.state, { type: 'PlayCard', actor: 'p2', card: other.herd, target: `${other.vidiian}>L1` })).toBeTruthy();
  });
});
