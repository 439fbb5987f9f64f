/**
 * Cards whose effect downloads (issue 15, the `card-to-download` target and `download-target` verb):
 * the card to download is chosen as the target when the card is played, and enters play when it resolves.
 *   1E rulebook › DOWNLOADING (not the normal card play; the card names no location, so a personnel
 *   reports normally: compatible facility, native quadrant); DOWNLOADING › Clarifications: Invalid
 *   Downloads; DOWNLOADING › General Quarters: The Personnel Download Limit.
 * given (a play-phase scene with cards in the draw deck) / when (PlayCard) / then (the facts).
 */
import { memberOf } from '../attempt/requirements';
import { evolveAll } from '../evolve';
import { legalCommands } from '../legal';
import { ofType, realCard, scene, ship, type SceneSpec } from '../testing/attempt-scene';
import { when, play as run } from '../testing/scenario';
import type { Command, GameEvent, GameState } from '../types';
import { Z } from '../zones';
import { DOWNLOAD_RULES } from './downloads';

function refused(state: GameState, command: Command): string {
  const outcome = when(state, command);
  if (!('violation' in outcome)) throw new Error(`expected a violation for ${command.type}`);
  return outcome.violation.code;
}
/** p1's hand: `hand`; p1's draw deck (top first): `deck`; `space`: p1's cards put in space at L1 (facilities). */
function table(spec: SceneSpec & { deck?: readonly string[]; space?: readonly string[] }) {
  const hand = spec.hand ?? [];
  const deck = spec.deck ?? [];
  const space = spec.space ?? [];
  const built = scene({ ...spec, hand: [...hand, ...deck, ...space] });
  const ids = built.ids.hand;
  const deckIds = ids.slice(hand.length, hand.length + deck.length);
  const spaceIds = ids.slice(hand.length + deck.length);
  const state = evolveAll(
    [
      ...deckIds.map((card, index) => ({ type: 'CardMoved', card, from: Z.hand('p1'), to: Z.draw('p1'), index, faceUp: false, reason: 'test: deck' }) as GameEvent),
      ...spaceIds.map((card) => ({ type: 'CardMoved', card, from: Z.hand('p1'), to: Z.space('L1'), faceUp: true, reason: 'test: in play' }) as GameEvent),
    ],
    built.state,
  );
  return { built, hand: ids.slice(0, hand.length), deck: deckIds, space: spaceIds, state };
}
const plays = (state: GameState, card: string) => legalCommands(state, 'p1').filter((c) => c.type === 'PlayCard' && c.card === card);

