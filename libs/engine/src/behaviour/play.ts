/**
 * Playing a scripted card (issue 15): its window and limits, its target, where it goes, and the
 * effects of its `played` trigger; `end-of-turn` triggers of cards in play. Read by `PlayCard`
 * (play.ts) and by legalCommands (which offers one command per legal target).
 *
 * 1E rulebook › THE CARDS › EVENTS, INCIDENTS, & OBJECTIVES (lasting effects; "a few say to
 * discard them after use"); THE CARDS › INTERRUPTS (short-lived, discarded after use);
 * MISCELLANEOUS RULES › "ONCE PER GAME" AND SIMILAR LIMITS; THE CUMULATIVE RULE (a player-targeting
 * effect is not multiplied by more copies); ATTEMPT A MISSION › ENCOUNTERING DILEMMAS ›
 * Clarification: Triggered & Targeted Effects (no valid target, no play).
 */
import { missionAtPlaceTargets } from './mission-at-place';
import { runSeedDownloads } from './seed-downloads';
import { yourFacilityTargets } from './your-facility-target';
import { abandonTargets } from './abandoned-ship';
import { crashTargets } from './crash-landing';
import { checkHazardConditions } from './planet-hazards';
import { checkEnteredPlayConditions } from './entered-play';
import { checkMissionGuardConditions } from './mission-guards';
import { checkBorgPlays, objectiveMissionTargets } from './scouting';
import { slipstreamTargets } from './slipstream';
import { unnullifiableNow } from './nullify-while-present';
import { isUnique } from '../card-facts';
import { missionTargets } from './missions-incidents-c';
import type { Card } from '@captains-log/cards';
import type { EngineerFilter } from './vocabulary-facilities';
import { bp, problem, type Ctx, type Problem } from '../context';
import { RULES } from '../rules';
import { PLAYERS, type CommandOf, type GameState, type PlayerId, type ResponseWindow } from '../types';
import { skillLevel } from '@captains-log/cards';
import { memberOf } from '../attempt/requirements';
import { checkHeadquartersSite, checkOutpostSite } from '../seeding';
import { cardsIn, isInPlayZone, locationOfZone, Z, zoneKind } from '../zones';
import { behaviourOf } from './registry';
import { perCards } from '../table-index';
import { runEffects } from './verbs';
import { battleTargets } from './targets-battle';
import { selfControlledTargets } from './verbs-self-controlled';
import { controlTargets } from './control-changes';
import type { CardBehaviour, CardFilter, Permit, PlayMode, TargetSpec } from './vocabulary';
import { eventTargets } from './targets-events';
import { events2Targets, isValidTarget } from './targets-events2';
import { checkEvents2Conditions } from './play-conditions2';
import { checkCrewGenders } from './crew-genders';
import { yourPersonnelTargets } from './targets-incidents';
import { immuneTo } from './modifiers-incidents';
import { nullifiesItsTarget, protectedFromNullification } from './nullify-protection';
import { hasSpecialEquipment, targetableThroughCloak } from './ship-equipment';
import { isDeactivated } from './holograms';
import { isShipTarget, shipTargets } from './verbs-ships';
import { downloadTargets } from './downloads';
import { checkEventsCConditions, eventImmuneByTable, eventsCTargets } from './verbs-events-c';
import { checkBesideConditions } from './beside-guards';
import { checkHologramTeamConditions } from './hologram-erasure';
import { checkLoreMissionConditions } from './lore-missions';
import { checkTimesPerGame, immunityTargets, recordTimesPerGame } from './play-limits';
import { cardMoveTargets } from './card-moves';
import { captiveTargets } from './captives';
import { surrenderTargets } from './battle-surrenders';
import { eventReturnTargets } from './event-returns';
import { battleModifierTargets } from './battle-modifiers';
import { hostHidden, infiltrationTargets } from './infiltration-cards';
import { afterBattleTargets } from './after-battle';
import { recordedPermitTargets } from './recorded-attack-permits';
import { openingKillTargets } from './battle-opening-kills';
import { snipingTargets } from './battle-sniping';
import { holoprogramTargets } from './holoprograms';
import { handDownloadTargets } from './hand-downloads';
import { missionDownloadTargets } from './download-onto-mission';
import { battleInvolvingTargets } from './battle-involving';
import { shipAutonomyTargets } from './ship-autonomy';
import { killedOutsideBattleTargets } from './kills-outside-battle';
import { battleExclusionTargets, checkLocationLimit, recordLocationUse } from './battle-exclusions';
import { battleDownloadTargets } from './battle-downloads';
import { fallenTargets } from './fallen-to-point-area';
import { shipReplacementTargets } from './ship-replacements';
import { dilemmaGatheringTargets } from './dilemma-gatherings';
import { shieldsSuspensionTargets } from './shields-suspensions';
import { battlePairingTargets } from './battle-pairings';
import { battleSacrificeTargets } from './battle-sacrifices';
import { battleTableTargets } from './battle-table-responses';
import { isPremiereTarget, premiereTargets } from './targets-premiere';
import { interruptsDTargets } from './interrupts-d';
import { placesTargets } from './places';
import { fitsWindow, waysOf } from './modes';
import { windowsTargets } from './windows-draws';
import { groupDownloadTargets } from './group-downloads';
import { eventsDTargets } from './verbs-events-d';
import { shipRepairTargets } from './ship-repair-targets';
import { downloadAboardTargets } from './downloads-aboard';
import { deckRecursionTargets } from './deck-recursion';
import { shipSkillTargets } from './ship-skill-cards';
import { showsIcon } from './property-logos';
import { responseAbilityTargets } from './response-abilities';
import { skillCopyTargets } from './skill-copies';
import { lastingChangeTargets } from './lasting-changes';
import { discardReportTargets } from './discard-reports';
import { attributePairTargets } from './attribute-shifts';
import { objectiveDownloadTargets } from './objective-downloads';

