/**
 * Handlers and target rules of the words in vocabulary-interrupts-d.ts (issue 15, interrupts-d):
 * a personnel taking the place of another (downloaded, even from the discard pile, or exchanged from
 * hand), drawing from the bottom of the draw deck, a random death on a planet.
 *   1E rulebook › DOWNLOADING (search, play at once, reshuffle the deck searched; the personnel
 *   download limit: downloads.ts › checkDownloadable); DUPLICATION AND PERSONAS; MISCELLANEOUS RULES ›
 *   RANDOM SELECTION; GETTING HURT › KILLED.
 */
import { killOneAtRandom } from './random-kill';
import { CARD_TYPES, type Card } from '@captains-log/cards';
import { endOngoing, leavePlay } from '../attempt/leaving-play';
import { bp, type Ctx } from '../context';
import { RULES } from '../rules';
import { tableIndex } from '../table-index';
import { PLAYERS, type GameState, type PlayerId } from '../types';
import { cardsIn, isInPlayZone, locationOfCard, other, Z, zoneArg, zoneKind } from '../zones';
import { missionKind } from '../attempt/teams';
import { compatible, titledAmong, isTitled } from '../card-facts';
import { behaviourOf } from './registry';
import { affiliationKey, checkDownloadable, downloadCard, findToDownload } from './downloads';
import { personnelMatches } from './personnel-filter';
import { chosenCards } from './targets-events2';
import type { Effect } from './vocabulary';
import type { PersonnelFilter } from './vocabulary-events2';
import type { DownloadFilter } from './vocabulary-downloads';
import { battleWindow } from './targets-battle';
import { showsIcon } from './property-logos';
import { beginNextTurn, checkUniqueness, endTurn, flightCost, isStaffed } from '../play';
import { shipAttribute } from './ship-modifiers';
import { afterFlight } from './spaceline-events';
import { endByPenalty, endIfTimeIsUp, settle } from '../winning';
import type { CommanderShipIcon, InterruptsDEffect, InterruptsDTarget, ReplaceSource } from './vocabulary-interrupts-d';
import { personnelInPlay } from './personnel-filter';
import { finding } from './target-table';

interface Context {
  readonly ctx: Ctx;
  readonly player: PlayerId;
  readonly card: string;
  readonly target?: string;
  readonly declined?: boolean;
}
/** `run` carries out nested effects (verbs.ts › runEffects passes it). */
type Handler<K extends InterruptsDEffect['kind']> = (v: Context, effect: Extract<InterruptsDEffect, { kind: K }>, run?: (effects: readonly Effect[]) => void) => void;

function resolved(v: Context, effect: string): void {
  v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect, ...(v.target ? { target: v.target } : {}), rule: RULES.cardEffects });
}

/** The zones the incoming personnel may come from (1E rulebook › DOWNLOADING: the draw deck, then the hand). */
function sourceZones(player: PlayerId, from: ReplaceSource): string[] {
  if (from === 'hand') return [Z.hand(player)];
  return from === 'download' ? [Z.draw(player), Z.hand(player)] : [Z.draw(player), Z.hand(player), Z.discard(player)];
}

/** Whether the incoming card may enter play: a download's rules (limit, uniqueness, downloads forbidden), or uniqueness for an exchange. */
function mayEnter(state: GameState, player: PlayerId, iid: string, card: Card, from: ReplaceSource): boolean {
  // "even from your discard pile": the card's own text reaches it (downloads.ts › checkDownloadable `discardAllowed`).
  return from === 'hand' ? checkUniqueness(state, player, card) === null : checkDownloadable(state, player, iid, false, from === 'download-or-discard') === null;
}

/** Your personnel in play (on a planet, aboard a ship or facility) matching `outgoing`. */
function outgoingCandidates(state: GameState, player: PlayerId, spec: Extract<InterruptsDTarget, { kind: 'personnel-to-replace' }>): string[] {
  return tableIndex(state)
    .inPlayBy[player].filter((instance) => ['surface', 'aboard'].includes(zoneKind(instance.zone)) && personnelMatches(bp(state, instance.iid), spec.outgoing))
    .map((instance) => instance.iid);
}

