/**
 * Issue 15 (helper holotos): an equipment "worn" by a hologram (Mobile Holo-Emitter). It reports as
 * equipment; on its owner's turn it may be placed on one of their [Holo] personnel present (worn), and
 * taken off again (back where the wearer is, as equipment). While worn it lies on the personnel
 * (`on:WEARER`), so it moves with the wearer and is not counted among the equipment present; the wearer
 * exists activated wherever it is — aboard any ship or facility, on any planet — and may beam or walk
 * anywhere (holograms.ts › isDeactivated, checkHologramsMayGo). A wearer left somewhere holograms cannot
 * exist when the emitter comes off is erased (discarded).
 * Words:
 * - permit `wearer-exists-anywhere` (the equipment's, read while it lies on a hologram);
 * - effect `wear-on-target`: the card moves onto the target personnel (a `personnel-present` target),
 *   unless that personnel already wears such a card;
 * - effect `take-off-wearer`: the card leaves its wearer for the wearer's place.
 *   1E rulebook › HOLOGRAPHIC PERSONNEL AND EQUIPMENT › Clarification: Allowing Holograms to "Exist"
 *   Elsewhere (Mobile Holo-Emitter); ACTIVATION AND DEACTIVATION (erased where they cannot exist);
 *   EXECUTING ORDERS (equipment "worn" by a single personnel).
 */
import { bp } from '../context';
import { leavePlay } from '../attempt/leaving-play';
import { RULES } from '../rules';
import { isInPlayZone, Z, zoneArg, zoneKind } from '../zones';
import { hologramExistence, HOLOGRAM_RULES, wornEmitter } from './holograms';
import type { VerbContext } from './verbs';

export type HoloEmitterPermit = { readonly kind: 'wearer-exists-anywhere' };
export type HoloEmitterEffect = { readonly kind: 'wear-on-target' } | { readonly kind: 'take-off-wearer' };

/** For the catalogue test. */
export const HOLO_EMITTER_WORDS: readonly string[] = ['permit:wearer-exists-anywhere', 'effect:wear-on-target', 'effect:take-off-wearer'];

export const HOLO_EMITTER_VERBS: { readonly [K in HoloEmitterEffect['kind']]: (v: VerbContext, effect: Extract<HoloEmitterEffect, { kind: K }>) => void } = {
  'wear-on-target': (v) => {
    const state = v.ctx.state;
    const wearer = v.target;
    const from = state.cards[v.card]?.zone;
    if (!wearer || !from || !state.cards[wearer] || state.cards[wearer]!.zone !== from || wornEmitter(state, wearer)) {
      v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect: 'not worn: the personnel is gone or already wears one', ...(wearer ? { target: wearer } : {}), rule: RULES.cardEffects });
      return;
    }
    v.ctx.emit({ type: 'CardMoved', card: v.card, from, to: Z.on(wearer), faceUp: true, reason: `${bp(state, v.card).title}: worn by ${bp(state, wearer).title}`, rule: HOLOGRAM_RULES.existElsewhere });
  },
  'take-off-wearer': (v) => {
    const state = v.ctx.state;
    const from = state.cards[v.card]?.zone ?? '';
    if (zoneKind(from) !== 'on') return;
    const wearer = zoneArg(from);
    const place = state.cards[wearer]?.zone;
    if (!place || !isInPlayZone(place)) return;
    v.ctx.emit({ type: 'CardMoved', card: v.card, from, to: place, faceUp: true, reason: `${bp(state, v.card).title}: taken off ${bp(state, wearer).title}`, rule: HOLOGRAM_RULES.existElsewhere });
    // Holograms somewhere they cannot exist are erased at once.
    if (hologramExistence(v.ctx.state, place) === null) leavePlay(v.ctx, wearer, 'discarded', v.card);
  },
};
