// Orb Experience (ds9, 112_096): interrupt — placed on any personnel in play with INTEGRITY more than 6, which shows the [Orb] icon while it lies there. Or: with your [Orb] personnel present with an Orb, you examine any one card hidden from you (once per game for each Orb: behaviour/orb-examinations.ts).
import { defineCard } from '../../behaviour/define';

// 1E rulebook › THE CARDS › INTERRUPTS (a lasting effect stays where it is placed). Behaviour/icon-grants.ts.
// 1E rulebook › MISCELLANEOUS RULES › LOOKING AT CARDS (the second way).
export default defineCard('112_096', {
  title: 'Orb Experience',
  scenario: 'behaviour/icon-grants.spec.ts',
  play: { window: { kind: 'interrupt' } },
  targets: { kind: 'personnel-with-attribute-above', attribute: 'INTEGRITY', above: 6 },
  duration: 'on-target-card',
  iconGrant: { kind: 'host-gains-icons', icons: ['Orb'] },
  modes: [
    {
      play: { window: { kind: 'interrupt' } },
      targets: { kind: 'orb-examination' },
      duration: 'instant',
      triggers: [{ on: 'played', effects: [{ kind: 'examine-with-orb' }] }],
    },
  ],
});
