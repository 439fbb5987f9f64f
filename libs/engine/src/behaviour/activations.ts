/**
 * Issue 15 (activations): `ActivateCard { card, ability, target? }` uses an ability of a card in
 * play (`CardBehaviour.abilities`, vocabulary-activations.ts) — any card type.
 *
 * Checks: the card is the actor's and in play (face up, not on a pending play), it has that
 * ability, the window (own turn, or "at any time" on either turn, never during another action:
 * 1E rulebook › OTHER WAYS TO PLAY A CARD › PLAYING "AT ANY TIME"), the limit not spent (per player
 * and title, whatever the copies, per ability: 1E rulebook › MISCELLANEOUS RULES › "ONCE PER GAME"
 * AND SIMILAR LIMITS), the costs payable (YOUR NORMAL CARD PLAY unused for "in place of your normal
 * card play"; not stopped for a stop cost), and a valid target when it has targets.
 * Run: `CardActivated` (the record), `CardAbilityUsed` per limit key, the costs, then the effects
 * (the existing verbs, the card as their source: behaviour/verbs.ts › `runEffects`).
 * Offers (`activationOffers`) read only the player's cards in play (table index) that have abilities.
 *
 * One mechanism for every card: the personnel abilities first written as `actions` (UseCard with a
 * target) and `skillActions` (UseSkillAction) are abilities here — targets relative to the acting
 * card (ability-targets.ts), conditions on it (`when`, `requires`), effects on the target
 * (personnel-actions.ts), a disabled card uses none (1E rulebook › GETTING HURT › DISABLED), and an
 * ability may be used from the discard pile (`fromDiscard`).
 */
import { bp, problem, type Ctx, type Problem } from '../context';
import { RULES } from '../rules';
import { tableIndex } from '../table-index';
import type { Command, CommandOf, GameState, PlayerId } from '../types';
import { cardsIn, other, Z } from '../zones';
import { contenderOf } from './contender';
import { validTargets } from './play';
import { behaviourOf } from './registry';
import { blueprintsWhere, type BlueprintTest } from './blueprints-where';
import { isValidTarget } from './targets-events2';
import { actingTargets, actionConditionHolds, inItsPlace, isActingTarget } from './ability-targets';
import { runAbilityEffects } from './personnel-actions';
import { conditionHolds } from './personnel-conditions';
import { abilityConditionProblem } from './verbs-events-d';
import type { AbilityCondition } from './vocabulary-events-d';
import type { ActionCondition } from './vocabulary-personnel-actions';
import type { Ability, AbilityLimit } from './vocabulary-activations';
import { responseWindowOf, responseWindowProblem } from './response-abilities';
import { closeWindows, topWindow } from './responses';
import { cardDrawCostProblem, spendCardDraw } from './draw-replacements';
import { isLatinumCost, LATINUM_RULE, latinumToDiscard, payLatinum } from './latinum';
import { isStoredCost, payStoredCost, storedCostPayable } from './stored-cards';
import { checkSuspendWindow } from './downloads';
import { closedProblem, isClosed } from './closed-doorways';
import { recordTitleUse, titleUseProblem } from './title-use-limits';

const R = (...path: string[]) => ['1E rulebook', ...path].join(' › ');
export const ACTIVATION_RULES = {
  actions: R('THE PLAY PHASE'),
  anyTime: R('OTHER WAYS TO PLAY A CARD', 'PLAYING "AT ANY TIME"'),
  limits: RULES.oncePerTurn,
  normalCardPlay: RULES.normalCardPlay,
} as const;

