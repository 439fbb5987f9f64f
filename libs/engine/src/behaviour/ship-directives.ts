/**
 * Issue 15 (incobj): an objective carried by a ship (Omega Directive). From its owner's table it is
 * placed on one of their ships with its matching commander aboard; it is nullified once no [Cmd]
 * personnel is aboard that ship; while the ship is at the location of a card it names, the ship ignores
 * the affiliation attack restrictions, and a `turn-ends` trigger acts there. Words:
 * - target `your-ship-with-matching-commander` — only while the acting card lies on its owner's table;
 * - effect `place-self-on-target` — the card goes onto the target ship (it lies there: `on:c`);
 * - discard when `host-lacks-icon-aboard` (`icon`) — lying on a ship without a personnel of that printed icon aboard;
 * - effect `if-host-ship-with-card-here` (`titles`, `then`) — the ship it lies on is at the location of such a card;
 * - effect `discard-cards-here-titled` (`titles`) — such cards at that location are discarded (any player's);
 * - card field `hostIgnoresAttackRestrictionsWith` (titles) — read by battle/battle.ts (ship battle).
 *   1E rulebook › THE CARDS › EVENTS, INCIDENTS, & OBJECTIVES; PLAYING A CARD (nullified); BATTLE ›
 *   INITIATING A BATTLE › Affiliation Attack Restrictions; PROBING; STAFFING ICONS ([Cmd]).
 */
import { blueprintOf, titledAmong } from '../card-facts';
import { bp, type Ctx } from '../context';
import { leavePlay } from '../attempt/leaving-play';
import { RULES } from '../rules';
import { tableIndex } from '../table-index';
import type { GameState, PlayerId } from '../types';
import { cardsIn, locationOfCard, Z, zoneArg, zoneKind } from '../zones';
import { matchingCommanderAboard } from './fleet-modifiers';
import { behaviourOf } from './registry';
import { runEffects, type VerbContext } from './verbs';
import type { Effect } from './vocabulary';
import { finding } from './target-table';

export type ShipDirectiveTarget =
  | { readonly kind: 'your-ship-with-matching-commander' }
  /** Your ship whose title begins with one of `titles`, or whose lore holds one of `lore` (case ignored). */
  | { readonly kind: 'your-ship-titled-or-lore'; readonly titles: readonly string[]; readonly lore: readonly string[] };
export type ShipDirectiveEffect =
  | { readonly kind: 'place-self-on-target' }
  | { readonly kind: 'if-host-ship-with-card-here'; readonly titles: readonly string[]; readonly then: readonly Effect[] }
  | { readonly kind: 'discard-cards-here-titled'; readonly titles: readonly string[] };
export type HostIconDiscard = { readonly kind: 'host-lacks-icon-aboard'; readonly icon: string };

/** Ship modifier: the ship it lies on gets `attributes` +1 for each of its owner's missions with the word `missionTitleWord` in the title and each of their objectives lying on a mission, at most `upTo`. */
export type ShipAttributePerTest = { readonly kind: 'ship-attribute-per-tests'; readonly attributes: readonly ('RANGE' | 'WEAPONS' | 'SHIELDS')[]; readonly missionTitleWord: string; readonly upTo: number; readonly cumulative?: false };

/** Card field: when the crew of the ship it lies on solves a mission matching `missions` (either test), `effects` run. */
export interface WhenHostCrewSolves {
  readonly missions: { readonly titleWord?: string; readonly withObjective?: true };
  readonly effects: readonly Effect[];
}

/** Your ships in play the target word reaches (none unless `self` lies on your table). */
export function shipDirectiveTargets(state: GameState, player: PlayerId, spec: ShipDirectiveTarget, self?: string): string[] {
  if (!self || state.cards[self]?.zone !== Z.table(player)) return [];
  const reaches = (ship: string): boolean => {
    if (spec.kind === 'your-ship-with-matching-commander') return matchingCommanderAboard(state, ship);
    const card = bp(state, ship);
    return titledAmong(spec.titles, card) || spec.lore.some((word) => (card.lore ?? '').toLowerCase().includes(word.toLowerCase()));
  };
  return tableIndex(state)
    .onSpaceline.filter((instance) => instance.owner === player && bp(state, instance.iid).type === 'Ship' && reaches(instance.iid))
    .map((instance) => instance.iid);
}

function hasWord(text: string, word: string): boolean {
  return new RegExp(`(^|[^A-Za-z0-9])${word}([^A-Za-z0-9]|$)`).test(text);
}

/** What a `ship-attribute-per-tests` modifier adds to `ship` (see its type). */
export function perTestsBonus(state: GameState, ship: string, modifier: ShipAttributePerTest): number {
  const owner = state.cards[ship]!.owner;
  let count = 0;
  for (const location of Object.values(state.locations))
    for (const mission of location.missions) if (state.cards[mission]?.owner === owner && hasWord(bp(state, mission).title, modifier.missionTitleWord)) count += 1;
  for (const instance of tableIndex(state).inPlayBy[owner]) if (instance.faceUp && zoneKind(instance.zone) === 'atop' && bp(state, instance.iid).type === 'Objective') count += 1;
  return Math.min(count, modifier.upTo);
}

