/**
 * The interpreter of the dilemmas-c words (behaviour/dilemma-steps-c.ts): skill dots, INTEGRITY and
 * sums as measures, selections at the ends of a measure, probing, and the conditions and draws counted
 * from the picked cards' skill dots.
 *
 * 1E rulebook › USING SKILLS ("use the actual number of skill dots printed on the card"; a special
 * download icon is not a skill dot); PROBING (reveal the top card of your draw deck; the first icon of
 * the probe list found anywhere on it is the outcome; with an empty deck you may not probe);
 * MISCELLANEOUS RULES › TIES (a just-encountered dilemma's ties are broken by the encountering
 * player's opponent unless the card names a player); ATTEMPT A MISSION › ENCOUNTERING DILEMMAS.
 */
import { attributeNumber, skillLevel } from '@captains-log/cards';
import { bp, type Ctx } from '../context';
import { selectAtRandom } from '../behaviour/random-selection';
import type { CountTerm, DilemmaDef, Filter, Measure, Selector, Step } from '../dilemmas';
import { DILEMMA_WORDS_C, type CountTermC, type FilterC, type MeasureC, type ProbeMatch, type SelectorC, type StepC } from '../behaviour/dilemma-steps-c';
import { RULES } from '../rules';
import type { GameState, PlayerId } from '../types';
import { cardsIn, other, Z } from '../zones';
import { misSeedReason, shuffleZone } from '../seeding';
import { matchesFilter } from './filters';
import { memberOf } from './requirements';
import { attemptedMission, present, teamZone } from './teams';
import { destroyShip, leavePlay } from './leaving-play';
import { dilemmaNullifiedToSaveShip } from '../behaviour/ship-destruction-saves';
import { tableTestMet } from './dilemma-effects-b';
import { affectOnce } from './ongoing-c';
import { isTitled, titledAmong } from '../card-facts';

type Attribute = 'INTEGRITY' | 'CUNNING' | 'STRENGTH';
/** 1E rulebook › DOWNLOADING (and its note on "download and seed": the seeded cards need not be shown). */
const DOWNLOADING = '1E rulebook › DOWNLOADING';

function teamOf(state: GameState): string[] {
  const attempt = state.attempt!;
  return present(state, attempt, attempt.team!);
}

/**
 * Printed skill dots: one per skill entry of the skill box (regular and conditional) and one per special-skill
 * sentence; special downloads carry a ▼, not a dot (1E rulebook › USING SKILLS). The card list does not print the
 * dots, so a special skill that grants several skills under one dot (Juliana Tainer) counts as its entries.
 */
export function skillDots(state: GameState, iid: string): number {
  const personnel = bp(state, iid).personnel;
  if (!personnel) return 0;
  return personnel.skillBox.skills.length + personnel.skillBox.specialSkills.length;
}

function attributeNow(state: GameState, iid: string, name: Attribute): number {
  const member = memberOf(state, iid);
  return name === 'INTEGRITY' ? member.integrity : name === 'CUNNING' ? member.cunning : member.strength;
}

function printed(state: GameState, iid: string, name: Attribute): number {
  const personnel = bp(state, iid).personnel;
  if (!personnel) return 0;
  return attributeNumber(name === 'INTEGRITY' ? personnel.integrity : name === 'CUNNING' ? personnel.cunning : personnel.strength);
}

export function isMeasureC(measure: Measure): measure is MeasureC {
  return measure === 'INTEGRITY' || (typeof measure === 'object' && ('dots' in measure || 'sum' in measure));
}

export function measureOfC(state: GameState, iid: string, measure: MeasureC): number {
  if (measure === 'INTEGRITY') return attributeNow(state, iid, 'INTEGRITY');
  if ('dots' in measure) return skillDots(state, iid);
  return measure.sum.reduce((total, name) => total + attributeNow(state, iid, name), 0);
}

/** The filter fields of dilemma-steps-c.ts (matchesFilter calls this after the others). */
export function matchesFilterC(state: GameState, iid: string, filter: FilterC): boolean {
  if (filter.dotsAtLeast !== undefined && skillDots(state, iid) < filter.dotsAtLeast) return false;
  if (filter.printedPlusDotsAtMost) {
    const dots = skillDots(state, iid);
    const { attributes, value } = filter.printedPlusDotsAtMost;
    if (attributes.some((name) => printed(state, iid, name) + dots > value)) return false;
  }
  if (filter.oppositeGenderOfPicked) {
    const gender = (id: string) => {
      const ch = bp(state, id).characteristics.map((c) => c.toLowerCase());
      return ch.includes('male') ? 'male' : ch.includes('female') ? 'female' : null;
    };
    const mine = gender(iid);
    const picked = (state.attempt?.picked ?? []).filter((id) => state.cards[id] && id !== iid);
    if (!mine || !picked.some((id) => { const theirs = gender(id); return theirs !== null && theirs !== mine; })) return false;
  }
  if (filter.notClassification && memberOf(state, iid).classification === filter.notClassification) return false;
  if (filter.skillAtLeast && skillLevel(memberOf(state, iid), filter.skillAtLeast.skill) < filter.skillAtLeast.level) return false;
  return true;
}

