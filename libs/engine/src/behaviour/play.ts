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
import { comboHalfNamed } from './combo-halves';
import { checkHandPlayConditions } from './hand-plays';
// Issue 15 (helper doors): "plays when opponent is using …" (double-turns.ts).
import { checkOpponentUsing } from './double-turns';
// Issue 15 (helper obja): "plays … if you have solved two missions (one [P] and one [S])" (homeworld-decimation.ts).
import { checkCompletedMissions } from './homeworld-decimation';
import { checkContenderConditions } from './contender';
import { checkFreePlaysAllowedNow } from './immediate-free-plays';
import { runSeedDownloads } from './seed-downloads';
import { checkHazardConditions } from './planet-hazards';
import { checkEnteredPlayConditions } from './entered-play';
import { checkMissionGuardConditions } from './mission-guards';
import { checkBorgPlays } from './scouting';
import { unnullifiableNow } from './nullify-while-present';
import { isUnique, type MixPair, isTitled, titledAmong, titledWithPrefix } from '../card-facts';
import type { Card } from '@captains-log/cards';
import type { EngineerFilter } from './vocabulary-facilities';
import { bp, problem, type Ctx, type Problem } from '../context';
import { RULES } from '../rules';
import { PLAYERS, type CommandOf, type GameState, type PlayerId, type ResponseWindow } from '../types';
import { skillLevel } from '@captains-log/cards';
import { memberOf } from '../attempt/requirements';
import { cardsIn, isInPlayZone, locationOfZone, other, Z } from '../zones';
import { behaviourOf } from './registry';
import { blueprintsWhere, type BlueprintTest } from './blueprints-where';
import { perCards, perState } from '../table-index';
import { runEffects } from './verbs';
import { targetsOf } from './targets';
import type { CardBehaviour, CardFilter, Permit, PlayMode, TargetSpec } from './vocabulary';
import { isValidTarget } from './targets-events2';
import { checkEvents2Conditions } from './play-conditions2';
import { checkCrewGenders } from './crew-genders';
import { immuneTo } from './modifiers-incidents';
import { nullifiesItsTarget, protectedFromNullification } from './nullify-protection';
import { targetableThroughCloak } from './ship-equipment';
import { isDeactivated } from './holograms';
import { checkEventsCConditions, eventImmuneByTable } from './verbs-events-c';
import { checkBesideConditions } from './beside-guards';
import { checkHologramTeamConditions } from './hologram-erasure';
import { checkLoreMissionConditions } from './lore-missions';
import { checkTimeConditions } from './time-locations';
import { checkTimesPerGame, recordTimesPerGame } from './play-limits';
import { hostHidden } from './infiltration-cards';
import { checkLocationLimit, recordLocationUse } from './battle-exclusions';
import { fitsWindow, waysOf } from './modes';
import { showsIcon } from './property-logos';
import { checkSolvedByConditions } from './solved-by';
import { checkAdaptConditions } from './adapt-conditions';
import { inStasis } from './stasis';
import { youHaveInPlay } from './played-titles';

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
  // Issue 15 (helper prefix): a title named is met by that title or a version of it (card-facts.ts › isTitled); a title
  // family the text names ("a Treaty", "Incoming Message") by `titlePrefixes`. Either list met is enough. Issue 15 (helper
  // substring): a Combo dilemma one of whose halves is named is met too (combo-halves.ts › comboHalfNamed: Howard Heirloom
  // Candle's {Anaphasic Organism} meets Anaphasic Organism & Nagilum; what the card does reaches that half only where its
  // effect knows halves: doubled-dilemmas.ts).
  if ((filter.titles || filter.titlePrefixes) && !(titledAmong(filter.titles, card) || titledWithPrefix(filter.titlePrefixes, card) || comboHalfNamed(card.id, filter.titles) !== undefined)) return false;
  // Issue 15 (helper inca): a title named in braces, any version of it ("{Quark}").
  if (filter.namedTitles && !filter.namedTitles.includes(card.title.replace(/ \(.*\)$/, ''))) return false;
  if (titledAmong(filter.notTitles, card) || titledWithPrefix(filter.notTitlePrefixes, card)) return false;
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
  if (filter.notCharacteristic && card.characteristics.some((one) => one.toLowerCase() === filter.notCharacteristic!.toLowerCase())) return false;
  // Issue 15 (helper partials): "a 'use as Equipment card' artifact" (Reclamation).
  if (filter.usedAsEquipment && !(card.type === 'Artifact' && /use as (an )?\[?equipment\]?( card)?/i.test(card.text ?? ''))) return false;
  if (filter.shipClassIncludes && !(card.ship?.shipClass ?? '').toLowerCase().includes(filter.shipClassIncludes.toLowerCase())) return false;
  if (filter.staffingIcon && !card.ship?.staffing.icons.includes(filter.staffingIcon)) return false;
  // Issue 15 (lead): "a SCIENCE personnel" — a personnel of that classification.
  if (filter.classification && card.personnel?.classification !== filter.classification) return false;
  if (filter.species && !(card.type === 'Personnel' && card.characteristics.some((one) => one.toLowerCase().split('/').includes(filter.species!.toLowerCase())))) return false;
  // Issue 15 (helper objb): "who have Honor" — a printed skill.
  if (filter.skill && !(card.personnel?.skillBox.skills ?? []).some((skill) => skill.name.toLowerCase() === filter.skill!.toLowerCase())) return false;
  if (filter.loreIncludes && !new RegExp(`(^|[^A-Za-z])${filter.loreIncludes}([^A-Za-z]|$)`, 'i').test(card.lore ?? '')) return false;
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
export function validTargets(state: GameState, player: PlayerId, spec: TargetSpec, self?: string): readonly string[] {
  // Issue 17: listed by legalCommands, then asked again by the check of each command offered (isValidTarget): once per state.
  return perState(state, spec, `${player}|${self ?? ''}`, () => findValidTargets(state, player, spec, self));
}

