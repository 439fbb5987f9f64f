/**
 * Words added for the interrupts of later sets, interrupts-d pass (issue 15). They join the unions
 * of vocabulary.ts with one line each; handlers and target rules live in interrupts-d.ts (a word
 * without a handler does not compile).
 *   1E rulebook › DOWNLOADING (search the draw deck and hand; "even from your discard pile" adds the
 *   discard pile); DUPLICATION AND PERSONAS (uniqueness still applies to the card coming in);
 *   MISCELLANEOUS RULES › RANDOM SELECTION; THE PLAY PHASE › DRAW CARDS.
 */
import type { Effect } from './vocabulary';
import type { PersonnelFilter } from './vocabulary-events2';
import type { DownloadFilter } from './vocabulary-downloads';

/** Where the personnel taking the place of another comes from. */
export type ReplaceSource =
  /** Downloaded: your draw deck, then your hand (1E rulebook › DOWNLOADING). */
  | 'download'
  /** Downloaded "even from your discard pile": your draw deck, hand and discard pile. */
  | 'download-or-discard'
  /** From your hand, not a download (an exchange). */
  | 'hand';

export type InterruptsDTarget =
  /**
   * One of your personnel in play matching `outgoing`, and a personnel matching `incoming` from
   * `from` that takes its place (written `incoming>outgoing`; the first copy of each title is
   * offered). `differentTitle`: the incoming personnel has another title ("a different Founder").
   */
  {
    readonly kind: 'personnel-to-replace';
    readonly outgoing: PersonnelFilter;
    readonly incoming: PersonnelFilter;
    readonly from: ReplaceSource;
    readonly differentTitle?: boolean;
  }
  /** One of your personnel matching `filter` with an equipment card showing `equipment` (a characteristic: 'blade weapon') in the same place. */
  | { readonly kind: 'your-personnel-with-equipment'; readonly filter: PersonnelFilter; readonly equipment: string }
  /** One of your unstopped personnel matching `filter` at a location where your opponent has a ship with personnel aboard. */
  | { readonly kind: 'your-personnel-with-opponent-crew-here'; readonly filter: PersonnelFilter }
  /** One of your ships of `affiliation` showing `icons` at a location where your opponent has a ship. */
  | { readonly kind: 'your-ship-with-opponent-ship-here'; readonly affiliation: string; readonly icons?: readonly string[] }
  /** A personnel (anyone's) matching `filter` alone on a planet surface, when a mission whose title begins with `missionTitlePrefix` is on the spaceline elsewhere (a planet's name: 'Risa' for Risa Shore Leave — the card list gives missions no location of their own; issue 15, helper prefix). */
  | { readonly kind: 'personnel-alone-on-planet'; readonly filter: PersonnelFilter; readonly missionTitlePrefix: string }
  /** One or more of your personnel matching `filter` together in one place (a planet surface, a ship or facility), written `c1+c2`. */
  | { readonly kind: 'your-personnel-together'; readonly filter: PersonnelFilter }
  /**
   * One of your unstopped personnel matching `mover` at a location, sharing an affiliation with one of
   * your personnel matching `to` elsewhere in the same quadrant, written `mover>to`.
   */
  | { readonly kind: 'your-personnel-to-join'; readonly mover: PersonnelFilter; readonly to: PersonnelFilter }
  /**
   * A personnel named in the "commanded by" list of your ship — a damaged one (`ship: 'damaged'`), or
   * the target of the ship battle just initiated (`ship: 'battle-target'`), or (issue 15, assorted) any
   * of your ships in play showing an icon (`ship: { icon: '22' }`) — to download aboard it,
   * written `personnel>ship`.
   */
  | { readonly kind: 'matching-commander-for-ship'; readonly ship: 'damaged' | 'battle-target' | CommanderShipIcon }
  /**
   * One of your ships at the location of a counter-attack your opponent has just initiated (BATTLE ›
   * AFTER THE BATTLE), unless your opponent is playing Borg (has a Borg card in play).
   */
  | { readonly kind: 'your-ship-at-counter-attack' }
  /**
   * A personnel matching `filter` in your draw deck or hand to download, and your personnel of the
   * first classification in `with` present with personnel of every other one, where it goes: `card>personnel`.
   */
  | { readonly kind: 'personnel-to-download-with'; readonly filter: PersonnelFilter; readonly with: readonly string[] }
  /** A card type to name ('Personnel', 'Event', …). */
  | { readonly kind: 'card-type' }
  /**
   * A card matching `download` in your draw deck or hand, and one of your personnel matching
   * `personnel` (unstopped, with `unstopped`) where it goes, written `card>personnel`; with `when`, only
   * personnel at the mission you just solved, or where the personnel battle you just won took place.
   */
  | {
      readonly kind: 'download-for-your-personnel';
      readonly download: DownloadFilter;
      readonly personnel: PersonnelFilter;
      readonly unstopped?: boolean;
      readonly when?: 'you-just-solved' | 'you-just-won-personnel-battle';
      /** Only a ship without staffing requirements is downloaded; the personnel must be on a planet surface (the ship lands there). */
      readonly noStaffingShip?: boolean;
      /** Issue 15 (helper domir): only a personnel present with another personnel of yours matching this ("your Vorta present with your Jem'Hadar"). */
      readonly presentWith?: PersonnelFilter;
    }
  /** A personnel (anyone's) matching `present` in the same place as your unstopped personnel matching `personnel`, written `present>personnel`. */
  | { readonly kind: 'present-with-your-personnel'; readonly present: PersonnelFilter; readonly personnel: PersonnelFilter }
  /** One of your ships in space at a planet location (orbiting it); with `noStaffing`, only a ship without staffing requirements. */
  | { readonly kind: 'your-ship-orbiting-planet'; readonly noStaffing?: boolean }
  /**
   * Your staffed ship in space whose SHIELDS are less than half of the WEAPONS of your opponent's
   * staffed, unstopped ships at its location, and a location of its quadrant within its RANGE: `ship>location`.
   */
  | { readonly kind: 'your-ship-escaping' }
  /**
   * One of your ships in the ship battle just initiated, when it involves your ship titled `titled` or at
   * least `atLeast` of your ships, and no card of this title lies on a ship of that battle ("once per battle").
   */
  | { readonly kind: 'your-ship-in-battle'; readonly titled: string; readonly atLeast: number }
  /**
   * The top two and bottom two cards of your draw deck (at least four) in a new order, written `a+b+c+d`
   * (a, b on top, a first; c, d at the bottom, d last), when you have in play a personnel whose title
   * has one of `anyOf` as a word or whose persona is one of them ("any Data").
   */
  | { readonly kind: 'deck-ends-arrangement'; readonly anyOf: readonly string[] }
  /**
   * A personnel matching `filter` in your draw deck or hand, compatible with two of your personnel
   * showing `icon` together aboard a facility, to download to them: `card>personnel` (one of the two).
   * `oncePerAffiliation`: not of an affiliation already downloaded this way this game (`record-affiliation-use`).
   */
  | { readonly kind: 'personnel-to-download-to-pair'; readonly filter: PersonnelFilter; readonly icon: string; readonly oncePerAffiliation?: boolean };

