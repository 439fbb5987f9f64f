/**
 * Affiliation and control changes (issue 15, premiere-control): Lore's Fingernail, Neural Servo Device.
 *   1E rulebook › MISCELLANEOUS RULES › CONTROL AND OWNERSHIP;
 *   1E rulebook › REPORTING FOR DUTY › COMPATIBLE (Exception: Non-Aligned compatibility);
 *   ATTEMPT A MISSION › BEGINNING A MISSION ATTEMPT (a matching affiliation icon in the team).
 * given (an Away Team on the surface of a Federation mission, p1's turn 1) / when (PlayCard, AttemptMission) / then (the facts, or the refusal).
 */
import { bp, Ctx } from '../context';
import { leavePlay } from '../attempt/leaving-play';
import { evolveAll } from '../evolve';
import { legalCommands } from '../legal';
import { ofType, scene, ship, type PersonSpec } from '../testing/attempt-scene';
import { play as run, when } from '../testing/scenario';
import type { Command, GameEvent, GameState } from '../types';
import { Z } from '../zones';

const attempt: Command = { type: 'AttemptMission', actor: 'p1', location: 'L1' };
function refusal(state: GameState, command: Command): string | null {
  const outcome = when(state, command);
  return 'violation' in outcome ? outcome.violation.code : null;
}

describe("101_081 Lore's Fingernail (event on the table: Soong-type androids and Exocomps are Non-Aligned while it lies there)", () => {
  it('Data (Federation) alone may attempt Avert Disaster; once the Fingernail is played he is Non-Aligned and may not; a Human stays Federation', () => {
    const built = scene({ missions: ['Avert Disaster'], awayTeam: ['101_204', { skills: 'OFFICER' }], hand: ["Lore's Fingernail"] });
    const [data, human] = built.ids.awayTeam as [string, string];
    const data1 = scene({ missions: ['Avert Disaster'], awayTeam: ['101_204'], hand: ["Lore's Fingernail"] });
    expect(bp(data1.state, data1.ids.awayTeam[0]!).affiliations).toEqual(['Federation']);
    expect(refusal(data1.state, attempt)).toBeNull();
    const played = run(data1.state, [{ type: 'PlayCard', actor: 'p1', card: data1.ids.hand[0]! }]);
    expect(played.state.cards[data1.ids.hand[0]!]!.zone).toBe(Z.table('p1'));
    expect(bp(played.state, data1.ids.awayTeam[0]!).affiliations).toEqual(['Non-Aligned']);
    expect(refusal(played.state, attempt)).toBe('NO_MATCHING_AFFILIATION');
    // With a Federation Human beside him the attempt is allowed; only the android changed.
    const both = run(built.state, [{ type: 'PlayCard', actor: 'p1', card: built.ids.hand[0]! }]);
    expect(bp(both.state, data).affiliations).toEqual(['Non-Aligned']);
    expect(bp(both.state, human).affiliations).toEqual(['Federation']);
  });

  it('an Exocomp is reached by title; when the Fingernail leaves play (nullified by Kevin Uxbridge) both are Federation again', () => {
    const built = scene({ missions: ['Avert Disaster'], awayTeam: ['101_204', '101_210'], hand: ["Lore's Fingernail", 'Kevin Uxbridge'] });
    const [data, exocomp] = built.ids.awayTeam as [string, string];
    const [nail, kevin] = built.ids.hand as [string, string];
    const played = run(built.state, [{ type: 'PlayCard', actor: 'p1', card: nail }]);
    expect([bp(played.state, data).affiliations, bp(played.state, exocomp).affiliations]).toEqual([['Non-Aligned'], ['Non-Aligned']]);
    const nullified = run(played.state, [{ type: 'PlayCard', actor: 'p1', card: kevin, target: nail }]);
    expect(nullified.state.cards[nail]!.zone).toBe(Z.discard('p1'));
    expect([bp(nullified.state, data).affiliations, bp(nullified.state, exocomp).affiliations]).toEqual([['Federation'], ['Federation']]);
    expect(refusal(nullified.state, attempt)).toBeNull();
  });
});