/** A card bearing one of these titles (card-facts.ts › titledAmong) lies face up on the player's table (TableTestC). */
export function onTableOf(state: GameState, player: PlayerId, titles: readonly string[]): boolean {
  return cardsIn(state, Z.table(player)).some((iid) => titledAmong(titles, bp(state, iid)));
}

/** The encountering player's ship undocked at the attempted location (the first, when several). */
export function ownShipHere(state: GameState): string | null {
  const attempt = state.attempt!;
  return cardsIn(state, Z.space(attempt.location)).find((iid) => state.cards[iid]!.owner === attempt.player && bp(state, iid).type === 'Ship') ?? null;
}

/** A brig with the attempting crew: the ship's own (special equipment, characteristic) or a Brig card on or aboard it. */
export function brigPresent(state: GameState): boolean {
  const ship = state.attempt?.ship;
  if (!ship) return false;
  const isBrig = (iid: string) => {
    const found = bp(state, iid);
    return found.characteristics.some((c) => c.toLowerCase() === 'brig') || (found.ship?.specialEquipment ?? []).some((e) => e.toLowerCase() === 'brig');
  };
  return isBrig(ship) || [...cardsIn(state, Z.on(ship)), ...cardsIn(state, Z.aboard(ship))].some(isBrig);
}

/** The picked cards (two or more) show one value of the attribute (TableTestC `pickedSame`). */
export function pickedSame(state: GameState, name: Attribute): boolean {
  const picked = (state.attempt?.picked ?? []).filter((iid) => state.cards[iid] && bp(state, iid).type === 'Personnel');
  return picked.length >= 2 && picked.every((iid) => attributeNow(state, iid, name) === attributeNow(state, picked[0]!, name));
}

export function isSelectorC(selector: Selector): selector is SelectorC {
  return (DILEMMA_WORDS_C.selectors as readonly string[]).includes(selector.by);
}

export function isStepC(step: Step): step is StepC {
  return (DILEMMA_WORDS_C.steps as readonly string[]).includes(step.kind);
}

export function candidatesC(state: GameState, selector: SelectorC): string[] {
  if (selector.by === 'random-each') return teamOf(state).filter((iid) => selector.filters.some((filter) => matchesFilter(state, iid, filter)));
  return teamOf(state).filter((iid) => matchesFilter(state, iid, selector.filter as Filter | undefined));
}

function ask(ctx: Ctx, card: string, index: number, player: PlayerId, options: readonly string[], pick: number, preset: readonly string[] = []): 'suspended' {
  ctx.emit({
    type: 'DilemmaChoiceRequested',
    card,
    choice: { player, purpose: `step:${index}`, options: [...options], pick, ...(preset.length ? { preset: [...preset] } : {}) },
    rule: RULES.ties,
  });
  return 'suspended';
}

/** The members at one end of a measure (every tied one). */
function atEnd(state: GameState, ids: readonly string[], measure: Measure, end: 'most' | 'least', measureOf: (state: GameState, iid: string, measure: Measure) => number): string[] {
  if (ids.length === 0) return [];
  const values = ids.map((iid) => ({ iid, value: measureOf(state, iid, measure) }));
  const best = end === 'most' ? Math.max(...values.map((v) => v.value)) : Math.min(...values.map((v) => v.value));
  return values.filter((v) => v.value === best).map((v) => v.iid);
}

export function selectC(
  ctx: Ctx,
  card: string,
  selector: SelectorC,
  index: number,
  measureOf: (state: GameState, iid: string, measure: Measure) => number,
): string[] | 'suspended' {
  const state = ctx.state;
  const attempt = state.attempt!;
  const candidates = candidatesC(state, selector);
  switch (selector.by) {
    case 'random-each': {
      // 1E rulebook › MISCELLANEOUS RULES › RANDOM SELECTION: one draw per filter, among those not yet drawn.
      const chosen: string[] = [];
      selector.filters.forEach((filter, n) => {
        const pool = candidates.filter((iid) => !chosen.includes(iid) && matchesFilter(state, iid, filter));
        if (pool.length === 0) return;
        if (pool.length === 1) {
          chosen.push(pool[0]!);
          return;
        }
        chosen.push(...selectAtRandom(ctx, { purpose: `${bp(state, card).title} (step ${index + 1}, ${n + 1})`, candidates: pool, hurts: true }));
      });
      return chosen;
    }
    case 'extreme-of': {
      const options = new Set<string>();
      for (const end of selector.ends) for (const iid of atEnd(state, candidates, end.measure, end.end, measureOf)) options.add(iid);
      const list = candidates.filter((iid) => options.has(iid));
      if (list.length <= 1) return list;
      return ask(ctx, card, index, selector.chooser === 'self' ? attempt.player : other(attempt.player), list, 1);
    }
    case 'all-at-ends': {
      const chosen = new Set<string>();
      for (const end of selector.ends) for (const iid of atEnd(state, candidates, selector.measure, end, measureOf)) chosen.add(iid);
      return candidates.filter((iid) => chosen.has(iid));
    }
    case 'ordered': {
      const sign = selector.direction === 'lowest' ? 1 : -1;
      const key = (iid: string) => selector.measures.map((m) => sign * measureOf(state, iid, m));
      const compare = (a: string, b: string) => {
        const ka = key(a);
        const kb = key(b);
        for (let i = 0; i < ka.length; i += 1) if (ka[i] !== kb[i]) return ka[i]! - kb[i]!;
        return 0;
      };
      const sorted = [...candidates].sort(compare);
      if (sorted.length <= selector.count) return sorted;
      const boundary = sorted[selector.count - 1]!;
      const sure = sorted.filter((iid) => compare(iid, boundary) < 0);
      const tied = sorted.filter((iid) => compare(iid, boundary) === 0);
      if (sure.length + tied.length <= selector.count) return [...sure, ...tied];
      // 1E rulebook › MISCELLANEOUS RULES › TIES: a tie left after every measure is broken by the card's player, else the opponent.
      return ask(ctx, card, index, selector.tie === 'self' ? attempt.player : other(attempt.player), tied, selector.count - sure.length, sure);
    }
  }
}

