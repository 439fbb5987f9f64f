/**
 * Issue 15 (helper trophies): cards just destroyed or killed by yours, placed in your point area for
 * points, and cards worth points that vary while in play. The battle now records who hurt whom: in a
 * personnel battle each personnel stunned or mortally wounded in the combat stage is named with the
 * adversary that did it (`BattleState.hurtBy`, kept in `state.lastBattle.hurtBy` when the battle ends;
 * evolve-battle.ts); a ship battle already names the ships that fired on each ship destroyed
 * (`state.lastShipBattle.destroyed[].by`). Words:
 * - target `ship-destroyed-by-yours` (`by`: CardFilter): in the `battle-ended` window of a ship battle,
 *   a ship the battle destroyed (now in its owner's discard pile) that at least one ship of yours
 *   matching `by` fired on (Ultimatum: a [Dom] ship);
 * - target `killed-in-battle-by-yours` (`killer`: PersonnelFilter, `using`: equipment titles): in the
 *   `battle-ended` window of a personnel battle, an opponent's personnel the battle killed (now in a
 *   discard pile) that your personnel matching `killer` mortally wounded, with an equipment of yours of
 *   one of those titles in the battle's place (Relics of the Chase: a Hirogen using a Hirogen Talon);
 * - target `captive-escorted-by-yours` (`escort`, `using`): a captive you hold, escorted by your
 *   personnel matching `escort`, with such an equipment of yours present with the escort (Relics of
 *   the Chase: an Alpha-Hirogen's captive);
 * - target `your-assimilated-ship`: a ship in play you assimilated (One with the Borg's other way);
 * - effect `target-to-point-area` (`worth`: `highest` or one printed attribute): the target (from a
 *   discard pile, or a captive) goes to your point area and scores that printed attribute as bonus
 *   points (the highest of the card's printed attributes for `highest`: INTEGRITY, CUNNING, STRENGTH for
 *   a personnel; RANGE, WEAPONS, SHIELDS for a ship);
 * - card field `scoresPerHostHurt` (`points`, `limit`): lying on a personnel, its owner scores `points`
 *   for each personnel that personnel stuns or mortally wounds in the combat stage, `limit` at most
 *   (Heart of Glory: 5 each, three);
 * - card field `worthHostHighestWhile` (`icon`): lying on a ship, worth the ship's highest printed
 *   attribute while its owner has a personnel with `icon` aboard (One with the Borg: [Com]). The
 *   points are held (`PointsScored.held`, `GameState.heldPoints`): scored when the condition starts to
 *   hold, taken back when it stops or the card leaves play (checked after every command).
 *   1E rulebook › BATTLE › PERSONNEL BATTLE (4. Combat: stuns, mortal wounds; 6. Resolution);
 *   SHIP BATTLE; AFTER THE BATTLE; SCORING POINTS (bonus points, the bonus point area); WINNING THE
 *   GAME; Borg Rule: Ship Assimilation; 1E current rulings › Ultimatum (at least one of your ships
 *   firing in the battle that destroys the ship must be a Dominion ship).
 */
import { titledAmong } from '../card-facts';
import { battleJustEnded } from './after-battle';
import type { AttributeValue, Card } from '@captains-log/cards';
import { bp, type Ctx } from '../context';
import { RULES } from '../rules';
import type { GameState, PlayerId } from '../types';
import { cardsIn, isInPlayZone, locationOfCard, other, Z, zoneArg, zoneKind } from '../zones';
import { captivesHeldBy, escortsOf } from './captives';
import { personnelInPlay, personnelMatches } from './personnel-filter';
import { matches } from './play';
import { behaviourOf } from './registry';
import { hostDotsWorth } from './objective-ships';
import { finding } from './target-table';
import type { CardFilter } from './vocabulary';
import type { PersonnelFilter } from './vocabulary-events2';
import type { VerbContext } from './verbs';

export type TrophyTarget =
  | { readonly kind: 'ship-destroyed-by-yours'; readonly by: CardFilter }
  | { readonly kind: 'killed-in-battle-by-yours'; readonly killer: PersonnelFilter; readonly using?: readonly string[] }
  | { readonly kind: 'captive-escorted-by-yours'; readonly escort: PersonnelFilter; readonly using?: readonly string[] }
  | { readonly kind: 'your-assimilated-ship' };