/**
 * The behaviour of a card whose play from hand the engine carries out (normal play, interrupt,
 * response, build), if any. A card with `modes` is played in the mode that fits `window` (the
 * response window it would answer): a response mode to that window's action inside a window, a
 * mode that is no response outside windows; the card's own `play` first, unless `mode` names the
 * way the player chose (behaviour/modes.ts; undefined when that way does not fit).
 */
export function scriptedPlay(card: Card, window?: ResponseWindow, mode?: number): CardBehaviour | undefined {
  const behaviour = behaviourOf(card.id);
  if (!behaviour) return undefined;
  const ways = waysOf(behaviour);
  // Issue 15 (modes): the way the player named, if it fits; else the first that fits.
  const chosen: PlayMode | undefined = mode !== undefined ? (ways[mode] && fitsWindow(ways[mode], window) ? ways[mode] : undefined) : ways.find((way) => fitsWindow(way, window));
  if (mode !== undefined && !chosen) return undefined;
  const picked = chosen && chosen !== behaviour ? { ...behaviour, ...chosen } : behaviour;
  const kind = picked.play?.window.kind;
  return kind === 'normal-play' || kind === 'interrupt' || kind === 'response' || kind === 'build' ? picked : undefined;
}

export function matches(card: Card, filter: CardFilter | undefined): boolean {
  if (!filter) return true;
  if (filter.types && !filter.types.includes(card.type)) return false;
  if (filter.notTypes?.includes(card.type)) return false;
  if (filter.titles && !filter.titles.some((title) => card.title.startsWith(title))) return false;
  if (filter.notTitles?.some((title) => card.title.startsWith(title))) return false;
  if (filter.playedAs && playedAs(card) !== filter.playedAs) return false;
  if (filter.titleWords && !filter.titleWords.some((word) => new RegExp(`(^|[^A-Za-z0-9])${word}([^A-Za-z0-9]|$)`).test(card.title))) return false;
  if (filter.titleIncludes && !filter.titleIncludes.some((part) => card.title.toLowerCase().includes(part.toLowerCase()))) return false;
  if (filter.qIcon !== undefined && card.qIcon !== filter.qIcon) return false;
  if (filter.anyOf && !filter.anyOf.some((one) => matches(card, one))) return false;
  if (filter.affiliations && !card.affiliations.some((affiliation) => filter.affiliations!.includes(affiliation))) return false;
  // Issue 15 (events-d).
  if (filter.notAffiliations && card.affiliations.some((affiliation) => filter.notAffiliations!.includes(affiliation))) return false;
  if (filter.unique !== undefined && isUnique(card) !== filter.unique) return false;
  if (filter.property && card.property !== filter.property) return false;
  if (filter.characteristic && !card.characteristics.some((one) => one.toLowerCase() === filter.characteristic!.toLowerCase())) return false;
  if (filter.icons && !filter.icons.every((code) => showsIcon(card, code))) return false;
  if (filter.facilityKind && card.facilityKind !== filter.facilityKind) return false;
  // Issue 15 (response abilities): "a non-[Ref] interrupt".
  if (filter.notIcons?.some((code) => showsIcon(card, code))) return false;
  // Issue 15 (helper partials): "a 'use as Equipment card' artifact" (Reclamation).
  if (filter.usedAsEquipment && !(card.type === 'Artifact' && /use as (an )?\[?equipment\]?( card)?/i.test(card.text ?? ''))) return false;
  if (filter.shipClassIncludes && !(card.ship?.shipClass ?? '').toLowerCase().includes(filter.shipClassIncludes.toLowerCase())) return false;
  if (filter.staffingIcon && !card.ship?.staffing.icons.includes(filter.staffingIcon)) return false;
  return true;
}