/** The legal targets of the target words of this pass (read by `validTargets`, behaviour/play.ts). */
export function interruptsDTargets(state: GameState, player: PlayerId, spec: InterruptsDTarget, self?: string): string[] {
  switch (spec.kind) {
    case 'personnel-to-replace':
      return replaceTargets(state, player, spec, self);
    case 'your-personnel-with-equipment':
      return yourPersonnel(state, player).filter((iid) => {
        const zone = state.cards[iid]!.zone;
        return personnelMatches(bp(state, iid), spec.filter) && cardsIn(state, zone).some((other) => bp(state, other).type === 'Equipment' && hasCharacteristic(bp(state, other), spec.equipment));
      });
    case 'your-personnel-with-opponent-crew-here':
      return yourPersonnel(state, player).filter((iid) => {
        const location = locationOfCard(state, iid);
        return !state.cards[iid]!.stopped && personnelMatches(bp(state, iid), spec.filter) && !!location && opponentShipsAt(state, player, location).some((ship) => cardsIn(state, Z.aboard(ship)).some((aboard) => bp(state, aboard).type === 'Personnel'));
      });
    case 'your-ship-with-opponent-ship-here':
      return tableIndex(state)
        .inPlayBy[player].filter((instance) => {
          const card = bp(state, instance.iid);
          const location = locationOfCard(state, instance.iid);
          if (card.type !== 'Ship' || !location || !(card.affiliations as readonly string[]).includes(spec.affiliation)) return false;
          if (spec.icons && !spec.icons.every((code) => card.icons.some((shown) => shown.code === code))) return false;
          return opponentShipsAt(state, player, location).length > 0;
        })
        .map((instance) => instance.iid);
    case 'your-personnel-together':
      return togetherTargets(state, player, spec.filter);
    case 'your-personnel-to-join': {
      const all = yourPersonnel(state, player);
      const movers = all.filter((iid) => !state.cards[iid]!.stopped && personnelMatches(bp(state, iid), spec.mover) && locationOfCard(state, iid));
      const hosts = all.filter((iid) => personnelMatches(bp(state, iid), spec.to));
      return movers.flatMap((mover) =>
        hosts
          .filter((host) => host !== mover && state.cards[host]!.zone !== state.cards[mover]!.zone && quadrantOf(state, host) === quadrantOf(state, mover) && sharesAffiliation(bp(state, mover), bp(state, host)))
          .map((host) => `${mover}>${host}`),
      );
    }
    case 'matching-commander-for-ship': {
      const ships = commandedShips(state, player, spec.ship);
      const out: string[] = [];
      for (const ship of ships) {
        const names = bp(state, ship).commandedBy;
        const seen = new Set<string>();
        for (const zone of [Z.draw(player), Z.hand(player)])
          for (const iid of cardsIn(state, zone)) {
            const card = bp(state, iid);
            if (seen.has(card.id) || card.type !== 'Personnel' || !names.some((name) => isTitled(card, name) || card.persona.includes(name))) continue;
            seen.add(card.id);
            if (!checkDownloadable(state, player, iid)) out.push(`${iid}>${ship}`);
          }
      }
      return out;
    }
    case 'your-ship-at-counter-attack': {
      const battle = state.battle;
      if (!battle?.counterAttack || battle.attacker === player || !battleWindow(state) || playingBorg(state, battle.attacker)) return [];
      return tableIndex(state)
        .inPlayBy[player].filter((instance) => bp(state, instance.iid).type === 'Ship' && locationOfCard(state, instance.iid) === battle.location)
        .map((instance) => instance.iid);
    }
    case 'personnel-to-download-with': {
      const [first, ...others] = spec.with;
      const anchors = yourPersonnel(state, player).filter((iid) => {
        if (bp(state, iid).personnel?.classification !== first) return false;
        const here = cardsIn(state, state.cards[iid]!.zone).filter((one) => state.cards[one]!.owner === player);
        return others.every((wanted) => here.some((one) => bp(state, one).personnel?.classification === wanted));
      });
      if (anchors.length === 0) return [];
      const out: string[] = [];
      const seen = new Set<string>();
      for (const zone of [Z.draw(player), Z.hand(player)])
        for (const iid of cardsIn(state, zone)) {
          const card = bp(state, iid);
          if (seen.has(card.id) || !personnelMatches(card, spec.filter)) continue;
          seen.add(card.id);
          if (!checkDownloadable(state, player, iid)) out.push(...anchors.map((anchor) => `${iid}>${anchor}`));
        }
      return out;
    }
    case 'download-for-your-personnel': {
      const holders = yourPersonnel(state, player).filter(
        (iid) =>
          (!spec.unstopped || !state.cards[iid]!.stopped) &&
          (!spec.noStaffingShip || zoneKind(state.cards[iid]!.zone) === 'surface') &&
          personnelMatches(bp(state, iid), spec.personnel) &&
          whenHolds(state, player, iid, spec.when) &&
          // Issue 15 (helper domir): present with another personnel of yours matching `presentWith`.
          (!spec.presentWith || cardsIn(state, state.cards[iid]!.zone).some((other) => other !== iid && state.cards[other]!.owner === player && bp(state, other).type === 'Personnel' && personnelMatches(bp(state, other), spec.presentWith!))),
      );
      if (holders.length === 0) return [];
      const out: string[] = [];
      const seen = new Set<string>();
      for (const zone of [Z.draw(player), Z.hand(player)])
        for (const iid of cardsIn(state, zone)) {
          const card = bp(state, iid);
          if (seen.has(card.id) || !matchesDownloadFilter(card, spec.download)) continue;
          if (spec.noStaffingShip && (card.type !== 'Ship' || (card.ship?.staffing.icons.length ?? 0) > 0)) continue;
          seen.add(card.id);
          if (!checkDownloadable(state, player, iid)) out.push(...holders.map((holder) => `${iid}>${holder}`));
        }
      return out;
    }
    case 'present-with-your-personnel':
      return yourPersonnel(state, player)
        .filter((iid) => !state.cards[iid]!.stopped && personnelMatches(bp(state, iid), spec.personnel))
        .flatMap((iid) =>
          cardsIn(state, state.cards[iid]!.zone)
            .filter((other) => other !== iid && personnelMatches(bp(state, other), spec.present))
            .map((other) => `${other}>${iid}`),
        );
    case 'your-ship-orbiting-planet':
      return tableIndex(state)
        .inPlayBy[player].filter((instance) => {
          const card = bp(state, instance.iid);
          if (card.type !== 'Ship' || zoneKind(instance.zone) !== 'space') return false;
          if (spec.noStaffing && (card.ship?.staffing.icons.length ?? 0) > 0) return false;
          return missionKind(state, zoneArg(instance.zone)) !== 'space';
        })
        .map((instance) => instance.iid);
    case 'your-ship-escaping':
      return tableIndex(state)
        .inPlayBy[player].filter((instance) => bp(state, instance.iid).type === 'Ship' && zoneKind(instance.zone) === 'space' && isStaffed(state, instance.iid))
        .flatMap((instance) => {
          const from = zoneArg(instance.zone);
          const weapons = opponentShipsAt(state, player, from)
            .filter((ship) => zoneKind(state.cards[ship]!.zone) === 'space' && !state.cards[ship]!.stopped && isStaffed(state, ship))
            .reduce((sum, ship) => sum + shipAttribute(state, ship, 'WEAPONS'), 0);
          if (!(shipAttribute(state, instance.iid, 'SHIELDS') * 2 < weapons)) return [];
          const range = shipAttribute(state, instance.iid, 'RANGE');
          const quadrant = state.locations[from]!.quadrant;
          return (state.spacelines[quadrant] ?? [])
            .filter((to) => to !== from && (flightCost(state, player, from, to, instance.iid)?.range ?? Infinity) <= range)
            .map((to) => `${instance.iid}>${to}`);
        });
    case 'your-ship-in-battle': {
      const battle = state.battle;
      if (battle?.kind !== 'ship' || !battleWindow(state)) return [];
      const involved = [...new Set([...battle.attacking, battle.target!, ...(battle.returnFire?.ships ?? [])])].filter((ship) => state.cards[ship]?.owner === player);
      const title = self ? bp(state, self).title : undefined;
      if (title && involved.some((ship) => cardsIn(state, Z.on(ship)).some((iid) => isTitled(bp(state, iid), title)))) return [];
      const qualifies = involved.length >= spec.atLeast || involved.some((ship) => isTitled(bp(state, ship), spec.titled));
      return qualifies ? involved : [];
    }
    case 'deck-ends-arrangement': {
      const deck = cardsIn(state, Z.draw(player));
      const named = tableIndex(state).inPlayBy[player].some((instance) => {
        const card = bp(state, instance.iid);
        return card.type === 'Personnel' && spec.anyOf.some((word) => card.title.split(' ').includes(word) || card.persona.includes(word));
      });
      if (!named || deck.length < 4) return [];
      return permutations([deck[0]!, deck[1]!, deck[deck.length - 2]!, deck[deck.length - 1]!]).map((order) => order.join('+'));
    }
    case 'personnel-to-download-to-pair': {
      const anchors = yourPersonnel(state, player).filter((iid) => {
        const zone = state.cards[iid]!.zone;
        if (zoneKind(zone) !== 'aboard' || bp(state, zoneArg(zone)).type !== 'Facility' || !hasIcon(bp(state, iid), spec.icon)) return false;
        return cardsIn(state, zone).some((other) => other !== iid && state.cards[other]!.owner === player && bp(state, other).type === 'Personnel' && hasIcon(bp(state, other), spec.icon));
      });
      if (anchors.length === 0) return [];
      const title = self ? bp(state, self).title : '';
      const out: string[] = [];
      const seen = new Set<string>();
      for (const zone of [Z.draw(player), Z.hand(player)])
        for (const iid of cardsIn(state, zone)) {
          const card = bp(state, iid);
          if (seen.has(card.id) || !personnelMatches(card, spec.filter)) continue;
          seen.add(card.id);
          if (spec.oncePerAffiliation && card.affiliations.some((affiliation) => state.abilityUses?.[affiliationKey(player, title, affiliation)] !== undefined)) continue;
          if (checkDownloadable(state, player, iid)) continue;
          for (const anchor of anchors) {
            const pair = cardsIn(state, state.cards[anchor]!.zone).filter((other) => state.cards[other]!.owner === player && hasIcon(bp(state, other), spec.icon));
            if (pair.every((member) => compatible(card, bp(state, member)))) out.push(`${iid}>${anchor}`);
          }
        }
      return out;
    }
    case 'card-type':
      return cardsIn(state, Z.draw(player)).length > 0 ? [...CARD_TYPES] : []; // the types of the card model (the card list's Type column)
    case 'personnel-alone-on-planet': {
      const destination = missionLocation(state, spec.missionTitlePrefix);
      if (!destination) return [];
      return Object.keys(state.locations).flatMap((location) => {
        if (location === destination) return [];
        const here = cardsIn(state, Z.surface(location)).filter((iid) => bp(state, iid).type === 'Personnel');
        return here.length === 1 && personnelMatches(bp(state, here[0]!), spec.filter) ? here : [];
      });
    }
  }
}

