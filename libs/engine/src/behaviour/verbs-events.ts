/**
 * Handlers of the effect words in vocabulary-events.ts (issue 15, second pass); spread into
 * `VERBS` (verbs.ts), so a word without a handler does not compile. A handler only emits facts, each
 * naming its rule.
 */
import { bp, type Ctx } from '../context';
import { selectAtRandom } from './random-selection';
import { RULES } from '../rules';
import { checkRequirement } from '../attempt/requirements';
import { damageShip, destroyShip, leavePlay } from '../attempt/leaving-play';
import { remainingRange } from '../play';
import { shipAttribute } from './ship-modifiers';
import { immuneTo } from './modifiers-incidents';
import { cardsIn, isInPlayZone, locationOfZone, zoneKind } from '../zones';
import type { PlayerId } from '../types';
import type { EventEffect } from './vocabulary-events';
import { skillLevel } from '@captains-log/cards';
import { memberOf } from '../attempt/requirements';
import { behaviourOf } from './registry';

interface Context {
  readonly ctx: Ctx;
  readonly player: PlayerId;
  readonly card: string;
  readonly target?: string;
}
type Handler<K extends EventEffect['kind']> = (v: Context, effect: Extract<EventEffect, { kind: K }>) => void;

function resolved(v: Context, effect: string): void {
  v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect, ...(v.target ? { target: v.target } : {}), rule: RULES.cardEffects });
}

/** The personnel of the Away Team `first` belongs to: same owner, same planet surface (1E rulebook › GLOSSARY: Away Team). */
export function awayTeamOf(ctx: Ctx, first: string): string[] {
  const instance = ctx.state.cards[first]!;
  return cardsIn(ctx.state, instance.zone).filter((iid) => ctx.state.cards[iid]!.owner === instance.owner && bp(ctx.state, iid).type === 'Personnel');
}

/** The ship this card lies on (`on:<ship>`), if any. */
function hostOf(v: Context): string | undefined {
  const zone = v.ctx.state.cards[v.card]?.zone ?? '';
  return zone.startsWith('on:') ? zone.slice(3) : undefined;
}

/** The host ship's owner's personnel aboard it. */
function crewOf(ctx: Ctx, ship: string): string[] {
  const owner = ctx.state.cards[ship]!.owner;
  return cardsIn(ctx.state, `aboard:${ship}`).filter((iid) => ctx.state.cards[iid]!.owner === owner && bp(ctx.state, iid).type === 'Personnel');
}

/** Equipment (or a card used as equipment) present with the target crew or Away Team. */
function equipmentWith(ctx: Ctx, target: string): string[] {
  const instance = ctx.state.cards[target]!;
  const zone = bp(ctx.state, target).type === 'Ship' ? `aboard:${target}` : instance.zone;
  return cardsIn(ctx.state, zone).filter((iid) => {
    const card = bp(ctx.state, iid);
    return ctx.state.cards[iid]!.owner === instance.owner && (card.type === 'Equipment' || card.type === 'Artifact');
  });
}