/** The type a card is played as: Interrupt (interrupt or response windows), Event (normal play, not a facility), else its own type. */
function playedAs(card: Card): string {
  // A doorway played like an interrupt is still a Doorway (1E rulebook › PLAYING A DOORWAY): no "nullify an Interrupt" touches it.
  if (card.type === 'Interrupt' || card.type === 'Event' || card.type === 'Doorway') return card.type;
  const window = behaviourOf(card.id)?.play?.window.kind;
  if (window === 'interrupt' || window === 'response') return 'Interrupt';
  if (window === 'normal-play' && card.type === 'Artifact') return 'Event';
  return card.type;
}

/** Every legal target of a card for `player` (players first, then card instances in zone order). */
export function validTargets(state: GameState, player: PlayerId, spec: TargetSpec, self?: string): string[] {
  const found = targetsOf(state, player, spec, self);
  // Issue 15: the opponent may not target cloaked cards, nobody targets phased ones (1E rulebook › CLOAK);
  // a target word made for cloaked ships (Tachyon Detection Grid) is the exception its card states.
  if (spec.kind === 'cloaked-ship') return found;
  // Issue 15 (infiltration): a personnel a morph card hides may not be targeted (You Dirty Rat: infiltration-cards.ts).
  return found.filter((target) => !state.cards[target.split('>')[0]!] || (targetableThroughCloak(state, player, target.split('>')[0]!) && !hostHidden(state, target.split('>')[0]!)));
}

