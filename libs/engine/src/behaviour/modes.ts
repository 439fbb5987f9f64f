/**
 * Issue 15 (modes): choosing the way a card is played ("… OR …", `PlayCard.mode`) and declining its
 * "may" parts (`PlayCard.decline`, the `may` word). Words: behaviour/vocabulary-modes.ts.
 * Cheap by construction: a card without `modes` and without a `may` part yields one plain variant
 * (read once per behaviour and cached), so legalCommands offers exactly what it did before.
 * 1E rulebook › THE CARDS (a card does what its text says; "OR" lets its player pick one way) and
 * THE PLAY PHASE › Clarifications: Valid responses (a mode played as a response answers its window).
 */
import type { Card } from '@captains-log/cards';
import { bp, problem, type Ctx, type Problem } from '../context';
import { RULES } from '../rules';
import type { CommandOf, GameState, PlayerId, ResponseWindow } from '../types';
import { behaviourOf } from './registry';
import { cardsIn, isInPlayZone, locationOfZone, Z, zoneKind } from '../zones';
import { shuffleZone } from '../seeding';
import type { CardBehaviour, Effect, PlayMode } from './vocabulary';
import type { InPlayFilter, ModesEffect } from './vocabulary-modes';

/** Whether a way of playing fits the moment: a response to `window`'s action inside it, a play that is no response outside windows. */
export function fitsWindow(mode: PlayMode, window?: ResponseWindow): boolean {
  const play = mode.play?.window;
  if (window) return play?.kind === 'response' && play.to === window.action;
  return play?.kind === 'normal-play' || play?.kind === 'interrupt' || play?.kind === 'build';
}

/** The card's ways of playing, in order: its own (index 0), then `modes`. */
export function waysOf(behaviour: CardBehaviour): readonly PlayMode[] {
  return behaviour.modes ? [behaviour, ...behaviour.modes] : [behaviour];
}

const MAY = new WeakMap<object, boolean>();

function effectsHaveMay(effects: readonly Effect[]): boolean {
  // Nested effects of a conditional word (`then`, `effects`, …) count too.
  return effects.some(
    (effect) =>
      effect.kind === 'may' ||
      Object.values(effect).some(
        (value) =>
          Array.isArray(value) &&
          value.some((item) => typeof item === 'object' && item && 'kind' in item) &&
          effectsHaveMay(value as readonly Effect[]),
      ),
  );
}

/** Whether a way of playing has a `may` part among its `played` effects (cached per mode object). */
export function hasMay(mode: PlayMode): boolean {
  let found = MAY.get(mode);
  if (found === undefined) {
    found = (mode.triggers ?? []).some(
      (trigger) => trigger.on === 'played' && effectsHaveMay(trigger.effects),
    );
    MAY.set(mode, found);
  }
  return found;
}

/** What a PlayCard may add: the way chosen (when several fit) and declining the "may" parts. */
export interface PlayVariant {
  readonly mode?: number;
  readonly decline?: true;
}

const PLAIN: readonly PlayVariant[] = [{}];

/** The choices legalCommands offers for playing `card` now: one per fitting way (when several fit), each also declined when it has a `may` part. */
export function playVariants(card: Card, window?: ResponseWindow): readonly PlayVariant[] {
  const behaviour = behaviourOf(card.id);
  if (!behaviour || (!behaviour.modes && !hasMay(behaviour))) return PLAIN;
  const ways = waysOf(behaviour);
  const fitting = ways.flatMap((mode, index) => (fitsWindow(mode, window) ? [index] : []));
  const chosen: PlayVariant[] = fitting.length > 1 ? fitting.map((mode) => ({ mode })) : [{}];
  return chosen.flatMap((variant) => {
    const way = ways[variant.mode ?? fitting[0] ?? 0];
    const merged = way && way !== behaviour ? { ...behaviour, ...way } : behaviour;
    return hasMay(merged) ? [variant, { ...variant, decline: true as const }] : [variant];
  });
}