/** The ability-use keys (state.abilityUses, `player|key`): per title and ability, whatever the copy. */
/** Issue 15 (events-d): the key its limit is counted under: its own id, or the key it shares with others ("… OR …"). */
function limitId(ability: Ability): string {
  return ability.limitShared ?? ability.id;
}
/** The title its limit is counted under: the card's title, or (`perCopy`, "cumulative") the title and this copy. */
function limitTitle(title: string, card: string, ability: Ability): string {
  return ability.perCopy ? `${title} [${card}]` : title;
}
function turnKey(title: string, ability: string, n: number): string {
  return `${title}#${ability} (this turn${n > 1 ? ` ${n}` : ''})`;
}
function gameKey(title: string, ability: string, n: number): string {
  return `${title}#${ability} (per game ${n})`;
}
function perGame(limit: AbilityLimit | undefined): number | undefined {
  if (limit === 'once-per-game') return 1;
  return typeof limit === 'object' && limit.kind === 'per-game' ? limit.times : undefined;
}
function perTurn(limit: AbilityLimit | undefined): number {
  if (limit === 'once-per-turn' || (typeof limit === 'object' && limit.kind === 'per-game' && limit.oncePerTurn === true)) return 1;
  return typeof limit === 'object' && limit.kind === 'per-turn' ? limit.times : 0;
}
/** The n-th use this turn (1…) not spent yet, or null. */
function freeTurnUse(state: GameState, player: PlayerId, title: string, ability: Ability): number | null {
  const times = perTurn(ability.limit);
  for (let n = 1; n <= times; n += 1) if (state.abilityUses?.[`${player}|${turnKey(title, limitId(ability), n)}`] !== state.turn!.number) return n;
  return null;
}
/** Issue 15 (helper tail7): the key of a `once-per-target-per-turn` use on `target`, or null for other limits. */
function targetTurnKey(title: string, ability: Ability, target: string | undefined): string | null {
  return typeof ability.limit === 'object' && ability.limit.kind === 'once-per-target-per-turn' && target !== undefined ? turnKey(title, `${limitId(ability)}@${target}`, 1) : null;
}
/** How many of its per-game uses the player has spent. */
function gameUses(state: GameState, player: PlayerId, title: string, ability: Ability): number {
  const times = perGame(ability.limit) ?? 0;
  let spent = 0;
  for (let n = 1; n <= times; n += 1) if (state.abilityUses?.[`${player}|${gameKey(title, limitId(ability), n)}`] !== undefined) spent += 1;
  return spent;
}

/** The card's abilities usable where it lies, if it is the player's card in play (face up) or in their discard pile. */
function abilitiesOf(state: GameState, player: PlayerId, card: string): readonly Ability[] | null {
  const instance = state.cards[card];
  if (!instance) return null;
  // Issue 15 (helper roa): on another player's card, only the abilities "any player" may use.
  const abilities = behaviourOf(instance.blueprint)?.abilities?.filter((ability) => (instance.owner === player || ability.anyPlayer) && inItsPlace(state, card, ability));
  return abilities && abilities.length > 0 ? abilities : null;
}

/** The targets the ability may take now, from the card `card`. */
function targetsFor(state: GameState, player: PlayerId, card: string, ability: Ability): readonly string[] {
  if (!ability.targets) return [];
  return isActingTarget(ability.targets) ? actingTargets(state, card, ability.targets, ability.effects) : validTargets(state, player, ability.targets, card);
}

function checkWindow(state: GameState, player: PlayerId, ability: Ability): Problem | null {
  // Issue 15 (response abilities): a valid response, in the player's own response window (response-abilities.ts).
  const response = responseWindowOf(ability);
  if (response) return responseWindowProblem(state, player, response);
  // Issue 15 (helper partials): "suspend play" (1E rulebook › SPECIAL DOWNLOAD: on your turn or in your response window).
  if (ability.window === 'suspend-play') return checkSuspendWindow(state, player);
  if (state.phase !== 'play' || !state.turn) return problem('WRONG_PHASE', 'abilities of cards in play are used in the play phase', ACTIVATION_RULES.actions);
  if (state.attempt || state.battle || (state.windows ?? []).length > 0)
    return problem('ACTION_IN_PROGRESS', 'another action is in progress: use it once that action is over', ACTIVATION_RULES.anyTime);
  if ((ability.window ?? 'own-turn') === 'own-turn' && state.turn.player !== player) return problem('NOT_YOUR_TURN', `it is ${state.turn.player}'s turn`, RULES.playPhase);
  return null;
}

