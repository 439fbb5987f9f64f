/**
 * Romantic partners (issue 15, helper voyent): couples read from lore (romantic-partners.ts), the
 * holoprogram that stops a couple to draw and downloads a partner (174_005 Holoprogram: Cafe des
 * Artistes), and the event that stops a partner to save a personnel from a dilemma (209_001 The Beating
 * Heart).
 *   1E rulebook › GLOSSARY › romantic partner; Clarifications: Named In Lore; DOWNLOADING;
 *   GETTING HURT › KILLED OR DESTROYED; THE SEED PHASES › FACILITY PHASE.
 * given (a play-phase scene: p1's Bajoran ship with a Holodeck at L1, or an Away Team on L1) /
 * when (PlayCard, ActivateCard, SeedOnTable, a dilemma's kill) / then (the facts).
 */
import type { Card } from '@captains-log/cards';
import { leavePlay } from '../attempt/leaving-play';
import { Ctx } from '../context';
import { evolveAll } from '../evolve';
import { legalCommands } from '../legal';
import { realCard, scene, ship, withDeck } from '../testing/attempt-scene';
import { accepted, moved, refused } from '../testing/scenario';
import type { Command, GameEvent, GameState } from '../types';
import { Z } from '../zones';
import { romanticPartners } from './romantic-partners';
import { activate, playCard as play } from '../testing/commands';

const holodeckShip = (): Card => {
  const base = ship({ affiliation: 'Bajoran' });
  return { ...base, ship: { ...base.ship!, specialEquipment: ['Holodeck'] } } as Card;
};
const plainShip = (): Card => ship({ affiliation: 'Bajoran' });
const fresh = (state: GameState): GameState => ({ ...state, turn: { ...state.turn!, normalCardPlayUsed: false } });
const CAFE = 'Holoprogram: Cafe des Artistes';

describe('romantic partners: either lore names the other in a sentence saying they are romantically involved', () => {
  it('applies: Lupaza and Furel (her lore), Natima Lang and Quark; a "Captain Jean-Luc Picard" in lore does not name Jean-Luc Picard', () => {
    expect(romanticPartners(realCard('Lupaza'), realCard('Furel'))).toBe(true);
    expect(romanticPartners(realCard('Furel'), realCard('Lupaza'))).toBe(true);
    expect(romanticPartners(realCard('Natima Lang'), realCard('Quark'))).toBe(true);
    expect(realCard('Vash').lore).toContain('Captain Jean-Luc Picard');
    expect(romanticPartners(realCard('Vash'), realCard('Jean-Luc Picard'))).toBe(false);
  });
  it('does not apply: Lupaza and Kira Nerys (a friend), Furel and Kira Nerys (named, not romantically), Odo and Quark', () => {
    expect(romanticPartners(realCard('Lupaza'), realCard('Kira Nerys'))).toBe(false);
    expect(romanticPartners(realCard('Furel'), realCard('Kira Nerys'))).toBe(false);
    expect(romanticPartners(realCard('Odo'), realCard('Quark'))).toBe(false);
  });
});

