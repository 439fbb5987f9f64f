/**
 * Self-controlling cards (issue 15, premiere-control): Borg Ship (a roaming dilemma), Rogue Borg
 * Mercenaries and Crosis (a boarding group on a ship) and Hugh (stops the first, discards the second).
 *   1E rulebook › STRANGE ENCOUNTERS › SELF-CONTROLLING CARDS; BATTLE › PERSONNEL BATTLE (stages 3-6);
 *   BATTLE › SHIP BATTLE (5. Open Fire … 8. Resolution); DAMAGE AND REPAIRS › ROTATION DAMAGE.
 * given (a scene on p1's turn 1) / when (PlayCard, AttemptMission, EndTurn) / then (the facts and the state).
 */
import { evolveAll } from '../evolve';
import { legalCommands } from '../legal';
import { ofType, runAttempt, scene, ship } from '../testing/attempt-scene';
import { play as run, when } from '../testing/scenario';
import type { Command, GameEvent, GameState, PlayerId } from '../types';
import { Z } from '../zones';
import { groupOn, groupStrength } from './self-controlled';
import { endTurn as end } from '../testing/commands';

const play = (card: string, target?: string, mode?: number, actor: PlayerId = 'p1'): Command => ({ type: 'PlayCard', actor, card, ...(target ? { target } : {}), ...(mode !== undefined ? { mode } : {}) });
const offeredTargets = (state: GameState, card: string) =>
  legalCommands(state, 'p1')
    .filter((c): c is Extract<Command, { type: 'PlayCard' }> => c.type === 'PlayCard' && c.card === card)
    .map((c) => c.target);
const moved = (card: string, from: string, to: string): GameEvent => ({ type: 'CardMoved', card, from, to, faceUp: true, reason: 'test' });
function refused(state: GameState, command: Command): string {
  const outcome = when(state, command);
  if (!('violation' in outcome)) throw new Error(`expected a violation for ${command.type}`);
  return outcome.violation.code;
}

describe('101_134 Rogue Borg Mercenaries (a boarding group on an occupied ship: battles the crew now and at the start of every turn; each as strong as the group is large)', () => {
  it('a lone Rogue Borg (STRENGTH 1) against a STRENGTH 5 crewman is mortally wounded at once: discarded; the crew wins and is stopped', () => {
    const built = scene({ missions: ['Excavation'], ship: ship(), crew: [{ skills: 'OFFICER', s: 5 }], hand: ['Rogue Borg Mercenaries'] });
    const [borg] = built.ids.hand as [string];
    const crewman = built.ids.crew[0]!;
    const { events, state } = run(built.state, [play(borg, built.ids.ship)]);
    expect(ofType(events, 'CombatResolved').map((e) => [e.adversaries, e.strengths, e.outcome, e.loser])).toEqual([[[borg, crewman], [1, 5], 'mortally-wounded', borg]]);
    expect(ofType(events, 'SelfControlledBattle').map((e) => [e.kind, e.against, e.winner, e.totals, e.killed])).toEqual([['personnel', 'p1', 'p1', { selfControlled: 0, player: 5 }, [borg]]]);
    expect(state.cards[borg]!.zone).toBe(Z.discard('p1'));
    expect(state.cards[crewman]!.zone).toBe(Z.aboard(built.ids.ship!));
    expect(state.cards[crewman]!.stopped).toBe(true);
  });

  it('an even fight kills nobody and the Rogue Borg stay aboard; at the start of the next turn they battle again', () => {
    const built = scene({ missions: ['Excavation'], ship: ship(), crew: [{ skills: 'OFFICER', s: 1 }], hand: ['Rogue Borg Mercenaries'] });
    const [borg] = built.ids.hand as [string];
    const first = run(built.state, [play(borg, built.ids.ship)]);
    expect(ofType(first.events, 'SelfControlledBattle').map((e) => [e.winner, e.killed])).toEqual([[null, []]]);
    expect(first.state.cards[borg]!.zone).toBe(Z.on(built.ids.ship!));
    const next = run(first.state, [end('p1')]);
    expect(ofType(next.events, 'TurnBegan').map((e) => e.player)).toEqual(['p2']);
    expect(ofType(next.events, 'SelfControlledBattle').map((e) => [e.against, e.winner])).toEqual([['p1', null]]);
  });

  it('only an occupied ship is a target: with no personnel aboard it is not offered and is refused', () => {
    const built = scene({ missions: ['Excavation'], ship: ship(), hand: ['Rogue Borg Mercenaries'] });
    const [borg] = built.ids.hand as [string];
    expect(offeredTargets(built.state, borg)).toEqual([]);
    expect(refused(built.state, play(borg, built.ids.ship))).toBeTruthy();
  });
});