/** `PlayCard.mode` names a way that fits the moment; `decline` needs a `may` part to decline. */
export function checkModeChoice(
  state: GameState,
  command: CommandOf<'PlayCard'>,
  window: ResponseWindow | undefined,
  scripted: CardBehaviour | undefined,
): Problem | null {
  if (command.mode === undefined && !command.decline) return null;
  const behaviour = behaviourOf(bp(state, command.card).id);
  if (command.mode !== undefined) {
    const way = behaviour ? waysOf(behaviour)[command.mode] : undefined;
    if (!way || !fitsWindow(way, window))
      return problem(
        'INVALID_MODE',
        `${bp(state, command.card).title} has no way ${command.mode} to play now`,
        RULES.cardEffects,
      );
  }
  // Issue 15 (seeding): "…; you may download …" when played (seed-downloads.ts) is a `may` part too.
  if (command.decline && !(scripted && (hasMay(scripted) || scripted.seedDownloads?.alsoWhenPlayed)))
    return problem(
      'NOTHING_TO_DECLINE',
      `${bp(state, command.card).title} has nothing you may decline`,
      RULES.cardEffects,
    );
  return null;
}

function fits(card: Card, filter: InPlayFilter): boolean {
  if (filter.types && !filter.types.includes(card.type)) return false;
  if (
    filter.affiliations &&
    !card.affiliations.some((affiliation) => filter.affiliations!.includes(affiliation))
  )
    return false;
  return (
    !filter.icons || filter.icons.every((code) => card.icons.some((icon) => icon.code === code))
  );
}

/** The `may` word: its effects happen unless the player declined them. */
export const MODES_VERBS = {
  may: (
    v: { ctx: Ctx; player: PlayerId; card: string; target?: string; declined?: boolean },
    effect: Extract<ModesEffect, { kind: 'may' }>,
    run?: (effects: readonly Effect[]) => void,
  ): void => {
    if (v.declined) {
      v.ctx.emit({
        type: 'CardEffectResolved',
        card: v.card,
        player: v.player,
        effect: 'optional part declined',
        ...(v.target ? { target: v.target } : {}),
        rule: RULES.cardEffects,
      });
      return;
    }
    run!(effect.effects);
  },
  'if-none-in-play': (
    v: { ctx: Ctx; player: PlayerId; card: string; target?: string },
    effect: Extract<ModesEffect, { kind: 'if-none-in-play' }>,
    run?: (effects: readonly Effect[]) => void,
  ): void => {
    const state = v.ctx.state;
    const found = Object.values(state.cards).find(
      (instance) =>
        instance.owner === v.player &&
        instance.faceUp &&
        isInPlayZone(instance.zone) &&
        fits(bp(state, instance.iid), effect.filter) &&
        !(effect.except && fits(bp(state, instance.iid), effect.except)),
    );
    if (found) {
      v.ctx.emit({
        type: 'CardEffectResolved',
        card: v.card,
        player: v.player,
        effect: `condition not met (${bp(state, found.iid).title} in play)`,
        ...(v.target ? { target: v.target } : {}),
        rule: RULES.cardEffects,
      });
      return;
    }
    run!(effect.then);
  },
  'unstop-yours-like-target': (
    v: { ctx: Ctx; player: PlayerId; card: string; target?: string },
    effect: Extract<ModesEffect, { kind: 'unstop-yours-like-target' }>,
  ): void => {
    const state = v.ctx.state;
    const affiliations: readonly string[] =
      v.target && state.cards[v.target] ? bp(state, v.target).affiliations : [];
    const wanted = effect.characteristic.toLowerCase();
    const cards = Object.values(state.cards)
      .filter(
        (instance) =>
          instance.owner === v.player &&
          instance.stopped &&
          isInPlayZone(instance.zone) &&
          instance.iid !== v.target,
      )
      .filter((instance) => {
        const card = bp(state, instance.iid);
        return (
          card.type === 'Personnel' &&
          card.characteristics.some((item) => item.toLowerCase() === wanted) &&
          card.affiliations.some((affiliation) => affiliations.includes(affiliation))
        );
      })
      .map((instance) => instance.iid);
    if (cards.length > 0)
      v.ctx.emit({ type: 'StoppedCardsRestored', cards, rule: RULES.cardEffects });
    v.ctx.emit({
      type: 'CardEffectResolved',
      card: v.card,
      player: v.player,
      effect: `unstopped ${cards.length} card(s)`,
      ...(v.target ? { target: v.target } : {}),
      rule: RULES.cardEffects,
    });
  },
  'draw-per-region-missions': (
    v: { ctx: Ctx; player: PlayerId; card: string; target?: string },
    effect: Extract<ModesEffect, { kind: 'draw-per-region-missions' }>,
  ): void => {
    const state = v.ctx.state;
    const region = v.target ? state.locations[v.target]?.region : undefined;
    const here = new Set(
      Object.values(state.locations)
        .filter((location) => region && location.region === region)
        .map((location) => location.id),
    );
    const facility = Object.values(state.cards).some((instance) => {
      if (
        instance.owner !== v.player ||
        !isInPlayZone(instance.zone) ||
        bp(state, instance.iid).type !== 'Facility'
      )
        return false;
      const at = locationOfZone(state, instance.zone);
      return at !== null && here.has(at);
    });
    const count =
      Math.floor(here.size / effect.per) +
      (here.size > 0 && !facility ? effect.plusIfNoFacility : 0);
    const cards = cardsIn(state, Z.draw(v.player)).slice(0, count);
    if (cards.length > 0)
      v.ctx.emit({
        type: 'CardsDrawn',
        player: v.player,
        cards,
        reason: 'card-effect',
        rule: RULES.cardEffects,
      });
    v.ctx.emit({
      type: 'CardEffectResolved',
      card: v.card,
      player: v.player,
      effect: `${v.player} draws ${cards.length} (${here.size} mission(s) in ${region ?? 'no region'})`,
      ...(v.target ? { target: v.target } : {}),
      rule: RULES.cardEffects,
    });
  },
  'shuffle-bottom-discards-into-draw': (
    v: { ctx: Ctx; player: PlayerId; card: string; target?: string },
    effect: Extract<ModesEffect, { kind: 'shuffle-bottom-discards-into-draw' }>,
  ): void => {
    const pile = cardsIn(v.ctx.state, Z.discard(v.player)).filter(
      (iid) => iid !== v.card && effect.types.includes(bp(v.ctx.state, iid).type),
    );
    // The bottom of a discard pile is the first card placed there (zone order).
    const bottom = pile.slice(0, effect.count);
    for (const iid of bottom)
      v.ctx.emit({
        type: 'CardMoved',
        card: iid,
        from: Z.discard(v.player),
        to: Z.draw(v.player),
        faceUp: false,
        reason: `${bp(v.ctx.state, v.card).title}: bottom of the discard pile into the draw deck`,
        rule: RULES.cardEffects,
      });
    if (bottom.length > 0) shuffleZone(v.ctx, Z.draw(v.player), RULES.cardEffects);
    v.ctx.emit({
      type: 'CardEffectResolved',
      card: v.card,
      player: v.player,
      effect: `${bottom.length} card(s) shuffled into ${v.player}'s draw deck`,
      ...(v.target ? { target: v.target } : {}),
      rule: RULES.cardEffects,
    });
  },
};

