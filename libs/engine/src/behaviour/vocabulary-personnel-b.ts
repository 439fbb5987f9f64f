/**
 * Issue 15 (personnel, second half): words for personnel special skills the other personnel words
 * do not carry.
 *
 * `skillDownloads` — "once per game, may download {X}", "twice per game …", "once each turn …":
 * a special skill that downloads a named card works as a special download icon does (1E rulebook ›
 * SPECIAL DOWNLOAD: suspends play, "here" is the personnel's location, used by a stopped but not
 * a disabled personnel), with the limit the skill states instead of the icon's once per game. The
 * engine offers it with the printed icons (`SpecialDownload`, icon numbers after the printed ones:
 * behaviour/personnel-b.ts).
 */
import type { SkillCondition } from './personnel-conditions';
import type { Effect, Holder } from './vocabulary';
import type { PersonnelHolder } from './vocabulary-personnel';

export interface SkillDownload {
  /** The card downloaded: one of these titles ("{A} OR {B}"). */
  readonly titles: readonly string[];
  /** Uses allowed (default 1): "twice per game" is 2. */
  readonly times?: number;
  /** The uses are counted per game (default) or per turn ("once each turn"). */
  readonly per?: 'game' | 'turn';
  /** Only while this holds for the personnel ("if your discard pile is empty"). */
  readonly when?: SkillCondition;
  /**
   * Its cost: `normal-card-play` — on the owner's turn, in the card-play segment, spending the normal
   * card play ("in place of your normal card play"); `card-draw` — on the owner's turn, replacing
   * the draw at its end ("in place of a card draw"; one such download a turn).
   */
  readonly insteadOf?: 'normal-card-play' | 'card-draw';
}

/**
 * A personnel's own continuous changes the other personnel words do not carry (joined to `Modifier`;
 * applied by `personnelBModifiers`, behaviour/personnel-b.ts, after the other personnel modifiers).
 * `regular-skills-doubled`: while `when` holds, each regular skill printed in its skill box (not its
 * classification, not a conditional skill) counts twice (1E rulebook › USING SKILLS: "x2").
 */
export type PersonnelBModifier = {
  readonly kind: 'regular-skills-doubled';
  readonly to: Holder;
  readonly where: 'self';
  readonly when: SkillCondition;
  readonly cumulative?: false;
};

/** For the catalogue test: the words above. */
export const PERSONNEL_B_WORDS = { skillDownloads: ['game', 'turn'], modifiers: ['regular-skills-doubled'] } as const;

export type Quadrant = 'Alpha' | 'Gamma' | 'Delta' | 'Mirror';

/**
 * `whenReported` — effects as the personnel reports for duty ("when reported, draw a card"; "each
 * player draws a card"), once per game per title when `oncePerGame` (1E rulebook › MISCELLANEOUS
 * RULES › "ONCE PER GAME" AND SIMILAR LIMITS). Run after `ReportForDuty` and `SpecialReport`.
 */
export interface WhenReported {
  readonly effects: readonly Effect[];
  readonly oncePerGame?: boolean;
  /** Issue 15 (lead): only when it reported from hand ("if played from hand"): not downloaded, not from the discard pile (behaviour/immediate-free-plays.ts). */
  readonly fromHand?: true;
}

/**
 * `stopsDilemmaKills` — a personnel a dilemma would kill is "stopped" instead: the card itself
 * (`self`: "cannot be killed by dilemmas") or the personnel present with it that `to` reaches
 * ("where present, {X} can't be killed by dilemmas"). Read by `leavePlay` (triggers-personnel-b.ts).
 */
export interface StopsDilemmaKills {
  readonly to: 'self' | PersonnelHolder;
}

/** `whenKilled` — effects for the owner as the personnel is killed ("if killed, draw 3 cards"), once per game per title when `oncePerGame`. */
export interface WhenKilled {
  readonly effects: readonly Effect[];
  readonly oncePerGame?: boolean;
}

/**
 * `skillNullifies` — "once per game, may nullify {X}", "twice per game, may nullify {X} just
 * played": the owner of the personnel in play (not disabled) nullifies a card with `NullifyBySkill`
 * — a card just played, in the owner's response window to it (`just-played`), or a card face up in
 * play, on the owner's turn or in the owner's response window (`in-play`). The card goes to its
 * owner's discard pile, or atop its owner's draw deck (`to`). 1E rulebook › THE PLAY PHASE ›
 * Clarifications: Valid responses; 1E rulebook › MISCELLANEOUS RULES › "ONCE PER GAME" AND SIMILAR
 * LIMITS (counted per title for the player). Handled in behaviour/nullify-personnel-b.ts.
 */
export interface SkillNullify {
  readonly filter: { readonly titles?: readonly string[]; readonly types?: readonly string[]; readonly notIcon?: string };
  /** `dilemma-encountered`: the dilemma just encountered, in the owner's response window to it, where the personnel is (`where`). */
  readonly target: 'just-played' | 'in-play' | 'dilemma-encountered';
  /** For a dilemma: the personnel is present with the team facing it (default), or only at its location (`here`). */
  readonly where?: 'present' | 'here';
  /** Uses allowed (default 1) per game (default) or per turn. */
  readonly times?: number;
  readonly per?: 'game' | 'turn';
  readonly to?: 'discard' | 'top-of-draw-deck';
}

