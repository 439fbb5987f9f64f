// Always a Chess Game (ENGAGE, 161_013): incident — on your table, once each turn one of your [TNG] Romulan personnel (not Tal Shiar, CIVILIAN or V.I.P.) reports for free to your Romulan outpost.
import { defineCard } from '../../behaviour/define';

export default defineCard('161_013', {
  title: 'Always a Chess Game',
  scenario: 'behaviour/incidents-c.spec.ts',
  play: { window: { kind: 'normal-play' } },
  permits: [
    { kind: 'free-report', who: { icons: ['TNG'], affiliations: ['Romulan'] }, except: [{ anySkill: ['Tal Shiar'] }, { classification: 'CIVILIAN' }, { classification: 'V.I.P.' }], to: { outpostOf: ['Romulan'] } },
  ],
  manual: ['instead, reporting its [TNG][Rom] matching commander to your ship for free', 'once per game, 5 points when your [TNG][Rom] personnel helps solve a non-[Univ] Neutral Zone mission'],
});