function findValidTargets(state: GameState, player: PlayerId, spec: TargetSpec, self?: string): string[] {
  const found = targetsOf(state, player, spec, self);
  // Issue 15: the opponent may not target cloaked cards, nobody targets phased ones (1E rulebook › CLOAK);
  // a target word made for cloaked ships (Tachyon Detection Grid) is the exception its card states.
  if (spec.kind === 'cloaked-ship') return found;
  // Issue 15 (stasis): nobody targets a card in stasis but a word made for it (behaviour/stasis.ts: Dead in Bed).
  const free = spec.kind === 'personnel-in-stasis' ? found : found.filter((target) => !inStasis(state, target.split('>')[0]!));
  // Issue 15 (infiltration): a personnel a morph card hides may not be targeted (You Dirty Rat: infiltration-cards.ts).
  return free.filter((target) => !state.cards[target.split('>')[0]!] || (targetableThroughCloak(state, player, target.split('>')[0]!) && !hostHidden(state, target.split('>')[0]!)));
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
  // Issue 15 (helper evint): "nullified only by {…}" (Subspace Transporter).
  const only = state.cards[target] ? behaviourOf(state.cards[target]!.blueprint)?.nullifiedOnlyBy : undefined;
  if (only && !only.includes(title) && removesTarget(behaviourOf(state.cards[self]!.blueprint))) return true;
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
  const unmet = checkEvents2Conditions(state, command, behaviour) ?? checkEventsCConditions(state, command.actor, command.target, behaviour) ?? checkTimesPerGame(state, command, behaviour) ?? checkHazardConditions(state, command.actor, command.target, behaviour) ?? checkEnteredPlayConditions(state, behaviour) ?? checkMissionGuardConditions(state, command.actor, command.target, behaviour) ?? checkCrewGenders(state, command, behaviour) ?? checkBesideConditions(state, command.target, behaviour) ?? checkHologramTeamConditions(state, command.target, behaviour) ?? checkLocationLimit(state, command, behaviour) ?? checkLoreMissionConditions(state, command.actor, behaviour) ?? checkTimeConditions(state, command.actor, behaviour) ?? checkBorgPlays(state, command.actor, behaviour) ?? checkSolvedByConditions(state, command, behaviour) ?? checkAdaptConditions(state, command, behaviour) ?? contenderProblem(state, command.actor, behaviour) ?? checkHandPlayConditions(state, command, behaviour) ?? checkOpponentUsing(state, command, behaviour) ?? checkCompletedMissions(state, command, behaviour) ?? (behaviour.play?.requires?.some((c) => c.kind === 'free-plays-allowed-now') ? checkFreePlaysAllowedNow(state, command.actor, behaviour.title) : null);
  if (unmet) return unmet;
  if (behaviour.play?.costs?.some((cost) => cost.kind === 'discard-copy-from-hand') && !copyInHand(state, command.actor, command.card))
    return problem('COST_UNPAID', `${behaviour.title} needs another copy in your hand`, RULES.triggers);
  if (behaviour.play?.limit?.kind === 'once-per-turn' && state.abilityUses?.[`${command.actor}|${behaviour.title}`] === state.turn?.number)
    return problem('ONCE_PER_TURN', `${behaviour.title} may be used once each turn`, RULES.oncePerTurn);
  if (behaviour.play?.limit?.kind === 'once-per-target' && PLAYERS.some((player) => state.abilityUses?.[`${player}|${behaviour.title}@${command.target}`] !== undefined))
    return problem('ONCE_PER_TARGET', `only one ${behaviour.title} may be played for ${command.target}`, RULES.oncePerTurn);
  // Issue 15 (helper evint): of a compound target (`a>b`) the first card names the title (Renewed Spirit: the mission).
  const titled = command.target?.split('>')[0];
  if (behaviour.play?.limit?.kind === 'once-per-game-per-target-title' && titled && state.cards[titled] && state.abilityUses?.[`${command.actor}|${onceAGame(behaviour.title)}@${bp(state, titled).title}`] !== undefined)
    return problem('ONCE_PER_GAME', `${behaviour.title} was already used on a ${bp(state, titled).title} this game`, RULES.oncePerTurn);
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
  // Issue 15 (lead): a target `host>aimed` (a tractor lock) lies on its host.
  if (duration === 'on-target-card' && target) return Z.on(target.split('>')[0]!);
  // Issue 15 (sites): a site joins its Nor's row (behaviour/sites.ts).
  if (duration === 'on-target-nor' && target) return Z.sites(target);
  // Issue 15: equipment reporting to a just-initiated battle goes where the target personnel is.
  if (duration === 'present-with-target' && target && state?.cards[target]) return state.cards[target]!.zone;
  return Z.table(player);
}