describe('101_111 Crosis (joins the Rogue Borg on a ship and doubles every member there, not cumulatively)', () => {
  it('two Rogue Borg with Crosis: three members at 6 STRENGTH each; a second Crosis does not double again', () => {
    const built = scene({ missions: ['Excavation'], ship: ship(), crew: [{ skills: 'OFFICER', s: 2 }], hand: ['Rogue Borg Mercenaries', 'Crosis'] });
    const [borg, crosis] = built.ids.hand as [string, string];
    let { state } = run(built.state, [play(borg, built.ids.ship)]);
    // The lone Rogue Borg (1) lost to the crewman (2): stunned, then the crew won and took it as the casualty.
    expect(state.cards[borg]!.zone).toBe(Z.discard('p1'));
    expect(offeredTargets(state, crosis)).toEqual([]);
    // Three members placed directly (two copies of Rogue Borg Mercenaries and Crosis) to read the group's STRENGTH.
    const again = scene({ missions: ['Excavation'], ship: ship(), crew: [{ skills: 'OFFICER', s: 2 }], hand: ['Rogue Borg Mercenaries', 'Rogue Borg Mercenaries', 'Crosis', 'Crosis'] });
    const [a, b, c, d] = again.ids.hand as [string, string, string, string];
    state = evolveAll([moved(a, Z.hand('p1'), Z.on(again.ids.ship!)), moved(b, Z.hand('p1'), Z.on(again.ids.ship!))], again.state);
    expect(groupStrength(state, groupOn(state, again.ids.ship!))).toBe(2);
    expect(offeredTargets(state, c)).toEqual([again.ids.ship]);
    state = run(state, [play(c, again.ids.ship)]).state;
    expect(groupOn(state, again.ids.ship!).sort()).toEqual([a, b, c].sort());
    expect(groupStrength(state, groupOn(state, again.ids.ship!))).toBe(6);
    state = evolveAll([moved(d, Z.hand('p1'), Z.on(again.ids.ship!))], state);
    expect(groupStrength(state, groupOn(state, again.ids.ship!))).toBe(8);
  });

  it('with Crosis the group wins at the start of the next turn: the crewman (STRENGTH 2) is stunned by a member of STRENGTH 4 (not more than double), the group stands at 8 and takes him as the casualty; the Borg remain on the empty ship', () => {
    const built = scene({ missions: ['Excavation'], ship: ship(), crew: [{ skills: 'OFFICER', s: 2 }], hand: ['Rogue Borg Mercenaries', 'Crosis'] });
    const [borg, crosis] = built.ids.hand as [string, string];
    const crewman = built.ids.crew[0]!;
    const state = evolveAll([moved(borg, Z.hand('p1'), Z.on(built.ids.ship!))], built.state);
    const played = run(state, [play(crosis, built.ids.ship)]);
    expect(played.state.cards[crosis]!.zone).toBe(Z.on(built.ids.ship!));
    // Crosis joins without a battle of his own.
    expect(ofType(played.events, 'SelfControlledBattle')).toEqual([]);
    const next = run(played.state, [end('p1')]);
    const combat = ofType(next.events, 'CombatResolved');
    expect(combat).toHaveLength(1);
    expect(combat[0]!.strengths).toEqual([4, 2]);
    expect(combat[0]!.outcome).toBe('stunned');
    expect(ofType(next.events, 'SelfControlledBattle').map((e) => [e.winner, e.totals, e.killed])).toEqual([['self-controlled', { selfControlled: 8, player: 0 }, [crewman]]]);
    expect(next.state.cards[crewman]!.zone).toBe(Z.discard('p1'));
    expect(groupOn(next.state, built.ids.ship!).sort()).toEqual([borg, crosis].sort());
  });
});

