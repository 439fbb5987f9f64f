// Extracted Confessions (SFL, 245_005): event — on your table: each time you score points from Interrogation, one more (per copy); your [TNG] guls gain the regular skills of your captives under your Torture.
import { defineCard } from '../../behaviour/define';

export default defineCard('245_005', {
  title: 'Extracted Confessions',
  scenario: 'behaviour/captive-cards.spec.ts',
  play: { window: { kind: 'normal-play' } },
  // The extra point is counted where the points are scored: Interrogation's `score-points-with-extras` (`plusPerCopy`).
  // Issue 15 (helper evq): "[TNG] guls" are your personnel with the Gul characteristic and the [TNG] icon (the card list's property);
  // the skills are the captives' printed regular skills, each at the highest level among them (captive-skills.ts).
  modifiers: [{ kind: 'gain-captive-skills', under: ['Torture'], to: { characteristics: ['Gul'], icons: ['TNG'] }, where: 'in-play' }],
});
