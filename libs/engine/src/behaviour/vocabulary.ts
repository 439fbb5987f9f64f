/**
 * The behaviour model (issue 15): one closed vocabulary for what a card does, used by every card
 * type. A card's behaviour lives in its own file under `src/cards/<release>/<id>-<slug>.ts`
 * (`defineCard`), written in our own words from the rules and the card's meaning; the engine finds
 * it by the card's id (`behaviourOf`). Each verb has one handler in a mapped table (verbs.ts,
 * modifiers.ts), so the compiler demands a handler for every word added here.
 * (STYLE.md › examples 1-4; the shapes of Forge's card scripts and XMage's abilities, not their code.)
 *
 * The parts, each with the rule it follows:
 * - `play`: where and when it may be played or used (1E rulebook › PLAYING A CARD › YOUR NORMAL
 *   CARD PLAY; "Tip: Interrupts and Doorways Don't Use Your Card Play"; THE SEED PHASES), with
 *   limits ("once per turn") and costs;
 * - `targets`: what the player chooses when playing it (1E rulebook › ATTEMPT A MISSION ›
 *   ENCOUNTERING DILEMMAS › Clarification: Triggered & Targeted Effects — no valid target, no play);
 * - `effects`: what happens, built from engine primitives (draw, shuffle, move, unstop…);
 * - `modifiers`: continuous changes while it is in play (skills and attributes granted by equipment,
 *   1E rulebook › THE CARDS › EQUIPMENT; "where present");
 * - `permits`: what a card in play allows that the rules do not (attempting another affiliation's mission);
 * - `triggers`: "when … is encountered / played / at the end of the turn / its mission is completed"; a dilemma's encounter
 *   program is `dilemma` (behaviour/dilemma-steps.ts);
 * - `duration`: how long a played card stays (instant and discarded, on the table while in play);
 * - `nullifiers`: what cancels it (1E rulebook › ATTEMPT A MISSION › NULLIFIERS; card-played nullifiers).
 */
import type { QCardScript } from './q-cards';
import type { MissionAtPlaceTarget } from './mission-at-place';
import type { YourFacilityTarget } from './your-facility-target';
import type { SeedDownloads } from './seed-downloads';
import type { AtopReport } from './atop-mission-reports';
import type { ObjectiveEffect } from './verbs-objectives';
import type { ObjectiveDownloadTarget } from './vocabulary-objective-downloads';
import type { ObjectiveAttemptPermit } from './vocabulary-objective-attempts';
import type { DilemmaDef } from './dilemma-steps';
import type { DoorwayPermit } from './vocabulary-doorways';
import type { BattleAbility, BattleEffect, BattleTarget } from './vocabulary-battle';
import type { FleetModifier, HolderIncidents, IncidentModifier, IncidentPermit, IncidentTarget, SeedCondition } from './vocabulary-incidents';
import type { PersonnelModifier } from './vocabulary-personnel';
import type { PersonnelCEffect } from './vocabulary-personnel-c';
import type { BattleHere, CrewShipPermit, DownloadsFromDiscard, PersonnelBEffect, PersonnelBModifier, SkillDownload, SkillNullify, StopsDilemmaKills, WhenDilemmaRevealed, WhenKilled, WhenMissionSolved, WhenReported, WhenReportedHere, WhenShip } from './vocabulary-personnel-b';
import type { ShipEffect, ShipPermit, ShipSelfModifier, ShipTarget } from './vocabulary-ships';
import type { EngineerFilter, OutpostSite } from './vocabulary-facilities';
import type { DownloadEffect, DownloadGroupTarget, DownloadTarget } from './vocabulary-downloads';
import type { EventCost, DilemmaNullifier, EventEffect, EventModifier, EventPermit, EventTarget, EventTrigger, PlayCondition, Restriction, ShipModifier, StopTrigger } from './vocabulary-events';
import type { Events2Effect, Events2Limit, Events2Modifier, Events2Target, PersonnelFilter } from './vocabulary-events2';
import type { FreePlay } from './free-plays';
import type { MissionText } from './vocabulary-missions';
import type { ReportPermit } from './vocabulary-reporting';
import type { SolveBonus } from './solve-bonus';
import type { NullifyProtection } from './nullify-protection';
import type { StaffingHelp } from './staffing-personnel';
import type { OpponentSpan } from './span-personnel';
import type { FreePlayGrant } from './free-play-grants';
import type { EventsCEffect, EventsCLimit, EventsCPermit, EventsCTarget } from './vocabulary-events-c';
import type { Armor, EquipmentGrant, IncidentCEffect, IncidentCPermit, IncidentCTarget } from './vocabulary-incidents-c';
import type { ModesEffect } from './vocabulary-modes';
import type { BesideEffect } from './beside-guards';
import type { HologramErasureEffect } from './hologram-erasure';
import type { Ability } from './vocabulary-activations';
import type { PremiereEffect, PremierePermit, PremiereTarget, PremiereTrigger } from './vocabulary-premiere';
import type { WindowsAction, WindowsEffect, WindowsPermit, WindowsTarget } from './vocabulary-windows';
import type { ResponseAbilityEffect, ResponseAbilityTarget } from './vocabulary-response-abilities';
import type { SkillCopyEffect, SkillCopyTarget } from './vocabulary-skill-copies';
import type { AttributeShiftEffect, AttributeShiftTarget } from './vocabulary-attribute-shifts';
import type { LastingChangeEffect, LastingChangeTarget } from './vocabulary-lasting-changes';
import type { DiscardReportEffect, DiscardReportTarget } from './vocabulary-discard-reports';
import type { GroupDownloadEffect, GroupDownloadTarget } from './vocabulary-group-downloads';
import type { InsteadOfDilemmaKill } from './dilemma-kill-replacement';
import type { SeedsIf } from './seed-permissions';
import type { WhenCardsPlayed } from './when-cards-played';
import type { WhenPersonnelKilled } from './when-personnel-killed';
import type { LandingPermit } from './landing-permits';
import type { EventsDEffect, EventsDPermit, EventsDTarget } from './vocabulary-events-d';
import type { InterruptsDEffect, InterruptsDTarget } from './vocabulary-interrupts-d';
import type { ClassDownload } from './vocabulary-class-downloads';
import type { DiscardWhen } from './vocabulary-discard-when';
import type { ShipRepairTarget } from './ship-repair-targets';
import type { WhenOpponentDraws } from './opponent-draws';
import type { SolvedByBonus, TableReport } from './table-reports';
import type { AsMember } from './equipment-members';
import type { CloakNeed, ReportBan } from './equipment-limits';
import type { PresentNullifier } from './present-nullifiers';
import type { IncidentsDEffect } from './verbs-incidents-d';
import type { GivesTransporters } from './transporter-grants';
import type { DeckRecursionEffect, DeckRecursionTarget } from './deck-recursion';
import type { DownloadAboardEffect, DownloadAboardTarget } from './downloads-aboard';
import type { ShipsHereEffect, ShipsHereTarget } from './ships-here-numbers';
import type { ComboHalfEffect, ComboHalfTarget } from './combo-halves';
import type { HandRevealEffect } from './hand-reveal';
import type { ShipSkillEffect, ShipSkillTarget } from './ship-skill-cards';
import type { SelfControlled, SelfControlledEffect, SelfControlledTarget } from './vocabulary-self-controlled';
import type { AffiliationLoss, ControlEffect, ControlTarget } from './vocabulary-control';
import type { ClassificationChange } from './classification-changes';
import type { BeforeQFlashDraw } from './q-flash-window';
import type { PlacesEffect, PlacesTarget } from './vocabulary-places';
import type { StaffingGrant } from './table-staffing-grants';
import type { SlipstreamEffect, SlipstreamTarget } from './slipstream';
import type { HazardEffect } from './planet-hazards';
import type { ScowEffect } from './scow-destroyed';
import type { CrashEffect, CrashTarget } from './crash-landing';
import type { AbandonTarget } from './abandoned-ship';
import type { GlanceEffect } from './glances';
import type { CrewBorneShipBonus } from './crew-borne';
import type { WhilePresent } from './nullify-while-present';
import type { DoublesSkillRequirements } from './requirement-doublers';
import type { AddsToRequirements } from './requirement-additions';
import type { NullifiedAtTurnStart } from './start-of-turn-nullify';
import type { TurnStartTrigger } from './turn-starts';
import type { ImmuneWhile } from './table-conditions';
import type { FreeReportOrDrawEffect } from './free-report-or-draw';
import type { KilledReturnEffect } from './killed-returns';
import type { TopOfDeckLookEffect } from './top-of-deck-looks';
import type { StopAllMatchingEffect } from './stop-all-matching';
import type { ArrangeOwnDeckEffect } from './arrange-own-deck';
import type { ProbeEffect } from './probes';
import type { BorgObjective, ScoutingEffect, ScoutingRules, ScoutingTarget } from './vocabulary-scouting';
import type { SnipingEffect, SnipingTarget } from './battle-sniping';
import type { BattleHereTarget, BattleRandomEffect } from './battle-random-stuns';
import type { HoloprogramEffect, HoloprogramTarget } from './holoprograms';
import type { HoloEmitterEffect, HoloEmitterPermit } from './holo-emitters';
import type { RomanceEffect, RomanceTarget } from './romance';
import type { OppositeQuadrantsEffect, OppositeQuadrantsTarget } from './opposite-quadrants';
import type { AboardRepairEffect, AboardRepairTarget } from './aboard-repairs';
import type { TinkeringEffect, TinkeringTarget } from './equipment-tinkering';
import type { CardSetTarget } from './card-sets-in-play';
import type { HostKilledEffect, WhenHostKilled } from './host-killed';
import type { CommandeeredEffect, CommandeeredTarget } from './commandeered-returns';
import type { HostedControlEffect, HostedControlTarget } from './hosted-control';
import type { CommandeerShipEffect, CommandeerShipTarget } from './commandeer-ship';
import type { CommandeerWindowTarget } from './commandeer-windows';
import type { HostedControlEndEffect, HostedControlEndTarget } from './hosted-control-ends';
import type { HandDownloadEffect, HandDownloadTarget } from './hand-downloads';
import type { MissionDownloadEffect, MissionDownloadTarget } from './download-onto-mission';
import type { FreeReportThereEffect } from './free-report-there';
import type { DotsGroupEffect, DotsGroupTarget } from './dots-group-downloads';
import type { FallenLastTurnTarget } from './fallen-last-turn';
import type { PresentSacrificeEffect, PresentSacrificeTarget } from './present-sacrifices';
import type { DilemmaDoublerEffect } from './dilemma-doublers';
import type { SkillSharing } from './hive-skills';
import type { AttemptGuard } from './mission-guards';
import type { AffiliationsPlayedEffect } from './affiliations-played';
import type { KeepsShipsRepaired } from './lasting-repairs';
import type { PreventsShipDamage } from './damage-prevention';
import type { CrossingPermit } from './quadrant-crossing';
import type { InvasiveBeamPermit } from './invasive-beaming';
import type { ScoresShipDestroyed } from './ship-destroyed-scoring';
import type { CaptureStunned } from './battle-captures';
import type { CaptureInsteadOfKill } from './captures-instead';
import type { DeathSaverPermit } from './vocabulary-death-savers';
import type { DeckRevealEffect } from './deck-reveals';
import type { ChoiceEffect } from './vocabulary-choices';
import type { TableConditionEffect } from './table-condition-effects';
import type { RevealArrangeEffect } from './reveal-and-arrange';
import type { ImmunityTarget, TimesPerGameLimit } from './play-limits';
import type { CardMoveEffect, CardMoveTarget } from './card-moves';
import type { CaptiveEffect, CaptiveTarget, WhenYouCapture } from './captives';
import type { CaptiveReleaseEffect } from './captive-releases';
import type { CaptiveControlEffect } from './captive-control';
import type { AssimilateStunned, AssimilationEffect, AssimilationImmunity, AssimilationTarget, OutpostReportBan } from './assimilation';
import type { SurrenderEffect, SurrenderTarget } from './battle-surrenders';
import type { EventReturnEffect, EventReturnTarget } from './event-returns';
import type { BattleModifierEffect, BattleModifierTarget } from './battle-modifiers';
import type { BattleWeaponsEffect, BattleWeaponsTarget } from './battle-weapons';
import type { DoubledDilemmaEffect } from './doubled-dilemmas';
import type { BottomDrawEffect } from './bottom-draws';
import type { ObjectiveStageEffect } from './objective-stages';
import type { ObjectiveShipEffect, ObjectiveShipTarget } from './objective-ships';
import type { ObjectiveSuspensionEffect } from './objective-suspensions';
import type { RelentlessAdaptEffect } from './relentless-adapt';
import type { OwnTargetDownloadEffect, OwnTargetDownloadTarget } from './download-with-own-target';
import type { ArtifactAcquisitionEffect } from './artifact-acquisitions';
import type { OrbExaminationEffect, OrbExaminationTarget } from './orb-examinations';
import type { SeizureEffect, SeizureTarget } from './seizures';
import type { HoloCaptureEffect, HoloCapturePermit, HoloCaptureTarget } from './holo-captures';
import type { LeftEquipmentEffect, LeftEquipmentTarget } from './left-equipment';
import type { InfiltrationEffect, InfiltrationTarget } from './infiltration-cards';
import type { AfterBattleEffect, AfterBattleTarget } from './after-battle';
import type { RecordedPermitEffect, RecordedPermitTarget } from './recorded-attack-permits';
import type { OpeningKillEffect, OpeningKillTarget } from './battle-opening-kills';
import type { NullifiesInPlay, RulesOfAcquisitionEffect } from './rules-of-acquisition';
import type { BattleInvolvingTarget } from './battle-involving';
import type { ShipAutonomyTarget } from './ship-autonomy';
import type { KilledOutsideBattleEffect, KilledOutsideBattleTarget } from './kills-outside-battle';
import type { BattleExclusionEffect, BattleExclusionTarget } from './battle-exclusions';
import type { StasisEffect, StasisTarget } from './stasis';
import type { CountdownHoldEffect, CountdownRule } from './equipment-countdowns';
import type { BattleDownloadEffect, BattleDownloadTarget } from './battle-downloads';
import type { FallenEffect, FallenTarget } from './fallen-to-point-area';
import type { ScoresPerHostHurt, TrophyEffect, TrophyTarget, WorthHostHighestWhile } from './trophies';
import type { StoredEffect, StoredTarget } from './stored-cards';
import type { CrewMinimumEffect } from './ship-crew-minimums';
import type { ShipReplacementEffect, ShipReplacementTarget } from './ship-replacements';
import type { DilemmaGatheringEffect, DilemmaGatheringTarget } from './dilemma-gatherings';
import type { ShieldsSuspensionEffect, ShieldsSuspensionTarget } from './shields-suspensions';
import type { BattlePairingEffect, BattlePairingTarget } from './battle-pairings';
import type { BattleSacrificeEffect, BattleSacrificeTarget } from './battle-sacrifices';
import type { CombatPairingEffect, CombatPairingTarget } from './combat-pairings';
import type { BattleTableEffect, BattleTableTarget } from './battle-table-responses';
import type { AdjacentGuard } from './adjacent-guards';
import type { TurnChargeEffect } from './turn-charges';
import type { Exploration, ExplorationEffect, ExplorationTarget } from './exploration';
import type { ShipDirectiveEffect, ShipDirectiveTarget, WhenHostCrewSolves } from './ship-directives';
import type { NorGuard, SiteEffect, SiteSpec, SiteTarget } from './vocabulary-sites';
import type { LyingReports } from './locker-reports';
import type { MissionReportObjective } from './vocabulary-sites';
import type { TimeEffect, TimeLocationSpec, TimeTarget } from './vocabulary-time';

