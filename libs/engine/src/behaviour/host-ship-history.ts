/**
 * Issue 15 (helper history): a card lying on its owner's ship that reacts to what the ship, its crew and its Away
 * Teams do (Agony Booth). The card field `hostShipHistory`, read after every command (decide.ts ›
 * reactToShipHistory) against the ship's history in state (ship-history.ts, written by evolve):
 *   - `onSuccess` (`effects`; once each turn): the ship's history shows a mission solved or a battle won this turn
 *     that it did not show before the command — the effects run for the card's owner (Agony Booth: "you may draw up
 *     to three cards", effect-builders.ts › drawUpTo: picking none declines).
 *   - `onSetback: 'random-involved-returns-stopped'`: for each setback the command added (a failed attempt, a battle
 *     not won), one of the owner's personnel involved still in play is selected at random (1E rulebook ›
 *     MISCELLANEOUS RULES › RANDOM SELECTION); if on a planet at the ship's location it is moved aboard the ship
 *     (it "does nothing but return"), and it is stopped. Away from the ship's location it is only stopped.
 *   1E rulebook › THE CARDS › EVENTS, INCIDENTS, & OBJECTIVES (lasting effects while in play); MISCELLANEOUS RULES ›
 *   "ONCE PER GAME" AND SIMILAR LIMITS ("once every turn").
 */
import { bp, type Ctx } from '../context';
import { RULES } from '../rules';
import { tableIndex } from '../table-index';
import type { GameState } from '../types';
import { locationOfZone, Z, zoneArg, zoneKind } from '../zones';
import { blueprintsWhere, type BlueprintTest } from './blueprints-where';
import { selectAtRandom } from './random-selection';
import { behaviourOf } from './registry';
import { runEffects } from './verbs';
import type { Effect } from './vocabulary';

export interface HostShipHistory {
  /** Once each turn, when the ship's crew or Away Teams solved a mission or won a battle: these effects, for the card's owner. */
  readonly onSuccess?: { readonly effects: readonly Effect[] };
  /** Each setback (an attempt failed, a battle not won): one random personnel involved returns to the ship and is stopped. */
  readonly onSetback?: 'random-involved-returns-stopped';
}

/** For the catalogue test and the README. */
export const HOST_SHIP_HISTORY_WORDS: readonly string[] = ['field:hostShipHistory', 'on-setback:random-involved-returns-stopped'];

const hasHostShipHistory: BlueprintTest = (b) => b.hostShipHistory;

/** decide.ts, after every command: each such card on a ship whose history changed in the command (`before`: the state before it). */
export function reactToShipHistory(ctx: Ctx, before: GameState): void {
  if (ctx.state.shipHistory === before.shipHistory) return;
  const ids = blueprintsWhere(ctx.state, hasHostShipHistory);
  if (ids.size === 0) return;
  const cards = tableIndex(ctx.state).inPlay.filter((instance) => ids.has(instance.blueprint) && instance.faceUp && zoneKind(instance.zone) === 'on');
  for (const card of cards) {
    const ship = zoneArg(card.zone);
    if (ctx.state.cards[ship]?.owner !== card.owner) continue;
    const spec = behaviourOf(card.blueprint)!.hostShipHistory!;
    const now = ctx.state.shipHistory?.[ship];
    const was = before.shipHistory?.[ship];
    if (!now) continue;
    const title = bp(ctx.state, card.iid).title;
    if (spec.onSetback) {
      for (let n = (was?.setbacks ?? 0); n < (now.setbacks ?? 0); n += 1) returnOneStopped(ctx, ship, now.lastSetback?.involved ?? [], card.owner, title);
    }
    const turn = ctx.state.turn?.number ?? 0;
    const fresh = (now.solved === turn && was?.solved !== turn) || (now.won === turn && was?.won !== turn);
    if (spec.onSuccess && fresh) {
      const key = `${title} (${card.iid}): once each turn`;
      if (ctx.state.abilityUses?.[`${card.owner}|${key}`] === turn) continue;
      ctx.emit({ type: 'CardAbilityUsed', player: card.owner, title: key, turn, rule: RULES.cardEffects });
      runEffects({ ctx, player: card.owner, card: card.iid }, spec.onSuccess.effects);
    }
  }
}

function returnOneStopped(ctx: Ctx, ship: string, involved: readonly string[], owner: string, title: string): void {
  const candidates = involved.filter((iid) => {
    const instance = ctx.state.cards[iid];
    return instance && instance.owner === owner && ['aboard', 'surface'].includes(zoneKind(instance.zone));
  });
  const [chosen] = selectAtRandom(ctx, { purpose: `${title}: a personnel involved returns to its ship, stopped`, candidates, draw: 'pick', hurts: true });
  if (!chosen) return;
  const instance = ctx.state.cards[chosen]!;
  const shipZone = ctx.state.cards[ship]?.zone;
  if (instance.zone !== Z.aboard(ship) && zoneKind(instance.zone) === 'surface' && shipZone && locationOfZone(ctx.state, shipZone) === locationOfZone(ctx.state, instance.zone))
    ctx.emit({ type: 'CardMoved', card: chosen, from: instance.zone, to: Z.aboard(ship), faceUp: true, reason: `${title}: returns to its ship`, rule: RULES.cardEffects });
  ctx.emit({ type: 'CardStopped', card: chosen, rule: RULES.cardEffects });
}
