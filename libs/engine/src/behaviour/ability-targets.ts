/**
 * Issue 15: targets and conditions of abilities relative to the acting card (`ActingTarget`,
 * `ActionCondition`: vocabulary-personnel-actions.ts) — a personnel present with it, a card in its
 * owner's hand, its own ship … — for `ActivateCard` (activations.ts). The general target words
 * (vocabulary.ts › TargetSpec) stay with behaviour/play.ts › validTargets.
 *   1E rulebook › MISCELLANEOUS RULES › CONTROL AND OWNERSHIP › "HERE" AND "PRESENT".
 */
import { commanderAboardNamedShip } from './table-reports';
import { blueprintOf, personaNames, titledAmong, titledWithPrefix } from '../card-facts';
import { memberOf } from '../attempt/requirements';
import { tableIndex } from '../table-index';
import type { GameState, PlayerId } from '../types';
import { cardsIn, isInPlayZone, locationOfZone, other, Z, zoneArg, zoneKind } from '../zones';
import { reaches } from './modifiers-personnel';
import { protectedFromNullification } from './nullify-protection';
import { personnelDTargets } from './personnel-actions-d';
import { cloakMode } from './ship-equipment';
import { cardsPresentWithHost } from './present-with-host';
import type { Effect, TargetSpec } from './vocabulary';
import type { Ability } from './vocabulary-activations';
import type { ActingTarget, ActionCondition, PersonnelActionEffect } from './vocabulary-personnel-actions';

const ACTING_KINDS: ReadonlySet<string> = new Set<ActingTarget['kind']>([
  'card-in-discard',
  'own-ship',
  'your-ship-here',
  'personnel-present',
  'card-in-hand',
  'opposing-away-team-present',
  'location-with',
  'opponents-cloaked-ship-here',
  'card-on-table',
  'card-present-with-host',
]);

/** Whether the target word is one relative to the acting card (else a general TargetSpec). */
export function isActingTarget(spec: TargetSpec | ActingTarget): spec is ActingTarget {
  return ACTING_KINDS.has(spec.kind);
}

/** Every valid target of an acting-card target word for `card` now. */
export function actingTargets(state: GameState, card: string, target: ActingTarget, effects: readonly (Effect | PersonnelActionEffect)[]): string[] {
  const instance = state.cards[card]!;
  const owner = instance.owner;
  switch (target.kind) {
    case 'own-ship': {
      if (zoneKind(instance.zone) !== 'aboard') return [];
      const host = zoneArg(instance.zone);
      return blueprintOf(state, host).type === 'Ship' && state.cards[host]!.owner === owner ? [host] : [];
    }
    case 'your-ship-here': {
      const location = locationOfZone(state, instance.zone);
      if (location === null) return [];
      return tableIndex(state)
        .inPlayBy[owner].filter((ship) => {
          const printed = blueprintOf(state, ship.iid);
          return printed.type === 'Ship' && locationOfZone(state, ship.zone) === location && (target.icons ?? []).every((code) => printed.icons.some((icon) => icon.code === code));
        })
        .map((ship) => ship.iid);
    }
    case 'card-in-hand': {
      const mine = personaNames(blueprintOf(state, card));
      return cardsIn(state, Z.hand(owner)).filter((iid) => {
        const printed = blueprintOf(state, iid);
        if (target.filter && !reaches({ whose: 'any', ...target.filter }, printed, owner, owner)) return false;
        if (target.samePersona && (printed.type !== 'Personnel' || printed.title === blueprintOf(state, card).title || !personaNames(printed).some((name) => mine.includes(name)))) return false;
        return true;
      });
    }
    case 'opposing-away-team-present': {
      if (zoneKind(instance.zone) !== 'surface') return [];
      const theirs = cardsIn(state, instance.zone).filter((iid) => state.cards[iid]!.owner !== owner && blueprintOf(state, iid).type === 'Personnel');
      const all = { whose: 'any' as const, ...target.all };
      return theirs.length > 0 && theirs.every((iid) => reaches(all, blueprintOf(state, iid), state.cards[iid]!.owner, owner)) ? [instance.zone] : [];
    }
    case 'location-with': {
      const here = locationOfZone(state, instance.zone);
      const filter = { whose: 'any' as const, ...target.filter };
      const out = new Set<string>();
      for (const found of tableIndex(state).inPlay) {
        if (!found.faceUp || blueprintOf(state, found.iid).type !== 'Personnel' || !reaches(filter, blueprintOf(state, found.iid), found.owner, owner)) continue;
        const location = locationOfZone(state, found.zone);
        if (location && location !== here) out.add(location);
      }
      return [...out];
    }
    case 'opponents-cloaked-ship-here': {
      const location = locationOfZone(state, instance.zone);
      if (location === null) return [];
      return cardsIn(state, Z.space(location)).filter((iid) => state.cards[iid]!.owner !== owner && blueprintOf(state, iid).type === 'Ship' && cloakMode(state, iid) === 'cloaked');
    }
    case 'personnel-present': {
      const filter = { whose: 'any' as const, ...target.filter };
      let pool: readonly string[];
      if (target.here) {
        const location = locationOfZone(state, instance.zone);
        pool = location === null ? [] : tableIndex(state).inPlay.filter((c) => zoneKind(c.zone) !== 'table' && zoneKind(c.zone) !== 'atop' && locationOfZone(state, c.zone) === location).map((c) => c.iid);
      } else pool = cardsIn(state, instance.zone);
      const found = pool.filter((iid) => {
        const present = state.cards[iid]!;
        if (iid === card || !present.faceUp) return false;
        if (target.state === 'stopped' && !present.stopped) return false;
        if (target.state === 'unstopped' && present.stopped) return false;
        return reaches(filter, blueprintOf(state, iid), present.owner, owner);
      });
      if (!target.highest || found.length === 0) return found;
      const key = target.highest === 'INTEGRITY' ? 'integrity' : target.highest === 'CUNNING' ? 'cunning' : 'strength';
      const value = (iid: string) => memberOf(state, iid)[key];
      const top = Math.max(...found.map(value));
      return found.filter((iid) => value(iid) === top);
    }
    case 'card-in-discard':
      return personnelDTargets(state, card, target);
    // Issue 15 (helper partners): present-with-host.ts.
    case 'card-present-with-host':
      return cardsPresentWithHost(state, card, target.filter).filter((iid) => !effects.some((effect) => effect.kind === 'nullify-target') || !protectedFromNullification(state, iid, owner));
    case 'card-on-table': {
      const players = target.whose === 'yours' ? [owner] : [owner, other(owner)];
      const pool = target.anywhere
        ? tableIndex(state).inPlay.filter((c) => players.includes(c.owner) && ['table', 'atop', 'on'].includes(zoneKind(c.zone))).map((c) => c.iid)
        : players.flatMap((player) => cardsIn(state, Z.table(player)));
      return pool.filter((iid) => {
        const printed = blueprintOf(state, iid);
        if (!state.cards[iid]!.faceUp || printed.type === 'Personnel' || printed.type === 'Mission') return false;
        if (target.types && !target.types.includes(printed.type)) return false;
        if ((target.titles || target.titlePrefixes) && !(titledAmong(target.titles, printed) || titledWithPrefix(target.titlePrefixes, printed))) return false;
        if (target.icon && !printed.icons.some((icon) => icon.code === target.icon)) return false;
        if (effects.some((effect) => effect.kind === 'nullify-target') && protectedFromNullification(state, iid, owner)) return false;
        return true;
      });
    }
  }
}