describe('101_119 Hugh (the Borg Ship does not attack this turn, OR every Rogue Borg at one location is discarded)', () => {
  it('the Rogue Borg mode discards every Rogue Borg at the chosen location; no battle follows at the next turn', () => {
    const built = scene({ missions: ['Excavation'], ship: ship(), crew: [{ skills: 'OFFICER', s: 1 }], hand: ['Rogue Borg Mercenaries', 'Crosis', 'Hugh'] });
    const [borg, crosis, hugh] = built.ids.hand as [string, string, string];
    const state = evolveAll([moved(borg, Z.hand('p1'), Z.on(built.ids.ship!)), moved(crosis, Z.hand('p1'), Z.on(built.ids.ship!))], built.state);
    const after = run(state, [play(hugh, 'L1', 1), end('p1')]);
    expect(ofType(after.events, 'CardLeftPlay').map((e) => [e.card, e.how])).toEqual([
      [borg, 'discarded'],
      [crosis, 'discarded'],
    ]);
    expect(ofType(after.events, 'SelfControlledBattle')).toEqual([]);
  });

  it('with no Rogue Borg and no Borg Ship in play, Hugh has no target', () => {
    const built = scene({ missions: ['Excavation'], ship: ship(), crew: [{ skills: 'OFFICER' }], hand: ['Hugh'] });
    expect(offeredTargets(built.state, built.ids.hand[0]!)).toEqual([]);
  });
});

// A spaceline of five space missions: L1 (span 3), L2 (2), L3 (2), L4 (5), L5 (5).
const LINE = ['Study Stellar Collision', 'Explore Dyson Sphere', 'Repair Mission', 'Investigate Disappearance', 'Explore Typhon Expanse'];