export function checkActivateCard(state: GameState, command: CommandOf<'ActivateCard'>): Problem | null {
  const abilities = abilitiesOf(state, command.actor, command.card);
  if (!abilities) return problem('NOT_USABLE', 'that is not a card of yours in play with abilities to use', RULES.cardEffects);
  const ability = abilities.find((entry) => entry.id === command.ability);
  const title = bp(state, command.card).title;
  if (!ability) return problem('NO_SUCH_ABILITY', `${title} has no ability ${command.ability} (${abilities.map((entry) => entry.id).join(', ')})`, RULES.cardEffects);
  const window = checkWindow(state, command.actor, ability);
  if (window) return window;
  // Issue 15 (helper doors): a closed doorway's abilities are not active (closed-doorways.ts).
  const closed = closedProblem(state, command.card);
  if (closed) return closed;
  if (state.cards[command.card]!.disabled) return problem('DISABLED', `${title} is disabled and cannot use its abilities`, RULES.disabled);
  const unmet = (ability.requires ?? []).find((condition): condition is ActionCondition => typeof condition === 'string' && !actionConditionHolds(state, command.actor, command.card, condition, ability));
  if (unmet) return problem('CONDITION_UNMET', `${title} (${ability.id}) cannot be used now (${unmet})`, RULES.cardEffects);
  if (ability.when && !conditionHolds(state, command.card, ability.when)) return problem('CONDITION_UNMET', `${title} (${ability.id}) cannot be used here`, RULES.cardEffects);
  // Issue 15 (events-d): conditions on the table around the card (verbs-events-d.ts).
  const lacking = abilityConditionProblem(state, command.actor, command.card, (ability.requires ?? []).filter((condition): condition is AbilityCondition => typeof condition !== 'string'));
  if (lacking) return lacking;
  // Issue 15 (events of later sets): "(Cumulative.)" — each copy counts its own uses (`perCopy`).
  const counted = limitTitle(title, command.card, ability);
  if (perTurn(ability.limit) > 0 && freeTurnUse(state, command.actor, counted, ability) === null)
    return problem('ONCE_PER_TURN', `${title} (${ability.id}) may be used ${perTurn(ability.limit) === 1 ? 'once' : `${perTurn(ability.limit)} times`} each turn`, ACTIVATION_RULES.limits);
  // Issue 15 (helper hostages): a card on the table limits this title to one use each turn (title-use-limits.ts: Hostage Trade).
  const limited = titleUseProblem(state, command.actor, command.card);
  if (limited) return limited;
  // Issue 15 (helper tail7): "each once each turn": this target's use this turn.
  const perTarget = targetTurnKey(counted, ability, command.target);
  if (perTarget && state.abilityUses?.[`${command.actor}|${perTarget}`] === state.turn!.number)
    return problem('ONCE_PER_TURN', `${title} (${ability.id}) may be used once each turn on each target`, ACTIVATION_RULES.limits);
  const times = perGame(ability.limit);
  if (times !== undefined && gameUses(state, command.actor, counted, ability) >= times)
    return problem('ONCE_PER_GAME', `${title} (${ability.id}) may be used ${times === 1 ? 'once' : `${times} times`} per game`, ACTIVATION_RULES.limits);
  const costs = ability.costs ?? [];
  if (costs.includes('normal-card-play')) {
    if (state.turn!.player !== command.actor || state.turn!.stage !== 'card-play' || state.turn!.normalCardPlayUsed)
      return problem('NORMAL_CARD_PLAY_USED', `${title} (${ability.id}) is used in place of your normal card play, which is gone`, ACTIVATION_RULES.normalCardPlay);
  }
  // Issue 15 (download): "in place of a card draw" (draw-replacements.ts).
  if (costs.includes('card-draw')) {
    const drawn = cardDrawCostProblem(state, command.actor, title);
    if (drawn) return drawn;
  }
  // Issue 15 (helper roa): Latinum present paid as a cost (latinum.ts).
  if (costs.some((cost) => isLatinumCost(cost) && !latinumToDiscard(state, command.card, cost, command.actor)))
    return problem('COST_UNPAYABLE', `${title} (${ability.id}) needs more Latinum present to pay for it`, LATINUM_RULE);
  // Issue 15 (helper stored): cards stored on it discarded as the cost (stored-cards.ts).
  if (costs.some((cost) => isStoredCost(cost) && !storedCostPayable(state, command.card, cost)))
    return problem('COST_UNPAYABLE', `${title} (${ability.id}) has too few cards stored on it to pay for it`, RULES.cardEffects);
  if (costs.includes('stop-self') && state.cards[command.card]!.stopped) return problem('STOPPED', `${title} is stopped already`, RULES.cardEffects);
  // Issue 15 (lead): "stop that personnel": the Contender in play, not stopped (contender.ts).
  if (costs.includes('stop-contender')) {
    const contender = contenderOf(state, command.actor);
    if (!contender || state.cards[contender.personnel]!.stopped || state.cards[contender.personnel]!.disabled)
      return problem('COST_UNPAYABLE', `${title} (${ability.id}) needs your Contender in play and unstopped`, RULES.cardEffects);
  }
  if (ability.targets) {
    const valid = isActingTarget(ability.targets)
      ? command.target !== undefined && actingTargets(state, command.card, ability.targets, ability.effects).includes(command.target)
      : command.target !== undefined && isValidTarget(state, command.actor, ability.targets, command.target, command.card);
    if (!valid)
      return problem('INVALID_TARGET', `that is not a valid target for ${title} (${ability.id})`, RULES.triggers);
  } else if (command.target !== undefined) return problem('NO_TARGET', `${title} (${ability.id}) takes no target`, RULES.triggers);
  return null;
}

