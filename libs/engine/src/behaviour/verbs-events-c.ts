/**
 * Handlers of the effect words in vocabulary-events-c.ts (issue 15, events-c), spread into `VERBS`
 * (verbs.ts), and the `enters-play-stopped` restriction, called where cards enter play (play.ts ›
 * `report`, downloads.ts › `downloadCard`). A handler only emits facts, each naming its rule.
 *   1E rulebook › GETTING HURT › KILLED, STOPPED; REPORTING FOR DUTY › NATIVE QUADRANT.
 */
import { damageShip, leavePlay } from '../attempt/leaving-play';
import { isHomeworld, nativeQuadrant, isTitled, titledAmong } from '../card-facts';
import { meetGroup, requirement } from '../attempt/requirements';
import { bp, problem, type Ctx, type Problem } from '../context';
import { RULES } from '../rules';
import type { GameState, PlayerId } from '../types';
import { PLAYERS } from '../types';
import { cardsIn, isInPlayZone, locationOfCard, other, Z, zoneKind } from '../zones';
import { behaviourOf } from './registry';
import { personnelInPlay } from './personnel-filter';
import { cloakMode, hasSpecialEquipment, isCloaked } from './ship-equipment';
import { matchingCommanderAboard } from './fleet-modifiers';
import { missionKind } from '../attempt/teams';
import { shuffleZone } from '../seeding';
import { isStaffed } from '../play';
import { tableIndex } from '../table-index';
import { shipAttribute } from './ship-modifiers';
import type { CardBehaviour, Effect } from './vocabulary';
import type { EventsCEffect, EventsCPermit, EventsCRestriction, EventsCTarget, HostShipCondition, MissionsWhere } from './vocabulary-events-c';
import { finding } from './target-table';

interface Context {
  readonly ctx: Ctx;
  readonly player: PlayerId;
  readonly card: string;
  readonly target?: string;
}
type Handler<K extends EventsCEffect['kind']> = (v: Context, effect: Extract<EventsCEffect, { kind: K }>, run?: (effects: readonly Effect[]) => void) => void;

function resolved(v: Context, effect: string): void {
  v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect, ...(v.target ? { target: v.target } : {}), rule: RULES.cardEffects });
}

/** Whether a facility (anyone's) stands at `location`. */
function facilityAt(state: GameState, location: string): boolean {
  return Object.values(state.cards).some((instance) => isInPlayZone(instance.zone) && bp(state, instance.iid).type === 'Facility' && locationOfCard(state, instance.iid) === location);
}

/** How many of the personnel count where `where` says. */
function countWhere(state: GameState, player: PlayerId, personnel: readonly string[], where: MissionsWhere): number {
  const byLocation = new Map<string, number>();
  for (const iid of personnel) {
    const location = locationOfCard(state, iid);
    const place = location ? state.locations[location] : undefined;
    if (!place) continue;
    if (where === 'one-mission-outside-native-quadrant' && nativeQuadrant(bp(state, iid)) === place.quadrant) continue;
    if (where === 'opponent-missions-without-facility' && (!place.missions.some((mission) => state.cards[mission]!.owner === other(player)) || facilityAt(state, place.id))) continue;
    byLocation.set(place.id, (byLocation.get(place.id) ?? 0) + 1);
  }
  const counts = [...byLocation.values()];
  if (where === 'one-mission-outside-native-quadrant') return Math.max(0, ...counts);
  return counts.reduce((sum, n) => sum + n, 0);
}