/** Whether a card on `player`'s table has an `end-of-turn` trigger with a `may` part ("at the end of each of your turns … you may draw"). */
export function mayAtEndOfTurn(state: GameState, player: PlayerId): boolean {
  // Issue 15 (lead): and a `turn-ends` trigger with a `may` part of a card of theirs in play, on the table or lying on a card (Orbital Bombardment).
  const turnEnds = Object.values(state.cards).some(
    (instance) =>
      instance.owner === player &&
      instance.faceUp &&
      ['table', 'on', 'atop'].includes(zoneKind(instance.zone)) &&
      !!behaviourOf(instance.blueprint)?.triggers?.some((trigger) => trigger.on === 'turn-ends' && effectsHaveMay(trigger.effects)),
  );
  if (turnEnds) return true;
  return cardsIn(state, Z.table(player)).some((iid) => {
    const behaviour = state.cards[iid]!.faceUp
      ? behaviourOf(state.cards[iid]!.blueprint)
      : undefined;
    return !!behaviour?.triggers?.some(
      (trigger) => trigger.on === 'end-of-turn' && effectsHaveMay(trigger.effects),
    );
  });
}

/** `EndTurn.decline`: the player declines the `may` parts of their end-of-turn triggers; only when one is on their table. */
export function checkEndTurnDecline(
  state: GameState,
  command: CommandOf<'EndTurn'>,
): Problem | null {
  if (command.decline && !mayAtEndOfTurn(state, command.actor))
    return problem(
      'NOTHING_TO_DECLINE',
      'no card of yours has an end-of-turn effect you may decline',
      RULES.endOfTurn,
    );
  return null;
}

/** The EndTurn commands offered, each also declined when an end-of-turn `may` is on the player's table. */
export function withEndTurnDeclines(
  state: GameState,
  player: PlayerId,
  commands: CommandOf<'EndTurn'>[],
): CommandOf<'EndTurn'>[] {
  return mayAtEndOfTurn(state, player)
    ? [...commands, ...commands.map((command) => ({ ...command, decline: true as const }))]
    : commands;
}
