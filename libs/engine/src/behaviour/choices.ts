/**
 * Issue 15 (choices): the runner of vocabulary-choices.ts — a choice made after cards are looked at
 * or revealed. `choose-cards` gathers the options and waits (`ChoiceAwaited` sets `GameState.choice`);
 * the chooser answers with `MakeChoice` (legalCommands offers one command per option, or per set of
 * options); `CardsChosen` records the pick and the effect goes on: the chosen and the other cards meet
 * their fates, then the card's further effects run for the card's player.
 *   1E rulebook › MISCELLANEOUS RULES › LOOKING AT CARDS; THE CARDS; THE PLAY PHASE › Alternating Actions
 *   (one action at a time: nothing else happens until the choice is made).
 */
import { REGULAR_SKILLS } from '@captains-log/cards';
import { storeCard } from './stored-cards';
import { joinTargetTeamUnderControl } from './controlled-joins';
import { bp, problem, type Ctx, type Problem } from '../context';
import { leavePlay } from '../attempt/leaving-play';
import { RULES } from '../rules';
import { tableIndex } from '../table-index';
import type { CommandOf, GameEvent, GameState, PlayerId } from '../types';
import { cardsIn, isInPlayZone, locationOfZone, other, Z, zoneArg, zoneKind } from '../zones';
import { placeInStasis } from './stasis';
import { misSeedReason } from '../seeding';
import { personnelMatches } from './personnel-filter';
import { matches } from './play';
import { chosenCards } from './targets-events2';
import { infiltrationCount } from './infiltration-cards';
import { hostCaptive, releasePlaces, yourPlaceAt } from './captive-releases';
import { targetPlaces } from './hosted-control-ends';
import { commandeerCapturingCrew, outgunnedShipsHere, personnelInvolved } from './battle-surrenders';
import { capture } from './captives';
import { cardDrawsForbidden } from './no-card-draws';
import { shuffleZone } from '../seeding';
import { checkDownloadable, downloadCard, DOWNLOAD_RULES, placesHere, reportFacilities, reportZone, searchedZones } from './downloads';
import { runEffects, type VerbContext } from './verbs';
import { escortedCaptivesWithTarget, opposingPresentNotReleased, releasedCount, releaseToOwnerThere } from './hostage-trades';
import { downloadTargetShipThere, shipsInPlay, spacelineLocations, stopOrUnstop, yourEmptyShips, yourShips } from './choice-ships';
import { seedDownloadChosen } from './seed-downloads';
import { memberOf } from '../attempt/requirements';
import { skillDots } from '../attempt/dilemma-effects-c';
import { blueprintOf, isAnyNamed, isTitled } from '../card-facts';
import { reaches as reachesPersonnel } from './modifiers-personnel';
import { copySkillUntilEndOfTurn } from './skill-copies';
import type { ChoiceEffect, ChoiceEvent, ChoiceFate, ChoiceWho, AwaitedChoice } from './vocabulary-choices';
import type { CardFilter, Effect } from './vocabulary';
import { opposingEquipmentPresent, stealCard, zonePresentWithTarget } from './ferengi-profits';
import { behaviourOf } from './registry';
import { crewOf } from './ship-destruction-saves';

function who(v: VerbContext, ref: ChoiceWho): PlayerId {
  if (ref === 'you') return v.player;
  if (ref === 'opponent') return other(v.player);
  return v.target === 'p1' || v.target === 'p2' ? v.target : v.player;
}

function resolved(ctx: Ctx, card: string, player: PlayerId, effect: string): void {
  ctx.emit({ type: 'CardEffectResolved', card, player, effect, rule: RULES.cardEffects });
}

/** Issue 15 (helper objb): whether a way's effects, when they open with a choice made in full (no `upTo`), have enough options for it. */
function wayCanBeMadeInFull(v: VerbContext, effects: readonly Effect[] | undefined): boolean {
  const first = effects?.[0];
  if (!first || first.kind !== 'choose-cards' || first.upTo) return true;
  return gather(v, first).options.length >= first.pick;
}

/** The titles of the Dilemma blueprints in the game, sorted (a title is a name: copies count once). */
function dilemmaTitles(state: GameState): string[] {
  return [...new Set(Object.values(state.blueprints).filter((card) => card.type === 'Dilemma').map((card) => card.title))].sort();
}

