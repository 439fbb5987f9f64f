/**
 * Issue 15 (helper incidents-d): effect words of this pass.
 *   `download-titled-to-hand` — the first card with one of these titles in your draw deck (or where
 *   downloads may look) goes to your hand ("you may download {Release This Pain} to hand").
 *   1E rulebook › DOWNLOADING (to hand: the card is not played).
 */
import { bp } from '../context';
import { RULES } from '../rules';
import { Z } from '../zones';
import { findToDownload } from './downloads';
import type { VerbContext } from './verbs';

export type IncidentsDEffect = { readonly kind: 'download-titled-to-hand'; readonly titles: readonly string[] };

export const INCIDENTS_D_VERBS: { readonly [K in IncidentsDEffect['kind']]: (v: VerbContext, effect: Extract<IncidentsDEffect, { kind: K }>) => void } = {
  'download-titled-to-hand': (v, effect) => {
    for (const title of effect.titles) {
      const found = findToDownload(v.ctx.state, v.player, title);
      if (!found || v.ctx.state.cards[found]!.zone === Z.hand(v.player)) continue;
      v.ctx.emit({ type: 'CardMoved', card: found, from: v.ctx.state.cards[found]!.zone, to: Z.hand(v.player), faceUp: false, reason: `${bp(v.ctx.state, v.card).title}: ${title} downloaded to hand`, rule: `${RULES.cardEffects}; 1E rulebook › DOWNLOADING` });
      return;
    }
    v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect: `nothing to download (${effect.titles.join(', ')})`, rule: RULES.cardEffects });
  },
};