export const EVENTS_C_VERBS: { readonly [K in EventsCEffect['kind']]: Handler<K> } = {
  'kill-target': (v) => {
    const target = v.ctx.state.cards[v.target!];
    if (target && isInPlayZone(target.zone)) leavePlay(v.ctx, target.iid, 'killed', v.card);
    resolved(v, 'target killed');
  },
  'cloak-target': (v) => {
    const ship = v.ctx.state.cards[v.target!]!;
    v.ctx.emit({ type: 'ShipCloaked', player: ship.owner, ship: ship.iid, mode: 'cloaked', turn: v.ctx.state.turn!.number, rule: RULES.cardEffects });
    resolved(v, 'target ship cloaked');
  },
  'self-into-draw-deck-if-target': (v, effect) => {
    const ship = bp(v.ctx.state, v.target!);
    const fits = (ship.affiliations as readonly string[]).includes(effect.affiliation) && effect.icons.every((code) => ship.icons.some((icon) => icon.code === code));
    const self = v.ctx.state.cards[v.card]!;
    if (fits && self.zone === Z.discard(self.owner)) {
      v.ctx.emit({ type: 'CardMoved', card: v.card, from: self.zone, to: Z.draw(self.owner), faceUp: false, reason: `${bp(v.ctx.state, v.card).title}: shuffled back into the draw deck`, rule: RULES.cardEffects });
      shuffleZone(v.ctx, Z.draw(self.owner), RULES.cardEffects);
    }
    resolved(v, fits ? 'shuffled back into the draw deck' : 'discarded');
  },
  'if-yours-here': (v, effect, run) => {
    const self = v.ctx.state.cards[v.card]!;
    const location = zoneKind(self.zone) === 'atop' ? self.zone.slice('atop:'.length) : undefined;
    const team = location
      ? cardsIn(v.ctx.state, Z.surface(location)).filter((iid) => {
          const instance = v.ctx.state.cards[iid]!;
          return instance.owner === self.owner && !instance.stopped && !instance.disabled && bp(v.ctx.state, iid).type === 'Personnel';
        })
      : [];
    const parsed = requirement(effect.requirement);
    const met = effect.each ? team.some((iid) => meetGroup(v.ctx.state, parsed, [iid]).verdict === 'met') : team.length > 0 && meetGroup(v.ctx.state, parsed, team).verdict === 'met';
    if (!met) {
      resolved(v, `condition not met (${effect.requirement})`);
      return;
    }
    run?.(effect.then);
  },
  'if-host-ship': (v, effect, run) => {
    const self = v.ctx.state.cards[v.card]!;
    const ship = zoneKind(self.zone) === 'on' ? self.zone.slice('on:'.length) : undefined;
    if (!ship || !hostShipMeets(v.ctx.state, ship, effect.ship)) {
      resolved(v, 'condition not met');
      return;
    }
    run?.(effect.then);
  },
  'aboard-out-of-play': (v, effect) => {
    const ship = v.target!.split('>')[0]!;
    const hit = cardsIn(v.ctx.state, Z.aboard(ship)).filter((iid) => titled(bp(v.ctx.state, iid).title, effect.title));
    for (const iid of hit) v.ctx.emit({ type: 'CardMoved', card: iid, from: v.ctx.state.cards[iid]!.zone, to: Z.out(v.ctx.state.cards[iid]!.owner), faceUp: true, reason: `${bp(v.ctx.state, v.card).title}: placed out of play`, rule: RULES.cardEffects });
    resolved(v, `${hit.length} personnel placed out of play`);
  },
  'return-all-here-to-hand': (v, effect) => {
    const state = v.ctx.state;
    const self = state.cards[v.card]!;
    const location = zoneKind(self.zone) === 'atop' ? self.zone.slice('atop:'.length) : undefined;
    const hit = location
      ? Object.values(state.cards)
          .filter((instance) => {
            const card = bp(state, instance.iid);
            if (!['Ship', 'Facility', 'Personnel'].includes(card.type) || !['space', 'surface', 'docked', 'aboard'].includes(zoneKind(instance.zone))) return false;
            if (effect.exceptAffiliation && (card.affiliations as readonly string[]).includes(effect.exceptAffiliation)) return false;
            return locationOfCard(state, instance.iid) === location;
          })
          .map((instance) => instance.iid)
      : [];
    // What a returned ship or facility carries (equipment aboard, ships docked) goes along to its owner's hand.
    const carried = (iid: string): string[] => [...cardsIn(state, Z.aboard(iid)), ...cardsIn(state, Z.docked(iid))].flatMap((inner) => [inner, ...carried(inner)]);
    const all = [...new Set(hit.flatMap((iid) => [iid, ...carried(iid)]))];
    for (const iid of all) {
      const instance = v.ctx.state.cards[iid]!;
      v.ctx.emit({ type: 'CardMoved', card: iid, from: instance.zone, to: Z.hand(instance.owner), faceUp: false, reason: `${bp(v.ctx.state, v.card).title}: returned to hand`, rule: RULES.cardEffects });
    }
    resolved(v, `${all.length} card(s) returned to hand`);
  },
  'damage-target': (v) => {
    damageShip(v.ctx, v.target!, v.card);
    resolved(v, 'target ship damaged');
  },
  'target-owner-scores': (v, effect) => {
    const owner = v.ctx.state.cards[v.target!]!.owner;
    v.ctx.emit({ type: 'PointsScored', player: owner, points: effect.points, bonus: false, source: v.card, rule: RULES.cardEffects });
    resolved(v, `${owner} scores ${effect.points} point(s)`);
  },
  'if-personnel-at-missions': (v, effect, run) => {
    const count = countWhere(v.ctx.state, v.player, personnelInPlay(v.ctx.state, v.player, effect.filter), effect.where);
    if (count < effect.atLeast) {
      resolved(v, `condition not met (${count} matching personnel)`);
      return;
    }
    run?.(effect.then);
  },
};

