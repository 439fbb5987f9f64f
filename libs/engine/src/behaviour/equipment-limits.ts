/**
 * Issue 15 (partials-iob): limits an equipment card sets on where it reports and on the ship it equips.
 *   - `reportBans` (on the equipment): places its owner may not report it to — `facility-icons`
 *     ("may not report aboard a [MQ] facility": any facility showing one of the icons, by a normal
 *     report or a special one), `normal-reporting` ("reports only aboard your Romulan ship": never to a
 *     facility the normal way; where it may go is its own `reports` permission).
 *   - `cloakNeeds` (on the equipment, next to its `grantsEquipment`): while it lies aboard its owner's
 *     ship that passes `ships`, that ship cloaks only with `crew` aboard ("on a [Fed] non-[MQ] ship, to
 *     cloak requires [Fed] Treachery aboard") — unless the ship carries a Cloaking Device of its own.
 *   - `crewTotal` (a field of `GrantShips`): the owner's personnel aboard have this skill at this level
 *     or more between them ("your [OS] ship with 2 ENGINEER aboard").
 *   1E rulebook › REPORTING FOR DUTY (equipment reports to an outpost or headquarters; special reporting);
 *   › THE CARDS › EQUIPMENT; › CLOAK; › SKILLS (a skill's level counts once per personnel having it).
 * Skills are read from the printed cards (as `crewSkill` of the grants does).
 */
import { groupMemberFromCard, skillLevel } from '@captains-log/cards';
import { blueprintOf } from '../card-facts';
import { problem, type Problem } from '../context';
import type { GameState } from '../types';
import { cardsIn, Z } from '../zones';
import { grantApplies } from './equipment-grants';
import { showsIcon } from './property-logos';
import { behaviourOf } from './registry';
import { printedEquipment } from './ship-equipment';
import type { GrantShips } from './vocabulary-incidents-c';

const R = (...path: string[]) => ['1E rulebook', ...path].join(' › ');
export const EQUIPMENT_LIMIT_RULES = {
  reporting: R('REPORTING FOR DUTY'),
  special: R('REPORTING FOR DUTY', 'SPECIAL REPORTING'),
  cloak: R('CLOAK'),
} as const;

/** The owner's personnel aboard a ship, between them, have `skill` at `level` or more (only those of `affiliation`, when given). */
export interface CrewNeed {
  readonly skill: string;
  readonly level: number;
  readonly affiliation?: string;
}

export type ReportBan =
  /** Not aboard a facility showing one of these icons. */
  | { readonly kind: 'facility-icons'; readonly icons: readonly string[] }
  /** Never to a facility the normal way (only where its own `reports` permission sends it). */
  | { readonly kind: 'normal-reporting' };

/** While aboard its owner's ship passing `ships`, the ship cloaks only with `crew` aboard. */
export interface CloakNeed {
  readonly ships?: GrantShips;
  readonly crew: CrewNeed;
}

/** For the catalogue test. */
export const REPORT_BAN_WORDS: readonly ReportBan['kind'][] = ['facility-icons', 'normal-reporting'];

/** Whether the ship's owner has `need` aboard it (printed skills; a personnel's level counts once). */
export function crewHas(state: GameState, ship: string, need: CrewNeed): boolean {
  const owner = state.cards[ship]?.owner;
  let total = 0;
  for (const iid of cardsIn(state, Z.aboard(ship))) {
    const card = blueprintOf(state, iid);
    if (state.cards[iid]!.owner !== owner || card.type !== 'Personnel' || !card.personnel) continue;
    if (need.affiliation && !card.affiliations.includes(need.affiliation as never)) continue;
    total += skillLevel(groupMemberFromCard(card), need.skill);
  }
  return total >= need.level;
}

/**
 * The problem with reporting `card` aboard `facility` (the facility or ship it goes aboard; none for a
 * place in space or on a planet) under the card's own bans; `normal`: a ReportForDuty, else a special report.
 */
export function reportBanProblem(state: GameState, card: string, facility: string | undefined, normal: boolean): Problem | null {
  const bans = behaviourOf(state.cards[card]!.blueprint)?.reportBans;
  if (!bans) return null;
  const title = blueprintOf(state, card).title;
  for (const ban of bans) {
    if (ban.kind === 'normal-reporting' && normal)
      return problem('NOT_REPORTABLE', `${title} does not report to a facility the normal way`, EQUIPMENT_LIMIT_RULES.reporting);
    if (ban.kind === 'facility-icons' && facility && state.cards[facility] && blueprintOf(state, facility).type === 'Facility') {
      const place = blueprintOf(state, facility);
      if (ban.icons.some((icon) => showsIcon(place, icon)))
        return problem('NOT_REPORTABLE', `${title} may not report aboard ${place.title}`, normal ? EQUIPMENT_LIMIT_RULES.reporting : EQUIPMENT_LIMIT_RULES.special);
    }
  }
  return null;
}

/** The problem with cloaking `ship`: equipment of its owner aboard that asks for a crew the ship lacks (none when the ship prints its own Cloaking Device). */
export function cloakNeedProblem(state: GameState, ship: string): Problem | null {
  const instance = state.cards[ship];
  if (!instance) return null;
  const card = blueprintOf(state, ship);
  if (printedEquipment(card).includes('Cloaking Device')) return null;
  for (const iid of cardsIn(state, Z.aboard(ship))) {
    if (state.cards[iid]!.owner !== instance.owner) continue;
    for (const need of behaviourOf(state.cards[iid]!.blueprint)?.cloakNeeds ?? []) {
      if (need.ships && !grantApplies(state, ship, { ships: need.ships })) continue;
      if (!crewHas(state, ship, need.crew))
        return problem('CLOAK_NEEDS_CREW', `${blueprintOf(state, iid).title} cloaks ${card.title} only with ${need.crew.affiliation ? `${need.crew.affiliation} ` : ''}${need.crew.skill} aboard`, EQUIPMENT_LIMIT_RULES.cloak);
    }
  }
  return null;
}

/** The fields of `GrantShips` this module adds (read by equipment-grants.ts's `grantApplies`). */
export function grantExtrasPass(state: GameState, ship: string, filter: GrantShips): boolean {
  if (filter.notIcons?.some((icon) => showsIcon(blueprintOf(state, ship), icon))) return false;
  return !filter.crewTotal || crewHas(state, ship, filter.crewTotal);
}
