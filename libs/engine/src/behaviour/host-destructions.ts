/**
 * Issue 15 (helper tail1): "destroys outpost and all ships here" — a card lying on a facility destroys that facility and
 * every ship at its location (anyone's, docked ones included), as a countdown runs out (Omega Particle).
 * - effect `destroy-host-facility-and-ships-here`: the facility the card lies on (`on:` zone) and each ship in space or
 *   docked at that location are destroyed (attempt/leaving-play.ts › destroyShip: what is aboard goes with them). The
 *   card itself is not moved (a `discard-self` after it discards it).
 *   1E rulebook › THE CARDS › EVENTS, INCIDENTS, & OBJECTIVES; END OF TURN › COUNTDOWNS; GETTING HURT › DESTROYED.
 */
import { bp } from '../context';
import { destroyShip } from '../attempt/leaving-play';
import { RULES } from '../rules';
import { tableIndex } from '../table-index';
import { locationOfZone, zoneArg, zoneKind } from '../zones';
import type { VerbContext } from './verbs';

export type HostDestructionEffect = { readonly kind: 'destroy-host-facility-and-ships-here' };

export const HOST_DESTRUCTION_VERBS: { readonly 'destroy-host-facility-and-ships-here': (v: VerbContext, effect: HostDestructionEffect) => void } = {
  'destroy-host-facility-and-ships-here': (v) => {
    const state = v.ctx.state;
    const zone = state.cards[v.card]?.zone ?? '';
    const host = zoneKind(zone) === 'on' ? zoneArg(zone) : undefined;
    const location = host && state.cards[host] ? locationOfZone(state, state.cards[host]!.zone) : null;
    if (!host || !location || bp(state, host).type !== 'Facility') {
      v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect: 'not on a facility: nothing destroyed', rule: RULES.cardEffects });
      return;
    }
    const ships = tableIndex(state).onSpaceline.filter((instance) => {
      const kind = zoneKind(instance.zone);
      return (kind === 'space' || kind === 'docked') && bp(state, instance.iid).type === 'Ship' && locationOfZone(state, instance.zone) === location;
    }).map((instance) => instance.iid);
    destroyShip(v.ctx, host, v.card);
    for (const ship of ships) if (v.ctx.state.cards[ship] && locationOfZone(v.ctx.state, v.ctx.state.cards[ship]!.zone) === location && ['space', 'docked'].includes(zoneKind(v.ctx.state.cards[ship]!.zone))) destroyShip(v.ctx, ship, v.card);
    v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect: `${bp(state, host).title} and ${ships.length} ship(s) destroyed`, rule: RULES.cardEffects });
  },
};

export const HOST_DESTRUCTION_WORDS: readonly string[] = ['effect:destroy-host-facility-and-ships-here'];