export function isCountTermC(term: CountTerm): term is CountTermC {
  return 'lowest' in term && 'below' in term;
}

/** The `count` lowest members (by the attribute, or the three together) when their sum stays below the value; else null. */
export function countTermC(state: GameState, term: CountTermC, team: readonly string[]): readonly string[] | null {
  if (team.length < term.count) return null;
  const value = (iid: string) => (term.lowest === 'total' ? measureOfC(state, iid, { sum: ['INTEGRITY', 'CUNNING', 'STRENGTH'] }) : attributeNow(state, iid, term.lowest));
  const lowest = [...team].sort((a, b) => value(a) - value(b)).slice(0, term.count);
  return lowest.reduce((sum, iid) => sum + value(iid), 0) < term.below ? lowest : null;
}

/** Whether the probe card shows what a probe-list entry names (its type, an icon, or a word of its text). */
export function probeMatches(state: GameState, iid: string, match: ProbeMatch): boolean {
  const card = bp(state, iid);
  if (match.any) return true;
  if (match.types?.some((type) => card.types.some((t) => t.toLowerCase() === type.toLowerCase()))) return true;
  // Issue 15 (borg objectives): "anywhere on the probe card" includes a ship's staffing icons (1E rulebook › END OF TURN › PROBING).
  const staffing = card.ship?.staffing.icons ?? [];
  if (match.icons?.some((code) => card.icons.some((icon) => icon.code.toLowerCase() === code.toLowerCase()) || staffing.some((icon) => icon.toLowerCase() === code.toLowerCase()) || (card.text ?? '').includes(`[${code}]`))) return true;
  if (match.text?.some((word) => (card.text ?? '').includes(word))) return true;
  if (match.enigma && card.enigma) return true;
  if (match.affiliations?.some((name) => card.affiliations.some((a) => a.toLowerCase() === name.toLowerCase()))) return true;
  return false;
}

function pickedDots(state: GameState): number {
  return state.attempt!.picked.filter((iid) => state.cards[iid]).reduce((sum, iid) => sum + skillDots(state, iid), 0);
}

/** The turn at whose end this dilemma's countdown reaches 0: it ticks at the end of each of its owner's turns. */
function countdownEnds(state: GameState, card: string): number | null {
  const entry = state.ongoing[card];
  if (!entry || entry.countdown === undefined) return null;
  const now = state.turn!.number;
  const ownersTurn = state.cards[card]!.owner === state.turn!.player;
  // Turn numbers count both players' turns: the owner's turns are now, now + 2, … (their own) or now + 1, now + 3, ….
  return ownersTurn ? now + 2 * (entry.countdown - 1) : now + 2 * entry.countdown - 1;
}

type Resolved = (ctx: Ctx, card: string, index: number, effect: string, conditionFailed: boolean, rule?: string, picked?: readonly string[]) => 'next' | 'suspended' | 'ended';

