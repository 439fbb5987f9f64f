/**
 * Issue 15 (helper partials): a card on its owner's table that reacts when one of their personnel wins a battle or helps
 * solve a mission — "when your … personnel targeted by {Arbiter of Succession} wins a battle or helps solve a mission, you
 * may draw two cards" (Legitimate Leader of the Empire).
 * Card field `whenYoursSucceeds` (`who`, `bearing`, `on`, `effects`), joined to CardBehaviour with one line; run by:
 * - battle/battle.ts › endBattle, for a battle (personnel or ship) that has a winner and was not cancelled: the winner's
 *   personnel involved in it and still in play (a personnel battle: those who fought at that place; a ship battle: those
 *   aboard the ships involved) — `wins-battle`;
 * - succession-duels.ts › target-pair-duel, for the winner of the duel (the card's text calls the duel a battle) —
 *   `wins-battle`;
 * - attempt/flow.ts › solve, for the personnel who met the mission's requirements (`MissionSolved.contributors`) —
 *   `helps-solve`.
 * Each card with the word runs its effects at most once per such event, when at least one of those personnel of its owner
 * matches `who` and (with `bearing`) has a card of one of those titles lying on it ("targeted by Arbiter of Succession":
 * that card is placed on the personnel it targeted and who won its battle).
 *   1E rulebook › BATTLE › PERSONNEL BATTLE (5. the winner); SHIP BATTLE (8. resolution); SOLVING THE MISSION (the
 *   personnel who helped solve); THE CARDS › EVENTS, INCIDENTS, & OBJECTIVES (lasting effects).
 * Decisions: "you may draw" is always used (as for the other draw words); the duel's winner has the Arbiter on him as the
 * effects run, so the same filter serves the duel and any later battle or solve while the Arbiter stays on him.
 * Speed: the blueprints with the word are found once per game (blueprints-where.ts); a game without them costs a lookup.
 */
import { groupMemberFromCard } from '@captains-log/cards';
import { bp, type Ctx } from '../context';
import type { PlayerId } from '../types';
import { cardsIn, isInPlayZone, Z } from '../zones';
import { blueprintsWhere } from './blueprints-where';
import { holderMatches } from './modifiers-incidents';
import { behaviourOf } from './registry';
import { runEffects } from './verbs';
import type { Effect } from './vocabulary';
import type { HolderIncidents } from './vocabulary-incidents';
import { titledAmong } from '../card-facts';

export type PersonnelSuccess = 'wins-battle' | 'helps-solve';

export interface WhenYoursSucceeds {
  /** Your personnel that count. */
  readonly who: HolderIncidents;
  /** Only one with a card of one of these titles lying on it. */
  readonly bearing?: readonly string[];
  /** Which successes count. */
  readonly on: readonly PersonnelSuccess[];
  readonly effects: readonly Effect[];
}

/** For the catalogue test. */
export const PERSONNEL_SUCCESS_WORDS: readonly string[] = ['field:whenYoursSucceeds', 'whenYoursSucceeds:wins-battle', 'whenYoursSucceeds:helps-solve', 'whenYoursSucceeds.bearing'];

const hasWord = (behaviour: { readonly whenYoursSucceeds?: WhenYoursSucceeds }): boolean => !!behaviour.whenYoursSucceeds;

/** `player`'s personnel `personnel` just won a battle or helped solve a mission: the `whenYoursSucceeds` cards of their table react. */
export function runWhenYoursSucceeds(ctx: Ctx, player: PlayerId, on: PersonnelSuccess, personnel: readonly string[]): void {
  const ids = blueprintsWhere(ctx.state, hasWord);
  if (ids.size === 0) return;
  for (const card of [...cardsIn(ctx.state, Z.table(player))]) {
    const instance = ctx.state.cards[card];
    if (!instance || !instance.faceUp || !ids.has(instance.blueprint)) continue;
    const word = behaviourOf(instance.blueprint)?.whenYoursSucceeds;
    if (!word || !word.on.includes(on)) continue;
    const counts = personnel.some((iid) => {
      const one = ctx.state.cards[iid];
      if (!one || one.owner !== player || !isInPlayZone(one.zone) || bp(ctx.state, iid).type !== 'Personnel') return false;
      if (!holderMatches(ctx.state, iid, groupMemberFromCard(bp(ctx.state, iid)), word.who)) return false;
      return !word.bearing || cardsIn(ctx.state, Z.on(iid)).some((on) => titledAmong(word.bearing!, bp(ctx.state, on)));
    });
    if (!counts) continue;
    runEffects({ ctx, player, card }, word.effects);
  }
}
