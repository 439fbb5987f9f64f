/**
 * Issue 15 (battle2): a unique ship downloaded to take the place of your universal ship of the same class
 * at the card's location ('45 Dom Perignon). Words:
 * - target `universal-ship-here-to-replace`: written `old>new` — `old` your universal ship at this card's
 *   location (in space or docked), `new` a unique ship of the same class in your draw deck or hand that
 *   may be downloaded now (downloads.ts › checkDownloadable: uniqueness, downloads forbidden);
 * - effect `replace-ship-by-download`: `new` is downloaded where `old` is, everything aboard `old` moves
 *   aboard `new`, and `old` is discarded (with the cards lying on it).
 *   1E rulebook › DOWNLOADING (and › Clarifications: Invalid Downloads); THE CARDS › SHIPS (universal and
 *   unique ships); GETTING HURT (a replaced card is discarded, not destroyed: its crew does not die).
 * Decisions: the new ship enters play unstopped and undamaged (a new card); what lay on the old ship
 * (events, dilemmas) is discarded with it; "here" is this card's location, wherever it is (aboard the
 * ship itself, on the planet, on another ship there).
 */
import { bp } from '../context';
import { RULES } from '../rules';
import { leavePlay } from '../attempt/leaving-play';
import type { GameState, PlayerId } from '../types';
import { cardsIn, locationOfZone, Z, zoneKind } from '../zones';
import { checkDownloadable, downloadCard, searchedZones, DOWNLOAD_RULES } from './downloads';
import type { VerbContext } from './verbs';
import { finding } from './target-table';

export type ShipReplacementTarget = { readonly kind: 'universal-ship-here-to-replace' };
export type ShipReplacementEffect = { readonly kind: 'replace-ship-by-download' };

/** For the catalogue test. */
export const SHIP_REPLACEMENT_WORDS: readonly string[] = ['target:universal-ship-here-to-replace', 'effect:replace-ship-by-download'];

function yourUniversalShipsHere(state: GameState, player: PlayerId, self: string | undefined): string[] {
  const zone = self ? state.cards[self]?.zone : undefined;
  const location = zone ? locationOfZone(state, zone) : null;
  if (!location) return [];
  return Object.values(state.cards)
    .filter((instance) => instance.owner === player && ['space', 'docked'].includes(zoneKind(instance.zone)) && locationOfZone(state, instance.zone) === location)
    .filter((instance) => {
      const card = bp(state, instance.iid);
      return card.type === 'Ship' && card.universal && !!card.ship?.shipClass;
    })
    .map((instance) => instance.iid);
}

function replacements(state: GameState, player: PlayerId, old: string): string[] {
  const shipClass = bp(state, old).ship?.shipClass;
  const seen = new Set<string>();
  return searchedZones(state, player).flatMap((zone) =>
    cardsIn(state, zone).filter((iid) => {
      const card = bp(state, iid);
      if (card.type !== 'Ship' || card.universal || card.ship?.shipClass !== shipClass || seen.has(card.id) || checkDownloadable(state, player, iid) !== null) return false;
      seen.add(card.id);
      return true;
    }),
  );
}

export function shipReplacementTargets(state: GameState, player: PlayerId, self: string | undefined): string[] {
  return yourUniversalShipsHere(state, player, self).flatMap((old) => replacements(state, player, old).map((fresh) => `${old}>${fresh}`));
}

export const SHIP_REPLACEMENT_VERBS: { readonly [K in ShipReplacementEffect['kind']]: (v: VerbContext, effect: Extract<ShipReplacementEffect, { kind: K }>) => void } = {
  'replace-ship-by-download': (v) => {
    const state = v.ctx.state;
    const [old, fresh] = (v.target ?? '').split('>') as [string, string];
    const place = state.cards[old]?.zone;
    const ok = !!place && ['space', 'docked'].includes(zoneKind(place)) && !!state.cards[fresh] && searchedZones(state, v.player).includes(state.cards[fresh]!.zone) && checkDownloadable(state, v.player, fresh) === null;
    if (!ok) {
      v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect: 'download invalid: a ship is no longer available', ...(v.target ? { target: v.target } : {}), rule: DOWNLOAD_RULES.invalid });
      return;
    }
    downloadCard(v.ctx, v.player, fresh, v.card, { to: place });
    const title = bp(state, v.card).title;
    for (const iid of [...cardsIn(v.ctx.state, Z.aboard(old))])
      v.ctx.emit({ type: 'CardMoved', card: iid, from: Z.aboard(old), to: Z.aboard(fresh), faceUp: v.ctx.state.cards[iid]!.faceUp, reason: `${title}: aboard the ship that replaces ${bp(state, old).title}`, rule: RULES.cardEffects });
    leavePlay(v.ctx, old, 'discarded', v.card);
    v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect: `${bp(state, fresh).title} replaces ${bp(state, old).title}`, target: v.target!, rule: RULES.cardEffects });
  },
};

/** The target words whose legal targets this module finds (behaviour/targets.ts). */
export const SHIP_REPLACEMENTS_TARGETS = finding(['universal-ship-here-to-replace'], (state, player, _spec, self) => shipReplacementTargets(state, player, self));