function targetsOf(state: GameState, player: PlayerId, spec: TargetSpec, self?: string): string[] {
  switch (spec.kind) {
    case 'player':
      return [...PLAYERS];
    case 'ship':
      return Object.values(state.cards)
        .filter((instance) => (spec.whose === 'any' || instance.owner === player) && ['space', 'docked', 'surface'].includes(zoneKind(instance.zone)) && bp(state, instance.iid).type === 'Ship')
        .filter((instance) => !spec.unlessEquipment || !hasSpecialEquipment(state, instance.iid, spec.unlessEquipment))
        .map((instance) => instance.iid);
    case 'your-discard':
      return cardsIn(state, Z.discard(player)).filter((iid) => iid !== self && matches(bp(state, iid), spec.filter));
    case 'location': {
      const facility = self ? state.cards[self] : undefined;
      const behaviour = facility ? behaviourOf(facility.blueprint) : undefined;
      if (!facility || behaviour?.play?.window.kind !== 'build') return [];
      const window = behaviour.play.window;
      // Issue 15: an ENGINEER named by icon, affiliation and icon, or species (vocabulary-facilities.ts).
      const named = typeof window.engineer === 'object' ? window.engineer : undefined;
      const affiliations = window.engineer === 'any' || (named && !named.affiliation) ? null : named?.affiliation ? [named.affiliation] : bp(state, self!).affiliations;
      // Issue 15 (ships, pass E): a headquarters that "seeds or plays on {its homeworld}" is played there as it seeds (seeding.ts › checkHeadquartersSite).
      const site = bp(state, self!).facilityKind === 'Headquarters' ? checkHeadquartersSite : checkOutpostSite;
      return Object.keys(state.locations).filter((location) => site(state, player, bp(state, self!), location) === null && (window.engineer === 'none' || engineerAt(state, player, location, affiliations, named)));
    }
    case 'mission-with-icon':
      return Object.values(state.locations)
        .filter((location) => location.missions.some((iid) => (bp(state, iid).mission?.affiliationIcons ?? []).includes(spec.icon as never) || (!!spec.loreWord && (bp(state, iid).lore ?? '').includes(spec.loreWord))))
        .map((location) => location.id);
    case 'just-played': {
      const windows = state.windows ?? [];
      const top = windows[windows.length - 1];
      // Issue 15 (premiere-windows): a card draw's window names the draw deck, not a card: nothing was played.
      return top && top.card !== self && state.cards[top.card] && matches(bp(state, top.card), spec.filter) && !immune(state, top.card, self) ? [top.card] : [];
    }
    case 'card-in-play':
      return Object.values(state.cards)
        .filter((instance) => instance.iid !== self && instance.faceUp && isInPlayZone(instance.zone) && zoneKind(instance.zone) !== 'mission' && matches(bp(state, instance.iid), spec.filter) && !immune(state, instance.iid, self))
        .map((instance) => instance.iid);
    case 'battle-target-ship':
    case 'ship-with-crew':
    case 'personnel-battle-just-initiated':
    case 'your-personnel-in-battle':
    case 'avenger-after-battle':
    case 'personnel-battle-armed':
    case 'personnel-battle-just-lost':
      return battleTargets(state, player, spec);
    case 'personnel':
    case 'just-solved-mission':
    case 'cards-in-your-hand':
    case 'cards-in-your-discard':
    case 'just-killed':
      return events2Targets(state, player, spec, self);
    case 'your-personnel':
      return yourPersonnelTargets(state, player, spec);
    case 'mission':
      return missionTargets(state, player, spec);
    case 'objective-mission':
    case 'objective-to-download':
      return objectiveMissionTargets(state, player, spec);
    case 'mission-at-place':
      return missionAtPlaceTargets(state, player, spec);
    case 'your-facility':
      return yourFacilityTargets(state, player, spec);
    case 'card-to-download':
      return downloadTargets(state, player, spec);
    case 'personnel-group-to-download':
      return groupDownloadTargets(state, player, spec);
    case 'your-ship-with-equipment':
    case 'your-docked-ship':
    case 'mission-with-lore':
    case 'your-card-in-play':
    case 'your-facility-to-adjacent-in-region':
    case 'hand-card-for-discard-card':
    case 'your-ship-of-classes':
    case 'your-personnel-and-named-skill':
      return eventsDTargets(state, player, spec);
    case 'personnel-to-replace':
    case 'your-personnel-with-equipment':
    case 'your-personnel-with-opponent-crew-here':
    case 'your-ship-with-opponent-ship-here':
    case 'personnel-alone-on-planet':
    case 'your-personnel-together':
    case 'your-personnel-to-join':
    case 'matching-commander-for-ship':
    case 'your-ship-at-counter-attack':
    case 'personnel-to-download-with':
    case 'card-type':
    case 'download-for-your-personnel':
    case 'present-with-your-personnel':
    case 'your-ship-orbiting-planet':
    case 'your-ship-escaping':
    case 'your-ship-in-battle':
    case 'deck-ends-arrangement':
    case 'personnel-to-download-to-pair':
      return interruptsDTargets(state, player, spec, self);
    case 'your-ship-to-cloak':
    case 'your-ship-matching':
    case 'your-ship-with-aboard-to-location':
    case 'undamaged-ship-near-region':
      return eventsCTargets(state, player, spec);
    case 'beam-party':
    case 'cards-in-your-draw-deck':
    case 'ship-and-turns':
    case 'battle-victims':
    case 'your-ship-of-affiliation':
      return isPremiereTarget(spec) ? premiereTargets(state, player, spec) : [];
    // Issue 15 (response abilities): behaviour/response-abilities.ts.
    case 'revealed-dilemma-and-replacement':
    case 'opponent-discards-on-just-played':
      return responseAbilityTargets(state, player, spec);
    // Issue 15 (skill-copies): behaviour/skill-copies.ts.
    case 'your-personnel-and-skill-to-copy':
      return skillCopyTargets(state, player, spec, self);
    case 'attribute-pair':
      return attributePairTargets();
    // Issue 15 (shorts): behaviour/lasting-changes.ts.
    case 'your-personnel-facing-dilemma':
    case 'personnel-not-bearing':
    case 'your-personnel-and-discarded-personnel':
      return lastingChangeTargets(state, player, spec);
    case 'hand-card-to-report-from-discard':
      return discardReportTargets(state, player, spec, self);
    case 'player-who-just-drew':
    case 'opponent-card-just-played':
    case 'your-ship-here':
      return windowsTargets(state, player, spec, self);
    // Issue 15 (premiere-control): behaviour/verbs-self-controlled.ts.
    case 'occupied-ship':
    case 'ship-with-group':
    case 'location-with-group':
    case 'roaming-card':
      return selfControlledTargets(state, player, spec);
    case 'ship-of-affiliation':
      return controlTargets(state, player, spec);
    case 'between-missions':
      return placesTargets(state);
    case 'your-damaged-ship-with-matching-facility':
      return shipRepairTargets(state, player, spec);
    // Issue 15 (incidents-e): behaviour/deck-recursion.ts.
    case 'hand-card-and-discard-cards':
    case 'hand-card-for-download-to-hand':
      return deckRecursionTargets(state, player, spec, self);
    case 'personnel-to-download-aboard':
      return downloadAboardTargets(state, player, spec, self);
    case 'your-ship-any-of':
      return shipSkillTargets(state, player, spec);
    case 'cards-per-opponent-mission':
    case 'opposing-personnel-if-at-opponent-missions':
    case 'equipment-per-opponent-mission':
      return objectiveDownloadTargets(state, player, spec);
    case 'just-played-unless-immune':
      return immunityTargets(state, spec, self);
    case 'card-in-any-discard':
      return cardMoveTargets(state, spec, self);
    // Issue 15 (captives): behaviour/captives.ts.
    case 'your-captive':
    case 'your-personnel-held-captive':
    case 'escort-of-your-captive':
    case 'your-team-outnumbering-opposing-security':
    case 'opposing-ship-with-yours-here':
    case 'your-facility-with-brig':
    case 'your-trapped-captive-to-brig':
    case 'just-captured':
    case 'weak-opposing-ship-near-your-class':
      return captiveTargets(state, player, spec, self);
    // Issue 15 (captive): behaviour/battle-surrenders.ts.
    case 'outgunned-ship':
    case 'battle-against-your-card':
      return surrenderTargets(state, player, spec);
    case 'opponent-event-returnable':
      return eventReturnTargets(state, player, spec);
    case 'personnel-battle-against-you':
    case 'ship-targeted-by-several':
      return battleModifierTargets(state, player, spec);
    case 'your-ship-that-traded-fire':
    case 'ship-destroyed-by-your-ship-with':
    case 'your-leader-in-battle-won':
      return afterBattleTargets(state, player, spec, self);
    case 'federation-ship-attacked':
      return recordedPermitTargets(state);
    case 'victims-of-your-skilled-in-battle':
      return openingKillTargets(state, player, spec);
    case 'personnel-in-battle-you-armed':
      return snipingTargets(state, player, spec);
    // Issue 15 (infiltration): behaviour/infiltration-cards.ts.
    case 'opponent-infiltrator-with-your-shape-shifter':
    case 'personnel-battle-with-your-shape-shifters':
    case 'ship-battle-with-your-infiltrator':
    case 'opponent-personnel-present-with-your-infiltrator':
    case 'your-infiltrator-and-victims':
    case 'your-ship-firing-on-kin-or-infiltrated':
    case 'your-personnel-to-infiltrate':
    case 'changeling-in-play':
    case 'your-shape-shifter-free-to-morph':
    case 'infiltrating-shape-shifter':
    case 'your-equipment-and-shape-shifter-in-hand':
      return infiltrationTargets(state, player, spec);
    case 'your-holodeck':
    case 'download-aboard-host':
      return holoprogramTargets(state, player, spec, self);
    case 'card-to-download-to-hand':
      return handDownloadTargets(state, player, spec);
    // Issue 15 (helper partials): behaviour/download-onto-mission.ts.
    case 'card-onto-mission':
      return missionDownloadTargets(state, player, spec);
    case 'personnel-battle-involving':
      return battleInvolvingTargets(state, spec);
    case 'your-ship-showing-or-crewed':
      return shipAutonomyTargets(state, player, spec);
    case 'crew-or-away-team-of-killed-outside-battle':
      return killedOutsideBattleTargets(state);
    case 'your-personnel-in-battle-to-exclude':
    case 'crew-or-away-team-where-you-are':
      return battleExclusionTargets(state, player, spec);
    case 'download-aboard-your-ship-at-battle':
      return battleDownloadTargets(state, player, spec);
    case 'your-unique-killed-in-battle':
      return fallenTargets(state, player, spec);
    case 'universal-ship-here-to-replace':
      return shipReplacementTargets(state, player, self);
    case 'your-personnel-with-lore-to-dilemma':
    case 'deck-personnel-with-lore-to-dilemma':
      return dilemmaGatheringTargets(state, player, spec);
    case 'ship-targeted-by-several-and-enhancer':
      return shieldsSuspensionTargets(state);
    case 'your-first-pair':
      return battlePairingTargets(state, player, spec, self);
    case 'your-species-in-battle-present':
      return battleSacrificeTargets(state, player, spec, self);
    case 'battle-involving-yours':
    case 'opposing-ships-of-battle-just-ended':
    case 'your-icon-card-attacked':
    case 'hand-personnel-to-your-winning-ship':
      return battleTableTargets(state, player, spec);
    // Issue 15 (events-f): behaviour/slipstream.ts.
    case 'your-full-range-ship-to-location':
      return slipstreamTargets(state, player);
    case 'your-damaged-ship-at-planet':
      return crashTargets(state, player);
    case 'ship-with-commander-or-icon-aboard':
      return abandonTargets(state, spec);
    default:
      return isShipTarget(spec) ? shipTargets(state, player, spec) : eventTargets(state, player, spec);
  }
}

