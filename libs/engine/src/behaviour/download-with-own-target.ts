/**
 * Issue 15 (helper bogborg): "you may discard this incident to download {X}" where X is an interrupt or event that is
 * played onto a target of its own (Access Denied → Fractal Encryption Code on your ship or outpost with your android
 * aboard). The `card-to-download` target takes untargeted played cards only (downloads.ts › downloadTargets).
 * Words:
 * - target `card-with-own-target` (`titles`): the first copy of each such card in your draw deck or hand that may be
 *   downloaded now (downloads.ts › checkDownloadable), with each valid target of its own script — `card>target`;
 * - effect `download-with-own-target`: that card is downloaded and played onto that target (downloads.ts ›
 *   downloadCard with `cardTarget`: it lands where its script sends it and its `played` effects run), if both are
 *   still valid; else the download is invalid and nothing enters play.
 *   1E rulebook › DOWNLOADING (and › Clarifications: Invalid Downloads); THE PLAY PHASE (suspending play).
 */
import { bp } from '../context';
import { RULES } from '../rules';
import type { GameState, PlayerId } from '../types';
import { checkDownloadable, checkPlayedTarget, downloadableCards, downloadCard, searchedZones } from './downloads';
import type { DownloadFilter } from './vocabulary-downloads';
import { validTargets } from './play';
import { behaviourOf } from './registry';
import { finding } from './target-table';
import { tableIndex } from '../table-index';
import { placedSite } from './site-basics';
import type { VerbContext } from './verbs';

export type OwnTargetDownloadTarget = {
  readonly kind: 'card-with-own-target';
  readonly titles?: readonly string[];
  /** Issue 15 (lead): a kind of card instead of titles ("download an objective"), and cards that take no target too (`iid` alone). */
  readonly filter?: DownloadFilter;
  readonly untargetedToo?: true;
  /** Issue 15 (helper finish): besides its own targets, any docking site in play ("download {Spacedock} (even to a docking site)"); the effect says it too. */
  readonly orDockingSites?: true;
};
export type OwnTargetDownloadEffect = { readonly kind: 'download-with-own-target'; readonly orDockingSites?: true };

/** For the catalogue test. */
export const OWN_TARGET_DOWNLOAD_WORDS: readonly string[] = ['target:card-with-own-target', 'effect:download-with-own-target'];

/** The targets of `iid`'s own script it may be played onto now (none for a card built or without targets). */
function ownTargets(state: GameState, player: PlayerId, iid: string, orDockingSites = false): readonly string[] {
  const script = behaviourOf(state.cards[iid]!.blueprint);
  if (!script?.targets || script.play?.window.kind === 'build') return [];
  const own = validTargets(state, player, script.targets, iid);
  if (!orDockingSites || script.duration !== 'on-target-card') return own;
  // Issue 15 (helper finish): the docking sites in play (site-basics.ts › placedSite: a site on a Nor whose spec docks ships).
  const sites = tableIndex(state).inPlay.filter((instance) => !!placedSite(state, instance.iid)?.spec.docking).map((instance) => instance.iid);
  return [...own, ...sites.filter((site) => !own.includes(site))];
}

/** Whether `iid` takes no target of its own (its script names none, or it has no script) and may enter play so. */
function untargeted(state: GameState, player: PlayerId, iid: string): boolean {
  return !behaviourOf(state.cards[iid]!.blueprint)?.targets && checkPlayedTarget(state, player, iid, undefined) === null;
}

export function ownTargetDownloads(state: GameState, player: PlayerId, spec: OwnTargetDownloadTarget): string[] {
  return downloadableCards(state, player, spec.filter ?? { titles: spec.titles ?? [] }).flatMap((iid) =>
    spec.untargetedToo && untargeted(state, player, iid) ? [iid] : ownTargets(state, player, iid, spec.orDockingSites === true).map((target) => `${iid}>${target}`),
  );
}

function split(target: string | undefined): [string, string] {
  const text = target ?? '';
  const at = text.indexOf('>');
  return at < 0 ? [text, ''] : [text.slice(0, at), text.slice(at + 1)];
}

export const OWN_TARGET_DOWNLOAD_VERBS: { readonly [K in OwnTargetDownloadEffect['kind']]: (v: VerbContext, effect: Extract<OwnTargetDownloadEffect, { kind: K }>) => void } = {
  'download-with-own-target': (v, effect) => {
    const state = v.ctx.state;
    const [iid, target] = split(v.target);
    const instance = state.cards[iid];
    // A target without '>' names a card that takes no target (offered only where the word allows it: `untargetedToo`).
    const placed = !!instance && (target ? ownTargets(state, v.player, iid, effect.orDockingSites === true).includes(target) : untargeted(state, v.player, iid));
    const still = !!instance && placed && searchedZones(state, v.player).includes(instance.zone) && checkDownloadable(state, v.player, iid) === null;
    if (!still) {
      v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect: 'download invalid: the card or its target is no longer available', ...(v.target ? { target: v.target } : {}), rule: RULES.cardEffects });
      return;
    }
    downloadCard(v.ctx, v.player, iid, v.card, target ? { cardTarget: target } : {});
    v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect: `downloaded ${bp(state, iid).title}${target ? ' onto its target' : ''}`, target: v.target!, rule: RULES.cardEffects });
  },
};

/** The target words whose legal targets this module finds (behaviour/targets.ts). */
export const OWN_TARGET_DOWNLOAD_TARGETS = finding(['card-with-own-target'], (state, player, spec) => ownTargetDownloads(state, player, spec));
