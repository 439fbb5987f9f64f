/**
 * Issue 15 (helper ferengi, second pass): Rules of Acquisition and Ferengi cards — a personnel sent atop its
 * owner's draw deck, a play limited per location, an interrupt nullified as it is played by a card in play, and
 * one shared way of stealing a card that is not a personnel (control taken, owner kept).
 * Words:
 * - target `personnel-here-outranking-host` (`names`): a card lying on a personnel (an event played on it) — any
 *   player's personnel at the same location as that host (not the host), whose title or persona names one of
 *   `names` or who has more skill dots than the host (printed: attempt/dilemma-effects-c.ts › skillDots; one dot
 *   per skill entry and special-skill sentence). 47th Rule of Acquisition: any Garak, or a better-skilled personnel.
 * - effect `target-atop-owner-deck`: the target personnel leaves play atop its owner's draw deck (`CardMoved`
 *   with index 0); the cards lying on it are discarded. 1E rulebook › THE CARDS (a card's text moves cards).
 * - target `your-personnel-where-opponent-completed` (`filter`): your personnel (reached by `filter`) at a
 *   location whose mission the opponent completed (`state.completed`) or where the opponent completed a Borg
 *   objective (`state.objectives[…].completed`, its target there). 33rd Rule of Acquisition.
 * - target `your-personnel-and-opposing-present` (`filter`), written `yours>theirs`: your personnel reached by
 *   `filter` (not stopped) and an opposing personnel present with it (same crew, Away Team or facility; not
 *   stopped). Effect `stop-target-pair`: both are stopped. Business Gambit.
 * - target `your-personnel-and-lore-kin-present` (`filter`, `kin`), written `yours>kin`: your personnel reached by
 *   `filter` and another personnel of yours present with it, reached by `kin`, whose lore names the first by title
 *   or is named in the first's lore (romantic-partners.ts › namesExactly: a whole name, not part of a longer one).
 *   Effect `kin-beneath-draw`: that second personnel leaves play beneath its owner's draw deck (cards on it
 *   discarded). 6th Rule of Acquisition. 1E rulebook › GLOSSARY › Clarifications: Named In Lore.
 * - choice pool `opposing-equipment-present` (choices.ts): the equipment present with the first card of the
 *   target, controlled by the card player's opponent. Choice fate `stolen`: the card player takes control of
 *   the chosen card for good (`ControlTaken`, `until` LASTING_CONTROL; `state.control` keeps its owner, so the
 *   card goes back to its owner's pile when it leaves play). Fate `download-present-with-target`: downloaded
 *   into the zone of the target's first card (1E rulebook › DOWNLOADING). Business Gambit.
 * - `stealCard` (this module) is the one mechanism for control of a non-personnel card: equipment and artifacts
 *   stolen by any card go through it (1E rulebook › MISCELLANEOUS RULES › CONTROL AND OWNERSHIP: the card is no
 *   longer its owner's to use, the owner still owns it).
 * - `nullifiesInPlay` (rules-of-acquisition.ts) now also reaches an Interrupt of those titles as it is played:
 *   the play is nullified as its response window closes, its effects never happen (responses.ts ›
 *   nullifiedAsPlayed). 47th Rule of Acquisition: Palor Toff: Alien Trader. 1E rulebook › THE PLAY PHASE ›
 *   Clarifications: Valid responses (a nullified card has no effect).
 */
import type { Card } from '@captains-log/cards';
import { probeMatches, skillDots } from '../attempt/dilemma-effects-c';
import { isHomeworld, missionIsAt, titledAmong, isTitled } from '../card-facts';
import { leavePlay } from '../attempt/leaving-play';
import { bp, problem, type Ctx, type Problem } from '../context';
import { RULES } from '../rules';
import { tableIndex } from '../table-index';
import type { GameEvent, GameState, PlayerId } from '../types';
import { cardsIn, isInPlayZone, locationOfZone, other, Z, zoneArg, zoneKind } from '../zones';
import { LASTING_CONTROL } from './captive-control';
import { ownerOf } from './control-changes';
import { personnelMatches } from './personnel-filter';
import { behaviourOf } from './registry';
import { names } from './reporting';
import { checkDownloadable, downloadCard, findToDownload } from './downloads';
import { isValidTarget } from './targets-events2';
import { namesExactly } from './romantic-partners';
import { finding } from './target-table';
import { runEffects, type VerbContext } from './verbs';
import { presentZoneOf } from './ferengi-conditions';
import type { Effect } from './vocabulary';
import type { PersonnelFilter } from './vocabulary-events2';