export type TrophyAttribute = 'INTEGRITY' | 'CUNNING' | 'STRENGTH' | 'RANGE' | 'WEAPONS' | 'SHIELDS';
export type TrophyEffect = { readonly kind: 'target-to-point-area'; readonly worth: 'highest' | TrophyAttribute };

/** Card field `scoresPerHostHurt`. */
export interface ScoresPerHostHurt {
  readonly points: number;
  readonly limit: number;
}

/** Card field `worthHostHighestWhile`. */
export interface WorthHostHighestWhile {
  readonly icon: string;
}

/**
 * Issue 15 (helper tail3): card field `worthWhileOutnumbering` — lying atop a mission, worth `points` while its
 * owner has more personnel matching `yours` at that location than the opponent has personnel there (Romulan
 * "Reunification": 10 points while the opponent has fewer personnel at Vulcan than you have [Rom] personnel).
 */
export interface WorthWhileOutnumbering {
  readonly points: number;
  readonly yours: PersonnelFilter;
}

/** For the catalogue test. */
export const TROPHY_WORDS: readonly string[] = [
  'field:worthWhileOutnumbering',
  'target:ship-destroyed-by-yours',
  'target:killed-in-battle-by-yours',
  'target:captive-escorted-by-yours',
  'target:your-assimilated-ship',
  'effect:target-to-point-area',
  'field:scoresPerHostHurt',
  'field:worthHostHighestWhile',
  'field:worthAssimilatedDroneDots',
];

function inDiscard(state: GameState, iid: string): boolean {
  const instance = state.cards[iid];
  return !!instance && instance.zone === Z.discard(instance.owner);
}

/** Whether `player` has an equipment titled one of `titles` in `zone` (no titles: nothing needed). */
function equipped(state: GameState, player: PlayerId, zone: string, titles: readonly string[] | undefined): boolean {
  if (!titles || titles.length === 0) return true;
  return cardsIn(state, zone).some((iid) => state.cards[iid]!.owner === player && bp(state, iid).type === 'Equipment' && titledAmong(titles, bp(state, iid)));
}

export function trophyTargets(state: GameState, player: PlayerId, spec: TrophyTarget): string[] {
  switch (spec.kind) {
    case 'ship-destroyed-by-yours': {
      const ships = state.lastShipBattle;
      if (!battleJustEnded(state) || !ships) return [];
      const yours = (ship: string) => state.cards[ship]?.owner === player && matches(bp(state, ship), spec.by);
      return ships.destroyed.filter((entry) => inDiscard(state, entry.ship) && entry.by.some(yours)).map((entry) => entry.ship);
    }
    case 'killed-in-battle-by-yours': {
      const last = state.lastBattle;
      if (!battleJustEnded(state) || !last) return [];
      return last.killed.filter((iid) => {
        const killer = last.hurtBy?.[iid];
        if (!killer || state.cards[iid]?.owner === player || !inDiscard(state, iid)) return false;
        return state.cards[killer]?.owner === player && personnelMatches(bp(state, killer), spec.killer) && equipped(state, player, last.zone, spec.using);
      });
    }
    case 'captive-escorted-by-yours':
      return captivesHeldBy(state, player).filter((iid) =>
        escortsOf(state, iid).some((escort) => personnelMatches(bp(state, escort), spec.escort) && equipped(state, player, state.cards[escort]!.zone, spec.using)),
      );
    case 'your-assimilated-ship':
      return Object.entries(state.assimilated ?? {})
        .filter(([iid, record]) => record.as === 'ship' && record.by === player && state.cards[iid]?.owner === player && isInPlayShip(state, iid))
        .map(([iid]) => iid);
  }
}

function isInPlayShip(state: GameState, iid: string): boolean {
  const kind = zoneKind(state.cards[iid]!.zone);
  return (kind === 'space' || kind === 'docked' || kind === 'surface') && bp(state, iid).type === 'Ship';
}

function value(attribute: AttributeValue | undefined): number {
  return attribute?.kind === 'number' ? attribute.value : attribute?.kind === 'variable' ? attribute.base : 0;
}

/** A card's printed attributes, by name (a personnel's three, a ship's three; none for other cards). */
function printedAttributes(card: Card): Partial<Record<TrophyAttribute, number>> {
  if (card.personnel) return { INTEGRITY: value(card.personnel.integrity), CUNNING: value(card.personnel.cunning), STRENGTH: value(card.personnel.strength) };
  if (card.ship) return { RANGE: value(card.ship.range), WEAPONS: value(card.ship.weapons), SHIELDS: value(card.ship.shields) };
  return {};
}

