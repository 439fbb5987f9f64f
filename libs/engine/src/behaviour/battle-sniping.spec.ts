/**
 * Hurting one personnel at the start of a personnel battle (issue 15, probes-2: behaviour/battle-sniping.ts).
 *   1E rulebook › BATTLE › PERSONNEL BATTLE (2. Responses; 3. Form up; 4. Combat: stunned, mortally
 *   wounded; 6. Resolution); END OF TURN › PROBING.
 * given (a planet at L1: p1's Klingon (STRENGTH 3, +2 from its Klingon Disruptor), p2's two Romulans; Sniper on p1's
 * table; a chosen probe card atop p1's draw deck) / when (p1 initiates the battle and uses Sniper on a
 * Romulan in its response window; the opponent passes theirs, as auto-pass does) / then (the probe, the hurt, the form-up, the resolution).
 */
import { legalCommands } from '../legal';
import { evolveAll } from '../evolve';
import { battleScene, type Placed } from '../testing/battle-scene';
import { ofType } from '../testing/attempt-scene';
import { play, when } from '../testing/scenario';
import type { Command, GameEvent, GameState } from '../types';
import { cardsIn, Z } from '../zones';

const attack: Command = { type: 'InitiatePersonnelBattle', actor: 'p1', zone: Z.surface('L1') };
const explicit = (state: GameState, player: 'p1' | 'p2'): GameState => play(state, [{ type: 'SetAutoPass', actor: player, on: false }]).state;

/** The scene: `sniperOwner`'s Sniper on their table, `probe` atop p1's draw deck. */
function sniperScene(options: { weapon: boolean; probe: Placed['card']; sniperOwner?: 'p1' | 'p2' }) {
  const owner = options.sniperOwner ?? 'p1';
  const built = battleScene([
    { label: 'k1', owner: 'p1', at: 'surface', card: { skills: 'OFFICER', s: 3, affiliation: 'Klingon' } },
    ...(options.weapon ? [{ label: 'kd', owner: 'p1' as const, at: 'surface' as const, card: 'Klingon Disruptor' }] : []),
    { label: 'r1', owner: 'p2', at: 'surface', card: { skills: 'SCIENCE', s: 5, affiliation: 'Romulan' } },
    { label: 'r2', owner: 'p2', at: 'surface', card: { skills: 'SCIENCE', s: 8, affiliation: 'Romulan' } },
    { label: 'sniper', owner, at: 'hand', card: 'Sniper' },
    { label: 'probe', owner: 'p1', at: 'hand', card: options.probe },
  ]);
  const state = evolveAll(
    [
      { type: 'CardMoved', card: built.id('sniper'), from: Z.hand(owner), to: Z.table(owner), faceUp: true, reason: 'test' },
      { type: 'CardMoved', card: built.id('probe'), from: Z.hand('p1'), to: Z.draw('p1'), index: 0, faceUp: false, reason: 'test' },
    ] as GameEvent[],
    built.state,
  );
  return { state: owner === 'p2' ? explicit(state, 'p2') : explicit(state, 'p1'), id: built.id };
}
const snipe = (sniper: string, target: string): Command => ({ type: 'ActivateCard', actor: 'p1', card: sniper, ability: 'snipe', target });
/** After the snipe, both players pass the remaining windows until the battle resolves. */
function resolve(state: GameState): { events: GameEvent[]; state: GameState } {
  const events: GameEvent[] = [];
  let current = state;
  for (let guard = 0; guard < 6 && current.battle; guard += 1) {
    const top = current.windows?.at(-1);
    const actor = top?.player ?? current.awaiting?.[0]?.player ?? 'p1';
    const step = play(current, [{ type: 'PassResponse', actor }]);
    events.push(...step.events);
    current = step.state;
  }
  return { events, state: current };
}
const probeFacts = (events: readonly GameEvent[]) => ofType(events, 'CardEffectResolved').filter((event) => event.effect.includes('probes:')).map((event) => event.effect);

