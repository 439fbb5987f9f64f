/**
 * Issue 15 (helper partners): an ability of a card lying on a personnel that reaches the cards present with that personnel —
 * I Am Not a Merry Man!: once each turn, the player nullifies a [Q] icon event present with the Klingon it lies on
 * (acting target `card-present-with-host`, present-with-host.ts).
 *   1E rulebook › THE CARDS › EVENTS; NULLIFIERS; MISCELLANEOUS RULES › "HERE" AND "PRESENT".
 * given (an Away Team on a planet, the event on one of its Klingons, [Q] events here and elsewhere) / when (PlayCard,
 * ActivateCard) / then (the facts, or the refusal's code).
 */
import { legalCommands } from '../legal';
import { ofType, scene } from '../testing/attempt-scene';
import { accepted, moved as moves, refused } from '../testing/scenario';
import type { Command } from '../types';
import { Z } from '../zones';

const MERRY_MAN = '105_026';
const ALDEBARAN_SERPENT = '105_092';
const DOOR_NET = '105_094';
const RED_ALERT = '101_090';

describe('105_026 I Am Not a Merry Man! (on a Klingon: once each turn, nullify a [Q] icon event present with him)', () => {
  const kit = () => {
    const built = scene({
      missions: ['Excavation'],
      awayTeam: [
        { title: 'Test Klingon Warrior', skills: 'SECURITY Honor', affiliation: 'Klingon', ch: ['Klingon'] },
        { title: 'Test Human Officer', skills: 'OFFICER', affiliation: 'Klingon', ch: ['Human'] },
      ],
      hand: [MERRY_MAN, ALDEBARAN_SERPENT, DOOR_NET, RED_ALERT],
    });
    const [warrior, officer] = built.ids.awayTeam as [string, string];
    const [merry, serpent, doorNet, redAlert] = built.ids.hand as [string, string, string, string];
    return { state: built.state, warrior, officer, merry, serpent, doorNet, redAlert };
  };
  const use = (card: string, target: string): Command => ({ type: 'ActivateCard', actor: 'p1', card, ability: 'nullify-q-event', target });

  it('plays on a Klingon only', () => {
    const { state, warrior, officer, merry } = kit();
    expect(refused(state, { type: 'PlayCard', actor: 'p1', card: merry, target: officer })).not.toBeNull();
    const done = accepted(state, { type: 'PlayCard', actor: 'p1', card: merry, target: warrior });
    expect(done.state.cards[merry]!.zone).toBe(Z.on(warrior));
  });

  it('applies: a [Q] event lying on a personnel present with the Klingon is nullified; a second use that turn is refused', () => {
    const { state, warrior, officer, merry, serpent, doorNet } = kit();
    const placed = moves(state, [[merry, Z.on(warrior)], [serpent, Z.on(officer)], [doorNet, Z.atop('L1')]]);
    const offered = legalCommands(placed, 'p1').filter((c) => c.type === 'ActivateCard' && c.card === merry).map((c) => (c as { target?: string }).target);
    expect(offered.sort()).toEqual([doorNet, serpent].sort());
    const done = accepted(placed, use(merry, serpent));
    expect(ofType(done.events, 'CardMoved').map((e) => e.card)).toEqual([serpent]);
    expect(done.state.cards[serpent]!.zone).not.toBe(Z.on(officer));
    expect(refused(done.state, use(merry, doorNet))).toBe('ONCE_PER_TURN');
  });

  // Issue 15 (helper partials): "(Not duplicatable.)" — 1E rulebook › NOT DUPLICATABLE: one copy in play anywhere in the game
  // (the existing word `notDuplicatable`, discard-when.ts).
  it('not duplicatable: a second copy played, even on another Klingon, is discarded; the first stays', () => {
    const built = scene({
      missions: ['Excavation'],
      awayTeam: [
        { title: 'Test Klingon Warrior', skills: 'SECURITY Honor', affiliation: 'Klingon', ch: ['Klingon'] },
        { title: 'Test Klingon Second', skills: 'OFFICER', affiliation: 'Klingon', ch: ['Klingon'] },
      ],
      hand: [MERRY_MAN, MERRY_MAN],
    });
    const [warrior, second] = built.ids.awayTeam as [string, string];
    const [first, copy] = built.ids.hand as [string, string];
    const once = accepted(built.state, { type: 'PlayCard', actor: 'p1', card: first, target: warrior });
    expect(once.state.cards[first]!.zone).toBe(Z.on(warrior));
    const after = accepted({ ...once.state, turn: { ...once.state.turn!, normalCardPlayUsed: false } }, { type: 'PlayCard', actor: 'p1', card: copy, target: second });
    expect(after.state.cards[first]!.zone).toBe(Z.on(warrior));
    expect(after.state.cards[copy]!.zone).toBe(Z.discard('p1'));
  });

  it('does not apply: a non-[Q] event present, a [Q] event on a table (not present), or the event in hand', () => {
    const { state, warrior, officer, merry, serpent, redAlert } = kit();
    const placed = moves(state, [[merry, Z.on(warrior)], [redAlert, Z.on(officer)], [serpent, Z.table('p1')]]);
    expect(refused(placed, use(merry, redAlert))).not.toBeNull();
    expect(refused(placed, use(merry, serpent))).not.toBeNull();
    const inHand = moves(state, [[serpent, Z.on(officer)]]);
    expect(refused(inHand, use(merry, serpent))).not.toBeNull();
  });
});
