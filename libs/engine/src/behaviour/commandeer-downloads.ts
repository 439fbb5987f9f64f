/**
 * Issue 15 (helper terok): a card downloaded as a response to your commandeering a Nor that showed a given title
 * ("If your personnel just commandeered {Deep Space 9}, you may download {Baseball}": I Miss This Office). The
 * downloaded card is played in answer to that commandeering, aimed at the Nor just taken (its own target:
 * commandeer-windows.ts › `facility-you-just-commandeered`).
 * Words: target `card-to-download-for-commandeered` (`titles`: the card; `norTitles`: the Nor's title as it was
 * commandeered — `ResponseWindow.commandeeredAs`, before a turn-over by that commandeering), effect
 * `download-target-for-commandeered`; used by an ability in the `facility-commandeered` response window.
 *   1E rulebook › DOWNLOADING (a download plays the card); THE PLAY PHASE › Alternating Actions (responses);
 *   1E DS9 expansion rules › COMMANDEERING A FACILITY.
 */
import { bp } from '../context';
import type { GameState, PlayerId } from '../types';
import { cardsIn } from '../zones';
import { checkDownloadable, downloadCard, searchedZones } from './downloads';
import { titleKey } from './downloads-coverage';
import { topWindow } from './responses';
import { finding } from './target-table';
import type { VerbContext } from './verbs';

export type CommandeerDownloadTarget = { readonly kind: 'card-to-download-for-commandeered'; readonly titles: readonly string[]; readonly norTitles: readonly string[] };
export type CommandeerDownloadEffect = { readonly kind: 'download-target-for-commandeered' };

/** For the catalogue test. */
export const COMMANDEER_DOWNLOAD_WORDS: readonly string[] = ['target:card-to-download-for-commandeered', 'effect:download-target-for-commandeered'];

/** The Nor the player just commandeered in their own open window, when it showed one of the titles then. */
function commandeeredNor(state: GameState, player: PlayerId, norTitles: readonly string[]): string | null {
  const top = topWindow(state);
  if (!top || top.action !== 'facility-commandeered' || top.by !== player || top.player !== player) return null;
  if (state.cards[top.card]?.owner !== player || !norTitles.includes(top.commandeeredAs ?? '')) return null;
  return top.card;
}

function downloadTargets(state: GameState, player: PlayerId, spec: CommandeerDownloadTarget): string[] {
  if (!commandeeredNor(state, player, spec.norTitles)) return [];
  const keys = spec.titles.map(titleKey);
  const out: string[] = [];
  const seen = new Set<string>();
  for (const zone of searchedZones(state, player))
    for (const iid of cardsIn(state, zone)) {
      const key = titleKey(bp(state, iid).title);
      if (!keys.includes(key) || seen.has(key) || checkDownloadable(state, player, iid)) continue;
      seen.add(key);
      out.push(iid);
    }
  return out;
}

export const COMMANDEER_DOWNLOAD_VERBS: { readonly [K in CommandeerDownloadEffect['kind']]: (v: VerbContext, effect: Extract<CommandeerDownloadEffect, { kind: K }>) => void } = {
  'download-target-for-commandeered': (v) => {
    const state = v.ctx.state;
    const top = topWindow(state);
    const nor = top?.action === 'facility-commandeered' && top.by === v.player ? top.card : undefined;
    const still = v.target && state.cards[v.target] && searchedZones(state, v.player).includes(state.cards[v.target]!.zone) && !checkDownloadable(state, v.player, v.target);
    if (!nor || !still) {
      v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect: 'download invalid: the card is no longer available', ...(v.target ? { target: v.target } : {}), rule: '1E rulebook › DOWNLOADING › Clarifications: Invalid Downloads' });
      return;
    }
    downloadCard(v.ctx, v.player, v.target!, v.card, { cardTarget: nor });
    v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect: `downloaded ${bp(v.ctx.state, v.target!).title}`, target: v.target!, rule: '1E rulebook › DOWNLOADING' });
  },
};

/** The target words whose legal targets this module finds (behaviour/targets.ts). */
export const COMMANDEER_DOWNLOAD_TARGETS = finding(['card-to-download-for-commandeered'], (state, player, spec) => downloadTargets(state, player, spec));