/**
 * A card just entered play (reported or downloaded): stopped if a face-up card on either table says
 * so ("each non-Jem'Hadar personnel enters play stopped"). Tables are small; nothing else is scanned.
 */
export function stopIfEntersPlayStopped(ctx: Ctx, iid: string): void {
  const card = bp(ctx.state, iid);
  if (card.type !== 'Personnel' && card.type !== 'Ship') return;
  const instance = ctx.state.cards[iid];
  if (!instance || instance.stopped || !isInPlayZone(instance.zone) || zoneKind(instance.zone) === 'atop') return;
  for (const player of PLAYERS)
    for (const holder of cardsIn(ctx.state, Z.table(player))) {
      if (!ctx.state.cards[holder]!.faceUp) continue;
      const restriction = (behaviourOf(ctx.state.cards[holder]!.blueprint)?.restricts ?? []).find((one): one is Extract<EventsCRestriction, { kind: 'enters-play-stopped' }> => one.kind === 'enters-play-stopped');
      if (!restriction || !restriction.types.includes(card.type)) continue;
      if (restriction.exceptAffiliation && (card.affiliations as readonly string[]).includes(restriction.exceptAffiliation)) continue;
      if (restriction.exceptCharacteristic && card.characteristics.some((one) => one.toLowerCase() === restriction.exceptCharacteristic!.toLowerCase())) continue;
      ctx.emit({ type: 'CardStopped', card: iid, rule: `${RULES.cardEffects} (${bp(ctx.state, holder).title})` });
      return;
    }
}

/** Points every player needs beyond the rule's (A Real Game, each copy face up on either table; none once someone completed enough missions). */
export function extraPointsNeeded(state: GameState): number {
  let extra = 0;
  for (const player of PLAYERS)
    for (const iid of cardsIn(state, Z.table(player))) {
      if (!state.cards[iid]!.faceUp) continue;
      for (const restriction of behaviourOf(state.cards[iid]!.blueprint)?.restricts ?? [])
        if (restriction.kind === 'extra-points-to-win' && !PLAYERS.some((one) => state.completed[one].length >= restriction.untilCompleted)) extra += restriction.points;
    }
  return extra;
}

/** Whether the event `target` is immune to cards titled `title` through a card on its owner's table (Technical Wizardry: while the hand is empty). */
export function eventImmuneByTable(state: GameState, target: string, title: string): boolean {
  const instance = state.cards[target];
  if (!instance || bp(state, target).type !== 'Event') return false;
  const owner = instance.owner;
  return cardsIn(state, Z.table(owner)).some((iid) => {
    if (!state.cards[iid]!.faceUp) return false;
    return (behaviourOf(state.cards[iid]!.blueprint)?.permits ?? []).some(
      (permit) => permit.kind === 'events-immune-while-hand-empty' && permit.titles.includes(title) && cardsIn(state, Z.hand(owner)).length === 0,
    );
  });
}