describe('202_006 Esteemed Vedek: played on the table, it downloads a Vedek personnel (reporting normally); Bajorans INTEGRITY +2', () => {
  it('applies: a Vedek in the deck is offered to each facility it may report to; played, the Vedek reports aboard, the event stays on the table', () => {
    const { hand, deck, space, state } = table({ missions: ['Excavation'], hand: ['Esteemed Vedek'], deck: ['Vedek Sorad'], space: ['Bajoran Outpost'] });
    const [vedekEvent] = hand as [string];
    const [sorad] = deck as [string];
    const [outpost] = space as [string];
    expect(plays(state, vedekEvent)).toEqual([{ type: 'PlayCard', actor: 'p1', card: vedekEvent, target: `${sorad}>${outpost}` }]);
    const after = run(state, [{ type: 'PlayCard', actor: 'p1', card: vedekEvent, target: `${sorad}>${outpost}` }]);
    expect(after.events[0]).toMatchObject({ type: 'CardPlayed', card: vedekEvent, to: Z.table('p1'), normalCardPlay: true });
    expect(ofType(after.events, 'CardDownloaded')).toEqual([
      { type: 'CardDownloaded', player: 'p1', card: sorad, title: 'Vedek Sorad', from: Z.draw('p1'), to: Z.aboard(outpost), source: vedekEvent, personnelTurn: 1, rule: DOWNLOAD_RULES.downloading },
    ]);
    expect(after.state.cards[sorad]).toMatchObject({ zone: Z.aboard(outpost), faceUp: true });
    expect(after.state.cards[vedekEvent]!.zone).toBe(Z.table('p1'));
    // On the table it also raises every Bajoran's INTEGRITY by 2 (the Vedek just downloaded included).
    const printed = realCard('Vedek Sorad').personnel!.integrity;
    expect(memberOf(after.state, sorad).integrity).toBe((printed.kind === 'number' ? printed.value : 0) + 2);
  });

  it('does not apply: no Vedek in the deck (a non-Vedek Bajoran is no target), or no facility the Vedek may report to — not offered and refused', () => {
    const noVedek = table({ missions: ['Excavation'], hand: ['Esteemed Vedek'], deck: ['Kira Nerys'], space: ['Bajoran Outpost'] });
    expect(plays(noVedek.state, noVedek.hand[0]!)).toEqual([]);
    expect(refused(noVedek.state, { type: 'PlayCard', actor: 'p1', card: noVedek.hand[0]!, target: `${noVedek.deck[0]}>${noVedek.space[0]}` })).toBe('INVALID_TARGET');
    expect(refused(noVedek.state, { type: 'PlayCard', actor: 'p1', card: noVedek.hand[0]! })).toBe('TARGET_REQUIRED');
    const wrongFacility = table({ missions: ['Excavation'], hand: ['Esteemed Vedek'], deck: ['Vedek Sorad'], space: ['Federation Outpost'] });
    expect(plays(wrongFacility.state, wrongFacility.hand[0]!)).toEqual([]);
  });

  it('the personnel download limit: after a special download of a personnel this turn, no Vedek may be downloaded until the next turn', () => {
    const { built, hand, deck, space, state } = table({ missions: ['Excavation'], ship: ship(), crew: [realCard('Anya')], hand: ['Esteemed Vedek'], deck: ['Vedek Sorad', 'Salia'], space: ['Bajoran Outpost'] });
    const limited = run(state, [{ type: 'SpecialDownload', actor: 'p1', source: built.ids.crew[0]!, icon: 0, target: 'Salia' }]).state;
    expect(plays(limited, hand[0]!)).toEqual([]);
    expect(refused(limited, { type: 'PlayCard', actor: 'p1', card: hand[0]!, target: `${deck[0]}>${space[0]}` })).toBe('INVALID_TARGET');
  });

  it('a download that is no longer possible when the card resolves is invalid: nothing enters play (the Vedek left the deck meanwhile)', () => {
    const { hand, deck, space, state } = table({ missions: ['Excavation'], hand: ['Esteemed Vedek'], deck: ['Vedek Sorad'], space: ['Bajoran Outpost'] });
    const explicit = run(state, [{ type: 'SetAutoPass', actor: 'p2', on: false }]).state;
    const waiting = run(explicit, [{ type: 'PlayCard', actor: 'p1', card: hand[0]!, target: `${deck[0]}>${space[0]}` }]).state;
    // The Vedek leaves the deck before the event resolves (a test move standing for any card that would take it).
    const moved = evolveAll([{ type: 'CardMoved', card: deck[0]!, from: Z.draw('p1'), to: Z.discard('p1'), faceUp: true, reason: 'test' }], waiting);
    const after = run(moved, [{ type: 'PassResponse', actor: 'p2' }]);
    expect(ofType(after.events, 'CardDownloaded')).toEqual([]);
    expect(ofType(after.events, 'CardEffectResolved')).toEqual([expect.objectContaining({ card: hand[0], effect: 'download invalid: the card is no longer available', rule: DOWNLOAD_RULES.invalid })]);
  });
});

describe('227_014 We All Serve: played on the table, it downloads Treaty: Cardassian/Dominion', () => {
  it('applies: the treaty in the deck is the target; it is played to the table (its own response window) and not as the normal card play', () => {
    const { hand, deck, state } = table({ missions: ['Excavation'], hand: ['We All Serve'], deck: ['Treaty: Cardassian/Dominion'] });
    const [incident] = hand as [string];
    const [treaty] = deck as [string];
    expect(plays(state, incident)).toEqual([{ type: 'PlayCard', actor: 'p1', card: incident, target: treaty }]);
    const after = run(state, [{ type: 'PlayCard', actor: 'p1', card: incident, target: treaty }]);
    expect(ofType(after.events, 'CardDownloaded')).toEqual([expect.objectContaining({ card: treaty, to: Z.table('p1'), source: incident })]);
    expect(ofType(after.events, 'ResponseWindowOpened').map((e) => e.window.card)).toEqual([incident, treaty]);
    expect(ofType(after.events, 'CardPlayed').map((e) => e.card)).toEqual([incident]);
    expect(after.state.cards[treaty]).toMatchObject({ zone: Z.table('p1'), faceUp: true });
  });

  it('does not apply: without the treaty in the deck or hand there is no target, so it is not offered', () => {
    const { hand, state } = table({ missions: ['Excavation'], hand: ['We All Serve'], deck: ['Treaty: Federation/Klingon'] });
    expect(plays(state, hand[0]!)).toEqual([]);
    expect(refused(state, { type: 'PlayCard', actor: 'p1', card: hand[0]! })).toBe('TARGET_REQUIRED');
  });
});
