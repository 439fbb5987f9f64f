/**
 * Infiltration (issue 15, infiltration: behaviour/infiltration.ts).
 *   1E rulebook › INFILTRATE (report into, or join where present, an opponent's compatible crew or Away
 *   Team; gains the icon's affiliation; stays under its owner's control); EXPOSURE (by choice, on either
 *   turn; present with another version of the impersonated persona; returning to its own crew or Away
 *   Team; may infiltrate again only after time away); Current Rulings › infiltrator (cannot oppose).
 * given (planet L1: p1's Kira Founder [Dom, <Baj>, impersonates Kira Nerys]; p2's Bajoran Away Team) /
 * when (Infiltrate, ExposeInfiltrator, other commands) / then (the facts, the record, the views, battle).
 */
import { legalCommands } from '../legal';
import { evolveAll } from '../evolve';
import { battleScene, warship, type Placed } from '../testing/battle-scene';
import { ofType, person } from '../testing/attempt-scene';
import { play, when } from '../testing/scenario';
import type { Command, GameEvent, PlayerId } from '../types';
import { view } from '../view';
import { Z } from '../zones';
import { infiltratorsOf, isInfiltrating } from './infiltration';

const bajoran = (label: string, owner: PlayerId = 'p2'): Placed => ({ label, owner, at: 'surface', card: { skills: 'OFFICER Leadership', affiliation: 'Bajoran' } });
const founder: Placed = { label: 'kf', owner: 'p1', at: 'surface', card: 'Kira Founder' };

function scene(cards: readonly Placed[], turn: PlayerId = 'p1') {
  return battleScene(cards, { player: turn, number: turn === 'p1' ? 1 : 2 });
}
const join = (card: string, to = Z.surface('L1')): Command => ({ type: 'Infiltrate', actor: 'p1', card, to });

describe('Infiltrate: joining an opponent\'s compatible Away Team where present', () => {
  it('applies: Kira Founder joins the Bajoran Away Team as a Bajoran (offered on either turn); the view shows it to both players; the opponent cannot attack it', () => {
    const { state, id } = scene([founder, bajoran('b1')], 'p2');
    const command = join(id('kf'));
    expect(legalCommands(state, 'p1')).toContainEqual(command);
    const { events, state: after } = play(state, [command]);
    expect(ofType(events, 'InfiltrationBegan')).toEqual([
      { type: 'InfiltrationBegan', card: id('kf'), player: 'p1', affiliation: 'Bajoran', how: 'joined', from: Z.surface('L1'), to: Z.surface('L1'), rule: '1E rulebook › INFILTRATE' },
    ]);
    expect(isInfiltrating(after, id('kf'))).toBe(true);
    expect(infiltratorsOf(after, 'p1')).toEqual([id('kf')]);
    expect(view(after, { player: 'p2' }).infiltrators).toEqual({ [id('kf')]: { player: 'p1', affiliation: 'Bajoran', since: 2 } });
    const attack = when(after, { type: 'InitiatePersonnelBattle', actor: 'p2', zone: Z.surface('L1') });
    expect('violation' in attack && attack.violation.code).toBe('NO_OPPONENTS_PRESENT');
    expect(legalCommands(after, 'p1')).toContainEqual({ type: 'ExposeInfiltrator', actor: 'p1', card: id('kf') });
  });

  it('does not apply: no compatible icon (a Klingon Away Team), a stopped infiltrator, or already infiltrating', () => {
    const klingons = scene([founder, { label: 'k1', owner: 'p2', at: 'surface', card: { skills: 'OFFICER', affiliation: 'Klingon' } }]);
    const refused = when(klingons.state, join(klingons.id('kf')));
    expect('violation' in refused && refused.violation.code).toBe('NOT_COMPATIBLE');
    expect(legalCommands(klingons.state, 'p1')).not.toContainEqual(join(klingons.id('kf')));
    const stopped = scene([{ ...founder, stopped: true }, bajoran('b1')]);
    const halted = when(stopped.state, join(stopped.id('kf')));
    expect('violation' in halted && halted.violation.code).toBe('CANNOT_MOVE');
    const plain = scene([founder, bajoran('b1')]);
    const twice = when(play(plain.state, [join(plain.id('kf'))]).state, join(plain.id('kf')));
    expect('violation' in twice && twice.violation.code).toBe('ALREADY_INFILTRATING');
  });
});

