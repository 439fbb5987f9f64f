/**
 * Issue 15 (helper report): a download that names its place — "download a "support personnel" (once per
 * game per Personnel card title) to your matching ship that has two or more staffing icons, or to your
 * matching facility" (Assign Support Personnel). Special reporting: the card names the place, so native
 * quadrant and the facility's compatibility are not asked; "matching" is (the card and the place share an
 * affiliation).
 *   Target `personnel-to-download-aboard` (`card>place`): the first copy of each matching personnel
 *   where downloads look, with each of your ships (`ships.minStaffingIcons`) and facilities (`facilities`)
 *   in play it may go aboard; with `oncePerGamePerTitle`, none of a title this card already downloaded.
 *   Effect `download-target-aboard`: the chosen card is downloaded aboard the place (if both are still
 *   there; else the download is invalid), recording its title when `oncePerGamePerTitle`.
 *   1E rulebook › DOWNLOADING (special reporting; Clarifications: Invalid Downloads); MISCELLANEOUS
 *   RULES › "ONCE PER GAME" AND SIMILAR LIMITS.
 */
import type { Card } from '@captains-log/cards';
import { blueprintOf, titledAmong } from '../card-facts';
import { bp } from '../context';
import { RULES } from '../rules';
import { tableIndex } from '../table-index';
import type { GameState, PlayerId } from '../types';
import { cardsIn, locationOfZone, Z } from '../zones';
import { checkDownloadable, downloadableCards, downloadCard, searchedZones } from './downloads';
import { isSupportPersonnel, staffingIconCount } from './report-places';
import type { VerbContext } from './verbs';
import type { DownloadFilter } from './vocabulary-downloads';
import { finding } from './target-table';

export type DownloadAboardTarget = {
  readonly kind: 'personnel-to-download-aboard';
  readonly filter: DownloadFilter;
  /** Only "support personnel" (report-places.ts › isSupportPersonnel). */
  readonly supportPersonnel?: true;
  /** Aboard your ships with at least this many staffing icons. */
  readonly ships?: { readonly minStaffingIcons?: number };
  /** Aboard your facilities. */
  readonly facilities?: true;
  /** The card and the place share an affiliation. */
  readonly matching?: true;
  /** One card of each title for the whole game (keyed by this card's title). */
  readonly oncePerGamePerTitle?: true;
  /** Issue 15 (helper turns): only a place where a personnel of yours with one of these titles is aboard ("to your {Karen Loews}"). */
  readonly withPersonnel?: readonly string[];
};

export type DownloadAboardEffect = { readonly kind: 'download-target-aboard'; readonly oncePerGamePerTitle?: true };

/** The ability-use key of a title downloaded by the card titled `source`. */
const titleKey = (player: PlayerId, source: string, title: string) => `${player}|${source} download:${title}`;

function placeFits(state: GameState, player: PlayerId, card: Card, place: string, spec: DownloadAboardTarget): boolean {
  const instance = state.cards[place];
  if (!instance || instance.owner !== player || !instance.faceUp || locationOfZone(state, instance.zone) === null) return false;
  const placeCard = blueprintOf(state, place);
  const kindOk = placeCard.type === 'Ship' ? spec.ships !== undefined && staffingIconCount(placeCard) >= (spec.ships.minStaffingIcons ?? 0) : placeCard.type === 'Facility' && spec.facilities === true;
  if (spec.withPersonnel && !cardsIn(state, Z.aboard(place)).some((iid) => state.cards[iid]!.owner === player && bp(state, iid).type === 'Personnel' && titledAmong(spec.withPersonnel!, bp(state, iid)))) return false;
  return kindOk && (!spec.matching || placeCard.affiliations.some((affiliation) => card.affiliations.includes(affiliation)));
}

export function downloadAboardTargets(state: GameState, player: PlayerId, spec: DownloadAboardTarget, self?: string): string[] {
  const source = self ? bp(state, self).title : '';
  const cards = downloadableCards(state, player, spec.filter, (_, card) => card.type === 'Personnel' && (!spec.supportPersonnel || isSupportPersonnel(card)) && !(spec.oncePerGamePerTitle && state.abilityUses?.[titleKey(player, source, card.title)] !== undefined));
  const places = (tableIndex(state).inPlayBy[player] ?? []).map((instance) => instance.iid);
  return cards.flatMap((iid) => places.filter((place) => placeFits(state, player, bp(state, iid), place, spec)).map((place) => `${iid}>${place}`));
}

type Handler<K extends DownloadAboardEffect['kind']> = (v: VerbContext, effect: Extract<DownloadAboardEffect, { kind: K }>) => void;

export const DOWNLOAD_ABOARD_VERBS: { readonly [K in DownloadAboardEffect['kind']]: Handler<K> } = {
  'download-target-aboard': (v, effect) => {
    const state = v.ctx.state;
    const [iid, place] = (v.target ?? '').split('>') as [string, string | undefined];
    const source = bp(state, v.card).title;
    const found = state.cards[iid];
    const still = found !== undefined && searchedZones(state, v.player).includes(found.zone) && checkDownloadable(state, v.player, iid) === null;
    if (!still || !place || !state.cards[place] || locationOfZone(state, state.cards[place]!.zone) === null) {
      v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect: 'download invalid: the card or the place is gone', ...(v.target ? { target: v.target } : {}), rule: `${RULES.cardEffects}; 1E rulebook › DOWNLOADING › Clarifications: Invalid Downloads` });
      return;
    }
    if (effect.oncePerGamePerTitle) v.ctx.emit({ type: 'CardAbilityUsed', player: v.player, title: `${source} download:${bp(state, iid).title}`, turn: state.turn?.number ?? 0, rule: RULES.oncePerTurn });
    downloadCard(v.ctx, v.player, iid, v.card, { to: Z.aboard(place) });
  },
};

export const DOWNLOAD_ABOARD_WORDS: readonly string[] = ['target:personnel-to-download-aboard', 'effect:download-target-aboard'];

/** The target words whose legal targets this module finds (behaviour/targets.ts). */
export const DOWNLOADS_ABOARD_TARGETS = finding(['personnel-to-download-aboard'], (state, player, spec, self) => downloadAboardTargets(state, player, spec, self));
