/**
 * Issue 15 (events-d): the handlers of vocabulary-events-d.ts — ability conditions (read by
 * activations.ts › checkActivateCard) and the effects (spread into VERBS).
 *   1E rulebook › THE PLAY PHASE; EXECUTING ORDERS › FLY A STARSHIP; PRESENT.
 */
import { facedDilemmasAtMissions } from './dilemma-places';
import { hostShip } from './ship-directives';
import { hostCrewJustSolved } from './solved-by-crew';
import { shipClassLost } from './ship-class-loss';
import { skillLevel } from '@captains-log/cards';
import { memberOf } from '../attempt/requirements';
import { bp, problem, type Problem } from '../context';
import { selectAtRandom } from './random-selection';
import { RULES } from '../rules';
import { tableIndex } from '../table-index';
import type { GameState, PlayerId } from '../types';
import { cardsIn, isInPlayZone, other, Z, zoneKind } from '../zones';
import { chosenCards } from './targets-events2';
import { matches } from './play';
import { personnelMatches } from './personnel-filter';
import type { VerbContext } from './verbs';
import { affiliationConditionHolds } from './affiliations-played';
import type { AbilityCondition, EventsDEffect, EventsDPermit, EventsDTarget } from './vocabulary-events-d';
import { behaviourOf } from './registry';
import { leavePlay } from '../attempt/leaving-play';
import { hasSpecialEquipment } from './ship-equipment';
import type { Effect } from './vocabulary';
import { CHOICE_CONDITIONS } from './choice-conditions';
import { ATTRIBUTE_SHIFT_CONDITIONS } from './attribute-shifts';
import { MISSION_DOWNLOAD_CONDITIONS } from './download-onto-mission';
import { HOST_CREW_COUNT_CONDITIONS } from './host-crew-counts';
import { HOST_BAN_CONDITIONS } from './host-bans';
import { TABLE_TITLE_CONDITIONS } from './table-titles';
import { finding } from './target-table';
import { LIES_AT_CONDITIONS } from './latinum';
import { FERENGI_PROFIT_CONDITIONS } from './ferengi-conditions';
import { UNOPPOSED_CONDITIONS } from './transport-inhibitors';
import { FACILITY_COMMANDER_CONDITIONS } from './facility-commanders';
import { LIES_ON_CONDITIONS } from './death-saver-downloads';

/** The other player's personnel present with `iid` (same crew, Away Team or facility). */
function opposingPresent(state: GameState, iid: string): string[] {
  const instance = state.cards[iid]!;
  return cardsIn(state, instance.zone).filter((one) => state.cards[one]!.owner !== instance.owner && bp(state, one).type === 'Personnel');
}

const CONDITIONS: { readonly [K in AbilityCondition['kind']]: (state: GameState, player: PlayerId, card: string, condition: Extract<AbilityCondition, { kind: K }>) => boolean } = {
  ...CHOICE_CONDITIONS,
  ...ATTRIBUTE_SHIFT_CONDITIONS,
  ...MISSION_DOWNLOAD_CONDITIONS,
  ...HOST_CREW_COUNT_CONDITIONS,
  ...HOST_BAN_CONDITIONS,
  ...TABLE_TITLE_CONDITIONS,
  ...LIES_AT_CONDITIONS,
  ...FERENGI_PROFIT_CONDITIONS,
  ...UNOPPOSED_CONDITIONS,
  ...FACILITY_COMMANDER_CONDITIONS,
  ...LIES_ON_CONDITIONS,
  'personnel-together': (state, player, _card, condition) => {
    const counts = new Map<string, number>();
    for (const instance of tableIndex(state).inPlayBy[player] ?? []) {
      const kind = zoneKind(instance.zone);
      if ((kind !== 'aboard' && kind !== 'surface') || !personnelMatches(bp(state, instance.iid), condition.filter)) continue;
      counts.set(instance.zone, (counts.get(instance.zone) ?? 0) + 1);
    }
    return [...counts.values()].some((count) => count >= condition.atLeast);
  },
  'host-personnel': (state, _player, card, condition) => {
    const zone = state.cards[card]?.zone ?? '';
    const host = zoneKind(zone) === 'on' ? zone.slice(zone.indexOf(':') + 1) : undefined;
    return !!host && !!state.cards[host] && personnelMatches(bp(state, host), condition.filter);
  },
  'host-crew-has': (state, player, card, condition) => {
    const ship = hostShip(state, card);
    return !!ship && cardsIn(state, Z.aboard(ship)).some((iid) => state.cards[iid]!.owner === player && bp(state, iid).type === 'Personnel' && skillLevel(memberOf(state, iid), condition.skill) > 0);
  },
  'not-playing-affiliation': (state, player, _card, condition) => affiliationConditionHolds(state, player, condition),
  'host-crew-just-solved': (state, player, card, condition) => hostCrewJustSolved(state, player, card, condition),
  'faced-dilemmas-at-missions': (state, player, _card, condition) => facedDilemmasAtMissions(state, player, condition),
};