/** The legal targets of the target words in vocabulary-events-c.ts (behaviour/targets.ts (its part of the target table)). */
export function eventsCTargets(state: GameState, player: PlayerId, spec: EventsCTarget): string[] {
  switch (spec.kind) {
    case 'your-ship-with-aboard-to-location':
      return Object.values(state.cards)
        .filter((instance) => instance.owner === player && ['space', 'docked'].includes(zoneKind(instance.zone)) && bp(state, instance.iid).type === 'Ship')
        .filter((instance) => cardsIn(state, Z.aboard(instance.iid)).some((iid) => state.cards[iid]!.owner === player && titled(bp(state, iid).title, spec.aboard)))
        .flatMap((instance) => {
          const here = locationOfCard(state, instance.iid);
          const quadrant = here ? state.locations[here]?.quadrant : undefined;
          return Object.values(state.locations)
            .filter((location) => location.id !== here && location.quadrant === quadrant)
            .map((location) => `${instance.iid}>${location.id}`);
        });
    case 'undamaged-ship-near-region':
      return Object.values(state.cards)
        .filter((instance) => ['space', 'docked', 'surface'].includes(zoneKind(instance.zone)) && bp(state, instance.iid).type === 'Ship' && !(instance.damage ?? 0))
        .filter((instance) => {
          const location = locationOfCard(state, instance.iid);
          const place = location ? state.locations[location] : undefined;
          if (!place) return false;
          const line = state.spacelines[place.quadrant] ?? [];
          const at = line.indexOf(place.id);
          return [place.id, line[at - 1], line[at + 1]].some((id) => id !== undefined && at >= 0 && !!state.locations[id]?.region);
        })
        .map((instance) => instance.iid);
    case 'your-ship-matching':
      return Object.values(state.cards)
        .filter((instance) => instance.owner === player && ['space', 'docked', 'surface'].includes(zoneKind(instance.zone)) && bp(state, instance.iid).type === 'Ship')
        .filter((instance) => {
          const card = bp(state, instance.iid);
          if (spec.affiliation && !(card.affiliations as readonly string[]).includes(spec.affiliation)) return false;
          // Issue 15 (lead): "your non-[Fed] ship" (Orbital Bombardment).
          if (spec.notAffiliations && card.affiliations.some((affiliation) => spec.notAffiliations!.includes(affiliation))) return false;
          if (spec.titleWord && !new RegExp(`(^|[^A-Za-z])${spec.titleWord}([^A-Za-z]|$)`).test(card.title)) return false;
          if (spec.icons && !spec.icons.every((code) => card.icons.some((icon) => icon.code === code))) return false;
          return !(spec.notIcons ?? []).some((code) => card.icons.some((icon) => icon.code === code));
        })
        .map((instance) => instance.iid);
    case 'your-ship-to-cloak':
      return Object.values(state.cards)
        .filter((instance) => instance.owner === player && zoneKind(instance.zone) === 'space' && bp(state, instance.iid).type === 'Ship' && !(instance.damage ?? 0))
        .filter((instance) => hasSpecialEquipment(state, instance.iid, 'Cloaking Device') && !cloakMode(state, instance.iid))
        .map((instance) => instance.iid);
  }
}

/** The title of a face-up card on either table that forbids downloading (Computer Crash), if any. */
export function downloadsForbiddenBy(state: GameState): string | undefined {
  for (const player of PLAYERS)
    for (const iid of cardsIn(state, Z.table(player))) {
      if (!state.cards[iid]!.faceUp) continue;
      const behaviour = behaviourOf(state.cards[iid]!.blueprint);
      if (behaviour?.restricts?.some((restriction) => restriction.kind === 'no-downloads')) return behaviour.title;
    }
  return undefined;
}

