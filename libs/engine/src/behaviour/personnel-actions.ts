/**
 * Issue 15, personnel pass (helper personnel-a): personnel actions (vocabulary-personnel-actions.ts)
 * — a special skill its owner uses on their own turn, `UseCard { card, option, target }`, limited
 * once (or `times`) each turn or each game per card title and player.
 *   1E rulebook › MISCELLANEOUS RULES › "ONCE PER GAME" AND SIMILAR LIMITS;
 *   1E rulebook › MISCELLANEOUS RULES › CONTROL AND OWNERSHIP › "HERE" AND "PRESENT";
 *   1E rulebook › GETTING HURT › STOPPED › Clarifications: What Stopped Cards Can Do (a stopped
 *   personnel may still use its special skills); › DISABLED (a disabled one may not).
 * Uses are recorded with `CardAbilityUsed` under `<title>#<action>` (and `#<n>` for the n-th use of
 * a "twice per game" action), so they never collide with a card's other limits.
 */
import { blueprintOf, personaNames } from '../card-facts';
import { bp, problem, type Ctx, type Problem } from '../context';
import { leavePlay } from '../attempt/leaving-play';
import { memberOf } from '../attempt/requirements';
import { RULES } from '../rules';
import type { Command, CommandOf, GameState, PlayerId } from '../types';
import { cardsIn, isInPlayZone, locationOfZone, other, Z, zoneKind } from '../zones';
import { reaches } from './modifiers-personnel';
import { conditionHolds } from './personnel-conditions';
import { protectedFromNullification } from './nullify-protection';
import { behaviourOf } from './registry';
import { runEffects, type VerbContext } from './verbs';
import type { Effect } from './vocabulary';
import type { ActionCondition, PersonnelAction, PersonnelActionEffect } from './vocabulary-personnel-actions';
import { cloakMode } from './ship-equipment';
import { PERSONNEL_D_VERBS, personnelDTargets } from './personnel-actions-d';

/** The actions of a personnel of `player` in play (not on the table), or null. */
function actionsOf(state: GameState, player: PlayerId, card: string): readonly PersonnelAction[] | null {
  const instance = state.cards[card];
  if (!instance || instance.owner !== player) return null;
  const actions = behaviourOf(instance.blueprint)?.actions;
  if (!actions) return null;
  // In play (not on the table), or — for an action used from there — in the discard pile.
  if (instance.zone === Z.discard(player)) return actions.filter((action) => action.fromDiscard);
  if (!isInPlayZone(instance.zone) || zoneKind(instance.zone) === 'table') return null;
  return actions.filter((action) => !action.fromDiscard);
}

/** Whether the card's script has personnel actions (the UseCard command goes here, not to `select`). */
export function hasPersonnelActions(state: GameState, card: string): boolean {
  const instance = state.cards[card];
  return !!instance && !!behaviourOf(instance.blueprint)?.actions;
}

const useKey = (player: PlayerId, title: string, action: PersonnelAction, n: number) => `${player}|${title}#${action.name}${n > 1 ? `#${n}` : ''}`;

/** The number of the next use (1…), or null when the limit is spent. */
function nextUse(state: GameState, player: PlayerId, title: string, action: PersonnelAction): number | null {
  if (!action.limit) return 0;
  const times = action.limit.times ?? 1;
  for (let n = 1; n <= times; n += 1) {
    const used = state.abilityUses?.[useKey(player, title, action, n)];
    if (used === undefined || (action.limit!.per === 'turn' && used !== state.turn!.number)) return n;
  }
  return null;
}

