/**
 * Issue 15 (helper objectives): a card on its owner's table that goes onto a mission the opponent just failed to
 * solve (Hinder Progress), and leaves it at the end of the turn, scoring if the mission is still unsolved. Words:
 * - card field `placedOnFailedAttempt` (`presentOr`: a characteristic): after any command in which an attempt of
 *   the owner's opponent failed (`MissionAttemptFailed`), the card, face up on its owner's table, goes atop that
 *   mission when its owner has a personnel at that location, or a personnel in play with the `presentOr`
 *   characteristic ("a dissident") sharing an affiliation with a personnel of the opponent's there; once per mission
 *   and player (`CardAbilityUsed` key `<title> (mission <location>)`). "You may" is always taken.
 * - effect `leave-mission-scoring-if-unsolved` (`points`): lying atop a mission, the card scores `points` bonus
 *   points for its owner when no player has completed that mission, then is discarded; elsewhere nothing happens.
 *   1E rulebook › ATTEMPT A MISSION › MISSION FAILURE; END OF TURN; THE CARDS › EVENTS, INCIDENTS, & OBJECTIVES.
 */
import { bp, type Ctx } from '../context';
import { RULES } from '../rules';
import { tableIndex } from '../table-index';
import type { GameState, PlayerId } from '../types';
import { cardsIn, locationOfZone, other, Z, zoneArg, zoneKind } from '../zones';
import { behaviourOf } from './registry';
import { runEffects, type VerbContext } from './verbs';

export interface PlacedOnFailedAttempt {
  readonly presentOr: string;
}

export type HindranceEffect = { readonly kind: 'leave-mission-scoring-if-unsolved'; readonly points: number };

/** For the catalogue test and the README. */
export const HINDRANCE_WORDS: readonly string[] = ['field:placedOnFailedAttempt', 'effect:leave-mission-scoring-if-unsolved'];

/** The player's personnel in play at `location` (not lying atop it). */
function personnelAt(state: GameState, player: PlayerId, location: string): string[] {
  return (tableIndex(state).inPlayBy[player] ?? [])
    .filter((instance) => zoneKind(instance.zone) !== 'atop' && bp(state, instance.iid).type === 'Personnel' && locationOfZone(state, instance.zone) === location)
    .map((instance) => instance.iid);
}

function mayPlace(state: GameState, owner: PlayerId, location: string, spec: PlacedOnFailedAttempt): boolean {
  if (personnelAt(state, owner, location).length > 0) return true;
  const theirs = new Set(personnelAt(state, other(owner), location).flatMap((iid) => bp(state, iid).affiliations));
  const wanted = spec.presentOr.toLowerCase();
  return (tableIndex(state).inPlayBy[owner] ?? []).some((instance) => {
    const card = bp(state, instance.iid);
    return zoneKind(instance.zone) !== 'atop' && card.type === 'Personnel' && card.characteristics.some((one) => one.toLowerCase() === wanted) && card.affiliations.some((affiliation) => theirs.has(affiliation));
  });
}

/** After a command: each opponent's attempt that failed in it lets such a card of the other player's table go atop that mission. */
export function placeOnFailedAttempts(ctx: Ctx): void {
  const failures = ctx.events.filter((event) => event.type === 'MissionAttemptFailed');
  for (const failure of failures) {
    if (failure.type !== 'MissionAttemptFailed') continue;
    const owner = other(failure.player);
    for (const card of cardsIn(ctx.state, Z.table(owner))) {
      const instance = ctx.state.cards[card]!;
      const spec = instance.faceUp ? behaviourOf(instance.blueprint)?.placedOnFailedAttempt : undefined;
      if (!spec || !ctx.state.locations[failure.location]) continue;
      const title = bp(ctx.state, card).title;
      const key = `${title} (mission ${failure.location})`;
      if (ctx.state.abilityUses?.[`${owner}|${key}`] !== undefined || !mayPlace(ctx.state, owner, failure.location, spec)) continue;
      ctx.emit({ type: 'CardAbilityUsed', player: owner, title: key, turn: ctx.state.turn?.number ?? 0 });
      ctx.emit({ type: 'CardMoved', card, from: instance.zone, to: Z.atop(failure.location), faceUp: true, reason: `${title}: placed on the mission ${failure.player} failed to solve`, rule: RULES.cardEffects });
      break;
    }
  }
}

type Handler<K extends HindranceEffect['kind']> = (v: VerbContext, effect: Extract<HindranceEffect, { kind: K }>) => void;

export const HINDRANCE_VERBS: { readonly [K in HindranceEffect['kind']]: Handler<K> } = {
  'leave-mission-scoring-if-unsolved': (v, effect) => {
    const state = v.ctx.state;
    const instance = state.cards[v.card];
    if (!instance || zoneKind(instance.zone) !== 'atop') return;
    const location = zoneArg(instance.zone);
    const solved = (['p1', 'p2'] as const).some((player) => (state.completed[player] ?? []).includes(location));
    if (!solved) runEffects(v, [{ kind: 'score-points', points: effect.points, bonus: true }]);
    runEffects(v, [{ kind: 'discard-self' }]);
  },
};
