/**
 * Issue 15 (places): where a place a card names in braces lies, for the places the rulebook's homeworld
 * list (card-facts.ts › HOMEWORLD_MISSIONS) does not cover and no mission is titled after.
 *
 * The card list has no column for a mission's location, so an entry is admitted only when the card list
 * itself ties the mission to the place — the mission's lore, requirements or report text names it, or
 * another card's lore names the place by a fact the mission's lore gives — and each entry cites those
 * cards by id (the reasons are our own words; no card text is copied). A plausible place with no such
 * source stays out of the table (its cards stay manual):
 *  - Veridian III, Theta VIII, Varria III, Parvenium System / Kataan: no mission of the card list names them;
 *  - Rura Penthe: Escape Gulag (192_033) is a work camp one escapes from, but nothing in its card names the asteroid;
 *  - Weird Planet Displaced in Time: Research Rapid Rotation (132_322) studies the same thing by a time
 *    differential, but its card never names the planet;
 *  - Khitomer: Arbitrate Negotiations (212_023) hosts 23rd-century treaty talks, but its card never names Khitomer.
 * Read by card-facts.ts › missionIsAt, so every `mission-at-place` target, "seeds on {place}" and
 * `onlyAt` place check sees these entries beside the homeworld list.
 */

export interface PlaceEntry {
  /** The missions (exact titles in the card list) at the place. */
  readonly missions: readonly string[];
  /** Why: the cards (by id) whose card-list fields tie the mission to the place. */
  readonly source: string;
}

/** Place name (lower case, as a card writes it in braces) → the missions there. */
export const PLACE_TABLE: Readonly<Record<string, PlaceEntry>> = {
  "ba'ku planet": {
    missions: ['Insurrection'],
    source:
      "Insurrection (126_029): its lore is the Son'a attempt to move the Ba'ku off their world, its Requires field lists Ba'ku and the Briar Patch Region, and its text lets Ba'ku report to its planet; Sojef (127_030) and Tournel (127_032), Ba'ku of the Briar Patch, list 'Ba'ku Planet' as where they report; Injector Assembly One (126_122), which Collect Metaphasic Particles asks for in orbit, gathers particles from the rings of the Ba'ku planet.",
  },
  'cardassia iv': {
    missions: ['Rescue Prisoners'],
    source:
      'Rescue Prisoners (112_125): its lore is freeing the Bajoran prisoners held at the Hutet labor camp; Li Nalas (112_155), a prisoner of the Hutet labor camp by his lore, may seed under Cardassia IV by his text, and The Earring of Li Nalas (115_003) has him earned from Rescue Prisoners; Borum (167_040) was held prisoner on Cardassia IV.',
  },
  khitomer: {
    missions: ['Khitomer Research'],
    source: 'Khitomer Research (101_174): its lore is reopening the inquiry into the massacre at Khitomer.',
  },
  'talos iv': {
    missions: ['Investigate Quarantine'],
    source:
      'Investigate Quarantine (212_027): its lore is tracing why General Order 7 was laid on this planet; Talosian Cage (125_009) names Talos IV, the Talosian homeworld, as the world General Order 7 bars; The Keeper, Lt. Jose Tyler and Yeoman Colt (212_060, 212_043, 212_052) of the same set report to Talos IV.',
  },
};

/** The missions the place table puts at `place` (any case), none when it is not listed. */
export function missionsAtListedPlace(place: string): readonly string[] {
  return PLACE_TABLE[place.toLowerCase()]?.missions ?? [];
}