export type FerengiProfitTarget =
  | { readonly kind: 'personnel-here-outranking-host'; readonly names: readonly string[] }
  | { readonly kind: 'your-personnel-where-opponent-completed'; readonly filter: PersonnelFilter }
  | { readonly kind: 'your-personnel-and-opposing-present'; readonly filter: PersonnelFilter }
  | { readonly kind: 'your-personnel-and-lore-kin-present'; readonly filter: PersonnelFilter; readonly kin: PersonnelFilter }
  | StealTarget
  /** Any spaceline location, while this card has advised none yet (`state.selected` holds the advice). */
  | { readonly kind: 'mission-to-advise' }
  /** The location this card (an opponent's, face up in play) advised you to attempt. */
  | { readonly kind: 'mission-advised-to-you' }
  /**
   * In your response window after you prevailed at a location — a battle there you won (`battle-ended`, `state.lastBattle`),
   * the opponent's personnel you just captured there (`personnel-captured`), a facility you just commandeered there
   * (`facility-commandeered`) — your personnel reached by `filter` at that location.
   */
  | { readonly kind: 'your-personnel-where-you-prevailed'; readonly filter: PersonnelFilter }
  /**
   * Your equipment in play at a homeworld's location, other than this card's title: for this card downloaded from your
   * draw deck in its place (`self-from-deck`, only while this card may be downloaded), or for a card of your draw deck
   * replacing this one (the target then is an equipment of your draw deck, `deck-for-self`: this card at a homeworld).
   */
  | { readonly kind: 'equipment-swap-at-homeworld'; readonly way: 'self-from-deck' | 'deck-for-self'; readonly presentNames?: readonly string[] }
  /**
   * The personnel this card lies on (written as its id), while it is on the surface of the planet at `place` (card-facts.ts ›
   * missionIsAt) with cards of yours present of `types` whose title has one of `titleWords`, not yet returned this game.
   */
  | { readonly kind: 'host-home-with-cards'; readonly place: string; readonly types: readonly string[]; readonly titleWords: readonly string[] }
  /** Your personnel reached by `filter` aboard the site, facility or ship this card lies on. */
  | { readonly kind: 'your-personnel-where-lies'; readonly filter: PersonnelFilter };

/**
 * `opposing-card-to-steal`: a face-up card in play of one of `types` that the opponent controls (`titleWords`: its
 * title has one of these words), found `where`: `anywhere` in play; `present-with-host` — in the zone of the personnel
 * this card lies on; `present-with-yours` — in the zone of one of your personnel reached by `yours` (not stopped).
 * `unattended`: no personnel of its controller is present with it. `together`: only while you have personnel of each of
 * these titles (or personas) in one place.
 */
export interface StealTarget {
  readonly kind: 'opposing-card-to-steal';
  readonly types: readonly string[];
  readonly titleWords?: readonly string[];
  readonly where: 'anywhere' | 'present-with-host' | 'present-with-yours';
  readonly yours?: PersonnelFilter;
  readonly unattended?: true;
  readonly together?: readonly string[];

}

export type FerengiProfitEffect =
  | { readonly kind: 'target-atop-owner-deck' }
  | { readonly kind: 'stop-target-pair' }
  | { readonly kind: 'kin-beneath-draw' }
  /** The target (a card in play the opponent controls, not a personnel) is stolen: `stealCard`. */
  | { readonly kind: 'steal-target' }
  /** Your personnel of these titles (or personas), one of each, found together in one place, are discarded (a cost paid in the effects). */
  | { readonly kind: 'discard-yours-together'; readonly titles: readonly string[] }
  /**
   * For each other personnel of yours present with the target that `filter` reaches and that a card titled `title` may
   * be played on, one such card is downloaded onto it (1E rulebook › DOWNLOADING: each a download, found where
   * downloads look, refused where the rules refuse it).
   */
  | { readonly kind: 'download-titled-onto-each-present'; readonly title: string; readonly filter: PersonnelFilter }
  /** The target location is the mission this card advises (`CardOptionSelected`; read by `advisedProblem`). */
  | { readonly kind: 'advise-target' }
  /** The second half of "discard N from hand and/or the top of the draw deck": `total` less the cards this card's last pick took, from the top of the user's draw deck. */
  | { readonly kind: 'discard-rest-from-deck-top'; readonly total: number }
  /** A card titled `title` is downloaded onto the card this one lies on, when it may be played there (Where Opportunities Are Made: Cross-Quadrant Expansion). */
  | { readonly kind: 'download-titled-onto-host'; readonly title: string }
  /** Of this card and the target (equipment), the one in the draw deck is downloaded where the one in play is, which is discarded (1E rulebook › DOWNLOADING). */
  | { readonly kind: 'swap-equipment-with-target' }
  /**
   * Those cards present with the target (see `host-home-with-cards`) are "returned" (once per game each, `CardAbilityUsed`):
   * the player may draw up to `drawEach` cards for each, scores `points` (bonus points) and this card is discarded.
   */
  | { readonly kind: 'return-cards-home'; readonly types: readonly string[]; readonly titleWords: readonly string[]; readonly drawEach: number; readonly points: number }
  /**
   * Dabo: the target (`c1+c2…`, cards of the user's discard pile) is wagered; the user probes (the top card of their
   * draw deck, shown to both, left there). An Equipment, an Event or a card with skill dots (a personnel) wins: the
   * wager goes to the user's point area, `perCard` bonus points each. Otherwise the wager goes out of play, and when the
   * controller of the site this card lies on has a personnel named `host` there, that player, once for each personnel
   * with the `helpers` characteristic there, downloads one `latinum` card aboard the site (their pick) or, picking none,
   * draws a card. 1E rulebook › END OF TURN › PROBING; BONUS POINTS; DOWNLOADING.
   */
  | { readonly kind: 'dabo-wager'; readonly perCard: number; readonly host: string; readonly helpers: string; readonly latinum: string };