export type Attribute = 'INTEGRITY' | 'CUNNING' | 'STRENGTH';

/** Whose: relative to the player who plays or controls the card. */
export type PlayerRef = 'you' | 'opponent' | 'target';

/** Where and when a card may be played or used. */
export type Window =
  /** Your normal card play, on your own turn (1E rulebook › YOUR NORMAL CARD PLAY). */
  | { readonly kind: 'normal-play' }
  /** As an interrupt: on your turn, outside the normal card play ("Tip: Interrupts … Don't Use Your Card Play"). */
  | { readonly kind: 'interrupt' }
  /** Reported for duty at a usable facility (1E rulebook › REPORTING FOR DUTY). */
  | { readonly kind: 'report' }
  /** As a valid response, in the window after an action is initiated, on either player's turn (responses.ts). */
  | { readonly kind: 'response'; readonly to: 'card-played' | 'dilemma-encountered' | 'mission-solved' | 'personnel-killed' | 'personnel-captured' | 'battle-initiated' | 'battle-ended' | WindowsAction }
  /** A facility built during play as the normal card play, where you have an ENGINEER (of its affiliation, or any) (play.ts). */
  | { readonly kind: 'build'; readonly engineer: 'matching-affiliation' | 'any' | 'none' | EngineerFilter }
  /** Seeded in a seed phase (1E rulebook › THE SEED PHASES). */
  | { readonly kind: 'seed'; readonly phase: 'doorway' | 'dilemma' | 'facility' };

export type Limit =
  /** At most once each turn for this card's title (per player). */
  | { readonly kind: 'once-per-turn' }
  | Events2Limit
  | EventsCLimit
  | TimesPerGameLimit;

/** Paid as the card is played, before its effects. */
export type Cost =
  /** The card is removed from the game instead of going to the discard pile. */
  | { readonly kind: 'remove-from-game' }
  | EventCost;

/** Card filters for targets and modifiers. */
export interface CardFilter {
  readonly types?: readonly string[];
  readonly notTypes?: readonly string[];
  /** Bears one of these titles or a version of it (card-facts.ts › isTitled: 'Quark' is met by Quark (Emissary), not by Quark's Bar). */
  readonly titles?: readonly string[];
  /** Issue 15 (helper prefix): a title family the text names — the title begins with one of these ('Treaty' for every "Treaty: …"). Met when `titles` is not. */
  readonly titlePrefixes?: readonly string[];
  readonly notTitles?: readonly string[];
  /** Issue 15 (helper prefix): not a card of these title families (Kevin Uxbridge: "except for Treaty cards"). */
  readonly notTitlePrefixes?: readonly string[];
  /** Issue 15 (helper ferengi): its lore names this (a whole word, any case: "a personnel with 'Quark' in lore"). */
  readonly loreIncludes?: string;
  /** The title has one of these as a whole word (e.g. 'Q' in a dilemma's title). */
  readonly titleWords?: readonly string[];
  /** The title contains one of these, in any case ('question', '?'; issue 15, interrupts-d). */
  readonly titleIncludes?: readonly string[];
  /** The card shows the Q icon. */
  readonly qIcon?: boolean;
  /** At least one of these filters matches (besides the fields above). */
  readonly anyOf?: readonly CardFilter[];
  /** Played as this type: its own type, or an artifact whose script plays it so (1E rulebook › THE CARDS › ARTIFACTS). */
  readonly playedAs?: 'Interrupt' | 'Event';
  /** Issue 15 (modes): one of these affiliations ('Non-Aligned' for [Non]). */
  readonly affiliations?: readonly string[];
  /** Issue 15 (modes): shows every one of these icons (codes: 'KCA', …). */
  readonly icons?: readonly string[];
  /** Issue 15 (events-d): none of these affiliations. */
  readonly notAffiliations?: readonly string[];
  /** Issue 15 (events-d): unique (a personnel, ship or facility not universal, or a card whose text says "Unique"). */
  readonly unique?: boolean;
  /** Issue 15 (events-d): shows this property logo ([DS9], [TNG]: the card list's Property column). */
  readonly property?: string;
  /** Issue 15 (events-d): has this characteristic or keyword ('Drone'). */
  readonly characteristic?: string;
  /** Issue 15 (events-f): a facility of this kind ('Headquarters', 'Outpost', 'Station'). */
  readonly facilityKind?: string;
  /** Issue 15 (response abilities): shows none of these icons ('Ref': "a non-[Ref] interrupt"). */
  readonly notIcons?: readonly string[];
  /** Issue 15 (helper partials): has not this characteristic ('hand weapon': "non-hand weapon equipment"). */
  readonly notCharacteristic?: string;
  /** Issue 15 (helper partials): an artifact its text says to use as an Equipment card (1E rulebook › THE CARDS › ARTIFACTS). */
  readonly usedAsEquipment?: true;
  /** Issue 15 (turn-start choices): its ship class names this, any case ("[Fed] shuttlecraft": `Shuttlecraft`). */
  readonly shipClassIncludes?: string;
  /** Issue 15 (download): a ship whose staffing requirements include this icon ("your ship that requires [Cmd]"). */
  readonly staffingIcon?: string;
  /** Issue 15 (lead): a personnel of this classification ("a SCIENCE personnel"). */
  readonly classification?: string;
  /** Issue 15 (helper mixing): a personnel of this species (a characteristic naming it, alone or in a mixed race 'Vulcan/Human'). */
  readonly species?: string;
  /**
   * Issue 15 (helper inca): its title, less a version in parentheses, is one of these ("{Quark}": Quark and
   * Quark (Emissary), not Quark Son of Keldar nor Mr. Quark; `titles` matches a prefix).
   */
  readonly namedTitles?: readonly string[];
  /** Issue 15 (helper objb): a personnel with this skill in its printed skill box ("Cardassians who have Honor"). */
  readonly skill?: string;
}

