/**
 * Issue 15 (seeding): a card that lets its owner download named cards as it seeds ("Seeds on
 * {Earth}; you must download {Launch the Phoenix}", "…; you may download {Central Command} here").
 * Such a download is not limited to the play phase, so it happens at once, as the card seeds, from
 * the draw deck (1E rulebook › THE SEED PHASES › Clarification: Seed Phase Actions: "that download must
 * occur immediately"; the cards come from the draw deck and are not seed cards). Run by seeding.ts ›
 * seedOnTable after `CardSeededOnTable`.
 * Where the downloaded card goes: an event, incident or objective that takes no target to its owner's
 * table; a headquarters or outpost to the location of the seeding card, where it could seed (its
 * homeworld; a matching mission for an outpost). Anything else, or a card the rules refuse there
 * (uniqueness, a card forbidding downloads), is not downloaded: the player may still do it by a
 * manual effect. "May download" is always taken at seeding; when played (`alsoWhenPlayed`), declining the card's "may" declines it.
 */
import type { Card } from '@captains-log/cards';
import { bp, type Ctx } from '../context';
import { isPlanetMission } from '../card-facts';
import { checkUniqueness } from '../play';
import { RULES } from '../rules';
import { checkHeadquartersSite, checkOutpostSite, shuffleZone } from '../seeding';
import type { GameState, PlayerId } from '../types';
import { cardsIn, locationOfZone, Z, zoneArg, zoneKind } from '../zones';
import { isValidTarget } from './targets-events2';
import { downloadsForbiddenBy } from './verbs-events-c';
import { titleKey } from './downloads-coverage';
import { checkDownloadable, downloadCard, findToDownload, reportFacilities, reportZone } from './downloads';
import { alternateUniverseProblem } from './alternate-universe';
import { behaviourOf } from './registry';
import { runEffects } from './verbs';
import type { CardFilter } from './vocabulary';

export interface SeedDownloads {
  /** The cards downloaded, one copy of each title, in this order. */
  readonly titles: readonly string[];
  /** "Seeds or plays …; you may download …": the same downloads when it is played (behaviour/play.ts › runPlayedEffects; not when its "may" is declined). */
  readonly alsoWhenPlayed?: true;
  /**
   * Issue 15 (tosfilms): "you may download one [WC] card" as it seeds — its owner looks through the draw deck
   * and picks one card matching the filter, or none (a `choose-cards` choice, behaviour/choices.ts, fate
   * `seed-download`); the deck is reshuffled after. Only as it seeds (not when played).
   */
  readonly oneOf?: CardFilter;
  /**
   * Issue 15 (helper ferengi): the downloads go "here", on or aboard the card this one seeded on: an equipment aboard
   * that facility, site or ship; a card that plays on a target onto that card, when it is a valid target for it
   * (The Unrelenting Lust for Profit: 1st Rule of Acquisition onto the Trading Post, The Ferengi Rules of Acquisition
   * aboard it or at Quark's Bar).
   */
  readonly here?: true;
}

/**
 * Where `card` (found in the draw deck: `iid`) goes when downloaded as `source` seeds, or null when the engine does not place it.
 * Issue 15 (helper tail7): a ship — the download names no place, so it reports as normal (1E rulebook › DOWNLOADING ›
 * Clarifications: Downloading): at the first facility of the player's, in table order, it may report to (docked at an
 * outpost, else in space there); none yet seeded, none downloaded.
 */
function seedDownloadPlace(state: GameState, player: PlayerId, source: string, card: Card, iid?: string): string | null {
  // Issue 15 (helper timeloc): a Time Location's download "here" (Cetacean Institute: George and Gracie) goes to that
  // time location: a personnel or equipment to its planet, a ship to space there (1E rulebook › THE CARDS › TIME LOCATIONS).
  const time = timeLocationOfSource(state, source);
  if (time) return card.type === 'Ship' ? Z.space(time) : (card.type === 'Personnel' || card.type === 'Equipment') && hasPlanetHere(state, time) ? Z.surface(time) : null;
  if (card.type === 'Ship') {
    const facility = iid ? reportFacilities(state, player, iid)[0] : undefined;
    return facility ? reportZone(state, iid!, facility) : null;
  }
  const host = behaviourOf(state.cards[source]!.blueprint)?.seedDownloads?.here ? hostOf(state, source) : null;
  if (host) {
    if (card.type === 'Equipment') return Z.aboard(host);
    const targets = behaviourOf(card.id)?.targets;
    if (targets) return isValidTarget(state, player, targets, host) ? Z.on(host) : null;
  }
  if (card.type === 'Facility') {
    const location = locationOfZone(state, state.cards[source]!.zone);
    if (!location) return null;
    if (card.facilityKind === 'Headquarters') return checkHeadquartersSite(state, player, card, location) === null ? Z.surface(location) : null;
    if (card.facilityKind === 'Outpost') return checkOutpostSite(state, player, card, location) === null ? Z.space(location) : null;
    return null;
  }
  if (card.type === 'Event' || card.type === 'Incident' || card.type === 'Objective') return behaviourOf(card.id)?.targets ? null : Z.table(player);
  return null;
}

