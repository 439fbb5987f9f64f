/**
 * Issue 15 (helper fcqc): an interrupt in hand that moves the crew of a ship being destroyed to another
 * ship of its owner's (Three-Dimensional Thinking). Like Escape Pod (windows-draws.ts ›
 * saveCrewOfDestroyedShip), the engine plays it for its owner whenever it can, before the pod: the
 * owner's personnel aboard go aboard the first other ship of theirs in play (anywhere), so no one dies.
 *   1E rulebook › BATTLE › SHIP BATTLE › 8. Resolution (valid responses to the destruction of a ship);
 *   GETTING HURT › KILLED OR DESTROYED; PLAYING A CARD › Tip: Interrupts and Doorways Don't Use Your Card Play.
 * "Any or all crew": the engine moves all of them (staying aboard only means dying with the ship).
 */
import { bp, type Ctx } from '../context';
import { blueprintOf } from '../card-facts';
import { RULES } from '../rules';
import { tableIndex } from '../table-index';
import { cardsIn, isInPlayZone, Z } from '../zones';
import { personnelMatches } from './personnel-filter';
import { behaviourOf } from './registry';
import { interruptForbiddenBy } from './timed';
import type { PersonnelFilter } from './vocabulary-events2';

export type CrewRelocationPermit =
  /**
   * In its owner's hand: when a ship of theirs is being destroyed with one of their personnel matching
   * `aboard` on it and another ship of theirs is in play, this card is played (to the discard pile)
   * and their personnel aboard go aboard that other ship instead of dying.
   */
  { readonly kind: 'relocates-crew-of-destroyed-ship'; readonly aboard: PersonnelFilter };

/** The words above as the catalogue check names them (behaviour/catalogue.spec.ts). */
export const CREW_RELOCATION_WORDS: readonly string[] = ['permit:relocates-crew-of-destroyed-ship'];

/** Before `ship` is destroyed: its owner's crew relocated by such a card in hand, if any applies. */
export function relocateCrewOfDestroyedShip(ctx: Ctx, ship: string): void {
  const state = ctx.state;
  const instance = state.cards[ship];
  if (!instance || !isInPlayZone(instance.zone)) return;
  const owner = instance.owner;
  const crew = cardsIn(state, Z.aboard(ship)).filter((iid) => bp(state, iid).type === 'Personnel' && state.cards[iid]!.owner === owner);
  if (crew.length === 0) return;
  const card = cardsIn(state, Z.hand(owner)).find((iid) => {
    const permit = behaviourOf(state.cards[iid]!.blueprint)?.permits?.find((p) => p.kind === 'relocates-crew-of-destroyed-ship');
    if (!permit || permit.kind !== 'relocates-crew-of-destroyed-ship' || interruptForbiddenBy(state, bp(state, iid))) return false;
    return crew.some((iid2) => personnelMatches(blueprintOf(state, iid2), permit.aboard));
  });
  if (!card) return;
  const to = (tableIndex(state).inPlayBy[owner] ?? []).find(
    (other) => other.iid !== ship && bp(state, other.iid).type === 'Ship' && other.zone !== Z.aboard(ship) && other.zone !== Z.docked(ship),
  );
  if (!to) return;
  const title = bp(state, card).title;
  ctx.emit({ type: 'CardPlayed', player: owner, card, to: Z.discard(owner), normalCardPlay: false, rule: `${RULES.interrupts}; ${RULES.killed}` });
  ctx.emit({ type: 'CardEffectResolved', card, player: owner, effect: 'relocates-crew-of-destroyed-ship', target: to.iid, rule: RULES.cardEffects });
  for (const iid of crew)
    ctx.emit({ type: 'CardMoved', card: iid, from: Z.aboard(ship), to: Z.aboard(to.iid), faceUp: true, reason: `${title}: relocated to ${bp(state, to.iid).title}`, rule: RULES.cardEffects });
}