/** What the player chooses when playing the card; the command's `target` names it. */
export type TargetSpec =
  /** Any player ("choose any player"). */
  | { readonly kind: 'player' }
  /** A ship in play: yours, or any player's; `unlessEquipment`: not a ship with that special equipment (issue 15). */
  | { readonly kind: 'ship'; readonly whose: 'yours' | 'any'; readonly unlessEquipment?: string; /** Issue 15 (helper evq): not a ship of these affiliations now (Memory Wipe: non-[Bor]). */ readonly notAffiliations?: readonly string[] }
  /** A card in your discard pile. */
  | { readonly kind: 'your-discard'; readonly filter?: CardFilter }
  /** A spaceline location where the card may go (a facility built there). */
  | { readonly kind: 'location' }
  /** A location whose mission shows this affiliation icon (the card is played on that mission). */
  /** `loreWord` (issue 15, events-c): or whose lore has this word ("or any mission with 'Andorian' in lore"). */
  | { readonly kind: 'mission-with-icon'; readonly icon: string; readonly loreWord?: string }
  /** The card just played whose response window is open; `whose: 'yours'` (issue 15, helper intr): one you own ("your {Dead End}"). */
  | { readonly kind: 'just-played'; readonly filter?: CardFilter; readonly whose?: 'yours' }
  /** A face-up card on either player's table (events and the like) or at a location; `whose: 'yours'` (helper intr): one you own. */
  | { readonly kind: 'card-in-play'; readonly filter?: CardFilter; readonly whose?: 'yours' }
  | EventTarget
  | Events2Target
  | IncidentTarget
  | IncidentCTarget
  | ShipTarget
  | BattleTarget
  | DownloadTarget
  | DownloadGroupTarget
  | EventsCTarget
  | PremiereTarget
  | WindowsTarget
  | import('./vocabulary-attempt-windows').AttemptWindowTarget
  | import('./assimilation-windows').AssimilationWindowTarget
  | import('./transport-phobia').BeamedTarget
  | import('./scored-windows').ScoredTarget
  | import('./objective-windows').ObjectiveWindowTarget
  | import('./time-travel-windows').TimeTravelWindowTarget
  | import('./attempt-ended-windows').AttemptEndedTarget
  | import('./chartered-flights').CharterTarget
  | import('./turn-ending-windows').TurnEndingTarget
  | import('./tractor-beams').TractorTarget
  | import('./contender').ContenderTarget
  | import('./docking-windows').DockingTarget
  | import('./flyby-windows').FlybyTarget
  /** Issue 15 (helper infiltrate): impersonation.ts. */
  | import('./impersonation').ImpersonationTarget
  /** Issue 15 (helper infiltrate): covert-agents.ts. */
  | import('./covert-agents').CovertAgentTarget
  | GroupDownloadTarget
  | EventsDTarget
  | InterruptsDTarget
  | SelfControlledTarget
  | ShipRepairTarget
  | SiteTarget
  | TimeTarget
  | ControlTarget
  | PlacesTarget
  | MissionAtPlaceTarget
  | import('./cards-where-yours').CardWhereYoursTarget
  | ScoutingTarget
  | ObjectiveShipTarget
  | AssimilationTarget
  | YourFacilityTarget
  | DeckRecursionTarget
  | DownloadAboardTarget
  // Issue 15 (helper history): a card downloaded onto your ship here (ships-here-numbers.ts).
  | ShipsHereTarget
  // Issue 15 (helper history): half of a Combo dilemma (combo-halves.ts).
  | ComboHalfTarget
  | ShipSkillTarget
  | ImmunityTarget
  | CardMoveTarget
  | CaptiveTarget
  // Issue 15 (helper hostages): a captive your personnel escort (hostage-trades.ts).
  | import('./hostage-trades').HostageTradeTarget
  | SurrenderTarget
  | EventReturnTarget
  | BattleModifierTarget
  | BattleWeaponsTarget
  // Issue 15 (helper tactics): tactic-plays.ts.
  | import('./tactic-plays').TacticPlayTarget
  | SeizureTarget
  | HoloCaptureTarget
  | import('./retrieve-and-report').RetrieveTarget
  | import('./homeward-course').HomewardTarget
  | import('./inspection-ships').InspectionTarget
  | LeftEquipmentTarget
  | import('./host-changes').HostChangeTarget
  | InfiltrationTarget
  | AfterBattleTarget
  | RecordedPermitTarget
  | OpeningKillTarget
  | SnipingTarget
  | BattleHereTarget
  | HoloprogramTarget
  | RomanceTarget
  | OppositeQuadrantsTarget
  | AboardRepairTarget
  | TinkeringTarget
  | CardSetTarget
  | CommandeeredTarget
  | HostedControlTarget
  | CommandeerShipTarget
  | CommandeerWindowTarget
  | HostedControlEndTarget
  | HandDownloadTarget
  /** Issue 15 (helper ferengi, second pass): ferengi-profits.ts. */
  | import('./ferengi-profits').FerengiProfitTarget
  /** Issue 15 (helper tail1): attempt-start-downloads.ts. */
  | import('./attempt-start-downloads').AttemptStartDownloadTarget
  | import('./vocabulary-facility-downloads').FacilityDownloadTarget
  /** Issue 15 (helper terok): a Site card downloaded onto a Nor (site-downloads.ts). */
  | import('./site-downloads').SiteDownloadTarget
  | import('./commandeer-downloads').CommandeerDownloadTarget
  | MissionDownloadTarget
  | OwnTargetDownloadTarget
  | import('./prey').PreyTarget
  | OrbExaminationTarget
  | DotsGroupTarget
  | FallenLastTurnTarget
  | PresentSacrificeTarget
  | BattleInvolvingTarget
  | ShipAutonomyTarget
  | KilledOutsideBattleTarget
  | BattleExclusionTarget
  | StasisTarget
  | import('./succession-duels').SuccessionTarget
  | BattleDownloadTarget
  | FallenTarget
  | TrophyTarget
  | StoredTarget
  | ShipReplacementTarget
  | DilemmaGatheringTarget
  | ShieldsSuspensionTarget
  | BattlePairingTarget
  | BattleSacrificeTarget
  | CombatPairingTarget
  | BattleTableTarget
  | import('./intruder-plays').IntruderPlayTarget
  | import('./forced-battles').ForcedBattleTarget
  | import('./orbital-platforms').OrbitalPlatformTarget
  | import('./outpost-trials').OutpostTrialTarget
  | import('./regeneration').RegenerationTarget
  | SlipstreamTarget
  | CrashTarget
  | AbandonTarget
  | ObjectiveDownloadTarget
  | ResponseAbilityTarget
  | SkillCopyTarget
  | import('./named-skills').NamedSkillTarget
  | import('./intelligence-rivals').IntelligenceTarget
  | import('./hand-plays').PileTarget
  /** Issue 15 (helper doors): closed-doorways.ts. */
  | import('./closed-doorways').HandCardTarget
  | import('./door-nets').HandSkillTarget
  | import('./brig-doors').ShipOrFacilityTarget
  | import('./power-transfers').PowerTarget
  | import('./skill-substitutions').SubstitutionTarget
  | import('./icon-grants').IconGrantTarget
  | import('./countdown-advances').CountdownAdvanceTarget
  | import('./initial-attempts').InitialAttemptTarget
  | import('./dimensional-shifts').DimensionalShiftTarget
  | import('./universal-mission-unstops').UniversalMissionUnstopTarget
  | import('./ships-at-mission-kinds').ShipAtMissionKindTarget
  | AttributeShiftTarget
  | ExplorationTarget
  | ShipDirectiveTarget
  | LastingChangeTarget
  | DiscardReportTarget
  | import('./stored-reports').StoredReportTarget;

