/**
 * Issue 15 (helper forced): battles and deaths a table card imposes as a turn begins (White Deprivation), run from
 * `atTurnStart` (turn-starts.ts) for the player whose turn begins ("every player's turn": MISCELLANEOUS RULES › TURNS:
 * "EACH", "EVERY", AND "FULL"). Words:
 *   - effect `kill-random-icon-personnel-per-group` (`icon`): in each crew and Away Team of that player (the personnel
 *     of theirs in one place: a planet surface, aboard a ship or facility) one personnel with the icon dies, picked at
 *     random (`RandomCardsSelected`; 1E current rulings › random selection);
 *   - effect `icon-personnel-must-battle` (`icon`, `notSpecies`): at each place where that player's personnel with the
 *     icon stand and opposing personnel not of `notSpecies` are present, the player owes a personnel battle there (a
 *     forced battle: behaviour/forced-battles.ts) — all those personnel (stopped ones too) against those opposing
 *     personnel, no leader, no affiliation restrictions, before the normal card play (1E rulebook › PLAYING A CARD ›
 *     Exception: "Start of turn" actions names White Deprivation: it does not forfeit the card play);
 *   - card field `preventsWherePresent` (titles): where this card is in play (same place), the effects of those cards
 *     do not happen (Ketracel-White: "prevents white deprivation").
 * Deaths come before the battles (decision): both happen "at start of turn"; the survivors battle.
 * Issue 15 (helper domir): card field `ignoresCards` (`titles`, `whileYours`): on its owner's table, face up, while the
 * owner has a personnel matching `whileYours` in play, the owner's turns ignore those cards' start-of-turn effects
 * here ("while your Son'a personnel is in play, you may ignore {White Deprivation}": Alliance with the Son'a). "May"
 * is always taken (decision: the effects only kill and force battles on the player's own [KW] personnel).
 */
import { bp, type Ctx } from '../context';
import { leavePlay } from '../attempt/leaving-play';
import { RULES } from '../rules';
import type { GameEvent, GameState, PlayerId } from '../types';
import { cardsIn, isInPlayZone, Z, zoneKind } from '../zones';
import { personnelInPlay } from './personnel-filter';
import type { PersonnelFilter } from './vocabulary-events2';
import { forcedPersonnelAttackers, forcedPersonnelDefenders, FORCED_RULES, type ForcedBattle, type ForcedPersonnelBattle } from './forced-battles';
import { selectAtRandom } from './random-selection';
import { behaviourOf } from './registry';
import type { VerbContext } from './verbs';

export type TurnStartBattleEffect =
  | { readonly kind: 'kill-random-icon-personnel-per-group'; readonly icon: string }
  | { readonly kind: 'icon-personnel-must-battle'; readonly icon: string; readonly notSpecies: string };

/** For the catalogue test and the README. */
export const TURN_START_BATTLE_WORDS: readonly string[] = ['effect:kill-random-icon-personnel-per-group', 'effect:icon-personnel-must-battle', 'field:preventsWherePresent', 'field:ignoresCards'];

/** `CardBehaviour.ignoresCards`. */
export interface IgnoresCards {
  readonly titles: readonly string[];
  /** Only while its owner has a personnel in play matching this (printed card). */
  readonly whileYours?: PersonnelFilter;
}

/** Whether `player` ignores the card titled `title` now: a face-up card on their table with `ignoresCards` naming it. */
export function ignoresCard(state: GameState, player: PlayerId, title: string): boolean {
  return (state.zones[Z.table(player)] ?? []).some((iid) => {
    const instance = state.cards[iid]!;
    const rule = instance.faceUp ? behaviourOf(instance.blueprint)?.ignoresCards : undefined;
    return !!rule && rule.titles.includes(title) && (!rule.whileYours || personnelInPlay(state, player, rule.whileYours).length > 0);
  });
}

/** Whether a card in play at `zone` prevents the effects of the card titled `title` there. */
export function preventedAt(state: GameState, zone: string, title: string): boolean {
  return cardsIn(state, zone).some((iid) => state.cards[iid]!.faceUp && (behaviourOf(state.cards[iid]!.blueprint)?.preventsWherePresent ?? []).includes(title));
}

/** The places (crews and Away Teams) where `player` has personnel with the icon, in table order, not where the source is prevented. */
function placesWithIcon(state: GameState, player: PlayerId, icon: string, title: string): string[] {
  const places: string[] = [];
  for (const instance of Object.values(state.cards)) {
    const kind = zoneKind(instance.zone);
    if (instance.owner !== player || (kind !== 'surface' && kind !== 'aboard') || !isInPlayZone(instance.zone) || places.includes(instance.zone)) continue;
    if (bp(state, instance.iid).type === 'Personnel' && bp(state, instance.iid).icons.some((one) => one.code === icon)) places.push(instance.zone);
  }
  return places.filter((zone) => !preventedAt(state, zone, title)).sort();
}

function turnPlayer(v: VerbContext): PlayerId {
  return v.ctx.state.turn?.player ?? v.player;
}

function resolved(ctx: Ctx, card: string, player: PlayerId, effect: string): void {
  ctx.emit({ type: 'CardEffectResolved', card, player, effect, rule: RULES.cardEffects } as GameEvent);
}

export const TURN_START_BATTLE_VERBS: { readonly [K in TurnStartBattleEffect['kind']]: (v: VerbContext, effect: Extract<TurnStartBattleEffect, { kind: K }>) => void } = {
  'kill-random-icon-personnel-per-group': (v, effect) => {
    const player = turnPlayer(v);
    const title = bp(v.ctx.state, v.card).title;
    if (ignoresCard(v.ctx.state, player, title)) return resolved(v.ctx, v.card, player, `${player} ignores ${title}`);
    for (const zone of placesWithIcon(v.ctx.state, player, effect.icon, title)) {
      const state = v.ctx.state;
      const candidates = cardsIn(state, zone).filter((iid) => state.cards[iid]!.owner === player && bp(state, iid).type === 'Personnel' && bp(state, iid).icons.some((one) => one.code === effect.icon));
      const [victim] = selectAtRandom(v.ctx, { purpose: `${title}: dies`, candidates, hurts: true });
      if (victim && v.ctx.state.cards[victim]?.zone === zone) leavePlay(v.ctx, victim, 'killed', v.card);
    }
  },
  'icon-personnel-must-battle': (v, effect) => {
    const player = turnPlayer(v);
    const state = v.ctx.state;
    const title = bp(state, v.card).title;
    if (ignoresCard(state, player, title)) return;
    const spec: ForcedPersonnelBattle = { zones: [], icon: effect.icon, notSpecies: effect.notSpecies };
    const zones: string[] = [];
    for (const zone of placesWithIcon(state, player, effect.icon, title)) {
      if (forcedPersonnelAttackers(state, spec, zone, player).length === 0) continue;
      if (forcedPersonnelDefenders(state, spec, zone, player).length > 0) zones.push(zone);
      // No opposing non-changeling there: the battle against the player's own personnel is left to the players (manual).
      else resolved(v.ctx, v.card, player, `manual: ${player}'s [${effect.icon}] personnel at ${zone} battle their own non-${effect.notSpecies} personnel there, or each other (not automated)`);
    }
    // A second copy owes no second battle while the first is owed (the same battles).
    if (zones.length === 0 || state.forcedBattle) return;
    const forced: ForcedBattle = { player, source: v.card, personnel: { ...spec, zones } };
    v.ctx.emit({ type: 'ForcedBattleOwed', forced, rule: FORCED_RULES.required } as GameEvent);
  },
};
