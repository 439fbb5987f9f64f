/**
 * Issue 15 (choices): a choice made AFTER information is revealed. A card's effect looks at (or
 * reveals) some cards, then stops; a player — the card's player, the opponent, or the player the card
 * targets — picks among them (`MakeChoice`, one offer per option in legalCommands); the pick is
 * recorded (`CardsChosen`) and the effect goes on from there (what happens to the chosen cards, to the
 * others, then the card's further effects). The state is `GameState.choice` (shaped on `pendingManual`:
 * the game waits for one player). Words joined to the shared unions with one line each; the runner is
 * behaviour/choices.ts.
 *   1E rulebook › MISCELLANEOUS RULES › LOOKING AT CARDS (a look is private to the looking player; a
 *   reveal is seen by both); THE CARDS (card effects move cards between zones).
 */
import type { Awaiting, PlayerId } from '../types';
import type { CardFilter, Effect } from './vocabulary';
import type { PersonnelFilter } from './vocabulary-events2';
import type { InfiltrationCount } from './infiltration-cards';
import type { PersonnelHolder } from './vocabulary-personnel';

/** A player named relative to the card: its player, the opponent, or the player the card targets (`player` target). */
export type ChoiceWho = 'you' | 'opponent' | 'target';

/** Where the options come from (each card is one option, unless `groups`). */
export type ChoicePool =
  /** Cards in a player's hand (`sameTypeAsChosen`: of the card type of a card of the command's `c1+c2` target). */
  | { readonly from: 'hand'; readonly whose: ChoiceWho; readonly filter?: CardFilter; readonly sameTypeAsChosen?: true }
  /** The top `count` cards of a player's draw deck (`groups`: options are consecutive sets of that size: "two sets of three"). */
  | { readonly from: 'draw-top'; readonly whose: ChoiceWho; readonly count: number; readonly groups?: number; readonly filter?: CardFilter }
  /** Cards in a player's discard pile. */
  | { readonly from: 'discard'; readonly whose: ChoiceWho; readonly filter?: CardFilter }
  /** Issue 15 (helper tail5): cards of a player's seed deck (seen by that player only), during the seed phases. */
  | { readonly from: 'seed-deck'; readonly whose: ChoiceWho; readonly filter?: CardFilter }
  /** The cards a player drew last in this action (the last `CardsDrawn` of theirs), those still in hand ("draw two and discard one of them"). */
  | { readonly from: 'just-drawn'; readonly whose: ChoiceWho }
  /**
   * A player's personnel in play (`here`: at the location the command targets — with no target, the card's own location; `highest`: only those with the
   * highest value of that attribute now, modifiers included — "the personnel with the highest INTEGRITY (your
   * choice if tie)": one option is picked by the engine, a tie waits for the chooser).
   */
  /**
   * Issue 15 (helper objb): `withHost` — only those present with the personnel this card lies on (its crew or Away Team:
   * the same place), that personnel itself excluded ("two other … from that Away Team": For Cardassia!).
   */
  | { readonly from: 'personnel-in-play'; readonly whose: ChoiceWho; readonly filter?: PersonnelFilter; readonly here?: true; readonly highest?: 'INTEGRITY' | 'CUNNING' | 'STRENGTH'; readonly withHost?: true }
  /**
   * The captive this card lies on, the one option of a yes-or-no answer: picking it (with `upTo`) is one
   * reply, picking none the other (Interrogation: the opponent answers; issue 15, captives-2).
   */
  | { readonly from: 'host-captive' }
  /**
   * "May draw up to N cards" (issue 15, helper partials: behaviour/choices.ts): the options are the top
   * card, the top two, … up to `count` (each a set of the deck's top cards, seen by nobody); with `upTo`
   * and the fate `drawn`, the chooser draws none, one, … of them, always from the top.
   */
  | { readonly from: 'draw-prefixes'; readonly whose: ChoiceWho; readonly count: number }
  /**
   * Issue 15 (turn-start choices): a player's whole draw deck, looked through by its owner ("search your
   * draw deck"; hidden from the opponent, who sees the count only). `download`: the search is a download
   * (1E rulebook › DOWNLOADING): only cards that may be downloaded now are options — from every zone a
   * download searches (downloads.ts › searchedZones; Prisoner Exchange's download too) — the deck is reshuffled
   * after the pick, and the opponent is shown the card found; `reshuffle`: reshuffled after the pick
   * ("then reshuffle"). The wait is made even when nothing matches (the opponent cannot tell).
   */
  /**
   * `withMatchingCommander` (issue 15, helper tail4): each option is a ship `filter` passes together with a personnel of the same
   * searched cards named in the ship's "commanded by" (its matching commander), joined `ship+personnel`; the fate applies to both
   * ("download to hand a [Vul] ship and its matching commander": IDIC: Power of the High Command).
   */
  | { readonly from: 'draw-deck'; readonly whose: ChoiceWho; readonly filter?: CardFilter; readonly download?: true; readonly reshuffle?: true; readonly withMatchingCommander?: true }
  /**
   * Issue 15 (turn-start choices): this card, the one option of a "you may": picking it (with `upTo`)
   * takes the action (`then`), picking none declines it (`ifNone`).
   */
  | { readonly from: 'this-card' }
  /** Issue 15 (captive): every place the captive this card lies on may be released to "anywhere" — its owner's ships and facilities, the planets (captive-releases.ts). */
  | { readonly from: 'release-places' }
  /** Issue 15 (helper control): every place the command's target personnel (`personnel>…`) may be relocated to anywhere — its owner's ships and facilities, the planets (hosted-control-ends.ts). */
  | { readonly from: 'target-places' }
  /** Issue 15 (captive): a player's personnel involved in the battle now (battle-surrenders.ts › personnelInvolved: We Surrender!). */
  | { readonly from: 'personnel-in-battle'; readonly whose: ChoiceWho }
  /** Issue 15 (helper tail3): the opponent's ships in space at this card's location that the chooser's ships there outgun (battle-surrenders.ts › outgunnedShipsHere). */
  | { readonly from: 'outgunned-ships-here'; readonly shieldsTimes: number }
  /**
   * Issue 15 (lead): the stopped personnel present with this card (its crew or Away Team; `whose` relative to the card's
   * player) that `filter` reaches; `onPlanet`: only when the card is on a planet's surface ("your Away Team here").
   */
  | { readonly from: 'stopped-present'; readonly filter: PersonnelHolder; readonly onPlanet?: true }
  /** Issue 15 (lead): the names of the regular skills (1E rulebook › USING SKILLS › List of Regular Skills): "name a skill" (Painstik). */
  | { readonly from: 'regular-skills' }
  /**
   * Issue 15 (helper tail3): the titles of the dilemmas in this game (every Dilemma blueprint either deck holds), sorted:
   * "name a dilemma" (The Genesis Effect, with the fate `select-option`).
   */
  | { readonly from: 'dilemma-titles' }
  /** Issue 15 (helper ferengi): the equipment the opponent controls present with the target's first card (ferengi-profits.ts: Business Gambit). */
  | { readonly from: 'opposing-equipment-present' }
  /**
   * Issue 15 (helper dqv): "choose one: A OR B OR C" — the options are these labels (no cards); the chosen
   * label's effects (`byWay`) run, then `then` (choices.ts). Fates do not apply (write `chosen: 'stay'`).
   */
  | {
      readonly from: 'ways';
      readonly ways: readonly string[];
      /** Issue 15 (helper tail4): these ways only once per game (per player and card title): offered while unused, recorded when chosen ("OR (once per game) …"). */
      readonly oncePerGame?: readonly string[];
      /**
       * Issue 15 (helper objb): a way whose effects open with a choice that must be made in full (`pick`, no `upTo`) is offered
       * only while that choice has at least `pick` options ("place Legate and two other Cardassians …": not with one).
       */
      readonly whenFull?: true;
    }
  /** Issue 15 (helper tail7): every face-up ship in play, either player's ("any ship in play"; choice-ships.ts). */
  | { readonly from: 'ships-in-play' }
  /** Issue 15 (helper tail7): every spaceline location, a location id each ("to any location"; choice-ships.ts). */
  | { readonly from: 'spaceline-locations' }
  /** Issue 15 (helper shipsaves): the owner's personnel aboard the effect's target ship (ship-destruction-saves.ts: The Needs of the Many). */
  | import('./ship-destruction-saves').CrewOfTargetShipPool
  /** Issue 15 (helper shipsaves): the chooser's empty ships in play passing `filter` (choice-ships.ts › yourEmptyShips). */
  | { readonly from: 'your-empty-ships'; readonly filter?: CardFilter }
  /**
   * Issue 15 (helper inca): the chooser's ships in play passing `filter`, in `quadrant` when given (choice-ships.ts ›
   * yourShips); (helper incb, merged into it) `minStaffingIcons`: only ships requiring at least that many staffing icons.
   */
  | { readonly from: 'your-ships'; readonly filter?: CardFilter; readonly quadrant?: string; readonly minStaffingIcons?: number }
  /**
   * Issue 15 (helper outside): the cards a player brought from outside the game (`outside:<player>`, seen by that player
   * only: behaviour/outside-the-game.ts) — "place two cards from outside the game into your discard pile" (Trust Me).
   */
  | { readonly from: 'outside'; readonly whose: ChoiceWho; readonly filter?: CardFilter }
  /** Issue 15 (helper hostages): escorted captives you hold at the target's location; opposing personnel there not just released (hostage-trades.ts). */
  | import('./hostage-trades').HostageTradePool;