/** Effects from engine primitives, run in order. */
export type Effect =
  | { readonly kind: 'draw'; readonly who: PlayerRef; readonly count: number }
  | { readonly kind: 'shuffle-draw-deck'; readonly who: PlayerRef }
  /** The player's whole hand goes, in random order, beneath the draw deck; then they draw as many. */
  | { readonly kind: 'cycle-hand'; readonly who: PlayerRef }
  /** The target card goes to its owner's hand. */
  | { readonly kind: 'target-to-hand' }
  /** The target card is nullified: it goes to its owner's discard pile. */
  | { readonly kind: 'nullify-target' }
  /** The target ship, its crew and Away Teams are no longer stopped; the RANGE it used this turn is back. */
  | { readonly kind: 'unstop-ship-and-crew' }
  /** This card goes to its owner's discard pile. */
  | { readonly kind: 'discard-self' }
  /** You look at the opponent's hand or draw deck (shown to you only; the order is kept). */
  | { readonly kind: 'look-at'; readonly what: 'opponent-hand' | 'opponent-draw-deck' }
  | EventEffect
  | Events2Effect
  | ShipEffect
  | BattleEffect
  | DownloadEffect
  | PersonnelBEffect
  | PersonnelCEffect
  | IncidentsDEffect
  | EventsCEffect
  | IncidentCEffect
  | PremiereEffect
  | ModesEffect
  | WindowsEffect
  | import('./vocabulary-attempt-windows').AttemptWindowEffect
  | import('./assimilation-windows').AssimilationWindowEffect
  | import('./transport-phobia').PhobiaEffect
  | import('./scored-windows').ScoredEffect
  | import('./turn-ending-windows').TurnEndingEffect
  | import('./tractor-beams').TractorEffect
  | import('./contender').ContenderEffect
  // Issue 15 (helper outside): copies of stored personnel (stored-copies.ts).
  | import('./stored-copies').StoredCopiesEffect
  | import('./immediate-free-plays').ImmediateFreePlayEffect
  | import('./attempt-ended-windows').AttemptEndedEffect
  | import('./chartered-flights').CharterEffect
  | import('./docking-windows').DockingEffect
  | import('./flyby-windows').FlybyEffect
  /** Issue 15 (helper infiltrate): impersonation.ts. */
  | import('./impersonation').ImpersonationEffect
  /** Issue 15 (helper infiltrate): covert-agents.ts. */
  | import('./covert-agents').CovertAgentEffect
  | import('./attempt-skill-returns').AttemptSkillEffect
  | ResponseAbilityEffect
  | GroupDownloadEffect
  | EventsDEffect
  | SkillCopyEffect
  | import('./named-skills').NamedSkillEffect
  | import('./intelligence-rivals').IntelligenceEffect
  | import('./hand-plays').PileEffect
  | import('./power-transfers').PowerEffect
  | import('./named-aboard').NamedAboardEffect
  | import('./turn-skips').TurnSkipEffect
  /** Issue 15 (helper doors): double-turns.ts. */
  | import('./double-turns').DoubleTurnEffect
  /** Issue 15 (helper obja): deck-trims.ts. */
  | import('./deck-trims').DeckTrimEffect
  /** Issue 15 (helper obja): ore-mining.ts. */
  | import('./ore-mining').MiningEffect
  /** Issue 15 (helper obja): hideouts.ts. */
  | import('./hideouts').HideoutEffect
  /** Issue 15 (helper obja): prisoner-preparations.ts. */
  | import('./prisoner-preparations').PrisonerEffect
  /** Issue 15 (helper doors): closed-doorways.ts. */
  | import('./closed-doorways').RevolveEffect
  | import('./door-nets').ShowTargetEffect
  | import('./standing-declines').StandingDeclineEffect
  | import('./skill-substitutions').SubstitutionEffect
  | import('./initial-attempts').InitialAttemptEffect
  | import('./dimensional-shifts').DimensionalShiftEffect
  | import('./universal-mission-unstops').UniversalMissionUnstopEffect
  | AttributeShiftEffect
  | import('./region-draws').RegionDrawEffect
  | import('./quadrant-ships').QuadrantShipDrawEffect
  | TurnChargeEffect
  | ExplorationEffect
  | import('./attempt-start-effects').AttemptStartEffect
  /** Issue 15 (helper inca): attempt-tolls.ts; when-cards-played.ts. */
  | import('./attempt-tolls').AttemptTollEffect
  | import('./spent-uses').SpendUseEffect
  | import('./failed-attempt-hindrances').HindranceEffect
  | ShipDirectiveEffect
  | import('./bombardment').BombardmentEffect
  | import('./orbital-platforms').OrbitalPlatformEffect
  | import('./outpost-trials').OutpostTrialEffect
  | import('./regeneration').RegenerationEffect
  | LastingChangeEffect
  | DiscardReportEffect
  | import('./stored-reports').StoredReportEffect
  | InterruptsDEffect
  | SelfControlledEffect
  | ControlEffect
  | PlacesEffect
  | SiteEffect
  | TimeEffect
  | SlipstreamEffect
  | HazardEffect
  | ScowEffect
  | CrashEffect
  | GlanceEffect
  | import('./host-bans').HostBanEffect
  | DeckRecursionEffect
  | DownloadAboardEffect
  // Issue 15 (helper history): ships-here-numbers.ts.
  | ShipsHereEffect
  | ComboHalfEffect
  | import('./mission-specialists').MissionSpecialistEffect
  | import('./borg-objective-extras').BorgObjectiveExtraEffect
  | HandRevealEffect
  | ShipSkillEffect
  | FreeReportOrDrawEffect
  | KilledReturnEffect
  | TopOfDeckLookEffect
  | StopAllMatchingEffect
  | ArrangeOwnDeckEffect
  | DeckRevealEffect
  | ChoiceEffect
  | TableConditionEffect
  | RevealArrangeEffect
  | EventReturnEffect
  | CardMoveEffect
  | CaptiveEffect
  | CaptiveReleaseEffect
  | CaptiveControlEffect
  | AssimilationEffect
  | SurrenderEffect
  | BattleModifierEffect
  | BattleWeaponsEffect
  | DoubledDilemmaEffect
  | BottomDrawEffect
  | ObjectiveStageEffect
  | ObjectiveShipEffect
  | ObjectiveSuspensionEffect
  | RelentlessAdaptEffect
  | OwnTargetDownloadEffect
  | import('./prey').PreyEffect
  | ArtifactAcquisitionEffect
  | OrbExaminationEffect
  | SeizureEffect
  | HoloCaptureEffect
  | import('./retrieve-and-report').RetrieveEffect
  | import('./inspection-ships').InspectionEffect
  | LeftEquipmentEffect
  | InfiltrationEffect
  | AfterBattleEffect
  | BattleTableEffect
  | import('./forced-battles').ForcedBattleEffect
  /** Issue 15 (helper tactics): more Tactic draws at this ship battle's Tactics stage (battle-tactics.ts). */
  | { readonly kind: 'extra-tactic-draws' }
  | import('./tactic-plays').TacticPlayEffect
  | import('./turn-start-battles').TurnStartBattleEffect
  | RecordedPermitEffect
  | OpeningKillEffect
  | RulesOfAcquisitionEffect
  | import('./split-choices').SplitChoiceEffect
  | import('./helped-solve-away').HelpedSolveAwayEffect
  | import('./helped-solve-away').HostOutOfPlayEffect
  | ObjectiveEffect
  | ProbeEffect
  | ScoutingEffect
  | SnipingEffect
  | BattleRandomEffect
  | HoloprogramEffect
  | HoloEmitterEffect
  | RomanceEffect
  | OppositeQuadrantsEffect
  | AboardRepairEffect
  | TinkeringEffect
  | HostKilledEffect
  | CommandeeredEffect
  | HostedControlEffect
  | CommandeerShipEffect
  | HostedControlEndEffect
  | HandDownloadEffect
  /** Issue 15 (helper ferengi, second pass): ferengi-profits.ts. */
  | import('./ferengi-profits').FerengiProfitEffect
  /** Issue 15 (helper tail1): facility-target-downloads.ts, attempt-start-downloads.ts. */
  | import('./facility-target-downloads').FacilityTargetDownloadEffect
  | import('./attempt-start-downloads').AttemptStartDownloadEffect
  | import('./host-destructions').HostDestructionEffect
  | import('./vocabulary-facility-downloads').FacilityDownloadEffect
  | import('./site-downloads').SiteDownloadEffect
  | import('./commandeer-downloads').CommandeerDownloadEffect
  | MissionDownloadEffect
  | FreeReportThereEffect
  | DotsGroupEffect
  | PresentSacrificeEffect
  | DilemmaDoublerEffect
  | AffiliationsPlayedEffect
  | BesideEffect
  | HologramErasureEffect
  // Issue 15 (helper partners): ore processed (ore-overloads.ts); a surge aboard a ship or facility (em-surges.ts).
  | import('./ore-overloads').OreProcessedEffect
  | import('./em-surges').EmSurgeEffect
  | KilledOutsideBattleEffect
  | BattleExclusionEffect
  | StasisEffect
  | import('./succession-duels').SuccessionEffect
  | import('./unprepared-points').UnpreparedPointsEffect
  | CountdownHoldEffect
  | import('./countdown-advances').CountdownAdvanceEffect
  | BattleDownloadEffect
  | FallenEffect
  | TrophyEffect
  | import('./trophy-case').TrophyCaseEffect
  | StoredEffect
  /** Issue 15 (helper tables): a face-down pile fed from the draw deck (draw-deck-piles.ts: Learning Curve). */
  | import('./draw-deck-piles').DrawDeckPileEffect
  | CrewMinimumEffect
  | ShipReplacementEffect
  | DilemmaGatheringEffect
  | ShieldsSuspensionEffect
  | BattlePairingEffect
  | BattleSacrificeEffect
  | CombatPairingEffect;

/** Who a modifier applies to (more filters: vocabulary-incidents.ts). */
export interface Holder extends HolderIncidents {
  /** Personnel with this classification. */
  readonly classification?: string;
}

/** Continuous changes while the card is in play, folded by one function (modifiers.ts). */
export type Modifier =
  /** Your personnel present (same crew, Away Team or facility) gain a skill. */
  | { readonly kind: 'grant-skill'; readonly skill: string; readonly to: Holder; readonly where: 'present'; readonly cumulative?: boolean }
  /** Your personnel present have an attribute changed; `cumulative`: every copy counts, else one per title. */
  | {
      readonly kind: 'attribute';
      readonly attribute: Attribute;
      readonly delta: number;
      readonly to: Holder;
      readonly where: 'present';
      readonly cumulative?: boolean;
    }
  /** Your personnel present lose levels of a skill, except where the card says they keep it (aboard your own ship). */
  | {
      readonly kind: 'lose-skill';
      readonly skill: string;
      readonly levels: number;
      readonly to: Holder;
      readonly where: 'present';
      readonly exceptAboardYourShip?: boolean;
      readonly cumulative?: boolean;
    }
  | EventModifier
  | Events2Modifier
  | IncidentModifier
  | PersonnelModifier
  | PersonnelBModifier
  | import('./skill-substitutions').SubstitutionModifier;

/**
 * When something happens, effects follow (the dilemma's encounter program is `dilemma`).
 * `played`: as the card is played; `end-of-turn`: at the end of every turn while the card is in
 * play, for the player whose table it lies on (1E rulebook › END OF TURN: before the draw).
 */
export type Trigger = { readonly on: 'played' | 'end-of-turn' | 'mission-completed'; readonly effects: readonly Effect[] } | EventTrigger | StopTrigger | PremiereTrigger;

/**
 * What a card in play allows its owner that the rules do not: `attempt-mission` — your personnel of
 * this affiliation match the icons of the mission the card lies on (1E rulebook › ATTEMPT A MISSION ›
 * BEGINNING A MISSION ATTEMPT: a matching affiliation icon, unless a card says otherwise).
 */
export type Permit = { readonly kind: 'attempt-mission'; readonly affiliation: string } | CrossingPermit | InvasiveBeamPermit | LandingPermit | EventsDPermit | EventPermit | IncidentPermit | ShipPermit | EventsCPermit | IncidentCPermit | PremierePermit | DoorwayPermit | WindowsPermit | DeathSaverPermit | import('./vocabulary-random-selection').ReselectPermit | ObjectiveAttemptPermit | import('./crew-enablers').CrewEnablerPermit | import('./cloak-cycles').CloakCyclePermit | import('./initial-attempts').InitialAttemptPermit | import('./carried-ships').CarryPermit | import('./ship-users').ShipUsersPermit | HoloCapturePermit | import('./download-bans').DownloadBanPermit | import('./free-play-bans').FreePlayBanPermit | import('./attack-any').AttackAnyPermit | import('./crew-relocation').CrewRelocationPermit | import('./mirror-images').AllPlayersPermit | HoloEmitterPermit | import('./played-titles').NullifiesYoursPermit | import('./attacked-permits').AttackedPermit | import('./attacked-permits').LeaderPermit | import('./ship-destruction-saves').ShipSavePermit | import('./closed-doorways').ClosingPermit;

