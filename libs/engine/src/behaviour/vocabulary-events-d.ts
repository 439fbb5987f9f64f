/**
 * Issue 15 (events-d): words for events of later sets — conditions on using an ability of a card in
 * play ("once each turn, if you have two [TNG] drones present together, you may …"; "if Stellar
 * Cartography aboard"), an effect that reads the card chosen from hand ("if the discarded card was a
 * site …"), and RANGE for the ship a card lies on. They join the unions of vocabulary.ts /
 * vocabulary-activations.ts with one line each; handlers in verbs-events-d.ts.
 *   1E rulebook › THE PLAY PHASE (actions permitted by cards on the table); EXECUTING ORDERS › FLY A
 *   STARSHIP (RANGE this turn); PRESENT (personnel in the same place).
 */
import type { CardFilter, Effect } from './vocabulary';
import type { PersonnelFilter } from './vocabulary-events2';
import type { AffiliationPlayedCondition } from './affiliations-played';
import type { ChoiceCondition } from './vocabulary-choices';
import type { AttributeShiftCondition } from './vocabulary-attribute-shifts';
import type { HostCrewJustSolved } from './solved-by-crew';

/** What must hold on the table for an ability to be used (an object in `Ability.requires`, beside the acting card's own condition words; was `Ability.needs`, folded by equipment-e). */
export type AbilityCondition =
  | ChoiceCondition
  | import('./host-crew-counts').HostCrewCountCondition
  | import('./host-bans').HostBanCondition
  | import('./table-titles').YoursInPlayCondition
  | import('./download-onto-mission').MissionDownloadCondition
  | AttributeShiftCondition
  /** At least `atLeast` of your personnel matching `filter` are present together (one crew, Away Team or facility). */
  | { readonly kind: 'personnel-together'; readonly filter: PersonnelFilter; readonly atLeast: number }
  /** Your personnel aboard the ship this card lies on have `skill` (skills granted by equipment count). */
  | { readonly kind: 'host-crew-has'; readonly skill: string }
  /** The card lies on a personnel matching `filter` ("if a [Com] Borg"). */
  | { readonly kind: 'host-personnel'; readonly filter: PersonnelFilter }
  | AffiliationPlayedCondition
  /** Issue 15 (helper roa): the card lies at a Trading Post, a homeworld or a named site (latinum.ts). */
  | import('./latinum').LiesAtCondition
  | import('./latinum').SkillPresentCondition
  /** Issue 15 (helper ferengi): ferengi-profits.ts (Dabo). */
  | import('./ferengi-conditions').ActorPersonnelPresentCondition
  /** Issue 15 (partials-iob): the crew of the ship this card lies aboard just solved a mission (solved-by-crew.ts). */
  | HostCrewJustSolved
  /** Issue 15 (lead): behaviour/dilemma-places.ts. */
  | import('./dilemma-places').DilemmaPlacesCondition
  /** Issue 15 (helper evq): your personnel present with the card and none of its owner's (transport-inhibitors.ts). */
  | import('./transport-inhibitors').UnopposedHereCondition
  /** Issue 15 (lead): behaviour/facility-commanders.ts. */
  | import('./facility-commanders').FacilityCommanderCondition
  /** Issue 15 (helper incb): the card lies on a card of these types (death-saver-downloads.ts). */
  | import('./death-saver-downloads').LiesOnCondition;

