/**
 * Cards in play whose owner selects one of their options (issue 15, third pass): "once each turn, you
 * may select X OR Y; until re-selected, your … present gain that skill" (Classic Tricorder and kin).
 * `UseCard { card, option }` records the selection (`CardOptionSelected`, once each turn per title:
 * `CardAbilityUsed`); the `gain-selected-skill` modifier reads it (modifiers-incidents.ts).
 *   1E rulebook › MISCELLANEOUS RULES › "ONCE PER GAME" AND SIMILAR LIMITS ("once each turn" for the
 *   card's title, however many copies); THE CARDS › EQUIPMENT; SKILLS (you may only select regular skills).
 */
import { bp, problem, type Ctx, type Problem } from '../context';
import { checkOwnTurn } from '../play';
import { RULES } from '../rules';
import type { CardInstance, Command, CommandOf, GameState, PlayerId } from '../types';
import { isInPlayZone, zoneKind } from '../zones';
import { behaviourOf } from './registry';
import { blueprintsWhere, type BlueprintTest } from './blueprints-where';
import { aboardHostShip } from './ship-skill-cards';

/** The card's options, if it is one of the player's cards in play (not on the table) with a `select`. */
function optionsOf(state: GameState, player: PlayerId, card: string): readonly string[] | null {
  const instance = state.cards[card];
  if (!instance || instance.owner !== player || !isInPlayZone(instance.zone) || zoneKind(instance.zone) === 'table') return null;
  return behaviourOf(instance.blueprint)?.select?.options ?? null;
}

/**
 * Issue 15 (helper tail6): "you may change this at any time, even when facing a dilemma" (Taspar Egg). A
 * selection marked `anyTime` is also made in the player's own response window — on the opponent's turn
 * as in the middle of an attempt (the dilemma-encountered window each player gets before a dilemma
 * resolves) — as the engine plays every "at any time" interrupt: between actions, in the player's window.
 *   1E rulebook › OTHER WAYS TO PLAY A CARD › PLAYING "AT ANY TIME"; THE PLAY PHASE › Alternating Actions.
 */
function inOwnWindow(state: GameState, player: PlayerId, card: string): boolean {
  const instance = state.cards[card];
  if (!instance || !behaviourOf(instance.blueprint)?.select?.anyTime) return false;
  const windows = state.windows ?? [];
  const top = windows[windows.length - 1];
  return state.phase === 'play' && !!state.turn && !state.pendingManual && top?.player === player;
}

export function checkUseCard(state: GameState, command: CommandOf<'UseCard'>): Problem | null {
  const windowed = inOwnWindow(state, command.actor, command.card);
  // Issue 15 (helper tail6): any other selection waits until the windows close (decide.ts lets UseCard into a window for these).
  const windows = state.windows ?? [];
  if (!windowed && windows.length > 0 && !state.pendingManual)
    return problem('AWAITING_RESPONSE_WINDOW', `${windows[windows.length - 1]!.player} may respond first (or pass)`, RULES.alternatingActions);
  const own = windowed ? null : checkOwnTurn(state, command.actor, RULES.playPhase);
  if (own) return own;
  const options = optionsOf(state, command.actor, command.card);
  if (!options) return problem('NOT_USABLE', 'that is not a card of yours in play with options to select', RULES.cardEffects);
  if (!options.includes(command.option)) return problem('NO_SUCH_OPTION', `${command.option} is not one of ${bp(state, command.card).title}'s options (${options.join(', ')})`, RULES.cardEffects);
  if (state.selected?.[command.card] === command.option) return problem('ALREADY_SELECTED', `${command.option} is selected already`, RULES.cardEffects);
  // Issue 15 (incidents-e): "if a Vulcan aboard, may re-select" — every selection after the first (ship-skill-cards.ts).
  const reselectWith = behaviourOf(state.cards[command.card]!.blueprint)?.select?.reselectWith;
  if (reselectWith && state.selected?.[command.card] !== undefined && !aboardHostShip(state, command.card, reselectWith))
    return problem('CONDITION_UNMET', `${bp(state, command.card).title} may be selected again only with such a personnel aboard`, RULES.cardEffects);
  const title = bp(state, command.card).title;
  // Issue 15 (helper dqv): "you may change this at any time" (Taspar Egg): no once-each-turn limit.
  if (behaviourOf(state.cards[command.card]!.blueprint)?.select?.anyTime) return null;
  if (state.abilityUses?.[`${command.actor}|${title}`] === state.turn!.number) return problem('ONCE_PER_TURN', `${title} may be used once each turn`, RULES.oncePerTurn);
  return null;
}

export function useCard(ctx: Ctx, command: CommandOf<'UseCard'>): void {
  const title = bp(ctx.state, command.card).title;
  if (!behaviourOf(ctx.state.cards[command.card]!.blueprint)?.select?.anyTime) ctx.emit({ type: 'CardAbilityUsed', player: command.actor, title, turn: ctx.state.turn!.number, rule: RULES.oncePerTurn });
  ctx.emit({ type: 'CardOptionSelected', player: command.actor, card: command.card, option: command.option, rule: RULES.cardEffects });
}

/** Every `UseCard` worth offering the player: each card of theirs in play with options, each option not selected now (checked by the caller). */
const selects: BlueprintTest = (behaviour) => behaviour.select?.options;

export function useCardCandidates(state: GameState, player: PlayerId, mine?: readonly CardInstance[]): Command[] {
  const out: Command[] = [];
  // Issue 17 (seventeenth session): no card of this game has the word, so none is in play (blueprints-where.ts).
  if (blueprintsWhere(state, selects).size === 0) return out;
  for (const instance of mine ?? Object.values(state.cards).filter((card) => card.owner === player)) {
    const options = optionsOf(state, player, instance.iid);
    for (const option of options ?? []) if (state.selected?.[instance.iid] !== option) out.push({ type: 'UseCard', actor: player, card: instance.iid, option });
  }
  return out;
}

/** Issue 15 (helper tail6): the `anyTime` selections offered in the player's own response window (the caller checks each). */
const selectsAnyTime: BlueprintTest = (behaviour) => behaviour.select?.anyTime;

export function windowUseCardCandidates(state: GameState, player: PlayerId): Command[] {
  if (blueprintsWhere(state, selectsAnyTime).size === 0) return [];
  return useCardCandidates(state, player).filter((command) => command.type === 'UseCard' && inOwnWindow(state, player, command.card));
}