export function activateCard(ctx: Ctx, command: CommandOf<'ActivateCard'>): void {
  const { actor: player, card } = command;
  const title = bp(ctx.state, card).title;
  const ability = behaviourOf(ctx.state.cards[card]!.blueprint)!.abilities!.find((entry) => entry.id === command.ability)!;
  const turn = ctx.state.turn!.number;
  ctx.emit({ type: 'CardActivated', player, card, ability: ability.id, ...(command.target !== undefined ? { target: command.target } : {}), rule: ACTIVATION_RULES.actions });
  const counted = limitTitle(title, card, ability);
  if (perTurn(ability.limit) > 0) ctx.emit({ type: 'CardAbilityUsed', player, title: turnKey(counted, limitId(ability), freeTurnUse(ctx.state, player, counted, ability)!), turn, rule: ACTIVATION_RULES.limits });
  if (perGame(ability.limit) !== undefined)
    ctx.emit({ type: 'CardAbilityUsed', player, title: gameKey(counted, limitId(ability), gameUses(ctx.state, player, counted, ability) + 1), turn, rule: ACTIVATION_RULES.limits });
  recordTitleUse(ctx, player, title);
  const perTarget = targetTurnKey(counted, ability, command.target);
  if (perTarget) ctx.emit({ type: 'CardAbilityUsed', player, title: perTarget, turn, rule: ACTIVATION_RULES.limits });
  // Issue 15 (helper roa): the place the card lay in, kept for a download "there" when the card pays for itself (latinum.ts).
  const place = !ability.targets && (ability.costs ?? []).some(isLatinumCost) ? ctx.state.cards[card]!.zone : undefined;
  for (const cost of ability.costs ?? []) {
    if (isLatinumCost(cost)) payLatinum(ctx, card, cost, player);
    if (isStoredCost(cost)) payStoredCost(ctx, card, cost);
    if (cost === 'normal-card-play') ctx.emit({ type: 'NormalCardPlaySpent', player, source: card, rule: ACTIVATION_RULES.normalCardPlay });
    if (cost === 'stop-self') ctx.emit({ type: 'CardStopped', card, rule: RULES.cardEffects });
    if (cost === 'stop-contender') ctx.emit({ type: 'CardStopped', card: contenderOf(ctx.state, player)!.personnel, rule: RULES.cardEffects });
    if (cost === 'card-draw') spendCardDraw(ctx, player);
    if (cost === 'discard-self')
      ctx.emit({ type: 'CardMoved', card, from: ctx.state.cards[card]!.zone, to: Z.discard(ctx.state.cards[card]!.owner), faceUp: true, reason: `${title}: discarded to use it`, rule: RULES.cardEffects });
  }
  const answered = responseWindowOf(ability) ? topWindow(ctx.state) : undefined;
  const depth = (ctx.state.windows ?? []).length;
  const target = command.target ?? place;
  runAbilityEffects({ ctx, player, card, ...(target !== undefined ? { target } : {}) }, ability.effects);
  // Issue 15 (response abilities): the window answered closes (no card was played: no window of its own).
  if (answered && topWindow(ctx.state)?.card === answered.card && (ctx.state.windows ?? []).length === depth) closeWindows(ctx, 'responded', false);
}

