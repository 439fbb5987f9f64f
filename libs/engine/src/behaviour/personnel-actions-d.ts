/**
 * Issue 15, personnel pass (helper personnel-d): the targets and effects of vocabulary-personnel-d.ts
 * for personnel actions (`UseCard`, behaviour/personnel-actions.ts).
 *   1E rulebook › THE CARDS (a card's text overrides the rules); DUPLICATION AND PERSONAS (a unique
 *   card, or another version of a persona, already in play may not enter play again).
 */
import { blueprintOf } from '../card-facts';
import { bp, inPlayOf } from '../context';
import { checkUniqueness } from '../play';
import { RULES } from '../rules';
import type { GameState } from '../types';
import { cardsIn, Z } from '../zones';
import { reaches } from './modifiers-personnel';
import type { VerbContext } from './verbs';
import type { PersonnelDEffect, PersonnelDTarget } from './vocabulary-personnel-d';

/** Every valid target of a personnel-d action target for the acting personnel `card`. */
export function personnelDTargets(state: GameState, card: string, target: PersonnelDTarget): string[] {
  const owner = state.cards[card]!.owner;
  // The acting personnel leaves play as the target enters: it does not block the target's persona.
  const others = inPlayOf(state, owner).filter((instance) => instance.iid !== card);
  return cardsIn(state, Z.discard(owner)).filter((iid) => {
    const printed = blueprintOf(state, iid);
    if (target.leader && !['Leadership', 'OFFICER'].some((skill) => reaches({ whose: 'any', skill }, printed, owner, owner))) return false;
    return printed.type === 'Personnel' && reaches({ whose: 'any', ...target.filter }, printed, owner, owner) && checkUniqueness(state, owner, printed, others) === null;
  });
}

/** The handlers of the personnel-d effects. */
export const PERSONNEL_D_VERBS: { readonly [K in PersonnelDEffect['kind']]: (v: VerbContext, effect: Extract<PersonnelDEffect, { kind: K }>) => void } = {
  'exchange-with-discard-target': (v) => {
    const self = v.ctx.state.cards[v.card]!;
    const title = bp(v.ctx.state, v.card).title;
    v.ctx.emit({ type: 'CardMoved', card: v.target!, from: Z.discard(v.player), to: self.zone, faceUp: true, reason: `${title}: exchanged from the discard pile`, rule: RULES.cardEffects });
    if (self.stopped) v.ctx.emit({ type: 'CardStopped', card: v.target!, rule: RULES.cardEffects });
    v.ctx.emit({ type: 'CardMoved', card: v.card, from: self.zone, to: Z.discard(v.player), faceUp: true, reason: `${title}: exchanged to the discard pile`, rule: RULES.cardEffects });
    v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect: 'exchanged with a personnel from the discard pile', target: v.target!, rule: RULES.cardEffects });
  },
};