/** The option keys of a pool (a card instance each, or `a+b+c` for a set), and whether they lie hidden from the other player. */
function gather(v: VerbContext, effect: ChoiceEffect): { options: string[]; zone: string | null; hidden: boolean } {
  const state = v.ctx.state;
  const pool = effect.pool;
  if (pool.from === 'host-captive') {
    // the card's host, while it is held captive (a `held:` zone)
    const self = state.cards[v.card];
    const host = self && zoneKind(self.zone) === 'on' ? self.zone.slice(self.zone.indexOf(':') + 1) : null;
    return { options: host && state.cards[host] && zoneKind(state.cards[host]!.zone) === 'held' ? [host] : [], zone: null, hidden: false };
  }
  if (pool.from === 'regular-skills') return { options: [...REGULAR_SKILLS], zone: null, hidden: false };
  // Issue 15 (helper tail3): "name a dilemma" — the dilemma titles of this game's decks (no cards).
  if (pool.from === 'dilemma-titles') return { options: dilemmaTitles(state), zone: null, hidden: false };
  // Issue 15 (helper ferengi): equipment to steal (ferengi-profits.ts).
  if (pool.from === 'opposing-equipment-present') return { options: opposingEquipmentPresent(state, v.player, v.target), zone: null, hidden: false };
  // Issue 15 (helper dqv): "choose one" of the card's ways (labels, no cards).
  if (pool.from === 'ways') {
    // Issue 15 (helper tail4): a once-per-game way is offered while its use is unrecorded.
    const title = bp(state, v.card).title;
    const open = pool.ways.filter((way) => !pool.oncePerGame?.includes(way) || state.abilityUses?.[`${v.player}|${wayKey(title, way)}`] === undefined);
    // Issue 15 (helper objb): `whenFull` — a way opening with a choice it cannot make in full is not offered.
    return { options: pool.whenFull ? open.filter((way) => wayCanBeMadeInFull(v, effect.byWay?.[way])) : open, zone: null, hidden: false };
  }
  // Issue 15 (helper tail7): ships in play, spaceline locations (choice-ships.ts).
  if (pool.from === 'ships-in-play') return { options: shipsInPlay(state), zone: null, hidden: false };
  if (pool.from === 'spaceline-locations') return { options: spacelineLocations(state), zone: null, hidden: false };
  // Issue 15 (helper shipsaves): the crew of the target ship (ship-destruction-saves.ts).
  if (pool.from === 'your-empty-ships') return { options: yourEmptyShips(state, v.player, pool.filter), zone: null, hidden: false };
  if (pool.from === 'your-ships') return { options: yourShips(state, v.player, pool.filter, pool.quadrant, pool.minStaffingIcons), zone: null, hidden: false };
  if (pool.from === 'crew-of-target-ship') return { options: v.target ? crewOf(state, v.target) : [], zone: null, hidden: false };
  // Issue 15 (helper hostages): the captives to trade and the personnel to take for them (hostage-trades.ts).
  if (pool.from === 'your-captives-escorted-with-target') return { options: escortedCaptivesWithTarget(state, v.player, v.target), zone: null, hidden: false };
  if (pool.from === 'opposing-present-with-target-not-released') return { options: opposingPresentNotReleased(v.ctx, v.player, v.card, v.target), zone: null, hidden: false };
  if (pool.from === 'this-card') return { options: state.cards[v.card] ? [v.card] : [], zone: null, hidden: false };
  if (pool.from === 'release-places') {
    // Issue 15 (captive): the captive's places to go back to (behaviour/captive-releases.ts).
    const captive = hostCaptive(state, v.card);
    return { options: captive ? releasePlaces(state, captive) : [], zone: null, hidden: false };
  }
  // Issue 15 (helper control): where the target personnel may be relocated anywhere (behaviour/hosted-control-ends.ts).
  if (pool.from === 'target-places') return { options: targetPlaces(state, v.target), zone: null, hidden: false };
  // Issue 15 (lead): the stopped personnel present with this card (Flintlock Rifle's Away Team).
  if (pool.from === 'stopped-present') {
    const self = state.cards[v.card];
    if (!self || (pool.onPlanet && zoneKind(self.zone) !== 'surface')) return { options: [], zone: null, hidden: false };
    const options = cardsIn(state, self.zone).filter((iid) => iid !== v.card && state.cards[iid]!.stopped && reachesPersonnel(pool.filter, blueprintOf(state, iid), state.cards[iid]!.owner, v.player));
    return { options, zone: null, hidden: false };
  }
  // Issue 15 (helper tail3): opposing ships here that the chooser's ships outgun (Hunting Group).
  if (pool.from === 'outgunned-ships-here') return { options: outgunnedShipsHere(state, v.player, v.card, pool.shieldsTimes), zone: null, hidden: false };
  const owner = who(v, pool.whose);
  // Issue 15 (captive): personnel involved in the battle now (behaviour/battle-surrenders.ts).
  if (pool.from === 'personnel-in-battle') return { options: personnelInvolved(state, owner), zone: null, hidden: false };
  switch (pool.from) {
    case 'draw-deck':
      // Issue 15 (helper fer): a download "to hand" finds no card already in hand (hand-downloads.ts reads it so too).
    {
      const found = drawDeckOptions(state, owner, pool, effect.chosen === 'to-hand').filter((iid) => !(pool.download && effect.chosen === 'to-hand' && state.cards[iid]!.zone === Z.hand(owner)));
      // Issue 15 (helper tail4): ship and matching commander pairs.
      return { options: pool.withMatchingCommander ? commanderPairs(state, owner, pool, found, effect.chosen === 'to-hand') : found, zone: Z.draw(owner), hidden: !effect.reveal };
    }
    case 'hand': {
      const types = pool.sameTypeAsChosen ? new Set(chosenCards(v.target).map((iid) => state.cards[iid] && bp(state, iid).type)) : null;
      const options = cardsIn(state, Z.hand(owner)).filter((iid) => (!types || types.has(bp(state, iid).type)) && matches(bp(state, iid), pool.filter));
      return { options, zone: Z.hand(owner), hidden: true };
    }
    case 'draw-top': {
      const top = cardsIn(state, Z.draw(owner)).slice(0, pool.count);
      if (pool.groups) {
        const sets: string[] = [];
        for (let start = 0; start + pool.groups <= top.length; start += pool.groups) sets.push(top.slice(start, start + pool.groups).join('+'));
        return { options: sets, zone: Z.draw(owner), hidden: !effect.reveal };
      }
      return { options: top.filter((iid) => matches(bp(state, iid), pool.filter)), zone: Z.draw(owner), hidden: !effect.reveal };
    }
    case 'just-drawn': {
      const drawn = [...v.ctx.events].reverse().find((event): event is Extract<GameEvent, { type: 'CardsDrawn' }> => event.type === 'CardsDrawn' && event.player === owner);
      return { options: (drawn?.cards ?? []).filter((iid) => state.cards[iid]?.zone === Z.hand(owner)), zone: Z.hand(owner), hidden: true };
    }
    case 'draw-prefixes': {
      // none when the owner may not draw (no-card-draws.ts); each option the deck's top 1, 2, … cards.
      const top = cardDrawsForbidden(state, owner) ? [] : cardsIn(state, Z.draw(owner)).slice(0, pool.count);
      return { options: top.map((_, index) => top.slice(0, index + 1).join('+')), zone: null, hidden: true };
    }
    case 'discard':
      return { options: cardsIn(state, Z.discard(owner)).filter((iid) => matches(bp(state, iid), pool.filter)), zone: null, hidden: false };
    case 'seed-deck':
      return { options: cardsIn(state, Z.seed(owner)).filter((iid) => matches(bp(state, iid), pool.filter)), zone: Z.seed(owner), hidden: true };
    // Issue 15 (helper outside): the cards the owner brought from outside the game (behaviour/outside-the-game.ts).
    case 'outside':
      return { options: cardsIn(state, Z.outside(owner)).filter((iid) => matches(bp(state, iid), pool.filter)), zone: Z.outside(owner), hidden: true };
    case 'personnel-in-play': {
      // Issue 15 (helper partials): with no command target (a trigger of a card atop a mission), "here" is the card's own location.
      const here = v.target ?? (state.cards[v.card] ? locationOfZone(state, state.cards[v.card]!.zone) : null);
      const host = state.cards[v.card] && zoneKind(state.cards[v.card]!.zone) === 'on' ? zoneArg(state.cards[v.card]!.zone) : null;
      const options = (tableIndex(state).inPlayBy[owner] ?? [])
        .filter((instance) => instance.faceUp && bp(state, instance.iid).type === 'Personnel' && (!pool.filter || personnelMatches(bp(state, instance.iid), pool.filter)))
        .filter((instance) => !pool.here || locationOfHolder(state, instance.zone) === here)
        // Issue 15 (helper objb): present with the card's host (the same place), the host excluded.
        .filter((instance) => !pool.withHost || (host !== null && instance.iid !== host && instance.zone === state.cards[host]?.zone))
        .map((instance) => instance.iid);
      return { options: pool.highest ? highestOf(state, options, pool.highest) : options, zone: null, hidden: false };
    }

  }
}