export function runStepC(
  ctx: Ctx,
  card: string,
  def: DilemmaDef,
  step: StepC,
  index: number,
  answer: readonly string[] | undefined,
  resolved: Resolved,
  select: (ctx: Ctx, card: string, selector: Selector, index: number) => string[] | 'suspended',
  measureOf: (state: GameState, iid: string, measure: Measure) => number,
): 'next' | 'suspended' | 'ended' {
  const state = ctx.state;
  const attempt = state.attempt!;
  const source = bp(state, card).title;
  void def;
  switch (step.kind) {
    case 'probe': {
      // 1E rulebook › PROBING: the top card of the prober's draw deck; an empty deck may not probe (no outcome).
      const top = cardsIn(state, Z.draw(attempt.player))[0];
      if (!top) return resolved(ctx, card, index, 'draw deck empty: no probe', false, RULES.probing);
      const shown = [{ iid: top, title: bp(state, top).title }];
      for (const to of [attempt.player, other(attempt.player)] as const) ctx.emit({ type: 'CardsShown', to, zone: Z.draw(attempt.player), cards: shown, source: card });
      const found = step.list.findIndex((match) => probeMatches(state, top, match));
      const outcome = found < 0 ? 'probe-otherwise' : `probe-${found + 1}`;
      if (step.probeCard === 'discard')
        ctx.emit({ type: 'CardMoved', card: top, from: Z.draw(attempt.player), to: Z.discard(attempt.player), faceUp: true, reason: `${source}: probe card discarded`, rule: RULES.probing });
      else if (step.probeCard === 'draw') ctx.emit({ type: 'CardsDrawn', player: attempt.player, cards: [top], reason: 'dilemma', rule: RULES.probing });
      return resolved(ctx, card, index, `probe: ${bp(state, top).title} → ${outcome}`, false, RULES.probing, [...attempt.picked, `mode:${outcome}`]);
    }
    case 'pass-remaining-picked-dots': {
      const x = pickedDots(state);
      const remaining = teamOf(state).filter((iid) => !attempt.picked.includes(iid)).length;
      const met = remaining >= x;
      const says = `at least ${x} personnel remaining`;
      ctx.emit({ type: 'RequirementChecked', card, purpose: 'condition', requirement: says, verdict: met ? 'met' : 'unmet', group: teamOf(state), missing: met ? [] : [says], rule: RULES.conditionalEffects });
      return resolved(ctx, card, index, met ? 'got past' : 'cannot get past', !met, RULES.conditionalEffects);
    }
    case 'stop-through-countdown': {
      const until = countdownEnds(state, card);
      if (until === null) return resolved(ctx, card, index, 'no countdown running: nothing happens', false, RULES.countdowns);
      const targets = answer ?? select(ctx, card, step.targets, index);
      if (targets === 'suspended') return 'suspended';
      for (const iid of targets) ctx.emit({ type: 'CardStopped', card: iid, until, rule: RULES.stopped });
      return resolved(ctx, card, index, `stopped until the countdown expires: ${targets.length}`, false, RULES.countdowns);
    }
    case 'periodic-now':
      if (!state.ongoing[card]) return resolved(ctx, card, index, 'not placed: nothing happens', false, RULES.automaticEffects);
      affectOnce(ctx, card, 'now');
      return resolved(ctx, card, index, 'placed dilemma acts now', false, RULES.automaticEffects);
    case 'choose-available': {
      if (!answer) {
        const modes = step.modes.filter((mode) => !mode.when || tableTestMet(state, mode.when)).map((mode) => `mode:${mode.name}`);
        if (modes.length === 0) return resolved(ctx, card, index, 'no alternative available', false, RULES.encounteringDilemmas);
        const player = step.chooser === 'self' ? attempt.player : other(attempt.player);
        ctx.emit({ type: 'DilemmaChoiceRequested', card, choice: { player, purpose: `step:${index}`, options: modes, pick: 1, ...(attempt.picked.length ? { preset: [...attempt.picked] } : {}) }, rule: RULES.encounteringDilemmas });
        return 'suspended';
      }
      return resolved(ctx, card, index, `chose ${answer.at(-1)}`, false, RULES.encounteringDilemmas, [...attempt.picked]);
    }
    case 'lopsided-missions-lose': {
      for (const player of [attempt.player, other(attempt.player)] as const) {
        let space = 0;
        let planet = 0;
        for (const location of Object.values(state.locations))
          for (const iid of location.missions) {
            const mission = bp(state, iid).mission;
            if (state.cards[iid]!.owner !== player || !mission?.points) continue;
            if (mission.kind === 'space') space += 1;
            else if (mission.kind === 'planet') planet += 1;
          }
        if (Math.abs(space - planet) < step.difference) continue;
        ctx.emit({ type: 'PointsScored', player, points: -step.points, bonus: false, source: card, rule: RULES.automaticEffects });
      }
      return resolved(ctx, card, index, 'lopsided mission sets penalised', false, RULES.automaticEffects);
    }
    case 'pick-add': {
      if (answer) return resolved(ctx, card, index, 'picked one more', false, RULES.triggers, [...answer]);
      // Earlier picks (and chosen modes) stay picked; only cards not picked yet may be added.
      const before = [...attempt.picked];
      const pool = teamOf(state).filter((iid) => !before.includes(iid) && matchesFilter(state, iid, step.filter));
      if (pool.length === 0) return resolved(ctx, card, index, 'no one more to pick', false, RULES.triggers);
      let chosen: string | null = null;
      if ('random' in step.how) {
        if (pool.length === 1) chosen = pool[0]!;
        else {
          chosen = selectAtRandom(ctx, { purpose: `${source} (step ${index + 1})`, candidates: pool, hurts: true })[0]!;
        }
      } else {
        const options = 'end' in step.how ? atEnd(state, pool, step.how.measure, step.how.end, measureOf) : pool;
        const chooser = 'end' in step.how ? step.how.tie : step.how.chooser;
        if (options.length === 1) chosen = options[0]!;
        else {
          ctx.emit({ type: 'DilemmaChoiceRequested', card, choice: { player: chooser === 'self' ? attempt.player : other(attempt.player), purpose: `step:${index}`, options, pick: 1, ...(before.length ? { preset: before } : {}) }, rule: 'end' in step.how ? RULES.ties : RULES.encounteringDilemmas });
          return 'suspended';
        }
      }
      return resolved(ctx, card, index, 'picked one more', false, RULES.triggers, [...before, chosen]);
    }
    case 'opponent-downloads-personnel':
      return opponentDownloads(ctx, card, step, index, answer, resolved);
    case 'countdown-from-unmatched-icons': {
      const entry = state.ongoing[card];
      if (!entry) return resolved(ctx, card, index, 'not placed: no countdown', false, RULES.countdowns);
      const mission = state.cards[attemptedMission(state, attempt.location, attempt.player)];
      const icons = mission ? bp(state, mission.iid).mission?.affiliationIcons ?? [] : [];
      const team = teamOf(state);
      const unmatched = icons.filter((icon) => !team.some((iid) => bp(state, iid).affiliations.includes(icon))).length;
      const countdown = step.base + unmatched;
      ctx.emit({ type: 'DilemmaPlaced', card, to: state.cards[card]!.zone, ongoing: { ...entry, countdown }, rule: RULES.countdowns });
      return resolved(ctx, card, index, `countdown ${countdown}`, false, RULES.countdowns);
    }
    case 'destroy-ship-here': {
      if (!answer) {
        const ships = [...cardsIn(state, Z.space(attempt.location))].filter((iid) => bp(state, iid).type === 'Ship');
        if (ships.length === 0) return resolved(ctx, card, index, 'no ship here', false, RULES.triggers);
        if (ships.length > 1) {
          ctx.emit({ type: 'DilemmaChoiceRequested', card, choice: { player: step.chooser === 'self' ? attempt.player : other(attempt.player), purpose: `step:${index}`, options: ships, pick: 1, ...(attempt.picked.length ? { preset: [...attempt.picked] } : {}) }, rule: RULES.encounteringDilemmas });
          return 'suspended';
        }
        // Issue 15 (helper shipsaves): an interrupt nullifying the dilemma that would destroy the ship (behaviour/ship-destruction-saves.ts).
        if (dilemmaNullifiedToSaveShip(ctx, ships[0]!, card)) return 'next';
        destroyShip(ctx, ships[0]!, source);
        return resolved(ctx, card, index, 'a ship here destroyed', false, RULES.automaticEffects);
      }
      if (dilemmaNullifiedToSaveShip(ctx, answer.at(-1)!, card)) return 'next';
      destroyShip(ctx, answer.at(-1)!, source);
      return resolved(ctx, card, index, 'a ship here destroyed', false, RULES.automaticEffects, answer.slice(0, -1));
    }
    case 'hide-and-seek': {
      const team = teamOf(state);
      const rng = ctx.rng();
      const order = rng.shuffle([...team, card]);
      const end = order.findIndex((iid) => iid === card || bp(state, iid).universal);
      const drawn = order.slice(0, end + 1);
      ctx.emit({ type: 'RandomCardsSelected', purpose: `${source} (cards drawn until a [Univ] personnel or the dilemma)`, candidates: [...team, card], outcome: drawn, secret: { rng: rng.state }, rule: RULES.randomSelection });
      const caught = drawn.filter((iid) => iid !== card);
      for (const iid of caught) ctx.emit({ type: 'CardStopped', card: iid, rule: RULES.stopped });
      return resolved(ctx, card, index, `stopped: ${caught.length}`, false, RULES.automaticEffects);
    }
    case 'opponent-restacks-discard': {
      const owner = other(attempt.player);
      const lowest = attempt.picked.filter((iid) => state.cards[iid] && bp(state, iid).type === 'Personnel');
      const x = lowest.reduce((sum, iid) => sum + skillDots(state, iid) + (bp(state, iid).personnel?.skillBox.specialDownloads.length ?? 0), 0);
      const moved = (answer ?? []).filter((entry) => entry.startsWith('top:')).length;
      const chosen = answer?.at(-1);
      const kept = answer ? answer.slice(0, -1).filter((entry) => !entry.startsWith('top:')) : [...attempt.picked];
      let count = moved;
      if (chosen === 'done') return resolved(ctx, card, index, `${moved} card(s) put atop the draw deck`, false, RULES.automaticEffects, kept);
      if (chosen) {
        ctx.emit({ type: 'CardMoved', card: chosen, from: Z.discard(owner), to: Z.draw(owner), index: 0, faceUp: false, reason: `${source}: from the discard pile atop the draw deck`, rule: RULES.automaticEffects });
        count += 1;
      }
      const pile = cardsIn(ctx.state, Z.discard(owner));
      if (count >= x || pile.length === 0) return resolved(ctx, card, index, `${count} card(s) put atop the draw deck`, false, RULES.automaticEffects, kept);
      const markers = [...(answer ?? []).filter((entry) => entry.startsWith('top:')), ...(chosen ? [`top:${chosen}`] : [])];
      ctx.emit({ type: 'DilemmaChoiceRequested', card, choice: { player: owner, purpose: `step:${index}`, options: ['done', ...pile], pick: 1, preset: [...kept, ...markers] }, rule: RULES.encounteringDilemmas });
      return 'suspended';
    }
    case 'per-affiliation-without-vip': {
      const team = teamOf(state);
      const factions = (iid: string) => bp(state, iid).icons.filter((icon) => icon.category === 'faction').map((icon) => icon.code);
      const shared = team.length > 0 ? factions(team[0]!).filter((code) => team.every((iid) => factions(iid).includes(code))) : [];
      if (shared.length > 0) {
        ctx.emit({ type: 'DilemmaRemoved', card, from: Z.encounter(attempt.location), to: Z.out(state.cards[card]!.owner), reason: 'nullified', rule: RULES.nullifiers });
        ctx.emit({ type: 'DilemmaEncounterEnded', card, failed: false, rule: RULES.encounteringDilemmas });
        return 'next';
      }
      const affiliations = [...new Set(team.flatMap((iid) => bp(state, iid).affiliations))].sort();
      const done = new Set<string>();
      for (const affiliation of affiliations) {
        const group = team.filter((iid) => bp(state, iid).affiliations.includes(affiliation));
        if (group.some((iid) => memberOf(state, iid).classification === 'V.I.P.')) continue;
        const open = group.filter((iid) => !done.has(iid));
        if (open.length === 0) continue;
        let victim = open[0]!;
        if (open.length > 1) {
          victim = selectAtRandom(ctx, { purpose: `${source} (${affiliation})`, candidates: open, hurts: true })[0]!;
        }
        leavePlay(ctx, victim, 'discarded', source);
        done.add(victim);
        for (const iid of open.filter((id) => id !== victim)) {
          ctx.emit({ type: 'CardStopped', card: iid, rule: RULES.stopped });
          done.add(iid);
        }
      }
      return resolved(ctx, card, index, 'affiliations without a V.I.P. thinned', false, RULES.automaticEffects);
    }
    case 'may-discard-to-nullify': {
      const hand = cardsIn(state, Z.hand(attempt.player)).filter((iid) => {
        const found = bp(state, iid);
        return (step.types ? step.types.some((type) => found.types.includes(type as never)) : true) && (step.titles ? titledAmong(step.titles, found) : true);
      });
      if (!answer) {
        if (hand.length === 0) return resolved(ctx, card, index, 'nothing in hand to nullify it with', false, RULES.nullifiers);
        ctx.emit({ type: 'DilemmaChoiceRequested', card, choice: { player: attempt.player, purpose: `step:${index}`, options: ['decline', ...hand], pick: 1, ...(attempt.picked.length ? { preset: [...attempt.picked] } : {}) }, rule: RULES.nullifiers });
        return 'suspended';
      }
      const chosen = answer.at(-1)!;
      if (chosen === 'decline') return resolved(ctx, card, index, 'declined to nullify', false, RULES.nullifiers, answer.slice(0, -1));
      const to = step.outOfPlay ? Z.out(attempt.player) : Z.discard(attempt.player);
      ctx.emit({ type: 'CardMoved', card: chosen, from: Z.hand(attempt.player), to, faceUp: true, reason: `${source}: nullified with a card from hand`, rule: RULES.nullifiers });
      ctx.emit({ type: 'DilemmaRemoved', card, from: Z.encounter(attempt.location), to: Z.out(state.cards[card]!.owner), reason: 'nullified', rule: RULES.nullifiers });
      ctx.emit({ type: 'DilemmaEncounterEnded', card, failed: false, rule: RULES.encounteringDilemmas });
      return 'next';
    }
    case 'pass-pair-sum': {
      const team = teamOf(state);
      const values = (iid: string) => (['INTEGRITY', 'CUNNING', 'STRENGTH'] as const).map((name) => attributeNow(state, iid, name));
      let pair: string[] | null = null;
      for (let i = 0; i < team.length && !pair; i += 1)
        for (let j = i + 1; j < team.length && !pair; j += 1)
          if (values(team[i]!).some((x) => values(team[j]!).some((y) => step.totals.includes(x + y)))) pair = [team[i]!, team[j]!];
      const says = `two personnel's attributes adding to ${step.totals.join(' or ')}`;
      ctx.emit({ type: 'RequirementChecked', card, purpose: 'condition', requirement: says, verdict: pair ? 'met' : 'unmet', group: pair ?? team, missing: pair ? [] : [says], rule: RULES.conditionalEffects });
      return resolved(ctx, card, index, pair ? 'got past' : 'cannot get past', !pair, RULES.conditionalEffects);
    }
    case 'beam-picked-up': {
      const ship = ownShipHere(state);
      const picked = attempt.picked.filter((iid) => state.cards[iid] && teamOf(state).includes(iid));
      if (!ship || picked.length === 0) return resolved(ctx, card, index, 'no one beams up', false, RULES.automaticEffects);
      let lost = 0;
      for (const iid of picked) {
        ctx.emit({ type: 'CardMoved', card: iid, from: state.cards[iid]!.zone, to: Z.aboard(ship), faceUp: true, reason: `${source}: beamed up at a penalty`, rule: RULES.encounteringDilemmas });
        lost += step.doubleIf && bp(state, iid).affiliations.includes(step.doubleIf.affiliation as never) ? 2 * step.points : step.points;
      }
      ctx.emit({ type: 'PointsScored', player: attempt.player, points: -lost, bonus: false, source: card, rule: RULES.automaticEffects });
      return resolved(ctx, card, index, `beamed up, ${lost} points lost`, false, RULES.automaticEffects);
    }
    case 'join-team':
      return joinTeam(ctx, card, step, index, answer, resolved);
    case 'download-and-seed':
      return downloadAndSeed(ctx, card, step, index, answer, resolved);
    case 'draw-picked-dots': {
      const player = step.who === 'self' ? attempt.player : other(attempt.player);
      const deck = cardsIn(state, Z.draw(player));
      const count = Math.min(pickedDots(state), deck.length);
      if (count === 0) return resolved(ctx, card, index, 'nothing to draw', false, RULES.automaticEffects);
      if (step.optional && !answer) {
        ctx.emit({ type: 'DilemmaChoiceRequested', card, choice: { player, purpose: `step:${index}`, options: ['draw', 'decline'], pick: 1, ...(attempt.picked.length ? { preset: [...attempt.picked] } : {}) }, rule: RULES.encounteringDilemmas });
        return 'suspended';
      }
      if (answer && answer.at(-1) === 'decline') return resolved(ctx, card, index, 'declined to draw', false, RULES.automaticEffects, [...attempt.picked]);
      ctx.emit({ type: 'CardsDrawn', player, cards: deck.slice(0, count), reason: 'dilemma', rule: RULES.encounteringDilemmas });
      return resolved(ctx, card, index, `drew ${count}`, false, RULES.automaticEffects, [...attempt.picked]);
    }
  }
}


