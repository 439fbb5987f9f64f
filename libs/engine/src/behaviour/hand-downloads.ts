/**
 * Issue 15 (download): "download … to hand". The card is found where downloads look (draw deck, and
 * the discard pile when a card allows it: downloads.ts › searchedZones; a card already in hand needs
 * no download) and taken into hand instead of entering play; the opponent is shown it and the deck
 * searched is reshuffled.
 *   1E rulebook › DOWNLOADING (search, then reshuffle); › Clarifications: Downloading (a download
 *   "to hand" adds the card to your hand; your opponent may always see a downloaded card);
 *   › Clarifications: Invalid Downloads (a card no longer there: nothing happens).
 * Words:
 * - target `card-to-download-to-hand` (`filter`: a DownloadFilter) — one card per title that may be
 *   downloaded now (downloads.ts › downloadableCards: uniqueness, the personnel download limit, a card
 *   forbidding downloads), not in hand. Officer Exchange Program: I.K.S. Pagh or a [TNG] personnel
 *   naming it in lore.
 * - effect `download-target-to-hand` — that card to its owner's hand (`CardMoved`), `CardsShown` to the
 *   opponent, the draw deck reshuffled (`DeckShuffled`) when it came from there.
 */
import { bp } from '../context';
import { shuffleZone } from '../seeding';
import type { GameState, PlayerId } from '../types';
import { other, Z } from '../zones';
import { checkDownloadable, downloadableCards, DOWNLOAD_RULES, searchedZones } from './downloads';
import type { DownloadFilter } from './vocabulary-downloads';
import type { VerbContext } from './verbs';
import { finding } from './target-table';

export type HandDownloadTarget = { readonly kind: 'card-to-download-to-hand'; readonly filter: DownloadFilter };
export type HandDownloadEffect = { readonly kind: 'download-target-to-hand' };

/** For the catalogue test. */
export const HAND_DOWNLOAD_WORDS: readonly string[] = ['target:card-to-download-to-hand', 'effect:download-target-to-hand'];

/** The cards `player` may download to hand now: the first of each title found outside their hand. */
export function handDownloadTargets(state: GameState, player: PlayerId, spec: HandDownloadTarget): string[] {
  const hand = Z.hand(player);
  return downloadableCards(state, player, spec.filter, (iid) => state.cards[iid]!.zone !== hand, hand);
}

export const HAND_DOWNLOAD_VERBS: { readonly [K in HandDownloadEffect['kind']]: (v: VerbContext, effect: Extract<HandDownloadEffect, { kind: K }>) => void } = {
  'download-target-to-hand': (v) => {
    const state = v.ctx.state;
    const instance = v.target ? state.cards[v.target] : undefined;
    const zone = instance?.zone;
    if (!instance || !zone || zone === Z.hand(v.player) || !searchedZones(state, v.player).includes(zone) || checkDownloadable(state, v.player, v.target!, false, false, Z.hand(v.player))) {
      v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect: 'download invalid: the card is no longer available', ...(v.target ? { target: v.target } : {}), rule: DOWNLOAD_RULES.invalid });
      return;
    }
    const title = bp(state, v.target!).title;
    v.ctx.emit({ type: 'CardMoved', card: v.target!, from: zone, to: Z.hand(v.player), faceUp: false, reason: `${bp(state, v.card).title}: ${title} downloaded to hand`, rule: DOWNLOAD_RULES.clarifications });
    v.ctx.emit({ type: 'CardsShown', to: other(v.player), zone, cards: [{ iid: v.target!, title }], source: v.card, rule: DOWNLOAD_RULES.clarifications });
    if (zone === Z.draw(v.player)) shuffleZone(v.ctx, Z.draw(v.player), DOWNLOAD_RULES.downloading);
    v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect: `downloaded ${title} to hand`, target: v.target!, rule: DOWNLOAD_RULES.downloading });
  },
};

/** The target words whose legal targets this module finds (behaviour/targets.ts). */
export const HAND_DOWNLOADS_TARGETS = finding(['card-to-download-to-hand'], (state, player, spec) => handDownloadTargets(state, player, spec));