/** Just after `player` solved the mission at `location` (`ship`: the attempting ship; `contributors`): cards lying on a ship whose crew solved it that ask for such a mission act. */
export function hostCrewSolved(ctx: Ctx, player: PlayerId, location: string, mission: string, contributors: readonly string[], ship: string | null): void {
  const state = ctx.state;
  for (const instance of tableIndex(state).inPlayBy[player]) {
    const when = instance.faceUp ? behaviourOf(instance.blueprint)?.whenHostCrewSolves : undefined;
    const host = when ? hostShip(state, instance.iid) : undefined;
    if (!when || !host) continue;
    const crew = cardsIn(state, Z.aboard(host));
    if (ship !== host && !contributors.some((iid) => crew.includes(iid))) continue;
    const titled = when.missions.titleWord !== undefined && hasWord(bp(state, mission).title, when.missions.titleWord);
    const withObjective = when.missions.withObjective === true && cardsIn(state, Z.atop(location)).some((iid) => state.cards[iid]!.faceUp && bp(state, iid).type === 'Objective');
    if (titled || withObjective) runEffects({ ctx, player, card: instance.iid }, when.effects);
  }
}

/** The ship card `iid` lies on, if it lies on a ship (the one helper for it: bombardment.ts and verbs-events-d.ts use it too). */
export function hostShip(state: GameState, iid: string): string | undefined {
  const zone = state.cards[iid]?.zone ?? '';
  const host = zoneKind(zone) === 'on' ? zoneArg(zone) : undefined;
  return host && state.cards[host] && bp(state, host).type === 'Ship' ? host : undefined;
}

/** Cards in play titled one of `titles` at `location` (any player's). */
function titledHere(state: GameState, location: string, titles: readonly string[]): string[] {
  return tableIndex(state)
    .inPlay.filter((instance) => instance.faceUp && titledAmong(titles, blueprintOf(state, instance.iid)) && locationOfCard(state, instance.iid) === location)
    .map((instance) => instance.iid);
}

/** Whether the card `iid` lying on a ship must be nullified: no personnel showing `icon` (printed) aboard. */
export function hostLacksIcon(state: GameState, iid: string, condition: HostIconDiscard): boolean {
  const host = hostShip(state, iid);
  if (!host) return false;
  return !cardsIn(state, Z.aboard(host)).some((member) => bp(state, member).type === 'Personnel' && bp(state, member).icons.some((icon) => icon.code === condition.icon));
}

/** Whether `ships` (an attacking force) include one carrying a card of `player` that lifts the restrictions where a card it names is. */
export function directiveLiftsRestrictions(state: GameState, player: PlayerId, ships: readonly string[]): boolean {
  return ships.some((ship) =>
    cardsIn(state, Z.on(ship)).some((iid) => {
      const titles = state.cards[iid]!.faceUp && state.cards[iid]!.owner === player ? behaviourOf(state.cards[iid]!.blueprint)?.hostIgnoresAttackRestrictionsWith : undefined;
      const at = locationOfCard(state, ship);
      return !!titles && at !== null && titledHere(state, at, titles).length > 0;
    }),
  );
}

type Handler<K extends ShipDirectiveEffect['kind']> = (v: VerbContext, effect: Extract<ShipDirectiveEffect, { kind: K }>, run?: (nested: readonly Effect[]) => void) => void;

function resolved(v: VerbContext, effect: string): void {
  v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect, rule: RULES.cardEffects });
}

export const SHIP_DIRECTIVE_VERBS: { readonly [K in ShipDirectiveEffect['kind']]: Handler<K> } = {
  'place-self-on-target': (v) => {
    const state = v.ctx.state;
    if (!v.target || !state.cards[v.target]) return;
    v.ctx.emit({ type: 'CardMoved', card: v.card, from: state.cards[v.card]!.zone, to: Z.on(v.target), faceUp: true, reason: 'placed on a ship' });
    resolved(v, `placed on ${bp(state, v.target).title}`);
  },
  'if-host-ship-with-card-here': (v, effect, run) => {
    const state = v.ctx.state;
    const host = hostShip(state, v.card);
    const at = host ? locationOfCard(state, host) : null;
    if (at !== null && titledHere(state, at, effect.titles).length > 0) run?.(effect.then);
    else resolved(v, `its ship is not where ${effect.titles.join(' or ')} is: nothing happens`);
  },
  'discard-cards-here-titled': (v, effect) => {
    const state = v.ctx.state;
    const host = hostShip(state, v.card);
    const at = host ? locationOfCard(state, host) : null;
    const found = at === null ? [] : titledHere(state, at, effect.titles);
    resolved(v, `${found.length} ${effect.titles.join(' / ')} discarded`);
    for (const iid of found) leavePlay(v.ctx, iid, 'discarded', v.card);
  },
};

/** For the catalogue test and the README. */
export const SHIP_DIRECTIVE_WORDS: readonly string[] = [
  'target:your-ship-with-matching-commander',
  'effect:place-self-on-target',
  'effect:if-host-ship-with-card-here',
  'effect:discard-cards-here-titled',
  'host-ignores-attack-restrictions-with',
  'target:your-ship-titled-or-lore',
  'ship-modifier:ship-attribute-per-tests',
  'when-host-crew-solves',
];

/** The target words whose legal targets this module finds (behaviour/targets.ts). */
export const SHIP_DIRECTIVES_TARGETS = finding(['your-ship-with-matching-commander', 'your-ship-titled-or-lore'], (state, player, spec, self) => shipDirectiveTargets(state, player, spec, self));