/** The dilemmas the opponent may download and seed here (one per title, those a download may reach first: deck, then hand). */
function seedable(state: GameState, card: string, step: Extract<StepC, { kind: 'download-and-seed' }>): string[] {
  const attempt = state.attempt!;
  const owner = other(attempt.player);
  const under = new Set(cardsIn(state, Z.under(attempt.location)).map((iid) => bp(state, iid).title));
  const seen = new Set<string>();
  const out: string[] = [];
  for (const iid of [...cardsIn(state, Z.draw(owner)), ...cardsIn(state, Z.hand(owner))]) {
    const found = bp(state, iid);
    if (found.type !== 'Dilemma' || iid === card || seen.has(found.title) || under.has(found.title)) continue;
    if (titledAmong(step.exceptTitles, found)) continue;
    const named = (step.titles ? titledAmong(step.titles, found) : true) && (step.titleStarts ? found.title.startsWith(step.titleStarts) : true);
    const kind = step.characteristic ? found.characteristics.some((c) => c.toLowerCase().includes(step.characteristic!.toLowerCase())) : true;
    const icon = step.icon ? found.icons.some((i) => i.code === step.icon) : true;
    if (!named || !kind || !icon) continue;
    // 1E rulebook › THE SEED PHASES › DILEMMA PHASE: a dilemma only under a mission of its type (else a mis-seed).
    if (misSeedReason(state, owner, iid, attempt.location)) continue;
    seen.add(found.title);
    out.push(iid);
  }
  return out;
}