/**
 * Issue 15 (lead): the personnel with the highest value of an attribute now (modifiers included: memberOf), all of
 * them when tied — the choice among them is the chooser's ("your choice if tie": 1E rulebook › TIES › Archer's example
 * gives a tie to a player's choice).
 */
function highestOf(state: GameState, personnel: readonly string[], attribute: 'INTEGRITY' | 'CUNNING' | 'STRENGTH'): string[] {
  const value = (iid: string) => {
    const member = memberOf(state, iid);
    return attribute === 'INTEGRITY' ? member.integrity : attribute === 'CUNNING' ? member.cunning : member.strength;
  };
  const values = personnel.map(value);
  const top = Math.max(...values);
  return personnel.filter((_, index) => values[index] === top);
}

/** The location of a card's zone, a card aboard a ship or facility read through its host. */
function locationOfHolder(state: GameState, zone: string): string | null {
  const kind = zoneKind(zone);
  if (kind === 'aboard' || kind === 'docked') {
    const host = state.cards[zone.slice(zone.indexOf(':') + 1)];
    return host ? locationOfHolder(state, host.zone) : null;
  }
  return locationOfZone(state, zone);
}

/** A count the pick follows: an infiltration count, or (issue 15, lead) the printed skill dots of the effect's target. */
function pickCountOf(v: VerbContext, count: NonNullable<ChoiceEffect['pickCount']>): number {
  if (count.kind === 'released-by-this-card') return releasedCount(v.ctx, v.card);
  if (count.kind === 'target-skill-dots') return v.target && v.ctx.state.cards[v.target] ? skillDots(v.ctx.state, v.target) : 0;
  return infiltrationCount(v.ctx.state, v.player, count);
}

/** "Opponent's choice unless you have {any Data} in play". */
/** Whether a pool is a search of a whole draw deck: the wait is made even with no option, so the opponent cannot tell (turn-start-choices). */
function searchesDeck(effect: ChoiceEffect): boolean {
  return effect.pool.from === 'draw-deck';
}

function chooserOf(v: VerbContext, effect: ChoiceEffect): PlayerId {
  const names = effect.chooserYouWith;
  if (names && (tableIndex(v.ctx.state).inPlayBy[v.player] ?? []).some((instance) => instance.faceUp && bp(v.ctx.state, instance.iid).type === 'Personnel' && names.some((name) => isAnyNamed(bp(v.ctx.state, instance.iid), name))))
    return v.player;
  return who(v, effect.chooser);
}