/** The first condition of an ability that does not hold, as a problem. */
export function abilityConditionProblem(state: GameState, player: PlayerId, card: string, conditions: readonly AbilityCondition[] | undefined): Problem | null {
  for (const condition of conditions ?? [])
    if (!(CONDITIONS[condition.kind] as (s: GameState, p: PlayerId, c: string, x: AbilityCondition) => boolean)(state, player, card, condition))
      return problem('ABILITY_CONDITION', `${bp(state, card).title} may be used only when its condition holds (${condition.kind})`, RULES.cardEffects);
  return null;
}

type Handler<K extends EventsDEffect['kind']> = (v: VerbContext, effect: Extract<EventsDEffect, { kind: K }>, run?: (nested: readonly Effect[]) => void) => void;

function resolved(v: VerbContext, effect: string): void {
  v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect, ...(v.target ? { target: v.target } : {}), rule: RULES.cardEffects });
}

export const EVENTS_D_VERBS: { readonly [K in EventsDEffect['kind']]: Handler<K> } = {
  'if-chosen-matches': (v, effect, run) => {
    const hit = chosenCards(v.target).some((iid) => v.ctx.state.cards[iid] && matches(bp(v.ctx.state, iid), effect.filter));
    if (hit) run?.(effect.then);
    else resolved(v, 'the chosen card does not match: no more');
  },
  'extra-range-host-ship': (v, effect) => {
    const ship = hostShip(v.ctx.state, v.card);
    if (!ship) return resolved(v, 'not on a ship: no RANGE');
    v.ctx.emit({ type: 'ShipRangeExtended', ship, range: effect.range, source: v.card, rule: RULES.cardEffects });
    resolved(v, `${bp(v.ctx.state, ship).title} RANGE +${effect.range} this turn`);
  },
  'reveal-top-if': (v, effect, run) => {
    const owner = effect.who === 'you' ? v.player : other(v.player);
    const top = cardsIn(v.ctx.state, Z.draw(owner))[0];
    if (!top) return resolved(v, `${owner}'s draw deck is empty: nothing revealed`);
    const cards = [{ iid: top, title: bp(v.ctx.state, top).title }];
    for (const to of ['p1', 'p2'] as const) v.ctx.emit({ type: 'CardsShown', to, zone: Z.draw(owner), cards, source: v.card, rule: RULES.lookingAtCards });
    if (matches(bp(v.ctx.state, top), effect.filter)) run?.(effect.then);
    else resolved(v, `${bp(v.ctx.state, top).title} revealed: no match`);
  },
  'if-target-present-with': (v, effect, run) => {
    const target = v.ctx.state.cards[v.target ?? ''];
    const present = !!target && cardsIn(v.ctx.state, target.zone).some((iid) => iid !== target.iid && v.ctx.state.cards[iid]!.owner === v.player && personnelMatches(bp(v.ctx.state, iid), effect.filter));
    if (present) run?.(effect.then);
    else resolved(v, 'not present with it: no more');
  },
  'swap-hand-for-discard': (v) => {
    const [handCard, discardCard] = (v.target ?? '').split('>') as [string, string];
    if (v.ctx.state.cards[handCard]?.zone !== Z.hand(v.player) || v.ctx.state.cards[discardCard]?.zone !== Z.discard(v.player)) return resolved(v, 'the cards are no longer there: nothing');
    v.ctx.emit({ type: 'CardMoved', card: handCard, from: Z.hand(v.player), to: Z.discard(v.player), faceUp: true, reason: `${bp(v.ctx.state, v.card).title}: discarded from hand`, rule: RULES.cardEffects });
    v.ctx.emit({ type: 'CardMoved', card: discardCard, from: Z.discard(v.player), to: Z.hand(v.player), faceUp: false, reason: `${bp(v.ctx.state, v.card).title}: taken from the discard pile`, rule: RULES.cardEffects });
    resolved(v, `${bp(v.ctx.state, discardCard).title} taken into hand`);
  },
  'kill-random-present-with-named-skill': (v) => {
    const [personnel, skill] = (v.target ?? '').split('>') as [string, string | undefined];
    if (!v.ctx.state.cards[personnel] || !skill) return resolved(v, 'nobody to kill');
    const candidates = opposingPresent(v.ctx.state, personnel).filter((iid) => skillLevel(memberOf(v.ctx.state, iid), skill) > 0);
    if (candidates.length === 0) return resolved(v, `no opposing personnel with ${skill} present`);
    const outcome = selectAtRandom(v.ctx, { purpose: `${bp(v.ctx.state, v.card).title}: the victim with ${skill}`, candidates, hurts: true });
    leavePlay(v.ctx, outcome[0]!, 'killed', v.card);
    resolved(v, `${bp(v.ctx.state, outcome[0]!).title} killed`);
  },
  'first-target-to-hand': (v) => {
    const personnel = (v.target ?? '').split('>')[0]!;
    const instance = v.ctx.state.cards[personnel];
    if (!instance || !isInPlayZone(instance.zone)) return resolved(v, 'no longer in play');
    v.ctx.emit({ type: 'CardMoved', card: personnel, from: instance.zone, to: Z.hand(instance.owner), faceUp: false, reason: `${bp(v.ctx.state, v.card).title}: returned to hand`, rule: RULES.cardEffects });
    resolved(v, `${bp(v.ctx.state, personnel).title} returned to hand`);
  },
  'top-of-draw-out-of-play': (v, effect) => {
    const owner = effect.who === 'you' ? v.player : other(v.player);
    const cards = cardsIn(v.ctx.state, Z.draw(owner)).slice(0, effect.count);
    for (const card of cards) v.ctx.emit({ type: 'CardMoved', card, from: Z.draw(owner), to: Z.out(owner), faceUp: true, reason: `${bp(v.ctx.state, v.card).title}: top of the draw deck out of play`, rule: RULES.cardEffects });
    resolved(v, `${cards.length} card(s) of ${owner}'s draw deck placed out of play`);
  },
  'move-target-facility': (v) => {
    const [facility, to] = (v.target ?? '').split('>') as [string, string | undefined];
    const instance = v.ctx.state.cards[facility];
    if (!instance || !to || zoneKind(instance.zone) !== 'space') return resolved(v, 'the facility is no longer there: not moved');
    v.ctx.emit({ type: 'CardMoved', card: facility, from: instance.zone, to: Z.space(to), faceUp: true, reason: `${bp(v.ctx.state, v.card).title}: moved to the next location`, rule: RULES.cardEffects });
    resolved(v, `${bp(v.ctx.state, facility).title} moved`);
  },
  'extra-range-target': (v, effect) => {
    const ship = (v.target ?? '').split('>')[0]!;
    if (!v.ctx.state.cards[ship] || !isInPlayZone(v.ctx.state.cards[ship]!.zone)) return resolved(v, 'the ship is gone: no RANGE');
    v.ctx.emit({ type: 'ShipRangeExtended', ship, range: effect.range, source: v.card, rule: RULES.cardEffects });
    resolved(v, `${bp(v.ctx.state, ship).title} RANGE +${effect.range} this turn`);
  },
};

