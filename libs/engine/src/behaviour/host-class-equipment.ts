/**
 * Issue 15 (helper voyds9): a card that waits on its owner's table, goes onto a ship just reported and then
 * gives special equipment to that ship and every other ship of its owner of the same class; when the ship is
 * destroyed it goes back to the table (Holographic Communicator: "This ship, and all your other ships of the
 * same class, add Holodeck. If ship is destroyed, return incident to table").
 * Words:
 * - card field `hostClassEquipment` (`equipment`, `returnToTable`): lying face up on a ship, its owner's
 *   ships of that ship's class have the equipment (read by equipment-grants.ts › grantedEquipment); with
 *   `returnToTable`, the card goes back to its owner's table when the ship leaves play (attempt/leaving-play.ts);
 * - the effect `place-self-from-table-on-target` (host-killed.ts) also places the card on a ship just played.
 *   1E rulebook › THE CARDS › SHIPS › Clarifications: List of Special Equipment; THE CARDS › EVENTS,
 *   INCIDENTS, & OBJECTIVES (lasting effects); GETTING HURT › KILLED OR DESTROYED ("unless a card says otherwise").
 */
import { blueprintOf } from '../card-facts';
import type { Ctx } from '../context';
import { RULES } from '../rules';
import { tableIndex } from '../table-index';
import type { GameState } from '../types';
import { Z, zoneArg, zoneKind } from '../zones';
import { behaviourOf } from './registry';
import { blueprintsWhere, type BlueprintTest } from './blueprints-where';

export interface HostClassEquipment {
  readonly equipment: readonly string[];
  readonly returnToTable?: true;
}

export const HOST_CLASS_EQUIPMENT_WORDS: readonly string[] = ['field:hostClassEquipment'];

const hasWord: BlueprintTest = (b) => b.hostClassEquipment;

/** The special equipment `ship` has from its owner's cards lying on a ship of its class (itself included). */
export function hostClassEquipment(state: GameState, ship: string): string[] {
  const ids = blueprintsWhere(state, hasWord);
  if (ids.size === 0) return [];
  const instance = state.cards[ship];
  const shipClass = blueprintOf(state, ship).ship?.shipClass;
  if (!instance || !shipClass) return [];
  const out: string[] = [];
  for (const source of tableIndex(state).inPlayBy[instance.owner] ?? []) {
    if (!source.faceUp || !ids.has(source.blueprint) || zoneKind(source.zone) !== 'on') continue;
    const host = zoneArg(source.zone);
    const hostCard = state.cards[host] ? blueprintOf(state, host) : undefined;
    if (hostCard?.type !== 'Ship' || state.cards[host]!.owner !== instance.owner || hostCard.ship?.shipClass !== shipClass) continue;
    for (const equipment of behaviourOf(source.blueprint)!.hostClassEquipment!.equipment) if (!out.includes(equipment)) out.push(equipment);
  }
  return out;
}

/** A card lying on a ship leaving play that goes back to its owner's table instead of the discard pile: moved, true. */
export function returnedToTable(ctx: Ctx, child: string): boolean {
  const instance = ctx.state.cards[child];
  if (!instance?.faceUp || !behaviourOf(instance.blueprint)?.hostClassEquipment?.returnToTable) return false;
  ctx.emit({ type: 'CardMoved', card: child, from: instance.zone, to: Z.table(instance.owner), faceUp: true, reason: `${blueprintOf(ctx.state, child).title}: its ship left play, back to the table`, rule: RULES.cardEffects });
  return true;
}