/**
 * `crewShipPermits` — what the ship the personnel is aboard may do: `wrap-spaceline` — leave one end
 * of its spaceline and enter the other (as Where No One Has Gone Before allows every ship; play.ts ›
 * flightCost).
 */
export type CrewShipPermit = 'wrap-spaceline';

/**
 * `whenDilemmaRevealed` — effects for the owner of this personnel in play (anywhere) when a dilemma
 * is revealed in a mission attempt ("draw a card when a {Royale Casino} dilemma is revealed"):
 * its title is one of `titles` or starts with one of `titlePrefixes`; `by: 'opponent'` — only in an
 * attempt of the owner's opponent. One per title (not cumulative). Run as the dilemma is encountered
 * (attempt/flow.ts; 1E rulebook › ATTEMPT A MISSION › ENCOUNTERING DILEMMAS).
 */
export interface WhenDilemmaRevealed {
  readonly titles?: readonly string[];
  readonly titlePrefixes?: readonly string[];
  readonly by?: 'opponent';
  readonly effects: readonly Effect[];
}

/**
 * `whenShip` — effects for the owner of a personnel aboard a ship of that owner when the ship `wins-battle` (a ship battle
 * its side wins: 1E rulebook › BATTLE › SHIP BATTLE › 8. Resolution) or `lands` (1E rulebook ›
 * LANDING AND TAKING OFF); `oncePerLocation`: once per spaceline location for the personnel's title.
 */
export interface WhenShip {
  readonly on: 'wins-battle' | 'lands';
  readonly effects: readonly Effect[];
  readonly oncePerLocation?: boolean;
}

/**
 * `whenMissionSolved` — effects for the owner of this personnel when its owner solves a mission
 * with it present (the solving team's place): `helpedBy: 'self'` — it is among the personnel who
 * met the requirements; a list of holders — one of its owner's other personnel who met them matches
 * one ("if your Vedek, Prylar, or Kai helps solve"); `requiring`: the mission's requirements name
 * this skill. Run just after the mission is solved (attempt/flow.ts; 1E rulebook › ATTEMPT A
 * MISSION › SOLVING A MISSION).
 */
export interface WhenMissionSolved {
  readonly helpedBy: 'self' | readonly PersonnelHolder[];
  readonly requiring?: string;
  readonly effects: readonly Effect[];
}

/**
 * `battleHere` — what its owner's cards at its location may do about initiating battle (1E rulebook
 * › BATTLE › INITIATING A BATTLE, Affiliation Attack Restrictions): `no-battle` — none ("your cards
 * may not initiate battle here"); `not-against` — not against a force with a card of this
 * affiliation; `may-attack` — against a force with a card of this affiliation or icon the
 * affiliation attack restrictions do not apply ("allows your cards here to initiate battle against
 * [Maq]"). Read by battle/battle.ts (behaviour/battle-personnel-b.ts).
 */
export type BattleHere =
  | { readonly kind: 'no-battle' }
  | { readonly kind: 'not-against'; readonly affiliation: string }
  /**
   * Neither `affiliation` nor `icon`: against any force. `battle: 'personnel'`: only a personnel
   * battle where the card is present (its zone). `anyPlayer`: for either player's cards there
   * ("Away Teams present on planet have no affiliation attack restrictions").
   */
  | { readonly kind: 'may-attack'; readonly affiliation?: string; readonly icon?: string; readonly battle?: 'personnel'; readonly anyPlayer?: boolean };


/**
 * `downloadsFromDiscard` — while it is in play, its owner's downloads may find the card in their discard pile too (behaviour/downloads.ts › findToDownload).
 * Issue 15 (helper fer): `{ titles }` — only cards so titled may come from the discard pile (1st Rule of Acquisition: Gold-Pressed
 * Latinum); downloads.ts › checkDownloadable refuses any other discard-pile card (`NOT_FROM_DISCARD`).
 */
export type DownloadsFromDiscard = true | { readonly titles: readonly string[] };

/**
 * `whenReportedHere` — effects for this personnel's owner when a personnel that `who` reaches (relative
 * to this owner) reports for duty at its location (`ReportForDuty`, `SpecialReport`, or a personnel
 * download placed there): at most `times` (default 1) per turn or per game; `perAffiliation`: the
 * limit is counted for each affiliation of the personnel reported ("once per game per affiliation").
 */
export interface WhenReportedHere {
  readonly who: PersonnelHolder;
  readonly effects: readonly Effect[];
  /** Issue 15 (personnel-c): `each` — no limit, every such personnel ("for each non-Youth Jem'Hadar that enters play here"). */
  readonly per: 'turn' | 'game' | 'each';
  readonly times?: number;
  readonly perAffiliation?: boolean;
}

/** Effects added for personnel skills: `discard-top-of-draw` — the player's top `count` cards of the draw deck go to their discard pile (verbs-personnel-b.ts). */
export type PersonnelBEffect =
  | { readonly kind: 'discard-top-of-draw'; readonly who: 'you' | 'opponent'; readonly count: number }
  /** The card whose effect this is becomes stopped (a skill's cost: "may stop to …"). */
  | { readonly kind: 'stop-self' }
  /** The target ship is no longer stopped (its crew stays as it is). */
  | { readonly kind: 'unstop-target-ship' }
  /** The RANGE the target ship used this turn is back. */
  | { readonly kind: 'restore-target-range' }
  /** The target card goes beneath its owner's draw deck. */
  | { readonly kind: 'target-to-bottom-of-draw' };
