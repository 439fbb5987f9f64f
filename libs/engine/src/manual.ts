/**
 * Manual effects (DESIGN.md › The engine: a decider): card text the engine does not automate is
 * carried out as declared primitive effects that the opponent accepts or disputes. Every fact that
 * results is flagged `manual: true`.
 */
import { bp, Ctx, problem, type Problem } from './context';
import { shuffleZone } from './seeding';
import { resolveManualDilemma } from './attempt/flow';
import { closeWindows, nullifyPlay, topWindow } from './behaviour/responses';
import { RULES } from './rules';
import type { CommandOf, GameState, JudgePrimitive, PlayerId } from './types';
import { cardsIn, isInPlayZone, locationOfZone, other, Z, zoneKind } from './zones';

const MAX_PRIMITIVES = 20;

export function checkDeclareManual(state: GameState, command: CommandOf<'DeclareManualEffect'>): Problem | null {
  if (state.phase !== 'play' || !state.turn) return problem('WRONG_PHASE', 'manual effects are declared in the play phase', RULES.manualEffects);
  if (state.pendingManual) return problem('AWAITING_RESPONSE', 'a manual effect is already waiting for a response', RULES.manualEffects);
  const dilemma = state.attempt?.manualDilemma;
  if (dilemma) return checkDilemmaDeclaration(state, command, dilemma);
  if (command.primitives.some((primitive) => primitive.kind === 'fail-attempt'))
    return problem('INVALID_PRIMITIVE', 'fail-attempt is declared only for an encountered dilemma the engine does not carry out', RULES.manualEffects);
  const window = topWindow(state);
  const justPlayed = window?.card;
  if (command.primitives.some((primitive) => primitive.kind === 'nullify' && primitive.card !== justPlayed))
    return problem('INVALID_PRIMITIVE', 'nullify names the card just played, as a response in its window', RULES.whenResponsesHappen);
  if (window && window.player !== command.actor) return problem('NOT_YOUR_DECISION', `${window.player} may respond now`, RULES.alternatingActions);
  if (!window && state.turn.player !== command.actor)
    return problem('NOT_YOUR_TURN', 'manual effects are declared on your own turn, or as a response in a response window', RULES.manualEffects);
  const source = state.cards[command.source];
  if (!source || source.owner !== command.actor || !(isInPlayZone(source.zone) || source.zone === Z.discard(command.actor) || source.zone === Z.hand(command.actor)))
    return problem('NO_SUCH_SOURCE', 'the source must be your card in play, in hand or just used (discard pile)', RULES.manualEffects);
  if (command.primitives.length === 0 || command.primitives.length > MAX_PRIMITIVES)
    return problem('INVALID_PRIMITIVES', `declare 1 to ${MAX_PRIMITIVES} primitive effects`, RULES.manualEffects);
  for (const primitive of command.primitives) {
    const found = checkPrimitive(state, primitive);
    if (found) return found;
  }
  return null;
}

/** The encountering player's opponent declares what the encountered dilemma does (1E rulebook › MISCELLANEOUS RULES › TIES: nobody controls a just-encountered dilemma). */
function checkDilemmaDeclaration(state: GameState, command: CommandOf<'DeclareManualEffect'>, dilemma: { card: string; declarer: PlayerId }): Problem | null {
  if (command.actor !== dilemma.declarer)
    return problem('NOT_YOUR_DECISION', `${dilemma.declarer} (the encountering player's opponent) declares the dilemma's effect`, RULES.readingDilemmas);
  if (command.source !== dilemma.card) return problem('NO_SUCH_SOURCE', `declare the effect of the encountered dilemma ${dilemma.card}`, RULES.manualEffects);
  if (command.primitives.length === 0 || command.primitives.length > MAX_PRIMITIVES)
    return problem('INVALID_PRIMITIVES', `declare 1 to ${MAX_PRIMITIVES} primitive effects`, RULES.manualEffects);
  if (command.primitives.filter((primitive) => primitive.kind === 'fail-attempt').length > 1) return problem('INVALID_PRIMITIVE', 'fail-attempt at most once', RULES.manualEffects);
  for (const primitive of command.primitives) {
    const found = checkPrimitive(state, primitive);
    if (found) return found;
  }
  return null;
}

