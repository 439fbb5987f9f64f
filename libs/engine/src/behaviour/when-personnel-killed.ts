/**
 * Issue 15 (events-d): a card on a table whose owner gains something whenever a personnel is killed
 * ("while {Shinzon} is aboard the {Scimitar}, when a [Fed] or [Rom] non-Reman personnel is killed,
 * score one point for each"). The word `whenPersonnelKilled` (CardBehaviour) is run by `leavePlay`
 * (attempt/leaving-play.ts, the one way a personnel is killed) for every personnel killed, anyone's.
 *   1E rulebook › GETTING HURT › KILLED OR DESTROYED; THE CARDS › EVENTS, INCIDENTS, & OBJECTIVES.
 * Speed: the blueprints with the word are found once per game; a game without them costs a lookup.
 */
import { personaNames, isTitled } from '../card-facts';
import { bp, type Ctx } from '../context';
import type { GameState, PlayerId } from '../types';
import { cardsIn, Z, zoneArg, zoneKind } from '../zones';
import { personnelMatches } from './personnel-filter';
import { behaviourOf } from './registry';
import { blueprintsWhere, type BlueprintTest } from './blueprints-where';
import { runEffects } from './verbs';
import type { Effect } from './vocabulary';
import type { PersonnelFilter } from './vocabulary-events2';

export interface WhenPersonnelKilled {
  /** The personnel killed (anyone's). */
  readonly filter: PersonnelFilter;
  /** Not of this species ("non-Reman"). */
  readonly notSpecies?: string;
  /** Only while a version of `persona` of the card's owner is aboard the owner's ship whose title begins with `ship`. */
  readonly whileAboard?: { readonly persona: string; readonly ship: string };
  /**
   * Issue 15 (helper ferengi): the card lies on a ship or facility (not on a table) and reacts only to a
   * personnel of its owner killed aboard that card ("your [Fer] personnel aboard"; 45th Rule of Acquisition).
   */
  readonly aboardHost?: true;
  /** Issue 15 (helper ferengi): only when the killing card is a dilemma of the owner's opponent ("killed by an opponent's dilemma"). */
  readonly byOpponentDilemma?: true;
  readonly effects: readonly Effect[];
}

const hasWhenPersonnelKilled: BlueprintTest = (b) => b.whenPersonnelKilled;
function watchers(state: GameState): ReadonlySet<string> {
  return blueprintsWhere(state, hasWhenPersonnelKilled);
}

function aboard(state: GameState, owner: PlayerId, rule: NonNullable<WhenPersonnelKilled['whileAboard']>): boolean {
  const name = rule.persona.toLowerCase();
  return Object.values(state.cards).some((instance) => {
    if (instance.owner !== owner || zoneKind(instance.zone) !== 'aboard') return false;
    const card = bp(state, instance.iid);
    if (card.type !== 'Personnel' || !personaNames(card).some((one) => one === name || one.startsWith(`${name} (`) || one.endsWith(` ${name}`))) return false;
    const ship = state.cards[instance.zone.slice(instance.zone.indexOf(':') + 1)];
    return !!ship && ship.owner === owner && bp(state, ship.iid).type === 'Ship' && isTitled(bp(state, ship.iid), rule.ship);
  });
}

/** After the personnel `iid` (printed card `killed`) was killed: the `whenPersonnelKilled` effects of the cards face up on either table it matches. */
export function runWhenPersonnelKilled(ctx: Ctx, iid: string, from?: string, source?: string): void {
  const ids = watchers(ctx.state);
  if (ids.size === 0) return;
  const card = bp(ctx.state, iid);
  for (const owner of ['p1', 'p2'] as const)
    for (const holder of cardsIn(ctx.state, Z.table(owner))) {
      const instance = ctx.state.cards[holder]!;
      if (!ids.has(instance.blueprint) || !instance.faceUp) continue;
      const rule = behaviourOf(instance.blueprint)!.whenPersonnelKilled!;
      if (rule.aboardHost) continue;
      if (!personnelMatches(card, rule.filter)) continue;
      if (rule.notSpecies && card.characteristics.some((one) => one.toLowerCase().split('/').includes(rule.notSpecies!.toLowerCase()))) continue;
      if (rule.whileAboard && !aboard(ctx.state, owner, rule.whileAboard)) continue;
      runEffects({ ctx, player: owner, card: holder }, rule.effects);
    }
  // Issue 15 (helper ferengi): cards lying on the ship or facility the personnel was killed aboard.
  if (!from || zoneKind(from) !== 'aboard') return;
  const host = zoneArg(from);
  for (const holder of cardsIn(ctx.state, Z.on(host))) {
    const instance = ctx.state.cards[holder]!;
    if (!ids.has(instance.blueprint) || instance.faceUp === false) continue;
    const rule = behaviourOf(instance.blueprint)!.whenPersonnelKilled!;
    const owner = instance.owner;
    if (!rule.aboardHost || ctx.state.cards[iid]?.owner !== owner || !personnelMatches(card, rule.filter)) continue;
    if (rule.byOpponentDilemma && !killedByOpponentDilemma(ctx.state, owner, source)) continue;
    runEffects({ ctx, player: owner, card: holder }, rule.effects);
  }
}

/** Whether `source` is a dilemma of `owner`'s opponent (1E rulebook › THE CARDS › DILEMMAS: the opponent's dilemmas are those they seeded). */
function killedByOpponentDilemma(state: GameState, owner: PlayerId, source: string | undefined): boolean {
  const killer = source ? state.cards[source] : undefined;
  return !!killer && killer.owner !== owner && bp(state, killer.iid).type === 'Dilemma';
}

export const WHEN_PERSONNEL_KILLED_WORDS: readonly string[] = ['when-personnel-killed'];