/** Every non-empty set of your matching personnel in one place (at most six in a place are combined), written `c1+c2`. */
function togetherTargets(state: GameState, player: PlayerId, filter: PersonnelFilter): string[] {
  const byZone = new Map<string, string[]>();
  for (const iid of yourPersonnel(state, player)) if (personnelMatches(bp(state, iid), filter)) byZone.set(state.cards[iid]!.zone, [...(byZone.get(state.cards[iid]!.zone) ?? []), iid]);
  const out: string[] = [];
  for (const group of byZone.values()) {
    const members = group.slice(0, 6);
    for (let mask = 1; mask < 1 << members.length; mask += 1) out.push(members.filter((_, index) => mask & (1 << index)).join('+'));
  }
  return out;
}

function quadrantOf(state: GameState, iid: string): string | undefined {
  const location = locationOfCard(state, iid);
  return location ? state.locations[location]?.quadrant : undefined;
}

function sharesAffiliation(a: Card, b: Card): boolean {
  return a.affiliations.some((affiliation) => b.affiliations.includes(affiliation));
}

/** Your ships with a "commanded by" list: damaged ones, or the target of the ship battle just initiated. */
function commandedShips(state: GameState, player: PlayerId, which: 'damaged' | 'battle-target' | CommanderShipIcon): string[] {
  if (typeof which === 'object')
    return tableIndex(state)
      .inPlayBy[player].filter((instance) => bp(state, instance.iid).type === 'Ship' && showsIcon(bp(state, instance.iid), which.icon) && bp(state, instance.iid).commandedBy.length > 0 && !!locationOfCard(state, instance.iid))
      .map((instance) => instance.iid);
  if (which === 'battle-target') {
    const target = battleWindow(state) && state.battle?.kind === 'ship' ? state.battle.target : undefined;
    return target && state.cards[target]?.owner === player && bp(state, target).commandedBy.length > 0 ? [target] : [];
  }
  return tableIndex(state)
    .inPlayBy[player].filter((instance) => bp(state, instance.iid).type === 'Ship' && (instance.damage ?? 0) > 0 && bp(state, instance.iid).commandedBy.length > 0 && !!locationOfCard(state, instance.iid))
    .map((instance) => instance.iid);
}