export function checkPrimitive(state: GameState, primitive: JudgePrimitive): Problem | null {
  const invalid = (message: string) => problem('INVALID_PRIMITIVE', message, RULES.manualEffects);
  switch (primitive.kind) {
    case 'move':
    case 'reveal':
    case 'stop':
    case 'unstop':
    case 'place-under':
    case 'kill': {
      const instance = state.cards[primitive.card];
      if (!instance) return invalid(`no card ${primitive.card}`);
      if (primitive.kind === 'stop' && !isInPlayZone(instance.zone)) return invalid('only cards in play can be stopped');
      if (primitive.kind === 'kill' && (bp(state, primitive.card).type !== 'Personnel' || !isInPlayZone(instance.zone)))
        return invalid('only personnel in play can be killed');
      if ((primitive.kind === 'move' || primitive.kind === 'place-under') && zoneKind(instance.zone) === 'mission') return invalid('missions do not leave the spaceline');
      if (primitive.kind === 'place-under' && !state.locations[primitive.location]) return invalid(`no location ${primitive.location}`);
      return null;
    }
    case 'draw':
      return Number.isInteger(primitive.count) && primitive.count >= 1 && primitive.count <= 10 ? null : invalid('draw 1 to 10 cards');
    case 'score':
      return Number.isInteger(primitive.points) && Math.abs(primitive.points) <= 100 ? null : invalid('score a whole number of points (at most 100)');
    case 'shuffle':
    case 'fail-attempt':
      return null;
    case 'nullify':
      return state.cards[primitive.card] ? null : invalid(`no card ${primitive.card}`);
    default:
      return invalid('unknown primitive');
  }
}

export function declareManual(ctx: Ctx, command: CommandOf<'DeclareManualEffect'>): void {
  ctx.emit({
    type: 'ManualEffectDeclared',
    id: `m${ctx.state.nextId}`,
    player: command.actor,
    source: command.source,
    description: command.description,
    primitives: command.primitives,
    rule: RULES.manualEffects,
  });
}

export function checkRespondManual(state: GameState, command: CommandOf<'RespondToManualEffect'>): Problem | null {
  if (!state.pendingManual) return problem('NOTHING_TO_RESPOND_TO', 'no manual effect is waiting for a response', RULES.manualEffects);
  if (command.actor !== other(state.pendingManual.player))
    return problem('NOT_YOUR_DECISION', 'the opponent of the declaring player accepts or disputes a manual effect', RULES.manualEffects);
  return null;
}

export function respondManual(ctx: Ctx, command: CommandOf<'RespondToManualEffect'>): void {
  const pending = ctx.state.pendingManual!;
  if (!command.accept) {
    ctx.emit({ type: 'ManualEffectDisputed', id: pending.id, by: command.actor, reason: command.reason ?? '', rule: RULES.manualEffects });
  } else {
    ctx.emit({ type: 'ManualEffectAccepted', id: pending.id, by: command.actor, rule: RULES.manualEffects });
    for (const primitive of pending.primitives) applyPrimitive(ctx, primitive, pending.source);
  }
  const window = topWindow(ctx.state);
  if (window && window.player === pending.player) {
    // A manual response in a response window: the window is answered; the card just played resolves unless nullified.
    closeWindows(ctx, 'responded', false);
    return;
  }
  if (ctx.state.attempt?.manualDilemma?.card === pending.source) {
    // The encountered dilemma's effect is settled (accepted or disputed): the attempt goes on.
    resolveManualDilemma(ctx, command.accept, command.accept && pending.primitives.some((primitive) => primitive.kind === 'fail-attempt'), pending.description);
    return;
  }
  if (ctx.state.turn) ctx.emit({ type: 'AwaitingChanged', awaiting: [{ player: ctx.state.turn.player, kind: 'turn' }], rule: RULES.manualEffects });
}

/**
 * Carries out one primitive. Manual effects flag their facts `manual: true`; a judge's corrective
 * effect (rulings.ts) passes `manual: false` and its facts carry the ruling's id instead.
 */