/** For the catalogue test. */
export const FERENGI_PROFIT_WORDS: readonly string[] = [
  'target:personnel-here-outranking-host',
  'target:your-personnel-where-opponent-completed',
  'target:your-personnel-and-opposing-present',
  'effect:target-atop-owner-deck',
  'effect:stop-target-pair',
  'target:your-personnel-and-lore-kin-present',
  'effect:kin-beneath-draw',
  'target:opposing-card-to-steal',
  'effect:steal-target',
  'effect:discard-yours-together',
  'target:your-personnel-where-lies',
  'effect:download-titled-onto-each-present',
  'effect:download-titled-onto-host',
  'target:equipment-swap-at-homeworld',
  'effect:dabo-wager',
  'target:host-home-with-cards',
  'effect:return-cards-home',
  'ability-condition:actor-personnel-present',
  'effect:swap-equipment-with-target',
  'ability:fromDrawDeck',
  'target:mission-to-advise',
  'target:your-personnel-where-you-prevailed',
  'window:personnel-captured',
  'target:mission-advised-to-you',
  'effect:advise-target',
  'effect:discard-rest-from-deck-top',
  'field:advisesAttempts',
];

export const FERENGI_PROFIT_RULES = {
  steal: '1E rulebook › MISCELLANEOUS RULES › CONTROL AND OWNERSHIP',
  nullified: '1E rulebook › THE PLAY PHASE › Clarifications: Valid responses (a nullified card has no effect)',
} as const;

const isPersonnel = (state: GameState, iid: string) => bp(state, iid).type === 'Personnel';

/** The personnel a card lies on (it was played on that personnel), or null. */
function hostPersonnel(state: GameState, card: string | undefined): string | null {
  const self = card ? state.cards[card] : undefined;
  if (!self || zoneKind(self.zone) !== 'on') return null;
  const host = zoneArg(self.zone);
  return state.cards[host] && isPersonnel(state, host) && isInPlayZone(state.cards[host]!.zone) ? host : null;
}

function outranks(state: GameState, iid: string, host: string, named: readonly string[]): boolean {
  const card: Card = bp(state, iid);
  return named.some((name) => names(card, name)) || skillDots(state, iid) > skillDots(state, host);
}

/** `personnel-here-outranking-host`. */
function outrankingHost(state: GameState, self: string | undefined, spec: Extract<FerengiProfitTarget, { kind: 'personnel-here-outranking-host' }>): string[] {
  const host = hostPersonnel(state, self);
  const location = host ? locationOfZone(state, state.cards[host]!.zone) : null;
  if (!host || !location) return [];
  return tableIndex(state)
    .inPlay.filter((one) => one.iid !== host && one.faceUp !== false && zoneKind(one.zone) !== 'atop' && isPersonnel(state, one.iid) && locationOfZone(state, one.zone) === location)
    .filter((one) => outranks(state, one.iid, host, spec.names))
    .map((one) => one.iid);
}

/** The locations where `player` completed a mission or a Borg objective. */
function completedBy(state: GameState, player: PlayerId): Set<string> {
  const done = new Set(state.completed[player] ?? []);
  for (const [objective, record] of Object.entries(state.objectives ?? {})) if (record.completed !== undefined && ownerOf(state, objective) === player) done.add(record.target);
  return done;
}

function yoursMatching(state: GameState, player: PlayerId, filter: PersonnelFilter): string[] {
  return tableIndex(state)
    .inPlayBy[player].filter((one) => one.faceUp !== false && zoneKind(one.zone) !== 'atop' && personnelMatches(bp(state, one.iid), filter))
    .map((one) => one.iid);
}

/** `your-personnel-where-opponent-completed`. */
function whereOpponentCompleted(state: GameState, player: PlayerId, spec: Extract<FerengiProfitTarget, { kind: 'your-personnel-where-opponent-completed' }>): string[] {
  const done = completedBy(state, other(player));
  return yoursMatching(state, player, spec.filter).filter((iid) => {
    const location = locationOfZone(state, state.cards[iid]!.zone);
    return !!location && done.has(location);
  });
}

/** `your-personnel-and-opposing-present`: `yours>theirs`, neither stopped. */
function pairsPresent(state: GameState, player: PlayerId, spec: Extract<FerengiProfitTarget, { kind: 'your-personnel-and-opposing-present' }>): string[] {
  return yoursMatching(state, player, spec.filter)
    .filter((iid) => !state.cards[iid]!.stopped)
    .flatMap((mine) =>
      cardsIn(state, state.cards[mine]!.zone)
        .filter((iid) => state.cards[iid]!.owner !== player && !state.cards[iid]!.stopped && isPersonnel(state, iid))
        .map((theirs) => `${mine}>${theirs}`),
    );
}

/** Either card's lore names the other (by title). */
function loreKin(a: Card, b: Card): boolean {
  return (!!a.lore && namesExactly(a.lore, b.title)) || (!!b.lore && namesExactly(b.lore, a.title));
}