/** Issue 15 (helper timeloc): the time location `source` (a Time Location card) has become, or null. */
function timeLocationOfSource(state: GameState, source: string): string | null {
  const zone = state.cards[source]!.zone;
  if (zoneKind(zone) !== 'mission' || bp(state, source).type !== 'Time Location') return null;
  return state.locations[zoneArg(zone)]?.time ? zoneArg(zone) : null;
}

function hasPlanetHere(state: GameState, location: string): boolean {
  return state.locations[location]!.missions.some((iid) => isPlanetMission(bp(state, iid)));
}

/** The card `source` lies on (seeded on it), or null. */
function hostOf(state: GameState, source: string): string | null {
  const zone = state.cards[source]!.zone;
  return zoneKind(zone) === 'on' && state.cards[zoneArg(zone)] ? zoneArg(zone) : null;
}

/** The seeded card's downloads (seeding.ts › seedOnTable). */
export function runSeedDownloads(ctx: Ctx, player: PlayerId, source: string): void {
  const downloads = behaviourOf(ctx.state.cards[source]!.blueprint)?.seedDownloads;
  if (!downloads) return;
  for (const title of downloads.titles) {
    const state = ctx.state;
    // Played in the play phase: a download as any other (draw deck, then hand; its response window; 1E rulebook › DOWNLOADING).
    if (state.phase === 'play') {
      const found = findToDownload(state, player, title);
      const to = found ? seedDownloadPlace(state, player, source, bp(state, found), found) : null;
      if (found && to && !checkDownloadable(state, player, found, false, false, to)) downloadCard(ctx, player, found, source, { to });
      continue;
    }
    if (downloadsForbiddenBy(state)) return;
    const found = cardsIn(state, Z.draw(player)).find((iid) => titleKey(bp(state, iid).title) === titleKey(title));
    if (!found) continue;
    const card = bp(state, found);
    const to = seedDownloadPlace(state, player, source, card, found);
    // The [AU] icon rule holds for a download in the seed phases too (behaviour/alternate-universe.ts; a native time location needs no door).
    if (!to || checkUniqueness(state, player, card) || alternateUniverseProblem(state, player, found, 'play', { to })) continue;
    ctx.emit({ type: 'CardDownloaded', player, card: found, title: card.title, from: Z.draw(player), to, source, rule: RULES.seedPhaseActions });
    shuffleZone(ctx, Z.draw(player), RULES.seedPhaseActions);
  }
  // Issue 15 (tosfilms): "may download one …": the player picks among the deck's matching cards, or none.
  if (downloads.oneOf && ctx.state.phase !== 'play' && !downloadsForbiddenBy(ctx.state))
    runEffects({ ctx, player, card: source }, [
      { kind: 'choose-cards', chooser: 'you', pool: { from: 'draw-deck', whose: 'you', filter: downloads.oneOf, reshuffle: true }, pick: 1, upTo: true, chosen: 'seed-download' },
    ]);
}

/**
 * Issue 15 (tosfilms): the card picked by a `oneOf` seed download (choices.ts › fate `seed-download`) goes
 * where a named seed download would; a card the engine does not place there stays in the deck (reshuffled).
 */
export function seedDownloadChosen(ctx: Ctx, player: PlayerId, card: string, source: string): void {
  const printed = bp(ctx.state, card);
  const to = seedDownloadPlace(ctx.state, player, source, printed, card);
  if (!to || checkUniqueness(ctx.state, player, printed)) {
    ctx.emit({ type: 'CardEffectResolved', card: source, player, effect: `${printed.title} has no place to be downloaded to`, rule: RULES.seedPhaseActions });
    return;
  }
  ctx.emit({ type: 'CardDownloaded', player, card, title: printed.title, from: ctx.state.cards[card]!.zone, to, source, rule: RULES.seedPhaseActions });
}