/** The key of a once-per-game use: per title and player, whatever the copy (1E rulebook › MISCELLANEOUS RULES › "ONCE PER GAME" AND SIMILAR LIMITS). */
export function onceAGame(title: string): string {
  return `${title} (once per game)`;
}

/** Another copy (same title) of `card` in the player's hand. */
function copyInHand(state: GameState, player: PlayerId, card: string): string | undefined {
  const title = bp(state, card).title;
  return cardsIn(state, Z.hand(player)).find((iid) => iid !== card && isTitled(bp(state, iid), title));
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
  const titled = command.target?.split('>')[0];
  if (behaviour.play?.limit?.kind === 'once-per-game-per-target-title' && titled && ctx.state.cards[titled])
    ctx.emit({ type: 'CardAbilityUsed', player: command.actor, title: `${onceAGame(behaviour.title)}@${bp(ctx.state, titled).title}`, turn: ctx.state.turn!.number, rule: RULES.oncePerTurn });
  if (behaviour.play?.limit?.kind === 'once-per-game')
    ctx.emit({ type: 'CardAbilityUsed', player: command.actor, title: onceAGame(behaviour.title), turn: ctx.state.turn!.number, rule: RULES.oncePerTurn });
  recordTimesPerGame(ctx, command, behaviour);
  recordLocationUse(ctx, command, behaviour);
}