export const EVENT_VERBS: { readonly [K in EventEffect['kind']]: Handler<K> } = {
  'look-aboard-target': (v) => {
    const zone = `aboard:${v.target!}`;
    const cards = cardsIn(v.ctx.state, zone).map((iid) => ({ iid, title: bp(v.ctx.state, iid).title }));
    v.ctx.emit({ type: 'CardsShown', to: v.player, zone, cards, source: v.card, rule: RULES.lookingAtCards });
    resolved(v, `${v.player} looks at ${cards.length} card(s) aboard`);
  },
  'kill-each-unless': (v, effect) => {
    const team = awayTeamOf(v.ctx, v.target!);
    const killed = team.filter((iid) => !checkRequirement(v.ctx, v.card, 'condition', effect.unless, [iid]));
    for (const iid of killed) leavePlay(v.ctx, iid, 'killed', v.card, undefined, killed);
    resolved(v, `${killed.length} of ${team.length} personnel killed`);
  },
  'destroy-random-equipment': (v) => {
    // Issue 15, third pass: equipment immune to the card is no candidate (Body Armor; modifiers-incidents.ts).
    const candidates = equipmentWith(v.ctx, v.target!).filter((iid) => !immuneTo(v.ctx.state, iid, bp(v.ctx.state, v.card).title));
    if (candidates.length === 0) {
      resolved(v, 'no equipment present');
      return;
    }
    const outcome = selectAtRandom(v.ctx, { purpose: bp(v.ctx.state, v.card).title, candidates, hurts: true });
    leavePlay(v.ctx, outcome[0]!, 'destroyed', v.card);
    resolved(v, 'one equipment destroyed');
  },
  'extra-range': (v) => {
    const range = shipAttribute(v.ctx.state, v.target!, 'RANGE');
    v.ctx.emit({ type: 'ShipRangeExtended', ship: v.target!, range, source: v.card, rule: RULES.cardEffects });
    resolved(v, `RANGE +${range} this turn`);
  },
  'destroy-all-at-location': (v) => {
    const location = v.target!;
    const here = Object.values(v.ctx.state.cards).filter((instance) => {
      const kind = zoneKind(instance.zone);
      return (kind === 'space' || kind === 'surface') && locationOfZone(v.ctx.state, instance.zone) === location;
    });
    for (const instance of here) {
      const current = v.ctx.state.cards[instance.iid]!;
      if (locationOfZone(v.ctx.state, current.zone) !== location) continue;
      const card = bp(v.ctx.state, instance.iid);
      if (card.type === 'Ship' || card.type === 'Facility') {
        for (const docked of [...cardsIn(v.ctx.state, `docked:${instance.iid}`)]) destroyShip(v.ctx, docked, v.card);
        destroyShip(v.ctx, instance.iid, v.card);
      } else leavePlay(v.ctx, instance.iid, card.type === 'Personnel' ? 'killed' : 'destroyed', v.card);
    }
    resolved(v, `${here.length} card(s) destroyed at ${location}`);
  },
  'destroy-host': (v, effect) => {
    const ship = hostOf(v);
    if (!ship) return;
    if (effect.unless !== undefined && checkRequirement(v.ctx, v.card, 'condition', effect.unless, crewOf(v.ctx, ship))) {
      resolved(v, `${bp(v.ctx.state, ship).title} saved (${effect.unless} aboard)`);
      return;
    }
    if (effect.unlessShieldsOver !== undefined && shipAttribute(v.ctx.state, ship, 'SHIELDS') > effect.unlessShieldsOver) {
      resolved(v, `${bp(v.ctx.state, ship).title} saved (SHIELDS>${effect.unlessShieldsOver})`);
      return;
    }
    destroyShip(v.ctx, ship, v.card);
    resolved(v, 'ship destroyed');
  },
  'damage-host': (v, effect) => {
    const ship = hostOf(v);
    if (!ship) return;
    if (checkRequirement(v.ctx, v.card, 'condition', effect.putOutBy, crewOf(v.ctx, ship))) {
      const instance = v.ctx.state.cards[v.card]!;
      v.ctx.emit({ type: 'CardLeftPlay', card: v.card, from: instance.zone, to: `discard:${instance.owner}`, how: 'discarded', source: v.card, rule: RULES.cardEffects });
      resolved(v, `put out by ${effect.putOutBy}`);
      return;
    }
    damageShip(v.ctx, ship, v.card);
    resolved(v, 'ship damaged');
  },
  'damage-other-ships-here': (v, effect) => {
    const ship = hostOf(v);
    if (!ship) return;
    const location = locationOfZone(v.ctx.state, v.ctx.state.cards[ship]!.zone);
    const hit = Object.values(v.ctx.state.cards).filter(
      (instance) =>
        instance.iid !== ship &&
        ['space', 'docked', 'surface'].includes(zoneKind(instance.zone)) &&
        locationOfZone(v.ctx.state, instance.zone) === location &&
        bp(v.ctx.state, instance.iid).type === 'Ship' &&
        shipAttribute(v.ctx.state, instance.iid, 'SHIELDS') < effect.shieldsBelow,
    );
    for (const instance of hit) if (v.ctx.state.cards[instance.iid] && isShipInPlay(v.ctx, instance.iid)) damageShip(v.ctx, instance.iid, v.card);
    resolved(v, `${hit.length} other ship(s) damaged`);
  },
  'discard-target': (v) => {
    const instance = v.ctx.state.cards[v.target!]!;
    if (bp(v.ctx.state, v.target!).type === 'Ship') for (const iid of [...cardsIn(v.ctx.state, `aboard:${v.target!}`)]) leavePlay(v.ctx, iid, 'discarded', v.card);
    leavePlay(v.ctx, instance.iid, 'discarded', v.card);
    resolved(v, 'target discarded');
  },
  'kill-all-personnel': (v) => {
    const all = Object.values(v.ctx.state.cards).filter((instance) => isInPlayZone(instance.zone) && zoneKind(instance.zone) !== 'atop' && bp(v.ctx.state, instance.iid).type === 'Personnel');
    const dying = all.map((instance) => instance.iid);
    for (const instance of all) leavePlay(v.ctx, instance.iid, 'killed', v.card, undefined, dying);
    resolved(v, `${all.length} personnel killed`);
  },
  'stop-crew-with-skills': (v, effect) => {
    const crew = crewOf(v.ctx, v.target!).filter((iid) => !v.ctx.state.cards[iid]!.stopped);
    const stopped: string[] = [];
    for (const skill of effect.skills) {
      if (stopped.some((iid) => skillLevel(memberOf(v.ctx.state, iid), skill) > 0)) continue;
      const who = crew.find((iid) => skillLevel(memberOf(v.ctx.state, iid), skill) > 0);
      if (who) stopped.push(who);
    }
    for (const iid of stopped) v.ctx.emit({ type: 'CardStopped', card: iid, rule: RULES.cardEffects });
    resolved(v, `${stopped.length} personnel stopped`);
  },
  'look-at-bottom-seed': (v) => {
    // Issue 15 (helper intr): the target is a card at the location (a ship), or the location itself (a `mission` target: Preparation).
    const location = v.ctx.state.locations[v.target!] ? v.target! : locationOfZone(v.ctx.state, v.ctx.state.cards[v.target!]!.zone)!;
    const zone = `under:${location}`;
    const cards = cardsIn(v.ctx.state, zone).slice(0, 1).map((iid) => ({ iid, title: bp(v.ctx.state, iid).title }));
    v.ctx.emit({ type: 'CardsShown', to: v.player, zone, cards, source: v.card, rule: RULES.lookingAtCards });
    resolved(v, `${v.player} looks at the bottom seed card (${cards.length})`);
  },
  'return-just-played': (v) => {
    const card = v.target!;
    const instance = v.ctx.state.cards[card]!;
    v.ctx.emit({ type: 'PlayNullified', card, by: v.card, rule: RULES.whenResponsesHappen });
    v.ctx.emit({ type: 'CardMoved', card, from: instance.zone, to: `hand:${instance.owner}`, faceUp: false, reason: `returned by ${bp(v.ctx.state, v.card).title}`, rule: RULES.cardEffects });
    const played = bp(v.ctx.state, card);
    const usedPlay = behaviourOf(played.id)?.play?.window.kind === 'normal-play' || ['Event', 'Incident', 'Objective'].includes(played.type);
    if (usedPlay && v.ctx.state.turn?.player === instance.owner && v.ctx.state.turn.normalCardPlayUsed)
      v.ctx.emit({ type: 'NormalCardPlayRestored', player: instance.owner, source: v.card, rule: RULES.normalCardPlay });
    resolved(v, 'card just played returned to hand');
  },
  'draw-unless-extra-play-used': (v) => {
    const player = v.target === 'p1' || v.target === 'p2' ? v.target : v.player;
    if (v.ctx.state.turn?.extraPlayUsed) {
      resolved(v, 'extra card play used: no extra draw');
      return;
    }
    const cards = cardsIn(v.ctx.state, `draw:${player}`).slice(0, 1);
    if (cards.length > 0) v.ctx.emit({ type: 'CardsDrawn', player, cards, reason: 'card-effect', rule: RULES.cardEffects });
    resolved(v, `${player} draws 1 (extra card play not used)`);
  },
  'repair-target-ship': (v, effect) => {
    const ship = v.ctx.state.cards[v.target!]!;
    const yours = ship.owner === v.player || (effect.alsoNonAligned && (bp(v.ctx.state, ship.iid).affiliations as readonly string[]).includes('Non-Aligned'));
    if (!yours || !ship.damage) return;
    v.ctx.emit({ type: 'ShipRepaired', ship: ship.iid, source: v.card, rule: RULES.repairs });
    resolved(v, `${bp(v.ctx.state, ship.iid).title} repaired`);
  },
  'ship-into-rift': (v) => {
    const ship = v.ctx.state.cards[v.target!]!;
    const location = locationOfZone(v.ctx.state, ship.zone)!;
    const self = v.ctx.state.cards[v.card]!;
    const title = bp(v.ctx.state, v.card).title;
    v.ctx.emit({ type: 'CardMoved', card: v.card, from: self.zone, to: `atop:${location}`, faceUp: true, reason: title, rule: RULES.cardEffects });
    v.ctx.emit({ type: 'CardMoved', card: ship.iid, from: ship.zone, to: `on:${v.card}`, faceUp: true, reason: `${title}: the ship disappears`, rule: RULES.cardEffects });
    resolved(v, 'ship gone into the rift');
  },
  'release-rift-ship': (v) => {
    const self = v.ctx.state.cards[v.card]!;
    if (zoneKind(self.zone) !== 'atop') return;
    const location = self.zone.slice('atop:'.length);
    for (const ship of [...cardsIn(v.ctx.state, `on:${v.card}`)])
      v.ctx.emit({ type: 'CardMoved', card: ship, from: `on:${v.card}`, to: `space:${location}`, faceUp: true, reason: `${bp(v.ctx.state, v.card).title}: the ship reappears`, rule: RULES.cardEffects });
    resolved(v, 'ship back from the rift');
  },
  'relocate-ship-stopped': (v) => {
    const [ship, location] = v.target!.split('>') as [string, string];
    const instance = v.ctx.state.cards[ship]!;
    v.ctx.emit({ type: 'CardMoved', card: ship, from: instance.zone, to: `space:${location}`, faceUp: true, reason: `${bp(v.ctx.state, v.card).title}: relocated`, rule: RULES.cardEffects });
    v.ctx.emit({ type: 'CardStopped', card: ship, rule: RULES.cardEffects });
    resolved(v, `ship relocated to ${location} and stopped`);
  },
  'no-range-this-turn': (v) => {
    const left = remainingRange(v.ctx.state, v.target!);
    if (left > 0) v.ctx.emit({ type: 'ShipRangeExtended', ship: v.target!, range: -left, source: v.card, rule: RULES.cardEffects });
    resolved(v, 'no RANGE this turn');
  },
};

function isShipInPlay(ctx: Ctx, ship: string): boolean {
  return ['space', 'docked', 'surface'].includes(zoneKind(ctx.state.cards[ship]!.zone));
}