/** Every target the action may be used on now (`''` for an action without a target). */
function targetsOf(state: GameState, card: string, action: PersonnelAction): string[] {
  const instance = state.cards[card]!;
  const owner = instance.owner;
  const target = action.target;
  switch (target.kind) {
    case 'none':
      return [''];
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
      for (const other of Object.values(state.cards)) {
        if (!other.faceUp || !isInPlayZone(other.zone) || blueprintOf(state, other.iid).type !== 'Personnel' || !reaches(filter, blueprintOf(state, other.iid), other.owner, owner)) continue;
        const location = locationOfZone(state, other.zone);
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
        pool = location === null ? [] : Object.values(state.cards).filter((c) => isInPlayZone(c.zone) && zoneKind(c.zone) !== 'table' && zoneKind(c.zone) !== 'atop' && locationOfZone(state, c.zone) === location).map((c) => c.iid);
      } else pool = cardsIn(state, instance.zone);
      const found = pool.filter((iid) => {
        const other = state.cards[iid]!;
        if (iid === card || !other.faceUp) return false;
        if (target.state === 'stopped' && !other.stopped) return false;
        if (target.state === 'unstopped' && other.stopped) return false;
        return reaches(filter, blueprintOf(state, iid), other.owner, owner);
      });
      if (!target.highest || found.length === 0) return found;
      const key = target.highest === 'INTEGRITY' ? 'integrity' : target.highest === 'CUNNING' ? 'cunning' : 'strength';
      const value = (iid: string) => memberOf(state, iid)[key];
      const top = Math.max(...found.map(value));
      return found.filter((iid) => value(iid) === top);
    }
    case 'card-in-discard':
      return personnelDTargets(state, card, target);
    case 'card-on-table': {
      const players = target.whose === 'yours' ? [owner] : [owner, other(owner)];
      const pool = target.anywhere
        ? Object.values(state.cards).filter((c) => players.includes(c.owner) && isInPlayZone(c.zone) && ['table', 'atop', 'on'].includes(zoneKind(c.zone))).map((c) => c.iid)
        : players.flatMap((player) => cardsIn(state, Z.table(player)));
      return pool.filter((iid) => {
        const printed = blueprintOf(state, iid);
        if (!state.cards[iid]!.faceUp || printed.type === 'Personnel' || printed.type === 'Mission') return false;
        if (target.types && !target.types.includes(printed.type)) return false;
        if (target.titles && !target.titles.some((title) => printed.title.startsWith(title))) return false;
        if (target.icon && !printed.icons.some((icon) => icon.code === target.icon)) return false;
        if (action.effects.some((effect) => effect.kind === 'nullify-target') && protectedFromNullification(state, iid)) return false;
        return true;
      });
    }
  }
}

function actionConditionHolds(state: GameState, player: PlayerId, card: string, condition: ActionCondition, action: PersonnelAction): boolean {
  const zone = state.cards[card]!.zone;
  switch (condition) {
    case 'in-away-team':
      return zoneKind(zone) === 'surface';
    case 'aboard-your-ship':
    case 'aboard-named-ship': {
      const host = zoneKind(zone) === 'aboard' ? state.cards[zone.slice('aboard:'.length)] : undefined;
      if (!host || host.owner !== player || blueprintOf(state, host.iid).type !== 'Ship') return false;
      return condition === 'aboard-your-ship' || (action.hostTitles ?? []).some((title) => blueprintOf(state, host.iid).title.startsWith(title));
    }
    case 'start-of-your-turn':
      // As `start-of-your-turn` (behaviour/play.ts): before the normal card play is used.
      return state.turn?.player === player && state.turn.stage === 'card-play' && !state.turn.normalCardPlayUsed;
    case 'opponent-hand-larger':
      return cardsIn(state, Z.hand(other(player))).length > cardsIn(state, Z.hand(player)).length;
    case 'normal-card-play-unused':
      return state.turn?.player === player && state.turn.stage === 'card-play' && !state.turn.normalCardPlayUsed;
  }
}

/** Why the action cannot be used now (without its target), or null. */
function checkUsable(state: GameState, player: PlayerId, card: string, action: PersonnelAction): Problem | null {
  const title = bp(state, card).title;
  if (state.cards[card]!.disabled) return problem('DISABLED', `${title} is disabled and cannot use its special skills`, RULES.disabled);
  const unmet = (action.requires ?? []).find((condition) => !actionConditionHolds(state, player, card, condition, action));
  if (unmet) return problem('CONDITION_UNMET', `${title} cannot ${action.name} now (${unmet})`, RULES.cardEffects);
  if (action.when && !conditionHolds(state, card, action.when)) return problem('CONDITION_UNMET', `${title} cannot ${action.name} here`, RULES.cardEffects);
  if (nextUse(state, player, title, action) === null)
    return problem(action.limit!.per === 'turn' ? 'ONCE_PER_TURN' : 'ONCE_PER_GAME', `${title} may ${action.name} ${action.limit!.times ?? 1} time(s) each ${action.limit!.per}`, RULES.oncePerTurn);
  return null;
}