/** Whether a condition of the ability holds for the acting card of `player`. */
export function actionConditionHolds(state: GameState, player: PlayerId, card: string, condition: ActionCondition, ability: Ability): boolean {
  const zone = state.cards[card]!.zone;
  switch (condition) {
    case 'in-away-team':
      return zoneKind(zone) === 'surface';
    case 'aboard-your-ship':
    case 'aboard-named-ship': {
      const host = zoneKind(zone) === 'aboard' ? state.cards[zoneArg(zone)] : undefined;
      if (!host || host.owner !== player || blueprintOf(state, host.iid).type !== 'Ship') return false;
      return condition === 'aboard-your-ship' || titledAmong(ability.hostTitles, blueprintOf(state, host.iid));
    }
    case 'start-of-your-turn':
      // As `start-of-your-turn` (behaviour/play.ts): before the normal card play is used.
      return state.turn?.player === player && state.turn.stage === 'card-play' && !state.turn.normalCardPlayUsed;
    case 'opponent-hand-larger':
      return cardsIn(state, Z.hand(other(player))).length > cardsIn(state, Z.hand(player)).length;
    case 'normal-card-play-unused':
      return state.turn?.player === player && state.turn.stage === 'card-play' && !state.turn.normalCardPlayUsed;
    case 'commander-aboard-named-ship':
      return commanderAboardNamedShip(state, player, ability.hostTitles ?? []);
    case 'hand-empty-at-turn-start':
      return state.turn?.player === player && state.turn.handEmptyAtStart === true;
    case 'self-on-table':
      return zone === Z.table(state.cards[card]!.owner);
    case 'self-on-your-card':
      return zoneKind(zone) === 'on' && state.cards[zoneArg(zone)]?.owner === player;
  }
}

/** Whether the card lies where its ability is used from: in play (face up) or, for `fromDiscard`, in its owner's discard pile; for `fromPointArea`, in its owner's point area. */
export function inItsPlace(state: GameState, card: string, ability: Ability): boolean {
  const instance = state.cards[card]!;
  if (ability.fromDiscard) return instance.zone === Z.discard(instance.owner);
  if (ability.fromPointArea) return instance.zone === Z.bonus(instance.owner);
  if (ability.fromDrawDeck) return instance.zone === Z.draw(instance.owner);
  return isInPlayZone(instance.zone) && instance.faceUp;
}