/** At the resolution (its response window closed, not nullified): the `played` effects run in order. */
export function runPlayedEffects(ctx: Ctx, player: PlayerId, card: string, target: string | undefined, behaviour: CardBehaviour, declined?: boolean): void {
  for (const trigger of behaviour.triggers ?? []) if (trigger.on === 'played') runEffects({ ctx, player, card, ...(target !== undefined ? { target } : {}), ...(declined ? { declined } : {}) }, trigger.effects);
  // Issue 15 (seeding): "seeds or plays …; you may download …" — the same downloads when played (seed-downloads.ts).
  // Issue 15 (lead): not when the card is nullified as it is played ("Nullified if you have {X} in play": played-titles.ts).
  if (behaviour.seedDownloads?.alsoWhenPlayed && !declined && !youHaveInPlay(ctx.state, card)) runSeedDownloads(ctx, player, card);
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
 * Issue 15 (helper mixing, behaviour/scoped-mixing.ts): also the mixes of `player`'s cards lying atop
 * missions, and the opponent's table cards' `forOpponent` mixes; `at`: the location where the checked
 * cards are — a `here` mix counts only there (no `at`: none does); `site`: the title of the site they are
 * at — an `atSites` mix counts only there.
 */
const NO_MIXES: readonly MixPair[] = [];
const permitsMixing: BlueprintTest = (behaviour) => behaviour.permits?.some((permit) => permit.kind === 'mix');

export function mixesOf(state: GameState, player: PlayerId, at?: string | null, site?: string | null): readonly MixPair[] {
  // Issue 17 (seventeenth session): no card of this game has the word, so no card lies there with it (blueprints-where.ts).
  if (blueprintsWhere(state, permitsMixing).size === 0) return NO_MIXES;
  // Issue 17: read by every compatibility check; depends only on the cards (their zones and faces), so memoised per card record.
  // (The table zone's order follows the cards' moves, which make a new card record.)
  return perCards(state, `mixes:${player}:${at ?? ''}:${site ?? ''}`, () => {
    const out: MixPair[] = [];
    const grant = (iid: string, holds: (permit: Extract<Permit, { kind: 'mix' }>) => boolean) => {
      if (!state.cards[iid]!.faceUp) return;
      for (const permit of behaviourOf(state.cards[iid]!.blueprint)?.permits ?? [])
        if (permit.kind === 'mix' && holds(permit) && mixHolds(state, player, permit) && (!permit.atSites || (!!site && permit.atSites.includes(site)))) out.push(mixPair(permit));
    };
    for (const iid of cardsIn(state, Z.table(player))) grant(iid, (permit) => !permit.forOpponent && !permit.here);
    for (const iid of cardsIn(state, Z.table(other(player)))) grant(iid, (permit) => !!permit.forOpponent && !permit.here);
    for (const location of Object.keys(state.locations))
      for (const iid of cardsIn(state, Z.atop(location))) if (state.cards[iid]!.owner === player) grant(iid, (permit) => !permit.forOpponent && (!permit.here || location === at));
    return out;
  });
}

/** Issue 15 (events-f): a treaty that holds only while every mission its owner seeded is in one quadrant. */
function mixHolds(state: GameState, player: PlayerId, permit: Extract<Permit, { kind: 'mix' }>): boolean {
  if (!permit.whileMissionsOnlyIn) return true;
  return Object.values(state.locations).every((location) => location.quadrant === permit.whileMissionsOnlyIn || !location.missions.some((iid) => state.cards[iid]!.owner === player));
}

/** A treaty's pair for `compatible`: an affiliation limited to cards showing an icon is written `affiliation#icon` (card-facts.ts). */
function mixPair(permit: Extract<Permit, { kind: 'mix' }>): MixPair {
  const [a, b] = permit.affiliations;
  const [x, y] = permit.icons ?? [null, null];
  // Issue 15 (events-f): `affiliation@class`: only its ships of that class (card-facts.ts › compatible).
  const [k, l] = permit.shipClasses ?? [null, null];
  const pair = [`${x ? `${a}#${x}` : a}${k ? `@${k}` : ''}`, `${y ? `${b}#${y}` : b}${l ? `@${l}` : ''}`] as const;
  // Issue 15 (helper mixing): a mix limited to some cards carries its sides (card-facts.ts › compatible).
  return permit.who ? [...pair, permit.who] : pair;
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
  // Issue 15 (helper roa): and those of the cards lying on the personnel who helped solve it (behaviour/helped-solve-away.ts).
  const solved = [...ctx.events].reverse().find((event) => event.type === 'MissionSolved' && event.location === location);
  for (const helper of solved?.type === 'MissionSolved' ? solved.contributors : [])
    for (const iid of [...cardsIn(ctx.state, Z.on(helper))]) {
      const instance = ctx.state.cards[iid];
      const behaviour = instance?.faceUp ? behaviourOf(instance.blueprint) : undefined;
      for (const trigger of behaviour?.triggers ?? []) if (trigger.on === 'mission-completed') runEffects({ ctx, player: instance!.owner, card: iid }, trigger.effects);
    }
}

/** Issue 15 (lead): "plays on table if your {…} complete" (contender.ts). */
function contenderProblem(state: GameState, player: PlayerId, behaviour: CardBehaviour): Problem | null {
  const unmet = checkContenderConditions(state, player, behaviour);
  return unmet ? problem('PLAY_CONDITION', `${behaviour.title}: ${unmet}`, RULES.cardEffects) : null;
}
