/**
 * Issue 15 (helper tail7): choices about ships and spaceline places (vocabulary-choices.ts; run by choices.ts).
 *   - pool `ships-in-play`: every face-up ship in play, either player's, carried and docked ones included ("any ship in play").
 *   - pool `spaceline-locations`: every spaceline location (a location holding a mission card): "to any location".
 *   - fate `stop-or-unstop`: the chosen ship is unstopped when stopped, else stopped ("stop or unstop (your choice)":
 *     stopping a stopped ship or unstopping an unstopped one changes nothing, so the ship chosen is the whole choice).
 *   - fate `download-target-ship-there`: the choice's target (a ship picked before it: `thenTargetsChosen`) is
 *     downloaded into space at the chosen location. A download naming its place is special reporting: native
 *     quadrant and a facility to report to are not asked (1E rulebook › DOWNLOADING › Clarifications: Downloading).
 *   - pool `your-empty-ships` (`filter`; issue 15, helper shipsaves): the chooser's face-up ships in play with no personnel
 *     aboard (Remote Interference: "an empty [Rom] Drone-class ship" returned to hand).
 *   1E rulebook › DOWNLOADING; MISCELLANEOUS RULES › STOPPED CARDS.
 */
import { bp, type Ctx } from '../context';
import { RULES } from '../rules';
import type { GameEvent, GameState, PlayerId } from '../types';
import { cardsIn, isInPlayZone, locationOfZone, Z, zoneKind } from '../zones';
import { downloadCard, DOWNLOAD_RULES } from './downloads';
import { matches } from './play';
import { staffingIconCount } from './report-places';
import type { CardFilter } from './vocabulary';

export const CHOICE_SHIP_WORDS: readonly string[] = [
  'choice-pool:ships-in-play',
  'choice-pool:spaceline-locations',
  'choice-fate:stop-or-unstop',
  'choice-fate:download-target-ship-there',
  'choice-option:then-targets-chosen',
  'choice-pool:your-empty-ships',
  'choice-pool:your-ships',
];

/**
 * Issue 15 (helper inca): pool `your-ships` (`filter`, `quadrant`): the chooser's face-up ships in play passing `filter`,
 * at a location of that quadrant when given ("your NX-class ship in the Alpha Quadrant": The Warp Five Program).
 */
export function yourShips(state: GameState, player: PlayerId, filter: CardFilter | undefined, quadrant: string | undefined, minStaffingIcons = 0): string[] {
  return shipsInPlay(state).filter((iid) => {
    if (state.cards[iid]!.owner !== player || !matches(bp(state, iid), filter)) return false;
    if (minStaffingIcons > 0 && staffingIconCount(bp(state, iid)) < minStaffingIcons) return false;
    const location = locationOfZone(state, state.cards[iid]!.zone);
    return !quadrant || (!!location && state.locations[location]?.quadrant === quadrant);
  });
}

/** The player's face-up ships in play passing `filter`, with no personnel aboard (issue 15, helper shipsaves). */
export function yourEmptyShips(state: GameState, player: PlayerId, filter: CardFilter | undefined): string[] {
  return shipsInPlay(state).filter(
    (iid) => state.cards[iid]!.owner === player && matches(bp(state, iid), filter) && !cardsIn(state, Z.aboard(iid)).some((aboard) => bp(state, aboard).type === 'Personnel'),
  );
}

/** Every face-up ship in play (either player's), in table order. */
export function shipsInPlay(state: GameState): string[] {
  return Object.values(state.cards)
    .filter((instance) => instance.faceUp && isInPlayZone(instance.zone) && zoneKind(instance.zone) !== 'atop' && bp(state, instance.iid).type === 'Ship')
    .map((instance) => instance.iid);
}

/** Every spaceline location (one holding a mission card), in spaceline order. */
export function spacelineLocations(state: GameState): string[] {
  return Object.entries(state.locations)
    .filter(([, location]) => location.missions.length > 0)
    .map(([id]) => id);
}

/** Fate `stop-or-unstop`: a stopped ship is unstopped, an unstopped one stopped. */
export function stopOrUnstop(ctx: Ctx, ship: string): void {
  const instance = ctx.state.cards[ship];
  if (!instance) return;
  if (instance.stopped) ctx.emit({ type: 'StoppedCardsRestored', cards: [ship], rule: RULES.cardEffects } as GameEvent);
  else ctx.emit({ type: 'CardStopped', card: ship, rule: RULES.cardEffects });
}

/** Fate `download-target-ship-there`: the target ship (still in the deck or hand) is downloaded into space at `location`. */
export function downloadTargetShipThere(ctx: Ctx, player: PlayerId, ship: string | undefined, location: string, source: string): void {
  const instance = ship ? ctx.state.cards[ship] : undefined;
  const searched = instance && (instance.zone === Z.draw(player) || instance.zone === Z.hand(player));
  if (!ship || !searched || bp(ctx.state, ship).type !== 'Ship' || !ctx.state.locations[location]) {
    ctx.emit({ type: 'CardEffectResolved', card: source, player, effect: 'download invalid: no ship to place there', rule: DOWNLOAD_RULES.invalid });
    return;
  }
  downloadCard(ctx, player, ship, source, { to: Z.space(location) });
}