export const CHOICE_VERBS: { readonly 'choose-cards': (v: VerbContext, effect: ChoiceEffect) => void } = {
  'choose-cards': (v, effect) => {
    const { options, zone, hidden } = gather(v, effect);
    const chooser = chooserOf(v, effect);
    if (options.length === 0 && !(searchesDeck(effect) && effect.upTo)) {
      resolved(v.ctx, v.card, v.player, 'nothing to choose from');
      if (effect.ifNone) runEffects(v, effect.ifNone);
      return;
    }
    // The cards looked at: shown to the chooser when hidden from them, to both players when revealed.
    if (zone && options.length > 0) {
      const cards = options.flatMap((key) => key.split('+')).map((iid) => ({ iid, title: bp(v.ctx.state, iid).title }));
      const owner = v.ctx.state.cards[cards[0]!.iid]!.owner;
      const viewers: PlayerId[] = effect.reveal ? ['p1', 'p2'] : zoneKind(zone) === 'hand' && chooser === owner ? [] : [chooser];
      for (const to of viewers) v.ctx.emit({ type: 'CardsShown', to, zone, cards, source: v.card, rule: RULES.lookingAtCards });
    }
    // Issue 15 (infiltration): a pick that follows a count (Treacherous Advice).
    const pick = effect.pickCount ? Math.min(effect.pick, pickCountOf(v, effect.pickCount)) : effect.pick;
    const max = Math.min(pick, options.length);
    const min = effect.upTo ? 0 : max;
    const awaited: Extract<ChoiceEvent, { type: 'ChoiceAwaited' }> = {
      type: 'ChoiceAwaited',
      player: chooser,
      owner: v.player,
      source: v.card,
      ...(v.target ? { target: v.target } : {}),
      options,
      min,
      max,
      effect,
      hidden,
    };
    // A pick the rules leave no freedom in is made at once (every option, none to spare).
    if (min === options.length && !searchesDeck(effect)) return finish(v.ctx, { ...awaited, before: v.ctx.state.awaiting }, options, true);
    // Issue 15 (infiltration): a count that leaves nothing to pick ends the choice at once — but a deck search
    // still waits for its answer, so the opponent cannot tell whether anything matched (turn-start choices).
    if (max === 0 && !searchesDeck(effect)) return finish(v.ctx, { ...awaited, before: v.ctx.state.awaiting }, [], true);
    v.ctx.emit({ ...awaited, rule: RULES.lookingAtCards } as GameEvent);
  },
};

/** The chosen cards meet their fate, then the others, then the card's further effects. */
function finish(ctx: Ctx, pending: AwaitedChoice, chosen: readonly string[], forced: boolean): void {
  ctx.emit({ type: 'CardsChosen', player: pending.player, source: pending.source, chosen, hidden: pending.hidden, rule: forced ? `${RULES.cardEffects} (no other choice)` : RULES.lookingAtCards } as GameEvent);
  const picked = chosen.flatMap((key) => key.split('+'));
  const rest = pending.options.filter((key) => !chosen.includes(key)).flatMap((key) => key.split('+'));
  const title = bp(ctx.state, pending.source).title;
  const pool = pending.effect.pool;
  // Issue 15 (turn-start choices): a download's find is shown to the opponent (1E rulebook › DOWNLOADING ›
  // Clarifications: Downloading: "your opponent is always allowed to see a downloaded card").
  if (pool.from === 'draw-deck' && pool.download && picked.length > 0 && !downloadsInPlace(pending.effect.chosen))
    ctx.emit({ type: 'CardsShown', to: other(pending.owner), zone: ctx.state.cards[picked[0]!]!.zone, cards: picked.map((iid) => ({ iid, title: bp(ctx.state, iid).title })), source: pending.source, rule: DOWNLOAD_RULES.clarifications });
  // Cards drawn together are one draw (one `CardsDrawn`; issue 15, helper partials).
  if (pending.effect.chosen === 'drawn' && picked.length > 0) ctx.emit({ type: 'CardsDrawn', player: ctx.state.cards[picked[0]!]!.owner, cards: picked, reason: 'card-effect', rule: RULES.cardEffects });
  else if (pending.effect.chosen === 'to-point-area') picked.forEach((iid) => toPointArea(ctx, iid, pending, title));
  else if (pending.effect.chosen === 'gains-skill-until-end-of-turn') picked.forEach((iid) => gainsSkill(ctx, iid, pending, title));
  else if (pending.effect.chosen === 'unstopped' && picked.length > 0) ctx.emit({ type: 'StoppedCardsRestored', cards: picked, rule: RULES.cardEffects } as GameEvent);
  else if (pending.effect.chosen === 'stop-or-unstop') picked.forEach((iid) => stopOrUnstop(ctx, iid));
  else if (pending.effect.chosen === 'download-target-ship-there') {
    if (picked[0]) downloadTargetShipThere(ctx, pending.owner, pending.target, picked[0], pending.source);
  } else if (pending.effect.chosen === 'select-option') {
    if (picked[0]) ctx.emit({ type: 'CardOptionSelected', player: pending.owner, card: pending.source, option: picked[0], rule: RULES.cardEffects });
  } else picked.forEach((iid) => fate(ctx, iid, pending.effect.chosen, pending.source, `${title}: chosen`, pending.owner, pending.target));
  // Options that are no cards (skill names, ways, locations, dilemma titles) have no fate.
  if (pool.from !== 'regular-skills' && pool.from !== 'ways' && pool.from !== 'spaceline-locations' && pool.from !== 'dilemma-titles') rest.forEach((iid) => fate(ctx, iid, pending.effect.rest ?? 'stay', pending.source, `${title}: not chosen`, pending.owner));
  // The deck looked through is reshuffled (a download, or "then reshuffle"), with the recorded PRNG.
  if (pool.from === 'draw-deck' && (pool.download || pool.reshuffle) && !(downloadsInPlace(pending.effect.chosen) && picked.length > 0)) {
    const deck = pool.whose === 'you' ? pending.owner : pool.whose === 'opponent' ? other(pending.owner) : pending.target === 'p1' || pending.target === 'p2' ? pending.target : pending.owner;
    shuffleZone(ctx, Z.draw(deck), pool.download ? DOWNLOAD_RULES.downloading : RULES.cardEffects);
  }
  // Then the card's further effects: `then` after a pick, `ifNone` after an empty one ("may": none taken).
  const spared = pending.effect.unlessChosen && picked.some((iid) => ctx.state.cards[iid] && matches(bp(ctx.state, iid), pending.effect.unlessChosen));
  const next = picked.length > 0 ? (spared ? undefined : pending.effect.then) : pending.effect.ifNone;
  // Issue 15 (helper dqv): the chosen way's own effects come first.
  const way = pool.from === 'ways' && picked[0] ? pending.effect.byWay?.[picked[0]] : undefined;
  if (pool.from === 'ways' && picked[0] && pool.oncePerGame?.includes(picked[0]))
    ctx.emit({ type: 'CardAbilityUsed', player: pending.owner, title: wayKey(title, picked[0]), turn: ctx.state.turn?.number ?? 0, rule: RULES.oncePerTurn });
  if (way) runEffects({ ctx, player: pending.owner, card: pending.source, ...(pending.target ? { target: pending.target } : {}) }, way);
  // Issue 15 (helper tail7): `thenTargetsChosen` — the further effects are about the card just chosen.
  const nextTarget = pending.effect.thenTargetsChosen && picked.length > 0 ? chosen[0] : pending.target;
  if (next) runEffects({ ctx, player: pending.owner, card: pending.source, ...(nextTarget ? { target: nextTarget } : {}) }, next);
}