describe('Infiltrate from hand: reporting aboard an opponent\'s compatible facility', () => {
  const outpost: Placed = { label: 'bo', owner: 'p2', at: 'space', card: 'Bajoran Outpost' };
  it('applies: Kira Founder reports aboard p2\'s Bajoran Outpost with the normal card play and infiltrates', () => {
    const { state, id } = scene([{ ...founder, at: 'hand' }, outpost]);
    const command = join(id('kf'), Z.aboard(id('bo')));
    expect(legalCommands(state, 'p1')).toContainEqual(command);
    const { events, state: after } = play(state, [command]);
    expect(events.map((event) => event.type)).toEqual(['CardReported', 'InfiltrationBegan']);
    expect(ofType(events, 'InfiltrationBegan')[0]).toMatchObject({ how: 'reported', affiliation: 'Bajoran' });
    expect(after.cards[id('kf')]!.zone).toBe(Z.aboard(id('bo')));
    expect(after.turn!.normalCardPlayUsed).toBe(true);
  });

  it('does not apply: to one\'s own facility, or once the normal card play is used', () => {
    const own = scene([{ ...founder, at: 'hand' }, { ...outpost, owner: 'p1' }]);
    const refused = when(own.state, join(own.id('kf'), Z.aboard(own.id('bo'))));
    expect('violation' in refused && refused.violation.code).toBe('NOT_AN_OPPONENT_FACILITY');
    const used = scene([{ ...founder, at: 'hand' }, outpost]);
    const spent = evolveAll([{ type: 'OrdersBegan', player: 'p1', cardPlayForfeited: true }] as GameEvent[], used.state);
    const late = when(spent, join(used.id('kf'), Z.aboard(used.id('bo'))));
    expect('violation' in late && late.violation.code).toBe('CARD_PLAY_FORFEITED');
  });
});

describe('Exposure', () => {
  it('by choice on the opponent\'s turn; it may not join again where it was exposed', () => {
    const { state, id } = scene([founder, bajoran('b1')], 'p2');
    const joined = play(state, [join(id('kf'))]).state;
    const { events, state: after } = play(joined, [{ type: 'ExposeInfiltrator', actor: 'p1', card: id('kf') }]);
    expect(ofType(events, 'InfiltratorExposed')).toEqual([{ type: 'InfiltratorExposed', card: id('kf'), player: 'p1', reason: 'chosen', zone: Z.surface('L1'), rule: '1E rulebook › EXPOSURE' }]);
    expect(isInfiltrating(after, id('kf'))).toBe(false);
    expect(view(after, { player: 'p1' }).infiltrators).toBeUndefined();
    const again = when(after, join(id('kf')));
    expect('violation' in again && again.violation.code).toBe('RECENTLY_EXPOSED');
    const byOpponent = when(joined, { type: 'ExposeInfiltrator', actor: 'p2', card: id('kf') });
    expect('violation' in byOpponent && byOpponent.violation.code).toBe('NOT_YOUR_INFILTRATOR');
  });

  it('present with another version of the persona it impersonates (Kira): exposed at once; a different persona does not expose it', () => {
    const withKira = scene([founder, bajoran('b1'), { label: 'kira', owner: 'p2', at: 'surface', card: '119_048' }]);
    const { events, state: after } = play(withKira.state, [join(withKira.id('kf'))]);
    expect(events.map((event) => event.type)).toEqual(['InfiltrationBegan', 'InfiltratorExposed']);
    expect(ofType(events, 'InfiltratorExposed')[0]).toMatchObject({ reason: 'persona-present' });
    expect(isInfiltrating(after, withKira.id('kf'))).toBe(false);
    const withOther = scene([founder, bajoran('b1'), { label: 'odo', owner: 'p2', at: 'surface', card: { ...person({ affiliation: 'Bajoran' }), persona: ['Odo'] } }]);
    expect(isInfiltrating(play(withOther.state, [join(withOther.id('kf'))]).state, withOther.id('kf'))).toBe(true);
  });

  it('returning to its own crew: moved aboard its owner\'s ship it is exposed', () => {
    const ship: Placed = { label: 's1', owner: 'p1', at: 'space', card: warship({ affiliation: 'Dominion' }) };
    const { state, id } = scene([founder, bajoran('b1'), ship]);
    const joined = play(state, [join(id('kf'))]).state;
    const beam: Command = { type: 'Beam', actor: 'p1', cards: [id('kf')], to: Z.aboard(id('s1')), via: id('s1') };
    const outcome = when(joined, beam);
    if ('violation' in outcome) throw new Error(outcome.violation.message);
    expect(ofType(outcome.events, 'InfiltratorExposed')[0]).toMatchObject({ reason: 'returned', zone: Z.aboard(id('s1')) });
  });

  it('returning to its own Away Team: with its owner\'s personnel on the planet it stays infiltrating while the opponent\'s team is there, and is exposed once that team is gone', () => {
    const mine: Placed = { label: 'mine', owner: 'p1', at: 'surface', card: { skills: 'OFFICER', affiliation: 'Dominion' } };
    const { state, id } = scene([founder, bajoran('b1'), mine]);
    const joined = play(state, [join(id('kf'))]).state;
    expect(isInfiltrating(joined, id('kf'))).toBe(true);
    const gone = evolveAll([{ type: 'CardMoved', card: id('b1'), from: Z.surface('L1'), to: Z.discard('p2'), faceUp: true, reason: 'test' }] as GameEvent[], joined);
    const { events } = play(gone, [{ type: 'SetAutoPass', actor: 'p1', on: false }]);
    expect(ofType(events, 'InfiltratorExposed').map((e) => e.reason)).toEqual(['returned']);
  });
});