/**
 * What becomes of a card: `discard` (a card in play leaves play discarded), `to-hand` (its owner's
 * hand), `deck-bottom`, `out-of-play`, `out-of-play-with-type` (out of play with every other card of
 * its type in the same discard pile), `stay` (nothing moves), `download-here` (issue 15, turn-start
 * choices: downloaded into play "here" — aboard the facility or ship this card lies on, a download's
 * special reporting: 1E rulebook › DOWNLOADING › Clarifications: Downloading), `captured` (a personnel in
 * play is captured by its owner's opponent: captives.ts › capture; issue 15, captive),
 * `download-where-target-is` (downloaded for its owner to their facility, ship or planet at the location
 * of the card's target: captive-releases.ts › yourPlaceAt; issue 15, captive), `drawn` (issue 15, helper
 * partials: drawn by its owner, one `CardsDrawn`, a card effect).
 */
export type ChoiceFate =
  | 'discard'
  | 'to-hand'
  | 'deck-bottom'
  | 'out-of-play'
  | 'out-of-play-with-type'
  | 'stay'
  | 'download-here'
  | 'captured'
  | 'download-where-target-is'
  | 'drawn'
  /** Issue 15 (borg): a personnel from its owner's hand joins the crew or Away Team the card targets, under the card player's control (controlled-joins.ts). */
  | 'joins-target-team-under-control'
  /** Issue 15 (tosfilms): downloaded as the card seeds, where its named seed downloads go (seed-downloads.ts › seedDownloadChosen). */
  | 'seed-download'
  /** Issue 15 (helper roa): downloaded into the zone the effects' target names (an ability that paid with its own card: latinum.ts). */
  | 'download-to-target-zone'
  /** Issue 15 (helper roa): downloaded as it reports for duty (the card names no place): to the first facility, in table order, it may report to (choices.ts). */
  | 'download-reporting'
  /**
   * Issue 15 (lead): placed in the card player's point area, worth its printed `worth` attribute as bonus points (choices.ts ›
   * toPointArea; 1E rulebook › BONUS POINTS: points from a card other than a mission).
   */
  | 'to-point-area'
  /** Issue 15 (helper stored): stored on the card that chose (stored-cards.ts: Salvage Starship's salvaged ship). */
  | 'stored-on-source'
  /** Issue 15 (lead): the chosen personnel has the skill `gains` until the end of the turn (skill-copies.ts › copySkillUntilEndOfTurn). */
  | 'gains-skill-until-end-of-turn'
  /** Issue 15 (lead): the chosen stopped cards are unstopped (one `StoppedCardsRestored`). */
  | 'unstopped'
  /** Issue 15 (lead): the chosen option (a skill name) is the card's selected option (`CardOptionSelected`; `state.selected`). */
  | 'select-option'
  /** Issue 15 (helper ferengi): the card player takes control of it for good, its owner kept (ferengi-profits.ts › stealCard). */
  | 'stolen'
  /** Issue 15 (helper ferengi): downloaded into the zone of the target's first card (ferengi-profits.ts). */
  | 'download-present-with-target'
  /** Issue 15 (helper tail7): the chosen ship is unstopped if stopped, else stopped ("stop or unstop (your choice)"; choice-ships.ts). */
  | 'stop-or-unstop'
  /** Issue 15 (helper tail7): with the pool `spaceline-locations`, the choice's target ship is downloaded into space at the chosen location (choice-ships.ts). */
  | 'download-target-ship-there'
  /** Issue 15 (helper tail3): the chosen opposing ship commandeered, its crew captured (battle-surrenders.ts › commandeerCapturingCrew). */
  | 'commandeered-crew-captured'
  /**
   * Issue 15 (helper tail5): the source card is placed on the chosen personnel, which it holds in stasis until it no longer
   * lies there (stasis.ts › releaseWhenHolderGone; Frigid).
   */
  | 'held-in-stasis-by-source'
  /**
   * Issue 15 (helper tail5): seeded face down under the mission where the source card lies (seeding.ts › misSeedReason judges it
   * as any seed there, except that the card's own permission lets an artifact seed at a space mission: Recover Stolen Material).
   */
  | 'seeded-under-source-mission'
  /** Issue 15 (helper hostages): a captive released to its owner's facility, ship or Away Team at its location (hostage-trades.ts). */
  | 'released-to-owner-there';