/** How long a played card stays. */
export type Duration =
  /** Carried out and discarded ("discard after use"); interrupts by default. */
  | 'instant'
  /** Stays on the table while in play (events by default). */
  | 'while-in-play'
  /** Stays in play beside the target player's draw deck (on that player's table). */
  | 'beside-target-deck'
  /** Stays on the mission at the target location (atop it) while in play. */
  | 'on-target-mission'
  /** Lies on the target card (a ship) while in play; discarded when it leaves play. */
  | 'on-target-card'
  /** Goes where the target personnel is, present with it (equipment reporting to a battle; issue 15). */
  | 'present-with-target'
  /** Issue 15 (sites): a Site card placed in the row of the target Nor (behaviour/sites.ts). */
  | 'on-target-nor';

export type Nullifier =
  /** Cancelled by a card with one of these titles (e.g. a nullifying interrupt). */
  { readonly kind: 'card'; readonly titles: readonly string[] };

export interface CardBehaviour {
  readonly id: string;
  /** The card title, for people and reports (never card text). */
  readonly title: string;
  /** The spec file (under libs/engine/src) whose scenario tests exercise this card (`--json` names it). */
  readonly scenario: string;
  readonly play?: { readonly window: Window; readonly limit?: Limit; readonly costs?: readonly Cost[]; readonly requires?: readonly PlayCondition[]; readonly free?: FreePlay };
  /** Affiliations that may use this equipment ("… use only"); absent: any. */
  readonly usableBy?: readonly string[];
  readonly targets?: TargetSpec;
  readonly triggers?: readonly Trigger[];
  readonly modifiers?: readonly Modifier[];
  /** Changes to the ship the card lies on (ship-modifiers.ts). */
  readonly shipModifiers?: readonly ShipModifier[];
  /** Issue 15 (lead): lying on a ship, its WEAPONS in ship battle against a planet facility (bombardment.ts: Orbital Bombardment). */
  readonly battleWeaponsAgainst?: import('./bombardment').BattleWeaponsAgainst;
  /** Issue 15 (lead): lying on a mission, doubles its owner's matching ships' WEAPONS there when attacked or attacking an outpost alone (outpost-trials.ts). */
  readonly doublesWeaponsHere?: import('./outpost-trials').DoublesWeaponsHere;
  /** Issue 15 (lead): lying on a mission, its owner scores these points (and discards it) when an opposing outpost is destroyed there (outpost-trials.ts). */
  readonly scoresOpposingOutpostDestroyedHere?: number;
  /** Issue 15 (helper obja): lying on a mission, its owner's Breen/Xindi-like ships ignore a homeworld guard there when initiating battle (homeworld-decimation.ts). */
  readonly ignoresHomeworldGuardHere?: import('./homeworld-decimation').IgnoresHomeworldGuardHere;
  /** Issue 15 (helper obja): lying on a mission, its owner scores an opposing headquarters' printed SHIELDS when destroying it there (homeworld-decimation.ts). */
  readonly scoresOpposingHeadquartersDestroyedHere?: 'printed-shields';
  /** Issue 15 (helper obja): lying on a mission, this requirement text is joined to the mission's requirements (ore-mining.ts: Process Ore: Mining; also Kobayashi Maru Scenario, attempt-tolls.ts). */
  readonly addsToMissionRequirements?: string;
  /** Issue 15 (helper obja): lying on a mission, effects at the end of its owner's turn while their ship there is staffed, undocked, uncloaked, not landed (hideouts.ts). */
  readonly endOfYourTurnHere?: import('./hideouts').EndOfYourTurnHere;
  /** Issue 15 (helper obja): on its owner's table, a captive they Brainwash may stay where it was held (prisoner-preparations.ts). */
  readonly brainwashedStay?: true;
  /** Issue 15 (helper obja): on its owner's table, the opponent's Rescue Captives frees captives at one location only (prisoner-preparations.ts). */
  readonly limitsCaptiveRescue?: true;
  /** Issue 15 (lead): lying on a ship, its battles may target an opposing landed ship (bombardment.ts). */
  readonly targetsLandedShips?: true;
  /** Issue 15 (lead): changes to the WEAPONS or SHIELDS of the facility it lies on or is aboard (facility-attributes.ts). */
  readonly facilityModifiers?: readonly import('./facility-attributes').FacilityModifier[];
  /** Issue 15 (lead): lying on a facility, adds to its DEFENSE total in ship battle (facility-attributes.ts: Strategic Base). */
  readonly facilityDefense?: import('./facility-attributes').FacilityDefense;
  /** Changes to ships the card does not lie on: aboard them, or all of yours (vocabulary-incidents.ts). */
  readonly fleet?: readonly FleetModifier[];
  /** Special equipment it gives its owner's ship it lies aboard (vocabulary-incidents-c.ts). */
  readonly grantsEquipment?: readonly EquipmentGrant[];
  /** Issue 15 (partials-iob): the ship it equips cloaks only with a crew (equipment-limits.ts). */
  readonly cloakNeeds?: readonly CloakNeed[];
  /** Issue 15 (partials-iob): places the card may not report to (equipment-limits.ts). */
  readonly reportBans?: readonly ReportBan[];
  /** Hit thresholds it gives its owner's ship (aboard) or ships (on the table) in ship battle (vocabulary-incidents-c.ts). */
  readonly armor?: Armor;
  /** Options its owner selects once each turn with `UseCard` (behaviour/select-incidents.ts). */
  /** `reselectWith` (issue 15, incidents-e: ship-skill-cards.ts): a selection after the first needs a personnel matching it aboard the ship the card lies on. */
  /** `anyTime` (issue 15, helper dqv): "you may change this at any time" — no once-each-turn limit on selecting again. */
  readonly select?: { readonly options: readonly string[]; readonly reselectWith?: PersonnelFilter; readonly anyTime?: true };
  /** Abilities its owner uses while it is in play, with `ActivateCard` (vocabulary-activations.ts). */
  readonly abilities?: readonly Ability[];
  /** Titles of cards that cannot affect it: "immune to …" (modifiers-incidents.ts › `immuneTo`; may not target it: validTargets, behaviour/play.ts). */
  readonly immuneTo?: readonly string[];
  /** Issue 15 (helper tail1): while face up in play, makes cards of other titles immune to some cards (lent-immunity.ts). */
  readonly lendsImmunity?: import('./lent-immunity').LendsImmunity;
  /** Issue 15 (helper tail1): effects after its owner's ship's crew solves a mission (crew-solves.ts). */
  readonly whenYourCrewSolves?: import('./crew-solves').WhenYourCrewSolves;
  /** Issue 15 (borg): its owner's Borg hive at its location shares regular skills (hive-skills.ts). */
  readonly sharesSkills?: SkillSharing;
  /** Issue 15 (borg): lying on a mission, no one attempts it unless the team meets one of its terms (mission-guards.ts). */
  readonly attemptGuard?: AttemptGuard;
  /** Issue 15 (incobj): lying between two missions, the opponent's attempts at either need a team this big (adjacent-guards.ts). */
  readonly adjacentGuard?: AdjacentGuard;
  /** Issue 15 (incobj): lying on a mission, the opponent may battle its owner's cards there regardless of affiliation attack restrictions (garrisons.ts). */
  readonly opensBattleHere?: true;
  /** Issue 15 (incobj): placed on a docked ship, rewards its owner when the ship's team solves a mission of `goal` and docks back (exploration.ts). */
  readonly exploration?: Exploration;
  /** Issue 15 (helper objectives): lying atop a mission, effects as its owner begins an attempt there (attempt-start-effects.ts). */
  readonly atAttemptStart?: import('./attempt-start-effects').AtAttemptStart;
  /** Issue 15 (helper objectives): on its owner's table, goes onto a mission the opponent just failed to solve (failed-attempt-hindrances.ts). */
  readonly placedOnFailedAttempt?: import('./failed-attempt-hindrances').PlacedOnFailedAttempt;
  /** Issue 15 (helper objectives): lying on a mission its owner solved, scores once the opponent solved one adjacent or in its region (near-solves.ts). */
  readonly scoresWhenOpponentSolvesNear?: import('./near-solves').ScoresWhenOpponentSolvesNear;
  /** Issue 15 (incobj): lying on a ship, the ship ignores affiliation attack restrictions at the location of a card so titled (ship-directives.ts). */
  readonly hostIgnoresAttackRestrictionsWith?: readonly string[];
  /** Issue 15 (helper voyent): lying on its owner's ship, the ship and its crew ignore the affiliation attack restrictions while the crew is (nearly) all of a kind (crew-lifted-restrictions.ts: Training Cruise). */
  readonly hostCrewIgnoresAttackRestrictions?: import('./crew-lifted-restrictions').HostCrewIgnoresAttackRestrictions;
  /** Issue 15 (incobj): lying on a ship, effects when that ship's crew solves a mission it names (ship-directives.ts). */
  readonly whenHostCrewSolves?: WhenHostCrewSolves;
  /** Issue 15 (borg objectives): a Borg-Only Objective — the current objective, scouting its target (scouting.ts). */
  readonly borgObjective?: BorgObjective;
  /** Issue 15 (borg objectives): on its owner's table, changes how they scout and what they may play (scouting.ts). */
  readonly scoutingRules?: ScoutingRules;
  /** Issue 15 (events of later sets): on its owner's table, discarded to nullify a damage marker about to be placed on a ship of theirs (damage-prevention.ts). */
  readonly preventsShipDamage?: PreventsShipDamage;
  /** Issue 15 (helper tactics): a Tactic card: its bonuses, the markers it deals, its damage marker (tactics-facts.ts, battle-tactics.ts). */
  readonly tactic?: import('./tactics-facts').TacticSpec;
  /** Issue 15 (events of later sets): while in play, cards so titled are nullified and damaged ships repaired, after every command (lasting-repairs.ts). */
  readonly keepsShipsRepaired?: KeepsShipsRepaired;
  /** Issue 15 (helper ferengi, second pass): the mission it advised (`state.selected`) is not attempted by the other player until they heed it (ferengi-profits.ts › advisedProblem). */
  readonly advisesAttempts?: true;
  /** Issue 15 (helper ferengi): while face up in play, cards so titled in play are nullified (rules-of-acquisition.ts). */
  readonly nullifiesInPlay?: NullifiesInPlay;
  /** Issue 15 (helper roa): "nullified if you play (or have played) …", "if you begin an attempt with <3 (or >7) personnel" (played-titles.ts). */
  readonly nullifiedIf?: import('./played-titles').NullifiedIf;
  /** Issue 15 (events of later sets): lying on a ship, the ship no longer counts as its class for targets chosen by class (ship-class-loss.ts). */
  readonly hostLosesShipClass?: true;
  /** Issue 15 (battle2): lying on a ship, the ship moves and initiates battle without staffing or a leader aboard (ship-autonomy.ts). */
  readonly hostActsUncrewed?: true;
  /** Issue 15 (events of later sets): in play, points when one ship destroys another in ship battle (ship-destroyed-scoring.ts). */
  readonly scoresShipDestroyed?: ScoresShipDestroyed;
  /** Issue 15 (events of later sets): immune to these titles only while conditions on its owner's table hold (table-conditions.ts). */
  readonly immuneWhile?: ImmuneWhile;
  /** Issue 15 (helper tail4): on its owner's table, that player's cards matching an entry are immune to the titles it names (table-immunity.ts). */
  readonly tableImmunity?: readonly import('./table-immunity').TableImmunity[];
  /** What must hold for it to seed on the table (SeedOnTable; vocabulary-incidents.ts). */
  readonly seedRequires?: readonly SeedCondition[];
  /** A ship card's own attribute changes (ship-modifiers.ts, issue 15: ship text). */
  readonly ownModifiers?: readonly ShipSelfModifier[];
  /** An outpost whose text names where it seeds or is built (vocabulary-facilities.ts). */
  readonly outpostSite?: OutpostSite;
  readonly permits?: readonly Permit[];
  readonly duration?: Duration;
  readonly nullifiers?: readonly Nullifier[];
  /** Dilemmas it cancels where present (attempt/flow.ts reads `dilemmaNullifiedBy`). */
  readonly nullifies?: readonly DilemmaNullifier[];
  /** Issue 15 (partials-iob): cards it nullifies where present (present-nullifiers.ts). */
  readonly nullifiesWherePresent?: readonly PresentNullifier[];
  /** Issue 15 (helper tail5): while in play, the duplicate of a unique personnel that just moved to its location is discarded (arrived-duplicates.ts: Doppelganger). */
  readonly discardsArrivedDuplicates?: import('./arrived-duplicates').DiscardsArrivedDuplicates;
  /** Issue 15 (helper shipsaves): on its owner's table, a card drawn when their matching ship moves to where the opponent has a ship (ship-arrival-draws.ts: Remote Interference). */
  readonly drawsOnShipArrival?: import('./ship-arrival-draws').ShipArrivalDraw;
  /** While in play, what nobody may do. */
  readonly restricts?: readonly Restriction[];
  readonly dilemma?: DilemmaDef;
  /** Issue 15 (qflash): a Q-icon event or interrupt drawn in a Q-Flash and played by the Q-Continuum's owner (q-cards.ts). */
  readonly qFlash?: QCardScript;
  /**
   * Other ways to play the card ("… OR …"), each with its own window, targets, effects and duration;
   * the one whose window fits is used (behaviour/play.ts › `scriptedPlay`): a response mode inside a
   * response window to its action, another mode outside windows. When several fit, the player names
   * one (`PlayCard.mode`: 0 the card's own play, n `modes[n-1]`; behaviour/modes.ts).
   */
  readonly modes?: readonly PlayMode[];
  /** Issue 15: what the card does in personnel battle while present (battle/battle.ts). */
  readonly battle?: readonly BattleAbility[];
  /** Issue 15 (premiere-control): a self-controlling card — a roaming ship or a boarding group (vocabulary-self-controlled.ts). */
  readonly selfControlled?: SelfControlled;
  /** Issue 15 (lead): equipment aboard a ship acting at the start of a boarding group's battle against its crew (boarding-openers.ts). */
  /** Issue 15 (lead): an objective of the Contender chain (contender.ts). */
  readonly contenderObjective?: import('./contender').ContenderObjective;
  readonly boardingBattleOpener?: import('./boarding-openers').BoardingBattleOpener;
  /** Issue 15 (helper battle): equipment that fights in personnel battle like a personnel (battle-equipment.ts). */
  readonly fightsInBattle?: import('./battle-equipment').FightsInBattle;
  /** Issue 15 (helper forced): where this card is in play, the effects of the cards with these titles do not happen (turn-start-battles.ts: Ketracel-White). */
  readonly preventsWherePresent?: readonly string[];
  /** Issue 15 (premiere-control): while on a table, the personnel it reaches lose their affiliation (vocabulary-control.ts). */
  readonly affiliationLoss?: AffiliationLoss;
  /** Issue 15 (helper evq): lying on a ship, the ship, its crew and its Away Teams are of this affiliation (ship-affiliation-losses.ts: Memory Wipe). */
  readonly shipAffiliationLoss?: import('./ship-affiliation-losses').ShipAffiliationLoss;
  /** Issue 15 (helper evq): atop a mission, the skills of ships there of some affiliations are added to its requirements (ship-skill-requirements.ts: Vulcan Observation). */
  readonly addsShipSkillsToMission?: import('./ship-skill-requirements').AddsShipSkillsToMission;
  /** Issue 15 (qtime): while on a table (or on a personnel), the classifications it changes (classification-changes.ts). */
  readonly classificationChange?: ClassificationChange;
  /** Issue 15 (skills): lying face up on a personnel, the icons it gives that personnel (icon-grants.ts). */
  readonly iconGrant?: import('./icon-grants').IconGrant;
  /** Issue 15 (helper qcau): lying face up on a personnel, the affiliation it gives and the skills it takes away (host-changes.ts). */
  readonly hostChange?: import('./host-changes').HostChange;
  /** Issue 15 (helper infiltrate): lying face up on a Founder, the parts of the impersonated card's identity it takes (impersonation.ts). */
  readonly impersonation?: import('./impersonation').Impersonation;
  /** Issue 15 (helper infiltrate): lying face up on a personnel, its infiltration icon is the affiliation the card recorded (impersonation.ts). */
  readonly hostInfiltrationIcon?: 'chosen';
  /** Issue 15 (helper infiltrate): on a table, a personnel with a card of these titles lying on it has infiltration icons for its own affiliations (impersonation.ts). */
  readonly ownInfiltrationIconsUnder?: { readonly titles: readonly string[] };
  /** Issue 15 (helper infiltrate): on its owner's table, the opponent may not return to hand a ship the owner's infiltrator is aboard (covert-agents.ts). */
  readonly barsShipReturnWithYourInfiltrator?: true;
  /** Issue 15 (tosfilms): on its owner's table, icons a group of the owner's cards gains, in play or not (table-icon-grants.ts). */
  readonly tableIconGrant?: import('./table-icon-grants').TableIconGrant;
  /** Issue 15 (qtime): in the Q-Continuum owner's hand, a play just before a Q-Flash draw (q-flash-window.ts). */
  readonly beforeQFlashDraw?: BeforeQFlashDraw;
  /** Lying on a card, it makes that card immune to these titles too ("it is immune to Kevin Uxbridge"; issue 15, third pass). */
  readonly grantsImmunity?: readonly string[];
  /** Issue 15 (helper mirror): lying atop its owner's mission, non-[Bor] cards there have the attack restrictions of the owner's one shared mission affiliation (shared-affiliation-restrictions.ts). */
  readonly sharedAffiliationRestrictions?: true;
  /** Issue 15 (missions): a mission's game text — bonus points and what happens when it is solved (vocabulary-missions.ts). */
  readonly mission?: MissionText;
  /** Issue 15 (personnel): special reporting it permits (vocabulary-reporting.ts). */
  readonly reports?: readonly ReportPermit[];
  /** Issue 15 (personnel): points it scores when its owner solves a mission (solve-bonus.ts). */
  readonly solveBonus?: SolveBonus;
  /** Issue 15 (personnel): it is compatible with every card showing one of these icons ("compatible with [SKR] cards"; card-facts.ts › compatible). */
  readonly compatibleWith?: readonly string[];
  /** Issue 15 (personnel): aboard your ship or facility, its transporters beam through the opponent's SHIELDS (play.ts › checkBeamRoute). */
  readonly beamThroughShields?: boolean;
  /**
   * Issue 15 (helper turns): face up on a ship, its transporters beam through the SHIELDS of any damaged ship at its
   * location, landed ones too (Hirogen Hunt; invasive-beaming.ts › hostBeamsThroughDamaged, read by play.ts › checkBeamRoute).
   */
  readonly hostBeamsThroughDamaged?: true;
  /** Issue 15 (helper evint): lying on its owner's ship, once each turn the ship beams one such personnel between places at its own or an adjacent location (subspace-beaming.ts; Subspace Transporter). */
  readonly hostBeamsNearby?: import('./subspace-beaming').HostBeamsNearby;
  /** Issue 15 (helper evint): "nullified only by …" — a card of another title that would nullify, discard or return it may not target it (play.ts › `immune`). */
  readonly nullifiedOnlyBy?: readonly string[];
  /** Issue 15 (personnel): cards it protects from nullification (nullify-protection.ts). */
  readonly protectsFromNullification?: NullifyProtection;
  /** Issue 15 (personnel): how it helps staff the ship it is aboard (staffing-personnel.ts). */
  readonly staffing?: StaffingHelp;
  /** Issue 15 (personnel): the span it adds for the opponent at its location (span-personnel.ts). */
  readonly opponentSpan?: OpponentSpan;
  /** Issue 15 (personnel): cards of its owner it lets play for free (free-play-grants.ts). */
  readonly grantsFreePlay?: FreePlayGrant;
  /** Issue 15 (lead): cards of its owner it lets play at any time, for free, where a personnel of theirs is (any-time-plays.ts). */
  readonly grantsAnyTimePlay?: import('./any-time-plays').AnyTimePlayGrant;
  /** Issue 15 (personnel, second half): special skills that download a named card, used like special download icons (vocabulary-personnel-b.ts). */
  readonly skillDownloads?: readonly SkillDownload[];
  /** Issue 15 (personnel): special download icons that name a class of cards ("any PADD"; vocabulary-class-downloads.ts). */
  readonly classDownloads?: readonly ClassDownload[];
  /** Issue 15 (personnel): titles its owner downloads where it was as it leaves play (vocabulary-leaves-play.ts). */
  readonly leavesPlayDownloads?: readonly string[];
  /** Issue 15 (helper voyds9): on its owner's table, the opponent's personnel leaving play go elsewhere than the discard pile (discard-redirects.ts). */
  readonly discardRedirect?: import('./discard-redirects').DiscardRedirect;
  /** Issue 15 (helper voyds9): lying on a ship, special equipment for its owner's ships of that class (host-class-equipment.ts). */
  readonly hostClassEquipment?: import('./host-class-equipment').HostClassEquipment;
  /** Issue 15 (helper voyds9): lying on its owner's facility, some of their cards report as if native to another quadrant (report-as-if-quadrant.ts). */
  readonly reportsAsIfQuadrant?: import('./report-as-if-quadrant').ReportsAsIfQuadrant;
  /** Issue 15 (helper voyds9): lying on its owner's ship, cards report aboard while the ship is away from home (away-reports.ts). */
  readonly reportsAboardAway?: true;
  /** Issue 15 (personnel, second half): versions of its persona it may be in play with ("may coexist with"; play.ts › checkUniqueness). */
  readonly coexistsWith?: readonly string[];
  readonly whenReported?: WhenReported;
  readonly whenReportedHere?: WhenReportedHere;
  readonly stopsDilemmaKills?: StopsDilemmaKills;
  readonly whenKilled?: WhenKilled;
  readonly skillNullifies?: readonly SkillNullify[];
  readonly crewShipPermits?: readonly CrewShipPermit[];
  readonly whenDilemmaRevealed?: WhenDilemmaRevealed;
  readonly whenShip?: WhenShip;
  readonly whenMissionSolved?: WhenMissionSolved;
  readonly battleHere?: readonly BattleHere[];
  readonly downloadsFromDiscard?: DownloadsFromDiscard;
  /** Issue 15 (events-d): on a table (or, `present`, equipment with the personnel: equipment-e), what replaces a dilemma's kill (or capture) of the personnel it reaches (dilemma-kill-replacement.ts). */
  readonly insteadOfDilemmaKill?: InsteadOfDilemmaKill;
  /** Issue 15 (events-d): it may also seed on the table while a card it names is in play (seed-permissions.ts). */
  readonly seedsIf?: SeedsIf;
  /** The [AU] icon rule: while it lies face up in play, its owner's [AU] cards may seed and/or play (alternate-universe.ts: doorways such as Alternate Universe Door). */
  readonly allowsAlternateUniverse?: readonly import('./alternate-universe').AlternateUniverseGrant[];
  /** Issue 15 (events-d): effects for its owner when they (or the opponent) play a card it names, here or onto the table (when-cards-played.ts). */
  readonly whenCardsPlayed?: WhenCardsPlayed;
  /** Issue 15 (captives): on its owner's table, cards drawn as its owner captures a personnel (captives.ts). */
  readonly whenYouCapture?: WhenYouCapture;
  /** Issue 15 (helper hostages): on a table, cards with these titles may each be used only once per turn, by each player (title-use-limits.ts). */
  readonly limitsUsesEachTurn?: readonly string[];
  /** Issue 15 (captive): on its owner's table, their personnel the filter reaches may capture an adversary they just stunned in battle (battle-captures.ts). */
  readonly captureStunned?: CaptureStunned;
  /** Issue 15 (borg): cards that may not be assimilated — its owner's cards of an affiliation (on a table), or the card it lies on (assimilation.ts). */
  readonly assimilationImmunity?: AssimilationImmunity;
  /** Issue 15 (helper intr): lying on a ship or facility, it may not be commandeered nor use RANGE or WEAPONS (host-bans.ts). */
  readonly hostBans?: import('./host-banned').HostBans;
  /** Issue 15 (borg): equipment — once each turn, a personnel just stunned in battle by its holder's drone present is abducted and assimilated (assimilation.ts). */
  readonly assimilateStunned?: AssimilateStunned;
  /** Issue 15 (borg): a completed Borg-Only Objective on its mission — cards of the mission's affiliations may not report to any outpost (assimilation.ts). */
  readonly bansOutpostReports?: OutpostReportBan;
  /** Issue 15 (captive): on its owner's table, an opposing personnel about to be killed while present with their personnel the filter reaches is captured instead (captures-instead.ts). */
  readonly captureInsteadOfKill?: CaptureInsteadOfKill;
  /** Issue 15 (captive): lying face up on a personnel, that personnel may mix with its controller's cards regardless of affiliation (captive-control.ts: Brainwash). */
  readonly hostMixesFreely?: true;
  /** Issue 15 (equipment-e): equipment aboard your ship or facility gives it transporters while your personnel the filter reaches is aboard (transporter-grants.ts). */
  readonly givesTransporters?: GivesTransporters;
  /** Issue 15 (events-d): lying on a ship, the skill its owner selected (`select`) is the ship's as special equipment (ship-equipment.ts › shipSkills). */
  readonly shipGainsSelectedSkill?: true;
  /** Issue 15 (events-d): on a table, effects for its owner whenever a personnel it names is killed (when-personnel-killed.ts). */
  readonly whenPersonnelKilled?: WhenPersonnelKilled;
  /** "May not be nullified" / "may not leave play" (issue 15, events-c): no card may target it to nullify, discard or return it (behaviour/play.ts › `immune`). */
  readonly unnullifiable?: true;
  /** Issue 15 (incidents-d): when it discards itself while in play (vocabulary-discard-when.ts; discard-when.ts). */
  readonly discardWhen?: readonly DiscardWhen[];
  /** Issue 15 (incidents-f): its owner draws as the opponent gains cards (opponent-draws.ts). */
  readonly whenOpponentDraws?: WhenOpponentDraws;
  /** Issue 15 (helper plays): on your table, plays on the opponent's turn as they report personnel (out-of-turn-plays.ts). */
  readonly playsAsOpponentReports?: import('./out-of-turn-plays').PlaysAsOpponentReports;
  /** Issue 15 (incidents-f): on your table, one free report a turn to a place the rules do not offer (table-reports.ts). */
  readonly tableReports?: readonly TableReport[];
  /** Issue 15 (lead): lying on an opposing personnel, your matching personnel add its printed regular skills (prey.ts: Rituals of the Hunt). */
  readonly preySkills?: import('./prey').PreySkills;
  /** Issue 15 (incidents-f): on your table, points when a personnel it names helps solve a mission it names (table-reports.ts). */
  readonly scoreWhenSolvedBy?: SolvedByBonus;
  /** Issue 15 (helper partials): on your table, effects when your personnel it names wins a battle or helps solve a mission (personnel-successes.ts). */
  readonly whenYoursSucceeds?: import('./personnel-successes').WhenYoursSucceeds;
  /** Issue 15 (helper partials): lying on a personnel, its crew or Away Team is quarantined and (`noPooling`) may not pool skills (group-quarantines.ts). */
  readonly quarantinesHostGroup?: import('./group-quarantines').HostGroupQuarantine;
  /** Issue 15 (incidents-d): "(Not duplicatable.)" — one copy in play in the whole game; a copy entering play besides it is discarded (discard-when.ts). */
  readonly notDuplicatable?: true;
  /** Issue 15 (incidents-d): your personnel present that the filter reaches are not killed in personnel battle (battle-survival.ts). */
  readonly survivesBattle?: HolderIncidents & { readonly classification?: string };
  /** Issue 15 (incidents-d): equipment with attributes and skills of its own, counted in the group present (equipment-members.ts). */
  readonly asMember?: AsMember;
  /** Issue 15 (events-f): on its owner's table, staffing icons its owner's personnel gain (table-staffing-grants.ts). */
  readonly staffingGrants?: readonly StaffingGrant[];
  /** Issue 15 (events-f): lying on a ship, nullified as the ship owner's turn begins when these hold (start-of-turn-nullify.ts). */
  readonly nullifiedAtTurnStart?: NullifiedAtTurnStart;
  /** Issue 15 (turn-starts): in play, what it does as a turn begins when its conditions hold (turn-starts.ts). */
  readonly atTurnStart?: TurnStartTrigger;
  /**
   * Issue 15: it seeds in the facility phase onto a card or mission in play (`SeedOnTable.target`; seed-on-target.ts):
   * `true` — onto a target its `targets` allows, checked as a play ("seeds or plays on your …"); a target word — onto
   * such a target, whatever it plays on ("seeds on {Vidiia}").
   */
  readonly seedsOnTarget?: true | TargetSpec;
  /** Issue 15 (helper incb): in play, its owner may download these death-saving interrupts as they save (death-saver-downloads.ts). */
  readonly deathSaverDownloads?: import('./death-saver-downloads').DeathSaverDownloads;
  /** Issue 15 (seeding): cards downloaded at once as it seeds (its owner's table, or a facility at its location; seed-downloads.ts). */
  readonly seedDownloads?: SeedDownloads;
  /** Issue 15 (helper borgobj): effects run as it seeds on the table (seeding.ts › seedOnTable; mission-specialists.ts). */
  readonly whenSeeded?: readonly Effect[];
  /** Issue 15 (helper borgobj, third pass): run when the objective's target ship is destroyed in a battle your ships fired in (objective-ships.ts). */
  readonly whenTargetDestroyed?: readonly Effect[];
  /** Issue 15 (helper borgobj): on your table, your mission specialists who help solve score bonus points (mission-specialists.ts). */
  readonly missionSpecialistBonus?: import('./mission-specialists').MissionSpecialistBonus;
  /** Issue 15 (helper inca): lying on its owner's facility, mission specialists they download may go there too (mission-specialists.ts: The Warp Five Program). */
  readonly specialistsMayDownloadHere?: true;
  /** Issue 15 (helper inca): bonus points when the first mission its owner solves is of a kind (first-solve-bonus.ts: The Warp Five Program). */
  readonly firstSolveBonus?: import('./first-solve-bonus').FirstSolveBonus;
  /** Issue 15 (helper borgobj): lying on a mission, discarded when its owner's objective targeting it is completed (borg-objective-extras.ts). */
  readonly discardedWhenObjectiveCompletedHere?: true;
  /** Issue 15 (helper borgobj): completed on its mission, its owner's personnel the filter passes gain the mission's required skills (consumed-skills.ts). */
  readonly consumedSkills?: import('./consumed-skills').ConsumedSkills;
  /** Issue 15 (helper borgobj): on its owner's table, one more counterpart allowed in play (cumulative; extra-counterparts.ts). */
  readonly extraCounterpart?: true;
  /** Issue 15 (assorted): lying atop a mission, its owner's cards may report there as the mission's own reports allow (atop-mission-reports.ts). */
  readonly reportsHere?: readonly AtopReport[];
  /**
   * Issue 15 (helper tail2): in play, a mission report its owner files in this card's quadrant for a mission solved in
   * the opposite quadrant (Alpha ↔ Mirror) scores twice the File Mission Report's points (mission-reports.ts).
   */
  readonly doublesOppositeMissionReports?: true;
  /** Issue 15 (events-f): lying atop a planet mission, no card nullifies it while a personnel named here is on that planet (nullify-while-present.ts). */
  readonly unnullifiableWhilePresent?: WhilePresent;
  /** Issue 15 (responses pool): while face up in play, the skill requirements of the dilemmas named are doubled (requirement-doublers.ts). */
  readonly doublesSkillRequirements?: DoublesSkillRequirements;
  /** Issue 15 (helper partials): lying on a dilemma in play, that dilemma's attribute changes count twice (dilemma-doublers.ts). */
  readonly doublesHostDilemma?: true;
  /** Issue 15 (added-requirements): while face up in play, each set of requirements of the dilemmas named gets a requirement added (requirement-additions.ts). */
  readonly addsToRequirements?: AddsToRequirements;
  /** Issue 15 (helper history): while face up in play, every printed number of the dilemmas named is raised (printed-numbers.ts: Shades of Gray: Despair). */
  readonly addsToPrintedNumbers?: import('./printed-numbers').AddsToPrintedNumbers;
  /** Issue 15 (helper history): lying on its owner's ship, what it does as the ship's history grows (host-ship-history.ts: Agony Booth). */
  readonly hostShipHistory?: import('./host-ship-history').HostShipHistory;
  /** Issue 15 (events-f): lying atop a mission, points it adds to that mission when solved (negative: worth less; every copy counts; planet-hazards.ts). */
  readonly missionPoints?: number;
  /** Issue 15 (helper hamm): lying atop a mission, what it is worth when the card's owner solves it (objective-points.ts). */
  readonly missionPointsInstead?: import('./objective-points').MissionPointsInstead;
  /** Issue 15 (helper hamm): lying on its owner's ship, what it does while two named personnel are aboard (holodeck-sheriffs.ts: Holoprogram: Deadwood). */
  readonly sheriffs?: import('./holodeck-sheriffs').Sheriffs;
  /** Issue 15 (events-f): lying on a personnel, what it adds to the ship that personnel is aboard (crew-borne.ts). */
  readonly crewBorneShipBonus?: CrewBorneShipBonus;
  /** Issue 15 (battle-cards): lying on a personnel that is killed, its owner loses these points (after-battle.ts: Data's Medals). */
  readonly pointsLostIfHostKilled?: number;
  /** Issue 15 (helper trophies): lying on a personnel, points for each personnel it stuns or mortally wounds in combat, up to a limit (trophies.ts: Heart of Glory). */
  readonly scoresPerHostHurt?: ScoresPerHostHurt;
  /** Issue 15 (lead): in its owner's point area, it keeps the trophies of their battles (trophy-case.ts: Council of Warriors). */
  readonly trophyCase?: import('./trophy-case').TrophyCase;
  /** Issue 15 (helper trophies): lying on a ship, worth its highest printed attribute while its owner has a personnel with the icon aboard (trophies.ts: One with the Borg). */
  readonly worthHostHighestWhile?: WorthHostHighestWhile;
  /** Issue 15 (helper borg2): face up on its owner's table, worth the printed skill dots ([*]) of the personnel its owner assimilated as drones, now in play (behaviour/trophies.ts; Add Distinctiveness). */
  readonly worthAssimilatedDroneDots?: true;
  /** Issue 15 (helper borgobj, third pass): lying on a personnel, worth points per printed skill dot (objective-ships.ts › hostDotsWorth; held points). */
  readonly worthHostDots?: import('./objective-ships').WorthHostDots;
  /** Issue 15 (helper tail3): lying atop a mission, worth points while its owner's matching personnel there outnumber the opponent's (trophies.ts; held points). */
  readonly worthWhileOutnumbering?: import('./trophies').WorthWhileOutnumbering;
  /** Issue 15 (helper tail3): on its owner's table, probing on the turn scouting completed, at a homeworld or a mission of a matching counterpart (collective-service.ts). */
  readonly scoutingTurnProbe?: true;
  /** Issue 15 (helper tail3): on its owner's table, a ship with a counterpart of theirs aboard is stronger against that counterpart's former affiliations (collective-service.ts). */
  readonly counterpartShipVersus?: import('./collective-service').CounterpartShipVersus;
  /** Issue 15 (helper control): lying on a facility, the points its owner loses once another player controls that facility (commandeer-windows.ts: Baseball). */
  readonly pointsLostIfControlLost?: number;
  /** Issue 15 (helper voyent): lying on a personnel that is killed, effects for the card's owner (host-killed.ts: Quite a Coincidence). */
  readonly whenHostKilled?: WhenHostKilled;
  /** Issue 15 (sites): a Site card — its level, the Nors it lies on, what reports or docks there (vocabulary-sites.ts). */
  readonly site?: SiteSpec;
  /** Issue 15 (helper terok): a two-sided Nor's other side and when a commandeering turns it over (nor-sides.ts). */
  readonly flipSide?: import('./nor-sides').FlipSide;
  /** Issue 15 (facility downloads): lying atop a mission, what its owner may download there on solving it (vocabulary-facility-downloads.ts). */
  readonly solvedHere?: import('./vocabulary-facility-downloads').SolvedHereDownload;
  /** Issue 15 (site text): lying on a site, what it changes about commandeering that Nor (commandeering.ts). */
  readonly norGuard?: NorGuard;
  /** Issue 15 (helper domir): on its owner's table, their Nors of these affiliations may not be commandeered until they attempt a mission (commandeering.ts). */
  readonly tableNorGuard?: import('./vocabulary-sites').TableNorGuard;
  /** Issue 15 (helper partners): on a table, destroys an Ore Processing Unit with ore processed at it, then back to hand (ore-overloads.ts: Reactor Overload). */
  readonly overloadsOreSites?: true;
  /** Issue 15 (helper partners): on a table, units on such Nors are immune to `overloadsOreSites` while a requirement is met there (ore-overloads.ts). */
  readonly oreSiteImmunity?: import('./ore-overloads').OreSiteImmunity;
  /** Issue 15 (helper partners): on its owner's table, units on such Nors process ore under these affiliations too (ore-overloads.ts: Emblem of the Empire). */
  readonly oreProcessingUnder?: import('./ore-overloads').OreProcessingUnder;
  /** Issue 15 (site text): in play, any player may nullify it with this requirement present where it lies (nullify-with-present.ts: "4 Computer Skill"). */
  readonly nullifiedWithPresent?: string;
  /** Issue 15 (helper qcau): lying atop a planet, any player with an unopposed Away Team on that planet may nullify it; its owner loses `pointsLost` points (nullify-with-present.ts: Drought Tree). */
  readonly nullifiedByUnopposed?: { readonly pointsLost: number };
  /** Issue 15 (site text): lying on a site or ship, its owner's matching cards report there (locker-reports.ts: Weapons Locker). */
  readonly reportsWhereLying?: LyingReports;
  /** Issue 15 (site text): on the table, its owner's solvers may file a mission report with it at a site allowing it (mission-reports.ts: File Mission Report). */
  readonly missionReport?: MissionReportObjective;
  /**
   * Issue 15 (lead): lying on a site — while its owner's facility commander of the site's Nor is at that site, any
   * personnel of the owner may file a mission report there (mission-reports.ts; facility-commanders.ts). Station Briefing.
   */
  readonly missionReportsWithFacilityCommander?: true;
  /** Issue 15 (time locations): a Time Location card — its corresponding spaceline location, its planet or space, its natives (vocabulary-time.ts). */
  readonly timeLocation?: TimeLocationSpec;
  /** Issue 15 (stasis pass): when its countdown counts down, or whose countdowns it holds (equipment-countdowns.ts). */
  readonly countdownRule?: CountdownRule;
  /** Issue 15 (helper stored): it keeps cards stored on (or beneath) it, face up or down (stored-cards.ts). */
  readonly stores?: import('./stored-cards').StoreRule;
  /** Issue 15 (helper outside): its owner's copies in play of the personnel stored on it are changed (behaviour/stored-copies.ts: Bluegill Infestation). */
  readonly storedCopies?: import('./stored-copies').StoredCopies;
  /** Issue 15 (helper domir): lying on its owner's personnel held captive, these bonus points to the owner when it is rescued (captives.ts › release). */
  readonly scoresWhenHostRescued?: number;
  /** Issue 15 (helper objb): lying on a personnel, that personnel earns the seed cards this filter passes just encountered where it is present (encounter-earnings.ts). */
  readonly earnsEncounteredWherePresent?: CardFilter;
  /** Issue 15 (helper objb): on its owner's table, effects run when a personnel of its owner's is released from captivity (release-rewards.ts). */
  readonly whenYoursReleased?: import('./release-rewards').WhenYoursReleased;
  /** Issue 15 (helper objb): lying on a mission its owner completed, more cards drawn at the end of each turn while they escort a captive on that planet (escort-draws.ts). */
  readonly drawsWhileEscortingHere?: import('./escort-draws').DrawsWhileEscortingHere;
  /** Issue 15 (helper domir): on its owner's table, reports to every mission of a kind (atop-mission-reports.ts). */
  readonly reportsToMissions?: import('./atop-mission-reports').TableMissionReports;
  /** Issue 15 (helper domir): on its owner's table, cards whose start-of-turn effects its owner ignores (turn-start-battles.ts). */
  readonly ignoresCards?: import('./turn-start-battles').IgnoresCards;
  /** Parts still carried out by manual effects (the card then counts as partly automated). */
  readonly manual?: readonly string[];
  /**
   * Issue 15 (lead, twentieth session): a whole way of playing the card ("… OR …") that the engine does not carry out, in
   * our words; `PlayCard { manualWay: true }` plays it that way as an unscripted card plays, its effect then declared
   * as a manual effect (behaviour/manual-ways.ts). Counts as a manual part. Only on a card whose scripted way leaves
   * nothing in play (duration `instant`: the catalogue test checks it), so no scripted ability acts for a card played so.
   */
  readonly manualWay?: string;
}

/** One way to play a card with several (`CardBehaviour.modes`). */
/** Issue 15 (helper partials): `seedsOnTarget: true` in a way too ("OR seeds or plays on any mission": seed-on-target.ts). */
export type PlayMode = Pick<CardBehaviour, 'play' | 'targets' | 'triggers' | 'duration' | 'seedsOnTarget'>;

export type { DilemmaDef };