/** Whether the personnel is where the mission you just solved is, or where the personnel battle you just won took place (read from the open window). */
function whenHolds(state: GameState, player: PlayerId, iid: string, when: 'you-just-solved' | 'you-just-won-personnel-battle' | undefined): boolean {
  if (!when) return true;
  const top = (state.windows ?? [])[(state.windows ?? []).length - 1];
  if (when === 'you-just-solved') {
    if (top?.action !== 'mission-solved' || top.by !== player) return false;
    const location = Object.values(state.locations).find((candidate) => candidate.missions.includes(top.card));
    return !!location && locationOfCard(state, iid) === location.id;
  }
  const last = state.lastBattle;
  return top?.action === 'battle-ended' && !!last && last.winner === player && state.cards[iid]!.zone === last.zone;
}

/** A download filter's fields (types, characteristics, affiliations, icons) against a card. */
function matchesDownloadFilter(card: Card, filter: DownloadFilter): boolean {
  if (filter.types && !filter.types.includes(card.type)) return false;
  if (filter.titles && !titledAmong(filter.titles, card)) return false;
  if (filter.characteristics && !filter.characteristics.some((wanted) => hasCharacteristic(card, wanted))) return false;
  if (filter.affiliations && !card.affiliations.some((affiliation) => filter.affiliations!.includes(affiliation))) return false;
  if (filter.universal !== undefined && card.universal !== filter.universal) return false;
  return !filter.icons || filter.icons.every((code) => card.icons.some((shown) => shown.code === code));
}

/** After a flight: the cards lying on the ship that leave when it moves are discarded (Magnetic North). */
export function discardWhenHostMoves(ctx: Ctx, ship: string): void {
  for (const iid of [...cardsIn(ctx.state, Z.on(ship))])
    if (behaviourOf(ctx.state.cards[iid]!.blueprint)?.restricts?.some((restriction) => restriction.kind === 'discard-when-host-moves'))
      ctx.emit({ type: 'CardMoved', card: iid, from: Z.on(ship), to: Z.discard(ctx.state.cards[iid]!.owner), faceUp: true, reason: `${bp(ctx.state, iid).title}: the ship moved`, rule: RULES.cardEffects });
}

/** Whether a card face up on either table suspends every ship attribute enhancement (Shipwreck). */
export function shipEnhancementsSuspended(state: GameState): boolean {
  return PLAYERS.some((player) =>
    cardsIn(state, Z.table(player)).some((iid) => state.cards[iid]!.faceUp && (behaviourOf(state.cards[iid]!.blueprint)?.restricts ?? []).some((restriction) => restriction.kind === 'suspend-ship-enhancements')),
  );
}