export type EventsDEffect =
  /** When a card chosen in the target (`c1+c2`, cards from hand) matches `filter`, the effects in `then` follow. */
  | { readonly kind: 'if-chosen-matches'; readonly filter: CardFilter; readonly then: readonly Effect[] }
  /** The ship this card lies on may move `range` more this turn. */
  | { readonly kind: 'extra-range-host-ship'; readonly range: number }
  /** The target ship (`ship`, or the ship of `ship>…`) may move `range` more this turn. */
  | { readonly kind: 'extra-range-target'; readonly range: number }
  /** The top card of the player's draw deck is revealed to both players (it stays there); when it matches `filter`, the effects in `then` follow. */
  | { readonly kind: 'reveal-top-if'; readonly who: 'you' | 'opponent'; readonly filter: CardFilter; readonly then: readonly Effect[] }
  /** When the target personnel is present with one of yours matching `filter`, the effects in `then` follow. */
  | { readonly kind: 'if-target-present-with'; readonly filter: PersonnelFilter; readonly then: readonly Effect[] }
  /** The cards of a `hand-card-for-discard-card` target: the hand card goes to your discard pile, then the discard pile card to your hand. */
  | { readonly kind: 'swap-hand-for-discard' }
  /** One opposing personnel present with the personnel of a `personnel>Skill` target, having that skill, picked at random, is killed. */
  | { readonly kind: 'kill-random-present-with-named-skill' }
  /** The personnel of a `personnel>…` target returns to its owner's hand. */
  | { readonly kind: 'first-target-to-hand' }
  /** The top `count` cards of the player's draw deck are placed out of play. */
  | { readonly kind: 'top-of-draw-out-of-play'; readonly who: 'you' | 'opponent'; readonly count: number }
  /** The facility of a `facility>location` target moves there (with everything aboard and docked). */
  | { readonly kind: 'move-target-facility' };

export type EventsDTarget =
  /** One of your ships in play carrying this special equipment (printed, or given by cards: ship-equipment.ts › specialEquipment). */
  | { readonly kind: 'your-ship-with-equipment'; readonly equipment: string }
  /** One of your ships docked at one of your facilities. */
  | { readonly kind: 'your-docked-ship' }
  /** A location whose mission's lore has one of these words (case aside); the card lies atop it. */
  | { readonly kind: 'mission-with-lore'; readonly words: readonly string[] }
  /** A card of yours face up in play (on your table, at a location, on a card) matching `filter`. */
  | { readonly kind: 'your-card-in-play'; readonly filter: CardFilter }
  /**
   * One of your facilities in space with your personnel aboard having `engineers` ENGINEER (skill
   * levels), and a location next to it on the spaceline in the same region, written `facility>location`.
   */
  | { readonly kind: 'your-facility-to-adjacent-in-region'; readonly engineers: number }
  /** A card from your hand (matching `hand`) and a card of your discard pile (matching `discard`), written `handCard>discardCard`. */
  | { readonly kind: 'hand-card-for-discard-card'; readonly hand?: CardFilter; readonly discard: CardFilter }
  /** One of your ships in play of one of these ship classes, or with this characteristic ("scout ship"). */
  | { readonly kind: 'your-ship-of-classes'; readonly classes: readonly string[]; readonly characteristic?: string }
  /**
   * One of your personnel matching `filter` and a skill named for it, written `personnel>Skill` (offered:
   * the skills the opposing personnel present with it have; "name a skill").
   */
  | { readonly kind: 'your-personnel-and-named-skill'; readonly filter: PersonnelFilter };

/** What a card on your table allows you (joins `Permit`). */
export type EventsDPermit =
  /**
   * Your personnel matching `who` may initiate battle against their own affiliation ("your dissidents
   * may initiate battle against their own affiliation"): when every personnel of the attacking force
   * matches, their affiliations are lifted from the affiliation attack restrictions (battle/battle.ts).
   */
  { readonly kind: 'attack-own-affiliation'; readonly who: PersonnelFilter };

/** While in play (joins `Restriction`). */
export type EventsDRestriction =
  /** Face up on either table: the top card of every draw deck is face up for everyone (view.ts). */
  { readonly kind: 'draw-decks-face-up' };

/** For the catalogue test: the words above that no handler table lists. */
export const EVENTS_D_WORDS: readonly string[] = ['target:your-personnel-and-named-skill', 'target:your-ship-of-classes', 'target:hand-card-for-discard-card', 'target:your-facility-to-adjacent-in-region', 'target:your-card-in-play', 'ability-condition:host-personnel', 'permit:attack-own-affiliation', 'target:mission-with-lore', 'target:your-docked-ship', 'restriction:draw-decks-face-up', 'target:your-ship-with-equipment', 'ability-condition:personnel-together', 'ability-condition:host-crew-has'];
