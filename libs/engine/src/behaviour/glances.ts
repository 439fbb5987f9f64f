/**
 * Issue 15 (events, helper events-f): a card lying on a personnel that lets its owner glance, where
 * that personnel is present, at the opposing Away Team on its planet or at the bottom seed card of the
 * mission at its location (Ocular Implants). Ability effects with no target: the place is the host's.
 * Joined to the Effect union of vocabulary.ts with one line; verbs in verbs.ts › composeVerbs.
 *   1E rulebook › MISCELLANEOUS RULES › LOOKING AT CARDS (shown to the looking player only: `CardsShown`);
 *   CONTROL AND OWNERSHIP › "HERE" AND "PRESENT".
 */
import { bp } from '../context';
import { RULES } from '../rules';
import { cardsIn, locationOfZone, Z, zoneArg, zoneKind } from '../zones';
import type { VerbContext } from './verbs';

export type GlanceEffect =
  /** The opposing personnel on the planet surface where the personnel this card lies on is (none unless it is on that surface) are shown to you. */
  | { readonly kind: 'glance-opposing-away-team-present' }
  /** The bottom seed card of the mission where the personnel this card lies on is, shown to you. */
  | { readonly kind: 'glance-bottom-seed-here' };

function hostZone(v: VerbContext): string | null {
  const self = v.ctx.state.cards[v.card]!;
  if (zoneKind(self.zone) !== 'on') return null;
  return v.ctx.state.cards[zoneArg(self.zone)]?.zone ?? null;
}

function shown(v: VerbContext, zone: string, cards: readonly string[], what: string): void {
  v.ctx.emit({ type: 'CardsShown', to: v.player, zone, cards: cards.map((iid) => ({ iid, title: bp(v.ctx.state, iid).title })), source: v.card, rule: RULES.lookingAtCards });
  v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect: `${v.player} glances at ${what} (${cards.length})`, rule: RULES.lookingAtCards });
}

type Handler<K extends GlanceEffect['kind']> = (v: VerbContext, effect: Extract<GlanceEffect, { kind: K }>) => void;

export const GLANCE_VERBS: { readonly [K in GlanceEffect['kind']]: Handler<K> } = {
  'glance-opposing-away-team-present': (v) => {
    const zone = hostZone(v);
    const team = zone && zoneKind(zone) === 'surface' ? cardsIn(v.ctx.state, zone).filter((iid) => v.ctx.state.cards[iid]!.owner !== v.player) : [];
    shown(v, zone ?? Z.table(v.player), team, 'the opposing Away Team present');
  },
  'glance-bottom-seed-here': (v) => {
    const zone = hostZone(v);
    const location = zone ? locationOfZone(v.ctx.state, zone) : null;
    const under = location ? `under:${location}` : Z.table(v.player);
    shown(v, under, location ? cardsIn(v.ctx.state, under).slice(0, 1) : [], 'the bottom seed card here');
  },
};
