/**
 * Issue 15 (helper partials): "stop your ENGINEER to … shuffle equipment from your discard pile into your deck /
 * discard an equipment present to download another there" (Tinkerer's other two choices). The stop is the cost of a
 * card ability (behaviour/activations.ts); the choices share the card's once-each-turn limit (`limitShared`).
 *   1E rulebook › DOWNLOADING; GETTING HURT › STOPPED; MISCELLANEOUS RULES › "ONCE PER GAME" AND SIMILAR LIMITS.
 * Words:
 * - target `your-unstopped-personnel` (`filter`: a PersonnelFilter): your unstopped, not disabled personnel in play
 *   the filter matches (a personnel "stopped" as a cost must be unstopped); with `discardHolds` (a CardFilter), only while
 *   your discard pile holds a card it matches (the choice would otherwise do nothing);
 * - target `equipment-swap-for-your-personnel` (`personnel`: a PersonnelFilter, `download`: a DownloadFilter) —
 *   `card>personnel>equipment`: your unstopped personnel matching `personnel`, one of your face-up Equipment cards
 *   present with them (the same ship, facility or planet surface), and a card matching `download` that may be
 *   downloaded now (downloads.ts › downloadableCards); run with `stop-named` (second), `discard-named` (third) and
 *   `download-to-named-place` (first, to the personnel's place);
 * - effect `discard-named` (`which`: 'first' | 'second' | 'third'): that card of a `a>b>c` target, still in play,
 *   is discarded (attempt/leaving-play.ts).
 */
import { bp } from '../context';
import { leavePlay } from '../attempt/leaving-play';
import { RULES } from '../rules';
import { tableIndex } from '../table-index';
import type { GameState, PlayerId } from '../types';
import { cardsIn, isInPlayZone, Z } from '../zones';
import { downloadableCards } from './downloads';
import { personnelMatches } from './personnel-filter';
import { finding } from './target-table';
import type { PersonnelFilter } from './vocabulary-events2';
import type { CardFilter } from './vocabulary';
import { matches } from './play';
import type { DownloadFilter } from './vocabulary-downloads';
import type { VerbContext } from './verbs';

export type TinkeringTarget =
  | { readonly kind: 'your-unstopped-personnel'; readonly filter: PersonnelFilter; readonly discardHolds?: CardFilter }
  | { readonly kind: 'equipment-swap-for-your-personnel'; readonly personnel: PersonnelFilter; readonly download: DownloadFilter };
export type TinkeringEffect = { readonly kind: 'discard-named'; readonly which: 'first' | 'second' | 'third' };

/** For the catalogue test and the README. */
export const TINKERING_WORDS: readonly string[] = ['target:your-unstopped-personnel', 'target:equipment-swap-for-your-personnel', 'effect:discard-named'];

function unstoppedPersonnel(state: GameState, player: PlayerId, filter: PersonnelFilter): string[] {
  return (tableIndex(state).inPlayBy[player] ?? [])
    .filter((instance) => !instance.stopped && !instance.disabled && instance.faceUp && bp(state, instance.iid).type === 'Personnel' && personnelMatches(bp(state, instance.iid), filter))
    .map((instance) => instance.iid);
}

function swapTargets(state: GameState, player: PlayerId, spec: Extract<TinkeringTarget, { kind: 'equipment-swap-for-your-personnel' }>): string[] {
  const holders = unstoppedPersonnel(state, player, spec.personnel);
  if (holders.length === 0) return [];
  const downloads = downloadableCards(state, player, spec.download);
  const out: string[] = [];
  for (const holder of holders) {
    const equipment = cardsIn(state, state.cards[holder]!.zone).filter((iid) => {
      const instance = state.cards[iid]!;
      return instance.owner === player && instance.faceUp && bp(state, iid).type === 'Equipment';
    });
    for (const present of equipment) for (const card of downloads) out.push(`${card}>${holder}>${present}`);
  }
  return out;
}

/** The target words whose legal targets this module finds (behaviour/targets.ts). */
export const TINKERING_TARGETS = finding(['your-unstopped-personnel', 'equipment-swap-for-your-personnel'], (state, player, spec) => {
  const target = spec as TinkeringTarget;
  if (target.kind === 'equipment-swap-for-your-personnel') return swapTargets(state, player, target);
  if (target.discardHolds && !cardsIn(state, Z.discard(player)).some((iid) => matches(bp(state, iid), target.discardHolds!))) return [];
  return unstoppedPersonnel(state, player, target.filter);
});

const INDEX = { first: 0, second: 1, third: 2 } as const;

export const TINKERING_VERBS: { readonly [K in TinkeringEffect['kind']]: (v: VerbContext, effect: Extract<TinkeringEffect, { kind: K }>) => void } = {
  'discard-named': (v, effect) => {
    const iid = (v.target ?? '').split('>')[INDEX[effect.which]];
    const instance = iid ? v.ctx.state.cards[iid] : undefined;
    if (!iid || !instance || !isInPlayZone(instance.zone)) {
      v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect: `nothing to discard: the ${effect.which} card is no longer in play`, rule: RULES.cardEffects });
      return;
    }
    leavePlay(v.ctx, iid, 'discarded', v.card);
  },
};