const REMOVING: ReadonlySet<string> = new Set(['nullify-target', 'discard-target', 'target-to-hand', 'return-just-played', 'return-and-play-another']);

/** Whether a card's effects (any mode) would nullify, discard or return its target: what an `unnullifiable` card ignores. */
function removesTarget(behaviour: CardBehaviour | undefined): boolean {
  return [behaviour, ...(behaviour?.modes ?? [])].some((mode) => (mode?.triggers ?? []).some((trigger) => trigger.effects.some((effect) => REMOVING.has(effect.kind))));
}

/** Whether `target` is immune to the card `self` ("immune to Kevin Uxbridge"): its script lists self's title (issue 15, third pass). */
export function immune(state: GameState, target: string, self: string | undefined): boolean {
  if (!self) return false;
  const title = bp(state, self).title;
  if (immuneTo(state, target, title)) return true;
  // Issue 15 (personnel-a): a card a personnel protects from nullification (nullify-protection.ts).
  if (state.cards[target] && nullifiesItsTarget(behaviourOf(state.cards[self]!.blueprint)) && protectedFromNullification(state, target, state.cards[self]!.owner)) return true;
  if (eventImmuneByTable(state, target, title)) return true;
  // Issue 15 (events-f): "may not be nullified while … present" (nullify-while-present.ts).
  if (nullifiesItsTarget(behaviourOf(state.cards[self]!.blueprint)) && unnullifiableNow(state, target)) return true;
  if (behaviourOf(state.cards[target]!.blueprint)?.unnullifiable && removesTarget(behaviourOf(state.cards[self]!.blueprint))) return true;
  // A card lying on the target may lend it immunity (Rishon Uxbridge).
  return cardsIn(state, Z.on(target)).some((iid) => behaviourOf(state.cards[iid]!.blueprint)?.grantsImmunity?.includes(title) ?? false);
}