describe('174_005 Holoprogram: Cafe des Artistes: on your Holodeck ship, stop a couple aboard to draw (once each turn); download a partner aboard (once per game, then discarded)', () => {
  const given = (crew: string[], deck: string[], holodeck = true) => {
    const built = withDeck({ missions: ['Avert Disaster'], ship: holodeck ? holodeckShip() : plainShip(), crew, hand: [CAFE], deck });
    const [cafe] = built.hand as [string];
    return { built, cafe, ship: built.ship, crew: built.built.ids.crew, deck: built.deck };
  };
  it('applies: played on the ship, Lupaza and Furel aboard are stopped and p1 draws one card; a second use that turn is refused', () => {
    const { built, cafe, ship: host, crew, deck } = given(['Lupaza', 'Furel'], ['Tasha Yar', 'Data']);
    const played = fresh(accepted(built.state, play(cafe, host)).state);
    expect(played.cards[cafe]!.zone).toBe(Z.on(host));
    const use = activate(cafe, 'couple-draws', `${crew[0]!}+${crew[1]!}`);
    expect(legalCommands(played, 'p1')).toContainEqual(use);
    const after = accepted(played, use).state;
    expect(after.cards[crew[0]!]!.stopped).toBe(true);
    expect(after.cards[crew[1]!]!.stopped).toBe(true);
    expect(after.cards[deck[0]!]!.zone).toBe(Z.hand('p1'));
    expect(refused(after, use)).toBeDefined();
  });
  it('applies: with Lupaza aboard, Furel is downloaded aboard from the deck and the incident is discarded', () => {
    const { built, cafe, ship: host, deck } = given(['Lupaza'], ['Furel']);
    const played = fresh(accepted(built.state, play(cafe, host)).state);
    const use = activate(cafe, 'download-partner', `${deck[0]!}>${host}`);
    expect(legalCommands(played, 'p1')).toContainEqual(use);
    const after = accepted(played, use).state;
    expect(after.cards[deck[0]!]!.zone).toBe(Z.aboard(host));
    expect(after.cards[cafe]!.zone).toBe(Z.discard('p1'));
  });
  it('does not apply: Lupaza and Kira Nerys are no couple (no draw offered); Kira Nerys is no partner to download; a ship without a Holodeck is no target', () => {
    const { built, cafe, ship: host, crew, deck } = given(['Lupaza', 'Kira Nerys'], ['Kira Nerys']);
    const played = fresh(accepted(built.state, play(cafe, host)).state);
    expect(legalCommands(played, 'p1').filter((cmd) => cmd.type === 'ActivateCard' && cmd.card === cafe)).toEqual([]);
    expect(refused(played, activate(cafe, 'couple-draws', `${crew[0]!}+${crew[1]!}`))).toBe('INVALID_TARGET');
    expect(refused(played, activate(cafe, 'download-partner', `${deck[0]!}>${host}`))).toBe('INVALID_TARGET');
    const noHolodeck = given(['Lupaza', 'Furel'], [], false);
    expect(refused(noHolodeck.built.state, play(noHolodeck.cafe, noHolodeck.ship))).toBe('INVALID_TARGET');
  });
  it('applies: it seeds on the Holodeck ship in the facility phase (offered, then lying on it); does not apply: not on a ship without one', () => {
    const seed = (card: string, target: string): Command => ({ type: 'SeedOnTable', actor: 'p1', card, target });
    const facilityPhase = (state: GameState): GameState => ({ ...state, phase: 'facility', awaiting: [{ player: 'p1', kind: 'seed-facility' }] }) as GameState;
    const { built, cafe, ship: host } = given(['Lupaza'], []);
    const given1 = facilityPhase(moved(built.state, [[cafe, Z.seed('p1')]]));
    expect(legalCommands(given1, 'p1')).toContainEqual(seed(cafe, host));
    expect(accepted(given1, seed(cafe, host)).state.cards[cafe]!.zone).toBe(Z.on(host));
    const plain = given(['Lupaza'], [], false);
    const given2 = facilityPhase(moved(plain.built.state, [[plain.cafe, Z.seed('p1')]]));
    expect(refused(given2, seed(plain.cafe, plain.ship))).toBeDefined();
  });
});

const killedBy = (state: GameState, iid: string, source: string) => {
  const ctx = new Ctx(state);
  leavePlay(ctx, iid, 'killed', source);
  return ctx;
};
const withHeart = (team: string[]) => {
  const built = scene({ missions: ['Excavation'], seeds: [{ card: 'Ensure Their Silence', owner: 'p2' }], awayTeam: team, hand: ['The Beating Heart'] });
  const [card] = built.ids.hand as [string];
  return { team: built.ids.awayTeam, dilemma: built.ids.seeds[0]!, state: moved(built.state, [[card, Z.table('p1')]]) };
};

describe('209_001 The Beating Heart: your unstopped romantic partner present is stopped so that a personnel a dilemma would kill is stopped instead', () => {
  it('applies: Lupaza killed by a dilemma with Furel present — both are stopped, nobody dies', () => {
    const { team, dilemma, state } = withHeart(['Lupaza', 'Furel']);
    const after = killedBy(state, team[0]!, dilemma);
    expect(after.state.cards[team[0]!]).toMatchObject({ zone: Z.surface('L1'), stopped: true });
    expect(after.state.cards[team[1]!]).toMatchObject({ zone: Z.surface('L1'), stopped: true });
  });
  it('does not apply: Furel already stopped, Lupaza with Kira Nerys only, or a kill in battle — Lupaza is killed', () => {
    const stopped = withHeart(['Lupaza', 'Furel']);
    const furelStopped = evolveAll([{ type: 'CardStopped', card: stopped.team[1]! } as GameEvent], stopped.state);
    expect(killedBy(furelStopped, stopped.team[0]!, stopped.dilemma).state.cards[stopped.team[0]!]!.zone).toBe(Z.discard('p1'));
    const friends = withHeart(['Lupaza', 'Kira Nerys']);
    expect(killedBy(friends.state, friends.team[0]!, friends.dilemma).state.cards[friends.team[0]!]!.zone).toBe(Z.discard('p1'));
    expect(killedBy(stopped.state, stopped.team[0]!, 'battle').state.cards[stopped.team[0]!]!.zone).toBe(Z.discard('p1'));
  });
});
