/**
 * Cards that cancel dilemmas where they are present (issue 15, second pass): read by the attempt
 * flow as a dilemma is encountered, before its steps (1E rulebook › ATTEMPT A MISSION › NULLIFIERS:
 * a nullified dilemma has no effect and is discarded; "where present": 1E rulebook › MISCELLANEOUS
 * RULES › CONTROL AND OWNERSHIP › "HERE" AND "PRESENT").
 */
import { sheriffNullifier } from './holodeck-sheriffs';
import { bp } from '../context';
import { titledAmong, titledWithPrefix } from '../card-facts';
import { PLAYERS, type GameState } from '../types';
import { cardsIn, Z } from '../zones';
import { behaviourOf } from './registry';
import { dilemmaDef } from '../dilemmas';
import type { DilemmaNullifier } from './vocabulary-events';

/**
 * Issue 15 (helper prefix): whether a title nullifier names the dilemma titled `title`: that title or a version of it
 * (card-facts.ts › isTitled: "Nausicaans" is not Nausicaans: Pirates), or a title family of `titlePrefixes` ("{Armus}
 * dilemmas"). Issue 15 (helper substring): a Combo dilemma one of whose halves it names ("Male's Love Interest & Plague
 * Ship" for {Male's Love Interest}) is no longer cancelled whole: that half only is nullified (`comboHalvesNullifiedBy`;
 * 1E rulebook › ENCOUNTERING DILEMMAS › Clarifications: "Combo" Dilemmas).
 */
function nullifierNames(nullifier: { readonly titles: readonly string[]; readonly titlePrefixes?: readonly string[] }, title: string): boolean {
  return titledAmong(nullifier.titles, { title }) || titledWithPrefix(nullifier.titlePrefixes, { title });
}

/**
 * The `dilemmas-where-present` nullifier of `holder` that cancels dilemma `card`: by title, or by keyword
 * (issue 15, helper borgobj); one with a `sharedLimit` only while its holder's owner has not used that limit
 * this turn. `half`: the title of one half of the Combo dilemma `card` — a nullifier naming that title (by title only).
 */
export function wherePresentNullifier(state: GameState, holder: string, card: string, half?: string): Extract<DilemmaNullifier, { kind: 'dilemmas-where-present' }> | undefined {
  const dilemma = bp(state, card);
  const owner = state.cards[holder]!.owner;
  const named = (nullifier: Extract<DilemmaNullifier, { kind: 'dilemmas-where-present' }>) =>
    half !== undefined
      ? nullifierNames(nullifier, half)
      : nullifierNames(nullifier, dilemma.title) || (!!nullifier.keyword && dilemma.characteristics.some((c) => c.toLowerCase() === nullifier.keyword!.toLowerCase()));
  return (behaviourOf(state.cards[holder]!.blueprint)?.nullifies ?? []).find(
    (nullifier): nullifier is Extract<DilemmaNullifier, { kind: 'dilemmas-where-present' }> =>
      nullifier.kind === 'dilemmas-where-present' &&
      named(nullifier) &&
      (!nullifier.sharedLimit || state.turn === null || state.abilityUses?.[`${owner}|${nullifier.sharedLimit}`] !== state.turn?.number),
  );
}

/**
 * The first card among `present` (the team and its equipment) that cancels dilemma `card`, if any. `half` (issue 15,
 * helper substring): the title of one half of a Combo dilemma — the card naming that half (present, the mission, a
 * table card; comboHalvesNullifiedBy).
 */
export function dilemmaNullifiedBy(state: GameState, card: string, present: readonly string[], half?: string): string | undefined {
  const title = half ?? bp(state, card).title;
  const found = present.find((iid) => wherePresentNullifier(state, iid, card, half) !== undefined);
  if (found) return found;
  // Issue 15 (missions): the mission attempted, on its owner's side, cancels it there ("{Dead End} here is nullified").
  const attempt = state.attempt;
  if (attempt)
    for (const mission of state.locations[attempt.location]?.missions ?? [])
      if (
        state.cards[mission]!.owner === attempt.player &&
        (behaviourOf(state.cards[mission]!.blueprint)?.nullifies ?? []).some((nullifier) => nullifier.kind === 'dilemmas-where-present' && nullifierNames(nullifier, title))
      )
        return mission;
  // Issue 15 (helper tail3): a card of the attempting player atop this mission that named the dilemma (The Genesis Effect).
  const named = half === undefined ? namedHereNullifier(state, card) : undefined;
  if (named) return named;
  // Issue 15 (helper hamm): a holoprogram on the attempting player's ship here whose named personnel is in the team (holodeck-sheriffs.ts: Deadwood).
  const sheriff = half === undefined ? sheriffNullifier(state, card, present) : undefined;
  if (sheriff) return sheriff;
  // Issue 15, third pass: a face-up card on either table that cancels it while in play (Thermal Deflectors).
  for (const player of PLAYERS)
    for (const iid of cardsIn(state, Z.table(player)))
      if (
        state.cards[iid]!.faceUp &&
        (behaviourOf(state.cards[iid]!.blueprint)?.nullifies ?? []).some((nullifier) => nullifier.kind === 'dilemmas-while-in-play' && nullifierNames(nullifier, title))
      )
        return iid;
  return undefined;
}

/**
 * Issue 15 (helper substring): the halves of the Combo dilemma `card` that a card cancels by naming that half's dilemma
 * (`DilemmaDef.comboHalves`: Kareen Brianon's {Male's Love Interest}), each with the card that cancels it; the other
 * half is encountered as usual (1E rulebook › ENCOUNTERING DILEMMAS › Clarifications: "Combo" Dilemmas).
 */
export function comboHalvesNullifiedBy(state: GameState, card: string, present: readonly string[]): { readonly half: 1 | 2; readonly title: string; readonly by: string }[] {
  const halves = dilemmaDef(state.cards[card]?.blueprint ?? '')?.comboHalves ?? [];
  return halves.flatMap((title, index) => {
    const by = dilemmaNullifiedBy(state, card, present, title);
    return by ? [{ half: index === 0 ? (1 as const) : (2 as const), title, by }] : [];
  });
}

/**
 * Issue 15 (helper tail3): the `named-dilemma-here` nullifier — a face-up card of the attempting player lying atop the
 * attempted mission, whose named dilemma (`state.selected`) is this one, while the team facing it began the attempt with
 * a size inside the card's bounds (`AttemptState.beganWith`: the crew, or the Away Team on a planet). 1E rulebook ›
 * ATTEMPT A MISSION › NULLIFIERS (a nullified dilemma has no effect and is discarded).
 */
function namedHereNullifier(state: GameState, card: string): string | undefined {
  const attempt = state.attempt;
  if (!attempt) return undefined;
  const title = bp(state, card).title;
  const team = attempt.team ?? (attempt.planet ? 'away-team' : 'crew');
  const began = attempt.beganWith?.[team] ?? 0;
  return cardsIn(state, Z.atop(attempt.location)).find((iid) => {
    const instance = state.cards[iid]!;
    if (!instance.faceUp || instance.owner !== attempt.player || state.selected?.[iid] !== title) return false;
    return (behaviourOf(instance.blueprint)?.nullifies ?? []).some((nullifier) => nullifier.kind === 'named-dilemma-here' && began > nullifier.moreThan && began < nullifier.fewerThan);
  });
}
