// Holding Cell Door (bog, 116_012): doorway — played on your ship or facility (not a Nor), it lies there and adds a Brig; the other mode nullifies a card that closes another Holding Cell Door (the doorway discarded). Seeding it, and the download of an interrogation card to a captive in your Brig, are manual.
import { defineCard } from '../../behaviour/define';

// Issue 15 (helper doors): behaviour/brig-doors.ts (the Brig), closed-doorways.ts (`card-closing-doorway`).
export default defineCard('116_012', {
  title: 'Holding Cell Door',
  scenario: 'behaviour/doors-closed-doorways.spec.ts',
  play: { window: { kind: 'interrupt' } },
  targets: { kind: 'your-ship-or-facility', notNor: true },
  duration: 'on-target-card',
  permits: [{ kind: 'host-special-equipment', equipment: 'Brig' }],
  modes: [
    {
      play: { window: { kind: 'interrupt' } },
      targets: { kind: 'card-closing-doorway', titles: ['Holding Cell Door'] },
      triggers: [{ on: 'played', effects: [{ kind: 'nullify-target' }] }],
      duration: 'instant',
    },
  ],
  manual: [
    'seeded during the facility phase on your ship or facility (not a Nor)',
    'the other mode: download Brainwash, Interrogation or Torture to a captive in your Brig, with Tal Shiar, Obsidian Order, Resistance or Section 31 (or a personnel with SECURITY and Treachery) present; the doorway discarded or placed atop your draw deck',
  ],
});
