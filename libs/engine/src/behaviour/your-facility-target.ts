/**
 * Issue 15 (seeding): a target word for one of your facilities in play, of an affiliation and in a
 * quadrant ("your [Fer] facility in the Alpha Quadrant"); the quadrant is that of the facility's
 * location on the spaceline. A card played or seeded there lies on the facility.
 *   1E rulebook › THE CARDS › FACILITIES; THE SEED PHASES › FACILITY PHASE.
 */
import { bp } from '../context';
import { tableIndex } from '../table-index';
import type { GameState, PlayerId } from '../types';
import { cardsIn, locationOfCard, locationOfZone } from '../zones';
import { skillLevel } from '@captains-log/cards';
import { memberOf } from '../attempt/requirements';
import { compatible } from '../card-facts';
import { facilityAboardZones, isSpaceFacility } from './facility-attributes';
import { mixesOf } from './play';
import { finding } from './target-table';

export type YourFacilityTarget = {
  readonly kind: 'your-facility';
  /** Its printed affiliation is one of these. */
  readonly affiliations?: readonly string[];
  /** It stands at a location of this quadrant. */
  readonly quadrant?: 'Alpha' | 'Gamma' | 'Delta' | 'Mirror';
  /** Issue 15 (helper voyds9): of this kind ('Outpost') and showing this icon ('DQ'): "your [DQ] outpost". */
  readonly facilityKind?: string;
  readonly icon?: string;
  /** Issue 15 (lead): a space facility (not one standing on a planet): "your space facility" (facility-attributes.ts). */
  readonly space?: true;
  /** Issue 15 (lead): damaged, with a personnel of yours aboard compatible with it who has this skill or classification ("if your compatible ENGINEER aboard"). */
  readonly damagedWith?: string;
  /** Issue 15 (helper tail2): any player's facility, not only yours ("a [MU] headquarters"). */
  readonly anyOwner?: true;
  /** Issue 15 (helper inca): its title is one of these, any version ("plays on {Seat of Starfleet}"). */
  readonly titles?: readonly string[];
};

/** Your face-up facilities in play that the word reaches. */
export function yourFacilityTargets(state: GameState, player: PlayerId, spec: YourFacilityTarget): string[] {
  return ((spec.anyOwner ? tableIndex(state).inPlay : tableIndex(state).inPlayBy[player]) ?? [])
    .filter((instance) => {
      const card = bp(state, instance.iid);
      if (card.type !== 'Facility' || instance.faceUp === false) return false;
      if (spec.affiliations && !card.affiliations.some((affiliation) => spec.affiliations!.includes(affiliation))) return false;
      if (spec.facilityKind && card.facilityKind !== spec.facilityKind) return false;
      if (spec.titles && !spec.titles.includes(card.title.replace(/ \(.*\)$/, ''))) return false;
      if (spec.icon && !card.icons.some((icon) => icon.code === spec.icon)) return false;
      if (spec.space && !isSpaceFacility(state, instance.iid)) return false;
      if (spec.damagedWith && !damagedWithCrew(state, player, instance.iid, spec.damagedWith)) return false;
      const location = locationOfZone(state, instance.zone);
      return !spec.quadrant || (!!location && state.locations[location]?.quadrant === spec.quadrant);
    })
    .map((instance) => instance.iid);
}

/** Damaged, with a personnel of `player` aboard (or at one of its sites) compatible with the facility who has `skill` (a skill or classification). */
function damagedWithCrew(state: GameState, player: PlayerId, facility: string, skill: string): boolean {
  if (!(state.cards[facility]!.damage ?? 0)) return false;
  const card = bp(state, facility);
  const mixes = mixesOf(state, player, locationOfCard(state, facility));
  return facilityAboardZones(state, facility).some((zone) =>
    cardsIn(state, zone).some((iid) => state.cards[iid]!.owner === player && bp(state, iid).type === 'Personnel' && !state.cards[iid]!.disabled && compatible(bp(state, iid), card, mixes) && skillLevel(memberOf(state, iid), skill) > 0),
  );
}

/** The words of this file, as the catalogue test spells them. */
export const YOUR_FACILITY_TARGET_WORDS: readonly string[] = ['target:your-facility'];

/** The target words whose legal targets this module finds (behaviour/targets.ts). */
export const YOUR_FACILITY_TARGETS = finding(['your-facility'], (state, player, spec) => yourFacilityTargets(state, player, spec));
