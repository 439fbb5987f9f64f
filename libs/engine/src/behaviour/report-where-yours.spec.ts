/**
 * Issue 15 (helper partners): a table card that lets a personnel report where a personnel of yours matching a filter is —
 * maH nIv: your [22] Klingons report where you have an [OS] Klingon, and your [OS] Klingons where you have a [22] Klingon,
 * as the normal card play (behaviour/table-reports.ts `withYours`, `SpecialReport`).
 *   1E rulebook › REPORTING FOR DUTY › SPECIAL REPORTING (the card names the place; compatibility still applies).
 * given (the incident on p1's table, an Away Team on a planet) / when (SpecialReport) / then (the facts, or the refusal's code).
 */
import type { Card } from '@captains-log/cards';
import { ofType, person, scene, type PersonSpec } from '../testing/attempt-scene';
import { accepted, moved as moves, refused } from '../testing/scenario';
import { Z } from '../zones';
import { specialReport as special } from '../testing/commands';

const MAH_NIV = '149_025';

function klingon(spec: PersonSpec & { icons: string[] }): Card {
  const base = person({ affiliation: 'Klingon', ch: ['Klingon'], ...spec });
  return { ...base, icons: spec.icons.map((code) => ({ code, name: code, category: 'test' })) };
}

describe('149_025 maH nIv: your [22] Klingons report where you have an [OS] Klingon, and the reverse (the normal card play)', () => {
  const kit = (onPlanet: Card, onTable = true) => {
    const built = scene({
      missions: ['Excavation'],
      awayTeam: [onPlanet],
      hand: [MAH_NIV, klingon({ title: 'Test Enterprise-era Warrior', icons: ['22'] }), klingon({ title: 'Test Original-era Warrior', icons: ['OS'] }), klingon({ title: 'Test Modern Warrior', icons: ['TNG'] })],
    });
    const [incident, early, classic, modern] = built.ids.hand as [string, string, string, string];
    return { state: onTable ? moves(built.state, [[incident, Z.table('p1')]]) : built.state, early, classic, modern };
  };

  it('applies: with an [OS] Klingon of yours on the planet, a [22] Klingon reports there, using the normal card play', () => {
    const { state, early } = kit(klingon({ title: 'Test Original Host', icons: ['OS'] }));
    const done = accepted(state, special(early, Z.surface('L1')));
    expect(ofType(done.events, 'CardReported')).toEqual([expect.objectContaining({ card: early, to: Z.surface('L1'), normalCardPlay: true })]);
  });

  it('applies the other way: with a [22] Klingon of yours there, an [OS] Klingon reports there', () => {
    const { state, classic } = kit(klingon({ title: 'Test Early Host', icons: ['22'] }));
    expect(ofType(accepted(state, special(classic, Z.surface('L1'))).events, 'CardReported')).toEqual([expect.objectContaining({ card: classic, to: Z.surface('L1') })]);
  });

  it('does not apply: a [22] Klingon where you have only a [22] Klingon, a Klingon of neither era, or the incident not in play', () => {
    const same = kit(klingon({ title: 'Test Early Host', icons: ['22'] }));
    expect(refused(same.state, special(same.early, Z.surface('L1')))).toBe('NO_SPECIAL_REPORTING');
    const other = kit(klingon({ title: 'Test Original Host', icons: ['OS'] }));
    expect(refused(other.state, special(other.modern, Z.surface('L1')))).toBe('NO_SPECIAL_REPORTING');
    const away = kit(klingon({ title: 'Test Original Host', icons: ['OS'] }), false);
    expect(refused(away.state, special(away.early, Z.surface('L1')))).toBe('NO_SPECIAL_REPORTING');
  });
});