/**
 * Whether the player has an ENGINEER at the location (aboard a ship or facility there, or on the
 * planet), of one of the given affiliations (null: any); skills granted by equipment count
 * (memberOf). 1E rulebook › THE SEED PHASES › FACILITY PHASE (outposts "build where you have" an ENGINEER).
 */
export function engineerAt(state: GameState, player: PlayerId, location: string, affiliations: readonly string[] | null, named?: EngineerFilter): boolean {
  return Object.values(state.cards).some((instance) => {
    if (instance.owner !== player || instance.disabled || isDeactivated(state, instance.iid) || !isInPlayZone(instance.zone) || locationOfZone(state, instance.zone) !== location) return false;
    const card = bp(state, instance.iid);
    if (card.type !== 'Personnel' || (affiliations && !card.affiliations.some((affiliation) => affiliations.includes(affiliation)))) return false;
    if (named?.icon && !card.icons.some((icon) => icon.code === named.icon)) return false;
    if (named?.characteristic && !card.characteristics.some((item) => item.toLowerCase() === named.characteristic!.toLowerCase())) return false;
    return skillLevel(memberOf(state, instance.iid), 'ENGINEER') > 0;
  });
}

/** The rules a scripted card adds to playing it: its target and its limits. */
export function checkScriptedPlay(state: GameState, command: CommandOf<'PlayCard'>, behaviour: CardBehaviour): Problem | null {
  if (behaviour.targets) {
    if (command.target === undefined) return problem('TARGET_REQUIRED', `${behaviour.title} needs a target`, RULES.triggers);
    if (!isValidTarget(state, command.actor, behaviour.targets, command.target, command.card))
      return problem('INVALID_TARGET', `${command.target} is not a valid target for ${behaviour.title}`, RULES.triggers);
  } else if (command.target !== undefined) return problem('NO_TARGET', `${behaviour.title} takes no target`, RULES.triggers);
  for (const condition of behaviour.play?.requires ?? [])
    if (condition.kind === 'on-your-table' && !cardsIn(state, Z.table(command.actor)).some((iid) => state.cards[iid]!.faceUp && bp(state, iid).title === condition.title))
      return problem('PLAY_CONDITION', `${behaviour.title} needs ${condition.title} on your table`, RULES.triggers);
    else if (condition.kind === 'start-of-your-turn' && (state.turn?.player !== command.actor || state.turn.stage !== 'card-play' || state.turn.normalCardPlayUsed))
      return problem('NOT_START_OF_TURN', `${behaviour.title} plays at the start of your turn, before your normal card play`, RULES.startOfTurn);
  const unmet = checkEvents2Conditions(state, command, behaviour) ?? checkEventsCConditions(state, command.actor, command.target, behaviour) ?? checkTimesPerGame(state, command, behaviour) ?? checkHazardConditions(state, command.actor, command.target, behaviour) ?? checkEnteredPlayConditions(state, behaviour) ?? checkMissionGuardConditions(state, command.actor, command.target, behaviour) ?? checkCrewGenders(state, command, behaviour) ?? checkBesideConditions(state, command.target, behaviour) ?? checkHologramTeamConditions(state, command.target, behaviour) ?? checkLocationLimit(state, command, behaviour) ?? checkLoreMissionConditions(state, command.actor, behaviour) ?? checkBorgPlays(state, command.actor, behaviour);
  if (unmet) return unmet;
  if (behaviour.play?.costs?.some((cost) => cost.kind === 'discard-copy-from-hand') && !copyInHand(state, command.actor, command.card))
    return problem('COST_UNPAID', `${behaviour.title} needs another copy in your hand`, RULES.triggers);
  if (behaviour.play?.limit?.kind === 'once-per-turn' && state.abilityUses?.[`${command.actor}|${behaviour.title}`] === state.turn?.number)
    return problem('ONCE_PER_TURN', `${behaviour.title} may be used once each turn`, RULES.oncePerTurn);
  if (behaviour.play?.limit?.kind === 'once-per-target' && PLAYERS.some((player) => state.abilityUses?.[`${player}|${behaviour.title}@${command.target}`] !== undefined))
    return problem('ONCE_PER_TARGET', `only one ${behaviour.title} may be played for ${command.target}`, RULES.oncePerTurn);
  if (behaviour.play?.limit?.kind === 'once-per-game-per-target-title' && command.target && state.cards[command.target] && state.abilityUses?.[`${command.actor}|${onceAGame(behaviour.title)}@${bp(state, command.target).title}`] !== undefined)
    return problem('ONCE_PER_GAME', `${behaviour.title} was already used on a ${bp(state, command.target).title} this game`, RULES.oncePerTurn);
  if (behaviour.play?.limit?.kind === 'once-per-game' && state.abilityUses?.[`${command.actor}|${onceAGame(behaviour.title)}`] !== undefined)
    return problem('ONCE_PER_GAME', `${behaviour.title} may be used once each game`, RULES.oncePerTurn);
  return null;
}