function downloadAndSeed(
  ctx: Ctx,
  card: string,
  step: Extract<StepC, { kind: 'download-and-seed' }>,
  index: number,
  answer: readonly string[] | undefined,
  resolved: Resolved,
): 'next' | 'suspended' | 'ended' {
  const state = ctx.state;
  const attempt = state.attempt!;
  const owner = other(attempt.player);
  if (!answer) {
    const pool = seedable(state, card, step);
    if (pool.length === 0) return resolved(ctx, card, index, 'nothing to download and seed', false, DOWNLOADING);
    // "May … up to N": every set of up to N different dilemmas is one option (`c1+c2`), or none.
    const options = ['none', ...pool];
    if (step.upTo >= 2) for (let i = 0; i < pool.length; i += 1) for (let j = i + 1; j < pool.length; j += 1) options.push(`${pool[i]}+${pool[j]}`);
    ctx.emit({ type: 'DilemmaChoiceRequested', card, choice: { player: owner, purpose: `step:${index}`, options, pick: 1, ...(attempt.picked.length ? { preset: [...attempt.picked] } : {}) }, rule: DOWNLOADING });
    return 'suspended';
  }
  const chosen = answer.at(-1)!;
  if (chosen === 'none') return resolved(ctx, card, index, 'declined to download', false, DOWNLOADING, attempt.picked.filter((iid) => iid !== 'none'));
  const ids = chosen.split('+');
  for (const iid of ids)
    ctx.emit({ type: 'CardMoved', card: iid, from: state.cards[iid]!.zone, to: Z.under(attempt.location), faceUp: false, reason: `downloaded and seeded by ${bp(state, card).title}`, rule: DOWNLOADING });
  shuffleZone(ctx, Z.draw(owner), DOWNLOADING);
  return resolved(ctx, card, index, `${ids.length} dilemma(s) downloaded and seeded here`, false, DOWNLOADING, attempt.picked.filter((iid) => iid !== chosen));
}