/** `your-personnel-and-lore-kin-present`: `yours>kin`. */
function kinPresent(state: GameState, player: PlayerId, spec: Extract<FerengiProfitTarget, { kind: 'your-personnel-and-lore-kin-present' }>): string[] {
  return yoursMatching(state, player, spec.filter).flatMap((mine) =>
    cardsIn(state, state.cards[mine]!.zone)
      .filter((iid) => iid !== mine && state.cards[iid]!.owner === player && isPersonnel(state, iid) && personnelMatches(bp(state, iid), spec.kin) && bp(state, iid).title !== bp(state, mine).title && loreKin(bp(state, mine), bp(state, iid)))
      .map((kin) => `${mine}>${kin}`),
  );
}

/** One of your personnel for each of `titles`, all in one zone (the first such zone in table order), or null. */
function yoursTogether(state: GameState, player: PlayerId, titles: readonly string[]): string[] | null {
  const zones = new Map<string, string[]>();
  for (const one of tableIndex(state).inPlayBy[player]) if (one.faceUp !== false && zoneKind(one.zone) !== 'atop' && isPersonnel(state, one.iid)) zones.set(one.zone, [...(zones.get(one.zone) ?? []), one.iid]);
  for (const here of zones.values()) {
    const picked = titles.map((title) => here.find((iid) => names(bp(state, iid), title)));
    if (picked.every((iid) => iid !== undefined)) return picked as string[];
  }
  return null;
}

