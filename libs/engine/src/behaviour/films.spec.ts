/**
 * Film and TNG-era cards (issue 15, helper films).
 * given (a scene at L1: p1's Away Team, an outpost, a captive set up with a `PersonnelCaptured` fact)
 * / when (PlayCard) / then (where the cards are, what was spent).
 */
import { evolveAll } from '../evolve';
import { legalCommands } from '../legal';
import { ofType, person, realCard, scene, type PersonSpec } from '../testing/attempt-scene';
import { accepted, moved, play as run, refused } from '../testing/scenario';
import { validTargets } from './play';
import type { Card } from '@captains-log/cards';
import type { Command, GameState, PlayerId } from '../types';
import { Z } from '../zones';

const playCard = (card: string, target?: string): Command => ({ type: 'PlayCard', actor: 'p1', card, ...(target !== undefined ? { target } : {}) });

function held(state: GameState, card: string, captor: PlayerId, place: string): GameState {
  return evolveAll([{ type: 'PersonnelCaptured', card, from: state.cards[card]!.zone, to: Z.held(captor, place), captor, source: 'test' }], state);
}

describe('238_005 Operation Retrieve', () => {
  /** p1's Henreid ([Fed][Films]) and a plain Federation personnel, both captives of p2 at L1; p1's Federation Outpost at L1. */
  function table() {
    const built = scene({ missions: ['Excavation'], awayTeam: [realCard('Henreid'), { skills: 'MEDICAL' }, { skills: 'OFFICER' }], hand: ['Operation Retrieve', 'Federation Outpost'] });
    const [films, plain] = built.ids.awayTeam as [string, string, string];
    const [card, outpost] = built.ids.hand as [string, string];
    let state = moved(built.state, [[outpost, Z.space('L1')]]);
    state = held(held(state, films, 'p2', 'L1'), plain, 'p2', 'L1');
    return { state, card, outpost, films, plain };
  }

  it('a [Films] personnel comes back to hand and reports at once for free to your outpost (the normal card play is not spent on it)', () => {
    const { state, card, outpost, films } = table();
    expect(validTargets(state, 'p1', { kind: 'your-personnel-to-retrieve', orControlled: true, reportIf: { icons: ['Films'] } }, card)).toContain(`${films}>${outpost}`);
    const after = accepted(state, playCard(card, `${films}>${outpost}`));
    expect(after.state.cards[films]!.zone).toBe(Z.aboard(outpost));
    expect(after.events.find((event) => event.type === 'CardReported')).toMatchObject({ card: films, normalCardPlay: false });
  });

  it('choosing the bare personnel only returns it to hand', () => {
    const { state, card, films } = table();
    const after = accepted(state, playCard(card, films));
    expect(after.state.cards[films]!.zone).toBe(Z.hand('p1'));
  });

  it('a personnel without [Films] returns to hand but has no free report offered', () => {
    const { state, card, outpost, plain } = table();
    const targets = validTargets(state, 'p1', { kind: 'your-personnel-to-retrieve', orControlled: true, reportIf: { icons: ['Films'] } }, card);
    expect(targets).toContain(plain);
    expect(targets).not.toContain(`${plain}>${outpost}`);
    expect(refused(state, playCard(card, `${plain}>${outpost}`))).toBe('INVALID_TARGET');
    expect(accepted(state, playCard(card, plain)).state.cards[plain]!.zone).toBe(Z.hand('p1'));
  });
});

describe('153_010 Protect Historic Encounter (Earth attempted by [Ent-E] personnel with its own requirements; worth 30; a 2063 Earth native downloaded here)', () => {
  const attempt: Command = { type: 'AttemptMission', actor: 'p1', location: 'L1' };
  const entE = (skills: string, cunning: number): Card => {
    const base = person({ skills, c: cunning });
    return { ...base, icons: [...base.icons, { code: 'Ent-E', name: 'Enterprise-E', category: 'staffing' } as never] };
  };
  function setup(opts: { cunning?: number; objective?: boolean; team?: readonly (Card | PersonSpec)[] } = {}) {
    const team = opts.team ?? [entE('SCIENCE Anthropology', opts.cunning ?? 25), entE('SCIENCE Archaeology', 10)];
    const built = scene({ missions: ['Espionage Mission'], awayTeam: team, hand: ['Protect Historic Encounter', 'Lily Sloane', 'Data'] });
    const [objective, lily, data] = built.ids.hand as [string, string, string];
    const state = opts.objective === false ? built.state : moved(built.state, [[objective, Z.atop('L1')]]);
    return { state, objective, lily, data };
  }
  const download = (source: string, target: string): Command => ({ type: 'SpecialDownload', actor: 'p1', source, icon: 0, target });

  it('Anthropology + Archaeology + CUNNING 35 (>30): solved for 30 points (not its printed value); Lily Sloane (native to 2063 Earth) downloads to the planet, Data does not', () => {
    const { state, objective, lily } = setup();
    const solved = run(state, [attempt]);
    expect(ofType(solved.events, 'MissionSolved')).toEqual([expect.objectContaining({ player: 'p1', location: 'L1', points: 30 })]);
    expect(ofType(solved.events, 'PointsScored').filter((event) => !event.bonus).map((event) => event.points)).toEqual([30]);
    expect(legalCommands(solved.state, 'p1').filter((c) => c.type === 'SpecialDownload')).toEqual([download(objective, 'Lily Sloane')]);
    expect(refused(solved.state, download(objective, 'Data'))).toBe('NOT_THE_ICONS_TARGET');
    const done = run(solved.state, [download(objective, 'Lily Sloane')]);
    expect(ofType(done.events, 'CardDownloaded').map((e) => [e.card, e.to])).toEqual([[lily, Z.surface('L1')]]);
  });
  it('CUNNING 30 (not above 30): the attempt fails', () => {
    const solved = run(setup({ cunning: 20 }).state, [attempt]);
    expect(ofType(solved.events, 'MissionSolved')).toEqual([]);
  });
  it('without the objective atop Earth, or with personnel lacking [Ent-E], Earth may not be attempted', () => {
    expect(refused(setup({ objective: false }).state, attempt)).not.toBeNull();
    expect(refused(setup({ team: [{ skills: 'SCIENCE Anthropology', c: 25 }, { skills: 'SCIENCE Archaeology', c: 10 }] }).state, attempt)).not.toBeNull();
  });
});
