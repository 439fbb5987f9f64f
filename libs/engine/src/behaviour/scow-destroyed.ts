/**
 * Issue 15 (helper qmisc): a hazard lying at a location destroyed where it lies, harming the personnel
 * there that are not safe aboard a ship, and leaving the unsolved mission worth less (Destroy
 * Radioactive Garbage Scow). Joined to vocabulary.ts › Effect and verbs.ts › VERBS with one line each.
 *   1E rulebook › GETTING HURT › KILLED; THE CARDS › INTERRUPTS; ATTEMPT A MISSION › SCORING POINTS
 *   (a mission's points are read at solving: attempt/flow.ts adds the cards lying atop it,
 *   planet-hazards.ts › missionPointsFromCardsAtop).
 */
import { bp } from '../context';
import { leavePlay } from '../attempt/leaving-play';
import { RULES } from '../rules';
import { isInPlayZone, locationOfZone, zoneArg, zoneKind, Z } from '../zones';
import type { VerbContext } from './verbs';
import { titledAmong } from '../card-facts';

export type ScowEffect =
  /**
   * Every personnel (anyone's) at the target card's location who is not aboard a ship — on the planet, or
   * aboard a facility — is killed, unless a card titled one of `unlessInPlay` is in play (anyone's, face up).
   * Runs before the target leaves play (the location is read from where it lies).
   */
  | { readonly kind: 'kill-at-target-location-unless-aboard-ship'; readonly unlessInPlay: readonly string[] }
  /**
   * When the mission at the target card's location is solved by no one, this card (already in its owner's
   * discard pile) lies atop that mission instead, so its `missionPoints` count when the mission is solved.
   */
  | { readonly kind: 'self-atop-target-mission-if-unsolved' };

type Handler<K extends ScowEffect['kind']> = (v: VerbContext, effect: Extract<ScowEffect, { kind: K }>) => void;

function resolved(v: VerbContext, effect: string): void {
  v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect, ...(v.target ? { target: v.target } : {}), rule: RULES.cardEffects });
}

function targetLocation(v: VerbContext): string | null {
  const target = v.target ? v.ctx.state.cards[v.target] : undefined;
  return target ? locationOfZone(v.ctx.state, target.zone) : null;
}

export const SCOW_VERBS: { readonly [K in ScowEffect['kind']]: Handler<K> } = {
  'kill-at-target-location-unless-aboard-ship': (v, effect) => {
    const state = v.ctx.state;
    const location = targetLocation(v);
    if (!location) return;
    const guard = Object.values(state.cards).find((instance) => instance.faceUp && isInPlayZone(instance.zone) && titledAmong(effect.unlessInPlay, bp(state, instance.iid)));
    if (guard) {
      resolved(v, `no one killed (${bp(state, guard.iid).title} in play)`);
      return;
    }
    const dying = Object.values(state.cards)
      .filter((instance) => {
        if (bp(state, instance.iid).type !== 'Personnel' || locationOfZone(state, instance.zone) !== location) return false;
        const kind = zoneKind(instance.zone);
        if (kind === 'surface') return true;
        return kind === 'aboard' && bp(state, zoneArg(instance.zone)).type === 'Facility';
      })
      .map((instance) => instance.iid);
    for (const iid of dying) leavePlay(v.ctx, iid, 'killed', v.card, undefined, dying);
    resolved(v, `${dying.length} personnel killed at ${location}`);
  },
  'self-atop-target-mission-if-unsolved': (v) => {
    const state = v.ctx.state;
    const location = targetLocation(v);
    if (!location || state.completed.p1.includes(location) || state.completed.p2.includes(location)) {
      resolved(v, 'mission already solved: its points stay');
      return;
    }
    const self = state.cards[v.card]!;
    v.ctx.emit({ type: 'CardMoved', card: v.card, from: self.zone, to: Z.atop(location), faceUp: true, reason: `${bp(state, v.card).title}: the mission here is worth less`, rule: RULES.cardEffects });
    resolved(v, `mission at ${location} worth less`);
  },
};