/**
 * Issue 15 (helper tail5): `iid` (a card of the seed deck) seeded face down under the mission `source` lies at (1E rulebook ›
 * SEED PHASE: cards seeded under a mission; a mis-seed is judged as for any seed there — the card's permission covers a
 * space mission for an artifact, not a second artifact).
 */
function seededUnderSourceMission(ctx: Ctx, iid: string, source: string, player: PlayerId): void {
  const at = ctx.state.cards[source] ? locationOfZone(ctx.state, ctx.state.cards[source]!.zone) : null;
  if (!at || !ctx.state.locations[at]) return;
  const reason = misSeedReason(ctx.state, player, iid, at);
  const misSeed = reason === 'artifact under a space mission' ? undefined : reason;
  ctx.emit({ type: 'CardSeededUnderMission', player, card: iid, location: at, ...(misSeed ? { misSeed } : {}), rule: RULES.cardEffects } as GameEvent);
}

/** Issue 15 (helper tail5): `source` onto the personnel `iid`, held in stasis by it (1E rulebook › GETTING HURT › STASIS). */
function heldInStasisBySource(ctx: Ctx, iid: string, source: string, player: PlayerId): void {
  const from = ctx.state.cards[source]?.zone;
  if (!from) return;
  const title = bp(ctx.state, source).title;
  ctx.emit({ type: 'CardMoved', card: source, from, to: Z.on(iid), faceUp: true, reason: `${title}: placed on the personnel it holds in stasis`, rule: RULES.cardEffects });
  placeInStasis(ctx, iid, title, player, 'until-released', undefined, source);
}

/** Issue 15 (lead): the chosen card into the card player's point area, scoring its printed `worth` attribute as bonus points. */
function toPointArea(ctx: Ctx, iid: string, pending: AwaitedChoice, title: string): void {
  const card = bp(ctx.state, iid);
  const attribute = pending.effect.worth;
  const value = attribute ? card.personnel?.[attribute === 'INTEGRITY' ? 'integrity' : attribute === 'CUNNING' ? 'cunning' : 'strength'] : undefined;
  const points = value?.kind === 'number' ? value.value : value?.kind === 'variable' ? value.base : 0;
  ctx.emit({ type: 'CardMoved', card: iid, from: ctx.state.cards[iid]!.zone, to: Z.bonus(pending.owner), faceUp: true, reason: `${title}: to the point area`, rule: RULES.cardEffects });
  if (points > 0) ctx.emit({ type: 'PointsScored', player: pending.owner, points, bonus: true, source: pending.source, rule: RULES.cardEffects });
}