/** Legal targets of the target words of vocabulary-events-d.ts (read by `validTargets`, behaviour/play.ts). */
export function eventsDTargets(state: GameState, player: PlayerId, spec: EventsDTarget): string[] {
  switch (spec.kind) {
    case 'your-ship-with-equipment':
      return (tableIndex(state).inPlayBy[player] ?? [])
        .filter((instance) => bp(state, instance.iid).type === 'Ship' && ['space', 'docked', 'surface'].includes(zoneKind(instance.zone)) && hasSpecialEquipment(state, instance.iid, spec.equipment))
        .map((instance) => instance.iid);
    case 'mission-with-lore':
      return Object.values(state.locations)
        .filter((location) => location.missions.some((iid) => spec.words.some((word) => (bp(state, iid).lore ?? '').toLowerCase().includes(word.toLowerCase()))))
        .map((location) => location.id);
    case 'your-facility-to-adjacent-in-region':
      return (tableIndex(state).inPlayBy[player] ?? []).flatMap((instance) => {
        if (bp(state, instance.iid).type !== 'Facility' || zoneKind(instance.zone) !== 'space') return [];
        const engineers = cardsIn(state, Z.aboard(instance.iid))
          .filter((iid) => state.cards[iid]!.owner === player && bp(state, iid).type === 'Personnel')
          .reduce((sum, iid) => sum + skillLevel(memberOf(state, iid), 'ENGINEER'), 0);
        if (engineers < spec.engineers) return [];
        const here = state.locations[instance.zone.slice(instance.zone.indexOf(':') + 1)];
        const line = here ? (state.spacelines[here.quadrant] ?? []) : [];
        const at = here ? line.indexOf(here.id) : -1;
        if (!here?.region || at < 0) return [];
        return [line[at - 1], line[at + 1]].filter((next): next is string => !!next && state.locations[next]?.region === here.region).map((next) => `${instance.iid}>${next}`);
      });
    case 'hand-card-for-discard-card': {
      const hand = cardsIn(state, Z.hand(player)).filter((iid) => matches(bp(state, iid), spec.hand));
      const discard = cardsIn(state, Z.discard(player)).filter((iid) => matches(bp(state, iid), spec.discard));
      return hand.flatMap((one) => discard.map((other) => `${one}>${other}`));
    }
    case 'your-ship-of-classes':
      return (tableIndex(state).inPlayBy[player] ?? [])
        .filter((instance) => {
          const card = bp(state, instance.iid);
          if (card.type !== 'Ship' || !['space', 'docked', 'surface'].includes(zoneKind(instance.zone))) return false;
          // Issue 15 (events of later sets): a card on the ship may take its class away (ship-class-loss.ts).
          if (shipClassLost(state, instance.iid)) return false;
          return spec.classes.includes(card.ship?.shipClass ?? '') || (!!spec.characteristic && card.characteristics.some((one) => one.toLowerCase() === spec.characteristic!.toLowerCase()));
        })
        .map((instance) => instance.iid);
    case 'your-personnel-and-named-skill':
      return (tableIndex(state).inPlayBy[player] ?? []).flatMap((instance) => {
        const kind = zoneKind(instance.zone);
        if ((kind !== 'aboard' && kind !== 'surface') || !personnelMatches(bp(state, instance.iid), spec.filter)) return [];
        const skills = new Set(opposingPresent(state, instance.iid).flatMap((iid) => memberOf(state, iid).skills.filter((skill) => skill.level > 0).map((skill) => skill.name)));
        return [...skills].sort().map((skill) => `${instance.iid}>${skill}`);
      });
    case 'your-card-in-play':
      return (tableIndex(state).inPlayBy[player] ?? []).filter((instance) => instance.faceUp && matches(bp(state, instance.iid), spec.filter)).map((instance) => instance.iid);
    case 'your-docked-ship':
      return (tableIndex(state).inPlayBy[player] ?? [])
        .filter((instance) => {
          if (bp(state, instance.iid).type !== 'Ship' || zoneKind(instance.zone) !== 'docked') return false;
          const facility = state.cards[instance.zone.slice(instance.zone.indexOf(':') + 1)];
          return facility?.owner === player;
        })
        .map((instance) => instance.iid);
  }
}