/** Where the played card goes: removed from the game (a cost), discarded (instant), beside a deck, or on the table. */
export function destinationOf(behaviour: CardBehaviour | undefined, card: Card, player: PlayerId, target?: string, state?: GameState): string {
  if (behaviour?.play?.costs?.some((cost) => cost.kind === 'remove-from-game')) return Z.out(player);
  // Issue 15 (ships, pass E): a headquarters stands on its homeworld's planet, as when seeded (seeding.ts › seedFacility).
  if (behaviour?.play?.window.kind === 'build' && target) return card.facilityKind === 'Headquarters' ? Z.surface(target) : Z.space(target);
  const duration = behaviour?.duration ?? (card.type === 'Interrupt' ? 'instant' : 'while-in-play');
  if (duration === 'instant') return Z.discard(player);
  if (duration === 'beside-target-deck' && (target === 'p1' || target === 'p2')) return Z.table(target);
  if (duration === 'on-target-mission' && target) return Z.atop(target);
  if (duration === 'on-target-card' && target) return Z.on(target);
  // Issue 15: equipment reporting to a just-initiated battle goes where the target personnel is.
  if (duration === 'present-with-target' && target && state?.cards[target]) return state.cards[target]!.zone;
  return Z.table(player);
}

/** The key of a once-per-game use: per title and player, whatever the copy (1E rulebook › MISCELLANEOUS RULES › "ONCE PER GAME" AND SIMILAR LIMITS). */
function onceAGame(title: string): string {
  return `${title} (once per game)`;
}

/** Another copy (same title) of `card` in the player's hand. */
function copyInHand(state: GameState, player: PlayerId, card: string): string | undefined {
  const title = bp(state, card).title;
  return cardsIn(state, Z.hand(player)).find((iid) => iid !== card && bp(state, iid).title === title);
}

/** At the initiation, after `CardPlayed`: costs are paid and a limited use is recorded (both count even if the play is then nullified). */
export function recordUse(ctx: Ctx, command: CommandOf<'PlayCard'>, behaviour: CardBehaviour): void {
  if (behaviour.play?.costs?.some((cost) => cost.kind === 'discard-copy-from-hand')) {
    const copy = copyInHand(ctx.state, command.actor, command.card)!;
    ctx.emit({ type: 'CardMoved', card: copy, from: Z.hand(command.actor), to: Z.discard(command.actor), faceUp: true, reason: `${behaviour.title}: played with its pair`, rule: RULES.cardEffects });
  }
  if (behaviour.play?.limit?.kind === 'once-per-turn')
    ctx.emit({ type: 'CardAbilityUsed', player: command.actor, title: behaviour.title, turn: ctx.state.turn!.number, rule: RULES.oncePerTurn });
  if (behaviour.play?.limit?.kind === 'once-per-target')
    ctx.emit({ type: 'CardAbilityUsed', player: command.actor, title: `${behaviour.title}@${command.target}`, turn: ctx.state.turn!.number, rule: RULES.oncePerTurn });
  if (behaviour.play?.limit?.kind === 'once-per-game-per-target-title' && command.target && ctx.state.cards[command.target])
    ctx.emit({ type: 'CardAbilityUsed', player: command.actor, title: `${onceAGame(behaviour.title)}@${bp(ctx.state, command.target).title}`, turn: ctx.state.turn!.number, rule: RULES.oncePerTurn });
  if (behaviour.play?.limit?.kind === 'once-per-game')
    ctx.emit({ type: 'CardAbilityUsed', player: command.actor, title: onceAGame(behaviour.title), turn: ctx.state.turn!.number, rule: RULES.oncePerTurn });
  recordTimesPerGame(ctx, command, behaviour);
  recordLocationUse(ctx, command, behaviour);
}

