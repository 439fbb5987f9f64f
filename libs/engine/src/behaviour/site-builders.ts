/**
 * Issue 15 (sites): the play every Site card shares, so each Site card file names the builder instead of
 * repeating the block (as behaviour/scouting-builders.ts does for Borg objectives). A Site is seeded or
 * played as the normal card play onto a Nor in play (target `nor`), and lies in that Nor's row for as long
 * as the Nor is in play (duration `on-target-nor`).
 *   1E rulebook › SEEDING SITES; 1E DS9 expansion rules › THE SEED PHASES › Sites.
 * Type imports only: card files import this module, and behaviour/sites.ts reaches the card registry.
 */
import type { CardBehaviour } from './vocabulary';

/** A Site card: its `site` spec (and anything else it does) plus the shared play onto a Nor. */
export function siteCard(
  behaviour: Omit<CardBehaviour, 'id' | 'play' | 'targets' | 'duration' | 'seedsOnTarget'> &
    Required<Pick<CardBehaviour, 'site'>>,
): Omit<CardBehaviour, 'id'> {
  return {
    ...behaviour,
    play: { window: { kind: 'normal-play' } },
    targets: { kind: 'nor' },
    duration: 'on-target-nor',
    seedsOnTarget: true,
  };
}
