/**
 * Issue 15 (battle2): personnel gathered to where a dilemma was just revealed (Plot Twist: up to three
 * personnel with "Royale" in lore relocated to a Royale Casino dilemma, or once per game one downloaded
 * there). Words, answering the `dilemma-encountered` window of a dilemma whose title begins with
 * `dilemma` on a planet (the personnel go to that planet's surface):
 * - target `your-personnel-with-lore-to-dilemma` (`loreWord`, `dilemma`, `max`): a set `a+b+…` of 1..`max`
 *   of your personnel in play with the word in their lore, not already on that surface (offered one by
 *   one and the first `max` together; any such set valid);
 * - effect `relocate-target-to-dilemma`: each goes to that surface (`CardMoved`);
 * - target `deck-personnel-with-lore-to-dilemma` (`loreWord`, `dilemma`): a personnel with the word in its
 *   lore in your draw deck or hand that may be downloaded now;
 * - effect `download-target-to-dilemma`: it is downloaded to that surface (the card names the place:
 *   special reporting).
 *   1E rulebook › ATTEMPT A MISSION › ENCOUNTERING DILEMMAS (a dilemma revealed is encountered);
 *   THE PLAY PHASE › Alternating Actions (responses); DOWNLOADING (special reporting when the card names
 *   the place); MISCELLANEOUS RULES › "ONCE PER GAME".
 * Decisions: "revealed" is the dilemma's encounter window (either player's); "there" is the planet
 * surface of the dilemma's location (the Royale Casino dilemmas are planet dilemmas); the relocated or
 * downloaded personnel stand on the planet and do not join the attempting Away Team; the personnel are
 * the card player's own; relocating stops no one (a relocation is no move by the player).
 */
import { bp } from '../context';
import { RULES } from '../rules';
import type { GameState, PlayerId } from '../types';
import { cardsIn, isInPlayZone, locationOfZone, Z, zoneKind } from '../zones';
import { missionKind } from '../attempt/teams';
import { checkDownloadable, downloadCard, searchedZones, DOWNLOAD_RULES } from './downloads';
import type { VerbContext } from './verbs';
import { finding } from './target-table';

export type DilemmaGatheringTarget =
  | { readonly kind: 'your-personnel-with-lore-to-dilemma'; readonly loreWord: string; readonly dilemmaTitlePrefix: string; readonly max: number }
  | { readonly kind: 'deck-personnel-with-lore-to-dilemma'; readonly loreWord: string; readonly dilemmaTitlePrefix: string };
export type DilemmaGatheringEffect = { readonly kind: 'relocate-target-to-dilemma' } | { readonly kind: 'download-target-to-dilemma' };

/** For the catalogue test. */
export const DILEMMA_GATHERING_WORDS: readonly string[] = [
  'target:your-personnel-with-lore-to-dilemma',
  'effect:relocate-target-to-dilemma',
  'target:deck-personnel-with-lore-to-dilemma',
  'effect:download-target-to-dilemma',
];

/** The planet surface of the dilemma whose encounter window is open, if its title begins with `title` (a family, deliberately a prefix: "a Royale Casino dilemma" is any "Royale Casino: …"). */
function dilemmaSurface(state: GameState, title?: string): string | undefined {
  // The innermost encounter window (the card's own window lies above it while it resolves).
  const top = [...(state.windows ?? [])].reverse().find((window) => window.action === 'dilemma-encountered');
  if (!top || !state.cards[top.card]) return undefined;
  if (title !== undefined && !bp(state, top.card).title.startsWith(title)) return undefined;
  const location = locationOfZone(state, state.cards[top.card]!.zone) ?? state.attempt?.location ?? null;
  if (!location || missionKind(state, location) === 'space') return undefined;
  return Z.surface(location);
}

const hasLore = (state: GameState, iid: string, word: string) => (bp(state, iid).lore ?? '').toLowerCase().includes(word.toLowerCase());

