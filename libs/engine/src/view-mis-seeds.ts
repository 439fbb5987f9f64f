/**
 * What a player seeding dilemmas sees before choosing where (1E rulebook › ATTEMPT A MISSION › MIS-SEEDS: "Any card
 * revealed at a mission that cannot be legally encountered at that mission is immediately placed out-of-play"; "If a
 * player encounters his or her own mis-seeded card at a Mission, that player cannot solve that mission"): in the dilemma
 * phase, for each dilemma and artifact in the viewer's own seed deck, the locations where seeding it now would be a
 * mis-seed and why — the reason the engine records with the seed (seeding.ts misSeedReason). Seeding there stays
 * allowed (a mis-seed may be a bluff: 1E rulebook › Tip: Strategic Mis-seeds); the table says so beside the choice.
 */
import { misSeedReason } from './seeding';
import type { GameState } from './types';
import type { Viewer } from './view';
import { Z } from './zones';

/** card instance -> location id -> why seeding it there is a mis-seed; empty outside the dilemma phase and for spectators and judges. */
export function misSeedsOf(state: GameState, viewer: Viewer): Readonly<Record<string, Readonly<Record<string, string>>>> {
  if (typeof viewer !== 'object' || state.phase !== 'dilemma') return {};
  const found: Record<string, Record<string, string>> = {};
  for (const iid of state.zones[Z.seed(viewer.player)] ?? []) {
    const type = state.blueprints[state.cards[iid]!.blueprint]?.type;
    if (type !== 'Dilemma' && type !== 'Artifact') continue;
    for (const location of Object.keys(state.locations)) {
      const reason = misSeedReason(state, viewer.player, iid, location);
      if (reason) (found[iid] ??= {})[location] = reason;
    }
  }
  return found;
}
