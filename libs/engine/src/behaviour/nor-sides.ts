/**
 * Issue 15 (helper terok): the side a two-sided Nor shows. Terok Nor turns over to Deep Space 9 when a [Baj]
 * or [Fed] personnel commandeers it; Mirror Terok Nor shows its [TE] side (the side the card list prints) or
 * its [KCA] side, and its new controller may turn it over when they commandeer it. The card says what its
 * other side is (`flipSide`); `GameState.nors[nor].flipped` says it is up (site-facts.ts › NorCommandeered).
 *   1E DS9 expansion rules › COMMANDEERING A FACILITY; 1E rulebook › Clarifications: Double-Sided Cards
 *   ("you choose which side will be face up initially"; not offered yet: Mirror Terok Nor does not seed).
 * Read by site-basics.ts (`norTitle`, `norIcons`), commandeering.ts (whether and how it turns over) and
 * free-reports.ts (`to.nor`: a report to a site of a Nor showing a title and side icon).
 */
import type { Affiliation } from '@captains-log/cards';
import { bp } from '../context';
import type { GameState } from '../types';
import { behaviourOf } from './registry';

/** A Nor's other side: its title and icons there, and when it turns over. */
export interface FlipSide {
  /** The title on the other side (Terok Nor: `Deep Space 9`); the same title when absent. */
  readonly title?: string;
  /** Icons the other side shows instead of `replacing` (Mirror Terok Nor: `['KCA']` for `['TE']`). */
  readonly icons?: readonly string[];
  readonly replacing?: readonly string[];
  /**
   * When a commandeering turns it over: `{ byAffiliations }` — it must, when the commandeering personnel is
   * of one of them (and only from the front: it never turns back); `'may'` — its new controller chooses
   * (`Commandeer.flip`), either way.
   */
  readonly onCommandeer: { readonly byAffiliations: readonly Affiliation[] } | 'may';
}

export function flipSideOf(state: GameState, nor: string): FlipSide | undefined {
  const instance = state.cards[nor];
  return instance ? behaviourOf(instance.blueprint)?.flipSide : undefined;
}

/** Whether the Nor shows its other side now (a Terok Nor turned over before this record: its title tells). */
export function norFlipped(state: GameState, nor: string): boolean {
  const entry = state.nors?.[nor];
  return entry?.flipped ?? entry?.title !== undefined;
}

/** The icon codes the Nor shows on the side that is up. */
export function norSideIcons(state: GameState, nor: string): string[] {
  const printed = bp(state, nor).icons.map((icon) => icon.code);
  const side = flipSideOf(state, nor);
  if (!side || !norFlipped(state, nor) || !side.icons) return printed;
  return [...printed.filter((code) => !(side.replacing ?? []).includes(code)), ...side.icons];
}

/**
 * How a commandeering turns the Nor: `turnedOver` (the other face comes up, or the front again), and the
 * title it shows afterwards when that changes. `wanted`: the new controller's choice where it is theirs.
 */
export function commandeerTurn(state: GameState, nor: string, affiliation: Affiliation, wanted: boolean): { turnedOver: boolean; title?: string } {
  const side = flipSideOf(state, nor);
  if (!side) return { turnedOver: false };
  const flipped = norFlipped(state, nor);
  const turns = side.onCommandeer === 'may' ? wanted : !flipped && side.onCommandeer.byAffiliations.includes(affiliation);
  if (!turns) return { turnedOver: false };
  const title = !flipped ? side.title : side.title ? bp(state, nor).title : undefined;
  return { turnedOver: true, ...(title ? { title } : {}) };
}

/** Whether the Nor's controller may choose to turn it over when commandeering it (`Commandeer.flip` is offered). */
export function mayTurnOnCommandeer(state: GameState, nor: string): boolean {
  return flipSideOf(state, nor)?.onCommandeer === 'may';
}

/** For the catalogue test. */
export const NOR_SIDE_WORDS: readonly string[] = ['field:flipSide', 'command-option:Commandeer.flip', 'free-report-place:nor'];
