/**
 * Issue 15 (helper mixing): scoped mix permits. A `mix` permit (vocabulary-events.ts) may be limited
 *  - to the cards at one place: `here: true` — the cards at the location of the mission the permit
 *    card lies on ("your cards here may mix and cooperate regardless of affiliation": Planet of
 *    Galactic Peace). The compatibility check asks where the checked cards are (`mixesOf(state,
 *    player, at)`): the location of the ship or facility they report to, board or staff, or of the
 *    force that battles. A check that names no place does not see a `here` permit.
 *  - to named cards on each side: `who: [a, b]`, a `MixWho` filter per side (null: any card). The two
 *    checked cards must match the two sides, in either order ("your Vulcan cards may mix": both sides
 *    `{ species: 'Vulcan' }`; "… may mix with your [TNG] cards": one side the named personnel, the
 *    other `{ property: 'TNG' }`).
 *  - to one site: `atSites: [title]` — the check names the site the cards are at (reporting to a site,
 *    walking or beaming to one: "all personnel may mix at Quark's Bar", Community Leader).
 *  - to the other player: `forOpponent: true` — the permit lies on its owner's table but lets the
 *    opponent's cards mix (Memory Wipe seeded: "your opponent's cards may mix").
 * A permit card lying atop a mission (an incident played on a planet) grants its mix like one on the
 * table. Absent scope, a `mix` permit is today's treaty: the owner's cards of its two affiliations mix
 * everywhere.
 *   1E rulebook › REPORTING FOR DUTY › COMPATIBLE: cards of different affiliations are compatible
 *   only if some other card lets them "mix", "mix and cooperate" or interact "regardless of
 *   affiliation"; Borg Compatibility: [Bor] cards only with [Bor] (card-facts.ts › compatible
 *   answers Borg before any mix).
 */
import type { Card } from '@captains-log/cards';
import { showsIcon } from './property-logos';

/** Which cards one side of a scoped mix reaches: every field given must hold. */
export interface MixWho {
  /** One of these card types ('Personnel', 'Ship', 'Facility'). */
  readonly types?: readonly string[];
  /** Its title or persona is one of these (any case): "your {Quark}". */
  readonly personas?: readonly string[];
  /** Of this species (a characteristic naming it, alone or in a mixed race 'Vulcan/Human'). */
  readonly species?: string;
  /** Has one of these characteristics or keywords (any case): "bartenders, dabo girls, and waiters". */
  readonly keywords?: readonly string[];
  /** Its lore has one of these words or phrases (any case): "with 'Stone of Gol' in lore". */
  readonly loreWords?: readonly string[];
  /** Shows this property logo ([TNG], [DS9]: the card list's Property column). */
  readonly property?: string;
  /** Of one of these affiliations. */
  readonly affiliations?: readonly string[];
  /** Shows every one of these icons. */
  readonly icons?: readonly string[];
  /** At least one of these matches (besides the fields above). */
  readonly anyOf?: readonly MixWho[];
}

/** The sides of a scoped mix, as handed with a pair to `compatible` (card-facts.ts). */
export type MixSides = readonly [MixWho | null, MixWho | null];

/** Whether `card` belongs to a side of a scoped mix (printed facts, so no modifier reads another). */
export function mixWhoMatches(card: Card, who: MixWho | null): boolean {
  if (!who) return true;
  if (who.types && !who.types.includes(card.type)) return false;
  if (who.personas && !who.personas.some((name) => [card.title, ...card.persona].some((one) => one.toLowerCase() === name.toLowerCase()))) return false;
  if (who.species && !(card.type === 'Personnel' && card.characteristics.some((one) => one.toLowerCase().split('/').includes(who.species!.toLowerCase())))) return false;
  if (who.keywords && !card.characteristics.some((one) => who.keywords!.some((word) => one.toLowerCase() === word.toLowerCase()))) return false;
  if (who.loreWords && !who.loreWords.some((word) => (card.lore ?? '').toLowerCase().includes(word.toLowerCase()))) return false;
  if (who.property && card.property !== who.property) return false;
  if (who.affiliations && !card.affiliations.some((affiliation) => who.affiliations!.includes(affiliation))) return false;
  if (who.icons && !who.icons.every((code) => showsIcon(card, code))) return false;
  if (who.anyOf && !who.anyOf.some((one) => mixWhoMatches(card, one))) return false;
  return true;
}