/** The face-up cards on either table with a restriction of this kind, with that restriction. */
function tableRestrictions<K extends EventsCRestriction['kind']>(state: GameState, kind: K): { iid: string; restriction: Extract<EventsCRestriction, { kind: K }> }[] {
  const out: { iid: string; restriction: Extract<EventsCRestriction, { kind: K }> }[] = [];
  for (const player of PLAYERS)
    for (const iid of cardsIn(state, Z.table(player))) {
      if (!state.cards[iid]!.faceUp) continue;
      for (const restriction of behaviourOf(state.cards[iid]!.blueprint)?.restricts ?? [])
        if (restriction.kind === kind) out.push({ iid, restriction: restriction as Extract<EventsCRestriction, { kind: K }> });
    }
  return out;
}

/**
 * A planet mission attempt just began (attempt/flow.ts): Villagers With Torches on the table of the
 * attempting player's opponent kills the whole Away Team when it has fewer than three personnel,
 * unless the attempting player has Thermal Deflectors in play.
 */
export function killSmallPlanetTeams(ctx: Ctx, player: PlayerId, awayTeam: readonly string[]): void {
  if (awayTeam.length === 0) return;
  for (const { iid, restriction } of tableRestrictions(ctx.state, 'kill-small-planet-teams')) {
    if (ctx.state.cards[iid]!.owner === player || awayTeam.length >= restriction.fewerThan) continue;
    const saved = Object.values(ctx.state.cards).some((card) => card.owner === player && isInPlayZone(card.zone) && isTitled(bp(ctx.state, card.iid), restriction.unlessInPlay));
    if (saved) continue;
    for (const victim of awayTeam) if (ctx.state.cards[victim] && isInPlayZone(ctx.state.cards[victim]!.zone)) leavePlay(ctx, victim, 'killed', iid, undefined, awayTeam);
    return;
  }
}

/** `player` just played `card` (play.ts › playCard): each card on a table that penalizes playing it scores its points for that player. */
export function penalizePlay(ctx: Ctx, player: PlayerId, card: string): void {
  const title = bp(ctx.state, card).title;
  for (const { iid, restriction } of tableRestrictions(ctx.state, 'penalize-plays'))
    if (titledAmong(restriction.titles, { title }))
      ctx.emit({ type: 'PointsScored', player, points: restriction.points, bonus: false, source: iid, rule: RULES.cardEffects });
}

/**
 * `player` just solved a mission with `contributors` (attempt/flow.ts): Captain's Prerogative on their
 * table scores its points when, with their hand empty, one contributor is the matching commander of
 * a ship they have in play (its "commanded by" names the personnel's title or persona).
 */
export function scoreWhenCommanderSolves(ctx: Ctx, player: PlayerId, contributors: readonly string[]): void {
  const state = ctx.state;
  const permits = cardsIn(state, Z.table(player)).flatMap((iid) =>
    state.cards[iid]!.faceUp ? (behaviourOf(state.cards[iid]!.blueprint)?.permits ?? []).flatMap((permit) => (permit.kind === 'score-when-commander-solves' ? [{ iid, permit }] : [])) : [],
  );
  if (permits.length === 0 || cardsIn(state, Z.hand(player)).length > 0) return;
  const commanders = new Set(
    Object.values(state.cards)
      .filter((instance) => instance.owner === player && ['space', 'docked', 'surface'].includes(zoneKind(instance.zone)) && bp(state, instance.iid).type === 'Ship')
      .flatMap((instance) => bp(state, instance.iid).commandedBy),
  );
  const commands = contributors.some((iid) => {
    const card = bp(state, iid);
    return commanders.has(card.title) || card.persona.some((name) => commanders.has(name));
  });
  if (!commands) return;
  for (const { iid, permit } of permits) ctx.emit({ type: 'PointsScored', player, points: permit.points, bonus: false, source: iid, rule: RULES.cardEffects });
}

