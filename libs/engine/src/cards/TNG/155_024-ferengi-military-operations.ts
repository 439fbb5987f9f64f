// Ferengi Military Operations (TNG, 155_024): incident — on your table, once each turn one of your [TNG] Ferengi personnel (not V.I.P. or CIVILIAN) reports for free to your Ferengi outpost.
import { defineCard } from '../../behaviour/define';

export default defineCard('155_024', {
  title: 'Ferengi Military Operations',
  scenario: 'behaviour/incidents-c.spec.ts',
  play: { window: { kind: 'normal-play' } },
  permits: [{ kind: 'free-report', who: { icons: ['TNG'], affiliations: ['Ferengi'] }, except: [{ classification: 'V.I.P.' }, { classification: 'CIVILIAN' }], to: { outpostOf: ['Ferengi'] } }],
  manual: ['once per game, when your [Fer] DaiMon is where you win a battle, capture a personnel or commandeer a ship: two of 5 points, two cards, an equipment download'],
});
