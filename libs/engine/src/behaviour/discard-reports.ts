/**
 * Issue 15 (shorts): a personnel reported for duty from your discard pile, paid with a card from hand
 * (A Second Chance at Life). The report is the card's effect: it uses no further card play
 * (`CardReported.normalCardPlay: false`), and runs what a report runs (`whenReported`, cards reacting
 * to a card played), as a special report does.
 *   1E rulebook › REPORTING FOR DUTY (a compatible facility of yours; uniqueness); DUPLICATION AND PERSONAS;
 *   THE CARDS › EVENTS (discarded after use).
 */
import { bp, problem, type Problem } from '../context';
import { checkReportingPlace, checkUniqueness } from '../play';
import { RULES } from '../rules';
import type { GameState, PlayerId } from '../types';
import { cardsIn, Z } from '../zones';
import { reportFacilities, reportZone } from './downloads';
import { matches } from './play';
import { runWhenReported } from './reports-personnel-b';
import type { VerbContext } from './verbs';
import type { DiscardReportEffect, DiscardReportTarget } from './vocabulary-discard-reports';
import { runWhenCardsPlayed } from './when-cards-played';
import { finding } from './target-table';

/** The `handCard>personnel>facility` strings the target offers: one hand card and one personnel per title (any copy is as good). */
export function discardReportTargets(state: GameState, player: PlayerId, spec: DiscardReportTarget, self?: string): string[] {
  const firstOfTitle = (cards: string[]) => cards.filter((iid, index) => cards.findIndex((other) => bp(state, other).id === bp(state, iid).id) === index);
  const hand = firstOfTitle(cardsIn(state, Z.hand(player)).filter((iid) => iid !== self && matches(bp(state, iid), spec.hand)));
  if (hand.length === 0) return [];
  const personnel = firstOfTitle(cardsIn(state, Z.discard(player)).filter((iid) => bp(state, iid).type === 'Personnel' && matches(bp(state, iid), spec.discard) && !checkUniqueness(state, player, bp(state, iid))));
  const out: string[] = [];
  for (const iid of personnel) for (const facility of reportFacilities(state, player, iid)) for (const card of hand) out.push(`${card}>${iid}>${facility}`);
  return out;
}

/** Why the chosen report cannot happen now (the cards moved, the place or uniqueness forbids it), or null. */
function reportProblem(state: GameState, player: PlayerId, card: string | undefined, personnel: string | undefined, facility: string | undefined): Problem | null {
  if (!card || state.cards[card]?.zone !== Z.hand(player)) return problem('INVALID_TARGET', 'the card to discard is no longer in hand', RULES.cardEffects);
  if (!personnel || state.cards[personnel]?.zone !== Z.discard(player)) return problem('INVALID_TARGET', 'the personnel is no longer in the discard pile', RULES.cardEffects);
  return checkUniqueness(state, player, bp(state, personnel)) ?? (facility ? checkReportingPlace(state, player, personnel, facility) : problem('INVALID_TARGET', 'no facility named', RULES.reportingForDuty));
}

type Handler<K extends DiscardReportEffect['kind']> = (v: VerbContext, effect: Extract<DiscardReportEffect, { kind: K }>) => void;

export const DISCARD_REPORT_VERBS: { readonly [K in DiscardReportEffect['kind']]: Handler<K> } = {
  'report-from-discard-for-hand-card': (v) => {
    const state = v.ctx.state;
    const [card, personnel, facility] = (v.target ?? '').split('>');
    const unmet = reportProblem(state, v.player, card, personnel, facility);
    if (unmet) {
      v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect: `nothing reported: ${unmet.message}`, rule: RULES.cardEffects });
      return;
    }
    const title = bp(state, v.card).title;
    v.ctx.emit({ type: 'CardMoved', card: card!, from: Z.hand(v.player), to: Z.discard(v.player), faceUp: true, reason: `${title}: discarded from hand`, rule: RULES.cardEffects });
    v.ctx.emit({ type: 'CardReported', player: v.player, card: personnel!, facility: facility!, to: reportZone(v.ctx.state, personnel!, facility!), normalCardPlay: false, rule: `${RULES.reportingForDuty}; ${title}: from the discard pile` });
    runWhenReported(v.ctx, v.player, personnel!);
    runWhenCardsPlayed(v.ctx, v.player, personnel!);
  },
};

/** The target words whose legal targets this module finds (behaviour/targets.ts). */
export const DISCARD_REPORTS_TARGETS = finding(['hand-card-to-report-from-discard'], (state, player, spec, self) => discardReportTargets(state, player, spec, self));