export type ChoiceEffect = {
  /**
   * The options are gathered from `pool`; the cards are shown to the chooser when they are hidden from
   * them (`reveal`: to both players). `chooser` picks `pick` of them (`upTo`: 0 to `pick`, a "may").
   * The chosen ones meet `chosen`, the others `rest` (default `stay`); then the effects in `then` run
   * (for the card's player). No option, or none chosen (`upTo`): `ifNone` runs instead. A pick the chooser cannot avoid (no more options than `pick`,
   * not `upTo`) is made by the engine at once, as the rules leave nothing to decide.
   */
  readonly kind: 'choose-cards';
  readonly chooser: ChoiceWho;
  /** "opponent's choice unless you have {any Data} in play": your personnel with these names in play make you the chooser ("any X": card-facts.ts › isAnyNamed — Data of Borg, not Data's Body). */
  readonly chooserYouWith?: readonly string[];
  readonly pool: ChoicePool;
  readonly pick: number;
  /**
   * Issue 15 (infiltration): the pick is this count instead (at most `pick`): behaviour/infiltration-cards.ts; (lead)
   * `target-skill-dots`: the printed skill dots ([*]) of the effect's target personnel ("X = number of [*] on the discarded personnel").
   */
  readonly pickCount?: InfiltrationCount | { readonly kind: 'target-skill-dots' } | import('./hostage-trades').ReleasedCount;
  readonly upTo?: true;
  readonly reveal?: true;
  readonly chosen: ChoiceFate;
  readonly rest?: ChoiceFate;
  readonly then?: readonly Effect[];
  /** Issue 15 (turn-start choices): `then` is skipped when a chosen card matches this ("then discard incident, unless the ship is [Univ]"). */
  readonly unlessChosen?: CardFilter;
  readonly ifNone?: readonly Effect[];
  /** Issue 15 (lead): with the fate `to-point-area`, the printed attribute the card is worth ("worth points equal to INTEGRITY"). */
  readonly worth?: 'INTEGRITY' | 'CUNNING' | 'STRENGTH';
  /** Issue 15 (lead): with the fate `gains-skill-until-end-of-turn`, the skill (or skill-like classification: V.I.P.) the chosen personnel gains. */
  readonly gains?: string;
  /** Issue 15 (helper dqv): with the pool `ways`, the effects of each label, run for the card's player when it is chosen. */
  readonly byWay?: Readonly<Record<string, readonly Effect[]>>;
  /**
   * Issue 15 (helper tail7): `then` runs with the chosen option (the first) as its target, not the card's target: a
   * second choice about the card just chosen ("download a ship" — the ship, then the location: choice-ships.ts).
   */
  readonly thenTargetsChosen?: true;
};