function movable(state: GameState, player: PlayerId, spec: Extract<DilemmaGatheringTarget, { kind: 'your-personnel-with-lore-to-dilemma' }>): string[] {
  const surface = dilemmaSurface(state, spec.dilemmaTitlePrefix);
  if (!surface) return [];
  return Object.values(state.cards)
    .filter((instance) => instance.owner === player && isInPlayZone(instance.zone) && zoneKind(instance.zone) !== 'table' && instance.zone !== surface && bp(state, instance.iid).type === 'Personnel' && hasLore(state, instance.iid, spec.loreWord))
    .map((instance) => instance.iid);
}

function downloadable(state: GameState, player: PlayerId, spec: Extract<DilemmaGatheringTarget, { kind: 'deck-personnel-with-lore-to-dilemma' }>): string[] {
  if (!dilemmaSurface(state, spec.dilemmaTitlePrefix)) return [];
  return searchedZones(state, player).flatMap((zone) => cardsIn(state, zone).filter((iid) => bp(state, iid).type === 'Personnel' && hasLore(state, iid, spec.loreWord) && checkDownloadable(state, player, iid) === null));
}

export function dilemmaGatheringTargets(state: GameState, player: PlayerId, spec: DilemmaGatheringTarget): string[] {
  if (spec.kind === 'deck-personnel-with-lore-to-dilemma') return downloadable(state, player, spec);
  const found = movable(state, player, spec);
  return found.length > 1 ? [...found, found.slice(0, spec.max).join('+')] : found;
}

export function isValidGathering(state: GameState, player: PlayerId, spec: Extract<DilemmaGatheringTarget, { kind: 'your-personnel-with-lore-to-dilemma' }>, target: string): boolean {
  const chosen = target.split('+');
  const found = movable(state, player, spec);
  return chosen.length >= 1 && chosen.length <= spec.max && new Set(chosen).size === chosen.length && chosen.every((iid) => found.includes(iid));
}

export const DILEMMA_GATHERING_VERBS: { readonly [K in DilemmaGatheringEffect['kind']]: (v: VerbContext, effect: Extract<DilemmaGatheringEffect, { kind: K }>) => void } = {
  'relocate-target-to-dilemma': (v) => {
    const state = v.ctx.state;
    const surface = dilemmaSurface(state);
    const cards = (v.target ?? '').split('+').filter((iid) => !!state.cards[iid] && isInPlayZone(state.cards[iid]!.zone) && state.cards[iid]!.zone !== surface);
    if (!surface) return;
    for (const iid of cards) v.ctx.emit({ type: 'CardMoved', card: iid, from: state.cards[iid]!.zone, to: surface, faceUp: true, reason: `${bp(state, v.card).title}: relocated`, rule: RULES.cardEffects });
    v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect: `${cards.length} personnel relocated to the dilemma`, rule: RULES.cardEffects });
  },
  'download-target-to-dilemma': (v) => {
    const state = v.ctx.state;
    const surface = dilemmaSurface(state);
    const iid = v.target;
    if (!surface || !iid || !state.cards[iid] || !searchedZones(state, v.player).includes(state.cards[iid]!.zone) || checkDownloadable(state, v.player, iid) !== null) {
      v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect: 'download invalid: the personnel or the dilemma is no longer there', rule: DOWNLOAD_RULES.invalid });
      return;
    }
    downloadCard(v.ctx, v.player, iid, v.card, { to: surface });
    v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect: `downloaded ${bp(state, iid).title} to the dilemma's planet`, target: iid, rule: RULES.cardEffects });
  },
};

/** The target words whose legal targets this module finds (behaviour/targets.ts). */
export const DILEMMA_GATHERINGS_TARGETS = finding(['your-personnel-with-lore-to-dilemma', 'deck-personnel-with-lore-to-dilemma'], (state, player, spec) => dilemmaGatheringTargets(state, player, spec));