export function checkPersonnelAction(state: GameState, command: CommandOf<'UseCard'>): Problem | null {
  const actions = actionsOf(state, command.actor, command.card);
  if (!actions) return problem('NOT_USABLE', 'that is not a personnel of yours in play with a special skill to use', RULES.cardEffects);
  const action = actions.find((a) => a.name === command.option);
  if (!action) return problem('NO_SUCH_OPTION', `${command.option} is not one of ${bp(state, command.card).title}'s special skills (${actions.map((a) => a.name).join(', ')})`, RULES.cardEffects);
  const usable = checkUsable(state, command.actor, command.card, action);
  if (usable) return usable;
  if (!targetsOf(state, command.card, action).includes(command.target ?? '')) return problem('INVALID_TARGET', `${command.target ?? 'nothing'} is not a valid target for ${bp(state, command.card).title}'s ${action.name}`, RULES.cardEffects);
  return null;
}

const move = (v: VerbContext, card: string, to: string, reason: string) =>
  v.ctx.emit({ type: 'CardMoved', card, from: v.ctx.state.cards[card]!.zone, to, faceUp: false, reason: `${bp(v.ctx.state, v.card).title}: ${reason}`, rule: RULES.cardEffects });
const resolved = (v: VerbContext, effect: string) =>
  v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect, ...(v.target ? { target: v.target } : {}), rule: RULES.cardEffects });

/** The handlers of the personnel-action words (the others are the shared verbs). */
export const PERSONNEL_ACTION_VERBS: { readonly [K in PersonnelActionEffect['kind']]: (v: VerbContext, effect: Extract<PersonnelActionEffect, { kind: K }>) => void } = {
  ...PERSONNEL_D_VERBS,
  'kill-target': (v) => {
    leavePlay(v.ctx, v.target!, 'killed', v.card);
    resolved(v, 'target killed');
  },
  'unstop-yours-present': (v, effect) => {
    const state = v.ctx.state;
    const stopped = cardsIn(state, state.cards[v.card]!.zone).filter((iid) => state.cards[iid]!.stopped && reaches(effect.filter, blueprintOf(state, iid), state.cards[iid]!.owner, v.player));
    if (stopped.length > 0) v.ctx.emit({ type: 'StoppedCardsRestored', cards: stopped, rule: RULES.cardEffects });
    resolved(v, `${stopped.length} personnel unstopped`);
  },
  'capture-target': (v) => {
    const instance = v.ctx.state.cards[v.target!]!;
    v.ctx.emit({ type: 'CardMoved', card: v.target!, from: instance.zone, to: Z.out(instance.owner), faceUp: true, reason: `captured by ${bp(v.ctx.state, v.card).title} (simplified: out of the game)`, rule: RULES.capture });
    resolved(v, 'target captured');
  },
  'capture-all-in-target': (v) => {
    const theirs = cardsIn(v.ctx.state, v.target!).filter((iid) => v.ctx.state.cards[iid]!.owner !== v.player && bp(v.ctx.state, iid).type === 'Personnel');
    for (const iid of theirs)
      v.ctx.emit({ type: 'CardMoved', card: iid, from: v.target!, to: Z.out(v.ctx.state.cards[iid]!.owner), faceUp: true, reason: `captured by ${bp(v.ctx.state, v.card).title} (simplified: out of the game)`, rule: RULES.capture });
    resolved(v, `${theirs.length} personnel captured`);
  },
  'relocate-host-ship': (v) => {
    const ship = v.ctx.state.cards[v.card]!.zone.slice('aboard:'.length);
    v.ctx.emit({ type: 'CardMoved', card: ship, from: v.ctx.state.cards[ship]!.zone, to: Z.space(v.target!), faceUp: true, reason: `${bp(v.ctx.state, v.card).title}: relocated`, rule: RULES.cardEffects });
    resolved(v, `ship relocated to ${v.target}`);
  },
  'discard-target-from-hand': (v) => {
    v.ctx.emit({ type: 'CardMoved', card: v.target!, from: v.ctx.state.cards[v.target!]!.zone, to: Z.discard(v.player), faceUp: true, reason: `${bp(v.ctx.state, v.card).title}: discarded from hand`, rule: RULES.cardEffects });
    resolved(v, 'card discarded from hand');
  },
  'target-beneath-draw': (v) => {
    move(v, v.target!, Z.draw(v.player), 'beneath the draw deck');
    resolved(v, 'card beneath the draw deck');
  },
  'bottom-discards-beneath-draw': (v, effect) => {
    const bottom = cardsIn(v.ctx.state, Z.discard(v.player)).slice(0, effect.count);
    for (const iid of bottom) move(v, iid, Z.draw(v.player), 'bottom of the discard pile beneath the draw deck');
    resolved(v, `${bottom.length} card(s) beneath the draw deck`);
  },
  'spend-normal-card-play': (v) => {
    v.ctx.emit({ type: 'NormalCardPlaySpent', player: v.player, source: v.card, rule: RULES.normalCardPlay });
    resolved(v, 'normal card play spent');
  },
  'self-to-hand': (v) => {
    move(v, v.card, Z.hand(v.player), 'to hand');
    resolved(v, 'to hand');
  },
  'exchange-with-target': (v) => {
    const self = v.ctx.state.cards[v.card]!;
    v.ctx.emit({ type: 'CardMoved', card: v.target!, from: Z.hand(v.player), to: self.zone, faceUp: true, reason: `${bp(v.ctx.state, v.card).title}: exchanged`, rule: RULES.cardEffects });
    if (self.stopped) v.ctx.emit({ type: 'CardStopped', card: v.target!, rule: RULES.cardEffects });
    move(v, v.card, Z.hand(v.player), 'exchanged to hand');
    resolved(v, 'exchanged');
  },
  'top-discard-personnel-to-hand': (v) => {
    const top = [...cardsIn(v.ctx.state, Z.discard(v.player))].reverse().find((iid) => bp(v.ctx.state, iid).type === 'Personnel');
    if (top) move(v, top, Z.hand(v.player), 'topmost personnel of the discard pile to hand');
    resolved(v, top ? 'personnel to hand' : 'no personnel in the discard pile');
  },
};