/** The table conditions of an ability (joined to vocabulary-events-d.ts › AbilityCondition). */
export type ChoiceCondition =
  /** The card's player holds no card in hand. */
  | { readonly kind: 'your-hand-empty' }
  /** Issue 15 (lead): the card's player holds at least `atLeast` cards matching `filter` (a cost paid from hand: Get It Done). */
  | { readonly kind: 'hand-holds'; readonly atLeast: number; readonly filter?: CardFilter }
  /** No card with one of these titles is face up in play (either player's). */
  /** `whose: 'opponent'` (issue 15, battle2): only the opponent's copies count ("unless opponent has … in play"). */
  | { readonly kind: 'none-in-play'; readonly titles: readonly string[]; readonly whose?: 'opponent' };

/** GameState.choice: the game waits for `player` to choose. */
export interface AwaitedChoice {
  /** The chooser. */
  readonly player: PlayerId;
  /** The card's player (its effects go on for them). */
  readonly owner: PlayerId;
  readonly source: string;
  readonly target?: string;
  /** Option keys: a card instance, or `c1+c2+c3` for a set of cards. */
  readonly options: readonly string[];
  readonly min: number;
  readonly max: number;
  readonly effect: ChoiceEffect;
  /** The cards the options were drawn from are hidden from the other player (view and log show them the count only). */
  readonly hidden: boolean;
  readonly before: readonly Awaiting[];
}