/** Personnel of the encountering player that may join the team for `join-team`. */
function joiners(state: GameState, from: 'discard' | 'download'): string[] {
  const attempt = state.attempt!;
  const player = attempt.player;
  const picked = attempt.picked.filter((iid) => state.cards[iid] && bp(state, iid).type === 'Personnel');
  const affiliations = new Set(picked.flatMap((iid) => bp(state, iid).affiliations));
  const pool = from === 'discard' ? cardsIn(state, Z.discard(player)) : [...cardsIn(state, Z.draw(player)), ...cardsIn(state, Z.hand(player))];
  const inPlay = new Set(
    Object.values(state.cards)
      .filter((instance) => instance.owner === player && /^(aboard|surface|space|docked|atop):/.test(instance.zone))
      .map((instance) => bp(state, instance.iid).title),
  );
  return pool.filter((iid) => {
    const found = bp(state, iid);
    if (found.type !== 'Personnel' || picked.includes(iid)) return false;
    // 1E rulebook › MISCELLANEOUS RULES › DUPLICATION AND PERSONAS: a unique personnel already in play may not enter again.
    if (!found.universal && inPlay.has(found.title)) return false;
    return found.affiliations.some((a) => affiliations.has(a));
  });
}

function joinTeam(
  ctx: Ctx,
  card: string,
  step: Extract<StepC, { kind: 'join-team' }>,
  index: number,
  answer: readonly string[] | undefined,
  resolved: Resolved,
): 'next' | 'suspended' | 'ended' {
  const state = ctx.state;
  const attempt = state.attempt!;
  if (!answer) {
    const options = joiners(state, step.from);
    if (options.length === 0) return resolved(ctx, card, index, 'no personnel may join', false, RULES.automaticEffects);
    ctx.emit({ type: 'DilemmaChoiceRequested', card, choice: { player: attempt.player, purpose: `step:${index}`, options: ['none', ...options], pick: 1, ...(attempt.picked.length ? { preset: [...attempt.picked] } : {}) }, rule: RULES.encounteringDilemmas });
    return 'suspended';
  }
  const chosen = answer.at(-1)!;
  if (chosen === 'none') return resolved(ctx, card, index, 'no one joins', false, RULES.automaticEffects);
  const from = state.cards[chosen]!.zone;
  ctx.emit({ type: 'CardMoved', card: chosen, from, to: teamZone(attempt, attempt.team!), faceUp: true, reason: `joins the team (${bp(state, card).title})`, rule: step.from === 'download' ? DOWNLOADING : RULES.encounteringDilemmas });
  if (step.from === 'download' && from === Z.draw(attempt.player)) shuffleZone(ctx, Z.draw(attempt.player), DOWNLOADING);
  return resolved(ctx, card, index, 'a personnel joins the team', false, RULES.automaticEffects);
}