/**
 * The affiliations a force of `player` may attack despite the affiliation attack restrictions because
 * every personnel in it is one a card on the player's table lets attack its own affiliation
 * (`attack-own-affiliation`); empty otherwise. Read by battle/battle.ts with the other attack permits.
 */
export function ownAffiliationAttackPermits(state: GameState, player: PlayerId, force: readonly string[]): ReadonlySet<string> {
  const permits = cardsIn(state, Z.table(player)).flatMap((iid) =>
    state.cards[iid]!.faceUp ? (behaviourOf(state.cards[iid]!.blueprint)?.permits ?? []).filter((permit): permit is EventsDPermit => permit.kind === 'attack-own-affiliation') : [],
  );
  if (permits.length === 0) return new Set();
  const personnel = force.filter((iid) => state.cards[iid] && bp(state, iid).type === 'Personnel');
  if (personnel.length === 0 || !permits.some((permit) => personnel.every((iid) => personnelMatches(bp(state, iid), permit.who)))) return new Set();
  return new Set(personnel.flatMap((iid) => bp(state, iid).affiliations));
}

/** The target words whose legal targets this module finds (behaviour/targets.ts). */
export const EVENTS_D_TARGETS = finding(['your-ship-with-equipment', 'your-docked-ship', 'mission-with-lore', 'your-card-in-play', 'your-facility-to-adjacent-in-region', 'hand-card-for-discard-card', 'your-ship-of-classes', 'your-personnel-and-named-skill'], (state, player, spec) => eventsDTargets(state, player, spec));