describe('116_034 Sniper (at the start of a battle you initiate on a planet, with a phaser or disruptor present: target one personnel, probe)', () => {
  it('an equipment as probe card (hit): the target is mortally wounded, set aside at form-up, and dies at resolution; the probe card goes beneath the deck', () => {
    const { state, id } = sniperScene({ weapon: true, probe: 'Klingon Disruptor' });
    const started = play(state, [attack]);
    const use = snipe(id('sniper'), id('r2'));
    expect(legalCommands(started.state, 'p1')).toContainEqual(use);
    const sniped = play(started.state, [use]);
    expect(probeFacts(sniped.events)).toEqual(['p1 probes: Klingon Disruptor → hit']);
    expect(ofType(sniped.events, 'CombatResolved')[0]).toMatchObject({ outcome: 'mortally-wounded', loser: id('r2'), by: id('sniper') });
    const deck = cardsIn(sniped.state, Z.draw('p1'));
    expect(deck[deck.length - 1]).toBe(id('probe'));
    const { events } = sniped.state.battle ? resolve(sniped.state) : { events: [] };
    const all = [...sniped.events, ...events];
    expect(ofType(all, 'CombatPilesFormed')[0]!.setAside).toEqual([id('r2')]);
    // k1 (3, +2 from the disruptor) against r1 (5): no one hurt in combat; 5 against 5: no winner, no casualty; r2 dies of the wound.
    expect(ofType(all, 'BattleEnded')[0]).toMatchObject({ winner: null });
    expect(ofType(all, 'CardLeftPlay').map((event) => event.card)).toEqual([id('r2')]);
  });

  it('an interrupt as probe card (glancing blow): the target is stunned, takes no part in the combat or the totals, and survives', () => {
    const { state, id } = sniperScene({ weapon: true, probe: 'Kevin Uxbridge' });
    const sniped = play(play(state, [attack]).state, [snipe(id('sniper'), id('r2'))]);
    expect(probeFacts(sniped.events)).toEqual(['p1 probes: Kevin Uxbridge → glancing blow']);
    const { events, state: after } = sniped.state.battle ? resolve(sniped.state) : { events: [], state: sniped.state };
    const all = [...sniped.events, ...events];
    expect(ofType(all, 'CombatResolved').filter((event) => event.by === id('sniper'))).toMatchObject([{ outcome: 'stunned', loser: id('r2') }]);
    expect(ofType(all, 'BattleEnded')[0]).toMatchObject({ winner: null, totals: { p1: 5, p2: 5 } });
    expect(after.cards[id('r2')]!.zone).toBe(Z.surface('L1'));
  });

  it('a Federation card as probe card (sniper spotted): the incident is discarded, no one is hurt by it', () => {
    const { state, id } = sniperScene({ weapon: true, probe: { skills: 'OFFICER', affiliation: 'Federation', title: 'Probe Officer' } });
    const sniped = play(play(state, [attack]).state, [snipe(id('sniper'), id('r2'))]);
    expect(probeFacts(sniped.events)).toEqual(['p1 probes: Probe Officer → sniper spotted']);
    expect(sniped.state.cards[id('sniper')]!.zone).toBe(Z.discard('p1'));
    expect(ofType(sniped.events, 'CombatResolved').filter((event) => event.by === id('sniper'))).toEqual([]);
  });

  it('without a phaser or disruptor of yours present there is no target: not offered, refused', () => {
    const { state, id } = sniperScene({ weapon: false, probe: 'Klingon Disruptor' });
    const started = play(state, [attack]);
    expect(legalCommands(started.state, 'p1').some((command) => command.type === 'ActivateCard')).toBe(false);
    const outcome = when(started.state, snipe(id('sniper'), id('r2')));
    expect('violation' in outcome && outcome.violation.code).toBe('INVALID_TARGET');
  });

  it("the defender's Sniper does nothing in a battle the opponent initiated", () => {
    const { state, id } = sniperScene({ weapon: true, probe: 'Klingon Disruptor', sniperOwner: 'p2' });
    const started = play(state, [attack]);
    expect(started.state.windows?.at(-1)).toMatchObject({ action: 'battle-initiated', player: 'p2' });
    expect(legalCommands(started.state, 'p2').some((command) => command.type === 'ActivateCard')).toBe(false);
    const outcome = when(started.state, { type: 'ActivateCard', actor: 'p2', card: id('sniper'), ability: 'snipe', target: id('k1') });
    expect('violation' in outcome).toBe(true);
  });
});