/** At the resolution (its response window closed, not nullified): the `played` effects run in order. */
export function runPlayedEffects(ctx: Ctx, player: PlayerId, card: string, target: string | undefined, behaviour: CardBehaviour, declined?: boolean): void {
  for (const trigger of behaviour.triggers ?? []) if (trigger.on === 'played') runEffects({ ctx, player, card, ...(target !== undefined ? { target } : {}), ...(declined ? { declined } : {}) }, trigger.effects);
  // Issue 15 (seeding): "seeds or plays …; you may download …" — the same downloads when played (seed-downloads.ts).
  if (behaviour.seedDownloads?.alsoWhenPlayed && !declined) runSeedDownloads(ctx, player, card);
}

/**
 * End of a turn (before the draw): `end-of-turn` triggers of the cards on `player`'s table, once per
 * title (1E rulebook › MISCELLANEOUS RULES › THE CUMULATIVE RULE: The Traveler targets the player).
 */
export function runEndOfTurnTriggers(ctx: Ctx, player: PlayerId, declined?: boolean): void {
  const seen = new Set<string>();
  for (const iid of cardsIn(ctx.state, Z.table(player))) {
    const behaviour = behaviourOf(ctx.state.cards[iid]!.blueprint);
    if (!behaviour || seen.has(behaviour.title)) continue;
    for (const trigger of behaviour.triggers ?? []) {
      if (trigger.on !== 'end-of-turn') continue;
      seen.add(behaviour.title);
      runEffects({ ctx, player: ctx.state.cards[iid]!.owner, card: iid, target: player, ...(declined ? { declined } : {}) }, trigger.effects);
    }
  }
}

/**
 * The affiliation pairs `player`'s cards on their table let mix and cooperate (treaties), for
 * `compatible` (1E rulebook › REPORTING FOR DUTY › COMPATIBLE).
 */
export function mixesOf(state: GameState, player: PlayerId): readonly (readonly [string, string])[] {
  // Issue 17: read by every compatibility check; depends only on the cards (their zones and faces), so memoised per card record.
  // (The table zone's order follows the cards' moves, which make a new card record.)
  return perCards(state, `mixes:${player}`, () =>
    cardsIn(state, Z.table(player)).flatMap((iid) =>
      state.cards[iid]!.faceUp ? (behaviourOf(state.cards[iid]!.blueprint)?.permits ?? []).flatMap((permit) => (permit.kind === 'mix' && mixHolds(state, player, permit) ? [mixPair(permit)] : [])) : [],
    ),
  );
}

/** Issue 15 (events-f): a treaty that holds only while every mission its owner seeded is in one quadrant. */
function mixHolds(state: GameState, player: PlayerId, permit: Extract<Permit, { kind: 'mix' }>): boolean {
  if (!permit.whileMissionsOnlyIn) return true;
  return Object.values(state.locations).every((location) => location.quadrant === permit.whileMissionsOnlyIn || !location.missions.some((iid) => state.cards[iid]!.owner === player));
}

/** A treaty's pair for `compatible`: an affiliation limited to cards showing an icon is written `affiliation#icon` (card-facts.ts). */
function mixPair(permit: Extract<Permit, { kind: 'mix' }>): readonly [string, string] {
  const [a, b] = permit.affiliations;
  const [x, y] = permit.icons ?? [null, null];
  // Issue 15 (events-f): `affiliation@class`: only its ships of that class (card-facts.ts › compatible).
  const [k, l] = permit.shipClasses ?? [null, null];
  return [`${x ? `${a}#${x}` : a}${k ? `@${k}` : ''}`, `${y ? `${b}#${y}` : b}${l ? `@${l}` : ''}`];
}

/** Your cards lying on the mission at `location` that permit your personnel of `affiliations` to attempt it. */
export function attemptPermitted(state: GameState, player: PlayerId, location: string, affiliations: readonly string[]): boolean {
  return cardsIn(state, Z.atop(location)).some((iid) => {
    if (state.cards[iid]!.owner !== player) return false;
    return (behaviourOf(state.cards[iid]!.blueprint)?.permits ?? []).some((permit) => permit.kind === 'attempt-mission' && affiliations.includes(permit.affiliation));
  });
}

/** A mission was completed at `location`: the `mission-completed` triggers of the cards on it. */
export function runMissionCompletedTriggers(ctx: Ctx, location: string): void {
  for (const iid of [...cardsIn(ctx.state, Z.atop(location))]) {
    const instance = ctx.state.cards[iid];
    const behaviour = instance ? behaviourOf(instance.blueprint) : undefined;
    for (const trigger of behaviour?.triggers ?? []) if (trigger.on === 'mission-completed') runEffects({ ctx, player: instance!.owner, card: iid }, trigger.effects);
  }
}
