/**
 * The response window after personnel are assimilated (issue 15, windows): `personnel-assimilated`.
 * After a command that assimilated personnel (as drones or counterparts: `CardsAssimilated`), the
 * victims' player and then the assimilating player may respond ("… just assimilated as a drone";
 * "when you assimilate an opponent's personnel"). As for the "just killed" and "just captured"
 * windows (responses.ts › openKilledWindows, captives.ts › openCapturedWindows) it opens only when
 * the command leaves nothing pending (no attempt, no window, no manual effect) — an assimilation
 * followed by a held battle-ended window gets none (the same known gap) — and, like the other
 * windows of this pass (attempt-windows.ts), only when a player passes windows explicitly: an
 * automatic pass reveals nothing but that public setting.
 *   1E rulebook › Borg Rule: Personnel Assimilation; THE PLAY PHASE › Alternating Actions;
 *   Clarifications: Valid responses › When Responses Happen; MISCELLANEOUS RULES › RANDOM SELECTION.
 *
 * Words:
 * - target `your-personnel-just-assimilated` (`as`): a personnel you own (now controlled by the
 *   assimilating player) the open window names,
 *   assimilated in that way (Mercy Kill: "as a drone").
 * - target `your-drone-present-with-just-assimilated` (`icon`): a personnel you own and control
 *   showing `icon`, present with a personnel the open window names (One with the Borg's [Def] drone).
 * - effect `target-beneath-draw-then-assimilate-random-present`: the target goes beneath its
 *   owner's draw deck; then one of the opponent's personnel present where it was (not assimilated
 *   already, not a hologram…), picked at random, is assimilated as a drone.
 */
import { bp, type Ctx } from '../context';
import { selectAtRandom } from './random-selection';
import { RULES } from '../rules';
import type { GameState, PlayerId } from '../types';
import { cardsIn, isInPlayZone, other, Z } from '../zones';
import { openFor, topWindow } from './responses';
import { assimilate, assimilationProblem } from './assimilation';
import { finding } from './target-table';
import type { VerbContext } from './verbs';
import type { AssimilatedAs } from './assimilated-cards';

/** The window added here (joins vocabulary-windows.ts › WindowsAction). */
export type AssimilationWindowAction = 'personnel-assimilated';

export type AssimilationWindowTarget =
  | { readonly kind: 'your-personnel-just-assimilated'; readonly as?: AssimilatedAs }
  | { readonly kind: 'your-drone-present-with-just-assimilated'; readonly icon: string };

export type AssimilationWindowEffect = { readonly kind: 'target-beneath-draw-then-assimilate-random-present' };

export const ASSIMILATION_WINDOW_WORDS: readonly string[] = ['target:your-personnel-just-assimilated', 'target:your-drone-present-with-just-assimilated'];

/** Some player passes explicitly at every window (responses.ts › asksFor): else these windows would open and close at once. */
const anyExplicit = (state: GameState): boolean => !!state.explicitEvery?.p1 || !!state.explicitEvery?.p2;

export function openAssimilatedWindows(ctx: Ctx): void {
  const state = ctx.state;
  if (state.phase !== 'play' || !state.turn || state.attempt || (state.windows ?? []).length > 0 || state.pendingManual || !anyExplicit(state)) return;
  let by: PlayerId | undefined;
  const cards: string[] = [];
  for (const event of ctx.events)
    if (event.type === 'CardsAssimilated')
      for (const record of event.cards)
        if ((record.as === 'drone' || record.as === 'counterpart') && state.cards[record.card] && isInPlayZone(state.cards[record.card]!.zone)) {
          by = event.by;
          cards.push(record.card);
        }
  if (!by || cards.length === 0) return;
  openFor(ctx, { action: 'personnel-assimilated', card: cards[0]!, cards, by, player: other(by) }, false);
}

function justAssimilated(state: GameState): string[] {
  const top = topWindow(state);
  if (top?.action !== 'personnel-assimilated') return [];
  return (top.cards ?? []).filter((iid) => state.cards[iid] && isInPlayZone(state.cards[iid]!.zone));
}

export function assimilationWindowTargets(state: GameState, player: PlayerId, spec: AssimilationWindowTarget): string[] {
  const victims = justAssimilated(state);
  switch (spec.kind) {
    case 'your-personnel-just-assimilated':
      // A card's `owner` field names its controller (control.ts): the owner of a personnel assimilated is kept in `state.control`.
      return victims.filter((iid) => (state.control?.[iid]?.owner ?? state.cards[iid]!.owner) === player && (!spec.as || state.assimilated?.[iid]?.as === spec.as));
    case 'your-drone-present-with-just-assimilated': {
      if (topWindow(state)?.by !== player) return [];
      const zones = new Set(victims.map((iid) => state.cards[iid]!.zone));
      const out: string[] = [];
      for (const zone of zones)
        for (const iid of cardsIn(state, zone)) {
          const instance = state.cards[iid]!;
          const card = bp(state, iid);
          if (instance.owner === player && !state.control?.[iid] && card.type === 'Personnel' && card.icons.some((icon) => icon.code === spec.icon) && !victims.includes(iid)) out.push(iid);
        }
      return out;
    }
  }
}

export const ASSIMILATION_WINDOW_TARGETS = finding(['your-personnel-just-assimilated', 'your-drone-present-with-just-assimilated'], (state, player, spec) => assimilationWindowTargets(state, player, spec));

export const ASSIMILATION_WINDOW_VERBS: { readonly [K in AssimilationWindowEffect['kind']]: (v: VerbContext, effect: Extract<AssimilationWindowEffect, { kind: K }>) => void } = {
  'target-beneath-draw-then-assimilate-random-present': (v) => {
    const state = v.ctx.state;
    const drone = state.cards[v.target!];
    const resolved = (effect: string) => v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect, ...(v.target ? { target: v.target } : {}), rule: RULES.cardEffects });
    if (!drone || !isInPlayZone(drone.zone)) return resolved('the drone is no longer in play');
    const zone = drone.zone;
    v.ctx.emit({ type: 'CardMoved', card: drone.iid, from: zone, to: Z.draw(drone.owner), faceUp: false, reason: `${bp(state, v.card).title}: placed beneath the draw deck`, rule: RULES.cardEffects });
    const candidates = cardsIn(v.ctx.state, zone).filter((iid) => {
      const instance = v.ctx.state.cards[iid]!;
      return instance.owner !== v.player && bp(v.ctx.state, iid).type === 'Personnel' && !assimilationProblem(v.ctx.state, iid, v.player, 'drone');
    });
    if (candidates.length === 0) return resolved('no other opposing personnel present to assimilate');
    let pick = candidates[0]!;
    if (candidates.length > 1) {
      pick = selectAtRandom(v.ctx, { purpose: `${bp(v.ctx.state, v.card).title} (personnel assimilated)`, candidates, draw: 'pick', hurts: true })[0]!;
    }
    assimilate(v.ctx, [{ card: pick, as: 'drone' }], v.player, v.card);
    resolved('another opposing personnel present assimilated');
  },
};