/** The printed card (not as assimilated or changed in play). */
function printed(state: GameState, iid: string): Card {
  return state.blueprints[state.cards[iid]!.blueprint]!;
}

export function printedWorth(state: GameState, iid: string, worth: 'highest' | TrophyAttribute): number {
  const attributes = printedAttributes(printed(state, iid));
  if (worth !== 'highest') return attributes[worth] ?? 0;
  return Math.max(0, ...Object.values(attributes));
}

type Handler<K extends TrophyEffect['kind']> = (v: VerbContext, effect: Extract<TrophyEffect, { kind: K }>) => void;

export const TROPHY_VERBS: { readonly [K in TrophyEffect['kind']]: Handler<K> } = {
  'target-to-point-area': (v, effect) => {
    const state = v.ctx.state;
    const iid = v.target;
    const instance = iid ? state.cards[iid] : undefined;
    const title = bp(state, v.card).title;
    if (!iid || !instance || !(inDiscard(state, iid) || zoneKind(instance.zone) === 'held')) {
      v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect: 'the card is no longer there: nothing', rule: RULES.cardEffects });
      return;
    }
    const points = printedWorth(state, iid, effect.worth);
    v.ctx.emit({ type: 'CardMoved', card: iid, from: instance.zone, to: Z.bonus(v.player), faceUp: true, reason: `${title}: to the point area`, rule: RULES.cardEffects });
    if (points !== 0) v.ctx.emit({ type: 'PointsScored', player: v.player, points, bonus: true, source: v.card, rule: RULES.cardEffects });
    v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect: `${bp(state, iid).title} to the point area: ${points} points`, target: iid, rule: RULES.cardEffects });
  },
};

/**
 * `scoresPerHostHurt`: called as the combat stage ends (battle/battle.ts), before anyone dies — the cards
 * lying on each personnel that hurt someone score for those it hurt, up to their limit (counted with
 * the points they already scored, `heldPoints`).
 */
export function scoreHostHurts(ctx: Ctx): void {
  const hurtBy = ctx.state.battle?.hurtBy;
  if (!hurtBy) return;
  const counts = new Map<string, number>();
  for (const hurter of Object.values(hurtBy)) counts.set(hurter, (counts.get(hurter) ?? 0) + 1);
  for (const [hurter, count] of counts) {
    if (!ctx.state.cards[hurter]) continue;
    for (const card of cardsIn(ctx.state, Z.on(hurter))) {
      const word = behaviourOf(ctx.state.cards[card]!.blueprint)?.scoresPerHostHurt;
      if (!word) continue;
      const already = Math.floor((ctx.state.heldPoints?.[card] ?? 0) / word.points);
      const more = Math.min(count, Math.max(0, word.limit - already));
      if (more === 0) continue;
      const owner = ctx.state.cards[card]!.owner;
      ctx.emit({ type: 'PointsScored', player: owner, points: more * word.points, bonus: true, source: card, held: true, rule: RULES.cardEffects });
      ctx.emit({ type: 'CardEffectResolved', card, player: owner, effect: `${more} personnel stunned or mortally wounded by ${bp(ctx.state, hurter).title}: ${more * word.points} points`, target: hurter, rule: RULES.cardEffects });
    }
  }
}

let worthCards: { blueprints: GameState['blueprints']; any: boolean } | undefined;