/** Issue 15 (lead): the chosen personnel has the effect's `gains` skill until the end of the turn (skill-copies.ts). */
function gainsSkill(ctx: Ctx, iid: string, pending: AwaitedChoice, title: string): void {
  const skill = pending.effect.gains;
  if (!skill || !ctx.state.cards[iid]) return;
  copySkillUntilEndOfTurn({ ctx, player: pending.owner, card: pending.source }, iid, pending.source, skill);
  ctx.emit({ type: 'CardEffectResolved', card: pending.source, player: pending.owner, effect: `${title}: ${bp(ctx.state, iid).title} has ${skill} until the end of the turn`, rule: RULES.cardEffects });
}

/** Fates that play the card through downloadCard (which shows it and reshuffles the deck itself). */
function downloadsInPlace(what: ChoiceFate): boolean {
  return what === 'download-here' || what === 'download-present-with-target' || what === 'download-to-target-zone' || what === 'download-reporting';
}

function fate(ctx: Ctx, iid: string, what: ChoiceFate, source: string, reason: string, player: PlayerId, target?: string): void {
  const instance = ctx.state.cards[iid];
  if (!instance || what === 'stay') return;
  if (what === 'drawn') {
    ctx.emit({ type: 'CardsDrawn', player: instance.owner, cards: [iid], reason: 'card-effect', rule: RULES.cardEffects });
    return;
  }
  if (what === 'download-here') return downloadHere(ctx, player, iid, source);
  // Issue 15 (helper tail5): the source lies on the chosen personnel and holds it in stasis (behaviour/stasis.ts).
  if (what === 'held-in-stasis-by-source') return heldInStasisBySource(ctx, iid, source, player);
  // Issue 15 (helper tail5): seeded under the mission the source lies on (Recover Stolen Material).
  if (what === 'seeded-under-source-mission') return seededUnderSourceMission(ctx, iid, source, player);
  // Issue 15 (helper ferengi): a theft, and a download where the target is (ferengi-profits.ts).
  if (what === 'stolen') return stealCard(ctx, iid, player, source);
  if (what === 'download-present-with-target') {
    const to = zonePresentWithTarget(ctx.state, target, iid);
    if (to) downloadCard(ctx, player, iid, source, { to });
    return;
  }
  // Issue 15 (helper roa): "download Lucsly and/or Dulmer" names no place: where it may report for duty (1E rulebook › DOWNLOADING › Clarifications: Downloading).
  if (what === 'download-reporting') {
    // Issue 15 (helper ferengi): a card that plays on the table (no target) is downloaded there (Assemble Rescue Team: The Emperor's New Cloak).
    if (['Event', 'Incident', 'Objective'].includes(bp(ctx.state, iid).type) && !behaviourOf(bp(ctx.state, iid).id)?.targets) return downloadCard(ctx, player, iid, source, { to: Z.table(player) });
    const facility = reportFacilities(ctx.state, player, iid)[0];
    if (facility) downloadCard(ctx, player, iid, source, { to: reportZone(ctx.state, iid, facility) });
    else ctx.emit({ type: 'CardEffectResolved', card: source, player, effect: `download invalid: ${bp(ctx.state, iid).title} has no place to report`, rule: DOWNLOAD_RULES.invalid });
    return;
  }
  // Issue 15 (helper roa): into the place kept as the target (latinum.ts).
  if (what === 'download-to-target-zone') {
    if (target && isInPlayZone(target)) downloadCard(ctx, player, iid, source, { to: target });
    return;
  }
  // Issue 15 (tosfilms): a download made as the card seeds (behaviour/seed-downloads.ts).
  if (what === 'seed-download') return seedDownloadChosen(ctx, player, iid, source);
  // Issue 15 (helper stored): set aside on the source card (behaviour/stored-cards.ts).
  if (what === 'stored-on-source') return storeCard(ctx, iid, source, source);
  // Issue 15 (captive): downloaded to its owner's place at the target's location (behaviour/captive-releases.ts).
  if (what === 'download-where-target-is') {
    const to = target ? yourPlaceAt(ctx.state, instance.owner, target) : null;
    if (to) downloadCard(ctx, instance.owner, iid, source, { to });
    return;
  }
  // Issue 15 (borg): into the targeted team of the card's player, under their control (behaviour/controlled-joins.ts).
  if (what === 'joins-target-team-under-control') return joinTargetTeamUnderControl(ctx, iid, player, target, source);
  // Issue 15 (captive): captured by its owner's opponent (behaviour/captives.ts).
  // Issue 15 (helper tail3): commandeered by the choosing player, its crew captured (battle-surrenders.ts).
  if (what === 'commandeered-crew-captured') return commandeerCapturingCrew(ctx, iid, player, source);
  // Issue 15 (helper hostages): released to its owner there (hostage-trades.ts).
  if (what === 'released-to-owner-there') return releaseToOwnerThere(ctx, iid, source);
  if (what === 'captured') {
    capture(ctx, iid, other(instance.owner), source);
    return;
  }
  if (what === 'discard' && isInPlayZone(instance.zone)) return leavePlay(ctx, iid, 'discarded', source);
  const to = what === 'discard' ? Z.discard(instance.owner) : what === 'to-hand' ? Z.hand(instance.owner) : what === 'deck-bottom' ? Z.draw(instance.owner) : Z.out(instance.owner);
  const faceUp = what === 'discard' || what === 'out-of-play' || what === 'out-of-play-with-type';
  if (what === 'deck-bottom') {
    // beneath the draw deck: moved there last (a CardMoved to a deck puts the card at its bottom).
    ctx.emit({ type: 'CardMoved', card: iid, from: instance.zone, to, faceUp: false, reason: `${reason}, beneath the draw deck`, rule: RULES.cardEffects });
    return;
  }
  ctx.emit({ type: 'CardMoved', card: iid, from: instance.zone, to, faceUp, reason, rule: RULES.cardEffects });
  if (what === 'out-of-play-with-type') {
    const type = bp(ctx.state, iid).type;
    for (const same of cardsIn(ctx.state, instance.zone).filter((one) => bp(ctx.state, one).type === type))
      ctx.emit({ type: 'CardMoved', card: same, from: instance.zone, to, faceUp: true, reason: `${reason}: of the same card type`, rule: RULES.cardEffects });
  }
}