/** Issue 15 (helper roa): blueprints of a game with an ability any player may use. */
const hasAnyPlayerAbility: BlueprintTest = (b) => b.abilities?.some((ability) => ability.anyPlayer);

/** Blueprints of a game with an ability used from the discard pile (a game's blueprints never change). */
const hasAbilityFromDiscard: BlueprintTest = (b) => b.abilities?.some((ability) => ability.fromDiscard);
/** Issue 15 (lead): blueprints with an ability used from the point area. */
const hasAbilityFromPointArea: BlueprintTest = (b) => b.abilities?.some((ability) => ability.fromPointArea);
/** Issue 15 (helper ferengi): blueprints with an ability used from the draw deck. */
const hasAbilityFromDrawDeck: BlueprintTest = (b) => b.abilities?.some((ability) => ability.fromDrawDeck);
function discardSources(state: GameState): ReadonlySet<string> {
  return blueprintsWhere(state, hasAbilityFromDiscard);
}

/**
 * Every `ActivateCard` worth offering: the player's cards in play with abilities (and, in a game with
 * such cards, those in their discard pile with an ability used from there), one per valid target
 * (checked by the caller).
 */
export function activationOffers(state: GameState, player: PlayerId): Command[] {
  const out: Command[] = [];
  const offer = (card: string, blueprint: string, theirs = false) => {
    for (const ability of behaviourOf(blueprint)?.abilities ?? []) {
      if (!inItsPlace(state, card, ability) || (theirs && !ability.anyPlayer) || isClosed(state, card)) continue;
      const base = { type: 'ActivateCard' as const, actor: player, card, ability: ability.id };
      if (!ability.targets) out.push(base);
      else for (const target of targetsFor(state, player, card, ability)) out.push({ ...base, target });
    }
  };
  for (const instance of tableIndex(state).inPlayBy[player] ?? []) if (instance.faceUp) offer(instance.iid, instance.blueprint);
  // Issue 15 (helper roa): the other player's cards with an ability "any player" may use.
  const shared = blueprintsWhere(state, hasAnyPlayerAbility);
  if (shared.size > 0) for (const instance of tableIndex(state).inPlayBy[other(player)] ?? []) if (instance.faceUp && shared.has(instance.blueprint)) offer(instance.iid, instance.blueprint, true);
  const discard = discardSources(state);
  if (discard.size > 0) for (const iid of cardsIn(state, Z.discard(player))) if (discard.has(state.cards[iid]!.blueprint)) offer(iid, state.cards[iid]!.blueprint);
  // Issue 15 (helper ferengi): from the draw deck, the first copy of each such card (copies are alike).
  const deck = blueprintsWhere(state, hasAbilityFromDrawDeck);
  if (deck.size > 0) {
    const seen = new Set<string>();
    for (const iid of cardsIn(state, Z.draw(player))) {
      const blueprint = state.cards[iid]!.blueprint;
      if (!deck.has(blueprint) || seen.has(blueprint)) continue;
      seen.add(blueprint);
      offer(iid, blueprint);
    }
  }
  const pointArea = blueprintsWhere(state, hasAbilityFromPointArea);
  if (pointArea.size > 0) for (const iid of cardsIn(state, Z.bonus(player))) if (pointArea.has(state.cards[iid]!.blueprint)) offer(iid, state.cards[iid]!.blueprint);
  return out;
}