/** The opponent's facility at the attempted location (the first, when several). */
function opponentFacilityHere(state: GameState): string | null {
  const attempt = state.attempt!;
  return cardsIn(state, Z.space(attempt.location)).find((iid) => state.cards[iid]!.owner === other(attempt.player) && bp(state, iid).type === 'Facility') ?? null;
}

function opponentDownloads(
  ctx: Ctx,
  card: string,
  step: Extract<StepC, { kind: 'opponent-downloads-personnel' }>,
  index: number,
  answer: readonly string[] | undefined,
  resolved: Resolved,
): 'next' | 'suspended' | 'ended' {
  const state = ctx.state;
  const attempt = state.attempt!;
  const owner = other(attempt.player);
  const facility = opponentFacilityHere(state);
  if (!facility) return resolved(ctx, card, index, 'no facility of the opponent here: nothing downloaded', false, DOWNLOADING);
  // The answer is the preset (earlier picks, then `dl:` for each personnel downloaded so far) and the new choice.
  const kept = answer ? answer.slice(0, -1).filter((entry) => !entry.startsWith('dl:')) : [...attempt.picked];
  const done = (answer ?? []).filter((entry) => entry.startsWith('dl:')).map((entry) => entry.slice(3));
  const chosen = answer?.at(-1);
  if (chosen === 'done') return resolved(ctx, card, index, `${done.length} personnel downloaded`, false, DOWNLOADING, kept);
  if (chosen) {
    ctx.emit({ type: 'CardMoved', card: chosen, from: state.cards[chosen]!.zone, to: Z.aboard(facility), faceUp: true, reason: `downloaded by the opponent (${bp(state, card).title})`, rule: DOWNLOADING });
    if (cardsIn(ctx.state, Z.draw(owner)).length > 0) shuffleZone(ctx, Z.draw(owner), DOWNLOADING);
    done.push(chosen);
  }
  const host = bp(ctx.state, facility);
  const limit = step.more && ((step.more.facilityKind && host.facilityKind === step.more.facilityKind) || (step.more.title && isTitled(host, step.more.title))) ? step.more.upTo : step.upTo;
  const inPlay = new Set(
    Object.values(ctx.state.cards)
      .filter((instance) => instance.owner === owner && /^(aboard|surface|space|docked|atop):/.test(instance.zone))
      .map((instance) => bp(ctx.state, instance.iid).title),
  );
  const pool = [...cardsIn(ctx.state, Z.draw(owner)), ...cardsIn(ctx.state, Z.hand(owner))].filter((iid) => {
    const found = bp(ctx.state, iid);
    return found.type === 'Personnel' && (found.universal || !inPlay.has(found.title)) && matchesFilter(ctx.state, iid, step.filter);
  });
  if (done.length >= limit || pool.length === 0) return resolved(ctx, card, index, `${done.length} personnel downloaded`, false, DOWNLOADING, kept);
  ctx.emit({
    type: 'DilemmaChoiceRequested',
    card,
    choice: { player: owner, purpose: `step:${index}`, options: ['done', ...pool], pick: 1, preset: [...kept, ...done.map((iid) => `dl:${iid}`)] },
    rule: DOWNLOADING,
  });
  return 'suspended';
}
