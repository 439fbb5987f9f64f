/**
 * Issue 15 (holoprograms): the Holoprogram incidents' shared shape. Each one seeds or plays on a ship
 * (or facility) of yours that has a Holodeck and lies there; while it does, named holographic
 * personnel may report aboard that host (the existing `report-aboard` permit of a card lying on a
 * ship: report-aboard.ts › reportAboardFiltersOf), and "in place of your normal card play" its owner
 * may download such a personnel aboard (an `ActivateCard` ability with the `normal-card-play` cost).
 * Words:
 * - target `your-holodeck` (`facilities`, `anyones`): one of your ships in play on which holograms
 *   are activated — it has a Holodeck, printed or given by a card (holograms.ts › hologramExistence);
 *   with `facilities`, a facility with a Holodeck too; with `anyones`, the opponent's as well ("any
 *   ship or facility with a Holodeck"). The card is played on it (`duration: 'on-target-card'`).
 * - target `download-aboard-host` (`filter`): a card matching `filter` in your draw deck or hand that
 *   may be downloaded now (downloads.ts › checkDownloadable: the personnel download limit, uniqueness)
 *   and is compatible with the ship or facility this card lies on, written `card>host`;
 * - effect `download-aboard-host`: the card of that target is downloaded aboard the host, if both are
 *   still there (else the download is invalid and nothing happens).
 *   1E rulebook › DOWNLOADING; DOWNLOADING › Clarifications: Invalid Downloads; REPORTING FOR DUTY ›
 *   COMPATIBLE; HOLOGRAPHIC PERSONNEL AND EQUIPMENT › ACTIVATION AND DEACTIVATION.
 */
import { compatible } from '../card-facts';
import { bp } from '../context';
import { RULES } from '../rules';
import type { GameState, PlayerId } from '../types';
import { isInPlayZone, locationOfCard, Z, zoneArg, zoneKind } from '../zones';
import { checkDownloadable, downloadableCards, downloadCard, searchedZones } from './downloads';
import { hologramExistence } from './holograms';
import { mixesOf } from './play';
import type { DownloadFilter } from './vocabulary-downloads';
import type { VerbContext } from './verbs';
import { finding } from './target-table';

export type HoloprogramTarget =
  | { readonly kind: 'your-holodeck'; readonly facilities?: true; readonly anyones?: true }
  | { readonly kind: 'download-aboard-host'; readonly filter: DownloadFilter };
export type HoloprogramEffect = { readonly kind: 'download-aboard-host' };

/** For the catalogue test. */
export const HOLOPROGRAM_WORDS: readonly string[] = ['target:your-holodeck', 'target:download-aboard-host', 'effect:download-aboard-host'];

/** The ship or facility the card lies on (in play), if any (also read by romance.ts). */
export function hostOf(state: GameState, iid: string | undefined): string | undefined {
  const zone = iid ? state.cards[iid]?.zone : undefined;
  if (!zone || zoneKind(zone) !== 'on') return undefined;
  const host = zoneArg(zone);
  const instance = state.cards[host];
  if (!instance || !isInPlayZone(instance.zone)) return undefined;
  const type = bp(state, host).type;
  return type === 'Ship' || type === 'Facility' ? host : undefined;
}

function hasHolodeck(state: GameState, iid: string): boolean {
  return hologramExistence(state, Z.aboard(iid)) === 'activated';
}

export function holoprogramTargets(state: GameState, player: PlayerId, spec: HoloprogramTarget, self?: string): string[] {
  if (spec.kind === 'your-holodeck')
    return Object.values(state.cards)
      .filter((instance) => (spec.anyones || instance.owner === player) && ['space', 'docked', 'surface'].includes(zoneKind(instance.zone)))
      .filter((instance) => {
        const type = bp(state, instance.iid).type;
        return (type === 'Ship' || (spec.facilities === true && type === 'Facility')) && hasHolodeck(state, instance.iid);
      })
      .map((instance) => instance.iid);
  const host = hostOf(state, self);
  if (!host) return [];
  const hostCard = bp(state, host);
  const mixes = mixesOf(state, player, locationOfCard(state, host));
  return downloadableCards(state, player, spec.filter, (_iid, card) => card.type !== 'Personnel' || compatible(card, hostCard, mixes)).map((iid) => `${iid}>${host}`);
}

export const HOLOPROGRAM_VERBS: { readonly [K in HoloprogramEffect['kind']]: (v: VerbContext, effect: Extract<HoloprogramEffect, { kind: K }>) => void } = {
  'download-aboard-host': (v) => {
    const state = v.ctx.state;
    const [iid, host] = (v.target ?? '').split('>') as [string, string];
    const instance = state.cards[iid];
    const still = !!instance && searchedZones(state, v.player).includes(instance.zone) && checkDownloadable(state, v.player, iid) === null && hostOf(state, v.card) === host;
    if (!still) {
      // 1E rulebook › DOWNLOADING › Clarifications: Invalid Downloads.
      v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect: 'download invalid: the card or its host is no longer available', ...(v.target ? { target: v.target } : {}), rule: RULES.cardEffects });
      return;
    }
    downloadCard(v.ctx, v.player, iid, v.card, { to: Z.aboard(host) });
    v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect: `downloaded ${bp(state, iid).title} aboard ${bp(state, host).title}`, target: v.target!, rule: RULES.cardEffects });
  },
};

/** The target words whose legal targets this module finds (behaviour/targets.ts). */
export const HOLOPROGRAMS_TARGETS = finding(['your-holodeck', 'download-aboard-host'], (state, player, spec, self) => holoprogramTargets(state, player, spec, self));