/** The requirements an attempt of `location` by `player` must meet instead of the mission's own (Strange New Worlds atop it, the opponent's), if any. */
export function overriddenRequirements(state: GameState, player: PlayerId, location: string): string | undefined {
  for (const iid of cardsIn(state, Z.atop(location))) {
    const instance = state.cards[iid]!;
    if (instance.owner === player || !instance.faceUp) continue;
    const rule = behaviourOf(instance.blueprint)?.restricts?.find((one) => one.kind === 'opponent-requirements');
    if (rule && rule.kind === 'opponent-requirements') return rule.requirement;
  }
  return undefined;
}

/**
 * A mission attempt is about to end, solved or not (the attempt is still in state): with Mission
 * Debriefing on either table, the attempting Away Team (and the ship with its crew) are stopped.
 */
export function debriefAttempt(ctx: Ctx): void {
  const attempt = ctx.state.attempt;
  if (!attempt || tableRestrictions(ctx.state, 'stop-after-attempts').length === 0) return;
  const ids = [
    ...(attempt.planet ? cardsIn(ctx.state, Z.surface(attempt.location)).filter((iid) => ctx.state.cards[iid]!.owner === attempt.player && bp(ctx.state, iid).type === 'Personnel') : []),
    ...(attempt.ship && ctx.state.cards[attempt.ship]?.zone.startsWith('space:') ? [attempt.ship, ...cardsIn(ctx.state, Z.aboard(attempt.ship))] : []),
  ];
  for (const iid of ids) if (!ctx.state.cards[iid]!.stopped && !ctx.state.cards[iid]!.disabled) ctx.emit({ type: 'CardStopped', card: iid, rule: RULES.cardEffects });
}

/** Whether the ship meets every condition given (`if-host-ship`). */
function hostShipMeets(state: GameState, ship: string, condition: HostShipCondition): boolean {
  const instance = state.cards[ship];
  if (!instance) return false;
  if (condition.undocked && zoneKind(instance.zone) !== 'space') return false;
  if (condition.uncloaked && isCloaked(state, ship)) return false;
  if (condition.matchingCommanderAboard && !matchingCommanderAboard(state, ship)) return false;
  if (condition.atSpaceMission) {
    const location = locationOfCard(state, ship);
    if (!location || missionKind(state, location) === 'planet') return false;
  }
  if (condition.staffed && !isStaffed(state, ship)) return false;
  if (condition.topWeaponsInQuadrant && !topWeaponsInQuadrant(state, ship)) return false;
  return true;
}

/** No other uncloaked ship in play in the ship's quadrant shows more WEAPONS (issue 15, events-f; the table index's spaceline cards). */
function topWeaponsInQuadrant(state: GameState, ship: string): boolean {
  const quadrantOf = (iid: string) => state.locations[locationOfCard(state, iid) ?? '']?.quadrant;
  const quadrant = quadrantOf(ship);
  if (!quadrant) return false;
  const own = shipAttribute(state, ship, 'WEAPONS');
  return !tableIndex(state).onSpaceline.some(
    (rival) => rival.iid !== ship && bp(state, rival.iid).type === 'Ship' && quadrantOf(rival.iid) === quadrant && !isCloaked(state, rival.iid) && shipAttribute(state, rival.iid, 'WEAPONS') > own,
  );
}

/** The play conditions of vocabulary-events-c.ts, checked with the card's target (behaviour/play.ts › checkScriptedPlay). */
export function checkEventsCConditions(state: GameState, player: PlayerId, target: string | undefined, behaviour: CardBehaviour): Problem | null {
  for (const condition of behaviour.play?.requires ?? []) {
    if (condition.kind !== 'target-mission') continue;
    const place = target ? state.locations[target] : undefined;
    const missions = (place?.missions ?? []).map((iid) => ({ instance: state.cards[iid]!, card: bp(state, iid) }));
    const seededThere = (owner: PlayerId) =>
      Object.values(state.locations).filter((location) => location.region === condition.region && location.missions.some((iid) => state.cards[iid]!.owner === owner)).length;
    const fits =
      !!place &&
      (!condition.quadrant || place.quadrant === condition.quadrant) &&
      (!condition.region || place.region === condition.region) &&
      missions.some(
        (mission) =>
          (!condition.yours || mission.instance.owner === player) &&
          (!condition.theirs || mission.instance.owner !== player) &&
          (!condition.notHomeworld || !isHomeworld(mission.card)) &&
          (condition.regionSeededAtLeast === undefined || seededThere(mission.instance.owner) >= condition.regionSeededAtLeast),
      );
    if (!fits) return problem('PLAY_CONDITION', `${behaviour.title} needs ${condition.yours ? 'your ' : 'a '}${condition.quadrant ? `${condition.quadrant} Quadrant ` : ''}mission${condition.notHomeworld ? ' (not a homeworld)' : ''}`, RULES.triggers);
  }
  return null;
}