/** `opposing-card-to-steal`. */
export function cardsToSteal(state: GameState, player: PlayerId, spec: StealTarget, self?: string): string[] {
  if (spec.together && !yoursTogether(state, player, spec.together)) return [];
  const host = spec.where === 'present-with-host' ? hostPersonnel(state, self) : null;
  if (spec.where === 'present-with-host' && !host) return [];
  const yourZones = spec.where === 'present-with-yours' ? new Set(yoursMatching(state, player, spec.yours ?? {}).filter((iid) => !state.cards[iid]!.stopped).map((iid) => state.cards[iid]!.zone)) : null;
  return tableIndex(state)
    .inPlay.filter((one) => {
      if (one.faceUp === false || one.owner === player || zoneKind(one.zone) === 'atop') return false;
      const card = bp(state, one.iid);
      if (!spec.types.includes(card.type)) return false;
      if (spec.titleWords && !spec.titleWords.some((word) => card.title.split(/[^A-Za-z']+/).includes(word))) return false;
      if (host && one.zone !== state.cards[host]!.zone) return false;
      if (yourZones && !yourZones.has(one.zone)) return false;
      if (spec.unattended && cardsIn(state, one.zone).some((iid) => state.cards[iid]!.owner === one.owner && isPersonnel(state, iid))) return false;
      return true;
    })
    .map((one) => one.iid);
}

/** `your-personnel-where-lies`. */
function yoursWhereLies(state: GameState, player: PlayerId, spec: Extract<FerengiProfitTarget, { kind: 'your-personnel-where-lies' }>, self?: string): string[] {
  const zone = self ? state.cards[self]?.zone : undefined;
  if (!zone || zoneKind(zone) !== 'on') return [];
  return cardsIn(state, Z.aboard(zoneArg(zone))).filter((iid) => state.cards[iid]!.owner === player && isPersonnel(state, iid) && personnelMatches(bp(state, iid), spec.filter));
}

/** The location a card advised (its `state.selected`), while it lies face up in play. */
function advisedBy(state: GameState, card: string | undefined): string | undefined {
  const instance = card ? state.cards[card] : undefined;
  if (!instance || !instance.faceUp || !isInPlayZone(instance.zone)) return undefined;
  const advice = state.selected?.[card!];
  return advice && state.locations[advice] ? advice : undefined;
}

/** The location where `player` just prevailed, read from the top response window (see `your-personnel-where-you-prevailed`). */
function prevailedAt(state: GameState, player: PlayerId): string | null {
  const windows = state.windows ?? [];
  const top = windows[windows.length - 1];
  if (!top || top.player !== player) return null;
  if (top.action === 'battle-ended') {
    const battle = state.lastBattle;
    return battle && battle.winner === player ? locationOfZone(state, battle.zone) : null;
  }
  if (top.action === 'personnel-captured') {
    const taken = (top.cards ?? [top.card]).find((iid) => {
      const zone = state.cards[iid]?.zone;
      return !!zone && zoneKind(zone) === 'held' && zoneArg(zone).split(':')[0] === player && ownerOf(state, iid) !== player;
    });
    return taken ? locationOfZone(state, state.cards[taken]!.zone) : null;
  }
  if (top.action === 'facility-commandeered') return top.by === player && state.cards[top.card]?.owner === player ? locationOfZone(state, state.cards[top.card]!.zone) : null;
  return null;
}

function atHomeworld(state: GameState, zone: string): boolean {
  const location = locationOfZone(state, zone);
  return !!location && (state.locations[location]?.missions ?? []).some((mission) => isHomeworld(bp(state, mission)));
}

/** `equipment-swap-at-homeworld`. */
function swapTargets(state: GameState, player: PlayerId, spec: Extract<FerengiProfitTarget, { kind: 'equipment-swap-at-homeworld' }>, self?: string): string[] {
  const me = self ? state.cards[self] : undefined;
  if (!me) return [];
  const title = bp(state, self!).title;
  if (spec.way === 'self-from-deck') {
    if (me.zone !== Z.draw(player) || checkDownloadable(state, player, self!)) return [];
    return yoursInPlay(state, player).filter((iid) => bp(state, iid).type === 'Equipment' && !isTitled(bp(state, iid), title) && atHomeworld(state, state.cards[iid]!.zone));
  }
  if (!isInPlayZone(me.zone) || me.owner !== player || !atHomeworld(state, me.zone)) return [];
  if (spec.presentNames && !cardsIn(state, me.zone).some((iid) => state.cards[iid]!.owner === player && isPersonnel(state, iid) && spec.presentNames!.some((name) => names(bp(state, iid), name)))) return [];
  const seen = new Set<string>();
  return cardsIn(state, Z.draw(player)).filter((iid) => {
    const card = bp(state, iid);
    if (card.type !== 'Equipment' || isTitled(card, title) || seen.has(card.title) || checkDownloadable(state, player, iid)) return false;
    seen.add(card.title);
    return true;
  });
}

function yoursInPlay(state: GameState, player: PlayerId): string[] {
  return tableIndex(state).inPlayBy[player].filter((one) => one.faceUp !== false).map((one) => one.iid);
}

const returnedKey = (iid: string) => `returned home@${iid}`;

/** Your cards of `types` titled with one of `titleWords` present with `host`, not yet returned this game. */
function cardsToReturn(state: GameState, player: PlayerId, host: string, types: readonly string[], titleWords: readonly string[]): string[] {
  return cardsIn(state, state.cards[host]!.zone).filter((iid) => {
    const card = bp(state, iid);
    return state.cards[iid]!.owner === player && types.includes(card.type) && titleWords.some((word) => card.title.split(/[^A-Za-z']+/).includes(word)) && state.abilityUses?.[`${player}|${returnedKey(iid)}`] === undefined;
  });
}

function hostHome(state: GameState, player: PlayerId, spec: Extract<FerengiProfitTarget, { kind: 'host-home-with-cards' }>, self?: string): string[] {
  const host = hostPersonnel(state, self);
  if (!host || state.cards[host]!.owner !== player || zoneKind(state.cards[host]!.zone) !== 'surface') return [];
  const location = zoneArg(state.cards[host]!.zone);
  if (!(state.locations[location]?.missions ?? []).some((mission) => missionIsAt(bp(state, mission), spec.place))) return [];
  return cardsToReturn(state, player, host, spec.types, spec.titleWords).length > 0 ? [host] : [];
}

export const FERENGI_PROFIT_TARGETS = {
  ...finding(['host-home-with-cards'], (state, player, spec, self) => hostHome(state, player, spec, self)),
  ...finding(['equipment-swap-at-homeworld'], (state, player, spec, self) => swapTargets(state, player, spec, self)),
  ...finding(['your-personnel-where-you-prevailed'], (state, player, spec) => {
    const location = prevailedAt(state, player);
    return location ? yoursMatching(state, player, spec.filter).filter((iid) => locationOfZone(state, state.cards[iid]!.zone) === location) : [];
  }),
  ...finding(['mission-to-advise'], (state, _player, _spec, self) => (self && state.selected?.[self] === undefined ? Object.keys(state.locations) : [])),
  ...finding(['mission-advised-to-you'], (state, player, _spec, self) => {
    const advice = advisedBy(state, self);
    return advice && state.cards[self!]!.owner !== player ? [advice] : [];
  }),
  ...finding(['your-personnel-where-lies'], (state, player, spec, self) => yoursWhereLies(state, player, spec, self)),
  ...finding(['opposing-card-to-steal'], (state, player, spec, self) => cardsToSteal(state, player, spec, self)),
  ...finding(['your-personnel-and-lore-kin-present'], (state, player, spec) => kinPresent(state, player, spec)),
  ...finding(['personnel-here-outranking-host'], (state, _player, spec, self) => outrankingHost(state, self, spec)),
  ...finding(['your-personnel-where-opponent-completed'], (state, player, spec) => whereOpponentCompleted(state, player, spec)),
  ...finding(['your-personnel-and-opposing-present'], (state, player, spec) => pairsPresent(state, player, spec)),
};

const resolved = (v: VerbContext, effect: string) => v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect, ...(v.target ? { target: v.target } : {}), rule: RULES.cardEffects });

export const FERENGI_PROFIT_VERBS: { readonly [K in FerengiProfitEffect['kind']]: (v: VerbContext, effect: Extract<FerengiProfitEffect, { kind: K }>) => void } = {
  'target-atop-owner-deck': (v) => {
    const state = v.ctx.state;
    const target = v.target ? state.cards[v.target] : undefined;
    if (!target || !isInPlayZone(target.zone)) return resolved(v, 'the personnel is no longer in play');
    for (const child of [...cardsIn(state, Z.on(v.target!))])
      v.ctx.emit({ type: 'CardLeftPlay', card: child, from: Z.on(v.target!), to: Z.discard(ownerOf(v.ctx.state, child)), how: 'discarded', source: v.card, rule: RULES.leavingPlay });
    const owner = ownerOf(v.ctx.state, v.target!);
    v.ctx.emit({ type: 'CardMoved', card: v.target!, from: target.zone, to: Z.draw(owner), index: 0, faceUp: false, reason: `${bp(state, v.card).title}: placed atop its owner's draw deck`, rule: RULES.cardEffects });
    resolved(v, `${bp(state, v.target!).title} atop ${owner}'s draw deck`);
  },
  'kin-beneath-draw': (v) => {
    const kin = v.target?.split('>')[1];
    const instance = kin ? v.ctx.state.cards[kin] : undefined;
    if (!instance || !isInPlayZone(instance.zone)) return resolved(v, 'the personnel is no longer in play');
    for (const child of [...cardsIn(v.ctx.state, Z.on(kin!))])
      v.ctx.emit({ type: 'CardLeftPlay', card: child, from: Z.on(kin!), to: Z.discard(ownerOf(v.ctx.state, child)), how: 'discarded', source: v.card, rule: RULES.leavingPlay });
    const owner = ownerOf(v.ctx.state, kin!);
    // A CardMoved to a deck without an index puts the card at its bottom.
    v.ctx.emit({ type: 'CardMoved', card: kin!, from: instance.zone, to: Z.draw(owner), faceUp: false, reason: `${bp(v.ctx.state, v.card).title}: placed beneath its owner's draw deck`, rule: RULES.cardEffects });
    resolved(v, `${bp(v.ctx.state, kin!).title} beneath ${owner}'s draw deck`);
  },
  'steal-target': (v) => {
    if (!v.target || !v.ctx.state.cards[v.target]) return resolved(v, 'nothing to steal');
    stealCard(v.ctx, v.target, v.player, v.card);
  },
  'discard-yours-together': (v, effect) => {
    const together = yoursTogether(v.ctx.state, v.player, effect.titles) ?? [];
    for (const iid of together) leavePlay(v.ctx, iid, 'discarded', v.card);
    resolved(v, `${together.length} personnel discarded`);
  },
  'download-titled-onto-each-present': (v, effect) => {
    const state = v.ctx.state;
    const zone = v.target ? state.cards[v.target]?.zone : undefined;
    if (!zone) return resolved(v, 'no one to download to');
    const receivers = cardsIn(state, zone).filter((iid) => iid !== v.target && state.cards[iid]!.owner === v.player && isPersonnel(state, iid) && personnelMatches(bp(state, iid), effect.filter));
    let count = 0;
    for (const receiver of receivers) {
      const found = findToDownload(v.ctx.state, v.player, effect.title);
      const targets = found ? behaviourOf(v.ctx.state.cards[found]!.blueprint)?.targets : undefined;
      if (!found || checkDownloadable(v.ctx.state, v.player, found) || (targets && !isValidTarget(v.ctx.state, v.player, targets, receiver))) continue;
      downloadCard(v.ctx, v.player, found, v.card, { cardTarget: receiver });
      count += 1;
    }
    resolved(v, `${count} ${effect.title} downloaded`);
  },
  'swap-equipment-with-target': (v) => {
    const state = v.ctx.state;
    if (!v.target || !state.cards[v.target] || !state.cards[v.card]) return resolved(v, 'nothing to swap');
    const [fromDeck, inPlay] = state.cards[v.card]!.zone === Z.draw(v.player) ? [v.card, v.target] : [v.target, v.card];
    const place = state.cards[inPlay]!.zone;
    if (state.cards[fromDeck]!.zone !== Z.draw(v.player) || !isInPlayZone(place) || checkDownloadable(state, v.player, fromDeck)) return resolved(v, 'download invalid');
    leavePlay(v.ctx, inPlay, 'discarded', v.card);
    downloadCard(v.ctx, v.player, fromDeck, v.card, { to: place });
    resolved(v, `${bp(v.ctx.state, fromDeck).title} replaces ${bp(v.ctx.state, inPlay).title}`);
  },
  'return-cards-home': (v, effect) => {
    if (!v.target || !v.ctx.state.cards[v.target]) return resolved(v, 'nothing returned');
    const returned = cardsToReturn(v.ctx.state, v.player, v.target, effect.types, effect.titleWords);
    for (const iid of returned) v.ctx.emit({ type: 'CardAbilityUsed', player: v.player, title: returnedKey(iid), turn: v.ctx.state.turn!.number, rule: RULES.oncePerTurn });
    resolved(v, `${returned.length} card(s) returned`);
    v.ctx.emit({ type: 'PointsScored', player: v.player, points: effect.points, bonus: true, source: v.card, rule: RULES.cardEffects });
    const self = v.ctx.state.cards[v.card]!;
    if (self.zone !== Z.discard(self.owner)) v.ctx.emit({ type: 'CardMoved', card: v.card, from: self.zone, to: Z.discard(self.owner), faceUp: true, reason: `${bp(v.ctx.state, v.card).title}: discarded after use`, rule: RULES.cardEffects });
    const count = effect.drawEach * returned.length;
    if (count > 0) runEffects(v, [{ kind: 'choose-cards', chooser: 'you', pool: { from: 'draw-prefixes', whose: 'you', count }, pick: 1, upTo: true, chosen: 'drawn' }]);
  },
  'dabo-wager': (v, effect) => {
    const state = v.ctx.state;
    const wager = (v.target ?? '').split('+').filter((iid) => state.cards[iid]?.zone === Z.discard(v.player));
    const top = cardsIn(state, Z.draw(v.player))[0];
    if (wager.length === 0 || !top) return resolved(v, 'no wager or no probe card: nothing happens');
    const title = bp(state, top).title;
    for (const to of ['p1', 'p2'] as const) v.ctx.emit({ type: 'CardsShown', to, zone: Z.draw(v.player), cards: [{ iid: top, title }], source: v.card, rule: RULES.probing });
    const won = probeMatches(state, top, { types: ['Equipment', 'Event', 'Personnel'] });
    resolved(v, `${v.player} probes: ${title} → ${won ? 'the wager wins' : 'the wager is lost'}`);
    if (won) {
      for (const iid of wager) v.ctx.emit({ type: 'CardMoved', card: iid, from: Z.discard(v.player), to: Z.bonus(v.player), faceUp: true, reason: `${bp(state, v.card).title}: wager won`, rule: RULES.cardEffects });
      v.ctx.emit({ type: 'PointsScored', player: v.player, points: effect.perCard * wager.length, bonus: true, source: v.card, rule: RULES.cardEffects });
      return;
    }
    for (const iid of wager) v.ctx.emit({ type: 'CardMoved', card: iid, from: Z.discard(v.player), to: Z.out(v.player), faceUp: true, reason: `${bp(state, v.card).title}: wager lost`, rule: RULES.cardEffects });
    const zone = presentZoneOf(v.ctx.state, v.card);
    const site = zone && zoneKind(zone) === 'aboard' ? zoneArg(zone) : null;
    const controller = site ? v.ctx.state.cards[site]!.owner : null;
    if (!zone || !controller) return;
    const here = cardsIn(v.ctx.state, zone).filter((iid) => isPersonnel(v.ctx.state, iid));
    if (!here.some((iid) => v.ctx.state.cards[iid]!.owner === controller && names(bp(v.ctx.state, iid), effect.host))) return resolved(v, `no ${effect.host} of the controller here`);
    const helpers = here.filter((iid) => bp(v.ctx.state, iid).characteristics.some((one) => one.toLowerCase() === effect.helpers.toLowerCase())).length;
    // One "draw one OR download one Latinum here" per helper, asked one after another (each answer asks the next).
    let chain: Effect[] = [];
    for (let i = 0; i < helpers; i += 1) {
      const next = chain;
      chain = [{ kind: 'choose-cards', chooser: 'you', pool: { from: 'draw-deck', whose: 'you', filter: { titles: [effect.latinum] }, download: true }, pick: 1, upTo: true, chosen: 'download-here', then: next, ifNone: [{ kind: 'draw', who: 'you', count: 1 }, ...next] }];
    }
    runEffects({ ctx: v.ctx, player: controller, card: v.card }, chain);
  },
  'download-titled-onto-host': (v, effect) => {
    const zone = v.ctx.state.cards[v.card]?.zone;
    const host = zone && zoneKind(zone) === 'on' ? zoneArg(zone) : undefined;
    const found = host ? findToDownload(v.ctx.state, v.player, effect.title) : undefined;
    const targets = found ? behaviourOf(v.ctx.state.cards[found]!.blueprint)?.targets : undefined;
    if (!host || !found || checkDownloadable(v.ctx.state, v.player, found) || (targets && !isValidTarget(v.ctx.state, v.player, targets, host)))
      return resolved(v, `download invalid: no ${effect.title} may be downloaded there`);
    downloadCard(v.ctx, v.player, found, v.card, { to: Z.on(host), cardTarget: host });
    resolved(v, `${effect.title} downloaded`);
  },
  'advise-target': (v) => {
    if (!v.target || !v.ctx.state.locations[v.target]) return resolved(v, 'no mission advised');
    v.ctx.emit({ type: 'CardOptionSelected', player: v.player, card: v.card, option: v.target, rule: RULES.cardEffects });
    resolved(v, `the opponent is advised to attempt the mission at ${v.target}`);
  },
  'discard-rest-from-deck-top': (v, effect) => {
    const chosen = [...v.ctx.events].reverse().find((event): event is Extract<GameEvent, { type: 'CardsChosen' }> => event.type === 'CardsChosen' && event.source === v.card);
    const left = Math.max(0, effect.total - (chosen?.chosen.length ?? 0));
    const top = cardsIn(v.ctx.state, Z.draw(v.player)).slice(0, left);
    for (const iid of top) v.ctx.emit({ type: 'CardMoved', card: iid, from: Z.draw(v.player), to: Z.discard(v.player), faceUp: true, reason: `${bp(v.ctx.state, v.card).title}: discarded from the top of the draw deck`, rule: RULES.cardEffects });
    resolved(v, `${top.length} card(s) discarded from the top of the draw deck`);
  },
  'stop-target-pair': (v) => {
    const pair = (v.target ?? '').split('>').filter((iid) => v.ctx.state.cards[iid] && !v.ctx.state.cards[iid]!.stopped);
    for (const iid of pair) v.ctx.emit({ type: 'CardStopped', card: iid, rule: RULES.stopped });
    resolved(v, `${pair.length} personnel stopped`);
  },
};

/** Choice pool `opposing-equipment-present`: equipment the opponent controls, present with the target's first card. */
export function opposingEquipmentPresent(state: GameState, player: PlayerId, target: string | undefined): string[] {
  const first = target?.split('>')[0];
  const zone = first ? state.cards[first]?.zone : undefined;
  if (!zone || !isInPlayZone(zone)) return [];
  return cardsIn(state, zone).filter((iid) => state.cards[iid]!.owner !== player && state.cards[iid]!.faceUp !== false && bp(state, iid).type === 'Equipment');
}

/** Fate `download-present-with-target`: the zone of the target's first card (for a ship: in space at its location). */
export function zonePresentWithTarget(state: GameState, target: string | undefined, card?: string): string | null {
  const first = target?.split('>')[0];
  const zone = first ? state.cards[first]?.zone : undefined;
  if (!zone || !isInPlayZone(zone)) return null;
  if (card && bp(state, card).type === 'Ship') {
    const location = locationOfZone(state, zone);
    return location ? Z.space(location) : null;
  }
  return zone;
}

/**
 * The shared theft: `player` takes control of `card` (an equipment or artifact in play, not a personnel) for
 * good; it stays where it is, its owner is kept in `state.control` (control-facts.ts). Nothing happens to a
 * card the player already controls.
 */
export function stealCard(ctx: Ctx, card: string, player: PlayerId, source: string): void {
  const instance = ctx.state.cards[card];
  if (!instance || instance.owner === player || !isInPlayZone(instance.zone)) return;
  ctx.emit({ type: 'ControlTaken', cards: [card], by: player, from: instance.owner, source, until: LASTING_CONTROL, rule: `${FERENGI_PROFIT_RULES.steal}; ${RULES.cardEffects}` });
  ctx.emit({ type: 'CardEffectResolved', card: source, player, effect: `${bp(ctx.state, card).title} stolen (its owner keeps it)`, target: card, rule: RULES.cardEffects });
}

/**
 * As a played card's response window closes: an Interrupt whose title a face-up card in play nullifies
 * (`nullifiesInPlay`, not `mutual`) is nullified instead of resolving (47th Rule of Acquisition). Returns
 * whether it was.
 */
export function nullifiedAsPlayed(ctx: Ctx, card: string): boolean {
  const state = ctx.state;
  const played = bp(state, card);
  if (played.type !== 'Interrupt') return false;
  const by = tableIndex(state).inPlay.find((one) => {
    if (one.faceUp === false || one.iid === card) return false;
    const rule = behaviourOf(one.blueprint)?.nullifiesInPlay;
    return !!rule && !rule.mutual && !rule.targetingYourMissions && titledAmong(rule.titles, played) && (!rule.yours || one.owner === state.cards[card]!.owner);
  });
  if (!by) return false;
  ctx.emit({ type: 'PlayNullified', card, by: by.iid, rule: FERENGI_PROFIT_RULES.nullified });
  const instance = ctx.state.cards[card]!;
  // A card removed from the game as its cost stays out of play; otherwise it is discarded.
  if (zoneKind(instance.zone) !== 'out' && instance.zone !== Z.discard(ownerOf(ctx.state, card)))
    ctx.emit({ type: 'CardMoved', card, from: instance.zone, to: Z.discard(ownerOf(ctx.state, card)), faceUp: true, reason: `nullified by ${bp(state, by.iid).title}`, rule: FERENGI_PROFIT_RULES.nullified });
  return true;
}

/**
 * Card field `advisesAttempts` (59th Rule of Acquisition): while such a card of the other player lies face up in play
 * having advised the mission at `location`, `player` may not begin an attempt there — the price of heeding the advice
 * (the card's ability the advised player uses, which discards it) is paid first. 1E rulebook › ATTEMPT A MISSION ›
 * BEGINNING A MISSION ATTEMPT (read by attempt/beginning.ts › checkAttempt).
 */
export function advisedProblem(state: GameState, player: PlayerId, location: string): Problem | null {
  if (!state.selected) return null;
  for (const [card, advice] of Object.entries(state.selected)) {
    if (advice !== location || advisedBy(state, card) !== location) continue;
    const instance = state.cards[card]!;
    if (instance.owner === player || !behaviourOf(instance.blueprint)?.advisesAttempts) continue;
    return problem('ADVICE_UNPAID', `${bp(state, card).title} advised this mission: heed it (discard two cards) before attempting it`, RULES.beginningAttempt);
  }
  return null;
}