/** While in play, what it changes (joins `Restriction`). */
export type InterruptsDRestriction =
  /** Lying on a ship: when the ship flies away, this card is discarded (spaceline-events.ts › afterFlight). */
  | { readonly kind: 'discard-when-host-moves' }
  /** Face up on a table: every ship attribute enhancement is suspended (ship-modifiers.ts › shipAttribute keeps only what lowers an attribute). */
  | { readonly kind: 'suspend-ship-enhancements' }
  /** Lying on a ship: when the battle ends, this card is discarded ("until end of battle"; battle/battle.ts › endBattle). */
  | { readonly kind: 'discard-when-battle-ends' };

export type InterruptsDEffect =
  /**
   * The outgoing personnel of a `personnel-to-replace` target leaves play (to its owner's discard
   * pile, or hand with `outgoingTo: 'hand'`), and the incoming one enters play where it was (same
   * ship, facility or planet surface), unstopped: downloaded (`download`), else moved from your hand.
   */
  | { readonly kind: 'replace-personnel'; readonly outgoingTo: 'discard' | 'hand'; readonly download: boolean }
  /** You draw as many cards from the bottom of your draw deck as were chosen (a `cards-in-your-hand` target: discarded first). */
  | { readonly kind: 'draw-bottom-per-chosen' }
  /** One personnel matching `filter` on the planet surface at the target location (anyone's), picked at random, is killed. */
  | { readonly kind: 'kill-random-on-planet'; readonly filter: PersonnelFilter }
  /** Every personnel in play of the target card's owner matching `filter` is killed (the target itself may have left play already). */
  | { readonly kind: 'kill-all-of-target-owner'; readonly filter: PersonnelFilter }
  /** One other personnel (anyone's) in the same place as the target personnel, picked at random, is killed. */
  | { readonly kind: 'kill-random-other-present' }
  /** You look at the personnel and equipment aboard your opponent's ships at the target card's location (shown to you only). */
  | { readonly kind: 'look-at-opponent-crews-here' }
  /** When the ship this card lies on has an opponent's ship at its location, the effects in `then` follow. */
  | { readonly kind: 'if-host-with-opponent-ship'; readonly then: readonly Effect[] }
  /** The target personnel moves to the planet surface of the location whose mission's title begins with `missionTitlePrefix` (a planet's name, as above). */
  | { readonly kind: 'relocate-to-mission-titled'; readonly missionTitlePrefix: string }
  /** The chosen cards (a `your-personnel-together` target) return to their owner's hand (cards lying on them are discarded). */
  | { readonly kind: 'chosen-from-play-to-hand' }
  /** The mover of a `your-personnel-to-join` target moves to the place of the other personnel. */
  | { readonly kind: 'join-personnel' }
  /** The card of a `card>place` target is downloaded there: aboard a ship, or where a personnel is. */
  | { readonly kind: 'download-to-named-place' }
  /** The target dilemma lying in play is nullified: its lasting effect ends (held personnel freed) and it goes to its owner's discard pile. */
  | { readonly kind: 'nullify-dilemma-in-play' }
  /**
   * You reveal cards from the top of your draw deck until one of the target card type: it goes to your
   * hand, the others revealed are removed from the game; exhausting the deck without one, you lose.
   */
  | { readonly kind: 'reveal-until-type' }
  /** Each card in your opponent's point area (bonus area) titled one of `titles` is placed out of play; they score `pointsEach` for each (negative: lose). */
  | { readonly kind: 'opponent-bonus-out-of-play'; readonly titles: readonly string[]; readonly pointsEach: number }
  /** The ship of a `ship>location` target flies there at once (FLY A STARSHIP: the RANGE it takes counts as used). */
  | { readonly kind: 'fly-target-ship' }
  /** The cards of a `deck-ends-arrangement` target are put back in the order it names (you look at them first). */
  | { readonly kind: 'arrange-deck-ends' }
  /** The affiliations of the card downloaded by a `personnel-to-download-to-pair` target are used for this card's title this game. */
  | { readonly kind: 'record-affiliation-use' }
  /** The first copy of a card titled one of `titles` in your draw deck or hand is downloaded too, played as its script says (none found: nothing). */
  | { readonly kind: 'download-also-titled'; readonly titles: readonly string[] }
  /** The first (or second) card of a `a>b` target is stopped. */
  | { readonly kind: 'stop-named'; readonly which: 'first' | 'second' }
  /** The first (or second) card of a `a>b` target is no longer stopped. */
  | { readonly kind: 'unstop-named'; readonly which: 'first' | 'second' }
  /** Your turn ends at once, as when you end it (END OF TURN: countdowns, end-of-turn effects, the draw), and your opponent's begins. */
  | { readonly kind: 'end-your-turn' }
  /**
   * The top card of your discard pile (this card aside) returns to your hand; when it is a personnel
   * and the target is your personnel, it reports instead to the target's place (if its uniqueness allows).
   */
  | { readonly kind: 'top-discard-to-hand-or-report-with-target' };

/** The words of this pass the catalogue test cannot read from a handler table. */
export const INTERRUPTS_D_WORDS: readonly string[] = [
  'target:personnel-to-replace',
  'target:your-personnel-with-equipment',
  'target:your-personnel-with-opponent-crew-here',
  'target:your-ship-with-opponent-ship-here',
  'target:personnel-alone-on-planet',
  'target:your-personnel-together',
  'target:your-personnel-to-join',
  'target:matching-commander-for-ship',
  'target:your-ship-at-counter-attack',
  'target:personnel-to-download-with',
  'target:card-type',
  'target:download-for-your-personnel',
  'target:present-with-your-personnel',
  'target:your-ship-orbiting-planet',
  'target:your-ship-escaping',
  'target:your-ship-in-battle',
  'target:deck-ends-arrangement',
  'target:personnel-to-download-to-pair',
  'restriction:discard-when-battle-ends',
  'restriction:discard-when-host-moves',
  'restriction:suspend-ship-enhancements',
];

/** Issue 15 (assorted): `matching-commander-for-ship` on any of your ships in play showing this icon ("to your [22] ship its matching commander"). */
export interface CommanderShipIcon {
  readonly icon: string;
}