export function applyPrimitive(ctx: Ctx, primitive: JudgePrimitive, source: string, manual = true): void {
  const rule = RULES.manualEffects;
  const flag = manual ? { manual: true as const } : {};
  const reason = manual ? 'manual effect' : 'ruling';
  switch (primitive.kind) {
    case 'move': {
      const instance = ctx.state.cards[primitive.card];
      if (!instance) return;
      const owner = instance.owner;
      const to =
        primitive.to === 'hand' ? Z.hand(owner) : primitive.to === 'discard' ? Z.discard(owner) : primitive.to === 'out-of-play' ? Z.out(owner) : Z.draw(owner);
      const host = zoneKind(instance.zone) === 'on' ? instance.zone.slice(instance.zone.indexOf(':') + 1) : undefined;
      moveWithCascade(ctx, primitive.card, to, primitive.to === 'draw-top' ? 0 : undefined, primitive.to === 'discard' || primitive.to === 'out-of-play', flag, reason);
      // Issue 15 (helper qev): the card holding the personnel it lies on in stasis (You Will in Time), moved away, releases it.
      if (host && ctx.state.cards[host]?.stasis?.source === bp(ctx.state, primitive.card).title && ctx.state.cards[primitive.card]!.zone !== instance.zone)
        ctx.emit({ type: 'StasisEnded', card: host, reason: 'released', rule });
      return;
    }
    case 'place-under':
      if (ctx.state.cards[primitive.card])
        moveWithCascade(ctx, primitive.card, Z.under(primitive.location), primitive.position === 'top' ? 0 : undefined, false, flag, reason);
      return;
    case 'kill':
      if (ctx.state.cards[primitive.card]) moveWithCascade(ctx, primitive.card, Z.discard(ctx.state.cards[primitive.card]!.owner), undefined, true, flag, reason);
      return;
    case 'draw': {
      const cards = cardsIn(ctx.state, Z.draw(primitive.player)).slice(0, primitive.count);
      if (cards.length > 0) ctx.emit({ type: 'CardsDrawn', player: primitive.player, cards, reason: 'manual', rule });
      return;
    }
    case 'score':
      ctx.emit({ type: 'PointsScored', player: primitive.player, points: primitive.points, bonus: primitive.bonus, source, ...flag, rule });
      return;
    case 'shuffle':
      shuffleZone(ctx, Z.draw(primitive.player), rule);
      return;
    case 'reveal':
      if (ctx.state.cards[primitive.card]) ctx.emit({ type: 'CardRevealed', card: primitive.card, ...flag, rule });
      return;
    case 'stop':
      if (ctx.state.cards[primitive.card]) ctx.emit({ type: 'CardStopped', card: primitive.card, ...flag, rule });
      return;
    case 'unstop':
      // Issue 15 (helper qev): unstopping a card in stasis releases it (a stasis with no end of its own, You Will in Time).
      if (ctx.state.cards[primitive.card]?.stasis) ctx.emit({ type: 'StasisEnded', card: primitive.card, reason: 'released', rule });
      if (ctx.state.cards[primitive.card]) ctx.emit({ type: 'StoppedCardsRestored', cards: [primitive.card], rule });
      return;
    case 'fail-attempt':
      // Carried out by resolveManualDilemma (the attempt fails after the other primitives).
      return;
    case 'nullify':
      nullifyPlay(ctx, primitive.card, source, true);
      return;
  }
}

/**
 * Moves a card; cards aboard it go with it to their owners' discard piles, docked ships stay at the
 * location (1E rulebook › LEAVING PLAY; DOCK & UNDOCK: docked ships are not destroyed with the facility).
 */
function moveWithCascade(
  ctx: Ctx,
  iid: string,
  to: string,
  index: number | undefined,
  faceUp: boolean,
  flag: { manual?: true } = { manual: true },
  reason = 'manual effect',
): void {
  const instance = ctx.state.cards[iid]!;
  const location = locationOfZone(ctx.state, instance.zone);
  // Issue 15 (sites): a Nor's sites go with it, with what is at them (behaviour/sites.ts).
  for (const site of cardsIn(ctx.state, Z.sites(iid))) moveWithCascade(ctx, site, Z.discard(ctx.state.cards[site]!.owner), undefined, true, flag, reason);
  for (const aboard of cardsIn(ctx.state, Z.aboard(iid))) moveWithCascade(ctx, aboard, Z.discard(ctx.state.cards[aboard]!.owner), undefined, true, flag, reason);
  for (const docked of cardsIn(ctx.state, Z.docked(iid)))
    if (location) ctx.emit({ type: 'CardMoved', card: docked, from: Z.docked(iid), to: Z.space(location), faceUp: true, ...flag, reason: 'facility left play', rule: RULES.dock });
  ctx.emit({
    type: 'CardMoved',
    card: iid,
    from: ctx.state.cards[iid]!.zone,
    to,
    faceUp,
    ...(index !== undefined ? { index } : {}),
    ...flag,
    reason,
    rule: RULES.leavingPlay,
  });
}

export type { PlayerId };
