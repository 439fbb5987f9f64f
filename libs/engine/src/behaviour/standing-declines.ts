/**
 * Issue 15 (lead): a standing answer to a card's "you may" that cannot wait for a question — the moment comes
 * inside another action (a personnel dying in a battle or to a dilemma), where the engine does not stop to ask.
 * The card's owner sets the answer beforehand, between actions, with the card's ability (`toggle-standing-decline`:
 * an `ActivateCard`, on the record like every decision); the card then reads it when its "may" comes up
 * (`optional` on `discardRedirect`). Default: the "may" is taken.
 *   1E rulebook › PLAYING A CARD (a "may" is the player's option); MISCELLANEOUS RULES › TIMING (actions are not
 *   interrupted except by valid responses: the answer is given before the action, not inside it).
 * Kept as a use key (`CardAbilityUsed`, as skill-copies.ts keeps its copies): turn 1 declines, turn -1 takes.
 */
import { bp } from '../context';
import { RULES } from '../rules';
import type { GameState, PlayerId } from '../types';
import type { VerbContext } from './verbs';

export type StandingDeclineEffect = {
  /** Flips this card's standing answer to its "may": declined ↔ taken. */
  readonly kind: 'toggle-standing-decline';
};

/** For the catalogue test and the README. */
export const STANDING_DECLINE_WORDS: readonly string[] = ['effect:toggle-standing-decline'];

const PREFIX = '(may declined) ';

/** Whether `player` has set this card's "may" to declined. */
export function declinesStanding(state: GameState, player: PlayerId, card: string): boolean {
  return (state.abilityUses?.[`${player}|${PREFIX}${card}`] ?? -1) > 0;
}

export const STANDING_DECLINE_VERBS: { readonly 'toggle-standing-decline': (v: VerbContext, effect: StandingDeclineEffect) => void } = {
  'toggle-standing-decline': (v) => {
    const declined = !declinesStanding(v.ctx.state, v.player, v.card);
    v.ctx.emit({ type: 'CardAbilityUsed', player: v.player, title: `${PREFIX}${v.card}`, turn: declined ? 1 : -1, rule: RULES.cardEffects });
    v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect: `${bp(v.ctx.state, v.card).title}: its "may" is ${declined ? 'declined' : 'taken'} from now on`, rule: RULES.cardEffects });
  },
};