/** When a battle ends: the cards lying on its ships that last "until end of battle" are discarded. */
export function discardWhenBattleEnds(ctx: Ctx, involved: readonly string[]): void {
  for (const ship of new Set(involved))
    for (const iid of [...cardsIn(ctx.state, Z.on(ship))])
      if (behaviourOf(ctx.state.cards[iid]!.blueprint)?.restricts?.some((restriction) => restriction.kind === 'discard-when-battle-ends'))
        ctx.emit({ type: 'CardMoved', card: iid, from: Z.on(ship), to: Z.discard(ctx.state.cards[iid]!.owner), faceUp: true, reason: `${bp(ctx.state, iid).title}: the battle ended`, rule: RULES.cardEffects });
}

function hasIcon(card: Card, code: string): boolean {
  return card.icons.some((icon) => icon.code === code);
}

/** The key of "once per game per affiliation" uses (1E rulebook › MISCELLANEOUS RULES › "ONCE PER GAME" AND SIMILAR LIMITS). */

function permutations(items: readonly string[]): string[][] {
  if (items.length <= 1) return [[...items]];
  return items.flatMap((item, index) => permutations([...items.slice(0, index), ...items.slice(index + 1)]).map((rest) => [item, ...rest]));
}

/** Whether a player is playing Borg: a Borg card of theirs is in play. */
function playingBorg(state: GameState, player: PlayerId): boolean {
  return tableIndex(state).inPlayBy[player].some((instance) => (bp(state, instance.iid).affiliations as readonly string[]).includes('Borg'));
}

function hasCharacteristic(card: Card, wanted: string): boolean {
  return card.characteristics.some((one) => one.toLowerCase() === wanted.toLowerCase());
}

/** Your personnel in play on a planet surface or aboard a ship or facility. */
function yourPersonnel(state: GameState, player: PlayerId): string[] {
  return tableIndex(state)
    .inPlayBy[player].filter((instance) => ['surface', 'aboard'].includes(zoneKind(instance.zone)) && bp(state, instance.iid).type === 'Personnel')
    .map((instance) => instance.iid);
}

/** Your opponent's ships at a location (in space or docked there). */
function opponentShipsAt(state: GameState, player: PlayerId, location: string): string[] {
  return tableIndex(state)
    .inPlayBy[other(player)].filter((instance) => bp(state, instance.iid).type === 'Ship' && ['space', 'docked'].includes(zoneKind(instance.zone)) && locationOfCard(state, instance.iid) === location)
    .map((instance) => instance.iid);
}

/** The location whose mission's title starts with `title` (the first on the spaceline): a planet's name, deliberately a prefix (`missionTitlePrefix`). */
function missionLocation(state: GameState, title: string): string | undefined {
  return Object.values(state.locations).find((location) => location.missions.some((iid) => bp(state, iid).title.startsWith(title)))?.id;
}

/** Every `incoming>outgoing` pair: the first copy of each matching title in the source zones, for each of your matching personnel. */
function replaceTargets(state: GameState, player: PlayerId, spec: Extract<InterruptsDTarget, { kind: 'personnel-to-replace' }>, self?: string): string[] {
  const outgoing = outgoingCandidates(state, player, spec);
  if (outgoing.length === 0) return [];
  const seen = new Set<string>();
  const out: string[] = [];
  for (const zone of sourceZones(player, spec.from))
    for (const iid of cardsIn(state, zone)) {
      const card = bp(state, iid);
      if (iid === self || seen.has(card.id) || !personnelMatches(card, spec.incoming)) continue;
      seen.add(card.id);
      if (!mayEnter(state, player, iid, card, spec.from)) continue;
      for (const old of outgoing) if (!spec.differentTitle || bp(state, old).title !== card.title) out.push(`${iid}>${old}`);
    }
  return out;
}

