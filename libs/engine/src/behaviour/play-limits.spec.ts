/**
 * Quinn (issue 15, interrupts-e): three times each game, a response that cancels an interrupt or an
 * event just played (or encountered), unless that card is immune to Kevin Uxbridge or Amanda Rogers
 * (behaviour/play-limits.ts: `times-per-game`, `just-played-unless-immune`).
 *   1E rulebook › THE PLAY PHASE › Clarifications: Valid responses; MISCELLANEOUS RULES › "ONCE PER
 *   GAME" AND SIMILAR LIMITS; THE CARDS › INTERRUPTS.
 * given (p1 plays a card, p2 holds Quinn and waits in the window) / when (PlayCard Quinn) / then (facts).
 */
import { ofType, scene } from '../testing/attempt-scene';
import { play as run, refused } from '../testing/scenario';
import type { GameEvent } from '../types';
import { evolveAll } from '../evolve';
import { Z } from '../zones';
import { playCard as play } from '../testing/commands';


/** p1 plays `played` (with `target`); p2 holds Quinn and passes explicitly, so p2's window waits. */
function justPlayed(played: string, target?: string, uses = 0) {
  const built = scene({ missions: ['Excavation'], hand: [played], opponentHand: ['Quinn'] });
  const used: GameEvent[] = Array.from({ length: uses }, (_, i) => ({ type: 'CardAbilityUsed', player: 'p2', title: `Quinn (per game)${i ? `#${i + 1}` : ''}`, turn: 1 }));
  const start = evolveAll(used, built.state);
  const state = run(start, [{ type: 'SetAutoPass', actor: 'p2', on: false }, play(built.ids.hand[0]!, target)]).state;
  return { state, quinn: built.ids.opponentHand[0]!, played: built.ids.hand[0]! };
}

describe('123_074 Quinn', () => {
  it('cancels an interrupt just played (The Juggler): nullified, and p2 scores the -5 of its point box', () => {
    const { state, quinn, played } = justPlayed('The Juggler', 'p1');
    expect(state.windows?.map((w) => [w.action, w.player, w.card])).toEqual([['card-played', 'p2', played]]);
    const after = run(state, [play(quinn, played, 'p2')]);
    expect(ofType(after.events, 'PlayNullified').map((e) => e.card)).toEqual([played]);
    expect(after.state.cards[played]!.zone).toBe(Z.discard('p1'));
    expect(after.state.score.p2.bonus).toBe(-5);
  });

  it('cancels an event just played (Red Alert!)', () => {
    const { state, quinn, played } = justPlayed('Red Alert!');
    const after = run(state, [play(quinn, played, 'p2')]);
    expect(ofType(after.events, 'PlayNullified').map((e) => e.card)).toEqual([played]);
  });

  it('not a card immune to Kevin Uxbridge (Five-Year Mission), nor an incident (Strategema)', () => {
    const immune = justPlayed('Five-Year Mission');
    expect(immune.state.windows?.map((w) => w.card)).toEqual([immune.played]);
    expect(refused(immune.state, play(immune.quinn, immune.played, 'p2'))).toBe('INVALID_TARGET');
    const equipment = justPlayed('Strategema');
    expect(equipment.state.windows?.map((w) => w.card)).toEqual([equipment.played]);
    expect(refused(equipment.state, play(equipment.quinn, equipment.played, 'p2'))).toBe('INVALID_TARGET');
  });

  it('three times each game: a fourth use is refused; the third is still allowed', () => {
    const third = justPlayed('The Juggler', 'p1', 2);
    expect(refused(third.state, play(third.quinn, third.played, 'p2'))).toBeNull();
    const after = run(third.state, [play(third.quinn, third.played, 'p2')]);
    expect(ofType(after.events, 'CardAbilityUsed').map((e) => e.title)).toEqual(['Quinn (per game)#3']);
    const fourth = justPlayed('The Juggler', 'p1', 3);
    expect(refused(fourth.state, play(fourth.quinn, fourth.played, 'p2'))).toBe('PER_GAME_LIMIT');
  });
});