/**
 * Issue 15 (turn-start choices): the options of a draw-deck search — every matching card of the deck
 * (for a download, those the rules let be downloaded now, and for `download-here` those with a place here).
 */
/** Issue 15 (helper tail4): the record key of a once-per-game way of a card (pool `ways` › `oncePerGame`). */
const wayKey = (title: string, way: string): string => `${title} (once per game: ${way})`;

/**
 * Issue 15 (helper tail4): `withMatchingCommander` — each ship among `found` with each personnel the same search finds (not
 * filtered) whose title or persona its "commanded by" names, as `ship+personnel` (1E rulebook › Glossary › matching commander).
 */
function commanderPairs(state: GameState, owner: PlayerId, pool: Extract<ChoiceEffect['pool'], { from: 'draw-deck' }>, found: readonly string[], toHand: boolean): string[] {
  const everyone = drawDeckOptions(state, owner, { ...pool, filter: { types: ['Personnel'] } }, toHand).filter((iid) => !(pool.download && toHand && state.cards[iid]!.zone === Z.hand(owner)));
  const out: string[] = [];
  for (const ship of found) {
    const names = bp(state, ship).type === 'Ship' ? bp(state, ship).commandedBy : [];
    for (const person of everyone) {
      const card = bp(state, person);
      if (names.some((name) => isTitled(card, name) || card.persona.includes(name))) out.push(`${ship}+${person}`);
    }
  }
  return out;
}

function drawDeckOptions(state: GameState, owner: PlayerId, pool: Extract<ChoiceEffect['pool'], { from: 'draw-deck' }>, toHand = false): string[] {
  if (!pool.download) return cardsIn(state, Z.draw(owner)).filter((iid) => matches(bp(state, iid), pool.filter));
  // A download finds its card where downloads may (downloads.ts › searchedZones: the draw deck, and the hand
  // where the rules allow; 1E rulebook › DOWNLOADING); none while a card forbids downloads (checkDownloadable, which knows
  // the players a card lets ignore it).
  return searchedZones(state, owner)
    .flatMap((zone) => cardsIn(state, zone))
    // Issue 15 (helper au): a card downloaded into hand does not enter play, so the [AU] icon rule does not ask for a door (`to`: the hand).
    .filter((iid) => matches(bp(state, iid), pool.filter) && !checkDownloadable(state, owner, iid, artifactAsEquipment(state, iid, pool.filter), false, toHand ? Z.hand(owner) : undefined));
}

/**
 * Issue 15 (helper objectives): an artifact the pool's filter asks for as "used as equipment" is downloaded like an
 * equipment, placed where the fate puts it (Raid Opposite Quadrant; facility-downloads.ts places them the same way).
 */
function artifactAsEquipment(state: GameState, iid: string, filter: CardFilter | undefined): boolean {
  return filter?.usedAsEquipment === true && bp(state, iid).type === 'Artifact';
}

/** The place "here" of a card: aboard the facility or ship it lies on (seeded or played on it), else the first place at its location. */
function placeHere(state: GameState, player: PlayerId, source: string, iid: string): string | null {
  const self = state.cards[source];
  if (!self) return null;
  if (zoneKind(self.zone) === 'on') {
    const host = self.zone.slice(self.zone.indexOf(':') + 1);
    const type = state.cards[host] ? bp(state, host).type : null;
    // Issue 15 (helper ferengi): a card on a site downloads aboard that site (Dabo at Quark's Bar).
    if (type === 'Facility' || type === 'Ship' || type === 'Site') return Z.aboard(host);
    // Issue 15 (helper ferengi): a card on a personnel downloads where that personnel is (35th Rule of Acquisition).
    if (type === 'Personnel') return state.cards[host]!.zone;
  }
  return placesHere(state, player, source, bp(state, iid))[0] ?? null;
}

function downloadHere(ctx: Ctx, player: PlayerId, iid: string, source: string): void {
  const to = placeHere(ctx.state, player, source, iid);
  if (!to) {
    ctx.emit({ type: 'CardEffectResolved', card: source, player, effect: 'download invalid: no place here', rule: DOWNLOAD_RULES.invalid });
    shuffleZone(ctx, Z.draw(player), DOWNLOAD_RULES.invalid);
    return;
  }
  // The download plays the card (its event, the personnel download limit, the reshuffle: downloads.ts › downloadCard).
  // An artifact reaches this only as one used as equipment (artifactAsEquipment): placed, as an equipment is.
  downloadCard(ctx, player, iid, source, { to, ...(bp(ctx.state, iid).type === 'Artifact' ? { placed: true as const } : {}) });
}