const isActionEffect = (effect: Effect | PersonnelActionEffect): effect is PersonnelActionEffect => effect.kind in PERSONNEL_ACTION_VERBS;

export function usePersonnelAction(ctx: Ctx, command: CommandOf<'UseCard'>): void {
  const action = actionsOf(ctx.state, command.actor, command.card)!.find((a) => a.name === command.option)!;
  const title = bp(ctx.state, command.card).title;
  const n = nextUse(ctx.state, command.actor, title, action)!;
  if (n > 0) ctx.emit({ type: 'CardAbilityUsed', player: command.actor, title: `${title}#${action.name}${n > 1 ? `#${n}` : ''}`, turn: ctx.state.turn!.number, rule: RULES.oncePerTurn });
  const v: VerbContext = { ctx, player: command.actor, card: command.card, ...(command.target ? { target: command.target } : {}) };
  for (const effect of action.effects) {
    if (isActionEffect(effect)) (PERSONNEL_ACTION_VERBS[effect.kind] as (v: VerbContext, effect: PersonnelActionEffect) => void)(v, effect);
    else runEffects(v, [effect]);
  }
}

/** Every use worth offering: each action of the personnel not spent, on each valid target. */
export function personnelActionCandidates(state: GameState, player: PlayerId, card: string): Command[] {
  const actions = actionsOf(state, player, card);
  if (!actions) return [];
  const out: Command[] = [];
  for (const action of actions) {
    if (checkUsable(state, player, card, action)) continue;
    for (const target of targetsOf(state, card, action)) out.push({ type: 'UseCard', actor: player, card, option: action.name, ...(target ? { target } : {}) });
  }
  return out;
}

/** Blueprints of a game with an action used from the discard pile (the game's blueprints never change). */
const fromDiscard = new WeakMap<object, ReadonlySet<string>>();

/** The offers of the player's cards in the discard pile whose actions are used from there (none in most games: one lookup). */
export function discardActionCandidates(state: GameState, player: PlayerId): Command[] {
  let ids = fromDiscard.get(state.blueprints);
  if (!ids) {
    ids = new Set(Object.keys(state.blueprints).filter((id) => behaviourOf(id)?.actions?.some((action) => action.fromDiscard)));
    fromDiscard.set(state.blueprints, ids);
  }
  if (ids.size === 0) return [];
  return cardsIn(state, Z.discard(player)).filter((iid) => ids.has(state.cards[iid]!.blueprint)).flatMap((iid) => personnelActionCandidates(state, player, iid));
}