describe('101_018 Borg Ship (self-controlling: placed at the far end; at the end of every turn attacks every ship there, then moves; points to whoever destroys it)', () => {
  it('encountered at L1 it is placed atop L5, the far end; the attempt goes on; at the end of the turn it moves 8 RANGE toward L1 (to L3), then off the spaceline', () => {
    const built = scene({ missions: LINE, ship: ship(), crew: [{ skills: 'OFFICER Navigation' }], seeds: ['Borg Ship'] });
    const borg = built.ids.seeds[0]!;
    const attempt = runAttempt(built.state, { type: 'AttemptMission', actor: 'p1', location: 'L1', ship: built.ids.ship! });
    expect(ofType(attempt.events, 'DilemmaPlaced').map((e) => [e.card, e.to])).toEqual([[borg, Z.atop('L5')]]);
    expect(attempt.state.ongoing[borg]).toMatchObject({ host: 'L5' });
    const first = run(attempt.state, [end('p1')]);
    // No ship at L5: no battle; L4 (5) and L3 (2) entered, L2 (2) is beyond the 1 RANGE left.
    expect(ofType(first.events, 'SelfControlledBattle')).toEqual([]);
    expect(first.state.cards[borg]!.zone).toBe(Z.atop('L3'));
    // At the end of p2's turn: no ship at L3; it enters L2 and L1 (5 RANGE) and leaves off the end with 3 left (1 needed).
    const second = run(first.state, [end('p2')]);
    expect(ofType(second.events, 'DilemmaRemoved').map((e) => [e.card, e.to])).toEqual([[borg, Z.out('p2')]]);
  });

  it('at the end of the turn it attacks the ship at its location: 24 against SHIELDS 6 is a direct hit, the ship and crew are destroyed; return fire (WEAPONS 6) misses', () => {
    const built = scene({ missions: LINE, ship: ship({ shields: 6, weapons: 6 }), crew: [{ skills: 'OFFICER' }], opponentHand: ['Borg Ship'] });
    const borg = built.ids.opponentHand[0]!;
    const state = evolveAll([{ type: 'DilemmaPlaced', card: borg, to: Z.atop('L1'), ongoing: { dilemma: borg, player: 'p1', on: 'mission', host: 'L1', location: 'L1', affected: [] } }], built.state);
    const { events, state: after } = run(state, [end('p1')]);
    const battle = ofType(events, 'SelfControlledBattle');
    expect(battle.map((e) => [e.kind, e.against, e.winner, e.killed])).toEqual([['ship', 'p1', 'self-controlled', [built.ids.ship]]]);
    expect(battle[0]!.shots!.map((s) => [s.target, s.attack, s.defense, s.result])).toEqual([
      [built.ids.ship, 24, 6, 'direct-hit'],
      [borg, 6, 24, 'miss'],
    ]);
    expect(after.cards[built.ids.ship!]!.zone).toBe(Z.discard('p1'));
    expect(after.cards[built.ids.crew[0]!]!.zone).toBe(Z.discard('p1'));
    // Then it moves from L1 toward L5: L2 (2) + L3 (2) + … L4 (5) is beyond the 4 left.
    expect(after.cards[borg]!.zone).toBe(Z.atop('L3'));
  });

  it('two ships of WEAPONS 30 return fire for a direct hit: the Borg Ship is destroyed and p1 scores its 15 points', () => {
    const second = ship({ shields: 30, weapons: 30 });
    const built = scene({ missions: LINE, ship: ship({ shields: 30, weapons: 30 }), crew: [{ skills: 'OFFICER' }, { skills: 'ENGINEER' }], hand: [second], opponentHand: ['Borg Ship'] });
    const borg = built.ids.opponentHand[0]!;
    const other = built.ids.hand[0]!;
    const state = evolveAll(
      [
        moved(other, Z.hand('p1'), Z.space('L1')),
        moved(built.ids.crew[1]!, Z.aboard(built.ids.ship!), Z.aboard(other)),
        { type: 'DilemmaPlaced', card: borg, to: Z.atop('L1'), ongoing: { dilemma: borg, player: 'p1', on: 'mission', host: 'L1', location: 'L1', affected: [] } },
      ],
      built.state,
    );
    const { events, state: after } = run(state, [end('p1')]);
    const battle = ofType(events, 'SelfControlledBattle')[0]!;
    expect(battle.shots!.map((s) => [s.target, s.result])).toEqual([
      [built.ids.ship, 'miss'],
      [other, 'miss'],
      [borg, 'direct-hit'],
    ]);
    expect(battle.winner).toBe('p1');
    expect(ofType(events, 'PointsScored').map((e) => [e.player, e.points, e.bonus])).toEqual([['p1', 15, true]]);
    expect(after.cards[borg]!.zone).toBe(Z.bonus('p1'));
    expect(after.ongoing[borg]).toBeUndefined();
  });

  it('Hugh as a response to encountering it: the Borg Ship is placed, but does not attack at the end of this turn', () => {
    const built = scene({ missions: LINE, ship: ship(), crew: [{ skills: 'OFFICER Navigation' }], seeds: ['Borg Ship'], hand: ['Hugh'] });
    const borg = built.ids.seeds[0]!;
    const hugh = built.ids.hand[0]!;
    // p1 passes response windows explicitly (otherwise passed automatically, on the record).
    const given = evolveAll([{ type: 'AutoPassSet', player: 'p1', on: false }], built.state);
    const attempt = runAttempt(given, { type: 'AttemptMission', actor: 'p1', location: 'L1', ship: built.ids.ship! });
    expect(attempt.state.windows?.at(-1)).toMatchObject({ action: 'dilemma-encountered', card: borg, player: 'p1' });
    expect(legalCommands(attempt.state, 'p1').filter((c) => c.type === 'PlayCard' && c.card === hugh)).toEqual([play(hugh, borg)]);
    // Only the response way fits inside the window, so no mode is named.
    const responded = run(attempt.state, [play(hugh, borg)]);
    expect(ofType(responded.events, 'RoamingAttackHalted').map((e) => [e.card, e.turn])).toEqual([[borg, 1]]);
    expect(responded.state.cards[borg]!.zone).toBe(Z.atop('L5'));
  });

  it('Hugh played on it: no attack at the end of this turn (it still moves); without Hugh the same ship is destroyed (previous test)', () => {
    const built = scene({ missions: LINE, ship: ship({ shields: 6, weapons: 6 }), crew: [{ skills: 'OFFICER' }], hand: ['Hugh'], opponentHand: ['Borg Ship'] });
    const borg = built.ids.opponentHand[0]!;
    const hugh = built.ids.hand[0]!;
    const state = evolveAll([{ type: 'DilemmaPlaced', card: borg, to: Z.atop('L1'), ongoing: { dilemma: borg, player: 'p1', on: 'mission', host: 'L1', location: 'L1', affected: [] } }], built.state);
    expect(offeredTargets(state, hugh)).toEqual([borg]);
    const { events, state: after } = run(state, [play(hugh, borg), end('p1')]);
    expect(ofType(events, 'RoamingAttackHalted').map((e) => [e.card, e.by, e.turn])).toEqual([[borg, hugh, 1]]);
    expect(ofType(events, 'SelfControlledBattle')).toEqual([]);
    expect(after.cards[built.ids.ship!]!.zone).toBe(Z.space('L1'));
    expect(after.cards[borg]!.zone).toBe(Z.atop('L3'));
  });
});
