// Children of Light (ha, 125_023): incident — seeded or played on your table, your [Holo] personnel mix with each other whatever their affiliations, and a force of nothing but your [Holo] personnel has no affiliation attack restrictions. Or played to capture every opposing [Holo] personnel present with your Iden, or, with your Iden aboard your Olarra, every opposing [Holo] personnel aboard one damaged ship at his location; then discarded.
import { defineCard } from '../../behaviour/define';

// 1E rulebook › THE CARDS › INCIDENTS; REPORTING FOR DUTY › COMPATIBLE; BATTLE › INITIATING A BATTLE (Affiliation Attack
// Restrictions); DS9 expansion rules › CAPTURE. Behaviour/holo-captures.ts; the mix pair `*#Holo` (card-facts.ts › compatible).
export default defineCard('125_023', {
  title: 'Children of Light',
  scenario: 'behaviour/hamm-incidents.spec.ts',
  play: { window: { kind: 'normal-play' } },
  permits: [
    { kind: 'mix', affiliations: ['*', '*'], icons: ['Holo', 'Holo'] },
    { kind: 'force-ignores-attack-restrictions', who: { icons: ['Holo'] } },
  ],
  modes: [
    {
      play: { window: { kind: 'normal-play' } },
      duration: 'instant',
      targets: { kind: 'personnel', whose: 'yours', filter: { titles: ['Iden'] } },
      triggers: [{ on: 'played', effects: [{ kind: 'capture-all-opposing-present-with-target', filter: { icons: ['Holo'] } }] }],
    },
    {
      play: { window: { kind: 'normal-play' } },
      duration: 'instant',
      targets: { kind: 'damaged-ship-where-yours-aboard', titles: ['Iden'], aboard: ['Olarra'] },
      triggers: [{ on: 'played', effects: [{ kind: 'capture-all-opposing-aboard-target', filter: { icons: ['Holo'] } }] }],
    },
  ],
});