describe('101_084 Neural Servo Device (event on a Non-Aligned ship: unless two SECURITY aboard, you use it and its crew as your own this turn)', () => {
  function servoScene(crew: PersonSpec[]) {
    const built = scene({ missions: ['Excavation', 'Avert Disaster'], ship: ship(), crew: [{ skills: 'OFFICER' }], hand: ['Neural Servo Device'], opponentHand: [ship({ affiliation: 'Non-Aligned', title: 'Test Freighter' }), ...crew.map((c) => ({ ...c, affiliation: 'Non-Aligned' }))] });
    const [theirShip, ...theirCrew] = built.ids.opponentHand as [string, ...string[]];
    const state = evolveAll(
      [
        { type: 'CardMoved', card: theirShip, from: Z.hand('p2'), to: Z.space('L1'), faceUp: true, reason: 'test' },
        ...theirCrew.map((iid): GameEvent => ({ type: 'CardMoved', card: iid, from: Z.hand('p2'), to: Z.aboard(theirShip), faceUp: true, reason: 'test' })),
      ],
      built.state,
    );
    return { state, device: built.ids.hand[0]!, theirShip, theirCrew, ourShip: built.ids.ship! };
  }

  it('only Non-Aligned ships are targets: the opponent’s Non-Aligned ship, not p1’s Federation ship', () => {
    const { state, device, theirShip } = servoScene([{ skills: 'OFFICER' }]);
    expect(legalCommands(state, 'p1').filter((c) => c.type === 'PlayCard' && c.card === device).map((c) => (c as { target?: string }).target)).toEqual([theirShip]);
  });

  it('without two SECURITY aboard: p1 controls the ship and crew, flies it, and at the end of the turn they return to p2; the event is discarded', () => {
    const { state, device, theirShip, theirCrew } = servoScene([{ skills: 'OFFICER' }, { skills: 'SECURITY' }]);
    const played = run(state, [{ type: 'PlayCard', actor: 'p1', card: device, target: theirShip }]);
    expect(ofType(played.events, 'ControlTaken').map((e) => [e.cards, e.by, e.from, e.until])).toEqual([[[theirShip, ...theirCrew], 'p1', 'p2', 1]]);
    expect(played.state.cards[device]!.zone).toBe(Z.discard('p1'));
    expect([theirShip, ...theirCrew].map((iid) => played.state.cards[iid]!.owner)).toEqual(['p1', 'p1', 'p1']);
    // A card under p1's control that leaves play goes to its owner's (p2's) discard pile.
    const ctx = new Ctx(played.state);
    leavePlay(ctx, theirCrew[0]!, 'killed', 'test');
    expect(ctx.state.cards[theirCrew[0]!]!.zone).toBe(Z.discard('p2'));
    const flown = run(played.state, [{ type: 'Fly', actor: 'p1', ship: theirShip, to: 'L2' }]);
    expect(flown.state.cards[theirShip]!.zone).toBe(Z.space('L2'));
    // p2 may not move it while p1 controls it (nor on p1's turn at all).
    expect(refusal(flown.state, { type: 'Fly', actor: 'p2', ship: theirShip, to: 'L1' })).toBeTruthy();
    const ended = run(flown.state, [{ type: 'EndTurn', actor: 'p1' }]);
    expect(ofType(ended.events, 'ControlReturned').map((e) => e.cards)).toEqual([[theirShip, ...theirCrew].sort()]);
    expect([theirShip, ...theirCrew].map((iid) => ended.state.cards[iid]!.owner)).toEqual(['p2', 'p2', 'p2']);
    expect(ended.state.control).toEqual({});
  });

  it('with two SECURITY aboard nothing changes hands: the requirement is met and the event is discarded', () => {
    const { state, device, theirShip } = servoScene([{ skills: 'SECURITY' }, { skills: 'SECURITY' }]);
    const played = run(state, [{ type: 'PlayCard', actor: 'p1', card: device, target: theirShip }]);
    expect(ofType(played.events, 'RequirementChecked').map((e) => [e.requirement, e.verdict])).toEqual([['SECURITY x2', 'met']]);
    expect(ofType(played.events, 'ControlTaken')).toEqual([]);
    expect(played.state.cards[theirShip]!.owner).toBe('p2');
    expect(played.state.cards[device]!.zone).toBe(Z.discard('p1'));
  });
});