/** A title that is `name` or a version of it ("Kes (The Borg)"). */
function titled(title: string, name: string): boolean {
  return isTitled({ title }, name);
}

function attackPermits(state: GameState, player: PlayerId): Extract<EventsCPermit, { kind: 'ignore-attack-restrictions' }>[] {
  return cardsIn(state, Z.table(player)).flatMap((iid) =>
    state.cards[iid]!.faceUp ? (behaviourOf(state.cards[iid]!.blueprint)?.permits ?? []).filter((permit): permit is Extract<EventsCPermit, { kind: 'ignore-attack-restrictions' }> => permit.kind === 'ignore-attack-restrictions') : [],
  );
}

/** Whether `player`'s attacking force (its affiliations) ignores affiliation attack restrictions (Treaty: Federation/Romulan/Klingon). */
export function ignoresAttackRestrictions(state: GameState, player: PlayerId, attacking: ReadonlySet<string>): boolean {
  if (attacking.size === 0) return false;
  return attackPermits(state, player).some((permit) => [...attacking].every((affiliation) => permit.affiliations.includes(affiliation)));
}

/** A team of `player` with personnel of a treaty's affiliations may not attempt a mission the opponent seeded (Treaty: Federation/Romulan/Klingon). */
export function opponentsMissionForbidden(state: GameState, player: PlayerId, location: string, ship: string | undefined): Problem | null {
  const permits = attackPermits(state, player).filter((permit) => permit.notOpponentsMissions);
  if (permits.length === 0) return null;
  const place = state.locations[location];
  if (!place || place.missions.some((iid) => state.cards[iid]!.owner === player)) return null;
  const team = [...cardsIn(state, Z.surface(location)), ...(ship ? cardsIn(state, Z.aboard(ship)) : [])].filter((iid) => state.cards[iid]!.owner === player && bp(state, iid).type === 'Personnel');
  const bound = permits.find((permit) => team.some((iid) => bp(state, iid).affiliations.some((affiliation) => permit.affiliations.includes(affiliation))));
  return bound ? problem('TREATY_FORBIDS', `your ${bound.affiliations.join(', ')} cards may not attempt your opponent's missions under their treaty`, RULES.cardEffects) : null;
}

/**
 * Issue 15 (lead): what a weapon's stun does — "[Holo] weapons mortally wound instead of stun" while a card on either table
 * says so (Disengage Safety Protocols); otherwise a stun.
 */
export function weaponHurt(state: GameState, weapon: string): 'stunned' | 'mortally-wounded' {
  const card = state.cards[weapon] ? bp(state, weapon) : undefined;
  return card && card.icons.some((icon) => icon.code === 'Holo') && tableRestrictions(state, 'holo-weapons-wound').length > 0 ? 'mortally-wounded' : 'stunned';
}

/** Whether a card on either table suspends the holographic safety protocols (Disengage Safety Protocols). */
export function safetyProtocolsSuspended(state: GameState): boolean {
  return tableRestrictions(state, 'holograms-may-wound').length > 0;
}

/** The target words whose legal targets this module finds (behaviour/targets.ts). */
export const EVENTS_C_TARGETS = finding(['your-ship-to-cloak', 'your-ship-matching', 'your-ship-with-aboard-to-location', 'undamaged-ship-near-region'], (state, player, spec) => eventsCTargets(state, player, spec));