export const INTERRUPTS_D_VERBS: { readonly [K in InterruptsDEffect['kind']]: Handler<K> } = {
  'replace-personnel': (v, effect) => {
    const [incoming, outgoing] = (v.target ?? '').split('>') as [string, string];
    const old = v.ctx.state.cards[outgoing];
    const fresh = v.ctx.state.cards[incoming];
    if (!old || !fresh || !isInPlayZone(old.zone) || isInPlayZone(fresh.zone)) {
      // The target changed while the card waited in its response window: nothing is replaced.
      resolved(v, 'replacement invalid: a card is no longer where it was');
      return;
    }
    const place = old.zone;
    const title = bp(v.ctx.state, v.card).title;
    if (effect.outgoingTo === 'hand') {
      for (const child of [...cardsIn(v.ctx.state, Z.on(outgoing))]) leavePlay(v.ctx, child, 'discarded', v.card);
      v.ctx.emit({ type: 'CardMoved', card: outgoing, from: place, to: Z.hand(old.owner), faceUp: false, reason: `${title}: exchanged`, rule: RULES.cardEffects });
    } else leavePlay(v.ctx, outgoing, 'discarded', v.card);
    if (!effect.download) {
      v.ctx.emit({ type: 'CardMoved', card: incoming, from: fresh.zone, to: place, faceUp: true, reason: `${title}: takes the place of ${bp(v.ctx.state, outgoing).title}`, rule: RULES.cardEffects });
    } else downloadCard(v.ctx, v.player, incoming, v.card, { to: place });
    resolved(v, `${bp(v.ctx.state, incoming).title} replaces ${bp(v.ctx.state, outgoing).title}`);
  },
  'draw-bottom-per-chosen': (v) => {
    const count = chosenCards(v.target).length;
    const deck = cardsIn(v.ctx.state, Z.draw(v.player));
    const cards = deck.slice(Math.max(0, deck.length - count)).reverse();
    if (cards.length > 0) v.ctx.emit({ type: 'CardsDrawn', player: v.player, cards, reason: 'card-effect', rule: RULES.cardEffects });
    resolved(v, `${v.player} draws ${cards.length} from the bottom of the draw deck`);
  },
  'kill-random-on-planet': (v, effect) => {
    const candidates = cardsIn(v.ctx.state, Z.surface(v.target!)).filter((iid) => personnelMatches(bp(v.ctx.state, iid), effect.filter));
    resolved(v, killOneAtRandom(v, candidates) ? 'one personnel on the planet killed at random' : 'nobody on the planet to select');
  },
  'kill-all-of-target-owner': (v, effect) => {
    const owner = v.ctx.state.cards[v.target!]!.owner;
    const victims = personnelInPlay(v.ctx.state, owner, effect.filter);
    for (const iid of victims) leavePlay(v.ctx, iid, 'killed', v.card);
    resolved(v, `${victims.length} personnel of ${owner} killed`);
  },
  'kill-random-other-present': (v) => {
    const target = v.ctx.state.cards[v.target!]!;
    const candidates = cardsIn(v.ctx.state, target.zone).filter((iid) => iid !== target.iid && bp(v.ctx.state, iid).type === 'Personnel');
    resolved(v, killOneAtRandom(v, candidates) ? 'one other personnel present killed at random' : 'nobody else present');
  },
  'look-at-opponent-crews-here': (v) => {
    const location = locationOfCard(v.ctx.state, v.target!);
    const ships = location ? opponentShipsAt(v.ctx.state, v.player, location) : [];
    for (const ship of ships) {
      const cards = cardsIn(v.ctx.state, Z.aboard(ship)).map((iid) => ({ iid, title: bp(v.ctx.state, iid).title }));
      v.ctx.emit({ type: 'CardsShown', to: v.player, zone: Z.aboard(ship), cards, source: v.card, rule: RULES.lookingAtCards });
    }
    resolved(v, `${v.player} examines ${ships.length} crew(s)`);
  },
  'if-host-with-opponent-ship': (v, effect, run) => {
    const host = v.ctx.state.cards[v.card]!.zone;
    const ship = zoneKind(host) === 'on' ? host.slice(host.indexOf(':') + 1) : undefined;
    const location = ship ? locationOfCard(v.ctx.state, ship) : null;
    const met = !!location && opponentShipsAt(v.ctx.state, v.player, location).length > 0;
    resolved(v, met ? 'an opponent’s ship is present: it takes effect' : 'no opponent’s ship is present: nothing happens');
    if (met) run?.(effect.then);
  },
  'relocate-to-mission-titled': (v, effect) => {
    const destination = missionLocation(v.ctx.state, effect.missionTitlePrefix);
    const target = v.ctx.state.cards[v.target!]!;
    if (!destination || !isInPlayZone(target.zone)) {
      resolved(v, 'nothing moves');
      return;
    }
    v.ctx.emit({ type: 'CardMoved', card: target.iid, from: target.zone, to: Z.surface(destination), faceUp: true, reason: `${bp(v.ctx.state, v.card).title}: moved to ${effect.missionTitlePrefix}`, rule: RULES.cardEffects });
    resolved(v, `moved to ${effect.missionTitlePrefix}`);
  },
  'chosen-from-play-to-hand': (v) => {
    const title = bp(v.ctx.state, v.card).title;
    for (const iid of chosenCards(v.target)) {
      const instance = v.ctx.state.cards[iid];
      if (!instance || !isInPlayZone(instance.zone)) continue;
      for (const child of [...cardsIn(v.ctx.state, Z.on(iid))]) leavePlay(v.ctx, child, 'discarded', v.card);
      v.ctx.emit({ type: 'CardMoved', card: iid, from: instance.zone, to: Z.hand(instance.owner), faceUp: false, reason: `${title}: back to hand`, rule: RULES.cardEffects });
    }
    resolved(v, 'chosen personnel back to hand');
  },
  'join-personnel': (v) => {
    const [mover, host] = (v.target ?? '').split('>') as [string, string];
    const from = v.ctx.state.cards[mover];
    const to = v.ctx.state.cards[host];
    if (!from || !to || !isInPlayZone(from.zone) || !isInPlayZone(to.zone)) {
      resolved(v, 'nothing moves');
      return;
    }
    v.ctx.emit({ type: 'CardMoved', card: mover, from: from.zone, to: to.zone, faceUp: true, reason: `${bp(v.ctx.state, v.card).title}: relocated`, rule: RULES.cardEffects });
    resolved(v, `${bp(v.ctx.state, mover).title} relocated to ${bp(v.ctx.state, host).title}`);
  },
  'download-to-named-place': (v) => {
    const [iid, place] = (v.target ?? '').split('>') as [string, string];
    const instance = v.ctx.state.cards[iid];
    const host = v.ctx.state.cards[place];
    const still = instance && [Z.draw(v.player), Z.hand(v.player)].includes(instance.zone) && !checkDownloadable(v.ctx.state, v.player, iid) && host && isInPlayZone(host.zone);
    if (!still) {
      // 1E rulebook › DOWNLOADING › Clarifications: Invalid Downloads.
      resolved(v, 'download invalid: the card or its place is no longer available');
      return;
    }
    const to = bp(v.ctx.state, place).type === 'Ship' ? Z.aboard(place) : host.zone;
    downloadCard(v.ctx, v.player, iid, v.card, { to });
    resolved(v, `downloaded ${bp(v.ctx.state, iid).title} to ${bp(v.ctx.state, place).title}`);
  },
  'nullify-dilemma-in-play': (v) => {
    const instance = v.ctx.state.cards[v.target!];
    if (!instance || !isInPlayZone(instance.zone)) return;
    if (v.ctx.state.ongoing[instance.iid]) endOngoing(v.ctx, instance.iid, 'nullified', Z.discard(instance.owner));
    else v.ctx.emit({ type: 'DilemmaRemoved', card: instance.iid, from: instance.zone, to: Z.discard(instance.owner), reason: 'nullified', rule: RULES.nullifiers });
    resolved(v, 'dilemma in play nullified');
  },
  'reveal-until-type': (v) => {
    const deck = cardsIn(v.ctx.state, Z.draw(v.player));
    const index = deck.findIndex((iid) => bp(v.ctx.state, iid).type === v.target);
    const revealed = index < 0 ? [...deck] : deck.slice(0, index + 1);
    const shown = revealed.map((iid) => ({ iid, title: bp(v.ctx.state, iid).title }));
    for (const to of PLAYERS) v.ctx.emit({ type: 'CardsShown', to, zone: Z.draw(v.player), cards: shown, source: v.card, rule: RULES.lookingAtCards });
    const title = bp(v.ctx.state, v.card).title;
    for (const iid of revealed.slice(0, index < 0 ? revealed.length : index))
      v.ctx.emit({ type: 'CardMoved', card: iid, from: Z.draw(v.player), to: Z.out(v.player), faceUp: true, reason: `${title}: revealed, removed from the game`, rule: RULES.cardEffects });
    if (index >= 0) {
      v.ctx.emit({ type: 'CardMoved', card: deck[index]!, from: Z.draw(v.player), to: Z.hand(v.player), faceUp: false, reason: `${title}: the ${v.target} revealed`, rule: RULES.cardEffects });
      resolved(v, `${v.player} takes the first ${v.target} into hand, ${index} card(s) removed from the game`);
      return;
    }
    resolved(v, `${v.player} exhausts the draw deck without a ${v.target}: the game is lost`);
    endByPenalty(v.ctx, v.player, 'game-loss', RULES.cardEffects);
  },
  'end-your-turn': (v) => {
    // The same steps as the EndTurn command (commands.ts): END OF TURN, the game end settled, the next turn.
    const number = v.ctx.state.turn!.number;
    resolved(v, `${v.player}'s turn ends`);
    endTurn(v.ctx, v.player);
    settle(v.ctx);
    if (v.ctx.state.phase === 'play' && !endIfTimeIsUp(v.ctx, v.player)) beginNextTurn(v.ctx, v.player, number);
  },
  'top-discard-to-hand-or-report-with-target': (v) => {
    const top = [...cardsIn(v.ctx.state, Z.discard(v.player))].reverse().find((iid) => iid !== v.card);
    if (!top) {
      resolved(v, 'the discard pile is empty');
      return;
    }
    const card = bp(v.ctx.state, top);
    const borg = v.target ? v.ctx.state.cards[v.target] : undefined;
    const title = bp(v.ctx.state, v.card).title;
    if (card.type === 'Personnel' && borg && isInPlayZone(borg.zone) && !checkUniqueness(v.ctx.state, v.player, card)) {
      v.ctx.emit({ type: 'CardMoved', card: top, from: Z.discard(v.player), to: borg.zone, faceUp: true, reason: `${title}: reports to ${bp(v.ctx.state, borg.iid).title}`, rule: RULES.cardEffects });
      resolved(v, `${card.title} reports where ${bp(v.ctx.state, borg.iid).title} is`);
      return;
    }
    v.ctx.emit({ type: 'CardMoved', card: top, from: Z.discard(v.player), to: Z.hand(v.player), faceUp: false, reason: `${title}: back to hand`, rule: RULES.cardEffects });
    resolved(v, `${card.title} back to hand`);
  },
  'stop-named': (v, effect) => {
    const iid = (v.target ?? '').split('>')[effect.which === 'first' ? 0 : 1]!;
    const instance = v.ctx.state.cards[iid];
    if (instance && isInPlayZone(instance.zone) && !instance.stopped) v.ctx.emit({ type: 'CardStopped', card: iid, rule: RULES.cardEffects });
    resolved(v, `${effect.which} stopped`);
  },
  'unstop-named': (v, effect) => {
    const iid = (v.target ?? '').split('>')[effect.which === 'first' ? 0 : 1]!;
    const instance = v.ctx.state.cards[iid];
    if (instance && isInPlayZone(instance.zone) && instance.stopped) v.ctx.emit({ type: 'StoppedCardsRestored', cards: [iid], rule: RULES.cardEffects });
    resolved(v, `${effect.which} unstopped`);
  },
  'opponent-bonus-out-of-play': (v, effect) => {
    const opponent = other(v.player);
    const found = cardsIn(v.ctx.state, Z.bonus(opponent)).filter((iid) => titledAmong(effect.titles, bp(v.ctx.state, iid)));
    for (const iid of found) {
      v.ctx.emit({ type: 'CardMoved', card: iid, from: Z.bonus(opponent), to: Z.out(v.ctx.state.cards[iid]!.owner), faceUp: true, reason: `${bp(v.ctx.state, v.card).title}: out of play`, rule: RULES.cardEffects });
      v.ctx.emit({ type: 'PointsScored', player: opponent, points: effect.pointsEach, bonus: false, source: v.card, rule: RULES.cardEffects });
    }
    resolved(v, `${found.length} card(s) of ${opponent}'s point area out of play`);
  },
  'fly-target-ship': (v) => {
    const [ship, to] = (v.target ?? '').split('>') as [string, string];
    const instance = v.ctx.state.cards[ship];
    if (!instance || zoneKind(instance.zone) !== 'space') {
      resolved(v, 'the ship is no longer in space');
      return;
    }
    const from = zoneArg(instance.zone);
    const cost = flightCost(v.ctx.state, v.player, from, to, ship);
    if (!cost) {
      resolved(v, 'no way there');
      return;
    }
    v.ctx.emit({ type: 'ShipFlew', player: v.player, ship, from, to, path: cost.path, range: cost.range, rule: RULES.fly });
    afterFlight(v.ctx, ship, cost.path);
    resolved(v, `${bp(v.ctx.state, ship).title} escapes to ${to}`);
  },
  'arrange-deck-ends': (v) => {
    const [a, b, c, d] = chosenCards(v.target) as [string, string, string, string];
    const zone = Z.draw(v.player);
    const title = bp(v.ctx.state, v.card).title;
    v.ctx.emit({ type: 'CardsShown', to: v.player, zone, cards: [a, b, c, d].map((iid) => ({ iid, title: bp(v.ctx.state, iid).title })), source: v.card, rule: RULES.lookingAtCards });
    // Top: b then a at the top (a first); bottom: c then d beneath (d last).
    for (const [card, index] of [[b, 0], [a, 0], [c, undefined], [d, undefined]] as const)
      v.ctx.emit({ type: 'CardMoved', card, from: zone, to: zone, faceUp: false, reason: `${title}: rearranged`, ...(index !== undefined ? { index } : {}), rule: RULES.cardEffects });
    resolved(v, 'two cards on top and two at the bottom of the draw deck, in the order chosen');
  },
  'record-affiliation-use': (v) => {
    const incoming = (v.target ?? '').split('>')[0]!;
    const title = bp(v.ctx.state, v.card).title;
    for (const affiliation of bp(v.ctx.state, incoming).affiliations)
      v.ctx.emit({ type: 'CardAbilityUsed', player: v.player, title: `${title} (once per game)@${affiliation}`, turn: v.ctx.state.turn!.number, rule: RULES.oncePerTurn });
    resolved(v, 'used for its affiliation this game');
  },
  'download-also-titled': (v, effect) => {
    const found = effect.titles.map((title) => findToDownload(v.ctx.state, v.player, title)).find((iid) => iid !== undefined && !checkDownloadable(v.ctx.state, v.player, iid));
    if (!found) {
      resolved(v, 'nothing more to download');
      return;
    }
    downloadCard(v.ctx, v.player, found, v.card, {});
    resolved(v, `downloaded ${bp(v.ctx.state, found).title} too`);
  },
};

/** The target words whose legal targets this module finds (behaviour/targets.ts). */
export const INTERRUPTS_D_TARGETS = finding(['personnel-to-replace', 'your-personnel-with-equipment', 'your-personnel-with-opponent-crew-here', 'your-ship-with-opponent-ship-here', 'personnel-alone-on-planet', 'your-personnel-together', 'your-personnel-to-join', 'matching-commander-for-ship', 'your-ship-at-counter-attack', 'personnel-to-download-with', 'card-type', 'download-for-your-personnel', 'present-with-your-personnel', 'your-ship-orbiting-planet', 'your-ship-escaping', 'your-ship-in-battle', 'deck-ends-arrangement', 'personnel-to-download-to-pair'], (state, player, spec, self) => interruptsDTargets(state, player, spec, self));