export type ChoiceCommand = { readonly type: 'MakeChoice'; readonly actor: PlayerId; readonly chosen: readonly string[] };

export type ChoiceEvent =
  | {
      readonly type: 'ChoiceAwaited';
      readonly player: PlayerId;
      readonly owner: PlayerId;
      readonly source: string;
      readonly target?: string;
      readonly options: readonly string[];
      readonly min: number;
      readonly max: number;
      readonly effect: ChoiceEffect;
      readonly hidden: boolean;
    }
  | { readonly type: 'CardsChosen'; readonly player: PlayerId; readonly source: string; readonly chosen: readonly string[]; readonly hidden: boolean };

/** For the catalogue test and the README. */
export const CHOICE_WORDS: readonly string[] = ['effect:choose-cards', 'ability-condition:your-hand-empty', 'ability-condition:hand-holds', 'ability-condition:none-in-play'];

/** Issue 15 (turn-start choices): the pools and fates added for start-of-turn searches (README › Start-of-turn choices). */
export const CHOICE_POOL_WORDS: readonly string[] = [
  ...['hand', 'draw-top', 'discard', 'just-drawn', 'personnel-in-play', 'host-captive', 'draw-deck', 'this-card', 'draw-prefixes', 'stopped-present', 'regular-skills', 'dilemma-titles', 'ways', 'opposing-equipment-present'].map((word) => `choice-pool:${word}`),
  ...['discard', 'to-hand', 'deck-bottom', 'out-of-play', 'out-of-play-with-type', 'stay', 'download-here', 'drawn', 'seed-download', 'to-point-area', 'gains-skill-until-end-of-turn', 'unstopped', 'select-option', 'download-reporting', 'stolen', 'download-present-with-target'].map((word) => `choice-fate:${word}`),
];
