/**
 * Issue 15 (helper control): a commandeered ship takes the affiliation of the personnel who take custody of it.
 *   1E rulebook › COMMANDEER ("the card's affiliation changes to the affiliation of one of the commandeering personnel
 *   (your choice)"; "If you commandeer a ship but have no personnel present … the ship's affiliation does not change
 *   until your personnel arrive to take custody of the ship"; "Staffing requirements still apply to commandeered ships").
 * Words (facts in control-facts.ts):
 * - `ControlTaken.commandeered`: the control is a commandeering (Outgunned); the entry waits for custody;
 * - sweep `takeCustody` (decide.ts, after every command): a commandeered ship without its new affiliation yet, with a
 *   personnel of its controller aboard, takes that personnel's affiliation (`CommandeeredAffiliationTaken`);
 * - `withCommandeeredAffiliation` (card-facts.ts › blueprintOf): the ship as the rules see it, of that affiliation, so
 *   staffing (matching affiliation), compatibility, battle and reporting read it;
 * - `awaitsCustody` (play.ts › checkHouseArrest): until custody is taken its controller's personnel may board it
 *   whatever their affiliation (they are the ones who take custody).
 * Decision: "your choice" among several personnel boarding together is the first of them aboard (the list order); the
 * choice itself is left for later.
 * The commandeering by a card played on the commandeering personnel: commandeer-ship.ts (Commandeer Ship).
 */
import type { Card } from '@captains-log/cards';
import { bp, type Ctx } from '../context';
import type { GameState } from '../types';
import { cardsIn, isInPlayZone, Z } from '../zones';

export const COMMANDEER_RULE = ['1E rulebook', 'COMMANDEER'].join(' › ');

const CHANGED = new WeakMap<Card, Map<string, Card>>();

/** The ship as the rules see it: of the affiliation taken by the personnel who took custody of it. */
export function withCommandeeredAffiliation(state: GameState, card: Card, iid: string): Card {
  const affiliation = state.control?.[iid]?.affiliation;
  if (!affiliation) return card;
  let made = CHANGED.get(card);
  if (!made) CHANGED.set(card, (made = new Map()));
  let out = made.get(affiliation);
  if (!out) made.set(affiliation, (out = { ...card, affiliations: [affiliation as Card['affiliations'][number]] }));
  return out;
}

/** Whether `iid` is a ship commandeered by its controller that still waits for their personnel to take custody. */
export function awaitsCustody(state: GameState, iid: string): boolean {
  const entry = state.control?.[iid];
  return !!entry?.commandeered && !entry.affiliation;
}

/** After every command: a commandeered ship with its controller's personnel aboard and no new affiliation takes theirs. */
export function takeCustody(ctx: Ctx): void {
  const control = ctx.state.control;
  if (!control) return;
  for (const [ship, entry] of Object.entries(control)) {
    if (!entry.commandeered || entry.affiliation) continue;
    const instance = ctx.state.cards[ship];
    if (!instance || !isInPlayZone(instance.zone)) continue;
    const keeper = cardsIn(ctx.state, Z.aboard(ship)).find((iid) => ctx.state.cards[iid]!.owner === instance.owner && bp(ctx.state, iid).type === 'Personnel');
    const affiliation = keeper ? bp(ctx.state, keeper).affiliations[0] : undefined;
    if (!keeper || !affiliation) continue;
    ctx.emit({ type: 'CommandeeredAffiliationTaken', card: ship, by: keeper, affiliation, rule: COMMANDEER_RULE });
  }
}