/** `worthHostHighestWhile`, after every command (decide.ts): the points each such card holds follow its condition. */
export function settleHeldWorth(ctx: Ctx): void {
  const state = ctx.state;
  if (worthCards?.blueprints !== state.blueprints) worthCards = { blueprints: state.blueprints, any: Object.keys(state.blueprints).some((id) => !!behaviourOf(id)?.worthHostHighestWhile || !!behaviourOf(id)?.worthAssimilatedDroneDots || !!behaviourOf(id)?.worthHostDots || !!behaviourOf(id)?.worthWhileOutnumbering) };
  if (!worthCards.any) return;
  for (const [iid, instance] of Object.entries(state.cards)) {
    const word = behaviourOf(instance.blueprint)?.worthHostHighestWhile;
    const drones = behaviourOf(instance.blueprint)?.worthAssimilatedDroneDots;
    // Issue 15 (helper borgobj, third pass): lying on a personnel, per printed skill dot (Reassimilate Lost Drone).
    const hostDots = behaviourOf(instance.blueprint)?.worthHostDots;
    // Issue 15 (helper tail3): lying atop a mission, while its owner outnumbers the opponent there (Romulan "Reunification").
    const outnumbering = behaviourOf(instance.blueprint)?.worthWhileOutnumbering;
    if (!word && !drones && !hostDots && !outnumbering) continue;
    const held = ctx.state.heldPoints?.[iid] ?? 0;
    const want = word
      ? worthNow(ctx.state, iid, word)
      : hostDots
        ? hostDotsWorth(ctx.state, iid, hostDots)
        : outnumbering
          ? outnumberingWorth(ctx.state, iid, outnumbering)
          : droneDotsWorth(ctx.state, iid);
    if (want === held) continue;
    ctx.emit({ type: 'PointsScored', player: instance.owner, points: want - held, bonus: true, source: iid, held: true, rule: RULES.cardEffects });
  }
}

function worthNow(state: GameState, iid: string, word: WorthHostHighestWhile): number {
  const instance = state.cards[iid]!;
  if (zoneKind(instance.zone) !== 'on') return 0;
  const host = zoneArg(instance.zone);
  if (!state.cards[host] || bp(state, host).type !== 'Ship' || !isInPlayShip(state, host)) return 0;
  const crewed = cardsIn(state, Z.aboard(host)).some((one) => state.cards[one]!.owner === instance.owner && bp(state, one).type === 'Personnel' && bp(state, one).icons.some((icon) => icon.code === word.icon));
  return crewed ? printedWorth(state, host, 'highest') : 0;
}

/**
 * `worthWhileOutnumbering`: the points while the card lies face up atop a mission and its owner's personnel matching
 * `yours` at that location (on the planet, aboard ships or facilities there; stopped ones too) outnumber all the
 * opponent's personnel there; 0 otherwise. "Here": 1E rulebook › MISCELLANEOUS RULES › CONTROL AND OWNERSHIP ›
 * "HERE" AND "PRESENT"; a card with a point box: 1E rulebook › SCORING POINTS.
 */
function outnumberingWorth(state: GameState, iid: string, word: WorthWhileOutnumbering): number {
  const instance = state.cards[iid]!;
  if (zoneKind(instance.zone) !== 'atop' || !instance.faceUp) return 0;
  const location = zoneArg(instance.zone);
  const here = (player: PlayerId, filter: PersonnelFilter) => personnelInPlay(state, player, filter).filter((one) => locationOfCard(state, one) === location).length;
  return here(other(instance.owner), {}) < here(instance.owner, word.yours) ? word.points : 0;
}

/**
 * Issue 15 (helper borg2): `worthAssimilatedDroneDots` — "X = number of [*] icons on personnel you've assimilated as drones":
 * face up on its owner's table, the printed skill dots of every personnel in play that owner assimilated as a drone
 * (`GameState.assimilated`, `as: 'drone'`); 0 elsewhere. Printed: the card as printed, not as a drone (whose classification
 * becomes a skill: assimilated-cards.ts). 1E rulebook › SCORING POINTS (a point box on a card in play).
 */
function printedSkillDots(card: Card | undefined): number {
  return card?.personnel ? card.personnel.skillBox.skills.length + card.personnel.skillBox.specialSkills.length : 0;
}

function droneDotsWorth(state: GameState, iid: string): number {
  const instance = state.cards[iid]!;
  if (instance.zone !== Z.table(instance.owner) || !instance.faceUp) return 0;
  return Object.entries(state.assimilated ?? {})
    .filter(([card, record]) => record.as === 'drone' && record.by === instance.owner && !!state.cards[card] && isInPlayZone(state.cards[card]!.zone))
    .reduce((sum, [card]) => sum + printedSkillDots(state.blueprints[state.cards[card]!.blueprint]), 0);
}

/** The target words whose legal targets this module finds (behaviour/targets.ts). */
export const TROPHY_TARGETS = finding(['ship-destroyed-by-yours', 'killed-in-battle-by-yours', 'captive-escorted-by-yours', 'your-assimilated-ship'], (state, player, spec) => trophyTargets(state, player, spec));