// ---------------------------------------------------------------------------------------------
// The command and the gate

export function checkMakeChoice(state: GameState, command: CommandOf<'MakeChoice'>): Problem | null {
  const pending = state.pendingChoice;
  if (!pending) return problem('NOTHING_TO_CHOOSE', 'no choice is waiting', RULES.lookingAtCards);
  if (pending.player !== command.actor) return problem('NOT_YOUR_DECISION', `${pending.player} makes this choice`, RULES.lookingAtCards);
  const chosen = command.chosen;
  if (new Set(chosen).size !== chosen.length || !chosen.every((key) => pending.options.includes(key)))
    return problem('INVALID_CHOICE', 'choose among the options offered, each once', RULES.lookingAtCards);
  if (chosen.length < pending.min || chosen.length > pending.max)
    return problem('INVALID_CHOICE', pending.min === pending.max ? `choose exactly ${pending.max}` : `choose ${pending.min} to ${pending.max}`, RULES.lookingAtCards);
  return null;
}

export function makeChoice(ctx: Ctx, command: CommandOf<'MakeChoice'>): void {
  finish(ctx, ctx.state.pendingChoice!, command.chosen, false);
}

/**
 * After every command: a choice that began inside it waits for its chooser even when the command went
 * on to change who is awaited (an end-of-turn pick, then the next turn began): the wait is stated again
 * over the new state, which the pick then gives back.
 */
export function awaitPendingChoice(ctx: Ctx): void {
  const pending = ctx.state.pendingChoice;
  const awaiting = ctx.state.awaiting;
  if (!pending || (awaiting.length === 1 && awaiting[0]!.kind === 'make-choice' && awaiting[0]!.player === pending.player)) return;
  const { before: _before, ...again } = pending;
  ctx.emit({ type: 'ChoiceAwaited', ...again, rule: RULES.lookingAtCards } as GameEvent);
}

/** While a choice waits, only its answer (or a concession, or time) may come. */
export function checkChoiceFirst(state: GameState, type: string): Problem | null {
  const pending = state.pendingChoice;
  if (!pending || type === 'MakeChoice' || type === 'Concede' || type === 'CallTime') return null;
  return problem('AWAITING_CHOICE', `${pending.player} must make the choice of ${bp(state, pending.source).title} first`, RULES.lookingAtCards);
}

/** legalCommands while a choice waits: one command per option (per set of `max` options, a few at most for a bigger pick). */
export function choiceOffers(state: GameState, player: PlayerId): CommandOf<'MakeChoice'>[] {
  const pending = state.pendingChoice;
  if (!pending || pending.player !== player) return [];
  const out: CommandOf<'MakeChoice'>[] = [];
  if (pending.min === 0) out.push({ type: 'MakeChoice', actor: player, chosen: [] });
  const size = Math.max(pending.min, Math.min(1, pending.max));
  const walk = (start: number, acc: string[]) => {
    if (out.length >= 60) return;
    if (acc.length === size) {
      out.push({ type: 'MakeChoice', actor: player, chosen: acc });
      return;
    }
    for (let i = start; i < pending.options.length; i += 1) walk(i + 1, [...acc, pending.options[i]!]);
  };
  if (size > 0) walk(0, []);
  return out;
}

// ---------------------------------------------------------------------------------------------
// The state (evolve) and what a viewer sees

export function applyChoiceEvent(state: GameState, event: Extract<GameEvent, { type: ChoiceEvent['type'] }>): GameState {
  switch (event.type) {
    case 'ChoiceAwaited': {
      const { type: _type, rule: _rule, ...rest } = event as typeof event & { rule?: string };
      return { ...state, pendingChoice: { ...rest, before: state.awaiting }, awaiting: [{ player: event.player, kind: 'make-choice' }] };
    }
    case 'CardsChosen':
      return state.pendingChoice ? { ...state, pendingChoice: null, awaiting: state.pendingChoice.before } : state;
  }
}

/** The pending choice as `viewer` sees it: the options only for the chooser, or when they lie in the open. */
export function choiceView(state: GameState, viewer: PlayerId | null, full: boolean): Omit<AwaitedChoice, 'before'> | { readonly player: PlayerId; readonly source: string; readonly count: number } | null {
  const pending = state.pendingChoice;
  if (!pending) return null;
  const { before: _before, ...shown } = pending;
  if (full || !pending.hidden || viewer === pending.player) return shown;
  return { player: pending.player, source: pending.source, count: pending.options.length };
}

/** A choice's events for a viewer who may not see hidden options: their number only. */
export function redactChoiceEvent(event: Extract<GameEvent, { type: ChoiceEvent['type'] }>, viewer: PlayerId | null): GameEvent | Record<string, unknown> {
  if (!event.hidden || viewer === event.player) return event;
  if (event.type === 'ChoiceAwaited') return { type: event.type, player: event.player, owner: event.owner, source: event.source, count: event.options.length, min: event.min, max: event.max, hidden: true, rule: event.rule };
  return { type: event.type, player: event.player, source: event.source, count: event.chosen.length, hidden: true, rule: event.rule };
}
