// Relics of the Chase (borg, 124_029): incident — on your table: once in each battle your Hirogen may capture an opposing personnel he has just stunned; with a Hirogen Talon, trophies of the hunt go to your point area.
import { defineCard } from '../../behaviour/define';

export default defineCard('124_029', {
  title: 'Relics of the Chase',
  scenario: 'behaviour/battle-captures.spec.ts',
  play: { window: { kind: 'normal-play' } },
  captureStunned: { by: { species: 'Hirogen' }, use: 'once-per-battle' },
  manual: [
    'once each turn, your Hirogen using a Hirogen Talon placing in your point area an opponent\'s personnel he just killed in personnel battle (or, an Alpha-Hirogen, a captive he escorts), scoring its highest printed attribute',
  ],
});
