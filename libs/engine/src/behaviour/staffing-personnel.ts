/**
 * Issue 15, personnel pass (helper personnel-a): personnel whose special skill helps staff the ship
 * they are aboard — "if on {Phoenix}, meets two [Stf] staffing requirements" (`extra-icons`: more
 * staffing icons aboard that ship), "removes one staffing requirement from ship while aboard"
 * (`remove-requirement`). `CardBehaviour.staffing`; read by `isStaffed` (play.ts).
 *   1E rulebook › EXECUTING ORDERS › STAFF A SHIP (each staffing icon a ship requires is met by a
 *   compatible personnel aboard showing it; a [Cmd] icon also meets a [Stf] requirement).
 */
import type { Card } from '@captains-log/cards';
import type { GameState, PlayerId } from '../types';
import { isInPlayZone, zoneKind } from '../zones';
import { reaches } from './modifiers-personnel';
import { behaviourOf } from './registry';
import { blueprintsWhere, type BlueprintTest } from './blueprints-where';
import type { PersonnelHolder } from './vocabulary-personnel';
import { tableStaffingGrants } from './table-staffing-grants';
import { isTitled } from '../card-facts';

export type StaffingHelp =
  /** Aboard a ship whose title starts with one of `shipTitles` (any ship when absent), it meets requirements for `icons` too, each once more. */
  | { readonly kind: 'extra-icons'; readonly icons: readonly string[]; readonly shipTitles?: readonly string[] }
  /** Aboard, one staffing requirement of the ship (any one) need not be met. */
  | { readonly kind: 'remove-requirement' }
  /** It meets one requirement for each of these icons (at most one each) instead of one requirement in all ("may apply [Com], [Nav], and [Def] to staffing"). */
  | { readonly kind: 'meets-each'; readonly icons: readonly string[] }
  /** While it is in play, its owner's personnel `to` reaches show these staffing icons too ("all your [Ent-E] personnel add [Cmd]"). */
  | { readonly kind: 'grants-icons'; readonly icons: readonly string[]; readonly to: PersonnelHolder };

const grantsStaffingIcons: BlueprintTest = (b) => b.staffing?.kind === 'grants-icons';

/** The staffing icons `player`'s personnel in play grant to `personnel` (a printed card of theirs). */
export function grantedStaffingIcons(state: GameState, player: PlayerId, personnel: Card): string[] {
  const found = blueprintsWhere(state, grantsStaffingIcons);
  // Issue 15 (events-f): cards on the owner's table that give staffing icons (Earn Your Rank!).
  const out: string[] = tableStaffingGrants(state, player, personnel);
  if (found.size === 0) return out;
  for (const card of Object.values(state.cards)) {
    if (card.owner !== player || !found.has(card.blueprint) || !card.faceUp || !isInPlayZone(card.zone) || zoneKind(card.zone) === 'table') continue;
    const help = behaviourOf(card.blueprint)!.staffing!;
    if (help.kind === 'grants-icons' && reaches(help.to, personnel, player, player)) out.push(...help.icons);
  }
  return out;
}

/** What the compatible crew `crew` adds to the staffing of `ship`: more icon sets, and whether one requirement goes (not cumulative). */
export function staffingHelp(crew: readonly Card[], ship: Card): { extra: string[][]; removeOne: boolean; each: ReadonlyMap<string, readonly string[]> } | null {
  let out: { extra: string[][]; removeOne: boolean; each: Map<string, readonly string[]> } | null = null;
  for (const personnel of crew) {
    const help = behaviourOf(personnel.id)?.staffing;
    if (!help) continue;
    out ??= { extra: [], removeOne: false, each: new Map() };
    if (help.kind === 'grants-icons') continue;
    if (help.kind === 'remove-requirement') out.removeOne = true;
    else if (help.kind === 'meets-each') out.each.set(personnel.id, help.icons);
    else if (!help.shipTitles || help.shipTitles.some((title) => isTitled(ship, title))) out.extra.push(...help.icons.map((icon) => [icon]));
  }
  return out;
}
